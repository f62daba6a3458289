"""Rennfieber: the horse auction, the training track, tote betting and three races on a
six-lane track (rulebook: seeds/000)."""

from __future__ import annotations

from arcade_races.games.rennfieber.config import VARIANTS
from arcade_races.games.rennfieber.game import RennfieberGame, build
from arcade_races.games.rennfieber.schema import BOARD_SCHEMA, CONFIG_SCHEMA
from arcade_races.games.spec import GameSpec

SPEC = GameSpec(
    id="rennfieber",
    title="Rennfieber",
    pitch="Buy horses at auction, train them, back them on the tote and race them over a "
    "whole evening of three races.",
    min_players=2,
    max_players=6,
    board_schema=BOARD_SCHEMA,
    config_schema=CONFIG_SCHEMA,
    variants=VARIANTS,
    build=build,
    default_board="rennbahn.yaml",
    quick_variants=("races=1",),
    # An evening is some 600 to 2,300 actions, ten to twenty times another game's
    # playthrough: 50 playouts check some 40,000 steps, as many as the others' 1,000 do.
    contract_playouts=50,
    units="cash",
)

__all__ = ["SPEC", "RennfieberGame"]
