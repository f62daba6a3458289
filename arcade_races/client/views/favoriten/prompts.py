"""A human seat's decisions on the Favoriten table, on the stage's choice prompt.

Two decisions: a marker (which horse's column, or pass) and, for a human leader, which horse
takes the roll. Both are built from the seat's legal actions only, with one facet: the horse
(`PASS_OPTION` for `Pass`). The player narrows it down by keys, by a column on the betting
board, a chip in the side card or a horse on the course; confirming returns the one legal
action the selection names. A seat's next marker prompt starts on its last choice.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any

import pygame

from arcade_races.client import theme
from arcade_races.client.app import App
from arcade_races.client.input import Command, Pointer
from arcade_races.client.physics.render import darken, mix
from arcade_races.client.stage.prompt import Choice, Facet, Option, Prompt
from arcade_races.client.views.favoriten.art import PLACE_COLORS, PLACE_NAMES
from arcade_races.client.views.favoriten.geometry import Geometry
from arcade_races.client.views.favoriten.model import Table
from arcade_races.client.widgets import fit_text, panel, seat_token, text
from arcade_races.core.actions import Action
from arcade_races.games.favoriten.actions import BetOn, Move, Pass

Color = tuple[int, int, int]

HORSE = "horse"
"""The one facet: which horse (an index into the board's horses), or `PASS_OPTION`."""
PASS_OPTION = -1
"""The horse facet's value for passing."""
STEPS = {Command.LEFT: -1, Command.RIGHT: 1, Command.UP: -1, Command.DOWN: 1,
         Command.NEXT: 1, Command.PREVIOUS: -1}
"""Every arrow steps through the horses (and pass), round."""


def facets(horses: Sequence[str]) -> tuple[Facet, ...]:
    """The facet of a Favoriten decision, for a board's `horses`."""
    def of(action: Action) -> int | None:
        if isinstance(action, (BetOn, Move)):
            return horses.index(action.horse)
        return PASS_OPTION if isinstance(action, Pass) else None

    return (Facet(HORSE, of),)


class HorsePrompt(Prompt):
    """The stage's prompt over one decision, with the horses on the course to click too.

    `mode` is "bet" or "move"; `roll` the leader's roll (move), `left` the seat's markers left
    (bet). `buttons` are its options, `options` the values offered, `focus` the index of the
    selected one among them.
    """

    def __init__(self, choice: Choice, rect: pygame.Rect, *, seat: int, mode: str,
                 geo: Geometry, table: Table, roll: int = 0, left: int = 0) -> None:
        super().__init__(choice, rect, seat=seat, mode=mode, follow_pointer=True)
        self.geo, self.table = geo, table
        self.roll, self.left = roll, left

    @property
    def buttons(self) -> list[Option]:
        """Every option on screen, in order."""
        return [option for row in self.rows for option in row]

    @property
    def options(self) -> list[int]:
        """The values offered: horses (and `PASS_OPTION`), in the legal actions' order."""
        return [int(v) for v in self.choice.values(HORSE) if isinstance(v, int)]

    @property
    def selected(self) -> int:
        """The horse (or `PASS_OPTION`) selected."""
        value = self.choice.selected[HORSE]
        return value if isinstance(value, int) else PASS_OPTION

    @property
    def focus(self) -> int:
        """The index of the selection in `options`."""
        options = self.options
        return options.index(self.selected) if self.selected in options else 0

    def hit(self, pos: tuple[int, int]) -> Option | None:
        """The option under `pos`; in a move, also a candidate horse on the course (or its
        ghost where it would land)."""
        found = super().hit(pos)
        if found is not None or self.mode != "move":
            return found
        geo, table = self.geo, self.table
        for h in self.options:
            horse = table.horse[h]
            ghost = pygame.Rect(0, 0, geo.tok_w, geo.tok_h + 6)
            x, y = geo.horse_pos(h, min(horse.at + self.roll, geo.length + 1.0), 1 - horse.lane,
                                 table.next_place())
            ghost.center = (round(x), round(y))
            rect = geo.horse_rect(h, horse)
            if rect.collidepoint(pos) or (
                    table.ghost and table.ghost[0] == h and ghost.collidepoint(pos)):
                return Option(rect, "horse", HORSE, h, commit=True)
        return None


class Prompts:
    """The decision on screen (`current`), its keys and clicks, and its card in the side
    column. `submitted` is the last action confirmed here (its move needs no thinking beat)."""

    def __init__(self, app: App, geo: Geometry, table: Table, names: Sequence[str],
                 colors: Sequence[Color], points: Sequence[Sequence[int]],
                 per_seat: int) -> None:
        self.app, self.geo, self.table = app, geo, table
        self.names = list(names)
        self.colors = list(colors)
        self.points = [list(column) for column in points]
        self.per_seat = per_seat
        self.facets = facets(geo.horses)
        self.current: HorsePrompt | None = None
        self.submit: Callable[[Action], None] = lambda action: None
        self.submitted: Action | None = None
        self._last_bet: dict[int, int] = {}
        self._card_cache: tuple[tuple[int, str, bool], pygame.Surface] | None = None

    # -- building --------------------------------------------------------------------------

    def begin(self, seat: int, obs: dict[str, Any], legal: Sequence[Action],
              submit: Callable[[Action], None]) -> None:
        """Put `seat`'s decision on screen: `legal` are its legal actions, `obs` its own
        observation; `submit(action)` takes the choice."""
        self.submit = submit
        geo, card = self.geo, self.geo.card_rect
        if obs["phase"] == "move":
            prompt = HorsePrompt(Choice(legal, self.facets), card, seat=seat, mode="move",
                                 geo=geo, table=self.table, roll=int(obs["roll"]))
            width = (card.width - 30) // 2
            chips = []
            for i, h in enumerate(prompt.options):
                r, c = divmod(i, 2)
                rect = pygame.Rect(card.left + 10 + c * (width + 10), card.top + 66 + r * 38,
                                   width, 32)
                chips.append(Option(rect, "chip", HORSE, h, commit=True))
            prompt.add_row(chips)
            self.table.candidates = list(prompt.options)
        else:
            choice = Choice(legal, self.facets, start={HORSE: self._last_bet.get(seat, 0)})
            prompt = HorsePrompt(choice, card, seat=seat, mode="bet", geo=geo, table=self.table,
                                 left=int(obs["markers"][seat]))
            options: list[Option] = [Option(geo.col_rects[h], "column", HORSE, h, commit=True)
                                     for h in prompt.options if h != PASS_OPTION]
            half = (card.width - 30) // 2
            y = card.bottom - 46
            options.append(Option(pygame.Rect(card.left + 10, y, half, 36), "confirm"))
            if PASS_OPTION in prompt.options:
                options.append(Option(pygame.Rect(card.left + 20 + half, y, half, 36), "pass",
                                      HORSE, PASS_OPTION, commit=True))
            prompt.add_row(options)
            self.table.current = seat
        self.current = prompt
        self._focus_changed(prompt)

    def end(self) -> None:
        """Take the decision off the screen."""
        self.current = None
        self.table.focus = None
        self.table.ghost = None

    def _focus_changed(self, prompt: HorsePrompt) -> None:
        choice = prompt.selected
        if prompt.mode == "move":
            self.table.focus = choice
            self.table.ghost = (choice, int(self.table.horse[choice].at) + prompt.roll)
        else:
            self.table.focus = None if choice == PASS_OPTION else choice

    def _confirm(self, prompt: HorsePrompt) -> None:
        self.app.sounds.play("click")
        action = prompt.action()
        if action is None:
            return
        if prompt.mode == "bet":
            self._last_bet[prompt.seat] = prompt.selected
        self.submitted = action
        self.submit(action)

    # -- keys and clicks -------------------------------------------------------------------

    def command(self, command: Command) -> bool:
        """A key or controller command for the decision; True if used."""
        prompt = self.current
        if prompt is None:
            return False
        step = STEPS.get(command)
        if step is not None:
            prompt.shift(step)
            self._focus_changed(prompt)
            self.app.sounds.play("click")
            return True
        if command is Command.CONFIRM:
            self._confirm(prompt)
            return True
        return False

    def pointer(self, pointer: Pointer) -> bool:
        """A mouse event for the decision; True if used. Pointing at a horse selects it; a
        press on it (or on confirm) confirms."""
        prompt = self.current
        if prompt is None:
            return False
        option = prompt.hit(pointer.pos)
        if pointer.kind == "move":
            prompt.hover = option
            if option is not None and option.facet is not None and not prompt.chosen(option):
                prompt.press_focus(option)
                self._focus_changed(prompt)
            return option is not None
        if pointer.kind != "down" or pointer.button != 1 or option is None:
            return False
        if option.facet is not None:
            prompt.press_focus(option)
            self._focus_changed(prompt)
        self._confirm(prompt)
        return True

    # -- drawing ---------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the decision's card in the side column, with its buttons."""
        prompt = self.current
        if prompt is None:
            return
        assets = self.app.assets
        card = self.geo.card_rect
        cb = bool(self.app.settings.colour_blind)
        key = (prompt.seat, prompt.mode, cb)
        if self._card_cache is None or self._card_cache[0] != key:
            back = pygame.Surface((card.width + 16, card.height + 16), pygame.SRCALPHA)
            body = pygame.Rect(4, 2, card.width, card.height)
            panel(back, body, theme.PANEL_HI, theme.GOLD, radius=12, alpha=250)
            seat_token(back, assets, prompt.seat, (body.left + 20, body.top + 20), 10, cb)
            self._card_cache = (key, back)
        surface.blit(self._card_cache[1], (card.left - 4, card.top - 2))
        name = self.names[prompt.seat]
        pulse = 0.5 + 0.5 * math.sin(self.app.time * 6)
        if prompt.mode == "bet":
            title = f"{name}, your marker"
            size = fit_text(assets, title, 20, card.width - 50)
            text(surface, assets, title, size, theme.GOLD, (card.left + 36, card.top + 20),
                 anchor="midleft")
            markers = "marker" if prompt.left == 1 else "markers"
            text(surface, assets, f"{prompt.left} {markers} of {self.per_seat} left, or pass",
                 13, theme.INK_DIM, (card.left + 36, card.top + 42), anchor="midleft",
                 kind="sans", shadow=False)
            choice = prompt.selected
            y = card.top + 68
            if choice == PASS_OPTION:
                text(surface, assets, "Pass: keep your marker", 16, theme.INK,
                     (card.left + 14, y), anchor="midleft", shadow=False)
                text(surface, assets, "for a later round", 14, theme.INK_DIM,
                     (card.left + 14, y + 22), anchor="midleft", kind="sans", shadow=False)
            else:
                row = self.table.next_row(choice)
                pygame.draw.circle(surface, self.colors[choice], (card.left + 20, y), 8)
                pygame.draw.circle(surface, theme.INK, (card.left + 20, y), 8, 1)
                text(surface, assets, f"{self.geo.horses[choice].upper()}  ·  circle {row + 1}", 16,
                     theme.INK, (card.left + 34, y), anchor="midleft", shadow=False)
                x = text(surface, assets, "pays", 13, theme.INK_DIM, (card.left + 14, y + 25),
                         anchor="midleft", kind="sans", shadow=False).right + 6
                for place in range(1, min(self.geo.places, 5) + 1):
                    column = self.points[place - 1]
                    value = column[row] if row < len(column) else 0
                    chip = assets.text(f"{PLACE_NAMES[place - 1]} {value}", 14, theme.BG_DEEP,
                                       "bold")
                    box = pygame.Rect(x, y + 14, chip.get_width() + 12, 22)
                    if box.right > card.right - 8:
                        break
                    pygame.draw.rect(surface, PLACE_COLORS[place - 1], box, border_radius=7)
                    surface.blit(chip, chip.get_rect(center=box.center))
                    x = box.right + 6
        else:
            title = f"{name} rolled a {prompt.roll}"
            size = fit_text(assets, title, 20, card.width - 50)
            text(surface, assets, title, size, theme.GOLD, (card.left + 36, card.top + 20),
                 anchor="midleft")
            text(surface, assets, "Which horse takes it?", 14, theme.INK_DIM,
                 (card.left + 36, card.top + 44), anchor="midleft", kind="sans", shadow=False)
        for button in prompt.buttons:
            if button.kind == "column":
                continue
            self._draw_button(surface, prompt, button, prompt.chosen(button), pulse)

    def _draw_button(self, surface: pygame.Surface, prompt: HorsePrompt, button: Option,
                     focused: bool, pulse: float) -> None:
        assets = self.app.assets
        rect = button.rect
        hover = prompt.hover is button
        if button.kind == "confirm":
            choice = prompt.selected
            fill = mix(theme.GOLD, theme.ORANGE, 0.3 * pulse) if choice != PASS_OPTION \
                else (90, 84, 130)
            pygame.draw.rect(surface, darken(fill, 0.5), rect.move(0, 3), border_radius=9)
            pygame.draw.rect(surface, fill, rect, border_radius=9)
            words = "BET" if choice == PASS_OPTION else f"BET {self.geo.horses[choice].upper()}"
            size = fit_text(assets, words, 16, rect.width - 10)
            text(surface, assets, words, size, theme.BG_DEEP, rect.center, anchor="center",
                 shadow=False)
            return
        fill = theme.PANEL if not (hover or focused) else (70, 62, 128)
        pygame.draw.rect(surface, theme.BG_DEEP, rect.move(0, 3), border_radius=9)
        pygame.draw.rect(surface, fill, rect, border_radius=9)
        edge = theme.GOLD if focused else theme.PANEL_EDGE
        pygame.draw.rect(surface, edge, rect, 3 if focused else 2, border_radius=9)
        if focused:
            pygame.draw.rect(surface, mix(theme.GOLD, theme.INK, pulse * 0.6),
                             rect.inflate(6, 6), 2, border_radius=11)
        if button.kind == "pass":
            text(surface, assets, "PASS", 16, theme.INK, rect.center, anchor="center",
                 shadow=False)
            return
        h = button.value
        if not isinstance(h, int):
            return
        color = self.colors[h]
        pygame.draw.circle(surface, color, (rect.left + 14, rect.centery), 8)
        pygame.draw.circle(surface, theme.INK, (rect.left + 14, rect.centery), 8, 1)
        target = int(self.table.horse[h].at) + prompt.roll
        name = self.geo.horses[h].capitalize()
        words = f"{name} → {'home!' if target >= self.geo.length else target}"
        size = fit_text(assets, words, 14, rect.width - 32, "bold")
        text(surface, assets, words, size, theme.INK, (rect.left + 27, rect.centery),
             anchor="midleft", shadow=False)


__all__ = ["HORSE", "PASS_OPTION", "HorsePrompt", "Prompts", "facets"]
