"""The track maker's workbench in the window: `arcade-races board preview FILE`.

A window that draws the board with its game's own view at the start of a game, tags every
special space and the space count of each lane or stage, and redraws within a second of each
save. A file that breaks shows `board check`'s messages over the last good picture; under the
dummy driver `--frames DIR` saves the frame after each (re)load, and `--max-seconds` ends it.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TextIO

import pygame

from arcade_races.client.app import App, AppOptions, display_available
from arcade_races.userfiles import FileProblem, reason

PROG = "arcade-races"


class PreviewApp(App):
    """The app with the preview's own keys (F5 reload, Q quit) and its own frame files:
    saved when the scene has something new to show (after a load), and every
    `frame_every`-th frame if asked."""

    def __init__(self, options: AppOptions, frames: Path | None, frame_every: int | None
                 ) -> None:
        super().__init__(options)
        self.frames_dir = frames
        self.frame_every = frame_every
        self.saved = 0

    def dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_q, pygame.K_F5):
            from arcade_races.client.workbench.scene import PreviewScene

            scene = self.scene
            if event.key == pygame.K_q:
                self.quit()
            elif isinstance(scene, PreviewScene):
                scene.reload()
            return
        super().dispatch(event)

    def frame(self) -> None:
        from arcade_races.client.workbench.scene import PreviewScene

        scene = self.scene
        due = isinstance(scene, PreviewScene) and scene.next_frame_side()
        drawn = self.frames
        super().frame()
        if self.frames_dir is None or self.frames == drawn:
            return  # nothing new on the canvas (the window was closed before drawing)
        every = self.frame_every
        if due or (every is not None and self.frames % every == 0):
            self._save()

    def _save(self) -> None:
        assert self.frames_dir is not None
        target = self.frames_dir / f"frame_{self.frames:06d}.png"
        try:
            self.frames_dir.mkdir(parents=True, exist_ok=True)
            pygame.image.save(self.canvas, str(target))
        except (OSError, pygame.error) as err:
            words = reason(err) if isinstance(err, OSError) else str(err)
            raise FileProblem(f"{target}: cannot save the frame ({words})") from None
        self.saved += 1


def no_display_note(out: TextIO | None = None) -> None:
    """The one line saying the preview needs a window (on standard error by default)."""
    (out or sys.stderr).write(f"{PROG}: no display found; the board preview needs a window (set "
              "SDL_VIDEODRIVER=dummy and give --frames DIR to render it to PNG)\n")


def preview(path: str, frames: str | None, max_seconds: float | None,
            frame_every: int | None = None) -> int:
    """`board preview FILE`: the window, until Esc, Q or the window is closed (or
    `max_seconds` have passed); exit status 2 without a display.

    Time runs on the wall clock (the file is saved by a person or a test in real time), so
    `max_seconds` is about that many seconds; frames go to `frames` after each (re)load, one
    per side of the board, and every `frame_every`-th frame if given.
    """
    if not display_available():
        no_display_note()
        return 2
    from arcade_races.client.workbench.scene import PreviewScene

    options = AppOptions(max_seconds=max_seconds, fixed_clock=False)
    folder = Path(frames) if frames else None
    try:
        app = PreviewApp(options, folder, frame_every)
    except pygame.error as err:
        sys.stderr.write(f"{PROG}: cannot open a window ({err})\n")
        return 2
    return app.run(PreviewScene(app, path))


__all__ = ["PreviewApp", "preview"]
