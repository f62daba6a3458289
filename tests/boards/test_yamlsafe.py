"""Safe YAML reading: plain values, positions, and every limit and refusal as one line."""

from __future__ import annotations

import time

import pytest

from arcade_races.boards import yamlsafe
from arcade_races.boards.errors import BoardError, BoardErrors
from arcade_races.boards.yamlsafe import (
    MAX_ALIASES,
    MAX_BYTES,
    MAX_DEPTH,
    MAX_VALUES,
    Marks,
    load_yaml,
)


def error_of(text: str | bytes, name: str = "t.yaml") -> str:
    with pytest.raises(BoardError) as caught:
        load_yaml(text, name)
    message = str(caught.value)
    assert "\n" not in message
    return message


def test_plain_values() -> None:
    text = "a: 1\nb: [1.5, true, null, x, '2']\nc: {d: -3}\nwhen: 2024-05-01\n"
    data, _ = load_yaml(text, "t.yaml")
    assert data == {
        "a": 1,
        "b": [1.5, True, None, "x", "2"],
        "c": {"d": -3},
        # A date is not plain data: the text is kept.
        "when": "2024-05-01",
    }


def test_marks_of_values_and_keys() -> None:
    text = "game: x\ntrack:\n  cards: 6\n  path: [[1, 2], [3, 4]]\n"
    _, marks = load_yaml(text, "t.yaml")
    assert marks[()] == (1, 1)
    assert marks[("game",)] == (1, 7)
    assert marks[("track",)] == (3, 3)
    assert marks[("track", "cards")] == (3, 10)
    assert marks[("track", "path", 1, 0)] == (4, 19)
    assert marks.key_marks[("track", "cards")] == (3, 3)


def test_locate_falls_back_to_the_nearest_ancestor() -> None:
    _, marks = load_yaml("a:\n  b: 1\n", "t.yaml")
    assert marks.locate(("a", "b", "c", 0)) == (2, 6)
    assert marks.locate(("a", "zz"), at_key=True) == (2, 3)
    assert marks.locate(("a", "b"), at_key=True) == (2, 3)
    assert Marks().locate(("x",)) == (1, 1)


def test_bytes_are_utf8_and_a_bom_is_dropped() -> None:
    data, _ = load_yaml("\ufeffname: Straße\n".encode(), "t.yaml")
    assert data == {"name": "Straße"}


def test_bytes_that_are_not_utf8_name_the_byte() -> None:
    message = error_of(b"a: 1\nname: Stra\xdfe\n")
    assert message == "t.yaml:2:11: not UTF-8 text (byte 0xdf) (save the file as UTF-8)"


def test_size_is_checked_before_parsing() -> None:
    big = "a: 1\n" + "#" * MAX_BYTES
    assert error_of(big) == "t.yaml: the file is too big (at most 1 MiB)"
    assert error_of(big.encode()).startswith("t.yaml: the file is too big (")
    # Multi-byte characters count as bytes.
    assert error_of("a: " + "ä" * (MAX_BYTES // 2)).startswith("t.yaml: the file is too big")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("a: [1, 2\nb: 3\n", "t.yaml:2:2: YAML syntax error: expected ',' or ']', but got ':'"),
        ("a: b: c\n", "t.yaml:1:5: YAML syntax error: mapping values are not allowed here"),
        ("a:\n\tb: 1\n", "t.yaml:2:1: YAML syntax error: found character '\\t' that cannot"),
        ("a: 1\n---\nb: 2\n", "t.yaml:2:1: YAML syntax error: expected a single document"),
        ("a: *nope\n", "t.yaml:1:4: YAML syntax error: found undefined alias 'nope'"),
        ("a: \x07\n", "t.yaml:1:4: the character U+0007 is not allowed in YAML"),
    ],
)
def test_syntax_errors(text: str, expected: str) -> None:
    assert error_of(text).startswith(expected)


def test_syntax_error_hints() -> None:
    assert error_of("a:\n\tb: 1\n").endswith("(indent with spaces, not tabs)")
    assert error_of("a:\n  b: 1\n c: 2\n").endswith(
        "(check the indentation: the keys of one mapping line up)"
    )


def test_empty_documents() -> None:
    expected = "t.yaml:1:1: the file is empty (expected a mapping)"
    assert error_of("") == expected
    assert error_of("# just a comment\n\n") == expected
    assert error_of(b"") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("- a\n- b\n", "t.yaml:1:1: the top level is a list (expected a mapping)"),
        ("hello\n", "t.yaml:1:1: the top level is text 'hello' (expected a mapping)"),
        ("42\n", "t.yaml:1:1: the top level is the whole number 42 (expected a mapping)"),
    ],
)
def test_the_top_level_is_a_mapping(text: str, expected: str) -> None:
    assert error_of(text) == expected


def test_duplicate_key_points_at_the_second() -> None:
    assert error_of("a: 1\nb:\n  c: 1\n  c: 2\n") == (
        "t.yaml:4:3: duplicate key 'c' (each key once; the first is on line 3)"
    )


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("1: a\n", "t.yaml:1:1: the key 1 is not text"),
        ("true: a\n", "t.yaml:1:1: the key true is not text"),
        ("~: a\n", "t.yaml:1:1: the key ~ is not text"),
        ("? [a]\n: b\n", "t.yaml:1:3: a list or mapping used as a key (keys are text)"),
    ],
)
def test_keys_are_text(text: str, expected: str) -> None:
    assert error_of(text).startswith(expected)


