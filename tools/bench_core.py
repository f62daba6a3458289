"""Benchmark the rules: engine speed against OpenSpiel, recording costs, `simulate` throughput.

Three measurements, each printing its figure, the target and whether it meets it:

- `--engine`: random playouts through the State API in this process (a step is the legal
  actions or the chance outcomes, one pick, one `apply`), for every game, alternating in the
  same run with OpenSpiel's Python `python_kuhn_poker` played on the same loop (the peer).
  Target: at least the peer's rate for every game, twice it for Pferderennen and Favoriten.
  It also times `clone()` and `fingerprint()` on the states of those playouts, against the
  cost of a step (target: a clone at most two steps). With `--split` it also times the two
  halves of a step apart, in both loops: the rules (listing the actions or outcomes, `apply`)
  and the bench's own pick (the random choice over that list, which grows with a game's
  chance lists), and prints the ratio to the peer on the rules alone, which is no target: the
  figure for the question which of the two the targets mean. The peer runs in its own virtual
  environment, never the project's: make it once with

      python3 -m venv .peer-venv && .peer-venv/bin/pip install open-spiel

  (or pass `--peer-python` another interpreter that has `pyspiel`). Without it the rates are
  printed with no ratio.
- `--recording`: whole `simulate` processes with and without `--save-replays`, alternating;
  target: recording at most 25% slower, for every game. With `--split` it also plays each
  game's seeded AI games in this process four ways and prints what each part of recording
  adds to a plain game (no target; what a change to the replay format would have to save):
  keeping the fingerprint up to date (read once, at the start), reading it after every
  action, and the replay's lines too (as `simulate --save-replays`, but the files).
- `--memory`: the peak memory of `simulate` for N and for 10 N games; target: flat (10 N
  within 10% of N), as the games are streamed one at a time.
- default (`--simulate`): whole `simulate` processes (normal AI seats, `--json`, start-up
  included), the median rate against each game's target: Pferderennen 2,000 races a second
  with 6 seats, 6-Tage-Rennen 50 six-day races (5 riders), Favoriten 200 games (4 players),
  Crazy Race 100 games (4 players), Rennfieber 10 evenings (4 players).

    .venv/bin/python tools/bench_core.py [--engine [--split] | --recording [--split] |
        --memory]
        [--game GAME ...] [--runs 5] [--seconds 1.0] [--peer-python PATH]

The exit status is 0 when every measured figure meets its target.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


@dataclass(frozen=True)
class Bench:
    """How one game is benched: seats, variants, games per `simulate` run, its targets."""

    players: int
    variants: tuple[str, ...]
    games: int
    simulate_target: float
    """`simulate` games a second, whole process."""
    engine_ratio: float
    """Engine steps a second as a multiple of the peer's."""


BENCHES: dict[str, Bench] = {
    "pferderennen": Bench(6, (), 6000, 2000.0, 2.0),
    "six_day": Bench(5, (), 150, 50.0, 1.0),
    "favoriten": Bench(4, (), 600, 200.0, 2.0),
    "crazy_race": Bench(4, (), 300, 100.0, 1.0),
    "rennfieber": Bench(4, (), 30, 10.0, 1.0),
}
CLONE_STEPS = 2.0
"""A clone may cost at most this many steps."""
RECORDING_SLOWDOWN = 0.25
"""`simulate --save-replays` may be at most this much slower than without."""

PEER = r'''
import random, sys, time
import pyspiel
from open_spiel.python import games  # noqa: F401  (registers python_kuhn_poker)
game = pyspiel.load_game("python_kuhn_poker")
rng = random.Random(int(sys.argv[2]))
seconds = float(sys.argv[1])
steps = 0
if len(sys.argv) > 3:  # the split: rules and pick timed apart, as `split_costs` does
    clock = time.perf_counter
    rules = pick = 0.0
    while rules + pick < seconds:
        state = game.new_initial_state()
        while True:
            t0 = clock()
            if state.is_terminal():
                break
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                t1 = clock()
                action = rng.choices([a for a, _ in outcomes], [w for _, w in outcomes])[0]
            else:
                legal = state.legal_actions()
                t1 = clock()
                action = rng.choice(legal)
            t2 = clock()
            state.apply_action(action)
            rules += clock() - t2 + t1 - t0
            pick += t2 - t1
            steps += 1
    print(rules / steps * 1e6, pick / steps * 1e6)
    sys.exit()
start = time.perf_counter()
while time.perf_counter() - start < seconds:
    state = game.new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes = state.chance_outcomes()
            action = rng.choices([a for a, _ in outcomes], [w for _, w in outcomes])[0]
        else:
            action = rng.choice(state.legal_actions())
        state.apply_action(action)
        steps += 1
print(steps / (time.perf_counter() - start))
'''
"""The peer's loop: the same pick as `playout_rate`, on OpenSpiel's own API (with a third
argument, the split of `split_costs`: rules and pick apart, microseconds a step)."""


