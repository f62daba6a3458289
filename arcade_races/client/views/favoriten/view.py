"""`FavoritenView`: the course, the betting board, the standings, the dice tray and the ticker,
put together on the stage.

The view wires the package's parts: `geometry` (where things stand), `art` and `backdrop` (the
surfaces), `model` (what the table shows), `director` (events to beats), `prompts` (a human's
decision) and `draw` (read-only drawing), with the stage's script, effects layer, ticker and
hooves loop.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from arcade_races.client import theme
from arcade_races.client.names import short
from arcade_races.client.physics import DiceTray
from arcade_races.client.stage.effects import Ambience, Effect, Effects, hex_color
from arcade_races.client.stage.ticker import Ticker
from arcade_races.client.views.base import StageView, corner_kept
from arcade_races.client.views.favoriten.art import Art, letters
from arcade_races.client.views.favoriten.backdrop import Backdrop
from arcade_races.client.views.favoriten.director import Director, Script
from arcade_races.client.views.favoriten.draw import Drawing
from arcade_races.client.views.favoriten.geometry import Geometry
from arcade_races.client.views.favoriten.model import Horse, Marker, Table
from arcade_races.client.views.favoriten.prompts import Prompts
from arcade_races.games.favoriten.commentary import Commentator
from arcade_races.games.favoriten.game import FavoritenGame

if TYPE_CHECKING:
    from arcade_races.client.app import App
    from arcade_races.core.state import Game, State
    from arcade_races.match import Step
    from arcade_races.replay import Header

Vec = tuple[float, float]

HOOVES_TAIL = 0.3
"""Hooves keep drumming this long after the last hop, so a run of moves sounds as one."""
DOING = {"bet": "bets are open", "roll": "{leader} has the die",
         "move": "{leader} picks a horse", "over": "the game is over"}
"""What the table is doing, for the ticker's first line when a view takes up a game midway."""
SETTLE_STEPS = 100_000
"""The most physics steps a skip to the end gives the die to come to rest."""


