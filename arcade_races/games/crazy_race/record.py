"""Reading a Crazy Race state: what a seat may see, a copy with a seat's secrets changed, and
the state written down (`to_dict`, its canonical text) and read back (`restore`).

Secret: the hands' cards and the bet cards (their counts are public), until the race is over.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from arcade_races.core.fingerprint import canonical_json
from arcade_races.games.crazy_race.config import ACTION_KINDS
from arcade_races.games.crazy_race.pile import Pile
from arcade_races.games.crazy_race.zobrist import full_hash

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
    keys = state.zkeys
    box = [int(c) for c, _ in new.unused_bets.outcomes()]
    if state.bets[owner] and box:
        other = box[int(u * len(box)) % len(box)]
        bet_index = state.game.bet_index
        mine = state.bets[owner]
        # Each bet card is one of its kind: the boxed one's token goes, the held one's comes.
        new._hash ^= (keys.unused_bet[bet_index[other]][1] ^ keys.unused_bet[bet_index[mine]][1]
                      ^ keys.bet[owner][mine] ^ keys.bet[owner][other])
        new.unused_bets.take(bet_index[other])
        new.unused_bets.add(bet_index[mine])
        new.bets[owner] = other
    held = [v for v, c in zip(state.values, state.hand_track[owner], strict=True) if c]
    pile = [int(v) for v, _ in new.track_pile.outcomes()]
    if held and pile:
        give = held[int(u * len(held)) % len(held)]
        take = next((v for v in pile if v != give), None)
        if take is not None:
            t, g = state.values.index(take), state.values.index(give)
            hand, deck = new.hand_track[owner], new.track_pile
            counts = deck.counts
            new._hash ^= (keys.track_pile[t][counts[t]] ^ keys.track_pile[g][counts[g] + 1]
                          ^ keys.hand_track[owner][g][hand[g]]
                          ^ keys.hand_track[owner][t][hand[t] + 1])
            deck.take(t)
            deck.add(g)
            hand[g] -= 1
            hand[t] += 1
    return new


SNAPSHOT_JSON = (
    '{"action_discard":%s,"action_pile":%s,"again_left":%d,"bets":%s,"cards":%s,"cups":%s,'
    '"deal_step":%d,"finished":%s,"hand_action":%s,"hand_track":%s,"laid_by":%s,"lying":[%s],'
    '"need":%s,"next_cup":%s,"pawn":%s,"pending":%s,"phase":%s,"played_action":%s,'
    '"played_track":%s,"seat":%d,"track_discard":%s,"track_pile":%s,"turns":%d,'
    '"unused_bets":%s}'
)
"""`canonical_json(state.to_dict())` as a template: the keys sorted, no spaces."""

JSON_BOOLS = ("false", "true")

_WORDS: dict[str, str] = {}
"""Words met before (action kinds, phases, deck kinds) with their JSON text."""
_TEXTS: dict[tuple[Any, ...], str] = {}
"""Rows of numbers met before with their JSON text: a snapshot holds some 300 numbers, and
writing each out again after every action was most of a fingerprint, while between two
actions only a row or two of them change."""
_DECKS: dict[tuple[tuple[str, int], ...], str] = {}
"""Decks' contents met before with their JSON text (apart from `_TEXTS`: an empty deck and an
empty row have the same key)."""
_MOST = 1 << 14
"""The most entries `_TEXTS` and `_DECKS` keep (each starts afresh when full)."""


def _word(text: str) -> str:
    """The JSON of a string (remembered)."""
    quoted = _WORDS.get(text)
    if quoted is None:
        quoted = json.dumps(text)
        if len(_WORDS) < 256:
            _WORDS[text] = quoted
    return quoted


def _ints(values: Sequence[int]) -> str:
    """The JSON of a list of whole numbers, remembered in `_TEXTS`: its Python text, unspaced."""
    if len(_TEXTS) >= _MOST:
        _TEXTS.clear()
    text = _TEXTS[tuple(values)] = str(list(values)).replace(" ", "")
    return text


def _deck(deck: Pile) -> str:
    """The JSON of `deck.to_dict()`, kinds sorted as text (remembered)."""
    key = tuple(deck.outcomes())
    text = _DECKS.get(key)
    if text is None:
        if len(_DECKS) >= _MOST:
            _DECKS.clear()
        text = _DECKS[key] = "{" + ",".join(
            [f"{_word(kind)}:{count}" for kind, count in sorted(key)]) + "}"
    return text


def snapshot_json(state: CrazyRaceState) -> str:
    """`canonical_json(state.to_dict())` (Crazy Race has no histories: its snapshot is the
    whole state), written out directly: a recorded game takes one after every action, and
    `json.dumps` with sorted keys of the whole state took some 40 us. The fields are whole
    numbers, flags and words, and the rows of numbers mostly the same as an action ago, so
    each row's text is looked up by its numbers (one pass over them all); a test holds the
    two texts equal."""
    n, t = state.players, len(state.cards)
    get = _TEXTS.get
    # The lists of numbers in the order of their keys: six flat ones, then the rows of
    # cards (t), cups (n), hand_action (n), hand_track (n), laid_by (t) and pawn (n).
    rows = [state.action_discard, state.bets, state.finished, state.need, state.next_cup,
            state.track_discard, *state.cards, *state.cups, *state.hand_action,
            *state.hand_track, *state.laid_by, *state.pawn]
    texts = [get(tuple(row)) or _ints(row) for row in rows]
    ends = (6 + t, 6 + t + n, 6 + t + 2 * n, 6 + t + 3 * n, 6 + 2 * t + 3 * n, 6 + 2 * t + 4 * n)
    cards, cups, hand_action, hand_track, laid_by, pawn = (
        "[" + ",".join(texts[start:end]) + "]"
        for start, end in zip((6, *ends[:-1]), ends, strict=True))
    return SNAPSHOT_JSON % (
        texts[0], _deck(state.action_pile), state.again_left, texts[1], cards, cups,
        state.deal_step, texts[2], hand_action, hand_track, laid_by,
        ",".join([_word(k) for k in state.lying]), texts[3], texts[4], pawn,
        canonical_json(state.pending) if state.pending else "[]", _word(state.phase),
        JSON_BOOLS[state.played_action], JSON_BOOLS[state.played_track], state.seat,
        texts[5], _deck(state.track_pile), state.turns, _deck(state.unused_bets))


def to_dict(state: CrazyRaceState) -> dict[str, Any]:
    """`CrazyRaceState.to_dict()`: every field, the lists copied."""
    copy = list.copy
    return {
        "bets": state.bets.copy(),
        "unused_bets": state.unused_bets.to_dict(),
        "track_pile": state.track_pile.to_dict(),
        "track_discard": state.track_discard.copy(),
        "action_pile": state.action_pile.to_dict(),
        "action_discard": state.action_discard.copy(),
        "hand_track": list(map(copy, state.hand_track)),
        "hand_action": list(map(copy, state.hand_action)),
        "cards": list(map(copy, state.cards)),
        "laid_by": list(map(copy, state.laid_by)),
        "pawn": list(map(copy, state.pawn)),
        "finished": state.finished.copy(),
        "cups": list(map(copy, state.cups)),
        "next_cup": state.next_cup.copy(),
        "lying": state.lying.copy(),
        "deal_step": state.deal_step,
        "seat": state.seat,
        "turns": state.turns,
        "played_track": state.played_track,
        "played_action": state.played_action,
        "again_left": state.again_left,
        "pending": state.pending.copy(),
        "need": state.need.copy(),
        "phase": state.phase,
    }


def restore(state: CrazyRaceState, data: dict[str, Any]) -> None:
    """Set a fresh state's fields from `to_dict()` output (`CrazyRaceState.from_dict`)."""
    state.bets = [int(b) for b in data["bets"]]
    state.unused_bets.restore(data["unused_bets"])
    state.track_pile.restore(data["track_pile"])
    state.track_discard = [int(c) for c in data["track_discard"]]
    state.action_pile.restore(data["action_pile"])
    state.action_discard = [int(c) for c in data["action_discard"]]
    state.hand_track = [[int(c) for c in h] for h in data["hand_track"]]
    state.hand_action = [[int(c) for c in h] for h in data["hand_action"]]
    state.cards = [[int(c) for c in row] for row in data["cards"]]
    # A snapshot from before the layers were kept: nobody is known to have laid a card.
    state.laid_by = [[int(c) for c in row] for row in data["laid_by"]] if "laid_by" in data \
        else [[-1] * len(row) for row in state.cards]
    state.pawn = [[int(x) for x in p] for p in data["pawn"]]
    state.finished = [int(s) for s in data["finished"]]
    state.cups = [[int(c) for c in row] for row in data["cups"]]
    state.next_cup = [int(c) for c in data["next_cup"]]
    state.lying = [str(k) for k in data["lying"]]
    state.deal_step = int(data["deal_step"])
    state.seat = int(data["seat"])
    state.turns = int(data["turns"])
    state.played_track = bool(data["played_track"])
    state.played_action = bool(data["played_action"])
    state.again_left = int(data["again_left"])
    state.pending = list(data["pending"])
    state.need = [int(x) for x in data["need"]]
    state.phase = str(data["phase"])
    state.index_spots()
    state._hash = full_hash(state)


