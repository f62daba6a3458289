"""tools/bench_ab.py: a round plays the same seeded playouts in the tree it is given, and the
comparison prints both trees' figures (here the project against itself, on a tiny workload)."""

from __future__ import annotations

import sys
from pathlib import Path
from types import ModuleType

import pytest

from tests.tools import load_tool

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def tool() -> ModuleType:
    return load_tool("bench_ab")


def test_a_comparison_prints_both_trees_and_their_ratio(
    tool: ModuleType, capsys: pytest.CaptureFixture[str],
) -> None:
    tool.compare(ROOT, "favoriten", 2, 1)
    line = capsys.readouterr().out
    assert line.startswith("favoriten") and "us a step" in line and "this tree / base:" in line


def test_a_folder_that_is_no_checkout_is_refused(
    tool: ModuleType, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(sys, "argv", ["bench_ab.py", str(tmp_path)])
    with pytest.raises(SystemExit) as refused:
        tool.main()
    assert refused.value.code == 2


def test_a_recording_comparison_prints_what_recording_costs_in_both_trees(
    tool: ModuleType, capsys: pytest.CaptureFixture[str],
) -> None:
    tool.compare_recording(ROOT, "favoriten", 1, 1)
    line = capsys.readouterr().out
    assert line.startswith("favoriten") and "recording" in line and "us an action" in line
    assert "of the plain game" in line
