"""AI players for Crazy Race: which track card to lay where, which action card to play on whom,
and whether to cancel a card played against it.

Every level decides from its seat's observation only: its own bet card and hands, and what is
public (the track cards on the board, the pawns, the cups, the action cards lying in front of
the players). The dice are taken as the rulebook's two six-sided dice (7 a roll on average),
as the observation does not name them.

- `easy` lays a random track card now and then (often none), rarely plays an action card, and
  always rolls.
- `normal` reads its bet card for the stage it is racing in: it counts every pawn's spaces to
  that stage's end (the sum of the piece lengths), sees where it would come in, and, if that is
  too late, lays a short card (0 to 2) on its own track or a long one (6 to 8) on the rival just
  ahead, and skips that rival; if too early, the reverse: a long card on its own track, a short
  one on the rival just behind, who gets an "again". It cancels a skip played against it.
- `hard` prices every play by its chance of coming in where its bet card asks, stage by stage
  (`Outlook`): each pawn's rolls needed to every stage end (2d6 each, plus the fog of cards
  still to come on free pieces ahead), its turns in the order of play (skip and again cards
  counted), and so the chance of every crossing order. Every lay of every card in hand on every
  track and stage, every skip and again on every rival, a move card's best shifts and rolling
  at once are compared; a card it cannot use well is dropped for a fresh one. It cancels a card
  against it when that card hurts its bet.

  It also reads the opponents' aims from the board: a track whose pieces in a stage were
  shortened was most likely shortened by its owner, who wants to be early there, and one
  lengthened by an owner who wants to be late (the owner has the most reason to touch it; the
  others' cards blur this, so the reading is soft). The cards it laid itself are left out of
  that reading: the observation says who laid each card. A hard player expects such an owner to go
  on the same way on the free pieces ahead. The reading uses the board and not a memory of past
  turns on purpose: an agent's choice depends on the observation and its generator only, so a
  game resumed from its replay goes on exactly as it would have.

Personalities tilt what the hard players go for, and which track a normal player tries first:

- `schemer` plays for its bet card only, and lays every card that helps even a little; a normal
  schemer bends its own track first.
- `saboteur` also minds its rivals' progress: a long card on a pawn in front of it pleases it,
  and it plays its action cards readily against them; a normal saboteur tries the rival first.
- `bluffer` hides its aims: a card on its own track counts for less to it (it would show what
  its bet card asks), so more of its cards go on its rivals' tracks, the normal bluffer's too.
"""

from __future__ import annotations

import math
import random
from bisect import bisect_left
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from arcade_races.ai.base import pick
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
    Toss,
)

PERSONALITIES: tuple[str, ...] = ("schemer", "saboteur", "bluffer")

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

CANCEL_CHANCE = 0.3
"""The chance the hard player gives a rival to cancel a skip or again played against it."""

MAX_ROLLS = 40


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


def phi(z: float) -> float:
    """The standard normal distribution function."""
    return 0.5 * (1.0 + math.erf(z * 0.7071067811865476))


class Offer:
    """What this turn offers, read from the seat's own observation the way the rules list it
    (a test holds the two together on many races): asking it costs a few lookups, where
    searching the legal list compares up to some 1,500 actions one by one."""

    def __init__(self, obs: dict[str, Any]) -> None:
        self.obs = obs
        me = int(obs["seat"])
        hand = obs["hands"][me]
        self.values: list[int] = hand.get("track", [])
        self.kinds: list[str] = hand.get("action", [])
        self.cards: list[list[int]] = obs["cards"]
        self.seat = int(obs["turn_of"])

    def _on_board(self, track: int, piece: int) -> bool:
        return 0 <= track < len(self.cards) and 0 <= piece < len(self.cards[track])

    def _pawn_on(self, track: int, piece: int) -> bool:
        """A racing pawn stands on this location (of the board)."""
        pawns = self.obs["pawns"]
        return track < len(pawns) and track not in self.obs["finished"] and (
            pawns[track][0] == piece)

    def _free(self, track: int, piece: int) -> bool:
        return self._on_board(track, piece) and self.cards[track][piece] < 0 and not (
            self._pawn_on(track, piece))

    def has(self, action: Action) -> bool:
        """Whether `action` is among the turn's legal actions."""
        obs = self.obs
        kind = type(action)
        if kind is Roll:
            return True
        if isinstance(action, (LayTrack, DropTrack)) and kind in (LayTrack, DropTrack):
            if obs["played_track"] or action.value not in self.values:
                return False
            return not isinstance(action, LayTrack) or self._free(action.track, action.piece)
        if not obs["main"] or obs["played_action"]:
            return False
        if isinstance(action, Shift) and kind is Shift:
            return "move" in self.kinds and self._on_board(
                action.from_track, action.from_piece) and self.cards[action.from_track][
                action.from_piece] >= 0 and not self._pawn_on(
                action.from_track, action.from_piece) and self._free(
                action.to_track, action.to_piece)
        if isinstance(action, (Again, Skip)) and kind in (Again, Skip):
            target = action.seat
            return ("again" if kind is Again else "skip") in self.kinds and (
                target in range(int(obs["players"])) and target != self.seat
                and target not in obs["finished"] and not obs["lying"][target])
        if isinstance(action, Toss) and kind is Toss:
            return action.kind in self.kinds
        return False


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

