"""The state of a six-day race: days of riding cards round the velodrome, slipstream,
rider changes, sprints, the finish and the result pad (rulebook: shared/seeds/001, read as
shared/RULINGS.md says)."""

from __future__ import annotations

from typing import Any, cast

from arcade_races.core.actions import Action
from arcade_races.core.chance import CHANCE, Chance
from arcade_races.core.deck import Deck
from arcade_races.core.errors import IllegalAction
from arcade_races.core.events import Event
from arcade_races.core.state import Result, State
from arcade_races.core.zobrist import hex64
from arcade_races.games.six_day import events as ev
from arcade_races.games.six_day.actions import Change, DrawHigh, DrawLow, Keep, Play
from arcade_races.games.six_day.game import SixDayGame
from arcade_races.games.six_day.observation import observe
from arcade_races.games.six_day.result import DayResult, Totals, day_result, six_day_totals
from arcade_races.games.six_day.snapshot import snapshot_json
from arcade_races.games.six_day.zobrist import (
    CHANGE,
    DRAW,
    OVER,
    PLAY,
    change_key,
    day_hash,
    histories_hash,
    ride_key,
)

CHANGE_ACTION = Change()
KEEP_ACTION = Keep()


class SixDayState(State):
    """One point of a six-day race."""

    game: SixDayGame

    def __init__(self, game: SixDayGame) -> None:
        self.game = game
        self.rules = game.rules
        self.players = game.players
        self.day = 0
        self.log: list[dict[str, Any]] = []
        self.rides: list[list[Any]] = []
        """Every ride of the six-day race so far, the days' `plays` one after another: the
        finished days' are in the log, today's are `plays`."""
        self.announced = False
        self._new_day()
        self._hash = self._new_day_hash()
        """The state's incremental hash (`zobrist`) of all but its histories: every fact's
        key, swapped as the facts change."""
        self._folded = (0, 0, 0)
        """The keys of the history entries so far, and how many log entries and rides they
        are: the rest are folded in when the fingerprint is read (a ride's key costs more
        than the rest of a step, and a plain playout never reads it)."""
        self._advance([])

    def _new_day(self) -> None:
        n = self.players
        rules = self.rules
        # The first rider of a day moves one seat on each day (ours); a round is every seat
        # in that order, clockwise.
        first = self.day % n
        self.order = [(first + i) % n for i in range(n)]
        self.turn = 0
        self.round = 1
        self.pos = [0] * n
        hand = self.game.green_hand
        self.green = [[hand.get(v, 0) for v in self.game.green_values] for _ in range(n)]
        self.black = [[0] * len(self.game.black_values) for _ in range(n)]
        self.changed = [False] * n
        self.low = Deck([str(v) for v in rules.low], list(rules.low.values()))
        self.high = Deck([str(v) for v in rules.high], list(rules.high.values()))
        self.crossed: list[int] = []
        self.sprints: list[list[int]] = [[] for _ in rules.track.sprints]
        self.plays: list[list[Any]] = []
        self.changes: list[list[int]] = []
        self.last_round = False
        self.phase = PLAY
        self.pending = -1
        self.need = [0, 0]

    # -- the contract ------------------------------------------------------------------

    def to_move(self) -> int | Chance | None:
        if self.phase == PLAY:
            return self.order[self.turn]
        if self.phase == CHANGE:
            return self.pending
        if self.phase == DRAW:
            return CHANCE
        return None

    def hand(self, seat: int) -> list[str]:
        """The cards `seat` may ride now, lowest first: black ones once the relief rider is
        out, else green ones."""
        return list(self.game.rides(self.green[seat], self.black[seat])[1])

    def _plays(self, seat: int) -> list[Play]:
        """The (interned) actions of the cards in `hand(seat)`, in its order."""
        return list(self.game.rides(self.green[seat], self.black[seat])[0])

    def legal_actions(self) -> list[Action]:
        phase = self.phase
        if phase == PLAY:
            return cast("list[Action]", self._plays(self.order[self.turn]))
        if phase == CHANGE:
            return [CHANGE_ACTION, KEEP_ACTION]
        if phase == DRAW:
            return [action for action, _ in self.chance_outcomes()]
        return []

    def chance_outcomes(self) -> list[tuple[Action, int]]:
        if self.phase != DRAW:
            return []
        if self.need[0] > 0 and len(self.low):
            draws: dict[str, DrawLow] | dict[str, DrawHigh] = self.game.low_draws
            deck = self.low
        else:
            draws, deck = self.game.high_draws, self.high
        return [(draws[kind], c) for kind, c in deck.outcomes()]

    def apply(self, action: Action) -> list[Event]:
        events: list[Event] = []
        if not self.announced:
            self.announced = True
            self._hash ^= self.game.hash_keys.announced
            events.append(ev.DayStarted(self.day + 1, self.game.days, tuple(self.order)))
        phase = self.phase
        if phase == PLAY and isinstance(action, Play):
            self._play(action, events)
        elif phase == CHANGE and isinstance(action, (Change, Keep)):
            self._decide(action, events)
        elif phase == DRAW and isinstance(action, (DrawLow, DrawHigh)):
            self._draw(action, events)
        elif phase == OVER:
            raise IllegalAction(action, "the six-day race is over")
        else:
            raise IllegalAction(action, f"not a move of the {phase} phase")
        return events

    # -- riding ------------------------------------------------------------------------

    def _play(self, action: Play, events: list[Event]) -> None:
        if self._ride(self.order[self.turn], action, events):
            self.turn += 1  # `_next_turn`, its keys swapped with the ride's
            self._advance(events)

    def _ride(self, seat: int, action: Play, events: list[Event]) -> bool:
        """`seat` rides `action`'s card: the move, the slipstream, the lines crossed and a
        rider change offered. True when the turn passes on (the hash swapped to the next
        turn already), False when a change is offered."""
        game = self.game
        card = action.card
        # In the hand: a black card the relief rider holds, or a green one while it has none.
        entry = game.card_index.get(card)
        if entry is not None:
            black, index, v = entry
            cards = self.black[seat] if black else self.green[seat]
            if not cards[index] or (not black and any(self.black[seat])):
                entry = None
        if entry is None:
            raise IllegalAction(action, f"{card} is not in the hand of seat {seat}")
        keys = game.hash_keys
        count = cards[index]
        cards[index] = count - 1
        h = keys.hands[seat][card][count]
        pos = self.pos
        start = pos[seat]
        land = start + v
        events.append(ev.CardPlayed(seat, card, v))
        events.append(ev.RiderMoved(seat, start, land, "ride", 1))
        self._cross(seat, start, land, events)
        end = land
        if land < game.finish and land in pos:
            # a: riding onto a space held by k riders moves k x v further, once; never on
            # the blue rider change and crash spaces.
            crossed = self.crossed
            k = sum(1 for s in range(self.players)
                    if s != seat and pos[s] == land and s not in crossed)
            if k and land in game.blue:
                events.append(ev.NoMultiplying(seat, land))
            elif k:
                end = land + k * v
                events.append(ev.RiderMoved(seat, land, end, "slipstream", k))
                self._cross(seat, land, end, events)
        pos[seat] = end
        spaces = keys.pos[seat]
        h ^= spaces[start] ^ spaces[end]
        ridden = [seat, card, start, end]
        self.plays.append(ridden)
        self.rides.append(ridden)
        if end in game.rider_change and not self.changed[seat] and game.can_change:
            # b: a rider change by landing on the space exactly, as a choice.
            h ^= keys.phase[PLAY] ^ keys.phase[CHANGE]
            h ^= keys.pending[self.pending] ^ keys.pending[seat]
            self._hash ^= h
            self.phase = CHANGE
            self.pending = seat
            events.append(ev.RiderChangeOffered(seat, end))
            return False
        self._hash ^= h ^ keys.turn_up[self.turn]
        return True

    def _cross(self, seat: int, start: int, end: int, events: list[Event]) -> None:
        """Sprint and finish lines crossed by a move from `start` to `end` (RULINGS: a move
        crosses line X when it starts before X and reaches or passes it)."""
        for i, line in enumerate(self.game.sprint_lines):
            if start < line <= end:
                self.sprints[i].append(seat)
                place = len(self.sprints[i])
                self._hash ^= self.game.hash_keys.sprint[i][place - 1][seat]
                points = (self.rules.sprint_points[place - 1]
                          if place <= len(self.rules.sprint_points) else 0)
                events.append(ev.SprintCrossed(seat, i + 1, place, points))
        if start < self.game.finish <= end:
            keys = self.game.hash_keys
            self.crossed.append(seat)
            self._hash ^= keys.crossed[len(self.crossed) - 1][seat]
            events.append(ev.FinishCrossed(seat, len(self.crossed)))
            if not self.last_round:
                # 3: once the first rider crosses, only the round in progress is finished.
                self.last_round = True
                self._hash ^= keys.last_round
                events.append(ev.LastRound(seat))

    def _decide(self, action: Action, events: list[Event]) -> None:
        seat = self.pending
        if isinstance(action, Keep):
            events.append(ev.RiderKept(seat))
            self._next_turn(events)
            return
        keys = self.game.hash_keys
        h = self._hash ^ keys.changed[seat]
        for t, c in zip(keys.green[seat], self.green[seat], strict=True):
            h ^= t[c] ^ t[0]
        handed = sum(self.green[seat])
        self.green[seat] = [0] * len(self.green[seat])
        self.changed[seat] = True
        h ^= change_key(len(self.changes), seat, len(self.plays) - 1)
        self.changes.append([seat, len(self.plays) - 1])
        need = list(self.rules.change_draws(self.players))
        for t, old, new in zip(keys.need, self.need, need, strict=True):
            h ^= t[old] ^ t[new]
        self._hash = h
        self.need = need
        events.append(ev.RiderChanged(seat, handed))
        self._continue_draws(events)

    def _continue_draws(self, events: list[Event]) -> None:
        # A stack that runs out gives what it has (ours: the rulebook never says).
        keys = self.game.hash_keys
        if (self.need[0] > 0 and len(self.low)) or (self.need[1] > 0 and len(self.high)):
            if self.phase != DRAW:
                self._hash ^= keys.phase[self.phase] ^ keys.phase[DRAW]
                self.phase = DRAW
            return
        for t, old in zip(keys.need, self.need, strict=True):
            self._hash ^= t[old] ^ t[0]
        self.need = [0, 0]
        self._next_turn(events)

    def _draw(self, action: DrawLow | DrawHigh, events: list[Event]) -> None:
        low = self.need[0] > 0 and len(self.low) > 0
        if isinstance(action, DrawLow) != low:
            raise IllegalAction(action, f"the {'low' if low else 'high'} stack is drawn now")
        deck = self.low if low else self.high
        kind = str(action.value)
        if deck.count(kind) == 0:
            raise IllegalAction(action, f"no {action.value} left in that stack")
        keys = self.game.hash_keys
        left = deck.count(kind)
        deck.remove(kind)
        seat = self.pending
        index = self.game.black_index[action.value]
        held = self.black[seat][index]
        self.black[seat][index] = held + 1
        k = 0 if low else 1
        self._hash ^= ((keys.low_down if low else keys.high_down)[kind][left]
                       ^ keys.black_up[seat][index][held] ^ keys.need_down[k][self.need[k]])
        self.need[k] -= 1
        events.append(ev.BlackCardDrawn(seat, "low" if low else "high"))
        self._continue_draws(events)

    # -- turns and days ----------------------------------------------------------------

    def _next_turn(self, events: list[Event]) -> None:
        self._hash ^= self.game.hash_keys.turn_up[self.turn]
        self.turn += 1
        self._advance(events)

    def _can_ride(self, seat: int) -> bool:
        return seat not in self.crossed and (any(self.green[seat]) or any(self.black[seat]))

    def _anyone_can_ride(self) -> bool:
        crossed, green, black = self.crossed, self.green, self.black
        for s in range(self.players):
            if s not in crossed and (any(green[s]) or any(black[s])):
                return True
        return False

    def _advance(self, events: list[Event]) -> None:
        """On to the next rider who can ride, or the end of the day."""
        n = self.players
        if self.phase != PLAY:
            phases = self.game.hash_keys.phase
            self._hash ^= phases[self.phase] ^ phases[PLAY]
            self.phase = PLAY
        order, crossed, green, black = self.order, self.crossed, self.green, self.black
        while True:
            turn = self.turn
            if turn < n:
                # Most often the rider whose turn it is can ride: then someone can, and the
                # checks below would all pass.
                seat = order[turn]
                if seat not in crossed and (any(green[seat]) or any(black[seat])):
                    return
            if not self._anyone_can_ride():
                # Nobody left on the track holds a card: the day ends (ours).
                self._end_day(events)
                return
            if self.turn >= n:
                if self.last_round:
                    self._end_day(events)
                    return
                keys = self.game.hash_keys
                self._hash ^= (keys.turn[self.turn] ^ keys.turn[0]
                               ^ keys.round_up[self.round])
                self.turn = 0
                self.round += 1
            seat = self.order[self.turn]
            if seat in self.crossed:
                self._hash ^= self.game.hash_keys.turn_up[self.turn]
                self.turn += 1
                continue
            if not self._can_ride(seat):
                events.append(ev.RiderStaysPut(seat))
                self._hash ^= self.game.hash_keys.turn_up[self.turn]
                self.turn += 1
                continue
            return

    def _new_day_hash(self) -> int:
        """The hash of a day just begun: the same on every day `day` of this game, worked
        out once (nearly every fact changes overnight)."""
        keys = self.game.hash_keys
        found = keys.new_days.get((self.day, self.announced))
        if found is None:
            found = keys.new_days[self.day, self.announced] = day_hash(keys, vars(self))
        return found

    def _end_day(self, events: list[Event]) -> None:
        result = day_result(self.pos, self.crossed, self.sprints, self.rules, self.game.teams)
        self.log.append({
            "plays": [list(p) for p in self.plays],
            "changes": [list(c) for c in self.changes],
            "sprints": [list(s) for s in self.sprints],
            "finish_order": list(self.crossed),
            "distance": list(result.distance),
            "points": list(result.points),
            "lap_deficit": list(result.lap_deficit),
            "placing": list(result.placing),
            "positions": list(self.pos),
        })
        events.append(ev.DayEnded(self.day + 1, result.points, result.lap_deficit,
                                  result.placing))
        self.day += 1
        if self.day < self.game.days:
            self._new_day()
            self._hash = self._new_day_hash()
            events.append(ev.DayStarted(self.day + 1, self.game.days, tuple(self.order)))
            self._advance(events)
            return
        keys = self.game.hash_keys
        self._hash ^= (keys.day[self.day - 1] ^ keys.day[self.day]
                       ^ keys.phase[self.phase] ^ keys.phase[OVER])
        self.phase = OVER
        totals = self.totals()
        events.append(ev.SixDaysEnded(totals.points, totals.lap_deficit, totals.placing))

    # -- reading the state -------------------------------------------------------------

    def day_results(self) -> list[DayResult]:
        """The result pads of the finished days."""
        return [_result_of(day, self.game) for day in self.log]

    def totals(self) -> Totals:
        """The six-day standings over the finished days."""
        return six_day_totals(self.day_results(), self.players, self.game.teams)

    def result(self) -> Result:
        totals = self.totals()
        figures: dict[str, Any] = {
            "days": [dict(day) for day in self.log],
            "total": totals.to_json(),
        }
        if self.game.teams:
            figures["teams"] = [list(t) for t in self.game.teams]
        return Result(totals.placing, totals.points, figures)

    def observation(self, seat: int | None) -> dict[str, Any]:
        """What `seat` may know (None: the spectator). The ride entries under `plays` are the
        state's own lists, never changed once ridden (so a copy of each per observation,
        most of its cost, is not made): read them, never change them."""
        return observe(self, seat)

    def to_dict(self) -> dict[str, Any]:
        return self._fields(True)

    def fingerprint(self) -> str:
        """The state's incremental hash (`zobrist`), the history entries appended since the
        last read folded in first."""
        log, rides = self.log, self.rides
        folded, logged, ridden = self._folded
        if ridden != len(rides) or logged != len(log):
            if ridden + 1 == len(rides) and logged == len(log):
                folded ^= ride_key(ridden, rides[ridden])  # a recorder reads after every ride
            else:
                folded ^= histories_hash(log[logged:], rides[ridden:], logged, ridden)
            self._folded = (folded, len(log), len(rides))
        return hex64(self._hash ^ folded)

    def snapshot(self) -> dict[str, Any]:
        """`to_dict()` but the histories: the log of finished days, and today's rides (the
        tail of `rides`, whose start the log gives)."""
        return self._fields(False)

    def snapshot_json(self) -> str:
        return snapshot_json(self)

    def history(self) -> tuple[list[dict[str, Any]], list[list[Any]]]:
        """The log of finished days (an entry at each day's end) and every ride of the race
        (an entry at each ride): only appended to, no entry changed once there. With the
        snapshot they give back the whole `to_dict()`: today's `plays` are the rides after
        those of the logged days (once the race is over, those of the last day)."""
        return (self.log, self.rides)

    def _fields(self, histories: bool) -> dict[str, Any]:
        data = {
            "day": self.day,
            "announced": self.announced,
            "order": list(self.order),
            "turn": self.turn,
            "round": self.round,
            "pos": list(self.pos),
            "green": [list(g) for g in self.green],
            "black": [list(b) for b in self.black],
            "changed": list(self.changed),
            "low": self.low.to_dict(),
            "high": self.high.to_dict(),
            "crossed": list(self.crossed),
            "sprints": [list(s) for s in self.sprints],
        }
        if histories:
            data["plays"] = [list(p) for p in self.plays]
        data["changes"] = [list(c) for c in self.changes]
        data["last_round"] = self.last_round
        data["phase"] = self.phase
        data["pending"] = self.pending
        data["need"] = list(self.need)
        if histories:
            data["log"] = [dict(day) for day in self.log]
        return data

    @classmethod
    def from_dict(cls, game: SixDayGame, data: dict[str, Any]) -> SixDayState:
        """Rebuild a state from `to_dict()` output."""
        state = cls.__new__(cls)
        state.game = game
        state.rules = game.rules
        state.players = game.players
        state.day = int(data["day"])
        state._new_day()
        state.announced = bool(data["announced"])
        state.order = [int(s) for s in data["order"]]
        state.turn = int(data["turn"])
        state.round = int(data["round"])
        state.pos = [int(p) for p in data["pos"]]
        state.green = [[int(c) for c in g] for g in data["green"]]
        state.black = [[int(c) for c in b] for b in data["black"]]
        state.changed = [bool(c) for c in data["changed"]]
        state.low.restore(data["low"])
        state.high.restore(data["high"])
        state.crossed = [int(s) for s in data["crossed"]]
        state.sprints = [[int(s) for s in line] for line in data["sprints"]]
        state.plays = [list(p) for p in data["plays"]]
        state.changes = [list(c) for c in data["changes"]]
        state.last_round = bool(data["last_round"])
        state.phase = str(data["phase"])
        state.pending = int(data["pending"])
        state.need = [int(x) for x in data["need"]]
        state.log = [dict(day) for day in data["log"]]
        state.rides = [list(p) for day in state.log for p in day["plays"]]
        if state.phase != OVER:  # once over, `plays` are the last day's, already logged
            state.rides.extend(state.plays)
        state._hash = day_hash(game.hash_keys, data)
        state._folded = (histories_hash(state.log, state.rides), len(state.log),
                         len(state.rides))
        return state

    def clone(self) -> SixDayState:
        new = SixDayState.__new__(SixDayState)
        new.game = self.game
        new.rules = self.rules
        new.players = self.players
        new.day = self.day
        new.announced = self.announced
        new.order = list(self.order)
        new.turn = self.turn
        new.round = self.round
        new.pos = list(self.pos)
        new.green = [list(g) for g in self.green]
        new.black = [list(b) for b in self.black]
        new.changed = list(self.changed)
        new.low = self.low.copy()
        new.high = self.high.copy()
        new.crossed = list(self.crossed)
        new.sprints = [list(line) for line in self.sprints]
        # A ride's entry, a change's entry and a finished day's log entry are never changed
        # once appended, so the copies share them.
        new.plays = list(self.plays)
        new.changes = list(self.changes)
        new.last_round = self.last_round
        new.phase = self.phase
        new.pending = self.pending
        new.need = list(self.need)
        new.log = list(self.log)
        new.rides = list(self.rides)
        new._hash = self._hash
        new._folded = self._folded
        new.copy_digest(self)
        return new

    def scramble_secrets(self, owner: int | None, u: float) -> SixDayState:
        """A relief rider's black cards are its own secret: swap one of them for another
        value still in the same stack."""
        new = self.clone()
        if owner is None or self.phase == OVER or not any(self.black[owner]):
            return new
        values = self.game.black_values
        held = [v for v, c in zip(values, self.black[owner], strict=True) if c]
        for v in held[int(u * len(held)):] + held[: int(u * len(held))]:
            deck = new.low if str(v) in new.low.kinds else new.high
            others = [int(k) for k, c in deck.outcomes() if int(k) != v]
            if others:
                w = others[int(u * len(others)) % len(others)]
                # The stack gives w for v: one less w in it, one more v; the hand the other
                # way round.
                keys = self.game.hash_keys
                stack = keys.low if deck is new.low else keys.high
                drawn, handed = stack[str(w)], stack[str(v)]
                held = new.black[owner]
                vi, wi = values.index(v), values.index(w)
                new._hash ^= (drawn[deck.count(str(w))] ^ drawn[deck.count(str(w)) - 1]
                              ^ handed[deck.count(str(v))] ^ handed[deck.count(str(v)) + 1]
                              ^ keys.black_down[owner][vi][held[vi]]
                              ^ keys.black_up[owner][wi][held[wi]])
                deck.remove(str(w))
                deck.add(str(v))
                held[vi] -= 1
                held[wi] += 1
                break
        return new


def _result_of(day: dict[str, Any], game: SixDayGame) -> DayResult:
    return day_result(day["positions"], day["finish_order"], day["sprints"], game.rules,
                      game.teams)
