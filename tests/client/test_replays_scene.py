"""The replays list and playback: real Pferderennen replays in a temporary user folder, the
window on SDL's dummy driver, the game's view replaced by a small stand-in that keeps to the
`GameView` contract (the scenes rely on nothing more)."""

from __future__ import annotations

import datetime as dt
import os
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from arcade_races.client import theme
from arcade_races.client.views.base import GameView
from arcade_races.core.state import State
from arcade_races.gamesetup import ai_seats, make_agents, make_header
from arcade_races.match import Match, Step
from arcade_races.replay import Header, ReplayWriter

GAME = "pferderennen"


class StandInView(GameView):
    """Draws the four aces on their lanes; busy for a moment after each ace moves."""

    ANIMATION = 0.25

    def __init__(self, app: Any, game: Any, header: Header) -> None:
        super().__init__(app, game, header)
        self.state: State | None = None
        self.remaining = 0.0
        self.shown: list[Step] = []
        self.synced = 0

    @property
    def busy(self) -> bool:
        return self.remaining > 0

    def sync(self, state: State) -> None:
        self.state = state
        self.remaining = 0.0
        self.synced += 1

    def show(self, step: Step, state: State) -> None:
        self.state = state
        self.shown.append(step)
        if any(type(event).__name__ == "AceMoved" for event in step.events):
            self.remaining = self.ANIMATION

    def update(self, dt: float) -> None:
        self.remaining = max(0.0, self.remaining - dt)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.FELT_DARK)
        pygame.draw.rect(surface, theme.FELT, surface.get_rect().inflate(-40, -40),
                         border_radius=30)
        if self.state is None:
            return
        seen = self.state.observation(None)
        cards = int(seen.get("track_cards", 6))
        for lane, suit in enumerate("CDHS"):
            y = 170 + lane * 100
            pygame.draw.line(surface, theme.WOOD, (160, y), (1120, y), 6)
            step = int(seen.get("positions", {}).get(suit, 0))
            x = 160 + (1120 - 160) * step / max(1, cards + 1)
            pygame.draw.circle(surface, theme.SUIT_COLORS[suit], (round(x), y), 26)


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    monkeypatch.setenv("ARCADE_RACES_HOME", str(tmp_path / "home"))
    from arcade_races.client.app import App, AppOptions
    from arcade_races.client.scenes import play
    from arcade_races.client.scenes.replays import playback

    monkeypatch.setattr(playback, "make_view", StandInView)
    monkeypatch.setattr(play, "make_view", StandInView)
    application = App(AppOptions(fixed_clock=True))
    yield application
    application.quit()
    pygame.display.quit()


def record(folder: Path, seed: int, players: int = 3, stop_after: int | None = None,
           name: str | None = None) -> tuple[Path, list[str]]:
    """Play an all-AI game into `folder` (cut after `stop_after` actions if given); returns
    the file and the fingerprint after every action of the game (as far as it was played)."""
    header = make_header(GAME, ai_seats(GAME, players), seed)
    path = folder / (name or f"{GAME}-{seed}.jsonl")
    writer = ReplayWriter.create(path, header)
    match = Match(header.build_game(), seed, make_agents(header), writer)
    fingerprints: list[str] = []
    while not match.is_over() and (stop_after is None or match.number < stop_after):
        match.step()
        fingerprints.append(match.state.fingerprint())
    writer.close()
    return path, fingerprints


def frames(app: Any, count: int) -> None:
    for _ in range(count):
        app.frame()


