"""`CrazyRaceAgent`: every level's choices, and the personalities' styles (see the package's
docstring)."""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from arcade_races.ai.base import pick
from arcade_races.ai.crazy_race.offer import Offer
from arcade_races.ai.crazy_race.outlook import ROLL_MEAN, Outlook
from arcade_races.core.actions import Action
from arcade_races.games.crazy_race.actions import (
    Accept,
    Again,
    Cancel,
    DropTrack,
    LayTrack,
    Roll,
    Shift,
    Skip,
)

PERSONALITIES: tuple[str, ...] = ("schemer", "saboteur", "bluffer")

CANCEL_CHANCE = 0.3
"""The chance the hard player gives a rival to cancel a skip or again played against it."""


@dataclass(frozen=True)
class Style:
    """What a personality weighs.

    `lay_min`: the least gain (in expected bet points) a hard player lays a card for;
    `action_min`: the same for an action card; `own`: a factor on the gain of cards on its own
    track (below 1: it would rather not show its aims); `rival`: expected bet points per roll
    of progress taken from the pawn in front (a saboteur's pleasure).
    """

    lay_min: float
    action_min: float
    own: float
    rival: float


STYLES: dict[str, Style] = {
    "schemer": Style(lay_min=0.002, action_min=0.01, own=1.0, rival=0.0),
    "saboteur": Style(lay_min=0.005, action_min=0.0, own=1.0, rival=0.01),
    "bluffer": Style(lay_min=0.01, action_min=0.01, own=0.8, rival=0.0),
}


