"""`arcade-races board balance FILE`: the report, a broken board's lines, the same bytes for
any --jobs, the PNG."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from arcade_races.boards.loader import default_board_path
from arcade_races.cli import main


def _balance(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(["board", "balance", *args])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_the_table_reports_length_win_rates_and_flags(capsys: pytest.CaptureFixture[str]
                                                      ) -> None:
    board = str(default_board_path("pferderennen"))
    code, out, err = _balance(capsys, board, "--games", "30", "--players", "3")
    assert code == 0, err
    assert "30 games, 3 players" in out
    for line in ("Length of a game", "  actions", "  rounds", "  turns",
                 "Win rate by seat", "0 Anna", "Win rate by suit", "95% interval"):
        assert line in out
    assert "by seat" in out.splitlines()[-2] and "by suit" in out.splitlines()[-1]


def test_json_is_one_document_with_every_number(capsys: pytest.CaptureFixture[str]) -> None:
    board = str(default_board_path("favoriten"))
    code, out, _ = _balance(capsys, board, "--games", "12", "--json", "--seed", "7")
    assert code == 0
    document = json.loads(out)
    run, stats = document["run"], document["stats"]
    assert run["game"] == "favoriten" and run["seed"] == 7 and run["games"] == 12
    assert stats["games"] == 12
    assert set(stats["length"]) == {"actions", "rounds", "turns"}
    assert [row["name"] for row in stats["runners"]] == ["red", "blue", "green", "yellow",
                                                         "white"]
    for row in stats["seats"] + stats["runners"]:
        assert row["low"] <= row["rate"] <= row["high"]
        assert row["unfair"] == (not row["low"] <= row["fair"] <= row["high"])
    assert sum(row["wins"] for row in stats["seats"]) + stats["shared_first"] == 12


def test_the_report_is_the_same_bytes_for_any_jobs(capsys: pytest.CaptureFixture[str]) -> None:
    board = str(default_board_path("crazy_race"))
    reports = []
    for jobs in ("1", "2", "3"):
        for form in ((), ("--json",)):
            code, out, _ = _balance(capsys, board, "--games", "9", "--jobs", jobs, *form)
            assert code == 0
            reports.append(out)
    assert reports[0::2] == [reports[0]] * 3
    assert reports[1::2] == [reports[1]] * 3


def test_a_broken_board_gets_its_lines_and_exit_2(tmp_path: Path,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    text = default_board_path("six_day").read_text(encoding="utf-8")
    broken = tmp_path / "broken.yaml"
    broken.write_text(text + "\nnot_a_field: 3\n", encoding="utf-8")
    code, out, err = _balance(capsys, str(broken), "--games", "5")
    assert code == 2 and out == ""
    assert err.startswith(f"arcade-races: {broken}:")
    assert "Traceback" not in err
    code, _, err = _balance(capsys, str(tmp_path / "missing.yaml"))
    assert code == 2 and "missing.yaml" in err


def test_a_user_mistake_is_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    board = str(default_board_path("favoriten"))
    code, _, err = _balance(capsys, board, "--players", "42")
    assert code == 2 and err.count("\n") == 1 and "--players" in err


def test_plot_writes_a_picture_of_the_report(tmp_path: Path,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    board = str(default_board_path("pferderennen"))
    picture = tmp_path / "balance.png"
    code, _, err = _balance(capsys, board, "--games", "20", "--plot", str(picture))
    assert code == 0, err
    data = picture.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")
    assert (width, height) == (1280, 720)
