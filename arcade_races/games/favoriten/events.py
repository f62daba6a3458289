"""What happens in a game of Favoriten, for views, sound, commentary and logs."""

from __future__ import annotations

from dataclasses import dataclass

from arcade_races.core.events import Event, quick_init


@quick_init
@dataclass(frozen=True)
class RaceStarted(Event):
    """Race `race` (from 1) of `races`; `leader` leads its first round."""

    race: int
    races: int
    leader: int


@quick_init
@dataclass(frozen=True)
class RoundStarted(Event):
    """A round: `leader` rolls for every running horse; bets first if `betting`."""

    round: int
    leader: int
    betting: bool


@quick_init
@dataclass(frozen=True)
class MarkerPlaced(Event):
    """`seat` placed a marker on `horse` in `row` (0 = the top circle) of its column."""

    seat: int
    horse: str
    row: int


@quick_init
@dataclass(frozen=True)
class Passed(Event):
    """`seat` placed no marker this round."""

    seat: int


@quick_init
@dataclass(frozen=True)
class BettingClosed(Event):
    """A horse has finished: unused markers are void (rulebook: "null and void")."""


@quick_init
@dataclass(frozen=True)
class DieRolled(Event):
    """The leader rolled `value`; `candidates` are the unmoved running horses."""

    seat: int
    value: int
    candidates: tuple[str, ...]


@quick_init
@dataclass(frozen=True)
class HorseMoved(Event):
    """`horse` moved from `from_space` to `to_space`, switching to `lane` (0 or 1)."""

    horse: str
    from_space: int
    to_space: int
    lane: int


@quick_init
@dataclass(frozen=True)
class HorseFinished(Event):
    """`horse` reached the deck chair in `place`."""

    horse: str
    place: int


@quick_init
@dataclass(frozen=True)
class MarkersScored(Event):
    """`horse` came `place`: its markers, top first, by seat, and the points each won."""

    horse: str
    place: int
    seats: tuple[int, ...]
    points: tuple[int, ...]


@quick_init
@dataclass(frozen=True)
class RaceEnded(Event):
    """Race `race` is over: `finish` is the first horses in order, `points` per seat this
    race and `totals` so far."""

    race: int
    finish: tuple[str, ...]
    points: tuple[int, ...]
    totals: tuple[int, ...]


@quick_init
@dataclass(frozen=True)
class GameEnded(Event):
    """The last race is over: totals and placing per seat."""

    totals: tuple[int, ...]
    placing: tuple[int, ...]