def press(app: Any, key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
    app.frame()


def replays_dir() -> Path:
    from arcade_races.client.paths import replays_dir as folder

    return folder()


# -- the list --------------------------------------------------------------------------------


def test_the_list_shows_every_game_newest_first_with_its_winner(app: Any) -> None:
    from arcade_races.client.replaylist import list_replays
    from arcade_races.client.scenes.replays import ReplaysScene

    folder = replays_dir()
    finished, _ = record(folder, seed=3)
    unfinished, _ = record(folder, seed=4, stop_after=9)
    os.utime(finished, (1_000_000, 1_000_000))  # older on disk too
    entries = list_replays()
    assert [e.path for e in entries] == [unfinished, finished]
    done, open_game = entries[1], entries[0]
    assert done.finished and done.title == "Pferderennen" and done.error is None
    assert done.seats == ("Anna", "Ben", "Clara")
    lines = finished.read_text(encoding="utf-8").splitlines()
    import json

    end = json.loads(lines[-1])
    firsts = [n for n, p in zip(done.seats, end["result"]["placing"], strict=True) if p == 1]
    assert done.winner == " & ".join(firsts)
    assert done.actions == len(lines) - 2
    assert isinstance(done.created, dt.datetime)
    assert not open_game.finished and open_game.winner == "—" and open_game.actions == 9

    scene = ReplaysScene(app)
    app.push(scene)
    frames(app, 3)
    assert [e.path for e in scene.entries] == [unfinished, finished]


def test_a_broken_file_is_listed_with_its_one_line_error(app: Any) -> None:
    from arcade_races.client.replaylist import list_replays
    from arcade_races.client.scenes.replays import ChoiceOverlay, ReplaysScene

    folder = replays_dir()
    good, _ = record(folder, seed=5)
    lines = good.read_text(encoding="utf-8").splitlines(keepends=True)
    bad = folder / "broken.jsonl"
    bad.write_text("".join(lines[:-1]) + "not json\n", encoding="utf-8")
    (folder / "empty.jsonl").write_text("", encoding="utf-8")
    by_name = {e.path.name: e for e in list_replays()}
    assert by_name[good.name].error is None
    assert by_name["broken.jsonl"].error == (
        f"broken.jsonl:{len(lines)}: action {len(lines) - 1}: not valid JSON")
    assert by_name["broken.jsonl"].seats == ("Anna", "Ben", "Clara")
    assert "empty" in (by_name["empty.jsonl"].error or "")
    assert all("\n" not in (e.error or "") for e in by_name.values())

    scene = ReplaysScene(app)
    app.push(scene)
    scene.focus = [e.path.name for e in scene.entries].index("broken.jsonl")
    press(app, pygame.K_RETURN)
    assert isinstance(app.scene, ChoiceOverlay)  # the problem, not a playback
    # in plain words: the move where it breaks, no file name, line number or format word
    assert " ".join(app.scene.body) == (
        f"The recording is damaged at move {len(lines) - 1}: it plays up to the move before.")
    press(app, pygame.K_ESCAPE)
    assert app.scene is scene


def test_the_list_reads_only_the_ends_of_a_file(tmp_path: Path) -> None:
    from arcade_races.client.replaylist import read_entry

    path, _ = record(tmp_path, seed=6)
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    # damage in the middle is found when the game is opened, not when it is listed
    lines[5] = lines[5].replace('"fp":"', '"fp":"00')
    path.write_text("".join(lines), encoding="utf-8")
    assert read_entry(path).error is None and read_entry(path).finished
    cut = tmp_path / "cut.jsonl"
    cut.write_text("".join(lines[:12]) + lines[12][:20], encoding="utf-8")
    entry = read_entry(cut)
    assert entry.error is None and entry.truncated and entry.actions == 11


def test_latest_unfinished_is_the_newest_open_game_of_the_week(tmp_path: Path) -> None:
    from arcade_races.client.replaylist import delete_replay, latest_unfinished

    record(tmp_path, seed=7)
    older, _ = record(tmp_path, seed=8, stop_after=5)
    newer, _ = record(tmp_path, seed=9, stop_after=5)
    os.utime(older, (1_000_000, 1_000_000))
    entry = latest_unfinished(tmp_path)
    assert entry is not None and entry.path in (older, newer)
    later = dt.datetime.now(dt.UTC) + dt.timedelta(days=8)
    assert latest_unfinished(tmp_path, now=later) is None
    delete_replay(older)
    delete_replay(newer)
    assert latest_unfinished(tmp_path) is None
    assert not older.exists()


def test_delete_asks_first(app: Any) -> None:
    from arcade_races.client.scenes.replays import ChoiceOverlay, ReplaysScene

    path, _ = record(replays_dir(), seed=10)
    scene = ReplaysScene(app)
    app.push(scene)
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_RETURN)
    assert isinstance(app.scene, ChoiceOverlay) and path.exists()
    press(app, pygame.K_RETURN)  # "Keep it" has the focus
    assert app.scene is scene and path.exists()
    press(app, pygame.K_RETURN)
    press(app, pygame.K_DOWN)
    press(app, pygame.K_RETURN)
    assert app.scene is scene and not path.exists() and scene.entries == []


