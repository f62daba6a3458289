"""The effects layer: decorations that outlive the beat that made them, and their soft art.

A beat starts a flyer, a floater or a banner and moves on; the decoration plays out on its own
and never holds the game up (the script's `busy` does not wait for it). `Effects` keeps them
in named lanes (the board's, a side panel's: each drawn where the view says, so a panel's
floaters can be clipped to it), with one banner, one confetti shower, the row flashes and the
ambience loops. `Effects.finish()` runs every decoration to its end at once (a view skipping
to the end), so what is left is the picture at rest.

Pieces: `Effect` (the base: `update` returns False once over, `finish` ends it), `Flyer` (an
image along an arc, turning over on the way), `Flick` (a pymunk card flick), `Floater` (a
figure popping up and rising), `Ring` (a ring bursting out of a spot), `Banner` (a ribbon
popping in, holding, fading), `Flashes` (rows tinted for a moment), `Ambience` (a sound loop
that runs while something moves, with a tail). Art: `render_shadow`, `render_glow`,
`render_light`, `render_banner`; placement: `least_hidden`. Small helpers: `hex_color`,
`signed`.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from arcade_races.client import theme
from arcade_races.client.physics import CardFlick, Confetti
from arcade_races.client.physics.render import darken, lighten, mix
from arcade_races.client.stage.motion import ease_in_out, ease_out, ease_out_back, hop, unit
from arcade_races.client.stage.motion import lerp_point as lerp

if TYPE_CHECKING:
    from arcade_races.client.assets import Assets
    from arcade_races.client.sound import SoundBoard

Color = tuple[int, int, int]
Vec = tuple[float, float]


# -- small helpers -----------------------------------------------------------------------------


def hex_color(value: object, default: Color) -> Color:
    """A colour from "#rrggbb" (as a board file gives it), or `default` if it does not parse.

    >>> hex_color("#ff8000", (0, 0, 0)), hex_color("felt", (1, 2, 3))
    ((255, 128, 0), (1, 2, 3))
    """
    try:
        raw = str(value).lstrip("#")
        return (int(raw[0:2], 16), int(raw[2:4], 16), int(raw[4:6], 16))
    except (ValueError, IndexError):
        return default


def signed(amount: int) -> str:
    """+3, 0, −3 (a real minus sign).

    >>> signed(3), signed(0), signed(-3)
    ('+3', '0', '−3')
    """
    return f"+{amount}" if amount > 0 else ("0" if amount == 0 else f"−{-amount}")


def least_hidden(size: tuple[int, int], candidates: Sequence[Vec],
                 avoid: Sequence[pygame.Rect]) -> Vec:
    """Of `candidates` (centres for a thing of `size`), the one hiding the least of `avoid`;
    the first of equals.

    >>> least_hidden((10, 10), [(5, 5), (50, 5)], [pygame.Rect(0, 0, 20, 20)])
    (50, 5)
    """
    rect = pygame.Rect(0, 0, *size)

    def hidden(center: Vec) -> int:
        rect.center = (round(center[0]), round(center[1]))
        return sum(rect.clip(other).width * rect.clip(other).height for other in avoid)

    return min(candidates, key=hidden)


# -- soft surfaces -------------------------------------------------------------------------------


def render_shadow(size: tuple[int, int], alpha: int = 110) -> pygame.Surface:
    """A soft dark card-shaped shadow, 10 px larger than `size` on each side."""
    pad = 10
    surf = pygame.Surface((size[0] + 2 * pad, size[1] + 2 * pad), pygame.SRCALPHA)
    pygame.draw.rect(surf, (0, 0, 0, alpha), pygame.Rect(pad, pad, *size),
                     border_radius=max(3, size[0] // 8))
    return pygame.transform.gaussian_blur(surf, 4)


def render_glow(radius: int, color: Color, strength: int = 150) -> pygame.Surface:
    """A soft round glow of `color` fading out to `radius`."""
    size = radius * 2
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    for k in range(12, 0, -1):
        r = radius * k / 12 * 0.8
        a = round(strength * (1 - k / 12) ** 1.4)
        pygame.draw.circle(surf, (*color, a), (radius, radius), r)
    return pygame.transform.gaussian_blur(surf, max(2, radius // 8))


def render_light(radius: int) -> pygame.Surface:
    """A spotlight pool for additive blending: warm white in the middle, black at the edge."""
    size = radius * 2
    surf = pygame.Surface((size, size))
    surf.fill((0, 0, 0))
    for k in range(16, 0, -1):
        r = radius * k / 16 * 0.85
        v = round(120 * (1 - k / 16) ** 1.2)
        pygame.draw.circle(surf, (v, round(v * 0.92), round(v * 0.7)), (radius, radius), r)
    return pygame.transform.gaussian_blur(surf, max(2, radius // 10))


def render_banner(assets: Assets, title: str, sub: str, color: Color,
                  ink: Color = theme.INK, *, title_size: int = 58, sub_size: int = 22,
                  pad_x: int = 90, pad_y: int = 26, top: int = 12) -> pygame.Surface:
    """A big ribbon: `title` in huge letters on `color`, `sub` smaller beneath.

    `title_size` and `sub_size` are the font sizes; `pad_x` and `pad_y` the room around the
    words, `top` the room above the title.
    """
    big = assets.font(title_size, "condensed").render(title, True, ink)
    shade = assets.font(title_size, "condensed").render(title, True, darken(color, 0.6))
    small = assets.font(sub_size, "bold").render(sub, True, ink) if sub else None
    w = max(big.get_width(), small.get_width() if small else 0) + pad_x
    h = big.get_height() + (small.get_height() + 4 if small else 0) + pad_y
    surf = pygame.Surface((w + 16, h + 16), pygame.SRCALPHA)
    body = pygame.Rect(8, 8, w, h)
    pygame.draw.rect(surf, (0, 0, 0, 110), body.move(4, 7), border_radius=18)
    pygame.draw.rect(surf, color, body, border_radius=18)
    pygame.draw.rect(surf, lighten(color, 0.35), body.inflate(-10, -10), width=3,
                     border_radius=14)
    pygame.draw.rect(surf, darken(color, 0.45), body, width=3, border_radius=18)
    y = body.top + top
    surf.blit(shade, shade.get_rect(midtop=(body.centerx + 3, y + 4)))
    surf.blit(big, big.get_rect(midtop=(body.centerx, y)))
    if small is not None:
        surf.blit(small, small.get_rect(midtop=(body.centerx, y + big.get_height() + 2)))
    return surf


# -- decorations ---------------------------------------------------------------------------------


class Effect:
    """A decoration with its own life: `update` returns False once it is over.

    `finish()` ends it at once (a view skipping to the end); a subclass whose end changes the
    table (a card coming to rest on its slot) does that there too.
    """

    elapsed = 0.0
    life = 0.0

    def update(self, dt: float) -> bool:
        """Advance by `dt`; False once over."""
        self.elapsed += dt
        return self.elapsed < self.life

    def finish(self) -> None:
        """End at once."""
        self.elapsed = max(self.elapsed, self.life)

    def draw(self, surface: pygame.Surface) -> None:
        """Draw at the current moment."""


class Flyer(Effect):
    """An image moving from `a` to `b` (a point, or a function giving the point of a moving
    target) over `life` seconds after `delay`, with `ease`.

    It bulges `arc` px off the straight line (`up`: straight up the screen; otherwise upwards
    across the flight, to the left when it is vertical), swells by `lift` in the middle, casts
    `shadow` below itself, and with a `back` shows that first and turns over on the way. With
    `fade` its opacity is `fade(u)` (u the flight's progress). `on_done` runs when it lands (or
    is finished early). A view whose flyer spins or scales its own way overrides `image_at`.
    """

    def __init__(self, image: pygame.Surface, a: Vec, b: Vec | Callable[[], Vec], life: float,
                 *, back: pygame.Surface | None = None, arc: float = 0.0, lift: float = 0.0,
                 ease: Callable[[float], float] = ease_in_out,
                 shadow: pygame.Surface | None = None, up: bool = False, delay: float = 0.0,
                 fade: Callable[[float], float] | None = None,
                 on_done: Callable[[], None] | None = None) -> None:
        self.image, self.back, self.a, self.b = image, back, a, b
        self.flight, self.delay, self.life = life, delay, life + delay
        self.arc, self.lift, self.ease, self.shadow = arc, lift, ease, shadow
        self.fade, self.on_done = fade, on_done
        end = self.target()
        dx, dy = end[0] - a[0], end[1] - a[1]
        nx, ny = unit(dy, -dx)
        self.normal = (0.0, -1.0) if up else (
            (nx, ny) if ny < 0 or (abs(ny) < 1e-6 and nx < 0) else (-nx, -ny))

    def target(self) -> Vec:
        """Where the flight ends (now, for a moving target)."""
        return self.b() if callable(self.b) else self.b

    def progress(self) -> float:
        """How far along the flight is, 0 to 1."""
        t = self.elapsed - self.delay
        return min(1.0, t / self.flight) if self.flight > 0 else 1.0

    def place(self, u: float) -> Vec:
        """The image's centre at progress `u`."""
        x, y = lerp(self.a, self.target(), self.ease(u))
        bulge = hop(u) * self.arc
        return x + self.normal[0] * bulge, y + self.normal[1] * bulge

    def image_at(self, u: float) -> pygame.Surface:
        """The image at progress `u`: the back or the face, turned and swollen."""
        scale = 1.0 + self.lift * hop(u)
        image, squash = self.image, 1.0
        if self.back is not None:
            image = self.back if u < 0.5 else self.image
            squash = abs(math.cos(math.pi * u))
        w, h = image.get_size()
        size = (max(1, round(w * scale * squash)), max(1, round(h * scale)))
        if size != (w, h):
            image = pygame.transform.smoothscale(image, size)
        return image

    def update(self, dt: float) -> bool:
        alive = super().update(dt)
        if not alive:
            self._land()
        return alive

    def finish(self) -> None:
        super().finish()
        self._land()

    def _land(self) -> None:
        done, self.on_done = self.on_done, None
        if done is not None:
            done()

    def draw(self, surface: pygame.Surface) -> None:
        if self.elapsed < self.delay:
            return
        u = self.progress()
        x, y = self.place(u)
        image = self.image_at(u)
        if self.fade is not None:
            image = image.copy() if image is self.image or image is self.back else image
            image.set_alpha(round(255 * max(0.0, min(1.0, self.fade(u)))))
        if self.shadow is not None:
            drop = 4 + 14 * hop(u) * (1 + self.lift)
            surface.blit(self.shadow, self.shadow.get_rect(center=(x + drop * 0.5, y + drop)))
        surface.blit(image, image.get_rect(center=(round(x), round(y))))


