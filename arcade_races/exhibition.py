"""The exhibition in the terminal: AI-only races back to back with the dealer's commentary.

This is also where the main command falls back to when there is no display.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import TextIO

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
        for seat, score in enumerate(result.scores):
            table[seat] += score
        played += 1
        standing = sorted(range(players), key=lambda s: (-table[s], s))
        out.write(f"Table after {played} race{'s' if played > 1 else ''}: "
                  + ", ".join(f"{names[s]} {table[s]:+d}" for s in standing) + "\n\n")
        out.flush()
    return 0
