"""Rennfieber before and after the races: the set-up table, the auction, the training, the
line-up, the Totalisator, prizes and form, the sell-back and the end; each test cites the
rulebook (shared/seeds/000) or RULINGS.md."""

from __future__ import annotations

import pytest

from arcade_races.core.errors import ArcadeRacesError, IllegalAction
from arcade_races.core.tote import Totalisator, quote, slip_return
from arcade_races.games.rennfieber import events as ev

from .setups import at, game, play, play_until


@pytest.mark.parametrize(("players", "horses", "runners", "cash", "resell"), [
    (2, 6, 3, 65_000, 3), (3, 4, 2, 50_000, 2), (4, 2, 1, 35_000, 1), (5, 2, 1, 35_000, 1),
    (6, 2, 1, 35_000, 1),
])
def test_the_seating_table_reads_every_misprinted_5_as_3(
    players: int, horses: int, runners: int, cash: int, resell: int
) -> None:
    # RULINGS: the table of horses bought, runners each, start cash and resales (Setup 4-6,
    # Auction, The Starting Lineup, The Third Race, read with 3 for the printed 5).
    g = game(players)
    row = g.seating
    assert (row.horses, row.runners, row.cash, row.resell) == (horses, runners, cash, resell)
    assert g.new_initial_state().ledger.cash == [cash] * players


def test_only_two_to_six_players() -> None:
    with pytest.raises(ArcadeRacesError):
        game(7)


def test_the_first_auction_offers_cards_1_to_12_at_their_price() -> None:
    # A: "The banker ... sorts out the 6 highest cards ... and offers the top card"; "The
    # lowest bid a player can make is always the printed purchase price: the opening bid."
    state = game(4).new_initial_state()
    assert sorted(int(str(a).split()[1]) for a in state.legal_actions()) == list(range(1, 13))
    play(state, "offer 5")
    price = state.rules.horse(5).price
    assert [str(a) for a in state.legal_actions()] == [f"bid {price}", "drop"]
    assert state.to_move() == 0  # RULINGS: seat 0 first


def test_bids_rise_by_the_raises_until_one_bidder_is_left() -> None:
    # RULINGS: "each seat still in raises (by 500, 1,000, 2,000 or 5,000) or drops out ...
    # The last bidder pays and takes the card."
    state = game(3).new_initial_state()
    price = state.rules.horse(7).price
    play(state, "offer 7", f"bid {price}")
    assert [str(a) for a in state.legal_actions()] == [
        f"bid {price + r}" for r in (500, 1000, 2000, 5000)] + ["drop"]
    events = play(state, f"bid {price + 2000}", "drop", "drop")
    bought = next(e for e in events if isinstance(e, ev.HorseBought))
    assert (bought.seat, bought.card, bought.price) == (1, 7, price + 2000)
    assert state.owner_of(7) == 1
    assert state.ledger.cash[1] == 50_000 - price - 2000
    assert state.record["auctions"][0] == {"round": 1, "card": 7, "buyer": 1,
                                           "price": price + 2000}
    # The next card opens with the seat after the last buyer.
    play(state, "offer 3")
    assert state.to_move() == 2


def test_an_unsold_card_goes_under_the_stack() -> None:
    # A: "If a Horse card finds no buyer, it is pushed under the stack."
    state = game(2).new_initial_state()
    events = play(state, "offer 4", "drop", "drop")
    assert any(isinstance(e, ev.CardUnsold) and e.card == 4 for e in events)
    assert state.under == [4] and state.phase == "offer"
    assert "offer 4" not in [str(a) for a in state.legal_actions()]


def test_a_seat_with_its_quota_or_without_the_money_is_out() -> None:
    # A: "If a player already owns his prescribed number of Horse cards, he may no longer take
    # part in the further auction"; RULINGS: "or cannot pay the next bid, is out".
    state = game(4).new_initial_state()
    state = at(state, needs=[0, 2, 2, 2])
    play(state, "offer 1")
    assert state.to_move() == 1
    poor = at(game(4).new_initial_state(), ledger={"start": [35_000] * 4, "entries": [
        [2, -34_000, "auction"]]})
    play(poor, "offer 12", "bid 9000")
    assert poor.to_move() == 1
    play(poor, "bid 9500")
    assert poor.to_move() == 3  # seat 2 cannot pay 10,000: out


