"""The horse cards of a Rennfieber table, kept, and drawn to a budget per frame.

A large horse card takes 1-4 ms to draw (supersampled, smoothed down), and some moments of the
evening change many at once: all twelve paddock cards light a new form step when the line-up
opens, a bought horse re-sizes its owner's whole stable panel. `CardShelf` keeps every card
it drew and spends at most `BUILD_BUDGET` units a frame drawing new ones; a card past the
budget shows the image it was last shown with at that size (its previous step, its previous
owner's band) until a later frame draws it, so a frame never pays for a dozen cards. What a
room will show soon is drawn ahead, in what a frame leaves of its budget (`warm`).

>>> build_cost((300, 420)), build_cost((150, 208)), build_cost((44, 62))
(4, 1, 1)
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable

import pygame

from arcade_races.client.assets import Assets
from arcade_races.client.stage.cache import Cache
from arcade_races.client.views.rennfieber import art_horse as horses
from arcade_races.games.rennfieber.config import Rules

Color = tuple[int, int, int]
CardLook = tuple[int, float, int, int, tuple[int, int]]
"""A horse card as a room shows it: (card, form, owner, kept, size), as `horse_card` takes
them."""
CardKey = tuple[int, int, int, int, tuple[int, int]]
"""(card, form in 24ths of a step, owner, kept, size): one drawn card."""
PlainKey = tuple[int, int | None, int, int, tuple[int, int]]
"""(card, lit step, owner, kept, size): one large card without its pointer."""

BUILD_UNIT = 150 * 208
"""The card area one unit of the budget pays for (a paddock card: about 1 ms to draw, 2 ms on
a loaded machine)."""
BUILD_BUDGET = 4
"""Units of card drawing a frame may spend: four paddock cards, one auction card (300 x 420,
3-4 ms), or four stable-panel cards; with the frame's own 4-6 ms, well inside 16.7 ms."""
WARM_BUDGET = 2
"""Units a frame may spend, of what it left, drawing cards ahead (`CardShelf.warm`): an idle
frame stays about as cheap as a busy one."""
IDLE_MS = 4.0
"""Main-thread CPU a frame may have taken so far (since the last `next_frame`) and still draw
cards ahead: only a cheap frame is an idle one (a frame's median is 3-4 ms)."""
PATIENCE = 8
"""Frames in a row that may pass without one idle enough (a loaded machine) before one draws
ahead all the same: the cards ahead are ready in time however busy the frames are."""


def build_cost(size: tuple[int, int]) -> int:
    """Budget units a horse card of `size` costs to draw (a small card: one)."""
    return max(1, round(size[0] * size[1] / BUILD_UNIT))


