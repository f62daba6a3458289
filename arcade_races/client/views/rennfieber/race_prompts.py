"""A human's decisions on the race track: where the move ends, and whether to play a kept card.

The move (`Run` / `Burst` actions): every end the rules offer is a pulsing ring on the track
(`home` a glowing finish line); the mouse picks one (hovering shows the path the horse would
take), left and right step through them in the rules' order, up and down switch between the
plain run and the Durchbruch through the field when both are offered, Enter confirms. A small
panel at the top or bottom of the stage (away from the horse) says who moves how far.

The kept card (`Play` actions): a button per choice, with the seat's own kept cards shown face
up (a hand-over curtain is up while the seat decides).

The paths are for the picture only, from the rules' lane graph; the options are exactly the
legal actions.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import pygame

from arcade_races.client import theme
from arcade_races.client.input import Command
from arcade_races.client.stage.prompt import Choice, Facet, Option, Prompt, Response
from arcade_races.client.stage.zones import STAGE
from arcade_races.client.views.rennfieber.fit import fit_text
from arcade_races.client.views.rennfieber.race_draw import kept_id
from arcade_races.client.widgets import panel, text
from arcade_races.core.actions import Action
from arcade_races.core.lanes import HOME
from arcade_races.games.rennfieber.actions import Burst, Play, Run
from arcade_races.games.rennfieber.config import graph_of, parse_space

if TYPE_CHECKING:
    from arcade_races.client.views.rennfieber.race import RaceRoom

Vec = tuple[float, float]

PANEL_W, PANEL_H = 580, 112
"""The move panel's size."""
PLAY_LABELS = {"karriere": "Play Karriere (+2)", "durchbruch": "Durchbruch as Karriere",
               "none": "Keep the cards"}
"""The kept-card buttons."""


def how_of(action: Action) -> str | None:
    """An action's way of moving: a plain run or a Durchbruch."""
    if isinstance(action, Burst):
        return "burst"
    if isinstance(action, Run):
        return "run"
    return None


def to_of(action: Action) -> str | None:
    """Where an action's move ends."""
    return action.to if isinstance(action, (Run, Burst)) else None


class MovePrompt(Prompt):
    """The move on the track: target rings that follow the camera, keys as the room wants."""

    def __init__(self, room: RaceRoom, choice: Choice, seat: int, mode: str,
                 card: int, start: Vec, paths: dict[tuple[str, str], list[Vec]]) -> None:
        super().__init__(choice, pygame.Rect(STAGE), seat=seat, mode=mode)
        self.room = room
        self.card = card
        self.start = start
        self.paths = paths
        self.panel = pygame.Rect(0, 0, PANEL_W, PANEL_H)
        self.layout()

    # -- where things are --------------------------------------------------------------------

    def target_point(self, to: str) -> Vec:
        """The board point of end `to` (the finish line's middle for home)."""
        race = self.room.parts.geo.race
        space = parse_space(to)
        if isinstance(space, str):
            inner, outer = race.finish
            return ((inner[0] + outer[0]) / 2, (inner[1] + outer[1]) / 2)
        return race.point(space)

    def area(self, option: Option) -> pygame.Rect:
        if option.kind != "space":
            return option.rect
        cam = self.room.camera
        if option.value == HOME:
            inner, outer = self.room.parts.geo.race.finish
            a, b = cam.to_screen(inner), cam.to_screen(outer)
            return pygame.Rect(min(a[0], b[0]), min(a[1], b[1]), abs(a[0] - b[0]) + 1,
                               abs(a[1] - b[1]) + 1).inflate(30, 30)
        x, y = cam.to_screen(self.target_point(str(option.value)))
        r = max(12, round(self.room.track.space_radius(cam.zoom) * 1.3))
        return pygame.Rect(round(x) - r, round(y) - r, 2 * r, 2 * r)

    def layout(self) -> None:
        """The rows: the targets on the track, the run/Durchbruch toggle, the confirm button."""
        cam = self.room.camera
        hy = cam.to_screen(self.start)[1]
        if hy > STAGE.centery:
            self.panel.midtop = (STAGE.centerx - 100, STAGE.top + 46)
        else:
            self.panel.midbottom = (STAGE.centerx - 100, STAGE.bottom - 10)
        self.rect = pygame.Rect(STAGE)
        self.rows = []
        targets = [Option(pygame.Rect(0, 0, 1, 1), "space", "to", value, commit=True)
                   for value in self.choice.values("to")]
        self.add_row(targets)
        hows = self.choice.range("how")
        buttons: list[Option] = []
        right = self.panel.right - 12
        go = pygame.Rect(0, 0, 130, 36)
        go.bottomright = (right, self.panel.bottom - 10)
        if len(hows) > 1:
            for k, how in enumerate(("run", "burst")):
                rect = pygame.Rect(self.panel.left + 14 + k * 150, self.panel.bottom - 46, 140, 36)
                buttons.append(Option(rect, "how", "how", how,
                                      label="Run" if how == "run" else "Durchbruch"))
            self.add_row(buttons)
        self.add_row([Option(go, "go", label="Go there")])
        self.row = 0

    # -- keys --------------------------------------------------------------------------------

    def fix_to(self) -> None:
        """Keep the chosen end if the other way of moving has it too, else take its first."""
        values = self.choice.values("to")
        if self.choice.selected.get("to") not in values and values:
            self.choice.select("to", values[0])

    def command(self, command: Command) -> Response:
        if command in (Command.LEFT, Command.RIGHT, Command.NEXT):
            self.choice.shift("to", -1 if command is Command.LEFT else 1)
            return Response(True, moved=True)
        if command in (Command.UP, Command.DOWN):
            if len(self.choice.values("how")) > 1:
                self.choice.shift("how", 1)
                self.fix_to()
                self.layout()
            return Response(True, moved=True)
        if command is Command.CONFIRM:
            return Response(True, action=self.action())
        return Response(False)

    def press(self, option: Option) -> Action | None:
        if option.facet == "how":
            self.choice.select("how", option.value)
            self.fix_to()
            self.layout()
            return None
        if option.facet is None:
            return self.action()
        self.choice.select("to", option.value)
        return self.action() if option.commit else None


