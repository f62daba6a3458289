"""The keys of Favoriten's incremental state hash (`State.fingerprint()`, replay format 3).

A state's hash is the exclusive or of one key per fact below; `FavoritenState.apply` swaps the
keys of the facts each action changes, `full_hash` works the same number out from scratch
(`from_dict`, the initial state, the tests). Every table is `core.zobrist.key(name, index)`
for the name and index given here, so a key depends on the fact alone, never on the size a
game's table happens to have: the names and what they key are FIXED (recorded replays check
out against them for ever), add new names rather than change these.

| table | index | the fact |
|---|---|---|
| `favoriten/race` | races finished | `race` |
| `favoriten/total/<seat>` | the seat's points | `totals[seat]` |
| `favoriten/log` (`ValueKeys.entry`) | place in the log, the entry | `log[i]` |
| `favoriten/phase` | 0 leader, 1 bet, 2 roll, 3 move, 4 over | `phase` |
| `favoriten/first_leader` | seat + 1 (0: none yet) | `first_leader` |
| `favoriten/leader` | seat + 1 (0: none yet) | `leader` |
| `favoriten/round` | the round | `round` |
| `favoriten/pos/<horse>` | the space | `pos[horse]` |
| `favoriten/lane/<horse>` | the lane (0 or 1) | `lane[horse]` |
| `favoriten/moved` | the horse | `moved[horse]` is true (false: no key) |
| `favoriten/finished/<place>` | the horse | `finished[place]` (place 0 = the winner) |
| `favoriten/markers/<seat>` | markers left | `markers[seat]` |
| `favoriten/column/<horse>/<row>` | the seat | `columns[horse][row]` (row 0 = the top) |
| `favoriten/bets_made` | bets (and passes) made | `bets_made` |
| `favoriten/roll` | the face | `roll` (0 before the first roll) |

`waiting` follows from `moved` and `finished` and has no key, as it has no place in
`to_dict()`.
"""

from __future__ import annotations

from functools import lru_cache, reduce
from itertools import compress
from operator import xor
from typing import TYPE_CHECKING, Any

from arcade_races.core.zobrist import ValueKeys, key, key_table

if TYPE_CHECKING:
    from arcade_races.games.favoriten.game import FavoritenGame
    from arcade_races.games.favoriten.state import FavoritenState

PHASES = ("leader", "bet", "roll", "move", "over")
"""The phases in the order of their keys (`favoriten/phase`)."""

LOG_KEYS = ValueKeys("favoriten/log")
"""Keys of the entries of the log of finished races, by place (an entry is never changed)."""

_TOTALS: dict[tuple[int, int], int] = {}


def total_key(seat: int, total: int) -> int:
    """The key of `seat` holding `total` points (remembered: totals change once a race)."""
    found = _TOTALS.get((seat, total))
    if found is None:
        if len(_TOTALS) >= 1 << 16:
            _TOTALS.clear()  # a bound on the memo; a key never depends on it
        found = _TOTALS[seat, total] = key(f"favoriten/total/{seat}", total)
    return found


