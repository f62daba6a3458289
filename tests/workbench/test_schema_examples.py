"""Every field of every game's board file has a description and an example, in the schema and
in the JSON Schema an editor reads, and every example fits its own field (so none can drift
from what the loader accepts)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from arcade_races.boards.loader import board_json_schema
from arcade_races.core.schema import (
    NO_EXAMPLE,
    Field,
    Map,
    MapOf,
    Schema,
    Seq,
    Tagged,
    Tuple,
    format_path,
)
from arcade_races.games import GAMES


def fields(schema: Schema, path: tuple[str | int, ...] = ()) -> Iterator[tuple[str, Field]]:
    """Every field of a schema, nested ones included, with its dotted path."""
    if isinstance(schema, Map):
        for name, spec in schema.fields.items():
            yield format_path((*path, name)), spec
            yield from fields(spec.schema, (*path, name))
    elif isinstance(schema, Seq):
        yield from fields(schema.item, (*path, 0))
    elif isinstance(schema, MapOf):
        yield from fields(schema.value, (*path, "*"))
    elif isinstance(schema, Tagged):
        for kind, option in schema.options.items():
            yield from fields(option, (*path, kind))
    elif isinstance(schema, Tuple):
        for index, item in enumerate(schema.items):
            yield from fields(item, (*path, index))


def properties(node: Any, path: str = "") -> Iterator[tuple[str, dict[str, Any]]]:
    """Every entry of every `properties` in a JSON Schema, with where it sits."""
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "properties":
                for name, prop in value.items():
                    yield f"{path}.{name}", prop
                    yield from properties(prop, f"{path}.{name}")
            else:
                yield from properties(value, path)
    elif isinstance(node, list):
        for item in node:
            yield from properties(item, path)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_board_field_has_a_doc_and_an_example_that_fits(game_id: str) -> None:
    missing = []
    for where, spec in fields(GAMES[game_id].board_schema):
        example = spec.sample()
        if not spec.doc:
            missing.append(f"{where}: no doc")
        if example is NO_EXAMPLE:
            missing.append(f"{where}: no example")
            continue
        _, issues = spec.schema.check(example, ())
        assert not issues, f"{game_id} {where}: the example {example!r} does not fit: {issues[0]}"
    assert not missing


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_property_of_the_json_schema_has_a_description_and_examples(game_id: str) -> None:
    exported = board_json_schema(game_id)
    missing = [
        f"{where} lacks {key}"
        for where, prop in properties(exported)
        for key in ("description", "examples")
        if key not in prop
    ]
    assert not missing
    assert len(list(properties(exported))) > 20
