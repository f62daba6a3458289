"""Choosing where a Rennfieber move ends, and when to play a kept card.

A move's ends are the legal `run` (and, with a Durchbruch card, `burst`) actions. The greedy
choice is the end with the fewest steps home after it (`TrackView.after`), the inside lane on
ties. The hard player also looks at the rivals behind: among the ends that lose nothing, it
takes the one that leaves a rival's next move (a typical roll) furthest from home, so it sits
in their path; and it plays a kept card where it gains most (Durchbruch through the field only
when that beats the best run end by `BURST_GAIN` steps, Karriere when its 2 spaces are free or
the horse runs out of turns to use its cards).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from arcade_races.ai.rennfieber.track import TrackView
from arcade_races.ai.rennfieber.value import Static
from arcade_races.core.actions import Action
from arcade_races.games.rennfieber.actions import PLAY_NONE, Burst, Play, Run

BURST_GAIN = 2
"""Steps a Durchbruch through the field must gain over the best run end for the hard player
(Durchbruch as Karriere would gain 2 later)."""

BLOCK_LOOK = 10
"""A rival this many steps or fewer behind the mover's end is worth blocking."""

BLOCK_ROLLS = (3, 4)
"""The move lengths the hard player expects of a rival when it blocks (the race die's middle)."""


def race_context(obs: dict[str, Any]) -> tuple[int, list[int], int]:
    """The horse on turn, its spot ([lane, index, crossings]) and the lines it has left."""
    track = obs["track"]
    card = int(track["turn"])
    spot = track["spot"][str(card)]
    course = obs["static"]["programme"][obs["race"]]["course"]
    left = int(obs["static"]["courses"][course]["crossings"]) - int(spot[2])
    return card, spot, left


def greedy_end(view: TrackView, obs: dict[str, Any], legal: Sequence[Action]) -> Action:
    """The end with the fewest steps home, the inside on ties (runs before bursts)."""
    _, spot, left = race_context(obs)
    best: tuple[int, int, int] | None = None
    choice = legal[0]
    for action in legal:
        if isinstance(action, (Run, Burst)):
            key = (view.after(spot, left, action.to), _lane(action.to),
                   int(isinstance(action, Burst)))
            if best is None or key < best:
                best, choice = key, action
    return choice


Move = Run | Burst


def best_of(view: TrackView, spot: list[int], left: int, legal: Sequence[Action],
            kind: type[Run] | type[Burst]) -> tuple[int, list[Move]]:
    """The fewest steps home among the ends of one kind (`Run` or `Burst`), and those ends."""
    best = 10**9
    ends: list[Move] = []
    for action in legal:
        if isinstance(action, kind):
            d = view.after(spot, left, action.to)
            if d < best:
                best, ends = d, [action]
            elif d == best:
                ends.append(action)
    return best, ends


def normal_end(view: TrackView, obs: dict[str, Any], legal: Sequence[Action]) -> Action:
    """Greedy: Durchbruch through the field only when it beats every run end."""
    _, spot, left = race_context(obs)
    run, runs = best_of(view, spot, left, legal, Run)
    burst, bursts = best_of(view, spot, left, legal, Burst)
    ends = bursts if bursts and burst < run else runs
    return min(ends, key=lambda a: _lane(a.to)) if ends else legal[0]


def hard_end(view: TrackView, obs: dict[str, Any], legal: Sequence[Action]) -> Action:
    """The end that loses nothing and stands most in the rivals' way; Durchbruch through the
    field when it gains `BURST_GAIN` steps or more."""
    card, spot, left = race_context(obs)
    run, runs = best_of(view, spot, left, legal, Run)
    burst, bursts = best_of(view, spot, left, legal, Burst)
    ends = bursts if bursts and (not runs or burst <= run - BURST_GAIN) else runs
    if not ends:
        return legal[0]
    inside = min(ends, key=lambda a: _lane(a.to))
    if len(ends) == 1:
        return inside
    target = view.after(spot, left, ends[0].to)
    rivals = _rivals_behind(view, obs, card, target)
    if not rivals:
        return inside
    occupied = _occupied(obs, card)
    best_key: tuple[float, int] | None = None
    choice: Action = inside
    for action in ends:
        here = _space(action.to)
        blocked = occupied | ({here} if here is not None else set())
        hurt = 0.0
        for r_spot, r_left in rivals:
            for steps in BLOCK_ROLLS:
                hurt += _best_after(view, r_spot, r_left, steps, blocked)
        key = (-hurt, _lane(action.to))
        if best_key is None or key < best_key:
            best_key, choice = key, action
    return choice


