"""Crazy Race: five private tracks, track cards that stretch or shrink them, secret bets on the
stage placings (rulebook: seeds/004)."""

from __future__ import annotations

from arcade_races.games.crazy_race.config import VARIANTS
from arcade_races.games.crazy_race.game import CrazyRaceGame, build
from arcade_races.games.crazy_race.schema import BOARD_SCHEMA, CONFIG_SCHEMA
from arcade_races.games.spec import GameSpec

SPEC = GameSpec(
    id="crazy_race",
    title="Crazy Race",
    pitch="Stretch rivals' tracks, shrink your own, and hit the places on your secret bet "
    "card.",
    min_players=3,
    max_players=5,
    board_schema=BOARD_SCHEMA,
    config_schema=CONFIG_SCHEMA,
    variants=VARIANTS,
    build=build,
    default_board="five_tracks.yaml",
)

__all__ = ["SPEC", "CrazyRaceGame"]