def test_a_whole_pass_without_a_sale_forces_the_next_card_on_the_next_seat() -> None:
    # RULINGS: "If a whole pass of the stack sells nothing, the next card goes at its price to
    # the next seat that still needs a horse, even into debt."
    state = at(game(2).new_initial_state(), unoffered={"1": 1, "2": 1}, needs=[1, 1])
    events = play(state, "offer 1", "drop", "drop", "offer 2", "drop", "drop")
    assert state.offer == 2 and state.unsold_streak == 0  # card 1 was forced: a sale
    bought = [e for e in events if isinstance(e, ev.HorseBought)]
    assert len(bought) == 1 and bought[0].forced
    assert (bought[0].card, bought[0].seat) == (1, 0)
    assert state.ledger.cash[0] == 65_000 - state.rules.horse(1).price


def test_training_starts_with_the_highest_roll_and_ties_roll_again() -> None:
    # B: "All players roll the die; whoever rolls the highest number begins"; RULINGS: "ties
    # roll again".
    state = play_until(game(3).new_initial_state(), lambda s: s.phase == "first")
    play(state, "first 5", "first 6", "first 6")
    assert state.phase == "first" and state.contenders == [1, 2]
    events = play(state, "first 2", "first 4")
    assert any(isinstance(e, ev.TrainingBegins) and e.seat == 2 for e in events)
    assert state.phase == "roll" and state.train_turn == 2


def test_the_training_track_squares() -> None:
    # B: "each player rolls and moves his game figure forward by the number rolled. Then he
    # follows the instructions of the space on which his horse has landed."
    state = play_until(game(4).new_initial_state(), lambda s: s.phase == "roll")
    squares = state.rules.squares
    seat = state.train_turn
    card = state.train_horse[seat]
    for at_space, square in squares.items():
        if square.do == "cash" and at_space <= 6:
            events = play(state, f"die {at_space}")
            assert any(isinstance(e, ev.CashMoved) and e.reason == "training"
                       and e.amount == square.value for e in events)
            break
        if square.do == "form" and at_space <= 6:
            before = state.form[state.i(card)]
            play(state, f"die {at_space}")
            after = state.form[state.i(card)]
            assert after == max(0, min(before + square.value, state.rules.horse(card).top))
            break
        if square.do == "card" and at_space <= 6:
            play(state, f"die {at_space}")
            assert state.phase == "card"
            break
    else:
        pytest.skip("no instruction square within a roll of the stable")


def test_a_kept_training_card_stays_face_down_with_its_horse() -> None:
    # Training Cards: "Other cards ... the player must keep, and these cards must remain with
    # the horse during whose training they were acquired ... does not have to show them";
    # RULINGS: "How many cards a horse keeps is public; which, is secret."
    state = play_until(game(4).new_initial_state(), lambda s: s.phase == "card")
    karriere = next(c.id for c in state.rules.training_cards if c.kind == "karriere")
    seat = state.train_turn
    card = state.train_horse[seat]
    events = play(state, f"tcard {karriere}")
    drawn = next(e for e in events if isinstance(e, ev.TrainingCardDrawn))
    assert drawn.kept and drawn.id == 0
    assert state.kept_kinds(card) == ["karriere"]
    other = (seat + 1) % 4
    assert state.observation(other)["kept"][state.i(card)] == 1
    assert str(card) not in state.observation(other)["kept_cards"]
    assert str(card) not in state.observation(None)["kept_cards"]
    assert state.observation(seat)["kept_cards"][str(card)] == ["karriere"]


