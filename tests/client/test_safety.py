"""Safety on the couch: quitting from the title asks first, Esc in a name field puts the old name
back, long names are shortened with an ellipsis and shown whole in a tooltip, and the canvas is
scaled into a window of any size with black bars, the mouse mapped back onto it."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from arcade_races.client import names
from arcade_races.client.app import App, letterbox
from arcade_races.client.input import Command, Pointer
from arcade_races.client.scene import Scene


def press(app: App, *keys: int) -> None:
    """Each key pressed once, one frame apiece, through the event queue as a player would."""
    for key in keys:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
        app.frame()


def pad(app: App, button: int) -> None:
    """A controller button pressed once."""
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, button=button,
                                         instance_id=0))
    app.frame()


def click(app: App, pos: tuple[int, int], button: int = 1) -> None:
    """A mouse click at a window position."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=button, pos=pos))
    app.frame()


def title(app: App) -> Any:
    from arcade_races.client.scenes.title import TitleScene

    scene = TitleScene(app)
    app.push(scene)
    app.frame()
    return scene


def focused(scene: Any) -> str:
    return str(scene.menu.current.label)


# -- quitting asks -------------------------------------------------------------------------------


def test_up_from_play_stays_on_play_and_down_from_quit_stays_on_quit(app: App) -> None:
    scene = title(app)
    assert focused(scene) == "Play"
    press(app, pygame.K_UP)
    assert focused(scene) == "Play", "Up from the first item must not wrap round to Quit"
    press(app, *[pygame.K_DOWN] * 10)
    assert focused(scene) == "Quit"
    press(app, pygame.K_DOWN)
    assert focused(scene) == "Quit" and app.running


def test_quit_asks_and_the_safe_answer_has_the_focus(app: App) -> None:
    scene = title(app)
    press(app, *[pygame.K_DOWN] * 10, pygame.K_RETURN)
    assert scene.quit_dialog.is_open and app.running
    press(app, pygame.K_RETURN)  # one Enter too many: Stay
    assert not scene.quit_dialog.is_open and app.running
    press(app, pygame.K_RETURN, pygame.K_RIGHT, pygame.K_RETURN)
    assert not app.running


def test_esc_on_the_title_asks_and_esc_again_stays(app: App) -> None:
    scene = title(app)
    press(app, pygame.K_ESCAPE)
    assert scene.quit_dialog.is_open and app.running
    assert dict(scene.hints)[Command.BACK] == "stay"
    press(app, pygame.K_DOWN, pygame.K_UP)  # the menu under the question does not move
    assert focused(scene) == "Quit"
    press(app, pygame.K_ESCAPE)
    assert not scene.quit_dialog.is_open and app.running
    press(app, pygame.K_ESCAPE, pygame.K_ESCAPE, pygame.K_ESCAPE)
    assert scene.quit_dialog.is_open and app.running, "Esc alone never quits"


def test_a_controller_answers_the_question(app: App) -> None:
    scene = title(app)
    pad(app, pygame.CONTROLLER_BUTTON_B)
    assert scene.quit_dialog.is_open
    pad(app, pygame.CONTROLLER_BUTTON_B)
    assert not scene.quit_dialog.is_open and app.running
    pad(app, pygame.CONTROLLER_BUTTON_B)
    pad(app, pygame.CONTROLLER_BUTTON_DPAD_RIGHT)
    pad(app, pygame.CONTROLLER_BUTTON_A)
    assert not app.running


def test_the_mouse_answers_the_question(app: App) -> None:
    scene = title(app)
    quit_row = scene.menu.row_rect(len(scene.menu.items) - 1)
    click(app, quit_row.center)
    dialog = scene.quit_dialog
    assert dialog.is_open and app.running
    click(app, (20, 20))  # beside the panel: stay
    assert not dialog.is_open and app.running
    click(app, quit_row.center)
    click(app, quit_row.center, button=3)  # a right-click is Back: stay
    assert not dialog.is_open and app.running
    click(app, quit_row.center)
    stay, go = dialog.buttons.rects
    click(app, stay.center)
    assert not dialog.is_open and app.running
    click(app, quit_row.center)
    app.frame()
    click(app, go.center)
    assert not app.running


