"""The curtain's recap: what happened since a seat's last turn, in a few lines, the most
important first.

Every step of the game is told once, as it happens, by the game's teller (one module per
game) as notes; a note names the seats it is about, so that at the hand-over curtain the same
note reads "Ben played SKIP A TURN at you" for Anna and "Ben played SKIP A TURN at Anna" for
Clara, and weighs more for the seats it concerns. Tellers read the events only, and events
never carry a secret (see each game's `events` module), so a recap cannot reveal one.

>>> from arcade_races.client.recap import Note, render
>>> note = Note("{0} played SKIP A TURN at {1}.", (1, 0), weight=40, mine=95)
>>> render(note, ["Anna", "Ben"], 0), render(note, ["Anna", "Ben", "Clara"], 2)
('Ben played SKIP A TURN at you.', 'Ben played SKIP A TURN at Anna.')
"""

from __future__ import annotations

import importlib
import re
from collections import deque
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from arcade_races.core.events import Event
from arcade_races.core.state import Game
from arcade_races.match import Step

MAX_LINES = 5
"""Lines on the curtain: as many as a player reads while sitting down."""
KEPT_STEPS = 4000
"""Steps remembered (a whole Rennfieber evening is fewer): older ones are forgotten."""

_SEAT = re.compile(r"\{(\d)('s)?\}")


@dataclass(frozen=True)
class Note:
    """One thing that happened, told for any seat.

    `words` names `seats[i]` as `{i}` ("you" or the name) and `{i's}` ("your" or "Ben's"),
    in the past tense so that "you" and "Ben" take the same verb. `weight` is how much it
    matters to a seat it is not about (0: not told to them), `mine` to a seat in `seats` or
    in `concerns` (a bettor on the horse that fell back, say); 0 there means "not told to
    the seats it is about" (they saw it: it was their own doing). `own`, if given, is the
    weight for a seat named in `seats` but not in `concerns` (the leader who gave a roll
    away, where the horse's backers are the ones concerned)."""

    words: str
    seats: tuple[int, ...] = ()
    weight: int = 10
    mine: int = -1
    concerns: tuple[int, ...] = ()
    own: int = -1

    def weight_for(self, seat: int) -> int:
        """How much this note matters to `seat` (0: not for them)."""
        mine = self.weight + 40 if self.mine < 0 else self.mine
        if seat in self.concerns:
            return mine
        if seat in self.seats:
            return mine if self.own < 0 else self.own
        return self.weight


def render(note: Note, names: Sequence[str], seat: int) -> str:
    """`note`'s words as `seat` reads them on its curtain."""

    def name(match: re.Match[str]) -> str:
        who = note.seats[int(match.group(1))]
        mine = who == seat
        if match.group(2):
            return "your" if mine else f"{_name(names, who)}'s"
        return "you" if mine else _name(names, who)

    words = _SEAT.sub(name, note.words)
    return words[:1].upper() + words[1:]


def _name(names: Sequence[str], seat: int) -> str:
    return names[seat] if 0 <= seat < len(names) else f"Seat {seat + 1}"


class Teller(Protocol):
    """A game's recap teller: turns each step's events into notes, keeping what it needs of
    the public table (who owns which horse, where the riders are) from the events."""

    def sync(self, observation: Mapping[str, Any]) -> None:
        """Pick up the table from a spectator's `observation` (a game resumed midway)."""

    def notes(self, events: Sequence[Event]) -> list[Note]:
        """The notes one step's events call for, in the order they happened."""


TELLERS: dict[str, str] = {
    "pferderennen": "arcade_races.client.recap.pferderennen:Teller",
    "six_day": "arcade_races.client.recap.six_day:Teller",
    "favoriten": "arcade_races.client.recap.favoriten:Teller",
    "crazy_race": "arcade_races.client.recap.crazy_race:Teller",
    "rennfieber": "arcade_races.client.recap.rennfieber:Teller",
}
"""Each game's teller as `module:Class`, made with (game, seat names)."""


class _Silent:
    """The teller of a game without one: nothing to recap."""

    def sync(self, observation: Mapping[str, Any]) -> None:
        """Nothing to pick up."""

    def notes(self, events: Sequence[Event]) -> list[Note]:
        """No notes."""
        return []


def make_teller(game: Game, names: Sequence[str]) -> Teller:
    """The recap teller of `game` (a silent one for a game without)."""
    where = TELLERS.get(game.id)
    if where is None:
        return _Silent()
    module, _, cls = where.partition(":")
    teller: Teller = getattr(importlib.import_module(module), cls)(game, list(names))
    return teller


class Recap:
    """Remembers the notes of every step and, for a seat, those since its last decision.

    Feed it every step as it is applied (`record`); `lines(seat)` at the curtain."""

    def __init__(self, game: Game, names: Sequence[str],
                 observation: Mapping[str, Any] | None = None) -> None:
        self.names = list(names)
        self.teller = make_teller(game, self.names)
        if observation is not None:
            self.teller.sync(observation)
        self._steps: deque[tuple[int, list[Note]]] = deque(maxlen=KEPT_STEPS)
        self._last: dict[int, int] = {}

    def record(self, step: Step) -> None:
        """Tell one applied step (every step, chance and AI included, in order)."""
        if step.seat is not None:
            self._last[step.seat] = step.number
        notes = self.teller.notes(step.events)
        if notes:
            self._steps.append((step.number, notes))

    def notes(self, seat: int) -> list[Note]:
        """The notes since `seat`'s last decision (from the start before its first)."""
        since = self._last.get(seat, 0)
        return [note for number, notes in self._steps if number > since for note in notes]

    def lines(self, seat: int, limit: int = MAX_LINES) -> list[str]:
        """What `seat` reads on its curtain: at most `limit` lines, the most important first
        (in the order they happened among equals), none said twice."""
        best: dict[str, tuple[int, int]] = {}
        for order, note in enumerate(self.notes(seat)):
            weight = note.weight_for(seat)
            words = render(note, self.names, seat)
            if weight > 0:
                first = best.get(words, (0, order))
                best[words] = (min(first[0], -weight), first[1])
        ranked = sorted((key, words) for words, key in best.items())
        return [words for _, words in ranked[:limit]]


__all__ = ["MAX_LINES", "Note", "Recap", "Teller", "make_teller", "render"]
