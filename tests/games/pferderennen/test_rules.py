"""Pferderennen rules, each test citing the rulebook (shared/seeds/003) or RULINGS.md."""

from __future__ import annotations

import pytest

from arcade_races.core.chance import CHANCE
from arcade_races.core.errors import IllegalAction
from arcade_races.core.events import Event
from arcade_races.games.pferderennen import events as ev
from arcade_races.games.pferderennen.actions import NOTATION
from arcade_races.games.pferderennen.state import BET, HANDOUT, OVER, RACE

from .conftest import make_state, play, ready


def test_deck_is_52_cards_without_the_aces() -> None:
    # Vorbereitung 1: "Er nimmt die vier Asse aus dem Blatt und mischt den Rest."
    state = make_state()
    outcomes = state.chance_outcomes()
    assert len(outcomes) == 48
    assert all(weight == 1 for _, weight in outcomes)
    assert not any(str(action).endswith(("AC", "AD", "AH", "AS")) for action, _ in outcomes)


def test_six_face_down_track_cards_are_dealt_first() -> None:
    # Vorbereitung 2: "Der Geber legt 6 Karten verdeckt in einer Reihe".
    state = make_state()
    assert state.to_move() is CHANCE
    events = play(state, "lay 7D", "lay 9C", "lay 4S", "lay KH", "lay 2D", "lay 5C")
    assert isinstance(events[0], ev.RaceStarted)
    assert [e.step for e in events if isinstance(e, ev.TrackCardLaid)] == [1, 2, 3, 4, 5, 6]
    assert state.phase == BET
    assert len(state.deck) == 42
    # Face down: nobody sees them, nor do the events name them.
    assert state.observation(0)["track"] == [None] * 6
    assert state.observation(None)["track"] == [None] * 6
    assert not any("7D" in str(e.to_json()) for e in events)


def test_long_track_has_eight_cards() -> None:
    # Vorbereitung 2: "Viele spielen mit einer längeren Bahn aus 8 Karten".
    state = ready(["7D", "9C", "4S", "KH", "2D", "5C", "3H", "8S"])
    assert state.phase == RACE
    assert len(state.track) == 8
    assert len(state.deck) == 40


def test_every_seat_bets_on_a_suit_or_sits_out() -> None:
    # Wetten: "Vor dem Start setzt jeder eine Anzahl Schlucke auf eine Farbe".
    # RULINGS: each seat bets 1..max (default 5) on one suit, or sits out.
    state = ready(["7D", "9C", "4S", "KH", "2D", "5C"], ["bet H 4", "pass", "bet S 5"])
    assert state.bets == [("H", 4), None, ("S", 5)]
    assert state.phase == RACE


def test_bet_limits_are_enforced() -> None:
    # Wetten: "Legt am besten vorher einen Höchsteinsatz fest (z. B. 5 Schlucke)".
    state = make_state()
    play(state, "lay 7D", "lay 9C", "lay 4S", "lay KH", "lay 2D", "lay 5C")
    legal = [str(a) for a in state.legal_actions()]
    assert legal[:5] == ["bet C 1", "bet C 2", "bet C 3", "bet C 4", "bet C 5"]
    assert legal[-1] == "pass"
    assert len(legal) == 4 * 5 + 1
    for bad in ("bet H 6", "bet H 0", "bet X 2"):
        with pytest.raises(IllegalAction) as err:
            play(state, bad)
        assert bad in str(err.value)


def test_a_drawn_card_moves_the_ace_of_its_suit_one_step() -> None:
    # Das Rennen 1: "Nur ihre Farbe zählt: Das Ass dieser Farbe rückt einen Schritt vor".
    state = ready(["7D", "9C", "4S", "KH", "2D", "5C"])
    events = play(state, "draw QH")
    assert state.positions() == {"C": 0, "D": 0, "H": 1, "S": 0}
    assert ev.AceMoved("H", 0, 1, "draw") in events
    assert ev.CardDrawn("QH", "H", 1, 41) in events


