"""AI players for Favoriten: when to place a marker, on which horse, and, as the round's leader,
which horse takes which roll.

Every level decides from its seat's observation only (positions, columns of markers, markers
left, the roll and its candidates); everything in it is public.

- `easy` places a marker on a random horse now and then, and gives every roll to a random horse.
- `normal` backs the horse in front while a circle near the top of its column is free (and
  anyway once it would run out of rounds to place its markers), and as leader gives big rolls to
  the horses it backs and small ones to the horses its rivals back.
- `hard` works out each horse's chance to come 1st, 2nd and 3rd (`chances`), knowing that the
  leader of each round decides who gets which roll: round by round, in the order the lead passes
  round the table, every leader hands the rolls out as the optimal sequential assignment does
  (`assignment_table`: big rolls to the horses it backs, small ones to its rivals' favourites),
  which gives every horse a roll distribution per round (`rank_rolls`); the sum of a few rounds is
  taken as normal, this round's roll exactly. A marker now is worth its expected points in the
  circle it would take. Waiting a round is worth the best circle left next round, on a few
  outcomes of this round played in its head (worse circles when others bet meanwhile, and
  nothing at all if a horse gets home first, as betting closes then). It bets when the first is
  worth more, or when it would otherwise run out of betting rounds for its markers; the horse is
  the one that does most for its expected points less a share of its rivals'. As leader it gives
  the roll to the candidate that leaves that difference highest.

Personalities tilt the hard weights (and how deep a circle a normal player still takes):

- `early_bird` takes the top circles: a marker now counts for more than waiting.
- `patient` waits for certainty: waiting counts for more, and it backs only clear chances.
- `spoiler` plays against the table: its rivals' points count against its own twice as much.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence, Sized
from dataclasses import dataclass
from functools import cache
from typing import Any

from arcade_races.ai.base import pick
from arcade_races.core.actions import Action
from arcade_races.games.favoriten.actions import BetOn, Move, Pass

PERSONALITIES: tuple[str, ...] = ("early_bird", "patient", "spoiler")


@dataclass(frozen=True)
class Style:
    """What a personality weighs.

    `now`: points added to a marker placed now when weighed against waiting a round; `rivals`:
    the share of the rivals' mean points subtracted from its own when judging a choice;
    `cheap_row`: (normal) the deepest circle, from 0, still worth taking on the horse in front.
    """

    now: float
    rivals: float
    cheap_row: int


STYLES: dict[str, Style] = {
    "early_bird": Style(now=1.0, rivals=0.6, cheap_row=2),
    "patient": Style(now=-1.5, rivals=0.6, cheap_row=0),
    "spoiler": Style(now=0.0, rivals=1.2, cheap_row=1),
}

RIVAL_SHARE = 1.0
"""How much a leader, as the hard player pictures it, minds its rivals' markers (their sum)
beside its own."""

BLUR = 0.6
"""The share of a round's rolls the hard player expects to fall as the die falls rather than as
the leader's favour says: leaders who play on a whim, and markers still to come that change
who favours whom."""

WAIT_SAMPLES = 8
"""Rounds played in the head to price waiting with a marker."""


@cache
def assignment_table(faces: tuple[int, ...], horses: int) -> tuple[int, ...]:
    """For `horses` horses still to move, ranked from least to most favoured, the rank (from 0)
    of the horse that takes a roll of each face value (indexed by value).

    The optimal sequential assignment of random rolls to horses whose worth of a space is
    linear (Derman, Lieberman and Ross 1972): thresholds between ranks that depend only on the
    die and the number of horses left, built from the bottom up.

    >>> assignment_table((1, 2, 3, 4, 5, 6), 3)
    (0, 0, 0, 1, 1, 2, 2)
    """
    thresholds: list[float] = []
    for _ in range(1, horses):
        bounds = [float("-inf"), *thresholds, float("inf")]
        thresholds = [
            sum(min(max(f, bounds[i]), bounds[i + 1]) for f in faces) / len(faces)
            for i in range(len(bounds) - 1)
        ]
    table = [0] * (max(faces) + 1)
    for value in range(max(faces) + 1):
        table[value] = sum(1 for t in thresholds if value > t)
    return tuple(table)


@cache
def rank_rolls(faces: tuple[int, ...], horses: int) -> tuple[tuple[float, ...], ...]:
    """For `horses` horses still to move in a round, ranked from least to most favoured, the
    chance of every face value (indexed by value) that each rank gets its roll of, when the
    leader hands the rolls out by `assignment_table` as they come.

    >>> [round(sum(v * p for v, p in enumerate(r)), 2) for r in rank_rolls((1, 2, 3, 4, 5, 6), 2)]
    [2.75, 4.25]
    """
    dist = [[0.0] * (max(faces) + 1) for _ in range(horses)]
    frontier: dict[tuple[int, ...], float] = {tuple(range(horses)): 1.0}
    share = 1.0 / len(faces)
    while frontier:
        later: dict[tuple[int, ...], float] = {}
        for left, chance in frontier.items():
            table = assignment_table(faces, len(left))
            for face in faces:
                i = table[face]
                dist[left[i]][face] += chance * share
                rest = left[:i] + left[i + 1:]
                if rest:
                    later[rest] = later.get(rest, 0.0) + chance * share
        frontier = later
    return tuple(tuple(rank) for rank in dist)


class Race:
    """A race as the hard player pictures it: positions, markers and who leads the round, cheap
    to copy and to change by a marker or a move."""

    __slots__ = ("cols", "faces", "fin", "leader", "length", "markers", "moved", "n", "places",
                 "points", "pos", "stakes", "total")

    n: int
    length: int
    places: int
    faces: tuple[int, ...]
    points: Sequence[Sequence[int]]
    pos: list[int]
    moved: list[bool]
    fin: list[int]
    cols: list[list[int]]
    markers: list[int]
    leader: int
    stakes: list[list[float]]
    total: list[float]

    @classmethod
    def from_observation(cls, obs: dict[str, Any]) -> Race:
        """The race as `obs` shows it."""
        # Every hard decision starts here, so it is kept lean: the point columns are read in
        # place (only ever read, and the observation is the decision's own), the conversions
        # run in C (map) and the circle values are read inline (`value(0, row)`).
        race = cls()
        horses: list[str] = obs["horses"]
        race.n = int(obs["players"])
        race.length = int(obs["length"])
        race.places = int(obs["places"])
        race.faces = tuple(map(int, obs["die"]))
        race.points = obs["points"]
        race.pos = list(map(int, obs["positions"]))
        race.moved = list(map(bool, obs["moved"]))
        race.fin = [horses.index(h) for h in obs["finished"]]
        columns = obs["columns"]
        race.cols = cols = [list(columns[h]) for h in horses]
        race.markers = list(map(int, obs["markers"]))
        race.leader = int(obs["leader"])
        race.stakes = seats = [[0.0] * len(horses) for _ in range(race.n)]
        race.total = total = [0.0] * len(horses)
        top = race.points[0]
        for h, col in enumerate(cols):
            for row, seat in enumerate(col):
                win = float(top[row]) if row < len(top) else 0.0
                seats[seat][h] += win
                total[h] += win
        return race

    def copy(self) -> Race:
        """An independent copy."""
        race = Race()
        race.n, race.length, race.places = self.n, self.length, self.places
        race.faces, race.points = self.faces, self.points
        race.pos = self.pos[:]
        race.moved = self.moved[:]
        race.fin = self.fin[:]
        race.cols = [c[:] for c in self.cols]
        race.markers = self.markers[:]
        race.leader = self.leader
        race.stakes = [s[:] for s in self.stakes]
        race.total = self.total[:]
        return race

    def value(self, place: int, row: int) -> float:
        """The points of a circle in `row` when its horse comes in `place` (both from 0)."""
        column = self.points[place]
        return float(column[row]) if row < len(column) else 0.0

    def running(self) -> list[int]:
        """The horses still running."""
        return [h for h in range(len(self.pos)) if h not in self.fin]

    def bet(self, seat: int, horse: int) -> None:
        """`seat` places a marker on `horse`."""
        win = self.value(0, len(self.cols[horse]))
        self.stakes[seat][horse] += win
        self.total[horse] += win
        self.cols[horse].append(seat)
        self.markers[seat] -= 1

    def run(self, horse: int, value: int) -> bool:
        """`horse` runs `value` spaces; True when the race is over."""
        self.pos[horse] += value
        self.moved[horse] = True
        if self.pos[horse] >= self.length:
            self.fin.append(horse)
        return len(self.fin) >= self.places

    def favour(self, leader: int, horses: Sequence[int]) -> list[float]:
        """How much `leader` wants each of `horses` to run: its own win points on it, less
        `RIVAL_SHARE` of its rivals'."""
        own = self.stakes[leader]
        return [own[h] * (1 + RIVAL_SHARE) - RIVAL_SHARE * self.total[h] for h in horses]

    def ranked(self, leader: int, horses: Sequence[int], u: float) -> list[int]:
        """`horses`, least favoured by `leader` first (ties broken by `u`)."""
        wants = self.favour(leader, horses)
        keyed = sorted(range(len(horses)), key=lambda i: (wants[i], (i * 0.618 + u) % 1.0))
        return [horses[i] for i in keyed]

    def front(self, u: float = 0.0) -> int:
        """The running horse in front (ties: the cheaper circle, then by `u`)."""
        return in_front(self.pos, self.fin, self.cols, u)

    def rolls(self, leader: int, horses: list[int]) -> dict[int, tuple[float, ...]]:
        """The chance of each face value for the roll each of `horses` takes in a round led
        by `leader`; horses the leader favours alike share their ranks' chances."""
        if not horses:
            return {}
        table = rank_rolls(self.faces, len(horses))
        plain = rank_rolls(self.faces, 1)[0]
        wants = self.favour(leader, horses)
        order = sorted(range(len(horses)), key=lambda i: wants[i])
        out: dict[int, tuple[float, ...]] = {}
        start = 0
        while start < len(order):
            end = start
            while end + 1 < len(order) and wants[order[end + 1]] == wants[order[start]]:
                end += 1
            group = table[start:end + 1]
            mixed = tuple((1.0 - BLUR) * sum(rank[v] for rank in group) / len(group)
                          + BLUR * plain[v] for v in range(len(group[0])))
            for i in order[start:end + 1]:
                out[horses[i]] = mixed
            start = end + 1
        return out


