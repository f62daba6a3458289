"""Drawing the auction room: the curtain, the stack, the card on offer, the high bid, the
gavel, the row of seats' paddles and the sell-back; read only, from the table model and the
room's transient values (`AuctionRoom` in `auction` keeps them and runs the beats)."""

from __future__ import annotations

import pygame

from arcade_races.client import theme
from arcade_races.client.physics.render import darken, mix
from arcade_races.client.stage.cache import Cache
from arcade_races.client.stage.motion import ease_in_out, ease_out, lerp
from arcade_races.client.stage.zones import STAGE
from arcade_races.client.views.rennfieber.auction_prompts import (
    SELL_BAR,
    sell_price,
    sell_slots,
)
from arcade_races.client.views.rennfieber.fit import fit_text
from arcade_races.client.views.rennfieber.geometry import AUCTION_CARD, STACK
from arcade_races.client.views.rennfieber.stage import Room, money
from arcade_races.client.widgets import seat_token, text

Vec = tuple[float, float]
ChipKey = tuple[int, tuple[int, int], bool, str, tuple[int, int, int], bool, int, str,
                tuple[int, int, int], bool]
"""A seat chip's look: (seat, size, on turn, status, its ink, out, paddle width, name,
seat colour, colour-blind tokens)."""


HIGH = pygame.Rect(STAGE.left + 574, STAGE.top + 44, 372, 158)
"""The high bid, right of the card on offer."""
GAVEL_AT = (HIGH.centerx + 60, STAGE.top + 372)
"""Where the gavel's sounding block stands (the head comes down on it)."""
WORDS_AT = (HIGH.centerx - 10, STAGE.top + 262)
"""Where "Going…", "going…", "GONE!" are called."""
BANNER_AT = (HIGH.centerx, STAGE.top + 300)
"""Where an auction's opening banner pops (beside the card, not over it)."""
SEATS = pygame.Rect(STAGE.left, STAGE.top + 470, STAGE.width, STAGE.bottom - STAGE.top - 470)
"""The row of seats' paddles along the bottom of the stage."""
PADDLE = 100
"""The paddles' height."""
GAVEL = 120
"""The gavel's size."""
REST_ANGLE = -18.0
"""The gavel's angle lying by the block (degrees; more negative: raised higher)."""
WINE, WINE_DEEP, RAIL = (92, 30, 46), (34, 12, 24), (120, 72, 40)



