"""Setting a game up from files: board, config, seats, as a replay `Header`.

A header holds everything needed to play a game (the board and config *text*), so the same
object starts a live game, names a replay and re-plays one.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path

from arcade_races.ai import make_agent
from arcade_races.boards.loader import config_path, default_board_path, read_document_text
from arcade_races.match import Agent
from arcade_races.replay import Header, SeatInfo

SEAT_NAMES: tuple[str, ...] = (
    "Anna", "Ben", "Clara", "David", "Emma", "Felix", "Greta", "Hugo", "Ida", "Jonas",
)


def ai_seats(
    game_id: str, players: int, level: str | Sequence[str] = "normal"
) -> tuple[SeatInfo, ...]:
    """`players` AI seats named from `SEAT_NAMES`, personalities dealt round by seat; `level`
    is one level for all, or one per seat."""
    from arcade_races.ai import personalities

    kinds = personalities(game_id)
    levels = [level] * players if isinstance(level, str) else list(level)
    return tuple(
        SeatInfo(SEAT_NAMES[i % len(SEAT_NAMES)], "ai", levels[i], kinds[i % len(kinds)])
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
        board_text=read_document_text(board_file),
        config_name=config_file.name,
        config_text=read_document_text(config_file),
    )


def make_agents(header: Header) -> dict[int, Agent]:
    """An agent for every AI seat of the header."""
    return {
        i: make_agent(header.game, seat.level or "normal", seat.personality, i)
        for i, seat in enumerate(header.seats)
        if seat.kind == "ai"
    }
