"""Pferderennen boards that `board check` accepts also play and draw; what no table can draw is
refused at its line and column (issue 15, item 1).

The issue's case: coordinates near 1e302 passed the check, then the board picker and watching
the board's replay died (`TypeError: points must be number pairs`). Every board below is
`six.yaml` (the built-in six-card track) with one or two lines changed, so the messages name
its line numbers.
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

SIX = (CONFIGS_DIR / "boards" / "pferderennen" / "six.yaml").read_text(encoding="utf-8")
LANE_C = "      - line: {from: [250, 130], to: [1160, 130]}"
"""Line 37: the lane of clubs."""
TRACK = "      - line: {from: [380, 360], to: [1030, 360]}   # 130 px from card to card"
"""Line 29: the row of track cards."""
PILE = "pile: [95, 620]               # the draw pile, bottom left"
"""Line 51."""


def board(*changes: tuple[str, str]) -> str:
    text = SIX
    for old, new in changes:
        assert old in text, old
        text = text.replace(old, new)
    return text


def refusal(tmp_path: Path, text: str) -> str:
    return boardcheck.refusal("pferderennen", tmp_path, text)



# -- refused, with the place in the file ---------------------------------------------------


def test_the_issues_coordinates_near_1e302_are_refused(tmp_path: Path) -> None:
    text = board((LANE_C, "      - line: {from: [250, 130], to: [1.0e+302, 130]}"))
    assert refusal(tmp_path, text).startswith("board.yaml:37:39: lanes.C.segments[0].line.to[0]: "
        "1e+302 is absurdly large (at most 1,000,000 either way)")


def test_a_lane_far_off_the_canvas_is_refused(tmp_path: Path) -> None:
    text = board((LANE_C, "      - line: {from: [250, 130], to: [1000000, 130]}"))
    assert refusal(tmp_path, text) == (
        "board.yaml:37:9: lanes.C.segments[0]: step 1 of lane C lies at [143071, 130], off "
        "the 1280 x 720 canvas (x from 0 to 1280 and y from 0 to 720: everything on the canvas "
        "of `size`, which the board picker shows)")


def test_a_pile_off_the_canvas_is_refused(tmp_path: Path) -> None:
    text = board((PILE, "pile: [-1000000, 620]"))
    assert refusal(tmp_path, text).startswith(
        "board.yaml:51:7: pile: the pile lies at [-1e+06, 620], off the 1280 x 720 canvas")


def test_a_lane_of_zero_length_is_refused(tmp_path: Path) -> None:
    text = board((LANE_C, "      - line: {from: [250, 130], to: [250, 130]}"))
    assert refusal(tmp_path, text) == (
        "board.yaml:37:7: lanes.C.segments: all 8 spaces of this lane lie on one spot "
        "(a lane that runs from its first space to its last)")


def test_track_cards_on_one_spot_are_refused(tmp_path: Path) -> None:
    text = board((TRACK, "      - points: [[380, 360], [380, 360], [380, 360], [380, 360], "
                         "[380, 360], [380, 360]]"))
    assert refusal(tmp_path, text).startswith(
        "board.yaml:29:7: track.path.segments: all 6 spaces of this track lie on one spot")


def test_spaces_too_close_to_tell_apart_are_refused(tmp_path: Path) -> None:
    text = board((LANE_C, "      - line: {from: [250, 130], to: [285, 130]}"))
    assert refusal(tmp_path, text) == (
        "board.yaml:37:9: lanes.C.segments[0]: step 1 of lane C lies 5 px from the start of "
        "lane C, too close to tell apart once the board is fitted to the table (at least "
        "11.7 px apart on this board, 10 on the table)")


def test_two_lanes_on_top_of_each_other_are_refused(tmp_path: Path) -> None:
    text = board(("      - line: {from: [250, 245], to: [1160, 245]}",
                  "      - line: {from: [250, 132], to: [1160, 132]}"))
    assert refusal(tmp_path, text).startswith(
        "board.yaml:41:9: lanes.D.segments[0]: the start of lane D lies 2 px from the start "
        "of lane C, too close to tell apart")


def test_a_canvas_too_small_for_its_board_is_refused(tmp_path: Path) -> None:
    text = board(("size: [1280, 720]", "size: [1, 1]"))
    assert refusal(tmp_path, text).startswith(
        "board.yaml:29:9: track.path.segments[0]: track card 1 lies at [380, 360], off the "
        "1 x 1 canvas")


def test_an_arc_round_more_than_once_is_refused(tmp_path: Path) -> None:
    text = board((LANE_C, "      - arc: {center: [640, 360], radius: 230, from_deg: 0, "
                          "to_deg: 1000000}"))
    assert refusal(tmp_path, text) == (
        "board.yaml:37:69: lanes.C.segments[0].arc.to_deg: the arc turns 1e+06 degrees "
        "(at most 360: one segment goes round at most once)")


def test_a_lane_of_too_many_points_is_refused(tmp_path: Path) -> None:
    points = ", ".join(f"[{250 + i * 0.5:g}, 130]" for i in range(1001))
    text = board((LANE_C, f"      - points: [{points}]"))
    assert refusal(tmp_path, text).startswith(
        "board.yaml:37:17: lanes.C.segments[0].points: this segment lists 1001 points "
        "(at most 1,000)")


# -- accepted, and it plays and draws ------------------------------------------------------


@pytest.mark.parametrize("text", [
    # the largest canvas, the board in one corner of it
    board(("size: [1280, 720]", "size: [10000, 10000]")),
    # the longest track: 20 cards, 22 spaces a lane, tighter than the built-ins
    board(("cards: 6 ", "cards: 20 "), ("spaces: 6 ", "spaces: 20 "),
          *((f"  {s}:{note}\n    spaces: 8", f"  {s}:{note}\n    spaces: 22") for s, note in (
              ("C", "                          # clubs, the top lane"),
              ("D", "                          # diamonds"),
              ("H", "                          # hearts, below the track"),
              ("S", "                          # spades, the bottom lane")))),
    # a lane that swings out far between its spaces, within the canvas
    board((LANE_C, "      - bezier: {points: [[250, 130], [700, -60], [1160, 130]]}")),
    # a lane that goes almost once round a circle, clockwise
    board((LANE_C, "      - arc: {center: [640, 130], radius: 90, from_deg: 180, "
                   "to_deg: -170}")),
    # a title far too long for the plaque (one holding a NUL is refused as text:
    # tests/reliability/test_yaml_inputs.py)
    board(("  title: Pferderennen", '  title: "Derby day ' + "at the races " * 400 + '"')),
], ids=["huge canvas", "twenty cards", "bulging lane", "round lane", "long title"])
def test_boards_at_the_limits_play_and_draw(text: str, app: Any, tmp_path: Path) -> None:
    assert plays_and_draws("pferderennen", text, tmp_path, app) == "played"


def test_the_picker_preview_keeps_points_on_the_canvas() -> None:
    """The picker draws a board that is not checked yet too: a point far off the canvas is
    drawn at its edge, quickly, not a line millions of pixels long."""
    import pygame

    from arcade_races.boards.yamlsafe import load_yaml
    from arcade_races.client.entries.pferderennen import preview
    from arcade_races.client.scenes.board_list import draw_preview

    data, _ = load_yaml(board(("size: [1280, 720]", "size: [1, 1]"),
                              (PILE, "pile: [1000000, -1000000]")), "board.yaml")
    picture = preview(data)
    points = [*picture.track, *picture.marks, *(p for _, lane in picture.lanes for p in lane)]
    assert all(0 <= x <= 1 and 0 <= y <= 1 for x, y in points)
    surface = pygame.Surface((1280, 720))
    start = time.perf_counter()
    draw_preview(surface, None, picture, surface.get_rect())  # type: ignore[arg-type]
    assert time.perf_counter() - start < 1.0
