"""The balance figures of Pferderennen, Favoriten and Rennfieber: seeded games on the default
board held against counts from the result, the state or the actions, and a worked case each
(the helpers and the other games are in `test_figures.py`)."""

from __future__ import annotations

from typing import Any

import pytest

from arcade_races.core.state import Result
from arcade_races.games.favoriten import actions as fav_actions
from arcade_races.games.favoriten import events as fav
from arcade_races.games.pferderennen import events as pf
from arcade_races.games.rennfieber import events as rf
from tests.balance.test_figures import SEEDS, played, rounds_of, sole_first, steps_of, worked

# -- Pferderennen ----------------------------------------------------------------------


@pytest.mark.parametrize("seed", SEEDS)
def test_pferderennen_against_the_result(seed: int) -> None:
    game = played("pferderennen", seed)
    races = game.result.figures["races"]
    figures = game.figures
    draws = sum(len(race["draws"]) for race in races)
    assert figures["turns"] == draws
    assert figures["rounds"] == len(races)
    # Without the leader-hurdle variant every ace stands on a turned card's step or beyond,
    # so every turned track card sends its ace back.
    assert figures["hurdles"] == round(sum(len(r["hurdles"]) for r in races) / len(races), 6)
    assert figures["void_races"] == sum(1 for race in races if race["winner"] is None)
    assert figures["draws_per_race"] == round(draws / len(races), 6)
    winner = races[-1]["winner"]
    assert figures["winner_runner"] == (None if winner is None else game.runners.index(winner))


def test_pferderennen_worked_case() -> None:
    # Two races. Race 1: five cards turned; track card 1 sends diamonds back from 1 to 0; a
    # later hurdle hits hearts, still in the gate (0 to 0: not sent back). Race 2: three cards
    # and the pile runs out (void). One hurdle and 8 cards in 2 races.
    steps = steps_of(
        [pf.RaceStarted(1, 2, 6)],
        *[[pf.CardDrawn(card, card[1], i + 1, 41 - i)] for i, card in
          enumerate(("3H", "4D", "8C", "6S"))],
        [pf.CardDrawn("JC", "C", 5, 37), pf.HurdleTurned(1, "7D", "D"),
         pf.HurdleFellBack("D", 1, 0), pf.HurdleTurned(2, "9H", "H"),
         pf.HurdleFellBack("H", 0, 0)],
        [pf.RaceStarted(2, 2, 6)],
        *[[pf.CardDrawn(card, card[1], i + 1, 2 - i)] for i, card in
          enumerate(("2S", "3S", "4S"))],
        [pf.RaceVoided(2)],
    )
    figures = worked("pferderennen", 2, steps,
                     Result((1, 1), (0, 0), {"races": [{"winner": "C"}, {"winner": None}]}))
    assert figures == {"turns": 8, "rounds": 2, "winner_runner": None, "hurdles": 0.5,
                       "void_races": 1, "draws_per_race": 4.0}


# -- Favoriten -------------------------------------------------------------------------


def _favoriten_watch(state: Any) -> tuple[int, int]:
    return int(state.race), int(state.round)


@pytest.mark.parametrize("seed", SEEDS)
def test_favoriten_against_the_result_and_the_actions(seed: int) -> None:
    game = played("favoriten", seed, watch=_favoriten_watch)
    races = game.result.figures["races"]
    rules = game.game.rules
    figures = game.figures
    assert figures["turns"] == sum(isinstance(s.action, fav_actions.Roll) for s in game.steps)
    highest: dict[int, int] = {}
    for race, round_ in game.seen:
        highest[race] = max(highest.get(race, 0), round_)
    highest.pop(len(races), None)  # the state after the last race
    assert figures["rounds"] == sum(highest.values())
    assert figures["races"] == len(races)
    rows = min(len(rules.points[0]), 4 * rules.markers)
    placed, paid, points = [0] * rows, [0] * rows, [0] * rows
    for race in races:
        for horse, seats in race["columns"].items():
            place = race["finish"].index(horse) + 1 if horse in race["finish"] else 0
            for row in range(len(seats)):
                placed[row] += 1
                won = rules.points_for(place, row) if place else 0
                paid[row] += won > 0
                points[row] += won
    for row in range(rows):
        assert figures[f"row{row + 1}_paid"] == (
            round(paid[row] / placed[row], 6) if placed[row] else None)
        assert figures[f"row{row + 1}_points"] == (points[row] if placed[row] else None)
    for horse in game.runners:
        assert figures[f"races_won_{horse}"] == sum(r["finish"][0] == horse for r in races)
    assert figures["winner_runner"] == game.runners.index(races[-1]["finish"][0])
    assert set(game.labels) >= {f"races_won_{horse}" for horse in game.runners}


