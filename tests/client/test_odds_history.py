"""The odds history: swings within a race only, sampled odds blended, the turning point, the
caller's words, and the runners in their games' colours."""

from __future__ import annotations

from arcade_races.client import theme
from arcade_races.client.odds import OddsHistory, runners_of, swing_line
from arcade_races.client.odds.chart import nice_step
from arcade_races.odds import Odds
from tests.odds.helpers import match_of


def test_a_swing_is_fifteen_points_within_one_race() -> None:
    history = OddsHistory(2)
    assert history.add(0, Odds.certain((0.5, 0.5))) is None
    assert history.add(1, Odds.certain((0.6, 0.4))) is None  # ten points: no swing
    swing = history.add(2, Odds.certain((0.9, 0.1)))
    assert swing is not None and (swing.number, swing.runner) == (2, 0)
    # A new race starts afresh: the reset is not a swing.
    assert history.add(3, Odds.certain((0.1, 0.9)), race=1) is None
    assert [s.number for s in history.swings] == [2]


def test_sampled_odds_are_blended_so_rollout_noise_does_not_swing() -> None:
    history = OddsHistory(2)
    history.add(0, Odds((0.5, 0.5), (0.2, 0.2), (0.8, 0.8), 24, False))
    # One rollout of three that all went the other way moves the line a little, not 50 points.
    swing = history.add(1, Odds((1.0, 0.0), (0.4, 0.0), (1.0, 0.6), 3, False))
    assert swing is None
    latest = history.latest()
    assert latest is not None and 0.5 < latest[0] < 0.6


def test_turning_point_is_the_biggest_swing_before_the_finish() -> None:
    history = OddsHistory(2)
    for number, chances in enumerate([(0.5, 0.5), (0.3, 0.7), (0.8, 0.2), (1.0, 0.0)]):
        history.add(number, Odds.certain(chances))
    turning = history.turning_point()
    assert turning is not None and turning.number == 2  # not the finish at action 3
    assert history.swings[-1].decided


def test_caller_words() -> None:
    history = OddsHistory(4)
    history.add(4, Odds.certain((0.3, 0.3, 0.08, 0.32)))
    swing = history.add(5, Odds.certain((0.2, 0.2, 0.41, 0.19)))
    assert swing is not None
    runners = runners_of(match_of("pferderennen").game, ["Anna", "Ben"])
    hearts = runners[swing.runner]
    assert swing_line(hearts.spoken, hearts.were, swing, "that card") == (
        "Hearts were 8% before that card, now 41%!")


def test_runners_take_their_games_colours() -> None:
    suits = runners_of(match_of("pferderennen").game, ["Anna", "Ben"])
    assert [r.color for r in suits] == [theme.SUIT_COLORS[s] for s in "CDHS"]
    horses = runners_of(match_of("favoriten").game, ["Anna", "Ben"])
    assert [r.name for r in horses] == ["red", "blue", "green", "yellow", "white"]
    assert len({r.color for r in horses}) == 5
    seats = runners_of(match_of("crazy_race").game, ["Anna", "Ben", "Clara", "David"])
    assert [r.color for r in seats] == list(theme.SEAT_COLORS[:4])
    assert [r.seat for r in seats] == [0, 1, 2, 3]


def test_chart_ticks() -> None:
    assert nice_step(30, 480) == 5
    assert nice_step(1000, 480) == 200
