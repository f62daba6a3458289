"""The client's registry: one entry per game, everything the menus, replays and tools need
to show it (its view, emblem, colour, rules page, variant and personality lines, board
preview). Registering a game's table is one line in `_ENTRIES`; each entry lives beside the
game's other client code in `arcade_races/client/entries/<game>.py`.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

from arcade_races.client.preview import Preview

if TYPE_CHECKING:
    from arcade_races.client.app import App
    from arcade_races.client.assets import Assets
    from arcade_races.client.views.base import GameView
    from arcade_races.core.state import Game
    from arcade_races.replay import Header

Color = tuple[int, int, int]
Emblem = Callable[[pygame.Surface, "Assets", pygame.Rect, float], None]
"""Draws the game's picture on its card in game select: (surface, assets, inner rect, t)."""


@dataclass(frozen=True)
class ClientGame:
    """What the client knows about one game.

    `view` names the view class as `module:Class` and is imported only when a table is set
    (so the menus start fast); `preview` turns a checked board document into what the board
    picker draws (None: every path of the board is drawn); `facts` is one line about a
    board for the picker.
    """

    id: str
    view: str
    color: Color
    emblem: Emblem
    rules: list[tuple[str, str]]
    variants: Mapping[str, tuple[str, str]] = field(default_factory=dict)
    personalities: Mapping[str, str] = field(default_factory=dict)
    preview: Callable[[Mapping[str, Any]], Preview | None] | None = None
    facts: Callable[[Mapping[str, Any]], str] | None = None
    race_winners: Callable[[Mapping[str, Any]], list[str]] | None = None
    """The winner of each race from a result's figures, as the results screen names it (a
    horse's name); None: the figures' own `races[i].winner` suits (Pferderennen)."""
    podium: str = ""
    """The game's podium and results table as `module:Class` (a `podiums.Podium`), imported
    when a game ends; empty: the plain podium of seat tokens."""

    def make_view(self, app: App, game: Game, header: Header) -> GameView:
        """A fresh view of `game`."""
        module, _, name = self.view.partition(":")
        kind: type[GameView] = getattr(importlib.import_module(module), name)
        return kind(app, game, header)


_ENTRIES = (
    "arcade_races.client.entries.pferderennen",
    "arcade_races.client.entries.six_day",
    "arcade_races.client.entries.favoriten",
    "arcade_races.client.entries.crazy_race",
    "arcade_races.client.entries.rennfieber",
)
"""The games with a table on screen, in menu order: one line per game."""


def _load() -> dict[str, ClientGame]:
    entries = [importlib.import_module(name).ENTRY for name in _ENTRIES]
    return {entry.id: entry for entry in entries}


CLIENT_GAMES: dict[str, ClientGame] = _load()
"""Every game with a view, by id."""


def client_game(game_id: str) -> ClientGame | None:
    """The client entry of a game, or None if it has no table on screen (yet)."""
    return CLIENT_GAMES.get(game_id)


def variant_text(game_id: str, variant: str) -> tuple[str, str]:
    """The label and description of a variant (a plain label when none is written)."""
    entry = CLIENT_GAMES.get(game_id)
    if entry is not None and variant in entry.variants:
        return entry.variants[variant]
    return (variant.replace("_", " ").capitalize(), "")


def personality_text(game_id: str, personality: str) -> str:
    """One line on what an AI personality does (its name when none is written)."""
    entry = CLIENT_GAMES.get(game_id)
    if entry is not None and personality in entry.personalities:
        return entry.personalities[personality]
    return personality.capitalize()


__all__ = ["CLIENT_GAMES", "ClientGame", "Emblem", "client_game", "personality_text",
           "variant_text"]
