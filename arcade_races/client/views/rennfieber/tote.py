"""The Totalisator of the Rennfieber table: the betting before a race and the settlement after it.

The board (`TOTE`) has a column per runner in lane order (its number, name, lane, form step and
owner's colour); slips land there face down, a row per seat, so the table sees how many slips
each seat laid on each horse but not their values. After the race the slips are turned over
column by column, the winner's column lights up, the quote is worked out on the board as on a
real tote ("Pool 4,500 · on the winner 1,000 · Quote 40:10"), the stakes go to the bank and the
returns fly from the winner's column to the bettors; then the cash standings of the evening.

The settlement is played while the table still holds the race that was run: at the end of the
step the table snaps to the next phase (the next line-up, the sell-back or the end), so what the
settlement shows is kept here (`Settling`), not in the model, and cleared when it is over.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar

import pygame

from arcade_races.client import theme
from arcade_races.client.physics.render import darken, lighten, mix
from arcade_races.client.stage.effects import Floater, Flyer, render_glow
from arcade_races.client.stage.motion import ease_out
from arcade_races.client.stage.script import Beat, Clip, call, parallel, sequence, wait
from arcade_races.client.views.rennfieber.fit import fit_text
from arcade_races.client.views.rennfieber.geometry import TOTE
from arcade_races.client.views.rennfieber.stage import Room, money
from arcade_races.client.views.rennfieber.tote_prompts import bet_prompt, draw_bet_prompt
from arcade_races.client.widgets import seat_token
from arcade_races.core.events import Event
from arcade_races.core.tote import slip_return
from arcade_races.games.rennfieber import events as ev

if TYPE_CHECKING:
    from arcade_races.client.stage.prompt import Prompt
    from arcade_races.client.views.rennfieber.stage import Parts

Color = tuple[int, int, int]
Vec = tuple[float, float]

TITLE_H = 44
"""The board's title bar (the name, the bet limit)."""
HEAD_H = 100
"""A column's head: number, name, lane, form."""
FOOT_H = 34
"""A column's foot: the stake on the horse, once turned."""
SLIP = (44, 28)
"""A slip flying to the board (it lands at the board's size, `slip_size`)."""
LAY = 0.42
"""Seconds a slip takes to fly to the board."""
FLIP = 0.16
"""Seconds between two slips turning over."""
HOLD_QUOTE = 1.5
"""Seconds the settled board stays up after the returns."""
HOLD_STANDINGS = 2.0
"""Seconds the cash standings stay up."""
WOOD: Color = (52, 30, 20)
BOARD_INK: Color = (255, 236, 190)
COLUMN_BODY: Color = mix(theme.BG_DEEP, WOOD, 0.35)
"""A horse's column on the board, under its slips."""


_GLOWS: dict[int, pygame.Surface] = {}
"""The winner's glow by its radius (a few column widths in all)."""


