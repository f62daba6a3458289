"""The schemas of Crazy Race's YAML files: a board of parallel tracks
(`configs/boards/crazy_race/*.yaml`) and the game config (`configs/games/crazy_race.yaml`).

Shapes and ranges are checked here; what ties the files together (a track path of the right
number of spaces, spaces far enough apart on the canvas, bet cards with a place for every
stage) is checked when the game is built.
"""

from __future__ import annotations

from typing import Final

from arcade_races.core.schema import (
    Color,
    Const,
    Field,
    Int,
    Map,
    Point,
    Seq,
    Str,
    Tuple,
    board_fields,
    path_schema,
)

BOARD_SCHEMA: Final = Map(
    {
        **board_fields("crazy_race"),
        "stages": Field(Int(min=1, max=6),
                        doc="Stages per track (the rulebook: 3); at most as many as the game "
                        "config's bet cards name places (3), fewer play their first places.",
                            example=3),
        "pieces": Field(Int(min=1, max=10), doc="Track pieces per stage (the rulebook: 5).",
            example=5),
        "spaces": Field(Int(min=1, max=10),
                        doc="Printed spaces per track piece (the rulebook: 4); a track card "
                        "laid on a piece replaces them.", example=4),
        "stage_colors": Field(Seq(Color(), min_len=1, max_len=6),
                              doc="One colour per stage (the rulebook: purple, blue, red).",
                                  example=["#8e44ad", "#2e6fd6", "#d63a3a"]),
        "tracks": Field(
            Seq(Map({"name": Field(Str(pattern=r"^[a-z]+$"), doc="The pawn colour's name.",
                                   example="red"),
                     "color": Field(Color(), doc="The pawn colour.", example="#d93b3b"),
                     "path": Field(path_schema(),
                                   doc="The start space, then every printed space: "
                                   "1 + stages x pieces x spaces spaces, at least 1/200 of "
                                   "the canvas's longer side apart, within the canvas or a "
                                   "quarter of it beyond an edge.")},
                    doc="One race track."), min_len=3, max_len=8),
            doc="The parallel race tracks, one per pawn, in seat order.",
        ),
        "decoration": Field(
            Map({"table": Field(Color(), default="#20252f", doc="The table around the board."),
                 "board": Field(Color(), default="#f1e6c8", doc="The board's paper."),
                 "ink": Field(Color(), default="#2b2b33", doc="Lines and labels."),
                 "title": Field(Str(), required=False, doc="A title on the board.",
                     example="Crazy Race")},
                doc="How the board looks."),
            default={},
            doc="How the board looks; every colour has a default.",
        ),
        "piles": Field(
            Map({"track": Field(Point(), doc="Where the track card pile lies.", example=[200, 640]),
                 "action": Field(Point(), doc="Where the action card pile lies.",
                     example=[640, 640]),
                 "cups": Field(Point(), doc="Where the cup cards wait.", example=[1080, 640])},
                doc="Where the piles lie."),
            doc="Where the draw piles and the cup cards lie.",
        ),
    },
    doc="A Crazy Race board: parallel tracks of stages made of track pieces.",
)
"""A Crazy Race board file."""

_COUNTS = Seq(Tuple((Int(min=0, max=20), Int(min=0, max=60)),
                    phrase="a pair [spaces on the card, how many cards]"), min_len=1)
_KINDS = ("move", "cancel", "again", "skip")

CONFIG_SCHEMA: Final = Map(
    {
        "format": Field(Const(1), doc="The version of the config format: 1."),
        "game": Field(Const("crazy_race"), doc="The game this config is for."),
        "players": Field(
            Map({"min": Field(Int(min=2, max=8), doc="The fewest players."),
                 "max": Field(Int(min=2, max=8), doc="The most players.")},
                doc="How many may play."),
            doc="How many may play.",
        ),
        "hand": Field(Int(min=1, max=10), doc="Track cards (and action cards) held: 4."),
        "dice": Field(Seq(Seq(Int(min=1, max=20), min_len=1), min_len=1, max_len=3),
                      doc="The dice rolled each turn, each by its faces."),
        "track_cards": Field(_COUNTS, doc="The track card deck: spaces on a card and count."),
        "action_cards": Field(
            Seq(Tuple((Str(choices=_KINDS), Int(min=0, max=40)),
                      phrase="a pair [kind, how many]"), min_len=1),
            doc="The action cards: move, cancel, again, skip and their counts.",
        ),
        "bet_cards": Field(
            Seq(Map({"id": Field(Int(min=1, max=999), doc="The card's number."),
                     "three": Field(Seq(Int(min=1, max=8), min_len=1),
                                    doc="The places asked with 3 players, one per stage."),
                     "four": Field(Seq(Int(min=1, max=8), min_len=1),
                                   doc="The places asked with 4 players."),
                     "five": Field(Seq(Int(min=1, max=8), min_len=1),
                                   doc="The places asked with 5 players (2 to 4 only).")},
                    doc="A bet card."), min_len=5),
            doc="The bet cards (the rulebook: 20).",
        ),
    },
    doc="The numbers of Crazy Race: hands, dice, the decks and the bet cards.",
)
"""The Crazy Race game config."""