class FavoritenView(StageView):
    """The Favoriten course, betting board, standings, dice tray and ticker."""

    model: Table
    prompts: Prompts

    def __init__(self, app: App, game: Game, header: Header) -> None:
        super().__init__(app, game, header)
        if not isinstance(game, FavoritenGame):
            raise TypeError(f"the Favoriten view shows Favoriten, not {game.id}")
        self.favoriten = game
        rules = game.rules
        horses = tuple(rules.horses)
        colors = [hex_color(c, theme.INK) for c in rules.colors]
        tags = letters(horses)
        points = [list(c) for c in rules.points]
        per_seat = int(rules.markers)
        self.names = [short(seat.name) for seat in header.seats]
        players = len(header.seats)
        spectator = not any(seat.kind == "human" for seat in header.seats)
        board = game.board
        deco = board.get("decoration") or {}
        grass = hex_color(deco.get("grass", "#4f9d3a"), (79, 157, 58))
        sand = hex_color(deco.get("track", "#d9b77a"), (217, 183, 122))
        name = str(board.get("name") or deco.get("title") or "Favoriten course").strip()
        # "on the Classic course", "on the bend": the board's name as a person would say it.
        self.course = name[4:] if name.lower().startswith("the ") else name
        corner = corner_kept(header, app.settings)  # the play scene's, over the side column
        self.geo = geo = app.assets.kept(
            (self.table_key, "geometry", corner),
            lambda: Geometry(board, horses, rules.length, rules.places,
                             max(len(c) for c in points), players, per_seat, spectator,
                             corner))
        self.tray = DiceTray(geo.tray_rect, seed=header.seed, colors=[(246, 242, 230)],
                             assets=app.assets,
                             die_size=max(30, min(56, round(geo.tray_rect.height * 0.32))))
        # Everything the art is drawn from is in the table key (it only renders and keeps).
        self.art = app.assets.kept((self.table_key, "art"), lambda: Art(app, geo, colors, tags))
        self.model = Table.new(horses, rules.length, players, per_seat, game.races)
        self.script = Script()
        self.fx = Effects(("board", "side"))
        self.ticker = Ticker()
        self.hooves = Ambience(app.sounds, "hooves", HOOVES_TAIL)
        self.director = Director(app, geo, self.model, self.art, self.script, self.fx, self.say,
                                 self.hooves, self.tray, self.names, colors, tuple(rules.die),
                                 Commentator(self.names, game), header.seed)
        self.prompts = Prompts(app, geo, self.model, self.names, colors, points, per_seat)
        backdrop = Backdrop(app, geo, self.art, colors, tags, points, grass, sand, game.races)
        self.drawing = Drawing(app, geo, self.model, self.art, backdrop, self.fx, self.tray,
                               self.prompts, self.ticker, self.names, points,
                               key=self.table_key)

    # -- the contract ----------------------------------------------------------------------

    def sync(self, state: State) -> None:
        obs = state.observation(None)
        model = self.model
        self.script.clear()
        self.fx.clear()
        self.hooves.stop()
        model.reset_race(int(obs["race"]))
        model.snap(obs, prompting=self.prompts.current is not None)
        self.director.reset()
        self.director.commentator.sync(obs)
        if obs["roll"] is not None:
            self.tray.throw([int(obs["roll"])], faces=[self.director.die])
            self._settle_tray()
        if not self.ticker.lines and model.phase != "leader":
            seat = model.leader
            leader = self.names[seat] if 0 <= seat < len(self.names) else "the leader"
            doing = DOING.get(model.phase, "").format(leader=leader)
            self.say([f"Race {model.race_no} of {model.races_total} on the {self.course}: "
                      f"{doing}."])
            self.ticker.rest()

    def show(self, step: Step, state: State) -> None:
        submitted, self.prompts.submitted = self.prompts.submitted, None
        self.director.show(step.events, step.action, submitted, state.observation(None),
                           lambda: self.prompts.current is not None)

    def _come_to_rest(self) -> None:
        self._settle_tray()
        self.model.callout = None
        self.hooves.stop()

    def _settle_tray(self) -> None:
        for _ in range(SETTLE_STEPS):
            if self.tray.settled or not self.tray.dice:
                return
            self.tray.step()

    # -- human input -----------------------------------------------------------------------

    # -- time and drawing ------------------------------------------------------------------

    def _update_physics(self, dt: float) -> None:
        self.tray.update(dt)

    def _update_table(self, dt: float) -> None:
        model = self.model
        if model.callout is not None:
            h, row, left = model.callout
            model.callout = (h, row, left - dt) if left - dt > 0 else None
        self.hooves.update(any(h.moving for h in model.horse), dt)

    def draw(self, surface: pygame.Surface) -> None:
        self.drawing.draw(surface)

    # -- what the table shows, by its old names ----------------------------------------------

    @property
    def horses(self) -> tuple[str, ...]:
        """The horses' names, in board order."""
        return self.geo.horses

    @property
    def horse(self) -> list[Horse]:
        """The horses as shown."""
        return self.model.horse

    @property
    def markers(self) -> list[Marker]:
        """The markers on the betting board, as shown."""
        return self.model.markers

    @property
    def markers_left(self) -> list[int]:
        """Each seat's markers not yet placed, as shown."""
        return self.model.markers_left

    @property
    def totals(self) -> list[int]:
        """Each seat's total, as shown."""
        return self.model.totals

    @property
    def history(self) -> list[list[int]]:
        """Each finished race's points per seat, as shown."""
        return self.model.history

    @property
    def candidates(self) -> list[int]:
        """The horses the leader may move, lit on the course."""
        return self.model.candidates

    @property
    def focus(self) -> int | None:
        """The horse in the spotlight (the prompt's, or the one moving)."""
        return self.model.focus

    @property
    def ghost(self) -> tuple[int, int] | None:
        """A horse and the space it would land on, drawn see-through."""
        return self.model.ghost

    @property
    def side_fx(self) -> list[Effect]:
        """The decorations running in the side column."""
        return self.fx.lane("side")

    @property
    def lanes(self) -> list[list[list[Vec]]]:
        """Each horse's two lanes on screen, a point per space."""
        return self.geo.lanes

    @property
    def bet_rect(self) -> pygame.Rect:
        """The betting board on screen."""
        return self.geo.bet_rect

    @property
    def cannon_pt(self) -> Vec:
        """The start cannon's spot on screen."""
        return self.geo.cannon_pt

    @property
    def chair_pt(self) -> Vec:
        """The deck chair's spot on screen."""
        return self.geo.chair_pt

    @property
    def slots(self) -> list[Vec]:
        """The placed horses' spots by the deck chair."""
        return self.geo.slots

    @property
    def side(self) -> pygame.Rect:
        """The side column."""
        return self.geo.side

    @property
    def tray_rect(self) -> pygame.Rect:
        """The dice tray."""
        return self.geo.tray_rect

    def row_rect(self, seat: int) -> pygame.Rect:
        """The standings row of `seat`."""
        return self.geo.row_rect(seat)

    def _horse_rect(self, h: int) -> pygame.Rect:
        return self.geo.horse_rect(h, self.model.horse[h])

    def _facing(self, h: int, horse: Horse) -> float:
        return self.drawing.facing(h, horse)


__all__ = ["FavoritenView"]
