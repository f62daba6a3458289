"""AI bettors for Pferderennen.

Before the start every ace has the same chance (rulebook, Tipps: "vor dem Start haben also alle
Pferde die gleiche Chance"), so skill is not in picking a suit but in the stake and in reading
the session: a hard seat knows the expected value of a bet under the variants in play, and in a
session of several races it bets against the table, covering the closest rival's suit while it
leads and going for a different suit with a big stake while it trails.

Personalities show in the stakes and in how sips are handed out:

- `cautious`: small stakes, sits out a losing proposition; spreads sips evenly.
- `steady`: middling stakes; hands sips round the table in turn.
- `bold`: the biggest stake allowed; pours every sip on the leader.
- `wild`: any stake, any suit, on a whim; sips to whoever it fancies.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from fractions import Fraction
from functools import lru_cache
from typing import Any

from arcade_races.ai.base import pick
from arcade_races.core.actions import Action
from arcade_races.games.pferderennen.actions import Bet, Give, Pass

PERSONALITIES: tuple[str, ...] = ("cautious", "steady", "bold", "wild")


def bet_value(observation: dict[str, Any], stake: int = 1) -> Fraction:
    """Expected gain per unit of a `stake` on one ace, before the start (1/4 chance for each
    place), from the payout rates in the observation; shares round down as the rules do.

    Default rules: win pays 2, a loss costs 1: (2 - 3) / 4 = -1/4. With places the second
    and third places pay too, so the bet is worth more than it costs.
    """
    rates = observation["rates"]
    place, show = rates["place"], rates["show"]
    return _bet_value(rates["win"], place[0], place[1], show[0], show[1],
                      "places" in observation["variants"], stake)


@lru_cache(maxsize=256)
def _bet_value(win_rate: int, place_num: int, place_den: int, show_num: int, show_den: int,
               places: bool, stake: int) -> Fraction:
    """`bet_value` from the numbers alone, worked out once per table (a seat asks it before
    every bet, and the rates stay the same all session)."""
    win = Fraction(win_rate * stake)
    place = Fraction(stake * place_num // place_den) if places else -stake
    show = Fraction(stake * show_num // show_den) if places else -stake
    return (win + place + show - stake) / 4 / stake


class PferderennenAgent:
    """An AI bettor of a given level and personality."""

    def __init__(self, level: str, personality: str) -> None:
        self.level = level
        self.personality = personality

    def decide(
        self, observation: dict[str, Any], legal: Sequence[Action], rng: random.Random
    ) -> Action:
        """A bet (or pass) before the race, or one sip to hand out after it."""
        if observation["phase"] == "handout":
            return self._give(observation, legal, rng)
        return self._bet(observation, legal, rng)

    # -- bets --------------------------------------------------------------------------

    def _stake(self, observation: dict[str, Any], rng: random.Random) -> int:
        top = int(observation["max_stake"])
        if self.personality == "cautious":
            return 1 if top < 4 or rng.random() < 0.7 else 2
        if self.personality == "bold":
            return top
        if self.personality == "wild":
            return 1 + min(int(rng.random() * top), top - 1)
        return max(1, (top + 1) // 2)

    def _bet(
        self, observation: dict[str, Any], legal: Sequence[Action], rng: random.Random
    ) -> Action:
        suits = ["C", "D", "H", "S"]
        if self.level == "easy":
            if rng.random() < 0.15:
                return Pass()
            return _legal(Bet(pick(rng, suits), self._stake(observation, rng)), legal)
        if self.level == "normal":
            if self.personality == "cautious" and bet_value(observation) < 0 and rng.random() < 0.3:
                return Pass()
            return _legal(Bet(pick(rng, suits), self._stake(observation, rng)), legal)
        return self._hard_bet(observation, legal, rng, suits)

    def _hard_bet(
        self, observation: dict[str, Any], legal: Sequence[Action], rng: random.Random,
        suits: list[str],
    ) -> Action:
        seat = observation["seat"]
        totals: list[int] = observation["totals"]
        bets: list[dict[str, Any] | None] = observation["bets"]
        races_left = observation["races"] - observation["race"] + 1
        top = int(observation["max_stake"])
        stake = self._stake(observation, rng)
        rivals = [s for s in range(len(totals)) if s != seat]
        leader = max(rivals, key=lambda s: (totals[s], -s))
        lead = totals[seat] - totals[leader]
        value = bet_value(observation)
        if observation["races"] > 1 and lead > 0:
            # Leading: the bank pays everyone alike, so copying the closest rival's bet keeps
            # the gap whatever wins; with no rival bet to copy, risk little.
            rival_bet = bets[leader]
            if rival_bet is not None:
                return _legal(Bet(rival_bet["suit"], int(rival_bet["stake"])), legal)
            if races_left == 1 or value < 0:
                return Pass() if self.personality != "bold" else _legal(Bet(suits[0], 1), legal)
            return _legal(Bet(pick(rng, suits), 1), legal)
        if observation["races"] > 1 and lead < 0:
            # Trailing: only a different result from the leader's closes the gap, so bet on
            # another suit, and more the fewer races are left.
            taken = {b["suit"] for b in (bets[leader],) if b is not None}
            free = [s for s in suits if s not in taken] or suits
            need = min(top, max(stake, -lead // 2 + 1 if races_left == 1 else stake))
            return _legal(Bet(pick(rng, free), need), legal)
        # A level table: bet by value. A losing proposition is played small (it is a party).
        if value >= 0:
            return _legal(Bet(pick(rng, suits), top), legal)
        if self.personality == "cautious":
            return Pass()
        return _legal(Bet(pick(rng, suits), min(stake, max(1, top // 2))), legal)

    # -- sips --------------------------------------------------------------------------

    def _give(
        self, observation: dict[str, Any], legal: Sequence[Action], rng: random.Random
    ) -> Action:
        targets = [a.seat for a in legal if isinstance(a, Give)]
        payout: list[int] = observation["payout"]
        totals: list[int] = observation["totals"]
        if self.level == "easy" or self.personality == "wild":
            return Give(pick(rng, targets))
        if self.personality == "bold" or self.level == "hard":
            # The one who has drunk least so far (the leader) gets the sip.
            best = max(targets, key=lambda s: (totals[s] + payout[s], -s))
            return Give(best)
        if self.personality == "cautious":
            # Evenly: whoever has drunk least this race.
            best = max(targets, key=lambda s: (payout[s], -s))
            return Give(best)
        # Steady: the sips go round the table in turn, one to each.
        left = observation["handout"][0][1]
        return Give(targets[left % len(targets)])


def _legal(action: Action, legal: Sequence[Action]) -> Action:
    """`action` if the rules allow it, else the nearest smaller stake or a pass."""
    if action in legal:
        return action
    if isinstance(action, Bet):
        for stake in range(action.stake - 1, 0, -1):
            smaller = Bet(action.suit, stake)
            if smaller in legal:
                return smaller
    return Pass() if Pass() in legal else legal[0]
