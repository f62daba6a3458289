"""Ready-made rules for tests: the defaults of configs/games/favoriten.yaml on the classic
course, without reading any file."""

from __future__ import annotations

from dataclasses import replace

from arcade_races.games.favoriten.config import Rules


def default_rules(**changes: object) -> Rules:
    """The default rules with any field replaced by `changes`."""
    rules = Rules(
        length=36,
        horses=("red", "blue", "green", "yellow", "white"),
        colors=("#e0413a", "#2f6fd6", "#2e9e4f", "#f2c230", "#f4f1ea"),
        min_players=2,
        max_players=5,
        markers=3,
        die=(1, 2, 3, 4, 5, 6),
        places=3,
        points=((32, 24, 18, 14, 11, 8, 6, 5, 4, 3, 2, 2, 1, 1, 1),
                (16, 12, 9, 7, 5, 4, 3, 3, 2, 2, 1, 1, 1, 1, 1),
                (8, 6, 5, 4, 3, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1)),
        races=3,
    )
    return replace(rules, **changes)  # type: ignore[arg-type]
