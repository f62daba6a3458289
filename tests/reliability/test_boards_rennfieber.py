"""Rennfieber boards that no table can draw are refused with FILE:LINE:COL, and what passes
plays and draws (issue 15, item 1): lanes of zero length or with spaces on one spot, a
training lane that collapses, coordinates far off the canvas, placement spaces on one spot,
lanes far apart at the finish line, laps too long to show, arcs that go round more than once,
texts too long to print."""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any

import pytest

from arcade_races.boards.errors import BoardError
from arcade_races.boards.loader import check_board_file

from .boardcheck import plays_and_draws

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

ROOT = Path(__file__).resolve().parents[2]
RENNBAHN = (ROOT / "configs" / "boards" / "rennfieber" / "rennbahn.yaml").read_text(
    encoding="utf-8")
LANE_1_BEND = "arc: {center: [871, 340], radius: 90, from_deg: -90, to_deg: 90}"
LANE_2_BEND = "arc: {center: [871, 340], radius: 122, from_deg: -90, to_deg: 90}"

REFUSED = [
    # A lane's section of zero length: its nine spaces on one spot.
    (LANE_1_BEND, "line: {from: [871, 250], to: [871, 250]}",
     r"race\.lanes\[0\]\.segments\[0\]: spaces 1:0 and 1:1 are 0 apart, 0 pixels"),
    # Lane 2 drawn over lane 1's bend: spaces of two lanes on one spot.
    (LANE_2_BEND, LANE_1_BEND, r"race\.lanes\[1\]\.segments\[0\]: spaces 1:\d+ and 2:\d+ "
     r"are [\d.e-]+ apart"),
    # Coordinates far off (the core schema caps them at 1,000,000).
    (LANE_1_BEND, "arc: {center: [1000000, 340], radius: 90, from_deg: -90, to_deg: 90}",
     r"race\.lanes\[0\]\.segments\[0\]: space 1:0 at \(1e\+06, 430\) is far off the "
     r"1280 x 720 canvas"),
    # The whole training lane on one spot.
    ("- line: {from: [380, 170], to: [900, 170]}\n"
     "      - arc: {center: [900, 255], radius: 85, from_deg: 90, to_deg: -90}\n"
     "      - line: {from: [900, 340], to: [380, 340]}\n"
     "      - arc: {center: [380, 425], radius: 85, from_deg: 90, to_deg: 270}\n"
     "      - line: {from: [380, 510], to: [900, 510]}",
     "- points: [[500, 300]]",
     r"training\.path: training spaces 0 and 1 are 0 apart"),
    # A training lane so long for its room that its spaces run into each other.
    ("spaces: 40", "spaces: 200", r"training\.path: training spaces \d+ and \d+ are"),
    # An arc that goes round ten times.
    (LANE_1_BEND, "arc: {center: [871, 340], radius: 90, from_deg: -90, to_deg: 3510}",
     r"race\.lanes\[0\]\.segments\[0\]\.arc\.to_deg: the arc turns 3600 degrees"),
    # Every placement space on one spot.
    ("step: [48, 0]", "step: [0, 0]", r"race\.placement\.step: placement spaces 1 and 2"),
    # Placement spaces far off.
    ("at: [520, 380]", "at: [520, 900000]", r"race\.placement: placement space 1 at"),
    # Lane 1 far from lane 2 at the finish line (the property search's find: the table painted
    # lanes, rails and names that wide, with type thousands of pixels high).
    (LANE_1_BEND, "arc: {center: [-1, 340], radius: 90, from_deg: -90, to_deg: 90}",
     r"race\.lanes\[1\]\.segments\[0\]: lanes 1 and 2 meet the finish line 873 apart"),
    # More spaces round a lap than a screen can tell apart.
    ("spaces: [9, 14, 9, 14]", "spaces: [200, 14, 200, 14]",
     r"race\.lanes\[0\]\.spaces: 428 spaces round the lap \(at most 400 a lane\)"),
    # A title too long to print in the infield.
    ('title: "RENNBAHN"', 'title: "' + "RENNBAHN " * 6 + '"',
     r"race\.decoration\.title: 54 characters \(one line of at most 40"),
]


