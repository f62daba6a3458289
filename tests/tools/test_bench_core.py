"""tools/bench_core.py's split of a step: the rules and the bench's pick timed apart, and the
lines it prints without a peer to compare with (here on a tiny workload)."""

from __future__ import annotations

from pathlib import Path
from types import ModuleType

import pytest

from tests.tools import load_tool


@pytest.fixture(scope="module")
def tool() -> ModuleType:
    return load_tool("bench_core")


def test_a_step_splits_into_the_rules_and_the_pick(tool: ModuleType) -> None:
    rules, pick = tool.split_costs(tool.make_game("favoriten"), 0.02, 1)
    assert rules > 0 and pick > 0


def test_without_a_peer_the_split_names_each_game_and_no_ratio(
    tool: ModuleType, tmp_path: Path, capsys: pytest.CaptureFixture[str],
) -> None:
    games = {"favoriten": tool.make_game("favoriten")}
    tool.split_lines(games, 1, 0.02, str(tmp_path / "no-python"))
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("split") and "peer" not in lines[0]
    assert lines[1].startswith("favoriten") and "rules" in lines[1] and "x the peer" not in lines[1]


def test_recording_splits_into_keeping_reading_and_writing(
    tool: ModuleType, capsys: pytest.CaptureFixture[str],
) -> None:
    ms = tool.recording_split("favoriten", 1)
    assert set(ms) == set(tool.RECORDING_WAYS) and all(v > 0 for v in ms.values())
    tool.recording_split_lines(["favoriten"], 1)
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("split")
    assert lines[1].startswith("favoriten") and "keeping the fingerprint" in lines[1]
    assert "the lines" in lines[1] and "(1 game)" in lines[1]
