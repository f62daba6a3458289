"""A fixed-time-step accumulator shared by the physics flourishes.

Frame times vary; the simulation must not. ``FixedStep`` turns any sequence of frame ``dt`` values
into whole steps of one fixed length, so a throw looks the same at 30, 60 or 144 frames a second
and is identical for a given seed no matter how the frames were cut.
"""

from __future__ import annotations

from collections.abc import Callable

STEP_120 = 1.0 / 120.0
"""The substep used by the dice and the card: small enough that fast dice never tunnel a wall."""

STEP_60 = 1.0 / 60.0
"""The step used by confetti, where one step per frame keeps hundreds of pieces cheap."""

MAX_FRAME = 0.25
"""Longest frame honoured at once; a stall (window drag, debugger) does not fast-forward."""


class FixedStep:
    """Feed frame times in, get fixed steps out.

    >>> steps = []
    >>> clock = FixedStep(0.1, lambda: steps.append(1))
    >>> clock.advance(0.25)
    2
    >>> clock.advance(0.05)
    1
    >>> len(steps)
    3
    """

    def __init__(self, step: float, on_step: Callable[[], None]) -> None:
        if step <= 0:
            raise ValueError(f"step must be positive, not {step}")
        self.step = step
        self._on_step = on_step
        self._accumulated = 0.0

    def advance(self, dt: float) -> int:
        """Add ``dt`` seconds of frame time and run every whole step now due; return how many."""
        if dt < 0:
            raise ValueError(f"dt must not be negative, not {dt}")
        self._accumulated += min(dt, MAX_FRAME)
        # A tiny epsilon so 1/60 of frame time reliably yields two 1/120 steps despite rounding.
        count = int((self._accumulated + 1e-9) / self.step)
        self._accumulated = max(0.0, self._accumulated - count * self.step)
        for _ in range(count):
            self._on_step()
        return count
