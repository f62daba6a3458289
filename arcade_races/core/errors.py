"""The small family of errors the rules core raises.

Each is a `ValueError`, so callers that only care about "bad value" can catch that.
"""

from __future__ import annotations

from typing import Any


class ArcadeRacesError(ValueError):
    """Base of every error the project raises for bad input or an illegal move."""


class IllegalAction(ArcadeRacesError):
    """An action that the rules do not allow at this point of the game.

    >>> str(IllegalAction("bet H 9", "the stake must be 1 to 5"))
    'illegal action bet H 9: the stake must be 1 to 5'
    """

    def __init__(self, action: Any, why: str) -> None:
        self.action = str(action)
        self.why = why
        super().__init__(f"illegal action {self.action}: {why}")


class NotationError(ArcadeRacesError):
    """A text that does not parse as an action of the game."""

    def __init__(self, text: str, why: str) -> None:
        self.text = text
        self.why = why
        super().__init__(f"cannot read action {text!r}: {why}")


class ConfigError(ArcadeRacesError):
    """A board or game config that is well-formed YAML but says something the rules cannot use.

    `path` locates the offending value inside the document (keys and list indices), so the
    loader can turn it into FILE:LINE:COL; `allowed` says what would be accepted.
    """

    def __init__(self, path: tuple[str | int, ...], what: str, allowed: str = "") -> None:
        self.path = path
        self.what = what
        self.allowed = allowed
        text = what + (f" ({allowed})" if allowed else "")
        super().__init__(text)
