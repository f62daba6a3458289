"""Playing a game on screen: hot-seat with any mix of human and AI seats, or an exhibition of
AI-only races back to back with pause, speed and single steps."""

from __future__ import annotations

import logging
import shutil
import tempfile
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pygame

from arcade_races.client import theme
from arcade_races.client.app import App
from arcade_races.client.assets import Assets
from arcade_races.client.input import Command, Pointer
from arcade_races.client.names import short
from arcade_races.client.odds import LiveOdds
from arcade_races.client.odds.board import corner_rows, draw_odds_corner
from arcade_races.client.podiums import podium_class
from arcade_races.client.recap import Recap
from arcade_races.client.runner import LiveMatch
from arcade_races.client.scene import Scene
from arcade_races.client.stage.zones import corner_rect
from arcade_races.client.views import GameView, make_view
from arcade_races.client.widgets import Button, Menu, panel, seat_token, text, veil
from arcade_races.core.actions import Action
from arcade_races.core.errors import IllegalAction
from arcade_races.core.state import Game
from arcade_races.games import GAMES
from arcade_races.replay import Header, Replayed

log = logging.getLogger("arcade_races.play")

SPEEDS: tuple[float, ...] = (0.25, 0.5, 1.0, 2.0, 4.0, 8.0, 16.0)
"""Exhibition speeds, slowest first."""
RESULTS_DELAY = 2.5
"""Seconds the finished table stays up before the results (or the next exhibition race)."""
MAX_STEPS_PER_UPDATE = 64
"""Actions fed to the view in one update while it has nothing to animate."""


