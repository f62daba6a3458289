"""Boards a track maker might write, generated from the game's own schema, and the check that
a board `board check` accepts also plays and draws (issue 15, item 1).

`boards(game_id)` is a hypothesis strategy: one of the game's built-in boards with some of its
values changed to others the schema allows (numbers at and between their bounds, edge values
such as 0 and the largest allowed, points moved onto each other, lists cut to their shortest
or grown to their longest). `plays_and_draws` takes such a text and, if the board passes the
check, loads it, plays a game of random seats on it, draws the board picker's preview and the
first frames of an exhibition under the dummy driver, each within a time bound.
"""

from __future__ import annotations

import random
import time
from pathlib import Path
from typing import Any

import yaml
from hypothesis import strategies as st

from arcade_races.boards.errors import BoardError
from arcade_races.boards.loader import builtin_boards, check_board_file, read_document_text
from arcade_races.boards.yamlsafe import load_yaml
from arcade_races.core.schema import (
    LIMIT,
    Int,
    Map,
    MapOf,
    Number,
    Schema,
    Seq,
    Tagged,
    Tuple,
)
from arcade_races.games import get_spec

SECONDS_TO_LOAD_AND_PLAY = 20.0
"""A board that passes the check is read, set up and played through in this time."""
SECONDS_TO_DRAW = 20.0
"""...and its preview and first exhibition frames drawn in this time."""
FRAMES = 45


def _number_values(schema: Int | Number) -> st.SearchStrategy[Any]:
    low = schema.min if schema.min is not None else -LIMIT
    high = schema.max if schema.max is not None else LIMIT
    if isinstance(schema, Number) and schema.exclusive_min and schema.min is not None:
        low = schema.min + 1e-6
    if isinstance(schema, Int):
        low, high = int(low), int(high)
        edges = [v for v in (low, high, 0, 1, -1, 2, low + 1, high - 1) if low <= v <= high]
        return st.one_of(st.sampled_from(edges), st.integers(low, high),
                         st.integers(max(low, -50), min(high, 50)) if low <= 50 and high >= -50
                         else st.integers(low, high))
    edges_f = [v for v in (low, high, 0.0, 1e-6, 1.0, -1.0) if low <= v <= high]
    return st.one_of(st.sampled_from(edges_f),
                     st.floats(low, high, allow_nan=False, allow_infinity=False),
                     st.floats(max(low, -2000.0), min(high, 2000.0)) if low <= 2000 <= high
                     else st.floats(low, high, allow_nan=False, allow_infinity=False))


def _near(schema: Int | Number, value: Any) -> st.SearchStrategy[Any]:
    """Values near `value` (half to one and a half of it, within the schema): most boards a
    track maker writes are a built-in one stretched a little, and most of those pass."""
    low = schema.min if schema.min is not None else -LIMIT
    high = schema.max if schema.max is not None else LIMIT
    factor = st.floats(0.5, 1.5)
    if isinstance(schema, Int):
        return factor.map(lambda f: min(high, max(low, round(value * f))))
    return factor.map(lambda f: min(high, max(low, value * f)))


Spot = tuple[tuple[Any, ...], Schema]
"""A place in a document that can change: its path (keys and indices) and its schema."""


def _spots(value: Any, schema: Schema, path: tuple[Any, ...] = ()) -> list[Spot]:
    """Every number and every list in `value` (valid for `schema`), with its schema."""
    if isinstance(schema, Int | Number):
        return [(path, schema)]
    found: list[Spot] = []
    if isinstance(schema, Tuple) and isinstance(value, list):
        for i, (v, s) in enumerate(zip(value, schema.items, strict=False)):
            found += _spots(v, s, (*path, i))
    elif isinstance(schema, Seq) and isinstance(value, list):
        found.append((path, schema))
        for i, v in enumerate(value):
            found += _spots(v, schema.item, (*path, i))
    elif isinstance(schema, Map) and isinstance(value, dict):
        for key, field in schema.fields.items():
            if key in value:
                found += _spots(value[key], field.schema, (*path, key))
    elif isinstance(schema, MapOf) and isinstance(value, dict):
        for key, v in value.items():
            found += _spots(v, schema.value, (*path, key))
    elif isinstance(schema, Tagged) and isinstance(value, dict) and len(value) == 1:
        (kind, inner), = value.items()
        option = schema.options.get(kind)
        if option is not None:
            found += _spots(inner, option, (*path, kind))
    return found


def _changed_list(draw: st.DrawFn, items: list[Any], schema: Seq) -> list[Any]:
    """`items` cut to the shortest the schema allows, grown towards its longest, or with two
    neighbours made equal (points that collapse onto each other)."""
    if not items:
        return items
    how = draw(st.sampled_from(["cut", "grow", "collapse"]))
    if how == "cut":
        return items[:draw(st.integers(schema.min_len, len(items)))]
    if how == "grow":
        top = schema.max_len if schema.max_len is not None else len(items) * 8
        size = draw(st.integers(len(items), max(len(items), min(top, len(items) * 8))))
        grown = list(items)
        while len(grown) < size:
            grown.append(items[draw(st.integers(0, len(items) - 1))])
        return grown
    if len(items) < 2:
        return items
    i = draw(st.integers(0, len(items) - 2))
    return [*items[:i + 1], items[i], *items[i + 2:]]


def _replace(document: Any, path: tuple[Any, ...], value: Any) -> Any:
    if not path:
        return value
    head, rest = path[0], path[1:]
    if isinstance(document, list):
        copy = list(document)
        copy[head] = _replace(copy[head], rest, value)
        return copy
    return {**document, head: _replace(document[head], rest, value)}


def _at(document: Any, path: tuple[Any, ...]) -> Any:
    for key in path:
        document = document[key]
    return document


@st.composite
def boards(draw: st.DrawFn, game_id: str) -> str:
    """The text of a board for `game_id`: one of its built-in boards with one to three of its
    numbers or lists changed to what the schema allows."""
    path = draw(st.sampled_from(builtin_boards(game_id)))
    document, _ = load_yaml(read_document_text(path), str(path))
    schema = get_spec(game_id).board_schema
    for _ in range(draw(st.integers(1, 3))):
        spots = _spots(document, schema)
        if not spots:
            break
        where, spot = spots[draw(st.integers(0, len(spots) - 1))]
        if isinstance(spot, Seq):
            value = _changed_list(draw, _at(document, where), spot)
        else:
            assert isinstance(spot, Int | Number)
            # Two draws in three stay near the value (mostly accepted: those test the views),
            # one in three goes anywhere the schema allows (mostly refused: tests the check).
            near = draw(st.integers(0, 2)) > 0
            value = draw(_near(spot, _at(document, where)) if near else _number_values(spot))
        document = _replace(document, where, value)
    return yaml.safe_dump(document, sort_keys=False, allow_unicode=True)


def refusal(game_id: str, folder: Path, text: str) -> str:
    """The one-line message `board check` gives the board `text` (written as
    `folder/board.yaml`), with the file named plain `board.yaml`."""
    import pytest

    path = folder / "board.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(BoardError) as caught:
        check_board_file(path, game_id)
    return str(caught.value).replace(str(path), "board.yaml")


def players_for(game_id: str, variants: tuple[str, ...] = ()) -> int:
    """The smallest field of at least two that the game plays."""
    spec = get_spec(game_id)
    for players in range(max(2, spec.min_players), spec.max_players + 1):
        if spec.playable(players, frozenset(variants)):
            return players
    return spec.min_players


def plays_and_draws(game_id: str, text: str, folder: Path, app: Any) -> str:
    """`"refused"` if `board check` refuses the board, else `"played"` once it has loaded,
    played a random game and drawn its preview and first frames within the time bounds
    (an exception or a time bound passed fails the calling test)."""
    from arcade_races.ai.base import RandomAgent
    from arcade_races.client.scenes.board_list import draw_preview, inspect_board
    from arcade_races.client.scenes.play import PlayScene
    from arcade_races.gamesetup import ai_seats, make_header
    from arcade_races.match import Match

    path = folder / "board.yaml"
    path.write_text(text, encoding="utf-8")
    try:
        check_board_file(path, game_id)
    except BoardError:
        return "refused"
    variants = tuple(get_spec(game_id).quick_variants)
    players = players_for(game_id, variants)
    start = time.perf_counter()
    header = make_header(game_id, ai_seats(game_id, players, "random"), 1, variants, path)
    game = header.build_game()
    agents = {seat: RandomAgent() for seat in range(players)}
    match = Match(game, 1, agents)  # type: ignore[arg-type]
    rng = random.Random(1)
    while not match.is_over():
        assert match.number <= game.max_actions(), "no end in sight"
        match.step()
        assert time.perf_counter() - start < SECONDS_TO_LOAD_AND_PLAY, (
            f"still playing after {match.number} actions")
        rng.random()
    start = time.perf_counter()
    choice = inspect_board(game_id, path, builtin=False)
    assert choice.error is None, choice.error
    if choice.preview is not None:
        import pygame

        surface = pygame.Surface((640, 360))
        draw_preview(surface, app.assets, choice.preview, surface.get_rect())
    app.push(PlayScene(app, header, exhibition=True, speed=16.0, record=False))
    for _ in range(FRAMES):
        app.frame()
        assert time.perf_counter() - start < SECONDS_TO_DRAW, "drawing takes too long"
    while app.scene is not None:
        app.pop()
    return "played"
