"""The options of a new game: variants switched on and off, and the board, chosen from the
built-in ones and every board file in the user's own folder, with a small preview.

Every board is loaded and set up when the list is made (`board_list`); one that fails is listed
greyed with its one-line `FILE:LINE:COL: what (allowed)` message, so a track maker sees what to
fix.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from arcade_races.boards.errors import BoardError
from arcade_races.client import theme
from arcade_races.client.assets import Assets
from arcade_races.client.input import Command, Pointer
from arcade_races.client.paths import boards_dir
from arcade_races.client.registry import client_game, variant_text
from arcade_races.client.scenes.board_list import (
    BoardChoice,
    draw_preview,
    folder_words,
    scan_boards,
    short_error,
    wrap_path,
)
from arcade_races.client.scenes.title import (
    ButtonRow,
    MenuScene,
    ellipsize,
    new_seed,
    wrap_text,
)
from arcade_races.client.widgets import Button, Toggle, panel, seat_token, text
from arcade_races.core.errors import ArcadeRacesError
from arcade_races.games import GAMES
from arcade_races.replay import SeatInfo

if TYPE_CHECKING:
    from arcade_races.client.app import App

LEFT_PANEL = pygame.Rect(40, 132, 560, 468)
RIGHT_PANEL = pygame.Rect(624, 132, 616, 468)
VARIANT_ROW = 64
BOARD_ROW = 50
BOARD_ROWS = 3
LIST_TOP = RIGHT_PANEL.top + 50
DETAIL = pygame.Rect(RIGHT_PANEL.left + 16, LIST_TOP + BOARD_ROWS * BOARD_ROW + 8,
                     RIGHT_PANEL.width - 32, 162)
PREVIEW = pygame.Rect(DETAIL.left, DETAIL.top, 288, 162)
BUTTONS_TOP = 616
FLASH_TIME = 4.0


# -- boards ------------------------------------------------------------------------------------


class OptionsScene(MenuScene):
    """Variants and board for a game of `game_id` with `seats`; Start plays it."""

    banner = "RACE OPTIONS"
    hints = ((Command.UP, "move"), (Command.CONFIRM, "choose"), (Command.NEXT, "reload boards"),
             (Command.PAUSE, "start"), (Command.BACK, "back"))

    def __init__(self, app: App, game_id: str, seats: Sequence[SeatInfo]) -> None:
        super().__init__(app)
        self.spec = GAMES[game_id]
        self.game_id = game_id
        self.seats = tuple(seats)
        # A row per switch; variants written `key=value` (six_day's days=1 ... days=6) share
        # one row that steps through its values, since only one of them can be on.
        self.variants: list[str] = []
        self.choices: dict[str, list[str]] = {}
        for name in self.spec.variants:
            key = name.split("=")[0]
            if "=" in name:
                if key not in self.choices:
                    self.choices[key] = []
                    self.variants.append(key)
                self.choices[key].append(name)
            else:
                self.variants.append(name)
        self.toggles = [Toggle(variant_text(game_id, name)[0], False, lambda _: self.click())
                        for name in self.variants]
        self.picked: dict[str, int] = {key: -1 for key in self.choices}
        self.boards: list[BoardChoice] = []
        self.folder = boards_dir(game_id)
        self.folder_note: str | None = None
        self.selected = 0
        self.region = "variants" if self.variants else "boards"
        self.variant_focus = 0
        self.board_focus = 0
        self.board_scroll = 0
        self.last_region = self.region
        self.message = ""
        self.message_time = 0.0
        self.buttons = ButtonRow([Button("◀  Back", self.app.pop),
                                  Button("Start race  ▶", self.start)],
                                 top=BUTTONS_TOP, width=260, height=52, primary=1,
                                 on_move=self.click)
        self.reload()
        self.board_focus = self.selected
        self._scroll_to(self.board_focus)

    # -- boards ------------------------------------------------------------------------------

    def reload(self) -> None:
        """Scan the boards again (keeping the chosen one if it is still there)."""
        chosen = self.boards[self.selected].path if self.boards else None
        self.boards, self.folder, self.folder_note = scan_boards(self.game_id)
        paths = [board.path for board in self.boards]
        if chosen in paths and self.boards[paths.index(chosen)].ok:
            self.selected = paths.index(chosen)
        else:
            default = next((i for i, b in enumerate(self.boards)
                            if b.builtin and b.path.name == self.spec.default_board and b.ok),
                           None)
            if default is None:
                default = next((i for i, b in enumerate(self.boards) if b.ok), 0)
            self.selected = default
        self.board_focus = min(self.board_focus, max(0, len(self.boards) - 1))
        self._scroll_to(self.board_focus)

    @property
    def board(self) -> BoardChoice | None:
        """The chosen board."""
        return self.boards[self.selected] if self.boards else None

    def _scroll_to(self, index: int) -> None:
        if index < self.board_scroll:
            self.board_scroll = index
        elif index >= self.board_scroll + BOARD_ROWS:
            self.board_scroll = index - BOARD_ROWS + 1
        self.board_scroll = max(0, min(self.board_scroll, max(0, len(self.boards) - BOARD_ROWS)))

    def choose_board(self, index: int) -> None:
        """Pick board `index`; a broken one says why it cannot be picked."""
        board = self.boards[index]
        if board.ok:
            self.selected = index
            self.click()
        else:
            self.app.sounds.play("stumble")
            self.flash("That board has a problem: fix the file, then press Tab to reload.")

    def toggle(self, index: int) -> None:
        """Switch variant row `index` on or off (a row of values steps to the next one)."""
        key = self.variants[index]
        if key in self.choices:
            self.picked[key] += 1
            if self.picked[key] >= len(self.choices[key]):
                self.picked[key] = -1
            self.toggles[index].value = self.picked[key] >= 0
            self.click()
            return
        self.toggles[index].activate()

    def pick_value(self, index: int, value: int) -> None:
        """Set the row of values `index` to its `value`-th value (-1: as the rules say)."""
        key = self.variants[index]
        if self.picked[key] != value:
            self.picked[key] = value
            self.toggles[index].value = value >= 0
            self.click()

    def has_default(self, key: str) -> bool:
        """Whether row of values `key` names its as-the-rules-say value (the game's entry
        writes a label for the bare key, as Rennfieber's `races`): then the row shows its
        values as chips, that one last, instead of an on/off switch."""
        entry = client_game(self.game_id)
        return key in self.choices and entry is not None and key in entry.variants

    def value_chips(self, index: int) -> list[tuple[str, int]]:
        """The chips of row of values `index`: (text, value), the rules' own value last as
        "all" (value -1); none for a plain switch."""
        key = self.variants[index]
        if not self.has_default(key):
            return []
        return [*((name.split("=", 1)[1], k) for k, name in enumerate(self.choices[key])),
                ("all", -1)]

    def chip_rects(self, index: int) -> list[pygame.Rect]:
        """Where the value chips of row `index` are drawn, right-aligned in the row."""
        chips = self.value_chips(index)
        rect = self.variant_rect(index)
        width, gap = 44, 6
        right = rect.right - 12
        rects = []
        for k in range(len(chips)):
            left = right - (len(chips) - k) * (width + gap) + gap
            rects.append(pygame.Rect(left, rect.top + 6, width, 26))
        return rects

    def row_text(self, index: int) -> tuple[str, str]:
        """The label and description of variant row `index`."""
        key = self.variants[index]
        if key not in self.choices:
            return variant_text(self.game_id, key)
        picked = self.picked[key]
        if picked < 0 and self.has_default(key):
            return variant_text(self.game_id, key)
        name = self.choices[key][picked] if picked >= 0 else self.choices[key][-1]
        label, description = variant_text(self.game_id, name)
        if picked < 0:
            return (f"{key.capitalize()}: as the rules say",
                    "Press to choose: " + ", ".join(v.split("=")[1] for v in self.choices[key]))
        return label, description

    def flash(self, message: str) -> None:
        """Show a message over the screen for a few seconds."""
        self.message = message
        self.message_time = FLASH_TIME

    # -- starting ----------------------------------------------------------------------------

    def chosen_variants(self) -> tuple[str, ...]:
        """The variants switched on, in the game's order."""
        chosen: list[str] = []
        for name, toggle in zip(self.variants, self.toggles, strict=True):
            if name in self.choices:
                if self.picked[name] >= 0:
                    chosen.append(self.choices[name][self.picked[name]])
            elif toggle.value:
                chosen.append(name)
        return tuple(chosen)

    def start(self) -> None:
        """Set the game up and play it (a board that fails now is reported, not played)."""
        from arcade_races.gamesetup import make_header

        board = self.board
        if board is None or not board.ok:
            self.flash("Choose a board that works first.")
            return
        default = board.builtin and board.path.name == self.spec.default_board
        try:
            header = make_header(self.game_id, self.seats, new_seed(), self.chosen_variants(),
                                 None if default else board.path)
            header.build_game()
        except BoardError as err:
            self.app.sounds.play("stumble")
            self.flash(short_error(err.message, board.path))
            return
        except ArcadeRacesError as err:
            self.app.sounds.play("stumble")
            self.flash(str(err))
            return
        self.app.reset_to(self.app.make_scene("play", header))

    # -- input -------------------------------------------------------------------------------

    def _focus_region(self, region: str) -> None:
        if region != self.region:
            if self.region != "buttons":
                self.last_region = self.region
            self.region = region
            self.click()

    def command(self, command: Command) -> None:
        if command is Command.BACK:
            self.app.pop()
        elif command is Command.PAUSE:
            self.start()
        elif command is Command.NEXT:
            self.reload()
            self.click()
            self.flash(f"Boards reloaded: {len(self.boards)} found.")
        elif self.region == "buttons":
            if command is Command.UP:
                self._focus_region(self.last_region)
            else:
                self.buttons.command(command)
        elif self.region == "variants":
            self._variants_command(command)
        else:
            self._boards_command(command)

    def _variants_command(self, command: Command) -> None:
        if command is Command.UP and self.variant_focus > 0:
            self.variant_focus -= 1
            self.click()
        elif command is Command.DOWN:
            if self.variant_focus + 1 < len(self.variants):
                self.variant_focus += 1
                self.click()
            else:
                self._focus_region("buttons")
        elif command is Command.RIGHT and self.boards:
            self.board_focus = min(len(self.boards) - 1, self.board_scroll
                                   + min(BOARD_ROWS - 1, self.variant_focus))
            self._focus_region("boards")
        elif command is Command.CONFIRM:
            self.toggle(self.variant_focus)

    def _boards_command(self, command: Command) -> None:
        if command is Command.UP and self.board_focus > 0:
            self.board_focus -= 1
            self._scroll_to(self.board_focus)
            self.click()
        elif command is Command.DOWN:
            if self.board_focus + 1 < len(self.boards):
                self.board_focus += 1
                self._scroll_to(self.board_focus)
                self.click()
            else:
                self._focus_region("buttons")
        elif command is Command.LEFT and self.variants:
            self.variant_focus = min(len(self.variants) - 1, self.board_focus - self.board_scroll)
            self._focus_region("variants")
        elif command is Command.CONFIRM and self.boards:
            self.choose_board(self.board_focus)

    def variant_rect(self, index: int) -> pygame.Rect:
        """Where variant row `index` is drawn."""
        return pygame.Rect(LEFT_PANEL.left + 16, LEFT_PANEL.top + 50 + index * VARIANT_ROW,
                           LEFT_PANEL.width - 32, VARIANT_ROW - 8)

    def board_rect(self, index: int) -> pygame.Rect:
        """Where board row `index` is drawn (if it is scrolled into view)."""
        return pygame.Rect(RIGHT_PANEL.left + 16,
                           LIST_TOP + (index - self.board_scroll) * BOARD_ROW,
                           RIGHT_PANEL.width - 32, BOARD_ROW - 6)

    def pointer(self, pointer: Pointer) -> None:
        pos = pointer.pos
        if pointer.kind == "wheel":
            list_area = pygame.Rect(RIGHT_PANEL.left, LIST_TOP, RIGHT_PANEL.width,
                                    BOARD_ROWS * BOARD_ROW)
            if list_area.collidepoint(pos):
                top = max(0, len(self.boards) - BOARD_ROWS)
                self.board_scroll = max(0, min(top, self.board_scroll - pointer.wheel))
            return
        if self.buttons.hit(pos) is not None:
            if pointer.kind == "move":
                self._focus_region("buttons")
            self.buttons.pointer(pointer)
            return
        pressed = pointer.kind == "down" and pointer.button == 1
        for index in range(len(self.variants)):
            if self.variant_rect(index).collidepoint(pos):
                if index != self.variant_focus or self.region != "variants":
                    self.variant_focus = index
                    self.region = "variants"
                    self.click()
                if pressed:
                    chips = self.chip_rects(index)
                    hit = next((k for k, chip in enumerate(chips) if chip.collidepoint(pos)),
                               None)
                    if hit is None:
                        self.toggle(index)
                    else:
                        self.pick_value(index, self.value_chips(index)[hit][1])
                return
        visible = range(self.board_scroll, min(len(self.boards), self.board_scroll + BOARD_ROWS))
        for index in visible:
            if self.board_rect(index).collidepoint(pos):
                if index != self.board_focus or self.region != "boards":
                    self.board_focus = index
                    self.region = "boards"
                    self.click()
                if pressed:
                    self.choose_board(index)
                return

    def update(self, dt: float) -> None:
        super().update(dt)
        self.message_time = max(0.0, self.message_time - dt)

    # -- drawing -----------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_backdrop(surface)
        t = self.app.time
        self._draw_seats(surface)
        self._draw_variants(surface, t)
        self._draw_boards(surface, t)
        self.buttons.draw(surface, self.app.assets, self.region == "buttons", t)
        if self.message_time > 0:
            self._draw_flash(surface)
        self.draw_wipe(surface)

    def _draw_seats(self, surface: pygame.Surface) -> None:
        assets = self.app.assets
        count = len(self.seats)
        slot = min(180, 1160 // max(1, count))
        left = 640 - slot * count // 2
        for index, seat in enumerate(self.seats):
            x = left + index * slot
            seat_token(surface, assets, index, (x + 14, 104), 11, self.app.settings.colour_blind)
            name = ellipsize(assets, seat.name, 16, slot - 36, kind="bold")
            color = theme.GREEN if seat.kind == "human" else theme.INK
            text(surface, assets, name, 16, color, (x + 30, 104), anchor="midleft")

    def _draw_variants(self, surface: pygame.Surface, t: float) -> None:
        assets = self.app.assets
        panel(surface, LEFT_PANEL, theme.BG_DEEP, theme.PANEL_EDGE, radius=16, alpha=200)
        text(surface, assets, "VARIANTS", 24, theme.GOLD,
             (LEFT_PANEL.left + 20, LEFT_PANEL.top + 12), kind="condensed")
        if not self.variants:
            text(surface, assets, "This game has no variants.", 20, theme.INK_DIM,
                 (LEFT_PANEL.left + 20, LEFT_PANEL.top + 60), kind="sans")
            return
        on_count = len(self.chosen_variants())
        text(surface, assets, f"{on_count} on" if on_count else "all off: the classic rules",
             16, theme.INK_DIM, (LEFT_PANEL.right - 20, LEFT_PANEL.top + 18),
             anchor="topright", kind="sans")
        for index in range(len(self.variants)):
            rect = self.variant_rect(index)
            focused = self.region == "variants" and index == self.variant_focus
            on = self.toggles[index].value
            panel(surface, rect, theme.PANEL_HI if focused else theme.PANEL,
                  theme.GOLD if focused else theme.PANEL_EDGE, radius=12, alpha=240)
            label, description = self.row_text(index)
            text(surface, assets, label, 21, theme.INK if on or focused else theme.INK_DIM,
                 (rect.left + 16, rect.top + 7))
            if description:
                line = ellipsize(assets, description, 16, rect.width - 32)
                text(surface, assets, line, 16, theme.INK_DIM, (rect.left + 16, rect.top + 33),
                     kind="sans", shadow=False)
            chips = self.value_chips(index)
            if chips:
                picked = self.picked[self.variants[index]]
                for (words, value), chip in zip(chips, self.chip_rects(index), strict=True):
                    _chip(surface, assets, chip, words, value == picked)
                continue
            switch_rect = pygame.Rect(0, 0, 66, 26)
            switch_rect.topright = (rect.right - 12, rect.top + 6)
            _switch(surface, assets, switch_rect, on)

    def _draw_boards(self, surface: pygame.Surface, t: float) -> None:
        assets = self.app.assets
        panel(surface, RIGHT_PANEL, theme.BG_DEEP, theme.PANEL_EDGE, radius=16, alpha=200)
        text(surface, assets, "BOARD", 24, theme.GOLD,
             (RIGHT_PANEL.left + 20, RIGHT_PANEL.top + 12), kind="condensed")
        text(surface, assets, f"{len(self.boards)} found", 16, theme.INK_DIM,
             (RIGHT_PANEL.right - 20, RIGHT_PANEL.top + 18), anchor="topright", kind="sans")
        end = min(len(self.boards), self.board_scroll + BOARD_ROWS)
        for index in range(self.board_scroll, end):
            self._draw_board_row(surface, index)
        arrow_x = RIGHT_PANEL.right - 8
        if self.board_scroll > 0:
            text(surface, assets, "▲", 12, theme.GOLD, (arrow_x, LIST_TOP + 2), anchor="midtop",
                 shadow=False)
        if end < len(self.boards):
            text(surface, assets, "▼", 12, theme.GOLD,
                 (arrow_x, LIST_TOP + BOARD_ROWS * BOARD_ROW - 8), anchor="midbottom",
                 shadow=False)
        shown = self.boards[self.board_focus] if self.region == "boards" and self.boards \
            else self.board
        if shown is not None:
            self._draw_detail(surface, shown)
        self._draw_folder(surface)

    def _draw_board_row(self, surface: pygame.Surface, index: int) -> None:
        assets = self.app.assets
        board = self.boards[index]
        rect = self.board_rect(index)
        focused = self.region == "boards" and index == self.board_focus
        fill = theme.PANEL_HI if focused else theme.PANEL if board.ok else theme.BG_DEEP
        edge = theme.GOLD if focused else theme.PANEL_EDGE if board.ok else (110, 50, 70)
        panel(surface, rect, fill, edge, radius=10, alpha=240)
        radio = (rect.left + 20, rect.centery)
        if board.ok:
            pygame.draw.circle(surface, theme.INK_DIM, radio, 9, 2)
            if index == self.selected:
                pygame.draw.circle(surface, theme.PINK, radio, 6)
        else:
            text(surface, assets, "!", 18, theme.RED, radio, anchor="center")
        tag = "built-in" if board.builtin else "yours"
        tag_img = assets.text(tag, 13, theme.BG_DEEP, "bold")
        chip = pygame.Rect(0, 0, tag_img.get_width() + 14, 20)
        chip.topright = (rect.right - 10, rect.top + 6)
        pygame.draw.rect(surface, theme.CYAN if board.builtin else theme.GOLD, chip,
                         border_radius=10)
        surface.blit(tag_img, tag_img.get_rect(center=chip.center))
        name_width = chip.left - rect.left - 50
        ink = theme.INK if board.ok else theme.INK_FAINT
        text(surface, assets, ellipsize(assets, board.name, 18, name_width, kind="bold"), 18, ink,
             (rect.left + 38, rect.top + 3))
        if board.ok:
            second = board.facts or board.description
            color = theme.INK_DIM
        else:
            second = short_error(board.error or "", board.path)
            color = (255, 130, 130)
        text(surface, assets, ellipsize(assets, second, 14, rect.width - 60), 14, color,
             (rect.left + 38, rect.top + 25), kind="sans", shadow=False)

    def _draw_detail(self, surface: pygame.Surface, board: BoardChoice) -> None:
        assets = self.app.assets
        if not board.ok:
            box = DETAIL
            panel(surface, box, (60, 20, 40), theme.RED, radius=12, alpha=235)
            text(surface, assets, "This board cannot be played:", 18, theme.GOLD,
                 (box.left + 14, box.top + 10))
            y = box.top + 38
            message = short_error(board.error or "", board.path)
            for line in wrap_text(assets, message, 16, box.width - 28)[:6]:
                text(surface, assets, line, 16, theme.INK, (box.left + 14, y), kind="sans",
                     shadow=False)
                y += 20
            return
        if board.preview is not None:
            draw_preview(surface, assets, board.preview, PREVIEW)
        else:
            panel(surface, PREVIEW, theme.PANEL, theme.PANEL_EDGE, radius=8)
            text(surface, assets, "no preview", 16, theme.INK_FAINT, PREVIEW.center,
                 anchor="center", kind="sans")
        left = PREVIEW.right + 16
        width = DETAIL.right - left
        y = DETAIL.top
        for line in wrap_text(assets, board.name, 20, width, kind="bold")[:2]:
            y = text(surface, assets, line, 20, theme.GOLD, (left, y)).bottom
        if board.facts:
            y = text(surface, assets, board.facts, 16, theme.CYAN, (left, y + 2),
                     kind="sans").bottom
        y += 6
        for line in wrap_text(assets, board.description, 15, width)[:5]:
            y = text(surface, assets, line, 15, theme.INK_DIM, (left, y), kind="sans",
                     shadow=False).bottom + 1

    def _draw_folder(self, surface: pygame.Surface) -> None:
        """Where a track maker puts board files: the whole path, over lines if need be."""
        assets = self.app.assets
        lines = wrap_path(assets, folder_words(self.folder), 15, RIGHT_PANEL.width - 32)
        if len(lines) > 3:
            lines = ["…" + lines[-3], *lines[-2:]]
        if self.folder_note:
            lines = [self.folder_note]
        y = RIGHT_PANEL.bottom - 14 - 19 * (len(lines) + 1)
        text(surface, assets, "Your own boards: put *.yaml files in", 15, theme.INK_DIM,
             (RIGHT_PANEL.left + 16, y), kind="sans", shadow=False)
        for line in lines:
            y += 19
            text(surface, assets, line, 15, theme.GOLD, (RIGHT_PANEL.left + 16, y),
                 shadow=False)

    def _draw_flash(self, surface: pygame.Surface) -> None:
        assets = self.app.assets
        lines = wrap_text(assets, self.message, 19, 760)[:3]
        rect = pygame.Rect(0, 0, 820, 30 + 24 * len(lines))
        rect.center = (640, 360)
        panel(surface, rect, theme.PANEL_HI, theme.PINK, radius=14)
        y = rect.top + 15
        for line in lines:
            text(surface, assets, line, 19, theme.INK, (rect.centerx, y), anchor="midtop",
                 kind="sans")
            y += 24


def _chip(surface: pygame.Surface, assets: Assets, rect: pygame.Rect, words: str,
          chosen: bool) -> None:
    """One value of a row of values: lit when it is the chosen one."""
    pygame.draw.rect(surface, theme.GOLD if chosen else theme.BG_DEEP, rect,
                     border_radius=rect.height // 2)
    pygame.draw.rect(surface, theme.INK if chosen else theme.PANEL_EDGE, rect, 2,
                     border_radius=rect.height // 2)
    text(surface, assets, words, 15, theme.BG_DEEP if chosen else theme.INK_DIM, rect.center,
         anchor="center", shadow=False)


def _switch(surface: pygame.Surface, assets: Assets, rect: pygame.Rect, on: bool) -> None:
    """An ON/OFF switch."""
    pygame.draw.rect(surface, theme.GREEN if on else theme.BG_DEEP, rect,
                     border_radius=rect.height // 2)
    pygame.draw.rect(surface, theme.INK if on else theme.PANEL_EDGE, rect, 2,
                     border_radius=rect.height // 2)
    knob_x = rect.right - rect.height // 2 if on else rect.left + rect.height // 2
    pygame.draw.circle(surface, theme.INK, (knob_x, rect.centery), rect.height // 2 - 4)
    label = "ON" if on else "OFF"
    where = (rect.left + 20, rect.centery) if on else (rect.right - 22, rect.centery)
    text(surface, assets, label, 13, theme.BG_DEEP if on else theme.INK_DIM, where,
         anchor="center", shadow=False)
