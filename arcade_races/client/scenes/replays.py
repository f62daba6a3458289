"""Replays: the list of saved games, and watching one again with its game's view.

Every game is saved as it is played (`runner.LiveMatch`), so this list is also the place to pick
an unfinished game up again. `ReplaysScene` lists the files; `ReplayPlaybackScene` plays one back
with pause, speed, single steps and a timeline to seek on; `resume_scene` turns an unfinished
replay into a running game (the title's Continue uses it). A file that cannot be read gets its
one-line message in a panel, never a traceback.
"""

from __future__ import annotations

import datetime as dt
import logging
import math
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import ClassVar

import pygame

from arcade_races.client import theme
from arcade_races.client.app import App
from arcade_races.client.assets import Assets
from arcade_races.client.input import Command, Pointer
from arcade_races.client.registry import client_game, variant_text
from arcade_races.client.replaylist import (
    ReplayEntry,
    delete_replay,
    game_title,
    list_replays,
    parse_created,
)
from arcade_races.client.scene import Scene
from arcade_races.client.scenes.play import SPEEDS, PlayScene
from arcade_races.client.views import GameView, make_view
from arcade_races.client.widgets import (
    Button,
    Menu,
    backdrop,
    fit_text,
    panel,
    seat_token,
    text,
    title_banner,
)
from arcade_races.core.actions import Action
from arcade_races.core.errors import ArcadeRacesError
from arcade_races.core.state import Game, State
from arcade_races.match import Step
from arcade_races.replay import Replay, ReplayError, read_replay, replay_game

log = logging.getLogger("arcade_races.replays")

Color = tuple[int, int, int]



BEAT = 0.35
"""The least time one action stays on screen at 1x, for actions the view does not animate."""
MAX_STEPS_PER_UPDATE = 8
"""Actions fed to the view in one update at the highest speeds."""
START_DELAY = 0.6
"""Seconds before playback starts on opening, so the table can be seen first."""
JUMP = 10
"""Actions skipped by NEXT and PREVIOUS."""
END_ROWS = 6
"""Standings shown in the end-of-recording box (the rest are summed up in a line)."""


# -- small helpers ---------------------------------------------------------------------------


def short_message(message: str, path: str | Path) -> str:
    """A one-line message with the file's folder left off (the name says enough on screen)."""
    full = str(path)
    line = message.splitlines()[0] if message else "unknown problem"
    if line.startswith(full):
        return Path(full).name + line[len(full):]
    return line


def clip(assets: Assets, words: str, size: int, width: int, kind: str = "bold") -> str:
    """`words`, cut with an ellipsis to fit `width` pixels."""
    font = assets.font(size, kind)
    if font.size(words)[0] <= width:
        return words
    while words and font.size(words + "…")[0] > width:
        words = words[:-1]
    return words.rstrip() + "…"


def wrap(assets: Assets, words: str, size: int, width: int, kind: str = "sans",
         max_lines: int = 6) -> list[str]:
    """`words` broken into lines of at most `width` pixels (long words are split too)."""
    font = assets.font(size, kind)
    lines: list[str] = []
    line = ""
    for word in words.split():
        while font.size(word)[0] > width:  # a path without spaces: break it anywhere
            cut = len(word)
            while cut > 1 and font.size(word[:cut])[0] > width:
                cut -= 1
            if line:
                lines.append(line)
                line = ""
            lines.append(word[:cut])
            word = word[cut:]
        candidate = f"{line} {word}".strip()
        if font.size(candidate)[0] <= width:
            line = candidate
        else:
            lines.append(line)
            line = word
    if line:
        lines.append(line)
    if len(lines) > max_lines:
        lines = [*lines[: max_lines - 1], clip(assets, " ".join(lines[max_lines - 1:]), size,
                                                width, kind)]
    return lines


class TextFit:
    """`clip` and `wrap` with a memory, so a scene measures the same words once rather than
    on every frame."""

    LIMIT = 512

    def __init__(self, assets: Assets) -> None:
        self.assets = assets
        self._clipped: dict[tuple[str, int, int, str], str] = {}
        self._wrapped: dict[tuple[str, int, int, str, int], list[str]] = {}

    def clip(self, words: str, size: int, width: int, kind: str = "bold") -> str:
        """`clip(assets, ...)`, remembered."""
        key = (words, size, width, kind)
        found = self._clipped.get(key)
        if found is None:
            if len(self._clipped) > self.LIMIT:
                self._clipped.clear()
            found = self._clipped[key] = clip(self.assets, words, size, width, kind)
        return found

    def wrap(self, words: str, size: int, width: int, kind: str = "sans",
             max_lines: int = 6) -> list[str]:
        """`wrap(assets, ...)`, remembered."""
        key = (words, size, width, kind, max_lines)
        found = self._wrapped.get(key)
        if found is None:
            if len(self._wrapped) > self.LIMIT:
                self._wrapped.clear()
            found = self._wrapped[key] = wrap(self.assets, words, size, width, kind,
                                              max_lines)
        return found


def date_text(when: dt.datetime | str, now: dt.datetime | None = None) -> tuple[str, str]:
    """A start time as two short lines in local time: ("Today", "14:05"), ("Sat 29 Nov",
    "13:27"), or for another year ("29 Nov 2025", "13:27")."""
    if not isinstance(when, dt.datetime):
        return (when or "unknown date", "")
    local = when.astimezone()
    today = (now or dt.datetime.now().astimezone()).date()
    clock = local.strftime("%H:%M")
    if local.date() == today:
        return ("Today", clock)
    if local.date() == today - dt.timedelta(days=1):
        return ("Yesterday", clock)
    if local.year == today.year:
        return (local.strftime("%a %d %b"), clock)
    return (local.strftime("%d %b %Y"), clock)


def score_text(game_id: str, units: str, score: int) -> str:
    """A recorded score as its game counts it: `+4` points, or `48,500` in cash."""
    from arcade_races.games import GAMES

    spec = GAMES.get(game_id)
    if spec is None:
        return f"{score:+d}"
    return spec.score_text(score, units or None)


def unit_name(units: str, amount: int) -> str:
    """The unit for `amount`: "points", but "1 point" (and "sip" for one sip).

    >>> unit_name("points", -1), unit_name("sips", 4)
    ('point', 'sips')
    """
    units = units or "points"
    return units[:-1] if abs(amount) == 1 and units.endswith("s") else units


