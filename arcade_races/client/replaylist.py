"""The replays folder at a glance: one `ReplayEntry` per file, newest first.

Listing reads only each file's header line and its last few lines (the end line and the last
action line), so a folder of hundreds of games lists in a blink. A file whose header or tail is
damaged is read again in full, strictly, to give the same one-line message that
`arcade-races replay verify` would; damage in the middle of a file shows only when it is opened.

>>> entries = list_replays()           # doctest: +SKIP
>>> [e.title for e in entries if not e.finished]   # doctest: +SKIP
['Pferderennen']
"""

from __future__ import annotations

import datetime as dt
import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from arcade_races.client.paths import replays_dir
from arcade_races.replay import MAX_FILE, MAX_LINE, Header, ReplayError, parse_replay
from arcade_races.replay_lines import load_line

NO_WINNER = "—"
"""The winner text of a game that did not finish (or cannot be read)."""
CONTINUE_MAX_AGE = dt.timedelta(days=7)
"""How old an unfinished game may be to be offered by the title's Continue."""
TAIL_CHUNK = 8192
"""The first bite read from the end of a file; doubled until the last lines are in it."""


@dataclass(frozen=True)
class ReplayEntry:
    """One replay file as the list shows it.

    `created` is the header's time as an aware datetime, or the header's text if it is not
    one. `board` is the board's file name as recorded; `board_title` its own title, as the
    list shows it. `winner` names the seats placed first (`NO_WINNER` if unfinished). `error` is the
    one-line message of a file that cannot be read; the other fields then hold what could be
    read, if anything.
    """

    path: Path
    game: str
    title: str
    created: dt.datetime | str
    seats: tuple[str, ...]
    actions: int
    finished: bool
    winner: str
    error: str | None = None
    seat_kinds: tuple[str, ...] = ()
    placing: tuple[int, ...] = ()
    scores: tuple[int, ...] = ()
    units: str = ""
    seed: int | None = None
    board: str = ""
    board_title: str = ""
    variants: tuple[str, ...] = ()
    truncated: bool = False
    modified: float = 0.0

    @property
    def when(self) -> dt.datetime:
        """When the game was started (the file's time if the header gives none), in UTC."""
        if isinstance(self.created, dt.datetime):
            return self.created
        return dt.datetime.fromtimestamp(self.modified, dt.UTC)

    @property
    def ok(self) -> bool:
        """Whether the file could be read."""
        return self.error is None

    @property
    def resumable(self) -> bool:
        """Whether this is an unfinished game that can be picked up again."""
        return self.ok and not self.finished and self.game in _titles()


def _titles() -> dict[str, str]:
    from arcade_races.games import GAMES

    return {game_id: spec.title for game_id, spec in GAMES.items()}


def game_title(game_id: str) -> str:
    """The game's title (`arcade_races.games.GAMES`), or its id if this version lacks it."""
    return _titles().get(game_id, game_id)


def parse_created(created: str) -> dt.datetime | str:
    """A header's `created` as an aware datetime (UTC if it names no zone), or the text as it
    is if it is not a time.

    >>> parse_created("2026-11-29T12:27:15+00:00").hour
    12
    """
    try:
        when = dt.datetime.fromisoformat(created)
    except ValueError:
        return created
    return when if when.tzinfo is not None else when.replace(tzinfo=dt.UTC)


_NAME_LINE = re.compile(r"^name:[ \t]*(?P<name>[^#\n]*?)[ \t]*(?:#.*)?$", re.MULTILINE)


def board_title(board_text: str, board_name: str) -> str:
    """A board's own title, from the top-level `name:` of its YAML text (read without a YAML
    parser: the list reads hundreds of headers), else its file name in words.

    >>> board_title("version: 1\\nname: Five tracks\\n", "five_tracks.yaml")
    'Five tracks'
    >>> board_title("", "configs/boards/six_day/grand_tour.yaml")
    'Grand tour'
    """
    found = _NAME_LINE.search(board_text)
    if found is not None:
        name = found.group("name").strip().strip("'\"").strip()
        if name:
            return name
    stem = Path(board_name).stem if board_name else ""
    return stem.replace("_", " ").replace("-", " ").strip().capitalize()


def winner_text(seats: tuple[str, ...], result: dict[str, Any] | None) -> str:
    """The names of the seats placed first in `result` (`NO_WINNER` without a result).

    >>> winner_text(("Anna", "Ben", "Clara"), {"placing": [2, 1, 1], "scores": [0, 3, 3]})
    'Ben & Clara'
    """
    if result is None:
        return NO_WINNER
    placing = result.get("placing")
    if not isinstance(placing, list) or len(placing) != len(seats):
        return NO_WINNER
    firsts = [name for name, place in zip(seats, placing, strict=True) if place == 1]
    if not firsts:
        return NO_WINNER
    if len(firsts) == len(seats) and len(seats) > 1:
        return "a tie"
    return " & ".join(firsts)


def read_entry(path: str | os.PathLike[str]) -> ReplayEntry:
    """The list entry of one file, from its header line and its tail."""
    target = Path(path)
    try:
        modified = target.stat().st_mtime
        with target.open("rb") as stream:
            entry = _quick_entry(target, stream, modified)
        return entry if entry is not None else _strict_entry(target, modified)
    except OSError as err:
        return _broken(target, f"{target.name}: cannot read ({err.strerror})", None, 0.0)
    except Exception as err:  # one bad file must never stop the list
        # Nothing a file holds should get here (both readers name what is wrong); should
        # something, the file is listed as damaged and the rest of the folder still works.
        what = type(err).__name__
        return _broken(target, f"{target.name}: cannot be read ({what})", None, 0.0)


class _Damaged(Exception):
    """The quick read met something it does not vouch for: read the file strictly."""


def _quick_entry(target: Path, stream: Any, modified: float) -> ReplayEntry | None:
    first = stream.readline(MAX_LINE * 3 + 2)
    if not first.endswith(b"\n"):
        return None  # a header alone, cut off or too long: the strict reader says which
    try:
        header = Header.from_json(load_line(first.decode("utf-8")))
    except ValueError:  # not UTF-8, not JSON, a number out of bounds, not a header
        return None
    body_start = len(first)
    try:
        lines, complete = _tail_lines(stream, body_start)
        truncated = False
        if lines and not complete:
            try:
                load_line(lines[-1])
            except ValueError:
                truncated = True  # a crash mid-write, as the strict reader tolerates
                lines.pop()
        records = [load_line(line) for line in lines]
    except ValueError:
        return None
    result: dict[str, Any] | None = None
    try:
        if records and isinstance(records[-1], dict) and records[-1].get("end") is True:
            result = records.pop()["result"]
            if not isinstance(result, dict):
                raise _Damaged
        if any(not isinstance(r, dict) or "end" in r for r in records):
            raise _Damaged  # a line after the end, or not an action line
        actions = 0
        if records:
            last = records[-1]
            number = last.get("n")
            if not isinstance(number, int) or isinstance(number, bool) or number < 1:
                raise _Damaged
            if not isinstance(last.get("action"), str) or not isinstance(last.get("fp"), str):
                raise _Damaged
            actions = number
    except (_Damaged, KeyError):
        return None
    return _entry(target, header, actions, result, truncated, modified)


def _tail_lines(stream: Any, body_start: int) -> tuple[list[bytes], bool]:
    """The last (up to three) lines after the header, and whether the file ends in a newline.

    Three is enough: a cut-off line, the end line and the last action line.
    """
    size = stream.seek(0, os.SEEK_END)
    if size <= body_start:
        return [], True
    chunk = TAIL_CHUNK
    while True:
        start = max(body_start, size - chunk)
        stream.seek(start)
        data = stream.read(size - start)
        complete = data.endswith(b"\n")
        lines = data.split(b"\n")
        if complete:
            lines.pop()
        if start > body_start:
            lines = lines[1:]  # the first piece may be the end of a longer line
        if len(lines) >= 3 or start == body_start:
            return lines[-3:], complete
        chunk *= 2


def _strict_entry(target: Path, modified: float) -> ReplayEntry:
    try:
        if target.stat().st_size > MAX_FILE:
            raise ReplayError(f"{target.name}: is too big (at most 64 MiB)")
        replay = parse_replay(target.read_bytes(), target.name)
    except ReplayError as err:
        return _broken(target, str(err), _header_or_none(target), modified)
    except OSError as err:
        return _broken(target, f"{target.name}: cannot read ({err.strerror})", None, modified)
    return _entry(target, replay.header, len(replay.actions), replay.result, replay.truncated,
                  modified)


