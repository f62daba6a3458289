"""Replays made in memory, for `simulate`: a run's header lines encoded once
(`HeaderLines`), and a replay kept as its list of lines (`ReplayInMemory`), which the run
hands to a background writer whole."""

from __future__ import annotations

import io
import os
from dataclasses import replace

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



_QUOTED: dict[str, str] = {}
"""Notations as JSON strings, by notation: a game's actions come back again and again."""
_QUOTED_LIMIT = 1 << 14
"""The most notations `_QUOTED` holds before it starts again (a bound, not a cache size
that matters: a game's vocabulary of actions is much smaller)."""


class ReplayInMemory(ReplayWriter):
    """A replay kept as a list of its lines, joined by `text` (a recorded `simulate` run makes
    one a game, and writes a line after each of its actions). Nothing written can fail."""

    _END = '{"end":true,"result":'
    """How the end line starts: the result's JSON follows, then the closing brace."""

    def __init__(self, path: str | os.PathLike[str], header: Header | str) -> None:
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
        # state's fingerprint read directly and each notation quoted once: this runs after
        # every action of every recorded game.
        quoted = _QUOTED.get(action)
        if quoted is None:
            if len(_QUOTED) >= _QUOTED_LIMIT:
                _QUOTED.clear()
            quoted = _QUOTED[action] = json_string(action)
        self._lines.append(f'{{"n":{number},"seat":{"null" if seat is None else seat},'
                           f'"action":{quoted},"fp":"{state.fingerprint()}"}}\n')

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
