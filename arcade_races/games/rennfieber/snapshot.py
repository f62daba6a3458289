"""`RennfieberState.snapshot_json()` written out directly: a recorded evening takes one after
every action, and `canonical_json(snapshot())` (a copy of every list, then `json.dumps` with
sorted keys) cost some 60 us of it.

The text is exactly that JSON: the keys in sorted order, no spaces. Lists of whole numbers are
Python's own text without its spaces; flags are written `true` / `false`; maps by card number
(as text) in the order of their keys as text; what is rare or of a loose shape (a training
run's log, the line-up's runners) goes through `canonical_json`. A test holds the two texts
equal on states from many evenings.

Most of the snapshot is the same as an action ago (a race turn moves one horse), so each
field's text is kept with a copy of the value it was made from, and made again only when the
value differs from that copy (a comparison of lists is far cheaper than writing them out).
The texts ride along in a clone: a text is only ever used for a value equal to its copy.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import compress
from operator import ne
from typing import TYPE_CHECKING, Any

from arcade_races.core.deck import Deck
from arcade_races.core.fingerprint import canonical_json

if TYPE_CHECKING:
    from arcade_races.games.rennfieber.state import RennfieberState

JSON_BOOLS = ("false", "true")


def _ints(values: Sequence[Any]) -> str:
    # A list of whole numbers (or of lists of them): Python's text of it, unspaced.
    return str(values).replace(" ", "")


def _bools(values: Sequence[bool]) -> str:
    return "[" + ",".join([JSON_BOOLS[v] for v in values]) + "]"


def _counts(counts: dict[str, int]) -> str:
    # A map from a card number as text to a whole number.
    return "{" + ",".join([f'"{key}":{n}' for key, n in sorted(counts.items())]) + "}"


def _rows(rows: dict[str, list[int]]) -> str:
    # A map from a card number as text to a list of whole numbers.
    return "{" + ",".join([f'"{key}":{_ints(row)}' for key, row in sorted(rows.items())]) + "}"


def _spots(spot: dict[str, list[int]]) -> str:
    # Where each horse stands: (lane, index, lines crossed) by card number as text.
    return "{" + ",".join([f'"{key}":[{lane},{index},{crossed}]'
                           for key, (lane, index, crossed) in sorted(spot.items())]) + "}"


def _deck(deck: Deck) -> str:
    # `Deck.to_dict()`: the kinds left with their counts.
    return "{" + ",".join([f'"{kind}":{n}' for kind, n in sorted(deck.outcomes())]) + "}"


def _logs(logs: list[dict[str, Any]]) -> str:
    return "[" + ",".join([canonical_json(log) if log else "{}" for log in logs]) + "]"


def _runners(runners: list[dict[str, Any]]) -> str:
    return canonical_json(runners) if runners else "[]"


def _picks(picks: tuple[list[int], list[tuple[int, ...] | None]]) -> str:
    must, choices = picks
    shown = ",".join(["null" if c is None else _ints(list(c)) for c in choices])
    return f'{{"choices":[{shown}],"must":{_ints(must)}}}'


def _slips(slips: list[tuple[int, int, int]]) -> str:
    return "[" + ",".join([f"[{seat},{card},{value}]" for seat, card, value in slips]) + "]"


def _start(start: list[int]) -> str:
    return f'{{"start":{_ints(start)}}}'


_TURN_KEYS = frozenset(("card", "race_die", "die", "from", "to", "kept", "gallop"))


def turn_text(log: dict[str, Any]) -> str:
    """`canonical_json(log)` of a race turn (in progress or written), written out directly."""
    # Written at every race step: its own template when it has the keys of a race turn.
    if not log:
        return "{}"
    if log.keys() != _TURN_KEYS:
        return canonical_json(log)
    gallop = "null" if log["gallop"] is None else log["gallop"]
    kept = "null" if log["kept"] is None else f'"{log["kept"]}"'
    return (f'{{"card":{log["card"]},"die":{log["die"]},"from":"{log["from"]}",'
            f'"gallop":{gallop},"kept":{kept},"race_die":{log["race_die"]},"to":"{log["to"]}"}}')


def _flat(value: list[Any]) -> list[Any]:
    return value[:]


def _nested(value: list[list[Any]]) -> list[list[Any]]:
    return [row[:] for row in value]


def _map(value: dict[str, int]) -> dict[str, int]:
    return value.copy()


def _row_map(value: dict[str, list[int]]) -> dict[str, list[int]]:
    return {key: row[:] for key, row in value.items()}


def _log_list(value: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [{k: v[:] if isinstance(v, list) else v for k, v in log.items()} for log in value]


def _deck_copy(value: Deck) -> Deck:
    return value.copy()


def _same(value: Any) -> Any:
    return value


Field = tuple[str, Callable[[Any], str], Callable[[Any], Any]]
"""A snapshot key: its name, how its value is written and how the value is copied to be
compared with later (numbers and words as they are)."""

FIELDS: tuple[Field, ...] = (
    ("auction", str, _same), ("bet_turn", str, _same), ("bid_turn", str, _same),
    ("block", str, _same), ("contenders", _ints, _flat), ("dice", _ints, _flat),
    ("finished", _ints, _flat), ("finished_run", _bools, _flat),
    ("first_rolls", _ints, _flat), ("forced", str, _same), ("form", _ints, _flat),
    ("gallop_deck", _deck, _deck_copy), ("gallop_discard", _counts, _map),
    ("hand", _ints, _nested), ("high", str, _same), ("high_bidder", str, _same),
    ("hold", _ints, _flat), ("kept", _ints, _nested), ("kept_round", _ints, _flat),
    ("lanes", _ints, _flat), ("last_buyer", str, _same), ("ledger", _start, _flat),
    ("length", str, _same), ("missing", _bools, _flat), ("mode", str, _same),
    ("needs", _ints, _flat), ("offer", str, _same), ("order", _ints, _flat),
    ("out", _bools, _flat), ("owner", _ints, _flat), ("phase", str, _same),
    ("picks", _picks, _same), ("position", _ints, _flat), ("race", str, _same),
    ("race_runners", _runners, _flat), ("race_turns", str, _same), ("ran", _ints, _nested),
    ("round", str, _same), ("run", str, _same), ("runners", _ints, _flat),
    ("runs_left", str, _same), ("sell_left", _ints, _flat), ("spot", _spots, _row_map),
    ("stride", _counts, _map), ("tie_queue", _ints, _flat), ("tie_rolls", _rows, _row_map),
    ("tote", _slips, _flat), ("train_horse", _ints, _flat), ("train_log", _logs, _log_list),
    ("train_start", str, _same), ("train_turn", str, _same), ("trained", _ints, _flat),
    ("training_deck", _deck, _deck_copy), ("training_discard", _counts, _map),
    ("turn", str, _same), ("turn_log", str, _same), ("under", _ints, _flat),
    ("unoffered", _deck, _deck_copy), ("unsold_streak", str, _same),
)
"""Every key of the snapshot, sorted as `canonical_json` sorts them."""

TEMPLATE = "{" + ",".join(f'"{name}":%s' for name, _, _ in FIELDS) + "}"
_INDEXES = tuple(range(len(FIELDS)))


class Texts:
    """The texts of a snapshot's fields, each with a copy of the value it was made from."""

    __slots__ = ("made", "texts")

    def __init__(self) -> None:
        self.made: list[Any] = [_UNMADE] * len(FIELDS)
        self.texts: list[str] = [""] * len(FIELDS)


