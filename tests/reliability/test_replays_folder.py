"""The replays folder can never stop the program: every file in it is read defensively, a
damaged one is listed as damaged (and can be deleted), the rest work (issue 15, item 3)."""

from __future__ import annotations

import os
from pathlib import Path

from arcade_races.client.replaylist import delete_replay, list_replays
from arcade_races.gamesetup import ai_seats, make_agents, make_header
from arcade_races.match import Match
from arcade_races.replay import ReplayWriter


def _record(path: Path, seed: int) -> None:
    header = make_header("favoriten", ai_seats("favoriten", 3), seed)
    writer = ReplayWriter.create(path, header)
    Match(header.build_game(), seed, make_agents(header), writer).run()
    writer.close()


def test_damaged_files_are_listed_as_damaged_and_the_rest_work(tmp_path: Path) -> None:
    good = tmp_path / "good.jsonl"
    _record(good, 1)
    text = good.read_text(encoding="utf-8")
    lines = text.splitlines(keepends=True)
    damage = {
        "huge_number_header.jsonl": text.replace('"seed":1', '"seed":' + "9" * 5000, 1),
        "huge_number_tail.jsonl": "".join(lines[:-2]) + lines[-2].replace(
            '"n":', '"n":' + "7" * 5000 + ",\"m\":", 1) + lines[-1],
        "nan.jsonl": "".join(lines[:-1]) + '{"end":true,"result":{"placing":NaN}}\n',
        "unknown_game.jsonl": text.replace('"game":"favoriten"', '"game":"ludo"', 1),
        "version_true.jsonl": text.replace('"version":3', '"version":true', 1),
        "binary.jsonl": "\x00\x01\x02 not a replay",
        "empty.jsonl": "",
        "header_only_cut.jsonl": lines[0][:50],
    }
    for name, body in damage.items():
        (tmp_path / name).write_text(body, encoding="utf-8")
    os.mkfifo(tmp_path / "pipe.jsonl")  # never opened: not a regular file
    entries = {entry.path.name: entry for entry in list_replays(tmp_path)}
    assert "pipe.jsonl" not in entries
    assert entries["good.jsonl"].error is None and entries["good.jsonl"].finished
    for name in damage:
        entry = entries[name]
        assert entry.error, f"{name} is not shown as damaged"
        assert "\n" not in entry.error and len(entry.error) < 300
        assert "99999999" not in entry.error and "7777777" not in entry.error
    delete_replay(tmp_path / "huge_number_header.jsonl")
    assert not (tmp_path / "huge_number_header.jsonl").exists()
    assert "good.jsonl" in {entry.path.name for entry in list_replays(tmp_path)}
