"""Bench the odds engine: per game, the time of one odds update and the 95% interval width it
reaches within the budget, against the target (an update within the budget, so an exhibition
at 1x never waits for its odds).

    .venv/bin/python tools/bench_odds.py [--budget 0.05] [--positions 12] [--seed 1]

Positions are taken along one game of four normal AI seats per game (evenly spaced actions);
each is estimated as the `OddsWorker` does, with the budget.
"""

from __future__ import annotations

import argparse
import statistics
import time

from arcade_races.gamesetup import ai_seats, make_agents, make_header
from arcade_races.match import Match
from arcade_races.odds import estimate, exact_odds

GAMES = ("pferderennen", "favoriten", "six_day", "crazy_race", "rennfieber")
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


def main() -> None:
    """Print one row per game."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--budget", type=float, default=0.05)
    parser.add_argument("--positions", type=int, default=12)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    budget = args.budget
    print(f"target: an odds update within {budget * 1000:.0f} ms (x{OVERRUN} for the last "
          "rollout), so an exhibition at 1x never waits")
    print(f"{'game':<14}{'update ms':>10}{'max ms':>9}{'exact':>7}{'samples':>9}"
          f"{'CI width':>10}{'max width':>11}  verdict")
    for game_id in GAMES:
        matches = positions(game_id, args.seed, args.positions)
        # The first exact estimate of a session fills the memo of its rules (once a process).
        exact_odds(matches[0].state)
        times, widths, samples, exact = [], [], [], 0
        for number, match in enumerate(matches):
            start = time.perf_counter()
            odds = estimate(match.state, samples=100_000, seed=number, budget=budget)
            times.append(time.perf_counter() - start)
            if odds.exact:
                exact += 1
                continue
            samples.append(odds.samples)
            widths.append(max(h - lo for lo, h in zip(odds.low, odds.high, strict=True)))
        mean_ms = statistics.mean(times) * 1000
        max_ms = max(times) * 1000
        width = f"{statistics.mean(widths):.3f}" if widths else "0"
        widest = f"{max(widths):.3f}" if widths else "0"
        n = f"{statistics.mean(samples):.0f}" if samples else "-"
        verdict = "ok" if max(times) <= OVERRUN * budget else "over budget"
        print(f"{game_id:<14}{mean_ms:>10.1f}{max_ms:>9.1f}{exact:>4}/{len(matches):<2}{n:>9}"
              f"{width:>10}{widest:>11}  {verdict}")


if __name__ == "__main__":
    main()
