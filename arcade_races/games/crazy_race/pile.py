"""`Pile`: a face-down pile of Crazy Race known by how many cards of each kind it holds, as
`core.deck.Deck` is, with its counts in the open for the rules' hot paths: a draw's outcomes
are the game's interned actions zipped with the counts (one pass, where `Deck.outcomes` and a
second list of actions were two), a card is taken by the index of its kind (no text key
built per draw), and the state's incremental hash reads the count a card leaves or joins.

Its `to_dict` / `restore` / `outcomes` give what `Deck`'s do, so snapshots and fingerprints
are the same text as before.
"""

from __future__ import annotations

from collections.abc import Sequence


class Pile:
    """Counts of cards by kind, the kinds in a fixed order (the game's values or kinds)."""

    __slots__ = ("counts", "kinds", "size")

    def __init__(self, kinds: Sequence[str], counts: Sequence[int]) -> None:
        self.kinds: tuple[str, ...] = tuple(kinds)
        """Every kind the pile can hold, as text (the keys of `to_dict`), in order."""
        self.counts: list[int] = [int(c) for c in counts]
        """How many of each kind remain, by the kind's index. Change it only through `take`
        and `add` (they keep `size`)."""
        self.size = sum(self.counts)
        """How many cards remain in all."""

    def __len__(self) -> int:
        return self.size

    def outcomes(self) -> list[tuple[str, int]]:
        """Each kind still present with its count: the weights of a draw (as `Deck`'s)."""
        return [(k, c) for k, c in zip(self.kinds, self.counts, strict=True) if c]

    def take(self, index: int) -> int:
        """Take a card of the kind `index` out and say how many there were (0: none was
        there, nothing taken)."""
        count = self.counts[index]
        if count:
            self.counts[index] = count - 1
            self.size -= 1
        return count

    def add(self, index: int, n: int = 1) -> None:
        """Put `n` cards of the kind `index` back."""
        self.counts[index] += n
        self.size += n

    def copy(self) -> Pile:
        """An independent pile with the same contents."""
        new = Pile.__new__(Pile)
        new.kinds = self.kinds
        new.counts = self.counts.copy()
        new.size = self.size
        return new

    def to_dict(self) -> dict[str, int]:
        """The remaining counts by kind (kinds with none left are omitted), as `Deck`'s."""
        return {k: c for k, c in zip(self.kinds, self.counts, strict=True) if c}

    def restore(self, counts: dict[str, int]) -> None:
        """Set the remaining counts from `to_dict()` output."""
        self.counts = [int(counts.get(k, 0)) for k in self.kinds]
        self.size = sum(self.counts)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Pile) and (self.kinds, self.counts) == (other.kinds, other.counts)

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"Pile({self.to_dict()!r})"


__all__ = ["Pile"]