def in_front(pos: Sequence[int], finished: Sequence[int], cols: Sequence[Sized],
             u: float = 0.0) -> int:
    """The running horse in front, by position `pos` (horses in `finished` are home), ties
    going to the horse with fewer markers in its column in `cols`, then by `u`."""
    best, key = -1, (-1, 0, 0.0)
    for h in range(len(pos)):
        if h in finished:
            continue
        k = (pos[h], -len(cols[h]), ((h + 1) * 0.618 + u) % 1.0)
        if k > key:
            best, key = h, k
    return best


def stakes_on(column: Sequence[int], top: Sequence[int], seat: int) -> tuple[float, float]:
    """The win points of `seat`'s markers on a horse with markers `column` (seats, top circle
    first), and of all of them: each circle worth its value in `top`, the 1st-place column
    (as `Race.stakes` and `Race.total` add them up)."""
    mine = total = 0.0
    for row, owner in enumerate(column):
        win = float(top[row]) if row < len(top) else 0.0
        total += win
        if owner == seat:
            mine += win
    return mine, total


def _moments(dist: Sequence[float]) -> tuple[float, float]:
    mean = sum(v * p for v, p in enumerate(dist))
    return mean, sum(v * v * p for v, p in enumerate(dist)) - mean * mean


def chances(race: Race) -> tuple[dict[int, list[float]], float]:
    """Each running horse's chance of each place still open (indexed by place from 0), and the
    betting rounds expected before a horse is home (this round counted).

    Round by round the leader hands the rolls out by `rank_rolls`; a horse's progress after a
    few rounds is taken as normal, but the roll of this round exactly (it decides the near
    finishes). Horses home in the same round are placed in either order alike.
    """
    running = race.running()
    if not running:
        return {}, 0.0
    n, leader = race.n, race.leader
    now = race.rolls(leader, [h for h in running if not race.moved[h]])
    later = {seat: {h: _moments(d) for h, d in race.rolls(seat, running).items()}
             for seat in range(n)}
    top = max(race.faces)
    horizon = 1 + int((race.length - min(race.pos[h] for h in running)) / 2.0)
    home: dict[int, list[float]] = {}
    for h in running:
        need = race.length - race.pos[h]
        first = now.get(h)
        mean = var = 0.0
        if first is not None and need > top:
            mean, var = _moments(first)
            first = None
        row = [0.0] * (horizon + 1)
        if first is not None:
            row[0] = sum(p for v, p in enumerate(first) if v >= need)
        for r in range(1, horizon + 1):
            m, v = later[(leader + r) % n][h]
            mean += m
            var += v
            scale = 1.0 / math.sqrt(2.0 * var) if var > 0 else 1e9
            if first is None:
                g = 0.5 * (1.0 + math.erf((mean - need + 0.5) * scale))
            else:
                g = sum(p * (1.0 if v >= need else
                             0.5 * (1.0 + math.erf((mean - need + v + 0.5) * scale)))
                        for v, p in enumerate(first) if p)
            row[r] = g
            if g > 0.9995:
                for rest in range(r, horizon + 1):
                    row[rest] = 1.0
                break
        home[h] = row
    taken = len(race.fin)
    open_places = race.places - taken
    out = {h: [0.0] * race.places for h in running}
    for h in running:
        row = home[h]
        before = 0.0
        for r in range(horizon + 1):
            now_home = row[r] - before
            before = row[r]
            if now_home < 1e-5:
                continue
            counts = [1.0] + [0.0] * (open_places - 1)
            for g in running:
                if g == h:
                    continue
                other = home[g]
                q = (other[r - 1] if r else 0.0) * 0.5 + other[r] * 0.5
                for j in range(open_places - 1, 0, -1):
                    counts[j] = counts[j] * (1.0 - q) + counts[j - 1] * q
                counts[0] *= 1.0 - q
            for j in range(open_places):
                out[h][taken + j] += now_home * counts[j]
    for place in range(taken, race.places):
        # Horses home in the same round are ordered pairwise, which can overfill a place:
        # every place is taken once, so each is scaled to a whole.
        filled = sum(out[h][place] for h in running)
        if filled > 1.0:
            for h in running:
                out[h][place] /= filled
    rounds = 1.0
    if not race.fin:
        for r in range(horizon + 1):
            alive = 1.0
            for h in running:
                alive *= 1.0 - home[h][r]
            rounds += alive
            if alive < 1e-4:
                break
    return out, rounds


