"""The paddock of the Rennfieber table: the line-up before each race.

The race programme's entry heads the room (the course, the starting fee, the prizes). Each seat
has a stall with its horses; a seat that has picked its runners lays a sealed envelope in
front of it, nothing of the choice shown. Once all have picked the envelopes are opened
together and the runners light up; horses of equal form roll the normal die for the inside
(the die shown by the horse). Then the horses are led into their lanes, lowest form on lane 1
(the inside), each walking into its lane in turn, before the stage goes on to the Totalisator.

Passing values of the show (an envelope dropping, the envelopes opening, the tie dice, the
horses walking in) are the room's own and settle in `rest()`.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, ClassVar

import pygame

from arcade_races.client import theme
from arcade_races.client.physics.render import darken, lighten, mix
from arcade_races.client.stage.motion import ease_in_out, ease_out_back
from arcade_races.client.stage.script import Beat, Clip, call, wait
from arcade_races.client.stage.zones import STAGE
from arcade_races.client.views.rennfieber.fit import fit_text
from arcade_races.client.views.rennfieber.paddock_prompts import (
    LineupPrompt,
    draw_lineup_prompt,
    lineup_prompt,
)
from arcade_races.client.views.rennfieber.stage import Room, money
from arcade_races.client.widgets import seat_token
from arcade_races.core.events import Event
from arcade_races.games.rennfieber import events as ev

if TYPE_CHECKING:
    from arcade_races.client.stage.prompt import Prompt
    from arcade_races.client.views.rennfieber.stage import Parts

PROGRAMME = pygame.Rect(STAGE.left + 20, STAGE.top + 46, STAGE.width - 40, 44)
"""The race programme's entry under the plaque."""
STALLS = pygame.Rect(STAGE.left + 20, STAGE.top + 104, STAGE.width - 40, STAGE.height - 120)
"""The seats' stalls."""
LANES = pygame.Rect(STAGE.left + 20, STAGE.top + 104, STAGE.width - 40, STAGE.height - 120)
"""The lanes the horses are led into."""
TURF: tuple[int, int, int] = (34, 120, 60)
PAPER: tuple[int, int, int] = (238, 226, 196)
WALK = 0.8
"""Seconds a horse takes to walk into its lane."""
LEAD = 0.32
"""Seconds between two horses being led in."""


def stall_rect(seat: int, players: int) -> pygame.Rect:
    """`seat`'s stall in the paddock."""
    gap = 12
    width = (STALLS.width - gap * (players - 1)) // max(players, 1)
    return pygame.Rect(STALLS.left + seat * (width + gap), STALLS.top, width, STALLS.height)


