"""The 6-Tage-Rennen view: syncs to any state, animates every step to rest, takes a human's
card by keyboard and mouse and the rider change decision, and draws in colour-blind mode and
on a custom velodrome.

Runs under SDL's dummy drivers (see conftest.py); the rules are played straight through the
state, with seeded random choices, so no match runner or AI thread is involved.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import replace

import pytest

from arcade_races.client.app import App
from arcade_races.client.input import Command, Pointer
from arcade_races.client.views import make_view
from arcade_races.client.views.six_day import ARENA, SIDE, SixDayView
from arcade_races.core.actions import Action
from arcade_races.core.chance import CHANCE
from arcade_races.games.six_day.actions import Change, Keep, Play
from arcade_races.games.six_day.state import SixDayState
from arcade_races.gamesetup import ai_seats, make_header
from arcade_races.match import Step
from arcade_races.replay import Header, SeatInfo
from tests.client.playouts import chance_pick
from tests.client.playouts import playout as _playout

GRAND_TOUR = "configs/boards/six_day/grand_tour.yaml"
MAX_UPDATES = 3000
"""Updates (of 1/60 s at 4x) a step may take to come to rest; the longest, a day's result
pad and the standings, take a few seconds."""


def header(players: int = 4, variants: tuple[str, ...] = ("days=1",), board: str | None = None,
           humans: int = 0, seed: int = 1) -> Header:
    seats = list(ai_seats("six_day", players))
    for i in range(humans):
        seats[i] = SeatInfo(seats[i].name, "human", None, None)
    return make_header("six_day", seats, seed, variants, board)


def view_for(app: App, made: Header) -> tuple[SixDayView, SixDayState]:
    game = made.build_game()
    view = make_view(app, game, made)
    assert isinstance(view, SixDayView)
    state = game.new_initial_state()
    assert isinstance(state, SixDayState)
    view.sync(state)
    return view, state


def choose(state: SixDayState, rng: random.Random, change: float = 0.6) -> Action:
    """A chance outcome by its weight, or a legal action picked by `rng` (a rider change is
    taken with probability `change`)."""
    if state.to_move() is CHANCE:
        return chance_pick(state, rng)
    legal = state.legal_actions()
    if Change() in legal:
        return Change() if rng.random() < change else Keep()
    return rng.choice(legal)


def playout(state: SixDayState, rng: random.Random) -> Iterator[Step]:
    """Play `state` to the end with this file's `choose`, yielding each step."""
    return _playout(state, rng, choose)  # type: ignore[arg-type]


def shows(view: SixDayView, state: SixDayState) -> None:
    """The table shows exactly what the state says."""
    obs = state.observation(None)
    crossed = obs["crossed"]
    for seat, rider in enumerate(view.riders):
        assert rider.at == obs["positions"][seat]
        assert (rider.fin >= 0) == (seat in crossed)
    assert view.space == obs["positions"]
    assert view.crossed == crossed
    hands = obs["hands"]
    assert view.cards == [len(h["green"]) + h["black_cards"] for h in hands]
    assert view.relief == [h["changed"] for h in hands]
    assert view.stacks == [obs["stacks"]["low"], obs["stacks"]["high"]]


def advance_to(state: SixDayState, rng: random.Random, phase: str, plays: int = 0) -> None:
    while not (state.observation(None)["phase"] == phase and len(state.plays) >= plays):
        assert state.to_move() is not None, f"the game ended before the {phase} phase"
        state.apply(choose(state, rng, change=0.0 if phase == "change" else 0.6))


@pytest.mark.parametrize(
    ("variants", "board", "players"),
    [(("days=2",), None, 3), (("days=1", "teams"), GRAND_TOUR, 8),
     (("days=1", "green_only"), None, 5), (("days=1", "teams"), None, 4)],
)
def test_sync_from_states_of_random_playouts(app: App, variants: tuple[str, ...],
                                            board: str | None, players: int) -> None:
    made = header(players, variants, board)
    surface = app.canvas
    seen: set[str] = set()
    for seed in range(3):
        view, state = view_for(app, made)
        rng = random.Random(seed)
        for i, _ in enumerate(playout(state, rng)):
            phase = state.observation(None)["phase"]
            if i % 9 == 0 or phase not in seen or phase != "play":
                seen.add(phase)
                view.sync(state)
                assert not view.busy
                shows(view, state)
                view.draw(surface)
                for seat in range(players):
                    assert view.seat_note(seat)
        view.sync(state)
        view.draw(surface)
        assert view.overlay is not None  # the final standings stay up once it is over
    assert {"play", "over"} <= seen
    if "green_only" not in variants:
        assert {"change", "draw"} <= seen


