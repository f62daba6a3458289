"""The text-box check: where every text on a screen stands, and which two of them overlap.

A `RecordingSurface` is a canvas that remembers what is drawn on it: every text blitted on it
(a surface that `Assets.text` made while `recording` was on, or a text drawn through
`widgets.text`, which reports itself), and every backing drawn under text (a filled rectangle or
a blitted panel). `overlaps` then lists the pairs of text boxes that a player would see on top
of each other. A box is the text's ink (the glyphs' bounding rectangle, not the font's line
height), so two lines set close together do not count as touching.

The rules, so that a real overlap is never argued away:

- **Shadows and outlines**: the same words drawn again a few pixels off (`SHADOW_REACH`) are one
  text, not two.
- **Covered text**: a text that a later, opaque backing covers entirely (a panel drawn over it,
  an overlay scene's dialog) is hidden, so it overlaps nothing; and a text standing on its own
  backing, drawn over an earlier text, overlaps it only if that backing leaves some of the
  place where they meet uncovered. A translucent veil (a pause shade, less than `OPAQUE`
  alpha) hides nothing.
- **Decorations**: what the stage's effects layer draws (flyers, floaters, rings, banners and
  their subclasses: `arcade_races.client.stage.effects.Effect`) pops up over the board on
  purpose and fades; it is not recorded.
- **Touching**: boxes must share at least `MIN_SHARED` pixels each way to overlap
  (anti-aliased edges kissing are not an overlap).

Text drawn on an off-screen surface first and blitted as part of a larger picture (a cached
panel, a card) is not seen: the check covers what is drawn straight on the canvas.

>>> import os; _ = os.environ.setdefault("SDL_VIDEODRIVER", "dummy"); pygame.font.init()
>>> from arcade_races.client.assets import Assets
>>> assets = Assets()
>>> canvas = RecordingSurface((200, 100))
>>> with recording(assets, canvas):
...     _ = canvas.blit(assets.text("Anna", 20, (255, 255, 255)), (10, 10))
...     _ = canvas.blit(assets.text("Anna", 20, (0, 0, 0)), (12, 12))  # its shadow
...     _ = canvas.blit(assets.text("Ben", 20, (255, 255, 255)), (30, 14))
...     _ = canvas.fill((0, 0, 0), pygame.Rect(100, 0, 100, 100))
...     _ = canvas.blit(assets.text("Hidden", 20, (255, 255, 255)), (110, 10))
...     _ = canvas.fill((9, 9, 9), pygame.Rect(100, 0, 100, 50))
...     _ = canvas.blit(assets.text("Shown", 20, (255, 255, 255)), (110, 12))
>>> [(a.words, b.words) for a, b in overlaps(canvas.boxes, canvas.backings)]
[('Anna', 'Ben')]
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

import pygame

from arcade_races.client.assets import Assets

_SURFACE = pygame.Surface
"""pygame's own Surface (`recording` swaps the name `pygame.Surface` for a recording layer)."""

SHADOW_REACH = 4
"""Pixels the same words may stand off and still be one text (a shadow or an outline)."""
MIN_SHARED = 2
"""Pixels two boxes must share each way to overlap."""
OPAQUE = 230
"""The alpha from which a backing hides the text under it (a panel at 235 does; the words
under a veil at 225 still show through)."""


@dataclass(frozen=True)
class TextBox:
    """One text on the canvas: its words, its ink's rectangle and when it was drawn."""

    words: str
    rect: pygame.Rect
    order: int

    def __str__(self) -> str:
        return f"{self.words!r} at {tuple(self.rect)}"


@dataclass(frozen=True)
class Backing:
    """An opaque area drawn on the canvas (a panel, a filled rectangle), and when."""

    rect: pygame.Rect
    order: int


