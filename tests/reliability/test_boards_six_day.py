"""6-Tage-Rennen boards that `board check` accepts also play and draw; a lap the velodrome
cannot draw is refused at its line and column (issue 15, item 1).

No case of the issue names the six-day race, but the same classes apply to its lap: a path of
no length or with every space on one spot, spaces that run into each other once the lap is
fitted to the hall, coordinates far off the canvas, an arc that goes round and round. Every
board below is `velodrome.yaml` with a line or two changed, so the messages name its lines.
"""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import Any

from arcade_races.boards.loader import CONFIGS_DIR, check_board_file

from . import boardcheck
from .boardcheck import plays_and_draws

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

VELODROME = (CONFIGS_DIR / "boards" / "six_day" / "velodrome.yaml").read_text(encoding="utf-8")
FINISH = "  finish: 81"
"""Line 15."""
SPACES = "    spaces: 81"
"""Line 18."""
FIRST = "      - line: {from: [860, 520], to: [900, 520]}"
"""Line 20: from the start/finish line to the first turn."""
TURN = "      - arc: {center: [900, 330], radius: 190, from_deg: -90, to_deg: 90}"
"""Line 21: turn 1-2."""
HOME = "      - line: {from: [380, 520], to: [832.42, 520]}"
"""Line 24: the home straight."""
SIZE = "size: [1280, 720]"
"""Line 10."""
SEGMENTS = "    segments:\n"
THE_LAP = VELODROME[VELODROME.index(SEGMENTS) + len(SEGMENTS):VELODROME.index("\nsprints:")]
"""Lines 20 to 24, the five segments of the lap."""


def board(*changes: tuple[str, str]) -> str:
    text = VELODROME
    for old, new in changes:
        assert old in text, old
        text = text.replace(old, new, 1)
    return text


def lap(spaces: int) -> tuple[tuple[str, str], tuple[str, str]]:
    return (FINISH, f"  finish: {spaces}"), (SPACES, f"    spaces: {spaces}")


def refusal(tmp_path: Path, text: str) -> str:
    return boardcheck.refusal("six_day", tmp_path, text)



# -- refused, with the place in the file ---------------------------------------------------


def test_coordinates_near_1e302_are_refused_by_the_schema(tmp_path: Path) -> None:
    text = board((FIRST, "      - line: {from: [860, 520], to: [1.0e+302, 520]}"))
    assert refusal(tmp_path, text).startswith(
        "board.yaml:20:39: track.path.segments[0].line.to[0]: 1e+302 is absurdly large "
        "(at most 1,000,000 either way)")


def test_a_lap_of_no_length_is_refused(tmp_path: Path) -> None:
    text = board(*lap(12), (THE_LAP, "      - line: {from: [500, 300], to: [500, 300]}\n"),
                 ("sprints: [27, 54]", "sprints: [5]"), ("rider_change: [45, 60]",
                 "rider_change: []"), ("crash: [20, 70]", "crash: []"))
    assert refusal(tmp_path, text) == (
        "board.yaml:20:7: track.path.segments: all 12 spaces of the lap lie on one spot "
        "(a path that runs round the velodrome, one space after another)")


def test_a_bezier_with_every_point_on_one_spot_is_refused(tmp_path: Path) -> None:
    text = board((THE_LAP, "      - bezier: {points: [[5, 5], [5, 5], [5, 5]]}\n"))
    assert refusal(tmp_path, text).startswith(
        "board.yaml:20:7: track.path.segments: all 81 spaces of the lap lie on one spot")


def test_a_lap_far_off_the_canvas_is_refused(tmp_path: Path) -> None:
    text = board((TURN, "      - arc: {center: [1000000, 330], radius: 190, from_deg: -90, "
                  "to_deg: 90}"))
    assert refusal(tmp_path, text) == (
        "board.yaml:21:9: track.path.segments[1]: space 1 lies at [25865.1, 520], off the "
        "1280 x 720 canvas (x from 0 to 1280 and y from 0 to 720: every space on the canvas "
        "of `size`, which the board picker shows)")


def test_negative_coordinates_are_off_the_canvas(tmp_path: Path) -> None:
    text = board((THE_LAP, "      - arc: {center: [-1000000, -1000000], radius: 300, "
                  "from_deg: 0, to_deg: 350}\n"))
    assert refusal(tmp_path, text).startswith(
        "board.yaml:20:9: track.path.segments[0]: space 0 lies at [-999700, -1e+06], off the "
        "1280 x 720 canvas")


