"""Who is playing: one row per seat with its colour, a name, human or AI (and how good), and an
AI's personality; seats are added and removed between the game's minimum and maximum.

The rows form a grid: the arrows move between cells, confirm changes the cell (a name cell
starts typing; confirm again ends it, Esc puts the old name back, Backspace deletes a letter),
Tab / PgUp step a choice back and forth. A name too long for its cell is shortened with an
ellipsis, and shown whole in a tooltip while its cell has the focus or the mouse.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from arcade_races.ai import LEVELS, personalities
from arcade_races.client import names, theme
from arcade_races.client.input import Command, Pointer
from arcade_races.client.registry import personality_text
from arcade_races.client.scenes.game_select import players_text
from arcade_races.client.scenes.title import ButtonRow, MenuScene
from arcade_races.client.widgets import Button, Choice, TextField, panel, seat_token, text
from arcade_races.games import GAMES
from arcade_races.gamesetup import SEAT_NAMES
from arcade_races.replay import SeatInfo

if TYPE_CHECKING:
    from arcade_races.client.app import App

KINDS: tuple[str, ...] = ("Human", *(f"AI {level}" for level in LEVELS))
"""What a seat can be: a person, or an AI at one of the levels."""
DEFAULT_SEATS = 4
NAME_LENGTH = names.MAX_LENGTH
NAME_SIZE = 20
"""The size of the names in their cells (and in the tooltip)."""
NAME, KIND, STYLE = 0, 1, 2
COLUMNS: tuple[tuple[int, int], ...] = ((205, 320), (545, 280), (845, 280))
"""Each cell column's left edge and width."""
TOKEN_X = 165
TABLE_AREA = (150, 600)
"""The table and its buttons are centred between these heights."""
MAX_ROW = 58
BUTTON_GAP = 20
BUTTON_HEIGHT = 52


@dataclass
class SeatRow:
    """The controls of one seat."""

    name: TextField
    kind: Choice
    style: Choice

    @property
    def human(self) -> bool:
        """Whether a person plays this seat."""
        return self.kind.index == 0

    def seat(self, index: int) -> SeatInfo:
        """The seat as the replay header keeps it (a blank name becomes the default one)."""
        name = self.name.value.strip() or SEAT_NAMES[index % len(SEAT_NAMES)]
        if self.human:
            return SeatInfo(name, "human", None, None)
        level = LEVELS[self.kind.index - 1]
        return SeatInfo(name, "ai", level, self.style.options[self.style.index])


