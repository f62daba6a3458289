"""Easing and tweens: values that move over time, advanced by the fixed time step."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field

Ease = Callable[[float], float]


def linear(t: float) -> float:
    """No easing."""
    return t


def ease_in_out(t: float) -> float:
    """Slow, fast, slow (cubic)."""
    return 4 * t * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def ease_out(t: float) -> float:
    """Fast then settling (cubic)."""
    return 1 - (1 - t) ** 3


def ease_in(t: float) -> float:
    """Slow then fast (cubic)."""
    return t * t * t


def ease_out_back(t: float) -> float:
    """Overshoots a little and comes back: a lively arrival."""
    c1 = 1.70158
    c3 = c1 + 1
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2


def ease_out_bounce(t: float) -> float:
    """Lands and bounces."""
    n, d = 7.5625, 2.75
    if t < 1 / d:
        return n * t * t
    if t < 2 / d:
        t -= 1.5 / d
        return n * t * t + 0.75
    if t < 2.5 / d:
        t -= 2.25 / d
        return n * t * t + 0.9375
    t -= 2.625 / d
    return n * t * t + 0.984375


def hop(t: float, height: float = 1.0) -> float:
    """A jump's height over its course: 0 at both ends, `height` in the middle."""
    return height * math.sin(math.pi * max(0.0, min(1.0, t)))


def lerp(a: float, b: float, t: float) -> float:
    """The value a fraction `t` of the way from `a` to `b`."""
    return a + (b - a) * t


def lerp_point(
    a: tuple[float, float], b: tuple[float, float], t: float
) -> tuple[float, float]:
    """The point a fraction `t` of the way from `a` to `b`."""
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


@dataclass
class Tween:
    """A value going from `start` to `end` over `duration` seconds after `delay`."""

    start: float
    end: float
    duration: float
    ease: Ease = ease_in_out
    delay: float = 0.0
    elapsed: float = 0.0

    def update(self, dt: float) -> None:
        """Advance by `dt` seconds."""
        self.elapsed += dt

    @property
    def progress(self) -> float:
        """0 before it starts, 1 once done, eased in between."""
        if self.duration <= 0:
            return 1.0 if self.elapsed >= self.delay else 0.0
        t = (self.elapsed - self.delay) / self.duration
        return self.ease(max(0.0, min(1.0, t)))

    @property
    def value(self) -> float:
        """The current value."""
        return lerp(self.start, self.end, self.progress)

    @property
    def done(self) -> bool:
        """Whether the tween has reached its end."""
        return self.elapsed >= self.delay + self.duration


@dataclass
class Timeline:
    """A queue of timed steps: each callback runs when its time comes, in order."""

    now: float = 0.0
    _items: list[tuple[float, int, Callable[[], None]]] = field(default_factory=list)
    _count: int = 0

    def at(self, delay: float, action: Callable[[], None]) -> None:
        """Run `action` `delay` seconds from now."""
        self._count += 1
        self._items.append((self.now + delay, self._count, action))
        self._items.sort(key=lambda item: (item[0], item[1]))

    def update(self, dt: float) -> None:
        """Advance and run what is due."""
        self.now += dt
        while self._items and self._items[0][0] <= self.now:
            _, _, action = self._items.pop(0)
            action()

    @property
    def idle(self) -> bool:
        """Whether nothing is waiting."""
        return not self._items

    def clear(self) -> None:
        """Forget everything waiting."""
        self._items.clear()
