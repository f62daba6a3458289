"""The menu screens: title, game select, seats, options, settings, rules and results, driven by
the same commands as a keyboard, mouse or controller, on SDL's dummy driver with a temporary
user folder."""

from __future__ import annotations

import itertools
import json
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from arcade_races.client.input import Pointer
from arcade_races.core.state import Result
from arcade_races.gamesetup import ai_seats, make_agents, make_header
from arcade_races.match import Match
from arcade_races.replay import ReplayWriter, SeatInfo

GAME = "pferderennen"
SIX = Path(__file__).resolve().parents[2] / "configs" / "boards" / GAME / "six.yaml"


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    monkeypatch.setenv("ARCADE_RACES_HOME", str(tmp_path / "home"))
    from arcade_races.client.app import App, AppOptions

    application = App(AppOptions(fixed_clock=True))
    yield application
    application.quit()
    pygame.display.quit()


def frames(app: Any, count: int) -> None:
    for _ in range(count):
        app.frame()


def press(app: Any, *keys: int) -> None:
    """Each key pressed once, one frame apiece, through the event queue as a player would."""
    for key in keys:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
        app.frame()


def type_text(app: Any, words: str) -> None:
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=words))
    app.frame()


def seats(count: int = 3) -> tuple[SeatInfo, ...]:
    return (SeatInfo("Zoe", "human", None, None), *ai_seats(GAME, count)[1:])


def finished_game(folder: Path, seed: int = 5) -> tuple[Any, Result, Path]:
    """An all-AI game played to the end into a replay file: its header, result and file."""
    header = make_header(GAME, ai_seats(GAME, 4), seed)
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{GAME}-{seed}.jsonl"
    writer = ReplayWriter.create(path, header)
    match = Match(header.build_game(), seed, make_agents(header), writer)
    while not match.is_over():
        match.step()
    writer.close()
    return header, match.state.result(), path


# -- every scene opens, updates and draws ------------------------------------------------------


def _title(app: Any) -> Any:
    from arcade_races.client.scenes.title import TitleScene

    return TitleScene(app)


def _select(mode: str) -> Callable[[Any], Any]:
    def make(app: Any) -> Any:
        from arcade_races.client.scenes.game_select import GameSelectScene

        return GameSelectScene(app, mode=mode)

    return make


def _exhibition(app: Any) -> Any:
    from arcade_races.client.scenes.game_select import ExhibitionSetup
    from arcade_races.games import GAMES

    return ExhibitionSetup(app, GAMES[GAME])


def _seats(app: Any) -> Any:
    from arcade_races.client.scenes.seat_setup import SeatSetupScene

    return SeatSetupScene(app, GAME)


def _options(app: Any) -> Any:
    from arcade_races.client.scenes.options import OptionsScene

    return OptionsScene(app, GAME, seats(10))


def _settings(app: Any) -> Any:
    from arcade_races.client.scenes.settings import SettingsScene

    return SettingsScene(app)


def _rules(app: Any) -> Any:
    from arcade_races.client.scenes.rules import RulesScene

    return RulesScene(app, GAME)


def _results(app: Any) -> Any:
    from arcade_races.client.scenes.results import ResultsScene

    header = make_header(GAME, ai_seats(GAME, 6), 3)
    figures = {"units": "sips", "races": [{"race": 1, "winner": "H", "bets": [None] * 6}]}
    result = Result((1, 1, 3, 4, 4, 6), (4, 4, 1, 0, 0, -3), figures)
    return ResultsScene(app, header, result, None)


SCENES = {
    "title": _title,
    "select-play": _select("play"),
    "select-watch": _select("watch"),
    "select-rules": _select("rules"),
    "exhibition": _exhibition,
    "seats": _seats,
    "options": _options,
    "settings": _settings,
    "rules": _rules,
    "results": _results,
    "rennfieber-exhibition": lambda app: _for("rennfieber", "exhibition", app),
    "rennfieber-seats": lambda app: _for("rennfieber", "seats", app),
    "rennfieber-options": lambda app: _for("rennfieber", "options", app),
    "rennfieber-rules": lambda app: _for("rennfieber", "rules", app),
}


