"""A game's rules on one page: headings and short paragraphs, suit symbols in their colours,
scrolled with up/down, the wheel or a page at a time."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from arcade_races.client import theme
from arcade_races.client.input import Command, Pointer
from arcade_races.client.registry import client_game
from arcade_races.client.scenes.title import MenuScene, rich_text, wrap_text
from arcade_races.client.widgets import panel
from arcade_races.games import GAMES

if TYPE_CHECKING:
    from arcade_races.client.app import App

PAGE = pygame.Rect(170, 96, 940, 570)
MARGIN = 36
BODY_SIZE = 20
HEADING_SIZE = 24
LINE = 27
FADE = 26
"""Height of the fades where the text scrolls out of the page."""
STEP = LINE * 2
"""How far one press of up or down scrolls, in pixels."""


def rules_of(game_id: str) -> list[tuple[str, str]]:
    """The rules page of a game; one without its own page gets its pitch and where to read."""
    entry = client_game(game_id)
    if entry is not None:
        return entry.rules
    spec = GAMES.get(game_id)
    pitch = spec.pitch if spec is not None else ""
    return [("In short", pitch),
            ("The full rules", f"Read docs/{game_id}.md in the Arcade Races folder.")]


class RulesScene(MenuScene):
    """The rules of `game_id`, scrollable."""

    hints = ((Command.UP, "scroll"), (Command.NEXT, "page down"), (Command.BACK, "back"))

    def __init__(self, app: App, game_id: str) -> None:
        super().__init__(app)
        spec = GAMES.get(game_id)
        self.banner = f"RULES · {(spec.title if spec else game_id).upper()}"
        assets = app.assets
        width = PAGE.width - 2 * MARGIN - 20
        self.lines: list[tuple[str, str, int]] = []
        """(kind, words, y) laid out once: kind is heading, body, or term (a body line that
        starts with a term before a colon, as in a list of variants)."""
        y = 0
        for heading, paragraph in rules_of(game_id):
            self.lines.append(("heading", heading.upper(), y))
            y += HEADING_SIZE + 12
            pieces = paragraph.split("\n")
            for piece in pieces:
                for n, line in enumerate(wrap_text(assets, piece, BODY_SIZE, width)):
                    listed = len(pieces) > 1 and n == 0 and ": " in line
                    self.lines.append(("term" if listed else "body", line, y))
                    y += LINE
            y += 16
        self.height = y
        self.view = PAGE.height - 2 * 24
        self.scroll = 0.0
        self.target = 0
        self.fade = pygame.Surface((PAGE.width - 40, FADE), pygame.SRCALPHA)
        for row in range(FADE):
            alpha = round(235 * (1 - row / FADE) ** 1.5)
            self.fade.fill((*theme.BG_DEEP, alpha), (0, row, self.fade.get_width(), 1))
        self.fade_up = pygame.transform.flip(self.fade, False, True)

    @property
    def max_scroll(self) -> int:
        """How far the page scrolls."""
        return max(0, self.height - self.view)

    def scroll_by(self, pixels: int) -> None:
        """Scroll smoothly by `pixels` (down is positive)."""
        before = self.target
        self.target = max(0, min(self.max_scroll, self.target + pixels))
        if self.target != before:
            self.click()

    def command(self, command: Command) -> None:
        if command is Command.BACK:
            self.app.pop()
        elif command is Command.UP:
            self.scroll_by(-STEP)
        elif command is Command.DOWN:
            self.scroll_by(STEP)
        elif command in (Command.NEXT, Command.RIGHT, Command.CONFIRM):
            self.scroll_by(self.view - LINE)
        elif command in (Command.PREVIOUS, Command.LEFT):
            self.scroll_by(-(self.view - LINE))

    def pointer(self, pointer: Pointer) -> None:
        if pointer.kind == "wheel":
            self.scroll_by(-pointer.wheel * STEP)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.scroll += (self.target - self.scroll) * min(1.0, dt * 14)
        if abs(self.target - self.scroll) < 0.5:
            self.scroll = float(self.target)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_backdrop(surface)
        assets = self.app.assets
        panel(surface, PAGE, theme.BG_DEEP, theme.PANEL_EDGE, radius=18, alpha=225)
        inner = PAGE.inflate(-2 * MARGIN + 20, -48)
        inner.left = PAGE.left + MARGIN
        old_clip = surface.get_clip()
        surface.set_clip(inner.inflate(0, 8))
        top = inner.top - round(self.scroll)
        for kind, words, y in self.lines:
            at = top + y
            if at > inner.bottom + 4 or at < inner.top - LINE - 12:
                continue
            if kind == "heading":
                pygame.draw.rect(surface, theme.PINK, (inner.left, at + 4, 6, HEADING_SIZE - 4))
                rich_text(surface, assets, words, HEADING_SIZE, theme.GOLD,
                          (inner.left + 16, at), kind="condensed", shadow=True)
            elif kind == "term":
                term, rest = words.split(": ", 1)
                x = inner.left + 16
                x += rich_text(surface, assets, f"{term}: ", BODY_SIZE, theme.CYAN, (x, at),
                               kind="bold")
                rich_text(surface, assets, rest, BODY_SIZE, theme.INK, (x, at))
            else:
                rich_text(surface, assets, words, BODY_SIZE, theme.INK, (inner.left + 16, at))
        if self.scroll > 1:
            surface.blit(self.fade, (PAGE.left + 10, inner.top - 4))
        if self.scroll < self.max_scroll - 1:
            surface.blit(self.fade_up, (PAGE.left + 10, inner.bottom + 4 - FADE))
        surface.set_clip(old_clip)
        self._draw_scrollbar(surface)
        self.draw_wipe(surface)

    def _draw_scrollbar(self, surface: pygame.Surface) -> None:
        if self.max_scroll <= 0:
            return
        track = pygame.Rect(PAGE.right - 22, PAGE.top + 24, 8, PAGE.height - 48)
        pygame.draw.rect(surface, theme.PANEL, track, border_radius=4)
        length = max(30, round(track.height * self.view / self.height))
        y = track.top + round((track.height - length) * self.scroll / self.max_scroll)
        pygame.draw.rect(surface, theme.PINK, (track.left, y, track.width, length),
                         border_radius=4)
