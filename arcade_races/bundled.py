"""The files that come with the program: built-in boards and game configs, fonts and sounds.

They live in the repository's top-level `configs/` and `assets/` folders, which the build maps
into the package as `arcade_races.configs` and `arcade_races.assets` (see setup.py), and they
are found here through `importlib.resources`, never relative to a source tree. So the same
code finds them in a checkout (an editable install maps the folders too), in an installed wheel
and under pipx, from any working directory.

>>> (configs_dir() / "games" / "pferderennen.yaml").is_file()
True
>>> (assets_dir() / "fonts" / "DejaVuSans.ttf").is_file()
True
"""

from __future__ import annotations

from importlib import resources
from pathlib import Path

CONFIGS_PACKAGE = "arcade_races.configs"
ASSETS_PACKAGE = "arcade_races.assets"


def _folder(package: str) -> Path:
    root = resources.files(package)
    # pip, pipx and editable installs all unpack the package into real folders; pygame and
    # the board loader need real file names, so a zipped install is refused by name.
    if not isinstance(root, Path) or not root.is_dir():
        raise RuntimeError(f"{package} is not a folder on disk ({root}); install Arcade Races"
                           " with pip or pipx")
    return root


def configs_dir() -> Path:
    """The folder of built-in boards (`boards/<game>/*.yaml`) and configs
    (`games/<game>.yaml`)."""
    return _folder(CONFIGS_PACKAGE)


def assets_dir() -> Path:
    """The folder of fonts (`fonts/`) and sound effects (`sounds/`)."""
    return _folder(ASSETS_PACKAGE)


__all__ = ["ASSETS_PACKAGE", "CONFIGS_PACKAGE", "assets_dir", "configs_dir"]
