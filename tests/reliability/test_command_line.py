"""The command line under a user's mistakes and an unlucky machine: one line on stderr naming
the path or option and the reason, exit 2, never a traceback; Ctrl-C exits 130 (issue 15,
items 5 and 6)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from arcade_races.cli import main

ROOT = Path(__file__).resolve().parents[2]


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str]:
    code = main(list(argv))
    _, err = capsys.readouterr()
    assert "Traceback" not in err
    return code, err


def _refused(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    code, err = _run(capsys, *argv)
    assert code == 2, err
    assert err.count("\n") == 1 and err.startswith("arcade-races: ") and len(err) < 300
    return err


@pytest.mark.parametrize(("argv", "needle"), [
    (["watch", "pferderennen", "--text", "--max-seconds", "nan"], "--max-seconds: must be"),
    (["watch", "pferderennen", "--text", "--max-seconds", "inf"], "--max-seconds: must be"),
    (["watch", "pferderennen", "--text", "--max-seconds", "-1"], "--max-seconds: must be"),
    (["watch", "pferderennen", "--text", "--speed", "nan"], "--speed: must be"),
    (["watch", "pferderennen", "--text", "--speed", "-inf"], "--speed"),
    (["watch", "pferderennen", "--text", "--races", "-1"], "--races: must be a whole number"),
    (["watch", "pferderennen", "--text", "--races", "0"], "--races: must be a whole number"),
    (["watch", "pferderennen", "--text", "--seed", "-5"], "--seed: must be a whole number"),
    (["simulate", "pferderennen", "--games", "-3"], "--games: must be a whole number"),
    (["simulate", "pferderennen", "--games", "1e9"], "--games: must be a whole number"),
    (["simulate", "pferderennen", "--games", "99999999999"], "--games: must be a whole number"),
    (["simulate", "pferderennen", "--players", "-2"], "--players: must be a whole number"),
    (["simulate", "pferderennen", "--seed", "9" * 5000], "--seed: must be a whole number"),
    (["simulate", "pferderennen", "--save-replays", ""], "--save-replays: is empty"),
    (["simulate", "pferderennen", "--board", " "], "--board: is empty"),
    (["replay", "verify", ""], "is empty; give a path"),
    (["board", "check", ""], "is empty; give a path"),
    (["watch", "pferderennen", "--frame-every", "0"], "--frame-every: must be"),
])
def test_arguments_out_of_bounds_get_one_line(
    capsys: pytest.CaptureFixture[str], argv: list[str], needle: str
) -> None:
    err = _refused(capsys, *argv)
    assert needle in err
    assert "99999" not in err  # never the 5,000 digits echoed


def test_frames_into_a_file_or_under_one(capsys: pytest.CaptureFixture[str],
                                         tmp_path: Path) -> None:
    afile = tmp_path / "afile"
    afile.write_text("x")
    err = _refused(capsys, "watch", "pferderennen", "--frames", str(afile), "--max-seconds", "1")
    assert f"--frames: {afile}: is a file, not a folder" in err
    under = afile / "frames"
    err = _refused(capsys, "watch", "pferderennen", "--frames", str(under), "--max-seconds", "1")
    assert f"--frames: {under}: cannot make the folder (a part of the path is a file" in err


def test_save_replays_where_the_file_cannot_be_made(capsys: pytest.CaptureFixture[str],
                                                    tmp_path: Path) -> None:
    (tmp_path / "pferderennen-1.jsonl").mkdir()  # a folder of the replay's name in the way
    err = _refused(capsys, "simulate", "pferderennen", "--save-replays", str(tmp_path))
    assert f"{tmp_path / 'pferderennen-1.jsonl'}: cannot write the replay (is a folder" in err
    afile = tmp_path / "afile"
    afile.write_text("x")
    err = _refused(capsys, "simulate", "pferderennen", "--save-replays", str(afile))
    assert f"--save-replays: {afile}: is a file, not a folder" in err


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes into read-only folders")
def test_save_replays_into_a_read_only_folder(capsys: pytest.CaptureFixture[str],
                                             tmp_path: Path) -> None:
    tmp_path.chmod(0o500)
    try:
        err = _refused(capsys, "simulate", "pferderennen", "--save-replays", str(tmp_path))
        assert "permission denied" in err
    finally:
        tmp_path.chmod(0o700)


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="no /dev/full here")
@pytest.mark.parametrize("extra", [["--json"], []])
def test_a_full_disk_for_the_output_is_one_line(extra: list[str]) -> None:
    with open("/dev/full", "w") as full:
        done = subprocess.run(
            [sys.executable, "-m", "arcade_races", "simulate", "favoriten", "--games", "2",
             *extra], cwd=ROOT, stdout=full, stderr=subprocess.PIPE, text=True, timeout=120)
    assert done.returncode == 2
    assert done.stderr == ("arcade-races: cannot write the output (no space left on the"
                           " disk)\n")


def test_ctrl_c_exits_130_without_a_traceback() -> None:
    child = subprocess.Popen(
        [sys.executable, "-m", "arcade_races", "watch", "pferderennen", "--text"], cwd=ROOT,
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    # Once the first commentary line is out the program is running (on a loaded machine
    # Python's own start-up, before any program code, can take longer than a fixed wait).
    assert child.stdout is not None and child.stdout.readline()
    time.sleep(0.2)
    child.send_signal(signal.SIGINT)
    _, err = child.communicate(timeout=60)
    assert child.returncode == 130
    assert "Traceback" not in err


WORDS = st.sampled_from([
    "simulate", "watch", "replay", "verify", "board", "check", "schema", "pferderennen",
    "six_day", "favoriten", "crazy_race", "rennfieber", "--players", "--seed", "--games",
    "--variant", "--board", "--ai", "--json", "--save-replays", "--races", "--speed",
    "--max-seconds", "--frame-every", "--frames", "-1", "0", "1", "2", "nan", "inf", "1e308",
    "", " ", "9" * 40, "easy,hard", "days=1", "races=1", "/dev/null", "/nonexistent", "--",
    "-x", "--version", "é", "\x00",
])


@settings(max_examples=120, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(WORDS, max_size=7))
def test_any_command_line_ends_in_a_status_never_a_traceback(
    capsys: pytest.CaptureFixture[str], argv: list[str]
) -> None:
    # Anything that would open a window or play on for ever is not this test's business:
    # a command line that reaches a window or an endless exhibition is cut to a dry check.
    if not argv or argv[0] == "watch" or argv[0].startswith("--frame") or "--max-seconds" in argv:
        argv = ["board", "check", *argv]
    if argv[0] == "simulate":
        argv = [*argv, "--games", "1"] if "--games" not in argv else argv
    try:
        code = main(argv)
    except SystemExit as exit_:  # --version and --help print and exit, as argparse does
        code = int(exit_.code or 0)
    _, err = capsys.readouterr()
    assert code in (0, 2), (argv, code, err)
    assert "Traceback" not in err
    if code == 2:
        assert err.count("\n") == 1 and err.startswith("arcade-races: "), (argv, err)


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="no /dev/full here")
def test_a_full_disk_while_recording_stops_with_one_line_and_keeps_what_was_written(
    tmp_path: Path,
) -> None:
    # The replay file is a link to /dev/full: opening works, the first write fails.
    (tmp_path / "favoriten-1.jsonl").symlink_to("/dev/full")
    done = subprocess.run(
        [sys.executable, "-m", "arcade_races", "simulate", "favoriten", "--games", "2",
         "--save-replays", str(tmp_path)], cwd=ROOT, capture_output=True, text=True,
        timeout=120)
    assert done.returncode == 2
    assert done.stderr == (f"arcade-races: {tmp_path / 'favoriten-1.jsonl'}: cannot write the"
                           " replay (no space left on the disk)\n")


def test_a_match_whose_recording_fails_plays_on_unrecorded(tmp_path: Path) -> None:
    import io

    from arcade_races.gamesetup import ai_seats, make_agents, make_header
    from arcade_races.match import Match
    from arcade_races.replay import ReplayWriter

    class Full(io.StringIO):
        def write(self, text: str) -> int:
            if self.tell() > 2000:
                raise OSError(28, "No space left on device")
            return super().write(text)

    header = make_header("favoriten", ai_seats("favoriten", 3), 1)
    stream = Full()
    writer = ReplayWriter(stream, "full.jsonl")
    writer.write_header(header)
    match = Match(header.build_game(), 1, make_agents(header), writer)
    match.run()
    assert match.is_over() and match.recorder is None
    assert match.record_error is not None
    assert "full.jsonl: cannot write the replay (no space left on the disk)" in str(
        match.record_error)


def test_a_frame_that_cannot_be_saved_is_one_line(tmp_path: Path) -> None:
    (tmp_path / "frame_000001.png").mkdir()  # a folder where the first frame goes
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "ARCADE_RACES_HOME": str(tmp_path / "home")}
    done = subprocess.run(
        [sys.executable, "-m", "arcade_races", "watch", "pferderennen", "--frames",
         str(tmp_path), "--max-seconds", "1"], cwd=ROOT, capture_output=True, text=True,
        timeout=120, env=env)
    assert done.returncode == 2, done.stderr
    assert done.stderr.startswith(f"arcade-races: {tmp_path / 'frame_000001.png'}: cannot save"
                                  " the frame (")
    assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr
