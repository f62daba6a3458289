"""YAML a track maker may write by mistake or on purpose: tags the safe loader would resolve
into the wrong type, numbers of thousands of digits, NaN and infinities: each a located
one-line message that does not echo the value back (issue 15, item 2)."""

from __future__ import annotations

import pytest

from arcade_races.boards.errors import BoardError
from arcade_races.boards.yamlsafe import load_yaml


def _error(text: str) -> str:
    with pytest.raises(BoardError) as err:
        load_yaml(text, "b.yaml")
    message = str(err.value)
    assert "\n" not in message and len(message) < 200
    return message


@pytest.mark.parametrize(("text", "expected"), [
    ("name: !!bool 6", "b.yaml:1:7: '6' is not a !!bool"),
    ("name: !!int six", "b.yaml:1:7: 'six' is not a !!int"),
    ("name: !!float x", "b.yaml:1:7: 'x' is not a !!float"),
    ("size: " + "9" * 5000, "b.yaml:1:7: a number of 5,000 characters (at most 30)"),
    ("size: !!int " + "1" * 4400, "b.yaml:1:7: a number of 4,400 characters (at most 30)"),
    ("size: 1" + "0" * 40 + ".5", "b.yaml:1:7: a number of 43 characters (at most 30)"),
    ("radius: .nan", "b.yaml:1:9: '.nan' is not a finite number"),
    ("radius: -.inf", "b.yaml:1:9: '-.inf' is not a finite number"),
    ("radius: 1.0e+309", "b.yaml:1:9: '1.0e+309' is not a finite number"),
    ("name: !!bool " + "x" * 300, "is not a !!bool"),
])
def test_wrong_tags_and_absurd_numbers_are_located(text: str, expected: str) -> None:
    message = _error(text)
    assert expected in message
    assert "x" * 50 not in message and "9" * 50 not in message


def test_the_numbers_a_board_needs_still_read() -> None:
    data, _ = load_yaml("a: 12\nb: -3.5\nc: 1.0e+30\nd: 0x1F\n", "b.yaml")
    assert data == {"a": 12, "b": -3.5, "c": 1e30, "d": 31}


def test_a_control_character_in_a_board_text_is_located() -> None:
    # A NUL in a title once reached the font, which cannot draw it (pygame raised).
    import tempfile
    from pathlib import Path

    from arcade_races.boards.loader import load_board_file

    board = Path(tempfile.mkdtemp()) / "b.yaml"
    source = Path(__file__).resolve().parents[2] / "configs/boards/favoriten/classic.yaml"
    text = source.read_text(encoding="utf-8")
    board.write_text(text.replace("name:", 'name: "Derby\\0" #', 1), encoding="utf-8")
    with pytest.raises(BoardError) as err:
        load_board_file(board, "favoriten")
    assert "the text holds the control character U+0000" in str(err.value)
    assert str(err.value).startswith(f"{board}:")
