"""The end of a game: the game's own podium rising with confetti and a fanfare, its own table
of every seat, and the way on: watch the replay, the title, or play again.

What stands on the podium and what the table lists is each game's (`client/podiums/`, named by
its client entry); this scene is the frame: the banner, the table's rows, the buttons, the
confetti. Places come from `Result.placing` among the seats that took part (1 = best; equal
scores share a place, side by side, and the next is skipped).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from arcade_races.client import theme
from arcade_races.client.input import Command, Pointer
from arcade_races.client.odds import OddsHistory, Runner, build_chart
from arcade_races.client.physics import Confetti
from arcade_races.client.podiums import make_podium
from arcade_races.client.podiums.base import AREA, FLOOR, MEDALS, NAME_X, ordinal, signed
from arcade_races.client.podiums.pferderennen import bet_text, race_winners
from arcade_races.client.scenes.title import ButtonRow, MenuScene, ellipsize, new_seed, optional
from arcade_races.client.widgets import Button, panel, seat_token, text, title_banner
from arcade_races.core.state import Game, Result
from arcade_races.odds import winner_index
from arcade_races.replay import Header

if TYPE_CHECKING:
    from arcade_races.client.app import App

TABLE = pygame.Rect(680, 100, 560, 418)
BUTTONS_TOP = 612
CHART_MIN = 150
"""The least height the win-probability chart gets under the table (the rows give way)."""
CHART_BOTTOM = BUTTONS_TOP - 16
CELL_ANCHORS = {"left": "midleft", "center": "center", "right": "midright"}


def headline(names: list[str]) -> str:
    """The banner: who won."""
    if len(names) == 1:
        return f"{names[0].upper()} WINS!"
    if len(names) == 2:
        return f"{names[0].upper()} & {names[1].upper()} WIN!"
    return "A SHARED VICTORY!"


NEXT_RACE_AFTER = 7.0
"""Seconds an exhibition's podium stays up before the next race starts."""
PREPARE_NEXT_AFTER = 0.65
"""Seconds into the podium when the next race's table starts being built: the chart is built
by then and the first confetti not yet in the air, the quietest frames of the podium (2-3 ms
against 4-6 ms later, in Pferderennen at 16x)."""


