"""Ready-made rules for tests: the defaults of configs/games/six_day.yaml on the rulebook's
velodrome, without reading any file."""

from __future__ import annotations

from dataclasses import replace

from arcade_races.games.six_day.config import Rules, Track


def default_rules(**changes: object) -> Rules:
    """The default rules with any field replaced by `changes`."""
    rules = Rules(
        track=Track(81, (27, 54), frozenset({45, 60}), frozenset({20, 70})),
        min_players=3,
        max_players=8,
        green=((3, 5, {1: 4, 2: 4, 3: 3, 4: 3, 5: 2, 7: 1}),
               (6, 8, {1: 3, 2: 3, 3: 3, 4: 3, 5: 2, 7: 1})),
        low={1: 14, 2: 13, 3: 13},
        high={4: 14, 5: 13, 6: 13},
        draws=((3, 5, 7, 4), (6, 8, 6, 4)),
        sprint_points=(5, 3, 2, 1),
        finish_points=(10, 6, 4, 2),
        lap_every=4,
        days=6,
    )
    return replace(rules, **changes)  # type: ignore[arg-type]