class Keys:
    """One game's tables of keys, each as long as the game's facts need (see the module)."""

    def __init__(self, horses: int, spaces: int, players: int, markers: int, rounds: int,
                 races: int, faces: int) -> None:
        self.race = key_table("favoriten/race", races + 1)
        self.phase = dict(zip(PHASES, key_table("favoriten/phase", len(PHASES)), strict=True))
        self.first_leader = key_table("favoriten/first_leader", players + 1)
        self.leader = key_table("favoriten/leader", players + 1)
        self.round = key_table("favoriten/round", rounds + 1)
        self.pos = tuple(key_table(f"favoriten/pos/{h}", spaces) for h in range(horses))
        self.lane = tuple(key_table(f"favoriten/lane/{h}", 2) for h in range(horses))
        self.lane_flip = tuple(zero ^ one for zero, one in self.lane)
        """Lane 0 out, lane 1 in, or back: a move after the first round."""
        self.moved = key_table("favoriten/moved", horses)
        self.finished = tuple(key_table(f"favoriten/finished/{p}", horses) for p in range(horses))
        self.markers = tuple(key_table(f"favoriten/markers/{s}", markers + 1)
                             for s in range(players))
        rows = players * markers
        self.column = tuple(tuple(key_table(f"favoriten/column/{h}/{r}", players)
                                  for r in range(rows)) for h in range(horses))
        self.bets_made = key_table("favoriten/bets_made", players + 1)
        self.roll = key_table("favoriten/roll", faces + 1)
        # The hot path's changes, each one number found by index instead of XORed together
        # at every step: a roll (from the last face to this one, the phase from roll to move,
        # the only way a roll goes: with one horse left the move follows at once and puts the
        # phase back), a horse's move (from its space by the roll, marked moved, in the first
        # round or switching lanes after it, the phase from move to roll), a bet or a pass (the
        # count of bets made one up).
        roll_to_move = self.phase["roll"] ^ self.phase["move"]
        self.new_roll = tuple(tuple(self.roll[old] ^ self.roll[new] ^ roll_to_move
                                    for new in range(faces + 1)) for old in range(faces + 1))
        self.first_move = tuple(self._moves(horse, roll_to_move) for horse in range(horses))
        self.switching_move = tuple(self._moves(horse, roll_to_move ^ self.lane_flip[horse])
                                    for horse in range(horses))
        self.next_leader = tuple(self.leader[seat + 1] ^ self.leader[(seat + 1) % players + 1]
                                 for seat in range(players))
        self.next_round = tuple(self.round[r] ^ self.round[r + 1] for r in range(rounds))
        self.no_bets = tuple(self.bets_made[made] ^ self.bets_made[0]
                             for made in range(players + 1))
        self.to_bet = {phase: k ^ self.phase["bet"] for phase, k in self.phase.items()}
        self.to_roll = {phase: k ^ self.phase["roll"] for phase, k in self.phase.items()}
        self.next_bet = tuple(self.bets_made[made] ^ self.bets_made[made + 1]
                              for made in range(players))
        # What a new race and a new game start from: no leader is in the key of a fresh race,
        # which gives each seat's leading its own key.
        fresh = self.round[0]
        for horse in range(horses):
            fresh ^= self.pos[horse][0] ^ self.lane[horse][0]
        for seat in range(players):
            fresh ^= self.markers[seat][markers]
        self.fresh_race = tuple(fresh ^ self.first_leader[leader + 1] ^ self.leader[leader + 1]
                                for leader in range(-1, players))
        """By leader + 1: the keys of the race facts of a race that has not started."""
        initial = self.fresh_race[0] ^ self.race[0] ^ self.phase["leader"]
        initial ^= self.bets_made[0] ^ self.roll[0]
        for seat in range(players):
            initial ^= total_key(seat, 0)
        self.initial = initial
        """The hash of a game's first state (`full_hash` of it, which a test holds equal)."""

    def _moves(self, horse: int, also: int) -> tuple[tuple[int, ...], ...]:
        """By space and roll: the keys `horse`'s move changes, with the keys `also`."""
        spaces = self.pos[horse]
        rolls = len(self.roll)
        moved = self.moved[horse] ^ also
        return tuple(tuple(spaces[start] ^ spaces[start + roll] ^ moved if start + roll
                           < len(spaces) else 0 for roll in range(rolls))
                     for start in range(len(spaces)))

    def race_part(self, state: FavoritenState) -> int:
        """The keys of what a new race sets afresh: leaders, round, horses, markers, board."""
        h = self.first_leader[state.first_leader + 1] ^ self.leader[state.leader + 1]
        h ^= self.round[state.round]
        for horse, (space, lane) in enumerate(zip(state.pos, state.lane, strict=True)):
            h ^= self.pos[horse][space] ^ self.lane[horse][lane]
        for place, horse in enumerate(state.finished):
            h ^= self.finished[place][horse]
        for seat, left in enumerate(state.markers):
            h ^= self.markers[seat][left]
        for horse, column in enumerate(state.columns):
            rows = self.column[horse]
            for row, seat in enumerate(column):
                h ^= rows[row][seat]
        return h

    def moved_part(self, moved: list[bool]) -> int:
        """The keys of the horses that have moved this round."""
        return reduce(xor, compress(self.moved, moved), 0)


@lru_cache(maxsize=64)
def keys_of(horses: int, spaces: int, players: int, markers: int, rounds: int, races: int,
            faces: int) -> Keys:
    """The tables for a game of these sizes, built once per process (a few hundred keys)."""
    return Keys(horses, spaces, players, markers, rounds, races, faces)


def keys_for(game: FavoritenGame) -> Keys:
    """The tables `game` needs: spaces up to the last one passed by the biggest face, rounds
    up to one a space (every face moves a horse at least one space)."""
    rules = game.rules
    return keys_of(len(rules.horses), rules.length + max(rules.die), game.players,
                   rules.markers, rules.length + 1, game.races, max(rules.die))


def log_part(log: list[dict[str, Any]]) -> int:
    """The keys of the log of finished races, each entry by its place."""
    h = 0
    for index, entry in enumerate(log):
        h ^= LOG_KEYS.entry(index, entry)
    return h


def full_hash(state: FavoritenState) -> int:
    """The hash of `state` worked out from scratch: what the kept one must always equal."""
    keys: Keys = state.keys
    h = keys.race[state.race] ^ keys.phase[state.phase] ^ log_part(state.log)
    for seat, total in enumerate(state.totals):
        h ^= total_key(seat, total)
    h ^= keys.race_part(state) ^ keys.moved_part(state.moved)
    return h ^ keys.bets_made[state.bets_made] ^ keys.roll[state.roll]


__all__ = ["LOG_KEYS", "PHASES", "Keys", "full_hash", "keys_for", "keys_of", "log_part",
           "total_key"]
