"""The contract between a play or replay scene and a game's view."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from arcade_races.client.input import Command, Pointer
from arcade_races.core.actions import Action
from arcade_races.core.state import Game, State
from arcade_races.match import Step

if TYPE_CHECKING:
    from arcade_races.client.app import App
    from arcade_races.replay import Header


class GameView:
    """Shows one game. The scene feeds it steps; it animates them and asks humans for moves.

    - `sync(state)`: jump to `state` with no animation (start, resume, seeking a replay).
    - `show(step, state)`: animate what `step` did; `state` is the state after it.
    - `busy`: True while animations run; the scene waits before feeding the next step.
    - `skip_to_end()`: run every pending animation to its end state at once (seeking a replay,
      a speed too high to watch); the table then looks as if they had played out.
    - `begin_input(seat, observation, legal, submit)`: a human seat must decide; the view
      gets what an AI gets (the seat's observation and its legal actions, never the full
      state), offers exactly `legal`, and calls `submit(action)` with the chosen one (the
      scene applies it).
    - `end_input()`: the decision is made (or cancelled).
    - `speed`: animation speed multiplier (settings x exhibition speed).
    - `commentary`: the latest lines for the ticker.
    """

    def __init__(self, app: App, game: Game, header: Header) -> None:
        self.app = app
        self.game = game
        self.header = header
        self.speed = 1.0
        self.commentary: list[str] = []

    @property
    def busy(self) -> bool:
        """Whether animations are still running."""
        return False

    def sync(self, state: State) -> None:
        """Show `state` at once."""

    def skip_to_end(self) -> None:
        """Run every pending animation and decoration to its end state at once."""

    def show(self, step: Step, state: State) -> None:
        """Animate `step`; `state` is the state after it."""

    def begin_input(self, seat: int, observation: dict[str, Any], legal: Sequence[Action],
                    submit: Callable[[Action], None]) -> None:
        """Show the controls for `seat`'s decision: `observation` is
        `state.observation(seat)`, `legal` is `state.legal_actions()`."""

    def end_input(self) -> None:
        """Hide the decision controls."""

    def needs_curtain(self, seat: int) -> bool:
        """Whether `seat`'s decision shows something other seats must not see (a hand, a bet
        card): then a hand-over curtain goes up between human seats."""
        return False

    def seat_note(self, seat: int) -> str:
        """A short public note on a seat for the exhibition corner (its stake, say)."""
        return ""

    def command(self, command: Command) -> bool:
        """A command for the view's controls; True if used."""
        return False

    def pointer(self, pointer: Pointer) -> bool:
        """A mouse event for the view's controls; True if used."""
        return False

    def update(self, dt: float) -> None:
        """Advance animations by `dt` (already scaled by `speed`)."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the table. Changes nothing."""
