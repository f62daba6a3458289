"""`SixDayView`: the velodrome, the standings, the ticker and a human's hand, put together on
the stage.

The view wires the package's parts: `geometry` (where things stand), `art` (the surfaces),
`model` (what the track shows), `director` (events to beats), `overlays` (the result pad and
the standings), `prompts` (a human's decision), `hall` and `draw` (read-only drawing), with
the stage's script, effects layer and ticker.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING, Any

import pygame

from arcade_races.client.input import Command, Pointer
from arcade_races.client.names import short
from arcade_races.client.stage.effects import Effects, hex_color
from arcade_races.client.stage.script import Script
from arcade_races.client.stage.ticker import Ticker
from arcade_races.client.views.base import StageView, corner_kept
from arcade_races.client.views.six_day.art import Art
from arcade_races.client.views.six_day.camera import Camera, Lens, Levels, follows, pack_aim
from arcade_races.client.views.six_day.director import Director
from arcade_races.client.views.six_day.draw import Drawing
from arcade_races.client.views.six_day.geometry import Track
from arcade_races.client.views.six_day.hall import Hall
from arcade_races.client.views.six_day.model import Rider, Table
from arcade_races.client.views.six_day.overlays import Overlay, Overlays
from arcade_races.client.views.six_day.prompts import Preview, Prompts
from arcade_races.games.six_day.game import SixDayGame
from arcade_races.games.six_day.result import DayResult
from arcade_races.games.six_day.state import SixDayState

if TYPE_CHECKING:
    from arcade_races.client.app import App
    from arcade_races.core.state import Game, State
    from arcade_races.match import Step
    from arcade_races.replay import Header

Vec = tuple[float, float]

DOING = {"play": "the riders are out on the boards", "change": "a rider change is on offer",
         "draw": "a relief rider takes black cards", "over": "the racing is done"}
"""What the track is doing, for the ticker's first line when a view takes up a race midway."""


def results_of(state: State) -> list[DayResult]:
    """The result pads of the days `state` has finished."""
    return state.day_results() if isinstance(state, SixDayState) else []


