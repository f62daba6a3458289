"""The options screen folds `key=value` variants into one row of values."""

from __future__ import annotations

import itertools
from typing import Any

from arcade_races.gamesetup import ai_seats


def test_days_are_one_row_stepping_through_its_values(app: Any) -> None:
    from arcade_races.client.scenes.options import OptionsScene

    scene = OptionsScene(app, "six_day", list(ai_seats("six_day", 4)))
    assert scene.variants == ["green_only", "teams", "days"]
    assert scene.chosen_variants() == ()
    scene.toggle(2)
    assert scene.chosen_variants() == ("days=1",)
    for _ in range(5):
        scene.toggle(2)
    assert scene.chosen_variants() == ("days=6",)
    scene.toggle(2)
    assert scene.chosen_variants() == ()
    scene.toggle(0)
    scene.toggle(2)
    assert scene.chosen_variants() == ("green_only", "days=1")
    assert scene.row_text(2)[0] == "One day"


def test_rennfieber_races_are_one_row_of_chips_ending_at_all(app: Any) -> None:
    from arcade_races.client.scenes.options import OptionsScene

    scene = OptionsScene(app, "rennfieber", list(ai_seats("rennfieber", 4)))
    assert scene.variants == ["by_lane", "own_programme", "races"]
    row = scene.variants.index("races")
    assert [words for words, _ in scene.value_chips(row)] == ["1", "2", "all"]
    assert scene.row_text(row)[0] == "Races: the whole evening"
    scene.toggle(row)
    assert scene.chosen_variants() == ("races=1",)
    scene.pick_value(row, -1)
    assert scene.chosen_variants() == ()
    scene.toggle(1)
    scene.pick_value(row, 1)
    assert scene.chosen_variants() == ("own_programme", "races=2")
    chips = scene.chip_rects(row)
    assert all(scene.variant_rect(row).contains(chip) for chip in chips)
    assert not any(a.colliderect(b) for a, b in itertools.pairwise(chips))
    assert scene.value_chips(0) == [], "a plain variant keeps its on/off switch"


def test_a_chip_is_picked_by_the_mouse(app: Any) -> None:
    from arcade_races.client.input import Pointer
    from arcade_races.client.scenes.options import OptionsScene

    scene = OptionsScene(app, "rennfieber", list(ai_seats("rennfieber", 4)))
    row = scene.variants.index("races")
    chip = scene.chip_rects(row)[1]
    scene.pointer(Pointer("down", chip.center, button=1))
    assert scene.chosen_variants() == ("races=2",)