@pytest.mark.parametrize(
    ("text", "tag"),
    [
        ("a: !!python/object/apply:os.system ['echo hi']\n", "!!python/object/apply:os.system"),
        ("a: !!python/name:os.system\n", "!!python/name:os.system"),
        ("a: !!binary aGk=\n", "!!binary"),
        ("a: !!set {x}\n", "!!set"),
        ("a: !local 3\n", "!local"),
    ],
)
def test_tags_outside_the_core_schema_are_refused(text: str, tag: str) -> None:
    assert error_of(text) == (
        f"t.yaml:1:4: tag {tag} is not allowed (plain YAML only) "
        "(text, numbers, true/false, null, lists and mappings)"
    )


def test_core_tags_are_fine_and_checked() -> None:
    data, _ = load_yaml("a: !!str 5\nb: !!int '7'\nc: !!float 1\n", "t.yaml")
    assert data == {"a": "5", "b": 7, "c": 1.0}
    assert error_of("a: !!int abc\n") == (
        "t.yaml:1:4: 'abc' is not a !!int (fix the value or remove the tag)"
    )


def test_merge_keys_are_refused() -> None:
    text = "base: &b {x: 1}\nother:\n  <<: *b\n  y: 2\n"
    assert error_of(text) == "t.yaml:3:3: merge keys (<<) are not supported (write the keys out)"


def test_aliases_copy_values_within_limits() -> None:
    data, _ = load_yaml("a: &p [1, 2]\nb: *p\n", "t.yaml")
    assert data == {"a": [1, 2], "b": [1, 2]}
    assert data["a"] is not data["b"]


def test_too_many_aliases() -> None:
    text = "a: &x 1\nb: [" + ", ".join(["*x"] * (MAX_ALIASES + 1)) + "]\n"
    message = error_of(text)
    assert message.startswith(f"t.yaml:2:{5 + 4 * MAX_ALIASES}: more than {MAX_ALIASES} aliases")


def test_alias_bomb_stops_fast() -> None:
    lines = ["a: &a [" + ", ".join(["lol"] * 10) + "]"]
    for level in range(1, 9):
        name, previous = chr(ord("a") + level), chr(ord("a") + level - 1)
        lines.append(f"{name}: &{name} [" + ", ".join([f"*{previous}"] * 10) + "]")
    start = time.perf_counter()
    message = error_of("\n".join(lines[:1] + lines[1:]) + "\n")
    assert time.perf_counter() - start < 60  # a guard against a hang, not a speed target
    # 10 + 100 + 1,000 + 10,000 + 100,000 values fit; f's million do not.
    assert message == (
        f"t.yaml:6:4: more than {MAX_VALUES:,} values once aliases (*name) are expanded (use fewer)"
    )


def test_recursive_alias_is_too_deep_not_endless() -> None:
    assert error_of("a: &x [*x]\n").startswith(
        f"t.yaml:1:4: the lists and mappings nest more than {MAX_DEPTH} deep through aliases"
    )


def test_too_many_values_without_aliases(monkeypatch: pytest.MonkeyPatch) -> None:
    # A smaller limit keeps the test fast. Before building, every node counts: the mapping,
    # the key and the list, so the 98th item is the 101st.
    monkeypatch.setattr(yamlsafe, "MAX_VALUES", 100)
    text = "a: [" + ",".join(["1"] * 98) + "]\n"
    assert error_of(text) == "t.yaml:1:199: more than 100 values (a smaller file)"
    load_yaml("a: [" + ",".join(["1"] * 97) + "]\n", "t.yaml")


def test_depth_limit_is_exact() -> None:
    inside = "a: " + "[" * (MAX_DEPTH - 1) + "]" * (MAX_DEPTH - 1) + "\n"
    load_yaml(inside, "t.yaml")
    too_deep = "a: " + "[" * MAX_DEPTH + "]" * MAX_DEPTH + "\n"
    assert error_of(too_deep) == (
        f"t.yaml:1:{3 + MAX_DEPTH}: the lists and mappings nest more than {MAX_DEPTH} deep "
        "(flatten the data)"
    )


@pytest.mark.parametrize(
    "text",
    [
        "a: " + "[" * 3000 + "]" * 3000 + "\n",
        "a: " + "{b: " * 3000 + "1" + "}" * 3000 + "\n",
        "a:\n  " + "- " * 3000 + "1\n",
        "".join(" " * level + "a:\n" for level in range(1000)) + " " * 1000 + "b\n",
    ],
    ids=["flow-lists", "flow-mappings", "block-lists", "block-mappings"],
)
def test_deep_nesting_is_refused_fast(text: str) -> None:
    start = time.perf_counter()
    message = error_of(text)
    assert time.perf_counter() - start < 60  # a guard against a hang, not a speed target
    assert f"nest more than {MAX_DEPTH} deep" in message


def test_board_errors_flatten_and_read_as_the_first() -> None:
    first = BoardError("f.yaml", 2, 3, "one", "a")
    second = BoardError("f.yaml", 5, 1, "two")
    both = BoardErrors([first, BoardErrors([second])])
    assert str(both) == "f.yaml:2:3: one (a)"
    assert both.all_lines() == ["f.yaml:2:3: one (a)", "f.yaml:5:1: two"]
    assert BoardError("f\nyaml", 0, 0, "x\ny").message == "f yaml: x y"
