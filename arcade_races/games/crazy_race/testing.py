"""Ready-made rules for tests: the defaults of configs/games/crazy_race.yaml on the five-track
board, read once from the files (the bet cards are too many to repeat here)."""

from __future__ import annotations

from dataclasses import replace

from arcade_races.games.crazy_race.config import BetCard, Rules


def default_rules(**changes: object) -> Rules:
    """Default-like rules with a small, explicit set of bet cards; fields replaced by
    `changes`."""
    cards = (
        BetCard(1, {3: (1, 3, 2), 4: (3, 3, 4), 5: (2, 2, 4)}),
        BetCard(2, {3: (2, 1, 1), 4: (4, 4, 2), 5: (2, 4, 4)}),
        BetCard(3, {3: (3, 2, 3), 4: (3, 4, 3), 5: (4, 4, 3)}),
        BetCard(4, {3: (1, 1, 2), 4: (1, 1, 2), 5: (3, 4, 3)}),
        BetCard(5, {3: (2, 2, 1), 4: (1, 1, 4), 5: (3, 3, 4)}),
        BetCard(6, {3: (3, 3, 3), 4: (4, 3, 4), 5: (2, 3, 4)}),
    )
    rules = Rules(
        stages=3, pieces=5, spaces=4, tracks=5, min_players=3, max_players=5, hand=4,
        dice=((1, 2, 3, 4, 5, 6), (1, 2, 3, 4, 5, 6)),
        track_cards={0: 4, 1: 6, 2: 7, 3: 7, 5: 8, 6: 8, 7: 8, 8: 8},
        action_cards={"move": 7, "cancel": 6, "again": 7, "skip": 7},
        bet_cards=cards,
    )
    return replace(rules, **changes)  # type: ignore[arg-type]
