"""Positions for the odds tests: a game of four normal AI seats played some actions in."""

from __future__ import annotations

from collections.abc import Callable

from arcade_races.core.state import State
from arcade_races.gamesetup import ai_seats, make_agents, make_header
from arcade_races.match import Match

GAMES = ("pferderennen", "favoriten", "six_day", "crazy_race", "rennfieber")


def match_of(game_id: str, seed: int = 1, players: int = 4,
             variants: tuple[str, ...] = ()) -> Match:
    """A fresh match of `game_id` with normal AI seats."""
    header = make_header(game_id, ai_seats(game_id, players), seed, variants)
    return Match(header.build_game(), seed, make_agents(header))


def played(game_id: str, actions: int, seed: int = 1,
           until: Callable[[State], bool] | None = None) -> State:
    """The state after `actions` actions (or, with `until`, the first state it holds for)."""
    match = match_of(game_id, seed)
    done = 0
    while not match.is_over():
        if until is not None and until(match.state):
            break
        if until is None and done == actions:
            break
        match.step()
        done += 1
    return match.state