# -- playback --------------------------------------------------------------------------------


def test_playback_runs_to_the_end_of_the_recorded_game(app: Any) -> None:
    from arcade_races.client.scenes.replays import ReplayPlaybackScene

    path, fingerprints = record(replays_dir(), seed=11)
    scene = ReplayPlaybackScene(app, path)
    app.push(scene)
    assert scene.verified and scene.fatal is None and scene.limit == len(fingerprints)
    for _ in range(8):
        press(app, pygame.K_PLUS)
    assert scene.speed == 16
    for _ in range(600):
        app.frame()
        if scene.end_menu is not None:
            break
    assert scene.position == len(fingerprints)
    assert scene.state is not None and scene.state.fingerprint() == fingerprints[-1]
    view = scene.view
    assert isinstance(view, StandInView)
    assert [step.number for step in view.shown] == list(range(1, len(fingerprints) + 1))
    press(app, pygame.K_DOWN)
    press(app, pygame.K_RETURN)  # Back to replays
    assert app.scene is not scene


def test_seeking_gives_the_recorded_state(app: Any) -> None:
    from arcade_races.client.input import Pointer
    from arcade_races.client.scenes.replays import ReplayPlaybackScene

    path, fingerprints = record(replays_dir(), seed=12)
    scene = ReplayPlaybackScene(app, path)
    app.push(scene)
    press(app, pygame.K_SPACE)  # pause
    for k in (len(fingerprints) // 2, 3, len(fingerprints), 1):
        scene.seek(k)
        assert scene.position == k
        assert scene.state is not None and scene.state.fingerprint() == fingerprints[k - 1]
    press(app, pygame.K_RIGHT)
    assert scene.state.fingerprint() == fingerprints[1]
    frames(app, 30)
    press(app, pygame.K_LEFT)
    assert scene.position == 1 and scene.state.fingerprint() == fingerprints[0]
    press(app, pygame.K_TAB)
    assert scene.position == 11 and scene.state.fingerprint() == fingerprints[10]
    press(app, pygame.K_PAGEUP)
    assert scene.position == 1
    k = len(fingerprints) - 4
    x = scene.x_of(k)
    scene.pointer(Pointer("down", (x, scene.BAR.centery), 1))
    scene.pointer(Pointer("up", (x, scene.BAR.centery), 1))
    app.frame()
    assert scene.position == k and scene.state.fingerprint() == fingerprints[k - 1]


def test_a_replay_that_diverges_plays_up_to_the_action_before(app: Any) -> None:
    from arcade_races.client.scenes.replays import ReplayPlaybackScene

    path, fingerprints = record(replays_dir(), seed=13)
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    lines[15] = lines[15].replace('"fp":"', '"fp":"f0')  # action 15
    path.write_text("".join(lines), encoding="utf-8")
    scene = ReplayPlaybackScene(app, path)
    app.push(scene)
    assert not scene.verified and scene.limit == 14
    assert scene.problem is not None and "action 15" in scene.problem
    assert "\n" not in scene.problem
    scene.seek(99)
    assert scene.position == 14 and scene.state is not None
    assert scene.state.fingerprint() == fingerprints[13]
    frames(app, 2)


def test_a_file_that_is_not_a_replay_gets_a_panel(app: Any) -> None:
    from arcade_races.client.scenes.replays import ReplayPlaybackScene

    path = replays_dir() / "junk.jsonl"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"\x89PNG\r\n")
    scene = ReplayPlaybackScene(app, path)
    app.push(scene)
    frames(app, 2)
    assert scene.view is None and scene.fatal is not None
    assert scene.fatal.startswith("junk.jsonl:1: ")
    press(app, pygame.K_ESCAPE)
    assert app.scene is not scene