def expected_points(race: Race, odds: dict[int, list[float]]) -> list[float]:
    """Each seat's expected points from its markers, given the horses' chances of each place
    (horses home already have theirs)."""
    out = [0.0] * race.n
    for h, col in enumerate(race.cols):
        if not col:
            continue
        if h in race.fin:
            place = race.fin.index(h)
            chance = [1.0 if p == place else 0.0 for p in range(race.places)]
        else:
            chance = odds.get(h, [0.0] * race.places)
        for row, seat in enumerate(col):
            out[seat] += sum(chance[p] * race.value(p, row) for p in range(race.places))
    return out


class FavoritenAgent:
    """An AI player of Favoriten of a given level and personality."""

    def __init__(self, level: str, personality: str) -> None:
        self.level = level
        self.personality = personality
        self.style = STYLES.get(personality, STYLES["early_bird"])

    def decide(
        self, observation: dict[str, Any], legal: Sequence[Action], rng: random.Random
    ) -> Action:
        """A marker or a pass before a round; as leader, the horse that takes the roll."""
        if observation["phase"] == "move":
            choice = self._move(observation, legal, rng)
        else:
            choice = self._bet(observation, legal, rng)
        return choice if choice in legal else pick(rng, legal)

    def _objective(self, race: Race, points: Sequence[float], seat: int) -> float:
        mine = points[seat]
        return mine - self.style.rivals * (sum(points) - mine) / max(1, race.n - 1)

    # -- betting -----------------------------------------------------------------------

    def _bet(self, obs: dict[str, Any], legal: Sequence[Action], rng: random.Random) -> Action:
        if self.level == "easy":
            if rng.random() < 0.3:
                return pick(rng, [a for a in legal if isinstance(a, BetOn)] or legal)
            return Pass()
        if self.level == "normal":
            return self._normal_bet(obs)
        return self._hard_bet(obs, rng)

    def _normal_bet(self, obs: dict[str, Any]) -> Action:
        # Read straight from the observation: the normal player needs no `Race` picture.
        horses: list[str] = obs["horses"]
        columns = obs["columns"]
        pos: list[int] = obs["positions"]
        cols = [columns[name] for name in horses]
        horse = in_front(pos, [horses.index(name) for name in obs["finished"]], cols)
        rounds_left = max(1.0, (int(obs["length"]) - max(pos)) / 4.0)
        cheap = len(cols[horse]) <= self.style.cheap_row
        if cheap or obs["markers"][int(obs["seat"])] >= rounds_left:
            return BetOn(horses[horse])
        return Pass()

    def _hard_bet(self, obs: dict[str, Any], rng: random.Random) -> Action:
        race = Race.from_observation(obs)
        seat = int(obs["seat"])
        odds, rounds = chances(race)
        best, best_value = -1, 0.0
        for horse in race.running():
            trial = race.copy()
            trial.bet(seat, horse)
            value = self._objective(trial, expected_points(trial, chances(trial)[0]), seat)
            if best < 0 or value > best_value:
                best, best_value = horse, value
        row = len(race.cols[best])
        now = sum(odds[best][p] * race.value(p, row) for p in range(race.places))
        if race.markers[seat] >= rounds - 0.5:
            return BetOn(obs["horses"][best])
        if now + self.style.now >= self._wait_value(race, seat, rounds, rng):
            return BetOn(obs["horses"][best])
        return Pass()

    def _wait_value(self, race: Race, seat: int, rounds: float, rng: random.Random) -> float:
        """What a marker held back this round is worth: the best circle next round, on the
        round's likely outcomes (nothing if a horse is home before)."""
        n = race.n
        mine = (seat - race.leader) % n
        later = [(race.leader + i) % n for i in range(mine + 1, n)]
        earlier = [(race.leader + 1 + i) % n for i in range((seat - race.leader - 1) % n)]
        faces = race.faces
        total = 0.0
        for _ in range(WAIT_SAMPLES):
            trial = race.copy()
            trial.markers[seat] -= 1
            _model_bets(trial, later, rounds, rng)
            order = trial.ranked(trial.leader, trial.running(), rng.random())
            over = False
            while order and not over:
                value = faces[min(int(rng.random() * len(faces)), len(faces) - 1)]
                horse = order.pop(assignment_table(faces, len(order))[value])
                over = trial.run(horse, value)
            if over or trial.fin:
                continue
            trial.leader = (trial.leader + 1) % n
            trial.moved = [False] * len(trial.pos)
            _model_bets(trial, earlier, rounds - 1.0, rng)
            odds, _ = chances(trial)
            total += max(sum(chance[p] * trial.value(p, len(trial.cols[h]))
                             for p in range(trial.places)) for h, chance in odds.items())
        return total / WAIT_SAMPLES

    # -- moving as leader --------------------------------------------------------------

    def _move(self, obs: dict[str, Any], legal: Sequence[Action], rng: random.Random) -> Action:
        candidates = [a for a in legal if isinstance(a, Move)]
        if len(candidates) == 1:
            return candidates[0]
        if self.level == "easy":
            return pick(rng, candidates)
        if self.level == "normal":
            return self._normal_move(obs, candidates, rng)
        return self._hard_move(obs, candidates)

    def _normal_move(self, obs: dict[str, Any], candidates: list[Move],
                     rng: random.Random) -> Action:
        seat = int(obs["seat"])
        faces: list[int] = obs["die"]
        big = int(obs["roll"]) * 2 > min(faces) + max(faces)
        columns = obs["columns"]
        top: list[int] = obs["points"][0]
        wants = []
        for move in candidates:
            mine, total = stakes_on(columns[move.horse], top, seat)
            wants.append(mine - (total - mine))
        # The roll goes to the most (or least) favoured candidate, a tie broken by a draw per
        # candidate. A lone extreme wins whatever the draws, so the generator (the decision's
        # own, seeded on first use) is only drawn from, and seeded, when there is a tie.
        extreme = max(wants) if big else min(wants)
        if wants.count(extreme) == 1:
            return candidates[wants.index(extreme)]
        keys = [(want, rng.random()) for want in wants]
        ranked = sorted(range(len(candidates)), key=keys.__getitem__)
        return candidates[ranked[-1] if big else ranked[0]]

    def _hard_move(self, obs: dict[str, Any], candidates: list[Move]) -> Action:
        race = Race.from_observation(obs)
        seat = int(obs["seat"])
        horses: list[str] = obs["horses"]
        roll = int(obs["roll"])
        best: tuple[float, int] | None = None
        choice = candidates[0]
        for move in candidates:
            horse = horses.index(move.horse)
            trial = race.copy()
            trial.run(horse, roll)
            value = self._objective(trial, expected_points(trial, chances(trial)[0]), seat)
            key = (value, -horse)
            if best is None or key > best:
                best, choice = key, move
        return choice


def _model_bets(race: Race, seats: Sequence[int], rounds: float, rng: random.Random) -> None:
    """Bettors as the hard player pictures them: a marker on the horse in front, with a chance
    that spreads a seat's markers left over the betting rounds left."""
    for seat in seats:
        left = race.markers[seat]
        if left > 0 and rng.random() * max(1.0, rounds) < left:
            race.bet(seat, race.front(rng.random()))
