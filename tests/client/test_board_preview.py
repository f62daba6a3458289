"""`board preview FILE`: the board drawn by its game's view, redrawn on every save, and a broken
file's `board check` messages over the last good picture (under the dummy driver)."""

from __future__ import annotations

import io
import shutil
import threading
import time
from collections.abc import Callable
from contextlib import redirect_stderr
from pathlib import Path

import pygame
import pytest

from arcade_races.boards.loader import builtin_boards, default_board_path
from arcade_races.cli import main
from arcade_races.client.app import AppOptions
from arcade_races.client.stage.zones import STAGE
from arcade_races.client.workbench import PreviewApp
from arcade_races.client.workbench.scene import PreviewScene
from arcade_races.games import GAMES

WAIT = 20.0
"""Seconds a test waits for the preview to show a change (a reload takes well under one)."""


def frames_in(folder: Path) -> list[Path]:
    return sorted(folder.glob("frame_*.png"))


def wait_for(check: Callable[[], bool]) -> bool:
    end = time.monotonic() + WAIT
    while time.monotonic() < end:
        if check():
            return True
        time.sleep(0.05)
    return False


def run_preview(path: Path, frames: Path, seconds: float,
                edits: Callable[[PreviewApp], None] | None = None
                ) -> tuple[PreviewScene, list[list[str]]]:
    """Run the preview of `path` (frames into `frames`), `edits` on a thread of its own;
    the scene and the problem lines after each load."""
    app = PreviewApp(AppOptions(max_seconds=seconds), frames, None)
    loads: list[list[str]] = []
    scene = PreviewScene.__new__(PreviewScene)
    reload = PreviewScene.reload

    def recorded(self: PreviewScene) -> None:
        reload(self)
        loads.append(list(self.shown.problem))

    scene.reload = recorded.__get__(scene)  # type: ignore[method-assign]
    PreviewScene.__init__(scene, app, str(path))
    worker = None
    if edits is not None:
        worker = threading.Thread(target=edits, args=(app,), daemon=True)
        worker.start()
    app.run(scene)
    if worker is not None:
        worker.join(WAIT)
    return scene, loads


def stage_of(png: Path) -> bytes:
    image = pygame.image.load(str(png))
    return pygame.image.tobytes(image.subsurface(STAGE), "RGB")


def colours(png: Path) -> int:
    image = pygame.image.load(str(png))
    seen = {tuple(image.get_at((x, y)))[:3] for x in range(0, 1280, 16) for y in range(0, 720, 16)}
    return len(seen)


def check_lines(path: Path) -> list[str]:
    """What `board check` prints for `path`, without the program's name."""
    err = io.StringIO()
    with redirect_stderr(err):
        assert main(["board", "check", str(path)]) == 2
    return [line.removeprefix("arcade-races: ") for line in err.getvalue().splitlines()]


def test_a_copy_of_a_board_is_drawn(home: Path, tmp_path: Path) -> None:
    board = tmp_path / "velodrome.yaml"
    shutil.copy(default_board_path("six_day"), board)
    frames = tmp_path / "frames"
    scene, loads = run_preview(board, frames, 0.2)
    saved = frames_in(frames)
    assert loads == [[]]
    assert len(saved) == 1
    assert colours(saved[0]) > 40  # the velodrome, the riders, the tags: not a blank canvas
    marks = [m.text for m in scene.shown.sides[0].sheet.marks]
    assert "sprint 1 · 27" in marks and "crash · 70" in marks
    assert scene.caption == "Board preview: Velodrome (velodrome.yaml)"


def test_a_broken_save_shows_board_check_and_a_fix_brings_the_picture_back(
        home: Path, tmp_path: Path) -> None:
    board = tmp_path / "six.yaml"
    shutil.copy(default_board_path("pferderennen"), board)
    good = board.read_text(encoding="utf-8")
    broken = good.replace("cards: 6 ", "cards: 7 ", 1)
    assert broken != good
    bad_copy = tmp_path / "bad" / "six.yaml"
    bad_copy.parent.mkdir()
    bad_copy.write_text(broken, encoding="utf-8")
    expected = [line.replace(str(bad_copy), str(board)) for line in check_lines(bad_copy)]
    frames = tmp_path / "frames"
    steps: list[bool] = []

    def edits(app: PreviewApp) -> None:
        def saved(count: int) -> bool:
            return wait_for(lambda: len(frames_in(frames)) >= count)

        steps.append(saved(1))
        board.write_text(broken, encoding="utf-8")
        steps.append(saved(2))
        board.write_text(good, encoding="utf-8")
        steps.append(saved(3))
        board.unlink()
        board.mkdir()  # replaced by a folder
        steps.append(saved(4))
        board.rmdir()
        spare = tmp_path / "spare.yaml"
        spare.write_text(good, encoding="utf-8")
        spare.rename(board)
        first = frames_in(frames)[0]
        steps.append(wait_for(lambda: stage_of(frames_in(frames)[-1]) == stage_of(first)))
        pygame.event.post(pygame.event.Event(pygame.QUIT))

    _, loads = run_preview(board, frames, 60.0, edits)
    assert all(steps) and len(steps) == 5
    assert loads[0] == [] and loads[1] == expected and loads[2] == []
    assert "is a folder" in loads[3][0] and "waiting for it to come back" in loads[3][0]
    assert loads[-1] == []
    saved = frames_in(frames)
    first, error, fixed, gone, back = (stage_of(p) for p in [*saved[:4], saved[-1]])
    assert error != first and gone != first  # the panel stands over the picture
    assert fixed == first and back == first  # the same picture again


