"""Who runs in the odds, as the screen shows and the caller names them: a suit, a horse or a
seat, each in the colour its game already gives it (theme's suit and seat colours, the horse
colours of the game's own config, as the Favoriten view and podium use them).

>>> from arcade_races.client.odds.runners import Runner
>>> Runner("H", "♥", "Hearts", (232, 58, 72), plural=True).were
'were'
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from arcade_races.client import theme
from arcade_races.client.stage.effects import hex_color
from arcade_races.core.state import Game
from arcade_races.odds import runner_names

Color = tuple[int, int, int]

SUIT_WORDS = {"C": "Clubs", "D": "Diamonds", "H": "Hearts", "S": "Spades"}
CHANCE_WORDS = {"pferderennen": "that card", "favoriten": "that roll", "six_day": "that card",
                "crazy_race": "that roll", "rennfieber": "that roll"}
"""What the caller calls a chance action that swung the odds, in each game's words."""


@dataclass(frozen=True)
class Runner:
    """One runner of the odds board: the engine's name, a short mark for the board, the name
    the caller says, and its colour."""

    name: str
    mark: str
    """What stands in front of the bar: a suit's symbol, a horse's or seat's name."""
    spoken: str
    color: Color
    plural: bool = False
    """A suit is plural ("Hearts were"), a horse or a rider is not ("Red was")."""
    seat: int | None = None
    """The seat this runner is, in the seat games (its token is drawn)."""

    @property
    def were(self) -> str:
        """"were" or "was", to go with the spoken name."""
        return "were" if self.plural else "was"


def runners_of(game: Game, seats: Sequence[str]) -> tuple[Runner, ...]:
    """The runners of `game` with seats called `seats`, in the order of `Odds.chances`."""
    names = runner_names(game, seats)
    if game.id == "pferderennen":
        return tuple(Runner(s, theme.SUIT_SYMBOLS.get(s, s), SUIT_WORDS.get(s, s),
                            theme.SUIT_COLORS.get(s, theme.INK), plural=True) for s in names)
    if game.id == "favoriten":
        rules: Any = getattr(game, "rules", None)
        colors = list(getattr(rules, "colors", ()))
        found = [hex_color(c, theme.INK) for c in colors] + [theme.INK] * len(names)
        return tuple(Runner(h, h.capitalize(), h.capitalize(), found[i])
                     for i, h in enumerate(names))
    return tuple(Runner(n, n, n, theme.SEAT_COLORS[i % len(theme.SEAT_COLORS)], seat=i)
                 for i, n in enumerate(names))


def chance_words(game_id: str) -> str:
    """How the caller names a chance action ("that card", "that roll")."""
    return CHANCE_WORDS.get(game_id, "that move")


__all__ = ["CHANCE_WORDS", "Runner", "chance_words", "runners_of"]
