"""Pferderennen's actions in plain words: the dealer lays and turns cards, players bet on aces
and (in party mode) hand out sips."""

from __future__ import annotations

from arcade_races.client.describe import Moment
from arcade_races.core.cards import SUIT_NAMES, card_name
from arcade_races.games.pferderennen import actions as act


def card_words(card: str) -> str:
    """ "the 7 of spades", "the queen of hearts".

    >>> card_words("7S"), card_words("QH")
    ('the 7 of spades', 'the queen of hearts')
    """
    return "the " + card_name(card).lower()


def describe(moment: Moment) -> str:
    """One Pferderennen action in words."""
    action = moment.action
    if isinstance(action, act.Lay):
        if moment.open:
            return f"The dealer lays {card_words(action.card)} face down on the track"
        return "The dealer lays a track card face down"
    if isinstance(action, act.Draw):
        return f"The dealer turns {card_words(action.card)}"
    if isinstance(action, act.Bet):
        units = getattr(moment.game, "units", "points")
        stake = f"{action.stake} sip{'s' if action.stake != 1 else ''}" if units == "sips" \
            else str(action.stake)
        return f"{moment.name()} bets {stake} on {SUIT_NAMES[action.suit].lower()}"
    if isinstance(action, act.Pass):
        return f"{moment.name()} sits this race out"
    if isinstance(action, act.Give):
        return f"{moment.name()} hands a sip to {moment.name(action.seat)}"
    return f"{moment.name()}: {action.VERB}"
