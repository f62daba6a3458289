"""`CrazyRaceView`: the board, the players' panels, the dice tray and the ticker, put together
on the stage.

The view wires the package's parts: `geometry` (where things stand), `art` (the surfaces),
`model` (what the table shows), `director` (events to beats), `prompts` (a human's decision),
and `board`, `draw` and `drawer` (read-only drawing), with the stage's script, effects layer
and ticker, and the pymunk dice tray.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from arcade_races.client import theme
from arcade_races.client.names import short
from arcade_races.client.physics import DiceTray
from arcade_races.client.stage.effects import Effect, Effects, hex_color
from arcade_races.client.stage.script import Script
from arcade_races.client.stage.ticker import Ticker
from arcade_races.client.views.base import StageView, corner_kept
from arcade_races.client.views.crazy_race.art import Art
from arcade_races.client.views.crazy_race.board import Board
from arcade_races.client.views.crazy_race.director import Director
from arcade_races.client.views.crazy_race.draw import Drawing
from arcade_races.client.views.crazy_race.drawer import Drawer
from arcade_races.client.views.crazy_race.geometry import Chord, Layout
from arcade_races.client.views.crazy_race.model import Reveal, Table
from arcade_races.client.views.crazy_race.prompts import Prompts
from arcade_races.games.crazy_race.commentary import Commentator, ordinal_short
from arcade_races.games.crazy_race.game import CrazyRaceGame

if TYPE_CHECKING:
    from arcade_races.client.app import App
    from arcade_races.core.state import Game, State
    from arcade_races.match import Step
    from arcade_races.replay import Header

Vec = tuple[float, float]

DOING = {"deal": "the cards are being dealt", "turn": "the race is on",
         "answer": "a card lies on the table", "dice": "the dice are out",
         "refill": "cards are drawn", "over": "the bets are revealed"}
"""What the table is doing, for the ticker's first line when a view takes up a game midway."""
EMPTY_TRACK = (150, 146, 158)
"""The start space of a track nobody plays (fewer players than tracks): a neutral grey."""
SETTLE_STEPS = 2000
"""Most fixed steps (of 1/120 s) the dice may take to come to rest when skipped (they settle
within `MAX_THROW_TIME`, some 190 steps)."""


