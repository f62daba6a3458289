"""What happens in a race of Pferderennen, for views, sound, commentary and logs.

No event names a face-down track card before it is turned.
"""

from __future__ import annotations

from dataclasses import dataclass

from arcade_races.core.events import Event, quick_init


@quick_init
@dataclass(frozen=True)
class RaceStarted(Event):
    """A new race: the deck is shuffled; `race` counts from 1."""

    race: int
    races: int
    track_cards: int


@quick_init
@dataclass(frozen=True)
class TrackCardLaid(Event):
    """A face-down track card was laid at `step` (1 = nearest the start)."""

    step: int


@quick_init
@dataclass(frozen=True)
class BetPlaced(Event):
    """`seat` staked `stake` on `suit`."""

    seat: int
    suit: str
    stake: int


@quick_init
@dataclass(frozen=True)
class SatOut(Event):
    """`seat` bets nothing this race."""

    seat: int


@quick_init
@dataclass(frozen=True)
class StakePaidUpFront(Event):
    """Half-stake variant: `seat` paid (or drank) `amount` before the start."""

    seat: int
    amount: int


@quick_init
@dataclass(frozen=True)
class StartingGun(Event):
    """Every bet is in; the dealer turns the first card."""

    race: int


@quick_init
@dataclass(frozen=True)
class CardDrawn(Event):
    """The dealer turned `card` from the pile; `pile_left` cards remain."""

    card: str
    suit: str
    draw: int
    pile_left: int


@quick_init
@dataclass(frozen=True)
class AceMoved(Event):
    """The ace of `suit` moved from step `from_step` to `to_step` (0 = start).

    `cause` is `draw`, `stumble` (a wild card moved the field) or `turbo` (a turned track card).
    """

    suit: str
    from_step: int
    to_step: int
    cause: str


@quick_init
@dataclass(frozen=True)
class HurdleTurned(Event):
    """Track card `step` was turned: `card`, whose suit is `suit`."""

    step: int
    card: str
    suit: str


@quick_init
@dataclass(frozen=True)
class HurdleFellBack(Event):
    """The ace of `suit` fell back from `from_step` to `to_step` at a hurdle."""

    suit: str
    from_step: int
    to_step: int


@quick_init
@dataclass(frozen=True)
class AceWon(Event):
    """The ace of `suit` moved past the last track card; `order` is the final field, first
    to last."""

    suit: str
    order: tuple[str, ...]


@quick_init
@dataclass(frozen=True)
class RaceVoided(Event):
    """The pile ran out before any ace won: the race does not count and nobody pays."""

    race: int


@quick_init
@dataclass(frozen=True)
class BetSettled(Event):
    """`seat`'s bet on `suit` came `place` (1-4): `amount` is won (positive) or lost/drunk
    (negative), in `unit` (points or sips)."""

    seat: int
    suit: str
    place: int
    amount: int
    unit: str


@quick_init
@dataclass(frozen=True)
class SipsToHandOut(Event):
    """Party mode: `seat` now hands out `sips` sips to the others, one at a time."""

    seat: int
    sips: int


@quick_init
@dataclass(frozen=True)
class SipGiven(Event):
    """`seat` handed one sip to `target`."""

    seat: int
    target: int


@quick_init
@dataclass(frozen=True)
class RaceEnded(Event):
    """Race `race` is settled; `payout` is per seat, `totals` the running totals."""

    race: int
    winner: str | None
    payout: tuple[int, ...]
    totals: tuple[int, ...]


@quick_init
@dataclass(frozen=True)
class SessionEnded(Event):
    """The last race is settled; `placing` per seat, 1 = best."""

    totals: tuple[int, ...]
    placing: tuple[int, ...]
