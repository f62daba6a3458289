"""The end of a game: a podium that rises with confetti and a fanfare, every seat's score, the
winning suit of each race (Pferderennen), and the way on: play again, watch the replay, title.

Places come from `Result.placing` (1 = best; equal scores share a place, the next is skipped),
so the podium shows whoever holds first, second and third, however many that is.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from arcade_races.client import theme
from arcade_races.client.input import Command, Pointer
from arcade_races.client.physics import Confetti
from arcade_races.client.registry import client_game
from arcade_races.client.scenes.title import (
    ButtonRow,
    MenuScene,
    ellipsize,
    new_seed,
    optional,
    rich_text,
)
from arcade_races.client.stage.motion import ease_out_back, ease_out_bounce
from arcade_races.client.widgets import Button, panel, seat_token, text, title_banner
from arcade_races.core.state import Result
from arcade_races.games import GAMES
from arcade_races.replay import Header

if TYPE_CHECKING:
    from arcade_races.client.app import App

SUIT_NAMES = {"C": "Clubs", "D": "Diamonds", "H": "Hearts", "S": "Spades"}
PLACE_NAMES = {1: "1st", 2: "2nd", 3: "3rd"}
MEDALS: dict[int, tuple[int, int, int]] = {
    1: theme.GOLD, 2: (200, 210, 230), 3: (214, 134, 74),
}
FLOOR = 560
"""The podium stands on this line."""
BLOCKS = {1: (340, 150), 2: (170, 104), 3: (510, 70)}
"""Place: centre x and height of its podium block."""
BLOCK_WIDTH = 160
RISE = {3: 0.25, 2: 0.5, 1: 0.75}
"""When each block starts to rise, in seconds after the screen opens."""
TABLE = pygame.Rect(680, 100, 560, 418)
BUTTONS_TOP = 612
MAX_ON_BLOCK = 3


def ordinal(place: int) -> str:
    """1st, 2nd, 3rd, 4th ... 11th, 12th, 13th, 21st."""
    if 10 <= place % 100 <= 20:
        return f"{place}th"
    return str(place) + {1: "st", 2: "nd", 3: "rd"}.get(place % 10, "th")


def signed(score: int) -> str:
    """+4, -3, 0."""
    return f"{score:+d}" if score else "0"


def headline(names: list[str]) -> str:
    """The banner: who won."""
    if len(names) == 1:
        return f"{names[0].upper()} WINS!"
    if len(names) == 2:
        return f"{names[0].upper()} & {names[1].upper()} WIN!"
    return "A SHARED VICTORY!"


def race_winners(result: Result, game_id: str = "") -> list[str | None]:
    """The winner of each race in the result's figures: the game entry's names for them (a
    horse), else the figures' winning suits (None for a void race)."""
    entry = client_game(game_id)
    if entry is not None and entry.race_winners is not None:
        return list(entry.race_winners(result.figures))
    races = result.figures.get("races")
    if not isinstance(races, list):
        return []
    winners: list[str | None] = []
    for race in races:
        winner = race.get("winner") if isinstance(race, dict) else None
        winners.append(winner if isinstance(winner, str) else None)
    return winners


def bet_text(result: Result, seat: int) -> str | None:
    """A seat's bet in a one-race Pferderennen game (`♦ 3` or `pass`), else None."""
    races = result.figures.get("races")
    if not isinstance(races, list) or len(races) != 1 or not isinstance(races[0], dict):
        return None
    bets = races[0].get("bets")
    if not isinstance(bets, list) or seat >= len(bets):
        return None
    bet: Any = bets[seat]
    if not isinstance(bet, dict):
        return "pass"
    if "suit" not in bet:
        return None  # another game's bets (Rennfieber's slips): no one-bet column
    return f"{theme.SUIT_SYMBOLS.get(str(bet.get('suit')), '?')} {bet.get('stake')}"


NEXT_RACE_AFTER = 7.0
"""Seconds an exhibition's podium stays up before the next race starts."""


