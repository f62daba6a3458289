"""Each game's podium and results table, one module per game (`pferderennen`, `six_day`,
`favoriten`, `crazy_race`, `rennfieber`), named by the game's client entry (`ClientGame.podium`,
as `module:Class`) and imported only when a game ends; a game without one gets `Podium`.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

from arcade_races.client.podiums.base import Podium
from arcade_races.client.registry import client_game

if TYPE_CHECKING:
    from arcade_races.core.state import Game, Result
    from arcade_races.replay import Header


def podium_class(game_id: str) -> type[Podium]:
    """The podium class of a game (importing its module: a play scene asks for it before the
    game ends, so the results open without an import)."""
    entry = client_game(game_id)
    if entry is not None and entry.podium:
        module, _, name = entry.podium.partition(":")
        kind: type[Podium] = getattr(importlib.import_module(module), name)
        return kind
    return Podium


def make_podium(header: Header, result: Result, game: Game | None = None) -> Podium:
    """The podium of `header`'s game for `result`; `game` is that game when the caller has it
    built (else it is built from the header's board and config)."""
    kind = podium_class(header.game)
    if game is None:
        try:
            game = header.build_game()
        except Exception:
            game = None
    return kind(header, result, game)


__all__ = ["Podium", "make_podium", "podium_class"]
