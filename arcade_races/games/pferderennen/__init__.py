"""Pferderennen: four aces race down a row of face-down cards (rulebook: seeds/003)."""

from __future__ import annotations

from arcade_races.games.pferderennen.config import VARIANTS
from arcade_races.games.pferderennen.game import PferderennenGame, build
from arcade_races.games.pferderennen.schema import BOARD_SCHEMA, CONFIG_SCHEMA
from arcade_races.games.spec import GameSpec

SPEC = GameSpec(
    id="pferderennen",
    title="Pferderennen",
    pitch="Four aces race down a row of face-down cards: bet on a suit and pray for no hurdles.",
    min_players=2,
    max_players=10,
    board_schema=BOARD_SCHEMA,
    config_schema=CONFIG_SCHEMA,
    variants=VARIANTS,
    build=build,
    default_board="six.yaml",
)

__all__ = ["SPEC", "PferderennenGame"]
