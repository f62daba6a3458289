"""A small schema language for the plain data of board and game-config files.

A schema checks a JSON-like value (dict, list, str, int, float, bool, None) as read from YAML,
fills in defaults, and reports *every* problem as a `SchemaIssue` with the path of the offending
value, what is wrong and what would be allowed, so the board loader can turn each into
`FILE:LINE:COL: what (allowed)`. The same schema exports draft 2020-12 JSON Schema, so an editor
can complete and check board files.

>>> size = Map({"w": Field(Int(min=1)), "h": Field(Int(min=1), default=720)})
>>> validate({"w": 1280}, size)
{'w': 1280, 'h': 720}
>>> try:
...     validate({"w": 0, "hh": 1}, size)
... except SchemaError as error:
...     for issue in error.issues:
...         print(issue)
w: 0 is less than 1 (a whole number, at least 1)
unknown key 'hh'; did you mean 'h'? (allowed keys: w, h)

Pure Python: nothing here imports yaml; the loader in `arcade_races.boards` does the reading.
"""

from __future__ import annotations

import abc
import copy
import difflib
import json
import math
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, Final, TypeAlias

from arcade_races.core.errors import ArcadeRacesError

Path: TypeAlias = tuple[str | int, ...]
"""Where a value sits in a document: mapping keys and list indices from the top."""

JSON_SCHEMA_DIALECT: Final = "https://json-schema.org/draft/2020-12/schema"


@dataclass(frozen=True)
class SchemaIssue:
    """One thing wrong with a document.

    `path` locates the value (or, with `at_key`, the mapping key itself: an unknown or duplicate
    key is best shown at the key, not at its value). `what` says what is wrong, `allowed` what
    would be accepted there.
    """

    path: Path
    what: str
    allowed: str
    at_key: bool = False

    def where(self) -> str:
        """The dotted path of the mapping or value the issue is about ("" for the top).

        For a key issue that is the mapping holding the key, since `what` names the key.

        >>> SchemaIssue(("lanes", "C", "segments", 0), "x", "y").where()
        'lanes.C.segments[0]'
        """
        return format_path(self.path[:-1] if self.at_key else self.path)

    def __str__(self) -> str:
        where = self.where()
        text = f"{where}: {self.what}" if where else self.what
        return text + (f" ({self.allowed})" if self.allowed else "")


class SchemaError(ArcadeRacesError):
    """A value that does not fit its schema; `issues` lists every problem in document order."""

    def __init__(self, issues: Sequence[SchemaIssue]) -> None:
        if not issues:
            raise ValueError("a SchemaError needs at least one issue")
        self.issues = list(issues)
        more = len(self.issues) - 1
        super().__init__(str(self.issues[0]) + (f" [and {more} more]" if more else ""))


def format_path(path: Path) -> str:
    """A path as dotted text: keys joined by dots, list indices in brackets.

    >>> format_path(("track", "path", "segments", 2, "arc", "radius"))
    'track.path.segments[2].arc.radius'
    """
    text = ""
    for part in path:
        if isinstance(part, int):
            text += f"[{part}]"
        else:
            text += f".{part}" if text else part
    return text


def describe(value: Any) -> str:
    """A value in words, for "got ..." in messages.

    >>> describe("six"), describe(3.5), describe(None), describe([1])
    ("text 'six'", 'the number 3.5', 'nothing (null)', 'a list')
    """
    if value is None:
        return "nothing (null)"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return f"the whole number {value}"
    if isinstance(value, float):
        return f"the number {value}"
    if isinstance(value, str):
        shown = value if len(value) <= 40 else value[:37] + "..."
        return f"text {shown!r}"
    if isinstance(value, list | tuple):
        return "a list"
    if isinstance(value, dict):
        return "a mapping"
    return f"a {type(value).__name__}"


def _closest(word: str, choices: Sequence[str]) -> str | None:
    matches = difflib.get_close_matches(word, list(choices), n=1, cutoff=0.6)
    return matches[0] if matches else None


def _listing(words: Sequence[str]) -> str:
    return ", ".join(words)


def _items(count: int) -> str:
    return f"{count} item" if count == 1 else f"{count} items"


def _is_int(value: Any) -> bool:
    # bool is a subclass of int in Python, but `true` is never a number in a board file.
    return isinstance(value, int) and not isinstance(value, bool)


def _is_number(value: Any) -> bool:
    return _is_int(value) or isinstance(value, float)


