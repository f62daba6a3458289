"""Drawing the Rennfieber table: read only, from the model, the effects layer and the ticker.

The frame: the room the table shows on the stage (each room draws itself), a plaque over the
stage naming the race and the phase and whose turn it is, the side column with a panel per
seat (name, cash, the stable's horse cards with their form pointers and kept cards), the
decorations, the banner and the caller's ticker. Drawing changes nothing in the model.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

import pygame

from arcade_races.client import theme
from arcade_races.client.physics.render import darken, mix
from arcade_races.client.stage.ticker import Ticker
from arcade_races.client.stage.zones import STAGE, TICKER
from arcade_races.client.views.rennfieber import lookahead
from arcade_races.client.views.rennfieber.card_shelf import WARM_BUDGET
from arcade_races.client.views.rennfieber.fit import fit_text
from arcade_races.client.views.rennfieber.stage import Parts, Room, money
from arcade_races.client.views.rennfieber.training import TrainingRoom
from arcade_races.client.widgets import panel, seat_token, text

if TYPE_CHECKING:
    from arcade_races.client.stage.prompt import Prompt

Color = tuple[int, int, int]

DOING = {"offer": "Auction", "bid": "Auction", "sell": "Sell-back", "train": "Training",
         "first": "Training", "roll": "Training", "card": "Training", "lineup": "Line-up",
         "tie": "Line-up", "bet": "Betting", "dice": "Race", "move": "Race", "play": "Race",
         "gallop": "Race", "over": "Final standings"}
"""The phase as the plaque names it."""
SCENES = {"auction": "Auction", "training": "Training", "paddock": "Line-up",
          "tote": "Totalisator", "race": "Race"}
"""A room as the plaque names it while a step's beats show it."""


