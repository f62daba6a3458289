"""Crazy Race's numbers, read from the validated board and game config."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from arcade_races.core.errors import ConfigError

VARIANTS: tuple[str, ...] = ("basic",)
"""`basic`: the basic game, without action cards (the rulebook's warm-up)."""

ACTION_KINDS: tuple[str, ...] = ("move", "cancel", "again", "skip")
"""Move a free track card; cancel a card played against you; you are on turn again; you must
skip a turn."""

ROW_KEYS = {3: "three", 4: "four", 5: "five"}
ROW_PLACES = {3: (1, 3), 4: (1, 4), 5: (2, 4)}
"""The places a bet card's row may ask for: with five players only 2nd to 4th (RULINGS)."""


@dataclass(frozen=True)
class BetCard:
    """A bet card: the place asked in each stage, by number of players."""

    id: int
    rows: dict[int, tuple[int, ...]]


@dataclass(frozen=True)
class Rules:
    """Everything the rules read from the board and config."""

    stages: int
    pieces: int
    spaces: int
    tracks: int
    min_players: int
    max_players: int
    hand: int
    dice: tuple[tuple[int, ...], ...]
    track_cards: dict[int, int]
    action_cards: dict[str, int]
    bet_cards: tuple[BetCard, ...]

    @property
    def pieces_per_track(self) -> int:
        """Track pieces from the start to the finish."""
        return self.stages * self.pieces

    def stage_of(self, piece: int) -> int:
        """The stage (0-based) a piece belongs to."""
        return piece // self.pieces

    def bet_card(self, card_id: int) -> BetCard:
        """The bet card with this number."""
        return next(card for card in self.bet_cards if card.id == card_id)

    @classmethod
    def from_documents(cls, board: dict[str, Any], config: dict[str, Any]) -> Rules:
        """Build the rules; `ConfigError` for what the schemas cannot check."""
        stages, pieces, spaces = int(board["stages"]), int(board["pieces"]), int(board["spaces"])
        want = 1 + stages * pieces * spaces
        for i, track in enumerate(board["tracks"]):
            if int(track["path"]["spaces"]) != want:
                raise ConfigError(("board", "tracks", i, "path", "spaces"),
                                  f"this track has {track['path']['spaces']} spaces",
                                  f"it needs {want}: the start and {stages} x {pieces} x {spaces}")
        if len(board["stage_colors"]) != stages:
            raise ConfigError(("board", "stage_colors"),
                              f"{len(board['stage_colors'])} colours for {stages} stages",
                              "one colour per stage")
        players = config["players"]
        low, high = int(players["min"]), int(players["max"])
        if low > high:
            raise ConfigError(("config", "players"), "min is above max")
        if low < 3 or high > 5:
            raise ConfigError(("config", "players"), "bet cards have rows for 3 to 5 players",
                              "min 3, max 5")
        if len(board["tracks"]) < high:
            raise ConfigError(("board", "tracks"), f"{len(board['tracks'])} tracks for up to "
                              f"{high} players", f"at least {high} tracks")
        cards: list[BetCard] = []
        seen: set[tuple[Any, ...]] = set()
        for i, raw in enumerate(config["bet_cards"]):
            rows: dict[int, tuple[int, ...]] = {}
            for n, key in ROW_KEYS.items():
                row = tuple(int(p) for p in raw[key])
                if len(row) != stages:
                    raise ConfigError(("config", "bet_cards", i, key),
                                      f"{len(row)} places for {stages} stages",
                                      "one place per stage of the board")
                first, last = ROW_PLACES[n]
                for j, place in enumerate(row):
                    if not first <= place <= last:
                        raise ConfigError(("config", "bet_cards", i, key, j),
                                          f"place {place} with {n} players",
                                          f"{first} to {last}")
                rows[n] = row
            card = BetCard(int(raw["id"]), rows)
            signature = tuple(rows[n] for n in sorted(rows))
            if card.id in {c.id for c in cards}:
                raise ConfigError(("config", "bet_cards", i, "id"), f"id {card.id} twice")
            if signature in seen:
                raise ConfigError(("config", "bet_cards", i), "two bet cards are the same",
                                  "every card distinct")
            seen.add(signature)
            cards.append(card)
        if len(cards) < high:
            raise ConfigError(("config", "bet_cards"), "fewer bet cards than players")
        track_cards: dict[int, int] = {}
        for i, (value, count) in enumerate(config["track_cards"]):
            if value in track_cards:
                raise ConfigError(("config", "track_cards", i), f"{value} is listed twice")
            track_cards[int(value)] = int(count)
        action_cards: dict[str, int] = {}
        for i, (kind, count) in enumerate(config["action_cards"]):
            if kind in action_cards:
                raise ConfigError(("config", "action_cards", i), f"{kind} is listed twice")
            action_cards[str(kind)] = int(count)
        hand = int(config["hand"])
        if sum(track_cards.values()) < hand * high:
            raise ConfigError(("config", "track_cards"),
                              f"{sum(track_cards.values())} track cards cannot deal {hand} to "
                              f"{high} players", f"at least {hand * high} cards")
        if sum(action_cards.values()) < hand * high:
            raise ConfigError(("config", "action_cards"),
                              f"{sum(action_cards.values())} action cards cannot deal {hand} "
                              f"to {high} players", f"at least {hand * high} cards")
        return cls(
            stages=stages, pieces=pieces, spaces=spaces, tracks=len(board["tracks"]),
            min_players=low, max_players=high, hand=hand,
            dice=tuple(tuple(int(f) for f in die) for die in config["dice"]),
            track_cards=dict(sorted(track_cards.items())),
            action_cards={k: action_cards.get(k, 0) for k in ACTION_KINDS},
            bet_cards=tuple(cards),
        )
