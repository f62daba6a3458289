"""The caller's words on a swing (named from the action's events in each game's vocabulary,
varied from one swing to the next) and the live odds taking a sharper estimate of the same
action smoothly: the board eases to it without a second flash, the caller says one line."""

from __future__ import annotations

from typing import Any

import pytest

from arcade_races.client.odds import LiveOdds, OddsHistory, Swing
from arcade_races.client.odds.caller import DOWN, UP, Caller, swung_by
from arcade_races.odds import Odds
from tests.odds.helpers import match_of

SEATS = ["Anna", "Ben", "Clara", "David"]
WORDS = {
    "pferderennen": ("hurdle", " of "),
    "favoriten": ("roll of a",),
    "six_day": ("green", "sprint"),
    "crazy_race": ("roll of", "laid"),
    "rennfieber": ("dice for", "gallop card"),
}
"""Words each game's swings are named with over a played game (its own vocabulary)."""


@pytest.mark.parametrize("game", sorted(WORDS))
def test_what_swung_it_is_named_from_the_events_in_the_games_words(game: str) -> None:
    match = match_of(game, seed=2, variants=("days=1",) if game == "six_day" else ())
    said: set[str] = set()
    while not match.is_over() and match.number < 1500:
        step = match.step()
        what = swung_by(match.game, step.events, step.seat, SEATS, match.state)
        assert what and "Seat" not in what and "_" not in what
        said.add(what)
    for word in WORDS[game]:
        assert any(word in w for w in said), (word, sorted(said)[:20])


def test_the_lines_vary_and_keep_the_old_shape_first() -> None:
    caller = Caller()
    up = [caller.line("Red", False, Swing(n, 0, 0.2, 0.5), "Anna's roll of a 6")
          for n in range(len(UP))]
    assert up[0] == "Red was 20% before Anna's roll of a 6, now 50%!"
    assert len(set(up)) == len(UP) and all("20%" in line and "50%" in line for line in up)
    assert "Anna's roll of a 6, and Red jumps from 20% to 50%!" in up
    down = {caller.line("Hearts", True, Swing(n, 0, 0.6, 0.3), "that hurdle")
            for n in range(len(DOWN))}
    assert len(down) == len(DOWN) and "That hurdle, and Hearts drop from 60% to 30%!" in down
    assert caller.line("Blue", False, Swing(3, 1, 0.4, 1.0), "the sprint") == (
        "Blue was 40% before the sprint - and that settles it!")


def test_sampled_noise_is_no_swing_but_a_sure_move_is() -> None:
    history = OddsHistory(2)
    history.add(0, Odds((0.5, 0.5), (0.3, 0.3), (0.7, 0.7), 24, False))
    # Forty points in a few rollouts: the interval still holds the 50% before.
    noisy = Odds((0.9, 0.1), (0.45, 0.0), (1.0, 0.55), 4, False)
    assert history.add(1, noisy) is None
    # A sharper estimate of the same action replaces it: hundreds of rollouts, sure of it.
    sure = Odds((0.9, 0.1), (0.87, 0.07), (0.93, 0.13), 400, False)
    swing = history.add(1, sure)
    assert swing is not None and swing.runner == 0 and swing.after > 0.85
    assert [p.number for p in history.points] == [0, 1]
    point = history.latest_point()
    assert point is not None and 0 < point.spread(0) < 0.05
    # And a sharper estimate that shows nothing takes the swing back.
    assert history.add(1, Odds((0.55, 0.45), (0.5, 0.4), (0.6, 0.5), 400, False)) is None
    assert history.swing_at(1) is None and not history.swings


def test_first_sampled_odds_lean_on_even_chances() -> None:
    history = OddsHistory(4)
    history.add(0, Odds((1.0, 0.0, 0.0, 0.0), (0.2, 0, 0, 0), (1.0, 0.8, 0.8, 0.8), 1, False))
    latest = history.latest()
    assert latest is not None and latest[0] < 0.5 and min(latest) > 0.1


