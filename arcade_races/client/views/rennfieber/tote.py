"""The tote room of the Rennfieber table (being built)."""

from __future__ import annotations

from typing import ClassVar

from arcade_races.client.views.rennfieber.stage import Room
from arcade_races.core.events import Event
from arcade_races.games.rennfieber import events as ev


class ToteRoom(Room):
    """The tote room."""

    LEADS: ClassVar[tuple[type[Event], ...]] = (ev.SlipLaid, ev.BettingDone, ev.SlipsRevealed, ev.ToteSettled)
    PHASES: ClassVar[tuple[str, ...]] = ("bet",)
