"""A human's decisions in the Rennfieber auction room: a bid, and a horse to sell back.

Both are built from the seat's legal actions only, on the stage's choice prompt, with one
facet each: the bid's `amount` (each `Bid` its amount, `Drop` the value "drop"), the
sell-back's `card`. The bid's buttons read as an auctioneer says them ("Bid 9,000" to open,
"+500", "+1,000", ... to raise, "Drop out"); the panel stands in the right column under the
high bid, so the card on offer and the high bid stay in view. The sell-back's options are the
seller's horse cards on the stage themselves, each with its buy-back price.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

import pygame

from arcade_races.client import theme
from arcade_races.client.physics.render import darken, mix
from arcade_races.client.stage.prompt import Choice, Facet, Option, Prompt
from arcade_races.client.stage.zones import STAGE
from arcade_races.client.views.rennfieber.fit import fit_text
from arcade_races.client.views.rennfieber.stage import Parts, money
from arcade_races.client.widgets import panel, seat_token, text
from arcade_races.core.actions import Action
from arcade_races.games.rennfieber.actions import Bid, Drop, Sell

AMOUNT, CARD = "amount", "card"
"""The facets: how much to bid (or "drop"), which horse to sell."""
DROP = "drop"
"""The amount facet's value for dropping out."""

BID_FACETS = (Facet(AMOUNT, lambda a: a.amount if isinstance(a, Bid)
                    else (DROP if isinstance(a, Drop) else None)),)
SELL_FACETS = (Facet(CARD, lambda a: a.card if isinstance(a, Sell) else None),)

BID_PANEL = pygame.Rect(STAGE.left + 574, STAGE.top + 212, 372, 252)
"""The bid prompt: the right column, under the high bid and beside the card on offer."""
SELL_BAR = pygame.Rect(STAGE.left + 240, STAGE.top + 402, 676, 42)
"""The sell-back prompt's caption, under the seller's horses."""
SELL_AREA = pygame.Rect(STAGE.left + 220, STAGE.top + 128, 716, 262)
"""Where the seller's horses stand in the sell-back (cards and their price tags)."""


