"""What a seat of a six-day race may know: `SixDayState.observation`, built here."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arcade_races.games.six_day.zobrist import CHANGE, OVER, PLAY

if TYPE_CHECKING:
    from arcade_races.games.six_day.state import SixDayState


def observe(state: SixDayState, seat: int | None) -> dict[str, Any]:
    """What `seat` may know (None: the spectator). The ride entries under `plays` are the
    state's own lists, never changed once ridden (so a copy of each per observation,
    most of its cost, is not made): read them, never change them."""
    game = state.game
    phase = state.phase
    over = phase == OVER
    if phase == PLAY:
        mover: int | None = state.order[state.turn]
    elif phase == CHANGE:
        mover = state.pending
    else:
        mover = None
    hands = []
    green_cards = game.green_cards
    black_cards = game.black_cards
    changed = state.changed
    for s, (green, black) in enumerate(zip(state.green, state.black, strict=True)):
        entry: dict[str, Any] = {
            "green": green_cards(green),
            "black_cards": sum(black),
            "changed": changed[s],
        }
        if s == seat or over:
            entry["black"] = black_cards(black)
        hands.append(entry)
    finish, lines, rider_change, crash = game.obs_track
    rules = state.rules
    return {
        "game": "six_day",
        "seat": seat,
        "players": state.players,
        "day": state.day + 1 if not over else game.days,
        "days": game.days,
        "phase": phase,
        "to_move": mover,
        "round": state.round,
        "order": list(state.order),
        "positions": list(state.pos),
        "crossed": list(state.crossed),
        "sprints": list(map(list, state.sprints)),
        "last_round": state.last_round,
        "track": {
            "finish": finish,
            "sprints": list(lines),
            "rider_change": list(rider_change),
            "crash": list(crash),
        },
        "hands": hands,
        "hand": state.hand(seat) if seat is not None else [],
        "stacks": {"low": len(state.low), "high": len(state.high)},
        "plays": list(state.plays),
        "changes": list(map(list, state.changes)),
        "sprint_points": list(rules.sprint_points),
        "finish_points": list(rules.finish_points),
        "lap_every": rules.lap_every,
        "change_draws": list(game.change_draws),
        "black_stacks": {"low": dict(game.obs_low), "high": dict(game.obs_high)},
        "variants": list(game.obs_variants),
        "teams": [list(t) for t in game.teams],
        "history": [
            {"finish_order": day["finish_order"], "points": day["points"],
             "lap_deficit": day["lap_deficit"], "placing": day["placing"]}
            for day in state.log
        ],
    }
