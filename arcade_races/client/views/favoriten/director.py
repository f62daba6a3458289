"""The Favoriten director: each event of the rules becomes beats on the stage's script.

One event, one beat or two (the cannon, a round, a marker tossed, a pass, betting closed, the
die thrown, the leader thinking, a horse hopping, a finish, markers sliding into the place
columns, the race's count, the game's end). Each event's lines from the race caller are
queued where the show reaches them; the step ends with the table snapping to the observation.
Decorations (tossed markers, floaters, smoke, banners, confetti) go to the effects layer and
never hold the game up.

Timing is in seconds of animation time (the scene scales it by the speed).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any

import pygame

from arcade_races.client import theme
from arcade_races.client.app import App
from arcade_races.client.physics import Confetti, DiceTray
from arcade_races.client.physics.render import darken, luminance
from arcade_races.client.stage.effects import Ambience, Effects, Ring, least_hidden, render_banner
from arcade_races.client.stage.motion import ease_in_out, ease_out, hop, hop_along, linear
from arcade_races.client.stage.script import Beat, call
from arcade_races.client.stage.script import Script as StageScript
from arcade_races.client.stage.zones import STAGE as TABLE
from arcade_races.client.views.favoriten.art import CONFETTI, PLACE_COLORS, PLACE_NAMES, Art
from arcade_races.client.views.favoriten.geometry import Geometry
from arcade_races.client.views.favoriten.model import Marker, Table
from arcade_races.client.views.favoriten.pieces import RaceBanner, Smoke, Toss, TurfFloater
from arcade_races.core.actions import Action
from arcade_races.core.events import Event
from arcade_races.games.favoriten import events as ev
from arcade_races.games.favoriten.actions import Move
from arcade_races.games.favoriten.commentary import Commentator

Color = tuple[int, int, int]
Vec = tuple[float, float]

CLEAR = 0.8
CANNON = 1.15
ROUND = 0.3
BET_FLY = 0.5
BET_HOLD = 0.15
PASS_BEAT = 0.32
CLOSED_BEAT = 0.8
THROW_MAX = 2.4
AFTER_THROW = 0.22
THINK = 0.62
HOP = 0.15
CHAIR_HOP = 0.42
WIN_HOLD = 1.5
PLACE_HOLD = 0.75
SLIDE = 0.7
SLIDE_GAP = 0.2
COUNT = 1.1
RACE_HOLD = 1.5
GAME_HOLD = 2.2


class Script(StageScript):
    """The stage's script, whose running beat can also be read as `script[0]`."""

    def __getitem__(self, index: int) -> Beat:
        current = self.current
        if index != 0 or current is None:
            raise IndexError(index)
        return current


