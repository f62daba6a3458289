"""Crazy Race's incremental hash (`core.zobrist`): what `CrazyRaceState.fingerprint()` is in
replay format 3. Every field of `to_dict()` is covered (Crazy Race has no histories, and no
field follows from the others).

The keys are FIXED: format-3 replays check out against them for ever. A key is
`core.zobrist.key(name, index)` with `index` made of the fact's own numbers in base R = 256
(`R * a + b`, `R * (R * a + b) + c`), never of positions in the rules' lists, so keys do not
move when a board or config changes. A value is a track card's spaces (0..8), a kind is an
action card's index in ("move", "cancel", "again", "skip"), a phase its index in
("deal", "turn", "answer", "dice", "refill", "over"), a spot is (track, piece), seats count
from 0. A count `c` of cards is keyed as the tokens "there is a 1st, ..., a c-th card"
(a count that goes up or down by one swaps one key).

| table                        | index                          | fact                           |
|------------------------------|--------------------------------|--------------------------------|
| crazy_race/bet               | R*seat + card                  | seat's bet card (0: not dealt) |
| crazy_race/unused_bet        | R*card + c                     | c-th copy of a bet card boxed  |
| crazy_race/track_pile        | R*value + c                    | c-th card of value in the pile |
| crazy_race/track_discard     | R*value + c                    | ... on the discard pile        |
| crazy_race/action_pile       | R*kind + c                     | c-th action card of kind, pile |
| crazy_race/action_discard    | R*kind + c                     | ... on the discard pile        |
| crazy_race/hand_track        | R*(R*seat + value) + c         | c-th card of value in the hand |
| crazy_race/hand_action       | R*(R*seat + kind) + c          | c-th action card of kind, hand |
| crazy_race/card              | R*(R*track + piece) + value+1  | the card on a spot (0: none)   |
| crazy_race/laid_by           | R*(R*track + piece) + seat+1   | who laid it (0: nobody)        |
| crazy_race/pawn              | R*(R*seat + piece+1) + offset  | the pawn of seat's track       |
| crazy_race/finished          | R*place + seat                 | finished[place] == seat        |
| crazy_race/cup               | R*(R*seat + stage) + place     | seat's cup of a stage (0: none)|
| crazy_race/next_cup          | R*stage + place                | the stage's next cup           |
| crazy_race/lying             | R*seat + kind+1                | card lying before seat (0: no) |
| crazy_race/pending           | 0, or 1 + R*(R*by + seat)+kind | the card awaiting an answer    |
| crazy_race/need              | R*which + count                | cards to draw (0 track, 1 act.)|
| crazy_race/played            | 2*which + flag                 | played_track (0), _action (1)  |
| crazy_race/deal_step         | n                              | deal_step                      |
| crazy_race/seat              | seat                           | the seat whose turn it is      |
| crazy_race/turns             | n                              | turns                          |
| crazy_race/again_left        | n                              | again_left                     |
| crazy_race/phase             | phase                          | phase                          |
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from arcade_races.core.zobrist import ValueKeys, key
from arcade_races.games.crazy_race.config import ACTION_KINDS, PHASES, Rules

if TYPE_CHECKING:
    from arcade_races.games.crazy_race.state import CrazyRaceState

R = 256
"""The base of a key's index (every number of a fact is below it)."""

ODD_PHASE = ValueKeys("crazy_race/odd_phase")
"""Keys of phases outside `PHASES` (only hand-made snapshots have one)."""

Row = tuple[int, ...]


def _row(name: str, base: int, count: int) -> Row:
    """Keys `base + 0 .. base + count - 1` of the table `name`."""
    return tuple(key(f"crazy_race/{name}", base + i) for i in range(count))


def _tokens(name: str, base: int, most: int) -> Row:
    """Count tokens: entry `c` is the key of "a c-th card" (`base + c`), entry 0 no key."""
    return (0, *(key(f"crazy_race/{name}", base + c) for c in range(1, most + 1)))


def _upto(row: Row) -> Row:
    """`upto[c]`: the keys of count tokens 1 to `c` of `row` together (0 for none), so a
    count changing from `a` to `b` swaps `upto[a] ^ upto[b]` in one go."""
    upto = [0]
    for k in row[1:]:
        upto.append(upto[-1] ^ k)
    return tuple(upto)