def test_the_question_is_drawn_over_the_menu(app: App) -> None:
    from arcade_races.client.layout import RecordingSurface, recording

    scene = title(app)
    press(app, pygame.K_ESCAPE)
    canvas = RecordingSurface((1280, 720))
    with recording(app.assets, canvas):
        scene.draw(canvas)
    words = {box.words for box in canvas.boxes}
    assert {"QUIT ARCADE RACES?", "Stay", "Quit"} <= words


# -- Esc in a name field -------------------------------------------------------------------------


def seats(app: App) -> Any:
    from arcade_races.client.scenes.seat_setup import SeatSetupScene

    scene = SeatSetupScene(app, "pferderennen")
    app.push(scene)
    app.frame()
    return scene


def type_text(app: App, words: str) -> None:
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=words))
    app.frame()


def test_esc_while_typing_puts_the_old_name_back(app: App) -> None:
    scene = seats(app)
    name = scene.rows[0].name
    assert name.value == "Anna"
    press(app, pygame.K_RETURN)
    type_text(app, "Zed")
    assert scene.editing and name.value == "Zed"
    press(app, pygame.K_ESCAPE)
    assert not scene.editing and name.value == "Anna"
    assert app.scene is scene, "the Esc that cancels the edit does not leave the screen"


def test_esc_after_deleting_the_whole_name_still_restores_it(app: App) -> None:
    scene = seats(app)
    press(app, pygame.K_RETURN, pygame.K_BACKSPACE)  # the whole name was selected: gone
    assert scene.rows[0].name.value == ""
    press(app, pygame.K_ESCAPE)
    assert scene.rows[0].name.value == "Anna"


def test_backspace_still_deletes_a_letter_and_enter_keeps_the_name(app: App) -> None:
    scene = seats(app)
    press(app, pygame.K_RETURN)
    type_text(app, "Wanda")
    press(app, pygame.K_BACKSPACE, pygame.K_RETURN)
    assert not scene.editing and scene.rows[0].name.value == "Wand"
    press(app, pygame.K_RETURN)
    type_text(app, "y")
    pad(app, pygame.CONTROLLER_BUTTON_B)  # a controller's Back cancels too
    assert not scene.editing and scene.rows[0].name.value == "Wand"


def test_a_text_field_restores_on_cancel() -> None:
    from arcade_races.client.widgets import TextField

    changes: list[str] = []
    field = TextField("Name", "Ben", changes.append)
    field.begin()
    assert field.editing
    field.back()
    field.typed("rt")
    field.cancel()
    assert field.value == "Ben" and not field.editing and changes[-1] == "Ben"
    field.begin()
    field.typed("o")
    field.commit()
    assert field.value == "Beno" and not field.editing


# -- long names ----------------------------------------------------------------------------------


def test_short_names_by_characters_and_by_pixels() -> None:
    assert names.short("Anna", 12) == "Anna"
    assert names.short("Maximiliane Huber", 12) == "Maximiliane…"
    assert len(names.short("Maximiliane Huber", 12)) == 12
    assert names.short("Max Mustermann", 5) == "Max…", "no space before the ellipsis"
    pygame.font.init()
    font = pygame.font.Font(None, 24)
    cut = names.short("Maximiliane von Wolkenstein", 120, font)
    assert cut.endswith("…") and font.size(cut)[0] <= 120
    assert names.short("Anna", 120, font) == "Anna"
    assert names.is_short("Maximiliane Huber") and not names.is_short("Anna")


def test_a_long_name_is_typed_whole_shortened_in_its_cell_and_whole_in_a_tooltip(
        app: App) -> None:
    long = "Maximiliane von Wolkenstein"[: names.MAX_LENGTH]
    assert len(long) > 12, "names are no longer cut at 12 characters"
    scene = seats(app)
    assert scene.tooltip() is None, "a name that fits needs no tooltip"
    press(app, pygame.K_RETURN)
    type_text(app, long)
    press(app, pygame.K_RETURN)
    assert scene.rows[0].name.value == long
    tip = scene.tooltip()
    assert tip is not None and tip[0] == long
    assert tip[1] == scene.cell_rect(0, 0)
    app.frame()  # drawn with the tooltip
    press(app, pygame.K_DOWN)
    assert scene.tooltip() is None, "the tooltip follows the focus"
    cell = scene.cell_rect(0, 0)
    scene.pointer(Pointer("move", cell.center))
    tip = scene.tooltip()
    assert tip is not None and tip[0] == long, "hovering the name shows it whole"
    assert scene.seats()[0].name == long


