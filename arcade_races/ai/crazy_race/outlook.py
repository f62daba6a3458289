"""The race as a hard Crazy Race player reckons it from its observation: each pawn's rolls to
every stage end, with the fog of track cards still to come and the aims read from the board,
and so the chance of every crossing order (see the package's docstring)."""

from __future__ import annotations

import math
from bisect import bisect_left
from typing import Any

ROLL_MEAN = 7.0
ROLL_VAR = 35.0 / 6.0
"""Two six-sided dice: the mean and variance of a roll."""

CARD_VAR = 7.0
"""The variance of a track card's change to a piece (0 to 8 against 4, the default deck)."""

FOG = 0.3
"""The chance the hard player gives each free piece ahead of a pawn to get a track card before
the pawn passes it."""

AIM_SCALE = 6.0
AIM_DRIFT = 1.5
"""Reading aims: a stage's pieces shortened by `AIM_SCALE` spaces read as a clear wish to be
early; such an owner is expected to shorten its free pieces ahead by up to `AIM_DRIFT` spaces
each."""

MAX_ROLLS = 40


def phi(z: float) -> float:
    """The standard normal distribution function."""
    return 0.5 * (1.0 + math.erf(z * 0.7071067811865476))


class Outlook:
    """The race as the observation shows it, and the chances of the crossing orders.

    `need[j][s]`: the dice pips pawn `j` needs to cross the end of stage `s` (None once it
    has); `fog[j][s]`: the variance of that from cards still to come; `slot[j]`: when `j`
    rolls next in the order of play (0: the seat whose turn it is).
    """

    def __init__(self, obs: dict[str, Any], read_aims: bool = False,
                 upto: int | None = None) -> None:
        self.n = int(obs["players"])
        self.me = int(obs["seat"])
        self.stages = int(obs["stages"])
        self.per_stage = int(obs["pieces"])
        self.spaces = int(obs["spaces"])
        self.cards: list[list[int]] = [list(row) for row in obs["cards"]]
        # Who laid each card (-1: none, or unknown in an older snapshot).
        self.laid_by: list[list[int]] = [list(row) for row in obs.get("laid_by") or
                                         [[-1] * len(row) for row in self.cards]]
        self.pawns: list[list[int]] = [list(p) for p in obs["pawns"]]
        self.finished: list[int] = list(obs["finished"])
        self.cups: list[list[int]] = [list(c) for c in obs["cups"]]
        self.lying: list[str] = list(obs["lying"])
        bet = obs.get("bet")
        self.bet: list[int] = list(bet) if bet else [0] * self.stages
        self.active = [j for j in range(self.n) if j not in self.finished]
        turn = int(obs["turn_of"])
        order = [(turn + i) % self.n for i in range(self.n)]
        self.slot = {j: i for i, j in enumerate(s for s in order if s in self.active)}
        self.aims = self._read_aims() if read_aims else {}
        self._curves: dict[tuple[int, int, float], list[float]] = {}
        self._chances: dict[tuple[Any, ...], float] = {}
        self.upto = self.stages - 1 if upto is None else upto
        """The last stage `need` and `fog` are worked out for (the later ones stay None)."""
        self.need: list[list[float | None]] = [[None] * self.stages for _ in range(self.n)]
        self.fog: list[list[float]] = [[0.0] * self.stages for _ in range(self.n)]
        for j in self.active:
            self._measure(j)

    # -- the board ---------------------------------------------------------------------

    def length(self, track: int, piece: int) -> int:
        """The spaces of a piece."""
        card = self.cards[track][piece]
        return self.spaces if card < 0 else card

    def stage_end(self, stage: int) -> int:
        """The last piece of a stage."""
        return (stage + 1) * self.per_stage - 1

    def pawn_piece(self, seat: int) -> int:
        """The piece the pawn stands on (-1: the start)."""
        return int(self.pawns[seat][0])

    def free_ahead(self, track: int, stage: int) -> list[int]:
        """Free pieces of `stage` ahead of the pawn on `track` (nearest first)."""
        start = max(self.pawn_piece(track) + 1, stage * self.per_stage) if track < self.n \
            else stage * self.per_stage
        return [p for p in range(start, self.stage_end(stage) + 1) if self.cards[track][p] < 0]

    def _measure(self, j: int) -> None:
        piece, offset = self.pawns[j]
        base = self.length(j, piece) - 1 - offset if piece >= 0 else 0
        walked = base
        fog = 0.0
        drift = 0.0
        row, spaces, per_stage = self.cards[j], self.spaces, self.per_stage
        for stage in range(self.upto + 1):
            end = (stage + 1) * per_stage - 1
            for p in range(max(piece + 1, stage * per_stage), end + 1):
                card = row[p]
                walked += spaces if card < 0 else card
                if card < 0:
                    fog += FOG * CARD_VAR
                    drift += self.aims.get((j, stage), 0.0)
            if not self.cups[j][stage] and piece <= end:
                self.need[j][stage] = walked + 1 + drift
                self.fog[j][stage] = fog

    def _read_aims(self) -> dict[tuple[int, int], float]:
        """Each rival's expected change to each free piece ahead of it, stage by stage: a
        stage its pieces were shortened in reads as a wish to be early there (see the module
        note). The cards this player laid itself say nothing of the rival's aims, so they are
        left out."""
        aims: dict[tuple[int, int], float] = {}
        for j in self.active:
            if j == self.me:
                continue
            for stage in range(self.stages):
                pieces = range(stage * self.per_stage, self.stage_end(stage) + 1)
                cut = sum(self.spaces - self.cards[j][p] for p in pieces
                          if self.cards[j][p] >= 0 and self.laid_by[j][p] != self.me)
                if cut:
                    aims[(j, stage)] = -AIM_DRIFT * math.tanh(cut / AIM_SCALE)
        return aims

    # -- chances -----------------------------------------------------------------------

    def tick(self, j: int, lying: str, k: int) -> float:
        """`ticks(j, lying)[k]`, without listing the others."""
        if not 0 <= k < MAX_ROLLS:
            return self.ticks(j, lying)[k]
        m, slot = len(self.active), self.slot[j]
        if lying == "skip":
            return (k + 1) * m + slot
        if lying == "again":
            return slot if k == 0 else slot + 0.5 if k == 1 else (k - 1) * m + slot
        return k * m + slot

    def ticks(self, j: int, lying: str) -> list[float]:
        """When `j` makes its 1st, 2nd, ... roll, in turns of play from now."""
        m, slot = len(self.active), self.slot[j]
        if lying == "skip":
            return [(k + 1) * m + slot for k in range(MAX_ROLLS)]
        if lying == "again":
            return [slot, slot + 0.5, *((k - 1) * m + slot for k in range(2, MAX_ROLLS))]
        return [k * m + slot for k in range(MAX_ROLLS)]

    @staticmethod
    def rolls_needed(need: float, fog: float) -> list[float]:
        """The chance to have crossed after k rolls (index k, from 0)."""
        out = [0.0] * (MAX_ROLLS + 1)
        for k in range(1, MAX_ROLLS + 1):
            z = (ROLL_MEAN * k - need + 0.5) / math.sqrt(ROLL_VAR * k + fog)
            if z > 6.0:
                for rest in range(k, MAX_ROLLS + 1):
                    out[rest] = 1.0
                break
            out[k] = phi(z) if z > -6.0 else 0.0
        return out

    def place_chances(self, stage: int, seat: int, curves: dict[int, list[float]],
                      ticks: dict[int, list[float]]) -> list[float]:
        """The chance of each place (index from 0) for `seat` in `stage`."""
        out = [0.0] * self.n
        done = sum(1 for c in self.cups if c[stage])
        if self.cups[seat][stage]:
            out[self.cups[seat][stage] - 1] = 1.0
            return out
        others = [(curves[j], ticks[j]) for j in self.active
                  if j != seat and not self.cups[j][stage]]
        mine, my_ticks = curves[seat], ticks[seat]
        last = 0.0
        for k in range(1, MAX_ROLLS + 1):
            now = mine[k]
            chance = now - last
            last = now
            if chance < 1e-6:
                if now >= 1.0:
                    break
                continue
            when = my_ticks[k - 1]
            counts = [1.0]
            for curve, theirs in others:
                q = curve[bisect_left(theirs, when)]
                grown = [c * (1.0 - q) for c in counts]
                grown.append(0.0)
                for c, p in enumerate(counts):
                    grown[c + 1] += p * q
                counts = grown
            for c, p in enumerate(counts):
                out[done + c] += chance * p
        return out

    def chance(self, stage: int, place: int, extra: dict[int, float],
               lying: dict[int, str]) -> float:
        """This player's chance of `place` in `stage`, with pips added to some pawns' need and
        some action cards lying (both as changes to the board; results are kept)."""
        key = (stage, place, tuple(sorted(extra.items())), tuple(sorted(lying.items())))
        known = self._chances.get(key)
        if known is None:
            ticks = {j: self.ticks(j, lying.get(j, self.lying[j])) for j in self.active}
            curves = self.curves(stage, extra)
            known = self.place_chances(stage, self.me, curves, ticks)[place - 1]
            self._chances[key] = known
        return known

    def curves(self, stage: int, changes: dict[int, float] | None = None
               ) -> dict[int, list[float]]:
        """Every racing pawn's `rolls_needed` to cross `stage`, with pips added to some."""
        out = {}
        for j in self.active:
            need = self.need[j][stage]
            if need is None:
                continue
            extra = changes.get(j, 0.0) if changes else 0.0
            key = (j, stage, extra)
            curve = self._curves.get(key)
            if curve is None:
                curve = self._curves[key] = self.rolls_needed(max(1.0, need + extra),
                                                              self.fog[j][stage])
            out[j] = curve
        return out


__all__ = ["Outlook", "phi"]
