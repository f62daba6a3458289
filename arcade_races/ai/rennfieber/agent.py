"""`RennfieberAgent`: one AI seat of Rennfieber, phase by phase, and the personalities' weights
(the package docstring describes the levels)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from arcade_races.ai.base import pick
from arcade_races.ai.rennfieber import auction, betting, racing, stable
from arcade_races.ai.rennfieber.odds import OddsCache
from arcade_races.ai.rennfieber.track import TrackView, view_of
from arcade_races.ai.rennfieber.value import Static
from arcade_races.core.actions import Action
from arcade_races.games.rennfieber.actions import PLAY_NONE, Enter, Sell

PERSONALITIES: tuple[str, ...] = ("zocker", "pfennigfuchser", "stallmeister")


@dataclass(frozen=True)
class Style:
    """What a personality weighs.

    Auction: `premium`, marks over the printed price it goes for a horse it wants; `dear`,
    marks more per 1,000 of price (a taste for the dear horses); `scale`, a factor on what a
    horse's form scale and pace are worth to it. Tote: `bet_share`, the share of its slips a
    normal player lays on its favourite; `edge`, the least expected gain per mark staked for
    which a hard player lays a slip (below 0: it lays slips it expects to lose a little on, for
    the thrill); `again`, the chance an easy player lays one more slip. `kept`: a factor on what
    a kept card adds to a runner's chances as a normal player enters and backs horses.
    """

    premium: float
    dear: float
    scale: float
    bet_share: float
    edge: float
    again: float
    kept: float


STYLES: dict[str, Style] = {
    "zocker": Style(premium=1000.0, dear=150.0, scale=1.0, bet_share=0.7, edge=-0.05,
                    again=0.6, kept=1.0),
    "pfennigfuchser": Style(premium=0.0, dear=-100.0, scale=0.8, bet_share=0.15, edge=0.15,
                            again=0.2, kept=1.0),
    "stallmeister": Style(premium=500.0, dear=0.0, scale=1.6, bet_share=0.35, edge=0.05,
                          again=0.35, kept=2.0),
}


class RennfieberAgent:
    """An AI player of Rennfieber of a given level and personality.

    It keeps the tables it reads off the static part of the observation (one object per game)
    and the hard player's race odds; both are worked out from the observation alone, so they
    change no decision.
    """

    def __init__(self, level: str, personality: str) -> None:
        self.level = level
        self.personality = personality
        self.style = STYLES.get(personality, STYLES["stallmeister"])
        self._static: dict[str, Any] | None = None
        self._tables: tuple[Static, TrackView] | None = None
        self._odds = OddsCache()

    def tables(self, static: dict[str, Any]) -> tuple[Static, TrackView]:
        """The game's tables and track view, read once per game."""
        if static is not self._static or self._tables is None:
            self._static = static
            self._tables = (Static(static), view_of(static))
        return self._tables

    def decide(
        self, observation: dict[str, Any], legal: Sequence[Action], rng: random.Random
    ) -> Action:
        """A bid, a sale, a horse to train or enter, a slip, the end of a move or a kept card."""
        if len(legal) == 1:
            return legal[0]
        st, view = self.tables(observation["static"])
        choice = self.choose(observation, legal, rng, st, view)
        return choice if choice in legal else pick(rng, legal)

    def choose(self, obs: dict[str, Any], legal: Sequence[Action], rng: random.Random,
               st: Static, view: TrackView) -> Action:
        """The choice itself, before `decide` falls back to a random legal action (which it
        never should: the tests check every choice is legal)."""
        phase, level, style = obs["phase"], self.level, self.style
        if phase == "move":
            if level == "easy":
                return pick(rng, legal) if rng.random() < 0.4 else racing.greedy_end(
                    view, obs, legal)
            if level == "normal":
                return racing.normal_end(view, obs, legal)
            return racing.hard_end(view, obs, legal)
        if phase == "play":
            if level == "easy":
                return next((a for a in legal if a != PLAY_NONE), PLAY_NONE)
            if level == "normal":
                return racing.normal_play(legal)
            return racing.hard_play(view, obs, legal, st)
        if phase == "bid":
            return auction.bid(obs, legal, rng, st, level, style.premium, style.dear,
                               style.scale)
        if phase == "bet":
            if level == "easy":
                return betting.easy_bet(obs, legal, rng, style.again)
            if level == "normal":
                return betting.normal_bet(obs, legal, st, style.bet_share, style.kept)
            return betting.hard_bet(obs, legal, st, view, self._odds, style.edge)
        if phase == "lineup":
            if level == "easy":
                return pick(rng, [a for a in legal if isinstance(a, Enter)])
            if level == "normal":
                return stable.normal_enter(obs, legal, st, style.kept)
            return stable.hard_enter(obs, legal, st, view)
        if phase == "sell":
            if level == "easy":
                return pick(rng, [a for a in legal if isinstance(a, Sell)])
            if level == "normal":
                return stable.normal_sell(obs, legal, st)
            return stable.hard_sell(obs, legal, st, style.scale)
        if phase == "train":
            return pick(rng, legal) if level == "easy" else stable.train_first(obs, legal, st)
        return legal[0]
