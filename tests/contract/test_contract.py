"""The shared contract test, run for every registered game (STYLE.md point 4).

1,000 seeded random playouts per game (fewer for a game with much longer playthroughs:
`GameSpec.contract_playouts`), in batches so the suite spreads over the cores.
"""

from __future__ import annotations

import pytest

from arcade_races.games import get_spec

from .conftest import GAME_IDS
from .playout import playout_for, run_playout


def batch_size(game_id: str) -> int:
    """Playouts per test: 50, or 10 for a game of long playthroughs (so they spread too)."""
    return 50 if get_spec(game_id).contract_playouts >= 500 else 10


BATCHES = [(game_id, batch) for game_id in GAME_IDS
           for batch in range(-(-get_spec(game_id).contract_playouts // batch_size(game_id)))]


@pytest.mark.parametrize(("game_id", "batch"), BATCHES)
def test_random_playouts_keep_the_contract(game_id: str, batch: int) -> None:
    playouts, size = get_spec(game_id).contract_playouts, batch_size(game_id)
    for seed in range(batch * size, min((batch + 1) * size, playouts)):
        run_playout(playout_for(game_id, seed))
