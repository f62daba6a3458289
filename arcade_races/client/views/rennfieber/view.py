"""`RennfieberView`: the rooms of the evening, the stables and the ticker, put together on the
stage.

The view wires the package's parts: `geometry` (where things stand), `art` (the surfaces),
`model` (what the table shows), the rooms (`auction`, `training`, `paddock`, `tote`, `race`:
each its beats, its drawing and its decisions), `director` (events to the rooms' beats),
`prompts` (a human's decision) and `draw` (the frame, the plaque and the stables), with the
stage's script, effects layer and ticker.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from arcade_races.client.names import short
from arcade_races.client.stage.effects import Effects
from arcade_races.client.stage.script import Script
from arcade_races.client.stage.ticker import Ticker
from arcade_races.client.views.base import StageView, corner_kept
from arcade_races.client.views.rennfieber import lookahead
from arcade_races.client.views.rennfieber.art import Art, coat
from arcade_races.client.views.rennfieber.auction import AuctionRoom
from arcade_races.client.views.rennfieber.card_shelf import CardShelf
from arcade_races.client.views.rennfieber.director import Director
from arcade_races.client.views.rennfieber.draw import DOING, Drawing
from arcade_races.client.views.rennfieber.geometry import Geometry
from arcade_races.client.views.rennfieber.model import Table
from arcade_races.client.views.rennfieber.paddock import PaddockRoom
from arcade_races.client.views.rennfieber.prompts import Prompts
from arcade_races.client.views.rennfieber.race import RaceRoom
from arcade_races.client.views.rennfieber.stage import Parts, Room
from arcade_races.client.views.rennfieber.tote import ToteRoom
from arcade_races.client.views.rennfieber.training import TrainingRoom
from arcade_races.games.rennfieber.game import RennfieberGame

if TYPE_CHECKING:
    from arcade_races.client.app import App
    from arcade_races.core.state import Game, State
    from arcade_races.match import Step
    from arcade_races.replay import Header

SECRET_PHASES = frozenset({"lineup", "bet"})
"""Decisions that always show a seat's secrets (its sealed pick, its slips in hand)."""
KEPT_PHASES = frozenset({"train", "move", "play", "sell"})
"""Decisions that show the seat's kept training cards, if it has any."""
PACE = {"auction": 2.5, "training": 3.0, "paddock": 2.0, "bet": 2.0}
"""In an exhibition, how much faster than the race the rooms before it play (the evening's
auction and training would otherwise take as long as its races): by scene, "bet" the betting
(the tote's settlement after a race plays at the race's pace, to be read)."""