def _paths(room: RaceRoom, obs: dict[str, Any], card: int,
           legal: Sequence[Action]) -> dict[tuple[str, str], list[Vec]]:
    """The path each (how, to) would take, as board points, for the picture."""
    out: dict[tuple[str, str], list[Vec]] = {}
    track, static = obs["track"], obs["static"]
    spot = track["spot"].get(str(card))
    if spot is None:
        return out
    race = room.parts.geo.race
    try:
        graph = graph_of(static)
        course = static["programme"][min(int(obs["race"]), len(static["programme"]) - 1)]
        crossings = int(static["courses"][course["course"]]["crossings"]) - int(spot[2])
        finished = {int(c) for c in track["finished"]}
        blocked = {(int(v[0]), int(v[1])) for k, v in track["spot"].items()
                   if int(k) != card and int(k) not in finished}
        for how in ("run", "burst"):
            ends = [to_of(a) for a in legal if how_of(a) == how]
            if not ends:
                continue
            reach = graph.reach((int(spot[0]), int(spot[1])), int(track["length"]), blocked,
                                how == "burst", crossings)
            for to in ends:
                if to is None:
                    continue
                path = reach.path(parse_space(to))
                pts = [race.point(s) for s in path]
                if to == HOME:
                    lane = path[-2][0] if len(path) > 1 else path[0][0]
                    pts[-1] = room.line_point(lane)
                out[(how, to)] = pts
    except (KeyError, ValueError, IndexError):
        return out
    return out


def build_prompt(room: RaceRoom, seat: int, obs: dict[str, Any], legal: Sequence[Action]) -> Prompt:
    """`seat`'s decision in the race: the move's end, or the kept card."""
    phase = str(obs["phase"])
    card = int(obs["track"]["turn"])
    spot = obs["track"]["spot"].get(str(card), [0, 0, 0])
    start = room.parts.geo.race.point((int(spot[0]), int(spot[1])))
    if phase == "play":
        choice = Choice(legal, [Facet("play", lambda a: a.card if isinstance(a, Play) else None)])
        prompt = Prompt(choice, pygame.Rect(STAGE), seat=seat, mode=phase)
        hy = room.camera.to_screen(start)[1]
        box = pygame.Rect(0, 0, 640, 150)
        if hy > STAGE.centery:
            box.midtop = (STAGE.centerx, STAGE.top + 46)
        else:
            box.midbottom = (STAGE.centerx, STAGE.bottom - 10)
        prompt.rect = box
        values = choice.values("play")
        width = (box.width - 40 - 12 * (len(values) - 1)) // max(1, len(values))
        prompt.add_row([Option(pygame.Rect(box.left + 20 + k * (width + 12), box.bottom - 56,
                                           width, 42), "play", "play", v, commit=True,
                               label=PLAY_LABELS.get(str(v), str(v)))
                        for k, v in enumerate(values)])
        return prompt
    choice = Choice(legal, [Facet("how", how_of), Facet("to", to_of)])
    return MovePrompt(room, choice, seat, phase, card, start, _paths(room, obs, card, legal))


# -- drawing --------------------------------------------------------------------------------


def draw_prompt(room: RaceRoom, surface: pygame.Surface, prompt: Prompt) -> None:
    """Draw a race decision over the stage."""
    if isinstance(prompt, MovePrompt):
        _draw_move(room, surface, prompt)
    else:
        _draw_play(room, surface, prompt)


def _button(room: RaceRoom, surface: pygame.Surface, prompt: Prompt, option: Option,
            label: str, lit: bool) -> None:
    focus = prompt.focused(option) or prompt.hover is option
    color = theme.PANEL_HI if lit else theme.PANEL
    edge = theme.GOLD if focus or lit else theme.PANEL_EDGE
    panel(surface, option.rect, color, edge, radius=10, alpha=245)
    assets = room.parts.app.assets
    size = fit_text(assets, label, 20, option.rect.width - 14)
    text(surface, assets, label, size, theme.GOLD if lit else theme.INK, option.rect.center,
         anchor="center", shadow=False)


