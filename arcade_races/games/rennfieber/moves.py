"""The ends of a race move, found with their paths in one forward search over tables made once
per game (the hot path of a race: every move lists its ends, then runs the path to one).

It finds exactly what `core.lanes.LaneGraph.reach` finds and the paths its `Reach.path`
chooses: the free spaces exactly `steps` steps away (or as far as the move can go), or home
when the move can cross its last line; to each end the first path in the order of choices
step by step, the lane ahead before the inside and the outside. A search point is
`crossed * count + id` as there. The search goes layer by layer, each layer a dict from a
point to the point it was first reached from, filled in the order of the first paths (the
points of a layer taken in their own order, each one's choices in order): so the first time
a point is reached is by its first path, and the path to any end is read back through the
layers, with no second search.

Most moves meet no other horse on the way: what a move from a space finds on an empty track
is kept per game, with every space it passes, and serves whenever none of those is taken.
Where the other horses stand only on ends of the move (and it does not cross its last line),
the move is the empty track's with those ends left out: the paths to the others, which stop
on no end, are the same (if every end is taken, the move stops one step short, where nothing
is taken either). Only the rest is searched again.
"""

from __future__ import annotations

from arcade_races.core.actions import Action
from arcade_races.core.lanes import HOME, LaneGraph, Space
from arcade_races.games.rennfieber.interned import Interned

Layers = list[dict[int, int]]
"""The search's layers: at each length, each point reached and the point it came from."""


_NOWHERE: frozenset[int] = frozenset()


class Search:
    """What one search found: its layers, each end's space id with its point in the last
    layer (home has the id `Track.count`), the end ids in order, and the ids of every space
    it passed or ended on but the start (none of them taken: it holds for any field), as a
    mask of bits by id (`Track.bits`)."""

    __slots__ = ("bursts", "ends", "inner", "layers", "made", "order", "passed", "runs")

    def __init__(self, layers: Layers, ends: dict[int, int], order: list[int],
                 passed: int, runs: list[Action], bursts: list[Action]) -> None:
        self.layers = layers
        self.ends = ends
        self.order = order
        self.passed = passed
        # (Masks, not frozensets: a search kept per game holds two, some 2,000 searches are
        # kept on a board, and their sets took 320 bytes each on average (2 KB at twenty
        # ids) where a mask takes 52; 1 MB of the 2.6 MB a 60-game run grew by. A move's
        # test against the field is one AND.)
        self.inner: int | None = None
        """For a search kept per game that ends short of home: the mask of the spaces it
        passed but did not end on (`Track.ends` filters the ends where no other horse stands
        on these)."""
        self.runs = runs
        """The ends as `run` actions, in order (`bursts`: as `burst` actions)."""
        self.bursts = bursts
        self.made: dict[int, tuple[str, ...]] | None = None
        """For a search kept per game: the path of each end it found as `HorseMoved` shows it
        (space names, start first), by the end's point, made on first use; whichever horse
        runs it (a fresh search of a crowded track keeps none)."""


class Ends:
    """The ends of the move on offer: the actions in order, and for `run` and `burst` the
    search with its ends by space id."""

    __slots__ = ("actions", "bursts", "runs", "start")

    def __init__(self) -> None:
        self.start = -1
        """The id of the space the horse moves from."""
        self.actions: list[Action] = []
        """Never changed once set: it may be a search's own list (`Track.ends`), so it is
        handed out as a copy."""
        self.runs: Search | None = None
        self.bursts: Search | None = None


