"""`quick_init`: an event's written-out `__init__` behaves as its frozen dataclass's own."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

import pytest

from arcade_races.core.events import Event, quick_init


@quick_init
@dataclass(frozen=True)
class Passed(Event):
    """A test event: `card` went past `where`."""

    card: int
    where: tuple[str, ...]


@quick_init
@dataclass(frozen=True)
class PassedFirst(Passed):
    """A subclass with one more field: the inherited ones come first."""

    first: bool


def test_fields_by_position_or_by_name_and_still_frozen() -> None:
    assert Passed(3, ("1:2",)) == Passed(card=3, where=("1:2",))
    assert hash(Passed(3, ())) == hash(Passed(card=3, where=()))
    assert Passed(3, ("home",)).to_json() == {"type": "Passed", "card": 3, "where": ["home"]}
    assert PassedFirst(1, (), True).first and PassedFirst(1, (), True).card == 1
    with pytest.raises(TypeError):
        Passed(1)  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        Passed(1, (), 2)  # type: ignore[call-arg]
    with pytest.raises(dataclasses.FrozenInstanceError):
        Passed(1, ()).card = 2  # type: ignore[misc]


def test_defaults_and_post_init_keep_the_dataclass_s_own() -> None:
    @dataclass(frozen=True)
    class WithDefault(Event):
        card: int = 0

    @dataclass(frozen=True)
    class WithPostInit(Event):
        card: int

        def __post_init__(self) -> None:
            pass

    for kind in (WithDefault, WithPostInit):
        with pytest.raises(TypeError):
            quick_init(kind)


def test_every_game_s_events_are_quick() -> None:
    # Each game's events module writes them out (a rules step makes one or two).
    import importlib

    for game in ("crazy_race", "favoriten", "pferderennen", "rennfieber", "six_day"):
        module = importlib.import_module(f"arcade_races.games.{game}.events")
        kinds = [k for k in vars(module).values()
                 if isinstance(k, type) and issubclass(k, Event) and k is not Event
                 and k.__module__ == module.__name__]
        # (the written-out one stores into `__dict__`; a frozen dataclass's calls
        # `object.__setattr__`)
        slow = [k.__name__ for k in kinds if "__dict__" not in k.__init__.__code__.co_names]
        assert kinds and not slow, (game, slow)
