"""Keyboard, mouse and game controller, turned into a few commands every screen understands.

Controllers use SDL's game controller API and may be plugged in or out at any time. The device
used last decides which button hints the screens show.
"""

from __future__ import annotations

import enum
import logging
from dataclasses import dataclass
from typing import Any

import pygame

log = logging.getLogger("arcade_races.input")


class Command(enum.Enum):
    """What a player asks for, whatever the device."""

    UP = "up"
    DOWN = "down"
    LEFT = "left"
    RIGHT = "right"
    CONFIRM = "confirm"
    BACK = "back"
    PAUSE = "pause"
    FASTER = "faster"
    SLOWER = "slower"
    NEXT = "next"
    PREVIOUS = "previous"
    FULLSCREEN = "fullscreen"


KEYS: dict[int, Command] = {
    pygame.K_UP: Command.UP,
    pygame.K_w: Command.UP,
    pygame.K_DOWN: Command.DOWN,
    pygame.K_s: Command.DOWN,
    pygame.K_LEFT: Command.LEFT,
    pygame.K_a: Command.LEFT,
    pygame.K_RIGHT: Command.RIGHT,
    pygame.K_d: Command.RIGHT,
    pygame.K_RETURN: Command.CONFIRM,
    pygame.K_KP_ENTER: Command.CONFIRM,
    pygame.K_ESCAPE: Command.BACK,
    pygame.K_BACKSPACE: Command.BACK,
    pygame.K_SPACE: Command.PAUSE,
    pygame.K_PLUS: Command.FASTER,
    pygame.K_EQUALS: Command.FASTER,
    pygame.K_KP_PLUS: Command.FASTER,
    pygame.K_MINUS: Command.SLOWER,
    pygame.K_KP_MINUS: Command.SLOWER,
    pygame.K_TAB: Command.NEXT,
    pygame.K_PAGEDOWN: Command.NEXT,
    pygame.K_PAGEUP: Command.PREVIOUS,
    pygame.K_F11: Command.FULLSCREEN,
}

BUTTONS: dict[int, Command] = {
    pygame.CONTROLLER_BUTTON_DPAD_UP: Command.UP,
    pygame.CONTROLLER_BUTTON_DPAD_DOWN: Command.DOWN,
    pygame.CONTROLLER_BUTTON_DPAD_LEFT: Command.LEFT,
    pygame.CONTROLLER_BUTTON_DPAD_RIGHT: Command.RIGHT,
    pygame.CONTROLLER_BUTTON_A: Command.CONFIRM,
    pygame.CONTROLLER_BUTTON_B: Command.BACK,
    pygame.CONTROLLER_BUTTON_START: Command.PAUSE,
    pygame.CONTROLLER_BUTTON_X: Command.PAUSE,
    pygame.CONTROLLER_BUTTON_RIGHTSHOULDER: Command.FASTER,
    pygame.CONTROLLER_BUTTON_LEFTSHOULDER: Command.SLOWER,
    pygame.CONTROLLER_BUTTON_Y: Command.NEXT,
    pygame.CONTROLLER_BUTTON_BACK: Command.PREVIOUS,
}

HINT_LABELS: dict[str, dict[Command, str]] = {
    "keyboard": {
        Command.UP: "↑", Command.DOWN: "↓", Command.LEFT: "←", Command.RIGHT: "→",
        Command.CONFIRM: "Enter", Command.BACK: "Esc", Command.PAUSE: "Space",
        Command.FASTER: "+", Command.SLOWER: "-", Command.NEXT: "Tab",
        Command.PREVIOUS: "PgUp", Command.FULLSCREEN: "F11",
    },
    "mouse": {
        Command.UP: "Wheel", Command.DOWN: "Wheel", Command.LEFT: "Click",
        Command.RIGHT: "Click", Command.CONFIRM: "Click", Command.BACK: "Right-click",
        Command.PAUSE: "Space", Command.FASTER: "+", Command.SLOWER: "-",
        Command.NEXT: "Tab", Command.PREVIOUS: "PgUp", Command.FULLSCREEN: "F11",
    },
    "controller": {
        Command.UP: "D-pad", Command.DOWN: "D-pad", Command.LEFT: "D-pad",
        Command.RIGHT: "D-pad", Command.CONFIRM: "Ⓐ", Command.BACK: "Ⓑ",
        Command.PAUSE: "Start", Command.FASTER: "RB", Command.SLOWER: "LB",
        Command.NEXT: "Ⓨ", Command.PREVIOUS: "Back", Command.FULLSCREEN: "F11",
    },
}

