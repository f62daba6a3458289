"""The race as a 6-Tage-Rennen AI rider pictures it from its observation: where a card takes a
rider, and `Race`, the day so far (positions, hands as counts, the crossing orders), cheap to
copy and ride out in the head. Hidden black cards are pictured as an average draw."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

DEFAULT_LOW: tuple[tuple[int, int], ...] = ((1, 14), (2, 13), (3, 13))
DEFAULT_HIGH: tuple[tuple[int, int], ...] = ((4, 14), (5, 13), (6, 13))
"""The black stacks of the default config (RULINGS: 14/13/13 each): the observation shows how
many cards are left in each stack, not which."""


def change_draws(players: int) -> tuple[int, int]:
    """Black cards a rider change draws, low and high: the default config's table (rulebook
    2b), which the observation does not carry."""
    return (7, 4) if players <= 5 else (6, 4)


def typical_hand(stack: Sequence[tuple[int, int]], cards: int) -> list[int]:
    """The `cards` values of an evenly spread draw from `stack` ((value, count) pairs): the
    quantiles, so the hand is what an average draw looks like.

    >>> typical_hand(DEFAULT_LOW, 7), typical_hand(DEFAULT_HIGH, 4)
    ([1, 1, 2, 2, 2, 3, 3], [4, 5, 5, 6])
    """
    total = sum(count for _, count in stack)
    hand = []
    for i in range(cards):
        q = (i + 0.5) / cards * total
        seen = 0
        for value, count in stack:
            seen += count
            if q < seen:
                hand.append(value)
                break
    return hand


def ride(
    start: int, value: int, seat: int, positions: Sequence[int], on_track: Sequence[bool],
    finish: int, blue: frozenset[int],
) -> int:
    """Where a card of `value` takes `seat` from `start`: riding onto a space held by k riders
    (on the track, not blue) moves k x value further, once (rulebook 2a and 2b).

    >>> ride(2, 3, 0, [2, 5, 5, 8], [True] * 4, 81, frozenset({20}))
    11
    """
    land = start + value
    if land >= finish or land in blue:
        return land
    k = 0
    for s, p in enumerate(positions):
        if p == land and s != seat and on_track[s]:
            k += 1
    return land + k * value


class Race:
    """A day as the hard rider pictures it, cheap to copy and ride out: positions, hands as
    counts by value, the crossing orders so far and whose turn it is."""

    __slots__ = (
        "blue",
        "can_change",
        "change_spaces",
        "changed",
        "crossed",
        "draw",
        "finish",
        "finish_points",
        "hands",
        "lap_every",
        "last_round",
        "lines",
        "me",
        "n",
        "on_track",
        "order",
        "points",
        "pos",
        "sprint_points",
        "taken",
        "teams",
        "turn",
    )

    n: int
    me: int
    finish: int
    lines: tuple[int, ...]
    blue: frozenset[int]
    change_spaces: frozenset[int]
    can_change: bool
    draw: list[int]
    sprint_points: tuple[int, ...]
    finish_points: tuple[int, ...]
    lap_every: int
    teams: tuple[tuple[int, ...], ...]
    pos: list[int]
    on_track: list[bool]
    hands: list[list[int]]
    changed: list[bool]
    crossed: list[int]
    taken: list[int]
    points: list[int]
    order: list[int]
    turn: int
    last_round: bool

    @classmethod
    def from_observation(cls, obs: dict[str, Any]) -> Race:
        """The day as `obs` shows it; hidden black cards are replaced by an average draw less
        the black cards that rider has ridden."""
        race = cls()
        n = int(obs["players"])
        me = int(obs["seat"])
        track = obs["track"]
        race.n = n
        race.me = me
        race.finish = int(track["finish"])
        race.lines = tuple(track["sprints"])
        race.change_spaces = frozenset(track["rider_change"])
        race.blue = race.change_spaces | frozenset(track["crash"])
        race.can_change = "green_only" not in obs["variants"]
        n_low, n_high = change_draws(n)
        race.draw = counts(typical_hand(DEFAULT_LOW, n_low) + typical_hand(DEFAULT_HIGH, n_high))
        race.sprint_points = tuple(obs["sprint_points"])
        race.finish_points = tuple(obs["finish_points"])
        race.lap_every = int(obs["lap_every"])
        race.teams = tuple(tuple(t) for t in obs["teams"])
        race.pos = list(obs["positions"])
        crossed = list(obs["crossed"])
        race.crossed = crossed
        race.on_track = [s not in crossed for s in range(n)]
        ridden: list[list[int]] = [[] for _ in range(n)]
        for seat, card, *_ in obs["plays"]:
            if card.startswith("B"):
                ridden[seat].append(int(card[1:]))
        race.hands = []
        race.changed = []
        for s, entry in enumerate(obs["hands"]):
            race.changed.append(bool(entry["changed"]))
            if entry.get("black"):
                race.hands.append(counts([int(c[1:]) for c in entry["black"]]))
            elif entry["black_cards"]:
                race.hands.append(_guess_black(race.draw, ridden[s], int(entry["black_cards"])))
            else:
                race.hands.append(counts([int(c[1:]) for c in entry["green"]]))
        race.taken = [len(line) for line in obs["sprints"]]
        race.points = [0] * n
        for line in obs["sprints"]:
            for place, seat in enumerate(line):
                race.points[seat] += points_at(race.sprint_points, place)
        race.order = list(obs["order"])
        race.turn = race.order.index(me) if me in race.order else 0
        race.last_round = bool(obs["last_round"])
        return race

    def copy(self) -> Race:
        """A copy to ride out; the rules and the order are shared, never changed."""
        race = Race()
        for name in ("n", "me", "finish", "lines", "blue", "change_spaces", "can_change",
                     "draw", "sprint_points", "finish_points", "lap_every", "teams", "order",
                     "turn", "last_round"):
            setattr(race, name, getattr(self, name))
        race.pos = list(self.pos)
        race.on_track = list(self.on_track)
        race.hands = [list(h) for h in self.hands]
        race.changed = list(self.changed)
        race.crossed = list(self.crossed)
        race.taken = list(self.taken)
        race.points = list(self.points)
        return race

    def end_of(self, seat: int, value: int) -> int:
        """Where `value` takes `seat` now."""
        return ride(self.pos[seat], value, seat, self.pos, self.on_track, self.finish,
                    self.blue)

    def play(self, seat: int, value: int) -> int:
        """Ride a card; the space reached."""
        self.hands[seat][value] -= 1
        start = self.pos[seat]
        end = self.end_of(seat, value)
        for i, line in enumerate(self.lines):
            if start < line <= end:
                self.points[seat] += points_at(self.sprint_points, self.taken[i])
                self.taken[i] += 1
        if start < self.finish <= end:
            self.crossed.append(seat)
            self.on_track[seat] = False
            self.last_round = True
        self.pos[seat] = end
        return end

    def may_change(self, seat: int) -> bool:
        """Whether `seat` is offered the relief rider where it stands."""
        return (self.can_change and not self.changed[seat]
                and self.pos[seat] in self.change_spaces)

    def change(self, seat: int) -> None:
        """Take the relief rider with an average draw."""
        self.hands[seat] = list(self.draw)
        self.changed[seat] = True

    def next_rider(self) -> int | None:
        """Move the turn on to the next rider who can ride; None when the day is over."""
        n = self.n
        while True:
            self.turn += 1
            if self.turn >= n:
                if self.last_round:
                    return None
                self.turn = 0
            seat = self.order[self.turn]
            if self.on_track[seat] and any(self.hands[seat]):
                return seat
            if not any(self.on_track[s] and any(self.hands[s]) for s in range(n)):
                return None

    def result(self) -> tuple[list[int], list[int], list[int]]:
        """Per seat at the end of the day: placing (1 = best), lap deficit and points
        (rulebook 4, as the rules score it)."""
        n = self.n
        finish = self.finish
        distance = [0 if not self.on_track[s] else max(0, finish - self.pos[s])
                    for s in range(n)]
        laps = [-(-d // self.lap_every) for d in distance]
        place = [0] * n
        for i, seat in enumerate(self.crossed):
            place[seat] = i + 1
        done = len(self.crossed)
        for s in range(n):
            if self.on_track[s]:
                place[s] = done + 1 + sum(1 for t in range(n)
                                          if self.on_track[t] and distance[t] < distance[s])
        points = [self.points[s] + points_at(self.finish_points, place[s] - 1) for s in range(n)]
        if self.teams:
            keys = [(0, 0, 0)] * n
            for team in self.teams:
                key = (min(laps[s] for s in team), -sum(points[s] for s in team),
                       min(place[s] for s in team))
                for s in team:
                    keys[s] = key
            units = [keys[team[0]] for team in self.teams]
            placing = [1 + sum(1 for other in units if other < keys[s]) for s in range(n)]
            team_laps = [keys[s][0] for s in range(n)]
            team_points = [-keys[s][1] for s in range(n)]
            return placing, team_laps, team_points
        keys = [(laps[s], -points[s], place[s]) for s in range(n)]
        placing = [1 + sum(1 for other in keys if other < keys[s]) for s in range(n)]
        return placing, laps, points


def counts(values: Sequence[int], size: int = 8) -> list[int]:
    """A hand as counts by value."""
    hand = [0] * max(size, max(values, default=0) + 1)
    for v in values:
        hand[v] += 1
    return hand


def _guess_black(draw: list[int], ridden: list[int], left: int) -> list[int]:
    """An average draw less the black cards ridden, trimmed or padded to `left` cards."""
    hand = list(draw)
    for v in ridden:
        if v < len(hand) and hand[v]:
            hand[v] -= 1
        else:
            nearest = min((w for w in range(len(hand)) if hand[w]), default=None,
                          key=lambda w: abs(w - v))
            if nearest is not None:
                hand[nearest] -= 1
    while sum(hand) > left:
        hand[max(w for w in range(len(hand)) if hand[w])] -= 1
    while sum(hand) < left:
        hand[2] += 1
    return hand


def blue_spaces(track: dict[str, Any]) -> frozenset[int]:
    """The blue spaces (rider change and crash: no multiplying there) of an observation's
    track."""
    return frozenset(track["rider_change"]) | frozenset(track["crash"])


def points_at(table: Sequence[int], index: int) -> int:
    """`table[index]`, or 0 past either end (a points table pays only its first places)."""
    return table[index] if 0 <= index < len(table) else 0
