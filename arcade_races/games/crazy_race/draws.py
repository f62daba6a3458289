"""The cards a Crazy Race deals and draws: the deal's bet, track and action cards, and the
refill after a turn (rulebook: shared/seeds/004). Each change swaps its keys in the state's
incremental hash (`zobrist`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arcade_races.core.actions import Action
from arcade_races.core.errors import IllegalAction
from arcade_races.core.events import Event
from arcade_races.games.crazy_race.actions import DealBet, DrawAction, DrawTrack
from arcade_races.games.crazy_race.config import DEAL, TURN
from arcade_races.games.crazy_race.pile import Pile

if TYPE_CHECKING:
    from arcade_races.games.crazy_race.state import CrazyRaceState


def dealt(state: CrazyRaceState, action: Action, events: list[Event]) -> None:
    """A card of the deal: `action` (a bet, track or action card) to the seat dealt to."""
    game = state.game
    dealing = state.phase == DEAL
    if dealing:
        seat, kind = game.deal_order[state.deal_step]
    else:
        seat, kind = state.seat, "track" if state.need[0] else "action"
    # Track cards are drawn most, then action cards; a bet card once a seat.
    cls = type(action)
    keys = state.zkeys
    if (kind == "track" and cls is DrawTrack) or (kind == "action" and cls is DrawAction):
        if cls is DrawTrack:
            assert isinstance(action, DrawTrack)
            i = game.value_index.get(action.value, -1)
            pile, hand = state.track_pile, state.hand_track[seat]
            pile_keys, hand_keys = keys.track_pile, keys.hand_track[seat]
        else:
            assert isinstance(action, DrawAction)
            i = game.kind_index.get(action.kind, -1)
            pile, hand = state.action_pile, state.hand_action[seat]
            pile_keys, hand_keys = keys.action_pile, keys.hand_action[seat]
        # The pile's `take` inline (a draw is a third of a playout's steps); first: a
        # refused draw changes nothing (`_take` says why).
        was = pile.counts[i] if i >= 0 else 0
        if not was:
            _take(pile, i, action)
        pile.counts[i] = was - 1
        pile.size -= 1
        held = hand[i] = hand[i] + 1
        state._hash ^= pile_keys[i][was] ^ hand_keys[i][held]
    elif kind == "bet" and cls is DealBet:
        assert isinstance(action, DealBet)
        i = game.bet_index.get(action.card, -1)
        row = keys.bet[seat]
        state._hash ^= (keys.unused_bet[i][_take(state.unused_bets, i, action)]
                       ^ row[state.bets[seat]] ^ row[action.card])
        state.bets[seat] = action.card
    else:
        raise IllegalAction(action, f"a {kind} card is dealt now")
    events.append(game.dealt_events[kind][seat])
    if dealing:
        step = state.deal_step = state.deal_step + 1
        state._hash ^= keys.deal_step[step - 1] ^ keys.deal_step[step]
        if step == len(game.deal_order):
            state._start_turn(0, events, extra=False)
        return
    which = 0 if kind == "track" else 1
    left = state.need[which] = state.need[which] - 1
    state._hash ^= keys.need[which][left + 1] ^ keys.need[which][left]
    state._continue_refill(events)

def drawn(state: CrazyRaceState, action: Action, events: list[Event]) -> None:
    """A card of a refill: `action` (a track card, or an action card once those are in)."""
    # A refill's draw, a quarter of a playout's steps: what `dealt` does for it, with
    # the next draw's checks of `_continue_refill` inline when it is of the same pile.
    need, seat, keys = state.need, state.seat, state.zkeys
    cls = type(action)
    if need[0]:
        if cls is not DrawTrack:
            raise IllegalAction(action, "a track card is dealt now")
        assert isinstance(action, DrawTrack)
        which, i = 0, state.game.value_index.get(action.value, -1)
        pile, hand = state.track_pile, state.hand_track[seat]
        pile_keys, hand_keys = keys.track_pile, keys.hand_track[seat]
    else:
        if cls is not DrawAction:
            raise IllegalAction(action, "a action card is dealt now")  # as `dealt` says
        assert isinstance(action, DrawAction)
        which, i = 1, state.game.kind_index.get(action.kind, -1)
        pile, hand = state.action_pile, state.hand_action[seat]
        pile_keys, hand_keys = keys.action_pile, keys.hand_action[seat]
    counts = pile.counts
    was = counts[i] if i >= 0 else 0
    if not was:
        _take(pile, i, action)  # says why: nothing changed
    counts[i] = was - 1
    pile.size -= 1
    held = hand[i] = hand[i] + 1
    left = need[which] = need[which] - 1
    state._hash ^= pile_keys[i][was] ^ hand_keys[i][held] ^ keys.need_down[which][left]
    events.append(state.game.drawn_events[which][seat])
    if left:
        # More of this pile to draw and some left in it (and, drawing track cards, the
        # action pile not yet needing its reshuffle): the refill goes on as it is.
        if pile.size and (which or not need[1] or state.action_pile.size):
            return
    elif which or not need[1]:
        # All drawn: what `_continue_refill` does then, the next turn. Mostly nobody has
        # finished and no card lies before the next seat: `_start_turn` inline for that.
        game = state.game
        nxt = game.next_seat[seat]
        if state.finished or state.lying[nxt]:
            state._next_turn(events)
            return
        turns, steps = state.turns, keys.turn_step
        state._hash ^= (keys.refill_turn[seat][nxt][state.played_track][state.played_action]
                        ^ (steps[turns] if turns < len(steps)
                           else keys.turns(turns) ^ keys.turns(turns + 1)))
        state.seat = nxt
        state.played_track = state.played_action = False
        state.turns = turns + 1
        events.append(game.turn_events[False][nxt])
        state.phase = TURN
        state.mover = nxt
        return
    state._continue_refill(events)


def _take(pile: Pile, index: int, action: Action) -> int:
    """Take a card of the kind `index` (-1: a kind the pile has not) out of `pile` for
    `action` (`IllegalAction` if none is left) and say how many there were."""
    count = pile.take(index) if index >= 0 else 0
    if not count:
        kind = pile.kinds[index] if index >= 0 else str(action).split()[-1]
        raise IllegalAction(action, f"no {kind} left to deal")
    return count


__all__ = ["dealt", "drawn"]
