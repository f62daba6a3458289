"""The schema language: checks, defaults, messages, and the JSON Schema it exports."""

from __future__ import annotations

import json
import math
import re
from typing import Any

import pytest

from arcade_races.core.schema import (
    JSON_SCHEMA_DIALECT,
    LIMIT,
    Bool,
    Color,
    Const,
    Field,
    Fraction,
    Int,
    Map,
    MapOf,
    Number,
    Point,
    Schema,
    SchemaError,
    SchemaIssue,
    Seq,
    Str,
    Tagged,
    describe,
    format_path,
    path_schema,
    validate,
)


def issues(schema: Schema, value: Any) -> list[SchemaIssue]:
    return schema.check(value, ())[1]


def messages(schema: Schema, value: Any) -> list[str]:
    return [str(issue) for issue in issues(schema, value)]


# --- scalars ---------------------------------------------------------------------------------


def test_int_accepts_whole_numbers_in_range() -> None:
    assert validate(5, Int(min=1, max=10)) == 5
    assert validate(-3, Int()) == -3


@pytest.mark.parametrize("value", [True, False, 2.0, "3", None, [1]])
def test_int_rejects_everything_else(value: Any) -> None:
    found = issues(Int(), value)
    assert len(found) == 1
    assert found[0].what.startswith("expected a whole number, got ")


def test_int_range_messages() -> None:
    assert messages(Int(min=2, max=20), 1) == ["1 is less than 2 (a whole number from 2 to 20)"]
    assert messages(Int(min=2, max=20), 21) == ["21 is more than 20 (a whole number from 2 to 20)"]
    assert Int(min=1).allowed() == "a whole number, at least 1"
    assert Int(max=5).allowed() == "a whole number, at most 5"
    assert Int().allowed() == "a whole number"


def test_number_takes_ints_and_floats_but_not_bools_or_infinities() -> None:
    assert validate(2, Number()) == 2
    assert validate(2.5, Number(min=0, max=3)) == 2.5
    assert issues(Number(), True)[0].what == "expected a number, got true"
    assert issues(Number(), math.nan)[0].what == "nan is not a finite number"
    assert issues(Number(), math.inf)[0].what == "inf is not a finite number"


def test_number_exclusive_minimum() -> None:
    radius = Number(min=0, exclusive_min=True)
    assert validate(0.5, radius) == 0.5
    assert messages(radius, 0) == ["0 is not above 0 (a number above 0)"]
    assert radius.json_schema() == {"type": "number", "exclusiveMinimum": 0, "maximum": LIMIT}


def test_str_choices_with_a_suggestion() -> None:
    units = Str(choices=["points", "sips"])
    assert validate("sips", units) == "sips"
    assert messages(units, "sip") == [
        "'sip' is not one of the choices; did you mean 'sips'? (one of: points, sips)"
    ]
    assert messages(units, "zzz") == ["'zzz' is not one of the choices (one of: points, sips)"]


def test_str_choice_given_as_a_number_says_to_quote_it() -> None:
    rank = Str(choices=["2", "3"])
    (issue,) = issues(rank, 2)
    assert issue.what == '2 is read as a number here; write it in quotes: "2"'


def test_str_pattern_is_searched_like_json_schema() -> None:
    code = Str(pattern=r"^[A-Z]{3}$")
    assert validate("ABC", code) == "ABC"
    assert messages(code, "abcd") == ["'abcd' has the wrong form (text matching ^[A-Z]{3}$)"]
    assert issues(Str(), 3)[0].what == "expected text, got the whole number 3"


def test_bool() -> None:
    assert validate(False, Bool()) is False
    assert messages(Bool(), 0) == ["expected true or false, got the whole number 0 (true or false)"]


def test_color() -> None:
    assert validate("#1F6b3a", Color()) == "#1F6b3a"
    assert issues(Color(), "#fff")[0].what == "'#fff' is not a colour"
    assert issues(Color(), "green")[0].what == "'green' is not a colour"
    # `felt: #1f6b3a` without quotes is a YAML comment: the value is null.
    assert "comment" in issues(Color(), None)[0].what


def test_const_is_exact_in_type_too() -> None:
    assert validate(1, Const(1)) == 1
    assert messages(Const(1), True) == ["expected 1, got true (exactly 1)"]
    assert messages(Const(1), 1.0) == ["expected 1, got the number 1.0 (exactly 1)"]
    assert messages(Const("pferderennen"), "pferd") == [
        "expected pferderennen, got text 'pferd' (exactly pferderennen)"
    ]


