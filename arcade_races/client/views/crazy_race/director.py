"""The Crazy Race director: each event of the rules becomes beats on the stage's script.

A card dealt flies from its pile to a hand; a track card slides onto its piece and stretches or
shrinks it; an action card is thrown at a rival and stamped, or shattered by a cancel; the dice
are thrown into the tray and the pawn hops space by space, cups flying off at the stage ends;
the race decided, the bet cards turn over and the cups are laid on them stage by stage. A die
roll leads the cups, move and arrival it causes. Each event gets the race caller's lines where
the show reaches it; the step ends with the table snapping to the observation. Decorations go
to the effects layer (lanes "board" and "top") and never hold the game up.

The race's end (a pawn home, the race decided, the reveal) is `finale`'s part, the calls a beat
is made of are `beats`'; `Director` builds on both.

Timing is in seconds of animation time (the scene scales it by the speed).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from arcade_races.client import theme
from arcade_races.client.physics import MAX_THROW_TIME, CardFlick
from arcade_races.client.physics.render import lighten
from arcade_races.client.stage.effects import Flick, signed
from arcade_races.client.stage.motion import ease_in, ease_in_out, ease_out, hop
from arcade_races.client.stage.motion import lerp_point as lerp
from arcade_races.client.views.crazy_race.art import (
    ACTIONS,
    CARD_CREAM,
    STAMPS,
    ordinal,
)
from arcade_races.client.views.crazy_race.effects import Fly, Rise, Shards
from arcade_races.client.views.crazy_race.finale import CUP_FLY, Finale
from arcade_races.client.views.crazy_race.model import Morph, Spot
from arcade_races.core.events import Event
from arcade_races.games.crazy_race import events as ev

Color = tuple[int, int, int]
Vec = tuple[float, float]

DEAL_GAP = 0.08
DEAL_FLY = 0.34
DRAW_FLY = 0.34
LAY_SLIDE = 0.62
MORPH = 0.5
SHIFT_FLY = 0.62
TOSS_FLY = 0.42
THROW = 0.62
STAMP_BEAT = 0.55
ANSWER_BEAT = 0.3
SHATTER = 0.55
THROW_MAX = MAX_THROW_TIME + 0.2
SUM_BEAT = 0.22
HOP = 0.16
RESHUFFLE = 0.7


class Director(Finale):
    """Turns events into beats on `script`, decorations into `fx`, lines into `push`."""

    def show(self, shown: Sequence[Event], obs: dict[str, Any]) -> None:
        """Queue the beats of one step's events; `obs` is the public observation after it,
        which the table snaps to at the end."""
        events = list(shown)
        i = 0
        while i < len(events):
            event = events[i]
            if isinstance(event, ev.DiceRolled):
                seat = event.seat
                cups: list[ev.CupWon] = []
                moved: ev.PawnMoved | None = None
                home: ev.PawnFinished | None = None
                j = i + 1
                while j < len(events):
                    e = events[j]
                    if isinstance(e, ev.CupWon) and e.seat == seat and moved is None:
                        cups.append(e)
                    elif isinstance(e, ev.PawnMoved) and e.seat == seat and moved is None:
                        moved = e
                    elif isinstance(e, ev.PawnFinished) and e.seat == seat:
                        home = e
                    else:
                        break
                    j += 1
                self.q_roll(event, cups, moved, home)
                i = j
                continue
            self.queue(event, obs)
            i += 1
        self.add(0.0, end=lambda: self.model.snap(obs))

    def queue(self, event: Event, obs: dict[str, Any]) -> None:
        if isinstance(event, ev.CardDealt):
            self.q_dealt(event)
            return
        self.comment([event])
        if isinstance(event, ev.TurnStarted):
            self.q_turn(event)
        elif isinstance(event, ev.TrackCardLaid):
            self.q_laid(event)
        elif isinstance(event, ev.TrackCardDropped):
            self.q_dropped(event)
        elif isinstance(event, ev.TrackCardShifted):
            self.q_shifted(event)
        elif isinstance(event, ev.ActionPlayed):
            self.q_played(event)
        elif isinstance(event, ev.ActionAccepted):
            self.q_accepted(event)
        elif isinstance(event, ev.ActionCancelled):
            self.q_cancelled(event)
        elif isinstance(event, ev.ActionTossed):
            self.q_tossed(event)
        elif isinstance(event, ev.TurnSkipped):
            self.q_lying_used(event.seat, "skip")
        elif isinstance(event, ev.OnTurnAgain):
            self.q_lying_used(event.seat, "again")
        elif isinstance(event, ev.CupWon):
            self.q_cup_given(event)
        elif isinstance(event, ev.PileReshuffled):
            self.q_reshuffle(event, obs)
        elif isinstance(event, ev.RaceFinished):
            self.q_decided(event)
        elif isinstance(event, ev.BetsRevealed):
            self.q_reveal(event)
        elif isinstance(event, ev.PawnMoved):
            self.q_hops(event.seat, list(event.path), [])

    def q_dealt(self, event: ev.CardDealt) -> None:
        seat, kind = event.seat, event.kind
        dealing = self.model.phase == "deal"
        index = 0 if kind == "track" else 1

        def start() -> None:
            src: Vec
            if kind == "bet":
                src = (self.lay.tray_rect.centerx, self.lay.tray_rect.centery)
            else:
                src = self.lay.pile_pt[kind]
                self.model.piles[kind] = max(0, self.model.piles[kind] - 1)
                self.model.incoming[seat][index] += 1
            self.sound("deal")
            image = self.art.back(kind, (self.lay.pile_w, self.lay.pile_h))

            def landed() -> None:
                if kind == "bet":
                    self.model.has_bet[seat] = True
                    return
                self.model.incoming[seat][index] = max(0, self.model.incoming[seat][index] - 1)
                self.model.counts[seat][index] += 1

            spin = self._rng.uniform(-200, 200)
            self.fx.add(Fly(image, src, self.lay.hand_xy(seat),
                                     DEAL_FLY if dealing else DRAW_FLY, arc=30, spin=(0, spin),
                                     scale=(1.0, 0.45), on_done=landed))

        self.add(DEAL_GAP if dealing else DRAW_FLY, start=start)

    def q_turn(self, event: ev.TurnStarted) -> None:
        seat = event.seat

        def start() -> None:
            self.model.current = seat
            if event.extra:
                self.sound("bell")
                self.stamp(seat, "AGAIN!", STAMPS["again"][1])

        self.add(STAMP_BEAT if event.extra else 0.12, start=start)

    def q_laid(self, event: ev.TrackCardLaid) -> None:
        spot = (event.track, event.piece)
        seat, value = event.seat, event.value

        def start() -> None:
            self.model.hidden.add(spot)
            self.model.cards[spot[0]][spot[1]] = value
            self.model.counts[seat][0] = max(0, self.model.counts[seat][0] - 1)
            self.sound("deal")
            _, _, mid, angle, _ = self.lay.geo[spot[0]][spot[1]]
            flick = CardFlick(self.lay.hand_xy(seat), mid, seed=self._rng.randrange(1 << 30),
                              final_angle=angle, duration=LAY_SLIDE)
            self.fx.add(Flick(flick, self.art.piece_face(value, spot[1])))

        self.add(LAY_SLIDE, start=start)
        self.q_morph(spot, event.before, value)

    def q_morph(self, spot: Spot, before: int, after: int) -> None:
        def start() -> None:
            self.model.hidden.discard(spot)
            self.model.morphs[spot] = Morph(before, after)
            change = after - before
            self.sound("whoosh" if change else "click")
            if change:
                color = theme.GOLD if change > 0 else theme.CYAN
                image = self.art.tag(signed(change), color)
                _, _, mid, _, _ = self.lay.geo[spot[0]][spot[1]]
                self.fx.add(Rise(image, (mid[0], mid[1] - self.lay.hb - 8), life=1.0,
                                             rise=26))

        def step(t: float) -> None:
            morph = self.model.morphs.get(spot)
            if morph is not None:
                morph.t = t

        def end() -> None:
            self.model.morphs.pop(spot, None)

        self.add(MORPH, start=start, step=step, end=end)

    def q_dropped(self, event: ev.TrackCardDropped) -> None:
        seat, value = event.seat, event.value

        def start() -> None:
            self.model.counts[seat][0] = max(0, self.model.counts[seat][0] - 1)
            self.sound("flip")
            size = (self.lay.pile_w, self.lay.pile_h)
            self.fx.add(Fly(self.art.track_discard_face(value), self.lay.hand_xy(seat),
                                     self.lay.discard_xy("track"), TOSS_FLY, arc=50,
                                     spin=(90, 6), back=self.art.back("track", size)))

        def end() -> None:
            self.model.discards["track"] += 1
            self.model.top_track = value

        self.add(TOSS_FLY, start=start, end=end)

    def q_shifted(self, event: ev.TrackCardShifted) -> None:
        src, dst = (event.from_track, event.from_piece), (event.to_track, event.to_piece)
        value = event.value
        self.q_action_to_discard(event.seat, "move")

        def start() -> None:
            self.model.cards[src[0]][src[1]] = -1
            self.model.cards[dst[0]][dst[1]] = value
            self.model.hidden.add(dst)
            self.sound("whoosh")
            a = self.lay.geo[src[0]][src[1]]
            b = self.lay.geo[dst[0]][dst[1]]
            self.fx.add(Fly(self.art.piece_face(value, dst[1]), a[2], b[2], SHIFT_FLY,
                                     arc=70, spin=(a[3], b[3] + 360), scale=(1.0, 1.0)))

        self.add(SHIFT_FLY, start=start)
        self.q_morph(dst, self.lay.spaces, value)

    def q_action_to_discard(self, seat: int, kind: str) -> None:
        def start() -> None:
            self.model.counts[seat][1] = max(0, self.model.counts[seat][1] - 1)
            self.sound("flip")
            size = self.lay.lying_size(seat)
            pile = (self.lay.pile_w, self.lay.pile_h)
            self.fx.add(Fly(self.art.action_face(kind, pile), self.lay.hand_xy(seat),
                            self.lay.discard_xy("action"), TOSS_FLY,
                            arc=50, spin=(120, -6), back=self.art.back("action", size),
                                     scale=(0.8, 1.0)))

        def end() -> None:
            self.model.discards["action"] += 1
            self.model.top_action = kind

        self.add(TOSS_FLY * 0.6, start=start)
        self.add(TOSS_FLY * 0.4, end=end)

    def q_tossed(self, event: ev.ActionTossed) -> None:
        self.q_action_to_discard(event.seat, event.kind)

    def q_played(self, event: ev.ActionPlayed) -> None:
        seat, target, kind = event.seat, event.target, event.kind

        def start() -> None:
            self.model.counts[seat][1] = max(0, self.model.counts[seat][1] - 1)
            self.sound("whoosh")
            image = self.art.action_face(kind, self.lay.lying_size(target))
            self.fx.add(Fly(image, self.lay.hand_xy(seat), self.lay.lying_xy(target), THROW,
                                     arc=110, spin=(-540, 8), scale=(1.7, 1.0), ease=ease_out))

        def end() -> None:
            self.model.pending = (seat, target, kind)
            words, color = STAMPS.get(kind, ("!", theme.PINK))
            self.stamp(target, words, color)
            self.sound("stumble" if kind == "skip" else "bell")
            self.fx.flashes.add(target, color, 0.8)

        self.add(THROW, start=start, end=end)
        self.add(STAMP_BEAT)

    def q_accepted(self, event: ev.ActionAccepted) -> None:
        def start() -> None:
            self.model.pending = None
            self.model.lying[event.target] = event.kind
            self.sound("click")
            self.fx.flashes.add(event.target, theme.INK_DIM, 0.4)

        self.add(ANSWER_BEAT, start=start)

    def q_cancelled(self, event: ev.ActionCancelled) -> None:
        target, kind = event.target, event.kind
        spot = self.lay.lying_xy(target)

        def start() -> None:
            self.model.counts[target][1] = max(0, self.model.counts[target][1] - 1)
            self.sound("whoosh")
            image = self.art.action_face("cancel", self.lay.lying_size(target))
            self.fx.add(Fly(image, self.lay.hand_xy(target), spot, SHATTER * 0.5, arc=40,
                                     spin=(200, -10), scale=(1.4, 1.0), ease=ease_in))

        def crash() -> None:
            self.model.pending = None
            self.sound("stumble")
            colors = [ACTIONS[kind][2], ACTIONS["cancel"][2], CARD_CREAM]
            self.fx.add(Shards(spot, colors, self._rng.randrange(1 << 30),
                                        self.lay.lying_size(target)[1]))
            size = (self.lay.pile_w, self.lay.pile_h)
            for k, card in enumerate((kind, "cancel")):
                self.fx.add(Fly(self.art.action_face(card, size), spot,
                                         self.lay.discard_xy("action"), SHATTER, arc=60 + 30 * k,
                                         spin=(30 - 60 * k, 8), scale=(0.7, 1.0),
                                         delay=0.08 * k))
            self.stamp(target, "CANCELLED", (96, 96, 210))

        def end() -> None:
            self.model.discards["action"] += 2
            self.model.top_action = "cancel"

        self.add(SHATTER * 0.5, start=start, end=crash)
        self.add(SHATTER + 0.1, end=end)

    def q_lying_used(self, seat: int, kind: str) -> None:
        """A card lying before `seat` takes effect at its turn, then goes to the discard."""

        def start() -> None:
            self.model.current = seat
            self.model.lying[seat] = ""
            words = "SKIPPED" if kind == "skip" else "TWICE!"
            self.stamp(seat, words, STAMPS[kind][1])
            self.sound("stumble" if kind == "skip" else "bell")
            self.fx.add(Fly(self.art.action_face(kind, self.lay.lying_size(seat)),
                            self.lay.lying_xy(seat), self.lay.discard_xy("action"), TOSS_FLY,
                            arc=60, spin=(8, 200), scale=(1.0, 1.2), delay=0.25))

        def end() -> None:
            self.model.discards["action"] += 1
            self.model.top_action = kind

        self.add(STAMP_BEAT + 0.25, start=start, end=end)

    def q_reshuffle(self, event: ev.PileReshuffled, obs: dict[str, Any]) -> None:
        kind = event.kind
        after = obs["cards"]

        def start() -> None:
            self.sound("shuffle")
            self.ribbon("RESHUFFLE", f"the {kind} pile is refilled", theme.PANEL_HI, 0.5,
                         small=True)
            pile = self.lay.pile_pt[kind]
            size = (self.lay.pile_w, self.lay.pile_h)
            for k in range(min(5, max(1, event.cards // 4))):
                self.fx.add(Fly(self.art.back(kind, size), self.lay.discard_xy(kind), pile,
                                         RESHUFFLE * 0.7, arc=30 + 12 * k, spin=(0, 180),
                                         delay=0.06 * k))
            self.model.discards[kind] = 0
            if kind == "track":
                self.model.top_track = None
                k = 0
                for t, row in enumerate(self.model.cards):
                    for p, value in enumerate(row):
                        if value >= 0 and after[t][p] < 0:
                            row[p] = -1
                            g = self.lay.geo[t][p]
                            self.fx.add(Fly(self.art.piece_face(value, p), g[2], pile,
                                                     RESHUFFLE * 0.8, arc=50, spin=(g[3], 90),
                                                     delay=0.05 * k))
                            k += 1
            else:
                self.model.top_action = None

        def end() -> None:
            self.model.piles[kind] += event.cards

        self.add(RESHUFFLE, start=start, end=end)

    def q_roll(self, rolled: ev.DiceRolled, cups: list[ev.CupWon], moved: ev.PawnMoved | None,
                home: ev.PawnFinished | None) -> None:
        seat = rolled.seat
        faces = list(rolled.faces)
        self.comment([rolled])

        def throw() -> None:
            self.model.current = seat
            self.sound("dice")
            self.model.throws += 1
            color = lighten(self.art.pawn_color(seat), 0.15)
            faces_of = [self.dice_faces[k % len(self.dice_faces)] for k in range(len(faces))]
            try:
                self.tray.throw(faces, faces=faces_of, colors=[color])
            except ValueError:
                self.tray.throw(faces, faces=[tuple(range(1, max(faces) + 1))] * len(faces))

        self.add(THROW_MAX, start=throw, until=lambda: self.tray.settled)

        def total() -> None:
            # (What the pawn is about to run, not "to go": that read as the spaces left.)
            image = self.art.tag(f"{sum(faces)} spaces", theme.GOLD, 20)
            self.top(Rise(image, (self.lay.tray_rect.centerx, self.lay.tray_rect.top + 34),
                                        life=1.1, rise=18))

        self.add(SUM_BEAT, start=total)
        if moved is not None:
            self.q_hops(seat, list(moved.path), cups)
        if home is not None:
            self.q_home(seat, home.order)

    def q_hops(self, seat: int, path: list[tuple[int, int]], cups: list[ev.CupWon]) -> None:
        hops = len(path) - 1
        if hops <= 0:
            return
        at_hop: dict[int, list[ev.CupWon]] = {}
        for cup in cups:
            line = cup.stage * self.lay.per_stage - 1
            h = next((k for k in range(hops) if path[k][0] <= line < path[k + 1][0]),
                     hops - 1)
            at_hop.setdefault(h, []).append(cup)
        last_cup = max(at_hop) if at_hop else -1
        done = [-1]
        lift = self.lay.pawn_r * 1.5

        def land(k: int) -> None:
            self.model.pawn_at[seat] = path[k + 1]
            self.sound("click")
            for cup in at_hop.get(k, []):
                self.cup_pop(cup.seat, cup.stage - 1, cup.place)
                self.push(self.commentator.lines([cup]))

        def step(t: float) -> None:
            k = min(hops - 1, int(t * hops))
            while done[0] < k - 1:
                done[0] += 1
                land(done[0])
            u = t * hops - k
            a = self.lay.pawn_xy(seat, *path[k])
            b = self.lay.pawn_xy(seat, *path[k + 1])
            self.model.pawn_anim[seat] = (lerp(a, b, ease_in_out(u)), hop(u) * lift)

        def end() -> None:
            while done[0] < hops - 1:
                done[0] += 1
                land(done[0])
            self.model.pawn_anim.pop(seat, None)
            self.model.pawn_at[seat] = path[-1]

        self.add(HOP * hops, step=step, end=end)
        if last_cup >= 0:
            self.add(max(0.0, CUP_FLY - HOP * (hops - 1 - last_cup)))

    def cup_pop(self, seat: int, stage: int, place: int) -> None:
        """A cup handed out at a stage's end flies to its winner's panel."""
        self.model.next_cup[stage] = max(self.model.next_cup[stage], place + 1)
        self.sound("coin")
        image = self.art.trophy(place, max(22, round(self.lay.step_px * 2.4)))

        def landed() -> None:
            self.model.cups[seat][stage] = place
            self.fx.flashes.add(seat, self.art.stage_colors[stage], 0.7)

        start = self.lay.stage_end_xy(seat, stage)
        self.fx.add(Fly(image, start, self.lay.cup_xy(seat, stage), CUP_FLY, arc=70,
                                 scale=(1.5, 0.75), ease=ease_in_out, on_done=landed))
        words = self.art.tag(f"{ordinal(place)} in stage {stage + 1}!", theme.GOLD, 16)
        self.fx.add(Rise(words, (start[0], start[1] - 14), life=1.1, rise=24))


__all__ = ["Director"]
