"""The 6-Tage-Rennen director: each event of the rules becomes beats on the stage's script.

A step's events are cut into groups, each led by one of `LEADS` (a card played leads the ride,
the slipstream and the lines crossed on the way). Each group gets the speaker's lines from the
commentator, the first before its beats and the rest after the ride; the step ends with the
table snapping to the observation. Decorations (floaters, flyers, banners, confetti) go to the
effects layer and never hold the game up; the result pad and the standings are beats of their
own, which a human may cut short.

Timing is in seconds of animation time (the scene scales it by the speed).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from arcade_races.client import theme
from arcade_races.client.app import App
from arcade_races.client.physics import Confetti
from arcade_races.client.stage.effects import Banner, Effects, render_banner
from arcade_races.client.stage.motion import animate, ease_in, ease_in_out, ease_out, hop, hop_along
from arcade_races.client.stage.script import Clip, Script, call, parallel
from arcade_races.client.stage.zones import STAGE as ARENA
from arcade_races.client.views.six_day.art import BLUE_SPACE, GREEN_CARD, PLACE_COLORS, Art
from arcade_races.client.views.six_day.camera import Camera, Lens
from arcade_races.client.views.six_day.decor import Floater, Flyer, Wave
from arcade_races.client.views.six_day.geometry import Track
from arcade_races.client.views.six_day.model import Sling, Table
from arcade_races.client.views.six_day.overlays import CELL, FINAL_HOLD, POP_IN, Overlay, Overlays
from arcade_races.core.events import Event
from arcade_races.games.six_day import events as ev
from arcade_races.games.six_day.commentary import Commentator, ordinal
from arcade_races.games.six_day.game import SixDayGame
from arcade_races.games.six_day.result import DayResult, points_at

Color = tuple[int, int, int]
Vec = tuple[float, float]

CARD_POP = 0.22
RIDE_BASE, RIDE_PER_SPACE, RIDE_MAX = 0.22, 0.075, 1.25
SLIP_CALL = 0.3
SURGE_BASE, SURGE_PER_SPACE, SURGE_MAX = 0.2, 0.05, 1.0
NOTE = 0.35
ROLL_OFF = 0.5
OFFER = 0.45
SLING = 1.15
DRAW_FLY = 0.2
LAST_ROUND_HOLD = 0.9
DAY_START = 1.1
DAY_END_PAUSE = 0.5
FLASH = 0.9
"""How long a standings row stays tinted after a score or a card."""

LEADS = (ev.DayStarted, ev.CardPlayed, ev.RiderChanged, ev.RiderKept, ev.BlackCardDrawn,
         ev.RiderStaysPut, ev.DayEnded, ev.SixDaysEnded)
"""The events that start a group of their own; the others ride along with the one before."""


def groups_of(events: Sequence[Event]) -> list[list[Event]]:
    """`events` cut into groups, each starting with one of `LEADS`."""
    groups: list[list[Event]] = []
    for event in events:
        if not groups or isinstance(event, LEADS):
            groups.append([event])
        else:
            groups[-1].append(event)
    return groups


def _later(due: list[Callable[[], None]], fire: Callable[[], None]) -> Callable[[], None]:
    return lambda: due.append(fire)


class Director:
    """Turns a step's events into beats on `script` that move `table` and decorate `fx`.

    `say(lines)` puts commentary on the ticker. `overlay` is the sheet up over the track (the
    result pad, the standings), `overlay_clip` the beat showing it while it runs.
    """

    def __init__(self, app: App, game: SixDayGame, geo: Track, table: Table, art: Art,
                 overlays: Overlays, script: Script, fx: Effects,
                 say: Callable[[Sequence[str]], None], names: Sequence[str]) -> None:
        self.app, self.game, self.geo, self.table, self.art = app, game, geo, table, art
        self.overlays, self.script, self.fx, self.say = overlays, script, fx, say
        self.rules = game.rules
        self.names = list(names)
        self.days_total = game.days
        self.commentator = Commentator(self.names, game)
        self.overlay: Overlay | None = None
        self.overlay_clip: Clip | None = None
        self.announced = 0
        self._later_lines: list[str] = []
        self.labels: list[pygame.Rect] = []
        """The track's fixed labels (the view hands over the hall's): stickers keep clear."""
        self.lens = Lens(geo, Camera())
        """The track as the camera shows it (the view hands over its own): effects that
        point at the track start where the camera shows it; `geo` stays for the model."""

    def reset(self) -> None:
        """Forget the sheet up and lines waiting for their beat (the view syncing)."""
        self.overlay = None
        self.overlay_clip = None
        self._later_lines = []
        self.commentator = Commentator(self.names, self.game)

    def _say(self, lines: Sequence[str]) -> None:
        if lines:
            chunk = list(lines)
            self.script.add(call(lambda: self.say(chunk)))

    # -- a step ----------------------------------------------------------------------------

    def show(self, events: Sequence[Event], obs: dict[str, Any],
             results: list[DayResult]) -> None:
        """Queue the beats of one step's `events`; `obs` is the spectator's view after it,
        `results` the result pads of the days finished by then."""
        for group in groups_of(events):
            lines = self.commentator.lines(group)
            self._say(lines[:1])
            self._later_lines = lines[1:]
            self._queue(group, results)
            self._say(self._later_lines)
            self._later_lines = []
        self.script.clip(0.0, end=lambda: self.table.snap(obs))

    def _queue(self, group: list[Event], results: list[DayResult]) -> None:
        first = group[0]
        if isinstance(first, ev.DayStarted):
            self._q_day_started(first)
        elif isinstance(first, ev.CardPlayed):
            self._q_play(first, group[1:])
        elif isinstance(first, ev.RiderChanged):
            self._q_sling(first.seat)
        elif isinstance(first, ev.RiderKept):
            self._q_kept(first.seat)
        elif isinstance(first, ev.BlackCardDrawn):
            self._q_draw(first)
        elif isinstance(first, ev.RiderStaysPut):
            self._q_note(first.seat, "no cards left", theme.INK_DIM)
        elif isinstance(first, ev.DayEnded):
            self._q_day_ended(first, results)
        elif isinstance(first, ev.SixDaysEnded):
            self._q_six_days_ended(first, results)

    def announce(self, day: int, order: list[int]) -> None:
        """The day's banner: who leads them out, how far to the line."""
        self._announce(day, order)
        self.announced = day

    def _new_day(self, day: int) -> None:
        self.table.new_day(day)

    def _sound(self, name: str) -> None:
        self.app.sounds.play(name)

    # a day begins ---------------------------------------------------------------------------

    def _q_day_started(self, event: ev.DayStarted) -> None:
        dirty = any(r.at > 0 or r.fin >= 0 for r in self.table.riders)

        def start() -> None:
            self.overlay = None
            if dirty:
                self._sound("shuffle")

        def step(t: float) -> None:
            if dirty:
                for rider in self.table.riders:
                    rider.alpha = max(0.0, 1 - t * 3) if t < 0.34 else min(1.0, (t - 0.34) * 3)
                if t >= 0.34 and self.table.day != event.day:
                    self._new_day(event.day)

        def end() -> None:
            if self.table.day != event.day:
                self._new_day(event.day)
            for rider in self.table.riders:
                rider.alpha = 1.0
            self.table.current = event.order[0] if event.order else None

        self.script.clip(0.45 if dirty else 0.05, start=start, step=step, end=end)

        if self.announced == event.day:
            return  # shown when the view took up the race at its start
        self.announced = event.day
        self.script.clip(DAY_START, start=lambda: self._announce(event.day, list(event.order)))

    def _announce(self, day: int, order: list[int]) -> None:
        title = f"DAY {day} OF {self.days_total}" if self.days_total > 1 else "RACE DAY!"
        first = self.names[order[0]] if order else ""
        self._banner(title, f"{first} leads them out - {self.geo.finish} spaces to the line",
                     theme.PANEL_HI, DAY_START - 0.3)
        self._sound("bell")

    # a card ---------------------------------------------------------------------------------

    def _q_play(self, played: ev.CardPlayed, rest: list[Event]) -> None:
        seat = played.seat

        def start() -> None:
            self.table.current = seat
            self.table.offer = None
            self.table.cards[seat] = max(0, self.table.cards[seat] - 1)
            self._sound("flip")
            image = self.art.card(played.card, (max(24, self.geo.r * 3), max(34, self.geo.r * 4)))
            self.fx.add(Floater(image, (0, 0), life=1.1, rise=26,
                                         follow=lambda: self._above(seat, 18)))

        self.script.clip(CARD_POP, start=start)
        # The events after the card, split into the ride and the slipstream with their lines.
        moves: list[tuple[ev.RiderMoved, list[Event]]] = []
        tail: list[Event] = []
        for event in rest:
            if isinstance(event, ev.RiderMoved):
                moves.append((event, []))
            elif moves and isinstance(event, (ev.SprintCrossed, ev.FinishCrossed)):
                moves[-1][1].append(event)
            else:
                tail.append(event)
        blue = next((e for e in tail if isinstance(e, ev.NoMultiplying)), None)
        for move, crossings in moves:
            if move.kind == "slipstream":
                self._q_slip_call(move)
            self._q_move(move, crossings)
            if move.kind == "ride" and blue is not None:
                self._q_note(seat, "blue space - no slipstream", BLUE_SPACE, ink=theme.INK)
        for event in tail:
            if isinstance(event, ev.LastRound):
                self._q_last_round(event.seat)
            elif isinstance(event, ev.RiderChangeOffered):
                self._q_offer(event.seat)
        self._say(self._later_lines)
        self._later_lines = []
        if any(isinstance(e, ev.FinishCrossed) for _, c in moves for e in c):
            self._q_roll_off(seat)

    def _q_slip_call(self, move: ev.RiderMoved) -> None:
        seat = move.seat

        def start() -> None:
            self._sound("whoosh")
            image = self.art.pill(f"SLIPSTREAM ×{move.times + 1}", 15, theme.CYAN)
            self.fx.add(Floater(image, (0, 0), life=1.0, rise=30,
                                         follow=lambda: self._above(seat, 22)))

        def step(t: float) -> None:
            self.table.riders[seat].surge = t
            self.table.riders[seat].lift = -hop(t) * 2

        self.script.clip(SLIP_CALL, start=start, step=step)

    def _q_move(self, move: ev.RiderMoved, crossings: list[Event]) -> None:
        seat, a, b = move.seat, move.from_space, move.to_space
        spaces = max(1, b - a)
        slip = move.kind == "slipstream"
        if slip:
            duration = min(SURGE_MAX, SURGE_BASE + SURGE_PER_SPACE * spaces)
        else:
            duration = min(RIDE_MAX, RIDE_BASE + RIDE_PER_SPACE * spaces)
        triggers: list[tuple[float, Callable[[], None]]] = []
        for event in crossings:
            if isinstance(event, ev.SprintCrossed):
                line = self.rules.track.sprints[event.sprint - 1]
                triggers.append((line - 0.5, self._sprint_fire(event)))
            elif isinstance(event, ev.FinishCrossed):
                triggers.append((self.geo.finish - 0.5, self._finish_fire(event)))
        rider = self.table.riders[seat]
        # A line fires once the rider stands past it (a floater starts above the rider there).
        due: list[Callable[[], None]] = []

        def start() -> None:
            rider.moving = True
            rider.surge = 1.0 if slip else 0.0

        def surge(t: float) -> None:
            rider.surge = (1 - t * 0.6) if slip else 0.0

        def place(s: float, lift: float) -> None:
            rider.at = a + s
            rider.lift = lift
            while due:
                due.pop(0)()

        def end() -> None:
            rider.surge, rider.moving = 0.0, False
            self.table.space[seat] = b
            self.table.arrivals += 1
            self.table.arrival[seat] = self.table.arrivals

        lines = [(threshold - a, _later(due, fire)) for threshold, fire in triggers]
        self.script.add(parallel(
            Clip(duration, start=start, step=surge),
            hop_along(b - a, duration, to=place, height=1.5 if slip else 3.0, each=False,
                      easing=ease_out if slip else ease_in_out, lines=lines, end=end)))

    def _sprint_fire(self, event: ev.SprintCrossed) -> Callable[[], None]:
        def fire() -> None:
            seat = event.seat
            self.table.today[seat] += event.points
            self._sound("bell")
            line = self.rules.track.sprints[event.sprint - 1]
            self.fx.add(Wave(self.art.bell, self.lens.outside(line - 0.5, 40), 0.8, 24))
            if event.points > 0:
                color = PLACE_COLORS[min(event.place, 3) - 1] if event.place <= 3 else theme.GREEN
                image = self.art.pill(f"+{event.points}", 20, color)
                self.fx.flashes.add(seat, theme.GOLD, FLASH)
                self._sound("coin")
            else:
                image = self.art.pill(f"sprint {event.sprint}: {ordinal(event.place)}", 12,
                                   theme.INK_DIM)
            self.fx.add(Floater(image, self._above(seat, 14), life=1.4, rise=44))

        return fire

    def _finish_fire(self, event: ev.FinishCrossed) -> Callable[[], None]:
        def fire() -> None:
            seat = event.seat
            points = points_at(self.rules.finish_points, event.place)
            self.table.today[seat] += points
            if seat not in self.table.crossed:
                self.table.crossed.append(seat)
            self._sound("crowd")
            flag_at = self.lens.point(self.geo.finish - 0.5, self.lens.hw + 30)
            self.fx.add(Wave(self.art.flag, flag_at, 1.4, 16))
            color = PLACE_COLORS[event.place - 1] if event.place <= 3 else theme.GREEN
            words = f"{ordinal(event.place)}!" + (f"  +{points}" if points else "")
            self.fx.add(Floater(self.art.pill(words, 20, color), self._above(seat, 14),
                                         life=1.6, rise=46))
            self.fx.flashes.add(seat, theme.GOLD, FLASH)
            if event.place == 1:
                self.fx.confetti = Confetti(ARENA, seed=self.table.day * 31 + seat, count=0,
                                         colors=(theme.SEAT_COLORS[seat % 10], theme.GOLD,
                                                 theme.INK, theme.PINK), floor=False)
                self.fx.confetti.burst(self.lens.point(self.geo.finish - 0.5), count=90,
                                       speed=700.0)

        return fire

    def _q_roll_off(self, seat: int) -> None:
        rider = self.table.riders[seat]

        def start() -> None:
            crossed = self.table.crossed
            rider.fin = crossed.index(seat) if seat in crossed else len(crossed)

        self.script.add(animate(rider, duration=ROLL_OFF, easing=ease_in_out,
                                initial={"off": 0.0}, start=start, off=1.0))

    def _q_last_round(self, seat: int) -> None:
        def start() -> None:
            self.table.last_round = True
            self._sound("bell")
            self._banner("LAST ROUND!", f"{self.names[seat]} is over the line - one more card "
                         "for everyone behind", theme.PINK, LAST_ROUND_HOLD + 0.4)

        self.script.clip(LAST_ROUND_HOLD, start=start)

    def _q_note(self, seat: int, words: str, fill: Color, ink: Color = theme.BG_DEEP) -> None:
        def start() -> None:
            self.fx.add(Floater(self.art.pill(words, 13, fill, ink), self._above(seat, 16),
                                         life=1.2, rise=24))

        self.script.clip(NOTE, start=start)

    def _q_offer(self, seat: int) -> None:
        def start() -> None:
            self.table.offer = seat
            self.table.current = seat
            self._sound("click")
            self.fx.add(Floater(self.art.pill("RIDER CHANGE?", 14, BLUE_SPACE, theme.INK),
                                         self._above(seat, 18), life=0.9, rise=16))

        self.script.clip(OFFER, start=start)

    def _q_kept(self, seat: int) -> None:
        def start() -> None:
            self.table.offer = None
            self.fx.add(Floater(self.art.pill("rides on", 13, GREEN_CARD, theme.INK),
                                         self._above(seat, 16), life=1.0, rise=20))

        self.script.clip(NOTE, start=start)

    # the rider change ---------------------------------------------------------------------

    def _q_sling(self, seat: int) -> None:
        rider = self.table.riders[seat]
        base = {"at": 0.0, "lane": 0.0}

        def start() -> None:
            self.table.offer = None
            base["at"], base["lane"] = rider.at, rider.lane
            self.table.sling = Sling(seat, rider.at, rider.lane)
            self.table.relief[seat] = True
            self.table.cards[seat] = 0
            self._sound("whoosh")

        def step(t: float) -> None:
            assert self.table.sling is not None
            self.table.sling.t = t
            at0, lane0 = base["at"], base["lane"]
            inside = lane0 + 3 * self.geo.r + 4
            if t < 0.3:
                # The relief rider comes up on the inside, behind the starting rider.
                u = ease_out(t / 0.3)
                rider.at = at0 - 3.2 + 2.0 * u
                rider.lane = inside
                rider.alpha = u
            elif t < 0.55:
                # Hand in hand: the starting rider slings the relief rider forward, past.
                u = ease_in((t - 0.3) / 0.25)
                rider.at = at0 - 1.2 + 2.1 * u
                rider.lane = inside
                rider.alpha = 1.0
            else:
                # Away it goes, and settles into the starting rider's place.
                u = ease_in_out((t - 0.55) / 0.45)
                rider.at = at0 + 0.9 * (1 - u)
                rider.lane = inside + (lane0 - inside) * u
            if not self.table.sling.whoosh and t >= 0.3:
                self.table.sling.whoosh = True
                self._sound("whoosh")

        def end() -> None:
            rider.at, rider.lane, rider.alpha = base["at"], base["lane"], 1.0
            self.table.sling = None
            self.fx.add(Floater(self.art.pill("RIDER CHANGE!", 15, BLUE_SPACE, theme.INK),
                                         self._above(seat, 18), life=1.2, rise=22))

        self.script.clip(SLING, start=start, step=step, end=end)

    def _q_draw(self, drawn: ev.BlackCardDrawn) -> None:
        seat = drawn.seat
        stack = 0 if drawn.stack == "low" else 1

        def start() -> None:
            self.table.stacks[stack] = max(0, self.table.stacks[stack] - 1)
            self._sound("deal")
            self.fx.add(Flyer(self.art.back, self.lens.stack_pts[stack],
                                       lambda: self._rider_xy(seat), DRAW_FLY * 1.4,
                                       arc=30))

        def end() -> None:
            self.table.cards[seat] += 1
            self.fx.flashes.add(seat, theme.INK_DIM, FLASH)

        self.script.clip(DRAW_FLY, start=start, end=end)

    # the day's end ------------------------------------------------------------------------

    def _q_day_ended(self, event: ev.DayEnded, results: list[DayResult]) -> None:
        result = results[event.day - 1] if len(results) >= event.day else None

        def start() -> None:
            self.table.current = None
            self._sound("fanfare")

        self.script.clip(DAY_END_PAUSE, start=start)
        if result is not None:
            self._q_overlay(lambda: self.overlays.pad(result, event.day))

        def tally() -> None:
            for s in range(self.table.players):
                self.table.laps_total[s] += event.lap_deficit[s]
                self.table.points_total[s] += event.points[s]
            self.table.placings.append(list(event.placing))

        self.script.clip(0.0, start=tally)
        if self.days_total > 1 and event.day < self.days_total and result is not None:
            day = event.day
            self._q_overlay(lambda: self.overlays.standings(results, day))

    def _q_overlay(self, make: Callable[[], Overlay]) -> None:
        made: dict[str, Overlay] = {}
        clip = Clip(1.0)

        def start() -> None:
            overlay = make()
            made["o"] = overlay
            clip.duration = overlay.duration
            self.overlay = overlay
            self.overlay_clip = clip
            self._sound("whoosh")

        def step(t: float) -> None:
            overlay = made.get("o")
            if overlay is None:
                return
            before = min(len(overlay.cells), int(max(0.0, overlay.elapsed - POP_IN) / CELL))
            overlay.elapsed = t * clip.duration
            after = min(len(overlay.cells), int(max(0.0, overlay.elapsed - POP_IN) / CELL))
            if after > before and after % 4 == 0:
                self._sound("click")

        def end() -> None:
            overlay = made.get("o")
            if overlay is not None and not overlay.persist:
                self.overlay = None
            self.overlay_clip = None

        clip.start, clip.step, clip.end = start, step, end
        self.script.add(clip)

    def _q_six_days_ended(self, event: ev.SixDaysEnded, results: list[DayResult]) -> None:
        best = min(event.placing) if event.placing else 1
        winners = [s for s, p in enumerate(event.placing) if p == best]

        def start() -> None:
            self.table.phase = "over"
            self._sound("fanfare")
            title = "SIX-DAY CHAMPION" if self.days_total == 6 else "CHAMPION"
            if self.days_total == 1:
                title = "RACE WINNER"
            names = " & ".join(self.names[s] for s in winners)
            self._banner(title, names, theme.PANEL_HI, FINAL_HOLD - 0.4)
            colors = [theme.SEAT_COLORS[s % len(theme.SEAT_COLORS)] for s in winners]
            self.fx.confetti = Confetti(ARENA, seed=77, count=90,
                                     colors=(*colors, theme.GOLD, theme.INK))

        self.script.clip(FINAL_HOLD, start=start)
        if self.days_total > 1:
            def make() -> Overlay:
                overlay = self.overlays.standings(results, self.days_total, final=True)
                overlay.persist = True
                return overlay

            self._q_overlay(make)

    # small helpers -----------------------------------------------------------------------

    def _banner(self, title: str, sub: str, color: Color, hold: float,
                ink: Color = theme.INK) -> None:
        image = render_banner(self.app.assets, title, sub, color, ink)
        if image.get_width() > ARENA.width - 40:
            image = pygame.transform.smoothscale_by(image, (ARENA.width - 40) / image.get_width())
        field_ = self.geo.infield
        center = (field_.centerx, field_.centery) if field_.height > 90 else ARENA.center
        self.fx.banner = Banner(image, center, hold)

    def _rider_xy(self, seat: int) -> Vec:
        rider = self.table.riders[seat]
        return self.lens.rider_xy(rider.at, rider.lane, rider.row, rider.lift, rider.fin,
                                  rider.off)

    def _above(self, seat: int, dy: float) -> Vec:
        """Where a sticker over `seat`'s rider starts: above its head, moved aside if the
        way up crosses one of the track's labels (FINISH, SPRINT...)."""
        x, y = self._rider_xy(seat)
        y -= self.lens.piece * 0.75 + dy
        labels = [self.lens.rect(box) for box in self.labels]
        probe = pygame.Rect(0, 0, 110, 80)
        for _ in range(3):
            probe.midbottom = (round(x), round(y + 20))
            hit = probe.collidelist(labels)
            if hit < 0:
                break
            label = labels[hit]
            left, right = label.left - probe.width / 2 - 4, label.right + probe.width / 2 + 4
            x = left if abs(left - x) <= abs(right - x) else right
        return (x, y)


__all__ = ["LEADS", "Director", "groups_of"]
