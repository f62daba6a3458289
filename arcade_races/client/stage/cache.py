"""A small cache keyed by anything hashable, bounded by count (least recently used goes first).

Views render a surface once per look (a card face at a size, an ace at an angle, a token in
colour-blind mode) and blit it often; `Cache.get(key, make)` returns the one made before or
makes it. `SurfaceCache` is the usual kind; a cache of fitted font sizes works the same way.

>>> made: list[str] = []
>>> cache: Cache[str, str] = Cache(limit=2)
>>> def make(key: str) -> str:
...     made.append(key)
...     return key.upper()
>>> cache.get("a", make), cache.get("b", make), cache.get("a", make)
('A', 'B', 'A')
>>> cache.get("c", make), "b" in cache, made
('C', False, ['a', 'b', 'c'])
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

import pygame

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class Cache(Generic[K, V]):
    """At most `limit` values by key; `get` makes what is missing and forgets the least
    recently used value once there are too many."""

    def __init__(self, limit: int = 256) -> None:
        if limit < 1:
            raise ValueError(f"a cache holds at least one value, not {limit}")
        self.limit = limit
        self._items: OrderedDict[K, V] = OrderedDict()

    def get(self, key: K, make: Callable[[K], V]) -> V:
        """The value for `key`, made by `make(key)` if it is not kept."""
        items = self._items
        if key in items:
            items.move_to_end(key)
            return items[key]
        value = make(key)
        items[key] = value
        if len(items) > self.limit:
            items.popitem(last=False)
        return value

    def __contains__(self, key: object) -> bool:
        return key in self._items

    def __len__(self) -> int:
        return len(self._items)

    def clear(self) -> None:
        """Forget everything."""
        self._items.clear()


SurfaceCache = Cache[Hashable, pygame.Surface]
"""A cache of rendered surfaces."""


__all__ = ["Cache", "SurfaceCache"]
