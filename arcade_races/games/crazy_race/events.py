"""What happens in a Crazy Race, for views, sound, commentary and logs.

No event names a secret: a dealt bet card, a drawn card or a card in hand is told as a count.
"""

from __future__ import annotations

from dataclasses import dataclass

from arcade_races.core.events import Event, quick_init


@quick_init
@dataclass(frozen=True)
class CardDealt(Event):
    """`seat` got a card face down: `kind` is bet, track or action."""

    seat: int
    kind: str


@quick_init
@dataclass(frozen=True)
class TurnStarted(Event):
    """`seat`'s turn begins (`extra`: the second turn of "on turn again")."""

    seat: int
    extra: bool


@quick_init
@dataclass(frozen=True)
class TrackCardLaid(Event):
    """`seat` laid a card of `value` spaces on `piece` of `track` (it had `before` spaces)."""

    seat: int
    value: int
    track: int
    piece: int
    before: int


@quick_init
@dataclass(frozen=True)
class TrackCardDropped(Event):
    """`seat` discarded a track card of `value` spaces."""

    seat: int
    value: int


@quick_init
@dataclass(frozen=True)
class TrackCardShifted(Event):
    """`seat`'s "move" card took the card on `from_track`/`from_piece` to `to_track`/`to_piece`."""

    seat: int
    from_track: int
    from_piece: int
    to_track: int
    to_piece: int
    value: int


@quick_init
@dataclass(frozen=True)
class ActionPlayed(Event):
    """`seat` laid an action card of `kind` before `target`."""

    seat: int
    kind: str
    target: int


@quick_init
@dataclass(frozen=True)
class ActionTossed(Event):
    """`seat` discarded an action card of `kind`."""

    seat: int
    kind: str


@quick_init
@dataclass(frozen=True)
class ActionCancelled(Event):
    """`target` cancelled the `kind` card `seat` played against it: both are discarded."""

    seat: int
    target: int
    kind: str


@quick_init
@dataclass(frozen=True)
class ActionAccepted(Event):
    """`target` lets the `kind` card lie before it."""

    target: int
    kind: str


@quick_init
@dataclass(frozen=True)
class TurnSkipped(Event):
    """`seat` must skip this turn (the card is then discarded)."""

    seat: int


@quick_init
@dataclass(frozen=True)
class OnTurnAgain(Event):
    """`seat` will have two turns in a row."""

    seat: int


@quick_init
@dataclass(frozen=True)
class DiceRolled(Event):
    """`seat` rolled `faces` (their sum moves the pawn)."""

    seat: int
    faces: tuple[int, ...]


@quick_init
@dataclass(frozen=True)
class PawnMoved(Event):
    """`seat`'s pawn moved along `path`, a list of [piece, space] it stood on, start first
    (piece -1 is the start space)."""

    seat: int
    path: tuple[tuple[int, int], ...]


@quick_init
@dataclass(frozen=True)
class CupWon(Event):
    """`seat` crossed the end of `stage` (from 1) and takes its cup of `place`."""

    seat: int
    stage: int
    place: int


@quick_init
@dataclass(frozen=True)
class PawnFinished(Event):
    """`seat`'s pawn crossed the last stage's end (surplus pips are lost)."""

    seat: int
    order: int


@quick_init
@dataclass(frozen=True)
class PileReshuffled(Event):
    """A draw pile was empty: `cards` were shuffled back (`kind` track or action), `from_track`
    of them taken off the tracks behind the pawns."""

    kind: str
    cards: int
    from_track: int


@quick_init
@dataclass(frozen=True)
class RaceFinished(Event):
    """The second-to-last pawn is home: the last takes the remaining places."""

    last: int


@quick_init
@dataclass(frozen=True)
class BetsRevealed(Event):
    """Every bet card face up, with the places reached and the points."""

    bets: tuple[tuple[int, ...], ...]
    placings: tuple[tuple[int, ...], ...]
    scores: tuple[int, ...]
