"""The Crazy Race director's tools: a beat on the script, a decoration, a sound, a stamp, a ribbon.

`Beats` holds what every part of the director works with (the app, the layout, the table, the
art, the script, the effects, the dice tray, the race caller) and the few calls each beat is
made of; `Finale` (the race's end) and `Director` (the turn's beats) build on it.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

import pygame

from arcade_races.client import theme
from arcade_races.client.app import App
from arcade_races.client.physics import DiceTray
from arcade_races.client.stage.effects import Effect, Effects, render_banner
from arcade_races.client.stage.script import Script
from arcade_races.client.views.crazy_race.art import (
    Art,
    render_stamp,
)
from arcade_races.client.views.crazy_race.effects import Ribbon, Stamp
from arcade_races.client.views.crazy_race.geometry import Layout
from arcade_races.client.views.crazy_race.model import Table
from arcade_races.core.events import Event
from arcade_races.games.crazy_race.commentary import Commentator

Color = tuple[int, int, int]
Vec = tuple[float, float]


class Beats:
    """What the director works with, and the calls its beats are made of."""

    def __init__(self, app: App, lay: Layout, model: Table, art: Art, script: Script,
                 fx: Effects, tray: DiceTray, commentator: Commentator,
                 push: Callable[[Sequence[str]], None], dice_faces: Sequence[tuple[int, ...]],
                 seed: int) -> None:
        self.app, self.lay, self.model, self.art = app, lay, model, art
        self.script, self.fx, self.tray = script, fx, tray
        self.commentator, self.push = commentator, push
        self.dice_faces = list(dice_faces)
        self._rng = random.Random(seed)

    def top(self, effect: Effect) -> None:
        """Start `effect` over the panels and the reveal."""
        self.fx.add(effect, "top")

    def add(self, duration: float, start: Callable[[], None] | None = None,
             step: Callable[[float], None] | None = None,
             end: Callable[[], None] | None = None,
             until: Callable[[], bool] | None = None) -> None:
        self.script.clip(duration, start, step, end, until)

    def comment(self, events: Sequence[Event]) -> None:
        lines = self.commentator.lines(events)
        if lines:
            self.add(0.0, start=lambda: self.push(lines))


    def sound(self, name: str) -> None:
        self.app.sounds.play(name)

    def stamp(self, seat: int, words: str, color: Color) -> None:
        rect = self.lay.panel_rects[seat]
        image = render_stamp(self.app.assets, words, color, max(18, min(30, rect.height // 2)))
        self.top(Stamp(image, (rect.centerx - 10, rect.centery), hold=0.8))

    def ribbon(self, title: str, sub: str, color: Color, hold: float, *, small: bool = False,
                ink: Color = theme.INK) -> None:
        image = render_banner(self.app.assets, title, sub, color, ink)
        if small:
            image = pygame.transform.smoothscale_by(image, 0.62)
        center = (self.lay.paper_rect.centerx, self.lay.paper_rect.centery)
        self.fx.banner = Ribbon(image, center, hold)



__all__ = ["Beats"]