def test_favoriten_worked_case() -> None:
    # One race of two players shown: red gets seat 0 (row 1) and seat 1 (row 2), blue seat 1
    # (row 1), green seat 0 (row 1). Red wins (rows 1, 2 pay 32, 24), green second (row 1 pays
    # 16), blue not placed. Row 1: 3 markers, 2 paid, 48 points; row 2: 1 marker, paid, 24.
    steps = steps_of(
        [fav.RaceStarted(1, 1, 0), fav.RoundStarted(1, 0, True),
         fav.MarkerPlaced(0, "red", 0), fav.MarkerPlaced(1, "red", 1)],
        [fav.DieRolled(0, 6, ("red",)), fav.HorseMoved("red", 0, 6, 0)],
        [fav.RoundStarted(2, 1, True), fav.MarkerPlaced(1, "blue", 0),
         fav.MarkerPlaced(0, "green", 0)],
        [fav.DieRolled(1, 5, ("red", "green")), fav.HorseMoved("green", 0, 5, 1)],
        [fav.DieRolled(1, 4, ("red",)), fav.HorseMoved("red", 6, 10, 1),
         fav.HorseFinished("red", 1)],
        [fav.MarkersScored("red", 1, (0, 1), (32, 24)), fav.MarkersScored("green", 2, (0,), (16,)),
         fav.RaceEnded(1, ("red", "green", "white"), (48, 24), (48, 24))],
    )
    figures = worked("favoriten", 2, steps, Result((1, 2), (48, 24), {
        "races": [{"finish": ["red", "green", "white"]}]}))
    expected: dict[str, Any] = {"turns": 3, "rounds": 2, "winner_runner": 0, "races": 1,
                                "row1_paid": round(2 / 3, 6), "row1_points": 48,
                                "row2_paid": 1.0, "row2_points": 24}
    for row in range(3, 7):  # two players of three markers reach six rows at most
        expected |= {f"row{row}_paid": None, f"row{row}_points": None}
    expected |= {"races_won_red": 1, "races_won_blue": 0, "races_won_green": 0,
                 "races_won_yellow": 0, "races_won_white": 0}
    assert figures == expected


# -- Rennfieber ------------------------------------------------------------------------


def _rennfieber_watch(state: Any) -> tuple[str, int, int, int]:
    return (str(state.phase), sum(state.form),
            int(state.race), int(state.round))


TRAINING_PHASES = {"train", "first", "roll", "card"}
RACE_PHASES = {"dice", "move", "play", "gallop"}


def _turn_order(runners: list[dict[str, int]], players: int) -> list[int]:
    """The rulebook's order: the lane-1 horse's owner first, then clockwise, each seat's
    horses in lane order."""
    lanes = sorted(runners, key=lambda r: r["lane"])
    first = lanes[0]["owner"]
    return [r["card"] for step in range(players) for r in lanes
            if r["owner"] == (first + step) % players]


