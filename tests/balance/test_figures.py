"""Each game's balance figures (`arcade_races.balance.figures`): for every game, seeded games on
the default board whose figures are held against counts made another way (from the result, the
state or the actions, not the events the figures read), a worked case of hand-made events,
determinism and JSON safety. This file: what all games share, 6-Tage-Rennen and Crazy Race;
`test_figures_races.py`: Pferderennen, Favoriten and Rennfieber."""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import pytest

from arcade_races.balance.engine import play_games
from arcade_races.balance.figures import COMMON, FIGURES, Figure, figures_for
from arcade_races.core.actions import Action
from arcade_races.core.events import Event
from arcade_races.core.state import Result
from arcade_races.games.crazy_race import actions as cr_actions
from arcade_races.games.crazy_race import events as cr
from arcade_races.games.six_day import actions as sd_actions
from arcade_races.games.six_day import events as sd
from arcade_races.gamesetup import ai_seats, make_agents, make_header
from arcade_races.match import Match, Step

GAMES = ("six_day", "crazy_race", "pferderennen", "favoriten", "rennfieber")
SEEDS = (1, 2, 3)


@dataclass
class Played:
    """One seeded game on the default board: its steps, what `watch` read off the state after
    each step, the end state and result, and the figures."""

    game: Any
    steps: list[Step]
    seen: list[Any]
    state: Any
    result: Result
    figures: dict[str, Figure]
    runners: tuple[str, ...]
    labels: dict[str, str] = field(default_factory=dict)


def played(game_id: str, seed: int, players: int = 4,
           watch: Callable[[Any], Any] | None = None) -> Played:
    """Play `game_id` with `players` normal AI seats, as the balance engine does."""
    header = make_header(game_id, ai_seats(game_id, players), seed)
    game = header.build_game()
    figures = figures_for(game_id)
    runners = figures.runners(game, [seat.name for seat in header.seats])
    match = Match(game, seed, make_agents(header), None)
    steps: list[Step] = []
    seen: list[Any] = []

    def on_step(step: Step) -> None:
        figures.observe(step)
        steps.append(step)
        if watch is not None:
            seen.append(watch(match.state))

    result = match.run(on_step)
    return Played(game, steps, seen, match.state, result, figures.finish(match.state, result),
                  runners, figures.labels())


def steps_of(*events: Sequence[Event]) -> list[Step]:
    """Hand-made steps, one per list of events (no action: the figures read only events)."""
    return [Step(i + 1, None, Action(), list(batch)) for i, batch in enumerate(events)]


def worked(game_id: str, players: int, steps: list[Step], result: Result) -> dict[str, Figure]:
    """The figures of hand-made steps and result, on the default board with `players`."""
    header = make_header(game_id, ai_seats(game_id, players), 1)
    game = header.build_game()
    figures = figures_for(game_id)
    figures.runners(game, [seat.name for seat in header.seats])
    for step in steps:
        figures.observe(step)
    return figures.finish(game.new_initial_state(), result)


def sole_first(result: Result) -> int | None:
    """The seat placed first alone."""
    firsts = [seat for seat, place in enumerate(result.placing) if place == 1]
    return firsts[0] if len(firsts) == 1 else None


def rounds_of(places: Sequence[int | None]) -> int:
    """Rounds in a run of turn places (None: a new day or race): a place at or before the
    last one begins a round."""
    rounds, last = 0, None
    for place in places:
        if place is None:
            last = None
            continue
        if last is None or place <= last:
            rounds += 1
        last = place
    return rounds


# -- every game ------------------------------------------------------------------------


@pytest.mark.parametrize("game_id", GAMES)
def test_common_keys_labels_and_json(game_id: str) -> None:
    game = played(game_id, 1)
    assert set(COMMON) <= set(game.figures)
    assert "actions" not in game.figures  # counted by the engine: a figure would double it
    assert set(game.figures) <= set(game.labels)
    for value in game.figures.values():
        assert value is None or type(value) in (int, float)
    json.dumps(game.figures, allow_nan=False)
    runner = game.figures["winner_runner"]
    assert runner is None or 0 <= int(runner) < len(game.runners)


