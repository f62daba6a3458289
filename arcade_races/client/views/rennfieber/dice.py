"""The dice tray of the Rennfieber table, bottom right of the stage (`geometry.DICE_TRAY`).

The training throws the normal die in it, the race both the race die and the normal die. A
throw is a beat (`DiceTray.roll`): the dice come tumbling in from the left, bounce, spin and
flicker through faces, then settle on the faces the rules chose and stay there until the next
throw. The tumble is worked out from the beat's progress alone (no randomness, no physics
state), so a throw skipped to its end leaves exactly the picture of one played out.

>>> tray = DiceTray.__new__(DiceTray)   # (drawing needs the view's art; the state does not)
>>> tray.faces, tray.race, tray.t = (), (), 1.0
>>> tray.show((4, 2), (True, False)); tray.faces, tray.settled
((4, 2), True)
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from arcade_races.client.physics.render import felt_tray
from arcade_races.client.stage.motion import ease_out
from arcade_races.client.stage.script import Clip
from arcade_races.client.views.rennfieber.geometry import DICE_TRAY

if TYPE_CHECKING:
    from arcade_races.client.views.rennfieber.art import Art

ROLL = 0.75
"""Seconds a throw takes from the dice flying in to lying still."""
DIE = 54
"""The size of a die in the tray, in pixels."""
RIM = 10
"""The tray's wooden rim, in pixels."""
NORMAL_FACES = (1, 2, 3, 4, 5, 6)
RACE_FACES = (2, 3, 3, 4, 4, 5)


class DiceTray:
    """One or two dice in the tray at `rect`: `faces` the faces they show (or come to rest
    on), `race` which of them is the race die, `t` the throw's progress (1: at rest).

    `roll(faces, race)` is the beat of a throw; `show` puts faces down at once (a sync);
    `clear` empties the tray; `rest()` settles a throw at once. `draw` changes nothing.
    """

    def __init__(self, art: Art, rect: pygame.Rect = DICE_TRAY) -> None:
        self.art = art
        self.rect = rect
        self.faces: tuple[int, ...] = ()
        self.race: tuple[bool, ...] = ()
        self.t = 1.0
        self._felt: pygame.Surface | None = None

    @property
    def settled(self) -> bool:
        """Whether the dice lie still."""
        return self.t >= 1.0

    def show(self, faces: Sequence[int], race: Sequence[bool] = ()) -> None:
        """Dice lying on `faces` at once (`race[i]`: die i is the race die)."""
        self.faces = tuple(int(f) for f in faces)
        self.race = tuple(bool(r) for r in race) + (False,) * (len(self.faces) - len(race))
        self.t = 1.0

    def clear(self) -> None:
        """An empty tray."""
        self.faces, self.race, self.t = (), (), 1.0

    def rest(self) -> None:
        """Settle a throw at once."""
        self.t = 1.0

    def roll(self, faces: Sequence[int], race: Sequence[bool] = (), duration: float = ROLL,
             sound: Callable[[], None] | None = None) -> Clip:
        """The beat of a throw landing on `faces`; `sound()` (the rattle) when it begins."""
        wanted = tuple(int(f) for f in faces)
        kinds = tuple(bool(r) for r in race)

        def start() -> None:
            self.show(wanted, kinds)
            self.t = 0.0
            if sound is not None:
                sound()

        def step(u: float) -> None:
            self.t = u

        return Clip(duration, start=start, step=step, end=self.rest)

    # -- drawing ---------------------------------------------------------------------------

    def spot(self, i: int) -> tuple[float, float]:
        """Where die `i` comes to rest (the centre of its face)."""
        n = max(1, len(self.faces))
        gap = self.rect.width / (n + 1)
        return (self.rect.left + gap * (i + 1), self.rect.centery + (6 if i % 2 else -4))

    def _face_at(self, i: int, u: float) -> int:
        """The face die `i` shows at progress `u`: flickering while it tumbles, its own at the
        end (the flicker is worked out from `u`, the same on every playthrough)."""
        final = self.faces[i]
        if u >= 0.72:
            return final
        pool = RACE_FACES if self.race[i] else NORMAL_FACES
        k = int(u * 14) + i * 3 + final
        face = pool[k % len(pool)]
        return face if face != final or u > 0.6 else pool[(k + 1) % len(pool)]

    def draw(self, surface: pygame.Surface) -> None:
        """The tray and its dice (nothing while it is empty)."""
        if not self.faces:
            return
        if self._felt is None:
            self._felt = felt_tray(self.rect.size, RIM)
        surface.blit(self._felt, self.rect.topleft)
        u = max(0.0, min(1.0, self.t))
        for i in range(len(self.faces)):
            rest_x, rest_y = self.spot(i)
            # Each die flies in from the left edge, bouncing lower each time, spinning less.
            lag = i * 0.08
            v = max(0.0, min(1.0, (u - lag) / (1.0 - lag)))
            p = ease_out(v)
            start_x = self.rect.left + RIM + DIE * 0.2
            x = start_x + (rest_x - start_x) * p
            bounce = abs(math.sin(v * math.pi * 2.5)) * (1.0 - v) ** 1.5 * 26.0
            y = rest_y - bounce
            angle = (1.0 - p) * (540.0 + 160.0 * i)
            image = self.art.die(self._face_at(i, v), DIE, self.race[i])
            shadow = pygame.Rect(0, 0, DIE - 6, 12)
            shadow.center = (round(x + 4), round(rest_y + DIE * 0.45))
            pygame.draw.ellipse(surface, (20, 40, 20), shadow)
            if v < 1.0 and abs(angle) > 0.5:
                image = pygame.transform.rotate(image, angle)
            surface.blit(image, image.get_rect(center=(round(x), round(y))))


__all__ = ["DIE", "ROLL", "DiceTray"]