def _for(game_id: str, name: str, app: Any) -> Any:
    """The screen `name` for another game than Pferderennen (6 seats where seats count)."""
    from arcade_races.client.scenes.game_select import ExhibitionSetup
    from arcade_races.client.scenes.options import OptionsScene
    from arcade_races.client.scenes.rules import RulesScene
    from arcade_races.client.scenes.seat_setup import SeatSetupScene
    from arcade_races.games import GAMES

    if name == "exhibition":
        return ExhibitionSetup(app, GAMES[game_id])
    if name == "seats":
        return SeatSetupScene(app, game_id)
    if name == "options":
        six = (SeatInfo("Zoe", "human", None, None), *ai_seats(game_id, 6)[1:])
        return OptionsScene(app, game_id, six)
    return RulesScene(app, game_id)


@pytest.mark.parametrize("name", list(SCENES))
def test_every_scene_opens_updates_and_draws(app: Any, name: str) -> None:
    scene = SCENES[name](app)
    app.push(scene)
    frames(app, 45)  # past the entry wipe and the podium's rise
    assert app.scene is scene and app.running
    assert scene.hints, "every screen shows its button hints"
    for key in (pygame.K_DOWN, pygame.K_RIGHT, pygame.K_UP, pygame.K_LEFT):
        press(app, key)
    assert app.scene is scene


# -- title to play -----------------------------------------------------------------------------


def test_title_to_play_by_commands(app: Any) -> None:
    from arcade_races.client.scenes.game_select import GameSelectScene
    from arcade_races.client.scenes.options import OptionsScene
    from arcade_races.client.scenes.play import PlayScene
    from arcade_races.client.scenes.seat_setup import SeatSetupScene
    from arcade_races.client.scenes.title import TitleScene

    title = TitleScene(app)
    app.push(title)
    frames(app, 5)
    assert [item.label for item in title.menu.items] == [
        "Play", "Watch", "Replays", "Settings", "Rules", "Quit"]
    press(app, pygame.K_RETURN)
    assert isinstance(app.scene, GameSelectScene) and app.scene.mode == "play"
    press(app, pygame.K_RETURN)
    setup = app.scene
    assert isinstance(setup, SeatSetupScene) and len(setup.rows) == 4
    press(app, pygame.K_DOWN, pygame.K_RIGHT, pygame.K_RETURN)  # seat 2: AI normal -> AI hard
    press(app, *[pygame.K_DOWN] * 3, pygame.K_RETURN)  # the buttons: Next
    options = app.scene
    assert isinstance(options, OptionsScene)
    assert [s.kind for s in options.seats] == ["human", "ai", "ai", "ai"]
    assert options.seats[1].level == "hard"
    press(app, pygame.K_DOWN, pygame.K_RETURN)  # switch on the second variant: places
    press(app, *[pygame.K_DOWN] * 5, pygame.K_RETURN)  # down to the buttons: Start race
    play = app.scene
    assert isinstance(play, PlayScene)
    assert [type(s) for s in app.stack] == [TitleScene, PlayScene]
    assert play.header.variants == ("places",)
    assert play.header.board_name == "six.yaml"
    assert [s.name for s in play.header.seats] == ["Anna", "Ben", "Clara", "David"]
    frames(app, 30)


def test_watch_starts_an_ai_only_exhibition(app: Any) -> None:
    from arcade_races.client.scenes.game_select import ExhibitionSetup
    from arcade_races.client.scenes.play import PlayScene
    from arcade_races.client.scenes.title import TitleScene

    app.push(TitleScene(app))
    press(app, pygame.K_DOWN, pygame.K_RETURN, pygame.K_RETURN)
    setup = app.scene
    assert isinstance(setup, ExhibitionSetup)
    press(app, pygame.K_RIGHT)  # five players
    press(app, pygame.K_DOWN, pygame.K_DOWN, pygame.K_DOWN, pygame.K_RETURN)
    play = app.scene
    assert isinstance(play, PlayScene) and play.exhibition and not play.record
    assert len(play.header.seats) == 5
    assert all(seat.kind == "ai" for seat in play.header.seats)
    frames(app, 10)


