"""The dealer's commentary: a line of text for every draw, hurdle and payout.

The rulebook (Tipps): "Der Kommentar des Gebers ist der halbe Spaß – macht es spannend." The
words are chosen from the events and the public state only, and without randomness: the same
race always gets the same commentary.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from arcade_races.core.cards import SUIT_NAMES, card_name
from arcade_races.core.events import Event
from arcade_races.games.pferderennen import events as ev

_MOVE = (
    "{card}! {suit} trots up to step {step}.",
    "{card} comes off the pile: {suit} to step {step}.",
    "There's the {card} - {suit} moves to step {step}.",
    "{card}, and {suit} answers with a stride to step {step}.",
)
_LEAD = (
    "{card}! {suit} surges to step {step} and takes the lead!",
    "{card} - {suit} grabs the lead on step {step}!",
    "The {card} puts {suit} in front, step {step}!",
)
_EXTEND = (
    "{card}: {suit} stretches the lead, step {step}.",
    "{card} - {suit} pulls away, now on step {step}.",
)
_HOME = "{card}! {suit} is one step from home - step {step}, the last card!"


class Commentator:
    """Turns a race's events into the dealer's lines; keeps track of who leads."""

    def __init__(self, seat_names: Sequence[str], track_cards: int) -> None:
        self.names = list(seat_names)
        self.track_cards = track_cards
        self.pos: dict[str, int] = {s: 0 for s in SUIT_NAMES}
        self.backed: set[str] = set()
        """The suits someone has a bet on this race."""

    def sync(self, observation: Mapping[str, Any]) -> None:
        """Pick up the race from a spectator's `observation` (a view jumping to a state)."""
        self.pos = {str(suit): int(step) for suit, step in observation["positions"].items()}
        self.track_cards = int(observation["track_cards"])
        self.backed = {str(bet["suit"]) for bet in observation.get("bets") or []
                       if isinstance(bet, Mapping) and bet.get("suit")}

    def _leader(self) -> str | None:
        best = max(self.pos.values())
        leaders = [s for s, p in self.pos.items() if p == best]
        return leaders[0] if len(leaders) == 1 and best > 0 else None

    def lines(self, events: Sequence[Event]) -> list[str]:
        """The lines these events (one action's worth) call for."""
        out: list[str] = []
        drawn: ev.CardDrawn | None = None
        moved = False
        for event in events:
            if isinstance(event, ev.RaceStarted):
                self.pos = {s: 0 for s in SUIT_NAMES}
                self.backed = set()
                self.track_cards = event.track_cards
                label = f"Race {event.race} of {event.races}" if event.races > 1 else "Race day"
                out.append(
                    f"{label}! The dealer shuffles and lays {event.track_cards} cards face "
                    "down. Place your bets!"
                )
            elif isinstance(event, ev.BetPlaced):
                self.backed.add(event.suit)
                out.append(f"{self._name(event.seat)} puts {event.stake} on "
                           f"{SUIT_NAMES[event.suit]}.")
            elif isinstance(event, ev.SatOut):
                out.append(f"{self._name(event.seat)} sits this one out.")
            elif isinstance(event, ev.StartingGun):
                out.append("And they're off!")
            elif isinstance(event, ev.CardDrawn):
                drawn = event
            elif isinstance(event, ev.AceMoved):
                moved = True
                out.extend(self._moved(event, drawn))
            elif isinstance(event, ev.HurdleTurned):
                out.append(
                    f"Hurdle at step {event.step}: the {card_name(event.card)} is turned!"
                )
            elif isinstance(event, ev.HurdleFellBack):
                self.pos[event.suit] = event.to_step
                if event.from_step == event.to_step:
                    out.append(f"{SUIT_NAMES[event.suit]} is still in the gate - no harm done.")
                elif event.to_step == 0:
                    out.append(f"{SUIT_NAMES[event.suit]} stumbles all the way back to the start!")
                else:
                    out.append(
                        f"{SUIT_NAMES[event.suit]} stumbles back to step {event.to_step}!"
                    )
            elif isinstance(event, ev.AceWon):
                out.append(f"{SUIT_NAMES[event.suit]} crosses the line! {SUIT_NAMES[event.suit]} "
                           "wins the race!")
                if self.backed and event.suit not in self.backed:
                    out.append(f"And nobody backed {SUIT_NAMES[event.suit]}!")
            elif isinstance(event, ev.RaceVoided):
                out.append("The pile is empty and nobody made it home - the race is void!")
            elif isinstance(event, ev.BetSettled):
                out.append(self._settled(event))
            elif isinstance(event, ev.SipsToHandOut):
                sips = "a sip" if event.sips == 1 else f"{event.sips} sips"
                out.append(f"{self._name(event.seat)} has {sips} to hand out.")
            elif isinstance(event, ev.SipGiven):
                out.append(f"{self._name(event.seat)} hands a sip to {self._name(event.target)}.")
            elif isinstance(event, ev.SessionEnded):
                best = min(event.placing)
                winners = [self._name(s) for s, p in enumerate(event.placing) if p == best]
                out.append("That's the session! Top of the table: " + " and ".join(winners) + ".")
        if drawn is not None and not moved:
            out.insert(0, f"The {card_name(drawn.card)} - a wild card, but the field is level: "
                          "nobody moves.")
        swept = [e.suit for e in events if isinstance(e, ev.AceMoved) and e.cause == "stumble"]
        if drawn is not None and swept:
            names = [SUIT_NAMES[s] for s in swept]
            field = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
            out.insert(0, f"The {card_name(drawn.card)} - wild card! {field} "
                          f"{'is' if len(names) == 1 else 'are'} swept along a step.")
        return out

    def _moved(self, event: ev.AceMoved, drawn: ev.CardDrawn | None) -> list[str]:
        before = self._leader()
        self.pos[event.suit] = event.to_step
        suit = SUIT_NAMES[event.suit]
        if event.cause == "turbo" and event.to_step > self.track_cards:
            return [f"Turbo! {suit} gets a kick forward - right past the last card!"]
        if event.cause == "turbo":
            return [f"Turbo! {suit} gets a kick forward to step {event.to_step}."]
        if event.cause == "stumble":
            return []  # one line for the whole swept field, see lines()
        if drawn is None or event.to_step > self.track_cards:
            return []
        fields = {"card": card_name(drawn.card), "suit": suit, "step": event.to_step}
        n = drawn.draw
        if event.to_step == self.track_cards:
            return [_HOME.format(**fields)]
        after = self._leader()
        if after == event.suit and before != event.suit:
            return [_LEAD[n % len(_LEAD)].format(**fields)]
        if after == event.suit:
            return [_EXTEND[n % len(_EXTEND)].format(**fields)]
        return [_MOVE[n % len(_MOVE)].format(**fields)]

    def _settled(self, event: ev.BetSettled) -> str:
        name = self._name(event.seat)
        suit = SUIT_NAMES[event.suit]
        amount = abs(event.amount)
        unit = event.unit if amount != 1 else event.unit[:-1]
        if event.amount > 0 and event.unit == "sips":
            return f"{name} backed {suit} and hands out {amount} {unit}!"
        if event.amount > 0:
            return f"{name} backed {suit} and collects {amount} {unit}!"
        if event.amount == 0:
            return f"{name} backed {suit}, placed {_ordinal(event.place)}: no gain, no loss."
        if event.unit == "sips":
            return f"{name} backed {suit} - drink {amount}!"
        return f"{name} backed {suit} and loses {amount} {unit}."

    def _name(self, seat: int) -> str:
        return self.names[seat] if seat < len(self.names) else f"Player {seat + 1}"


def _ordinal(n: int) -> str:
    return {1: "first", 2: "second", 3: "third"}.get(n, f"{n}th")
