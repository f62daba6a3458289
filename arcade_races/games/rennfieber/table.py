"""What lies on the Rennfieber table: the bank's ledger, the horse cards with their owners,
pointers and kept cards, the decks, and the phase the evening is in.

`Table` holds the data every phase reads; the phases (`auction`, `training`, `lineup`,
`race`) are mixins on it, and `state.RennfieberState` puts them together behind the rules
contract.
"""

from __future__ import annotations

from typing import Any

from arcade_races.core.deck import Deck
from arcade_races.core.events import Event
from arcade_races.core.money import Ledger
from arcade_races.core.sealed import SealedChoices
from arcade_races.core.tote import Totalisator
from arcade_races.games.rennfieber import events as ev
from arcade_races.games.rennfieber.config import RaceEntry, Rules, Seating
from arcade_races.games.rennfieber.game import RennfieberGame
from arcade_races.games.rennfieber.hashing import (
    BITS,
    MASKS,
    PLACES,
    entry_key,
    fact,
    fields_mask,
    line_key,
    race_key,
    row_share,
)
from arcade_races.games.rennfieber.moves import Ends
from arcade_races.games.rennfieber.swaps import count_delta

AUCTION_OFFER = "offer"
AUCTION_BID = "bid"
SELL = "sell"
TRAIN_PICK = "train"
TRAIN_FIRST = "first"
TRAIN_ROLL = "roll"
TRAIN_CARD = "card"
LINEUP = "lineup"
TIE = "tie"
BET = "bet"
RACE_DICE = "dice"
RACE_MOVE = "move"
RACE_PLAY = "play"
RACE_GALLOP = "gallop"
OVER = "over"

RECORD_TABLES = {name: f"record/{name}" for name in ("auctions", "sales", "training", "races")}
"""The hash table of each list of the record (`hashing.HISTORIES`)."""

_KEPT = PLACES["kept"]

CHANCE_PHASES = frozenset({AUCTION_OFFER, TRAIN_FIRST, TRAIN_ROLL, TRAIN_CARD, TIE, RACE_DICE,
                           RACE_GALLOP})

BANK = -1
"""The owner of a horse card nobody owns (still for sale, or sold back)."""


