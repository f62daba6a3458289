"""The fast paths of Rennfieber's rules hold what the plain ones give: the move search over the
game's tables (`moves.Track`) lists the same ends in the same order as the lane graph's
`reach` and runs the same paths; the snapshot text written by hand (`snapshot.py`) is
`canonical_json(snapshot())` at every step, in clones and in states rebuilt from `to_dict`; the
spaces kept as taken (`taken`) are those the horses in the race stand on."""

from __future__ import annotations

import random

import pytest

from arcade_races.core.chance import CHANCE
from arcade_races.core.fingerprint import canonical_json
from arcade_races.core.lanes import HOME
from arcade_races.games.rennfieber import events as ev
from arcade_races.games.rennfieber.config import space_text
from arcade_races.games.rennfieber.state import RennfieberState
from arcade_races.games.rennfieber.table import RACE_MOVE

from .setups import game


def _reference_ends(state: RennfieberState) -> tuple[list[str], dict[str, tuple[str, ...]]]:
    # The ends and paths as the lane graph's own search finds them.
    card = state.runner()
    ends: list[str] = []
    paths: dict[str, tuple[str, ...]] = {}
    kinds = [("run", False)] + ([("burst", True)] if state.may_burst(card) else [])
    for verb, through in kinds:
        reach = state.reach(card, state.length, through)
        for end in reach.options():
            name = f"{verb} {space_text(end)}"
            ends.append(name)
            shown = [space_text(s) for s in reach.path(end)]
            if end == HOME:
                shown[-1] = HOME
            paths[name] = tuple(shown)
    return ends, paths


@pytest.mark.parametrize("seed", [1, 2])
def test_the_move_search_and_the_snapshot_text_match_the_plain_ones(seed: int) -> None:
    rng = random.Random(seed)
    rennfieber = game(4)
    state = rennfieber.new_initial_state()
    moves = 0
    while (mover := state.to_move()) is not None:
        if mover is CHANCE:
            outcomes = state.chance_outcomes()
            action = rng.choices([a for a, _ in outcomes], [w for _, w in outcomes])[0]
        else:
            legal = state.legal_actions()
            action = rng.choice(legal)
            if state.phase == RACE_MOVE:
                ends, paths = _reference_ends(state)
                assert [str(a) for a in legal] == ends
                moved = [e for e in state.clone().apply(action) if isinstance(e, ev.HorseMoved)]
                assert moved[0].path == paths[str(action)]
                moves += 1
        state.apply(action)
        assert state.snapshot_json() == canonical_json(state.snapshot())
        assert state.taken == state.field_ids()  # kept as the horses move and finish
        assert state.taken_mask == sum(1 << i for i in state.taken)  # and its mask with it
        if rng.random() < 0.05:
            copy = state.clone()
            assert copy.snapshot_json() == canonical_json(copy.snapshot())
            rebuilt = rennfieber.state_from_dict(state.to_dict())
            assert rebuilt.snapshot_json() == state.snapshot_json()
            assert rebuilt.fingerprint() == state.fingerprint()
            assert copy.taken == rebuilt.taken == state.taken
            assert copy.taken_mask == rebuilt.taken_mask == state.taken_mask
    assert moves > 100
