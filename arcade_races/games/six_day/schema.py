"""The schemas of 6-Tage-Rennen's YAML files: a velodrome board
(`configs/boards/six_day/*.yaml`) and the game config (`configs/games/six_day.yaml`).

Shapes and ranges are checked here; what ties fields together (the path has one space per
space of the lap, special spaces lie on the track) is checked when the game is built.
"""

from __future__ import annotations

from typing import Final

from arcade_races.core.schema import (
    Color,
    Const,
    Field,
    Int,
    Map,
    Seq,
    Str,
    Tuple,
    board_fields,
    path_schema,
)

_SPACE = Int(min=1, max=999)

BOARD_SCHEMA: Final = Map(
    {
        **board_fields("six_day"),
        "track": Field(
            Map(
                {
                    "finish": Field(
                        Int(min=10, max=999),
                        doc="Spaces from the start line round to the finish line, one lap "
                        "(the rulebook's velodrome: 81). The start/finish space is 0.",
                        example=81,
                    ),
                    "path": Field(
                        path_schema(),
                        doc="Where each space lies, from the start/finish space 0 round the "
                        "track: as many spaces as `finish`.",
                    ),
                },
                doc="The lap, as geometry.",
            ),
            doc="The lap, as geometry.",
        ),
        "sprints": Field(
            Seq(_SPACE, min_len=0, max_len=9, unique=True),
            doc="The sprint lines, as spaces from the start, in the order they are ridden "
            "(the rulebook: 27 and 54).",
            example=[27, 54],
        ),
        "rider_change": Field(
            Seq(_SPACE, min_len=0, max_len=9, unique=True),
            doc="The blue rider change spaces (the rulebook: 45 and 60); no multiplying here.",
            example=[45, 60],
        ),
        "crash": Field(
            Seq(_SPACE, min_len=0, max_len=9, unique=True),
            doc="The blue crash spaces (the rulebook: 20 and 70); no multiplying here.",
            example=[20, 70],
        ),
        "decoration": Field(
            Map(
                {
                    "infield": Field(Color(), default="#1f5d8c", doc="The infield colour."),
                    "track": Field(Color(), default="#c8955a", doc="The boards' wood colour."),
                    "ink": Field(Color(), default="#f4efe2", doc="Lines and labels."),
                    "title": Field(Str(), required=False, doc="A title in the infield.",
                        example="Sechstagerennen"),
                },
                doc="How the velodrome looks.",
            ),
            default={},
            doc="How the velodrome looks; every colour has a default.",
        ),
    },
    doc="A 6-Tage-Rennen velodrome: a lap of `finish` spaces, sprint lines, rider change "
    "and crash spaces.",
)
"""A 6-Tage-Rennen board file."""

_CARDS = Seq(
    Tuple((Int(min=1, max=20), Int(min=0, max=40)), phrase="a pair [card value, how many]"),
    min_len=1,
)
_BAND = Tuple((Int(min=1, max=20), Int(min=1, max=20)),
              phrase="a range [fewest, most] of players")

CONFIG_SCHEMA: Final = Map(
    {
        "format": Field(Const(1), doc="The version of the config format: 1."),
        "game": Field(Const("six_day"), doc="The game this config is for."),
        "players": Field(
            Map({"min": Field(Int(min=2, max=12), doc="The fewest riders."),
                 "max": Field(Int(min=2, max=12), doc="The most riders.")},
                doc="How many riders may race."),
            doc="How many riders may race.",
        ),
        "green_hands": Field(
            Seq(Map({"players": Field(_BAND, doc="The player counts this hand is for."),
                     "cards": Field(_CARDS, doc="Each green card value with its count.")},
                    doc="The green hand for a range of player counts."), min_len=1),
            doc="The starting rider's green movement cards, by number of players.",
        ),
        "black": Field(
            Map({"low": Field(_CARDS, doc="The low stack: values 1, 2, 3 and their counts."),
                 "high": Field(_CARDS, doc="The high stack: values 4, 5, 6 and their counts.")},
                doc="The two stacks of black cards for relief riders."),
            doc="The black cards, in a low and a high stack.",
        ),
        "rider_change_draws": Field(
            Seq(Map({"players": Field(_BAND, doc="The player counts this row is for."),
                     "low": Field(Int(min=0, max=40), doc="Cards drawn from the low stack."),
                     "high": Field(Int(min=0, max=40), doc="Cards drawn from the high stack.")},
                    doc="How many black cards a relief rider draws."), min_len=1),
            doc="How many black cards a rider change draws, by number of players.",
        ),
        "sprint_points": Field(Seq(Int(min=0, max=100), min_len=1),
                               doc="Points for 1st, 2nd, ... across each sprint line."),
        "finish_points": Field(Seq(Int(min=0, max=100), min_len=1),
                               doc="Points for 1st, 2nd, ... at the finish."),
        "lap_every": Field(Int(min=1, max=100),
                           doc="Every this many spaces short of the finish is one lap deficit."),
        "days": Field(Int(min=1, max=6), doc="How many days (day races) the six-day race has."),
    },
    doc="The numbers of 6-Tage-Rennen: hands, stacks, points, lap deficits, days.",
)
"""The 6-Tage-Rennen game config."""
