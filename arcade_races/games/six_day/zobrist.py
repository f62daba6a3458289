"""The keys of a six-day state's incremental hash (`core.zobrist`), what replay format 3
records as its fingerprint.

A state's hash is the exclusive or of one key per fact of its `to_dict()` (less `plays`,
today's tail of the rides, which the rides and the log give). The tables and the facts they
key, FIXED for good (a format-3 replay checks out only while they stay as they are); a table
is `core.zobrist.key(name, index)` for its index, whatever size a game builds it in:

- `six_day/day` [day]: the number of finished days (`day`);
- `six_day/announced` [0]: in once the first day has been announced;
- `six_day/order/{place}` [seat]: the seat at `place` (0 first) of the day's order;
- `six_day/turn` [turn], `six_day/round` [round];
- `six_day/pos/{seat}` [space]: where the seat's rider stands;
- `six_day/green/{seat}/{value}` [count]: the seat holds `count` green cards G{value} (a
  count of 0 keyed too); `six_day/black/{seat}/{value}` [count] the same of black B{value};
- `six_day/changed` [seat]: in once the seat's relief rider is out;
- `six_day/low/{kind}` [count], `six_day/high/{kind}` [count]: the low or high black stack
  holds `count` cards of `kind` (its label, "1"; a count of 0 keyed too);
- `six_day/crossed/{place}` [seat]: the seat crossed the finish at `place` (0 first) today;
- `six_day/sprint/{line}/{place}` [seat]: the seat crossed sprint line `line` (0 the first)
  at `place` (0 first) today;
- `six_day/change/{place}/{seat}` [ride]: today's change at `place` (0 first) was the seat's,
  after today's ride number `ride` (a `changes` entry);
- `six_day/last_round` [0]: in once the day's last round is on;
- `six_day/phase` [i]: the phase is `PHASES[i]`;
- `six_day/pending` [seat]: the seat offered a change last (-1: nobody yet today);
- `six_day/need/{k}` [count]: `count` cards still to draw from the low (k = 0) or high (1)
  stack;
- the histories, each entry keyed by its place, `ValueKeys.entry(index, entry)`: of
  `six_day/log` the finished days' log entries, of `six_day/ride` every ride of the race.

The hot paths in `state` swap these keys by the tables of `HashKeys` (tuples looked up by
index; most of them the exclusive or of the two keys a step swaps, so a change of count
costs one lookup); `full_hash` works the whole hash out from a `to_dict()`, for `from_dict`
and for the tests that hold the two equal.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

from arcade_races.core.zobrist import ValueKeys, key, key_table, pair_key

if TYPE_CHECKING:
    from arcade_races.games.six_day.game import SixDayGame

PLAY = "play"
CHANGE = "change"
DRAW = "draw"
OVER = "over"
PHASES = (PLAY, CHANGE, DRAW, OVER)
"""The phases of a day (and the race over), in the order of their keys (`six_day/phase`)."""

Table = tuple[int, ...]

table = functools.lru_cache(maxsize=None)(key_table)
"""`key_table`, built once per name and size in a process (a game is built per header, and
the keys of a name are the same whatever the size)."""

fact = functools.lru_cache(maxsize=None)(key)
"""`key` of a fact met rarely (a day's order, a rider change), remembered."""


def downs(keys: Table) -> Table:
    """For a count table: at `c`, the keys of `c` and `c - 1` together (0 at 0), what taking
    one card out swaps."""
    return (0, *(keys[c] ^ keys[c - 1] for c in range(1, len(keys))))


def ups(keys: Table) -> Table:
    """For a count (or turn) table: at `c`, the keys of `c` and `c + 1` together (0 at the
    last), what adding one swaps."""
    return (*(keys[c] ^ keys[c + 1] for c in range(len(keys) - 1)), 0)


class HashKeys:
    """The key tables one game's states swap, sized to what its states can hold: a rider
    stands at most a ride and a slipstream of every other rider past the line, a hand holds
    at most what it was dealt or could draw, a day has at most as many rounds as cards."""

    def __init__(self, game: SixDayGame) -> None:
        rules = game.rules
        n = game.players
        seats = range(n)
        greens = game.green_values
        blacks = game.black_values
        top = max((*greens, *blacks))
        self.pos = tuple(table(f"six_day/pos/{s}", rules.track.finish + n * top + 1)
                         for s in seats)
        hand = game.green_hand
        self.green = tuple(tuple(table(f"six_day/green/{s}/{v}", hand.get(v, 0) + 1)
                                 for v in greens) for s in seats)
        self.green_down = tuple(tuple(downs(t) for t in row) for row in self.green)
        self.black = tuple(tuple(table(f"six_day/black/{s}/{v}",
                                       rules.low.get(v, 0) + rules.high.get(v, 0) + 1)
                                 for v in blacks) for s in seats)
        self.black_up = tuple(tuple(ups(t) for t in row) for row in self.black)
        self.black_down = tuple(tuple(downs(t) for t in row) for row in self.black)
        self.hands = tuple(
            {**{f"G{v}": t for v, t in zip(greens, green, strict=True)},
             **{f"B{v}": t for v, t in zip(blacks, black, strict=True)}}
            for green, black in zip(self.green_down, self.black_down, strict=True))
        """What riding a card swaps, by the seat and the card's label, at the count held."""
        self.low = {str(v): table(f"six_day/low/{v}", c + 1) for v, c in rules.low.items()}
        self.high = {str(v): table(f"six_day/high/{v}", c + 1) for v, c in rules.high.items()}
        self.low_down = {kind: downs(t) for kind, t in self.low.items()}
        self.high_down = {kind: downs(t) for kind, t in self.high.items()}
        cards = n * sum(hand.values()) + sum(rules.low.values()) + sum(rules.high.values())
        self.round = table("six_day/round", cards + 2)
        self.round_up = ups(self.round)
        self.turn = table("six_day/turn", n + 2)
        self.turn_up = ups(self.turn)
        self.day = table("six_day/day", game.days + 1)
        self.order = tuple(table(f"six_day/order/{i}", n) for i in seats)
        self.crossed = tuple(table(f"six_day/crossed/{i}", n) for i in seats)
        self.sprint = tuple(tuple(table(f"six_day/sprint/{line}/{i}", n) for i in seats)
                            for line in range(len(rules.track.sprints)))
        self.changed = table("six_day/changed", n)
        draws = max(game.change_draws)
        self.need = tuple(table(f"six_day/need/{k}", draws + 1) for k in (0, 1))
        self.need_down = tuple(downs(t) for t in self.need)
        self.phase = {name: key("six_day/phase", i) for i, name in enumerate(PHASES)}
        self.pending = {s: key("six_day/pending", s) for s in range(-1, n)}
        self.announced = key("six_day/announced", 0)
        self.last_round = key("six_day/last_round", 0)
        self.new_days: dict[tuple[int, bool], int] = {}
        """The hash of a day just begun by the day and whether it was announced, filled in
        by the states as they meet them (a cache of a pure function of the game)."""


LOG = ValueKeys("six_day/log")
RIDE = ValueKeys("six_day/ride")

_RIDE_VALUES: dict[tuple[Any, ...], int] = {}
"""`RIDE.of(ride)` by the ride's fields: a race repeats its rides (a few thousand distinct
ones over many races), and the canonical JSON is most of a key's cost (a cache of a pure
function, bounded as `ValueKeys`' own memo is)."""


def ride_key(index: int, ride: Sequence[Any]) -> int:
    """`RIDE.entry(index, ride)`: the key of `ride` as ride number `index` of the race."""
    fields = tuple(ride)
    found = _RIDE_VALUES.get(fields)
    if found is None:
        if len(_RIDE_VALUES) >= RIDE.limit:
            _RIDE_VALUES.clear()
        found = _RIDE_VALUES[fields] = RIDE.of(list(ride))
    return pair_key(found, index)


def log_key(index: int, day: dict[str, Any]) -> int:
    """`LOG.entry(index, day)`: the key of the log entry of the day `index` (0 the first)."""
    return LOG.entry(index, day)


def histories_hash(log: Iterable[dict[str, Any]], rides: Iterable[Sequence[Any]],
                   log_from: int = 0, rides_from: int = 0) -> int:
    """The keys of the log entries and rides, numbered from `log_from` and `rides_from`."""
    h = 0
    for i, day in enumerate(log, log_from):
        h ^= log_key(i, day)
    for i, ride in enumerate(rides, rides_from):
        h ^= ride_key(i, ride)
    return h


def day_hash(keys: HashKeys, data: dict[str, Any]) -> int:
    """The keys of the facts of `data` (a `to_dict()`, or the state's own `__dict__`, whose
    fields have the same names and the stacks as `Deck`s) but the histories: what
    `snapshot()` holds."""
    h: int = keys.day[data["day"]] ^ keys.turn[data["turn"]] ^ keys.round[data["round"]]
    h ^= keys.phase[data["phase"]] ^ keys.pending[data["pending"]]
    if data["announced"]:
        h ^= keys.announced
    if data["last_round"]:
        h ^= keys.last_round
    for place, seat in enumerate(data["order"]):
        h ^= keys.order[place][seat]
    for seat, space in enumerate(data["pos"]):
        h ^= keys.pos[seat][space]
    for tables, counts in zip(keys.green, data["green"], strict=True):
        for t, c in zip(tables, counts, strict=True):
            h ^= t[c]
    for tables, counts in zip(keys.black, data["black"], strict=True):
        for t, c in zip(tables, counts, strict=True):
            h ^= t[c]
    for seat, changed in enumerate(data["changed"]):
        if changed:
            h ^= keys.changed[seat]
    for stack, kinds in ((data["low"], keys.low), (data["high"], keys.high)):
        left = stack if isinstance(stack, dict) else stack.to_dict()
        for kind, t in kinds.items():
            h ^= t[left.get(kind, 0)]
    for place, seat in enumerate(data["crossed"]):
        h ^= keys.crossed[place][seat]
    for line, seats in zip(keys.sprint, data["sprints"], strict=True):
        for place, seat in enumerate(seats):
            h ^= line[place][seat]
    for place, (seat, ride) in enumerate(data["changes"]):
        h ^= change_key(place, seat, ride)
    for k, count in enumerate(data["need"]):
        h ^= keys.need[k][count]
    return h


def change_key(place: int, seat: int, ride: int) -> int:
    """The key of today's change number `place`: `seat`'s, after today's ride `ride`."""
    return fact(f"six_day/change/{place}/{seat}", ride)


def full_hash(game: SixDayGame, data: dict[str, Any]) -> int:
    """The whole hash of the state whose `to_dict()` is `data`, worked out from scratch: its
    facts and its histories (the rides are the logged days' and, until the race is over,
    today's `plays`)."""
    log = data["log"]
    rides = [ride for day in log for ride in day["plays"]]
    if data["phase"] != "over":  # once over, `plays` are the last day's, already logged
        rides += data["plays"]
    return day_hash(game.hash_keys, data) ^ histories_hash(log, rides)


__all__ = ["CHANGE", "DRAW", "OVER", "PHASES", "PLAY", "HashKeys", "change_key", "day_hash",
           "full_hash", "histories_hash", "log_key", "ride_key"]
