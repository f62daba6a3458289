"""Events: small frozen values that say what happened, for views, sound, commentary and logs."""

from __future__ import annotations

import dataclasses
from typing import Any, TypeVar


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


E = TypeVar("E", bound=Event)


def quick_init(cls: type[E]) -> type[E]:
    """Give the frozen event `cls` an `__init__` that puts its fields straight into the
    instance's `__dict__`, without a frozen dataclass's `object.__setattr__` per field (that
    was a good share of a rules step, which makes one or two events). It is written out with
    the fields as its parameters, as the dataclass's own is, so keywords and a wrong count of
    values behave as they did; about five times faster than a generic `*values` wrapper. An
    event with defaults or a `__post_init__` is refused (`TypeError`), as the written-out
    one would not honour them: such an event keeps the dataclass's own."""
    fields = dataclasses.fields(cls)
    names = tuple(field.name for field in fields)
    if any(not name.isidentifier() or name in ("self", "d") for name in names):
        raise TypeError(f"{cls.__name__}: a field name the written-out __init__ cannot take")
    if hasattr(cls, "__post_init__") or any(
            field.default is not dataclasses.MISSING
            or field.default_factory is not dataclasses.MISSING for field in fields):
        raise TypeError(f"{cls.__name__}: defaults or __post_init__ need the dataclass's own")
    body = "".join(f"\n    d[{name!r}] = {name}" for name in names) or "\n    pass"
    source = f"def __init__(self, {', '.join(names)}):\n    d = self.__dict__{body}"
    scope: dict[str, Any] = {}
    exec(source, scope)  # our own field names, checked above, as dataclasses itself does
    init = scope["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__doc__ = cls.__init__.__doc__
    setattr(cls, "__init__", init)  # noqa: B010 - a dataclass's method, replaced
    return cls


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
