"""AI riders for 6-Tage-Rennen: which card to ride, and whether to take the relief rider.

Every level decides from its seat's observation only: the positions, the crossing orders, the
green hands (public: they are deducible from the cards ridden), how many black cards each relief
rider holds, its own black cards, and the cards ridden so far.

- `easy` rides a random card, a little biased to the big ones, and changes riders on a whim.
- `normal` is greedy: the card that moves furthest this turn, slipstream multiplying counted
  (once, never on a blue space), ties to the smaller card; on a close call (the runner-up a
  space short) it rides the runner-up now and then, so the days differ; it takes the relief
  rider when few green points are left.
- `hard` looks ahead: for each card it could ride (and on a rider change space, for change and
  keep) it rides the rest of the day out in its head, the other riders riding greedily with the
  cards they are known or expected to hold, itself riding by a plan that spends cards where the
  landing space multiplies, keeps strong cards for the sprints and the finish, and aims at the
  rider change spaces when its green points run low (and by plain greed, keeping the better of
  the two). The card whose day ends best (placing, then lap deficit, points and distance), plus
  a personality's lean towards what the card does now, is ridden. About 1 ms a decision.

The package: `picture` (the race as a rider pictures it from its observation), `lookahead`
(the hard rider's riding out and the personalities' styles), `agent` (`SixDayAgent`, every
level's choices).

Personalities tilt what a rider goes for:

- `sprinter` chases the sprint points: it values them highly and rides for the lines (hard);
  a normal sprinter keeps its green cards longest before it takes the relief rider.
- `rouleur` rides steadily for the finish: distance and laps first, card-efficient.
- `wheelsucker` lives in the slipstream: it waits behind the field for a space that multiplies
  (a normal one takes a slipstream move up to 4 spaces shorter than a plain one).
"""


from arcade_races.ai.six_day.agent import SixDayAgent
from arcade_races.ai.six_day.lookahead import NORMAL_CHANGE, STYLES, Style
from arcade_races.ai.six_day.picture import (
    DEFAULT_HIGH,
    DEFAULT_LOW,
    Race,
    change_draws,
    counts,
    ride,
    typical_hand,
)

PERSONALITIES: tuple[str, ...] = ("sprinter", "rouleur", "wheelsucker")

__all__ = [
    "DEFAULT_HIGH",
    "DEFAULT_LOW",
    "NORMAL_CHANGE",
    "PERSONALITIES",
    "STYLES",
    "Race",
    "SixDayAgent",
    "Style",
    "change_draws",
    "counts",
    "ride",
    "typical_hand",
]
