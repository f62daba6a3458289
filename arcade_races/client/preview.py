"""Board previews for the picker: a board document's geometry reduced to paths of points."""

from __future__ import annotations

import logging
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import pygame

from arcade_races.boards.geometry import layout
from arcade_races.client import theme

log = logging.getLogger("arcade_races.options")

Vec = tuple[float, float]
Color = tuple[int, int, int]


@dataclass(frozen=True)
class Preview:
    """A board's geometry reduced to what the picker draws: paths of points on a canvas."""

    size: tuple[float, float]
    track: tuple[Vec, ...]
    lanes: tuple[tuple[str, tuple[Vec, ...]], ...]
    marks: tuple[Vec, ...]
    felt: Color
    rail: Color


def color_of(value: Any, default: Color) -> Color:
    """A colour written in a board (`#1d6b3c`, a name), or `default` if it is none."""
    try:
        c = pygame.Color(str(value))
    except (ValueError, TypeError):
        return default
    return (c.r, c.g, c.b)


def all_paths(node: Any) -> list[tuple[Vec, ...]]:
    """Every path (a mapping with `spaces` and `segments`) anywhere in a document."""
    found: list[tuple[Vec, ...]] = []
    if isinstance(node, Mapping):
        if "spaces" in node and "segments" in node:
            found.append(tuple(layout(node)))
        else:
            for value in node.values():
                found += all_paths(value)
    elif isinstance(node, list):
        for value in node:
            found += all_paths(value)
    return found


def canvas(data: Mapping[str, Any]) -> tuple[tuple[float, float], Color, Color]:
    """A board's canvas size and its felt and rail colours (defaults where it has none)."""
    size_value = data.get("size") or (1280, 720)
    decoration = data.get("decoration") or {}
    return ((float(size_value[0]), float(size_value[1])),
            color_of(decoration.get("felt", "#1d6b3c"), theme.FELT),
            color_of(decoration.get("rail", "#5b3a1f"), theme.WOOD))


def every_path(data: Mapping[str, Any]) -> Preview:
    """The preview of any board: every path in it."""
    size, felt, rail = canvas(data)
    return Preview(size, (), tuple(("", p) for p in all_paths(data)), (), felt, rail)
