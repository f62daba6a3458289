"""`PferderennenView`: the table, the tote board and the ticker, put together on the stage.

The view wires the package's parts: `geometry` (where things stand), `art` (the surfaces),
`model` (what the table shows), `director` (events to beats), `prompts` (a human's decision)
and `draw` (read-only drawing), with the stage's script, effects layer, ticker and hooves loop.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from arcade_races.client import theme
from arcade_races.client.names import short
from arcade_races.client.stage.effects import Ambience, Effect, Effects, hex_color
from arcade_races.client.stage.script import Script
from arcade_races.client.stage.ticker import Ticker
from arcade_races.client.views.base import StageView, corner_kept
from arcade_races.client.views.pferderennen.art import Art
from arcade_races.client.views.pferderennen.director import Director
from arcade_races.client.views.pferderennen.draw import Drawing
from arcade_races.client.views.pferderennen.geometry import Geometry
from arcade_races.client.views.pferderennen.model import Ace, Table
from arcade_races.client.views.pferderennen.prompts import Prompts
from arcade_races.games.pferderennen.game import PferderennenGame

if TYPE_CHECKING:
    from arcade_races.client.app import App
    from arcade_races.core.state import Game, State
    from arcade_races.match import Step
    from arcade_races.replay import Header

Vec = tuple[float, float]

HOOVES_TAIL = 0.35
"""Hooves keep drumming this long after the last step, so a run of draws sounds as one."""
DOING = {"deal": "the dealer is laying the track", "bet": "bets are open",
         "race": "they're running", "handout": "the winners hand out sips",
         "over": "all settled"}
"""What the table is doing, for the ticker's first line when a view takes up a game midway."""
TITLE_CHARS = 48
"""The most characters of a board's title on the table's plaque (a longer one is shortened)."""


def plaque_title(value: object) -> str:
    r"""A board's title as the plaque prints it: one line of printable characters, at most
    `TITLE_CHARS` (a font cannot draw a NUL, and a plaque wider than the table helps no one).

    >>> plaque_title("Derby\x00  day\nat\tnight"), plaque_title(None)
    ('Derby day at night', 'Pferderennen')
    """
    words = "".join(c if c.isprintable() else " " for c in str(value or "")).split()
    return short(" ".join(words), TITLE_CHARS) or "Pferderennen"


class PferderennenView(StageView):
    """The Pferderennen table, tote board and ticker."""

    model: Table
    prompts: Prompts

    def __init__(self, app: App, game: Game, header: Header) -> None:
        super().__init__(app, game, header)
        if not isinstance(game, PferderennenGame):
            raise TypeError(f"the Pferderennen view shows Pferderennen, not {game.id}")
        rules = game.rules
        self.names = [short(seat.name) for seat in header.seats]
        players = len(header.seats)
        board = game.board
        deco = board.get("decoration") or {}
        self.title = plaque_title(deco.get("title") or board.get("name"))
        suits = tuple(rules.suits)
        corner = corner_kept(header, app.settings)  # the play scene's, over the side column
        self.geo = app.assets.kept(
            (self.table_key, "geometry", corner),
            lambda: Geometry(board, suits, rules.track_cards, players, corner, rules.races))
        self.art = Art(app.assets, suits, self.geo.card_w, self.geo.card_h)
        self.model = Table.new(suits, rules.track_cards, players, len(rules.deck))
        self.script = Script()
        self.fx = Effects(("board", "tote"))
        self.ticker = Ticker()
        self.hooves = Ambience(app.sounds, "hooves", HOOVES_TAIL)
        self.director = Director(app, self.geo, self.model, self.art, self.script, self.fx,
                                 self.say, self.hooves, self.names, game.variants,
                                 rules.stumble_rank)
        self.prompts = Prompts(app, self.model, self.art, self.names, game.units)
        self.drawing = Drawing(app, self.geo, self.model, self.art, self.fx, self.ticker,
                               self.names, game.units,
                               felt=hex_color(deco.get("felt", ""), theme.FELT),
                               rail=hex_color(deco.get("rail", ""), theme.WOOD),
                               ink=hex_color(deco.get("ink", ""), theme.INK), title=self.title,
                               key=self.table_key)

    # -- the contract ----------------------------------------------------------------------

    def sync(self, state: State) -> None:
        obs = state.observation(None)
        self.script.clear()
        self.fx.clear()
        self.director.reset()
        self.hooves.stop()
        self.model.reset_race(int(obs["race"]), int(obs["races"]))
        self.model.snap(obs)
        self.director.commentator.sync(obs)
        model = self.model
        if not self.ticker.lines and (model.phase != "deal" or any(s.laid for s in model.slots)):
            label = f"Race {model.race_no} of {model.races}" if model.races > 1 else "The race"
            self.say([f"{label} at the {self.title} table: {DOING.get(model.phase, '')}."])
            self.ticker.rest()

    def show(self, step: Step, state: State) -> None:
        self.director.show(step.events, state.observation(None))

    def _come_to_rest(self) -> None:
        self.hooves.stop()

    # -- human input -----------------------------------------------------------------------

    # -- time and drawing ------------------------------------------------------------------

    def _update_table(self, dt: float) -> None:
        self.hooves.update(any(a.moving for a in self.model.aces.values()), dt)

    def draw(self, surface: pygame.Surface) -> None:
        self.drawing.table_and_tote(surface, prompting=self.prompts.current is not None)
        self.prompts.draw(surface)

    # -- what the table shows, by its old names ----------------------------------------------

    @property
    def aces(self) -> dict[str, Ace]:
        """The aces as shown, by suit."""
        return self.model.aces

    @property
    def pile_count(self) -> int:
        """The cards shown on the pile."""
        return self.model.pile_count

    @property
    def discard(self) -> list[str]:
        """The cards drawn this race, as shown."""
        return self.model.discard

    @property
    def totals(self) -> list[int]:
        """Each seat's session total, as shown."""
        return self.model.totals

    @property
    def tote_fx(self) -> list[Effect]:
        """The decorations running on the tote board."""
        return self.fx.lane("tote")

    @property
    def lanes(self) -> dict[str, list[Vec]]:
        """Each suit's lane on screen, a point per step."""
        return self.geo.lanes

    @property
    def pile_pt(self) -> Vec:
        """The pile's spot on screen."""
        return self.geo.pile_pt

    @property
    def dealer_pt(self) -> Vec:
        """The dealer's spot on screen."""
        return self.geo.dealer_pt

    def row_rect(self, seat: int) -> pygame.Rect:
        """The tote board row of `seat`."""
        return self.geo.row_rect(seat)


__all__ = ["PferderennenView"]
