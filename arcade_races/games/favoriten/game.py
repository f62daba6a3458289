"""`FavoritenGame`: the immutable description of one game of Favoriten."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, ClassVar

from arcade_races.core.actions import Action, Notation
from arcade_races.core.dice import Die
from arcade_races.core.events import Event, MadeOnce
from arcade_races.core.state import Commentator as CoreCommentator
from arcade_races.core.state import Game
from arcade_races.games.favoriten import events as ev
from arcade_races.games.favoriten.actions import NOTATION, BetOn, Leader, Move, Pass, Roll
from arcade_races.games.favoriten.config import VARIANTS, Rules
from arcade_races.games.favoriten.zobrist import keys_for

if TYPE_CHECKING:
    from arcade_races.games.favoriten.state import FavoritenState


class FavoritenGame(Game):
    """Favoriten for `players` players under `rules`, with variants switched on."""

    id: ClassVar[str] = "favoriten"
    title: ClassVar[str] = "Favoriten"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 5
    notation: ClassVar[Notation] = NOTATION

    def __init__(self, rules: Rules, players: int, variants: frozenset[str] = frozenset()) -> None:
        self.set_up(players, variants, rules.min_players, rules.max_players, VARIANTS)
        self.rules = rules
        self.races = players if "race_per_player" in self.variants else rules.races
        self._intern_actions()
        self.keys = keys_for(self)
        """The keys of the state hash (`zobrist`), shared by every game of these sizes."""

    def _intern_actions(self) -> None:
        """Every action and outcome a game can offer, built once: a state hands out these
        values (fresh lists of them) instead of building new ones at every step."""
        horses = self.rules.horses
        self.leader_outcomes: tuple[tuple[Action, int], ...] = tuple(
            (Leader(seat), 1) for seat in range(self.players))
        self.roll_outcomes: tuple[tuple[Action, int], ...] = tuple(
            (Roll(value), n) for value, n in Die(self.rules.die).outcomes())
        self.faces = frozenset(self.rules.die)
        self.bet_menu: tuple[Action, ...] = (*(BetOn(name) for name in horses), Pass())
        self.horse_index = {name: h for h, name in enumerate(horses)}
        # The horses still to take a roll this round, as a bit set (bit h = horse h): for each
        # set, those horses in order, their names and the moves the leader may make.
        self.all_horses = (1 << len(horses)) - 1
        sets = range(self.all_horses + 1)
        self.waiting_horses = tuple(
            tuple(h for h in range(len(horses)) if waiting >> h & 1) for waiting in sets)
        self.waiting_names = tuple(
            tuple(horses[h] for h in members) for members in self.waiting_horses)
        moves = [Move(name) for name in horses]
        self.move_menus: tuple[tuple[Action, ...], ...] = tuple(
            tuple(moves[h] for h in members) for members in self.waiting_horses)
        # Events by their fields, each made the first time it happens and handed out again
        # after (a frozen value: equal fields, equal events, and nobody can change one), so a
        # step does not build frozen dataclasses. They grow to a few thousand at most.
        self._rolled: dict[tuple[int, int, int], Event] = {}
        self._moved: dict[tuple[int, int, int, int], Event] = {}
        self._events = MadeOnce()

    def die_rolled(self, seat: int, value: int, waiting: int) -> Event:
        """`DieRolled` of `seat`'s `value` for the horses of the bit set `waiting`."""
        key = (seat, value, waiting)
        event = self._rolled.get(key)
        if event is None:
            event = self._rolled[key] = ev.DieRolled(seat, value, self.waiting_names[waiting])
        return event

    def horse_moved(self, horse: int, start: int, end: int, lane: int) -> Event:
        """`HorseMoved` of horse index `horse` from `start` to `end` in `lane`."""
        key = (horse, start, end, lane)
        event = self._moved.get(key)
        if event is None:
            event = self._moved[key] = ev.HorseMoved(self.rules.horses[horse], start, end, lane)
        return event

    def event(self, kind: type[Event], *fields: Any) -> Event:
        """The event `kind(*fields)` (fields hashable), made once."""
        return self._events(kind, *fields)

    def commentator(self, names: Sequence[str]) -> CoreCommentator:
        from arcade_races.games.favoriten.commentary import Commentator

        return Commentator(names, self)

    def new_initial_state(self) -> FavoritenState:
        from arcade_races.games.favoriten.state import FavoritenState

        return FavoritenState(self)

    def state_from_dict(self, data: dict[str, Any]) -> FavoritenState:
        from arcade_races.games.favoriten.state import FavoritenState

        return FavoritenState.from_dict(self, data)

    def max_actions(self) -> int:
        rounds = self.rules.length // min(self.rules.die) + 2
        per_round = self.players + 2 * len(self.rules.horses)
        return self.races * (rounds * per_round + 1) + 1


def build(
    board: dict[str, Any], config: dict[str, Any], players: int, variants: frozenset[str]
) -> FavoritenGame:
    """The `GameSpec.build` of Favoriten."""
    return FavoritenGame(Rules.from_documents(board, config), players, variants)
