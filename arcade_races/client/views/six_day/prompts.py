"""A human rider's decisions on the velodrome, on the stage's choice prompt.

Two decisions: which card to ride (the facet `card`, one value per legal `Play`) and, on a
rider change space, whether to change (the facet `decision`: `Change` or `Keep`). Both are
built from the seat's legal actions only; confirming returns the one legal action the
selection names. What a card would do is previewed by the rules' `ride_preview` from the
seat's observation (the rules say where it lands, never the view).

A seat's next hand starts on the card it rode last, if it still holds one, else on the card
that goes furthest.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import pygame

from arcade_races.client import theme
from arcade_races.client.app import App
from arcade_races.client.input import Command, Pointer
from arcade_races.client.physics.render import darken, lighten, mix
from arcade_races.client.stage.prompt import Choice, Facet, Option, Prompt
from arcade_races.client.stage.zones import STAGE as ARENA
from arcade_races.client.views.six_day.art import BLUE_SPACE, GREEN_CARD, Art
from arcade_races.client.views.six_day.geometry import Track
from arcade_races.client.views.six_day.model import Table
from arcade_races.client.widgets import fit_text, panel, text
from arcade_races.core.actions import Action
from arcade_races.core.errors import IllegalAction
from arcade_races.games.six_day import events as ev
from arcade_races.games.six_day.actions import Change, Keep, Play
from arcade_races.games.six_day.commentary import card_words, ordinal
from arcade_races.games.six_day.config import Rules
from arcade_races.games.six_day.game import SixDayGame
from arcade_races.games.six_day.preview import ride_preview
from arcade_races.games.six_day.result import points_at

Color = tuple[int, int, int]

CARD, DECISION = "card", "decision"
"""The facets: the card to ride; to change riders or ride on."""
PLAY_FACETS = (Facet(CARD, lambda a: a.card if isinstance(a, Play) else None),)
CHANGE_FACETS = (Facet(DECISION, lambda a: "change" if isinstance(a, Change)
                       else ("keep" if isinstance(a, Keep) else None)),)
STEPS = {Command.LEFT: -1, Command.PREVIOUS: -1, Command.RIGHT: 1, Command.NEXT: 1}
RAISE = 12
"""How far the focused card stands up out of the hand, in px."""


@dataclass
class Preview:
    """What playing one card would do, as the rules core says (`ride_preview`)."""

    card: str
    start: int
    land: int
    end: int
    times: int = 0
    blue: bool = False
    wheel: list[int] = field(default_factory=list)
    sprints: list[tuple[int, int, int]] = field(default_factory=list)
    finish: int = 0
    change: bool = False


class HandPrompt(Prompt):
    """The stage's prompt with the hand's extras: how many of each card (`counts`), what each
    would do (`previews`), the cards' images and the backdrop. The focused card stands up and
    takes the pointer where it stands."""

    def __init__(self, choice: Choice, rect: pygame.Rect, *, seat: int, mode: str) -> None:
        super().__init__(choice, rect, seat=seat, mode=mode, follow_pointer=True)
        self.counts: dict[str, int] = {}
        self.previews: dict[str, Preview] = {}
        self.images: dict[str, pygame.Surface] = {}
        self.backdrop: pygame.Surface | None = None

    @property
    def buttons(self) -> list[Option]:
        """The options, left to right."""
        return [option for row in self.rows for option in row]

    @property
    def focus(self) -> int:
        """The index among `buttons` of the selected one."""
        return next((i for i, o in enumerate(self.buttons) if self.chosen(o)), 0)

    def area(self, option: Option) -> pygame.Rect:
        if self.mode == "play" and self.chosen(option):
            return option.rect.move(0, -RAISE).inflate(0, RAISE)
        return option.rect


class Prompts:
    """The decision on screen (`current`), its keys and clicks, and its drawing."""

    def __init__(self, app: App, game: SixDayGame, rules: Rules, geo: Track, table: Table,
                 art: Art, names: Sequence[str]) -> None:
        self.app, self.game, self.rules = app, game, rules
        self.geo, self.table, self.art = geo, table, art
        self.names = list(names)
        self.current: HandPrompt | None = None
        self.submit: Callable[[Action], None] = lambda action: None
        self._focus: dict[int, str] = {}

    # -- building --------------------------------------------------------------------------

    def begin(self, seat: int, obs: dict[str, Any], legal: Sequence[Action],
              submit: Callable[[Action], None]) -> None:
        """Put `seat`'s decision on screen, from its observation and legal actions;
        `submit(action)` takes the choice."""
        self.submit = submit
        rect = self._rect()
        if obs["phase"] == "change":
            self.current = self._change_prompt(seat, obs, legal, rect)
        else:
            self.current = self._play_prompt(seat, obs, legal, rect)
        self.table.current = seat

    def end(self) -> None:
        """Take the decision off the screen."""
        self.current = None

    def _rect(self) -> pygame.Rect:
        infield = self.geo.infield
        rect = infield.copy()
        rect.width = max(rect.width, 560)
        rect.height = max(rect.height, 210)
        rect.width = min(rect.width, 760)
        rect.height = min(rect.height, 290)
        rect.center = infield.center
        return rect.clamp(ARENA.inflate(-12, -12))

    def _play_prompt(self, seat: int, obs: dict[str, Any],
                     legal: Sequence[Action], rect: pygame.Rect) -> HandPrompt:
        mine = obs["hands"][seat]
        held = list(mine.get("black") or []) if mine["changed"] else list(mine["green"])
        counts: dict[str, int] = {}
        for card in held:
            counts[card] = counts.get(card, 0) + 1
        hand = [a.card for a in legal if isinstance(a, Play)]
        previews = self._previews(seat, hand, obs)
        remembered = self._focus.get(seat)
        start = remembered if remembered in hand else (
            hand[self._best_card(previews, hand)] if hand else None)
        choice = Choice(legal, PLAY_FACETS, start={CARD: start} if start is not None else None)
        prompt = HandPrompt(choice, rect, seat=seat, mode="play")
        prompt.counts, prompt.previews = counts, previews
        top = rect.top + 66
        avail_h = rect.bottom - 40 - top
        card_h = max(60, min(126, avail_h))
        card_w = round(card_h * 0.68)
        gap = 12
        width = len(hand) * card_w + (len(hand) - 1) * gap
        if width > rect.width - 30:
            card_w = max(36, (rect.width - 30 - (len(hand) - 1) * gap) // max(1, len(hand)))
            card_h = round(card_w / 0.68)
            width = len(hand) * card_w + (len(hand) - 1) * gap
        left = rect.centerx - width // 2
        prompt.add_row(prompt.values_as_options(
            CARD, lambda i, _: pygame.Rect(left + i * (card_w + gap), top + 6, card_w, card_h),
            kind="card", commit=True))
        for card in hand:
            prompt.images[card] = self.art.card(card, (card_w, card_h))
        where = (f"on space {obs['positions'][seat]}" if obs["positions"][seat] > 0
                 else "at the start")
        kind = "black" if mine["changed"] else "green"
        sub = f"{where} - {len(held)} {kind} card{'s' if len(held) != 1 else ''} left"
        prompt.backdrop = self._backdrop(rect, seat, f"{self.names[seat]}, ride a card", sub)
        return prompt

    @staticmethod
    def _best_card(previews: dict[str, Preview], hand: list[str]) -> int:
        """Start on the card that goes furthest (a fair default, not advice)."""
        return max(range(len(hand)), key=lambda i: (
            previews[hand[i]].end if hand[i] in previews else 0, -i))

    def _previews(self, seat: int, hand: list[str], obs: dict[str, Any]) -> dict[str, Preview]:
        """Each card's ride as the rules preview it: where it lands, what it multiplies."""
        out: dict[str, Preview] = {}
        start = int(obs["positions"][seat])
        players = len(self.names)
        for card in hand:
            try:
                events = ride_preview(self.game, obs, seat, card)
            except IllegalAction:
                continue
            preview = Preview(card, start, start, start)
            for event in events:
                if isinstance(event, ev.RiderMoved) and event.seat == seat:
                    if event.kind == "ride":
                        preview.land = preview.end = event.to_space
                        preview.wheel = [s for s in range(players)
                                         if s != seat and s not in obs["crossed"]
                                         and obs["positions"][s] == event.to_space]
                    else:
                        preview.end, preview.times = event.to_space, event.times
                elif isinstance(event, ev.NoMultiplying) and event.seat == seat:
                    preview.blue = True
                elif isinstance(event, ev.SprintCrossed) and event.seat == seat:
                    preview.sprints.append((event.sprint, event.place, event.points))
                elif isinstance(event, ev.FinishCrossed) and event.seat == seat:
                    preview.finish = event.place
                elif isinstance(event, ev.RiderChangeOffered) and event.seat == seat:
                    preview.change = True
            out[card] = preview
        return out

    def _change_prompt(self, seat: int, obs: dict[str, Any], legal: Sequence[Action],
                       rect: pygame.Rect) -> HandPrompt:
        prompt = HandPrompt(Choice(legal, CHANGE_FACETS), rect, seat=seat, mode="change")
        green = len(obs["hands"][seat]["green"])
        n_low, n_high = self.rules.change_draws(len(self.names))
        width = min(300, (rect.width - 60) // 2)
        height = min(110, rect.height - 100)
        top = rect.top + 70
        gap = 24
        left = rect.centerx - width - gap // 2
        notes = {"change": f"hand in {green} green, draw {n_low} + {n_high} black",
                 "keep": f"keep your {green} green card{'s' if green != 1 else ''}"}
        options = prompt.values_as_options(
            DECISION, lambda i, _: pygame.Rect(left + i * (width + gap), top, width, height),
            kind="", commit=True)
        for option in options:
            option.kind = str(option.value)
            option.label = notes[option.kind]
        prompt.add_row(options)
        prompt.backdrop = self._backdrop(
            rect, seat, f"{self.names[seat]}: rider change?",
            f"You landed exactly on the rider change space {obs['positions'][seat]}.")
        return prompt

    def _backdrop(self, rect: pygame.Rect, seat: int, title: str, sub: str) -> pygame.Surface:
        surf = pygame.Surface((rect.width + 24, rect.height + 24), pygame.SRCALPHA)
        body = pygame.Rect(12, 12, rect.width, rect.height)
        panel(surf, body, theme.PANEL, theme.GOLD, radius=18, alpha=255)
        assets = self.app.assets
        size = fit_text(assets, title, 26, rect.width - 100)
        image = assets.text(title, size, theme.GOLD, "bold")
        x = body.centerx - image.get_width() // 2 + 16
        self.art.draw_token(surf, seat, (x - 22, body.top + 26), self.app.settings.colour_blind,
                            radius=12, relief=self.table.relief[seat])
        text(surf, assets, title, size, theme.GOLD, (x, body.top + 26), anchor="midleft")
        text(surf, assets, sub, 15, theme.INK_DIM, (body.centerx, body.top + 52),
             anchor="center", kind="sans", shadow=False)
        return surf

    # -- reading ---------------------------------------------------------------------------

    def focused_preview(self) -> Preview | None:
        """What the focused card would do, while a hand is on screen."""
        prompt = self.current
        if prompt is None or prompt.mode != "play" or not prompt.rows:
            return None
        return prompt.previews.get(str(prompt.choice.selected.get(CARD)))

    # -- keys and clicks -------------------------------------------------------------------

    def command(self, command: Command) -> bool:
        """A key or controller command for the decision; True if used."""
        prompt = self.current
        if prompt is None:
            return False
        if command in STEPS:
            if prompt.rows:
                prompt.shift(STEPS[command])
                self.app.sounds.play("click")
            return True
        if command is Command.CONFIRM:
            self._confirm(prompt, prompt.command(command).action)
            return True
        return False

    def pointer(self, pointer: Pointer) -> bool:
        """A mouse event for the decision; True if used."""
        prompt = self.current
        if prompt is None:
            return False
        response = prompt.pointer(pointer)
        self._confirm(prompt, response.action)
        return response.used

    def _confirm(self, prompt: HandPrompt, action: Action | None) -> None:
        if action is None:
            return
        self.app.sounds.play("click")
        if isinstance(action, Play):
            self._focus[prompt.seat] = action.card
        self.submit(action)

    # -- drawing ---------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the decision over the infield."""
        prompt = self.current
        if prompt is None:
            return
        if prompt.backdrop is not None:
            surface.blit(prompt.backdrop, (prompt.rect.left - 12, prompt.rect.top - 12))
        if prompt.mode == "play":
            self._draw_hand(surface, prompt)
        else:
            self._draw_choice(surface, prompt)

    def _draw_hand(self, surface: pygame.Surface, prompt: HandPrompt) -> None:
        assets = self.app.assets
        pulse = 0.5 + 0.5 * math.sin(self.app.time * 6)
        for i, button in enumerate(prompt.buttons):
            card = str(button.value)
            image = prompt.images[card]
            rect = button.rect
            focused = i == prompt.focus
            if focused:
                rect = rect.move(0, -RAISE)
                glow = mix(theme.GOLD, theme.INK, pulse * 0.6)
                pygame.draw.rect(surface, glow, rect.inflate(10, 10), 3, border_radius=12)
            surface.blit(image, rect)
            count = prompt.counts.get(card, 1)
            if count > 1:
                badge = assets.text(f"×{count}", 13, theme.BG_DEEP, "bold")
                box = pygame.Rect(0, 0, badge.get_width() + 10, 18)
                box.center = (rect.right - 6, rect.top + 4)
                pygame.draw.rect(surface, theme.GOLD, box, border_radius=9)
                surface.blit(badge, badge.get_rect(center=box.center))
        preview = self.focused_preview()
        if preview is None:
            return
        parts = self._preview_words(preview)
        images = [assets.text(words, 16, color, "bold") for words, color in parts]
        dot = assets.text("  ·  ", 16, theme.INK_FAINT, "bold")
        width = sum(i.get_width() for i in images) + dot.get_width() * (len(images) - 1)
        if width > prompt.rect.width - 20:
            images = [assets.text(words, 13, color, "bold") for words, color in parts]
            dot = assets.text(" · ", 13, theme.INK_FAINT, "bold")
            width = sum(i.get_width() for i in images) + dot.get_width() * (len(images) - 1)
        x = prompt.rect.centerx - width // 2
        y = prompt.rect.bottom - 18
        for k, image in enumerate(images):
            if k:
                surface.blit(dot, dot.get_rect(midleft=(x, y)))
                x += dot.get_width()
            surface.blit(image, image.get_rect(midleft=(x, y)))
            x += image.get_width()

    def _draw_choice(self, surface: pygame.Surface, prompt: HandPrompt) -> None:
        assets = self.app.assets
        pulse = 0.5 + 0.5 * math.sin(self.app.time * 6)
        for i, button in enumerate(prompt.buttons):
            rect = button.rect
            focused = i == prompt.focus
            change = button.kind == "change"
            fill = BLUE_SPACE if change else GREEN_CARD
            if focused:
                fill = lighten(fill, 0.12 + 0.1 * pulse)
            pygame.draw.rect(surface, darken(fill, 0.5), rect.move(0, 4), border_radius=14)
            pygame.draw.rect(surface, fill, rect, border_radius=14)
            if focused:
                glow = mix(theme.GOLD, theme.INK, pulse * 0.6)
                pygame.draw.rect(surface, glow, rect.inflate(10, 10), 3, border_radius=16)
            title = "Rider change!" if change else "Ride on"
            size = fit_text(assets, title, 30, rect.width - 20)
            text(surface, assets, title, size, theme.INK,
                 (rect.centerx, rect.centery - 12), anchor="center")
            note = button.label
            size = fit_text(assets, note, 14, rect.width - 16, "sans")
            text(surface, assets, note, size, lighten(fill, 0.6),
                 (rect.centerx, rect.centery + 22), anchor="center", kind="sans", shadow=False)

    def _preview_words(self, preview: Preview) -> list[tuple[str, Color]]:
        words: list[tuple[str, Color]] = []
        card = card_words(preview.card).capitalize()
        if preview.land >= self.geo.finish:
            words.append((f"{card}: over the finish line!", theme.GOLD))
        else:
            words.append((f"{card}: lands on {preview.land}", theme.INK))
        if preview.times:
            wheel = " & ".join(self.names[s] for s in preview.wheel) or "the bunch"
            to = "over the line!" if preview.end >= self.geo.finish else str(preview.end)
            words.append((f"in {wheel}'s wheel ×{preview.times + 1} → {to}", theme.CYAN))
        elif preview.blue:
            words.append(("blue space: no slipstream", (150, 196, 255)))
        for sprint, place, points in preview.sprints:
            words.append((f"sprint {sprint}: {ordinal(place)} +{points}", theme.GOLD))
        if preview.finish:
            points = points_at(self.rules.finish_points, preview.finish)
            words.append((f"{ordinal(preview.finish)} +{points}", theme.GOLD))
        if preview.change:
            words.append(("rider change space!", (150, 196, 255)))
        return words


__all__ = ["CARD", "CHANGE_FACETS", "DECISION", "PLAY_FACETS", "HandPrompt", "Preview", "Prompts"]
