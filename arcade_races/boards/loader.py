"""Loading a game's YAML files: board and game config, checked, with FILE:LINE:COL messages.

A document is read by `yamlsafe.load_yaml`, checked by the game's schema, and every schema
issue becomes one `BoardError` line pointing at the offending value (or key). What the schemas
cannot say (a lane's spaces must fit the track's cards) the game's `GameSpec.build` checks; its
`ConfigError` names the document ("board" or "config") and a path, mapped here the same way.

The built-in files live under `CONFIGS_DIR`: `boards/<game>/*.yaml` and `games/<game>.yaml`,
shipped inside the package (`arcade_races.bundled`).
"""

from __future__ import annotations

import difflib
import functools
import os
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final

from arcade_races.boards.errors import BoardError, BoardErrors
from arcade_races.boards.yamlsafe import MAX_BYTES, Marks, decode_text, load_yaml
from arcade_races.bundled import configs_dir
from arcade_races.core.errors import ConfigError
from arcade_races.core.schema import (
    JSON_SCHEMA_DIALECT,
    Schema,
    SchemaIssue,
    format_path,
)
from arcade_races.userfiles import FileProblem, read_bounded

if TYPE_CHECKING:
    from arcade_races.core.state import Game
    from arcade_races.games.spec import GameSpec

CONFIGS_DIR: Final = configs_dir()
"""The built-in boards and game configs: the repository's `configs/` folder, installed with
the package."""

Games = Mapping[str, "GameSpec"]


def _registry(games: Games | None) -> Games:
    # Imported late: the registry imports every game, and tests pass their own.
    if games is not None:
        return games
    from arcade_races.games import GAMES

    return GAMES


def _spec(game_id: str, games: Games | None) -> GameSpec:
    registry = _registry(games)
    try:
        return registry[game_id]
    except KeyError:
        raise KeyError(f"unknown game {game_id!r} (one of: {', '.join(registry)})") from None


def read_document_text(path: str | os.PathLike[str]) -> str:
    """The text of a YAML file; a one-line `BoardError` naming the file if it is missing, a
    folder, a pipe or a device (refused before it is opened, so nothing hangs), unreadable,
    bigger than 1 MiB or not UTF-8."""
    name = str(path)
    try:
        data = read_bounded(path, MAX_BYTES, "at most 1 MiB")
    except FileProblem as err:
        raise BoardError(name, 0, 0, str(err)) from None
    return decode_text(data, name)


def issue_error(issue: SchemaIssue, filename: str, marks: Marks) -> BoardError:
    """A schema issue as a `BoardError` at the issue's key or value, or the nearest ancestor
    with a position (a missing key points at the mapping that lacks it)."""
    line, col = marks.locate(issue.path, at_key=issue.at_key)
    where = issue.where()
    what = f"{where}: {issue.what}" if where else issue.what
    return BoardError(filename, line, col, what, issue.allowed)


def _check(data: Any, marks: Marks, filename: str, schema: Schema) -> Any:
    checked, issues = schema.check(data, ())
    if issues:
        errors = [issue_error(issue, filename, marks) for issue in issues]
        # Stable: issues at one position keep the schema's order.
        errors.sort(key=lambda error: (error.line, error.col))
        raise BoardErrors(errors)
    return checked


def _load(text: str | bytes, filename: str, schema: Schema) -> tuple[Any, Marks]:
    data, marks = load_yaml(text, filename)
    return _check(data, marks, filename, schema), marks


def load_document(text: str | bytes, filename: str, schema: Schema) -> Any:
    """The YAML document in `text`, checked by `schema`, with defaults filled in.

    Raises `BoardError` (a `BoardErrors` when the schema finds several problems) whose lines
    read `FILE:LINE:COL: what is wrong (what is allowed)`.

    >>> from arcade_races.core.schema import Field, Int, Map
    >>> load_document("cards: 6\\n", "six.yaml", Map({"cards": Field(Int(min=2))}))
    {'cards': 6}
    >>> load_document("cards: 1\\ncolr: 3\\n", "six.yaml", Map({"cards": Field(Int(min=2))}))
    Traceback (most recent call last):
    ...
    arcade_races.boards.errors.BoardErrors: six.yaml:1:8: cards: 1 is less than 2 \
(a whole number, at least 2)
    """
    return _load(text, filename, schema)[0]


@dataclass(frozen=True)
class BoardFile:
    """A board file as loaded: where it came from, its text (for a replay header), the game it
    is for, and the checked document."""

    path: Path
    text: str
    game_id: str
    data: dict[str, Any]


def load_board_file(
    path: str | os.PathLike[str], game_id: str | None = None, *, games: Games | None = None
) -> BoardFile:
    """Read and check a board file; the game is the document's `game:` key.

    With `game_id`, the board must be for that game. Every problem is a `BoardError`.
    """
    name = str(path)
    text = read_document_text(path)
    data, marks = load_yaml(text, name)
    registry = _registry(games)
    known = ", ".join(registry)
    if "game" not in data:
        raise BoardError(name, 1, 1, "missing key 'game'", f"game: one of: {known}")
    found = data["game"]
    line, col = marks.locate(("game",))
    if not isinstance(found, str) or found not in registry:
        shown = repr(found) if isinstance(found, str) else str(found)
        what = f"game: unknown game {shown}"
        close = difflib.get_close_matches(str(found), list(registry), n=1)
        if close:
            what += f"; did you mean {close[0]!r}?"
        raise BoardError(name, line, col, what, f"one of: {known}")
    if game_id is not None and found != game_id:
        what = f"game: this board is for {found}, not {game_id}"
        raise BoardError(name, line, col, what, f"a board with game: {game_id}")
    checked = _check(data, marks, name, registry[found].board_schema)
    return BoardFile(Path(path), text, found, checked)


