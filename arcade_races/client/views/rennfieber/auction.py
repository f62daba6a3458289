"""The auction room of the Rennfieber table: the horse card on offer, the paddles, the gavel;
and the sell-back before the last race.

The card on offer stands large in the middle (`AUCTION_CARD`), the stack of cards still to
come face down on its left (`STACK`), the high bid big on its right with the gavel under it,
and a row of seats along the bottom: each seat's paddle (raised while it holds the high bid,
its bid on the face), greyed with a cross once it is out, the seat whose bid it is lit.

The beats: a card flips up off the stack and grows into place (the room's banner when an
auction opens); a bid raises the seat's paddle and bumps the high bid; a drop greys the
paddle; a sale is going, going, gone (three beats and the gavel), the card flying to the
buyer's stable in the side column while the cash counts down; an unsold card slides under
the stack. In the sell-back the seller's horses stand on the stage with their buy-back
prices and the sold card flies back to the bank.

The table model holds the auction (card, high bid, out flags, stack, turn); the room keeps only
transient values (a card in flight, the words of the gavel, the paddles' lift) and settles
them in `rest()`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

import pygame

from arcade_races.client import theme
from arcade_races.client.physics.render import darken, mix
from arcade_races.client.stage.effects import Floater, Flyer, Ring
from arcade_races.client.stage.motion import animate, ease_in, ease_in_out, ease_out, lerp
from arcade_races.client.stage.prompt import Prompt
from arcade_races.client.stage.script import Beat, Clip, call, parallel, sequence, wait
from arcade_races.client.stage.zones import STAGE
from arcade_races.client.views.rennfieber.auction_prompts import (
    SELL_BAR,
    AuctionPrompts,
    sell_price,
    sell_slots,
)
from arcade_races.client.views.rennfieber.geometry import AUCTION_CARD, STACK
from arcade_races.client.views.rennfieber.stage import Parts, Room, money
from arcade_races.client.widgets import fit_text, seat_token, text
from arcade_races.core.actions import Action
from arcade_races.core.events import Event
from arcade_races.games.rennfieber import events as ev

Vec = tuple[float, float]

FLIP = 0.55
"""Seconds a card takes off the stack into place."""
BID = 0.45
"""Seconds a bid takes (the paddle up, the high bid bumping)."""
DROPPED = 0.3
"""Seconds a seat dropping out takes."""
GOING = 0.32
"""Seconds of each of "Going…", "going…"."""
STRIKE = 0.14
"""Seconds the gavel takes to come down."""
GONE = 0.3
"""Seconds "GONE!" holds before the card flies."""
FLY = 0.62
"""Seconds a sold card takes to its stable (or back to the bank)."""
SLIDE = 0.6
"""Seconds an unsold card takes under the stack."""

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


class _CardFlight(Flyer):
    """A horse card flying between two rects, its size going from the one to the other."""

    def __init__(self, image: pygame.Surface, a: pygame.Rect, b: pygame.Rect, life: float,
                 arc: float = 60.0) -> None:
        super().__init__(image, a.center, b.center, life, arc=arc, ease=ease_in_out)
        self.sizes = (a.size, b.size)

    def image_at(self, u: float) -> pygame.Surface:
        e = self.ease(u)
        (w0, h0), (w1, h1) = self.sizes
        size = (max(1, round(lerp(w0, w1, e))), max(1, round(lerp(h0, h1, e))))
        return pygame.transform.smoothscale(self.image, size)


class AuctionRoom(Room):
    """The auction room: offers, bids, the gavel and the sell-back."""

    LEADS: ClassVar[tuple[type[Event], ...]] = (ev.CardOffered, ev.BidMade, ev.BidderDropped,
                                                ev.HorseBought, ev.CardUnsold,
                                                ev.HorseSoldBack)
    PHASES: ClassVar[tuple[str, ...]] = ("bid", "sell")

    def __init__(self, parts: Parts) -> None:
        super().__init__(parts)
        self.prompts = AuctionPrompts(parts)
        self._ground: pygame.Surface | None = None
        self._greys: dict[tuple[int, int | None], pygame.Surface] = {}
        self._gavels: dict[int, pygame.Surface] = {}
        # Transient values of the beats, neutral at rest.
        self.lift: list[float] = [0.0] * parts.table.players
        self.bump = 0.0
        self.offer_u: float | None = None
        self.slide: tuple[int, float] | None = None
        self.going = ""
        self.sold_to = -1
        self.note = ""
        self.gavel = 0.0
        # Each seat's last bid on the card on offer (shown on its paddle).
        self.bids: dict[int, int] = {}
        self.bids_card = 0

    # -- beats -----------------------------------------------------------------------------

    def beats(self, group: list[Event], obs: dict[str, Any]) -> None:
        parts = self.parts
        for event in group:
            if isinstance(event, ev.CardOffered):
                parts.script.add(*self._offered(event, obs))
            elif isinstance(event, ev.BidMade):
                parts.script.add(self._bid(event, obs))
            elif isinstance(event, ev.BidderDropped):
                parts.script.add(self._dropped(event, obs))
            elif isinstance(event, ev.HorseBought):
                parts.script.add(self._bought(event))
            elif isinstance(event, ev.CardUnsold):
                parts.script.add(self._unsold(event))
            elif isinstance(event, ev.HorseSoldBack):
                parts.script.add(self._sold_back(event))
            elif isinstance(event, ev.CashMoved):
                # A purchase's payment comes before its HorseBought: the sale counts it.
                if event.reason != "auction":
                    parts.script.add(parts.pay(event))
            elif isinstance(event, ev.FormChanged):
                parts.script.add(parts.form(event))
            elif isinstance(event, ev.DeckReshuffled):
                parts.script.add(call(lambda: parts.sound("shuffle")))

    def _quota(self, round_: int) -> int:
        seating = self.parts.rules.seats(self.parts.table.players)
        return seating.horses if round_ == 1 else seating.resell

    def bought(self, seat: int, round_: int) -> int:
        """How many horses of auction `round_` `seat` owns."""
        table = self.parts.table
        return sum(1 for c in table.stable(seat) if table.info(c).get("auction") == round_)

    def _first_of(self, round_: int) -> bool:
        table = self.parts.table
        cards = [h.card for h in table.horses if table.info(h.card).get("auction") == round_]
        return all(table.owner_of(c) < 0 for c in cards) and (
            table.auction.round != round_ or table.auction.stack >= len(cards)
            or table.phase in ("sell", "over"))

    def _offered(self, event: ev.CardOffered, obs: dict[str, Any]) -> list[Clip]:
        parts, table = self.parts, self.parts.table
        first = self._first_of(event.auction)
        sub = "Round 1" if event.auction == 1 else "Second auction"
        beats: list[Clip] = []
        if table.scene != "auction":
            beats.append(parts.enter("auction", "AUCTION", sub))
        elif first:
            beats.append(parts.banner("AUCTION", sub, theme.GOLD, 0.9, center=BANNER_AT))

        def start() -> None:
            auction = table.auction
            quota = self._quota(event.auction)
            auction.round = event.auction
            auction.card = event.card
            auction.high, auction.high_bidder = 0, -1
            auction.stack = max(0, auction.stack - 1) if not first else max(
                0, int(obs["auction"]["stack"]) if obs["auction"]["card"] == event.card
                else auction.stack - 1)
            auction.out = [self.bought(s, event.auction) >= quota
                           or table.cash[s] < event.price for s in range(table.players)]
            if int(obs["auction"]["card"]) == event.card:
                auction.out = [bool(o) for o in obs["auction"]["out"]]
                auction.turn = int(obs["auction"]["turn"])
            self.bids, self.bids_card = {}, event.card
            self.offer_u = 0.0
            parts.sound("flip")

        def step(t: float) -> None:
            self.offer_u = t

        def end() -> None:
            self.offer_u = None

        beats.append(Clip(FLIP, start=start, step=step, end=end))
        return beats

    def _bid(self, event: ev.BidMade, obs: dict[str, Any]) -> Clip:
        parts, table = self.parts, self.parts.table

        def start() -> None:
            auction = table.auction
            raised = event.amount - (auction.high if auction.high_bidder >= 0 else 0)
            auction.high, auction.high_bidder = event.amount, event.seat
            self.bids[event.seat] = event.amount
            self.bids_card = event.card
            if int(obs["auction"]["card"]) == event.card:
                auction.turn = int(obs["auction"]["turn"])
            words = f"+{money(raised)}" if raised != event.amount else money(event.amount)
            image = parts.app.assets.text(words, 24, parts.seat_color(event.seat), "bold")
            self.parts.fx.add(Floater(image, self._paddle_head(event.seat), rise=22), "board")
            parts.sound("click")

        return animate(self, duration=BID, easing=ease_out, start=start,
                       initial={"bump": 1.0}, bump=0.0)

    def _dropped(self, event: ev.BidderDropped, obs: dict[str, Any]) -> Clip:
        parts, table = self.parts, self.parts.table

        def start() -> None:
            auction = table.auction
            if 0 <= event.seat < len(auction.out):
                auction.out[event.seat] = True
            if int(obs["auction"]["card"]) == event.card:
                auction.turn = int(obs["auction"]["turn"])
            image = parts.app.assets.text("Out", 22, theme.INK_DIM, "bold")
            parts.fx.add(Floater(image, self._paddle_head(event.seat), rise=18), "board")
            parts.sound("stumble")

        return Clip(DROPPED, start=start)

    def _bought(self, event: ev.HorseBought) -> Beat:
        parts, table = self.parts, self.parts.table

        def begin() -> None:
            auction = table.auction
            auction.card = event.card
            auction.high, auction.high_bidder = event.price, event.seat
            if event.forced:
                self.note = "Nobody bid for a whole round: sold at its price"

        def say(words: str, angle: float) -> Clip:
            def start() -> None:
                self.going = words
                parts.sound("click")
            return animate(self, duration=GOING, easing=ease_out, start=start, gavel=angle)

        def gone() -> None:
            self.going, self.sold_to = "GONE!", event.seat
            parts.sound("gavel")
            parts.fx.add(Ring((GAVEL_AT[0] - 30, GAVEL_AT[1] + 10), 56, life=0.5,
                              color=theme.GOLD), "board")

        def launch() -> None:
            stable = sorted([*table.stable(event.seat), event.card])
            slot = parts.geo.stable_slot(event.seat, stable.index(event.card), len(stable))
            horse = table.horse(event.card)
            image = parts.art.horse_card(event.card, horse.form, event.seat, horse.kept,
                                         AUCTION_CARD.size)
            table.auction.card = 0
            parts.fx.add(_CardFlight(image, AUCTION_CARD, slot, FLY), "side")
            parts.sound("whoosh")

        def land() -> None:
            table.horse(event.card).owner = event.seat
            self.going, self.sold_to, self.note = "", -1, ""
            self.gavel = 0.0

        pay = parts.pay(ev.CashMoved(event.seat, -event.price, "auction"))
        return sequence(
            call(begin),
            say("Going\u2026", -22.0), say("going\u2026", -40.0),
            animate(self, duration=STRIKE, easing=ease_in, gavel=REST_ANGLE * -1.0 - 2,
                    end=gone),
            wait(GONE),
            parallel(Clip(FLY, start=launch, end=land), sequence(wait(FLY * 0.5), pay)),
        )

    def _unsold(self, event: ev.CardUnsold) -> Clip:
        parts, table = self.parts, self.parts.table

        def start() -> None:
            table.auction.card = 0
            self.slide = (event.card, 0.0)
            image = parts.app.assets.text("No bid: under the stack", 22, theme.INK, "bold")
            parts.fx.add(Floater(image, (AUCTION_CARD.centerx, AUCTION_CARD.centery),
                                 rise=50, life=1.2), "over")
            parts.sound("whoosh")

        def step(t: float) -> None:
            self.slide = (event.card, t)

        def end() -> None:
            self.slide = None
            table.auction.stack += 1

        return Clip(SLIDE, start=start, step=step, end=end)

    def _sold_back(self, event: ev.HorseSoldBack) -> Clip:
        parts, table = self.parts, self.parts.table
        first = all(n == min(self._quota(2), len(table.stable(s)))
                    for s, n in enumerate(table.sell_left)) if table.sell_left else False

        def launch() -> None:
            if first:
                parts.fx.banner = None
                parts.banner("SELL-BACK", "Before the last race", theme.GOLD, 1.0,
                             center=(SELL_BAR.centerx, SEATS.top + 20)).begin()
            stable = table.stable(event.seat)
            slots = sell_slots(len(stable))
            slot = slots[stable.index(event.card)] if event.card in stable else slots[0]
            horse = table.horse(event.card)
            image = parts.art.horse_card(event.card, horse.form, -1, horse.kept, slot.size)
            horse.owner = -1
            parts.fx.add(_CardFlight(image, slot, STACK, FLY, arc=80), "over")
            words = parts.app.assets.text(f"+{money(event.price)}", 30, theme.GREEN, "bold")
            parts.fx.add(Floater(words, (STACK.centerx, STACK.top + 20), rise=50,
                                 delay=FLY * 0.8), "over")
            parts.sound("whoosh")

        def land() -> None:
            table.horse(event.card).owner = -1
            if 0 <= event.seat < len(table.sell_left):
                table.sell_left[event.seat] = max(0, table.sell_left[event.seat] - 1)
            parts.sound("coin")

        return Clip(FLY, start=launch, end=land)

    # -- running values --------------------------------------------------------------------

    def _lift_target(self, seat: int) -> float:
        auction = self.parts.table.auction
        return 1.0 if auction.card and auction.high_bidder == seat else 0.0

    def update(self, dt: float) -> None:
        k = min(1.0, dt * 12)
        for seat in range(len(self.lift)):
            self.lift[seat] += (self._lift_target(seat) - self.lift[seat]) * k

    def rest(self) -> None:
        self.lift = [self._lift_target(s) for s in range(self.parts.table.players)]
        self.bump = 0.0
        self.offer_u = None
        self.slide = None
        self.going, self.sold_to, self.note = "", -1, ""
        self.gavel = 0.0

    # -- prompts ---------------------------------------------------------------------------

    def prompt(self, seat: int, obs: dict[str, Any], legal: Sequence[Action]) -> Prompt:
        if str(obs["phase"]) == "sell":
            return self.prompts.sell(seat, obs, legal)
        return self.prompts.bid(seat, obs, legal)

    def draw_prompt(self, surface: pygame.Surface, prompt: Prompt) -> None:
        self.prompts.draw(surface, prompt)

    # -- drawing ---------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        table = self.parts.table
        if self._ground is None:
            self._ground = self._build_ground()
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
            image = parts.art.horse_card(card, parts.table.horse(card).form, -1, 0, rect.size)
            surface.blit(image, rect)
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
        assets = parts.app.assets
        auction = table.auction
        slot = self._slot(seat)
        color = parts.seat_color(seat)
        status, ink, out = self._status(seat, selling)
        turn = table.to_move == seat
        chip = pygame.Rect(slot.left + 6, slot.top + 30, slot.width - 12, slot.height - 36)
        pygame.draw.rect(surface, theme.PANEL_HI if turn else theme.PANEL, chip,
                         border_radius=12)
        pygame.draw.rect(surface, theme.GOLD if turn else darken(color, 0.55), chip,
                         3 if turn else 2, border_radius=12)
        amount: int | None = None
        if auction.card and not selling:
            if auction.high_bidder == seat:
                amount = auction.high
            elif self.bids_card == auction.card and seat in self.bids:
                amount = self.bids[seat]
        paddle = self._paddle(seat, amount, out)
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
        x = rect.right + 8
        width = chip.right - x - 6
        name = parts.names[seat]
        size = fit_text(assets, name, 20, width)
        text(surface, assets, name, size, theme.INK if not out else theme.INK_FAINT,
             (x, chip.top + 22), anchor="midleft", shadow=False)
        size = fit_text(assets, status, 18, width)
        text(surface, assets, status, size, ink, (x, chip.top + 48), anchor="midleft",
             shadow=False)
        seat_token(surface, assets, seat, (chip.right - 12, chip.bottom - 12), 6,
                   parts.colour_blind)

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


__all__ = ["AuctionRoom"]