def test_one_point_far_away_is_refused_where_it_is(tmp_path: Path) -> None:
    text = board((HOME, f"{HOME}\n      - points: [[1000000, 1000000]]"))
    assert refusal(tmp_path, text).startswith(
        "board.yaml:25:9: track.path.segments[5]: space 1 lies at [")


def test_an_arc_round_more_than_once_is_refused(tmp_path: Path) -> None:
    text = board((TURN, "      - arc: {center: [900, 330], radius: 190, from_deg: -90, "
                  "to_deg: 3600}"))
    assert refusal(tmp_path, text) == (
        "board.yaml:21:71: track.path.segments[1].arc.to_deg: the arc turns 3690 degrees "
        "(at most 360: one segment goes round at most once, a second round would put spaces "
        "on top of the first)")


def test_too_many_spaces_for_the_lap_are_refused(tmp_path: Path) -> None:
    # 999 spaces on the velodrome's 2,200 px: 2.2 px apart, under 2 px in the hall.
    text = board(*lap(999))
    assert refusal(tmp_path, text) == (
        "board.yaml:20:9: track.path.segments[0]: space 1 lies 2.2 px from space 0, too close "
        "to tell apart once the lap is fitted to the hall (any two spaces at least 9 px apart "
        "on this board, 8 in the hall: a longer path, or fewer spaces)")


def test_a_path_that_doubles_back_onto_itself_is_refused(tmp_path: Path) -> None:
    text = board((THE_LAP, "      - points: [[200, 300], [1000, 300], [200, 300]]\n"))
    assert refusal(tmp_path, text) == (
        "board.yaml:20:9: track.path.segments[0]: space 41 lies 0 px from space 39, too close "
        "to tell apart once the lap is fitted to the hall (any two spaces at least 8 px apart "
        "on this board, 8 in the hall: a longer path, or fewer spaces)")


def test_a_lap_closed_onto_space_0_says_where_the_path_ends(tmp_path: Path) -> None:
    text = board((THE_LAP, "      - arc: {center: [640, 360], radius: 300, from_deg: -90, "
                  "to_deg: 270}\n"))
    assert refusal(tmp_path, text) == (
        "board.yaml:20:9: track.path.segments[0]: space 80 lies 0 px from space 0, too close "
        "to tell apart once the lap is fitted to the hall (any two spaces at least 11.3 px "
        "apart on this board, 8 in the hall: a longer path, or fewer spaces; the path ends on "
        "the space before the finish line, the lap closes from there to space 0)")


def test_a_lap_of_tiny_size_is_refused(tmp_path: Path) -> None:
    text = board((THE_LAP, "      - arc: {center: [640, 360], radius: 0.000001, from_deg: -90,"
                  " to_deg: 260}\n"))
    assert "too close to tell apart once the lap is fitted to the hall" in refusal(
        tmp_path, text)


def test_too_many_segments_and_points_are_refused(tmp_path: Path) -> None:
    segments = "".join(f"      - line: {{from: [{100 + i}, 300], to: [{101 + i}, 300]}}\n"
                       for i in range(101))
    assert refusal(tmp_path, board((THE_LAP, segments))) == (
        "board.yaml:20:7: track.path.segments: this path has 101 segments (at most 100)")
    points = ", ".join(f"[{100 + i}, {300 + i % 2}]" for i in range(1001))
    assert refusal(tmp_path, board((THE_LAP, f"      - points: [{points}]\n"))) == (
        "board.yaml:20:17: track.path.segments[0].points: this segment lists 1,001 points "
        "(at most 1,000, one for each space of the longest lap)")


# -- accepted, and then played and drawn ---------------------------------------------------


def played(app: Any, tmp_path: Path, text: str) -> float:
    start = time.perf_counter()
    assert plays_and_draws("six_day", text, tmp_path, app) == "played"
    return time.perf_counter() - start


def test_the_built_in_boards_pass(tmp_path: Path) -> None:
    for name in ("velodrome.yaml", "grand_tour.yaml"):
        check_board_file(CONFIGS_DIR / "boards" / "six_day" / name, "six_day")


