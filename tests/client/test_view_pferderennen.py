"""The Pferderennen view: syncs to any state, animates every step to rest, takes a human's bet
and sips by keyboard and mouse, and draws in colour-blind mode.

Runs under SDL's dummy drivers (see conftest.py); the rules are played straight through the
state, with seeded random choices, so no match runner or AI thread is involved.
"""

from __future__ import annotations

import random
import re
from dataclasses import replace
from itertools import pairwise

import pygame
import pytest

from arcade_races.client.app import App
from arcade_races.client.input import Command, Pointer
from arcade_races.client.views import make_view
from arcade_races.client.views.pferderennen import SIDE, TABLE, PferderennenView
from arcade_races.core.actions import Action
from arcade_races.core.state import State
from arcade_races.games.pferderennen.actions import Bet, Give, Pass
from arcade_races.games.pferderennen.state import PferderennenState
from arcade_races.gamesetup import ai_seats, make_header
from arcade_races.replay import Header, SeatInfo
from tests.client.playouts import choose, playout

EIGHT = "configs/boards/pferderennen/eight.yaml"
MAX_UPDATES = 4000
"""Updates (of 1/60 s at 4x) a step may take to come to rest; a step takes a few seconds."""


def header(players: int = 4, variants: tuple[str, ...] = (), board: str | None = None,
           humans: int = 0, races: int = 1, seed: int = 1) -> Header:
    seats = list(ai_seats("pferderennen", players))
    for i in range(humans):
        seats[i] = SeatInfo(seats[i].name, "human", None, None)
    made = make_header("pferderennen", seats, seed, variants, board)
    if races != 1:
        text = re.sub(r"^races: 1\b", f"races: {races}", made.config_text, flags=re.M)
        made = replace(made, config_text=text)
    return made


def view_for(app: App, made: Header) -> tuple[PferderennenView, PferderennenState]:
    game = made.build_game()
    view = make_view(app, game, made)
    assert isinstance(view, PferderennenView)
    state = game.new_initial_state()
    assert isinstance(state, PferderennenState)
    view.sync(state)
    return view, state


def settle(view: PferderennenView, speed: float = 4.0) -> int:
    """Update until the view is at rest; how many updates it took."""
    view.speed = speed
    for count in range(MAX_UPDATES):
        if not view.busy:
            return count
        view.update(speed / 60)
    raise AssertionError("the view stayed busy")


def advance_to(state: State, rng: random.Random, phase: str) -> None:
    while state.observation(None)["phase"] != phase:
        state.apply(choose(state, rng))


@pytest.mark.parametrize(
    ("variants", "board", "players", "races"),
    [((), None, 4, 1), (("sips",), None, 6, 2), (("stumble", "turbo"), EIGHT, 10, 1),
     (("half_stake", "places", "leader_hurdle"), None, 3, 3)],
)
def test_sync_from_states_of_random_playouts(app: App, variants: tuple[str, ...],
                                            board: str | None, players: int,
                                            races: int) -> None:
    made = header(players, variants, board, races=races)
    surface = app.canvas
    seen: set[str] = set()
    for seed in range(3):
        view, state = view_for(app, made)
        rng = random.Random(seed)
        for i, _ in enumerate(playout(state, rng)):
            phase = state.observation(None)["phase"]
            if i % 5 == 0 or phase not in seen:
                seen.add(phase)
                view.sync(state)
                assert not view.busy
                view.draw(surface)
                obs = state.observation(None)
                # The table shows exactly what the state says.
                assert [a.at for a in view.aces.values()] == list(obs["positions"].values())
                assert view.pile_count == obs["pile"]
                assert view.totals == obs["totals"]
        view.sync(state)
        view.draw(surface)
    assert {"deal", "bet", "race", "over"} <= seen
    if "sips" in variants:
        assert "handout" in seen


@pytest.mark.parametrize(
    ("variants", "board", "players", "races"),
    [((), None, 4, 2), (("sips", "turbo"), EIGHT, 5, 1), (("stumble", "half_stake"), None, 8, 1)],
)
def test_every_step_animates_to_rest_and_matches_the_state(
        app: App, variants: tuple[str, ...], board: str | None, players: int,
        races: int) -> None:
    view, state = view_for(app, header(players, variants, board, races=races))
    surface = app.canvas
    rng = random.Random(7)
    for step in playout(state, rng):
        view.show(step, state)
        assert view.busy
        view.speed = 4.0
        for k in range(MAX_UPDATES):
            if not view.busy:
                break
            view.update(4.0 / 60)
            if k % 9 == 0:
                view.draw(surface)
        else:
            raise AssertionError(f"step {step.number} ({step.action}) never came to rest")
        obs = state.observation(None)
        if obs["phase"] != "deal" or obs["track"]:
            assert [a.at for a in view.aces.values()] == list(obs["positions"].values())
            assert view.discard == obs["draws"]
        assert view.totals == obs["totals"]
    assert view.commentary
    for _ in range(400):  # the decorations run out too
        view.update(4.0 / 60)
    view.draw(surface)
    assert not view.effects and not view.tote_fx and view.banner is None


