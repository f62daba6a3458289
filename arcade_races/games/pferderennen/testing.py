"""Ready-made rules for tests and doctests: the defaults of configs/games/pferderennen.yaml
on the six-card board, without reading any file."""

from __future__ import annotations

from dataclasses import replace

from arcade_races.core.cards import SUITS
from arcade_races.games.pferderennen.config import Rules, Share


def default_rules(track_cards: int = 6, **changes: object) -> Rules:
    """The default rules with `track_cards` cards, and any field replaced by `changes`."""
    ranks = ("2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K")
    rules = Rules(
        track_cards=track_cards,
        suits=SUITS,
        deck=tuple(rank + suit for suit in SUITS for rank in ranks),
        min_players=2,
        max_players=10,
        max_stake=5,
        units="points",
        races=1,
        win=2,
        place=Share(1, 1),
        show=Share(1, 2),
        up_front=Share(1, 2),
        stumble_rank="2",
    )
    return replace(rules, **changes)  # type: ignore[arg-type]
