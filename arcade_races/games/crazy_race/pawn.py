"""The dice and the pawn of a Crazy Race: a roll moves the pawn of the seat on turn space by
space, wins the cups of the stages it leaves, may finish it or the race (rulebook:
shared/seeds/004, read as shared/RULINGS.md says). Each change swaps its keys in the state's
incremental hash (`zobrist`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arcade_races.core.events import Event
from arcade_races.games.crazy_race import events as ev
from arcade_races.games.crazy_race.scoring import score
from arcade_races.games.crazy_race.spots import pawn_left, pawn_moved

if TYPE_CHECKING:
    from arcade_races.games.crazy_race.state import CrazyRaceState


def rolled(state: CrazyRaceState, shown: ev.DiceRolled, events: list[Event]) -> None:
    """The dice of the seat on turn showed `shown.faces` (its event, `shown`, is told): its
    pawn moves, then the turn goes on (on turn again), ends (the cards topped up) or the
    race does."""
    seat = state.seat
    events.append(shown)
    advance(state, seat, sum(shown.faces), events)
    finished = state.finished
    if finished and len(finished) >= state.players - 1:
        end_race(state, events)
        return
    if finished and seat in finished:
        # "The race is finished for this player, and he places his track cards on the
        # discard pile" (his action cards too: ours).
        keys = state.zkeys
        h = state._hash
        for i, count in enumerate(state.hand_track[seat]):
            was = state.track_discard[i]
            for c in range(1, count + 1):
                h ^= keys.hand_track[seat][i][c] ^ keys.track_discard[i][was + c]
            state.track_discard[i] = was + count
        for i, count in enumerate(state.hand_action[seat]):
            was = state.action_discard[i]
            for c in range(1, count + 1):
                h ^= keys.hand_action[seat][i][c] ^ keys.action_discard[i][was + c]
            state.action_discard[i] = was + count
        state._hash = h
        state.hand_track[seat] = [0] * len(state.hand_track[seat])
        state.hand_action[seat] = [0] * len(state.hand_action[seat])
        state._set_again(0)
        state._next_turn(events)
        return
    if state.again_left:
        state._set_again(state.again_left - 1)
        state._start_turn(seat, events, extra=True)  # cards are topped up after both
        return
    state._refill(events)


def advance(state: CrazyRaceState, seat: int, steps: int, events: list[Event]) -> None:
    """Move the pawn space by space; crossing a stage's end takes that stage's next cup,
    surplus pips carry on, and surplus past the last stage is lost."""
    keys = state.zkeys
    last = state.pieces_per_track
    piece, offset = state.pawn[seat]
    pawn_keys = keys.pawn[seat]
    state._hash ^= pawn_keys[piece + 1][offset]
    game = state.game
    points = game.points
    # The path is put together a piece at a time, each piece's spaces one slice of the
    # points made once (`begin`: where on the piece it came in).
    path: tuple[tuple[int, int], ...] = ()
    start, begin = piece, offset
    # The spaces of a piece: its card's, or the printed ones.
    spaces, row = state.rules.spaces, state.cards[seat]
    left = steps
    while left:
        if piece >= 0:
            length = row[piece]
            # The spaces left on this piece are walked in one go.
            room = (spaces if length < 0 else length) - 1 - offset
            if room >= left:
                offset += left
                break
            if room > 0:
                offset += room
                left -= room
        # To the end of the piece (the start has one space), then a step onto the next.
        path += points[piece + 1][begin:offset + 1]
        left -= 1
        nxt = piece + 1
        while nxt < last and row[nxt] == 0:
            nxt += 1
        if nxt >= last:
            # The cups of the stages passed come first, as the pawn passes their ends.
            win_cups(state, seat, game.crossed[start + 1][last + 1], events)
            state.finished.append(seat)
            state._hash ^= keys.finished[len(state.finished) - 1][seat]
            piece, offset = last, 0
            path += ((piece, offset),)
            events.append(ev.PawnMoved(seat, path))
            events.append(ev.PawnFinished(seat, len(state.finished)))
            state.pawn[seat] = [piece, offset]
            state.pawn_at[seat] = -1
            state._hash ^= pawn_keys[piece + 1][offset]
            pawn_left(state, seat, start)  # its piece is free again
            return
        piece, offset, begin = nxt, 0, 0
    path += points[piece + 1][begin:offset + 1]
    if piece != start:
        # The stage ends passed, all at once (`crossed`: mostly none), in the order passed.
        crossed = game.crossed[start + 1][piece + 1]
        if crossed:
            win_cups(state, seat, crossed, events)
        state.pawn[seat] = [piece, offset]
        state.pawn_at[seat] = piece
        # The pawn only moves forward, on its own track (`pawn_at`, set above, has it).
        pawn_moved(state, seat, start, piece)
    else:
        state.pawn[seat] = [piece, offset]
    state._hash ^= pawn_keys[piece + 1][offset]
    events.append(ev.PawnMoved(seat, path))


def win_cups(state: CrazyRaceState, seat: int, stages: tuple[int, ...],
             events: list[Event]) -> None:
    """`seat`'s pawn passed the ends of `stages` (in order): the next cup of each it has
    none of yet."""
    cups = state.cups[seat]
    for stage in stages:
        if not cups[stage]:
            win_cup(state, seat, stage, events)


def win_cup(state: CrazyRaceState, seat: int, stage: int, events: list[Event]) -> None:
    """`seat` takes the next cup of `stage` (0-based)."""
    keys = state.zkeys
    place = state.next_cup[stage]
    state.next_cup[stage] = place + 1
    state.cups[seat][stage] = place
    state._hash ^= (keys.next_cup[stage][place] ^ keys.next_cup[stage][place + 1]
                    ^ keys.cup[seat][stage][0] ^ keys.cup[seat][stage][place])
    events.append(ev.CupWon(seat, stage + 1, place))


def end_race(state: CrazyRaceState, events: list[Event]) -> None:
    """One pawn is left racing: it takes the remaining places, and the bets are shown."""
    last = next(s for s in range(state.players) if s not in state.finished)
    for stage in range(state.rules.stages):
        if not state.cups[last][stage]:
            win_cup(state, last, stage, events)
    events.append(ev.RaceFinished(last))
    state._set_phase("over")
    bets = tuple(state.bet_row(s) for s in range(state.players))
    placings = tuple(tuple(c) for c in state.cups)
    events.append(ev.BetsRevealed(bets, placings, tuple(score(bets, placings))))


__all__ = ["advance", "end_race", "rolled", "win_cup", "win_cups"]
