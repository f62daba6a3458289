"""Favoriten: five horses moved by the leader's die, early bets score the most
(rulebook: seeds/002)."""

from __future__ import annotations

from arcade_races.games.favoriten.config import VARIANTS
from arcade_races.games.favoriten.game import FavoritenGame, build
from arcade_races.games.favoriten.schema import BOARD_SCHEMA, CONFIG_SCHEMA
from arcade_races.games.spec import GameSpec

SPEC = GameSpec(
    id="favoriten",
    title="Favoriten",
    pitch="Five horses, one die, and the leader decides who gets which roll: bet early, "
    "score big.",
    min_players=2,
    max_players=5,
    board_schema=BOARD_SCHEMA,
    config_schema=CONFIG_SCHEMA,
    variants=VARIANTS,
    build=build,
    default_board="classic.yaml",
)

__all__ = ["SPEC", "FavoritenGame"]