def peer_rate(python: str, seconds: float, seed: int) -> float | None:
    """Steps a second of `python_kuhn_poker` in `python` (None if it has no OpenSpiel)."""
    try:
        done = subprocess.run([python, "-c", PEER, str(seconds), str(seed)], check=True,
                              capture_output=True, text=True)
    except (OSError, subprocess.CalledProcessError):
        return None
    return float(done.stdout.strip())


def peer_split(python: str, seconds: float, seed: int) -> tuple[float, float] | None:
    """`split_costs` of `python_kuhn_poker` in `python` (None if it has no OpenSpiel)."""
    try:
        done = subprocess.run([python, "-c", PEER, str(seconds), str(seed), "split"],
                              check=True, capture_output=True, text=True)
    except (OSError, subprocess.CalledProcessError):
        return None
    rules, pick = (float(x) for x in done.stdout.split())
    return rules, pick


def make_game(game_id: str) -> Any:
    """The game on its default board, with the bench's seats and variants."""
    from arcade_races.gamesetup import ai_seats, make_header

    bench = BENCHES[game_id]
    header = make_header(game_id, ai_seats(game_id, bench.players), 1, bench.variants)
    return header.build_game()


def playout_rate(game: Any, seconds: float, seed: int,
                 visit: Callable[[Any], None] | None = None) -> float:
    """Steps a second of seeded random playouts for `seconds` (`visit` sees some states, off
    the clock)."""
    from arcade_races.core.chance import CHANCE

    rng = random.Random(seed)
    steps = 0
    spent = 0.0
    while spent < seconds:
        state = game.new_initial_state()
        start = time.perf_counter()
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
            if visit is not None and steps % 97 == 0:
                spent += time.perf_counter() - start
                visit(state)
                start = time.perf_counter()
        spent += time.perf_counter() - start
    return steps / spent


def split_costs(game: Any, seconds: float, seed: int) -> tuple[float, float]:
    """Microseconds a step of the rules (the legal actions or chance outcomes listed, and
    `apply`) and of the bench's pick (the random choice over that list), timed apart in the
    playouts of `playout_rate` (each half carries its share of the timer's own cost, as the
    peer's split does)."""
    from arcade_races.core.chance import CHANCE

    clock = time.perf_counter
    rng = random.Random(seed)
    rules = pick = 0.0
    steps = 0
    while rules + pick < seconds:
        state = game.new_initial_state()
        while True:
            t0 = clock()
            mover = state.to_move()
            if mover is None:
                break
            if mover is CHANCE:
                outcomes = state.chance_outcomes()
                t1 = clock()
                action = rng.choices([a for a, _ in outcomes], [w for _, w in outcomes])[0]
            else:
                legal = state.legal_actions()
                t1 = clock()
                action = rng.choice(legal)
            t2 = clock()
            state.apply(action)
            rules += clock() - t2 + t1 - t0
            pick += t2 - t1
            steps += 1
    return rules / steps * 1e6, pick / steps * 1e6


def copy_costs(game: Any, seed: int) -> tuple[float, float]:
    """Median microseconds of `clone()` and of `fingerprint()` on states met in random
    playouts (when recording, a fingerprint is taken after every action, its running digest
    of the histories up to date but for the newest entry)."""
    clones: list[float] = []
    prints: list[float] = []

    def visit(state: Any) -> None:
        start = time.perf_counter()
        for _ in range(20):
            state.clone()
        clones.append((time.perf_counter() - start) / 20 * 1e6)
        state.fingerprint()  # bring the running digest up to date, as in a recorded game
        start = time.perf_counter()
        state.fingerprint()
        prints.append((time.perf_counter() - start) * 1e6)

    playout_rate(game, 0.5, seed, visit)
    return statistics.median(clones), statistics.median(prints)


