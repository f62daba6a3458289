"""Dev tool: render the physics flourishes to PNG frames, for looking at them without a window.

    SDL_VIDEODRIVER=dummy .venv/bin/python tools/physics_demo.py --frames /tmp/frames

One 1280x720 scene: two race dice (faces 2-3-3-4-4-5) land on 5 and 3, three ordinary dice on
6, 1 and 4; a card is flicked onto the table; confetti bursts once the dice have settled. Every
``--every`` frames (at 60 frames a second) a PNG is written to the ``--frames`` directory.
"""

from __future__ import annotations

import argparse
import os
from collections.abc import Sequence
from pathlib import Path

import pygame

from arcade_races.client.physics import CardFlick, Confetti, DiceTray
from arcade_races.client.physics.render import darken, lighten, mix

SIZE = (1280, 720)
FPS = 60
RACE_FACES = (2, 3, 3, 4, 4, 5)
TABLE = (22, 36, 48)


def _table(size: tuple[int, int]) -> pygame.Surface:
    """A dark table top, lighter in the middle."""
    surf = pygame.Surface(size)
    w, h = size
    for y in range(h):
        t = abs(y - h * 0.45) / (h * 0.6)
        pygame.draw.line(surf, mix(lighten(TABLE, 0.10), darken(TABLE, 0.35), t), (0, y), (w, y))
    return surf


def _card(font: pygame.font.Font, small: pygame.font.Font) -> pygame.Surface:
    """A race card face: cream paper, a red frame, a big number."""
    w, h = 132, 188
    card = pygame.Surface((w, h), pygame.SRCALPHA)
    card.fill((0, 0, 0, 0))
    pygame.draw.rect(card, (250, 246, 234), (0, 0, w, h), border_radius=12)
    pygame.draw.rect(card, (120, 110, 96), (0, 0, w, h), width=2, border_radius=12)
    pygame.draw.rect(card, (196, 40, 52), (8, 8, w - 16, h - 16), width=3, border_radius=8)
    number = font.render("7", True, (196, 40, 52))
    card.blit(number, number.get_rect(center=(w // 2, h // 2 - 6)))
    label = small.render("SPRINT", True, (60, 54, 48))
    card.blit(label, label.get_rect(center=(w // 2, h - 30)))
    corner = small.render("7", True, (196, 40, 52))
    card.blit(corner, (16, 12))
    return card


def run(frames_dir: Path, every: int = 6, seconds: float = 4.5, seed: int = 2024) -> list[Path]:
    """Render the demo scene, writing every ``every``-th frame to ``frames_dir``; return paths."""
    pygame.font.init()
    frames_dir.mkdir(parents=True, exist_ok=True)
    screen = pygame.Surface(SIZE)
    table = _table(SIZE)
    font = pygame.font.Font(None, 110)
    small = pygame.font.Font(None, 28)
    caption_font = pygame.font.Font(None, 30)

    race_tray = DiceTray(pygame.Rect(70, 60, 520, 300), seed,
                         colors=[(232, 58, 50), (34, 34, 40)])
    plain_tray = DiceTray(pygame.Rect(690, 60, 520, 300), seed + 1, side="right")
    race_tray.throw([5, 3], faces=[RACE_FACES, RACE_FACES])
    plain_tray.throw([6, 1, 4])
    card_face = _card(font, small)
    flick: CardFlick | None = None
    confetti: Confetti | None = None
    captions = (
        (race_tray, "Race dice: 5 + 3"),
        (plain_tray, "Dice: 6, 1, 4"),
    )

    written: list[Path] = []
    dt = 1.0 / FPS
    for frame in range(round(seconds * FPS)):
        t = frame * dt
        if flick is None and t >= 0.4:
            flick = CardFlick((-80, 660), (640, 540), seed, final_angle=-6.0)
        if confetti is None and race_tray.settled and plain_tray.settled:
            confetti = Confetti(pygame.Rect(0, 0, *SIZE), seed, count=160)
            confetti.burst((40, 700), count=110, speed=2100.0, direction=-58.0, spread=16.0)
            confetti.burst((1240, 700), count=110, speed=2100.0, direction=-122.0, spread=16.0)
        race_tray.update(dt)
        plain_tray.update(dt)
        if flick is not None:
            flick.update(dt)
        if confetti is not None:
            confetti.update(dt)

        screen.blit(table, (0, 0))
        for tray, text in captions:
            tray.draw(screen)
            if tray.settled:
                label = caption_font.render(text, True, (236, 232, 220))
                spot = (tray.rect.centerx, tray.rect.bottom + 10)
                screen.blit(label, label.get_rect(midtop=spot))
        if flick is not None:
            flick.draw(screen, card_face)
        if confetti is not None:
            confetti.draw(screen)
        if frame % every == 0:
            path = frames_dir / f"frame_{frame:04d}.png"
            pygame.image.save(screen, str(path))
            written.append(path)
    return written


def main(argv: Sequence[str] | None = None) -> int:
    """Command-line entry: parse arguments, render, say where the frames went."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--frames", type=Path, required=True, help="directory for the PNG frames")
    parser.add_argument("--every", type=int, default=6, help="save every Nth frame (default 6)")
    parser.add_argument("--seconds", type=float, default=4.5, help="length of the scene")
    parser.add_argument("--seed", type=int, default=2024, help="seed for every throw")
    args = parser.parse_args(argv)
    if args.every < 1:
        parser.error("--every must be at least 1")
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    written = run(args.frames, args.every, args.seconds, args.seed)
    print(f"wrote {len(written)} frames to {args.frames}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
