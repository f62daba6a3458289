"""What the Favoriten table shows: the horses, the markers on the betting board, the standings.

The director's beats move it between observations; `Table.snap(obs)` puts it exactly where an
observation says (a view syncing, and the last beat of every step). Only the animation's
in-between values (a horse in the air, a marker sliding, a count running up) are not the
observation's; at rest they are back at their neutral values. `differences(obs)` names the
fields in which the table at rest does not show `obs` (none, when the view is right).
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any


@dataclass
class Horse:
    """A horse as seen: where along its lanes (spaces; length + 1 is the deck chair)."""

    at: float = 0.0
    lane: float = 0.0
    lift: float = 0.0
    tilt: float = 0.0
    place: int = 0
    moving: bool = False


@dataclass
class Marker:
    """A betting marker on the board: in its horse's column, or slid into a place column."""

    seat: int
    horse: int
    row: int
    place: int = 0
    slide: float = 0.0
    lost: bool = False


@dataclass
class Table:
    """The whole table as seen. `new` makes an empty one for a game's horses and seats."""

    horses: tuple[str, ...]
    length: int
    players: int
    per_seat: int
    races_total: int
    race_no: int = 1
    round: int = 0
    phase: str = "leader"
    leader: int = -1
    current: int | None = None
    horse: list[Horse] = field(default_factory=list)
    markers: list[Marker] = field(default_factory=list)
    markers_left: list[int] = field(default_factory=list)
    closed: float = 0.0
    candidates: list[int] = field(default_factory=list)
    focus: int | None = None
    ghost: tuple[int, int] | None = None
    race_shown: list[float] | None = None
    callout: tuple[int, int, float] | None = None
    cannon_kick: float = 0.0
    totals: list[int] = field(default_factory=list)
    shown_totals: list[float] = field(default_factory=list)
    history: list[list[int]] = field(default_factory=list)
    finishes: list[list[int]] = field(default_factory=list)

    @classmethod
    def new(cls, horses: tuple[str, ...], length: int, players: int, per_seat: int,
            races: int) -> Table:
        """An empty table before the first race."""
        table = cls(horses, length, players, per_seat, races)
        table.totals = [0] * players
        table.shown_totals = [0.0] * players
        table.reset_race(1)
        return table

    def reset_race(self, race: int) -> None:
        """Clear the course and the betting board for race `race` (the standings stay)."""
        self.race_no = race
        self.round = 0
        self.leader = -1
        self.current = None
        self.horse = [Horse() for _ in self.horses]
        self.markers = []
        self.markers_left = [self.per_seat] * self.players
        self.closed = 0.0
        self.candidates = []
        self.focus = None
        self.ghost = None
        self.race_shown = None
        self.callout = None

    def snap(self, obs: dict[str, Any], prompting: bool = False) -> None:
        """Show the public observation `obs` (no animation). While a human decides
        (`prompting`), the prompt's focus and ghost stay."""
        horses = self.horses
        self.totals = list(obs["totals"])
        self.shown_totals = [float(t) for t in self.totals]
        self.history = [list(r["points"]) for r in obs["history"]]
        self.finishes = [[horses.index(n) for n in r["finish"]] for r in obs["history"]]
        self.races_total = int(obs["races"])
        self.race_no = int(obs["race"])
        self.phase = str(obs["phase"])
        self.leader = int(obs["leader"])
        self.round = int(obs["round"])
        self.markers_left = list(obs["markers"])
        finished = [horses.index(name) for name in obs["finished"]]
        for h, horse in enumerate(self.horse):
            horse.place = finished.index(h) + 1 if h in finished else 0
            horse.at = float(self.length + 1) if horse.place else float(obs["positions"][h])
            horse.lane = float(obs["lanes"][h])
            horse.lift = horse.tilt = 0.0
            horse.moving = False
        over = self.phase == "over"
        self.markers = []
        for name, seats in obs["columns"].items():
            h = horses.index(name)
            place = finished.index(h) + 1 if over and h in finished else 0
            for row, seat in enumerate(seats):
                self.markers.append(Marker(int(seat), h, row, place, 1.0 if place else 0.0,
                                           lost=over and not place))
        self.closed = 1.0 if finished else 0.0
        self.current = obs["to_move"] if self.phase == "bet" else None
        self.candidates = ([horses.index(n) for n in obs["candidates"]]
                           if self.phase == "move" else [])
        if not prompting:
            self.focus = None
            self.ghost = None
        self.race_shown = None
        self.callout = None
        self.cannon_kick = 0.0

    @classmethod
    def at(cls, obs: dict[str, Any], per_seat: int) -> Table:
        """A table showing `obs` (as a view synced to it shows it)."""
        table = cls.new(tuple(obs["horses"]), int(obs["length"]), int(obs["players"]),
                        per_seat, int(obs["races"]))
        table.reset_race(int(obs["race"]))
        table.snap(obs)
        return table

    def differences(self, obs: dict[str, Any]) -> list[str]:
        """The fields in which this table, at rest, does not show `obs`: none, when right."""
        expected = Table.at(obs, self.per_seat)
        return [f.name for f in fields(self) if getattr(self, f.name) != getattr(expected, f.name)]

    # -- reading ---------------------------------------------------------------------------

    def dirty(self) -> bool:
        """Whether anything of a race is on the table (to sweep away before the next)."""
        return bool(self.markers) or any(h.at > 0 for h in self.horse)

    def next_place(self) -> int:
        """The place the next horse home takes."""
        return 1 + sum(1 for h in self.horse if h.place)

    def next_row(self, h: int) -> int:
        """The circle of horse `h`'s column the next marker takes."""
        return sum(1 for m in self.markers if m.horse == h)

    def seat_note(self, seat: int) -> str:
        """A seat's markers for the exhibition corner: "♛ ●●○", or "void" once betting has
        closed on unused markers."""
        if not 0 <= seat < self.players:
            return ""
        left = self.markers_left[seat]
        crown = "♛ " if seat == self.leader else ""
        if self.closed and left:
            return crown + "void"
        return crown + "●" * left + "○" * max(0, self.per_seat - left)


__all__ = ["Horse", "Marker", "Table"]
