"""The odds process: `python -m arcade_races.odds.serve`, started by `OddsWorker`.

It talks in lines of JSON. In on stdin: first the game (``{"game": base64 pickle, "budget":
seconds, "refine": bool}``), then one ``{"n": number, "state": to_dict}`` per action, and
``{"quit": true}`` (or the end of stdin: the window is gone) to stop. Out on stdout: one
``{"n", "chances", "low", "high", "samples", "exact"}`` per estimate, a refined one with the
same number again; ``{"error": text}`` if it cannot go on. A process of its own keeps the
rollouts off the frame's interpreter lock and gives them the machine's other core.
"""

from __future__ import annotations

import base64
import contextlib
import json
import os
import pickle
import signal
import sys
import threading
from collections import deque
from typing import IO, Any

from arcade_races.core.state import Game
from arcade_races.odds.desk import Desk

NICENESS = 10
"""How much this process steps back for others (`os.nice`): the odds are the broadcast's
extra and the frame is the show, so where no core is spare (a laptop with a browser open)
the scheduler gives the window's threads their turn first."""


class Inbox:
    """What stdin brings, read on a thread of its own so a new state can cut a refinement
    short: ``(number, state dict)`` items, None once told to quit."""

    def __init__(self, stream: IO[str]) -> None:
        self.items: deque[tuple[int, dict[str, Any]] | None] = deque()
        self.cond = threading.Condition()
        self.stream = stream
        threading.Thread(target=self._read, name="odds-inbox", daemon=True).start()

    def _read(self) -> None:
        try:
            for line in self.stream:
                message = json.loads(line)
                if message.get("quit"):
                    break
                self._put((int(message["n"]), message["state"]))
        except (OSError, ValueError):
            pass
        self._put(None)

    def _put(self, item: tuple[int, dict[str, Any]] | None) -> None:
        with self.cond:
            self.items.append(item)
            self.cond.notify()

    def waiting(self) -> bool:
        """Whether something has come in (a cheap check between two rollouts)."""
        return bool(self.items)

    def take(self, block: bool) -> tuple[int, dict[str, Any]] | bool | None:
        """The next item; False if there is none and `block` is off."""
        with self.cond:
            while block and not self.items:
                self.cond.wait()
            return self.items.popleft() if self.items else False


def post(out: IO[str], number: int, odds: Any) -> None:
    """Write one estimate."""
    out.write(json.dumps({"n": number, "chances": odds.chances, "low": odds.low,
                          "high": odds.high, "samples": odds.samples,
                          "exact": odds.exact}) + "\n")
    out.flush()


def serve(inp: IO[str], out: IO[str]) -> None:
    """Estimate what comes in on `inp` until told to quit."""
    hello = json.loads(inp.readline() or "{}")
    if "game" not in hello:
        return
    game: Game = pickle.loads(base64.b64decode(hello["game"]))
    desk = Desk(float(hello.get("budget", 0.05)), bool(hello.get("refine", True)))
    inbox = Inbox(inp)
    while True:
        item = inbox.take(block=not desk.refining())
        if item is None:
            return
        if item is False:
            refined = desk.refine(inbox.waiting)
            if refined is not None:
                post(out, *refined)
            continue
        assert not isinstance(item, bool)
        number, data = item
        backlog = 1 + sum(1 for queued in inbox.items if queued is not None)
        post(out, number, desk.first(number, game.state_from_dict(data), backlog))


def main() -> None:
    """Serve stdin to stdout; quiet at the end, however it comes."""
    # Ctrl+C in the terminal reaches the whole process group: the window's process decides.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    with contextlib.suppress(AttributeError, OSError):  # (no `os.nice` on Windows)
        os.nice(NICENESS)
    try:
        serve(sys.stdin, sys.stdout)
    except (BrokenPipeError, KeyboardInterrupt):
        pass
    except Exception as err:  # told to the window, which falls back
        with contextlib.suppress(OSError):
            sys.stdout.write(json.dumps({"error": f"{type(err).__name__}: {err}"}) + "\n")
            sys.stdout.flush()
    with contextlib.suppress(OSError):
        sys.stdout.close()


if __name__ == "__main__":
    main()
