"""`SixDayAgent`: the 6-Tage-Rennen AI rider of each level, deciding from its seat's
observation alone which card to ride and whether to take the relief rider."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, cast

from arcade_races.ai.base import pick
from arcade_races.ai.six_day.lookahead import (
    NORMAL_CHANGE,
    NORMAL_CLOSE,
    NORMAL_SLIP,
    NORMAL_SWAY,
    STYLES,
    LookAhead,
)
from arcade_races.ai.six_day.picture import Race, blue_spaces, ride
from arcade_races.core.actions import Action
from arcade_races.games.six_day.actions import Change, Keep, Play

CHANGE = Change()
KEEP = Keep()


class SixDayAgent:
    """An AI rider of a given level and personality.

    >>> from arcade_races.games.six_day.game import SixDayGame
    >>> from arcade_races.games.six_day.testing import default_rules
    >>> state = SixDayGame(default_rules(), 3, frozenset({"days=1"})).new_initial_state()
    >>> state.apply(Play("G3"))  # doctest: +ELLIPSIS
    [...]
    >>> agent = SixDayAgent("normal", "rouleur")
    >>> str(agent.decide(state.observation(1), state.legal_actions(), random.Random(2)))
    'play G7'
    """

    def __init__(self, level: str, personality: str) -> None:
        self.level = level
        self.personality = personality
        self.style = STYLES.get(personality, STYLES["rouleur"])
        self.lookahead = LookAhead(self.style)
        self._blue: dict[tuple[tuple[int, ...], tuple[int, ...]], frozenset[int]] = {}
        """The blue spaces of the tracks seen, by their rider change and crash spaces."""
        self._values: dict[str, int] = {}
        """A card's value by its label (G3 -> 3): `Play.value` parses the label each time."""

    def decide(
        self, observation: dict[str, Any], legal: Sequence[Action], rng: random.Random
    ) -> Action:
        """A card to ride, or whether to take the relief rider."""
        kinds = set(map(type, legal))
        if Change in kinds:  # as `Change() in legal`, made cheaply
            return self._change(observation, rng)
        if kinds == {Play}:  # as it always is off a rider change space: no copy to make
            plays = cast("list[Play]", legal)
        else:
            plays = [a for a in legal if isinstance(a, Play)]
        if len(plays) == 1:
            return plays[0]
        if self.level == "easy":
            return self._easy(observation, plays, rng)
        if self.level == "normal":
            return self._normal(observation, plays, rng)
        return self.lookahead.best_card(observation, plays)

    # -- easy ----------------------------------------------------------------------------

    def _easy(self, obs: dict[str, Any], plays: list[Play], rng: random.Random) -> Action:
        """Any card, the big ones a little likelier (a sprinter's much likelier); a
        wheelsucker half the time takes a card whose landing space multiplies, if any."""
        if self.personality == "wheelsucker" and rng.random() < 0.5:
            race = Race.from_observation(obs)
            start = race.pos[race.me]
            slip = [a for a in plays if race.end_of(race.me, a.value) > start + a.value]
            if slip:
                return pick(rng, slip)
        if self.personality == "sprinter":
            weights = [float(a.value) for a in plays]
        else:
            weights = [1.0 + 0.15 * a.value for a in plays]
        u = rng.random() * sum(weights)
        for action, weight in zip(plays, weights, strict=True):
            u -= weight
            if u < 0:
                return action
        return plays[-1]

    # -- normal --------------------------------------------------------------------------

    def _normal(self, obs: dict[str, Any], plays: list[Play], rng: random.Random) -> Action:
        """The card that moves furthest now, ties to the smaller card; a wheelsucker counts a
        slipstream move `NORMAL_SLIP` spaces further. On a close call (the runner-up within
        `NORMAL_CLOSE` spaces) it rides the runner-up `NORMAL_SWAY` of the time."""
        # Only the positions and the track matter to a greedy ride, so the whole picture
        # of the race (`Race.from_observation`, hands guessed and all) is not built.
        me = int(obs["seat"])
        track = obs["track"]
        finish = int(track["finish"])
        pos = obs["positions"]
        crossed = obs["crossed"]
        spaces = (tuple(track["rider_change"]), tuple(track["crash"]))
        blue = self._blue.get(spaces)
        if blue is None:
            blue = self._blue[spaces] = blue_spaces(track)
        values = self._values
        start = pos[me]
        slip = NORMAL_SLIP.get(self.personality, 0.0)
        # The best and the runner-up as (lean-weighted distance, -value, card).
        best: tuple[float, int, Play] | None = None
        second: tuple[float, int, Play] | None = None
        for a in plays:
            v = values.get(a.card)
            if v is None:
                v = values[a.card] = a.value
            land = start + v
            if land >= finish or land in blue:
                end = land
            elif crossed:
                end = ride(start, v, me, pos, [s not in crossed for s in range(len(pos))],
                           finish, blue)
            else:
                # `ride` with everyone on the track: the other riders on the landing space
                # (this one is on it only for a card of 0).
                end = land + (pos.count(land) - (land == start)) * v
            key = float(end)
            if slip and end > land:
                key += slip
            entry = (key, -v, a)
            if best is None or entry[:2] > best[:2]:
                second, best = best, entry
            elif second is None or entry[:2] > second[:2]:
                second = entry
        assert best is not None and second is not None  # two cards at least
        # Riders with the same hands riding the same greedy sums replay the same race every
        # day, so whoever the order favours wins every game; a close call going the other way
        # now and then (one draw, only then) makes the days differ.
        if best[0] - second[0] <= NORMAL_CLOSE and rng.random() < NORMAL_SWAY:
            return second[2]
        return best[2]

    # -- rider change --------------------------------------------------------------------

    def _change(self, obs: dict[str, Any], rng: random.Random) -> Action:
        """Easy: a coin flip. Normal: change when few green points are left (a sprinter
        holds on longer, a wheelsucker changes sooner). Hard: ride the day out both ways."""
        if self.level == "easy":
            return CHANGE if rng.random() < 0.5 else KEEP
        if self.level == "normal":
            green = sum(int(c[1:]) for c in obs["hands"][obs["seat"]]["green"])
            return CHANGE if green < NORMAL_CHANGE.get(self.personality, 25) else KEEP
        return CHANGE if self.lookahead.change(obs) else KEEP
