"""One view per game: turns the rules' events into animation on the board's geometry."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arcade_races.client.views.base import GameView

if TYPE_CHECKING:
    from arcade_races.client.app import App
    from arcade_races.core.state import Game
    from arcade_races.replay import Header


VIEWS: frozenset[str] = frozenset({"pferderennen", "six_day", "favoriten", "crazy_race"})
"""The games that have a view: only these are offered in the menus."""


def make_view(app: App, game: Game, header: Header) -> GameView:
    """The view of `game`."""
    if game.id == "pferderennen":
        from arcade_races.client.views.pferderennen import PferderennenView

        return PferderennenView(app, game, header)
    if game.id == "six_day":
        from arcade_races.client.views.six_day import SixDayView

        return SixDayView(app, game, header)
    if game.id == "favoriten":
        from arcade_races.client.views.favoriten import FavoritenView

        return FavoritenView(app, game, header)
    if game.id == "crazy_race":
        from arcade_races.client.views.crazy_race import CrazyRaceView

        return CrazyRaceView(app, game, header)
    raise KeyError(f"no view for {game.id}")


__all__ = ["VIEWS", "GameView", "make_view"]
