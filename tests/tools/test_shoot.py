"""tools/shoot.py, the frames compared before and after a change to the client: its
deterministic mode renders every game's table to PNGs, and two runs give the same bytes."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

ROOT = Path(__file__).resolve().parents[2]
SHOOT = ROOT / "tools" / "shoot.py"
GAMES = ("pferderennen", "six_day", "favoriten", "crazy_race")


def _shoot(out: Path, home: Path, *args: str) -> None:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "ARCADE_RACES_HOME": str(home)}
    done = subprocess.run([sys.executable, str(SHOOT), *args, "--out", str(out)], env=env,
                          capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 0, done.stderr


def _blank(path: Path) -> bool:
    """Whether nearly all of a frame is one colour."""
    image = pygame.image.load(str(path))
    same = pygame.mask.from_threshold(image, image.get_at((0, 0)), (12, 12, 12, 255))
    return same.count() > 0.9 * image.get_width() * image.get_height()


@pytest.fixture(scope="module")
def frames(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A second and a half of every game's deterministic hot-seat run, a frame every 30."""
    folder = tmp_path_factory.mktemp("frames")
    _shoot(folder, folder / "home", "all", "human", "--deterministic", "--seconds", "1.5",
           "--frame-every", "30")
    return folder


@pytest.mark.parametrize("game", GAMES)
def test_every_game_renders_frames_that_show_a_table(frames: Path, game: str) -> None:
    names = sorted(p.name for p in (frames / game).glob("*.png"))
    assert names == ["frame_000030.png", "frame_000060.png", "frame_000090.png"]
    for name in names:
        assert not _blank(frames / game / name), f"{game}/{name} is blank"


def test_a_second_run_gives_the_same_bytes(frames: Path, tmp_path: Path) -> None:
    _shoot(tmp_path, tmp_path / "home", "pferderennen", "human", "--deterministic",
           "--seconds", "1.5", "--frame-every", "30")
    for path in sorted((frames / "pferderennen").glob("*.png")):
        assert (tmp_path / path.name).read_bytes() == path.read_bytes(), path.name


def test_every_game_shoots_its_decisions_one_prompt_each(tmp_path: Path) -> None:
    _shoot(tmp_path, tmp_path / "home", "all", "decisions", "--per-kind", "1")
    # The kinds every game meets (some, such as a cancel to answer, come only in some games).
    expected = {"pferderennen": {"bet"}, "six_day": {"play"}, "favoriten": {"bet", "move"},
                "crazy_race": {"turn"}, "rennfieber": {"bid", "train", "lineup", "bet", "move"}}
    for game, kinds in expected.items():
        shots = sorted((tmp_path / game).glob("*.png"))
        assert {p.stem.rsplit("-", 1)[0] for p in shots} >= kinds, game
        assert not any(_blank(p) for p in shots), game
