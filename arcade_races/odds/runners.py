"""Who can win each game, in the order of `Odds.chances`, and who did.

Pferderennen and Favoriten are watched race by race: the runners are the suits or the horse
colours and the odds are for the race in progress (the next one between races). The seat
games (6-Tage-Rennen, Crazy Race, Rennfieber) are watched whole: the runners are the seats
and the winner is the seat placed first.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from arcade_races.core.state import Game, Result, State

RACE_GAMES = ("pferderennen", "favoriten")
"""Games whose runners are the race's (suits, horses) rather than the seats."""


def runner_names(game: Game, seats: Sequence[str]) -> tuple[str, ...]:
    """Who can win, fixed for the whole game: the suits "C","D","H","S" (Pferderennen), the
    horse colours (Favoriten), else the seats' names as given."""
    rules: Any = getattr(game, "rules", None)
    if game.id == "pferderennen":
        return tuple(str(s) for s in rules.suits)
    if game.id == "favoriten":
        return tuple(str(h) for h in rules.horses)
    return tuple(seats)


def runner_count(game: Game) -> int:
    """How many runners `runner_names` gives for this game."""
    return len(runner_names(game, [str(i) for i in range(game.players)]))


def _race_winner(game: Game, race: dict[str, Any]) -> int | None:
    """The index of a logged race's winner among the runners (None: a void race)."""
    names = runner_names(game, ())
    if game.id == "pferderennen":
        suit = race.get("winner")
        return names.index(suit) if suit in names else None
    finish = race.get("finish") or []
    return names.index(finish[0]) if finish and finish[0] in names else None


def winner_index(game: Game, result: Result) -> int | None:
    """Which runner won a finished game (None: nobody, a void race or a shared first place).

    For the race games it is the winner of the last race of the result."""
    if game.id in RACE_GAMES:
        races = result.figures.get("races") or []
        return _race_winner(game, races[-1]) if races else None
    firsts = [i for i, place in enumerate(result.placing) if place == 1]
    return firsts[0] if len(firsts) == 1 else None


class Watch:
    """What one estimate watches from `state` on: the race in progress (race games) or the
    whole game, told apart from the rest of a rollout by the length of the race log."""

    def __init__(self, state: State) -> None:
        self.game = state.game
        self.races = self.game.id in RACE_GAMES
        log: list[Any] = getattr(state, "log", [])
        self.start = len(log)
        if self.races and state.is_over() and log:
            self.start = len(log) - 1  # the game is over: the last race is the one shown

    def decided(self, state: State) -> bool:
        """Whether the rollout at `state` has settled the watched race or game."""
        if self.races:
            if len(getattr(state, "log", ())) > self.start:
                return True
            # Pferderennen's race is won before the sips are handed out (then logged).
            return getattr(state, "phase", None) == "handout"
        return state.is_over()

    def shares(self, state: State, runners: int) -> list[float]:
        """Each runner's share of the win at a decided `state` (all zero: void; a first place
        shared by k seats gives each 1/k)."""
        shares = [0.0] * runners
        if self.races:
            log: list[Any] = getattr(state, "log", [])
            if len(log) > self.start:
                winner = _race_winner(self.game, log[self.start])
            else:
                suit = getattr(state, "winner", None)
                names = runner_names(self.game, ())
                winner = names.index(suit) if suit in names else None
            if winner is not None:
                shares[winner] = 1.0
            return shares
        placing = state.result().placing
        firsts = [i for i, place in enumerate(placing) if place == 1]
        for i in firsts:
            shares[i] = 1.0 / len(firsts)
        return shares
