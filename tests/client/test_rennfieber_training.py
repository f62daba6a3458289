"""The Rennfieber training room: the pick of the horse to train offers exactly the legal
actions, the Trainingsbahn renders for both boards, the dice tray settles the same skipped."""

from __future__ import annotations

import random

import pygame
import pytest

from arcade_races.client.app import App
from arcade_races.client.input import Command
from arcade_races.client.stage.zones import STAGE
from arcade_races.client.views import make_view
from arcade_races.client.views.rennfieber.dice import DiceTray
from arcade_races.client.views.rennfieber.training import TrainingRoom
from arcade_races.core.actions import Action
from arcade_races.games.rennfieber.actions import Train
from arcade_races.gamesetup import ai_seats, make_header
from tests.client.playouts import playout

BOARDS = ["configs/boards/rennfieber/rennbahn.yaml", "configs/boards/rennfieber/hippodrom.yaml"]


def _view(app: App, players: int, board: str | None = None, seed: int = 1):  # type: ignore[no-untyped-def]
    made = make_header("rennfieber", list(ai_seats("rennfieber", players)), seed, ("races=1",),
                       board)
    game = made.build_game()
    state = game.new_initial_state()
    view = make_view(app, game, made)
    view.sync(state)
    return view, state


def _room(view: object) -> TrainingRoom:
    room = view.rooms["training"]  # type: ignore[attr-defined]
    assert isinstance(room, TrainingRoom)
    return room


@pytest.mark.parametrize("players", [2, 3])
def test_the_train_prompt_offers_exactly_the_legal_horses(app: App, players: int) -> None:
    view, state = _view(app, players)
    seen = 0
    for _ in playout(state, random.Random(players)):
        if state.to_move() is None or getattr(state, "phase", "") != "train":
            continue
        mover = state.to_move()
        assert isinstance(mover, int)
        legal = state.legal_actions()
        assert all(isinstance(a, Train) for a in legal)
        made: list[Action] = []
        view.sync(state)
        view.begin_input(mover, state.observation(mover), legal, made.append)
        prompt = view.prompt
        assert list(prompt.actions) == legal
        assert [o.value for o in prompt.rows[0]] == [a.card for a in legal]
        view.draw(app.canvas)
        for _ in range(seen % 3):
            view.command(Command.RIGHT)
        view.command(Command.CONFIRM)
        view.end_input()
        assert len(made) == 1 and made[0] in legal
        seen += 1
        if seen >= 4:
            break
    assert seen, "no training pick came up"


@pytest.mark.parametrize("board", BOARDS)
def test_the_trainingsbahn_renders_for_both_boards(app: App, board: str) -> None:
    view, state = _view(app, 3, board)
    room = _room(view)
    picture = room.board.surface
    assert picture.get_size() == STAGE.size
    # The barn, the meadow and the lane are on it: not one flat colour.
    colors = {picture.get_at((x, y))[:3] for x in range(0, STAGE.width, 37)
              for y in range(0, STAGE.height, 29)}
    assert len(colors) > 20
    assert room.board.surface is picture   # made once
    for _ in playout(state, random.Random(5)):
        if getattr(state, "phase", "") == "roll":
            break
    view.sync(state)
    view.draw(app.canvas)
    assert view.model.scene == "training"


def test_a_skipped_throw_looks_like_a_played_one(app: App) -> None:
    view, _ = _view(app, 2)
    art = view.art
    played, skipped = DiceTray(art), DiceTray(art)
    a, b = played.roll([5, 2], [True, False]), skipped.roll([5, 2], [True, False])
    while a.advance(1 / 60) is None:
        pass
    b.finish()
    one, two = pygame.Surface(STAGE.bottomright), pygame.Surface(STAGE.bottomright)
    played.draw(one)
    skipped.draw(two)
    assert played.faces == skipped.faces == (5, 2) and played.settled and skipped.settled
    assert pygame.image.tobytes(one, "RGB") == pygame.image.tobytes(two, "RGB")
