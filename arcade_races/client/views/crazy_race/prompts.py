"""A human seat's decisions on the Crazy Race table, on the stage's choice prompt.

Two decisions. A turn: pick a card from the hand (or Roll), then where it goes: a track card
on a lit free piece, a MOVE card's track card and then its new piece, an AGAIN or SKIP card
before a lit rival; or discard the chosen card. An answer: cancel a card played against you,
or accept it. Both are built from the seat's legal actions only: the facets are the card (a
track card's value, an action card's kind, or "roll"), its use (laid or discarded), the track
card a MOVE takes and the spot (a piece, or a rival) it goes to. What is lit is what the legal
actions still offer; confirming submits the one legal action the selections name.

A `Decision` is the stage's `Prompt` with the hand laid out as `Card`s (`hand`, and `buttons`
for Discard / Back or Cancel / Accept) and the steps of a turn as `mode`: `hand`, `place`,
`source`, `dest`, `target`, `toss` (a CANCEL can only be discarded in one's turn), `answer`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from arcade_races.client.app import App
from arcade_races.client.input import Command, Pointer
from arcade_races.client.stage.prompt import Choice, Facet, Option, Prompt, Value
from arcade_races.client.stage.zones import STAGE as BOARD
from arcade_races.client.views.crazy_race.art import ACTIONS
from arcade_races.client.views.crazy_race.geometry import Layout
from arcade_races.client.views.crazy_race.model import Spot, Table
from arcade_races.core.actions import Action
from arcade_races.games.crazy_race.actions import (
    Accept,
    Again,
    Cancel,
    DropTrack,
    LayTrack,
    Roll,
    Shift,
    Skip,
    Toss,
)

CARD, USE, SOURCE, SPOT, ANSWER = "card", "use", "source", "spot", "answer"
"""The facets: which card (or "roll"), laid or discarded, which track card a MOVE takes,
where it goes (a piece, or the rival a card is laid before); and the answer to a card."""


def _card(action: Action) -> Value | None:
    if isinstance(action, LayTrack | DropTrack):
        return action.value
    if isinstance(action, Shift):
        return "move"
    if isinstance(action, Again):
        return "again"
    if isinstance(action, Skip):
        return "skip"
    if isinstance(action, Toss):
        return action.kind
    return "roll" if isinstance(action, Roll) else None


def _use(action: Action) -> Value | None:
    if isinstance(action, LayTrack | Shift | Again | Skip):
        return "lay"
    return "discard" if isinstance(action, DropTrack | Toss) else None


def _source(action: Action) -> Value | None:
    return (action.from_track, action.from_piece) if isinstance(action, Shift) else None


def _spot(action: Action) -> Value | None:
    if isinstance(action, LayTrack):
        return (action.track, action.piece)
    if isinstance(action, Shift):
        return (action.to_track, action.to_piece)
    return action.seat if isinstance(action, Again | Skip) else None


def _answer(action: Action) -> Value | None:
    if isinstance(action, Cancel):
        return "cancel"
    return "accept" if isinstance(action, Accept) else None


TURN_FACETS = (Facet(CARD, _card), Facet(USE, _use), Facet(SOURCE, _source),
               Facet(SPOT, _spot))
ANSWER_FACETS = (Facet(ANSWER, _answer),)


@dataclass(eq=False)
class Card(Option):
    """A card in the hand, Roll, or a button; `enabled` while the legal actions offer it."""

    enabled: bool = True

    @property
    def number(self) -> int:
        """A track card's value, in spaces."""
        if not isinstance(self.value, int):
            raise TypeError(f"a {self.kind} card has no number of spaces")
        return self.value


class Decision(Prompt):
    """A human seat's decision on screen (see the module docstring for the modes).

    `hand` and `buttons` are what may be pressed, `focus` the one focused among them (the
    hand's in mode `hand`, else the buttons'); `candidates` are the lit spots (or rivals) a
    chosen card may go to, `cursor` the one under the cursor, `on_board` whether the cursor
    is on them (else on the buttons); `picked` the card picked, `source` the track card a
    MOVE takes, `note` a word for the player; `obs` the seat's observation."""

    def __init__(self, choice: Choice, rect: pygame.Rect, *, seat: int, mode: str,
                 submit: Callable[[Action], None], obs: dict[str, Any]) -> None:
        super().__init__(choice, rect, seat=seat, mode=mode)
        self.submit, self.obs = submit, obs
        self.hand: list[Card] = []
        self.buttons: list[Card] = []
        self.focus = 0
        self.on_board = True
        self.cursor = 0
        self.candidates: list[Any] = []
        self.picked: Card | None = None
        self.source: Spot | None = None
        self.note = ""

    def offer(self, facet: str, **fixed: Value | None) -> list[Value]:
        """Select `fixed` (None: undecided), and the values `facet` then offers."""
        for name, value in fixed.items():
            self.choice.select(name, value)
        return self.choice.values(facet)

    def decide(self, **fixed: Value | None) -> None:
        """Select `fixed` and submit the one legal action they name."""
        for name, value in fixed.items():
            self.choice.select(name, value)
        action = self.choice.action()
        if action is not None:
            self.submit(action)


