"""The screen zones, now in `arcade_races.client.stage.zones`; re-exported here for the views
not yet moved onto the stage (six_day, favoriten, crazy_race). Delete with the last of them."""

from arcade_races.client.stage.zones import (
    CORNER_BASE,
    CORNER_ROW,
    CORNER_TOP,
    SIDE,
    STAGE,
    TICKER,
    corner_rect,
)

__all__ = ["CORNER_BASE", "CORNER_ROW", "CORNER_TOP", "SIDE", "STAGE", "TICKER", "corner_rect"]
