"""The Rennfieber director: each event of the rules becomes beats on the stage's script.

A step's events are cut into groups, each led by an event one of the rooms leads with (a card
offered, a figure moved, a horse moved, the slips turned over); the events that follow ride
along (the cash a purchase moves, the form a training space changes). Each group gets the
caller's lines from the commentator, queued where the show reaches them, and goes to its room
for its beats; the step ends with the table snapping to the observation. Groups no room leads
(cash or form alone, a deck reshuffled, the evening over) get the shared beats here.

Timing is in seconds of animation time (the scene scales it by the speed).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from arcade_races.client import theme
from arcade_races.client.stage.script import Beat, call, wait
from arcade_races.client.views.rennfieber.stage import Parts, Room, money
from arcade_races.core.events import Event
from arcade_races.games.rennfieber import events as ev
from arcade_races.games.rennfieber.commentary import Commentator
from arcade_races.games.rennfieber.game import RennfieberGame

GAME_OVER_HOLD = 2.2
"""Seconds the final standings stay up before the results screen."""


def groups_of(events: Sequence[Event], leads: tuple[type[Event], ...]) -> list[list[Event]]:
    """`events` cut into groups, each starting with one of `leads`; events before the step's
    first lead ride along with it (the rules pay a sale before they hand the card back), and
    a step without any lead is one group.

    >>> from arcade_races.games.rennfieber import events as ev
    >>> steps = [ev.CashMoved(0, 5000, "sale"), ev.HorseSoldBack(0, 2, 5000)]
    >>> [type(e).__name__ for e in groups_of(steps, (ev.HorseSoldBack,))[0]]
    ['HorseSoldBack', 'CashMoved']
    """
    groups: list[list[Event]] = []
    early: list[Event] = []
    for event in events:
        if isinstance(event, leads):
            groups.append([event, *early])
            early = []
        elif groups:
            groups[-1].append(event)
        else:
            early.append(event)
    if early:
        groups.append(early)
    return groups


class Director:
    """Turns a step's events into beats on the parts' script, room by room."""

    def __init__(self, parts: Parts, rooms: Mapping[str, Room], game: RennfieberGame) -> None:
        self.parts = parts
        self.rooms = dict(rooms)
        self.commentator = Commentator(parts.names, game)
        self._by_lead: dict[type[Event], Room] = {}
        for room in self.rooms.values():
            for kind in room.LEADS:
                self._by_lead[kind] = room
        self.leads: tuple[type[Event], ...] = (*self._by_lead, ev.GameOver)
        self._pending: list[str] = []

    def reset(self) -> None:
        """Forget lines waiting for their beat (the view syncing)."""
        self._pending = []

    def sync(self, obs: dict[str, Any]) -> None:
        """Pick the caller up at `obs`."""
        self._pending = []
        self.commentator.sync(obs)

    def show(self, events: Sequence[Event], obs: dict[str, Any]) -> None:
        """Queue the beats of one step's `events`; `obs` is the spectator's view after it."""
        script = self.parts.script
        for group in groups_of(events, self.leads):
            lines = self.commentator.lines(group)
            if lines:
                script.add(self._say(lines))
            if isinstance(group[0], ev.RaceOver | ev.GameOver):
                # Nobody is to play while the race is settled: the plaque says what happens.
                script.add(call(lambda: setattr(self.parts.table, "to_move", None)))
            room = self._by_lead.get(type(group[0]))
            if room is not None:
                room.beats(group, obs)
            else:
                self._shared(group)
        table = self.parts.table
        script.clip(0.0, end=lambda: table.snap(obs))

    def _say(self, lines: list[str]) -> Beat:
        return call(lambda: self.parts.say(lines))

    def _shared(self, group: list[Event]) -> None:
        """The beats of a group no room leads: cash, form, a reshuffle, the evening's end."""
        parts = self.parts
        for event in group:
            if (beat := parts.ride(event)) is not None:
                parts.script.add(beat)
            elif isinstance(event, ev.GameOver):
                self._game_over(event)

    def _game_over(self, event: ev.GameOver) -> None:
        parts = self.parts
        best = event.ranking[0]
        sub = "  ·  ".join(f"{parts.names[s]} {money(event.cash[s])}"
                           for s in event.ranking[:3])
        parts.script.add(call(lambda: parts.sound("fanfare")),
                         parts.banner(f"{parts.names[best]} wins the evening", sub,
                                      theme.GOLD, GAME_OVER_HOLD),
                         wait(GAME_OVER_HOLD))


__all__ = ["Director", "groups_of"]
