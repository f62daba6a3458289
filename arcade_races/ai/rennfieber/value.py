"""What a Rennfieber horse is worth to the AI: the daily-form table as expected extra spaces,
a horse's scale, and its worth in prize money.

`Static` reads an observation's `static` part once (the agent keeps it per game). A horse's
*pace* at a form step is the expected extra spaces a race-die roll gives (the daily-form table
weighed by the die's faces: `5-` -1/6, `0` 0, `2+` 1/6, `3+` 1/2, `4+` 5/6, `5+` 1 on the
default die); its *scale value* is the mean pace over the steps of its scale, what a normal
player reads off the card at auction.

Money for pace (`Static.prize_per_pace`): in the race simulation of four runners on the
default track a horse gains about 2.3 places per space a roll of pace above the field (from
`0` to `3+`, half a space a roll, it goes from 3.0th to 1.8th on average); a place is worth the
prize list's spread over its runners. Pace is worth about 2,300 marks a space a roll in race 1
of Race Programme I, 3,800 in race 2 and 5,400 in race 3.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

BANK = -1
"""The owner of a horse card nobody owns."""

TRAINING_GAIN = 0.8
"""Form steps a training run adds on average (the default training track and deck: its form
spaces, and the 14 form cards of 45 drawn on about 2.3 card spaces a run)."""

KEPT_PACE = 0.1
"""The pace a kept card is worth over a race (its 2 spaces spread over some 20 rolls)."""

PLACES_PER_PACE = 2.3
"""Places a horse gains per space a roll of pace above the rest of the field (see the module
docstring)."""


@dataclass(frozen=True)
class Card:
    """One horse card as the static part shows it."""

    card: int
    index: int
    price: int
    scale: tuple[str, ...]
    auction: int
    paces: tuple[float, ...]
    """The pace at each step of its scale, bottom first."""

    @property
    def top(self) -> int:
        """The index of its best step."""
        return len(self.scale) - 1

    @property
    def scale_value(self) -> float:
        """The mean pace over its scale's steps."""
        return sum(self.paces) / len(self.paces)


class Static:
    """The parts of `static` the AI reads, as plain tables (one per game)."""

    def __init__(self, static: dict[str, Any]) -> None:
        self.static = static
        self.race_die = [int(f) for f in static["race_die"]]
        self.extra = {step: {int(r): int(a) for r, a in rows}
                      for step, rows in static["extra"].items()}
        faces = self.race_die
        self.pace_of = {step: sum(table.get(f, 0) for f in faces) / len(faces)
                        for step, table in self.extra.items()}
        self.cards: dict[int, Card] = {}
        for i, h in enumerate(static["horses"]):
            scale = tuple(str(s) for s in h["scale"])
            self.cards[int(h["card"])] = Card(int(h["card"]), i, int(h["price"]), scale,
                                              int(h["auction"]),
                                              tuple(self.pace_of[s] for s in scale))
        self.by_index = [self.cards[int(h["card"])] for h in static["horses"]]
        self.programme = static["programme"]
        self.prizes = [[int(p) for p in r["prizes"]] for r in self.programme]
        self.fees = [int(r["fee"]) for r in self.programme]
        self.boost = int(static["boost"])
        self.sell_bonus = int(static["sell_bonus"])
        self.slips = [int(s) for s in static["slips"]]
        self.die = [int(f) for f in static["die"]]
        self.gallop_on = {int(f) for f in static["gallop_on"]}
        self.gallops = [(int(c["count"]), str(c["effect"]), int(c["spaces"]), str(c["lane"]))
                        for c in static["gallop_cards"]]
        self.restock = next((i for i, r in enumerate(self.programme) if r["restock"]), None)
        self.tote = (int(static["tote"][0]), int(static["tote"][1]))
        self.mean_roll = sum(faces) / len(faces)
        self.raises = [int(r) for r in static["raises"]]

    def pace(self, card: int, step: float) -> float:
        """The pace of horse `card` at form index `step` (between two steps: by their share;
        never beyond its scale)."""
        c = self.cards[card]
        step = max(0.0, min(float(step), float(c.top)))
        low = int(step)
        high = min(low + 1, c.top)
        frac = step - low
        return c.paces[low] * (1.0 - frac) + c.paces[high] * frac

    def strength(self, obs: dict[str, Any], card: int, kept: float = 1.0) -> float:
        """A runner's pace at its form now, with `kept` times `KEPT_PACE` per kept card."""
        c = self.cards[card]
        return self.pace(card, float(obs["form"][c.index])) + kept * KEPT_PACE * int(
            obs["kept"][c.index])

    def trained(self, card: int, step: float, runs: float) -> float:
        """The form index a horse at `step` reaches on average after `runs` training runs."""
        return min(float(self.cards[card].top), step + TRAINING_GAIN * runs)

    def prize_per_pace(self, race: int, runners: int) -> float:
        """Marks of prize a space a roll of pace is worth in race `race` of `runners`."""
        if not 0 <= race < len(self.prizes) or runners < 2:
            return 0.0
        prizes = self.prizes[race][:runners] + [0] * max(0, runners - len(self.prizes[race]))
        spread = (prizes[0] - prizes[-1]) / (runners - 1)
        return PLACES_PER_PACE * spread

    def mean_prize(self, race: int, runners: int) -> float:
        """The mean prize a runner takes in race `race` of `runners`."""
        if not 0 <= race < len(self.prizes) or runners < 1:
            return 0.0
        return sum(self.prizes[race][:runners]) / runners


def runners_each(obs: dict[str, Any]) -> int:
    """Runners each seat sends per race: the line-up shows it once known, else the seating
    table of the rulings (the static part does not carry it)."""
    players = int(obs["players"])
    lanes = obs["lineup"]["lanes"]
    if lanes:
        return max(1, len(lanes) // players)
    return 3 if players == 2 else 2 if players == 3 else 1


def horses_each(obs: dict[str, Any]) -> int:
    """Horses each seat owns before a race (in the first auction: what it will own)."""
    me = int(obs["seat"])
    owned = sum(1 for o in obs["owner"] if o == me)
    if obs["phase"] == "bid":
        return max(1, owned + int(obs["auction"]["needs"][me]))
    return max(1, owned)


def mine(obs: dict[str, Any], st: Static) -> list[int]:
    """The horse cards this seat owns."""
    me = int(obs["seat"])
    return [c.card for c in st.by_index if obs["owner"][c.index] == me]


def eligible(obs: dict[str, Any], st: Static, seat: int, race: int) -> list[int]:
    """The horses of `seat` that may run race `race`, by its programme rule (`first_two`,
    which needs the last race's placings, counts as any)."""
    rule = st.programme[race]["runners"] if 0 <= race < len(st.programme) else "any"
    order = st.static["form_order"]
    out = []
    for c in st.by_index:
        if obs["owner"][c.index] != seat:
            continue
        step = c.scale[max(0, min(int(obs["form"][c.index]), c.top))]
        if rule == "not_run" and obs["ran"][c.index]:
            continue
        if rule == "no_minus" and "-" in step:
            continue
        if rule == "at_most_4" and "4+" in order and order.index(step) > order.index("4+"):
            continue
        out.append(c.card)
    return out
