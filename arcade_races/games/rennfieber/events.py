"""What happens in Rennfieber, as events for the views, sound, commentary and logs.

Spaces are written `LANE:INDEX` (lane 1 = inside) or `home`. An event never carries a secret:
a kept training card is drawn as `id = 0` (face down), slip values appear only once revealed.
"""

from __future__ import annotations

from dataclasses import dataclass

from arcade_races.core.events import Event, quick_init


@quick_init
@dataclass(frozen=True)
class CashMoved(Event):
    """Money between a seat and the bank (+ to the seat), with the ledger's reason."""

    seat: int
    amount: int
    reason: str


@quick_init
@dataclass(frozen=True)
class CardOffered(Event):
    """A horse card is up for auction at its price (the opening bid)."""

    card: int
    price: int
    auction: int


@quick_init
@dataclass(frozen=True)
class BidMade(Event):
    """A seat bids for the card on offer."""

    seat: int
    card: int
    amount: int


@quick_init
@dataclass(frozen=True)
class BidderDropped(Event):
    """A seat drops out of the bidding for this card."""

    seat: int
    card: int


@quick_init
@dataclass(frozen=True)
class HorseBought(Event):
    """Going, going, gone: `seat` buys `card` for `price` (`forced`: the card nobody wanted,
    at its price, after a whole pass of the stack sold nothing)."""

    seat: int
    card: int
    price: int
    forced: bool


@quick_init
@dataclass(frozen=True)
class CardUnsold(Event):
    """Nobody bid: the card goes under the stack."""

    card: int


@quick_init
@dataclass(frozen=True)
class HorseSoldBack(Event):
    """Before the last race: a seat sells a horse back to the bank."""

    seat: int
    card: int
    price: int


@quick_init
@dataclass(frozen=True)
class TrainingRunStarted(Event):
    """A training run begins: each seat's horse for it (0: none)."""

    run: int
    horses: tuple[int, ...]


@quick_init
@dataclass(frozen=True)
class StartRolled(Event):
    """A roll for who begins the training."""

    seat: int
    value: int


@quick_init
@dataclass(frozen=True)
class TrainingBegins(Event):
    """The highest roll begins the training; the others follow clockwise."""

    seat: int


@quick_init
@dataclass(frozen=True)
class FigureMoved(Event):
    """A horse figure moves along the training track (space 0 is the stable)."""

    seat: int
    card: int
    roll: int
    path: tuple[int, ...]


@quick_init
@dataclass(frozen=True)
class SquareReached(Event):
    """The figure lands on an instruction space."""

    seat: int
    card: int
    space: int
    do: str
    value: int
    label: str


@quick_init
@dataclass(frozen=True)
class TrainingCardDrawn(Event):
    """A training card is drawn for `card`: shown (`id`) or kept face down (`id` 0)."""

    seat: int
    card: int
    id: int
    kept: bool


@quick_init
@dataclass(frozen=True)
class FormChanged(Event):
    """A horse's daily-form pointer moves (steps are indices into its scale)."""

    card: int
    before: int
    after: int
    why: str


@quick_init
@dataclass(frozen=True)
class TurnMissed(Event):
    """A figure misses its turn on the training track."""

    seat: int
    card: int


@quick_init
@dataclass(frozen=True)
class MeadowReached(Event):
    """A horse has run its training: it reached or passed the meadow."""

    seat: int
    card: int


@quick_init
@dataclass(frozen=True)
class DeckReshuffled(Event):
    """A deck takes its discards (or, before the last race, every training card) back."""

    deck: str
    cards: int


@quick_init
@dataclass(frozen=True)
class LineupPicked(Event):
    """A seat has picked its runners, face down."""

    seat: int


@quick_init
@dataclass(frozen=True)
class LineupRevealed(Event):
    """Every pick is shown: the runners of the race, by seat."""

    race: int
    runners: tuple[tuple[int, ...], ...]


@quick_init
@dataclass(frozen=True)
class TieRolled(Event):
    """A horse's roll to break a tie of daily form (lowest inside)."""

    card: int
    value: int


@quick_init
@dataclass(frozen=True)
class LanesDrawn(Event):
    """The horses are led into their lanes: cards from lane 1 (inside) out."""

    cards: tuple[int, ...]


@quick_init
@dataclass(frozen=True)
class SlipLaid(Event):
    """A seat lays a slip, face down, on a horse."""

    seat: int
    card: int


@quick_init
@dataclass(frozen=True)
class BettingDone(Event):
    """A seat lays no more slips."""

    seat: int


@quick_init
@dataclass(frozen=True)
class RaceStarted(Event):
    """The starting shot: race `race` (from 1) on the `course`, horses in turn order."""

    race: int
    course: str
    order: tuple[int, ...]


@quick_init
@dataclass(frozen=True)
class HorseHeld(Event):
    """A gallop card holds the horse back: it sits this turn out."""

    card: int


@quick_init
@dataclass(frozen=True)
class RaceDiceRolled(Event):
    """Both dice for a horse: the move is race die + daily form (- a broken stride)."""

    card: int
    race_die: int
    die: int
    bonus: int
    length: int


@quick_init
@dataclass(frozen=True)
class HorseMoved(Event):
    """A horse runs along `path` (start first); `how`: move, burst, boost, push or shift."""

    card: int
    path: tuple[str, ...]
    how: str


@quick_init
@dataclass(frozen=True)
class KeptCardPlayed(Event):
    """A kept training card comes out: karriere, durchbruch (through the field) or
    durchbruch_move (as Karriere)."""

    seat: int
    card: int
    kind: str


@quick_init
@dataclass(frozen=True)
class GallopDrawn(Event):
    """A gallop card for the horse (the normal die showed a 1 or a 6)."""

    card: int
    id: int


@quick_init
@dataclass(frozen=True)
class HorseFinished(Event):
    """A horse crosses the finish line and takes its placement space."""

    card: int
    place: int


@quick_init
@dataclass(frozen=True)
class RaceOver(Event):
    """Every horse has crossed: the placings, winner first."""

    race: int
    placings: tuple[int, ...]


@quick_init
@dataclass(frozen=True)
class SlipsRevealed(Event):
    """The slips are turned over: (seat, card, value) each."""

    slips: tuple[tuple[int, int, int], ...]


@quick_init
@dataclass(frozen=True)
class ToteSettled(Event):
    """The Totalisator's quote: pool P, stake on the winner W, Q:10 (quote 0: nobody backed the
    winner, the bank keeps the pool)."""

    winner: int
    pool: int
    on_winner: int
    quote: int


@quick_init
@dataclass(frozen=True)
class GameOver(Event):
    """The evening is over: seats by cash, best first."""

    ranking: tuple[int, ...]
    cash: tuple[int, ...]
