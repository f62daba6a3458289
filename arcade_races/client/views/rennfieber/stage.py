"""What every room of the Rennfieber table shares: the view's parts in one place (`Parts`), the
`Room` a phase is played in, and the beats two rooms need (cash counted to or from the bank,
a form pointer sliding, a banner, a change of room).

A room (auction, training, paddock, tote, race) is one module of the package: it turns the
events that lead its groups (`LEADS`) into beats, draws the stage while the table shows it,
builds a human's decision for its phases (`prompt`) and draws that decision. Rooms change
nothing while they draw.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

import pygame

from arcade_races.client import theme
from arcade_races.client.stage.effects import Banner, Effects, Floater, render_banner
from arcade_races.client.stage.motion import animate, ease_in_out, ease_out
from arcade_races.client.stage.script import Beat, Clip, Script, call
from arcade_races.client.stage.zones import STAGE
from arcade_races.core.events import Event
from arcade_races.games.rennfieber import events as ev

if TYPE_CHECKING:
    from arcade_races.client.app import App
    from arcade_races.client.stage.prompt import Prompt
    from arcade_races.client.views.rennfieber.art import Art
    from arcade_races.client.views.rennfieber.geometry import Geometry
    from arcade_races.client.views.rennfieber.model import Table
    from arcade_races.games.rennfieber.config import Rules

Color = tuple[int, int, int]
Vec = tuple[float, float]

COUNT = 0.55
"""Seconds cash takes to count to its new figure."""
SLIDE = 0.5
"""Seconds a form pointer takes to slide a step."""
ENTER = 0.55
"""Seconds the change of room takes (the banner naming the new room pops meanwhile)."""


def money(amount: int) -> str:
    """An amount as the table prints it: 12,500.

    >>> money(12500), money(-800)
    ('12,500', '-800')
    """
    return f"{amount:,}"


@dataclass
class Parts:
    """The view's parts every room works with."""

    app: App
    geo: Geometry
    table: Table
    art: Art
    script: Script
    fx: Effects
    rules: Rules
    names: list[str]
    say: Callable[[Sequence[str]], None]
    title: str
    key: Hashable = None
    """The view's `GameView.table_key`: what is painted once per board is kept by it."""

    @property
    def static(self) -> dict[str, Any]:
        """The game's static part of every observation (horses, programme, tables)."""
        return self.table.static

    @property
    def colour_blind(self) -> bool:
        """Whether seat shapes are drawn beside the colours."""
        return bool(self.app.settings.colour_blind)

    def horse_name(self, card: int) -> str:
        """The printed name of horse card `card`."""
        return str(self.static["horses"][card - 1]["name"])

    def seat_color(self, seat: int) -> Color:
        """The colour of `seat` (the bank's neutral grey for -1)."""
        if seat < 0:
            return theme.INK_DIM
        return theme.SEAT_COLORS[seat % len(theme.SEAT_COLORS)]

    def sound(self, name: str) -> None:
        """Play sound `name` (silence without a mixer)."""
        self.app.sounds.play(name)

    # -- beats every room may use ------------------------------------------------------------

    def pay(self, event: ev.CashMoved, duration: float = COUNT) -> Clip:
        """A beat counting `event.seat`'s cash to its new figure, the amount rising from its
        panel (green in, red out)."""
        table = self.table
        seat, amount = event.seat, event.amount
        holder = _Count(table.cash, seat)

        def start() -> None:
            holder.begin = table.cash[seat]
            color = theme.GREEN if amount > 0 else theme.RED
            words = ("+" if amount > 0 else "") + money(amount)
            assets = self.app.assets
            image = assets.text(words, 22, color, "bold")
            geo = self.geo
            # (The figure as the seat's panel draws it, which the amount must not cover.)
            cash = geo.cash_rect(seat, assets.font(20, "bold").size(money(table.cash[seat])))
            at = geo.cash_floater(seat, cash, image.get_size())
            self.fx.add(Floater(image, at, rise=0, clamp=geo.seat_rect(seat)), "side")
            self.sound("coin" if amount > 0 else "click")

        def step(t: float) -> None:
            table.cash[seat] = holder.begin + round(amount * ease_out(t))

        return Clip(duration, start=start, step=step)

    def form(self, event: ev.FormChanged, duration: float = SLIDE) -> Clip:
        """A beat sliding the form pointer of `event.card` to its new step, the card flashing."""
        horse = self.table.horse(event.card)
        steps = max(1, abs(event.after - event.before))
        up = event.after > event.before

        def start() -> None:
            self.sound("bell" if up else "stumble")

        return animate(horse, duration=duration * steps, easing=ease_in_out, start=start,
                       end=lambda: setattr(horse, "flash", 0.0),
                       initial={"form": float(event.before), "flash": 1.0},
                       form=float(event.after), flash=0.0)

    def ride(self, event: Event) -> Beat | None:
        """The beat of an event that rides along in any room's group: cash counted
        (`pay`), a form pointer sliding (`form`), a deck reshuffled (its sound); None for any
        other event (the room's own)."""
        if isinstance(event, ev.CashMoved):
            return self.pay(event)
        if isinstance(event, ev.FormChanged):
            return self.form(event)
        if isinstance(event, ev.DeckReshuffled):
            return call(lambda: self.sound("shuffle"))
        return None

    def banner(self, title: str, sub: str, color: Color, hold: float = 1.1,
               center: Vec | None = None) -> Clip:
        """A beat putting up a ribbon over the stage (a decoration: it holds nothing up)."""

        def start() -> None:
            image = render_banner(self.app.assets, title, sub, color)
            self.fx.banner = Banner(image, center or (STAGE.centerx, STAGE.top + 70), hold)

        return call(start)

    def enter(self, scene: str, title: str, sub: str = "", color: Color = theme.GOLD) -> Clip:
        """A beat changing the room on the stage to `scene`, with its banner, if it is not
        shown already (nothing, then)."""
        table = self.table

        def start() -> None:
            if table.scene == scene:
                return
            table.scene = scene
            self.fx.add(_Wipe(ENTER), "over")
            image = render_banner(self.app.assets, title, sub, color)
            self.fx.banner = Banner(image, (STAGE.centerx, STAGE.centery), 0.9)
            self.sound("whoosh")

        return Clip(0.0, start=start)


