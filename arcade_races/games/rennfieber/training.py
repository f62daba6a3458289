"""The training: one run per horse on the training track, from the stable to the meadow
(rulebook B: Training the Horses; RULINGS: Training track, Training cards).

Each run every seat trains one horse of its own. The first run of a training begins with a roll
of everyone (highest begins, ties roll again); then each seat in turn rolls the normal die,
moves its figure and does what the space says. A run ends when every figure has reached or
passed the meadow.
"""

from __future__ import annotations

from typing import Any

from arcade_races.core.actions import Action
from arcade_races.core.dice import Die
from arcade_races.core.errors import IllegalAction
from arcade_races.core.events import Event
from arcade_races.games.rennfieber import events as ev
from arcade_races.games.rennfieber.actions import DrawTraining, First, Train, TrainingRoll
from arcade_races.games.rennfieber.hashing import PLACES, fact, log_share
from arcade_races.games.rennfieber.swaps import deck_delta, figure_delta
from arcade_races.games.rennfieber.table import (
    TRAIN_CARD,
    TRAIN_FIRST,
    TRAIN_PICK,
    TRAIN_ROLL,
    Table,
)

# A training turn changes a fact or two of the figures and the logs: their keys are swapped as
# it goes (`Table.swap`), the fields not marked (a log's lists grow all through a run); only
# while the hash is kept (`Table._keyed`).
_POSITION = PLACES["position"]
_LOG = PLACES["train_log"]
_DECK = PLACES["training_deck"]
_RUN = ("run", "runs_left", "train_horse", "position", "missing", "finished_run", "train_log",
        "trained", "contenders", "first_rolls", "train_start")
"""What a new run (and the picks that follow it at once) may change."""

