"""Odds off the frame: a process of its own (`arcade_races.odds.serve`) works through the
submitted states in order and refines the latest one while the table shows it; where no
process can be started (or it fails) one background thread does the same without refining.

The frame only clones the state (its caller) and appends it to a list: a writer thread turns
it into a line of JSON for the process and a reader thread turns the answers into `Odds`, so
neither `submit` nor `poll` ever waits.
"""

from __future__ import annotations

import atexit
import base64
import contextlib
import json
import os
import pickle
import subprocess
import sys
import threading
import time
import weakref
from collections import deque
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any

from arcade_races.core.state import Game, State
from arcade_races.odds.desk import MAX_SAMPLES, Desk

if TYPE_CHECKING:
    from arcade_races.odds import Odds

__all__ = ["MAX_SAMPLES", "OddsWorker"]

QUIT_WAIT = 1.0
"""Seconds `close` gives the process to leave on its own before it is terminated."""

_LIVE: weakref.WeakSet[OddsWorker] = weakref.WeakSet()
"""Workers not closed yet: closed at exit, so no odds process outlives the window."""


_REAPERS: set[threading.Thread] = set()
"""Reaper threads still at work (a daemon thread would be cut off at exit: they are waited
for)."""


@atexit.register
def _close_all() -> None:
    for worker in list(_LIVE):
        worker.close()
    for reaper in list(_REAPERS):
        reaper.join(timeout=3 * QUIT_WAIT + 1)


