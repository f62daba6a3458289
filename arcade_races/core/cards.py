"""French playing cards written as rank and suit, e.g. `7D`, `TH`, `KS`.

Ranks `2-9 T J Q K A`, suits `C D H S` (clubs, diamonds, hearts, spades).
"""

from __future__ import annotations

from typing import Final, TypeAlias

Suit: TypeAlias = str
Rank: TypeAlias = str
Card: TypeAlias = str

SUITS: Final[tuple[Suit, ...]] = ("C", "D", "H", "S")
RANKS: Final[tuple[Rank, ...]] = ("2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A")
SUIT_NAMES: Final[dict[Suit, str]] = {
    "C": "Clubs",
    "D": "Diamonds",
    "H": "Hearts",
    "S": "Spades",
}
RANK_NAMES: Final[dict[Rank, str]] = {
    "T": "10",
    "J": "Jack",
    "Q": "Queen",
    "K": "King",
    "A": "Ace",
}


def card(rank: Rank, suit: Suit) -> Card:
    """The card of that rank and suit.

    >>> card("7", "D")
    '7D'
    """
    return rank + suit


def suit_of(c: Card) -> Suit:
    """The suit letter of a card."""
    return c[-1]


def rank_of(c: Card) -> Rank:
    """The rank letter of a card."""
    return c[:-1]


def is_card(text: str) -> bool:
    """Whether `text` names a card of the French deck."""
    return len(text) == 2 and text[0] in RANKS and text[1] in SUITS


def card_name(c: Card) -> str:
    """A card in words.

    >>> card_name("7D")
    '7 of Diamonds'
    """
    rank = rank_of(c)
    return f"{RANK_NAMES.get(rank, rank)} of {SUIT_NAMES[suit_of(c)]}"
