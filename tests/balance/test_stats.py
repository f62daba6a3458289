"""The balance report's numbers: Wilson intervals, percentiles, fair flags, columns."""

from __future__ import annotations

import math

from arcade_races.balance.engine import GameRecord
from arcade_races.balance.stats import Columns, percentile, rates, spread, summary, wilson


def test_wilson_matches_the_textbook_values() -> None:
    # Wilson (1927) score interval, z = 1.96: 0 of 10 -> 0..0.2775, 5 of 10 -> 0.2366..0.7634.
    assert wilson(0, 10)[0] == 0.0
    assert math.isclose(wilson(0, 10)[1], 0.27753, abs_tol=1e-5)
    low, high = wilson(5, 10)
    assert math.isclose(low, 0.23659, abs_tol=1e-5)
    assert math.isclose(high, 0.76341, abs_tol=1e-5)
    assert wilson(0, 0) == (0.0, 1.0)


def test_percentiles_interpolate_as_numpy_does() -> None:
    values = [3, 1, 4, 1, 5, 9, 2, 6]
    ordered = sorted(values)
    assert percentile(ordered, 0) == 1
    assert percentile(ordered, 100) == 9
    assert math.isclose(percentile(ordered, 10), 1.0)
    assert math.isclose(percentile(ordered, 50), 3.5)
    assert math.isclose(percentile(ordered, 90), 6.9)
    row = spread(values)
    assert row["games"] == 8 and row["min"] == 1 and row["max"] == 9
    assert row["mean"] == 3.875
    assert spread([]) == {"games": 0}


def test_a_rate_is_flagged_only_when_the_fair_share_lies_outside_its_interval() -> None:
    rows = rates([70, 30], ["Anna", "Ben"])
    assert [row["unfair"] for row in rows] == [True, True]
    rows = rates([52, 48], ["Anna", "Ben"])
    assert [row["unfair"] for row in rows] == [False, False]
    assert rows[0]["rate"] == 0.52 and rows[0]["fair"] == 0.5


def test_columns_leave_shared_firsts_and_void_races_out_of_the_rates() -> None:
    columns = Columns(players=2, runners=3)
    columns.add(GameRecord(10, (1, 2), {"turns": 4, "rounds": 2, "winner_runner": 2,
                                        "hurdles": 3}))
    columns.add(GameRecord(12, (1, 1), {"turns": 6, "rounds": 3, "winner_runner": None,
                                        "hurdles": None}))
    report = summary(columns, ["Anna", "Ben"], ["C", "D", "H"], {"hurdles": "hurdles a race"})
    assert report["games"] == 2
    assert report["shared_first"] == 1 and report["no_runner"] == 1
    assert [row["wins"] for row in report["seats"]] == [1, 0]
    assert [row["wins"] for row in report["runners"]] == [0, 0, 1]
    assert report["length"]["actions"]["mean"] == 11
    assert report["length"]["turns"]["p50"] == 5
    # A figure a game does not have (None) is not averaged in as 0.
    assert report["figures"]["hurdles"] == {"label": "hurdles a race", **spread([3])}
