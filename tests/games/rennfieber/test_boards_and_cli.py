"""Rennfieber's boards (the two built-in race tracks read by the rules, bad files named by
FILE:LINE:COL) and `simulate rennfieber --json` (issue 9, points 4 and 7)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from arcade_races.boards.errors import BoardError
from arcade_races.boards.loader import check_board_file
from arcade_races.cli import main

from .setups import game, play_until

ROOT = Path(__file__).resolve().parents[3]
BOARD = ROOT / "configs" / "boards" / "rennfieber" / "rennbahn.yaml"


def test_the_two_race_tracks_differ_in_what_the_rules_read() -> None:
    # Issue 9: a second built-in race track that differs in what matters.
    rennbahn, hippodrom = game(4).rules, game(4, board="hippodrom.yaml").rules
    assert rennbahn.track.lanes == 6 and hippodrom.track.lanes == 7
    assert rennbahn.track.graph.sizes != hippodrom.track.graph.sizes
    # Inner lanes are shorter round the bends (The Starting Lineup, RULINGS: Race track).
    for rules in (rennbahn, hippodrom):
        sizes = rules.track.graph.sizes
        assert list(sizes) == sorted(sizes) and sizes[0] < sizes[-1]
    assert 30 <= rennbahn.meadow + 1 <= 50 and 30 <= hippodrom.meadow + 1 <= 50


def test_six_players_race_on_the_seven_lane_track() -> None:
    state = play_until(game(6, board="hippodrom.yaml").new_initial_state(),
                       lambda s: s.phase == "dice")
    assert len(state.lanes) == 6
    assert {state.spot[str(c)][0] for c in state.lanes} == set(range(6))


BROKEN = [
    ("spaces: [9, 14, 9, 14]", "spaces: [9, 14, 9]", "3 counts for 4 sections"),
    ("{at: 2, do: card}", "{at: 2, do: carrd}", "one of"),
    ("{at: 2, do: card}", "{at: 39, do: card}", "between the stable and the meadow"),
    ("offset: 0.5", "offset: 1.5", "0.99"),
    ("short: {start: [32, 38, 44, 50, 56, 62]", "short: {start: [32, 38, 44, 50, 56]",
     "5 start spaces for 6 lanes"),
    ("short: {start: [32, 38, 44, 50, 56, 62]", "short: {start: [32, 38, 44, 50, 56, 99]",
     "lane 6 has only 76 spaces"),
]


@pytest.mark.parametrize(("old", "new", "needle"), BROKEN)
def test_bad_boards_name_file_line_and_what(
    tmp_path: Path, old: str, new: str, needle: str
) -> None:
    text = BOARD.read_text(encoding="utf-8")
    assert old in text
    path = tmp_path / "mine.yaml"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(BoardError) as err:
        check_board_file(path)
    message = str(err.value)
    assert message.startswith(f"{path}:") and "\n" not in message
    line = int(message.split(":")[1])
    assert 0 < line <= len(text.splitlines())
    assert needle in message


def test_simulate_json_gives_the_record_of_the_evening(
    capsys: pytest.CaptureFixture[str],
) -> None:
    # Issue 9 point 7: the shape of `result`.
    assert main(["simulate", "rennfieber", "--players", "4", "--seed", "3", "--games", "2",
                 "--json"]) == 0
    for played in json.loads(capsys.readouterr().out)["games"]:
        result = played["result"]
        assert [h["card"] for h in result["horses"]] == list(range(1, 19))
        assert set(result["horses"][0]) == {"card", "name", "price", "scale"}
        assert len([a for a in result["auctions"] if a["round"] == 1]) == 8
        assert len([a for a in result["auctions"] if a["round"] == 2]) == 4
        assert len(result["sales"]) == 4
        assert {t["run"] for t in result["training"]} == {1, 2, 3, 4}
        assert len(result["races"]) == 3
        for race in result["races"]:
            assert race["course"] in ("short", "long") and race["fee"] > 0
            assert len(race["runners"]) == 4 and len(race["placings"]) == 4
            for turn in race["turns"]:
                assert set(turn) == {"card", "race_die", "die", "from", "to", "kept", "gallop"}
                assert turn["kept"] in (None, "karriere", "durchbruch", "durchbruch_move")
            assert race["pool"] == sum(sum(b["slips"]) for b in race["bets"])
            assert (race["quote"] is None) == (race["on_winner"] == 0)
            assert len(race["returns"]) == 4
        reasons = {line[2] for line in result["ledger"]}
        assert reasons <= {"auction", "training", "fee", "stake", "prize", "tote", "sale",
                           "gallop"}
        for seat in range(4):
            assert 35_000 + sum(a for s, a, _ in result["ledger"] if s == seat) == \
                result["cash"][seat]
        assert sorted(result["ranking"]) == [0, 1, 2, 3]
        assert result["cash"][result["ranking"][0]] == max(result["cash"])


def test_watch_rennfieber_opens_the_window_and_saves_frames(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Issue 12: the view exists, so the window shows the evening (frames under the dummy driver).
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    monkeypatch.setenv("ARCADE_RACES_HOME", str(tmp_path / "home"))
    from arcade_races.client.views import VIEWS

    assert "rennfieber" in VIEWS
    frames = tmp_path / "frames"
    assert main(["watch", "rennfieber", "--seed", "2", "--speed", "16", "--frames", str(frames),
                 "--frame-every", "30", "--max-seconds", "2"]) == 0
    assert len(list(frames.glob("frame_*.png"))) >= 3


def test_a_track_with_too_few_lanes_for_the_field_is_named_in_the_board(
    tmp_path: Path,
) -> None:
    text = BOARD.read_text(encoding="utf-8")
    lanes = text.index("    - spaces: [24, 14, 24, 14]")
    cut = text[:lanes] + text[text.index("  courses:"):]
    cut = cut.replace("[32, 38, 44, 50, 56, 62]", "[32, 38, 44, 50, 56]").replace(
        "[9, 12, 15, 18, 21, 24]", "[9, 12, 15, 18, 21]")
    path = tmp_path / "five.yaml"
    path.write_text(cut, encoding="utf-8")
    with pytest.raises(BoardError) as err:
        check_board_file(path)
    assert str(err.value).startswith(f"{path}:") and "5 lanes for 6 runners" in str(err.value)
