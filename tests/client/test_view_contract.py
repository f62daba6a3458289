"""The view contract, for every view on the stage: seeded random playouts through the view.

- sync from random states: the view comes to rest at once, and shows what the state says;
- every step animates to rest, and the table shown then equals the observation;
- drawing changes nothing (the model before and after a draw are equal, mid-animation too);
- every prompt offers exactly `legal_actions()`, and whatever is pressed confirms one of them;
- skipping to the end leaves the same picture as playing the animation out.

A view on the stage has a `model` with `differences(obs) -> list[str]` (the fields in which the
table at rest does not show the spectator's observation `obs`; empty when right), a
`skip_to_end()`, and, while a human decides, a `prompt` (a `stage.prompt.Prompt`). A game joins
by adding its headers to `CASES`.
"""

from __future__ import annotations

import copy
import random
import re
from collections.abc import Callable, Iterator
from dataclasses import replace
from typing import Any

import pygame
import pytest

from arcade_races.client.app import App
from arcade_races.client.input import Command
from arcade_races.client.views import GameView, make_view
from arcade_races.core.actions import Action
from arcade_races.core.chance import CHANCE
from arcade_races.core.state import State
from arcade_races.gamesetup import ai_seats, make_header
from arcade_races.match import Step
from arcade_races.replay import Header
from tests.client.playouts import choose, playout

MAX_UPDATES = 4000
"""Updates (of 1/60 s at 4x) a step may take to come to rest."""
SPEED = 4.0


def header(game: str, players: int, variants: tuple[str, ...] = (), board: str | None = None,
           seed: int = 1, config: Callable[[str], str] | None = None) -> Header:
    """A header of AI seats; `config` may rewrite the game config's text."""
    made = make_header(game, list(ai_seats(game, players)), seed, variants, board)
    if config is not None:
        made = replace(made, config_text=config(made.config_text))
    return made


def races(count: int) -> Callable[[str], str]:
    """A Pferderennen config rewritten to a session of `count` races."""
    return lambda text: re.sub(r"^races: 1\b", f"races: {count}", text, flags=re.M)


EIGHT = "configs/boards/pferderennen/eight.yaml"
GRAND_TOUR = "configs/boards/six_day/grand_tour.yaml"
BEND = "configs/boards/favoriten/bend.yaml"
SHORT_CIRCUIT = "configs/boards/crazy_race/short_circuit.yaml"
HIPPODROM = "configs/boards/rennfieber/hippodrom.yaml"
CASES: dict[str, list[Callable[[], Header]]] = {
    "pferderennen": [
        lambda: header("pferderennen", 4, seed=1),
        lambda: header("pferderennen", 6, ("sips",), config=races(2), seed=2),
        lambda: header("pferderennen", 10, ("stumble", "turbo"), EIGHT, seed=3),
        lambda: header("pferderennen", 3, ("half_stake", "places", "leader_hurdle"),
                       config=races(3), seed=4),
    ],
    "six_day": [
        lambda: header("six_day", 4, ("days=1",), seed=1),
        lambda: header("six_day", 3, ("days=2",), seed=2),
        lambda: header("six_day", 6, ("days=1", "teams"), GRAND_TOUR, seed=3),
        lambda: header("six_day", 5, ("days=1", "green_only"), seed=4),
    ],
    "favoriten": [
        lambda: header("favoriten", 4, seed=1),
        lambda: header("favoriten", 5, board=BEND, seed=2),
        lambda: header("favoriten", 2, ("race_per_player", "leader_most_points"), seed=3),
    ],
    "crazy_race": [
        lambda: header("crazy_race", 4, seed=1),
        lambda: header("crazy_race", 3, ("basic",), seed=2),
        lambda: header("crazy_race", 5, board=SHORT_CIRCUIT, seed=3),
    ],
    "rennfieber": [
        lambda: header("rennfieber", 2, ("races=1",), seed=1),
        lambda: header("rennfieber", 4, ("races=1", "by_lane"), HIPPODROM, seed=2),
        lambda: header("rennfieber", 3, seed=3),
    ],
}
"""The views on the stage, each with the games its contract is played on."""

PARAMS = [pytest.param(game, i, id=f"{game}-{i}") for game, made in CASES.items()
          for i in range(len(made))]


def view_and_state(app: App, made: Header) -> tuple[GameView, State]:
    game = made.build_game()
    state = game.new_initial_state()
    view = make_view(app, game, made)
    view.sync(state)
    return view, state


def model(view: GameView) -> Any:
    found = getattr(view, "model", None)
    assert found is not None, f"{type(view).__name__} has no model"
    return found


