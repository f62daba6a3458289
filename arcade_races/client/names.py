"""Seat names as a screen shows them: a long name is shortened with an ellipsis ("Maximilia…")
so it never runs into its neighbours, and the whole name is kept for a tooltip.

Every place that prints a seat name goes through `short`, with the width it has there (in
pixels, given the font) or a number of characters.
"""

from __future__ import annotations

from typing import Protocol

MAX_LENGTH = 24
"""The longest name a seat may be given (a typed name stops there)."""
SHORT_CHARS = 12
"""How many characters a name keeps where a place gives no width of its own."""
ELLIPSIS = "…"


class Measure(Protocol):
    """Anything that tells the size of a line of text, as a `pygame.font.Font` does."""

    def size(self, text: str, /) -> tuple[int, int]:
        """Width and height of `text` in pixels."""
        ...


def short(name: str, width_or_chars: int = SHORT_CHARS, font: Measure | None = None) -> str:
    """`name`, shortened with an ellipsis if it is longer than `width_or_chars`: characters
    (ellipsis included) without a font, pixels in that font with one.

    >>> short("Maximiliane", 8)
    'Maximil…'
    >>> short("Anna", 8)
    'Anna'
    """
    name = name.strip()
    if font is None:
        if len(name) <= width_or_chars:
            return name
        keep = max(0, width_or_chars - 1)
        return name[:keep].rstrip() + ELLIPSIS
    if font.size(name)[0] <= width_or_chars:
        return name
    keep = len(name)
    while keep > 0 and font.size(name[:keep].rstrip() + ELLIPSIS)[0] > width_or_chars:
        keep -= 1
    return name[:keep].rstrip() + ELLIPSIS


def is_short(name: str, width_or_chars: int = SHORT_CHARS, font: Measure | None = None) -> bool:
    """Whether `short` cuts `name` (so the whole name belongs in a tooltip)."""
    return short(name, width_or_chars, font) != name.strip()
