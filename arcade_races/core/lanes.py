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
from fractions import Fraction
from typing import Final, TypeAlias

Space: TypeAlias = tuple[int, int]
"""A space: (lane, index along the lane's loop), both from 0 (lane 0 is the inside)."""
Step: TypeAlias = tuple[int, int, int]
"""A step's target: (lane, index, 1 if it passes the line else 0)."""

HOME: Final = "home"
"""The end of a move that crosses the horse's last line: it is out of the race."""


class Reach:
    """Where one move can end: free spaces at the longest length reachable (`steps` if any),
    or home; `path(end)` gives one path there, start first."""

    __slots__ = ("_best", "_graph", "_home_at", "_layers", "_traced", "ends", "home",
                 "length", "steps")

    def __init__(self, graph: LaneGraph, steps: int, length: int, home: bool,
                 layers: list[set[int]], best: set[int], home_at: int) -> None:
        count = len(graph._spaces)
        self.steps = steps
        self.length = length
        self.home = home
        self.ends: list[Space] = [] if home else [
            graph._spaces[i] for i in sorted({node % count for node in best})]
        # The search's layers (the points `crossed * count + id` at each length) and the free
        # points of the last: a path is traced back only when it is asked for (a move asks
        # for one of a dozen ends).
        self._graph = graph
        self._layers = layers
        self._best = best
        self._home_at = home_at
        self._traced: dict[object, tuple[tuple[Space, ...], int]] = {}

    def path(self, end: Space | str) -> tuple[Space, ...]:
        """The path chosen to `end` (a space of `ends`, or `HOME`): the first found with the
        lane ahead tried before the inside and the outside."""
        return self._trace(end)[0]

    def crossings(self, end: Space | str) -> int:
        """How many lines the path to `end` passes (`LaneGraph.crossings` of `path(end)`)."""
        return self._trace(end)[1] // len(self._graph._spaces)

    def options(self) -> list[Space | str]:
        """Every end the mover may choose: `HOME` alone when the line is in reach."""
        return [HOME] if self.home else list(self.ends)

    def _trace(self, end: Space | str) -> tuple[tuple[Space, ...], int]:
        # The path chosen is the first a breadth-first search meets, the lane ahead tried
        # before the inside and the outside: of all the paths of this length to `end` (over
        # free spaces, unless through the field), the first in that order of choices step
        # by step. So: mark what can still get there, layer by layer back from the end, then
        # walk forward taking at each step the first choice that is marked.
        traced = self._traced.get(end)
        if traced is not None:
            return traced
        graph, layers = self._graph, self._layers
        count = len(graph._spaces)
        home_at = self._home_at
        nexts = graph._next_sets
        if end == HOME and self.home:
            # The last step is the first that passes the last line, from any point before it.
            targets = {n for n in layers[-2] if max(nexts[n]) >= home_at}
            walk = len(layers) - 2
        elif isinstance(end, tuple) and end in graph._ids:
            here = graph._ids[end]
            targets = {n for n in self._best if n % count == here}
            walk = len(layers) - 1
        else:
            targets = set()
        if not targets:
            raise KeyError(end)
        marked = [targets]
        prevs = graph._prev_sets
        for back in range(walk - 1, -1, -1):
            marked.append(set().union(*[prevs[n] for n in marked[-1]]) & layers[back])
        marked.reverse()
        node = next(iter(marked[0]))
        spaces, moves = graph._spaces, graph._moves
        path = [spaces[node]]
        for length in range(1, walk + 1):
            ahead = marked[length]
            for delta, _ in moves[node % count]:
                if node + delta in ahead:
                    node += delta
                    break
            path.append(spaces[node % count])
        if walk < len(layers) - 1:
            node = next(node + delta for delta, _ in moves[node % count]
                        if node + delta >= home_at)
            path.append(spaces[node % count])
        traced = (tuple(path), node)
        self._traced[end] = traced
        return traced


class LaneGraph:
    """The step graph of lanes of spaces. Built once per track; the tables are plain ints."""

    __slots__ = ("_ids", "_moves", "_next_sets", "_prev_sets", "_spaces", "lanes", "sizes",
                 "successors")

    def __init__(self, successors: Sequence[Sequence[Sequence[Step]]]) -> None:
        self.successors: tuple[tuple[tuple[Step, ...], ...], ...] = tuple(
            tuple(tuple((int(a), int(b), int(c)) for a, b, c in steps) for steps in lane)
            for lane in successors
        )
        self.lanes = len(self.successors)
        self.sizes = tuple(len(lane) for lane in self.successors)
        # The search works on whole numbers: each space has an id, lane by lane (so ids sort
        # as spaces do), and a point of the search is `crossed * count + id`; a step adds its
        # `delta` to it (the lines it passes included).
        self._spaces: tuple[Space, ...] = tuple(
            (lane, index) for lane, size in enumerate(self.sizes) for index in range(size))
        self._ids = {space: i for i, space in enumerate(self._spaces)}
        count = len(self._spaces)
        self._moves: tuple[tuple[tuple[int, int], ...], ...] = tuple(
            tuple((self._ids[(lane, index)] - here + passes * count, self._ids[(lane, index)])
                  for lane, index, passes in self.successors[space[0]][space[1]])
            for here, space in enumerate(self._spaces)
        )
        self._next_sets: tuple[frozenset[int], ...] = ()
        self._prev_sets: tuple[frozenset[int], ...] = ()
        self._cover(2)

    def _cover(self, crossed: int) -> None:
        # The points one step after and before each point `crossed * count + id` of the
        # search, for `crossed` lines crossed so far (tables grown, never changed, as a
        # course with more crossings asks: a new tuple, so a reader never sees half of one).
        count = len(self._spaces)
        if len(self._next_sets) >= crossed * count:
            return
        moves = self._moves
        nexts = tuple(frozenset(node + delta for delta, _ in moves[node % count])
                      for node in range(crossed * count))
        prevs: list[set[int]] = [set() for _ in range(crossed * count)]
        for node, after in enumerate(nexts):
            for target in after:
                if target < len(prevs):
                    prevs[target].add(node)
        self._next_sets = nexts
        self._prev_sets = tuple(frozenset(p) for p in prevs)

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
        # Breadth first, layer by layer, as sets of points: a space can lie at several
        # lengths (a zigzag is longer than the straight way), so each layer is kept.
        ids = self._ids
        count = len(self._spaces)
        levels = max(1, crossings_left)  # the lines a point short of home may have crossed
        self._cover(levels)
        nexts = self._next_sets
        home_at = crossings_left * count  # a point this high has crossed its last line
        stop = {ids[space] + level * count for space in blocked if space in ids
                for level in range(levels)}
        first = ids[(start[0], start[1])]
        layers: list[set[int]] = [{first}]
        best_length, best = 0, layers[0]
        for length in range(1, max(0, steps) + 1):
            layer: set[int] = set().union(*[nexts[node] for node in layers[-1]])
            if max(layer) >= home_at:
                layers.append(layer)
                return Reach(self, steps, length, True, layers, set(), home_at)
            if not through:
                layer -= stop
            layers.append(layer)
            if not layer:
                break
            free = layer - stop if through else layer
            if free:
                best_length, best = length, free
        return Reach(self, steps, best_length, False, layers[: best_length + 1], best, home_at)

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

