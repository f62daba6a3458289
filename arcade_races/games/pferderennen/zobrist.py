"""Pferderennen's incremental state hash: what `PferderennenState.fingerprint()` gives and
replay format 3 records after every action (`core.zobrist` says how such a hash works).

The hash of a state is the exclusive or of one key per fact of its `to_dict()`. Every field is
hashed but the `deck` (the pile): it is the full deck less the track and this race's draws,
plain bookkeeping. The aces, the hurdles and the finish are hashed although the rules work
them out from the cards: a fingerprint is there to catch a game that plays otherwise under a
changed program (a movement or hurdle rule, a bug), which a hash of the cards alone would let
through. Each field has a `ValueKeys` table of its own named `pferderennen/<field>`:

- the list fields, one key per place: the place `i` holding the JSON value `v` is
  `entry(i, v)` of the field's table. `track` (card `i` laid: "card 5 is 7D" is
  `entry(4, "7D")`), `turned` (whether track card `i` is face up: `entry(i, true)`), `pos`
  (the step of the ace of suit index `i`, in the rules' suit order C D H S), `arrival` (the
  tick of that ace's last move), `draws` (the cards drawn this race, in order), `bets` (seat
  `i`'s bet as `[suit, stake]`, or `null`), `upfront`, `payout` and `totals` (seat `i`'s
  amount), `hurdles` (the `i`-th hurdle turned, `{"card", "step", "suit"}`), `order` (the
  suit in place `i + 1` of the finish), `handout` (`[seat, sips]` still to give) and `log`
  (a finished race's figures);
- the other fields, one key for the value: `of(v)` of the table: `race`, `phase`, `tick`,
  `bets_made` and `winner` (a suit, or `null`).

`full_hash` works that out from a `to_dict()`; it is the definition, and these keys and the
facts they stand for are fixed for good (recorded fingerprints must check out for ever). A
state keeps its hash as it moves by swapping the keys of what changed, from the `Keys` of its
game: the same keys, looked up by card index, suit index, step, tick and place instead of
being worked out, several folded into one where they always change together. So an ordinary
draw swaps four precomputed ints (its place in the draws, the ace's step, its arrival and the
tick); a hurdle, a finish or a new race a few more.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from typing import Any

from arcade_races.core.cards import suit_of
from arcade_races.core.zobrist import ValueKeys

LISTS = ("track", "turned", "pos", "arrival", "draws", "bets", "upfront", "payout", "totals",
         "hurdles", "order", "handout", "log")
"""The list fields of `to_dict()` hashed: a key per place."""
SCALARS = ("race", "phase", "tick", "bets_made", "winner")
"""The other fields hashed: a key for the value."""
DERIVED = ("deck",)
"""The field left out: it follows from the rest by bookkeeping (see the module's docstring)."""

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
    kept: a game meets a few hundred of them, whatever values a hand-made state holds.

    `make` is a module's function, a `partial` of one or a method of `Keys`, never a
    lambda: the game is pickled for the odds process, and a lambda cannot be (the odds
    then fell back to a thread of the window's own process)."""

    __slots__ = ("make",)

    def __init__(self, make: Callable[[Any], int]) -> None:
        super().__init__()
        self.make = make

    def __missing__(self, value: Any) -> int:
        key = self[value] = self.make(value)
        return key


def _entries(field: str, index: int) -> Lazy:
    """Place `index` of the list `field`, by the value it holds."""
    return Lazy(functools.partial(entry_key, field, index))


def _bets(seat: int) -> Lazy:
    """The bet of `seat`, by the bet as the state holds it: None or (suit, stake)."""
    return Lazy(functools.partial(_bet_key, seat))


def _bet_key(seat: int, bet: tuple[str, int] | None) -> int:
    return entry_key("bets", seat, None if bet is None else [bet[0], bet[1]])


def _handout_key(key: tuple[int, int, int]) -> int:
    """A sip handed out, by (place, seat, sips)."""
    return entry_key("handout", key[0], [key[1], key[2]])


def _won_key(suit: str) -> int:
    """The winner from none to `suit`."""
    return value_key("winner", None) ^ value_key("winner", suit)


def _hurdle(key: tuple[int, int, str]) -> int:
    """The keys a hurdle swaps, by (its place in the hurdles, its step, its card): the
    hurdle's entry and its track card turned face up."""
    n, step, card = key
    return (entry_key("hurdles", n, {"step": step, "card": card, "suit": suit_of(card)})
            ^ entry_key("turned", step - 1, False) ^ entry_key("turned", step - 1, True))


class Keys:
    """The keys a Pferderennen state swaps as it moves, looked up by card index, suit index,
    step, tick and place instead of being worked out: one per game's deck and table size.
    The hot ones (the draws', the aces' steps and arrivals, the tick) are in plain lists
    (the cheapest lookup), made up front for every place, step and tick a session can reach
    and grown by `cover` for a rebuilt state beyond them; the rest is made the first time
    it is needed."""

    def __init__(self, deck: tuple[str, ...], suits: tuple[str, ...], track_cards: int,
                 players: int) -> None:
        self.deck = deck
        self.suits = suits
        self.track_cards = track_cards
        self.phase = {phase: value_key("phase", phase) for phase in PHASES}
        self.race = Lazy(functools.partial(value_key, "race"))
        self.bets_made = Lazy(functools.partial(value_key, "bets_made"))
        self.bet_step = Lazy(self._bet_step)
        """`bets_made` from m to m + 1."""
        self.track = [[entry_key("track", j, card) for card in deck] for j in range(track_cards)]
        """By place, then card index."""
        self.lay = [[key ^ entry_key("turned", j, False) for key in row]
                    for j, row in enumerate(self.track)]
        """A card laid, by place, then card index: its place in the track, face down."""
        self.draws: list[list[int]] = [[] for _ in deck]
        """By card index, then the place in the draws."""
        self.pos: list[list[int]] = [[] for _ in suits]
        """By suit index, then the ace's step."""
        self.step: list[list[int]] = [[] for _ in suits]
        """An ace one step forward, by suit index, then the step it leaves."""
        self.arrival: list[list[int]] = [[] for _ in suits]
        """By suit index, then the tick of the ace's last move."""
        self.tick: list[int] = []
        """By tick."""
        self.arrived: list[list[int]] = [[] for _ in suits]
        """An ace moved on tick t (t >= 1), by suit index, then t: its arrival t in and the
        tick from t - 1 to t (its old arrival goes out by `arrival`)."""
        # A race moves an ace at most once a draw for each ace (a stumble), and once more
        # for each hurdle: so many ticks, steps and draws are made up front.
        self.cover(len(deck) + 1, track_cards + 2,
                   len(deck) * max(1, len(suits) - 1) + track_cards + 2)
        self.bets = [_bets(seat) for seat in range(players)]
        """By seat, then the bet as the state holds it: None or (suit, stake)."""
        self.payout = [_entries("payout", seat) for seat in range(players)]
        self.upfront = [_entries("upfront", seat) for seat in range(players)]
        self.totals = [_entries("totals", seat) for seat in range(players)]
        self.handout = Lazy(_handout_key)
        """By (place, seat, sips)."""
        self.hurdle = Lazy(_hurdle)
        """By (place in the hurdles, step, card): see `_hurdle`."""
        self.won = Lazy(_won_key)
        """The winner from none to `suit`."""
        self.finish = Lazy(self._finish)
        """A race won, by the finish order as a tuple: the winner and the order set."""
        aces = len(suits)
        self.fresh_race = (list_keys("pos", [0] * aces) ^ list_keys("arrival", [0] * aces)
                           ^ self.tick[0] ^ list_keys("bets", [None] * players)
                           ^ list_keys("upfront", [0] * players)
                           ^ list_keys("payout", [0] * players) ^ self.bets_made[0]
                           ^ value_key("winner", None))
        """A race before its first card: every field a race starts afresh, at its start
        (the empty lists have no key)."""
        self.fresh = Lazy(self._fresh)
        """By race: a race's fields at its start, with the race and the deal phase."""
        self.start = self.fresh[0] ^ self.totals_part([0] * players)
        """The hash of a session before its first card."""

    def _bet_step(self, made: int) -> int:
        return self.bets_made[made] ^ self.bets_made[made + 1]

    def _finish(self, order: tuple[str, ...]) -> int:
        return self.won[order[0]] ^ list_keys("order", order)

    def _fresh(self, race: int) -> int:
        return self.fresh_race ^ self.race[race] ^ self.phase["deal"]

    def cover(self, draws: int, steps: int, ticks: int) -> None:
        """Make the lists hold every place in the draws below `draws`, every step below
        `steps` and every tick below `ticks`."""
        for card, placed in zip(self.deck, self.draws, strict=True):
            while len(placed) < draws:
                placed.append(entry_key("draws", len(placed), card))
        tick = self.tick
        while len(tick) < ticks:
            tick.append(value_key("tick", len(tick)))
        for i in range(len(self.suits)):
            pos, step = self.pos[i], self.step[i]
            while len(pos) < steps + 1:
                pos.append(entry_key("pos", i, len(pos)))
            while len(step) < steps:
                step.append(pos[len(step)] ^ pos[len(step) + 1])
            arrival, arrived = self.arrival[i], self.arrived[i]
            while len(arrival) < ticks:
                arrival.append(entry_key("arrival", i, len(arrival)))
            while len(arrived) < ticks:
                t = len(arrived)
                arrived.append(arrival[t] ^ tick[t - 1] ^ tick[t] if t else arrival[0])

    def totals_part(self, totals: Sequence[int]) -> int:
        """The keys of the running totals `totals`."""
        h = 0
        for row, total in zip(self.totals, totals, strict=True):
            h ^= row[total]
        return h


@functools.lru_cache(maxsize=64)
def keys_for(deck: tuple[str, ...], suits: tuple[str, ...], track_cards: int,
             players: int) -> Keys:
    """The `Keys` of a game (one per process for each deck and table size)."""
    return Keys(deck, suits, track_cards, players)
