"""Benchmark: Pferderennen races per second through `arcade-races simulate`, whole process.

Runs `python -m arcade_races simulate pferderennen --players 6 --games N` (no replay files)
several times and reports the median rate, start-up included.

    .venv/bin/python tools/bench_core.py [--games 3000] [--runs 5]
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TARGET = 1000.0


def run_once(games: int, seed: int) -> float:
    """Seconds for one whole `simulate` process."""
    command = [
        sys.executable, "-m", "arcade_races", "simulate", "pferderennen",
        "--players", "6", "--games", str(games), "--seed", str(seed), "--json",
    ]
    start = time.perf_counter()
    subprocess.run(command, cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    return time.perf_counter() - start


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3000)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    rates = []
    for run in range(args.runs):
        seconds = run_once(args.games, seed=1 + run * args.games)
        rates.append(args.games / seconds)
        print(f"run {run + 1}: {args.games} races in {seconds:.2f} s = {rates[-1]:.0f} races/s")
    median = statistics.median(rates)
    verdict = "meets" if median >= TARGET else "misses"
    print(f"median: {median:.0f} races/s over {args.runs} runs "
          f"(min {min(rates):.0f}, max {max(rates):.0f}); {verdict} the target of {TARGET:.0f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