def test_a_run_ends_when_every_horse_reached_the_meadow() -> None:
    # B: "The first training run ends when the last horse has also passed through the track
    # and has landed on the meadow or has been moved beyond it."
    state = play_until(game(4).new_initial_state(), lambda s: s.phase == "lineup")
    assert len(state.record["training"]) == 8  # two runs of four horses
    for log in state.record["training"]:
        assert log["spaces"][-1] == state.rules.meadow
    assert sorted(log["run"] for log in state.record["training"]) == [1] * 4 + [2] * 4


def test_lanes_by_form_lowest_inside_ties_by_the_die() -> None:
    # The Starting Lineup: "the horse with the lowest daily form is placed on the inner lane.
    # If several horses have the pointer on the same low value, the players concerned roll the
    # normal die: whoever rolls the lowest number occupies the inner lane"; RULINGS: "re-rolled
    # while tied".
    state = play_until(game(4).new_initial_state(), lambda s: s.phase == "lineup")
    for seat in range(4):
        cards = state.horses_of(seat)
        play(state, f"enter {cards[0]}")
    runners = state.runners
    rank = {c: state.rules.form_rank(c, state.form[state.i(c)]) for c in runners}
    rolls = iter([3, 5, 2, 6, 1, 4] * 4)
    while state.phase == "tie":
        play(state, f"tie {next(rolls)}")
    assert state.phase == "bet" and sorted(state.lanes) == sorted(runners)
    assert [rank[c] for c in state.lanes] == sorted(rank[c] for c in state.lanes)
    for a, b in zip(state.lanes, state.lanes[1:], strict=False):
        if rank[a] == rank[b]:
            rolls_a, rolls_b = state.tie_rolls[str(a)], state.tie_rolls[str(b)]
            assert rolls_a <= rolls_b


def test_ties_roll_again_while_tied() -> None:
    state = play_until(game(4).new_initial_state(), lambda s: s.phase == "lineup")
    data = state.to_dict()
    data["form"] = [0] * len(data["form"])
    state = state.game.state_from_dict(data)
    for seat in range(4):
        play(state, f"enter {state.horses_of(seat)[0]}")
    # All four on the bottom step... not all scales start alike: only equal steps tie.
    while state.phase == "tie":
        play(state, "tie 4")
        if state.phase == "tie":
            play(state, f"tie {1 + len(state.tie_queue)}")
    assert state.phase == "bet"
    keys = [state.lane_key(c) for c in state.lanes]
    assert keys == sorted(keys) and len(set(keys)) == len(keys)


def test_picks_are_sealed_until_all_have_picked() -> None:
    # RULINGS: "each seat picks its runners ... hidden until all have picked".
    state = play_until(game(4).new_initial_state(), lambda s: s.phase == "lineup")
    card = state.horses_of(0)[0]
    play(state, f"enter {card}")
    assert state.observation(1)["lineup"]["picks"][0] is None
    assert state.observation(None)["lineup"]["picked"][0] is True
    assert state.observation(0)["lineup"]["picks"][0] == [card]


@pytest.mark.parametrize(("runners", "limit"), [(6, 3), (5, 2), (4, 2), (3, 1), (2, 1)])
def test_how_many_horses_a_seat_may_back(runners: int, limit: int) -> None:
    # C: "With 6 horses in the race, a player may bet on at most 3 different horses. With 5
    # horses ("5 bis 5") ... at most 2"; RULINGS: "2 with 4-5, 1 with fewer".
    assert game().rules.max_bet_horses(runners) == limit


def test_betting_slips_per_colour_and_the_limit() -> None:
    # Setup 6: "the betting slips: 2,200 ... for each horse (colour)"; RULINGS: slips 1,000 +
    # 500 + 500 + 100 + 100 per colour owned.
    state = play_until(game(2).new_initial_state(), lambda s: s.phase == "bet")
    assert sorted(state.hand[0]) == sorted([1000, 500, 500, 100, 100] * 3)
    lanes = state.lanes
    play(state, f"slip 1000 {lanes[0]}", f"slip 500 {lanes[1]}", f"slip 500 {lanes[2]}")
    backed = {int(str(a).split()[2]) for a in state.legal_actions() if str(a) != "done"}
    assert backed == {lanes[0], lanes[1], lanes[2]}  # three of six: no fourth horse
    with pytest.raises(IllegalAction):
        state.apply(state.game.parse_action(f"slip 100 {lanes[3]}"))


