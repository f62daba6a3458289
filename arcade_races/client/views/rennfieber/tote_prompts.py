"""A human's bet at the Totalisator: which slip from the hand, on which runner, or done.

The prompt offers exactly the seat's legal actions (`Slip(value, card)` and `Done()`): a row of
the slip values the seat holds (with how many of each, a secret the hand-over curtain covers)
and a Done button, the runners' columns on the board to pick the horse, and a button laying the
slip. The seat's own slips already on the board are shown face up to it alone.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import pygame

from arcade_races.client import theme
from arcade_races.client.physics.render import darken
from arcade_races.client.stage.prompt import Choice, Facet, Option, Prompt
from arcade_races.client.stage.zones import STAGE
from arcade_races.client.views.rennfieber.fit import fit_text
from arcade_races.client.views.rennfieber.geometry import TOTE
from arcade_races.client.views.rennfieber.stage import money
from arcade_races.core.actions import Action
from arcade_races.games.rennfieber.actions import Slip

if TYPE_CHECKING:
    from arcade_races.client.views.rennfieber.tote import ToteRoom

PANEL = pygame.Rect(TOTE.left, TOTE.bottom + 6, TOTE.width, STAGE.bottom - TOTE.bottom - 12)
"""The bet prompt under the board."""
VALUE = (92, 54)
"""A slip value to pick."""


def _value(action: Action) -> object:
    return action.value if isinstance(action, Slip) else "done"


def _horse(action: Action) -> object:
    return action.card if isinstance(action, Slip) else None


class BetPrompt(Prompt):
    """The bet on screen: the choice, and what the seat may see of its own slips."""

    hand: list[int]
    mine: list[tuple[int, int]]
    """(card, value) of the slips the seat already laid."""
    limit: int


def bet_prompt(room: ToteRoom, seat: int, obs: dict[str, Any], legal: Sequence[Action]
               ) -> Prompt:
    """`seat`'s bet, offering exactly `legal`."""
    from arcade_races.client.views.rennfieber.tote import column_rect

    choice = Choice(legal, [Facet("value", _value, wrap=False), Facet("horse", _horse)])
    prompt = BetPrompt(choice, PANEL, seat=seat, mode="bet")
    tote = obs["tote"]
    prompt.hand = [int(v) for v in tote["hand"]]
    prompt.mine = [(int(c), int(v)) for c, v in tote["mine"]]
    prompt.limit = int(tote["limit"])
    values = choice.range("value")
    left = PANEL.left + 16

    def place_value(i: int, value: object) -> pygame.Rect:
        if value == "done":
            return pygame.Rect(PANEL.right - 330, PANEL.top + 48, 140, VALUE[1])
        return pygame.Rect(left + i * (VALUE[0] + 30), PANEL.top + 50, *VALUE)

    prompt.add_row([Option(place_value(i, v), "done" if v == "done" else "value", "value", v,
                           commit=v == "done")
                    for i, v in enumerate(values)])
    runners = room.runners()

    def place_horse(i: int, value: object) -> pygame.Rect:
        k = runners.index(int(str(value))) if int(str(value)) in runners else i
        return column_rect(k, len(runners))

    prompt.add_row(prompt.values_as_options("horse", place_horse, kind="horse"))
    prompt.add_row([Option(pygame.Rect(PANEL.right - 176, PANEL.top + 48, 160, VALUE[1]),
                           "confirm", label="Lay slip")])
    return prompt


