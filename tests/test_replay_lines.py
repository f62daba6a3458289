"""A replay line's text: `encode_line` writes what `json.dumps` would, for less."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from arcade_races.replay_lines import encode_line

JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False)
    | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=4)
    | st.dictionaries(st.text(max_size=6), inner, max_size=4),
    max_leaves=20,
)


def dumps(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


@given(st.dictionaries(st.text(max_size=8), JSON_VALUES, max_size=6))
def test_a_line_is_the_text_json_dumps_gives(line: dict[str, Any]) -> None:
    assert encode_line(line) == dumps(line)


@pytest.mark.parametrize("value", [[1, "é"], "x\"y", 3, None])
def test_values_other_than_a_dict_are_written_the_same_way_too(value: Any) -> None:
    assert encode_line(value) == dumps(value)


def test_a_failed_line_leaves_the_encoder_as_it_was() -> None:
    with pytest.raises(TypeError):
        encode_line({"bad": object()})
    shared = [1, 2]
    assert encode_line({"a": shared, "b": shared}) == '{"a":[1,2],"b":[1,2]}'