def _best_after(view: TrackView, spot: list[int], left: int, steps: int,
                blocked: set[tuple[int, int]]) -> int:
    """The fewest steps home a horse at `spot` keeps after a move of `steps` round
    `blocked` (the rules' path search: every path must go round the field)."""
    reach = view.graph.reach((spot[0], spot[1]), steps, blocked, False, left)
    if reach.home:
        return 0
    dist = view.dist
    best = dist[left][spot[0]][spot[1]]
    for lane, index in reach.ends:
        rest = left - view.passes(spot[0], spot[1], lane, index)
        d = dist[rest][lane][index] if rest > 0 else 0
        if d < best:
            best = d
    return best


def _rivals_behind(view: TrackView, obs: dict[str, Any], card: int, target: int
                   ) -> list[tuple[list[int], int]]:
    """Rival horses (another owner's, still running) a little behind where the mover ends."""
    static = obs["static"]
    course = static["programme"][obs["race"]]["course"]
    crossings = int(static["courses"][course]["crossings"])
    owner = obs["owner"]
    index = {int(h["card"]): i for i, h in enumerate(static["horses"])}
    me = owner[index[card]]
    finished = set(obs["track"]["finished"])
    out = []
    for key, spot in obs["track"]["spot"].items():
        other = int(key)
        if other == card or other in finished or owner[index[other]] == me:
            continue
        left = crossings - int(spot[2])
        d = view.dist[left][spot[0]][spot[1]]
        if target < d <= target + BLOCK_LOOK:
            out.append((spot, left))
    return out


def _occupied(obs: dict[str, Any], card: int) -> set[tuple[int, int]]:
    finished = set(obs["track"]["finished"])
    return {(s[0], s[1]) for k, s in obs["track"]["spot"].items()
            if int(k) != card and int(k) not in finished}


def _space(text: str) -> tuple[int, int] | None:
    if text == "home":
        return None
    lane, _, index = text.partition(":")
    return (int(lane) - 1, int(index))


def _lane(text: str) -> int:
    return -1 if text == "home" else int(text.partition(":")[0])


def boost_gain(view: TrackView, obs: dict[str, Any], boost: int) -> int:
    """Steps home the kept card's `boost` spaces would gain from where the horse stands now."""
    card, spot, left = race_context(obs)
    now = view.dist[left][spot[0]][spot[1]]
    return now - _best_after(view, spot, left, boost, _occupied(obs, card))


def normal_play(legal: Sequence[Action]) -> Action:
    """Karriere whenever held; Durchbruch is kept for a boxed-in move."""
    karriere = Play("karriere")
    return karriere if karriere in legal else PLAY_NONE


def hard_play(view: TrackView, obs: dict[str, Any], legal: Sequence[Action], st: Static) -> Action:
    """A kept card where it gains most: at once when its spaces are free (or it reaches home),
    else only when the turns left are too few to wait; Karriere before Durchbruch."""
    card, spot, left = race_context(obs)
    boost = st.boost
    mean_move = st.mean_roll + st.pace(card, float(obs["form"][st.cards[card].index]))
    kinds = obs["kept_cards"].get(str(card), [])
    held = len(kinds)
    gain = boost_gain(view, obs, boost)
    now = view.dist[left][spot[0]][spot[1]]
    turns_left = now / max(1.0, mean_move)
    karriere, durchbruch = Play("karriere"), Play("durchbruch")
    if gain <= 0 and now > 0:
        return PLAY_NONE
    must = turns_left <= held + 1
    if gain >= boost or gain >= now or must:
        if karriere in legal:
            return karriere
        # Durchbruch as Karriere: only when no boxed-in move is likely to need it.
        if durchbruch in legal and (must or kinds.count("durchbruch") > 1):
            return durchbruch
    return PLAY_NONE
