"""Favoriten's actions in plain words: the leader is drawn, markers go on horses, the leader
rolls and gives the roll to a horse."""

from __future__ import annotations

from arcade_races.client.describe import Moment, spaces
from arcade_races.games.favoriten import actions as act
from arcade_races.games.favoriten import events as ev


def describe(moment: Moment) -> str:
    """One Favoriten action in words."""
    action = moment.action
    if isinstance(action, act.Leader):
        return f"{moment.name(action.seat)} is drawn to lead first"
    if isinstance(action, act.BetOn):
        return f"{moment.name()} puts a marker on the {action.horse} horse"
    if isinstance(action, act.Pass):
        return f"{moment.name()} places no marker this round"
    if isinstance(action, act.Roll):
        rolled = moment.event(ev.DieRolled)
        who = moment.name(rolled.seat) if rolled is not None else "The leader"
        return f"{who} rolls a {action.value}"
    if isinstance(action, act.Move):
        moved = moment.event(ev.HorseMoved)
        if moved is None:
            return f"{moment.name()} moves the {action.horse} horse"
        run = moved.to_space - moved.from_space
        return (f"{moment.name()} moves the {action.horse} horse {spaces(run)}, "
                f"to space {moved.to_space}")
    return f"{moment.name()}: {action.VERB}"
