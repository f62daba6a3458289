"""Crazy Race's actions and their notation.

Chance (the deal and the draws):
`betcard 7`      a seat is dealt bet card 7, face down
`draw 5`         a seat draws a track card of 5 spaces
`pick skip`      a seat draws an action card
`dice 3,4`       the two dice show 3 and 4

A turn (cards in either order, at most one of each kind, then the dice):
`lay 5 2 7`      lay a track card of 5 spaces on piece 7 of track 2
`drop 5`         discard a track card of 5 spaces
`shift 2 7 3 9`  action card "move": the free track card on track 2 piece 7 goes to track 3
                 piece 9
`again 3`        action card "you are on turn again" in front of seat 3
`skip 3`         action card "you must skip a turn" in front of seat 3
`toss again`     discard an action card
`roll`           done with cards: roll the dice

Out of turn, the targeted seat answers a card played against it:
`cancel`         play a cancel card: both cards are discarded
`accept`         let the card lie
"""

from __future__ import annotations

from dataclasses import dataclass

from arcade_races.core.actions import Action, Notation


@dataclass(frozen=True)
class DealBet(Action):
    """Chance: a bet card dealt face down."""

    VERB = "betcard"
    card: int


@dataclass(frozen=True)
class DrawTrack(Action):
    """Chance: a track card drawn."""

    VERB = "draw"
    value: int


@dataclass(frozen=True)
class DrawAction(Action):
    """Chance: an action card drawn."""

    VERB = "pick"
    kind: str


@dataclass(frozen=True)
class Dice(Action):
    """Chance: what the dice show, die by die."""

    VERB = "dice"
    faces: tuple[int, ...]


@dataclass(frozen=True)
class LayTrack(Action):
    """Lay a track card of `value` spaces on `piece` of `track`."""

    VERB = "lay"
    value: int
    track: int
    piece: int


@dataclass(frozen=True)
class DropTrack(Action):
    """Discard a track card of `value` spaces."""

    VERB = "drop"
    value: int


@dataclass(frozen=True)
class Shift(Action):
    """Action card "move": a free track card to another free location."""

    VERB = "shift"
    from_track: int
    from_piece: int
    to_track: int
    to_piece: int


@dataclass(frozen=True)
class Again(Action):
    """Action card "you are on turn again", laid before `seat`."""

    VERB = "again"
    seat: int


@dataclass(frozen=True)
class Skip(Action):
    """Action card "you must skip a turn", laid before `seat`."""

    VERB = "skip"
    seat: int


@dataclass(frozen=True)
class Toss(Action):
    """Discard an action card of `kind`."""

    VERB = "toss"
    kind: str


@dataclass(frozen=True)
class Roll(Action):
    """Done with cards: roll the dice."""

    VERB = "roll"


@dataclass(frozen=True)
class Cancel(Action):
    """Answer a card against you with a cancel card."""

    VERB = "cancel"


@dataclass(frozen=True)
class Accept(Action):
    """Let the card against you lie."""

    VERB = "accept"


NOTATION = Notation([DealBet, DrawTrack, DrawAction, Dice, LayTrack, DropTrack, Shift, Again,
                     Skip, Toss, Roll, Cancel, Accept])
