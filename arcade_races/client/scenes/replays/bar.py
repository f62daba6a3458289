"""Replay playback's drawing: the bar in its own zone below the ticker (`zones.REPLAY_BAR`:
the play button, the speed, the REPLAY tag, the action in words, the timeline), the box at the
end of the recording, and the panel of a file that cannot be played.

Nothing here stands over the view's plaque or its ticker: the REPLAY tag lives in the bar, and
the end box stands over the board only.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from arcade_races.client import theme
from arcade_races.client.scenes.replays.common import plain_problem, play_icon, score_text
from arcade_races.client.stage.zones import REPLAY_BAR, TICKER
from arcade_races.client.widgets import Menu, backdrop, panel, seat_token, text, title_banner

if TYPE_CHECKING:
    from arcade_races.client.scenes.replays.playback import ReplayPlaybackScene

STRIP = pygame.Rect(REPLAY_BAR)
"""The whole bar."""
PLAY_BUTTON = pygame.Rect(8, STRIP.centery - 16, 32, 32)
"""The round play/pause button at the bar's left end."""
TAG = pygame.Rect(84, STRIP.centery - 12, 118, 24)
"""The REPLAY tag (PAUSED while paused), with the check mark of a verified file."""
LABEL_LEFT = TAG.right + 12
"""Where the action's number and words start."""
TIMELINE = pygame.Rect(706, STRIP.centery - 3, 412, 8)
"""The timeline to seek on."""
COUNT_RIGHT = STRIP.right - 10
"""The right edge of "181 / 363"."""
END_BOTTOM = TICKER.top - 8
VEIL_ALPHA = 150
"""How dark the table goes behind the end-of-recording box (the ticker and the bar stay
clear): the view's own last words on it, such as Rennfieber's final placings, step back."""
_VEILS: dict[tuple[int, int], pygame.Surface] = {}
"""The end-of-recording box stands over the board, above the ticker."""
LABEL_SIZE = 17


