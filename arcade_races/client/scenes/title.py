"""The title screen (an animated logo drawn by code, and the main menu), and what every menu
screen shares: the backdrop, the entry wipe, the sounds, a row of big buttons, text wrapping.

Sounds: a click on every move or change, a whoosh when a screen opens.
"""

from __future__ import annotations

import importlib
import math
import time
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from arcade_races import __version__
from arcade_races.client import theme
from arcade_races.client.assets import Assets
from arcade_races.client.input import Command, Pointer
from arcade_races.client.scene import Scene
from arcade_races.client.scenes.logo import RUN_Y, Logo, draw_running_ace
from arcade_races.client.stage.motion import ease_out
from arcade_races.client.widgets import (
    Button,
    Menu,
    backdrop,
    fit_text,
    panel,
    text,
    title_banner,
)

if TYPE_CHECKING:
    from arcade_races.client.app import App

Color = tuple[int, int, int]

WIPE_TIME = 0.35
"""Seconds the racing-stripe wipe takes to uncover a screen that has just opened."""


# -- shared by the menu screens --------------------------------------------------------------


class MenuScene(Scene):
    """Base of the menu screens: the animated backdrop, a banner, the wipe on entry, a whoosh
    when it opens and `click()` for every move. `age` counts seconds since it opened."""

    banner = ""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.age = 0.0

    def enter(self) -> None:
        self.age = 0.0
        self.app.sounds.play("whoosh")

    def click(self) -> None:
        """The sound of a move or a change."""
        self.app.sounds.play("click")

    def update(self, dt: float) -> None:
        self.age += dt

    def draw_backdrop(self, surface: pygame.Surface, banner: str | None = None) -> None:
        """The animated backdrop and the banner (the class's `banner` unless given)."""
        backdrop(surface, self.app.time)
        words = self.banner if banner is None else banner
        if words:
            title_banner(surface, self.app.assets, words, y=22)

    def draw_wipe(self, surface: pygame.Surface) -> None:
        """While the screen opens: a slanted racing stripe sweeps across and uncovers it."""
        if self.age >= WIPE_TIME:
            return
        w, h = surface.get_size()
        p = ease_out(self.age / WIPE_TIME)
        edge = -160 + (w + 320) * p
        slant = 140
        pygame.draw.polygon(surface, theme.BG_DEEP,
                            [(edge, 0), (w + 10, 0), (w + 10, h), (edge - slant, h)])
        for offset, width, color in ((0, 26, theme.PINK), (34, 12, theme.GOLD),
                                     (54, 6, theme.CYAN)):
            x = edge + offset
            pygame.draw.polygon(surface, color, [(x, 0), (x + width, 0),
                                                 (x + width - slant, h), (x - slant, h)])


def wrap_text(assets: Assets, words: str, size: int, width: int, kind: str = "sans") -> list[str]:
    """`words` broken into lines no wider than `width` (a word longer than a line is cut)."""
    font = assets.font(size, kind)
    lines: list[str] = []
    for paragraph in words.split("\n"):
        line = ""
        for word in paragraph.split():
            candidate = f"{line} {word}" if line else word
            if font.size(candidate)[0] <= width:
                line = candidate
                continue
            if line:
                lines.append(line)
            while font.size(word)[0] > width and len(word) > 1:
                cut = len(word)
                while cut > 1 and font.size(word[:cut])[0] > width:
                    cut -= 1
                lines.append(word[:cut])
                word = word[cut:]
            line = word
        lines.append(line)
    return lines


def ellipsize(assets: Assets, words: str, size: int, width: int, kind: str = "sans") -> str:
    """`words`, cut with an ellipsis if they are wider than `width`."""
    font = assets.font(size, kind)
    if font.size(words)[0] <= width:
        return words
    cut = len(words)
    while cut > 0 and font.size(words[:cut] + "…")[0] > width:
        cut -= 1
    return words[:cut].rstrip() + "…"


def rich_text(
    surface: pygame.Surface,
    assets: Assets,
    words: str,
    size: int,
    color: Color,
    pos: tuple[float, float],
    kind: str = "sans",
    shadow: bool = False,
) -> int:
    """Draw one line from its top-left corner with every suit symbol in its suit's colour;
    returns the width drawn."""
    suits = {symbol: theme.SUIT_COLORS[suit] for suit, symbol in theme.SUIT_SYMBOLS.items()}
    x, y = pos
    run = ""
    for ch in [*words, ""]:
        if ch and ch not in suits:
            run += ch
            continue
        if run:
            x = text(surface, assets, run, size, color, (x, y), kind=kind, shadow=shadow).right
            run = ""
        if ch:
            x = text(surface, assets, ch, size, suits[ch], (x, y), kind="bold",
                     shadow=shadow).right
    return round(x - pos[0])


