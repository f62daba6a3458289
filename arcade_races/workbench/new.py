"""`arcade-races board new GAME [NAME]`: a board of your own, copied from the game's default.

The copy goes into the user's boards folder of the game (`client.paths.boards_dir`), which the
game's board picker lists, under a file name made from NAME (`"Long Six Days"` ->
`long-six-days.yaml`). Its `name:` is NAME, and it starts with a header: the schema line an
editor reads (pointing at `board.schema.json`, written beside the boards on every run so it
follows the program's version), the game, where the board came from, and where the docs are.

An existing file is never overwritten: a NAME whose file exists is refused with one line (the
track maker asked for that file by name, and may have worked on it); without NAME the first
free `my-<board>.yaml`, `my-<board>-2.yaml`, ... is taken.
"""

from __future__ import annotations

import re
import shlex
import unicodedata
from pathlib import Path
from typing import Final, TextIO

from arcade_races.workbench import SCHEMA_FILE, schema_line, schema_text, without_schema_line

MAX_NAME: Final = 80
"""The longest board name taken, in characters (the picker shows one line)."""

_NAME_LINE: Final = re.compile(r"^name:[^\n]*$", re.M)


def slug(name: str) -> str:
    """A file-safe stem for a board name: lower case, letters and digits joined by dashes.

    >>> slug("Long Six Days!"), slug("Größer  Ring"), slug("...")
    ('long-six-days', 'grösser-ring', '')
    """
    text = unicodedata.normalize("NFC", name).casefold()
    words = re.findall(r"[^\W_]+", text)
    return "-".join(words)[:60].strip("-")


def _yaml_text(value: str) -> str:
    # A double-quoted YAML scalar reads back exactly, whatever the name holds (": ", "#"...).
    escaped = value.replace("\\", "\\\\").replace('"', '\\"')
    return f'"{escaped}"'


def header(title: str, origin: str, schema_uri: str, game_id: str, path: Path) -> str:
    """The comment a new board starts with: the schema line first, then what the file is and
    what to do with it."""
    return "\n".join([
        schema_line(schema_uri),
        f"# A {title} board of your own, copied from the built-in {origin}.",
        "#",
        "# Every field is explained in the track maker's guide, docs/boards.md in the",
        "# Arcade Races source, and in the JSON Schema of the line above (an editor with",
        "# the YAML language server completes and checks from it; it is also printed by",
        f"# arcade-races board schema {game_id}).",
        f"#   check it:    arcade-races board check {_shown(path)}",
        f"#   see it:      arcade-races board preview {_shown(path)}",
        f"#   is it fair:  arcade-races board balance {_shown(path)} --games 2000",
        "# It shows in the game's board picker as it is saved here.",
        "#",
        "",
    ])


def _shown(path: Path) -> str:
    return shlex.quote(str(path))


def _free_path(folder: Path, stem: str) -> tuple[Path, int]:
    number = 1
    while True:
        path = folder / (f"{stem}.yaml" if number == 1 else f"{stem}-{number}.yaml")
        if not path.exists():
            return path, number
        number += 1


def board_new(game_id: str, name: str | None, out: TextIO) -> int:
    """Copy the game's default board into the user's boards folder as a new board; print its
    path. A name that makes no file name, or whose file exists, is a `UserError`."""
    from arcade_races.boards.errors import BoardError
    from arcade_races.boards.loader import (
        check_board_file,
        default_board_path,
        load_board_file,
        read_document_text,
    )
    from arcade_races.cli import UserError
    from arcade_races.client.paths import boards_dir
    from arcade_races.games import get_spec
    from arcade_races.userfiles import FileProblem, ensure_folder, write_atomically

    spec = get_spec(game_id)
    source = default_board_path(game_id)
    original = load_board_file(source, game_id)
    board_name = str(original.data["name"])
    try:
        folder = ensure_folder(boards_dir(game_id))
    except FileProblem as err:
        raise UserError(f"board new: {boards_dir(game_id)}: {err}") from None
    if name is not None:
        name = " ".join(name.split())
        stem = slug(name)
        if not stem or len(name) > MAX_NAME:
            raise UserError(f"board new: {name[:MAX_NAME]!r} makes no file name; give a name of"
                            f" letters and digits, at most {MAX_NAME} characters")
        path = folder / f"{stem}.yaml"
        if path.exists():
            raise UserError(f"board new: {path} already exists; edit it, or give another name")
    else:
        path, number = _free_path(folder, "my-" + slug(source.stem))
        name = f"My {board_name}" + (f" {number}" if number > 1 else "")
    schema_path = folder / SCHEMA_FILE
    try:
        write_atomically(schema_path, schema_text(game_id).encode("utf-8"))
    except FileProblem as err:
        raise UserError(f"board new: {schema_path}: {err}") from None
    origin = f'"{board_name}" ({source.name})'
    body = without_schema_line(read_document_text(source))
    body, found = _NAME_LINE.subn(f"name: {_yaml_text(name)}", body, count=1)
    if not found:
        raise RuntimeError(f"{source} has no top-level name: line to replace")
    text = header(spec.title, origin, schema_path.resolve().as_uri(), game_id, path) + body
    try:
        # "x": made new or not at all, even if another run took the name a moment ago.
        with path.open("x", encoding="utf-8", newline="\n") as file:
            file.write(text)
    except FileExistsError:
        raise UserError(f"board new: {path} already exists; edit it, or give another name"
                        ) from None
    try:
        check_board_file(path, game_id)
    except BoardError as err:  # a copy of a built-in board that fails is this code's bug
        path.unlink()
        raise RuntimeError(f"the new board does not pass its check: {err}") from err
    out.write(f"{path}\n")
    return 0


__all__ = ["MAX_NAME", "board_new", "header", "slug"]
