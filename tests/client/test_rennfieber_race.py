"""The Rennfieber race room: the move prompt offers exactly the legal actions and a click on a
highlighted space submits the run there; the track renders for both boards with every space
inside the stage at zoom 1."""

from __future__ import annotations

import random
from typing import Any

import pytest

from arcade_races.client.app import App
from arcade_races.client.input import Command, Pointer
from arcade_races.client.stage.zones import STAGE
from arcade_races.client.views import make_view
from arcade_races.client.views.rennfieber.race import RaceRoom
from arcade_races.client.views.rennfieber.race_prompts import MovePrompt
from arcade_races.core.actions import Action
from arcade_races.games.rennfieber.actions import Burst, Run
from arcade_races.gamesetup import ai_seats, make_header
from tests.client.playouts import playout

BOARDS = ["configs/boards/rennfieber/rennbahn.yaml", "configs/boards/rennfieber/hippodrom.yaml"]


def _view(app: App, players: int, board: str | None = None, seed: int = 1) -> tuple[Any, Any]:
    made = make_header("rennfieber", list(ai_seats("rennfieber", players)), seed, ("races=1",),
                       board)
    game = made.build_game()
    state = game.new_initial_state()
    view = make_view(app, game, made)
    view.sync(state)
    return view, state


def _room(view: Any) -> RaceRoom:
    room = view.rooms["race"]
    assert isinstance(room, RaceRoom)
    return room


@pytest.mark.parametrize("seed", [1, 2])
def test_the_move_prompt_offers_the_legal_actions_and_a_click_runs_there(app: App,
                                                                         seed: int) -> None:
    view, state = _view(app, 3, seed=seed)
    room = _room(view)
    seen = 0
    for _ in playout(state, random.Random(seed)):
        if state.to_move() is None or getattr(state, "phase", "") != "move":
            continue
        mover = state.to_move()
        assert isinstance(mover, int)
        legal = state.legal_actions()
        assert all(isinstance(a, (Run, Burst)) for a in legal)
        view.sync(state)
        made: list[Action] = []
        view.begin_input(mover, state.observation(mover), legal, made.append)
        prompt = view.prompt
        assert isinstance(prompt, MovePrompt)
        assert list(prompt.actions) == legal
        runs = [a.to for a in legal if isinstance(a, Run)]
        targets = [o.value for o in prompt.rows[0]]
        if runs:
            assert targets == runs
        view.draw(app.canvas)
        # Click the last highlighted space: the run there is submitted.
        option = prompt.rows[0][-1]
        center = prompt.area(option).center
        assert STAGE.collidepoint(center)
        view.pointer(Pointer("move", center))
        view.draw(app.canvas)
        view.pointer(Pointer("down", center, 1))
        assert len(made) == 1 and made[0] in legal
        if runs:
            assert made[0] == Run(str(option.value))
        # Keys: right, then Enter, give a legal action too.
        made.clear()
        view.command(Command.RIGHT)
        view.command(Command.DOWN)
        view.command(Command.CONFIRM)
        assert len(made) == 1 and made[0] in legal
        view.end_input()
        seen += 1
        if seen >= 6:
            break
    assert seen, "no move decision came up"
    assert room.track.level(1.0) is not None


@pytest.mark.parametrize("board", BOARDS)
def test_the_track_renders_with_every_space_inside_the_stage(app: App, board: str) -> None:
    view, _ = _view(app, 6, board)
    room = _room(view)
    room.camera.whole()
    room.camera.rest()
    assert room.camera.zoom == 1.0
    size = room.track.horse_size(1.0)
    for lane in room.parts.geo.race.spaces:
        for point in lane:
            x, y = room.camera.to_screen(point)
            assert STAGE.left + size / 4 <= x <= STAGE.right - size / 4
            assert STAGE.top + size / 4 <= y <= STAGE.bottom - size / 4
    for point in room.parts.geo.race.placement:
        assert STAGE.collidepoint(room.camera.to_screen(point))
    surface = app.canvas
    room.track.draw(surface)
    level = room.track.level(1.0)
    assert level.get_width() <= STAGE.width + 2 and level.get_height() <= STAGE.height + 2


@pytest.mark.parametrize("board", BOARDS)
def test_each_start_label_stands_whole_inside_the_painted_track(app: App, board: str) -> None:
    # The course's start labels stood outside the outer lane on the painted box's very edge,
    # cut in half ("START LONG" at the top of the Rennbahn, "START SHORT" at its foot): the
    # box holds their spots now, with the room of a label's height round them.
    view, _ = _view(app, 6, board)
    race = _room(view).parts.geo.race
    names = [name for name, _, _ in race.starts]
    assert sorted(names) == ["long", "short"]
    left, top, right, bottom = race.box
    room = race.gap * 0.3  # half a label's height, at the 0.34-lane type it is written in
    for _, _, (x, y) in race.starts:
        assert left + room <= x <= right - room and top + room <= y <= bottom - room
