"""The script of a show: beats played one after another, or side by side, on the fixed step.

A view's director turns each event into beats and adds them to the view's `Script`; the scene
waits while the script is `busy`. Every beat has the same life: it *begins* (once), it
*advances* by the time of each update, and it *ends* (once), after which its leftover time goes
on to the next beat in the same update, so a run of short beats keeps its rhythm at any frame
rate or speed.

- `Clip(duration, start, step, end)`: the timed beat. `start()` when it begins, `step(t)` on
  every update with `t` its progress from 0 to 1, then `step(1.0)` and `end()` when it ends.
- `wait(seconds)`, `call(fn)` and `wait_until(condition, most)`: clips with one job each.
- `sequence(*beats)`: beats one after another, as one beat.
- `parallel(*beats)`: beats that begin together; the group ends when the last of them has.

**What `until` means** (one meaning, for every beat): a clip with `until` ends at the first
update after which `until()` is true, or when its `duration` runs out, whichever comes first;
`duration` is then the most it may take. `until()` is asked once per update, after the clip's
clock has moved on (so never before the clip has begun). Ended by `until`, the clip uses up the
rest of that update (the next beat begins in the same update, with no time of its own); ended
by its duration, it hands the time past its end on, as every timed beat does.

**Skip to the end** (`Script.skip()`, for seeking a replay or a speed too high to watch): every
pending beat runs to its end state at once, in order: a clip not yet begun begins, then gets
`step(1.0)` and `end()`; a clip waiting on `until` ends without waiting. So a beat's `end` must
leave the state its full run would leave (set the final values, don't rely on the last step).

>>> log: list[str] = []
>>> script = Script()
>>> script.add(Clip(0.5, start=lambda: log.append("deal"), end=lambda: log.append("dealt")),
...            call(lambda: log.append("bell")))
>>> script.update(0.4); log, script.busy
(['deal'], True)
>>> script.update(0.2); log, script.busy
(['deal', 'dealt', 'bell'], False)
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable
from dataclasses import dataclass


class Beat:
    """One piece of a show. Subclasses define `advance` and `finish`.

    `advance(dt)` moves the beat on by `dt` seconds (beginning it first if it has not begun) and
    returns None while it runs, or the time left over from `dt` once it has ended. `finish()`
    runs it to its end state at once. `done` says whether it has ended.
    """

    done: bool = False

    def advance(self, dt: float) -> float | None:
        """Move on by `dt`; None while running, else the time left over past the end."""
        raise NotImplementedError

    def finish(self) -> None:
        """Run to the end state at once (begin first if need be). Nothing if already done."""
        raise NotImplementedError


@dataclass(eq=False)
class Clip(Beat):
    """A timed beat: `start()` once, `step(t)` every update (`t` from 0 to 1), `end()` once.

    With `until`, the clip ends as soon as `until()` holds after an update (`duration` is
    then the most it may take). `cut()` ends it at the next update (a player skipping a
    pause). `started` and `elapsed` say where it is.

    >>> seen: list[float] = []
    >>> clip = Clip(1.0, step=seen.append)
    >>> clip.advance(0.25), clip.advance(1.0), seen
    (None, 0.25, [0.25, 1.0])
    """

    duration: float
    start: Callable[[], None] | None = None
    step: Callable[[float], None] | None = None
    end: Callable[[], None] | None = None
    until: Callable[[], bool] | None = None
    elapsed: float = 0.0
    started: bool = False
    done: bool = False

    def begin(self) -> None:
        """Begin, if not yet begun: `start()` runs once."""
        if not self.started:
            self.started = True
            if self.start is not None:
                self.start()

    def advance(self, dt: float) -> float | None:
        if self.done:
            return dt
        self.begin()
        self.elapsed += dt
        early = self.until is not None and self.until()
        if self.elapsed < self.duration and not early:
            if self.step is not None:
                self.step(self.elapsed / self.duration)
            return None
        self._close()
        return max(0.0, self.elapsed - self.duration)

    def finish(self) -> None:
        if self.done:
            return
        self.begin()
        self._close()

    def cut(self) -> None:
        """End at the next update, as if the clip's time had run out."""
        self.elapsed = max(self.elapsed, self.duration)

    def _close(self) -> None:
        self.done = True
        if self.step is not None:
            self.step(1.0)
        if self.end is not None:
            self.end()


def wait(seconds: float) -> Clip:
    """A pause of `seconds`.

    >>> wait(0.3).advance(0.5)
    0.2
    """
    return Clip(seconds)


def call(fn: Callable[[], None]) -> Clip:
    """A beat that only calls `fn`, taking no time."""
    return Clip(0.0, start=fn)


