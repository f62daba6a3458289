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
from arcade_races.client.stage.cache import Cache
from arcade_races.client.stage.effects import Floater, Flyer, Ring
from arcade_races.client.stage.motion import animate, ease_in, ease_in_out, ease_out, lerp
from arcade_races.client.stage.prompt import Prompt
from arcade_races.client.stage.script import Beat, Clip, call, parallel, sequence, wait
from arcade_races.client.views.rennfieber.auction_draw import (
    BANNER_AT,
    GAVEL_AT,
    REST_ANGLE,
    SEATS,
    AuctionDrawing,
    ChipKey,
)
from arcade_races.client.views.rennfieber.auction_prompts import (
    SELL_BAR,
    AuctionPrompts,
    sell_slots,
)
from arcade_races.client.views.rennfieber.geometry import AUCTION_CARD, STACK
from arcade_races.client.views.rennfieber.stage import Parts, money
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


class AuctionRoom(AuctionDrawing):
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
        self._chips: Cache[ChipKey, pygame.Surface] = Cache(limit=64)
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
            elif isinstance(event, ev.CashMoved) and event.reason == "auction":
                pass  # a purchase's payment comes before its HorseBought: the sale counts it
            elif (beat := parts.ride(event)) is not None:
                parts.script.add(beat)

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


__all__ = ["AuctionRoom"]
