"""Rennfieber's race: the dice, the daily form, the moves on the lane graph, the kept cards,
the gallop cards and the finish; each test cites the rulebook (shared/seeds/000) or RULINGS.md.
The rulebook's movement examples 1 to 4 are tests here, on the Rennbahn's back straight, where
lane 1's spaces 9-22 and lane 2's spaces 12-25 lie side by side, lane 2 half a space ahead."""

from __future__ import annotations

import pytest

from arcade_races.core.errors import IllegalAction
from arcade_races.games.rennfieber import events as ev
from arcade_races.games.rennfieber.state import RennfieberState

from .setups import game, placed, play, racing


def four_runners() -> tuple[RennfieberState, list[int]]:
    state = racing(4)
    return state, list(state.order)


def step_of(state: RennfieberState, card: int, step: str) -> int:
    return state.rules.horse(card).scale.index(step)


def with_step(state: RennfieberState, runners: list[int], step: str) -> int:
    return next(c for c in runners if step in state.rules.horse(c).scale)


def run_ends(state: RennfieberState) -> list[str]:
    return [str(a).split()[1] for a in state.legal_actions() if str(a).startswith("run ")]


def burst_ends(state: RennfieberState) -> list[str]:
    return [str(a).split()[1] for a in state.legal_actions() if str(a).startswith("burst ")]


def test_the_race_die_and_the_normal_die_are_one_chance_node() -> None:
    # "1 race die (2-3-3-4-4-5), 1 normal die"; "each player ... rolls both dice".
    state, _ = four_runners()
    outcomes = {str(a): w for a, w in state.chance_outcomes()}
    assert len(outcomes) == 4 * 6
    assert outcomes["dice 2,1"] == 1 and outcomes["dice 3,6"] == 2 and outcomes["dice 5,4"] == 1
    assert sum(outcomes.values()) == 36


@pytest.mark.parametrize(("step", "extra"), [
    ("5-", {2: 0, 3: 0, 4: 0, 5: -1}),
    ("0", {2: 0, 3: 0, 4: 0, 5: 0}),
    ("2+", {2: 1, 3: 0, 4: 0, 5: 0}),
    ("3+", {2: 1, 3: 1, 4: 0, 5: 0}),
    ("4+", {2: 1, 3: 1, 4: 1, 5: 0}),
    ("5+", {2: 1, 3: 1, 4: 1, 5: 1}),
])
def test_the_daily_form_table(step: str, extra: dict[int, int]) -> None:
    # Horse Cards: "Pointer on 2+ / race die 2: 1 extra space forward; 3, 4, 5: only the
    # number rolled" and so on; RULINGS: "`5-`: a roll of 5 moves one space less".
    rules = game().rules
    card = next(h.card for h in rules.horses if step in h.scale)
    for roll, add in extra.items():
        assert rules.bonus(card, rules.horse(card).scale.index(step), roll) == add


def test_example_1_overtaking_onto_lane_1() -> None:
    # Example 1: "Horse B has rolled a 3 on the race die. Its daily form indicator also stands
    # at 3, so B may move 4 spaces forward. Horse B overtakes A and places itself directly in
    # front of it on lane 1."
    state, (a, b, c, d) = four_runners()
    b = with_step(state, [a, b, c, d], "3+")
    a, c, d = [x for x in state.order if x != b]
    state = placed(state, {a: "1:11", b: "2:12", c: "5:40", d: "6:40"}, b,
                   form={b: step_of(state, b, "3+")})
    events = play(state, "dice 3,2")
    rolled = next(e for e in events if isinstance(e, ev.RaceDiceRolled))
    assert (rolled.race_die, rolled.bonus, rolled.length) == (3, 1, 4)
    assert "1:12" in run_ends(state)  # directly in front of A (on 1:11), in lane 1
    events = play(state, "run 1:12")
    moved = next(e for e in events if isinstance(e, ev.HorseMoved))
    assert moved.path[0] == "2:12" and moved.path[-1] == "1:12" and len(moved.path) == 5
    assert "1:11" not in moved.path  # A's space is never entered


