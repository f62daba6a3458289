"""Where the client keeps its files: the user data directory and the bundled assets."""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

from arcade_races.bundled import assets_dir

APP = "arcade-races"
ASSETS_DIR = assets_dir()
"""Fonts and sounds: the repository's `assets/` folder, installed with the package."""


def user_data_dir() -> Path:
    """The platform's user data directory for Arcade Races (not created here).

    `ARCADE_RACES_HOME` overrides it (tests use a temporary folder). Otherwise it is
    platformdirs' user data directory: `~/.local/share/arcade-races` (or under
    `$XDG_DATA_HOME`) on Linux, `~/Library/Application Support/arcade-races` on macOS,
    `%APPDATA%\\arcade-races` on Windows (roaming, where earlier versions kept it).
    """
    override = os.environ.get("ARCADE_RACES_HOME")
    if override:
        return Path(override)
    return Path(platformdirs.user_data_dir(APP, appauthor=False, roaming=True))


def replays_dir() -> Path:
    """Where every game is saved as a replay while it is played."""
    return user_data_dir() / "replays"


def boards_dir(game_id: str) -> Path:
    """The folder of custom boards for a game: copy a board here and it shows in the picker."""
    return user_data_dir() / "boards" / game_id


def settings_path() -> Path:
    """The settings file."""
    return user_data_dir() / "settings.json"
