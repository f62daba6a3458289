"""The shared rules vocabulary: State contract, chance, dice, decks, actions, events, errors.

Nothing in here imports pygame, pymunk, yaml or anything from the client.
"""

from arcade_races.core.actions import Action, Notation
from arcade_races.core.chance import CHANCE, Chance, sample
from arcade_races.core.errors import (
    ArcadeRacesError,
    ConfigError,
    IllegalAction,
    NotationError,
)
from arcade_races.core.events import Event
from arcade_races.core.state import Game, Result, State

__all__ = [
    "CHANCE",
    "Action",
    "ArcadeRacesError",
    "Chance",
    "ConfigError",
    "Event",
    "Game",
    "IllegalAction",
    "Notation",
    "NotationError",
    "Result",
    "State",
    "sample",
]