class Director:
    """Turns a step's events into beats on `script` that move `table` and decorate `fx`.

    `say(lines)` puts the caller's lines on the ticker; `hooves` is the gallop's sound loop;
    `tray` the dice tray the leader's die is thrown into.
    """

    def __init__(self, app: App, geo: Geometry, table: Table, art: Art, script: Script,
                 fx: Effects, say: Callable[[Sequence[str]], None], hooves: Ambience,
                 tray: DiceTray, names: Sequence[str], colors: Sequence[Color],
                 die: tuple[int, ...], commentator: Commentator, seed: int) -> None:
        self.app, self.geo, self.table, self.art = app, geo, table, art
        self.script, self.fx, self.say, self.hooves, self.tray = script, fx, say, hooves, tray
        self.names = list(names)
        self.colors = list(colors)
        self.horses = geo.horses
        self.players = len(self.names)
        self.die = die
        self.commentator = commentator
        self.seed = seed
        self._pending_lines: list[str] = []

    def reset(self) -> None:
        """Forget lines waiting for their beat (the view syncing)."""
        self._pending_lines = []

    # -- a step ----------------------------------------------------------------------------

    def _flush_lines(self) -> None:
        """Queue the lines still waiting, here in the show."""
        if self._pending_lines:
            lines = list(self._pending_lines)
            self._pending_lines = []
            self.script.add(call(lambda: self.say(lines)))

    def show(self, events: Sequence[Event], action: Action | None, submitted: Action | None,
             obs: dict[str, Any], prompting: Callable[[], bool]) -> None:
        """Queue the beats of one step's `events` (made by `action`; `submitted` is what a
        human on this screen chose, whose move needs no thinking beat); `obs` is the
        spectator's view after it. `prompting()` says whether a human decides when the step
        ends."""
        events = list(events)
        for i, event in enumerate(events):
            self._pending_lines.extend(self.commentator.lines([event]))
            if isinstance(event, ev.HorseMoved) and isinstance(action, Move) \
                    and i == 0 and action != submitted:
                self._q_think(self.horses.index(event.horse), event)
            self._queue(event, events[i + 1:])
            self._flush_lines()
        self.script.clip(0.0, end=lambda: self.table.snap(obs, prompting()))

    def _queue(self, event: Event, after: list[Event]) -> None:
        if isinstance(event, ev.RaceStarted):
            self._q_race_started(event)
        elif isinstance(event, ev.RoundStarted):
            self._q_round(event)
        elif isinstance(event, ev.MarkerPlaced):
            self._q_marker(event)
        elif isinstance(event, ev.Passed):
            self._q_passed(event.seat)
        elif isinstance(event, ev.DieRolled):
            self._q_throw(event, any(isinstance(e, ev.HorseMoved) for e in after[:1]))
        elif isinstance(event, ev.HorseMoved):
            finish = next((e for e in after[:1] if isinstance(e, ev.HorseFinished)), None)
            self._q_move(event, finish.place if finish is not None else 0)
        elif isinstance(event, ev.HorseFinished):
            self._q_finished(event)
        elif isinstance(event, ev.BettingClosed):
            self._q_closed()
        elif isinstance(event, ev.MarkersScored):
            self._q_scored(event)
        elif isinstance(event, ev.RaceEnded):
            self._q_race_ended(event)
        elif isinstance(event, ev.GameEnded):
            self._q_game_ended(event)


    # the start ------------------------------------------------------------------------------

    def _q_race_started(self, event: ev.RaceStarted) -> None:
        self._flush_lines()
        if self.table.dirty():
            self._q_clear()

        def start() -> None:
            # A new race clears the course and the board; the standings stay as they are.
            self.table.reset_race(event.race)
            self.table.races_total = event.races
            self.table.leader = event.leader
            self.table.phase = "bet"
            self.table.cannon_kick = 1.0
            self.app.sounds.play("whoosh")
            self.app.sounds.play("crowd")
            muzzle = (self.geo.cannon_pt[0] + self.geo.start_dir[0] * self.geo.prop_h * 0.9,
                      self.geo.cannon_pt[1] + self.geo.start_dir[1] * self.geo.prop_h * 0.9 - 4)
            self.fx.add(Smoke(self.art.puff, muzzle, self.geo.start_dir, self.geo.prop_h,
                                       seed=event.race * 31 + self.seed))
            title = f"RACE {event.race} OF {event.races}" if event.races > 1 else "RACE DAY!"
            self._banner(title, f"{self.names[event.leader]} leads the first round",
                         theme.PANEL_HI, CANNON)
            self.fx.flashes.add(event.leader, theme.GOLD, 1.0)

        def step(t: float) -> None:
            self.table.cannon_kick = max(0.0, 1 - t * 3)
            for horse in self.table.horse:
                horse.lift = hop(min(1.0, t * 2.2)) * self.geo.tok_h * 0.5
                horse.tilt = 12 * hop(min(1.0, t * 2.2))

        def end() -> None:
            self.table.cannon_kick = 0.0
            for horse in self.table.horse:
                horse.lift = horse.tilt = 0.0

        self.script.clip(CANNON, start=start, step=step, end=end)

    def _q_clear(self) -> None:
        """Sweep the finished race away: markers back to their seats, horses to the cannon."""
        moves: list[tuple[float, float, int]] = []

        def start() -> None:
            self.app.sounds.play("shuffle")
            for marker in self.table.markers:
                a = self.geo.marker_pos(marker.horse, marker.row, marker.place, marker.slide)
                self.fx.add(Toss(self.art.token(marker.seat, self.geo.marker_r), a,
                                           self.geo.pip_pos(marker.seat, 0), CLEAR,
                                           arc=50, lift=0.2, fade=True))
            self.table.markers = []
            self.table.race_shown = None
            moves.clear()
            for horse in self.table.horse:
                moves.append((horse.at, horse.lane, horse.place))

        def step(t: float) -> None:
            e = ease_in_out(t)
            for horse, (at, lane, place) in zip(self.table.horse, moves, strict=False):
                horse.at = at * (1 - e)
                horse.place = place if horse.at > self.geo.length else 0
                horse.lane = lane * (1 - e)
                horse.lift = abs(math.sin(t * math.pi * 4)) * self.geo.tok_h * 0.15
            self.table.closed = max(0.0, 1 - t * 2) if self.table.closed else 0.0

        def end() -> None:
            for horse in self.table.horse:
                horse.at = horse.lane = horse.lift = 0.0
                horse.place = 0
            self.table.closed = 0.0

        self.script.clip(CLEAR, start=start, step=step, end=end)

    def _q_round(self, event: ev.RoundStarted) -> None:
        def start() -> None:
            self.table.round = event.round
            changed = self.table.leader != event.leader
            self.table.leader = event.leader
            self.table.phase = "bet" if event.betting else "roll"
            self.table.candidates = []
            if changed and event.round > 1:
                self.app.sounds.play("click")
                self.fx.flashes.add(event.leader, theme.GOLD, 0.8)

        self.script.clip(ROUND if event.round > 1 else 0.0, start=start)

    # bets ----------------------------------------------------------------------------------

    def _q_marker(self, event: ev.MarkerPlaced) -> None:
        h = self.horses.index(event.horse)

        def start() -> None:
            seat = event.seat
            self.table.current = seat
            self.app.sounds.play("coin")
            a = self.geo.pip_pos(seat, max(0, self.table.markers_left[seat] - 1))
            self.table.markers_left[seat] = max(0, self.table.markers_left[seat] - 1)
            self.fx.add(Toss(self.art.token(seat, self.geo.marker_r), a,
                                       self.geo.circle(h, event.row), BET_FLY, arc=70, lift=0.35))

        def end() -> None:
            self.table.markers.append(Marker(event.seat, h, event.row))
            self.table.callout = (h, event.row, 1.6)
            self.app.sounds.play("click")

        self.script.clip(BET_FLY, start=start, end=end)
        self._flush_lines()
        self.script.clip(BET_HOLD)

    def _q_passed(self, seat: int) -> None:
        def start() -> None:
            self.table.current = seat
            self.app.sounds.play("click")
            self._float(seat, "pass", theme.INK_DIM)

        self.script.clip(PASS_BEAT, start=start)

    def _q_closed(self) -> None:
        def start() -> None:
            self.app.sounds.play("bell")
            self._banner("BETTING CLOSED", "unused markers are void", (110, 104, 130),
                         CLOSED_BEAT, small=True)

        def step(t: float) -> None:
            self.table.closed = ease_out(t)

        self.script.clip(CLOSED_BEAT, start=start, step=step)

    # the die and the moves ----------------------------------------------------------------

    def _q_throw(self, event: ev.DieRolled, forced: bool) -> None:
        def start() -> None:
            self.table.phase = "roll"
            self.table.current = None
            self.table.leader = event.seat
            self.table.candidates = [self.horses.index(n) for n in event.candidates]
            self.tray.throw([event.value], faces=[self.die])
            self.app.sounds.play("dice")

        def end() -> None:
            self.table.phase = "move"
            x = self.geo.tray_rect.right - 30
            figure = self.app.assets.text(str(event.value), 30, theme.GOLD, "condensed").copy()
            self.fx.add(TurfFloater(figure, (x, self.geo.tray_rect.top + 26), life=0.9,
                                    rise=14), "side")

        self.script.clip(THROW_MAX, start=start, end=end, until=lambda: self.tray.settled)
        self.script.clip(AFTER_THROW if not forced else AFTER_THROW + 0.2)

    def _q_think(self, h: int, event: ev.HorseMoved) -> None:
        """An AI leader (or a replay) weighs the candidates, then settles on one."""
        options = list(self.table.candidates) or [h]
        target = event.to_space

        def step(t: float) -> None:
            if t < 0.55 and len(options) > 1:
                self.table.focus = options[int(t / 0.55 * len(options) * 1.5) % len(options)]
                self.table.ghost = None
            else:
                self.table.focus = h
                self.table.ghost = (h, target)

        def end() -> None:
            self.table.ghost = None

        self.script.clip(THINK if len(options) > 1 else THINK * 0.5, step=step, end=end)

    def _q_move(self, event: ev.HorseMoved, place: int) -> None:
        """The horse hops space by space (the stage's hop along its lanes), changing lanes on
        the first hop (from the second round on: the event says the lane it lands in, the
        table the one it leaves); a finisher then jumps into the deck chair's spot."""
        h = self.horses.index(event.horse)
        a = event.from_space
        b = min(event.to_space, self.geo.length)
        finishing = event.to_space >= self.geo.length
        hops = max(1, b - a)
        new_lane = float(event.lane)
        lanes = [new_lane, new_lane]

        def start() -> None:
            horse = self.table.horse[h]
            lanes[0] = horse.lane
            horse.moving = True
            horse.place = place
            self.table.focus = h
            self.table.ghost = None
            self.table.candidates = []

        def to(s: float, lift: float) -> None:
            # The hop is linear in `s` so that its phase `f` also sets the tilt; the horse's
            # way along each hop is eased here.
            horse = self.table.horse[h]
            i = min(hops - 1, int(s))
            f = s - i
            horse.at = a + (b - a) * (i + ease_in_out(f)) / hops
            horse.lift = lift
            horse.tilt = 9 * math.sin(f * math.pi * 2)
            horse.lane = lanes[0] + (new_lane - lanes[0]) * ease_in_out(min(1.0, s))

        def landed() -> None:
            horse = self.table.horse[h]
            horse.at, horse.lane, horse.lift, horse.tilt = float(b), new_lane, 0.0, 0.0
            if not finishing:
                horse.moving = False
                self.table.focus = None

        self.script.add(hop_along(hops, hops * HOP, to=to, height=self.geo.tok_h * 0.5,
                                  easing=linear, start=start, end=landed))
        if not finishing:
            return

        def chair(f: float) -> None:
            horse = self.table.horse[h]
            horse.lane = new_lane
            horse.at = b + ease_in_out(f)
            horse.lift = hop(f) * self.geo.tok_h * 0.9
            horse.tilt = 14 * hop(f)

        def seated() -> None:
            horse = self.table.horse[h]
            horse.at = float(self.geo.length + 1)
            horse.lane, horse.lift, horse.tilt, horse.moving = new_lane, 0.0, 0.0, False

        self.script.clip(CHAIR_HOP, step=chair, end=seated)

    def _q_finished(self, event: ev.HorseFinished) -> None:
        h = self.horses.index(event.horse)

        def start() -> None:
            self.table.horse[h].place = event.place
            self.table.focus = None
            name = event.horse.upper()
            x, y = self.geo.slots[min(event.place, len(self.geo.slots)) - 1]
            avoid = [pygame.Rect(round(x - 80), round(y - 60), 160, 120)]
            if event.place == 1:
                self.hooves.stop()
                self.app.sounds.play("fanfare")
                self._banner(f"{name} WINS!", "first into the deck chair",
                             darken(self.colors[h], 0.2), WIN_HOLD - 0.4,
                             ink=theme.INK if luminance(self.colors[h]) < 150 else theme.BG_DEEP,
                             avoid=avoid)
                self.fx.confetti = Confetti(TABLE, seed=self.table.race_no * 7 + self.seed,
                                         count=30, colors=(self.colors[h], *CONFETTI))
                self.fx.confetti.burst((x, y), count=90, speed=800.0, spread=70.0)
            else:
                self.app.sounds.play("crowd")
                self._banner(f"{name} {PLACE_NAMES[min(event.place, 5) - 1].upper()}", "",
                             darken(PLACE_COLORS[min(event.place, 5) - 1], 0.35),
                             PLACE_HOLD - 0.3, small=True, avoid=avoid)

        self.script.clip(WIN_HOLD if event.place == 1 else PLACE_HOLD, start=start)

    # the end of a race ----------------------------------------------------------------------

    def _q_scored(self, event: ev.MarkersScored) -> None:
        h = self.horses.index(event.horse)
        place = event.place

        gains = [0] * self.players
        for seat, won in zip(event.seats, event.points, strict=False):
            gains[seat] += won
        base: list[float] = []

        def start() -> None:
            self.table.phase = "scored"
            if self.table.race_shown is None:
                self.table.race_shown = [0.0] * self.players
            base[:] = self.table.race_shown
            if event.seats:
                self.app.sounds.play("whoosh")
            for marker in self.table.markers:
                if marker.horse == h:
                    marker.place = place

        def step(t: float) -> None:
            for marker in self.table.markers:
                if marker.horse == h:
                    marker.slide = ease_in_out(t)
            count = ease_out(max(0.0, t - 0.5) * 2)
            self.table.race_shown = [b + g * count for b, g in zip(base, gains, strict=False)]

        def end() -> None:
            for marker in self.table.markers:
                if marker.horse == h:
                    marker.slide = 1.0
                    at = self.geo.marker_pos(marker.horse, marker.row, marker.place, 1.0)
                    self.fx.add(Ring(at, self.geo.marker_r))
            if event.seats:
                self.app.sounds.play("coin")
            if place >= self.geo.places:
                scored = {m.horse for m in self.table.markers if m.place}
                for marker in self.table.markers:
                    marker.lost = marker.horse not in scored

        self.script.clip(SLIDE if event.seats else 0.25, start=start, step=step, end=end)
        self.script.clip(SLIDE_GAP)

    def _q_race_ended(self, event: ev.RaceEnded) -> None:
        before = list(self.table.totals)

        def start() -> None:
            self.table.race_shown = [float(p) for p in event.points]
            self.table.phase = "scored"
            for marker in self.table.markers:
                marker.lost = marker.place == 0
            if any(event.points):
                self.app.sounds.play("coin")
            for seat, won in enumerate(event.points):
                if won:
                    self.fx.flashes.add(seat, theme.GOLD, COUNT + 0.4)

        def step(t: float) -> None:
            e = ease_out(t)
            self.table.shown_totals = [b + p * e
                                       for b, p in zip(before, event.points, strict=False)]

        def end() -> None:
            self.table.totals = list(event.totals)
            self.table.shown_totals = [float(t) for t in event.totals]
            self.table.history = [*self.table.history[:event.race - 1], list(event.points)]
            self.table.finishes = [*self.table.finishes[:event.race - 1],
                             [self.horses.index(n) for n in event.finish]]
            self.table.race_shown = None

        self.script.clip(COUNT, start=start, step=step, end=end)
        self.script.clip(RACE_HOLD)

    def _q_game_ended(self, event: ev.GameEnded) -> None:
        def start() -> None:
            best = min(event.placing) if event.placing else 1
            top = [self.names[s] for s, p in enumerate(event.placing) if p == best]
            self.table.phase = "over"
            self.app.sounds.play("fanfare")
            self._banner("GAME OVER", "Champion of the turf: " + " & ".join(top),
                         theme.PANEL_HI, GAME_HOLD + 0.8)
            colors = [theme.SEAT_COLORS[s % len(theme.SEAT_COLORS)]
                      for s, p in enumerate(event.placing) if p == best]
            self.fx.confetti = Confetti(TABLE, seed=99, count=90,
                                     colors=(*colors, theme.GOLD, theme.INK))

        self.script.clip(GAME_HOLD, start=start)

    # small helpers -----------------------------------------------------------------------

    def _banner(self, title: str, sub: str, color: Color, hold: float, *, small: bool = False,
                ink: Color = theme.INK, avoid: Sequence[pygame.Rect] = ()) -> None:
        """A ribbon over the course, placed where it hides the fewest horses."""
        image = render_banner(self.app.assets, title, sub, color, ink, title_size=54,
                              sub_size=21, pad_x=80, pad_y=24, top=11)
        if small:
            image = pygame.transform.smoothscale_by(image, 0.6)
        if image.get_width() > TABLE.width - 20:
            image = pygame.transform.smoothscale_by(image, (TABLE.width - 20) / image.get_width())
        table = self.table
        rects = list(avoid) + [self.geo.horse_rect(h, horse) for h, horse in enumerate(table.horse)]
        half_w, half_h = image.get_width() / 2, image.get_height() / 2
        course_bottom = min(self.geo.bet_rect.top, TABLE.bottom) - half_h - 4
        cx = TABLE.centerx
        top = TABLE.top + 10 + half_h
        candidates = [(cx, (top + course_bottom) / 2), (cx, top), (cx, course_bottom),
                      (cx - TABLE.width / 4, (top + course_bottom) / 2),
                      (cx + TABLE.width / 4, (top + course_bottom) / 2)]
        candidates = [(max(TABLE.left + half_w, min(TABLE.right - half_w, x)), y)
                      for x, y in candidates]
        center = least_hidden(image.get_size(), candidates, rects)
        self.fx.banner = RaceBanner(image, center, hold)

    def _float(self, seat: int, words: str, color: Color) -> None:
        row = self.geo.row_rect(seat)
        image = self.app.assets.text(words, 16, color, "bold").copy()
        x = self.geo.columns(self.table.races_total)[0] + 20
        self.fx.add(TurfFloater(image, (x, row.centery), life=0.9, rise=self.geo.row_h * 0.8),
                    "side")
        self.fx.flashes.add(seat, color, 0.6)


__all__ = ["Director", "Script"]
