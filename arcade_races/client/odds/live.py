"""The odds of a game being played: each action's state goes to an `OddsWorker` (its own
thread), the estimates are picked up each frame into the history and the board, and a swing's
line waits for the table to finish showing the action before the caller says it.

>>> LiveOdds.__name__
'LiveOdds'
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from arcade_races.client.odds.board import OddsBoard
from arcade_races.client.odds.history import OddsHistory, race_of, swing_line
from arcade_races.client.odds.runners import Runner, chance_words, runners_of
from arcade_races.core.state import Game, State
from arcade_races.odds import OddsWorker

if TYPE_CHECKING:
    import pygame

    from arcade_races.client.assets import Assets

BUDGET = 0.05
"""Seconds of rollouts an action's odds get on the worker (shared out when they queue up)."""


class LiveOdds:
    """The odds of one game as it is played: worker, history, board and the caller's lines."""

    def __init__(self, game: Game, seats: Sequence[str], budget: float = BUDGET) -> None:
        self.game = game
        self.seats = list(seats)
        self.runners: tuple[Runner, ...] = runners_of(game, seats)
        self.history = OddsHistory(len(self.runners))
        self.board = OddsBoard(self.runners)
        self.worker = OddsWorker(game, budget=budget)
        self.waiting: dict[int, tuple[int | None, int]] = {}
        """Action number -> (who moved, which race) for the estimates not back yet."""
        self.lines: list[str] = []
        """The caller's lines on swings, said once the table is at rest."""

    def start(self, state: State) -> None:
        """The odds before the first action (this also fills Pferderennen's exact memo on the
        worker, the half second it takes once a process, before the race gets going)."""
        self.submit(0, None, state)

    def submit(self, number: int, seat: int | None, state: State) -> None:
        """The state after action `number` (by `seat`, None for chance); it is cloned here."""
        self.waiting[number] = (seat, race_of(state))
        self.worker.submit(number, state.clone())

    def pending(self) -> int:
        """Estimates not back yet."""
        return self.worker.pending()

    def update(self, real: float) -> None:
        """Pick up finished estimates and move the board on by `real` seconds."""
        for number, odds in self.worker.poll():
            seat, race = self.waiting.pop(number, (None, 0))
            swing = self.history.add(number, odds, race)
            latest = self.history.latest()
            if latest is not None:
                self.board.show(latest, swing)
            if swing is not None and not swing.decided and number > 0:
                runner = self.runners[swing.runner]
                what = chance_words(self.game.id) if seat is None else (
                    f"{self.seats[seat]}'s move" if 0 <= seat < len(self.seats) else "that move")
                self.lines.append(swing_line(runner.spoken, runner.were, swing, what))
        self.board.update(real)

    def say(self, busy: bool, say: Callable[[list[str]], None] | None) -> None:
        """Hand the caller's waiting lines to `say` once the table is not `busy` (the swing's
        line follows the table's own words on the action)."""
        if self.lines and not busy and say is not None:
            lines, self.lines = self.lines[-1:], []  # at speed, only the latest swing
            say(lines)

    def draw(self, surface: pygame.Surface, assets: Assets, rect: pygame.Rect,
             colour_blind: bool = False) -> None:
        """The board in `rect`."""
        self.board.draw(surface, assets, rect, colour_blind)

    def close(self) -> None:
        """Stop the worker."""
        self.worker.close()


__all__ = ["BUDGET", "LiveOdds"]
