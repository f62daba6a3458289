"""Starting the window: the title screen, or straight into an exhibition; without a display,
the text exhibition in the terminal."""

from __future__ import annotations

import logging
import sys
from pathlib import Path
from typing import TextIO

from arcade_races.client.app import App, AppOptions, display_available, headless

log = logging.getLogger("arcade_races.client")


def options_for(frames: str | None, frame_every: int, max_seconds: float | None) -> AppOptions:
    """App options from the command line's frame flags (frames run on a fixed clock)."""
    return AppOptions(
        frames_dir=Path(frames) if frames else None,
        frame_every=max(1, frame_every),
        max_seconds=max_seconds,
        fixed_clock=bool(frames) or headless(),
    )


def run_title(options: AppOptions) -> int:
    """The main job: the window from the title screen."""
    app = App(options)
    return app.run(app.make_scene("title"))


def run_exhibition(
    options: AppOptions,
    game_id: str,
    players: int,
    seed: int,
    speed: float,
    variants: list[str],
    board: str | None,
) -> int:
    """`watch GAME`: AI-only races back to back in the window."""
    from arcade_races.gamesetup import ai_seats, make_header

    header = make_header(game_id, ai_seats(game_id, players, "normal"), seed, variants, board)
    header.build_game()  # a broken board fails here, before a window opens
    app = App(options)
    return app.run(app.make_scene("play", header, exhibition=True, speed=speed, record=False))


def no_display_note(out: TextIO = sys.stderr) -> None:
    """The one line saying why the text exhibition runs instead of the window."""
    out.write("arcade-races: no display found; showing the exhibition in the terminal "
              "instead (set SDL_VIDEODRIVER=dummy to render frames)\n")


__all__ = ["display_available", "no_display_note", "options_for", "run_exhibition",
           "run_title"]