class Flick(Effect):
    """A card flicked across the table (pymunk's `CardFlick`); `on_rest` when it lies still,
    also when finished early."""

    def __init__(self, flick: CardFlick, image: pygame.Surface,
                 on_rest: Callable[[], None] | None = None) -> None:
        self.flick, self.image, self.on_rest = flick, image, on_rest
        self.life = flick.duration

    def update(self, dt: float) -> bool:
        self.flick.update(dt)
        if self.flick.done:
            self._rest()
            return False
        return True

    def finish(self) -> None:
        self._rest()

    def _rest(self) -> None:
        rest, self.on_rest = self.on_rest, None
        if rest is not None:
            rest()

    def draw(self, surface: pygame.Surface) -> None:
        self.flick.draw(surface, self.image)


class Floater(Effect):
    """A figure popping up at a spot, rising and fading: +4, −3, a sip.

    The class attributes shape it (a view subclasses to tune them): `LIFE` and `RISE` are the
    defaults for `life` and `rise`; the figure starts `GROW` larger and shrinks to its size in
    the first `POP` of its life, and fades out from `FADE_AT` over the last `FADE_SPAN`. With
    `COPY` it works on a copy of `image` (so a cached image's alpha is left alone). With
    `follow` it rises from wherever `follow()` says (a rider on the move) instead of `pos`; with
    `clamp` it stays inside that rect. A view with its own pop or fade overrides `draw`.
    """

    LIFE = 1.3
    RISE = 42.0
    POP = 0.25
    GROW = 0.45
    FADE_AT = 0.55
    FADE_SPAN = 0.45
    COPY = False

    def __init__(self, image: pygame.Surface, pos: Vec, life: float | None = None,
                 rise: float | None = None, delay: float = 0.0, *,
                 follow: Callable[[], Vec] | None = None,
                 clamp: pygame.Rect | None = None) -> None:
        self.image = image.copy() if self.COPY else image
        self.pos, self.delay, self.follow, self.clamp = pos, delay, follow, clamp
        self.rise = self.RISE if rise is None else rise
        self.life = (self.LIFE if life is None else life) + delay

    def draw(self, surface: pygame.Surface) -> None:
        t = self.elapsed - self.delay
        if t < 0:
            return
        u = min(1.0, t / max(1e-6, self.life - self.delay))
        image = self.image
        fade, span = self.FADE_AT, self.FADE_SPAN
        image.set_alpha(255 if u < fade else max(0, round(255 * (1 - (u - fade) / span))))
        if u < self.POP:
            image = pygame.transform.smoothscale_by(image, 1.0 + self.GROW * (1 - u / self.POP))
        x, y = self.follow() if self.follow is not None else self.pos
        rect = image.get_rect(center=(round(x), round(y - self.rise * ease_out(u))))
        surface.blit(image, rect.clamp(self.clamp) if self.clamp is not None else rect)


