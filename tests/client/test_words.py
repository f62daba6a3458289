"""Every string a player sees reads as a person would say it: no action notation ("chance lay
7S", "pick skip"), no ids with underscores, file paths, "--", "None" or seeds.

The test wraps `Assets.text` (every word on screen goes through it) to record what is drawn and
from where, then renders every scene, every game's table through a seeded game (mid-animation
and at rest, and each human decision's prompt), each game's results and curtain, and the
replays list and playback of every game. A string another file draws, still being reworded by
its owner, is an expected failure that names the file; it passes strictly once fixed.
"""

from __future__ import annotations

import contextlib
import random
import re
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from arcade_races.core.chance import CHANCE
from arcade_races.gamesetup import ai_seats, make_agents, make_header
from arcade_races.match import Match, Step
from arcade_races.replay import Header, ReplayWriter, SeatInfo
from tests.client.playouts import choose

GAMES = ("pferderennen", "six_day", "favoriten", "crazy_race", "rennfieber")
VARIANTS: dict[str, tuple[str, ...]] = {"six_day": ("days=1",), "rennfieber": ("races=1",)}
"""Short games where a game has a length to choose."""

VERBS = ("lay|pick|bet|roll|draw|dice|betcard|tcard|gallop|offer|shift|toss|give|low|high|"
         "leader|first|die|tie|sell|train|enter|slip|bid")
CODE = r"(?:[0-9]+|[0-9TJQKA][CDHS]|[GB][0-9]|[A-Z])"
"""One field of an action's notation: a number, a card (7S), a movement card (G3), a suit."""
BAD: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("action notation", re.compile(rf"\b(?:chance|{VERBS}) {CODE}(?:[ ,:]{CODE})*$")),
    ("action notation", re.compile(r"\bplay [GB][0-9]\b|\b(?:run|burst) (?:[0-9]+:[0-9]+|home)\b"
                                   r"|\bpick (?:skip|again|move|cancel)\b|\btoss \w+$")),
    ("an id with an underscore", re.compile(r"[A-Za-z0-9]_[A-Za-z0-9]")),
    ("a file path", re.compile(r"(?:/[\w.-]+){2,}|\b[\w-]+\.(?:jsonl|ya?ml|json|py|png)\b")),
    ("a double dash", re.compile(r"--")),
    ("None", re.compile(r"\bNone\b")),
    ("a seed", re.compile(r"\bseed\b", re.IGNORECASE)),
)
"""What developer text looks like, and what to call it."""

HERE = Path(__file__).resolve().parents[2]
PLUMBING = ("assets.py", "widgets.py")
"""Modules that only pass words on: a string's origin is the first caller outside them."""


def folder_line(words: str) -> bool:
    """Whether `words` is a line of a folder shown name by name ("home › boards › six_day",
    the options screen telling a track maker where their boards go): its names are the
    folder's own, underscores and all.

    >>> folder_line("home › boards › six_day"), folder_line("six_day")
    (True, False)
    """
    return " › " in words or words.rstrip().endswith(" ›")


def problems(words: str) -> list[str]:
    """What looks like developer text in `words`.

    >>> problems("The dealer turns the 7 of spades"), problems("chance lay 7S")
    ([], ['action notation'])
    >>> problems("High bid 10,000 by Anna"), problems("Anna: bet H 3"), problems("Early_bird")
    ([], ['action notation'], ['an id with an underscore'])
    """
    return [name for name, pattern in BAD if pattern.search(words)]


