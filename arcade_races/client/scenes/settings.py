"""Settings: volumes, fullscreen, animation speed, colour-blind mode and the odds board in
games with human players. Every change takes effect and is saved at once; a volume change
clicks at the new volume."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from arcade_races.client import theme
from arcade_races.client.input import Command, Pointer
from arcade_races.client.scenes.title import MenuScene
from arcade_races.client.settings import ANIMATION_SPEEDS
from arcade_races.client.widgets import Button, Choice, Menu, Slider, Toggle, seat_token, text

if TYPE_CHECKING:
    from arcade_races.client.app import App

HELP = {
    "Master volume": "Everything you hear.",
    "Effects volume": "Cards, dice, hooves, the crowd.",
    "Music volume": "The music and the loops under the races.",
    "Fullscreen": "Fill the screen (F11 switches any time).",
    "Animation speed": "How fast races and cards move; exhibitions add their own speed.",
    "Colour-blind mode": "Every seat's token also shows a shape and its number.",
    "Odds board in games": "The live win odds beside the race with human players too.",
    "Back": "Settings are saved as you change them.",
}


def speed_label(speed: float) -> str:
    """`1×`, `1.5×`."""
    return f"{speed:g}×"


class SettingsScene(MenuScene):
    """The settings menu; Back returns to whatever opened it."""

    banner = "SETTINGS"
    hints = ((Command.UP, "move"), (Command.LEFT, "change"), (Command.BACK, "back"))

    def __init__(self, app: App) -> None:
        super().__init__(app)
        s = app.settings
        speeds = list(ANIMATION_SPEEDS)
        speed_index = min(range(len(speeds)), key=lambda i: abs(speeds[i] - s.animation_speed))
        rect = pygame.Rect(0, 0, 760, 8 * 52)
        rect.midtop = (640, 112)
        self.menu = Menu([
            Slider("Master volume", s.master_volume, lambda v: self._volume("master", v)),
            Slider("Effects volume", s.effects_volume, lambda v: self._volume("effects", v)),
            Slider("Music volume", s.music_volume, lambda v: self._volume("music", v)),
            Toggle("Fullscreen", s.fullscreen, lambda on: self._change(fullscreen=on)),
            Choice("Animation speed", [speed_label(v) for v in speeds], speed_index,
                   lambda i: self._change(animation_speed=speeds[i])),
            Toggle("Colour-blind mode", s.colour_blind, lambda on: self._change(colour_blind=on)),
            Toggle("Odds board in games", s.odds_in_hot_seat,
                   lambda on: self._change(odds_in_hot_seat=on)),
            Button("Back", self.app.pop),
        ], rect, row_height=52, on_focus=lambda _: self.click())

    def _change(self, **changes: Any) -> None:
        """Apply and save a change now."""
        self.app.apply_settings(self.app.settings.with_changes(**changes))
        self.click()

    def _volume(self, which: str, value: float) -> None:
        self.app.apply_settings(self.app.settings.with_changes(**{f"{which}_volume": value}))
        s = self.app.settings
        if which == "music":
            # A click heard at the music's loudness: effects play at master x effects.
            level = s.music_volume / s.effects_volume if s.effects_volume > 0 else 0.0
            self.app.sounds.play("click", min(1.0, level))
        else:
            self.app.sounds.play("click")

    def command(self, command: Command) -> None:
        if command is Command.BACK:
            self.app.pop()
        else:
            self.menu.command(command)

    def pointer(self, pointer: Pointer) -> None:
        self.menu.pointer(pointer)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.menu.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_backdrop(surface)
        assets = self.app.assets
        self.menu.draw(surface, assets)
        item = self.menu.current
        help_line = HELP.get(item.label, "") if item is not None else ""
        text(surface, assets, help_line, 19, theme.INK_DIM, (640, 536), anchor="midtop",
             kind="sans")
        self._draw_tokens(surface)
        self.draw_wipe(surface)

    def _draw_tokens(self, surface: pygame.Surface) -> None:
        """The seat colours, as the game shows them with the current settings."""
        assets = self.app.assets
        count = len(theme.SEAT_COLORS)
        gap = 62
        left = 640 - gap * (count - 1) // 2
        y = 626
        text(surface, assets, "SEAT COLOURS", 15, theme.CYAN, (640, y - 50), anchor="midtop",
             shadow=False)
        for seat in range(count):
            seat_token(surface, assets, seat, (left + seat * gap, y), 20,
                       self.app.settings.colour_blind)