def load_config_file(
    game_id: str, path: str | os.PathLike[str] | None = None, *, games: Games | None = None
) -> Any:
    """Read and check a game config (by default the game's built-in one)."""
    spec = _spec(game_id, games)
    file = Path(path) if path is not None else config_path(game_id)
    return load_document(read_document_text(file), str(file), spec.config_schema)


def build_game(
    game_id: str,
    board_text: str,
    board_name: str,
    config_text: str,
    config_name: str,
    players: int,
    variants: Iterable[str],
    *,
    games: Games | None = None,
) -> Game:
    """The game described by a board and a config (their text and file names), for `players`
    seats with `variants` on.

    Both documents are checked by the game's schemas, then `spec.build` checks what ties them
    together; its `ConfigError` is reported at the line of the board or config it names.
    """
    if games is None:
        return _built(game_id, board_text, board_name, config_text, config_name, players,
                      frozenset(variants))
    return _build(game_id, board_text, board_name, config_text, config_name, players,
                  frozenset(variants), games)


@functools.lru_cache(maxsize=32)
def _built(game_id: str, board_text: str, board_name: str, config_text: str, config_name: str,
           players: int, variants: frozenset[str]) -> Game:
    # A game is immutable and YAML is slow to read: the same texts give the same game, so a
    # replay, a resumed game or a run of simulations reads each pair of files once.
    return _build(game_id, board_text, board_name, config_text, config_name, players, variants,
                  None)


def _build(game_id: str, board_text: str, board_name: str, config_text: str, config_name: str,
           players: int, variants: frozenset[str], games: Games | None) -> Game:
    spec = _spec(game_id, games)
    board, board_marks = _load(board_text, board_name, spec.board_schema)
    config, config_marks = _load(config_text, config_name, spec.config_schema)
    try:
        game = spec.build(board, config, players, variants)
    except ConfigError as err:
        documents = {"board": (board_name, board_marks), "config": (config_name, config_marks)}
        head = err.path[0] if err.path else None
        if not isinstance(head, str) or head not in documents:
            raise BoardError(board_name, 0, 0, err.what, err.allowed) from None
        name, marks = documents[head]
        line, col = marks.locate(err.path[1:])
        where = format_path(err.path[1:])
        what = f"{where}: {err.what}" if where else err.what
        raise BoardError(name, line, col, what, err.allowed) from None
    game.board = board
    return game


def check_board_file(
    path: str | os.PathLike[str], game_id: str | None = None, *, games: Games | None = None
) -> str:
    """Load a board file and set its game up on it with the built-in config, so the game's
    own cross-field checks run too; a one-line summary if all is well, else `BoardError`.

    This is `arcade-races board check FILE`.
    """
    board = load_board_file(path, game_id, games=games)
    spec = _spec(board.game_id, games)
    config_file = config_path(board.game_id)
    build_game(
        board.game_id,
        board.text,
        str(path),
        read_document_text(config_file),
        str(config_file),
        spec.min_players,
        (),
        games=games,
    )
    return f"{path}: a {spec.title} board, {board.data.get('name', '')!r}"


def default_board_path(game_id: str, *, games: Games | None = None) -> Path:
    """The game's default built-in board."""
    return CONFIGS_DIR / "boards" / game_id / _spec(game_id, games).default_board


def config_path(game_id: str) -> Path:
    """The game's built-in config."""
    return CONFIGS_DIR / "games" / f"{game_id}.yaml"


def builtin_boards(game_id: str) -> list[Path]:
    """Every built-in board of the game, sorted by file name."""
    return sorted((CONFIGS_DIR / "boards" / game_id).glob("*.yaml"))


def _document_schema(schema: Schema, title: str) -> dict[str, Any]:
    return {"$schema": JSON_SCHEMA_DIALECT, "title": title, **schema.json_schema()}


def board_json_schema(game_id: str | None = None, *, games: Games | None = None) -> dict[str, Any]:
    """The JSON Schema of a game's board files, or with no game of any board file: one of the
    games' board schemas, told apart by the `game` key."""
    if game_id is not None:
        spec = _spec(game_id, games)
        return _document_schema(spec.board_schema, f"Arcade Races board: {spec.title}")
    registry = _registry(games)
    return {
        "$schema": JSON_SCHEMA_DIALECT,
        "title": "Arcade Races board",
        "description": "A board file of one of the games; its game key says which.",
        "type": "object",
        "required": ["game"],
        "properties": {"game": {"enum": list(registry)}},
        "oneOf": [spec.board_schema.json_schema() for spec in registry.values()],
    }


def config_json_schema(game_id: str, *, games: Games | None = None) -> dict[str, Any]:
    """The JSON Schema of a game's config file."""
    spec = _spec(game_id, games)
    return _document_schema(spec.config_schema, f"Arcade Races game config: {spec.title}")


__all__ = [
    "CONFIGS_DIR",
    "BoardFile",
    "board_json_schema",
    "build_game",
    "builtin_boards",
    "check_board_file",
    "config_json_schema",
    "config_path",
    "default_board_path",
    "issue_error",
    "load_board_file",
    "load_config_file",
    "load_document",
    "read_document_text",
]
