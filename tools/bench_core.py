"""Benchmark: games per second through `arcade-races simulate`, whole process.

Runs `python -m arcade_races simulate GAME --players P --games N --json` (normal AI seats, no
replay files) several times and reports the median rate, start-up included, against the
game's target: Pferderennen 1,000 races a second with 6 seats; Rennfieber 10 evenings a
second with 4 players.

    .venv/bin/python tools/bench_core.py [--game pferderennen] [--games N] [--runs 5]
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BENCHES: dict[str, tuple[int, int, float]] = {
    "pferderennen": (6, 3000, 1000.0),
    "rennfieber": (4, 100, 10.0),
}
"""Per game: seats, games per run, the target in games a second."""


def run_once(game: str, players: int, games: int, seed: int) -> float:
    """Seconds for one whole `simulate` process."""
    command = [
        sys.executable, "-m", "arcade_races", "simulate", game,
        "--players", str(players), "--games", str(games), "--seed", str(seed), "--json",
    ]
    start = time.perf_counter()
    subprocess.run(command, cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    return time.perf_counter() - start


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=sorted(BENCHES), default="pferderennen")
    parser.add_argument("--games", type=int, help="games per run (default: the game's own)")
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    players, default_games, target = BENCHES[args.game]
    games = args.games or default_games
    rates = []
    for run in range(args.runs):
        seconds = run_once(args.game, players, games, seed=1 + run * games)
        rates.append(games / seconds)
        print(f"run {run + 1}: {games} games in {seconds:.2f} s = {rates[-1]:.1f} games/s")
    median = statistics.median(rates)
    verdict = "meets" if median >= target else "misses"
    print(f"{args.game}, {players} seats: median {median:.1f} games/s over {args.runs} runs "
          f"(min {min(rates):.1f}, max {max(rates):.1f}); {verdict} the target of {target:g}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
