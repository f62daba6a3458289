"""One package per game, rules only. `GAMES` registers each game's `GameSpec`."""

from __future__ import annotations

from arcade_races.games.spec import GameSpec


def _registry() -> dict[str, GameSpec]:
    from arcade_races.games.crazy_race import SPEC as crazy_race
    from arcade_races.games.favoriten import SPEC as favoriten
    from arcade_races.games.pferderennen import SPEC as pferderennen
    from arcade_races.games.rennfieber import SPEC as rennfieber
    from arcade_races.games.six_day import SPEC as six_day

    specs = [pferderennen, six_day, favoriten, crazy_race, rennfieber]
    return {spec.id: spec for spec in specs}


GAMES: dict[str, GameSpec] = _registry()


def get_spec(game_id: str) -> GameSpec:
    """The spec of a registered game; `KeyError` with the known ids if there is none."""
    try:
        return GAMES[game_id]
    except KeyError:
        raise KeyError(f"unknown game {game_id!r} (one of: {', '.join(GAMES)})") from None


__all__ = ["GAMES", "GameSpec", "get_spec"]
