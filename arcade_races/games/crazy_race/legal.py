"""What a Crazy Race turn may play: its legal actions listed, and why one is not legal.

A turn offers every free location for each track card in hand, and with a "move" card every
free track card to every free location: up to some 1,500 actions. They come from the rows
the state keeps in step with its free locations (`spots`: built from the game's rows,
`CrazyRaceGame.lay_by_index` and `shift_rows`, the first time a turn lists them), so listing
them is a few copies of whole lists rather than a few hundred picks.
"""

from __future__ import annotations

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
from arcade_races.games.crazy_race.spots import pick

if TYPE_CHECKING:
    from arcade_races.games.crazy_race.state import CrazyRaceState

KIND_OF: dict[type[Action], str] = {Shift: "move", Again: "again", Skip: "skip"}
"""The action card an action plays (a `Toss` names its own)."""


def legal_actions(state: CrazyRaceState) -> list[Action]:
    """`CrazyRaceState.legal_actions` itself (a turn's listing, some two steps in five of a
    playout, is then one call): the answers to a card played against the seat, a chance
    node's outcomes, or every action of the turn in the order of the notation's listing:
    lays by card value then location, drops, shifts by source then destination, agains,
    skips, tosses, roll."""
    phase = state.phase
    if phase != TURN:
        if phase == ANSWER:
            game = state.game
            holds = state.hand_action[int(state.pending[1])][CANCEL] > 0
            return [game.accept, game.cancel] if holds else [game.accept]
        return [action for action, _ in state.chance_outcomes()]
    seat = state.seat
    game = state.game
    actions: list[Action] = []
    held = state.hand_action[seat]
    extend = actions.extend
    # The lays and shifts come from the rows the state keeps in step with its free
    # locations (`spots`), each built the first time it is listed.
    if not state.played_track:
        hand = state.hand_track[seat]
        lays = state.lays
        for i in compress(game.value_indexes, hand):
            try:  # (a dict's subscript is quicker than its `get`, and the row mostly kept)
                extend(lays[i])
            except KeyError:
                extend(lays.setdefault(i, pick(game.lay_by_index[i], state.free_spots)))
        extend(compress(game.drop_by_index, hand))
    if not state.played_action and game.main:
        if held[MOVE]:
            shifts, sources = state.shifts, state.free_cards
            if len(shifts) == len(sources):  # every row kept (they are only ever sources')
                any(map(extend, map(shifts.__getitem__, sources)))  # extend gives None
            else:
                for source in sources:
                    kept = shifts.get(source)
                    if kept is None:
                        kept = shifts[source] = pick(game.shift_rows[source], state.free_spots)
                    extend(kept)
        if held[AGAIN] or held[SKIP]:
            if not state.finished and not any(state.lying):
                # Most of a race: every other seat may take a card (`targets`).
                if held[AGAIN]:
                    extend(game.other_agains[seat])
                if held[SKIP]:
                    extend(game.other_skips[seat])
            else:
                targets = state.targets(seat)
                if held[AGAIN]:
                    extend([game.agains[s] for s in targets])
                if held[SKIP]:
                    extend([game.skips[s] for s in targets])
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
