"""Dice with any faces, as chance outcomes."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Die:
    """A die described by its faces, e.g. the race die 2-3-3-4-4-5.

    >>> Die((2, 3, 3, 4, 4, 5)).outcomes()
    [(2, 1), (3, 2), (4, 2), (5, 1)]
    """

    faces: tuple[int, ...]

    def __post_init__(self) -> None:
        if not self.faces:
            raise ValueError("a die needs at least one face")

    @classmethod
    def standard(cls, sides: int = 6) -> Die:
        """A plain die numbered 1 to `sides`."""
        return cls(tuple(range(1, sides + 1)))

    def outcomes(self) -> list[tuple[int, int]]:
        """Each distinct face value with the number of faces showing it, lowest first."""
        counts: dict[int, int] = {}
        for face in sorted(self.faces):
            counts[face] = counts.get(face, 0) + 1
        return list(counts.items())

    def __str__(self) -> str:
        return "-".join(str(face) for face in self.faces)
