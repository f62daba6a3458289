"""The auction of the horse cards, and the sell-back before the restocking race (rulebook A:
Auctioning the Horses; The Third Race; RULINGS: Auction).

The top card is offered at its printed price, the opening bid. Starting with the seat after the
last buyer and going clockwise, each seat still in raises or drops out of this card; a seat that
owns its quota, or cannot pay the next bid, is out. The last bidder pays and takes the card; no
opening bid and the card goes under the stack. If a whole pass of the stack sells nothing, the
next card goes at its price to the next seat that still needs a horse, even into debt.
"""

from __future__ import annotations

from collections.abc import Callable

from arcade_races.core.actions import Action
from arcade_races.core.deck import Deck
from arcade_races.core.errors import IllegalAction
from arcade_races.core.events import Event
from arcade_races.games.rennfieber import events as ev
from arcade_races.games.rennfieber.actions import DROP, Bid, Drop, Offer, Sell
from arcade_races.games.rennfieber.hashing import PLACES
from arcade_races.games.rennfieber.swaps import deck_delta
from arcade_races.games.rennfieber.table import (
    AUCTION_BID,
    AUCTION_OFFER,
    BANK,
    SELL,
    Table,
)

_UNOFFERED = PLACES["unoffered"]
_NEXT_OFFER = ("offer", "forced")
_BIDDING = ("offer", "high", "high_bidder", "out", "bid_turn")
"""What the next offer and its bidding's opening change (a bid itself: `_BID` in `state`)."""
_AUCTION = ("auction", "unoffered", "under", "needs", "unsold_streak", "forced")
"""What the start of an auction sets (the first offer marks its own)."""