class Ring(Effect):
    """A ring bursting out of a spot, widening and thinning: a marker has scored."""

    def __init__(self, at: Vec, radius: float, life: float = 0.55,
                 color: Color = theme.GOLD) -> None:
        self.at, self.radius, self.life, self.color = at, radius, life, color

    def draw(self, surface: pygame.Surface) -> None:
        u = min(1.0, self.elapsed / self.life)
        r = self.radius * (1.0 + 1.2 * ease_out(u))
        width = max(1, round(4 * (1 - u)))
        pygame.draw.circle(surface, mix(self.color, theme.INK, u),
                           (round(self.at[0]), round(self.at[1])), round(r), width)


class Banner(Effect):
    """A ribbon that pops in (in `POP` seconds), stays `hold` seconds and fades away."""

    POP = 0.28
    FADE = 0.22

    def __init__(self, image: pygame.Surface, center: Vec, hold: float) -> None:
        self.image, self.center, self.hold = image, center, hold
        self.life = self.POP + hold + self.FADE

    def draw(self, surface: pygame.Surface) -> None:
        t = self.elapsed
        image = self.image
        if t < self.POP:
            scale = max(0.05, ease_out_back(t / self.POP))
            image = pygame.transform.smoothscale_by(image, scale)
            image.set_alpha(255)
        elif t > self.POP + self.hold:
            u = min(1.0, (t - self.POP - self.hold) / self.FADE)
            image = pygame.transform.smoothscale_by(image, (1 + 0.15 * u, max(0.05, 1 - u)))
            image.set_alpha(max(0, round(255 * (1 - u))))
        else:
            image.set_alpha(255)
        surface.blit(image, image.get_rect(center=(round(self.center[0]),
                                                   round(self.center[1]))))


