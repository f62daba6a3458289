"""6-Tage-Rennen's actions in plain words: riders ride their cards, take the relief rider or
ride on, and relief riders draw black cards."""

from __future__ import annotations

from arcade_races.client.describe import Moment
from arcade_races.games.six_day import actions as act
from arcade_races.games.six_day import events as ev

STACKS = {"low": "the low stack (1-2-3)", "high": "the high stack (4-5-6)"}


def describe(moment: Moment) -> str:
    """One 6-Tage-Rennen action in words."""
    action = moment.action
    if isinstance(action, act.Play):
        colour = "black" if action.black else "green"
        moved = moment.event(ev.RiderMoved)
        where = f" to space {moved.to_space}" if moved is not None else ""
        return f"{moment.name()} rides a {colour} {action.value}{where}"
    if isinstance(action, act.Change):
        return f"{moment.name()} hands over to the relief rider"
    if isinstance(action, act.Keep):
        return f"{moment.name()} rides on with the green cards"
    if isinstance(action, (act.DrawLow, act.DrawHigh)):
        drawn = moment.event(ev.BlackCardDrawn)
        who = moment.name(drawn.seat) if drawn is not None else "A relief rider"
        stack = STACKS["low" if isinstance(action, act.DrawLow) else "high"]
        card = f"a black {action.value}" if moment.open else "a black card"
        return f"{who}'s relief rider draws {card} from {stack}"
    return f"{moment.name()}: {action.VERB}"