def draw_bet_prompt(room: ToteRoom, surface: pygame.Surface, prompt: Prompt) -> None:
    """Draw the bet: the seat's slips on the board face up, the chosen column, the hand."""
    from arcade_races.client.views.rennfieber.tote import (
        COLUMN_BODY,
        column_rect,
        slip_center,
        slip_size,
    )

    if not isinstance(prompt, BetPrompt):
        return
    parts, table = room.parts, room.parts.table
    assets = parts.app.assets
    seat = prompt.seat
    choice = prompt.choice
    runners = room.runners()
    chosen_value = choice.selected.get("value")
    chosen_horse = choice.selected.get("horse")
    laying = chosen_value != "done"
    size = slip_size(table.players)
    # The seat's own slips, face up for it alone (the curtain is up).
    for i, card in enumerate(runners):
        col = column_rect(i, len(runners))
        values = [v for c, v in prompt.mine if c == card]
        count = len(values) + (1 if laying and card == chosen_horse else 0)
        for k, value in enumerate(values):
            image = parts.art.slip(value, seat, size)
            surface.blit(image, image.get_rect(center=slip_center(col, seat, k, count,
                                                                  table.players)))
        if laying and card == chosen_horse and isinstance(chosen_value, int):
            ghost = parts.art.slip(chosen_value, seat, size).copy()
            ghost.set_alpha(150)
            spot = ghost.get_rect(center=slip_center(col, seat, len(values), count,
                                                     table.players))
            # Faded into the board, not into the slip it would lie on: seen through, that
            # slip's value ran into this one's ("1,000" over "100").
            pygame.draw.rect(surface, COLUMN_BODY, spot, border_radius=max(2, size[1] // 10))
            surface.blit(ghost, spot)
    for option in prompt.rows[1] if len(prompt.rows) > 1 else []:
        live = prompt.enabled(option)
        if prompt.chosen(option) and live:
            color = theme.GOLD if prompt.focused(option) else theme.CYAN
            pygame.draw.rect(surface, color, option.rect.inflate(8, 8), 4, border_radius=12)
        elif prompt.hover is option and live:
            pygame.draw.rect(surface, theme.INK_DIM, option.rect.inflate(6, 6), 2,
                             border_radius=12)
    # Columns the seat may not back any more (the bet limit) are dimmed.
    offered = {o.value for o in (prompt.rows[1] if len(prompt.rows) > 1 else [])}
    for i, card in enumerate(runners):
        if card not in offered:
            col = column_rect(i, len(runners))
            veil = pygame.Surface(col.size, pygame.SRCALPHA)
            veil.fill((*theme.BG_DEEP, 150))
            surface.blit(veil, col)
    pygame.draw.rect(surface, theme.BG_DEEP, PANEL, border_radius=14)
    pygame.draw.rect(surface, theme.GOLD, PANEL, 2, border_radius=14)
    backed = len({c for c, _ in prompt.mine})
    words = (f"{parts.names[seat]}: pick a slip and a horse  ·  "
             f"you back {backed} of at most {prompt.limit} horses  ·  "
             f"{len(prompt.hand)} slip{'' if len(prompt.hand) == 1 else 's'} in hand "
             f"({money(sum(prompt.hand))})")
    title = assets.text(words, fit_text(assets, words, 20, PANEL.width - 30), theme.INK, "bold")
    surface.blit(title, title.get_rect(midtop=(PANEL.centerx, PANEL.top + 12)))
    for option in prompt.rows[0]:
        _draw_value(room, surface, prompt, option)
    for option in prompt.rows[2]:
        focused = prompt.focused(option)
        live = prompt.action() is not None
        body = theme.GOLD if live else darken(theme.PANEL, 0.3)
        rect = option.rect
        pygame.draw.rect(surface, body, rect, border_radius=12)
        pygame.draw.rect(surface, theme.INK if focused else darken(body, 0.5), rect,
                         3 if focused else 2, border_radius=12)
        label = option.label if laying else "I'm done"
        if live and isinstance(chosen_value, int) and isinstance(chosen_horse, int):
            label = f"{money(chosen_value)} on #{chosen_horse}"
        ink = theme.BG_DEEP if live else theme.INK_FAINT
        image = assets.text(label, fit_text(assets, label, 22, rect.width - 12, "condensed"),
                            ink, "condensed")
        surface.blit(image, image.get_rect(center=rect.center))


def _draw_value(room: ToteRoom, surface: pygame.Surface, prompt: BetPrompt,
                option: Option) -> None:
    parts = room.parts
    assets = parts.app.assets
    rect = option.rect
    chosen = prompt.chosen(option)
    focused = prompt.focused(option)
    lift = -6 if chosen else 0
    if option.value == "done":
        body = theme.GREEN if chosen else theme.PANEL_HI
        pygame.draw.rect(surface, body, rect.move(0, lift), border_radius=12)
        image = assets.text("I'm done", 22, theme.BG_DEEP if chosen else theme.INK, "condensed")
        surface.blit(image, image.get_rect(center=rect.move(0, lift).center))
    else:
        value = int(str(option.value))
        image = parts.art.slip(value, prompt.seat, rect.size)
        surface.blit(image, rect.move(0, lift))
        count = prompt.hand.count(value)
        badge = assets.text(f"×{count}", 18, theme.INK, "bold")
        spot = badge.get_rect(center=(rect.right + 10, rect.top + lift + 6))
        pygame.draw.circle(surface, theme.PINK, spot.center, 15)
        pygame.draw.circle(surface, theme.BG_DEEP, spot.center, 15, 2)
        surface.blit(badge, spot)
    if chosen:
        color = theme.GOLD if focused else theme.CYAN
        pygame.draw.rect(surface, color, rect.move(0, lift).inflate(8, 8), 3, border_radius=12)
    elif prompt.hover is option:
        pygame.draw.rect(surface, theme.INK_DIM, rect.inflate(6, 6), 2, border_radius=12)


__all__ = ["PANEL", "BetPrompt", "bet_prompt", "draw_bet_prompt"]