# --- lists -----------------------------------------------------------------------------------


def test_point_and_fraction() -> None:
    assert validate([1, 2.5], Point()) == [1, 2.5]
    assert messages(Point(), [1]) == ["the list has 1 item, not 2 (a point [x, y] of two numbers)"]
    assert messages(Point(), [1, "a"]) == ["[1]: expected a number, got text 'a' (a number)"]
    assert issues(Point(), (1, 2))[0].what == "expected a list of 2, got a list"
    assert validate([1, 2], Fraction()) == [1, 2]
    assert messages(Fraction(), [1, 0]) == ["[1]: 0 is less than 1 (a whole number, at least 1)"]


def test_seq_lengths_items_and_repeats() -> None:
    schema = Seq(Int(), min_len=1, max_len=3, unique=True)
    assert validate([3, 1], schema) == [3, 1]
    assert issues(schema, [])[0].what == "the list has 0 items, fewer than 1"
    assert issues(schema, [1, 2, 3, 4])[0].what == "the list has 4 items, more than 3"
    assert [str(i) for i in issues(schema, [1, "x", 1])] == [
        "[1]: expected a whole number, got text 'x' (a whole number)",
        "[2]: the whole number 1 is listed twice (each item once)",
    ]
    assert Seq(Point(), min_len=3, max_len=4).allowed() == (
        "a list of 3 to 4 items, each a point [x, y] of two numbers"
    )
    assert Seq(Int(), min_len=1).allowed() == "a list of at least 1 item, each a whole number"


# --- mappings --------------------------------------------------------------------------------

DECORATION = Map(
    {
        "felt": Field(Color(), default="#1d6b3c", doc="The felt."),
        "color": Field(Color(), required=False),
        "title": Field(Str()),
    },
    doc="How it looks.",
)


def test_map_fills_defaults_in_schema_order() -> None:
    value = validate({"title": "T"}, DECORATION)
    assert value == {"felt": "#1d6b3c", "title": "T"}
    assert list(value) == ["felt", "title"]
    assert list(validate({"title": "T", "felt": "#000000"}, DECORATION)) == ["felt", "title"]


def test_map_default_is_a_fresh_copy() -> None:
    schema = Map({"size": Field(Seq(Int()), default=[1, 2])})
    first = validate({}, schema)
    first["size"].append(3)
    assert validate({}, schema) == {"size": [1, 2]}


def test_map_unknown_key_suggests_the_closest() -> None:
    (issue,) = issues(DECORATION, {"title": "T", "colr": "#ffffff"})
    assert issue == SchemaIssue(
        ("colr",),
        "unknown key 'colr'; did you mean 'color'?",
        "allowed keys: felt, color, title",
        at_key=True,
    )
    (far,) = issues(DECORATION, {"title": "T", "zzz": 1})
    assert far.what == "unknown key 'zzz'"


def test_map_missing_key_is_reported_at_the_map() -> None:
    schema = Map({"track": Field(Map({"cards": Field(Int(min=2))}))})
    (issue,) = issues(schema, {"track": {}})
    assert issue.path == ("track",)
    assert str(issue) == "track: missing key 'cards' (cards: a whole number, at least 2)"


def test_map_reports_every_issue_in_document_order() -> None:
    schema = Map({"a": Field(Int()), "b": Field(Int()), "c": Field(Map({"d": Field(Int())}))})
    with pytest.raises(SchemaError) as caught:
        validate({"b": "x", "c": {"d": "y", "e": 1}, "a": "z"}, schema)
    assert [issue.path for issue in caught.value.issues] == [("b",), ("c", "d"), ("c", "e"), ("a",)]
    assert str(caught.value).endswith("[and 3 more]")


def test_map_rejects_non_text_keys_and_non_mappings() -> None:
    assert issues(Map({}), {1: 2})[0].what == "the key 1 is not text"
    assert issues(Map({}), [])[0].what == "expected a mapping, got a list"
    assert Map({}).allowed() == "an empty mapping {}"


def test_map_of_checks_keys_and_values() -> None:
    schema = MapOf(Int(), key=Str(choices=["C", "D"]))
    assert validate({"C": 1}, schema) == {"C": 1}
    found = issues(schema, {"X": 1, "D": "two"})
    assert [(i.path, i.at_key) for i in found] == [(("X",), True), (("D",), False)]


