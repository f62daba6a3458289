"""The odds worker: estimates in order, off the frame (a process, or a thread where there is
none), `poll` never waiting, refinements narrowing, and nothing left running after `close`."""

from __future__ import annotations

import contextlib
import os
import subprocess
import time
from collections.abc import Iterator

import pytest

from arcade_races.odds import Odds, OddsWorker
from arcade_races.odds.serve import NICENESS
from arcade_races.odds.worker import _LIVE
from tests.odds.helpers import match_of

PATIENCE = 90.0
"""Seconds a test waits for answers: a busy machine takes seconds to start a process."""


@contextlib.contextmanager
def quick() -> Iterator[None]:
    """The block does next to no work (under 5 ms of this thread's CPU: no estimate is made
    in it) and waits for nothing long (under 50 ms by the clock: a worker thread may hold the
    interpreter lock for its 5 ms switch interval, longer on a loaded machine)."""
    wall, cpu = time.perf_counter(), time.thread_time()
    yield
    assert time.thread_time() - cpu < 0.005
    assert time.perf_counter() - wall < 0.05


def collect(worker: OddsWorker, numbers: list[int]) -> list[tuple[int, Odds]]:
    """Poll until every number has its first estimate (each poll must not wait)."""
    got: list[tuple[int, Odds]] = []
    deadline = time.monotonic() + PATIENCE
    while {n for n, _ in got} < set(numbers) and time.monotonic() < deadline:
        with quick():
            got.extend(worker.poll())  # poll never waits for the worker
        time.sleep(0.01)
    return got


@pytest.mark.parametrize("process", [True, False])
def test_worker_estimates_every_action_in_order_without_blocking(process: bool) -> None:
    match = match_of("pferderennen", seed=4)
    worker = OddsWorker(match.game, budget=0.01, process=process)
    assert worker.in_process == process
    try:
        numbers: list[int] = []
        for _ in range(12):
            match.step()
            with quick():
                worker.submit(match.number, match.state.clone())
            numbers.append(match.number)
        got = collect(worker, numbers)
        # First estimates in order (a refinement, if any, repeats the number just made).
        assert list(dict.fromkeys(n for n, _ in got)) == numbers
        assert all(sum(odds.chances) <= 1 + 1e-9 for _, odds in got)
        assert worker.pending() == 0
        # The process answered them all: it did not fail and leave them to the thread (it
        # did, for Pferderennen, while its game could not be pickled).
        assert worker.in_process == process
    finally:
        worker.close(wait=True)


def test_the_process_refines_the_latest_action_until_the_next_comes() -> None:
    match = match_of("favoriten", seed=5)
    for _ in range(30):
        match.step()
    worker = OddsWorker(match.game, budget=0.01)
    try:
        worker.submit(30, match.state.clone())
        got = collect(worker, [30])
        deadline = time.monotonic() + PATIENCE
        while len(got) < 3 and time.monotonic() < deadline:
            got.extend(worker.poll())
            time.sleep(0.02)
        samples = [odds.samples for n, odds in got if n == 30]
        assert len(samples) >= 3 and samples == sorted(samples) and samples[-1] > samples[0]
        widths = [max(h - lo for lo, h in zip(o.low, o.high, strict=True)) for _, o in got]
        assert widths[-1] < widths[0]
    finally:
        worker.close(wait=True)


def test_close_stops_the_process_and_reaps_it() -> None:
    match = match_of("crazy_race", seed=1)
    worker = OddsWorker(match.game, budget=0.02)
    for number in range(1, 6):
        match.step()
        worker.submit(number, match.state.clone())
    collect(worker, [1])
    start = time.perf_counter()
    worker.close()  # mid-estimate: the frame does not wait for it
    assert time.perf_counter() - start < 0.05
    worker.close(wait=True)  # a second close is harmless
    for thread in worker._threads:
        thread.join(timeout=5)
    proc = worker._proc
    assert proc is not None and proc.poll() is not None  # exited and reaped: no zombie
    assert worker not in _LIVE


@pytest.mark.skipif(not hasattr(os, "getpriority"), reason="no process priorities here")
def test_the_process_steps_back_for_the_window() -> None:
    # Where no core is spare, the scheduler gives the frame its turn before the rollouts.
    match = match_of("favoriten", seed=1)
    worker = OddsWorker(match.game, budget=0.01)
    try:
        worker.submit(1, match.state.clone())
        assert collect(worker, [1])  # the process is up (its priority is set first thing)
        proc = worker._proc
        assert proc is not None
        mine = os.getpriority(os.PRIO_PROCESS, 0)
        assert os.getpriority(os.PRIO_PROCESS, proc.pid) == min(19, mine + NICENESS)
    finally:
        worker.close(wait=True)


def test_close_stops_the_thread() -> None:
    match = match_of("crazy_race", seed=1)
    worker = OddsWorker(match.game, budget=0.02, process=False)
    for number in range(1, 6):
        match.step()
        worker.submit(number, match.state.clone())
    worker.close(wait=True)
    assert worker._thread is not None and not worker._thread.is_alive()


def test_falls_back_to_the_thread_when_no_process_starts(
        monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(*args: object, **kwargs: object) -> None:
        raise OSError("no processes here")

    monkeypatch.setattr(subprocess, "Popen", refuse)
    match = match_of("favoriten", seed=2)
    worker = OddsWorker(match.game, budget=0.01)
    try:
        match.step()
        worker.submit(1, match.state.clone())
        assert [n for n, _ in collect(worker, [1])][:1] == [1]
        assert not worker.in_process
    finally:
        worker.close(wait=True)
