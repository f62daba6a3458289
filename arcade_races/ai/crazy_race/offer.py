"""What a Crazy Race turn offers, read from the seat's own observation the way the rules list
it, so an AI seat asks whether a play is legal without searching the legal actions."""

from __future__ import annotations

from typing import Any

from arcade_races.core.actions import Action
from arcade_races.games.crazy_race.actions import (
    Again,
    DropTrack,
    LayTrack,
    Roll,
    Shift,
    Skip,
    Toss,
)


class Offer:
    """What this turn offers, read from the seat's own observation the way the rules list it
    (a test holds the two together on many races): asking it costs a few lookups, where
    searching the legal list compares up to some 1,500 actions one by one."""

    def __init__(self, obs: dict[str, Any]) -> None:
        self.obs = obs
        me = int(obs["seat"])
        hand = obs["hands"][me]
        self.values: list[int] = hand.get("track", [])
        self.kinds: list[str] = hand.get("action", [])
        self.cards: list[list[int]] = obs["cards"]
        self.seat = int(obs["turn_of"])

    def _on_board(self, track: int, piece: int) -> bool:
        return 0 <= track < len(self.cards) and 0 <= piece < len(self.cards[track])

    def _pawn_on(self, track: int, piece: int) -> bool:
        """A racing pawn stands on this location (of the board)."""
        pawns = self.obs["pawns"]
        return track < len(pawns) and track not in self.obs["finished"] and (
            pawns[track][0] == piece)

    def _free(self, track: int, piece: int) -> bool:
        return self._on_board(track, piece) and self.cards[track][piece] < 0 and not (
            self._pawn_on(track, piece))

    def has(self, action: Action) -> bool:
        """Whether `action` is among the turn's legal actions."""
        obs = self.obs
        kind = type(action)
        if kind is Roll:
            return True
        if isinstance(action, (LayTrack, DropTrack)) and kind in (LayTrack, DropTrack):
            if obs["played_track"] or action.value not in self.values:
                return False
            return not isinstance(action, LayTrack) or self._free(action.track, action.piece)
        if not obs["main"] or obs["played_action"]:
            return False
        if isinstance(action, Shift) and kind is Shift:
            return "move" in self.kinds and self._on_board(
                action.from_track, action.from_piece) and self.cards[action.from_track][
                action.from_piece] >= 0 and not self._pawn_on(
                action.from_track, action.from_piece) and self._free(
                action.to_track, action.to_piece)
        if isinstance(action, (Again, Skip)) and kind in (Again, Skip):
            target = action.seat
            return ("again" if kind is Again else "skip") in self.kinds and (
                target in range(int(obs["players"])) and target != self.seat
                and target not in obs["finished"] and not obs["lying"][target])
        if isinstance(action, Toss) and kind is Toss:
            return action.kind in self.kinds
        return False


__all__ = ["Offer"]