class Recorder:
    """Every string drawn through `Assets.text`, with the file and line that drew it first."""

    def __init__(self) -> None:
        self.seen: dict[str, str] = {}

    def wrap(self, original: Callable[..., pygame.Surface]) -> Callable[..., pygame.Surface]:
        """`Assets.text`, recording its words."""

        def text(assets: Any, words: str, *args: Any, **kwargs: Any) -> pygame.Surface:
            if words not in self.seen:
                self.seen[words] = self._origin()
            return original(assets, words, *args, **kwargs)

        return text

    @staticmethod
    def _origin() -> str:
        frame = sys._getframe(2)
        while frame is not None and Path(frame.f_code.co_filename).name in PLUMBING:
            frame = frame.f_back  # type: ignore[assignment]
        if frame is None:
            return "?"
        path = Path(frame.f_code.co_filename)
        with contextlib.suppress(ValueError):
            path = path.relative_to(HERE)
        return f"{path}:{frame.f_lineno}"

    def bad(self) -> list[str]:
        """'problem: "words" (file:line)' for every string that looks like developer text."""
        return [f'{name}: "{words}" ({origin})' for words, origin in self.seen.items()
                if not folder_line(words) for name in problems(words)]


@pytest.fixture
def recorder(app: Any, monkeypatch: pytest.MonkeyPatch) -> Recorder:
    """Records every string drawn from here on; a blank scene at the bottom of the app's
    stack keeps the app running when a test pops its scenes."""
    from arcade_races.client.assets import Assets
    from arcade_races.client.scene import Scene

    app.push(Scene(app))

    found = Recorder()
    monkeypatch.setattr(Assets, "text", found.wrap(Assets.text))
    return found


def check(recorder: Recorder) -> None:
    """Fail with every string that looks like developer text, and where it is drawn."""
    bad = recorder.bad()
    assert not bad, "developer text on screen:\n" + "\n".join(sorted(bad))


def frames(app: Any, count: int) -> None:
    for _ in range(count):
        app.frame()


def header_of(game: str, players: int = 4, seed: int = 3,
              seats: tuple[SeatInfo, ...] | None = None) -> Header:
    return make_header(game, seats or ai_seats(game, players), seed, VARIANTS.get(game, ()))


def record_game(game: str, folder: Path, seed: int = 3, stop_after: int | None = None) -> Path:
    """An all-AI game saved into `folder` (cut after `stop_after` actions if given)."""
    header = header_of(game, seed=seed)
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{game}-{seed}{'-cut' if stop_after else ''}.jsonl"
    writer = ReplayWriter.create(path, header)
    match = Match(header.build_game(), seed, make_agents(header), writer)
    while not match.is_over() and (stop_after is None or match.number < stop_after):
        match.step()
    writer.close()
    return path


# -- known cases in other files, being reworded by their owners ------------------------------

KNOWN: dict[str, str] = {}
"""Test id -> the file and line of a string still being reworded there (an expected failure
until its owner's change lands)."""


def known(case: str) -> Any:
    """`case` as a parameter, marked as an expected failure if it is `KNOWN`."""
    if case in KNOWN:
        return pytest.param(case, marks=pytest.mark.xfail(reason=KNOWN[case], strict=False))
    return case


# -- menus and screens -------------------------------------------------------------------------


def _menus(app: Any, game: str) -> Iterator[Any]:
    """The title, game select in its three modes, settings, the exhibition setup and the
    rules page of `game`."""
    from arcade_races.client.scenes.game_select import ExhibitionSetup, GameSelectScene
    from arcade_races.client.scenes.rules import RulesScene
    from arcade_races.client.scenes.settings import SettingsScene
    from arcade_races.client.scenes.title import TitleScene
    from arcade_races.games import GAMES as SPECS

    yield TitleScene(app)
    for mode in ("play", "watch", "rules"):
        yield GameSelectScene(app, mode=mode)
    yield SettingsScene(app)
    yield ExhibitionSetup(app, SPECS[game])
    yield RulesScene(app, game)


def _setup(app: Any, game: str) -> Iterator[Any]:
    """Seat setup and the options of `game`, with a human and five AI seats."""
    from arcade_races.client.scenes.options import OptionsScene
    from arcade_races.client.scenes.seat_setup import SeatSetupScene

    yield SeatSetupScene(app, game)
    six = (SeatInfo("Zoe", "human", None, None), *ai_seats(game, 6)[1:])
    yield OptionsScene(app, game, six)