def test_a_file_broken_from_the_start_shows_its_message(home: Path, tmp_path: Path) -> None:
    board = tmp_path / "bad.yaml"
    board.write_text("game: six_day\nformat: [1\n", encoding="utf-8")
    frames = tmp_path / "frames"
    scene, loads = run_preview(board, frames, 0.2)
    assert loads == [check_lines(board)]
    assert not scene.shown.sides
    assert len(frames_in(frames)) == 1


@pytest.mark.parametrize("game", sorted(GAMES))
def test_each_games_default_board_previews(home: Path, tmp_path: Path, game: str) -> None:
    frames = tmp_path / "frames"
    scene, loads = run_preview(default_board_path(game), frames, 0.1)
    assert loads == [[]]
    sides = scene.shown.sides
    assert len(sides) == (2 if game == "rennfieber" else 1)
    assert len(frames_in(frames)) == len(sides)
    for side in sides:
        assert side.sheet.marks and side.sheet.lines


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_callers_box_is_never_empty_in_a_preview(home: Path, game: str) -> None:
    # A game's first state has nothing said yet; the preview names the board there (a
    # game whose view sets its own scene keeps its own line).
    from arcade_races.client.app import App
    from arcade_races.client.views import make_view
    from arcade_races.client.views.base import StageView
    from arcade_races.client.workbench.picture import _frame, starts
    from arcade_races.client.workbench.source import load

    loaded = load(default_board_path(game))
    view = make_view(App(AppOptions()), loaded.game, loaded.header)
    for _, state in starts(loaded):
        _frame(view, state, loaded.name)
        assert isinstance(view, StageView)
        assert view.ticker.lines and all(line.strip() for line in view.ticker.lines)


def test_each_rennfieber_side_sets_its_own_scene_on_the_ticker(home: Path) -> None:
    # One view draws both sides: the race track's picture must not carry the training
    # track's line, and a line the game said is never dropped by a sync.
    from arcade_races.client.app import App
    from arcade_races.client.views import make_view
    from arcade_races.client.workbench.picture import starts
    from arcade_races.client.workbench.source import load

    loaded = load(default_board_path("rennfieber"))
    view = make_view(App(AppOptions()), loaded.game, loaded.header)
    said = []
    for _, state in starts(loaded):
        view.sync(state)
        said.append(view.ticker.lines)
    assert [lines[-1].rsplit(": ", 1)[-1] for lines in said] == ["training.", "race."]
    assert all(len(lines) == 1 for lines in said)
    view.say(["Sturmwind takes the lead!"])
    view.sync(starts(loaded)[0][1])
    assert view.ticker.lines[-1] == "Sturmwind takes the lead!"


def test_every_built_in_board_has_tags_on_the_board(home: Path) -> None:
    from arcade_races.client.app import App
    from arcade_races.client.views import make_view
    from arcade_races.client.workbench.marks import sheet_for
    from arcade_races.client.workbench.picture import starts
    from arcade_races.client.workbench.source import load

    app = App(AppOptions())
    for game in sorted(GAMES):
        for path in builtin_boards(game):
            loaded = load(path)
            view = make_view(app, loaded.game, loaded.header)
            for title, state in starts(loaded)[-1:]:
                view.sync(state)
                sheet = sheet_for(view, loaded.game, title)
                assert sheet.marks, (path, title)
                assert all(STAGE.collidepoint(m.anchor) for m in sheet.marks), (path, title)


def test_without_a_display_one_line_and_exit_2(monkeypatch: pytest.MonkeyPatch,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    for name in ("SDL_VIDEODRIVER", "DISPLAY", "WAYLAND_DISPLAY"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setattr("sys.platform", "linux")
    code = main(["board", "preview", str(default_board_path("favoriten"))])
    err = capsys.readouterr().err
    assert code == 2
    assert err.count("\n") == 1 and "no display" in err and "Traceback" not in err
