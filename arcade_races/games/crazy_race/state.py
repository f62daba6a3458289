"""The state of a Crazy Race: five private tracks of three stages, track cards that stretch
or shrink them, secret bet cards for the stage placings, and (in the main game) action cards
(rulebook: shared/seeds/004, read as shared/RULINGS.md says)."""

from __future__ import annotations

from itertools import compress
from operator import getitem
from typing import Any

from arcade_races.core.actions import Action
from arcade_races.core.chance import CHANCE, Chance
from arcade_races.core.errors import IllegalAction
from arcade_races.core.events import Event
from arcade_races.core.state import Result, State
from arcade_races.core.zobrist import hex64
from arcade_races.games.crazy_race import events as ev
from arcade_races.games.crazy_race import spots
from arcade_races.games.crazy_race.actions import (
    Accept,
    Cancel,
    DealBet,
    Dice,
    DrawAction,
    DrawTrack,
    Roll,
)
from arcade_races.games.crazy_race.config import (
    ACTION_KINDS,
    ANSWER,
    CANCEL,
    DEAL,
    DICE,
    OVER,
    REFILL,
    TURN,
)
from arcade_races.games.crazy_race.draws import dealt, drawn
from arcade_races.games.crazy_race.game import CrazyRaceGame
from arcade_races.games.crazy_race.legal import legal_actions
from arcade_races.games.crazy_race.pawn import rolled
from arcade_races.games.crazy_race.pile import Pile
from arcade_races.games.crazy_race.record import (
    cloned,
    observation,
    restore,
    scrambled,
    snapshot_json,
    to_dict,
)
from arcade_races.games.crazy_race.reshuffle import reshuffle_actions, reshuffle_tracks
from arcade_races.games.crazy_race.scoring import ranking, score
from arcade_races.games.crazy_race.turn import played
from arcade_races.games.crazy_race.zobrist import full_hash

START = -1
"""The piece index of the start space."""
DRAWS = frozenset((DrawTrack, DrawAction, DealBet))
"""The actions of a deal or a refill (by exact class, as `_dealt` dispatches)."""


Pairs = tuple[tuple[tuple[Action, int], ...], ...]
"""A game's `(outcome, count)` pairs of a pile (`CrazyRaceGame.track_pairs`)."""


def _drawable(pairs: Pairs, counts: list[int]) -> list[tuple[Action, int]]:
    """The pairs `(outcome, count)` of the kinds a pile still holds, in its order: the
    game's own pairs (`CrazyRaceGame.track_pairs`), picked by count in C."""
    try:
        return list(compress(map(getitem, pairs, counts), counts))
    except IndexError:  # more of a kind than the game has (only a hand-made snapshot)
        return [(row[0][0], c) for row, c in zip(pairs, counts, strict=True) if c]


