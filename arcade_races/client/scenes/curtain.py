"""The hand-over curtain: between human seats of a game with secrets, the screen goes dark
and asks for the next player, so nobody sees another's hand or bet card; on its panel, what
happened since that player's last turn (`client.recap`), in type big enough for the sofa."""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from arcade_races.client import theme
from arcade_races.client.app import App
from arcade_races.client.assets import Assets
from arcade_races.client.input import Command, Pointer
from arcade_races.client.scene import Scene
from arcade_races.client.widgets import panel, seat_token, text

RECAP_SIZES = (30, 26)
"""The recap's type, largest first: lines too long at 30 px are set at 26, then wrapped."""
RECAP_WIDTH = 1040
"""The recap panel's width on the 1280 px canvas."""
RECAP_HEIGHT = 380
"""The recap panel's greatest height: it stays clear of the reveal line and the hint bar."""


class CurtainScene(Scene):
    """"Hand over to Anna" until someone confirms; covers the whole table."""

    hints = ((Command.CONFIRM, "reveal"), (Command.BACK, "menu"))

    def __init__(self, app: App, seat: int, name: str, note: str = "",
                 recap: Sequence[str] = ()) -> None:
        super().__init__(app)
        self.seat = seat
        self.name = name
        self.note = note
        self.recap = list(recap)
        """What happened since this seat's last turn, the most important first."""
        self.age = 0.0
        self._panel: pygame.Surface | None = None

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
        if self.recap:
            self._draw_with_recap(surface, color)
            return
        seat_token(surface, assets, self.seat, (w / 2, h / 2 - 110), 38,
                   self.app.settings.colour_blind)
        text(surface, assets, f"Hand over to {self.name}", 54, color, (w / 2, h / 2 - 30),
             anchor="center", kind="condensed")
        self._draw_reveal(surface, h / 2 + 40)
        if self.note:
            text(surface, assets, self.note, 20, theme.INK_DIM, (w / 2, h / 2 + 90),
                 anchor="center", kind="sans")
        text(surface, assets, "Everyone else: look away!", 20, theme.GOLD,
             (w / 2, h - 90), anchor="center")

    def _draw_reveal(self, surface: pygame.Surface, y: float) -> None:
        """The pulsing "press Enter to reveal" line centred at `y`."""
        pulse = 0.5 + 0.5 * math.sin(self.age * 4)
        ink = tuple(int(a + (b - a) * pulse) for a, b in zip(theme.INK_DIM, theme.INK,
                                                              strict=True))
        key = self.app.input.hint(Command.CONFIRM)
        text(surface, self.app.assets, f"{self.name}: press {key} to reveal your cards", 28,
             ink, (surface.get_width() / 2, y), anchor="center")  # type: ignore[arg-type]

    def _draw_with_recap(self, surface: pygame.Surface, color: tuple[int, int, int]) -> None:
        """The hand-over with the recap panel between the name and the reveal line."""
        w, h = surface.get_size()
        assets = self.app.assets
        # The token and the name as one group, centred, whatever the name's length.
        words = f"Hand over to {self.name}"
        width = assets.font(54, "condensed").size(words)[0]
        left = (w - (width + 80)) / 2
        seat_token(surface, assets, self.seat, (left + 30, 110), 30,
                   self.app.settings.colour_blind)
        text(surface, assets, words, 54, color, (left + 80, 110), anchor="midleft",
             kind="condensed")
        if self._panel is None:
            self._panel = recap_panel(assets, self.recap, min(RECAP_WIDTH, w - 80))
        rect = self._panel.get_rect(midtop=(w // 2, 170))
        surface.blit(self._panel, rect)
        self._draw_reveal(surface, rect.bottom + 40)
        note_y = rect.bottom + 78
        if self.note:
            text(surface, assets, self.note, 20, theme.INK_DIM, (w / 2, note_y),
                 anchor="center", kind="sans")
        text(surface, assets, "Everyone else: look away!", 22, theme.GOLD,
             (w / 2, max(note_y + 34, h - 72)), anchor="center")


def recap_rows(assets: Assets, lines: Sequence[str], width: int) -> list[tuple[str, int, bool]]:
    """The recap set in rows that fit `width`: (words, size, starts a line) each. Every line
    is set at the largest of `RECAP_SIZES` they all fit in (one size reads calmer), else at
    the smallest, a line too long for it wrapped."""
    size = next((s for s in RECAP_SIZES
                 if all(assets.font(s).size(line)[0] <= width for line in lines)),
                RECAP_SIZES[-1])
    font = assets.font(size)
    rows: list[tuple[str, int, bool]] = []
    for line in lines:
        first = True
        words = line.split()
        while words:
            take = len(words)
            while take > 1 and font.size(" ".join(words[:take]))[0] > width:
                take -= 1
            rows.append((" ".join(words[:take]), size, first))
            first = False
            words = words[take:]
    return rows


def recap_panel(assets: Assets, lines: Sequence[str], width: int,
                max_height: int = RECAP_HEIGHT) -> pygame.Surface:
    """The curtain's recap panel, drawn once: a heading and the lines, each with a bullet.
    Lines that would make it taller than `max_height` are left off, the least important
    (the last) first, so that nothing is cut off."""
    inner = width - 90
    kept = list(lines)
    while True:
        rows = recap_rows(assets, kept, inner)
        height = 64 + sum(s + 14 for _, s, _ in rows) + 14
        if height <= max_height or len(kept) <= 1:
            break
        kept.pop()
    image = pygame.Surface((width + 12, height + 12), pygame.SRCALPHA)
    rect = pygame.Rect(0, 0, width, height)
    panel(image, rect, theme.BG_DEEP, theme.GOLD, radius=18, alpha=225)
    text(image, assets, "SINCE YOUR LAST TURN", 22, theme.GOLD, (rect.centerx, 16),
         anchor="midtop", kind="condensed")
    y = 60
    for words, size, first in rows:
        if first:
            pygame.draw.circle(image, theme.PINK, (46, y + size // 2 + 2), 7)
        text(image, assets, words, size, theme.INK, (66, y))
        y += size + 14
    return image
