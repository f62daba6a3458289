"""Geometry (`arcade_races.core.geometry`, re-exported by `arcade_races.boards.geometry`): space
centres and directions along lines, arcs, Bezier curves and polylines."""

from __future__ import annotations

import itertools
import math
import time
from typing import Any

import pytest

from arcade_races.boards import geometry as boards_geometry
from arcade_races.boards.loader import CONFIGS_DIR, load_document
from arcade_races.core import geometry
from arcade_races.core.geometry import (
    Curve,
    Excess,
    arc_bounds,
    layout,
    path_excess,
    path_length,
    tangent_angles,
)
from arcade_races.games.pferderennen.schema import BOARD_SCHEMA


def line(a: list[float], b: list[float]) -> dict[str, Any]:
    return {"line": {"from": a, "to": b}}


def arc(center: list[float], radius: float, start: float, end: float) -> dict[str, Any]:
    return {"arc": {"center": center, "radius": radius, "from_deg": start, "to_deg": end}}


def path(spaces: int, *segments: dict[str, Any]) -> dict[str, Any]:
    return {"spaces": spaces, "segments": list(segments)}


def close(points: list[tuple[float, float]], expected: list[tuple[float, float]]) -> bool:
    return len(points) == len(expected) and all(
        math.dist(p, q) < 1e-6 for p, q in zip(points, expected, strict=True)
    )


def same_angle(a: float, b: float) -> bool:
    return abs((a - b + 180) % 360 - 180) < 1e-6


def test_line_spaces_from_start_to_end() -> None:
    spaces = layout(path(5, line([0, 0], [100, 0])))
    assert close(spaces, [(0, 0), (25, 0), (50, 0), (75, 0), (100, 0)])


def test_one_space_is_the_start() -> None:
    assert layout(path(1, line([3, 4], [100, 0]))) == [(3.0, 4.0)]


@pytest.mark.parametrize(
    ("end", "angle"),
    [([10, 0], 0), ([0, -10], 90), ([-10, 0], 180), ([0, 10], 270), ([10, -10], 45)],
)
def test_angles_are_degrees_with_90_up_on_the_screen(end: list[float], angle: float) -> None:
    for found in tangent_angles(path(2, line([0, 0], end))):
        assert same_angle(found, angle)


def test_chain_spreads_spaces_over_the_whole_length() -> None:
    chain = path(5, line([0, 0], [30, 0]), line([30, 0], [30, 10]))
    assert path_length(chain) == pytest.approx(40)
    assert close(layout(chain), [(0, 0), (10, 0), (20, 0), (30, 0), (30, 10)])
    angles = tangent_angles(chain)
    assert same_angle(angles[2], 0) and same_angle(angles[4], 270)


def test_a_gap_between_segments_is_bridged_by_a_line() -> None:
    chain = path(4, line([0, 0], [10, 0]), line([20, 0], [30, 0]))
    assert path_length(chain) == pytest.approx(30)
    assert close(layout(chain), [(0, 0), (10, 0), (20, 0), (30, 0)])


def test_quarter_arc_counter_clockwise_as_seen() -> None:
    # From the right of the centre (0 deg) to above it (90 deg): y shrinks, as on a screen.
    quarter = path(3, arc([100, 100], 50, 0, 90))
    s = 50 * math.sqrt(0.5)
    assert close(layout(quarter), [(150, 100), (100 + s, 100 - s), (100, 50)])
    assert [round(a) % 360 for a in tangent_angles(quarter)] == [90, 135, 180]
    assert path_length(quarter) == pytest.approx(50 * math.pi / 2)


def test_arc_with_a_falling_angle_runs_clockwise() -> None:
    lower_half = path(3, arc([0, 0], 10, 180, 360))
    assert close(layout(lower_half), [(-10, 0), (0, 10), (10, 0)])
    backwards = path(3, arc([0, 0], 10, 90, 0))
    assert close(layout(backwards), [(0, -10), (math.sqrt(50), -math.sqrt(50)), (10, 0)])
    assert [round(a) % 360 for a in tangent_angles(backwards)] == [0, 315, 270]