class Table:
    """The data of one evening of Rennfieber (see the module docstring)."""

    game: RennfieberGame
    rules: Rules
    players: int
    seating: Seating
    programme: tuple[RaceEntry, ...]
    phase: str
    ledger: Ledger
    cards: list[int]
    index: dict[int, int]
    owner: list[int]
    form: list[int]
    kept: list[list[int]]
    ran: list[list[int]]
    training_deck: Deck
    training_discard: dict[str, int]
    gallop_deck: Deck
    gallop_discard: dict[str, int]
    # the auction
    auction: int
    unoffered: Deck
    under: list[int]
    offer: int
    high: int
    high_bidder: int
    out: list[bool]
    bid_turn: int
    last_buyer: int
    needs: list[int]
    unsold_streak: int
    forced: bool
    sell_left: list[int]
    # the training
    block: int
    run: int
    runs_left: int
    trained: list[int]
    train_horse: list[int]
    position: list[int]
    missing: list[bool]
    finished_run: list[bool]
    first_rolls: list[int]
    contenders: list[int]
    train_start: int
    train_turn: int
    train_log: list[dict[str, Any]]
    # a race
    race: int
    picks: SealedChoices
    runners: list[int]
    tie_rolls: dict[str, list[int]]
    tie_queue: list[int]
    lanes: list[int]
    tote: Totalisator
    hand: list[list[int]]
    bet_turn: int
    spot: dict[str, list[int]]
    finished: list[int]
    order: list[int]
    turn: int
    round: int
    kept_round: list[int]
    hold: list[int]
    stride: dict[str, int]
    dice: list[int]
    length: int
    mode: str
    turn_log: dict[str, Any]
    turns: list[dict[str, Any]]
    """Every race turn of the evening, as written when the turn is over (a history)."""
    race_from: int
    """Where this race's turns begin in `turns`."""
    race_runners: list[dict[str, Any]]
    _keyed: bool
    """Whether `_hash` is kept: off until the fingerprint is first read (then it is worked out
    from scratch), on from then. Play that never reads it (the AI's lookahead, a plain
    `simulate`, the odds' rollouts) pays nothing for the hash; a move swaps its facts' keys
    only while it is on (a recorded game reads the fingerprint after every action)."""
    _hash: int
    """The Zobrist hash (`hashing.py`), kept up to date by every move while `_keyed`."""
    _parts: list[int]
    """Each field's share of `_hash` (by `FIELDS`), as of the last read."""
    _dirty: int
    """The bits (`BITS`) of the fields changed since the last read (a history's new entry
    goes into `_hash` as it is written: the ledger's lines in `pay`, the record's entries in
    `record_entry`, a race turn at its end)."""
    moves: Ends | None
    """The ends of the move on offer, found once per state (see `RacePhases.move_table`)."""
    # the record: entries are written whole and never changed after, so snapshots share them
    record: dict[str, list[Any]]

    # -- small helpers -----------------------------------------------------------------

    def i(self, card: int) -> int:
        """The index of horse `card` in the card lists."""
        return self.index[card]

    def horses_of(self, seat: int) -> list[int]:
        """The horse cards `seat` owns, by number."""
        return [c for c, o in zip(self.cards, self.owner, strict=True) if o == seat]

    def owner_of(self, card: int) -> int:
        """Who owns horse `card` (`BANK` if nobody)."""
        return self.owner[self.index[card]]

    def pay(self, seat: int, amount: int, reason: str, events: list[Event]) -> None:
        """Money from the bank to `seat` (negative: to the bank), in the ledger."""
        if amount:
            ledger = self.ledger
            ledger.move(seat, amount, reason)
            if self._keyed:  # a history's new entry goes into the hash at once
                index = len(ledger.entries) - 1
                self._hash ^= line_key(index, ledger.entries[index])
            events.append(self.game.actions.events(ev.CashMoved, seat, amount, reason))

    def fix(self, names: tuple[str, ...]) -> None:
        """The fields `names` may have changed: their shares are worked out again when the
        fingerprint is next read (one OR now, no key lookups)."""
        mask = MASKS.get(names)
        if mask is None:
            mask = MASKS[names] = fields_mask(names)
        self._dirty |= mask

    def put(self, name: str) -> None:
        """The field `name` was set (its share is worked out again at the next read)."""
        self._dirty |= BITS[name]

    def swap(self, place: int, delta: int) -> None:
        """One fact of the field at `place` (`PLACES`) changed: `delta` is its old key XOR
        its new one, taken into the hash and the field's share at once (`hashing.swap`)."""
        self._hash ^= delta
        self._parts[place] ^= delta

    def set_share(self, place: int, share: int) -> None:
        """The field at `place` was given a new value whose share is `share`."""
        parts = self._parts
        self._hash ^= parts[place] ^ share
        parts[place] = share

    def set_entry(self, name: str, place: int, value: Any) -> None:
        """`self.<name>[place] = value` for a list field: its one fact's key swapped at once
        while the hash is kept (no memo of the whole list to miss)."""
        values = self.__dict__[name]
        if self._keyed:
            self.swap(PLACES[name], fact(name, place, values[place]) ^ fact(name, place, value))
        values[place] = value

    def append_entry(self, name: str, value: Any) -> None:
        """`self.<name>.append(value)` for a list field: its new fact's key swapped in at once
        while the hash is kept (a sale's card under the stack, a horse trained or finished)."""
        values = self.__dict__[name]
        if self._keyed:
            self.swap(PLACES[name], fact(name, len(values), value))
        values.append(value)

    def count_up(self, name: str, key: str) -> None:
        """One more of `key` in the map of counts `name` (a discard pile), its key swapped."""
        counts: dict[str, int] = self.__dict__[name]
        before = counts.get(key)
        after = (before or 0) + 1
        if self._keyed:
            self.swap(PLACES[name], count_delta(name, key, before, after))
        counts[key] = after

    def set_kept(self, i: int, row: list[int]) -> None:
        """Horse `i`'s kept cards are now `row` (a card kept or played), their keys swapped."""
        if self._keyed:
            self.swap(_KEPT, row_share("kept", i, self.kept[i]) ^ row_share("kept", i, row))
        self.kept[i] = row

    def record_entry(self, name: str, entry: dict[str, Any]) -> None:
        """Write `entry` into the record's list `name` (and into the hash)."""
        entries = self.record[name]
        entries.append(entry)
        if self._keyed:
            index = len(entries) - 1
            self._hash ^= (race_key(index, entry) if name == "races"
                           else entry_key(RECORD_TABLES[name], index, entry))

    def move_form(self, card: int, steps: int, why: str, events: list[Event]) -> None:
        """Move a horse's pointer by `steps`, never beyond its scale."""
        i = self.index[card]
        before = self.form[i]
        after = min(max(before + steps, 0), self.rules.horse(card).top)
        if after != before:
            self.set_entry("form", i, after)
            events.append(ev.FormChanged(card, before, after, why))

    def race_turns(self) -> list[dict[str, Any]]:
        """The turns of the race being run (or just run), in order."""
        return self.turns[self.race_from:]

    def tote_hidden(self) -> bool:
        """Whether the slips' values are still face down: while bets are laid and the race
        runs; they are turned over when it is settled."""
        return self.phase in (BET, RACE_DICE, RACE_MOVE, RACE_PLAY, RACE_GALLOP)

    def kept_kinds(self, card: int) -> list[str]:
        """The kinds of the kept training cards with horse `card` (a secret of its owner)."""
        return [self.rules.training_card(k).kind for k in self.kept[self.index[card]]]

    def return_kept(self, card: int, kind: str) -> None:
        """A kept card of `kind` is played: it leaves the horse for the discard pile."""
        i = self.index[card]
        row = self.kept[i]
        for place, k in enumerate(row):
            if self.rules.training_card(k).kind == kind:
                self.set_kept(i, [*row[:place], *row[place + 1:]])
                self.count_up("training_discard", str(k))
                return
        raise ValueError(f"horse {card} keeps no {kind} card")

    def fresh_deck(self, which: str) -> Deck:
        """A full training or gallop deck."""
        return self.game.decks[which].copy()

    def draw_outcomes(self, deck: Deck) -> list[tuple[int, int]]:
        """The weights of a draw: each kind of card left with its count."""
        return [(int(k), n) for k, n in deck.outcomes()]

    def reshuffle(self, which: str, events: list[Event]) -> None:
        """An empty pile takes its discards back."""
        deck = self.training_deck if which == "training" else self.gallop_deck
        discard = self.training_discard if which == "training" else self.gallop_discard
        total = 0
        for key in deck.kinds:
            n = discard.pop(key, 0)
            if n:
                deck.add(key, n)
                total += n
        discard.clear()
        self.fix((f"{which}_deck", f"{which}_discard"))
        events.append(ev.DeckReshuffled(which, total))

    # -- the hooks by which one phase hands on to the next -------------------------------

    def auction_over(self, events: list[Event]) -> None:
        """Every seat has its horses: on to the training."""
        raise NotImplementedError

    def sell_back_over(self, events: list[Event]) -> None:
        """Every seat has sold its horses back: on to the second auction."""
        raise NotImplementedError

    def training_over(self, events: list[Event]) -> None:
        """Every horse has run its training: on to the line-up."""
        raise NotImplementedError

    def start_lineup(self, events: list[Event]) -> None:
        """The line-up of the next race."""
        raise NotImplementedError

    def start_race(self, events: list[Event]) -> None:
        """The starting shot."""
        raise NotImplementedError

    def race_over(self, events: list[Event]) -> None:
        """The race is settled: on to the next one, or the end."""
        raise NotImplementedError

    def bet_limit(self) -> int:
        """How many different horses a seat may back in this race."""
        raise NotImplementedError
