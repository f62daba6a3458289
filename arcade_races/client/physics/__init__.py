"""pymunk-driven flourishes for the client: dice in a tray, flicked cards, confetti.

The rules always decide first; these only show what was decided. Each effect steps on a fixed
time step (``update(dt)`` feeds frame time to an accumulator, ``step()`` runs one fixed step), is
deterministic for a given seed, and draws onto a given surface with an offset without changing
anything.

- ``DiceTray``: dice thrown into a felt tray that land on chosen values (any faces).
- ``CardFlick``: a card sliding and spinning onto an exact spot and angle.
- ``Confetti``: fluttering paper pieces that settle on a floor or fade, with ``burst``.
"""

from arcade_races.client.physics.card import CardFlick
from arcade_races.client.physics.clock import STEP_60, STEP_120, FixedStep
from arcade_races.client.physics.confetti import CONFETTI_COLORS, Confetti
from arcade_races.client.physics.dice import MAX_THROW_TIME, STANDARD_FACES, DiceTray
from arcade_races.client.physics.die import DieView
from arcade_races.client.physics.render import DIE_COLORS, Color

__all__ = [
    "CONFETTI_COLORS",
    "DIE_COLORS",
    "MAX_THROW_TIME",
    "STANDARD_FACES",
    "STEP_60",
    "STEP_120",
    "CardFlick",
    "Color",
    "Confetti",
    "DiceTray",
    "DieView",
    "FixedStep",
]