def test_tagged_has_exactly_one_known_key() -> None:
    segment = Tagged({"line": Map({"to": Field(Point())}), "arc": Map({})})
    assert validate({"line": {"to": [1, 2]}}, segment) == {"line": {"to": [1, 2]}}
    assert issues(segment, {})[0].what == "the mapping is empty"
    (two,) = issues(segment, {"line": {}, "arc": {}})
    assert (two.path, two.what, two.at_key) == (
        ("arc",),
        "a second kind 'arc' next to 'line'",
        True,
    )
    (typo,) = issues(segment, {"lien": {}})
    assert typo.what == "unknown kind 'lien'; did you mean 'line'?"
    assert typo.allowed == "allowed kinds: line, arc"
    assert issues(segment, {"line": {}})[0].path == ("line",)


def test_format_path_and_describe() -> None:
    assert format_path(()) == ""
    assert format_path(("lanes", "C", "segments", 0, "line")) == "lanes.C.segments[0].line"
    assert format_path((2, "a")) == "[2].a"
    assert describe("x" * 50).endswith("...'")
    assert describe({}) == "a mapping"


def test_schema_error_needs_an_issue() -> None:
    with pytest.raises(ValueError):
        SchemaError([])


# --- paths -----------------------------------------------------------------------------------


def test_path_schema_accepts_every_segment_kind() -> None:
    path = {
        "spaces": 12,
        "segments": [
            {"line": {"from": [0, 0], "to": [100, 0]}},
            {"arc": {"center": [100, 50], "radius": 50, "from_deg": 90, "to_deg": -90}},
            {"bezier": {"points": [[100, 100], [50, 150], [0, 100]]}},
            {"bezier": {"points": [[0, 100], [-10, 90], [-10, 10], [0, 0]]}},
            {"points": [[0, 0], [5, 5]]},
        ],
    }
    assert validate(path, path_schema()) == path


def test_path_schema_messages() -> None:
    path = {
        "spaces": 0,
        "segments": [
            {"arc": {"center": [0, 0], "radius": -1, "from_deg": 0, "to_deg": 90}},
            {"bezier": {"points": [[0, 0], [1, 1]]}},
            {"curve": {}},
        ],
    }
    assert messages(path_schema(), path) == [
        "spaces: 0 is less than 1 (a whole number from 1 to 1000)",
        "segments[0].arc.radius: -1 is not above 0 (a number above 0)",
        "segments[1].bezier.points: the list has 2 items, fewer than 3 "
        "(a list of 3 to 4 items, each a point [x, y] of two numbers)",
        "segments[2]: unknown kind 'curve' (allowed kinds: line, arc, bezier, points)",
    ]


# --- JSON Schema -----------------------------------------------------------------------------


def test_json_schema_of_a_map() -> None:
    exported = DECORATION.json_schema()
    assert exported["type"] == "object"
    assert exported["additionalProperties"] is False
    assert exported["required"] == ["title"]
    assert exported["description"] == "How it looks."
    assert exported["properties"]["felt"] == {
        "type": "string",
        "pattern": "^#[0-9a-fA-F]{6}$",
        "description": "The felt.",
        "default": "#1d6b3c",
        "examples": ["#1d6b3c"],
    }
    json.loads(json.dumps(exported))


def test_numbers_without_a_bound_still_stop_at_absurd_sizes() -> None:
    # A coordinate of 1e302 or a radius of 1e308 passed once, then the views divided by it.
    assert messages(Point(), [1e302, 0]) == [
        "[0]: 1e+302 is absurdly large (at most 1,000,000 either way) (a number)"]
    assert messages(Int(min=1), 10**12) == [
        "1,000,000,000,000 is absurdly large (at most 1,000,000 either way)"
        " (a whole number, at least 1)"]
    assert validate(-LIMIT, Number()) == -LIMIT
    assert validate(10**9, Int(min=0, max=10**10)) == 10**9  # an explicit range rules


def test_json_schema_of_each_kind() -> None:
    assert Int(min=1, max=2, doc="n").json_schema() == {
        "type": "integer",
        "minimum": 1,
        "maximum": 2,
        "description": "n",
    }
    assert Str(choices=["a"]).json_schema() == {"type": "string", "enum": ["a"]}
    assert Bool().json_schema() == {"type": "boolean"}
    assert Const(1).json_schema() == {"const": 1}
    bounded = {"minimum": -LIMIT, "maximum": LIMIT}
    assert Point().json_schema()["prefixItems"] == [{"type": "number", **bounded}] * 2
    assert Seq(Int(), 1, 2, unique=True).json_schema() == {
        "type": "array",
        "items": {"type": "integer", **bounded},
        "minItems": 1,
        "maxItems": 2,
        "uniqueItems": True,
    }
    assert MapOf(Int()).json_schema()["additionalProperties"] == {"type": "integer", **bounded}
    tagged = Tagged({"a": Map({})}).json_schema()
    assert (tagged["minProperties"], tagged["maxProperties"]) == (1, 1)
    assert JSON_SCHEMA_DIALECT.endswith("2020-12/schema")


