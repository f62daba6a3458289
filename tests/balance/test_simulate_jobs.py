"""`simulate --jobs J`: the same output and the same replay files for any J."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from arcade_races.cli import main
from arcade_races.gamesetup import ai_seats, make_header
from arcade_races.simulate import play


def _simulate(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    code = main(["simulate", *args])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    return captured.out


@pytest.mark.parametrize(("game", "form"), [("six_day", ()), ("favoriten", ("--json",))])
def test_table_and_json_are_the_same_bytes_for_any_jobs(
        game: str, form: tuple[str, ...], capsys: pytest.CaptureFixture[str]) -> None:
    args = [game, "--games", "7", "--seed", "11", *form]
    assert _simulate(capsys, *args, "--jobs", "3") == _simulate(capsys, *args)


def test_odds_come_back_the_same_from_the_workers(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["pferderennen", "--games", "3", "--json", "--odds", "--odds-samples", "4"]
    assert _simulate(capsys, *args, "--jobs", "2") == _simulate(capsys, *args)


def test_saved_replays_are_the_same_files_for_any_jobs(tmp_path: Path) -> None:
    seats = ai_seats("crazy_race", 3)
    # The creation time is the run's; fixed here so two runs can be compared.
    header = replace(make_header("crazy_race", seats, 5), created="2026-01-01T00:00:00+00:00")
    records = {}
    for jobs in (1, 2):
        folder = tmp_path / f"jobs{jobs}"
        folder.mkdir()
        records[jobs] = list(play(header, range(5, 11), folder, jobs=jobs))
    assert records[1] == records[2]
    names = sorted(p.name for p in (tmp_path / "jobs1").iterdir())
    assert names == [f"crazy_race-{seed}.jsonl" for seed in sorted(range(5, 11), key=str)]
    assert names == sorted(p.name for p in (tmp_path / "jobs2").iterdir())
    for name in names:
        assert (tmp_path / "jobs1" / name).read_bytes() == (tmp_path / "jobs2" / name
                                                            ).read_bytes()


def test_a_run_shares_one_creation_time(tmp_path: Path) -> None:
    header = make_header("favoriten", ai_seats("favoriten", 2), 1)
    list(play(header, range(1, 4), tmp_path, jobs=2))
    firsts = {path.read_text(encoding="utf-8").split('"created":"')[1][:25]
              for path in tmp_path.iterdir()}
    assert len(firsts) == 1
