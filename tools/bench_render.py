"""Benchmark: frame times of a Pferderennen exhibition at 1280x720 under the dummy driver.

Runs the exhibition window headless on the fixed clock (one 1/60 s step per frame) and times
every whole frame (input, update, draw, flip). Reports the median and 95th percentile over
several runs; the target is a p95 of at most 8 ms, half the 60 fps budget.

    .venv/bin/python tools/bench_render.py [--seconds 60] [--runs 3] [--speed 1]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time

TARGET_P95_MS = 8.0


def run_once(seconds: float, speed: float, seed: int, players: int) -> list[float]:
    """Frame times (ms) of one exhibition run of `seconds` game seconds."""
    from arcade_races.client.app import App, AppOptions
    from arcade_races.client.scenes.play import PlayScene
    from arcade_races.gamesetup import ai_seats, make_header

    header = make_header("pferderennen", ai_seats("pferderennen", players), seed)
    app = App(AppOptions(fixed_clock=True, max_seconds=seconds))
    app.push(PlayScene(app, header, exhibition=True, speed=speed, record=False))
    times: list[float] = []
    while app.running:
        start = time.perf_counter()
        app.frame()
        times.append((time.perf_counter() - start) * 1000)
    app.sounds.close()
    return times[30:]  # the first frames build caches


def percentile(values: list[float], q: float) -> float:
    """The q-th percentile (0-100) by nearest rank."""
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(q / 100 * len(ordered)) - 1))
    return ordered[index]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--speed", type=float, default=1.0)
    parser.add_argument("--players", type=int, default=6)
    args = parser.parse_args()
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("ARCADE_RACES_HOME", tempfile.mkdtemp(prefix="arcade-races-bench-"))
    medians, p95s = [], []
    for run in range(args.runs):
        times = run_once(args.seconds, args.speed, seed=1 + run, players=args.players)
        medians.append(statistics.median(times))
        p95s.append(percentile(times, 95))
        print(f"run {run + 1}: {len(times)} frames, median {medians[-1]:.2f} ms, "
              f"p95 {p95s[-1]:.2f} ms, max {max(times):.2f} ms")
    p95 = statistics.median(p95s)
    verdict = "meets" if p95 <= TARGET_P95_MS else "misses"
    print(f"median of runs: median {statistics.median(medians):.2f} ms, p95 {p95:.2f} ms; "
          f"{verdict} the p95 target of {TARGET_P95_MS:g} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
