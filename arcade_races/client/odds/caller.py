"""The caller's words on a swing of the odds, in the game's own vocabulary: what swung it is
named from the action's events ("the 7 of Clubs", "that hurdle", "Anna's roll of a 6", "the
sprint", "Sturmwind's gallop card", "the Durchbruch"), and the line's shape changes from one
swing to the next so that a long exhibition does not say the same sentence twice running.

Without randomness (as the games' own commentators): the shapes go round in turn.

>>> from arcade_races.client.odds.history import Swing
>>> caller = Caller()
>>> caller.line("Hearts", True, Swing(5, 2, 0.08, 0.41), "that hurdle")
'Hearts were 8% before that hurdle, now 41%!'
>>> caller.line("Hearts", True, Swing(9, 2, 0.41, 0.7), "the 7 of Hearts")
'The 7 of Hearts, and Hearts jump from 41% to 70%!'
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from arcade_races.client.odds.history import Swing
from arcade_races.core.cards import card_name
from arcade_races.core.events import Event
from arcade_races.core.state import Game, State
from arcade_races.games.six_day.commentary import card_words

UP = (
    "{R} {were} {b}% before {what}, now {a}%!",
    "{What}, and {R} jump{s} from {b}% to {a}%!",
    "What a swing! {R}: {b}% before {what}, {a}% now!",
    "{What} changes everything - {R} up from {b}% to {a}%!",
    "From {b}% to {a}% for {R} on {what}!",
)
"""A runner's chance jumped: the shapes of the line, in turn."""
DOWN = (
    "{R} {were} {b}% before {what}, down to {a}%!",
    "{What}, and {R} drop{s} from {b}% to {a}%!",
    "Ouch for {R}: {b}% before {what}, {a}% now.",
    "{What} costs {R} dearly - {b}% down to {a}%!",
)
"""A runner's chance fell."""
FALLBACK = {"pferderennen": "that card", "favoriten": "that roll", "six_day": "that card",
            "crazy_race": "that roll", "rennfieber": "that roll"}
"""What swung it when the events name nothing better (a chance action, in the game's words)."""

ACTION_CARDS = {"move": "MOVE card", "cancel": "CANCEL card", "again": "ON TURN AGAIN card",
                "skip": "SKIP A TURN card"}
"""Crazy Race's action cards, as the caller names them after a seat's name."""


class Caller:
    """Makes the lines; keeps only which shape comes next."""

    def __init__(self) -> None:
        self.count = 0

    def line(self, spoken: str, plural: bool, swing: Swing, what: str) -> str:
        """The line on `swing` of the runner called `spoken` (`plural`: "Hearts were"), swung
        by `what`; a swing to 100% settles it."""
        before, after = round(swing.before * 100), round(swing.after * 100)
        were = "were" if plural else "was"
        if swing.after >= 1 - 1e-9:
            return f"{spoken} {were} {before}% before {what} - and that settles it!"
        shapes = UP if swing.after > swing.before else DOWN
        shape = shapes[self.count % len(shapes)]
        self.count += 1
        return shape.format(R=spoken, were=were, b=before, a=after, what=what,
                            What=what[:1].upper() + what[1:], s="" if plural else "s")


def swung_by(game: Game, events: Sequence[Event], seat: int | None,
             seats: Sequence[str], state: State | None = None) -> str:
    """What in the action of `seat` (None: chance) with these `events` swung the odds, in the
    game's words; the game's word for a chance action (or "<seat>'s move") if they name
    nothing. `state` (after the action) tells a six-day attack: a ride out in front."""
    def name(s: int) -> str:
        return seats[s] if 0 <= s < len(seats) else f"Seat {s + 1}"

    if game.id == "six_day":
        positions: list[int] = []
        if state is not None and events:
            positions = list(state.observation(None).get("positions", ()))
        found = _six_day(game, events, name, positions)
    else:
        words = WORDS.get(game.id)
        found = words(game, events, name) if words is not None else None
    if found:
        return found
    if seat is None:
        return FALLBACK.get(game.id, "that move")
    return f"{name(seat)}'s move" if 0 <= seat < len(seats) else "that move"


Namer = Callable[[int], str]


def _of(events: Sequence[Event], *kinds: str) -> Event | None:
    """The first event of the first kind (by class name) that is there."""
    for kind in kinds:
        for event in events:
            if type(event).__name__ == kind:
                return event
    return None


def _pferderennen(game: Game, events: Sequence[Event], name: Namer) -> str | None:
    e: Any = _of(events, "HurdleTurned", "CardDrawn", "BetPlaced", "SatOut")
    kind = type(e).__name__
    if kind == "HurdleTurned":
        return "that hurdle" if e.step % 2 else f"the hurdle at step {e.step}"
    if kind == "CardDrawn":
        return f"the {card_name(e.card)}"
    if kind == "BetPlaced":
        return f"{name(e.seat)}'s bet"
    if kind == "SatOut":
        return f"{name(e.seat)} sitting out"
    return None


