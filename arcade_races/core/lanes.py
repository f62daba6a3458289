"""Lanes side by side: a lane graph and the search for where a move of exactly N steps can end.

A race track of several lanes, whose spaces are offset sideways, is a graph: from each space a
step goes to the next space of its own lane or diagonally forward into a neighbour lane. Where
each space lies along the course is its *station*, an exact fraction (no floats in the rules):
a diagonal step goes to the space of the neighbour lane with the nearest station strictly
ahead. Lanes are loops; a step whose station is not ahead of the one before passes the line at
station 0, which is a *crossing*.

`LaneGraph.reach` lists every end of a move: the free spaces exactly `steps` steps away (or as
far as the move can go when nothing is free that far), each with one path to it, or `HOME`
when the move can cross its last line, which ends it. Occupied spaces block, unless the move
goes *through* the field (Rennfieber's Durchbruch), when only the end must be free.

>>> from fractions import Fraction as F
>>> inside, outside = [F(i, 4) for i in range(4)], [F(2 * i + 1, 8) for i in range(4)]
>>> graph = LaneGraph.from_stations([inside, outside])
>>> graph.successors[0][0]
((0, 1, 0), (1, 0, 0))
>>> reach = graph.reach((0, 0), 2, blocked={(0, 1)})
>>> reach.ends, reach.path((1, 1))
([(1, 1)], ((0, 0), (1, 0), (1, 1)))
"""

from __future__ import annotations

import bisect
import itertools
import math
from collections.abc import Collection, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Final, TypeAlias

Space: TypeAlias = tuple[int, int]
"""A space: (lane, index along the lane's loop), both from 0 (lane 0 is the inside)."""
Step: TypeAlias = tuple[int, int, int]
"""A step's target: (lane, index, 1 if it passes the line else 0)."""

_Node: TypeAlias = tuple[int, int, int]
"""A point of the search: lane, index, lines crossed so far."""

HOME: Final = "home"
"""The end of a move that crosses the horse's last line: it is out of the race."""


@dataclass(frozen=True)
class Reach:
    """Where one move can end: free spaces at the longest length reachable (`steps` if any),
    or home; `path(end)` gives one path there, start first."""

    steps: int
    length: int
    ends: list[Space]
    home: bool
    _paths: dict[object, tuple[Space, ...]]

    def path(self, end: Space | str) -> tuple[Space, ...]:
        """The path chosen to `end` (a space of `ends`, or `HOME`): the first found with the
        lane ahead tried before the inside and the outside."""
        return self._paths[end]

    def options(self) -> list[Space | str]:
        """Every end the mover may choose: `HOME` alone when the line is in reach."""
        return [HOME] if self.home else list(self.ends)


