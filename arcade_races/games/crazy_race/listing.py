"""A Crazy Race turn's legal actions as a sequence that builds each action when it is read.

A turn offers a lay for every free location and each value of track card in hand, and with a
"move" card a shift from every free track card to every free location: some 230 actions a
decision on average and up to about 1,500. Most of them are two grids, values by locations
and sources by locations, of the game's prebuilt actions (`CrazyRaceGame.lay_by_index`,
`CrazyRaceGame.shift_rows`). `TurnActions` keeps the grids' rows and the free locations and
works out the action at an index when asked, so a turn's listing costs the same whatever its
length; reading all of it (an AI seat weighing every lay, a prompt) costs what a list would
have cost to build.

It is a `Sequence` (`len`, indexing, slices, iteration, `in`, `index`, equality with a list of
the same actions), in the order of the notation's listing: lays by card value then location,
drops, shifts by source then destination, then the rest (agains, skips, tosses, the roll). It
copies the free locations it is made of, so a listing stays what it was when the state moves on.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from functools import partial
from itertools import chain
from operator import eq, itemgetter
from typing import Any, overload

from arcade_races.core.actions import Action


class TurnActions(Sequence[Action]):
    """The actions of one turn: `lays` rows by location at the `free` locations, then `drops`,
    then `shifts` rows at the same locations, then `rest`."""

    __slots__ = ("_drops", "_free", "_lays", "_lays_end", "_len", "_per_row", "_rest",
                 "_rest_start", "_shifts", "_shifts_start")

    def __init__(self, lays: list[tuple[Action, ...]], free: list[int], drops: list[Action],
                 shifts: list[tuple[Action, ...]], rest: list[Action]) -> None:
        """`lays` and `shifts`: rows of actions by location (a value's lays, a source's
        shifts); `free`: the free locations, ascending (the listing keeps this list: pass a
        copy); `drops` and `rest`: the actions listed after the lays and after the shifts."""
        self._lays = lays
        self._free = free
        self._drops = drops
        self._shifts = shifts
        self._rest = rest
        per_row = self._per_row = len(free)
        lays_end = self._lays_end = len(lays) * per_row
        shifts_start = self._shifts_start = lays_end + len(drops)
        rest_start = self._rest_start = shifts_start + len(shifts) * per_row
        self._len = rest_start + len(rest)

    def __len__(self) -> int:
        return self._len

    @overload
    def __getitem__(self, index: int) -> Action: ...

    @overload
    def __getitem__(self, index: slice) -> list[Action]: ...

    def __getitem__(self, index: int | slice) -> Action | list[Action]:
        # One pick is a playout's use of a listing: the int case first, arithmetic only.
        if type(index) is not int:
            if isinstance(index, slice):
                return list(self)[index]
            index = index.__index__()
        if index < 0:
            index += self._len
            if index < 0:
                raise IndexError("turn action index out of range")
        if index < self._lays_end:
            row, column = divmod(index, self._per_row)
            return self._lays[row][self._free[column]]
        if index < self._shifts_start:
            return self._drops[index - self._lays_end]
        if index < self._rest_start:
            row, column = divmod(index - self._shifts_start, self._per_row)
            return self._shifts[row][self._free[column]]
        return self._rest[index - self._rest_start]  # IndexError past the end

    def __iter__(self) -> Iterator[Action]:
        return chain(_grid(self._lays, self._free), self._drops,
                     _grid(self._shifts, self._free), self._rest)

    def __contains__(self, action: object) -> bool:
        free = self._free
        return (action in self._rest or action in self._drops
                or any(map(partial(eq, action), chain(_grid(self._lays, free),
                                                      _grid(self._shifts, free)))))

    def index(self, action: Any, start: int = 0, stop: int | None = None) -> int:
        """The first position of `action` (`ValueError` if it is not listed)."""
        return list(self).index(action, start, self._len if stop is None else stop)

    def __eq__(self, other: object) -> bool:
        # As the list it stands for compares: equal to a list (or listing) of the same
        # actions, not to a tuple.
        if isinstance(other, (TurnActions, list)):
            return list(self) == list(other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]  # (equal to lists, which have none)

    def __reduce__(self) -> tuple[Any, ...]:
        # Pickled as the list it stands for: a listing sent elsewhere needs no game rows.
        return list, (list(self),)

    def __repr__(self) -> str:
        return f"TurnActions({list(self)!r})"


def _grid(rows: Sequence[tuple[Action, ...]], free: list[int]) -> Iterator[Action]:
    """Each row's actions at the locations `free`, row by row."""
    if not rows or not free:
        return iter(())
    if len(free) > 1:
        return chain.from_iterable(map(itemgetter(*free), rows))
    (only,) = free
    return (row[only] for row in rows)


__all__ = ["TurnActions"]
