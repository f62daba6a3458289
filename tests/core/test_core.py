"""The shared rules vocabulary: actions, chance, dice, decks, events, fingerprints."""

from __future__ import annotations

import random
from dataclasses import dataclass

import pytest
from hypothesis import given
from hypothesis import strategies as st

from arcade_races.core.actions import Action, Notation
from arcade_races.core.chance import CHANCE, sample
from arcade_races.core.deck import Deck
from arcade_races.core.dice import Die
from arcade_races.core.errors import IllegalAction, NotationError
from arcade_races.core.events import Event
from arcade_races.core.fingerprint import canonical_json, fingerprint


@dataclass(frozen=True)
class Roll(Action):
    VERB = "roll"
    value: int


@dataclass(frozen=True)
class Play(Action):
    VERB = "play"
    card: str
    path: tuple[int, ...]


@dataclass(frozen=True)
class Stop(Action):
    VERB = "stop"


NOTATION = Notation([Roll, Play, Stop])


@given(st.integers(-1000, 1000))
def test_int_actions_round_trip(value: int) -> None:
    assert NOTATION.parse(str(Roll(value))) == Roll(value)


@given(st.lists(st.integers(0, 99), max_size=6), st.sampled_from(["7D", "G3", "x"]))
def test_tuple_actions_round_trip(path: list[int], card: str) -> None:
    action = Play(card, tuple(path))
    assert NOTATION.parse(str(action)) == action


def test_notation_text() -> None:
    assert str(Play("G3", (4, 5))) == "play G3 4,5"
    assert str(Play("G3", ())) == "play G3 -"
    assert str(Stop()) == "stop"


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("", "empty"),
        ("jump 3", "unknown verb"),
        ("roll", "expected 'roll value'"),
        ("roll x", "whole number"),
        ("roll 03", "canonical"),
        ("stop now", "expected 'stop'"),
    ],
)
def test_bad_notation_says_why(text: str, why: str) -> None:
    with pytest.raises(NotationError, match=why):
        NOTATION.parse(text)


def test_illegal_action_names_action_and_reason() -> None:
    err = IllegalAction(Roll(9), "a die shows 1 to 6")
    assert str(err) == "illegal action roll 9: a die shows 1 to 6"
    assert isinstance(err, ValueError)


def test_chance_marker_is_a_singleton() -> None:
    from arcade_races.core.chance import Chance

    assert Chance() is CHANCE
    assert repr(CHANCE) == "CHANCE"


def test_sample_follows_the_weights() -> None:
    outcomes = [("a", 1), ("b", 2), ("c", 1)]
    assert [sample(outcomes, u) for u in (0.0, 0.24, 0.25, 0.74, 0.75, 0.999)] == [
        "a", "a", "b", "b", "c", "c",
    ]
    with pytest.raises(ValueError):
        sample([("a", 0)], 0.5)


def test_sample_frequencies() -> None:
    rng = random.Random(1)
    outcomes = [(v, w) for v, w in Die((2, 3, 3, 4, 4, 5)).outcomes()]
    counts = {v: 0 for v, _ in outcomes}
    for _ in range(6000):
        counts[sample(outcomes, rng.random())] += 1
    assert 800 < counts[2] < 1200 and 1800 < counts[3] < 2200


def test_die_from_config_faces() -> None:
    # Rennfieber's race die 2-3-3-4-4-5: chance weights by faces.
    die = Die((2, 3, 3, 4, 4, 5))
    assert die.outcomes() == [(2, 1), (3, 2), (4, 2), (5, 1)]
    assert str(die) == "2-3-3-4-4-5"
    assert Die.standard().outcomes() == [(v, 1) for v in range(1, 7)]


def test_deck_draws_are_a_chance_over_what_is_left() -> None:
    deck = Deck(["1", "2", "3"], [14, 13, 13])
    assert len(deck) == 40
    deck.remove("1")
    assert deck.outcomes() == [("1", 13), ("2", 13), ("3", 13)]
    copy = deck.copy()
    copy.remove("2")
    assert deck.count("2") == 13 and copy.count("2") == 12
    for _ in range(13):
        deck.remove("3")
    assert deck.outcomes() == [("1", 13), ("2", 13)]
    with pytest.raises(ValueError):
        deck.remove("3")
    restored = Deck(["1", "2", "3"], [0, 0, 0])
    restored.restore(deck.to_dict())
    assert restored == deck


@dataclass(frozen=True)
class DieRolled(Event):
    seat: int
    value: int
    path: tuple[int, ...]


def test_event_to_json() -> None:
    assert DieRolled(1, 4, (2, 3)).to_json() == {
        "type": "DieRolled", "seat": 1, "value": 4, "path": [2, 3],
    }


def test_fingerprint_is_canonical() -> None:
    assert canonical_json({"b": [1], "a": None}) == '{"a":null,"b":[1]}'
    assert fingerprint({"a": 1, "b": 2}) == fingerprint({"b": 2, "a": 1})
    assert len(fingerprint({})) == 16


def test_a_history_digest_takes_each_entry_once_and_tells_orders_apart() -> None:
    from arcade_races.core.fingerprint import EMPTY_CHAIN, extend_chain

    log: list[dict[str, int]] = [{"race": 1}]
    first = extend_chain(EMPTY_CHAIN, log)
    log.append({"race": 2})
    step_by_step = extend_chain(first, log)
    assert step_by_step == extend_chain(EMPTY_CHAIN, log)  # incremental equals from scratch
    assert extend_chain(step_by_step, log) is step_by_step  # nothing new, nothing hashed
    assert extend_chain(EMPTY_CHAIN, log[::-1]) != step_by_step
    assert extend_chain(step_by_step, log[:1]) == first  # a shorter history starts again