class Prompts:
    """The decision on screen (`current`), and its keys and clicks."""

    def __init__(self, app: App, lay: Layout, model: Table) -> None:
        self.app, self.lay, self.model = app, lay, model
        self.current: Decision | None = None

    def begin(self, seat: int, obs: dict[str, Any], legal: Sequence[Action],
              submit: Callable[[Action], None]) -> None:
        """Put `seat`'s decision on screen: `legal` are its legal actions, `obs` its own
        observation; `submit(action)` takes the choice."""
        self.model.current = seat
        if obs["phase"] == "answer":
            self.current = self.answer_prompt(seat, obs, legal, submit)
        else:
            self.current = self.turn_prompt(seat, obs, legal, submit)

    def end(self) -> None:
        """Take the decision off the screen."""
        self.current = None

    def sound(self, name: str) -> None:
        self.app.sounds.play(name)

    # -- building --------------------------------------------------------------------------

    def turn_prompt(self, seat: int, obs: dict[str, Any], legal: Sequence[Action],
                    submit: Callable[[Action], None]) -> Decision:
        rect = self.lay.drawer_rect
        prompt = Decision(Choice(legal, TURN_FACETS), rect, seat=seat, mode="hand",
                          submit=submit, obs=obs)
        offered = prompt.choice.values(CARD)
        hand = obs["hands"][seat]
        values = sorted(int(v) for v in hand.get("track", []))
        order = list(ACTIONS)
        kinds = sorted((str(k) for k in hand.get("action", [])), key=order.index)
        right_w = 138
        bet_w = 118 if obs.get("bet") else 0
        row_top = rect.top + 52
        row_h = max(56, min(108, rect.bottom - row_top - 10))
        tw, th = round(row_h * 1.36), round(row_h * 0.86)
        aw, ah = round(row_h * 0.66), row_h
        gap, group_gap = 8, 22
        width = len(values) * (tw + gap) + len(kinds) * (aw + gap) + (group_gap if kinds else 0)
        avail = rect.width - 40 - 16 - right_w - (bet_w + group_gap if bet_w else 0)
        if width > avail:
            f = avail / width
            tw, th, aw, ah = round(tw * f), round(th * f), round(aw * f), round(ah * f)
            gap = max(4, round(gap * f))
            width = len(values) * (tw + gap) + len(kinds) * (aw + gap) + (
                group_gap if kinds else 0)
        left = rect.left + 20 + (bet_w + group_gap if bet_w else 0)
        left += max(0, (avail - width) // 2)
        x = left
        for value in values:
            prompt.hand.append(Card(pygame.Rect(x, row_top + (row_h - th) // 2, tw, th),
                                    "track", CARD, value, enabled=value in offered))
            x += tw + gap
        if kinds:
            x += group_gap
        for kind in kinds:
            prompt.hand.append(Card(pygame.Rect(x, row_top + (row_h - ah) // 2, aw, ah),
                                    "action", CARD, kind, enabled=kind in offered))
            x += aw + gap
        roll = pygame.Rect(rect.right - 20 - right_w, row_top + (row_h - 64) // 2, right_w, 64)
        prompt.hand.append(Card(roll, "roll", CARD, "roll", enabled="roll" in offered))
        prompt.focus = next((i for i, b in enumerate(prompt.hand) if b.enabled and
                             not (b.kind == "action" and b.value == "cancel")),
                            len(prompt.hand) - 1)
        prompt.rows = [list(prompt.hand)]
        return prompt

    def answer_prompt(self, seat: int, obs: dict[str, Any], legal: Sequence[Action],
                      submit: Callable[[Action], None]) -> Decision:
        paper = self.lay.paper_rect
        rect = pygame.Rect(0, 0, 620, 236)
        rect.center = (paper.centerx, min(paper.centery, BOARD.bottom - 130))
        prompt = Decision(Choice(legal, ANSWER_FACETS), rect, seat=seat, mode="answer",
                          submit=submit, obs=obs)
        answers = prompt.choice.values(ANSWER)
        cancels = sum(1 for k in obs["hands"][seat].get("action", []) if k == "cancel")
        w = 200
        y = rect.bottom - 62
        prompt.buttons = [
            Card(pygame.Rect(rect.centerx - w - 10 + 60, y, w, 44), "cancel", ANSWER, "cancel",
                 label=str(cancels), enabled="cancel" in answers),
            Card(pygame.Rect(rect.centerx + 10 + 60, y, w, 44), "accept", ANSWER, "accept",
                 enabled="accept" in answers),
        ]
        prompt.focus = 0 if prompt.buttons[0].enabled else 1
        prompt.on_board = False
        prompt.rows = [list(prompt.buttons)]
        return prompt

    # -- what may be chosen ----------------------------------------------------------------

    def pawn_piece(self, obs: dict[str, Any], track: int) -> int | None:
        """The piece `track`'s pawn stands on (None: at the start, home or no pawn)."""
        if track >= int(obs["players"]) or track in obs["finished"]:
            return None
        piece = int(obs["pawns"][track][0])
        return piece if 0 <= piece < self.lay.pieces else None

    def suggest(self, prompt: Decision, value: int) -> int:
        """Where the cursor starts for a track card: a short card on your own track, a long
        one on the next rival's, in both cases just ahead of the pawn."""
        obs, seat = prompt.obs, prompt.seat
        players = int(obs["players"])
        track = seat if value < self.lay.spaces else next(
            ((seat + k) % players for k in range(1, players)
             if (seat + k) % players not in obs["finished"]), seat)
        at = self.pawn_piece(obs, track)
        ahead = -1 if at is None else at
        for i, (t, p) in enumerate(prompt.candidates):
            if t == track and p > ahead:
                return i
        return 0

    # -- steps -----------------------------------------------------------------------------

    def choose(self, prompt: Decision, button: Card) -> None:
        """A card (or Roll) picked in the hand."""
        if not button.enabled:
            self.sound("click")
            prompt.note = ("You have played a track card this turn." if button.kind == "track"
                           else "You have played an action card this turn.")
            return
        self.sound("click")
        if button.kind == "roll":
            prompt.decide(card="roll", use=None, source=None, spot=None)
            return
        prompt.picked = button
        prompt.note = ""
        prompt.source = None
        prompt.cursor = 0
        prompt.on_board = True
        roll = prompt.hand[-1].rect
        half = (roll.height - 6) // 2 + 6
        prompt.buttons = [
            Card(pygame.Rect(roll.left, roll.top - 8, roll.width, half), "discard", USE,
                 "discard"),
            Card(pygame.Rect(roll.left, roll.top + half + 2 - 8 + 6, roll.width, half), "back"),
        ]
        offered = prompt.offer(SPOT, card=button.value, use="lay", source=None, spot=None)
        if button.kind == "track":
            prompt.mode = "place"
            prompt.candidates = list(offered)
            prompt.cursor = self.suggest(prompt, button.number)
        elif button.value == "move":
            prompt.mode = "source"
            prompt.candidates = list(prompt.choice.values(SOURCE))
            if not prompt.candidates:
                prompt.note = "No free track card lies on the board to move."
        elif button.value in ("again", "skip"):
            prompt.mode = "target"
            prompt.candidates = list(offered)
            if not prompt.candidates:
                prompt.note = "Nobody can take a card now (each has one, or is home)."
        else:
            prompt.mode = "toss"
            prompt.candidates = []
        if not prompt.candidates:
            prompt.on_board = False
            prompt.focus = 0

    def back_to_hand(self, prompt: Decision) -> None:
        chosen = prompt.picked
        prompt.mode, prompt.picked, prompt.source, prompt.note = "hand", None, None, ""
        prompt.buttons, prompt.candidates, prompt.on_board = [], [], True
        if chosen is not None and chosen in prompt.hand:
            prompt.focus = prompt.hand.index(chosen)

    def confirm(self, prompt: Decision) -> None:
        if prompt.mode == "answer":
            button = prompt.buttons[prompt.focus]
            if not button.enabled:
                prompt.note = "You hold no CANCEL card."
                return
            self.sound("click")
            prompt.decide(answer=button.value)
            return
        if prompt.mode == "hand":
            self.choose(prompt, prompt.hand[prompt.focus])
            return
        if not prompt.on_board or not prompt.candidates:
            self.press(prompt, prompt.buttons[prompt.focus])
            return
        spot = prompt.candidates[prompt.cursor]
        self.sound("click")
        if prompt.mode == "source":
            prompt.source = spot
            prompt.mode = "dest"
            prompt.candidates = list(prompt.offer(SPOT, source=spot))
            prompt.cursor = 0
            if not prompt.candidates:
                prompt.on_board = False
                prompt.note = "No free piece to move it to."
        elif prompt.mode in ("place", "dest", "target"):
            prompt.decide(use="lay", spot=spot)

    def press(self, prompt: Decision, button: Card) -> None:
        """Discard or Back under a chosen card."""
        self.sound("click")
        chosen = prompt.picked
        if button.kind == "back" or chosen is None:
            if prompt.mode == "dest":
                prompt.mode = "source"
                prompt.candidates = list(prompt.offer(SOURCE, source=None, spot=None))
                prompt.cursor = max(0, prompt.candidates.index(prompt.source)
                                    if prompt.source in prompt.candidates else 0)
                prompt.source = None
                prompt.on_board = True
                return
            self.back_to_hand(prompt)
            return
        prompt.decide(card=chosen.value, use="discard", source=None, spot=None)

    def move_cursor(self, prompt: Decision, dx: int, dy: int) -> None:
        """Arrows among the lit pieces (or the players for an action card)."""
        cands = prompt.candidates
        if not cands:
            return
        if prompt.mode == "target":
            step = dx or dy
            index = prompt.cursor + step
            if dy > 0 and index >= len(cands):
                prompt.on_board, prompt.focus = False, 0
                return
            prompt.cursor = index % len(cands)
            return
        t, p = cands[prompt.cursor]
        if dx:
            prompt.cursor = (prompt.cursor + dx) % len(cands)
            return
        tracks = sorted({c[0] for c in cands})
        i = tracks.index(t) + dy
        if i >= len(tracks):
            prompt.on_board, prompt.focus = False, 0
            return
        if i < 0:
            return
        row = [k for k, c in enumerate(cands) if c[0] == tracks[i]]
        prompt.cursor = min(row, key=lambda k: (abs(cands[k][1] - p), cands[k][1]))

    # -- events ----------------------------------------------------------------------------

    def command(self, command: Command) -> bool:
        """A key or controller command on the decision; whether it was used."""
        prompt = self.current
        if prompt is None:
            return False
        arrows = {Command.LEFT: (-1, 0), Command.RIGHT: (1, 0), Command.UP: (0, -1),
                  Command.DOWN: (0, 1)}
        if command is Command.CONFIRM:
            self.confirm(prompt)
            return True
        if command is Command.PREVIOUS and prompt.mode not in ("hand", "answer"):
            self.press(prompt, Card(pygame.Rect(0, 0, 0, 0), "back"))
            return True
        if command is Command.NEXT and prompt.mode not in ("hand", "answer"):
            if prompt.candidates:
                prompt.on_board = not prompt.on_board
                prompt.focus = 0
            return True
        if command not in arrows:
            return False
        dx, dy = arrows[command]
        self.sound("click")
        if prompt.mode == "hand":
            step = dx or dy
            prompt.focus = (prompt.focus + step) % len(prompt.hand)
            prompt.note = ""
        elif prompt.mode == "answer" or not prompt.on_board:
            if prompt.mode != "answer" and dy < 0 and prompt.candidates:
                prompt.on_board = True
            else:
                prompt.focus = (prompt.focus + (dx or dy)) % len(prompt.buttons)
        else:
            self.move_cursor(prompt, dx, dy)
        return True

    @staticmethod
    def under(prompt: Decision, pos: tuple[int, int]) -> Card | None:
        """The card or button under the pointer, of those on screen: Roll hides while a
        chosen card's Discard / Back stand in its place, so a click there is theirs."""
        shown = prompt.buttons if prompt.mode == "answer" else [
            *prompt.buttons, *(b for b in prompt.hand if b.kind != "roll" or prompt.mode == "hand")]
        return next((b for b in shown if b.rect.collidepoint(pos)), None)

    def pointer(self, pointer: Pointer) -> bool:
        """A mouse event on the decision; whether it was used."""
        prompt = self.current
        if prompt is None:
            return False
        pos = pointer.pos
        hit = self.under(prompt, pos)
        spot: int | None = None
        if prompt.mode in ("place", "source", "dest"):
            spot = self.lay.spot_at(pos, prompt.candidates)
        elif prompt.mode == "target":
            spot = next((i for i, s in enumerate(prompt.candidates)
                         if self.lay.panel_rects[s].collidepoint(pos)), None)
        if pointer.kind == "move":
            prompt.hover = hit
            if spot is not None:
                prompt.cursor, prompt.on_board = spot, True
            return hit is not None or spot is not None
        if pointer.kind != "down" or pointer.button != 1:
            return prompt.rect.collidepoint(pos)
        if spot is not None:
            prompt.cursor, prompt.on_board = spot, True
            self.confirm(prompt)
            return True
        if hit is None:
            return prompt.rect.collidepoint(pos)
        if prompt.mode == "answer":
            prompt.focus = prompt.buttons.index(hit)
            self.confirm(prompt)
        elif hit in prompt.buttons:
            prompt.focus = prompt.buttons.index(hit)
            self.press(prompt, hit)
        else:
            if prompt.mode != "hand":
                self.back_to_hand(prompt)
            prompt.focus = prompt.hand.index(hit)
            self.choose(prompt, hit)
        return True


__all__ = ["ANSWER", "CARD", "SOURCE", "SPOT", "USE", "Card", "Decision", "Prompts"]