def test_quadratic_bezier_is_symmetric_and_hits_its_ends() -> None:
    hump = path(5, {"bezier": {"points": [[0, 0], [50, -50], [100, 0]]}})
    spaces = layout(hump)
    assert close([spaces[0], spaces[-1]], [(0, 0), (100, 0)])
    assert spaces[2] == pytest.approx((50, -25))
    assert spaces[1][0] == pytest.approx(100 - spaces[3][0], abs=1e-6)
    angles = tangent_angles(hump)
    assert same_angle(angles[0], 45) and same_angle(angles[2], 0) and same_angle(angles[4], 315)


def test_bezier_spaces_are_even_by_length_not_by_parameter() -> None:
    # Control points bunched at the start make the parameter crawl there; spaces must not.
    bunched = path(5, {"bezier": {"points": [[0, 0], [1, 0], [2, 0], [100, 0]]}})
    xs = [x for x, _ in layout(bunched)]
    assert xs == pytest.approx([0, 25, 50, 75, 100], abs=0.5)


def test_bezier_with_a_stalled_end_still_has_a_direction() -> None:
    stalled = path(2, {"bezier": {"points": [[0, 0], [0, 0], [10, 0], [10, 0]]}})
    assert all(same_angle(a, 0) for a in tangent_angles(stalled))


def test_points_with_exactly_as_many_points_as_spaces_are_kept() -> None:
    points = [[0, 0], [10, 0], [10, 50], [0, 50]]
    assert layout(path(4, {"points": points})) == [(0, 0), (10, 0), (10, 50), (0, 50)]
    angles = tangent_angles(path(4, {"points": points}))
    # Each point faces from its neighbour before to its neighbour after.
    assert [round(a) % 360 for a in angles] == [0, 281, 259, 180]


def test_points_with_another_count_are_a_polyline() -> None:
    polyline = path(3, {"points": [[0, 0], [10, 0], [10, 10]]})
    assert close(layout(polyline), [(0, 0), (10, 0), (10, 10)])
    assert close(layout(path(2, {"points": [[0, 0], [10, 0], [10, 10]]})), [(0, 0), (10, 10)])
    assert close(
        layout(path(5, {"points": [[0, 0], [10, 0], [10, 10]]})),
        [
            (0, 0),
            (5, 0),
            (10, 0),
            (10, 5),
            (10, 10),
        ],
    )


def test_a_path_of_no_length_stacks_its_spaces() -> None:
    dot = path(3, {"points": [[5, 5]]}, line([5, 5], [5, 5]))
    assert layout(dot) == [(5, 5)] * 3
    assert tangent_angles(dot) == [0.0] * 3


def test_curve_walks_any_distance() -> None:
    curve = Curve(path(2, line([0, 0], [0, 40])))
    assert curve.length == 40
    assert curve.at(10) == pytest.approx((0, 10, 270))
    assert curve.at(-5)[:2] == (0, 0) and curve.at(99)[:2] == (0, 40)
    assert curve.space_distance(1) == 40


def test_the_boards_layer_re_exports_the_core_geometry() -> None:
    for name in geometry.__all__:
        assert getattr(boards_geometry, name) is getattr(geometry, name), name
    assert boards_geometry.__all__ == geometry.__all__


def test_each_space_knows_its_segment() -> None:
    # The bridge from 10 to 20 counts to the later segment, as a board check blames it.
    chain = path(4, line([0, 0], [10, 0]), line([20, 0], [30, 0]), arc([30, 10], 10, 90, 0))
    curve = Curve(chain)
    assert [curve.segment_at(d) for d in (0.0, 9.9, 10.1, 25.0, 31.0, 1e9)] == [0, 0, 1, 1, 2, 2]
    assert curve.space_segments() == [0, 1, 2, 2]
    hand_placed = Curve(path(3, {"points": [[0, 0], [10, 0], [20, 0]]}))
    assert hand_placed.space_segments() == [0, 0, 0]
    # A piece of no length holds no space (the lone point counts to none); a space on a joint
    # counts to the segment that starts there.
    dotted = Curve(path(3, line([0, 0], [10, 0]), {"points": [[10, 0]]}, line([10, 0], [20, 0])))
    assert dotted.space_segments() == [0, 2, 2]


