"""The race room of the Rennfieber table (being built)."""

from __future__ import annotations

from typing import ClassVar

from arcade_races.client.views.rennfieber.stage import Room
from arcade_races.core.events import Event
from arcade_races.games.rennfieber import events as ev


class RaceRoom(Room):
    """The race room."""

    LEADS: ClassVar[tuple[type[Event], ...]] = (ev.RaceStarted, ev.HorseHeld, ev.RaceDiceRolled, ev.HorseMoved, ev.KeptCardPlayed, ev.GallopDrawn, ev.HorseFinished, ev.RaceOver)
    PHASES: ClassVar[tuple[str, ...]] = ("move", "play")
