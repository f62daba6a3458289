"""`PferderennenGame`: the immutable description of one Pferderennen session."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from arcade_races.core.actions import Action, Notation
from arcade_races.core.state import Commentator as CoreCommentator
from arcade_races.core.state import Game
from arcade_races.games.pferderennen.actions import NOTATION
from arcade_races.games.pferderennen.config import VARIANTS, Rules
from arcade_races.games.pferderennen.state import PferderennenState
from arcade_races.games.pferderennen.tables import Tables


class PferderennenGame(Game):
    """Pferderennen for `players` seats under `rules`, with a set of variants switched on.

    >>> from arcade_races.games.pferderennen.testing import default_rules
    >>> game = PferderennenGame(default_rules(), players=4)
    >>> game.new_initial_state().to_move()
    CHANCE
    """

    id: ClassVar[str] = "pferderennen"
    title: ClassVar[str] = "Pferderennen"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 10
    notation: ClassVar[Notation] = NOTATION

    def __init__(
        self, rules: Rules, players: int, variants: frozenset[str] = frozenset()
    ) -> None:
        self.set_up(players, variants, rules.min_players, rules.max_players, VARIANTS)
        self.rules = rules
        self.tables = Tables(rules, players, self.variants)
        self.units = self.tables.units
        self.bet_actions: tuple[Action, ...] = self.tables.bets
        # One frozen action per card, made once: chance nodes list them on every draw.
        self.lay_actions = dict(zip(rules.deck, self.tables.lays, strict=True))
        self.draw_actions = dict(zip(rules.deck, self.tables.draws, strict=True))

    def commentator(self, names: Sequence[str]) -> CoreCommentator:
        from arcade_races.games.pferderennen.commentary import Commentator

        return Commentator(names, self.rules.track_cards)

    def new_initial_state(self) -> PferderennenState:
        return PferderennenState(self)

    def state_from_dict(self, data: dict[str, Any]) -> PferderennenState:
        return PferderennenState.from_dict(self, data)

    def max_actions(self) -> int:
        per_race = (
            len(self.rules.deck) + self.players * (1 + self.rules.win * self.rules.max_stake)
        )
        return self.rules.races * per_race + 1


def build(
    board: dict[str, Any], config: dict[str, Any], players: int, variants: frozenset[str]
) -> PferderennenGame:
    """The `GameSpec.build` of Pferderennen."""
    return PferderennenGame(Rules.from_documents(board, config), players, variants)