def _header_or_none(target: Path) -> Header | None:
    try:
        with target.open("rb") as stream:
            first = stream.readline(MAX_LINE * 3 + 2)
        return Header.from_json(load_line(first.decode("utf-8")))
    except (OSError, ValueError):
        return None


def _entry(
    target: Path,
    header: Header,
    actions: int,
    result: dict[str, Any] | None,
    truncated: bool,
    modified: float,
) -> ReplayEntry:
    titles = _titles()
    seats = tuple(seat.name for seat in header.seats)
    error = None
    if header.game not in titles:
        error = f"{target.name}:1: a game this version does not know: {header.game!r}"
    placing: tuple[int, ...] = ()
    scores: tuple[int, ...] = ()
    if result is not None:
        placing = _ints(result.get("placing"), len(seats))
        scores = _ints(result.get("scores"), len(seats))
    units = result.get("units") if result is not None else None
    if not isinstance(units, str):
        from arcade_races.games import GAMES

        spec = GAMES.get(header.game)
        units = spec.units if spec is not None else None  # the game's own: Rennfieber's cash
    return ReplayEntry(
        path=target,
        game=header.game,
        title=titles.get(header.game, header.game),
        created=parse_created(header.created),
        seats=seats,
        actions=actions,
        finished=result is not None,
        winner=winner_text(seats, result),
        error=error,
        seat_kinds=tuple(seat.kind for seat in header.seats),
        placing=placing,
        scores=scores,
        units=units if isinstance(units, str) else "",
        seed=header.seed,
        board=header.board_name,
        board_title=board_title(header.board_text, header.board_name),
        variants=header.variants,
        truncated=truncated,
        modified=modified,
    )


def _ints(value: Any, length: int) -> tuple[int, ...]:
    if not isinstance(value, list) or len(value) != length:
        return ()
    if not all(isinstance(v, int) and not isinstance(v, bool) for v in value):
        return ()
    return tuple(value)


def _broken(target: Path, message: str, header: Header | None, modified: float) -> ReplayEntry:
    if header is None:
        return ReplayEntry(target, "", target.name, "", (), 0, False, NO_WINNER, message,
                           modified=modified)
    return ReplayEntry(
        path=target,
        game=header.game,
        title=_titles().get(header.game, header.game),
        created=parse_created(header.created),
        seats=tuple(seat.name for seat in header.seats),
        actions=0,
        finished=False,
        winner=NO_WINNER,
        error=message,
        seat_kinds=tuple(seat.kind for seat in header.seats),
        seed=header.seed,
        board=header.board_name,
        board_title=board_title(header.board_text, header.board_name),
        variants=header.variants,
        modified=modified,
    )


def list_replays(directory: str | os.PathLike[str] | None = None) -> list[ReplayEntry]:
    """Every `*.jsonl` file in `directory` (default: the replays folder), newest first.

    A missing folder lists nothing; a broken file is listed with its one-line error.
    """
    folder = Path(directory) if directory is not None else replays_dir()
    try:
        paths = [p for p in folder.iterdir() if p.suffix == ".jsonl" and p.is_file()]
    except OSError:
        return []
    entries = [read_entry(path) for path in paths]
    entries.sort(key=lambda e: (e.when, e.modified, e.path.name), reverse=True)
    return entries


def latest_unfinished(
    directory: str | os.PathLike[str] | None = None,
    max_age: dt.timedelta = CONTINUE_MAX_AGE,
    now: dt.datetime | None = None,
) -> ReplayEntry | None:
    """The newest unfinished game that can be resumed, started within `max_age` of `now`
    (the title's Continue); None if there is none."""
    moment = now if now is not None else dt.datetime.now(dt.UTC)
    for entry in list_replays(directory):
        if moment - entry.when > max_age:
            return None  # newest first: everything after is older still
        if entry.resumable:
            return entry
    return None


def delete_replay(path: str | os.PathLike[str]) -> None:
    """Delete a replay file (gone already is fine); `OSError` if it cannot be deleted."""
    Path(path).unlink(missing_ok=True)


__all__ = [
    "NO_WINNER",
    "ReplayEntry",
    "board_title",
    "delete_replay",
    "game_title",
    "latest_unfinished",
    "list_replays",
    "parse_created",
    "read_entry",
    "winner_text",
]
