"""Seats that decide: an agent per game and level, each with a personality.

An agent decides from the observation of its seat and the legal actions only, with the random
generator the match runner hands it (`match.Agent`).
"""

from __future__ import annotations

from arcade_races.ai.base import LEVELS, RandomAgent, pick
from arcade_races.ai.registry import make_agent, personalities

__all__ = ["LEVELS", "RandomAgent", "make_agent", "personalities", "pick"]
