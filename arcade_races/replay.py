"""The replay file: a JSON Lines record of one game, written as it is played.

Line 1 is a header (format, version, program, game, seats, variants, seed and the full text of
the board and game config); then one line per action with its number, seat (null for chance),
notation and the state fingerprint after it; a finished game ends with an `end` line holding the
result. Every line is flushed as it is written, so a crash loses at most the action under way.
Reading is strict, and every error names the line and action number; a cut-off last line (a
crash mid-write) is tolerated, and the game can be resumed from what is there. See
docs/replays.md.
"""

from __future__ import annotations

import datetime as dt
import functools
import operator
import os
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

from arcade_races import __version__
from arcade_races.core.chance import sample
from arcade_races.core.errors import ArcadeRacesError
from arcade_races.core.fingerprint import fingerprint
from arcade_races.core.state import Game, State
from arcade_races.replay_lines import NumberTooLong, encode_line, json_string, load_line
from arcade_races.userfiles import FileProblem, read_bounded, reason

FORMAT = "arcade-races-replay"
VERSION = 3
"""The replay format this program writes. Version 1 fingerprinted each state as the hash of
its whole `to_dict()`; version 2 as the hash of its snapshot (`State.snapshot_fingerprint()`),
whose cost does not grow with the game; version 3 records `State.fingerprint()`, the state's
incremental hash, which each action keeps up to date and which costs nothing to read. All
three are read, and a game resumed from a replay goes on in its own version."""


def fingerprint_in(state: State, version: int) -> str:
    """The fingerprint of `state` as replay format `version` records it."""
    if version < 2:
        return fingerprint(state.to_dict())
    if version == 2:
        return state.snapshot_fingerprint()
    return state.fingerprint()
MAX_FILE = 64 << 20
"""The biggest replay file read (a Rennfieber evening of 1,400 actions is about 150 KB)."""
MAX_LINE = 1 << 20
"""The longest line read (the header holds board and config text, each at most 1 MiB)."""


class ReplayError(ArcadeRacesError):
    """A replay that cannot be read or does not re-play; the message names file, line and
    action number."""


@dataclass(frozen=True)
class SeatInfo:
    """Who sat at a seat: a name, `human` or `ai`, and for an AI its level and personality."""

    name: str
    kind: str = "ai"
    level: str | None = "normal"
    personality: str | None = None

    def to_json(self) -> dict[str, Any]:
        """The seat as JSON-safe data."""
        return {
            "name": self.name,
            "kind": self.kind,
            "level": self.level,
            "personality": self.personality,
        }

    @classmethod
    def from_json(cls, data: Any) -> SeatInfo:
        """A seat from `to_json()` output; `ValueError` if it is not one."""
        if not isinstance(data, dict) or not isinstance(data.get("name"), str):
            raise ValueError("a seat needs a name")
        kind = data.get("kind", "ai")
        if kind not in ("human", "ai"):
            raise ValueError("a seat is human or ai")
        level, personality = data.get("level"), data.get("personality")
        if not all(v is None or isinstance(v, str) for v in (level, personality)):
            raise ValueError("a seat's level and personality are names")
        return cls(data["name"], kind, level, personality)