def _draw_move(room: RaceRoom, surface: pygame.Surface, prompt: MovePrompt) -> None:
    parts, cam = room.parts, room.camera
    assets = parts.app.assets
    clip = surface.get_clip()
    surface.set_clip(STAGE)
    how = str(prompt.choice.selected.get("how") or "run")
    chosen = prompt.choice.selected.get("to")
    hovered = prompt.hover.value if (prompt.hover is not None
                                     and prompt.hover.kind == "space") else None
    show = hovered if hovered is not None else chosen
    path = prompt.paths.get((how, str(show)))
    if path and len(path) > 1:
        pts = [cam.to_screen(p) for p in path]
        pygame.draw.lines(surface, theme.BG_DEEP, False, [(x + 2, y + 3) for x, y in pts], 7)
        pygame.draw.lines(surface, theme.CYAN if how == "burst" else theme.GOLD, False, pts, 5)
        for x, y in pts[1:-1]:
            pygame.draw.circle(surface, theme.INK, (round(x), round(y)), 4)
    pulse = 0.5 + 0.5 * math.sin(room.clock * 5.0)
    r = max(10, round(room.track.space_radius(cam.zoom) * 1.05))
    race = parts.geo.race
    for option in prompt.rows[0]:
        value = str(option.value)
        lit = value == chosen
        color = theme.GOLD if lit else (theme.CYAN if how == "burst" else theme.INK)
        if value == HOME:
            a, b = cam.to_screen(race.finish[0]), cam.to_screen(race.finish[1])
            width = round(8 + 6 * pulse) if lit else round(5 + 3 * pulse)
            pygame.draw.line(surface, color, a, b, width)
            label = assets.text("HOME!", 22, theme.GOLD, "bold")
            surface.blit(label, label.get_rect(midbottom=(round(a[0]), round(a[1] - 10))))
            continue
        x, y = cam.to_screen(prompt.target_point(value))
        grow = round(r + (4 + 4 * pulse if lit else 2 * pulse))
        pygame.draw.circle(surface, theme.BG_DEEP, (round(x) + 1, round(y) + 2), grow, 4)
        pygame.draw.circle(surface, color, (round(x), round(y)), grow, 4 if lit else 3)
        if value == hovered and not lit:
            pygame.draw.circle(surface, theme.GOLD, (round(x), round(y)), grow + 4, 2)
    surface.set_clip(clip)
    box = prompt.panel
    panel(surface, box, theme.BG_DEEP, theme.GOLD, radius=14, alpha=230)
    name = parts.names[prompt.seat] if prompt.seat < len(parts.names) else "?"
    horse = parts.horse_name(prompt.card)
    length = parts.table.length
    words = f"{name}: {horse} moves {length} \u2014 pick where it ends"
    size = fit_text(assets, words, 22, box.width - 28)
    text(surface, assets, words, size, theme.INK, (box.left + 14, box.top + 10))
    hint = "\u2190 \u2192 choose  \u00b7  Enter: go" + (
        "  \u00b7  \u2191 \u2193 Durchbruch" if len(prompt.rows) > 2 else "")
    text(surface, assets, hint, 16, theme.INK_DIM, (box.left + 14, box.top + 40), shadow=False)
    for row in prompt.rows[1:]:
        for option in row:
            if option.kind == "how":
                _button(room, surface, prompt, option, option.label, option.value == how)
            else:
                go = "Burst there" if how == "burst" else "Go there"
                _button(room, surface, prompt, option, go, prompt.action() is not None)


def _draw_play(room: RaceRoom, surface: pygame.Surface, prompt: Prompt) -> None:
    parts = room.parts
    assets = parts.app.assets
    box = prompt.rect
    panel(surface, box, theme.BG_DEEP, theme.GOLD, radius=14, alpha=235)
    name = parts.names[prompt.seat] if prompt.seat < len(parts.names) else "?"
    card = parts.table.turn_card
    horse = parts.horse_name(card) if card else ""
    words = f"{name}: play a kept card for {horse}?"
    size = fit_text(assets, words, 22, box.width - 160)
    text(surface, assets, words, size, theme.INK, (box.left + 16, box.top + 12))
    values = [str(v) for v in prompt.choice.values("play") if v != "none"]
    for k, kind in enumerate(values):
        face = parts.art.training_card(kept_id(parts.rules, kind), (50, 70))
        surface.blit(face, (box.right - 66 - k * 58, box.top + 10))
    text(surface, assets, "Karriere: 2 more spaces now", 17, theme.INK_DIM,
         (box.left + 16, box.top + 46), shadow=False)
    for option in prompt.rows[0] if prompt.rows else []:
        _button(room, surface, prompt, option, option.label, prompt.focused(option))


__all__ = ["MovePrompt", "build_prompt", "draw_prompt", "how_of", "to_of"]
