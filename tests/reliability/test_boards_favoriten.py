"""Favoriten boards that `board check` accepts also play and draw; what no table can draw is
refused at its line and column (issue 15, item 1).

The issue's cases: the bend with the betting board's `size: [-680, -195]` passed the check,
then `watch favoriten --board` died (`pygame.error: Invalid resolution for Surface`); an arc
radius of `1.0e+308` passed, then `ValueError: cannot convert float NaN to integer`. Every board
below is `bend.yaml` or `classic.yaml` with a line or two changed, so the messages name their
line numbers.
"""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import Any

import pytest

from arcade_races.boards.loader import CONFIGS_DIR

from . import boardcheck
from .boardcheck import plays_and_draws

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

FOLDER = CONFIGS_DIR / "boards" / "favoriten"
BEND = (FOLDER / "bend.yaml").read_text(encoding="utf-8")
CLASSIC = (FOLDER / "classic.yaml").read_text(encoding="utf-8")
RED_OUTSIDE = "{arc: {center: [640, 500], radius: 470, from_deg: 180, to_deg: 0}}"
"""Line 18 of the bend: red's first lane, the outermost."""
RED_TOP = "{line: {from: [120, 92], to: [1160, 92]}}"
"""Line 19 of the classic course: red's first lane, the top one."""
RED_SECOND = "{line: {from: [120, 125], to: [1160, 125]}}"
"""Line 20 of the classic course: red's second lane."""


def board(text: str, *changes: tuple[str, str]) -> str:
    for old, new in changes:
        assert old in text, old
        text = text.replace(old, new, 1)
    return text


def refusal(tmp_path: Path, text: str) -> str:
    return boardcheck.refusal("favoriten", tmp_path, text)



# -- refused, with the place in the file ---------------------------------------------------


def test_the_issues_betting_board_of_negative_size_is_refused(tmp_path: Path) -> None:
    text = board(BEND, ("size: [680, 195]", "size: [-680, -195]"))
    assert refusal(tmp_path, text).startswith(
        "board.yaml:35:10: betting_board.size[0]: -680 is not above 0 (a number above 0 and "
        "at most 10000)")


def test_the_issues_radius_of_1e308_is_refused(tmp_path: Path) -> None:
    text = board(BEND, ("radius: 470,", "radius: 1.0e+308,"))
    assert refusal(tmp_path, text).startswith(
        "board.yaml:18:68: course.lanes.red[0].segments[0].arc.radius: 1e+308 is absurdly "
        "large (at most 1,000,000 either way)")


def test_a_radius_of_900000_round_the_bends_centre_is_refused(tmp_path: Path) -> None:
    text = board(BEND, ("radius: 470,", "radius: 900000,"))
    assert refusal(tmp_path, text) == (
        "board.yaml:18:33: course.lanes.red[0].segments[0]: space 0 of red's lane 1 lies at "
        "[-899360, 500], off the 1280 x 720 canvas (x from 0 to 1280 and y from 0 to 720: "
        "everything on the canvas of `size`, which the board picker shows)")


def test_a_tiny_radius_is_refused(tmp_path: Path) -> None:
    text = board(BEND, ("radius: 470,", "radius: 0.000001,"))
    assert refusal(tmp_path, text).startswith(
        "board.yaml:18:33: course.lanes.red[0].segments[0]: space 1 of red's lane 1 lies 0 px "
        "from space 0 of red's lane 1 (0 on the table), too close to tell apart once the "
        "course is fitted to the table (at least about ")


def test_a_lane_of_zero_length_is_refused(tmp_path: Path) -> None:
    text = board(CLASSIC, (RED_TOP, "{line: {from: [120, 92], to: [120, 92]}}"))
    assert refusal(tmp_path, text) == (
        "board.yaml:19:32: course.lanes.red[0].segments: all 37 spaces of this lane lie on "
        "one spot (a lane that runs from the cannon to the deck chair)")


def test_a_horses_lanes_run_into_each_other(tmp_path: Path) -> None:
    text = board(CLASSIC, (RED_SECOND, "{line: {from: [120, 125], to: [1160, 92]}}"))
    assert refusal(tmp_path, text) == (
        "board.yaml:20:33: course.lanes.red[1].segments[0]: space 27 of red's lane 2 lies 8.2 px "
        "from space 27 of red's lane 1 (7.9 on the table), too close to tell apart once the "
        "course is fitted to the table (at least about 10 px apart on this board, 8 on the "
        "table)")


def test_two_horses_on_one_lane_are_refused(tmp_path: Path) -> None:
    text = board(CLASSIC, ("{line: {from: [120, 161], to: [1160, 161]}}", RED_SECOND))
    assert refusal(tmp_path, text).startswith(
        "board.yaml:22:33: course.lanes.blue[0].segments[0]: space 0 of blue's lane 1 lies 0 "
        "px from space 0 of red's lane 2 (0 on the table), too close to tell apart")