@dataclass(frozen=True)
class Header:
    """The first line of a replay: everything needed to set the game up again."""

    game: str
    seed: int
    seats: tuple[SeatInfo, ...]
    variants: tuple[str, ...]
    board_name: str
    board_text: str
    config_name: str
    config_text: str
    program: str = __version__
    created: str = ""
    version: int = VERSION

    def to_json(self) -> dict[str, Any]:
        """The header line as JSON-safe data."""
        return {
            "format": FORMAT,
            "version": self.version,
            "program": self.program,
            "created": self.created,
            "game": self.game,
            "seed": self.seed,
            "players": len(self.seats),
            "seats": [seat.to_json() for seat in self.seats],
            "variants": list(self.variants),
            "board": {"name": self.board_name, "text": self.board_text},
            "config": {"name": self.config_name, "text": self.config_text},
        }

    @classmethod
    def from_json(cls, data: Any) -> Header:
        """A header from its JSON; `ValueError` naming what is wrong."""
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise ValueError("not an Arcade Races replay")
        version = data.get("version")
        if not isinstance(version, int) or isinstance(version, bool) or version < 1:
            raise ValueError("the header has no format version (a whole number from 1)")
        if version > VERSION:
            raise ValueError(
                f"replay format version {version} is newer than this program reads"
                f" (up to {VERSION}); update Arcade Races"
            )
        from arcade_races.games import GAMES

        game = data.get("game")
        if not isinstance(game, str) or game not in GAMES:
            shown = repr(game)[:40] if isinstance(game, str) else "missing"
            raise ValueError(f"the header names no game this program knows ({shown};"
                             f" one of: {', '.join(GAMES)})")
        try:
            seats = tuple(SeatInfo.from_json(s) for s in _as_list(data["seats"], "seats"))
            board, config = data["board"], data["config"]
            if not isinstance(board, dict) or not isinstance(config, dict):
                raise TypeError("'board' or 'config'")
            for key, value in (("board", board), ("config", config)):
                if not (isinstance(value.get("name"), str)
                        and isinstance(value.get("text"), str)):
                    raise TypeError(f"'{key}'")
            header = cls(
                game=game,
                seed=_as_seed(data["seed"]),
                seats=seats,
                variants=tuple(_as_text(v, "variants") for v in _as_list(
                    data.get("variants", []), "variants")),
                board_name=str(board["name"]),
                board_text=str(board["text"]),
                config_name=str(config["name"]),
                config_text=str(config["text"]),
                program=str(data.get("program", "")),
                created=str(data.get("created", "")),
                version=version,
            )
        except KeyError as err:
            raise ValueError(f"the header lacks {err}") from None
        except TypeError as err:
            raise ValueError(f"the header's {err} has the wrong type") from None
        if not seats:
            raise ValueError("the header lists no seats")
        return header

    def build_game(self) -> Game:
        """The game this replay was played with, from the board and config text it carries."""
        from arcade_races.boards.loader import build_game

        return build_game(
            self.game,
            self.board_text,
            self.board_name,
            self.config_text,
            self.config_name,
            len(self.seats),
            self.variants,
        )


MAX_SEED = 2**63 - 1
"""The largest seed a header may hold (seeds are whole numbers from 0)."""