def draw_bar(surface: pygame.Surface, scene: ReplayPlaybackScene) -> None:
    """The bar: button, speed, tag, the action in words, the timeline and the count."""
    assets = scene.app.assets
    surface.fill(theme.BG_DEEP, STRIP)
    pygame.draw.line(surface, theme.PANEL_EDGE, STRIP.topleft, STRIP.topright, 2)
    playing = not scene.paused and scene.position < scene.limit
    button = PLAY_BUTTON
    pygame.draw.circle(surface, theme.PINK if playing else theme.GOLD, button.center,
                       button.width // 2)
    pygame.draw.circle(surface, theme.INK, button.center, button.width // 2, 2)
    play_icon(surface, (button.centerx + (0 if playing else 1), button.centery), playing,
              theme.BG_DEEP, 12)
    text(surface, assets, f"{scene.speed:g}x", 20, theme.CYAN,
         (button.right + 8, STRIP.centery), anchor="midleft", shadow=False)
    _draw_tag(surface, scene)
    _draw_label(surface, scene)
    _draw_timeline(surface, scene)
    text(surface, assets, f"{scene.position} / {scene.total}", 17, theme.INK,
         (COUNT_RIGHT, STRIP.centery), anchor="midright", shadow=False)
    if scene.hover is not None and not scene.dragging and scene.replay is not None:
        _draw_tooltip(surface, scene, scene.hover)


def _draw_tag(surface: pygame.Surface, scene: ReplayPlaybackScene) -> None:
    """REPLAY in pink (PAUSED, SEEKING), with a green tick when the file checked out."""
    assets = scene.app.assets
    word = "REPLAY"
    if scene.dragging:
        word = "SEEKING"
    elif scene.paused and scene.position < scene.limit:
        word = "PAUSED"
    pygame.draw.rect(surface, theme.PANEL, TAG, border_radius=TAG.height // 2)
    pygame.draw.rect(surface, theme.PINK, TAG, 2, border_radius=TAG.height // 2)
    text(surface, assets, word, 16, theme.PINK, (TAG.left + 11, TAG.centery),
         anchor="midleft", kind="condensed", shadow=False)
    mark, tone = ("✔", theme.GREEN) if scene.verified else ("⚠", theme.RED)
    text(surface, assets, mark, 16, tone, (TAG.right - 9, TAG.centery), anchor="midright",
         kind="bold", shadow=False)


def _draw_label(surface: pygame.Surface, scene: ReplayPlaybackScene) -> None:
    """The move just played: its number, the seat's token and the words."""
    assets = scene.app.assets
    x, y = LABEL_LEFT, STRIP.centery
    if scene.position == 0:
        text(surface, assets, scene.label(0), LABEL_SIZE, theme.INK_DIM, (x, y),
             anchor="midleft", kind="sans", shadow=False)
        return
    index = scene.position - 1
    number = text(surface, assets, str(scene.position), LABEL_SIZE, theme.GOLD, (x, y),
                  anchor="midleft", shadow=False)
    x = number.right + 10
    seat = scene.seats[index] if index < len(scene.seats) else None
    if seat is not None:
        seat_token(surface, assets, seat, (x + 7, y), 7, scene.app.settings.colour_blind)
        x += 20
    words = scene.fit.clip(scene.label(scene.position), LABEL_SIZE, TIMELINE.left - 18 - x,
                           "sans")
    color = theme.INK if seat is not None else theme.INK_DIM
    text(surface, assets, words, LABEL_SIZE, color, (x, y), anchor="midleft", kind="sans",
         shadow=False)


def _draw_timeline(surface: pygame.Surface, scene: ReplayPlaybackScene) -> None:
    timeline = TIMELINE
    total = max(1, scene.total)
    pygame.draw.rect(surface, theme.PANEL_HI, timeline, border_radius=4)
    if scene.limit < scene.total:  # the part that does not check out
        left = scene.x_of(scene.limit)
        bad = pygame.Rect(left, timeline.top, timeline.right - left, timeline.height)
        pygame.draw.rect(surface, (110, 30, 44), bad, border_radius=4)
        for hx in range(bad.left, bad.right, 8):
            pygame.draw.line(surface, theme.RED, (hx, bad.bottom - 1),
                             (min(bad.right, hx + 6), bad.top), 1)
    done = pygame.Rect(timeline.left, timeline.top, scene.x_of(scene.position) - timeline.left,
                       timeline.height)
    if done.width > 0:
        pygame.draw.rect(surface, theme.GOLD, done, border_radius=4)
    if total <= 400 and scene.replay is not None:
        for index, line in enumerate(scene.replay.actions):  # seat decisions stand out
            if line.seat is None:
                continue
            tx = scene.x_of(index + 1)
            color = theme.SEAT_COLORS[line.seat % len(theme.SEAT_COLORS)]
            pygame.draw.line(surface, color, (tx, timeline.top - 6), (tx, timeline.top - 2), 2)
    knob = (scene.x_of(scene.position), timeline.centery)
    pygame.draw.circle(surface, (0, 0, 0), (knob[0] + 1, knob[1] + 2), 10)
    pygame.draw.circle(surface, theme.INK, knob, 9)
    pygame.draw.circle(surface, theme.PINK, knob, 5)


def _draw_tooltip(surface: pygame.Surface, scene: ReplayPlaybackScene, n: int) -> None:
    """The move under the pointer, in words, just above the bar (only while hovering)."""
    assets = scene.app.assets
    words = "The start" if n == 0 else f"{n} · {scene.label(n)}"
    image = assets.text(scene.fit.clip(words, 15, 600, "sans"), 15, theme.INK, "sans")
    rect = image.get_rect().inflate(16, 8)
    x = scene.x_of(n)
    rect.midbottom = (x, STRIP.top - 6)
    pygame.draw.polygon(surface, theme.GOLD, [(x - 6, STRIP.top - 7), (x + 6, STRIP.top - 7),
                                              (x, STRIP.top - 1)])
    rect.clamp_ip(surface.get_rect())
    pygame.draw.rect(surface, theme.PANEL_HI, rect, border_radius=6)
    pygame.draw.rect(surface, theme.GOLD, rect, 1, border_radius=6)
    surface.blit(image, image.get_rect(center=rect.center))


def draw_fatal(surface: pygame.Surface, scene: ReplayPlaybackScene) -> None:
    """A file that cannot be played at all: why, in plain words."""
    assets = scene.app.assets
    backdrop(surface, scene.time)
    title_banner(surface, assets, "REPLAY", y=26)
    rect = pygame.Rect(0, 0, 900, 250)
    rect.center = (640, 360)
    panel(surface, rect, theme.PANEL, theme.RED, radius=18)
    text(surface, assets, "This replay cannot be played", 32, theme.RED,
         (rect.centerx, rect.top + 30), anchor="midtop", kind="condensed")
    y = rect.top + 90
    for line in scene.fit.wrap(plain_problem(scene.fatal or ""), 20, rect.width - 80,
                               max_lines=4):
        text(surface, assets, line, 20, theme.INK, (rect.centerx, y), anchor="midtop",
             kind="sans", shadow=False)
        y += 28
    text(surface, assets, "Other replays are not affected; this one can be deleted from "
         "the list.", 16, theme.INK_DIM, (rect.centerx, rect.bottom - 44), anchor="midtop",
         kind="sans", shadow=False)


def draw_end(surface: pygame.Surface, scene: ReplayPlaybackScene, menu: Menu) -> None:
    """The end of the recording: the result (or why it stops) and what next."""
    from arcade_races.client.scenes.replays.playback import END_ROWS

    assets = scene.app.assets
    assert scene.replay is not None
    seats = scene.replay.header.seats
    rect, tone = scene.end_rect, scene.end_tone
    size = (surface.get_width(), TICKER.top)
    veil = _VEILS.get(size)
    if veil is None:
        veil = _VEILS[size] = pygame.Surface(size, pygame.SRCALPHA)
        veil.fill((*theme.BG_DEEP, VEIL_ALPHA))
    surface.blit(veil, (0, 0))
    panel(surface, rect, theme.BG_DEEP, tone, radius=18, alpha=250)
    text(surface, assets, scene.end_title, 32, tone, (rect.centerx, rect.top + 16),
         anchor="midtop", kind="condensed")
    y = rect.top + 66
    for words in scene.end_lines:
        text(surface, assets, scene.fit.clip(words, 18, rect.width - 40, "sans"), 18, theme.INK,
             (rect.centerx, y), anchor="midtop", kind="sans", shadow=False)
        y += 28
    if scene.end_rows:
        text(surface, assets, scene.end_units, 13, theme.INK_DIM, (rect.right - 40, y),
             anchor="topright", kind="sans", shadow=False)
        y += 16
    blind = scene.app.settings.colour_blind
    for place, seat, score in scene.end_rows[:END_ROWS]:
        name = seats[seat].name if seat < len(seats) else f"Player {seat + 1}"
        color = theme.GOLD if place == 1 else theme.INK
        text(surface, assets, f"{place}.", 20, color, (rect.left + 40, y), shadow=False)
        seat_token(surface, assets, seat, (rect.left + 90, y + 12), 10, blind)
        text(surface, assets, scene.fit.clip(name, 20, 220), 20, color, (rect.left + 110, y),
             shadow=False)
        words = score_text(scene.replay.header.game, scene.end_units, score)
        text(surface, assets, words, 20, theme.GREEN if score >= 0 else theme.RED,
             (rect.right - 40, y), anchor="topright", shadow=False)
        y += 32
    if len(scene.end_rows) > END_ROWS:
        text(surface, assets, f"and {len(scene.end_rows) - END_ROWS} more", 15,
             theme.INK_DIM, (rect.centerx, y), anchor="midtop", kind="sans", shadow=False)
    menu.draw(surface, assets)


__all__ = ["END_BOTTOM", "PLAY_BUTTON", "STRIP", "TAG", "TIMELINE", "draw_bar", "draw_end",
           "draw_fatal"]
