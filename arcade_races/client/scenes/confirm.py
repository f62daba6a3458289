"""A yes-or-no question over a screen ("Quit Arcade Races?"), answered the same way with every
device: left and right choose, Enter / a click / Ⓐ answers, Esc / Ⓑ / a right-click or a click
beside the panel takes the safe answer. The safe answer has the focus when it opens, so one
Enter too many never does the thing asked about."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from arcade_races.client import theme
from arcade_races.client.assets import Assets
from arcade_races.client.input import Command, Pointer
from arcade_races.client.scenes.title import ButtonRow
from arcade_races.client.widgets import Button, panel, text, veil

PANEL_SIZE = (600, 250)


class ConfirmDialog:
    """A question with a safe answer (`stay`, the first button) and the one that acts (`go`).
    Closed until `ask`; while open, it takes every command and pointer event."""

    hints = ((Command.LEFT, "choose"), (Command.CONFIRM, "answer"), (Command.BACK, "stay"))

    def __init__(self, question: str, note: str, stay: str, go: str,
                 on_go: Callable[[], None], on_move: Callable[[], None] | None = None,
                 center: tuple[int, int] = (640, 350)) -> None:
        self.question = question
        self.note = note
        self.on_go = on_go
        self.is_open = False
        self.rect = pygame.Rect((0, 0), PANEL_SIZE)
        self.rect.center = center
        self.buttons = ButtonRow([Button(stay, self.close), Button(go, self._go)],
                                 top=self.rect.bottom - 88, center_x=self.rect.centerx,
                                 width=220, height=56, gap=32, on_move=on_move)

    def ask(self) -> None:
        """Open with the focus on the safe answer."""
        self.is_open = True
        self.buttons.focus = 0

    def close(self) -> None:
        """Close without acting (the safe answer)."""
        self.is_open = False

    def _go(self) -> None:
        self.is_open = False
        self.on_go()

    def command(self, command: Command) -> bool:
        """Handle a command while open; True if the dialog took it (it takes every one)."""
        if not self.is_open:
            return False
        if command is Command.BACK:
            self.close()
        elif command in (Command.UP, Command.DOWN, Command.NEXT, Command.PREVIOUS):
            self.buttons.move(1 if command in (Command.DOWN, Command.NEXT) else -1)
        else:
            self.buttons.command(command)
        return True

    def pointer(self, pointer: Pointer) -> bool:
        """Hover and click the answers; a click beside the panel is the safe answer."""
        if not self.is_open:
            return False
        if self.buttons.pointer(pointer):
            return True
        if pointer.kind == "down" and pointer.button == 1 and not self.rect.collidepoint(
                pointer.pos):
            self.close()
        return True

    def draw(self, surface: pygame.Surface, assets: Assets, t: float) -> None:
        """The shade over the screen, the panel, the question and the answers."""
        if not self.is_open:
            return
        veil(surface, 200)
        panel(surface, self.rect, theme.PANEL, theme.PINK, radius=20, alpha=255)
        text(surface, assets, self.question, 44, theme.GOLD,
             (self.rect.centerx, self.rect.top + 26), anchor="midtop", kind="condensed")
        text(surface, assets, self.note, 22, theme.INK_DIM,
             (self.rect.centerx, self.rect.top + 90), anchor="midtop", kind="sans")
        self.buttons.draw(surface, assets, True, t)
