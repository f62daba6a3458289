"""A human's controls on the Crazy Race table, drawn (read only): the hand drawer (the secret
bet, the track and action cards, Roll, and Discard / Back under a chosen card), the lit pieces
or players a chosen card may go to with a preview, and the box that answers a card played
against you.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from arcade_races.client import theme
from arcade_races.client.app import App
from arcade_races.client.physics.render import darken, mix
from arcade_races.client.stage.effects import signed
from arcade_races.client.stage.zones import STAGE as BOARD
from arcade_races.client.views.crazy_race.art import (
    CARD_CREAM,
    KIND_WORDS,
    Art,
    render_bet_face,
)
from arcade_races.client.views.crazy_race.geometry import Layout, pixel
from arcade_races.client.widgets import fit_text, text

if TYPE_CHECKING:
    from arcade_races.client.views.crazy_race.board import Board
    from arcade_races.client.views.crazy_race.prompts import Card, Decision

Color = tuple[int, int, int]
Vec = tuple[float, float]


class Drawer:
    """Draws a `Decision` over the table."""

    def __init__(self, app: App, lay: Layout, art: Art, board: Board) -> None:
        self.app, self.lay, self.art, self.board = app, lay, art, board

    def draw_spots(self, surface: pygame.Surface, prompt: Decision) -> None:
        """The lit pieces a chosen card may go to, the cursor and a preview of the new
        length."""
        pulse = 0.5 + 0.5 * math.sin(self.app.time * 6)
        glow = mix(theme.GREEN, theme.INK, 0.35 * pulse)
        across = 2 * self.lay.hb + 8
        for i, (t, p) in enumerate(prompt.candidates):
            _, _, mid, angle, length = self.lay.geo[t][p]
            quad = self.lay.quad(mid, angle, length - 2, across)
            if i == prompt.cursor and prompt.on_board:
                continue
            pygame.draw.polygon(surface, glow, quad, 2)
        if prompt.source is not None:
            t, p = prompt.source
            _, _, mid, angle, length = self.lay.geo[t][p]
            pygame.draw.polygon(surface, theme.PINK, self.lay.quad(mid, angle, length + 2,
                                                                across + 4), 3)
        if not prompt.candidates or not prompt.on_board:
            return
        t, p = prompt.candidates[prompt.cursor]
        _, _, mid, angle, length = self.lay.geo[t][p]
        value = None
        if prompt.mode == "place" and prompt.picked is not None:
            value = prompt.picked.number
        elif prompt.mode == "dest" and prompt.source is not None:
            value = int(prompt.obs["cards"][prompt.source[0]][prompt.source[1]])
        if value is not None:
            ghost = self.art.laid_card(value, t, p).copy()
            ghost.set_alpha(round(170 + 60 * pulse))
            surface.blit(ghost, ghost.get_rect(center=pixel(mid)))
            before = self.lay.spaces
            words = f"{before} → {value}  ({signed(value - before)})"
            nx, ny = self.lay.normal(angle)
            tag = self.app.assets.text(words, 16, theme.BG_DEEP, "bold")
            names = [self.board.name_label(track)[1] for track in range(self.lay.players)]
            # Above the piece, or below it (past its number) where a player's name stands.
            for off in (-(self.lay.hb + 16), self.lay.hb + 2 * self.lay.badge_r + 16):
                box = tag.get_rect(center=(round(mid[0] + nx * off), round(mid[1] + ny * off)))
                box.inflate_ip(12, 4)
                if box.collidelist(names) < 0:
                    break
            pygame.draw.rect(surface, theme.GOLD, box, border_radius=7)
            pygame.draw.rect(surface, theme.BG_DEEP, box, 1, border_radius=7)
            surface.blit(tag, tag.get_rect(center=box.center))
        quad = self.lay.quad(mid, angle, length + 4, across + 6)
        pygame.draw.polygon(surface, mix(theme.GOLD, theme.INK, 0.4 * pulse), quad, 3)

    def draw_targets(self, surface: pygame.Surface, prompt: Decision) -> None:
        pulse = 0.5 + 0.5 * math.sin(self.app.time * 6)
        for i, seat in enumerate(prompt.candidates):
            rect = self.lay.panel_rects[int(seat)].inflate(6, 6)
            if i == prompt.cursor and prompt.on_board:
                pygame.draw.rect(surface, mix(theme.PINK, theme.INK, 0.4 * pulse), rect, 4,
                                 border_radius=12)
                arrow = [(rect.left - 4, rect.centery), (rect.left - 16, rect.centery - 9),
                         (rect.left - 16, rect.centery + 9)]
                pygame.draw.polygon(surface, theme.PINK, arrow)
            else:
                pygame.draw.rect(surface, mix(theme.GREEN, theme.INK, 0.35 * pulse), rect, 2,
                                 border_radius=12)

    def instructions(self, prompt: Decision) -> str:
        chosen = prompt.picked
        if prompt.note:
            return prompt.note
        if prompt.mode == "hand":
            track, action = prompt.obs["played_track"], prompt.obs["played_action"]
            if track and (action or not self.lay.main):
                return "Cards played - now roll the dice!"
            if track:
                return "Track card played: an action card too if you like, then roll."
            if action:
                return "Action card played: a track card too if you like, then roll."
            if self.lay.main:
                return "Play up to one track card and one action card, then roll."
            return "Play a track card if you like, then roll."
        if prompt.mode == "place" and chosen is not None:
            return (f"Lay your {chosen.value} on a lit piece of any track "
                    "(Tab: discard or back).")
        if prompt.mode == "source":
            return "MOVE: pick a lit track card to take away (Tab: discard or back)."
        if prompt.mode == "dest":
            return "MOVE: where does it go? Pick a lit free piece (Tab: back)."
        if prompt.mode == "target" and chosen is not None:
            return (f"{KIND_WORDS[str(chosen.value)]}: lay it before a lit player "
                    "(Tab: discard or back).")
        return "CANCEL answers a card played against you - keep it, or discard it."

    def draw_drawer(self, surface: pygame.Surface, prompt: Decision) -> None:
        assets = self.app.assets
        rect = prompt.rect
        pulse = 0.5 + 0.5 * math.sin(self.app.time * 6)
        panel_img = self.art.faces.get(("drawer", 0, rect.size))
        if panel_img is None:
            panel_img = pygame.Surface((rect.width + 16, rect.height + 16), pygame.SRCALPHA)
            body = pygame.Rect(8, 8, rect.width, rect.height)
            pygame.draw.rect(panel_img, (0, 0, 0, 100), body.move(0, 6), border_radius=18)
            pygame.draw.rect(panel_img, theme.PANEL, body, border_radius=18)
            pygame.draw.rect(panel_img, theme.GOLD, body, 2, border_radius=18)
            self.art.faces[("drawer", 0, rect.size)] = panel_img
        surface.blit(panel_img, (rect.left - 8, rect.top - 8))
        seat = prompt.seat
        self.art.token(surface, seat, (rect.left + 26, rect.top + 19), 12,
                    self.app.settings.colour_blind)
        title = f"{self.lay.names[seat]}, your turn"
        head = text(surface, assets, title, 22, theme.GOLD, (rect.left + 46, rect.top + 19),
                    anchor="midleft")
        words = self.instructions(prompt)
        size = fit_text(assets, words, 17, rect.right - 20 - head.right - 20, "sans")
        text(surface, assets, words, size, theme.PINK if prompt.note else theme.INK,
             (head.right + 20, rect.top + 20), anchor="midleft", kind="sans", shadow=False)
        bet = prompt.obs.get("bet")
        cards = [b for b in prompt.hand if b.kind != "roll"]
        row_top = min((b.rect.top for b in prompt.hand), default=rect.top + 60)
        if bet:
            row_h = max(b.rect.bottom for b in prompt.hand) - row_top
            bet_rect = pygame.Rect(rect.left + 20, row_top, 118, max(56, min(96, row_h)))
            key = ("betface", tuple(bet), bet_rect.size)
            face = self.art.faces.get(key)
            if face is None:
                face = render_bet_face(assets, bet_rect.size, bet, self.art.stage_colors)
                self.art.faces[key] = face
            surface.blit(face, bet_rect)
            text(surface, assets, "YOUR SECRET BET", 11, theme.INK_DIM,
                 (bet_rect.centerx, row_top - 4), anchor="midbottom", kind="bold",
                 shadow=False)
        groups = (("track", "TRACK CARDS", self.obs_flag(prompt, "played_track")),
                  ("action", "ACTION CARDS", self.obs_flag(prompt, "played_action")))
        for kind, label, played in groups:
            members = [b for b in cards if b.kind == kind]
            if not members:
                continue
            left = min(b.rect.left for b in members)
            right = max(b.rect.right for b in members)
            words = label + ("  ·  played" if played else "")
            text(surface, assets, words, 11, theme.INK_FAINT if played else theme.INK_DIM,
                 ((left + right) / 2, row_top - 4), anchor="midbottom", kind="bold",
                 shadow=False)
        for i, button in enumerate(prompt.hand):
            focused = prompt.mode == "hand" and i == prompt.focus
            self.draw_hand_button(surface, prompt, button, focused, pulse)
        for i, button in enumerate(prompt.buttons):
            focused = not prompt.on_board or not prompt.candidates
            self.draw_small_button(surface, prompt, button, focused and i == prompt.focus,
                                    pulse)

    @staticmethod
    def obs_flag(prompt: Decision, name: str) -> bool:
        """A flag of the prompt's observation."""
        return bool(prompt.obs.get(name))

    def draw_hand_button(self, surface: pygame.Surface, prompt: Decision, button: Card,
                          focused: bool, pulse: float) -> None:
        assets = self.app.assets
        rect = button.rect
        if button.kind == "roll":
            if prompt.mode != "hand":
                return
            fill = mix(theme.GOLD, theme.ORANGE, 0.35 * pulse) if focused else theme.GOLD
            pygame.draw.rect(surface, darken(fill, 0.5), rect.move(0, 4), border_radius=12)
            pygame.draw.rect(surface, fill, rect, border_radius=12)
            if focused:
                pygame.draw.rect(surface, theme.INK, rect.inflate(8, 8), 3, border_radius=14)
            text(surface, assets, "ROLL!", 28, theme.BG_DEEP, (rect.centerx + 12, rect.centery),
                 anchor="center", kind="condensed", shadow=False)
            pip = pygame.Rect(0, 0, 24, 24)
            pip.center = (rect.left + 26, rect.centery)
            pygame.draw.rect(surface, CARD_CREAM, pip, border_radius=5)
            pygame.draw.rect(surface, theme.BG_DEEP, pip, 2, border_radius=5)
            for dx, dy in ((-5, -5), (0, 0), (5, 5)):
                pygame.draw.circle(surface, theme.BG_DEEP, (pip.centerx + dx, pip.centery + dy),
                                   2)
            return
        chosen = prompt.picked is button
        hover = prompt.hover is button
        lift = 10 if chosen else (5 if focused or hover else 0)
        shown = rect.move(0, -lift)
        if button.kind == "track":
            image = self.art.hand_track(button.number, rect.size)
        else:
            image = self.art.action_face(str(button.value), rect.size)
        pygame.draw.rect(surface, (0, 0, 0), rect.move(2, 4), border_radius=8)
        surface.blit(image, shown)
        if not button.enabled:
            veil = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.rect(veil, (*theme.BG_DEEP, 150), veil.get_rect(), border_radius=8)
            surface.blit(veil, shown)
        if chosen:
            pygame.draw.rect(surface, theme.GOLD, shown.inflate(8, 8), 3, border_radius=10)
        elif focused:
            pygame.draw.rect(surface, mix(theme.GOLD, theme.INK, 0.6 * pulse),
                             shown.inflate(8, 8), 3, border_radius=10)

    def draw_small_button(self, surface: pygame.Surface, prompt: Decision, button: Card,
                           focused: bool, pulse: float) -> None:
        assets = self.app.assets
        rect = button.rect
        hover = prompt.hover is button
        if button.kind in ("accept", "cancel"):
            words = ("Accept" if button.kind == "accept" else
                     f"Cancel it ({button.label} in hand)" if button.enabled else "No CANCEL card")
        elif button.kind == "discard":
            words = "Discard it"
        else:
            words = "Back"
        gold = button.kind in ("discard", "cancel", "accept") and button.enabled
        fill = (theme.GOLD if gold else theme.PANEL_HI) if focused or hover else (
            (120, 98, 40) if gold else (44, 40, 86))
        if not button.enabled:
            fill = (36, 33, 66)
        pygame.draw.rect(surface, theme.BG_DEEP, rect.move(0, 3), border_radius=10)
        pygame.draw.rect(surface, fill, rect, border_radius=10)
        pygame.draw.rect(surface, theme.GOLD if focused else theme.PANEL_EDGE, rect, 2,
                         border_radius=10)
        if focused and button.enabled:
            pygame.draw.rect(surface, mix(theme.GOLD, theme.INK, 0.6 * pulse), rect.inflate(8, 8),
                             2, border_radius=12)
        ink = theme.BG_DEEP if (focused or hover) and gold else (
            theme.INK if button.enabled else theme.INK_FAINT)
        size = fit_text(assets, words, 18, rect.width - 12, "bold")
        text(surface, assets, words, size, ink, rect.center, anchor="center", shadow=False)

    def draw_answer(self, surface: pygame.Surface, prompt: Decision) -> None:
        assets = self.app.assets
        self.art.shade.set_alpha(110)
        surface.blit(self.art.shade, BOARD.topleft)
        rect = prompt.rect
        backdrop = self.art.faces.get(("answer", 0, rect.size))
        if backdrop is None:
            backdrop = pygame.Surface((rect.width + 16, rect.height + 16), pygame.SRCALPHA)
            body = pygame.Rect(8, 8, rect.width, rect.height)
            pygame.draw.rect(backdrop, (0, 0, 0, 100), body.move(0, 6), border_radius=18)
            pygame.draw.rect(backdrop, theme.PANEL, body, border_radius=18)
            pygame.draw.rect(backdrop, theme.GOLD, body, 2, border_radius=18)
            self.art.faces[("answer", 0, rect.size)] = backdrop
        surface.blit(backdrop, (rect.left - 8, rect.top - 8))
        pending = prompt.obs.get("pending") or [0, prompt.seat, "skip"]
        attacker, kind = int(pending[0]), str(pending[2])
        title = f"{self.lay.names[attacker]} plays {KIND_WORDS.get(kind, kind)} against you!"
        size = fit_text(assets, title, 24, rect.width - 40)
        self.art.token(surface, prompt.seat, (rect.left + 26, rect.top + 28), 12,
                    self.app.settings.colour_blind)
        text(surface, assets, title, size, theme.GOLD, (rect.left + 46, rect.top + 28),
             anchor="midleft")
        card = self.art.action_face(kind, (88, 124))
        surface.blit(card, card.get_rect(midleft=(rect.left + 26, rect.top + 122)))
        what = ("skip your next turn: no cards, no dice" if kind == "skip"
                else "play two turns in a row next time")
        lines = [f"Accept, and you {what}.",
                 "Play a CANCEL card and both cards go to the discard.",
                 prompt.note]
        y = rect.top + 72
        for line in lines:
            if line:
                fitted = fit_text(assets, line, 17, rect.width - 160, "sans")
                text(surface, assets, line, fitted, theme.PINK if line == prompt.note
                     else theme.INK, (rect.left + 136, y), anchor="topleft", kind="sans",
                     shadow=False)
            y += 28
        pulse = 0.5 + 0.5 * math.sin(self.app.time * 6)
        for i, button in enumerate(prompt.buttons):
            self.draw_small_button(surface, prompt, button, i == prompt.focus, pulse)


__all__ = ["Drawer"]
