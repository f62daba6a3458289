"""Where the spaces of a board's paths lie: `arcade_races.core.geometry`, re-exported here for
the views and tools that read geometry from the boards layer (the rules import it from core).

>>> layout({"spaces": 2, "segments": [{"line": {"from": [0, 0], "to": [10, 0]}}]})
[(0.0, 0.0), (10.0, 0.0)]
"""

from __future__ import annotations

from arcade_races.core.geometry import BEZIER_STEPS as BEZIER_STEPS
from arcade_races.core.geometry import Curve as Curve
from arcade_races.core.geometry import Excess as Excess
from arcade_races.core.geometry import Pose as Pose
from arcade_races.core.geometry import Vec as Vec
from arcade_races.core.geometry import __all__ as __all__
from arcade_races.core.geometry import arc_bounds as arc_bounds
from arcade_races.core.geometry import layout as layout
from arcade_races.core.geometry import path_excess as path_excess
from arcade_races.core.geometry import path_length as path_length
from arcade_races.core.geometry import tangent_angles as tangent_angles
