"""The track maker's guide, the committed board schemas and the built-in boards' schema line
are what `tools/make_board_docs.py` makes of today's schemas and boards."""

from __future__ import annotations

import json
from pathlib import Path
from types import ModuleType

import pytest

from arcade_races.boards.loader import board_json_schema, builtin_boards, check_board_file
from arcade_races.games import GAMES
from tests.tools import load_tool

ROOT = Path(__file__).resolve().parents[2]


def tool() -> ModuleType:
    return load_tool("make_board_docs")


def test_the_guide_schemas_and_schema_lines_are_up_to_date() -> None:
    assert tool().main(["--check"]) == 0


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_committed_schemas_equal_the_game_schema(game_id: str) -> None:
    committed = ROOT / "configs" / "boards" / game_id / "board.schema.json"
    assert json.loads(committed.read_text(encoding="utf-8")) == board_json_schema(game_id)
    for board in builtin_boards(game_id):
        first = board.read_text(encoding="utf-8").splitlines()[0]
        assert first == "# yaml-language-server: $schema=board.schema.json", board


def test_the_guide_has_every_field_picture_and_the_worked_example() -> None:
    guide = (ROOT / "docs" / "boards.md").read_text(encoding="utf-8")
    for game_id in GAMES:
        for board in builtin_boards(game_id):
            for name in tool()._picture_names(game_id, board):  # Rennfieber's: two sides
                picture = f"boards/{name}"
                assert picture in guide and (ROOT / "docs" / picture).is_file()
    assert "| `sprints` |" in guide and "| `decoration.title` |" in guide
    check_board_file(ROOT / "docs" / "examples" / "six-day-long.yaml")
    assert "did you mean 'sprints'?" in guide
