"""Favoriten's state as data: the fast paths (interned actions, the waiting horses as a bit set,
the snapshot's JSON written out, the direct clone) say exactly what the plain definitions say."""

from __future__ import annotations

import random

import pytest

from arcade_races.core.chance import CHANCE
from arcade_races.core.errors import IllegalAction
from arcade_races.core.fingerprint import canonical_json
from arcade_races.core.state import State
from arcade_races.games.favoriten.actions import Move
from arcade_races.games.favoriten.game import FavoritenGame
from arcade_races.games.favoriten.state import FavoritenState
from arcade_races.games.favoriten.testing import default_rules


def playout(players: int, seed: int) -> list[FavoritenState]:
    """Every state of one random game, each a clone."""
    game = FavoritenGame(default_rules(races=2), players, frozenset({"leader_most_points"}))
    rng = random.Random(seed)
    state = game.new_initial_state()
    states = [state.clone()]
    while state.to_move() is not None:
        state.apply(rng.choice(state.legal_actions()))
        states.append(state.clone())
    return states


@pytest.mark.parametrize("players", [2, 5])
def test_the_snapshot_json_and_fingerprint_are_the_plain_ones(players: int) -> None:
    for state in playout(players, players):
        assert state.snapshot_json() == canonical_json(state.snapshot())
        # The fingerprint is the kept Zobrist hash (test_zobrist); format 2's is the plain one.
        assert state.snapshot_fingerprint() == State.snapshot_fingerprint(state)
        rebuilt = state.game.state_from_dict(state.to_dict())
        assert rebuilt.fingerprint() == state.fingerprint()
        assert rebuilt.snapshot_fingerprint() == state.snapshot_fingerprint()
        assert rebuilt.to_dict() == state.to_dict()


def test_the_waiting_horses_are_the_unmoved_running_ones() -> None:
    for state in playout(4, 7):
        running = [h for h in range(5) if not state.moved[h] and h not in state.finished]
        assert state.candidates() == running
        if state.phase == "move":
            assert state.legal_actions() == [Move(state.horses[h]) for h in running]
        if state.to_move() is CHANCE:
            assert state.legal_actions() == [a for a, _ in state.chance_outcomes()]


def test_a_clone_is_independent_and_a_handed_out_list_is_fresh() -> None:
    state = playout(3, 1)[40]
    before = state.to_dict()
    copy = state.clone()
    copy.legal_actions().clear()
    copy.chance_outcomes().clear()
    while copy.to_move() is not None:
        copy.apply(copy.legal_actions()[0])
    assert state.to_dict() == before
    assert state.legal_actions() and state.legal_actions() is not state.legal_actions()


def test_a_horse_that_has_moved_is_refused() -> None:
    game = FavoritenGame(default_rules(), 2)
    state = game.new_initial_state()
    for text in ["leader 0", "pass", "pass", "roll 3", "move red", "roll 2"]:
        state.apply(game.parse_action(text))
    with pytest.raises(IllegalAction, match="red has moved this round or finished"):
        state.apply(Move("red"))
    with pytest.raises(IllegalAction, match="no horse named pink"):
        state.apply(Move("pink"))