def _favoriten(game: Game, events: Sequence[Event], name: Namer) -> str | None:
    e: Any = _of(events, "HorseFinished", "DieRolled", "HorseMoved", "MarkerPlaced")
    kind = type(e).__name__
    horse = str(getattr(e, "horse", "")).capitalize()  # as the board names the horses
    if kind == "HorseFinished":
        return f"{horse} crossing the line"
    if kind == "DieRolled":
        return f"{name(e.seat)}'s roll of a {e.value}"
    if kind == "HorseMoved":
        return f"{horse}'s run to space {e.to_space}"
    if kind == "MarkerPlaced":
        return f"{name(e.seat)}'s bet on {horse}"
    return None


def _six_day(game: Game, events: Sequence[Event], name: Namer,
             positions: Sequence[int] = ()) -> str | None:
    e: Any = _of(events, "SprintCrossed", "FinishCrossed", "RiderChanged", "BlackCardDrawn",
                 "RiderMoved", "CardPlayed", "RiderKept")
    kind = type(e).__name__
    if kind == "SprintCrossed":
        return "the sprint" if e.place == 1 else f"{name(e.seat)}'s place in the sprint"
    if kind == "FinishCrossed":
        return f"{name(e.seat)} crossing the line"
    if kind == "RiderChanged":
        return f"{name(e.seat)}'s rider change"
    if kind == "RiderKept":
        return f"{name(e.seat)} keeping the rider"
    if kind == "BlackCardDrawn":
        return "that black card"
    if kind == "RiderMoved":
        if any(getattr(m, "kind", "") == "slipstream" for m in events
               if type(m).__name__ == "RiderMoved"):
            return f"{name(e.seat)}'s ride in the slipstream"
        others = [p for s, p in enumerate(positions) if s != e.seat]
        if others and e.to_space > max(others) >= e.from_space:
            return f"{name(e.seat)}'s attack"  # out in front, as the commentary says it
    played: Any = _of(events, "CardPlayed")
    if played is not None:
        return f"{name(played.seat)}'s {card_words(played.card)}"
    return None


def _crazy_race(game: Game, events: Sequence[Event], name: Namer) -> str | None:
    e: Any = _of(events, "CupWon", "TrackCardShifted", "TrackCardLaid", "ActionPlayed",
                 "ActionCancelled", "DiceRolled", "TurnSkipped", "PileReshuffled")
    kind = type(e).__name__
    if kind == "CupWon":
        return f"{name(e.seat)}'s cup"
    if kind == "TrackCardShifted":
        return "the shift" if e.value % 2 else f"{name(e.seat)}'s MOVE card"
    if kind == "TrackCardLaid":
        return f"the {e.value} {name(e.seat)} laid"
    if kind == "ActionPlayed":
        return f"{name(e.seat)}'s {ACTION_CARDS.get(e.kind, 'action card')}"
    if kind == "ActionCancelled":
        return f"{name(e.target)}'s CANCEL"
    if kind == "DiceRolled":
        return f"{name(e.seat)}'s roll of {sum(e.faces)}"
    if kind == "TurnSkipped":
        return f"{name(e.seat)}'s skipped turn"
    if kind == "PileReshuffled":
        return "the reshuffle"
    return None


def _rennfieber(game: Game, events: Sequence[Event], name: Namer) -> str | None:
    rules: Any = getattr(game, "rules", None)

    def horse(card: int) -> str:
        try:
            return str(rules.horse(card).name)
        except (AttributeError, KeyError, IndexError):
            return "that horse"

    e: Any = _of(events, "KeptCardPlayed", "GallopDrawn", "HorseFinished", "RaceDiceRolled",
                 "HorseHeld", "HorseBought", "TrainingCardDrawn", "FormChanged",
                 "LineupRevealed", "LanesDrawn")
    kind = type(e).__name__
    if kind == "KeptCardPlayed":
        card = "Durchbruch" if e.kind.startswith("durchbruch") else "Karriere card"
        return f"{horse(e.card)}'s {card}"
    if kind == "GallopDrawn":
        return f"{horse(e.card)}'s gallop card"
    if kind == "HorseFinished":
        return f"{horse(e.card)} crossing the line"
    if kind == "RaceDiceRolled":
        return f"the dice for {horse(e.card)}" if e.length % 2 else (
            f"{horse(e.card)}'s roll of {e.length}")
    if kind == "HorseHeld":
        return f"the gallop card holding {horse(e.card)}"
    if kind == "HorseBought":
        return f"{name(e.seat)} buying {horse(e.card)}"
    if kind == "TrainingCardDrawn":
        return "that training card"
    if kind == "FormChanged":
        return f"{horse(e.card)}'s form"
    if kind == "LineupRevealed":
        return "the line-up"
    if kind == "LanesDrawn":
        return "the draw for the lanes"
    return None


WORDS: dict[str, Callable[[Game, Sequence[Event], Namer], str | None]] = {
    "pferderennen": _pferderennen, "favoriten": _favoriten, "crazy_race": _crazy_race,
    "rennfieber": _rennfieber}
"""Each game's namer of what swung the odds (6-Tage-Rennen's also reads the riders' places)."""


__all__ = ["ACTION_CARDS", "DOWN", "FALLBACK", "UP", "WORDS", "Caller", "swung_by"]
