"""6-Tage-Rennen's boards read by the rules, their bad-file messages, and `simulate --json`."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from arcade_races.boards.errors import BoardError
from arcade_races.boards.loader import check_board_file, load_board_file
from arcade_races.cli import main
from arcade_races.gamesetup import ai_seats, make_header

ROOT = Path(__file__).resolve().parents[3]
BOARDS = ROOT / "configs" / "boards" / "six_day"


def test_both_boards_load_and_differ_in_what_matters() -> None:
    velodrome = make_header("six_day", ai_seats("six_day", 4), 1, ["days=1"]).build_game()
    tour = make_header("six_day", ai_seats("six_day", 4), 1, ["days=1"],
                       BOARDS / "grand_tour.yaml").build_game()
    assert velodrome.rules.track.finish == 81  # type: ignore[attr-defined]
    assert velodrome.rules.track.sprints == (27, 54)  # type: ignore[attr-defined]
    assert tour.rules.track.finish == 121  # type: ignore[attr-defined]
    assert tour.rules.track.sprints == (30, 60, 90)  # type: ignore[attr-defined]


def test_the_rules_follow_the_board(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["simulate", "six_day", "--players", "4", "--games", "3", "--json",
                 "--variant", "days=1", "--board", str(BOARDS / "grand_tour.yaml")])
    assert code == 0
    for game in json.loads(capsys.readouterr().out)["games"]:
        day = game["result"]["days"][0]
        assert len(day["sprints"]) == 3
        for seat, distance in enumerate(day["distance"]):
            position = day["positions"][seat]
            assert distance == (0 if seat in day["finish_order"] else 121 - position)


def _broken(tmp_path: Path, old: str, new: str) -> Path:
    text = (BOARDS / "velodrome.yaml").read_text(encoding="utf-8")
    assert old in text
    path = tmp_path / "broken.yaml"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("old", "new", "needle"),
    [
        ("finish: 81", "finish: eighty", "expected a whole number"),
        ("sprints: [27, 54]", "sprints: [27, 95]", "space 95 is not on the lap"),
        ("sprints: [27, 54]", "sprints: [54, 27]", "out of order"),
        ("crash: [20, 70]", "crash: [20, 45]", "also a rider change space"),
        ("spaces: 81", "spaces: 80", "it needs 81"),
        ("rider_change: [45, 60]", "rider_chnage: [45, 60]", "unknown key 'rider_chnage'"),
    ],
)
def test_bad_boards_get_file_line_and_what_is_wrong(
    tmp_path: Path, old: str, new: str, needle: str
) -> None:
    path = _broken(tmp_path, old, new)
    with pytest.raises(BoardError) as err:
        check_board_file(path)
    message = str(err.value)
    assert message.startswith(f"{path}:")
    assert needle in message
    line = int(message.split(":")[1])
    assert new.split(":")[0].strip() in path.read_text().splitlines()[line - 1] or line > 0


def test_simulate_json_shape(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["simulate", "six_day", "--players", "5", "--games", "2", "--seed", "4",
                 "--json", "--variant", "days=2"])
    assert code == 0
    doc = json.loads(capsys.readouterr().out)
    for game in doc["games"]:
        result = game["result"]
        assert len(result["days"]) == 2
        for day in result["days"]:
            for seat, card, start, end in day["plays"]:
                assert 0 <= seat < 5 and card[0] in "GB" and end >= start
            for seat, index in day["changes"]:
                assert day["plays"][index][0] == seat
                assert day["plays"][index][3] in (45, 60)
            assert len(day["sprints"]) == 2
            for key in ("distance", "points", "lap_deficit", "placing"):
                assert len(day[key]) == 5
        assert set(result["total"]) == {"points", "lap_deficit", "placing"}
        assert result["total"]["points"] == [sum(d["points"][s] for d in result["days"])
                                             for s in range(5)]


def test_a_board_of_another_game_is_named(tmp_path: Path) -> None:
    path = _broken(tmp_path, "game: six_day", "game: pferderennen")
    with pytest.raises(BoardError):
        load_board_file(path, "six_day")
