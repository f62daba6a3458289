"""The commentary ticker, now in `arcade_races.client.stage.ticker`; re-exported here for the
views not yet moved onto the stage (six_day, favoriten, crazy_race). Delete with the last of
them."""

from arcade_races.client.stage.ticker import STYLES, draw_ticker

__all__ = ["STYLES", "draw_ticker"]
