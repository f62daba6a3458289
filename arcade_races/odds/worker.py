"""Odds off the frame: one background thread works through the submitted states in order."""

from __future__ import annotations

import threading
from collections import deque
from typing import TYPE_CHECKING

from arcade_races.core.state import Game, State

if TYPE_CHECKING:
    from arcade_races.odds import Odds

MAX_SAMPLES = 100_000
"""A cap that the time budget always reaches first."""


class OddsWorker:
    """Estimates the odds after each submitted action on one daemon thread.

    Each estimate gets `budget` seconds (shared out when states queue up, so the worker keeps
    pace with a fast exhibition) and the action number as its seed. `poll` never blocks."""

    def __init__(self, game: Game, budget: float = 0.05) -> None:
        self.game = game
        self.budget = budget
        self._queue: deque[tuple[int, State]] = deque()
        self._done: list[tuple[int, Odds]] = []
        self._lock = threading.Lock()
        self._wake = threading.Condition(self._lock)
        self._closed = False
        self._thread = threading.Thread(target=self._run, name="odds", daemon=True)
        self._thread.start()

    def submit(self, number: int, state: State) -> None:
        """Queue `state` (a clone of the state after action `number`; the worker keeps it)."""
        with self._wake:
            self._queue.append((number, state))
            self._wake.notify()

    def poll(self) -> list[tuple[int, Odds]]:
        """The estimates finished since the last poll, in the order submitted."""
        with self._lock:
            done, self._done = self._done, []
        return done

    def pending(self) -> int:
        """How many submitted states have no estimate yet (the one being worked on included)."""
        with self._lock:
            return len(self._queue) + self._busy

    _busy = 0

    def close(self) -> None:
        """Stop the thread after the estimate under way (waits for it, at most a budget or so)."""
        with self._wake:
            self._closed = True
            self._queue.clear()
            self._wake.notify()
        self._thread.join(timeout=max(1.0, 4 * self.budget))

    def _run(self) -> None:
        from arcade_races.odds import estimate

        while True:
            with self._wake:
                while not self._queue and not self._closed:
                    self._wake.wait()
                if self._closed:
                    return
                number, state = self._queue.popleft()
                backlog = 1 + len(self._queue)
                self._busy = 1
            odds = estimate(state, samples=MAX_SAMPLES, seed=number,
                            budget=self.budget / backlog)
            with self._lock:
                self._busy = 0
                if self._closed:
                    return
                self._done.append((number, odds))
