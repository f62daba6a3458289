"""A human seat's decisions on the Pferderennen table, on the stage's choice prompt.

Two decisions: the bet (which ace, or sitting out; and the stake) and, in the party mode, who
gets a sip. Both are built from the seat's legal actions only: the bet's facets are the suit
(`out` for `Pass`) and the stake, the hand-out's the seat given to. Confirming returns the one
legal action the selections name; the view never works out what is legal.

A seat's next bet starts from its last one, its next sip on the seat it gave the last to.
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
from arcade_races.client.stage.effects import signed
from arcade_races.client.stage.prompt import MOVES, Choice, Facet, Option, Prompt, Response
from arcade_races.client.stage.zones import STAGE as TABLE
from arcade_races.client.views.pferderennen.art import Art
from arcade_races.client.views.pferderennen.model import Table
from arcade_races.client.widgets import fit_text, panel, seat_token, text
from arcade_races.core.actions import Action
from arcade_races.core.cards import SUIT_NAMES
from arcade_races.games.pferderennen.actions import Bet, Give, Pass

SUIT, STAKE, TARGET = "suit", "stake", "target"
"""The facets: which ace (or `OUT`), how much, and who drinks."""
OUT = "out"
"""The suit facet's value for sitting the race out."""

BET_FACETS = (
    Facet(SUIT, lambda a: a.suit if isinstance(a, Bet) else (OUT if isinstance(a, Pass) else None)),
    Facet(STAKE, lambda a: a.stake if isinstance(a, Bet) else None, wrap=False),
)
GIVE_FACETS = (Facet(TARGET, lambda a: a.seat if isinstance(a, Give) else None),)