def trash_icon(surface: pygame.Surface, center: tuple[int, int], color: Color) -> None:
    """A small bin: lid, handle and a ribbed body."""
    cx, cy = center
    pygame.draw.rect(surface, color, (cx - 9, cy - 8, 18, 3), border_radius=1)
    pygame.draw.rect(surface, color, (cx - 3, cy - 11, 6, 3), 1)
    body = pygame.Rect(cx - 7, cy - 4, 14, 15)
    pygame.draw.rect(surface, color, body, 2, border_bottom_left_radius=3,
                     border_bottom_right_radius=3)
    for dx in (-3, 0, 3):
        pygame.draw.line(surface, color, (cx + dx, cy - 1), (cx + dx, cy + 7), 1)


def play_icon(surface: pygame.Surface, center: tuple[int, int], playing: bool, color: Color,
              size: int = 12) -> None:
    """The play triangle, or the two bars of pause while playing."""
    cx, cy = center
    if playing:
        w = max(3, size // 3)
        pygame.draw.rect(surface, color, (cx - size // 2 - 1, cy - size // 2 - 2, w, size + 4))
        pygame.draw.rect(surface, color, (cx + size // 2 - w + 1, cy - size // 2 - 2, w,
                                          size + 4))
    else:
        pygame.draw.polygon(surface, color, [(cx - size // 2 + 2, cy - size // 2 - 2),
                                             (cx - size // 2 + 2, cy + size // 2 + 2),
                                             (cx + size // 2 + 3, cy)])


def pill(surface: pygame.Surface, assets: Assets, words: str, color: Color,
         pos: tuple[int, int], size: int = 14, anchor: str = "midleft") -> pygame.Rect:
    """A small rounded label: dark text on a coloured pill."""
    image = assets.text(words, size, theme.BG_DEEP, "bold")
    rect = image.get_rect().inflate(16, 6)
    setattr(rect, anchor, pos)
    pygame.draw.rect(surface, color, rect, border_radius=rect.height // 2)
    surface.blit(image, image.get_rect(center=rect.center))
    return rect


def _shade(surface: pygame.Surface, alpha: int = 170) -> None:
    veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    veil.fill((*theme.BG_DEEP, alpha))
    surface.blit(veil, (0, 0))


# -- overlays --------------------------------------------------------------------------------


class ChoiceOverlay(Scene):
    """A modal box over the scene below: a title, a few lines, and buttons.

    `choices` are (label, action, note); an action decides itself whether to pop the box.
    `tone` colours the frame (gold for a question, red for a problem).
    """

    opaque = False
    hints: tuple[tuple[Command, str], ...] = (
        (Command.UP, "choose"), (Command.CONFIRM, "select"), (Command.BACK, "cancel"))

    def __init__(
        self,
        app: App,
        title: str,
        lines: Sequence[str],
        choices: Sequence[tuple[str, Callable[[], None], str]],
        focus: int = 0,
        tone: Color = theme.GOLD,
        width: int = 720,
    ) -> None:
        super().__init__(app)
        self.title = title
        self.tone = tone
        self.width = width
        self.body = [wrapped for line in lines
                     for wrapped in wrap(app.assets, line, 20, width - 80, max_lines=4)]
        rows = len(choices)
        height = 96 + 28 * len(self.body) + 20 + rows * 58 + 24
        self.rect = pygame.Rect(0, 0, width, height)
        self.rect.center = (theme.CANVAS[0] // 2, min(360, 340 + height // 8))
        menu_rect = pygame.Rect(self.rect.left + 60, self.rect.bottom - 24 - rows * 58,
                                width - 120, rows * 58)
        self.menu = Menu([Button(label, action, note=note) for label, action, note in choices],
                         menu_rect, row_height=58)
        self.menu.set_focus(max(0, min(focus, rows - 1)))

    def command(self, command: Command) -> None:
        if command is Command.BACK:
            self.app.pop()
        else:
            self.menu.command(command)

    def pointer(self, pointer: Pointer) -> None:
        self.menu.pointer(pointer)

    def update(self, dt: float) -> None:
        self.menu.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        assets = self.app.assets
        _shade(surface)
        panel(surface, self.rect, theme.PANEL, self.tone, radius=18, alpha=250)
        pygame.draw.rect(surface, self.tone,
                         (self.rect.left + 2, self.rect.top + 2, self.rect.width - 4, 8),
                         border_top_left_radius=16, border_top_right_radius=16)
        size = fit_text(assets, self.title, 34, self.rect.width - 60, "condensed")
        text(surface, assets, self.title, size, self.tone,
             (self.rect.centerx, self.rect.top + 30), anchor="midtop", kind="condensed")
        y = self.rect.top + 88
        for line in self.body:
            text(surface, assets, line, 20, theme.INK, (self.rect.centerx, y), anchor="midtop",
                 kind="sans", shadow=False)
            y += 28
        self.menu.draw(surface, assets)


class ErrorScene(ChoiceOverlay):
    """A problem in one line (or a few, wrapped) and a Back button."""

    hints: tuple[tuple[Command, str], ...] = ((Command.CONFIRM, "back"),)

    def __init__(self, app: App, title: str, message: str) -> None:
        super().__init__(app, title, [message], [("Back", app.pop, "")], tone=theme.RED)


def resume_scene(app: App, path: str | Path) -> Scene:
    """The scene that goes on with the unfinished game saved at `path`: a `PlayScene` resumed
    from its replay (re-played and checked first), or an `ErrorScene` saying why it cannot be."""
    title = "This game cannot be continued"
    try:
        replay = read_replay(path)
    except ReplayError as err:
        return ErrorScene(app, title, short_message(str(err), path))
    if replay.finished:
        return ErrorScene(app, "This game is already over",
                          "It was played to the end: watch it again from Replays.")
    try:
        replayed = replay_game(replay)
    except ReplayError as err:
        return ErrorScene(app, title, short_message(str(err), path))
    try:
        return PlayScene(app, replay.header, resume=replayed)
    except (ArcadeRacesError, OSError, KeyError, ImportError) as err:
        log.warning("cannot resume %s: %s", path, err)
        return ErrorScene(app, title, short_message(str(err), path) or type(err).__name__)


# -- the list --------------------------------------------------------------------------------


class ReplaysScene(Scene):
    """Every saved game in a table, newest first: watch one, resume an unfinished one, or
    delete one (after a question). Up/down choose, left/right move between the row and its
    bin, confirm acts; the mouse hovers, clicks and scrolls."""

    TABLE = pygame.Rect(48, 108, 1184, 468)
    HEAD_H = 30
    ROW_H = 54
    COLUMNS: ClassVar[dict[str, int]] = {
        "game": 24, "date": 300, "players": 470, "result": 790, "actions": 1000,
    }
    BIN_W = 56

    def __init__(self, app: App, directory: Path | None = None) -> None:
        super().__init__(app)
        self.directory = directory
        self.entries: list[ReplayEntry] = []
        self.focus = 0
        self.column = 0
        self.scroll = 0
        self.time = 0.0
        self.message = ""
        self.message_time = 0.0
        self.fit = TextFit(app.assets)
        self.refresh()

    # -- data ------------------------------------------------------------------------------

    def refresh(self) -> None:
        """Read the folder again, keeping the focus on the same file if it is still there."""
        current = self.entries[self.focus].path if self.entries else None
        self.entries = list_replays(self.directory)
        paths = [entry.path for entry in self.entries]
        if current in paths:
            self.focus = paths.index(current)
        self.focus = max(0, min(self.focus, len(self.entries) - 1))
        self._scroll_to_focus()

    @property
    def folder(self) -> Path:
        """The folder listed."""
        if self.directory is not None:
            return self.directory
        from arcade_races.client.paths import replays_dir

        return replays_dir()

    @property
    def current(self) -> ReplayEntry | None:
        """The focused entry."""
        return self.entries[self.focus] if self.entries else None

    def resume(self) -> None:
        self.refresh()

    # -- layout ----------------------------------------------------------------------------

    @property
    def visible_rows(self) -> int:
        """How many rows fit in the table."""
        return (self.TABLE.height - self.HEAD_H) // self.ROW_H

    def row_rect(self, index: int) -> pygame.Rect:
        """Where row `index` is drawn."""
        top = self.TABLE.top + self.HEAD_H + 4 + (index - self.scroll) * self.ROW_H
        return pygame.Rect(self.TABLE.left, top, self.TABLE.width - 18, self.ROW_H - 6)

    def bin_rect(self, index: int) -> pygame.Rect:
        """The delete button at the end of row `index`."""
        row = self.row_rect(index)
        return pygame.Rect(row.right - self.BIN_W, row.top + 5, self.BIN_W - 8, row.height - 10)

    def _scroll_to_focus(self) -> None:
        rows = self.visible_rows
        if self.focus < self.scroll:
            self.scroll = self.focus
        elif self.focus >= self.scroll + rows:
            self.scroll = self.focus - rows + 1
        self.scroll = max(0, min(self.scroll, max(0, len(self.entries) - rows)))

    def _set_focus(self, index: int) -> None:
        if self.entries:
            self.focus = max(0, min(index, len(self.entries) - 1))
            self._scroll_to_focus()

    # -- input -----------------------------------------------------------------------------

    @property
    def hints(self) -> tuple[tuple[Command, str], ...]:  # type: ignore[override]
        entry = self.current
        if entry is None:
            return ((Command.BACK, "back"),)
        if self.column == 1:
            action = "delete"
        elif entry.error is not None:
            action = "details"
        else:
            action = "watch" if entry.finished else "resume or watch"
        return ((Command.UP, "choose"), (Command.CONFIRM, action),
                (Command.RIGHT, "bin") if self.column == 0 else (Command.LEFT, "row"),
                (Command.NEXT, "page"), (Command.BACK, "back"))

    def command(self, command: Command) -> None:
        if command is Command.BACK:
            self.app.pop()
            return
        if not self.entries:
            if command is Command.CONFIRM:
                self.app.pop()
            return
        if command is Command.UP:
            self._set_focus(self.focus - 1)
        elif command is Command.DOWN:
            self._set_focus(self.focus + 1)
        elif command is Command.NEXT:
            self._set_focus(self.focus + self.visible_rows)
        elif command is Command.PREVIOUS:
            self._set_focus(self.focus - self.visible_rows)
        elif command in (Command.LEFT, Command.RIGHT):
            self.column = 1 if command is Command.RIGHT else 0
        elif command is Command.CONFIRM:
            if self.column == 1:
                self.ask_delete()
            else:
                self.open()

    def pointer(self, pointer: Pointer) -> None:
        if not self.entries:
            return
        if pointer.kind == "wheel":
            most = max(0, len(self.entries) - self.visible_rows)
            self.scroll = max(0, min(most, self.scroll - pointer.wheel))
            self.focus = max(self.scroll, min(self.focus, self.scroll + self.visible_rows - 1))
            return
        last = min(len(self.entries), self.scroll + self.visible_rows)
        for index in range(self.scroll, last):
            if not self.row_rect(index).collidepoint(pointer.pos):
                continue
            on_bin = self.bin_rect(index).collidepoint(pointer.pos)
            if pointer.kind == "move":
                self.focus, self.column = index, int(on_bin)
            elif pointer.kind == "down" and pointer.button == 1:
                self.focus, self.column = index, int(on_bin)
                if on_bin:
                    self.ask_delete()
                else:
                    self.open()
            return

    # -- actions ---------------------------------------------------------------------------

    def _summary(self, entry: ReplayEntry) -> str:
        day, clock = date_text(entry.created or entry.when)
        seats = ", ".join(entry.seats) if entry.seats else entry.path.name
        return f"{entry.title} · {day} {clock} · {seats}".replace("  ", " ")

    def open(self) -> None:
        """Confirm on the focused row: watch, resume-or-watch, or the problem of a broken file."""
        entry = self.current
        if entry is None:
            return
        app = self.app
        if entry.error is not None:
            app.push(ChoiceOverlay(
                app, "This replay cannot be opened", [entry.error],
                [("Back", app.pop, ""), ("Delete the file", self.ask_delete, "")],
                tone=theme.RED))
            return
        if entry.finished:
            app.push(ReplayPlaybackScene(app, entry.path))
            return

        def resume() -> None:
            app.replace(resume_scene(app, entry.path))

        def watch() -> None:
            app.replace(ReplayPlaybackScene(app, entry.path))

        app.push(ChoiceOverlay(
            app, "An unfinished game",
            [self._summary(entry), f"Stopped after {entry.actions} actions."],
            [("Resume", resume, "play on from here"), ("Watch", watch, "what happened so far"),
             ("Cancel", app.pop, "")]))

    def ask_delete(self) -> None:
        """Ask before deleting the focused file."""
        entry = self.current
        if entry is None:
            return
        app = self.app
        if isinstance(app.scene, ChoiceOverlay):
            app.pop()  # asked from the broken-file box

        def delete() -> None:
            try:
                delete_replay(entry.path)
            except OSError as err:
                self.flash(f"Could not delete {entry.path.name}: {err.strerror}")
            else:
                self.flash(f"Deleted {entry.path.name}")
            app.pop()

        app.push(ChoiceOverlay(
            app, "Delete this replay?",
            [self._summary(entry), "It is gone for good: this cannot be undone."],
            [("Keep it", app.pop, ""), ("Delete", delete, entry.path.name)],
            tone=theme.PINK))

    def flash(self, message: str) -> None:
        """A short message under the table."""
        self.message = message
        self.message_time = 3.0

    # -- frame -----------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        self.time += dt
        self.message_time = max(0.0, self.message_time - dt)

    def draw(self, surface: pygame.Surface) -> None:
        assets = self.app.assets
        backdrop(surface, self.time)
        title_banner(surface, assets, "REPLAYS", y=26)
        if not self.entries:
            self._draw_empty(surface)
            return
        count = len(self.entries)
        unfinished = sum(1 for e in self.entries if e.resumable)
        note = f"{count} game{'s' if count != 1 else ''}"
        if unfinished:
            note += f" · {unfinished} to resume"
        text(surface, assets, note, 18, theme.INK_DIM, (self.TABLE.right, 62),
             anchor="topright", kind="sans")
        panel(surface, self.TABLE.inflate(12, 12), theme.BG_DEEP, theme.PANEL_EDGE, radius=16,
              alpha=200)
        self._draw_head(surface)
        last = min(count, self.scroll + self.visible_rows)
        for index in range(self.scroll, last):
            self._draw_row(surface, index)
        self._draw_scrollbar(surface)
        self._draw_details(surface)

    def _draw_head(self, surface: pygame.Surface) -> None:
        assets = self.app.assets
        y = self.TABLE.top + 6
        for key, label in (("game", "GAME"), ("date", "STARTED"), ("players", "PLAYERS"),
                           ("result", "RESULT")):
            text(surface, assets, label, 15, theme.GOLD, (self.TABLE.left + self.COLUMNS[key], y),
                 kind="condensed", shadow=False)
        text(surface, assets, "ACTIONS", 15, theme.GOLD,
             (self.TABLE.left + self.COLUMNS["actions"] + 60, y), anchor="topright",
             kind="condensed", shadow=False)
        line_y = self.TABLE.top + self.HEAD_H
        pygame.draw.line(surface, theme.PANEL_EDGE, (self.TABLE.left + 12, line_y),
                         (self.TABLE.right - 12, line_y), 1)

    def _draw_row(self, surface: pygame.Surface, index: int) -> None:
        assets = self.app.assets
        entry = self.entries[index]
        rect = self.row_rect(index)
        focused = index == self.focus
        base = theme.PANEL_HI if focused else (theme.PANEL if index % 2 == 0 else (28, 25, 58))
        pygame.draw.rect(surface, base, rect, border_radius=10)
        if focused and self.column == 0:
            glow = int(40 * (0.5 + 0.5 * math.sin(self.time * 5)))
            pygame.draw.rect(surface, (255, 204 - glow, 51 + glow), rect, 2, border_radius=10)
            pygame.draw.rect(surface, theme.GOLD, (rect.left + 4, rect.top + 8, 5,
                                                    rect.height - 16), border_radius=3)
        left = self.TABLE.left
        top = rect.top
        # game: a badge in the game's colour, the title, the board and seed
        known = client_game(entry.game)
        color = known.color if known is not None else theme.INK_FAINT
        badge = pygame.Rect(left + self.COLUMNS["game"], top + 8, 32, 32)
        pygame.draw.rect(surface, color, badge, border_radius=8)
        initial = entry.title[:1].upper() if entry.game else "?"
        text(surface, assets, initial, 20, theme.BG_DEEP, badge.center, anchor="center",
             shadow=False)
        x = badge.right + 12
        name = self.fit.clip(entry.title, 20, self.COLUMNS["date"] - self.COLUMNS["game"] - 60)
        text(surface, assets, name, 20, theme.INK, (x, top + 5), shadow=False)
        board = Path(entry.board).stem if entry.board else entry.path.name
        sub = board if entry.seed is None else f"{board} · seed {entry.seed}"
        if entry.variants:
            sub += " · " + ", ".join(variant_text(entry.game, v)[0] for v in entry.variants)
        sub = self.fit.clip(sub, 14, self.COLUMNS["date"] - self.COLUMNS["game"] - 60, "sans")
        text(surface, assets, sub, 14, theme.INK_DIM, (x, top + 29), kind="sans", shadow=False)
        # date (a file without a readable header has its file time)
        day, clock = date_text(entry.created or entry.when)
        x = left + self.COLUMNS["date"]
        text(surface, assets, self.fit.clip(day, 18, 160), 18, theme.INK, (x, top + 6),
             shadow=False)
        text(surface, assets, clock, 14, theme.INK_DIM, (x, top + 29), kind="sans", shadow=False)
        # players: names, then a token per seat and who sat there
        x = left + self.COLUMNS["players"]
        width = self.COLUMNS["result"] - self.COLUMNS["players"] - 20
        names = self.fit.clip(", ".join(entry.seats) or "—", 18, width, "sans")
        text(surface, assets, names, 18, theme.INK, (x, top + 6), kind="sans", shadow=False)
        blind = self.app.settings.colour_blind
        for seat in range(min(len(entry.seats), 10)):
            seat_token(surface, assets, seat, (x + 7 + seat * 17, top + 37), 6, blind)
        if entry.seat_kinds:
            humans = entry.seat_kinds.count("human")
            ais = len(entry.seat_kinds) - humans
            who = " · ".join(part for part in (
                f"{humans} human{'s' if humans != 1 else ''}" if humans else "",
                f"{ais} AI" if ais else "") if part)
            text(surface, assets, who, 13, theme.INK_DIM,
                 (x + 12 + min(len(entry.seats), 10) * 17, top + 29), kind="sans", shadow=False)
        # result
        x = left + self.COLUMNS["result"]
        width = self.COLUMNS["actions"] - self.COLUMNS["result"] - 4
        if entry.error is not None:
            pill(surface, assets, "BROKEN", theme.RED, (x, top + 15))
            reason = entry.error.split(": ", 1)[-1] if ": " in entry.error else entry.error
            text(surface, assets, self.fit.clip(reason, 13, width, "sans"), 13, (255, 150, 150),
                 (x, top + 29), kind="sans", shadow=False)
        elif entry.finished:
            winner = self.fit.clip(f"★ {entry.winner}", 19, width)
            text(surface, assets, winner, 19, theme.GOLD, (x, top + 5), shadow=False)
            text(surface, assets, self._score_line(entry), 13, theme.INK_DIM, (x, top + 30),
                 kind="sans", shadow=False)
        else:
            pill(surface, assets, "UNFINISHED", theme.ORANGE, (x, top + 15))
            note = "resume or watch" + (" · last move lost" if entry.truncated else "")
            text(surface, assets, note, 13, theme.INK_DIM, (x, top + 30), kind="sans",
                 shadow=False)
        # actions
        x = left + self.COLUMNS["actions"] + 60
        if entry.error is None:
            text(surface, assets, str(entry.actions), 22, theme.CYAN, (x, top + 4),
                 anchor="topright", shadow=False)
        # the bin
        bin_rect = self.bin_rect(index)
        on_bin = focused and self.column == 1
        if on_bin:
            pygame.draw.rect(surface, theme.RED, bin_rect, border_radius=8)
            pygame.draw.rect(surface, theme.INK, bin_rect, 2, border_radius=8)
        trash_icon(surface, bin_rect.center,
                   theme.INK if on_bin else (theme.INK_DIM if focused else theme.INK_FAINT))

    def _score_line(self, entry: ReplayEntry) -> str:
        if not entry.scores or not entry.placing:
            return "finished"
        best = [score for score, place in zip(entry.scores, entry.placing, strict=True)
                if place == 1]
        if not best:
            return "finished"
        if entry.units == "cash":
            return f"{score_text(entry.game, entry.units, best[0])} in cash" + (
                " each" if len(best) > 1 else "")
        return f"{best[0]:+d} {unit_name(entry.units, best[0])}" + (
            " each" if len(best) > 1 else "")

    def _draw_scrollbar(self, surface: pygame.Surface) -> None:
        count, rows = len(self.entries), self.visible_rows
        if count <= rows:
            return
        track = pygame.Rect(self.TABLE.right - 10, self.TABLE.top + self.HEAD_H + 6, 6,
                            rows * self.ROW_H - 12)
        pygame.draw.rect(surface, theme.PANEL, track, border_radius=3)
        height = max(24, track.height * rows // count)
        top = track.top + (track.height - height) * self.scroll // max(1, count - rows)
        pygame.draw.rect(surface, theme.GOLD, (track.left, top, track.width, height),
                         border_radius=3)

    def _draw_details(self, surface: pygame.Surface) -> None:
        assets = self.app.assets
        entry = self.current
        rect = pygame.Rect(self.TABLE.left, self.TABLE.bottom + 18, self.TABLE.width, 62)
        if self.message_time > 0:
            panel(surface, rect, theme.PANEL_HI, theme.PINK, radius=12)
            text(surface, assets, self.fit.clip(self.message, 20, rect.width - 40), 20, theme.INK,
                 rect.center, anchor="center")
            return
        if entry is None:
            return
        panel(surface, rect, theme.PANEL, theme.RED if entry.error else theme.PANEL_EDGE,
              radius=12, alpha=220)
        if entry.error is not None:
            lines = self.fit.wrap(entry.error, 16, rect.width - 40, max_lines=2)
            for row, line in enumerate(lines):
                text(surface, assets, line, 16, (255, 170, 170), (rect.left + 20,
                     rect.top + 10 + row * 22), kind="sans", shadow=False)
            return
        if entry.finished and entry.placing:
            order = sorted(range(len(entry.seats)), key=lambda s: (entry.placing[s], s))
            parts = [f"{entry.placing[s]}. {entry.seats[s]}"
                     + (f" {score_text(entry.game, entry.units, entry.scores[s])}"
                        if entry.scores else "") for s in order]
            line = "   ".join(parts)
        else:
            line = (f"Saved after action {entry.actions}: Resume plays on exactly where it "
                    "stopped.")
        text(surface, assets, self.fit.clip(line, 18, rect.width - 40, "sans"), 18, theme.INK,
             (rect.left + 20, rect.top + 8), kind="sans", shadow=False)
        text(surface, assets, self.fit.clip(str(entry.path), 14, rect.width - 40, "sans"), 14,
             theme.INK_FAINT, (rect.left + 20, rect.top + 36), kind="sans", shadow=False)

    def _draw_empty(self, surface: pygame.Surface) -> None:
        assets = self.app.assets
        rect = pygame.Rect(0, 0, 860, 330)
        rect.center = (640, 370)
        panel(surface, rect, theme.PANEL, theme.PANEL_EDGE, radius=20)
        # a little film reel for company
        cx, cy = rect.centerx, rect.top + 70
        pygame.draw.circle(surface, theme.GOLD, (cx, cy), 36)
        pygame.draw.circle(surface, theme.PANEL, (cx, cy), 8)
        for k in range(6):
            a = k * math.pi / 3 + self.time * 0.8
            pygame.draw.circle(surface, theme.PANEL,
                               (cx + 22 * math.cos(a), cy + 22 * math.sin(a)), 8)
        text(surface, assets, "No replays yet", 36, theme.GOLD, (rect.centerx, rect.top + 124),
             anchor="midtop", kind="condensed")
        lines = [
            "Every game you play is saved here automatically, move by move.",
            "Watch a race again, or pick an unfinished game up where you left it.",
        ]
        y = rect.top + 178
        for line in lines:
            text(surface, assets, line, 20, theme.INK, (rect.centerx, y), anchor="midtop",
                 kind="sans", shadow=False)
            y += 30
        folder = f"Folder: {self.folder}"
        size = fit_text(assets, folder, 16, rect.width - 60, "sans")
        text(surface, assets, self.fit.clip(folder, size, rect.width - 60, "sans"), size,
             theme.INK_DIM, (rect.centerx, rect.bottom - 50), anchor="midtop", kind="sans",
             shadow=False)


# -- playback --------------------------------------------------------------------------------


class ReplayPlaybackScene(Scene):
    """One replay played back with its game's view.

    The file is read and checked with `replay_game` on opening ("verified"); if it goes wrong
    at action k, playback stops at k-1 and the problem is shown. Seeking re-plays the first n
    actions from a fresh state and `sync`s the view; playing feeds the view one `Step` at a
    time, waiting while it is busy.
    """

    BAR = pygame.Rect(176, 656, 940, 10)
    STRIP = pygame.Rect(0, 604, 1280, 76)
    PLAY_BUTTON = pygame.Rect(24, 616, 52, 52)

    def __init__(self, app: App, path: str | Path) -> None:
        super().__init__(app)
        self.path = Path(path)
        self.fit = TextFit(app.assets)
        self.fatal: str | None = None
        self.problem: str | None = None
        self.verified = False
        self.replay: Replay | None = None
        self.game: Game | None = None
        self.view: GameView | None = None
        self.actions: list[Action] = []
        self.seats: list[int | None] = []
        self.position = 0
        self.state: State | None = None
        self.paused = False
        self.speed_index = SPEEDS.index(1.0)
        self.since_step = -START_DELAY
        self.dragging = False
        self.hover: int | None = None
        self.pending_seek: int | None = None
        self.time = 0.0
        self.end_menu: Menu | None = None
        self.end_title = ""
        self.end_tone: Color = theme.GOLD
        self.end_lines: list[str] = []
        self.end_rows: list[tuple[int, int, int]] = []
        self.end_units = ""
        self.end_rect = pygame.Rect(0, 0, 0, 0)
        self._load()

    # -- loading ---------------------------------------------------------------------------

    def _load(self) -> None:
        path = self.path
        try:
            replay = read_replay(path)
        except ReplayError as err:
            self.fatal = short_message(str(err), path)
            return
        self.replay = replay
        try:
            replay_game(replay)
            self.verified = True
        except ReplayError as err:
            self.problem = short_message(str(err), path)
        try:
            game = replay.header.build_game()
        except ArcadeRacesError as err:
            self.fatal = self.problem or short_message(str(err), path)
            return
        self.game = game
        self._scan(game, replay)
        try:
            self.view = make_view(self.app, game, replay.header)
        except (KeyError, ImportError) as err:
            log.warning("no view for %s: %s", game.id, err)
            self.fatal = f"This version cannot show {replay.header.game} games yet."
            return
        self.seek(0)

    def _scan(self, game: Game, replay: Replay) -> None:
        """Parse and re-play the actions up to the first that does not check out."""
        state = game.new_initial_state()
        for line in replay.actions:
            mover = state.to_move()
            seat = mover if isinstance(mover, int) else None
            if mover is None or seat != line.seat:
                break
            try:
                action = game.parse_action(line.action)
                state.apply(action)
            except ArcadeRacesError:
                break
            if state.fingerprint() != line.fingerprint:
                break
            self.actions.append(action)
            self.seats.append(seat)

    @property
    def limit(self) -> int:
        """How many actions can be played back."""
        return len(self.actions)

    @property
    def total(self) -> int:
        """How many actions the file records."""
        return len(self.replay.actions) if self.replay is not None else 0

    @property
    def speed(self) -> float:
        """The playback speed."""
        return SPEEDS[self.speed_index]

    @property
    def at_end(self) -> bool:
        """Whether playback has reached the last playable action and the view is still."""
        return (self.view is not None and self.position >= self.limit
                and not self.view.busy and self.since_step >= 0)

    # -- moving through the game -----------------------------------------------------------

    def state_at(self, n: int) -> State:
        """A fresh state with the first `n` playable actions applied."""
        assert self.game is not None
        state = self.game.new_initial_state()
        for action in self.actions[:n]:
            state.apply(action)
        return state

    def seek(self, n: int) -> None:
        """Jump to just after action `n` (0: before the first), with no animation."""
        if self.view is None:
            return
        n = max(0, min(n, self.limit))
        self.state = self.state_at(n)
        self.position = n
        self.view.sync(self.state)
        self.since_step = 0.0
        self.end_menu = None

    def step_forward(self) -> Step | None:
        """Apply the next action and let the view animate it."""
        if self.view is None or self.state is None or self.position >= self.limit:
            return None
        action = self.actions[self.position]
        seat = self.seats[self.position]
        events = self.state.apply(action)
        self.position += 1
        step = Step(self.position, seat, action, events)
        self.view.show(step, self.state)
        self.since_step = 0.0
        return step

    def toggle_pause(self) -> None:
        """Play or pause; play at the end starts again from the beginning."""
        if self.paused and self.position >= self.limit:
            self.seek(0)
        self.paused = not self.paused
        self.since_step = min(self.since_step, BEAT)
        self.end_menu = None

    # -- input -----------------------------------------------------------------------------

    @property
    def hints(self) -> tuple[tuple[Command, str], ...]:  # type: ignore[override]
        if self.view is None:
            return ((Command.BACK, "back"),)
        if self.end_menu is not None:
            return ((Command.CONFIRM, "select"), (Command.LEFT, "step back"),
                    (Command.PAUSE, "play again"), (Command.BACK, "back"))
        return ((Command.PAUSE, "play" if self.paused else "pause"),
                (Command.LEFT, "step back"), (Command.RIGHT, "step"),
                (Command.PREVIOUS, f"-{JUMP}"), (Command.NEXT, f"+{JUMP}"),
                (Command.SLOWER, "slower"), (Command.FASTER, "faster"),
                (Command.BACK, "back"))

    def command(self, command: Command) -> None:
        if command is Command.BACK or self.view is None:
            if command in (Command.BACK, Command.CONFIRM):
                self.app.pop()
            return
        if self.end_menu is not None and command in (Command.UP, Command.DOWN, Command.CONFIRM):
            self.end_menu.command(command)
            return
        if command is Command.PAUSE:
            self.toggle_pause()
        elif command is Command.FASTER:
            self.speed_index = min(len(SPEEDS) - 1, self.speed_index + 1)
        elif command is Command.SLOWER:
            self.speed_index = max(0, self.speed_index - 1)
        elif command is Command.RIGHT:
            self.paused = True
            if self.view.busy:
                self.seek(self.position + 1)  # held down: keep up, skip the animation
            else:
                self.step_forward()
        elif command is Command.LEFT:
            self.paused = True
            self.seek(self.position - 1)
        elif command is Command.NEXT:
            self.seek(self.position + JUMP)
        elif command is Command.PREVIOUS:
            self.seek(self.position - JUMP)
        elif command is Command.CONFIRM:
            self.toggle_pause()

    def pointer(self, pointer: Pointer) -> None:
        if self.view is None:
            return
        if self.end_menu is not None and self.end_menu.pointer(pointer):
            return
        hit = self.BAR.inflate(24, 28)
        if pointer.kind == "down" and pointer.button == 1:
            if self.PLAY_BUTTON.collidepoint(pointer.pos):
                self.toggle_pause()
            elif hit.collidepoint(pointer.pos):
                self.dragging = True
                self.pending_seek = self.index_at(pointer.pos[0])
            return
        if pointer.kind == "move":
            if self.dragging:
                self.pending_seek = self.index_at(pointer.pos[0])
            self.hover = self.index_at(pointer.pos[0]) if hit.collidepoint(pointer.pos) else None
        elif pointer.kind == "up" and self.dragging:
            self.dragging = False
            self.pending_seek = self.index_at(pointer.pos[0])

    def index_at(self, x: float) -> int:
        """The action number under `x` on the timeline (clamped to what can be played)."""
        total = max(1, self.total)
        n = round((x - self.BAR.left) / self.BAR.width * total)
        return max(0, min(n, self.limit))

    def x_of(self, n: int) -> int:
        """Where action `n` sits on the timeline."""
        return self.BAR.left + round(self.BAR.width * n / max(1, self.total))

    # -- frame -----------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        self.time += dt
        view = self.view
        if view is None:
            return
        if self.pending_seek is not None:
            if self.pending_seek != self.position:
                self.seek(self.pending_seek)
            self.pending_seek = None
        factor = self.app.settings.animation_speed * self.speed
        view.speed = factor
        view.update(dt * factor)
        self.since_step += dt * factor
        if self.end_menu is not None:
            self.end_menu.update(dt)
        if self.paused or self.dragging:
            self.since_step = min(self.since_step, BEAT)
        else:
            for _ in range(MAX_STEPS_PER_UPDATE):
                if self.position >= self.limit or view.busy or self.since_step < BEAT:
                    break
                spare = self.since_step - BEAT
                self.step_forward()
                self.since_step = min(spare, BEAT)
        if self.at_end and self.end_menu is None and not self.dragging:
            self.paused = True
            self.end_menu = self._make_end_menu()

    def _make_end_menu(self) -> Menu:
        """The end-of-recording box: its words, the standings and the buttons, laid out once."""
        replay, state = self.replay, self.state
        assert replay is not None and state is not None
        lines: list[str] = []
        if self.position < self.total:
            self.end_title, self.end_tone = "PLAYBACK STOPS HERE", theme.RED
            lines.append(f"Action {self.position + 1} does not check out.")
        elif replay.finished:
            self.end_title, self.end_tone = "RACE OVER", theme.GOLD
        else:
            self.end_title, self.end_tone = "END OF THE RECORDING", theme.ORANGE
            lines.append("This game was not finished.")
        self.end_lines = lines
        self.end_rows = []
        self.end_units = ""
        if state.is_over():
            result = state.result()
            from arcade_races.games import GAMES

            spec = GAMES.get(replay.header.game)
            self.end_units = str(result.figures.get("units")
                                 or (spec.units if spec is not None else "points"))
            self.end_rows = sorted(
                ((place, seat, score) for seat, (place, score)
                 in enumerate(zip(result.placing, result.scores, strict=True))),
                key=lambda row: (row[0], row[1]))
        items: list[Button] = []
        if not replay.finished and self.verified and self.position == self.total:
            path = self.path
            items.append(Button("Resume this game",
                                lambda: self.app.replace(resume_scene(self.app, path))))
        items.append(Button("Watch again", self._again))
        items.append(Button("Back to replays", self.app.pop))
        shown = min(len(self.end_rows), END_ROWS)
        height = (80 + 28 * len(lines) + 32 * shown + (16 if shown else 0)
                  + (24 if len(self.end_rows) > shown else 0)
                  + len(items) * 52 + 20)
        self.end_rect = pygame.Rect(0, 0, 480, height)
        self.end_rect.midbottom = (640, self.STRIP.top - 14)
        menu_rect = pygame.Rect(0, 0, 400, len(items) * 52)
        menu_rect.midbottom = (self.end_rect.centerx, self.end_rect.bottom - 8)
        return Menu(items, menu_rect, row_height=52)

    def _again(self) -> None:
        self.seek(0)
        self.paused = False
        self.since_step = -START_DELAY / 2

    # -- drawing ---------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        if self.view is None:
            self._draw_fatal(surface)
            return
        self.view.draw(surface)
        self._draw_tag(surface)
        self._draw_strip(surface)
        if self.end_menu is not None:
            self._draw_end(surface, self.end_menu)

    def _draw_fatal(self, surface: pygame.Surface) -> None:
        assets = self.app.assets
        backdrop(surface, self.time)
        title_banner(surface, assets, "REPLAY", y=26)
        rect = pygame.Rect(0, 0, 900, 250)
        rect.center = (640, 360)
        panel(surface, rect, theme.PANEL, theme.RED, radius=18)
        text(surface, assets, "This replay cannot be played", 32, theme.RED,
             (rect.centerx, rect.top + 30), anchor="midtop", kind="condensed")
        y = rect.top + 90
        for line in self.fit.wrap(self.fatal or "", 20, rect.width - 80, max_lines=4):
            text(surface, assets, line, 20, theme.INK, (rect.centerx, y), anchor="midtop",
                 kind="sans", shadow=False)
            y += 28
        text(surface, assets, "Other replays are not affected; this file can be deleted from "
             "the list.", 16, theme.INK_DIM, (rect.centerx, rect.bottom - 44), anchor="midtop",
             kind="sans", shadow=False)

    def _draw_tag(self, surface: pygame.Surface) -> None:
        """Top left: what is being watched, and whether it checked out."""
        assets = self.app.assets
        replay = self.replay
        assert replay is not None
        header = replay.header
        title = game_title(header.game)
        when = " ".join(date_text(parse_created(header.created))).strip()
        label = f"{title} · {when}" if when else title
        label = self.fit.clip(label, 16, 320, "sans")
        badge_text = "✔ VERIFIED" if self.verified else "⚠ CHECK FAILED"
        badge_w = assets.font(13, "bold").size(badge_text)[0] + 16
        tag_w = assets.font(18, "condensed").size("REPLAY")[0]
        label_w = assets.font(16, "sans").size(label)[0]
        rect = pygame.Rect(14, 14, 36 + tag_w + 14 + label_w + 14 + badge_w + 12, 40)
        panel(surface, rect, theme.BG_DEEP, theme.PANEL_EDGE, radius=12, alpha=235)
        play_icon(surface, (rect.left + 22, rect.centery), False, theme.PINK, 12)
        tag = text(surface, assets, "REPLAY", 18, theme.PINK, (rect.left + 36, rect.centery),
                   anchor="midleft", kind="condensed", shadow=False)
        text(surface, assets, label, 16, theme.INK, (tag.right + 14, rect.centery),
             anchor="midleft", kind="sans", shadow=False)
        pill(surface, assets, badge_text, theme.GREEN if self.verified else theme.RED,
             (rect.right - 12, rect.centery), size=13, anchor="midright")
        if self.problem is not None:
            line = self.fit.clip(self.problem, 15, 860, "sans")
            width = assets.font(15, "sans").size(line)[0] + 28
            strip = pygame.Rect(14, rect.bottom + 8, width, 30)
            panel(surface, strip, (70, 20, 34), theme.RED, radius=10, alpha=230)
            text(surface, assets, line, 15, (255, 200, 200), (strip.left + 14, strip.centery),
                 anchor="midleft", kind="sans", shadow=False)

    def _draw_strip(self, surface: pygame.Surface) -> None:
        """Bottom: play button, speed, the current action and the timeline."""
        assets = self.app.assets
        strip = self.STRIP
        veil = pygame.Surface(strip.size, pygame.SRCALPHA)
        veil.fill((*theme.BG_DEEP, 225))
        surface.blit(veil, strip)
        pygame.draw.line(surface, theme.PANEL_EDGE, strip.topleft, strip.topright, 2)
        button = self.PLAY_BUTTON
        playing = not self.paused and self.position < self.limit
        pygame.draw.circle(surface, theme.PINK if playing else theme.GOLD, button.center,
                           button.width // 2)
        pygame.draw.circle(surface, theme.INK, button.center, button.width // 2, 2)
        play_icon(surface, (button.centerx + (0 if playing else 2), button.centery), playing,
                  theme.BG_DEEP, 18)
        text(surface, assets, f"{self.speed:g}x", 22, theme.CYAN,
             (button.right + 14, button.centery), anchor="midleft")
        self._draw_action_line(surface)
        self._draw_bar(surface)
        text(surface, assets, f"{self.position} / {self.total}", 20, theme.INK,
             (strip.right - 24, self.BAR.centery), anchor="midright")

    def _draw_action_line(self, surface: pygame.Surface) -> None:
        assets = self.app.assets
        replay = self.replay
        assert replay is not None
        x, y = self.BAR.left, self.STRIP.top + 12
        if self.position == 0:
            text(surface, assets, "Before the first action", 17, theme.INK_DIM, (x, y),
                 kind="sans", shadow=False)
        else:
            line = replay.actions[self.position - 1]
            rect = text(surface, assets, f"Action {self.position}", 17, theme.GOLD, (x, y),
                        shadow=False)
            x = rect.right + 14
            seats = replay.header.seats
            if line.seat is None:
                who = "chance"
                color = theme.INK_DIM
            else:
                seat_token(surface, assets, line.seat, (x + 8, y + 11), 8,
                           self.app.settings.colour_blind)
                x += 22
                who = seats[line.seat].name if line.seat < len(seats) else f"seat {line.seat}"
                color = theme.SEAT_COLORS[line.seat % len(theme.SEAT_COLORS)]
            rect = text(surface, assets, who, 17, color, (x, y), kind="bold", shadow=False)
            text(surface, assets, line.action, 17, theme.INK, (rect.right + 10, y),
                 kind="sans", shadow=False)
        status = "PAUSED" if self.paused and self.position < self.limit else ""
        if self.dragging:
            status = "SEEKING"
        if status:
            text(surface, assets, status, 15, theme.PINK, (self.BAR.right, y + 2),
                 anchor="topright", kind="condensed", shadow=False)

    def _draw_bar(self, surface: pygame.Surface) -> None:
        bar = self.BAR
        total = max(1, self.total)
        pygame.draw.rect(surface, theme.PANEL, bar, border_radius=5)
        if self.limit < self.total:  # the part that does not check out
            bad = pygame.Rect(self.x_of(self.limit), bar.top, bar.right - self.x_of(self.limit),
                              bar.height)
            pygame.draw.rect(surface, (110, 30, 44), bad, border_radius=5)
            for hx in range(bad.left, bad.right, 8):
                pygame.draw.line(surface, theme.RED, (hx, bar.bottom - 1),
                                 (min(bad.right, hx + 6), bar.top), 1)
        done = pygame.Rect(bar.left, bar.top, self.x_of(self.position) - bar.left, bar.height)
        if done.width > 0:
            pygame.draw.rect(surface, theme.GOLD, done, border_radius=5)
        if total <= 400 and self.replay is not None:
            for index, line in enumerate(self.replay.actions):  # seat decisions stand out
                if line.seat is None:
                    continue
                tx = self.x_of(index + 1)
                color = theme.SEAT_COLORS[line.seat % len(theme.SEAT_COLORS)]
                pygame.draw.line(surface, color, (tx, bar.top - 5), (tx, bar.top - 1), 2)
        knob = (self.x_of(self.position), bar.centery)
        pygame.draw.circle(surface, theme.BG_DEEP, (knob[0] + 1, knob[1] + 2), 11)
        pygame.draw.circle(surface, theme.INK, knob, 10)
        pygame.draw.circle(surface, theme.PINK, knob, 6)
        if self.hover is not None and not self.dragging and self.replay is not None:
            self._draw_tooltip(surface, self.hover)

    def _draw_tooltip(self, surface: pygame.Surface, n: int) -> None:
        assets = self.app.assets
        assert self.replay is not None
        words = "start" if n == 0 else f"{n} · {self.replay.actions[n - 1].action}"
        image = assets.text(words, 15, theme.INK, "sans")
        rect = image.get_rect().inflate(16, 8)
        rect.midbottom = (self.x_of(n), self.STRIP.top - 6)
        x = self.x_of(n)
        pygame.draw.polygon(surface, theme.GOLD, [(x - 6, self.BAR.top - 12),
                                                  (x + 6, self.BAR.top - 12),
                                                  (x, self.BAR.top - 4)])
        rect.clamp_ip(surface.get_rect())
        pygame.draw.rect(surface, theme.PANEL_HI, rect, border_radius=6)
        pygame.draw.rect(surface, theme.GOLD, rect, 1, border_radius=6)
        surface.blit(image, image.get_rect(center=rect.center))

    def _draw_end(self, surface: pygame.Surface, menu: Menu) -> None:
        """The end of the recording: the result (or why it stops) and what next."""
        assets = self.app.assets
        assert self.replay is not None
        seats = self.replay.header.seats
        rect, tone = self.end_rect, self.end_tone
        panel(surface, rect, theme.BG_DEEP, tone, radius=18, alpha=235)
        text(surface, assets, self.end_title, 32, tone, (rect.centerx, rect.top + 16),
             anchor="midtop", kind="condensed")
        y = rect.top + 66
        for words in self.end_lines:
            text(surface, assets, words, 18, theme.INK, (rect.centerx, y), anchor="midtop",
                 kind="sans", shadow=False)
            y += 28
        if self.end_rows:
            text(surface, assets, self.end_units, 13, theme.INK_DIM, (rect.right - 40, y),
                 anchor="topright", kind="sans", shadow=False)
            y += 16
        blind = self.app.settings.colour_blind
        for place, seat, score in self.end_rows[:END_ROWS]:
            name = seats[seat].name if seat < len(seats) else f"seat {seat}"
            color = theme.GOLD if place == 1 else theme.INK
            text(surface, assets, f"{place}.", 20, color, (rect.left + 40, y), shadow=False)
            seat_token(surface, assets, seat, (rect.left + 90, y + 12), 10, blind)
            text(surface, assets, self.fit.clip(name, 20, 220), 20, color, (rect.left + 110, y),
                 shadow=False)
            words = score_text(self.replay.header.game, self.end_units, score)
            text(surface, assets, words, 20, theme.GREEN if score >= 0 else theme.RED,
                 (rect.right - 40, y), anchor="topright", shadow=False)
            y += 32
        if len(self.end_rows) > END_ROWS:
            text(surface, assets, f"and {len(self.end_rows) - END_ROWS} more", 15,
                 theme.INK_DIM, (rect.centerx, y), anchor="midtop", kind="sans", shadow=False)
        menu.draw(surface, assets)


__all__ = [
    "ChoiceOverlay",
    "ErrorScene",
    "ReplayPlaybackScene",
    "ReplaysScene",
    "resume_scene",
]
