"""Actions: small frozen values with a text notation that parses back.

A game defines each kind of action as a frozen dataclass subclass of `Action` with a `VERB`,
and gathers them in a `Notation`, which turns text back into actions::

    >>> from dataclasses import dataclass
    >>> @dataclass(frozen=True)
    ... class Roll(Action):
    ...     VERB = "roll"
    ...     value: int
    >>> notation = Notation([Roll])
    >>> str(Roll(4))
    'roll 4'
    >>> notation.parse("roll 4") == Roll(4)
    True

Fields may be `int`, `str` (no white space) or `tuple[int, ...]` (written `1,2,3`; `-` when
empty). The notation is what a replay stores, so it must never change for an existing action.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from typing import Any, ClassVar, get_type_hints

from arcade_races.core.errors import NotationError


@dataclasses.dataclass(frozen=True)
class Action:
    """Base of every action. Subclasses are frozen dataclasses with a class-level `VERB`."""

    VERB: ClassVar[str] = ""

    def __str__(self) -> str:
        # Written once per action value and kept beside its fields (not one of them, so it
        # takes no part in equality): the games hand out the same interned actions all game
        # long, and a recorded game writes the notation of every action it plays.
        known: dict[str, Any] = self.__dict__
        text: str | None = known.get("_notation")
        if text is None:
            parts = [self.VERB]
            for name in _field_names(type(self)):
                parts.append(_format_value(getattr(self, name)))
            text = known["_notation"] = " ".join(parts)
        return text

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self}>"


def _field_names(kind: type[Action]) -> tuple[str, ...]:
    # Notation is written for every legal action listed; reading the fields once per class
    # keeps that cheap.
    names: tuple[str, ...] | None = kind.__dict__.get("_NOTATION_FIELDS")
    if names is None:
        names = tuple(field.name for field in dataclasses.fields(kind))
        setattr(kind, "_NOTATION_FIELDS", names)  # noqa: B010 - a class-level cache
    return names


def _format_value(value: Any) -> str:
    if isinstance(value, bool):
        return "1" if value else "0"
    if isinstance(value, tuple):
        return ",".join(str(v) for v in value) if value else "-"
    return str(value)


_KINDS = ("int", "str", "tuple")


def _kind_of(hint: Any) -> str:
    if hint is int:
        return "int"
    if hint is str:
        return "str"
    if getattr(hint, "__origin__", None) is tuple:
        return "tuple"
    raise TypeError(f"unsupported action field type {hint!r}")


class Notation:
    """Parses the text notation of one game's actions back into action values."""

    def __init__(self, kinds: Iterable[type[Action]]) -> None:
        self._kinds: dict[str, tuple[type[Action], list[tuple[str, str]]]] = {}
        for kind in kinds:
            if not kind.VERB or " " in kind.VERB:
                raise TypeError(f"{kind.__name__} needs a one-word VERB")
            if kind.VERB in self._kinds:
                raise TypeError(f"two actions share the verb {kind.VERB!r}")
            hints = get_type_hints(kind)
            fields = [(f.name, _kind_of(hints[f.name])) for f in dataclasses.fields(kind)]
            self._kinds[kind.VERB] = (kind, fields)

    @property
    def verbs(self) -> list[str]:
        """Every verb this notation reads, in the order the kinds were given."""
        return list(self._kinds)

    def parse(self, text: str) -> Action:
        """The action written as `text`; `NotationError` if it is not one of this game's."""
        words = text.split()
        if not words:
            raise NotationError(text, "it is empty")
        entry = self._kinds.get(words[0])
        if entry is None:
            raise NotationError(text, f"unknown verb (one of: {', '.join(self._kinds)})")
        kind, fields = entry
        if len(words) - 1 != len(fields):
            usage = " ".join([words[0], *(name for name, _ in fields)])
            raise NotationError(text, f"expected '{usage}'")
        values: list[Any] = []
        for word, (name, field_kind) in zip(words[1:], fields, strict=True):
            values.append(_parse_value(text, name, field_kind, word))
        action = kind(*values)
        if str(action) != " ".join(words):
            raise NotationError(text, "not in canonical form")
        return action


def _parse_value(text: str, name: str, kind: str, word: str) -> Any:
    if kind == "str":
        return word
    try:
        if kind == "int":
            return int(word)
        if word == "-":
            return ()
        return tuple(int(part) for part in word.split(","))
    except ValueError:
        raise NotationError(text, f"{name} must be a whole number") from None