class Keys:
    """Every key a Crazy Race of one shape uses, in rows indexed the way the state indexes
    its lists (value and kind by their index in the state's counts, a spot by
    `track * pieces + piece`). Built once per shape (`keys_for`)."""

    def __init__(self, players: int, tracks: int, per_track: int, values: tuple[int, ...],
                 totals: tuple[int, ...], kinds: tuple[int, ...], bets: tuple[int, ...],
                 stages: int, offsets: int) -> None:
        n = players
        seats = range(n)
        spots = [(t, p) for t in range(tracks) for p in range(per_track)]
        most_action = max((*kinds, 1))
        self.bet: tuple[Row, ...] = tuple(_row("bet", R * s, max(bets) + 1) for s in seats)
        self.unused_bet = tuple(_tokens("unused_bet", R * b, 1) for b in bets)
        self.track_pile = tuple(_tokens("track_pile", R * v, t) for v, t in zip(
            values, totals, strict=True))
        self.track_discard = tuple(_tokens("track_discard", R * v, t) for v, t in zip(
            values, totals, strict=True))
        self.action_pile = tuple(_tokens("action_pile", R * k, most_action)
                                 for k in range(len(ACTION_KINDS)))
        self.action_discard = tuple(_tokens("action_discard", R * k, most_action)
                                    for k in range(len(ACTION_KINDS)))
        # A reshuffle moves every discard onto its pile at once (`reshuffle`).
        self.track_pile_upto = tuple(map(_upto, self.track_pile))
        self.track_discard_upto = tuple(map(_upto, self.track_discard))
        self.action_pile_upto = tuple(map(_upto, self.action_pile))
        self.action_discard_upto = tuple(map(_upto, self.action_discard))
        self.hand_track = tuple(tuple(_tokens("hand_track", R * (R * s + v), t) for v, t in zip(
            values, totals, strict=True)) for s in seats)
        self.hand_action = tuple(tuple(_tokens("hand_action", R * (R * s + k), most_action)
                                       for k in range(len(ACTION_KINDS))) for s in seats)
        # A spot's row is by the value + 1 (0: no card; values no card has, keys unused).
        self.card = tuple(_row("card", R * (R * t + p), max(values) + 2) for t, p in spots)
        self.laid_by = tuple(_row("laid_by", R * (R * t + p), n + 1) for t, p in spots)
        self.pawn = tuple(tuple(_row("pawn", R * (R * s + piece + 1), offsets)
                                for piece in range(-1, per_track + 1)) for s in seats)
        """`pawn[seat][piece + 1][offset]`."""
        self.finished = tuple(_row("finished", R * place, n) for place in seats)
        self.cup = tuple(tuple(_row("cup", R * (R * s + st), n + 1) for st in range(stages))
                         for s in seats)
        self.next_cup = tuple(_row("next_cup", R * st, n + 2) for st in range(stages))
        self.lying = tuple(_row("lying", R * s, len(ACTION_KINDS) + 1) for s in seats)
        self.pending_none = key("crazy_race/pending", 0)
        self.pending = tuple(tuple(tuple(key("crazy_race/pending", 1 + R * (R * by + s) + k)
                                         for k in range(len(ACTION_KINDS)))
                                   for s in seats) for by in seats)
        """`pending[by][seat][kind]`."""
        hand_most = max((*totals, most_action))
        self.need = tuple(_row("need", R * which, hand_most + 1) for which in (0, 1))
        self.need_down = tuple(tuple(row[c] ^ row[c + 1] for c in range(hand_most))
                               for row in self.need)
        """`need_down[which][c]`: from `c + 1` cards to draw to `c` (a draw of a refill)."""
        self.played = tuple(_row("played", 2 * which, 2) for which in (0, 1))
        self.unplay = tuple(tuple(self.played[0][t] ^ self.played[1][a] ^ self.played[0][0]
                                  ^ self.played[1][0] for a in (0, 1)) for t in (0, 1))
        """`unplay[played_track][played_action]`: both flags back to False (a turn starts)."""
        self.deal_step = _row("deal_step", 0, n * (1 + 2 * max(totals)) + 2)
        self.seat = _row("seat", 0, n)
        self.again_left = _row("again_left", 0, 4)
        self.phase = dict(zip(PHASES, _row("phase", 0, len(PHASES)), strict=True))
        """By the phase's name."""
        self._turns: list[int] = []
        self.turn_step = tuple(self.turns(t) ^ self.turns(t + 1) for t in range(400))
        """`turn_step[t]`: from `turns == t` to `t + 1` (longer races ask `turns`)."""
        self.turn_to_dice = self.phase["turn"] ^ self.phase["dice"]
        """A roll: the phase from turn to dice."""
        self.refill_to_turn = self.phase["refill"] ^ self.phase["turn"]
        """A refill's last draw: the phase from refill to turn."""
        self.seat_step = tuple(tuple(self.seat[a] ^ self.seat[b] for b in seats) for a in seats)
        """`seat_step[a][b]`: the seat on turn from `a` to `b`."""
        # The keys that hot steps swap together, combined once (each `^` of two 64-bit ints
        # makes a new int): the same keys, so the same hash.
        self.card_off = tuple(tuple(row[0] ^ k for k in row) for row in self.card)
        """`card_off[spot][value + 1]`: a spot's card from none to `value` (or back)."""
        self.lay = tuple(tuple(k ^ self.played[0][0] ^ self.played[0][1] for k in row)
                         for row in self.card_off)
        """`lay[spot][value + 1]`: a track card laid there, and played_track set."""
        self.laid_swap = tuple(tuple(tuple(a ^ b for b in row) for a in row)
                               for row in self.laid_by)
        """`laid_swap[spot][was + 1][now + 1]`: who laid a spot's card, from `was` to `now`."""
        self.need_step = tuple(tuple(tuple(a ^ b for b in row) for a in row) for row in self.need)
        """`need_step[which][was][now]`: the cards to draw of a pile, from `was` to `now`."""
        self.to_refill = {p: k ^ self.phase["refill"] for p, k in self.phase.items()}
        """`to_refill[phase]`: the phase from `phase` to refill."""
        self.play_action = tuple(self.played[1][f] ^ self.played[1][1] for f in (0, 1))
        """`play_action[played_action]`: played_action from that to True."""
        self.play_card = tuple(tuple(tuple(k ^ self.pending_none ^ self.play_action[0]
                                           for k in row) for row in by) for by in self.pending)
        """`play_card[by][seat][kind]`: a card played before `seat` awaits its answer (none
        awaited), and played_action set."""
        self.refill_turn = tuple(tuple(tuple(tuple(k ^ self.refill_to_turn ^ u for u in flags)
                                                 for flags in self.unplay) for k in row)
                                 for row in self.seat_step)
        """`refill_turn[a][b][played_track][played_action]`: a refill's last draw, the turn
        from `a` to `b`, both played flags back to False."""

    def turns(self, n: int) -> int:
        """The key of `turns == n` (kept as far as a race has needed them)."""
        keys = self._turns
        while len(keys) <= n:
            keys.append(key("crazy_race/turns", len(keys)))
        return keys[n]


