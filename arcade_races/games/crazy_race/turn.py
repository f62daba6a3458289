"""A Crazy Race turn's plays but the roll: a track card laid or dropped, a track card moved,
an action card played against a seat or tossed (rulebook: shared/seeds/004, read as
shared/RULINGS.md says). Each is checked as `legal.why_not` would check it (asking it only
for the reason of a refusal), and each change swaps its keys in the state's incremental hash
(`zobrist`)."""

from __future__ import annotations

from bisect import insort
from typing import TYPE_CHECKING

from arcade_races.core.actions import Action
from arcade_races.core.errors import IllegalAction
from arcade_races.core.events import Event
from arcade_races.games.crazy_race import events as ev
from arcade_races.games.crazy_race import spots
from arcade_races.games.crazy_race.actions import (
    Again,
    DropTrack,
    LayTrack,
    Shift,
    Skip,
    Toss,
)
from arcade_races.games.crazy_race.config import AGAIN, ANSWER, MOVE, SKIP
from arcade_races.games.crazy_race.legal import why_not

if TYPE_CHECKING:
    from arcade_races.games.crazy_race.state import CrazyRaceState


def played(state: CrazyRaceState, action: Action, events: list[Event]) -> None:
    """The seat on turn plays `action` (not the roll, which `apply` plays itself)."""
    # By the action's class, the most played first; each checks what `why_not` would
    # (asking it only for the reason of a refusal): the type tests and helper calls of
    # the general check were a fifth of a turn step.
    seat = state.seat
    cls = type(action)
    if cls is LayTrack:
        assert isinstance(action, LayTrack)
        track, piece, value = action.track, action.piece, action.value
        i = state.game.value_index.get(value)
        hand = state.hand_track[seat]
        if (state.played_track or i is None or not hand[i]
                or not (0 <= track < state.rules.tracks and 0 <= piece < state.pieces_per_track)
                or state.cards[track][piece] >= 0 or state.pawn_at[track] == piece):
            raise IllegalAction(action, why_not(state, action))
        keys = state.zkeys
        spot = track * state.pieces_per_track + piece
        # The spot was free: no card, nobody had laid one. What `set_card` does, inline:
        # a free spot no more, a free track card now (`lay`: with played_track set).
        state._hash ^= (keys.hand_track[seat][i][hand[i]] ^ keys.lay[spot][value + 1]
                        ^ keys.laid_swap[spot][state.laid_by[track][piece] + 1][seat + 1])
        hand[i] -= 1
        state.cards[track][piece] = value
        spots.spot_taken(state, spot)
        insort(state.free_cards, spot)
        state.laid_by[track][piece] = seat
        state.played_track = True
        # It had the printed spaces, having no card (the event made once, frozen).
        made = state.game.laid_events
        key = (seat * len(keys.card) + spot) * len(hand) + i
        laid_event = made.get(key)
        if laid_event is None:
            laid_event = made[key] = ev.TrackCardLaid(seat, value, track, piece,
                                                      state.rules.spaces)
        events.append(laid_event)
        return
    if cls is Shift:
        # The most played action after the lay (a "move" card offers hundreds of them).
        assert isinstance(action, Shift)
        if not can_shift(state, action):
            raise IllegalAction(action, why_not(state, action))
    elif cls is DropTrack:
        # The next most played, checked inline too.
        assert isinstance(action, DropTrack)
        i = state.game.value_index.get(action.value)
        if state.played_track or i is None or not state.hand_track[seat][i]:
            raise IllegalAction(action, why_not(state, action))
    elif cls is Toss:
        assert isinstance(action, Toss)
        k = state.game.kind_index.get(action.kind)
        if (not state.game.main or state.played_action or k is None
                or not state.hand_action[seat][k]):
            raise IllegalAction(action, why_not(state, action))
    elif cls is Again or cls is Skip:
        assert isinstance(action, (Again, Skip))
        held = state.hand_action[seat][AGAIN if cls is Again else SKIP]
        if (not state.game.main or state.played_action or not held
                or action.seat not in state.targets(seat)):
            raise IllegalAction(action, why_not(state, action))
    else:
        why = why_not(state, action)
        if why:
            raise IllegalAction(action, why)
    if cls is DropTrack:
        assert isinstance(action, DropTrack)
        i = state.game.value_index[action.value]
        keys = state.zkeys
        state._hash ^= (keys.hand_track[seat][i][state.hand_track[seat][i]]
                        ^ keys.track_discard[i][state.track_discard[i] + 1]
                        ^ keys.played[0][0] ^ keys.played[0][1])
        state.hand_track[seat][i] -= 1
        state.track_discard[i] += 1
        state.played_track = True
        events.append(ev.TrackCardDropped(seat, action.value))
    elif cls is Shift:
        assert isinstance(action, Shift)
        discard_action(state, seat, "move")
        t1, p1, t2, p2 = action.from_track, action.from_piece, action.to_track, action.to_piece
        pieces, keys, laid_by = state.pieces_per_track, state.zkeys, state.laid_by
        source, target = t1 * pieces + p1, t2 * pieces + p2
        value = state.cards[t1][p1]
        # What two `set_card` do, with who laid the cards, inline. Ours: a moved card is
        # the mover's from now on, as the mover chose where it lies.
        off, swap = keys.card_off, keys.laid_swap
        state._hash ^= (off[source][value + 1] ^ off[target][value + 1]
                        ^ swap[source][laid_by[t1][p1] + 1][0]
                        ^ swap[target][laid_by[t2][p2] + 1][seat + 1])
        state.cards[t1][p1] = -1
        state.cards[t2][p2] = value
        laid_by[t1][p1] = -1
        laid_by[t2][p2] = seat
        spots.card_moved(state, source, target)
        events.append(ev.TrackCardShifted(seat, t1, p1, t2, p2, value))
    elif cls is Again or cls is Skip:
        assert isinstance(action, (Again, Skip))
        kind = "again" if cls is Again else "skip"
        i = state.game.kind_index[kind]
        keys = state.zkeys
        state._hash ^= (keys.hand_action[seat][i][state.hand_action[seat][i]]
                        ^ keys.play_card[seat][action.seat][i])
        state.hand_action[seat][i] -= 1
        state.played_action = True
        state.pending = [seat, action.seat, kind]
        events.append(ev.ActionPlayed(seat, kind, action.seat))
        state._set_phase(ANSWER)
    elif cls is Toss:
        assert isinstance(action, Toss)
        discard_action(state, seat, action.kind)
        events.append(ev.ActionTossed(seat, action.kind))


