"""The views' effect helpers, now in `arcade_races.client.stage` (effects, motion, script);
re-exported here under their old names for the views not yet moved onto the stage (six_day,
favoriten, crazy_race). Delete with the last of them."""

from arcade_races.client.stage.effects import (
    Banner,
    Effect,
    Floater,
    hex_color,
    render_banner,
    render_glow,
    render_light,
    render_shadow,
    signed,
)
from arcade_races.client.stage.motion import lerp_point as lerp
from arcade_races.client.stage.motion import unit
from arcade_races.client.stage.script import Clip

Color = tuple[int, int, int]
Vec = tuple[float, float]

__all__ = ["Banner", "Clip", "Color", "Effect", "Floater", "Vec", "hex_color", "lerp",
           "render_banner", "render_glow", "render_light", "render_shadow", "signed", "unit"]