class Schema(abc.ABC):
    """The base of every schema: `check` a value, say what is `allowed`, export `json_schema`."""

    doc: str = ""

    @abc.abstractmethod
    def check(self, value: Any, path: Path = ()) -> tuple[Any, list[SchemaIssue]]:
        """The value with defaults filled in, and every issue found (empty if it fits)."""

    @abc.abstractmethod
    def allowed(self) -> str:
        """A short phrase for what fits, e.g. "a whole number from 1 to 10"."""

    @abc.abstractmethod
    def _json(self) -> dict[str, Any]:
        """The JSON Schema of this schema, without the description."""

    def json_schema(self) -> dict[str, Any]:
        """Draft 2020-12 JSON Schema for this schema, with `doc` as its description."""
        result = self._json()
        if self.doc:
            result["description"] = self.doc
        return result

    def _wrong_type(self, value: Any, path: Path, expected: str) -> list[SchemaIssue]:
        return [SchemaIssue(path, f"expected {expected}, got {describe(value)}", self.allowed())]


def validate(value: Any, schema: Schema) -> Any:
    """`value` with defaults filled in; `SchemaError` listing every issue if it does not fit.

    >>> try:
    ...     validate(["C", "X"], Seq(Str(choices=["C", "D"])))
    ... except SchemaError as error:
    ...     print(error)
    [1]: 'X' is not one of the choices (one of: C, D)
    """
    result, issues = schema.check(value, ())
    if issues:
        raise SchemaError(issues)
    return result


def _range_phrase(low: float | None, high: float | None, noun: str) -> str:
    if low is not None and high is not None:
        return f"{noun} from {low} to {high}"
    if low is not None:
        return f"{noun}, at least {low}"
    if high is not None:
        return f"{noun}, at most {high}"
    return noun


LIMIT = 1_000_000
"""No number in a board or config is larger than this either way, whatever its own range
says: a coordinate of 1e300 or a count of a billion is a typo, and no view can draw it."""


def _range_issues(
    value: float, low: float | None, high: float | None, path: Path, allowed: str
) -> list[SchemaIssue]:
    if abs(value) > LIMIT and (low is None or high is None):
        shown = f"{value:,}" if isinstance(value, int) else f"{value:g}"
        if len(shown) > 24:
            shown = f"{value:.3g}"
        what = f"{shown} is absurdly large (at most {LIMIT:,} either way)"
        return [SchemaIssue(path, what, allowed)]
    if low is not None and value < low:
        return [SchemaIssue(path, f"{value} is less than {low}", allowed)]
    if high is not None and value > high:
        return [SchemaIssue(path, f"{value} is more than {high}", allowed)]
    return []


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


class Tuple(Schema):
    """A list of fixed length whose items each have their own schema.

    >>> validate([3, 4], Tuple([Int(), Int()]))
    [3, 4]
    """

    def __init__(self, items: Sequence[Schema], doc: str = "", phrase: str = "") -> None:
        self.items = tuple(items)
        self.doc = doc
        self._phrase = phrase

    def check(self, value: Any, path: Path = ()) -> tuple[Any, list[SchemaIssue]]:
        """See `Schema.check`."""
        if not isinstance(value, list):
            return value, self._wrong_type(value, path, f"a list of {len(self.items)}")
        if len(value) != len(self.items):
            what = f"the list has {_items(len(value))}, not {len(self.items)}"
            return value, [SchemaIssue(path, what, self.allowed())]
        result: list[Any] = []
        issues: list[SchemaIssue] = []
        for index, (item, schema) in enumerate(zip(value, self.items, strict=True)):
            checked, found = schema.check(item, (*path, index))
            result.append(checked)
            issues.extend(found)
        return result, issues

    def allowed(self) -> str:
        """See `Schema.allowed`."""
        if self._phrase:
            return self._phrase
        return "a list of: " + "; ".join(item.allowed() for item in self.items)

    def _json(self) -> dict[str, Any]:
        return {
            "type": "array",
            "prefixItems": [item.json_schema() for item in self.items],
            "items": False,
            "minItems": len(self.items),
            "maxItems": len(self.items),
        }


class Point(Tuple):
    """A point `[x, y]` of two numbers, in pixels of the board's canvas (y points down)."""

    def __init__(self, doc: str = "") -> None:
        super().__init__((Number(), Number()), doc, "a point [x, y] of two numbers")


class Fraction(Tuple):
    """A fraction `[numerator, denominator]` of whole numbers, numerator >= 0, denominator >= 1."""

    def __init__(self, doc: str = "") -> None:
        phrase = "a fraction [numerator, denominator], like [1, 2] for a half"
        super().__init__((Int(min=0), Int(min=1)), doc, phrase)


