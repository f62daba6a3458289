"""The state of a Rennfieber evening: the auction, the training, and for each race of the
programme the line-up, the bets, the race and the payout; before the restocking race the
sell-back, the second auction and a training run for every horse (rulebook: shared/seeds/000,
read as shared/RULINGS.md says).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from arcade_races.core.actions import Action
from arcade_races.core.chance import CHANCE, Chance
from arcade_races.core.deck import Deck
from arcade_races.core.errors import IllegalAction
from arcade_races.core.events import Event
from arcade_races.core.money import Ledger
from arcade_races.core.sealed import SealedChoices
from arcade_races.core.state import Result, State
from arcade_races.core.tote import Totalisator
from arcade_races.games.rennfieber import events as ev
from arcade_races.games.rennfieber.auction import AuctionPhases
from arcade_races.games.rennfieber.game import RennfieberGame
from arcade_races.games.rennfieber.hashing import (
    FIELDS,
    WATCHED,
    fields_mask,
    full_parts,
    refresh,
)
from arcade_races.games.rennfieber.lineup import LineupPhases
from arcade_races.games.rennfieber.race import RacePhases
from arcade_races.games.rennfieber.record import observation, ranking, result_figures
from arcade_races.games.rennfieber.snapshot import Texts, snapshot_json
from arcade_races.games.rennfieber.swaps import (
    LENGTH_KEYS,
    MODE_KEYS,
    PHASE_KEYS,
    ROUND_KEYS,
    TRAIN_TURN_KEYS,
    TURN_KEYS,
    watched_share,
)
from arcade_races.games.rennfieber.table import (
    AUCTION_BID,
    AUCTION_OFFER,
    BANK,
    BET,
    CHANCE_PHASES,
    LINEUP,
    OVER,
    RACE_DICE,
    RACE_GALLOP,
    RACE_MOVE,
    RACE_PLAY,
    SELL,
    TIE,
    TRAIN_CARD,
    TRAIN_FIRST,
    TRAIN_PICK,
    TRAIN_ROLL,
)
from arcade_races.games.rennfieber.training import TrainingPhases

_SCALARS = ("phase", "auction", "offer", "high", "high_bidder", "bid_turn", "last_buyer",
            "unsold_streak", "forced", "block", "run", "runs_left", "train_start",
            "train_turn", "race", "bet_turn", "turn", "round", "length", "mode")
_LISTS = ("owner", "form", "under", "needs", "out", "sell_left", "trained", "train_horse",
          "position", "missing", "finished_run", "first_rolls", "contenders", "runners",
          "tie_queue", "lanes", "finished", "order", "kept_round", "hold", "dice")
_NESTED = ("kept", "ran", "hand")
_FLAT_MAPS = ("training_discard", "gallop_discard", "stride", "turn_log")
_LIST_MAPS = ("tie_rolls", "spot")
_SHARED = ("race_runners",)
"""Lists of entries that are complete when appended and never changed: copied shallowly."""


class RennfieberState(AuctionPhases, TrainingPhases, LineupPhases, RacePhases, State):
    """One point of a Rennfieber evening."""

    game: RennfieberGame

    def __init__(self, game: RennfieberGame, *, blank: bool = False) -> None:
        self.game = game
        self.rules = game.rules
        self.players = game.players
        self.seating = game.seating
        self.programme = game.programme
        self.cards = game.cards
        self.index = game.card_index
        self.moves = None
        self._keyed = False
        self._hash, self._parts, self._dirty = 0, [], 0
        if blank:
            return
        n = self.players
        self.ledger = Ledger([self.seating.cash] * n)
        self.owner = [BANK] * len(self.cards)
        self.form = [0] * len(self.cards)
        self.kept = [[] for _ in self.cards]
        self.ran = [[] for _ in self.cards]
        self.training_deck = self.fresh_deck("training")
        self.training_discard = {}
        self.gallop_deck = self.fresh_deck("gallop")
        self.gallop_discard = {}
        self.record = {"auctions": [], "sales": [], "training": [], "races": []}
        self.auction = self.offer = self.high = self.unsold_streak = 0
        self.high_bidder = self.last_buyer = BANK
        self.bid_turn = 0
        self.forced = False
        self.under, self.out, self.needs, self.sell_left = [], [False] * n, [0] * n, [0] * n
        self.block = self.run = self.runs_left = 0
        self.train_start = self.train_turn = 0
        self.trained, self.train_horse, self.position = [], [0] * n, [0] * n
        self.missing, self.finished_run = [False] * n, [False] * n
        self.first_rolls, self.contenders, self.train_log = [0] * n, [], [{} for _ in range(n)]
        self.race = self.bet_turn = self.turn = self.round = self.length = 0
        self.mode = ""
        self.picks = SealedChoices(n)
        self.runners, self.tie_queue, self.lanes, self.finished, self.order = [], [], [], [], []
        self.tie_rolls, self.spot, self.stride, self.turn_log = {}, {}, {}, {}
        self.taken, self.taken_mask = set(), 0
        self.turns, self.race_from, self.race_runners = [], 0, []
        self.tote = Totalisator()
        self.hand = [[] for _ in range(n)]
        self.kept_round, self.hold, self.dice = [0] * n, [], [0, 0]
        self.phase = AUCTION_OFFER
        self.start_auction(1, [self.seating.horses] * n, [])

    # -- the evening's course: one phase hands on to the next --------------------------

    def auction_over(self, events: list[Event]) -> None:
        self.start_training(self.auction, events)

    def training_over(self, events: list[Event]) -> None:
        self.start_lineup(events)

    def race_over(self, events: list[Event]) -> None:
        self.race += 1
        if self.race >= len(self.programme):
            self.phase = OVER
            cash = self.ledger.cash
            events.append(ev.GameOver(tuple(ranking(cash)), tuple(cash)))
            return
        if self.programme[self.race].restock and self.seating.resell:
            self.start_sell_back(events)
        else:
            self.start_lineup(events)

    def sell_back_over(self, events: list[Event]) -> None:
        # RULINGS: every kept training card goes back; the deck is shuffled anew.
        self.fix(("kept", "training_deck", "training_discard"))
        for i in range(len(self.cards)):
            self.kept[i] = []
        self.training_deck = self.fresh_deck("training")
        self.training_discard = {}
        events.append(ev.DeckReshuffled("training", len(self.training_deck)))
        self.start_auction(2, [self.seating.resell] * self.players, events)

    # -- the contract ------------------------------------------------------------------

    def to_move(self) -> int | Chance | None:
        phase = self.phase
        if phase in CHANCE_PHASES:
            return CHANCE
        if phase == RACE_MOVE:
            return self.owner[self.index[self.order[self.turn]]]
        if phase == AUCTION_BID:
            return self.bid_turn
        if phase == SELL:
            return self.seller()
        if phase == TRAIN_PICK:
            return self.picker()
        if phase == LINEUP:
            return self.picks.waiting()
        if phase == BET:
            return self.bet_turn
        if phase in (RACE_MOVE, RACE_PLAY):
            return self.owner_of(self.runner())
        return None

    def legal_actions(self) -> list[Action]:
        phase = self.phase
        if phase == RACE_MOVE:  # the commonest decision first (`move_actions`, written out)
            table = self.moves
            return (table if table is not None else self.move_table()).actions[:]
        if phase in CHANCE_PHASES:
            return [action for action, _ in self.chance_outcomes()]
        if phase == AUCTION_BID:
            return self.bid_actions()
        if phase == SELL:
            return self.sell_actions()
        if phase == TRAIN_PICK:
            return self.train_actions()
        if phase == LINEUP:
            return self.enter_actions()
        if phase == BET:
            return self.bet_actions()
        if phase == RACE_MOVE:
            return self.move_actions()
        if phase == RACE_PLAY:
            return self.play_actions()
        return []

    def chance_outcomes(self) -> list[tuple[Action, int]]:
        phase = self.phase
        if phase == RACE_DICE:  # the commonest first
            return list(self.game.actions.race_dice)
        if phase == RACE_GALLOP:
            return self.gallop_outcomes()
        if phase == TRAIN_ROLL:
            return list(self.game.actions.training_rolls)
        if phase == TRAIN_FIRST:
            return list(self.game.actions.first_rolls)
        if phase == TRAIN_CARD:
            return self.training_card_outcomes()
        if phase == TIE:
            return self.tie_outcomes()
        if phase == AUCTION_OFFER:
            return self.auction_outcomes()
        return []

    def apply(self, action: Action) -> list[Event]:
        events: list[Event] = []
        step = _STEPS.get(self.phase)
        if step is None:
            raise IllegalAction(action, "the evening is over")
        handler, touches = step
        handler(self, action, events)
        self.moves = None
        # The hash is lazy: the fields this phase's moves may change are marked (the steps
        # they lead to mark their own); the next read works them out.
        self._dirty |= touches
        return events

    # -- the hash (see `hashing.py`) ------------------------------------------------------

    def rehash(self) -> None:
        """The hash worked out from scratch, and kept from now on (see `Table._keyed`)."""
        parts = full_parts(self)
        for name in WATCHED:  # taken in at each read, never kept
            parts[name] = 0
        self._parts = [parts[name] for name in FIELDS]
        h = 0
        for value in parts.values():
            h ^= value
        self._hash = h
        self._dirty = 0
        self._keyed = True

    def fingerprint(self) -> str:
        """The Zobrist hash (see `hashing.py`): replay format 3's fingerprint."""
        if not self._keyed:
            self.rehash()
        elif self._dirty:
            refresh(self)
        # The kept hash and the watched scalars' keys by their values now (`watched_share`),
        # as `hex64`: all written out, for this is every read of a recorded game.
        try:
            h = (self._hash ^ PHASE_KEYS[self.phase] ^ TURN_KEYS[self.turn]
                 ^ ROUND_KEYS[self.round] ^ LENGTH_KEYS[self.length]
                 ^ MODE_KEYS[self.mode] ^ TRAIN_TURN_KEYS[self.train_turn])
        except KeyError:  # a value met for the first time
            h = self._hash ^ watched_share(self)
        return h.to_bytes(8, "big").hex()

    def result(self) -> Result:
        cash = list(self.ledger.cash)
        placing = tuple(1 + sum(1 for c in cash if c > mine) for mine in cash)
        return Result(placing, tuple(cash), result_figures(self))

    def observation(self, seat: int | None) -> dict[str, Any]:
        return observation(self, seat)

    # -- snapshots ---------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        return self._fields(True)

    def snapshot(self) -> dict[str, Any]:
        """`to_dict()` without the record and the ledger's lines (see `history`)."""
        return self._fields(False)

    def snapshot_json(self) -> str:
        """`canonical_json(self.snapshot())`, written out directly (see `snapshot.py`)."""
        texts = self.__dict__.get("_texts")
        if texts is None:
            texts = self._texts = Texts()
        return snapshot_json(self, texts)

    def history(self) -> tuple[list[Any], ...]:
        """The record of the evening (auctions, sales, training runs, races), the ledger's
        lines and every race turn of the evening: written whole when something is over, never
        changed after."""
        record = self.record
        return (record["auctions"], record["sales"], record["training"], record["races"],
                self.ledger.entries, self.turns)

    def _fields(self, full: bool) -> dict[str, Any]:
        # The snapshot, and with `full` the histories in their places: `to_dict()`.
        mine = self.__dict__
        data: dict[str, Any] = {name: mine[name] for name in _SCALARS}
        # Copied field by field by shape: snapshots are taken at every step of a recorded game.
        for name in _LISTS:
            data[name] = mine[name][:]
        for name in _NESTED:
            data[name] = [x[:] for x in mine[name]]
        for name in _FLAT_MAPS:
            data[name] = mine[name].copy()
        for name in _LIST_MAPS:
            data[name] = {k: v[:] for k, v in mine[name].items()}
        data["train_log"] = [_log_copy(log) for log in self.train_log]
        # This race's turns are the last of the evening's (a history): the snapshot counts them.
        data["race_turns"] = self.race_turns() if full else len(self.turns) - self.race_from
        for name in _SHARED:
            data[name] = mine[name][:]
        if full:
            data["record"] = {key: list(entries) for key, entries in self.record.items()}
            data["ledger"] = self.ledger.to_json()
        else:
            data["ledger"] = {"start": list(self.ledger.start)}
        data["training_deck"] = self.training_deck.to_dict()
        data["gallop_deck"] = self.gallop_deck.to_dict()
        data["unoffered"] = self.unoffered.to_dict()
        data["picks"] = self.picks.to_json()
        data["tote"] = self.tote.to_json()
        return data

    @classmethod
    def from_dict(cls, game: RennfieberGame, data: dict[str, Any]) -> RennfieberState:
        """Rebuild a state from `to_dict()` output."""
        state = cls(game, blank=True)
        for name in _SCALARS:
            setattr(state, name, data[name])
        for name in _LISTS:
            setattr(state, name, list(data[name]))
        for name in _NESTED:
            setattr(state, name, [list(x) for x in data[name]])
        for name in _FLAT_MAPS:
            setattr(state, name, dict(data[name]))
        for name in _LIST_MAPS:
            setattr(state, name, {k: list(v) for k, v in data[name].items()})
        state.train_log = [_log_copy(log) for log in data["train_log"]]
        for name in _SHARED:
            setattr(state, name, list(data[name]))
        state.turns = [turn for race in data["record"]["races"] for turn in race["turns"]]
        state.race_from = len(state.turns)
        state.turns.extend(data["race_turns"])
        state.record = {key: list(entries) for key, entries in data["record"].items()}
        state.ledger = Ledger.from_json(data["ledger"])
        state.training_deck = state.fresh_deck("training")
        state.training_deck.restore(data["training_deck"])
        state.gallop_deck = state.fresh_deck("gallop")
        state.gallop_deck.restore(data["gallop_deck"])
        cards = [str(h.card) for h in game.rules.horses if h.auction == data["auction"]]
        state.unoffered = Deck(cards or ["0"], [0] * max(1, len(cards)))
        state.unoffered.restore(data["unoffered"])
        state.picks = SealedChoices.from_json(data["picks"])
        state.tote = Totalisator.from_json(data["tote"])
        state.set_taken(state.field_ids())
        return state  # not keyed: the first read of the fingerprint works the hash out

    def clone(self) -> RennfieberState:
        # A direct copy, field by field by shape (what `from_dict` does, without the JSON):
        # every list and map that changes in place is copied; entries that are never changed
        # once written (the record, the ledger's lines, a race's turns) are shared.
        new = RennfieberState.__new__(RennfieberState)
        mine, theirs = self.__dict__, new.__dict__
        theirs.update(mine)  # the game's tables, the scalars, the digest so far
        new.moves = None
        for name in _LISTS:
            theirs[name] = mine[name][:]
        for name in _NESTED:
            theirs[name] = [x[:] for x in mine[name]]
        for name in _FLAT_MAPS:
            theirs[name] = mine[name].copy()
        for name in _LIST_MAPS:
            theirs[name] = {k: v[:] for k, v in mine[name].items()}
        new.train_log = [_log_copy(log) for log in self.train_log]
        for name in _SHARED:
            theirs[name] = mine[name][:]
        new.turns = self.turns[:]
        new.record = {key: list(entries) for key, entries in self.record.items()}
        new.ledger = self.ledger.copy()
        new.training_deck = self.training_deck.copy()
        new.gallop_deck = self.gallop_deck.copy()
        new.unoffered = self.unoffered.copy()
        new.picks = self.picks.copy()
        new.tote = Totalisator(self.tote.slips)
        new.taken = set(self.taken)
        new._parts = self._parts[:]
        new.copy_digest(self)
        return new

    def scramble_secrets(self, owner: int | None, u: float) -> RennfieberState:
        """An owner's secrets: which kept cards its horses hold, the values of its slips on the
        tote (and so of those in hand), its sealed pick before the reveal."""
        new = self.clone()
        if owner is None or self.phase == OVER:
            return new
        kinds = {c.kind: c.id for c in self.rules.training_cards}
        for card in self.horses_of(owner):
            i = self.i(card)
            if new.kept[i]:
                k = int(u * len(new.kept[i])) % len(new.kept[i])
                kind = self.rules.training_card(new.kept[i][k]).kind
                other = "durchbruch" if kind == "karriere" else "karriere"
                if other in kinds:
                    new.kept[i][k] = kinds[other]
                break
        mine = [j for j, (s, _, _) in enumerate(new.tote.slips)
                if s == owner and self.tote_hidden()]
        held = new.hand[owner]
        if mine and held:
            j = mine[int(u * len(mine)) % len(mine)]
            s, card, value = new.tote.slips[j]
            other_value = next((v for v in held if v != value), None)
            if other_value is not None:
                held.remove(other_value)
                held.append(value)
                held.sort(reverse=True)
                new.tote.slips[j] = (s, card, other_value)
        if self.phase == LINEUP and new.picks.choices[owner] is not None:
            options = [o for o in self.entries(owner) if o != new.picks.choices[owner]]
            if options:
                new.picks.choices[owner] = options[int(u * len(options)) % len(options)]
        new._keyed = False  # its secrets changed: the next read works the hash out afresh
        return new