class OddsWorker:
    """Estimates the odds after each submitted action off the frame.

    Each estimate gets `budget` seconds (shared out when states queue up, so the worker keeps
    pace with a fast exhibition) and the action number as its seed; with `refine` (a process
    only) the latest action's odds are posted again, with more rollouts, every
    `desk.REFINE_SLICE` seconds until the next state comes or they have settled: `poll` may
    then hand out the same action number again, each time narrower. `process=False` keeps it
    on a thread. `poll` never blocks."""

    def __init__(self, game: Game, budget: float = 0.05, refine: bool = True,
                 process: bool = True) -> None:
        self.game = game
        self.budget = budget
        self.refine = refine
        self._lock = threading.Condition()
        self._queue: deque[tuple[int, State]] = deque()
        self._done: list[tuple[int, Odds]] = []
        self._pending: dict[int, State] = {}
        """Submitted states with no first estimate yet, kept to hand to the thread if the
        process fails."""
        self._closed = False
        self._fallen = False
        """The process failed: the thread has the queue."""
        self._proc: subprocess.Popen[str] | None = None
        self._thread: threading.Thread | None = None
        self._threads: list[threading.Thread] = []
        self._reaper: threading.Thread | None = None
        self._process = process and not getattr(sys, "frozen", False) and bool(sys.executable)
        if self._process:
            # Started on the writer thread: starting a process can take a second on a busy
            # machine, and the frame must not wait for it.
            self._spawn_thread(self._link, "odds-writer")
        else:
            self._start_thread()
        _LIVE.add(self)

    # -- the frame's side -------------------------------------------------------------------

    def submit(self, number: int, state: State) -> None:
        """Queue `state` (a clone of the state after action `number`; the worker keeps it)."""
        with self._lock:
            if self._closed:
                return
            self._pending[number] = state
            self._queue.append((number, state))
            self._lock.notify_all()

    def poll(self) -> list[tuple[int, Odds]]:
        """The estimates finished since the last poll, in the order made (an action's first,
        then its refinements)."""
        with self._lock:
            done, self._done = self._done, []
        return done

    def pending(self) -> int:
        """How many submitted states have no estimate yet (the one being worked on included)."""
        with self._lock:
            return len(self._pending)

    @property
    def in_process(self) -> bool:
        """Whether the odds are worked out in a process of their own (else on a thread)."""
        return self._process and not self._fallen

    def close(self, wait: bool = False) -> None:
        """Stop the worker without holding up the frame: the process is told to quit and a
        reaper thread gives it a moment, then terminates and reaps it (no zombie; at exit
        every one left is reaped before the interpreter goes). The thread stops after the
        estimate under way. With `wait`, return only once all of it has stopped."""
        with self._lock:
            first = not self._closed
            self._closed = True
            self._queue.clear()
            self._lock.notify_all()
        _LIVE.discard(self)
        if self._process and first:
            self._reaper = threading.Thread(target=self._reap, name="odds-reaper", daemon=True)
            _REAPERS.add(self._reaper)
            self._reaper.start()
        if wait and self._reaper is not None:
            self._reaper.join()
        if wait and self._thread is not None:
            self._thread.join(timeout=max(1.0, 4 * self.budget))

    def _reap(self) -> None:
        for thread in self._threads:
            thread.join(timeout=QUIT_WAIT)
        with self._lock:
            proc = self._proc
        if proc is not None:
            try:
                proc.wait(timeout=QUIT_WAIT)
            except subprocess.TimeoutExpired:
                proc.terminate()
                try:
                    proc.wait(timeout=QUIT_WAIT)
                except subprocess.TimeoutExpired:
                    proc.kill()
                    proc.wait()
            for stream in (proc.stdin, proc.stdout):
                with contextlib.suppress(OSError):
                    if stream is not None:
                        stream.close()
        _REAPERS.discard(threading.current_thread())

    # -- the process ------------------------------------------------------------------------

    def _spawn_thread(self, target: Any, name: str, *args: Any) -> None:
        thread = threading.Thread(target=target, args=args, name=name, daemon=True)
        self._threads.append(thread)
        thread.start()

    def _link(self) -> None:
        """Start the odds process (or fall back to the thread), then write to it."""
        try:
            env = dict(os.environ)
            # The child imports this very package, wherever it was imported from.
            root = str(Path(__file__).resolve().parents[2])
            env["PYTHONPATH"] = os.pathsep.join(
                p for p in (root, env.get("PYTHONPATH", "")) if p)
            proc = subprocess.Popen(
                [sys.executable, "-m", "arcade_races.odds.serve"],
                stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                text=True, encoding="utf-8", bufsize=1, env=env, close_fds=True)
        except (OSError, ValueError):
            self._fall_back()
            return
        with self._lock:
            self._proc = proc
        self._spawn_thread(self._read, "odds-reader", proc)
        self._write(proc)

    def _write(self, proc: subprocess.Popen[str]) -> None:
        stream: IO[str] | None = proc.stdin
        assert stream is not None
        blob = None
        # Pickled here, not in the constructor: a big board's game is milliseconds of it. The
        # frame goes on using the game meanwhile, and a game fills its caches (dicts) as it is
        # played, so a dict may change size under the pickler: then it tries again.
        for _ in range(5):
            try:
                blob = base64.b64encode(pickle.dumps(self.game)).decode("ascii")
                break
            except (pickle.PicklingError, TypeError, AttributeError, RecursionError):
                break  # (RecursionError first: it is a RuntimeError too)
            except RuntimeError:
                time.sleep(0.01)
        if blob is None:
            proc.kill()  # the reader sees the end and falls back to the thread
            return
        try:
            stream.write(json.dumps({"game": blob, "budget": self.budget,
                                     "refine": self.refine}) + "\n")
            stream.flush()
            while True:
                with self._lock:
                    while not self._queue and not self._closed and not self._fallen:
                        self._lock.wait()
                    if self._fallen:
                        return
                    if self._closed:
                        break
                    number, state = self._queue.popleft()
                line = json.dumps({"n": number, "state": state.to_dict()},
                                  separators=(",", ":"))
                stream.write(line + "\n")
                stream.flush()
            stream.write('{"quit":true}\n')
            stream.flush()
        except (OSError, ValueError):
            pass  # the process is gone: the reader sees it and falls back

    def _read(self, proc: subprocess.Popen[str]) -> None:
        from arcade_races.odds import Odds

        stream = proc.stdout
        assert stream is not None
        failed = True
        try:
            for line in stream:
                message: dict[str, Any] = json.loads(line)
                if "error" in message:
                    break
                number = int(message["n"])
                odds = Odds(tuple(message["chances"]), tuple(message["low"]),
                            tuple(message["high"]), int(message["samples"]),
                            bool(message["exact"]))
                with self._lock:
                    if self._closed:
                        return
                    self._pending.pop(number, None)
                    self._done.append((number, odds))
            failed = not self._closed
        except (OSError, ValueError, KeyError, TypeError):
            pass
        if failed:
            self._fall_back()

    def _fall_back(self) -> None:
        """The process died: the thread takes over the states still without odds."""
        with self._lock:
            if self._closed:
                return
            self._fallen = True
            self._queue = deque(sorted(self._pending.items()))
            self._lock.notify_all()
            self._start_thread()

    # -- the thread -------------------------------------------------------------------------

    def _start_thread(self) -> None:
        self._thread = threading.Thread(target=self._run, name="odds", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        # No refining on a thread: it would never leave the interpreter lock to the frame.
        desk = Desk(self.budget, refine=False)
        while True:
            with self._lock:
                while not self._queue and not self._closed:
                    self._lock.wait()
                if self._closed:
                    return
                number, state = self._queue.popleft()
                backlog = 1 + len(self._queue)
            odds = desk.first(number, state, backlog)
            with self._lock:
                if self._closed:
                    return
                self._pending.pop(number, None)
                self._done.append((number, odds))