def can_shift(state: CrazyRaceState, action: Shift) -> bool:
    """Whether `action` may be played now (what `why_not` checks of it, inline)."""
    tracks, pieces = state.rules.tracks, state.pieces_per_track
    t1, p1, t2, p2 = action.from_track, action.from_piece, action.to_track, action.to_piece
    return (state.game.main and not state.played_action
            and state.hand_action[state.seat][MOVE] > 0
            and 0 <= t1 < tracks and 0 <= p1 < pieces and 0 <= t2 < tracks
            and 0 <= p2 < pieces and state.cards[t1][p1] >= 0 and state.cards[t2][p2] < 0
            and state.pawn_at[t1] != p1 and state.pawn_at[t2] != p2)


def discard_action(state: CrazyRaceState, seat: int, kind: str) -> None:
    """`seat` plays or tosses an action card of `kind`: onto the discard pile."""
    i = state.game.kind_index[kind]
    keys = state.zkeys
    state._hash ^= (keys.hand_action[seat][i][state.hand_action[seat][i]]
                    ^ keys.action_discard[i][state.action_discard[i] + 1]
                    ^ keys.play_action[state.played_action])
    state.hand_action[seat][i] -= 1
    state.action_discard[i] += 1
    state.played_action = True


__all__ = ["can_shift", "discard_action", "played"]
