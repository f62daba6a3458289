"""Crazy Race rules, each test citing the rulebook (shared/seeds/004) or RULINGS.md."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

import pytest

from arcade_races.core.chance import CHANCE
from arcade_races.core.errors import ArcadeRacesError, IllegalAction
from arcade_races.core.events import Event
from arcade_races.games.crazy_race import events as ev
from arcade_races.games.crazy_race.game import CrazyRaceGame
from arcade_races.games.crazy_race.scoring import ranking, score
from arcade_races.games.crazy_race.state import CrazyRaceState
from arcade_races.games.crazy_race.testing import default_rules
from arcade_races.gamesetup import ai_seats, make_header


def play(state: CrazyRaceState, *moves: str) -> list[Event]:
    events: list[Event] = []
    for move in moves:
        events.extend(state.apply(state.game.parse_action(move)))
    return events


def dealt(
    players: int = 3,
    variants: Sequence[str] = (),
    tracks: Sequence[Sequence[int]] | None = None,
    actions: Sequence[Sequence[str]] | None = None,
) -> CrazyRaceState:
    """A race dealt with chosen cards: seat i gets bet card i + 1."""
    game = CrazyRaceGame(default_rules(), players, frozenset(variants))
    state = game.new_initial_state()
    for seat in range(players):
        play(state, f"betcard {seat + 1}")
        for value in (tracks[seat] if tracks else [5, 6, 7, 8]):
            play(state, f"draw {value}")
        if game.main:
            for kind in (actions[seat] if actions else ["move", "cancel", "again", "skip"]):
                play(state, f"pick {kind}")
    return state


def at(state: CrazyRaceState, **changes: Any) -> CrazyRaceState:
    data = state.to_dict()
    data.update(changes)
    return state.game.state_from_dict(data)


def test_the_config_holds_the_printed_decks() -> None:
    # Components: 56 track cards with 0 to 8 spaces, 27 action cards, 20 bet cards; RULINGS:
    # 15 cup cards (three stages of places 1 to 5); the deck composition of RULINGS.
    game = make_header("crazy_race", ai_seats("crazy_race", 4), 1).build_game()
    rules = game.rules  # type: ignore[attr-defined]
    assert sum(rules.track_cards.values()) == 56
    assert rules.track_cards == {0: 4, 1: 6, 2: 7, 3: 7, 5: 8, 6: 8, 7: 8, 8: 8}
    assert rules.action_cards == {"move": 7, "cancel": 6, "again": 7, "skip": 7}
    assert len(rules.bet_cards) == 20
    assert len({tuple(c.rows.items()) for c in rules.bet_cards}) == 20
    # "The top row applies to 3 players: 1, 3, 2 ... middle row 4 players: 3, 3, 4 ...
    # bottom row 5 players: 2, 2, 4"; "in a race with 5 participants there is no assignment
    # for the first and the fifth place".
    assert rules.bet_cards[0].rows == {3: (1, 3, 2), 4: (3, 3, 4), 5: (2, 2, 4)}
    assert all(2 <= p <= 4 for c in rules.bet_cards for p in c.rows[5])


def test_fifteen_cup_cards_five_per_stage() -> None:
    # Cup cards: "The 15 cup cards show the placing (from 1 to 5) in the three separate
    # stages" (RULINGS: the "10" of the components list is a misprint). Five pawns all home.
    earlier = [[seat + 1, 5 - seat, 0] for seat in range(5)]  # stages 1 and 2 are decided
    state = at(dealt(5), pawn=[[14, 3]] * 5, cups=earlier, next_cup=[6, 6, 1])
    for seat in range(4):
        events = play(state, "roll", "dice 6,6")
        assert ev.PawnFinished(seat, seat + 1) in events
    assert state.phase == "over"
    for stage in range(3):
        assert sorted(row[stage] for row in state.cups) == [1, 2, 3, 4, 5]
    assert [row[-1] for row in state.cups] == [1, 2, 3, 4, 5]


def test_setup_deals_a_secret_bet_card_and_four_cards_each() -> None:
    # Setup: "1 bet card ... kept face down"; "4 track cards ... face down"; main game: "in
    # addition to their 4 track cards, 4 action cards".
    state = dealt(3)
    assert state.to_move() == 0 and state.phase == "turn"
    mine = state.observation(0)
    assert mine["bet"] == [1, 3, 2]
    assert sorted(mine["hands"][0]["track"]) == [5, 6, 7, 8]
    assert "track" not in mine["hands"][1] and mine["hands"][1]["track_cards"] == 4
    assert state.observation(1)["bet"] == [2, 1, 1]
    assert state.observation(None)["bet"] is None and state.observation(None)["bets"] is None
    basic = dealt(3, ["basic"])
    assert basic.observation(0)["hands"][0]["action_cards"] == 0


def test_a_track_card_goes_on_any_free_location() -> None:
    # 1: "A track card may be placed on any free location ... also ... of an opponent's race
    # track. A free location is one where there is neither a pawn nor a track card."
    state = dealt(3)
    events = play(state, "lay 8 2 3")
    assert ev.TrackCardLaid(0, 8, 2, 3, 4) in events
    assert state.length(2, 3) == 8
    with pytest.raises(IllegalAction, match="one track card a turn"):
        play(state, "lay 5 1 1")
    state = at(dealt(3), pawn=[[2, 1], [-1, 0], [-1, 0]])
    with pytest.raises(IllegalAction, match="not free"):
        play(state, "lay 5 0 2")  # the pawn stands there
    play(state, "lay 5 0 4")
    state = at(state, played_track=False)
    with pytest.raises(IllegalAction, match="not free"):
        play(state, "lay 6 0 4")  # a track card lies there


def test_a_track_card_may_be_discarded_and_the_hand_is_topped_up() -> None:
    # 1: "a track card may also be placed on the discard pile"; "At the end of his turn, a
    # player who has played a track card may draw a new track card ... so that he always has
    # 4 track cards."
    state = dealt(3)
    play(state, "drop 5", "roll", "dice 1,1")
    assert state.to_move() is CHANCE
    assert all(str(a).startswith("draw ") for a, _ in state.chance_outcomes())
    play(state, "draw 3")
    assert state.to_move() == 1
    assert sorted(state.observation(0)["hands"][0]["track"]) == [3, 6, 7, 8]
    assert state.observation(1)["discards"]["track"][state.values.index(5)] == 1


def test_the_dice_move_the_pawn_through_the_pieces_as_they_lie() -> None:
    # 2: "roll both dice and move his pawn forward the same number of spaces"; a track card
    # "lengthen[s] or shorten[s] the race track".
    state = dealt(3, tracks=[[0, 0, 8, 8], [5, 6, 7, 8], [5, 6, 7, 8]])
    play(state, "lay 0 0 1", "roll")
    events = play(state, "dice 3,4")
    path = next(e for e in events if isinstance(e, ev.PawnMoved)).path
    # Start, then piece 0 (4 spaces), piece 1 has no spaces, then piece 2.
    assert path == ((-1, 0), (0, 0), (0, 1), (0, 2), (0, 3), (2, 0), (2, 1), (2, 2))
    assert state.pawn[0] == [2, 2]


def test_cups_in_crossing_order_and_the_surplus_carries_on() -> None:
    # 2: "If a player crosses the finish line of a stage, the remaining pips are simply
    # carried on"; "As soon as a player crosses the finish line of a stage, he receives the
    # matching cup card".
    state = at(dealt(3), pawn=[[4, 1], [4, 2], [-1, 0]])
    events = play(state, "roll", "dice 2,3")  # 2 to the stage's last space, 3 beyond it
    assert ev.CupWon(0, 1, 1) in events
    assert state.pawn[0] == [5, 2]
    assert state.to_move() == 1  # no card played: nothing to draw


def test_surplus_past_the_last_stage_is_lost_and_the_race_ends_with_the_second_to_last() -> None:
    # 2: "If the player crosses the finish line of the last stage, the surplus pips are lost.
    # The race is finished for this player, and he places his track cards on the discard
    # pile." End: "When the second-to-last player crosses the finish line, all positions have
    # been decided."
    cups = [[1, 1, 0], [2, 2, 0], [3, 3, 0]]
    state = at(dealt(3), pawn=[[14, 2], [14, 3], [9, 0]], cups=cups, next_cup=[4, 4, 1])
    events = play(state, "roll", "dice 6,6")
    assert ev.CupWon(0, 3, 1) in events and ev.PawnFinished(0, 1) in events
    assert state.hand_track[0] == [0] * len(state.values)
    assert state.to_move() == 1
    events = play(state, "roll", "dice 1,1")
    assert ev.PawnFinished(1, 2) in events
    assert ev.RaceFinished(2) in events
    assert state.cups == [[1, 1, 1], [2, 2, 2], [3, 3, 3]]
    assert state.phase == "over"
    revealed = next(e for e in events if isinstance(e, ev.BetsRevealed))
    assert revealed.bets == ((1, 3, 2), (2, 1, 1), (3, 2, 3))
    assert state.observation(1)["bets"] == [[1, 3, 2], [2, 1, 1], [3, 2, 3]]


def test_scoring_worked_example() -> None:
    # "Worked example of a game with 4 players": A 0, B 5, C 3, D 4; "Player B is the winner,
    # followed by players D, C and A."
    bets = [[4, 3, 2], [2, 3, 4], [2, 1, 2], [4, 3, 4]]
    results = [[3, 2, 3], [2, 3, 1], [1, 1, 2], [4, 4, 4]]
    points = score(bets, results)
    assert points == [0, 5, 3, 4]
    assert ranking(points) == [1, 3, 2, 0]


def test_again_gives_two_turns_and_tops_up_after_the_second() -> None:
    # "You are on turn again ... on turn twice in succession ... Only at the end of the second
    # turn may he top up his track cards and action cards to 4."
    state = dealt(3)
    play(state, "again 1")
    assert state.to_move() == 1  # the target may answer
    play(state, "accept", "roll", "dice 1,1", "pick move")  # seat 0 tops up its action cards
    assert state.to_move() == 1 and state.lying[1] == ""
    play(state, "drop 5", "roll", "dice 1,1")
    assert state.to_move() == 1 and state.seat == 1  # the second turn, no top-up yet
    assert state.observation(1)["hands"][1]["track_cards"] == 3
    play(state, "roll", "dice 1,1")
    assert state.to_move() is CHANCE  # now the top-up
    play(state, "draw 2")
    assert state.to_move() == 2


def test_skip_takes_the_whole_turn() -> None:
    # "You must skip a turn ... may therefore not play any cards and may not roll the dice."
    state = dealt(3)
    events = play(state, "skip 1", "accept", "roll", "dice 1,1", "pick move")
    assert ev.TurnSkipped(1) in events
    assert state.to_move() == 2
    assert state.pawn[1] == [-1, 0]


def test_only_one_card_lies_before_a_player() -> None:
    # "No more than one action card may lie in front of each player."
    state = dealt(3)
    play(state, "skip 1", "accept")
    state = at(state, played_action=False)
    legal = [str(a) for a in state.legal_actions()]
    assert "again 1" not in legal and "skip 1" not in legal
    assert "again 2" in legal


def test_cancel_is_played_out_of_turn_by_the_target() -> None:
    # "The action card just played has no effect. This card can be played immediately when a
    # fellow player uses an action card against you. Both action cards are placed on the
    # discard pile." RULINGS: cancel is played out of turn by the targeted player.
    state = dealt(3)
    assert "cancel" not in [str(a) for a in state.legal_actions()]
    play(state, "skip 1")
    assert state.to_move() == 1
    assert [str(a) for a in state.legal_actions()] == ["accept", "cancel"]
    events = play(state, "cancel")
    assert ev.ActionCancelled(0, 1, "skip") in events
    assert state.lying == ["", "", ""] and state.to_move() == 0
    assert state.observation(1)["hands"][1]["action_cards"] == 3  # topped up after its turn


def test_move_card_shifts_a_free_track_card() -> None:
    # RULINGS: "move a free placed track card to another free location".
    state = dealt(3)
    play(state, "lay 8 1 5", "shift 1 5 2 7")
    assert state.cards[1][5] == -1 and state.cards[2][7] == 8


def test_everyone_sees_who_laid_each_track_card() -> None:
    # 1: a track card is laid face up for all to see ("placed on the game board"); the
    # observation keeps who laid it (ours), the mover of a moved card, and forgets a card
    # taken back by a reshuffle.
    state = dealt(3)
    play(state, "lay 8 1 5", "shift 1 5 2 7")
    for seat in (None, 0, 1, 2):
        laid_by = state.observation(seat)["laid_by"]
        assert laid_by[1][5] == -1 and laid_by[2][7] == 0
    play(state, "roll", "dice 1,1", "draw 5", "pick skip", "lay 5 0 4")
    assert state.observation(2)["laid_by"][0][4] == 1
    assert state.clone().laid_by == state.laid_by
    old = state.to_dict()
    del old["laid_by"]  # a snapshot from before the layers were kept
    assert state.game.state_from_dict(old).laid_by[0][4] == -1


def test_reshuffle_takes_discards_and_cards_behind_the_pawns() -> None:
    # Reshuffling: "When the draw pile is used up, the discarded action cards are ... laid out
    # as the new draw pile. The same applies to the stack of track cards. Track cards that lie
    # behind the pawns may also be removed".
    state = dealt(3)
    cards = [[-1] * 15 for _ in range(5)]
    cards[0][0] = 3  # behind pawn 0 (on piece 2)
    cards[1][9] = 2  # ahead of pawn 1: stays
    track_pile: dict[str, int] = {}
    state = at(state, track_pile=track_pile, cards=cards, pawn=[[2, 0], [1, 0], [-1, 0]],
               track_discard=[0, 1, 0, 0, 0, 0, 0, 0])
    events = play(state, "drop 5", "roll", "dice 1,1")
    assert ev.PileReshuffled("track", 3, 1) in events  # the 1, the dropped 5 and the 3
    assert state.cards[0][0] == -1 and state.cards[1][9] == 2
    assert state.laid_by[0][0] == -1
    assert sorted(int(v) for v, _ in state.track_pile.outcomes()) == [1, 3, 5]


def test_players_and_variants() -> None:
    with pytest.raises(ArcadeRacesError, match="3 to 5 players"):
        CrazyRaceGame(default_rules(), 2)
    assert not CrazyRaceGame(default_rules(), 3, frozenset({"basic"})).main


@pytest.mark.parametrize("players", [3, 5])
def test_the_free_locations_kept_as_the_race_goes_are_the_ones_on_the_board(
    players: int,
) -> None:
    # The state keeps its free locations and free track cards up to date as cards and pawns
    # move (the turn's actions are listed from them): at every step they must be what a
    # fresh look at the board finds.
    game = CrazyRaceGame(default_rules(), players)
    rng = random.Random(players)
    for _ in range(4):
        state = game.new_initial_state()
        while not state.is_over():
            fresh = game.state_from_dict(state.to_dict())
            assert (state.free_spots, state.free_cards) == (fresh.free_spots, fresh.free_cards)
            clone = state.clone()
            assert (clone.free_spots, clone.free_cards) == (fresh.free_spots, fresh.free_cards)
            if state.to_move() is CHANCE:
                outcomes = state.chance_outcomes()
                action = rng.choices([a for a, _ in outcomes], [w for _, w in outcomes])[0]
            else:
                legal = state.legal_actions()
                action = legal[-1] if rng.random() < 0.4 else rng.choice(legal)
            state.apply(action)