class CrazyRaceView(StageView):
    """The Crazy Race board, the players' panels, the dice tray and the ticker."""

    model: Table
    prompts: Prompts

    def __init__(self, app: App, game: Game, header: Header) -> None:
        super().__init__(app, game, header)
        if not isinstance(game, CrazyRaceGame):
            raise TypeError(f"the Crazy Race view shows Crazy Race, not {game.id}")
        rules = game.rules
        players = game.players
        names = [short(seat.name) for seat in header.seats]
        while len(names) < players:
            names.append(f"Seat {len(names) + 1}")
        self.names = names
        spectator = not any(seat.kind == "human" for seat in header.seats)
        board = game.board
        deco = board.get("decoration") or {}
        self.title = str(deco.get("title") or board.get("name") or "Crazy Race")
        name = str(board.get("name") or "")
        # The ticker's first words: the board by its name, unless that is the game's own.
        self.welcome = (f"Welcome to Crazy Race on the {name} board"
                        if name and name.casefold() != "crazy race" else "Welcome to Crazy Race")
        tracks = board["tracks"]
        self.model = Table(players, rules.stages, rules.pieces_per_track, len(tracks), game.main,
                           sum(rules.track_cards.values()), sum(rules.action_cards.values()))
        corner = corner_kept(header, app.settings)  # the play scene's, over the side column
        self.lay = Layout(board, rules, players=players, main=game.main, names=names,
                          spectator=spectator, model=self.model, corner=corner)
        # A seated player's pawn wears the seat's colour, so a player has one colour on every
        # screen (seat setup, corner, curtain, podium); an empty track is nobody's, so it wears
        # no colour (its board colour could be a seat's: yellow beside a yellow player).
        pawn_colors = [
            theme.SEAT_COLORS[i % len(theme.SEAT_COLORS)] if i < players else EMPTY_TRACK
            for i in range(len(tracks))
        ]
        self.art = Art(app, self.lay,
                       stage_colors=[hex_color(c, theme.PINK) for c in board["stage_colors"]],
                       pawn_colors=pawn_colors, felt=hex_color(deco.get("table"), (29, 35, 48)),
                       paper=hex_color(deco.get("board"), (241, 230, 200)),
                       ink=hex_color(deco.get("ink"), (43, 43, 51)), title=self.title)
        tray_rect = self.lay.tray_rect
        felt = tray_rect.inflate(-2 * max(8, round(min(tray_rect.size) * 0.045)), 0)
        die = max(26, min(46, round(min(felt.height, felt.width) * 0.34)))
        self.tray = DiceTray(tray_rect, seed=header.seed, die_size=die, assets=app.assets)
        self.script = Script()
        self.fx = Effects(("board", "top"))
        self.ticker = Ticker()
        dice_faces = [tuple(int(f) for f in die) for die in rules.dice]
        self.director = Director(app, self.lay, self.model, self.art, self.script, self.fx,
                                 self.tray, Commentator(names, game), self.say, dice_faces,
                                 header.seed)
        self.prompts = Prompts(app, self.lay, self.model)
        board_art = Board(app, self.lay, self.art)
        self.drawing = Drawing(app, self.lay, self.model, self.art, board_art,
                               Drawer(app, self.lay, self.art, board_art), self.fx, self.ticker,
                               self.tray, key=self.table_key)

    # -- the contract ----------------------------------------------------------------------

    def sync(self, state: State) -> None:
        obs = state.observation(None)
        self.script.clear()
        self.fx.clear()
        model = self.model
        model.incoming = [[0, 0] for _ in range(model.players)]
        model.reveal = None
        model.reset()
        model.snap(obs)
        self.director.commentator.sync(obs)
        if not self.ticker.lines:
            self.say([f"{self.welcome}: {DOING.get(model.phase, 'the race is on')}."])
            self.ticker.rest()

    def show(self, step: Step, state: State) -> None:
        self.director.show(step.events, state.observation(None))

    def _come_to_rest(self) -> None:
        # The dice roll on to rest in their fixed steps, as a full animation leaves them.
        for _ in range(SETTLE_STEPS):
            if not self.tray.dice or self.tray.settled:
                break
            self.tray.step()

    def needs_curtain(self, seat: int) -> bool:
        return True

    def seat_note(self, seat: int) -> str:
        if not 0 <= seat < self.model.players:
            return ""
        cups = [(stage, place) for stage, place in enumerate(self.model.cups[seat], 1) if place]
        if not cups:
            return ""
        # The stages' places so far, as a player counts them: "cups 1st · 3rd".
        return "cups " + " · ".join(ordinal_short(place) for _, place in cups)

    # -- human input -----------------------------------------------------------------------

    # -- time and drawing ------------------------------------------------------------------

    def _update_table(self, dt: float) -> None:
        self.tray.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        self.drawing.draw(surface, self.prompts.current)

    # -- what the table shows, by its old names ----------------------------------------------

    @property
    def cards(self) -> list[list[int]]:
        """Each piece's track card as shown (-1: none)."""
        return self.model.cards

    @property
    def pawn_at(self) -> list[tuple[int, int]]:
        """Each pawn's (piece, space) as shown."""
        return self.model.pawn_at

    @property
    def cups(self) -> list[list[int]]:
        """Each seat's cup per stage as shown (0: none yet)."""
        return self.model.cups

    @property
    def lying(self) -> list[str]:
        """The action card lying before each seat ("": none)."""
        return self.model.lying

    @property
    def finished(self) -> list[int]:
        """The seats home, in order."""
        return self.model.finished

    @property
    def piles(self) -> dict[str, int]:
        """The cards shown on each draw pile."""
        return self.model.piles

    @property
    def counts(self) -> list[list[int]]:
        """Each seat's track and action cards in hand, as shown."""
        return self.model.counts

    @property
    def incoming(self) -> list[list[int]]:
        """Cards dealt to each seat still in the air."""
        return self.model.incoming

    @property
    def reveal(self) -> Reveal | None:
        """The reveal of the bets, once the race is over."""
        return self.model.reveal

    @property
    def top_fx(self) -> list[Effect]:
        """The decorations running over the panels and the reveal."""
        return self.fx.lane("top")

    @property
    def geo(self) -> list[list[Chord]]:
        """Each piece's chord on screen, by track and piece."""
        return self.lay.geo

    @property
    def panel_rects(self) -> list[pygame.Rect]:
        """Each seat's panel in the side column."""
        return self.lay.panel_rects

    @property
    def tray_rect(self) -> pygame.Rect:
        """The dice tray."""
        return self.lay.tray_rect

    @property
    def pile_pt(self) -> dict[str, Vec]:
        """Each pile's spot on screen."""
        return self.lay.pile_pt


__all__ = ["CrazyRaceView"]