class AuctionPhases(Table):
    """The auction and the sell-back."""

    def start_auction(self, auction: int, needs: list[int], events: list[Event]) -> None:
        """Put the horse cards of `auction` (1 or 2) on the stack; each seat must buy
        `needs[seat]` of them."""
        self.fix(_AUCTION)
        self.auction = auction
        # Only what the bank holds: an own programme may restock twice, and a horse a seat
        # bought at the first restock is not for sale again.
        cards = [str(h.card) for h in self.rules.horses
                 if h.auction == auction and self.owner_of(h.card) == BANK]
        self.unoffered = Deck(cards, [1] * len(cards))
        self.under = []
        self.needs = list(needs)
        self.unsold_streak = 0
        self.forced = False
        self.next_offer(events)

    def next_offer(self, events: list[Event]) -> None:
        """Offer the next card, or end the auction once every seat has its horses."""
        self.offer = 0
        self.fix(_NEXT_OFFER)
        if sum(self.needs) == 0:
            self.auction_over(events)
            return
        stack = len(self.unoffered) + len(self.under)
        if stack == 0:
            self.auction_over(events)  # a config with too few cards: checked at build
            return
        if self.unsold_streak and self.unsold_streak >= stack:
            self.forced = True
        if len(self.unoffered):
            self.phase = AUCTION_OFFER
            return
        card = self.under.pop(0)
        self.fix(("under",))
        self.open_bidding(card, events)

    def auction_outcomes(self) -> list[tuple[Action, int]]:
        """Which card comes off the stack next."""
        offers = self.game.actions.offers
        return [(offers[card], n) for card, n in self.unoffered.outcomes()]

    def offered(self, action: Action, events: list[Event]) -> None:
        """Chance: the next card off the stack."""
        if not isinstance(action, Offer) or not self.unoffered.count(str(action.card)):
            raise IllegalAction(action, "that card is not on the stack")
        kind = str(action.card)
        if self._keyed:
            self.swap(_UNOFFERED, deck_delta("unoffered", kind, self.unoffered.count(kind)))
        self.unoffered.remove(kind)
        self.open_bidding(action.card, events)

    def open_bidding(self, card: int, events: list[Event]) -> None:
        """Offer `card` at its price."""
        price = self.rules.horse(card).price
        self.offer = card
        self.fix(_BIDDING)
        events.append(ev.CardOffered(card, price, self.auction))
        if self.forced:
            buyer = self._after(self.last_buyer, lambda s: self.needs[s] > 0)
            assert buyer is not None
            self.sold(buyer, price, events, forced=True)
            return
        self.high, self.high_bidder = 0, BANK
        self.out = [self.needs[s] == 0 or self.ledger.cash[s] < price
                    for s in range(self.players)]
        first = self._after(self.last_buyer, lambda s: not self.out[s])
        if first is None:
            self.unsold(events)
            return
        self.bid_turn = first
        self.phase = AUCTION_BID

    def _after(self, seat: int, ok: Callable[[int], bool]) -> int | None:
        # The first seat clockwise after `seat` (seat 0 first when nobody has bought yet:
        # `last_buyer` starts at -1) for which ok(seat) holds.
        for step in range(1, self.players + 1):
            s = (seat + step) % self.players
            if ok(s):
                return s
        return None

    def next_bid(self) -> int:
        """The lowest bid the seat on turn may make."""
        if self.high_bidder == BANK:
            return self.rules.horse(self.offer).price
        return self.high + self.rules.raises[0]

    def bid_actions(self) -> list[Action]:
        """Bid (the opening bid, or each raise the seat can pay) or drop out."""
        cash = self.ledger.cash[self.bid_turn]
        if self.high_bidder == BANK:
            price = self.rules.horse(self.offer).price
            bids = [self.game.actions.bid(price)] if cash >= price else []
        else:  # the bids are made once per game (`Interned`): equal to new ones
            bid = self.game.actions.bid
            bids = [bid(self.high + r) for r in self.rules.raises if self.high + r <= cash]
        return [*bids, DROP]

    def bid(self, action: Action, events: list[Event]) -> None:
        """A seat bids or drops out."""
        seat = self.bid_turn
        if isinstance(action, Drop):
            self.out[seat] = True
            events.append(ev.BidderDropped(seat, self.offer))
        elif isinstance(action, Bid):
            if action not in self.bid_actions():
                raise IllegalAction(action, f"the next bid is {self.next_bid()} or a raise of "
                                    f"{', '.join(map(str, self.rules.raises))} you can pay")
            self.high, self.high_bidder = action.amount, seat
            events.append(ev.BidMade(seat, self.offer, action.amount))
        else:
            raise IllegalAction(action, "bid or drop out")
        least = self.next_bid()
        for step in range(1, self.players + 1):
            s = (seat + step) % self.players
            if self.out[s] or s == self.high_bidder:
                continue
            if self.ledger.cash[s] < least:
                self.out[s] = True  # cannot pay the next bid: out of this card
                continue
            self.bid_turn = s
            return
        if self.high_bidder == BANK:
            self.unsold(events)
        else:
            self.sold(self.high_bidder, self.high, events, forced=False)

    def sold(self, buyer: int, price: int, events: list[Event], forced: bool) -> None:
        """Going, going, gone."""
        card = self.offer
        self.pay(buyer, -price, "auction", events)
        self.set_entry("owner", self.i(card), buyer)
        self.set_entry("needs", buyer, self.needs[buyer] - 1)
        self.last_buyer = buyer
        self.unsold_streak = 0
        self.forced = False
        self.fix(("last_buyer", "unsold_streak", "forced"))
        self.record_entry("auctions", {"round": self.auction, "card": card, "buyer": buyer,
                                       "price": price})
        events.append(ev.HorseBought(buyer, card, price, forced))
        self.next_offer(events)

    def unsold(self, events: list[Event]) -> None:
        """Nobody bid: the card goes under the stack."""
        self.append_entry("under", self.offer)
        self.unsold_streak += 1
        self.fix(("unsold_streak",))
        events.append(ev.CardUnsold(self.offer))
        self.next_offer(events)


    # -- the sell-back -----------------------------------------------------------------

    def start_sell_back(self, events: list[Event]) -> None:
        """Before the restocking race: each seat sells `resell` horses back to the bank."""
        self.fix(("sell_left",))
        self.sell_left = [min(self.seating.resell, len(self.horses_of(s)))
                          for s in range(self.players)]
        self.phase = SELL
        if self.seller() is None:
            self.sell_back_over(events)

    def seller(self) -> int | None:
        """The seat that sells next, in seat order."""
        return next((s for s in range(self.players) if self.sell_left[s] > 0), None)

    def sell_actions(self) -> list[Action]:
        """Any horse of the seller's."""
        seat = self.seller()
        assert seat is not None
        sells = self.game.actions.sells
        return [sells[card] for card in self.horses_of(seat)]

    def sell_price(self, card: int) -> int:
        """The printed price plus the bonus for each form step above the bottom."""
        return self.rules.horse(card).price + self.rules.sell_bonus * self.form[self.i(card)]

    def sell(self, action: Action, events: list[Event]) -> None:
        """A seat sells a horse back."""
        seat = self.seller()
        if seat is None or not isinstance(action, Sell) or self.owner_of(action.card) != seat:
            raise IllegalAction(action, "sell one of your own horses")
        price = self.sell_price(action.card)
        self.set_entry("owner", self.i(action.card), BANK)
        self.pay(seat, price, "sale", events)
        self.set_entry("sell_left", seat, self.sell_left[seat] - 1)
        self.record_entry("sales", {"card": action.card, "owner": seat, "price": price})
        events.append(ev.HorseSoldBack(seat, action.card, price))
        if self.seller() is None:
            self.sell_back_over(events)
