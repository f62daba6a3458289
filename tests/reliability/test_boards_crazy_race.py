"""Crazy Race boards a track maker might write: what `board check` refuses is named at the
board's own line and column, and what it accepts plays and draws (issue 15, item 1)."""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any

import pytest

from arcade_races.boards.errors import BoardError
from arcade_races.boards.loader import check_board_file, default_board_path, read_document_text

from .boardcheck import plays_and_draws

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

FIVE_TRACKS = read_document_text(default_board_path("crazy_race"))
"""The rulebook's board: five straight tracks from x 150 to 1130, 92 pixels apart."""



def _stages(text: str, stages: int) -> str:
    """The rulebook's board with `stages` stages of the same pieces."""
    colors = ", ".join(['"#8e44ad"'] * stages)
    text = text.replace("stages: 3", f"stages: {stages}")
    text = re.sub(r"stage_colors: \[.*\]", f"stage_colors: [{colors}]", text)
    return text.replace("spaces: 61", f"spaces: {1 + stages * 5 * 4}")


def _refused(text: str, folder: Path) -> str:
    path = folder / "board.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(BoardError) as err:
        check_board_file(path, "crazy_race")
    message = str(err.value)
    assert "\n" not in message and "configs/games" not in message
    return message.removeprefix(f"{path}:")


def test_tracks_of_no_length_are_refused_at_the_first(tmp_path: Path) -> None:
    # Issue 15: these passed, then the first frame took 25 s.
    text = re.sub(r"to: \[1130, (\d+)\]", r"to: [150, \1]", FIVE_TRACKS)
    assert _refused(text, tmp_path).startswith(
        "19:41: tracks[0].path: this track has no length: all its points lie on one spot "
        "(spaces at least 6.4 pixels apart, 1/200 of the canvas's longer side: a track of "
        "at least 384 pixels")


def test_a_track_whose_spaces_run_together_is_refused(tmp_path: Path) -> None:
    text = FIVE_TRACKS.replace("to: [1130, 304]", "to: [450, 304]")
    assert _refused(text, tmp_path).startswith(
        "21:42: tracks[2].path: its 61 spaces lie 5 pixels apart along it (spaces at least "
        "6.4 pixels apart")


def test_a_bezier_track_is_measured_along_its_curve(tmp_path: Path) -> None:
    # The control polygon runs 600 pixels, the curve only 200 (it turns back at its control
    # points): the table spaces the 61 spaces 3.33 pixels apart, so it is refused.
    text = FIVE_TRACKS.replace("{line: {from: [150, 120], to: [1130, 120]}}",
                               "{bezier: {points: [[150, 120], [350, 120], [150, 120], "
                               "[350, 120]]}}")
    assert _refused(text, tmp_path).startswith(
        "19:41: tracks[0].path: its 61 spaces lie 3.33 pixels apart along it (spaces at "
        "least 6.4 pixels apart")


def test_tracks_and_piles_far_off_the_canvas_are_refused(tmp_path: Path) -> None:
    text = FIVE_TRACKS.replace("to: [1130, 488]", "to: [1130, 9488]")
    assert _refused(text, tmp_path).startswith(
        "23:97: tracks[4].path.segments[0].line.to: this point is 1130, 9488, off the canvas "
        "(within the "
        "canvas [1280, 720] (size), or at most a quarter of its width or height beyond an "
        "edge)")
    text = FIVE_TRACKS.replace("cups: [1210, 650]", "cups: [1210, -650]")
    assert _refused(text, tmp_path).startswith("28:9: piles.cups: the cups pile lies at 1210, "
                                               "-650, off the canvas (within the canvas")


def test_more_stages_than_the_bet_cards_name_is_the_boards_mistake(tmp_path: Path) -> None:
    # Issue 15: the message named configs/games/crazy_race.yaml, which the user never wrote.
    assert _refused(_stages(FIVE_TRACKS, 4), tmp_path).startswith(
        "13:9: stages: 4 stages, but the game config's bet cards ask for a place in 3 "
        "stages (at most 3 stages with this config: a bet card names one place per stage)")


@pytest.mark.parametrize("stages", [1, 2])
def test_a_board_of_fewer_stages_plays_the_bet_cards_first_places(
    stages: int, app: Any, tmp_path: Path
) -> None:
    # Issue 15: a valid one-stage board was refused with a message about the config.
    assert plays_and_draws("crazy_race", _stages(FIVE_TRACKS, stages), tmp_path, app) == "played"


@pytest.mark.parametrize("text", [
    # Tighter than the built-ins: tracks half as long, 40 pixels apart.
    re.sub(r"\[(150|1130), (\d+)\]",
           lambda m: f"[{300 + (int(m[1]) - 150) // 2}, {100 + (int(m[2]) - 120) * 40 // 92}]",
           FIVE_TRACKS),
    # The shortest track allowed; a big canvas with tracks in a corner of it.
    FIVE_TRACKS.replace("to: [1130, 120]", "to: [534, 120]"),
    FIVE_TRACKS.replace("size: [1280, 720]", "size: [10000, 10000]")
    .replace("1130", "3200"),
    # Every track on one line, piles at the canvas's corners, a title of a thousand letters.
    re.sub(r"\[(150|1130), \d+\]", r"[\1, 300]", FIVE_TRACKS)
    .replace("track: [70, 650]", "track: [-320, -180]")
    .replace("cups: [1210, 650]", "cups: [1600, 900]")
    .replace("title: CRAZY RACE", "title: " + "W" * 1000),
    # A canvas of 2 x 1 pixels, drawn as large as the table.
    re.sub(r"size: \[.*\]", "size: [2, 1]", re.sub(
        r"\[(-?\d+), (\d+)\]", lambda m: f"[{int(m[1]) / 640:.4f}, {int(m[2]) / 720:.4f}]",
        FIVE_TRACKS)),
    # A track that runs back over itself twice.
    FIVE_TRACKS.replace("{line: {from: [150, 120], to: [1130, 120]}}",
                        "{points: [[150, 120], [1130, 120], [150, 120], [1130, 120]]}"),
], ids=["tight", "shortest", "big-canvas", "one-line", "tiny-canvas", "folded"])
def test_boards_at_the_limits_play_and_draw(text: str, app: Any, tmp_path: Path) -> None:
    assert plays_and_draws("crazy_race", text, tmp_path, app) == "played"