def test_a_human_bets_with_the_keyboard(app: App) -> None:
    view, state = view_for(app, header(4, humans=4))
    advance_to(state, random.Random(1), "bet")
    made: list[Action] = []
    seat = state.to_move()
    assert isinstance(seat, int)
    view.begin_input(seat, state.observation(seat), state.legal_actions(), made.append)
    for command in (Command.RIGHT, Command.RIGHT, Command.DOWN, Command.RIGHT, Command.RIGHT):
        assert view.command(command)
    view.draw(app.canvas)
    assert view.command(Command.CONFIRM)
    assert made == [Bet("H", 3)]
    view.end_input()
    assert not view.command(Command.CONFIRM)

    # The seat's next prompt starts from its last bet; right of spades is "Sit out".
    made.clear()
    view.begin_input(seat, state.observation(seat), state.legal_actions(), made.append)
    view.command(Command.CONFIRM)
    view.begin_input(seat, state.observation(seat), state.legal_actions(), made.append)
    for command in (Command.RIGHT, Command.RIGHT, Command.DOWN, Command.CONFIRM):
        view.command(command)
    assert made == [Bet("H", 3), Pass()]
    # A fresh seat starts on clubs; left wraps round to "Sit out".
    made.clear()
    other = (seat + 1) % 4
    view.begin_input(other, state.observation(other), state.legal_actions(), made.append)
    view.command(Command.LEFT)
    view.command(Command.CONFIRM)
    assert made == [Pass()]


def test_a_human_bets_with_the_mouse_and_the_stake_stays_in_range(app: App) -> None:
    view, state = view_for(app, header(3, humans=1))
    advance_to(state, random.Random(2), "bet")
    made: list[Action] = []
    view.begin_input(0, state.observation(0), state.legal_actions(), made.append)
    prompt = view.prompt
    assert prompt is not None
    spades = next(b for b in prompt.rows[0] if b.value == "S")
    five = next(b for b in prompt.rows[1] if b.value == 5)
    confirm = prompt.rows[2][0]
    assert TABLE.contains(prompt.rect)
    assert view.pointer(Pointer("move", spades.rect.center))
    view.draw(app.canvas)
    view.pointer(Pointer("down", spades.rect.center, 1))
    view.pointer(Pointer("down", five.rect.center, 1))
    for _ in range(3):
        view.command(Command.RIGHT)  # already at the most the rules allow
    assert made == []
    view.pointer(Pointer("down", confirm.rect.center, 1))
    assert made == [Bet("S", 5)]


def test_a_winner_hands_out_sips_one_at_a_time(app: App) -> None:
    made_header = header(3, ("sips",), humans=3)
    rng = random.Random(3)
    for _ in range(20):
        view, state = view_for(app, made_header)
        advance_to(state, rng, "bet")
        for seat in range(3):
            state.apply(Bet("H", 2) if seat == 0 else Pass())
        while state.observation(None)["phase"] == "race":
            state.apply(choose(state, rng))
        if state.observation(None)["phase"] == "handout":
            break
    else:
        pytest.skip("hearts never won")
    view.sync(state)
    made: list[Action] = []
    view.begin_input(0, state.observation(0), state.legal_actions(), made.append)
    assert view.prompt is not None and view.prompt.mode == "give"
    view.draw(app.canvas)
    view.command(Command.CONFIRM)
    view.command(Command.RIGHT)
    view.command(Command.CONFIRM)
    assert made == [Give(1), Give(2)]
    target = view.prompt.rows[0][0]
    view.pointer(Pointer("down", target.rect.center, 1))
    assert made[-1] == Give(1)


