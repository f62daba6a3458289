"""The options screen folds `key=value` variants into one row of values."""

from __future__ import annotations

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
