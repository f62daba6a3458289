"""The schemas of single values: whole numbers, numbers, text, true/false, colours, constants."""

from __future__ import annotations

import json
import math
import re
from collections.abc import Sequence
from typing import Any

from arcade_races.core.schema.base import (
    LIMIT,
    Path,
    Schema,
    SchemaIssue,
    _closest,
    _is_int,
    _is_number,
    _listing,
    _range_issues,
    _range_phrase,
    describe,
)


class Int(Schema):
    """A whole number, optionally within `min`..`max` (inclusive). `true`/`false` are not numbers.

    >>> Int(min=1, max=10).allowed()
    'a whole number from 1 to 10'
    """

    def __init__(self, min: int | None = None, max: int | None = None, doc: str = "") -> None:
        self.min = min
        self.max = max
        self.doc = doc

    def check(self, value: Any, path: Path = ()) -> tuple[Any, list[SchemaIssue]]:
        """See `Schema.check`."""
        if not _is_int(value):
            return value, self._wrong_type(value, path, "a whole number")
        return value, _range_issues(value, self.min, self.max, path, self.allowed())

    def allowed(self) -> str:
        """See `Schema.allowed`."""
        return _range_phrase(self.min, self.max, "a whole number")

    def _json(self) -> dict[str, Any]:
        result: dict[str, Any] = {"type": "integer"}
        result["minimum"] = self.min if self.min is not None else -LIMIT
        result["maximum"] = self.max if self.max is not None else LIMIT
        return result


class Number(Schema):
    """A finite number, whole or not, optionally within `min`..`max`.

    With `exclusive_min` the value must be strictly above `min` (a radius above 0).

    >>> Number(min=0, exclusive_min=True).allowed()
    'a number above 0'
    """

    def __init__(
        self,
        min: float | None = None,
        max: float | None = None,
        doc: str = "",
        exclusive_min: bool = False,
    ) -> None:
        self.min = min
        self.max = max
        self.doc = doc
        self.exclusive_min = exclusive_min

    def check(self, value: Any, path: Path = ()) -> tuple[Any, list[SchemaIssue]]:
        """See `Schema.check`."""
        if not _is_number(value):
            return value, self._wrong_type(value, path, "a number")
        if not math.isfinite(value):
            return value, [SchemaIssue(path, f"{value} is not a finite number", self.allowed())]
        if self.exclusive_min and self.min is not None and value <= self.min:
            return value, [SchemaIssue(path, f"{value} is not above {self.min}", self.allowed())]
        return value, _range_issues(value, self.min, self.max, path, self.allowed())

    def allowed(self) -> str:
        """See `Schema.allowed`."""
        if self.exclusive_min and self.min is not None:
            text = f"a number above {self.min}"
            return text + (f" and at most {self.max}" if self.max is not None else "")
        return _range_phrase(self.min, self.max, "a number")

    def _json(self) -> dict[str, Any]:
        result: dict[str, Any] = {"type": "number"}
        if self.min is not None:
            result["exclusiveMinimum" if self.exclusive_min else "minimum"] = self.min
        else:
            result["minimum"] = -LIMIT
        result["maximum"] = self.max if self.max is not None else LIMIT
        return result


_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")
"""Control characters a board's text may not hold (tab, line feed and carriage return may)."""