class _Worker:
    """Stands in for the OddsWorker: hands out what the test queues."""

    def __init__(self, behind: int = 0) -> None:
        self.out: list[tuple[int, Odds]] = []
        self.behind = behind

    def submit(self, number: int, state: Any) -> None:
        pass

    def poll(self) -> list[tuple[int, Odds]]:
        out, self.out = self.out, []
        return out

    def pending(self) -> int:
        return self.behind

    def close(self) -> None:
        pass


def test_a_refinement_eases_the_board_without_a_second_flash_and_one_line() -> None:
    match = match_of("favoriten", seed=2)
    live = LiveOdds(match.game, SEATS, budget=0.001)
    live.worker.close()
    worker = _Worker()
    live.worker = worker  # type: ignore[assignment]
    fair = (0.2,) * 5
    worker.out.append((0, Odds.certain(fair)))
    live.update(0.0)
    step = match.step()
    live.submit(step.number, step.seat, match.state, step.events)
    worker.out.append((step.number, Odds.certain((0.6, 0.1, 0.1, 0.1, 0.1))))
    live.update(1 / 60)
    assert live.board.flash[0] > 0
    for _ in range(200):
        live.update(1 / 60)  # the flash fades
    assert live.board.flash[0] == 0
    worker.out.append((step.number, Odds.certain((0.7, 0.05, 0.1, 0.1, 0.05))))
    live.update(1 / 60)
    assert live.board.flash[0] == 0  # no second flash
    assert live.board.target is not None and live.board.target[0] == pytest.approx(0.7)
    assert 0.6 <= live.board.shown[0] < 0.7  # eased, not jumped
    said: list[list[str]] = []
    live.say(True, said.append)
    assert not said  # the table is busy: the line waits
    live.say(False, said.append)
    live.say(False, said.append)
    assert len(said) == 1 and said[0][0].count("%") == 2
    assert "70%" in said[0][0]  # the odds as the board shows them now
    live.close()


def test_the_finish_reaches_the_chart_even_when_the_worker_is_behind() -> None:
    from arcade_races.client.odds.live import FINAL_WAIT

    match = match_of("pferderennen", seed=2)
    live = LiveOdds(match.game, SEATS, budget=0.001)
    live.worker.close()
    worker = _Worker(behind=7)  # a long game at 16x: estimates still queued at the finish
    live.worker = worker  # type: ignore[assignment]
    worker.out.append((0, Odds.certain((0.25,) * 4)))
    live.update(0.0)
    while not match.is_over():
        step = match.step()
        live.submit(step.number, step.seat, match.state, step.events)
    live.update(FINAL_WAIT / 2)
    last = live.history.latest_point()
    assert last is not None and last.number == 0  # waits for the estimates before it
    live.update(FINAL_WAIT / 2)
    last = live.history.latest_point()
    assert last is not None and last.number == match.number and max(last.chances) == 1.0
    worker.out.append((5, Odds.certain((0.1, 0.2, 0.3, 0.4))))  # too late: left behind
    live.update(0.1)
    assert [p.number for p in live.history.points] == [0, match.number]
    live.close()


def test_the_results_opening_take_the_finish_at_once() -> None:
    match = match_of("pferderennen", seed=2)
    live = LiveOdds(match.game, SEATS, budget=0.001)
    live.worker.close()
    worker = _Worker(behind=7)
    live.worker = worker  # type: ignore[assignment]
    while not match.is_over():
        step = match.step()
        live.submit(step.number, step.seat, match.state, step.events)
    live.update(1 / 60)
    assert not live.history.points
    live.update(0.0)  # what the play scene calls as it opens the results (at any speed)
    last = live.history.latest_point()
    assert last is not None and last.number == match.number
    live.close()


def test_the_star_stands_on_the_higher_number_shown_while_the_bars_ease() -> None:
    from arcade_races.client.odds import OddsBoard, runners_of

    board = OddsBoard(runners_of(match_of("pferderennen").game, SEATS))
    board.show((0.1, 0.4, 0.47, 0.03))
    board.show((0.1, 0.46, 0.41, 0.03))  # Diamonds will lead, Hearts still shows more
    board.update(1 / 60)
    assert round(board.shown[2] * 100) > round(board.shown[1] * 100)
    assert board.favourite() == 2
    for _ in range(120):
        board.update(1 / 60)
    assert board.favourite() == 1