# A small validator for the JSON Schema keywords the exporter uses: the exported schema must
# accept what `check` accepts and refuse what it refuses.


def json_valid(value: Any, schema: dict[str, Any]) -> bool:
    kinds = {
        "integer": lambda v: isinstance(v, int) and not isinstance(v, bool),
        "number": lambda v: isinstance(v, int | float) and not isinstance(v, bool),
        "string": lambda v: isinstance(v, str),
        "boolean": lambda v: isinstance(v, bool),
        "array": lambda v: isinstance(v, list),
        "object": lambda v: isinstance(v, dict),
    }
    checks: list[bool] = []
    if "type" in schema and not kinds[schema["type"]](value):
        return False
    if "const" in schema:
        checks.append(type(value) is type(schema["const"]) and value == schema["const"])
    if "enum" in schema:
        checks.append(value in schema["enum"])
    if "pattern" in schema:
        checks.append(re.search(schema["pattern"], value) is not None)
    if "minimum" in schema:
        checks.append(value >= schema["minimum"])
    if "maximum" in schema:
        checks.append(value <= schema["maximum"])
    if "exclusiveMinimum" in schema:
        checks.append(value > schema["exclusiveMinimum"])
    if isinstance(value, list):
        checks.append(len(value) >= schema.get("minItems", 0))
        checks.append(len(value) <= schema.get("maxItems", len(value)))
        prefix = schema.get("prefixItems", [])
        checks.extend(json_valid(v, s) for v, s in zip(value, prefix, strict=False))
        rest = value[len(prefix) :]
        if schema.get("items") is False:
            checks.append(not rest)
        elif "items" in schema:
            checks.extend(json_valid(v, schema["items"]) for v in rest)
        if schema.get("uniqueItems"):
            checks.append(len({json.dumps(v) for v in value}) == len(value))
    if isinstance(value, dict):
        props = schema.get("properties", {})
        checks.append(all(key in value for key in schema.get("required", [])))
        checks.append(schema.get("minProperties", 0) <= len(value))
        checks.append(len(value) <= schema.get("maxProperties", len(value)))
        for key, item in value.items():
            if key in props:
                checks.append(json_valid(item, props[key]))
            elif schema.get("additionalProperties") is False:
                checks.append(False)
            elif isinstance(schema.get("additionalProperties"), dict):
                checks.append(json_valid(item, schema["additionalProperties"]))
            if "propertyNames" in schema:
                checks.append(json_valid(key, schema["propertyNames"]))
    if "oneOf" in schema:
        checks.append(sum(json_valid(value, s) for s in schema["oneOf"]) == 1)
    return all(checks)


SAMPLES: list[tuple[Schema, Any]] = [
    (Int(min=1, max=3), 2),
    (Int(min=1, max=3), 4),
    (Int(), True),
    (Number(min=0, exclusive_min=True), 0),
    (Str(choices=["a", "b"]), "c"),
    (Color(), "#12345g"),
    (Point(), [1, 2, 3]),
    (Seq(Int(), unique=True), [1, 1]),
    (DECORATION, {"title": "x", "colr": "#000000"}),
    (DECORATION, {"felt": "#000000"}),
    (MapOf(Int(), key=Str(choices=["C"])), {"C": 1}),
    (MapOf(Int(), key=Str(choices=["C"])), {"D": 1}),
    (Tagged({"a": Int(), "b": Int()}), {"a": 1, "b": 2}),
    (Tagged({"a": Int(), "b": Int()}), {"b": 2}),
    (Const("x"), "x"),
    (Fraction(), [1, 0]),
]


@pytest.mark.parametrize(("schema", "value"), SAMPLES)
def test_exported_json_schema_agrees_with_check(schema: Schema, value: Any) -> None:
    assert json_valid(value, schema.json_schema()) == (not issues(schema, value))


def test_exported_path_schema_agrees_with_check() -> None:
    good = {"spaces": 3, "segments": [{"points": [[0, 0], [1, 1], [2, 2]]}]}
    bad = {"spaces": 3, "segments": [{"points": [[0, 0]], "line": {}}]}
    exported = path_schema().json_schema()
    assert json_valid(good, exported)
    assert not json_valid(bad, exported)
    assert issues(path_schema(), bad)