def card_slots(stall: pygame.Rect, count: int) -> list[pygame.Rect]:
    """Where `count` horse cards stand in a stall (a grid fitted to it)."""
    if count <= 0:
        return []
    area = pygame.Rect(stall.left + 8, stall.top + 40, stall.width - 16, stall.height - 150)
    best: list[pygame.Rect] = []
    best_w = 0
    for cols in range(1, count + 1):
        rows = math.ceil(count / cols)
        w = min((area.width - 8 * (cols - 1)) // cols,
                round(((area.height - 8 * (rows - 1)) // rows) * 0.72), 150)
        if w > best_w:
            best_w = w
            h = round(w / 0.72)
            total_w = cols * w + (cols - 1) * 8
            left = area.centerx - total_w // 2
            best = [pygame.Rect(left + (k % cols) * (w + 8), area.top + (k // cols) * (h + 8),
                                w, h) for k in range(count)]
    return best


def lane_rect(lane: int, lanes: int) -> pygame.Rect:
    """Lane `lane` (0 = the inside) in the paddock's lane picture."""
    height = min(78, (LANES.height - 8 * (lanes - 1)) // max(lanes, 1))
    return pygame.Rect(LANES.left, LANES.top + lane * (height + 8), LANES.width, height)


class PaddockRoom(Room):
    """The paddock: sealed picks, the picks opened together, tie rolls, the lanes."""

    LEADS: ClassVar[tuple[type[Event], ...]] = (ev.LineupPicked, ev.LineupRevealed,
                                                ev.TieRolled, ev.LanesDrawn)
    PHASES: ClassVar[tuple[str, ...]] = ("lineup",)

    def __init__(self, parts: Parts) -> None:
        super().__init__(parts)
        self.drop: dict[int, float] = {}
        """Seats whose envelope is dropping in: how far (0 to 1)."""
        self.opening: float | None = None
        """The envelopes opening (0 to 1), while they do."""
        self.dice: dict[int, list[int]] = {}
        """The tie rolls of this line-up, by horse."""
        self.walk: dict[int, float] | None = None
        """The horses being led into their lanes: how far each has walked (0 to 1)."""
        self._envelopes: dict[int, pygame.Surface] = {}

    # -- beats -----------------------------------------------------------------------------

    def beats(self, group: list[Event], obs: dict[str, Any]) -> None:
        script = self.parts.script
        lead = group[0]
        if isinstance(lead, ev.LineupPicked):
            script.add(self._picked(lead))
        elif isinstance(lead, ev.LineupRevealed):
            script.add(*self._revealed(lead))
        elif isinstance(lead, ev.TieRolled):
            script.add(self._tie(lead))
        elif isinstance(lead, ev.LanesDrawn):
            script.add(*self._lanes(lead, obs))
        for event in group[1:]:
            if (beat := self.parts.ride(event)) is not None:
                script.add(beat)

    def _picked(self, event: ev.LineupPicked) -> Beat:
        parts, table = self.parts, self.parts.table
        seat = event.seat

        def start() -> None:
            self.drop[seat] = 0.0
            table.picked[seat] = True
            parts.sound("deal")

        def step(t: float) -> None:
            self.drop[seat] = t

        def end() -> None:
            self.drop.pop(seat, None)

        return Clip(0.4, start=start, step=step, end=end)

    def _revealed(self, event: ev.LineupRevealed) -> list[Beat]:
        parts, table = self.parts, self.parts.table

        def start() -> None:
            self.dice = {}
            self.walk = None
            self.opening = 0.0
            table.picked = [True] * table.players
            parts.sound("flip")

        def step(t: float) -> None:
            self.opening = t
            if t >= 0.5:
                table.picks = [list(p) for p in event.runners]
                table.runners = [c for p in event.runners for c in p]

        def end() -> None:
            step(1.0)
            self.opening = None

        return [parts.enter("paddock", "THE PADDOCK", f"Race {event.race}: pick your runners"),
                Clip(0.7, start=start, step=step, end=end), wait(0.5)]

    def _tie(self, event: ev.TieRolled) -> Beat:
        parts = self.parts

        def start() -> None:
            self.dice.setdefault(event.card, []).append(event.value)
            parts.sound("dice")

        return Clip(0.45, start=start)

    def _lanes(self, event: ev.LanesDrawn, obs: dict[str, Any]) -> list[Beat]:
        parts, table = self.parts, self.parts.table
        cards = list(event.cards)
        walk: dict[int, float] = {}
        total = WALK + LEAD * max(len(cards) - 1, 0)

        def start() -> None:
            walk.clear()
            walk.update({c: 0.0 for c in cards})
            self.walk = walk
            table.lanes = list(cards)
            parts.sound("hooves")

        def step(t: float) -> None:
            for k, card in enumerate(cards):
                walk[card] = min(1.0, max(0.0, (t * total - LEAD * k) / WALK))

        beats: list[Beat] = [wait(0.2), Clip(total, start=start, step=step,
                                               end=lambda: step(1.0)), wait(0.9)]
        if obs["phase"] == "bet":
            beats.append(parts.enter("tote", "TOTALISATOR",
                                     f"Race {int(obs['race']) + 1}: place your bets"))
        beats.append(call(self._walked))
        return beats

    def _walked(self) -> None:
        self.walk = None
        self.dice = {}

    # -- time ------------------------------------------------------------------------------

    def rest(self) -> None:
        self.drop = {}
        self.opening = None
        self.walk = None
        self.dice = {}

    # -- drawing ---------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        table = self.parts.table
        surface.fill(darken(TURF, 0.45), STAGE)
        self._programme(surface)
        if self.walk is not None:
            self._draw_lanes(surface)
        else:
            for seat in range(table.players):
                self._stall(surface, seat)

    def _programme(self, surface: pygame.Surface) -> None:
        parts, table = self.parts, self.parts.table
        assets = parts.app.assets
        programme = parts.static["programme"]
        race = min(table.race, len(programme) - 1)
        entry = programme[race]
        course = "short course" if entry["course"] == "short" else "long course" \
            if entry["course"] == "long" else f"{entry['course']} course"
        prizes = " · ".join(money(int(p)) for p in entry["prizes"] if p)
        words = (f"RACE {race + 1}  ·  {course}  ·  starting fee "
                 f"{money(int(entry['fee']))}  ·  prizes {prizes}")
        pygame.draw.rect(surface, PAPER, PROGRAMME, border_radius=10)
        pygame.draw.rect(surface, darken(PAPER, 0.5), PROGRAMME, 2, border_radius=10)
        image = assets.text(words, fit_text(assets, words, 24, PROGRAMME.width - 24,
                                            "condensed"), theme.BG_DEEP, "condensed")
        surface.blit(image, image.get_rect(center=PROGRAMME.center))

    def _envelope(self, seat: int) -> pygame.Surface:
        """A sealed envelope in `seat`'s colour (a pick laid face down)."""
        image = self._envelopes.get(seat)
        if image is not None:
            return image
        w, h = 120, 78
        image = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(image, PAPER, (0, 0, w, h), border_radius=6)
        pygame.draw.rect(image, darken(PAPER, 0.4), (0, 0, w, h), 2, border_radius=6)
        pygame.draw.lines(image, darken(PAPER, 0.35), False, [(2, 2), (w // 2, h // 2 + 6),
                                                              (w - 3, 2)], 2)
        color = self.parts.seat_color(seat)
        pygame.draw.circle(image, darken(color, 0.3), (w // 2, h // 2 + 6), 15)
        pygame.draw.circle(image, color, (w // 2, h // 2 + 6), 12)
        seat_token(image, self.parts.app.assets, seat, (w // 2, h // 2 + 6), 6,
                   self.parts.colour_blind)
        self._envelopes[seat] = image
        return image

    def _stall(self, surface: pygame.Surface, seat: int) -> None:
        parts, table = self.parts, self.parts.table
        assets = parts.app.assets
        stall = stall_rect(seat, table.players)
        color = parts.seat_color(seat)
        turn = table.to_move == seat
        pygame.draw.rect(surface, mix(theme.WOOD, theme.BG_DEEP, 0.35), stall, border_radius=12)
        pygame.draw.rect(surface, theme.GOLD if turn else darken(color, 0.4), stall,
                         3 if turn else 2, border_radius=12)
        pygame.draw.rect(surface, color, (stall.left, stall.top, stall.width, 6),
                         border_top_left_radius=12, border_top_right_radius=12)
        seat_token(surface, assets, seat, (stall.left + 18, stall.top + 22), 8,
                   parts.colour_blind)
        name = parts.names[seat]
        image = assets.text(name, fit_text(assets, name, 20, stall.width - 44), theme.INK, "bold")
        surface.blit(image, image.get_rect(midleft=(stall.left + 32, stall.top + 22)))
        picks = table.picks[seat] if seat < len(table.picks) else None
        stable = table.stable(seat)
        for slot, card in zip(card_slots(stall, len(stable)), stable, strict=True):
            horse = table.horse(card)
            running = picks is not None and card in picks
            if running:
                slot = slot.move(0, -6)
            surface.blit(parts.art.horse_card(card, horse.form, seat, horse.kept, slot.size),
                         slot)
            if picks is not None and not running:
                veil = pygame.Surface(slot.size, pygame.SRCALPHA)
                veil.fill((*theme.BG_DEEP, 150))
                surface.blit(veil, slot)
            if running:
                pygame.draw.rect(surface, theme.GOLD, slot.inflate(6, 6), 3, border_radius=8)
            for k, value in enumerate(self.dice.get(card, [])):
                size = max(26, min(40, slot.width // 3))
                die = parts.art.die(value, size, False)
                surface.blit(die, die.get_rect(bottomright=(slot.right + 6 - k * (size + 4),
                                                            slot.bottom + 6)))
        self._pick_mark(surface, seat, stall, picks)

    def _pick_mark(self, surface: pygame.Surface, seat: int, stall: pygame.Rect,
                   picks: list[int] | None) -> None:
        """The foot of a stall: the sealed envelope, the pick opened, or a seat still
        choosing."""
        parts, table = self.parts, self.parts.table
        assets = parts.app.assets
        foot = pygame.Rect(stall.left + 8, stall.bottom - 104, stall.width - 16, 96)
        opening = self.opening
        if picks is not None:
            words = "runs " + "  ".join(f"#{c}" for c in picks) if picks else "no runner"
            image = assets.text(words, fit_text(assets, words, 30, foot.width - 8, "condensed"),
                                theme.GOLD, "condensed")
            if opening is not None:
                grow = max(0.05, ease_out_back(min(1.0, (opening - 0.5) * 2)))
                image = pygame.transform.smoothscale_by(image, grow)
            surface.blit(image, image.get_rect(center=foot.center))
            return
        if table.picked[seat] or opening is not None:
            envelope = self._envelope(seat)
            u = self.drop.get(seat)
            scale = 1.0 if u is None else 0.4 + 0.6 * ease_out_back(u)
            squash = 1.0
            if opening is not None:
                squash = abs(math.cos(math.pi * min(1.0, opening * 2) / 2))
            w = max(1, round(envelope.get_width() * scale * squash))
            h = max(1, round(envelope.get_height() * scale))
            if (w, h) != envelope.get_size():
                envelope = pygame.transform.scale(envelope, (w, h))
            surface.blit(envelope, envelope.get_rect(center=(foot.centerx, foot.centery - 6)))
            if opening is None:
                tag = assets.text("picked", 15, lighten(PAPER, 0.2), "bold")
                surface.blit(tag, tag.get_rect(midtop=(foot.centerx, foot.bottom - 14)))
            return
        words = "choosing…" if table.to_move == seat else "waiting"
        image = assets.text(words, 20, theme.GOLD if table.to_move == seat else theme.INK_DIM,
                            "bold")
        surface.blit(image, image.get_rect(center=foot.center))

    def _draw_lanes(self, surface: pygame.Surface) -> None:
        parts, table = self.parts, self.parts.table
        assets = parts.app.assets
        cards = table.lanes
        for k, card in enumerate(cards):
            rect = lane_rect(k, len(cards))
            owner = table.owner_of(card)
            color = parts.seat_color(owner)
            number = pygame.Rect(rect.left, rect.top, 84, rect.height)
            pygame.draw.rect(surface, theme.CARD, number, border_radius=10)
            digits = assets.text(str(k + 1), min(56, rect.height - 10), theme.BG_DEEP,
                                 "condensed")
            surface.blit(digits, digits.get_rect(center=number.center))
            strip = pygame.Rect(number.right + 8, rect.top, rect.width - 92, rect.height)
            pygame.draw.rect(surface, TURF if k % 2 == 0 else mix(TURF, theme.BG_DEEP, 0.18), strip,
                             border_radius=8)
            pygame.draw.line(surface, theme.CARD, (strip.left, strip.top + 2),
                             (strip.right, strip.top + 2), 2)
            gate = pygame.Rect(strip.right - 300, strip.top + 4, 10, strip.height - 8)
            pygame.draw.rect(surface, theme.CARD, gate, border_radius=3)
            walked = 1.0 if self.walk is None else self.walk.get(card, 1.0)
            size = min(110, round(rect.height * 1.45))
            x0, x1 = strip.left - size, gate.left - size * 0.45
            x = x0 + (x1 - x0) * ease_in_out(walked)
            clip = surface.get_clip()
            surface.set_clip(strip.clip(clip))
            stride = walked * 5.0 if 0 < walked < 1 else 0.0
            horse = parts.art.horse(card, owner, size, 0.0, stride)
            surface.blit(horse, horse.get_rect(center=(round(x), strip.centery - 4)))
            surface.set_clip(clip)
            label = pygame.Rect(gate.right + 10, strip.top, strip.right - gate.right - 16,
                                strip.height)
            words = f"#{card} {parts.horse_name(card)}"
            name = assets.text(words, fit_text(assets, words, 22, label.width - 8), theme.INK,
                               "bold")
            surface.blit(name, name.get_rect(bottomleft=(label.left, label.centery + 2)))
            sub = f"{parts.names[owner] if owner >= 0 else 'bank'}  ·  form {table.step_name(card)}"
            sub_img = assets.text(sub, 16, lighten(color, 0.3), "bold")
            surface.blit(sub_img, sub_img.get_rect(topleft=(label.left, label.centery + 4)))
            if k == 0:
                inside = assets.text("inside", 13, theme.BG_DEEP, "bold")
                surface.blit(inside, inside.get_rect(midbottom=(number.centerx,
                                                                number.bottom - 2)))

    # -- the human's line-up ---------------------------------------------------------------

    def prompt(self, seat: int, obs: dict[str, Any], legal: Sequence[Any]) -> Prompt:
        return lineup_prompt(seat, obs, legal)

    def draw_prompt(self, surface: pygame.Surface, prompt: Prompt) -> None:
        if isinstance(prompt, LineupPrompt):
            draw_lineup_prompt(self.parts, surface, prompt)


__all__ = ["PaddockRoom", "card_slots", "lane_rect", "stall_rect"]
