"""The race track as the Rennfieber AI reads it: steps home from every space, which moves
cross the line, and quick move tables for the race simulation.

Built once per lane graph (`view_of`) from an observation's `static` part and cached: the
distance table is a backward breadth-first search over (space, lines still to cross), so the
greedy mover compares end spaces by one lookup each.
"""

from __future__ import annotations

import functools
from typing import Any

from arcade_races.core.lanes import LaneGraph
from arcade_races.games.rennfieber.config import graph_of

FAR = 10_000
"""The distance of a space from which home cannot be reached (no such space on a sound track)."""

QUICK_STEPS = 8
"""The longest move whose ends one search fills in at once (a race die's 5 and the daily form's
extra space, and more)."""

Node = tuple[int, int, int]
"""An end of a quick move: lane, index, lines crossed on the way."""


class TrackView:
    """A race track's tables: `dist[left][lane][index]`, the fewest steps home from a space
    with `left` lines still to cross (left 0: home); `station[lane][index]`, where the space
    lies round the loop (crossing the line makes it smaller)."""

    def __init__(self, graph: LaneGraph, stations: list[list[float]], crossings: int) -> None:
        self.graph = graph
        self.sizes = graph.sizes
        self.station = stations
        self.crossings = crossings
        self.dist = _distances(graph, crossings)
        self._ends: dict[tuple[int, int, int, int], list[Node]] = {}

    def passes(self, lane: int, index: int, to_lane: int, to_index: int) -> int:
        """Whether a forward move (shorter than a lap) from one space to the other crossed the
        line: 1 if so, else 0."""
        return int(self.station[to_lane][to_index] < self.station[lane][index])

    def after(self, spot: list[int], left: int, text: str) -> int:
        """Steps home after the move of a horse at `spot` ([lane, index, ...]) with `left` lines
        to cross ends at `text` (`LANE:INDEX` or `home`)."""
        if text == "home":
            return 0
        lane_text, _, index_text = text.partition(":")
        lane, index = int(lane_text) - 1, int(index_text)
        rest = left - self.passes(spot[0], spot[1], lane, index)
        return self.dist[rest][lane][index] if rest > 0 else 0

    def ends(self, lane: int, index: int, steps: int, left: int) -> list[Node]:
        """The spaces exactly `steps` steps ahead (nothing blocked), best first: fewest steps
        home after, then the inside; each with the lines crossed on the way. Kept per start."""
        key = (lane, index, steps, left)
        known = self._ends.get(key)
        if known is not None:
            return known
        # One search from the start fills every length up to `QUICK_STEPS` (and `steps`),
        # for every number of lines left: a rollout asks for many of them.
        layer = {(lane, index, 0)}
        successors = self.graph.successors
        dist = self.dist
        for length in range(1, max(steps, QUICK_STEPS) + 1):
            layer = {(a, b, crossed + p) for lane_no, idx, crossed in layer
                     for a, b, p in successors[lane_no][idx]}
            for rest in range(1, self.crossings + 1):
                ranked = [(dist[rest - n[2]][n[0]][n[1]], n) for n in layer if n[2] < rest]
                ranked.sort()
                self._ends[(lane, index, length, rest)] = [n for _, n in ranked]
        return self._ends[key]


def _distances(graph: LaneGraph, crossings: int) -> list[list[list[int]]]:
    """The backward search: `dist[left][lane][index]` for left 0 .. crossings."""
    sizes = graph.sizes
    dist = [[[FAR] * size for size in sizes] for _ in range(crossings + 1)]
    for lane, size in enumerate(sizes):
        dist[0][lane] = [0] * size
    into: dict[Node, list[Node]] = {}
    home: list[Node] = []
    for left in range(1, crossings + 1):
        for lane, rows in enumerate(graph.successors):
            for index, steps in enumerate(rows):
                for a, b, p in steps:
                    if left - p <= 0:
                        home.append((lane, index, left))
                    else:
                        into.setdefault((a, b, left - p), []).append((lane, index, left))
    frontier = []
    for lane, index, left in home:
        if dist[left][lane][index] == FAR:
            dist[left][lane][index] = 1
            frontier.append((lane, index, left))
    step = 1
    while frontier:
        step += 1
        nxt = []
        for node in frontier:
            for lane, index, left in into.get(node, ()):
                if dist[left][lane][index] == FAR:
                    dist[left][lane][index] = step
                    nxt.append((lane, index, left))
        frontier = nxt
    return dist


@functools.lru_cache(maxsize=8)
def _view(graph: LaneGraph, layout: tuple[tuple[tuple[int, ...], int, int], ...],
          crossings: int) -> TrackView:
    stations = [[s + (k + num / den) / n for s, n in enumerate(counts) for k in range(n)]
                for counts, num, den in layout]
    return TrackView(graph, stations, crossings)


def view_of(static: dict[str, Any]) -> TrackView:
    """The track tables of an observation's `static` part (cached per track)."""
    layout = tuple((tuple(counts), int(off[0]), int(off[1]))
                   for counts, off in static["track"]["lanes"])
    crossings = max(int(c["crossings"]) for c in static["courses"].values())
    return _view(graph_of(static), layout, crossings)