def test_a_cannon_off_the_canvas_is_refused(tmp_path: Path) -> None:
    text = board(CLASSIC, ("cannon: [70, 250]", "cannon: [-1270, 250]"))
    assert refusal(tmp_path, text).startswith(
        "board.yaml:15:11: course.cannon: the cannon lies at [-1270, 250], off the 1280 x 720 "
        "canvas")


def test_a_betting_board_off_the_canvas_is_refused(tmp_path: Path) -> None:
    text = board(BEND, ("size: [680, 195]", "size: [6800, 195]"))
    assert refusal(tmp_path, text).startswith(
        "board.yaml:35:9: betting_board.size: the betting board reaches [7100, 710], off the "
        "1280 x 720 canvas")


def test_a_betting_board_too_small_for_its_circles_is_refused(tmp_path: Path) -> None:
    text = board(BEND, ("size: [680, 195]", "size: [68, 19]"))
    assert refusal(tmp_path, text) == (
        "board.yaml:35:9: betting_board.size: the betting board is too small for 8 columns of "
        "15 circles: no room for them on the table (circles at least 8 px apart: about "
        "[267, 71] on this board)")


def test_a_betting_board_over_the_course_is_refused(tmp_path: Path) -> None:
    text = board(BEND, ("origin: [300, 515]", "origin: [300, 415]"))
    assert refusal(tmp_path, text).startswith(
        "board.yaml:25:33: course.lanes.green[1].segments[0]: space 0 of green's lane 2 lies "
        "under the betting board, at [308, 500]")


def test_an_arc_round_more_than_once_is_refused(tmp_path: Path) -> None:
    text = board(BEND, ("to_deg: 0}", "to_deg: 1000000}"))
    assert refusal(tmp_path, text) == (
        "board.yaml:18:96: course.lanes.red[0].segments[0].arc.to_deg: the arc turns 999820 "
        "degrees (at most 360: one segment goes round at most once)")


def test_a_lane_of_too_many_points_is_refused(tmp_path: Path) -> None:
    points = ", ".join(f"[{120 + i:g}, 92]" for i in range(1001))
    text = board(CLASSIC, (RED_TOP, f"{{points: [{points}]}}"))
    assert refusal(tmp_path, text).startswith(
        "board.yaml:19:42: course.lanes.red[0].segments[0].points: this segment lists 1001 "
        "points (at most 1,000)")


def test_the_check_is_quick_on_the_longest_course(tmp_path: Path) -> None:
    lanes = [f"{{points: [{', '.join(f'[{120 + 5 * i}, {y}]' for i in range(201))}]}}"
             for y in (92, 125)]
    text = board(CLASSIC, ("length: 36", "length: 200"), (RED_TOP, lanes[0]),
                 (RED_SECOND, lanes[1]), *(("spaces: 37", "spaces: 201") for _ in range(10)))
    start = time.perf_counter()
    assert "too close to tell apart" in refusal(tmp_path, text)
    assert time.perf_counter() - start < 2.0


# -- accepted, and it plays and draws ------------------------------------------------------


ANGLE = 0.0331
"""Degrees either side of 90 that a radius of 900,000 turns to span the classic's 1040 px."""


@pytest.mark.parametrize("text", [
    # the largest canvas, the course in one corner of it
    board(CLASSIC, ("size: [1280, 720]", "size: [10000, 10000]")),
    # a radius of 900,000 that stays on the canvas: a lane all but straight
    board(CLASSIC, (RED_TOP, f"{{arc: {{center: [640, 900092], radius: 900000, "
                             f"from_deg: {90 + ANGLE}, to_deg: {90 - ANGLE}}}}}")),
    # a tiny radius as one corner of a lane
    board(CLASSIC, (RED_TOP, "{line: {from: [120, 92], to: [640, 92]}}, {arc: {center: "
                             "[640, 92.001], radius: 0.001, from_deg: 90, to_deg: 0}}, "
                             "{line: {from: [640.001, 92.001], to: [1160, 92]}}")),
    # a longer, tighter course than the built-ins: 96 spaces on the classic's straights
    board(CLASSIC, ("length: 36", "length: 96"),
          *(("spaces: 37", "spaces: 97") for _ in range(10))),
    # the smallest betting board with room for its circles
    board(BEND, ("size: [680, 195]", "size: [267, 71]")),
], ids=["huge canvas", "radius 900000", "tiny radius", "96 spaces", "small betting board"])
def test_boards_at_the_limits_play_and_draw(text: str, app: Any, tmp_path: Path) -> None:
    assert plays_and_draws("favoriten", text, tmp_path, app) == "played"
