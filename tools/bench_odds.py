"""Bench the odds engine: per game, the time of the first odds update of an action (within
the worker's budget), then the rollouts and 95% interval width the odds process reaches by
refining until the next action of an exhibition at 1x, against the target (every runner's
interval narrower than 0.15 by then).

    .venv/bin/python tools/bench_odds.py [--budget 0.05] [--positions 12] [--seed 1]

Positions are taken along one game of four normal AI seats per game (evenly spaced actions);
each is estimated as the `OddsWorker`'s process does: the first estimate in the budget, then
refined for the game's time between two actions (`GAP`). The refining is timed in this
process's CPU time (the odds process has a core of its own; a shared machine's wall clock
would only measure the neighbours).
"""

from __future__ import annotations

import argparse
import statistics
import time

from arcade_races.gamesetup import ai_seats, make_agents, make_header
from arcade_races.match import Match
from arcade_races.odds import Odds, begin, exact_odds, sampled
from arcade_races.odds.montecarlo import Sampler

GAMES = ("pferderennen", "favoriten", "six_day", "crazy_race", "rennfieber")
GAP = {"pferderennen": 0.77, "favoriten": 1.08, "six_day": 0.6, "crazy_race": 0.45,
       "rennfieber": 0.6}
"""Median game seconds between two actions of each game's exhibition at 1x (the play scene
on the fixed clock, one game of 5-6 normal AI seats, seed 1: the time from one action's
`submit` to the next's), the time the odds process has to refine an action's odds."""
TARGET_WIDTH = 0.15
"""The widest 95% interval a spectator's odds may have by the next action."""
OVERRUN = 1.5
"""An update may end up to one rollout past the budget; more than this many budgets fails."""


def positions(game_id: str, seed: int, count: int) -> list[Match]:
    """Copies of one game at `count` evenly spaced actions."""
    header = make_header(game_id, ai_seats(game_id, 4), seed)
    match = Match(header.build_game(), seed, make_agents(header))
    states = [match.state.clone()]
    while not match.is_over():
        match.step()
        states.append(match.state.clone())
    step = max(1, len(states) // count)
    picked = states[:-1:step][:count]
    return [Match(header.build_game(), seed, state=s) for s in picked]


def width(odds: Odds) -> float:
    """The widest runner's 95% interval."""
    return max(h - lo for lo, h in zip(odds.low, odds.high, strict=True))


def main() -> None:
    """Print one row per game."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--budget", type=float, default=0.05)
    parser.add_argument("--positions", type=int, default=12)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--game", action="append", choices=GAMES)
    args = parser.parse_args()
    budget = args.budget
    print(f"target: a first update within {budget * 1000:.0f} ms (x{OVERRUN} for the last "
          f"rollout), every interval under {TARGET_WIDTH} by the next action at 1x (gap)")
    print(f"{'game':<14}{'update ms':>10}{'max ms':>8}{'exact':>7}{'first n':>8}{'width':>7}"
          f"{'gap s':>6}{'gap n':>7}{'width':>7}{'widest':>7}  verdict")
    for game_id in args.game or GAMES:
        matches = positions(game_id, args.seed, args.positions)
        # The first exact estimate of a session fills the memo of its rules (once a process).
        exact_odds(matches[0].state)
        gap = GAP[game_id]
        times, first_n, first_w, gap_n, gap_w, exact = [], [], [], [], [], 0
        for number, match in enumerate(matches):
            start = time.perf_counter()
            odds = begin(match.state, seed=number)
            if isinstance(odds, Sampler):
                sampler = odds
                sampler.run(100_000, time.perf_counter() + budget)
                odds = sampled(sampler)
            times.append(time.perf_counter() - start)
            if odds.exact:
                exact += 1
                continue
            first_n.append(odds.samples)
            first_w.append(width(odds))
            cpu_end = time.process_time() + gap - budget
            while time.process_time() < cpu_end:
                sampler.run(sampler.done + 1)
            gap_n.append(sampler.done)
            gap_w.append(width(sampled(sampler)))

        def mean(values: list[float] | list[int], fmt: str) -> str:
            return format(statistics.mean(values), fmt) if values else "-"

        ok_time = max(times) <= OVERRUN * budget
        ok_width = not gap_w or max(gap_w) <= TARGET_WIDTH
        verdict = "ok" if ok_time and ok_width else ", ".join(
            v for v, bad in (("over budget", not ok_time), ("too wide", not ok_width)) if bad)
        print(f"{game_id:<14}{statistics.mean(times) * 1000:>10.1f}{max(times) * 1000:>8.1f}"
              f"{exact:>4}/{len(matches):<2}{mean(first_n, '.0f'):>8}{mean(first_w, '.3f'):>7}"
              f"{gap:>6.2f}{mean(gap_n, '.0f'):>7}{mean(gap_w, '.3f'):>7}"
              f"{(format(max(gap_w), '.3f') if gap_w else '-'):>7}  {verdict}", flush=True)


if __name__ == "__main__":
    main()
