"""A Crazy Race turn's listing (`TurnActions`) behaves as the list of its actions would: the
same actions at the same indexes, in slices, iteration, `in`, `index`, equality and pickling,
whatever its grids hold (no free location, one, many)."""

from __future__ import annotations

import pickle
import random
from collections.abc import Sequence

import pytest

from arcade_races.ai.base import pick
from arcade_races.core.actions import Action
from arcade_races.games.crazy_race.actions import Roll
from arcade_races.games.crazy_race.game import CrazyRaceGame
from arcade_races.games.crazy_race.listing import TurnActions
from arcade_races.games.crazy_race.testing import default_rules

GAME = CrazyRaceGame(default_rules(), 4)


def listing(free: list[int], values: int = 2, sources: tuple[int, ...] = (3, 9),
            ) -> tuple[TurnActions, list[Action]]:
    """A listing of `values` values' lays and `sources`' shifts at `free`, with a drop and
    the roll, and the list it stands for, written out."""
    lays = list(GAME.lay_by_index[:values])
    shifts = [GAME.shift_rows[s] for s in sources]
    drops: list[Action] = [GAME.drop_by_index[0]]
    rest: list[Action] = [GAME.roll]
    expected = ([row[f] for row in lays for f in free] + drops
                + [row[f] for row in shifts for f in free] + rest)
    return TurnActions(lays, list(free), drops, shifts, rest), expected


@pytest.mark.parametrize("free", [[], [5], [0, 4, 7, 12, 30]])
def test_a_listing_reads_as_its_list(free: list[int]) -> None:
    actions, expected = listing(free)
    assert isinstance(actions, Sequence)
    assert len(actions) == len(expected) and bool(actions)
    assert [actions[i] for i in range(len(actions))] == expected
    assert [actions[-i] for i in range(1, len(actions) + 1)] == expected[::-1]
    assert list(actions) == expected and list(reversed(actions)) == expected[::-1]
    assert actions[1:4] == expected[1:4] and actions[::-2] == expected[::-2]
    with pytest.raises(IndexError):
        actions[len(expected)]
    with pytest.raises(IndexError):
        actions[-len(expected) - 1]
    assert actions == expected and expected == actions and actions != tuple(expected)
    assert actions != expected[:-1] and actions != expected[::-1]
    assert actions == listing(free)[0]


def test_a_listing_finds_its_actions_and_no_other() -> None:
    actions, expected = listing([2, 6, 11])
    for action in expected:
        assert action in actions
        assert actions.index(action) == expected.index(action)
        assert actions.count(action) == 1
    assert GAME.lay_by_index[0][3] not in actions  # location 3 is not free here
    assert "roll" not in actions and Roll() in actions
    with pytest.raises(ValueError):
        actions.index(GAME.shift_rows[2][6])  # not a free track card's shift


def test_a_listing_is_picked_from_as_a_list_is() -> None:
    actions, expected = listing([1, 2, 3, 8, 13, 21])
    for seed in range(20):
        assert random.Random(seed).choice(actions) == random.Random(seed).choice(expected)
        assert pick(random.Random(seed), actions) == pick(random.Random(seed), expected)
    assert random.Random(1).sample(actions, 5) == random.Random(1).sample(expected, 5)


def test_a_listing_pickles_as_the_list_it_stands_for() -> None:
    actions, expected = listing([0, 9])
    copied = pickle.loads(pickle.dumps(actions))
    assert type(copied) is list and copied == expected
    assert repr(actions) == f"TurnActions({expected!r})"