# -- resuming --------------------------------------------------------------------------------


def test_an_unfinished_replay_resumes_into_the_same_game(app: Any, tmp_path: Path) -> None:
    from arcade_races.client.scenes.play import PlayScene
    from arcade_races.client.scenes.replays import ReplaysScene

    whole, fingerprints = record(tmp_path, seed=14)
    cut, _ = record(replays_dir(), seed=14, stop_after=12)
    scene = ReplaysScene(app)
    app.push(scene)
    press(app, pygame.K_RETURN)  # unfinished: Resume / Watch / Cancel
    press(app, pygame.K_RETURN)  # Resume
    play = app.scene
    assert isinstance(play, PlayScene)
    assert play.live is not None and play.live.match.number >= 12  # it plays on at once
    number = play.live.match.number
    assert play.live.state.fingerprint() == fingerprints[number - 1]
    for _ in range(2000):
        app.frame()
        if play.live.is_over():
            break
    assert play.live.state.fingerprint() == fingerprints[-1]
    play.live.close()
    assert cut.read_text(encoding="utf-8").splitlines()[1:] == (
        whole.read_text(encoding="utf-8").splitlines()[1:])


def test_resume_scene_explains_what_cannot_be_continued(app: Any) -> None:
    from arcade_races.client.scenes.replays import ErrorScene, resume_scene

    finished, _ = record(replays_dir(), seed=15)
    scene = resume_scene(app, finished)
    assert isinstance(scene, ErrorScene) and "over" in scene.title
    missing = resume_scene(app, replays_dir() / "gone.jsonl")
    assert isinstance(missing, ErrorScene)
    assert missing.body == ["The file is gone."]
    shutil.rmtree(replays_dir())


def test_the_mouse_opens_a_row_and_its_bin(app: Any) -> None:
    from arcade_races.client.input import Pointer
    from arcade_races.client.scenes.replays import (
        ChoiceOverlay,
        ReplayPlaybackScene,
        ReplaysScene,
    )

    record(replays_dir(), seed=16)
    scene = ReplaysScene(app)
    app.push(scene)
    row = scene.row_rect(0)
    scene.pointer(Pointer("down", (row.left + 200, row.centery), 1))
    assert isinstance(app.scene, ReplayPlaybackScene)
    press(app, pygame.K_ESCAPE)
    assert app.scene is scene
    scene.pointer(Pointer("down", scene.bin_rect(0).center, 1))
    assert isinstance(app.scene, ChoiceOverlay) and app.scene.title == "Delete this replay?"


# -- the real table: the bar's own zone, the ticker after a seek -----------------------------


@pytest.fixture
def real_app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    """An app with the games' own views (no stand-in)."""
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    monkeypatch.setenv("ARCADE_RACES_HOME", str(tmp_path / "home"))
    from arcade_races.client.app import App, AppOptions

    application = App(AppOptions(fixed_clock=True))
    yield application
    application.quit()
    pygame.display.quit()


def test_the_bar_has_its_own_zone_and_the_ticker_follows_a_seek(real_app: Any) -> None:
    from arcade_races.client.scenes.replays import ReplayPlaybackScene
    from arcade_races.client.scenes.replays import bar as replay_bar
    from arcade_races.client.stage import zones
    from arcade_races.client.stage.ticker import Ticker

    app = real_app
    path, fingerprints = record(replays_dir(), seed=17, players=4)
    scene = ReplayPlaybackScene(app, path)
    app.push(scene)
    frames(app, 5)
    # the bar stands in the hint bar's place, below the ticker: nothing of it over the table
    assert scene.hints == ()
    for part in (replay_bar.STRIP, replay_bar.PLAY_BUTTON, replay_bar.TAG, replay_bar.TIMELINE):
        assert zones.REPLAY_BAR.contains(part)
        assert not part.colliderect(zones.TICKER) and not part.colliderect(zones.STAGE)
    # every action has its words, none of them notation
    assert len(scene.labels) == len(fingerprints)
    assert scene.label(1).startswith("The dealer lays the ")  # a finished game: cards shown
    ticker = scene.view.ticker  # type: ignore[union-attr]
    assert isinstance(ticker, Ticker)
    scene.paused = True
    late = len(fingerprints) - 2
    scene.seek(late)
    after_late = list(ticker.lines)
    said = [line for lines in scene.said[:late] for line in lines]
    assert after_late and after_late == said[-len(after_late):]
    scene.seek(3)
    assert not set(ticker.lines) & (set(after_late) - set(
        line for lines in scene.said[:3] for line in lines)), "the later lines are gone"
    assert scene.view.commentary == ticker.latest  # type: ignore[union-attr]
    frames(app, 2)