def engine(game_ids: list[str], runs: int, seconds: float, peer_python: str,
           split: bool = False) -> bool:
    """`--engine`: every game's rate beside the peer's; True if every target is met. With
    `split`, each game's rules and pick apart as well, beside the peer's (no target)."""
    games = {game_id: make_game(game_id) for game_id in game_ids}
    peers: list[float] = []
    rates: dict[str, list[float]] = {game_id: [] for game_id in game_ids}
    for run in range(runs):
        peer = peer_rate(peer_python, seconds, run + 1)
        if peer is not None:
            peers.append(peer)
        for game_id, game in games.items():
            rates[game_id].append(playout_rate(game, seconds, run + 1))
    peer_median = statistics.median(peers) if peers else None
    if peer_median is None:
        print(f"peer: no OpenSpiel in {peer_python} (see the docstring); rates only")
    else:
        print(f"peer: OpenSpiel python_kuhn_poker, median {peer_median:,.0f} steps/s"
              f" over {len(peers)} runs (min {min(peers):,.0f}, max {max(peers):,.0f})")
    ok = True
    for game_id, game in games.items():
        bench = BENCHES[game_id]
        median = statistics.median(rates[game_id])
        step_us = 1e6 / median
        clone_us, print_us = copy_costs(game, 1)
        line = f"{game_id:13} {median:9,.0f} steps/s ({step_us:5.1f} us a step)"
        if peer_median is not None:
            ratio = median / peer_median
            meets = ratio >= bench.engine_ratio
            ok &= meets
            line += (f"  {ratio:4.2f}x the peer, target {bench.engine_ratio:g}x:"
                     f" {'meets' if meets else 'MISSES'}")
        clone_ok = clone_us <= CLONE_STEPS * step_us
        ok &= clone_ok
        print(line)
        print(f"{'':13} clone {clone_us:6.1f} us = {clone_us / step_us:4.2f} steps, target"
              f" {CLONE_STEPS:g}: {'meets' if clone_ok else 'MISSES'};"
              f" fingerprint {print_us:6.1f} us")
    if split:
        split_lines(games, runs, seconds, peer_python)
    return ok


def split_lines(games: dict[str, Any], runs: int, seconds: float, peer_python: str) -> None:
    """`--split`: the medians of `split_costs` over `runs`, alternating with the peer's, and
    the ratio on the rules alone (a figure, not a target)."""
    peer: list[tuple[float, float]] = []
    costs: dict[str, list[tuple[float, float]]] = {game_id: [] for game_id in games}
    for run in range(runs):
        found = peer_split(peer_python, seconds, run + 1)
        if found is not None:
            peer.append(found)
        for game_id, game in games.items():
            costs[game_id].append(split_costs(game, seconds, run + 1))
    line = "split (us a step; the timers' own cost in both):"
    if peer:
        peer_rules = statistics.median(r for r, _ in peer)
        line += (f" peer rules {peer_rules:4.2f}, pick"
                 f" {statistics.median(p for _, p in peer):4.2f}")
    print(line)
    for game_id, halves in costs.items():
        rules = statistics.median(r for r, _ in halves)
        pick = statistics.median(p for _, p in halves)
        text = f"{game_id:13} rules {rules:4.2f}, pick {pick:4.2f}"
        if peer:
            text += f": on the rules alone {peer_rules / rules:4.2f}x the peer"
        print(text)


