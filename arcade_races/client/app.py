"""The window and its loop: a 1280x720 canvas scaled to any window (its aspect kept, black bars
beside or above it), a scene stack, a steady 60 frames a second with animation on a fixed time
step, and frames saved to PNG on request."""

from __future__ import annotations

import contextlib
import gc
import importlib
import logging
import os
import sys
import warnings
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import pygame

from arcade_races.client import theme
from arcade_races.client.assets import Assets
from arcade_races.client.input import Command, Input, Pointer
from arcade_races.client.scene import Scene
from arcade_races.client.settings import Settings
from arcade_races.client.sound import SoundBoard
from arcade_races.client.widgets import hint_bar
from arcade_races.userfiles import FileProblem, reason

log = logging.getLogger("arcade_races.app")

STEP = 1 / 60
"""The fixed time step of animation, in seconds."""
MAX_STEPS_PER_FRAME = 5
"""After a stall, catch up at most this many steps rather than fast-forwarding."""
BARS = (0, 0, 0)
"""The colour of the letterbox bars round a canvas that does not fill the window."""
WINDOW_FLAGS = pygame.RESIZABLE
"""The window is a plain resizable one: the app scales the canvas into it itself, because
SDL's own scaling (`pygame.SCALED`) will not let the window shrink below the canvas and crops
it on some drivers."""


