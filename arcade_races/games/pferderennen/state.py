"""The state of a Pferderennen session: deal, bets, the race of the aces, payout; repeat.

Rulebook: shared/seeds/003 (Pferderennen), read as shared/RULINGS.md says. Steps count from
0 (the start) to the number of track cards; an ace that moves beyond the last card wins.

Nearly every step of a session is a chance node (a card laid or drawn from a pile of up to 48),
so the state keeps that node's outcomes from step to step and takes the card out of them on
`apply`, and reads its actions and events from the game's `Tables` instead of making them.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from arcade_races.core.actions import Action
from arcade_races.core.cards import Card, Suit, suit_of
from arcade_races.core.chance import CHANCE, Chance
from arcade_races.core.deck import Deck
from arcade_races.core.errors import IllegalAction
from arcade_races.core.events import Event
from arcade_races.core.state import Result, State
from arcade_races.core.zobrist import pair_key
from arcade_races.games.pferderennen import events as ev
from arcade_races.games.pferderennen import rebuild, snapshot
from arcade_races.games.pferderennen.actions import Bet, Draw, Give, Lay, Pass
from arcade_races.games.pferderennen.zobrist import FIELD_KEYS

if TYPE_CHECKING:
    from arcade_races.games.pferderennen.game import PferderennenGame

DEAL = "deal"
BET = "bet"
RACE = "race"
HANDOUT = "handout"
OVER = "over"
PHASES = {phase: phase for phase in (DEAL, BET, RACE, HANDOUT, OVER)}
"""Each phase name to its constant, so a rebuilt state's phase is one of them (`is` works)."""


