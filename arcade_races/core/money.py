"""Money: each seat's cash and a ledger of every movement, with its reason.

The bank pays and is paid; a seat's cash is its start cash plus the sum of its ledger lines,
always. Cash may go below zero where a rule says "even into debt".

>>> ledger = Ledger([35000, 35000])
>>> ledger.move(0, -4500, "auction"); ledger.move(1, 3000, "prize")
>>> ledger.cash, ledger.entries
([30500, 38000], [[0, -4500, 'auction'], [1, 3000, 'prize']])
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any


class Ledger:
    """Cash per seat and the ledger lines (seat, amount, reason) that made it."""

    __slots__ = ("cash", "entries", "start")

    def __init__(self, start: Sequence[int]) -> None:
        self.start = [int(c) for c in start]
        self.cash = list(self.start)
        self.entries: list[list[Any]] = []
        """[seat, amount, reason]: lists, so a snapshot is JSON as it stands; a line is never
        changed once written, so snapshots share them."""

    def move(self, seat: int, amount: int, reason: str) -> None:
        """`amount` to `seat` from the bank (negative: from the seat to the bank)."""
        if amount == 0:
            return
        self.cash[seat] += amount
        self.entries.append([seat, amount, reason])

    def copy(self) -> Ledger:
        """An independent ledger with the same lines (the lines themselves are shared: they
        never change)."""
        new = Ledger.__new__(Ledger)
        new.start = list(self.start)
        new.cash = list(self.cash)
        new.entries = list(self.entries)
        return new

    def to_json(self) -> dict[str, Any]:
        """The ledger as JSON-safe data."""
        return {"start": list(self.start), "entries": list(self.entries)}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Ledger:
        """The ledger from `to_json()` output (cash is recomputed from the lines)."""
        ledger = cls([int(c) for c in data["start"]])
        ledger.entries = list(data["entries"])
        for seat, amount, _ in ledger.entries:
            ledger.cash[seat] += amount
        return ledger
