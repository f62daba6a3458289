"""The training room of the Rennfieber table: the Trainingsbahn from the board, the figures
hopping from the stable to the meadow, the instruction spaces carried out, the training cards.

The track fills the stage left of a column (`TRAIN_COLUMN`) that always shows the run, which
horse each seat trains (and the roll-off for who begins), the horse card on turn, large, so its
form pointer is seen to slide, and the dice tray at its foot. A human picks the horse to train
among its untrained horse cards, shown large side by side.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any, ClassVar

import pygame

from arcade_races.client import theme
from arcade_races.client.physics.render import darken
from arcade_races.client.stage.effects import Floater, Flyer, Ring
from arcade_races.client.stage.motion import ease_out, hop_along, lerp
from arcade_races.client.stage.prompt import Choice, Facet, Option, Prompt
from arcade_races.client.stage.script import Beat, Clip, call, parallel, sequence, wait
from arcade_races.client.stage.zones import STAGE
from arcade_races.client.views.rennfieber.dice import DiceTray
from arcade_races.client.views.rennfieber.fit import fit_text
from arcade_races.client.views.rennfieber.geometry import CARD_SHOW, TRAIN_COLUMN
from arcade_races.client.views.rennfieber.stage import Parts, Room, money
from arcade_races.client.views.rennfieber.training_draw import (
    KIND_COLORS,
    TrainingBoard,
    icon,
    kind_of,
    square_words,
)
from arcade_races.client.widgets import panel, seat_token
from arcade_races.core.actions import Action
from arcade_races.core.events import Event
from arcade_races.games.rennfieber import events as ev
from arcade_races.games.rennfieber.actions import Train

Vec = tuple[float, float]

HOP = 0.13
"""Seconds a figure takes per space."""
SHOW = 1.3
"""Seconds a drawn training card stays up large."""
KEPT_NAMES = {"karriere": "Karriere", "durchbruch": "Durchbruch"}


class _Shown(Floater):
    """A card held up large at a spot, no rise, a short fade at the end."""

    RISE = 0.0
    POP = 0.12
    GROW = 0.08
    FADE_AT = 0.85
    FADE_SPAN = 0.15
    COPY = True


class _Sign(Floater):
    """An instruction sign popping up by a figure."""

    RISE = 18.0
    FADE_AT = 0.75
    FADE_SPAN = 0.25
    COPY = True


class _TrainPrompt(Prompt):
    """The pick of the horse to train, with the seat's own kept cards (by horse) to show."""

    kept_cards: dict[str, list[str]]


