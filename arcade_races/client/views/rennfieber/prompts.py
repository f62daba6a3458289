"""A human seat's decisions at the Rennfieber table, on the stage's choice prompt.

Each decision belongs to the room its phase is played in (a bid to the auction room, a slip to
the tote, a move to the race track): the room builds the prompt from the seat's legal actions
only and draws it; this module puts it on screen, routes the keys and clicks to it, plays the
clicks and hands the confirmed action to the scene. The view never works out what is legal.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from arcade_races.client.input import Command, Pointer
from arcade_races.client.stage.prompt import Prompt, Response
from arcade_races.client.views.rennfieber.stage import Parts, Room
from arcade_races.core.actions import Action


class Prompts:
    """The decision on screen (`current`), its keys and clicks."""

    def __init__(self, parts: Parts, rooms: Mapping[str, Room]) -> None:
        self.parts = parts
        self.rooms = dict(rooms)
        self.current: Prompt | None = None
        self.submit: Callable[[Action], None] = lambda action: None

    def room_for(self, phase: str) -> Room:
        """The room whose decision `phase` asks."""
        for room in self.rooms.values():
            if phase in room.PHASES:
                return room
        raise KeyError(f"no room decides in phase {phase}")

    def begin(self, seat: int, obs: dict[str, Any], legal: Sequence[Action],
              submit: Callable[[Action], None]) -> None:
        """Put `seat`'s decision on screen: `legal` are its legal actions, `obs` its own
        observation; `submit(action)` takes the choice."""
        self.submit = submit
        self.current = self.room_for(str(obs["phase"])).prompt(seat, obs, legal)

    def end(self) -> None:
        """Take the decision off the screen."""
        self.current = None

    def command(self, command: Command) -> bool:
        """A key for the decision; True if used."""
        prompt = self.current
        if prompt is None:
            return False
        response = prompt.command(command)
        if response.moved:
            self.parts.sound("click")
        self._respond(response)
        return response.used

    def pointer(self, pointer: Pointer) -> bool:
        """A mouse event for the decision; True if used."""
        prompt = self.current
        if prompt is None:
            return False
        response = prompt.pointer(pointer)
        if response.action is None and pointer.kind == "down" and response.option is not None:
            self.parts.sound("click")
        self._respond(response)
        return response.used

    def _respond(self, response: Response) -> None:
        if response.action is None:
            return
        self.parts.sound("click")
        self.submit(response.action)


__all__ = ["Prompts"]
