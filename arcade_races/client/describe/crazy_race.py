"""Crazy Race's actions in plain words: cards dealt and drawn, track cards laid, dropped and
moved, action cards played before a seat (and cancelled or let lie), the dice."""

from __future__ import annotations

from arcade_races.client.describe import Moment, listing
from arcade_races.games.crazy_race import actions as act
from arcade_races.games.crazy_race import events as ev

CARD_NAMES = {
    "move": "a “move a track card” card",
    "cancel": "a cancel card",
    "again": "an “on turn again” card",
    "skip": "a “skip a turn” card",
}
"""Each kind of action card as the players name it."""


def track_words(moment: Moment, track: int) -> str:
    """ "Ben's track", or "the spare track" for a track nobody races on."""
    players = getattr(moment.game, "players", len(moment.names))
    if 0 <= track < min(players, len(moment.names)):
        return f"{moment.name(track)}'s track"
    return "the spare track"


def describe(moment: Moment) -> str:
    """One Crazy Race action in words."""
    action = moment.action
    who = moment.name()
    if isinstance(action, act.DealBet):
        dealt = moment.event(ev.CardDealt)
        seat = moment.name(dealt.seat) if dealt is not None else "A player"
        if moment.open:
            return f"{seat} is dealt bet card {action.card}, face down"
        return f"{seat} is dealt a bet card, face down"
    if isinstance(action, (act.DrawTrack, act.DrawAction)):
        dealt = moment.event(ev.CardDealt)
        seat = moment.name(dealt.seat) if dealt is not None else "A player"
        if isinstance(action, act.DrawTrack):
            card = f"a track card of {action.value}" if moment.open else "a track card"
        else:
            card = CARD_NAMES.get(action.kind, "an action card") if moment.open \
                else "an action card"
        return f"{seat} draws {card}"
    if isinstance(action, act.Dice):
        rolled = moment.event(ev.DiceRolled)
        seat = moment.name(rolled.seat) if rolled is not None else "The dice"
        faces = [str(face) for face in action.faces]
        return f"{seat} rolls {listing(faces)}: {sum(action.faces)} to go"
    if isinstance(action, act.LayTrack):
        return f"{who} lays a track card of {action.value} on {track_words(moment, action.track)}"
    if isinstance(action, act.DropTrack):
        return f"{who} throws away a track card of {action.value}"
    if isinstance(action, act.Shift):
        source = track_words(moment, action.from_track)
        target = track_words(moment, action.to_track)
        if source == target:
            return f"{who} moves a track card along {source}"
        return f"{who} moves a track card from {source} to {target}"
    if isinstance(action, act.Again):
        return f"{who} gives {moment.name(action.seat)} a turn again"
    if isinstance(action, act.Skip):
        return f"{who} makes {moment.name(action.seat)} skip a turn"
    if isinstance(action, act.Toss):
        return f"{who} throws away {CARD_NAMES.get(action.kind, 'an action card')}"
    if isinstance(action, act.Roll):
        return f"{who} is done with cards and rolls"
    if isinstance(action, act.Cancel):
        return f"{who} plays a cancel card against it"
    if isinstance(action, act.Accept):
        return f"{who} lets the card lie"
    return f"{who}: {action.VERB}"
