"""Rennfieber AI players: a legal choice at every decision of whole evenings for 2 to 6 players,
the same choice from the same observation and generator, greedy and blocking moves, Durchbruch
when boxed in, bets from the race odds, strength in order, the hard player's time, and the
balance of the content over many AI evenings."""

from __future__ import annotations

import random
import time
from collections import defaultdict
from collections.abc import Sequence
from typing import Any

import pytest

from arcade_races.ai import LEVELS, make_agent, personalities
from arcade_races.ai.rennfieber import RennfieberAgent
from arcade_races.ai.rennfieber.odds import OddsCache
from arcade_races.ai.rennfieber.track import view_of
from arcade_races.ai.rennfieber.value import Static
from arcade_races.core.actions import Action
from arcade_races.games.rennfieber.actions import Burst, Play, Run
from arcade_races.games.rennfieber.game import RennfieberGame
from arcade_races.games.rennfieber.state import RennfieberState
from arcade_races.match import Match

from ..games.rennfieber.setups import game, placed, play, play_until, racing

KINDS = personalities("rennfieber")


class Checked:
    """An agent whose every own choice (before the random fallback) must be legal."""

    def __init__(self, agent: RennfieberAgent) -> None:
        self.agent = agent
        self.decisions = 0

    def decide(self, obs: dict[str, Any], legal: list[Action], rng: random.Random) -> Action:
        if len(legal) > 1:
            same = random.Random()
            same.setstate(rng.getstate())
            st, view = self.agent.tables(obs["static"])
            own = self.agent.choose(obs, legal, same, st, view)
            assert own in legal, (obs["phase"], own, legal)
        self.decisions += 1
        return self.agent.decide(obs, legal, rng)


def agent(level: str, personality: str = "stallmeister") -> RennfieberAgent:
    made = make_agent("rennfieber", level, personality)
    assert isinstance(made, RennfieberAgent)
    return made


def decide(who: RennfieberAgent, state: RennfieberState, seed: int = 0) -> Action:
    mover = state.to_move()
    assert isinstance(mover, int)
    return who.decide(state.observation(mover), state.legal_actions(), random.Random(seed))


@pytest.mark.parametrize(("players", "variants", "board"), [
    (2, (), None), (3, ("by_lane",), None), (4, (), None), (5, ("own_programme",), None),
    (6, (), "hippodrom.yaml"),
])
def test_every_level_chooses_legally_through_a_whole_evening(
    players: int, variants: Sequence[str], board: str | None
) -> None:
    built = game(players, variants, board)
    seats = {s: Checked(agent(LEVELS[s % 3], KINDS[(s + players) % 3])) for s in range(players)}
    result = Match(built, players, dict(seats)).run()
    assert sorted(result.figures["ranking"]) == list(range(players))
    assert all(seat.decisions > 50 for seat in seats.values())


def test_the_same_observation_and_seed_give_the_same_choice() -> None:
    # Decisions at every phase of one evening, asked again of fresh agents with the same
    # generator seed: the cached tables and odds change nothing.
    built = game(4)
    players = {s: agent(LEVELS[s % 3], KINDS[s % 3]) for s in range(4)}
    players[3] = agent("hard", "zocker")
    match = Match(built, 5, dict(players))
    seen: set[str] = set()
    while not match.is_over():
        state = match.state
        mover = state.to_move()
        if isinstance(mover, int) and len(state.legal_actions()) > 1:
            obs, legal = state.observation(mover), state.legal_actions()
            seed = match.number
            mine = players[mover].decide(obs, legal, random.Random(seed))
            fresh = agent(players[mover].level, players[mover].personality)
            assert fresh.decide(obs, legal, random.Random(seed)) == mine
            assert players[mover].decide(obs, legal, random.Random(seed)) == mine
            seen.add(state.phase)
        match.step()
    assert {"bid", "train", "lineup", "bet", "move", "play", "sell"} <= seen


def test_a_whole_evening_replays_exactly() -> None:
    built = game(3)
    results = []
    for _ in range(2):
        seats = {s: make_agent("rennfieber", LEVELS[s], None, s) for s in range(3)}
        match = Match(built, 11, dict(seats))
        match.run()
        results.append((match.number, match.state.fingerprint()))
    assert results[0] == results[1]


