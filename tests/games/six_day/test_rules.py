"""6-Tage-Rennen rules, each test citing the rulebook (shared/seeds/001) or RULINGS.md."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import pytest

from arcade_races.core.chance import CHANCE
from arcade_races.core.errors import ArcadeRacesError, IllegalAction
from arcade_races.core.events import Event
from arcade_races.games.six_day import events as ev
from arcade_races.games.six_day.game import SixDayGame
from arcade_races.games.six_day.result import day_result, six_day_totals
from arcade_races.games.six_day.state import SixDayState
from arcade_races.games.six_day.testing import default_rules


def make(players: int = 3, variants: Iterable[str] = ("days=1",), **rules: Any) -> SixDayState:
    game = SixDayGame(default_rules(**rules), players, frozenset(variants))
    return game.new_initial_state()


def play(state: SixDayState, *moves: str) -> list[Event]:
    events: list[Event] = []
    for move in moves:
        events.extend(state.apply(state.game.parse_action(move)))
    return events


def place(state: SixDayState, positions: list[int], turn: int = 0) -> SixDayState:
    """The same state with riders moved to `positions` and `turn` in the round."""
    data = state.to_dict()
    data["pos"] = positions
    data["turn"] = turn
    return state.game.state_from_dict(data)


@pytest.mark.parametrize(("players", "total", "count"), [(3, 50, 17), (5, 50, 17),
                                                         (6, 47, 15), (8, 47, 15)])
def test_green_hands_by_player_count(players: int, total: int, count: int) -> None:
    # 1. Preparation: 3-5 players 4x1 4x2 3x3 3x4 2x5 1x7 = 50; 6-8 players 3x1 ... = 47;
    # "There is no card valued 6 in the green deck."
    state = make(players)
    hand = state.observation(0)["hands"][0]["green"]
    assert len(hand) == count
    assert state.observation(0)["hand"] == ["G1", "G2", "G3", "G4", "G5", "G7"]
    assert sum(int(card[1:]) for card in hand) == total
    assert "G6" not in hand


def test_black_stacks_are_low_and_high() -> None:
    # 1. "the 1, 2, 3-point cards separately from the 4, 5, 6-point cards"; RULINGS 14/13/13.
    state = make()
    assert state.low.to_dict() == {"1": 14, "2": 13, "3": 13}
    assert state.high.to_dict() == {"4": 14, "5": 13, "6": 13}


def test_starting_situation_example() -> None:
    # 2a: "Red goes first and ... plays a green three and moves forward 3 spaces. The next
    # player (Green) ... arrive[s] as 2nd rider on Red's space and can double (... 2 x 3 = 6
    # spaces). Yellow, as third player, can also play a three; Yellow then likewise moves
    # forward a total of 6 spaces and ends up standing next to Green."
    state = make(3)  # seats: 0 Red, 1 Green, 2 Yellow
    play(state, "play G3")
    assert state.pos == [3, 0, 0]
    events = play(state, "play G3")
    assert state.pos == [3, 6, 0]
    assert ev.RiderMoved(1, 3, 6, "slipstream", 1) in events
    play(state, "play G3")
    assert state.pos == [3, 6, 6]


def test_landing_beside_two_riders_triples() -> None:
    # 2a: "If you land on a space where two rider figures are already standing, the value of
    # the card played triples".
    state = place(make(4), [5, 5, 3, 0], turn=3)
    events = play(state, "play G5")
    assert state.pos[3] == 15
    assert ev.RiderMoved(3, 5, 15, "slipstream", 2) in events


def test_no_second_multiplying() -> None:
    # 2a: "If a further fellow rider is standing on the space thereby reached, doubling may
    # not be applied a second time."
    state = place(make(4), [2, 4, 9, 0], turn=3)  # a 2 lands on seat 0, then reaches 4
    play(state, "play G2")
    assert state.pos[3] == 4


@pytest.mark.parametrize("space", [20, 70, 45, 60])
def test_no_multiplying_on_blue_spaces(space: int) -> None:
    # 2b: "On the blue spaces 'Rider Change' and 'Crash space' you cannot multiply."
    state = place(make(3), [0, 0, space], turn=0)
    state.pos[0] = space - 3
    state = place(state, list(state.pos), 0)
    events = play(state, "play G3")
    assert state.pos[0] == space
    assert ev.NoMultiplying(0, space) in events


def test_rider_change_on_exact_landing_is_a_choice() -> None:
    # 2b: "You may relieve the starting rider ... by riding onto the 'Rider Change' space
    # exactly, where you hand in your green cards and draw black cards face down";
    # 3-5 players: 7 cards from stack 1, 2, 3 and 4 from stack 4, 5, 6.
    state = place(make(3), [42, 10, 11], turn=0)
    events = play(state, "play G3")
    assert ev.RiderChangeOffered(0, 45) in events
    assert state.to_move() == 0
    assert [str(a) for a in state.legal_actions()] == ["change", "keep"]
    play(state, "change")
    assert state.to_move() is CHANCE
    lows = [str(a) for a in state.legal_actions()]
    assert lows == ["low 1", "low 2", "low 3"]
    draws = ["low 1", "low 2", "low 3", "low 1", "low 2", "low 3", "low 1",
             "high 4", "high 5", "high 6", "high 6"]
    play(state, *draws)
    assert state.to_move() == 1
    obs = state.observation(0)
    assert obs["hands"][0]["green"] == []
    assert sorted(obs["hands"][0]["black"]) == ["B1", "B1", "B1", "B2", "B2", "B3", "B3",
                                                "B4", "B5", "B6", "B6"]
    # Face down: only the rider sees them.
    assert "black" not in state.observation(1)["hands"][0]
    assert state.observation(1)["hands"][0]["black_cards"] == 11
    assert state.changes == [[0, 0]]


def test_six_to_eight_riders_draw_six_low_and_four_high() -> None:
    # 2b: "6-8 players | 6 cards | 4 cards".
    state = place(make(6), [42, 1, 2, 3, 4, 5], turn=0)
    play(state, "play G3", "change")
    count = 0
    while state.to_move() is CHANCE:
        play(state, str(state.legal_actions()[0]))
        count += 1
    assert count == 10
    assert state.observation(0)["hands"][0]["black_cards"] == 10


def test_keeping_the_green_cards_and_overshooting() -> None:
    state = place(make(3), [42, 10, 11], turn=0)
    play(state, "play G3", "keep")
    assert state.to_move() == 1 and state.observation(0)["hand"][0].startswith("G")
    state = place(make(3), [42, 10, 11], turn=0)
    events = play(state, "play G4")  # past the space: no change
    assert not any(isinstance(e, ev.RiderChangeOffered) for e in events)


def test_green_only_variant_never_changes() -> None:
    # 6a: "Everyone rides the race using only the green cards."
    state = place(make(3, ("green_only", "days=1")), [42, 10, 11], turn=0)
    events = play(state, "play G3")
    assert not any(isinstance(e, ev.RiderChangeOffered) for e in events)
    assert state.to_move() == 1


def test_sprints_score_in_crossing_order() -> None:
    # 2c: "The points are awarded in the order in which riders cross the sprint/finish line";
    # RULINGS: a move crosses line X when it starts before X and reaches or passes X.
    state = place(make(3), [24, 26, 25], turn=0)
    events = play(state, "play G3")  # 24 -> 27: reaches the line
    assert ev.SprintCrossed(0, 1, 1, 5) in events
    events = play(state, "play G1")  # 26 -> 27 lands on seat 0: slipstream to 28
    assert ev.SprintCrossed(1, 1, 2, 3) in events
    play(state, "play G1")  # 25 -> 26: not yet
    assert state.sprints[0] == [0, 1]


def test_the_round_in_progress_is_finished_then_the_day_ends() -> None:
    # 3: "Once the first rider crosses the finish line, only the current lap in progress is
    # completed, and then the race is stopped."
    state = place(make(3), [10, 78, 20], turn=0)
    play(state, "play G1")
    events = play(state, "play G4")
    assert ev.FinishCrossed(1, 1) in events and ev.LastRound(1) in events
    assert state.to_move() == 2  # still rides this round
    events = play(state, "play G2")
    assert any(isinstance(e, ev.DayEnded) for e in events)
    assert state.phase == "over"
    day = state.result().figures["days"][0]
    assert day["finish_order"] == [1]
    assert day["distance"] == [70, 0, 59]


def test_a_rider_without_cards_stays_put() -> None:
    # RULINGS: "play exactly one card if you hold any (a rider with none stays put)".
    state = make(3)
    data = state.to_dict()
    data["green"][1] = [0] * len(data["green"][1])
    state = state.game.state_from_dict(data)
    events = play(state, "play G1")
    assert ev.RiderStaysPut(1) in events
    assert state.to_move() == 2


def test_result_pad_example() -> None:
    # 4c: the result pad, riders A-E: Red crosses 1st, Blue 2nd; Green and Black stand 3
    # spaces before the finish, White 7. Sprints as printed.
    rules = default_rules()
    red, blue, black, green, white = range(5)
    result = day_result(
        positions=[81, 83, 78, 78, 74],
        finish_order=[red, blue],
        sprints=[[black, green, blue, white], [blue, black, red, green]],
        rules=rules,
    )
    assert result.finish_points == (10, 6, 4, 4, 0)
    assert result.points == (12, 13, 12, 8, 1)
    assert result.lap_deficit == (0, 0, 1, 1, 2)
    assert result.placing == (2, 1, 3, 4, 5)


@pytest.mark.parametrize(("short", "laps"), [(1, 1), (4, 1), (5, 2), (8, 2), (9, 3),
                                             (12, 3), (13, 4), (16, 4), (17, 5)])
def test_lap_deficit_table(short: int, laps: int) -> None:
    # 4a2: "1 - 4 spaces = 1, 5 - 8 spaces = 2, 9 - 12 = 3, 13 - 16 = 4, etc."
    result = day_result([81, 81 - short, 0], [0], [], default_rules())
    assert result.lap_deficit[1] == laps


def test_six_day_totals_and_the_finish_placing_tiebreak() -> None:
    # 4d: "the lap deficits and points of all the day's races must be ... added together.
    # If laps and points are equal, the finish placing decides."
    rules = default_rules()
    day1 = day_result([81, 80, 70], [0], [[1, 0, 2]], rules)  # 0: 10+3, 1: 6+5, 2: 4+2
    day2 = day_result([80, 82, 70], [1], [[0, 1, 2]], rules)  # 0: 6+5, 1: 10+3, 2: 4+2
    totals = six_day_totals([day1, day2], 3)
    assert totals.points == (24, 24, 12)
    assert totals.lap_deficit == (1, 1, 6)
    assert totals.placing == (2, 1, 3)  # equal laps and points: seat 1 won the last day


def test_teams_count_the_better_lap_and_the_sum_of_points() -> None:
    # 6b: teams of two with 4, 6 or 8 players, partners opposite; RULINGS: a team counts its
    # better lap deficit and the sum of its points.
    game = SixDayGame(default_rules(), 4, frozenset({"teams", "days=1"}))
    assert game.teams == ((0, 2), (1, 3))
    result = day_result([81, 70, 60, 82], [0, 3], [[2, 1]], game.rules, game.teams)
    # Points: seat 0 10 (1st home); seat 1 3 (sprint) + 4 (3rd by distance); seat 2 5
    # (sprint) + 2 (4th); seat 3 6 (2nd home). Team (0, 2): best laps 0, 17 points; team
    # (1, 3): best laps 0, 13 points.
    assert result.placing == (1, 2, 1, 2)
    with pytest.raises(ArcadeRacesError, match="4, 6 or 8"):
        SixDayGame(default_rules(), 5, frozenset({"teams"}))


def test_days_variant_and_starting_rider_rotation() -> None:
    # RULINGS: the six-day race is 6 days by default (1 to 6). The first rider moves one seat
    # each day (ours).
    game = SixDayGame(default_rules(), 3, frozenset({"days=2"}))
    assert game.days == 2
    state = game.new_initial_state()
    assert state.order == [0, 1, 2]
    state = place(state, [80, 0, 0], turn=0)
    play(state, "play G1", "play G1", "play G1")
    assert state.day == 1 and state.order == [1, 2, 0]
    with pytest.raises(ArcadeRacesError, match="one days=N"):
        SixDayGame(default_rules(), 3, frozenset({"days=2", "days=3"}))


def test_illegal_plays() -> None:
    state = make(3)
    with pytest.raises(IllegalAction, match="not in the hand"):
        play(state, "play G6")
    with pytest.raises(IllegalAction, match="play phase"):
        play(state, "change")
