"""The paddock room of the Rennfieber table (being built)."""

from __future__ import annotations

from typing import ClassVar

from arcade_races.client.views.rennfieber.stage import Room
from arcade_races.core.events import Event
from arcade_races.games.rennfieber import events as ev


class PaddockRoom(Room):
    """The paddock room."""

    LEADS: ClassVar[tuple[type[Event], ...]] = (ev.LineupPicked, ev.LineupRevealed, ev.TieRolled, ev.LanesDrawn)
    PHASES: ClassVar[tuple[str, ...]] = ("lineup",)