@dataclass
class _Count:
    cash: list[int]
    seat: int
    begin: int = 0


class _Wipe(Floater):
    """A flash of the stage's ground sweeping across when the room changes."""

    def __init__(self, life: float) -> None:
        super().__init__(pygame.Surface((1, 1)), (0.0, 0.0), life=life)

    def draw(self, surface: pygame.Surface) -> None:
        u = min(1.0, self.elapsed / max(self.life, 1e-6))
        width = round(STAGE.width * (1 - u))
        if width <= 0:
            return
        band = pygame.Rect(STAGE.right - width, STAGE.top, width, STAGE.height)
        shade = pygame.Surface(band.size)
        shade.fill(theme.BG_DEEP)
        shade.set_alpha(round(200 * (1 - u)))
        surface.blit(shade, band.topleft)


class Room:
    """One room of the evening. Subclasses name the events that lead their groups (`LEADS`)
    and the phases whose decisions they ask (`PHASES`)."""

    LEADS: ClassVar[tuple[type[Event], ...]] = ()
    PHASES: ClassVar[tuple[str, ...]] = ()

    def __init__(self, parts: Parts) -> None:
        self.parts = parts

    def beats(self, group: list[Event], obs: dict[str, Any]) -> None:
        """Queue the beats of `group` (its first event one of `LEADS`); `obs` is the
        spectator's observation after the whole step."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the room on the stage (read only)."""

    def update(self, dt: float) -> None:
        """The room's own running values (a camera, an idle bob)."""

    def rest(self) -> None:
        """Settle the room's own running values at once (a sync, a skip to the end)."""

    def prompt(self, seat: int, obs: dict[str, Any], legal: Sequence[Any]) -> Prompt:
        """`seat`'s decision in one of `PHASES`, offering exactly `legal`."""
        raise NotImplementedError(type(self).__name__)

    def draw_prompt(self, surface: pygame.Surface, prompt: Prompt) -> None:
        """Draw `prompt` (one this room built) over the stage."""


__all__ = ["COUNT", "ENTER", "SLIDE", "Parts", "Room", "money"]
