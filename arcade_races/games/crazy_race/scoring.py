"""Scoring Crazy Race (rulebook, "End of the race and scoring"): a pure function, so the
rulebook's worked example with players A-D is a test."""

from __future__ import annotations

from collections.abc import Sequence


def score(bets: Sequence[Sequence[int]], placings: Sequence[Sequence[int]]) -> list[int]:
    """Points per player: 1 for each stage whose place matches the bet card, and 1 more for
    every other player whose card asked for the same place in that stage.

    >>> score([[4, 3, 2], [2, 3, 4], [2, 1, 2], [4, 3, 4]],
    ...       [[3, 2, 3], [2, 3, 1], [1, 1, 2], [4, 4, 4]])
    [0, 5, 3, 4]
    """
    points = []
    for me, (bet, placed) in enumerate(zip(bets, placings, strict=True)):
        total = 0
        for stage, (asked, reached) in enumerate(zip(bet, placed, strict=True)):
            if asked == reached:
                total += 1 + sum(1 for other, card in enumerate(bets)
                                 if other != me and card[stage] == asked)
        points.append(total)
    return points


def ranking(points: Sequence[int]) -> list[int]:
    """Seats, best first (more points first; equal points by seat)."""
    return sorted(range(len(points)), key=lambda seat: (-points[seat], seat))
