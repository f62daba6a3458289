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
