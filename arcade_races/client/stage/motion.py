"""Declarative motion: easing curves, attribute tweens and hops along a path, as beats.

- Easing functions map progress 0..1 to eased progress (`ease_in_out`, `ease_out_back`...).
- `animate(thing, duration=..., easing=..., x=..., lift=...)` is a `Clip` that moves any
  object's numeric attributes from their values when it begins to the targets (in the manner of
  Tuxemon's `animate`); `initial=` names start values instead.
- `hop_along(count, duration, to=...)` is a `Clip` for a token hopping space by space along a
  path: it reports its place on the path (0..count, in spaces) and its height above the ground
  on every update, `on_space(k)` as it lands on each space, and fires `lines` (callbacks at path
  positions, a sprint line at 7.5 say) as it crosses them, all of them by its end even when
  skipped. `point_at(points, s)` turns a place on a polyline into a screen point.

>>> class Token:
...     x = 0.0
>>> token = Token()
>>> move = animate(token, duration=1.0, easing=linear, x=10.0)
>>> move.advance(0.25); token.x
2.5
>>> move.finish(); token.x
10.0
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence

from arcade_races.client.stage.script import Clip

Ease = Callable[[float], float]
Vec = tuple[float, float]


# -- easing ------------------------------------------------------------------------------------


def linear(t: float) -> float:
    """No easing."""
    return t


def ease_in_out(t: float) -> float:
    """Slow, fast, slow (cubic).

    >>> ease_in_out(0.5)
    0.5
    """
    return 4 * t * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def ease_out(t: float) -> float:
    """Fast then settling (cubic)."""
    return 1 - (1 - t) ** 3


def ease_in(t: float) -> float:
    """Slow then fast (cubic)."""
    return t * t * t


def ease_out_back(t: float) -> float:
    """Overshoots a little and comes back: a lively arrival.

    >>> round(ease_out_back(0.7), 3) > 1.0
    True
    """
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
    """A jump's height over its course: 0 at both ends, `height` in the middle.

    >>> hop(0.5, 3.0)
    3.0
    """
    return height * math.sin(math.pi * max(0.0, min(1.0, t)))


# -- points --------------------------------------------------------------------------------------


def lerp(a: float, b: float, t: float) -> float:
    """The value a fraction `t` of the way from `a` to `b`."""
    return a + (b - a) * t


def lerp_point(a: Vec, b: Vec, t: float) -> Vec:
    """The point a fraction `t` of the way from `a` to `b`.

    >>> lerp_point((0.0, 0.0), (10.0, 4.0), 0.5)
    (5.0, 2.0)
    """
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


def unit(dx: float, dy: float) -> Vec:
    """The direction of (dx, dy) as a unit vector; (1, 0) for a null vector.

    >>> unit(0.0, -2.0)
    (0.0, -1.0)
    """
    length = math.hypot(dx, dy)
    return (1.0, 0.0) if length < 1e-9 else (dx / length, dy / length)


def point_at(points: Sequence[Vec], s: float) -> Vec:
    """The point `s` spaces along the polyline `points` (clamped to its ends).

    >>> point_at([(0.0, 0.0), (10.0, 0.0), (10.0, 10.0)], 1.5)
    (10.0, 5.0)
    """
    s = max(0.0, min(float(len(points) - 1), s))
    i = min(int(s), len(points) - 2)
    return lerp_point(points[i], points[i + 1], s - i)


# -- tweens --------------------------------------------------------------------------------------


def animate(thing: object, *, duration: float, easing: Ease = ease_in_out,
            initial: Mapping[str, float] | None = None,
            start: Callable[[], None] | None = None, end: Callable[[], None] | None = None,
            **targets: float) -> Clip:
    """A clip moving `thing`'s attributes to `targets` over `duration` seconds.

    Each attribute goes from its value when the clip begins (or from `initial`) to its target
    as `a + (b - a) * easing(t)`, and is set to the target exactly at the end. `start` and
    `end` run before the first and after the last change.

    >>> class Ace:
    ...     at, lift = 0.0, 0.0
    >>> ace = Ace()
    >>> clip = animate(ace, duration=0.5, easing=linear, initial={"at": 2.0}, at=4.0, lift=1.0)
    >>> clip.advance(0.25); (ace.at, ace.lift)
    (3.0, 0.5)
    """
    begin: dict[str, float] = {}

    def on_start() -> None:
        for name in targets:
            begin[name] = (initial[name] if initial is not None and name in initial
                           else float(getattr(thing, name)))
        if start is not None:
            start()

    def on_step(t: float) -> None:
        e = easing(t)
        for name, b in targets.items():
            a = begin[name]
            setattr(thing, name, a + (b - a) * e)

    def on_end() -> None:
        for name, b in targets.items():
            setattr(thing, name, b)
        if end is not None:
            end()

    return Clip(duration, on_start, on_step, on_end)


def hop_along(count: int, duration: float, *, to: Callable[[float, float], None],
              height: float = 1.0, each: bool = True, easing: Ease = ease_in_out,
              on_space: Callable[[int], None] | None = None,
              lines: Sequence[tuple[float, Callable[[], None]]] = (),
              start: Callable[[], None] | None = None,
              end: Callable[[], None] | None = None) -> Clip:
    """A token's hop over `count` spaces of a path in `duration` seconds, as a clip.

    `to(s, lift)` places the token on every update: `s` from 0 to `count` along the path (in
    spaces), `lift` its height above it. With `each` (hop by hop) every space takes an equal
    share of the time, eased by `easing`, with a jump of `height` in each; without it (a
    ride) the whole way is eased once and `lift` bobs `height` once per space crossed.
    `on_space(k)` runs once for each space landed on, k = 1..count, in order; each of `lines`
    (a place `s` on the path and a callback) fires once as the token passes it. By the end
    (also when skipped) every landing and line has fired, and `to(count, 0.0)` has run.

    >>> landed: list[int] = []
    >>> rang: list[str] = []
    >>> at: list[float] = []
    >>> clip = hop_along(3, 0.3, to=lambda s, lift: at.append(s), on_space=landed.append,
    ...                  lines=[(1.5, lambda: rang.append("bell"))])
    >>> clip.advance(0.15); landed, rang
    ([1], ['bell'])
    >>> clip.finish(); landed, rang, at[-1]
    ([1, 2, 3], ['bell'], 3.0)
    """
    hops = max(1, count)
    landed = [0]
    fired: set[int] = set()

    def settle(s: float) -> None:
        while on_space is not None and landed[0] < min(count, int(s + 1e-9)):
            landed[0] += 1
            on_space(landed[0])
        for i, (line, fire) in enumerate(lines):
            if i not in fired and s >= line:
                fired.add(i)
                fire()

    def step(t: float) -> None:
        if t >= 1.0:
            return
        if each:
            u = t * hops
            k = min(hops - 1, int(u))
            f = u - k
            s = (k + easing(f)) * count / hops
            lift = hop(f, height)
        else:
            s = count * easing(t)
            lift = abs(math.sin(math.pi * s)) * height
        settle(s)
        to(s, lift)

    def finish() -> None:
        settle(float(count))
        for i, (_, fire) in enumerate(lines):
            if i not in fired:
                fired.add(i)
                fire()
        to(float(count), 0.0)
        if end is not None:
            end()

    return Clip(duration, start, step, finish)


__all__ = ["Ease", "Vec", "animate", "ease_in", "ease_in_out", "ease_out", "ease_out_back",
           "ease_out_bounce", "hop", "hop_along", "lerp", "lerp_point", "linear", "point_at",
           "unit"]
