"""Benchmark: frame times of each game's exhibition at 1280x720 under the dummy driver.

Runs the exhibition window headless on the fixed clock (one 1/60 s step per frame) and times
every whole frame (input, update, draw, flip), by the wall clock and in the main thread's own
CPU time (which other processes and the AI's worker thread do not inflate). Reports the median
and 95th percentile of each run and the median over several runs, per game; the target is a
p95 of at most 8 ms, half the 60 fps budget.

    .venv/bin/python tools/bench_render.py [--game GAME] [--seconds 60] [--runs 3] [--speed 1]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass

TARGET_P95_MS = 8.0
ORDER = ("pferderennen", "six_day", "favoriten", "crazy_race", "rennfieber")
"""The games in the order they are benchmarked; any other game with a view comes after."""
PLAYERS = {"pferderennen": 6, "six_day": 6, "favoriten": 5, "crazy_race": 5, "rennfieber": 6}
"""Seats at the table when --players is not given (as many as the game and board allow)."""


@dataclass(frozen=True)
class Run:
    """The frame times (ms) of one exhibition run: wall clock and main-thread CPU."""

    wall: list[float]
    cpu: list[float]


def run_once(game: str, seconds: float, speed: float, seed: int, players: int) -> Run:
    """Frame times (ms) of one exhibition run of `seconds` game seconds."""
    from arcade_races.client.app import App, AppOptions
    from arcade_races.client.scenes.play import PlayScene
    from arcade_races.gamesetup import ai_seats, make_header

    header = make_header(game, ai_seats(game, players), seed)
    app = App(AppOptions(fixed_clock=True, max_seconds=seconds))
    app.push(PlayScene(app, header, exhibition=True, speed=speed, record=False))
    wall: list[float] = []
    cpu: list[float] = []
    while app.running:
        start, start_cpu = time.perf_counter(), time.thread_time()
        app.frame()
        wall.append((time.perf_counter() - start) * 1000)
        cpu.append((time.thread_time() - start_cpu) * 1000)
    app.sounds.close()
    return Run(wall[30:], cpu[30:])  # the first frames build caches


def percentile(values: list[float], q: float) -> float:
    """The q-th percentile (0-100) by nearest rank."""
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(q / 100 * len(ordered)) - 1))
    return ordered[index]


def games() -> list[str]:
    """Every game with a view, in benchmark order."""
    from arcade_races.client.views import VIEWS

    return [g for g in ORDER if g in VIEWS] + sorted(VIEWS - set(ORDER))


def bench(game: str, args: argparse.Namespace) -> dict[str, float]:
    """Run one game's exhibitions; print each run; the medians over the runs."""
    players = args.players or PLAYERS.get(game, 4)
    figures: dict[str, list[float]] = {k: [] for k in
                                       ("median", "p95", "cpu_median", "cpu_p95")}
    print(f"{game} ({players} players, {args.seconds:g} s at {args.speed:g}x):")
    for run in range(args.runs):
        times = run_once(game, args.seconds, args.speed, seed=1 + run, players=players)
        figures["median"].append(statistics.median(times.wall))
        figures["p95"].append(percentile(times.wall, 95))
        figures["cpu_median"].append(statistics.median(times.cpu))
        figures["cpu_p95"].append(percentile(times.cpu, 95))
        print(f"  run {run + 1}: {len(times.wall)} frames, median {figures['median'][-1]:.2f} ms,"
              f" p95 {figures['p95'][-1]:.2f} ms, max {max(times.wall):.2f} ms; "
              f"cpu median {figures['cpu_median'][-1]:.2f} ms, "
              f"p95 {figures['cpu_p95'][-1]:.2f} ms")
    summary = {k: statistics.median(v) for k, v in figures.items()}
    summary["best_median"] = min(figures["median"])
    summary["best_cpu_median"] = min(figures["cpu_median"])
    verdict = "meets" if summary["p95"] <= TARGET_P95_MS else "misses"
    print(f"  median of runs: median {summary['median']:.2f} ms, p95 {summary['p95']:.2f} ms "
          f"(cpu {summary['cpu_median']:.2f} / {summary['cpu_p95']:.2f} ms); "
          f"{verdict} the p95 target of {TARGET_P95_MS:g} ms")
    return summary


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--game", default="all",
                        help="one game's view: pferderennen, six_day... (default: all)")
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--speed", type=float, default=1.0)
    parser.add_argument("--players", type=int,
                        help="seats (default: 6, or 5 for favoriten and crazy_race)")
    args = parser.parse_args()
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("ARCADE_RACES_HOME", tempfile.mkdtemp(prefix="arcade-races-bench-"))
    chosen = games()
    if args.game != "all":
        if args.game not in chosen:
            parser.error(f"--game: no view for {args.game!r} (one of: {', '.join(chosen)})")
        chosen = [args.game]
    results = {game: bench(game, args) for game in chosen}
    if len(results) > 1:
        print(f"\n{'view':<14} {'median':>7} {'p95':>7} {'cpu med':>8} {'cpu p95':>8} "
              f"{'best med':>9}   (ms; median of {args.runs} runs)")
        for game, s in results.items():
            print(f"{game:<14} {s['median']:7.2f} {s['p95']:7.2f} {s['cpu_median']:8.2f} "
                  f"{s['cpu_p95']:8.2f} {s['best_median']:9.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
