"""The program installs like any Python game: the wheel carries its boards, configs, fonts and
sounds, and the installed program runs from any folder (issue 10).

The big test builds an sdist and a wheel from it with the PyPA frontend (`build`, a dev extra,
no build isolation and so no network), installs the wheel into a fresh virtual environment
outside the checkout, and runs every command from a temporary folder. The new environment
borrows only the third-party dependencies (pygame-ce, PyYAML, ...) from the suite's own
environment through a `.pth` file; Arcade Races itself comes from the wheel alone.
"""

from __future__ import annotations

import importlib.metadata
import json
import os
import shutil
import subprocess
import sys
import sysconfig
import tarfile
import zipfile
from pathlib import Path

import pytest

from arcade_races import __version__
from arcade_races.cli import main
from arcade_races.games import GAMES
from arcade_races.gamesetup import ai_seats, make_agents, make_header
from arcade_races.match import Match
from arcade_races.replay import ReplayWriter, read_replay, verify

ROOT = Path(__file__).resolve().parents[1]
BUNDLED = {"configs": "arcade_races/configs", "assets": "arcade_races/assets"}
"""Repository folder -> where the wheel carries it."""
NOT_SOURCE = shutil.ignore_patterns(".*", "build", "dist", "out", "*.egg-info", "__pycache__",
                                    "*.pyc")
TIMEOUT = 120


def _bundled_files() -> list[str]:
    """Every file of the repository's configs/ and assets/, relative to the repository."""
    return sorted(
        path.relative_to(ROOT).as_posix()
        for folder in BUNDLED
        for path in (ROOT / folder).rglob("*")
        if path.is_file() and "__pycache__" not in path.parts
    )


def _run(command: list[str | Path], cwd: Path, env: dict[str, str]) -> str:
    done = subprocess.run([str(part) for part in command], cwd=cwd, env=env, text=True,
                          capture_output=True, timeout=TIMEOUT, check=False)
    shown = " ".join(str(part) for part in command)
    assert done.returncode == 0, f"{shown} exited {done.returncode}:\n{done.stdout}{done.stderr}"
    return done.stdout


def _scrubbed_env(home: Path) -> dict[str, str]:
    env = {key: value for key, value in os.environ.items()
           if key not in ("PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV", "PYTHONSAFEPATH")}
    env.update(ARCADE_RACES_HOME=str(home), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PIP_DISABLE_PIP_VERSION_CHECK="1", PIP_NO_INDEX="1")
    return env


def _build(tmp: Path, env: dict[str, str]) -> tuple[Path, Path]:
    """An sdist built from a copy of the checkout, and a wheel built from that sdist."""
    source = tmp / "source"
    shutil.copytree(ROOT, source, ignore=NOT_SOURCE)
    dist = tmp / "dist"
    _run([sys.executable, "-m", "build", "--no-isolation", "--outdir", dist, source], tmp, env)
    (sdist,) = dist.glob("*.tar.gz")
    (wheel,) = dist.glob("*.whl")
    return sdist, wheel


def _install(wheel: Path, tmp: Path, env: dict[str, str]) -> Path:
    """A fresh virtual environment with the wheel installed; its bin folder."""
    target = tmp / "venv"
    _run([sys.executable, "-m", "venv", "--without-pip", target], tmp, env)
    python = target / "bin" / "python"
    _run([sys.executable, "-m", "pip", "--python", python, "install", "--no-deps",
          "--no-index", wheel], tmp, env)
    purelib = Path(_run([python, "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"],
                        tmp, env).strip())
    ours = {sysconfig.get_path("purelib"), sysconfig.get_path("platlib")}
    # Appended after the new environment's own site-packages, and a .pth file that lists
    # folders runs none of theirs: the checkout's editable hook stays out.
    (purelib / "_arcade_races_test_deps.pth").write_text("\n".join(sorted(ours)) + "\n")
    return target / "bin"


def _replays(folder: Path) -> dict[str, list[dict[str, object]]]:
    """Each replay in `folder` by file name, as JSON lines, without the creation time."""
    found = {}
    for path in sorted(folder.glob("*.jsonl")):
        lines = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
        lines[0].pop("created")
        found[path.name] = lines
    return found


