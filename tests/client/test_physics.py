"""The pymunk flourishes: dice land on the rules' values, cards on their mark, confetti runs.

DESIGN.md: "pymunk drives physical flourishes: dice thrown into a tray, cards flicked, confetti;
the rules have already decided the outcome, the physics only shows it."
"""

from __future__ import annotations

import math
import os
import statistics
import time
from collections.abc import Sequence

import pygame
import pytest

from arcade_races.client.physics import (
    MAX_THROW_TIME,
    STEP_120,
    CardFlick,
    Confetti,
    DiceTray,
    DieView,
    FixedStep,
)
from arcade_races.client.physics.dice import Side

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

RACE_DIE = (2, 3, 3, 4, 4, 5)
TRAY = pygame.Rect(40, 30, 520, 300)
# A throw must settle within its promised time plus a few steps of rounding.
STEP_LIMIT = math.ceil(MAX_THROW_TIME / STEP_120) + 4


def _inside(view: DieView, felt: pygame.Rect) -> bool:
    left, top, right, bottom = view.bounds()
    eps = 1e-6
    return (felt.left - eps <= left and right <= felt.right + eps
            and felt.top - eps <= top and bottom <= felt.bottom + eps)


def _core_corners_inside(view: DieView, felt: pygame.Rect) -> bool:
    """The square part of the outline (corners rounded off by ``corner``) is on the felt."""
    scale = (view.size / 2 - view.corner) / (view.size / 2)
    eps = 1e-6
    for cx, cy in view.corners():
        x = view.pos[0] + (cx - view.pos[0]) * scale
        y = view.pos[1] + (cy - view.pos[1]) * scale
        if not felt.left - eps <= x <= felt.right + eps:
            return False
        if not felt.top - eps <= y <= felt.bottom + eps:
            return False
    return True


def _throw_to_rest(
    seed: int,
    values: Sequence[int],
    faces: Sequence[Sequence[int]] | None = None,
    side: Side = "left",
) -> tuple[DiceTray, int, list[tuple[tuple[float, float], ...]]]:
    tray = DiceTray(TRAY, seed, side=side)
    tray.throw(values, faces)
    path: list[tuple[tuple[float, float], ...]] = []
    steps = 0
    while not tray.settled and steps < 10 * STEP_LIMIT:
        tray.step()
        steps += 1
        views = tray.dice
        path.append(tuple(v.pos for v in views))
        for v in views:
            assert _inside(v, tray.felt_rect), f"seed {seed} step {steps}: die left the felt {v}"
    return tray, steps, path


CASES: list[tuple[list[int], list[tuple[int, ...]] | None]] = [
    ([5, 3], [RACE_DIE, RACE_DIE]),
    ([6, 1, 4], None),
    ([1, 2, 3, 4, 5, 6], None),
    ([2, 2], [RACE_DIE, RACE_DIE]),
    ([0, 12, 7], [(0, 7, 12)] * 3),
]


@pytest.mark.parametrize("values,faces", CASES, ids=lambda c: str(c))
def test_dice_settle_on_the_chosen_values_for_many_seeds(
    values: list[int], faces: list[tuple[int, ...]] | None
) -> None:
    for seed in range(30):
        tray, steps, _ = _throw_to_rest(seed, values, faces)
        assert tray.settled, f"seed {seed}: not settled after {steps} steps"
        assert steps <= STEP_LIMIT, f"seed {seed}: took {steps} steps"
        views = tray.dice
        assert [v.shown for v in views] == values
        assert list(tray.values) == values
        assert all(v.settled and v.height == 0.0 for v in views)
        for v in views:
            assert _core_corners_inside(v, tray.felt_rect)
            # At rest a die lies square to the tray within a few degrees, so its face reads.
            off_square = (v.angle + 45.0) % 90.0 - 45.0
            assert abs(off_square) < 7.0


