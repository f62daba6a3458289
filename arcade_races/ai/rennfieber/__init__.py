"""AI players for Rennfieber: what to bid for a horse, which to train, sell and enter, which
slips to lay on the Totalisator, where a move ends and when to play a kept card.

Every level decides from its seat's observation only: the public table (cash, owners, forms,
how many kept cards each horse holds, how many slips lie on each runner, the track) and its own
secrets (its kept cards, its slips' values). Its only randomness is the generator the match
runner hands it, drawn through `arcade_races.ai.base.pick` and `rng.random()`; the hard
player's race simulation draws from a fixed integer stream instead (`odds`), so its odds are
a function of the observation.

- `easy` is plausible but naive: it opens the bidding for almost any horse and raises on a whim
  a little over the price, trains and enters any horse, lays a small slip on a random runner
  (and now and then another), ends a move on a random reachable space four times in ten and
  otherwise greedily, and plays its kept cards at once.
- `normal` is greedy and cheap (some 10 to 20 microseconds a decision): it bids up to the price
  plus what the horse's scale is worth against the cards left (`auction`); trains the horse
  with the most room up its scale first; enters its fastest eligible horses and sells back its
  slowest; lays a personality's share of its slips on the runner with the best form for its
  lane (`betting`); ends every move on the space with the fewest steps home (a distance table
  per space and lines left, `track`), the inside lane on ties; plays Karriere whenever it may,
  and Durchbruch through the field when it beats every run end.
- `hard` prices a horse at auction in marks from its scale, its price and what it is sold back
  for, and keeps the cash it needs later (fees, the cheapest horses still to buy); weighs its
  entries and the sale in prize money, the entries by playing the races out; ends a move where
  it loses nothing and stands most in its rivals' way (or on the inside); plays Durchbruch for
  the burst when it gains two steps over the best run end, and Karriere when its spaces are
  free or turns run short; and bets from simulated race odds (`odds`: 200 rollouts of the race
  with greedy movers), slip by slip while the expected return beats the stake. Most decisions
  take well under a millisecond; the first slip of a race and a line-up, which play races out,
  20 to 90 ms.

Personalities tilt the weights (`agent.STYLES`):

- `zocker` (the gambler) bets heavily (a normal zocker lays 70 % of its slips, a hard one lays
  slips at a small expected loss too) and bids high, the more the dearer the horse.
- `pfennigfuchser` (the penny-pincher) keeps its cash: it seldom bids over the price, shies
  away from the dear horses, lays few slips (15 %) and, as hard, only clearly good ones.
- `stallmeister` (the stable master) values form scales and kept cards highly: it pays for a
  long scale, counts a runner's kept cards twice when it enters and backs horses, and, as
  hard, keeps the horse with the better pace when it sells back.
"""

from __future__ import annotations

from arcade_races.ai.rennfieber.agent import PERSONALITIES, STYLES, RennfieberAgent, Style

__all__ = ["PERSONALITIES", "STYLES", "RennfieberAgent", "Style"]
