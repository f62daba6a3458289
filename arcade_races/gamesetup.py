"""Setting a game up from files: board, config, seats, as a replay `Header`.

A header holds everything needed to play a game (the board and config *text*), so the same
object starts a live game, names a replay and re-plays one.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path

from arcade_races.ai import make_agent
from arcade_races.boards.errors import BoardError
from arcade_races.boards.loader import config_path, default_board_path
from arcade_races.match import Agent
from arcade_races.replay import Header, SeatInfo

SEAT_NAMES: tuple[str, ...] = (
    "Anna", "Ben", "Clara", "David", "Emma", "Felix", "Greta", "Hugo", "Ida", "Jonas",
)


def read_text(path: str | os.PathLike[str]) -> str:
    """A YAML file's text; a one-line `BoardError` naming the file if it cannot be read."""
    name = str(path)
    try:
        data = Path(path).read_bytes()
    except FileNotFoundError:
        raise BoardError(name, 0, 0, "no such file") from None
    except IsADirectoryError:
        raise BoardError(name, 0, 0, "is a folder, not a file") from None
    except OSError as err:
        raise BoardError(name, 0, 0, f"cannot read ({err.strerror})") from None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as err:
        line = data[: err.start].count(b"\n") + 1
        raise BoardError(name, line, 1, "not UTF-8 text", "save the file as UTF-8") from None


def ai_seats(game_id: str, players: int, level: str = "normal") -> tuple[SeatInfo, ...]:
    """`players` AI seats named from `SEAT_NAMES`, personalities dealt round by seat."""
    from arcade_races.ai import personalities

    kinds = personalities(game_id)
    return tuple(
        SeatInfo(SEAT_NAMES[i % len(SEAT_NAMES)], "ai", level, kinds[i % len(kinds)])
        for i in range(players)
    )


def make_header(
    game_id: str,
    seats: Sequence[SeatInfo],
    seed: int,
    variants: Sequence[str] = (),
    board: str | os.PathLike[str] | None = None,
) -> Header:
    """The setup of one game: the board file (default: the game's first built-in board) and
    the game config are read now, so the header carries their text."""
    board_file = Path(board) if board is not None else default_board_path(game_id)
    config_file = config_path(game_id)
    return Header(
        game=game_id,
        seed=seed,
        seats=tuple(seats),
        variants=tuple(variants),
        board_name=board_file.name if board is None else str(board),
        board_text=read_text(board_file),
        config_name=config_file.name,
        config_text=read_text(config_file),
    )


def make_agents(header: Header) -> dict[int, Agent]:
    """An agent for every AI seat of the header."""
    return {
        i: make_agent(header.game, seat.level or "normal", seat.personality, i)
        for i, seat in enumerate(header.seats)
        if seat.kind == "ai"
    }
