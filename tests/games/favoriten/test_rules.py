"""Favoriten rules, each test citing the rulebook (shared/seeds/002) or RULINGS.md."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import pytest

from arcade_races.core.chance import CHANCE
from arcade_races.core.errors import ArcadeRacesError, IllegalAction
from arcade_races.core.events import Event
from arcade_races.games.favoriten import events as ev
from arcade_races.games.favoriten.game import FavoritenGame
from arcade_races.games.favoriten.state import FavoritenState
from arcade_races.games.favoriten.testing import default_rules


def make(players: int = 3, variants: Iterable[str] = (), **rules: Any) -> FavoritenState:
    game = FavoritenGame(default_rules(**rules), players, frozenset(variants))
    return game.new_initial_state()


def play(state: FavoritenState, *moves: str) -> list[Event]:
    events: list[Event] = []
    for move in moves:
        events.extend(state.apply(state.game.parse_action(move)))
    return events


def test_the_first_leader_is_drawn_at_random() -> None:
    # The Race: "Starting with the game leader (choosen randomly)"; RULINGS: random is a
    # chance node.
    state = make(4)
    assert state.to_move() is CHANCE
    assert [(str(a), w) for a, w in state.chance_outcomes()] == [
        ("leader 0", 1), ("leader 1", 1), ("leader 2", 1), ("leader 3", 1)]
    events = play(state, "leader 2")
    assert ev.RaceStarted(1, 3, 2) in events
    assert state.to_move() == 2  # the leader bets first


def test_bets_go_clockwise_from_the_leader_into_the_next_free_circle() -> None:
    # Betting: "starting with the game leader, players may place one wooden marker ... The
    # first bet made is placed in the top circle. The next bet on that horse under it".
    state = make(3)
    play(state, "leader 1")
    events = play(state, "bet red", "pass", "bet red")
    assert ev.MarkerPlaced(1, "red", 0) in events
    assert ev.Passed(2) in events
    assert ev.MarkerPlaced(0, "red", 1) in events
    assert state.columns[0] == [1, 0]
    assert state.markers == [2, 2, 3]
    assert state.to_move() is CHANCE  # then the leader rolls


def test_only_one_marker_per_player_each_round_and_three_in_all() -> None:
    # Betting: "Only one bet is made by each player before each round"; Setup: three markers.
    state = make(2)
    play(state, "leader 0")
    for _ in range(3):
        play(state, "bet blue", "bet blue")
        for _ in range(5):
            roll_and_move(state, 1)
    assert state.markers == [0, 0]
    assert state.to_move() is CHANCE  # no markers left: no betting before the round


def roll_and_move(state: FavoritenState, value: int, horse: str | None = None) -> None:
    play(state, f"roll {value}")
    if state.phase == "move":
        target = horse or state.horses[state.candidates()[0]]
        play(state, f"move {target}")


def test_the_leader_rolls_once_per_horse_and_chooses_who_takes_it() -> None:
    # The Race: "the player throws the die and moves one horse (of his choice) the amount on
    # the die. He then throws the die again and moves a second horse ... until all five
    # horses have moved."
    state = make(2)
    play(state, "leader 0", "pass", "pass")
    events = play(state, "roll 6")
    assert ev.DieRolled(0, 6, ("red", "blue", "green", "yellow", "white")) in events
    assert state.to_move() == 0
    assert [str(a) for a in state.legal_actions()] == [
        "move red", "move blue", "move green", "move yellow", "move white"]
    play(state, "move green")
    assert state.pos == [0, 0, 6, 0, 0]
    with pytest.raises(IllegalAction, match="moved this round"):
        play(state, "roll 2", "move green")


def test_lanes_stay_in_the_first_round_and_leadership_passes_left() -> None:
    # The Race: "After the first round, when you move a horse you switch the horse to the
    # other lane"; "The game-leadership then moves to the left".
    state = make(3)
    play(state, "leader 2", "pass", "pass", "pass")
    for value, horse in zip([1, 2, 3, 4], ["red", "blue", "green", "yellow"], strict=True):
        play(state, f"roll {value}", f"move {horse}")
    events = play(state, "roll 5")  # the last horse takes it without a choice
    assert ev.HorseMoved("white", 0, 5, 0) in events
    assert state.lane == [0, 0, 0, 0, 0]
    assert state.leader == 0
    assert state.to_move() == 0  # the new leader bets first


def test_lanes_switch_with_every_move_after_the_first_round() -> None:
    # The Race: "After the first round, when you move a horse you switch the horse to the
    # other lane to show that it has moved. On the next move of the horse, it will switch back
    # to the original lane, and so on."
    state = make(2)
    play(state, "leader 0", "pass", "pass")
    for _ in range(5):
        roll_and_move(state, 1)
    assert state.round == 2 and state.lane == [0, 0, 0, 0, 0]
    play(state, "pass", "pass")
    events = play(state, "roll 2", "move green")
    assert ev.HorseMoved("green", 1, 3, 1) in events
    assert state.lane == [0, 0, 1, 0, 0]  # mid-round: the moved horse stands in its other lane
    for _ in range(4):
        roll_and_move(state, 1)
    assert state.lane == [1, 1, 1, 1, 1]
    play(state, "pass", "pass")
    events = play(state, "roll 3", "move red")
    assert ev.HorseMoved("red", 2, 5, 0) in events  # and back to the original lane
    assert state.lane == [0, 1, 1, 1, 1]


def test_finishing_closes_betting_and_the_race_runs_to_three_finishers() -> None:
    # Betting: "Once any horse has finished the race, any unused betting markers are null and
    # void"; RULINGS: the race runs until three horses have finished, in the order of moves.
    state = make(2, length=6)
    play(state, "leader 0", "bet red", "bet blue")
    events = play(state, "roll 6", "move red")
    assert ev.HorseFinished("red", 1) in events and ev.BettingClosed() in events
    for horse in ["blue", "green", "yellow"]:
        play(state, "roll 1", f"move {horse}")  # white takes the last roll by itself
    play(state, "roll 1")
    assert state.phase == "roll"  # no betting round any more
    play(state, "roll 6", "move yellow")
    events = play(state, "roll 6", "move blue")
    assert ev.HorseFinished("blue", 3) in events
    assert state.log[0]["finish"] == ["red", "yellow", "blue"]


def test_points_from_the_columns() -> None:
    # Betting: "the betting markers for the first place horse are slid up to the first place
    # column ... headed by the number 32 ... The numbers in the circles ... are the points".
    state = make(2, length=6, races=1)
    play(state, "leader 0", "bet red", "bet red")  # seat 0 on top, seat 1 under it
    play(state, "roll 5", "move blue", "roll 5", "move green", "roll 5", "move yellow",
         "roll 5", "move white", "roll 5")  # red takes the last 5 itself
    # Round 2 is led by seat 1, who bets first.
    play(state, "bet blue", "bet green")
    play(state, "roll 6", "move red")  # red finishes first
    play(state, "roll 1", "move blue", "roll 1", "move green")  # blue 2nd, green 3rd
    assert state.phase == "over"
    assert state.log[0]["finish"] == ["red", "blue", "green"]
    assert state.log[0]["columns"]["red"] == [0, 1]
    # Seat 0: red top circle 32 + green top circle of the 3rd column 8; seat 1: red second
    # circle 24 + blue top circle of the 2nd column 16.
    assert state.totals == [32 + 8, 24 + 16]
    assert state.result().placing == (1, 1)


def test_next_race_led_by_the_next_player_clockwise() -> None:
    # RULINGS: "the next race is led by the next player clockwise".
    state = make(3, length=2, races=2)
    play(state, "leader 1", "pass", "pass", "pass")
    for horse in ["red", "blue"]:
        play(state, "roll 2", f"move {horse}")
    events = play(state, "roll 2", "move green")
    assert ev.RaceStarted(2, 2, 2) in events
    assert state.first_leader == 2


def test_house_rule_leader_with_most_points() -> None:
    # Editor's note: "our house rule is that the person with the most points goes first".
    state = make(3, ["leader_most_points"], length=2, races=2)
    play(state, "leader 1", "pass", "pass", "bet blue")  # seat 0 backs blue
    for horse in ["blue", "red", "green"]:
        play(state, "roll 2", f"move {horse}")
    assert state.totals == [32, 0, 0]
    assert state.first_leader == 0


def test_one_race_per_player_variant() -> None:
    # Editor's note: "run the same number of races as there are players, allowing each player
    # to go first once."
    assert FavoritenGame(default_rules(), 4, frozenset({"race_per_player"})).races == 4
    with pytest.raises(ArcadeRacesError, match="2 to 5 players"):
        FavoritenGame(default_rules(), 6)
