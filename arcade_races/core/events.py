"""Events: small frozen values that say what happened, for views, sound, commentary and logs."""

from __future__ import annotations

import dataclasses
from typing import Any


@dataclasses.dataclass(frozen=True)
class Event:
    """Base of every event. Subclasses are frozen dataclasses of JSON-safe fields."""

    def to_json(self) -> dict[str, Any]:
        """The event as a JSON-safe dict, its class name under `"type"`."""
        data: dict[str, Any] = {"type": type(self).__name__}
        for field in dataclasses.fields(self):
            value = getattr(self, field.name)
            data[field.name] = list(value) if isinstance(value, tuple) else value
        return data


class MadeOnce:
    """Events made once and handed out again: `made(kind, *fields)` is `kind(*fields)`, the
    same object every time for the same hashable fields. Events are frozen values, so a game
    whose steps repeat the same few events need not build a frozen dataclass on every step."""

    def __init__(self) -> None:
        self._made: dict[tuple[Any, ...], Event] = {}

    def __call__(self, kind: type[Event], *fields: Any) -> Event:
        key = (kind, *fields)
        event = self._made.get(key)
        if event is None:
            event = self._made[key] = kind(*fields)
        return event