class Track:
    """One game's lane graph as flat tables of whole numbers (never changed after, but for
    the searches on an empty track it keeps as they are met)."""

    __slots__ = ("bits", "burst_to", "count", "empty", "ids", "lines", "names", "offsets",
                 "run_to", "spaces", "steps", "top")

    def __init__(self, graph: LaneGraph, interned: Interned, crossings: int) -> None:
        spaces: tuple[Space, ...] = tuple(
            (lane, index) for lane, size in enumerate(graph.sizes) for index in range(size))
        ids = {space: i for i, space in enumerate(spaces)}
        count = len(spaces)
        self.count = count
        self.bits: tuple[int, ...] = tuple(1 << i for i in range(count + 1))
        """Each space id's bit in a mask of spaces (`Search.passed`, `RacePhases.taken_mask`),
        and home's at `count`."""
        self.spaces = spaces
        """Each space by its id (lane by lane, so ids sort as spaces do)."""
        offsets, total = [], 0
        for size in graph.sizes:
            offsets.append(total)
            total += size
        self.offsets: tuple[int, ...] = tuple(offsets)
        """The id of each lane's space 0: a space's id is `offsets[lane] + index`."""
        moves = [tuple((ids[(lane, index)] - here + passes * count, ids[(lane, index)])
                       for lane, index, passes in graph.successors[space[0]][space[1]])
                 for here, space in enumerate(spaces)]
        self.steps: tuple[tuple[tuple[int, int], ...], ...] = tuple(
            tuple((point + delta, target) for delta, target in moves[point % count])
            for point in range(max(1, crossings) * count))
        """Each point's steps in the order of choice (ahead, inside, outside): (the point
        after, its space's id), for every point short of the most lines a course crosses."""
        self.top: tuple[int, ...] = tuple(max((p for p, _ in choices), default=-1)
                                          for choices in self.steps)
        """Each point's highest point after (-1: none): whether a step may cross the line."""
        names = [interned.space_names[s] for s in spaces]
        self.names: tuple[str, ...] = (*names, HOME)
        """Each space's name by id, and `home` at `count`."""
        self.ids: dict[str, int] = {name: i for i, name in enumerate(self.names)}
        self.run_to: tuple[Action, ...] = (*(interned.run_to[s] for s in spaces),
                                           interned.run_to[HOME])
        self.burst_to: tuple[Action, ...] = (*(interned.burst_to[s] for s in spaces),
                                             interned.burst_to[HOME])
        self.empty: dict[int, Search] = {}
        """The searches on an empty track by start id, steps and lines still to cross, in one
        whole number: `(steps * count + start) * lines + lines_left` (a tuple cost more to
        make and to look up, every move)."""
        self.lines = max(1, crossings) + 1
        """One more than the most lines a move can have still to cross (for `empty`)."""

    def ends(self, start: int, steps: int, blocked: set[int], blocked_mask: int,
             through: bool, crossings_left: int, into: Ends) -> None:
        """Add every end of a move of `steps` from space id `start` to `into`, as its `run`
        action (`burst` with `through`) in the order of `LaneGraph.reach`'s options.

        `blocked`: the ids of the spaces other horses stand on, and `blocked_mask` the same as
        a mask (`bits`); they may not be entered (with `through`, passed but not ended on).
        `crossings_left`: the lines still to cross."""
        key = (steps * self.count + start) * self.lines + crossings_left  # (`empty`)
        search = self.empty.get(key)
        if search is None:
            search = self.search(start, steps, set(), False, crossings_left)
            # Every space a point of the search stood on (not the start, nor where a step
            # over the last line lands, which may be taken): if none is, the field is empty.
            full = search.layers[1:-1] if self.count in search.ends else search.layers[1:]
            count, bits = self.count, self.bits
            search.passed = mask_of(bits, {p % count for layer in full for p in layer})
            if count not in search.ends:
                search.inner = mask_of(bits, {p % count for layer in full[:-1] for p in layer})
            search.made = {}
            self.empty[key] = search
        if search.passed & blocked_mask:
            inner = search.inner
            if not through and inner is not None and not inner & blocked_mask:
                search = self._without(search, blocked)
            else:
                search = self.search(start, steps, blocked, through, crossings_left)
        if through:
            into.bursts = search
            found = search.bursts
        else:
            into.runs = search
            found = search.runs
        # The first kind found is the search's own list, shared (a kept search's too): never
        # changed, and handed out only as a copy (`legal_actions`, `move_actions`).
        into.actions = into.actions + found if into.actions else found

    def search(self, start: int, steps: int, blocked: set[int], through: bool,
               crossings_left: int) -> Search:
        """The search itself (see the module docstring)."""
        count, table, top = self.count, self.steps, self.top
        home_at = crossings_left * count  # a point this high has crossed its last line
        stop = _NOWHERE if through else blocked  # the spaces a step may not enter
        layer: dict[int, int] = {start: -1}
        layers: Layers = [layer]
        best, best_length = layer, 0
        for length in range(1, steps + 1):
            after: dict[int, int] = {}
            for point in layer:
                if top[point] >= home_at:
                    # The first step over the last line, by the first path: home alone.
                    nxt = next(n for n, _ in table[point] if n >= home_at)
                    return self._found([*layers, {nxt: point}], {count: nxt}, [count])
                for nxt, target in table[point]:
                    if nxt not in after and target not in stop:
                        after[nxt] = point
            if not after:
                break
            layers.append(after)
            layer = after
            if not through:
                best, best_length = after, length
            else:
                for point in after:
                    if point % count not in blocked:
                        best, best_length = after, length
                        break
        # The ends: each free space of the longest length reached, by id (as spaces sort),
        # each with the first of its points (a space may be met having crossed more lines:
        # read backwards, the first point of a space is written last).
        if through and best_length:  # staying put is always an end
            ends = {p % count: p for p in reversed(best) if p % count not in blocked}
        else:
            ends = {p % count: p for p in reversed(best)}
        if len(layers) > best_length + 1:
            layers = layers[: best_length + 1]
        return self._found(layers, ends, sorted(ends))

    def _without(self, search: Search, blocked: set[int]) -> Search:
        # The search on the empty track without the ends in `blocked` (none of the spaces it
        # passed is): see the module docstring.
        order = [i for i in search.order if i not in blocked]
        if order:
            ends = search.ends
            found = Search(search.layers, {i: ends[i] for i in order}, order, 0,
                           [self.run_to[i] for i in order], [])
            found.made = search.made  # the same layers: the same paths
            return found
        count, layers = self.count, search.layers[:-1]
        short = {p % count: p for p in reversed(layers[-1])}
        return self._found(layers, short, sorted(short))

    def _found(self, layers: Layers, ends: dict[int, int], order: list[int]) -> Search:
        run_to, burst_to = self.run_to, self.burst_to
        return Search(layers, ends, order, 0, [run_to[i] for i in order],
                      [burst_to[i] for i in order])

    def path(self, layers: Layers, point: int) -> list[int]:
        """The points of the path to `point` of the last layer, start first."""
        points = [point]
        for back in range(len(layers) - 1, 0, -1):
            point = layers[back][point]
            points.append(point)
        points.reverse()
        return points


def mask_of(bits: tuple[int, ...], ids: set[int]) -> int:
    """The mask of the space ids `ids` (`bits`: `Track.bits`)."""
    mask = 0
    for i in ids:
        mask |= bits[i]
    return mask
