"""What a Crazy Race turn may play: its legal actions listed, and why one is not legal.

A turn offers every free location for each track card in hand, and with a "move" card every
free track card to every free location: up to some 1,500 actions. They are listed as a
`TurnActions`, which holds the game's rows of lays and shifts (`CrazyRaceGame.lay_by_index`,
`CrazyRaceGame.shift_rows`) and a copy of the free locations, and builds an action when it
is read: a turn's listing costs a few short lists, whatever its length.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import compress
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
from arcade_races.games.crazy_race.config import AGAIN, ANSWER, CANCEL, MOVE, SKIP, TURN
from arcade_races.games.crazy_race.listing import TurnActions

if TYPE_CHECKING:
    from arcade_races.games.crazy_race.state import CrazyRaceState

KIND_OF: dict[type[Action], str] = {Shift: "move", Again: "again", Skip: "skip"}
"""The action card an action plays (a `Toss` names its own)."""


def legal_actions(state: CrazyRaceState) -> Sequence[Action]:
    """`CrazyRaceState.legal_actions` itself (a turn's listing, some two steps in five of a
    playout, is then one call): the answers to a card played against the seat, a chance
    node's outcomes, or every action of the turn in the order of the notation's listing:
    lays by card value then location, drops, shifts by source then destination, agains,
    skips, tosses, roll (a `TurnActions` when there are lays or shifts, else a list)."""
    phase = state.phase
    if phase != TURN:
        if phase == ANSWER:
            game = state.game
            holds = state.hand_action[int(state.pending[1])][CANCEL] > 0
            return [game.accept, game.cancel] if holds else [game.accept]
        return [action for action, _ in state.chance_outcomes()]
    seat = state.seat
    game = state.game
    held = state.hand_action[seat]
    if state.played_track:
        lays: list[tuple[Action, ...]] = []
        drops: list[Action] = []
    else:
        hand = state.hand_track[seat]
        lays = list(compress(game.lay_by_index, hand))
        drops = list(compress(game.drop_by_index, hand))
    shifts: list[tuple[Action, ...]] = []
    rest: list[Action] = []
    if not state.played_action and game.main:
        if held[MOVE]:
            shifts = list(map(game.shift_rows.__getitem__, state.free_cards))
        if held[AGAIN] or held[SKIP]:
            if not state.finished and not any(state.lying):
                # Most of a race: every other seat may take a card (`targets`).
                if held[AGAIN]:
                    rest.extend(game.other_agains[seat])
                if held[SKIP]:
                    rest.extend(game.other_skips[seat])
            else:
                targets = state.targets(seat)
                if held[AGAIN]:
                    rest.extend([game.agains[s] for s in targets])
                if held[SKIP]:
                    rest.extend([game.skips[s] for s in targets])
        rest.extend(compress(game.toss_by_index, held))
    rest.append(game.roll)
    if not lays and not shifts:
        # Nothing to lay or move (a track card played, no "move" card: most turns' second
        # listing): the drops and the rest, a short list.
        return drops + rest if drops else rest
    return TurnActions(lays, state.free_spots.copy(), drops, shifts, rest)


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