def _json_key(value: Any) -> str:
    # Distinguishes 1 from true and from "1", and makes lists and mappings comparable.
    return json.dumps([type(value).__name__, value], sort_keys=True, default=str)


class Seq(Schema):
    """A list of items of one schema, with `min_len`..`max_len` items; `unique` forbids repeats.

    >>> Seq(Point(), min_len=3, max_len=4).allowed()
    'a list of 3 to 4 items, each a point [x, y] of two numbers'
    """

    def __init__(
        self,
        item: Schema,
        min_len: int = 0,
        max_len: int | None = None,
        doc: str = "",
        unique: bool = False,
    ) -> None:
        self.item = item
        self.min_len = min_len
        self.max_len = max_len
        self.doc = doc
        self.unique = unique

    def check(self, value: Any, path: Path = ()) -> tuple[Any, list[SchemaIssue]]:
        """See `Schema.check`."""
        if not isinstance(value, list):
            return value, self._wrong_type(value, path, "a list")
        issues: list[SchemaIssue] = []
        if len(value) < self.min_len:
            what = f"the list has {_items(len(value))}, fewer than {self.min_len}"
            issues.append(SchemaIssue(path, what, self.allowed()))
        elif self.max_len is not None and len(value) > self.max_len:
            what = f"the list has {_items(len(value))}, more than {self.max_len}"
            issues.append(SchemaIssue(path, what, self.allowed()))
        result: list[Any] = []
        seen: set[str] = set()
        for index, item in enumerate(value):
            checked, found = self.item.check(item, (*path, index))
            result.append(checked)
            issues.extend(found)
            if self.unique:
                key = _json_key(item)
                if key in seen:
                    what = f"{describe(item)} is listed twice"
                    issues.append(SchemaIssue((*path, index), what, "each item once"))
                seen.add(key)
        return result, issues

    def allowed(self) -> str:
        """See `Schema.allowed`."""
        low, high = self.min_len, self.max_len
        if high is not None and low == high:
            size = f" of {_items(low)}"
        elif high is not None and low > 0:
            size = f" of {low} to {high} items"
        elif high is not None:
            size = f" of at most {high} items"
        elif low > 0:
            size = f" of at least {_items(low)}"
        else:
            size = ""
        return f"a list{size}, each {self.item.allowed()}"

    def _json(self) -> dict[str, Any]:
        result: dict[str, Any] = {"type": "array", "items": self.item.json_schema()}
        if self.min_len:
            result["minItems"] = self.min_len
        if self.max_len is not None:
            result["maxItems"] = self.max_len
        if self.unique:
            result["uniqueItems"] = True
        return result


class _NoDefault:
    """The type of `NO_DEFAULT`."""

    def __repr__(self) -> str:
        return "NO_DEFAULT"


NO_DEFAULT: Final = _NoDefault()
"""Marks a `Field` without a default value."""


@dataclass(frozen=True)
class Field:
    """One key of a `Map`: its schema, whether it must be present, its default and its doc.

    A field with a default is never required: a missing key takes the default.
    """

    schema: Schema
    required: bool = True
    default: Any = NO_DEFAULT
    doc: str = ""

    @property
    def has_default(self) -> bool:
        """Whether a missing key is filled with `default`."""
        return self.default is not NO_DEFAULT

    @property
    def is_required(self) -> bool:
        """Whether a missing key is an issue."""
        return self.required and not self.has_default

    def json_schema(self) -> dict[str, Any]:
        """The field's schema as JSON Schema, with the field's doc and default."""
        result = self.schema.json_schema()
        if self.doc:
            result["description"] = self.doc
        if self.has_default:
            result["default"] = self.default
        return result


def _unknown_key(key: str, known: Sequence[str], path: Path, noun: str) -> SchemaIssue:
    what = f"unknown {noun} {key!r}"
    close = _closest(key, known)
    if close is not None:
        what += f"; did you mean {close!r}?"
    allowed = f"allowed {noun}s: {_listing(known)}" if known else "no keys"
    return SchemaIssue((*path, key), what, allowed, at_key=True)


def _key_not_text(key: Any, path: Path) -> SchemaIssue:
    return SchemaIssue(path, f"the key {key!r} is not text", "keys are text", at_key=False)


