"""Arcade Races: an arcade-style client for five race board games."""

__version__ = "0.1.0"
