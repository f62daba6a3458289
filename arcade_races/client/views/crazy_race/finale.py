"""The end of a Crazy Race on the stage: a pawn home, the race decided, the last pawn's cups,
the bet cards turned over and the cups laid on them stage by stage.

Timing is in seconds of animation time (the scene scales it by the speed).
"""

from __future__ import annotations

from arcade_races.client import theme
from arcade_races.client.physics import Confetti
from arcade_races.client.physics.render import darken
from arcade_races.client.stage.zones import STAGE as BOARD
from arcade_races.client.views.crazy_race.art import CONFETTI_COLORS, ink_on, ordinal
from arcade_races.client.views.crazy_race.beats import Beats
from arcade_races.client.views.crazy_race.effects import Fly, Rise
from arcade_races.client.views.crazy_race.model import Reveal
from arcade_races.games.crazy_race import events as ev

CUP_FLY = 0.75
FINISH_HOLD = 0.9
DECIDED = 1.3
REVEAL_IN = 0.45
REVEAL_FLIP = 0.55
REVEAL_LAY = 0.5
REVEAL_JUDGE = 0.7
REVEAL_RANK = 0.8
REVEAL_HOLD = 2.0


class Finale(Beats):
    """The race's end as beats: the director's part after the last roll."""

    def q_cup_given(self, event: ev.CupWon) -> None:
        """Cups from the pile for the last pawn when the race is decided."""
        stage = event.stage - 1

        def start() -> None:
            self.model.next_cup[stage] = max(self.model.next_cup[stage], event.place + 1)
            self.sound("coin")
            image = self.art.trophy(event.place, max(22, round(self.lay.step_px * 2.4)))

            def landed() -> None:
                self.model.cups[event.seat][stage] = event.place

            self.fx.add(Fly(image, self.lay.cups_pile_xy(stage),
                                     self.lay.cup_xy(event.seat, stage), CUP_FLY, arc=60,
                                     scale=(1.2, 0.75), on_done=landed))

        self.add(0.3, start=start)
        self.add(0.0 if event.stage < self.lay.stages else CUP_FLY - 0.3)

    def q_home(self, seat: int, order: int) -> None:
        """A pawn across the finish line: its ribbon and a burst of its colour."""
        def start() -> None:
            if seat not in self.model.finished:
                self.model.finished.append(seat)
            self.sound("crowd")
            x, y = self.lay.pawn_xy(seat, self.lay.pieces, 0)
            self.ribbon(f"{self.lay.names[seat].upper()} IS HOME!",
                         f"{ordinal(order)} across the finish line",
                         darken(self.art.pawn_color(seat), 0.25),
                         FINISH_HOLD - 0.2, small=True,
                         ink=ink_on(darken(self.art.pawn_color(seat),
                                            0.25)))
            self.fx.confetti = Confetti(BOARD, seed=seat * 31 + order, count=30,
                                     colors=(self.art.pawn_color(seat),
                                             *CONFETTI_COLORS))
            self.fx.confetti.burst((x, y), count=70, speed=700.0, spread=70.0)

        self.add(FINISH_HOLD, start=start)

    def q_decided(self, event: ev.RaceFinished) -> None:
        """The race decided: the bell and the ribbon saying who takes the places left."""
        def start() -> None:
            self.sound("bell")
            self.ribbon("RACE DECIDED", f"{self.lay.names[event.last]} takes the places left",
                         theme.PANEL_HI, DECIDED - 0.3)

        self.add(DECIDED, start=start)

    def q_reveal(self, event: ev.BetsRevealed) -> None:
        """The bet cards come in and turn over, the stages are judged, the seats ranked."""
        reveal = Reveal.of(event.bets, event.placings, event.scores)

        def show(t: float) -> None:
            reveal.shown = t

        def begin() -> None:
            self.model.reveal = reveal
            self.model.current = None
            self.model.phase = "over"
            self.sound("flip")

        self.add(REVEAL_IN, start=begin, step=show)

        def flip(t: float) -> None:
            reveal.flip = t

        self.add(REVEAL_FLIP, start=lambda: self.sound("flip"), step=flip)
        for stage in range(self.lay.stages):
            self.q_reveal_stage(reveal, stage)

        def rank_start() -> None:
            self.sound("fanfare")
            best = max(reveal.scores) if reveal.scores else 0
            winners = [s for s, p in enumerate(reveal.scores) if p == best]
            colors = [self.art.pawn_color(s) for s in winners]
            self.fx.confetti = Confetti(BOARD, seed=77, count=90, colors=(*colors, theme.GOLD,
                                                                      theme.INK))

        def rank(t: float) -> None:
            reveal.ranked = t

        self.add(REVEAL_RANK, start=rank_start, step=rank)
        self.add(REVEAL_HOLD)

    def q_reveal_stage(self, reveal: Reveal, stage: int) -> None:
        """One stage of the reveal: its cups laid on the bets, the hits counted."""
        def lay(t: float) -> None:
            reveal.laid[stage] = t

        def judge_start() -> None:
            hits = [s for s in range(len(reveal.bets)) if reveal.gains[s][stage]]
            self.sound("coin" if hits else "click")
            for seat in hits:
                rect = self.lay.reveal_cell(seat, stage)
                image = self.app.assets.text(f"+{reveal.gains[seat][stage]}", 22, theme.GOLD,
                                             "bold")
                self.top(Rise(image, (rect.centerx, rect.top), life=1.0,
                                            rise=26))

        def judge(t: float) -> None:
            reveal.judged[stage] = t

        self.add(REVEAL_LAY, start=lambda: self.sound("deal"), step=lay)
        self.add(REVEAL_JUDGE, start=judge_start, step=judge)


__all__ = ["Finale"]