def test_a_replay_of_an_ai_game_shows_the_win_odds_in_the_room_the_view_keeps(
        app: Any) -> None:
    # The view lays an AI-only game out around the exhibition corner: the replay fills it
    # with the odds at the action on the table, asked again on a seek.
    import time

    from arcade_races.client.scenes.replays import ReplayPlaybackScene

    path, _ = record(replays_dir(), seed=12)
    scene = ReplayPlaybackScene(app, path)
    app.push(scene)
    press(app, pygame.K_SPACE)  # pause
    odds = scene.odds
    assert odds is not None
    for k in (5, 2):
        scene.seek(k)
        deadline = time.monotonic() + 90  # a busy machine takes seconds to start a process
        while odds.shown != k and time.monotonic() < deadline:
            app.frame()
            time.sleep(0.01)
        assert odds.shown == k and odds.board.target is not None
        assert abs(sum(odds.board.target) - 1) < 0.02
    app.pop()
    assert odds.worker._closed  # leaving the replay stops the odds process


def test_the_odds_corner_stands_where_a_view_keeps_it() -> None:
    from arcade_races.client.settings import Settings
    from arcade_races.client.views.base import corner_kept
    from arcade_races.replay import SeatInfo

    ai = make_header(GAME, ai_seats(GAME, 3), 1)
    seats = [SeatInfo("Anna", "human", None, None), *ai.seats[1:]]
    hot = make_header(GAME, seats, 1)
    assert corner_kept(ai, Settings())
    assert not corner_kept(hot, Settings())
    assert corner_kept(hot, Settings(odds_in_hot_seat=True))


def test_the_end_box_stands_over_a_veiled_table(app: Any) -> None:
    # The table steps back behind the end-of-recording box (the view's own last words, such
    # as Rennfieber's final placings, showed through and beside it); the bar stays clear.
    from arcade_races.client.scenes.replays import ReplayPlaybackScene
    from arcade_races.client.scenes.replays.bar import STRIP

    path, _ = record(replays_dir(), seed=11)
    scene = ReplayPlaybackScene(app, path)
    app.push(scene)
    scene.seek(scene.limit)
    for _ in range(120):
        app.frame()
        if scene.end_menu is not None:
            break
    assert scene.end_menu is not None and scene.end_title == "RACE OVER"
    spot, bar_spot = (30, 30), (STRIP.right - 4, STRIP.centery)

    def looks(menu: Any) -> tuple[Any, Any]:
        scene.end_menu = menu
        canvas = pygame.Surface((1280, 720))
        scene.draw(canvas)
        return canvas.get_at(spot), canvas.get_at(bar_spot)

    veiled, bar_veiled = looks(scene.end_menu)
    clear, bar_clear = looks(None)
    assert sum(veiled[:3]) < sum(clear[:3])
    assert bar_veiled == bar_clear


def test_a_game_played_for_cash_ends_as_an_evening(app: Any, tmp_path: Path) -> None:
    from arcade_races.client.scenes.replays import ReplayPlaybackScene

    header = make_header("rennfieber", ai_seats("rennfieber", 3, "easy"), 2, ("races=1",))
    path = tmp_path / "evening.jsonl"
    writer = ReplayWriter.create(path, header)
    match = Match(header.build_game(), 2, make_agents(header), writer)
    while not match.is_over():
        match.step()
    writer.close()
    scene = ReplayPlaybackScene(app, path)
    scene.seek(scene.limit)
    scene._make_end_menu()
    assert scene.end_title == "EVENING OVER" and scene.end_units == "cash"
    scene.exit()
