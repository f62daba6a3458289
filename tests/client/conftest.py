"""Client tests run under SDL's dummy video and audio drivers, with a private user folder."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fresh user data directory for this test."""
    folder = tmp_path / "home"
    monkeypatch.setenv("ARCADE_RACES_HOME", str(folder))
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    return folder


@pytest.fixture
def app(home: Path) -> Iterator[object]:
    """An App on the fixed clock (one 1/60 s step per frame)."""
    from arcade_races.client.app import App, AppOptions

    instance = App(AppOptions(fixed_clock=True))
    yield instance
    # Every scene tidies up as the app's own quit has it do (an exhibition's odds process
    # ends, its scratch folder of replays goes), not left for the interpreter's exit.
    instance.quit()
    instance.sounds.close()
