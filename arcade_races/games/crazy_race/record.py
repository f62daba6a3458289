"""Reading a Crazy Race state: what a seat may see, and a copy with a seat's secrets changed.

Secret: the hands' cards and the bet cards (their counts are public), until the race is over.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arcade_races.games.crazy_race.config import ACTION_KINDS

if TYPE_CHECKING:
    from arcade_races.games.crazy_race.state import CrazyRaceState


def observation(state: CrazyRaceState, seat: int | None) -> dict[str, Any]:
    """What `seat` (None: a spectator) may see: its own hand and bet card, everyone's
    public table (track cards and who laid them, pawns, cups, card counts); all of it once
    the race is over."""
    mover = state.to_move()
    over = mover is None
    hands = []
    values = state.values
    for s, (track, action) in enumerate(zip(state.hand_track, state.hand_action, strict=True)):
        entry: dict[str, Any] = {"track_cards": sum(track), "action_cards": sum(action)}
        if s == seat or over:
            entry["track"] = [v for v, c in zip(values, track, strict=True) for _ in range(c)]
            entry["action"] = [k for k, c in zip(ACTION_KINDS, action, strict=True)
                               for _ in range(c)]
        hands.append(entry)
    rules = state.rules
    copy = list.copy
    return {
        "game": "crazy_race",
        "seat": seat,
        "players": state.players,
        "main": state.game.main,
        "phase": state.phase,
        "to_move": mover if isinstance(mover, int) else None,
        "turn_of": state.seat,
        "played_track": state.played_track,
        "played_action": state.played_action,
        "stages": rules.stages,
        "pieces": rules.pieces,
        "spaces": rules.spaces,
        "cards": list(map(copy, state.cards)),
        "laid_by": list(map(copy, state.laid_by)),
        "pawns": list(map(copy, state.pawn)),
        "finished": list(state.finished),
        "cups": list(map(copy, state.cups)),
        "lying": list(state.lying),
        "pending": list(state.pending),
        "hands": hands,
        "bet": list(state.bet_row(seat)) if seat is not None and state.bets[seat] else None,
        "bets": [list(state.bet_row(s)) for s in range(state.players)] if over else None,
        "piles": {"track": len(state.track_pile), "action": len(state.action_pile)},
        "discards": {"track": list(state.track_discard), "action": list(state.action_discard)},
        "track_values": list(state.values),
        "action_kinds": list(ACTION_KINDS),
        "turns": state.turns,
    }


def scrambled(state: CrazyRaceState, owner: int | None, u: float) -> CrazyRaceState:
    """A seat's bet card and hands are its own secrets: swap its bet card for one left in
    the box, and one track card for another value still in the pile."""
    new = state.clone()
    if owner is None or state.is_over():
        return new
    box = [int(c) for c, _ in new.unused_bets.outcomes()]
    if state.bets[owner] and box:
        other = box[int(u * len(box)) % len(box)]
        new.unused_bets.remove(str(other))
        new.unused_bets.add(str(state.bets[owner]))
        new.bets[owner] = other
    held = [v for v, c in zip(state.values, state.hand_track[owner], strict=True) if c]
    pile = [int(v) for v, _ in new.track_pile.outcomes()]
    if held and pile:
        give = held[int(u * len(held)) % len(held)]
        take = next((v for v in pile if v != give), None)
        if take is not None:
            new.track_pile.remove(str(take))
            new.track_pile.add(str(give))
            new.hand_track[owner][state.values.index(give)] -= 1
            new.hand_track[owner][state.values.index(take)] += 1
    return new


__all__ = ["observation", "scrambled"]