class Str(Schema):
    """Text, optionally one of `choices`, or matching the regular expression `pattern`.

    `pattern` is searched for, as in JSON Schema: anchor it with `^...$` to match the whole text.

    >>> Str(choices=["points", "sips"]).allowed()
    'one of: points, sips'
    """

    def __init__(
        self,
        choices: Sequence[str] | None = None,
        pattern: str | None = None,
        doc: str = "",
    ) -> None:
        self.choices = tuple(choices) if choices is not None else None
        self.pattern = pattern
        self._regex = re.compile(pattern) if pattern is not None else None
        self.doc = doc

    def check(self, value: Any, path: Path = ()) -> tuple[Any, list[SchemaIssue]]:
        """See `Schema.check`."""
        if not isinstance(value, str):
            if self.choices is not None and _is_int(value) and str(value) in self.choices:
                # YAML reads `- 2` as a number; the rank "2" must be quoted.
                what = f'{value} is read as a number here; write it in quotes: "{value}"'
                return value, [SchemaIssue(path, what, self.allowed())]
            return value, self._wrong_type(value, path, "text")
        control = next((c for c in value if _CONTROL.match(c)), None)
        if control is not None:
            # A font cannot draw a NUL (pygame raises), and no name needs a control character.
            what = f"the text holds the control character U+{ord(control):04X}"
            allowed = "printable text (line breaks and tabs are fine)"
            return value, [SchemaIssue(path, what, allowed)]
        if self.choices is not None and value not in self.choices:
            what = f"{value!r} is not one of the choices"
            close = _closest(value, self.choices)
            if close is not None:
                what += f"; did you mean {close!r}?"
            return value, [SchemaIssue(path, what, self.allowed())]
        if self._regex is not None and not self._regex.search(value):
            return value, [SchemaIssue(path, f"{value!r} has the wrong form", self.allowed())]
        return value, []

    def allowed(self) -> str:
        """See `Schema.allowed`."""
        if self.choices is not None:
            return f"one of: {_listing(self.choices)}"
        if self.pattern is not None:
            return f"text matching {self.pattern}"
        return "text"

    def _json(self) -> dict[str, Any]:
        result: dict[str, Any] = {"type": "string"}
        if self.choices is not None:
            result["enum"] = list(self.choices)
        if self.pattern is not None:
            result["pattern"] = self.pattern
        return result


class Bool(Schema):
    """`true` or `false`."""

    def __init__(self, doc: str = "") -> None:
        self.doc = doc

    def check(self, value: Any, path: Path = ()) -> tuple[Any, list[SchemaIssue]]:
        """See `Schema.check`."""
        if not isinstance(value, bool):
            return value, self._wrong_type(value, path, "true or false")
        return value, []

    def allowed(self) -> str:
        """See `Schema.allowed`."""
        return "true or false"

    def _json(self) -> dict[str, Any]:
        return {"type": "boolean"}


_COLOR = re.compile(r"^#[0-9a-fA-F]{6}$")


class Color(Schema):
    """A colour written `"#rrggbb"` in hexadecimal, e.g. `"#1f6b3a"`."""

    def __init__(self, doc: str = "") -> None:
        self.doc = doc

    def check(self, value: Any, path: Path = ()) -> tuple[Any, list[SchemaIssue]]:
        """See `Schema.check`."""
        if value is None:
            # `felt: #1f6b3a` unquoted is a YAML comment, which leaves the value empty.
            what = "no colour given: an unquoted # starts a YAML comment"
            return value, [SchemaIssue(path, what, self.allowed())]
        if not isinstance(value, str):
            return value, self._wrong_type(value, path, "a colour")
        if not _COLOR.match(value):
            return value, [SchemaIssue(path, f"{value!r} is not a colour", self.allowed())]
        return value, []

    def allowed(self) -> str:
        """See `Schema.allowed`."""
        return 'a colour "#rrggbb" in quotes, like "#1f6b3a"'

    def _json(self) -> dict[str, Any]:
        return {"type": "string", "pattern": _COLOR.pattern}



class Const(Schema):
    """Exactly one value, e.g. `format: 1` or `game: pferderennen`."""

    def __init__(self, value: Any, doc: str = "") -> None:
        self.value = value
        self.doc = doc

    def check(self, value: Any, path: Path = ()) -> tuple[Any, list[SchemaIssue]]:
        """See `Schema.check`."""
        if type(value) is not type(self.value) or value != self.value:
            what = f"expected {self._shown()}, got {describe(value)}"
            return value, [SchemaIssue(path, what, self.allowed())]
        return value, []

    def _shown(self) -> str:
        return self.value if isinstance(self.value, str) else json.dumps(self.value)

    def allowed(self) -> str:
        """See `Schema.allowed`."""
        return f"exactly {self._shown()}"

    def _sample(self) -> Any:
        return self.value

    def _json(self) -> dict[str, Any]:
        return {"const": self.value}

