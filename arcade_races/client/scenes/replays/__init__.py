"""Replays: the list of saved games, and watching one again with its game's view.

Every game is saved as it is played (`runner.LiveMatch`), so the list is also the place to pick
an unfinished game up again. The package in parts:

- `listing`: `ReplaysScene`, the table of saved games (game, date, seats, board, winner);
- `playback`: `ReplayPlaybackScene`, one game played back with pause, speed, single steps and
  a timeline to seek on, every action named in plain words;
- `bar`: the playback's drawing, its bar in its own zone below the ticker;
- `overlays`: the question and problem boxes, and `resume_scene`, which turns an unfinished
  replay into a running game (the title's Continue uses it);
- `common`: fitting words, dates, scores, icons, and a file's problem in plain words.

A file that cannot be read gets a plain sentence in a panel, never a traceback or a file name.
"""

from __future__ import annotations

from arcade_races.client.scenes.replays.common import (
    TextFit,
    clip,
    date_text,
    plain_problem,
    score_text,
    short_message,
    unit_name,
    wrap,
)
from arcade_races.client.scenes.replays.listing import ReplaysScene
from arcade_races.client.scenes.replays.overlays import ChoiceOverlay, ErrorScene, resume_scene
from arcade_races.client.scenes.replays.playback import ReplayPlaybackScene

__all__ = [
    "ChoiceOverlay",
    "ErrorScene",
    "ReplayPlaybackScene",
    "ReplaysScene",
    "TextFit",
    "clip",
    "date_text",
    "plain_problem",
    "resume_scene",
    "score_text",
    "short_message",
    "unit_name",
    "wrap",
]
