"""The one part of the build pyproject.toml cannot say: the repository keeps its boards and game
configs in configs/ and its fonts and sounds in assets/, and the wheel carries them inside the
package as arcade_races.configs and arcade_races.assets (setuptools' package_dir mapping), where
arcade_races.bundled finds them with importlib.resources. Their folders are found, not listed,
and every file in them goes in (the package-data globs in pyproject.toml), so a new board, game
or sound needs no edit here.
"""

from setuptools import find_namespace_packages, find_packages, setup

DATA = {"arcade_races.configs": "configs", "arcade_races.assets": "assets"}


def data_packages(package: str, folder: str) -> list[str]:
    """`package` and one package per folder below `folder` (setuptools wants every folder of
    package data named as a package)."""
    below = find_namespace_packages(where=folder, exclude=["*__pycache__*"])
    return [package, *(f"{package}.{name}" for name in below)]


setup(
    packages=[
        *find_packages(include=["arcade_races", "arcade_races.*"]),
        *(name for package, folder in DATA.items() for name in data_packages(package, folder)),
    ],
    package_dir=DATA,
)
