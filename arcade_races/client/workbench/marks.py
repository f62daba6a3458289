"""What the workbench marks on each game's board: a tag at every special space (hurdles,
sprint lines, rider changes, crashes, stage ends, sections...) and the space count of each
lane or stage, placed from the view's own geometry so a tag points at what the view drew.

A `Sheet` is the marks of one picture and the lines of the side panel's fact list.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from arcade_races.client import theme
from arcade_races.client.preview import color_of
from arcade_races.client.views import GameView
from arcade_races.core.state import Game

Vec = tuple[float, float]
Color = tuple[int, int, int]

SPRINT: Color = theme.GOLD
BLUE: Color = (110, 170, 255)
COUNT: Color = theme.CYAN
START: Color = theme.GREEN
FINISH: Color = theme.INK
SPECIAL: Color = theme.ORANGE


@dataclass(frozen=True)
class Mark:
    """A tag on the board: `text` near `anchor` (canvas pixels), edged in `color`."""

    anchor: Vec
    text: str
    color: Color
    clear: tuple[float, float] = (7.0, 7.0)
    """Half the width and height of what stands at the anchor (a card, a space), which no
    tag may cover."""


@dataclass(frozen=True)
class Line:
    """One fact in the side panel: a label and its value."""

    label: str
    value: str
    color: Color = theme.INK


@dataclass(frozen=True)
class Sheet:
    """The marks and facts of one picture."""

    marks: tuple[Mark, ...]
    lines: tuple[Line, ...]


def _pferderennen(view: Any, game: Game, side: str) -> Sheet:
    geo = view.geo
    n = int(geo.n)
    card = (geo.card_w / 2 + 3, geo.card_h / 2 + 3)
    marks = [Mark(geo.track_pts[k], f"hurdle {k + 1}", SPECIAL, card) for k in range(n)]
    lines = [Line("Track cards", f"{n}, each a hurdle once turned", SPECIAL)]
    counts = {suit: len(geo.lanes[suit]) for suit in geo.suits}
    for suit in geo.suits:
        color = theme.SUIT_COLORS.get(suit, COUNT)
        spaces = counts[suit]
        if len(set(counts.values())) > 1 or suit == geo.suits[0]:
            words = f"{spaces} spaces" if len(set(counts.values())) > 1 else \
                f"{spaces} spaces each lane"
            marks.append(Mark(geo.lanes[suit][-1], words, color))
        lines.append(Line(f"Lane {suit}", f"{spaces} spaces: start, {n} cards, finish", color))
    return Sheet(tuple(marks), tuple(lines))


def _six_day(view: Any, game: Game, side: str) -> Sheet:
    board = game.board
    lens = getattr(view.director, "lens", None)
    track = lens if lens is not None else view.geo
    finish = int(board["track"]["finish"])
    marks = [Mark(track.point(0), f"start/finish · lap {finish}", START)]
    lines = [Line("Lap", f"{finish} spaces, start/finish at 0", COUNT)]
    for i, space in enumerate(board.get("sprints") or []):
        marks.append(Mark(track.point(int(space)), f"sprint {i + 1} · {space}", SPRINT))
        lines.append(Line(f"Sprint {i + 1}", f"space {space}", SPRINT))
    for key, word in (("rider_change", "rider change"), ("crash", "crash")):
        spaces = [int(s) for s in board.get(key) or []]
        for space in spaces:
            marks.append(Mark(track.point(space), f"{word} · {space}", BLUE))
        if spaces:
            lines.append(Line(word.capitalize(), ", ".join(str(s) for s in spaces), BLUE))
    return Sheet(tuple(marks), tuple(lines))


def _favoriten(view: Any, game: Game, side: str) -> Sheet:
    geo = view.geo
    rules = game.rules  # type: ignore[attr-defined]
    length = int(rules.length)
    horses = list(rules.horses)
    marks: list[Mark] = []
    lines = [Line("Course", f"{length} spaces, cannon to deck chair", COUNT)]
    every = {len(lane) for h in range(len(horses)) for lane in geo.lanes[h]}
    for h, name in enumerate(horses):
        color = color_of(rules.colors[h], COUNT)
        counts = sorted({len(lane) for lane in geo.lanes[h]})
        words = " / ".join(str(c) for c in counts)
        if len(every) > 1:
            end = geo.point(h, 0, len(geo.lanes[h][0]) - 1)
            marks.append(Mark(end, f"{words} spaces", color))
        start = " (start + course)" if counts == [length + 1] else ""
        lines.append(Line(str(name).capitalize(), f"2 lanes of {words} spaces{start}", color))
    if len(every) == 1:
        marks.append(Mark(geo.point(0, 0, 0.5 * length), f"{min(every)} spaces each lane",
                          COUNT))
    marks.append(Mark(geo.point(0, 0, 0), "start", START))
    marks.append(Mark(geo.point(0, 0, length), f"finish · {length}", FINISH))
    return Sheet(tuple(marks), tuple(lines))


def _crazy_race(view: Any, game: Game, side: str) -> Sheet:
    lay = view.lay
    board = game.board
    per_stage = int(lay.per_stage) * int(lay.spaces)
    marks: list[Mark] = []
    stage_colors = [color_of(c, SPECIAL) for c in board.get("stage_colors") or []]
    lines = [Line("Stages", f"{lay.stages} of {lay.per_stage} pieces x {lay.spaces} spaces",
                  COUNT)]
    for stage in range(int(lay.stages)):
        color = stage_colors[stage] if stage < len(stage_colors) else SPECIAL
        end = (stage + 1) * per_stage
        marks.append(Mark(lay.stage_end_xy(0, stage), f"stage {stage + 1} end · {end}",
                          _bright(color)))
        lines.append(Line(f"Stage {stage + 1}", f"spaces {end - per_stage + 1}-{end}",
                          _bright(color)))
    every = {int(track["path"]["spaces"]) for track in board["tracks"]}
    for t, track in enumerate(board["tracks"]):
        spaces = int(track["path"]["spaces"])
        x, y, _ = lay.at(t, lay.curves[t].length)
        color = _bright(color_of(track.get("color"), COUNT))
        if len(every) > 1 or t == len(board["tracks"]) - 1:
            words = f"{spaces} spaces" if len(every) > 1 else f"{spaces} spaces each track"
            marks.append(Mark((x, y), words, color))
        lines.append(Line(f"Track {track.get('name', t + 1)}", f"{spaces} spaces (start + "
                          f"{spaces - 1})", color))
    return Sheet(tuple(marks), tuple(lines))


def _rennfieber(view: Any, game: Game, side: str) -> Sheet:
    geo = view.geo
    if side.lower().startswith("training"):
        pts = geo.train_pts
        squares = (game.board["training"].get("squares") or [])
        marks = [Mark(pts[0], "stable · 0", START),
                 Mark(pts[-1], f"meadow · {len(pts) - 1}", FINISH)]
        lines = [Line("Training lane", f"{len(pts)} spaces, stable 0 to meadow {len(pts) - 1}",
                      COUNT),
                 Line("Instruction spaces", str(len(squares)), SPECIAL)]
        kinds: dict[str, int] = {}
        for square in squares:
            kinds[str(square["do"])] = kinds.get(str(square["do"]), 0) + 1
        for kind, count in sorted(kinds.items()):
            lines.append(Line(f"  {kind}", str(count), SPECIAL))
        return Sheet(tuple(marks), tuple(lines))
    race = geo.race
    camera = geo.camera
    side_doc = geo.race_side
    marks = []
    lines = []
    lanes = len(race.spaces)
    laps = [len(race.spaces[lane]) for lane in range(lanes)]
    # One tag at the finish line for every lane: the lanes lie a space's width apart there,
    # too close for a tag each.
    words = "/".join(str(lap) for lap in laps)
    marks.append(Mark(camera.to_screen(race.finish[0]),
                      f"a lap: {words} spaces (lane 1-{lanes})", COUNT))
    for lane, lap in enumerate(laps):
        lines.append(Line(f"Lane {lane + 1}", f"{lap} spaces a lap", COUNT))
    names = list(side_doc.get("sections") or [])
    outer = race.segments[-1]
    for k, name in enumerate(names):
        if k < len(outer):
            x, y, _ = outer[k].at(outer[k].length / 2)
            marks.append(Mark(camera.to_screen((x, y)), str(name), SPECIAL))
    for course, spec in sorted((side_doc.get("courses") or {}).items()):
        start = list(spec.get("start") or [])
        lines.append(Line(f"Course {course}", f"start {', '.join(str(s) for s in start)}; "
                          f"{spec.get('crossings')} crossings", START))
    return Sheet(tuple(marks), tuple(lines))


def _bright(color: Color) -> Color:
    """`color` lifted so a tag's edge shows on the night-blue tag (a dark stage colour)."""
    if sum(color) >= 300:
        return color
    return (min(255, color[0] + 70), min(255, color[1] + 70), min(255, color[2] + 70))


SHEETS: dict[str, Callable[[Any, Game, str], Sheet]] = {
    "pferderennen": _pferderennen,
    "six_day": _six_day,
    "favoriten": _favoriten,
    "crazy_race": _crazy_race,
    "rennfieber": _rennfieber,
}
"""Each game's marks, by game id."""


def sheet_for(view: GameView, game: Game, side: str = "") -> Sheet:
    """The marks and facts of `game`'s board as `view` shows it (`side`: Rennfieber's
    "Training track" or "Race track"); a game without its own list gets none."""
    make = SHEETS.get(game.id)
    if make is None:
        return Sheet((), ())
    return make(view, game, side)


__all__ = ["SHEETS", "Line", "Mark", "Sheet", "sheet_for"]