@pytest.mark.parametrize("game_id", GAMES)
def test_same_seed_same_figures(game_id: str) -> None:
    header = make_header(game_id, ai_seats(game_id, 3), 5)
    first = play_games(header, range(5, 7))
    again = play_games(header, [6, 5])
    assert [r.figures for r in first] == [r.figures for r in reversed(again)]
    assert json.dumps([r.figures for r in first]) == json.dumps(
        [r.figures for r in reversed(again)])
    assert list(first[0].figures) == list(first[1].figures)  # one key order for every game


def test_every_game_has_its_own_figures() -> None:
    assert set(FIGURES) == set(GAMES)
    for game_id in GAMES:
        labels = figures_for(game_id).labels()
        assert all(labels[key] for key in COMMON)


# -- 6-Tage-Rennen ---------------------------------------------------------------------


def _six_day_watch(state: Any) -> tuple[int, int, str]:
    return int(state.day), int(state.round), str(state.phase)


@pytest.mark.parametrize("seed", SEEDS)
def test_six_day_against_the_result_and_the_state(seed: int) -> None:
    game = played("six_day", seed, watch=_six_day_watch)
    days = game.result.figures["days"]
    figures = game.figures
    # Rounds: the state's own round counter, its highest on each day.
    highest: dict[int, int] = {}
    for day, round_, _ in game.seen:
        highest[day] = max(highest.get(day, 0), round_)
    highest.pop(len(days), None)  # the state after the last day
    assert figures["rounds"] == sum(highest.values())
    stays = sum(1 for step in game.steps for e in step.events if isinstance(e, sd.RiderStaysPut))
    assert figures["turns"] == sum(len(day["plays"]) for day in days) + stays
    assert figures["rider_changes"] == sum(len(day["changes"]) for day in days)
    offers = sum(1 for step in game.steps
                 if isinstance(step.action, (sd_actions.Change, sd_actions.Keep)))
    assert figures["rider_changes_offered"] == offers
    # A ride in the slipstream ends further on than its card's value.
    slip = sum(1 for day in days for _, card, start, end in day["plays"]
               if end > start + int(card[1:]))
    assert figures["slipstreams"] == slip
    down = [sum(1 for laps in day["lap_deficit"] if laps) for day in days]
    assert figures["lap_deficits"] == round(sum(down) / len(days), 6)
    assert figures["laps_lost"] == sum(sum(day["lap_deficit"]) for day in days)
    for seat in range(4):
        won = sum(1 for day in days for order in day["sprints"] if order and order[0] == seat)
        assert figures[f"sprints_won_seat{seat}"] == won
        assert figures[f"points_seat{seat}"] == sum(day["points"][seat] for day in days)
    assert figures["winner_runner"] == sole_first(game.result)


def test_six_day_worked_case() -> None:
    # Three riders, one day, riding order 2, 0, 1. Round 1: all three ride, seat 0 in the
    # slipstream of seat 2 and first over sprint line 1. Round 2: seat 2 rides and is offered
    # a rider change it takes; seat 0 has no cards and stays put; seat 1 lands beside seat 0
    # on a blue space (no multiplying). Round 3: seat 2 rides its first black card, seat 0
    # stays put again, seat 1 crosses the finish; seats 0 and 2 end the day laps down (3, 2).
    # Turns: 7 cards ridden and 2 turns stayed put.
    steps = steps_of(
        [sd.DayStarted(1, 1, (2, 0, 1)), sd.CardPlayed(2, "G3", 3),
         sd.RiderMoved(2, 0, 3, "ride", 1)],
        [sd.CardPlayed(0, "G3", 3), sd.RiderMoved(0, 0, 3, "ride", 1),
         sd.RiderMoved(0, 3, 6, "slipstream", 1), sd.SprintCrossed(0, 1, 1, 5)],
        [sd.CardPlayed(1, "G2", 2), sd.RiderMoved(1, 0, 2, "ride", 1)],
        [sd.CardPlayed(2, "G5", 5), sd.RiderMoved(2, 3, 8, "ride", 1),
         sd.RiderChangeOffered(2, 8)],
        [sd.RiderChanged(2, 40), sd.RiderStaysPut(0)],
        [sd.CardPlayed(1, "G4", 4), sd.NoMultiplying(1, 6), sd.RiderMoved(1, 2, 6, "ride", 1)],
        [sd.CardPlayed(2, "B6", 6), sd.RiderMoved(2, 8, 14, "ride", 1), sd.RiderStaysPut(0)],
        [sd.CardPlayed(1, "G7", 7), sd.RiderMoved(1, 6, 81, "ride", 1),
         sd.FinishCrossed(1, 1), sd.LastRound(1),
         sd.DayEnded(1, (5, 20, 8), (3, 0, 2), (3, 1, 2))],
    )
    total = {"points": [5, 20, 8], "lap_deficit": [3, 0, 2], "placing": [3, 1, 2]}
    figures = worked("six_day", 3, steps, Result((3, 1, 2), (5, 20, 8), {"total": total}))
    assert figures == {
        "turns": 9, "rounds": 3, "winner_runner": 1,
        "lap_deficits": 2.0, "laps_lost": 5, "rider_changes": 1, "rider_changes_offered": 1,
        "slipstreams": 1, "blue_stops": 1,
        "sprints_won_seat0": 1, "sprints_won_seat1": 0, "sprints_won_seat2": 0,
        "points_seat0": 5, "points_seat1": 20, "points_seat2": 8,
    }


