"""Pferderennen's incremental state hash: what `PferderennenState.fingerprint()` gives and
replay format 3 records after every action (`core.zobrist` says how such a hash works).

The hash of a state is the exclusive or of one key per fact of its `to_dict()`, the deck
left out (in every state it is the full deck less the track and this race's draws, as
`snapshot()` has it). Each field of `to_dict()` has a `ValueKeys` table of its own, named
`pferderennen/<field>`, and:

- a list field (`track`, `turned`, `pos`, `arrival`, `draws`, `bets`, `upfront`,
  `payout`, `totals`, `hurdles`, `order`, `handout`, `log`) has one key per place: the place
  `i` holding the JSON value `v` is `ValueKeys("pferderennen/<field>").entry(i, v)`, so
  "the ace of the second suit is on step 3" is `entry(1, 3)` of `pferderennen/pos`, "seat 2
  bet 3 on hearts" `entry(2, ["H", 3])` of `pferderennen/bets` (a seat without a bet holds
  `null`, which has its key too), "card 5 of the track is 7D" `entry(4, "7D")` of
  `pferderennen/track`, a finished race's figures `entry(n, figures)` of `pferderennen/log`;
- every other field (`race`, `phase`, `tick`, `bets_made`, `winner`) has one key, for its
  value: `ValueKeys("pferderennen/<field>").of(v)`.

`full_hash` works that out from a `to_dict()`; it is the definition, and these keys and the
facts they stand for are fixed for good (recorded fingerprints must check out for ever). A
state keeps its hash as it moves by swapping the keys of what changed, from the `Keys` of its
game: the same keys, looked up by card index, step and tick instead of being worked out.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from arcade_races.core.cards import suit_of
from arcade_races.core.zobrist import ValueKeys

if TYPE_CHECKING:
    from arcade_races.games.pferderennen.state import PferderennenState

LISTS = ("track", "turned", "pos", "arrival", "draws", "bets", "upfront", "payout", "totals",
         "hurdles", "order", "handout", "log")
"""The list fields of `to_dict()`: a key per place."""
SCALARS = ("race", "phase", "tick", "bets_made", "winner")
"""The other fields hashed: a key for the value."""
DERIVED = ("deck",)
"""The field left out: it follows from the track and the draws."""

FIELD_KEYS: dict[str, ValueKeys] = {
    field: ValueKeys(f"pferderennen/{field}", limit=256 if field == "log" else 1 << 16)
    for field in (*LISTS, *SCALARS)
}
"""Each field's keys (a race's figures seldom come back: a small memo for them)."""

PHASES = ("deal", "bet", "race", "handout", "over")


def value_key(field: str, value: Any) -> int:
    """The key of the scalar `field` holding `value`."""
    return FIELD_KEYS[field].of(value)


def entry_key(field: str, index: int, value: Any) -> int:
    """The key of place `index` of the list `field` holding `value`."""
    return FIELD_KEYS[field].entry(index, value)


def list_keys(field: str, values: Sequence[Any]) -> int:
    """The keys of every place of the list `field` holding `values`, together."""
    keys = FIELD_KEYS[field]
    h = 0
    for index, value in enumerate(values):
        h ^= keys.entry(index, value)
    return h


def full_hash(data: dict[str, Any]) -> int:
    """The hash of the state whose `to_dict()` is `data`, from scratch (the definition)."""
    h = 0
    for field in LISTS:
        h ^= list_keys(field, data[field])
    for field in SCALARS:
        h ^= value_key(field, data[field])
    return h


class Lazy(dict[Any, int]):
    """Keys by value, each worked out the first time it is asked for (`make(value)`) and
    kept: a game meets a few hundred of them, whatever values a hand-made state holds."""

    __slots__ = ("make",)

    def __init__(self, make: Callable[[Any], int]) -> None:
        super().__init__()
        self.make = make

    def __missing__(self, value: Any) -> int:
        key = self[value] = self.make(value)
        return key


def _entries(field: str, index: int) -> Lazy:
    """Place `index` of the list `field`, by the value it holds."""
    return Lazy(lambda value: entry_key(field, index, value))


def _places(field: str, value: Any) -> Lazy:
    """The value `value` in the list `field`, by the place it stands at."""
    return Lazy(lambda index: entry_key(field, index, value))


def _steps(row: Lazy) -> Lazy:
    """From the value v to v + 1 in the place whose keys are `row`."""
    return Lazy(lambda v: row[v] ^ row[v + 1])


def _bets(seat: int) -> Lazy:
    """The bet of `seat`, by the bet as the state holds it: None or (suit, stake)."""
    return Lazy(lambda bet: entry_key("bets", seat, None if bet is None else [bet[0], bet[1]]))


def _hurdles(index: int) -> Lazy:
    """Place `index` of the hurdles, by the (step, card) of the hurdle there."""
    return Lazy(lambda hurdle: entry_key("hurdles", index, {
        "step": hurdle[0], "card": hurdle[1], "suit": suit_of(hurdle[1])}))


class Keys:
    """The keys a Pferderennen state swaps as it moves, looked up by card index, place,
    step and tick instead of being worked out: one per game's deck and table size, each key
    made the first time it is needed."""

    def __init__(self, deck: tuple[str, ...], suits: tuple[str, ...], track_cards: int,
                 players: int) -> None:
        self.phase = {phase: value_key("phase", phase) for phase in PHASES}
        self.race = Lazy(lambda race: value_key("race", race))
        self.tick = Lazy(lambda tick: value_key("tick", tick))
        self.tick_step = Lazy(lambda tick: self.tick[tick] ^ self.tick[tick + 1])
        """`tick` from t to t + 1."""
        self.bets_made = Lazy(lambda made: value_key("bets_made", made))
        self.bet_step = Lazy(lambda made: self.bets_made[made] ^ self.bets_made[made + 1])
        """`bets_made` from m to m + 1."""
        self.track = [[entry_key("track", j, card) for card in deck] for j in range(track_cards)]
        """By place, then card index."""
        unturned = [entry_key("turned", j, False) for j in range(track_cards)]
        self.laid = [[k ^ unturned[j] for k in row] for j, row in enumerate(self.track)]
        """A card laid at place j, by card index: its track key and its `turned` key."""
        self.turn = [k ^ entry_key("turned", j, True) for j, k in enumerate(unturned)]
        """Place j turned face up."""
        self.draws = [_places("draws", card) for card in deck]
        """By card index, then the place in the draws."""
        self.pos = [_entries("pos", i) for i in range(len(suits))]
        self.step = [_steps(row) for row in self.pos]
        """Ace i from step p to p + 1."""
        self.arrival = [_entries("arrival", i) for i in range(len(suits))]
        self.bets = [_bets(seat) for seat in range(players)]
        """By seat, then the bet as the state holds it: None or (suit, stake)."""
        self.upfront = [_entries("upfront", seat) for seat in range(players)]
        self.payout = [_entries("payout", seat) for seat in range(players)]
        self.totals = [_entries("totals", seat) for seat in range(players)]
        self.winner = Lazy(lambda winner: value_key("winner", winner))
        self.order = [_entries("order", place) for place in range(len(suits))]
        """By place, then suit."""
        self.hurdles = [_hurdles(n) for n in range(track_cards)]
        """By the hurdle's place in the list, then its step and card."""
        ace_zero = list_keys("pos", [0] * len(suits)) ^ list_keys("arrival", [0] * len(suits))
        seats = (list_keys("bets", [None] * players) ^ list_keys("upfront", [0] * players)
                 ^ list_keys("payout", [0] * players))
        self.fresh_race = ace_zero ^ seats ^ self.tick[0] ^ self.bets_made[0] ^ self.winner[None]
        """A race before its first card: every field a race starts afresh, at its start."""
        self.start = (self.fresh_race ^ self.race[0] ^ self.phase["deal"]
                      ^ list_keys("totals", [0] * players))
        """The hash of a session before its first card."""

    def order_keys(self, order: Sequence[str]) -> int:
        """The keys of the field's `order` at the finish."""
        h = 0
        for place, suit in enumerate(order):
            h ^= self.order[place][suit]
        return h

    def race_part(self, state: PferderennenState) -> int:
        """The keys of the fields a new race starts afresh (all but the race number, the
        phase, the totals and the log), as they stand in `state`."""
        index = state.tables.kind_index
        h = self.tick[state.tick] ^ self.bets_made[state.bets_made] ^ self.winner[state.winner]
        h ^= list_keys("track", state.track) ^ list_keys("turned", state.turned)
        for n, card in enumerate(state.draws):
            h ^= self.draws[index[card]][n]
        for i, p in enumerate(state.pos):
            h ^= self.pos[i][p] ^ self.arrival[i][state.arrival[i]]
        for seat, bet in enumerate(state.bets):
            h ^= self.bets[seat][bet] ^ self.upfront[seat][state.upfront[seat]]
            h ^= self.payout[seat][state.payout[seat]]
        h ^= list_keys("hurdles", state.hurdles) ^ self.order_keys(state.order)
        return h ^ list_keys("handout", state.handout)


@functools.lru_cache(maxsize=16)
def keys_for(deck: tuple[str, ...], suits: tuple[str, ...], track_cards: int,
             players: int) -> Keys:
    """The `Keys` of a game (one per process for each deck and table size)."""
    return Keys(deck, suits, track_cards, players)