def test_karo_seven_example(six_track: list[str]) -> None:
    # Beispiel: "Auf einer Bahn aus 6 Karten erreicht das Kreuz-Ass als letztes Stufe 1, also
    # deckt der Geber die erste Bahnkarte auf: die Karo-7. Das Karo-Ass, das auf Stufe 1
    # stand, fällt zurück an den Start. Das Herz-Ass führt auf Stufe 3."
    state = ready(six_track)
    play(state, "draw 3H", "draw 4H", "draw 8D", "draw 6H", "draw 9S")
    assert state.positions() == {"C": 0, "D": 1, "H": 3, "S": 1}
    events = play(state, "draw JC")
    assert ev.HurdleTurned(1, "7D", "D") in events
    assert ev.HurdleFellBack("D", 1, 0) in events
    assert state.positions() == {"C": 1, "D": 0, "H": 3, "S": 1}
    assert max(state.positions().items(), key=lambda kv: kv[1]) == ("H", 3)
    assert state.observation(None)["track"][0] == "7D"
    assert state.hurdles == [{"step": 1, "card": "7D", "suit": "D"}]


def test_each_track_card_turns_only_once(six_track: list[str]) -> None:
    # Hürden: "Jede Bahnkarte wird nur einmal aufgedeckt."
    state = ready(six_track)
    play(state, "draw 3C", "draw 3D", "draw 3H", "draw 3S")  # all on 1: card 1 (7D) turns
    assert state.positions() == {"C": 1, "D": 0, "H": 1, "S": 1}
    events = play(state, "draw 4D")  # diamonds back on step 1: card 1 does not turn again
    assert not any(isinstance(e, ev.HurdleTurned) for e in events)
    assert state.hurdles == [{"step": 1, "card": "7D", "suit": "D"}]


def test_the_next_hurdle_turns_when_the_last_ace_reaches_its_step() -> None:
    # Hürden: "Sobald alle vier Asse eine Stufe der Bahn erreicht haben, deckt der Geber die
    # Bahnkarte dieser Stufe auf. Das Ass ihrer Farbe muss einen Schritt zurück."
    state = ready(["7D", "9C", "4S", "KH", "2D", "5C"], players=2)
    play(state, "draw 3C", "draw 3D", "draw 3H", "draw 3S")  # card 1 (7D): D back to 0
    play(state, "draw 4D", "draw 4C", "draw 4H", "draw 6S")  # C 2, D 1, H 2, S 2
    events = play(state, "draw 5D")  # D reaches 2, the last: card 2 (9C) turns, C 2 -> 1
    assert ev.HurdleTurned(2, "9C", "C") in events
    assert ev.HurdleFellBack("C", 2, 1) in events
    assert state.positions() == {"C": 1, "D": 2, "H": 2, "S": 2}


def test_knocked_back_at_the_start_stays_at_the_start() -> None:
    # RULINGS: "never behind the start" — the leader-hurdle variant can hit an ace at 0.
    state = ready(["7D", "9C", "4S", "KH", "2D", "5C"], variants=["leader_hurdle"])
    events = play(state, "draw 3H")  # hearts leads onto step 1: card 1 (7D) turns, D at 0
    assert ev.HurdleTurned(1, "7D", "D") in events
    assert ev.HurdleFellBack("D", 0, 0) in events
    assert state.positions()["D"] == 0


def test_the_first_ace_past_the_last_track_card_wins() -> None:
    # Das Rennen 3: "bis ein Ass über die letzte Bahnkarte hinaus vorrückt. Dieses Ass hat
    # gewonnen."
    state = ready(["7D", "9C", "4S", "KH", "2D", "5C"], ["bet S 2", "bet H 3", "pass"])
    for rank in "2356789":
        play(state, f"draw {rank}S")
    assert state.winner == "S"
    assert state.phase == OVER
    assert state.positions()["S"] == 7


