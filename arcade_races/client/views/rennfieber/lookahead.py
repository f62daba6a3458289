"""The horse cards the Rennfieber table will show in the coming moments, as it stands now.

`Drawing` hands these to `Art.warm` at the end of every frame, which draws the first few not
drawn yet in what the frame left of its card budget (`card_shelf`). The moments that used to
draw many cards in one frame are covered: the paddock's stalls (twelve cards at six seats,
while the horses train), the horse card on turn in the training column (and a step either
side, where its pointer may slide), the card on offer at the auction (flipping up, and flying
to the high bidder, whose stable panel re-sizes), and the sell-back's cards (from the race
before it on). A card's look is read at rest: its pointer's whole step, the owner and kept
cards it has now; a look that changes before it is shown is simply drawn again.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arcade_races.client.views.rennfieber.auction_prompts import sell_slots
from arcade_races.client.views.rennfieber.geometry import AUCTION_CARD
from arcade_races.client.views.rennfieber.paddock import card_slots, stall_rect

if TYPE_CHECKING:
    from arcade_races.client.views.rennfieber.card_shelf import CardLook
    from arcade_races.client.views.rennfieber.stage import Parts
    from arcade_races.client.views.rennfieber.training import TrainingRoom


def _look(parts: Parts, card: int, owner: int, size: tuple[int, int],
          steps: int = 0) -> CardLook:
    horse = parts.table.horse(card)
    return (card, float(round(horse.form) + steps), owner, horse.kept, size)


def paddock(parts: Parts) -> list[CardLook]:
    """The stalls' cards, while the horses train and in the paddock."""
    table = parts.table
    if table.room not in ("training", "paddock"):
        return []
    looks: list[CardLook] = []
    for seat in range(table.players):
        stable = table.stable(seat)
        slots = card_slots(stall_rect(seat, table.players), len(stable))
        looks += [_look(parts, card, seat, slot.size)
                  for slot, card in zip(slots, stable, strict=True)]
    return looks


def training(parts: Parts, room: TrainingRoom) -> list[CardLook]:
    """Each figure's card in the training column, the one on turn first with a step up and
    down; from the auction on (the column's size is fixed by the seats)."""
    table = parts.table
    if table.room not in ("auction", "training"):
        return []
    size = room.card_rect().size
    turn = room.turn()
    looks: list[CardLook] = []
    for seat in sorted(range(table.players), key=lambda s: s != turn):
        card = table.figures[seat].card
        if not card:
            continue
        owner = table.owner_of(card)
        looks.append(_look(parts, card, owner, size))
        if seat == turn:
            top = len(parts.rules.horse(card).scale) - 1
            form = round(table.horse(card).form)
            looks += [_look(parts, card, owner, size, d) for d in (1, -1)
                      if 0 <= form + d <= top]
    return looks


def auction(parts: Parts) -> list[CardLook]:
    """The card on offer, as it flips up and as it flies to the high bidder, and the
    bidder's stable panel as it will be; then every card the bank still holds, as it would
    flip up (the stack's order is hidden, and at 16x a card flips up in the frame it is
    offered)."""
    table, geo = parts.table, parts.geo
    card, bidder = table.auction.card, table.auction.high_bidder
    if table.room != "auction" or table.phase == "sell":
        return []
    stack = [_look(parts, c.card, -1, AUCTION_CARD.size) for c in table.horses if c.owner < 0]
    if not card:
        return stack
    looks = [_look(parts, card, -1, AUCTION_CARD.size)]
    if 0 <= bidder < table.players and table.owner_of(card) != bidder:
        looks.append(_look(parts, card, bidder, AUCTION_CARD.size))
        stable = sorted([*table.stable(bidder), card])
        looks += [_look(parts, c, bidder, geo.stable_slot(bidder, k, len(stable)).size)
                  for k, c in enumerate(stable)]
    return looks + stack


def sell_back(parts: Parts) -> list[CardLook]:
    """The sellers' cards on the stage, the first seller's also in the bank's band (as they
    fly back); from the race before the sell-back on."""
    table = parts.table
    selling = table.phase == "sell"
    if not selling and not (table.race == table.races - 2 and table.room in ("race", "tote")):
        return []
    seller = next((s for s, n in enumerate(table.sell_left) if n > 0), None)
    looks: list[CardLook] = []
    for seat in range(table.players):
        if selling and table.sell_left[seat] <= 0:
            continue
        stable = table.stable(seat)
        for card, slot in zip(stable, sell_slots(len(stable)), strict=True):
            looks.append(_look(parts, card, seat, slot.size))
            if selling and seat == seller:
                looks.append(_look(parts, card, -1, slot.size))
    return looks


def coming(parts: Parts, room: TrainingRoom) -> list[CardLook]:
    """Every card the table will show soon, the room on the stage first."""
    table = parts.table
    by_room = {"paddock": paddock(parts), "training": training(parts, room),
               "auction": auction(parts) + sell_back(parts)}
    first = by_room.pop(table.scene, [])
    return first + [look for looks in by_room.values() for look in looks]

__all__ = ["auction", "coming", "paddock", "sell_back", "training"]
