"""6-Tage-Rennen's actions and their notation.

`play G3`   ride a green movement card of value 3
`play B5`   ride a black (relief rider's) card of value 5
`change`    on a rider change space: hand in the green cards and take the relief rider
`keep`      on a rider change space: ride on with the green cards
`low 2`     chance: a relief rider draws a 2 from the low stack
`high 6`    chance: a relief rider draws a 6 from the high stack
"""

from __future__ import annotations

from dataclasses import dataclass

from arcade_races.core.actions import Action, Notation


@dataclass(frozen=True)
class Play(Action):
    """Ride one movement card: `card` is G or B (green or black) and its value, e.g. `G3`."""

    VERB = "play"
    card: str

    @property
    def black(self) -> bool:
        """Whether it is a black card."""
        return self.card.startswith("B")

    @property
    def value(self) -> int:
        """The card's value: the spaces it moves."""
        return int(self.card[1:])


@dataclass(frozen=True)
class Change(Action):
    """Take the relief rider: hand in the green cards, draw black ones."""

    VERB = "change"


@dataclass(frozen=True)
class Keep(Action):
    """Ride on with the starting rider's green cards."""

    VERB = "keep"


@dataclass(frozen=True)
class DrawLow(Action):
    """Chance: a black card from the low stack."""

    VERB = "low"
    value: int


@dataclass(frozen=True)
class DrawHigh(Action):
    """Chance: a black card from the high stack."""

    VERB = "high"
    value: int


NOTATION = Notation([Play, Change, Keep, DrawLow, DrawHigh])
