"""The Pferderennen director: each event of the rules becomes beats on the stage's script.

A step's events are cut into groups, each led by one of `LEADS` (a card drawn leads the ace
moves it causes; a hurdle leads its fall or kick). Each group gets the dealer's lines from the
commentator and its beats, the lines queued where the show reaches them; the step ends with the
table snapping to the observation. Decorations (flyers, floaters, banners, confetti) go to the
effects layer and never hold the game up.

Timing is in seconds of animation time (the scene scales it by the speed).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any

from arcade_races.client import theme
from arcade_races.client.app import App
from arcade_races.client.physics import CardFlick, Confetti
from arcade_races.client.physics.render import darken
from arcade_races.client.stage.effects import Ambience, Effects, Flick, Flyer, signed
from arcade_races.client.stage.motion import (
    animate,
    ease_in,
    ease_in_out,
    ease_out,
    ease_out_back,
    hop,
)
from arcade_races.client.stage.script import Clip, Script, call, parallel
from arcade_races.client.stage.zones import STAGE as TABLE
from arcade_races.client.views.pferderennen.art import Art
from arcade_races.client.views.pferderennen.decor import Decor
from arcade_races.client.views.pferderennen.geometry import RAIL, Geometry
from arcade_races.client.views.pferderennen.model import Table
from arcade_races.core.cards import SUIT_NAMES, rank_of
from arcade_races.core.events import Event
from arcade_races.games.pferderennen import events as ev
from arcade_races.games.pferderennen.commentary import Commentator

Color = tuple[int, int, int]
Vec = tuple[float, float]

DEAL_GAP = 0.15
DEAL_SLIDE = 0.42
CLEAR = 0.6
BET_FLY = 0.45
GUN = 0.75
DRAW_FLY = 0.34
MOVE = 0.42
GALLOP_HOME = 0.95
TENSION = 0.65
FLIP = 0.38
HURDLE_BEAT = 0.35
FALL = 0.6
BOOST = 0.5
WIN_HOLD = 1.9
VOID_HOLD = 1.6
SETTLE_EACH = 0.26
SIPS_CALL = 0.7
SIP_FLY = 0.42
REVEAL = 0.45
RACE_END_HOLD = 1.1
SESSION_HOLD = 1.8
WIN_CONFETTI: tuple[Color, ...] = (theme.GOLD, theme.PINK, theme.CYAN, theme.INK, theme.GREEN)

LEADS = (ev.RaceStarted, ev.TrackCardLaid, ev.BetPlaced, ev.SatOut, ev.StartingGun,
         ev.CardDrawn, ev.HurdleTurned, ev.AceWon, ev.RaceVoided, ev.BetSettled,
         ev.SipsToHandOut, ev.SipGiven, ev.RaceEnded, ev.SessionEnded)
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


class Director:
    """Turns a step's events into beats on `script` that move `table` and decorate `fx`.

    `say(lines)` puts commentary on the ticker; `hooves` is the gallop's sound loop.
    """

    def __init__(self, app: App, geo: Geometry, table: Table, art: Art, script: Script,
                 fx: Effects, say: Callable[[Sequence[str]], None], hooves: Ambience,
                 names: Sequence[str], variants: frozenset[str], stumble_rank: str) -> None:
        self.app, self.geo, self.table, self.art = app, geo, table, art
        self.script, self.fx, self.say, self.hooves = script, fx, say, hooves
        self.names = list(names)
        self.variants = variants
        self.stumble_rank = stumble_rank
        decor = Decor(app, geo, table, art, fx)
        self.sound, self.banner, self.tote_figure = decor.sound, decor.banner, decor.tote_figure
        self.commentator = Commentator(self.names, geo.n)
        self._pending: list[str] = []

    def reset(self) -> None:
        """Forget lines waiting for their beat (the view syncing)."""
        self._pending = []

    # -- a step ----------------------------------------------------------------------------

    def show(self, events: Sequence[Event], obs: dict[str, Any]) -> None:
        """Queue the beats of one step's `events`; `obs` is the spectator's view after it."""
        for group in groups_of(events):
            self._pending = self.commentator.lines(group)
            self._group(group, obs)
            self._flush()
        continues = (any(isinstance(e, ev.RaceEnded) for e in events)
                     and obs["phase"] != "over")
        self.script.clip(0.0, end=lambda: self.table.snap(obs, board=not continues))

    def _flush(self) -> None:
        """Queue the group's lines still waiting, here in the show."""
        if self._pending:
            lines = list(self._pending)
            self._pending = []
            self.script.add(call(lambda: self.say(lines)))

    def _group(self, group: list[Event], obs: dict[str, Any]) -> None:
        first = group[0]
        if isinstance(first, ev.TrackCardLaid):
            self._deal(first.step)
        elif isinstance(first, ev.CardDrawn):
            self._draw(first, [e for e in group[1:] if isinstance(e, ev.AceMoved)])
        elif isinstance(first, ev.HurdleTurned):
            self._hurdle(first, group[1:])
        elif isinstance(first, ev.RaceEnded):
            self._race_ended(first, obs)
        else:
            self._flush()
            if isinstance(first, ev.RaceStarted):
                self._race_started(first)
            elif isinstance(first, ev.BetPlaced):
                self._bet(first.seat, first.suit, first.stake)
                for event in group[1:]:
                    if isinstance(event, ev.StakePaidUpFront):
                        self._up_front(event.seat, event.amount)
            elif isinstance(first, ev.SatOut):
                self._sat_out(first.seat)
            elif isinstance(first, ev.StartingGun):
                self._gun()
            elif isinstance(first, ev.AceWon):
                self._won(first.suit, list(first.order))
            elif isinstance(first, ev.RaceVoided):
                self._void()
            elif isinstance(first, ev.BetSettled):
                self._settled(first.seat, first.amount)
            elif isinstance(first, ev.SipsToHandOut):
                self._sips(first.seat, first.sips)
            elif isinstance(first, ev.SipGiven):
                self._sip_given(first.seat, first.target)
            elif isinstance(first, ev.SessionEnded):
                self._session_ended(list(first.placing))
            else:
                for event in group:
                    if isinstance(event, ev.StakePaidUpFront):
                        self._up_front(event.seat, event.amount)

    # -- the deal --------------------------------------------------------------------------

    def _race_started(self, event: ev.RaceStarted) -> None:
        table, geo = self.table, self.geo
        if table.dirty():
            self._clear()

        def start() -> None:
            totals, history = table.totals, table.history
            table.reset_race(event.race, event.races)
            table.totals, table.history = totals, history
            table.phase = "deal"
            title = (f"RACE {event.race} OF {event.races}" if event.races > 1 else "RACE DAY!")
            avoid = [geo.card_rect(p, 8) for p in geo.track_pts]
            avoid += [geo.card_rect(geo.lane_point(s, 0), 8) for s in geo.suits]
            self.banner(title, "Place your bets once the track is laid", theme.PANEL_HI, 1.0,
                        avoid=avoid)
            self.sound("shuffle")

        self.script.clip(0.25, start=start)

    def _clear(self) -> None:
        """Sweep the finished race off the table: cards back to the pile, aces to the gate."""
        table, geo, art = self.table, self.geo, self.art
        moves: dict[str, float] = {}

        def start() -> None:
            self.sound("shuffle")
            pile = geo.pile_pt
            for k, slot in enumerate(table.slots):
                if slot.laid:
                    image = art.face(slot.face) if slot.showing_face and slot.face else art.back
                    self.fx.add(Flyer(art.back, geo.track_pts[k], pile, CLEAR, back=image,
                                      arc=30 + 6 * k, ease=ease_in))
                    slot.laid = False
            for k, card in enumerate(table.discard[-3:]):
                self.fx.add(Flyer(art.back, geo.dealer_pt, pile, CLEAR * 0.8,
                                  back=art.face(card), arc=20 + 8 * k, ease=ease_in))
            table.discard = []
            table.winner, table.order, table.void = None, [], False
            table.chosen = [False] * table.players
            table.riding = [False] * table.players
            for suit, ace in table.aces.items():
                moves[suit] = ace.at

        def step(t: float) -> None:
            for suit, start_at in moves.items():
                table.aces[suit].at = start_at * (1 - ease_in_out(t))

        self.script.clip(CLEAR, start=start, step=step)

    def _deal(self, step_no: int) -> None:
        table, geo = self.table, self.geo
        k = step_no - 1

        def start() -> None:
            if not 0 <= k < table.n:
                return
            slot = table.slots[k]
            slot.laid, slot.incoming, slot.face, slot.showing_face = True, True, None, False
            table.pile_count = max(0, table.pile_count - 1)
            self.sound("deal")
            seed = table.race_no * 131 + step_no * 17

            def rest() -> None:
                slot.incoming = False

            flick = CardFlick(geo.pile_pt, geo.track_pts[k], seed, duration=DEAL_SLIDE)
            self.fx.add(Flick(flick, self.art.back, rest))

        self.script.clip(DEAL_GAP, start=start)

    # -- the bets --------------------------------------------------------------------------

    def _bet(self, seat: int, suit: str, stake: int) -> None:
        table, geo = self.table, self.geo

        def start() -> None:
            table.bets[seat] = (suit, stake)
            table.chosen[seat] = True
            self.sound("coin")
            row = geo.row_rect(seat)
            ace = geo.lane_point(suit, table.aces[suit].at)
            target = geo.rider_pos(suit, seat, ace, table.bets)
            token = self.art.token(seat, geo.chip_radius, self.app.settings.colour_blind)
            self.fx.add(Flyer(token, (row.left + 18, row.centery), target, BET_FLY, arc=60,
                              lift=0.5))

        def end() -> None:
            table.riding[seat] = True

        self.script.clip(BET_FLY, start=start, end=end)

    def _sat_out(self, seat: int) -> None:
        def start() -> None:
            self.table.chosen[seat] = True
            self.table.bets[seat] = None
            self.sound("click")

        self.script.clip(0.3, start=start)

    def _up_front(self, seat: int, amount: int) -> None:
        def start() -> None:
            self.table.race_pay[seat] -= amount
            self.table.pay_shown[seat] = True
            self.tote_figure(seat, signed(-amount), theme.RED)

        self.script.clip(0.3, start=start)

    def _gun(self) -> None:
        table = self.table

        def start() -> None:
            table.phase = "race"
            table.current = None
            self.sound("bell")
            self.banner("AND THEY'RE OFF!", "", theme.PINK, 0.7)

        def step(t: float) -> None:
            for ace in table.aces.values():
                ace.lift = hop(t) * self.geo.card_h * 0.3
                ace.tilt = 10 * math.sin(t * math.pi)

        def end() -> None:
            for ace in table.aces.values():
                ace.lift = ace.tilt = 0.0

        self.script.clip(GUN, start=start, step=step, end=end)

    # -- the race --------------------------------------------------------------------------

    def _draw(self, drawn: ev.CardDrawn, moves: list[ev.AceMoved]) -> None:
        table, geo, art = self.table, self.geo, self.art
        wild = "stumble" in self.variants and rank_of(drawn.card) == self.stumble_rank

        def start() -> None:
            table.pile_count = drawn.pile_left
            self.sound("flip")
            self.fx.add(Flyer(art.face(drawn.card), geo.pile_pt, geo.dealer_pt, DRAW_FLY,
                              back=art.back, arc=geo.card_h * 0.5, lift=0.35, ease=ease_out,
                              shadow=art.shadow))

        def end() -> None:
            table.discard.append(drawn.card)
            if wild:
                self.banner("WILD CARD!", "every ace behind the leader moves up", theme.ORANGE,
                            0.6, small=True)

        self.script.clip(DRAW_FLY, start=start, end=end)
        self._flush()
        if not moves:
            return
        if all(m.cause == "stumble" for m in moves):
            self._moves([(m.suit, m.from_step, m.to_step) for m in moves], MOVE * 1.1)
            return
        for m in moves:
            if m.to_step > table.n:
                self._gallop_home(m.suit, m.from_step, m.to_step)
            else:
                self._moves([(m.suit, m.from_step, m.to_step)], MOVE)

    def _moves(self, moves: list[tuple[str, int, int]], duration: float) -> None:
        """Aces galloping a step (together, for a wild card's sweep)."""
        self._gallop(moves, duration, strides=2, height=0.22, tilt=-8)

    def _gallop_home(self, suit: str, a: int, b: int) -> None:
        """The winner's gallop past the last card and over the finish line."""
        self._gallop([(suit, a, b)], GALLOP_HOME, strides=3, height=0.28, tilt=-10, home=True,
                     sound="crowd")

    def _gallop(self, moves: list[tuple[str, int, int]], duration: float, *, strides: int,
                height: float, tilt: float, home: bool = False, sound: str = "") -> None:
        """Aces moving down their lanes (`moves`: suit, from, to), bobbing `strides` times,
        `height` card heights high, tilting `tilt` degrees (forward; back for a step back,
        unless `home`), with `sound` as they set off."""
        aces, card_h = self.table.aces, self.geo.card_h
        lanes = [animate(aces[suit], duration=duration, initial={"at": float(a)}, at=float(b))
                 for suit, a, b in moves]

        def start() -> None:
            for suit, _, _ in moves:
                aces[suit].moving = True
            if sound:
                self.sound(sound)

        def bob(t: float) -> None:
            for suit, a, b in moves:
                ace = aces[suit]
                ace.lift = abs(math.sin(t * math.pi * strides)) * card_h * height
                ace.tilt = tilt * math.sin(t * math.pi * strides) * (1 if home or b >= a else -1)

        def end() -> None:
            for suit, _, _ in moves:
                ace = aces[suit]
                ace.lift, ace.tilt, ace.moving = 0.0, 0.0, False

        self.script.add(parallel(*lanes, Clip(duration, start, bob, end)))

    def _hurdle(self, turned: ev.HurdleTurned, rest: list[Event]) -> None:
        table, geo = self.table, self.geo
        k = turned.step - 1
        if not 0 <= k < table.n:
            self._flush()
            return
        slot = table.slots[k]
        fall = next((e for e in rest if isinstance(e, ev.HurdleFellBack)), None)
        boost = next((e for e in rest if isinstance(e, ev.AceMoved) and e.cause == "turbo"),
                     None)

        def tension_start() -> None:
            table.spot, table.spot_suit = k, turned.suit
            self.sound("dice")

        def tension(t: float) -> None:
            table.dim = min(1.0, t / 0.45)
            slot.shiver = t

        self.script.clip(TENSION, start=tension_start, step=tension)

        def flip_start() -> None:
            self.sound("flip")
            slot.shiver = 0.0

        def flip(t: float) -> None:
            slot.squash = abs(math.cos(math.pi * t))
            slot.showing_face = t >= 0.5
            slot.face = turned.card
            slot.lift = hop(t) * 0.3

        def flip_end() -> None:
            slot.squash, slot.lift, slot.showing_face = 1.0, 0.0, True
            name = SUIT_NAMES.get(turned.suit, turned.suit).upper()
            ace = table.aces.get(turned.suit)
            avoid = [geo.card_rect(geo.track_pts[k], 16)]
            moved = fall or boost
            if ace is not None:
                avoid.append(geo.card_rect(geo.lane_point(turned.suit, ace.at), 16))
            if moved is not None:
                avoid.append(geo.card_rect(geo.lane_point(turned.suit, moved.to_step), 16))
            symbol = theme.SUIT_SYMBOLS[turned.suit]
            if boost is not None:
                self.banner("TURBO!", f"{symbol} {name} gets a kick", theme.CYAN, 0.8,
                            ink=theme.BG_DEEP, avoid=avoid)
            else:
                self.banner(f"HURDLE {turned.step}!", f"{symbol} {name} stumbles back",
                            theme.RED, 0.8, avoid=avoid)

        self.script.clip(FLIP, start=flip_start, step=flip, end=flip_end)
        self._flush()
        self.script.clip(HURDLE_BEAT)
        if fall is not None:
            self._fall(fall.suit, fall.from_step, fall.to_step)
        elif boost is not None:
            self._boost(boost.suit, boost.from_step, boost.to_step)
        else:
            self.script.clip(0.2, end=self._lights_up)

    def _lights_up(self) -> None:
        self.table.spot, self.table.spot_suit, self.table.dim = None, None, 0.0

    def _fall(self, suit: str, a: int, b: int) -> None:
        table = self.table
        ace, card_w, card_h = table.aces[suit], self.geo.card_w, self.geo.card_h

        def start() -> None:
            self.sound("stumble")
            table.spot_suit = suit

        def step(t: float) -> None:
            ace.at = a + (b - a) * ease_out(min(1.0, t * 1.4))
            ace.shake = math.sin(t * 46) * (1 - t) * card_w * 0.16
            ace.tilt = math.sin(t * 30) * (1 - t) * 14
            ace.flash = 1 - t
            ace.lift = hop(min(1.0, t * 1.6)) * card_h * 0.15
            table.dim = max(0.0, 1 - max(0.0, t - 0.4) / 0.6)

        def end() -> None:
            ace.at, ace.shake, ace.tilt, ace.flash, ace.lift = float(b), 0.0, 0.0, 0.0, 0.0
            self._lights_up()

        self.script.clip(FALL, start=start, step=step, end=end)

    def _boost(self, suit: str, a: int, b: int) -> None:
        table = self.table
        ace, card_h = table.aces[suit], self.geo.card_h

        def start() -> None:
            self.sound("whoosh")
            table.spot_suit = suit
            ace.moving = True

        def step(t: float) -> None:
            ace.at = a + (b - a) * ease_out_back(t)
            ace.lift = hop(t) * card_h * 0.3
            ace.tilt = -14 * hop(t)
            table.dim = max(0.0, 1 - max(0.0, t - 0.4) / 0.6)

        def end() -> None:
            ace.at, ace.lift, ace.tilt, ace.moving = float(b), 0.0, 0.0, False
            self._lights_up()

        self.script.clip(BOOST, start=start, step=step, end=end)

    def _won(self, suit: str, order: list[str]) -> None:
        table, geo = self.table, self.geo

        def start() -> None:
            table.winner, table.order = suit, order
            table.phase = "payout"
            self.hooves.stop()
            self.sound("fanfare")
            name = SUIT_NAMES.get(suit, suit).upper()
            x, y = geo.lane_point(suit, table.n + 1)
            self.banner(f"{theme.SUIT_SYMBOLS[suit]} {name} WINS!", "first past the last card",
                        darken(theme.SUIT_COLORS[suit], 0.15), WIN_HOLD - 0.3,
                        avoid=[geo.card_rect((x, y), 20)])
            confetti = Confetti(TABLE.inflate(-2 * RAIL, -2 * RAIL), seed=table.race_no * 7,
                                count=40, colors=(theme.SUIT_COLORS[suit], *WIN_CONFETTI))
            confetti.burst((x, y), count=110, speed=900.0, spread=70.0)
            self.fx.confetti = confetti

        self.script.clip(WIN_HOLD, start=start)

    def _void(self) -> None:
        def start() -> None:
            self.table.void = True
            self.table.phase = "payout"
            self.hooves.stop()
            self.sound("bell")
            self.banner("VOID RACE", "the pile ran out - nobody pays", (90, 86, 120),
                        VOID_HOLD - 0.3)

        self.script.clip(VOID_HOLD, start=start)

    # -- the payout ------------------------------------------------------------------------

    def _settled(self, seat: int, amount: int) -> None:
        def start() -> None:
            self.table.race_pay[seat] += amount
            self.table.pay_shown[seat] = True
            color = theme.GREEN if amount > 0 else (theme.INK_DIM if amount == 0 else theme.RED)
            self.tote_figure(seat, signed(amount), color)
            self.sound("coin" if amount > 0 else "click")

        self.script.clip(SETTLE_EACH, start=start)

    def _sips(self, seat: int, sips: int) -> None:
        def start() -> None:
            self.table.sips_left[seat] = sips
            self.table.current = seat
            self.table.phase = "handout"
            self.sound("bell")
            self.banner(f"{self.names[seat].upper()} HANDS OUT {sips}",
                        "sips for the others, one at a time", theme.ORANGE, SIPS_CALL,
                        small=True, ink=theme.BG_DEEP)

        self.script.clip(SIPS_CALL, start=start)

    def _sip_given(self, seat: int, target: int) -> None:
        table, geo = self.table, self.geo

        def start() -> None:
            table.sips_left[seat] = max(0, table.sips_left.get(seat, 1) - 1)
            self.sound("whoosh")
            a, b = geo.row_rect(seat), geo.row_rect(target)
            x = geo.columns()[1] - 24
            self.fx.add(Flyer(self.art.glass, (x, a.centery), (x, b.centery), SIP_FLY,
                              arc=40 + 12 * abs(seat - target), lift=0.6), "tote")

        def end() -> None:
            table.race_pay[target] -= 1
            table.pay_shown[target] = True
            self.tote_figure(target, "−1", theme.ORANGE, icon=True)
            self.sound("click")

        self.script.clip(SIP_FLY, start=start, end=end)

    def _race_ended(self, event: ev.RaceEnded, obs: dict[str, Any]) -> None:
        table = self.table
        history = obs["history"]
        track = history[-1]["track"] if history else []

        def start() -> None:
            table.current = None
            table.sips_left = {}
            if any(s.laid and not s.showing_face for s in table.slots):
                self.sound("flip")

        def step(t: float) -> None:
            for k, slot in enumerate(table.slots):
                if not slot.laid or (slot.showing_face and slot.squash == 1.0):
                    continue
                if k >= len(track):
                    continue
                u = min(1.0, max(0.0, t * 1.6 - k * 0.6 / max(1, table.n)))
                slot.face = track[k]
                slot.squash = abs(math.cos(math.pi * u)) if u < 1 else 1.0
                slot.showing_face = u >= 0.5

        def end() -> None:
            for k, slot in enumerate(table.slots):
                if slot.laid and k < len(track):
                    slot.face, slot.showing_face, slot.squash = track[k], True, 1.0
            table.totals = list(event.totals)
            table.history = [r["winner"] for r in history]
            if table.races > 1:
                for seat in range(table.players):
                    self.fx.flashes.add(seat, theme.GOLD, 1.2)

        self.script.clip(REVEAL, start=start, step=step, end=end)
        self._flush()
        self.script.clip(RACE_END_HOLD)

    def _session_ended(self, placing: list[int]) -> None:
        def start() -> None:
            best = min(placing) if placing else 1
            top = [self.names[s] for s, p in enumerate(placing) if p == best]
            self.table.phase = "over"
            self.sound("fanfare")
            title = "SESSION OVER" if self.table.races > 1 else "RACE OVER"
            self.banner(title, "Top of the table: " + " & ".join(top), theme.PANEL_HI,
                        SESSION_HOLD + 1.0)
            colors = [theme.SEAT_COLORS[s % len(theme.SEAT_COLORS)]
                      for s, p in enumerate(placing) if p == best]
            self.fx.confetti = Confetti(TABLE.inflate(-2 * RAIL, -2 * RAIL), seed=99, count=90,
                                        colors=(*colors, theme.GOLD, theme.INK))

        self.script.clip(SESSION_HOLD, start=start)

__all__ = ["LEADS", "Director", "groups_of"]
