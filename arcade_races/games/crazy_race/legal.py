"""What a Crazy Race turn may play: its legal actions listed, and why one is not legal.

A turn offers every free location for each track card in hand, and with a "move" card every
free track card to every free location: up to some 1,500 actions. They come from the rows
the game builds once (`CrazyRaceGame.lay_rows`, `shift_rows`), picked by the state's own
lists of free locations and free track cards (`free_spots`, `free_cards`), so listing them
is a few copies of references rather than a few hundred new values.
"""

from __future__ import annotations

from itertools import compress
from operator import itemgetter
from typing import TYPE_CHECKING

from arcade_races.core.actions import Action
from arcade_races.games.crazy_race.actions import (
    Again,
    Cancel,
    DropTrack,
    LayTrack,
    Shift,
    Skip,
    Toss,
)
from arcade_races.games.crazy_race.config import ACTION_KINDS

if TYPE_CHECKING:
    from arcade_races.games.crazy_race.state import CrazyRaceState

MOVE, AGAIN, SKIP = (ACTION_KINDS.index(k) for k in ("move", "again", "skip"))
KIND_OF: dict[type[Action], str] = {Shift: "move", Again: "again", Skip: "skip"}
"""The action card an action plays (a `Toss` names its own)."""


def turn_actions(state: CrazyRaceState) -> list[Action]:
    """Every action of the turn, in the order of the notation's listing: lays by card value
    then location, drops, shifts by source then destination, agains, skips, tosses, roll."""
    seat = state.seat
    game = state.game
    actions: list[Action] = []
    held = state.hand_action[seat]
    free = state.free_spots
    extend = actions.extend
    # One getter picks the free locations out of any row, in C (a one-item getter returns
    # the item itself, not a tuple of it, hence the wrapping); each row's pick is a tuple,
    # which `extend` copies in one go (chaining them into one iterator was slower).
    pick = itemgetter(*free) if len(free) > 1 else lambda row: tuple(row[i] for i in free)
    if not state.played_track:
        hand = state.hand_track[seat]
        for row in compress(game.lay_by_index, hand):
            extend(pick(row))
        extend(compress(game.drop_by_index, hand))
    if not state.played_action and game.main:
        if held[MOVE]:
            for shifts in map(game.shift_rows.__getitem__, state.free_cards):
                extend(pick(shifts))
        if held[AGAIN] or held[SKIP]:
            targets = state.targets(seat)
            if held[AGAIN]:
                actions.extend([game.agains[s] for s in targets])
            if held[SKIP]:
                actions.extend([game.skips[s] for s in targets])
        actions.extend(compress(game.toss_by_index, held))
    actions.append(game.roll)
    return actions


def why_not(state: CrazyRaceState, action: Action) -> str:
    """Why `action` cannot be played on this turn ("" if it can): checked directly, as
    listing every legal action (thousands of "move" card choices) is slow."""
    seat = state.seat
    if isinstance(action, (LayTrack, DropTrack)):
        if state.played_track:
            return "one track card a turn"
        i = state.game.value_index.get(action.value)
        if i is None or not state.hand_track[seat][i]:
            return f"no track card of {action.value} in hand"
        if isinstance(action, LayTrack) and not (
            _on_board(state, action.track, action.piece)
            and state.is_free(action.track, action.piece)
        ):
            return "that location is not free (a pawn or a track card is on it)"
        return ""
    if isinstance(action, (Shift, Again, Skip, Toss)):
        if not state.game.main:
            return "the basic game has no action cards"
        if state.played_action:
            return "one action card a turn"
        kind = action.kind if isinstance(action, Toss) else KIND_OF.get(type(action))
        k = None if kind is None else state.game.kind_index.get(kind)
        if k is None or not state.hand_action[seat][k]:
            return f"no {kind} card in hand"
        if isinstance(action, Shift):
            source = (action.from_track, action.from_piece)
            if not _on_board(state, *source) or state.cards[source[0]][source[1]] < 0 or (
                state.pawn_piece(source[0]) == source[1]
            ):
                return "no free track card lies there"
            if not _on_board(state, action.to_track, action.to_piece) or not state.is_free(
                action.to_track, action.to_piece
            ):
                return "that location is not free"
        if isinstance(action, (Again, Skip)) and action.seat not in state.targets(seat):
            return f"seat {action.seat} cannot take a card now (finished, has one, or you)"
        return ""
    if isinstance(action, Cancel):
        return "cancel answers a card played against you"
    return f"not a move of the {state.phase} phase"


def _on_board(state: CrazyRaceState, track: int, piece: int) -> bool:
    """Whether `track` and `piece` name a location of the board."""
    return 0 <= track < state.rules.tracks and 0 <= piece < state.pieces_per_track