class CrazyRaceAgent:
    """An AI player of Crazy Race of a given level and personality."""

    def __init__(self, level: str, personality: str) -> None:
        self.level = level
        self.personality = personality
        self.style = STYLES.get(personality, STYLES["schemer"])

    def decide(
        self, observation: dict[str, Any], legal: Sequence[Action], rng: random.Random
    ) -> Action:
        """A card to play, or the roll; out of turn, cancel or accept."""
        if observation["phase"] == "answer":
            choice = self._answer(observation, legal, rng)
            if choice in legal:
                return choice
            return Roll() if Roll() in legal else pick(rng, legal)
        offer = Offer(observation)
        if self.level == "easy":
            choice = self._easy(observation, legal, rng)
        elif self.level == "normal":
            choice = self._normal(observation, offer)
        else:
            choice = self._hard(observation, legal, offer)
        if offer.has(choice):
            return choice
        return Roll()  # a turn always offers the roll

    # -- easy --------------------------------------------------------------------------

    def _easy(self, obs: dict[str, Any], legal: Sequence[Action], rng: random.Random) -> Action:
        if not obs["played_track"] and rng.random() < 0.35:
            lays = [a for a in legal if isinstance(a, LayTrack)]
            if lays:
                return pick(rng, lays)
        if not obs["played_action"] and rng.random() < 0.15:
            plays = [a for a in legal if isinstance(a, (Again, Skip))]
            if plays:
                return pick(rng, plays)
        return Roll()

    # -- answering a card against you --------------------------------------------------

    def _answer(self, obs: dict[str, Any], legal: Sequence[Action], rng: random.Random) -> Action:
        if Cancel() not in legal:
            return Accept()
        kind = str(obs["pending"][2])
        if self.level == "easy":
            return Cancel() if rng.random() < 0.5 else Accept()
        if self.level == "normal":
            return Cancel() if kind == "skip" else Accept()
        look = Outlook(obs, read_aims=True)
        me = look.me
        with_card = self._value(look, lying={me: kind})
        without = self._value(look)
        return Cancel() if without > with_card + 1e-3 else Accept()

    # -- normal ------------------------------------------------------------------------

    def _normal(self, obs: dict[str, Any], offer: Offer) -> Action:
        me, cups = int(obs["seat"]), obs["cups"][int(obs["seat"])]
        stage = next((s for s in range(int(obs["stages"])) if not cups[s]), None)
        if stage is None or not (obs.get("bet") or [0] * int(obs["stages"]))[stage]:
            return Roll()
        look = Outlook(obs, upto=stage)  # the stage it races in is all it reads
        want = look.bet[stage]
        field = [j for j in look.active if look.need[j][stage] is not None]
        done = sum(1 for c in look.cups if c[stage])

        def when(j: int) -> float:
            rolls = max(1, math.ceil((look.need[j][stage] or 1.0) / ROLL_MEAN))
            return look.tick(j, look.lying[j], rolls - 1)

        field.sort(key=when)
        place = done + 1 + field.index(me)
        mine = field.index(me)
        ahead = field[mine - 1] if mine > 0 else None
        behind = field[mine + 1] if mine + 1 < len(field) else None
        hand = sorted(obs["hands"][me].get("track", []))
        if not obs["played_track"] and hand:
            short, long = hand[0], hand[-1]
            plays: list[LayTrack | None] = []
            if place > want:
                plays = [self._lay(look, short, me, stage) if short <= 2 else None,
                         self._lay(look, long, ahead, stage) if long >= 6 else None]
            elif place < want:
                plays = [self._lay(look, long, me, stage) if long >= 6 else None,
                         self._lay(look, short, behind, stage) if short <= 2 else None]
            if self.style.own < 1.0 or self.style.rival:
                plays.reverse()  # the rival's track first
            for lay in plays:
                if lay is not None and offer.has(lay):
                    return lay
            middle = [v for v in hand if abs(v - look.spaces) <= 1]
            if middle and offer.has(DropTrack(middle[0])):
                return DropTrack(middle[0])
        if not obs["played_action"]:
            if place > want and ahead is not None and offer.has(Skip(ahead)):
                return Skip(ahead)
            if place < want and behind is not None and offer.has(Again(behind)):
                return Again(behind)
        return Roll()

    @staticmethod
    def _lay(look: Outlook, value: int, track: int | None, stage: int) -> LayTrack | None:
        if track is None:
            return None
        free = look.free_ahead(track, stage)
        return LayTrack(value, track, free[0]) if free else None

    # -- hard --------------------------------------------------------------------------

    def _value(self, look: Outlook, changes: dict[int, list[float]] | None = None,
               lying: dict[int, str] | None = None) -> float:
        """Expected bet points: the chance of each stage's asked place (stages decided count
        as they came), with pips added per pawn and stage, and cards lying before pawns."""
        me = look.me
        total = 0.0
        for stage in range(look.stages):
            want = look.bet[stage]
            if not want:
                continue
            if look.cups[me][stage]:
                total += 1.0 if look.cups[me][stage] == want else 0.0
                continue
            extra = {j: c[stage] for j, c in changes.items() if c[stage]} if changes else {}
            total += look.chance(stage, want, extra, lying or {})
        if self.style.rival:
            total -= self.style.rival * self._lead_of_rivals(look, changes)
        return total

    def _lead_of_rivals(self, look: Outlook, changes: dict[int, list[float]] | None) -> float:
        """Rolls the rivals need less than this player to the end, summed (a saboteur minds)."""
        last = look.stages - 1
        mine = look.need[look.me][last]
        if mine is None:
            return 0.0
        total = 0.0
        for j in look.active:
            need = look.need[j][last]
            if j == look.me or need is None:
                continue
            extra = changes.get(j, [0.0] * look.stages)[last] if changes else 0.0
            total += max(0.0, mine - need - extra) / ROLL_MEAN
        return total

    def _effect(self, look: Outlook, track: int, piece: int, delta: float
                ) -> dict[int, list[float]]:
        """Pips added to each stage end of `track` by `delta` more spaces on `piece`."""
        stage = piece // look.per_stage
        return {track: [delta if s >= stage else 0.0 for s in range(look.stages)]}

    def _hard(self, obs: dict[str, Any], legal: Sequence[Action], offer: Offer) -> Action:
        look = Outlook(obs, read_aims=True)
        me = look.me
        base = self._value(look)
        best: tuple[float, Action] = (0.0, Roll())
        hand = sorted(set(obs["hands"][me].get("track", [])))
        if not obs["played_track"] and hand:
            best_lay: tuple[float, Action] | None = None
            for track in look.active:
                for stage in range(look.stages):
                    free = look.free_ahead(track, stage)
                    if not free:
                        continue
                    for value in hand:
                        delta = value - look.spaces
                        if not delta:
                            continue
                        gain = self._value(look, self._effect(look, track, free[0], delta)) - base
                        if track == me:
                            gain *= self.style.own
                        if best_lay is None or gain > best_lay[0]:
                            best_lay = (gain, LayTrack(value, track, free[0]))
            if best_lay is not None and best_lay[0] > self.style.lay_min:
                best = max(best, best_lay, key=lambda g: g[0])
            elif best[0] <= 0.0:
                weak = min(hand, key=lambda v: (abs(v - look.spaces), v))
                if abs(weak - look.spaces) <= 2 and offer.has(DropTrack(weak)):
                    best = (1e-9, DropTrack(weak))
        if not obs["played_action"] and obs["main"]:
            kinds = set(obs["hands"][me].get("action", []))
            for action in legal:
                if isinstance(action, (Again, Skip)):
                    kind = "again" if isinstance(action, Again) else "skip"
                    gain = self._value(look, lying={action.seat: kind}) - base
                    gain *= 1.0 - CANCEL_CHANCE
                    if gain > self.style.action_min and gain > best[0]:
                        best = (gain, action)
            if "move" in kinds:
                shift = self._best_shift(look, base, legal)
                if shift is not None and shift[0] > self.style.lay_min and shift[0] > best[0]:
                    best = shift
        return best[1]

    def _best_shift(self, look: Outlook, base: float, legal: Sequence[Action]
                    ) -> tuple[float, Action] | None:
        """The best few moves of a free track card, tried as removal plus lay."""
        me = look.me
        sources: dict[tuple[int, int, int], int] = {}
        for track in range(len(look.cards)):
            pawn = look.pawn_piece(track) if track < look.n else -1
            for piece, value in enumerate(look.cards[track]):
                if value < 0 or value == look.spaces or (track < look.n and piece == pawn):
                    continue
                behind = track >= look.n or track in look.finished or piece < pawn
                key = (-1 if behind else track, -1 if behind else piece // look.per_stage, value)
                sources.setdefault(key, track * 100 + piece)
        if not sources:
            return None
        targets = [(t, s, look.free_ahead(t, s)) for t in look.active for s in range(look.stages)]
        targets = [(t, s, f) for t, s, f in targets if f]
        best: tuple[float, Action] | None = None
        for (track, _stage, value), where in sources.items():
            from_track, from_piece = divmod(where, 100)
            removal: dict[int, list[float]] = {}
            if track >= 0:
                removal = self._effect(look, track, from_piece, look.spaces - value)
            for to_track, _to_stage, free in targets:
                to_piece = free[0]
                if (to_track, to_piece) == (from_track, from_piece):
                    continue
                changes = {k: list(v) for k, v in removal.items()}
                added = self._effect(look, to_track, to_piece, value - look.spaces)[to_track]
                old = changes.get(to_track, [0.0] * look.stages)
                changes[to_track] = [a + b for a, b in zip(old, added, strict=True)]
                gain = self._value(look, changes) - base
                if to_track == me:
                    gain *= self.style.own
                if best is None or gain > best[0]:
                    best = (gain, Shift(from_track, from_piece, to_track, to_piece))
        return best
