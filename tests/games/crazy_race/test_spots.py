"""The free locations a state keeps in step as cards and pawns move (`spots`) are the ones
found afresh, after any run of lays, shifts, pawn moves, reshuffles, clones and restores
(`test_fast_paths` checks the turn's listing made of them against every action the rules
allow)."""

from __future__ import annotations

import random

import pytest

from arcade_races.core.chance import CHANCE
from arcade_races.games.crazy_race.game import CrazyRaceGame
from arcade_races.games.crazy_race.state import CrazyRaceState
from arcade_races.games.crazy_race.testing import default_rules


def assert_spots_fresh(state: CrazyRaceState) -> None:
    """The kept free locations, free track cards and pawn pieces are those found afresh."""
    pieces = state.pieces_per_track
    locations = [(t, p) for t in range(state.rules.tracks) for p in range(pieces)]
    free = [t * pieces + p for t, p in locations if state.is_free(t, p)]
    cards = [t * pieces + p for t, p in locations
             if state.cards[t][p] >= 0 and state.pawn_piece(t) != p]
    assert state.free_spots == free
    assert state.free_cards == cards
    pawns = [state.pawn_piece(t) for t in range(state.rules.tracks)]
    assert state.pawn_at == [-1 if p is None else p for p in pawns]


@pytest.mark.parametrize(("players", "variants"), [(3, ()), (4, ()), (5, ()), (4, ("basic",))])
def test_kept_locations_are_the_fresh_ones_all_race_long(
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
                assert_spots_fresh(state)
                if state.phase == "turn" and rng.random() < 0.1:
                    # A restored state and a clone find their locations afresh: they list
                    # the same.
                    assert game.state_from_dict(state.to_dict()).legal_actions() == legal
                    assert state.clone().legal_actions() == legal
                action = legal[-1] if rng.random() < 0.2 else rng.choice(legal)
            state.apply(action)
            assert_spots_fresh(state)
    assert listed > 100
