"""Benchmark: do the AI levels place in order? Many games of mixed AI fields, a table per level.

The claim checked for 6-Tage-Rennen: over 1,000 five-rider days, hard places better on average
than normal, and normal better than easy. For Rennfieber the claim is about money: over 1,000
four-player evenings hard ends with more cash on average than normal, and normal than easy.

Design of a field. A game seats `--players` AIs with a fixed mix of levels, for five seats
`easy, normal, hard, normal, easy` (two easy, two normal, one hard; see `level_pattern`). Where
each level sits changes with the seed so that seat and neighbours even out: every distinct
seating of that mix is listed, grouped in rotation classes (a seating and its rotations round the
table), and game `seed` plays rotation `seed % players` of class `(seed // players) % classes`.
So in every block of `players` consecutive seeds each level rides each seat equally often (the
first rider of a day has nobody to follow), and over the classes each level meets each
neighbour: a plain rotation of one pattern would always seat hard between the two normal
riders, and that alone moved the mean placing of two identical agents by 0.3. Personalities
rotate round the seats, one step per full pass of the classes. Seeds run from `--seed` (1); the
match runner seeds every decision, so a run is exactly repeatable.

Per level (and again per level and personality): riders (seat-games ridden), the mean placing
in its game (1 = best, shared places count as shared) with its standard error, the mean points,
the game's own figure (6-Tage-Rennen: mean lap deficit), and the win rate (placing 1, shared
wins included). The verdict line checks hard < normal < easy in mean placing (Rennfieber: hard >
normal > easy in mean final cash, the game's figure); the exit status is 0 when it holds.

    .venv/bin/python tools/bench_ai.py [--game six_day|favoriten|crazy_race|rennfieber]
        [--games 1000] [--players 5]
        [--variant green_only] [--board FILE] [--seed 1]

Another game joins with its own entry in `GAMES`: its default variants and field size, and a
function reading each seat's figures from a finished game's result, and which figure its
verdict ranks the levels by.
"""

from __future__ import annotations

import argparse
import itertools
import time
from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from arcade_races.ai import LEVELS, make_agent, personalities
from arcade_races.core.state import Game, Result
from arcade_races.gamesetup import SEAT_NAMES, make_header
from arcade_races.match import Match
from arcade_races.replay import SeatInfo

SeatFigures = Callable[[Result], list[dict[str, float]]]
"""Per seat of a finished game: `placing`, `points` and any game figures, by name."""


@dataclass(frozen=True)
class BenchGame:
    """How to bench one game: its variants, default field size, and its seats' figures.

    `extra` names the game's own column (beside placing and points) and how it is labelled;
    `verdict` the figure the levels are ranked by: `placing` (lower is better) or another
    figure (higher is better), with its label.
    """

    variants: tuple[str, ...]
    players: int
    figures: SeatFigures
    extra: tuple[str, str] | None = None
    verdict: tuple[str, str] = ("placing", "mean placing")


def six_day_figures(result: Result) -> list[dict[str, float]]:
    """Placing, points and lap deficit of every rider over the race (one day by default)."""
    laps = result.figures["total"]["lap_deficit"]
    return [
        {"placing": p, "points": pts, "laps": lap}
        for p, pts, lap in zip(result.placing, result.scores, laps, strict=True)
    ]


def favoriten_figures(result: Result) -> list[dict[str, float]]:
    """Placing and points of every player in the game's first race only: the claim is about
    single races (the default game of three races is played out; the later ones do not count)."""
    points = result.figures["races"][0]["points"]
    return [{"placing": 1 + sum(1 for q in points if q > p), "points": p} for p in points]


def crazy_race_figures(result: Result) -> list[dict[str, float]]:
    """Placing and bet-card points of every player."""
    return [{"placing": p, "points": pts}
            for p, pts in zip(result.placing, result.scores, strict=True)]


