"""tools/compare_frames.py on tiny synthetic frames: what differs, by how much, where."""

from __future__ import annotations

from pathlib import Path
from types import ModuleType

import pygame
import pytest

from tests.tools import load_tool


@pytest.fixture(scope="module")
def tool() -> ModuleType:
    return load_tool("compare_frames")


def _image(changes: dict[tuple[int, int], tuple[int, int, int]]) -> pygame.Surface:
    image = pygame.Surface((6, 4), 0, 32)
    image.fill((40, 80, 120))
    for pos, colour in changes.items():
        image.set_at(pos, colour)
    return image


def _save(image: pygame.Surface, path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(image, str(path))


def test_two_images_differ_in_pixels_over_the_tolerance(tool: ModuleType) -> None:
    a = _image({})
    b = _image({(1, 1): (43, 80, 120), (4, 2): (40, 80, 160)})  # off by 3, and by 40
    assert tool.compare(a, a) == tool.FrameDiff(0, 0)
    assert tool.compare(a, b) == tool.FrameDiff(2, 40)
    assert tool.compare(a, b, tolerance=3) == tool.FrameDiff(1, 40)
    assert tool.compare(a, b, tolerance=40) == tool.FrameDiff(0, 40)
    assert tool.compare(a, pygame.Surface((5, 4), 0, 32)).pixels == 24

    diff = tool.diff_image(a, b, tolerance=3)
    assert diff.get_at((4, 2))[:3] == tool.HIGHLIGHT
    assert diff.get_at((1, 1))[:3] != tool.HIGHLIGHT
    assert diff.get_at((0, 0))[:3] != tool.HIGHLIGHT


def test_folders_are_compared_per_scenario_with_a_diff_image_each(
        tool: ModuleType, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    before, after, diffs = tmp_path / "before", tmp_path / "after", tmp_path / "diff"
    for folder in (before, after):
        _save(_image({}), folder / "game" / "moments" / "0001.png")
        _save(_image({}), folder / "game" / "human" / "0001.png")
    _save(_image({}), before / "game" / "human" / "0002.png")
    _save(_image({(2, 3): (41, 80, 120)}), after / "game" / "human" / "0002.png")
    _save(_image({}), before / "game" / "human" / "0003.png")  # lost on the way

    groups = {g.name: g for g in tool.compare_folders(before, after, diffs)}
    assert (groups["game/moments"].frames, groups["game/moments"].failed) == (1, 0)
    human = groups["game/human"]
    assert (human.frames, human.differ, human.pixels, human.max_diff, human.missing) == \
        (3, 1, 1, 1, 1)
    assert [p.relative_to(diffs).as_posix() for p in diffs.rglob("*.png")] == \
        ["game/human/0002.png"]

    assert tool.main([str(before), str(after), str(diffs)]) == 1
    assert "2 of 4 frames differ" in capsys.readouterr().out
    (before / "game" / "human" / "0003.png").unlink()
    assert tool.main([str(before), str(after), str(diffs), "--tolerance", "1"]) == 0
    assert tool.main([str(before), str(after), str(diffs), "--max-pixels", "1"]) == 0
    assert tool.main([str(before), str(after), str(diffs)]) == 1
    assert tool.main([str(before), str(tmp_path / "nowhere"), str(diffs)]) == 2
