"""The replays screens' modal boxes: a question with buttons, a problem with Back, and the
scene that goes on with an unfinished game (or says in plain words why it cannot)."""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from pathlib import Path

import pygame

from arcade_races.client import theme
from arcade_races.client.app import App
from arcade_races.client.input import Command, Pointer
from arcade_races.client.scene import Scene
from arcade_races.client.scenes.play import PlayScene
from arcade_races.client.scenes.replays.common import Color, plain_problem, wrap
from arcade_races.client.widgets import Button, Menu, fit_text, panel, text, veil
from arcade_races.core.errors import ArcadeRacesError
from arcade_races.replay import ReplayError, read_replay, replay_game

log = logging.getLogger("arcade_races.replays")


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
        veil(surface)
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
        log.warning("cannot resume %s: %s", path, err)
        return ErrorScene(app, title, plain_problem(str(err)))
    if replay.finished:
        return ErrorScene(app, "This game is already over",
                          "It was played to the end: watch it again from Replays.")
    try:
        replayed = replay_game(replay)
    except ReplayError as err:
        log.warning("cannot resume %s: %s", path, err)
        return ErrorScene(app, title, plain_problem(str(err)))
    try:
        return PlayScene(app, replay.header, resume=replayed)
    except (ArcadeRacesError, OSError, KeyError, ImportError) as err:
        log.warning("cannot resume %s: %s", path, err)
        return ErrorScene(app, title, plain_problem(str(err)))


__all__ = ["ChoiceOverlay", "ErrorScene", "resume_scene"]
