"""The stage every view stands on: the script's beats and what `until` means, skipping to the end,
motion and path hops, the board fit, the cache, the effects layer and the choice prompt.

The stage modules' doctests run here too.
"""

from __future__ import annotations

import doctest
import importlib
import random
from dataclasses import dataclass

import pygame
import pytest

from arcade_races.client.input import Command, Pointer
from arcade_races.client.physics import CardFlick
from arcade_races.client.stage.cache import Cache
from arcade_races.client.stage.effects import Ambience, Effects, Flick, Floater
from arcade_races.client.stage.fit import Fit, bounds
from arcade_races.client.stage.motion import animate, ease_in_out, hop_along, linear
from arcade_races.client.stage.prompt import Choice, Facet, Option, Prompt
from arcade_races.client.stage.script import (
    Clip,
    Script,
    call,
    parallel,
    sequence,
    wait,
    wait_until,
)
from arcade_races.core.actions import Action

MODULES = ["cache", "effects", "fit", "motion", "prompt", "script", "ticker", "zones"]


@pytest.mark.parametrize("name", MODULES)
def test_the_doctests(name: str) -> None:
    module = importlib.import_module(f"arcade_races.client.stage.{name}")
    failed, tried = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert failed == 0
    assert tried > 0


# -- the script -------------------------------------------------------------------------------


def test_leftover_time_runs_on_into_the_next_beats_in_the_same_update() -> None:
    log: list[str] = []
    script = Script()
    script.clip(0.1, start=lambda: log.append("a"), end=lambda: log.append("a."))
    script.clip(0.1, start=lambda: log.append("b"), step=lambda t: log.append(f"b{t:.1f}"))
    script.update(0.15)
    assert log == ["a", "a.", "b", "b0.5"]
    current = script.current
    assert isinstance(current, Clip) and abs(current.elapsed - 0.05) < 1e-9


def test_until_ends_a_beat_early_and_uses_up_the_update() -> None:
    resting = [False]
    log: list[str] = []
    script = Script()
    script.add(wait_until(lambda: resting[0], most=5.0, end=lambda: log.append("rest")),
               Clip(1.0, start=lambda: log.append("next")))
    script.update(0.5)
    assert log == []
    resting[0] = True
    script.update(0.5)
    assert log == ["rest", "next"]
    nxt = script.current
    assert isinstance(nxt, Clip) and nxt.elapsed == 0.0  # the rest of the update was used up


def test_until_past_the_most_hands_on_the_overshoot() -> None:
    beat = wait_until(lambda: True, most=0.25)
    assert beat.advance(0.5) == 0.25
    never = wait_until(lambda: False, most=0.25)
    assert never.advance(0.2) is None
    assert never.advance(0.1) == pytest.approx(0.05)


def test_skip_runs_every_beat_to_its_end_in_order_even_those_added_on_the_way() -> None:
    log: list[str] = []
    script = Script()

    def more() -> None:
        log.append("first")
        script.add(call(lambda: log.append("added")))

    script.add(Clip(2.0, start=more, step=lambda t: log.append(f"t={t}")),
               wait_until(lambda: False, most=10.0, end=lambda: log.append("waited")),
               parallel(call(lambda: log.append("p1")), wait(3.0)))
    script.skip()
    assert log == ["first", "t=1.0", "waited", "p1", "added"]
    assert not script.busy


def test_a_beat_ending_by_clearing_the_script_leaves_it_empty() -> None:
    script = Script()
    script.add(Clip(0.1, end=script.clear), wait(1.0), wait(1.0))
    script.update(0.2)
    assert not script.busy


def test_parallel_ends_with_its_last_beat_and_sequence_nests() -> None:
    log: list[str] = []
    group = parallel(sequence(wait(0.2), call(lambda: log.append("seq"))),
                     Clip(0.5, end=lambda: log.append("long")))
    script = Script()
    script.add(group, call(lambda: log.append("after")))
    script.update(0.3)
    assert log == ["seq"]
    script.update(0.3)
    assert log == ["seq", "long", "after"]


def test_cut_ends_a_clip_at_the_next_update() -> None:
    clip = Clip(5.0)
    assert clip.advance(0.1) is None
    clip.cut()
    assert clip.advance(0.1) == pytest.approx(0.1)


def test_clip_steps_are_the_progress_and_end_on_one() -> None:
    seen: list[float] = []
    script = Script()
    script.clip(1.0, step=seen.append)
    for _ in range(5):
        script.update(0.25)
    assert seen == [0.25, 0.5, 0.75, 1.0]


# -- motion -----------------------------------------------------------------------------------


@dataclass
class Token:
    x: float = 0.0
    y: float = 10.0