def test_colour_blind_mode_draws_and_seat_notes_follow_the_bets(app: App) -> None:
    app.settings = app.settings.with_changes(colour_blind=True)
    view, state = view_for(app, header(10, ("sips",), EIGHT))
    rng = random.Random(5)
    advance_to(state, rng, "race")
    view.sync(state)
    view.draw(app.canvas)
    bets = state.observation(None)["bets"]
    for seat, bet in enumerate(bets):
        note = view.seat_note(seat)
        assert note == ("out" if bet is None else f"{bet['stake']} " + "♣♦♥♠"["CDHS".index(
            bet["suit"])])
    # The tote board sits below the exhibition corner (a row per suit) when every seat is AI.
    assert view.row_rect(0).top > 14 + 64 + 26 * 4
    assert view.row_rect(9).bottom <= SIDE.bottom


def test_the_table_fits_custom_geometry(app: App) -> None:
    """A board of hand-placed points, the pile top right: everything lands on the felt."""
    made = header(4)
    board = made.board_text
    for old, new in (("pile: [95, 620]", "pile: [1200, 80]"),
                     ("dealer: [95, 470]", "dealer: [1200, 230]")):
        board = board.replace(old, new)
    view, _ = view_for(app, replace(made, board_text=board))
    felt = TABLE.inflate(-20, -20)
    for points in view.lanes.values():
        for x, y in points:
            assert felt.collidepoint(x, y)
    assert felt.collidepoint(view.pile_pt) and felt.collidepoint(view.dealer_pt)
    view.draw(app.canvas)
    assert isinstance(app.canvas, pygame.Surface)


def test_bet_chips_are_large_and_their_numbers_read_on_every_colour(app: App) -> None:
    """Issue 13: a chip is about a third of a card's width or more (the old ones were 10 px),
    its number in dark ink on a light seat colour and light ink on a dark one."""
    from arcade_races.client import theme
    from arcade_races.client.views.pferderennen.art import ink_on

    view, _ = view_for(app, header(8, board=EIGHT))
    for geo in (view.geo, view_for(app, header(4))[0].geo):
        assert 2 * geo.chip_radius >= 28
        assert 2 * geo.chip_radius >= geo.card_w * 0.6
    white = theme.SEAT_COLORS[6]
    assert ink_on(white) == theme.BG_DEEP
    assert ink_on(theme.SEAT_COLORS[7]) == theme.INK
    # Four backers of one ace fan out, each chip's middle clear of the next chip.
    bets: list[tuple[str, int] | None] = [("S", 1)] * 4
    xs = [view.geo.rider_pos("S", seat, (400.0, 300.0), bets)[0] for seat in range(4)]
    assert all(b - a >= view.geo.chip_radius * 1.4 for a, b in pairwise(xs))


def test_a_ribbon_keeps_off_every_ace_and_off_an_open_bet_dialog(app: App) -> None:
    """Issue 13: 'banners over the moving ace and behind the bet dialog'."""
    view, state = view_for(app, header(4, ("turbo",)))
    table, geo = view.model, view.geo
    for suit, step in zip("CDHS", (2, 1, 4, 1), strict=True):
        table.aces[suit].at = float(step)
    view.director.banner("TURBO!", "♣ CLUBS gets a kick", (53, 208, 255), 0.8, small=True)
    banner = view.fx.banner
    assert banner is not None
    rect = banner.image.get_rect(center=(round(banner.center[0]), round(banner.center[1])))
    for suit, ace in table.aces.items():
        assert not rect.colliderect(geo.card_rect(geo.lane_point(suit, ace.at), 0)), suit
        assert not rect.colliderect(geo.card_rect(geo.lane_point(suit, ace.at + 1), 0)), suit
    # With a prompt open the ribbon is not drawn over (or under) it.
    human_view, human_state = view_for(app, header(4, humans=4))
    advance_to(human_state, random.Random(1), "bet")
    human_view.sync(human_state)
    seat = human_state.to_move()
    assert isinstance(seat, int)
    human_view.begin_input(seat, human_state.observation(seat), human_state.legal_actions(),
                           lambda action: None)
    assert human_view.prompts.current is not None
    human_view.director.banner("RACE DAY!", "Place your bets once the track is laid",
                               (52, 46, 98), 1.0)
    ribbon = human_view.fx.banner
    assert ribbon is not None
    ribbon.elapsed = 0.6
    with_ribbon = app.canvas.copy()
    human_view.draw(with_ribbon)
    human_view.fx.banner = None
    without = app.canvas.copy()
    human_view.draw(without)
    assert pygame.image.tobytes(with_ribbon, "RGB") == pygame.image.tobytes(without, "RGB")
    del state
