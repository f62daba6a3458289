"""What every Pferderennen state of one game shares, built once per game: the cards by index,
the interned actions and chance outcomes, and the memo of events.

A random playout is nearly all chance (a lay or a draw from a pile of up to 48 cards), so a
step must not build 48 actions or a handful of frozen events: the actions and the `(action, 1)`
outcomes are made here once, and an event, a frozen value, is made the first time it happens
and handed out again after (events of equal fields are equal either way; nobody can change
one). Only the memo tables grow, and only up to the few thousand events a game can produce.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any

from arcade_races.core.actions import Action
from arcade_races.core.cards import Card, rank_of, suit_of
from arcade_races.core.errors import IllegalAction
from arcade_races.core.events import Event, MadeOnce
from arcade_races.games.pferderennen import events as ev
from arcade_races.games.pferderennen.actions import Bet, Draw, Give, Lay, Pass
from arcade_races.games.pferderennen.config import Rules
from arcade_races.games.pferderennen.snapshot import SnapshotText
from arcade_races.games.pferderennen.zobrist import Keys, keys_for

Outcome = tuple[Action, int]
Settling = tuple[tuple[str, int], int, int, int]
"""A bet to settle: (the bet, its ace's place, the stake paid up front, the payout so far)."""
Settled = tuple[int, int | None, Event, int]
"""What settling it does: (the amount paid, the reward, its event, the keys it swaps)."""


def competition_placing(totals: Sequence[int]) -> tuple[int, ...]:
    """1 = best; equal totals share a place and the next place is skipped.

    >>> competition_placing([3, 7, 3, -1])
    (2, 1, 2, 4)
    """
    # A seat's place is one more than the seats ahead of it: where its total first comes
    # in the totals from best to worst.
    ranked = sorted(totals, reverse=True)
    return tuple([ranked.index(mine) + 1 for mine in totals])


class Tables:
    """The interned values of one game of `players` seats under `rules` with `variants`."""

    def __init__(self, rules: Rules, players: int, variants: frozenset[str]) -> None:
        kinds = rules.deck
        self.variant_names = tuple(sorted(variants))
        self.half_stake = "half_stake" in variants
        self.places = "places" in variants
        self.leader_hurdle = "leader_hurdle" in variants
        self.turbo = "turbo" in variants
        self.reach: Callable[[Iterable[int]], int] = max if self.leader_hurdle else min
        """Whose step turns a hurdle: the last ace's, or the first's with `leader_hurdle`."""
        self.kinds: tuple[Card, ...] = kinds
        self.kind_index: dict[Card, int] = {card: i for i, card in enumerate(kinds)}
        self.kind_suit: tuple[int, ...] = tuple(rules.suits.index(suit_of(c)) for c in kinds)
        self.indices = tuple(range(len(kinds)))
        self.wild: tuple[bool, ...] = tuple(
            "stumble" in variants and rank_of(c) == rules.stumble_rank for c in kinds
        )
        """Which cards move the field behind the leader (none without `stumble`)."""
        self.mover: tuple[int, ...] = tuple(
            -1 if wild else suit for wild, suit in zip(self.wild, self.kind_suit, strict=True))
        """The suit index of the ace each card moves, -1 for a card that moves the field."""
        self.lays: tuple[Action, ...] = tuple(Lay(c) for c in kinds)
        self.draws: tuple[Action, ...] = tuple(Draw(c) for c in kinds)
        # The weight-1 outcome of each card: a fresh deck holds one of each.
        self.lay_outcomes: tuple[Outcome, ...] = tuple((a, 1) for a in self.lays)
        self.draw_outcomes: tuple[Outcome, ...] = tuple((a, 1) for a in self.draws)
        self.bets: tuple[Action, ...] = (
            *(Bet(suit, stake) for suit in rules.suits for stake in range(1, rules.max_stake + 1)),
            Pass(),
        )
        self.gives: tuple[tuple[Action, ...], ...] = tuple(
            tuple(Give(seat) for seat in range(players) if seat != giver)
            for giver in range(players)
        )
        self.laid: tuple[Event, ...] = tuple(
            ev.TrackCardLaid(step) for step in range(rules.track_cards + 1)
        )
        # An ace's step forward on a draw, by suit index and the step it leaves.
        self.advanced: tuple[tuple[Event, ...], ...] = tuple(
            tuple(ev.AceMoved(suit, old, old + 1, "draw") for old in range(rules.track_cards + 1))
            for suit in rules.suits
        )
        # `CardDrawn` by card index and draw number, made on first use.
        self.drawn: list[list[ev.CardDrawn | None]] = [[None] * (len(kinds) + 1) for _ in kinds]
        self._moved: dict[tuple[str, int, int, str], Event] = {}
        self.event: Callable[..., Event] = MadeOnce()
        """`event(kind, *fields)`: the event `kind(*fields)` (fields hashable), made once (the
        memo itself, not a method that calls it: one call less for every event)."""
        self._ended: dict[tuple[int, ...], Event] = {}
        self.rules = rules
        self.units = "sips" if "sips" in variants else rules.units
        """What the bets are paid in (as `PferderennenGame.units`)."""
        self.sips = self.units == "sips"
        self.settle: list[dict[Settling, Settled]] = [{} for _ in range(players)]
        """By seat, then (its bet, its ace's place, its stake paid up front, its payout so
        far): what settling the bet does (`settlement`), made on first use."""
        self.text = SnapshotText(kinds, rules.suits, rules.max_stake)
        """The JSON of the snapshot's words and bets (see `snapshot.snapshot_json`)."""
        self.keys: Keys = keys_for(kinds, rules.suits, rules.track_cards, players)
        """The keys of the state's hash, by index (see `zobrist`)."""
        keys = self.keys
        self.cards: tuple[tuple[int, list[Any], list[int], Any, Any, Any, Any], ...] = tuple(
            (i, self.drawn[kind], keys.draws[kind], *(
                (self.advanced[i], keys.step[i], keys.arrival[i], keys.arrived[i]) if i >= 0
                else (None, None, None, None)))
            for kind, i in enumerate(self.mover)
        )
        """What a draw of each card reads, by card index: the ace it moves (-1: the field),
        its `CardDrawn` row, its keys in the draws, and the ace's `AceMoved` by step and
        keys (`Keys.step`, `Keys.arrival` and `Keys.arrived`)."""
        self.bet_index = {id(bet): index for index, bet in enumerate(self.bets)}
        """The game's own bets (and the pass) by identity: legal as made, so not checked."""
        self.placing: tuple[tuple[tuple[tuple[str, int] | None, Event, int], ...], ...] = tuple(
            tuple(
                ((bet.suit, bet.stake), ev.BetPlaced(seat, bet.suit, bet.stake),
                 keys.bets[seat][None] ^ keys.bets[seat][bet.suit, bet.stake])
                if isinstance(bet, Bet) else (None, ev.SatOut(seat), 0)
                for bet in self.bets)
            for seat in range(players)
        )
        """By seat and bet index: the bet as the state holds it, its event and the keys it
        swaps in a seat without a bet."""

    def reward(self, place: int, stake: int) -> int | None:
        """What a bet of `stake` whose ace came `place` wins (None: the stake is lost)."""
        rules = self.rules
        if place == 1:
            return rules.win * stake
        if self.places and place == 2:
            return rules.place.of(stake)
        if self.places and place == 3:
            return rules.show.of(stake)
        return None

    def settlement(self, seat: int, key: Settling) -> Settled:
        """What settling the bet of `seat` does, `key` being (the bet, its ace's place, the
        stake paid up front, the payout so far): the amount added to the payout, the reward
        (None: the stake is lost), the `BetSettled` event and the keys the payout swaps;
        kept in `settle`."""
        (suit, stake), place, upfront, old = key
        reward = self.reward(place, stake)
        amount = -(stake - upfront) if reward is None else reward
        row = self.keys.payout[seat]
        found = self.settle[seat][key] = (
            amount, reward, ev.BetSettled(seat, suit, place, amount, self.units),
            row[old] ^ row[old + amount])
        return found

    def checked_bet(self, action: Action, seat: int) -> tuple[tuple[str, int] | None, Event]:
        """The bet `action` of `seat` stands for (None: a pass) and its event, if it is legal
        (the game's own bets are known to be: `placing`)."""
        if not isinstance(action, Bet):
            return None, self.event(ev.SatOut, seat)
        if action.suit not in self.rules.suits:
            raise IllegalAction(action, f"{action.suit} is not a suit (C, D, H or S)")
        if not 1 <= action.stake <= self.rules.max_stake:
            raise IllegalAction(action, f"the stake must be 1 to {self.rules.max_stake}")
        return (action.suit, action.stake), self.event(
            ev.BetPlaced, seat, action.suit, action.stake)

    def card_drawn(self, kind: int, draw: int, pile_left: int) -> ev.CardDrawn:
        """`CardDrawn` of the card of index `kind` as draw number `draw`."""
        row = self.drawn[kind]
        event = row[draw] if draw < len(row) else None
        if not isinstance(event, ev.CardDrawn) or event.pile_left != pile_left:
            card = self.kinds[kind]
            event = ev.CardDrawn(card, suit_of(card), draw, pile_left)
            if draw < len(row):
                row[draw] = event
        return event

    def moved(self, suit: str, old: int, new: int, cause: str) -> Event:
        """The ace of `suit` went from `old` to `new` for `cause`: `HurdleFellBack` for a
        hurdle, else `AceMoved`."""
        key = (suit, old, new, cause)
        event = self._moved.get(key)
        if event is None:
            if cause == "hurdle":
                event = ev.HurdleFellBack(suit, old, new)
            else:
                event = ev.AceMoved(suit, old, new, cause)
            self._moved[key] = event
        return event

    def session_ended(self, totals: tuple[int, ...]) -> Event:
        """`SessionEnded` for the final `totals`, the placing worked out once per totals."""
        event = self._ended.get(totals)
        if event is None:
            event = self._ended[totals] = ev.SessionEnded(totals, competition_placing(totals))
        return event