# -- the window scales the canvas ---------------------------------------------------------------


def window() -> pygame.Surface:
    """The window's surface (the canvas scaled into it)."""
    surface = pygame.display.get_surface()
    assert surface is not None
    return surface


def near(color: Any, expected: tuple[int, int, int]) -> bool:
    """Whether a scaled pixel shows `expected` (smooth scaling may shift a channel a little)."""
    return all(abs(a - b) <= 6 for a, b in zip(color[:3], expected, strict=True))


class Painted(Scene):
    """A scene that fills the canvas with one colour and notes the pointers reaching it."""

    COLOR = (200, 40, 90)

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.pointers: list[Pointer] = []

    def pointer(self, pointer: Pointer) -> None:
        self.pointers.append(pointer)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(self.COLOR)


@pytest.mark.parametrize("size", [(960, 540), (1100, 720), (1600, 720), (640, 640), (1280, 720)])
def test_a_click_at_the_windows_centre_reaches_the_canvas_centre(
        app: App, size: tuple[int, int]) -> None:
    scene = Painted(app)
    app.push(scene)
    app.resize(size)
    app.frame()
    assert window().get_size() == size
    assert app.canvas.get_size() == (1280, 720)
    click(app, (size[0] // 2, size[1] // 2))
    (pointer,) = scene.pointers
    assert abs(pointer.pos[0] - 640) <= 1 and abs(pointer.pos[1] - 360) <= 1
    view = app.viewport
    click(app, (view.right - 1, view.bottom - 1))
    assert scene.pointers[-1].pos[0] >= 1278 and scene.pointers[-1].pos[1] >= 718


@pytest.mark.parametrize("size", [(1100, 720), (1600, 720), (640, 640)])
def test_the_letterbox_bars_are_black_and_the_canvas_fills_the_rest(
        app: App, size: tuple[int, int]) -> None:
    app.push(Painted(app))
    app.resize(size)
    app.frame()
    shown = window()
    view = letterbox(size)
    assert abs(view.width * 720 - view.height * 1280) <= 1280, "the aspect is kept"
    assert near(shown.get_at(view.center), Painted.COLOR)
    assert near(shown.get_at((view.left + 2, view.top + 2)), Painted.COLOR)
    bars = [(0, 0), (size[0] - 1, size[1] - 1)]
    assert not view.collidepoint(bars[0]) and not view.collidepoint(bars[1])
    for corner in bars:
        assert shown.get_at(corner)[:3] == (0, 0, 0)


def test_a_shrunk_window_shows_the_whole_canvas(app: App) -> None:
    """The canvas's corners all reach the window: nothing is cropped."""

    class Corners(Painted):
        def draw(self, surface: pygame.Surface) -> None:
            surface.fill((0, 0, 80))
            for corner in ((0, 0), (1240, 0), (0, 680), (1240, 680)):
                surface.fill((255, 255, 0), pygame.Rect(corner, (40, 40)))

    app.push(Corners(app))
    app.resize((960, 540))
    app.frame()
    shown = window()
    for x, y in ((10, 10), (950, 10), (10, 530), (950, 530)):
        assert near(shown.get_at((x, y)), (255, 255, 0))


# -- the exhibition panel -----------------------------------------------------------------------


def test_the_start_row_is_drawn_once(app: App) -> None:
    """The menu's own row for Start the show peeked out above the big button drawn on it."""
    from arcade_races.client.layout import RecordingSurface, recording
    from arcade_races.client.scenes.game_select import ExhibitionSetup
    from arcade_races.games import GAMES

    setup = ExhibitionSetup(app, GAMES["pferderennen"])
    app.push(setup)
    for _ in range(20):
        app.frame()
    for focus in (0, len(setup.menu.items) - 1):
        setup.menu.set_focus(focus)
        setup.update(1 / 60)
        canvas = RecordingSurface((1280, 720))
        with recording(app.assets, canvas):
            setup.draw(canvas)
        words = [box.words for box in canvas.boxes]
        assert "Start the show" not in words
        assert any("START THE SHOW" in w for w in words)
        assert {"Players", "AI level", "Speed"} <= set(words)
