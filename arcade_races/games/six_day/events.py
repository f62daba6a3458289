"""What happens in a six-day race, for views, sound, commentary and logs.

No event names a black card before it is ridden: a relief rider's draw is told as a count.
"""

from __future__ import annotations

from dataclasses import dataclass

from arcade_races.core.events import Event, quick_init


@quick_init
@dataclass(frozen=True)
class DayStarted(Event):
    """Day `day` (from 1) of `days` begins; `order` is the riding order of a round."""

    day: int
    days: int
    order: tuple[int, ...]


@quick_init
@dataclass(frozen=True)
class CardPlayed(Event):
    """`seat` rode `card` (G3, B5 ...) worth `value` spaces."""

    seat: int
    card: str
    value: int


@quick_init
@dataclass(frozen=True)
class RiderMoved(Event):
    """`seat` rode from `from_space` to `to_space` (spaces from the start).

    `kind` is `ride` (the card's own value) or `slipstream` (the extra multiplied distance,
    `times` x the card, for the `times` riders found on the landing space).
    """

    seat: int
    from_space: int
    to_space: int
    kind: str
    times: int


@quick_init
@dataclass(frozen=True)
class NoMultiplying(Event):
    """`seat` landed beside riders on a blue space (`space`): no slipstream there."""

    seat: int
    space: int


@quick_init
@dataclass(frozen=True)
class SprintCrossed(Event):
    """`seat` crossed sprint line number `sprint` (from 1) in `place`, winning `points`."""

    seat: int
    sprint: int
    place: int
    points: int


@quick_init
@dataclass(frozen=True)
class FinishCrossed(Event):
    """`seat` crossed the finish line in `place`; it leaves the track."""

    seat: int
    place: int


@quick_init
@dataclass(frozen=True)
class RiderChangeOffered(Event):
    """`seat` landed exactly on the rider change space `space` and may change."""

    seat: int
    space: int


@quick_init
@dataclass(frozen=True)
class RiderChanged(Event):
    """`seat` handed in `green_cards` green cards; the relief rider draws black ones."""

    seat: int
    green_cards: int


@quick_init
@dataclass(frozen=True)
class RiderKept(Event):
    """`seat` rides on with the green cards."""

    seat: int


@quick_init
@dataclass(frozen=True)
class BlackCardDrawn(Event):
    """`seat` drew a black card face down from the `stack` (low or high)."""

    seat: int
    stack: str


@quick_init
@dataclass(frozen=True)
class RiderStaysPut(Event):
    """`seat` has no cards left and stays where it is this turn."""

    seat: int


@quick_init
@dataclass(frozen=True)
class LastRound(Event):
    """The first rider crossed the finish: this round is finished, then the day ends."""

    seat: int


@quick_init
@dataclass(frozen=True)
class DayEnded(Event):
    """The day's result pad: per seat points, lap deficits and placing."""

    day: int
    points: tuple[int, ...]
    lap_deficit: tuple[int, ...]
    placing: tuple[int, ...]


@quick_init
@dataclass(frozen=True)
class SixDaysEnded(Event):
    """The six-day race is over: totals and final placing per seat."""

    points: tuple[int, ...]
    lap_deficit: tuple[int, ...]
    placing: tuple[int, ...]
