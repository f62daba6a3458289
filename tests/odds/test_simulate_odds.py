"""`simulate GAME --odds --json`: the odds after every action, the same bytes every run."""

from __future__ import annotations

import json

import pytest

from arcade_races.cli import main


def simulate(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    assert main(["simulate", *argv]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    return out


def test_odds_after_every_action_and_the_winner(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ("pferderennen", "--seed", "3", "--games", "2", "--json", "--odds")
    out = simulate(capsys, *argv)
    assert simulate(capsys, *argv) == out  # fixed samples and seeds: the same bytes
    for record in json.loads(out)["games"]:
        odds = record["result"]["odds"]
        assert odds["runners"] == ["C", "D", "H", "S"]
        assert odds["winner"] == record["result"]["winner"]
        assert len(odds["by_action"]) == record["actions"]
        assert all(round(c, 4) == c for row in odds["by_action"] for c in row)
        final = odds["by_action"][-1]
        assert final == [1.0 if s == odds["winner"] else 0.0 for s in odds["runners"]]


def test_seat_game_odds_name_the_seats(capsys: pytest.CaptureFixture[str]) -> None:
    out = simulate(capsys, "crazy_race", "--seed", "2", "--json", "--odds",
                   "--odds-samples", "2")
    record = json.loads(out)["games"][0]
    odds = record["result"]["odds"]
    assert odds["runners"] == [seat["name"] for seat in record["seats"]]
    placing = record["result"]["placing"]
    assert odds["winner"] == odds["runners"][placing.index(1)]
    assert len(odds["by_action"]) == record["actions"]


def test_without_odds_the_result_has_none(capsys: pytest.CaptureFixture[str]) -> None:
    out = simulate(capsys, "pferderennen", "--json")
    assert "odds" not in json.loads(out)["games"][0]["result"]
