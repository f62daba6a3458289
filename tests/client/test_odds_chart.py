"""The race in one chart: Rennfieber's evening with its races marked (from the starting shots,
or from the spectator's view without events), the sampled intervals as faint bands, the
boundaries of a game watched race by race, and the results' countdown clear of the buttons."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from arcade_races.client.odds import LiveOdds, OddsHistory, render_chart, runners_of
from arcade_races.client.odds.chart import BAND_ALPHA
from arcade_races.odds import Odds
from tests.odds.helpers import match_of

SEATS = ["Anna", "Ben", "Clara", "David"]


def _sampled(chances: tuple[float, ...], samples: int = 60) -> Odds:
    return Odds(chances, tuple(max(0.0, c - 0.1) for c in chances),
                tuple(min(1.0, c + 0.1) for c in chances), samples, False)


def test_rennfieber_marks_each_race_of_the_evening_with_or_without_events() -> None:
    for with_events in (True, False):
        match = match_of("rennfieber", seed=3)
        live = LiveOdds(match.game, SEATS, budget=0.001)
        try:
            live.worker.close()
            while not match.is_over():
                step = match.step()
                live.submit(step.number, step.seat, match.state,
                            step.events if with_events else None)
        finally:
            live.close()
        marks = live.history.marks
        assert [words for _, words in marks] == ["RACE 1", "RACE 2", "RACE 3"], with_events
        assert [n for n, _ in marks] == sorted(n for n, _ in marks)
    # The shot and the view agree on where each race begins (within the action).
    assert marks


def test_boundaries_of_races_watched_race_by_race() -> None:
    history = OddsHistory(2)
    for number, race in ((0, 0), (1, 0), (2, 1), (3, 1), (4, 2)):
        history.add(number, Odds.certain((0.5, 0.5)), race)
    assert history.boundaries() == [(2, "RACE 2"), (4, "RACE 3")]


def test_chart_of_an_evening_shows_races_and_faint_bands(app: Any) -> None:
    match = match_of("rennfieber", seed=3)
    runners = runners_of(match.game, SEATS)
    history = OddsHistory(4)
    for number in range(60):
        history.add(number, _sampled((0.4, 0.3, 0.2, 0.1)))
        if number in (10, 30, 50):
            history.mark(number, f"RACE {(number + 10) // 20}")
    image = render_chart(history, runners, (560, 200), app.assets)
    # Under Anna's line, inside her interval, her colour shows faintly over the panel.
    x = round(62 + 20 / 59 * (560 - 62 - 18))
    plot_top, plot_bottom = 42, 200 - 28
    y = round(plot_bottom - 0.47 * (plot_bottom - plot_top))
    pixel = image.get_at((x, y))
    panel = image.get_at((x, plot_bottom - 3))
    assert pixel != panel
    assert 0 < BAND_ALPHA < 60
    exact = OddsHistory(4)
    for number in range(60):
        exact.add(number, Odds.certain((0.4, 0.3, 0.2, 0.1)))
    plain = render_chart(exact, runners, (560, 200), app.assets)
    assert plain.get_at((x, y)) != pixel  # no band where the odds were exact


def test_the_countdown_stands_clear_of_three_wide_buttons(
        app: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from arcade_races.client.scenes import results
    from arcade_races.gamesetup import ai_seats, make_agents, make_header
    from arcade_races.match import Match

    header = make_header("pferderennen", ai_seats("pferderennen", 4), 3)
    match = Match(header.build_game(), 3, make_agents(header))
    while not match.is_over():
        match.step()
    history = OddsHistory(4)
    for number, chances in enumerate([(0.25,) * 4, (0.7, 0.1, 0.1, 0.1), (0.4, 0.4, 0.1, 0.1),
                                      (1.0, 0.0, 0.0, 0.0)]):
        history.add(number, Odds.certain(chances))
    path = tmp_path / "race.jsonl"
    path.write_text("")
    scene = results.ResultsScene(app, header, match.state.result(), None, game=match.game,
                                 odds=history, runners=runners_of(match.game, SEATS),
                                 highlight=path, next_race=lambda: None)
    assert [b.label for b in scene.buttons.buttons][1] == "Watch the turning point"
    scene.next_words = "Next evening"  # Rennfieber's, the longest
    drawn: list[pygame.Rect] = []
    real = results.text  # type: ignore[attr-defined]

    def spy(surface: pygame.Surface, assets: Any, words: str, *args: Any,
            **kwargs: Any) -> pygame.Rect:
        rect = real(surface, assets, words, *args, **kwargs)
        if words.startswith("Next evening in"):
            drawn.append(rect)
        return rect

    monkeypatch.setattr(results, "text", spy)
    scene.draw(pygame.Surface((1280, 720)))
    assert drawn and drawn[0].left > scene.buttons.rects[-1].right


def test_without_a_swing_the_turning_point_is_the_biggest_move() -> None:
    history = OddsHistory(2)
    for number, chance in enumerate((0.5, 0.56, 0.6, 0.69, 0.72, 1.0)):
        history.add(number, Odds.certain((chance, 1 - chance)))
    assert not [s for s in history.swings if not s.decided]
    turning = history.turning_point()
    assert turning is not None and turning.number == 3  # the biggest move before the finish
    calm = OddsHistory(2)
    for number, chance in enumerate((0.5, 0.56, 0.6, 0.69, 0.72)):
        calm.add(number, Odds.certain((chance, 1 - chance)))
    turning = calm.turning_point()
    assert turning is not None and (turning.number, turning.runner) == (3, 0)
    still = OddsHistory(2)
    for number in range(4):
        still.add(number, Odds.certain((0.5, 0.5)))
    assert still.turning_point() is None


def test_a_sampled_evening_turns_where_it_moved_most_over_a_few_actions() -> None:
    history = OddsHistory(2)
    for number in range(40):
        history.add(number, _sampled((0.3, 0.7), 8))  # settles on the rollouts
    for number in range(40, 52):
        history.add(number, _sampled((0.9, 0.1), 4))  # the race turns: no single swing
    assert not history.swings
    turning = history.turning_point()
    assert turning is not None and turning.runner == 0 and turning.number == 40


def test_the_chart_built_a_piece_at_a_time_is_the_chart_drawn_whole(app: Any) -> None:
    """The results screen builds the chart a piece a frame (the frame, each band, each line,
    the rings, the smoothing); the pieces add up to the very same pixels, and the turning point
    is worked out once for the screen and its chart."""
    from arcade_races.client.odds import build_chart

    match = match_of("rennfieber", seed=3)
    runners = runners_of(match.game, SEATS)
    history = OddsHistory(4)
    for number in range(60):
        chances = (0.4, 0.3, 0.2, 0.1) if number < 30 else (0.1, 0.2, 0.3, 0.4)
        history.add(number, _sampled(chances))
    whole = render_chart(history, runners, (560, 200), app.assets, winner=3)
    pieces = list(build_chart(history, runners, (560, 200), app.assets, winner=3))
    assert len(pieces) >= 2 * len(runners) + 2 and all(p is None for p in pieces[:-1])
    last = pieces[-1]
    assert last is not None
    assert pygame.image.tobytes(last, "RGBA") == pygame.image.tobytes(whole, "RGBA")
    turning = history.turning_point()
    assert history.turning_point() is turning
    history.add(60, _sampled((0.9, 0.05, 0.03, 0.02)))
    assert history.turning_point() == history._turning_point()
