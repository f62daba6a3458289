"""Crazy Race AI players: legal choices at every level, a hard player that bends its own track
the way its bet card asks, cancels what hurts it, and never reads another seat's secrets."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

import pytest

from arcade_races.ai import LEVELS, make_agent, personalities
from arcade_races.ai.crazy_race import CrazyRaceAgent, Offer, Outlook
from arcade_races.core.actions import Action
from arcade_races.core.chance import CHANCE
from arcade_races.games.crazy_race.actions import (
    Accept,
    Again,
    Cancel,
    DropTrack,
    LayTrack,
    Roll,
    Shift,
    Skip,
    Toss,
)
from arcade_races.games.crazy_race.game import CrazyRaceGame
from arcade_races.games.crazy_race.state import CrazyRaceState
from arcade_races.games.crazy_race.testing import default_rules
from arcade_races.match import Match


def dealt(
    players: int,
    variants: Sequence[str] = (),
    bets: Sequence[int] = (1, 2, 3, 4, 5),
    tracks: Sequence[Sequence[int]] | None = None,
) -> CrazyRaceState:
    """A race dealt with chosen cards (default_rules' bet cards: card 4 asks 1, 1, 2 of four
    players; card 2 asks 4, 4, 2)."""
    game = CrazyRaceGame(default_rules(), players, frozenset(variants))
    state = game.new_initial_state()
    for seat in range(players):
        state.apply(game.parse_action(f"betcard {bets[seat]}"))
        for value in (tracks[seat] if tracks else [5, 6, 7, 8]):
            state.apply(game.parse_action(f"draw {value}"))
        if game.main:
            for kind in ["move", "cancel", "again", "skip"]:
                state.apply(game.parse_action(f"pick {kind}"))
    return state


def at(state: CrazyRaceState, **changes: Any) -> CrazyRaceState:
    data = state.to_dict()
    data.update(changes)
    return state.game.state_from_dict(data)


def decide(agent: CrazyRaceAgent, state: CrazyRaceState, seed: int = 0) -> Any:
    mover = state.to_move()
    assert isinstance(mover, int)
    return agent.decide(state.observation(mover), state.legal_actions(), random.Random(seed))


@pytest.mark.parametrize("personality", personalities("crazy_race"))
def test_every_level_plays_a_whole_race_legally(personality: str) -> None:
    game = CrazyRaceGame(default_rules(), 4)
    levels = ["easy", "normal", "hard", "hard"]
    agents = {s: make_agent("crazy_race", levels[s], personality, s) for s in range(4)}
    result = Match(game, 3, agents).run()  # the rules reject any illegal choice
    assert sorted(result.figures["ranking"]) == [0, 1, 2, 3]


def test_the_basic_game_with_three_players() -> None:
    game = CrazyRaceGame(default_rules(), 3, frozenset({"basic"}))
    agents = {s: make_agent("crazy_race", LEVELS[s], None, s) for s in range(3)}
    assert len(Match(game, 8, agents).run().scores) == 3


def test_need_counts_the_pips_to_every_stage_end() -> None:
    # Pieces of 4 spaces; a 0 card on piece 1 of track 0: from the start, stage 1 ends after
    # 4 + 0 + 4 + 4 + 4 spaces and one more pip crosses the line.
    state = at(dealt(3), cards=[[-1, 0, *[-1] * 13]] + [[-1] * 15] * 4)
    look = Outlook(state.observation(0))
    assert look.need[0] == [17.0, 37.0, 57.0]
    assert look.need[1] == [21.0, 41.0, 61.0]


def test_hard_reads_no_aim_into_the_cards_it_laid_itself() -> None:
    # Seat 0 shortened seat 1's stage 1 itself: that says nothing of what seat 1 wants.
    cards = [[-1] * 15 for _ in range(5)]
    cards[1][2] = cards[1][3] = 0
    laid_by = [[-1] * 15 for _ in range(5)]
    laid_by[1][2] = laid_by[1][3] = 0
    state = at(dealt(3), cards=cards, laid_by=laid_by)
    assert Outlook(state.observation(0), read_aims=True).aims == {}
    # The same cards laid by seat 1 on its own track read as a wish to be early there.
    laid_by[1][2] = laid_by[1][3] = 1
    aims = Outlook(at(state, laid_by=laid_by).observation(0), read_aims=True).aims
    assert aims[(1, 0)] < 0


def test_hard_shortens_its_own_track_when_it_needs_an_earlier_place() -> None:
    # Seat 0's card asks 1st in stage 1 and it is behind: its 0 card goes on its own track,
    # in stage 1.
    state = dealt(4, ["basic"], bets=[4, 1, 2, 3], tracks=[[0, 3, 3, 5]] + [[5, 6, 7, 8]] * 3)
    state = at(state, pawn=[[0, 1], [1, 0], [1, 1], [0, 3]])
    for personality in personalities("crazy_race"):
        action = decide(CrazyRaceAgent("hard", personality), state)
        assert isinstance(action, LayTrack)
        assert (action.value, action.track) == (0, 0) and 0 < action.piece < 5


def test_hard_lengthens_its_own_track_when_it_should_come_later() -> None:
    # Card 2 asks 4th in stage 1 of four players and seat 0 is in front: an 8 on its own track.
    state = dealt(4, ["basic"], bets=[2, 1, 3, 4], tracks=[[1, 3, 5, 8]] + [[5, 6, 7, 8]] * 3)
    state = at(state, pawn=[[1, 2], [1, 0], [0, 3], [0, 1]])
    action = decide(CrazyRaceAgent("hard", "schemer"), state)
    assert isinstance(action, LayTrack) and (action.value, action.track) == (8, 0)


def test_a_skip_against_a_player_who_must_hurry_is_cancelled() -> None:
    state = dealt(4, bets=[4, 1, 2, 3])
    state = at(state, pawn=[[1, 0], [1, 1], [0, 2], [0, 3]], seat=1)
    state.apply(state.game.parse_action("skip 0"))
    assert state.to_move() == 0
    assert decide(CrazyRaceAgent("hard", "schemer"), state) == Cancel()
    assert decide(CrazyRaceAgent("normal", "schemer"), state) == Cancel()


def test_an_again_for_a_player_who_must_come_last_is_cancelled_by_hard() -> None:
    state = dealt(4, bets=[2, 1, 3, 4])
    state = at(state, pawn=[[1, 0], [1, 1], [0, 2], [0, 3]], seat=1)
    state.apply(state.game.parse_action("again 0"))
    assert decide(CrazyRaceAgent("hard", "schemer"), state) == Cancel()
    assert decide(CrazyRaceAgent("normal", "schemer"), state) == Accept()


def test_no_seat_reads_another_seats_secrets() -> None:
    # Whatever the other seats hold (bet cards, hands), the same observation and generator
    # give the same choice: secrets swapped at every decision of seat 0 change nothing.
    game = CrazyRaceGame(default_rules(), 4)
    agents = {s: make_agent("crazy_race", "hard", None, s) for s in range(4)}
    match = Match(game, 21, agents)
    checked = 0
    while not match.is_over() and checked < 12:
        state = match.state
        assert isinstance(state, CrazyRaceState)
        if state.to_move() == 0 and state.phase == "turn":
            other = state
            for seat in (1, 2, 3):
                other = other.scramble_secrets(seat, 0.37 * seat)
            assert other.bets[1:] != state.bets[1:] or other.hand_track != state.hand_track
            obs, legal = state.observation(0), state.legal_actions()
            assert other.observation(0) == obs
            for level in LEVELS:
                agent = make_agent("crazy_race", level, "saboteur", 0)
                mine = agent.decide(obs, legal, random.Random(checked))
                theirs = agent.decide(other.observation(0), other.legal_actions(),
                                      random.Random(checked))
                assert mine == theirs
            checked += 1
        match.step()
    assert checked >= 6


def candidates(state: CrazyRaceState, rng: random.Random) -> list[Action]:
    """Actions a turn might be asked about: every lay and drop of every value (some never in
    the deck) anywhere (some off the board), every again, skip and toss, a sample of the
    shifts besides the legal ones, and actions of other phases."""
    rules = state.rules
    values = [*rules.track_cards, 4, 9]
    tracks, pieces = range(-1, rules.tracks + 1), range(-1, rules.pieces_per_track + 1)
    out: list[Action] = [LayTrack(v, t, p) for v in values for t in tracks for p in pieces]
    out += [DropTrack(v) for v in values]
    out += [Shift(rng.choice(tracks), rng.choice(pieces), rng.choice(tracks),
                  rng.choice(pieces)) for _ in range(400)]
    out += [Again(s) for s in range(-1, state.players + 1)]
    out += [Skip(s) for s in range(-1, state.players + 1)]
    out += [Toss(k) for k in ("move", "cancel", "again", "skip", "wild")]
    return [*out, Roll(), Accept(), Cancel()]


@pytest.mark.parametrize(("players", "variants"), [(3, ()), (4, ()), (5, ()), (4, ("basic",))])
def test_the_offer_read_from_the_observation_is_the_legal_list(
    players: int, variants: tuple[str, ...]
) -> None:
    # The agents ask `Offer` instead of searching the legal list: the two must agree on every
    # action, in every kind of turn (cards lying, pawns on pieces, seats finished).
    game = CrazyRaceGame(default_rules(), players, frozenset(variants))
    rng = random.Random(players)
    checked = 0
    for _ in range(3):
        state = game.new_initial_state()
        while not state.is_over():
            mover = state.to_move()
            if mover is CHANCE:
                outcomes = state.chance_outcomes()
                state.apply(rng.choices([a for a, _ in outcomes], [w for _, w in outcomes])[0])
                continue
            legal = state.legal_actions()
            if state.phase == "turn" and rng.random() < 0.3:
                assert isinstance(mover, int)
                offer = Offer(state.observation(mover))
                offered = set(legal)
                for action in [*legal, *candidates(state, rng)]:
                    assert offer.has(action) == (action in offered), action
                checked += 1
            # Mostly roll, so the races get far (pawns on later pieces, seats finishing).
            state.apply(legal[-1] if rng.random() < 0.5 else rng.choice(legal))
    assert checked >= 20
