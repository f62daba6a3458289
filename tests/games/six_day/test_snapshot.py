"""The six-day snapshot's hand-written text is exactly `canonical_json(snapshot())`, in every
phase, with every variant, including decks whose kinds sort differently as words."""

from __future__ import annotations

import random

import pytest

from arcade_races.core.chance import CHANCE
from arcade_races.core.deck import Deck
from arcade_races.core.fingerprint import canonical_json
from arcade_races.games.six_day.game import SixDayGame
from arcade_races.games.six_day.snapshot import deck
from arcade_races.games.six_day.testing import default_rules


@pytest.mark.parametrize(("players", "variants"), [
    (5, ()), (4, ("teams",)), (8, ("green_only",)), (3, ("days=2",)), (6, ("teams", "days=1")),
])
def test_snapshot_json_is_the_canonical_text(players: int, variants: tuple[str, ...]) -> None:
    game = SixDayGame(default_rules(), players, frozenset(variants))
    rng = random.Random(players)
    for _ in range(3):
        state = game.new_initial_state()
        while True:
            assert state.snapshot_json() == canonical_json(state.snapshot())
            mover = state.to_move()
            if mover is None:
                break
            if mover is CHANCE:
                outcomes = state.chance_outcomes()
                action = rng.choices([a for a, _ in outcomes], [w for _, w in outcomes])[0]
            else:
                action = rng.choice(state.legal_actions())
            state.apply(action)
        restored = game.state_from_dict(state.to_dict())
        assert restored.snapshot_json() == state.snapshot_json()


def test_decks_of_any_order() -> None:
    pile = Deck(["9", "10", "2"], [1, 0, 3])
    assert canonical_json(deck(pile)) == canonical_json(pile.to_dict()) == '{"2":3,"9":1}'
    assert list(deck(pile)) == ["2", "9"]
    pile.remove("2")
    pile.add("10")
    assert list(deck(pile)) == ["10", "2", "9"]