def test_example_2_through_empty_spaces_level_with_the_leader() -> None:
    # Example 2: "Horse C has a 5 on the race die. Its daily form indicator shows 2+, so it
    # stays at 5 spaces. Horse C moves through empty spaces past the other horses and draws
    # level with the leading horse A."
    state, runners = four_runners()
    c = with_step(state, runners, "2+")
    a, b, d = [x for x in state.order if x != c]
    state = placed(state, {a: "1:16", b: "1:13", c: "2:14", d: "6:40"}, c,
                   form={c: step_of(state, c, "2+")})
    play(state, "dice 5,3")
    assert state.length == 5
    assert "2:19" in run_ends(state)  # beside A on 1:16 (lane 2 is half a space ahead)
    events = play(state, "run 2:19")
    moved = next(e for e in events if isinstance(e, ev.HorseMoved))
    assert moved.path == ("2:14", "2:15", "2:16", "2:17", "2:18", "2:19")


def test_example_3_boxed_in_with_durchbruch() -> None:
    # Example 3: "Horse C is boxed in when it comes to its turn. The player holds a Durchbruch
    # card. He rolls, plays this card and moves his horse as if the blocking horse A were not
    # there."
    state, runners = four_runners()
    c = with_step(state, runners, "0")
    a, b, d = [x for x in state.order if x != c]
    state = placed(state, {a: "1:11", b: "2:13", c: "1:10", d: "6:40"}, c,
                   form={c: step_of(state, c, "0")}, kept={c: ["durchbruch"]})
    play(state, "dice 3,2")
    assert run_ends(state) == ["1:10"]  # boxed in: the move cannot start
    assert "1:13" in burst_ends(state)
    events = play(state, "burst 1:13")
    assert any(isinstance(e, ev.KeptCardPlayed) and e.kind == "durchbruch" for e in events)
    moved = next(e for e in events if isinstance(e, ev.HorseMoved))
    assert moved.path == ("1:10", "1:11", "1:12", "1:13") and moved.how == "burst"
    assert state.kept[state.i(c)] == []


def test_example_4_durchbruch_past_a_horse_not_boxed_in() -> None:
    # Example 4: "Horse B is not boxed in. Nevertheless, the player plays the Durchbruch card
    # in order to be able to move past horse A without going around it."
    state, runners = four_runners()
    b = with_step(state, runners, "0")
    a, c, d = [x for x in state.order if x != b]
    state = placed(state, {a: "1:11", b: "1:10", c: "5:40", d: "6:40"}, b,
                   form={b: step_of(state, b, "0")}, kept={b: ["durchbruch"]})
    play(state, "dice 2,2")
    runs = run_ends(state)
    assert runs and "1:10" not in runs  # it can move: round A, through lane 2
    assert "1:12" not in runs  # but not to the space in front of A in two steps
    assert "1:12" in burst_ends(state)


def test_occupied_spaces_block_and_a_horse_never_moves_backwards() -> None:
    # Movement on the Race Track: "A space with a horse on it counts as blocked ... A horse
    # may never move backwards"; RULINGS: "If no path of the full length exists, the horse goes
    # as far as it can."
    state, runners = four_runners()
    mover = with_step(state, runners, "0")
    others = [x for x in state.order if x != mover]
    state = placed(state, {others[0]: "1:12", others[1]: "2:14", others[2]: "6:40",
                           mover: "1:10"}, mover, form={mover: step_of(state, mover, "0")})
    play(state, "dice 4,2")
    graph = state.rules.track.graph
    reach = graph.reach((0, 10), 4, state.occupied(mover))
    for end in reach.ends:
        path = reach.path(end)
        assert not set(path[1:]) & state.occupied(mover)
        stations = [graph_station(state, s) for s in path]
        assert stations == sorted(stations) and len(set(stations)) == len(stations)
    assert reach.length <= 4


def graph_station(state: RennfieberState, space: tuple[int, int]) -> float:
    counts, offset = state.rules.track.layout[space[0]]
    index = space[1]
    for section, n in enumerate(counts):
        if index < n:
            return section + (index + float(offset)) / n
        index -= n
    raise AssertionError(space)


def test_the_move_lists_every_reachable_end_and_nothing_else() -> None:
    # RULINGS: "The owner picks the end space among those reachable."
    state, runners = four_runners()
    mover = runners[0]
    state = placed(state, {r: f"{i + 1}:40" for i, r in enumerate(runners)} | {mover: "1:10"},
                   mover)
    play(state, "dice 2,2")
    ends = run_ends(state)
    # From 1:10, two steps: 1:12, or by lane 2 (2:13 then 1:12 or 2:14 or 3:?): no duplicates.
    assert len(ends) == len(set(ends)) and "1:12" in ends and "2:14" in ends
    with pytest.raises(IllegalAction):
        state.apply(state.game.parse_action("run 1:13"))