def test_a_lap_three_times_the_velodromes_plays_and_draws(app: Any, tmp_path: Path) -> None:
    # 240 spaces on the velodrome's path, 9.2 px apart: twice the grand tour.
    assert played(app, tmp_path, board(*lap(240))) < 10


def test_a_small_lap_of_ten_spaces_plays_and_draws(app: Any, tmp_path: Path) -> None:
    text = board(*lap(10), (THE_LAP, "      - arc: {center: [640, 360], radius: 20, "
                            "from_deg: -90, to_deg: 234}\n"),
                 ("sprints: [27, 54]", "sprints: [5]"), ("rider_change: [45, 60]",
                 "rider_change: [3]"), ("crash: [20, 70]", "crash: [7]"))
    assert played(app, tmp_path, text) < 10


def test_a_big_canvas_and_a_straight_lap_play_and_draw(app: Any, tmp_path: Path) -> None:
    text = board((SIZE, "size: [10000, 10000]"),
                 (THE_LAP, "      - line: {from: [100, 5000], to: [9900, 5000]}\n"))
    assert played(app, tmp_path, text) < 10


def test_a_lap_placed_by_hand_plays_and_draws(app: Any, tmp_path: Path) -> None:
    points = ", ".join(f"[{200 + 10 * i}, {300 + (i % 9) * 30}]" for i in range(81))
    assert played(app, tmp_path, board((THE_LAP, f"      - points: [{points}]\n"))) < 10


def serpentine(rows: int, columns: int, dx: int, dy: int) -> str:
    """A lap placed by hand, one point per space, running to and fro in rows."""
    points: list[str] = []
    for row in range(rows):
        line = [f"[{40 + dx * c}, {60 + dy * row}]" for c in range(columns)]
        points += line if row % 2 == 0 else line[::-1]
    return f"      - points: [{', '.join(points[:999])}]\n"


def test_a_dense_lap_of_999_spaces_plays_and_draws_in_time(app: Any, tmp_path: Path) -> None:
    # Every turn is tighter than the boards are wide, so every riding line and plank of the
    # hall is cut back where it would loop over itself: that once took minutes.
    text = board(*lap(999), (THE_LAP, serpentine(20, 50, 24, 20)))
    assert played(app, tmp_path, text) < 15


SMALL_LAP = """\
      - line: {from: [8.6, 5.2], to: [9, 5.2]}
      - arc: {center: [9, 3.3], radius: 1.9, from_deg: -90, to_deg: 90}
      - line: {from: [9, 1.4], to: [3.8, 1.4]}
      - arc: {center: [3.8, 3.3], radius: 1.9, from_deg: 90, to_deg: 270}
      - line: {from: [3.8, 5.2], to: [8.3242, 5.2]}
"""
"""The velodrome drawn a hundred times smaller."""


def test_a_tiny_velodrome_of_240_spaces_plays_and_draws_in_time(app: Any,
                                                               tmp_path: Path) -> None:
    # It is fitted to the hall like the full-size one; drawn at its own size, every riding
    # line of the hall was cut back against two thousand points on one spot (minutes).
    assert played(app, tmp_path, board(*lap(240), (THE_LAP, SMALL_LAP))) < 10


def test_a_small_lap_fills_the_hall(app: Any) -> None:
    import yaml

    from arcade_races.client.stage.zones import STAGE
    from arcade_races.client.views.six_day.geometry import Track

    data = yaml.safe_load(board(*lap(10), (THE_LAP, "      - arc: {center: [640, 360], "
                                           "radius: 3, from_deg: -90, to_deg: 234}\n")))
    track = Track(data, 10, 4, True, True, 4)
    xs = [x for x, _ in track.space_pts]
    ys = [y for _, y in track.space_pts]
    assert max(max(xs) - min(xs), max(ys) - min(ys)) > STAGE.height / 2
    assert STAGE.contains(track.infield)


def test_the_checks_hall_is_the_views_narrowest() -> None:
    from arcade_races.client.stage.zones import STAGE
    from arcade_races.games.six_day.config import HALL

    # The widest boards (riders of 12 px) are 54 px either side, with 24 and 30 px margins.
    assert (STAGE.width - 2 * (54 + 24), STAGE.height - 2 * (54 + 30)) == HALL
