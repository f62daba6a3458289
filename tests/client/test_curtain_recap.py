"""The curtain's recap: what happened since a seat's last turn, from the events, in each
game's words, the most important first, and never another seat's secret.

The scripted games have two "human" seats (Anna and Ben) whose decisions come from the normal
AI as a script, and an AI seat (Clara); the recap is read at every decision of a human seat,
as the curtain would show it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame
import pytest

from arcade_races.ai import make_agent
from arcade_races.client.app import App
from arcade_races.client.recap import MAX_LINES, Note, Recap, render
from arcade_races.client.recap.crazy_race import CARD_WORDS
from arcade_races.core.cards import SUIT_NAMES
from arcade_races.core.events import Event
from arcade_races.core.state import Game
from arcade_races.games.crazy_race import events as cr
from arcade_races.games.favoriten import events as fv
from arcade_races.games.pferderennen import events as pf
from arcade_races.games.pferderennen.game import PferderennenGame
from arcade_races.games.pferderennen.testing import default_rules
from arcade_races.games.rennfieber import events as rf
from arcade_races.games.rennfieber.commentary import money
from arcade_races.games.six_day import events as sd
from arcade_races.games.six_day.commentary import card_words
from arcade_races.gamesetup import ai_seats, make_header
from arcade_races.match import Match, Step
from arcade_races.replay import SeatInfo

HUMANS = (0, 1)
NAMES = ("Anna", "Ben", "Clara")


@dataclass
class Moment:
    """A human seat about to decide: its recap (every line, and the curtain's few), what the
    seat itself may see, and the game's events so far."""

    seat: int
    lines: list[str]
    curtain: list[str]
    observation: dict[str, Any]
    before: list[Event]


def play(game_id: str, seed: int, variants: tuple[str, ...] = (),
         game: Game | None = None, limit: int = 4000) -> list[tuple[int, Moment | Step]]:
    """Play a scripted game; the log of (number, step) and (number, moment) in order."""
    seats = ai_seats(game_id, len(NAMES))
    header = make_header(game_id, seats, seed, variants)
    game = game or header.build_game()
    agents = {i: make_agent(game_id, "normal", s.personality, i) for i, s in enumerate(seats)}
    match = Match(game, seed, agents)
    recap = Recap(game, NAMES, match.state.observation(None))
    log: list[tuple[int, Moment | Step]] = []
    events: list[Event] = []
    while not match.is_over() and match.number < limit:
        mover = match.state.to_move()
        if mover in HUMANS:
            assert isinstance(mover, int)
            log.append((match.number, Moment(mover, recap.lines(mover, limit=100),
                                             recap.lines(mover),
                                             match.state.observation(mover), list(events))))
        step = match.step()
        recap.record(step)
        events.extend(step.events)
        log.append((step.number, step))
    return log


def after(log: list[tuple[int, Moment | Step]], number: int, seat: int) -> Moment | None:
    """`seat`'s first moment after step `number`."""
    for n, entry in log:
        if isinstance(entry, Moment) and entry.seat == seat and n >= number:
            return entry
    return None


def decider(log: list[tuple[int, Moment | Step]], number: int) -> int | None:
    """The seat that decided step `number` (None: chance). Its own step's outcome the
    seat watched happen: its recap starts after it."""
    return next(s.seat for n, s in log if isinstance(s, Step) and n == number)


def events_of(log: list[tuple[int, Moment | Step]], kind: type) -> list[tuple[int, Any]]:
    """Every event of `kind` with the number of its step."""
    return [(n, e) for n, s in log if isinstance(s, Step) for e in s.events
            if isinstance(e, kind)]


# -- the notes ------------------------------------------------------------------------------


def test_a_note_reads_you_for_its_own_seat_and_names_for_the_others() -> None:
    note = Note("{1} cancelled {0's} SKIP A TURN!", (0, 1), weight=50, mine=95)
    assert render(note, NAMES, 0) == "Ben cancelled your SKIP A TURN!"
    assert render(note, NAMES, 1) == "You cancelled Anna's SKIP A TURN!"
    assert render(note, NAMES, 2) == "Ben cancelled Anna's SKIP A TURN!"
    assert (note.weight_for(0), note.weight_for(2)) == (95, 50)


def _steps(*turns: tuple[int | None, list[Event]]) -> list[Step]:
    from arcade_races.core.actions import Action

    class Nothing(Action):
        VERB = "nothing"

    return [Step(n, seat, Nothing(), events) for n, (seat, events) in enumerate(turns, 1)]


def test_a_cancelled_skip_does_not_pass_unseen() -> None:
    game = make_header("crazy_race", ai_seats("crazy_race", 3), 1).build_game()
    recap = Recap(game, NAMES)
    for step in _steps(
        (0, []),                                                 # Anna's turn
        (1, [cr.ActionPlayed(1, "skip", 0)]),                     # Ben: SKIP A TURN at Anna
    ):
        recap.record(step)
    # Anna's curtain before she answers: the card at her, first.
    assert recap.lines(0)[0] == "Ben played SKIP A TURN at you."
    for step in _steps((0, []), (1, []), (0, [cr.ActionCancelled(1, 0, "skip")]),
                       (None, [cr.DiceRolled(0, (3, 4))])):
        recap.record(step)
    # Ben's curtain: his card was cancelled, before anything else.
    assert recap.lines(1)[0] == "Anna cancelled your SKIP A TURN!"
    assert "Anna cancelled Ben's SKIP A TURN!" in recap.lines(2)
    assert "Anna rolled 7." in recap.lines(1)


def test_a_crazy_race_pair_is_only_its_sum() -> None:
    # The pawn runs the dice's sum and a pair counts for nothing more (rulebook 004): the
    # recap says no "double", as the commentary does not.
    game = make_header("crazy_race", ai_seats("crazy_race", 3), 1).build_game()
    recap = Recap(game, NAMES)
    for step in _steps((0, []), (None, [cr.DiceRolled(0, (4, 4))])):
        recap.record(step)
    assert "Anna rolled 8." in recap.lines(1)
    assert not any("double" in line for line in recap.lines(1))


# -- a scripted two-human game per game -------------------------------------------------------


def test_crazy_race_recap_tells_cards_played_at_a_seat_and_cancels() -> None:
    log = play("crazy_race", 1)
    cancels = [(n, e) for n, e in events_of(log, cr.ActionCancelled) if e.seat in HUMANS]
    assert cancels, "the scripted race has a cancelled action card"
    for n, event in cancels:
        moment = after(log, n, event.seat)
        if moment is not None:
            line = f"{NAMES[event.target]} cancelled your {CARD_WORDS[event.kind]}!"
            assert moment.curtain[0] == line
    played = [(n, e) for n, e in events_of(log, cr.ActionPlayed)
              if e.target in HUMANS and e.target != e.seat]
    assert played
    for n, event in played:
        moment = after(log, n, event.target)
        assert moment is not None
        assert f"{NAMES[event.seat]} played {CARD_WORDS[event.kind]} at you." in moment.lines
    for n, event in events_of(log, cr.CupWon):
        for seat in HUMANS:
            moment = after(log, n, seat)
            who = "You" if seat == event.seat else NAMES[event.seat]
            if moment is not None:
                assert any(line.startswith(f"{who} won a cup at the end of stage {event.stage}")
                           for line in moment.lines)


def test_six_day_recap_tells_slipstreams_in_a_seats_wheel_and_sprints() -> None:
    log = play("six_day", 1, ("days=1",))
    wheels = 0
    positions: list[int] = [0] * len(NAMES)
    for n, entry in log:
        if not isinstance(entry, Step):
            continue
        land = next((e.to_space for e in entry.events
                     if isinstance(e, sd.RiderMoved) and e.kind == "ride"), None)
        slip = next((e for e in entry.events
                     if isinstance(e, sd.RiderMoved) and e.kind == "slipstream"), None)
        card = next((e for e in entry.events if isinstance(e, sd.CardPlayed)), None)
        if slip is not None and card is not None:
            for seat in HUMANS:
                if seat != slip.seat and positions[seat] == land:
                    moment = after(log, n, seat)
                    assert moment is not None
                    start = f"{NAMES[slip.seat]} took "
                    assert any(line.startswith(start) and card_words(card.card) in line
                               and ("your slipstream" in line or " you " in line)
                               for line in moment.lines), moment.lines
                    wheels += 1
        for e in entry.events:
            if isinstance(e, sd.RiderMoved):
                positions[e.seat] = e.to_space
    assert wheels, "somebody rode in a human's wheel"
    for n, event in events_of(log, sd.SprintCrossed):
        if event.place == 1 and event.points:
            for seat in set(HUMANS) - {event.seat}:
                moment = after(log, n, seat)
                if moment is not None:
                    line = f"{NAMES[event.seat]} won sprint {event.sprint}: {event.points} points!"
                    assert line in moment.lines


def test_pferderennen_recap_tells_the_race_run_since_a_seats_bet() -> None:
    game = PferderennenGame(default_rules(races=2), len(NAMES))
    log = play("pferderennen", 1, game=game)
    won = events_of(log, pf.AceWon)
    assert won
    n, first = won[0]
    settled = {e.seat: e for m, e in events_of(log, pf.BetSettled) if m <= n + 5}
    for seat in HUMANS:
        moment = after(log, n, seat)
        assert moment is not None, "the second race asks both again"
        assert f"{SUIT_NAMES[first.suit]} won the race!" in moment.curtain
        if seat in settled:
            # The seat's own bet first: what it won or lost.
            assert moment.curtain[0].startswith(f"You backed {SUIT_NAMES[settled[seat].suit]}")


def test_favoriten_recap_tells_the_columns_that_paid_a_seat() -> None:
    log = play("favoriten", 1)
    scored = [(n, e) for n, e in events_of(log, fv.MarkersScored)]
    paid = 0
    for n, event in scored:
        for seat, points in zip(event.seats, event.points, strict=True):
            moment = after(log, n, seat) if seat in HUMANS else None
            if moment is not None and decider(log, n) != seat:
                unit = "point" if points == 1 else "points"
                line = f"{event.horse.capitalize()}'s column paid you {points} {unit}."
                assert line in moment.lines
                paid += 1
    assert paid
    for n, ended in events_of(log, fv.RaceEnded):
        for seat in HUMANS:
            moment = after(log, n, seat)
            if moment is not None and decider(log, n) != seat:
                assert moment.curtain[0] == (f"After race {ended.race}, you stood at "
                                             f"{ended.totals[seat]} points.")


def test_rennfieber_recap_tells_a_seats_horses_and_the_tote() -> None:
    log = play("rennfieber", 1, ("races=2",))
    bought = [(n, e) for n, e in events_of(log, rf.HorseBought)]
    assert bought
    told = 0
    for n, event in events_of(log, rf.ToteSettled):
        for seat in HUMANS:
            moment = after(log, n, seat)
            if moment is not None and decider(log, n) != seat:
                start = f"The tote paid {event.quote}:10 on" if event.quote else "Nobody backed"
                assert any(line.startswith(start) for line in moment.lines)
                told += 1
    for n, event in events_of(log, rf.CashMoved):
        if event.reason == "tote" and event.seat in HUMANS and event.amount > 0:
            moment = after(log, n, event.seat)
            if moment is not None and decider(log, n) != event.seat:
                assert moment.curtain[0] == f"You collected {money(event.amount)} at the tote."
    assert told
    for moment in (m for _, m in log if isinstance(m, Moment)):
        assert len(moment.curtain) <= MAX_LINES


# -- no secrets --------------------------------------------------------------------------------


def test_a_seats_black_cards_never_show_in_another_seats_recap() -> None:
    log = play("six_day", 1, ("days=2",))
    changed = events_of(log, sd.RiderChanged)
    assert any(e.seat in HUMANS for _, e in changed), "a human changed riders"
    checked = 0
    for _, entry in log:
        if not isinstance(entry, Moment):
            continue
        other = 1 - entry.seat
        ridden = {e.card for e in entry.before if isinstance(e, sd.CardPlayed)}
        # The other human's black cards, as only it may see them (its own observation).
        secret = [c for c in other_hand(log, entry, other) if c not in ridden]
        for card in secret:
            checked += 1
            assert not any(card_words(card) in line for line in entry.lines)
    assert checked > 0, "a human held black cards while the other read a recap"


def other_hand(log: list[tuple[int, Moment | Step]], moment: Moment, seat: int) -> list[str]:
    """`seat`'s black cards at its latest moment up to `moment` (its own observation)."""
    hand: list[str] = []
    for _, entry in log:
        if isinstance(entry, Moment) and entry.seat == seat:
            hand = list(entry.observation["hands"][seat].get("black", []))
        if entry is moment:
            break
    return hand


def test_kept_cards_and_bet_cards_never_show_in_another_seats_recap() -> None:
    log = play("rennfieber", 1, ("races=2",))
    for _, entry in log:
        if isinstance(entry, Moment):
            played = {e.kind.split("_")[0] for e in entry.before
                      if isinstance(e, rf.KeptCardPlayed)}
            for word in ("karriere", "durchbruch"):
                if word not in played:
                    assert not any(word in line.lower() for line in entry.lines)
            assert not any("slip" in line and any(ch.isdigit() for ch in line.split("slip")[1])
                           for line in entry.lines)
    log = play("crazy_race", 1)
    for _, entry in log:
        if isinstance(entry, Moment):
            assert not any("bet" in line.lower() for line in entry.lines)


# -- the curtain on screen ---------------------------------------------------------------------


def key(app: App, k: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
    app.frame()


@pytest.mark.parametrize("game_id", ["pferderennen", "six_day", "favoriten", "crazy_race",
                                     "rennfieber"])
def test_the_recap_fits_the_curtains_panel(app: Any, game_id: str) -> None:
    from arcade_races.client.scenes.curtain import CurtainScene, recap_panel

    log = play(game_id, 1, ("days=1",) if game_id == "six_day" else
               ("races=2",) if game_id == "rennfieber" else ())
    longest = max((m for _, m in log if isinstance(m, Moment)),
                  key=lambda m: sum(len(line) for line in m.curtain))
    assert longest.curtain
    curtain = CurtainScene(app, longest.seat, NAMES[longest.seat], recap=longest.curtain)
    app.push(curtain)
    surface = pygame.Surface((1280, 720))
    curtain.draw(surface)
    image = recap_panel(app.assets, longest.curtain, 1040)
    # The panel stays between the name (y 140) and the reveal line, clear of the hint bar.
    assert 170 + image.get_height() + 60 < 680
    for _ in range(30):
        app.frame()
    key(app, pygame.K_RETURN)
    assert app.scene is not curtain


def test_two_humans_get_the_recap_on_the_curtain_in_play(app: Any) -> None:
    from arcade_races.client.scenes.curtain import CurtainScene
    from arcade_races.client.scenes.play import PlayScene

    seats = (SeatInfo("Anna", "human", None, None), SeatInfo("Ben", "human", None, None),
             SeatInfo("Clara", "ai", "normal", "rouleur"))
    play_scene = PlayScene(app, make_header("six_day", seats, 5, ["days=1"]), record=False)
    app.push(play_scene)
    recaps: list[list[str]] = []
    for _ in range(60 * 90):
        app.frame()
        scene = app.scene
        if isinstance(scene, CurtainScene):
            recaps.append(scene.recap)
            for _ in range(20):
                app.frame()
            # A click reveals as Enter does.
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1,
                                                 pos=(640, 360)))
            app.frame()
            assert app.scene is play_scene
        elif play_scene.input_seat is not None:
            key(app, pygame.K_RETURN)
        if len(recaps) >= 4:
            break
    assert len(recaps) >= 4
    assert recaps[0] == []  # Anna's first turn: nothing happened yet
    assert all(recaps[1:3]), "after the first round, every curtain has its recap"
    assert any(line.startswith("Clara ") for recap in recaps[1:] for line in recap)
