"""What the velodrome shows: the riders (where along the lap, across it, and how they move),
the cards in hand, the black card stacks, today's points, the standings rows and the six-day
totals.

The director's beats move it between observations; `Table.snap(obs)` puts it exactly where
an observation says (a view syncing, and the last beat of every step). Only the animation's
in-between values (a rider in the air, surging, fading, a rider change half slung, standings
rows gliding, riders finding their lane in a bunch) are not the observation's; at rest the
observation's fields are back where it says. `differences(obs)` checks that, field by field.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from arcade_races.games.six_day.commentary import ordinal
from arcade_races.games.six_day.result import points_at


@dataclass
class Rider:
    """A rider as seen: where along the track (in spaces), across it, and how it moves."""

    at: float = 0.0
    lane: float = 0.0
    row: float = 0.0
    lift: float = 0.0
    surge: float = 0.0
    moving: bool = False
    fin: int = -1
    off: float = 0.0
    alpha: float = 1.0


@dataclass
class Sling:
    """A rider change under way: the seat, where the starting rider was, and how far along."""

    seat: int
    at: float
    lane: float
    t: float = 0.0
    whoosh: bool = False


@dataclass
class Table:
    """The whole velodrome as seen. `hand` is a green hand's size, `stack_sizes` the black
    stacks' (low, high) at the start of a day; `gap` and `across` place a bunch of riders
    sharing a space (cap spacing in px, riders abreast at most)."""

    players: int
    hand: int
    stack_sizes: tuple[int, int]
    gap: float
    across: int
    day: int = 1
    phase: str = "play"
    riders: list[Rider] = field(default_factory=list)
    space: list[int] = field(default_factory=list)
    arrival: list[int] = field(default_factory=list)
    arrivals: int = 0
    crossed: list[int] = field(default_factory=list)
    today: list[int] = field(default_factory=list)
    relief: list[bool] = field(default_factory=list)
    cards: list[int] = field(default_factory=list)
    stacks: list[int] = field(default_factory=list)
    round: int = 1
    last_round: bool = False
    current: int | None = None
    offer: int | None = None
    row_pos: list[float] = field(default_factory=list)
    sling: Sling | None = None
    laps_total: list[int] = field(default_factory=list)
    points_total: list[int] = field(default_factory=list)
    placings: list[list[int]] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.reset_day(1)
        self.laps_total = [0] * self.players
        self.points_total = [0] * self.players

    def reset_day(self, day: int) -> None:
        """Line the riders up for day `day` (the six-day totals stay)."""
        n = self.players
        self.day = day
        self.riders = [Rider() for _ in range(n)]
        self.space = [0] * n
        self.arrival = list(range(n))
        self.arrivals = n
        self.crossed = []
        self.today = [0] * n
        self.relief = [False] * n
        self.cards = [self.hand] * n
        self.stacks = list(self.stack_sizes)
        self.round = 1
        self.last_round = False
        self.current = None
        self.offer = None
        self.row_pos = [float(i) for i in range(n)]
        self.sling = None
        self.snap_lanes()

    def new_day(self, day: int) -> None:
        """A new day's line-up, keeping the totals; the standings rows jump to their places."""
        laps, points, placings = self.laps_total, self.points_total, self.placings
        self.reset_day(day)
        self.laps_total, self.points_total, self.placings = laps, points, placings
        self.row_pos = self.row_targets()

    def snap(self, obs: dict[str, Any]) -> None:
        """Show the spectator's observation `obs` (no animation)."""
        n = self.players
        self.day = int(obs["day"])
        self.phase = str(obs["phase"])
        self.round = int(obs["round"])
        self.last_round = bool(obs["last_round"])
        positions = [int(p) for p in obs["positions"]]
        self.crossed = [int(s) for s in obs["crossed"]]
        for s, rider in enumerate(self.riders):
            rider.at = float(positions[s])
            rider.fin = self.crossed.index(s) if s in self.crossed else -1
            rider.off = 1.0 if rider.fin >= 0 else 0.0
            rider.moving, rider.lift, rider.surge, rider.alpha = False, 0.0, 0.0, 1.0
        self.space = positions
        hands = obs["hands"]
        self.relief = [bool(h["changed"]) for h in hands]
        self.cards = [len(h["green"]) + int(h["black_cards"]) for h in hands]
        self.stacks = [int(obs["stacks"]["low"]), int(obs["stacks"]["high"])]
        self.today = today_of(obs, n)
        history = obs["history"]
        self.laps_total = [sum(int(d["lap_deficit"][s]) for d in history) for s in range(n)]
        self.points_total = [sum(int(d["points"][s]) for d in history) for s in range(n)]
        self.placings = [[int(p) for p in d["placing"]] for d in history]
        mover = obs["to_move"]
        self.current = mover if self.phase in ("play", "change") else None
        self.offer = mover if self.phase == "change" else None
        self.sling = None

    def differences(self, obs: dict[str, Any]) -> list[str]:
        """What this table, at rest, shows otherwise than the spectator's observation `obs`
        says (nothing, when the view is right)."""
        out: list[str] = []

        def check(name: str, shown: object, expected: object) -> None:
            if shown != expected:
                out.append(f"{name}: shows {shown!r}, not {expected!r}")

        n = self.players
        crossed = [int(s) for s in obs["crossed"]]
        hands = obs["hands"]
        history = obs["history"]
        check("day", self.day, int(obs["day"]))
        check("phase", self.phase, str(obs["phase"]))
        check("round", (self.round, self.last_round), (int(obs["round"]),
                                                       bool(obs["last_round"])))
        check("positions", [r.at for r in self.riders], [float(p) for p in obs["positions"]])
        check("spaces", self.space, [int(p) for p in obs["positions"]])
        check("crossed", self.crossed, crossed)
        check("over the line", [r.fin for r in self.riders],
              [crossed.index(s) if s in crossed else -1 for s in range(n)])
        check("relief", self.relief, [bool(h["changed"]) for h in hands])
        check("cards", self.cards, [len(h["green"]) + int(h["black_cards"]) for h in hands])
        check("stacks", self.stacks, [int(obs["stacks"]["low"]), int(obs["stacks"]["high"])])
        check("today", self.today, today_of(obs, n))
        check("laps", self.laps_total,
              [sum(int(d["lap_deficit"][s]) for d in history) for s in range(n)])
        check("points", self.points_total,
              [sum(int(d["points"][s]) for d in history) for s in range(n)])
        check("placings", self.placings, [[int(p) for p in d["placing"]] for d in history])
        phase, mover = obs["phase"], obs["to_move"]
        check("to move", (self.current, self.offer),
              (mover if phase in ("play", "change") else None,
               mover if phase == "change" else None))
        check("still", [(r.lift, r.surge, r.moving, r.alpha) for r in self.riders],
              [(0.0, 0.0, False, 1.0)] * n)
        check("rolled off", [r.off for r in self.riders],
              [1.0 if s in crossed else 0.0 for s in range(n)])
        check("sling", self.sling, None)
        return out

    # -- where riders stand ------------------------------------------------------------------

    def lane_targets(self) -> dict[int, tuple[float, float]]:
        """Lane (px towards the infield) and row (spaces back) of each rider at rest: riders
        sharing a space ride side by side, `across` abreast at most, later arrivals behind."""
        groups: dict[int, list[int]] = {}
        for seat, rider in enumerate(self.riders):
            if rider.moving or rider.fin >= 0:
                continue
            groups.setdefault(round(rider.at), []).append(seat)
        gap, across = self.gap, self.across
        out: dict[int, tuple[float, float]] = {}
        for seats in groups.values():
            seats.sort(key=lambda s: (self.arrival[s], s))
            k = len(seats)
            for i, seat in enumerate(seats):
                row, col = divmod(i, across)
                in_row = min(across, k - row * across)
                lane = (col - (in_row - 1) / 2) * gap
                out[seat] = (-lane, float(row))
        return out

    def snap_lanes(self) -> None:
        """Every rider at rest straight to its lane and row."""
        for seat, (lane, row) in self.lane_targets().items():
            self.riders[seat].lane, self.riders[seat].row = lane, row

    def standing_order(self) -> list[int]:
        """Seats in race order: over the line first (in crossing order), then by space."""
        return sorted(range(self.players),
                      key=lambda s: ((0, self.crossed.index(s), 0) if s in self.crossed
                                     else (1, -self.space[s], s)))

    def row_targets(self) -> list[float]:
        """Each seat's standings row, by the race order."""
        order = self.standing_order()
        rows = [0.0] * self.players
        for i, seat in enumerate(order):
            rows[seat] = float(i)
        return rows

    def follow(self, dt: float) -> None:
        """Riders drift to their lanes in a bunch, standings rows glide to their places."""
        follow = min(1.0, dt * 9)
        sling = self.sling.seat if self.sling is not None else -1
        for seat, (lane, row) in self.lane_targets().items():
            if seat == sling:
                continue
            rider = self.riders[seat]
            rider.lane += (lane - rider.lane) * follow
            rider.row += (row - rider.row) * follow
        targets = self.row_targets()
        glide = min(1.0, dt * 6)
        self.row_pos = [p + (t - p) * glide for p, t in zip(self.row_pos, targets, strict=True)]

    def settle(self) -> None:
        """The drifting and gliding done at once (a view skipping to the end)."""
        self.snap_lanes()
        self.row_pos = self.row_targets()

    def seat_note(self, seat: int) -> str:
        """A seat's place for the exhibition corner: "FIN 2nd" or "pos 14"."""
        if not 0 <= seat < self.players:
            return ""
        if seat in self.crossed:
            return f"FIN {ordinal(self.crossed.index(seat) + 1)}"
        return f"pos {self.space[seat]}"


def today_of(obs: dict[str, Any], players: int) -> list[int]:
    """Each seat's points of the day so far: sprints and the finish."""
    today = [0] * players
    for order in obs["sprints"]:
        for i, seat in enumerate(order):
            today[seat] += points_at(obs["sprint_points"], i + 1)
    for i, seat in enumerate(obs["crossed"]):
        today[seat] += points_at(obs["finish_points"], i + 1)
    return today


__all__ = ["Rider", "Sling", "Table", "today_of"]