def _log_copy(log: dict[str, Any]) -> dict[str, Any]:
    # A training run's log in progress: its lists grow, so they are copied.
    if not log:
        return {}
    return {**log, "spaces": list(log["spaces"]), "cards": list(log["cards"])}


_HANDLERS: dict[str, Callable[[RennfieberState, Action, list[Event]], None]] = {
    AUCTION_OFFER: RennfieberState.offered,
    AUCTION_BID: RennfieberState.bid,
    SELL: RennfieberState.sell,
    TRAIN_PICK: RennfieberState.pick_horse,
    TRAIN_FIRST: RennfieberState.rolled_first,
    TRAIN_ROLL: RennfieberState.trained_roll,
    TRAIN_CARD: RennfieberState.drew_training,
    LINEUP: RennfieberState.enter,
    TIE: RennfieberState.tie_rolled,
    BET: RennfieberState.bet,
    RACE_DICE: RennfieberState.rolled,
    RACE_MOVE: RennfieberState.moved,
    RACE_PLAY: RennfieberState.played,
    RACE_GALLOP: RennfieberState.drew_gallop,
}


_BID = ("out", "high", "high_bidder", "bid_turn")
"""A bid or a drop (a sale, a card unsold and the next offer mark what they change)."""
_SELL: tuple[str, ...] = ()
"""A horse sold back: the owner and the seller's count swap their keys (`set_entry`)."""
_PICK: tuple[str, ...] = ()
"""A horse picked for the run: the pick, the trained and the seat's new log swap their keys
(the run's start marks the rest when all have picked)."""
_FIRST = ("first_rolls", "contenders", "train_start")
"""A roll for who begins the run."""
_TRAIN_TURN: tuple[str, ...] = ()
"""A training roll or card: the figure, the log, the turn (watched), a missed turn and a run's
end swap their keys or mark their fields where they change (most rolls change none of them)."""
_BET = ("hand", "bet_turn")
"""A slip laid or a seat done (the last one starts the race, which marks what it sets)."""
_RACE: tuple[str, ...] = ()  # a race turn swaps the keys of what it changes as it goes
_TOUCHES: dict[str, int] = {phase: fields_mask(names) for phase, names in {
    AUCTION_OFFER: (), AUCTION_BID: _BID, SELL: _SELL,
    TRAIN_PICK: _PICK, TRAIN_FIRST: _FIRST, TRAIN_ROLL: _TRAIN_TURN,
    TRAIN_CARD: _TRAIN_TURN, LINEUP: ("picks",), TIE: ("tie_queue", "tie_rolls"), BET: _BET,
    RACE_DICE: _RACE, RACE_MOVE: _RACE, RACE_PLAY: _RACE, RACE_GALLOP: _RACE,
}.items()}
"""The dirty bits of the fields a move of each phase may change, short of what the steps it
leads to mark themselves (a line-up's reveal, the start of a race, of a run, of a training,
an auction or a sell-back, ...)."""
_STEPS: dict[str, tuple[Callable[[RennfieberState, Action, list[Event]], None], int]] = {
    phase: (handler, _TOUCHES[phase]) for phase, handler in _HANDLERS.items()}
"""Each phase's handler with its dirty bits: one look-up a step."""
