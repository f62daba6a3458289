"""Which agent plays which game at which level."""

from __future__ import annotations

from arcade_races.ai.base import LEVELS, RandomAgent
from arcade_races.ai.crazy_race import PERSONALITIES as CRAZY_RACE_PERSONALITIES
from arcade_races.ai.crazy_race import CrazyRaceAgent
from arcade_races.ai.favoriten import PERSONALITIES as FAVORITEN_PERSONALITIES
from arcade_races.ai.favoriten import FavoritenAgent
from arcade_races.ai.pferderennen import PERSONALITIES as PFERDERENNEN_PERSONALITIES
from arcade_races.ai.pferderennen import PferderennenAgent
from arcade_races.ai.six_day import PERSONALITIES as SIX_DAY_PERSONALITIES
from arcade_races.ai.six_day import SixDayAgent
from arcade_races.core.errors import ArcadeRacesError
from arcade_races.match import Agent


def personalities(game_id: str) -> tuple[str, ...]:
    """The personalities an AI seat of this game can have."""
    if game_id == "pferderennen":
        return PFERDERENNEN_PERSONALITIES
    if game_id == "six_day":
        return SIX_DAY_PERSONALITIES
    if game_id == "favoriten":
        return FAVORITEN_PERSONALITIES
    if game_id == "crazy_race":
        return CRAZY_RACE_PERSONALITIES
    return ("steady",)


def make_agent(game_id: str, level: str, personality: str | None = None, seat: int = 0) -> Agent:
    """An agent for `game_id` at `level`; without a personality one is given by seat."""
    if level == "random":
        return RandomAgent()
    if level not in LEVELS:
        raise ArcadeRacesError(f"unknown AI level {level!r} (one of: {', '.join(LEVELS)})")
    kinds = personalities(game_id)
    if personality is None:
        personality = kinds[seat % len(kinds)]
    if personality not in kinds:
        raise ArcadeRacesError(
            f"unknown personality {personality!r} (one of: {', '.join(kinds)})"
        )
    if game_id == "pferderennen":
        return PferderennenAgent(level, personality)
    if game_id == "six_day":
        return SixDayAgent(level, personality)
    if game_id == "favoriten":
        return FavoritenAgent(level, personality)
    if game_id == "crazy_race":
        return CrazyRaceAgent(level, personality)
    return RandomAgent()
