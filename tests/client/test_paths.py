"""The user folders come from platformdirs, and ARCADE_RACES_HOME overrides them; the bundled
assets are found in the package, not next to a source tree."""

from __future__ import annotations

import sys
from importlib import resources
from pathlib import Path

import platformdirs
import pytest

from arcade_races.client import paths


def test_arcade_races_home_overrides_the_user_folder(home: Path) -> None:
    assert paths.user_data_dir() == home
    assert paths.replays_dir() == home / "replays"
    assert paths.boards_dir("favoriten") == home / "boards" / "favoriten"
    assert paths.settings_path() == home / "settings.json"


def test_without_it_the_platforms_user_data_folder(monkeypatch: pytest.MonkeyPatch,
                                                   tmp_path: Path) -> None:
    monkeypatch.delenv("ARCADE_RACES_HOME", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    expected = Path(platformdirs.user_data_dir("arcade-races", appauthor=False, roaming=True))
    assert paths.user_data_dir() == expected
    if sys.platform.startswith("linux"):
        # Where earlier versions kept it too: $XDG_DATA_HOME/arcade-races.
        assert expected == tmp_path / "arcade-races"
    monkeypatch.setenv("ARCADE_RACES_HOME", "")
    assert paths.user_data_dir() == expected


def test_the_assets_are_the_packages_own() -> None:
    assert resources.files("arcade_races.assets") == paths.ASSETS_DIR
    assert (paths.ASSETS_DIR / "fonts" / "DejaVuSans.ttf").is_file()
    assert (paths.ASSETS_DIR / "sounds" / "click.wav").is_file()