class RecordingSurface(pygame.Surface):
    """A canvas that records its text boxes (`boxes`) and opaque backings (`backings`).

    Text surfaces are known by `recording`, which notes every surface `Assets.text` returns;
    `widgets.text` also reports what it draws through `record_text`. While `muted` is above
    zero (the effects layer drawing), nothing is recorded.
    """

    def __init__(self, size: tuple[int, int], *args: Any, **kwargs: Any) -> None:
        super().__init__(size, *args, **kwargs)
        self.boxes: list[TextBox] = []
        self.backings: list[Backing] = []
        self.muted = 0
        self.known: dict[int, tuple[pygame.Surface, str, pygame.Rect]] = {}
        self._seen: set[tuple[str, tuple[int, int, int, int]]] = set()
        self._order = 0

    def clear_records(self) -> None:
        """Forget what was drawn (before the next frame is recorded)."""
        self.boxes.clear()
        self.backings.clear()
        self._seen.clear()

    def _next(self) -> int:
        self._order += 1
        return self._order

    def record_text(self, words: str, image: pygame.Surface, rect: pygame.Rect) -> None:
        """Note `words`, drawn from `image` at `rect` (the hook `widgets.text` calls)."""
        if self.muted or not words.strip():
            return
        ink = image.get_bounding_rect().move(rect.topleft).clip(self.get_clip())
        key = (words, (ink.x, ink.y, ink.w, ink.h))
        if ink.width <= 0 or ink.height <= 0 or key in self._seen:
            return
        self._seen.add(key)
        self.boxes.append(TextBox(words, ink, self._next()))

    def add_backing(self, rect: pygame.Rect) -> None:
        """Note an opaque area drawn at `rect`: text under it, drawn before, is hidden."""
        rect = rect.clip(self.get_clip())
        if not self.muted and rect.width > 0 and rect.height > 0:
            self.backings.append(Backing(rect, self._next()))

    def blit(self, source: pygame.Surface, dest: Any, area: Any = None,  # type: ignore[override]
             special_flags: int = 0) -> pygame.Rect:
        """Blit as a Surface does, noting a known text or an opaque panel."""
        drawn = super().blit(source, dest, area, special_flags)
        known = self.known.get(id(source))
        if known is not None and known[0] is source and area is None:
            self.record_text(known[1], source, source.get_rect(topleft=_corner(dest)))
            return drawn
        if area is None and special_flags == 0 and _opaque(source):
            self.add_backing(drawn)
        if isinstance(source, RecordingSurface) and source is not self and not self.muted:
            self._take(source, dest, area, drawn)
        return drawn

    def _take(self, layer: RecordingSurface, dest: Any, area: Any,
              drawn: pygame.Rect) -> None:
        """A layer's own records, moved to where it was blitted (texts that stay in view)."""
        x, y = _corner(dest)
        if area is not None:
            x, y = x - pygame.Rect(area).x, y - pygame.Rect(area).y
        hidden = layer.hidden_boxes()
        for box in layer.boxes:
            moved = box.rect.move(x, y).clip(drawn)
            key = (box.words, (moved.x, moved.y, moved.w, moved.h))
            if box in hidden or moved.width <= 0 or moved.height <= 0 or key in self._seen:
                continue
            self._seen.add(key)
            self.boxes.append(TextBox(box.words, moved, self._next()))

    def hidden_boxes(self) -> list[TextBox]:
        """The boxes a later backing on this surface covers."""
        return [box for box in self.boxes if _hidden(box, self.backings)]

    def _carry(self, made: pygame.Surface) -> RecordingSurface:
        """`made` (a converted copy of this layer) as a layer with this one's records."""
        alpha = made.get_flags() & pygame.SRCALPHA
        out = RecordingSurface(made.get_size(), alpha)
        if alpha:
            _SURFACE.fill(out, (0, 0, 0, 0))
            _SURFACE.blit(out, made, (0, 0), None, pygame.BLEND_RGBA_MAX)
        else:
            _SURFACE.blit(out, made, (0, 0))
        out.boxes, out.backings = list(self.boxes), list(self.backings)
        out.known, out._order = self.known, self._order
        return out

    def convert(self, *args: Any) -> RecordingSurface:
        """A converted copy that keeps the records."""
        return self._carry(super().convert(*args))

    def convert_alpha(self, *args: Any) -> RecordingSurface:
        """A converted copy (with alpha) that keeps the records."""
        return self._carry(super().convert_alpha(*args))

    def copy(self) -> RecordingSurface:
        """A copy that keeps the records."""
        return self._carry(super().copy())

    def fill(self, color: Any, rect: Any = None,
             special_flags: int = 0) -> pygame.Rect:
        """Fill as a Surface does; an opaque fill of part of the canvas is a backing."""
        drawn = super().fill(color, rect, special_flags)
        if special_flags:
            return drawn
        if rect is None:  # everything drawn before is gone (a layer cleared for redrawing)
            self.clear_records()
        elif _alpha(color) >= OPAQUE:
            self.add_backing(drawn)
        else:  # a translucent or clear fill: what was on the spot is erased or tinted
            self.boxes = [box for box in self.boxes if not drawn.contains(box.rect)]
        return drawn


