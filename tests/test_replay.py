"""Replays: written as the game goes, verified, resumed; every kind of damage gets a one-line
message naming where (docs/replays.md)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from arcade_races.gamesetup import ai_seats, make_agents, make_header
from arcade_races.match import Match
from arcade_races.replay import ReplayError, ReplayWriter, read_replay, replay_game, verify


def _record(path: Path, seed: int = 3, players: int = 4, variants: tuple[str, ...] = ()) -> str:
    header = make_header("pferderennen", ai_seats("pferderennen", players), seed, variants)
    game = header.build_game()
    writer = ReplayWriter.create(path, header)
    match = Match(game, seed, make_agents(header), writer)
    match.run()
    writer.close()
    return match.state.fingerprint()


@pytest.fixture
def replay_file(tmp_path: Path) -> Path:
    path = tmp_path / "game.jsonl"
    _record(path)
    return path


def _lines(path: Path) -> list[str]:
    return path.read_text(encoding="utf-8").splitlines(keepends=True)


def _message(path: Path) -> str:
    with pytest.raises(ReplayError) as err:
        verify(path)
    message = str(err.value)
    assert "\n" not in message
    assert message.startswith(str(path))
    return message


def test_a_recorded_game_verifies(replay_file: Path) -> None:
    replayed = verify(replay_file)
    assert replayed.replay.finished
    assert replayed.state.is_over()
    header = json.loads(_lines(replay_file)[0])
    assert header["format"] == "arcade-races-replay"
    assert "track:" in header["board"]["text"]
    assert "max_stake" in header["config"]["text"]


def test_every_action_line_has_number_seat_notation_and_fingerprint(replay_file: Path) -> None:
    lines = [json.loads(line) for line in _lines(replay_file)[1:-1]]
    assert [line["n"] for line in lines] == list(range(1, len(lines) + 1))
    assert lines[0]["seat"] is None and lines[0]["action"].startswith("lay ")
    assert all(len(line["fp"]) == 16 for line in lines)


def test_a_cut_last_line_is_tolerated_and_the_game_resumes(tmp_path: Path) -> None:
    path = tmp_path / "cut.jsonl"
    final = _record(path, seed=11)
    lines = _lines(path)
    cut = "".join(lines[:20]) + lines[20][: len(lines[20]) // 2]
    path.write_text(cut, encoding="utf-8")
    replay = read_replay(path)
    assert replay.truncated and not replay.finished
    assert len(replay.actions) == 19
    replayed = replay_game(replay)
    header = replay.header
    match = Match.resume(replayed, make_agents(header))
    match.run()
    match.recorder.close()  # type: ignore[union-attr]
    assert match.state.fingerprint() == final
    assert verify(path).replay.finished
    assert path.read_text(encoding="utf-8") == "".join(lines)


def test_an_edited_action_is_named(replay_file: Path) -> None:
    lines = _lines(replay_file)
    records = [json.loads(line) for line in lines[1:-1]]
    first_draw = next(r for r in records if r["action"].startswith("draw"))
    laid = records[0]["action"].split()[1]  # a track card: it is not in the pile
    first_draw["action"] = f"draw {laid}"
    n = first_draw["n"]
    lines[n] = json.dumps(first_draw) + "\n"
    replay_file.write_text("".join(lines), encoding="utf-8")
    message = _message(replay_file)
    assert f":{n + 1}: action {n}: illegal action draw {laid}" in message


def test_a_wrong_fingerprint_is_named(replay_file: Path) -> None:
    lines = _lines(replay_file)
    record = json.loads(lines[5])
    record["fp"] = "0" * 16
    lines[5] = json.dumps(record) + "\n"
    replay_file.write_text("".join(lines), encoding="utf-8")
    assert "action 5" in _message(replay_file)
    assert "diverges" in _message(replay_file)


def test_a_dropped_line_is_named(replay_file: Path) -> None:
    lines = _lines(replay_file)
    del lines[7]
    replay_file.write_text("".join(lines), encoding="utf-8")
    message = _message(replay_file)
    assert "action 7: numbered 8 (a line is missing)" in message


def test_a_newer_format_version_is_refused(replay_file: Path) -> None:
    lines = _lines(replay_file)
    header = json.loads(lines[0])
    header["version"] = 99
    lines[0] = json.dumps(header) + "\n"
    replay_file.write_text("".join(lines), encoding="utf-8")
    assert "version 99 is newer" in _message(replay_file)


def test_garbage_bytes_are_not_a_replay(tmp_path: Path) -> None:
    path = tmp_path / "garbage.jsonl"
    path.write_bytes(bytes(range(256)) * 4)
    assert "not a replay" in _message(path)
    path.write_bytes(b"hello world\n")
    assert "not a replay" in _message(path)


def test_an_empty_or_missing_file(tmp_path: Path) -> None:
    path = tmp_path / "empty.jsonl"
    path.write_bytes(b"")
    assert "empty" in _message(path)
    assert "no such file" in _message(tmp_path / "nothing.jsonl")


def test_an_illegal_action_is_named(replay_file: Path) -> None:
    lines = _lines(replay_file)
    for i, line in enumerate(lines[1:], start=1):
        record = json.loads(line)
        if record.get("action", "").startswith(("bet", "pass")):
            record["action"] = "bet H 99"
            lines[i] = json.dumps(record) + "\n"
            break
    replay_file.write_text("".join(lines), encoding="utf-8")
    message = _message(replay_file)
    assert f"action {i}: illegal action bet H 99" in message


def test_a_line_after_the_end(replay_file: Path) -> None:
    lines = _lines(replay_file)
    lines.append(lines[-2])
    replay_file.write_text("".join(lines), encoding="utf-8")
    assert "after the end" in _message(replay_file)


@pytest.mark.parametrize("version", [1, 2])
def test_an_older_replay_still_verifies_and_resumes_in_its_own_version(
    tmp_path: Path, version: int,
) -> None:
    # Version 1 fingerprinted the whole to_dict() and version 2 the snapshot; files written
    # then must keep verifying, and a game resumed from one must go on in its own version.
    from dataclasses import replace

    from arcade_races.core.fingerprint import fingerprint

    header = replace(make_header("six_day", ai_seats("six_day", 3), 5, ("days=1",)),
                     version=version)
    game = header.build_game()
    path = tmp_path / "old.jsonl"
    writer = ReplayWriter.create(path, header)
    match = Match(game, 5, make_agents(header), writer)
    for _ in range(40):
        match.step()
    writer.close()
    lines = _lines(path)
    assert json.loads(lines[0])["version"] == version
    older = (fingerprint(match.state.to_dict()) if version == 1
             else match.state.snapshot_fingerprint())
    assert json.loads(lines[-1])["fp"] == older
    resumed = Match.resume(replay_game(read_replay(path)), make_agents(header))
    resumed.run()
    assert resumed.recorder is not None
    resumed.recorder.close()
    replayed = verify(path)
    assert replayed.replay.finished
    assert replayed.state.fingerprint() == resumed.state.fingerprint()
    end = json.loads(_lines(path)[-2])["fp"]
    assert end == (fingerprint(resumed.state.to_dict()) if version == 1
                   else resumed.state.snapshot_fingerprint())


def test_new_replays_are_version_3_with_the_incremental_fingerprint(replay_file: Path) -> None:
    lines = _lines(replay_file)
    assert json.loads(lines[0])["version"] == 3
    replayed = verify(replay_file)
    assert json.loads(lines[-2])["fp"] == replayed.state.fingerprint()


def test_an_action_line_is_the_json_of_its_record() -> None:
    import io

    from arcade_races.replay import ActionLine

    header = make_header("pferderennen", ai_seats("pferderennen", 2), 1)
    state = header.build_game().new_initial_state()
    stream = io.StringIO()
    writer = ReplayWriter(stream)
    for number, seat, action in ((1, None, "draw 7D"), (12, 3, 'bet "H" 3 é')):
        writer.write_action(number, seat, action, state)
        record = ActionLine(number, seat, action, state.fingerprint()).to_json()
        expected = json.dumps(record, separators=(",", ":"), ensure_ascii=False) + "\n"
        assert stream.getvalue().splitlines(keepends=True)[-1] == expected


def test_header_lines_are_the_headers_encoded_one_by_one() -> None:
    from dataclasses import replace

    from arcade_races.replay import header_line
    from arcade_races.replay_memory import HeaderLines

    header = make_header("pferderennen", ai_seats("pferderennen", 3), 1)
    # A board whose text holds the very characters the seed is found by, and a seat whose
    # name needs escaping: both stay inside JSON strings, escaped, and cannot be mistaken.
    header = replace(header, created="2026-12-01T00:00:00+00:00",
                     board_text=header.board_text + '\n# ,"seed":-1, "quoted"\n',
                     seats=(replace(header.seats[0], name='Anna "-1"'), *header.seats[1:]))
    lines = HeaderLines(header)
    for seed in (0, 1, 7, 123456789, -5):
        assert lines.line(seed) == header_line(replace(header, seed=seed))
    assert json.loads(lines.line(42))["seed"] == 42


def test_simulate_replays_match_a_game_recorded_on_its_own(tmp_path: Path) -> None:
    from dataclasses import replace

    from arcade_races.simulate import play

    header = replace(make_header("favoriten", ai_seats("favoriten", 3), 1),
                     created="2026-12-01T00:00:00+00:00")
    (tmp_path / "run").mkdir()
    for _ in play(header, range(3, 5), tmp_path / "run"):
        pass
    for seed in (3, 4):
        alone = tmp_path / f"alone-{seed}.jsonl"
        writer = ReplayWriter.create(alone, replace(header, seed=seed), flush=False)
        Match(header.build_game(), seed, make_agents(header), writer).run()
        writer.close()
        run = tmp_path / "run" / f"favoriten-{seed}.jsonl"
        assert run.read_bytes() == alone.read_bytes()
