"""Board and config files, good and bad: every bad one is a single line naming file, line and
column (or just the file) and what is wrong; never a traceback, never a hang."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

import pytest

from arcade_races.boards.errors import BoardError
from arcade_races.boards.loader import (
    CONFIGS_DIR,
    board_json_schema,
    build_game,
    builtin_boards,
    check_board_file,
    config_json_schema,
    config_path,
    default_board_path,
    load_board_file,
    load_config_file,
    load_document,
    read_document_text,
)
from arcade_races.core.errors import ConfigError
from arcade_races.core.schema import Const, Field, Int, Map, Str
from arcade_races.core.state import Game
from arcade_races.games import GAMES as REGISTERED_GAMES
from arcade_races.games.pferderennen.schema import BOARD_SCHEMA, CONFIG_SCHEMA
from arcade_races.games.spec import GameSpec

HERE = Path(__file__).parent
BAD = HERE / "bad"
GOOD_TINY = HERE / "good_tiny.yaml"
BOARDS = CONFIGS_DIR / "boards" / "pferderennen"


REGISTERED = ", ".join(REGISTERED_GAMES)
"""Every registered game, as the loader lists them."""


def board_error(path: Path | str, **kwargs: Any) -> str:
    with pytest.raises(BoardError) as caught:
        load_board_file(path, **kwargs)
    message = str(caught.value)
    assert "\n" not in message and "Traceback" not in message
    return message


# --- the built-in files ----------------------------------------------------------------------


@pytest.mark.parametrize("name", ["six.yaml", "eight.yaml"])
def test_builtin_boards_load(name: str) -> None:
    board = load_board_file(BOARDS / name)
    assert board.game_id == "pferderennen"
    assert board.data["track"]["cards"] == {"six.yaml": 6, "eight.yaml": 8}[name]
    assert board.data["name"] == {"six.yaml": "Six-card track", "eight.yaml": "Long track"}[name]
    assert board.data["size"] == [1280, 720]
    assert board.text == (BOARDS / name).read_text(encoding="utf-8")


def test_builtin_config_loads_with_the_rulings_defaults() -> None:
    config = load_config_file("pferderennen")
    assert config["players"] == {"min": 2, "max": 10}
    assert config["deck"]["ranks"] == ["2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K"]
    assert config["deck"]["suits"] == ["C", "D", "H", "S"]
    assert (config["max_stake"], config["units"], config["races"]) == (5, "points", 1)
    assert config["payout"] == {"win": 2, "place": [1, 1], "show": [1, 2]}
    assert config["variants"]["half_stake"] == {"up_front": [1, 2]}
    assert config["variants"]["stumble"] == {"rank": "2"}
    assert load_document(config_path("pferderennen").read_bytes(), "c", CONFIG_SCHEMA) == config


def test_builtin_paths() -> None:
    assert default_board_path("pferderennen") == BOARDS / "six.yaml"
    assert builtin_boards("pferderennen") == [BOARDS / "eight.yaml", BOARDS / "six.yaml"]
    assert config_path("pferderennen").is_file()


@pytest.mark.parametrize("name", ["six.yaml", "eight.yaml"])
def test_builtin_boards_build_a_game(name: str) -> None:
    game = build_game(
        "pferderennen",
        read_document_text(BOARDS / name),
        name,
        read_document_text(config_path("pferderennen")),
        "pferderennen.yaml",
        4,
        ["turbo"],
    )
    assert game.players == 4
    assert game.variants == frozenset({"turbo"})


def test_board_check() -> None:
    assert check_board_file(BOARDS / "eight.yaml") == (
        f"{BOARDS / 'eight.yaml'}: a Pferderennen board, 'Long track'"
    )
    with pytest.raises(BoardError, match=r"wrong_type.yaml:6:10: track.cards: "):
        check_board_file(BAD / "wrong_type.yaml")


def test_board_check_runs_the_games_own_checks(tmp_path: Path) -> None:
    path = tmp_path / "short_lane.yaml"
    path.write_text(GOOD_TINY.read_text(encoding="utf-8").replace("C: {spaces: 4", "C: {spaces: 3"))
    with pytest.raises(BoardError) as caught:
        check_board_file(path)
    assert str(caught.value).startswith(f"{path}:12:15: lanes.C.spaces: ")


def test_decoration_defaults_are_filled() -> None:
    board = load_board_file(GOOD_TINY)
    assert board.data["decoration"] == {"felt": "#1d6b3c", "rail": "#5b3a1f", "ink": "#f3ecd8"}
    assert board.data["description"] == ""


# --- bad files -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "where", "what"),
    [
        ("syntax.yaml", "13:71", "YAML syntax error: expected ',' or ']', but got '}'"),
        ("wrong_type.yaml", "6:10", "track.cards: expected a whole number, got text 'two'"),
        ("duplicate_key.yaml", "16:1", "duplicate key 'name' (each key once; the first is on"),
        ("unknown_key.yaml", "20:3", "decoration: unknown key 'colr' (allowed keys: felt, rail"),
        ("python_tag.yaml", "4:7", "tag !!python/object/apply:os.system is not allowed"),
        ("billion_laughs.yaml", "8:4", "more than 200,000 values once aliases (*name) are"),
        ("empty.yaml", "1:1", "the file is empty (expected a mapping)"),
        ("only_comments.yaml", "1:1", "the file is empty (expected a mapping)"),
        ("latin1.yaml", "4:19", "not UTF-8 text (byte 0xfc) (save the file as UTF-8)"),
    ],
)
def test_bad_file(name: str, where: str, what: str) -> None:
    path = BAD / name
    start = time.perf_counter()
    message = board_error(path)
    assert time.perf_counter() - start < 60  # a guard against a hang, not a speed target
    assert message.startswith(f"{path}:{where}: {what}")


def test_python_tag_never_runs(tmp_path: Path) -> None:
    marker = tmp_path / "ran"
    path = tmp_path / "evil.yaml"
    path.write_text(f"format: 1\nname: !!python/object/apply:os.system ['touch {marker}']\n")
    assert board_error(path).startswith(f"{path}:2:7: tag !!python/object/apply:os.system")
    assert not marker.exists()


@pytest.mark.parametrize(
    ("text", "where"),
    [
        ("format: 1\ngame: " + "[" * 3000 + "]" * 3000 + "\n", "2:70"),
        ("format: 1\ngame:\n  " + "- " * 3000 + "x\n", "3:129"),
    ],
    ids=["flow", "block"],
)
def test_deep_nesting(tmp_path: Path, text: str, where: str) -> None:
    path = tmp_path / "deep.yaml"
    path.write_text(text)
    start = time.perf_counter()
    message = board_error(path)
    assert time.perf_counter() - start < 60  # a guard against a hang, not a speed target
    assert (
        message
        == f"{path}:{where}: the lists and mappings nest more than 64 deep (flatten the data)"
    )


def test_file_over_one_mib(tmp_path: Path) -> None:
    path = tmp_path / "huge.yaml"
    path.write_bytes(b"format: 1\n" + b"# padding\n" * 110_000)
    assert board_error(path) == f"{path}: is too big (1,100,010 bytes; at most 1 MiB)"


def test_missing_file_and_folder(tmp_path: Path) -> None:
    missing = tmp_path / "nope.yaml"
    assert board_error(missing) == f"{missing}: no such file"
    assert board_error(tmp_path) == f"{tmp_path}: is a folder, not a file"


def test_every_schema_problem_is_listed_in_order(tmp_path: Path) -> None:
    text = GOOD_TINY.read_text(encoding="utf-8")
    text = text.replace("cards: 2", "cards: 1").replace("pile: [50, 600]", "pile: [50]")
    text = text.replace("  C: {spaces: 4", "  C: {spacs: 4")
    path = tmp_path / "many.yaml"
    path.write_text(text)
    with pytest.raises(BoardError) as caught:
        load_board_file(path)
    assert caught.value.all_lines() == [
        f"{path}:6:10: track.cards: 1 is less than 2 (a whole number from 2 to 20)",
        f"{path}:12:7: lanes.C: unknown key 'spacs'; did you mean 'spaces'? "
        "(allowed keys: spaces, segments)",
        f"{path}:16:7: pile: the list has 1 item, not 2 (a point [x, y] of two numbers)",
    ]
    assert str(caught.value) == caught.value.all_lines()[0]


def test_the_game_key_picks_the_schema(tmp_path: Path) -> None:
    text = GOOD_TINY.read_text(encoding="utf-8")
    path = tmp_path / "game.yaml"
    path.write_text(text.replace("game: pferderennen", "game: pferderenen"))
    assert board_error(path) == (
        f"{path}:3:7: game: unknown game 'pferderenen'; did you mean 'pferderennen'? "
        f"(one of: {REGISTERED})"
    )
    path.write_text(text.replace("game: pferderennen\n", ""))
    assert board_error(path) == f"{path}:1:1: missing key 'game' (game: one of: {REGISTERED})"
    assert board_error(GOOD_TINY, game_id="favoriten") == (
        f"{GOOD_TINY}:3:7: game: this board is for pferderennen, not favoriten "
        "(a board with game: favoriten)"
    )


# --- cross-field checks from the game builder ------------------------------------------------


def test_builder_problems_point_into_the_right_file() -> None:
    board = GOOD_TINY.read_text(encoding="utf-8")
    config = read_document_text(config_path("pferderennen"))
    with pytest.raises(BoardError) as caught:
        build_game(
            "pferderennen",
            board.replace("spaces: 2", "spaces: 3"),
            "b.yaml",
            config,
            "c.yaml",
            3,
            [],
        )
    # The wording is the game's; where it points is the loader's.
    assert str(caught.value).startswith("b.yaml:8:13: track.path.spaces: ")
    with pytest.raises(BoardError) as caught:
        build_game(
            "pferderennen",
            board,
            "b.yaml",
            config.replace('rank: "2"', 'rank: "A"'),
            "c.yaml",
            3,
            [],
        )
    assert str(caught.value).startswith("c.yaml:35:11: variants.stumble.rank: ")


def toy_build(board: dict[str, Any], config: dict[str, Any], players: int, variants: Any) -> Game:
    if board["laps"] > config["max_laps"]:
        raise ConfigError(("board", "laps"), "too many laps", f"at most {config['max_laps']}")
    raise ConfigError((), "the toy game cannot be played")


TOY = GameSpec(
    id="toy",
    title="Toy",
    pitch="A test game.",
    min_players=1,
    max_players=2,
    board_schema=Map({"game": Field(Const("toy")), "laps": Field(Int(min=1), doc="Laps.")}),
    config_schema=Map({"max_laps": Field(Int())}),
    variants=(),
    build=toy_build,
    default_board="toy.yaml",
)
GAMES = {"toy": TOY, "named": TOY}


def test_builder_errors_with_a_fake_game() -> None:
    with pytest.raises(BoardError) as caught:
        build_game(
            "toy", "game: toy\nlaps: 5\n", "t.yaml", "max_laps: 3\n", "c.yaml", 1, [], games=GAMES
        )
    assert str(caught.value) == "t.yaml:2:7: laps: too many laps (at most 3)"
    with pytest.raises(BoardError) as caught:
        build_game(
            "toy", "game: toy\nlaps: 1\n", "t.yaml", "max_laps: 3\n", "c.yaml", 1, [], games=GAMES
        )
    assert str(caught.value) == "t.yaml: the toy game cannot be played"
    with pytest.raises(BoardError) as caught:
        build_game(
            "toy", "game: toy\nlaps: 1\n", "t.yaml", "max_laps: x\n", "c.yaml", 1, [], games=GAMES
        )
    assert str(caught.value).startswith("c.yaml:1:11: max_laps: expected a whole number")


# --- JSON Schema -----------------------------------------------------------------------------


def test_board_json_schema_of_a_game() -> None:
    exported = json.loads(json.dumps(board_json_schema("pferderennen")))
    assert exported["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    assert list(exported["properties"]) == [
        "format",
        "game",
        "name",
        "description",
        "size",
        "track",
        "lanes",
        "pile",
        "dealer",
        "decoration",
    ]
    assert exported["additionalProperties"] is False
    assert exported["properties"]["game"] == {
        "const": "pferderennen",
        "description": "The game this board is for.",
        "examples": ["pferderennen"],
    }
    lane = exported["properties"]["lanes"]["properties"]["C"]
    assert set(lane["properties"]) == {"spaces", "segments"}
    assert exported == {
        "$schema": exported["$schema"],
        "title": exported["title"],
        **BOARD_SCHEMA.json_schema(),
    }


def test_board_json_schema_of_every_game() -> None:
    exported = json.loads(json.dumps(board_json_schema()))
    assert exported["required"] == ["game"]
    assert [option["properties"]["game"]["const"] for option in exported["oneOf"]] == list(
        REGISTERED_GAMES
    )
    two = board_json_schema(games=GAMES)
    assert two["properties"]["game"] == {"enum": ["toy", "named"]}
    assert len(two["oneOf"]) == 2


def test_config_json_schema() -> None:
    exported = json.loads(json.dumps(config_json_schema("pferderennen")))
    assert set(exported["properties"]["variants"]["required"]) == {
        "half_stake",
        "places",
        "leader_hurdle",
        "turbo",
        "stumble",
    }


def test_schemas_document_every_field() -> None:
    def undocumented(schema: dict[str, Any], where: str) -> list[str]:
        found = []
        for key, sub in schema.get("properties", {}).items():
            if "description" not in sub:
                found.append(f"{where}.{key}")
            found += undocumented(sub, f"{where}.{key}")
        return found

    assert undocumented(BOARD_SCHEMA.json_schema(), "board") == []
    assert undocumented(CONFIG_SCHEMA.json_schema(), "config") == []


def test_unknown_game_id() -> None:
    with pytest.raises(KeyError, match="unknown game 'nope'"):
        board_json_schema("nope")
    assert Str().allowed() == "text"