def _corner(dest: Any) -> tuple[int, int]:
    """The top left of a blit's destination (a point or a rectangle)."""
    return round(dest[0]), round(dest[1])


def _alpha(color: Any) -> int:
    try:
        return int(pygame.Color(color).a)
    except (TypeError, ValueError):
        return 255


def _opaque(source: pygame.Surface) -> bool:
    """Whether `source`, a non-text picture, hides what is under its middle."""
    width, height = source.get_size()
    if width < 8 or height < 8:
        return False
    alpha = source.get_alpha()
    if alpha is not None and alpha < OPAQUE and not source.get_flags() & pygame.SRCALPHA:
        return False
    if source.get_flags() & pygame.SRCALPHA:
        return bool(source.get_at((width // 2, height // 2)).a >= OPAQUE)
    return alpha is None or alpha >= OPAQUE


def _filled_rect(original: Callable[..., pygame.Rect]) -> Callable[..., pygame.Rect]:
    """`pygame.draw.rect`, noting a filled rectangle on a recording canvas as a backing."""

    def draw_rect(surface: pygame.Surface, color: Any, rect: Any, width: int = 0,
                  *args: Any, **kwargs: Any) -> pygame.Rect:
        drawn = original(surface, color, rect, width, *args, **kwargs)
        if isinstance(surface, RecordingSurface) and width == 0 and _alpha(color) >= OPAQUE:
            surface.add_backing(drawn)
        return drawn

    return draw_rect


def _effect_classes() -> list[type]:
    from arcade_races.client.stage.effects import Effect, Effects

    found: list[type] = [Effects]
    todo: list[type] = [Effect]
    while todo:
        cls = todo.pop()
        found.append(cls)
        todo.extend(cls.__subclasses__())
    return found


def _muted(original: Callable[..., None]) -> Callable[..., None]:
    def draw(self: object, surface: pygame.Surface, *args: Any, **kwargs: Any) -> None:
        if not isinstance(surface, RecordingSurface):
            original(self, surface, *args, **kwargs)
            return
        surface.muted += 1
        try:
            original(self, surface, *args, **kwargs)
        finally:
            surface.muted -= 1

    return draw


@contextmanager
def recording(assets: Assets, *canvases: RecordingSurface) -> Iterator[None]:
    """While on: every surface `assets.text` returns is known to `canvases` (so blitting it
    there records a text box), filled `pygame.draw.rect`s on them are backings, and the effects
    layer draws on them unrecorded. Every `pygame.Surface(...)` made meanwhile is a recording
    layer too (a view's cached background or panel), whose texts count where it is blitted:
    open the recording before the scene or view is made, so its caches are layers. Everything
    is put back on leaving."""
    original_text = assets.text
    registry: dict[int, tuple[pygame.Surface, str, pygame.Rect]] = {}

    def text(words: str, size: int, color: tuple[int, int, int],
             kind: str = "bold") -> pygame.Surface:
        image = original_text(words, size, color, kind)
        registry[id(image)] = (image, words, image.get_rect())
        return image

    originals: list[tuple[type, Callable[..., None]]] = []
    for cls in _effect_classes():
        if "draw" in cls.__dict__:
            originals.append((cls, cls.__dict__["draw"]))
    original_rect = pygame.draw.rect

    setattr(assets, "text", text)  # noqa: B010 (an instance attribute over the method)
    for canvas in canvases:
        canvas.known = registry

    class Layer(RecordingSurface):
        """A surface made while recording: its texts count where it is blitted."""

        def __init__(self, size: tuple[int, int], *args: Any, **kwargs: Any) -> None:
            super().__init__(size, *args, **kwargs)
            self.known = registry

    setattr(pygame, "Surface", Layer)  # noqa: B010 (surfaces made now record their texts)
    pygame.draw.rect = _filled_rect(original_rect)
    for cls, draw in originals:
        setattr(cls, "draw", _muted(draw))  # noqa: B010
    try:
        yield
    finally:
        del assets.text
        for canvas in canvases:
            canvas.known = {}
        setattr(pygame, "Surface", _SURFACE)  # noqa: B010
        pygame.draw.rect = original_rect
        for cls, draw in originals:
            setattr(cls, "draw", draw)  # noqa: B010


def _shared(a: pygame.Rect, b: pygame.Rect) -> bool:
    both = a.clip(b)
    return both.width >= MIN_SHARED and both.height >= MIN_SHARED


def _shadow(a: TextBox, b: TextBox) -> bool:
    return (a.words == b.words and abs(a.rect.x - b.rect.x) <= SHADOW_REACH
            and abs(a.rect.y - b.rect.y) <= SHADOW_REACH
            and abs(a.rect.w - b.rect.w) <= SHADOW_REACH
            and abs(a.rect.h - b.rect.h) <= SHADOW_REACH)


def _hidden(box: TextBox, backings: Sequence[Backing]) -> bool:
    return any(b.order > box.order and b.rect.contains(box.rect) for b in backings)


def _backed(first: TextBox, then: TextBox, backings: Sequence[Backing]) -> bool:
    """Whether a backing drawn between the two texts covers where they meet (the later text
    stands on its own panel, over the earlier one)."""
    both = first.rect.clip(then.rect)
    return any(first.order < b.order < then.order and b.rect.contains(both) for b in backings)


def overlaps(boxes: Sequence[TextBox],
             backings: Sequence[Backing] = ()) -> list[tuple[TextBox, TextBox]]:
    """The pairs of text boxes a player sees on top of each other (see the module's rules),
    the earlier-drawn first.

    >>> a = TextBox("PAUSED", pygame.Rect(0, 0, 60, 16), 1)
    >>> b = TextBox("game 2", pygame.Rect(50, 4, 50, 16), 2)
    >>> [(x.words, y.words) for x, y in overlaps([a, b])]
    [('PAUSED', 'game 2')]
    >>> overlaps([a, b], [Backing(pygame.Rect(0, 0, 120, 30), 3)])
    []
    """
    shown: list[TextBox] = []
    for box in boxes:
        if not _hidden(box, backings) and not any(_shadow(box, kept) for kept in shown):
            shown.append(box)
    found: list[tuple[TextBox, TextBox]] = []
    for i, a in enumerate(shown):
        for b in shown[i + 1:]:
            first, then = (a, b) if a.order < b.order else (b, a)
            if _shared(a.rect, b.rect) and not _backed(first, then, backings):
                found.append((first, then))
    return found


def covered(boxes: Sequence[TextBox], backings: Sequence[Backing],
            zone: pygame.Rect) -> list[TextBox]:
    """The texts in `zone` that a later backing hides (a hand drawn over the ticker).

    >>> line = TextBox("They're off!", pygame.Rect(20, 620, 120, 16), 1)
    >>> [box.words for box in covered([line], [Backing(pygame.Rect(10, 400, 900, 260), 2)],
    ...                               pygame.Rect(10, 608, 1260, 68))]
    ["They're off!"]
    """
    return [box for box in boxes if zone.colliderect(box.rect) and _hidden(box, backings)]


def describe(pairs: Sequence[tuple[TextBox, TextBox]]) -> str:
    """The pairs as lines for a test failure."""
    return "\n".join(f"{a}  overlaps  {b}" for a, b in pairs)


__all__ = ["MIN_SHARED", "OPAQUE", "SHADOW_REACH", "Backing", "RecordingSurface", "TextBox",
           "covered", "describe", "overlaps", "recording"]
