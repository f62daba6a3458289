"""Before each race: the line-up, the lanes, the bets on the Totalisator and the starting fees
(rulebook: The Starting Lineup, C: Betting; RULINGS: Line-up, Betting).

Each seat picks its runners face down; once all have picked they are shown. Lanes go by daily
form, the lowest on lane 1 (inside); ties are broken by the normal die, lowest roll inside,
rolled again while tied. Then, in seat order, each seat lays slips face down on at most 3
horses (6 runners), 2 (4-5 runners) or 1 (fewer); finally every owner pays the starting fee.
"""

from __future__ import annotations

import itertools

from arcade_races.core.actions import Action
from arcade_races.core.errors import IllegalAction
from arcade_races.core.events import Event
from arcade_races.core.sealed import SealedChoices
from arcade_races.core.tote import Totalisator
from arcade_races.games.rennfieber import events as ev
from arcade_races.games.rennfieber.actions import DONE, Done, Enter, Slip, TieRoll
from arcade_races.games.rennfieber.hashing import PLACES, fact
from arcade_races.games.rennfieber.table import BET, LINEUP, TIE, Table

_TOTE = PLACES["tote"]

_LINEUP = ("picks", "runners", "tie_rolls", "tie_queue", "lanes", "hand", "bet_turn", "tote")
"""What the line-up, its tie rolls and the betting's start may set (the race's start marks
its own)."""


