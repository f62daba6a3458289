"""One view per game: turns the rules' events into animation on the board's geometry."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arcade_races.client.registry import CLIENT_GAMES, client_game
from arcade_races.client.views.base import GameView

if TYPE_CHECKING:
    from arcade_races.client.app import App
    from arcade_races.core.state import Game
    from arcade_races.replay import Header


def make_view(app: App, game: Game, header: Header) -> GameView:
    """The view of `game`, from its entry in the client registry (`KeyError` if it has none)."""
    entry = client_game(game.id)
    if entry is None:
        raise KeyError(f"no view for {game.id}")
    return entry.make_view(app, game, header)


VIEWS: frozenset[str] = frozenset(CLIENT_GAMES)
"""The games that have a view: only these are offered in the menus."""


__all__ = ["VIEWS", "GameView", "make_view"]
