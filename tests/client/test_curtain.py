"""Hot-seat secrets: between two human seats of a game with hidden hands, the hand-over
curtain covers the table until the next player reveals it."""

from __future__ import annotations

from typing import Any

import pygame

from arcade_races.client.app import App
from arcade_races.gamesetup import make_header
from arcade_races.replay import SeatInfo


def key(app: App, k: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
    app.frame()


def test_curtain_between_human_riders(app: Any) -> None:
    from arcade_races.client.scenes.curtain import CurtainScene
    from arcade_races.client.scenes.play import PlayScene

    seats = (SeatInfo("Anna", "human", None, None), SeatInfo("Ben", "human", None, None),
             SeatInfo("Clara", "ai", "normal", "rouleur"))
    header = make_header("six_day", seats, 5, ["days=1"])
    play = PlayScene(app, header)
    app.push(play)
    curtains: list[str] = []
    for _ in range(60 * 60):
        app.frame()
        scene = app.scene
        if isinstance(scene, CurtainScene):
            curtains.append(scene.name)
            # Nothing of the table is drawn while the curtain is up.
            assert app.stack[-1] is scene and scene.opaque
            for _ in range(20):
                app.frame()
            key(app, pygame.K_RETURN)
            assert app.scene is play
        elif play.input_seat is not None:
            key(app, pygame.K_RETURN)  # ride the focused card
        if len(curtains) >= 4:
            break
    assert curtains[:4] == ["Anna", "Ben", "Anna", "Ben"]


def test_no_curtain_with_a_single_human(app: Any) -> None:
    from arcade_races.client.scenes.curtain import CurtainScene
    from arcade_races.client.scenes.play import PlayScene

    seats = (SeatInfo("Anna", "human", None, None), SeatInfo("Ben", "ai", "easy", None),
             SeatInfo("Clara", "ai", "easy", None))
    play = PlayScene(app, make_header("six_day", seats, 5, ["days=1"]))
    app.push(play)
    for _ in range(600):
        app.frame()
        assert not isinstance(app.scene, CurtainScene)
        if play.input_seat is not None:
            break
    assert play.input_seat == 0