class ButtonRow:
    """Big buttons side by side, centred on `center_x` at `top`: left and right move, confirm
    presses; the mouse hovers and clicks. `primary` marks the button drawn in pink."""

    def __init__(
        self,
        buttons: Sequence[Button],
        top: int,
        center_x: int = 640,
        width: int = 250,
        height: int = 56,
        gap: int = 24,
        primary: int | None = None,
        on_move: Callable[[], None] | None = None,
    ) -> None:
        self.buttons = list(buttons)
        self.primary = primary
        self.on_move = on_move
        total = len(self.buttons) * width + (len(self.buttons) - 1) * gap
        left = center_x - total // 2
        self.rects = [pygame.Rect(left + i * (width + gap), top, width, height)
                      for i in range(len(self.buttons))]
        enabled = [i for i, b in enumerate(self.buttons) if b.enabled]
        self.focus = primary if primary is not None and primary in enabled else (
            enabled[0] if enabled else 0)

    def move(self, delta: int) -> None:
        """Focus the next enabled button left (-1) or right (+1), if there is one."""
        index = self.focus + delta
        while 0 <= index < len(self.buttons):
            if self.buttons[index].enabled:
                self.focus = index
                if self.on_move is not None:
                    self.on_move()
                return
            index += delta

    def command(self, command: Command) -> bool:
        """Left, right and confirm; True if used."""
        if command is Command.LEFT:
            self.move(-1)
        elif command is Command.RIGHT:
            self.move(1)
        elif command is Command.CONFIRM:
            self.buttons[self.focus].activate()
        else:
            return False
        return True

    def hit(self, pos: tuple[int, int]) -> int | None:
        """The enabled button under `pos`."""
        for index, rect in enumerate(self.rects):
            if rect.collidepoint(pos) and self.buttons[index].enabled:
                return index
        return None

    def pointer(self, pointer: Pointer) -> bool:
        """Hover focuses, a left click presses; True if the pointer is on a button."""
        index = self.hit(pointer.pos)
        if index is None:
            return False
        if pointer.kind == "move" and index != self.focus:
            self.focus = index
            if self.on_move is not None:
                self.on_move()
        elif pointer.kind == "down" and pointer.button == 1:
            self.focus = index
            self.buttons[index].activate()
        return True

    def draw(self, surface: pygame.Surface, assets: Assets, active: bool, t: float) -> None:
        """Draw the buttons; with `active`, the focused one glows."""
        for index, (button, rect) in enumerate(zip(self.buttons, self.rects, strict=True)):
            lit = active and index == self.focus
            big_button(surface, assets, rect, button.label, lit, index == self.primary,
                       button.enabled, t)


