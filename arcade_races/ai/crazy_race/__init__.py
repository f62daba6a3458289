"""AI players for Crazy Race: which track card to lay where, which action card to play on whom,
and whether to cancel a card played against it.

Every level decides from its seat's observation only: its own bet card and hands, and what is
public (the track cards on the board, the pawns, the cups, the action cards lying in front of
the players). The dice are taken as the rulebook's two six-sided dice (7 a roll on average),
as the observation does not name them.

- `easy` lays a random track card now and then (often none), rarely plays an action card, and
  always rolls.
- `normal` reads its bet card for the stage it is racing in: it counts every pawn's spaces to
  that stage's end (the sum of the piece lengths), sees where it would come in, and, if that is
  too late, lays a short card (0 to 2) on its own track or a long one (6 to 8) on the rival just
  ahead, and skips that rival; if too early, the reverse: a long card on its own track, a short
  one on the rival just behind, who gets an "again". It cancels a skip played against it.
- `hard` prices every play by its chance of coming in where its bet card asks, stage by stage
  (`Outlook`): each pawn's rolls needed to every stage end (2d6 each, plus the fog of cards
  still to come on free pieces ahead), its turns in the order of play (skip and again cards
  counted), and so the chance of every crossing order. Every lay of every card in hand on every
  track and stage, every skip and again on every rival, a move card's best shifts and rolling
  at once are compared; a card it cannot use well is dropped for a fresh one. It cancels a card
  against it when that card hurts its bet.

  It also reads the opponents' aims from the board: a track whose pieces in a stage were
  shortened was most likely shortened by its owner, who wants to be early there, and one
  lengthened by an owner who wants to be late (the owner has the most reason to touch it; the
  others' cards blur this, so the reading is soft). The cards it laid itself are left out of
  that reading: the observation says who laid each card. A hard player expects such an owner to go
  on the same way on the free pieces ahead. The reading uses the board and not a memory of past
  turns on purpose: an agent's choice depends on the observation and its generator only, so a
  game resumed from its replay goes on exactly as it would have.

Personalities tilt what the hard players go for, and which track a normal player tries first:

- `schemer` plays for its bet card only, and lays every card that helps even a little; a normal
  schemer bends its own track first.
- `saboteur` also minds its rivals' progress: a long card on a pawn in front of it pleases it,
  and it plays its action cards readily against them; a normal saboteur tries the rival first.
- `bluffer` hides its aims: a card on its own track counts for less to it (it would show what
  its bet card asks), so more of its cards go on its rivals' tracks, the normal bluffer's too.

The package: `offer` (what a turn offers, read from the observation), `outlook` (the race as
a hard player reckons it: every pawn's rolls to every stage end and the chances of the
crossing orders), `agent` (`CrazyRaceAgent`, every level's choices, and the personalities'
styles).
"""

from arcade_races.ai.crazy_race.agent import PERSONALITIES, STYLES, CrazyRaceAgent, Style
from arcade_races.ai.crazy_race.offer import Offer
from arcade_races.ai.crazy_race.outlook import Outlook

__all__ = ["PERSONALITIES", "STYLES", "CrazyRaceAgent", "Offer", "Outlook", "Style"]
