"""The window: fixed-step loop, scene stack, input from every device, settings that persist."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from arcade_races.client.app import App, AppOptions
from arcade_races.client.input import Command, Input, Pointer
from arcade_races.client.scene import Scene
from arcade_races.client.settings import Settings


class Recorder(Scene):
    """A scene that notes what reaches it."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.commands: list[Command] = []
        self.pointers: list[Pointer] = []
        self.texts: list[str] = []
        self.updates = 0
        self.draws = 0

    def command(self, command: Command) -> None:
        self.commands.append(command)

    def pointer(self, pointer: Pointer) -> None:
        self.pointers.append(pointer)

    def text(self, text: str) -> None:
        self.texts.append(text)

    def update(self, dt: float) -> None:
        assert dt == pytest.approx(1 / 60)
        self.updates += 1

    def draw(self, surface: pygame.Surface) -> None:
        self.draws += 1


def test_canvas_is_1280_by_720(app: App) -> None:
    assert app.canvas.get_size() == (1280, 720)


def test_fixed_clock_steps_once_a_frame(app: App) -> None:
    scene = Recorder(app)
    app.push(scene)
    for _ in range(30):
        app.frame()
    assert scene.updates == 30 and scene.draws == 30
    assert app.time == pytest.approx(0.5)


def test_keyboard_mouse_and_controller_reach_the_scene(app: App) -> None:
    scene = Recorder(app)
    app.push(scene)
    post = pygame.event.post
    post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode="", scancode=0))
    post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0))
    post(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, button=pygame.CONTROLLER_BUTTON_A,
                            instance_id=0))
    post(pygame.event.Event(pygame.CONTROLLERAXISMOTION, axis=pygame.CONTROLLER_AXIS_LEFTY,
                            value=32000, instance_id=0))
    post(pygame.event.Event(pygame.CONTROLLERAXISMOTION, axis=pygame.CONTROLLER_AXIS_LEFTY,
                            value=100, instance_id=0))
    post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(100, 200)))
    post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=3, pos=(100, 200)))
    post(pygame.event.Event(pygame.TEXTINPUT, text="Zoë"))
    app.frame()
    assert scene.commands == [Command.DOWN, Command.CONFIRM, Command.CONFIRM, Command.DOWN,
                              Command.BACK]
    assert scene.pointers == [Pointer("down", (100, 200), 1)]
    assert scene.texts == ["Zoë"]


def test_hints_follow_the_device_in_use() -> None:
    pygame.display.init()
    device = Input()
    device.translate(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN))
    assert device.hint(Command.CONFIRM) == "Enter"
    device.translate(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN,
                                        button=pygame.CONTROLLER_BUTTON_B, instance_id=0))
    assert device.hint(Command.CONFIRM) == "Ⓐ"
    device.translate(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(1, 1)))
    assert device.hint(Command.BACK) == "Right-click"


def test_controller_unplugged_falls_back_to_keyboard_hints() -> None:
    pygame.display.init()
    device = Input()
    device.translate(pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=7))
    assert device.device == "controller"
    device.translate(pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=7))
    assert device.device == "keyboard"


def test_f11_toggles_fullscreen_and_remembers_it(app: App, home: Path) -> None:
    app.push(Recorder(app))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="",
                                         scancode=0))
    app.frame()
    assert app.settings.fullscreen
    assert Settings.load().fullscreen


def test_settings_persist_across_a_restart(home: Path) -> None:
    first = App(AppOptions(fixed_clock=True))
    first.apply_settings(first.settings.with_changes(master_volume=0.3, colour_blind=True,
                                                     animation_speed=2.0))
    first.sounds.close()
    second = App(AppOptions(fixed_clock=True))
    assert second.settings.master_volume == pytest.approx(0.3)
    assert second.settings.colour_blind
    assert second.settings.animation_speed == 2.0
    second.sounds.close()


def test_a_damaged_settings_file_gives_defaults(home: Path) -> None:
    home.mkdir(parents=True)
    (home / "settings.json").write_text("{not json", encoding="utf-8")
    assert Settings.load() == Settings()
    (home / "settings.json").write_text('{"master_volume": 7, "fullscreen": "yes"}',
                                        encoding="utf-8")
    loaded = Settings.load()
    assert loaded.master_volume == 1.0 and loaded.fullscreen is False


def test_frames_are_saved_and_time_runs_out(home: Path, tmp_path: Path) -> None:
    frames = tmp_path / "frames"
    app = App(AppOptions(frames_dir=frames, frame_every=10, max_seconds=1.0, fixed_clock=True))
    assert app.run(Recorder(app)) == 0
    saved = sorted(frames.iterdir())
    assert [p.name for p in saved] == [f"frame_{n:06d}.png" for n in range(10, 61, 10)]
    assert pygame.image.load(str(saved[0])).get_size() == (1280, 720)


def test_closing_the_window_ends_the_app(app: App) -> None:
    scene = Recorder(app)
    app.push(scene)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.frame()
    assert not app.running and not app.stack


def test_what_lives_on_is_frozen_out_of_full_collections_every_second(app: App) -> None:
    """Every FREEZE_EVERY frames the survivors are frozen (a full collection then walks only
    the last second's); `settle` collects everything, frozen cycles too."""
    import gc
    import weakref

    from arcade_races.client.app import FREEZE_EVERY

    class Loop:
        """A reference cycle."""

        def __init__(self) -> None:
            self.me = self

    app.push(Recorder(app))
    app.settle()
    frozen = gc.get_freeze_count()
    loop = Loop()
    gone = weakref.ref(loop)
    for _ in range(FREEZE_EVERY):
        app.frame()
    assert gc.get_freeze_count() > frozen
    del loop
    gc.collect()
    assert gone() is not None  # frozen, out of the collections' reach
    app.settle()
    assert gone() is None


def test_a_run_stopped_by_an_error_lets_every_scene_tidy_up(home: Path) -> None:
    # A frame that cannot be saved ends `run` with a one-line error; the scenes still up are
    # exited on the way (an exhibition's odds process and scratch replays go with them).
    from arcade_races.userfiles import FileProblem

    exited: list[str] = []

    class Tidy(Recorder):
        def __init__(self, app: App, name: str) -> None:
            super().__init__(app)
            self.name = name

        def exit(self) -> None:
            exited.append(self.name)

    class Broken(Tidy):
        def update(self, dt: float) -> None:
            raise FileProblem("frames/frame_000001.png: cannot save the frame (a folder)")

    app = App(AppOptions(fixed_clock=True))
    app.push(Tidy(app, "below"))
    with pytest.raises(FileProblem):
        app.run(Broken(app, "top"))
    assert exited == ["top", "below"] and not app.stack
