"""The replays list: every saved game in a table, newest first, with its game, date, seats,
board and winner; watch one, resume an unfinished one, or delete one after a question."""

from __future__ import annotations

import math
from pathlib import Path
from typing import ClassVar

import pygame

from arcade_races.client import theme
from arcade_races.client.app import App
from arcade_races.client.input import Command, Pointer
from arcade_races.client.registry import client_game, variant_text
from arcade_races.client.replaylist import ReplayEntry, delete_replay, list_replays
from arcade_races.client.scene import Scene
from arcade_races.client.scenes.replays.common import (
    TextFit,
    date_text,
    pill,
    plain_problem,
    score_text,
    trash_icon,
    unit_name,
)
from arcade_races.client.scenes.replays.overlays import ChoiceOverlay, resume_scene
from arcade_races.client.scenes.replays.playback import ReplayPlaybackScene
from arcade_races.client.widgets import backdrop, panel, seat_token, text, title_banner

UNREADABLE = "Unreadable file"
"""The title of a row whose file says no game."""


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
        title = entry.title if entry.game else UNREADABLE
        parts = [title, f"{day} {clock}".strip(), ", ".join(entry.seats)]
        return " · ".join(part for part in parts if part)

    def open(self) -> None:
        """Confirm on the focused row: watch, resume-or-watch, or the problem of a broken file."""
        entry = self.current
        if entry is None:
            return
        app = self.app
        if entry.error is not None:
            app.push(ChoiceOverlay(
                app, "This replay cannot be opened", [plain_problem(entry.error)],
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
            [self._summary(entry), f"Saved after move {entry.actions}."],
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
                self.flash(f"Could not delete it: {(err.strerror or 'refused').lower()}.")
            else:
                self.flash(f"Deleted: {self._summary(entry)}")
            app.pop()

        app.push(ChoiceOverlay(
            app, "Delete this replay?",
            [self._summary(entry), "It is gone for good: this cannot be undone."],
            [("Keep it", app.pop, ""), ("Delete", delete, "for good")],
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
        text(surface, assets, "MOVES", 15, theme.GOLD,
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
        title = entry.title if entry.game else UNREADABLE
        text(surface, assets, initial, 20, theme.BG_DEEP, badge.center, anchor="center",
             shadow=False)
        x = badge.right + 12
        name = self.fit.clip(title, 20, self.COLUMNS["date"] - self.COLUMNS["game"] - 60)
        text(surface, assets, name, 20, theme.INK, (x, top + 5), shadow=False)
        sub = " · ".join(self._board_words(entry))
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
            reason = plain_problem(entry.error)
            text(surface, assets, self.fit.clip(reason, 13, width, "sans"), 13, (255, 150, 150),
                 (x, top + 29), kind="sans", shadow=False)
        elif entry.finished:
            winner = self.fit.clip(f"★ {entry.winner}", 19, width)
            text(surface, assets, winner, 19, theme.GOLD, (x, top + 5), shadow=False)
            text(surface, assets, self._score_line(entry), 13, theme.INK_DIM, (x, top + 30),
                 kind="sans", shadow=False)
        else:
            pill(surface, assets, "UNFINISHED", theme.ORANGE, (x, top + 15))
            note = "resume or watch" + (" · the last move was lost" if entry.truncated else "")
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

    def _board_words(self, entry: ReplayEntry, with_variants: bool = False) -> list[str]:
        """The board's title, the variants and, on request, who sat at the table."""
        words = [entry.board_title]
        if with_variants and entry.seats and entry.seat_kinds:
            seats, humans = len(entry.seats), entry.seat_kinds.count("human")
            if humans == seats:
                words.append(f"{seats} player{'s' if seats != 1 else ''} at the table")
            elif humans == 0:
                words.append(f"{seats} AI player{'s' if seats != 1 else ''}")
            else:
                words.append(f"{humans} at the table, {seats - humans} AI")
        if entry.variants:
            words.append(", ".join(variant_text(entry.game, v)[0] for v in entry.variants))
        return [word for word in words if word]

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
            lines = self.fit.wrap(plain_problem(entry.error), 16, rect.width - 40, max_lines=2)
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
            line = (f"Saved after move {entry.actions}: Resume plays on exactly where it "
                    "stopped.")
        text(surface, assets, self.fit.clip(line, 18, rect.width - 40, "sans"), 18, theme.INK,
             (rect.left + 20, rect.top + 8), kind="sans", shadow=False)
        more = " · ".join(self._board_words(entry, with_variants=True))
        text(surface, assets, self.fit.clip(more, 14, rect.width - 40, "sans"), 14,
             theme.INK_DIM, (rect.left + 20, rect.top + 36), kind="sans", shadow=False)

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
        text(surface, assets, "Play or watch a game from the title screen to start the list.",
             16, theme.INK_DIM, (rect.centerx, rect.bottom - 50), anchor="midtop", kind="sans",
             shadow=False)


__all__ = ["UNREADABLE", "ReplaysScene"]