def test_karriere_after_the_move_and_one_kept_card_per_round() -> None:
    # Training Cards: "Karriere ... must be played after rolling and moving, but before
    # drawing a Gallop card"; "Each player may use only one of these cards per round";
    # Durchbruch "A race gallop (like Karriere) brings your horse 2 spaces forward".
    state, runners = four_runners()
    mover = with_step(state, runners, "0")
    rest = [x for x in state.order if x != mover]
    state = placed(state, {rest[0]: "4:40", rest[1]: "5:40", rest[2]: "6:40", mover: "1:9"},
                   mover, form={mover: step_of(state, mover, "0")},
                   kept={mover: ["karriere", "durchbruch"]})
    play(state, "dice 2,6", "run 1:11")
    assert state.phase == "play"
    assert [str(a) for a in state.legal_actions()] == [
        "play karriere", "play durchbruch", "play none"]
    events = play(state, "play karriere")
    assert state.phase == "move" and state.length == 2
    events = play(state, "run 1:13")
    assert state.phase == "gallop"  # the 6 draws a gallop card after the Karriere
    assert state.kept_kinds(mover) == ["durchbruch"]
    assert state.kept_round[state.owner_of(mover)] == state.round
    del events


def test_a_finished_horse_is_placed_and_draws_no_gallop_card() -> None:
    # The First Race: "As soon as a horse crosses the finish line, it is taken out of the race
    # ... placed on the 1st space of Plazierung ... No Gallop card is drawn for this horse any
    # more, even if the die shows it."
    state, runners = four_runners()
    mover = runners[0]
    rest = [x for x in state.order if x != mover]
    start = {r: f"{i + 4}:40" for i, r in enumerate(rest)}
    lap = state.rules.track.graph.sizes[0]
    state = placed(state, {**start, mover: f"1:{lap - 1}"}, mover, crossings=1)
    play(state, "dice 2,6")
    assert [str(a) for a in state.legal_actions()] == ["run home"]
    events = play(state, "run home")
    assert any(isinstance(e, ev.HorseFinished) and e.place == 1 for e in events)
    assert state.finished == [mover] and state.phase == "dice"  # no gallop card: next horse


def test_the_race_runs_until_every_horse_has_crossed_in_crossing_order() -> None:
    # "The other players continue the race until all horses have crossed the finish line."
    from .setups import play_until

    state = play_until(racing(3), lambda s: s.phase != "dice" and s.phase not in (
        "move", "play", "gallop"))
    record = state.record["races"][0]
    assert sorted(record["placings"]) == sorted(r["card"] for r in record["runners"])
    finished = [t["card"] for t in record["turns"] if t["to"] == "home"]
    assert finished == record["placings"]


def test_turn_order_lane_1_owner_first_then_clockwise_or_strictly_by_lane() -> None:
    # The First Race: "The player whose horse occupies the inner lane (lane 1) always moves
    # first. The other players follow in clockwise order." Variant: "the horses move in the
    # order in which they occupy the lanes".
    state = racing(4)
    first = state.owner_of(state.lanes[0])
    assert [state.owner_of(c) for c in state.order] == [
        (first + k) % 4 for k in range(4)]
    by_lane = racing(4, variants=["by_lane"])
    assert by_lane.order == by_lane.lanes


def test_gallop_cards_move_never_backwards() -> None:
    # Gallop Cards: "must always be used immediately"; RULINGS: "a horse never moves
    # backwards". Every kind, drawn by a horse in lane 3 with room around it.
    base, runners = four_runners()
    mover = runners[0]
    rest = [x for x in base.order if x != mover]
    for card in base.rules.gallop_cards:
        state = placed(base, {rest[0]: "5:40", rest[1]: "6:40", rest[2]: "6:60",
                              mover: "3:20"}, mover)
        play(state, "dice 2,1", "run 3:22")
        events = play(state, f"gallop {card.id}")
        if card.effect == "push":
            assert state.phase == "move" and state.length == card.spaces
        elif card.effect == "shift":
            moved = next(e for e in events if isinstance(e, ev.HorseMoved))
            want = "2:" if card.lane == "in" else "4:"
            assert moved.path[-1].startswith(want)
            assert graph_station(state, state.space_of(mover)) > graph_station(
                state, (2, 22))
        elif card.effect == "hold":
            assert mover in state.hold
        elif card.effect == "stride":
            assert state.stride[str(mover)] == card.spaces
        if card.cash:
            assert any(isinstance(e, ev.CashMoved) and e.reason == "gallop"
                       and e.amount == card.cash for e in events)
