"""A small schema language for the plain data of board and game-config files.

A schema checks a JSON-like value (dict, list, str, int, float, bool, None) as read from YAML,
fills in defaults, and reports *every* problem as a `SchemaIssue` with the path of the offending
value, what is wrong and what would be allowed, so the board loader can turn each into
`FILE:LINE:COL: what (allowed)`. The same schema exports draft 2020-12 JSON Schema, so an editor
can complete and check board files.

>>> size = Map({"w": Field(Int(min=1)), "h": Field(Int(min=1), default=720)})
>>> validate({"w": 1280}, size)
{'w': 1280, 'h': 720}
>>> try:
...     validate({"w": 0, "hh": 1}, size)
... except SchemaError as error:
...     for issue in error.issues:
...         print(issue)
w: 0 is less than 1 (a whole number, at least 1)
unknown key 'hh'; did you mean 'h'? (allowed keys: w, h)

Pure Python: nothing here imports yaml; the loader in `arcade_races.boards` does the reading.
"""

from arcade_races.core.schema.base import (
    JSON_SCHEMA_DIALECT,
    LIMIT,
    NO_EXAMPLE,
    Path,
    Schema,
    SchemaError,
    SchemaIssue,
    describe,
    format_path,
    validate,
    with_example,
)
from arcade_races.core.schema.compound import (
    NO_DEFAULT,
    Field,
    Fraction,
    Map,
    MapOf,
    Point,
    Seq,
    Tagged,
    Tuple,
)
from arcade_races.core.schema.paths import board_fields, path_schema
from arcade_races.core.schema.scalars import Bool, Color, Const, Int, Number, Str

__all__ = [
    "JSON_SCHEMA_DIALECT",
    "LIMIT",
    "NO_DEFAULT",
    "NO_EXAMPLE",
    "Bool",
    "Color",
    "Const",
    "Field",
    "Fraction",
    "Int",
    "Map",
    "MapOf",
    "Number",
    "Path",
    "Point",
    "Schema",
    "SchemaError",
    "SchemaIssue",
    "Seq",
    "Str",
    "Tagged",
    "Tuple",
    "board_fields",
    "describe",
    "format_path",
    "path_schema",
    "validate",
    "with_example",
]