def _visit(app: Any, scenes: Iterator[Any]) -> None:
    """Each scene on screen for a while, moved through with a few keys, then closed."""
    for scene in scenes:
        app.push(scene)
        frames(app, 40)
        for key in (pygame.K_DOWN, pygame.K_DOWN, pygame.K_RIGHT, pygame.K_UP):
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
            frames(app, 8)
        while len(app.stack) > 1:
            app.pop()


@pytest.mark.parametrize("game", [known(f"menus-{g}") for g in GAMES])
def test_menus_speak_plainly(app: Any, recorder: Recorder, game: str) -> None:
    _visit(app, _menus(app, game.removeprefix("menus-")))
    check(recorder)


@pytest.mark.parametrize("game", [known(f"setup-{g}") for g in GAMES])
def test_seat_setup_and_options_speak_plainly(app: Any, recorder: Recorder, game: str) -> None:
    _visit(app, _setup(app, game.removeprefix("setup-")))
    check(recorder)


# -- every game's table, moment by moment -----------------------------------------------------


def _play_through(app: Any, game: str, seed: int) -> None:
    """A seeded game through the view: every step mid-animation and at rest, and each
    decision's prompt as a human seat would see it."""
    from arcade_races.client.views import make_view

    header = header_of(game, seed=seed)
    built = header.build_game()
    view = make_view(app, built, header)
    state = built.new_initial_state()
    view.sync(state)
    canvas = pygame.Surface((1280, 720))
    rng = random.Random(seed)
    number = 0
    prompts = 0
    while state.to_move() is not None:
        mover = state.to_move()
        if mover is not CHANCE and prompts < 60:
            seat = int(mover)  # type: ignore[arg-type]
            view.begin_input(seat, state.observation(seat), state.legal_actions(),
                             lambda action: None)
            view.update(1 / 60)
            view.draw(canvas)
            view.end_input()
            prompts += 1
        action = choose(state, rng)
        events = state.apply(action)
        number += 1
        view.show(Step(number, None if mover is CHANCE else int(mover), action, events),  # type: ignore[arg-type]
                  state)
        for _ in range(4):
            view.update(1 / 30)
        view.draw(canvas)
        view.skip_to_end()
        view.draw(canvas)


@pytest.mark.parametrize("game", [known(f"table-{g}") for g in GAMES])
def test_every_table_speaks_plainly(app: Any, recorder: Recorder, game: str) -> None:
    _play_through(app, game.removeprefix("table-"), seed=5)
    check(recorder)


# -- results, curtain, play scene ------------------------------------------------------------


@pytest.mark.parametrize("game", [known(f"results-{g}") for g in GAMES])
def test_results_speak_plainly(app: Any, recorder: Recorder, game: str, tmp_path: Path) -> None:
    from arcade_races.client.scenes.results import ResultsScene
    from arcade_races.replay import read_replay, replay_game

    game = game.removeprefix("results-")
    path = record_game(game, tmp_path, seed=4)
    replay = read_replay(path)
    state = replay_game(replay).state
    app.push(ResultsScene(app, replay.header, state.result(), path))
    frames(app, 150)
    check(recorder)


@pytest.mark.parametrize("game", [known(f"play-{g}") for g in GAMES])
def test_the_play_scene_speaks_plainly(app: Any, recorder: Recorder, game: str) -> None:
    """Hot seat with two humans (the curtain, the prompts, the pause menu) and the exhibition
    corner of an all-AI game."""
    from arcade_races.client.scenes.curtain import CurtainScene
    from arcade_races.client.scenes.play import PlayScene

    game = game.removeprefix("play-")
    humans = (SeatInfo("Anna", "human", None, None), SeatInfo("Ben", "human", None, None),
              *ai_seats(game, 3)[2:])
    play = PlayScene(app, header_of(game, seats=humans))
    app.push(play)
    for _ in range(900):
        app.frame()
        if isinstance(app.scene, CurtainScene):
            frames(app, 20)
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                                 unicode=""))
        elif play.input_seat is not None:
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                                 unicode=""))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0,
                                         unicode=""))
    frames(app, 30)
    if play.live is not None:
        play.live.close()
    app.reset_to(PlayScene(app, header_of(game)))
    frames(app, 400)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=""))
    frames(app, 30)
    if isinstance(app.scene, PlayScene) and app.scene.live is not None:
        app.scene.live.close()
    check(recorder)


