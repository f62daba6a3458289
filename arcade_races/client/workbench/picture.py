"""The preview's pictures: the game's own view of a board at the start of a game on it,
drawn once per load, with the workbench's marks worked out from the view's geometry.

Most games show one picture. Rennfieber's board has two sides, the training track and the
race track, and a game starts in the auction room, which shows neither: the preview plays a
seeded game on (its own choices, the rules' chance weights) to the first roll of training and
to the start of the first race, and shows each.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

import pygame

from arcade_races.client import theme
from arcade_races.client.app import App
from arcade_races.client.views import GameView, make_view
from arcade_races.client.views.base import StageView
from arcade_races.client.workbench.marks import Sheet, sheet_for
from arcade_races.client.workbench.source import SEED, Loaded
from arcade_races.core.chance import CHANCE
from arcade_races.core.state import State

SETTLE_STEPS = 30
"""Animation steps run after a jump to the start, so cameras and idle motion are at rest."""
MAX_ACTIONS = 20_000
"""How far the preview plays on to reach a side of the board (a Rennfieber evening reaches
its first race in a few hundred)."""
RENNFIEBER_SIDES = (("training", "Training track"), ("race", "Race track"))
"""Rennfieber's sides: the room the view shows, and what the preview calls it."""


@dataclass(frozen=True)
class Side:
    """One picture of the board: what it is called, the view's frame and the marks on it."""

    title: str
    picture: pygame.Surface
    sheet: Sheet


def _play_to(state: State, rooms: set[str], room_of: dict[str, str], rng: random.Random,
             ) -> dict[str, State]:
    """The first state of each room in `rooms`, playing on from `state` (a copy)."""
    found: dict[str, State] = {}
    state = state.clone()
    for _ in range(MAX_ACTIONS):
        if state.is_over() or len(found) == len(rooms):
            break
        phase = str(state.observation(None).get("phase", ""))
        room = room_of.get(phase, "")
        if room in rooms and room not in found:
            found[room] = state.clone()
            continue
        if state.to_move() is CHANCE:
            outcomes = state.chance_outcomes()
            pick = rng.choices([a for a, _ in outcomes], [w for _, w in outcomes])[0]
        else:
            pick = rng.choice(state.legal_actions())
        state.apply(pick)
    return found


def starts(loaded: Loaded) -> list[tuple[str, State]]:
    """The states the preview shows, each with its title."""
    game = loaded.game
    first = game.new_initial_state()
    if game.id != "rennfieber":
        return [("", first)]
    from arcade_races.client.views.rennfieber.model import ROOMS

    found = _play_to(first, {room for room, _ in RENNFIEBER_SIDES}, ROOMS,
                     random.Random(SEED))
    return [(title, found[room]) for room, title in RENNFIEBER_SIDES if room in found]


def _frame(view: GameView, state: State, name: str) -> pygame.Surface:
    view.sync(state)
    if isinstance(view, StageView) and not view.ticker.lines:
        # A game's first state has nothing said yet (its first action speaks): the caller's
        # box would stand empty, so it names the board the picture is of.
        view.say([f"{name}: the table as a game on it begins. Save the file to see it again."])
    view.skip_to_end()
    for _ in range(SETTLE_STEPS):
        view.update(1 / 60)
    view.skip_to_end()
    surface = pygame.Surface(theme.CANVAS).convert()
    surface.fill(theme.BG)
    view.draw(surface)
    return surface


def draw_sides(app: App, loaded: Loaded) -> list[Side]:
    """Every picture of the board (raises what the view raises on a board it cannot show)."""
    view = make_view(app, loaded.game, loaded.header)
    view.prepare()
    sides = []
    for title, state in starts(loaded):
        picture = _frame(view, state, loaded.name)
        sides.append(Side(title, picture, sheet_for(view, loaded.game, title)))
    return sides


__all__ = ["Side", "draw_sides", "starts"]