INSTALLED_ENV = {
    **{k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"},
    "PYTHONPYCACHEPREFIX": os.path.join(tempfile.gettempdir(), "arcade-races-bench-pycache"),
}
"""The environment of a timed `simulate`: with compiled bytecode cached (outside the tree), as
an installed program has it. Where `PYTHONDONTWRITEBYTECODE` is set (this workplace sets it)
every process would otherwise compile some 170 modules first, 0.2 s more than an installed
program pays; the first, untimed run of each game fills the cache."""


def warm_up(game_ids: list[str]) -> None:
    """One untimed game of each, so the bytecode cache holds every module they import."""
    for game_id in game_ids:
        simulate_process(game_id, 1, 1)


def simulate_seconds(game_id: str, games: int, seed: int, replays: str | None = None) -> float:
    """Seconds for one whole `simulate` process of `games` games."""
    return simulate_process(game_id, games, seed, replays)[0]


def simulate_process(game_id: str, games: int, seed: int,
                     replays: str | None = None) -> tuple[float, float]:
    """Seconds and peak memory (MB, resident) of one whole `simulate` process."""
    bench = BENCHES[game_id]
    command = [
        sys.executable, "-m", "arcade_races", "simulate", game_id,
        "--players", str(bench.players), "--games", str(games), "--seed", str(seed), "--json",
    ]
    for variant in bench.variants:
        command += ["--variant", variant]
    if replays is not None:
        command += ["--save-replays", replays]
    start = time.perf_counter()
    child = subprocess.Popen(command, cwd=ROOT, stdout=subprocess.DEVNULL, env=INSTALLED_ENV)
    _, status, usage = os.wait4(child.pid, 0)
    child.returncode = os.waitstatus_to_exitcode(status)
    if child.returncode:
        raise SystemExit(f"simulate {game_id} failed with status {child.returncode}")
    return time.perf_counter() - start, usage.ru_maxrss / 1024


def throughput(game_ids: list[str], runs: int) -> bool:
    """Default: `simulate` games a second against each game's target."""
    warm_up(game_ids)
    ok = True
    for game_id in game_ids:
        bench = BENCHES[game_id]
        rates = [bench.games / simulate_seconds(game_id, bench.games, 1 + run * bench.games)
                 for run in range(runs)]
        median = statistics.median(rates)
        meets = median >= bench.simulate_target
        ok &= meets
        print(f"{game_id:13} {bench.players} seats: median {median:8,.1f} games/s over {runs}"
              f" runs (min {min(rates):,.1f}, max {max(rates):,.1f}); target"
              f" {bench.simulate_target:g}: {'meets' if meets else 'MISSES'}")
    return ok


def memory(game_ids: list[str]) -> bool:
    """`--memory`: peak memory of `simulate` for N and 10 N games; flat means within 10%."""
    ok = True
    for game_id in game_ids:
        bench = BENCHES[game_id]
        few = max(1, bench.games // 5)
        _, small = simulate_process(game_id, few, 1)
        _, large = simulate_process(game_id, few * 10, 1)
        meets = large <= small * 1.10
        ok &= meets
        print(f"{game_id:13} peak memory {small:6.1f} MB for {few} games, {large:6.1f} MB for"
              f" {few * 10} ({large / small - 1:+.0%}); target at most +10%:"
              f" {'meets' if meets else 'MISSES'}")
    return ok


def recording(game_ids: list[str], runs: int) -> bool:
    """`--recording`: `simulate` with and without `--save-replays`, side by side."""
    warm_up(game_ids)
    ok = True
    for game_id in game_ids:
        bench = BENCHES[game_id]
        games = max(1, bench.games // 2)
        plain: list[float] = []
        saved: list[float] = []
        for run in range(runs):
            seed = 1 + run * games
            plain.append(simulate_seconds(game_id, games, seed))
            with tempfile.TemporaryDirectory() as folder:
                saved.append(simulate_seconds(game_id, games, seed, folder))
        slower = statistics.median(saved) / statistics.median(plain) - 1
        meets = slower <= RECORDING_SLOWDOWN
        ok &= meets
        print(f"{game_id:13} {games} games: {statistics.median(plain):6.2f} s plain,"
              f" {statistics.median(saved):6.2f} s with --save-replays ({slower:+.0%});"
              f" target at most {RECORDING_SLOWDOWN:+.0%}: {'meets' if meets else 'MISSES'}")
    return ok


RECORDING_WAYS = ("plain", "kept", "read", "lines")
"""The ways `recording_split` plays each game: no recorder; the fingerprint read once, at the
first action (a game that keeps its hash goes on keeping it; the match writes each action's
notation and the end's result for any recorder, which are in this part too); read after
every action; and recorded as `simulate --save-replays` records it, in memory."""


class _Reading:
    """A recorder (what `Match` calls on one) that reads the fingerprint and writes nothing:
    after the first action only, or with `every` after each."""

    def __init__(self, every: bool) -> None:
        self.every = every
        self.began = False

    def write_action(self, number: int, seat: int | None, action: str, state: Any) -> None:
        if self.every or not self.began:
            state.fingerprint()
            self.began = True

    def write_end(self, result: dict[str, Any]) -> None:
        pass

    def close(self) -> None:
        pass

    def text(self) -> str:
        return ""


def _recorder(way: str) -> Any:
    """The recorder a game is played with in `way` (see `RECORDING_WAYS`)."""
    from arcade_races.replay_memory import ReplayInMemory

    if way == "plain":
        return None
    if way == "lines":
        return ReplayInMemory("bench.jsonl", "")
    return _Reading(every=way == "read")


def recording_split(game_id: str, games: int) -> dict[str, float]:
    """Milliseconds of process time a game of `games` seeded AI games (`BENCHES` seats) in each
    of `RECORDING_WAYS`, every game played each way, the order turned from game to game (the
    second run of a seed finds the caches warm)."""
    import gc

    from arcade_races.gamesetup import ai_seats, make_agents, make_header
    from arcade_races.match import Match

    bench = BENCHES[game_id]
    header = make_header(game_id, ai_seats(game_id, bench.players), 1, bench.variants)
    game, agents = header.build_game(), make_agents(header)
    spent = dict.fromkeys(RECORDING_WAYS, 0.0)
    frozen = gc.get_freeze_count() == 0
    if frozen:
        gc.freeze()  # as `simulate` plays its games
    try:
        for seed in range(1, games + 4):
            shift = seed % len(RECORDING_WAYS)
            for way in RECORDING_WAYS[shift:] + RECORDING_WAYS[:shift]:
                recorder = _recorder(way)
                start = time.process_time()
                Match(game, seed, agents, recorder).run()
                if recorder is not None:
                    recorder.text()
                if seed > 3:  # the first three warm the tables, the actions, the keys met
                    spent[way] += time.process_time() - start
    finally:
        if frozen:
            gc.unfreeze()
    return {way: total / games * 1e3 for way, total in spent.items()}


def recording_split_lines(game_ids: list[str], games: int | None = None) -> None:
    """`--recording --split`: what each part of recording adds to a plain game, in process
    (over `games` games, by default as many as `recording` plays in a process)."""
    print("split (in process, ms of process time a game; each part adds to the one before):")
    for game_id in game_ids:
        count = max(4, BENCHES[game_id].games // 2) if games is None else games
        ms = recording_split(game_id, count)
        plain = ms["plain"]
        parts = [f"{game_id:13} plain {plain:7.3f} ms"]
        for before, way, what in (("plain", "kept", "keeping the fingerprint"),
                                  ("kept", "read", "reading it"),
                                  ("read", "lines", "the lines")):
            parts.append(f"{what} {(ms[way] - ms[before]) / plain:+.1%}")
        games_text = "1 game" if count == 1 else f"{count} games"
        parts.append(f"all {ms['lines'] / plain - 1:+.1%} ({games_text})")
        print(", ".join(parts))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--engine", action="store_true", help="engine steps/s against the peer")
    mode.add_argument("--recording", action="store_true", help="cost of --save-replays")
    mode.add_argument("--memory", action="store_true", help="simulate memory, N vs 10 N games")
    mode.add_argument("--simulate", action="store_true", help="simulate throughput (default)")
    parser.add_argument("--game", action="append", choices=sorted(BENCHES),
                        help="one game (repeatable; default: all)")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--seconds", type=float, default=1.0,
                        help="--engine: seconds of playouts per game and run")
    parser.add_argument("--split", action="store_true",
                        help="--engine: also the rules and the pick timed apart;"
                        " --recording: also its parts, in process (no target)")
    parser.add_argument("--peer-python", default=str(ROOT / ".peer-venv" / "bin" / "python"),
                        help="--engine: an interpreter with OpenSpiel (default: .peer-venv)")
    args = parser.parse_args()
    game_ids = args.game or list(BENCHES)
    if args.engine:
        ok = engine(game_ids, args.runs, args.seconds, args.peer_python, args.split)
    elif args.recording:
        ok = recording(game_ids, args.runs)
        if args.split:
            recording_split_lines(game_ids)
    elif args.memory:
        ok = memory(game_ids)
    else:
        ok = throughput(game_ids, args.runs)
    print(json.dumps({"all_targets_met": ok}))
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