def test_slip_values_are_secret_counts_public() -> None:
    # C: slips "placed face down, with the VALUE facing down"; RULINGS: "How many slips lie on
    # each horse is public; their values are secret until the race is over."
    state = play_until(game(4).new_initial_state(), lambda s: s.phase == "bet")
    horse = state.lanes[0]
    play(state, f"slip 1000 {horse}")
    theirs = state.observation(1)["tote"]
    assert theirs["slips"] == [[0, horse, 1]] and theirs["mine"] == []
    assert "1000" not in str(theirs["hand_counts"])
    assert state.observation(0)["tote"]["mine"] == [[horse, 1000]]


def test_starting_fees_are_paid_for_each_runner() -> None:
    # C: "After the bets are completed, each player pays the starting fee ... Race Programme I"
    # (1st race: 800).
    state = play_until(game(3).new_initial_state(), lambda s: s.phase == "dice")
    fees = [e for e in state.ledger.entries if e[2] == "fee"]
    assert sorted(e[0] for e in fees) == [0, 0, 1, 1, 2, 2]
    assert all(e[1] == -800 for e in fees)


def test_the_tote_quote_and_returns() -> None:
    # RULINGS Tote: "Q = floor(9 P / W), shown the German way as Q:10; each slip of value v on
    # the winner returns floor(v Q / 10 / 50) x 50. Nobody on the winner: the bank keeps the
    # pool."
    assert quote(10_000, 2_000) == 45 and slip_return(1000, 45) == 4500
    assert slip_return(500, 45) == 2250 and slip_return(100, 45) == 450
    assert quote(3_300, 1_100) == 27 and slip_return(100, 27) == 250
    tote = Totalisator([(0, 1, 1000), (1, 2, 500)])
    payout = tote.settle(winner=3, seats=2)
    assert payout.quote is None and payout.returns == [0, 0] and payout.stakes == [1000, 500]


def test_after_the_race_prizes_form_stakes_and_tote() -> None:
    # After a Race: "the banker first pays out the prizes ... For the winner of the race, the
    # daily form pointer is moved up 1 step. For the last horse to finish ... down 1 step ...
    # each bettor pays his stake ... The banker pays the determined winnings".
    state = play_until(game(4).new_initial_state(), lambda s: s.phase == "dice")
    forms = list(state.form)
    state = play_until(state, lambda s: bool(s.record["races"]))
    race = state.record["races"][0]
    first, last = race["placings"][0], race["placings"][-1]
    top = state.rules.horse(first).top
    assert state.form[state.i(first)] == min(forms[state.i(first)] + 1, top)
    assert state.form[state.i(last)] == max(forms[state.i(last)] - 1, 0)
    prizes = [e for e in state.ledger.entries if e[2] == "prize"]
    assert [e[1] for e in prizes] == [3000, 2000, 1000]
    assert [e[0] for e in prizes] == [state.owner_of(c) for c in race["placings"][:3]]
    stakes = {e[0]: -e[1] for e in state.ledger.entries if e[2] == "stake"}
    laid = {b["seat"]: 0 for b in race["bets"]}
    for bet in race["bets"]:
        laid[bet["seat"]] += sum(bet["slips"])
    assert stakes == {s: v for s, v in laid.items() if v}
    pool = sum(laid.values())
    assert race["pool"] == pool
    if race["on_winner"]:
        assert race["quote"] == 9 * pool // race["on_winner"]
    tote = {e[0]: e[1] for e in state.ledger.entries if e[2] == "tote"}
    assert race["returns"] == [tote.get(s, 0) for s in range(4)]