def letterbox(window: tuple[int, int], canvas: tuple[int, int] = theme.CANVAS) -> pygame.Rect:
    """Where `canvas` goes in a `window` of that size: as large as fits with its aspect kept,
    centred, the rest left to the bars.

    >>> letterbox((960, 540))
    Rect(0, 0, 960, 540)
    >>> letterbox((1100, 720))
    Rect(0, 50, 1100, 619)
    """
    ww, wh = max(1, window[0]), max(1, window[1])
    cw, ch = canvas
    if ww * ch <= wh * cw:  # the window is narrower than the canvas: bars above and below
        width, height = ww, max(1, round(ww * ch / cw))
    else:
        width, height = max(1, round(wh * cw / ch)), wh
    return pygame.Rect((ww - width) // 2, (wh - height) // 2, width, height)


FREEZE_EVERY = 60
"""Frames between two `gc.freeze` calls (a second at 60 fps)."""


@dataclass(frozen=True)
class AppOptions:
    """How the window runs: frames saved to `frames_dir` every `frame_every` frames, stop after
    `max_seconds` of game time; `fixed_clock` advances exactly one step a frame without
    waiting (used with frames and the dummy driver, so runs are repeatable)."""

    frames_dir: Path | None = None
    frame_every: int = 1
    max_seconds: float | None = None
    fixed_clock: bool = False


def headless() -> bool:
    """Whether SDL is told to draw nowhere (the dummy driver)."""
    return os.environ.get("SDL_VIDEODRIVER", "") in ("dummy", "offscreen")


def display_available() -> bool:
    """Whether a window can be opened here: a display server, or a driver chosen on purpose."""
    if os.environ.get("SDL_VIDEODRIVER"):
        return True
    if sys.platform.startswith("linux"):
        return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
    return True


def _quiet_audio() -> None:
    """Where no sound card exists, SDL's ALSA backend prints a storm of errors on opening the
    mixer; choose SDL's silent driver instead (SoundBoard then plays into the void)."""
    if os.environ.get("SDL_AUDIODRIVER"):
        return
    if sys.platform.startswith("linux"):
        runtime = os.environ.get("XDG_RUNTIME_DIR", "")
        sockets = [Path(runtime, "pulse", "native"), Path(runtime, "pipewire-0")]
        if not Path("/dev/snd").exists() and not any(p.exists() for p in sockets):
            os.environ["SDL_AUDIODRIVER"] = "dummy"
            log.info("no audio device found: sound is off")


class App:
    """Owns the window, the shared services (assets, sound, input, settings) and the scenes."""

    def __init__(self, options: AppOptions | None = None, settings: Settings | None = None) -> None:
        self.options = options or AppOptions()
        # AI seats think on a worker thread; a short GIL switch interval keeps a busy thinker
        # from holding a frame up for the default 5 ms.
        sys.setswitchinterval(0.0005)
        _quiet_audio()
        pygame.display.init()
        pygame.font.init()
        self.settings = settings if settings is not None else Settings.load()
        self.window = self._open_window(theme.CANVAS)
        pygame.display.set_caption("Arcade Races")
        self.canvas = pygame.Surface(theme.CANVAS).convert()
        """What every scene draws on, always 1280x720; `present` scales it into the window."""
        self.key: int | None = None
        """The key of the key press being handed on now (None for mouse and controller): a
        text field tells Backspace (delete a letter) from Esc (cancel), both BACK."""
        self.assets = Assets()
        self.sounds = SoundBoard()
        self.input = Input()
        self.stack: list[Scene] = []
        self.time = 0.0
        self.frames = 0
        self.running = True
        self.clock = pygame.time.Clock()
        self._accumulator = 0.0
        self._fullscreen = False
        self.apply_settings(self.settings, save=False)
        pygame.key.set_repeat(320, 60)

    # -- scenes ----------------------------------------------------------------------------

    @property
    def scene(self) -> Scene | None:
        """The scene on top."""
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> None:
        """Put `scene` on top."""
        if self.stack:
            self.stack[-1].pause()
        self.stack.append(scene)
        scene.enter()

    def pop(self) -> None:
        """Remove the top scene; with none left the app ends."""
        if self.stack:
            self.stack.pop().exit()
        if self.stack:
            self.stack[-1].resume()
        else:
            self.running = False

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for `scene`."""
        if self.stack:
            self.stack.pop().exit()
        self.stack.append(scene)
        scene.enter()

    def reset_to(self, scene: Scene) -> None:
        """Clear the stack down to its bottom scene, then push `scene` unless it is that one."""
        while len(self.stack) > 1:
            self.stack.pop().exit()
        if self.stack:
            self.stack[-1].resume()
        if not self.stack or self.stack[-1] is not scene:
            self.push(scene)

    def make_scene(self, name: str, *args: Any, **kwargs: Any) -> Scene:
        """A new scene of this app by its name in `scenes.SCENES` ("results", "play", ...):
        scenes open one another through here instead of importing each other."""
        from arcade_races.client.scenes import SCENES

        module, _, cls = SCENES[name].partition(":")
        kind: type[Scene] = getattr(importlib.import_module(module), cls)
        return kind(self, *args, **kwargs)

    def preload(self, *names: str) -> None:
        """Import the modules of the scenes `names` now, so opening them later (in the middle
        of a frame) costs no import."""
        from arcade_races.client.scenes import SCENES

        for name in names:
            importlib.import_module(SCENES[name].partition(":")[0])

    def settle(self) -> None:
        """Collect the garbage now and leave every object alive out of later collections
        (`gc.freeze`): the modules, boards and tables set up so far live as long as the app,
        and a full collection that walked them all would hold a frame up for tens of ms. What
        `frame` froze on the way is collected here too (a cycle frozen as it lived goes now)."""
        gc.unfreeze()
        gc.collect()
        gc.freeze()

    def to_title(self) -> None:
        """Back to the title screen, whatever the window was started with."""
        from arcade_races.client.scenes import SCENES

        title = SCENES["title"].rpartition(":")[2]
        if self.stack and type(self.stack[0]).__name__ == title:
            self.reset_to(self.stack[0])
            return
        while self.stack:
            self.stack.pop().exit()
        self.push(self.make_scene("title"))

    def quit(self) -> None:
        """End the app after this frame, letting every scene tidy up."""
        while self.stack:
            self.stack.pop().exit()
        self.running = False

    # -- settings --------------------------------------------------------------------------

    def apply_settings(self, settings: Settings, save: bool = True) -> None:
        """Use (and by default save) new settings: volumes and fullscreen take effect now."""
        self.settings = settings
        self.sounds.set_volumes(settings.master_volume, settings.effects_volume,
                                settings.music_volume)
        if settings.fullscreen != self._fullscreen:
            self._set_fullscreen(settings.fullscreen)
        if save:
            settings.save()

    def _set_fullscreen(self, on: bool) -> None:
        if headless():
            self._fullscreen = on
            return
        try:
            # Fullscreen at the desktop's size, windowed at the canvas's: `present` fits the
            # canvas into either.
            if on:
                self.window = self._open_window((0, 0), pygame.FULLSCREEN)
            else:
                self.window = self._open_window(theme.CANVAS)
            self._fullscreen = on
        except pygame.error as err:
            log.info("fullscreen is not available: %s", err)

    # -- the window ------------------------------------------------------------------------

    @staticmethod
    def _open_window(size: tuple[int, int], flags: int = WINDOW_FLAGS) -> pygame.Surface:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # a driver's notes on its renderer
            return pygame.display.set_mode(size, flags, vsync=0)

    def resize(self, size: tuple[int, int]) -> None:
        """Make the window `size` (as a player dragging its edge does); the canvas keeps its
        1280x720 and is scaled into it."""
        self.window = self._open_window(size)

    @property
    def viewport(self) -> pygame.Rect:
        """Where the canvas is shown in the window now."""
        surface = pygame.display.get_surface()
        size = surface.get_size() if surface is not None else theme.CANVAS
        return letterbox(size)

    def to_canvas(self, pos: tuple[int, int]) -> tuple[int, int]:
        """A window position as a canvas position (one on a bar goes to the nearest edge)."""
        view = self.viewport
        cw, ch = theme.CANVAS
        x = (pos[0] - view.x) * cw / view.width
        y = (pos[1] - view.y) * ch / view.height
        return (min(cw - 1, max(0, int(x))), min(ch - 1, max(0, int(y))))

    def present(self) -> None:
        """Show the canvas in the window: as it is at 1280x720, else scaled to fit with its
        aspect kept and black bars on the rest."""
        window = pygame.display.get_surface()
        if window is None:
            return
        self.window = window
        size = window.get_size()
        if min(size) <= 0:  # minimised: nothing to show
            return
        if size == theme.CANVAS:
            window.blit(self.canvas, (0, 0))
            return
        view = letterbox(size)
        if view.size != size:
            window.fill(BARS)
        # Smooth scaling keeps text readable when the window is small; one scale a frame
        # (a few milliseconds at 1080p) is the price of a window of any size.
        pygame.transform.smoothscale(self.canvas, view.size, window.subsurface(view))

    def toggle_fullscreen(self) -> None:
        """F11: fullscreen on or off (and remembered)."""
        self.apply_settings(self.settings.with_changes(fullscreen=not self.settings.fullscreen))

    # -- the loop --------------------------------------------------------------------------

    def dispatch(self, event: pygame.event.Event) -> None:
        """Hand one pygame event to the top scene as a command, pointer or text."""
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type == pygame.WINDOWFOCUSLOST:
            return
        translated = self.input.translate(event)
        scene = self.scene
        if translated is None or scene is None:
            return
        self.key = int(event.key) if event.type == pygame.KEYDOWN else None
        if isinstance(translated, Pointer):
            translated = replace(translated, pos=self.to_canvas(translated.pos))
        if translated is Command.FULLSCREEN:
            self.toggle_fullscreen()
        elif isinstance(translated, Command):
            scene.command(translated)
        elif isinstance(translated, Pointer):
            if translated.kind == "down" and translated.button == 3:
                scene.command(Command.BACK)
            else:
                scene.pointer(translated)
        else:
            scene.text(translated)

    def frame(self) -> None:
        """One frame: input, fixed-step updates, drawing, and the frame file if asked."""
        for event in pygame.event.get():
            self.dispatch(event)
            if not self.running:
                return
        if self.options.fixed_clock:
            self.clock.tick()
            elapsed = STEP
        else:
            elapsed = self.clock.tick(60) / 1000
        self._accumulator = min(self._accumulator + elapsed, STEP * MAX_STEPS_PER_FRAME)
        while self._accumulator >= STEP - 1e-9 and self.running:
            self._accumulator -= STEP
            self.time += STEP
            scene = self.scene
            if scene is None:
                self.running = False
                return
            scene.update(STEP)
        if not self.running or not self.stack:
            self.running = False
            return
        self.draw(self.canvas)
        self.present()
        pygame.display.flip()
        self.frames += 1
        if self.frames % FREEZE_EVERY == 0:
            # What survived the young collections so far leaves the full ones' scans: those
            # walk every object not frozen (in Rennfieber 140k after a minute, 30-70 ms in one
            # frame) and find next to nothing (a pymunk cycle is let go by hand, see
            # physics/handles), while freezing costs nothing. Anything not in a cycle is still
            # freed by reference counting; `settle` collects all at a game's start.
            gc.freeze()
        self._save_frame()
        if self.options.max_seconds is not None and self.time >= self.options.max_seconds:
            self.quit()

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the visible scenes, bottom first, then the hints of the top one."""
        start = len(self.stack) - 1
        while start > 0 and not self.stack[start].opaque:
            start -= 1
        for scene in self.stack[start:]:
            scene.draw(surface)
        top = self.scene
        if top is not None:
            hint_bar(surface, self, top.hints)

    def _save_frame(self) -> None:
        directory = self.options.frames_dir
        if directory is None or self.frames % max(1, self.options.frame_every):
            return
        target = directory / f"frame_{self.frames:06d}.png"
        try:
            directory.mkdir(parents=True, exist_ok=True)
            pygame.image.save(self.canvas, str(target))
        except (OSError, pygame.error) as err:
            # The command line says this in one line and exits 2 (a full disk, a file in
            # the way); the frames saved so far stay.
            words = reason(err) if isinstance(err, OSError) else str(err)
            raise FileProblem(f"{target}: cannot save the frame ({words})") from None

    def run(self, first: Scene) -> int:
        """Run from `first` until the last scene is gone (or the time is up)."""
        self.push(first)
        try:
            while self.running:
                self.frame()
        finally:
            # However the loop ends (a frame that cannot be saved stops it with an error),
            # every scene still up tidies up: an exhibition's odds process ends and its
            # scratch replays go, rather than being left to the interpreter's exit and /tmp.
            while self.stack:
                with contextlib.suppress(Exception):  # (the error on its way out comes first)
                    self.stack.pop().exit()
            self.sounds.close()
            pygame.display.quit()
        return 0