@pytest.mark.parametrize(
    ("variants", "board", "players"),
    [(("days=1",), None, 4), (("days=2", "teams"), GRAND_TOUR, 6)],
)
def test_every_step_animates_to_rest_and_matches_the_state(
        app: App, variants: tuple[str, ...], board: str | None, players: int) -> None:
    view, state = view_for(app, header(players, variants, board))
    surface = app.canvas
    rng = random.Random(7)
    overlays: set[str] = set()
    for step in playout(state, rng):
        view.show(step, state)
        assert view.busy
        view.speed = 4.0
        for k in range(MAX_UPDATES):
            if not view.busy:
                break
            view.update(4.0 / 60)
            if view.overlay is not None:
                overlays.add(view.overlay.kind)
            if k % 9 == 0:
                view.draw(surface)
        else:
            raise AssertionError(f"step {step.number} ({step.action}) never came to rest")
        shows(view, state)
    assert view.commentary
    assert "pad" in overlays
    if "days=2" in variants:
        assert "standings" in overlays
    for _ in range(400):  # the decorations run out too
        view.update(4.0 / 60)
    view.draw(surface)
    assert not view.effects and view.banner is None


def test_a_human_plays_a_card_with_the_keyboard(app: App) -> None:
    view, state = view_for(app, header(4, humans=4))
    advance_to(state, random.Random(1), "play", plays=6)
    seat = state.to_move()
    assert isinstance(seat, int)
    assert view.needs_curtain(seat)
    made: list[Action] = []
    view.begin_input(seat, state.observation(seat), state.legal_actions(), made.append)
    prompt = view.prompt
    assert prompt is not None and prompt.mode == "play"
    hand = [str(b.value) for b in prompt.buttons]
    assert hand == state.hand(seat)
    assert ARENA.contains(prompt.rect)
    first = prompt.focus
    for command in (Command.RIGHT, Command.RIGHT, Command.LEFT):
        assert view.command(command)
    view.draw(app.canvas)
    # The focused card's landing space is previewed from the rules themselves.
    preview = view._focused_preview()
    card = hand[(first + 1) % len(hand)]
    assert preview is not None and preview.card == card
    copy = state.clone()
    events = copy.apply(Play(card))
    assert preview.end == copy.pos[seat]
    assert preview.times == max([e.times for e in events
                                 if getattr(e, "kind", "") == "slipstream"], default=0)
    assert view.command(Command.CONFIRM)
    assert made == [Play(card)]
    view.end_input()
    assert view.prompt is None
    assert not view.command(Command.CONFIRM)


def test_a_human_plays_a_card_with_the_mouse(app: App) -> None:
    view, state = view_for(app, header(3, humans=1))
    advance_to(state, random.Random(2), "play", plays=3)
    seat = state.to_move()
    assert isinstance(seat, int)
    made: list[Action] = []
    view.begin_input(seat, state.observation(seat), state.legal_actions(), made.append)
    prompt = view.prompt
    assert prompt is not None
    last = prompt.buttons[-1]
    assert view.pointer(Pointer("move", last.rect.center))
    assert prompt.focus == len(prompt.buttons) - 1
    view.draw(app.canvas)
    assert not view.pointer(Pointer("move", (ARENA.left + 2, ARENA.top + 2)))
    view.pointer(Pointer("down", last.rect.move(0, -12).center, 1))
    assert made == [Play(str(last.value))]
    assert made[0] in state.legal_actions()


def test_the_rider_change_decision(app: App) -> None:
    rng = random.Random(4)
    for _ in range(30):
        view, state = view_for(app, header(4, humans=4))
        try:
            advance_to(state, rng, "change")
        except AssertionError:
            continue
        break
    else:
        pytest.skip("no rider change came up")
    seat = state.to_move()
    assert isinstance(seat, int)
    view.sync(state)
    made: list[Action] = []
    view.begin_input(seat, state.observation(seat), state.legal_actions(), made.append)
    prompt = view.prompt
    assert prompt is not None and prompt.mode == "change"
    view.draw(app.canvas)
    view.command(Command.RIGHT)
    view.command(Command.CONFIRM)
    assert made == [Keep()]
    change = next(b for b in prompt.buttons if b.kind == "change")
    view.pointer(Pointer("down", change.rect.center, 1))
    assert made == [Keep(), Change()]
    # The relief rider's cards come face down: the sling and the draws animate to rest.
    number = 100
    for action in (Change(), *[None] * 11):
        if state.to_move() is None or (action is None and state.to_move() is not CHANCE):
            break
        act = action or choose(state, rng)
        events = state.apply(act)
        number += 1
        view.show(Step(number, None if action is None else seat, act, events), state)
        for _ in range(MAX_UPDATES):
            if not view.busy:
                break
            view.update(4.0 / 60)
            view.draw(app.canvas)
        assert not view.busy
    shows(view, state)
    assert view.relief[seat]


