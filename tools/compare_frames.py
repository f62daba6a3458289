"""Dev tool: compare two folders of PNG frames, frame by frame, and show where they differ.

Frames are matched by their path below each folder; a folder's frames are grouped by the folder
they sit in (``<game>/<scenario>`` for ``tools/shoot.py all baseline``). For each group it
reports how many frames differ, how many pixels differ in all and the largest difference of one
colour channel; for each differing frame it writes a diff image (the AFTER frame dimmed, the
differing pixels magenta, each patch of them framed in yellow) to the same path below DIFF.

A pixel differs when one of its channels differs by more than ``--tolerance``; a frame differs
when more than ``--max-pixels`` of its pixels do, or its size does, or it is missing on one
side. Exit status 0 when no frame differs, 1 when some do, 2 for a folder that is not there.

    .venv/bin/python tools/compare_frames.py /tmp/frames_before /tmp/frames_after /tmp/frames_diff
    .venv/bin/python tools/compare_frames.py BEFORE AFTER DIFF --tolerance 2 --max-pixels 40
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame

HIGHLIGHT = (255, 0, 255)
FRAME = (255, 230, 0)
DIM = (70, 70, 70)
"""What the unchanged pixels of a diff image are multiplied by (of 255)."""


@dataclass(frozen=True)
class FrameDiff:
    """How two frames differ: pixels over the tolerance, and the largest channel difference."""

    pixels: int
    max_diff: int

    def differs(self, max_pixels: int) -> bool:
        """Whether more than `max_pixels` pixels are over the tolerance."""
        return self.pixels > max_pixels


def load(path: Path) -> pygame.Surface:
    """A PNG as a 32-bit surface without alpha, so any two frames compare channel by channel."""
    image = pygame.image.load(str(path))
    surface = pygame.Surface(image.get_size(), 0, 32)
    surface.blit(image, (0, 0))
    return surface


def _within(a: pygame.Surface, b: pygame.Surface, tolerance: int) -> int:
    """Pixels of `a` whose every colour channel is within `tolerance` of `b`'s."""
    return int(pygame.transform.threshold(None, a, None, (tolerance, tolerance, tolerance, 255),
                                          set_behavior=0, search_surf=b))


def compare(a: pygame.Surface, b: pygame.Surface, tolerance: int = 0) -> FrameDiff:
    """How `b` differs from `a`. Frames of different sizes differ in every pixel.

    >>> a, b = pygame.Surface((2, 1), 0, 32), pygame.Surface((2, 1), 0, 32)
    >>> b.set_at((1, 0), (0, 5, 0))
    >>> compare(a, b), compare(a, b, tolerance=5).pixels
    (FrameDiff(pixels=1, max_diff=5), 0)
    """
    if a.get_size() != b.get_size():
        w, h = max(a.get_width(), b.get_width()), max(a.get_height(), b.get_height())
        return FrameDiff(w * h, 255)
    total = a.get_width() * a.get_height()
    if pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB"):
        return FrameDiff(0, 0)
    low, high = 0, 255  # the smallest tolerance under which every pixel is within
    while low < high:
        middle = (low + high) // 2
        if _within(a, b, middle) == total:
            high = middle
        else:
            low = middle + 1
    return FrameDiff(total - _within(a, b, tolerance), low)


def diff_image(a: pygame.Surface, b: pygame.Surface, tolerance: int = 0) -> pygame.Surface:
    """`b` dimmed, with the pixels over the tolerance in magenta and their patches framed."""
    image = b.copy()
    if a.get_size() != b.get_size():
        pygame.draw.rect(image, HIGHLIGHT, image.get_rect(), 6)
        return image
    image.fill(DIM, special_flags=pygame.BLEND_RGB_MULT)
    limit = (tolerance, tolerance, tolerance, 255)
    # (Despite its name, inverse_set=False is what colours the pixels outside the threshold.)
    pygame.transform.threshold(image, b, None, limit, HIGHLIGHT, set_behavior=1,
                               search_surf=a, inverse_set=False)
    same = pygame.mask.from_threshold(b, (0, 0, 0, 255), (tolerance + 1,) * 3 + (255,), a)
    same.invert()
    for rect in same.get_bounding_rects():
        pygame.draw.rect(image, FRAME, rect.inflate(8, 8), 1)
    return image


@dataclass
class Group:
    """The frames of one folder (one game's scenario)."""

    name: str
    frames: int = 0
    differ: int = 0
    pixels: int = 0
    max_diff: int = 0
    missing: int = 0
    extra: int = 0

    @property
    def failed(self) -> int:
        """Frames that differ, or that one side lacks."""
        return self.differ + self.missing + self.extra


def _frames(folder: Path) -> set[Path]:
    return {p.relative_to(folder) for p in folder.rglob("*.png")}


def compare_folders(before: Path, after: Path, diffs: Path | None, tolerance: int = 0,
                    max_pixels: int = 0) -> list[Group]:
    """Every frame of `before` against the same path in `after`, grouped by folder; a diff
    image below `diffs` for each frame that differs."""
    old, new = _frames(before), _frames(after)
    groups: dict[str, Group] = {}
    for path in sorted(old | new):
        name = path.parent.as_posix()
        group = groups.setdefault(name, Group(name))
        group.frames += 1
        if path not in new:
            group.missing += 1
            continue
        if path not in old:
            group.extra += 1
            continue
        if (before / path).read_bytes() == (after / path).read_bytes():
            continue
        a, b = load(before / path), load(after / path)
        found = compare(a, b, tolerance)
        group.max_diff = max(group.max_diff, found.max_diff)
        group.pixels += found.pixels
        if not found.differs(max_pixels):
            continue
        group.differ += 1
        if diffs is not None:
            target = diffs / path
            target.parent.mkdir(parents=True, exist_ok=True)
            pygame.image.save(diff_image(a, b, tolerance), str(target))
    return list(groups.values())


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("before", type=Path)
    parser.add_argument("after", type=Path)
    parser.add_argument("diff", type=Path, help="the folder for the diff images")
    parser.add_argument("--tolerance", type=int, default=0,
                        help="a channel may differ by this much (0-255)")
    parser.add_argument("--max-pixels", type=int, default=0,
                        help="a frame may have this many pixels over the tolerance")
    args = parser.parse_args(argv)
    for folder in (args.before, args.after):
        if not folder.is_dir():
            print(f"compare_frames: {folder} is not a folder", file=sys.stderr)
            return 2
    groups = compare_folders(args.before, args.after, args.diff, args.tolerance,
                             args.max_pixels)
    width = max([len(g.name) for g in groups] + [len("folder")])
    print(f"{'folder':<{width}}  frames  differ  pixels    max  missing  extra")
    for g in groups:
        print(f"{g.name:<{width}}  {g.frames:6d}  {g.differ:6d}  {g.pixels:8d}  {g.max_diff:3d}"
              f"  {g.missing:7d}  {g.extra:5d}")
    failed = sum(g.failed for g in groups)
    frames = sum(g.frames for g in groups)
    within = f"tolerance {args.tolerance}, max pixels {args.max_pixels}"
    if failed:
        print(f"{failed} of {frames} frames differ ({within}); diff images in {args.diff}")
        return 1
    print(f"all {frames} frames equal ({within})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
