"""The training room of the Rennfieber table (being built)."""

from __future__ import annotations

from typing import ClassVar

from arcade_races.client.views.rennfieber.stage import Room
from arcade_races.core.events import Event
from arcade_races.games.rennfieber import events as ev


class TrainingRoom(Room):
    """The training room."""

    LEADS: ClassVar[tuple[type[Event], ...]] = (ev.TrainingRunStarted, ev.StartRolled, ev.TrainingBegins, ev.FigureMoved, ev.SquareReached, ev.TrainingCardDrawn, ev.TurnMissed, ev.MeadowReached)
    PHASES: ClassVar[tuple[str, ...]] = ("train",)
