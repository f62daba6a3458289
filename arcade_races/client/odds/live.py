"""The odds of a game being played: each action's state goes to an `OddsWorker` (its own
thread), the estimates are picked up each frame into the history and the board, and a swing's
line waits for the table to finish showing the action before the caller says it, naming what
swung it from the action's events in the game's words (`caller`).

>>> LiveOdds.__name__
'LiveOdds'
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from arcade_races.client.odds.board import OddsBoard
from arcade_races.client.odds.caller import Caller, swung_by
from arcade_races.client.odds.history import OddsHistory, race_of
from arcade_races.client.odds.runners import Runner, chance_words, runners_of
from arcade_races.core.events import Event
from arcade_races.core.state import Game, State
from arcade_races.odds import Odds, OddsWorker, estimate

if TYPE_CHECKING:
    import pygame

    from arcade_races.client.assets import Assets

BUDGET = 0.05
"""Seconds of rollouts an action's odds get on the worker (shared out when they queue up)."""
RACING = frozenset({"dice", "move", "play", "gallop"})
"""Rennfieber's phases while the horses run (the spectator's view names them)."""
FINAL_WAIT = 2.0
"""Seconds the finish waits for the estimates before it (the results come 2.5 s after it)."""
KEEP = 64
"""How many actions back the words of an action are kept for a late estimate of it."""


class LiveOdds:
    """The odds of one game as it is played: worker, history, board and the caller's lines."""

    def __init__(self, game: Game, seats: Sequence[str], budget: float = BUDGET) -> None:
        self.game = game
        self.seats = list(seats)
        self.runners: tuple[Runner, ...] = runners_of(game, seats)
        self.history = OddsHistory(len(self.runners))
        self.board = OddsBoard(self.runners)
        self.worker = OddsWorker(game, budget=budget)
        self.actions: dict[int, tuple[str, int]] = {}
        """Action number -> (what it did, in the game's words; which race), kept while its
        estimates may still come (the worker may refine one)."""
        self.flashed: set[int] = set()
        """The actions whose swing the board has flashed (a refinement flashes no more)."""
        self.calls: list[int] = []
        """Actions whose swing waits for the caller, once the table is at rest."""
        self.called: set[int] = set()
        self.caller = Caller()
        self.racing = False
        self.final: tuple[int, Odds] | None = None
        """The odds at the finish, worked out here (see `submit`)."""
        self.final_wait = 0.0
        """Rennfieber's horses are running (to see a race begin without events)."""

    def start(self, state: State) -> None:
        """The odds before the first action (this also fills Pferderennen's exact memo on the
        worker, the half second it takes once a process, before the race gets going)."""
        self.submit(0, None, state)

    def submit(self, number: int, seat: int | None, state: State,
               events: Sequence[Event] | None = None) -> None:
        """The state after action `number` (by `seat`, None for chance; its `events` name what
        swung the odds, None: not known); the state is cloned here."""
        what = swung_by(self.game, events or (), seat, self.seats, state) if number > 0 else ""
        self.actions[number] = (what, race_of(state))
        race = self._race_begins(state, events)
        if race is not None:
            self.history.mark(number, race)
        for old in [n for n in self.actions if n < number - KEEP]:
            del self.actions[old]
        if state.is_over():
            # The finish is certain and quick to state: worked out here, so the chart ends at
            # the result even when the worker is behind (a fast exhibition of a long game).
            self.final, self.final_wait = (number, estimate(state)), 0.0
            return
        self.worker.submit(number, state.clone())

    def _race_begins(self, state: State, events: Sequence[Event] | None) -> str | None:
        """The words for the chart if a race of Rennfieber's evening begins with this action
        (its starting shot in the events; without events, the spectator's view of the phase)."""
        if self.game.id != "rennfieber":
            return None
        if events is not None:
            for event in events:
                if type(event).__name__ == "RaceStarted":
                    return f"RACE {getattr(event, 'race', 1)}"
            return None
        view = state.observation(None)
        racing = view.get("phase") in RACING
        begins = racing and not self.racing
        self.racing = racing
        return f"RACE {int(view.get('race', 0)) + 1}" if begins else None

    def pending(self) -> int:
        """Estimates not back yet."""
        return self.worker.pending()

    def update(self, real: float) -> None:
        """Pick up finished estimates and move the board on by `real` seconds. A newer
        estimate of the action on the board eases it there without a second flash."""
        done = self.worker.poll()
        if self.final is not None:
            # After the estimates before it; if they are still not back once the results are
            # nearly up, the finish goes on without them.
            # (`update(0)`, no time passing, is the play scene opening the results: now.)
            self.final_wait += real
            if self.worker.pending() == 0 or self.final_wait >= FINAL_WAIT or real <= 0:
                done.append(self.final)
                self.final = None
        for number, odds in done:
            race = self.actions.get(number, ("", 0))[1]
            last = self.history.latest_point()
            if last is not None and number < last.number:
                continue  # a late refinement of an action the table has left behind
            swing = self.history.add(number, odds, race)
            point = self.history.latest_point()
            if point is None:
                continue
            flash = swing if swing is not None and number not in self.flashed else None
            self.board.show(point.chances, flash,
                            () if point.exact else point.low, () if point.exact else point.high)
            if flash is not None:
                self.flashed.add(number)
                if not flash.decided and number > 0 and number not in self.called:
                    self.calls.append(number)
        self.board.update(real)

    def finish(self) -> None:
        """The results are opening: the finish goes on the chart now, with the estimates back
        by then (the rest are left behind)."""
        self.final_wait = FINAL_WAIT
        self.update(0.0)

    @property
    def lines(self) -> list[str]:
        """What the caller would say now (without saying it)."""
        return [line for line in (self._line(n, Caller()) for n in self.calls[-1:]) if line]

    def _line(self, number: int, caller: Caller) -> str | None:
        """The line on action `number`'s swing as the board shows it now (None if a sharper
        estimate took the swing away, or it settled the race)."""
        swing = self.history.swing_at(number)
        if swing is None or swing.decided:
            return None
        runner = self.runners[swing.runner]
        what = self.actions.get(number, ("", 0))[0] or chance_words(self.game.id)
        return caller.line(runner.spoken, runner.plural, swing, what)

    def say(self, busy: bool, say: Callable[[list[str]], None] | None) -> None:
        """Hand the caller's waiting line to `say` once the table is not `busy` (the swing's
        line follows the table's own words on the action)."""
        if not self.calls or busy or say is None:
            return
        number, self.calls = self.calls[-1], []  # at speed, only the latest swing
        self.called.add(number)
        line = self._line(number, self.caller)
        if line:
            say([line])

    def draw(self, surface: pygame.Surface, assets: Assets, rect: pygame.Rect,
             colour_blind: bool = False) -> None:
        """The board in `rect`."""
        self.board.draw(surface, assets, rect, colour_blind)

    def close(self) -> None:
        """Stop the worker."""
        self.worker.close()


__all__ = ["BUDGET", "FINAL_WAIT", "KEEP", "RACING", "LiveOdds"]
