"""Every game pickles, and the copy plays the same: the odds process gets the game that way
(`odds.worker`), and a game that cannot be pickled leaves the odds to a thread of the
window's own process, beside the frame."""

from __future__ import annotations

import pickle
import random

import pytest

from arcade_races.core.chance import CHANCE, sample

from .conftest import GAME_IDS
from .playout import header_for, playout_for


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_pickled_game_plays_as_the_game_does(game_id: str) -> None:
    for seed in range(3):
        game = header_for(playout_for(game_id, seed)).build_game()
        # The copy is made after the game has played: a game fills its caches as it goes
        # (Pferderennen's keys by value), and they must pickle too.
        prints = []
        for copy in (False, True):
            played = pickle.loads(pickle.dumps(game)) if copy else game
            rng = random.Random(seed)
            state = played.new_initial_state()
            steps: list[str] = []
            while state.to_move() is not None and len(steps) < 400:
                if state.to_move() is CHANCE:
                    action = sample(state.chance_outcomes(), rng.random())
                else:
                    action = rng.choice(state.legal_actions())
                state.apply(action)
                steps.append(state.fingerprint())
            prints.append(steps)
        assert prints[0] == prints[1], f"{game_id} seed {seed}"