class RennfieberView(StageView):
    """The Rennfieber table: auction room, training track, paddock, tote and race track."""

    model: Table
    prompts: Prompts

    def __init__(self, app: App, game: Game, header: Header) -> None:
        super().__init__(app, game, header)
        if not isinstance(game, RennfieberGame):
            raise TypeError(f"the Rennfieber view shows Rennfieber, not {game.id}")
        self.names = [short(seat.name) for seat in header.seats]
        players = len(header.seats)
        spectator = not any(seat.kind == "human" for seat in header.seats)
        self.spectator = spectator
        board = game.board
        race_deco = (board.get("race") or {}).get("decoration") or {}
        title = str(race_deco.get("title") or board.get("name") or "Rennfieber").title()
        corner = corner_kept(header, app.settings)  # the play scene's, over the side column
        self.geo = Geometry(board, game.static, players, corner)
        # The horse cards outlive the table: the exhibition's next evening (same board and
        # rules, its key) finds the auction's and the paddock's cards drawn already.
        shelf = app.assets.kept((self.table_key, "horse_cards"), lambda: CardShelf(
            app.assets, game.rules, lambda card: coat(card)[0]))
        colour_blind = bool(app.settings.colour_blind)
        # So do the other pieces (dice, paddles, backs, horses): made during the podium, the
        # next table's first picture drew them all in one frame.
        self.art = app.assets.kept((self.table_key, "art", colour_blind), lambda: Art(
            app.assets, game.rules, colour_blind, shelf))
        self.model = Table.new(game.static, players)
        self.script = Script()
        self.fx = Effects(("board", "over", "side"))
        self.ticker = Ticker()
        self._set_scene: list[str] = []
        """The ticker's lines as a sync left them with its scene-setting line: another sync
        before anything is said puts its own scene in that line's place."""
        self.parts = Parts(app, self.geo, self.model, self.art, self.script, self.fx,
                           game.rules, self.names, self.say, title, key=self.table_key)
        self.race = RaceRoom(self.parts)
        self.rooms: dict[str, Room] = {
            "auction": AuctionRoom(self.parts),
            "training": TrainingRoom(self.parts),
            "paddock": PaddockRoom(self.parts),
            "tote": ToteRoom(self.parts),
            "race": self.race,
        }
        self.director = Director(self.parts, self.rooms, game)
        self.prompts = Prompts(self.parts, self.rooms)
        self.drawing = Drawing(self.parts, self.rooms, self.ticker)

    # -- the contract ----------------------------------------------------------------------

    def sync(self, state: State) -> None:
        obs = state.observation(None)
        self.script.clear()
        self.fx.clear()
        self.director.sync(obs)
        self.model.snap(obs)
        for room in self.rooms.values():
            room.rest()
        if self.ticker.lines and self.ticker.lines == self._set_scene:
            self.ticker.lines = []  # only what a sync said: this sync sets the scene again
        if not self.ticker.lines and self.model.phase != "offer":
            self.say([f"Rennfieber at the {self.parts.title}: "
                      f"{DOING.get(self.model.phase, '').lower()}."])
            self.ticker.rest()
            self._set_scene = list(self.ticker.lines)

    def prepare(self) -> None:
        self.race.prepare()
        training = self.rooms["training"]
        assert isinstance(training, TrainingRoom)
        training.board.prepare()
        # The first offers' cards now (at 16x a card flips up in the frame it is offered),
        # for a new shelf only: the next evening's table is prepared in a frame of the
        # podium, and finds them kept (or draws one in a frame, as it is offered).
        if not self.art.cards.rationed:
            while self.art.cards.warm(lookahead.auction(self.parts)):
                self.art.cards.spent = 0

    def show(self, step: Step, state: State) -> None:
        self.director.show(step.events, state.observation(None))

    def _come_to_rest(self) -> None:
        for room in self.rooms.values():
            room.rest()

    def needs_curtain(self, seat: int) -> bool:
        phase = self.model.phase
        if phase in SECRET_PHASES:
            return True
        return phase in KEPT_PHASES and any(self.model.horse(c).kept
                                            for c in self.model.stable(seat))

    # -- time and drawing ------------------------------------------------------------------

    def pace(self) -> float:
        """How much faster than the race this moment plays in an exhibition (1 with humans)."""
        if not self.spectator:
            return 1.0
        table = self.model
        if table.scene == "tote":
            return PACE["bet"] if table.phase == "bet" else 1.0
        return PACE.get(table.scene, 1.0)

    def update(self, dt: float) -> None:
        # The rooms before the race run faster in an exhibition; the ticker keeps real time.
        pace = self.pace()
        speed = self.speed
        self.speed = speed * pace
        try:
            super().update(dt * pace)
        finally:
            self.speed = speed

    def _update_table(self, dt: float) -> None:
        for room in self.rooms.values():
            room.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        colour_blind = bool(self.app.settings.colour_blind)
        if colour_blind != self.art.colour_blind:
            # The settings changed mid-game (from the pause menu): new pieces, same table.
            self.art = Art(self.app.assets, self.parts.rules, colour_blind, self.art.cards)
            self.parts.art = self.art
        self.drawing.frame(surface, self.prompts.current)


__all__ = ["RennfieberView"]
