"""Bench the balance engine: games per second serially, with `--jobs 2` and on a local Ray of
two CPUs, the scaling efficiency of each, and what a million games would take on a 64-core
Ray cluster.

    .venv/bin/python tools/bench_balance.py [--game favoriten] [--games 400] [--seed 1]

Each run plays the same games (seeds seed..seed+games-1 on the game's default board, four
normal AI seats) and must give the same records as the serial run, or the bench fails. The
serial per-game cost is also taken in CPU time, which neighbours on a shared machine do not
inflate; the parallel runs can only be timed on the wall clock (the load average is printed
beside them: with other work on the cores the efficiency is the machine's, not the code's).

Each parallel run is timed twice: a game per worker (the workers' start-up: processes,
imports, the game built) and the full run; the efficiency after start-up is the full run's
time less the start-up against the serial run's. The projection spreads a million games' CPU
cost over 64 workers at the local Ray's efficiency after start-up (chunk hand-off and pickling
included) and adds the parent's own time to take in a million records. It assumes the
cluster's cores are as fast as this machine's, the cluster already up (`ray start` on every
node) with arcade-races installed on every node, and that hand-off costs per worker stay as
measured with two (a chunk is at most 200 games, under a second of work, so 64 workers hand
the parent under a hundred chunks a second).
"""

from __future__ import annotations

import argparse
import os
import time

from arcade_races.balance.engine import GameRecord, play
from arcade_races.balance.stats import Columns
from arcade_races.gamesetup import ai_seats, make_header
from arcade_races.replay import Header

TARGET_EFFICIENCY = 0.7
"""Two workers should give at least this share of twice the serial speed."""
TARGET_MILLION_S = 15 * 60
"""A million games on a 64-core cluster within a quarter of an hour."""
CLUSTER_CORES = 64
MILLION = 1_000_000


def _timed(header: Header, games: int, jobs: int, ray: str | None
           ) -> tuple[float, list[GameRecord]]:
    start = time.perf_counter()
    records = list(play(header, games, jobs, ray))
    return time.perf_counter() - start, records


def main() -> None:
    """Run the bench and print figure, target and verdict."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="favoriten")
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    header = make_header(args.game, ai_seats(args.game, 4), args.seed)
    list(play(header, 2))  # the game built and the AI warmed, as a long run has them

    cpu = time.process_time()
    serial_s, serial = _timed(header, args.games, 1, None)
    cost = (time.process_time() - cpu) / args.games
    start = time.perf_counter()
    columns = Columns(4, 8)
    for record in serial:
        columns.add(record)
    take_in = (time.perf_counter() - start) / args.games

    print(f"{args.game}: {args.games} games, 4 normal AI seats; {os.cpu_count()} cores, "
          f"load average {os.getloadavg()[0]:.1f} (efficiency: of the serial run's speed)")
    print(f"{'run':<24}{'seconds':>9}{'games/s':>9}{'speed-up':>10}{'efficiency':>12}"
          f"  target / verdict")
    print(f"{'serial':<24}{serial_s:>9.2f}{args.games / serial_s:>9.1f}{1:>10.2f}{1:>12.2f}"
          f"  CPU {cost * 1000:.2f} ms a game")
    _parallel("--jobs 2 (processes)", header, args.games, serial, serial_s, None)
    try:
        import ray  # type: ignore[import-not-found, unused-ignore]
    except ImportError:
        print("local Ray: not installed (pip install 'arcade-races[cluster]'): no projection")
        return
    begun = time.perf_counter()
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    cluster_s = time.perf_counter() - begun
    try:
        running = _parallel("--ray (local, 2 CPUs)", header, args.games, serial, serial_s, "")
    finally:
        ray.shutdown()
    print(f"{'  Ray itself starting':<24}{cluster_s:>9.2f}")
    work = MILLION * cost / (CLUSTER_CORES * running)
    total = work + MILLION * take_in
    verdict = "ok" if total <= TARGET_MILLION_S else "too slow"
    print(f"projection: 1,000,000 games on {CLUSTER_CORES} cores of a running cluster: "
          f"{total / 60:.1f} min (games {work / 60:.1f} min: {cost * 1000:.2f} ms CPU each at "
          f"the local Ray's running efficiency {running:.2f}; the parent's records "
          f"{MILLION * take_in:.0f} s); target <= {TARGET_MILLION_S / 60:.0f} min: {verdict}")


def _parallel(name: str, header: Header, games: int, serial: list[GameRecord],
              serial_s: float, ray: str | None) -> float:
    """Time a start-up run (a game per worker) and the full run; print both and return the
    efficiency of the full run once started."""
    workers = 2
    start_up, _ = _timed(header, workers, workers, ray)
    seconds, records = _timed(header, games, workers, ray)
    if records != serial:
        raise SystemExit(f"{name}: the records differ from the serial run's")
    speed_up = serial_s / seconds
    efficiency = speed_up / workers
    running = min(1.0, serial_s / (workers * max(1e-9, seconds - start_up)))
    verdict = "ok" if efficiency >= TARGET_EFFICIENCY else "below"
    print(f"{name:<24}{seconds:>9.2f}{games / seconds:>9.1f}{speed_up:>10.2f}"
          f"{efficiency:>12.2f}  >= {TARGET_EFFICIENCY} {verdict}; same records")
    print(f"{'  of which start-up':<24}{start_up:>9.2f}{'':>9}{'':>10}{running:>12.2f}"
          f"  (the workers started; efficiency after it)")
    return running


if __name__ == "__main__":
    main()
