"""One loader for fonts, images and rendered text, with a cache; names the missing file."""

from __future__ import annotations

import logging
from collections import OrderedDict
from collections.abc import Callable, Hashable
from pathlib import Path
from typing import Any, TypeVar, cast

import pygame

from arcade_races.client.paths import ASSETS_DIR
from arcade_races.client.stage.cache import Cache

log = logging.getLogger("arcade_races.assets")

FONT_FILES = {
    "sans": "DejaVuSans.ttf",
    "bold": "DejaVuSans-Bold.ttf",
    "condensed": "DejaVuSansCondensed-Bold.ttf",
    "serif": "DejaVuSerif-Bold.ttf",
}

Color = tuple[int, int, int]
T = TypeVar("T")


class Assets:
    """Loads each asset once. A missing font falls back to pygame's own, with one log line."""

    def __init__(self, root: Path = ASSETS_DIR, text_cache: int = 600, layers: int = 48) -> None:
        self.root = root
        self._fonts: dict[tuple[str, int], pygame.font.Font] = {}
        self._images: dict[str, pygame.Surface] = {}
        self._text: OrderedDict[tuple[str, str, int, Color], pygame.Surface] = OrderedDict()
        self._text_cache = text_cache
        self._missing: set[str] = set()
        self._kept: Cache[Hashable, Any] = Cache(limit=layers)

    def font(self, size: int, kind: str = "bold") -> pygame.font.Font:
        """The font of `kind` (sans, bold, condensed, serif) at `size` pixels."""
        key = (kind, size)
        font = self._fonts.get(key)
        if font is None:
            path = self.root / "fonts" / FONT_FILES.get(kind, FONT_FILES["bold"])
            try:
                font = pygame.font.Font(path, size)
            except (OSError, FileNotFoundError, pygame.error):
                if str(path) not in self._missing:
                    self._missing.add(str(path))
                    log.warning("font %s is missing; using pygame's default font", path)
                font = pygame.font.Font(None, int(size * 1.3))
            self._fonts[key] = font
        return font

    def text(self, text: str, size: int, color: Color, kind: str = "bold") -> pygame.Surface:
        """`text` rendered anti-aliased, cached (rendering text is the slowest thing we draw)."""
        key = (text, kind, size, color)
        surface = self._text.get(key)
        if surface is not None:
            self._text.move_to_end(key)
            return surface
        surface = self.font(size, kind).render(text, True, color)
        self._text[key] = surface
        if len(self._text) > self._text_cache:
            self._text.popitem(last=False)
        return surface

    def kept(self, key: Hashable, make: Callable[[], T]) -> T:
        """What outlives one table (a felt tray, a board's fitted geometry, its static layer),
        made by `make()` the first time and kept for the next table asking with the same `key`
        (the least recently used go first). `key` names everything `make` draws it from, and
        the caller only reads what it gets (blits a surface, never draws on it)."""
        return cast(T, self._kept.get(key, lambda _key: make()))

    def image(self, name: str) -> pygame.Surface | None:
        """An image from assets/images, converted for fast blits; None (one log line) if missing."""
        if name in self._images:
            return self._images[name]
        path = self.root / "images" / name
        try:
            surface = pygame.image.load(path)
            if pygame.display.get_surface() is not None:
                surface = surface.convert_alpha()
        except (OSError, FileNotFoundError, pygame.error):
            log.warning("image %s is missing", path)
            return None
        self._images[name] = surface
        return surface
