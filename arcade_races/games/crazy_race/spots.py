"""The free locations of a Crazy Race board and the turn's lays and shifts kept with them.

A turn lists a lay for every free location and each track card in hand, and with a "move"
card a shift from every free track card to every free location: some hundred actions a
decision on average, each picked from the game's rows one by one, were a fifth of a random
playout's cost. A state therefore keeps, beside its ascending lists of free locations
(`free_spots`) and free track cards (`free_cards`):

- `lays[value index]`: the lays of that value onto `free_spots`, in its order;
- `shifts[source]`: the shifts from the free track card at `source` onto `free_spots`;

each built the first time a turn lists it (a new state's lays at once, every location free)
and from then on kept in step with `free_spots` (a location freed or taken inserts or deletes
one action at the same position of every kept row), so a turn copies whole lists instead of
picking each action. A source that stops being a free track card drops its row; a clone, a
restored state or a fresh index keeps none.
"""

from __future__ import annotations

from bisect import bisect_left, insort
from operator import itemgetter
from typing import TYPE_CHECKING, TypeVar

from arcade_races.core.actions import Action

if TYPE_CHECKING:
    from arcade_races.games.crazy_race.state import CrazyRaceState

A = TypeVar("A", bound=Action)


def pick(row: tuple[A, ...], free: list[int]) -> list[A]:
    """The actions of `row` (by location) at the locations `free`, in that order."""
    if len(free) > 1:
        return list(itemgetter(*free)(row))
    return [row[i] for i in free]


def index_spots(state: CrazyRaceState) -> None:
    """Find `free_spots`, `free_cards` and `pawn_at` afresh, from the cards and the pawns
    (no rows kept)."""
    pieces = state.rules.pieces_per_track
    pawns = [state.pawn_piece(t) for t in range(len(state.cards))]
    state.pawn_at = [-1 if p is None else p for p in pawns]
    spots = [(t * pieces + p, card) for t, row in enumerate(state.cards)
             for p, card in enumerate(row) if pawns[t] != p]
    state.free_spots = [spot for spot, card in spots if card < 0]
    state.free_cards = [spot for spot, card in spots if card >= 0]
    forget_rows(state)


def forget_rows(state: CrazyRaceState) -> None:
    """Keep no lays and shifts rows (they are built again when a turn lists them)."""
    state.lays = {}
    state.shifts = {}


def spot_freed(state: CrazyRaceState, spot: int) -> None:
    """`spot` became free: into `free_spots` and, at the same position, every kept row."""
    free = state.free_spots
    pos = bisect_left(free, spot)
    free.insert(pos, spot)
    game = state.game
    lays = game.lay_columns[spot]
    for i, row in state.lays.items():
        row.insert(pos, lays[i])
    moves = game.shift_columns[spot]
    for source, shifts in state.shifts.items():
        shifts.insert(pos, moves[source])


def spot_taken(state: CrazyRaceState, spot: int) -> None:
    """`spot` (free) is free no more: out of `free_spots` and every kept row."""
    free = state.free_spots
    pos = bisect_left(free, spot)
    del free[pos]
    for row in state.lays.values():
        del row[pos]
    for shifts in state.shifts.values():
        del shifts[pos]


def spot_moved(state: CrazyRaceState, taken: int, freed: int) -> None:
    """The free spot `taken` is free no more and `freed` is a free spot now, in one pass over
    the kept rows (what `spot_taken` then `spot_freed` do). Mostly nothing free lies between
    the two (a pawn's next piece, a card moved nearby): each row then swaps one action in
    place, a third of a delete and an insert."""
    free = state.free_spots
    out = bisect_left(free, taken)
    del free[out]
    into = bisect_left(free, freed)
    free.insert(into, freed)
    game = state.game
    lays = game.lay_columns[freed]
    moves = game.shift_columns[freed]
    if into == out:
        for i, row in state.lays.items():
            row[out] = lays[i]
        for source, kept in state.shifts.items():
            kept[out] = moves[source]
        return
    if into == out - 1:
        # One free spot between (a pawn's move, about as often as none): it moves up one
        # place and the new action comes before it, two stores a row instead of a delete and
        # an insert that each move the row's tail (half the time).
        for i, row in state.lays.items():
            row[out] = row[into]
            row[into] = lays[i]
        for source, kept in state.shifts.items():
            kept[out] = kept[into]
            kept[into] = moves[source]
        return
    for i, row in state.lays.items():
        del row[out]
        row.insert(into, lays[i])
    for source, kept in state.shifts.items():
        del kept[out]
        kept.insert(into, moves[source])


def card_moved(state: CrazyRaceState, source: int, target: int) -> None:
    """A "move" card took the free track card at `source` to the free spot `target`: `source`
    is a free spot now and `target` a free track card, in one pass over the kept rows (what
    `card_taken`, `spot_freed`, `spot_taken` and `card_freed` do one after the other)."""
    cards = state.free_cards
    cards.remove(source)
    state.shifts.pop(source, None)
    insort(cards, target)
    spot_moved(state, target, source)


def card_freed(state: CrazyRaceState, spot: int) -> None:
    """The track card at `spot` became free (its row is built when a turn lists it)."""
    insort(state.free_cards, spot)


def card_taken(state: CrazyRaceState, spot: int) -> None:
    """The free track card at `spot` is free no more (gone, or a pawn on it): its row too."""
    state.free_cards.remove(spot)
    state.shifts.pop(spot, None)


def pawn_left(state: CrazyRaceState, track: int, piece: int) -> None:
    """The pawn of `track` left `piece` (-1: the start space): that location is free again,
    a free spot or a free track card (it was neither under the pawn)."""
    if piece >= 0:
        spot = track * state.pieces_per_track + piece
        if state.cards[track][piece] < 0:
            spot_freed(state, spot)
        else:
            card_freed(state, spot)


def pawn_came(state: CrazyRaceState, track: int, piece: int) -> None:
    """The pawn of `track` came to `piece` of the board from another: that location, a free
    spot or a free track card before, is neither now."""
    spot = track * state.pieces_per_track + piece
    if state.cards[track][piece] < 0:
        spot_taken(state, spot)
    else:
        card_taken(state, spot)


def pawn_moved(state: CrazyRaceState, track: int, start: int, piece: int) -> None:
    """The pawn of `track` went from `start` (-1: the start space) to another `piece` of the
    board: `pawn_left` then `pawn_came`, with a free spot left for a free spot taken in one
    pass (`spot_moved`, most of the pawn's moves)."""
    row = state.cards[track]
    if start >= 0 and row[start] < 0 and row[piece] < 0:
        pieces = state.pieces_per_track
        spot_moved(state, track * pieces + piece, track * pieces + start)
        return
    pawn_left(state, track, start)
    pawn_came(state, track, piece)


__all__ = ["card_freed", "card_moved", "card_taken", "forget_rows", "index_spots", "pawn_came",
           "pawn_left", "pawn_moved", "pick", "spot_freed", "spot_moved", "spot_taken"]
