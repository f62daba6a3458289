"""The schemas of Pferderennen's YAML files: a board (`configs/boards/pferderennen/*.yaml`) and
the game config (`configs/games/pferderennen.yaml`).

The schemas check shapes and ranges; what ties fields together (a lane has `cards + 2` spaces,
the stumble rank is in the deck) is checked when the game is built, see `config.Rules`.
"""

from __future__ import annotations

from typing import Final

from arcade_races.core.cards import RANKS, SUITS
from arcade_races.core.schema import (
    Color,
    Const,
    Field,
    Fraction,
    Int,
    Map,
    Point,
    Seq,
    Str,
    Tuple,
    path_schema,
)

DEFAULT_SIZE: Final = (1280, 720)
"""The canvas a board is drawn for when it does not say, in pixels."""

_LANE_DOC = (
    "The lane of the ace of {suit}: cards + 2 spaces, the start, one beside each track card "
    "and the finish past the last card."
)

BOARD_SCHEMA: Final = Map(
    {
        "format": Field(Const(1), doc="The version of the board format: 1."),
        "game": Field(Const("pferderennen"), doc="The game this board is for."),
        "name": Field(Str(), doc="The board's name, as shown in the board list.",
            example="My long track"),
        "description": Field(Str(), default="", doc="A sentence or two about the board."),
        "size": Field(
            Tuple(
                (Int(min=1, max=10_000), Int(min=1, max=10_000)),
                phrase="a size [width, height] of whole numbers of pixels",
            ),
            default=list(DEFAULT_SIZE),
            doc="The canvas [width, height] in pixels that the coordinates refer to; the "
            "client scales it to the window.",
        ),
        "track": Field(
            Map(
                {
                    "cards": Field(
                        Int(min=2, max=20),
                        doc="How many face-down track cards the race runs past (the rulebook "
                        "plays 6, the long track 8).",
                        example=6,
                    ),
                    "path": Field(
                        path_schema(),
                        doc="Where the track cards lie: the centre of each card, as many "
                        "spaces as cards.",
                    ),
                },
                doc="The row of face-down track cards; each turns once, as a hurdle.",
            ),
            doc="The row of face-down track cards.",
        ),
        "lanes": Field(
            Map(
                {suit: Field(path_schema(), doc=_LANE_DOC.format(suit=suit)) for suit in SUITS},
                doc="One lane per ace, keyed by suit: C, D, H, S.",
            ),
            doc="One lane per ace, keyed by suit.",
        ),
        "pile": Field(Point(), doc="Where the draw pile lies, [x, y].", example=[1150, 360]),
        "dealer": Field(Point(), doc="Where the dealer turns each drawn card face up, [x, y].",
            example=[1000, 360]),
        "decoration": Field(
            Map(
                {
                    "felt": Field(Color(), default="#1d6b3c", doc="The table's felt colour."),
                    "rail": Field(Color(), default="#5b3a1f", doc="The colour of the table rim."),
                    "ink": Field(Color(), default="#f3ecd8", doc="The colour of labels and lines."),
                    "title": Field(Str(), required=False, doc="A title drawn on the table.",
                        example="Derby Day"),
                },
                doc="How the table looks.",
            ),
            default={},
            doc="How the table looks; every colour has a default.",
        ),
    },
    doc="A Pferderennen board: the track of face-down cards, the four aces' lanes, the pile "
    "and the dealer, on a canvas of `size` pixels.",
)
"""A Pferderennen board file."""

CONFIG_SCHEMA: Final = Map(
    {
        "format": Field(Const(1), doc="The version of the config format: 1."),
        "game": Field(Const("pferderennen"), doc="The game this config is for."),
        "players": Field(
            Map(
                {
                    "min": Field(Int(min=2, max=10), doc="The fewest seats."),
                    "max": Field(Int(min=2, max=10), doc="The most seats."),
                },
                doc="How many seats may play.",
            ),
            doc="How many seats may play.",
        ),
        "deck": Field(
            Map(
                {
                    "ranks": Field(
                        Seq(Str(choices=RANKS), min_len=1, unique=True),
                        doc='The ranks in the deck, in quotes ("2" ... "K"); the aces are the '
                        "horses, never in the deck.",
                    ),
                    "suits": Field(
                        Seq(Str(choices=SUITS), min_len=1, unique=True),
                        doc="The suits in the deck: C, D, H, S.",
                    ),
                },
                doc="The cards shuffled into the pile: every rank in every suit.",
            ),
            doc="The cards shuffled into the pile.",
        ),
        "max_stake": Field(Int(min=1, max=100), doc="The most a seat may bet on one race."),
        "units": Field(
            Str(choices=("points", "sips")),
            doc="What is bet: points (tallied by the program) or sips (the party mode).",
        ),
        "races": Field(Int(min=1, max=50), doc="How many races make one game."),
        "payout": Field(
            Map(
                {
                    "win": Field(
                        Int(min=0, max=100),
                        doc="A bet on the winner gains this many times the stake.",
                    ),
                    "place": Field(
                        Fraction(),
                        doc="With the places variant, a bet on the second ace gains this "
                        "share of the stake, rounded down.",
                    ),
                    "show": Field(
                        Fraction(),
                        doc="With the places variant, a bet on the third ace gains this "
                        "share of the stake, rounded down.",
                    ),
                },
                doc="What a bet gains, in multiples of the stake; a losing bet loses it.",
            ),
            doc="What a bet gains, in multiples of the stake.",
        ),
        "variants": Field(
            Map(
                {
                    "half_stake": Field(
                        Map(
                            {
                                "up_front": Field(
                                    Fraction(),
                                    doc="The share of the stake paid before the start, "
                                    "rounded down; a losing bet pays the rest at the end.",
                                )
                            }
                        ),
                        doc="Half stake up front.",
                    ),
                    "places": Field(
                        Map({}), doc="Places: second and third are paid too (see payout)."
                    ),
                    "leader_hurdle": Field(
                        Map({}),
                        doc="Hurdle for the leader: a track card turns when the first ace "
                        "reaches its step, not the last.",
                    ),
                    "turbo": Field(
                        Map({}), doc="Turbo: a turned track card moves its ace forward."
                    ),
                    "stumble": Field(
                        Map(
                            {
                                "rank": Field(
                                    Str(choices=RANKS),
                                    doc="The wild rank, in quotes: when drawn, every ace "
                                    "behind the leader moves one step.",
                                )
                            }
                        ),
                        doc="Stumble: a wild rank moves every ace but the leader.",
                    ),
                },
                doc="The settings of the rulebook's variants; which are on is chosen per game.",
            ),
            doc="The settings of the rulebook's variants.",
        ),
    },
    doc="The Pferderennen game config: deck, stakes, payout and variant settings.",
)
"""The Pferderennen game config file."""