def test_animate_goes_from_the_values_at_its_start() -> None:
    token = Token()
    script = Script()
    script.add(wait(0.5), animate(token, duration=1.0, easing=linear, x=4.0, y=0.0))
    token.x = 2.0  # before the tween begins: it starts from here
    script.update(1.0)
    assert (token.x, token.y) == (3.0, 5.0)
    script.skip()
    assert (token.x, token.y) == (4.0, 0.0)


def test_hop_along_lands_on_every_space_and_rings_each_line_once() -> None:
    spots: list[tuple[float, float]] = []
    landed: list[int] = []
    bells: list[int] = []
    clip = hop_along(4, 1.0, to=lambda s, lift: spots.append((s, lift)), height=8.0,
                     on_space=landed.append,
                     lines=[(1.5, lambda: bells.append(1)), (3.5, lambda: bells.append(2))])
    script = Script()
    script.add(clip)
    while script.busy:
        script.update(1 / 30)
    assert landed == [1, 2, 3, 4]
    assert bells == [1, 2]
    assert spots[-1] == (4.0, 0.0)
    assert all(0.0 <= s <= 4.0 and 0.0 <= lift <= 8.0 for s, lift in spots)
    assert [s for s, _ in spots] == sorted(s for s, _ in spots)


def test_a_skipped_ride_still_fires_its_lines() -> None:
    landed: list[int] = []
    bells: list[str] = []
    clip = hop_along(6, 2.0, to=lambda s, lift: None, each=False, easing=ease_in_out,
                     on_space=landed.append, lines=[(5.5, lambda: bells.append("finish"))])
    clip.advance(0.2)
    clip.finish()
    assert landed == [1, 2, 3, 4, 5, 6] and bells == ["finish"]


# -- fit, cache -------------------------------------------------------------------------------


def test_fit_centres_and_the_inverse_finds_the_board_point() -> None:
    rng = random.Random(3)
    for _ in range(50):
        pts = [(rng.uniform(-500, 500), rng.uniform(-500, 500)) for _ in range(5)]
        rect = pygame.Rect(rng.randrange(0, 100), rng.randrange(0, 100), rng.randrange(50, 900),
                           rng.randrange(50, 600))
        fit = Fit.into(rect, bounds(pts), most=1.6, stretch=rng.choice([1.0, 1.25]))
        left, top, right, bottom = bounds(fit.points(pts))
        # Centred on the rect's (whole-pixel) centre: half a pixel out for an odd size.
        assert left >= rect.left - 0.51 and right <= rect.right + 0.51
        assert top >= rect.top - 0.51 and bottom <= rect.bottom + 0.51
        assert abs((left + right) / 2 - rect.centerx) < 1e-6
        for p in pts:
            back = fit.to_board(fit.to_screen(p))
            assert back == pytest.approx(p)


def test_cache_forgets_the_least_recently_used() -> None:
    cache: Cache[int, int] = Cache(limit=3)
    for key in (1, 2, 3, 1, 4):
        cache.get(key, lambda k: k * 10)
    assert 2 not in cache and 1 in cache and len(cache) == 3
    with pytest.raises(ValueError):
        Cache(limit=0)


# -- effects ----------------------------------------------------------------------------------


class Sounds:
    def __init__(self) -> None:
        self.log: list[str] = []

    def loop(self, name: str) -> None:
        self.log.append(f"loop {name}")

    def stop(self, name: str) -> None:
        self.log.append(f"stop {name}")


def test_finishing_the_effects_lays_a_flicked_card_and_drops_the_rest() -> None:
    fx = Effects(("board", "side"))
    laid: list[bool] = []
    fx.add(Flick(CardFlick((0, 0), (100, 50), 7, duration=0.4), pygame.Surface((10, 14)),
                 lambda: laid.append(True)))
    fx.add(Floater(pygame.Surface((5, 5)), (3, 3)), "side")
    fx.flashes.add(2, (255, 0, 0), 0.5)
    fx.update(0.1, 0.1)
    assert not fx.idle and fx.flashes.of(2)[0].strength == pytest.approx(0.8)
    fx.finish()
    assert laid == [True] and fx.idle


def test_an_ambience_loop_outlasts_the_movement_by_its_tail() -> None:
    sounds = Sounds()
    hooves = Ambience(sounds, "hooves", 0.3)  # type: ignore[arg-type]
    hooves.update(True, 0.1)
    hooves.update(True, 0.1)
    hooves.update(False, 0.2)
    assert sounds.log == ["loop hooves"]
    hooves.update(False, 0.2)
    assert sounds.log == ["loop hooves", "stop hooves"]


# -- the choice prompt ------------------------------------------------------------------------


@dataclass(frozen=True)
class Lay(Action):
    card: int
    spot: int


@dataclass(frozen=True)
class Roll(Action):
    pass


