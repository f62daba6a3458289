"""The same seeds give the same games in any process, whatever PYTHONHASHSEED is."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from .conftest import GAME_IDS

SCRIPT = """
import sys
from tests.contract.playout import header_for, playout_for
from arcade_races.gamesetup import make_agents
from arcade_races.ai.base import RandomAgent
from arcade_races.match import Match

game_id = sys.argv[1]
for seed in range(20):
    p = playout_for(game_id, seed)
    header = header_for(p)
    game = header.build_game()
    match = Match(game, seed, {s: RandomAgent() for s in range(p.players)})
    match.run()
    print(seed, match.number, match.state.fingerprint())
"""


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_fingerprints_match_across_hash_seeds(game_id: str) -> None:
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    outputs = []
    for hash_seed in ("0", "1", "random"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        done = subprocess.run(
            [sys.executable, "-c", SCRIPT, game_id],
            cwd=root, env=env, capture_output=True, text=True, timeout=300, check=False,
        )
        assert done.returncode == 0, done.stderr
        outputs.append(done.stdout)
    assert outputs[0] == outputs[1] == outputs[2]
    assert len(outputs[0].splitlines()) == 20