class Map(Schema):
    """A mapping with a fixed set of keys, each a `Field`.

    Unknown keys are issues (with a "did you mean" for a near miss), missing required keys are
    issues at the mapping itself, and missing optional keys take their defaults. The checked
    mapping lists its keys in the schema's order, whatever the document's order.

    >>> Map({"a": Field(Int()), "b": Field(Int()), "c": Field(Int())}).allowed()
    'a mapping with keys: a, b, c'
    """

    def __init__(self, fields: Mapping[str, Field], doc: str = "") -> None:
        self.fields = dict(fields)
        self.doc = doc

    def check(self, value: Any, path: Path = ()) -> tuple[Any, list[SchemaIssue]]:
        """See `Schema.check`."""
        if not isinstance(value, dict):
            return value, self._wrong_type(value, path, "a mapping")
        issues: list[SchemaIssue] = []
        # A misspelt key is told once, as "unknown key ...; did you mean ...?" at the key,
        # not a second time as the missing key it was meant to be.
        known = list(self.fields)
        meant = {
            _closest(key, known) for key in value if isinstance(key, str) and key not in known
        }
        for name, spec in self.fields.items():
            if spec.is_required and name not in value and name not in meant:
                what = f"missing key {name!r}"
                issues.append(SchemaIssue(path, what, f"{name}: {spec.schema.allowed()}"))
        checked: dict[str, Any] = {}
        for key, item in value.items():
            if not isinstance(key, str):
                issues.append(_key_not_text(key, path))
            elif key not in self.fields:
                issues.append(_unknown_key(key, list(self.fields), path, "key"))
            else:
                checked[key], found = self.fields[key].schema.check(item, (*path, key))
                issues.extend(found)
        result: dict[str, Any] = {}
        for name, spec in self.fields.items():
            if name in checked:
                result[name] = checked[name]
            elif spec.has_default:
                default, found = spec.schema.check(copy.deepcopy(spec.default), (*path, name))
                if found:
                    raise ValueError(f"the default of {name!r} does not fit: {found[0]}")
                result[name] = default
        return result, issues

    def allowed(self) -> str:
        """See `Schema.allowed`."""
        if not self.fields:
            return "an empty mapping {}"
        return f"a mapping with keys: {_listing(list(self.fields))}"

    def _json(self) -> dict[str, Any]:
        result: dict[str, Any] = {
            "type": "object",
            "properties": {name: spec.json_schema() for name, spec in self.fields.items()},
            "additionalProperties": False,
        }
        required = [name for name, spec in self.fields.items() if spec.is_required]
        if required:
            result["required"] = required
        return result


class MapOf(Schema):
    """A mapping with free keys (each checked by `key`) whose values all share one schema."""

    def __init__(self, value: Schema, key: Schema | None = None, doc: str = "") -> None:
        self.value = value
        self.key = key if key is not None else Str()
        self.doc = doc

    def check(self, value: Any, path: Path = ()) -> tuple[Any, list[SchemaIssue]]:
        """See `Schema.check`."""
        if not isinstance(value, dict):
            return value, self._wrong_type(value, path, "a mapping")
        issues: list[SchemaIssue] = []
        result: dict[Any, Any] = {}
        for key, item in value.items():
            if not isinstance(key, str):
                issues.append(_key_not_text(key, path))
                continue
            _, found = self.key.check(key, (*path, key))
            issues.extend(replace(issue, at_key=True) for issue in found)
            result[key], found = self.value.check(item, (*path, key))
            issues.extend(found)
        return result, issues

    def allowed(self) -> str:
        """See `Schema.allowed`."""
        return f"a mapping whose keys are {self.key.allowed()} and values {self.value.allowed()}"

    def _json(self) -> dict[str, Any]:
        return {
            "type": "object",
            "propertyNames": self.key.json_schema(),
            "additionalProperties": self.value.json_schema(),
        }


class Tagged(Schema):
    """A mapping with exactly one key, which names the kind of the value under it.

    Used for path segments: `{line: {from: [0, 0], to: [10, 0]}}`.

    >>> Tagged({"line": Map({}), "arc": Map({})}).allowed()
    'a mapping with one key, one of: line, arc'
    """

    def __init__(self, options: Mapping[str, Schema], doc: str = "") -> None:
        self.options = dict(options)
        self.doc = doc

    def check(self, value: Any, path: Path = ()) -> tuple[Any, list[SchemaIssue]]:
        """See `Schema.check`."""
        if not isinstance(value, dict):
            return value, self._wrong_type(value, path, "a mapping")
        if not value:
            return value, [SchemaIssue(path, "the mapping is empty", self.allowed())]
        keys = list(value)
        if len(keys) > 1:
            what = f"a second kind {keys[1]!r} next to {keys[0]!r}"
            return value, [SchemaIssue((*path, keys[1]), what, self.allowed(), at_key=True)]
        kind = keys[0]
        if not isinstance(kind, str):
            return value, [_key_not_text(kind, path)]
        if kind not in self.options:
            return value, [_unknown_key(kind, list(self.options), path, "kind")]
        checked, issues = self.options[kind].check(value[kind], (*path, kind))
        return {kind: checked}, issues

    def allowed(self) -> str:
        """See `Schema.allowed`."""
        return f"a mapping with one key, one of: {_listing(list(self.options))}"

    def _json(self) -> dict[str, Any]:
        return {
            "type": "object",
            "properties": {kind: schema.json_schema() for kind, schema in self.options.items()},
            "additionalProperties": False,
            "minProperties": 1,
            "maxProperties": 1,
        }


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

    def _json(self) -> dict[str, Any]:
        return {"const": self.value}


