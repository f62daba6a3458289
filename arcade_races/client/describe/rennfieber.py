"""Rennfieber's actions in plain words: the auction, the training, the line-up, the tote and
the race, with horses by their names and money as players say it (5,500)."""

from __future__ import annotations

from arcade_races.client.describe import Moment, listing
from arcade_races.games.rennfieber import actions as act
from arcade_races.games.rennfieber import events as ev


def money(amount: int) -> str:
    """An amount as a player says it.

    >>> money(5500)
    '5,500'
    """
    return f"{amount:,}"


def horse(moment: Moment, card: int) -> str:
    """A horse card by its horse's name (its number if the rules are not at hand)."""
    rules = getattr(moment.game, "rules", None)
    if rules is not None:
        try:
            return str(rules.horse(card).name)
        except KeyError:
            pass
    return f"horse {card}"


def place_words(to: str) -> str:
    """Where a move ends: "home", or lane and space ("lane 2, space 14")."""
    if to == "home":
        return "home across the finish line"
    lane, _, index = to.partition(":")
    return f"to lane {lane}, space {index}" if index else f"to {to}"


def _mover(moment: Moment) -> str:
    moved = moment.event(ev.HorseMoved)
    return horse(moment, moved.card) if moved is not None else f"{moment.name()}'s horse"


def _chance(moment: Moment) -> str:
    action = moment.action
    if isinstance(action, act.Offer):
        return f"{horse(moment, action.card)} comes up for auction"
    if isinstance(action, act.First):
        rolled = moment.event(ev.StartRolled)
        who = moment.name(rolled.seat) if rolled is not None else "A player"
        return f"{who} rolls a {action.value} for the first training turn"
    if isinstance(action, act.TrainingRoll):
        moved = moment.event(ev.FigureMoved)
        if moved is None:
            return f"The training die shows {action.value}"
        return f"{horse(moment, moved.card)} rolls a {action.value} in training"
    if isinstance(action, act.DrawTraining):
        drawn = moment.event(ev.TrainingCardDrawn)
        name = horse(moment, drawn.card) if drawn is not None else "the horse"
        if drawn is not None and drawn.kept and not moment.open:
            return f"{name} draws a training card and keeps it face down"
        return f"{name} draws a training card"
    if isinstance(action, act.TieRoll):
        rolled = moment.event(ev.TieRolled)
        name = horse(moment, rolled.card) if rolled is not None else "A horse"
        return f"{name} rolls a {action.value} to break a tie"
    if isinstance(action, act.RaceDice):
        rolled = moment.event(ev.RaceDiceRolled)
        name = horse(moment, rolled.card) if rolled is not None else "The horse"
        faces = [str(face) for face in action.faces]
        return f"{name} rolls {listing(faces)}"
    if isinstance(action, act.DrawGallop):
        drawn = moment.event(ev.GallopDrawn)
        name = horse(moment, drawn.card) if drawn is not None else "the horse"
        return f"A gallop card for {name}"
    return f"The dealer: {action.VERB}"


def describe(moment: Moment) -> str:
    """One Rennfieber action in words."""
    action = moment.action
    if moment.seat is None:
        return _chance(moment)
    who = moment.name()
    if isinstance(action, act.Bid):
        return f"{who} bids {money(action.amount)}"
    if isinstance(action, act.Drop):
        return f"{who} drops out of the bidding"
    if isinstance(action, act.Sell):
        return f"{who} sells {horse(moment, action.card)} back to the bank"
    if isinstance(action, act.Train):
        return f"{who} trains {horse(moment, action.card)}"
    if isinstance(action, act.Enter):
        if not action.cards:
            return f"{who} has no horse to send into the race"
        if not moment.open:
            return f"{who} picks the runners, face down"
        return f"{who} sends {listing([horse(moment, c) for c in action.cards])} into the race"
    if isinstance(action, act.Slip):
        if not moment.open:
            return f"{who} lays a slip face down"
        return f"{who} lays a slip of {money(action.value)} on {horse(moment, action.card)}"
    if isinstance(action, act.Done):
        return f"{who} lays no more slips"
    if isinstance(action, act.Run):
        return f"{_mover(moment)} runs {place_words(action.to)}"
    if isinstance(action, act.Burst):
        return f"{_mover(moment)} bursts through the field {place_words(action.to)}"
    if isinstance(action, act.Play):
        if action.card == "karriere":
            return f"{who} plays a Karriere card"
        if action.card == "durchbruch":
            return f"{who} plays Durchbruch as a Karriere card"
        return f"{who} keeps the cards"
    return f"{who}: {action.VERB}"