_UNMADE = object()
"""Equal to no value: every text is made on first use."""


def _values(s: RennfieberState) -> list[Any]:
    # The snapshot's values in the order of `FIELDS`, without copies; the few that are not
    # fields of the state in this shape as the value their text is made from.
    picks = s.picks
    return [
        s.auction, s.bet_turn, s.bid_turn, s.block, s.contenders, s.dice, s.finished,
        s.finished_run, s.first_rolls, JSON_BOOLS[s.forced], s.form, s.gallop_deck,
        s.gallop_discard, s.hand, s.high, s.high_bidder, s.hold, s.kept, s.kept_round,
        s.lanes, s.last_buyer, list(s.ledger.start), s.length, s.missing,
        f'"{s.mode}"', s.needs, s.offer, s.order, s.out, s.owner, f'"{s.phase}"',
        (list(picks.must), list(picks.choices)), s.position, s.race, s.race_runners,
        len(s.turns) - s.race_from, s.ran, s.round, s.run, s.runners, s.runs_left,
        s.sell_left, s.spot, s.stride, s.tie_queue, s.tie_rolls, s.tote.slips, s.train_horse,
        s.train_log, s.train_start, s.train_turn, s.trained, s.training_deck,
        s.training_discard, s.turn, turn_text(s.turn_log), s.under, s.unoffered,
        s.unsold_streak,
    ]


def snapshot_json(s: RennfieberState, texts: Texts) -> str:
    """`canonical_json(s.snapshot())`, written out directly (see the module docstring), with
    the texts kept in `texts` (brought up to date)."""
    values = _values(s)
    made, kept = texts.made, texts.texts
    # Which values differ from the copies their texts were made from: compared in C.
    for i in compress(_INDEXES, map(ne, values, made)):
        value = values[i]
        _, write, copy = FIELDS[i]
        kept[i] = write(value)
        made[i] = copy(value)
    return TEMPLATE % tuple(kept)