def wait_until(condition: Callable[[], bool], most: float,
               start: Callable[[], None] | None = None,
               end: Callable[[], None] | None = None) -> Clip:
    """A beat that lasts until `condition()` holds (dice come to rest), `most` seconds at most.

    >>> resting = [False]
    >>> beat = wait_until(lambda: resting[0], most=2.0)
    >>> beat.advance(0.1) is None
    True
    >>> resting[0] = True
    >>> beat.advance(0.1)
    0.0
    """
    return Clip(most, start=start, end=end, until=condition)


class Sequence(Beat):
    """Beats one after another, each handing its leftover time to the next.

    Beats added while it runs (by a beat's `start` or `end`) join the end of the queue.

    >>> log: list[str] = []
    >>> seq = sequence(call(lambda: log.append("a")), wait(0.5), call(lambda: log.append("b")))
    >>> seq.advance(0.25), log
    (None, ['a'])
    >>> seq.advance(0.5), log
    (0.25, ['a', 'b'])
    """

    def __init__(self, beats: Iterable[Beat] = ()) -> None:
        self.beats: deque[Beat] = deque(beats)
        self.done = False

    def add(self, *beats: Beat) -> None:
        """Queue `beats` after the ones waiting."""
        self.beats.extend(beats)

    def advance(self, dt: float) -> float | None:
        while self.beats:
            beat = self.beats[0]
            left = beat.advance(dt)
            if left is None:
                return None
            dt = left
            # A beat's `end` may have cleared the queue (a view syncing): drop only itself.
            if self.beats and self.beats[0] is beat:
                self.beats.popleft()
        self.done = True
        return dt

    def finish(self) -> None:
        while self.beats:
            beat = self.beats[0]
            beat.finish()
            if self.beats and self.beats[0] is beat:
                self.beats.popleft()
        self.done = True


class Parallel(Beat):
    """Beats that begin together; the group ends when the last one has ended.

    The leftover time is the least any beat that ended in the group's last update left.

    >>> group = parallel(wait(0.2), wait(0.5))
    >>> group.advance(0.3) is None
    True
    >>> round(group.advance(0.3) or 0, 3)
    0.1
    """

    def __init__(self, beats: Iterable[Beat] = ()) -> None:
        self.beats: list[Beat] = list(beats)
        self.done = False

    def advance(self, dt: float) -> float | None:
        least: float | None = None
        for beat in self.beats:
            if beat.done:
                continue
            left = beat.advance(dt)
            if left is not None:
                least = left if least is None else min(least, left)
        if all(beat.done for beat in self.beats):
            self.done = True
            return dt if least is None else least
        return None

    def finish(self) -> None:
        for beat in self.beats:
            beat.finish()
        self.done = True


def sequence(*beats: Beat) -> Sequence:
    """`beats` one after another, as one beat."""
    return Sequence(beats)


def parallel(*beats: Beat) -> Parallel:
    """`beats` side by side, as one beat that ends with the last of them."""
    return Parallel(beats)


class Script:
    """The queue of beats a view plays; `busy` while any wait.

    `add` queues beats; `clip` queues a timed clip and returns it (for `cut`, or to change its
    duration when it begins); `update(dt)` plays them on; `skip()` runs them all to their end
    states at once; `clear()` forgets them (a view syncing to a new state).
    """

    def __init__(self) -> None:
        self._queue = Sequence()

    @property
    def busy(self) -> bool:
        """Whether any beat is still waiting or running."""
        return bool(self._queue.beats)

    def __len__(self) -> int:
        return len(self._queue.beats)

    @property
    def current(self) -> Beat | None:
        """The beat running (or next to begin), if any."""
        return self._queue.beats[0] if self._queue.beats else None

    def add(self, *beats: Beat) -> None:
        """Queue `beats` after the ones waiting."""
        self._queue.add(*beats)

    def clip(self, duration: float, start: Callable[[], None] | None = None,
             step: Callable[[float], None] | None = None,
             end: Callable[[], None] | None = None,
             until: Callable[[], bool] | None = None) -> Clip:
        """Queue a `Clip` with these parts and return it."""
        clip = Clip(duration, start, step, end, until)
        self._queue.add(clip)
        return clip

    def update(self, dt: float) -> None:
        """Play the beats on by `dt` seconds."""
        self._queue.advance(dt)

    def skip(self) -> None:
        """Run every pending beat to its end state at once, in order."""
        self._queue.finish()

    def clear(self) -> None:
        """Forget every pending beat (their ends do not run)."""
        self._queue.beats.clear()


__all__ = ["Beat", "Clip", "Parallel", "Script", "Sequence", "call", "parallel", "sequence",
           "wait", "wait_until"]
