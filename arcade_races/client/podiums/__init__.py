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
    from arcade_races.core.state import Result
    from arcade_races.replay import Header


def make_podium(header: Header, result: Result) -> Podium:
    """The podium of `header`'s game for `result`."""
    entry = client_game(header.game)
    kind: type[Podium] = Podium
    if entry is not None and entry.podium:
        module, _, name = entry.podium.partition(":")
        kind = getattr(importlib.import_module(module), name)
    try:
        game = header.build_game()
    except Exception:
        game = None
    return kind(header, result, game)


__all__ = ["Podium", "make_podium"]