class ResultsScene(MenuScene):
    """The results of a finished game, with its replay at `replay_path` (if it was saved);
    `game` is the game played, when the caller has it (else it is built from `header`).

    With `odds` (the odds as the game went) and their `runners`, the chart of the race stands
    under the table, and with a replay (`highlight`, else `replay_path`) "Watch the turning
    point" opens it at the action with the biggest swing, played at half speed."""

    hints = ((Command.LEFT, "choose"), (Command.CONFIRM, "select"), (Command.BACK, "title"))

    def __init__(self, app: App, header: Header, result: Result,
                 replay_path: Path | None,
                 next_race: Callable[[], None] | None = None, game: Game | None = None,
                 odds: OddsHistory | None = None, runners: Sequence[Runner] = (),
                 highlight: Path | None = None,
                 prepare_next: Callable[[], bool] | None = None) -> None:
        super().__init__(app)
        # In an exhibition the podium stays up for a while, then the next race starts by itself.
        self.next_race = next_race
        self.prepare_next = prepare_next
        """Builds a piece of the next race's table a call (True: all built), a frame at a time
        while the podium stands, so the next race's first frame is an ordinary one."""
        self.header = header
        self.result = result
        self.replay_path = replay_path
        self.podium = make_podium(header, result, game)
        self.odds = odds if odds is not None and len(odds.points) >= 2 and runners else None
        self.runners = tuple(runners)
        self.winner = winner_index(game, result) if game is not None else None
        self._table_names: tuple[tuple[int, int], list[str]] | None = None
        """The names as the table writes them, by the size and width they were fitted to."""
        self.chart: pygame.Surface | None = None
        """The chart, built a piece a frame while the podium rises (it shows from 0.6 s)."""
        self._chart_steps: Iterator[pygame.Surface | None] | None = None
        self._chart_size: tuple[int, int] | None = None
        self.highlight = highlight or replay_path
        turning = self.odds.turning_point() if self.odds is not None else None
        self.turning = turning.number if turning is not None else None
        self.units = self.podium.units
        self.order = self.podium.order
        self.winners = self.podium.winners
        self.banner_words = self.podium.banner() or (headline(self.winners) if self.winners
                                                     else "NOBODY WON")
        """The banner: the game's own words for its ending, else who won."""
        self.confetti = Confetti(pygame.Rect(0, 0, 1280, 676), seed=header.seed, count=0)
        self.bursts_done = 0
        # A game played for cash is an evening of races, and the next one starts afresh; a
        # game of several races (Favoriten's three) is followed by a game, not a race.
        self.next_words = ("Next evening" if self.units == "cash"
                           else "Next game" if len(self.races) > 1 else "Next race")
        buttons = ([Button(self.next_words, self._next)] if next_race is not None
                   else [Button("Play again", self.play_again)])
        self.playback = optional("arcade_races.client.scenes.replays", "ReplayPlaybackScene")
        if replay_path is not None and self.playback is not None:
            buttons.append(Button("Watch replay", self.watch_replay))
        if self.turning is not None and self.highlight is not None and self.playback is not None:
            buttons.append(Button("Watch the turning point", self.watch_turning_point))
        buttons.append(Button("Title", self.to_title))
        wide = len(buttons) > 3 or self.turning is not None
        # The focus is on the replay or the title, never on a new game: one Enter too many
        # after the last move must not start another and leave this replay unwatched. An
        # exhibition's next race comes by itself anyway, so Enter there only hurries it.
        self.buttons = ButtonRow(buttons, top=BUTTONS_TOP, width=280 if wide else 250,
                                 height=56, gap=20 if wide else 24,
                                 primary=0 if next_race is not None else 1,
                                 on_move=self.click)

    @property
    def races(self) -> list[str | None]:
        """The winner of each race, as the results name it (Pferderennen's suits...)."""
        return race_winners(self.result, self.header.game)

    def score_text(self, score: int) -> str:
        """A seat's score as this game counts it: `+4` points, or `48,500` in cash."""
        return self.podium.score_text(score)

    # -- the way on --------------------------------------------------------------------------

    def play_again(self) -> None:
        """The same seats, board and variants with a new deal."""
        header = replace(self.header, seed=new_seed(), created="")
        self.app.replace(self.app.make_scene("play", header))

    def watch_replay(self) -> None:
        """Watch this game again."""
        if self.replay_path is not None and self.playback is not None:
            self.app.push(self.playback(self.app, self.replay_path))

    def watch_turning_point(self) -> None:
        """The replay from just before the action with the biggest swing, at half speed."""
        if self.highlight is not None and self.playback is not None and self.turning:
            self.app.push(self.playback(self.app, self.highlight, start_at=self.turning - 1,
                                        speed=0.5))

    def _next(self) -> None:
        if self.next_race is not None:
            callback, self.next_race = self.next_race, None
            callback()

    def to_title(self) -> None:
        """Back to the title screen."""
        self.app.to_title()

    # -- lifecycle and input -----------------------------------------------------------------

    def enter(self) -> None:
        super().enter()
        self.app.sounds.play("fanfare")

    def exit(self) -> None:
        self.app.sounds.stop_all()

    def command(self, command: Command) -> None:
        if command is Command.BACK:
            self.to_title()
        elif command in (Command.UP, Command.PREVIOUS):
            self.buttons.command(Command.LEFT)
        elif command in (Command.DOWN, Command.NEXT):
            self.buttons.command(Command.RIGHT)
        else:
            self.buttons.command(command)

    def pointer(self, pointer: Pointer) -> None:
        self.buttons.pointer(pointer)

    def update(self, dt: float) -> None:
        super().update(dt)
        self._build_chart(finish=False)
        if self.next_race is not None and self.age >= NEXT_RACE_AFTER:
            self._next()
            return
        if (self.prepare_next is not None and self.next_race is not None
                and self.age >= PREPARE_NEXT_AFTER and self.prepare_next()):
            self.prepare_next = None
        # Bursts from both sides of the podium once first place has landed, then a few more.
        schedule = (1.25, 1.3, 3.2, 5.5)
        while self.bursts_done < len(schedule) and self.age >= schedule[self.bursts_done]:
            n = self.bursts_done
            if n == 1:
                self.confetti.burst((AREA.centerx, FLOOR - 170), count=120, speed=1300.0,
                                    spread=40.0)
            else:
                side = n % 2
                x = AREA.left if side == 0 else AREA.right
                self.confetti.burst((x, FLOOR), count=90, speed=1900.0,
                                    direction=-62.0 if side == 0 else -118.0, spread=14.0)
            if n in (0, 2):
                self.app.sounds.play("crowd", 0.6)
            self.bursts_done += 1
        self.confetti.update(dt)

    # -- drawing -----------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_backdrop(surface, banner="")
        if self.next_race is not None:
            left = max(0, int(NEXT_RACE_AFTER - self.age) + 1)
            words = f"{self.next_words} in {left}"
            # Right of the buttons; smaller when three wide buttons leave less room.
            room = 1260 - (self.buttons.rects[-1].right + 12)
            size = next((s for s in (22, 19, 16)
                         if self.app.assets.font(s, "bold").size(words)[0] <= room), 16)
            text(surface, self.app.assets, words, size, theme.CYAN, (1260, 640),
                 anchor="bottomright")
        assets = self.app.assets
        title_banner(surface, assets, self.banner_words, y=18)
        text(surface, assets, " · ".join(self.podium.facts()), 18, theme.INK_DIM,
             (AREA.centerx, 84), anchor="midtop", kind="sans")
        self.podium.draw_podium(surface, assets, self.age, self.app.time,
                                self.app.settings.colour_blind)
        self.confetti.draw(surface)  # behind the table and buttons, so they stay readable
        self._draw_table(surface)
        self._draw_strip(surface)
        self._draw_chart(surface)
        self.buttons.draw(surface, assets, True, self.app.time)
        self.draw_wipe(surface)

    def _table_rect(self) -> tuple[pygame.Rect, int]:
        """The score table's rect and the height of one of its rows."""
        count = max(1, len(self.header.seats))
        room = TABLE.height - 56 - (self.podium.strip_height() + 14 if self.podium.strip_height()
                                    else 0)
        if self.odds is not None:
            room -= CHART_MIN + 14 - (CHART_BOTTOM - TABLE.bottom)
        row = max(24, min(36, room // count))
        return pygame.Rect(TABLE.left, TABLE.top, TABLE.width, 56 + row * count), row

    def _draw_table(self, surface: pygame.Surface) -> None:
        assets = self.app.assets
        rect, row = self._table_rect()
        panel(surface, rect, theme.BG_DEEP, theme.PANEL_EDGE, radius=16, alpha=215)
        columns = self.podium.columns()
        heading = self.podium.units_heading or self.units.upper()
        y = rect.top + 14
        anchors = {"left": "topleft", "center": "midtop", "right": "topright"}
        for label, x, anchor in (("PLACE", 20, "topleft"), ("PLAYER", NAME_X, "topleft"),
                                 *((c.label, c.x, anchors[c.align]) for c in columns),
                                 (heading, rect.width - 20, "topright")):
            text(surface, assets, label, 15, theme.CYAN, (rect.left + x, y), anchor=anchor,
                 shadow=False)
        y = rect.top + 44
        size = 20 if row >= 32 else 17
        name_width = self.podium.name_width()
        for n, seat in enumerate(self.order):
            appear = max(0.0, min(1.0, (self.age - 0.3 - n * 0.08) / 0.3))
            if appear <= 0:
                continue
            shift = round((1 - appear) * 60)
            left = rect.left + shift
            line = pygame.Rect(rect.left + 8, y, rect.width - 16, row - 4)
            if n % 2 == 0:
                pygame.draw.rect(surface, theme.PANEL, line.move(shift, 0), border_radius=8)
            mid = y + (row - 4) // 2
            words, color = self.podium.place_cell(seat)
            text(surface, assets, words, size, color, (left + 20, mid), anchor="midleft")
            seat_token(surface, assets, seat, (left + NAME_X - 24, mid), min(13, row // 3),
                       self.app.settings.colour_blind)
            who = self._names(size, name_width)[seat]
            text(surface, assets, who, size, theme.INK, (left + NAME_X, mid), anchor="midleft")
            for column, (words, color) in zip(columns, self.podium.cells(seat), strict=True):
                text(surface, assets, words, size - 2, color, (left + column.x, mid),
                     anchor=CELL_ANCHORS[column.align], kind="sans")
            words, color = self.podium.score_cell(seat)
            text(surface, assets, words, size + 2, color, (rect.right - 20 + shift, mid),
                 anchor="midright")
            y += row

    def _names(self, size: int, width: int) -> list[str]:
        """Each seat's name as the table writes it: with the AI's level ("Ben (AI easy)") if
        every AI seat's fits in `width`, else every name alone, so the rows read alike; a
        name too long even so is shortened. Worked out once (the table is drawn each frame)."""
        if self._table_names is None or self._table_names[0] != (size, width):
            font = self.app.assets.font(size, "bold")
            seats = self.header.seats
            levels = [s.name if s.kind == "human" else
                      f"{s.name} (AI {s.level})" if s.level else f"{s.name} (AI)"
                      for s in seats]
            if any(font.size(words)[0] > width for words in levels):
                levels = [s.name for s in seats]
            names = [ellipsize(self.app.assets, words, size, width, kind="bold")
                     for words in levels]
            self._table_names = ((size, width), names)
        return self._table_names[1]

    def _strip_rect(self) -> pygame.Rect | None:
        height = self.podium.strip_height()
        if not height:
            return None
        table, _ = self._table_rect()
        box = pygame.Rect(TABLE.left, table.bottom + 14, TABLE.width, height)
        bottom = BUTTONS_TOP - 18 if self.odds is None else CHART_BOTTOM - CHART_MIN - 14
        box.top = min(box.top, bottom - box.height)
        return box

    def _draw_strip(self, surface: pygame.Surface) -> None:
        box = self._strip_rect()
        if box is None:
            return
        panel(surface, box, theme.BG_DEEP, theme.PINK, radius=14, alpha=215)
        self.podium.draw_strip(surface, self.app.assets, box)

    def chart_rect(self) -> pygame.Rect:
        """Where the chart stands: under the table (and the strip), down to the buttons."""
        above = self._strip_rect() or self._table_rect()[0]
        top = above.bottom + 14
        return pygame.Rect(TABLE.left, top, TABLE.width, CHART_BOTTOM - top)

    def _build_chart(self, finish: bool) -> None:
        """One more piece of the chart (all that is left when `finish`): drawn whole in the
        frame that first shows it, the chart took 20-40 ms of one frame."""
        if self.odds is None:
            return
        size = self.chart_rect().size
        if self._chart_size != size:
            self._chart_size, self.chart = size, None
            self._chart_steps = build_chart(self.odds, self.runners, size, self.app.assets,
                                            self.winner)
        if self._chart_steps is None:
            return
        for piece in self._chart_steps:
            if piece is not None:
                self.chart = piece
                break
            if not finish:
                return
        self._chart_steps = None

    def _draw_chart(self, surface: pygame.Surface) -> None:
        """The race in one chart, sliding up once the table is in."""
        if self.odds is None:
            return
        rect = self.chart_rect()
        appear = max(0.0, min(1.0, (self.age - 0.6) / 0.4))
        if appear <= 0:
            return
        self._build_chart(finish=True)
        if self.chart is None:
            return
        self.chart.set_alpha(round(255 * appear))
        surface.blit(self.chart, rect.move(0, round((1 - appear) * 30)))


__all__ = ["MEDALS", "NEXT_RACE_AFTER", "ResultsScene", "bet_text", "headline", "ordinal",
           "race_winners", "signed"]