class Prompts:
    """The decision on screen (`current`), its keys and clicks, and its drawing."""

    def __init__(self, app: App, table: Table, art: Art, names: Sequence[str],
                 units: str) -> None:
        self.app, self.table, self.art = app, table, art
        self.names = list(names)
        self.units = units
        self.current: Prompt | None = None
        self.submit: Callable[[Action], None] = lambda action: None
        self.backdrop: pygame.Surface | None = None
        self.sips = 0
        self._last_bet: dict[int, tuple[Any, Any]] = {}
        self._give_focus: dict[int, int] = {}

    # -- building --------------------------------------------------------------------------

    def begin(self, seat: int, obs: dict[str, Any], legal: Sequence[Action],
              submit: Callable[[Action], None]) -> None:
        """Put `seat`'s decision on screen: `legal` are its legal actions, `obs` its own
        observation; `submit(action)` takes the choice."""
        self.submit = submit
        if obs["phase"] == "handout":
            self.sips = int(obs["handout"][0][1]) if obs["handout"] else 0
            self.current = self._give_prompt(seat, legal)
        else:
            self.current = self._bet_prompt(seat, legal)
        self.table.current = seat

    def end(self) -> None:
        """Take the decision off the screen."""
        self.current = None

    def _bet_prompt(self, seat: int, legal: Sequence[Action]) -> Prompt:
        last = self._last_bet.get(seat)
        choice = Choice(legal, BET_FACETS,
                        start={SUIT: last[0], STAKE: last[1]} if last is not None else None)
        rect = pygame.Rect(0, 0, 720, 300)
        rect.center = (TABLE.centerx, TABLE.centery + 6)
        prompt = Prompt(choice, rect, seat=seat, mode="bet")
        width, gap = 120, 14
        left = rect.centerx - (5 * width + 4 * gap) // 2
        prompt.add_row([Option(pygame.Rect(left + i * (width + gap), rect.top + 84, width, 96),
                               OUT if value == OUT else SUIT, SUIT, value)
                        for i, value in enumerate(choice.values(SUIT))])
        stakes = [int(v) for v in choice.range(STAKE) if isinstance(v, int)]
        most = max(stakes, default=1)
        if most <= 10:
            bw = min(56, (rect.width - 200) // most - 8)
            x0 = rect.centerx + 40 - (most * (bw + 8) - 8) // 2
            prompt.add_row([Option(pygame.Rect(x0 + (v - 1) * (bw + 8), rect.top + 196, bw, 44),
                                   STAKE, STAKE, v) for v in stakes])
        else:
            prompt.add_row([
                Option(pygame.Rect(rect.centerx - 60, rect.top + 196, 50, 44), "minus", STAKE,
                       delta=-1),
                Option(pygame.Rect(rect.centerx + 110, rect.top + 196, 50, 44), "plus", STAKE,
                       delta=1)])
        prompt.add_row([Option(pygame.Rect(rect.centerx - 190, rect.top + 250, 380, 38),
                               "confirm")])
        self.backdrop = self._backdrop(
            rect, seat, f"{self.names[seat]}, place your bet",
            f"Back one ace with 1 to {most} {self.units}, or sit this race out.")
        return prompt

    def _give_prompt(self, seat: int, legal: Sequence[Action]) -> Prompt:
        others = [s for s in range(self.table.players) if s != seat]
        start = self._give_focus.get(seat, others[0] if others else 0)
        choice = Choice(legal, GIVE_FACETS, start={TARGET: start})
        targets = choice.values(TARGET)
        lines = (self.table.players - 1 + 4) // 5
        rect = pygame.Rect(0, 0, 720, 150 + lines * 74)
        rect.center = (TABLE.centerx, TABLE.centery + 6)
        prompt = Prompt(choice, rect, seat=seat, mode="give", wrap_rows=True)
        per_row = 5 if len(targets) > 4 else len(targets)
        width, height, gap = 124, 62, 12
        top = rect.top + 86
        for r in range((len(targets) + per_row - 1) // per_row):
            chunk = targets[r * per_row:(r + 1) * per_row]
            left = rect.centerx - (len(chunk) * (width + gap) - gap) // 2
            prompt.add_row([Option(pygame.Rect(left + i * (width + gap),
                                               top + r * (height + gap), width, height),
                                   "give", TARGET, target, commit=True)
                            for i, target in enumerate(chunk)])
        prompt.focus_on(TARGET)
        self.backdrop = self._backdrop(
            rect, seat, f"{self.names[seat]}, hand out a sip",
            "Pick who drinks - one sip at a time. Nobody has to drink: water counts!")
        return prompt

    def _backdrop(self, rect: pygame.Rect, seat: int, title: str, sub: str) -> pygame.Surface:
        surf = pygame.Surface((rect.width + 24, rect.height + 24), pygame.SRCALPHA)
        body = pygame.Rect(12, 12, rect.width, rect.height)
        panel(surf, body, theme.PANEL, theme.GOLD, radius=18, alpha=245)
        assets = self.app.assets
        size = fit_text(assets, title, 30, rect.width - 120)
        image = assets.text(title, size, theme.GOLD, "bold")
        x = body.centerx - image.get_width() // 2 + 18
        seat_token(surf, assets, seat, (x - 24, body.top + 36), 14,
                   self.app.settings.colour_blind)
        text(surf, assets, title, size, theme.GOLD, (x, body.top + 36), anchor="midleft")
        text(surf, assets, sub, 16, theme.INK_DIM, (body.centerx, body.top + 64),
             anchor="center", kind="sans", shadow=False)
        return surf

    # -- keys and clicks -------------------------------------------------------------------

    def command(self, command: Command) -> bool:
        """A key or controller command for the decision; True if used."""
        prompt = self.current
        if prompt is None:
            return False
        response = prompt.command(command)
        if command in MOVES:
            self.app.sounds.play("click")
        self._respond(prompt, response)
        return response.used

    def pointer(self, pointer: Pointer) -> bool:
        """A mouse event for the decision; True if used."""
        prompt = self.current
        if prompt is None:
            return False
        response = prompt.pointer(pointer)
        if response.action is None and pointer.kind == "down" and response.option is not None \
                and response.option.kind in (SUIT, OUT, STAKE):
            self.app.sounds.play("click")
        self._respond(prompt, response)
        return response.used

    def _respond(self, prompt: Prompt, response: Response) -> None:
        if response.action is None:
            return
        self.app.sounds.play("click")
        selected = prompt.choice.selected
        if prompt.mode == "bet":
            self._last_bet[prompt.seat] = (selected[SUIT], selected[STAKE])
        elif isinstance(target := selected[TARGET], int):
            self._give_focus[prompt.seat] = target
        self.submit(response.action)

    # -- drawing ---------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the decision over the dimmed table."""
        prompt = self.current
        if prompt is None:
            return
        shade = self.art.shade
        shade.set_alpha(110)
        surface.blit(shade, TABLE.topleft)
        if self.backdrop is not None:
            surface.blit(self.backdrop, (prompt.rect.left - 12, prompt.rect.top - 12))
        pulse = 0.5 + 0.5 * math.sin(self.app.time * 6)
        for row in prompt.rows:
            for option in row:
                chosen = prompt.mode == "bet" and prompt.chosen(option)
                self._draw_option(surface, prompt, option, prompt.focused(option), chosen, pulse)
        if prompt.mode == "give":
            self._draw_sips_row(surface, prompt)
        else:
            row = prompt.rows[1]
            label_x = row[0].rect.left - 14
            dim = prompt.choice.selected[SUIT] == OUT
            text(surface, self.app.assets, "STAKE", 16, theme.INK_FAINT if dim else theme.INK_DIM,
                 (label_x, row[0].rect.centery), anchor="midright", shadow=False)
            if row[0].delta:
                text(surface, self.app.assets, str(prompt.choice.selected[STAKE]), 30, theme.GOLD,
                     ((row[0].rect.right + row[1].rect.left) / 2, row[0].rect.centery),
                     anchor="center")

    def _draw_sips_row(self, surface: pygame.Surface, prompt: Prompt) -> None:
        left = self.table.sips_left.get(prompt.seat, self.sips)
        y = prompt.rect.bottom - 30
        glass = self.art.glass
        shown = min(left, 12)
        width = shown * (glass.get_width() + 6)
        x = prompt.rect.centerx - (width + 120) // 2
        for i in range(shown):
            surface.blit(glass, glass.get_rect(midleft=(x + i * (glass.get_width() + 6), y)))
        words = f"{left} sip{'s' if left != 1 else ''} left"
        text(surface, self.app.assets, words, 18, theme.ORANGE, (x + width + 8, y),
             anchor="midleft", shadow=False)

    def _draw_option(self, surface: pygame.Surface, prompt: Prompt, option: Option,
                     focused: bool, chosen: bool, pulse: float) -> None:
        assets = self.app.assets
        rect = option.rect
        hover = prompt.hover is option
        disabled = not prompt.enabled(option)
        if option.kind == "confirm":
            fill = mix(theme.GOLD, theme.ORANGE, 0.3 * pulse) if focused else theme.GOLD
            pygame.draw.rect(surface, darken(fill, 0.5), rect.move(0, 3), border_radius=10)
            pygame.draw.rect(surface, fill, rect, border_radius=10)
            if focused:
                pygame.draw.rect(surface, theme.INK, rect.inflate(6, 6), 2, border_radius=12)
            suit = str(prompt.choice.selected[SUIT])
            if suit == OUT:
                words = "Sit this race out"
            else:
                words = (f"Bet {prompt.choice.selected[STAKE]} on {theme.SUIT_SYMBOLS[suit]} "
                         f"{SUIT_NAMES.get(suit, suit)}")
            text(surface, assets, words, 20, theme.BG_DEEP, (rect.centerx, rect.centery),
                 anchor="center", shadow=False)
            return
        fill = theme.PANEL_HI if (chosen or hover) else (44, 40, 86)
        if disabled:
            fill = (36, 33, 66)
        pygame.draw.rect(surface, theme.BG_DEEP, rect.move(0, 3), border_radius=10)
        pygame.draw.rect(surface, fill, rect, border_radius=10)
        edge = theme.GOLD if chosen else (theme.PANEL_EDGE if not hover else theme.INK_DIM)
        pygame.draw.rect(surface, edge, rect, 3 if chosen else 2, border_radius=10)
        if focused and not disabled:
            glow = mix(theme.GOLD, theme.INK, pulse * 0.6)
            pygame.draw.rect(surface, glow, rect.inflate(8, 8), 3, border_radius=13)
        if option.kind == SUIT:
            suit = str(option.value)
            sym = assets.text(theme.SUIT_SYMBOLS[suit], 46, theme.SUIT_COLORS[suit], "bold")
            surface.blit(sym, sym.get_rect(center=(rect.centerx, rect.top + 36)))
            text(surface, assets, SUIT_NAMES.get(suit, suit), 16, theme.INK,
                 (rect.centerx, rect.bottom - 16), anchor="center", shadow=False)
        elif option.kind == OUT:
            text(surface, assets, "✕", 38, theme.INK_DIM, (rect.centerx, rect.top + 36),
                 anchor="center", shadow=False)
            text(surface, assets, "Sit out", 16, theme.INK, (rect.centerx, rect.bottom - 16),
                 anchor="center", shadow=False)
        elif option.kind == STAKE:
            color = theme.INK_FAINT if disabled else (theme.GOLD if chosen else theme.INK)
            text(surface, assets, str(option.value), 24, color, rect.center, anchor="center",
                 shadow=False)
        elif option.kind in ("minus", "plus"):
            text(surface, assets, "−" if option.kind == "minus" else "+", 26, theme.INK,
                 rect.center, anchor="center", shadow=False)
        elif option.kind == "give" and isinstance(option.value, int):
            self._draw_target(surface, option.value, rect)

    def _draw_target(self, surface: pygame.Surface, seat: int, rect: pygame.Rect) -> None:
        assets, table = self.app.assets, self.table
        seat_token(surface, assets, seat, (rect.left + 20, rect.centery), 12,
                   self.app.settings.colour_blind)
        name = self.names[seat]
        size = fit_text(assets, name, 18, rect.width - 44, "bold")
        text(surface, assets, name, size, theme.INK, (rect.left + 38, rect.centery - 8),
             anchor="midleft", shadow=False)
        note = f"race {signed(table.race_pay[seat])}" if table.pay_shown[seat] else "no bet" if (
            table.chosen[seat] and table.bets[seat] is None) else ""
        if note:
            text(surface, assets, note, 12, theme.INK_DIM, (rect.left + 38, rect.centery + 12),
                 anchor="midleft", kind="sans", shadow=False)


__all__ = ["BET_FACETS", "GIVE_FACETS", "OUT", "Prompts"]