def rennfieber_figures(result: Result) -> list[dict[str, float]]:
    """Placing and final cash of every player (the points column is the cash), and what the
    tote gave or took (returns less stakes)."""
    tote = [0.0] * len(result.placing)
    for seat, amount, reason in result.figures["ledger"]:
        if reason in ("tote", "stake"):
            tote[seat] += amount
    return [{"placing": p, "points": cash, "cash": cash, "tote": t}
            for p, cash, t in zip(result.placing, result.scores, tote, strict=True)]


GAMES: dict[str, BenchGame] = {
    "six_day": BenchGame(("days=1",), 5, six_day_figures, ("laps", "mean lap deficit")),
    "favoriten": BenchGame((), 4, favoriten_figures),
    "crazy_race": BenchGame((), 4, crazy_race_figures),
    "rennfieber": BenchGame((), 4, rennfieber_figures, ("tote", "mean tote net"),
                            ("cash", "mean final cash")),
}


def level_pattern(players: int) -> list[str]:
    """The levels of a field of `players`: symmetric, hard in the middle, ends easy (for five:
    easy, normal, hard, normal, easy); every level appears when there are three seats or more."""
    if players <= 3:
        return ["hard", "normal", "easy"][:players]
    half = (players + 1) // 2
    side = [LEVELS[min(i, len(LEVELS) - 2)] for i in range(half)]
    out = [side[min(i, players - 1 - i)] for i in range(players)]
    out[players // 2] = LEVELS[-1]
    return out


def seatings(pattern: Sequence[str]) -> list[list[tuple[str, ...]]]:
    """Every distinct seating of the levels of `pattern`, grouped into rotation classes: each
    class is the `len(pattern)` rotations of one seating."""
    n = len(pattern)
    seen: set[tuple[str, ...]] = set()
    classes = []
    for seating in sorted(set(itertools.permutations(pattern))):
        if seating in seen:
            continue
        rotations = [seating[i:] + seating[:i] for i in range(n)]
        seen.update(rotations)
        classes.append(rotations)
    return classes


class Tally:
    """Sums of the figures per group (a level, or a level and personality)."""

    def __init__(self) -> None:
        self.riders: dict[Any, int] = defaultdict(int)
        self.sums: dict[Any, dict[str, float]] = defaultdict(lambda: defaultdict(float))

    def add(self, key: Any, figures: dict[str, float]) -> None:
        """Count one seat-game of `key`."""
        self.riders[key] += 1
        sums = self.sums[key]
        for name, value in figures.items():
            sums[name] += value
        sums["wins"] += 1.0 if figures["placing"] == 1 else 0.0
        sums["placing_sq"] += figures["placing"] ** 2

    def mean(self, key: Any, name: str) -> float:
        """The mean of a figure over the seat-games of `key`."""
        return self.sums[key][name] / max(1, self.riders[key])

    def placing_error(self, key: Any) -> float:
        """The standard error of the mean placing of `key`."""
        n = self.riders[key]
        if n < 2:
            return 0.0
        mean = self.mean(key, "placing")
        variance = max(0.0, (self.sums[key]["placing_sq"] - n * mean * mean) / (n - 1))
        return float((variance / n) ** 0.5)


def merge_variants(defaults: Sequence[str], extra: Sequence[str]) -> list[str]:
    """The bench's default variants with `extra` added; an extra `key=value` replaces a
    default with the same key (`days=3` replaces `days=1`)."""
    keys = {v.split("=")[0] for v in extra if "=" in v}
    return [v for v in defaults if v.split("=")[0] not in keys] + list(extra)


def run(
    game_id: str, games: int, players: int, first_seed: int = 1,
    variants: Sequence[str] = (), board: str | None = None,
) -> tuple[Tally, Tally]:
    """Play the games; tallies by level and by (level, personality)."""
    bench = GAMES[game_id]
    chosen = merge_variants(bench.variants, variants)
    classes = seatings(level_pattern(players))
    kinds = personalities(game_id)
    by_level, by_kind = Tally(), Tally()
    built: dict[tuple[Any, ...], Game] = {}
    for seed in range(first_seed, first_seed + games):
        levels = list(classes[(seed // players) % len(classes)][seed % players])
        turn = seed // (players * len(classes))
        kind = [kinds[(turn + s) % len(kinds)] for s in range(players)]
        seats = [SeatInfo(SEAT_NAMES[s % len(SEAT_NAMES)], "ai", levels[s], kind[s])
                 for s in range(players)]
        header = make_header(game_id, seats, seed, chosen, board)
        # The game does not depend on the seed or the seats' levels: build it once.
        key = (header.board_text, header.config_text, header.variants, len(seats))
        if key not in built:
            built[key] = header.build_game()
        agents = {s: make_agent(game_id, levels[s], kind[s], s) for s in range(players)}
        result = Match(built[key], seed, dict(agents)).run()
        for s, figures in enumerate(bench.figures(result)):
            by_level.add(levels[s], figures)
            by_kind.add((levels[s], kind[s]), figures)
    return by_level, by_kind


def table(tally: Tally, keys: Sequence[Any], bench: BenchGame, label: str) -> list[str]:
    """The table lines for `keys`."""
    extra = bench.extra
    head = f"{label:<22} {'riders':>7} {'placing':>8} {'± se':>6} {'points':>9}"
    if extra:
        head += f" {extra[1]:>17}"
    head += f" {'win rate':>9}"
    lines = [head, "-" * len(head)]
    for key in keys:
        name = key if isinstance(key, str) else "/".join(key)
        line = (f"{name:<22} {tally.riders[key]:>7} {tally.mean(key, 'placing'):>8.3f}"
                f" {tally.placing_error(key):>6.3f} {tally.mean(key, 'points'):>9.2f}")
        if extra:
            line += f" {tally.mean(key, extra[0]):>17.3f}"
        line += f" {tally.mean(key, 'wins'):>9.1%}"
        lines.append(line)
    return lines


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=sorted(GAMES), default="six_day")
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--players", type=int, default=None)
    parser.add_argument("--seed", type=int, default=1, help="the first seed (default 1)")
    parser.add_argument("--variant", action="append", default=[],
                        help="a variant on top of the bench's own (repeatable)")
    parser.add_argument("--board", default=None, help="a board file (default: the game's)")
    args = parser.parse_args(argv)
    bench = GAMES[args.game]
    players = args.players or bench.players
    variants = merge_variants(bench.variants, args.variant)
    start = time.perf_counter()
    by_level, by_kind = run(args.game, args.games, players, args.seed, args.variant, args.board)
    seconds = time.perf_counter() - start
    levels = [lv for lv in LEVELS if by_level.riders[lv]]
    print(f"{args.game}: {args.games} games, seeds {args.seed}..{args.seed + args.games - 1},"
          f" variants {' '.join(variants) or '-'}; fields of {players}:"
          f" {', '.join(level_pattern(players))}, every seating in turn")
    print()
    print("\n".join(table(by_level, levels, bench, "level")))
    print()
    kinds = [(lv, k) for lv in levels for k in personalities(args.game)
             if by_kind.riders[(lv, k)]]
    print("\n".join(table(by_kind, kinds, bench, "level/personality")))
    print()
    figure, label = bench.verdict
    lower = figure == "placing"
    means = [by_level.mean(lv, figure) * (1 if lower else -1) for lv in LEVELS]
    ordered = len(levels) == len(LEVELS) and all(a > b for a, b in itertools.pairwise(means))
    sign = "<" if lower else ">"
    shown = f" {sign} ".join(f"{lv} {by_level.mean(lv, figure):.3f}" for lv in reversed(LEVELS))
    verdict = "holds" if ordered else "FAILS"
    print(f"verdict: {label} hard {sign} normal {sign} easy {verdict} ({shown})")
    print(f"time: {seconds:.1f} s, {seconds / args.games * 1000:.1f} ms per game")
    return 0 if ordered else 1


if __name__ == "__main__":
    raise SystemExit(main())