def column_rect(i: int, n: int) -> pygame.Rect:
    """Runner `i` of `n`'s column on the board."""
    gap = 10
    inner = TOTE.inflate(-20, 0)
    width = min(200, (inner.width - gap * (max(n, 1) - 1)) // max(n, 1))
    total = width * n + gap * (n - 1)
    left = inner.centerx - total // 2
    return pygame.Rect(left + i * (width + gap), TOTE.top + TITLE_H,
                       width, TOTE.height - TITLE_H - 8)


def row_height(players: int) -> int:
    """The height of a seat's row of slips in a column."""
    return min(58, (TOTE.height - TITLE_H - 8 - HEAD_H - FOOT_H - 6) // max(players, 1))


def slip_size(players: int) -> tuple[int, int]:
    """A slip on the board, as large as a seat's row allows."""
    h = max(18, min(34, row_height(players) - 8))
    return (round(h * 1.65), h)


def slip_center(col: pygame.Rect, seat: int, k: int, count: int, players: int) -> Vec:
    """The `k`-th of `count` slips of `seat` in column `col`."""
    h = row_height(players)
    w = slip_size(players)[0]
    top = col.top + HEAD_H + 4 + seat * h
    room = max(8, col.width - 24 - 52 - w)
    step = min(8.0, room / max(count - 1, 1)) if count > 1 else 0.0
    return (col.left + 24 + w / 2 + k * step, top + h / 2)


def quote_pieces(pool: int, on_winner: int, quote: int) -> list[str]:
    """The quote as the board works it out, piece by piece (quote 0: nobody backed the
    winner).

    >>> quote_pieces(4500, 1000, 40)
    ['Pool 4,500', 'on the winner 1,000', 'Quote 40:10']
    >>> quote_pieces(2000, 0, 0)
    ['Nobody backed the winner: the bank keeps the pool']
    """
    if not quote:
        return ["Nobody backed the winner: the bank keeps the pool"]
    return [f"Pool {money(pool)}", f"on the winner {money(on_winner)}", f"Quote {quote}:10"]


@dataclass
class Settling:
    """The board turned over after a race: the slips with their values (in the order they
    turn: column by column), how many have turned (fractional mid-flip), the winner once
    known and its light, the quote's line, the standings."""

    slips: list[tuple[int, int, int]]
    turned: float = 0.0
    winner: int = 0
    lit: float = 0.0
    pool: int = 0
    on_winner: int = 0
    quote: int = 0
    line: float = 0.0
    standings: list[tuple[int, int, int | None]] = field(default_factory=list)
    """(seat, cash, change this race: None if the view joined mid-race), best first."""
    shown: float = 0.0


class ToteRoom(Room):
    """The Totalisator: slips laid face down, the done marks, the settlement after a race."""

    LEADS: ClassVar[tuple[type[Event], ...]] = (ev.SlipLaid, ev.BettingDone, ev.SlipsRevealed,
                                                ev.ToteSettled)
    PHASES: ClassVar[tuple[str, ...]] = ("bet",)

    def __init__(self, parts: Parts) -> None:
        super().__init__(parts)
        self.settling: Settling | None = None
        self.before: dict[int, list[int]] = {}
        """Each race's cash before its starting fees (the standings' change)."""
        self.clock = 0.0
        self._heads: dict[tuple[object, ...], pygame.Surface] = {}

    # -- beats -----------------------------------------------------------------------------

    def beats(self, group: list[Event], obs: dict[str, Any]) -> None:
        script = self.parts.script
        lead = group[0]
        if isinstance(lead, (ev.SlipLaid, ev.BettingDone)):
            script.add(call(self._mark_cash))
        if isinstance(lead, ev.SlipLaid):
            script.add(self._lay(lead))
        elif isinstance(lead, ev.BettingDone):
            script.add(self._done(lead))
        elif isinstance(lead, ev.SlipsRevealed):
            script.add(*self._reveal(lead))
            stakes = [self.parts.pay(e) for e in group[1:] if isinstance(e, ev.CashMoved)]
            if stakes:
                script.add(parallel(*stakes), wait(0.2))
            group = [e for e in group if not isinstance(e, ev.CashMoved)]
        elif isinstance(lead, ev.ToteSettled):
            script.add(*self._settle(lead, group, obs))
            return
        owed: dict[int, int] = {}
        for e in group[1:]:
            if isinstance(e, ev.CashMoved) and e.reason == "fee":
                owed[e.seat] = owed.get(e.seat, 0) + e.amount
        if owed:
            # Every owner pays its starting fees at once: one beat, not one per runner.
            script.add(parallel(*(self.parts.pay(ev.CashMoved(seat, amount, "fee"))
                                  for seat, amount in owed.items())))
        for event in group[1:]:
            if not (isinstance(event, ev.CashMoved) and event.reason == "fee"):
                script.add(self._ride(event))

    def _ride(self, event: Event) -> Beat:
        parts = self.parts
        if isinstance(event, ev.BettingDone):
            return self._done(event)
        return parts.ride(event) or wait(0.0)

    def _mark_cash(self) -> None:
        table = self.parts.table
        self.before.setdefault(table.race, list(table.cash))

    def _lay(self, event: ev.SlipLaid) -> Beat:
        parts, table = self.parts, self.parts.table
        seat, card = event.seat, event.card

        def start() -> None:
            runners = self.runners()
            if card not in runners:
                return
            col = column_rect(runners.index(card), len(runners))
            count = table.slips.get((seat, card), 0)
            target = slip_center(col, seat, count, count + 1, table.players)
            panel = parts.geo.seat_rect(seat)
            image = parts.art.slip(None, seat, slip_size(table.players))
            parts.fx.add(Flyer(image, (panel.left + 30, panel.centery), target, LAY, arc=60,
                               lift=0.5), "side")
            if table.hand_counts[seat] > 0:
                table.hand_counts[seat] -= 1
            parts.sound("deal")

        def end() -> None:
            table.slips[(seat, card)] = table.slips.get((seat, card), 0) + 1

        return Clip(LAY, start=start, end=end)

    def _done(self, event: ev.BettingDone) -> Beat:
        parts = self.parts

        def start() -> None:
            image = parts.app.assets.text("DONE", 24, theme.GREEN, "condensed")
            rect = parts.geo.seat_rect(event.seat)
            parts.fx.add(Floater(image, (rect.centerx, rect.centery), rise=20), "side")
            parts.sound("click")

        return sequence(call(start), wait(0.3))

    def _reveal(self, event: ev.SlipsRevealed) -> list[Beat]:
        parts = self.parts
        order = {card: k for k, card in enumerate(self.runners())}
        slips = sorted(event.slips, key=lambda s: (order.get(s[1], 99), s[0]))
        settling = Settling([(int(s), int(c), int(v)) for s, c, v in slips])
        turn = max(0.5, min(2.6, FLIP * len(slips)))

        def begin() -> None:
            self.settling = settling
            parts.sound("flip")

        def step(t: float) -> None:
            settling.turned = len(slips) * t

        return [parts.enter("tote", "TOTALISATOR", "The slips are turned"), call(begin),
                wait(0.45), Clip(turn, step=step, end=lambda: step(1.0)), wait(0.25)]

    def _settle(self, event: ev.ToteSettled, group: list[Event],
                obs: dict[str, Any]) -> list[Beat]:
        parts, table = self.parts, self.parts.table
        holder: list[Settling] = []

        def begin() -> None:
            settling = self.settling or Settling([])
            self.settling = settling
            settling.turned = float(len(settling.slips))
            settling.winner, settling.pool = event.winner, event.pool
            settling.on_winner, settling.quote = event.on_winner, event.quote
            holder.append(settling)
            parts.sound("bell")

        def light(t: float) -> None:
            if holder:
                holder[0].lit = t

        def line(t: float) -> None:
            if holder:
                holder[0].line = t

        beats: list[Beat] = [call(begin), Clip(0.45, step=light), Clip(0.9, step=line),
                             wait(0.35)]
        pays = [e for e in group[1:] if isinstance(e, ev.CashMoved)]
        returns = [e for e in pays if e.reason == "tote"]
        if returns:
            # Every bettor's return flies at once: a long evening has no time for a queue.
            def fly() -> None:
                for cash in returns:
                    self._coins(cash)

            beats += [call(fly), wait(0.45),
                      parallel(*(parts.pay(e) for e in returns)), wait(0.2)]
        beats.extend(parts.pay(e) for e in pays if e.reason != "tote")
        beats.extend(self._ride(e) for e in group[1:] if not isinstance(e, ev.CashMoved))
        beats.append(wait(HOLD_QUOTE))

        def rank() -> None:
            if not holder:
                return
            before = self.before.get(table.race)
            cash = list(table.cash)
            seats = sorted(range(table.players), key=lambda s: (-cash[s], s))
            holder[0].standings = [(s, cash[s], None if before is None else cash[s] - before[s])
                                   for s in seats]

        def show(t: float) -> None:
            if holder:
                holder[0].shown = t

        beats += [call(rank), Clip(0.3, step=show), wait(HOLD_STANDINGS)]
        phase = str(obs["phase"])
        if phase == "over":
            # The settled board stays up under the evening's last banner; the table then
            # snaps to the race track's final picture.
            return beats
        beats.append(call(self._clear))
        if phase == "lineup":
            beats.append(parts.enter("paddock", "THE PADDOCK",
                                     f"Race {int(obs['race']) + 1}: pick your runners"))
        elif phase == "sell":
            beats.append(parts.enter("auction", "SELL-BACK", "Before the last race"))
        return beats

    def _coins(self, event: ev.CashMoved) -> None:
        """Coins flying from the winner's column to a bettor's panel."""
        parts = self.parts
        settling = self.settling
        runners = self.runners()
        if settling is None or settling.winner not in runners:
            return
        col = column_rect(runners.index(settling.winner), len(runners))
        a = (col.centerx, col.bottom - FOOT_H / 2)
        panel = parts.geo.seat_rect(event.seat)
        coins = min(6, 2 + event.amount // 2000)
        for k in range(coins):
            parts.fx.add(Flyer(parts.art.coin(26), a, (panel.right - 60, panel.top + 16),
                               0.5, arc=50 + 14 * k, delay=0.06 * k), "side")
        parts.sound("coin")

    def _clear(self) -> None:
        self.settling = None
        self.before.pop(self.parts.table.race, None)

    # -- time ------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        self.clock += dt

    def rest(self) -> None:
        self.settling = None
        self.clock = 0.0

    # -- reading ---------------------------------------------------------------------------

    def runners(self) -> list[int]:
        """The columns of the board: the runners in lane order."""
        table = self.parts.table
        return list(table.lanes) or list(table.runners)

    def done(self, seat: int) -> bool:
        """Whether `seat` lays no more slips (betting goes round in seat order)."""
        table = self.parts.table
        if table.phase != "bet" or table.to_move is None:
            return table.phase != "bet"
        return seat < table.to_move

    # -- drawing ---------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        parts = self.parts
        assets = parts.app.assets
        runners = self.runners()
        pygame.draw.rect(surface, WOOD, TOTE, border_radius=14)
        pygame.draw.rect(surface, (120, 80, 40), TOTE, 3, border_radius=14)
        title = assets.text("TOTALISATOR", 30, theme.GOLD, "condensed")
        surface.blit(title, title.get_rect(midleft=(TOTE.left + 18, TOTE.top + TITLE_H // 2)))
        settling = self.settling
        limit = parts.table.bet_limit
        if settling is None:
            words = (f"Back up to {limit} horse{'s' if limit != 1 else ''} each  ·  "
                     "slips lie face down")
        else:
            words = f"Race {parts.table.race + 1}: the slips turned over"
        note = assets.text(words, 18, BOARD_INK, "bold")
        surface.blit(note, note.get_rect(midright=(TOTE.right - 18, TOTE.top + TITLE_H // 2)))
        for i, card in enumerate(runners):
            self._column(surface, card, column_rect(i, len(runners)))
        if settling is None:
            self._hands(surface)
        else:
            self._quote(surface, settling)
            if settling.standings:
                self._standings(surface, settling)

    def _head(self, card: int, size: tuple[int, int], lane: int) -> pygame.Surface:
        """A column's head (cached by what it shows)."""
        table = self.parts.table
        owner = table.owner_of(card)
        step = table.step_name(card)
        key = (card, size, lane, owner, step)
        image = self._heads.get(key)
        if image is not None:
            return image
        parts, assets = self.parts, self.parts.app.assets
        image = pygame.Surface(size, pygame.SRCALPHA)
        w, h = size
        color = parts.seat_color(owner)
        pygame.draw.rect(image, darken(color, 0.55), (0, 0, w, h), border_top_left_radius=10,
                         border_top_right_radius=10)
        pygame.draw.rect(image, color, (0, 0, w, 8), border_top_left_radius=10,
                         border_top_right_radius=10)
        disc = (w // 2, 36)
        pygame.draw.circle(image, theme.CARD, disc, 25)
        pygame.draw.circle(image, color, disc, 25, 4)
        num = assets.text(str(card), 32, theme.BG_DEEP, "condensed")
        image.blit(num, num.get_rect(center=disc))
        if owner >= 0:
            seat_token(image, assets, owner, (16, 24), 7, parts.colour_blind)
        name = parts.horse_name(card)
        name_img = assets.text(name, fit_text(assets, name, 17, w - 10), theme.INK, "bold")
        image.blit(name_img, name_img.get_rect(midtop=(w // 2, 62)))
        words = f"lane {lane} · form {step}"
        sub = assets.text(words, fit_text(assets, words, 15, w - 10), lighten(color, 0.6),
                          "bold")
        image.blit(sub, sub.get_rect(midbottom=(w // 2, h - 3)))
        if len(self._heads) > 64:
            self._heads.clear()
        self._heads[key] = image
        return image

    def _glow(self, radius: int) -> pygame.Surface:
        # Kept for every table of the process (its blur took ~20 ms of the frame the first
        # winner lit up), and out of the heads' cache, which is emptied when full.
        image = _GLOWS.get(radius)
        if image is None:
            image = _GLOWS[radius] = render_glow(radius, theme.GOLD, 170)
        return image

    def _column(self, surface: pygame.Surface, card: int, col: pygame.Rect) -> None:
        parts, table = self.parts, self.parts.table
        assets = parts.app.assets
        settling = self.settling
        won = settling is not None and settling.winner == card and settling.lit > 0
        if won and settling is not None:
            pulse = 0.5 + 0.5 * math.sin(self.clock * 5.0)
            glow = self._glow(col.width // 2 + 40)
            glow.set_alpha(round(255 * settling.lit * (0.6 + 0.4 * pulse)))
            surface.blit(glow, glow.get_rect(center=col.center))
        body = COLUMN_BODY
        if won and settling is not None:
            body = mix(body, theme.GOLD, 0.16 * settling.lit)
        pygame.draw.rect(surface, body, col, border_radius=10)
        lanes = table.lanes
        lane = lanes.index(card) + 1 if card in lanes else 0
        surface.blit(self._head(card, (col.width, HEAD_H), lane), col.topleft)
        edge = mix(theme.PANEL_EDGE, theme.GOLD, settling.lit) if won and settling else \
            darken(parts.seat_color(table.owner_of(card)), 0.3)
        pygame.draw.rect(surface, edge, col, 4 if won else 2, border_radius=10)
        h = row_height(table.players)
        size = slip_size(table.players)
        stake = 0
        for seat in range(table.players):
            top = col.top + HEAD_H + 4 + seat * h
            seat_token(surface, assets, seat, (col.left + 13, top + h // 2), 6,
                       parts.colour_blind)
            if settling is None:
                count = table.slips.get((seat, card), 0)
                back = parts.art.slip(None, seat, size)
                for k in range(count):
                    surface.blit(back, back.get_rect(center=slip_center(col, seat, k, count,
                                                                        table.players)))
                if count:
                    n = assets.text(f"×{count}", 18, BOARD_INK, "bold")
                    surface.blit(n, n.get_rect(midright=(col.right - 8, top + h // 2)))
                continue
            mine = [(i, v) for i, (s, c, v) in enumerate(settling.slips) if s == seat and c == card]
            shown = 0
            for k, (i, value) in enumerate(mine):
                u = settling.turned - i
                image = parts.art.slip(value if u >= 0.5 else None, seat, size)
                squash = 1.0 if u >= 1 or u <= 0 else abs(math.cos(math.pi * u))
                if squash < 1.0:
                    image = pygame.transform.scale(image, (max(1, round(size[0] * squash)),
                                                           size[1]))
                surface.blit(image, image.get_rect(center=slip_center(col, seat, k, len(mine),
                                                                      table.players)))
                if u >= 0.5:
                    shown += value
            if shown:
                stake += shown
                n = assets.text(money(shown), 16, BOARD_INK, "bold")
                surface.blit(n, n.get_rect(midright=(col.right - 6, top + h // 2)))
        if settling is not None and stake:
            foot = pygame.Rect(col.left + 6, col.bottom - FOOT_H, col.width - 12, FOOT_H - 6)
            pygame.draw.rect(surface, darken(WOOD, 0.4), foot, border_radius=8)
            words = assets.text(f"on it {money(stake)}", fit_text(assets, f"on it {money(stake)}",
                                                                  20, foot.width - 8),
                                theme.GOLD if won else BOARD_INK, "bold")
            surface.blit(words, words.get_rect(center=foot.center))
        if won and settling is not None:
            band = pygame.Rect(col.left + 4, col.top + HEAD_H - 24, col.width - 8, 22)
            pygame.draw.rect(surface, theme.GOLD, band, border_radius=6)
            tag = assets.text("★ WINNER ★", 18, theme.BG_DEEP, "bold")
            surface.blit(tag, tag.get_rect(center=band.center))

    def _hands(self, surface: pygame.Surface) -> None:
        """Under the board: each seat's slips in hand, whose turn, who is done."""
        parts, table = self.parts, self.parts.table
        assets = parts.app.assets
        n = table.players
        band = pygame.Rect(TOTE.left, TOTE.bottom + 12, TOTE.width, 56)
        width = band.width // max(n, 1)
        for seat in range(n):
            cell = pygame.Rect(band.left + seat * width + 4, band.top, width - 8, band.height)
            turn = table.to_move == seat and table.phase == "bet"
            pygame.draw.rect(surface, theme.PANEL_HI if turn else theme.PANEL, cell,
                             border_radius=10)
            pygame.draw.rect(surface, theme.GOLD if turn else darken(parts.seat_color(seat), 0.6),
                             cell, 2, border_radius=10)
            seat_token(surface, assets, seat, (cell.left + 16, cell.top + 18), 7,
                       parts.colour_blind)
            name = parts.names[seat]
            img = assets.text(name, fit_text(assets, name, 18, cell.width - 40), theme.INK, "bold")
            surface.blit(img, img.get_rect(midleft=(cell.left + 30, cell.top + 18)))
            if self.done(seat):
                words, color = "✓ done", theme.GREEN
            elif turn:
                words, color = f"betting · {table.hand_counts[seat]} slips in hand", theme.GOLD
            else:
                words, color = f"{table.hand_counts[seat]} slips in hand", theme.INK_DIM
            sub = assets.text(words, fit_text(assets, words, 16, cell.width - 16), color, "bold")
            surface.blit(sub, sub.get_rect(midleft=(cell.left + 12, cell.top + 40)))

    def _quote(self, surface: pygame.Surface, settling: Settling) -> None:
        """Under the board: the quote worked out as the tote prints it."""
        if settling.line <= 0:
            return
        assets = self.parts.app.assets
        band = pygame.Rect(TOTE.left + 40, TOTE.bottom + 10, TOTE.width - 80, 62)
        pygame.draw.rect(surface, darken(WOOD, 0.3), band, border_radius=12)
        pygame.draw.rect(surface, theme.GOLD, band, 2, border_radius=12)
        pieces = quote_pieces(settling.pool, settling.on_winner, settling.quote)
        shown = max(1, math.ceil(settling.line * len(pieces) - 1e-9))
        words = "  ·  ".join(pieces[:shown])
        size = fit_text(assets, "  ·  ".join(pieces), 32, band.width - 30, "condensed")
        image = assets.text(words, size, theme.GOLD, "condensed")
        surface.blit(image, image.get_rect(center=band.center))
        if settling.quote and settling.line >= 1.0:
            numerator, rounding = (int(x) for x in self.parts.static["tote"][:2])
            each = slip_return(1000, settling.quote, rounding)
            words = (f"Quote = {numerator} × pool ÷ stake on the winner, per 10  ·  "
                     f"every 1,000 on #{settling.winner} returns {money(each)}")
            sub = assets.text(words, fit_text(assets, words, 18, band.width, "bold"),
                              BOARD_INK, "bold")
            surface.blit(sub, sub.get_rect(midtop=(band.centerx, band.bottom + 6)))

    def _standings(self, surface: pygame.Surface, settling: Settling) -> None:
        """The cash standings of the evening over the board."""
        parts = self.parts
        assets = parts.app.assets
        rows = settling.standings
        u = ease_out(settling.shown)
        rect = pygame.Rect(0, 0, 560, 76 + 42 * len(rows))
        rect.center = (TOTE.centerx, TOTE.centery + round(30 * (1 - u)))
        shade = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(shade, (*theme.BG_DEEP, round(248 * u)), shade.get_rect(),
                         border_radius=16)
        surface.blit(shade, rect)
        if u < 0.5:
            return
        pygame.draw.rect(surface, theme.GOLD, rect, 3, border_radius=16)
        title = assets.text("CASH STANDINGS", 30, theme.GOLD, "condensed")
        surface.blit(title, title.get_rect(midtop=(rect.centerx, rect.top + 10)))
        if any(change is not None for _, _, change in rows):
            head = assets.text("this race", 15, theme.INK_DIM, "bold")
            surface.blit(head, head.get_rect(midright=(rect.right - 24, rect.top + 56)))
        for k, (seat, cash, change) in enumerate(rows):
            y = rect.top + 84 + 42 * k
            place = assets.text(f"{k + 1}.", 24, theme.INK_DIM, "condensed")
            surface.blit(place, place.get_rect(midleft=(rect.left + 22, y)))
            seat_token(surface, assets, seat, (rect.left + 70, y), 9, parts.colour_blind)
            name = assets.text(parts.names[seat], 24, parts.seat_color(seat), "bold")
            surface.blit(name, name.get_rect(midleft=(rect.left + 88, y)))
            figure = assets.text(money(cash), 26, theme.GOLD if cash >= 0 else theme.RED,
                                 "condensed")
            surface.blit(figure, figure.get_rect(midright=(rect.right - 150, y)))
            if change is None:
                continue
            sign = "+" if change > 0 else ""
            color = theme.GREEN if change > 0 else theme.RED if change < 0 else theme.INK_DIM
            delta = assets.text(f"{sign}{money(change)}", 22, color, "bold")
            surface.blit(delta, delta.get_rect(midright=(rect.right - 24, y)))

    # -- the human's bet -------------------------------------------------------------------

    def prompt(self, seat: int, obs: dict[str, Any], legal: Sequence[Any]) -> Prompt:
        return bet_prompt(self, seat, obs, legal)

    def draw_prompt(self, surface: pygame.Surface, prompt: Prompt) -> None:
        draw_bet_prompt(self, surface, prompt)


__all__ = ["COLUMN_BODY", "Settling", "ToteRoom", "column_rect", "quote_pieces", "row_height",
           "slip_center", "slip_size"]
