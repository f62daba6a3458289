"""`fit_text` remembered: the largest size at which words fit a width, measured once.

`widgets.fit_text` measures the words with the font at each size it tries, every call; the
Rennfieber rooms ask it for every seat's name and line, every label and head, every frame
(at six seats the auction's seat chips alone asked it twelve times a frame). The answer only
depends on the words, the sizes and the fonts, so it is kept by the assets (which own the
fonts), bounded.

"""

from __future__ import annotations

from arcade_races.client.assets import Assets
from arcade_races.client.stage.cache import Cache
from arcade_races.client.widgets import fit_text as measure

FitKey = tuple[str, int, int, str]
"""(words, largest size, width, font kind)."""
LIMIT = 1024
"""Fits kept: an evening's words (names, statuses, amounts, labels) at their widths."""


def fit_text(assets: Assets, words: str, size: int, width: int, kind: str = "bold") -> int:
    """The largest size up to `size` at which `words` fits in `width` pixels (as
    `widgets.fit_text` says), measured once per assets."""
    fits: Cache[FitKey, int] = assets.kept(("rennfieber", "fits"), lambda: Cache(limit=LIMIT))
    return fits.get((words, size, width, kind), lambda key: measure(assets, *key))


__all__ = ["fit_text"]