def test_a_human_can_skip_the_result_pad(app: App) -> None:
    view, state = view_for(app, header(3, ("days=2",), humans=1))
    rng = random.Random(5)
    steps = list(playout(state.clone(), rng))
    ends = next(s for s in steps if any(type(e).__name__ == "DayEnded" for e in s.events))
    replay = random.Random(5)
    for step in playout(state, replay):
        if step.number == ends.number:
            view.show(step, state)
            break
    else:
        raise AssertionError("no day ended")
    for _ in range(600):
        view.update(1 / 60)
        if view.overlay is not None and view.overlay.kind == "pad":
            break
    assert view.overlay is not None and view.overlay.kind == "pad"
    assert view.command(Command.CONFIRM)
    view.update(1 / 60)
    assert view.overlay is None or view.overlay.kind != "pad"
    view.draw(app.canvas)


def test_colour_blind_and_seat_notes(app: App) -> None:
    app.settings = app.settings.with_changes(colour_blind=True)
    view, state = view_for(app, header(8, ("days=1",), GRAND_TOUR))
    rng = random.Random(6)
    advance_to(state, rng, "play", plays=20)
    view.sync(state)
    view.draw(app.canvas)
    for seat in range(8):
        assert view.seat_note(seat) == f"pos {state.pos[seat]}"
    # The standings sit below the exhibition corner when every seat is AI.
    assert view.row_rect(0).top > 14 + 64 + 26 * 8
    assert view.row_rect(7).bottom <= SIDE.bottom


def test_a_custom_velodrome_of_hand_placed_points(app: App) -> None:
    """A lap of points round a rectangle, laid out clockwise: it still fits the hall and the
    riders still find their infield."""
    made = header(3)
    points = [[200 + 40 * i, 100] for i in range(20)]
    points += [[1000, 100 + 40 * i] for i in range(10)]
    points += [[1000 - 40 * i, 500] for i in range(20)]
    points += [[200, 500 - 40 * i] for i in range(10)]
    board = made.board_text
    start = board.index("  path:")
    end = board.index("sprints:")
    path = ("  path:\n    spaces: 60\n    segments:\n      - points: "
            + str(points) + "\n\n")
    board = board[:start] + path + board[end:]
    board = board.replace("finish: 81", "finish: 60").replace("[27, 54]", "[20, 40]")
    board = board.replace("rider_change: [45, 60]", "rider_change: [45]")
    board = board.replace("crash: [20, 70]", "crash: [30]")
    view, state = view_for(app, replace(made, board_text=board))
    for i in range(60):
        assert ARENA.collidepoint(view.point(i))
    assert view.infield.width > 100 and ARENA.contains(view.infield)
    rng = random.Random(8)
    for step in playout(state, rng):
        if step.number > 40:
            break
        view.show(step, state)
        for _ in range(MAX_UPDATES):
            if not view.busy:
                break
            view.update(4.0 / 60)
        view.draw(app.canvas)
        shows(view, state)
    # Clockwise on the screen: the infield lies to the riders' right.
    x, y = view.point(5, view.hw)
    assert view.infield.collidepoint(x, y + 40) or y > view.point(5)[1]


def test_riders_are_big_and_tags_keep_clear_of_the_track_labels(app: App) -> None:
    """Issue 13: riders were 14 px caps; a name tag or the landing preview sat on the FINISH
    and SPRINT labels."""
    for board in (None, GRAND_TOUR):
        view, _ = view_for(app, header(4, ("days=1",), board))
        drawing, hall = view.drawing, view.drawing.hall
        figure = view.art.rider(0, False, False)
        cap = 2 * view.geo.r
        assert figure.get_width() >= 1.8 * cap and figure.get_height() >= 2.2 * cap
        assert view.model.across >= 2
        assert hall.labels
        image = view.art.pill("Annabelle", 14, (255, 79, 139))
        label_spots = [view.geo.finish - 0.5] + [s - 0.5 for s in view.rules.track.sprints]
        for s in label_spots:
            for near in (-1.0, -0.5, 0.0, 0.5, 1.0):
                rect, _ = drawing._clear_of_labels(image, s + near)
                assert rect.collidelist(hall.labels) < 0, (board, s + near)
                assert ARENA.contains(rect)


