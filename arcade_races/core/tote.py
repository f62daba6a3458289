"""A parimutuel pool (the Totalisator): slips on runners, a quote, returns on the winner.

Bettors lay slips of fixed values on runners; after the race the pool is every slip laid, and
the slips on the winner share it by the quote. The quote is written the German way, "Q:10":
`Q = floor(numerator x pool / on_winner)`, so a numerator of 9 keeps a tenth for the bank; a
slip of value v on the winner returns `floor(v x Q / 10 / rounding) x rounding`. Nobody on the
winner: the bank keeps the pool.

>>> tote = Totalisator()
>>> for seat, runner, value in [(0, 3, 1000), (1, 3, 500), (1, 5, 1000), (2, 5, 100)]:
...     tote.lay(seat, runner, value)
>>> payout = tote.settle(winner=3, seats=3)
>>> payout.pool, payout.on_winner, payout.quote, payout.returns
(2600, 1500, 15, [1500, 750, 0])
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


def quote(pool: int, on_winner: int, numerator: int = 9) -> int | None:
    """The quote Q (read "Q:10") of a pool; None when nothing was laid on the winner.

    >>> quote(4500, 1000), quote(4500, 0)
    (40, None)
    """
    if on_winner <= 0:
        return None
    return numerator * pool // on_winner


def slip_return(value: int, q: int, rounding: int = 50) -> int:
    """What a slip of `value` on the winner returns at quote `q`, rounded down to `rounding`.

    >>> slip_return(500, 45), slip_return(100, 9)
    (2250, 50)
    """
    return value * q // (10 * rounding) * rounding


@dataclass(frozen=True)
class Payout:
    """A settled pool: its size, the stake on the winner, the quote, each seat's stake and
    return."""

    pool: int
    on_winner: int
    quote: int | None
    stakes: list[int]
    returns: list[int]


class Totalisator:
    """The slips laid on one race, in the order they were laid: (seat, runner, value)."""

    __slots__ = ("slips",)

    def __init__(self, slips: list[tuple[int, int, int]] | None = None) -> None:
        self.slips: list[tuple[int, int, int]] = list(slips or [])

    def lay(self, seat: int, runner: int, value: int) -> None:
        """A slip of `value` laid by `seat` on `runner`."""
        self.slips.append((seat, runner, value))

    def pool(self) -> int:
        """Everything laid."""
        return sum(value for _, _, value in self.slips)

    def on(self, runner: int) -> int:
        """The stake laid on `runner`."""
        return sum(value for _, r, value in self.slips if r == runner)

    def count(self, seat: int, runner: int) -> int:
        """How many slips `seat` laid on `runner` (public: the backs show the colour)."""
        return sum(1 for s, r, _ in self.slips if s == seat and r == runner)

    def runners_backed(self, seat: int) -> list[int]:
        """The runners `seat` has slips on, in the order first backed."""
        seen: list[int] = []
        for s, r, _ in self.slips:
            if s == seat and r not in seen:
                seen.append(r)
        return seen

    def stake(self, seat: int) -> int:
        """Everything `seat` laid."""
        return sum(value for s, _, value in self.slips if s == seat)

    def settle(self, winner: int, seats: int, numerator: int = 9, rounding: int = 50) -> Payout:
        """The payout once `winner` has won."""
        pool, on_winner = self.pool(), self.on(winner)
        q = quote(pool, on_winner, numerator)
        returns = [0] * seats
        if q is not None:
            for seat, runner, value in self.slips:
                if runner == winner:
                    returns[seat] += slip_return(value, q, rounding)
        return Payout(pool, on_winner, q, [self.stake(s) for s in range(seats)], returns)

    def to_json(self) -> list[list[int]]:
        """The slips as JSON-safe data."""
        return [list(slip) for slip in self.slips]

    @classmethod
    def from_json(cls, data: Any) -> Totalisator:
        """The pool from `to_json()` output."""
        return cls([(int(s), int(r), int(v)) for s, r, v in data])
