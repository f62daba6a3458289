"""The built-in boards (boards/<game>/*.yaml) and game configs (games/<game>.yaml).

Installed as the package arcade_races.configs (see setup.py), read through
arcade_races.resources; this file only makes the folder a package.
"""