# -- Crazy Race ------------------------------------------------------------------------


@pytest.mark.parametrize("seed", SEEDS)
def test_crazy_race_against_the_result_and_the_actions(seed: int) -> None:
    game = played("crazy_race", seed)
    figures = game.figures
    assert figures["turns"] == game.state.turns  # the rules' own count
    # Rounds from who decided: a turn always ends with its seat's roll; a seat's second
    # turn ("on turn again") runs on from its first; a skipped turn has no decision; the
    # target of an action card answers it (cancel or accept) in the player's turn.
    answers = (cr_actions.Cancel, cr_actions.Accept)
    movers: list[int | None] = []
    for step in game.steps:
        if step.seat is None or isinstance(step.action, answers):
            continue
        if not movers or movers[-1] != step.seat:
            movers.append(step.seat)
    assert figures["rounds"] == rounds_of(movers)
    bets, placings = game.result.figures["bets"], game.result.figures["placings"]
    met = [[a == r for a, r in zip(bet, placed, strict=True)]
           for bet, placed in zip(bets, placings, strict=True)]
    assert figures["bet_stages_met"] == round(sum(map(sum, met)) / (4 * 3), 6)
    assert figures["bet_cards_met"] == round(sum(all(m) for m in met) / 4, 6)
    assert figures["bet_cards_scoring"] == round(sum(any(m) for m in met) / 4, 6)
    assert figures["any_bet_card_met"] == int(any(all(m) for m in met))
    actions = [step.action for step in game.steps]
    assert figures["track_cards_laid"] == sum(isinstance(a, cr_actions.LayTrack)
                                              for a in actions)
    assert figures["shifts"] == sum(isinstance(a, cr_actions.Shift) for a in actions)
    assert figures["winner_runner"] == sole_first(game.result)


def test_crazy_race_worked_case() -> None:
    # Three pawns. Seat 0's turn lays a card; seat 1 is on turn again (a shift in its first
    # turn); seat 2 must skip; round 2: seat 0 again. Bets: seat 0 asked 1,3,2 and got it all,
    # seat 1 asked 2,1,1 and got 2,2,3 (one stage), seat 2 asked 3,2,3 and got 3,1,1 (one).
    steps = steps_of(
        [cr.TurnStarted(0, False), cr.TrackCardLaid(0, 7, 1, 2, 4)],
        [cr.OnTurnAgain(1), cr.TurnStarted(1, False),
         cr.TrackCardShifted(1, 1, 2, 2, 0, 7)],
        [cr.TurnStarted(1, True), cr.TrackCardLaid(1, 0, 0, 3, 4)],
        [cr.TurnSkipped(2), cr.TurnStarted(0, False)],
        [cr.BetsRevealed(((1, 3, 2), (2, 1, 1), (3, 2, 3)),
                         ((1, 3, 2), (2, 2, 3), (3, 1, 1)), (3, 1, 1))],
    )
    figures = worked("crazy_race", 3, steps, Result((1, 2, 2), (3, 1, 1), {}))
    assert figures == {
        "turns": 5, "rounds": 2, "winner_runner": 0,
        "bet_stages_met": round(5 / 9, 6), "bet_cards_met": round(1 / 3, 6),
        "bet_cards_scoring": 1.0, "any_bet_card_met": 1,
        "track_cards_laid": 2, "shifts": 1,
    }