class CardShelf:
    """Every horse card a table drew, by look, and this frame's budget for drawing more."""

    def __init__(self, assets: Assets, rules: Rules, coat: Callable[[int], Color]) -> None:
        self.assets = assets
        self.rules = rules
        self.coat = coat
        # An evening shows some 250 resting looks (the auction's, the stable panels', the
        # paddock's, the sell-back's): all of them kept, for the next evening too.
        self._cards: Cache[CardKey, pygame.Surface] = Cache(limit=320)
        self._sliding: Cache[CardKey, pygame.Surface] = Cache(limit=48)
        # Twelve paddock cards drawn ahead must not push out the training and auction ones.
        self.plain: Cache[PlainKey, horses.PlainCard] = Cache(limit=40)
        """The large cards without their pointer, by lit step."""
        self._last: dict[tuple[int, tuple[int, int]], pygame.Surface] = {}
        """The image each card was last shown with, by card and size."""
        self.spent = 0
        """Budget units spent this frame (`next_frame` starts anew)."""
        self.builds = 0
        """Cards drawn whole this frame (a pointer's patch on a kept plain card is not one)."""
        self.last_frame = (0, 0)
        """(units spent, cards drawn whole) in the frame before this one."""
        self.rationed = False
        self.started = time.thread_time()
        """When this frame began (main-thread CPU time, at the last `next_frame`)."""
        self.waited = 0
        """Frames since the last one idle enough to draw ahead."""
        """Whether the budget holds: from the first `next_frame` on, when frames are drawn in
        a loop (a card asked for outside one, as a test or a tool asks, is always exact)."""

    def next_frame(self) -> None:
        """A new frame: the budget is whole again (and holds from now on)."""
        self.last_frame = (self.spent, self.builds)
        self.spent = 0
        self.builds = 0
        self.rationed = True
        self.started = time.thread_time()

    def ahead(self) -> int:
        """Units this frame may spend drawing ahead: `WARM_BUDGET` when it has been cheap so
        far (`IDLE_MS`); one, for a small card only, once `PATIENCE` frames have passed
        without such a frame (a loaded machine); else none."""
        if (time.thread_time() - self.started) * 1000 < IDLE_MS:
            self.waited = 0
            return WARM_BUDGET
        self.waited += 1
        if self.waited > PATIENCE:
            self.waited = 0
            return 1
        return 0

    def horse_card(self, card: int, form: float, owner: int, kept: int,
                   size: tuple[int, int]) -> pygame.Surface:
        """Horse card `card` with its form pointer at step `form`, `owner`'s band and `kept`
        training cards (see `Art.horse_card`). Past the budget, a card shown before at this
        size shows that image; a card never shown at this size is drawn at once (a blank
        would be worse than a slow frame)."""
        size = (int(size[0]), int(size[1]))
        key = (card, round(form * 24), owner, kept, size)
        if key not in self._cards and key not in self._sliding and self._costly(key):
            last = self._last.get((card, size))
            if last is not None and self.rationed and self.spent >= BUILD_BUDGET:
                return last
            self._spend(size)
        # A pointer between two steps is kept apart: the 30 in-between looks of a slide at 1x
        # would push the resting cards out.
        shelf = self._sliding if key[1] % 24 else self._cards
        image = shelf.get(key, self._make)
        if len(self._last) > 400:   # cards times sizes stay far below; a bound all the same
            self._last.clear()
        self._last[(card, size)] = image
        return image

    def warm(self, looks: Iterable[CardLook], units: int = WARM_BUDGET) -> int:
        """Draw ahead the first of `looks` not drawn yet, in what this frame left of its
        budget and at most `units` (with the whole `WARM_BUDGET`, a frame that drew nothing
        may start one card whatever it costs); returns how many it drew."""
        limit = min(BUILD_BUDGET, self.spent + units)
        big = units >= WARM_BUDGET
        drawn = 0
        for card, form, owner, kept, size in looks:
            size = (int(size[0]), int(size[1]))
            key = (card, round(form * 24), owner, kept, size)
            if key in self._cards:
                continue
            costly = self._costly(key)
            if costly and self.spent + build_cost(size) > limit and (
                    drawn or self.spent or not big):
                if not big and not drawn:
                    continue   # a small card further on may fit
                break
            if costly:
                self._spend(size)
            self._cards.get(key, self._make)
            drawn += 1
            if self.spent >= limit:
                break
        return drawn

    def _spend(self, size: tuple[int, int]) -> None:
        self.spent += build_cost(size)
        self.builds += 1

    def _costly(self, key: CardKey) -> bool:
        """Whether drawing `key` draws a card whole (not only a pointer's patch on a kept
        plain card)."""
        card, form24, owner, kept, size = key
        if size[1] < horses.LARGE_CARD:
            return True
        lit = horses.lit_step(self.rules.horse(card), form24 / 24)
        return (card, lit, owner, kept, size) not in self.plain

    def _make(self, key: CardKey) -> pygame.Surface:
        card, form24, owner, kept, size = key
        horse = self.rules.horse(card)
        plain = None
        if size[1] >= horses.LARGE_CARD:
            # The card without its pointer, kept: a sliding pointer redraws only its patch.
            lit = horses.lit_step(horse, form24 / 24)
            plain = self.plain.get((card, lit, owner, kept, size), self._make_plain)
        return horses.horse_card(self.assets, horse, form24 / 24, owner, kept, size,
                                 self.coat(card), plain)

    def _make_plain(self, key: PlainKey) -> horses.PlainCard:
        card, lit, owner, kept, size = key
        return horses.plain_horse_card(self.assets, self.rules.horse(card), lit, owner, kept,
                                       size, self.coat(card))


__all__ = ["BUILD_BUDGET", "BUILD_UNIT", "IDLE_MS", "PATIENCE", "WARM_BUDGET", "CardLook",
           "CardShelf", "build_cost"]