@pytest.mark.parametrize(
    ("start", "end", "box"),
    [
        (0, 90, (0, -10, 10, 0)),
        (180, 360, (-10, 0, 10, 10)),
        (45, 45, (7.0711, -7.0711, 7.0711, -7.0711)),
        (-30, 700, (-10, -10, 10, 10)),
        (100, 80, (-1.7365, -10, 1.7365, -9.8481)),
    ],
)
def test_an_arcs_box_holds_its_sweep(start: float, end: float,
                                      box: tuple[float, ...]) -> None:
    found = arc_bounds({"center": [0, 0], "radius": 10, "from_deg": start, "to_deg": end})
    assert found == pytest.approx(box, abs=1e-4)
    points = layout(path(200, arc([0, 0], 10, start, end)))
    assert all(found[0] - 1e-9 <= x <= found[2] + 1e-9 and found[1] - 1e-9 <= y <= found[3] + 1e-9
               for x, y in points)


def test_the_first_excess_in_file_order_is_named() -> None:
    dots = {"points": [[0, 0]] * 4}
    wide = arc([0, 0], 5, 0, -400)
    assert path_excess(path(2, line([0, 0], [1, 0]), dots, wide), 9, 400, 4) is None
    assert path_excess(path(2, dots, wide), 9, 360, 3) == Excess(("segments", 0, "points"), 4)
    assert path_excess(path(2, wide, dots), 9, 360, 3) == Excess(
        ("segments", 0, "arc", "to_deg"), 400.0)
    assert path_excess(path(2, wide, dots), 1, 360, 3) == Excess(("segments",), 2)


def test_two_hundred_spaces_are_fast() -> None:
    long_path = path(
        200,
        line([0, 0], [500, 0]),
        arc([500, 100], 100, 90, -90),
        {"bezier": {"points": [[500, 200], [300, 400], [200, 0], [0, 200]]}},
        {"points": [[0, 200], [0, 100], [-50, 50]]},
    )
    start = time.perf_counter()
    spaces = layout(long_path)
    angles = tangent_angles(long_path)
    assert time.perf_counter() - start < 30  # a guard against a hang, not a speed target
    assert len(spaces) == len(angles) == 200
    steps = [math.dist(a, b) for a, b in itertools.pairwise(spaces)]
    # Even by length: chords are a little shorter than arcs only where the path bends.
    assert max(steps) - min(steps) < 0.2 * max(steps)


@pytest.mark.parametrize("board_file", ["six.yaml", "eight.yaml"])
def test_builtin_boards_line_lanes_up_with_the_track(board_file: str) -> None:
    file = CONFIGS_DIR / "boards" / "pferderennen" / board_file
    board = load_document(file.read_text(encoding="utf-8"), str(file), BOARD_SCHEMA)
    width, height = board["size"]
    track = layout(board["track"]["path"])
    assert len(track) == board["track"]["cards"]
    for suit in "CDHS":
        lane = layout(board["lanes"][suit])
        assert len(lane) == len(track) + 2
        # Lane space k is beside track card k: nearer to it than to any other card.
        for k in range(1, len(track) + 1):
            nearest = min(range(len(track)), key=lambda i: math.dist(track[i], lane[k]))
            assert nearest == k - 1, (suit, k)
        # Start left of the first card, finish right of the last.
        assert lane[0][0] < track[0][0] and lane[-1][0] > track[-1][0]
        assert all(40 <= x <= width - 40 and 40 <= y <= height - 40 for x, y in lane)
    for point in (board["pile"], board["dealer"], *track):
        assert 0 < point[0] < width and 0 < point[1] < height
