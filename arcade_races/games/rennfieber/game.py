"""`RennfieberGame`: the immutable description of one Rennfieber evening."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, ClassVar

from arcade_races.core.actions import Action, Notation
from arcade_races.core.deck import Deck
from arcade_races.core.errors import ArcadeRacesError
from arcade_races.core.state import Commentator as CoreCommentator
from arcade_races.core.state import Game
from arcade_races.games.rennfieber.actions import NOTATION
from arcade_races.games.rennfieber.config import VARIANTS, RaceEntry, Rules
from arcade_races.games.rennfieber.interned import Interned
from arcade_races.games.rennfieber.moves import Track
from arcade_races.games.rennfieber.swaps import RaceKeys

if TYPE_CHECKING:
    from arcade_races.games.rennfieber.state import RennfieberState


class RennfieberGame(Game):
    """Rennfieber for `players` players under `rules`, with `variants`."""

    id: ClassVar[str] = "rennfieber"
    title: ClassVar[str] = "Rennfieber"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 6
    notation: ClassVar[Notation] = NOTATION

    def __init__(self, rules: Rules, players: int, variants: frozenset[str] = frozenset()) -> None:
        self.set_up(players, variants, rules.min_players, rules.max_players, VARIANTS)
        self.rules = rules
        self.seating = rules.seats(players)
        programme = rules.own_programme if "own_programme" in variants else rules.programme
        for name in ("races=1", "races=2"):
            if name in variants:
                programme = programme[: int(name.split("=")[1])]
        self.programme: tuple[RaceEntry, ...] = programme
        self.by_lane = "by_lane" in variants
        runners = players * self.seating.runners
        if runners > rules.track.lanes:
            raise ArcadeRacesError(
                f"{runners} runners for a track of {rules.track.lanes} lanes"
            )
        self.static: dict[str, Any] = _static(rules, players, programme)
        """What every observation shares and nobody may change: cards, tables, the track."""
        self.decks = {"training": Deck([str(c.id) for c in rules.training_cards],
                                       [c.count for c in rules.training_cards]),
                      "gallop": Deck([str(c.id) for c in rules.gallop_cards],
                                     [c.count for c in rules.gallop_cards])}
        """Full decks to copy from."""
        self.cards = [h.card for h in rules.horses]
        """The horse cards by number, in the order of the card lists of a state."""
        self.card_index = {card: i for i, card in enumerate(self.cards)}
        self.actions = Interned(rules)
        """Every action and outcome list the rules hand out, made once."""
        draws = self.actions
        self.draws: dict[str, tuple[Action, ...]] = {
            "training": tuple(draws.training_draws[k] for k in self.decks["training"].kinds),
            "gallop": tuple(draws.gallop_draws[k] for k in self.decks["gallop"].kinds)}
        """Each deck's draw actions in the order of its kinds (every deck of a state is a
        copy of `decks`): `Deck.weighted` lists a draw's outcomes with them."""
        self.track = Track(rules.track.graph, self.actions,
                           max(c.crossings for c in rules.track.courses.values()))
        """The lane graph as flat tables for the search of a move's ends."""
        self.race_crossings: tuple[int, ...] = tuple(
            rules.track.courses[entry.course].crossings for entry in programme)
        """The lines each race of the programme crosses (its course's), by race."""
        self.race_keys = RaceKeys(self.track.spaces, self.track.names,
                                  max(c.crossings for c in rules.track.courses.values()))
        """The hash keys of where a horse stands and of a turn's log, by index."""

    def commentator(self, names: Sequence[str]) -> CoreCommentator:
        from arcade_races.games.rennfieber.commentary import Commentator

        return Commentator(names, self)

    def new_initial_state(self) -> RennfieberState:
        from arcade_races.games.rennfieber.state import RennfieberState

        return RennfieberState(self)

    def state_from_dict(self, data: dict[str, Any]) -> RennfieberState:
        from arcade_races.games.rennfieber.state import RennfieberState

        return RennfieberState.from_dict(self, data)

    def max_actions(self) -> int:
        rules = self.rules
        horses = self.seating.horses * self.players
        bidding = horses * len(rules.horses) * self.players * 40
        training = 2 * horses * (rules.meadow + 4) * 4
        lap = max(rules.track.graph.sizes)
        course = max(c.crossings for c in rules.track.courses.values()) * lap
        race = self.players * self.seating.runners * (course + 10) * 6
        return 2000 + bidding + training + len(self.programme) * (race + 200)


def _static(rules: Rules, players: int, programme: tuple[RaceEntry, ...]) -> dict[str, Any]:
    return {
        "horses": [{"card": h.card, "name": h.name, "price": h.price, "scale": list(h.scale),
                    "auction": h.auction} for h in rules.horses],
        "programme": [{"course": r.course, "fee": r.fee, "runners": r.runners,
                       "prizes": list(r.prizes), "restock": r.restock} for r in programme],
        "form_order": list(rules.form_order),
        "extra": {step: [[roll, add] for roll, add in sorted(table.items())]
                  for step, table in rules.extra.items()},
        "race_die": list(rules.race_die),
        "die": list(rules.die),
        "gallop_on": sorted(rules.gallop_on),
        "boost": rules.boost,
        "raises": list(rules.raises),
        "slips": list(rules.slips),
        "sell_bonus": rules.sell_bonus,
        "tote": [rules.tote_quote, rules.tote_round],
        "meadow": rules.meadow,
        "squares": [[s.at, s.do, s.value] for s in rules.squares.values()],
        "training_cards": [{"id": c.id, "count": c.count, "kind": c.kind, "form": c.form,
                            "cash": c.cash} for c in rules.training_cards],
        "gallop_cards": [{"id": c.id, "count": c.count, "effect": c.effect,
                          "spaces": c.spaces, "lane": c.lane, "cash": c.cash}
                         for c in rules.gallop_cards],
        "lanes": rules.track.lanes,
        "courses": {name: {"start": list(c.start), "crossings": c.crossings}
                    for name, c in rules.track.courses.items()},
        "track": {"sections": rules.track.sections,
                  "lanes": [[list(counts), [off.numerator, off.denominator]]
                            for counts, off in rules.track.layout]},
        "players": players,
    }


def build(
    board: dict[str, Any], config: dict[str, Any], players: int, variants: frozenset[str]
) -> RennfieberGame:
    """The `GameSpec.build` of Rennfieber."""
    return RennfieberGame(Rules.from_documents(board, config), players, variants)