def test_the_installed_wheel_runs_every_command_from_anywhere(tmp_path: Path) -> None:
    env = _scrubbed_env(tmp_path / "home")
    sdist, wheel = _build(tmp_path, env)

    # Both archives carry every built-in board, config, font and sound: found by globs.
    expected = _bundled_files()
    assert any(name.startswith("configs/games/") for name in expected)
    with zipfile.ZipFile(wheel) as zipped:
        in_wheel = set(zipped.namelist())
    with tarfile.open(sdist) as tarred:
        in_sdist = {name.split("/", 1)[1] for name in tarred.getnames() if "/" in name}
    for name in expected:
        folder, rest = name.split("/", 1)
        assert f"{BUNDLED[folder]}/{rest}" in in_wheel, f"{name} is not in {wheel.name}"
        assert name in in_sdist, f"{name} is not in {sdist.name}"
    assert not [name for name in in_wheel | in_sdist if name.endswith(".pyc")]

    bin_dir = _install(wheel, tmp_path, env)
    anywhere = tmp_path / "somewhere else"
    anywhere.mkdir()

    def installed(*args: str | Path) -> str:
        return _run([bin_dir / "arcade-races", *args], anywhere, env)

    def checkout(*args: str | Path) -> str:
        return _run([sys.executable, "-m", "arcade_races", *args], anywhere, env)

    # It is the wheel that runs, with its own files, and it knows its version.
    where = _run([bin_dir / "python", "-c",
                  "import arcade_races, importlib.metadata as m; from arcade_races import bundled;"
                  "print(arcade_races.__file__, bundled.configs_dir(), bundled.assets_dir(),"
                  " m.version('arcade-races'), sep='\\n')"], anywhere, env).splitlines()
    assert all(Path(line).is_relative_to(tmp_path / "venv") for line in where[:3]), where
    assert where[3] == __version__
    assert installed("--version").strip() == f"arcade-races {__version__}"

    for game_id, spec in GAMES.items():
        players = str(spec.min_players)
        for run, folder in ((installed, "by-wheel"), (checkout, "by-checkout")):
            run("simulate", game_id, "--players", players, "--seed", "3", "--games", "1",
                "--save-replays", anywhere / folder)
        schema = json.loads(installed("board", "schema", game_id))
        assert schema["title"].startswith("Arcade Races board")
        out = installed("watch", game_id, "--text", "--races", "1", "--speed", "16", "--seed", "4")
        assert out.strip(), f"watch {game_id} --text said nothing"
        # A track maker copies a built-in board out of the installed package and checks it.
        boards = sorted((tmp_path / "venv").glob(f"lib/*/site-packages/arcade_races/configs/"
                                                 f"boards/{game_id}/*.yaml"))
        assert boards, f"no built-in {game_id} board in the installed package"
        for board in boards:
            mine = shutil.copy(board, anywhere / f"my_{game_id}_{board.name}")
            assert installed("board", "check", Path(mine).name).startswith("OK")
    assert json.loads(installed("board", "schema"))["properties"]["game"]["enum"] == list(GAMES)

    # A replay from either verifies under the other, and both wrote the same game.
    by_wheel, by_checkout = _replays(anywhere / "by-wheel"), _replays(anywhere / "by-checkout")
    assert by_wheel == by_checkout and len(by_wheel) == len(GAMES)
    for name, lines in by_wheel.items():
        assert lines[0]["program"] == __version__, name
        assert checkout("replay", "verify", anywhere / "by-wheel" / name).startswith("OK")
        assert installed("replay", "verify", anywhere / "by-checkout" / name).startswith("OK")

    # The window, under SDL's dummy driver: the title and an exhibition, with fonts and sounds.
    for args in ((), ("watch", "pferderennen", "--seed", "1")):
        frames = anywhere / f"frames{len(args)}"
        done = subprocess.run(
            [str(bin_dir / "arcade-races"), *args, "--frames", str(frames), "--frame-every",
             "30", "--max-seconds", "1"],
            cwd=anywhere, env=env, text=True, capture_output=True, timeout=TIMEOUT, check=False)
        assert done.returncode == 0, done.stderr
        assert "missing" not in done.stderr and "could not" not in done.stderr, done.stderr
        assert len(list(frames.glob("frame_*.png"))) == 2


def test_the_version_lives_in_one_place(capsys: pytest.CaptureFixture[str]) -> None:
    # pyproject.toml reads it from arcade_races.__version__ (a dynamic version).
    assert importlib.metadata.version("arcade-races") == __version__
    with pytest.raises(SystemExit) as done:
        main(["--version"])
    assert done.value.code == 0
    assert capsys.readouterr().out == f"arcade-races {__version__}\n"


def test_every_replay_header_names_the_version_and_old_ones_still_read(tmp_path: Path) -> None:
    path = tmp_path / "game.jsonl"
    header = make_header("pferderennen", ai_seats("pferderennen", 2), 5)
    writer = ReplayWriter.create(path, header)
    Match(header.build_game(), 5, make_agents(header), writer).run()
    writer.close()
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    first = json.loads(lines[0])
    assert first["program"] == __version__
    # A replay written before the header named the program still reads and verifies.
    del first["program"]
    old = tmp_path / "old.jsonl"
    old.write_text(json.dumps(first) + "\n" + "".join(lines[1:]), encoding="utf-8")
    assert read_replay(old).header.program == ""
    verify(old)