def test_the_face_changes_while_tumbling_and_stays_on_the_die() -> None:
    tray = DiceTray(TRAY, seed=11)
    tray.throw([5, 3, 4], [RACE_DIE] * 3)
    seen: list[set[int]] = [set(), set(), set()]
    while not tray.settled:
        tray.step()
        for i, view in enumerate(tray.dice):
            assert view.shown in RACE_DIE
            seen[i].add(view.shown)
    assert all(len(s) >= 3 for s in seen), seen


def test_same_seed_same_trajectory_and_frame_rate_does_not_matter() -> None:
    _, _, first = _throw_to_rest(7, [6, 1, 4])
    _, _, again = _throw_to_rest(7, [6, 1, 4])
    assert first == again
    _, _, other = _throw_to_rest(8, [6, 1, 4])
    assert first != other

    by_60 = DiceTray(TRAY, seed=7)
    by_30 = DiceTray(TRAY, seed=7)
    by_60.throw([6, 1, 4])
    by_30.throw([6, 1, 4])
    for _ in range(40):
        by_60.update(1 / 60)
        by_60.update(1 / 60)
        by_30.update(1 / 30)
        assert [v.pos for v in by_60.dice] == [v.pos for v in by_30.dice]


def test_a_second_throw_on_the_same_tray_is_fresh() -> None:
    tray, _, _ = _throw_to_rest(3, [1, 2])
    tray.throw([6, 6, 6])
    assert not tray.settled
    assert tray.elapsed == 0.0
    while not tray.settled:
        tray.step()
    assert [v.shown for v in tray.dice] == [6, 6, 6]


@pytest.mark.parametrize("side", ["left", "right", "top", "bottom"])
def test_every_side_and_a_crowded_tray(side: Side) -> None:
    for seed in range(5):
        tray, steps, _ = _throw_to_rest(seed, [1, 2, 3, 4, 5, 6, 1, 2], None, side=side)
        assert steps <= STEP_LIMIT
        assert [v.shown for v in tray.dice] == [1, 2, 3, 4, 5, 6, 1, 2]


def test_throw_rejects_a_value_the_die_cannot_show() -> None:
    tray = DiceTray(TRAY, seed=1)
    with pytest.raises(ValueError, match="cannot show 6"):
        tray.throw([6], [RACE_DIE])
    with pytest.raises(ValueError, match="values but"):
        tray.throw([3, 3], [RACE_DIE])
    with pytest.raises(ValueError):
        tray.throw([])


def test_tray_draws_without_changing_anything() -> None:
    screen = pygame.Surface((640, 400))
    tray = DiceTray(TRAY, seed=5, colors=[(232, 58, 50), (34, 34, 40)])
    tray.draw(screen)  # an empty tray draws too
    tray.throw([5, 3], [RACE_DIE, RACE_DIE])
    for _ in range(3):
        tray.update(1 / 60)
        before = tray.dice
        tray.draw(screen, offset=(5, -3))
        assert tray.dice == before
    while not tray.settled:
        tray.update(1 / 60)
    screen.fill((0, 0, 0))
    tray.draw(screen)
    # The felt shows in the middle of the tray and the dice are drawn on it, in their colours.
    pos = tray.dice[0].pos
    assert screen.get_at((round(pos[0]) + 14, round(pos[1]) - 3))[0] > 150


@pytest.mark.parametrize("seed", range(10))
def test_card_flick_lands_exactly_on_its_mark(seed: int) -> None:
    start, end = (-80.0, 600.0), (640.0, 360.0)
    flick = CardFlick(start, end, seed, final_angle=-6.0, duration=0.8)
    assert flick.pos == start
    last_distance = math.dist(start, end)
    frames = 0
    while not flick.done:
        flick.update(1 / 60)
        frames += 1
        distance = math.dist(flick.pos, end)
        assert distance <= last_distance + 1e-6, "the card slides steadily towards its mark"
        last_distance = distance
        assert 0.0 <= flick.lift <= 1.0
    assert frames <= math.ceil(0.8 * 60) + 1
    assert flick.pos == end
    assert flick.angle == -6.0
    flick.update(1 / 60)
    assert flick.pos == end


def test_card_flick_is_deterministic_and_draws() -> None:
    a = CardFlick((0, 0), (300, 200), seed=4, final_angle=12.0)
    b = CardFlick((0, 0), (300, 200), seed=4, final_angle=12.0)
    screen = pygame.Surface((400, 300))
    card = pygame.Surface((60, 84), pygame.SRCALPHA)
    card.fill((250, 246, 234, 255))
    while not a.done:
        a.update(1 / 60)
        b.update(1 / 60)
        assert (a.pos, a.angle) == (b.pos, b.angle)
        a.draw(screen, card)
    assert screen.get_at((300, 200))[:3] == (250, 246, 234)


def test_confetti_runs_draws_and_clears_away() -> None:
    rect = pygame.Rect(0, 0, 640, 360)
    screen = pygame.Surface(rect.size)
    shower = Confetti(rect, seed=9, count=120)
    assert len(shower) == 120
    shower.burst((320, 340), count=80)
    assert len(shower) == 200
    for _ in range(90):
        shower.update(1 / 60)
        shower.draw(screen, offset=(2, 1))
    assert 0 < len(shower) <= 200
    twin = Confetti(rect, seed=9, count=120)
    twin.burst((320, 340), count=80)
    for _ in range(90):
        twin.update(1 / 60)
    assert twin.positions == shower.positions
    for _ in range(60 * 12):
        shower.update(1 / 60)
    assert shower.done
    shower.draw(screen)


def test_confetti_pieces_follow_their_own_bodies_as_others_leave() -> None:
    """A step reads and writes every body at once (pymunk's batch calls, in the space's order,
    which changes as pieces leave): each piece still gets its own body's numbers."""
    shower = Confetti(pygame.Rect(0, 0, 640, 360), seed=4, count=60)
    shower.burst((320, 340), count=120, speed=2200.0)  # many fly out of the rect early
    seen_leaving = False
    for _ in range(60 * 6):
        before = len(shower)
        shower.update(1 / 60)
        seen_leaving = seen_leaving or len(shower) < before
        for piece in shower._pieces:
            assert (piece.x, piece.y) == tuple(piece.body.position)
            if piece.rest > 0.0:
                assert abs(piece.body.velocity.y) < 200.0  # resting ones are not thrown about
    assert seen_leaving


def test_confetti_pieces_that_leave_are_freed_at_once() -> None:
    """A piece's pymunk body and shape go with reference counting when it leaves, not in a
    full garbage collection that would hold one frame up for tens of ms."""
    import gc
    import weakref

    shower = Confetti(pygame.Rect(0, 0, 640, 360), seed=4, count=60)
    shower.burst((320, 340), count=120, speed=2200.0)
    seen: dict[int, weakref.ref[object]] = {}
    was_on = gc.isenabled()
    gc.disable()
    try:
        for _ in range(60 * 12):
            shower.update(1 / 60)
            for piece in shower._pieces:
                seen.setdefault(piece.body_id, weakref.ref(piece.body))
        del piece
        assert shower.done and len(seen) == 180
        assert not [ref for ref in seen.values() if ref() is not None]
    finally:
        if was_on:
            gc.enable()


def test_a_dropped_shower_goes_at_once_and_its_pieces_a_few_a_frame() -> None:
    """A shower dropped mid-flight (its scene gone) is freed by reference counting, and the
    showers that follow let its pieces go, at most BURY_PER_FRAME an update."""
    import gc
    import weakref

    from arcade_races.client.physics import confetti

    rect = pygame.Rect(0, 0, 640, 360)
    was_on = gc.isenabled()
    gc.disable()
    try:
        shower = Confetti(rect, seed=2, count=150)
        for _ in range(30):
            shower.update(1 / 60)
        bodies = [weakref.ref(piece.body) for piece in shower._pieces]
        gone = weakref.ref(shower)
        del shower
        assert gone() is None and len(bodies) == 150
        next_one = Confetti(rect, seed=3, count=0)
        next_one.update(1 / 60)
        alive = [ref for ref in bodies if ref() is not None]
        assert len(alive) == 150 - confetti.BURY_PER_FRAME
        for _ in range(4):
            next_one.update(1 / 60)
        assert not [ref for ref in bodies if ref() is not None]
        assert not confetti._GRAVES
    finally:
        if was_on:
            gc.enable()


