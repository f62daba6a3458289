"""The odds worker: estimates in order, off the calling thread, `poll` never waiting."""

from __future__ import annotations

import time

from arcade_races.odds import Odds, OddsWorker
from tests.odds.helpers import match_of


def test_worker_estimates_every_action_in_order_without_blocking() -> None:
    match = match_of("pferderennen", seed=4)
    worker = OddsWorker(match.game, budget=0.01)
    try:
        numbers: list[int] = []
        got: list[tuple[int, Odds]] = []
        for _ in range(12):
            match.step()
            worker.submit(match.number, match.state.clone())
            numbers.append(match.number)
            start = time.perf_counter()
            got.extend(worker.poll())
            assert time.perf_counter() - start < 0.005  # poll never waits for the thread
        deadline = time.monotonic() + 5
        while len(got) < len(numbers) and time.monotonic() < deadline:
            got.extend(worker.poll())
            time.sleep(0.005)
        assert [n for n, _ in got] == numbers
        assert all(sum(odds.chances) <= 1 + 1e-9 for _, odds in got)
    finally:
        worker.close()


def test_close_stops_the_thread() -> None:
    match = match_of("crazy_race", seed=1)
    worker = OddsWorker(match.game, budget=0.02)
    for number in range(1, 6):
        match.step()
        worker.submit(number, match.state.clone())
    worker.close()
    assert not worker._thread.is_alive()
