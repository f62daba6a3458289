"""Schemas every game's board shares: the geometry path and the fields a board file starts with."""

from __future__ import annotations

from arcade_races.core.schema.base import with_example
from arcade_races.core.schema.compound import Field, Map, Point, Seq, Tagged, Tuple
from arcade_races.core.schema.scalars import Const, Int, Number, Str


def path_schema(doc: str = "") -> Map:
    """The schema of a geometry path: a number of spaces laid out along a chain of segments.

    `arcade_races.boards.geometry` turns a checked path into space centres. A segment is one of

    - `{line: {from: [x, y], to: [x, y]}}`;
    - `{arc: {center: [x, y], radius: r, from_deg: a, to_deg: b}}`: degrees with 0 pointing
      right and 90 pointing *up* on the screen, so a growing angle turns counter-clockwise as
      seen; `to_deg` below `from_deg` runs clockwise;
    - `{bezier: {points: [p0, p1, p2]}}` (quadratic) or four points (cubic);
    - `{points: [[x, y], ...]}`, a polyline through those points.

    A gap between one segment's end and the next one's start is bridged by a straight line.
    """
    point = Point()
    segment = Tagged(
        {
            "line": Map(
                {
                    "from": Field(point, doc="Where the line starts, [x, y].", example=[120, 600]),
                    "to": Field(point, doc="Where the line ends, [x, y].", example=[1160, 600]),
                },
                doc="A straight line.",
            ),
            "arc": Map(
                {
                    "center": Field(point, doc="The centre of the circle, [x, y].",
                                    example=[640, 360]),
                    "radius": Field(Number(min=0, exclusive_min=True), doc="The radius in pixels.",
                                    example=300),
                    "from_deg": Field(
                        Number(),
                        doc="The start angle in degrees: 0 is right, 90 is up on the screen.",
                        example=180,
                    ),
                    "to_deg": Field(
                        Number(),
                        doc="The end angle in degrees; above from_deg runs counter-clockwise "
                        "on the screen, below it clockwise.",
                        example=0,
                    ),
                },
                doc="A circular arc.",
            ),
            "bezier": Map(
                {
                    "points": Field(
                        Seq(point, min_len=3, max_len=4),
                        doc="Start, one or two control points, end: 3 points make a quadratic "
                        "curve, 4 a cubic one.",
                        example=[[150, 120], [640, 40], [1130, 120]],
                    )
                },
                doc="A Bezier curve.",
            ),
            "points": with_example(
                Seq(
                    point,
                    min_len=1,
                    doc="A polyline through these points, in order. A path that is one points "
                    "segment with exactly as many points as spaces puts a space on each point.",
                ),
                [[100, 500], [400, 420], [700, 500]],
            ),
        },
        doc="One piece of the path: line, arc, bezier or points.",
    )
    return Map(
        {
            "spaces": Field(
                Int(min=1, max=1000),
                doc="How many spaces lie on the path, evenly spaced by length, the first at "
                "its start and the last at its end.",
                example=21,
            ),
            "segments": Field(
                Seq(segment, min_len=1),
                doc="The pieces of the path, joined end to start in this order.",
            ),
        },
        doc=doc or "A path of spaces: a number of spaces laid out along a chain of segments.",
    )




def board_fields(game_id: str) -> dict[str, Field]:
    """The fields every board file starts with: format, game, name, description, size."""
    return {
        "format": Field(Const(1), doc="The version of the board format: 1."),
        "game": Field(Const(game_id), doc="The game this board is for."),
        "name": Field(Str(), doc="The board's name, as shown in the board list.",
                      example="My long track"),
        "description": Field(Str(), default="", doc="A sentence or two about the board.",
                             example="A longer race with tight bends."),
        "size": Field(
            Tuple((Int(min=1, max=10_000), Int(min=1, max=10_000)),
                  phrase="a size [width, height] of whole numbers of pixels"),
            default=[1280, 720],
            doc="The canvas [width, height] in pixels that the coordinates refer to; the "
            "client scales it to the window.",
        ),
    }
