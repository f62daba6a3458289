"""The auction room of the Rennfieber table (being built)."""

from __future__ import annotations

from typing import ClassVar

from arcade_races.client.views.rennfieber.stage import Room
from arcade_races.core.events import Event
from arcade_races.games.rennfieber import events as ev


class AuctionRoom(Room):
    """The auction room."""

    LEADS: ClassVar[tuple[type[Event], ...]] = (ev.CardOffered, ev.BidMade, ev.BidderDropped, ev.HorseBought, ev.CardUnsold, ev.HorseSoldBack)
    PHASES: ClassVar[tuple[str, ...]] = ("bid", "sell")