def test_confetti_is_cheap_enough_for_sixty_frames() -> None:
    """300 pieces take well under 2 ms a frame on a desktop; the bound here is loose for CI.

    Timed in this thread's CPU time: by the wall clock a loaded machine (a full parallel test
    run beside other work) made the median 60-130 ms and failed the test."""
    screen = pygame.Surface((1280, 720))
    shower = Confetti(pygame.Rect(0, 0, 1280, 720), seed=1, count=150)
    shower.burst((640, 500), count=150)
    samples = []
    for _ in range(60):
        start = time.thread_time()
        shower.update(1 / 60)
        shower.draw(screen)
        samples.append(time.thread_time() - start)
    assert statistics.median(samples) < 0.010


def test_fixed_step_counts_whole_steps() -> None:
    ticks: list[int] = []
    clock = FixedStep(STEP_120, lambda: ticks.append(1))
    for _ in range(60):
        clock.advance(1 / 60)
    assert len(ticks) == 120
    with pytest.raises(ValueError):
        clock.advance(-1.0)


def test_a_second_throw_and_a_card_at_rest_free_their_bodies_at_once() -> None:
    """The dice of a throw thrown again, a card come to rest and a dropped tray or card are
    freed by reference counting, not left to a full garbage collection (tens of ms in one
    frame): no pymunk self-handle cycle, no clock holding its owner's step."""
    import gc
    import weakref

    was_on = gc.isenabled()
    gc.disable()
    try:
        tray = DiceTray(TRAY, seed=3)
        tray.throw([2, 5, 6])
        for _ in range(20):
            tray.update(1 / 60)
        first = [weakref.ref(die.body) for die in tray._dice]
        tray.throw([1, 4])
        assert not [ref for ref in first if ref() is not None]
        flick = CardFlick((0, 0), (300, 200), seed=4, final_angle=12.0, duration=0.8)
        body = weakref.ref(flick._body)
        for _ in range(60):
            flick.update(1 / 60)
        assert flick.done
        gone: list[weakref.ref[object]] = [weakref.ref(tray), weakref.ref(flick)]
        del tray, flick
        assert not [ref for ref in gone if ref() is not None]
        assert body() is None
    finally:
        if was_on:
            gc.enable()


def test_a_shower_dropped_in_a_cycle_leaves_the_next_showers_whole() -> None:
    """A shower freed by a full collection (in a cycle, pieces still to come) hands its
    remains to the graves without resurrecting them: a `__del__` that kept its space had it
    freed by cffi in the same collection, and burying its pieces wrote into the freed space,
    which the next shower's space reused (its pieces lost their bodies, then a worker crashed
    in a full test run)."""
    import gc

    from arcade_races.client.physics import confetti

    rect = pygame.Rect(0, 0, 640, 360)
    for seed in range(12):
        dropped = Confetti(rect, seed=seed, count=150)
        dropped.burst((320, 300), count=80)
        for _ in range(2):
            dropped.update(1 / 60)
        dropped.cycle = dropped  # type: ignore[attr-defined]
        del dropped
        gc.collect()
        after = [Confetti(rect, seed=100 + seed + k, count=60) for k in range(3)]
        for _ in range(40):
            for shower in after:
                shower.update(1 / 60)  # each piece finds its body in its own space
        assert all(shower._pieces for shower in after)
    while confetti._GRAVES:
        confetti._bury(1000)
