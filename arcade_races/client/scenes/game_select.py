"""Choosing a game: every registered game as a big card. Play goes on to the seats, Watch to a
short exhibition setup (how many AI players, how good, how fast), Rules to the rules page."""

from __future__ import annotations

import math
from dataclasses import replace
from typing import TYPE_CHECKING

import pygame

from arcade_races.client import theme
from arcade_races.client.assets import Assets
from arcade_races.client.input import Command, Pointer
from arcade_races.client.registry import CLIENT_GAMES
from arcade_races.client.scenes.title import MenuScene, big_button, new_seed, wrap_text
from arcade_races.client.widgets import Button, Choice, Menu, fit_text, panel, text, veil
from arcade_races.games import GAMES, GameSpec

if TYPE_CHECKING:
    from arcade_races.client.app import App

BANNERS = {"play": "CHOOSE A GAME", "watch": "WATCH AN EXHIBITION", "rules": "RULES"}
PROMPTS = {
    "play": "Pick the game for tonight's race meeting.",
    "watch": "Sit back: the AI plays, you watch. Pick a game.",
    "rules": "Which game's rules?",
}
ACTIONS = {"play": "PLAY", "watch": "WATCH", "rules": "READ RULES"}
LEVEL_CHOICES: tuple[str, ...] = ("easy", "normal", "hard", "mixed")
DEFAULT_PLAYERS = 4


def players_text(spec: GameSpec) -> str:
    """`2-10 players` (or `4 players` when the count is fixed)."""
    if spec.min_players == spec.max_players:
        return f"{spec.min_players} players"
    return f"{spec.min_players}-{spec.max_players} players"


ONE_ROW = 5
"""Up to this many game cards stand side by side in one row; more go in rows of three."""


def columns_for(count: int) -> int:
    """How many game cards stand in a row: all of them up to `ONE_ROW`, else three."""
    return max(1, count) if count <= ONE_ROW else 3


