"""Which agent plays which game at which level: one entry per game (its agent class and its
personalities). Registering a game's AI is one line in `AGENTS`."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from arcade_races.ai import crazy_race, favoriten, pferderennen, rennfieber, six_day
from arcade_races.ai.base import LEVELS, RandomAgent
from arcade_races.core.errors import ArcadeRacesError
from arcade_races.match import Agent


@dataclass(frozen=True)
class AgentEntry:
    """A game's AI: `make(level, personality)` builds a seat; `personalities` in seat order."""

    make: Callable[[str, str], Agent]
    personalities: tuple[str, ...]


AGENTS: dict[str, AgentEntry] = {
    "pferderennen": AgentEntry(pferderennen.PferderennenAgent, pferderennen.PERSONALITIES),
    "six_day": AgentEntry(six_day.SixDayAgent, six_day.PERSONALITIES),
    "favoriten": AgentEntry(favoriten.FavoritenAgent, favoriten.PERSONALITIES),
    "crazy_race": AgentEntry(crazy_race.CrazyRaceAgent, crazy_race.PERSONALITIES),
    "rennfieber": AgentEntry(rennfieber.RennfieberAgent, rennfieber.PERSONALITIES),
}
"""Every game's AI, by game id."""


def personalities(game_id: str) -> tuple[str, ...]:
    """The personalities an AI seat of this game can have."""
    entry = AGENTS.get(game_id)
    return entry.personalities if entry is not None else ("steady",)


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
    entry = AGENTS.get(game_id)
    return entry.make(level, personality) if entry is not None else RandomAgent()