class CrazyRaceState(State):
    """One point of a Crazy Race."""

    # Slots: a playout stores to the state's fields at every step, and past 30 fields an
    # instance's values live in a plain dict (each store a dict insert).
    __slots__ = ("_hash", "action_discard", "action_pile", "again_left", "bets", "cards", "cups",
                 "deal_step", "finished", "free_cards", "free_spots", "game", "hand_action",
                 "hand_track", "laid_by", "lying", "mover", "need", "next_cup", "pawn",
                 "pawn_at", "pending", "phase", "pieces_per_track", "played_action",
                 "played_track", "players", "rules", "seat", "track_discard",
                 "track_pile", "turns", "unused_bets", "values", "zkeys")

    game: CrazyRaceGame

    def __init__(self, game: CrazyRaceGame) -> None:
        self.game = game
        rules = game.rules
        self.rules = rules
        self.players = game.players
        self.pieces_per_track = rules.pieces_per_track
        """`rules.pieces_per_track` (a property, computed at each reading), for the hot paths."""
        n = game.players
        self.values = list(rules.track_cards)
        self.bets = [0] * n
        self.unused_bets = Pile([str(c.id) for c in rules.bet_cards], [1] * len(rules.bet_cards))
        self.track_pile = Pile([str(v) for v in self.values], list(rules.track_cards.values()))
        self.track_discard = [0] * len(self.values)
        self.action_pile = Pile(list(ACTION_KINDS),
                                [rules.action_cards[k] if game.main else 0 for k in ACTION_KINDS])
        self.action_discard = [0] * len(ACTION_KINDS)
        self.hand_track = [[0] * len(self.values) for _ in range(n)]
        self.hand_action = [[0] * len(ACTION_KINDS) for _ in range(n)]
        self.cards = [[-1] * rules.pieces_per_track for _ in range(rules.tracks)]
        # Who put each lying card where it lies (-1: no card): public, as everyone saw it laid.
        self.laid_by = [[-1] * rules.pieces_per_track for _ in range(rules.tracks)]
        self.pawn = [[START, 0] for _ in range(n)]
        self.finished: list[int] = []
        self.free_spots: list[int] = []
        """The free locations `track * pieces + piece` (no track card, no pawn), ascending;
        kept with `free_cards` (a track card, no pawn) as cards and pawns move, for listing
        a turn's actions without looking at every location."""
        self.free_cards: list[int] = []
        self.pawn_at: list[int] = []
        """`pawn_piece` of every track, -1 for None (kept with the pawns, for the hot paths:
        a location's piece is never -1)."""
        self.index_spots()
        self.cups = [[0] * rules.stages for _ in range(n)]
        self.next_cup = [1] * rules.stages
        self.lying = [""] * n
        self.deal_step = 0
        self.seat = 0
        self.turns = 0
        self.played_track = False
        self.played_action = False
        self.again_left = 0
        self.pending: list[Any] = []
        self.need = [0, 0]
        self.phase = DEAL
        self.mover: int | Chance | None = CHANCE
        """What `to_move()` says, kept with every change of the phase, the seat on turn or
        the card awaiting an answer (a playout asks it at every step)."""
        self.zkeys = game.zkeys
        """The game's keys (`zobrist`), at hand for the hot paths."""
        self._hash = full_hash(self)
        """The incremental hash (`zobrist`): every change below swaps the keys of the facts
        it changes, so `fingerprint()` only reads it."""

    # -- small helpers -----------------------------------------------------------------

    def index_spots(self) -> None:
        """Find `free_spots` and `free_cards` afresh, from the cards and the pawns."""
        spots.index_spots(self)

    def set_card(self, track: int, piece: int, value: int) -> None:
        """Lay a card of `value` spaces on a location (-1: take its card away)."""
        row = self.cards[track]
        was, row[piece] = row[piece], value
        keys = self.zkeys.card[track * self.pieces_per_track + piece]
        self._hash ^= keys[was + 1] ^ keys[value + 1]
        # A location under a pawn is in neither list, before and after.
        if (was < 0) != (value < 0) and self.pawn_at[track] != piece:
            spot = track * self.pieces_per_track + piece
            if was < 0:
                spots.spot_taken(self, spot)
                spots.card_freed(self, spot)
            else:
                spots.card_taken(self, spot)
                spots.spot_freed(self, spot)

    def length(self, track: int, piece: int) -> int:
        """The spaces of a piece: its track card's, or the printed ones."""
        card = self.cards[track][piece]
        return self.rules.spaces if card < 0 else card

    def pawn_piece(self, track: int) -> int | None:
        """The piece the pawn of `track` stands on (None: no pawn there, or it has finished)."""
        if track >= self.players or track in self.finished:
            return None
        piece = self.pawn[track][0]
        return piece if piece >= 0 else None

    def is_free(self, track: int, piece: int) -> bool:
        """RULINGS: a free location has no pawn and no track card."""
        return self.cards[track][piece] < 0 and self.pawn_piece(track) != piece

    def bet_row(self, seat: int) -> tuple[int, ...]:
        """The places `seat`'s bet card asks for with this many players."""
        return self.game.bet_rows[self.bets[seat]]

    def targets(self, seat: int) -> list[int]:
        """Seats an action card may be laid before: racing, no card lying there yet."""
        lying, finished = self.lying, self.finished
        if not finished and not any(lying):  # most of a race: every other seat
            return list(self.game.others[seat])
        return [s for s in self.game.others[seat] if not lying[s] and s not in finished]

    # -- the contract ------------------------------------------------------------------

    def to_move(self) -> int | Chance | None:
        return self.mover

    def is_over(self) -> bool:
        return self.mover is None

    def mover_now(self) -> int | Chance | None:
        """Who moves, worked out from the phase (what `mover` is kept equal to)."""
        if self.phase in (DEAL, DICE, REFILL):
            return CHANCE
        if self.phase == TURN:
            return self.seat
        if self.phase == ANSWER:
            return int(self.pending[1])
        return None

    legal_actions = legal_actions  # (`legal`: the function itself, a call less a listing)

    def chance_outcomes(self) -> list[tuple[Action, int]]:
        # The phases in the order a playout meets them most: a refill's draws, the dice.
        # A draw's outcomes are `_drawable`'s, written out here for the two piles most drawn
        # (a call less at some two steps in five; a hand-made snapshot's count past the
        # game's cards asks `_drawable`).
        phase = self.phase
        pairs: Pairs
        if phase == REFILL:
            game = self.game
            if self.need[0]:
                pairs, counts = game.track_pairs, self.track_pile.counts
            else:
                pairs, counts = game.action_pairs, self.action_pile.counts
        elif phase == DICE:
            return list(self.game.dice_outcomes)
        elif phase == DEAL:
            game = self.game
            kind = game.deal_order[self.deal_step][1]
            if kind == "track":
                pairs, counts = game.track_pairs, self.track_pile.counts
            elif kind == "action":
                pairs, counts = game.action_pairs, self.action_pile.counts
            else:
                return self._draw_outcomes(kind)
        else:
            return []
        try:
            return list(compress(map(getitem, pairs, counts), counts))
        except IndexError:
            return _drawable(pairs, counts)

    def _draw_outcomes(self, kind: str) -> list[tuple[Action, int]]:
        game = self.game
        if kind == "track":
            return _drawable(game.track_pairs, self.track_pile.counts)
        if kind == "bet":
            return _drawable(game.bet_pairs, self.unused_bets.counts)
        return _drawable(game.action_pairs, self.action_pile.counts)

    def apply(self, action: Action) -> list[Event]:
        events: list[Event] = []
        phase = self.phase
        # The phases in the order a playout meets them most (turns, draws, the dice).
        if phase == TURN:
            if type(action) is Roll:  # a turn's most played action, here without a call
                self._hash ^= self.zkeys.turn_to_dice
                self.phase = DICE
                self.mover = CHANCE
            else:
                played(self, action, events)
        elif phase == REFILL and type(action) in DRAWS:
            drawn(self, action, events)
        elif phase == DEAL and type(action) in DRAWS:
            dealt(self, action, events)
        elif phase == DICE and type(action) is Dice:
            assert isinstance(action, Dice)
            # The event of these faces, made once: none if the dice cannot show them.
            shown = self.game.dice_events[self.seat].get(action.faces)
            if shown is None:
                raise IllegalAction(action, "the dice cannot show that")
            rolled(self, shown, events)
        elif phase == ANSWER and isinstance(action, (Accept, Cancel)):
            self._answer(action, events)
        elif phase == OVER:
            raise IllegalAction(action, "the race is over")
        else:
            raise IllegalAction(action, f"not a move of the {phase} phase")
        return events

    # -- dealing and drawing -----------------------------------------------------------

    def _refill(self, events: list[Event]) -> None:
        """End of a turn: draw back up to 4 track (and action) cards."""
        seat, hand = self.seat, self.rules.hand
        need = [max(0, hand - sum(self.hand_track[seat])),
                max(0, hand - sum(self.hand_action[seat])) if self.game.main else 0]
        tracks, actions = need
        # Mostly cards to draw and the piles hold some: to the refill directly (what
        # `_set_need` and `_continue_refill` do then, inline: once every turn).
        if ((tracks or actions) and (not tracks or self.track_pile.size)
                and (not actions or self.action_pile.size) and self.phase != REFILL):
            keys, was = self.zkeys, self.need
            steps = keys.need_step
            self._hash ^= (steps[0][was[0]][tracks] ^ steps[1][was[1]][actions]
                           ^ keys.to_refill[self.phase])
            self.need = need
            self.phase = REFILL
            self.mover = CHANCE
            return
        self._set_need(need)
        self._continue_refill(events)

    def _set_need(self, need: list[int]) -> None:
        """The cards still to draw: track, action."""
        rows, was = self.zkeys.need, self.need
        self._hash ^= rows[0][was[0]] ^ rows[1][was[1]] ^ rows[0][need[0]] ^ rows[1][need[1]]
        self.need = need

    def _continue_refill(self, events: list[Event]) -> None:
        need = self.need
        if need[0] and not self.track_pile.size:
            reshuffle_tracks(self, events)
            if not self.track_pile.size:
                self._set_need([0, need[1]])  # nothing to draw even after reshuffling
        need = self.need
        if need[1] and not self.action_pile.size:
            reshuffle_actions(self, events)
            if not self.action_pile.size:
                self._set_need([need[0], 0])
        need = self.need
        if need[0] or need[1]:
            if self.phase != REFILL:
                self._set_phase(REFILL)
            return
        self._next_turn(events)

    # -- turns -------------------------------------------------------------------------

    def _start_turn(self, seat: int, events: list[Event], extra: bool) -> None:
        keys = self.zkeys
        turns, steps = self.turns, keys.turn_step
        self._hash ^= (keys.seat[self.seat] ^ keys.seat[seat]
                       ^ keys.unplay[self.played_track][self.played_action]
                       ^ (steps[turns] if turns < len(steps)
                          else keys.turns(turns) ^ keys.turns(turns + 1)))
        self.seat = seat
        self.played_track = self.played_action = False
        self.turns += 1
        lying = self.lying[seat]
        if lying and not extra:
            self.lying[seat] = ""
            i = self.game.kind_index[lying]
            self.action_discard[i] += 1
            self._hash ^= (keys.lying[seat][i + 1] ^ keys.lying[seat][0]
                           ^ keys.action_discard[i][self.action_discard[i]])
            if lying == "skip":
                # "must skip a turn ... may not play any cards and may not roll the dice".
                events.append(ev.TurnSkipped(seat))
                self._next_turn(events)
                return
            events.append(ev.OnTurnAgain(seat))
            self._set_again(1)
        events.append(self.game.turn_events[extra][seat])
        if self.phase != TURN:
            self._hash ^= keys.phase[self.phase] ^ keys.phase[TURN]
            self.phase = TURN
        self.mover = seat

    def _set_phase(self, phase: str) -> None:
        """Move to `phase`."""
        keys = self.zkeys.phase
        self._hash ^= keys[self.phase] ^ keys[phase]
        self.phase = phase
        self.mover = self.mover_now()

    def _set_again(self, left: int) -> None:
        """The extra turns left of "on turn again"."""
        keys = self.zkeys.again_left
        self._hash ^= keys[self.again_left] ^ keys[left]
        self.again_left = left

    def _next_turn(self, events: list[Event]) -> None:
        seat = self.seat
        if not self.finished:  # most of a race: the next seat
            self._start_turn(self.game.next_seat[seat], events, extra=False)
            return
        for _ in range(self.players):
            seat = (seat + 1) % self.players
            if seat not in self.finished:
                self._start_turn(seat, events, extra=False)
                return
        raise AssertionError("no seat left to move")  # the race ends before that

    def _answer(self, action: Action, events: list[Event]) -> None:
        attacker, target, kind = int(self.pending[0]), int(self.pending[1]), str(self.pending[2])
        keys = self.zkeys
        k = self.game.kind_index[kind]
        if isinstance(action, Cancel):
            i = CANCEL
            if not self.hand_action[target][i]:
                raise IllegalAction(action, "no cancel card in hand")
            discard = self.action_discard
            self._hash ^= (keys.hand_action[target][i][self.hand_action[target][i]]
                           ^ keys.action_discard[i][discard[i] + 1])
            self.hand_action[target][i] -= 1
            discard[i] += 1
            discard[k] += 1
            self._hash ^= keys.action_discard[k][discard[k]]
            events.append(ev.ActionCancelled(attacker, target, kind))
        else:
            self._hash ^= keys.lying[target][self.game.kind_index.get(self.lying[target], -1) + 1]
            self._hash ^= keys.lying[target][k + 1]
            self.lying[target] = kind
            events.append(ev.ActionAccepted(target, kind))
        self._hash ^= keys.pending[attacker][target][k] ^ keys.pending_none
        self.pending = []
        self._set_phase(TURN)

    # -- reading the state -------------------------------------------------------------

    def result(self) -> Result:
        over = self.phase == OVER
        bets = [list(self.bet_row(s)) for s in range(self.players)] if over else []
        placings = [list(c) for c in self.cups]
        points = score(bets, placings) if over else [0] * self.players
        placing = tuple(1 + sum(1 for q in points if q > p) for p in points)
        figures = {"bets": bets, "placings": placings, "scores": points,
                   "ranking": ranking(points)}
        return Result(placing, tuple(points), figures)

    def observation(self, seat: int | None) -> dict[str, Any]:
        return observation(self, seat)

    def to_dict(self) -> dict[str, Any]:
        return to_dict(self)

    def snapshot_json(self) -> str:
        return snapshot_json(self)

    def fingerprint(self) -> str:
        """The incremental hash (`zobrist`), kept up to date by every change."""
        return hex64(self._hash)

    @classmethod
    def from_dict(cls, game: CrazyRaceGame, data: dict[str, Any]) -> CrazyRaceState:
        """Rebuild a state from `to_dict()` output."""
        state = cls(game)
        restore(state, data)
        state.mover = state.mover_now()
        return state

    def clone(self) -> CrazyRaceState:
        return cloned(self)

    def scramble_secrets(self, owner: int | None, u: float) -> CrazyRaceState:
        """A seat's bet card and hands are its own secrets (see `record.scrambled`)."""
        return scrambled(self, owner, u)

