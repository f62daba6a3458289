"""Fonts (fonts/) and sound effects (sounds/), made by tools/ or by hand.

Installed as the package arcade_races.assets (see setup.py), read through
arcade_races.resources; this file only makes the folder a package.
"""
