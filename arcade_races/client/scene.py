"""Scenes on a stack, with a documented lifecycle (after Tuxemon's state machine).

`enter` when pushed, `pause` when another scene covers it, `resume` when uncovered, `exit` when
popped. `update(dt)` advances it by a fixed time step; `draw(surface)` reads and never writes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from arcade_races.client.input import Command, Pointer

if TYPE_CHECKING:
    from arcade_races.client.app import App


class Scene:
    """Base of every scene. `opaque = False` lets the scene below show through (overlays)."""

    opaque = True
    hints: tuple[tuple[Command, str], ...] = ()
    """Button hints shown along the bottom: a command and what it does here."""

    def __init__(self, app: App) -> None:
        self.app = app

    def enter(self) -> None:
        """Pushed onto the stack."""

    def exit(self) -> None:
        """Popped off the stack."""

    def pause(self) -> None:
        """Covered by another scene."""

    def resume(self) -> None:
        """Uncovered again."""

    def command(self, command: Command) -> None:
        """A player's command."""

    def pointer(self, pointer: Pointer) -> None:
        """A mouse event, in canvas coordinates."""

    def text(self, text: str) -> None:
        """Typed text (for name fields)."""

    def update(self, dt: float) -> None:
        """Advance by `dt` seconds of game time (a fixed step)."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw onto `surface`. Changes nothing."""
