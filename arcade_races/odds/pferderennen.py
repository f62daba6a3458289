"""Pferderennen's race, exactly: once the track is dealt the race is pure chance (bets change
only the payout), so its odds are an enumeration of the remaining cards.

To the spectator the face-down track cards and the pile are one pool of unseen cards, and
each card that comes up next (a draw, or a hurdle turning) is equally likely to be any card
of that pool. Cards of one suit act alike, so the pool is counted by suit (and by whether a
card stumbles the field, in that variant), and the remaining race is memoised on the aces'
steps, those counts and how many hurdles are still face down.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from arcade_races.games.pferderennen.state import PferderennenState

Vector = tuple[float, ...]

EXACT_PHASES = ("deal", "bet", "race")
"""The phases in which the race to come is pure chance."""


MEMO_LIMIT = 2_000_000
"""Entries a table's memo may hold before it starts afresh (a few hundred MB at most)."""


class RaceTable:
    """The memoised race of one set of rules: the odds from any point, keyed by the aces'
    steps, the unseen pool by card class and the first face-down hurdle. Hurdles turn in
    order of their steps, so the face-down ones are always that step and those after it,
    and the memo serves every race and every estimate of a game with these rules."""

    def __init__(self, suits: int, last: int, turbo: bool, leader_hurdle: bool) -> None:
        self.suits = suits
        self.last = last
        self.turbo = turbo
        self.leader_hurdle = leader_hurdle
        self.memo: dict[tuple[bool, tuple[int, ...], tuple[int, ...], int], Vector] = {}
        self.zero: Vector = (0.0,) * suits
        self.wins: tuple[Vector, ...] = tuple(
            tuple(1.0 if j == i else 0.0 for j in range(suits)) for i in range(suits))

    def chances(self, pos: tuple[int, ...], counts: tuple[int, ...], hurdle: int) -> Vector:
        """Each suit's chance to win (a void race takes the rest) with the aces on `pos`, the
        unseen cards counted by class in `counts` (a suit's index; plus the number of suits
        for a card that stumbles the field when drawn) and `hurdle` the first face-down
        track card's step (one past the track if none), the next card to come from the pile."""
        if len(self.memo) > MEMO_LIMIT:
            self.memo.clear()
        return self._draw(pos, counts, hurdle)

    def _reach(self, pos: tuple[int, ...]) -> int:
        return max(pos) if self.leader_hurdle else min(pos)

    def _draw(self, pos: tuple[int, ...], counts: tuple[int, ...], k: int) -> Vector:
        """The odds when the next card is drawn from the pile."""
        key = (True, pos, counts, k)
        known = self.memo.get(key)
        if known is not None:
            return known
        suits = self.suits
        total = sum(counts)
        acc = [0.0] * suits
        for c, count in enumerate(counts):
            if not count:
                continue
            rest = (*counts[:c], count - 1, *counts[c + 1:])
            if c >= suits:  # a stumble: every ace strictly behind the leader moves one step
                lead = max(pos)
                moved = tuple(p + 1 if p < lead else p for p in pos)
                value = self._turn(moved, rest, k)
            elif pos[c] >= self.last:  # beyond the last track card: the race is won
                value = self.wins[c]
            else:
                moved = (*pos[:c], pos[c] + 1, *pos[c + 1:])
                value = self._turn(moved, rest, k)
            weight = count / total
            for i in range(suits):
                acc[i] += weight * value[i]
        result = tuple(acc)
        self.memo[key] = result
        return result

    def _turn(self, pos: tuple[int, ...], counts: tuple[int, ...], k: int) -> Vector:
        """The odds after a card moved the field: hurdles the field reached turn, one by one;
        then, if nobody won, the race goes on or, with the pile empty, is void."""
        if k <= self.last and k <= self._reach(pos):
            key = (False, pos, counts, k)
            known = self.memo.get(key)
            if known is not None:
                return known
            suits = self.suits
            total = sum(counts)
            acc = [0.0] * suits
            for c, count in enumerate(counts):
                if not count:
                    continue
                rest = (*counts[:c], count - 1, *counts[c + 1:])
                i = c % suits
                if self.turbo:
                    if pos[i] + 1 > self.last:
                        value = self.wins[i]
                    else:
                        value = self._turn((*pos[:i], pos[i] + 1, *pos[i + 1:]), rest, k + 1)
                else:
                    back = max(0, pos[i] - 1)
                    value = self._turn((*pos[:i], back, *pos[i + 1:]), rest, k + 1)
                weight = count / total
                for j in range(suits):
                    acc[j] += weight * value[j]
            result = tuple(acc)
            self.memo[key] = result
            return result
        pile = sum(counts) - (self.last + 1 - k)
        if pile == 0:  # "gilt das Rennen nicht"
            return self.zero
        return self._draw(pos, counts, k)


class RaceTables:
    """The race tables of the rules seen so far, one per rules (a handful at most)."""

    def __init__(self) -> None:
        self._tables: dict[tuple[int, int, bool, bool], RaceTable] = {}

    def for_state(self, state: PferderennenState) -> RaceTable:
        """The table of `state`'s rules and variants."""
        tables = state.tables
        key = (len(state.rules.suits), state.rules.track_cards, tables.turbo,
               tables.leader_hurdle)
        table = self._tables.get(key)
        if table is None:
            if len(self._tables) >= 8:
                self._tables.clear()
            table = self._tables[key] = RaceTable(*key)
        return table


TABLES = RaceTables()
"""The memo every estimate shares: a race's odds depend on the rules, not on the table."""


def pool(state: PferderennenState) -> tuple[tuple[int, ...], int] | None:
    """The unseen cards counted by class and the first face-down hurdle's step, from a
    spectator's copy (secrets re-dealt: only the pool's make-up is read); None if the
    face-down cards are not the track's tail (no state the rules reach)."""
    tables = state.tables
    suits = len(state.rules.suits)
    counts = [0] * (2 * suits)
    for kind, left in enumerate(state.left):
        counts[tables.kind_suit[kind] + (suits if tables.wild[kind] else 0)] += left
    turned = state.turned
    first = len(turned) + 1
    for j, up in enumerate(turned):
        if not up:
            first = min(first, j + 1)
            card = state.track[j]
            kind = tables.kind_index[card]
            counts[tables.kind_suit[kind] + (suits if tables.wild[kind] else 0)] += 1
        elif first <= j + 1:
            return None
    return tuple(counts), first


def exact_race(state: PferderennenState) -> Vector | None:
    """The exact odds of the race in progress, or None outside the phases where it is pure
    chance (the sips handed out, the session over)."""
    if state.phase not in EXACT_PHASES:
        return None
    seen = pool(state)
    if seen is None:
        return None
    counts, first = seen
    return TABLES.for_state(state).chances(tuple(state.pos), counts, first)
