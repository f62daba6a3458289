"""`GameSpec`: what the layers above need to know about a game before playing it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from arcade_races.core.schema import Schema
from arcade_races.core.state import Game


@dataclass(frozen=True)
class GameSpec:
    """A registered game: names, player counts, the schemas of its YAML files and a builder.

    `build(board, config, players, variants)` takes the board and game config as validated
    plain data (the YAML documents after `board_schema` / `config_schema`), and raises
    `ConfigError` for what the schemas cannot express (a cross-field check).
    """

    id: str
    title: str
    pitch: str
    min_players: int
    max_players: int
    board_schema: Schema
    config_schema: Schema
    variants: tuple[str, ...]
    build: Callable[[dict[str, Any], dict[str, Any], int, frozenset[str]], Game]
    default_board: str
    playable: Callable[[int, frozenset[str]], bool] = lambda players, variants: True
    """Whether this player count and set of variants go together (`build` says why not)."""
    quick_variants: tuple[str, ...] = ()
    """Variants that make a playthrough short (one day of six, say): the contract test plays
    most of its random playouts with them, to keep the suite fast."""
    contract_playouts: int = 1000
    """How many seeded random playouts the contract test plays (a game whose playthrough is
    many times longer than the others' plays fewer, for about as many checked steps)."""
    units: str = "points"
    """What a result's scores count: `points` (a gain or loss, shown signed: +4, -3) or
    `cash` (what a seat holds at the end, shown as money: 48,500). A result's figures may
    name their own units (Pferderennen's sips)."""

    placed_by_score: bool = True
    """Whether a result's placing is the order of its scores (six-day's goes by the laps
    down first): only then do scores add up to a table across games."""

    def score_text(self, score: int, units: str | None = None) -> str:
        """A score as the screens and the terminal show it: `48,500` for cash, `+4`, `-3`
        or `0` for points (`units`: the result's own, if it names them)."""
        if (units or self.units) == "cash":
            return f"{score:,}"
        return f"{score:+d}" if score else "0"
