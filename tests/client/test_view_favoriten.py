"""The Favoriten view: syncs to any state on both courses, animates every step of a whole game
to rest, takes a human's marker and a human leader's horse by keyboard and mouse, and fits a
custom course.

Runs under SDL's dummy drivers (see conftest.py); the rules are played straight through the
state, with seeded random choices, so no match runner or AI thread is involved.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from arcade_races.client.app import App
from arcade_races.client.input import Command, Pointer
from arcade_races.client.views import make_view
from arcade_races.client.views.favoriten import TABLE, FavoritenView
from arcade_races.client.views.favoriten.model import Horse
from arcade_races.core.actions import Action
from arcade_races.core.state import State
from arcade_races.games.favoriten.actions import BetOn, Move, Pass
from arcade_races.games.favoriten.state import FavoritenState
from arcade_races.gamesetup import ai_seats, make_header
from arcade_races.match import Step
from arcade_races.replay import Header, SeatInfo
from tests.client.playouts import choose, playout

BEND = "configs/boards/favoriten/bend.yaml"
MAX_UPDATES = 3000
"""Updates (of 1/60 s at 8x) a step may take to come to rest; a step takes a few seconds."""


def header(players: int = 4, board: str | None = None, humans: int = 0,
           seed: int = 1) -> Header:
    seats = list(ai_seats("favoriten", players))
    for i in range(humans):
        seats[i] = SeatInfo(seats[i].name, "human", None, None)
    return make_header("favoriten", seats, seed, (), board)


def view_for(app: App, made: Header) -> tuple[FavoritenView, FavoritenState]:
    game = made.build_game()
    view = make_view(app, game, made)
    assert isinstance(view, FavoritenView)
    state = game.new_initial_state()
    assert isinstance(state, FavoritenState)
    view.sync(state)
    return view, state


def advance_to(state: State, rng: random.Random, phase: str,
               candidates: int = 0) -> None:
    """Play on until the phase is `phase` (with at least `candidates` horses to choose from)."""
    while True:
        obs = state.observation(None)
        if obs["phase"] == phase and len(obs["candidates"]) >= candidates:
            return
        state.apply(choose(state, rng))


def matches(view: FavoritenView, state: State) -> None:
    """The table shows what the state says: horses, markers, totals, markers left."""
    obs = state.observation(None)
    finished = obs["finished"]
    for h, name in enumerate(obs["horses"]):
        horse = view.horse[h]
        if name in finished:
            assert horse.place == finished.index(name) + 1
            assert horse.at == obs["length"] + 1
        else:
            assert horse.at == obs["positions"][h]
            assert horse.lane == obs["lanes"][h]
    shown = {name: [m.seat for m in sorted(view.markers, key=lambda m: m.row)
                    if view.horses[m.horse] == name] for name in obs["horses"]}
    assert shown == obs["columns"]
    assert view.totals == obs["totals"]
    assert view.markers_left == obs["markers"]


@pytest.mark.parametrize(("board", "players"), [(None, 2), (BEND, 5), (None, 5), (BEND, 2)])
def test_sync_from_states_of_random_playouts(app: App, board: str | None,
                                            players: int) -> None:
    made = header(players, board)
    surface = app.canvas
    seen: set[str] = set()
    for seed in range(2):
        view, state = view_for(app, made)
        view.draw(surface)
        seen.add(state.observation(None)["phase"])
        rng = random.Random(seed)
        for i, _ in enumerate(playout(state, rng)):
            phase = state.observation(None)["phase"]
            if i % 7 == 0 or phase not in seen:
                seen.add(phase)
                view.sync(state)
                assert not view.busy
                view.draw(surface)
                matches(view, state)
                if phase == "move":
                    assert view.tray.settled
                    assert view.tray.values == (state.observation(None)["roll"],)
        view.sync(state)
        view.draw(surface)
        matches(view, state)
        assert all(m.place or m.lost for m in view.markers)  # the last race's board, settled
    assert {"leader", "bet", "roll", "move", "over"} <= seen


@pytest.mark.parametrize(("board", "players", "seed"), [(None, 5, 7), (BEND, 2, 8)])
def test_every_step_of_a_game_animates_to_rest_and_matches_the_state(
        app: App, board: str | None, players: int, seed: int) -> None:
    view, state = view_for(app, header(players, board, seed=seed))
    surface = app.canvas
    rng = random.Random(seed)
    kinds: set[str] = set()
    for step in playout(state, rng):
        kinds.update(type(e).__name__ for e in step.events)
        view.show(step, state)
        assert view.busy
        view.speed = 8.0
        for k in range(MAX_UPDATES):
            if not view.busy:
                break
            view.update(8.0 / 60)
            app.time += 8.0 / 60
            if k % 11 == 0:
                view.draw(surface)
        else:
            raise AssertionError(f"step {step.number} ({step.action}) never came to rest")
        matches(view, state)
    assert {"MarkerPlaced", "Passed", "DieRolled", "HorseMoved", "HorseFinished",
            "MarkersScored", "RaceEnded", "GameEnded"} <= kinds
    assert view.commentary and view.history
    assert view.seat_note(0)
    for _ in range(400):  # the decorations run out too
        view.update(4.0 / 60)
    view.draw(surface)
    assert not view.effects and not view.side_fx and view.banner is None


def test_a_human_places_a_marker_or_passes_with_the_keyboard(app: App) -> None:
    view, state = view_for(app, header(4, humans=4))
    advance_to(state, random.Random(1), "bet")
    seat = state.to_move()
    assert isinstance(seat, int)
    made: list[Action] = []
    view.begin_input(seat, state.observation(seat), state.legal_actions(), made.append)
    assert view.prompt is not None and view.prompt.mode == "bet"
    for command in (Command.RIGHT, Command.RIGHT):
        assert view.command(command)
    view.draw(app.canvas)
    assert view.command(Command.CONFIRM)
    assert made == [BetOn("green")]
    view.end_input()
    assert not view.command(Command.CONFIRM)
    # The seat's next prompt starts on its last choice; left of the first horse is "pass".
    view.begin_input(seat, state.observation(seat), state.legal_actions(), made.append)
    view.command(Command.CONFIRM)
    other = (seat + 1) % 4
    view.begin_input(other, state.observation(other), state.legal_actions(), made.append)
    view.command(Command.LEFT)
    view.draw(app.canvas)
    view.command(Command.CONFIRM)
    assert made == [BetOn("green"), BetOn("green"), Pass()]


def test_a_human_places_a_marker_or_passes_with_the_mouse(app: App) -> None:
    view, state = view_for(app, header(3, humans=1))
    rng = random.Random(2)
    advance_to(state, rng, "bet")
    while state.to_move() != 0:
        state.apply(Pass())
    made: list[Action] = []
    view.begin_input(0, state.observation(0), state.legal_actions(), made.append)
    prompt = view.prompt
    assert prompt is not None
    yellow = next(b for b in prompt.buttons if b.kind == "column" and b.value == 3)
    assert view.pointer(Pointer("move", yellow.rect.center))
    assert prompt.options[prompt.focus] == 3
    view.draw(app.canvas)
    assert made == []
    view.pointer(Pointer("down", yellow.rect.center, 1))
    assert made == [BetOn("yellow")]
    pass_button = next(b for b in prompt.buttons if b.kind == "pass")
    view.pointer(Pointer("down", pass_button.rect.center, 1))
    confirm = next(b for b in prompt.buttons if b.kind == "confirm")
    view.command(Command.LEFT)  # from "pass" back to the last horse
    view.pointer(Pointer("down", confirm.rect.center, 1))
    assert made == [BetOn("yellow"), Pass(), BetOn(view.horses[-1])]
    for button in prompt.buttons:
        assert TABLE.contains(button.rect) or view.side.contains(button.rect)


def test_a_human_leader_gives_the_roll_by_keyboard_and_by_mouse(app: App) -> None:
    view, state = view_for(app, header(2, humans=2))
    advance_to(state, random.Random(4), "move", candidates=3)
    view.sync(state)
    obs = state.observation(None)
    seat = obs["to_move"]
    candidates = obs["candidates"]
    made: list[Action] = []
    view.begin_input(seat, state.observation(seat), state.legal_actions(), made.append)
    prompt = view.prompt
    assert prompt is not None and prompt.mode == "move"
    assert [view.horses[h] for h in view.candidates] == candidates
    first = view.horses.index(candidates[0])
    assert view.ghost == (first, int(obs["positions"][first]) + obs["roll"])
    view.command(Command.RIGHT)
    second = view.horses.index(candidates[1])
    assert view.focus == second
    assert view.ghost == (second, int(obs["positions"][second]) + obs["roll"])
    view.draw(app.canvas)
    view.command(Command.CONFIRM)
    assert made == [Move(candidates[1])]
    # A click on a chip in the side card, or on a candidate horse on the course.
    chip = next(b for b in prompt.buttons if b.kind == "chip" and b.value == first)
    view.pointer(Pointer("move", chip.rect.center))
    assert view.focus == first
    view.pointer(Pointer("down", chip.rect.center, 1))
    assert made[-1] == Move(candidates[0])
    third = view.horses.index(candidates[2])
    horse = view._horse_rect(third)
    view.pointer(Pointer("move", horse.center))
    assert view.focus == third
    view.pointer(Pointer("down", horse.center, 1))
    assert made[-1] == Move(candidates[2])
    # The step the human made animates without the AI's "thinking" beat.
    events = state.apply(Move(candidates[2]))
    view.end_input()
    view.show(Step(99, seat, Move(candidates[2]), events), state)
    assert view.script[0].step is not None and view.script[0].duration < 2.0
    while view.busy:
        view.update(4.0 / 60)
    matches(view, state)


def test_colour_blind_mode_draws_and_seat_notes_follow_the_markers(app: App) -> None:
    app.settings = app.settings.with_changes(colour_blind=True)
    view, state = view_for(app, header(5, BEND))
    rng = random.Random(5)
    advance_to(state, rng, "move")
    view.sync(state)
    view.draw(app.canvas)
    obs = state.observation(None)
    for seat in range(5):
        note = view.seat_note(seat)
        assert note.count("●") == obs["markers"][seat]
        assert note.startswith("♛") == (seat == obs["leader"])
    # The standings sit below the exhibition corner when every seat is AI.
    assert view.row_rect(0).top > 14 + 64 + 26 * 5
    assert view.row_rect(4).bottom < view.tray_rect.top


def test_the_view_fits_a_custom_course(app: App) -> None:
    """A course with the betting board on top, the cannon on the right and the deck chair on
    the left: everything lands on the table."""
    made = header(4)
    board = made.board_text
    for old, new in (("cannon: [70, 250]", "cannon: [1210, 520]"),
                     ("deckchair: [1210, 250]", "deckchair: [70, 520]"),
                     ("origin: [120, 440]", "origin: [120, 20]"),
                     ("size: [1040, 230]", "size: [1040, 200]")):
        assert old in board
        board = board.replace(old, new)
    for lane_y in (92, 125, 161, 194, 230, 263, 299, 332, 368, 401):
        board = board.replace(f"from: [120, {lane_y}], to: [1160, {lane_y}]",
                              f"from: [1160, {lane_y + 260}], to: [120, {lane_y + 260}]")
    view, state = view_for(app, replace(made, board_text=board))
    felt = TABLE.inflate(-8, -8)
    for pair in view.lanes:
        for lane in pair:
            for point in lane:
                assert felt.collidepoint(point)
    assert felt.contains(view.bet_rect)
    for point in (view.cannon_pt, view.chair_pt, *view.slots):
        assert felt.collidepoint(point)
    assert not view.bet_rect.collidepoint(view.lanes[0][0][5])
    for step in playout(state, random.Random(3)):
        if step.number > 60:
            break
        view.show(step, state)
        while view.busy:
            view.update(8.0 / 60)
        view.draw(app.canvas)
    # Horses run right to left here: their sprites are mirrored, not upside down.
    assert view._facing(0, view.horse[0]) in (180.0, -180.0)


@pytest.mark.parametrize("board", [None, BEND])
def test_horses_are_couch_sized_and_the_lane_names_stay_clear(app: App, board: str | None) -> None:
    """Issue 13: a horse stands about twice its lanes' spacing tall, and each horse's name plate
    is clear of the cannon and of every horse waiting on the start line (in either lane)."""
    view, _ = view_for(app, header(4, board))
    geo = view.geo
    assert geo.tok_h >= 1.8 * geo.gap
    waiting = [geo.horse_rect(h, Horse(lane=lane)) for h in range(len(geo.horses))
               for lane in (0.0, 1.0)]
    cannon = view.art.cannon.get_rect(center=geo.cannon_at(0.0))
    for h in range(len(geo.horses)):
        (x, y), _ = geo.name_spot(h)
        assert not cannon.collidepoint(x, y)
        assert not any(rect.collidepoint(x, y) for rect in waiting)
