"""The board list of the options screen: every board of a game, built-in and from the user's
own folder, loaded and checked (one that fails keeps its one-line `FILE:LINE:COL` message),
its preview drawn small, and the folder named so a track maker can find it."""

from __future__ import annotations

import logging
import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pygame

from arcade_races.boards.errors import BoardError
from arcade_races.boards.loader import builtin_boards, check_board_file, load_board_file
from arcade_races.client import theme
from arcade_races.client.assets import Assets
from arcade_races.client.paths import boards_dir
from arcade_races.client.preview import Preview, every_path
from arcade_races.client.registry import client_game

log = logging.getLogger("arcade_races.options")

Vec = tuple[float, float]

@dataclass(frozen=True)
class BoardChoice:
    """One board in the picker: where it is, what it is called, and what is wrong, if
    anything (`error` is one line)."""

    path: Path
    builtin: bool
    name: str
    description: str
    error: str | None = None
    preview: Preview | None = None
    facts: str = ""

    @property
    def ok(self) -> bool:
        """Whether the board can be played."""
        return self.error is None


def make_preview(game_id: str, data: Mapping[str, Any]) -> Preview | None:
    """What to draw of a checked board document (the game's own picture, or every path of
    the board); None if its geometry cannot be laid out."""
    entry = client_game(game_id)
    own = entry.preview if entry is not None else None
    try:
        return own(data) if own is not None else every_path(data)
    except (KeyError, TypeError, ValueError, IndexError, ZeroDivisionError) as err:
        log.info("no preview for a board: %s", err)
        return None


def _facts(game_id: str, data: Mapping[str, Any]) -> str:
    entry = client_game(game_id)
    return entry.facts(data) if entry is not None and entry.facts is not None else ""


def short_error(message: str, path: Path) -> str:
    """A board message with the file's folder left out (the picker shows the folder once)."""
    return message.replace(str(path), path.name, 1)


def inspect_board(game_id: str, path: Path, builtin: bool) -> BoardChoice:
    """Load and set up one board file; never raises."""
    try:
        board = load_board_file(path, game_id)
        check_board_file(path, game_id)
    except BoardError as err:
        message = err.message
        if len(err.errors) > 1:
            message += f"  (+{len(err.errors) - 1} more)"
        return BoardChoice(path, builtin, path.name, "", message)
    except Exception as err:  # a user's file must never take the menu down
        log.warning("board %s could not be checked", path, exc_info=True)
        return BoardChoice(path, builtin, path.name, "", f"{path}: cannot use this file ({err})")
    name = str(board.data.get("name") or path.stem)
    description = " ".join(str(board.data.get("description") or "").split())
    return BoardChoice(path, builtin, name, description, None,
                       make_preview(game_id, board.data), _facts(game_id, board.data))


def scan_boards(game_id: str) -> tuple[list[BoardChoice], Path, str | None]:
    """The built-in boards and every *.yaml in the user's board folder (made if missing),
    the folder, and a note if the folder cannot be made or read."""
    folder = boards_dir(game_id)
    note: str | None = None
    boards = [inspect_board(game_id, path, True) for path in builtin_boards(game_id)]
    try:
        folder.mkdir(parents=True, exist_ok=True)
        custom = sorted(p for p in folder.glob("*.yaml") if p.is_file())
    except OSError as err:
        note = f"cannot use the folder: {err.strerror}"
        custom = []
    boards += [inspect_board(game_id, path, False) for path in custom]
    return boards, folder, note


def draw_preview(surface: pygame.Surface, assets: Assets, preview: Preview,
                 rect: pygame.Rect) -> None:
    """A board scaled into `rect`: felt, rail, lanes with their spaces, track cards, pile."""
    w, h = preview.size
    scale = min(rect.width / w, rect.height / h)
    table = pygame.Rect(0, 0, round(w * scale), round(h * scale))
    table.center = rect.center

    def at(p: Vec) -> tuple[int, int]:
        return (round(table.left + p[0] * scale), round(table.top + p[1] * scale))

    pygame.draw.rect(surface, preview.rail, table.inflate(8, 8), border_radius=10)
    pygame.draw.rect(surface, preview.felt, table, border_radius=6)
    old_clip = surface.get_clip()
    surface.set_clip(table)
    dot = max(2, round(9 * scale))
    for index, (suit, points) in enumerate(preview.lanes):
        color = theme.SUIT_COLORS.get(suit, theme.SEAT_COLORS[index % len(theme.SEAT_COLORS)])
        spots = [at(p) for p in points]
        if len(spots) > 1:
            pygame.draw.lines(surface, color, False, spots, max(1, dot // 2))
        for spot in spots:
            pygame.draw.circle(surface, color, spot, dot)
        if spots:
            pygame.draw.circle(surface, theme.INK, spots[0], dot, 1)
            finish = pygame.Rect(0, 0, dot * 2 + 2, dot * 2 + 2)
            finish.center = spots[-1]
            pygame.draw.rect(surface, theme.INK, finish, 1)
    card = (max(4, round(64 * scale)), max(6, round(90 * scale)))
    for point in preview.track:
        body = pygame.Rect((0, 0), card)
        body.center = at(point)
        pygame.draw.rect(surface, theme.CARD_BACK, body, border_radius=2)
        pygame.draw.rect(surface, theme.CARD, body, 1, border_radius=2)
    for point in preview.marks:
        body = pygame.Rect((0, 0), card)
        body.center = at(point)
        pygame.draw.rect(surface, theme.CARD, body, 1, border_radius=2)
    surface.set_clip(old_clip)


# -- the scene ---------------------------------------------------------------------------------


def folder_words(folder: Path) -> str:
    """A folder as a person reads it off the screen: from the home folder, one name after
    another ("home › .local › share › arcade-races › boards › favoriten"), not a raw path.

    >>> folder_words(Path.home() / "boards" / "six_day")
    'home › boards › six_day'
    """
    try:
        parts = ("home", *folder.relative_to(Path.home()).parts)
    except ValueError:
        parts = tuple(p for p in folder.parts if p not in ("/", "\\"))
    return " › ".join(parts)


def wrap_path(assets: Assets, path: str, size: int, width: int) -> list[str]:
    """A file path broken after its separators into lines no wider than `width` (a single
    folder name too long for a line is cut into pieces)."""
    font = assets.font(size, "bold")
    parts = re.split(r"(?<=[/\\›])", path)
    lines: list[str] = []
    line = ""
    for part in parts:
        if font.size(line + part)[0] <= width:
            line += part
            continue
        if line:
            lines.append(line)
        line = part
        while font.size(line)[0] > width and len(line) > 1:
            cut = len(line) - 1
            while cut > 1 and font.size(line[:cut])[0] > width:
                cut -= 1
            lines.append(line[:cut])
            line = line[cut:]
    lines.append(line)
    return lines
