"""The Rennfieber paddock and Totalisator: the line-up and bet prompts offer exactly the legal
actions (every one of them reachable, nothing else), and a settled tote shows the quote the
rules worked out (the ToteSettled event of a seeded evening)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from arcade_races.client.app import App
from arcade_races.client.input import Command
from arcade_races.client.views import make_view
from arcade_races.client.views.rennfieber.paddock_prompts import LineupPrompt
from arcade_races.client.views.rennfieber.tote import ToteRoom, quote_pieces
from arcade_races.client.views.rennfieber.tote_prompts import BetPrompt
from arcade_races.core.actions import Action
from arcade_races.core.chance import CHANCE
from arcade_races.games.rennfieber import events as ev
from arcade_races.games.rennfieber.actions import Enter
from arcade_races.gamesetup import ai_seats, make_header
from arcade_races.match import Step
from tests.client.playouts import choose


def _view(app: App, players: int, seed: int, variants: tuple[str, ...] = ("races=1",)
          ) -> tuple[Any, Any]:
    made = make_header("rennfieber", list(ai_seats("rennfieber", players)), seed, variants,
                       None)
    game = made.build_game()
    state = game.new_initial_state()
    view = make_view(app, game, made)
    view.sync(state)
    return view, state


def _decisions(state: Any, rng: random.Random, phase: str, most: int) -> Any:
    """The states where a seat decides in `phase` (up to `most` of them)."""
    found = 0
    while state.to_move() is not None and found < most:
        if state.to_move() is not CHANCE and state.phase == phase:
            found += 1
            yield state
        state.apply(choose(state, rng))


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (3, 2), (4, 3)])
def test_the_bet_prompt_offers_exactly_the_legal_actions(app: App, players: int,
                                                         seed: int) -> None:
    view, state = _view(app, players, seed)
    seen = 0
    for here in _decisions(state, random.Random(seed), "bet", 12):
        seat = here.to_move()
        legal = here.legal_actions()
        view.sync(here)
        made: list[Action] = []
        view.begin_input(seat, here.observation(seat), legal, made.append)
        prompt = view.prompt
        assert isinstance(prompt, BetPrompt)
        assert list(prompt.actions) == legal
        choice = prompt.choice
        reached: set[Action] = set()
        for value in choice.values("value"):
            choice.select("value", value)
            horses = choice.values("horse") or [None]
            for horse in horses:
                if horse is not None:
                    choice.select("horse", horse)
                action = choice.action()
                assert action is not None
                reached.add(action)
        assert reached == set(legal)
        view.draw(app.canvas)
        view.command(Command.RIGHT)
        view.command(Command.CONFIRM)
        assert len(made) == 1 and made[0] in legal
        view.end_input()
        seen += 1
    assert seen


def test_the_slip_about_to_be_laid_reads_the_same_whatever_lies_under_it(app: App) -> None:
    # The preview of the slip being laid is faded into the board, not into the seat's own
    # slip beneath it: seen through, that slip's value ran into the preview's.
    import pygame

    from arcade_races.client.views.rennfieber.tote import column_rect, slip_center, slip_size
    from arcade_races.client.views.rennfieber.tote_prompts import draw_bet_prompt
    from arcade_races.games.rennfieber.actions import Slip

    view, state = _view(app, 3, 4)
    rng = random.Random(4)
    while state.to_move() is not None:
        seat = state.to_move()
        if seat is not CHANCE and state.phase == "bet":
            mine = [c for s, c, _ in state.tote.slips if s == seat]
            again = [a for a in state.legal_actions() if isinstance(a, Slip) and a.card in mine]
            if again:
                break
            slips = [a for a in state.legal_actions() if isinstance(a, Slip)]
            state.apply(slips[0] if slips else choose(state, rng))
            continue
        state.apply(choose(state, rng))
    else:
        pytest.fail("no seat could lay a second slip on a horse")
    view.sync(state)
    view.begin_input(seat, state.observation(seat), state.legal_actions(), lambda a: None)
    prompt = view.prompt
    assert isinstance(prompt, BetPrompt)
    prompt.choice.select("value", again[0].value)
    prompt.choice.select("horse", again[0].card)
    room = view.rooms["tote"]
    runners = room.runners()
    col = column_rect(runners.index(again[0].card), len(runners))
    laid = sum(1 for c, _ in prompt.mine if c == again[0].card)
    size = slip_size(state.players)
    spot = pygame.Rect((0, 0), size)
    spot.center = slip_center(col, seat, laid, laid + 1, state.players)  # (as the prompt)
    shown = []
    for under in ((255, 255, 255), (0, 0, 0)):
        canvas = pygame.Surface(app.canvas.get_size())
        canvas.fill(under)
        draw_bet_prompt(room, canvas, prompt)
        shown.append(pygame.image.tobytes(canvas.subsurface(spot.inflate(-2, -2)), "RGB"))
    assert shown[0] == shown[1]


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (3, 2), (4, 3)])
def test_the_lineup_prompt_offers_exactly_the_legal_actions(app: App, players: int,
                                                            seed: int) -> None:
    view, state = _view(app, players, seed, ())
    seen = 0
    for here in _decisions(state, random.Random(seed), "lineup", 6):
        seat = here.to_move()
        legal = here.legal_actions()
        view.sync(here)
        made: list[Action] = []
        view.begin_input(seat, here.observation(seat), legal, made.append)
        prompt = view.prompt
        assert isinstance(prompt, LineupPrompt)
        assert list(prompt.actions) == legal
        reached: set[Action] = set()
        for action in legal:
            assert isinstance(action, Enter)
            for card in action.cards:
                prompt.bring_in(card)
            assert prompt.chosen_cards == action.cards
            reached.add(prompt.action())  # type: ignore[arg-type]
        assert reached == set(legal)
        view.draw(app.canvas)
        for command in (Command.RIGHT, Command.UP, Command.LEFT, Command.DOWN, Command.CONFIRM):
            view.command(command)
        assert len(made) == 1 and made[0] in legal
        view.end_input()
        seen += 1
    assert seen


@pytest.mark.parametrize(("players", "seed"), [(3, 1), (2, 4)])
def test_a_settled_tote_shows_the_quote_the_rules_worked_out(app: App, players: int,
                                                             seed: int) -> None:
    view, state = _view(app, players, seed, ("races=2",))
    room = view.rooms["tote"]
    assert isinstance(room, ToteRoom)
    rng = random.Random(seed)
    number = 0
    while state.to_move() is not None:
        before = state.clone()
        mover = state.to_move()
        action = choose(state, rng)
        events = state.apply(action)
        number += 1
        settled = [e for e in events if isinstance(e, ev.ToteSettled)]
        if not settled:
            continue
        event = settled[0]
        view.sync(before)
        view.show(Step(number, None if mover is CHANCE else int(mover), action, events), state)
        shown: list[str] = []
        for _ in range(20000):
            if not view.busy:
                break
            view.update(1 / 60)
            settling = room.settling
            if settling is not None and settling.line >= 1.0 and not shown:
                view.draw(app.canvas)
                assert (settling.pool, settling.on_winner, settling.quote) == (
                    event.pool, event.on_winner, event.quote)
                assert settling.winner == event.winner
                shown = quote_pieces(settling.pool, settling.on_winner, settling.quote)
        assert not view.busy
        expected = ([f"Pool {event.pool:,}", f"on the winner {event.on_winner:,}",
                     f"Quote {event.quote}:10"] if event.quote else
                    ["Nobody backed the winner: the bank keeps the pool"])
        assert shown == expected
        assert room.settling is None
        assert view.model.scene == "paddock"
        assert view.model.differences(state.observation(None)) == []
        return
    raise AssertionError("no race was settled")
