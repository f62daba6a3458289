"""Favoriten's actions and their notation.

`leader 2`   chance: seat 2 is drawn as the first game leader
`bet red`    a player places a marker on the red horse (the next free circle of its column)
`pass`       a player places no marker this round
`roll 4`     chance: the leader's die shows 4
`move red`   the leader gives the roll to the red horse
"""

from __future__ import annotations

from dataclasses import dataclass

from arcade_races.core.actions import Action, Notation


@dataclass(frozen=True)
class Leader(Action):
    """Chance: the first game leader, drawn at random (rulebook: "choosen randomly")."""

    VERB = "leader"
    seat: int


@dataclass(frozen=True)
class BetOn(Action):
    """A marker on `horse`."""

    VERB = "bet"
    horse: str


@dataclass(frozen=True)
class Pass(Action):
    """No marker this round."""

    VERB = "pass"


@dataclass(frozen=True)
class Roll(Action):
    """Chance: the die shows `value`."""

    VERB = "roll"
    value: int


@dataclass(frozen=True)
class Move(Action):
    """The leader gives the current roll to `horse`."""

    VERB = "move"
    horse: str


NOTATION = Notation([Leader, BetOn, Pass, Roll, Move])
