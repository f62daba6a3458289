"""Shared setup of the contract tests: every registered game on its default board."""

from __future__ import annotations

from arcade_races.games import GAMES

GAME_IDS = sorted(GAMES)
"""Every registered game; each contract test runs for all of them."""