class TrainingRoom(Room):
    """The Trainingsbahn: figures, instruction spaces, training cards, the column."""

    LEADS: ClassVar[tuple[type[Event], ...]] = (
        ev.TrainingRunStarted, ev.StartRolled, ev.TrainingBegins, ev.FigureMoved,
        ev.SquareReached, ev.TrainingCardDrawn, ev.TurnMissed, ev.MeadowReached)
    PHASES: ClassVar[tuple[str, ...]] = ("train",)

    def __init__(self, parts: Parts) -> None:
        super().__init__(parts)
        self.board = TrainingBoard(parts)
        self.tray = DiceTray(parts.art)
        self.rolls: dict[int, int] = {}
        """The roll-off for who begins: each seat's die (cleared by the first move)."""
        self.starter = -1
        self.mover: int | None = None
        """The seat whose roll, space or card is being shown (None: the table's turn)."""
        self.trot: dict[int, float] = {}
        """A figure trotting into the meadow: 0 at the last space, 1 grazing."""
        self.size = max(30, min(60, round(parts.geo.train_spacing * 0.95)))
        self._column: pygame.Surface | None = None

    # -- where things are ------------------------------------------------------------------

    def figure_point(self, seat: int) -> Vec:
        """Where `seat`'s figure stands now (its feet)."""
        geo, table = self.parts.geo, self.parts.table
        fig = table.figures[seat]
        x, y = geo.train_point(fig.at)
        dx, dy = geo.train_lane_offset(seat, table.players)
        here = (x + dx, y + dy)
        if fig.done:
            grazing = self.board.meadow_spot(seat, table.players)
            u = self.trot.get(seat, 1.0)
            here = (lerp(here[0], grazing[0], u), lerp(here[1], grazing[1], u))
        return here

    def deck_rect(self) -> pygame.Rect:
        """The training deck, top right of the column."""
        return pygame.Rect(TRAIN_COLUMN.right - 62, TRAIN_COLUMN.top + 4, 56, 78)

    def card_rect(self) -> pygame.Rect:
        """The horse card on turn, large, in the column between the seats and the tray."""
        top = self._rows_bottom() + 8
        height = max(80, self.tray.rect.top - 10 - top)
        width = min(TRAIN_COLUMN.width - 20, round(height * 0.72))
        height = round(width / 0.72)
        return pygame.Rect(TRAIN_COLUMN.centerx - width // 2, top, width, height)

    def _row(self, seat: int) -> pygame.Rect:
        h = 30 if self.parts.table.players <= 4 else 26
        return pygame.Rect(TRAIN_COLUMN.left + 4, TRAIN_COLUMN.top + 88 + seat * (h + 3),
                           TRAIN_COLUMN.width - 8, h)

    def _rows_bottom(self) -> int:
        return self._row(self.parts.table.players - 1).bottom

    def turn(self) -> int | None:
        """The seat whose figure the column shows on turn (None: nobody's)."""
        table = self.parts.table
        if self.mover is not None:
            return self.mover
        if table.phase in ("roll", "card"):
            return table.train_turn
        if table.phase == "train":
            return table.to_move
        return None

    # -- beats -----------------------------------------------------------------------------

    def beats(self, group: list[Event], obs: dict[str, Any]) -> None:
        lead = group[0]
        parts = self.parts
        script = parts.script
        seat = getattr(lead, "seat", None)
        if isinstance(lead, (ev.FigureMoved, ev.SquareReached, ev.TrainingCardDrawn,
                             ev.MeadowReached)) and isinstance(seat, int):
            script.add(call(lambda: setattr(self, "mover", seat)))
        if isinstance(lead, ev.TrainingRunStarted):
            script.add(self._run_started(lead))
        elif isinstance(lead, ev.StartRolled):
            script.add(self._start_rolled(lead))
        elif isinstance(lead, ev.TrainingBegins):
            script.add(self._begins(lead))
        elif isinstance(lead, ev.FigureMoved):
            script.add(self._moved(lead))
        elif isinstance(lead, ev.SquareReached):
            script.add(self._square(lead))
        elif isinstance(lead, ev.TrainingCardDrawn):
            script.add(self._card(lead))
        elif isinstance(lead, ev.TurnMissed):
            script.add(self._missed(lead))
        elif isinstance(lead, ev.MeadowReached):
            script.add(self._meadow(lead))
        self._ride_along(group[1:], lead)
        script.add(call(lambda: setattr(self, "mover", None)))

    def _ride_along(self, events: Sequence[Event], lead: Event) -> None:
        """The cash and form a space or card moves, and a deck reshuffled."""
        parts = self.parts
        beats: list[Beat] = []
        for event in events:
            beat = parts.ride(event)
            if isinstance(event, ev.CashMoved) and beat is not None:
                beat = parallel(beat, self._coins(event, lead))
            if beat is not None:
                beats.append(beat)
        for beat in beats:
            parts.script.add(beat)
        if beats and isinstance(lead, ev.TrainingCardDrawn) and not lead.kept:
            parts.script.add(wait(0.35))

    def _coins(self, event: ev.CashMoved, lead: Event) -> Beat:
        """Coins flying between the seat's panel and the space (or the card) that moved cash."""
        parts = self.parts
        seat = event.seat

        def start() -> None:
            panel_at = parts.geo.seat_rect(seat).midleft
            there: Vec = (CARD_SHOW.center if isinstance(lead, ev.TrainingCardDrawn)
                          else self.figure_point(seat))
            a, b = (there, panel_at) if event.amount > 0 else (panel_at, there)
            coin = parts.art.coin(26)
            for k in range(3):
                parts.fx.add(Flyer(coin, a, b, 0.45, arc=50, delay=k * 0.08, ease=ease_out),
                             "over")

        return Clip(0.0, start=start)

    def _run_started(self, event: ev.TrainingRunStarted) -> Beat:
        parts, table = self.parts, self.parts.table
        shown = [False]

        def set_out() -> None:
            shown[0] = table.scene == "training"
            table.train_run = event.run
            for seat, fig in enumerate(table.figures):
                card = event.horses[seat] if seat < len(event.horses) else 0
                fig.card, fig.at, fig.lift, fig.missing, fig.done = card, 0.0, 0.0, False, False
            self.rolls, self.starter, self.trot = {}, -1, {}
            self.tray.clear()

        return sequence(call(set_out),
                        parts.enter("training", "TRAINING", f"Run {event.run}"),
                        call(lambda: self._run_banner(event.run, shown[0])),
                        self._set_out_hops(),
                        wait(0.3))

    def _run_banner(self, run: int, already: bool) -> None:
        if already:
            self.parts.banner("TRAINING", f"Run {run}", theme.GOLD).begin()

    def _set_out_hops(self) -> Beat:
        """Every figure hops once out of the stable."""
        table = self.parts.table

        def step(t: float) -> None:
            for seat, fig in enumerate(table.figures):
                u = min(1.0, max(0.0, t * 1.6 - seat * 0.15))
                fig.lift = 4.0 * u * (1 - u)

        def end() -> None:
            for fig in table.figures:
                fig.lift = 0.0

        return Clip(0.6, start=lambda: self.parts.sound("hooves"), step=step, end=end)

    def _start_rolled(self, event: ev.StartRolled) -> Beat:
        parts = self.parts

        def land() -> None:
            if self.starter >= 0:   # a tie rolled again: a fresh roll-off
                self.starter = -1
            self.rolls[event.seat] = event.value
            parts.fx.add(Ring(self._row(event.seat).midright, 22, 0.4), "over")

        return sequence(self.tray.roll([event.value], sound=lambda: parts.sound("dice")),
                        call(land), wait(0.15))

    def _begins(self, event: ev.TrainingBegins) -> Beat:
        parts = self.parts

        def start() -> None:
            self.starter = event.seat
            parts.sound("bell")

        return sequence(call(start),
                        parts.banner(f"{parts.names[event.seat]} begins", "highest roll",
                                     parts.seat_color(event.seat), 0.9),
                        wait(0.5))

    def _moved(self, event: ev.FigureMoved) -> Beat:
        parts = self.parts
        fig = parts.table.figures[event.seat]
        first = float(event.path[0])
        count = len(event.path) - 1

        def clear() -> None:
            self.rolls, self.starter = {}, -1

        def to(s: float, lift: float) -> None:
            fig.at = first + s
            fig.lift = lift

        def landed(k: int) -> None:
            parts.sound("hooves" if k == count else "click")

        hopping = hop_along(count, HOP * max(count, 1), to=to, height=1.0, on_space=landed,
                            start=lambda: setattr(fig, "card", event.card))
        return sequence(call(clear),
                        self.tray.roll([event.roll], sound=lambda: parts.sound("dice")),
                        wait(0.1), hopping)

    def _square(self, event: ev.SquareReached) -> Beat:
        parts = self.parts
        square = parts.rules.squares.get(event.space)
        kind = kind_of(square) if square is not None else event.do
        words = square_words(square) if square is not None else event.label
        name = parts.names[event.seat]
        sub = {"cash": (f"{name} pays {money(-event.value)}" if event.value < 0
                        else f"{name} gets {money(event.value)}"),
               "form": f"form {'up' if event.value > 0 else 'down'} a step",
               "card": f"{name} draws a training card",
               "again": f"{name} rolls again",
               "miss": f"{name} misses the next turn"}.get(event.do, "")
        if event.do == "card":
            words = "Trainingskarte"

        def start() -> None:
            image = self._sign_image(kind, words, sub)
            x, y = self.figure_point(event.seat)
            clamp = STAGE.inflate(-8, -8)
            clamp.width = TRAIN_COLUMN.left - clamp.left - 4
            parts.fx.add(_Sign(image, (x, y - self.size - image.get_height() / 2 + 10), 1.5,
                               clamp=clamp), "over")
            parts.fx.add(Ring((x, y), self.size * 0.8, 0.5, KIND_COLORS.get(kind, theme.GOLD)),
                         "board")
            parts.sound("stumble" if kind in ("form-", "cash-", "miss") else "bell")
            if event.do == "miss":
                parts.table.figures[event.seat].missing = True

        return sequence(call(start), wait(0.6))

    def _sign_image(self, kind: str, words: str, sub: str) -> pygame.Surface:
        """A sign: the space's icon and its words big, what it does below."""
        assets = self.parts.app.assets
        title = assets.text(words, 30, theme.BG_DEEP, "bold")
        below = assets.text(sub, 18, darken(theme.BG_DEEP, 0.1), "bold") if sub else None
        w = max(title.get_width(), below.get_width() if below else 0) + 84
        h = 60 + (24 if below else 0)
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        body = KIND_COLORS.get(kind, theme.GOLD)
        rect = surf.get_rect()
        pygame.draw.rect(surf, (250, 244, 226), rect, border_radius=14)
        pygame.draw.rect(surf, darken(body, 0.1), rect, 5, border_radius=14)
        icon(surf, self.parts, kind, (38, h / 2), 20)
        surf.blit(title, (70, 10))
        if below is not None:
            surf.blit(below, (72, 48))
        return surf

    def _card(self, event: ev.TrainingCardDrawn) -> Beat:
        parts = self.parts
        deck = self.deck_rect()
        horse = parts.table.horse(event.card)
        if event.kept:
            back = parts.art.training_card(None, deck.size)

            def fly() -> None:
                target = self.card_rect()
                parts.fx.add(Flyer(back, deck.center, target.center, 0.55, arc=70, lift=0.3),
                             "over")
                parts.sound("deal")

            def keep() -> None:
                horse.kept += 1
                horse.flash = 0.0
                target = self.card_rect()
                words = parts.app.assets.text("kept face down", 20, theme.GOLD, "bold")
                parts.fx.add(Floater(words, (target.centerx, target.top + 20)), "over")
                parts.fx.add(Ring(target.center, target.width * 0.5, 0.5, theme.GOLD), "over")

            return sequence(call(fly), wait(0.55), call(keep), wait(0.35))
        face = parts.art.training_card(event.id, CARD_SHOW.size)
        small_back = parts.art.training_card(None, deck.size)

        def show() -> None:
            parts.fx.add(Flyer(face, deck.center, CARD_SHOW.center, 0.45, back=small_back,
                               arc=40, ease=ease_out), "over")
            parts.fx.add(_Shown(face, CARD_SHOW.center, SHOW, delay=0.45), "over")
            parts.sound("flip")

        return sequence(call(show), wait(0.85))

    def _missed(self, event: ev.TurnMissed) -> Beat:
        parts = self.parts

        def start() -> None:
            fig = parts.table.figures[event.seat]
            fig.missing = False
            words = parts.app.assets.text(f"{parts.names[event.seat]} misses a turn", 22,
                                          theme.RED, "bold")
            x, y = self.figure_point(event.seat)
            parts.fx.add(Floater(words, (x, y - self.size), 1.3), "over")
            parts.sound("stumble")

        return sequence(call(start), wait(0.45))

    def _meadow(self, event: ev.MeadowReached) -> Beat:
        parts = self.parts
        fig = parts.table.figures[event.seat]

        def start() -> None:
            fig.done = True
            self.trot[event.seat] = 0.0
            parts.sound("crowd")

        def step(t: float) -> None:
            self.trot[event.seat] = ease_out(t)
            fig.lift = abs(math.sin(t * 3 * math.pi)) * 0.6

        def end() -> None:
            self.trot.pop(event.seat, None)
            fig.lift = 0.0
            x, y = self.figure_point(event.seat)
            parts.fx.add(Ring((x, y), self.size, 0.6, theme.GOLD), "board")
            words = parts.app.assets.text("Wiese!", 26, theme.GOLD, "bold")
            parts.fx.add(Floater(words, (x, y - self.size)), "over")

        return sequence(Clip(0.5, start=start, step=step, end=end), wait(0.2))

    # -- time ------------------------------------------------------------------------------

    def rest(self) -> None:
        self.tray.rest()
        self.mover = None
        self.trot = {}

    # -- drawing ---------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.board.surface, STAGE.topleft)
        self._figures(surface)
        self._draw_column(surface)
        self.tray.draw(surface)

    def _figures(self, surface: pygame.Surface) -> None:
        parts, table = self.parts, self.parts.table
        on = [s for s, f in enumerate(table.figures) if f.card]
        turn = self.turn()
        for seat in sorted(on, key=lambda s: self.figure_point(s)[1]):
            fig = table.figures[seat]
            x, y = self.figure_point(seat)
            lift = fig.lift * self.size * 0.45
            image = parts.art.figure(fig.card, seat, self.size)
            if seat == turn and not fig.done:
                pygame.draw.circle(surface, theme.GOLD, (round(x), round(y)),
                                   round(self.size * 0.42), 3)
            pygame.draw.ellipse(surface, (30, 50, 24),
                                pygame.Rect(round(x - self.size * 0.3), round(y - 5),
                                            round(self.size * 0.6), 10))
            surface.blit(image, image.get_rect(midbottom=(round(x),
                                                          round(y + self.size * 0.12 - lift))))
            if fig.missing:
                mark = parts.app.assets.text("Zzz", 18, theme.INK, "bold")
                surface.blit(mark, mark.get_rect(midbottom=(round(x + self.size * 0.4),
                                                            round(y - self.size * 0.7))))

    def _draw_column(self, surface: pygame.Surface) -> None:
        parts, table = self.parts, self.parts.table
        assets = parts.app.assets
        panel(surface, TRAIN_COLUMN, theme.BG_DEEP, theme.PANEL_EDGE, radius=12, alpha=200)
        title = self.board.title
        size = fit_text(assets, title, 24, TRAIN_COLUMN.width - 84, "condensed")
        surface.blit(assets.text(title, size, theme.GOLD, "condensed"),
                     (TRAIN_COLUMN.left + 12, TRAIN_COLUMN.top + 8))
        run = f"Run {table.train_run}" if table.train_run else "Picking horses"
        surface.blit(assets.text(run, 22, theme.INK, "bold"),
                     (TRAIN_COLUMN.left + 12, TRAIN_COLUMN.top + 42))
        deck = self.deck_rect()
        back = parts.art.training_card(None, deck.size)
        surface.blit(back, deck.move(3, 3).topleft)
        surface.blit(back, deck.topleft)
        turn = self.turn()
        top = max(self.rolls.values()) if self.rolls else 0
        for seat in range(table.players):
            self._seat_row(surface, seat, turn, top)
        card = table.figures[turn].card if turn is not None and table.phase != "train" else 0
        rect = self.card_rect()
        if card:
            horse = table.horse(card)
            surface.blit(parts.art.horse_card(card, horse.form, horse.owner, horse.kept,
                                              rect.size), rect.topleft)
            if horse.flash > 0:
                pygame.draw.rect(surface, theme.GOLD, rect.inflate(6, 6), 3, border_radius=8)

    def _seat_row(self, surface: pygame.Surface, seat: int, turn: int | None, top: int) -> None:
        parts, table = self.parts, self.parts.table
        assets = parts.app.assets
        row = self._row(seat)
        fig = table.figures[seat]
        hot = seat == turn
        panel(surface, row, theme.PANEL_HI if hot else theme.PANEL,
              theme.GOLD if hot else darken(parts.seat_color(seat), 0.5), radius=8, alpha=230)
        seat_token(surface, assets, seat, (row.left + 12, row.centery), 7, parts.colour_blind)
        right = row.right - 6
        if seat in self.rolls:
            value = self.rolls[seat]
            die = parts.art.die(value, row.height - 4, False)
            at = die.get_rect(midright=(right, row.centery))
            if value == top and (self.starter < 0 or self.starter == seat):
                pygame.draw.rect(surface, theme.GOLD, at.inflate(6, 6), 3, border_radius=6)
            surface.blit(die, at)
            right = at.left - 8
        elif fig.done:
            mark = assets.text("Wiese \u2713", 15, theme.GREEN, "bold")
            surface.blit(mark, mark.get_rect(midright=(right, row.centery)))
            right -= mark.get_width() + 6
        elif fig.missing:
            mark = assets.text("Aussetzen", 15, theme.RED, "bold")
            surface.blit(mark, mark.get_rect(midright=(right, row.centery)))
            right -= mark.get_width() + 6
        words = parts.names[seat]
        if fig.card:
            words = f"{words} \u00b7 {fig.card} {parts.horse_name(fig.card)}"
        size = fit_text(assets, words, 16, right - row.left - 26)
        image = assets.text(words, size, theme.INK, "bold")
        surface.blit(image, image.get_rect(midleft=(row.left + 24, row.centery)))

    # -- the decision: which horse trains ----------------------------------------------------

    def prompt(self, seat: int, obs: dict[str, Any], legal: Sequence[Action]) -> Prompt:
        choice = Choice(legal, [Facet("card", lambda a: a.card if isinstance(a, Train)
                                      else None)])
        prompt = _TrainPrompt(choice, STAGE.inflate(-20, -60), seat=seat, mode="train",
                              follow_pointer=True)
        prompt.kept_cards = {str(k): [str(x) for x in v]
                             for k, v in dict(obs.get("kept_cards") or {}).items()}
        cards = choice.values("card")
        n = max(1, len(cards))
        width = min(200, (STAGE.width - 80) // n - 18)
        height = round(width / 0.72)
        total = n * width + (n - 1) * 18
        left = STAGE.centerx - total // 2
        top = STAGE.top + 120

        def place(i: int, value: object) -> pygame.Rect:
            return pygame.Rect(left + i * (width + 18), top, width, height)

        prompt.add_row(prompt.values_as_options("card", place, kind="horse", commit=True))
        return prompt

    def draw_prompt(self, surface: pygame.Surface, prompt: Prompt) -> None:
        parts = self.parts
        assets = parts.app.assets
        surface.blit(parts.art.shade, STAGE.topleft)
        name = parts.names[prompt.seat]
        head = f"{name}: which horse trains now?"
        size = fit_text(assets, head, 32, STAGE.width - 60)
        image = assets.text(head, size, theme.GOLD, "bold")
        surface.blit(image, image.get_rect(midtop=(STAGE.centerx, STAGE.top + 52)))
        kept = prompt.kept_cards if isinstance(prompt, _TrainPrompt) else {}
        for option in prompt.rows[0] if prompt.rows else []:
            self._candidate(surface, prompt, option, kept)
        hint = assets.text("\u2190 \u2192 choose  \u00b7  Enter train", 18, theme.INK_DIM, "bold")
        surface.blit(hint, hint.get_rect(midbottom=(STAGE.centerx, STAGE.bottom - 14)))

    def _candidate(self, surface: pygame.Surface, prompt: Prompt, option: Option,
                   kept: dict[str, list[str]]) -> None:
        parts, table = self.parts, self.parts.table
        assets = parts.app.assets
        card = int(option.value)  # type: ignore[call-overload]
        horse = table.horse(card)
        rect = option.rect
        chosen = prompt.chosen(option)
        lifted = rect.move(0, -14) if chosen else rect
        if chosen:
            pygame.draw.rect(surface, theme.GOLD, lifted.inflate(12, 12), 4, border_radius=12)
        elif prompt.hover is option:
            pygame.draw.rect(surface, theme.INK_DIM, lifted.inflate(8, 8), 2, border_radius=10)
        surface.blit(parts.art.horse_card(card, horse.form, horse.owner, horse.kept,
                                          rect.size), lifted.topleft)
        kinds = kept.get(str(card), [])
        if not kinds:
            return
        w = min(54, rect.width // max(1, len(kinds)) - 6)
        h = round(w * 1.4)
        y = lifted.bottom + 10
        for k, kind in enumerate(kinds):
            x = lifted.centerx - (len(kinds) * (w + 6) - 6) // 2 + k * (w + 6)
            image = self._kept_face(kind, (w, h))
            surface.blit(image, (x, y))
            label = assets.text(KEPT_NAMES.get(kind, kind.title()), 13, theme.INK, "bold")
            surface.blit(label, label.get_rect(midtop=(x + w // 2, y + h + 2)))

    def _kept_face(self, kind: str, size: tuple[int, int]) -> pygame.Surface:
        """The face of a kept training card of `kind` (the first such card in the deck)."""
        rules = self.parts.rules
        card = next((c for c in rules.training_cards if c.kind == kind), None)
        return self.parts.art.training_card(card.id if card is not None else None, size)


__all__ = ["TrainingRoom"]
