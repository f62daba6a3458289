"""Compare the rules' speed of two checkouts: this tree against another (a commit checked out
with `git worktree add /tmp/base REV`), on a fixed seeded workload, side by side.

`bench_core.py --engine` times playouts for a second against the peer, and its figure moves
by several per cent from one run to the next on this noisy machine: a change of 1-3% is lost
in it. Here each round plays the same seeded random playouts (the bench's pick) in a fresh
process of each tree, one after the other, and takes the process time a step; the rounds
alternate the trees, so load on the machine falls on both alike. It prints each tree's median
and the median of the round-by-round ratios (below 1: this tree is faster).

    .venv/bin/python tools/bench_ab.py /tmp/base [--game crazy_race ...] [--games 300]
        [--rounds 8]

The hash seed is fixed (`PYTHONHASHSEED=0`) so set and dict orders are the same every run.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GAMES = ("pferderennen", "six_day", "favoriten", "crazy_race", "rennfieber")

PLAYOUTS = r'''
import random, sys, time
sys.path.insert(0, sys.argv[1])
sys.path.insert(0, sys.argv[1] + "/tools")
from arcade_races.core.chance import CHANCE
from bench_core import make_game

game, games = make_game(sys.argv[2]), int(sys.argv[3])


def run():
    rng = random.Random(5)
    steps = 0
    for _ in range(games):
        state = game.new_initial_state()
        while True:
            mover = state.to_move()
            if mover is None:
                break
            if mover is CHANCE:
                outcomes = state.chance_outcomes()
                action = rng.choices([a for a, _ in outcomes], [w for _, w in outcomes])[0]
            else:
                action = rng.choice(state.legal_actions())
            state.apply(action)
            steps += 1
    return steps


run()  # warm: the games' tables and the interned actions made
start = time.process_time()
steps = run()
print((time.process_time() - start) / steps * 1e6)
'''
"""One round of one tree: the microseconds of process time a step."""


def step_cost(tree: Path, game: str, games: int) -> float:
    """Microseconds of process time a step of `games` seeded playouts in `tree`."""
    env = {**os.environ, "PYTHONHASHSEED": "0"}
    done = subprocess.run([sys.executable, "-c", PLAYOUTS, str(tree), game, str(games)],
                          check=True, capture_output=True, text=True, env=env, cwd=tree)
    return float(done.stdout.strip())


def compare(base: Path, game: str, games: int, rounds: int) -> None:
    """Print the base's and this tree's medians and their round-by-round ratio."""
    pairs = [(step_cost(base, game, games), step_cost(ROOT, game, games))
             for _ in range(rounds)]
    was = statistics.median(a for a, _ in pairs)
    now = statistics.median(b for _, b in pairs)
    ratio = statistics.median(b / a for a, b in pairs)
    print(f"{game:14s} {was:6.3f} -> {now:6.3f} us a step (this tree / base: {ratio:.3f}, "
          f"median of {rounds} alternating rounds of {games} games)")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("base", type=Path, help="the other checkout (a git worktree)")
    parser.add_argument("--game", action="append", choices=GAMES,
                        help="one game (repeatable; default: all)")
    parser.add_argument("--games", type=int, default=300, help="playouts a round")
    parser.add_argument("--rounds", type=int, default=8)
    args = parser.parse_args()
    if not (args.base / "arcade_races").is_dir():
        parser.error(f"{args.base} is not a checkout of this project")
    for game in args.game or GAMES:
        compare(args.base.resolve(), game, args.games, args.rounds)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
