"""Reading a Crazy Race state: what a seat may see.

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


__all__ = ["observation"]
