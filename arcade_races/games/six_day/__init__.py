"""6-Tage-Rennen: six-day track cycling with slipstream, rider changes and sprints
(rulebook: seeds/001)."""

from __future__ import annotations

from arcade_races.games.six_day.game import VARIANTS, SixDayGame, build, playable
from arcade_races.games.six_day.schema import BOARD_SCHEMA, CONFIG_SCHEMA
from arcade_races.games.spec import GameSpec

SPEC = GameSpec(
    id="six_day",
    title="6-Tage-Rennen",
    pitch="Six-day track cycling: ride in the slipstream, sprint for points, finish a lap up.",
    min_players=3,
    max_players=8,
    board_schema=BOARD_SCHEMA,
    config_schema=CONFIG_SCHEMA,
    variants=VARIANTS,
    build=build,
    default_board="velodrome.yaml",
    playable=playable,
    quick_variants=("days=1",),
    placed_by_score=False,  # the fewest laps down first, then the points
)

__all__ = ["SPEC", "SixDayGame"]
