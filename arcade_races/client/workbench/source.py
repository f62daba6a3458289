"""The board file the preview watches: its stamp (polled, no file-watching library) and its
loading, checked exactly as `board check` checks it.

>>> Stamp.of("/no/such/board.yaml").kind
'missing'
"""

from __future__ import annotations

import os
import stat
from dataclasses import dataclass
from pathlib import Path

from arcade_races.boards.errors import BoardError
from arcade_races.boards.loader import check_board_file, load_board_file
from arcade_races.core.state import Game
from arcade_races.games import get_spec
from arcade_races.gamesetup import ai_seats, make_header
from arcade_races.replay import Header

POLL_EVERY = 0.25
"""Seconds between two looks at the file: a save shows within a second even with a slow
reload."""
SEED = 1
"""The seed of the game set up on the board (the picture is the same on every reload)."""


@dataclass(frozen=True)
class Stamp:
    """What the file looks like from outside: a regular file (with its modification time and
    size), missing, or something else in its place (a folder)."""

    kind: str
    mtime_ns: int = 0
    size: int = 0

    @classmethod
    def of(cls, path: str | os.PathLike[str]) -> Stamp:
        """The stamp of `path` now."""
        try:
            found = os.stat(path)
        except FileNotFoundError:
            return cls("missing")
        except OSError:
            return cls("unreadable")
        if stat.S_ISDIR(found.st_mode):
            return cls("folder")
        if not stat.S_ISREG(found.st_mode):
            return cls("other")
        return cls("file", found.st_mtime_ns, found.st_size)


class FileWatch:
    """Polls a file's stamp every `every` seconds of the clock it is given; `changed(now)` is
    True once per change, when two looks in a row agree: an editor's save (the file emptied,
    then written) is read once it is done, not half-way."""

    def __init__(self, path: str | os.PathLike[str], every: float = POLL_EVERY) -> None:
        self.path = Path(path)
        self.every = every
        self.stamp = Stamp.of(path)
        """The stamp of the file as last loaded."""
        self._seen = self.stamp
        self._next = 0.0

    def changed(self, now: float) -> bool:
        """Whether the file has settled into a new look since it was last loaded (looking at
        most every `every` seconds)."""
        if now < self._next:
            return False
        self._next = now + self.every
        stamp = Stamp.of(self.path)
        settled = stamp == self._seen
        self._seen = stamp
        if not settled or stamp == self.stamp:
            return False
        self.stamp = stamp
        return True


@dataclass(frozen=True)
class Loaded:
    """A board that loads: the game set up on it and the header that names it."""

    header: Header
    game: Game
    name: str
    """The board's `name:` (its file name if it has none)."""


def seats_for(game_id: str) -> int:
    """How many seats the preview sets the game up for: four where the game allows it (a
    full start line without crowding the side column)."""
    spec = get_spec(game_id)
    return max(spec.min_players, min(spec.max_players, 4))


def load(path: str | os.PathLike[str]) -> Loaded:
    """Check the board as `board check` does (the same `FILE:LINE:COL` messages, raised as
    `BoardError`), then set its game up for the preview's seats."""
    name = str(path)
    check_board_file(name)
    board = load_board_file(name)
    game_id = board.game_id
    header = make_header(game_id, ai_seats(game_id, seats_for(game_id)), SEED, (), name)
    game = header.build_game()
    shown = str(board.data.get("name") or Path(name).name)
    return Loaded(header, game, shown)


def problem_lines(err: BoardError) -> list[str]:
    """The lines `board check` prints for `err`, without the program's name in front."""
    return err.all_lines()


__all__ = ["POLL_EVERY", "FileWatch", "Loaded", "Stamp", "load", "problem_lines", "seats_for"]
