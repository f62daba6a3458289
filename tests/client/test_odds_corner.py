"""The odds board in hot-seat play ("Odds board in games", `settings.odds_in_hot_seat`): the
play scene draws it in the corner over the side column's top, and every view keeps that
corner free, as it does for the exhibition corner; without the board the column keeps its
top.

The check plays to the first human seat's turn (the hand-over curtain passed) and asks the
view where its side-column panels stand (each view's geometry names them): none may reach into
the corner's rect (`corner_rect`), where the play scene draws the board.
"""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from arcade_races.client.stage.zones import SIDE, corner_rect
from arcade_races.games import GAMES
from arcade_races.gamesetup import ai_seats, make_header
from arcade_races.replay import Header, SeatInfo

VARIANTS: dict[str, tuple[str, ...]] = {"six_day": ("days=1",), "rennfieber": ("races=1",)}
"""Short sessions: only the table's first human turn is looked at."""
HUMANS = ("Anna", "Ben")


def _case(game: str, players: int) -> Any:
    return pytest.param(game, players, id=f"{game}-{players}")


CASES = [_case(game, players) for game in GAMES
         for players in sorted({max(2, GAMES[game].min_players), GAMES[game].max_players})]


def _header(game: str, players: int) -> Header:
    seats = list(ai_seats(game, players, "easy"))
    for seat, name in enumerate(HUMANS):
        seats[seat] = SeatInfo(name, "human", None, None)
    return make_header(game, seats, 3, VARIANTS.get(game, ()))


def _at_first_human_turn(app: Any, header: Header, odds: bool) -> Any:
    """The play scene of a hot-seat game, the board set `odds`, at its first human turn."""
    from arcade_races.client.scenes.curtain import CurtainScene
    from arcade_races.client.scenes.play import PlayScene

    app.apply_settings(app.settings.with_changes(odds_in_hot_seat=odds), save=False)
    play = PlayScene(app, header, record=False)
    app.push(play)
    for _ in range(60 * 60):
        if isinstance(app.scene, CurtainScene) and app.scene.age > 0.3:
            app.pop()
        app.frame()
        if app.scene is play and play.input_seat is not None and not play.view.busy:
            return play
    raise AssertionError(f"{header.game}: no human turn within a minute")


def _side_panels(view: Any) -> list[pygame.Rect]:
    """The view's panels in the side column (standings, tote board, the seats' panels)."""
    if hasattr(view, "lay"):  # Crazy Race: a panel per player and the column behind them
        return [*view.lay.panel_rects, view.lay.side_rect]
    if hasattr(view.geo, "seat_rects"):  # Rennfieber: a panel per seat
        return list(view.geo.seat_rects)
    return [view.geo.side]  # one panel: standings (6-Tage-Rennen, Favoriten), tote board


def _in_corner(play: Any) -> list[str]:
    """The view's side panels that reach into the corner's rect (where the play scene says
    its corner stands, if it says; else the rect for a row a seat)."""
    where = getattr(play, "corner_rect", None)
    corner = where() if callable(where) else corner_rect(len(play.header.seats))
    return [f"panel at {tuple(rect)} (the corner: {tuple(corner)})"
            for rect in _side_panels(play.view)
            if SIDE.contains(rect) and rect.colliderect(corner)]


@pytest.mark.parametrize(("game", "players"), CASES)
def test_the_side_column_leaves_the_odds_board_its_corner(app: Any, game: str,
                                                          players: int) -> None:
    play = _at_first_human_turn(app, _header(game, players), odds=True)
    try:
        assert play.show_odds
        found = _in_corner(play)
        assert not found, f"{game}, {players} seats: under the odds board:\n" + "\n".join(found)
    finally:
        play.exit()


@pytest.mark.parametrize("game", sorted(GAMES))
def test_without_the_board_the_side_column_keeps_its_top(app: Any, game: str) -> None:
    play = _at_first_human_turn(app, _header(game, 4), odds=False)
    try:
        assert not play.show_odds
        assert _in_corner(play), f"{game}: the side column left the corner empty"
    finally:
        play.exit()


@pytest.mark.parametrize("players", [2, 5])
def test_favoriten_prompt_card_clears_the_standings_below_the_board(app: Any,
                                                                    players: int) -> None:
    """Below the odds board the column cannot hold standings, card and tray one under the
    other: the card takes the tray's place while a human decides, under the leader's line,
    its buttons inside it."""
    play = _at_first_human_turn(app, _header("favoriten", players), odds=True)
    try:
        geo, prompt = play.view.geo, play.view.prompts.current
        assert prompt is not None and geo.card_over_tray
        assert geo.row_rect(players - 1).bottom < geo.lead_y < geo.card_rect.top
        assert geo.card_rect.bottom <= geo.side.bottom and geo.card_rect.height >= 170
        for button in prompt.buttons:
            if button.kind != "column":
                assert geo.card_rect.contains(button.rect), button
    finally:
        play.exit()