def test_the_standings_count_the_days_ridden(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 13: '6-day: 2 laps down' in a two-day race; the line says 'after day 1'."""
    from arcade_races.client.widgets import text as real

    view, state = view_for(app, header(4, ("days=2",)))
    rng = random.Random(3)
    while state.observation(None)["day"] < 2:
        state.apply(choose(state, rng))
    view.sync(state)
    said: list[str] = []

    def spy(surface: object, assets: object, words: str, *args: object, **kw: object) -> object:
        said.append(words)
        return real(surface, assets, words, *args, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr("arcade_races.client.views.six_day.draw.text", spy)
    view.draw(app.canvas)
    second = [w for w in said if w.startswith("after ")]
    assert second and all(w.startswith("after day 1: ") for w in second)
    assert not any("6-day" in w for w in said)


def test_the_camera_spring_settles_without_overshoot_or_a_jolt() -> None:
    """Issue 16 item 5: eased camera motion, critically damped: it never passes its target
    and its speed does not jump when the target moves on (after every card)."""
    from arcade_races.client.views.six_day.camera import Spring

    spring = Spring(0.0, 2.4)
    last_speed = 0.0
    for k in range(240):
        target = 100.0 if k < 60 else 160.0
        spring.step(target, 1 / 60)
        assert spring.value <= 160.0 + 1e-9
        # The speed changes by no more than the spring's pull over one frame (at most
        # omega² times the distance left): no kick when the target moves on.
        assert abs(spring.speed - last_speed) <= 2.4 ** 2 * 100.0 / 60 + 1e-6, k
        last_speed = spring.speed
    assert abs(spring.value - 160.0) < 1.0


def test_the_grand_tour_camera_shows_the_whole_lap_then_follows_the_pack(app: App) -> None:
    """Issue 16 item 5: the grand tour is followed: the whole lap in the first round, the
    leading pack close up in between (every rider of it on the stage), the whole lap once a
    rider is over the line; riders are drawn through the camera, the standings not."""
    from arcade_races.client.views.six_day.camera import pack_aim

    view, state = view_for(app, header(6, ("days=1",), GRAND_TOUR))
    assert view.follows
    rng = random.Random(2)
    zoomed = False
    for step in playout(state, rng):
        view.show(step, state)
        view.skip_to_end()
        _, zoom = pack_aim(view.geo, view.model, view.overlay is None)
        obs = state.observation(None)
        if obs["round"] <= 1 or obs["crossed"]:
            assert zoom == 1.0 and view.camera.still
        elif zoom > 1.0:
            zoomed = True
            leader = max((s for s in range(6) if s not in obs["crossed"]),
                         key=lambda s: obs["positions"][s])
            lens = view.drawing.lens
            rider = view.riders[leader]
            x, y = lens.rider_xy(rider.at, rider.lane, rider.row, rider.lift, rider.fin,
                                 rider.off)
            assert ARENA.collidepoint(x, y)
            view.draw(app.canvas)
            assert view.drawing.art.r > view.geo.r  # the riders drawn bigger
    assert zoomed


def test_the_velodrome_keeps_the_whole_view(app: App) -> None:
    """The velodrome's riders read at full size in the fixed view: no camera there."""
    view, state = view_for(app, header(4, ("days=1",)))
    assert not view.follows
    for k, step in enumerate(playout(state, random.Random(4))):
        view.show(step, state)
        view.update(1 / 60)
        assert view.camera.still
        if k > 40:
            break


def test_zoomed_frames_reuse_the_hall_scaled_once_per_level(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """Zoomed drawing stays fast: each zoom level of the hall is scaled once (a strip a frame
    before it is needed), never the whole hall each frame."""
    import pygame

    from arcade_races.client.views.six_day.camera import LEVELS

    view, _ = view_for(app, header(6, ("days=1",), GRAND_TOUR))
    levels = view.drawing.levels
    assert levels is not None
    while levels.warm():
        pass
    assert all(levels.get(z) is not None for z in LEVELS)
    calls: list[object] = []
    real = pygame.transform.smoothscale

    def counted(*args: object, **kw: object) -> pygame.Surface:
        out = real(*args, **kw)  # type: ignore[arg-type]
        if out.get_width() > ARENA.width // 2:  # the hall, not a sticker
            calls.append(args)
        return out

    monkeypatch.setattr(pygame.transform, "smoothscale", counted)
    view.camera.aim((ARENA.centerx + 100.0, ARENA.centery), LEVELS[-1])
    for _ in range(120):
        view.camera.update(1 / 60)
        view.drawing.draw(app.canvas)
    assert not view.camera.still and not calls
