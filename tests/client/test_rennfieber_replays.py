"""Rennfieber replays with its real table on screen: the list (badge, title, winner, cash),
playback with seeking, and resuming an evening that stopped half-way (as after a crash), on
SDL's dummy driver with a temporary user folder. Short evenings (`races=1`, 2 or 3 players)
keep it quick."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pygame

from arcade_races.gamesetup import ai_seats, make_agents, make_header
from arcade_races.match import Match
from arcade_races.replay import ReplayWriter

GAME = "rennfieber"


def replays_dir() -> Path:
    from arcade_races.client.paths import replays_dir as folder

    return folder()


def record(folder: Path, seed: int, players: int = 2, stop_after: int | None = None,
           name: str | None = None) -> tuple[Path, list[str]]:
    """A one-race all-AI evening into `folder` (cut after `stop_after` actions if given): the
    file and the fingerprint after every action played."""
    header = make_header(GAME, ai_seats(GAME, players), seed, ("races=1",))
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / (name or f"{GAME}-{seed}.jsonl")
    writer = ReplayWriter.create(path, header)
    match = Match(header.build_game(), seed, make_agents(header), writer)
    fingerprints: list[str] = []
    while not match.is_over() and (stop_after is None or match.number < stop_after):
        match.step()
        fingerprints.append(match.state.fingerprint())
    writer.close()
    return path, fingerprints


def press(app: Any, *keys: int) -> None:
    for key in keys:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
        app.frame()


def frames(app: Any, count: int) -> None:
    for _ in range(count):
        app.frame()


def test_the_list_shows_rennfieber_in_its_colour_with_its_winner_and_cash(app: Any) -> None:
    from arcade_races.client.registry import CLIENT_GAMES
    from arcade_races.client.replaylist import list_replays
    from arcade_races.client.scenes.replays import ReplaysScene

    finished, _ = record(replays_dir(), seed=3)
    unfinished, _ = record(replays_dir(), seed=4, stop_after=40)
    os.utime(finished, (1_000_000, 1_000_000))
    done, open_game = list_replays()[1], list_replays()[0]
    assert done.path == finished and open_game.path == unfinished
    assert done.title == "Rennfieber" and done.error is None and done.units == "cash"
    assert done.variants == ("races=1",)
    best = max(done.scores)
    assert done.winner == " & ".join(n for n, s in zip(done.seats, done.scores, strict=True)
                                     if s == best)
    scene = ReplaysScene(app)
    app.push(scene)
    frames(app, 3)
    assert scene._score_line(done) == f"{best:,} in cash"
    assert "+" not in scene._score_line(done)
    drawn = pygame.Surface((1280, 720))
    scene.draw(drawn)
    badge = drawn.get_at((scene.TABLE.left + scene.COLUMNS["game"] + 4,
                          scene.row_rect(1).top + 20))[:3]
    assert tuple(badge) == CLIENT_GAMES[GAME].color, "the badge is Rennfieber's green"
    assert not open_game.finished


def test_playback_seeks_to_the_recorded_state_with_the_table_on_screen(app: Any) -> None:
    from arcade_races.client.scenes.replays import ReplayPlaybackScene
    from arcade_races.client.views.rennfieber import RennfieberView

    path, fingerprints = record(replays_dir(), seed=12)
    scene = ReplayPlaybackScene(app, path)
    app.push(scene)
    assert scene.verified and scene.fatal is None and scene.limit == len(fingerprints)
    assert isinstance(scene.view, RennfieberView)
    press(app, pygame.K_SPACE)  # pause
    for k in (len(fingerprints) // 2, 3, len(fingerprints) - 5, len(fingerprints), 1):
        scene.seek(k)
        assert scene.position == k
        assert scene.state is not None and scene.state.fingerprint() == fingerprints[k - 1]
        frames(app, 3)  # the table is drawn at every one of them
    press(app, pygame.K_RIGHT)
    assert scene.state.fingerprint() == fingerprints[1]
    press(app, pygame.K_TAB)
    assert scene.position == 12 and scene.state.fingerprint() == fingerprints[11]
    scene.seek(len(fingerprints) - 3)
    press(app, pygame.K_SPACE, *[pygame.K_PLUS] * 8)  # play on at 16x to the end
    for _ in range(60 * 60):
        app.frame()
        if scene.end_menu is not None:
            break
    assert scene.position == len(fingerprints) and scene.end_menu is not None
    assert scene.end_units == "cash"


def test_an_evening_cut_short_resumes_where_it_stopped(app: Any, tmp_path: Path) -> None:
    from arcade_races.client.scenes.play import PlayScene
    from arcade_races.client.scenes.replays import ReplaysScene

    whole, fingerprints = record(tmp_path, seed=14)
    cut, _ = record(replays_dir(), seed=14, stop_after=150)
    app.push(ReplaysScene(app))
    press(app, pygame.K_RETURN)  # unfinished: Resume / Watch / Cancel
    press(app, pygame.K_RETURN)  # Resume
    play = app.scene
    assert isinstance(play, PlayScene)
    assert play.live is not None and play.live.match.number >= 150
    number = play.live.match.number
    assert play.live.state.fingerprint() == fingerprints[number - 1]
    for _ in range(60 * 120):
        assert play.view is not None
        play.view.skip_to_end()  # a resumed game runs at 1x: skip the animations
        app.frame()
        if play.live.is_over():
            break
    assert play.live.is_over(), "the resumed evening plays to its end"
    assert play.live.state.fingerprint() == fingerprints[-1]
    play.live.close()
    assert cut.read_text(encoding="utf-8").splitlines()[1:] == (
        whole.read_text(encoding="utf-8").splitlines()[1:])
