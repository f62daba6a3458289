"""The odds on screen: the live board in an exhibition (worker off the frame, swings said by
the caller), the results' chart under the table, and the turning point opening the replay at
the biggest swing, at half speed."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pygame

from arcade_races.client.odds import LiveOdds, OddsBoard, OddsHistory, render_chart, runners_of
from arcade_races.gamesetup import ai_seats, make_agents, make_header
from arcade_races.match import Match
from arcade_races.odds import Odds, estimate
from arcade_races.replay import ReplayWriter


def _played(game: str, path: Path | None = None, seed: int = 3) -> tuple[Any, Any, Any, Any]:
    header = make_header(game, ai_seats(game, 4), seed)
    writer = ReplayWriter.create(path, header) if path is not None else None
    match = Match(header.build_game(), seed, make_agents(header), writer)
    runners = runners_of(match.game, [s.name for s in header.seats])
    history = OddsHistory(len(runners))
    history.add(0, estimate(match.state))
    while not match.is_over():
        step = match.step()
        history.add(step.number, estimate(match.state, samples=4, seed=step.number))
    if writer is not None:
        writer.close()
    return header, match, runners, history


def test_live_odds_follow_the_game_off_the_frame_and_call_a_swing() -> None:
    header, _, _, _ = _played("pferderennen")
    fresh = Match(header.build_game(), 3, make_agents(header))
    live = LiveOdds(fresh.game, ["Anna", "Ben", "Clara", "David"], budget=0.01)
    said: list[list[str]] = []
    try:
        live.start(fresh.state)
        while not fresh.is_over():
            step = fresh.step()
            start = time.perf_counter()
            live.submit(step.number, step.seat, fresh.state)
            live.update(1 / 60)
            live.say(False, said.append)
            assert time.perf_counter() - start < 0.01  # the frame never waits for odds
        deadline = time.monotonic() + 10
        while live.pending() and time.monotonic() < deadline:
            time.sleep(0.01)
        live.update(1 / 60)
        live.say(False, said.append)
    finally:
        live.close()
    assert len(live.history.points) == fresh.number + 1
    assert live.history.swings, "a Pferderennen race swings"
    assert said and all(("before" in line[0]) and line[0].endswith("!") for line in said)


def test_board_eases_and_flashes(app: Any) -> None:
    _, _, runners, history = _played("crazy_race")
    board = OddsBoard(runners)
    board.show((0.25, 0.25, 0.25, 0.25))
    board.show((0.7, 0.1, 0.1, 0.1), history.swings[0] if history.swings else None)
    board.update(0.1)
    assert 0.25 < board.shown[0] < 0.7 and board.favourite() == 0
    for _ in range(120):
        board.update(1 / 60)
    assert abs(board.shown[0] - 0.7) < 0.01
    surface = pygame.Surface((286, 130))
    board.draw(surface, app.assets, surface.get_rect())


def test_results_show_the_chart_and_the_turning_point_plays_at_half_speed(
        app: Any, tmp_path: Path) -> None:
    from arcade_races.client.scenes.replays import ReplayPlaybackScene
    from arcade_races.client.scenes.results import ResultsScene

    path = tmp_path / "race.jsonl"
    header, match, runners, history = _played("pferderennen", path)
    turning = history.turning_point()
    assert turning is not None
    scene = ResultsScene(app, header, match.state.result(), None, game=match.game,
                         odds=history, runners=runners, highlight=path)
    app.push(scene)
    for _ in range(90):
        app.frame()
    chart = scene.chart_rect()
    assert chart.height >= 150 and chart.bottom <= 612 - 16
    assert scene.chart is not None and scene.chart.get_size() == chart.size
    cached = scene.chart
    app.frame()
    assert scene.chart is cached  # drawn once
    labels = [b.label for b in scene.buttons.buttons]
    assert "Watch the turning point" in labels
    scene.buttons.focus = labels.index("Watch the turning point")
    scene.buttons.buttons[scene.buttons.focus].activate()
    playback = app.scene
    assert isinstance(playback, ReplayPlaybackScene)
    assert playback.position == turning.number - 1 and playback.speed == 0.5


def test_chart_draws_for_every_kind_of_runner(app: Any) -> None:
    for game in ("favoriten", "six_day"):
        header = make_header(game, ai_seats(game, 3), 2, ("days=1",) if game == "six_day" else ())
        match = Match(header.build_game(), 2, make_agents(header))
        runners = runners_of(match.game, [s.name for s in header.seats])
        history = OddsHistory(len(runners))
        for number in range(40):
            if match.is_over():
                break
            match.step()
            history.add(number, Odds.certain(tuple(
                (number * (i + 1)) % 7 / 7 / len(runners) for i in range(len(runners)))))
        image = render_chart(history, runners, (560, 200), app.assets)
        assert image.get_size() == (560, 200)
