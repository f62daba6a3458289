"""The replay's odds corner: the win odds at the action on the table, in the corner the view
keeps free for them, as an exhibition shows them live.

A view lays its table out around the exhibition corner where `views.base.corner_kept` says
so (every seat AI, or the setting "Odds board in games" on); a replay of such a game left that
room empty. Here the odds process works the odds out as playback moves and seeks (a seek asks for
the new position's odds; estimates for a position the table has left are dropped), and the
board eases to each, as in the play scene.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from arcade_races.client.odds.board import OddsBoard, draw_odds_corner
from arcade_races.client.odds.live import BUDGET
from arcade_races.client.odds.runners import runners_of
from arcade_races.core.state import Game, State
from arcade_races.odds import Odds, OddsWorker, estimate

if TYPE_CHECKING:
    from arcade_races.client.assets import Assets


class ReplayOdds:
    """The odds of the position a replay's table stands at, and their board."""

    def __init__(self, game: Game, seats: Sequence[str]) -> None:
        self.board = OddsBoard(runners_of(game, seats))
        self.worker = OddsWorker(game, budget=BUDGET)
        self.number = -1
        """The action the table stands just after (0: before the first)."""
        self.shown = -1
        """The action whose odds the board shows (-1: none yet)."""

    def show(self, number: int, state: State) -> None:
        """The table now stands just after action `number`, at `state` (it is cloned)."""
        self.number = number
        if state.is_over():
            self._put(number, estimate(state))  # certain, and quick to state
            return
        self.worker.submit(number, state.clone())

    def update(self, real: float) -> None:
        """Take in the estimates back (those of the position shown), move the board on by
        `real` seconds."""
        for number, odds in self.worker.poll():
            if number == self.number:
                self._put(number, odds)
        self.board.update(real)

    def _put(self, number: int, odds: Odds) -> None:
        self.shown = number
        exact = odds.exact
        self.board.show(odds.chances, None, () if exact else odds.low,
                        () if exact else odds.high)

    def draw(self, surface: pygame.Surface, assets: Assets, colour_blind: bool) -> None:
        """The corner, as the play scene draws the hot seat's odds board."""
        draw_odds_corner(surface, assets, self.board, colour_blind)

    def close(self) -> None:
        """Stop the odds process."""
        self.worker.close()


__all__ = ["ReplayOdds"]