class PlayScene(Scene):
    """A game on screen. `exhibition` plays AI-only games back to back from `header.seed`."""

    def __init__(
        self,
        app: App,
        header: Header,
        resume: Replayed | None = None,
        exhibition: bool = False,
        speed: float = 1.0,
        record: bool = True,
    ) -> None:
        super().__init__(app)
        self.header = header
        self.resume_from = resume
        self.exhibition = exhibition
        self.speed_index = min(range(len(SPEEDS)), key=lambda i: abs(SPEEDS[i] - speed))
        self.record = record
        self.paused = False
        self.single_steps = 0
        self.input_seat: int | None = None
        self.revealed_to: int | None = None
        self.finished_for = 0.0
        self.games_played = 0
        self.table = [0] * len(header.seats)
        spec = GAMES.get(header.game)
        self.for_cash = spec is not None and spec.units == "cash"
        """A game played for cash: the corner counts evenings won, not a sum of cash."""
        self.message = ""
        self.message_time = 0.0
        self.live: LiveMatch | None = None
        self.view: GameView | None = None
        self.odds: LiveOdds | None = None
        """The live odds (every game: the results chart them); the board is shown in
        exhibitions, and with human seats when the settings say so."""
        self.show_odds = exhibition or app.settings.odds_in_hot_seat
        self.scratch: Path | None = None
        """Where an unrecorded exhibition keeps its race's replay, for the turning point."""
        self._next: tuple[Header, Game, GameView] | None = None
        """The exhibition's next race and its table, built while the podium is up."""
        self._next_steps: Iterator[None] | None = None
        # What the end of a game opens is imported now, not in the frame the game ends.
        app.preload("results", "replays")
        podium_class(header.game)
        self._start(header, resume)
        # The table's layers are drawn once before the first frame (drawing changes nothing),
        # and what is alive now is left out of later full garbage collections.
        assert self.view is not None
        self.view.prepare()
        self.view.draw(pygame.Surface(theme.CANVAS))
        app.settle()

    # -- lifecycle -------------------------------------------------------------------------

    def _start(self, header: Header, resume: Replayed | None = None,
               prepared: tuple[Game, GameView] | None = None) -> None:
        if self.live is not None:
            self.live.close()
        if self.odds is not None:
            self.odds.close()
        self.header = header
        # The view first: if it cannot be made, no replay file or AI thread is left open.
        if prepared is not None:
            game, self.view = prepared
        else:
            game = resume.game if resume is not None else header.build_game()
            self.view = make_view(self.app, game, header)
        record, directory = self.record, None
        if self.exhibition and not record:
            # Not in the Replays list, but the results' turning point plays from a file.
            record, directory = True, self._scratch()
        self.live = LiveMatch(header, record=record, resume=resume, game=game,
                              directory=directory)
        self.odds = LiveOdds(game, [short(s.name) for s in header.seats])
        self.odds.start(self.live.state)
        self.recap = Recap(game, [short(s.name) for s in header.seats],
                           self.live.state.observation(None))
        self.view.sync(self.live.state)
        self.input_seat = None
        self.finished_for = 0.0

    def _scratch(self) -> Path:
        """An empty scratch folder for this exhibition's replays (the last race's goes)."""
        if self.scratch is not None:
            shutil.rmtree(self.scratch, ignore_errors=True)
        self.scratch = Path(tempfile.mkdtemp(prefix="arcade-races-exhibition-"))
        return self.scratch

    def exit(self) -> None:
        if self.live is not None:
            self.live.close()
        if self.odds is not None:
            self.odds.close()
        if self.scratch is not None:
            shutil.rmtree(self.scratch, ignore_errors=True)
        self.app.sounds.stop_all()

    @property
    def speed(self) -> float:
        """The exhibition speed (1 in hot-seat)."""
        return SPEEDS[self.speed_index] if self.exhibition else 1.0

    @property
    def hints(self) -> tuple[tuple[Command, str], ...]:  # type: ignore[override]
        if self.exhibition:
            return ((Command.PAUSE, "pause" if not self.paused else "play"),
                    (Command.SLOWER, "slower"), (Command.FASTER, "faster"),
                    (Command.RIGHT, "step"), (Command.BACK, "menu"))
        if self.input_seat is not None:
            return ((Command.LEFT, "choose"), (Command.CONFIRM, "confirm"),
                    (Command.BACK, "menu"))
        return ((Command.BACK, "menu"),)

    # -- input -----------------------------------------------------------------------------

    def command(self, command: Command) -> None:
        if command is Command.BACK:
            self.app.push(PauseMenu(self.app, self))
            return
        if self.exhibition:
            if command is Command.PAUSE:
                self.paused = not self.paused
                return
            if command is Command.FASTER:
                self.speed_index = min(len(SPEEDS) - 1, self.speed_index + 1)
                return
            if command is Command.SLOWER:
                self.speed_index = max(0, self.speed_index - 1)
                return
            if command is Command.RIGHT:
                self.paused = True
                self.single_steps += 1
                return
        if self.view is not None:
            self.view.command(command)

    def pointer(self, pointer: Pointer) -> None:
        if self.view is not None:
            self.view.pointer(pointer)

    def _submit(self, action: Action) -> None:
        assert self.live is not None and self.view is not None
        try:
            step = self.live.submit(action)
        except IllegalAction as err:
            self.say(err.why)
            return
        self.input_seat = None
        self.recap.record(step)
        self.view.end_input()
        self.view.show(step, self.live.state)
        if self.odds is not None:
            self.odds.submit(step.number, step.seat, self.live.state, step.events)

    def say(self, message: str) -> None:
        """Flash a short message over the table."""
        self.message = message
        self.message_time = 2.5

    # -- the game --------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        live, view = self.live, self.view
        assert live is not None and view is not None
        self.message_time = max(0.0, self.message_time - dt)
        if self.odds is not None:
            self.odds.update(dt)
            if self.show_odds:
                self.odds.say(view.busy, getattr(view, "say", None))
        stepping = self.single_steps > 0
        if self.paused and not stepping and not view.busy:
            view.idle(dt)
            return
        factor = self.app.settings.animation_speed * self.speed
        view.speed = factor
        view.update(dt * factor)
        if self.paused and not stepping:
            return
        for _ in range(MAX_STEPS_PER_UPDATE):
            if view.busy or self.input_seat is not None:
                return
            step = live.poll()
            if step is not None:
                self.recap.record(step)
                view.show(step, live.state)
                if self.odds is not None:
                    self.odds.submit(step.number, step.seat, live.state, step.events)
                if stepping:
                    self.single_steps -= 1
                    return
                continue
            if live.is_over():
                self._finished(dt * factor)
                return
            seat = live.waiting_for_human()
            if seat is not None:
                self.input_seat = seat
                self._curtain_for(seat)
                view.begin_input(seat, live.state.observation(seat), live.state.legal_actions(),
                                 self._submit)
            return

    def _curtain_for(self, seat: int) -> None:
        """Between two human seats of a game with secrets, the hand-over curtain goes up, with
        what happened since that seat's last turn."""
        assert self.view is not None
        humans = sum(1 for s in self.header.seats if s.kind == "human")
        if humans < 2 or not self.view.needs_curtain(seat) or self.revealed_to == seat:
            return
        self.revealed_to = seat
        self.app.push(self.app.make_scene("curtain", seat, short(self.header.seats[seat].name, 20),
                                          recap=self.recap.lines(seat)))

    def _next_race(self) -> None:
        """From the exhibition's podium: the next race, with the next seed (its table built
        by `prepare_next_race` if the podium gave it the frames)."""
        self.app.pop()
        header = replace(self.header, seed=self.header.seed + 1)
        ready, self._next, self._next_steps = self._next, None, None
        if ready is not None and ready[0] == header:
            self._start(header, prepared=ready[1:])
        else:
            self._start(header)

    def prepare_next_race(self) -> bool:
        """Build a piece of the next race's table (the game, the view, its layers, its first
        drawing); True once all is built. The podium calls it a frame at a time: the first
        frame of the next race, making all that at once, took 17-20 ms."""
        if self._next is not None:
            return True
        if self._next_steps is None:
            self._next_steps = self._build_next_race()
        try:
            next(self._next_steps, None)
        except Exception:  # the next race then starts as it would have, and says why there
            log.exception("the next race could not be built ahead")
            self._next_steps = iter(())
            return True
        return self._next is not None

    def _build_next_race(self) -> Iterator[None]:
        header = replace(self.header, seed=self.header.seed + 1)
        game = header.build_game()
        yield None
        view = make_view(self.app, game, header)
        yield None
        # The game's first state, as the race will start from it (drawing changes nothing).
        view.sync(game.new_initial_state())
        view.prepare()
        yield None
        view.draw(pygame.Surface(theme.CANVAS))
        self._next = (header, game, view)

    def _finished(self, dt: float) -> None:
        assert self.live is not None
        self.finished_for += dt
        if self.finished_for < RESULTS_DELAY:
            return
        result = self.live.state.result()
        chart = {}
        if self.odds is not None:
            self.odds.update(0.0)  # the last estimates (the finish is certain, and quick)
            chart = {"odds": self.odds.history, "runners": self.odds.runners,
                     "highlight": self.live.replay_path}
        if self.exhibition:
            for seat, score in enumerate(result.scores):
                if self.for_cash:
                    self.table[seat] += result.placing[seat] == 1
                else:
                    self.table[seat] += score
            self.games_played += 1
            self.finished_for = -1e9  # the podium is up; wait for it to call the next race
            self.app.push(self.app.make_scene("results", self.header, result, None,
                                              next_race=self._next_race, game=self.live.game,
                                              prepare_next=self.prepare_next_race, **chart))
            return

        path = self.live.replay_path
        self.live.close()
        self.app.replace(self.app.make_scene("results", self.header, result, path,
                                             game=self.live.game, **chart))

    # -- drawing ---------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        assert self.view is not None
        self.view.draw(surface)
        if self.exhibition:
            self._draw_corner(surface)
        elif self.show_odds:
            self._draw_odds_corner(surface)
        if self.message_time > 0:
            rect = pygame.Rect(0, 0, 620, 60)
            rect.center = (surface.get_width() // 2, 120)
            panel(surface, rect, theme.PANEL_HI, theme.PINK)
            text(surface, self.app.assets, self.message, 24, theme.INK, rect.center,
                 anchor="center")

    def _draw_corner(self, surface: pygame.Surface) -> None:
        """Exhibition corner: seats, their stakes, and the standings across races (for a game
        played for cash, the evenings each seat has won: cash starts afresh every evening)."""
        assets = self.app.assets
        seats = self.header.seats
        rows = sorted(range(len(seats)), key=lambda s: (-self.table[s], s))
        rect = self.corner_rect(surface.get_width())
        panel(surface, rect, theme.BG_DEEP, theme.PANEL_EDGE, radius=12, alpha=215)
        # The state on the right first: the title and the game's number take what is left.
        state = text(surface, assets, "PAUSED" if self.paused else f"{self.speed:g}x", 16,
                     theme.PINK if self.paused else theme.CYAN,
                     (rect.right - 14, rect.top + 10), anchor="topright")
        title = text(surface, assets, "EXHIBITION", 16, theme.GOLD,
                     (rect.left + 14, rect.top + 10))
        game = _clip(assets, f"game {self.games_played + 1}", 15,
                     state.left - 10 - (title.right + 8))
        text(surface, assets, game, 15, theme.INK_DIM, (title.right + 8, rect.top + 11),
             kind="sans", shadow=False)
        if self.odds is not None:
            # The odds board takes the seats' rows: the views' side panels show the stakes.
            self.odds.draw(surface, assets, corner_rows(rect),
                           self.app.settings.colour_blind)
            return
        assert self.view is not None
        notes = [self.view.seat_note(seat) for seat in range(len(seats))]
        scores = [self._corner_score(seat) for seat in range(len(seats))]
        size, numbered = self._corner_fit(rect, notes, scores)
        y = rect.top + 40
        for place, seat in enumerate(rows, start=1):
            seat_token(surface, assets, seat, (rect.left + 24, y + 10), 9,
                       self.app.settings.colour_blind)
            score, color = scores[seat]
            right = rect.right - 14
            if score:
                right = text(surface, assets, score, 17, color, (right, y), anchor="topright",
                             shadow=False).left - 8
            left = rect.left + 160
            if notes[seat]:
                left = min(left, right - assets.font(size, "sans").size(notes[seat])[0])
                text(surface, assets, notes[seat], size, theme.INK_DIM,
                     (left, y + 2 + (15 - size)), kind="sans", shadow=False)
            name = f"{place}. {short(seats[seat].name)}" if numbered else short(seats[seat].name)
            name = _clip(assets, name, 17, left - 6 - rect.left - 40)
            text(surface, assets, name, 17, theme.INK, (rect.left + 40, y), kind="sans",
                 shadow=False)
            y += 26

    def corner_rect(self, width: int = 1280) -> pygame.Rect:
        """Where the corner stands: a row for each of the odds board's runners (the seats'
        rows without odds), so four suits over ten seats leave the tote board its room and
        five horses over two seats are not squeezed; the views keep the same rect free."""
        rows = len(self.odds.runners) if self.odds is not None else len(self.header.seats)
        return corner_rect(rows, width)

    def _draw_odds_corner(self, surface: pygame.Surface) -> None:
        """The odds board in the corner of a game with human seats (a setting): the views
        keep that room for it only in exhibitions, so here it stands over the side column's
        top."""
        if self.odds is None:
            return
        draw_odds_corner(surface, self.app.assets, self.odds.board,
                         self.app.settings.colour_blind)

    def _corner_score(self, seat: int) -> tuple[str, tuple[int, int, int]]:
        """A seat's standing in the corner: its points so far, or the evenings it has won
        (none shown before the first game or evening is over)."""
        if self.for_cash:
            return (f"★{self.table[seat]}" if self.games_played else "", theme.GOLD)
        if not self.games_played:
            return ("", theme.INK)  # no column of "+0" before a game has been scored
        return (f"{self.table[seat]:+d}", theme.GREEN if self.table[seat] >= 0 else theme.RED)

    def _corner_fit(self, rect: pygame.Rect, notes: list[str],
                    scores: list[tuple[str, tuple[int, int, int]]]) -> tuple[int, bool]:
        """The note size and whether the names keep their place numbers, the same for every
        row: the notes stand right-aligned beside the scores and the names get what is left;
        a long note (Rennfieber's cash and three runners) is set smaller, then the place
        numbers go, before a name is cut."""
        assets = self.app.assets
        name_font, seats = assets.font(17, "sans"), self.header.seats
        for size, numbered in ((15, True), (13, True), (13, False)):
            fits = True
            for seat, note in enumerate(notes):
                right = rect.right - 14
                if scores[seat][0]:
                    right -= name_font.size(scores[seat][0])[0] + 8
                left = min(rect.left + 160, right - assets.font(size, "sans").size(note)[0])
                name = (f"{len(seats)}. {short(seats[seat].name)}" if numbered
                        else short(seats[seat].name))
                fits = fits and name_font.size(name)[0] <= left - 6 - rect.left - 40
            if fits:
                return size, numbered
        return 13, False


def _clip(assets: Assets, words: str, size: int, width: int) -> str:
    """`words` cut with an ellipsis to fit `width` (sans)."""
    font = assets.font(size, "sans")
    if font.size(words)[0] <= width:
        return words
    while len(words) > 1 and font.size(words + "…")[0] > width:
        words = words[:-1]
    return words + "…"


class PauseMenu(Scene):
    """Back during play: resume, settings, rules, or leave (the replay keeps the game)."""

    opaque = False
    hints = ((Command.CONFIRM, "select"), (Command.BACK, "resume"))

    ROW = 64
    PANEL = pygame.Rect(0, 0, 560, 120 + 4 * ROW)
    """The menu's backing: the title on top, the four rows under it (the table dims behind)."""

    def __init__(self, app: App, play: PlayScene) -> None:
        super().__init__(app)
        self.play = play
        self.panel = self.PANEL.copy()
        self.panel.center = (640, 350)
        rect = pygame.Rect(self.panel.left + 30, self.panel.top + 104, self.panel.width - 60,
                           4 * self.ROW)
        self.menu = Menu([
            Button("Resume", self.app.pop),
            Button("Settings", self._settings),
            Button("Rules", self._rules),
            Button("Leave to title", self._leave,
                   note="" if play.exhibition else "saved in Replays"),
        ], rect, row_height=self.ROW)

    def _settings(self) -> None:
        self.app.push(self.app.make_scene("settings"))

    def _rules(self) -> None:
        self.app.push(self.app.make_scene("rules", self.play.header.game))

    def _leave(self) -> None:
        self.app.to_title()

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
        veil(surface, 170)
        panel(surface, self.panel, theme.BG_DEEP, theme.GOLD, radius=18, alpha=245)
        text(surface, self.app.assets, "PAUSED", 56, theme.GOLD,
             (self.panel.centerx, self.panel.top + 18), anchor="midtop", kind="condensed")
        self.menu.draw(surface, self.app.assets)
