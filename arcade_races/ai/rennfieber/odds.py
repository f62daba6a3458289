"""The hard player's race odds: a quick Monte Carlo of a Rennfieber race from what the
observation shows, and the expected return of slips on the Totalisator.

Each rollout plays the race out with every horse moving greedily (the end with the fewest steps
home, among the spaces exactly its move ahead that no horse stands on: the path round the field
is not searched, which is what makes a rollout cheap), its kept cards played at once (every kept
card is a Karriere or a Durchbruch, so each is worth the boost whichever it is: a rival's cards
are unknown, their number is not), and a gallop card on the normal die's gallop faces drawn from
the full deck's mix.

The rollouts draw from a fixed integer stream (common random numbers) instead of a generator:
the odds are then a function of the race as the observation shows it, the same in every
decision of the betting round, so they are worked out once per race and kept (`OddsCache`)
without changing what any decision would be.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from arcade_races.ai.rennfieber.track import TrackView
from arcade_races.ai.rennfieber.value import Static

ROLLOUTS = 200
"""Races played out per odds with four runners (about 40 ms on the default track); bigger
fields play fewer (`rollouts_for`), so the time stays about the same."""

MAX_ROUNDS = 200
"""A rollout stops after this many rounds (a safety net; races take some 20 to 30)."""

_MULT = 6364136223846793005
_INC = 1442695040888963407
_MASK = (1 << 64) - 1


@dataclass(frozen=True)
class Runner:
    """A horse in the race to simulate: its card, where it stands (lane, index, lines left),
    its extra spaces by race-die roll, kept cards, a held turn and a shorter next move."""

    card: int
    lane: int
    index: int
    left: int
    extra: tuple[int, ...]
    """Extra spaces indexed by the race-die roll."""
    kept: int
    held: bool = False
    stride: int = 0


def start_row(st: Static, static: dict[str, Any], race: int, lanes: list[int],
              form: list[int], kept: list[int]) -> list[Runner]:
    """The runners of race `race` in their start row, lane by lane (`lanes`: cards, the
    inside first), with their forms and kept cards (by card index)."""
    course = static["programme"][race]["course"]
    crossings = int(static["courses"][course]["crossings"])
    start = static["courses"][course]["start"]
    return [_runner(st, card, lane, int(start[lane]), crossings, form, kept)
            for lane, card in enumerate(lanes)]


def _runner(st: Static, card: int, lane: int, index: int, left: int, form: list[int],
            kept: list[int], held: bool = False, stride: int = 0) -> Runner:
    c = st.cards[card]
    step = c.scale[max(0, min(int(form[c.index]), c.top))]
    table = st.extra[step]
    extra = tuple(table.get(roll, 0) for roll in range(max(st.race_die) + 1))
    return Runner(card, lane, index, left, extra, int(kept[c.index]), held, stride)


def runners_from(obs: dict[str, Any], st: Static) -> tuple[list[Runner], list[int], int]:
    """The runners of the race the observation is at (in their start row before the start),
    the order they move in from now, and who of that order moves first."""
    static = obs["static"]
    race = int(obs["race"])
    track = obs["track"]
    lanes = [int(c) for c in obs["lineup"]["lanes"]]
    started = obs["phase"] in ("dice", "move", "play", "gallop") and track["order"]
    if not started:
        runners = start_row(st, static, race, lanes, obs["form"], obs["kept"])
        return runners, turn_order(lanes, obs["owner"], st, int(obs["players"])), 0
    course = static["programme"][race]["course"]
    crossings = int(static["courses"][course]["crossings"])
    runners = []
    for card in lanes:
        if card in track["finished"]:
            continue
        lane, index, crossed = track["spot"][str(card)]
        runners.append(_runner(st, card, int(lane), int(index), crossings - int(crossed),
                               obs["form"], obs["kept"], card in track["hold"],
                               int(track["stride"].get(str(card), 0))))
    order = [int(c) for c in track["order"]]
    return runners, order, order.index(int(track["turn"]))


def rollouts_for(runners: int, base: int = ROLLOUTS) -> int:
    """Rollouts for a field of `runners`: `base` for four, fewer for more (each rollout takes
    about as long per runner)."""
    return max(20, base * 4 // max(4, runners))


def turn_order(lanes: list[int], owner: list[int], st: Static, players: int) -> list[int]:
    """The lane-1 horse's owner first, then clockwise, each seat's runners in lane order."""
    if not lanes:
        return []
    own = {card: owner[st.cards[card].index] for card in lanes}
    first = own[lanes[0]]
    order: list[int] = []
    for step in range(players):
        seat = (first + step) % players
        order.extend(c for c in lanes if own[c] == seat)
    return order


def simulate(view: TrackView, st: Static, runners: list[Runner], order: list[int],
             first: int, rollouts: int = ROLLOUTS, seed: int = 1) -> dict[int, list[float]]:
    """The chance of each placing (index 0 = first) for every runner, from `rollouts` races."""
    n = len(runners)
    places = {r.card: [0.0] * n for r in runners}
    if not n:
        return places
    by_card = {r.card: i for i, r in enumerate(runners)}
    seq = [by_card[c] for c in order[first:] + order[:first] if c in by_card]
    race_die = st.race_die
    faces = len(race_die)
    die = st.die
    gallop_on = st.gallop_on
    boost = st.boost
    deck: list[tuple[str, int, str]] = []
    for count, effect, spaces, lane in st.gallops:
        deck.extend([(effect, spaces, lane)] * count)
    cards = len(deck)
    dist = view.dist
    ends = view.ends
    successors = view.graph.successors
    extras = [r.extra for r in runners]
    x = seed & _MASK
    for _ in range(rollouts):
        pos = [[r.lane, r.index, r.left] for r in runners]
        kept = [r.kept for r in runners]
        held = [r.held for r in runners]
        stride = [r.stride for r in runners]
        done = [False] * n
        occupied = {(r.lane, r.index) for r in runners}
        placing: list[int] = []
        rounds = 0
        while len(placing) < n and rounds < MAX_ROUNDS:
            rounds += 1
            for k in seq:
                if done[k]:
                    continue
                if held[k]:
                    held[k] = False
                    continue
                x = (x * _MULT + _INC) & _MASK
                roll = race_die[(x >> 33) % faces]
                x = (x * _MULT + _INC) & _MASK
                face = die[(x >> 33) % len(die)]
                steps = roll + extras[k][roll] - stride[k]
                stride[k] = 0
                moves = [steps]
                if kept[k]:
                    kept[k] -= 1
                    moves.append(boost)
                for length in moves:
                    if _move(pos[k], length, occupied, dist, ends):
                        done[k] = True
                        placing.append(k)
                        break
                if done[k] or face not in gallop_on:
                    continue
                x = (x * _MULT + _INC) & _MASK
                effect, spaces, side = deck[(x >> 33) % cards]
                if effect == "push":
                    if _move(pos[k], spaces, occupied, dist, ends):
                        done[k] = True
                        placing.append(k)
                elif effect == "hold":
                    held[k] = True
                elif effect == "stride":
                    stride[k] += spaces
                elif effect == "shift":
                    _shift(pos[k], -1 if side == "in" else 1, occupied, successors, dist)
        rest = sorted((k for k in range(n) if not done[k]),
                      key=lambda k: dist[pos[k][2]][pos[k][0]][pos[k][1]])
        for place, k in enumerate(placing + rest):
            places[runners[k].card][place] += 1.0
    for row in places.values():
        for i in range(n):
            row[i] /= rollouts
    return places


def _move(spot: list[int], steps: int, occupied: set[tuple[int, int]],
          dist: list[list[list[int]]], ends: Any) -> bool:
    """Move a horse greedily; True when it crosses its last line."""
    if steps <= 0:
        return False
    lane, index, left = spot
    if dist[left][lane][index] <= steps:
        occupied.discard((lane, index))
        return True
    occupied.discard((lane, index))
    for length in range(steps, 0, -1):
        for a, b, passed in ends(lane, index, length, left):
            if (a, b) not in occupied:
                spot[0], spot[1], spot[2] = a, b, left - passed
                occupied.add((a, b))
                return False
    occupied.add((lane, index))
    return False


def _shift(spot: list[int], side: int, occupied: set[tuple[int, int]],
           successors: Any, dist: list[list[list[int]]]) -> None:
    lane, index, left = spot
    for a, b, passed in successors[lane][index][1:]:
        if a == lane + side and (a, b) not in occupied and left - passed > 0:
            occupied.discard((lane, index))
            spot[0], spot[1], spot[2] = a, b, left - passed
            occupied.add((a, b))
            return


def win_chances(places: dict[int, list[float]]) -> dict[int, float]:
    """The chance of each runner to win."""
    return {card: row[0] if row else 0.0 for card, row in places.items()}


class OddsCache:
    """Odds worked out once per race setting (they depend on the setting only)."""

    def __init__(self) -> None:
        self._key: tuple[Any, ...] | None = None
        self._value: dict[int, list[float]] = {}

    def places(self, view: TrackView, st: Static, obs: dict[str, Any],
               rollouts: int | None = None) -> dict[int, list[float]]:
        """The placing chances of the race the observation is at (`rollouts`: by default
        `rollouts_for` the field)."""
        runners, order, first = runners_from(obs, st)
        if rollouts is None:
            rollouts = rollouts_for(len(runners))
        key = (id(st), rollouts, tuple(runners), tuple(order), first)
        if key != self._key:
            self._value = simulate(view, st, runners, order, first, rollouts)
            self._key = key
        return self._value


def slip_return(value: int, pool: float, on_winner: float, quote: int, rounding: int) -> float:
    """What a slip of `value` on the winner returns with that pool and stake on the winner."""
    if on_winner <= 0:
        return 0.0
    q = int(quote * pool // on_winner)
    return float(value * q // (10 * rounding) * rounding)


def expected_return(wins: dict[int, float], stakes: dict[int, float], mine: dict[int, list[int]],
                    quote: int, rounding: int) -> float:
    """My expected tote return with these stakes on each horse (mine included) and my slips."""
    pool = sum(stakes.values())
    total = 0.0
    for card, values in mine.items():
        p = wins.get(card, 0.0)
        if p <= 0.0 or not values:
            continue
        on = stakes.get(card, 0.0)
        total += p * sum(slip_return(v, pool, on, quote, rounding) for v in values)
    return total
