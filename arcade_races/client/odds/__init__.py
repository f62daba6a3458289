"""The race broadcast's odds on screen: the live odds board beside the race, the odds history
with its swings and the caller's words on them, and the win-probability chart the results
screen shows.

- `runners`: who runs (suits, horses, seats), in their game's colours;
- `history`: the odds as the game went, the swings, the turning point, the caller's line;
- `board`: `OddsBoard`, the bars that ease to each estimate and flash on a swing;
- `chart`: `render_chart`, the whole game in one cached picture;
- `live`: `LiveOdds`, the worker, history, board and caller of a game being played.
"""

from __future__ import annotations

from arcade_races.client.odds.board import OddsBoard
from arcade_races.client.odds.chart import build_chart, render_chart
from arcade_races.client.odds.history import (
    SWING,
    OddsHistory,
    Point,
    Swing,
    race_of,
    swing_line,
)
from arcade_races.client.odds.live import LiveOdds
from arcade_races.client.odds.runners import Runner, chance_words, runners_of

__all__ = ["SWING", "LiveOdds", "OddsBoard", "OddsHistory", "Point", "Runner", "Swing",
           "build_chart", "chance_words", "race_of", "render_chart", "runners_of", "swing_line"]
