"""`BoardError`: a problem with a board or config file, as one line `FILE:LINE:COL: what (allowed)`.

>>> str(BoardError("six.yaml", 4, 3, "unknown key 'colr'", "allowed keys: felt, rail, ink"))
"six.yaml:4:3: unknown key 'colr' (allowed keys: felt, rail, ink)"
>>> str(BoardError("gone.yaml", 0, 0, "no such file"))
'gone.yaml: no such file'
"""

from __future__ import annotations

from collections.abc import Sequence

from arcade_races.core.errors import ArcadeRacesError


def _one_line(text: str) -> str:
    # A message is one line whatever a YAML problem text or a file name holds.
    return " ".join(text.split("\n")).replace("\r", " ")


class BoardError(ArcadeRacesError):
    """A file that cannot be used, located by file name and 1-based line and column.

    `line` 0 means the problem is with the file as a whole (missing, too big): the message
    then starts `FILE: `. `message` (and `str()`) is always exactly one line.
    """

    def __init__(self, filename: str, line: int, col: int, what: str, allowed: str = "") -> None:
        self.filename = filename
        self.line = line
        self.col = col
        self.what = what
        self.allowed = allowed
        where = f"{filename}:{line}:{col}" if line > 0 else filename
        text = f"{where}: {what}" + (f" ({allowed})" if allowed else "")
        self.message = _one_line(text)
        self.errors: tuple[BoardError, ...] = (self,)
        super().__init__(self.message)

    def all_lines(self) -> list[str]:
        """Every problem found, one line each (just this one for a single error)."""
        return [error.message for error in self.errors]


class BoardErrors(BoardError):
    """Several problems in one file (or in a board and its config), in document order.

    It reads as its first problem, so code that shows one line still shows the first;
    `all_lines()` gives every one.
    """

    def __init__(self, errors: Sequence[BoardError]) -> None:
        if not errors:
            raise ValueError("BoardErrors needs at least one error")
        first = errors[0]
        super().__init__(first.filename, first.line, first.col, first.what, first.allowed)
        # A BoardErrors among them is flattened, so `errors` holds single problems only.
        self.errors = tuple(single for error in errors for single in error.errors)


__all__ = ["BoardError", "BoardErrors"]
