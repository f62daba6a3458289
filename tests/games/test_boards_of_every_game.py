"""Every game's built-in boards load, bad board files get FILE:LINE:COL messages, and
`simulate GAME --json` gives each game's own result record."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from arcade_races.boards.errors import BoardError
from arcade_races.boards.loader import builtin_boards, check_board_file
from arcade_races.cli import main
from arcade_races.games import GAMES

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_built_in_board_checks(game_id: str) -> None:
    boards = builtin_boards(game_id)
    assert len(boards) >= 2, "each game has a second built-in board"
    for board in boards:
        assert check_board_file(board).startswith(str(board))


BROKEN = [
    ("favoriten", "classic.yaml", "length: 36", "length: 3.5", "whole number"),
    ("favoriten", "classic.yaml", "    red:", "    rde:", "no lanes for the horse red"),
    ("favoriten", "classic.yaml", "betting_board:", "beting_board:", "unknown key"),
    ("crazy_race", "five_tracks.yaml", "pieces: 5", "pieces: 6", "it needs 73"),
    ("crazy_race", "five_tracks.yaml", "stages: 3", "stages: 2", "it needs 41"),
    ("crazy_race", "five_tracks.yaml", 'stage_colors: ["#8e44ad"', 'stage_colors: ["purple"',
     "colour"),
]


@pytest.mark.parametrize(("game_id", "board", "old", "new", "needle"), BROKEN)
def test_bad_boards_name_file_line_and_what(
    tmp_path: Path, game_id: str, board: str, old: str, new: str, needle: str
) -> None:
    text = (ROOT / "configs" / "boards" / game_id / board).read_text(encoding="utf-8")
    assert old in text
    path = tmp_path / board
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(BoardError) as err:
        check_board_file(path)
    message = str(err.value)
    assert message.startswith(f"{path}:") and "\n" not in message
    assert needle in message


def test_favoriten_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "favoriten", "--players", "4", "--games", "2", "--json"]) == 0
    for game in json.loads(capsys.readouterr().out)["games"]:
        result = game["result"]
        assert len(result["races"]) == 3
        for race in result["races"]:
            assert 0 <= race["leader"] < 4
            assert len(race["finish"]) == 3 and len(set(race["finish"])) == 3
            assert set(race["columns"]) == {"red", "blue", "green", "yellow", "white"}
            assert len(race["points"]) == 4
        assert result["total"] == [sum(r["points"][s] for r in result["races"])
                                   for s in range(4)]


def test_crazy_race_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "crazy_race", "--players", "4", "--games", "2", "--json"]) == 0
    for game in json.loads(capsys.readouterr().out)["games"]:
        result = game["result"]
        assert len(result["bets"]) == 4 and all(len(b) == 3 for b in result["bets"])
        for stage in range(3):
            assert sorted(p[stage] for p in result["placings"]) == [1, 2, 3, 4]
        assert len(result["scores"]) == 4
        assert sorted(result["ranking"]) == [0, 1, 2, 3]
        assert result["scores"][result["ranking"][0]] == max(result["scores"])
