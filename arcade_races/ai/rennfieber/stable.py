"""The stable's choices: which horse to train first, which to sell back before the restocking
race, and which to send into a race.

- Training order hardly matters (every horse runs once); normal and hard train the horse with
  the most room up its scale first, easy any.
- Selling back: normal sells its slowest horse (the dearer one of equal pace); hard weighs the
  sale price (printed price plus the form bonus) against the prize money the horse's pace is
  worth in the restocking race, and sells the horse it gains most by.
- The line-up: normal enters its fastest eligible horses (a kept card counted as a little
  pace, `value.KEPT_PACE`, twice for the stallmeister). Hard plays each of its few entries
  out in the race simulation (`odds`) against the rivals' fastest eligible horses, lanes drawn
  by form as the rules draw them (ties both ways round, half the rollouts each), and when the
  next race is for horses that have not run yet, that race too with the horses left over; it
  enters the one with the most expected prize money (a form step up for a win, down for the
  last place, counted at the sale bonus).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from arcade_races.ai.rennfieber.odds import rollouts_for, simulate, start_row, turn_order
from arcade_races.ai.rennfieber.track import TrackView
from arcade_races.ai.rennfieber.value import Static, eligible, runners_each
from arcade_races.core.actions import Action
from arcade_races.games.rennfieber.actions import Enter, Sell, Train

PLAN_ROLLOUTS = 100
"""Rollouts per race the hard player plays for each entry it weighs (with four runners; fewer
for more, `odds.rollouts_for`)."""

MAX_PLANS = 4
"""With more entries than this (two players send three of six) the hard player enters like
the normal one."""


def train_first(obs: dict[str, Any], legal: Sequence[Action], st: Static) -> Action:
    """The horse with the most room up its scale (the lower card on ties)."""
    form = obs["form"]

    def room(action: Action) -> tuple[int, int]:
        card = action.card if isinstance(action, Train) else 0
        c = st.cards[card]
        return (c.top - int(form[c.index]), -card)

    return max(legal, key=room)


def sale_price(obs: dict[str, Any], st: Static, card: int) -> int:
    """What the bank pays for horse `card`: its price and the bonus per form step."""
    c = st.cards[card]
    return c.price + st.sell_bonus * int(obs["form"][c.index])


def later_pace(obs: dict[str, Any], st: Static, card: int) -> float:
    """The horse's pace after the training run before the restocking race."""
    return st.pace(card, st.trained(card, float(obs["form"][st.cards[card].index]), 1.0))


def normal_sell(obs: dict[str, Any], legal: Sequence[Action], st: Static) -> Action:
    """The slowest horse; of equal pace, the dearer sale."""
    options = [a for a in legal if isinstance(a, Sell)]
    return min(options, key=lambda a: (later_pace(obs, st, a.card),
                                       -sale_price(obs, st, a.card), a.card))


def hard_sell(obs: dict[str, Any], legal: Sequence[Action], st: Static, scale: float) -> Action:
    """The horse whose sale price beats the prize money its pace is worth in the restocking
    race by most."""
    options = [a for a in legal if isinstance(a, Sell)]
    runners = min(6, int(obs["players"]) * runners_each(obs))
    race = st.restock if st.restock is not None else int(obs["race"])
    per_pace = st.prize_per_pace(race, runners) * scale
    return max(options, key=lambda a: (sale_price(obs, st, a.card)
                                       - per_pace * later_pace(obs, st, a.card), -a.card))


def fastest(obs: dict[str, Any], st: Static, cards: list[int], count: int) -> list[int]:
    """The `count` horses of `cards` with the best pace now (lower card on ties)."""
    form = obs["form"]
    ranked = sorted(cards, key=lambda c: (-st.pace(c, float(form[st.cards[c].index])), c))
    return sorted(ranked[:count])


def normal_enter(obs: dict[str, Any], legal: Sequence[Action], st: Static, kept: float = 1.0
                 ) -> Action:
    """The entry with the best pace in sum (its kept cards counted, `kept` times each)."""
    entries = [a for a in legal if isinstance(a, Enter)]

    def strength(action: Enter) -> tuple[float, tuple[int, ...]]:
        return (sum(st.strength(obs, c, kept) for c in action.cards),
                tuple(-c for c in action.cards))

    return max(entries, key=strength)


def hard_enter(obs: dict[str, Any], legal: Sequence[Action], st: Static, view: TrackView
               ) -> Action:
    """The entry worth most in prize money this race and, where it decides the next race's
    runners, the next (see the module docstring)."""
    entries = [a for a in legal if isinstance(a, Enter)]
    if len(entries) > MAX_PLANS or not entries:
        return normal_enter(obs, legal, st)
    me = int(obs["seat"])
    race = int(obs["race"])
    players = int(obs["players"])
    count = len(entries[0].cards)
    rivals = {s: fastest(obs, st, eligible(obs, st, s, race), count)
              for s in range(players) if s != me}
    follow = race + 1 < len(st.programme) and st.programme[race + 1]["runners"] == "not_run" \
        and not st.programme[race + 1]["restock"]
    later = {s: fastest(obs, st, [c for c in eligible(obs, st, s, race) if c not in picks],
                        count) for s, picks in rivals.items()} if follow else {}
    mine_now = eligible(obs, st, me, race)
    best: tuple[float, Action] | None = None
    for entry in entries:
        value = _race_value(obs, st, view, race, list(entry.cards), rivals)
        if follow:
            rest = fastest(obs, st, [c for c in mine_now if c not in entry.cards], count)
            value += _race_value(obs, st, view, race + 1, rest, later)
        if best is None or value > best[0] + 1e-9:
            best = (value, entry)
    assert best is not None
    return best[1]


def _race_value(obs: dict[str, Any], st: Static, view: TrackView, race: int, mine: list[int],
                rivals: dict[int, list[int]]) -> float:
    """Expected prize money (and form steps, at the sale bonus) of `mine` in race `race`
    against the rivals' horses, lanes by form, ties drawn both ways."""
    if not mine:
        return 0.0
    cards = mine + [c for picks in rivals.values() for c in picks]
    order = st.static["form_order"]
    form = obs["form"]

    def rank(card: int) -> int:
        c = st.cards[card]
        return int(order.index(c.scale[max(0, min(int(form[c.index]), c.top))]))

    prizes = st.prizes[race]
    total = 0.0
    for flip in (1, -1):
        lanes = sorted(cards, key=lambda c: (rank(c), flip * c))[: view.graph.lanes]
        runners = start_row(st, st.static, race, lanes, form, obs["kept"])
        seq = turn_order(lanes, obs["owner"], st, int(obs["players"]))
        rollouts = rollouts_for(len(lanes), PLAN_ROLLOUTS) // 2
        places = simulate(view, st, runners, seq, 0, rollouts, seed=race + 7)
        n = len(lanes)
        for card in mine:
            row = places.get(card)
            if row is None:
                continue
            total += sum(p * (prizes[i] if i < len(prizes) else 0) for i, p in enumerate(row))
            total += st.sell_bonus * (row[0] - (row[n - 1] if n > 1 else 0.0))
    return total / 2.0
