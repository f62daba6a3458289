"""Helpers for Pferderennen rule tests: set a race up with chosen cards."""

from __future__ import annotations

from collections.abc import Iterable

import pytest

from arcade_races.core.events import Event
from arcade_races.games.pferderennen.game import PferderennenGame
from arcade_races.games.pferderennen.state import PferderennenState
from arcade_races.games.pferderennen.testing import default_rules


def make_state(
    players: int = 3, variants: Iterable[str] = (), track_cards: int = 6, **rules: object
) -> PferderennenState:
    """A fresh session of the default rules with the given changes."""
    game = PferderennenGame(default_rules(track_cards, **rules), players, frozenset(variants))
    return game.new_initial_state()


def play(state: PferderennenState, *moves: str) -> list[Event]:
    """Apply moves written in notation (`"lay 7D"`, `"bet H 3"` ...); all their events."""
    events: list[Event] = []
    for move in moves:
        events.extend(state.apply(state.game.parse_action(move)))
    return events


def ready(
    track: Iterable[str],
    bets: Iterable[str] = (),
    players: int = 3,
    variants: Iterable[str] = (),
    **rules: object,
) -> PferderennenState:
    """A race with `track` laid and `bets` made (the rest of the seats pass), ready to draw."""
    track = list(track)
    state = make_state(players, variants, len(track), **rules)
    play(state, *(f"lay {card}" for card in track))
    bets = list(bets)
    bets += ["pass"] * (players - len(bets))
    play(state, *bets)
    return state


@pytest.fixture
def six_track() -> list[str]:
    """A six-card track whose first card is the rulebook's Karo-7."""
    return ["7D", "9C", "4S", "KH", "2D", "5C"]
