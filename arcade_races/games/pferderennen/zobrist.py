"""Pferderennen's incremental state hash: what `PferderennenState.fingerprint()` gives and
replay format 3 records after every action (`core.zobrist` says how such a hash works).

The hash of a state is the exclusive or of one key per fact of its `to_dict()`, leaving out
the fields that follow from the rest in every state (as `snapshot()` leaves out the pile):

- hashed, each field with a `ValueKeys` table of its own named `pferderennen/<field>`:
  the list fields `track`, `draws`, `bets`, `payout`, `handout` and `log`, one key per
  place: the place `i` holding the JSON value `v` is `entry(i, v)` of the field's table, so
  "card 5 of the track is 7D" is `entry(4, "7D")` of `pferderennen/track`, "the third card
  drawn is 9C" `entry(2, "9C")` of `pferderennen/draws`, "seat 2 bet 3 on hearts"
  `entry(2, ["H", 3])` of `pferderennen/bets` (a seat without a bet holds `null`, which has
  its key too), a finished race's figures `entry(n, figures)` of `pferderennen/log`; and the
  fields `race`, `phase` and `bets_made`, one key for the value: `of(v)` of the table;
- left out, as they follow from the rest: the `deck` (the full deck less the track and this
  race's draws); `pos`, `arrival`, `tick`, `turned`, `hurdles`, `winner` and `order` (a race
  is played out by its cards alone: the same track and draws, under the game's rules, move
  the aces and turn the hurdles the same way; a face-down card has done nothing yet, so
  `scramble_secrets` changing one changes none of them); `upfront` (the bets' stakes under
  the game's rules); `totals` (the sums of the log's payouts).

`full_hash` works that out from a `to_dict()`; it is the definition, and these keys and the
facts they stand for are fixed for good (recorded fingerprints must check out for ever). A
state keeps its hash as it moves by swapping the keys of what changed, from the `Keys` of its
game: the same keys, looked up by card index and place instead of being worked out. So an
ordinary draw, the step nearly every action is, swaps one key.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from arcade_races.core.zobrist import ValueKeys

if TYPE_CHECKING:
    from arcade_races.games.pferderennen.state import PferderennenState

LISTS = ("track", "draws", "bets", "payout", "handout", "log")
"""The list fields of `to_dict()` hashed: a key per place."""
SCALARS = ("race", "phase", "bets_made")
"""The other fields hashed: a key for the value."""
DERIVED = ("deck", "pos", "arrival", "tick", "turned", "hurdles", "winner", "order", "upfront",
           "totals")
"""The fields left out: they follow from the rest."""

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


def _bets(seat: int) -> Lazy:
    """The bet of `seat`, by the bet as the state holds it: None or (suit, stake)."""
    return Lazy(lambda bet: entry_key("bets", seat, None if bet is None else [bet[0], bet[1]]))


class Keys:
    """The keys a Pferderennen state swaps as it moves, looked up by card index and place
    instead of being worked out: one per game's deck and table size. The draws' are in
    plain lists (the cheapest lookup), made up front for every place a session's draws can
    reach and grown by `cover` for a rebuilt state beyond them; the rest is made the first
    time it is needed."""

    def __init__(self, deck: tuple[str, ...], track_cards: int, players: int) -> None:
        self.deck = deck
        self.phase = {phase: value_key("phase", phase) for phase in PHASES}
        self.race = Lazy(lambda race: value_key("race", race))
        self.bets_made = Lazy(lambda made: value_key("bets_made", made))
        self.bet_step = Lazy(lambda made: self.bets_made[made] ^ self.bets_made[made + 1])
        """`bets_made` from m to m + 1."""
        self.track = [[entry_key("track", j, card) for card in deck] for j in range(track_cards)]
        """By place, then card index."""
        self.draws: list[list[int]] = [[] for _ in deck]
        """By card index, then the place in the draws."""
        self.cover(len(deck) + 1)
        self.bets = [_bets(seat) for seat in range(players)]
        """By seat, then the bet as the state holds it: None or (suit, stake)."""
        self.payout = [_entries("payout", seat) for seat in range(players)]
        self.fresh_race = (list_keys("bets", [None] * players)
                           ^ list_keys("payout", [0] * players) ^ self.bets_made[0])
        """A race before its first card: every field a race starts afresh, at its start."""
        self.start = self.fresh_race ^ self.race[0] ^ self.phase["deal"]
        """The hash of a session before its first card."""

    def cover(self, draws: int) -> None:
        """Make the lists hold every place in the draws below `draws`."""
        for card, placed in zip(self.deck, self.draws, strict=True):
            while len(placed) < draws:
                placed.append(entry_key("draws", len(placed), card))

    def race_part(self, state: PferderennenState) -> int:
        """The keys of the fields a new race starts afresh (the track, the draws, the bets
        and their count, the payouts and the handout), as they stand in `state`."""
        index = state.tables.kind_index
        h = self.bets_made[state.bets_made] ^ list_keys("track", state.track)
        for n, card in enumerate(state.draws):
            h ^= self.draws[index[card]][n]
        for seat, bet in enumerate(state.bets):
            h ^= self.bets[seat][bet] ^ self.payout[seat][state.payout[seat]]
        return h ^ list_keys("handout", state.handout)


@functools.lru_cache(maxsize=64)
def keys_for(deck: tuple[str, ...], track_cards: int, players: int) -> Keys:
    """The `Keys` of a game (one per process for each deck and table size)."""
    return Keys(deck, track_cards, players)
