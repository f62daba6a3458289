"""The base of the schema language: issues and errors, the `Schema` class, `validate`, and the
helpers every kind of schema shares (paths, describing a value, number ranges, examples)."""

from __future__ import annotations

import abc
import difflib
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Final, TypeAlias, TypeVar

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


class _NoExample:
    """The type of `NO_EXAMPLE`."""

    def __repr__(self) -> str:
        return "NO_EXAMPLE"


NO_EXAMPLE: Final = _NoExample()
"""Marks a schema or field without an example."""


class Schema(abc.ABC):
    """The base of every schema: `check` a value, say what is `allowed`, export `json_schema`.

    `example` is a value that fits, for the JSON Schema's `examples` and the track maker's
    guide; without one, `sample` builds one from the parts' examples where it can (a mapping
    from its keys' examples, a list from its item's).
    """

    doc: str = ""
    example: Any = NO_EXAMPLE

    def sample(self) -> Any:
        """An example value that fits this schema, or `NO_EXAMPLE` if none is known."""
        if self.example is not NO_EXAMPLE:
            return self.example
        return self._sample()

    def _sample(self) -> Any:
        """An example built from the parts' examples (none for a plain value)."""
        return NO_EXAMPLE

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


S = TypeVar("S", bound=Schema)


def with_example(schema: S, value: Any) -> S:
    """`schema` with `value` as its example (for a schema that is not a `Field` of a mapping,
    such as one kind of a `Tagged`), checked to fit.

    >>> from arcade_races.core.schema import Int
    >>> with_example(Int(min=1), 6).sample()
    6
    """
    _, issues = schema.check(value, ())
    if issues:
        raise ValueError(f"the example {value!r} does not fit: {issues[0]}")
    schema.example = value
    return schema


def validate(value: Any, schema: Schema) -> Any:
    """`value` with defaults filled in; `SchemaError` listing every issue if it does not fit.

    >>> from arcade_races.core.schema import Seq, Str
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


