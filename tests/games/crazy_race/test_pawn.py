"""A roll moves the pawn as a walk space by space does (`pawn.advance` walks a piece at a
time and takes the cups of the stages passed all at once, from `CrazyRaceGame.crossed`)."""

from __future__ import annotations

import random

import pytest

from arcade_races.games.crazy_race import events as ev
from arcade_races.games.crazy_race.game import CrazyRaceGame
from arcade_races.games.crazy_race.state import CrazyRaceState
from arcade_races.games.crazy_race.testing import default_rules
from tests.games.playouts import random_action


def walked(state: CrazyRaceState, steps: int) -> tuple[list[tuple[int, int]], list[int]]:
    """The spaces the pawn of the seat on turn stands on, a space at a time (start first),
    and the stages whose last piece it passes, in order."""
    rules, row = state.rules, state.cards[state.seat]
    last = state.pieces_per_track
    piece, offset = state.pawn[state.seat]
    start = piece
    path = [(piece, offset)]
    for _ in range(steps):
        if piece >= 0 and offset < state.length(state.seat, piece) - 1:
            offset += 1
        else:
            piece += 1
            while piece < last and row[piece] == 0:  # a piece shrunk to nothing
                piece += 1
            offset = 0
            if piece >= last:
                path.append((last, 0))
                break
        path.append((piece, offset))
    passed = [stage for stage in range(rules.stages)
              if start <= (stage + 1) * rules.pieces - 1 < path[-1][0]]
    return path, passed


def test_crossed_is_every_stage_end_between() -> None:
    game = CrazyRaceGame(default_rules(), 4)
    rules = game.rules
    for start in range(-1, rules.pieces_per_track + 1):
        for to in range(-1, rules.pieces_per_track + 1):
            ends = [s for s in range(rules.stages) if start <= (s + 1) * rules.pieces - 1 < to]
            assert game.crossed[start + 1][to + 1] == tuple(ends)


@pytest.mark.parametrize("players", [3, 5])
def test_a_roll_walks_space_by_space(players: int) -> None:
    game = CrazyRaceGame(default_rules(), players)
    rng = random.Random(40 + players)
    rolls = 0
    for _ in range(8):
        state = game.new_initial_state()
        while not state.is_over():
            action = random_action(state, rng)
            if state.phase == "dice":
                seat = state.seat
                had = list(state.cups[seat])
                path, passed = walked(state, sum(action.faces))  # type: ignore[attr-defined]
                events = state.apply(action)
                moved = [e for e in events if isinstance(e, ev.PawnMoved)]
                assert [list(p) for p in moved[0].path] == [list(p) for p in path]
                assert tuple(state.pawn[seat]) == path[-1]
                # The walk's cups come before its move (a race's end gives the rest after).
                won = [e.stage - 1 for e in events[:events.index(moved[0])]
                       if isinstance(e, ev.CupWon)]
                assert won == [s for s in passed if not had[s]]
                rolls += 1
            else:
                state.apply(action)
    assert rolls > 100