class Drawing:
    """Draws the table from `parts`, with `rooms` by scene and the `ticker`."""

    def __init__(self, parts: Parts, rooms: Mapping[str, Room], ticker: Ticker) -> None:
        self.parts = parts
        self.rooms = dict(rooms)
        self.ticker = ticker
        self._frame: pygame.Surface | None = None
        self._fits: dict[tuple[str, int, str], int] = {}
        self._column: tuple[tuple[object, ...], pygame.Surface, tuple[int, int]] | None = None
        """The side column as last drawn: what it showed, the picture, where it goes."""

    def frame(self, surface: pygame.Surface, prompt: Prompt | None) -> None:
        """Everything on screen, the decision `prompt` (if any) over the stage."""
        parts = self.parts
        fx = parts.fx
        surface.blit(self._background(), (0, 0))
        room = self.rooms.get(parts.table.scene)
        clip = surface.get_clip()
        surface.set_clip(STAGE)
        if room is not None:
            room.draw(surface)
        fx.draw(surface, "board")
        fx.draw(surface, "over")
        surface.set_clip(clip)
        self._plaque(surface)
        self._side(surface)
        fx.draw(surface, "side")
        if prompt is not None and room is not None:
            owner = self._prompt_room(prompt)
            if owner is not None:
                owner.draw_prompt(surface, prompt)
        if fx.confetti is not None:
            fx.confetti.draw(surface)
        if fx.banner is not None:
            fx.banner.draw(surface)
        self.ticker.draw(surface, parts.app.assets, TICKER, fits=self._fits)
        # What the coming moments show is drawn ahead in what this frame left of its card
        # budget (the room on the stage first), and the next frame has a whole budget.
        training = self.rooms.get("training")
        units = parts.art.cards.ahead()
        if isinstance(training, TrainingRoom) and units:
            self._ahead(training, units)
        parts.art.next_frame()

    def _ahead(self, training: TrainingRoom, units: int) -> None:
        """In a cheap frame: the cards of the coming moments, or else one of the training
        figures of the horses bought (six of them made in the frame the training opens were
        3 ms of it)."""
        parts, table = self.parts, self.parts.table
        if parts.art.cards.warm(lookahead.coming(parts, training), units) or \
                table.room != "auction" or units < WARM_BUDGET:
            return
        for horse in table.horses:
            if horse.owner >= 0 and not parts.art.has_figure(horse.card, horse.owner,
                                                             training.size):
                parts.art.figure(horse.card, horse.owner, training.size)
                return

    def _prompt_room(self, prompt: Prompt) -> Room | None:
        for room in self.rooms.values():
            if prompt.mode in room.PHASES:
                return room
        return None

    # -- what never moves ------------------------------------------------------------------

    def _build_frame(self) -> pygame.Surface:
        frame = pygame.Surface(theme.CANVAS)
        frame.fill(theme.BG_DEEP)
        for y in range(0, theme.CANVAS[1], 4):
            shade = mix(theme.BG_DEEP, theme.BG, y / theme.CANVAS[1])
            pygame.draw.rect(frame, shade, (0, y, theme.CANVAS[0], 4))
        pygame.draw.rect(frame, darken(theme.PANEL, 0.6), STAGE.inflate(8, 8), border_radius=14)
        pygame.draw.rect(frame, theme.PANEL_EDGE, STAGE.inflate(8, 8), 2, border_radius=14)
        return frame

    # -- the plaque over the stage ---------------------------------------------------------

    def _plaque(self, surface: pygame.Surface) -> None:
        parts, table = self.parts, self.parts.table
        assets = parts.app.assets
        doing = DOING.get(table.phase, "")
        if table.scene != table.room:
            # A room shown during a step's beats (the tote after the race): named by itself.
            doing = SCENES.get(table.scene, doing)
        if table.room == "race" or table.phase in ("lineup", "tie", "bet"):
            race_no = min(table.race + 1, table.races)
            if table.phase == "over":
                label = f"{parts.title}  ·  {doing}"
            else:
                label = f"Race {race_no} of {table.races}  ·  {doing}"
        else:
            label = f"{parts.title}  ·  {doing}"
        turn = table.to_move
        words = label if turn is None else f"{label}  ·  {parts.names[turn]} to play"
        size = fit_text(assets, words, 18, STAGE.width - 80)
        image = assets.text(words, size, theme.INK, "bold")
        rect = image.get_rect(midtop=(STAGE.centerx, STAGE.top + 6)).inflate(36, 10)
        panel(surface, rect, theme.BG_DEEP, theme.GOLD if turn is not None else theme.PANEL_EDGE,
              radius=12, alpha=215)
        if turn is not None:
            seat_token(surface, assets, turn, (rect.left + 14, rect.centery), 7,
                       parts.colour_blind)
        surface.blit(image, image.get_rect(center=(rect.centerx + (8 if turn is not None else 0),
                                                   rect.centery)))

    # -- the side column: a panel per seat ---------------------------------------------------

    def _side(self, surface: pygame.Surface) -> None:
        players = self.parts.table.players
        if hasattr(surface, "record_text"):   # the layout check reads every text drawn
            for seat in range(players):
                self._seat_panel(surface, seat, (0, 0))
            return
        # The column is kept as one picture of what it shows, on the frame's own ground, and
        # drawn afresh only when a panel's looks change (cash counting, a card's new step):
        # six panels of text, tokens and cards were 1-2 ms of every frame.
        look = self._side_look()
        if self._column is None or not _same(self._column[0], look):
            area = self._side_area()
            column = pygame.Surface(area.size)
            column.blit(self._background(), (0, 0), area)
            for seat in range(players):
                self._seat_panel(column, seat, (-area.left, -area.top))
            self._column = (look, column, area.topleft)
        surface.blit(self._column[1], self._column[2])

    def _side_area(self) -> pygame.Rect:
        """The side column with the panels' shadows (down and right of each)."""
        geo = self.parts.geo
        area = geo.seat_rect(0).unionall([geo.seat_rect(s)
                                          for s in range(self.parts.table.players)])
        return area.union(area.move(14, 18)).clip(
            pygame.Rect((0, 0), theme.CANVAS))

    def _background(self) -> pygame.Surface:
        if self._frame is None:
            key = self.parts.key   # the next evening's table (made in a podium frame) has it
            self._frame = self._build_frame() if key is None else \
                self.parts.app.assets.kept((key, "rennfieber_frame"), self._build_frame)
        return self._frame

    def _side_look(self) -> tuple[object, ...]:
        """Everything the panels are drawn from, the card images themselves included."""
        parts, table = self.parts, self.parts.table
        geo = parts.geo
        look: list[object] = [parts.colour_blind, table.to_move, table.room,
                              tuple(table.runners)]
        for seat in range(table.players):
            stable = table.stable(seat)
            count = max(len(stable), 1)
            look += [parts.names[seat], table.cash[seat]]
            for k, card in enumerate(stable):
                horse = table.horse(card)
                size = geo.stable_slot(seat, k, count).size
                look += [card, horse.flash,
                         parts.art.horse_card(card, horse.form, seat, horse.kept, size)]
        return tuple(look)

    def _seat_panel(self, surface: pygame.Surface, seat: int, offset: tuple[int, int]) -> None:
        parts, table, geo = self.parts, self.parts.table, self.parts.geo
        assets = parts.app.assets
        rect = geo.seat_rect(seat).move(offset)
        color = parts.seat_color(seat)
        turn = table.to_move == seat
        panel(surface, rect, theme.PANEL if not turn else theme.PANEL_HI,
              theme.GOLD if turn else darken(color, 0.7), radius=10, alpha=235)
        pygame.draw.rect(surface, color, (rect.left + 3, rect.top + 6, 5, rect.height - 12),
                         border_radius=3)
        seat_token(surface, assets, seat, (rect.left + 20, rect.top + 14), 8, parts.colour_blind)
        name = parts.names[seat]
        cash = money(table.cash[seat])
        cash_img = assets.text(cash, 20, theme.GOLD if table.cash[seat] >= 0 else theme.RED,
                               "bold")
        stable = table.stable(seat)
        if geo.compact:
            cards_left = geo.stable_slot(seat, 0, max(len(stable), 1)).move(offset).left
            size = fit_text(assets, name, 17, cards_left - rect.left - 40)
            text(surface, assets, name, size, theme.INK, (rect.left + 32, rect.top + 14),
                 anchor="midleft", shadow=False)
            surface.blit(cash_img, geo.cash_rect(seat, cash_img.get_size()).move(offset))
        else:
            size = fit_text(assets, name, 17, rect.width - cash_img.get_width() - 50)
            text(surface, assets, name, size, theme.INK, (rect.left + 32, rect.top + 14),
                 anchor="midleft", shadow=False)
            surface.blit(cash_img, geo.cash_rect(seat, cash_img.get_size()).move(offset))
        count = max(len(stable), 1)
        for k, card in enumerate(stable):
            slot = geo.stable_slot(seat, k, count).move(offset)
            horse = table.horse(card)
            image = parts.art.horse_card(card, horse.form, seat, horse.kept, slot.size)
            surface.blit(image, slot.topleft)
            if horse.flash > 0:
                glow = mix(theme.GOLD, theme.INK, horse.flash)
                pygame.draw.rect(surface, glow, slot.inflate(4, 4), 2, border_radius=6)
            if card in table.runners and table.room in ("race", "tote", "paddock"):
                pygame.draw.rect(surface, theme.CYAN, slot.inflate(6, 6), 2, border_radius=7)


def _same(a: tuple[object, ...], b: tuple[object, ...]) -> bool:
    """Whether two looks are the same: equal values, and the very same card images."""
    return len(a) == len(b) and all(
        x is y if isinstance(x, pygame.Surface) else x == y for x, y in zip(a, b, strict=True))


__all__ = ["DOING", "SCENES", "Drawing"]
