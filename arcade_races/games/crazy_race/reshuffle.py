"""Reshuffling Crazy Race's empty piles (rulebook: shared/seeds/004, read as shared/RULINGS.md
says), each change swapping its keys in the state's incremental hash (`zobrist`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arcade_races.core.events import Event
from arcade_races.games.crazy_race import events as ev
from arcade_races.games.crazy_race.config import ACTION_KINDS

if TYPE_CHECKING:
    from arcade_races.games.crazy_race.state import CrazyRaceState


def reshuffle_tracks(state: CrazyRaceState, events: list[Event]) -> None:
    """The track pile is empty: it takes the discards and the cards behind the pawns."""
    # RULINGS: the track pile takes its discards and the track cards lying wholly behind
    # the pawn on their track.
    from_track = 0
    keys = state.zkeys
    pieces = state.pieces_per_track
    for track in range(min(state.players, state.rules.tracks)):
        piece = state.pawn_piece(track)
        if piece is None:
            continue
        for p in range(piece):
            value = state.cards[track][p]
            if value >= 0:
                state.set_card(track, p, -1)
                state._hash ^= keys.laid_by[track * pieces + p][state.laid_by[track][p] + 1]
                state._hash ^= keys.laid_by[track * pieces + p][0]
                state.laid_by[track][p] = -1
                i = state.values.index(value)
                state.track_discard[i] += 1
                state._hash ^= keys.track_discard[i][state.track_discard[i]]
                from_track += 1
    total = sum(state.track_discard)
    pile, up = state.track_pile, keys.track_pile_upto
    for i, count in enumerate(state.track_discard):
        if count:
            was = pile.counts[i]
            state._hash ^= keys.track_discard_upto[i][count] ^ up[i][was] ^ up[i][was + count]
            pile.add(i, count)
    state.track_discard = [0] * len(state.values)
    events.append(ev.PileReshuffled("track", total, from_track))


def reshuffle_actions(state: CrazyRaceState, events: list[Event]) -> None:
    """The action pile is empty: it takes the discards."""
    total = sum(state.action_discard)
    keys = state.zkeys
    pile, up = state.action_pile, keys.action_pile_upto
    for i, count in enumerate(state.action_discard):
        if count:
            was = pile.counts[i]
            state._hash ^= keys.action_discard_upto[i][count] ^ up[i][was] ^ up[i][was + count]
            pile.add(i, count)
    state.action_discard = [0] * len(ACTION_KINDS)
    events.append(ev.PileReshuffled("action", total, 0))


__all__ = ["reshuffle_actions", "reshuffle_tracks"]