class SeatSetupScene(MenuScene):
    """The seats of a new game of `game_id`; Next goes on to the options."""

    banner = "PLAYERS"

    def __init__(self, app: App, game_id: str) -> None:
        super().__init__(app)
        self.spec = GAMES[game_id]
        self.game_id = game_id
        self.styles = personalities(game_id)
        self.rows: list[SeatRow] = []
        count = min(self.spec.max_players, max(self.spec.min_players, DEFAULT_SEATS))
        for _ in range(count):
            self._add_row()
        self.remove_button = Button("− Remove seat", self.remove_seat)
        self.add_button = Button("+ Add seat", self.add_seat)
        self.table_top, self.row_height = TABLE_AREA[0], MAX_ROW
        self.buttons = ButtonRow(
            [self.remove_button, self.add_button, Button("Next  ▶", self.next)],
            top=0, width=230, height=BUTTON_HEIGHT, primary=2, on_move=self.click)
        self._refresh_buttons()
        self.row = 0
        self.col = NAME
        self.editing = False
        self.fresh = False
        """While typing: the whole name is selected, so the first letter replaces it."""

    # -- seats -------------------------------------------------------------------------------

    def _add_row(self) -> None:
        index = len(self.rows)
        used = {row.name.value for row in self.rows}
        name = next((n for n in SEAT_NAMES if n not in used), SEAT_NAMES[index % len(SEAT_NAMES)])
        kind = 0 if index == 0 else 1 + LEVELS.index("normal")
        self.rows.append(SeatRow(
            TextField("Name", name, lambda _: None, max_length=NAME_LENGTH),
            Choice("Player", KINDS, kind, lambda _: self.click()),
            Choice("Style", self.styles, index % len(self.styles), lambda _: self.click()),
        ))

    def add_seat(self) -> None:
        """One more seat (an AI), up to the game's maximum."""
        if len(self.rows) < self.spec.max_players:
            on_buttons = self.on_buttons
            self._add_row()
            if on_buttons:
                self.row = len(self.rows)
            self.click()
        self._refresh_buttons()

    def remove_seat(self) -> None:
        """The last seat leaves, down to the game's minimum."""
        if len(self.rows) > self.spec.min_players:
            on_buttons = self.on_buttons
            self.rows.pop()
            self.row = len(self.rows) if on_buttons else min(self.row, len(self.rows) - 1)
            self.click()
        self._refresh_buttons()

    def _refresh_buttons(self) -> None:
        self.remove_button.enabled = len(self.rows) > self.spec.min_players
        self.add_button.enabled = len(self.rows) < self.spec.max_players
        if not self.buttons.buttons[self.buttons.focus].enabled:
            self.buttons.focus = 2
        self._layout()

    def _layout(self) -> None:
        """Row height and table position for the number of seats: bigger rows for fewer."""
        count = len(self.rows)
        room = TABLE_AREA[1] - TABLE_AREA[0]
        self.row_height = min(MAX_ROW, (room - BUTTON_GAP - BUTTON_HEIGHT) // max(1, count))
        height = count * self.row_height + BUTTON_GAP + BUTTON_HEIGHT
        self.table_top = TABLE_AREA[0] + (room - height) // 2
        for rect in self.buttons.rects:
            rect.top = self.table_top + count * self.row_height + BUTTON_GAP

    def seats(self) -> tuple[SeatInfo, ...]:
        """Every seat as set up now."""
        return tuple(row.seat(i) for i, row in enumerate(self.rows))

    def next(self) -> None:
        """On to the options."""
        self._stop_editing()
        self.app.push(self.app.make_scene("options", self.game_id, self.seats()))

    # -- focus -------------------------------------------------------------------------------

    @property
    def on_buttons(self) -> bool:
        """Whether the focus is on the buttons under the table."""
        return self.row >= len(self.rows)

    def _enabled(self, row: int, col: int) -> bool:
        return row < len(self.rows) and not (col == STYLE and self.rows[row].human)

    def _focus(self, row: int, col: int) -> None:
        row = max(0, min(len(self.rows), row))
        if row < len(self.rows):
            col = max(NAME, min(STYLE, col))
            if not self._enabled(row, col):
                col = KIND
        if (row, col) != (self.row, self.col):
            self.row, self.col = row, col
            self.click()

    def _start_editing(self) -> None:
        self.editing = True
        self.fresh = True
        self.rows[self.row].name.begin()
        pygame.key.start_text_input()

    def _stop_editing(self, keep: bool = True) -> None:
        """End typing: keep the new name, or (`keep` false, Esc) put the old one back."""
        if self.editing:
            self.editing = False
            pygame.key.stop_text_input()
            field = self.rows[self.row].name if not self.on_buttons else None
            if field is None:
                return
            if keep:
                field.commit()
            else:
                field.cancel()
            if not field.value.strip():
                field.value = SEAT_NAMES[self.row % len(SEAT_NAMES)]

    @property
    def hints(self) -> tuple[tuple[Command, str], ...]:  # type: ignore[override]
        if self.editing:
            return ((Command.CONFIRM, "done"), (Command.BACK, "cancel"))
        if self.on_buttons:
            return ((Command.LEFT, "move"), (Command.CONFIRM, "press"),
                    (Command.PAUSE, "next"), (Command.BACK, "back"))
        change = "type name" if self.col == NAME else "change"
        return ((Command.UP, "move"), (Command.CONFIRM, change), (Command.NEXT, "cycle"),
                (Command.PAUSE, "next"), (Command.BACK, "back"))

    # -- input -------------------------------------------------------------------------------

    def command(self, command: Command) -> None:
        if self.editing:
            field = self.rows[self.row].name
            if command is Command.CONFIRM:
                self._stop_editing()
                self.click()
            elif command is Command.BACK and self.app.key == pygame.K_BACKSPACE:
                if self.fresh:
                    field.value = ""
                    self.fresh = False
                else:
                    field.back()
            elif command is Command.BACK:  # Esc, or a controller's B: the edit is undone
                self._stop_editing(keep=False)
                self.click()
            return  # letters such as w/a/s/d also arrive as commands while typing
        if command is Command.BACK:
            self.app.pop()
        elif command is Command.PAUSE:
            self.next()
        elif self.on_buttons:
            if command is Command.UP:
                self._focus(len(self.rows) - 1, self.col)
            else:
                self.buttons.command(command)
        elif command is Command.UP:
            self._focus(self.row - 1, self.col)
        elif command is Command.DOWN:
            self._focus(self.row + 1, self.col)
        elif command in (Command.LEFT, Command.RIGHT):
            step = -1 if command is Command.LEFT else 1
            col = self.col + step
            if 0 <= col <= STYLE and self._enabled(self.row, col):
                self._focus(self.row, col)
        elif command is Command.CONFIRM:
            self._activate(1)
        elif command in (Command.NEXT, Command.PREVIOUS):
            self._activate(1 if command is Command.NEXT else -1)

    def _activate(self, delta: int) -> None:
        row = self.rows[self.row]
        if self.col == NAME:
            if delta > 0:
                self._start_editing()
                self.click()
        elif self.col == KIND:
            row.kind.change(delta)
        else:
            row.style.change(delta)

    def text(self, text: str) -> None:
        if self.editing:
            field = self.rows[self.row].name
            if self.fresh and text.strip():
                field.value = ""
            self.fresh = False
            field.typed(text)

    def cell_rect(self, row: int, col: int) -> pygame.Rect:
        """Where a cell is drawn."""
        left, width = COLUMNS[col]
        return pygame.Rect(left, self.table_top + row * self.row_height, width,
                           self.row_height - 6)

    def pointer(self, pointer: Pointer) -> None:
        if pointer.kind == "down" and self.editing:
            still = self.cell_rect(self.row, NAME).collidepoint(pointer.pos)
            if still:
                return
            self._stop_editing()
        if self.buttons.hit(pointer.pos) is not None:
            if pointer.kind == "move" and not self.on_buttons:
                self.row = len(self.rows)
            self.buttons.pointer(pointer)
            return
        for row in range(len(self.rows)):
            for col in (NAME, KIND, STYLE):
                rect = self.cell_rect(row, col)
                if not rect.collidepoint(pointer.pos) or not self._enabled(row, col):
                    continue
                if pointer.kind == "move" and not self.editing:
                    self._focus(row, col)
                elif pointer.kind == "down" and pointer.button == 1:
                    self._focus(row, col)
                    if col == NAME:
                        self._start_editing()
                    else:
                        self._activate(-1 if pointer.pos[0] < rect.centerx else 1)
                return

    def exit(self) -> None:
        self._stop_editing()

    def pause(self) -> None:
        self._stop_editing()

    # -- drawing -----------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_backdrop(surface)
        assets = self.app.assets
        t = self.app.time
        text(surface, assets, self._help(), 20, theme.INK_DIM, (640, 90), anchor="midtop",
             kind="sans")
        for col, label in ((NAME, "NAME"), (KIND, "PLAYER"), (STYLE, "AI STYLE")):
            left, _ = COLUMNS[col]
            text(surface, assets, label, 16, theme.CYAN, (left + 12, self.table_top - 26),
                 shadow=False)
        for index, row in enumerate(self.rows):
            self._draw_row(surface, index, row, t)
        self.buttons.draw(surface, assets, self.on_buttons and not self.editing, t)
        self._draw_tooltip(surface)
        self.draw_wipe(surface)

    def tooltip(self) -> tuple[str, pygame.Rect] | None:
        """The whole name of the focused name cell and the cell, when the cell shortens it."""
        if self.on_buttons or self.col != NAME or self.editing:
            return None
        rect = self.cell_rect(self.row, NAME)
        name = self.rows[self.row].name.value
        if not names.is_short(name, self._name_width(rect), self._name_font()):
            return None
        return name.strip(), rect

    def _name_font(self) -> pygame.font.Font:
        return self.app.assets.font(NAME_SIZE, "bold")

    @staticmethod
    def _name_width(rect: pygame.Rect) -> int:
        return rect.width - 40  # room for the pencil on the right

    def _draw_tooltip(self, surface: pygame.Surface) -> None:
        tip = self.tooltip()
        if tip is None:
            return
        name, cell = tip
        assets = self.app.assets
        image = assets.text(name, NAME_SIZE + 2, theme.INK, "bold")
        box = image.get_rect().inflate(28, 18)
        box.topleft = (cell.left, cell.bottom + 8)
        if box.bottom > surface.get_height() - 48:  # above the cell, clear of the hints
            box.bottom = cell.top - 8
        box.right = min(box.right, surface.get_width() - 12)
        panel(surface, box, theme.BG_DEEP, theme.GOLD, radius=10, alpha=250)
        surface.blit(image, image.get_rect(center=box.center))

    def _help(self) -> str:
        spec = self.spec
        head = f"{spec.title} · {players_text(spec)} · {len(self.rows)} seated"
        if self.on_buttons or self.editing:
            return head
        row = self.rows[self.row]
        if self.col == STYLE and not row.human:
            return personality_text(self.game_id, row.style.options[row.style.index])
        if self.col == KIND:
            return "A person at this screen, or an AI: easy, normal or hard"
        return head

    def _draw_row(self, surface: pygame.Surface, index: int, row: SeatRow, t: float) -> None:
        assets = self.app.assets
        centre_y = self.cell_rect(index, NAME).centery
        radius = min(20, self.row_height // 3)
        seat_token(surface, assets, index, (TOKEN_X, centre_y), radius,
                   self.app.settings.colour_blind)
        for col in (NAME, KIND, STYLE):
            rect = self.cell_rect(index, col)
            focused = not self.on_buttons and (index, col) == (self.row, self.col)
            enabled = self._enabled(index, col)
            editing = focused and self.editing
            edge = theme.PINK if editing else theme.GOLD if focused else theme.PANEL_EDGE
            fill = theme.PANEL_HI if focused else theme.PANEL if enabled else theme.BG_DEEP
            panel(surface, rect, fill, edge, radius=10, alpha=235)
            if focused:
                pygame.draw.rect(surface, edge, rect.inflate(4, 4), 2, border_radius=12)
            if col == NAME:
                self._draw_name(surface, rect, row.name.value, editing, t)
                continue
            if not enabled:
                text(surface, assets, "—", 20, theme.INK_FAINT, rect.center, anchor="center")
                continue
            choice = row.kind if col == KIND else row.style
            value = choice.options[choice.index]
            if col == KIND:
                color = theme.GREEN if row.human else theme.CYAN
            else:
                color = theme.INK
                value = value.replace("_", " ").capitalize()
            text(surface, assets, value, 20, color, rect.center, anchor="center")
            arrows = theme.GOLD if focused else theme.INK_FAINT
            text(surface, assets, "‹", 24, arrows, (rect.left + 14, rect.centery - 2),
                 anchor="center")
            text(surface, assets, "›", 24, arrows, (rect.right - 14, rect.centery - 2),
                 anchor="center")

    def _draw_name(self, surface: pygame.Surface, rect: pygame.Rect, name: str, editing: bool,
                   t: float) -> None:
        assets = self.app.assets
        font = self._name_font()
        width = self._name_width(rect)
        if editing and not self.fresh and font.size(name)[0] > width:
            # While typing the end of the name is what matters: the start gives way.
            keep = len(name)
            while keep > 1 and font.size(names.ELLIPSIS + name[-keep:])[0] > width:
                keep -= 1
            shown = names.ELLIPSIS + name[-keep:]
        else:
            shown = names.short(name, width, font)
        if editing and self.fresh and name:
            width = font.size(shown)[0]
            pygame.draw.rect(surface, (70, 110, 200),
                             (rect.left + 10, rect.top + 5, width + 8, rect.height - 10),
                             border_radius=4)
        drawn = text(surface, assets, shown, NAME_SIZE, theme.INK,
                     (rect.left + 14, rect.centery), anchor="midleft")
        if editing and math.sin(t * 8) > -0.3:
            x = drawn.right + 3 if name else rect.left + 14
            pygame.draw.line(surface, theme.GOLD, (x, rect.top + 8), (x, rect.bottom - 8), 2)
        elif not editing:
            text(surface, assets, "✎", 16, theme.INK_FAINT, (rect.right - 14, rect.centery),
                 anchor="center", kind="sans", shadow=False)
