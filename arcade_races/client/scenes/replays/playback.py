"""Replay playback: one saved game played again with its game's view.

The file is read and checked on opening; every action is described in plain words once
(`arcade_races.client.describe`) and the commentary it called for is kept, so the bar names the
action in the game's words and the view's ticker follows a seek. The controls stand in their own
zone below the ticker (`zones.REPLAY_BAR`, drawn by `bar`), never over the table.
"""

from __future__ import annotations

import logging
from pathlib import Path

import pygame

from arcade_races.client import theme
from arcade_races.client.app import App
from arcade_races.client.describe import Moment, describe_action
from arcade_races.client.input import Command, Pointer
from arcade_races.client.names import short
from arcade_races.client.scene import Scene
from arcade_races.client.scenes.play import SPEEDS
from arcade_races.client.scenes.replays import bar
from arcade_races.client.scenes.replays.common import (
    Color,
    TextFit,
    plain_problem,
    short_message,
)
from arcade_races.client.scenes.replays.odds_corner import ReplayOdds
from arcade_races.client.scenes.replays.overlays import resume_scene
from arcade_races.client.stage.ticker import KEEP, Ticker
from arcade_races.client.views import GameView, make_view
from arcade_races.client.views.base import corner_kept
from arcade_races.client.widgets import Button, Menu
from arcade_races.core.actions import Action
from arcade_races.core.errors import ArcadeRacesError
from arcade_races.core.state import Game, State
from arcade_races.match import Step
from arcade_races.replay import Replay, ReplayError, fingerprint_in, read_replay, replay_game

log = logging.getLogger("arcade_races.replays")

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


