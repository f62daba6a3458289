"""Letting pymunk objects go by reference counting, not by the full garbage collection.

Each pymunk body and shape keeps a cffi handle to itself (for chipmunk's callbacks into
Python), a reference cycle that only a full collection breaks: a tray of dice thrown again or
a dealt card come to rest left theirs for it, and that collection, walking them all, took
20-50 ms of one frame. `let_go` empties a space and drops those handles, so what it held is
freed as soon as the last reference goes.
"""

from __future__ import annotations

import pymunk


def let_go(space: pymunk.Space) -> None:
    """Take everything out of `space` and drop the self-handles of its bodies and shapes
    (and of its static body); none of them takes part in a simulation again."""
    bodies = [*space.bodies, space.static_body]
    shapes = list(space.shapes)
    if space.constraints:
        space.remove(*space.constraints)
    if shapes:
        space.remove(*shapes)
    if space.bodies:
        space.remove(*space.bodies)
    for owner, name in [*((b, "_data_handle") for b in bodies), *((s, "_h") for s in shapes)]:
        if name in vars(owner):
            delattr(owner, name)


__all__ = ["let_go"]
