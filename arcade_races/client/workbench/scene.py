"""The preview scene: the last good picture of the board with the workbench's tags and fact
sheet, the file watched and reloaded on every save, and a broken file's `board check`
messages in a panel over the picture.
"""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass, field
from pathlib import Path

import pygame

from arcade_races.boards.errors import BoardError
from arcade_races.client import theme
from arcade_races.client.app import App
from arcade_races.client.assets import Assets
from arcade_races.client.input import Command
from arcade_races.client.scene import Scene
from arcade_races.client.stage.zones import SIDE, STAGE
from arcade_races.client.widgets import panel, text
from arcade_races.client.workbench import tags
from arcade_races.client.workbench.picture import Side, draw_sides
from arcade_races.client.workbench.source import FileWatch, Stamp, load
from arcade_races.core.errors import ArcadeRacesError
from arcade_races.games import get_spec

log = logging.getLogger("arcade_races.workbench")

MESSAGE_SIZE = 16
MAX_MESSAGE_LINES = 12
"""Lines of messages the panel shows; the rest are counted."""


@dataclass
class Shown:
    """What the preview shows now: the sides of the last good load (with their placed tags),
    the file's problem if its last load failed, and when it was loaded."""

    sides: list[Side] = field(default_factory=list)
    placed: list[list[tags.Placed]] = field(default_factory=list)
    title: str = ""
    game: str = ""
    problem: list[str] = field(default_factory=list)
    loaded_at: str = ""


class PreviewScene(Scene):
    """`board preview FILE`: the board as its game's view draws it, redrawn on every save."""

    def __init__(self, app: App, path: str) -> None:
        super().__init__(app)
        self.path = path
        self.watch = FileWatch(path)
        self.shown = Shown()
        self.side = 0
        self.caption = f"Board preview: {Path(path).name}"
        """The window's title: it names the board (its file until it loads)."""
        self.to_save: list[int] = []
        """Sides still to be shown in a saved frame since the last load (one a frame)."""
        self.reload()

    @property
    def hints(self) -> tuple[tuple[Command, str], ...]:  # type: ignore[override]
        if len(self.shown.sides) > 1:
            return ((Command.NEXT, "other side"), (Command.BACK, "quit"))
        return ((Command.BACK, "quit"),)

    # -- loading ---------------------------------------------------------------------------

    def reload(self) -> None:
        """Load the file again: a new picture, or its problem over the last good one."""
        shown = self.shown
        stamp = self.watch.stamp
        try:
            if stamp.kind != "file":
                raise BoardError(self.path, 0, 0, _absent(stamp))
            loaded = load(self.path)
            sides = draw_sides(self.app, loaded)
        except BoardError as err:
            shown.problem = err.all_lines()
        except (ArcadeRacesError, KeyError, ValueError, TypeError, IndexError) as err:
            # The check passed but the view could not lay the board out: say so, no crash.
            log.info("the view could not draw %s", self.path, exc_info=True)
            shown.problem = [f"{self.path}: the board loads, but its table cannot be drawn "
                             f"({type(err).__name__}: {err})"]
        else:
            placed = [tags.place(s.sheet.marks, s.picture, self.app.assets, STAGE)
                      for s in sides]
            self.shown = Shown(sides, placed, loaded.name, get_spec(loaded.game.id).title, [],
                               time.strftime("%H:%M:%S"))
            self.side = min(self.side, len(sides) - 1)
            self.caption = f"Board preview: {loaded.name} ({Path(self.path).name})"
        if not self.shown.sides:
            self.caption = f"Board preview: {Path(self.path).name}"
        pygame.display.set_caption(self.caption)
        self.to_save = list(range(len(self.shown.sides))) or [0]

    # -- input and time --------------------------------------------------------------------

    def command(self, command: Command) -> None:
        if command is Command.BACK:
            self.app.quit()
        elif self.shown.sides and command in (Command.NEXT, Command.PREVIOUS, Command.LEFT,
                                              Command.RIGHT):
            step = -1 if command in (Command.PREVIOUS, Command.LEFT) else 1
            self.side = (self.side + step) % len(self.shown.sides)

    def update(self, dt: float) -> None:
        if self.watch.changed(time.monotonic()):
            self.reload()

    def next_frame_side(self) -> bool:
        """Whether the coming frame is one to save (after a load, one per side); turns to
        the side it shows."""
        if not self.to_save:
            return False
        side = self.to_save.pop(0)
        if self.shown.sides:
            self.side = side
        return True

    # -- drawing ---------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        shown = self.shown
        assets = self.app.assets
        if shown.sides:
            side = shown.sides[self.side]
            surface.blit(side.picture, (0, 0))
            tags.draw(surface, assets, shown.placed[self.side])
        else:
            _empty_table(surface, self)
        self._draw_sheet(surface)
        if shown.problem:
            self._draw_problem(surface)

    def _draw_sheet(self, surface: pygame.Surface) -> None:
        """The side column: the board's name, the file, its state, and the facts."""
        assets = self.app.assets
        shown = self.shown
        rect = SIDE.copy()
        panel(surface, rect, theme.BG_DEEP, theme.PANEL_EDGE, radius=12, alpha=255)
        x, width = rect.left + 14, rect.width - 28
        y = rect.top + 10
        text(surface, assets, "BOARD PREVIEW", 18, theme.GOLD, (x, y))
        y += 28
        name = shown.title or Path(self.path).name
        y = _wrapped(surface, assets, name, 20, theme.INK, x, y, width, "bold") + 2
        if shown.game:
            side = shown.sides[self.side].title if shown.sides else ""
            words = f"{shown.game} · {side}" if side else shown.game
            text(surface, assets, words, 15, theme.CYAN, (x, y), kind="sans", shadow=False)
            y += 22
        if shown.title:  # (else the file's name is the heading already)
            y = _wrapped(surface, assets, str(Path(self.path).name), 13, theme.INK_DIM, x, y,
                         width, "sans")
        if shown.problem:
            state, color = "broken: see the messages", theme.RED
        else:
            state, color = f"loaded {shown.loaded_at}, watching", theme.GREEN
        text(surface, assets, state, 13, color, (x, y + 2), kind="sans", shadow=False)
        y += 26
        pygame.draw.line(surface, theme.PANEL_EDGE, (x, y), (rect.right - 14, y))
        y += 8
        bottom = rect.bottom - 44
        if shown.sides:
            for line in shown.sides[self.side].sheet.lines:
                if y > bottom - 18:
                    text(surface, assets, "…", 14, theme.INK_DIM, (x, y), kind="sans",
                         shadow=False)
                    break
                label = text(surface, assets, line.label, 14, line.color, (x, y), shadow=False)
                y = _wrapped(surface, assets, line.value, 14, theme.INK,
                             max(label.right + 8, x + 104), y, rect.right - 14
                             - max(label.right + 8, x + 104), "sans")
                y += 2
        keys = "F5 reload · Esc/Q quit"
        if len(shown.sides) > 1:
            keys = "Tab other side · " + keys
        text(surface, assets, keys, 13, theme.INK_DIM, (x, rect.bottom - 40), kind="sans",
             shadow=False)
        text(surface, assets, "redrawn on every save", 13, theme.INK_FAINT,
             (x, rect.bottom - 22), kind="sans", shadow=False)

    def _draw_problem(self, surface: pygame.Surface) -> None:
        """The file's messages, over the picture (dimmed), as `board check` prints them."""
        assets = self.app.assets
        shown = self.shown
        veil = pygame.Surface(STAGE.size, pygame.SRCALPHA)
        veil.fill((*theme.BG_DEEP, 120))
        surface.blit(veil, STAGE.topleft)
        width = STAGE.width - 80
        font = assets.font(MESSAGE_SIZE, "sans")
        rows: list[str] = []
        for message in shown.problem[:MAX_MESSAGE_LINES]:
            rows.extend(_wrap(font, message, width - 40))
        more = len(shown.problem) - MAX_MESSAGE_LINES
        if more > 0:
            rows.append(f"… and {more} more (arcade-races board check shows them all)")
        rows = rows[:20]
        height = 96 + 22 * len(rows)
        box = pygame.Rect(0, 0, width, height)
        box.center = STAGE.center
        panel(surface, box, theme.BG_DEEP, theme.RED, radius=14, alpha=240)
        text(surface, assets, "THIS BOARD DOES NOT LOAD", 22, theme.RED,
             (box.left + 20, box.top + 14))
        note = ("the last good picture is behind this; save the file to try again"
                if shown.sides else "nothing loaded yet; save the file to try again")
        text(surface, assets, note, 14, theme.INK_DIM, (box.left + 20, box.top + 46),
             kind="sans", shadow=False)
        y = box.top + 76
        for row in rows:
            text(surface, assets, row, MESSAGE_SIZE, theme.INK, (box.left + 20, y), kind="sans",
                 shadow=False)
            y += 22


