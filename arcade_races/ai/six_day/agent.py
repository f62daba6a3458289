"""`SixDayAgent`: the 6-Tage-Rennen AI rider of each level, deciding from its seat's
observation alone which card to ride and whether to take the relief rider."""

from __future__ import annotations

import random
from typing import Any, cast

from arcade_races.ai.base import pick
from arcade_races.ai.six_day.lookahead import NORMAL_CHANGE, STYLES, LookAhead
from arcade_races.ai.six_day.picture import Race, blue_spaces, points_at, ride
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
    >>> str(agent.decide(state.observation(1), state.legal_actions(), random.Random(1)))
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
        self, observation: dict[str, Any], legal: list[Action], rng: random.Random
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
            return self._normal(observation, plays)
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

    def _normal(self, obs: dict[str, Any], plays: list[Play]) -> Action:
        """The card that moves furthest now, ties to the smaller card. A wheelsucker takes a
        slipstream move unless a plain one goes more than 2 spaces further; a sprinter keeps
        its biggest card back unless it reaches a line that still pays."""
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
        # (card, value, where it ends) per card, in the order of `plays`.
        rides = []
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
            rides.append((a, v, end))
        if self.personality == "sprinter" and not obs["last_round"]:
            top = max(rides, key=lambda r: r[1])
            top_end = top[2]
            taken = obs["sprints"]
            sprint_points = obs["sprint_points"]
            pays = any(start < line <= top_end and points_at(sprint_points, len(taken[i]))
                       for i, line in enumerate(track["sprints"]))
            if not pays and start + top[1] < finish:
                rides = [r for r in rides if r[0] != top[0]]
        best = rides[0]
        if self.personality == "wheelsucker":
            # a slipstream move counts 2 spaces further than it goes
            best_key = (best[2] + (2 if best[2] > start + best[1] else 0), -best[1])
            for r in rides:
                key = (r[2] + (2 if r[2] > start + r[1] else 0), -r[1])
                if key > best_key:
                    best, best_key = r, key
            return best[0]
        best_key = (best[2], -best[1])
        for r in rides:
            key = (r[2], -r[1])
            if key > best_key:
                best, best_key = r, key
        return best[0]

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