class ResultsScene(MenuScene):
    """The results of a finished game, with its replay at `replay_path` (if it was saved)."""

    hints = ((Command.LEFT, "choose"), (Command.CONFIRM, "select"), (Command.BACK, "title"))

    def __init__(self, app: App, header: Header, result: Result,
                 replay_path: Path | None,
                 next_race: Callable[[], None] | None = None) -> None:
        super().__init__(app)
        # In an exhibition the podium stays up for a while, then the next race starts by itself.
        self.next_race = next_race
        self.header = header
        self.result = result
        self.replay_path = replay_path
        self.spec = GAMES.get(header.game)
        self.units = str(result.figures.get("units")
                         or (self.spec.units if self.spec is not None else "points"))
        seats = range(len(header.seats))
        self.order = sorted(seats, key=lambda s: (result.placing[s], s))
        self.podium = {place: [s for s in self.order if result.placing[s] == place]
                       for place in (1, 2, 3)}
        self.winners = [header.seats[s].name for s in self.podium[1]]
        self.races = race_winners(result, header.game)
        entry = client_game(header.game)
        self.named = entry is not None and entry.race_winners is not None
        """Whether the races' winners are names (a horse) rather than suits."""
        self.confetti = Confetti(pygame.Rect(0, 0, 1280, 676), seed=header.seed, count=0)
        self.bursts_done = 0
        # A game played for cash is an evening of races, and the next one starts afresh.
        self.next_words = "Next evening" if self.units == "cash" else "Next race"
        buttons = ([Button(self.next_words, self._next)] if next_race is not None
                   else [Button("Play again", self.play_again)])
        self.playback = optional("arcade_races.client.scenes.replays", "ReplayPlaybackScene")
        if replay_path is not None and self.playback is not None:
            buttons.append(Button("Watch replay", self.watch_replay))
        buttons.append(Button("Title", self.to_title))
        self.buttons = ButtonRow(buttons, top=BUTTONS_TOP, width=250, height=56, primary=0,
                                 on_move=self.click)

    def score_text(self, score: int) -> str:
        """A seat's score as this game counts it: `+4` points, or `48,500` in cash."""
        if self.spec is None:
            return signed(score)
        return self.spec.score_text(score, self.units)

    # -- the way on --------------------------------------------------------------------------

    def play_again(self) -> None:
        """The same seats, board and variants with a new deal."""
        header = replace(self.header, seed=new_seed(), created="")
        self.app.replace(self.app.make_scene("play", header))

    def watch_replay(self) -> None:
        """Watch this game again."""
        if self.replay_path is not None and self.playback is not None:
            self.app.push(self.playback(self.app, self.replay_path))

    def _next(self) -> None:
        if self.next_race is not None:
            callback, self.next_race = self.next_race, None
            callback()

    def to_title(self) -> None:
        """Back to the title screen."""
        self.app.to_title()

    # -- lifecycle and input -----------------------------------------------------------------

    def enter(self) -> None:
        super().enter()
        self.app.sounds.play("fanfare")

    def exit(self) -> None:
        self.app.sounds.stop_all()

    def command(self, command: Command) -> None:
        if command is Command.BACK:
            self.to_title()
        elif command in (Command.UP, Command.PREVIOUS):
            self.buttons.command(Command.LEFT)
        elif command in (Command.DOWN, Command.NEXT):
            self.buttons.command(Command.RIGHT)
        else:
            self.buttons.command(command)

    def pointer(self, pointer: Pointer) -> None:
        self.buttons.pointer(pointer)

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.next_race is not None and self.age >= NEXT_RACE_AFTER:
            self._next()
            return
        # Bursts from both sides of the podium once first place has landed, then a few more.
        schedule = (1.25, 1.3, 3.2, 5.5)
        while self.bursts_done < len(schedule) and self.age >= schedule[self.bursts_done]:
            n = self.bursts_done
            if n == 1:
                self.confetti.burst((340, FLOOR - 150), count=120, speed=1300.0, spread=40.0)
            else:
                side = n % 2
                x = 40 if side == 0 else 640
                self.confetti.burst((x, FLOOR), count=90, speed=1900.0,
                                    direction=-62.0 if side == 0 else -118.0, spread=14.0)
            if n in (0, 2):
                self.app.sounds.play("crowd", 0.6)
            self.bursts_done += 1
        self.confetti.update(dt)

    # -- drawing -----------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_backdrop(surface, banner="")
        if self.next_race is not None:
            left = max(0, int(NEXT_RACE_AFTER - self.age) + 1)
            text(surface, self.app.assets, f"{self.next_words} in {left}", 22, theme.CYAN,
                 (1260, 640), anchor="bottomright")
        assets = self.app.assets
        title_banner(surface, assets, headline(self.winners) if self.winners else "RESULTS",
                     y=18)
        spec = GAMES.get(self.header.game)
        races = len(self.races)
        facts = [spec.title if spec else self.header.game]
        if races > 1:
            facts.append(f"{races} races")
        facts.append("the cash at the end" if self.units == "cash"
                     else f"scores in {self.units}")
        text(surface, assets, " · ".join(facts), 18, theme.INK_DIM, (340, 84), anchor="midtop",
             kind="sans")
        self._draw_podium(surface)
        self.confetti.draw(surface)  # behind the table and buttons, so they stay readable
        self._draw_table(surface)
        self._draw_races(surface)
        self.buttons.draw(surface, assets, True, self.app.time)
        self.draw_wipe(surface)

    def _draw_podium(self, surface: pygame.Surface) -> None:
        assets = self.app.assets
        pygame.draw.line(surface, theme.PANEL_EDGE, (40, FLOOR), (640, FLOOR), 3)
        for place in (3, 2, 1):
            seats = self.podium[place]
            if not seats:
                continue
            cx, full = BLOCKS[place]
            grow = ease_out_back(max(0.0, min(1.0, (self.age - RISE[place]) / 0.5)))
            height = max(0, round(full * grow))
            block = pygame.Rect(0, 0, BLOCK_WIDTH, height)
            block.midbottom = (cx, FLOOR)
            medal = MEDALS[place]
            if height > 0:
                pygame.draw.rect(surface, theme.PANEL_HI, block, border_radius=8)
                pygame.draw.rect(surface, medal, (block.left, block.top, block.width,
                                                  min(height, 10)), border_radius=8)
                pygame.draw.rect(surface, medal, block, 3, border_radius=8)
                if height > 50:
                    text(surface, assets, str(place), 44, medal, (cx, block.top + 14),
                         anchor="midtop", kind="condensed")
            land = max(0.0, min(1.0, (self.age - RISE[place] - 0.35) / 0.6))
            if land <= 0:
                continue
            drop = (1 - ease_out_bounce(land)) * 240
            self._draw_standing(surface, seats, cx, FLOOR - full - drop, place)

    def _draw_standing(self, surface: pygame.Surface, seats: list[int], cx: int, top: float,
                       place: int) -> None:
        """The seats on a block: tokens with names and scores above it."""
        assets = self.app.assets
        shown = seats[:MAX_ON_BLOCK] if len(seats) <= MAX_ON_BLOCK else seats[:MAX_ON_BLOCK - 1]
        extra = len(seats) - len(shown)
        slots = len(shown) + (1 if extra else 0)
        slot = BLOCK_WIDTH // slots if slots > 1 else BLOCK_WIDTH
        radius = 26 if slots == 1 else 19
        left = cx - slot * slots / 2
        bob = 4 * math.sin(self.app.time * 4) if place == 1 else 0.0
        for i, seat in enumerate(shown):
            x = left + slot * (i + 0.5)
            token_y = top - radius - 50 + bob
            if place == 1 and slots == 1:
                self._crown(surface, (x, token_y - radius - 6))
            seat_token(surface, assets, seat, (x, token_y), radius,
                       self.app.settings.colour_blind)
            name = ellipsize(assets, self.header.seats[seat].name, 17 if slots == 1 else 14,
                             slot - 6, kind="bold")
            text(surface, assets, name, 17 if slots == 1 else 14, theme.INK,
                 (x, top - 44), anchor="midtop")
            score = self.result.scores[seat]
            text(surface, assets, self.score_text(score), 16,
                 theme.GREEN if score >= 0 else theme.RED,
                 (x, top - 22), anchor="midtop", kind="sans")
        if extra:
            x = left + slot * (len(shown) + 0.5)
            text(surface, assets, f"+{extra}", 22, theme.INK_DIM, (x, top - 60),
                 anchor="center")

    def _crown(self, surface: pygame.Surface, base: tuple[float, float]) -> None:
        x, y = base
        points = [(x - 18, y), (x - 20, y - 18), (x - 9, y - 8), (x, y - 22), (x + 9, y - 8),
                  (x + 20, y - 18), (x + 18, y)]
        pygame.draw.polygon(surface, theme.GOLD, points)
        pygame.draw.polygon(surface, theme.BG_DEEP, points, 2)

    def _table_rect(self) -> tuple[pygame.Rect, int]:
        """The score table's rect and the height of one of its rows."""
        count = max(1, len(self.header.seats))
        row = min(36, (TABLE.height - 56) // count)
        return pygame.Rect(TABLE.left, TABLE.top, TABLE.width, 56 + row * count), row

    def _draw_table(self, surface: pygame.Surface) -> None:
        assets = self.app.assets
        seats = self.header.seats
        rect, row = self._table_rect()
        panel(surface, rect, theme.BG_DEEP, theme.PANEL_EDGE, radius=16, alpha=215)
        with_bets = bet_text(self.result, 0) is not None
        y = rect.top + 14
        for label, x, anchor in (("PLACE", rect.left + 20, "topleft"),
                                 ("PLAYER", rect.left + 140, "topleft"),
                                 ("BET", rect.left + 400, "midtop"),
                                 (self.units.upper(), rect.right - 20, "topright")):
            if label == "BET" and not with_bets:
                continue
            text(surface, assets, label, 15, theme.CYAN, (x, y), anchor=anchor, shadow=False)
        y = rect.top + 44
        size = 20 if row >= 32 else 17
        for n, seat in enumerate(self.order):
            appear = max(0.0, min(1.0, (self.age - 0.3 - n * 0.08) / 0.3))
            if appear <= 0:
                continue
            shift = round((1 - appear) * 60)
            line = pygame.Rect(rect.left + 8, y, rect.width - 16, row - 4)
            place = self.result.placing[seat]
            if n % 2 == 0:
                pygame.draw.rect(surface, theme.PANEL, line.move(shift, 0), border_radius=8)
            mid = y + (row - 4) // 2
            color = MEDALS.get(place, theme.INK_DIM)
            text(surface, assets, ordinal(place), size, color, (rect.left + 20 + shift, mid),
                 anchor="midleft")
            seat_token(surface, assets, seat, (rect.left + 112 + shift, mid), min(13, row // 3),
                       self.app.settings.colour_blind)
            info = seats[seat]
            who = info.name
            if info.kind != "human":
                who += f" (AI {info.level})" if info.level else " (AI)"
            who = ellipsize(assets, who, size, 220, kind="bold")
            text(surface, assets, who, size, theme.INK, (rect.left + 140 + shift, mid),
                 anchor="midleft")
            bet = bet_text(self.result, seat)
            if bet is not None:
                rich_text(surface, assets, bet, size - 2, theme.INK_DIM,
                          (rect.left + 400 + shift - assets.font(size - 2, "sans").size(bet)[0]
                           / 2, mid - (size - 2) * 0.6))
            score = self.result.scores[seat]
            text(surface, assets, self.score_text(score), size + 2,
                 theme.GREEN if score > 0 else theme.RED if score < 0 else theme.INK_DIM,
                 (rect.right - 20 + shift, mid), anchor="midright")
            y += row

    def _draw_named_winners(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        """Race winners with names (Rennfieber's horses): one line, or numbered chips."""
        assets = self.app.assets
        if len(self.races) == 1:
            words = f"Race winner:  {self.races[0] or 'nobody'}"
            text(surface, assets, ellipsize(assets, words, 22, box.width - 32, kind="bold"), 22,
                 theme.GOLD, box.center, anchor="center")
            return
        text(surface, assets, "RACE WINNERS", 14, theme.CYAN, (box.left + 16, box.top + 8),
             shadow=False)
        x = box.left + 16
        y = box.top + 30
        for number, winner in enumerate(self.races, start=1):
            chip = f"{number}. {winner or '–'}"
            width = assets.font(17, "sans").size(chip)[0] + 18
            if x + width > box.right - 16:
                if y + 48 > box.bottom:
                    text(surface, assets, "…", 17, theme.INK_DIM, (x, y), kind="sans")
                    break
                x, y = box.left + 16, y + 24
            text(surface, assets, chip, 17, theme.INK, (x, y), kind="sans")
            x += width

    def _draw_races(self, surface: pygame.Surface) -> None:
        if not self.races:
            return
        assets = self.app.assets
        table, _ = self._table_rect()
        # Names take room: more than three races of them go over two lines.
        tall = self.named and len(self.races) > 3
        box = pygame.Rect(TABLE.left, table.bottom + 14, TABLE.width, 86 if tall else 62)
        box.top = min(box.top, BUTTONS_TOP - box.height - 18)
        panel(surface, box, theme.BG_DEEP, theme.PINK, radius=14, alpha=215)
        if self.named:
            self._draw_named_winners(surface, box)
            return
        if len(self.races) == 1:
            winner = self.races[0]
            words = (f"Winning horse:  {theme.SUIT_SYMBOLS[winner]} ace of "
                     f"{SUIT_NAMES.get(winner, winner).lower()}"
                     if winner in theme.SUIT_SYMBOLS else "The race was void: nobody won.")
            width = assets.font(22, "bold").size(words)[0]
            rich_text(surface, assets, words, 22, theme.GOLD,
                      (box.centerx - width / 2, box.centery - 14), kind="bold", shadow=True)
            return
        text(surface, assets, "RACE WINNERS", 14, theme.CYAN, (box.left + 16, box.top + 8),
             shadow=False)
        x = box.left + 16
        y = box.top + 30
        for number, winner in enumerate(self.races, start=1):
            symbol = theme.SUIT_SYMBOLS.get(winner or "", "–")
            chip = f"{number} {symbol}"
            width = assets.font(17, "sans").size(chip)[0] + 14
            if x + width > box.right - 40:
                text(surface, assets, "…", 17, theme.INK_DIM, (x, y), kind="sans")
                break
            rich_text(surface, assets, chip, 17, theme.INK, (x, y))
            x += width