def sell_slots(count: int) -> list[pygame.Rect]:
    """The card rects of a seller's `count` horses on the stage, left to right."""
    gap = 18
    width = min(180, (SELL_AREA.width - gap * (count - 1)) // max(count, 1))
    height = min(round(width * 1.4), SELL_AREA.height - 40)
    width = min(width, round(height / 1.4))
    total = count * width + (count - 1) * gap
    left = SELL_AREA.centerx - total // 2
    return [pygame.Rect(left + k * (width + gap), SELL_AREA.top, width, height)
            for k in range(count)]


def sell_price(parts: Parts, card: int, form: float) -> int:
    """What the bank pays back for `card` at form step `form`: the price plus the bonus for
    each step above the bottom (the card's printed terms, as the rulebook states them)."""
    return parts.rules.horse(card).price + parts.rules.sell_bonus * round(form)


def scale_words(parts: Parts, card: int) -> str:
    """A horse's form scale, bottom to top: "5- 0 2+ 3+"."""
    return " ".join(str(s) for s in parts.static["horses"][card - 1]["scale"])


class AuctionPrompts:
    """Builds and draws the auction room's decisions."""

    def __init__(self, parts: Parts) -> None:
        self.parts = parts
        self._backdrop: tuple[Prompt, pygame.Surface] | None = None
        self.line_rects: list[pygame.Rect] = []
        """Where the bid panel's lines of text stand on the stage (they are painted into the
        backdrop, out of the layout check's sight, so a test holds them clear of the buttons)."""

    # -- building --------------------------------------------------------------------------

    def bid(self, seat: int, obs: dict[str, Any], legal: Sequence[Action]) -> Prompt:
        """`seat`'s bid: open at the price or raise, or drop out."""
        parts = self.parts
        auction = obs["auction"]
        card, high, bidder = int(auction["card"]), int(auction["high"]), int(
            auction["high_bidder"])
        choice = Choice(legal, BID_FACETS)
        prompt = Prompt(choice, BID_PANEL.copy(), seat=seat, mode="bid")
        values = choice.values(AMOUNT)
        bids = [v for v in values if v != DROP]
        inner = BID_PANEL.inflate(-28, 0)
        top = BID_PANEL.top + 110  # under the panel's three lines (`_panel`), clear of them
        options: list[Option] = []
        if bids:
            gap = 8
            width = (inner.width - gap * (len(bids) - 1)) // len(bids)
            for i, value in enumerate(bids):
                assert isinstance(value, int)
                rect = pygame.Rect(inner.left + i * (width + gap), top, width, 70)
                if bidder < 0:
                    label, kind = f"Bid {money(value)}", "open"
                else:
                    label, kind = f"+{money(value - high)}", "raise"
                options.append(Option(rect, kind, AMOUNT, value, commit=True, label=label))
        if DROP in values:
            rect = pygame.Rect(inner.left, top + 84, inner.width, 48)
            options.append(Option(rect, "drop", AMOUNT, DROP, commit=True, label="Drop out"))
        prompt.add_row(options)
        name = parts.names[seat]
        cash = int(obs["cash"][seat])
        if bidder < 0:
            lead = f"Open at the price, {money(int(parts.rules.horse(card).price))}"
        else:
            lead = f"High bid {money(high)} by {parts.names[bidder]}"
        scale = parts.static["horses"][card - 1]["scale"]
        lines = [f"Your cash {money(cash)}", lead,
                 f"Worth: price {money(parts.rules.horse(card).price)}, "
                 f"form {scale[0]} up to {scale[-1]}"]
        self._backdrop = (prompt, self._panel(BID_PANEL, seat, f"{name}, your bid", lines))
        return prompt

    def sell(self, seat: int, obs: dict[str, Any], legal: Sequence[Action]) -> Prompt:
        """`seat`'s horse to sell back to the bank, picked among its cards on the stage."""
        choice = Choice(legal, SELL_FACETS)
        cards = [int(c) for c in choice.values(CARD) if isinstance(c, int)]
        # The cards stand where the room shows the seller's stable (by card number).
        slots = sell_slots(len(cards))
        order = sorted(cards)
        rect = SELL_AREA.union(SELL_BAR)
        prompt = Prompt(choice, rect, seat=seat, mode="sell", follow_pointer=True)
        prompt.add_row([Option(slots[order.index(c)], "horse", CARD, c, commit=True)
                        for c in cards])
        self._backdrop = None
        return prompt

    def _panel(self, rect: pygame.Rect, seat: int, title: str,
               lines: Sequence[str]) -> pygame.Surface:
        parts = self.parts
        assets = parts.app.assets
        surf = pygame.Surface((rect.width + 24, rect.height + 24), pygame.SRCALPHA)
        body = pygame.Rect(12, 12, rect.width, rect.height)
        panel(surf, body, theme.PANEL, theme.GOLD, radius=16, alpha=245)
        pygame.draw.rect(surf, parts.seat_color(seat), (body.left + 4, body.top + 10, 6,
                                                        body.height - 20), border_radius=3)
        size = fit_text(assets, title, 26, rect.width - 70)
        seat_token(surf, assets, seat, (body.left + 30, body.top + 24), 10, parts.colour_blind)
        text(surf, assets, title, size, theme.GOLD, (body.left + 48, body.top + 24),
             anchor="midleft")
        self.line_rects = []
        for k, line in enumerate(lines):
            color = theme.INK if k == 0 else theme.INK_DIM
            words = fit_text(assets, line, 17, rect.width - 40, "sans")
            # A line's full height apart: the last one ends at 102, above the buttons'
            # 110 (107 when one is lifted by the focus).
            drawn = text(surf, assets, line, words, color,
                         (body.left + 22, body.top + 42 + k * 20), kind="sans", shadow=False)
            self.line_rects.append(drawn.move(rect.left - body.left, rect.top - body.top))
        return surf

    # -- drawing ---------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, prompt: Prompt) -> None:
        """Draw `prompt` (a bid or a sell-back this room built)."""
        if prompt.mode == "sell":
            self._draw_sell(surface, prompt)
            return
        if self._backdrop is not None and self._backdrop[0] is prompt:
            surface.blit(self._backdrop[1], (prompt.rect.left - 12, prompt.rect.top - 12))
        assets = self.parts.app.assets
        pulse = 0.5 + 0.5 * math.sin(self.parts.app.time * 6)
        for row in prompt.rows:
            for option in row:
                focused = prompt.focused(option)
                hovered = prompt.hover is option
                drop = option.kind == "drop"
                base = (120, 44, 52) if drop else (46, 96, 70)
                fill = mix(theme.GOLD, theme.INK, 0.25 * pulse) if focused else (
                    mix(base, theme.INK, 0.15) if hovered else base)
                edge = theme.GOLD if focused else darken(base, 0.5)
                r = option.rect.move(0, -3) if focused else option.rect
                pygame.draw.rect(surface, darken(base, 0.6), r.move(0, 4), border_radius=12)
                pygame.draw.rect(surface, fill, r, border_radius=12)
                pygame.draw.rect(surface, edge, r, 3 if focused else 2, border_radius=12)
                ink = theme.BG_DEEP if focused else theme.INK
                if drop:
                    size = fit_text(assets, option.label, 24, r.width - 16)
                    text(surface, assets, option.label, size, ink, r.center, anchor="center",
                         shadow=not focused)
                    continue
                size = fit_text(assets, option.label, 28, r.width - 10)
                text(surface, assets, option.label, size, ink, (r.centerx, r.top + 26),
                     anchor="center", shadow=not focused)
                if option.kind == "raise" and isinstance(option.value, int):
                    words = money(option.value)
                    small = fit_text(assets, words, 16, r.width - 8, "sans")
                    text(surface, assets, words, small, ink if focused else theme.INK_DIM,
                         (r.centerx, r.bottom - 15), anchor="center", kind="sans",
                         shadow=False)
                elif option.kind == "open":
                    text(surface, assets, "the opening bid", 15,
                         ink if focused else theme.INK_DIM, (r.centerx, r.bottom - 14),
                         anchor="center", kind="sans", shadow=False)

    def _draw_sell(self, surface: pygame.Surface, prompt: Prompt) -> None:
        parts = self.parts
        assets = parts.app.assets
        pulse = 0.5 + 0.5 * math.sin(parts.app.time * 6)
        for row in prompt.rows:
            for option in row:
                rect = option.rect
                if prompt.focused(option):
                    glow = mix(theme.GOLD, theme.INK, pulse * 0.5)
                    pygame.draw.rect(surface, glow, rect.inflate(14, 14), 5, border_radius=14)
                elif prompt.hover is option:
                    pygame.draw.rect(surface, theme.INK, rect.inflate(10, 10), 3,
                                     border_radius=12)
        bar = SELL_BAR
        panel(surface, bar, theme.PANEL, theme.GOLD, radius=12, alpha=255)
        name = parts.names[prompt.seat]
        card = prompt.choice.selected.get(CARD)
        if isinstance(card, int):
            price = sell_price(parts, card, float(parts.table.horse(card).form))
            words = (f"{name}: sell {parts.horse_name(card)} for {money(price)}?"
                     "   \u2190 \u2192 choose, Enter sells")
        else:
            words = f"{name}: pick a horse to sell back to the bank"
        size = fit_text(assets, words, 20, bar.width - 50)
        seat_token(surface, assets, prompt.seat, (bar.left + 20, bar.centery), 9,
                   parts.colour_blind)
        text(surface, assets, words, size, theme.INK, (bar.centerx + 10, bar.centery),
             anchor="center", shadow=False)


__all__ = ["AMOUNT", "BID_FACETS", "BID_PANEL", "CARD", "DROP", "SELL_AREA", "SELL_BAR",
           "SELL_FACETS", "AuctionPrompts", "scale_words", "sell_price", "sell_slots"]
