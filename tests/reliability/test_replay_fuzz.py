"""Fuzzing replays: byte flips, dropped, doubled and swapped lines, edited fields. Whatever
is done to a file, `replay verify` and the replays list answer with a verdict (OK, or a
one-line `ReplayError` naming the file), never another exception (issue 15, item 7)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from arcade_races.client.replaylist import read_entry
from arcade_races.gamesetup import ai_seats, make_agents, make_header
from arcade_races.match import Match
from arcade_races.replay import ReplayError, ReplayWriter, parse_replay, replay_game

GAMES = ("pferderennen", "favoriten", "six_day")


def _recorded(game: str, tmp: Path) -> bytes:
    variants = ("days=1",) if game == "six_day" else ()
    header = make_header(game, ai_seats(game, 3), 2, variants)
    path = tmp / f"{game}.jsonl"
    writer = ReplayWriter.create(path, header)
    match = Match(header.build_game(), 2, make_agents(header), writer)
    for _ in range(60):  # a short game, or the first 60 actions of a long one
        if match.is_over():
            break
        match.step()
    writer.close()
    return path.read_bytes()


@pytest.fixture(scope="module")
def originals(tmp_path_factory: pytest.TempPathFactory) -> dict[str, bytes]:
    tmp = tmp_path_factory.mktemp("fuzz")
    return {game: _recorded(game, tmp) for game in GAMES}


VALUES = st.one_of(
    st.integers(min_value=-(10**30), max_value=10**30), st.booleans(), st.none(),
    st.text(max_size=12), st.lists(st.integers(), max_size=3), st.floats(allow_nan=False),
)


@st.composite
def mutations(draw: st.DrawFn, data: bytes) -> bytes:
    lines = data.split(b"\n")
    kind = draw(st.sampled_from(["flip", "drop", "double", "swap", "field", "cut"]))
    if kind == "flip":
        at = draw(st.integers(0, len(data) - 1))
        bit = 1 << draw(st.integers(0, 7))
        return data[:at] + bytes([data[at] ^ bit]) + data[at + 1:]
    if kind == "cut":
        return data[: draw(st.integers(0, len(data)))]
    i = draw(st.integers(0, len(lines) - 2))
    if kind == "drop":
        del lines[i]
    elif kind == "double":
        lines.insert(i, lines[i])
    elif kind == "swap":
        j = draw(st.integers(0, len(lines) - 2))
        lines[i], lines[j] = lines[j], lines[i]
    else:
        record = json.loads(lines[i])
        key = draw(st.sampled_from(sorted(record)))
        record[key] = draw(VALUES)
        lines[i] = json.dumps(record).encode()
    return b"\n".join(lines)


@settings(max_examples=150, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(game=st.sampled_from(GAMES), seed=st.data())
def test_any_damage_gets_a_verdict(originals: dict[str, bytes], game: str, seed: st.DataObject,
                                   tmp_path: Path) -> None:
    damaged = seed.draw(mutations(originals[game]))
    try:
        replay_game(parse_replay(damaged, "fuzz.jsonl"))
    except ReplayError as err:
        message = str(err)
        assert message.startswith("fuzz.jsonl") and "\n" not in message and len(message) < 400
    path = tmp_path / "fuzz.jsonl"
    path.write_bytes(damaged)
    entry = read_entry(path)  # the replays list: an entry, damaged or not
    assert entry.error is None or "\n" not in entry.error
