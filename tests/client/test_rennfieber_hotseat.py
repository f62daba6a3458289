"""A Rennfieber evening at one screen: two humans and two AIs, set up through the menus and
played through the first race (the auction, the training, the line-up, the bets and the race)
with key presses through the App's event path, as players at the couch press them. The
humans use only what the prompts offer (arrows and Enter); the hand-over curtain comes up
before each secret decision and is passed with Enter. The animations are skipped while no
human is deciding, to keep the evening to a few seconds."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pygame
import pytest

from arcade_races.client.app import App
from arcade_races.replay import read_replay

K = pygame
SEED = 5


def key(app: App, *keys: int) -> None:
    for k in keys:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="",
                                             scancode=0))
        app.frame()


def human_keys(seat: int, obs: dict[str, Any]) -> list[int]:
    """What a player at the couch presses for `seat`'s decision, reading the table (the
    spectator's observation: what the screen shows everyone).

    At auction a player opens at the printed price (the focused button), raises by +500
    while the high bid is within 1,000 of the price, and otherwise drops out (the last
    button, one step left round from the first). Anna lays slips on the second runner the
    tote offers, Ben on the first; in the race Anna takes the second reachable space, Ben
    the first; everything else is Enter on what the prompt focuses."""
    phase = str(obs["phase"])
    if phase == "bid":
        auction = obs["auction"]
        price = next(int(h["price"]) for h in obs["static"]["horses"]
                     if int(h["card"]) == int(auction["card"]))
        if int(auction["high_bidder"]) < 0:
            return [K.K_RETURN]
        if int(auction["high"]) - price < 1000:
            return [K.K_RETURN]
        return [K.K_LEFT, K.K_RETURN]
    if phase in ("bet", "move") and seat == 0:
        return [K.K_RIGHT, K.K_RETURN]
    return [K.K_RETURN]


@pytest.fixture
def seeded(monkeypatch: pytest.MonkeyPatch) -> None:
    """The options screen deals seed 5 (a new game otherwise gets a fresh seed)."""
    from arcade_races.client.scenes import options

    monkeypatch.setattr(options, "new_seed", lambda: SEED)


def test_two_humans_and_two_ais_play_the_first_race(app: Any, seeded: None) -> None:
    from arcade_races.client.scenes.curtain import CurtainScene
    from arcade_races.client.scenes.game_select import GameSelectScene
    from arcade_races.client.scenes.options import OptionsScene
    from arcade_races.client.scenes.play import PlayScene
    from arcade_races.client.scenes.results import ResultsScene
    from arcade_races.client.scenes.seat_setup import SeatSetupScene
    from arcade_races.client.scenes.title import TitleScene
    from arcade_races.games.rennfieber.game import RennfieberGame

    app.push(TitleScene(app))
    key(app, K.K_RETURN)  # Play
    select = app.scene
    assert isinstance(select, GameSelectScene)
    key(app, *[K.K_RIGHT] * 4)
    assert select.specs[select.focus].id == "rennfieber"
    key(app, K.K_RETURN)
    assert isinstance(app.scene, SeatSetupScene)
    key(app, K.K_DOWN, K.K_RIGHT, K.K_RETURN, K.K_RETURN)  # Ben: AI normal -> hard -> Human
    key(app, *[K.K_DOWN] * 3, K.K_RETURN)  # the buttons: Next
    options = app.scene
    assert isinstance(options, OptionsScene)
    assert [s.kind for s in options.seats] == ["human", "human", "ai", "ai"]
    key(app, K.K_DOWN, K.K_DOWN, K.K_RETURN)  # Races: 1 (the first race is the evening)
    assert options.chosen_variants() == ("races=1",)
    key(app, K.K_DOWN, K.K_RETURN)  # Start race
    play = app.scene
    assert isinstance(play, PlayScene) and play.live is not None
    assert play.header.variants == ("races=1",) and play.header.seed == SEED
    game = play.live.game
    assert isinstance(game, RennfieberGame)

    curtains: list[tuple[int, str]] = []
    decided: Counter[tuple[int, str]] = Counter()
    for _ in range(60 * 300):
        scene = app.scene
        if isinstance(scene, ResultsScene):
            break
        if isinstance(scene, CurtainScene):
            if not curtains or curtains[-1][1] != "up" or curtains[-1][0] != scene.seat:
                curtains.append((scene.seat, "up"))
            key(app, K.K_RETURN)  # "Hand over to ...": reveal (after its short guard)
            continue
        assert scene is play
        seat = play.input_seat
        if seat is None:
            assert play.view is not None
            play.view.skip_to_end()
            app.frame()
            continue
        assert seat in (0, 1), "only the humans are asked"
        obs = play.live.state.observation(None)
        decided[(seat, str(obs["phase"]))] += 1
        before = play.live.match.number
        for k in human_keys(seat, obs):
            key(app, k)
            if play.live.match.number != before or play.input_seat != seat:
                break
        else:
            app.frame()
    results = app.scene
    assert isinstance(results, ResultsScene), "the evening never reached its podium"

    # Every phase of the first race asked both humans, by key presses alone.
    for seat in (0, 1):
        for phase in ("bid", "train", "lineup", "bet", "move"):
            assert decided[(seat, phase)] > 0, f"seat {seat} never decided in {phase}"
    # The curtain went up before the humans' secret decisions, never for an AI.
    assert {seat for seat, _ in curtains} == {0, 1}

    path = results.replay_path
    assert path is not None and path.exists()
    replay = read_replay(path)
    assert replay.finished
    by_seat: dict[int, Counter[str]] = {0: Counter(), 1: Counter()}
    for line in replay.actions:
        if line.seat in by_seat:
            by_seat[line.seat][line.action.split()[0]] += 1
    figures = results.result.figures
    for seat in (0, 1):
        made = by_seat[seat]
        assert made["bid"] > 0 and made["train"] == 2 and made["enter"] == 1
        assert made["slip"] >= 1 and made["done"] + made["slip"] >= 2
        assert made["run"] + made["burst"] >= 5
        bought = [a for a in figures["auctions"] if a["buyer"] == seat]
        assert len(bought) == 2, "each human owns its two horses"
    race = figures["races"][0]
    assert {r["owner"] for r in race["runners"]} == {0, 1, 2, 3}
    assert len(race["placings"]) == 4
    assert results.units == "cash"
