"""Simultaneous hidden choices: every seat chooses in turn, and nobody sees a choice until all
have chosen (Rennfieber's line-up picks).

>>> picks = SealedChoices(3, seats=[0, 2])
>>> picks.choose(0, (4,)); picks.waiting(), picks.public(None)
(2, [True, False, False])
>>> picks.choose(2, (7,)); picks.revealed(), picks.shown(1)
(True, [(4,), None, (7,)])
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any


class SealedChoices:
    """One sealed choice (a tuple of ints) per seat that must choose, in seat order."""

    __slots__ = ("choices", "must")

    def __init__(self, players: int, seats: Iterable[int] | None = None) -> None:
        self.must = sorted(range(players) if seats is None else set(seats))
        self.choices: list[tuple[int, ...] | None] = [None] * players

    def waiting(self) -> int | None:
        """The next seat to choose, or None once all have."""
        for seat in self.must:
            if self.choices[seat] is None:
                return seat
        return None

    def choose(self, seat: int, choice: tuple[int, ...]) -> None:
        """Seal `seat`'s choice."""
        self.choices[seat] = tuple(choice)

    def revealed(self) -> bool:
        """Whether every seat has chosen, so the choices are open."""
        return self.waiting() is None

    def public(self, viewer: int | None) -> list[bool]:
        """Who has chosen: what everyone may see before the reveal."""
        del viewer
        return [c is not None for c in self.choices]

    def shown(self, viewer: int | None) -> list[tuple[int, ...] | None]:
        """The choices `viewer` may see: all once revealed, else only its own."""
        if self.revealed():
            return list(self.choices)
        return [c if s == viewer else None for s, c in enumerate(self.choices)]

    def copy(self) -> SealedChoices:
        """An independent copy."""
        new = SealedChoices.__new__(SealedChoices)
        new.must = list(self.must)
        new.choices = list(self.choices)
        return new

    def to_json(self) -> dict[str, Any]:
        """JSON-safe data."""
        return {"must": list(self.must),
                "choices": [None if c is None else list(c) for c in self.choices]}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> SealedChoices:
        """From `to_json()` output."""
        picks = cls(len(data["choices"]), [int(s) for s in data["must"]])
        picks.choices = [None if c is None else tuple(int(x) for x in c)
                         for c in data["choices"]]
        return picks
