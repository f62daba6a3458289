"""Probe: does this machine stall a running thread, and charge the stall as its CPU time?

`tools/bench_render.py` trusts the main thread's own CPU time because other processes and
threads do not inflate it. On a virtual machine they can: when the host stops a virtual CPU,
the guest goes on counting the thread that was on it as running, so a frame of 3 ms of work
can read 30 ms of CPU time with nothing in the frame to blame (no collection, no page fault,
no other thread, the same frame fine the next time). This probe does nothing but read the two
clocks in a tight loop: every gap between two reads longer than `--gap` ms is a stall, and it
is *charged* when the thread's CPU time moved with the wall clock (the host stopped it; the
guest thought it ran) or *preempted* when it did not (the guest ran something else, as it
may). A charged stall longer than a frame's budget means the render bench's maximum on this
machine says as much about the machine as about the game.

`--busy N` runs N processes that spin beside the probe, as an exhibition's odds process keeps
the other core busy. No target: it prints what it saw.

    .venv/bin/python tools/probe_stalls.py [--seconds 300] [--busy 1] [--gap 5]
"""

from __future__ import annotations

import argparse
import contextlib
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

BUDGET_MS = 1000 / 60
"""A frame's budget at 60 fps, as `bench_render.TARGET_MAX_MS`."""
CHARGED = 0.8
"""A gap is charged when the thread's CPU time moved by at least this share of the wall's."""
SPIN = "while True: pass"
"""What a busy process runs."""


@dataclass
class Stalls:
    """The gaps a probe saw: (wall ms, cpu ms, seconds into the probe) of each."""

    seconds: float = 0.0
    reads: int = 0
    charged: list[tuple[float, float, float]] = field(default_factory=list)
    preempted: list[tuple[float, float, float]] = field(default_factory=list)

    def over(self, ms: float) -> list[tuple[float, float, float]]:
        """The charged stalls longer than `ms`."""
        return [gap for gap in self.charged if gap[0] > ms]


def probe(seconds: float, gap_ms: float,
          wall: Callable[[], float] = time.perf_counter,
          cpu: Callable[[], float] = time.thread_time) -> Stalls:
    """Read `wall` and `cpu` in a tight loop for `seconds` and sort every gap over `gap_ms`
    into charged and preempted (the clocks may be given, for a test)."""
    found = Stalls(seconds=seconds)
    gap = gap_ms / 1000
    start = w0 = wall()
    c0 = cpu()
    end = start + seconds
    reads = 0
    while w0 < end:
        w1 = wall()
        c1 = cpu()
        reads += 1
        if w1 - w0 > gap:
            entry = ((w1 - w0) * 1000, (c1 - c0) * 1000, w1 - start)
            (found.charged if c1 - c0 >= CHARGED * (w1 - w0) else found.preempted).append(entry)
        w0, c0 = w1, c1
    found.reads = reads
    return found


@contextlib.contextmanager
def busy(count: int) -> Iterator[None]:
    """`count` processes spinning until the block ends."""
    spinners = [subprocess.Popen([sys.executable, "-c", SPIN]) for _ in range(count)]
    try:
        yield
    finally:
        for spinner in spinners:
            spinner.kill()
            spinner.wait()


def report(found: Stalls, busy_count: int, gap_ms: float) -> list[str]:
    """The lines the probe prints."""
    def listed(gaps: list[tuple[float, float, float]]) -> str:
        worst = sorted(gaps, reverse=True)[:6]
        return ", ".join(f"{w:.1f} ms ({c:.1f} cpu) at {t:.0f} s" for w, c, t in worst) or "none"

    over = found.over(BUDGET_MS)
    worst = max((w for w, _, _ in found.charged), default=0.0)
    lines = [
        f"probe: {found.seconds:.0f} s of clock reads ({found.reads / found.seconds / 1e6:.2f} M"
        f" a second), {busy_count} busy process(es) beside it",
        f"  charged stalls over {gap_ms:g} ms (the thread's CPU time ran on): "
        f"{len(found.charged)}: {listed(found.charged)}",
        f"  preempted gaps over {gap_ms:g} ms (no CPU time charged): {len(found.preempted)}:"
        f" {listed(found.preempted)}",
    ]
    if over:
        lines.append(f"  {len(over)} charged stall(s) over a frame's {BUDGET_MS:.1f} ms, the"
                     f" longest {worst:.1f} ms: on this machine a frame can read that much CPU"
                     " time with no work of its own in it")
    else:
        lines.append(f"  no charged stall over a frame's {BUDGET_MS:.1f} ms (longest"
                     f" {worst:.1f} ms)")
    return lines


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--seconds", type=float, default=300.0,
                        help="how long to probe (default 300)")
    parser.add_argument("--busy", type=int, default=1,
                        help="processes spinning beside the probe (default 1)")
    parser.add_argument("--gap", type=float, default=5.0,
                        help="the shortest gap between two reads counted, in ms (default 5)")
    args = parser.parse_args()
    if args.seconds <= 0 or args.busy < 0 or args.gap <= 0:
        parser.error("--seconds and --gap must be positive and --busy not negative")
    with busy(args.busy):
        found = probe(args.seconds, args.gap)
    print("\n".join(report(found, args.busy, args.gap)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
