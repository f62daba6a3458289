"""The track maker's workbench, outside the window: `board new` (a board of your own from a
game's default) and the schema line every board file starts with, so an editor with the YAML
language server completes and checks the file as it is typed.

The preview window lives in `arcade_races.client.workbench`, the balance report in
`arcade_races.balance`.
"""

from __future__ import annotations

import json
import re
from typing import Final

SCHEMA_FILE: Final = "board.schema.json"
"""The JSON Schema of a game's boards, written beside them: in `configs/boards/<game>/` for the
built-in boards, in the user's boards folder by `board new`."""

_SCHEMA_LINE: Final = re.compile(r"^# yaml-language-server: \$schema=\S*[ \t]*\r?\n?", re.M)


def schema_line(target: str) -> str:
    """The comment an editor's YAML language server reads to find a file's schema.

    >>> schema_line("board.schema.json")
    '# yaml-language-server: $schema=board.schema.json'
    """
    return f"# yaml-language-server: $schema={target}"


def without_schema_line(text: str) -> str:
    """A board's text with its schema line taken out (a copy gets one of its own).

    >>> without_schema_line("# yaml-language-server: $schema=a.json\\nformat: 1\\n")
    'format: 1\\n'
    """
    return _SCHEMA_LINE.sub("", text, count=1)


def schema_text(game_id: str) -> str:
    """The JSON Schema of the game's board files, as written to `SCHEMA_FILE`."""
    from arcade_races.boards.loader import board_json_schema

    return json.dumps(board_json_schema(game_id), indent=2, ensure_ascii=False) + "\n"


__all__ = ["SCHEMA_FILE", "schema_line", "schema_text", "without_schema_line"]