# -- replays -----------------------------------------------------------------------------------


def test_the_replays_list_speaks_plainly(app: Any, recorder: Recorder) -> None:
    from arcade_races.client.paths import replays_dir
    from arcade_races.client.scenes.replays import ReplaysScene

    folder = replays_dir()
    for game in GAMES:
        record_game(game, folder)
    record_game("pferderennen", folder, seed=9, stop_after=12)
    broken = folder / "broken.jsonl"
    broken.write_text("not a replay\n", encoding="utf-8")
    scene = ReplaysScene(app)
    app.push(scene)
    frames(app, 5)
    for index in range(len(scene.entries)):
        scene.focus = index
        frames(app, 2)
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                             unicode=""))
        frames(app, 3)
        while app.scene is not scene:
            app.pop()
    scene.column = 1
    scene.ask_delete()
    frames(app, 3)
    check(recorder)


@pytest.mark.parametrize("game", [known(f"replay-{g}") for g in GAMES])
def test_replay_playback_speaks_plainly(app: Any, recorder: Recorder, game: str,
                                        tmp_path: Path) -> None:
    from arcade_races.client.input import Pointer
    from arcade_races.client.scenes.replays import ReplayPlaybackScene

    game = game.removeprefix("replay-")
    for path in (record_game(game, tmp_path), record_game(game, tmp_path, 6, stop_after=40)):
        scene = ReplayPlaybackScene(app, path)
        app.push(scene)
        frames(app, 60)
        scene.paused = True
        for n in range(0, scene.limit + 1, max(1, scene.limit // 40)):
            scene.seek(n)
            app.frame()
        scene.pointer(Pointer("move", scene.BAR.center, 0))
        app.frame()
        scene.seek(scene.limit)
        frames(app, 30)
        app.pop()
    check(recorder)


def test_every_action_of_every_game_is_described_in_words() -> None:
    """The playback's words for every action of seeded games, secrets open and kept."""
    from arcade_races.client.describe import Moment, describe_action

    rng = random.Random(11)
    for game in GAMES:
        header = header_of(game, seed=11)
        built = header.build_game()
        names = [seat.name for seat in header.seats]
        state = built.new_initial_state()
        verbs: set[str] = set()
        while state.to_move() is not None:
            mover = state.to_move()
            action = choose(state, rng)
            events = state.apply(action)
            seat = None if mover is CHANCE else int(mover)  # type: ignore[arg-type]
            for open_ in (False, True):
                words = describe_action(game, Moment(action, seat, names, built, events, open_))
                notation = str(action)
                assert not problems(words), (game, notation, words)
                assert " " not in notation or notation not in words, (game, notation, words)
                assert words[:1].isupper() and f": {action.VERB}" not in words, words
            verbs.add(action.VERB)
        assert len(verbs) >= 4, (game, verbs)


def test_a_secret_stays_secret_in_an_unfinished_game() -> None:
    from arcade_races.client.describe import Moment, describe_action
    from arcade_races.games.pferderennen.actions import Lay

    hidden = describe_action("pferderennen", Moment(Lay("7S"), None, ["Anna"], None, ()))
    shown = describe_action("pferderennen", Moment(Lay("7S"), None, ["Anna"], None, (), True))
    assert hidden == "The dealer lays a track card face down"
    assert shown == "The dealer lays the 7 of spades face down on the track"
