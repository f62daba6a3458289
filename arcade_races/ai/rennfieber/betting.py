"""Laying slips on the Totalisator.

- easy lays a small slip on a random runner, and goes on laying one now and then.
- normal lays a personality's share of its slips on its favourite: the best pace, less
  `LANE_PACE` per lane further out (the race simulation: the inside lane is worth about a
  form step and a half to horses of equal form), the largest slips first.
- hard reads the odds from the race simulation (`odds.OddsCache`) and lays, slip by slip, the
  one whose expected return (by the tote's own quote and rounding) beats its value by the
  most, while that gain per mark staked is above the personality's `edge`. The pool it
  expects: the slips lying on each horse (their number is public, their values are not: each
  counts as the mean slip), plus `FUTURE_STAKE` for each seat still to bet, spread by the
  odds.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from arcade_races.ai.base import pick
from arcade_races.ai.rennfieber.odds import OddsCache, expected_return
from arcade_races.ai.rennfieber.track import TrackView
from arcade_races.ai.rennfieber.value import Static
from arcade_races.core.actions import Action
from arcade_races.games.rennfieber.actions import DONE, Slip

LANE_PACE = 0.17
"""The pace a lane further out costs, as a normal player reckons a runner's chances."""

FUTURE_STAKE = 900.0
"""Marks the hard player expects each seat still to bet to lay on the tote."""

EASY_SLIP = 500
"""The largest slip an easy player lays."""


def easy_bet(obs: dict[str, Any], legal: Sequence[Action], rng: random.Random,
             again: float) -> Action:
    """A small slip on a random runner; after the first, another with chance `again`."""
    slips = [a for a in legal if isinstance(a, Slip)]
    if not slips or (obs["tote"]["mine"] and rng.random() > again):
        return DONE
    return pick(rng, [a for a in slips if a.value <= EASY_SLIP] or slips)


def favourites(obs: dict[str, Any], st: Static, kept: float = 1.0) -> list[int]:
    """The runners by the normal player's reckoning, best first: pace and kept cards
    (`Static.strength`), less `LANE_PACE` a lane out."""
    lanes = [int(c) for c in obs["lineup"]["lanes"]]

    def score(card: int) -> tuple[float, int]:
        return (-(st.strength(obs, card, kept) - LANE_PACE * lanes.index(card)), card)

    return sorted(lanes, key=score)


def normal_bet(obs: dict[str, Any], legal: Sequence[Action], st: Static, share: float,
               kept: float = 1.0) -> Action:
    """The largest slip that keeps the stake on the favourite within `share` of the slips."""
    tote = obs["tote"]
    laid = sum(v for _, v in tote["mine"])
    target = share * (laid + sum(tote["hand"]))
    fav = favourites(obs, st, kept)[0]
    fits = [a for a in legal if isinstance(a, Slip) and a.card == fav
            and laid + a.value <= target + 1e-9]
    return max(fits, key=lambda a: a.value) if fits else DONE


def stakes_seen(obs: dict[str, Any], st: Static, wins: dict[int, float]
                ) -> tuple[dict[int, float], dict[int, list[int]]]:
    """The stake the hard player expects on each runner, and its own slips by runner."""
    me = int(obs["seat"])
    tote = obs["tote"]
    mean_slip = sum(st.slips) / len(st.slips)
    stakes: dict[int, float] = {card: 0.0 for card in wins}
    own: dict[int, list[int]] = {}
    for card, value in tote["mine"]:
        own.setdefault(int(card), []).append(int(value))
        stakes[int(card)] = stakes.get(int(card), 0.0) + value
    for seat, card, n in tote["slips"]:
        if seat != me:
            stakes[int(card)] = stakes.get(int(card), 0.0) + n * mean_slip
    later = max(0, int(obs["players"]) - 1 - me)
    for card, p in wins.items():
        stakes[card] = stakes.get(card, 0.0) + later * FUTURE_STAKE * p
    return stakes, own


def hard_bet(obs: dict[str, Any], legal: Sequence[Action], st: Static, view: TrackView,
             odds: OddsCache, edge: float) -> Action:
    """The slip that gains most in expected return, or done (see the module docstring)."""
    slips = [a for a in legal if isinstance(a, Slip)]
    if not slips:
        return DONE
    wins = {card: row[0] for card, row in odds.places(view, st, obs).items()}
    stakes, own = stakes_seen(obs, st, wins)
    quote, rounding = st.tote
    base = expected_return(wins, stakes, own, quote, rounding)
    best: tuple[float, Action] | None = None
    for slip in slips:
        more = dict(stakes)
        more[slip.card] = more.get(slip.card, 0.0) + slip.value
        mine = {k: list(v) for k, v in own.items()}
        mine.setdefault(slip.card, []).append(slip.value)
        gain = expected_return(wins, more, mine, quote, rounding) - base - slip.value
        if gain > edge * slip.value and (best is None or gain > best[0]):
            best = (gain, slip)
    return DONE if best is None else best[1]
