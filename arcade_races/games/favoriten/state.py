"""The state of a game of Favoriten: races of five horses moved by the leader's die, and early
bets on the column board (rulebook: shared/seeds/002, read as shared/RULINGS.md says)."""

from __future__ import annotations

from collections.abc import Sequence
from functools import reduce
from itertools import compress
from operator import xor
from typing import Any

from arcade_races.core.actions import Action
from arcade_races.core.chance import CHANCE, Chance
from arcade_races.core.errors import IllegalAction
from arcade_races.core.events import Event
from arcade_races.core.state import Result, State
from arcade_races.games.favoriten import events as ev
from arcade_races.games.favoriten.actions import BetOn, Leader, Move, Pass, Roll
from arcade_races.games.favoriten.game import FavoritenGame
from arcade_races.games.favoriten.zobrist import LOG_KEYS, Keys, full_hash, total_key

LEADER = "leader"
BET = "bet"
ROLL = "roll"
MOVE = "move"
OVER = "over"

JSON_BOOLS = ("false", "true")

SNAPSHOT_JSON = (
    '{"bets_made":%d,"columns":%s,"finished":%s,"first_leader":%d,"lane":%s,"leader":%d,'
    '"markers":%s,"moved":[%s],"phase":"%s","pos":%s,"race":%d,"roll":%d,"round":%d,'
    '"totals":%s}'
)
"""`canonical_json(state.snapshot())` as a template: the keys sorted, no spaces."""


def _ints(values: Sequence[Any]) -> str:
    """The JSON of a list of whole numbers (or of lists of them): its Python text, unspaced."""
    return str(values).replace(" ", "")


def competition_placing(totals: list[int]) -> tuple[int, ...]:
    """1 = most points; equal totals share a place and the next place is skipped."""
    return tuple(1 + sum(1 for other in totals if other > mine) for mine in totals)