def cloned(state: CrazyRaceState) -> CrazyRaceState:
    """A copy of `state` sharing nothing it changes (`CrazyRaceState.clone`), field by field:
    no JSON round trip."""
    new = type(state).__new__(type(state))
    new.game, new.rules, new.players = state.game, state.rules, state.players
    new.pieces_per_track = state.pieces_per_track
    new.values = state.values.copy()
    new.bets = state.bets.copy()
    new.unused_bets = state.unused_bets.copy()
    new.track_pile = state.track_pile.copy()
    new.track_discard = state.track_discard.copy()
    new.action_pile = state.action_pile.copy()
    new.action_discard = state.action_discard.copy()
    new.hand_track = [h.copy() for h in state.hand_track]
    new.hand_action = [h.copy() for h in state.hand_action]
    new.cards = [row.copy() for row in state.cards]
    new.laid_by = [row.copy() for row in state.laid_by]
    new.free_spots = state.free_spots.copy()
    new.free_cards = state.free_cards.copy()
    new.pawn_at = state.pawn_at.copy()
    new.pawn = [p.copy() for p in state.pawn]
    new.finished = state.finished.copy()
    new.cups = [c.copy() for c in state.cups]
    new.next_cup = state.next_cup.copy()
    new.lying = state.lying.copy()
    new.deal_step = state.deal_step
    new.seat = state.seat
    new.turns = state.turns
    new.played_track = state.played_track
    new.played_action = state.played_action
    new.again_left = state.again_left
    new.pending = state.pending.copy()
    new.need = state.need.copy()
    new.phase = state.phase
    new.mover = state.mover
    new._hash = state._hash
    new.zkeys = state.zkeys
    new.copy_digest(state)
    return new


__all__ = ["cloned", "observation", "restore", "scrambled", "snapshot_json", "to_dict"]
