"""Where the client keeps its files: the user data directory and the project's assets."""

from __future__ import annotations

import os
import sys
from pathlib import Path

APP = "arcade-races"
ASSETS_DIR = Path(__file__).resolve().parents[2] / "assets"


def user_data_dir() -> Path:
    """The platform's user data directory for Arcade Races (not created here).

    `ARCADE_RACES_HOME` overrides it (tests use a temporary folder). Otherwise: Windows
    `%APPDATA%`, macOS `~/Library/Application Support`, elsewhere `$XDG_DATA_HOME` or
    `~/.local/share`.
    """
    override = os.environ.get("ARCADE_RACES_HOME")
    if override:
        return Path(override)
    if sys.platform.startswith("win"):
        base = Path(os.environ.get("APPDATA") or Path.home() / "AppData" / "Roaming")
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Application Support"
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    return base / APP


def replays_dir() -> Path:
    """Where every game is saved as a replay while it is played."""
    return user_data_dir() / "replays"


def boards_dir(game_id: str) -> Path:
    """The folder of custom boards for a game: copy a board here and it shows in the picker."""
    return user_data_dir() / "boards" / game_id


def settings_path() -> Path:
    """The settings file."""
    return user_data_dir() / "settings.json"
