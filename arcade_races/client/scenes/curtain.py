"""The hand-over curtain: between human seats of a game with secrets, the screen goes dark
and asks for the next player, so nobody sees another's hand or bet card."""

from __future__ import annotations

import math

import pygame

from arcade_races.client import theme
from arcade_races.client.app import App
from arcade_races.client.input import Command, Pointer
from arcade_races.client.scene import Scene
from arcade_races.client.widgets import seat_token, text


class CurtainScene(Scene):
    """"Hand over to Anna" until someone confirms; covers the whole table."""

    hints = ((Command.CONFIRM, "reveal"), (Command.BACK, "menu"))

    def __init__(self, app: App, seat: int, name: str, note: str = "") -> None:
        super().__init__(app)
        self.seat = seat
        self.name = name
        self.note = note
        self.age = 0.0

    def enter(self) -> None:
        self.app.sounds.play("whoosh")

    def _reveal(self) -> None:
        if self.age > 0.25:  # a held key from the last seat must not reveal at once
            self.app.sounds.play("click")
            self.app.pop()

    def command(self, command: Command) -> None:
        if command in (Command.CONFIRM, Command.PAUSE):
            self._reveal()
        elif command is Command.BACK:
            from arcade_races.client.scenes.play import PauseMenu, PlayScene

            below = self.app.stack[-2] if len(self.app.stack) > 1 else None
            if isinstance(below, PlayScene):
                self.app.push(PauseMenu(self.app, below))

    def pointer(self, pointer: Pointer) -> None:
        if pointer.kind == "down" and pointer.button == 1:
            self._reveal()

    def update(self, dt: float) -> None:
        self.age += dt

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.fill(theme.BG_DEEP)
        color = theme.SEAT_COLORS[self.seat % len(theme.SEAT_COLORS)]
        # Velvet folds of the curtain, swaying a little.
        for i in range(16):
            x = i * w / 16
            sway = 6 * math.sin(self.age * 1.5 + i * 0.7)
            shade = 40 + 18 * (i % 2)
            pygame.draw.rect(surface, (shade + 70, 14, 36 + shade // 3),
                             pygame.Rect(x + sway, 0, w / 16 + 2, h))
        pygame.draw.rect(surface, theme.GOLD, pygame.Rect(0, 0, w, 18))
        for i in range(0, w, 36):
            pygame.draw.circle(surface, theme.GOLD, (i + 18, 18), 12)
        assets = self.app.assets
        seat_token(surface, assets, self.seat, (w / 2, h / 2 - 110), 38,
                   self.app.settings.colour_blind)
        text(surface, assets, f"Hand over to {self.name}", 54, color, (w / 2, h / 2 - 30),
             anchor="center", kind="condensed")
        pulse = 0.5 + 0.5 * math.sin(self.age * 4)
        ink = tuple(int(a + (b - a) * pulse) for a, b in zip(theme.INK_DIM, theme.INK,
                                                              strict=True))
        key = self.app.input.hint(Command.CONFIRM)
        text(surface, assets, f"{self.name}: press {key} to reveal your cards", 28,
             ink, (w / 2, h / 2 + 40), anchor="center")  # type: ignore[arg-type]
        if self.note:
            text(surface, assets, self.note, 20, theme.INK_DIM, (w / 2, h / 2 + 90),
                 anchor="center", kind="sans")
        text(surface, assets, "Everyone else: look away!", 20, theme.GOLD,
             (w / 2, h - 90), anchor="center")
