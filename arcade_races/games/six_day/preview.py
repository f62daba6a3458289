"""What a ride would do, told by the rules from one seat's observation: the client's preview
of a card before it is played (the rules' own `_ride`, never a second copy of them)."""

from __future__ import annotations

from typing import Any

from arcade_races.core.events import Event
from arcade_races.games.six_day.actions import Play
from arcade_races.games.six_day.game import SixDayGame
from arcade_races.games.six_day.state import SixDayState


def ride_preview(game: SixDayGame, obs: dict[str, Any], seat: int, card: str) -> list[Event]:
    """What `seat` riding `card` would do, as the rules say, from `obs` (that seat's
    observation) alone: the events of the ride itself (the card played, the moves, the lines
    crossed, a rider change offered), none of what follows it (the next turn, a day's end).
    Nothing hidden from the seat is read: a ride depends only on the public track and the
    seat's own hand. Raises `IllegalAction` if `card` is not in that hand."""
    state = SixDayState.__new__(SixDayState)
    state.game = game
    state.rules = game.rules
    state.players = game.players
    state.day = int(obs["day"]) - 1
    state.log = []
    state.rides = []
    state.announced = True
    state._new_day()
    state._hash = 0  # a state of one ride, never fingerprinted
    state._folded = (0, 0, 0)
    state.order = [int(s) for s in obs["order"]]
    state.turn = state.order.index(seat)
    state.round = int(obs["round"])
    state.pos = [int(p) for p in obs["positions"]]
    state.crossed = [int(s) for s in obs["crossed"]]
    state.sprints = [[int(s) for s in line] for line in obs["sprints"]]
    state.last_round = bool(obs["last_round"])
    state.plays = [list(p) for p in obs["plays"]]
    hands = obs["hands"]
    state.changed = [bool(h["changed"]) for h in hands]
    mine = hands[seat]
    green = [str(c) for c in mine["green"]]
    black = [str(c) for c in mine.get("black") or []]
    state.green[seat] = [green.count(f"G{v}") for v in game.green_values]
    state.black[seat] = [black.count(f"B{v}") for v in game.black_values]
    events: list[Event] = []
    state._ride(seat, Play(card), events)
    return events


__all__ = ["ride_preview"]
