"""The command line: exit 0 when fine, 2 with one line on stderr for a user's mistake."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from arcade_races.cli import main

ROOT = Path(__file__).resolve().parents[1]


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_simulate_json_document(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "simulate", "pferderennen", "--players", "5", "--seed", "7",
                         "--games", "3", "--json")
    assert code == 0, err
    doc = json.loads(out)
    assert set(doc) == {"game", "board", "seed", "games", "stats"}
    assert doc["game"] == "pferderennen" and doc["seed"] == 7
    assert [g["seed"] for g in doc["games"]] == [7, 8, 9]
    for g in doc["games"]:
        assert len(g["seats"]) == 5 and g["actions"] > 0
        result = g["result"]
        assert len(result["track"]) == 6
        assert all(len(card) == 2 and card[0] in "23456789TJQK" and card[1] in "CDHS"
                   for card in result["track"] + result["draws"])
        assert len(result["bets"]) == 5
        assert all(b is None or set(b) == {"suit", "stake"} for b in result["bets"])
        assert result["winner"] in ("C", "D", "H", "S", None)
        assert len(result["payout"]) == 5
        for hurdle in result["hurdles"]:
            assert set(hurdle) == {"step", "card", "suit"}
            assert result["track"][hurdle["step"] - 1] == hurdle["card"]


def test_simulate_streams_the_json_document_one_game_at_a_time(
    capsys: pytest.CaptureFixture[str],
) -> None:
    # The streamed text is exactly what dumping the whole document at once gives...
    code, out, err = run(capsys, "simulate", "favoriten", "--seed", "2", "--games", "3", "--json")
    assert code == 0, err
    assert out == json.dumps(json.loads(out), separators=(",", ":")) + "\n"
    # ...and the games are played lazily, one at a time: the first of a million is there
    # before the second is played, so memory does not grow with --games.
    from arcade_races.gamesetup import ai_seats, make_header
    from arcade_races.simulate import play

    games = play(make_header("favoriten", ai_seats("favoriten", 3), 1), range(1, 1_000_001))
    first = next(games)
    assert first["seed"] == 1 and first["actions"] > 0
    games.close()


@pytest.mark.parametrize("game", ["pferderennen", "favoriten", "rennfieber"])
def test_recording_leaves_the_json_document_as_it_is(capsys: pytest.CaptureFixture[str],
                                                     tmp_path: Path, game: str) -> None:
    # A recorded game's result goes into the document as its end line encoded it.
    args = ("simulate", game, "--seed", "5", "--games", "2", "--json",
            *(("--variant", "races=1") if game == "rennfieber" else ()))
    plain = run(capsys, *args)[1]
    assert run(capsys, *args, "--save-replays", str(tmp_path))[1] == plain
    assert run(capsys, *args, "--save-replays", str(tmp_path), "--jobs", "2")[1] == plain


def test_the_json_stream_writes_a_result_given_as_text_as_json_would() -> None:
    import io

    from arcade_races.simulate import JsonStream, ResultJson

    result = {"placing": [1, 2], "winner": "H", "races": [{"race": 1, "order": ["H"]}]}
    text = json.dumps(result, separators=(",", ":"))
    streams = []
    for given in (result, ResultJson(result, text)):
        out = io.StringIO()
        stream = JsonStream(out, {"game": "x"})
        stream.game({"seed": 1, "seats": [], "actions": 3, "result": given})
        stream.game({"seed": 2, "result": given, "actions": 4})  # not last: encoded again
        stream.close({"games": 2})
        streams.append(out.getvalue())
    assert streams[0] == streams[1]
    assert json.loads(streams[1])["games"][0]["result"] == result


def test_a_replay_line_beyond_ascii_is_escaped_as_the_json_stream_writes_it() -> None:
    from arcade_races.simulate import ascii_json

    # Rennfieber's horses (Morgenröte), a seat named with an emoji, a line separator.
    value = {"name": "Morgenröte", "seat": "Ann 😀", "odd": "a\u2028b \"q\" \\ \n", "n": [1, "ß"]}
    text = json.dumps(value, separators=(",", ":"), ensure_ascii=False)
    assert ascii_json(text) == json.dumps(value, separators=(",", ":"))


def test_simulate_is_deterministic(capsys: pytest.CaptureFixture[str]) -> None:
    args = ("simulate", "pferderennen", "--players", "4", "--seed", "3", "--games", "4", "--json",
            "--variant", "places", "--variant", "sips")
    first = run(capsys, *args)[1]
    assert run(capsys, *args)[1] == first


def test_simulate_table_and_replays(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, out, _ = run(capsys, "simulate", "pferderennen", "--games", "2", "--ai", "easy,hard",
                       "--save-replays", str(tmp_path))
    assert code == 0
    assert "wins" in out and "easy/" in out and "hard/" in out
    files = sorted(tmp_path.iterdir())
    assert [f.name for f in files] == ["pferderennen-1.jsonl", "pferderennen-2.jsonl"]
    code, out, _ = run(capsys, "replay", "verify", str(files[0]))
    assert code == 0 and out.startswith("OK:") and "finished" in out


def test_long_track_board(capsys: pytest.CaptureFixture[str]) -> None:
    board = ROOT / "configs" / "boards" / "pferderennen" / "eight.yaml"
    code, out, _ = run(capsys, "simulate", "pferderennen", "--board", str(board), "--json")
    assert code == 0
    assert len(json.loads(out)["games"][0]["result"]["track"]) == 8


@pytest.mark.parametrize(
    ("argv", "needle"),
    [
        (["simulate", "pferderennen", "--players", "11"], "2 to 10 players"),
        (["simulate", "pferderennen", "--players", "x"], "must be a whole number"),
        (["simulate", "pferderennen", "--variant", "nitro"], "unknown variant 'nitro'"),
        (["simulate", "pferderennen", "--games", "0"], "--games"),
        (["simulate", "pferderennen", "--ai", "genius"], "unknown level"),
        (["simulate", "pferderennen", "--board", "/nonexistent.yaml"], "no such file"),
        (["simulate", "chess"], "invalid choice"),
        (["replay", "verify", "/nonexistent.jsonl"], "no such file"),
        (["board", "check", "/nonexistent.yaml"], "/nonexistent.yaml"),
        (["watch", "pferderennen", "--speed", "99"], "--speed"),
        (["frobnicate"], "invalid choice"),
    ],
)
def test_user_mistakes_exit_2_with_one_line(
    capsys: pytest.CaptureFixture[str], argv: list[str], needle: str
) -> None:
    code, _out, err = run(capsys, *argv)
    assert code == 2
    assert err.count("\n") == 1 and err.startswith("arcade-races: ")
    assert needle in err
    assert "Traceback" not in err


def test_watch_text_commentary(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "watch", "pferderennen", "--text", "--seed", "5", "--races", "2")
    assert code == 0
    lines = out.splitlines()
    draws = sum(1 for line in lines if " step " in line or "wild card" in line)
    assert draws > 10
    assert any("wins the race" in line or "void" in line for line in lines)
    assert sum(1 for line in lines if line.startswith("Table after")) == 2


def test_watch_text_says_when_nobody_backed_the_winning_ace(
        capsys: pytest.CaptureFixture[str]) -> None:
    # Seed 5: Ben, Clara and David back spades, hearts and diamonds; clubs wins. Every bet
    # loses (rulebook 003, Auszahlung), and the dealer says so.
    code, out, _ = run(capsys, "watch", "pferderennen", "--text", "--seed", "5", "--races", "1")
    assert code == 0
    lines = out.splitlines()
    won = lines.index("Clubs crosses the line! Clubs wins the race!")
    assert lines[won + 1] == "And nobody backed Clubs!"
    assert not any("backed Clubs and" in line for line in lines)


def test_watch_text_counts_games_not_races(capsys: pytest.CaptureFixture[str]) -> None:
    # A game of Favoriten is three races: the table after it is "after 1 game".
    code, out, _ = run(capsys, "watch", "favoriten", "--text", "--seed", "5", "--races", "1")
    assert code == 0
    assert "After race 3: " in out
    assert sum(1 for line in out.splitlines() if line.startswith("Table after 1 game: ")) == 1


def test_watch_text_six_day_counts_wins_not_points(capsys: pytest.CaptureFixture[str]) -> None:
    # Six-day places the fewest laps down first: points added up across races would rank
    # the riders otherwise than the races did (rulebook 001; GameSpec.placed_by_score).
    code, out, _ = run(capsys, "watch", "six_day", "--text", "--seed", "5", "--races", "2",
                       "--variant", "days=1")
    assert code == 0
    lines = out.splitlines()
    assert not any(line.startswith("Table after") for line in lines)
    first, second = (line for line in lines if line.startswith("Won after"))
    assert first.startswith("Won after 1 game: ") and second.startswith("Won after 2 games: ")
    winner = next(line for line in lines if line.startswith("The race is over! ")).split()[4]
    assert first.startswith(f"Won after 1 game: {winner} 1, ")
    # A race of one day says once that it is over, not for the day and again for the race.
    assert sum(1 for line in lines if " is over! " in line) == 2


def test_watch_text_six_day_winner_down_laps_reads_as_the_fewest(
        capsys: pytest.CaptureFixture[str]) -> None:
    # Seed 5: David wins the six days 16 laps down, the fewest (rulebook 001: laps first).
    code, out, _ = run(capsys, "watch", "six_day", "--text", "--seed", "5", "--races", "1")
    assert code == 0
    assert ("The six-day race is over! David wins with 70 points and the fewest laps down"
            " (16)!") in out.splitlines()


def test_watch_text_dice_say_how_far_the_pawn_runs(capsys: pytest.CaptureFixture[str]) -> None:
    # Crazy Race's pawn moves the two dice's sum, and a pair counts for nothing more
    # (rulebook 004, "Rolling the dice and moving the pawn forward").
    code, out, _ = run(capsys, "watch", "crazy_race", "--text", "--seed", "5", "--races", "1")
    assert code == 0
    rolls = [line for line in out.splitlines() if " rolls " in line]
    assert rolls and all(re.fullmatch(r"\w+ rolls (\d) and (\d): \d+ spaces forward\.", line)
                         for line in rolls)
    for line in rolls:
        a, b, total = map(int, re.findall(r"\d+", line))
        assert a + b == total
    assert "Double" not in out and " to go" not in out


def test_watch_text_shows_rennfieber_cash_as_money_not_a_running_sum(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, _ = run(capsys, "watch", "rennfieber", "--text", "--seed", "1", "--races", "2",
                       "--variant", "races=1")
    assert code == 0
    lines = out.splitlines()
    assert not any(line.startswith("Table after") for line in lines)
    first, second = (line for line in lines if line.startswith("Cash after evening"))
    assert second.startswith("Cash after evening 2: ")
    assert first.startswith("Cash after evening 1: ") and "+" not in first
    assert re.search(r"\d{1,3},\d{3}", first), "cash with a thousands comma"
    assert sum(1 for line in lines if line.startswith("Evenings won of 2: ")) == 1


def test_board_check_and_schema(capsys: pytest.CaptureFixture[str]) -> None:
    board = ROOT / "configs" / "boards" / "pferderennen" / "six.yaml"
    code, out, _ = run(capsys, "board", "check", str(board))
    assert code == 0 and out.startswith("OK: ")
    code, out, _ = run(capsys, "board", "schema")
    assert code == 0
    assert "$schema" in json.loads(out)


def test_python_dash_m_entry_point() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "arcade_races", "simulate", "pferderennen", "--players", "11"],
        cwd=ROOT, capture_output=True, text=True, timeout=60, check=False,
    )
    assert done.returncode == 2
    assert done.stderr.strip().startswith("arcade-races: ")


def test_main_command_without_a_display_falls_back_to_text(tmp_path: Path) -> None:
    import os

    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}
    env["ARCADE_RACES_HOME"] = str(tmp_path)
    proc = subprocess.Popen([sys.executable, "-m", "arcade_races"], cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert proc.stdout is not None and proc.stderr is not None
        lines = [proc.stdout.readline() for _ in range(4)]
    finally:
        proc.kill()
        _, err = proc.communicate(timeout=30)
    assert "exhibition" in lines[0]
    assert err.splitlines()[0].startswith("arcade-races: no display found")
