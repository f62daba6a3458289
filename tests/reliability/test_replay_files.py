"""Replays a user may hand us, damaged or tampered with: each gets a one-line message naming
the file and line, never a traceback, and `replay verify` proves the file is the game
(issue 15, items 2 and 4)."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from arcade_races.gamesetup import ai_seats, make_agents, make_header
from arcade_races.match import Match
from arcade_races.replay import ReplayError, ReplayWriter, read_replay, replay_game, verify


def _record(path: Path, seed: int = 3, stop_after: int | None = None) -> Match:
    header = make_header("pferderennen", ai_seats("pferderennen", 3), seed)
    writer = ReplayWriter.create(path, header)
    match = Match(header.build_game(), seed, make_agents(header), writer)
    while not match.is_over() and (stop_after is None or match.number < stop_after):
        match.step()
    writer.close()
    return match


@pytest.fixture
def replay_file(tmp_path: Path) -> Path:
    path = tmp_path / "game.jsonl"
    _record(path)
    return path


def _message(path: Path) -> str:
    with pytest.raises(ReplayError) as err:
        verify(path)
    message = str(err.value)
    assert "\n" not in message and len(message) < 300
    assert message.startswith(str(path))
    return message


def _edit_header(path: Path, **changes: object) -> None:
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    header = json.loads(lines[0])
    header.update(changes)
    lines[0] = json.dumps(header) + "\n"
    path.write_text("".join(lines), encoding="utf-8")


def test_an_edited_seed_is_caught_at_the_first_draw_it_changes(replay_file: Path) -> None:
    _edit_header(replay_file, seed=4)
    message = _message(replay_file)
    assert "chance from the recorded seed 4 gives" in message
    assert "the seed or the outcome was changed" in message


def test_an_edited_chance_outcome_that_is_still_legal_is_caught(replay_file: Path) -> None:
    lines = replay_file.read_text(encoding="utf-8").splitlines(keepends=True)
    records = [json.loads(line) for line in lines[1:-1]]
    draws = [r for r in records if r["action"].startswith("draw")]
    first, later = draws[0], draws[1]
    first["action"] = later["action"]  # a card that is in the pile, but not the seed's draw
    lines[first["n"]] = json.dumps(first) + "\n"
    replay_file.write_text("".join(lines), encoding="utf-8")
    assert f"action {first['n']} ({later['action']}): chance" in _message(replay_file)


@pytest.mark.parametrize("version", [True, 0, -1, "2", 2.0, None])
def test_a_version_that_is_not_a_whole_number_from_1_is_refused(
    replay_file: Path, version: object
) -> None:
    _edit_header(replay_file, version=version)
    assert ":1: the header has no format version" in _message(replay_file)


@pytest.mark.parametrize("seed", [True, -1, 2**64, "3", 3.0])
def test_a_seed_of_the_wrong_type_or_size_is_refused(replay_file: Path, seed: object) -> None:
    _edit_header(replay_file, seed=seed)
    assert ":1: the header's 'seed'" in _message(replay_file)


def test_an_unknown_game_is_named(replay_file: Path) -> None:
    _edit_header(replay_file, game="ludo")
    assert ":1: the header names no game this program knows ('ludo'" in _message(replay_file)


@pytest.mark.parametrize("field", ["seats", "variants", "board", "config"])
def test_header_fields_of_the_wrong_type_are_named(replay_file: Path, field: str) -> None:
    _edit_header(replay_file, **{field: 7})
    assert ":1: the header's" in _message(replay_file)


def test_a_number_of_thousands_of_digits_is_refused_without_echoing_it(
    replay_file: Path,
) -> None:
    text = replay_file.read_text(encoding="utf-8")
    replay_file.write_text(text.replace('"seed":3', '"seed":' + "9" * 5000, 1), encoding="utf-8")
    message = _message(replay_file)
    assert "a number of 5,000 digits" in message and "9999999999" not in message
    lines = text.splitlines(keepends=True)
    lines[2] = lines[2].replace('"n":2', '"n":' + "1" * 4400)
    replay_file.write_text("".join(lines), encoding="utf-8")
    assert ":3: action 2: a number of 4,400 digits" in _message(replay_file)


@pytest.mark.parametrize("constant", ["NaN", "Infinity", "-Infinity", "1e999"])
def test_nan_and_infinity_are_refused(replay_file: Path, constant: str) -> None:
    lines = replay_file.read_text(encoding="utf-8").splitlines(keepends=True)
    lines[2] = lines[2].replace('"seat":', f'"x":{constant},"seat":')
    replay_file.write_text("".join(lines), encoding="utf-8")
    assert ":3: action 2:" in _message(replay_file)


def test_a_replay_cut_before_its_end_line_is_completed_when_resumed(replay_file: Path) -> None:
    lines = replay_file.read_text(encoding="utf-8").splitlines(keepends=True)
    assert json.loads(lines[-1])["end"] is True
    replay_file.write_text("".join(lines[:-1]), encoding="utf-8")
    replayed = replay_game(read_replay(replay_file))
    assert replayed.state.is_over() and not replayed.replay.finished
    match = Match.resume(replayed, {})
    assert match.recorder is not None
    match.recorder.close()
    assert replay_file.read_text(encoding="utf-8") == "".join(lines)
    assert verify(replay_file).replay.finished


def test_fifos_devices_and_huge_files_are_refused_at_once(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe.jsonl"
    os.mkfifo(fifo)
    assert _message(fifo) == f"{fifo}: is a pipe (FIFO), not a file"  # and no hang
    zero = Path("/dev/zero")
    with pytest.raises(ReplayError, match="is a device, not a file"):
        verify(zero)
    huge = tmp_path / "huge.jsonl"
    with huge.open("wb") as file:
        file.truncate(65 << 20)  # sparse: no disk used
    assert "is too big (68,157,440 bytes; at most 64 MiB)" in _message(huge)
