"""Rennfieber's actions and chance outcomes made once per game (`RennfieberGame.actions`):
a step hands out these values again instead of building new frozen dataclasses each time.

An action is a value: the same one, built anew, is equal to these and prints the same, so a
table changes nothing a seat, a replay or a view can tell; it only saves the building. What
depends on the evening's money (the bids) is made on first use and kept.
"""

from __future__ import annotations

from arcade_races.core.dice import Die
from arcade_races.core.events import Event, MadeOnce
from arcade_races.core.lanes import HOME, Space
from arcade_races.games.rennfieber.actions import (
    Bid,
    Burst,
    DrawGallop,
    DrawTraining,
    Enter,
    First,
    Offer,
    Play,
    RaceDice,
    Run,
    Sell,
    Slip,
    TieRoll,
    Train,
    TrainingRoll,
)
from arcade_races.games.rennfieber.config import Rules, space_text


class Interned:
    """Every action and outcome list of one game's rules, by what it names."""

    def __init__(self, rules: Rules) -> None:
        graph = rules.track.graph
        spaces: list[Space | str] = [
            (lane, index) for lane, size in enumerate(graph.sizes) for index in range(size)]
        spaces.append(HOME)
        self.space_names: dict[Space | str, str] = {s: space_text(s) for s in spaces}
        """Each space (and `HOME`) as written in actions, events and records."""
        self.run_to: dict[Space | str, Run] = {s: Run(n) for s, n in self.space_names.items()}
        self.burst_to: dict[Space | str, Burst] = {
            s: Burst(n) for s, n in self.space_names.items()}
        die, race_die = Die(rules.die).outcomes(), Die(rules.race_die).outcomes()
        self.race_dice: tuple[tuple[RaceDice, int], ...] = tuple(
            (RaceDice((r, d)), a * b) for r, a in race_die for d, b in die)
        """Race die and normal die together, each pair weighted by its faces."""
        self.first_rolls = tuple((First(v), n) for v, n in die)
        self.training_rolls = tuple((TrainingRoll(v), n) for v, n in die)
        self.tie_rolls = tuple((TieRoll(v), n) for v, n in die)
        self.offers = {str(h.card): Offer(h.card) for h in rules.horses}
        """By the deck kind (the card number as text) the auction stack holds."""
        self.training_draws = {str(c.id): DrawTraining(c.id) for c in rules.training_cards}
        self.gallop_draws = {str(c.id): DrawGallop(c.id) for c in rules.gallop_cards}
        self.sells = {h.card: Sell(h.card) for h in rules.horses}
        self.trains = {h.card: Train(h.card) for h in rules.horses}
        self.slips = {(v, h.card): Slip(v, h.card) for v in rules.slips for h in rules.horses}
        self.plays = {k: Play(k) for k in ("karriere", "durchbruch", "none")}
        self.extras: dict[int, tuple[dict[int, int], ...]] = {
            h.card: tuple(rules.extra[step] for step in h.scale) for h in rules.horses}
        """Each horse's daily-form table by step: the extra spaces by race-die roll
        (`Rules.bonus`, looked up in one go)."""
        self.dice_faces: dict[tuple[int, ...], tuple[int, int]] = {
            action.faces: (action.faces[0], action.faces[1]) for action, _ in self.race_dice}
        """Each pair of faces the dice can show, as (race die, normal die)."""
        kinds = {c.id: c.kind for c in rules.training_cards}
        self.durchbruch: frozenset[int] = frozenset(
            i for i, kind in kinds.items() if kind == "durchbruch")
        """The ids of the Durchbruch training cards."""
        self.boosts: frozenset[int] = frozenset(
            i for i, kind in kinds.items() if kind in ("karriere", "durchbruch"))
        """The ids of the kept cards a horse may play after its move."""
        self.rolled: dict[tuple[int, int, int, int], Event] = {}
        """The race dice's `RaceDiceRolled` by horse, race die, normal die and extra spaces
        (the move's length follows from them): made once per game, looked up inline."""
        self.events = MadeOnce()
        """The race turn's events, made once per game by their fields (they are values)."""
        self._bids: dict[int, Bid] = {}
        self._entries: dict[tuple[int, ...], Enter] = {}

    def bid(self, amount: int) -> Bid:
        """The bid of `amount`."""
        bid = self._bids.get(amount)
        if bid is None:
            bid = self._bids[amount] = Bid(amount)
        return bid

    def enter(self, cards: tuple[int, ...]) -> Enter:
        """The pick of these horses."""
        entry = self._entries.get(cards)
        if entry is None:
            entry = self._entries[cards] = Enter(cards)
        return entry