def path_schema(doc: str = "") -> Map:
    """The schema of a geometry path: a number of spaces laid out along a chain of segments.

    `arcade_races.boards.geometry` turns a checked path into space centres. A segment is one of

    - `{line: {from: [x, y], to: [x, y]}}`;
    - `{arc: {center: [x, y], radius: r, from_deg: a, to_deg: b}}`: degrees with 0 pointing
      right and 90 pointing *up* on the screen, so a growing angle turns counter-clockwise as
      seen; `to_deg` below `from_deg` runs clockwise;
    - `{bezier: {points: [p0, p1, p2]}}` (quadratic) or four points (cubic);
    - `{points: [[x, y], ...]}`, a polyline through those points.

    A gap between one segment's end and the next one's start is bridged by a straight line.
    """
    point = Point()
    segment = Tagged(
        {
            "line": Map(
                {
                    "from": Field(point, doc="Where the line starts, [x, y]."),
                    "to": Field(point, doc="Where the line ends, [x, y]."),
                },
                doc="A straight line.",
            ),
            "arc": Map(
                {
                    "center": Field(point, doc="The centre of the circle, [x, y]."),
                    "radius": Field(Number(min=0, exclusive_min=True), doc="The radius in pixels."),
                    "from_deg": Field(
                        Number(),
                        doc="The start angle in degrees: 0 is right, 90 is up on the screen.",
                    ),
                    "to_deg": Field(
                        Number(),
                        doc="The end angle in degrees; above from_deg runs counter-clockwise "
                        "on the screen, below it clockwise.",
                    ),
                },
                doc="A circular arc.",
            ),
            "bezier": Map(
                {
                    "points": Field(
                        Seq(point, min_len=3, max_len=4),
                        doc="Start, one or two control points, end: 3 points make a quadratic "
                        "curve, 4 a cubic one.",
                    )
                },
                doc="A Bezier curve.",
            ),
            "points": Seq(
                point,
                min_len=1,
                doc="A polyline through these points, in order. A path that is one points "
                "segment with exactly as many points as spaces puts a space on each point.",
            ),
        },
        doc="One piece of the path: line, arc, bezier or points.",
    )
    return Map(
        {
            "spaces": Field(
                Int(min=1, max=1000),
                doc="How many spaces lie on the path, evenly spaced by length, the first at "
                "its start and the last at its end.",
            ),
            "segments": Field(
                Seq(segment, min_len=1),
                doc="The pieces of the path, joined end to start in this order.",
            ),
        },
        doc=doc or "A path of spaces: a number of spaces laid out along a chain of segments.",
    )


__all__ = [
    "JSON_SCHEMA_DIALECT",
    "NO_DEFAULT",
    "Bool",
    "Color",
    "Const",
    "Field",
    "Fraction",
    "Int",
    "Map",
    "MapOf",
    "Number",
    "Path",
    "Point",
    "Schema",
    "SchemaError",
    "SchemaIssue",
    "Seq",
    "Str",
    "Tagged",
    "Tuple",
    "describe",
    "format_path",
    "path_schema",
    "validate",
]


def board_fields(game_id: str) -> dict[str, Field]:
    """The fields every board file starts with: format, game, name, description, size."""
    return {
        "format": Field(Const(1), doc="The version of the board format: 1."),
        "game": Field(Const(game_id), doc="The game this board is for."),
        "name": Field(Str(), doc="The board's name, as shown in the board list."),
        "description": Field(Str(), default="", doc="A sentence or two about the board."),
        "size": Field(
            Tuple((Int(min=1, max=10_000), Int(min=1, max=10_000)),
                  phrase="a size [width, height] of whole numbers of pixels"),
            default=[1280, 720],
            doc="The canvas [width, height] in pixels that the coordinates refer to; the "
            "client scales it to the window.",
        ),
    }
