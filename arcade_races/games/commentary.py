"""Each game's live commentary, behind one door: `make_commentator(game, names)`."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from arcade_races.core.events import Event
from arcade_races.core.state import Game


class Commentator(Protocol):
    """Turns one action's events into lines of commentary (deterministically)."""

    def lines(self, events: Sequence[Event]) -> list[str]:
        """The lines these events call for."""
        ...


def make_commentator(game: Game, names: Sequence[str]) -> Commentator:
    """The commentator of `game`, naming seats by `names`."""
    if game.id == "pferderennen":
        from arcade_races.games.pferderennen.commentary import Commentator as Dealer
        from arcade_races.games.pferderennen.game import PferderennenGame

        assert isinstance(game, PferderennenGame)
        return Dealer(names, game.rules.track_cards)
    if game.id == "six_day":
        from arcade_races.games.six_day.commentary import Commentator as Speaker
        from arcade_races.games.six_day.game import SixDayGame

        assert isinstance(game, SixDayGame)
        return Speaker(names, game)
    if game.id == "favoriten":
        from arcade_races.games.favoriten.commentary import Commentator as Caller
        from arcade_races.games.favoriten.game import FavoritenGame

        assert isinstance(game, FavoritenGame)
        return Caller(names, game)
    if game.id == "crazy_race":
        from arcade_races.games.crazy_race.commentary import Commentator as Announcer
        from arcade_races.games.crazy_race.game import CrazyRaceGame

        assert isinstance(game, CrazyRaceGame)
        return Announcer(names, game)
    raise KeyError(f"no commentary for {game.id}")
