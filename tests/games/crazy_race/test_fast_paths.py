"""Crazy Race's fast paths give what the plain ones do: the snapshot's JSON written by hand is
the canonical one, and the turn's legal list is every action the rules allow, in the
notation's order, whichever way it was listed."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from arcade_races.core.actions import Action
from arcade_races.core.chance import CHANCE
from arcade_races.core.errors import IllegalAction
from arcade_races.core.fingerprint import canonical_json
from arcade_races.games.crazy_race import events as ev
from arcade_races.games.crazy_race.actions import (
    Again,
    DropTrack,
    LayTrack,
    Roll,
    Shift,
    Skip,
    Toss,
)
from arcade_races.games.crazy_race.config import ACTION_KINDS
from arcade_races.games.crazy_race.game import CrazyRaceGame
from arcade_races.games.crazy_race.legal import why_not
from arcade_races.games.crazy_race.state import CrazyRaceState
from arcade_races.games.crazy_race.testing import default_rules
from arcade_races.games.crazy_race.turn import can_shift


def playout(game: CrazyRaceGame, seed: int) -> Iterator[CrazyRaceState]:
    """Every state of one random playout (the legal list's last action, the roll, often)."""
    rng = random.Random(seed)
    state = game.new_initial_state()
    while not state.is_over():
        yield state
        if state.to_move() is CHANCE:
            outcomes = state.chance_outcomes()
            action = rng.choices([a for a, _ in outcomes], [w for _, w in outcomes])[0]
        else:
            legal = state.legal_actions()
            action = legal[-1] if rng.random() < 0.3 else rng.choice(legal)
        state.apply(action)
    yield state


def every_turn_action(state: CrazyRaceState) -> list[Action]:
    """The turn's candidates in the notation's order, kept when `why_not` finds nothing."""
    rules, n = state.rules, state.players
    spots = [(t, p) for t in range(rules.tracks) for p in range(rules.pieces_per_track)]
    values = sorted(int(v) for v in rules.track_cards)
    candidates: list[Action] = [LayTrack(v, t, p) for v in values for t, p in spots]
    candidates += [DropTrack(v) for v in values]
    candidates += [Shift(*a, *b) for a in spots for b in spots]
    candidates += [Again(s) for s in range(n)] + [Skip(s) for s in range(n)]
    candidates += [Toss(k) for k in ACTION_KINDS]
    return [a for a in candidates if not why_not(state, a)] + [Roll()]


@pytest.mark.parametrize(("players", "variants"), [(3, ()), (4, ()), (5, ()), (4, ("basic",))])
def test_the_written_snapshot_is_the_canonical_json(players: int, variants: tuple[str]) -> None:
    game = CrazyRaceGame(default_rules(), players, frozenset(variants))
    pending = 0
    for seed in range(6):
        for state in playout(game, seed):
            assert state.snapshot_json() == canonical_json(state.snapshot())
            pending += bool(state.pending)
            rebuilt = game.state_from_dict(state.to_dict())
            assert rebuilt.snapshot_json() == state.snapshot_json()
    assert pending or "basic" in variants


def test_the_written_snapshot_escapes_an_odd_word() -> None:
    game = CrazyRaceGame(default_rules(), 3)
    data = game.new_initial_state().to_dict()
    data["phase"] = 'odd "phase" \u00e9'
    state = game.state_from_dict(data)
    assert state.snapshot_json() == canonical_json(state.snapshot())


@pytest.mark.parametrize(("players", "variants"), [(3, ()), (5, ()), (4, ("basic",))])
def test_the_legal_list_is_every_action_the_rules_allow(
    players: int, variants: tuple[str],
) -> None:
    game = CrazyRaceGame(default_rules(), players, frozenset(variants))
    turns = 0
    for state in playout(game, players):
        if state.phase == "turn":
            turns += 1
            legal = state.legal_actions()
            assert legal == every_turn_action(state)
            assert legal == state.legal_actions() and legal is not state.legal_actions()
            # A listing stays what it was once the state moves on (a lay takes a free
            # location, which the listing copied).
            listed = list(legal)
            after = state.clone()
            after.apply(legal[0])
            assert list(legal) == listed
    assert turns > 20


def test_apply_rejects_what_the_legal_list_leaves_out() -> None:
    game = CrazyRaceGame(default_rules(), 4)
    checked = 0
    for state in playout(game, 11):
        if state.phase != "turn" or checked > 40:
            continue
        checked += 1
        legal = set(state.legal_actions())
        for action in (LayTrack(5, 0, 0), Shift(0, 0, 1, 1), Again(0), Skip(1), Toss("move"),
                       DropTrack(4), LayTrack(0, 9, 0), Shift(1, 2, 3, 99)):
            if action in legal:
                continue
            before = state.to_dict()
            with pytest.raises(IllegalAction):
                state.clone().apply(action)
            assert state.to_dict() == before


def test_events_take_their_fields_by_position_or_by_name() -> None:
    assert ev.CardDealt(1, "track") == ev.CardDealt(seat=1, kind="track")
    assert ev.CardDealt(2, kind="bet").to_json() == {"type": "CardDealt", "seat": 2,
                                                     "kind": "bet"}
    with pytest.raises(TypeError):
        ev.CardDealt(1)  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        ev.CardDealt(1, "track", 3)  # type: ignore[call-arg]
    with pytest.raises(AttributeError):
        ev.CardDealt(1, "track").seat = 2  # type: ignore[misc]


def test_the_inline_shift_check_is_why_not() -> None:
    game = CrazyRaceGame(default_rules(), 4)
    rules = game.rules
    spots = [(t, p) for t in range(rules.tracks) for p in range(-1, rules.pieces_per_track + 1)]
    rng = random.Random(5)
    shifts = checked = 0
    for state in playout(game, 5):
        if state.phase != "turn":
            continue
        for _ in range(60):
            action = Shift(*rng.choice(spots), *rng.choice(spots))
            allowed = can_shift(state, action)
            assert allowed == (why_not(state, action) == ""), action
            shifts += allowed
            checked += 1
    assert shifts > 20 and checked > 1000


@pytest.mark.parametrize("variants", [(), ("basic",)])
def test_the_inline_again_and_skip_checks_are_why_not(variants: tuple[str, ...]) -> None:
    game = CrazyRaceGame(default_rules(), 4, frozenset(variants))
    played = refused = 0
    for state in playout(game, 9):
        if state.phase != "turn":
            continue
        for action in [cls(seat) for cls in (Again, Skip) for seat in range(-1, 6)]:
            why = why_not(state, action)
            try:
                state.clone().apply(action)
            except IllegalAction as refusal:
                assert why and refusal.why == why, action
                refused += 1
            else:
                assert not why, action
                played += 1
    assert refused > 100 and (played > 20 or variants)


@pytest.mark.parametrize(("players", "variants"), [(3, ()), (4, ()), (5, ()), (4, ("basic",))])
def test_the_kept_mover_is_the_phase_s(players: int, variants: tuple[str, ...]) -> None:
    game = CrazyRaceGame(default_rules(), players, frozenset(variants))
    for seed in range(8):
        for state in playout(game, seed):
            assert state.to_move() == state.mover_now()
            assert state.clone().to_move() == state.mover_now()
            assert game.state_from_dict(state.to_dict()).to_move() == state.mover_now()
