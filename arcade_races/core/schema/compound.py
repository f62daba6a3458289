"""The schemas of compound values: fixed tuples (points, fractions), lists, mappings with fixed
keys (each a `Field`), mappings with free keys, and tagged one-key mappings."""

from __future__ import annotations

import copy
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, Final

from arcade_races.core.schema.base import (
    NO_EXAMPLE,
    Path,
    Schema,
    SchemaIssue,
    _closest,
    _items,
    _listing,
    describe,
)
from arcade_races.core.schema.scalars import Int, Number, Str


class Tuple(Schema):
    """A list of fixed length whose items each have their own schema.

    >>> from arcade_races.core.schema import validate
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

    def _sample(self) -> Any:
        items = [item.sample() for item in self.items]
        return NO_EXAMPLE if any(item is NO_EXAMPLE for item in items) else items

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

    def _sample(self) -> Any:
        item = self.item.sample()
        count = max(1, self.min_len)
        if item is NO_EXAMPLE or (self.unique and count > 1):
            return NO_EXAMPLE
        return [copy.deepcopy(item) for _ in range(count)]

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
    """One key of a `Map`: its schema, whether it must be present, its default, its doc and
    an example of a value (`sample` falls back on the schema's own, then on the default).

    A field with a default is never required: a missing key takes the default.
    """

    schema: Schema
    required: bool = True
    default: Any = NO_DEFAULT
    doc: str = ""
    example: Any = NO_EXAMPLE

    @property
    def has_default(self) -> bool:
        """Whether a missing key is filled with `default`."""
        return self.default is not NO_DEFAULT

    @property
    def is_required(self) -> bool:
        """Whether a missing key is an issue."""
        return self.required and not self.has_default

    def sample(self) -> Any:
        """An example value of the field, or `NO_EXAMPLE`."""
        if self.example is not NO_EXAMPLE:
            return self.example
        found = self.schema.sample()
        if found is NO_EXAMPLE and self.has_default:
            return self.default
        return found

    def json_schema(self) -> dict[str, Any]:
        """The field's schema as JSON Schema, with the field's doc, default and example."""
        result = self.schema.json_schema()
        if self.doc:
            result["description"] = self.doc
        if self.has_default:
            result["default"] = self.default
        example = self.sample()
        if example is not NO_EXAMPLE:
            result["examples"] = [example]
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

    def _sample(self) -> Any:
        # The required keys, and the optional ones that have an example of their own.
        result: dict[str, Any] = {}
        for name, spec in self.fields.items():
            found = spec.sample()
            if found is NO_EXAMPLE and spec.is_required:
                return NO_EXAMPLE
            if found is not NO_EXAMPLE and (spec.is_required or spec.example is not NO_EXAMPLE
                                            or spec.schema.example is not NO_EXAMPLE):
                result[name] = found
        return result

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

    def _sample(self) -> Any:
        for kind, schema in self.options.items():
            found = schema.sample()
            if found is not NO_EXAMPLE:
                return {kind: found}
        return NO_EXAMPLE

    def _option_json(self, schema: Schema) -> dict[str, Any]:
        result = schema.json_schema()
        found = schema.sample()
        if found is not NO_EXAMPLE:
            result["examples"] = [found]
        return result

    def _json(self) -> dict[str, Any]:
        return {
            "type": "object",
            "properties": {kind: self._option_json(schema)
                           for kind, schema in self.options.items()},
            "additionalProperties": False,
            "minProperties": 1,
            "maxProperties": 1,
        }