LEGAL: list[Action] = [Lay(3, 0), Lay(3, 2), Lay(5, 1), Roll()]
FACETS = [Facet("card", lambda a: a.card if isinstance(a, Lay) else "roll"),
          Facet("spot", lambda a: a.spot if isinstance(a, Lay) else None)]


def test_each_facet_offers_what_the_ones_before_leave() -> None:
    choice = Choice(LEGAL, FACETS)
    assert choice.values("card") == [3, 5, "roll"]
    assert choice.values("spot") == [0, 2] and choice.action() == Lay(3, 0)
    choice.select("card", 5)
    assert choice.values("spot") == [1]
    choice.select("spot", 1)
    assert choice.action() is LEGAL[2]
    choice.select("card", "roll")
    assert not choice.is_open("spot") and choice.action() is LEGAL[3]
    choice.select("card", None)
    assert choice.action() is None  # undecided: several actions left
    assert choice.find(card=3, spot=2) is LEGAL[1] and choice.find(card=3) is None


def test_random_selections_only_ever_confirm_legal_actions() -> None:
    rng = random.Random(11)
    for _ in range(300):
        choice = Choice(LEGAL, FACETS, start={"card": rng.choice([3, 5, "roll", 9])})
        for _ in range(rng.randrange(6)):
            facet = rng.choice(["card", "spot"])
            if rng.random() < 0.5:
                choice.shift(facet, rng.choice([-1, 1, 2]))
            else:
                choice.select(facet, rng.choice([None, 0, 1, 2, 3, 5, "roll"]))
        action = choice.action()
        assert action is None or any(action is legal for legal in LEGAL)


def grid_prompt() -> Prompt:
    """Seven seats to pick from, four to a row, picking one confirms."""
    legal = [Lay(seat, 0) for seat in range(7)]
    choice = Choice(legal, [Facet("seat", lambda a: a.card if isinstance(a, Lay) else None)],
                    start={"seat": 5})
    prompt = Prompt(choice, pygame.Rect(0, 0, 400, 200), seat=0, mode="pick", wrap_rows=True)
    options = prompt.values_as_options(
        "seat", lambda i, v: pygame.Rect(i % 4 * 100, i // 4 * 100, 90, 90), kind="seat",
        commit=True)
    prompt.add_row(options[:4])
    prompt.add_row(options[4:])
    prompt.focus_on("seat")
    return prompt


def test_a_grid_moves_by_rows_and_round_its_values() -> None:
    prompt = grid_prompt()
    assert prompt.row == 1
    prompt.move(-1, 0)  # up from seat 5 (second in its row): seat 1
    assert prompt.choice.selected["seat"] == 1 and prompt.row == 0
    prompt.move(0, -1)
    prompt.move(0, -1)  # left from seat 0 wraps round to the last seat
    assert prompt.choice.selected["seat"] == 6 and prompt.row == 1
    prompt.next()
    assert prompt.choice.selected["seat"] == 0
    response = prompt.command(Command.CONFIRM)
    assert response.used and response.action == Lay(0, 0)


def test_the_pointer_picks_what_is_under_it() -> None:
    prompt = grid_prompt()
    assert prompt.pointer(Pointer("move", (150, 150))).used
    assert prompt.hover is not None and prompt.hover.value == 5
    assert prompt.pointer(Pointer("down", (395, 195), 1)).used  # on the prompt, no option
    assert not prompt.pointer(Pointer("down", (500, 500), 1)).used
    response = prompt.pointer(Pointer("down", (250, 50), 1))
    assert response.action == Lay(2, 0)
    assert not prompt.command(Command.PAUSE).used


def test_rows_of_a_closed_facet_are_skipped_but_keep_their_selection() -> None:
    choice = Choice(LEGAL, FACETS, start={"card": 3, "spot": 2})
    prompt = Prompt(choice, pygame.Rect(0, 0, 300, 300), seat=0)
    prompt.add_row(prompt.values_as_options("card", lambda i, v: pygame.Rect(i * 50, 0, 40, 40),
                                            kind="card"))
    prompt.add_row(prompt.values_as_options("spot", lambda i, v: pygame.Rect(i * 50, 50, 40, 40),
                                            kind="spot"))
    prompt.add_row([Option(pygame.Rect(0, 100, 200, 40), "confirm")])
    prompt.move(0, 1)
    prompt.move(0, 1)  # the third card value: the roll, which has no spot
    assert choice.selected["card"] == "roll"
    prompt.move(1, 0)
    assert prompt.row == 2  # the spot row is closed: skipped
    assert choice.selected["spot"] == 2
    assert not prompt.enabled(prompt.rows[1][0])
    assert prompt.command(Command.CONFIRM).action == Roll()
