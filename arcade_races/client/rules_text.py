"""The words the menus show about each game: a short rules page, a line per variant, a line per
AI personality. The full rules are in docs/<game>.md; these are the couch version."""

from __future__ import annotations

from typing import Final

RULES: Final[dict[str, list[tuple[str, str]]]] = {
    "pferderennen": [
        ("Goal",
         "Back the winning horse. The four aces, ♣ ♦ ♥ ♠, are the horses: the first ace to "
         "run past the end of the track wins, and whoever bet on it collects."),
        ("Setup",
         "The aces stand at the start, one lane each. The dealer (the game) lays a row of "
         "face-down track cards, six or eight depending on the board; the rest of the deck "
         "is the draw pile."),
        ("Bets",
         "Each player in turn stakes 1 to 5 on one suit, or passes and sits the race out. "
         "Bets are open: later players see the earlier ones."),
        ("The race",
         "The dealer turns the top card of the pile. Only its suit counts: the ace of that "
         "suit moves one step forward. A 7♥ moves the ace of hearts."),
        ("Hurdles",
         "When the last ace reaches a step, the track card beside it is turned, and the ace "
         "of that card's suit falls back one step. Each track card turns only once."),
        ("Payout",
         "Backed the winner? You gain twice your stake. Backed another ace? You lose your "
         "stake. Passing costs nothing. The best total wins the game."),
        ("Variants",
         "Half stake: half of each stake is paid before the start.\n"
         "Places: second and third pay too.\n"
         "Leader hurdle: the first ace to reach a step turns its card.\n"
         "Turbo: a turned card kicks its ace forward.\n"
         "Stumble: a drawn 2 moves every ace behind the leader.\n"
         "Sips: the party mode; winners hand out sips instead of points."),
    ],
}
"""Per game: (heading, paragraph) in reading order. Suit symbols are drawn in suit colours;
a newline starts a new line."""

VARIANT_TEXT: Final[dict[str, dict[str, tuple[str, str]]]] = {
    "pferderennen": {
        "half_stake": ("Half stake up front",
                       "Pay half your stake before the start; a loser pays the rest."),
        "places": ("Places", "Second and third pay too: 1× and ½× the stake."),
        "leader_hurdle": ("Leader hurdle",
                          "A hurdle turns when the first ace reaches it, not the last."),
        "turbo": ("Turbo", "A turned track card kicks its ace forward instead of back."),
        "stumble": ("Stumble", "A drawn 2 is wild: every ace behind the leader steps up."),
        "sips": ("Party mode: sips",
                 "Bet sips instead of points. Nobody ever has to drink."),
    },
}
"""Per game and variant: a label and a one-line description for the options screen."""

PERSONALITY_TEXT: Final[dict[str, dict[str, str]]] = {
    "pferderennen": {
        "cautious": "Cautious: small stakes, and sits out a bad bet.",
        "steady": "Steady: half the maximum stake, race after race.",
        "bold": "Bold: always the maximum stake.",
        "wild": "Wild: any stake at all, on a whim.",
    },
    "six_day": {
        "sprinter": "Sprinter: rides for the sprint lines and their points.",
        "rouleur": "Rouleur: steady, distance and laps first.",
        "wheelsucker": "Wheelsucker: waits behind the field for a space that multiplies.",
    },
}
"""Per game and AI personality: what that personality does, in one line."""


def variant_text(game_id: str, variant: str) -> tuple[str, str]:
    """The label and description of a variant (a plain label when none is written)."""
    known = VARIANT_TEXT.get(game_id, {})
    if variant in known:
        return known[variant]
    return (variant.replace("_", " ").capitalize(), "")


def personality_text(game_id: str, personality: str) -> str:
    """One line on what an AI personality does (its name when none is written)."""
    return PERSONALITY_TEXT.get(game_id, {}).get(personality, personality.capitalize())
