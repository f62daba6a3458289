"""The schemas of Favoriten's YAML files: a course (`configs/boards/favoriten/*.yaml`) and the
game config (`configs/games/favoriten.yaml`).

Shapes and ranges are checked here; what ties the files together (a lane per horse of the
config, lanes of `length + 1` spaces) is checked when the game is built.
"""

from __future__ import annotations

from typing import Final

from arcade_races.core.schema import (
    Color,
    Const,
    Field,
    Int,
    Map,
    MapOf,
    Number,
    Point,
    Seq,
    Str,
    Tuple,
    board_fields,
    path_schema,
)

_LANES_EXAMPLE: Final = {
    "red": [
        {"spaces": 37, "segments": [{"line": {"from": [120, 92], "to": [1160, 92]}}]},
        {"spaces": 37, "segments": [{"line": {"from": [120, 125], "to": [1160, 125]}}]},
    ]
}

BOARD_SCHEMA: Final = Map(
    {
        **board_fields("favoriten"),
        "course": Field(
            Map(
                {
                    "length": Field(
                        Int(min=5, max=200),
                        doc="Spaces from the cannon to the deck chair; a horse that reaches "
                        "or passes the last space has finished (RULINGS: 36).",
                        example=36,
                    ),
                    "lanes": Field(
                        MapOf(Seq(path_schema(), min_len=2, max_len=2),
                              key=Str(pattern=r"^[a-z]+$")),
                        doc="Two lanes per horse, keyed by the horse's name: after the first "
                        "round a horse switches lane each time it moves. Each lane has "
                        "length + 1 spaces: the cannon, then spaces 1 to length.",
                        example=_LANES_EXAMPLE,
                    ),
                    "cannon": Field(Point(), doc="Where the start cannon stands, [x, y].",
                        example=[70, 250]),
                    "deckchair": Field(Point(), doc="Where the finish deck chair stands.",
                        example=[1210, 250]),
                },
                doc="The course.",
            ),
            doc="The course: its length and each horse's two lanes.",
        ),
        "betting_board": Field(
            Map(
                {
                    "origin": Field(Point(), doc="Top left corner of the betting board.",
                        example=[120, 470]),
                    "size": Field(
                        Tuple((Number(min=0, exclusive_min=True, max=10_000),
                               Number(min=0, exclusive_min=True, max=10_000)),
                              phrase="a size [width, height] in pixels, each above 0 and at "
                              "most 10000"),
                        doc="Its width and height in pixels; its circles must stay at least "
                        "8 px apart once the course is fitted to the table.", example=[1040, 220]),
                },
                doc="Where the betting board with its columns and circles is drawn.",
            ),
            doc="Where the betting board is drawn; its circles follow the config's table.",
        ),
        "decoration": Field(
            Map(
                {
                    "grass": Field(Color(), default="#4f9d3a", doc="The course's grass."),
                    "track": Field(Color(), default="#d9b77a", doc="The lanes' sand."),
                    "ink": Field(Color(), default="#fdf7e8", doc="Lines and labels."),
                    "title": Field(Str(), required=False, doc="A title on the board.",
                        example="Favoriten"),
                },
                doc="How the course looks.",
            ),
            default={},
            doc="How the course looks; every colour has a default.",
        ),
    },
    doc="A Favoriten course: two lanes per horse from the cannon to the deck chair, and where "
    "the betting board lies.",
)
"""A Favoriten board file."""

CONFIG_SCHEMA: Final = Map(
    {
        "format": Field(Const(1), doc="The version of the config format: 1."),
        "game": Field(Const("favoriten"), doc="The game this config is for."),
        "players": Field(
            Map({"min": Field(Int(min=2, max=10), doc="The fewest players."),
                 "max": Field(Int(min=2, max=10), doc="The most players.")},
                doc="How many may play."),
            doc="How many may play.",
        ),
        "markers": Field(Int(min=1, max=10), doc="Betting markers per player and race."),
        "horses": Field(
            Seq(Map({"name": Field(Str(pattern=r"^[a-z]+$"), doc="The horse's name (lowercase)."),
                     "color": Field(Color(), doc="Its colour.")},
                    doc="A horse."), min_len=3, max_len=8),
            doc="The horses, in the order of the betting board's columns.",
        ),
        "die": Field(Seq(Int(min=1, max=20), min_len=1), doc="The faces of the die."),
        "places": Field(Int(min=1, max=5), doc="How many horses must finish: the race "
                                                 "runs until this many have (the rulebook: 3)."),
        "points": Field(
            Seq(Seq(Int(min=0, max=1000), min_len=1), min_len=1, max_len=5),
            doc="The point columns: one list per place (1st, 2nd, 3rd), row 1 first.",
        ),
        "races": Field(Int(min=1, max=20), doc="Races in a game (the rulebook: 3 or 4)."),
    },
    doc="The numbers of Favoriten: markers, horses, die, point columns, races.",
)
"""The Favoriten game config."""
