"""Drawing helpers and menu widgets shared by every scene.

A `Menu` is a column of items that works the same with keyboard, mouse and controller: up and
down move the focus, left and right change a value, confirm presses, a click does both.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from arcade_races.client import theme
from arcade_races.client.assets import Assets
from arcade_races.client.input import Command, Pointer
from arcade_races.client.names import MAX_LENGTH
from arcade_races.client.stage.cache import Cache

if TYPE_CHECKING:
    from arcade_races.client.app import App

Color = tuple[int, int, int]


# -- drawing helpers -------------------------------------------------------------------------


def text(
    surface: pygame.Surface,
    assets: Assets,
    words: str,
    size: int,
    color: Color,
    pos: tuple[float, float],
    anchor: str = "topleft",
    kind: str = "bold",
    shadow: bool = True,
) -> pygame.Rect:
    """Draw `words` anchored at `pos` (any pygame.Rect anchor name); returns its rect.

    A surface with a `record_text(words, image, rect)` method (the layout check's recording
    canvas, `arcade_races.client.layout`) is told what was drawn where.
    """
    image = assets.text(words, size, color, kind)
    rect = image.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    if shadow:
        shade = assets.text(words, size, theme.BG_DEEP, kind)
        surface.blit(shade, rect.move(2, 2))
    surface.blit(image, rect)
    record = getattr(surface, "record_text", None)
    if record is not None:
        record(words, image, rect)
    return rect


def fit_text(assets: Assets, words: str, size: int, width: int, kind: str = "bold") -> int:
    """The largest size up to `size` at which `words` fits in `width` pixels."""
    while size > 10 and assets.font(size, kind).size(words)[0] > width:
        size -= 2
    return size


_PANELS: Cache[tuple[int, int, int, Color | None, int], pygame.Surface] = Cache(limit=96)
"""Panels' shadows and bodies by (width, height, radius, colour, alpha); colour None is the
shadow. Bounded: panels that grow in an animation make one each size, and the oldest go."""


def _panel_layer(key: tuple[int, int, int, Color | None, int]) -> pygame.Surface:
    width, height, radius, color, alpha = key
    if color is None:
        shadow = pygame.Surface((width + 12, height + 12), pygame.SRCALPHA)
        pygame.draw.rect(shadow, (0, 0, 0, 90), shadow.get_rect().inflate(-4, -4),
                         border_radius=radius)
        return shadow
    body = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.draw.rect(body, (*color, alpha), body.get_rect(), border_radius=radius)
    return body


def panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    color: Color = theme.PANEL,
    border: Color | None = theme.PANEL_EDGE,
    radius: int = 14,
    alpha: int = 235,
) -> None:
    """A rounded panel with a soft shadow."""
    # The shadow and the see-through body are made once per look (a panel is drawn every
    # frame, and two new full-size surfaces a panel were a good part of a menu's frame).
    shadow = _PANELS.get((rect.width, rect.height, radius, None, 0), _panel_layer)
    surface.blit(shadow, (rect.x + 2, rect.y + 6))
    if alpha < 255:
        body = _PANELS.get((rect.width, rect.height, radius, color, alpha), _panel_layer)
        surface.blit(body, rect)
    else:
        pygame.draw.rect(surface, color, rect, border_radius=radius)
    if border is not None:
        pygame.draw.rect(surface, border, rect, width=2, border_radius=radius)


_VEILS: dict[tuple[int, int, int], pygame.Surface] = {}


def veil(surface: pygame.Surface, alpha: int = 170) -> None:
    """Darken everything drawn on `surface` so far, under a modal box (the pause menu, a
    question): one veil per size and strength, made once."""
    key = (*surface.get_size(), alpha)
    image = _VEILS.get(key)
    if image is None:
        image = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        image.fill((*theme.BG_DEEP, alpha))
        _VEILS[key] = image
    surface.blit(image, (0, 0))


def backdrop(surface: pygame.Surface, t: float, tint: Color = theme.BG) -> None:
    """The animated menu backdrop: a night sky with drifting race stripes."""
    surface.fill(tint)
    w, h = surface.get_size()
    for i in range(7):
        y = (i * 131 + t * 40) % (h + 200) - 100
        color = (tint[0] + 8 + i * 2, tint[1] + 6 + i, tint[2] + 18 + i * 3)
        pygame.draw.polygon(
            surface, color, [(0, y), (w, y - 160), (w, y - 130), (0, y + 30)]
        )
    for i in range(40):
        x = (i * 97.3 + t * (12 + i % 5 * 6)) % w
        y = (i * 53.9) % (h * 0.6)
        glow = 120 + int(100 * (0.5 + 0.5 * math.sin(t * 2 + i)))
        surface.fill((glow, glow, min(255, glow + 40)), (int(x), int(y), 2, 2))


def title_banner(surface: pygame.Surface, assets: Assets, words: str, y: int = 40) -> None:
    """A scene title in gold with a pink underline."""
    rect = text(surface, assets, words, 46, theme.GOLD, (surface.get_width() / 2, y),
                anchor="midtop", kind="condensed")
    pygame.draw.line(surface, theme.PINK, (rect.left, rect.bottom + 4),
                     (rect.right, rect.bottom + 4), 4)


_BARS: dict[int, pygame.Surface] = {}


def hint_bar(surface: pygame.Surface, app: App, hints: Sequence[tuple[Command, str]]) -> None:
    """Button hints for the device in use along the bottom edge."""
    if not hints:
        return
    w, h = surface.get_size()
    bar = _BARS.get(w)
    if bar is None:  # one strip per window width, made once
        bar = _BARS[w] = pygame.Surface((w, 40), pygame.SRCALPHA)
        bar.fill((*theme.BG_DEEP, 200))
    surface.blit(bar, (0, h - 40))
    x = 24
    for command, label in hints:
        key = app.input.hint(command)
        key_img = app.assets.text(key, 18, theme.BG_DEEP, "bold")
        box = pygame.Rect(x, h - 32, key_img.get_width() + 16, 24)
        pygame.draw.rect(surface, theme.GOLD, box, border_radius=6)
        surface.blit(key_img, key_img.get_rect(center=box.center))
        x = box.right + 8
        label_img = app.assets.text(label, 18, theme.INK_DIM, "sans")
        surface.blit(label_img, (x, h - 31))
        x += label_img.get_width() + 26


def seat_token(
    surface: pygame.Surface,
    assets: Assets,
    seat: int,
    center: tuple[float, float],
    radius: int,
    colour_blind: bool,
) -> None:
    """A seat's round token in its colour; in colour-blind mode with its shape and number."""
    color = theme.SEAT_COLORS[seat % len(theme.SEAT_COLORS)]
    cx, cy = round(center[0]), round(center[1])
    pygame.draw.circle(surface, theme.BG_DEEP, (cx + 2, cy + 3), radius)
    pygame.draw.circle(surface, color, (cx, cy), radius)
    pygame.draw.circle(surface, theme.INK, (cx, cy), radius, 2)
    if colour_blind:
        shape(surface, theme.SEAT_SHAPES[seat % len(theme.SEAT_SHAPES)], (cx, cy),
              radius * 0.62, theme.BG_DEEP)
        # The number on a dark badge of its own: white ink never stands on a light seat colour.
        label = assets.text(str(seat + 1), max(10, radius), theme.INK, "bold")
        badge = (round(cx + radius * 0.7), round(cy - radius * 0.7))
        pygame.draw.circle(surface, theme.BG_DEEP, badge,
                           max(label.get_width(), label.get_height()) // 2 + 1)
        surface.blit(label, label.get_rect(center=badge))


def shape(surface: pygame.Surface, name: str, center: tuple[float, float], r: float,
          color: Color) -> None:
    """A small symbol shape (colour-blind mode)."""
    cx, cy = center

    def polygon(n: int, start: float, radii: Sequence[float] = (1.0,)) -> list[tuple[float, float]]:
        points = []
        for i in range(n * len(radii)):
            a = start + i * 2 * math.pi / (n * len(radii))
            rr = r * radii[i % len(radii)]
            points.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
        return points

    if name == "circle":
        pygame.draw.circle(surface, color, (cx, cy), r * 0.8)
    elif name == "ring":
        pygame.draw.circle(surface, color, (cx, cy), r * 0.85, max(2, int(r / 3)))
    elif name == "square":
        pygame.draw.rect(surface, color, pygame.Rect(cx - r * 0.7, cy - r * 0.7, r * 1.4, r * 1.4))
    elif name == "triangle":
        pygame.draw.polygon(surface, color, polygon(3, -math.pi / 2))
    elif name == "diamond":
        pygame.draw.polygon(surface, color, polygon(4, -math.pi / 2))
    elif name == "star":
        pygame.draw.polygon(surface, color, polygon(5, -math.pi / 2, (1.0, 0.45)))
    elif name == "hexagon":
        pygame.draw.polygon(surface, color, polygon(6, 0))
    elif name == "pentagon":
        pygame.draw.polygon(surface, color, polygon(5, -math.pi / 2))
    elif name == "cross":
        t = r * 0.35
        pygame.draw.rect(surface, color, pygame.Rect(cx - t, cy - r * 0.85, 2 * t, r * 1.7))
        pygame.draw.rect(surface, color, pygame.Rect(cx - r * 0.85, cy - t, r * 1.7, 2 * t))
    else:  # heart
        pygame.draw.circle(surface, color, (cx - r * 0.38, cy - r * 0.2), r * 0.45)
        pygame.draw.circle(surface, color, (cx + r * 0.38, cy - r * 0.2), r * 0.45)
        pygame.draw.polygon(surface, color, [(cx - r * 0.8, cy - r * 0.05),
                                             (cx + r * 0.8, cy - r * 0.05), (cx, cy + r * 0.8)])


# -- menu items ------------------------------------------------------------------------------


class Item:
    """One row of a menu."""

    def __init__(self, label: str, enabled: bool = True, note: str = "") -> None:
        self.label = label
        self.enabled = enabled
        self.note = note

    def value_text(self) -> str | None:
        """What the row shows on its right, if anything."""
        return None

    def activate(self) -> None:
        """Confirm (or a click) on this row."""

    def change(self, delta: int) -> None:
        """Left (-1) or right (+1) on this row."""

    def typed(self, text: str) -> bool:
        """Typed text while focused; True if taken."""
        return False

    def back(self) -> bool:
        """Backspace while focused; True if taken (a text field deletes a letter)."""
        return False


class Button(Item):
    """A row that does something when pressed."""

    def __init__(self, label: str, on_press: Callable[[], None], enabled: bool = True,
                 note: str = "") -> None:
        super().__init__(label, enabled, note)
        self.on_press = on_press

    def activate(self) -> None:
        if self.enabled:
            self.on_press()


class Choice(Item):
    """A row that cycles through options with left and right (confirm moves on too)."""

    def __init__(self, label: str, options: Sequence[str], index: int,
                 on_change: Callable[[int], None], enabled: bool = True, note: str = "") -> None:
        super().__init__(label, enabled, note)
        self.options = list(options)
        self.index = index
        self.on_change = on_change

    def value_text(self) -> str:
        return f"‹ {self.options[self.index]} ›"

    def change(self, delta: int) -> None:
        if self.enabled and self.options:
            self.index = (self.index + delta) % len(self.options)
            self.on_change(self.index)

    def activate(self) -> None:
        self.change(1)


class Toggle(Item):
    """An on/off row."""

    def __init__(self, label: str, value: bool, on_change: Callable[[bool], None],
                 note: str = "") -> None:
        super().__init__(label, True, note)
        self.value = value
        self.on_change = on_change

    def value_text(self) -> str:
        return "ON" if self.value else "OFF"

    def activate(self) -> None:
        self.value = not self.value
        self.on_change(self.value)

    def change(self, delta: int) -> None:
        self.activate()


class Slider(Item):
    """A 0-1 value moved in tenths."""

    def __init__(self, label: str, value: float, on_change: Callable[[float], None]) -> None:
        super().__init__(label)
        self.value = value
        self.on_change = on_change

    def value_text(self) -> str:
        filled = round(self.value * 10)
        return "▮" * filled + "▯" * (10 - filled) + f" {round(self.value * 100):3d}%"

    def change(self, delta: int) -> None:
        self.value = min(1.0, max(0.0, round(self.value + delta * 0.1, 2)))
        self.on_change(self.value)

    def activate(self) -> None:
        self.change(1 if self.value < 1.0 else -10)


class TextField(Item):
    """A name to type: `begin` an edit, type, backspace deletes a letter; `commit` keeps the
    new name, `cancel` (Esc) puts back the name from before the edit."""

    def __init__(self, label: str, value: str, on_change: Callable[[str], None],
                 max_length: int = MAX_LENGTH) -> None:
        super().__init__(label)
        self.value = value
        self.on_change = on_change
        self.max_length = max_length
        self.before: str | None = None
        """The name as it was when the edit began; None while not editing."""

    @property
    def editing(self) -> bool:
        """Whether an edit is under way."""
        return self.before is not None

    def begin(self) -> None:
        """Start an edit, remembering the name to restore on `cancel`."""
        self.before = self.value

    def commit(self) -> None:
        """End the edit, keeping what was typed."""
        self.before = None

    def cancel(self) -> None:
        """End the edit and put the old name back."""
        if self.before is not None and self.before != self.value:
            self.value = self.before
            self.on_change(self.value)
        self.before = None

    def value_text(self) -> str:
        return self.value + "▏"

    def typed(self, text: str) -> bool:
        clean = "".join(ch for ch in text if ch.isprintable())
        if clean and len(self.value) < self.max_length:
            self.value = (self.value + clean)[: self.max_length]
            self.on_change(self.value)
        return True

    def back(self) -> bool:
        if self.value:
            self.value = self.value[:-1]
            self.on_change(self.value)
            return True
        return False


class Menu:
    """A focusable column of items in `rect`; rows are `row_height` tall."""

    def __init__(self, items: Sequence[Item], rect: pygame.Rect, row_height: int = 56,
                 on_focus: Callable[[int], None] | None = None) -> None:
        self.items = list(items)
        self.rect = rect
        self.row_height = row_height
        self.focus = next((i for i, item in enumerate(self.items) if item.enabled), 0)
        self.scroll = 0
        self.on_focus = on_focus
        self.pulse = 0.0

    @property
    def visible_rows(self) -> int:
        """How many rows fit."""
        return max(1, self.rect.height // self.row_height)

    def row_rect(self, index: int) -> pygame.Rect:
        """Where row `index` is drawn."""
        top = self.rect.top + (index - self.scroll) * self.row_height
        return pygame.Rect(self.rect.left, top, self.rect.width, self.row_height - 8)

    def _move(self, delta: int) -> None:
        if not self.items:
            return
        index = self.focus
        for _ in range(len(self.items)):
            index = (index + delta) % len(self.items)
            if self.items[index].enabled:
                break
        self.set_focus(index)

    def set_focus(self, index: int) -> None:
        """Move the focus to row `index` and scroll it into view."""
        self.focus = index
        if index < self.scroll:
            self.scroll = index
        elif index >= self.scroll + self.visible_rows:
            self.scroll = index - self.visible_rows + 1
        if self.on_focus is not None:
            self.on_focus(index)

    @property
    def current(self) -> Item | None:
        """The focused item."""
        return self.items[self.focus] if self.items else None

    def command(self, command: Command) -> bool:
        """Handle a command; True if the menu used it."""
        item = self.current
        if command is Command.UP:
            self._move(-1)
        elif command is Command.DOWN:
            self._move(1)
        elif command is Command.LEFT and item is not None:
            item.change(-1)
        elif command is Command.RIGHT and item is not None:
            item.change(1)
        elif command is Command.CONFIRM and item is not None:
            item.activate()
        else:
            return False
        return True

    def pointer(self, pointer: Pointer) -> bool:
        """Hover focuses, click activates (left/right thirds of a choice change it)."""
        if pointer.kind == "wheel" and self.rect.collidepoint(pointer.pos):
            self.scroll = max(0, min(len(self.items) - self.visible_rows,
                                     self.scroll - pointer.wheel))
            return True
        for index in range(self.scroll, min(len(self.items), self.scroll + self.visible_rows)):
            rect = self.row_rect(index)
            if not rect.collidepoint(pointer.pos) or not self.items[index].enabled:
                continue
            if pointer.kind == "move" and index != self.focus:
                self.set_focus(index)
            elif pointer.kind == "down" and pointer.button == 1:
                self.set_focus(index)
                item = self.items[index]
                if isinstance(item, (Choice, Slider)) and pointer.pos[0] < rect.centerx:
                    item.change(-1)
                elif isinstance(item, (Choice, Slider)):
                    item.change(1)
                else:
                    item.activate()
            return True
        return False

    def update(self, dt: float) -> None:
        """Animate the focus glow."""
        self.pulse += dt

    def draw(self, surface: pygame.Surface, assets: Assets) -> None:
        """Draw the rows; the focused one glows."""
        for index in range(self.scroll, min(len(self.items), self.scroll + self.visible_rows)):
            item = self.items[index]
            rect = self.row_rect(index)
            focused = index == self.focus
            color = theme.PANEL_HI if focused else theme.PANEL
            edge = theme.GOLD if focused else theme.PANEL_EDGE
            panel(surface, rect, color, edge, radius=12, alpha=240)
            if focused:
                glow = int(60 + 50 * math.sin(self.pulse * 5))
                pygame.draw.rect(surface, (255, 204, 51), rect.inflate(6, 6), 2, border_radius=14)
                bar = pygame.Rect(rect.left + 8, rect.top + 10, 6, rect.height - 20)
                pygame.draw.rect(surface, (255, 150 + glow // 2, 80), bar, border_radius=3)
            ink = theme.INK if item.enabled else theme.INK_FAINT
            size = min(28, rect.height - 22)
            text(surface, assets, item.label, size, ink, (rect.left + 26, rect.centery),
                 anchor="midleft")
            value = item.value_text()
            if value is not None:
                text(surface, assets, value, size, theme.GOLD if focused else theme.CYAN,
                     (rect.right - 20, rect.centery), anchor="midright")
            elif item.note:
                text(surface, assets, item.note, 18, theme.INK_DIM,
                     (rect.right - 20, rect.centery), anchor="midright", kind="sans")
        if self.scroll > 0:
            text(surface, assets, "▲", 20, theme.INK_DIM, (self.rect.centerx, self.rect.top - 6),
                 anchor="midbottom")
        if self.scroll + self.visible_rows < len(self.items):
            text(surface, assets, "▼", 20, theme.INK_DIM,
                 (self.rect.centerx, self.rect.top + self.visible_rows * self.row_height),
                 anchor="midtop")
