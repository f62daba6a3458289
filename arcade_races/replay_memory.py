"""Replays made in memory, for `simulate`: a run's header lines encoded once
(`HeaderLines`), and a replay kept as its list of lines (`ReplayInMemory`), which the run
hands to a background writer whole."""

from __future__ import annotations

import io
import os
from dataclasses import replace
from typing import Any

from arcade_races.core.state import State
from arcade_races.replay import VERSION, Header, ReplayWriter, header_line, stamped
from arcade_races.replay_lines import json_string


class HeaderLines:
    """The header lines of a run of replays that differ in their seed alone (`simulate`'s),
    encoded once: a header carries the board's and the rules' whole text, and encoding that
    for every game cost more than a Pferderennen game."""

    _PROBE = -1
    """A seed no game has, put in to find where the seed goes."""

    def __init__(self, header: Header) -> None:
        assert header.version == VERSION, "a run is written in this program's format"
        text = header_line(stamped(replace(header, seed=self._PROBE)))
        # The seed is the one `"seed":` at the top level; inside the board's text the same
        # characters would be written with escaped quotes, so this cannot match there.
        marker = f',"seed":{self._PROBE},'
        assert text.count(marker) == 1, "a header names its seed once"
        self._before, self._after = text.split(marker)

    def line(self, seed: int) -> str:
        """The header line of the game with `seed` (what `header_line` gives for it)."""
        return f'{self._before},"seed":{int(seed)},{self._after}'

    def pieces(self) -> tuple[str, str]:
        """The text before the seed and the text after it: the header line of the game with
        seed S is the first, S, then the second (a stencil for `FilesInBackground`)."""
        return f'{self._before},"seed":', f",{self._after}"


_QUOTED: dict[str, str] = {}
"""`"action":NOTATION,"fp":"` of an action line, by notation: a game's actions come back again
and again."""
_QUOTED_LIMIT = 1 << 14
"""The most pieces each of these tables holds before it starts again (a bound, not a cache
size that matters: a game's vocabulary of actions and its length are much smaller)."""
_NUMBERED: dict[int, str] = {}
"""`{"n":N,"seat":` of an action line, by N."""
_SEATED: dict[int | None, str] = {}
"""The seat of an action line and the comma after it, by seat."""


def _kept(table: dict[Any, str], key: Any, text: str) -> str:
    # A piece made the first time its key comes, into a table bounded by `_QUOTED_LIMIT`.
    if len(table) >= _QUOTED_LIMIT:
        table.clear()
    table[key] = text
    return text


def _numbered(number: int) -> str:
    return _kept(_NUMBERED, number, f'{{"n":{number},"seat":')


def _seated(seat: int | None) -> str:
    return _kept(_SEATED, seat, f'{"null" if seat is None else seat},')


def _quoted(action: str) -> str:
    return _kept(_QUOTED, action, f'"action":{json_string(action)},"fp":"')


class ReplayInMemory(ReplayWriter):
    """A replay kept as a list of its lines, joined by `text` (a recorded `simulate` run makes
    one a game, and writes a line after each of its actions). Nothing written can fail."""

    _END = '{"end":true,"result":'
    """How the end line starts: the result's JSON follows, then the closing brace."""

    def __init__(self, path: str | os.PathLike[str], header: Header | str) -> None:
        """A replay at `path` (a name, nothing is opened) begun with `header`, or with the
        header line's text as given: "" leaves it out (`text` is then the rest, which
        `simulate` puts after each game's header from a stencil)."""
        super().__init__(io.StringIO(), str(path), flush=False)  # the stream stays unused
        self._lines: list[str] = []
        if isinstance(header, str):
            self._lines.append(header)
        else:
            self.write_header(stamped(header))

    def _text(self, line: str) -> None:
        self._lines.append(line)

    def write_action(self, number: int, seat: int | None, action: str, state: State) -> None:
        if self._version < 3:
            super().write_action(number, seat, action, state)
            return
        # `ReplayWriter.write_action`'s line (the numbers are the match's own ints), with the
        # state's fingerprint read directly and its pieces made once: the number's and the
        # seat's text, the notation quoted, are looked up (measured: 0.38 us a line written
        # out, 0.22 us so), for this runs after every action of every recorded game.
        self._lines.append(f'{_NUMBERED.get(number) or _numbered(number)}'
                           f'{_SEATED.get(seat) or _seated(seat)}'
                           f'{_QUOTED.get(action) or _quoted(action)}{state.fingerprint()}"}}\n')

    def end_text(self) -> str | None:
        last = self._lines[-1] if self._lines else ""
        if not last.startswith(self._END):
            return None
        return last[len(self._END):-2]  # without the closing brace and the newline

    def text(self) -> str:
        """All that was written."""
        return "".join(self._lines)

    def close(self) -> None:
        """Nothing to close: the lines stay readable by `text`."""


__all__ = ["HeaderLines", "ReplayInMemory"]