def test_back_on_the_title_asks_before_it_quits(app: Any) -> None:
    from arcade_races.client.scenes.title import TitleScene

    title = TitleScene(app)
    app.push(title)
    press(app, pygame.K_ESCAPE)
    assert title.menu.current is not None and title.menu.current.label == "Quit"
    assert app.running and title.quit_dialog.is_open
    press(app, pygame.K_RIGHT, pygame.K_RETURN)  # Stay has the focus; Quit is the other one
    assert not app.running


def test_continue_shows_only_with_an_interrupted_game(app: Any) -> None:
    from arcade_races.client.paths import replays_dir
    from arcade_races.client.scenes.title import TitleScene

    header = make_header(GAME, ai_seats(GAME, 3), 11)
    folder = replays_dir()
    folder.mkdir(parents=True)
    writer = ReplayWriter.create(folder / "open.jsonl", header)
    match = Match(header.build_game(), 11, make_agents(header), writer)
    for _ in range(8):
        match.step()
    writer.close()
    title = TitleScene(app)
    app.push(title)
    labels = [item.label for item in title.menu.items]
    assert "Continue" in labels
    assert title.menu.current is not None and title.menu.current.label == "Continue"
    assert title.captions["Continue"].startswith("Resume: Pferderennen, 3 players")
    frames(app, 5)


def test_the_mouse_hovers_and_clicks_through_the_menus(app: Any) -> None:
    from arcade_races.client.scenes.game_select import GameSelectScene
    from arcade_races.client.scenes.seat_setup import SeatSetupScene
    from arcade_races.client.scenes.settings import SettingsScene
    from arcade_races.client.scenes.title import TitleScene

    title = TitleScene(app)
    app.push(title)
    labels = [item.label for item in title.menu.items]
    settings_row = title.menu.row_rect(labels.index("Settings"))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=settings_row.center,
                                         rel=(4, 4), buttons=(0, 0, 0)))
    app.frame()
    assert title.menu.current is not None and title.menu.current.label == "Settings"
    title.pointer(Pointer("down", settings_row.center, 1))
    assert isinstance(app.scene, SettingsScene)
    app.pop()
    title.pointer(Pointer("down", title.menu.row_rect(0).center, 1))
    select = app.scene
    assert isinstance(select, GameSelectScene)
    select.pointer(Pointer("down", select.rects[0].center, 1))
    setup = app.scene
    assert isinstance(setup, SeatSetupScene)
    add = setup.buttons.rects[1]
    setup.pointer(Pointer("down", add.center, 1))
    assert len(setup.rows) == 5
    kind = setup.cell_rect(4, 1)
    setup.pointer(Pointer("down", (kind.left + 5, kind.centery), 1))  # left half: back one
    assert setup.rows[4].kind.options[setup.rows[4].kind.index] == "AI easy"
    frames(app, 5)


# -- seat setup --------------------------------------------------------------------------------


def test_seats_are_added_removed_named_and_chosen(app: Any) -> None:
    from arcade_races.client.scenes.seat_setup import SeatSetupScene

    setup = SeatSetupScene(app, GAME)
    app.push(setup)
    for _ in range(10):
        setup.add_seat()
    assert len(setup.rows) == 10 and not setup.add_button.enabled
    for _ in range(10):
        setup.remove_seat()
    assert len(setup.rows) == 2 and not setup.remove_button.enabled
    press(app, pygame.K_RETURN)  # type a name into seat 1
    assert setup.editing
    type_text(app, "Wanda")
    press(app, pygame.K_s, pygame.K_d)  # letters that are also commands do not move
    assert (setup.row, setup.col) == (0, 0)
    press(app, pygame.K_BACKSPACE, pygame.K_RETURN)
    assert not setup.editing and setup.rows[0].name.value == "Wand"
    press(app, pygame.K_DOWN, pygame.K_RIGHT, pygame.K_RIGHT)  # seat 2's personality
    press(app, pygame.K_TAB)
    result = setup.seats()
    assert result[0] == SeatInfo("Wand", "human", None, None)
    assert result[1].kind == "ai" and result[1].level == "normal"
    assert result[1].personality == "bold"  # steady, one on
    press(app, pygame.K_UP, pygame.K_LEFT, pygame.K_RETURN, pygame.K_BACKSPACE,
          pygame.K_RETURN)
    assert setup.rows[0].name.value == "Anna", "an emptied name takes the default again"


