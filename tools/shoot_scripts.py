"""The scripted humans of `tools/shoot.py`: synthetic key presses and clicks, and each game's
script (from the seat's observation only, for `human --deterministic`) and plan (which may
read the view's prompt to aim the mouse, for the plain `human` scenario)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from arcade_races.client.scenes.play import PlayScene

K = pygame
Press = int | Callable[[PlayScene], None]
"""One thing a scripted human does: press a key, or (a callable) use the mouse."""
Script = Callable[[dict[str, Any], int], list[int]]
"""Deterministic: the keys for the `n`-th decision (from 1), from the seat's observation."""


def key(code: int) -> None:
    """A synthetic key press."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="",
                                         scancode=0))


def click(pos: tuple[int, int], rel: tuple[int, int] = (0, 0), release: bool = False) -> None:
    """A synthetic left click at `pos` (the pointer moves there first)."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=rel, buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    if release:
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def hover(pos: tuple[int, int], rel: tuple[int, int] = (5, 5)) -> None:
    """A synthetic pointer move to `pos`."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=rel, buttons=(0, 0, 0)))


def _prompt(scene: PlayScene) -> Any:
    return getattr(scene.view, "prompt", None)


# Pferderennen: a bet of 3 on hearts, then (next decision) sit out; in party mode hand out a sip.
PF_BET_KEYS = ((K.K_RIGHT, K.K_RIGHT, K.K_DOWN, K.K_RIGHT, K.K_RIGHT, K.K_RETURN),
               (K.K_LEFT, K.K_RETURN))
PF_GIVE_KEYS = (K.K_RIGHT, K.K_RETURN)


def pf_script(obs: dict[str, Any], n: int) -> list[int]:
    if obs["phase"] == "handout":
        return list(PF_GIVE_KEYS)
    return list(PF_BET_KEYS[(n - 1) % len(PF_BET_KEYS)])


def pf_human(scene: PlayScene, seat: int, n: int) -> list[Press]:
    assert scene.live is not None
    return list(pf_script(scene.live.state.observation(None), n))


# 6-Tage-Rennen: ride the card right of the first; change riders after a look at "stay"; the
# second human (human scenario) rides by mouse: hover a card, then click the focused one.
SD_PLAY_KEYS = (K.K_LEFT, K.K_RIGHT, K.K_RIGHT, K.K_RETURN)
SD_CHANGE_KEYS = (K.K_RIGHT, K.K_LEFT, K.K_RETURN)


def sd_script(obs: dict[str, Any], n: int) -> list[int]:
    return list(SD_CHANGE_KEYS if obs["phase"] == "change" else SD_PLAY_KEYS)


def sd_options(prompt: Any) -> list[Any]:
    """The options of a six_day prompt (a stage `Prompt` of one row), left to right."""
    return [option for row in prompt.rows for option in row] if prompt is not None else []


def _sd_click_focused(scene: PlayScene) -> None:
    prompt = _prompt(scene)
    chosen = [o for o in sd_options(prompt) if prompt.chosen(o)]
    if chosen:  # the focused card stands up: click it where it stands
        click(prompt.area(chosen[0]).center, rel=(4, 4), release=True)


def sd_human(scene: PlayScene, seat: int, n: int) -> list[Press]:
    prompt = _prompt(scene)
    if prompt is not None and prompt.mode == "change":
        return list(SD_CHANGE_KEYS)
    options = sd_options(prompt)
    if seat == 1 and options:
        hover(options[len(options) // 2].rect.center)
        return [_sd_click_focused]
    return list(SD_PLAY_KEYS)


# Favoriten: a marker on the horse two to the right, a pass (left of the first horse wraps round
# to "pass"), a marker on the first horse; the horse two to the right for the roll. In the human
# scenario every third decision is a click on the second column or chip.
FV_BET_KEYS = ((K.K_RIGHT, K.K_RIGHT, K.K_RETURN), (K.K_LEFT, K.K_RETURN), (K.K_RETURN,))
FV_MOVE_KEYS = (K.K_RIGHT, K.K_RIGHT, K.K_RETURN)


def fv_script(obs: dict[str, Any], n: int) -> list[int]:
    if obs["phase"] == "move":
        return list(FV_MOVE_KEYS)
    return list(FV_BET_KEYS[n % len(FV_BET_KEYS)])


def fv_human(scene: PlayScene, seat: int, n: int) -> list[Press]:
    prompt = _prompt(scene)
    if n % 3 == 0 and prompt is not None:
        buttons = [b for b in prompt.buttons if b.kind in ("column", "chip")]
        if buttons:
            click(buttons[min(1, len(buttons) - 1)].rect.center)
        return []
    assert scene.live is not None
    return list(fv_script(scene.live.state.observation(None), n))


# Crazy Race: the human scenario aims at a track card on a lit piece, else a SKIP or AGAIN card at
# the first rival, else the dice, and cancels a card played against it if it can. The script
# looks right and back, then takes what the prompt offers first (a track card at the suggested
# piece, then an action card, then the dice; a card against it is answered as focused).
CR_SCRIPT_KEYS = (K.K_RIGHT, K.K_LEFT, K.K_RETURN)


def cr_script(obs: dict[str, Any], n: int) -> list[int]:
    return [K.K_RETURN] if obs["phase"] == "answer" else list(CR_SCRIPT_KEYS)


def cr_human(scene: PlayScene, seat: int, n: int) -> list[Press]:
    prompt = _prompt(scene)
    if prompt is None:
        return []
    if prompt.mode == "answer":
        return [K.K_RETURN]
    hand = prompt.hand
    want = next((i for i, b in enumerate(hand) if b.enabled and b.kind == "track"), None)
    if want is None:
        want = next((i for i, b in enumerate(hand) if b.enabled and b.kind == "action"
                     and b.value in ("skip", "again")), len(hand) - 1)
    keys: list[Press] = [*[K.K_RIGHT] * ((want - prompt.focus) % len(hand)), K.K_RETURN]
    if hand[want].kind != "roll":
        keys.append(K.K_RETURN)
    return keys


# Rennfieber: at auction the human opens at the price (the focused button), raises +500 while
# the high bid is within 1,000 of the price and drops out above (the last button, one step left
# round from the first); on the tote it lays its slips on the second runner offered, in the
# race it takes the second reachable space; elsewhere Enter on what the prompt focuses (a horse
# to train, a line-up, a horse to sell back, a kept card or none).
RF_KEYS = {"sell": (K.K_RETURN,), "train": (K.K_RETURN,), "lineup": (K.K_RETURN,),
           "bet": (K.K_RIGHT, K.K_RETURN), "move": (K.K_RIGHT, K.K_RETURN),
           "play": (K.K_RETURN,)}
RF_RAISE_UP_TO = 1000
"""How far over the printed price the scripted human keeps raising."""


def _rf_price(obs: dict[str, Any], card: int) -> int:
    """A horse card's printed price, from the table every observation carries."""
    return next(int(h["price"]) for h in obs["static"]["horses"] if int(h["card"]) == card)


def rf_script(obs: dict[str, Any], n: int) -> list[int]:
    if obs["phase"] == "bid":
        auction = obs["auction"]
        price = _rf_price(obs, int(auction["card"]))
        if int(auction["high_bidder"]) < 0 or int(auction["high"]) - price < RF_RAISE_UP_TO:
            return [K.K_RETURN]
        return [K.K_LEFT, K.K_RETURN]
    return list(RF_KEYS.get(str(obs["phase"]), (K.K_RETURN,)))


def rf_human(scene: PlayScene, seat: int, n: int) -> list[Press]:
    assert scene.live is not None
    return list(rf_script(scene.live.state.observation(None), n))