def test_no_seat_reads_another_seats_secrets() -> None:
    # Whatever the other seats keep (kept cards, slip values, sealed picks), the same
    # observation and generator give the same choice.
    built = game(4)
    seats = {s: make_agent("rennfieber", "hard", None, s) for s in range(4)}
    match = Match(built, 21, dict(seats))
    checked = 0
    while not match.is_over():
        state = match.state
        if state.to_move() == 0 and state.phase in ("bet", "move", "play", "lineup"):
            other = state
            for seat in (1, 2, 3):
                other = other.scramble_secrets(seat, 0.37 * seat)
            obs, legal = state.observation(0), state.legal_actions()
            assert other.observation(0) == obs
            for level in LEVELS:
                mine = agent(level, "zocker").decide(obs, legal, random.Random(checked))
                theirs = agent(level, "zocker").decide(other.observation(0),
                                                       other.legal_actions(),
                                                       random.Random(checked))
                assert mine == theirs
            checked += 1
        match.step()
    assert checked >= 20


# -- the race ------------------------------------------------------------------------


def four() -> tuple[RennfieberState, list[int]]:
    state = racing(4)
    return state, list(state.order)


def test_normal_ends_its_move_furthest_along_on_the_inside() -> None:
    # On the back straight (lane 1's 9-22 beside lane 2's 12-25), a move of 3 from 1:10 with
    # nothing in the way: straight on to 1:13 (lane 2's 2:15 is as far along but outside).
    state, (a, b, c, d) = four()
    state = placed(state, {a: "1:10", b: "5:40", c: "6:50", d: "6:40"}, a, form={a: 1})
    play(state, "dice 3,2")
    assert state.length == 3 + state.rules.bonus(a, 1, 3)
    move = decide(agent("normal"), state)
    view = view_of(state.game.static)
    ends = [x for x in state.legal_actions() if isinstance(x, Run)]
    spot = state.spot[str(a)]
    left = 2 - spot[2]
    best = min(view.after(spot, left, x.to) for x in ends)
    assert isinstance(move, Run) and view.after(spot, left, move.to) == best
    assert move.to.startswith("1:")


def test_a_boxed_in_horse_breaks_through_with_durchbruch() -> None:
    # Example 3's position: C on 1:10 boxed in by A (1:11) and B (2:13); it holds a Durchbruch
    # card. Every run end stays put, so normal and hard both burst through.
    state, runners = four()
    c, a, b, d = runners
    state = placed(state, {a: "1:11", b: "2:13", c: "1:10", d: "6:40"}, c,
                   form={c: 1}, kept={c: ["durchbruch"]})
    play(state, "dice 3,2")
    for level in ("normal", "hard"):
        move = decide(agent(level), state)
        assert isinstance(move, Burst), level


def test_hard_keeps_durchbruch_when_the_burst_gains_little() -> None:
    # A horse in front on 1:12, nothing else near: running round it (to 1:13) costs a step
    # against bursting through (to 1:14), so the hard player runs and keeps the card for a
    # better moment; normal bursts for any gain.
    state, runners = four()
    c, a, b, d = runners
    state = placed(state, {a: "1:12", b: "5:40", c: "1:10", d: "6:40"}, c,
                   form={c: 1}, kept={c: ["durchbruch"]})
    play(state, "dice 4,2")
    assert state.length == 4
    assert decide(agent("hard"), state) == Run("1:13")
    assert decide(agent("normal"), state) == Burst("1:14")


def test_hard_plays_karriere_when_its_spaces_are_free() -> None:
    state, runners = four()
    a, b, c, d = runners
    state = placed(state, {a: "1:10", b: "5:40", c: "6:50", d: "6:40"}, a,
                   form={a: 1}, kept={a: ["karriere"]})
    play(state, "dice 3,2", "run 1:13")
    assert state.phase == "play"
    assert decide(agent("hard"), state) == Play("karriere")
    assert decide(agent("normal"), state) == Play("karriere")