def _absent(stamp: Stamp) -> str:
    """What a file that is not (or no longer) a file is, and that the preview waits."""
    what = {"missing": "no such file", "folder": "is a folder, not a file"}.get(
        stamp.kind, "is not a file that can be read")
    return f"{what}; waiting for it to come back"


def _empty_table(surface: pygame.Surface, scene: PreviewScene) -> None:
    surface.fill(theme.BG)
    panel(surface, STAGE, theme.FELT_DARK, theme.PANEL_EDGE, radius=14)


def _wrap(font: pygame.font.Font, words: str, width: int) -> list[str]:
    """`words` broken into lines of at most `width` pixels (at spaces; a long path at any
    character)."""
    rows: list[str] = []
    row = ""
    for word in words.split(" "):
        trial = f"{row} {word}" if row else word
        if font.size(trial)[0] <= width:
            row = trial
            continue
        if row:
            rows.append(row)
        row = word
        while font.size(row)[0] > width and len(row) > 1:
            cut = len(row)
            while cut > 1 and font.size(row[:cut])[0] > width:
                cut -= 1
            rows.append(row[:cut])
            row = row[cut:]
    if row:
        rows.append(row)
    return rows


def _wrapped(surface: pygame.Surface, assets: Assets, words: str, size: int,
             color: tuple[int, int, int], x: int, y: int, width: int, kind: str) -> int:
    """Draw `words` wrapped to `width` from (x, y); the y under the last line."""
    font = assets.font(size, kind)
    for row in _wrap(font, words, max(20, width)):
        text(surface, assets, row, size, color, (x, y), kind=kind, shadow=False)
        y += font.get_linesize()
    return y


__all__ = ["PreviewScene"]
