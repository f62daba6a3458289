"""The `decisions` scenario of `tools/shoot.py`, for every game: one seeded random game played
straight through the view and, at some of its decisions, the view asked for the deciding
seat's controls as a human seat would be, then drawn at rest: one PNG a decision, at most
`--per-kind` of each kind (the game's phase: a bid, a bet, a turn...). Every seat is human,
so the table is laid out as in the hot seat.

So every prompt a game has, at the seat count and on the board given, is on file in seconds:
the place to look for a panel's words cut by its own buttons, which the layout check of
`tests/client/test_no_overlaps.py` cannot see where a prompt paints its text into a backdrop.
Repeatable: the same seed gives the same PNGs.
"""

from __future__ import annotations

import argparse
import random
import re

import pygame
from shoot_base import GameShots, begin_input, choose, fresh_view, step_view

from arcade_races.core.state import State

SETTLE_STEPS = 40
"""Fixed steps the view runs after the prompt opens (its panels slid in, its focus lit)."""
TAKE_ONE_IN = 3
"""One decision of a kind in this many is taken (so the shots spread over the game, not
only its first minutes); the choice has its own generator, so the game is the seed's."""


def decision_kind(state: State) -> str:
    """The kind of the decision on hand: the game's phase (`state.phase`), as a file name."""
    phase = str(getattr(state, "phase", "") or "decision")
    return re.sub(r"[^A-Za-z0-9_-]+", "-", phase)


def decisions(table: GameShots, args: argparse.Namespace) -> int:
    """Shoot the scenario (see the module docstring); the number of PNGs saved."""
    shot = fresh_view(table, args, humans=True)  # laid out as the hot seat sees it
    out, app, state, view = shot.out, shot.app, shot.state, shot.view
    play_rng, shot_rng = random.Random(args.seed), random.Random(args.seed + 1)
    taken: dict[str, int] = {}
    while (mover := state.to_move()) is not None:
        if isinstance(mover, int):  # a seat decides (not chance)
            kind = decision_kind(state)
            if taken.get(kind, 0) < args.per_kind and shot_rng.randrange(TAKE_ONE_IN) == 0:
                taken[kind] = number = taken.get(kind, 0) + 1
                view.sync(state)
                begin_input(view, mover, state, lambda action: None)
                for _ in range(SETTLE_STEPS):
                    step_view(app, view)
                view.draw(app.canvas)
                pygame.image.save(app.canvas, str(out / f"{kind}-{number}.png"))
                view.end_input()
        state.apply(choose(state, play_rng))
    app.sounds.close()
    return sum(taken.values())


__all__ = ["decision_kind", "decisions"]
