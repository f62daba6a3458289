"""Whole-client runs: a hot-seat race from setup to payout with keyboard and controller
events, and an AI exhibition that runs to its podium."""

from __future__ import annotations

from typing import Any

import pygame

from arcade_races.client.app import App
from arcade_races.games.pferderennen.actions import Bet
from arcade_races.gamesetup import ai_seats, make_header


def key(app: App, *keys: int) -> None:
    for k in keys:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="",
                                             scancode=0))
        app.frame()


def pad(app: App, *buttons: int) -> None:
    for button in buttons:
        pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, button=button,
                                             instance_id=0))
        app.frame()


def test_hot_seat_race_from_setup_to_payout(app: Any) -> None:
    from arcade_races.client.scenes.options import OptionsScene
    from arcade_races.client.scenes.play import PlayScene
    from arcade_races.client.scenes.results import ResultsScene
    from arcade_races.client.scenes.seat_setup import SeatSetupScene
    from arcade_races.client.scenes.title import TitleScene

    app.push(TitleScene(app))
    key(app, pygame.K_RETURN, pygame.K_RETURN)  # Play, then the first game: Pferderennen
    assert isinstance(app.scene, SeatSetupScene)
    # Seat 2 (Ben): AI normal -> AI hard -> Human, by controller; then Next.
    pad(app, pygame.CONTROLLER_BUTTON_DPAD_DOWN, pygame.CONTROLLER_BUTTON_DPAD_RIGHT,
        pygame.CONTROLLER_BUTTON_A, pygame.CONTROLLER_BUTTON_A)
    key(app, *[pygame.K_DOWN] * 3, pygame.K_RETURN)
    options = app.scene
    assert isinstance(options, OptionsScene)
    assert [s.kind for s in options.seats] == ["human", "human", "ai", "ai"]
    key(app, *[pygame.K_DOWN] * 6, pygame.K_RETURN)  # down to Start race
    play = app.scene
    assert isinstance(play, PlayScene)

    bets: dict[int, Bet] = {}
    for _ in range(60 * 120):
        app.frame()
        if isinstance(app.scene, ResultsScene):
            break
        if play.input_seat == 0 and 0 not in bets:
            # Anna, by keyboard: hearts, stake 3.
            key(app, pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_DOWN, pygame.K_RIGHT,
                pygame.K_RIGHT, pygame.K_RETURN)
            bets[0] = Bet("H", 3)
        elif play.input_seat == 1 and 1 not in bets:
            # Ben, by controller: diamonds, stake 2.
            pad(app, pygame.CONTROLLER_BUTTON_DPAD_RIGHT, pygame.CONTROLLER_BUTTON_DPAD_DOWN,
                pygame.CONTROLLER_BUTTON_DPAD_RIGHT, pygame.CONTROLLER_BUTTON_A)
            bets[1] = Bet("D", 2)
    results = app.scene
    assert isinstance(results, ResultsScene), "the race never reached the payout"
    figures = results.result.figures
    assert figures["bets"][0] == {"suit": "H", "stake": 3}
    assert figures["bets"][1] == {"suit": "D", "stake": 2}
    winner = figures["winner"]
    for seat, bet in bets.items():
        won = bet.suit == winner
        assert figures["payout"][seat] == (2 * bet.stake if won else -bet.stake)
    for _ in range(30):
        app.frame()
    assert results.replay_path is not None and results.replay_path.exists()


def test_an_exhibition_runs_to_its_podium_and_on(app: Any) -> None:
    from arcade_races.client.scenes.play import PlayScene
    from arcade_races.client.scenes.results import ResultsScene

    header = make_header("pferderennen", ai_seats("pferderennen", 5), 11)
    play = PlayScene(app, header, exhibition=True, speed=16.0, record=False)
    app.push(play)
    for _ in range(60 * 90):
        app.frame()
        if isinstance(app.scene, ResultsScene):
            break
    assert isinstance(app.scene, ResultsScene)
    assert sum(play.table) == sum(app.scene.result.scores)
    key(app, pygame.K_RETURN)  # Next race at once
    scene: Any = app.scene  # not narrowed to the results any more
    assert scene is play and play.games_played == 1
    assert play.header.seed == 12


def test_the_podium_builds_the_next_race_ahead(app: Any) -> None:
    """While the exhibition's podium stands, the next race's game and table are built a piece
    a frame; the next race then starts on that very table, with the next seed."""
    from arcade_races.client.scenes.play import PlayScene
    from arcade_races.client.scenes.results import NEXT_RACE_AFTER, ResultsScene

    header = make_header("crazy_race", ai_seats("crazy_race", 4), 5)
    play = PlayScene(app, header, exhibition=True, speed=16.0, record=False)
    app.push(play)
    for _ in range(60 * 240):
        app.frame()
        if isinstance(app.scene, ResultsScene):
            break
    results = app.scene
    assert isinstance(results, ResultsScene)
    for _ in range(int(60 * (NEXT_RACE_AFTER - 1))):
        app.frame()
    assert app.scene is results and results.prepare_next is None
    ready = play._next
    assert ready is not None and ready[0].seed == 6
    for _ in range(90):
        app.frame()
    scene: Any = app.scene  # not narrowed to the results any more
    assert scene is play and play.header.seed == 6 and play.view is ready[2]
    assert play._next is None


def test_a_paused_exhibition_lets_the_last_line_slide_all_the_way_in(app: Any) -> None:
    """Paused, the table stands still, but a line said just before (or by the odds caller
    meanwhile) does not stay half in, faded, until play goes on."""
    from arcade_races.client.scenes.play import PlayScene

    header = make_header("favoriten", ai_seats("favoriten", 4), 7)
    play = PlayScene(app, header, exhibition=True, speed=1.0, record=False)
    app.push(play)
    for _ in range(240):
        app.frame()
    key(app, pygame.K_SPACE)
    view: Any = play.view
    for _ in range(120):  # paused until the beats under way are over
        app.frame()
        if not view.busy:
            break
    assert play.paused and not view.busy
    view.say(["Said while the table stood still."])
    assert view.ticker.slide == 1.0
    for _ in range(30):
        app.frame()
    assert view.ticker.slide == 0.0
    assert play.paused, "nothing else ran"
