"""DESIGN.md: core/ and games/ never import pygame, pymunk, yaml or the client; the rules never
import random."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1] / "arcade_races"
FORBIDDEN = {"pygame", "pymunk", "yaml", "arcade_races.client", "random", "arcade_races.boards",
             "arcade_races.match", "arcade_races.replay", "arcade_races.ai"}


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


@pytest.mark.parametrize(
    "path",
    sorted([*ROOT.joinpath("core").rglob("*.py"), *ROOT.joinpath("games").rglob("*.py")]),
    ids=lambda p: str(p.relative_to(ROOT)),
)
def test_rules_layers_import_nothing_above_them(path: Path) -> None:
    for name in _imports(path):
        for bad in FORBIDDEN:
            assert not (name == bad or name.startswith(bad + ".")), f"{path.name} imports {name}"
