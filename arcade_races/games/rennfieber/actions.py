"""Rennfieber's actions and their notation.

Chance (the stack, the dice and the decks):
`offer 7`        the next horse card off the auction stack is card 7
`first 5`        a seat's roll for who begins the training (ties roll again)
`die 4`          a training roll of the normal die
`tcard 12`       a training card of kind 12 is drawn
`tie 3`          a line-up tie roll (lowest inside)
`dice 3,6`       the race die shows 3, the normal die 6
`gallop 9`       a gallop card of kind 9 is drawn

Decisions:
`bid 5500`       bid 5,500 for the card on offer (the opening bid, or a raise)
`drop`           drop out of the bidding for this card
`sell 3`         sell horse card 3 back to the bank
`train 3`        train horse card 3 in this run
`enter 3,7`      send horse cards 3 and 7 into the race (sealed until all have picked)
`slip 500 3`     lay a slip of 500 on horse card 3, face down
`done`           lay no more slips
`run 2:14`       end the move on lane 2, space 14 (`run home`: across the finish line)
`burst 2:14`     the same, with the Durchbruch card: through the field
`play karriere`  after the move: play a Karriere card (`play durchbruch`: Durchbruch used as
                 Karriere; `play none`: keep the cards)
"""

from __future__ import annotations

from dataclasses import dataclass

from arcade_races.core.actions import Action, Notation


@dataclass(frozen=True)
class Offer(Action):
    """Chance: the next card off the auction stack."""

    VERB = "offer"
    card: int


@dataclass(frozen=True)
class First(Action):
    """Chance: a roll for who begins the training."""

    VERB = "first"
    value: int


@dataclass(frozen=True)
class TrainingRoll(Action):
    """Chance: a training roll of the normal die."""

    VERB = "die"
    value: int


@dataclass(frozen=True)
class DrawTraining(Action):
    """Chance: a training card drawn."""

    VERB = "tcard"
    card: int


@dataclass(frozen=True)
class TieRoll(Action):
    """Chance: a line-up tie roll."""

    VERB = "tie"
    value: int


@dataclass(frozen=True)
class RaceDice(Action):
    """Chance: the race die and the normal die."""

    VERB = "dice"
    faces: tuple[int, ...]


@dataclass(frozen=True)
class DrawGallop(Action):
    """Chance: a gallop card drawn."""

    VERB = "gallop"
    card: int


@dataclass(frozen=True)
class Bid(Action):
    """Bid `amount` for the card on offer."""

    VERB = "bid"
    amount: int


@dataclass(frozen=True)
class Drop(Action):
    """Drop out of the bidding for this card."""

    VERB = "drop"


@dataclass(frozen=True)
class Sell(Action):
    """Sell a horse back to the bank."""

    VERB = "sell"
    card: int


@dataclass(frozen=True)
class Train(Action):
    """Train this horse in the run."""

    VERB = "train"
    card: int


@dataclass(frozen=True)
class Enter(Action):
    """Send these horses into the race (sorted card numbers; empty: none can run)."""

    VERB = "enter"
    cards: tuple[int, ...]


@dataclass(frozen=True)
class Slip(Action):
    """Lay a slip of `value` on horse `card`."""

    VERB = "slip"
    value: int
    card: int


@dataclass(frozen=True)
class Done(Action):
    """Lay no more slips."""

    VERB = "done"


@dataclass(frozen=True)
class Run(Action):
    """End the move at `to` (`LANE:INDEX`, lane 1 = inside, or `home`)."""

    VERB = "run"
    to: str


@dataclass(frozen=True)
class Burst(Action):
    """Play Durchbruch and end the move at `to`, through the field."""

    VERB = "burst"
    to: str


@dataclass(frozen=True)
class Play(Action):
    """After the move: `karriere`, `durchbruch` (as Karriere) or `none`."""

    VERB = "play"
    card: str


NOTATION = Notation([Offer, First, TrainingRoll, DrawTraining, TieRoll, RaceDice, DrawGallop,
                     Bid, Drop, Sell, Train, Enter, Slip, Done, Run, Burst, Play])
DROP = Drop()
DONE = Done()
PLAY_NONE = Play("none")