def _as_seed(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_SEED:
        raise TypeError("'seed' (a whole number from 0 to 2**63 - 1)")
    return value


def _as_list(value: Any, key: str) -> list[Any]:
    if not isinstance(value, list):
        raise TypeError(f"'{key}'")
    return value


def _as_text(value: Any, key: str) -> str:
    if not isinstance(value, str):
        raise TypeError(f"'{key}'")
    return value


@dataclass(frozen=True)
class ActionLine:
    """One recorded action: its number (from 1), the seat or None for chance, the notation and
    the state fingerprint after it."""

    number: int
    seat: int | None
    action: str
    fingerprint: str

    def to_json(self) -> dict[str, Any]:
        """The action line as JSON-safe data."""
        return {"n": self.number, "seat": self.seat, "action": self.action, "fp": self.fingerprint}


@dataclass
class Replay:
    """A replay as read: its header, its action lines, the end line's result if the game
    finished, and whether a cut-off last line was dropped."""

    path: str
    header: Header
    actions: list[ActionLine] = field(default_factory=list)
    result: dict[str, Any] | None = None
    truncated: bool = False

    @property
    def finished(self) -> bool:
        """Whether the game was played to its end."""
        return self.result is not None




def header_line(header: Header) -> str:
    """The header line of a replay with `header`, newline and all."""
    return encode_line(header.to_json()) + "\n"


def stamped(header: Header) -> Header:
    """`header` with its creation time set to now, unless it has one."""
    if header.created:
        return header
    now = dt.datetime.now(dt.UTC).replace(microsecond=0)
    return Header(**{**header.__dict__, "created": now.isoformat()})


class ReplayWriter:
    """Writes a replay as the game goes, flushing every line."""

    def __init__(self, stream: IO[str], path: str = "", version: int = VERSION,
                 flush: bool = True) -> None:
        self._stream = stream
        self._flush = flush
        self.path = path
        self.version = version

    @property
    def version(self) -> int:
        """The format the lines are written in (that of the header, when it is written)."""
        return self._version

    @version.setter
    def version(self, version: int) -> None:
        self._version = version
        self._fingerprint: Callable[[State], str] = (
            functools.partial(fingerprint_in, version=version) if version < 3
            else operator.methodcaller("fingerprint"))

    @classmethod
    def create(cls, path: str | os.PathLike[str], header: Header,
               flush: bool = True) -> ReplayWriter:
        """Start a new replay file at `path` with `header` (its creation time is set now).

        With `flush` (a game being played) every line goes to the file as it is written, so
        a crash loses nothing; without (`simulate`, games that take a millisecond) lines are
        buffered until `close`, and a crash leaves a shorter replay that can be resumed."""
        header = stamped(header)
        target = Path(path)
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
            stream = target.open("w", encoding="utf-8", newline="\n")
        except OSError as err:
            raise ReplayError(f"{target}: cannot write the replay ({reason(err)})") from None
        writer = cls(stream, str(target), flush=flush)
        writer.write_header(header)
        return writer

    @classmethod
    def append(cls, replay: Replay) -> ReplayWriter:
        """Go on writing an unfinished replay, first dropping a cut-off last line."""
        target = Path(replay.path)
        try:
            data = target.read_bytes()
            if not data.endswith(b"\n"):
                with target.open("r+b") as file:  # cut the broken tail off, in place
                    file.truncate(data.rfind(b"\n") + 1)
            stream = target.open("a", encoding="utf-8", newline="\n")
        except OSError as err:
            raise ReplayError(f"{target}: cannot go on writing the replay ({reason(err)})"
                              ) from None
        return cls(stream, str(target), replay.header.version)

    def _line(self, data: dict[str, Any]) -> None:
        self._text(encode_line(data) + "\n")

    def _text(self, line: str) -> None:
        # Line by line, flushed: a crash or a full disk loses at most the line being written,
        # which reading drops as cut off, and the game can be resumed from the rest.
        try:
            self._stream.write(line)
            if self._flush:
                self._stream.flush()
        except OSError as err:
            raise ReplayError(f"{self.path or 'the replay'}: cannot write the replay"
                              f" ({reason(err)})") from None

    def write_header(self, header: Header) -> None:
        """Write the header line (the first line of a replay)."""
        self.version = header.version
        self._line(header.to_json())

    def write_action(self, number: int, seat: int | None, action: str, state: State) -> None:
        """Record action `number`, with the fingerprint of the `state` after it."""
        # Written out by hand: the same text json.dumps gives for `ActionLine.to_json()`
        # (a test holds them equal), for a fraction of its cost on every recorded action.
        self._text(f'{{"n":{int(number)},"seat":{"null" if seat is None else int(seat)},'
                   f'"action":{json_string(action)},"fp":"{self._fingerprint(state)}"}}\n')

    def write_end(self, result: dict[str, Any]) -> None:
        """Record that the game ended, with its result."""
        self._line({"end": True, "result": result})

    def end_text(self) -> str | None:
        """The result's JSON as the end line holds it, once written (None before, or where
        the writer does not keep its lines)."""
        return None

    def close(self) -> None:
        """Close the file; `ReplayError` if what was still buffered cannot be written."""
        try:
            self._stream.close()
        except OSError as err:
            if self._flush:
                return  # every line was flushed already: nothing is lost
            raise ReplayError(f"{self.path or 'the replay'}: cannot write the replay"
                              f" ({reason(err)})") from None


def read_replay(path: str | os.PathLike[str]) -> Replay:
    """Read a replay file strictly; `ReplayError` names the line and action number."""
    name = str(path)
    try:
        data = read_bounded(path, MAX_FILE, "at most 64 MiB")
    except FileProblem as err:
        raise ReplayError(f"{name}: {err}") from None
    return parse_replay(data, name)


def parse_replay(data: bytes, name: str = "<replay>") -> Replay:
    """Read a replay from its bytes (see `read_replay`)."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as err:
        row = data[: err.start].count(b"\n") + 1
        raise ReplayError(f"{name}:{row}: not a replay (not UTF-8 text)") from None
    if not text.strip():
        raise ReplayError(f"{name}:1: the file is empty (a replay starts with its header)")
    lines = text.split("\n")
    complete = text.endswith("\n")
    if complete:
        lines.pop()
    header_json = _json_line(name, 1, lines[0], "the header")
    try:
        header = Header.from_json(header_json)
    except ValueError as err:
        raise ReplayError(f"{name}:1: {err}") from None
    replay = Replay(name, header)
    for index, line in enumerate(lines[1:], start=2):
        last = index == len(lines)
        expected = len(replay.actions) + 1
        if replay.result is not None:
            raise ReplayError(f"{name}:{index}: a line after the end of the game")
        if len(line) > MAX_ACTION_LINE:
            raise ReplayError(f"{name}:{index}: action {expected}: the line is too long"
                              f" ({len(line):,} characters; at most {MAX_ACTION_LINE:,})")
        try:
            record = load_line(line)
        except NumberTooLong as err:
            raise ReplayError(f"{name}:{index}: action {expected}: {err}") from None
        except ValueError:
            if last and not complete:
                replay.truncated = True  # a crash mid-write: the action was never made
                break
            raise ReplayError(f"{name}:{index}: action {expected}: not valid JSON") from None
        if isinstance(record, dict) and record.get("end") is True:
            result = record.get("result")
            if not isinstance(result, dict):
                raise ReplayError(f"{name}:{index}: the end line has no result")
            replay.result = result
            continue
        replay.actions.append(_action_line(name, index, expected, record))
    return replay


def _json_line(name: str, index: int, line: str, what: str) -> Any:
    if len(line) > MAX_LINE * 3:
        raise ReplayError(f"{name}:{index}: {what} is too long")
    try:
        return load_line(line)
    except NumberTooLong as err:
        raise ReplayError(f"{name}:{index}: {what}: {err}") from None
    except ValueError:
        raise ReplayError(f"{name}:{index}: not a replay ({what} is not JSON)") from None


MAX_ACTION_LINE = MAX_LINE
"""The longest line after the header (an action line is about 60 characters; the end line
holds the result, 20 KB for a Rennfieber evening)."""


def _action_line(name: str, index: int, expected: int, record: Any) -> ActionLine:
    where = f"{name}:{index}: action {expected}"
    if not isinstance(record, dict):
        raise ReplayError(f"{where}: not an action line")
    number = record.get("n")
    if not isinstance(number, int) or isinstance(number, bool):
        raise ReplayError(f"{where}: the action number is missing")
    if number != expected:
        missing = " (a line is missing)" if number > expected else ""
        raise ReplayError(f"{where}: numbered {number}{missing}")
    seat = record.get("seat")
    if seat is not None and (not isinstance(seat, int) or isinstance(seat, bool) or seat < 0):
        raise ReplayError(f"{where}: the seat is not a seat number")
    action = record.get("action")
    fp = record.get("fp")
    if not isinstance(action, str) or not action:
        raise ReplayError(f"{where}: no action")
    if not isinstance(fp, str):
        raise ReplayError(f"{where}: no fingerprint")
    return ActionLine(number, seat, action, fp)


@dataclass
class Replayed:
    """A replay played back: the game, the state after the last good action, and how many
    chance actions were among them (to fast-forward the match's generator)."""

    replay: Replay
    game: Game
    state: State
    chance_draws: int


def replay_game(replay: Replay, upto: int | None = None) -> Replayed:
    """Re-play `replay` (its first `upto` actions) and check every step; `ReplayError` at the
    first action that is illegal, by another seat, or gives another state."""
    name = replay.path
    try:
        game = replay.header.build_game()
    except ArcadeRacesError as err:
        raise ReplayError(f"{name}:1: the game in the header cannot be set up: {err}") from None
    state = game.new_initial_state()
    chance = 0
    # Chance is re-derived from the header's seed exactly as the match runner draws it (one
    # random() per chance action), so an edited seed or outcome is caught at its first draw.
    draws = random.Random(replay.header.seed)
    for line in replay.actions[:upto]:
        where = f"{name}:{line.number + 1}: action {line.number}"
        mover = state.to_move()
        if mover is None:
            raise ReplayError(f"{where} ({line.action}): the game was already over")
        seat = mover if isinstance(mover, int) else None
        if seat != line.seat:
            who = "chance" if seat is None else f"seat {seat}"
            raise ReplayError(f"{where} ({line.action}): it is {who}'s turn, not this seat's")
        try:
            action = game.parse_action(line.action)
            if seat is None:
                outcomes = state.chance_outcomes()
                drawn = sample(outcomes, draws.random())
                # (An outcome that is not one at all is reported by `apply`, as illegal.)
                if drawn != action and any(action == a for a, _ in outcomes):
                    raise ReplayError(
                        f"{where} ({line.action}): chance from the recorded seed"
                        f" {replay.header.seed} gives {drawn} here; the seed or the outcome"
                        " was changed"
                    )
            state.apply(action)
        except ArcadeRacesError as err:
            if isinstance(err, ReplayError):
                raise
            raise ReplayError(f"{where}: {err}") from None
        if seat is None:
            chance += 1
        if fingerprint_in(state, replay.header.version) != line.fingerprint:
            hint = ""
            if replay.header.version < VERSION:
                hint = (f" (an older Arcade Races wrote this format-{replay.header.version}"
                        " replay; what its states held has changed since)")
            raise ReplayError(
                f"{where} ({line.action}): diverges, the state after it is not the recorded"
                f" one{hint}"
            )
    if replay.result is not None and upto is None:
        if state.to_move() is not None:
            raise ReplayError(f"{name}: the replay says the game ended, but it goes on")
        if state.result().to_json() != replay.result:
            raise ReplayError(f"{name}: the recorded result differs from the re-played one")
    return Replayed(replay, game, state, chance)


def verify(path: str | os.PathLike[str]) -> Replayed:
    """Read and re-play a replay file; `ReplayError` names the first action that diverges."""
    return replay_game(read_replay(path))
