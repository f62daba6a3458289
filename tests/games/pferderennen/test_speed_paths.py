"""The speed-ups of the Pferderennen state change nothing: the outcomes it keeps from card to
card are the ones a fresh look at the pile gives, handed out as copies; the history is the
race log; a clone and a rebuild agree with the running state."""

from __future__ import annotations

import random

import pytest

from arcade_races.core.chance import CHANCE
from arcade_races.core.fingerprint import canonical_json
from arcade_races.games.pferderennen.snapshot import figures_json
from arcade_races.games.pferderennen.state import PferderennenState

from .conftest import make_state

SESSIONS = [
    ((), 1),
    (("stumble", "turbo"), 2),
    (("leader_hurdle", "places", "half_stake", "sips"), 3),
]


def fresh_outcomes(state: PferderennenState) -> list[tuple[str, int]]:
    """The chance outcomes worked out from the pile alone, as the rules describe them."""
    verb = "lay" if state.phase == "deal" else "draw"
    return [(f"{verb} {card}", count) for card, count in state.deck.outcomes()]


@pytest.mark.parametrize(("variants", "races"), SESSIONS)
def test_kept_outcomes_match_the_pile_at_every_step(
    variants: tuple[str, ...], races: int
) -> None:
    for seed in range(15):
        rng = random.Random(seed)
        state = make_state(players=4, variants=variants, races=races)
        while (mover := state.to_move()) is not None:
            if mover is CHANCE:
                outcomes = state.chance_outcomes()
                assert [(str(a), w) for a, w in outcomes] == fresh_outcomes(state)
                assert state.legal_actions() == [a for a, _ in outcomes]
                outcomes.clear()  # the caller's own list: the state keeps its outcomes
                assert state.chance_outcomes()
                action = rng.choice(state.legal_actions())
            else:
                action = rng.choice(state.legal_actions())
            copy = state.clone()
            events = state.apply(action)
            assert copy.apply(action) == events
            assert copy.to_dict() == state.to_dict()
            rebuilt = state.game.state_from_dict(state.to_dict())
            assert rebuilt.chance_outcomes() == state.chance_outcomes()
            assert rebuilt.fingerprint() == state.fingerprint() == copy.fingerprint()


def test_the_race_log_is_the_history_and_the_snapshot_the_rest() -> None:
    state = make_state(players=2, races=2)
    rng = random.Random(3)
    while state.to_move() is not None:
        outcomes = state.chance_outcomes()
        state.apply(outcomes[0][0] if outcomes else rng.choice(state.legal_actions()))
    assert state.history() == (state.log,)
    assert len(state.log) == 2
    full = state.to_dict()
    assert full == {**state.snapshot(), "deck": full["deck"], "log": state.log}
    assert "log" not in state.snapshot()


def test_the_pile_follows_from_the_track_and_the_draws_so_the_snapshot_leaves_it_out() -> None:
    # The fingerprint hashes the snapshot: leaving a field out is exact only if it follows
    # from the rest in every state, which is checked here at every step of a few games.
    for seed in range(5):
        state = make_state(players=3, races=2)
        rng = random.Random(seed)
        while True:
            data = state.to_dict()
            seen = data["track"] + data["draws"]
            expected = {card: 1 for card in state.game.rules.deck if card not in seen}
            assert data["deck"] == expected
            assert "deck" not in state.snapshot()
            if state.to_move() is None:
                break
            outcomes = state.chance_outcomes()
            if outcomes:
                state.apply(rng.choices([a for a, _ in outcomes], [w for _, w in outcomes])[0])
            else:
                state.apply(rng.choice(state.legal_actions()))


@pytest.mark.parametrize(("variants", "races"), SESSIONS)
def test_the_snapshot_json_is_the_canonical_text_of_the_snapshot(
    variants: tuple[str, ...], races: int
) -> None:
    for seed in range(10):
        rng = random.Random(seed)
        state = make_state(players=4, variants=variants, races=races)
        while True:
            assert state.snapshot_json() == canonical_json(state.snapshot())
            rebuilt = state.game.state_from_dict(state.to_dict())
            assert rebuilt.snapshot_json() == state.snapshot_json()
            # Format 2's fingerprint (of the snapshot) and format 3's (the kept hash) both.
            assert rebuilt.snapshot_fingerprint() == state.snapshot_fingerprint()
            assert rebuilt.fingerprint() == state.fingerprint()
            if (mover := state.to_move()) is None:
                break
            if mover is CHANCE:
                outcomes = state.chance_outcomes()
                action = rng.choices([a for a, _ in outcomes], [w for _, w in outcomes])[0]
            else:
                action = rng.choice(state.legal_actions())
            state.apply(action)


def test_the_snapshot_json_writes_odd_words_as_json_does() -> None:
    # A rebuilt state may carry any text: the plain way writes it then.
    state = make_state(players=2)
    state.draws = ['"Q\\', "é"]
    assert state.snapshot_json() == canonical_json(state.snapshot())


@pytest.mark.parametrize(("variants", "races"), SESSIONS)
def test_the_race_figures_text_is_their_canonical_json(
    variants: tuple[str, ...], races: int
) -> None:
    # The race log's key hashes this text: it must be canonical_json's, to the byte.
    for seed in range(10):
        rng = random.Random(seed)
        state = make_state(players=4, variants=variants, races=races)
        while (mover := state.to_move()) is not None:
            if mover is CHANCE:
                outcomes = state.chance_outcomes()
                state.apply(rng.choices([a for a, _ in outcomes], [w for _, w in outcomes])[0])
            else:
                state.apply(rng.choice(state.legal_actions()))
        text = state.tables.text
        for figures in state.log:
            assert figures_json(figures, text) == canonical_json(figures)
            odd = [{**figures, "draws": ['"Q\\', "é"]}, {**figures, "winner": None},
                   {**figures, "hurdles": [{"step": "1", "card": "5H", "suit": "H"}]},
                   {**figures, "hurdles": [{"step": 1, "card": "5H", "suit": "H", "x": 0}]},
                   {**figures, "extra": 1}, {**figures, "bets": [None, {"suit": "X"}]}]
            for changed in odd:
                assert figures_json(changed, text) == canonical_json(changed)
