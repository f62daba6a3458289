"""What the replays screens share: fitting words into a width, dates and scores as players say
them, the small icons and pills, and a file's problem in plain words."""

from __future__ import annotations

import datetime as dt
import re
from pathlib import Path

import pygame

from arcade_races.client import theme
from arcade_races.client.assets import Assets

Color = tuple[int, int, int]


def short_message(message: str, path: str | Path) -> str:
    """A one-line message with the file's folder left off (the name says enough on screen)."""
    full = str(path)
    line = message.splitlines()[0] if message else "unknown problem"
    if line.startswith(full):
        return Path(full).name + line[len(full):]
    return line


def clip(assets: Assets, words: str, size: int, width: int, kind: str = "bold") -> str:
    """`words`, cut with an ellipsis to fit `width` pixels."""
    font = assets.font(size, kind)
    if font.size(words)[0] <= width:
        return words
    while words and font.size(words + "…")[0] > width:
        words = words[:-1]
    return words.rstrip() + "…"


def wrap(assets: Assets, words: str, size: int, width: int, kind: str = "sans",
         max_lines: int = 6) -> list[str]:
    """`words` broken into lines of at most `width` pixels (long words are split too)."""
    font = assets.font(size, kind)
    lines: list[str] = []
    line = ""
    for word in words.split():
        while font.size(word)[0] > width:  # a path without spaces: break it anywhere
            cut = len(word)
            while cut > 1 and font.size(word[:cut])[0] > width:
                cut -= 1
            if line:
                lines.append(line)
                line = ""
            lines.append(word[:cut])
            word = word[cut:]
        candidate = f"{line} {word}".strip()
        if font.size(candidate)[0] <= width:
            line = candidate
        else:
            lines.append(line)
            line = word
    if line:
        lines.append(line)
    if len(lines) > max_lines:
        lines = [*lines[: max_lines - 1], clip(assets, " ".join(lines[max_lines - 1:]), size,
                                                width, kind)]
    return lines


class TextFit:
    """`clip` and `wrap` with a memory, so a scene measures the same words once rather than
    on every frame."""

    LIMIT = 512

    def __init__(self, assets: Assets) -> None:
        self.assets = assets
        self._clipped: dict[tuple[str, int, int, str], str] = {}
        self._wrapped: dict[tuple[str, int, int, str, int], list[str]] = {}

    def clip(self, words: str, size: int, width: int, kind: str = "bold") -> str:
        """`clip(assets, ...)`, remembered."""
        key = (words, size, width, kind)
        found = self._clipped.get(key)
        if found is None:
            if len(self._clipped) > self.LIMIT:
                self._clipped.clear()
            found = self._clipped[key] = clip(self.assets, words, size, width, kind)
        return found

    def wrap(self, words: str, size: int, width: int, kind: str = "sans",
             max_lines: int = 6) -> list[str]:
        """`wrap(assets, ...)`, remembered."""
        key = (words, size, width, kind, max_lines)
        found = self._wrapped.get(key)
        if found is None:
            if len(self._wrapped) > self.LIMIT:
                self._wrapped.clear()
            found = self._wrapped[key] = wrap(self.assets, words, size, width, kind,
                                              max_lines)
        return found


def date_text(when: dt.datetime | str, now: dt.datetime | None = None) -> tuple[str, str]:
    """A start time as two short lines in local time: ("Today", "14:05"), ("Sat 29 Nov",
    "13:27"), or for another year ("29 Nov 2025", "13:27")."""
    if not isinstance(when, dt.datetime):
        return (when or "unknown date", "")
    local = when.astimezone()
    today = (now or dt.datetime.now().astimezone()).date()
    clock = local.strftime("%H:%M")
    if local.date() == today:
        return ("Today", clock)
    if local.date() == today - dt.timedelta(days=1):
        return ("Yesterday", clock)
    if local.year == today.year:
        return (local.strftime("%a %d %b"), clock)
    return (local.strftime("%d %b %Y"), clock)


def score_text(game_id: str, units: str, score: int) -> str:
    """A recorded score as its game counts it: `+4` points, or `48,500` in cash."""
    from arcade_races.games import GAMES

    spec = GAMES.get(game_id)
    if spec is None:
        return f"{score:+d}"
    return spec.score_text(score, units or None)