def test_hard_stands_in_the_rivals_way_when_it_costs_nothing() -> None:
    # On the back straight: B in front on 1:14, C behind on 1:11, D behind on 2:14. A (4:20)
    # moves 3: 1:13 and 2:16 are as far from home. Normal takes the inside (1:13); hard takes
    # 2:16, in front of D and beside B, where C and D's next moves of 3 or 4 find no way by.
    state, (a, b, c, d) = four()
    state = placed(state, {a: "4:20", b: "1:14", c: "1:11", d: "2:14"}, a, form={a: 1})
    play(state, "dice 3,2")
    view = view_of(state.game.static)
    spot = state.spot[str(a)]
    assert view.after(spot, 2, "1:13") == view.after(spot, 2, "2:16")
    assert decide(agent("normal"), state) == Run("1:13")
    assert decide(agent("hard"), state) == Run("2:16")


# -- the tote and the auction --------------------------------------------------------


def betting_state(seed: int = 2) -> RennfieberState:
    return play_until(game(4).new_initial_state(), lambda s: s.phase == "bet", seed)


def test_the_race_odds_add_up_and_favour_form() -> None:
    state = betting_state()
    obs = state.observation(0)
    st, view = Static(obs["static"]), view_of(obs["static"])
    places = OddsCache().places(view, st, obs, 300)
    assert sorted(places) == sorted(state.lanes)
    for row in places.values():
        assert sum(row) == pytest.approx(1.0)
    for place in range(4):
        assert sum(row[place] for row in places.values()) == pytest.approx(1.0)
    # A horse made two form steps better than the rest wins more often than before.
    best = state.lanes[0]
    data = state.to_dict()
    forms = list(data["form"])
    forms[state.i(best)] = state.rules.horse(best).top
    better = state.game.state_from_dict({**data, "form": forms}).observation(0)
    if st.pace(best, forms[state.i(best)]) > st.pace(best, state.form[state.i(best)]):
        assert OddsCache().places(view, st, better, 300)[best][0] > places[best][0]


def test_hard_lays_nothing_when_the_tote_prices_the_runners_by_their_odds() -> None:
    # The others' slips lie on each runner in proportion to its chance: every quote returns
    # about nine tenths of a stake in expectation, so the careful hard player lays nothing.
    state = betting_state()
    obs = state.observation(0)
    st, view = Static(obs["static"]), view_of(obs["static"])
    wins = {c: row[0] for c, row in OddsCache().places(view, st, obs).items()}
    data = state.to_dict()
    data["tote"] = [[1 + k % 3, card, 100] for card in state.lanes
                    for k in range(round(40 * wins[card]))]
    data["bet_turn"] = 0
    priced = state.game.state_from_dict(data)
    assert str(decide(agent("hard", "pfennigfuchser"), priced)) == "done"


def test_hard_backs_a_runner_nobody_else_backs_when_the_pool_is_large() -> None:
    state = betting_state()
    obs = state.observation(0)
    st, view = Static(obs["static"]), view_of(obs["static"])
    wins = {c: row[0] for c, row in OddsCache().places(view, st, obs).items()}
    favourite = max(wins, key=lambda c: wins[c])
    others = [c for c in state.lanes if c != favourite]
    data = state.to_dict()
    data["tote"] = [[s, card, 1000] for s in (1, 2, 3) for card in others[:2]]
    data["bet_turn"] = 0
    rich = state.game.state_from_dict(data)
    choice = decide(agent("hard", "stallmeister"), rich)
    assert str(choice) != "done" and getattr(choice, "card", None) not in others[:2]


def test_bids_stay_within_cash_and_reason() -> None:
    state = play_until(game(4).new_initial_state(), lambda s: s.phase == "bid", 1)
    card = state.offer
    price = state.rules.horse(card).price
    for level in ("normal", "hard"):
        for kind in KINDS:
            choice = decide(agent(level, kind), state)
            assert str(choice) in (f"bid {price}", "drop")


# -- strength, time and balance ------------------------------------------------------


