"""The race room of the Rennfieber table: the oval from the board, the horses on it, both dice,
the kept and gallop cards shown large, the placings; and a human's move and kept card.

Beats by event: the starting shot (`RaceStarted`), a horse held back (`HorseHeld`), both dice
thrown with the daily form's bonus (`RaceDiceRolled`), a horse galloping along its path space by
space (`HorseMoved`: a plain move, a Durchbruch through the field, a Karriere surge, a gallop
card's push or shift), a kept card turning over from the horse card (`KeptCardPlayed`), a gallop
card flying out (`GallopDrawn`), a horse crossing the line and trotting to its placement space
(`HorseFinished`) and the placings with prizes and form (`RaceOver`).

The camera (`geometry.Camera`) is the room's, not the model's: it shows the whole track at the
start and the finish and follows the leading pack in between; `aim()` is worked out from the
table alone, so `rest()` puts it where a played-out step would have taken it.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any, ClassVar

import pygame

from arcade_races.client import theme
from arcade_races.client.physics.confetti import Confetti
from arcade_races.client.stage.effects import Floater, Ring, render_glow
from arcade_races.client.stage.motion import ease_in_out, hop, lerp
from arcade_races.client.stage.prompt import Prompt
from arcade_races.client.stage.script import Clip, call, wait
from arcade_races.client.stage.zones import STAGE
from arcade_races.client.views.rennfieber.dice import DiceTray
from arcade_races.client.views.rennfieber.geometry import CARD_SHOW, DICE_TRAY, Camera
from arcade_races.client.views.rennfieber.model import Runner
from arcade_races.client.views.rennfieber.race_draw import (
    CardShow,
    TrackArt,
    caption,
    gallop_words,
    heading,
    kept_id,
    level_of,
)
from arcade_races.client.views.rennfieber.race_prompts import build_prompt, draw_prompt
from arcade_races.client.views.rennfieber.stage import Parts, Room, money
from arcade_races.client.widgets import panel, text
from arcade_races.core.events import Event
from arcade_races.games.rennfieber import events as ev
from arcade_races.games.rennfieber.config import parse_space

Color = tuple[int, int, int]
Vec = tuple[float, float]

SPACE = 0.12
"""Seconds a horse takes per space."""
TROT = 0.6
"""Seconds a finished horse trots from the line to its placement space."""
SHOW = 1.3
"""Seconds a kept or gallop card is shown large."""
GLOWS: dict[str, Color] = {"burst": theme.CYAN, "boost": theme.GOLD, "push": theme.ORANGE}
"""The glow of a horse by how it moves."""
PILE: Vec = (STAGE.left + 50.0, STAGE.bottom - 62.0)
"""Where the gallop pile lies (bottom left of the stage)."""
PILE_SIZE = (64, 90)
SHOWN: Vec = (STAGE.centerx - 190.0, STAGE.centery + 10.0)
"""Where a kept or gallop card is shown large (its caption to the right)."""


class RaceRoom(Room):
    """The race track: its beats, its drawing and the decisions of a move."""

    LEADS: ClassVar[tuple[type[Event], ...]] = (
        ev.RaceStarted, ev.HorseHeld, ev.RaceDiceRolled, ev.HorseMoved, ev.KeptCardPlayed,
        ev.GallopDrawn, ev.HorseFinished, ev.RaceOver)
    PHASES: ClassVar[tuple[str, ...]] = ("move", "play")

    def __init__(self, parts: Parts) -> None:
        super().__init__(parts)
        geo = parts.geo
        self.track = TrackArt(parts.app.assets, parts.art, geo.race, geo.race_side, geo.camera,
                              key=parts.key)
        self.tray = DiceTray(parts.art)
        self.clock = 0.0
        self.stride: dict[int, float] = {}
        self.facing: dict[int, float] = {}
        self.how: dict[int, str] = {}
        self.shake: dict[int, float] = {}
        self.trail: list[tuple[Vec, float]] = []
        self._glows: dict[tuple[int, Color], pygame.Surface] = {}

    @property
    def camera(self) -> Camera:
        """The race camera (it lives in the geometry)."""
        return self.parts.geo.camera

    # -- where things are ------------------------------------------------------------------

    def line_point(self, lane: int) -> Vec:
        """Where lane `lane` meets the finish line."""
        inner, outer = self.parts.geo.race.finish
        lanes = len(self.parts.geo.race.spaces)
        u = lane / max(1, lanes - 1)
        return (lerp(inner[0], outer[0], u), lerp(inner[1], outer[1], u))

    def spot_of(self, runner: Runner) -> Vec:
        """Where a horse stands on the board (its gallop point, placement space or space)."""
        race = self.parts.geo.race
        if runner.pos is not None:
            return runner.pos
        if runner.place:
            return race.placement[min(runner.place, len(race.placement)) - 1]
        return race.point((runner.lane, runner.index))

    def progress(self, runner: Runner) -> float:
        """How far round the course a horse is (crossings and the fraction of a lap)."""
        lap = self.parts.geo.race.lap(runner.lane)
        return runner.crossed + runner.index / max(1, lap)

    def aim(self) -> tuple[Vec, float]:
        """Where the camera should look, from the table alone: the whole track at the start
        and once a horse is home, else the leading pack (and the horse on the move)."""
        cam, table = self.camera, self.parts.table
        box = cam.box
        whole = (((box[0] + box[2]) / 2, (box[1] + box[3]) / 2), 1.0)
        running = [r for r in table.field_.values() if not r.place]
        if (table.scene != "race" or not running or table.phase == "over" or table.round <= 1
                or any(r.place for r in table.field_.values())):
            return whole
        pack = sorted(running, key=lambda r: -self.progress(r))[:3]
        current = table.field_.get(table.turn_card)
        if current is not None and current not in pack and not current.place:
            pack.append(current)
        points = [self.spot_of(r) for r in pack]
        reach = self.parts.geo.race.spacing * (table.length + 1.5) if (
            table.phase in ("move", "play") and current is not None) else 0.0
        if current is not None and reach:
            c = self.spot_of(current)
            points += [(c[0] - reach, c[1] - reach), (c[0] + reach, c[1] + reach)]
        xs, ys = [p[0] for p in points], [p[1] for p in points]
        margin = self.parts.geo.race.spacing * 3
        w, h = max(xs) - min(xs) + margin, max(ys) - min(ys) + margin
        fit = min(STAGE.width / (w * cam.home.scale), STAGE.height * 0.8 / (h * cam.home.scale))
        zoom = level_of(min(fit, cam.MOST))
        if zoom <= 1.0:
            return whole
        return (((min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2), zoom)

    # -- time ------------------------------------------------------------------------------

    def prepare(self) -> None:
        """Paint every zoom level of the track now (before the first frame)."""
        while self.track.warm():
            pass

    def update(self, dt: float) -> None:
        if self.parts.table.scene != "race":
            self.track.warm()  # the track's zoom levels, a step a frame, before the race
        self.clock += dt
        self.shake = {c: t - dt for c, t in self.shake.items() if t - dt > 0}
        self.trail = [(p, t) for p, t in self.trail if self.clock - t < 0.5]
        center, zoom = self.aim()
        self.camera.aim(center, zoom)
        self.camera.update(dt)

    def rest(self) -> None:
        self.clock = 0.0
        self.stride.clear()
        self.facing.clear()
        self.how.clear()
        self.shake.clear()
        self.trail.clear()
        center, zoom = self.aim()
        self.camera.aim(center, zoom)
        self.camera.rest()
        table = self.parts.table
        if table.scene == "race" and any(table.dice):
            self.tray.show(table.dice, (True, False))
        else:
            self.tray.clear()

    # -- beats -----------------------------------------------------------------------------

    def beats(self, group: list[Event], obs: dict[str, Any]) -> None:
        lead = group[0]
        if isinstance(lead, ev.RaceStarted):
            self._started(lead, obs)
        elif isinstance(lead, ev.HorseHeld):
            self._held(lead)
        elif isinstance(lead, ev.RaceDiceRolled):
            self._rolled(lead)
        elif isinstance(lead, ev.HorseMoved):
            self._moved(lead)
        elif isinstance(lead, ev.KeptCardPlayed):
            self._kept(lead)
        elif isinstance(lead, ev.GallopDrawn):
            self._gallop(lead)
        elif isinstance(lead, ev.HorseFinished):
            self._finished(lead)
        elif isinstance(lead, ev.RaceOver):
            self._over(lead)
        self._ride(group[1:])

    def _ride(self, events: Sequence[Event]) -> None:
        for event in events:
            if (beat := self.parts.ride(event)) is not None:
                self.parts.script.add(beat)

    def _float(self, words: str, at: Vec, color: Color, size: int = 24,
               life: float = 1.1) -> None:
        image = self.parts.app.assets.text(words, size, color, "bold")
        shade = self.parts.app.assets.text(words, size, theme.BG_DEEP, "bold")
        both = pygame.Surface((image.get_width() + 3, image.get_height() + 3), pygame.SRCALPHA)
        both.blit(shade, (3, 3))
        both.blit(image, (0, 0))
        self.parts.fx.add(Floater(both, at, life=life, rise=30, clamp=STAGE), "board")

    def _screen(self, card: int) -> Vec:
        runner = self.parts.table.field_.get(card)
        if runner is None:
            return STAGE.center
        return self.camera.to_screen(self.spot_of(runner))

    def _started(self, event: ev.RaceStarted, obs: dict[str, Any]) -> None:
        parts, table = self.parts, self.parts.table
        course = f"{event.course.capitalize()} course"

        def line_up() -> None:
            track = obs["track"]
            table.field_ = {int(k): Runner(int(k), int(v[0]), int(v[1]), int(v[2]))
                            for k, v in track["spot"].items()}
            table.order = list(event.order)
            table.finished, table.hold = [], []
            table.turn_card, table.round, table.length = 0, 1, 0
            table.dice = (0, 0)
            table.course = event.course
            self.tray.clear()
            self.camera.whole()
            self.camera.rest()

        def shot() -> None:
            parts.sound("crowd")
            for card in table.field_:
                parts.fx.add(Ring(self._screen(card), 18, 0.7, theme.INK), "board")
            parts.fx.banner = None
            parts.banner("AND THEY'RE OFF!", f"Race {event.race}  ·  {course}", theme.GOLD,
                         0.8).begin()

        parts.script.add(call(line_up), parts.enter("race", f"RACE {event.race}", course),
                         wait(0.9), call(shot), wait(0.5))

    def _held(self, event: ev.HorseHeld) -> None:
        parts, table = self.parts, self.parts.table

        def start() -> None:
            table.turn_card = event.card
            if event.card in table.hold:
                table.hold.remove(event.card)
            parts.sound("stumble")
            x, y = self._screen(event.card)
            self._float("HELD BACK", (x, y - 28), theme.RED)

        parts.script.add(call(start), wait(0.55))

    def _rolled(self, event: ev.RaceDiceRolled) -> None:
        parts, table = self.parts, self.parts.table

        def start() -> None:
            table.turn_card = event.card
            parts.fx.add(Ring(self._screen(event.card), 22, 0.6, theme.GOLD), "board")

        def landed() -> None:
            table.dice = (event.race_die, event.die)
            table.length = event.length
            top = (DICE_TRAY.centerx, DICE_TRAY.top - 14)
            if event.bonus:
                sign = "+" if event.bonus > 0 else "\u2212"
                words = f"{sign}{abs(event.bonus)} form"
                self._float(words, (top[0] - 50, top[1]),
                            theme.GREEN if event.bonus > 0 else theme.RED, 22)

        parts.script.add(call(start),
                         self.tray.roll((event.race_die, event.die), (True, False),
                                        sound=lambda: parts.sound("dice")),
                         call(landed), wait(0.3))

    def _moved(self, event: ev.HorseMoved) -> None:
        parts, table, race = self.parts, self.parts.table, self.parts.geo.race
        card = event.card
        spaces = [parse_space(s) for s in event.path]
        points: list[Vec] = []
        lane = 0
        for space in spaces:
            if isinstance(space, str):
                points.append(self.line_point(lane))
            else:
                lane = space[0]
                points.append(race.point(space))
        steps = max(1, len(points) - 1)
        home = isinstance(spaces[-1], str)
        last = next((s for s in reversed(spaces) if not isinstance(s, str)), None)
        per = SPACE * (0.8 if event.how == "burst" else 1.0) * (2.0 if event.how == "shift" else 1)
        standing = {(r.lane, r.index): c for c, r in table.field_.items()
                    if c != card and not r.place}

        def start() -> None:
            runner = table.field_.get(card)
            if runner is None:
                return
            self.how[card] = event.how
            runner.glow = 1.0 if event.how in GLOWS else 0.0
            parts.sound("whoosh" if event.how in ("burst", "boost", "push") else "hooves")

        def step(t: float) -> None:
            runner = table.field_.get(card)
            if runner is None or len(points) < 2:
                return
            s = min(t * steps, steps - 1e-6)
            i = int(s)
            f = s - i
            a, b = points[i], points[i + 1]
            runner.pos = (lerp(a[0], b[0], f), lerp(a[1], b[1], f))
            runner.lift = hop(f, 0.5)
            runner.lean = math.sin(math.pi * t) if event.how == "shift" else 0.0
            self.facing[card] = heading(a, b)
            self.stride[card] = s * 0.5
            passed = spaces[i + 1] if i + 1 < len(spaces) else None
            if event.how == "burst" and passed in standing:
                self.shake[standing[passed]] = 0.35
            if event.how == "boost":
                self.trail.append((runner.pos, self.clock))

        def end() -> None:
            runner = table.field_.get(card)
            self.how.pop(card, None)
            self.stride.pop(card, None)
            self.facing.pop(card, None)
            if runner is None:
                return
            runner.lift = runner.lean = runner.glow = 0.0
            if last is not None and not home:
                before = self.progress(runner) % 1.0
                runner.lane, runner.index = last
                if self.progress(runner) % 1.0 < before - 0.5:
                    runner.crossed += 1
            runner.pos = points[-1] if home else None

        parts.script.add(Clip(per * steps, start=start, step=step, end=end))

    def _kept(self, event: ev.KeptCardPlayed) -> None:
        parts, table, geo = self.parts, self.parts.table, self.parts.geo
        name = parts.horse_name(event.card)
        if event.kind == "karriere":
            title, sub = "KARRIERE!", f"{name} surges 2 more spaces"
        elif event.kind == "durchbruch":
            title, sub = "DURCHBRUCH!", f"{name} breaks through the field"
        else:
            title, sub = "KARRIERE!", f"Durchbruch played as Karriere: {name} +2 spaces"
        face_id = kept_id(parts.rules, "karriere" if event.kind == "karriere" else "durchbruch")

        def start() -> None:
            stable = table.stable(event.seat)
            k = stable.index(event.card) if event.card in stable else 0
            slot = geo.stable_slot(event.seat, k, max(1, len(stable)))
            horse = table.horse(event.card)
            horse.kept = max(0, horse.kept - 1)
            face = parts.art.training_card(face_id, CARD_SHOW.size)
            back = parts.art.training_card(None, CARD_SHOW.size)
            color = theme.GOLD if title == "KARRIERE!" else theme.CYAN
            words = caption(parts.app.assets, title, sub, color)
            parts.fx.add(CardShow(face, back, slot.center, SHOWN, SHOW, words), "over")
            parts.sound("flip")

        parts.script.add(call(start), wait(SHOW))

    def _gallop(self, event: ev.GallopDrawn) -> None:
        parts = self.parts
        card = parts.rules.gallop_card(event.id)
        said = gallop_words(card, parts.horse_name(event.card))

        def start() -> None:
            face = parts.art.gallop_card(event.id, CARD_SHOW.size)
            back = parts.art.gallop_card(None, CARD_SHOW.size)
            words = caption(parts.app.assets, "GALLOP CARD", said, theme.ORANGE)
            parts.fx.add(CardShow(face, back, PILE, SHOWN, SHOW, words), "over")
            parts.sound("deal")

        parts.script.add(call(start), wait(SHOW))

    def _finished(self, event: ev.HorseFinished) -> None:
        parts, table, race = self.parts, self.parts.table, self.parts.geo.race
        card = event.card
        target = race.placement[min(event.place, len(race.placement)) - 1]
        begin: list[Vec] = []

        def start() -> None:
            runner = table.field_.get(card)
            if runner is None:
                return
            begin.append(self.spot_of(runner))
            parts.sound("fanfare" if event.place == 1 else "bell")
            if event.place == 1:
                at = self.camera.to_screen(self.line_point(0))
                parts.fx.confetti = Confetti(STAGE, seed=card * 7 + table.race, count=40,
                                             floor=False)
                parts.fx.confetti.burst(at, count=90, speed=900.0)
                parts.fx.banner = None
                parts.banner(f"{parts.horse_name(card).upper()} WINS!",
                             f"Race {table.race + 1}", theme.GOLD, 1.0).begin()

        def step(t: float) -> None:
            runner = table.field_.get(card)
            if runner is None or not begin:
                return
            a = begin[0]
            u = ease_in_out(t)
            runner.pos = (lerp(a[0], target[0], u), lerp(a[1], target[1], u))
            runner.lift = hop(t * 4 % 1.0, 0.3)
            self.facing[card] = heading(a, target)
            self.stride[card] = t * 3

        def end() -> None:
            runner = table.field_.get(card)
            self.facing.pop(card, None)
            self.stride.pop(card, None)
            if runner is None:
                return
            runner.pos = None
            runner.lift = 0.0
            runner.place = event.place
            if card not in table.finished:
                table.finished.append(card)
            parts.fx.add(Ring(self.camera.to_screen(target), 20, 0.6), "board")

        parts.script.add(Clip(TROT, start=start, step=step, end=end), wait(0.2))

    def _over(self, event: ev.RaceOver) -> None:
        parts = self.parts
        line = "   ".join(f"{k}. {parts.horse_name(c)}" for k, c in
                          enumerate(event.placings[:4], start=1))

        def start() -> None:
            parts.fx.banner = None
            parts.banner(f"RACE {event.race} RESULT", line, theme.GOLD, 1.6).begin()

        parts.script.add(call(start), wait(0.6))

    # -- drawing ---------------------------------------------------------------------------

    def _glow(self, radius: int, color: Color) -> pygame.Surface:
        key = (radius, color)
        found = self._glows.get(key)
        if found is None:
            found = render_glow(radius, color, 170)
            self._glows[key] = found
        return found

    def draw(self, surface: pygame.Surface) -> None:
        table = self.parts.table
        cam = self.camera
        self.track.draw(surface)
        level = level_of(cam.zoom + 1e-6)
        size = self.track.horse_size(level)
        for point, born in self.trail:
            age = (self.clock - born) / 0.5
            x, y = cam.to_screen(point)
            pygame.draw.circle(surface, theme.GOLD, (round(x), round(y)),
                               max(1, round(size * 0.18 * (1 - age))))
        runners = sorted(table.field_.values(), key=lambda r: self.spot_of(r)[1])
        for runner in runners:
            self._horse(surface, runner, size)
        if table.phase != "over":
            if table.field_:
                pile = self.parts.art.gallop_card(None, PILE_SIZE)
                for k in range(3):
                    surface.blit(pile, pile.get_rect(center=(round(PILE[0]) + k * 2,
                                                             round(PILE[1]) - k * 2)))
            self.tray.draw(surface)
            self._move_label(surface)
        else:
            self._placings(surface)

    def _horse(self, surface: pygame.Surface, runner: Runner, size: int) -> None:
        parts, table, race = self.parts, self.parts.table, self.parts.geo.race
        card = runner.card
        x, y = self.camera.to_screen(self.spot_of(runner))
        if card in self.shake:
            x += math.sin(self.shake[card] * 70) * 3
        if runner.place and runner.pos is None:
            angle = 0.0
        else:
            angle = self.facing.get(card, race.angle((runner.lane, runner.index)))
        current = card == table.turn_card and table.phase != "over" and not runner.place
        if current:
            ring = pygame.Rect(0, 0, round(size * 0.95), round(size * 0.6))
            ring.center = (round(x), round(y + size * 0.12))
            pulse = 0.5 + 0.5 * math.sin(self.clock * 6)
            pygame.draw.ellipse(surface, theme.GOLD, ring.inflate(round(6 * pulse),
                                                                 round(4 * pulse)), 3)
        if runner.glow > 0:
            color = GLOWS.get(self.how.get(card, ""), theme.GOLD)
            glow = self._glow(round(size * 0.75), color)
            surface.blit(glow, glow.get_rect(center=(round(x), round(y))))
        if self.how.get(card) == "burst" and runner.pos is not None:
            a = math.radians(self.facing.get(card, 0.0))
            dx, dy = math.cos(a), -math.sin(a)
            for k in range(-2, 3):
                off = k * size * 0.12
                sx, sy = x - dx * size * 0.4 - dy * off, y + dy * size * 0.4 - dx * off
                pygame.draw.line(surface, theme.INK, (sx, sy),
                                 (sx - dx * size * 0.6, sy + dy * size * 0.6), 2)
        image = parts.art.horse(card, table.owner_of(card), size,
                                angle + runner.lean * 14, self.stride.get(card, 0.0))
        lift = runner.lift * size * 0.25
        surface.blit(image, image.get_rect(center=(round(x), round(y - lift))))
        if card in table.hold and not runner.place:
            tag = parts.app.assets.text("HELD", 14, theme.INK, "bold")
            box = tag.get_rect(midbottom=(round(x), round(y - size * 0.42))).inflate(8, 2)
            pygame.draw.rect(surface, theme.RED, box, border_radius=6)
            surface.blit(tag, tag.get_rect(center=box.center))

    def _move_label(self, surface: pygame.Surface) -> None:
        table = self.parts.table
        if not table.length or not any(table.dice) or not table.field_:
            return
        words = f"{table.length} space" + ("s" if table.length != 1 else "")
        text(surface, self.parts.app.assets, words, 20, theme.GOLD,
             (DICE_TRAY.centerx, DICE_TRAY.top - 4), anchor="midbottom")

    def _placings(self, surface: pygame.Surface) -> None:
        parts, table = self.parts, self.parts.table
        if not table.finished:
            return
        assets = parts.app.assets
        lines = [f"{k}. {parts.horse_name(c)}" for k, c in enumerate(table.finished, start=1)]
        rect = pygame.Rect(0, 0, 300, 40 + 28 * len(lines) + (34 if table.values else 0))
        rect.bottomright = (STAGE.right - 14, STAGE.bottom - 14)
        panel(surface, rect, theme.BG_DEEP, theme.GOLD, radius=12, alpha=225)
        text(surface, assets, "Final placings", 20, theme.GOLD, (rect.left + 16, rect.top + 10))
        for k, line in enumerate(lines):
            color = theme.INK if k else theme.GOLD
            text(surface, assets, line, 20, color, (rect.left + 20, rect.top + 40 + 28 * k),
                 shadow=False)
        if table.values is not None:
            quote = table.quote
            words = (f"Tote: {quote}:10 on the winner" if quote else
                     "Tote: nobody backed the winner")
            text(surface, assets, words, 18, theme.CYAN,
                 (rect.left + 16, rect.bottom - 30), shadow=False)

    # -- decisions -------------------------------------------------------------------------

    def prompt(self, seat: int, obs: dict[str, Any], legal: Sequence[Any]) -> Prompt:
        return build_prompt(self, seat, obs, legal)

    def draw_prompt(self, surface: pygame.Surface, prompt: Prompt) -> None:
        draw_prompt(self, surface, prompt)


__all__ = ["RaceRoom", "money"]