def unit_name(units: str, amount: int) -> str:
    """The unit for `amount`: "points", but "1 point" (and "sip" for one sip).

    >>> unit_name("points", -1), unit_name("sips", 4)
    ('point', 'sips')
    """
    units = units or "points"
    return units[:-1] if abs(amount) == 1 and units.endswith("s") else units


def trash_icon(surface: pygame.Surface, center: tuple[int, int], color: Color) -> None:
    """A small bin: lid, handle and a ribbed body."""
    cx, cy = center
    pygame.draw.rect(surface, color, (cx - 9, cy - 8, 18, 3), border_radius=1)
    pygame.draw.rect(surface, color, (cx - 3, cy - 11, 6, 3), 1)
    body = pygame.Rect(cx - 7, cy - 4, 14, 15)
    pygame.draw.rect(surface, color, body, 2, border_bottom_left_radius=3,
                     border_bottom_right_radius=3)
    for dx in (-3, 0, 3):
        pygame.draw.line(surface, color, (cx + dx, cy - 1), (cx + dx, cy + 7), 1)


def play_icon(surface: pygame.Surface, center: tuple[int, int], playing: bool, color: Color,
              size: int = 12) -> None:
    """The play triangle, or the two bars of pause while playing."""
    cx, cy = center
    if playing:
        w = max(3, size // 3)
        pygame.draw.rect(surface, color, (cx - size // 2 - 1, cy - size // 2 - 2, w, size + 4))
        pygame.draw.rect(surface, color, (cx + size // 2 - w + 1, cy - size // 2 - 2, w,
                                          size + 4))
    else:
        pygame.draw.polygon(surface, color, [(cx - size // 2 + 2, cy - size // 2 - 2),
                                             (cx - size // 2 + 2, cy + size // 2 + 2),
                                             (cx + size // 2 + 3, cy)])


def pill(surface: pygame.Surface, assets: Assets, words: str, color: Color,
         pos: tuple[int, int], size: int = 14, anchor: str = "midleft") -> pygame.Rect:
    """A small rounded label: dark text on a coloured pill."""
    image = assets.text(words, size, theme.BG_DEEP, "bold")
    rect = image.get_rect().inflate(16, 6)
    setattr(rect, anchor, pos)
    pygame.draw.rect(surface, color, rect, border_radius=rect.height // 2)
    surface.blit(image, image.get_rect(center=rect.center))
    return rect





_WHERE = re.compile(r"^[^:]*:(?:\d+:)?\s*(?:action (?P<action>\d+)(?: \([^)]*\))?:?\s*)?")
_PROBLEMS: tuple[tuple[str, str], ...] = (
    ("no such file", "The file is gone."),
    ("is a folder", "This is a folder, not a saved game."),
    ("cannot read", "The file cannot be read."),
    ("file is empty", "The file is empty: nothing was saved in it."),
    ("newer than this program", "It was saved by a newer Arcade Races: update to watch it."),
    ("does not know", "It is a game this version of Arcade Races does not know."),
    ("cannot be set up", "Its board or rules cannot be set up by this version."),
    ("not a replay", "This is not a saved game of Arcade Races."),
    ("header", "This is not a saved game of Arcade Races."),
    ("already over", "It goes on after the game was over."),
    ("ended, but it goes on", "It says the game ended, but the game goes on."),
    ("result differs", "The result it records is not the one the moves give."),
)


def plain_problem(message: str) -> str:
    """Why a saved game cannot be read or played, as a player would be told: no file names,
    line numbers or format words.

    >>> plain_problem("broken.jsonl:12: action 11: not valid JSON")
    'The recording is damaged at move 11: it plays up to the move before.'
    >>> plain_problem("a.jsonl:16: action 15 (draw 7C): diverges, the state after it is not "
    ...               "the recorded one")
    'From move 15 on, the recording does not follow the rules of the game.'
    >>> plain_problem("gone.jsonl: no such file")
    'The file is gone.'
    """
    for needle, words in _PROBLEMS:
        if needle in message:
            return words
    found = _WHERE.match(message)
    number = found.group("action") if found is not None else None
    if number is not None:
        if "diverges" in message or "turn" in message or "illegal" in message.lower():
            return f"From move {number} on, the recording does not follow the rules of the game."
        return f"The recording is damaged at move {number}: it plays up to the move before."
    return "The file is damaged and cannot be played."