class AuctionDrawing(Room):
    """What the auction room draws; the room's beats set the transient values below."""

    _ground: pygame.Surface | None
    _greys: dict[tuple[int, int | None], pygame.Surface]
    _gavels: dict[int, pygame.Surface]
    _chips: Cache[ChipKey, pygame.Surface]
    lift: list[float]
    bump: float
    offer_u: float | None
    slide: tuple[int, float] | None
    going: str
    sold_to: int
    note: str
    gavel: float
    bids: dict[int, int]
    bids_card: int

    def _quota(self, round_: int) -> int:
        seating = self.parts.rules.seats(self.parts.table.players)
        return seating.horses if round_ == 1 else seating.resell

    def bought(self, seat: int, round_: int) -> int:
        """How many horses of auction `round_` `seat` owns."""
        table = self.parts.table
        return sum(1 for c in table.stable(seat) if table.info(c).get("auction") == round_)

    # -- drawing ---------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        table = self.parts.table
        if self._ground is None:
            key = self.parts.key   # the same for every table: the next evening's is ready
            self._ground = self._build_ground() if key is None else \
                self.parts.app.assets.kept((key, "auction_ground"), self._build_ground)
        surface.blit(self._ground, STAGE.topleft)
        if table.phase == "sell":
            self._draw_sell(surface)
        else:
            self._draw_stack(surface)
            self._draw_offer(surface)
            self._draw_high(surface)
            self._draw_gavel(surface)
        self._draw_seats(surface)

    def _build_ground(self) -> pygame.Surface:
        ground = pygame.Surface(STAGE.size)
        h = STAGE.height
        for y in range(0, h, 4):
            pygame.draw.rect(ground, mix(WINE, WINE_DEEP, y / h), (0, y, STAGE.width, 4))
        for x in range(0, STAGE.width, 48):  # the curtain's folds
            shade = pygame.Surface((24, h), pygame.SRCALPHA)
            shade.fill((0, 0, 0, 26))
            ground.blit(shade, (x, 0))
        glow = pygame.Surface((520, 520), pygame.SRCALPHA)
        for r in range(260, 0, -10):
            pygame.draw.circle(glow, (255, 220, 160, max(0, 24 - r // 12)), (260, 260), r)
        ground.blit(glow, glow.get_rect(center=(AUCTION_CARD.centerx - STAGE.left,
                                                AUCTION_CARD.centery - STAGE.top)))
        rail = pygame.Rect(0, SEATS.top - STAGE.top - 6, STAGE.width, 10)
        pygame.draw.rect(ground, RAIL, rail)
        pygame.draw.rect(ground, darken(RAIL, 0.5), rail, 2)
        pygame.draw.rect(ground, darken(WINE_DEEP, 0.3),
                         (0, rail.bottom, STAGE.width, STAGE.height - rail.bottom))
        return ground

    def _draw_stack(self, surface: pygame.Surface) -> None:
        parts, auction = self.parts, self.parts.table.auction
        assets = parts.app.assets
        count = auction.stack
        back = parts.art.horse_card_back(STACK.size)
        if count <= 0:
            pygame.draw.rect(surface, darken(WINE, 0.4), STACK, border_radius=12)
            pygame.draw.rect(surface, theme.INK_FAINT, STACK, 2, border_radius=12)
        for k in range(min(count, 4) - 1, -1, -1):
            surface.blit(back, STACK.move(-k * 3, -k * 4))
        slide = self.slide
        if slide is not None:
            card, u = slide
            rect = self._lerp_rect(AUCTION_CARD, STACK.move(0, 14), ease_in_out(u))
            # The card at the offer's size, scaled on the way: drawn afresh at each size the
            # slide passes, it cost a whole supersampled card a frame (20 ms at 16x).
            image = parts.art.horse_card(card, parts.table.horse(card).form, -1, 0,
                                         AUCTION_CARD.size)
            surface.blit(pygame.transform.smoothscale(image, rect.size), rect)
            if u > 0.55:  # it goes under: the top of the stack covers it again
                surface.blit(back, STACK)
        words = f"{count} card{'s' if count != 1 else ''} left" if count else "Stack empty"
        text(surface, assets, words, 22, theme.INK, (STACK.centerx, STACK.bottom + 26),
             anchor="center")
        label = "First auction" if auction.round == 1 else "Second auction"
        text(surface, assets, label, 18, theme.GOLD, (STACK.centerx, STACK.bottom + 54),
             anchor="center", kind="bold")

    def _draw_offer(self, surface: pygame.Surface) -> None:
        parts, table = self.parts, self.parts.table
        card = table.auction.card
        if not card:
            if self.slide is None and not self.going:
                words = "Next horse\u2026"
                text(surface, parts.app.assets, words, 30, theme.INK_DIM, AUCTION_CARD.center,
                     anchor="center")
            return
        horse = table.horse(card)
        u = self.offer_u
        if u is None:
            surface.blit(parts.art.horse_card(card, horse.form, -1, horse.kept,
                                              AUCTION_CARD.size), AUCTION_CARD)
            return
        e = ease_out(u)
        rect = self._lerp_rect(STACK, AUCTION_CARD, e)
        image = (parts.art.horse_card_back(STACK.size) if u < 0.5 else
                 parts.art.horse_card(card, horse.form, -1, horse.kept, AUCTION_CARD.size))
        squash = abs(1 - 2 * u)
        width = max(1, round(rect.width * squash))
        image = pygame.transform.smoothscale(image, (width, rect.height))
        surface.blit(image, image.get_rect(center=rect.center))

    @staticmethod
    def _lerp_rect(a: pygame.Rect, b: pygame.Rect, t: float) -> pygame.Rect:
        rect = pygame.Rect(0, 0, round(lerp(a.width, b.width, t)),
                           round(lerp(a.height, b.height, t)))
        rect.center = (round(lerp(a.centerx, b.centerx, t)), round(lerp(a.centery, b.centery, t)))
        return rect

    def _draw_high(self, surface: pygame.Surface) -> None:
        parts, auction = self.parts, self.parts.table.auction
        assets = parts.app.assets
        if (not auction.card and self.sold_to < 0) or self.offer_u is not None:
            return
        pygame.draw.rect(surface, darken(WINE_DEEP, 0.4), HIGH, border_radius=16)
        bidder = auction.high_bidder
        edge = parts.seat_color(bidder) if bidder >= 0 else theme.PANEL_EDGE
        pygame.draw.rect(surface, edge, HIGH, 3, border_radius=16)
        if bidder >= 0:
            label = "SOLD" if self.sold_to >= 0 else (
                "NO BIDS: AT ITS PRICE" if self.note else "HIGH BID")
            amount, color = auction.high, theme.GOLD
            who = parts.names[bidder]
        else:
            label, amount, color = "OPENING BID", parts.rules.horse(auction.card).price, theme.INK
            who = "waiting for a bid"
        text(surface, assets, label, 18, theme.INK_DIM, (HIGH.centerx, HIGH.top + 20),
             anchor="center", kind="bold", shadow=False)
        figure = money(amount)
        size = fit_text(assets, figure, 64, HIGH.width - 40)
        image = assets.text(figure, size, color, "bold")
        if self.bump > 0:
            image = pygame.transform.smoothscale_by(image, 1.0 + 0.28 * self.bump)
        surface.blit(image, image.get_rect(center=(HIGH.centerx, HIGH.top + 72)))
        who_words = f"\u2014 {who}" if bidder >= 0 else who
        who_size = fit_text(assets, who_words, 30, HIGH.width - 60)
        who_color = parts.seat_color(bidder) if bidder >= 0 else theme.INK_DIM
        rect = text(surface, assets, who_words, who_size, who_color,
                    (HIGH.centerx + (12 if bidder >= 0 else 0), HIGH.bottom - 30),
                    anchor="center")
        if bidder >= 0:
            seat_token(surface, assets, bidder, (rect.left - 16, rect.centery), 9,
                       parts.colour_blind)

    def _draw_gavel(self, surface: pygame.Surface) -> None:
        parts, auction = self.parts, self.parts.table.auction
        assets = parts.app.assets
        if not auction.card and not self.going:
            return
        block = pygame.Rect(0, 0, 96, 30)
        block.midtop = (GAVEL_AT[0] - 30, GAVEL_AT[1] + 6)
        pygame.draw.ellipse(surface, darken(RAIL, 0.5), block.move(0, 8))
        pygame.draw.ellipse(surface, RAIL, block)
        pygame.draw.ellipse(surface, darken(RAIL, 0.6), block, 2)
        angle = round(REST_ANGLE + self.gavel)
        image = self._gavels.get(angle)
        if image is None:
            image = pygame.transform.rotate(parts.art.gavel(GAVEL), angle)
            self._gavels[angle] = image
        # The handle's end is the pivot: it stays put while the head swings.
        pivot = pygame.math.Vector2(GAVEL_AT[0] + GAVEL * 0.42, GAVEL_AT[1] - GAVEL * 0.04)
        offset = pygame.math.Vector2(GAVEL * 0.42, 0).rotate(-angle)
        surface.blit(image, image.get_rect(center=(pivot - offset)))
        if self.going:
            big = self.going == "GONE!"
            size = 64 if big else 46
            color = theme.GOLD if big else theme.INK
            text(surface, assets, self.going, size, color, WORDS_AT, anchor="center")
            if big and self.sold_to >= 0:
                words = f"to {parts.names[self.sold_to]}"
                text(surface, assets, words, fit_text(assets, words, 28, HIGH.width - 40),
                     parts.seat_color(self.sold_to), (WORDS_AT[0], WORDS_AT[1] + 44),
                     anchor="center")
        if self.note:
            self._note(surface, self.note, (HIGH.centerx, STAGE.top + 418))

    def _note(self, surface: pygame.Surface, words: str, top: Vec) -> None:
        assets = self.parts.app.assets
        head, _, tail = words.partition(": ")
        for k, line in enumerate((head + ":", tail) if tail else (head,)):
            size = fit_text(assets, line, 20, HIGH.width - 20)
            text(surface, assets, line, size, theme.ORANGE, (top[0], top[1] + k * 24),
                 anchor="midtop")

    # -- the seats' row --------------------------------------------------------------------

    def _paddle_head(self, seat: int) -> Vec:
        slot = self._slot(seat)
        return (slot.left + 40 + min(60, slot.width // 4), slot.top + 24)

    def _slot(self, seat: int) -> pygame.Rect:
        players = self.parts.table.players
        width = SEATS.width // max(players, 1)
        return pygame.Rect(SEATS.left + seat * width, SEATS.top, width, SEATS.height)

    def _draw_seats(self, surface: pygame.Surface) -> None:
        table = self.parts.table
        selling = table.phase == "sell"
        for seat in range(table.players):
            self._draw_seat(surface, seat, selling)

    def _status(self, seat: int, selling: bool) -> tuple[str, tuple[int, int, int], bool]:
        """A seat's line under its name, its colour, and whether its paddle is out."""
        table = self.parts.table
        auction = table.auction
        if selling:
            left = table.sell_left[seat] if seat < len(table.sell_left) else 0
            if table.to_move == seat:
                return "Selling", theme.GOLD, False
            return (f"Sells {left}" if left else "Done"), theme.INK_DIM, not left
        quota = self._quota(auction.round)
        needs = max(0, quota - self.bought(seat, auction.round))
        out = bool(auction.card) and seat < len(auction.out) and auction.out[seat]
        if auction.card and auction.high_bidder == seat:
            return "High bid", theme.GOLD, False
        if needs == 0:
            return "Stable full", theme.INK_FAINT, bool(auction.card)
        if out:
            return "Out", theme.RED, True
        if auction.card and table.phase == "bid" and auction.turn == seat and \
                table.to_move == seat:
            return "To bid", theme.GOLD, False
        return f"Needs {needs}", theme.INK_DIM, False

    def _draw_seat(self, surface: pygame.Surface, seat: int, selling: bool) -> None:
        parts, table = self.parts, self.parts.table
        auction = table.auction
        slot = self._slot(seat)
        status, ink, out = self._status(seat, selling)
        chip = pygame.Rect(slot.left + 6, slot.top + 30, slot.width - 12, slot.height - 36)
        amount: int | None = None
        if auction.card and not selling:
            if auction.high_bidder == seat:
                amount = auction.high
            elif self.bids_card == auction.card and seat in self.bids:
                amount = self.bids[seat]
        paddle = self._paddle(seat, amount, out)
        key = (seat, chip.size, table.to_move == seat, status, ink, out, paddle.get_width(),
               parts.names[seat], parts.seat_color(seat), parts.colour_blind)
        if getattr(surface, "record_text", None) is not None:
            # The layout check's canvas is told each text: drawn there, not kept.
            self._seat_chip(surface, key, chip.topleft)
        else:
            # The chip changes only with its seat's turn and status (its rounded rects and
            # two fitted lines were some 2 ms of an auction frame at six seats).
            surface.blit(self._chips.get(key, self._make_chip), chip)
        head_x = chip.left + 8 + paddle.get_width() // 2
        lift = 0.0 if selling else self.lift[seat]
        rect = paddle.get_rect(midbottom=(head_x, chip.bottom - 4 - round(26 * lift)))
        surface.blit(paddle, rect)
        if out:
            c = (rect.centerx, rect.top + rect.width // 2)
            r = rect.width * 0.34
            for dx in (-1, 1):
                pygame.draw.line(surface, theme.RED, (c[0] - r, c[1] - r * dx),
                                 (c[0] + r, c[1] + r * dx), 6)

    def _make_chip(self, key: ChipKey) -> pygame.Surface:
        image = pygame.Surface(key[1], pygame.SRCALPHA)
        self._seat_chip(image, key, (0, 0))
        return image

    def _seat_chip(self, surface: pygame.Surface, key: ChipKey, at: tuple[int, int]) -> None:
        """A seat's chip at `at`: its panel, name, status line and token (the paddle, which
        lifts, stands left of the words and is drawn over it)."""
        seat, size, turn, status, ink, out, paddle_width, name, color, colour_blind = key
        assets = self.parts.app.assets
        chip = pygame.Rect(at, size)
        pygame.draw.rect(surface, theme.PANEL_HI if turn else theme.PANEL, chip,
                         border_radius=12)
        pygame.draw.rect(surface, theme.GOLD if turn else darken(color, 0.55), chip,
                         3 if turn else 2, border_radius=12)
        x = chip.left + 16 + paddle_width   # right of the paddle, as the paddle stands
        width = chip.right - x - 6
        size_ = fit_text(assets, name, 20, width)
        text(surface, assets, name, size_, theme.INK if not out else theme.INK_FAINT,
             (x, chip.top + 22), anchor="midleft", shadow=False)
        size_ = fit_text(assets, status, 18, width)
        text(surface, assets, status, size_, ink, (x, chip.top + 48), anchor="midleft",
             shadow=False)
        seat_token(surface, assets, seat, (chip.right - 12, chip.bottom - 12), 6, colour_blind)

    def _paddle(self, seat: int, amount: int | None, out: bool) -> pygame.Surface:
        image = self.parts.art.paddle(seat, amount, PADDLE)
        if not out:
            return image
        key = (seat, amount)
        grey = self._greys.get(key)
        if grey is None:
            grey = pygame.transform.grayscale(image)
            grey.set_alpha(150)
            self._greys[key] = grey
        return grey

    # -- the sell-back ---------------------------------------------------------------------

    def _draw_sell(self, surface: pygame.Surface) -> None:
        parts, table = self.parts, self.parts.table
        assets = parts.app.assets
        back = parts.art.horse_card_back(STACK.size)
        for k in range(2, -1, -1):
            surface.blit(back, STACK.move(-k * 3, -k * 4))
        plate = pygame.Rect(0, 0, STACK.width - 20, 40)
        plate.center = STACK.center
        pygame.draw.rect(surface, theme.GOLD, plate, border_radius=10)
        text(surface, assets, "BANK", 26, theme.BG_DEEP, plate.center, anchor="center",
             shadow=False)
        title = "Sell-back before the last race"
        text(surface, assets, title, fit_text(assets, title, 30, 700), theme.GOLD,
             (STAGE.centerx + 90, STAGE.top + 56), anchor="center")
        rule = (f"The bank pays the price plus {money(parts.rules.sell_bonus)} "
                f"for each form step above the bottom")
        text(surface, assets, rule, fit_text(assets, rule, 17, 700, "sans"), theme.INK_DIM,
             (STAGE.centerx + 90, STAGE.top + 84), anchor="center", kind="sans", shadow=False)
        seller = next((s for s, n in enumerate(table.sell_left) if n > 0), None)
        if seller is None:
            return
        stable = table.stable(seller)
        for card, slot in zip(stable, sell_slots(len(stable)), strict=True):
            horse = table.horse(card)
            surface.blit(parts.art.horse_card(card, horse.form, seller, horse.kept, slot.size),
                         slot)
            self._price_tag(surface, sell_price(parts, card, horse.form),
                            (slot.centerx, slot.bottom + 8))
        left = table.sell_left[seller]
        words = f"{parts.names[seller]} sells {left} horse{'s' if left != 1 else ''} back"
        text(surface, assets, words, fit_text(assets, words, 24, SELL_BAR.width - 20),
             parts.seat_color(seller), SELL_BAR.center, anchor="center")

    def _price_tag(self, surface: pygame.Surface, price: int, top: Vec) -> None:
        assets = self.parts.app.assets
        image = assets.text(money(price), 22, theme.BG_DEEP, "bold")
        box = image.get_rect(midtop=(round(top[0]), round(top[1]))).inflate(18, 8)
        pygame.draw.rect(surface, theme.GREEN, box, border_radius=9)
        pygame.draw.rect(surface, darken(theme.GREEN, 0.5), box, 2, border_radius=9)
        surface.blit(image, image.get_rect(center=box.center))


__all__ = ["BANNER_AT", "GAVEL_AT", "HIGH", "REST_ANGLE", "SEATS", "WORDS_AT",
           "AuctionDrawing"]