class SixDayView(StageView):
    """The velodrome, the standings, the ticker and a human's hand."""

    model: Table
    prompts: Prompts

    def __init__(self, app: App, game: Game, header: Header) -> None:
        super().__init__(app, game, header)
        if not isinstance(game, SixDayGame):
            raise TypeError(f"the 6-Tage-Rennen view shows 6-Tage-Rennen, not {game.id}")
        rules = game.rules
        self.rules = rules
        self.players = len(header.seats)
        self.days_total = game.days
        self.teams: tuple[tuple[int, ...], ...] = tuple(game.teams)
        self.names = [short(seat.name) for seat in header.seats]
        self.spectator = not any(seat.kind == "human" for seat in header.seats)
        self.humans = not self.spectator
        board = game.board
        deco = board.get("decoration") or {}
        infield = hex_color(deco.get("infield", ""), (31, 93, 140))
        wood = hex_color(deco.get("track", ""), (200, 149, 90))
        ink = hex_color(deco.get("ink", ""), (244, 239, 226))
        self.title = str(deco.get("title") or board.get("name") or "6-Tage-Rennen")
        changes_on = "green_only" not in game.variants
        players = self.players
        corner = corner_kept(header, app.settings)  # the play scene's, over the side column
        # What is kept for the next game is laid out for one corner or none: keyed by both.
        key: Hashable | None = (self.table_key, corner) if self.table_key is not None else None
        self.geo = app.assets.kept(
            (key, "geometry"),
            lambda: Track(board, rules.track.finish, players, corner, changes_on,
                          rules.lap_every))
        geo = self.geo
        self.art = app.assets.kept(("six_day.art", geo.r), lambda: Art(app.assets, geo.r))
        self.model = Table(self.players, sum(game.green_hand.values()),
                           (sum(rules.low.values()), sum(rules.high.values())), geo.gap,
                           geo.across)
        self.script = Script()
        self.fx = Effects()
        self.ticker = Ticker()
        self.overlays = Overlays(app.assets, self.art, lambda: app.settings.colour_blind,
                                 self.names, self.teams, self.days_total, self.title,
                                 rules.sprint_points)
        self.director = Director(app, game, geo, self.model, self.art, self.overlays,
                                 self.script, self.fx, self.say, self.names)
        self.prompts = Prompts(app, game, rules, geo, self.model, self.art, self.names)
        hall = Hall(app, rules, geo, self.art, wood=wood, infield=infield, ink=ink,
                    title=self.title)
        self.director.labels = hall.labels
        self.camera = Camera()
        """The hall camera: it follows the leading pack on a track too big to read whole."""
        self.follows = follows(geo)
        lens = Lens(geo, self.camera)
        self.director.lens = lens
        self.drawing = Drawing(app, rules, geo, self.model, self.art, hall, self.fx,
                               self.ticker, self.director, self.prompts, self.names,
                               self.days_total, wood, self.humans, key=key,
                               lens=lens)
        if self.follows:
            drawing = self.drawing
            store: dict[Hashable, Any] = (app.assets.kept((key, "levels"), dict)
                                          if key is not None else {})
            self.drawing.levels = Levels(drawing.static, store)

    # -- the contract ----------------------------------------------------------------------

    def sync(self, state: State) -> None:
        obs = state.observation(None)
        model = self.model
        self.script.clear()
        self.fx.clear()
        self.director.reset()
        model.reset_day(int(obs["day"]))
        model.snap(obs)
        model.arrival = list(range(self.players))
        model.settle()
        self.director.commentator.sync(obs)
        if obs["phase"] == "over" and isinstance(state, SixDayState):
            overlay = self.overlays.standings(results_of(state), self.days_total, final=True)
            overlay.persist = True
            overlay.elapsed = overlay.fill_time
            self.director.overlay = overlay
        if obs["phase"] == "play" and not obs["plays"] and not obs["history"]:
            # The very start: the riders line up before the first card announces the day.
            self.director.announce(model.day, list(obs["order"]))
        if not self.ticker.lines:
            label = (f"Day {model.day} of {self.days_total}" if self.days_total > 1
                     else "Race day")
            self.say([f"{label} at the {self.title.title()}: {DOING.get(model.phase, '')}."])
            self.ticker.rest()

    def show(self, step: Step, state: State) -> None:
        self.director.show(step.events, state.observation(None), results_of(state))

    def _come_to_rest(self) -> None:
        self.model.settle()
        self._aim()
        self.camera.rest()

    def _aim(self) -> None:
        if self.follows:
            center, zoom = pack_aim(self.geo, self.model, self.director.overlay is None)
            self.camera.aim(center, zoom)

    def needs_curtain(self, seat: int) -> bool:
        """A human's hand of black cards is secret: hand over between human seats."""
        return True

    # -- human input -----------------------------------------------------------------------

    def command(self, command: Command) -> bool:
        if self._sheet_up() and command is Command.CONFIRM:
            self._skip_overlay()
            return True
        return super().command(command)

    def pointer(self, pointer: Pointer) -> bool:
        if self._sheet_up() and pointer.kind == "down" and pointer.button == 1:
            self._skip_overlay()
            return True
        return super().pointer(pointer)

    def _sheet_up(self) -> bool:
        """Whether a human may cut the result pad or the standings short now."""
        return (self.director.overlay is not None and self.director.overlay_clip is not None
                and self.humans)

    def _skip_overlay(self) -> None:
        clip = self.director.overlay_clip
        if clip is not None and self.script.current is clip:
            clip.cut()
            self.app.sounds.play("click")

    def _focused_preview(self) -> Preview | None:
        return self.prompts.focused_preview()

    # -- time and drawing ------------------------------------------------------------------

    def _update_table(self, dt: float) -> None:
        self.model.follow(dt)
        if not self.follows:
            return
        self._aim()
        self.camera.update(dt)
        levels = self.drawing.levels
        # The zoomed pictures of the hall and the riders' art, a step a frame, before the
        # camera needs them.
        if levels is not None and self.camera.still and not levels.warm():
            self.drawing.warm_art()

    def draw(self, surface: pygame.Surface) -> None:
        self.drawing.draw(surface)

    # -- what the table shows, by its old names ----------------------------------------------

    @property
    def riders(self) -> list[Rider]:
        """The riders as shown, by seat."""
        return self.model.riders

    @property
    def space(self) -> list[int]:
        """Each rider's space as shown."""
        return self.model.space

    @property
    def crossed(self) -> list[int]:
        """The seats over the line, in crossing order."""
        return self.model.crossed

    @property
    def cards(self) -> list[int]:
        """The cards each seat holds, as shown."""
        return self.model.cards

    @property
    def relief(self) -> list[bool]:
        """Whether each seat's relief rider is out."""
        return self.model.relief

    @property
    def stacks(self) -> list[int]:
        """The black cards left on the low and the high stack."""
        return self.model.stacks

    @property
    def overlay(self) -> Overlay | None:
        """The result pad or the standings up over the track, if any."""
        return self.director.overlay

    @property
    def infield(self) -> pygame.Rect:
        """The infield's clear rectangle."""
        return self.geo.infield

    @property
    def hw(self) -> float:
        """Half the boards' width, in px."""
        return self.geo.hw

    def point(self, s: float, lane: float = 0.0) -> Vec:
        """The screen point `s` spaces along the lap, `lane` px towards the infield."""
        return self.geo.point(s, lane)

    def row_rect(self, index: float) -> pygame.Rect:
        """The standings row at (fractional) place `index` from the top."""
        return self.geo.row_rect(index)


__all__ = ["SixDayView"]