class FavoritenState(State):
    """One point of a game of Favoriten.

    Besides the rules' own fields it keeps `waiting`, the horses still to take a roll this
    round (running and not yet moved) as a bit set, so the candidates of a roll, their names
    and the leader's moves are looked up in the game's tables instead of being worked out at
    every step. Legal actions and outcomes are the game's interned values, in fresh lists.

    `_hash` is the state's Zobrist hash (`zobrist`: a key per fact of `to_dict()`): every
    change below swaps the keys of the facts it changes, so `fingerprint()` only reads it.
    """

    game: FavoritenGame

    def __init__(self, game: FavoritenGame) -> None:
        self.game = game
        self.rules = game.rules
        self.players = game.players
        self.horses = game.rules.horses
        self.race = 0
        self.totals = [0] * game.players
        self.log: list[dict[str, Any]] = []
        self.phase = LEADER
        self.first_leader = -1
        self.leader = -1
        self.round = 0
        h = len(self.horses)
        self.pos = [0] * h
        self.lane = [0] * h
        self.moved = [False] * h
        self.finished: list[int] = []
        self.markers = [self.rules.markers] * game.players
        self.columns: list[list[int]] = [[] for _ in range(h)]
        self.bets_made = 0
        self.roll = 0
        self.waiting = game.all_horses
        self.keys: Keys = game.keys
        self._hash = self.keys.initial

    # -- the contract ------------------------------------------------------------------

    def to_move(self) -> int | Chance | None:
        phase = self.phase
        if phase in (ROLL, LEADER):
            return CHANCE
        if phase == MOVE:
            return self.leader
        if phase == BET:
            return (self.leader + self.bets_made) % self.players
        return None

    def bettor(self) -> int:
        """The player whose marker (or pass) is due: clockwise from the round's leader."""
        return (self.leader + self.bets_made) % self.players

    def candidates(self) -> list[int]:
        """The horses that may take the current roll: running and not yet moved this round."""
        return list(self.game.waiting_horses[self.waiting])

    def legal_actions(self) -> list[Action]:
        phase = self.phase
        if phase == MOVE:
            return list(self.game.move_menus[self.waiting])
        if phase == BET:
            return list(self.game.bet_menu)
        return [action for action, _ in self.chance_outcomes()]

    def chance_outcomes(self) -> list[tuple[Action, int]]:
        phase = self.phase
        if phase == ROLL:
            return list(self.game.roll_outcomes)
        if phase == LEADER:
            return list(self.game.leader_outcomes)
        return []

    def apply(self, action: Action) -> list[Event]:
        events: list[Event] = []
        phase = self.phase
        # The phases by how often they come: a roll, then the leader's move, most steps.
        if phase == ROLL and isinstance(action, Roll):
            if action.value not in self.game.faces:
                raise IllegalAction(action, "the die has no such face")
            self._rolled(action.value, events)
        elif phase == MOVE and isinstance(action, Move):
            horse = self.game.horse_index.get(action.horse)
            if horse is None:
                raise IllegalAction(action, f"no horse named {action.horse}")
            if not self.waiting >> horse & 1:
                raise IllegalAction(action, f"{action.horse} has moved this round or finished")
            self._move(horse, events)
        elif phase == BET and isinstance(action, (BetOn, Pass)):
            self._bet(action, events)
        elif phase == LEADER and isinstance(action, Leader):
            if not 0 <= action.seat < self.players:
                raise IllegalAction(action, "no such seat")
            self._new_race(action.seat, events)
        elif phase == OVER:
            raise IllegalAction(action, "the game is over")
        else:
            raise IllegalAction(action, f"not a move of the {phase} phase")
        return events

    # -- races and rounds --------------------------------------------------------------

    def _new_race(self, leader: int, events: list[Event]) -> None:
        h = len(self.horses)
        # Once a race: everything the race sets afresh is hashed out, and in again as new.
        self._hash ^= self.keys.race_part(self) ^ self.keys.fresh_race[leader + 1]
        self.first_leader = leader
        self.leader = leader
        self.round = 0
        self.pos = [0] * h
        self.lane = [0] * h
        self.finished = []
        self.markers = [self.rules.markers] * self.players
        self.columns = [[] for _ in range(h)]
        events.append(self.game.event(ev.RaceStarted, self.race + 1, self.game.races, leader))
        self._new_round(events)

    def _new_round(self, events: list[Event]) -> None:
        keys = self.keys
        # The horses that moved stand again, the round one up, the bets count from none.
        h = (self._hash ^ reduce(xor, compress(keys.moved, self.moved), 0)
             ^ keys.next_round[self.round] ^ keys.no_bets[self.bets_made])
        self.round += 1
        self.moved = [False] * len(self.horses)
        waiting = self.game.all_horses
        for horse in self.finished:
            waiting &= ~(1 << horse)
        self.waiting = waiting
        # Betting: before each round, from the leader clockwise; closed once a horse is in.
        betting = not self.finished and any(self.markers)
        events.append(self.game.event(ev.RoundStarted, self.round, self.leader, betting))
        self.bets_made = 0
        if betting:
            self._hash = h ^ keys.to_bet[self.phase]
            self.phase = BET
            self._skip_bettors_without_markers(events)
        else:
            self._hash = h ^ keys.to_roll[self.phase]
            self.phase = ROLL

    def _skip_bettors_without_markers(self, events: list[Event]) -> None:
        if self.bets_made < self.players and self.markers[self.bettor()] == 0:
            made = self.bets_made
            while self.bets_made < self.players and self.markers[self.bettor()] == 0:
                self.bets_made += 1
            bets = self.keys.bets_made
            self._hash ^= bets[made] ^ bets[self.bets_made]
        if self.bets_made == self.players:
            self._hash ^= self.keys.phase[self.phase] ^ self.keys.phase[ROLL]
            self.phase = ROLL

    def _bet(self, action: BetOn | Pass, events: list[Event]) -> None:
        seat = self.bettor()
        keys = self.keys
        made = self.bets_made
        if isinstance(action, BetOn):
            horse = self.game.horse_index.get(action.horse)
            if horse is None:
                raise IllegalAction(action, f"no horse named {action.horse}")
            row = len(self.columns[horse])
            self.columns[horse].append(seat)
            left = self.markers[seat]
            self.markers[seat] = left - 1
            marks = keys.markers[seat]
            self._hash ^= (keys.column[horse][row][seat] ^ marks[left] ^ marks[left - 1]
                           ^ keys.next_bet[made])
            events.append(self.game.event(ev.MarkerPlaced, seat, action.horse, row))
        else:
            self._hash ^= keys.next_bet[made]
            events.append(self.game.event(ev.Passed, seat))
        self.bets_made = made + 1
        self._skip_bettors_without_markers(events)

    def _rolled(self, value: int, events: list[Event]) -> None:
        self._hash ^= self.keys.new_roll[self.roll][value]  # the phase to move with it
        self.roll = value
        candidates = self.game.waiting_horses[self.waiting]
        events.append(self.game.die_rolled(self.leader, value, self.waiting))
        if len(candidates) == 1:
            self._move(candidates[0], events)  # one horse left: no choice to make
        else:
            self.phase = MOVE

    def _move(self, horse: int, events: list[Event]) -> None:
        keys = self.keys
        pos = self.pos
        start = pos[horse]
        roll = self.roll
        end = pos[horse] = start + roll
        lane = self.lane
        if self.round > 1:
            # "After the first round, when you move a horse you switch the horse to the other
            # lane": in the first round the horses still on the cannon show who has not moved.
            lane[horse] = 1 - lane[horse]
            h = self._hash ^ keys.switching_move[horse][start][roll]
        else:
            h = self._hash ^ keys.first_move[horse][start][roll]
        # Back to rolling (the hash has it so), unless the round or the race is over: then
        # what comes next sets the phase.
        self.phase = ROLL
        self.moved[horse] = True
        waiting = self.waiting = self.waiting & ~(1 << horse)
        events.append(self.game.horse_moved(horse, start, end, lane[horse]))
        if end >= self.rules.length:
            # "The first horse to reach or pass the last space wins"; later ones place in the
            # order of the moves.
            h ^= keys.finished[len(self.finished)][horse]
            self.finished.append(horse)
            events.append(self.game.event(ev.HorseFinished, self.horses[horse],
                                          len(self.finished)))
            if len(self.finished) == 1 and any(self.markers):
                events.append(self.game.event(ev.BettingClosed))
            if len(self.finished) == self.rules.places:
                self._hash = h
                self._end_race(events)
                return
        if waiting:
            self._hash = h
        else:
            self._hash = h ^ keys.next_leader[self.leader]
            self.leader = (self.leader + 1) % self.players  # "game-leadership moves left"
            self._new_round(events)

    def _end_race(self, events: list[Event]) -> None:
        points = [0] * self.players
        for place, horse in enumerate(self.finished, start=1):
            seats = self.columns[horse]
            won = tuple(self.rules.points_for(place, row) for row in range(len(seats)))
            for seat, value in zip(seats, won, strict=True):
                points[seat] += value
            events.append(ev.MarkersScored(self.horses[horse], place, tuple(seats), won))
        totals = self.totals
        h = self._hash
        for seat in range(self.players):
            h ^= total_key(seat, totals[seat]) ^ total_key(seat, totals[seat] + points[seat])
            totals[seat] += points[seat]
        entry = {
            "leader": self.first_leader,
            "finish": [self.horses[h] for h in self.finished],
            "columns": {self.horses[h]: list(self.columns[h]) for h in range(len(self.horses))},
            "points": points,
            "positions": list(self.pos),
        }
        h ^= LOG_KEYS.entry(len(self.log), entry)
        self.log.append(entry)
        events.append(ev.RaceEnded(self.race + 1, tuple(self.horses[h] for h in self.finished),
                                   tuple(points), tuple(self.totals)))
        races = self.keys.race
        self._hash = h ^ races[self.race] ^ races[self.race + 1]
        self.race += 1
        if self.race < self.game.races:
            self._new_race(self._next_leader(), events)
            return
        self._hash ^= self.keys.phase[self.phase] ^ self.keys.phase[OVER]
        self.phase = OVER
        events.append(ev.GameEnded(tuple(self.totals), competition_placing(self.totals)))

    def _next_leader(self) -> int:
        """RULINGS: the next player clockwise; the house rule: the player with the most points
        (a tie goes to whoever comes first clockwise after the last leader, ours)."""
        after = [(self.first_leader + 1 + i) % self.players for i in range(self.players)]
        if "leader_most_points" in self.game.variants:
            best = max(self.totals)
            return next(seat for seat in after if self.totals[seat] == best)
        return after[0]

    # -- reading the state -------------------------------------------------------------

    def result(self) -> Result:
        figures = {"races": [dict(r) for r in self.log], "total": list(self.totals)}
        return Result(competition_placing(self.totals), tuple(self.totals), figures)

    def observation(self, seat: int | None) -> dict[str, Any]:
        # Asked before every decision, so built lean: the mover inline rather than through
        # to_move(), and the copies made by map in C. Every list is still the observation's own.
        phase = self.phase
        horses = self.horses
        rules = self.rules
        race = self.race
        races = self.game.races
        moving = phase == MOVE
        if moving:
            mover: int | None = self.leader
        elif phase == BET:
            mover = (self.leader + self.bets_made) % self.players
        else:
            mover = None
        return {
            "game": "favoriten",
            "seat": seat,
            "players": self.players,
            "race": race + 1 if race < races else races,
            "races": races,
            "phase": phase,
            "to_move": mover,
            "leader": self.leader,
            "first_leader": self.first_leader,
            "round": self.round,
            "horses": list(horses),
            "length": rules.length,
            "positions": self.pos[:],
            "lanes": self.lane[:],
            "moved": self.moved[:],
            "finished": list(map(horses.__getitem__, self.finished)),
            "roll": self.roll if moving else None,
            "candidates": list(self.game.waiting_names[self.waiting]) if moving else [],
            "markers": self.markers[:],
            # A column per horse, so zip's length check (strict) is not paid.
            "columns": dict(zip(horses, map(list, self.columns), strict=False)),
            "points": list(map(list, rules.points)),
            "places": rules.places,
            "die": list(rules.die),
            "totals": self.totals[:],
            "history": list(map(dict, self.log)),
        }

    def fingerprint(self) -> str:
        """The kept Zobrist hash (`zobrist`), 16 hex digits: replay format 3's fingerprint.
        `core.zobrist.hex64` written out (a recorded game reads it after every action)."""
        return f"{self._hash:016x}"

    def history(self) -> Sequence[Sequence[Any]]:
        """The log of finished races: an entry is appended when a race ends, never changed."""
        return (self.log,)

    def to_dict(self) -> dict[str, Any]:
        data = self.snapshot()
        # The log sits third, after the race and the totals, where it always has.
        head = {"race": data.pop("race"), "totals": data.pop("totals"),
                "log": [dict(r) for r in self.log]}
        return {**head, **data}

    def snapshot(self) -> dict[str, Any]:
        return {
            "race": self.race,
            "totals": list(self.totals),
            "phase": self.phase,
            "first_leader": self.first_leader,
            "leader": self.leader,
            "round": self.round,
            "pos": list(self.pos),
            "lane": list(self.lane),
            "moved": list(self.moved),
            "finished": list(self.finished),
            "markers": list(self.markers),
            "columns": [list(c) for c in self.columns],
            "bets_made": self.bets_made,
            "roll": self.roll,
        }

    def snapshot_json(self) -> str:
        """`canonical_json(self.snapshot())`, written out directly: the fields are whole
        numbers, flags and a plain word, so Python's own list text without its spaces is their
        JSON (a test holds the two equal)."""
        return SNAPSHOT_JSON % (
            self.bets_made, _ints(self.columns), _ints(self.finished), self.first_leader,
            _ints(self.lane), self.leader, _ints(self.markers),
            ",".join([JSON_BOOLS[m] for m in self.moved]), self.phase, _ints(self.pos),
            self.race, self.roll, self.round, _ints(self.totals))

    @classmethod
    def from_dict(cls, game: FavoritenGame, data: dict[str, Any]) -> FavoritenState:
        """Rebuild a state from `to_dict()` output."""
        state = cls(game)
        state.race = int(data["race"])
        state.totals = [int(t) for t in data["totals"]]
        state.log = [dict(r) for r in data["log"]]
        state.phase = str(data["phase"])
        state.first_leader = int(data["first_leader"])
        state.leader = int(data["leader"])
        state.round = int(data["round"])
        state.pos = [int(p) for p in data["pos"]]
        state.lane = [int(p) for p in data["lane"]]
        state.moved = [bool(m) for m in data["moved"]]
        state.finished = [int(h) for h in data["finished"]]
        state.markers = [int(m) for m in data["markers"]]
        state.columns = [[int(s) for s in c] for c in data["columns"]]
        state.bets_made = int(data["bets_made"])
        state.roll = int(data["roll"])
        waiting = game.all_horses
        for horse in range(len(state.horses)):
            if state.moved[horse] or horse in state.finished:
                waiting &= ~(1 << horse)
        state.waiting = waiting
        state._hash = full_hash(state)
        return state

    def clone(self) -> FavoritenState:
        new = FavoritenState.__new__(FavoritenState)
        new.game = self.game
        new.rules = self.rules
        new.players = self.players
        new.horses = self.horses
        new.race = self.race
        new.totals = self.totals[:]
        new.log = self.log[:]  # the entries are never changed once appended: shared
        new.phase = self.phase
        new.first_leader = self.first_leader
        new.leader = self.leader
        new.round = self.round
        new.pos = self.pos[:]
        new.lane = self.lane[:]
        new.moved = self.moved[:]
        new.finished = self.finished[:]
        new.markers = self.markers[:]
        new.columns = [column[:] for column in self.columns]
        new.bets_made = self.bets_made
        new.roll = self.roll
        new.waiting = self.waiting
        new.keys = self.keys
        new._hash = self._hash
        new.copy_digest(self)
        return new