def test_race_2_takes_the_horses_that_did_not_run_race_1() -> None:
    # Race Programme I, 2nd Race: "Participants: a horse other than the one in the 1st race".
    state = play_until(game(4).new_initial_state(),
                       lambda s: s.phase == "lineup" and s.race == 1)
    ran = {r["card"] for r in state.record["races"][0]["runners"]}
    for seat in range(4):
        assert not set(state.eligible(seat)) & ran


def test_the_sell_back_pays_price_plus_1000_a_step_and_the_second_auction_follows() -> None:
    # The Third Race: "each player must sell back one of his horses to the bank. The bank pays
    # the printed purchase price to the owner, plus 1,000 for each step of daily form ...
    # A new auction then follows, in which each player must acquire one of the horses 13 to 18."
    state = play_until(game(4).new_initial_state(), lambda s: s.phase == "sell")
    seat = state.seller()
    assert seat == 0
    card = state.horses_of(0)[0]
    step = state.form[state.i(card)]
    events = play(state, f"sell {card}")
    sold = next(e for e in events if isinstance(e, ev.HorseSoldBack))
    assert sold.price == state.rules.horse(card).price + 1000 * step
    assert state.owner_of(card) == -1
    state = play_until(state, lambda s: s.phase == "offer")
    assert all(k == [] for k in state.kept)  # RULINGS: every kept card is returned
    assert sorted(int(str(a).split()[1]) for a in state.legal_actions()) == list(range(13, 19))
    state = play_until(state, lambda s: s.phase == "lineup")
    trained = [log["card"] for log in state.record["training"] if log["run"] > 2]
    assert sorted(trained) == sorted(c for s in range(4) for c in state.horses_of(s))


def test_the_evening_ends_after_race_3_and_most_cash_wins() -> None:
    # End of the Game: "The player who has the most cash wins. The value of the horses is not
    # taken into account."
    state = play_until(game(4).new_initial_state(), lambda s: False)
    assert state.is_over() and len(state.record["races"]) == 3
    result = state.result()
    cash = state.ledger.cash
    assert list(result.scores) == cash
    assert result.figures["ranking"] == sorted(range(4), key=lambda s: (-cash[s], s))
    for seat in range(4):
        total = sum(e[1] for e in state.ledger.entries if e[0] == seat)
        assert 35_000 + total == cash[seat]
    assert {e[2] for e in state.ledger.entries} <= {
        "auction", "training", "fee", "stake", "prize", "tote", "sale", "gallop"}
    assert state.observation(1)["tote"]["values"] is not None  # everything shown at the end


def test_own_programme_and_a_short_evening() -> None:
    # Variants, Own Race Programme: "the number of races to be run is determined ... The
    # starting fees and prizes are then set"; `races=1`: only the first race of the programme.
    own = game(4, variants=["own_programme"])
    assert len(own.programme) == len(own.rules.own_programme) >= 4
    state = play_until(game(4, variants=["races=1"]).new_initial_state(), lambda s: False)
    assert len(state.record["races"]) == 1 and state.is_over()


def test_a_second_restock_offers_only_what_the_bank_holds() -> None:
    # Own Race Programme: a programme may restock twice; a horse a seat bought at the first
    # restock is not auctioned again (ours).
    state = play_until(game(4).new_initial_state(), lambda s: s.phase == "sell")
    state = play_until(state, lambda s: s.phase == "lineup")
    owned = {c for s in range(4) for c in state.horses_of(s) if c >= 13}
    assert len(owned) == 4
    state.start_auction(2, [1, 0, 0, 0], [])
    assert not owned & {int(str(a).split()[1]) for a in state.legal_actions()}


def test_slip_values_are_turned_over_when_the_race_is_settled() -> None:
    # After a Race: "After the betting slips are turned over, each bettor pays his stake".
    state = play_until(game(4).new_initial_state(), lambda s: bool(s.record["races"]))
    assert state.observation(None)["tote"]["values"] == [list(s) for s in state.tote.slips]
