"""`board new`: a copy of the default board in the user's boards folder, with the schema line
and a header, that passes the check and shows in the board picker; never an overwrite."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from arcade_races.boards.loader import board_json_schema, check_board_file, load_board_file
from arcade_races.cli import UserError, main
from arcade_races.games import GAMES
from arcade_races.workbench import SCHEMA_FILE
from arcade_races.workbench.new import board_new


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("ARCADE_RACES_HOME", str(tmp_path))
    return tmp_path


def new(game_id: str, name: str | None = None) -> Path:
    out = io.StringIO()
    assert board_new(game_id, name, out) == 0
    return Path(out.getvalue().strip())


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_new_board_of_every_game_passes_its_check(game_id: str, home: Path) -> None:
    path = new(game_id, "Long Track")
    assert path == home / "boards" / game_id / "long-track.yaml"
    check_board_file(path, game_id)
    assert load_board_file(path, game_id).data["name"] == "Long Track"
    text = path.read_text(encoding="utf-8")
    schema = path.parent / SCHEMA_FILE
    first = text.splitlines()[0]
    assert first == f"# yaml-language-server: $schema={schema.resolve().as_uri()}"
    assert GAMES[game_id].title in text.splitlines()[1]
    assert "docs/boards.md" in text and f"board schema {game_id}" in text
    assert text.count("yaml-language-server") == 1  # the built-in board's own line is gone
    assert json.loads(schema.read_text(encoding="utf-8")) == board_json_schema(game_id)


def test_without_a_name_the_next_free_one_is_taken() -> None:
    first, second = new("six_day"), new("six_day")
    assert (first.name, second.name) == ("my-velodrome.yaml", "my-velodrome-2.yaml")
    assert load_board_file(second, "six_day").data["name"] == "My Velodrome 2"


def test_an_existing_name_is_refused_and_the_file_kept() -> None:
    path = new("pferderennen", "Derby")
    path.write_text("mine", encoding="utf-8")
    with pytest.raises(UserError, match="already exists"):
        new("pferderennen", "derby")
    assert path.read_text(encoding="utf-8") == "mine"


def test_a_name_that_makes_no_file_name_is_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["board", "new", "favoriten", "../.."]) == 2
    assert capsys.readouterr().err.count("\n") == 1


def test_names_that_yaml_would_misread_stay_text() -> None:
    path = new("favoriten", 'Yes: "the #1" track')
    assert load_board_file(path, "favoriten").data["name"] == 'Yes: "the #1" track'


def test_the_new_board_shows_in_the_picker(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    from arcade_races.client.scenes.board_list import scan_boards

    path = new("crazy_race", "Zig Zag")
    boards, folder, note = scan_boards("crazy_race")
    assert note is None and folder == path.parent
    mine = [board for board in boards if board.path == path]
    assert len(mine) == 1 and mine[0].ok and mine[0].name == "Zig Zag"
