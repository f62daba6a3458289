"""`CrazyRaceGame`: the immutable description of one Crazy Race."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, ClassVar, TypeVar

from arcade_races.core.actions import Action, Notation
from arcade_races.core.dice import Die
from arcade_races.core.state import Commentator as CoreCommentator
from arcade_races.core.state import Game
from arcade_races.games.crazy_race import events as ev
from arcade_races.games.crazy_race.actions import (
    NOTATION,
    Accept,
    Again,
    Cancel,
    DealBet,
    Dice,
    DrawAction,
    DrawTrack,
    DropTrack,
    LayTrack,
    Roll,
    Shift,
    Skip,
    Toss,
)
from arcade_races.games.crazy_race.config import ACTION_KINDS, VARIANTS, Rules
from arcade_races.games.crazy_race.zobrist import keys_for

if TYPE_CHECKING:
    from arcade_races.games.crazy_race.state import CrazyRaceState


class CrazyRaceGame(Game):
    """Crazy Race for `players` players under `rules`; the main game unless `basic`."""

    id: ClassVar[str] = "crazy_race"
    title: ClassVar[str] = "Crazy Race"
    min_players: ClassVar[int] = 3
    max_players: ClassVar[int] = 5
    notation: ClassVar[Notation] = NOTATION

    def __init__(self, rules: Rules, players: int, variants: frozenset[str] = frozenset()) -> None:
        self.set_up(players, variants, rules.min_players, rules.max_players, VARIANTS)
        self.rules = rules
        self.main = "basic" not in self.variants
        # Every track card a turn could lay or shift, built once: a turn offers a few hundred
        # of them, and building each anew was most of the time a decision took. Rows are by
        # location `track * pieces + piece`: a turn's listing (`listing.TurnActions`) reads
        # them at its free locations.
        spots = [(t, p) for t in range(rules.tracks) for p in range(rules.pieces_per_track)]
        self.lay_rows: dict[int, tuple[LayTrack, ...]] = {
            int(v): tuple(LayTrack(int(v), t, p) for t, p in spots) for v in rules.track_cards}
        """`lay_rows[value][location]`: laying a card of `value` there."""
        self.lay_by_index: tuple[tuple[LayTrack, ...], ...] = tuple(
            self.lay_rows[int(v)] for v in rules.track_cards)
        """`lay_rows` by the index of the value in the state's per-value counts."""
        self.shift_rows: tuple[tuple[Shift, ...], ...] = tuple(
            tuple(Shift(t1, p1, t2, p2) for t2, p2 in spots) for t1, p1 in spots)
        """`shift_rows[source][destination]`: moving the card at `source` to `destination`."""
        longest = max(rules.spaces, *(int(v) for v in rules.track_cards))
        self.points: tuple[tuple[tuple[int, int], ...], ...] = tuple(
            tuple((piece, offset) for offset in range(longest))
            for piece in range(-1, rules.pieces_per_track))
        """`points[piece + 1][offset]`: a pawn's place `(piece, offset)`, made once for the
        paths of its moves (the start is piece -1)."""
        ends = [(stage + 1) * rules.pieces - 1 for stage in range(rules.stages)]
        self.crossed: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
            tuple(tuple(stage for stage, end in enumerate(ends) if start <= end < to)
                  for to in range(-1, rules.pieces_per_track + 1))
            for start in range(-1, rules.pieces_per_track + 1))
        """`crossed[start + 1][to + 1]`: the stages (0-based, in order) whose last piece a
        pawn passes going from piece `start` (-1: the start) to piece `to` (the finish:
        `pieces_per_track`), made once for a roll's cups."""
        self._intern_the_rest(rules)
        self.zkeys = keys_for(rules, players)
        """The keys of the states' incremental hash (`zobrist`)."""
        self._first: CrazyRaceState | None = None
        """The initial state, built at the first `new_initial_state` (only ever copied)."""

    def _intern_the_rest(self, rules: Rules) -> None:
        """The other actions, the deal and the dice, built once for every state to share: a
        random playout spends most of its steps dealing, drawing and rolling, and building
        the same few values (or the dice's 36 faces) anew at each was most of their cost."""
        n = self.players
        order: list[tuple[int, str]] = []
        for seat in range(n):
            order.append((seat, "bet"))
            order.extend([(seat, "track")] * rules.hand)
            if self.main:
                order.extend([(seat, "action")] * rules.hand)
        self.deal_order: tuple[tuple[int, str], ...] = tuple(order)
        """Who is dealt what at the start: each seat a bet card, then its hands."""
        self.value_index: dict[int, int] = {int(v): i for i, v in enumerate(rules.track_cards)}
        """A track card's value -> its index in the state's per-value counts."""
        self.kind_index: dict[str, int] = {k: i for i, k in enumerate(ACTION_KINDS)}
        """An action card's kind -> its index in the state's per-kind counts."""
        # The chance outcomes by the deck kind they draw (decks name their kinds as text).
        self.deal_bets: dict[str, DealBet] = {str(c.id): DealBet(c.id) for c in rules.bet_cards}
        self.draw_tracks: dict[str, DrawTrack] = {str(v): DrawTrack(int(v))
                                                  for v in rules.track_cards}
        self.draw_actions: dict[str, DrawAction] = {k: DrawAction(k) for k in ACTION_KINDS}
        # The same in the order of the state's piles (`Pile.kinds`), to zip with their counts.
        self.deal_bet_row: tuple[DealBet, ...] = tuple(self.deal_bets.values())
        self.draw_track_row: tuple[DrawTrack, ...] = tuple(self.draw_tracks.values())
        self.draw_action_row: tuple[DrawAction, ...] = tuple(self.draw_actions.values())
        # The (outcome, count) pairs of every draw, made once: `track_pairs[index][count]`
        # (a count up to all the cards of that kind), so a chance node picks its pairs rather
        # than building and freeing one per kind at each draw.
        self.track_pairs = _pairs(self.draw_track_row, tuple(rules.track_cards.values()))
        self.action_pairs = _pairs(self.draw_action_row,
                                   tuple(rules.action_cards[k] if self.main else 0
                                         for k in ACTION_KINDS))
        self.bet_pairs = _pairs(self.deal_bet_row, (1,) * len(self.deal_bet_row))
        self.bet_index: dict[int, int] = {c.id: i for i, c in enumerate(rules.bet_cards)}
        """A bet card's number -> its index in the state's pile of unused bet cards."""
        outcomes: list[tuple[tuple[int, ...], int]] = [((), 1)]
        for die in rules.dice:
            outcomes = [((*faces, f), w * c) for faces, w in outcomes
                        for f, c in Die(die).outcomes()]
        self.dice_outcomes: tuple[tuple[Dice, int], ...] = tuple(
            (Dice(faces), w) for faces, w in outcomes)
        """What the dice can show, each with its weight, in the order of the chance node."""
        self.dice_faces: frozenset[tuple[int, ...]] = frozenset(faces for faces, _ in outcomes)
        self.dice_events: tuple[dict[tuple[int, ...], ev.DiceRolled], ...] = tuple(
            {faces: ev.DiceRolled(seat, faces) for faces, _ in outcomes} for seat in range(n))
        """`dice_events[seat][faces]`: `DiceRolled(seat, faces)`, made once (a roll is a
        seventh of a playout's steps)."""
        self.drops: dict[int, DropTrack] = {int(v): DropTrack(int(v)) for v in rules.track_cards}
        self.next_seat: tuple[int, ...] = tuple((s + 1) % n for s in range(n))
        """`next_seat[seat]`: the seat after `seat` (whose turn is next while nobody has
        finished)."""
        self.laid_events: dict[int, ev.TrackCardLaid] = {}
        """`TrackCardLaid` events by `(seat * locations + location) * values + value index`,
        each made the first time it happens (a lay is a seventh of a playout's steps; at
        most seats * locations * values of them)."""
        self.others: tuple[tuple[int, ...], ...] = tuple(
            tuple(s for s in range(n) if s != seat) for seat in range(n))
        """`others[seat]`: the other seats, in order."""
        self.agains: tuple[Again, ...] = tuple(Again(s) for s in range(n))
        self.skips: tuple[Skip, ...] = tuple(Skip(s) for s in range(n))
        self.other_agains: tuple[tuple[Again, ...], ...] = tuple(
            tuple(self.agains[s] for s in others) for others in self.others)
        """`other_agains[seat]`: an "again" before each of the other seats, in order."""
        self.other_skips: tuple[tuple[Skip, ...], ...] = tuple(
            tuple(self.skips[s] for s in others) for others in self.others)
        """`other_skips[seat]`: a "skip" before each of the other seats, in order."""
        self.tosses: dict[str, Toss] = {k: Toss(k) for k in ACTION_KINDS}
        # The same by the index of the value or kind in the state's counts, for `compress`.
        self.drop_by_index: tuple[DropTrack, ...] = tuple(self.drops.values())
        self.toss_by_index: tuple[Toss, ...] = tuple(self.tosses.values())
        self.bet_rows: dict[int, tuple[int, ...]] = {c.id: c.rows[n] for c in rules.bet_cards
                                                     if n in c.rows}
        """A bet card's number -> the places it asks for with this many players."""
        self.roll = Roll()
        # The events of every deal and turn start, made once (frozen values, shared).
        self.dealt_events: dict[str, tuple[ev.CardDealt, ...]] = {
            kind: tuple(ev.CardDealt(s, kind) for s in range(n))
            for kind in ("bet", "track", "action")}
        """`dealt_events[kind][seat]`: `CardDealt(seat, kind)`."""
        self.drawn_events = (self.dealt_events["track"], self.dealt_events["action"])
        """`dealt_events` of a refill's track (0) and action (1) draws."""
        self.turn_events: tuple[tuple[ev.TurnStarted, ...], ...] = tuple(
            tuple(ev.TurnStarted(s, extra) for s in range(n)) for extra in (False, True))
        """`turn_events[extra][seat]`: `TurnStarted(seat, extra)`."""
        self.accept = Accept()
        self.cancel = Cancel()

    def commentator(self, names: Sequence[str]) -> CoreCommentator:
        from arcade_races.games.crazy_race.commentary import Commentator

        return Commentator(names, self)

    def new_initial_state(self) -> CrazyRaceState:
        # Every race of a game starts from the same state: built once (its lists, piles and
        # hash from scratch cost some 25 steps of a playout) and copied field by field.
        first = self._first
        if first is None:
            from arcade_races.games.crazy_race.state import CrazyRaceState

            first = self._first = CrazyRaceState(self)
        return first.clone()

    def state_from_dict(self, data: dict[str, Any]) -> CrazyRaceState:
        from arcade_races.games.crazy_race.state import CrazyRaceState

        return CrazyRaceState.from_dict(self, data)

    def max_actions(self) -> int:
        longest = self.rules.pieces_per_track * max(self.rules.spaces, *self.rules.track_cards)
        least = sum(min(die) for die in self.rules.dice)
        turns = 2 * (longest // max(1, least) + 2) * self.players
        return self.players * (1 + 2 * self.rules.hand) + turns * (8 + 2 * self.rules.hand)


A = TypeVar("A", bound=Action)


def _pairs(row: tuple[A, ...], most: tuple[int, ...]) -> tuple[tuple[tuple[A, int], ...], ...]:
    """For each outcome of `row`, its pairs `(outcome, count)` for every count up to `most`."""
    return tuple(tuple((a, c) for c in range(m + 1)) for a, m in zip(row, most, strict=True))


def build(
    board: dict[str, Any], config: dict[str, Any], players: int, variants: frozenset[str]
) -> CrazyRaceGame:
    """The `GameSpec.build` of Crazy Race."""
    return CrazyRaceGame(Rules.from_documents(board, config), players, variants)
