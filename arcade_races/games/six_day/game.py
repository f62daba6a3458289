"""`SixDayGame`: the immutable description of one six-day race."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, ClassVar

from arcade_races.core.actions import Notation
from arcade_races.core.errors import ArcadeRacesError
from arcade_races.core.state import Commentator as CoreCommentator
from arcade_races.core.state import Game
from arcade_races.games.six_day.actions import NOTATION, DrawHigh, DrawLow, Play
from arcade_races.games.six_day.config import Rules
from arcade_races.games.six_day.zobrist import HashKeys

if TYPE_CHECKING:
    from arcade_races.games.six_day.state import SixDayState

FLAGS: tuple[str, ...] = ("green_only", "teams")
DAYS: tuple[str, ...] = tuple(f"days={n}" for n in range(1, 7))
VARIANTS: tuple[str, ...] = (*FLAGS, *DAYS)
"""`green_only` (no rider change), `teams` (teams of two with 4, 6 or 8 riders, partners
opposite) and `days=N` (a six-day race of N days instead of the config's number)."""


def variant_problem(players: int, variants: frozenset[str]) -> str | None:
    """Why these variants cannot be played with this many riders, or None."""
    unknown = sorted(variants - set(VARIANTS))
    if unknown:
        return f"unknown variant {unknown[0]!r} (one of: {', '.join(VARIANTS)})"
    if len(variants & set(DAYS)) > 1:
        return "choose one days=N variant"
    if "teams" in variants and players not in (4, 6, 8):
        return f"teams of two need 4, 6 or 8 riders, not {players}"
    return None


class SixDayGame(Game):
    """A six-day race for `players` riders under `rules`, with variants switched on."""

    id: ClassVar[str] = "six_day"
    title: ClassVar[str] = "6-Tage-Rennen"
    min_players: ClassVar[int] = 3
    max_players: ClassVar[int] = 8
    notation: ClassVar[Notation] = NOTATION

    def __init__(self, rules: Rules, players: int, variants: frozenset[str] = frozenset()) -> None:
        if not rules.min_players <= players <= rules.max_players:
            raise ArcadeRacesError(
                f"6-Tage-Rennen takes {rules.min_players} to {rules.max_players} riders,"
                f" not {players}"
            )
        problem = variant_problem(players, frozenset(variants))
        if problem:
            raise ArcadeRacesError(problem)
        self.rules = rules
        self.players = players
        self.variants = frozenset(variants)
        days = [int(v.split("=")[1]) for v in variants if v.startswith("days=")]
        self.days = days[0] if days else rules.days
        self.green_hand = rules.green_hand(players)
        self.green_values = rules.green_values
        self.black_values = rules.black_values
        self._build_tables()
        half = players // 2
        # Partners sit opposite: seat i rides with seat i + n/2 (RULINGS).
        self.teams: tuple[tuple[int, int], ...] = (
            tuple((i, i + half) for i in range(half)) if "teams" in self.variants else ()
        )
        self.hash_keys = HashKeys(self)
        """The key tables of the states' incremental hash (their fingerprint)."""

    def _build_tables(self) -> None:
        """What every step reads, worked out once per game: the actions of the cards and
        draws (interned, so a legal list is built without making actions), each card's
        place in the hands, and the track's spaces as plain attributes."""
        rules = self.rules
        track = rules.track
        self.finish = track.finish
        self.sprint_lines = track.sprints
        self.rider_change = track.rider_change
        self.blue = track.rider_change | track.crash
        self.can_change = "green_only" not in self.variants
        self.green_plays = tuple(Play(f"G{v}") for v in self.green_values)
        self.black_plays = tuple(Play(f"B{v}") for v in self.black_values)
        self.card_index: dict[str, tuple[bool, int, int]] = {}
        """A card label (G3, B5) -> whether it is black, its index in that hand, its value."""
        for i, v in enumerate(self.green_values):
            self.card_index[f"G{v}"] = (False, i, v)
        for i, v in enumerate(self.black_values):
            self.card_index[f"B{v}"] = (True, i, v)
        self.black_index = {v: i for i, v in enumerate(self.black_values)}
        self.low_draws = {str(v): DrawLow(v) for v in rules.low}
        self.high_draws = {str(v): DrawHigh(v) for v in rules.high}
        # The fixed parts of an observation.
        self.obs_track = (track.finish, track.sprints, tuple(sorted(track.rider_change)),
                          tuple(sorted(track.crash)))
        self.change_draws = rules.change_draws(self.players)
        self.obs_low = {str(v): c for v, c in rules.low.items()}
        self.obs_high = {str(v): c for v, c in rules.high.items()}
        self.obs_variants = tuple(sorted(self.variants))
        self._green_labels = tuple(f"G{v}" for v in self.green_values)
        self._black_labels = tuple(f"B{v}" for v in self.black_values)
        self._green_spelled: dict[tuple[int, ...], tuple[str, ...]] = {}
        self._black_spelled: dict[tuple[int, ...], tuple[str, ...]] = {}
        self._green_rides: dict[tuple[int, ...], tuple[tuple[Play, ...], tuple[str, ...]]] = {}
        self._black_rides: dict[tuple[int, ...], tuple[tuple[Play, ...], tuple[str, ...]]] = {}

    # Every observation spells every hand, and there are few distinct hands: each is spelled
    # once (a cache of a pure function, not state: the game plays as it did).

    def green_cards(self, counts: Sequence[int]) -> list[str]:
        """A green hand of `counts` (by value, as in `green_values`) spelled out, lowest
        first: [2, 1, 0, ...] -> G1 G1 G2."""
        key = tuple(counts)
        cards = self._green_spelled.get(key)
        if cards is None:
            cards = self._green_spelled[key] = _spell(self._green_labels, key)
        return list(cards)

    def black_cards(self, counts: Sequence[int]) -> list[str]:
        """A black hand of `counts` (by value, as in `black_values`) spelled out."""
        key = tuple(counts)
        cards = self._black_spelled.get(key)
        if cards is None:
            cards = self._black_spelled[key] = _spell(self._black_labels, key)
        return list(cards)

    def rides(self, green: Sequence[int], black: Sequence[int],
              ) -> tuple[tuple[Play, ...], tuple[str, ...]]:
        """The cards a rider holding `green` and `black` (counts by value) may ride, lowest
        first, as (interned) actions and as labels: the black ones once the relief rider is
        out, else the green ones. Asked at every turn and every observation, for few distinct
        hands: each is worked out once."""
        if any(black):
            key = tuple(black)
            rides = self._black_rides.get(key)
            if rides is None:
                plays = tuple(p for p, c in zip(self.black_plays, key, strict=True) if c)
                rides = self._black_rides[key] = (plays, tuple(p.card for p in plays))
            return rides
        key = tuple(green)
        rides = self._green_rides.get(key)
        if rides is None:
            plays = tuple(p for p, c in zip(self.green_plays, key, strict=True) if c)
            rides = self._green_rides[key] = (plays, tuple(p.card for p in plays))
        return rides

    def team_of(self, seat: int) -> tuple[int, int] | None:
        """The team `seat` rides in, if teams are played."""
        return next((t for t in self.teams if seat in t), None)

    def commentator(self, names: Sequence[str]) -> CoreCommentator:
        from arcade_races.games.six_day.commentary import Commentator

        return Commentator(names, self)

    def new_initial_state(self) -> SixDayState:
        from arcade_races.games.six_day.state import SixDayState

        return SixDayState(self)

    def state_from_dict(self, data: dict[str, Any]) -> SixDayState:
        from arcade_races.games.six_day.state import SixDayState

        return SixDayState.from_dict(self, data)

    def max_actions(self) -> int:
        n_low, n_high = self.rules.change_draws(self.players)
        per_rider = sum(self.green_hand.values()) + 2 * (n_low + n_high) + 2
        return self.days * self.players * (per_rider + 1) + 1


def _spell(labels: Sequence[str], counts: Sequence[int]) -> tuple[str, ...]:
    """Card labels repeated by their counts: (G1, G2), (2, 1) -> G1 G1 G2."""
    cards: list[str] = []
    for label, count in zip(labels, counts, strict=True):
        cards.extend([label] * count)
    return tuple(cards)


def build(
    board: dict[str, Any], config: dict[str, Any], players: int, variants: frozenset[str]
) -> SixDayGame:
    """The `GameSpec.build` of 6-Tage-Rennen."""
    return SixDayGame(Rules.from_documents(board, config), players, variants)


def playable(players: int, variants: frozenset[str]) -> bool:
    """The `GameSpec.playable` of 6-Tage-Rennen."""
    return variant_problem(players, variants) is None