@dataclass
class Flash:
    """A row (or anything keyed) tinted `color` for a moment, fading over `life` seconds."""

    key: object
    color: Color
    left: float
    life: float

    @property
    def strength(self) -> float:
        """1 when it starts, 0 when it is over."""
        return self.left / self.life if self.life > 0 else 0.0


class Flashes:
    """The flashes running, oldest first; `of(key)` gives one row's, in order."""

    def __init__(self) -> None:
        self.running: list[Flash] = []

    def add(self, key: object, color: Color, life: float) -> None:
        """Tint `key` with `color`, fading over `life` seconds."""
        self.running.append(Flash(key, color, life, life))

    def of(self, key: object) -> list[Flash]:
        """The flashes on `key`, oldest first."""
        return [f for f in self.running if f.key == key]

    def update(self, dt: float) -> None:
        """Fade on by `dt`, dropping those that are over."""
        for flash in self.running:
            flash.left -= dt
        self.running = [f for f in self.running if f.left > 0]

    def clear(self) -> None:
        """Drop every flash."""
        self.running.clear()


class Ambience:
    """A sound loop that plays while something moves (hooves, a crowd) and stops `tail`
    seconds after the movement does, so a run of short moves sounds as one."""

    def __init__(self, sounds: SoundBoard, name: str, tail: float) -> None:
        self.sounds, self.name, self.tail = sounds, name, tail
        self.on = False
        self.idle = 0.0

    def update(self, active: bool, dt: float) -> None:
        """Keep the loop going while `active`; count the idle time towards the tail."""
        if active:
            self.idle = 0.0
            if not self.on:
                self.sounds.loop(self.name)
                self.on = True
        elif self.on:
            self.idle += dt
            if self.idle > self.tail:
                self.stop()

    def stop(self) -> None:
        """Stop the loop now."""
        if self.on:
            self.sounds.stop(self.name)
        self.on = False
        self.idle = 0.0