class LineupPhases(Table):
    """The line-up, the tie rolls, the bets and the fees."""

    def start_lineup(self, events: list[Event]) -> None:
        """Race `race`: every seat with a horse that may run picks its runners, face down."""
        self.fix(_LINEUP)
        self.runners = []
        self.lanes = []
        self.tie_rolls = {}
        self.tie_queue = []
        self.tote = Totalisator()
        self.picks = SealedChoices(self.players)
        self.phase = LINEUP
        self._skip_empty_picks(events)

    def eligible(self, seat: int) -> list[int]:
        """The horses of `seat` that may run this race, by the programme's rule."""
        rule = self.programme[self.race].runners
        horses = self.horses_of(seat)
        if rule == "not_run":
            return [c for c in horses if not self.ran[self.i(c)]]
        if rule == "first_two":
            if self.race == 0:
                return horses
            last = self.record["races"][-1]["placings"][:2]
            return [c for c in horses if c in last]
        if rule == "no_minus":
            return [c for c in horses if "-" not in self.step_name(c)]
        if rule == "at_most_4":
            limit = self.rules.form_order.index("4+") if "4+" in self.rules.form_order else 99
            return [c for c in horses if self.rules.form_rank(c, self.form[self.i(c)]) <= limit]
        return horses

    def step_name(self, card: int) -> str:
        """The step the horse's pointer is on ("2+")."""
        return self.rules.horse(card).scale[self.form[self.i(card)]]

    def entries(self, seat: int) -> list[tuple[int, ...]]:
        """Every way `seat` may pick its runners (as many as it may send, or all it can)."""
        horses = self.eligible(seat)
        return list(itertools.combinations(horses, min(self.seating.runners, len(horses))))

    def enter_actions(self) -> list[Action]:
        """The picks of the seat that picks now."""
        seat = self.picks.waiting()
        assert seat is not None
        enter = self.game.actions.enter  # made once per game (`Interned`)
        return [enter(cards) for cards in self.entries(seat)]

    def enter(self, action: Action, events: list[Event]) -> None:
        """A seat's sealed pick."""
        seat = self.picks.waiting()
        if seat is None or not isinstance(action, Enter) or action not in self.enter_actions():
            raise IllegalAction(action, f"send {self.seating.runners} of your horses that may "
                                "run this race")
        self.picks.choose(seat, action.cards)
        events.append(ev.LineupPicked(seat))
        self._skip_empty_picks(events)

    def _skip_empty_picks(self, events: list[Event]) -> None:
        # A seat with nothing that may run enters nothing, without being asked.
        while True:
            seat = self.picks.waiting()
            if seat is None:
                self._reveal(events)
                return
            if self.eligible(seat):
                return
            self.picks.choose(seat, ())

    def _reveal(self, events: list[Event]) -> None:
        shown = [c or () for c in self.picks.choices]
        events.append(ev.LineupRevealed(self.race + 1, tuple(tuple(c) for c in shown)))
        self.runners = [card for pick in shown for card in pick]
        for card in self.runners:
            self.tie_rolls[str(card)] = []
        self.fix(("runners", "tie_rolls"))
        self._next_tie(events)

    def lane_key(self, card: int) -> tuple[int, ...]:
        """What orders the lanes: the form step, then the tie rolls (lowest inside)."""
        return (self.rules.form_rank(card, self.form[self.i(card)]),
                *self.tie_rolls[str(card)])

    def tied(self) -> int | None:
        """The next horse that must roll to break a tie, or None once the lanes are clear."""
        return self.tie_queue[0] if self.tie_queue else None

    def _next_tie(self, events: list[Event]) -> None:
        if not self.tie_queue:
            # The innermost group of horses still level: each of them rolls once more.
            keys = {card: self.lane_key(card) for card in self.runners}
            for card in sorted(self.runners, key=lambda c: (keys[c], c)):
                group = sorted(c for c in self.runners if keys[c] == keys[card])
                if len(group) > 1:
                    self.tie_queue = group
                    self.fix(("tie_queue",))
                    break
        if self.tie_queue:
            self.phase = TIE
            return
        self.lanes = sorted(self.runners, key=lambda c: (self.lane_key(c), c))
        self.fix(("lanes",))
        events.append(ev.LanesDrawn(tuple(self.lanes)))
        self.start_betting(events)

    def tie_outcomes(self) -> list[tuple[Action, int]]:
        """The normal die for the tied horse."""
        return list(self.game.actions.tie_rolls)

    def tie_rolled(self, action: Action, events: list[Event]) -> None:
        """Chance: a tie roll."""
        card = self.tied()
        if card is None or not isinstance(action, TieRoll) or action.value not in self.rules.die:
            raise IllegalAction(action, "the die cannot show that")
        self.tie_queue.pop(0)
        self.tie_rolls[str(card)].append(action.value)
        events.append(ev.TieRolled(card, action.value))
        self._next_tie(events)

    # -- the Totalisator ---------------------------------------------------------------

    def start_betting(self, events: list[Event]) -> None:
        """Every seat takes its slips in hand; seat 0 bets first."""
        colours = self.seating.runners
        self.hand = [sorted(list(self.rules.slips) * colours, reverse=True)
                     for _ in range(self.players)]
        self.bet_turn = 0
        self.fix(("hand", "bet_turn"))
        self.phase = BET
        if not self.runners:
            self.betting_over(events)

    def bet_limit(self) -> int:
        """How many different horses a seat may back in this race."""
        return self.rules.max_bet_horses(len(self.runners))

    def bet_actions(self) -> list[Action]:
        """A slip of each value still in hand on each horse the seat may back; or done."""
        seat = self.bet_turn
        backed = self.tote.runners_backed(seat)
        horses = backed if len(backed) >= self.bet_limit() else self.lanes
        values = sorted(set(self.hand[seat]), reverse=True)
        slips = self.game.actions.slips  # made once per game (`Interned`)
        return [*(slips[(v, c)] for v in values for c in horses), DONE]

    def bet(self, action: Action, events: list[Event]) -> None:
        """A seat lays a slip, or is done."""
        seat = self.bet_turn
        if isinstance(action, Done):
            events.append(ev.BettingDone(seat))
            self._next_bettor(events)
            return
        if not isinstance(action, Slip) or action not in self.bet_actions():
            raise IllegalAction(action, f"a slip you hold on a runner; at most "
                                f"{self.bet_limit()} different horses")
        self.hand[seat].remove(action.value)
        if self._keyed:  # the slip's fact, at its place on the Totalisator
            self.swap(_TOTE, fact("tote", len(self.tote.slips), seat, action.card, action.value))
        self.tote.lay(seat, action.card, action.value)
        events.append(ev.SlipLaid(seat, action.card))
        if not self.hand[seat]:
            events.append(ev.BettingDone(seat))
            self._next_bettor(events)

    def _next_bettor(self, events: list[Event]) -> None:
        if self.bet_turn + 1 < self.players:
            self.bet_turn += 1
            return
        self.betting_over(events)

    def betting_over(self, events: list[Event]) -> None:
        """The bets are in: every owner pays the starting fee for each runner, and the race
        starts (defined by the state)."""
        fee = self.programme[self.race].fee
        for card in self.lanes:
            self.pay(self.owner_of(card), -fee, "fee", events)
        self.start_race(events)
