"""tools/probe_stalls.py: gaps between clock reads sorted into stalls charged as CPU time and
preemptions, on clocks given by the test, and the report it prints."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from types import ModuleType

import pytest

from tests.tools import load_tool


@pytest.fixture(scope="module")
def tool() -> ModuleType:
    return load_tool("probe_stalls")


def clock(readings: list[float]) -> Callable[[], float]:
    """A clock that reads `readings` in turn (seconds)."""
    values: Iterator[float] = iter(readings)
    return lambda: next(values)


def test_a_gap_with_the_cpu_time_running_on_is_charged_one_without_is_preempted(
    tool: ModuleType,
) -> None:
    # Reads every millisecond, but for a 38 ms gap the CPU clock followed (the host stopped
    # the thread) and a 19 ms gap it did not (the guest ran something else).
    wall = [0.000, 0.001, 0.002, 0.040, 0.041, 0.060, 0.061, 0.200]
    cpu = [0.000, 0.001, 0.002, 0.040, 0.041, 0.041, 0.042, 0.043]
    found = tool.probe(0.1, 5.0, wall=clock(wall), cpu=clock(cpu))
    assert [round(w) for w, _, _ in found.charged] == [38]
    # The last read, past the probe's end, is a gap too (139 ms, 1 ms of CPU).
    assert [round(w) for w, _, _ in found.preempted] == [19, 139]
    assert found.reads == len(wall) - 1


def test_the_report_names_a_stall_over_a_frame_and_says_so_when_there_is_none(
    tool: ModuleType,
) -> None:
    stalled = tool.Stalls(seconds=10.0, reads=10_000_000, charged=[(34.9, 34.9, 99.5)])
    lines = tool.report(stalled, 1, 5.0)
    assert "34.9 ms (34.9 cpu) at 100 s" in lines[1]
    assert "over a frame's 16.7 ms, the longest 34.9 ms" in lines[-1]
    quiet = tool.Stalls(seconds=10.0, reads=10_000_000, charged=[(6.2, 6.2, 3.0)])
    assert "no charged stall over a frame's 16.7 ms (longest 6.2 ms)" in tool.report(
        quiet, 0, 5.0)[-1]


def test_a_short_real_probe_runs_with_a_busy_process_beside_it(tool: ModuleType) -> None:
    with tool.busy(1):
        found = tool.probe(0.05, 5.0)
    assert found.reads > 0
