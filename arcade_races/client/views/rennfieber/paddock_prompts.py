"""A human's line-up in the paddock: which of the seat's horses run the race.

The legal actions are `Enter(cards)`, every way of sending as many horses as the seat may (all
of them, when it has no more). The prompt shows each eligible horse card large, with the
training cards the seat keeps with it (a secret the hand-over curtain covers); pressing a
horse that is not running sends it in place of the one chosen longest ago, so the selection is
always one of the legal picks, and confirming sends it.

Keys: left and right move along the horses (and the Send button), up or down (or Next) bring
the focused horse in, Confirm sends. Mouse: click a horse, click Send.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import pygame

from arcade_races.client import theme
from arcade_races.client.input import Command
from arcade_races.client.physics.render import darken
from arcade_races.client.stage.prompt import Choice, Facet, Option, Prompt, Response
from arcade_races.client.stage.zones import STAGE
from arcade_races.client.views.rennfieber.fit import fit_text
from arcade_races.client.widgets import panel
from arcade_races.core.actions import Action
from arcade_races.games.rennfieber.actions import Enter

if TYPE_CHECKING:
    from arcade_races.client.views.rennfieber.stage import Parts

AREA = STAGE.inflate(-40, -70).move(0, 20)
"""The line-up prompt over the paddock."""
KINDS = {"karriere": "Karriere", "durchbruch": "Durchbruch"}


def _entry(action: Action) -> object:
    return action.cards if isinstance(action, Enter) else None


class LineupPrompt(Prompt):
    """The seat's horse cards to send in; the selection is always a legal pick."""

    def __init__(self, legal: Sequence[Action], seat: int, kept: dict[str, list[str]]) -> None:
        super().__init__(Choice(legal, [Facet("entry", _entry)]), AREA, seat=seat,
                         mode="lineup")
        entries = [a.cards for a in legal if isinstance(a, Enter)]
        self.horses: list[int] = sorted({c for cards in entries for c in cards})
        self.size = len(entries[0]) if entries else 0
        first = self.choice.selected.get("entry")
        self.order: list[int] = list(first) if isinstance(first, tuple) else []
        """The horses sent, the longest chosen first (the one a new pick replaces)."""
        self.kept = kept
        self.focus = 0
        n = max(len(self.horses), 1)
        width = min(176, (AREA.width - 60) // n - 18)
        height = round(width / 0.72)
        total = n * width + (n - 1) * 18
        left = AREA.centerx - total // 2
        top = AREA.top + 118
        cards = [Option(pygame.Rect(left + k * (width + 18), top, width, height), "horse",
                        value=card) for k, card in enumerate(self.horses)]
        send = Option(pygame.Rect(0, 0, 260, 54), "send", label="Send")
        send.rect.midbottom = (AREA.centerx, AREA.bottom - 16)
        self.add_row([*cards, send])

    @property
    def chosen_cards(self) -> tuple[int, ...]:
        """The horses the selection sends."""
        selected = self.choice.selected.get("entry")
        return selected if isinstance(selected, tuple) else ()

    def bring_in(self, card: int) -> bool:
        """Send `card` (in place of the horse chosen longest ago); whether anything changed.
        A horse already sent becomes the one chosen last (kept when the next is sent)."""
        if card in self.order:
            self.order = [*(c for c in self.order if c != card), card]
            return False
        if card not in self.horses or self.size == 0:
            return False
        order = [*self.order, card][-self.size:]
        wanted = tuple(sorted(order))
        for action in self.choice.actions:
            if isinstance(action, Enter) and action.cards == wanted:
                self.order = order
                self.choice.select("entry", wanted)
                return True
        return False

    def command(self, command: Command) -> Response:
        count = len(self.rows[0])
        if command in (Command.LEFT, Command.RIGHT):
            self.focus = (self.focus + (1 if command is Command.RIGHT else -1)) % count
            return Response(True, moved=True)
        if command in (Command.UP, Command.DOWN, Command.NEXT):
            option = self.rows[0][self.focus]
            if option.kind == "horse":
                self.bring_in(int(str(option.value)))
            return Response(True, moved=True)
        if command is Command.CONFIRM:
            return Response(True, action=self.action())
        return Response(False)

    def press(self, option: Option) -> Action | None:
        self.focus = self.rows[0].index(option) if option in self.rows[0] else self.focus
        if option.kind == "send":
            return self.action()
        self.bring_in(int(str(option.value)))
        return None

    def focused(self, option: Option) -> bool:
        row = self.rows[0] if self.rows else []
        return option in row and row.index(option) == self.focus


def lineup_prompt(seat: int, obs: dict[str, Any], legal: Sequence[Action]) -> LineupPrompt:
    """`seat`'s line-up, offering exactly `legal`."""
    kept = {str(k): [str(x) for x in v] for k, v in (obs.get("kept_cards") or {}).items()}
    return LineupPrompt(legal, seat, kept)


def draw_lineup_prompt(parts: Parts, surface: pygame.Surface, prompt: LineupPrompt) -> None:
    """The seat's horses large, the ones it sends raised, its kept cards under them."""
    assets, table = parts.app.assets, parts.table
    surface.blit(parts.art.shade, STAGE.topleft)
    panel(surface, AREA, theme.BG_DEEP, theme.GOLD, radius=18, alpha=240)
    seat = prompt.seat
    n = len(prompt.horses)
    if prompt.size >= n:
        words = f"{parts.names[seat]}: all your {n} horses run" if n > 1 else \
            f"{parts.names[seat]}: your only horse runs"
    else:
        words = f"{parts.names[seat]}: send {prompt.size} of your {n} horses"
    title = assets.text(words, fit_text(assets, words, 32, AREA.width - 40, "condensed"),
                        theme.GOLD, "condensed")
    surface.blit(title, title.get_rect(midtop=(AREA.centerx, AREA.top + 12)))
    hint = "click a horse to send it  ·  ←→ choose  ·  ↑↓ send this one  ·  Enter: off to the lanes"
    hint_img = assets.text(hint, fit_text(assets, hint, 16, AREA.width - 40, "sans"),
                           theme.INK_DIM, "sans")
    surface.blit(hint_img, hint_img.get_rect(midtop=(AREA.centerx, AREA.top + 54)))
    sent = prompt.chosen_cards
    for option in prompt.rows[0]:
        if option.kind != "horse":
            continue
        card = int(str(option.value))
        horse = table.horse(card)
        running = card in sent
        rect = option.rect.move(0, -14 if running else 8)
        image = parts.art.horse_card(card, horse.form, seat, horse.kept, rect.size)
        surface.blit(image, rect)
        if not running:
            veil = pygame.Surface(rect.size, pygame.SRCALPHA)
            veil.fill((*theme.BG_DEEP, 110))
            surface.blit(veil, rect)
        if running:
            pygame.draw.rect(surface, theme.GOLD, rect.inflate(8, 8), 4, border_radius=12)
            tag = assets.text("RUNS", 20, theme.BG_DEEP, "condensed")
            box = tag.get_rect(midbottom=(rect.centerx, rect.top + 6)).inflate(18, 4)
            pygame.draw.rect(surface, theme.GOLD, box, border_radius=8)
            surface.blit(tag, tag.get_rect(center=box.center))
        if prompt.focused(option):
            pygame.draw.rect(surface, theme.CYAN, rect.inflate(16, 16), 3, border_radius=14)
        elif prompt.hover is option:
            pygame.draw.rect(surface, theme.INK_DIM, rect.inflate(14, 14), 2, border_radius=14)
        kinds = prompt.kept.get(str(card), [])
        for k, kind in enumerate(kinds):
            label = KINDS.get(kind, kind.title())
            chip = assets.text(label, 15, theme.BG_DEEP, "bold")
            box = chip.get_rect(midtop=(rect.centerx, rect.bottom + 10 + 24 * k)).inflate(14, 4)
            pygame.draw.rect(surface, theme.CYAN, box, border_radius=8)
            surface.blit(chip, chip.get_rect(center=box.center))
    send = prompt.rows[0][-1]
    focused = prompt.focused(send)
    pygame.draw.rect(surface, theme.GOLD, send.rect, border_radius=14)
    pygame.draw.rect(surface, theme.INK if focused else darken(theme.GOLD, 0.5), send.rect,
                     4 if focused else 2, border_radius=14)
    label = "Send " + " and ".join(f"#{c}" for c in sent) if sent else "Send"
    image = assets.text(label, fit_text(assets, label, 26, send.rect.width - 16, "condensed"),
                        theme.BG_DEEP, "condensed")
    surface.blit(image, image.get_rect(center=send.rect.center))


__all__ = ["AREA", "LineupPrompt", "draw_lineup_prompt", "lineup_prompt"]
