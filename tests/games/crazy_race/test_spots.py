"""The lays, shifts and pawn pieces a state keeps in step with its free locations (`spots`)
are the ones found afresh, after any run of lays, shifts, pawn moves, reshuffles, clones and
restores."""

from __future__ import annotations

import random

import pytest

from arcade_races.core.chance import CHANCE
from arcade_races.games.crazy_race.game import CrazyRaceGame
from arcade_races.games.crazy_race.spots import pick
from arcade_races.games.crazy_race.state import CrazyRaceState
from arcade_races.games.crazy_race.testing import default_rules


def assert_rows_fresh(state: CrazyRaceState) -> None:
    """Every kept row is the pick of the game's row at the free locations (and the kept
    pawn pieces are `pawn_piece`'s)."""
    game, free = state.game, state.free_spots
    pieces = [state.pawn_piece(t) for t in range(state.rules.tracks)]
    assert state.pawn_at == [-1 if p is None else p for p in pieces]
    for i, row in state.lays.items():
        assert row == pick(game.lay_by_index[i], free)
    assert set(state.shifts) <= set(state.free_cards)
    for source, shifts in state.shifts.items():
        assert shifts == pick(game.shift_rows[source], free)


@pytest.mark.parametrize(("players", "variants"), [(3, ()), (4, ()), (5, ()), (4, ("basic",))])
def test_kept_rows_are_the_fresh_picks_all_race_long(
    players: int, variants: tuple[str, ...],
) -> None:
    game = CrazyRaceGame(default_rules(), players, frozenset(variants))
    rng = random.Random(11 + players)
    listed = 0
    for _ in range(6):
        state = game.new_initial_state()
        while not state.is_over():
            if state.to_move() is CHANCE:
                outcomes = state.chance_outcomes()
                action = rng.choices([a for a, _ in outcomes], [w for _, w in outcomes])[0]
            else:
                legal = state.legal_actions()
                listed += 1
                assert_rows_fresh(state)
                if state.phase == "turn" and rng.random() < 0.1:
                    # A restored state and a clone keep no rows: they list the same.
                    assert game.state_from_dict(state.to_dict()).legal_actions() == legal
                    assert state.clone().legal_actions() == legal
                action = legal[-1] if rng.random() < 0.2 else rng.choice(legal)
            state.apply(action)
            assert_rows_fresh(state)
    assert listed > 100