class PferderennenState(State):
    """One point of a Pferderennen session (one or more races with running totals)."""

    # Slots, not a dict: a playout reads and writes these on every step.
    __slots__ = (
        "_chains", "_hash", "_keys", "_kinds", "_last", "_logged", "_logpart", "_outcomes",
        "_reach", "_wild", "arrival", "bets",
        "bets_made", "draws", "game", "handout", "hurdles", "left", "log", "order", "payout",
        "phase", "pile", "players", "pos", "race", "rules", "tables", "tick", "totals", "track",
        "turned", "unturned", "upfront", "winner",
    )

    game: PferderennenGame

    def __init__(self, game: PferderennenGame) -> None:
        self.game = game
        self.rules = game.rules
        self.tables = game.tables
        self.players = game.players
        # Read on every draw (see `Tables`), so kept at hand.
        self._last = game.rules.track_cards
        self._wild = game.tables.wild
        self._reach = game.tables.reach
        self._keys = game.tables.keys
        self.race = 0
        self.totals = [0] * game.players
        self.log: list[dict[str, Any]] = []
        self._new_race()
        self._hash = self._keys.start
        """The state's hash (`zobrist`): every change below swaps the keys of what it changed,
        but for the race log's newest entries (see `kept_hash`)."""
        self._logged = 0
        """How many entries of the race log `_hash` holds the keys of."""
        self._logpart = 0
        """The keys of those entries, together (a new race's hash is made afresh from them,
        the totals and the race)."""

    def _new_race(self) -> None:
        n = self.players
        tables = self.tables
        self.phase = DEAL
        # The pile: how many of each card (by index in `tables.kinds`) are left, and in all.
        self.left = [1] * len(tables.kinds)
        self.pile = len(tables.kinds)
        self.track: list[Card] = []
        self.turned: list[bool] = []
        self.unturned = 1
        """The first face-down track card's step (one past the last if none is)."""
        self.pos = [0] * len(self.rules.suits)
        # The tick of each ace's last move: of two aces on one step, the one there first
        # ranks higher (our ruling for the places variant).
        self.arrival = [0] * len(self.rules.suits)
        self.tick = 0
        self.draws: list[Card] = []
        self.bets: list[tuple[Suit, int] | None] = [None] * n
        self.bets_made = 0
        self.upfront = [0] * n
        self.payout = [0] * n
        self.hurdles: list[dict[str, Any]] = []
        self.winner: Suit | None = None
        self.order: list[Suit] = []
        self.handout: list[list[int]] = []
        # The next card's outcomes, kept up to date by `_take`: lays while dealing, draws
        # after; `_kinds` holds the index of each card they list, in order.
        self._kinds = list(tables.indices)
        self._outcomes: list[tuple[Action, int]] = list(tables.lay_outcomes)

    @property
    def deck(self) -> Deck:
        """The pile as a `Deck` (a copy: changing it changes nothing here)."""
        return Deck(self.tables.kinds, self.left)

    # -- the contract ------------------------------------------------------------------

    def to_move(self) -> int | Chance | None:
        phase = self.phase
        if phase is RACE or phase is DEAL:
            return CHANCE
        if phase is BET:
            return (self.race + self.bets_made) % self.players  # `bettor()`, written out
        if phase is HANDOUT:
            return self.handout[0][0]
        return None

    def bettor(self) -> int:
        """The seat whose bet is due; the first bettor moves one seat on each race (ours)."""
        return (self.race + self.bets_made) % self.players

    def legal_actions(self) -> list[Action]:
        phase = self.phase
        if phase is RACE or phase is DEAL:
            return [action for action, _ in self._outcomes]
        if phase is BET:
            return list(self.tables.bets)
        if phase is HANDOUT:
            return list(self.tables.gives[self.handout[0][0]])
        return []

    def chance_outcomes(self) -> list[tuple[Action, int]]:
        phase = self.phase
        if phase is RACE or phase is DEAL:
            return self._outcomes[:]  # a copy: the list changes with the next card
        return []

    def _list_outcomes(self) -> None:
        """List the next card's outcomes afresh: each card left, weighted by its count, as
        lays while dealing and as draws after."""
        tables = self.tables
        dealing = self.phase is DEAL
        actions = tables.lays if dealing else tables.draws
        ones = tables.lay_outcomes if dealing else tables.draw_outcomes
        left = self.left
        kinds = [i for i, count in enumerate(left) if count]
        if len(kinds) == self.pile:  # one of each card left, as in every real deal
            self._outcomes = list(map(ones.__getitem__, kinds))
        else:
            self._outcomes = [(actions[i], left[i]) for i in kinds]
        self._kinds = kinds

    def _take(self, kind: int) -> None:
        """Take one card of index `kind` (one is left) from the pile and from the listed
        outcomes: a deletion instead of a new list of 48."""
        count = self.left[kind] - 1
        self.left[kind] = count
        self.pile -= 1
        at = bisect_left(self._kinds, kind)
        if count:
            self._outcomes[at] = (self._outcomes[at][0], count)
        else:
            del self._kinds[at]
            del self._outcomes[at]

    def apply(self, action: Action) -> list[Event]:
        # Most steps of a playout are draws: a draw is told in `_apply_draw`, one call away;
        # the rest go through `_apply_other`.
        if self.phase is RACE and type(action) is Draw:
            return self._apply_draw(action.card)
        return self._apply_other(action)

    def _apply_other(self, action: Action) -> list[Event]:
        """Apply anything but a draw in the race (`apply`)."""
        phase = self.phase
        kind = type(action)
        if phase is DEAL and kind is Lay:
            return self._apply_lay(action.card)  # type: ignore[attr-defined]
        if phase is BET and (kind is Bet or kind is Pass):
            return self._apply_bet(action)
        if phase is HANDOUT and kind is Give:
            return self._apply_give(action.seat)  # type: ignore[attr-defined]
        if phase is OVER:
            raise IllegalAction(action, "the session is over")
        raise IllegalAction(action, f"not a move of the {phase} phase")

    # -- deal and bets -----------------------------------------------------------------

    def _apply_lay(self, card: Card) -> list[Event]:
        tables = self.tables
        left = self.left
        try:  # a subscript, not `get`: no method call on the way
            kind = tables.kind_index[card]
            count = left[kind]
        except KeyError:
            kind = count = 0
        if count == 1:  # `_take`, written out for the one card of each kind of a real deck
            left[kind] = 0
            self.pile -= 1
            at = bisect_left(self._kinds, kind)
            del self._kinds[at]
            del self._outcomes[at]
        elif count:
            self._take(kind)
        else:
            raise IllegalAction(Lay(card), f"{card} is not in the deck")
        track = self.track
        events: list[Event] = []
        if not track:
            events.append(tables.event(ev.RaceStarted, self.race + 1, self.rules.races,
                                       self._last))
        keys = self._keys
        self._hash ^= keys.lay[len(track)][kind]  # its place in the track, face down
        track.append(card)
        self.turned.append(False)
        laid = len(track)
        events.append(tables.laid[laid] if laid <= self._last else ev.TrackCardLaid(laid))
        if laid == self._last:
            self.phase = BET
            self._hash ^= keys.phase[DEAL] ^ keys.phase[BET]
            # The pile's cards are drawn from now on, not laid.
            if len(self._kinds) == self.pile:  # one of each card left, as in every real deal
                self._outcomes = list(map(tables.draw_outcomes.__getitem__, self._kinds))
            else:
                self._list_outcomes()
        return events

    def _apply_bet(self, action: Action) -> list[Event]:
        seat = (self.race + self.bets_made) % self.players  # `bettor()`, written out
        tables = self.tables
        keys = self._keys
        h = self._hash ^ keys.bet_step[self.bets_made]
        # One of the game's own bets (the legal actions hand them out) is known to be legal,
        # and its stake, event and keys are at hand; any other is checked and made.
        index = tables.bet_index.get(id(action))
        if index is None:
            bet, event = tables.checked_bet(action, seat)
            swap = 0 if bet is None else keys.bets[seat][None] ^ keys.bets[seat][bet]
        else:
            bet, event, swap = tables.placing[seat][index]
        events = [event]
        if bet is not None:
            old = self.bets[seat]
            if old is not None:  # a second bet in one race: only in a hand-made state
                swap ^= keys.bets[seat][None] ^ keys.bets[seat][old]
            h ^= swap
            self.bets[seat] = bet
            if tables.half_stake:
                # Half stake up front: paid (or drunk) now and kept whatever happens.
                amount = self.rules.up_front.of(bet[1])
                row = keys.upfront[seat]
                h ^= row[self.upfront[seat]] ^ row[amount]
                self.upfront[seat] = amount
                h ^= self._pay(seat, -amount)
                events.append(tables.event(ev.StakePaidUpFront, seat, amount))
        self.bets_made += 1
        if self.bets_made == self.players:
            self.phase = RACE
            h ^= keys.phase[BET] ^ keys.phase[RACE]
            events.append(tables.event(ev.StartingGun, self.race + 1))
        self._hash = h
        return events

    def _pay(self, seat: int, amount: int) -> int:
        """Add `amount` to the seat's payout; the keys that swaps."""
        row = self._keys.payout[seat]
        old = self.payout[seat]
        self.payout[seat] = old + amount
        return row[old] ^ row[old + amount]

    # -- the race ----------------------------------------------------------------------

    def _apply_draw(self, card: Card) -> list[Event]:
        # The hot path of a playout (most steps are draws): `_take` and `_move` are written
        # out here for the ordinary draw, the variants go through them. Every table is read
        # once into a local (an attribute lookup costs as much as a line of the rules).
        tables = self.tables
        left = self.left
        try:  # a subscript, not `get`: no method call on the way
            kind = tables.kind_index[card]
            count = left[kind]
        except KeyError:
            kind = count = 0
        if count == 1:
            left[kind] = 0
            pile = self.pile - 1
            self.pile = pile
            kinds = self._kinds
            at = bisect_left(kinds, kind)
            del kinds[at]
            del self._outcomes[at]
        elif count:
            self._take(kind)
            pile = self.pile
        else:
            raise IllegalAction(Draw(card), f"{card} is not in the pile")
        draws = self.draws
        draws.append(card)
        n = len(draws)
        i, row, placed, advanced, steps, arrivals, arrived = tables.cards[kind]
        # The card's place in the draws; an ace that moves swaps its step, its arrival and
        # the tick as well.
        h = self._hash ^ placed[n - 1]
        drawn = row[n] if n < len(row) else None  # past the row only in a hand-made deck
        if drawn is None or drawn.pile_left != pile:
            drawn = tables.card_drawn(kind, n, pile)
        pos = self.pos
        won = False
        if i >= 0 and pos[i] < self._last:
            # The ace of the card's suit moves one step, short of the finish.
            old = pos[i]
            pos[i] = old + 1
            tick = self.tick + 1
            self.tick = tick
            arrival = self.arrival
            self._hash = h ^ steps[old] ^ arrivals[arrival[i]] ^ arrived[tick]
            arrival[i] = tick
            events: list[Event] = [drawn, advanced[old]]
            # Before the draw the field had not reached the first face-down card (step
            # `unturned`), so now it has only if the ace that moved stepped onto it, from
            # the step below (whether the last ace's step or the leader's turns it): most
            # draws, no call (`min` of four costs a fifth of a draw).
            if old == self.unturned - 1 and self.unturned <= self._reach(pos):
                won = self._turn_hurdles(events)
        else:
            self._hash = h
            events = [drawn]
            if i < 0:
                # Stumble: every ace strictly behind the leader moves one step (RULINGS).
                lead = max(pos)
                for i, ace in enumerate(self.rules.suits):
                    if pos[i] < lead:
                        self._move(i, ace, 1, "stumble", events)
            else:
                won = self._move(i, self.rules.suits[i], 1, "draw", events)
            if not won and self.unturned <= self._reach(pos):
                won = self._turn_hurdles(events)
        if won:
            self._finish(events)
        elif not pile:
            # Rulebook: "Geht der Ziehstapel vorher aus ... gilt das Rennen nicht".
            self.winner = None
            events.append(tables.event(ev.RaceVoided, self.race + 1))
            self._end_race(events)
        return events

    def _move(self, i: int, suit: Suit, delta: int, cause: str, events: list[Event]) -> bool:
        """Move ace `i`; True if it moved past the last track card."""
        old = self.pos[i]
        new = old + delta
        if new < 0:
            new = 0
        if new != old:
            keys = self._keys
            pos = keys.pos[i]
            tick = self.tick + 1
            self._hash ^= (pos[old] ^ pos[new] ^ keys.arrival[i][self.arrival[i]]
                           ^ keys.arrived[i][tick])
            self.tick = tick
            self.arrival[i] = tick
            self.pos[i] = new
        events.append(self.tables.moved(suit, old, new, cause))
        if new > self._last:
            self.winner = suit
            return True
        return False

    def _turn_hurdles(self, events: list[Event]) -> bool:
        """Turn every track card the field has reached; True if a turbo ace won."""
        tables = self.tables
        turbo = tables.turbo
        suits = self.rules.suits
        hurdles = self.hurdles
        keys = self._keys.hurdle
        reach = self._reach
        pos = self.pos
        turned = self.turned
        while True:
            step = self.unturned
            if step > self._last or step > reach(pos):  # the cheap test first
                return False
            turned[step - 1] = True
            j = step  # `_first_unturned(step)`, written out
            while j < len(turned) and turned[j]:
                j += 1
            self.unturned = j + 1
            card = self.track[step - 1]
            suit = suit_of(card)
            self._hash ^= keys[len(hurdles), step, card]
            hurdles.append({"step": step, "card": card, "suit": suit})
            events.append(tables.event(ev.HurdleTurned, step, card, suit))
            i = suits.index(suit)
            if turbo:
                if self._move(i, suit, 1, "turbo", events):
                    return True
            else:
                self._move(i, suit, -1, "hurdle", events)

    def _first_unturned(self, start: int = 0) -> int:
        """The step of the first face-down track card from index `start` on (one past the
        track if none)."""
        turned = self.turned
        j = start
        while j < len(turned) and turned[j]:
            j += 1
        return j + 1

    def final_order(self) -> list[Suit]:
        """The field from first to last: the winner, then by step, then who got there first."""
        suits = self.rules.suits
        pos = self.pos
        arrival = self.arrival
        winner = self.winner
        rest = [(-pos[i], arrival[i], i) for i, s in enumerate(suits) if s != winner]
        rest.sort()
        order = [suits[key[2]] for key in rest]
        return order if winner is None else [winner, *order]

    def _finish(self, events: list[Event]) -> None:
        winner = self.winner
        assert winner is not None
        self.order = order = self.final_order()
        keys = self._keys
        h = self._hash ^ keys.finish[tuple(order)]
        tables = self.tables
        events.append(tables.event(ev.AceWon, winner, tuple(order)))
        # Once a race, but a playout is only some thirty steps: each seat's settlement (its
        # amount, reward, event and keys) comes from a table rather than being worked out.
        settle = tables.settle
        sips = tables.sips
        bets = self.bets
        upfront = self.upfront
        payout = self.payout
        players = self.players
        race = self.race
        for k in range(players):
            seat = (race + k) % players
            bet = bets[seat]
            if bet is None:
                continue
            old = payout[seat]
            key = (bet, order.index(bet[0]) + 1, upfront[seat], old)
            found = settle[seat].get(key)
            if found is None:
                found = tables.settlement(seat, key)
            amount, reward, event, swap = found
            payout[seat] = old + amount
            h ^= swap
            events.append(event)
            if sips and reward:
                h ^= keys.handout[len(self.handout), seat, reward]
                self.handout.append([seat, reward])
        if self.handout:
            self.phase = HANDOUT
            self._hash = h ^ keys.phase[RACE] ^ keys.phase[HANDOUT]
            events.append(tables.event(ev.SipsToHandOut, self.handout[0][0], self.handout[0][1]))
        else:
            self._hash = h
            self._end_race(events)

    # -- payout ------------------------------------------------------------------------

    def _apply_give(self, target: int) -> list[Event]:
        giver = self.handout[0][0]
        if not 0 <= target < self.players or target == giver:
            raise IllegalAction(Give(target), "sips go to another seat at the table")
        # A handout is a short list whose front shrinks and goes: its keys are swapped whole.
        keys = self._keys.handout
        handout = self.handout
        h = self._hash ^ self._pay(target, -1)
        for n, (seat, sips) in enumerate(handout):
            h ^= keys[n, seat, sips]
        handout[0][1] -= 1
        done = handout[0][1] == 0
        if done:
            handout.pop(0)
        for n, (seat, sips) in enumerate(handout):
            h ^= keys[n, seat, sips]
        self._hash = h
        tables = self.tables
        events: list[Event] = [tables.event(ev.SipGiven, giver, target)]
        if done:
            if self.handout:
                events.append(
                    tables.event(ev.SipsToHandOut, self.handout[0][0], self.handout[0][1])
                )
            else:
                self._end_race(events)
        return events

    def _end_race(self, events: list[Event]) -> None:
        keys = self._keys
        # Its key (the hash of the whole race's figures) is left to whoever reads the hash.
        self.log.append(self.race_figures())
        old = self.totals
        self.totals = totals = [t + p for t, p in zip(old, self.payout, strict=True)]
        tables = self.tables
        events.append(tables.event(ev.RaceEnded, self.race + 1, self.winner, tuple(self.payout),
                                   tuple(totals)))
        if self.race + 1 < self.rules.races:
            # Every field of the race starts afresh: the hash is made afresh too, from the
            # session's fields (the race, the totals, the race log's entries taken in).
            self.race += 1
            self._hash = keys.fresh[self.race] ^ keys.totals_part(totals) ^ self._logpart
            self._new_race()
        else:
            h = self._hash ^ keys.phase[self.phase] ^ keys.phase[OVER]
            for row, was, now in zip(keys.totals, old, totals, strict=True):
                h ^= row[was] ^ row[now]
            self._hash = h
            self.phase = OVER
            events.append(tables.session_ended(tuple(totals)))

    # -- reading the state -------------------------------------------------------------

    def race_figures(self) -> dict[str, Any]:
        """This race as the simulate JSON reports it."""
        return snapshot.race_figures(self)

    def positions(self) -> dict[Suit, int]:
        """The step of each ace, by suit."""
        return dict(zip(self.rules.suits, self.pos, strict=True))

    def result(self) -> Result:
        return snapshot.result(self)

    def observation(self, seat: int | None) -> dict[str, Any]:
        return snapshot.observation(self, seat)

    def snapshot(self) -> dict[str, Any]:
        return snapshot.snapshot(self)

    def snapshot_json(self) -> str:
        """`canonical_json(self.snapshot())`, written out directly (see `snapshot`)."""
        return snapshot.snapshot_json(self)

    def history(self) -> Sequence[Sequence[Any]]:
        """The log of finished races: one entry a race, never changed once appended."""
        return (self.log,)

    def to_dict(self) -> dict[str, Any]:
        data = self.snapshot()
        data["deck"] = {k: c for k, c in zip(self.tables.kinds, self.left, strict=True) if c}
        data["log"] = [dict(r) for r in self.log]
        return data

    @classmethod
    def from_dict(cls, game: PferderennenGame, data: dict[str, Any]) -> PferderennenState:
        """Rebuild a state from `to_dict()` output."""
        return rebuild.from_dict(cls(game), data)

    def clone(self) -> PferderennenState:
        return rebuild.cloned(self)

    def scramble_secrets(self, owner: int | None, u: float) -> PferderennenState:
        """Nothing is any one seat's secret; what nobody knows is the face-down track cards
        and the pile, so for `owner=None` they swap among themselves."""
        return rebuild.scrambled(self, owner, u)

    def fingerprint(self) -> str:
        """The state's hash as it has kept it (`zobrist`), in 16 hex digits."""
        if self._logged != len(self.log):
            self.kept_hash()
        # `hex64` written out, as its 8 bytes' hex (half the cost of formatting the int): the
        # hash is below 2**64, so the same 16 digits. Read after every recorded action.
        return self._hash.to_bytes(8, "big").hex()

    def kept_hash(self) -> int:
        """The hash the state keeps, the race log's newest entries taken in: a finished
        race's figures are the one costly key (their JSON), so a playout that never reads
        the hash never pays it, and a recorded one pays it once a race."""
        log = self.log
        part = 0
        keys = FIELD_KEYS["log"]
        for n in range(self._logged, len(log)):
            # `entry_key("log", n, log[n])`, the figures' canonical JSON written out from the
            # game's words (figures_json: 7.6 -> 4.9 us on this machine), not remembered: a
            # race's figures hardly ever come back, and the memo would keep every text.
            part ^= pair_key(keys.of_new_text(snapshot.figures_json(log[n], self.tables.text)), n)
        self._hash ^= part
        self._logpart ^= part
        self._logged = len(log)
        return self._hash
