"""The keys a Rennfieber move swaps as it changes a fact or two (`hashing.py` holds what the
hash is; this, the cheap ways the commonest moves keep it): the watched scalars' keys by value,
a race's spot keys and begun-turn logs by index, and the changes a roll, a move of the
training figure or a card drawn makes, each remembered by what changed."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arcade_races.games.rennfieber.hashing import (
    SHARE_LIMIT,
    WATCHED,
    fact,
    log_part,
    spot_key,
)

if TYPE_CHECKING:
    from arcade_races.games.rennfieber.table import Table


class RaceKeys:
    """One game's keys of a race's commonest facts in flat lists, by horse (as text) and
    track point (`crossed * count + space id`, as `moves.Track` counts): where a horse stands
    (`spot_key`) and a race turn's log as it begins on a space (`log_part`). A move looks its
    two keys up by index, no tuple made and hashed; each entry is worked out on first use (0:
    not yet; a key that is 0 would only be worked out again)."""

    __slots__ = ("count", "logs", "names", "size", "spaces", "spots")

    def __init__(self, spaces: tuple[tuple[int, int], ...], names: tuple[str, ...],
                 crossings: int) -> None:
        self.spaces = spaces
        self.names = names
        self.count = len(spaces)
        self.size = self.count * max(1, crossings)
        self.spots: dict[str, list[int]] = {}
        """Each horse's `spot` keys by point."""
        self.logs: dict[int, list[int]] = {}
        """Each horse's begun-turn log shares by space id."""

    def spot_row(self, card: str) -> list[int]:
        """Horse `card`'s spot keys by point (fill with `spot`)."""
        return _row(self.spots, card, self.size)

    def spot(self, card: str, point: int) -> int:
        """The key of horse `card` at `point`, worked out and kept in its row."""
        lane, index = self.spaces[point % self.count]
        found = self.spot_row(card)[point] = spot_key(card, lane, index, point // self.count)
        return found

    def step_delta(self, card: str, was: int, now: int) -> int:
        """The change to the share of `spot` when horse `card` goes from point `was` to point
        `now` (a move, a gallop card's shift): its two keys, looked up by index."""
        row = self.spots.get(card) or self.spot_row(card)
        return (row[was] or self.spot(card, was)) ^ (row[now] or self.spot(card, now))

    def log_row(self, card: int) -> list[int]:
        """Horse `card`'s begun-turn log shares by space id (fill with `log`)."""
        return _row(self.logs, card, self.count)

    def log(self, card: int, space: int) -> int:
        """`log_part` of horse `card` beginning its turn on space id `space`, kept."""
        found = self.log_row(card)[space] = log_part(card, self.names[space])
        return found


def _row(rows: dict[Any, list[int]], card: Any, size: int) -> list[int]:
    row = rows.get(card)
    if row is None:
        row = rows[card] = [0] * size  # 0: not worked out yet
    return row


PHASE_KEYS: dict[str, int] = {}
TURN_KEYS: dict[int, int] = {}
ROUND_KEYS: dict[int, int] = {}
LENGTH_KEYS: dict[int, int] = {}
MODE_KEYS: dict[str, int] = {}
TRAIN_TURN_KEYS: dict[int, int] = {}
"""Each watched scalar's keys by value (a few values each: the phases, the turns), plain
dicts for the cheapest lookup; `learn_watched` adds a value met for the first time."""
_WATCHED_KEYS: tuple[dict[Any, int], ...] = (
    PHASE_KEYS, TURN_KEYS, ROUND_KEYS, LENGTH_KEYS, MODE_KEYS, TRAIN_TURN_KEYS)


def learn_watched(s: Table) -> None:
    """Make sure the watched scalars' values now have their keys (a read that missed one)."""
    for name, keys in zip(WATCHED, _WATCHED_KEYS, strict=True):
        value = s.__dict__[name]
        if value not in keys:
            keys[value] = fact(name, value)


def watched_share(s: Table) -> int:
    """The watched scalars' share of the hash, from their values now (`WATCHED`)."""
    learn_watched(s)
    return (PHASE_KEYS[s.phase] ^ TURN_KEYS[s.turn] ^ ROUND_KEYS[s.round]
            ^ LENGTH_KEYS[s.length] ^ MODE_KEYS[s.mode] ^ TRAIN_TURN_KEYS[s.train_turn])


ROLL_KEYS: dict[tuple[int, int], tuple[int, int]] = {}
"""By the dice's faces (race die, normal die): what `roll_keys` gives (a few dozen pairs)."""


def roll_keys(faces: tuple[int, int]) -> tuple[int, int]:
    """For a roll of `faces` (race die, normal die): the change to the share of a race
    turn's log that has no dice yet (its dice go from 0, 0 to the faces), and the share of
    `dice` showing them. A roll looks both up at once: the dice's share follows from their
    faces alone, so the faces they showed before need no key (a race's commonest step)."""
    roll, die = faces
    found = ROLL_KEYS[faces] = (
        fact("turn_log", "race_die", 0) ^ fact("turn_log", "race_die", roll)
        ^ fact("turn_log", "die", 0) ^ fact("turn_log", "die", die),
        fact("dice", 0, roll) ^ fact("dice", 1, die))
    return found


_figure_deltas: dict[tuple[int, int, int, int], tuple[int, int]] = {}


def figure_delta(seat: int, start: int, end: int, place: int) -> tuple[int, int]:
    """A training roll's changes to the shares of `position` (seat's figure from `start` to
    `end`) and of `train_log` (`end` written at `place` of the seat's spaces): one lookup."""
    found = _figure_deltas.get((seat, start, end, place))
    if found is None:
        found = (fact("position", seat, start) ^ fact("position", seat, end),
                 fact("train_log", seat, "spaces", place, end))
        if len(_figure_deltas) >= SHARE_LIMIT:
            _figure_deltas.clear()
        _figure_deltas[(seat, start, end, place)] = found
    return found


GALLOP_DELTAS: dict[tuple[str, int, int | None, int | None, int], tuple[int, int, int]] = {}
"""What `gallop_deltas` gives, by its arguments."""


def gallop_deltas(kind: str, left: int, discarded: int | None, logged: int | None,
                  gallop: int) -> tuple[int, int, int]:
    """A gallop card of `kind` drawn (`left` of that kind in the deck, `discarded` on the
    discard pile, None for none; the turn's log holding `logged` and `gallop` the card's id):
    the changes to the shares of `gallop_deck`, `gallop_discard` and `turn_log`, remembered
    (one lookup a draw, where six facts were looked up)."""
    found = (deck_delta("gallop_deck", kind, left),
             count_delta("gallop_discard", kind, discarded, (discarded or 0) + 1),
             fact("turn_log", "gallop", logged) ^ fact("turn_log", "gallop", gallop))
    if len(GALLOP_DELTAS) >= SHARE_LIMIT:
        GALLOP_DELTAS.clear()
    GALLOP_DELTAS[(kind, left, discarded, logged, gallop)] = found
    return found


def deck_delta(name: str, kind: str, before: int) -> int:
    """The change to the share of the deck `name` when one card of `kind` is drawn from the
    `before` of that kind left (a kind with none left has no fact)."""
    return fact(name, kind, before) ^ (fact(name, kind, before - 1) if before > 1 else 0)


def count_delta(name: str, key: str, before: int | None, after: int) -> int:
    """The change to the share of the map of counts `name` when `key` goes from `before`
    (None: not in the map) to `after`."""
    return (0 if before is None else fact(name, key, before)) ^ fact(name, key, after)