@pytest.mark.parametrize(("old", "new", "message"), REFUSED)
def test_boards_no_table_can_draw_are_refused_at_their_line(
    tmp_path: Path, old: str, new: str, message: str
) -> None:
    assert old in RENNBAHN
    path = tmp_path / "mine.yaml"
    path.write_text(RENNBAHN.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(BoardError) as err:
        check_board_file(path, "rennfieber")
    text = str(err.value)
    assert re.match(rf"{re.escape(str(path))}:\d+:\d+: ", text), text
    assert re.search(message, text), text



def _tighter() -> str:
    # The Rennbahn at 40% of its size, round the middle of the canvas: a tighter track than
    # any built-in one must still pass.
    def shrink(match: re.Match[str]) -> str:
        x, y = float(match.group(1)), float(match.group(2))
        return f"[{640 + (x - 640) * 0.4:g}, {360 + (y - 360) * 0.4:g}]"

    lines = [line if line.startswith("size:") or "step:" in line
             else re.sub(r"\[(-?\d+(?:\.\d+)?), (-?\d+(?:\.\d+)?)\]", shrink, line)
             for line in RENNBAHN.splitlines()]
    return re.sub(r"radius: (\d+)", lambda m: f"radius: {int(m.group(1)) * 0.4:g}",
                  "\n".join(lines) + "\n")


ACCEPTED = [
    # Start rows on each lane's last space.
    RENNBAHN.replace("short: {start: [32, 38, 44, 50, 56, 62]",
                     "short: {start: [45, 51, 57, 63, 69, 75]"),
    # Longer laps than the built-ins (bends of up to 60 spaces a lane).
    RENNBAHN.replace("spaces: [24, 14, 24, 14]", "spaces: [60, 14, 60, 14]"),
    # A tighter track.
    _tighter(),
]


@pytest.mark.parametrize("text", ACCEPTED, ids=["starts-on-last", "long-bends", "tighter"])
def test_boards_within_the_limits_play_and_draw(
    text: str, app: Any, tmp_path: Path
) -> None:
    assert plays_and_draws("rennfieber", text, tmp_path, app) == "played"


@pytest.mark.parametrize("new", [
    # Lane 1 far from lane 2 at the finish line: type as high as the lane is wide.
    "arc: {center: [-1, 340], radius: 90, from_deg: -90, to_deg: 90}",
    # Lane 1's first section on one spot, where lane 2 starts too: no lane width at all.
    "line: {from: [871, 462], to: [871, 462]}",
])
def test_the_track_painting_survives_what_the_check_refuses(app: Any, new: str) -> None:
    # The check refuses these boards; the table still paints them, in bounded time.
    import time

    from arcade_races.boards.yamlsafe import load_yaml
    from arcade_races.client.stage.zones import STAGE
    from arcade_races.client.views.rennfieber.art import Art
    from arcade_races.client.views.rennfieber.geometry import Camera, RaceTrack
    from arcade_races.client.views.rennfieber.race_draw import LEVELS, MOST_TYPE, TrackArt
    from arcade_races.core.schema import validate
    from arcade_races.games.rennfieber.schema import BOARD_SCHEMA

    from ..games.rennfieber.setups import game

    document = validate(load_yaml(RENNBAHN.replace(LANE_1_BEND, new, 1), "mine.yaml")[0],
                        BOARD_SCHEMA)
    race = RaceTrack.of(document["race"], 6)
    art = TrackArt(app.assets, Art(app.assets, game(4).rules, False), race, document["race"],
                   Camera(STAGE, race.box))
    start = time.perf_counter()
    for zoom in LEVELS:
        assert art.level(zoom).get_width() > 0
    assert time.perf_counter() - start < 5.0
    assert art.gap > 0 and art._type(1.25, art.unit(LEVELS[-1]) * 2, 12) <= MOST_TYPE
