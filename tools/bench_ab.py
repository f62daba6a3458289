"""Compare the rules' speed (or the cost of recording) of two checkouts: this tree against
another (a commit checked out with `git worktree add /tmp/base REV`), on a fixed seeded
workload, side by side.

`bench_core.py --engine` times playouts for a second against the peer, and its figure moves
by several per cent from one run to the next on this noisy machine: a change of 1-3% is lost
in it. Here each round plays the same seeded random playouts (the bench's pick) in a fresh
process of each tree, one after the other, and takes the process time a step; the rounds
alternate the trees, so load on the machine falls on both alike. It prints each tree's median
and the median of the round-by-round ratios (below 1: this tree is faster).

    .venv/bin/python tools/bench_ab.py /tmp/base [--game crazy_race ...] [--games 300]
        [--rounds 8]

With `--recording` each round instead plays seeded AI games (normal seats, `bench_core`'s
setups), each game once plain and once recorded as `simulate --save-replays` records it
(the fingerprint and the replay's line after every action, kept in memory), and takes the
difference: what recording costs an action, in process. `bench_core.py --recording` times
whole `simulate` processes, whose start-up dilutes the cost and whose figure moves by a few
points from run to run; a change of a few per cent of the recording's cost shows here.

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

RECORDED = r'''
import gc, sys, time
sys.path.insert(0, sys.argv[1])
sys.path.insert(0, sys.argv[1] + "/tools")
from arcade_races.gamesetup import ai_seats, make_agents, make_header
from arcade_races.match import Match
from arcade_races.replay_memory import ReplayInMemory
from bench_core import BENCHES

game_id, first, games = sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
bench = BENCHES[game_id]
header = make_header(game_id, ai_seats(game_id, bench.players), 1, bench.variants)
game, agents = header.build_game(), make_agents(header)


def play(seed, recorded):
    recorder = ReplayInMemory("bench.jsonl", "") if recorded else None
    match = Match(game, seed, agents, recorder)
    start = time.process_time()
    match.run()
    if recorder is not None:
        recorder.text()
    return time.process_time() - start, match.number


gc.freeze()  # as `simulate` plays its games
for seed in range(first - 3, first):  # warm: the tables, the interned actions, the keys met
    play(seed, False)
    play(seed, True)
plain = recorded = 0.0
actions = 0
for seed in range(first, first + games):
    # Each game both ways, which first by turns: the second run of a seed finds the caches
    # warm.
    for way in ((False, True) if seed % 2 else (True, False)):
        spent, count = play(seed, way)
        if way:
            recorded += spent
        else:
            plain += spent
    actions += count
print((recorded - plain) / actions * 1e6, recorded / plain - 1)
'''
"""One round of one tree: what recording a game costs in process, in microseconds of process
time an action (the fingerprint read and the replay's line written after each, as `simulate
--save-replays` does them, but the files), and as a share of the plain game."""


def step_cost(tree: Path, game: str, games: int) -> float:
    """Microseconds of process time a step of `games` seeded playouts in `tree`."""
    env = {**os.environ, "PYTHONHASHSEED": "0"}
    done = subprocess.run([sys.executable, "-c", PLAYOUTS, str(tree), game, str(games)],
                          check=True, capture_output=True, text=True, env=env, cwd=tree)
    return float(done.stdout.strip())


def recording_cost(tree: Path, game: str, games: int, first: int) -> tuple[float, float]:
    """Microseconds an action, and the share of the plain game, that recording `games` AI
    games (from seed `first`, the seats and variants of the tree's `bench_core`) costs in
    `tree`."""
    env = {**os.environ, "PYTHONHASHSEED": "0"}
    done = subprocess.run([sys.executable, "-c", RECORDED, str(tree), game, str(first),
                           str(games)], check=True, capture_output=True, text=True, env=env,
                          cwd=tree)
    cost, share = done.stdout.split()
    return float(cost), float(share)


def compare_recording(base: Path, game: str, games: int, rounds: int) -> None:
    """Print what recording costs in the base and in this tree, round by round alternating."""
    pairs = [(recording_cost(base, game, games, 100 + n * games),
              recording_cost(ROOT, game, games, 100 + n * games)) for n in range(rounds)]
    was = statistics.median(a[0] for a, _ in pairs)
    now = statistics.median(b[0] for _, b in pairs)
    shares = (statistics.median(a[1] for a, _ in pairs),
              statistics.median(b[1] for _, b in pairs))
    print(f"{game:14s} recording {was:6.3f} -> {now:6.3f} us an action ({shares[0]:+.1%} ->"
          f" {shares[1]:+.1%} of the plain game; median of {rounds} alternating rounds of"
          f" {games} games)")


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
    parser.add_argument("--games", type=int, default=0,
                        help="playouts a round (default 300), or AI games (default 25)")
    parser.add_argument("--rounds", type=int, default=8)
    parser.add_argument("--recording", action="store_true",
                        help="what recording AI games costs, not the rules' speed")
    args = parser.parse_args()
    if not (args.base / "arcade_races").is_dir():
        parser.error(f"{args.base} is not a checkout of this project")
    for game in args.game or GAMES:
        if args.recording:
            compare_recording(args.base.resolve(), game, args.games or 25, args.rounds)
        else:
            compare(args.base.resolve(), game, args.games or 300, args.rounds)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
