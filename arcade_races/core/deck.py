"""Decks described by composition: which cards, how many of each, what is left.

A draw is a chance over what is left: each kind of card weighted by its remaining count. The
order of kinds is fixed when the deck is made, so outcomes come in a stable order.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TypeVar

T = TypeVar("T")


class Deck:
    """A pile of cards known only by how many of each kind remain.

    >>> deck = Deck.of(["2C", "2C", "3H"])
    >>> deck.outcomes()
    [('2C', 2), ('3H', 1)]
    >>> deck.remove("2C"); len(deck)
    2
    """

    __slots__ = ("_counts", "_index", "_kinds", "_size")

    def __init__(self, kinds: Sequence[str], counts: Sequence[int]) -> None:
        if len(kinds) != len(counts):
            raise ValueError("kinds and counts differ in length")
        if len(set(kinds)) != len(kinds):
            raise ValueError("a kind of card is listed twice")
        self._kinds: tuple[str, ...] = tuple(kinds)
        self._index = {kind: i for i, kind in enumerate(self._kinds)}
        self._counts = [int(c) for c in counts]
        if any(c < 0 for c in self._counts):
            raise ValueError("a count is negative")
        self._size = sum(self._counts)

    @classmethod
    def of(cls, cards: Iterable[str]) -> Deck:
        """A deck holding the given cards, kinds in order of first appearance."""
        counts: dict[str, int] = {}
        for card in cards:
            counts[card] = counts.get(card, 0) + 1
        return cls(list(counts), list(counts.values()))

    @property
    def kinds(self) -> tuple[str, ...]:
        """Every kind this deck can hold, in its fixed order."""
        return self._kinds

    def __len__(self) -> int:
        return self._size

    def count(self, kind: str) -> int:
        """How many cards of `kind` remain (0 for an unknown kind)."""
        i = self._index.get(kind)
        return 0 if i is None else self._counts[i]

    def outcomes(self) -> list[tuple[str, int]]:
        """Each kind still present with its count: the weights of a draw."""
        return [(k, c) for k, c in zip(self._kinds, self._counts, strict=True) if c]

    def weighted(self, items: Sequence[T]) -> list[tuple[T, int]]:
        """`outcomes` with each kind given as its item of `items` (one per kind, in the
        deck's order): the weights of a draw as the caller names its outcomes, in one pass.

        >>> Deck.of(["2C", "2C", "3H"]).weighted(["two", "three"])
        [('two', 2), ('three', 1)]
        """
        return [(item, c) for item, c in zip(items, self._counts, strict=True) if c]

    def remove(self, kind: str) -> None:
        """Take one card of `kind` out; `ValueError` if none is left."""
        i = self._index.get(kind)
        if i is None or self._counts[i] == 0:
            raise ValueError(f"no {kind} left in the deck")
        self._counts[i] -= 1
        self._size -= 1

    def add(self, kind: str, n: int = 1) -> None:
        """Put `n` cards of `kind` (a kind this deck knows) back."""
        i = self._index[kind]
        self._counts[i] += n
        self._size += n

    def copy(self) -> Deck:
        """An independent deck with the same contents."""
        new = Deck.__new__(Deck)
        new._kinds = self._kinds
        new._index = self._index
        new._counts = list(self._counts)
        new._size = self._size
        return new

    def to_dict(self) -> dict[str, int]:
        """The remaining counts by kind (kinds with none left are omitted)."""
        return {k: c for k, c in zip(self._kinds, self._counts, strict=True) if c}

    def restore(self, counts: dict[str, int]) -> None:
        """Set the remaining counts from `to_dict()` output."""
        self._counts = [int(counts.get(k, 0)) for k in self._kinds]
        self._size = sum(self._counts)

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, Deck)
            and self._kinds == other._kinds
            and self._counts == other._counts
        )

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"Deck({self.to_dict()!r})"