def test_points_payout_pays_double_and_takes_the_stake() -> None:
    # Auszahlung: "verteilst du doppelt so viele Schlucke wie dein Einsatz"; "Hast du auf ein
    # anderes Pferd gesetzt, trinkst du deinen Einsatz." RULINGS: points are the default unit.
    state = ready(["7D", "9C", "4S", "KH", "2D", "5C"], ["bet S 2", "bet H 3", "pass"])
    events: list[Event] = []
    for rank in "2356789":
        events += play(state, f"draw {rank}S")
    assert state.totals == [4, -3, 0]
    assert ev.BetSettled(0, "S", 1, 4, "points") in events
    assert ev.BetSettled(1, "H", 4, -3, "points") in events
    result = state.result()
    assert result.figures["winner"] == "S"
    assert result.figures["payout"] == [4, -3, 0]
    assert result.placing == (1, 3, 2)


def test_party_mode_winner_hands_out_sips_as_a_decision() -> None:
    # Auszahlung: "verteilst du doppelt so viele Schlucke wie dein Einsatz an die anderen, ganz
    # wie du willst." RULINGS: the hand-out is a decision; the program tallies.
    state = ready(
        ["7D", "9C", "4S", "KH", "2D", "5C"], ["bet S 2", "bet H 3", "pass"], variants=["sips"]
    )
    for rank in "2356789":
        play(state, f"draw {rank}S")
    assert state.phase == HANDOUT
    assert state.to_move() == 0
    assert [str(a) for a in state.legal_actions()] == ["give 1", "give 2"]
    with pytest.raises(IllegalAction):
        play(state, "give 0")
    events = play(state, "give 1", "give 2", "give 2", "give 1")
    assert any(isinstance(e, ev.RaceEnded) for e in events)
    # Seat 0 handed out 4; seat 1 drank its stake 3 and 2 handed sips; seat 2 drank 2.
    assert state.totals == [4, -5, -2]
    assert state.result().figures["units"] == "sips"


def test_void_race_when_the_pile_runs_out() -> None:
    # Das Rennen 3: "Geht der Ziehstapel vorher aus ..., gilt das Rennen nicht, und niemand
    # zahlt."
    deck = ("2C", "3C", "4C", "5C", "6C", "7C", "2D", "2H", "2S", "3D")
    state = ready(["7C", "6C", "5C", "4C", "3C", "2C"], ["bet D 5"], deck=deck)
    events = play(state, "draw 2D", "draw 2H", "draw 2S")
    assert not any(isinstance(e, ev.RaceVoided) for e in events)
    events = play(state, "draw 3D")
    assert ev.RaceVoided(1) in events
    assert state.winner is None
    assert state.totals == [0, 0, 0]
    assert state.result().figures["winner"] is None


def test_half_stake_up_front() -> None:
    # Varianten: "Halber Einsatz vorab: Jeder trinkt die Hälfte seines Einsatzes vor dem Start;
    # wer verliert, trinkt am Ende die andere Hälfte." Odd stakes: half rounded down (ours).
    state = ready(
        ["7D", "9C", "4S", "KH", "2D", "5C"],
        ["bet S 2", "bet H 5", "pass"],
        variants=["half_stake"],
    )
    assert state.payout == [-1, -2, 0]
    for rank in "2356789":
        play(state, f"draw {rank}S")
    # The winner keeps 2 x 2 but its half paid up front is gone; the loser pays the rest, 3.
    assert state.totals == [3, -5, 0]


def test_places_variant_pays_second_and_third() -> None:
    # Varianten: "Plätze: Auch der zweite und dritte Platz werden ausgezahlt, mit kleinerer
    # Belohnung". RULINGS: 2nd pays 1 x stake, 3rd pays half, rounded down.
    state = ready(
        ["7D", "9C", "4S", "KH", "2D", "5C"],
        ["bet S 2", "bet H 3", "bet D 5", "bet C 4"],
        players=4,
        variants=["places"],
    )
    play(state, "draw 3H", "draw 4H", "draw 3D")  # H 2, D 1
    for rank in "2356789":
        play(state, f"draw {rank}S")
    assert state.order == ["S", "H", "D", "C"]
    assert state.totals == [4, 3, 2, -4]


