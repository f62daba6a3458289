"""Pferderennen's actions and their notation.

`lay 7D`   chance: the dealer lays a face-down track card
`draw 7D`  chance: the dealer turns the top card of the pile
`bet H 3`  a seat stakes 3 on the ace of hearts
`pass`     a seat sits this race out
`give 2`   a winning bettor hands one sip to seat 2 (party mode)
"""

from __future__ import annotations

from dataclasses import dataclass

from arcade_races.core.actions import Action, Notation
from arcade_races.core.cards import Card, Suit


@dataclass(frozen=True)
class Lay(Action):
    """Chance: the next face-down track card is `card`."""

    VERB = "lay"
    card: Card


@dataclass(frozen=True)
class Draw(Action):
    """Chance: the dealer turns `card` from the pile."""

    VERB = "draw"
    card: Card


@dataclass(frozen=True)
class Bet(Action):
    """A seat stakes `stake` units on the ace of `suit`."""

    VERB = "bet"
    suit: Suit
    stake: int


@dataclass(frozen=True)
class Pass(Action):
    """A seat sits this race out."""

    VERB = "pass"


@dataclass(frozen=True)
class Give(Action):
    """A winning bettor hands one sip to `seat`."""

    VERB = "give"
    seat: int


NOTATION = Notation([Lay, Draw, Bet, Pass, Give])
