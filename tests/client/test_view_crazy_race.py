"""The Crazy Race view: syncs to any state, animates every step to rest, lets a human lay a
track card, throw an action card, answer one with cancel and roll, by keyboard and by mouse, and
draws custom boards and colour-blind mode.

Runs under SDL's dummy drivers (see conftest.py); the rules are played straight through the
state, with seeded random choices, so no match runner or AI thread is involved.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pygame
import pytest

from arcade_races.client.app import App
from arcade_races.client.input import Command, Pointer
from arcade_races.client.views import make_view
from arcade_races.client.views.crazy_race import BOARD, SIDE, CrazyRaceView
from arcade_races.core.actions import Action
from arcade_races.games.crazy_race.actions import (
    Accept,
    Cancel,
    DropTrack,
    LayTrack,
    Roll,
    Skip,
    Toss,
)
from arcade_races.games.crazy_race.config import ACTION_KINDS
from arcade_races.games.crazy_race.state import CrazyRaceState
from arcade_races.gamesetup import ai_seats, make_header
from arcade_races.replay import Header, SeatInfo
from tests.client.playouts import choose, playout

SHORT = "configs/boards/crazy_race/short_circuit.yaml"
MAX_UPDATES = 3000
"""Updates (of 1/60 s at 4x) a step may take to come to rest; a step takes a few seconds."""


def header(players: int = 4, variants: tuple[str, ...] = (), board: str | None = None,
           humans: int = 0, seed: int = 1) -> Header:
    seats = list(ai_seats("crazy_race", players))
    for i in range(humans):
        seats[i] = SeatInfo(seats[i].name, "human", None, None)
    return make_header("crazy_race", seats, seed, variants, board)


def view_for(app: App, made: Header) -> tuple[CrazyRaceView, CrazyRaceState]:
    game = made.build_game()
    view = make_view(app, game, made)
    assert isinstance(view, CrazyRaceView)
    state = game.new_initial_state()
    assert isinstance(state, CrazyRaceState)
    view.sync(state)
    return view, state


def assert_shows(view: CrazyRaceView, state: CrazyRaceState) -> None:
    """The table shows exactly what the public observation says."""
    obs = state.observation(None)
    assert view.cards == obs["cards"]
    assert [list(p) for p in view.pawn_at] == obs["pawns"]
    assert view.cups == obs["cups"]
    assert view.lying == obs["lying"]
    assert view.finished == obs["finished"]
    assert view.piles == obs["piles"]
    hands = obs["hands"]
    # Cards dealt in the air count once they land.
    held = [[c + i for c, i in zip(counts, coming, strict=True)]
            for counts, coming in zip(view.counts, view.incoming, strict=True)]
    assert held == [[h["track_cards"], h["action_cards"]] for h in hands]
    assert (view.reveal is not None) == (obs["phase"] == "over")


@pytest.mark.parametrize(
    ("variants", "board", "players"),
    [((), None, 4), ((), SHORT, 5), (("basic",), None, 3), (("basic",), SHORT, 4)],
)
def test_sync_from_states_of_random_playouts(app: App, variants: tuple[str, ...],
                                            board: str | None, players: int) -> None:
    made = header(players, variants, board)
    surface = app.canvas
    seen: set[str] = set()
    for seed in range(2):
        view, state = view_for(app, made)
        rng = random.Random(seed)
        for i, _ in enumerate(playout(state, rng)):
            phase = state.observation(None)["phase"]
            if i % 23 == 0 or phase not in seen:
                seen.add(phase)
                view.sync(state)
                assert not view.busy
                view.draw(surface)
                assert_shows(view, state)
        view.sync(state)
        view.draw(surface)
        assert_shows(view, state)
        assert view.seat_note(0).startswith("cups ")
    assert {"deal", "turn", "dice", "refill", "over"} <= seen
    if "basic" not in variants:
        assert "answer" in seen


@pytest.mark.parametrize(("variants", "board", "players"),
                         [((), None, 4), ((), SHORT, 5), (("basic",), None, 3)])
def test_every_step_animates_to_rest_and_matches_the_state(
        app: App, variants: tuple[str, ...], board: str | None, players: int) -> None:
    view, state = view_for(app, header(players, variants, board, seed=players))
    surface = app.canvas
    rng = random.Random(players + 7)
    for step in playout(state, rng):
        view.show(step, state)
        assert view.busy
        view.speed = 4.0
        for k in range(MAX_UPDATES):
            if not view.busy:
                break
            view.update(4.0 / 60)
            if k % 11 == 0:
                view.draw(surface)
        else:
            raise AssertionError(f"step {step.number} ({step.action}) never came to rest")
        assert_shows(view, state)
    assert view.reveal is not None and view.reveal.ranked == 1.0
    assert view.commentary
    for _ in range(200):  # the decorations run out too
        view.update(4.0 / 60)
    view.draw(surface)
    assert not view.effects and not view.top_fx and view.banner is None


def turn_of_a_human(app: App, seed: int = 2) -> tuple[CrazyRaceView, CrazyRaceState, int, int]:
    """A main game of four humans, a few turns in, at the start of a seat's turn; that seat
    holds a SKIP card and its next rival a CANCEL card (dealt into their hands here)."""
    view, state = view_for(app, header(4, humans=4, seed=seed))
    rng = random.Random(seed)
    while True:
        obs = state.observation(None)
        if obs["phase"] == "turn" and obs["turns"] >= 6 and not obs["played_track"] \
                and not obs["played_action"] and not any(obs["lying"]):
            break
        state.apply(choose(state, rng))
    seat = int(obs["turn_of"])
    target = (seat + 1) % 4
    state.hand_action[seat][ACTION_KINDS.index("skip")] += 1
    state.hand_action[target][ACTION_KINDS.index("cancel")] += 1
    view.sync(state)
    return view, state, seat, target


def take(made: list[Action], state: CrazyRaceState) -> Action:
    """The one action the view submitted, applied to the state."""
    assert len(made) == 1
    action = made.pop()
    state.apply(action)
    return action


def test_a_human_plays_a_turn_with_the_keyboard(app: App) -> None:
    view, state, seat, target = turn_of_a_human(app)
    assert view.needs_curtain(seat)
    made: list[Action] = []
    surface = app.canvas

    # A track card: the first card has the focus; Enter picks it, arrows move over the lit
    # pieces, Enter lays it there.
    view.begin_input(seat, state.observation(seat), state.legal_actions(), made.append)
    prompt = view.prompt
    assert prompt is not None and prompt.mode == "hand"
    assert prompt.hand[prompt.focus].kind == "track"
    view.draw(surface)
    assert view.command(Command.CONFIRM)
    assert prompt.mode == "place" and prompt.candidates
    for command in (Command.RIGHT, Command.DOWN, Command.LEFT):
        assert view.command(command)
    view.draw(surface)
    assert view.command(Command.CONFIRM)
    lay = take(made, state)
    assert isinstance(lay, LayTrack)
    assert state.cards[lay.track][lay.piece] == lay.value
    view.end_input()
    assert not view.command(Command.CONFIRM)

    # The SKIP card against the next rival: the track cards are now spent.
    view.begin_input(seat, state.observation(seat), state.legal_actions(), made.append)
    prompt = view.prompt
    assert prompt is not None
    assert not any(b.enabled for b in prompt.hand if b.kind == "track")
    while prompt.hand[prompt.focus].value != "skip":
        view.command(Command.RIGHT)
    view.command(Command.CONFIRM)
    assert prompt.mode == "target" and target in prompt.candidates
    while prompt.candidates[prompt.cursor] != target:
        view.command(Command.DOWN)
    view.draw(surface)
    view.command(Command.CONFIRM)
    assert take(made, state) == Skip(target)
    view.end_input()

    # The rival cancels it: Cancel is offered first when they hold one.
    view.begin_input(target, state.observation(target), state.legal_actions(), made.append)
    prompt = view.prompt
    assert prompt is not None and prompt.mode == "answer"
    view.draw(surface)
    view.command(Command.CONFIRM)
    assert take(made, state) == Cancel()
    view.end_input()

    # Back to the seat: left from the first card wraps round to Roll.
    view.begin_input(seat, state.observation(seat), state.legal_actions(), made.append)
    prompt = view.prompt
    assert prompt is not None
    while prompt.hand[prompt.focus].kind != "roll":
        view.command(Command.LEFT)
    view.command(Command.CONFIRM)
    assert take(made, state) == Roll()


def test_a_human_plays_a_turn_with_the_mouse(app: App) -> None:
    view, state, seat, target = turn_of_a_human(app, seed=5)
    made: list[Action] = []

    def click(pos: tuple[float, float]) -> None:
        point = (round(pos[0]), round(pos[1]))
        view.pointer(Pointer("move", point))
        assert view.pointer(Pointer("down", point, 1))

    view.begin_input(seat, state.observation(seat), state.legal_actions(), made.append)
    prompt = view.prompt
    assert prompt is not None
    card = next(b for b in prompt.hand if b.kind == "track")
    click(card.rect.center)
    assert prompt.mode == "place"
    t, p = prompt.candidates[-1]
    click(view.geo[t][p][2])
    lay = take(made, state)
    assert lay == LayTrack(int(card.value), t, p)
    view.end_input()

    view.begin_input(seat, state.observation(seat), state.legal_actions(), made.append)
    prompt = view.prompt
    assert prompt is not None
    skip = next(b for b in prompt.hand if b.value == "skip")
    click(skip.rect.center)
    assert prompt.mode == "target"
    view.draw(app.canvas)
    click(view.panel_rects[target].center)
    assert take(made, state) == Skip(target)
    view.end_input()

    view.begin_input(target, state.observation(target), state.legal_actions(), made.append)
    prompt = view.prompt
    assert prompt is not None
    cancel = next(b for b in prompt.buttons if b.kind == "cancel")
    click(cancel.rect.center)
    assert take(made, state) == Cancel()
    view.end_input()

    view.begin_input(seat, state.observation(seat), state.legal_actions(), made.append)
    prompt = view.prompt
    assert prompt is not None
    roll = next(b for b in prompt.hand if b.kind == "roll")
    click(roll.rect.center)
    assert take(made, state) == Roll()


def test_a_card_may_be_discarded_and_an_answer_accepted(app: App) -> None:
    view, state, seat, target = turn_of_a_human(app, seed=7)
    made: list[Action] = []
    view.begin_input(seat, state.observation(seat), state.legal_actions(), made.append)
    prompt = view.prompt
    assert prompt is not None
    track = prompt.hand[prompt.focus]
    view.command(Command.CONFIRM)
    view.command(Command.NEXT)  # to the buttons under the card: Discard, Back
    view.command(Command.CONFIRM)
    assert take(made, state) == DropTrack(int(track.value))
    view.end_input()
    view.begin_input(seat, state.observation(seat), state.legal_actions(), made.append)
    prompt = view.prompt
    assert prompt is not None
    skip = next(i for i, b in enumerate(prompt.hand) if b.value == "skip")
    prompt.focus = skip
    view.command(Command.CONFIRM)
    view.command(Command.PREVIOUS)  # back to the hand
    assert prompt.mode == "hand" and prompt.focus == skip
    view.command(Command.CONFIRM)
    view.command(Command.NEXT)
    view.command(Command.CONFIRM)
    assert made == [Toss("skip")]
    made.clear()
    # An answer without a cancel card can only accept.
    state.hand_action[target][ACTION_KINDS.index("cancel")] = 0
    state.apply(Skip(target))
    view.sync(state)
    view.begin_input(target, state.observation(target), state.legal_actions(), made.append)
    prompt = view.prompt
    assert prompt is not None and not prompt.buttons[0].enabled
    view.command(Command.CONFIRM)
    assert take(made, state) == Accept()


def test_discard_it_is_clicked_where_the_hidden_roll_card_lies(app: App) -> None:
    # Discard / Back stand where Roll was: a click on Discard discards, never rolls.
    view, state, seat, _ = turn_of_a_human(app, seed=7)
    made: list[Action] = []
    view.begin_input(seat, state.observation(seat), state.legal_actions(), made.append)
    prompt = view.prompt
    assert prompt is not None
    track = next(b for b in prompt.hand if b.kind == "track")
    view.pointer(Pointer("down", track.rect.center, 1))
    discard = next(b for b in prompt.buttons if b.kind == "discard")
    roll = next(b for b in prompt.hand if b.kind == "roll")
    for point in (discard.rect.center, discard.rect.topleft, discard.rect.move(0, 1).midbottom):
        if roll.rect.collidepoint(point) and discard.rect.collidepoint(point):
            break
    else:
        pytest.fail("the Discard button no longer lies over the hidden Roll card")
    view.pointer(Pointer("move", point))
    assert view.pointer(Pointer("down", point, 1))
    assert made == [DropTrack(int(track.value))]


def test_colour_blind_mode_and_seat_notes(app: App) -> None:
    app.settings = app.settings.with_changes(colour_blind=True)
    view, state = view_for(app, header(5, board=SHORT))
    rng = random.Random(3)
    for _ in playout(state, rng):
        if any(any(row) for row in state.cups):
            break
    view.sync(state)
    view.draw(app.canvas)
    for seat in range(5):
        places = [c for c in state.cups[seat] if c]
        # Places in the stages so far as a player writes them; nothing before the first cup.
        expected = " · ".join({1: "1st", 2: "2nd", 3: "3rd"}.get(c, f"{c}th") for c in places)
        assert view.seat_note(seat) == ("cups " + expected if places else "")
    # The panels sit below the exhibition corner when every seat is AI, inside the column.
    assert view.panel_rects[0].top > 14 + 64 + 26 * 5
    assert view.panel_rects[-1].bottom <= SIDE.bottom


def test_the_table_fits_custom_geometry(app: App) -> None:
    """Tracks of hand-placed points running up the screen, the piles top right."""
    made = header(3)
    lines = []
    for i, name in enumerate(("red", "green", "blue", "yellow", "white")):
        x = 200 + 120 * i
        points = [[x + (k % 5) * 3, 680 - k * 10] for k in range(61)]
        lines.append(f"  - {{name: {name}, color: '#88{i}0{i}0', path: {{spaces: 61, "
                     f"segments: [{{points: {points}}}]}}}}")
    board = made.board_text
    start, end = board.index("tracks:"), board.index("piles:")
    board = board[:start] + "tracks:\n" + "\n".join(lines) + "\n\n" + board[end:]
    board = board.replace("track: [70, 650]", "track: [1150, 60]")
    view, state = view_for(app, replace(made, board_text=board))
    for row in view.geo:
        for a, b, _, _, _ in row:
            assert BOARD.collidepoint(a) and BOARD.collidepoint(b)
    assert BOARD.contains(view.tray_rect) or SIDE.contains(view.tray_rect)
    for point in view.pile_pt.values():
        assert BOARD.collidepoint(point)
    rng = random.Random(1)
    for _ in playout(state, rng):
        if state.observation(None)["phase"] == "turn" and state.turns > 8:
            break
    view.sync(state)
    view.draw(app.canvas)
    assert isinstance(app.canvas, pygame.Surface)


def test_an_empty_track_wears_no_seat_colour_and_reads_its_number(app: App) -> None:
    # Fewer players than tracks: the announcer says "the empty track 5", so the table says
    # "Track 5" where a player's name would stand, and its start space is nobody's colour
    # (the board's own colour for it could be a seat's: a yellow track beside a yellow player).
    from arcade_races.client import theme
    from arcade_races.client.layout import RecordingSurface, recording
    from arcade_races.client.views.crazy_race.view import EMPTY_TRACK

    canvas = RecordingSurface((1280, 720))
    with recording(app.assets, canvas):  # before the view: its cached board records too
        view, _ = view_for(app, header(3))
        view.draw(canvas)
    words = {box.words for box in canvas.boxes}
    assert {"Track 4", "Track 5"} <= words
    assert not {"Track 1", "Track 2", "Track 3"} & words
    assert [view.art.pawn_color(t) for t in (3, 4)] == [EMPTY_TRACK, EMPTY_TRACK]
    assert EMPTY_TRACK not in theme.SEAT_COLORS