def test_places_ties_go_to_the_ace_that_got_there_first() -> None:
    # Ours: two aces on one step are placed by who reached it first.
    state = ready(["7D", "9C", "4S", "KH", "2D", "5C"], variants=["places"])
    play(state, "draw 3D", "draw 3H")  # D then H on step 1
    for rank in "2356789":
        play(state, f"draw {rank}S")
    assert state.order == ["S", "D", "H", "C"]


def test_leader_hurdle_turns_when_the_first_ace_reaches_the_step() -> None:
    # Varianten: "Hürde für den Führenden: Die Bahnkarte wird aufgedeckt, sobald das erste Pferd
    # die Stufe erreicht, nicht das letzte."
    state = ready(["9C", "7D", "4S", "KH", "2D", "5C"], variants=["leader_hurdle"])
    events = play(state, "draw 3C")
    assert ev.HurdleTurned(1, "9C", "C") in events
    assert state.positions()["C"] == 0


def test_turbo_moves_the_turned_cards_ace_forward() -> None:
    # Varianten: "Turbo: Die Farbe einer aufgedeckten Bahnkarte rückt ihr Pferd vor statt
    # zurück."
    state = ready(["7D", "9C", "4S", "KH", "2D", "5C"], variants=["turbo"])
    events = play(state, "draw 3C", "draw 3D", "draw 3H", "draw 3S")
    assert ev.AceMoved("D", 1, 2, "turbo") in events
    assert state.positions() == {"C": 1, "D": 2, "H": 1, "S": 1}


def test_stumble_moves_every_ace_behind_the_leader() -> None:
    # Varianten: "Stolpern: Legt einen wilden Wert fest (z. B. die 2er); kommt er, rücken alle
    # Pferde außer dem Führenden einen Schritt vor." RULINGS: every ace strictly behind the
    # leader moves one step; the wild card does not move its own ace otherwise (ours).
    state = ready(["7D", "9C", "4S", "KH", "3D", "5C"], variants=["stumble"])
    play(state, "draw 3H", "draw 4H")  # H leads on 2
    events = play(state, "draw 2H")
    assert [e for e in events if isinstance(e, ev.AceMoved)] == [
        ev.AceMoved("C", 0, 1, "stumble"),
        ev.AceMoved("D", 0, 1, "stumble"),
        ev.AceMoved("S", 0, 1, "stumble"),
    ]
    # Every ace reached step 1, so track card 1 (7D) turns and diamonds falls back.
    assert ev.HurdleFellBack("D", 1, 0) in events
    assert state.positions() == {"C": 1, "D": 0, "H": 2, "S": 1}


def test_a_session_of_several_races_keeps_running_totals() -> None:
    # Auszahlung: "Dann wird alles gemischt, eine neue Bahn gelegt, und das nächste Rennen
    # beginnt". The first bettor moves one seat each race (ours).
    state = make_state(players=2, races=2)
    play(state, *(f"lay {c}" for c in ["7D", "9C", "4S", "KH", "2D", "5C"]), "bet S 1", "pass")
    events = play(state, *(f"draw {r}S" for r in "2356789"))
    assert ev.RaceEnded(1, "S", (2, 0), (2, 0)) in events
    assert state.phase == "deal"
    assert len(state.deck) == 48  # a fresh deck
    play(state, *(f"lay {c}" for c in ["7D", "9C", "4S", "KH", "2D", "5C"]))
    assert state.to_move() == 1  # seat 1 bets first in race 2
    play(state, "bet C 3", "bet S 1")
    play(state, *(f"draw {r}S" for r in "2356789"))
    assert state.totals == [4, -3]
    assert state.phase == OVER
    result = state.result()
    assert [r["winner"] for r in result.figures["races"]] == ["S", "S"]
    assert result.placing == (1, 2)


def test_wrong_phase_and_missing_cards_are_illegal() -> None:
    state = make_state()
    with pytest.raises(IllegalAction, match="deal phase"):
        play(state, "bet H 1")
    play(state, "lay 7D")
    with pytest.raises(IllegalAction, match="not in the deck"):
        play(state, "lay 7D")


def test_notation_round_trips() -> None:
    for text in ("lay 7D", "draw TS", "bet H 3", "pass", "give 4"):
        assert str(NOTATION.parse(text)) == text