class TrainingPhases(Table):
    """The training runs."""

    def start_training(self, block: int, events: list[Event]) -> None:
        """A training (block 1 before the first race, 2 before the restocking race): as many
        runs as a seat owns horses."""
        self.fix(("block", "trained", "runs_left", "train_start"))  # the run marks its own
        self.block = block
        self.trained = []
        self.runs_left = max(len(self.horses_of(s)) for s in range(self.players))
        self.train_start = -1
        self.start_run(events)

    def start_run(self, events: list[Event]) -> None:
        """Everyone back to the stable; each seat picks the horse it trains now."""
        # Only the training's own fields change from one run to the next.
        self.fix(_RUN)
        self.run += 1
        self.runs_left -= 1
        self.train_horse = [0] * self.players
        self.position = [0] * self.players
        self.missing = [False] * self.players
        self.finished_run = [False] * self.players
        self.train_log = [{} for _ in range(self.players)]
        self.phase = TRAIN_PICK
        self._next_pick(events)

    def untrained(self, seat: int) -> list[int]:
        """`seat`'s horses not yet trained in this training."""
        return [c for c in self.horses_of(seat) if c not in self.trained]

    def picker(self) -> int | None:
        """The next seat to pick its horse for this run."""
        for seat in range(self.players):
            if not self.train_horse[seat] and not self.finished_run[seat]:
                return seat
        return None

    def _next_pick(self, events: list[Event]) -> None:
        while True:
            seat = self.picker()
            if seat is None:
                self._all_picked(events)
                return
            if not self.untrained(seat):
                self.set_entry("finished_run", seat, True)  # nothing to train: rests this run
                continue
            return

    def train_actions(self) -> list[Action]:
        """Any horse the seat has not trained yet."""
        seat = self.picker()
        assert seat is not None
        return [Train(c) for c in self.untrained(seat)]

    def pick_horse(self, action: Action, events: list[Event]) -> None:
        """A seat lays the card of the horse it trains in front of itself."""
        seat = self.picker()
        if seat is None or not isinstance(action, Train) or action.card not in self.untrained(seat):
            raise IllegalAction(action, "train one of your horses not yet trained")
        self.set_entry("train_horse", seat, action.card)
        self.append_entry("trained", action.card)
        log = {"run": self.run, "card": action.card, "owner": seat, "spaces": [], "cards": [],
               "form": 0}
        if self._keyed:  # the seat's log (empty or of an earlier run) for the new one
            was = self.train_log[seat]
            self.swap(_LOG, (log_share(seat, was) if was else 0) ^ log_share(seat, log))
        self.train_log[seat] = log
        self._next_pick(events)

    def _all_picked(self, events: list[Event]) -> None:
        events.append(ev.TrainingRunStarted(self.run, tuple(self.train_horse)))
        if self.train_start >= 0:
            self._begin(self.train_start, events)
            return
        self.contenders = [s for s in range(self.players) if self.train_horse[s]]
        self.first_rolls = [0] * self.players
        self.fix(("contenders", "first_rolls"))
        self.phase = TRAIN_FIRST

    # -- who begins --------------------------------------------------------------------

    def die_outcomes(self) -> list[tuple[int, int]]:
        """The normal die's faces with their weights."""
        return Die(self.rules.die).outcomes()

    def first_roller(self) -> int:
        """The next seat to roll for who begins."""
        return next(s for s in self.contenders if not self.first_rolls[s])

    def rolled_first(self, action: Action, events: list[Event]) -> None:
        """Chance: a roll for who begins; the highest begins, ties roll again."""
        if not isinstance(action, First) or action.value not in self.rules.die:
            raise IllegalAction(action, "the die cannot show that")
        seat = self.first_roller()
        self.first_rolls[seat] = action.value
        events.append(ev.StartRolled(seat, action.value))
        if any(not self.first_rolls[s] for s in self.contenders):
            return
        top = max(self.first_rolls[s] for s in self.contenders)
        best = [s for s in self.contenders if self.first_rolls[s] == top]
        if len(best) > 1:
            self.contenders = best
            for s in best:
                self.first_rolls[s] = 0
            return
        self.train_start = best[0]
        self._begin(best[0], events)

    def _begin(self, seat: int, events: list[Event]) -> None:
        events.append(ev.TrainingBegins(seat))
        self.train_turn = seat
        self.phase = TRAIN_ROLL
        if self.finished_run[seat]:
            self._end_training_turn(events)

    # -- a turn on the training track --------------------------------------------------

    def trained_roll(self, action: Action, events: list[Event]) -> None:
        """Chance: the seat on turn rolls, moves and does what the space says."""
        if not isinstance(action, TrainingRoll) or action.value not in self.rules.die:
            raise IllegalAction(action, "the die cannot show that")
        seat, card = self.train_turn, self.train_horse[self.train_turn]
        meadow = self.rules.meadow
        start = self.position[seat]
        end = min(start + action.value, meadow)
        self.position[seat] = end
        spaces = self.train_log[seat]["spaces"]
        if self._keyed:
            moved, written = figure_delta(seat, start, end, len(spaces))
            parts = self._parts
            self._hash ^= moved ^ written  # `swap` twice, written out: every training roll
            parts[_POSITION] ^= moved
            parts[_LOG] ^= written
        spaces.append(end)
        events.append(ev.FigureMoved(seat, card, action.value, tuple(range(start, end + 1))))
        if end >= meadow:
            self._meadow(seat, events)
            self._end_training_turn(events)
            return
        square = self.rules.squares.get(end)
        if square is None:
            self._end_training_turn(events)
            return
        events.append(ev.SquareReached(seat, card, end, square.do, square.value, square.label))
        if square.do == "card":
            if not len(self.training_deck):
                self.reshuffle("training", events)
            if len(self.training_deck):
                self.phase = TRAIN_CARD
                return
        elif square.do == "form":
            self.move_form(card, square.value, "training", events)
        elif square.do == "cash":
            self.pay(seat, square.value, "training", events)
        elif square.do == "again":
            return  # the same seat rolls again at once
        elif square.do == "miss":
            self.set_entry("missing", seat, True)
        self._end_training_turn(events)

    def training_card_outcomes(self) -> list[tuple[Action, int]]:
        """Which training card is drawn."""
        return self.training_deck.weighted(self.game.draws["training"])

    def drew_training(self, action: Action, events: list[Event]) -> None:
        """Chance: a training card, carried out at once and shown, or kept face down."""
        if not isinstance(action, DrawTraining) or not self.training_deck.count(str(action.card)):
            raise IllegalAction(action, "no such card left in the training deck")
        seat, card = self.train_turn, self.train_horse[self.train_turn]
        kind, deck = str(action.card), self.training_deck
        drawn = self.rules.training_card(action.card)
        cards = self.train_log[seat]["cards"]
        if self._keyed:
            self.swap(_DECK, deck_delta("training_deck", kind, deck.count(kind)))
            self.swap(_LOG, fact("train_log", seat, "cards", len(cards), drawn.id))
        deck.remove(kind)
        cards.append(drawn.id)
        if drawn.kind == "now":
            events.append(ev.TrainingCardDrawn(seat, card, drawn.id, False))
            self.move_form(card, drawn.form, "training", events)
            self.pay(seat, drawn.cash, "training", events)
            self.count_up("training_discard", str(drawn.id))
        else:
            events.append(ev.TrainingCardDrawn(seat, card, 0, True))
            i = self.i(card)
            self.set_kept(i, [*self.kept[i], drawn.id])
        self.phase = TRAIN_ROLL
        self._end_training_turn(events)

    def _meadow(self, seat: int, events: list[Event]) -> None:
        card = self.train_horse[seat]
        self.set_entry("finished_run", seat, True)
        log = self.train_log[seat]
        form = self.form[self.i(card)]
        if self._keyed:
            self.swap(_LOG, fact("train_log", seat, "form", log["form"])
                      ^ fact("train_log", seat, "form", form))
        log["form"] = form
        events.append(ev.MeadowReached(seat, card))

    def _end_training_turn(self, events: list[Event]) -> None:
        """The next seat clockwise still on the track rolls; a seat that must miss a turn
        misses this one."""
        seat = self.train_turn
        while True:
            if all(self.finished_run):
                self._run_over(events)
                return
            seat = (seat + 1) % self.players
            if self.finished_run[seat]:
                continue
            if self.missing[seat]:
                self.set_entry("missing", seat, False)
                events.append(ev.TurnMissed(seat, self.train_horse[seat]))
                continue
            self.train_turn = seat
            self.phase = TRAIN_ROLL
            return

    def _run_over(self, events: list[Event]) -> None:
        for seat in range(self.players):
            log: dict[str, Any] = self.train_log[seat]
            if log:
                self.record_entry("training", log)
        self.train_log = [{} for _ in range(self.players)]
        self.fix(("train_log",))
        if self.runs_left > 0:
            self.start_run(events)
        else:
            self.training_over(events)
