"""The exhibition in the terminal: AI-only races back to back with the dealer's commentary.

This is also where the main command falls back to when there is no display.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import TextIO

from arcade_races.games import GAMES
from arcade_races.gamesetup import ai_seats, make_agents, make_header
from arcade_races.match import Match

BASE_DELAY = 0.6
"""Seconds between two commentary lines at speed 1."""


def text_exhibition(
    game_id: str,
    players: int,
    seed: int,
    speed: float,
    races: int | None,
    variants: Sequence[str],
    board: str | None,
    out: TextIO,
) -> int:
    """Play `races` games (None: until interrupted) and print the commentary as it happens."""
    seats = ai_seats(game_id, players)
    header = make_header(game_id, seats, seed, variants, board)
    game = header.build_game()
    agents = make_agents(header)
    names = [seat.name for seat in seats]
    # Paced for a person at a terminal; piped into a file or a test it runs flat out.
    delay = BASE_DELAY / speed if out.isatty() else 0.0
    table = [0] * players
    wins = [0] * players
    spec = GAMES[game_id]
    out.write(f"Arcade Races - {game.title} exhibition, seed {seed}. Ctrl-C to leave.\n")
    out.write("At the table: " + ", ".join(f"{s.name} ({s.personality})" for s in seats) + "\n")
    played = 0
    while races is None or played < races:
        commentary = game.commentator(names)
        match = Match(game, seed + played, agents)
        while not match.is_over():
            step = match.step()
            for line in commentary.lines(step.events):
                out.write(line + "\n")
                out.flush()
                if delay > 0.001:
                    time.sleep(delay)
        result = match.state.result()
        played += 1
        for seat, place in enumerate(result.placing):
            if place == 1:  # a shared first place counts for all who share it
                wins[seat] += 1
        units = result.figures.get("units")
        if (units or spec.units) == "cash":
            out.write(_evening_line(played, names, result.scores, wins, spec.score_text)
                      + "\n\n")
        elif not spec.placed_by_score:
            out.write(_wins_line(played, names, wins, result.placing) + "\n\n")
        else:
            for seat, score in enumerate(result.scores):
                table[seat] += score
            standing = sorted(range(players), key=lambda s: (-table[s], s))
            # ("game", not "race": a game of Favoriten is three races, and the commentary
            # has just counted them.)
            out.write(f"Table after {played} game{'s' if played > 1 else ''}: "
                      + ", ".join(f"{names[s]} {table[s]:+d}" for s in standing) + "\n\n")
        out.flush()
    return 0


def _wins_line(played: int, names: Sequence[str], wins: list[int],
               placing: Sequence[int]) -> str:
    """After a game whose placing is not its scores' order (six-day: laps down first), the
    games each seat has won, most first, then by this game's placing: its scores added up
    across games would rank the seats otherwise than the games did."""
    order = sorted(range(len(names)), key=lambda s: (-wins[s], placing[s], s))
    return (f"Won after {played} game{'s' if played > 1 else ''}: "
            + ", ".join(f"{names[s]} {wins[s]}" for s in order))


def _evening_line(played: int, names: Sequence[str], cash: Sequence[int], wins: list[int],
                  money: Callable[[int], str]) -> str:
    """After an evening of a game played for cash (Rennfieber): each seat's cash at the end,
    best first, and, from the second evening on, how many evenings each has won. Cash is
    not added up across evenings: each starts afresh."""
    order = sorted(range(len(cash)), key=lambda s: (-cash[s], s))
    line = (f"Cash after evening {played}: "
            + ", ".join(f"{names[s]} {money(cash[s])}" for s in order))
    if played > 1:
        best = sorted(range(len(cash)), key=lambda s: (-wins[s], s))
        line += (f"\nEvenings won of {played}: "
                 + ", ".join(f"{names[s]} {wins[s]}" for s in best))
    return line