# -- options and boards ------------------------------------------------------------------------


def test_a_broken_custom_board_shows_its_error_in_the_picker(
    app: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    from arcade_races.client.paths import boards_dir
    from arcade_races.client.scenes import options as options_module

    folder = boards_dir(GAME)
    folder.mkdir(parents=True)
    good = SIX.read_text(encoding="utf-8").replace("name: Six-card track", "name: My track")
    (folder / "mine.yaml").write_text(good, encoding="utf-8")
    broken = SIX.read_text(encoding="utf-8").replace('felt: "#1d6b3c"', "felt: #1d6b3c")
    (folder / "broken.yaml").write_text(broken, encoding="utf-8")
    (folder / "notes.txt").write_text("not a board", encoding="utf-8")
    drawn: list[str] = []
    real_text = options_module.text

    def recording_text(surface: Any, assets: Any, words: str, *args: Any, **kw: Any) -> Any:
        drawn.append(words)
        return real_text(surface, assets, words, *args, **kw)

    monkeypatch.setattr(options_module, "text", recording_text)
    scene = options_module.OptionsScene(app, GAME, seats())
    app.push(scene)
    names = [(b.path.name, b.ok, b.builtin) for b in scene.boards]
    assert names == [("eight.yaml", True, True), ("six.yaml", True, True),
                     ("broken.yaml", False, False), ("mine.yaml", True, False)]
    bad = scene.boards[2]
    assert bad.error is not None and "\n" not in bad.error
    assert bad.error.startswith(f"{folder / 'broken.yaml'}:")
    assert "decoration.felt" in bad.error and "Traceback" not in bad.error
    assert scene.board is not None and scene.board.path.name == "six.yaml"
    press(app, pygame.K_RIGHT, pygame.K_DOWN, pygame.K_DOWN)  # focus the broken board
    drawn.clear()
    frames(app, 2)
    shown = " ".join(drawn)
    assert "broken.yaml:55:8: decoration.felt: no colour given" in shown
    from arcade_races.client.scenes.board_list import folder_words

    assert folder_words(folder) in "".join(drawn), "the picker says where custom boards go"
    press(app, pygame.K_RETURN)
    assert scene.board.path.name == "six.yaml", "a broken board cannot be chosen"
    press(app, pygame.K_DOWN, pygame.K_RETURN)
    assert scene.board.path.name == "mine.yaml" and scene.board.preview is not None
    assert len(scene.board.preview.lanes) == 4 and len(scene.board.preview.track) == 6


def test_the_board_folder_is_made_and_reloaded(app: Any) -> None:
    from arcade_races.client.paths import boards_dir
    from arcade_races.client.scenes.options import OptionsScene

    folder = boards_dir(GAME)
    scene = OptionsScene(app, GAME, seats())
    app.push(scene)
    assert folder.is_dir()
    (folder / "copy.yaml").write_text(SIX.read_text(encoding="utf-8"), encoding="utf-8")
    press(app, pygame.K_TAB)
    assert [b.path.name for b in scene.boards][-1] == "copy.yaml"


def test_start_on_a_custom_board_carries_its_text(app: Any) -> None:
    from arcade_races.client.paths import boards_dir
    from arcade_races.client.scenes.options import OptionsScene
    from arcade_races.client.scenes.play import PlayScene

    folder = boards_dir(GAME)
    folder.mkdir(parents=True)
    text = SIX.read_text(encoding="utf-8").replace("name: Six-card track", "name: Mine")
    (folder / "mine.yaml").write_text(text, encoding="utf-8")
    scene = OptionsScene(app, GAME, seats())
    app.push(scene)
    scene.choose_board(2)
    scene.start()
    assert isinstance(app.scene, PlayScene)
    assert app.scene.header.board_text == text


# -- settings ----------------------------------------------------------------------------------


def test_settings_changes_apply_and_persist(app: Any) -> None:
    from arcade_races.client.paths import settings_path
    from arcade_races.client.scenes.settings import SettingsScene
    from arcade_races.client.settings import Settings

    scene = SettingsScene(app)
    app.push(scene)
    press(app, pygame.K_RIGHT)  # master volume 80% -> 90%
    press(app, pygame.K_DOWN, pygame.K_DOWN, pygame.K_LEFT)  # music 60% -> 50%
    press(app, pygame.K_DOWN, pygame.K_DOWN, pygame.K_RIGHT)  # animation speed 1x -> 1.5x
    press(app, pygame.K_DOWN, pygame.K_RETURN)  # colour-blind mode on
    assert app.settings.colour_blind
    saved = json.loads(settings_path().read_text(encoding="utf-8"))
    assert saved["master_volume"] == pytest.approx(0.9)
    assert saved["music_volume"] == pytest.approx(0.5)
    assert saved["animation_speed"] == 1.5 and saved["colour_blind"] is True
    assert Settings.load() == app.settings
    assert app.sounds.volumes.master == pytest.approx(0.9)
    press(app, pygame.K_ESCAPE)
    assert not app.stack


# -- rules -------------------------------------------------------------------------------------


def test_rules_scroll_and_a_game_without_text_points_to_its_docs(
        app: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    from arcade_races.client.registry import CLIENT_GAMES
    from arcade_races.client.scenes.rules import RulesScene, rules_of

    RULES = {game_id: entry.rules for game_id, entry in CLIENT_GAMES.items()}
    words = sum(len(f"{h} {p}".split()) for h, p in RULES[GAME])
    assert 150 <= words <= 250
    assert any("♥" in p for _, p in RULES[GAME])
    scene = RulesScene(app, GAME)
    app.push(scene)
    assert scene.max_scroll > 0
    press(app, pygame.K_DOWN)
    frames(app, 30)
    assert scene.scroll == scene.target > 0
    scene.pointer(Pointer("wheel", (640, 360), wheel=5))
    assert scene.target == 0
    press(app, pygame.K_TAB, pygame.K_TAB, pygame.K_TAB, pygame.K_TAB)
    assert scene.target == scene.max_scroll
    assert set(RULES) == {"pferderennen", "six_day", "favoriten", "crazy_race", "rennfieber"}
    for game_id in RULES:
        assert rules_of(game_id) == RULES[game_id]
    monkeypatch.delitem(CLIENT_GAMES, "rennfieber")  # a game with no table yet
    fallback = rules_of("rennfieber")
    assert "docs/rennfieber.md" in fallback[-1][1]


@pytest.mark.parametrize("game_id", ["pferderennen", "six_day", "favoriten", "crazy_race",
                                     "rennfieber"])
def test_every_rules_page_opens_scrolls_to_its_end_and_fits(app: Any, game_id: str) -> None:
    from arcade_races.client.registry import CLIENT_GAMES
    from arcade_races.client.scenes.rules import RulesScene

    scene = RulesScene(app, game_id)
    app.push(scene)
    words = sum(len(f"{h} {p}".split()) for h, p in CLIENT_GAMES[game_id].rules)
    assert words <= 400, "a couch version of the rules, not the rulebook"
    assert scene.height <= 3 * scene.view, "at most three screens of rules"
    press(app, *[pygame.K_TAB] * 6)
    frames(app, 30)
    assert scene.scroll == scene.max_scroll


# -- results -----------------------------------------------------------------------------------


def test_results_podium_table_and_the_ways_on(app: Any, tmp_path: Path) -> None:
    from arcade_races.client.scenes.play import PlayScene
    from arcade_races.client.scenes.replays import ReplayPlaybackScene
    from arcade_races.client.scenes.results import ResultsScene, race_winners
    from arcade_races.client.scenes.title import TitleScene

    header, result, path = finished_game(tmp_path / "replays")
    title = TitleScene(app)
    app.push(title)
    scene = ResultsScene(app, header, result, path)
    app.push(scene)
    frames(app, 120)
    assert len(scene.confetti) > 0, "confetti bursts once first place lands"
    assert race_winners(result) == [result.figures["races"][0]["winner"]]
    assert [b.label for b in scene.buttons.buttons] == ["Play again", "Watch replay", "Title"]
    assert scene.buttons.focus == 1, "the replay has the focus, never a new game"
    press(app, pygame.K_RETURN)
    assert isinstance(app.scene, ReplayPlaybackScene)
    app.pop()
    press(app, pygame.K_LEFT, pygame.K_RETURN)
    again = app.scene
    assert isinstance(again, PlayScene)
    assert again.header.seats == header.seats and again.header.seed != header.seed
    app.push(ResultsScene(app, header, result, None))
    assert [b.label for b in app.scene.buttons.buttons] == ["Play again", "Title"]
    press(app, pygame.K_ESCAPE)
    assert app.stack == [title]


def test_results_share_places(app: Any) -> None:
    from arcade_races.client.scenes.results import ResultsScene, headline, ordinal

    header = make_header(GAME, ai_seats(GAME, 5), 1)
    result = Result((3, 1, 1, 4, 5), (3, 7, 7, -1, -2), {"units": "points", "races": []})
    scene = ResultsScene(app, header, result, None)
    assert scene.podium.stands == {1: [1, 2], 2: [], 3: [0]}
    assert headline(scene.winners) == "BEN & CLARA WIN!"
    assert [ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22)] == [
        "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd"]
    app.push(scene)
    frames(app, 90)


# -- game select -------------------------------------------------------------------------------


def test_five_game_cards_stand_in_one_row_inside_the_screen(app: Any) -> None:
    from arcade_races.client.registry import CLIENT_GAMES
    from arcade_races.client.scenes.game_select import GameSelectScene, card_layout

    scene = GameSelectScene(app, "play")
    assert len(scene.rects) == len(CLIENT_GAMES) == 5
    assert len({rect.top for rect in scene.rects}) == 1, "one row"
    screen = pygame.Rect(0, 0, 1280, 720)
    for a, b in itertools.pairwise(scene.rects):
        assert a.right < b.left
    assert all(screen.contains(rect.inflate(18, 30)) for rect in scene.rects)
    app.push(scene)
    press(app, *[pygame.K_RIGHT] * 4)
    assert scene.focus == 4 and scene.specs[4].id == "rennfieber"
    press(app, pygame.K_RIGHT)
    assert scene.focus == 4
    assert len({r.top for r in card_layout(7, GameSelectScene.AREA)}) == 3, "rows of three"


def test_every_pitch_fits_its_card(app: Any) -> None:
    from arcade_races.client.scenes.game_select import GameSelectScene, pitch_lines
    from arcade_races.client.scenes.title import wrap_text

    scene = GameSelectScene(app, "play")
    for spec, rect in zip(scene.specs, scene.rects, strict=True):
        lines, size = pitch_lines(app.assets, spec.pitch, rect.width - 32, 200)
        assert " ".join(lines) == " ".join(wrap_text(app.assets, spec.pitch, size,
                                                     rect.width - 32)), spec.id


# -- Rennfieber: played for cash ---------------------------------------------------------------


def test_rennfieber_results_show_the_podium_by_cash_and_the_race_winners(app: Any) -> None:
    from arcade_races.client.scenes.results import ResultsScene, bet_text

    header = make_header("rennfieber", ai_seats("rennfieber", 4), 1, ("races=1",))
    match = Match(header.build_game(), 1, make_agents(header))
    while not match.is_over():
        match.step()
    result = match.state.result()
    scene = ResultsScene(app, header, result, None, next_race=lambda: None)
    best = max(result.scores)
    first = scene.podium.stands[1]
    assert [result.scores[s] for s in first] == [best] * len(first)
    assert scene.units == "cash"
    assert scene.score_text(48500) == "48,500" and scene.score_text(-1200) == "-1,200"
    horses = {h["card"]: h["name"] for h in result.figures["horses"]}
    assert scene.races == [horses[result.figures["races"][0]["placings"][0]]]
    assert bet_text(result, 0) is None, "no one-bet column: slips are not a bet"
    assert [b.label for b in scene.buttons.buttons] == ["Next evening", "Title"]
    app.push(scene)
    frames(app, 90)
    assert app.scene is scene