@pytest.mark.parametrize("seed", SEEDS[:2])
def test_rennfieber_against_the_result_and_the_state(seed: int) -> None:
    game = played("rennfieber", seed, watch=_rennfieber_watch)
    record = game.result.figures
    figures = game.figures
    races = record["races"]
    assert figures["turns"] == sum(len(race["turns"]) for race in races)
    # Rounds: the state's own counter, its highest in each race (a round of turns sat out
    # only, which the race record cannot show, counts too).
    highest: dict[int, int] = {}
    for phase, _, race_index, round_ in game.seen:
        if phase in RACE_PHASES:
            highest[race_index] = max(highest.get(race_index, 0), round_)
    assert figures["rounds"] == sum(highest.values())
    by_course: dict[str, list[int]] = {}
    lane_wins = [0] * 4  # four seats of one runner each fill lanes 1 to 4 of the six
    for i, race in enumerate(races):
        by_course.setdefault(race["course"], []).append(highest[i])
        # The record's turns (none sat out) in the rulebook's order never show more rounds.
        order = _turn_order(race["runners"], 4)
        assert rounds_of([order.index(turn["card"]) for turn in race["turns"]]) <= highest[i]
        winner = race["placings"][0]
        lane_wins[next(r["lane"] for r in race["runners"] if r["card"] == winner) - 1] += 1
    for course, rounds in by_course.items():
        assert figures[f"rounds_{course}"] == round(sum(rounds) / len(rounds), 6)
    for lane in range(4):
        assert figures[f"won_from_lane{lane + 1}"] == lane_wins[lane]
    assert "won_from_lane5" not in figures
    training = record["training"]
    rolls = sum(len(entry["spaces"]) for entry in training)
    assert figures["training_rolls"] == round(rolls / len(training), 6)
    gain = sum(after[1] - before[1] for before, after in zip(game.seen, game.seen[1:], strict=False)
               if before[0] in TRAINING_PHASES)
    assert figures["training_gain"] == round(gain / len(training), 6)
    printed = {horse["card"]: horse["price"] for horse in record["horses"]}
    prices = [sale["price"] for sale in record["auctions"]]
    over = [sale["price"] - printed[sale["card"]] for sale in record["auctions"]]
    assert figures["auction_price"] == round(sum(prices) / len(prices), 6)
    assert figures["auction_over_price"] == round(sum(over) / len(over), 6)
    quotes = [race["quote"] for race in races if race["on_winner"]]
    assert figures["tote_quote"] == (round(sum(quotes) / len(quotes), 6) if quotes else None)
    assert figures["tote_unbacked"] == sum(1 for race in races if not race["on_winner"])
    assert figures["winner_runner"] == sole_first(game.result)


def test_rennfieber_worked_case() -> None:
    # Two seats, one short race of three horses on lanes 5 (inside), 9, 12. Seat 1 owns 5 and
    # 12, seat 0 owns 9: the lane-1 owner first, its horses in lane order, so 5, 12, 9.
    # Round 1: 5, 12, 9; round 2: 5 is held, 12 and 9 roll; round 3: 12 rolls and 9 wins from
    # lane 2. Nobody backed 9. Before it: two horses bought (4,000 for a 4,000 card, 7,000 for
    # a 6,000 card) and one training run of two horses with 3 and 5 rolls, form +2 in all (the
    # winner's +1 after the race is not training).
    steps = steps_of(
        [rf.HorseBought(0, 3, 4000, False), rf.HorseBought(1, 6, 7000, False)],
        [rf.TrainingRunStarted(1, (3, 6))],
        *[[rf.FigureMoved(0, 3, 2, (0, 1, 2))] for _ in range(3)],
        *[[rf.FigureMoved(1, 6, 2, (0, 1, 2))] for _ in range(5)],
        [rf.FormChanged(3, 0, 1, "training"), rf.FormChanged(6, 1, 2, "training")],
        [rf.LanesDrawn((5, 9, 12)), rf.RaceStarted(1, "short", (5, 12, 9))],
        [rf.RaceDiceRolled(5, 3, 2, 0, 3)], [rf.RaceDiceRolled(12, 3, 2, 0, 3)],
        [rf.RaceDiceRolled(9, 3, 2, 0, 3)],
        [rf.HorseHeld(5), rf.RaceDiceRolled(12, 3, 2, 0, 3)],
        [rf.RaceDiceRolled(9, 3, 2, 0, 3)], [rf.RaceDiceRolled(12, 3, 2, 0, 3)],
        [rf.RaceDiceRolled(9, 5, 2, 0, 5), rf.HorseFinished(9, 1)],
        [rf.RaceOver(1, (9, 12, 5)), rf.FormChanged(9, 2, 3, "won"),
         rf.ToteSettled(9, 2200, 0, 0)],
    )
    figures = worked("rennfieber", 2, steps, Result((2, 1), (1000, 2000), {}))
    assert figures == {
        "turns": 7, "rounds": 3, "winner_runner": 1,
        # Two seats send three runners each: six lanes can start a horse.
        "won_from_lane1": 0, "won_from_lane2": 1, "won_from_lane3": 0, "won_from_lane4": 0,
        "won_from_lane5": 0, "won_from_lane6": 0,
        "rounds_short": 3.0, "rounds_long": None,
        "training_gain": 1.0, "training_rolls": 4.0,
        "auction_price": 5500.0, "auction_over_price": 500.0,
        "tote_quote": None, "tote_unbacked": 1,
    }