def big_button(surface: pygame.Surface, assets: Assets, rect: pygame.Rect, label: str,
               lit: bool, primary: bool, enabled: bool, t: float) -> None:
    """One big arcade button: pink when primary, glowing gold when `lit`."""
    if not enabled:
        fill, edge, ink = theme.BG_DEEP, theme.PANEL, theme.INK_FAINT
    elif lit:
        fill, edge, ink = theme.PINK, theme.GOLD, theme.INK
    elif primary:
        fill, edge, ink = (150, 40, 92), theme.PINK, theme.INK
    else:
        fill, edge, ink = theme.PANEL, theme.PANEL_EDGE, theme.INK_DIM
    body = rect
    if lit:
        grow = round(3 + 2 * math.sin(t * 6))
        body = rect.inflate(grow * 2, grow)
        halo = body.inflate(28, 28)
        glow = pygame.Surface(halo.size, pygame.SRCALPHA)
        for k in range(1, 5):
            ring = glow.get_rect().inflate(-k * 6 + 6, -k * 6 + 6)
            pygame.draw.rect(glow, (*theme.PINK, 18 * k), ring, 4, border_radius=14 + 14 - k * 3)
        surface.blit(glow, halo)
    panel(surface, body, fill, edge, radius=14, alpha=255)
    if lit:
        pygame.draw.rect(surface, theme.GOLD, body, 3, border_radius=14)
    shine = pygame.Rect(body.left + 10, body.top + 5, body.width - 20, body.height // 3)
    gloss = pygame.Surface(shine.size, pygame.SRCALPHA)
    pygame.draw.rect(gloss, (255, 255, 255, 34 if enabled else 8), gloss.get_rect(),
                     border_radius=10)
    surface.blit(gloss, shine)
    size = fit_text(assets, label, min(26, body.height - 24), body.width - 28)
    text(surface, assets, label, size, ink, body.center, anchor="center")


def new_seed() -> int:
    """A seed for a new game, from the clock (so every game deals differently)."""
    return time.time_ns() // 1000 % 1_000_000_000


def optional(module: str, name: str) -> Any | None:
    """`name` from `module`, or None while that module is not written yet."""
    try:
        loaded = importlib.import_module(module)
    except ImportError:
        return None
    return getattr(loaded, name, None)


# -- the title scene ---------------------------------------------------------------------------

CAPTIONS = {
    "Play": "Hot-seat at one screen: humans and AI",
    "Watch": "AI-only races, like a broadcast",
    "Replays": "Watch or resume saved games",
    "Settings": "Sound, screen, colour-blind mode",
    "Rules": "How each game is played",
    "Quit": "See you at the races!",
}


class TitleScene(MenuScene):
    """The title: the logo, aces racing under it, and the main menu. Quitting asks first
    (Quit, or Esc, opens the question), and the focus stops at the menu's ends rather than
    wrapping from Play round to Quit."""

    MENU_TOP = 294
    MENU_ROOM = 380
    ROW = 52

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.logo = Logo(app.assets)
        self.intro = 0.0
        self.continue_entry: Any | None = None
        self.captions: dict[str, str] = dict(CAPTIONS)
        self.menu = Menu([], pygame.Rect(0, 0, 1, 1))
        self._build_menu()
        from arcade_races.client.scenes.confirm import ConfirmDialog  # it builds on this module

        self.quit_dialog = ConfirmDialog("QUIT ARCADE RACES?", CAPTIONS["Quit"], "Stay",
                                         "Quit", self.app.quit, on_move=self.click)

    @property
    def hints(self) -> tuple[tuple[Command, str], ...]:  # type: ignore[override]
        if self.quit_dialog.is_open:
            return self.quit_dialog.hints
        return ((Command.UP, "move"), (Command.CONFIRM, "select"), (Command.BACK, "quit"))

    # -- the menu --------------------------------------------------------------------------

    def _build_menu(self) -> None:
        """The menu items; Continue only while an interrupted game waits."""
        focused = self.menu.current.label if self.menu.current is not None else "Play"
        self.continue_entry = _latest_unfinished()
        items: list[Button] = [Button("Play", self._play), Button("Watch", self._watch)]
        if self.continue_entry is not None:
            items.append(Button("Continue", self._continue))
            self.captions["Continue"] = _entry_caption(self.continue_entry)
        if optional("arcade_races.client.scenes.replays", "ReplaysScene") is not None:
            items.append(Button("Replays", self._replays))
        items += [Button("Settings", self._settings), Button("Rules", self._rules),
                  Button("Quit", self.ask_quit)]
        width = 400
        height = self.ROW * len(items)
        top = self.MENU_TOP + max(0, (self.MENU_ROOM - height) // 2)
        rect = pygame.Rect(640 - width // 2, top, width, height)
        self.menu = Menu(items, rect, row_height=self.ROW, on_focus=lambda _: self.click())
        labels = [item.label for item in items]
        if self.continue_entry is not None and focused == "Play":
            focused = "Continue"
        self.menu.focus = labels.index(focused) if focused in labels else 0

    def _play(self) -> None:
        self.app.push(self.app.make_scene("game_select", mode="play"))

    def _watch(self) -> None:
        self.app.push(self.app.make_scene("game_select", mode="watch"))

    def _continue(self) -> None:
        if self.continue_entry is None:
            return
        resume_scene = optional("arcade_races.client.scenes.replays", "resume_scene")
        if resume_scene is not None:
            self.app.push(resume_scene(self.app, self.continue_entry.path))

    def _replays(self) -> None:
        scene = optional("arcade_races.client.scenes.replays", "ReplaysScene")
        if scene is not None:
            self.app.push(scene(self.app))

    def _settings(self) -> None:
        self.app.push(self.app.make_scene("settings"))

    def ask_quit(self) -> None:
        """Ask before the window closes (Stay has the focus)."""
        self.menu.set_focus(len(self.menu.items) - 1)
        self.quit_dialog.ask()
        self.click()

    def _rules(self) -> None:
        self.app.push(self.app.make_scene("game_select", mode="rules"))

    # -- lifecycle and input ---------------------------------------------------------------

    def resume(self) -> None:
        self._build_menu()

    def command(self, command: Command) -> None:
        if self.quit_dialog.command(command):
            return
        if command is Command.BACK:
            self.ask_quit()
            return
        last = len(self.menu.items) - 1
        if (command is Command.UP and self.menu.focus == 0) or (
                command is Command.DOWN and self.menu.focus == last):
            return  # the ends stop the focus: Up from Play never lands on Quit
        self.menu.command(command)

    def pointer(self, pointer: Pointer) -> None:
        if self.quit_dialog.pointer(pointer):
            return
        self.menu.pointer(pointer)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.intro += dt
        self.menu.update(dt)

    # -- drawing ---------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_backdrop(surface)
        t = self.app.time
        self.logo.draw(surface, t, self.intro)
        self._draw_runners(surface, t)
        self._draw_menu(surface, t)
        w, h = surface.get_size()
        # The version, quietly in the corner above the hints (a bug report can quote it).
        text(surface, self.app.assets, f"v{__version__}", 15, theme.INK_FAINT, (w - 20, h - 50),
             anchor="bottomright", kind="sans", shadow=False)
        self.quit_dialog.draw(surface, self.app.assets, t)
        self.draw_wipe(surface)

    def _draw_runners(self, surface: pygame.Surface, t: float) -> None:
        w = surface.get_width()
        pygame.draw.line(surface, theme.PANEL_EDGE, (0, RUN_Y + 2), (w, RUN_Y + 2), 2)
        span = w + 260
        runners = []
        for i, suit in enumerate(("C", "D", "H", "S")):
            lead = 70 * math.sin(t * 0.7 + i * 1.9) + 40 * math.sin(t * 1.3 + i)
            x = (t * 150 + i * 95 + lead) % span - 130
            runners.append((x, suit, i))
        for x, suit, i in sorted(runners):
            draw_running_ace(surface, self.app.assets, suit, x, t, i * 1.7)

    def _draw_menu(self, surface: pygame.Surface, t: float) -> None:
        assets = self.app.assets
        menu = self.menu
        for index, item in enumerate(menu.items):
            rect = menu.row_rect(index)
            lit = index == menu.focus
            if lit:
                big_button(surface, assets, rect, item.label.upper(), True, False, True, t)
                arrow = 8 * math.sin(t * 8)
                text(surface, assets, "▶", 24, theme.GOLD, (rect.left - 34 + arrow, rect.centery),
                     anchor="center")
                text(surface, assets, "◀", 24, theme.GOLD,
                     (rect.right + 34 - arrow, rect.centery), anchor="center")
                caption = self.captions.get(item.label, "")
                width = surface.get_width() - rect.right - 76
                lines = wrap_text(assets, caption, 17, width)[:2] if caption else []
                y = rect.centery - 11 * (len(lines) - 1)
                for line in lines:
                    text(surface, assets, ellipsize(assets, line, 17, width), 17, theme.INK_DIM,
                         (rect.right + 60, y), anchor="midleft", kind="sans")
                    y += 22
            else:
                panel(surface, rect, theme.PANEL, theme.PANEL_EDGE, radius=14, alpha=200)
                text(surface, assets, item.label.upper(), 24, theme.INK_DIM, rect.center,
                     anchor="center")


def _latest_unfinished() -> Any | None:
    """The interrupted game to continue, if the replay list knows one."""
    find = optional("arcade_races.client.replaylist", "latest_unfinished")
    return find() if find is not None else None


def _entry_caption(entry: Any) -> str:
    """`Resume: Pferderennen, 4 players` and when it started, for an interrupted game."""
    from arcade_races.games import GAMES

    game = getattr(entry, "game", "")
    title = GAMES[game].title if game in GAMES else str(game)
    seats = getattr(entry, "seats", ())
    created = getattr(entry, "created", "")
    when = ""
    if hasattr(created, "astimezone"):
        when = created.astimezone().strftime("%d %b, %H:%M")
    elif created:
        when = str(created).replace("T", " ")[:16]
    parts = [", ".join(p for p in (title, f"{len(seats)} players" if seats else "") if p)]
    if when:
        parts.append(f"started {when}")
    return "Resume: " + "\n".join(parts)
