"""The free locations of a Crazy Race board, kept in step as cards and pawns move.

A turn lists a lay for every free location and each track card in hand, and with a "move"
card a shift from every free track card to every free location (`listing.TurnActions`). So a
state keeps, rather than looking at every location each turn, the ascending lists of its free
locations (`free_spots`: no track card, no pawn) and free track cards (`free_cards`: a track
card, no pawn), and the piece of each track's pawn (`pawn_at`). A location is
`track * pieces_per_track + piece`.
"""

from __future__ import annotations

from bisect import bisect_left, insort
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from arcade_races.games.crazy_race.state import CrazyRaceState


def index_spots(state: CrazyRaceState) -> None:
    """Find `free_spots`, `free_cards` and `pawn_at` afresh, from the cards and the pawns."""
    pieces = state.rules.pieces_per_track
    pawns = [state.pawn_piece(t) for t in range(len(state.cards))]
    state.pawn_at = [-1 if p is None else p for p in pawns]
    spots = [(t * pieces + p, card) for t, row in enumerate(state.cards)
             for p, card in enumerate(row) if pawns[t] != p]
    state.free_spots = [spot for spot, card in spots if card < 0]
    state.free_cards = [spot for spot, card in spots if card >= 0]


def spot_freed(state: CrazyRaceState, spot: int) -> None:
    """`spot` became free."""
    insort(state.free_spots, spot)


def spot_taken(state: CrazyRaceState, spot: int) -> None:
    """`spot` (free) is free no more."""
    free = state.free_spots
    del free[bisect_left(free, spot)]


def spot_moved(state: CrazyRaceState, taken: int, freed: int) -> None:
    """The free spot `taken` is free no more and `freed` is a free spot now."""
    free = state.free_spots
    del free[bisect_left(free, taken)]
    insort(free, freed)


def card_moved(state: CrazyRaceState, source: int, target: int) -> None:
    """A "move" card took the free track card at `source` to the free spot `target`: `source`
    is a free spot now and `target` a free track card."""
    cards = state.free_cards
    cards.remove(source)
    insort(cards, target)
    spot_moved(state, target, source)


def card_freed(state: CrazyRaceState, spot: int) -> None:
    """The track card at `spot` became free."""
    insort(state.free_cards, spot)


def card_taken(state: CrazyRaceState, spot: int) -> None:
    """The free track card at `spot` is free no more (gone, or a pawn on it)."""
    state.free_cards.remove(spot)


def pawn_left(state: CrazyRaceState, track: int, piece: int) -> None:
    """The pawn of `track` left `piece` (-1: the start space): that location is free again,
    a free spot or a free track card (it was neither under the pawn)."""
    if piece >= 0:
        spot = track * state.pieces_per_track + piece
        if state.cards[track][piece] < 0:
            spot_freed(state, spot)
        else:
            card_freed(state, spot)


def pawn_moved(state: CrazyRaceState, track: int, start: int, piece: int) -> None:
    """The pawn of `track` went from `start` (-1: the start space) to another `piece` of the
    board: its old location is free again (as `pawn_left` says), its new one, a free spot
    or a free track card before, is neither now (one call: a pawn moves at most rolls)."""
    row = state.cards[track]
    base = track * state.pieces_per_track
    if start >= 0:
        insort(state.free_spots if row[start] < 0 else state.free_cards, base + start)
    spot = base + piece
    if row[piece] < 0:
        free = state.free_spots
        del free[bisect_left(free, spot)]
    else:
        state.free_cards.remove(spot)


__all__ = ["card_freed", "card_moved", "card_taken", "index_spots", "pawn_left",
           "pawn_moved", "spot_freed", "spot_moved", "spot_taken"]
