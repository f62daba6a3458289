"""The state of a Crazy Race: five private tracks of three stages, track cards that stretch
or shrink them, secret bet cards for the stage placings, and (in the main game) action cards
(rulebook: shared/seeds/004, read as shared/RULINGS.md says)."""

from __future__ import annotations

from bisect import insort
from typing import Any

from arcade_races.core.actions import Action
from arcade_races.core.chance import CHANCE, Chance
from arcade_races.core.deck import Deck
from arcade_races.core.errors import IllegalAction
from arcade_races.core.events import Event
from arcade_races.core.state import Result, State
from arcade_races.games.crazy_race import events as ev
from arcade_races.games.crazy_race.actions import (
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
from arcade_races.games.crazy_race.config import ACTION_KINDS
from arcade_races.games.crazy_race.game import CrazyRaceGame
from arcade_races.games.crazy_race.legal import turn_actions, why_not
from arcade_races.games.crazy_race.record import (
    observation,
    restore,
    scrambled,
    snapshot_json,
    to_dict,
)
from arcade_races.games.crazy_race.scoring import ranking, score

DEAL = "deal"
TURN = "turn"
ANSWER = "answer"
DICE = "dice"
REFILL = "refill"
OVER = "over"
START = -1
"""The piece index of the start space."""
CANCEL = ACTION_KINDS.index("cancel")


class CrazyRaceState(State):
    """One point of a Crazy Race."""

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
        self.unused_bets = Deck([str(c.id) for c in rules.bet_cards], [1] * len(rules.bet_cards))
        self.track_pile = Deck([str(v) for v in self.values], list(rules.track_cards.values()))
        self.track_discard = [0] * len(self.values)
        self.action_pile = Deck(list(ACTION_KINDS),
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

    # -- small helpers -----------------------------------------------------------------

    def index_spots(self) -> None:
        """Find `free_spots` and `free_cards` afresh, from the cards and the pawns."""
        pieces = self.rules.pieces_per_track
        pawns = [self.pawn_piece(t) for t in range(len(self.cards))]
        spots = [(t * pieces + p, card) for t, row in enumerate(self.cards)
                 for p, card in enumerate(row) if pawns[t] != p]
        self.free_spots = [spot for spot, card in spots if card < 0]
        self.free_cards = [spot for spot, card in spots if card >= 0]

    def resort(self, track: int, piece: int) -> None:
        """Put one location back in `free_spots` or `free_cards` (or neither, under a pawn)
        after its card or a pawn changed."""
        pieces = self.pieces_per_track
        if not (0 <= piece < pieces and 0 <= track < self.rules.tracks):
            return
        spot = track * pieces + piece
        for spots in (self.free_spots, self.free_cards):
            if spot in spots:
                spots.remove(spot)
        if self.pawn_piece(track) != piece:
            insort(self.free_spots if self.cards[track][piece] < 0 else self.free_cards, spot)

    def set_card(self, track: int, piece: int, value: int) -> None:
        """Lay a card of `value` spaces on a location (-1: take its card away)."""
        row = self.cards[track]
        was, row[piece] = row[piece], value
        # A location under a pawn is in neither list, before and after.
        if (was < 0) != (value < 0) and self.pawn_piece(track) != piece:
            spot = track * self.pieces_per_track + piece
            if was < 0:
                self.free_spots.remove(spot)
                insort(self.free_cards, spot)
            else:
                self.free_cards.remove(spot)
                insort(self.free_spots, spot)

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
        return [s for s in range(self.players)
                if s != seat and s not in self.finished and not self.lying[s]]

    # -- the contract ------------------------------------------------------------------

    def to_move(self) -> int | Chance | None:
        if self.phase in (DEAL, DICE, REFILL):
            return CHANCE
        if self.phase == TURN:
            return self.seat
        if self.phase == ANSWER:
            return int(self.pending[1])
        return None

    def legal_actions(self) -> list[Action]:
        if self.phase == TURN:
            return turn_actions(self)
        if self.phase == ANSWER:
            game = self.game
            holds = self.hand_action[int(self.pending[1])][CANCEL] > 0
            return [game.accept, game.cancel] if holds else [game.accept]
        return [action for action, _ in self.chance_outcomes()]

    def chance_outcomes(self) -> list[tuple[Action, int]]:
        if self.phase == DEAL:
            _, kind = self.game.deal_order[self.deal_step]
            return self._draw_outcomes(kind)
        if self.phase == DICE:
            return list(self.game.dice_outcomes)
        if self.phase == REFILL:
            return self._draw_outcomes("track" if self.need[0] else "action")
        return []

    def _draw_outcomes(self, kind: str) -> list[tuple[Action, int]]:
        game = self.game
        if kind == "bet":
            bets = game.deal_bets
            return [(bets[c], n) for c, n in self.unused_bets.outcomes()]
        if kind == "track":
            draws = game.draw_tracks
            return [(draws[v], n) for v, n in self.track_pile.outcomes()]
        picks = game.draw_actions
        return [(picks[k], n) for k, n in self.action_pile.outcomes()]

    def apply(self, action: Action) -> list[Event]:
        events: list[Event] = []
        phase = self.phase
        # The phases in the order a playout meets them most (turns, draws, the dice).
        if phase == TURN:
            self._turn(action, events)
        elif phase in (DEAL, REFILL) and isinstance(action, (DrawTrack, DrawAction, DealBet)):
            self._dealt(action, events)
        elif phase == DICE and isinstance(action, Dice):
            if action.faces not in self.game.dice_faces:
                raise IllegalAction(action, "the dice cannot show that")
            self._rolled(action.faces, events)
        elif phase == ANSWER and isinstance(action, (Accept, Cancel)):
            self._answer(action, events)
        elif phase == OVER:
            raise IllegalAction(action, "the race is over")
        else:
            raise IllegalAction(action, f"not a move of the {phase} phase")
        return events

    # -- dealing and drawing -----------------------------------------------------------

    def _dealt(self, action: Action, events: list[Event]) -> None:
        game = self.game
        dealing = self.phase == DEAL
        if dealing:
            seat, kind = game.deal_order[self.deal_step]
        else:
            seat, kind = self.seat, "track" if self.need[0] else "action"
        # Track cards are drawn most, then action cards; a bet card once a seat.
        if kind == "track" and isinstance(action, DrawTrack):
            _take(self.track_pile, str(action.value), action)
            self.hand_track[seat][game.value_index[action.value]] += 1
        elif kind == "action" and isinstance(action, DrawAction):
            _take(self.action_pile, action.kind, action)
            self.hand_action[seat][game.kind_index[action.kind]] += 1
        elif kind == "bet" and isinstance(action, DealBet):
            _take(self.unused_bets, str(action.card), action)
            self.bets[seat] = action.card
        else:
            raise IllegalAction(action, f"a {kind} card is dealt now")
        events.append(ev.CardDealt(seat, kind))
        if dealing:
            self.deal_step += 1
            if self.deal_step == len(game.deal_order):
                self._start_turn(0, events, extra=False)
            return
        self.need[0 if kind == "track" else 1] -= 1
        self._continue_refill(events)

    def _refill(self, events: list[Event]) -> None:
        """End of a turn: draw back up to 4 track (and action) cards."""
        seat, hand = self.seat, self.rules.hand
        self.need = [max(0, hand - sum(self.hand_track[seat])),
                     max(0, hand - sum(self.hand_action[seat])) if self.game.main else 0]
        self._continue_refill(events)

    def _continue_refill(self, events: list[Event]) -> None:
        need = self.need
        if need[0] and not len(self.track_pile):
            self._reshuffle_tracks(events)
            if not len(self.track_pile):
                need[0] = 0  # nothing to draw even after reshuffling
        if need[1] and not len(self.action_pile):
            self._reshuffle_actions(events)
            if not len(self.action_pile):
                need[1] = 0
        if need[0] or need[1]:
            self.phase = REFILL
            return
        self._next_turn(events)

    def _reshuffle_tracks(self, events: list[Event]) -> None:
        # RULINGS: the track pile takes its discards and the track cards lying wholly behind
        # the pawn on their track.
        from_track = 0
        for track in range(min(self.players, self.rules.tracks)):
            piece = self.pawn_piece(track)
            if piece is None:
                continue
            for p in range(piece):
                value = self.cards[track][p]
                if value >= 0:
                    self.set_card(track, p, -1)
                    self.laid_by[track][p] = -1
                    self.track_discard[self.values.index(value)] += 1
                    from_track += 1
        total = sum(self.track_discard)
        for i, count in enumerate(self.track_discard):
            if count:
                self.track_pile.add(str(self.values[i]), count)
        self.track_discard = [0] * len(self.values)
        events.append(ev.PileReshuffled("track", total, from_track))

    def _reshuffle_actions(self, events: list[Event]) -> None:
        total = sum(self.action_discard)
        for i, count in enumerate(self.action_discard):
            if count:
                self.action_pile.add(ACTION_KINDS[i], count)
        self.action_discard = [0] * len(ACTION_KINDS)
        events.append(ev.PileReshuffled("action", total, 0))

    # -- turns -------------------------------------------------------------------------

    def _start_turn(self, seat: int, events: list[Event], extra: bool) -> None:
        self.seat = seat
        self.played_track = self.played_action = False
        lying = self.lying[seat]
        if lying and not extra:
            self.lying[seat] = ""
            self.action_discard[self.game.kind_index[lying]] += 1
            if lying == "skip":
                # "must skip a turn ... may not play any cards and may not roll the dice".
                events.append(ev.TurnSkipped(seat))
                self.turns += 1
                self._next_turn(events)
                return
            events.append(ev.OnTurnAgain(seat))
            self.again_left = 1
        self.turns += 1
        events.append(ev.TurnStarted(seat, extra))
        self.phase = TURN

    def _next_turn(self, events: list[Event]) -> None:
        seat = self.seat
        for _ in range(self.players):
            seat = (seat + 1) % self.players
            if seat not in self.finished:
                self._start_turn(seat, events, extra=False)
                return
        raise AssertionError("no seat left to move")  # the race ends before that

    def _turn(self, action: Action, events: list[Event]) -> None:
        seat = self.seat
        if isinstance(action, Roll):
            self.phase = DICE
            return
        why = why_not(self, action)
        if why:
            raise IllegalAction(action, why)
        if isinstance(action, LayTrack):
            before = self.length(action.track, action.piece)
            self.hand_track[seat][self.game.value_index[action.value]] -= 1
            self.set_card(action.track, action.piece, action.value)
            self.laid_by[action.track][action.piece] = seat
            self.played_track = True
            events.append(ev.TrackCardLaid(seat, action.value, action.track, action.piece,
                                           before))
        elif isinstance(action, DropTrack):
            i = self.game.value_index[action.value]
            self.hand_track[seat][i] -= 1
            self.track_discard[i] += 1
            self.played_track = True
            events.append(ev.TrackCardDropped(seat, action.value))
        elif isinstance(action, Shift):
            self._discard_action(seat, "move")
            value = self.cards[action.from_track][action.from_piece]
            self.set_card(action.from_track, action.from_piece, -1)
            self.set_card(action.to_track, action.to_piece, value)
            # Ours: a moved card is the mover's from now on, as the mover chose where it lies.
            self.laid_by[action.from_track][action.from_piece] = -1
            self.laid_by[action.to_track][action.to_piece] = seat
            events.append(ev.TrackCardShifted(seat, action.from_track, action.from_piece,
                                              action.to_track, action.to_piece, value))
        elif isinstance(action, (Again, Skip)):
            kind = "again" if isinstance(action, Again) else "skip"
            self.hand_action[seat][self.game.kind_index[kind]] -= 1
            self.played_action = True
            self.pending = [seat, action.seat, kind]
            events.append(ev.ActionPlayed(seat, kind, action.seat))
            self.phase = ANSWER
        elif isinstance(action, Toss):
            self._discard_action(seat, action.kind)
            events.append(ev.ActionTossed(seat, action.kind))

    def _discard_action(self, seat: int, kind: str) -> None:
        i = self.game.kind_index[kind]
        self.hand_action[seat][i] -= 1
        self.action_discard[i] += 1
        self.played_action = True

    def _answer(self, action: Action, events: list[Event]) -> None:
        attacker, target, kind = int(self.pending[0]), int(self.pending[1]), str(self.pending[2])
        self.pending = []
        if isinstance(action, Cancel):
            i = CANCEL
            if not self.hand_action[target][i]:
                raise IllegalAction(action, "no cancel card in hand")
            self.hand_action[target][i] -= 1
            self.action_discard[i] += 1
            self.action_discard[self.game.kind_index[kind]] += 1
            events.append(ev.ActionCancelled(attacker, target, kind))
        else:
            self.lying[target] = kind
            events.append(ev.ActionAccepted(target, kind))
        self.phase = TURN

    # -- the dice and the pawn ---------------------------------------------------------

    def _rolled(self, faces: tuple[int, ...], events: list[Event]) -> None:
        seat = self.seat
        events.append(ev.DiceRolled(seat, faces))
        self._advance(seat, sum(faces), events)
        if len(self.finished) >= self.players - 1:
            self._end_race(events)
            return
        if seat in self.finished:
            # "The race is finished for this player, and he places his track cards on the
            # discard pile" (his action cards too: ours).
            for i, count in enumerate(self.hand_track[seat]):
                self.track_discard[i] += count
            for i, count in enumerate(self.hand_action[seat]):
                self.action_discard[i] += count
            self.hand_track[seat] = [0] * len(self.values)
            self.hand_action[seat] = [0] * len(ACTION_KINDS)
            self.again_left = 0
            self._next_turn(events)
            return
        if self.again_left:
            self.again_left -= 1
            self._start_turn(seat, events, extra=True)  # cards are topped up after both
            return
        self._refill(events)

    def _advance(self, seat: int, steps: int, events: list[Event]) -> None:
        """Move the pawn space by space; crossing a stage's end takes that stage's next cup,
        surplus pips carry on, and surplus past the last stage is lost."""
        rules = self.rules
        last, per, stages = self.pieces_per_track, rules.pieces, rules.stages
        cups = self.cups[seat]
        piece, offset = self.pawn[seat]
        path: list[tuple[int, int]] = [(piece, offset)]
        # The spaces of each piece of this track (its card's, or the printed ones).
        spaces = rules.spaces
        lengths = [spaces if card < 0 else card for card in self.cards[seat]]
        for _ in range(steps):
            if piece >= 0 and offset + 1 < lengths[piece]:
                offset += 1
            else:
                nxt = piece + 1
                while nxt < last and lengths[nxt] == 0:
                    nxt += 1
                # The stage ends crossed from `piece` to `nxt` (piece <= end < nxt), from
                # the stage `piece` is in: earlier stages end before it.
                stage = piece // per if piece >= 0 else 0
                end = (stage + 1) * per - 1
                while stage < stages and end < nxt:
                    if not cups[stage]:
                        place = self.next_cup[stage]
                        self.next_cup[stage] += 1
                        cups[stage] = place
                        events.append(ev.CupWon(seat, stage + 1, place))
                    stage += 1
                    end += per
                if nxt >= last:
                    self.finished.append(seat)
                    piece, offset = last, 0
                    path.append((piece, offset))
                    events.append(ev.PawnMoved(seat, tuple(path)))
                    events.append(ev.PawnFinished(seat, len(self.finished)))
                    self.pawn[seat] = [piece, offset]
                    self.resort(seat, path[0][0])  # its piece is free again
                    return
                piece, offset = nxt, 0
            path.append((piece, offset))
        self.pawn[seat] = [piece, offset]
        if piece != path[0][0]:
            self.resort(seat, path[0][0])
            self.resort(seat, piece)
        events.append(ev.PawnMoved(seat, tuple(path)))

    def _end_race(self, events: list[Event]) -> None:
        last = next(s for s in range(self.players) if s not in self.finished)
        # The last pawn takes the remaining places.
        for stage in range(self.rules.stages):
            if not self.cups[last][stage]:
                self.cups[last][stage] = self.next_cup[stage]
                self.next_cup[stage] += 1
                events.append(ev.CupWon(last, stage + 1, self.cups[last][stage]))
        events.append(ev.RaceFinished(last))
        self.phase = OVER
        bets = tuple(self.bet_row(s) for s in range(self.players))
        placings = tuple(tuple(c) for c in self.cups)
        events.append(ev.BetsRevealed(bets, placings, tuple(score(bets, placings))))

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

    @classmethod
    def from_dict(cls, game: CrazyRaceGame, data: dict[str, Any]) -> CrazyRaceState:
        """Rebuild a state from `to_dict()` output."""
        state = cls(game)
        restore(state, data)
        return state

    def clone(self) -> CrazyRaceState:
        new = CrazyRaceState.__new__(CrazyRaceState)
        new.game, new.rules, new.players = self.game, self.rules, self.players
        new.pieces_per_track = self.pieces_per_track
        new.values = self.values.copy()
        new.bets = self.bets.copy()
        new.unused_bets = self.unused_bets.copy()
        new.track_pile = self.track_pile.copy()
        new.track_discard = self.track_discard.copy()
        new.action_pile = self.action_pile.copy()
        new.action_discard = self.action_discard.copy()
        new.hand_track = [h.copy() for h in self.hand_track]
        new.hand_action = [h.copy() for h in self.hand_action]
        new.cards = [row.copy() for row in self.cards]
        new.laid_by = [row.copy() for row in self.laid_by]
        new.free_spots = self.free_spots.copy()
        new.free_cards = self.free_cards.copy()
        new.pawn = [p.copy() for p in self.pawn]
        new.finished = self.finished.copy()
        new.cups = [c.copy() for c in self.cups]
        new.next_cup = self.next_cup.copy()
        new.lying = self.lying.copy()
        new.deal_step = self.deal_step
        new.seat = self.seat
        new.turns = self.turns
        new.played_track = self.played_track
        new.played_action = self.played_action
        new.again_left = self.again_left
        new.pending = self.pending.copy()
        new.need = self.need.copy()
        new.phase = self.phase
        new.copy_digest(self)
        return new

    def scramble_secrets(self, owner: int | None, u: float) -> CrazyRaceState:
        """A seat's bet card and hands are its own secrets (see `record.scrambled`)."""
        return scrambled(self, owner, u)


def _take(deck: Deck, kind: str, action: Action) -> None:
    """Take a card of `kind` out of `deck` for `action` (`IllegalAction` if none is left)."""
    try:
        deck.remove(kind)
    except ValueError:
        raise IllegalAction(action, f"no {kind} left to deal") from None
