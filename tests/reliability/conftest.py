"""Shared fixtures of the reliability tests."""

from __future__ import annotations

import os
from collections.abc import Iterator
from typing import Any

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


@pytest.fixture(scope="module")
def app(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    """An App on the fixed clock under the dummy driver, with a private user folder, shared
    by a module's board tests (making one per test would cost a second each)."""
    os.environ["ARCADE_RACES_HOME"] = str(tmp_path_factory.mktemp("home"))
    from arcade_races.client.app import App, AppOptions

    instance = App(AppOptions(fixed_clock=True))
    yield instance
    instance.sounds.close()