class LaneGraph:
    """The step graph of lanes of spaces. Built once per track; the tables are plain ints."""

    __slots__ = ("lanes", "sizes", "successors")

    def __init__(self, successors: Sequence[Sequence[Sequence[Step]]]) -> None:
        self.successors: tuple[tuple[tuple[Step, ...], ...], ...] = tuple(
            tuple(tuple((int(a), int(b), int(c)) for a, b, c in steps) for steps in lane)
            for lane in successors
        )
        self.lanes = len(self.successors)
        self.sizes = tuple(len(lane) for lane in self.successors)

    @classmethod
    def from_stations(
        cls, stations: Sequence[Sequence[Fraction]], loop: Fraction | int | None = None
    ) -> LaneGraph:
        """The graph of lanes whose spaces lie at these stations (each lane's strictly rising,
        within one loop of length `loop`, by default the next whole number past them all):
        ahead in the lane, then diagonally to the inside, then to the outside."""
        size = Fraction(loop) if loop is not None else Fraction(
            int(max(max(lane) for lane in stations)) + 1)
        # Exact and fast: every station as a whole number over one common denominator.
        scale = math.lcm(size.denominator, *(f.denominator for lane in stations for f in lane))
        whole = [[int(f * scale) for f in lane] for lane in stations]
        table: list[list[list[Step]]] = []
        for lane, own in enumerate(whole):
            rows: list[list[Step]] = []
            for index, here in enumerate(own):
                ahead = (index + 1) % len(own)
                steps: list[Step] = [(lane, ahead, int(own[ahead] <= here))]
                for other in (lane - 1, lane + 1):
                    if 0 <= other < len(whole):
                        # The space with the nearest station strictly ahead, round the loop.
                        target = bisect.bisect_right(whole[other], here) % len(whole[other])
                        steps.append((other, target, int(whole[other][target] <= here)))
                rows.append(steps)
            table.append(rows)
        return cls(table)

    def reach(
        self,
        start: Space,
        steps: int,
        blocked: Collection[Space] = (),
        through: bool = False,
        crossings_left: int = 1,
    ) -> Reach:
        """Every end of a move of `steps` steps from `start`.

        `blocked` spaces may not be entered (with `through`, they may be passed but not ended
        on). `crossings_left`: how many more lines the mover must cross to be home; a path
        that crosses the last of them ends there. If no free space lies exactly `steps` away,
        the longest length that reaches one counts ("as far as it can go"); 0 means staying.
        """
        # Breadth first, layer by layer: a space can lie at several lengths (a zigzag is
        # longer than the straight way), so each layer remembers its own nodes and parents.
        first: _Node = (start[0], start[1], 0)
        parents: list[dict[_Node, _Node | None]] = [{first: None}]
        best_length, best = 0, [first]
        home: _Node | None = None
        for length in range(1, max(0, steps) + 1):
            layer: dict[_Node, _Node | None] = {}
            for node in parents[-1]:
                lane, index, crossed = node
                for to_lane, to_index, passes in self.successors[lane][index]:
                    key = (to_lane, to_index, crossed + passes)
                    if key[2] >= crossings_left:
                        layer[key] = node
                        home = key
                        break
                    if key in layer or ((to_lane, to_index) in blocked and not through):
                        continue
                    layer[key] = node
                if home is not None:
                    break
            parents.append(layer)
            if home is not None or not layer:
                break
            free = [n for n in layer if (n[0], n[1]) not in blocked]
            if free:
                best_length, best = length, free
        paths: dict[object, tuple[Space, ...]] = {}
        if home is not None:
            paths[HOME] = _walk(parents, home)
            return Reach(steps, len(paths[HOME]) - 1, [], True, paths)
        ends: list[Space] = []
        for node in best:
            space = (node[0], node[1])
            if space not in paths:
                paths[space] = _walk(parents[: best_length + 1], node)
                ends.append(space)
        ends.sort()
        return Reach(steps, best_length, ends, False, paths)

    def crossings(self, path: Sequence[Space]) -> int:
        """How many lines a path (of steps of this graph) passes."""
        total = 0
        for (lane, index), target in itertools.pairwise(path):
            for to_lane, to_index, passes in self.successors[lane][index]:
                if (to_lane, to_index) == target:
                    total += passes
                    break
        return total

    def beside(self, space: Space, side: int) -> Step | None:
        """The diagonal step from `space` into the lane `side` (-1 inside, +1 outside), or
        None where there is no such lane."""
        lane, index = space
        for step in self.successors[lane][index][1:]:
            if step[0] == lane + side:
                return step
        return None


def _walk(
    parents: list[dict[tuple[int, int, int], tuple[int, int, int] | None]],
    node: tuple[int, int, int],
) -> tuple[Space, ...]:
    # Back from `node` in the last layer, one layer at a time, to the start.
    spaces: list[Space] = []
    current: tuple[int, int, int] | None = node
    for layer in reversed(parents):
        assert current is not None
        spaces.append((current[0], current[1]))
        current = layer[current]
    return tuple(reversed(spaces))