AXIS_THRESHOLD = 20000
"""How far a stick must lean (of 32767) to count as a direction."""


@dataclass(frozen=True)
class Pointer:
    """A mouse event on the canvas: `kind` is move, down, up or wheel."""

    kind: str
    pos: tuple[int, int]
    button: int = 0
    wheel: int = 0


class Input:
    """Translates pygame events into `Command`s and `Pointer`s and keeps controllers open."""

    def __init__(self) -> None:
        self.device = "keyboard"
        self._controllers: dict[int, object] = {}
        self._axis_held: dict[tuple[int, int], int] = {}
        self._controller_api = _controller_module()
        if self._controller_api is not None:
            try:
                self._controller_api.init()
                for index in range(self._controller_api.get_count()):
                    self._open(index)
            except pygame.error as err:
                log.info("game controllers unavailable: %s", err)
                self._controller_api = None

    @property
    def controllers(self) -> int:
        """How many controllers are plugged in."""
        return len(self._controllers)

    def hint(self, command: Command) -> str:
        """The label of the button for `command` on the device in use."""
        return HINT_LABELS[self.device][command]

    def _open(self, index: int) -> None:
        api = self._controller_api
        if api is None:
            return
        try:
            if not api.is_controller(index):
                return
            pad = api.Controller(index)
            instance = pad.as_joystick().get_instance_id()
            self._controllers[instance] = pad
            log.info("controller connected: %s", pad.name)
        except pygame.error as err:
            log.info("controller %d could not be opened: %s", index, err)

    def translate(self, event: pygame.event.Event) -> Command | Pointer | str | None:
        """The command, pointer event or typed text of `event`, if it is one of ours."""
        kind = event.type
        if kind == pygame.KEYDOWN:
            command = KEYS.get(event.key)
            if command is not None:
                self.device = "keyboard"
            return command
        if kind == pygame.TEXTINPUT:
            self.device = "keyboard"
            return str(event.text)
        if kind == pygame.MOUSEMOTION:
            if event.rel != (0, 0) and any(abs(r) > 1 for r in event.rel):
                self.device = "mouse"
            return Pointer("move", event.pos)
        if kind == pygame.MOUSEBUTTONDOWN:
            self.device = "mouse"
            if event.button in (4, 5):
                return None  # the wheel arrives as MOUSEWHEEL too
            return Pointer("down", event.pos, event.button)
        if kind == pygame.MOUSEBUTTONUP:
            if event.button in (4, 5):
                return None
            return Pointer("up", event.pos, event.button)
        if kind == pygame.MOUSEWHEEL:
            self.device = "mouse"
            return Pointer("wheel", pygame.mouse.get_pos(), wheel=int(event.y))
        if kind == pygame.CONTROLLERBUTTONDOWN:
            self.device = "controller"
            return BUTTONS.get(event.button)
        if kind == pygame.CONTROLLERAXISMOTION:
            return self._axis(event)
        if kind == pygame.CONTROLLERDEVICEADDED:
            self.device = "controller"
            self._open(event.device_index)
            return None
        if kind == pygame.CONTROLLERDEVICEREMOVED:
            self._controllers.pop(getattr(event, "instance_id", -1), None)
            if not self._controllers:
                self.device = "keyboard"
            log.info("controller disconnected")
            return None
        return None

    def _axis(self, event: pygame.event.Event) -> Command | None:
        axis = event.axis
        if axis not in (pygame.CONTROLLER_AXIS_LEFTX, pygame.CONTROLLER_AXIS_LEFTY):
            return None
        key = (getattr(event, "instance_id", 0), axis)
        value = int(event.value)
        direction = 0 if abs(value) < AXIS_THRESHOLD else (1 if value > 0 else -1)
        if direction == self._axis_held.get(key, 0):
            return None
        self._axis_held[key] = direction
        if direction == 0:
            return None
        self.device = "controller"
        if axis == pygame.CONTROLLER_AXIS_LEFTX:
            return Command.RIGHT if direction > 0 else Command.LEFT
        return Command.DOWN if direction > 0 else Command.UP


def _controller_module() -> Any:
    """pygame's SDL2 game controller module, or None where this pygame has none."""
    try:
        from pygame._sdl2 import controller
    except ImportError:
        return None
    return controller