def test_hard_ends_richer_than_normal_and_easy() -> None:
    # A small check that runs in seconds: 24 four-player evenings of the bench's field (easy,
    # normal, hard, easy), seats rotating; tools/bench_ai.py --game rennfieber measures the
    # order over 1,000 (there hard ends some 9,000 marks above normal, 15,000 above easy).
    built = game(4)
    cash: dict[str, list[int]] = defaultdict(list)
    for seed in range(24):
        levels = ["easy", "normal", "hard", "easy"]
        levels = levels[seed % 4:] + levels[:seed % 4]
        seats = {s: make_agent("rennfieber", levels[s], KINDS[(s + seed // 4) % 3], s)
                 for s in range(4)}
        result = Match(built, seed, dict(seats)).run()
        for s in range(4):
            cash[levels[s]].append(result.figures["cash"][s])
    mean = {level: sum(v) / len(v) for level, v in cash.items()}
    assert mean["hard"] > mean["normal"] and mean["hard"] > mean["easy"] + 2000, mean


def test_hard_decides_within_its_time() -> None:
    # The target is 200 ms at the 95th percentile (measured in the report with
    # tools/bench_ai.py's fields); here loosely, for a loaded machine: no decision of a whole
    # four-player evening of hard players takes a second of this thread's CPU time (the wall
    # clock on a shared machine also counts other processes' turns).
    built = game(4)
    seats = {s: make_agent("rennfieber", "hard", KINDS[s % 3], s) for s in range(4)}
    match = Match(built, 3, dict(seats))
    slowest = 0.0
    while not match.is_over():
        mover = match.to_move()
        if mover is None:
            match.step()
            continue
        obs, legal = match.state.observation(mover), match.state.legal_actions()
        rng = match.decision_rng(mover)
        start = time.thread_time()
        action = seats[mover].decide(obs, legal, rng)
        slowest = max(slowest, time.thread_time() - start)
        match.step(action)
    assert slowest < 1.0


def balance_games(games: int) -> dict[str, Any]:
    """Tallies of `games` four-player evenings of normal players, personalities rotating round
    the seats."""
    built: RennfieberGame = game(4)
    tally: dict[str, Any] = {"seat": [0.0] * 4, "lane_runs": [0] * 4, "lane_wins": [0] * 4,
                             "starts": defaultdict(int), "wins": defaultdict(int)}
    for seed in range(games):
        seats = {s: make_agent("rennfieber", "normal", KINDS[(s + seed) % 3], s)
                 for s in range(4)}
        result = Match(built, 1000 + seed, dict(seats)).run()
        first = [s for s in range(4) if result.placing[s] == 1]
        for s in first:
            tally["seat"][s] += 1.0 / len(first)
        for race in result.figures["races"]:
            winner = race["placings"][0]
            for runner in race["runners"]:
                tally["lane_runs"][runner["lane"] - 1] += 1
                tally["starts"][runner["card"]] += 1
                if runner["card"] == winner:
                    tally["lane_wins"][runner["lane"] - 1] += 1
                    tally["wins"][runner["card"]] += 1
    return tally


def test_no_horse_card_lane_or_seat_wins_far_out_of_proportion() -> None:
    """Issue 9 point 3, over 200 four-player evenings of normal players (some 15 s).

    The bounds, and why:
    - Seats: each seat's share of the evenings won lies within 0.5 to 1.6 times the fair
      quarter. Seat order decides who bids and bets first and who moves first in a race of
      equal lanes, which may tilt things a little, never by half; the binomial noise of 200
      evenings is about 0.12 of the fair share.
    - Lanes: each lane's win rate lies within 0.4 to 2.0 times the fair quarter. Lanes are
      drawn by form, worst inside: the outside lane carries the best horse and should win
      most, the inside lane (the shortest way round) makes up for a weak horse. A lane outside
      these bounds would mean the geometry or the form table swamps the other.
    - Horse cards: each card with 30 starts or more wins per start within 0.2 to 3 times the
      average; 13-18 run only the third race and cheap cards are bought seldom, so rarely run
      cards are not judged. The dear cards should win more, never three times as often, and a
      cheap card should win now and then.
    """
    tally = balance_games(200)
    fair = 200 / 4
    for s, won in enumerate(tally["seat"]):
        assert 0.5 * fair <= won <= 1.6 * fair, (s, tally["seat"])
    rates = [w / r for w, r in zip(tally["lane_wins"], tally["lane_runs"], strict=True)]
    for lane, rate in enumerate(rates):
        assert 0.4 * 0.25 <= rate <= 2.0 * 0.25, (lane + 1, rates)
    average = sum(tally["wins"].values()) / sum(tally["starts"].values())
    for card, starts in tally["starts"].items():
        if starts >= 30:
            ratio = tally["wins"][card] / starts / average
            assert 0.2 <= ratio <= 3.0, (card, starts, ratio)
