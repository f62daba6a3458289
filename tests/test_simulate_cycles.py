"""`simulate` keeps the objects made before its first game out of the collector's passes
(`simulate._frozen`, `gc.freeze`): safe only because no game makes reference cycles, which
reference counting could not free. These tests hold every game to that, played and recorded,
and check that nothing stays frozen after a run."""

from __future__ import annotations

import gc
from dataclasses import replace

import pytest

from arcade_races.games import GAMES
from arcade_races.gamesetup import ai_seats, make_header
from arcade_races.simulate import _play_games, play

SHORT: dict[str, tuple[str, ...]] = {"six_day": ("days=1",), "rennfieber": ("races=1",)}
"""Variants that keep a game short (the cycles a game would make show in one race)."""


@pytest.mark.parametrize("recording", [False, True], ids=["played", "recorded"])
@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_game_leaves_no_cycles_for_the_collector(game: str, recording: bool) -> None:
    header = replace(make_header(game, ai_seats(game, 4), 1, SHORT.get(game, ())),
                     created="2026-12-02T00:00:00+00:00")
    gc.collect()
    was_on = gc.isenabled()
    gc.disable()
    try:
        games = list(_play_games(header, range(1, 4), recording, None))
        found = gc.collect()
    finally:
        if was_on:
            gc.enable()
    assert len(games) == 3
    assert found == 0, f"{game}: {found} objects only the collector could free"


@pytest.fixture
def unfrozen() -> None:
    """Nothing frozen to begin with (an app made by an earlier test in this process freezes
    what it set up and leaves it so)."""
    gc.unfreeze()


@pytest.mark.usefixtures("unfrozen")
def test_nothing_stays_frozen_after_a_run() -> None:
    header = make_header("favoriten", ai_seats("favoriten", 4), 1)
    assert gc.get_freeze_count() == 0
    records = list(play(header, range(1, 3)))
    assert len(records) == 2
    assert gc.get_freeze_count() == 0


@pytest.mark.usefixtures("unfrozen")
def test_a_run_stopped_early_unfreezes_too() -> None:
    header = make_header("pferderennen", ai_seats("pferderennen", 4), 1)
    games = play(header, range(1, 50))
    next(games)
    assert gc.get_freeze_count() > 0  # the run is on
    games.close()
    assert gc.get_freeze_count() == 0