class ReplayPlaybackScene(Scene):
    """One replay played back with its game's view.

    The file is read and checked with `replay_game` on opening ("verified"); if it goes wrong
    at action k, playback stops at k-1 and the problem is shown. Seeking re-plays the first n
    actions from a fresh state and `sync`s the view; playing feeds the view one `Step` at a
    time, waiting while it is busy. `start_at` opens it just after that action (the results'
    turning point opens it before the swing) and `speed` is the speed it plays at.
    """

    STRIP = bar.STRIP
    BAR = bar.TIMELINE
    PLAY_BUTTON = bar.PLAY_BUTTON

    def __init__(self, app: App, path: str | Path, start_at: int = 0,
                 speed: float = 1.0) -> None:
        super().__init__(app)
        self.path = Path(path)
        self.fit = TextFit(app.assets)
        self.fatal: str | None = None
        self.problem: str | None = None
        self.verified = False
        self.replay: Replay | None = None
        self.game: Game | None = None
        self.view: GameView | None = None
        self.odds: ReplayOdds | None = None
        """The win odds in the corner the view keeps for them (see `odds_corner`)."""
        self.actions: list[Action] = []
        self.seats: list[int | None] = []
        self.labels: list[str] = []
        """Each playable action in plain words, as the bar names it."""
        self.said: list[list[str]] = []
        """The commentary each playable action called for, for the ticker after a seek."""
        self.position = 0
        self.state: State | None = None
        self.paused = False
        self.speed_index = min(range(len(SPEEDS)), key=lambda i: abs(SPEEDS[i] - speed))
        self.start_at = start_at
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
            log.warning("cannot play %s: %s", path, err)
            self.fatal = short_message(str(err), path)
            return
        self.replay = replay
        try:
            replay_game(replay)
            self.verified = True
        except ReplayError as err:
            log.warning("%s does not check out: %s", path, err)
            self.problem = short_message(str(err), path)
        try:
            game = replay.header.build_game()
        except ArcadeRacesError as err:
            log.warning("cannot set up %s: %s", path, err)
            self.fatal = self.problem or f"{path.name}:1: cannot be set up: {err}"
            return
        self.game = game
        self._scan(game, replay)
        try:
            self.view = make_view(self.app, game, replay.header)
        except (KeyError, ImportError) as err:
            log.warning("no view for %s: %s", game.id, err)
            self.fatal = f"{path.name}:1: a game this version does not know"
            return
        if corner_kept(replay.header, self.app.settings):
            self.odds = ReplayOdds(game, [short(seat.name) for seat in replay.header.seats])
        self.seek(self.start_at)

    def _scan(self, game: Game, replay: Replay) -> None:
        """Parse and re-play the actions up to the first that does not check out, putting
        each into words and keeping the commentary it called for."""
        state = game.new_initial_state()
        names = [short(seat.name) for seat in replay.header.seats]
        commentator = game.commentator(names)
        for line in replay.actions:
            mover = state.to_move()
            seat = mover if isinstance(mover, int) else None
            if mover is None or seat != line.seat:
                break
            try:
                action = game.parse_action(line.action)
                events = state.apply(action)
            except ArcadeRacesError:
                break
            if fingerprint_in(state, replay.header.version) != line.fingerprint:
                break
            self.actions.append(action)
            self.seats.append(seat)
            moment = Moment(action, seat, names, game, events, open=replay.finished)
            self.labels.append(describe_action(game.id, moment))
            self.said.append(commentator.lines(events))

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
        ticker = getattr(self.view, "ticker", None)
        if isinstance(ticker, Ticker):
            ticker.lines.clear()  # the lines of the old position must not stay up
        self.view.sync(self.state)
        if self.odds is not None:
            self.odds.show(n, self.state)
        if isinstance(ticker, Ticker):
            self._follow(ticker, n)
        self.since_step = 0.0
        self.end_menu = None

    def _follow(self, ticker: Ticker, n: int) -> None:
        """Put the commentary of the last actions before `n` on the view's ticker, as if it had
        watched them (at the start, the view's own opening line stays)."""
        recent: list[str] = []
        for lines in reversed(self.said[:n]):
            recent[:0] = lines
            if len(recent) >= KEEP:
                break
        if recent:
            ticker.lines[:] = recent[-KEEP:]
        ticker.rest()
        self.view_said(ticker.latest)

    def view_said(self, lines: list[str]) -> None:
        """Keep the view's `commentary` (the latest ticker lines) in step with its ticker."""
        if self.view is not None:
            self.view.commentary = list(lines)

    def label(self, n: int) -> str:
        """Action `n` (from 1) in plain words: who did what."""
        if 1 <= n <= len(self.labels):
            return self.labels[n - 1]
        return "Before the first move" if n <= 0 else "A move that does not check out"

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
        if self.odds is not None:
            self.odds.show(self.position, self.state)
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
        # The replay bar stands in the hint bar's place (zones.REPLAY_BAR): the app draws no
        # hints over it (the end box and the mouse say the rest).
        if self.view is None:
            return ((Command.BACK, "back"),)
        return ()

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
        if self.odds is not None:
            self.odds.update(dt)
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
            lines.append(plain_problem(self.problem or "")
                         if self.problem else f"Move {self.position + 1} does not check out.")
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
            if replay.finished and self.end_units == "cash":
                # A game played for cash is an evening of races (as the results say it).
                self.end_title = "EVENING OVER"
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
        self.end_rect.midbottom = (640, bar.END_BOTTOM)
        menu_rect = pygame.Rect(0, 0, 400, len(items) * 52)
        menu_rect.midbottom = (self.end_rect.centerx, self.end_rect.bottom - 8)
        return Menu(items, menu_rect, row_height=52)

    def _again(self) -> None:
        self.seek(0)
        self.paused = False
        self.since_step = -START_DELAY / 2

    def exit(self) -> None:
        if self.odds is not None:
            self.odds.close()

    # -- drawing ---------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        if self.view is None:
            bar.draw_fatal(surface, self)
            return
        self.view.draw(surface)
        if self.odds is not None:
            self.odds.draw(surface, self.app.assets, self.app.settings.colour_blind)
        bar.draw_bar(surface, self)
        if self.end_menu is not None:
            bar.draw_end(surface, self, self.end_menu)


__all__ = ["BEAT", "END_ROWS", "JUMP", "ReplayPlaybackScene"]
