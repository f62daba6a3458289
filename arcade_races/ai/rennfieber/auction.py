"""Bidding at the Rennfieber horse auctions: how high each level goes for the card on offer.

Every seat must buy its quota, and a card nobody opens for goes under the stack (after a whole
pass of the stack without a sale, the next card goes at its price to the next seat that needs
one), so the question is which cards to open for and how far to raise.

- easy opens for almost anything and raises on a whim up to about 3,000 over the price.
- normal reads the card's scale: up to the price plus `NORMAL_SCALE_MARKS` per space a roll of
  scale value above the mean of the cards still for sale (a personality's premium added); it
  opens for a card worth less than its price only when the cards left are few.
- hard prices the card in marks (`net`): the prizes its pace should win in the races ahead
  against the average horse of the round, the form bonus it should be sold back with and, in
  the first auction, the printed price refunded for the horse sold back before the restocking
  race; less its price. It raises up to the price plus what the card is worth beyond the card
  it would get instead (the one its rivals leave it among the rest), and never into the cash it
  needs later (`reserve`: the starting fees ahead and the cheapest horses it must still buy).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from arcade_races.ai.rennfieber.value import BANK, Static, horses_each, runners_each
from arcade_races.core.actions import Action
from arcade_races.games.rennfieber.actions import DROP, Bid

NORMAL_SCALE_MARKS = 6000.0
"""A normal bidder's marks per space a roll of scale value above the mean of the cards left."""

EASY_RAISE = 3000.0
"""How far over the price an easy bidder may go (a random share of it, each time)."""

SURPLUS_FLOOR = -250.0
"""A hard bidder leaves a card worth this much less than its alternative to the others."""


def for_sale(obs: dict[str, Any], st: Static) -> list[int]:
    """The cards of this auction still the bank's (the one on offer included)."""
    rnd = int(obs["auction"]["round"])
    owner = obs["owner"]
    return [c.card for c in st.by_index if c.auction == rnd and owner[c.index] == BANK]


def pressed(obs: dict[str, Any], st: Static) -> bool:
    """Whether the cards left are so few that the seat takes what comes at its price."""
    return len(for_sale(obs, st)) <= sum(int(n) for n in obs["auction"]["needs"]) + 1


def bid(obs: dict[str, Any], legal: Sequence[Action], rng: random.Random, st: Static,
        level: str, premium: float, dear: float, scale: float) -> Action:
    """The lowest bid if the card is worth it to this level and personality, else drop."""
    bids = [a for a in legal if isinstance(a, Bid)]
    if not bids:
        return DROP
    lowest = min(bids, key=lambda a: a.amount)
    a = obs["auction"]
    card = st.cards[int(a["card"])]
    opening = a["high_bidder"] == BANK
    if level == "easy":
        if opening:
            return lowest if rng.random() < 0.85 else DROP
        cap = card.price + premium + EASY_RAISE * rng.random()
        return lowest if lowest.amount <= cap and rng.random() < 0.5 else DROP
    if level == "normal":
        cap = normal_cap(obs, st, card.card, premium, dear, scale)
    else:
        cap = hard_cap(obs, st, card.card, premium, dear, scale)
    if opening and pressed(obs, st):
        cap = max(cap, float(card.price))
    return lowest if lowest.amount <= cap else DROP


def normal_cap(obs: dict[str, Any], st: Static, card: int, premium: float, dear: float,
               scale: float) -> float:
    """The normal bidder's limit: price, scale value against the cards left, its cash."""
    c = st.cards[card]
    left = for_sale(obs, st)
    ref = sum(st.cards[x].scale_value for x in left) / max(1, len(left))
    cap = (c.price + premium + dear * c.price / 1000.0
           + NORMAL_SCALE_MARKS * scale * (c.scale_value - ref))
    cash = int(obs["cash"][int(obs["seat"])])
    return min(cap, float(cash - st.fees[0]))


def hard_cap(obs: dict[str, Any], st: Static, card: int, premium: float, dear: float,
             scale: float) -> float:
    """The hard bidder's limit (see the module docstring)."""
    c = st.cards[card]
    me = int(obs["seat"])
    left = for_sale(obs, st)
    nets = {x: net(obs, st, x, scale) for x in left}
    others = sorted((v for x, v in nets.items() if x != card), reverse=True)
    needs = obs["auction"]["needs"]
    rivals = sum(int(n) for n in needs) - int(needs[me])
    # The alternative: the card this seat should get at its price once the rivals have
    # taken some of the better ones.
    k = min(len(others) - 1, rivals // 2 + int(needs[me]) - 1)
    surplus = nets[card] - others[k] if others and k >= 0 else 0.0
    if surplus < SURPLUS_FLOOR:
        return c.price - 1.0
    cap = c.price + max(0.0, surplus) * (1.0 + dear / 1000.0) + premium * 0.5
    cash = int(obs["cash"][me])
    return min(cap, cash - reserve(obs, st, left, card))


def net(obs: dict[str, Any], st: Static, card: int, scale: float = 1.0) -> float:
    """What horse `card` is worth to the hard player beyond its price, in marks."""
    c = st.cards[card]
    players = int(obs["players"])
    runners = min(6, players * runners_each(obs))
    rnd = int(obs["auction"]["round"])
    restock = st.restock if st.restock is not None else len(st.prizes)
    races = range(0, restock) if rnd == 1 else range(restock, len(st.prizes))
    pace = st.pace(card, st.trained(card, 0.0, 1.0))
    field = field_pace(st, rnd, 1.0)
    # Each horse runs about runners / horses of the races before the restock.
    share = runners_each(obs) / max(1, horses_each(obs))
    worth = sum(share * st.prize_per_pace(r, runners) * (pace - field) * scale for r in races)
    if rnd == 1 and st.restock is not None:
        later = st.pace(card, st.trained(card, 0.0, 2.0))
        worth += 0.5 * st.prize_per_pace(st.restock, runners) * (later - field) * scale
        # Sold back: about every other horse is, for its price and its form bonus.
        worth += 0.5 * (c.price + st.sell_bonus * st.trained(card, 0.0, 2.0))
    return worth - c.price


def field_pace(st: Static, rnd: int, runs: float) -> float:
    """The mean pace of the cards of auction `rnd` after `runs` training runs."""
    cards = [c for c in st.by_index if c.auction == rnd]
    return sum(st.pace(c.card, st.trained(c.card, 0.0, runs)) for c in cards) / max(
        1, len(cards))


def reserve(obs: dict[str, Any], st: Static, left: list[int], card: int) -> float:
    """Cash the hard bidder keeps back: the starting fees ahead and the printed price of the
    cheapest horses it must still buy after this one."""
    me = int(obs["seat"])
    needs = int(obs["auction"]["needs"][me])
    fees = runners_each(obs) * sum(st.fees[int(obs["race"]):])
    prices = sorted(st.cards[x].price for x in left if x != card)
    return float(fees + sum(prices[:max(0, needs - 1)]))