class Effects:
    """The decorations of one view: lanes of effects, one banner, confetti, row flashes.

    `add(effect, lane)` starts a decoration in a lane (drawn with `draw(surface, lane)` where
    the view wants it); `banner` and `confetti` hold one each (a new one replaces the old);
    `flashes` tints rows. `update(dt, real)` moves them all on: `dt` is animation time (scaled
    by the speed), `real` the frame's real time (confetti falls at its own pace, at most 0.05 s
    a frame). `finish()` ends them all at once; `clear()` drops them without ending.
    """

    def __init__(self, lanes: Sequence[str] = ("board",)) -> None:
        self.lanes: dict[str, list[Effect]] = {lane: [] for lane in lanes}
        self.banner: Banner | None = None
        self.confetti: Confetti | None = None
        self.flashes = Flashes()

    def add(self, effect: Effect, lane: str = "board") -> None:
        """Start `effect` in `lane`."""
        self.lanes[lane].append(effect)

    def lane(self, name: str = "board") -> list[Effect]:
        """The effects running in lane `name`, oldest first (the list itself)."""
        return self.lanes[name]

    def draw(self, surface: pygame.Surface, lane: str = "board") -> None:
        """Draw lane `lane`'s effects, oldest first."""
        for effect in self.lanes[lane]:
            effect.draw(surface)

    def update(self, dt: float, real: float) -> None:
        """Move every decoration on (see the class docstring for `dt` and `real`)."""
        for name, running in self.lanes.items():
            self.lanes[name] = [e for e in running if e.update(dt)]
        self.flashes.update(dt)
        if self.banner is not None and not self.banner.update(dt):
            self.banner = None
        if self.confetti is not None:
            self.confetti.update(min(real, 0.05))
            if self.confetti.done:
                self.confetti = None

    @property
    def idle(self) -> bool:
        """Whether no decoration is running."""
        return (not any(self.lanes.values()) and self.banner is None and self.confetti is None
                and not self.flashes.running)

    def finish(self) -> None:
        """End every decoration now (each effect's `finish` runs, oldest first)."""
        for running in self.lanes.values():
            while running:
                running.pop(0).finish()
        self.clear()

    def clear(self) -> None:
        """Drop every decoration without ending it."""
        for running in self.lanes.values():
            running.clear()
        self.banner = None
        self.confetti = None
        self.flashes.clear()


__all__ = ["Ambience", "Banner", "Color", "Effect", "Effects", "Flash", "Flashes", "Flick",
           "Floater", "Flyer", "Ring", "Vec", "hex_color", "least_hidden", "lerp",
           "render_banner", "render_glow", "render_light", "render_shadow", "signed", "unit"]
