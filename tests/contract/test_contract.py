"""The shared contract test, run for every registered game (STYLE.md point 4).

1,000 seeded random playouts per game, in batches so the suite spreads over the cores.
"""

from __future__ import annotations

import pytest

from .conftest import GAME_IDS
from .playout import playout_for, run_playout

PLAYOUTS = 1000
BATCH = 50


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("batch", range(PLAYOUTS // BATCH))
def test_random_playouts_keep_the_contract(game_id: str, batch: int) -> None:
    for seed in range(batch * BATCH, (batch + 1) * BATCH):
        run_playout(playout_for(game_id, seed))