def card_layout(count: int, area: pygame.Rect) -> list[pygame.Rect]:
    """Where `count` game cards go in `area`: one row of up to five, else rows of three."""
    columns = columns_for(count)
    rows = math.ceil(count / columns)
    gap = 30 if columns < 4 else 20 if columns == 4 else 16
    width = min(520 if count == 1 else 480, (area.width - gap * (columns - 1)) // columns)
    height = min(440, (area.height - gap * (rows - 1)) // rows)
    rects = []
    for index in range(count):
        row, col = divmod(index, columns)
        in_row = min(columns, count - row * columns)
        left = area.centerx - (in_row * width + (in_row - 1) * gap) // 2
        top = area.centery - (rows * height + (rows - 1) * gap) // 2
        rects.append(pygame.Rect(left + col * (width + gap), top + row * (height + gap),
                                 width, height))
    return rects


def emblem(surface: pygame.Surface, assets: Assets, game_id: str, rect: pygame.Rect,
           t: float) -> None:
    """A game's picture on its card, framed: the entry's own emblem (the aces fanned out, a
    velodrome, horses in their lanes, tracks being stretched)."""
    pygame.draw.rect(surface, theme.FELT_DARK, rect, border_radius=12)
    inner = rect.inflate(-12, -12)
    pygame.draw.rect(surface, theme.FELT, inner, border_radius=10)
    pygame.draw.rect(surface, theme.WOOD, rect, 4, border_radius=12)
    clip = surface.get_clip()
    surface.set_clip(inner.clip(clip))  # a picture never spills over its frame
    CLIENT_GAMES[game_id].emblem(surface, assets, inner, t)
    surface.set_clip(clip)


def pitch_lines(assets: Assets, pitch: str, width: int, height: int) -> tuple[list[str], int]:
    """A game's pitch wrapped into `width` at the largest size (19 down to 15) whose lines
    fit in `height`; at the smallest size, the lines that fit."""
    for size in (19, 18, 17, 16, 15):
        lines = wrap_text(assets, pitch, size, width)
        step = assets.font(size, "sans").get_linesize() + 2
        if len(lines) * step <= height:
            return lines, size
    return lines[:max(1, height // step)], size


class GameSelectScene(MenuScene):
    """Every registered game as a card; `mode` is play, watch or rules."""

    hints = ((Command.LEFT, "choose"), (Command.CONFIRM, "select"), (Command.BACK, "back"))
    AREA = pygame.Rect(40, 140, 1200, 500)

    def __init__(self, app: App, mode: str = "play") -> None:
        super().__init__(app)
        if mode not in BANNERS:
            raise ValueError(f"mode is play, watch or rules, not {mode!r}")
        self.mode = mode
        self.banner = BANNERS[mode]
        self.specs = [GAMES[game_id] for game_id in CLIENT_GAMES if game_id in GAMES]
        self.rects = card_layout(len(self.specs), self.AREA)
        self.focus = 0
        self.lift = [0.0] * len(self.specs)
        self.columns = columns_for(len(self.specs))

    def _move(self, delta: int) -> None:
        index = self.focus + delta
        if 0 <= index < len(self.specs) and index != self.focus:
            self.focus = index
            self.click()

    def choose(self, index: int) -> None:
        """Go on with game `index`."""
        spec = self.specs[index]
        if self.mode == "play":
            self.app.push(self.app.make_scene("seat_setup", spec.id))
        elif self.mode == "watch":
            self.app.push(ExhibitionSetup(self.app, spec))
        else:
            self.app.push(self.app.make_scene("rules", spec.id))

    def command(self, command: Command) -> None:
        if command is Command.BACK:
            self.app.pop()
        elif command is Command.LEFT:
            self._move(-1)
        elif command is Command.RIGHT:
            self._move(1)
        elif command is Command.UP:
            self._move(-self.columns)
        elif command is Command.DOWN:
            self._move(self.columns)
        elif command is Command.CONFIRM and self.specs:
            self.choose(self.focus)

    def pointer(self, pointer: Pointer) -> None:
        for index, rect in enumerate(self.rects):
            if not rect.collidepoint(pointer.pos):
                continue
            if pointer.kind == "move" and index != self.focus:
                self.focus = index
                self.click()
            elif pointer.kind == "down" and pointer.button == 1:
                self.focus = index
                self.choose(index)
            return

    def update(self, dt: float) -> None:
        super().update(dt)
        for index in range(len(self.lift)):
            goal = 1.0 if index == self.focus else 0.0
            self.lift[index] += (goal - self.lift[index]) * min(1.0, dt * 12)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_backdrop(surface)
        assets = self.app.assets
        text(surface, assets, PROMPTS[self.mode], 22, theme.INK_DIM, (640, 96),
             anchor="midtop", kind="sans")
        t = self.app.time
        for index, (spec, rect) in enumerate(zip(self.specs, self.rects, strict=True)):
            self._draw_card(surface, spec, rect.move(0, round(-10 * self.lift[index])),
                            index == self.focus, t)
        self.draw_wipe(surface)

    def _draw_card(self, surface: pygame.Surface, spec: GameSpec, rect: pygame.Rect,
                   focused: bool, t: float) -> None:
        assets = self.app.assets
        if focused:
            halo = rect.inflate(18, 18)
            glow = pygame.Surface(halo.size, pygame.SRCALPHA)
            pulse = 0.5 + 0.5 * math.sin(t * 5)
            pygame.draw.rect(glow, (*theme.GOLD, round(50 + 60 * pulse)), glow.get_rect(), 6,
                             border_radius=24)
            surface.blit(glow, halo)
        panel(surface, rect, theme.PANEL_HI if focused else theme.PANEL,
              theme.GOLD if focused else theme.PANEL_EDGE, radius=18, alpha=245)
        # A narrow card (five in a row) keeps its picture landscape rather than tall.
        art = pygame.Rect(rect.left + 14, rect.top + 14, rect.width - 28,
                          min(round(rect.height * 0.42), round((rect.width - 28) * 0.62)))
        emblem(surface, assets, spec.id, art, t if focused else 0.0)
        y = art.bottom + 14
        words = spec.title.upper()
        size = fit_text(assets, words, 38, rect.width - 30, "condensed")
        title = text(surface, assets, words, size, theme.GOLD, (rect.centerx, y),
                     anchor="midtop", kind="condensed")
        chip_words = players_text(spec).upper()
        chip_img = assets.text(chip_words, 16, theme.BG_DEEP, "bold")
        chip = pygame.Rect(0, 0, chip_img.get_width() + 24, 26)
        chip.midtop = (rect.centerx, title.bottom + 8)
        pygame.draw.rect(surface, theme.CYAN, chip, border_radius=13)
        surface.blit(chip_img, chip_img.get_rect(center=chip.center))
        y = chip.bottom + 12
        lines, size = pitch_lines(assets, spec.pitch, rect.width - 32, rect.bottom - 46 - y)
        for line in lines:
            drawn = text(surface, assets, line, size, theme.INK, (rect.centerx, y),
                         anchor="midtop", kind="sans", shadow=False)
            y = drawn.bottom + 2
        if focused:
            words = f"▶  {ACTIONS[self.mode]}"
            color = theme.PINK if int(t * 2.5) % 2 == 0 else theme.GOLD
            text(surface, assets, words, 22, color, (rect.centerx, rect.bottom - 16),
                 anchor="midbottom")


class ExhibitionSetup(MenuScene):
    """Over the game cards: how many AI players, how good and how fast; then the show."""

    opaque = False
    hints = ((Command.UP, "move"), (Command.LEFT, "change"), (Command.CONFIRM, "select"),
             (Command.BACK, "back"))

    def __init__(self, app: App, spec: GameSpec) -> None:
        super().__init__(app)
        from arcade_races.client.scenes.play import SPEEDS

        self.spec = spec
        self.speeds = SPEEDS
        counts = list(range(spec.min_players, spec.max_players + 1))
        self.counts = counts
        default = DEFAULT_PLAYERS if DEFAULT_PLAYERS in counts else counts[0]
        self.players = default
        self.level = "normal"
        self.speed = 1.0
        self.rect = pygame.Rect(0, 0, 640, 400)
        self.rect.center = (640, 390)
        rows = pygame.Rect(self.rect.left + 40, self.rect.top + 110, self.rect.width - 80, 4 * 64)
        self.menu = Menu([
            Choice("Players", [str(n) for n in counts], counts.index(default), self._players),
            Choice("AI level", list(LEVEL_CHOICES), LEVEL_CHOICES.index("normal"), self._level),
            Choice("Speed", [f"{s:g}×" for s in SPEEDS], SPEEDS.index(1.0), self._speed),
            Button("Start the show", self.start),
        ], rows, row_height=64, on_focus=lambda _: self.click())
        # Drawn as the choices alone: the start row is the big button, which the menu's own
        # panel for it would peek out from under.
        self.choices = Menu(self.menu.items[:-1], rows, row_height=64)

    def _players(self, index: int) -> None:
        self.players = self.counts[index]
        self.click()

    def _level(self, index: int) -> None:
        self.level = LEVEL_CHOICES[index]
        self.click()

    def _speed(self, index: int) -> None:
        self.speed = self.speeds[index]
        self.click()

    def start(self) -> None:
        """AI seats, a fresh seed, and the exhibition (not recorded: nothing to resume)."""
        from arcade_races.ai import LEVELS
        from arcade_races.gamesetup import ai_seats, make_header

        level = "normal" if self.level == "mixed" else self.level
        seats = ai_seats(self.spec.id, self.players, level)
        if self.level == "mixed":
            seats = tuple(replace(seat, level=LEVELS[i % len(LEVELS)])
                          for i, seat in enumerate(seats))
        header = make_header(self.spec.id, seats, new_seed())
        self.app.reset_to(self.app.make_scene("play", header, exhibition=True, speed=self.speed,
                                    record=False))

    def command(self, command: Command) -> None:
        if command is Command.BACK:
            self.app.pop()
        else:
            self.menu.command(command)

    def pointer(self, pointer: Pointer) -> None:
        self.menu.pointer(pointer)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.menu.update(dt)
        self.choices.focus = self.menu.focus
        self.choices.pulse = self.menu.pulse

    def draw(self, surface: pygame.Surface) -> None:
        assets = self.app.assets
        veil(surface, 190)
        grow = min(1.0, self.age / 0.18)
        rect = self.rect.inflate(round(-40 * (1 - grow)), round(-40 * (1 - grow)))
        panel(surface, rect, theme.PANEL, theme.PINK, radius=20, alpha=250)
        text(surface, assets, "EXHIBITION", 40, theme.GOLD, (rect.centerx, rect.top + 20),
             anchor="midtop", kind="condensed")
        text(surface, assets, f"{self.spec.title}: AI players only, race after race", 19,
             theme.INK_DIM, (rect.centerx, rect.top + 70), anchor="midtop", kind="sans")
        if grow >= 1.0:
            self.choices.draw(surface, assets)
            start = self.menu.row_rect(len(self.menu.items) - 1).move(0, 6)
            big_button(surface, assets, start, "START THE SHOW  ▶",
                       self.menu.focus == len(self.menu.items) - 1, True, True, self.app.time)
