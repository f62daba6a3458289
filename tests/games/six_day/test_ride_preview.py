"""`ride_preview`: a seat's ride, told by the rules from that seat's observation alone."""

from __future__ import annotations

import random

import pytest

from arcade_races.core.chance import CHANCE
from arcade_races.core.errors import IllegalAction
from arcade_races.core.events import Event
from arcade_races.games.six_day import events as ev
from arcade_races.games.six_day.actions import Play
from arcade_races.games.six_day.game import SixDayGame
from arcade_races.games.six_day.preview import ride_preview
from arcade_races.games.six_day.testing import default_rules

RIDE = (ev.CardPlayed, ev.RiderMoved, ev.NoMultiplying, ev.SprintCrossed, ev.FinishCrossed,
        ev.LastRound, ev.RiderChangeOffered)
"""The events of a ride itself (what follows it, the next turn or a day's end, is not)."""


def own_ride(events: list[Event], seat: int) -> list[Event]:
    return [e for e in events if isinstance(e, RIDE) and getattr(e, "seat", None) == seat]


@pytest.mark.parametrize(("players", "variants", "seed"),
                         [(3, ("days=2",), 1), (6, ("days=1", "teams"), 2),
                          (5, ("days=1", "green_only"), 3)])
def test_the_preview_is_the_ride(players: int, variants: tuple[str, ...], seed: int) -> None:
    game = SixDayGame(default_rules(), players, frozenset(variants))
    state = game.new_initial_state()
    rng = random.Random(seed)
    while (mover := state.to_move()) is not None:
        if mover is not CHANCE and state.phase == "play":
            assert isinstance(mover, int)
            obs = state.observation(mover)
            for action in state.legal_actions():
                assert isinstance(action, Play)
                played = own_ride(state.clone().apply(action), mover)
                assert own_ride(ride_preview(game, obs, mover, action.card), mover) == played
        state.apply(rng.choice(state.legal_actions()))


def test_a_card_not_held_is_illegal() -> None:
    game = SixDayGame(default_rules(), 3, frozenset({"days=1"}))
    state = game.new_initial_state()
    mover = state.to_move()
    assert isinstance(mover, int)
    with pytest.raises(IllegalAction):
        ride_preview(game, state.observation(mover), mover, "B6")
