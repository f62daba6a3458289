"""Pferderennen's numbers, read from the validated game config and board documents."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from arcade_races.core.cards import RANKS, SUITS, Card, Suit
from arcade_races.core.errors import ConfigError

VARIANTS: tuple[str, ...] = ("half_stake", "places", "leader_hurdle", "turbo", "stumble", "sips")
"""Every variant name. The first five are the rulebook's; `sips` is the party mode's unit."""


@dataclass(frozen=True)
class Share:
    """A share of the stake, `num/den`, rounded down: `Share(1, 2).of(5) == 2`."""

    num: int
    den: int

    def of(self, stake: int) -> int:
        """The share of `stake`, rounded down."""
        return stake * self.num // self.den


@dataclass(frozen=True)
class Rules:
    """Everything the rules read from the board and the game config."""

    track_cards: int
    suits: tuple[Suit, ...]
    deck: tuple[Card, ...]
    min_players: int
    max_players: int
    max_stake: int
    units: str
    races: int
    win: int
    place: Share
    show: Share
    up_front: Share
    stumble_rank: str

    @classmethod
    def from_documents(cls, board: dict[str, Any], config: dict[str, Any]) -> Rules:
        """Build the rules from a validated board and config; `ConfigError` for what the
        schemas cannot check (which document is the first element of its path)."""
        ranks = list(config["deck"]["ranks"])
        suits = list(config["deck"]["suits"])
        if sorted(suits, key=SUITS.index) != list(SUITS):
            raise ConfigError(
                ("config", "deck", "suits"), "the deck needs each suit once", "C, D, H, S"
            )
        if "A" in ranks:
            raise ConfigError(
                ("config", "deck", "ranks", ranks.index("A")),
                "the aces are the horses and cannot be in the deck",
                "ranks 2-9, T, J, Q, K",
            )
        for i, rank in enumerate(ranks):
            if ranks.index(rank) != i:
                raise ConfigError(("config", "deck", "ranks", i), f"rank {rank} is listed twice")
        deck = tuple(rank + suit for suit in SUITS for rank in sorted(ranks, key=RANKS.index))
        cards = int(board["track"]["cards"])
        if cards >= len(deck):
            raise ConfigError(
                ("board", "track", "cards"),
                f"{cards} track cards leave no pile from a deck of {len(deck)}",
                f"at most {len(deck) - 1}",
            )
        _check_spaces(board["track"]["path"], cards, ("board", "track", "path", "spaces"))
        for suit in SUITS:
            _check_spaces(board["lanes"][suit], cards + 2, ("board", "lanes", suit, "spaces"))
        players = config["players"]
        if players["min"] < 2 or players["min"] > players["max"]:
            raise ConfigError(("config", "players"), "min must be 2 or more and at most max")
        payout = config["payout"]
        variants = config["variants"]
        stumble = str(variants["stumble"]["rank"])
        if stumble not in ranks:
            raise ConfigError(
                ("config", "variants", "stumble", "rank"),
                f"rank {stumble} is not in the deck",
                "one of: " + ", ".join(ranks),
            )
        return cls(
            track_cards=cards,
            suits=SUITS,
            deck=deck,
            min_players=int(players["min"]),
            max_players=int(players["max"]),
            max_stake=int(config["max_stake"]),
            units=str(config["units"]),
            races=int(config["races"]),
            win=int(payout["win"]),
            place=_share(payout["place"], ("config", "payout", "place")),
            show=_share(payout["show"], ("config", "payout", "show")),
            up_front=_share(
                variants["half_stake"]["up_front"], ("config", "variants", "half_stake")
            ),
            stumble_rank=stumble,
        )


def _check_spaces(path: dict[str, Any], want: int, where: tuple[str | int, ...]) -> None:
    if int(path["spaces"]) != want:
        raise ConfigError(where, f"this path has {path['spaces']} spaces", f"it needs {want}")


def _share(value: Any, where: tuple[str | int, ...]) -> Share:
    num, den = int(value[0]), int(value[1])
    if num < 0 or den < 1:
        raise ConfigError(where, "a share is [numerator, denominator]", "num >= 0, den >= 1")
    return Share(num, den)
