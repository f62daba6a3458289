"""Actions in plain words: what a replay's playback bar and timeline say for each action.

A game's notation (`lay 7S`, `pick skip`, `bet H 3`) is for files and tests; on screen an
action reads as a person would say it at the table: "The dealer turns the 7 of spades",
"Anna bets 3 on hearts". Each game has a module here, named by the game's id, with one
function `describe(moment) -> str`; `describe_action` finds it. The words come from the action,
the seat that made it, the events it caused and the game's own names (horses, suits, tracks).

Secrets stay secret unless the moment says `open`: a face-down track card, a sealed line-up, a
kept card or a bet card dealt face down is named only in the replay of a finished game (an
unfinished one may still be resumed by the very players at the table).

>>> from arcade_races.games.favoriten.actions import BetOn
>>> describe_action("favoriten", Moment(BetOn("red"), 0, ("Anna", "Ben"), None, ()))
'Anna puts a marker on the red horse'
"""

from __future__ import annotations

import importlib
import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from arcade_races.core.actions import Action
from arcade_races.core.events import Event

log = logging.getLogger("arcade_races.describe")


@dataclass(frozen=True)
class Moment:
    """One action as it was made: by `seat` (None: chance, the dealer or the dice), in the
    game `game` (for its own names; None when not at hand), with the `events` it caused.
    `open`: secrets may be named (the game is over)."""

    action: Action
    seat: int | None
    names: Sequence[str]
    game: Any
    events: Sequence[Event]
    open: bool = False

    def name(self, seat: int | None = None) -> str:
        """A seat's name (the acting seat's by default)."""
        who = self.seat if seat is None else seat
        if who is None:
            return "The dealer"
        if 0 <= who < len(self.names):
            return self.names[who]
        return f"Player {who + 1}"

    def event(self, kind: type[Event]) -> Any:
        """The first event of this type the action caused, or None."""
        for event in self.events:
            if isinstance(event, kind):
                return event
        return None


Describer = Callable[[Moment], str]

_FOUND: dict[str, Describer | None] = {}


def describer(game_id: str) -> Describer | None:
    """The describing function of a game (`arcade_races.client.describe.<game_id>`), if any."""
    if game_id not in _FOUND:
        try:
            module = importlib.import_module(f"{__name__}.{game_id}")
        except ImportError:
            _FOUND[game_id] = None
        else:
            _FOUND[game_id] = getattr(module, "describe", None)
    return _FOUND[game_id]


def describe_action(game_id: str, moment: Moment) -> str:
    """`moment`'s action in plain words; for a game without a describer, its verb in words
    ("Anna: bet"), never its codes."""
    found = describer(game_id)
    if found is not None:
        try:
            return found(moment)
        except (AttributeError, KeyError, IndexError, TypeError, ValueError) as err:
            log.warning("cannot describe %s in %s: %s", moment.action, game_id, err)
    verb = moment.action.VERB or type(moment.action).__name__.lower()
    return f"{moment.name()}: {verb}"


def spaces(n: int) -> str:
    """ "1 space", "3 spaces"."""
    return f"{n} space" if abs(n) == 1 else f"{n} spaces"


def listing(words: Sequence[str]) -> str:
    """Words joined as in a sentence: "a", "a and b", "a, b and c"."""
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + " and " + words[-1]


__all__ = ["Describer", "Moment", "describe_action", "describer", "listing", "spaces"]