@lru_cache(maxsize=16)
def _keys(players: int, tracks: int, per_track: int, values: tuple[int, ...],
          totals: tuple[int, ...], kinds: tuple[int, ...], bets: tuple[int, ...],
          stages: int, offsets: int) -> Keys:
    return Keys(players, tracks, per_track, values, totals, kinds, bets, stages, offsets)


def keys_for(rules: Rules, players: int) -> Keys:
    """The keys of a game of `rules` for `players` (made once per shape in a process)."""
    values = tuple(int(v) for v in rules.track_cards)
    return _keys(players, rules.tracks, rules.pieces_per_track, values,
                 tuple(rules.track_cards.values()),
                 tuple(rules.action_cards.get(k, 0) for k in ACTION_KINDS),
                 tuple(c.id for c in rules.bet_cards), rules.stages,
                 max(rules.spaces, *values, 1))


def _counts(rows: tuple[Row, ...], counts: list[int]) -> int:
    """The tokens of counts by kind."""
    h = 0
    for row, count in zip(rows, counts, strict=True):
        for c in range(1, count + 1):
            h ^= row[c]
    return h


def full_hash(state: CrazyRaceState) -> int:
    """The hash of `state` worked out from scratch (what the kept one must equal)."""
    k = state.game.zkeys
    n, pieces = state.players, state.pieces_per_track
    h = _counts(k.unused_bet, state.unused_bets.counts)
    h ^= _counts(k.track_pile, state.track_pile.counts)
    h ^= _counts(k.track_discard, state.track_discard)
    h ^= _counts(k.action_pile, state.action_pile.counts)
    h ^= _counts(k.action_discard, state.action_discard)
    for s in range(n):
        h ^= k.bet[s][state.bets[s]]
        h ^= _counts(k.hand_track[s], state.hand_track[s])
        h ^= _counts(k.hand_action[s], state.hand_action[s])
        piece, offset = state.pawn[s]
        h ^= k.pawn[s][piece + 1][offset]
        for stage, place in enumerate(state.cups[s]):
            h ^= k.cup[s][stage][place]
        lying = state.lying[s]
        h ^= k.lying[s][ACTION_KINDS.index(lying) + 1 if lying else 0]
    for t, row in enumerate(state.cards):
        for p, value in enumerate(row):
            spot = t * pieces + p
            h ^= k.card[spot][value + 1]
            h ^= k.laid_by[spot][state.laid_by[t][p] + 1]
    for place, seat in enumerate(state.finished):
        h ^= k.finished[place][seat]
    for stage, place in enumerate(state.next_cup):
        h ^= k.next_cup[stage][place]
    pending = state.pending
    h ^= (k.pending[int(pending[0])][int(pending[1])][ACTION_KINDS.index(str(pending[2]))]
          if pending else k.pending_none)
    h ^= k.need[0][state.need[0]] ^ k.need[1][state.need[1]]
    h ^= k.played[0][state.played_track] ^ k.played[1][state.played_action]
    h ^= k.deal_step[state.deal_step] ^ k.seat[state.seat] ^ k.turns(state.turns)
    # A phase no race reaches (a hand-made snapshot) is keyed by its text.
    phase = k.phase.get(state.phase) or ODD_PHASE.of(state.phase)
    return h ^ k.again_left[state.again_left] ^ phase


__all__ = ["PHASES", "Keys", "R", "full_hash", "keys_for"]
