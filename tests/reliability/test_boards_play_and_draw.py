"""Every board `board check` accepts plays and draws: boards generated within each game's
schema load, play a game and draw their preview and first exhibition frames under the dummy
driver, without an exception and in bounded time (issue 15, item 1)."""

from __future__ import annotations

import os
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings

from arcade_races.boards.loader import builtin_boards
from arcade_races.games import GAMES

from .boardcheck import boards, plays_and_draws

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

EXAMPLES = {"rennfieber": 12, "six_day": 20}
"""Generated boards per game (a Rennfieber evening and a six-day race are the longest).
`BOARD_EXAMPLES=500` searches harder, for a track-making session of its own."""



@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_generated_boards_that_pass_the_check_play_and_draw(
    game_id: str, app: Any, tmp_path_factory: pytest.TempPathFactory
) -> None:
    folder = tmp_path_factory.mktemp(game_id)
    examples = int(os.environ.get("BOARD_EXAMPLES", 0)) or EXAMPLES.get(game_id, 25)

    @settings(max_examples=examples, deadline=None, derandomize=True,
              database=None, suppress_health_check=list(HealthCheck))
    @given(text=boards(game_id))
    def check(text: str) -> None:
        plays_and_draws(game_id, text, folder, app)  # refused, or played and drawn

    check()
    # The harness itself: every built-in board of the game passes, plays and draws. (How many
    # generated boards pass varies with the run; most of those far from the built-ins are
    # refused, which is the check at work.)
    for board in builtin_boards(game_id):
        text = board.read_text(encoding="utf-8")
        assert plays_and_draws(game_id, text, folder, app) == "played", board.name