def differences(view: GameView, state: State) -> list[str]:
    result: list[str] = model(view).differences(state.observation(None))
    return result


def draw_keeps(view: GameView, surface: pygame.Surface) -> None:
    """Draw, and check the drawing changed nothing the table shows."""
    before = copy.deepcopy(model(view))
    view.draw(surface)
    assert model(view) == before, "drawing changed the model"


def animate(view: GameView, surface: pygame.Surface, every: int = 13) -> Iterator[int]:
    """Update the view to rest, drawing now and then; yields the update count."""
    view.speed = SPEED
    for k in range(MAX_UPDATES):
        if not view.busy:
            return
        view.update(SPEED / 60)
        if k % every == 0:
            draw_keeps(view, surface)
        yield k
    raise AssertionError("the view never came to rest")


@pytest.mark.parametrize(("game", "case"), PARAMS)
def test_sync_from_random_states(app: App, game: str, case: int) -> None:
    made = CASES[game][case]()
    for seed in range(3):
        view, state = view_and_state(app, made)
        for i, _ in enumerate(playout(state, random.Random(seed))):
            if i % 4 == seed % 4:
                view.sync(state)
                assert not view.busy
                assert differences(view, state) == []
                draw_keeps(view, app.canvas)


@pytest.mark.parametrize(("game", "case"), PARAMS)
def test_every_step_animates_to_rest_showing_the_observation(app: App, game: str,
                                                             case: int) -> None:
    view, state = view_and_state(app, CASES[game][case]())
    for step in playout(state, random.Random(case)):
        view.show(step, state)
        for _ in animate(view, app.canvas):
            pass
        assert differences(view, state) == [], f"step {step.number} ({step.action})"
        draw_keeps(view, app.canvas)


def legal_choice(view: GameView,
                 rng: random.Random) -> Callable[[State, random.Random], Action]:
    """A seat's decision taken through the view's prompt, after some random key presses."""
    keys = [Command.LEFT, Command.RIGHT, Command.UP, Command.DOWN, Command.NEXT]

    def choose_here(state: State, _: random.Random) -> Action:
        mover = state.to_move()
        if mover is CHANCE:
            return choose(state, rng)
        assert isinstance(mover, int)
        made: list[Action] = []
        view.begin_input(mover, state.observation(mover), state.legal_actions(), made.append)
        prompt = getattr(view, "prompt", None)
        assert prompt is not None, "no prompt on screen"
        assert list(prompt.actions) == state.legal_actions()
        for _ in range(rng.randrange(8)):
            view.command(rng.choice(keys))
        # A decision may take a few confirms (Crazy Race: a card, what to do with it, where).
        for _ in range(6):
            if made:
                break
            view.command(Command.CONFIRM)
        for _ in range(4):  # still undecided: back out to the hand, then take its last card
            if made:
                break
            view.command(Command.PREVIOUS)
        for _ in range(6):
            if made:
                break
            view.command(Command.LEFT)
            view.command(Command.CONFIRM)
        view.end_input()
        assert len(made) == 1 and made[0] in state.legal_actions()
        return made[0] if rng.random() < 0.5 else choose(state, rng)

    return choose_here


@pytest.mark.parametrize(("game", "case"), PARAMS)
def test_every_prompt_offers_the_legal_actions(app: App, game: str, case: int) -> None:
    view, state = view_and_state(app, CASES[game][case]())
    rng = random.Random(case + 10)
    for _ in playout(state, rng, legal_choice(view, rng)):
        view.sync(state)
    assert state.to_move() is None


@pytest.mark.parametrize(("game", "case"), PARAMS)
def test_skip_to_the_end_leaves_the_picture_of_the_full_animation(app: App, game: str,
                                                                   case: int) -> None:
    made = CASES[game][case]()
    played, state = view_and_state(app, made)
    skipped, _ = view_and_state(app, made)
    a, b = app.canvas.copy(), app.canvas.copy()
    rng = random.Random(case + 20)
    number = 0
    while state.to_move() is not None:
        mover = state.to_move()
        action = choose(state, rng)
        number += 1
        step = Step(number, None if mover is CHANCE else int(mover),  # type: ignore[arg-type]
                    action, state.apply(action))
        played.show(step, state)
        skipped.show(step, state)
        for _ in animate(played, a):
            pass
        played.skip_to_end()  # what is left are decorations; they end as the skipped ones do
        skipped.skip_to_end()
        assert not skipped.busy
        played.draw(a)
        skipped.draw(b)
        assert pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB"), (
            f"step {number} ({action}) looks different skipped")
