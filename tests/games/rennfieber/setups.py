"""Rennfieber positions for the tests: an evening played to a chosen point with random seats,
then placed by hand (horses on spaces, forms, kept cards) through `to_dict`."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from arcade_races.core.chance import CHANCE, sample
from arcade_races.core.events import Event
from arcade_races.games.rennfieber.game import RennfieberGame
from arcade_races.games.rennfieber.state import RennfieberState
from arcade_races.gamesetup import ai_seats, make_header


def game(players: int = 4, variants: Sequence[str] = (), board: str | None = None
         ) -> RennfieberGame:
    """Rennfieber on a built-in board (default: the Rennbahn) with the built-in config."""
    path = None if board is None else f"configs/boards/rennfieber/{board}"
    header = make_header("rennfieber", ai_seats("rennfieber", players), 1, variants, path)
    built = header.build_game()
    assert isinstance(built, RennfieberGame)
    return built


def play(state: RennfieberState, *moves: str) -> list[Event]:
    """Apply moves written in notation; the events they make."""
    events: list[Event] = []
    for move in moves:
        events.extend(state.apply(state.game.parse_action(move)))
    return events


def play_until(state: RennfieberState, done: Callable[[RennfieberState], bool],
               seed: int = 0) -> RennfieberState:
    """Play random moves (and chance) until `done(state)`."""
    rng = random.Random(seed)
    for _ in range(100_000):
        if done(state) or state.to_move() is None:
            return state
        if state.to_move() is CHANCE:
            action = sample(state.chance_outcomes(), rng.random())
        else:
            legal = state.legal_actions()
            action = legal[int(rng.random() * len(legal))]
        state.apply(action)
    raise AssertionError("never reached")


def at(state: RennfieberState, **changes: Any) -> RennfieberState:
    """The state with fields of its snapshot replaced."""
    data = state.to_dict()
    data.update(changes)
    return state.game.state_from_dict(data)


def racing(players: int = 4, seed: int = 0, **kwargs: Any) -> RennfieberState:
    """The first race at its first roll."""
    return play_until(game(players, **kwargs).new_initial_state(),
                      lambda s: s.phase == "dice" and s.race == 0, seed)


def placed(
    state: RennfieberState,
    spots: Mapping[int, str],
    mover: int,
    form: Mapping[int, int] | None = None,
    kept: Mapping[int, Sequence[str]] | None = None,
    crossings: int = 1,
) -> RennfieberState:
    """The race with horses on spaces (`{card: "LANE:INDEX"}`, every runner), `mover` on turn
    before its roll, forms set (`{card: step}`), kept cards given (`{card: ["durchbruch"]}`:
    no other horse keeps any),
    every horse with `crossings` lines behind it."""
    data = state.to_dict()
    assert sorted(spots) == sorted(data["order"]), "place every runner"
    data["spot"] = {}
    for card, text in spots.items():
        lane, _, index = text.partition(":")
        data["spot"][str(card)] = [int(lane) - 1, int(index), crossings]
    data["turn"] = data["order"].index(mover)
    ids = {c.kind: c.id for c in state.rules.training_cards}
    kept_lists: list[list[int]] = [[] for _ in data["kept"]]  # only the cards given
    for card, kinds in (kept or {}).items():
        kept_lists[state.i(card)] = [ids[k] for k in kinds]
    data["kept"] = kept_lists
    forms = list(data["form"])
    for card, step in (form or {}).items():
        forms[state.i(card)] = step
    data["form"] = forms
    data["phase"] = "dice"
    return state.game.state_from_dict(data)
