"""The choice prompt: a human narrows the legal actions down, the rules' own list gives the action.

The view never rebuilds what is legal (as python-chess's `find_move`: the interface narrows,
the rules find the move). It hands `Choice` the seat's `legal_actions()` and the *facets* a
decision has (what each action changes: which ace, how much; which card, which spot), as
functions from an action to its value on that facet, or None when the action does not concern
it. The player picks a value per facet; `Choice.action()` is then the one legal action with
those values, always an element of the list it was given.

- A facet's *values* are those the actions still matching the facets before it take, in the
  order of the legal actions; a facet none of them concerns is *closed* (a stake when sitting
  out): its row is skipped and drawn disabled, but its selection is kept for when it opens.
- `Prompt` puts a `Choice` on screen: rows of `Option`s (each a rect, and a facet's value, a
  step through a facet's values, or the confirm button) placed by the view, a focused row,
  the option under the pointer. Arrows move the focus (up and down between open rows, left
  and right through the focused row's facet), the mouse picks what is under it, confirm
  returns the action. `Response` tells the view what happened, for its sounds.

>>> from arcade_races.core.actions import Action
>>> from dataclasses import dataclass
>>> @dataclass(frozen=True)
... class Bet(Action):
...     suit: str
...     stake: int
>>> @dataclass(frozen=True)
... class Pass(Action):
...     pass
>>> legal = [Bet(s, k) for s in "CH" for k in (1, 2)] + [Pass()]
>>> choice = Choice(legal, [Facet("suit", lambda a: a.suit if isinstance(a, Bet) else "out"),
...                         Facet("stake", lambda a: a.stake if isinstance(a, Bet) else None,
...                               wrap=False)])
>>> choice.values("suit"), choice.values("stake")
(['C', 'H', 'out'], [1, 2])
>>> choice.select("suit", "H"); choice.shift("stake", 1); choice.action()
Bet(suit='H', stake=2)
>>> choice.select("suit", "out"); choice.is_open("stake"), choice.action()
(False, Pass())
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass

import pygame

from arcade_races.client.input import Command, Pointer
from arcade_races.core.actions import Action

Value = Hashable
"""A facet's value: a suit, a stake, a seat, a spot."""

MOVES: dict[Command, tuple[int, int]] = {Command.LEFT: (0, -1), Command.RIGHT: (0, 1),
                                         Command.UP: (-1, 0), Command.DOWN: (1, 0)}
"""The arrows as (rows, columns) to move."""


@dataclass(frozen=True)
class Facet:
    """One thing a decision changes. `of(action)` is the action's value on it (None: the action
    does not concern it); with `wrap`, stepping past the last value comes round to the first."""

    name: str
    of: Callable[[Action], Value | None]
    wrap: bool = True


class Choice:
    """The legal actions of one decision, narrowed down facet by facet.

    `start` gives the first selections (a seat's last bet); a facet without one (or with one
    no longer open) starts on its first value.
    """

    def __init__(self, actions: Sequence[Action], facets: Sequence[Facet],
                 start: Mapping[str, Value] | None = None) -> None:
        self.actions: tuple[Action, ...] = tuple(actions)
        self.facets: tuple[Facet, ...] = tuple(facets)
        self._index = {facet.name: i for i, facet in enumerate(self.facets)}
        self.selected: dict[str, Value | None] = {facet.name: None for facet in self.facets}
        start = start or {}
        for facet in self.facets:
            wanted = start.get(facet.name)
            values = self.values(facet.name) or self.range(facet.name)
            self.selected[facet.name] = wanted if wanted in values else (
                values[0] if values else None)

    def facet(self, name: str) -> Facet:
        """The facet called `name`."""
        return self.facets[self._index[name]]

    def _matches(self, action: Action, upto: int) -> bool:
        for facet in self.facets[:upto]:
            chosen = self.selected[facet.name]
            value = facet.of(action)
            if chosen is not None and value is not None and value != chosen:
                return False
        return True

    def narrowed(self) -> list[Action]:
        """The legal actions that agree with every selection, in their order."""
        return [a for a in self.actions if self._matches(a, len(self.facets))]

    def values(self, name: str) -> list[Value]:
        """The values facet `name` offers, given the selections of the facets before it."""
        i = self._index[name]
        facet = self.facets[i]
        out: list[Value] = []
        for action in self.actions:
            value = facet.of(action)
            if value is not None and value not in out and self._matches(action, i):
                out.append(value)
        return out

    def range(self, name: str) -> list[Value]:
        """Every value facet `name` takes in any of the legal actions."""
        facet = self.facet(name)
        out: list[Value] = []
        for action in self.actions:
            value = facet.of(action)
            if value is not None and value not in out:
                out.append(value)
        return out

    def is_open(self, name: str) -> bool:
        """Whether facet `name` has anything to choose from, given the selections before it."""
        return bool(self.values(name))

    def select(self, name: str, value: Value | None) -> None:
        """Choose `value` on facet `name` (None: undecided)."""
        self.selected[name] = value

    def shift(self, name: str, delta: int) -> None:
        """Move facet `name`'s selection `delta` values on (round, or stopping at the ends
        unless the facet wraps); a closed facet moves through all its values."""
        values = self.values(name) or self.range(name)
        if not values:
            return
        current = self.selected[name]
        index = values.index(current) if current in values else 0
        if self.facet(name).wrap:
            index = (index + delta) % len(values)
        else:
            index = max(0, min(len(values) - 1, index + delta))
        self.selected[name] = values[index]

    def action(self) -> Action | None:
        """The one legal action the selections name, or None while they name several."""
        narrowed = self.narrowed()
        return narrowed[0] if len(narrowed) == 1 else None

    def find(self, **values: Value) -> Action | None:
        """The one legal action with these facet values (others left as they may be), or None:
        python-chess's `find_move`, for a view that knows the values (a click on a spot)."""
        found = [a for a in self.actions
                 if all(self.facet(name).of(a) == value for name, value in values.items())]
        return found[0] if len(found) == 1 else None


@dataclass(eq=False)
class Option:
    """Something to press on a prompt, at `rect`.

    With a `facet` and no `delta` it is one of that facet's values (`value`); with a `delta`
    it steps the facet's selection (a − or + button); without a facet it confirms. `commit`:
    pressing the value also confirms (a seat to hand a sip to). `kind` and `label` are the
    view's, for drawing.
    """

    rect: pygame.Rect
    kind: str
    facet: str | None = None
    value: Value = None
    delta: int = 0
    commit: bool = False
    label: str = ""


@dataclass(frozen=True)
class Response:
    """What a key or pointer event did on a prompt: whether it was `used`, whether the focus
    or a selection `moved`, the `option` pressed, and the `action` confirmed (a legal one)."""

    used: bool
    moved: bool = False
    option: Option | None = None
    action: Action | None = None


class Prompt:
    """A `Choice` on screen at `rect` for `seat`: rows of options and a focused row.

    `mode` is the view's name for the decision ("bet", "give"). With `wrap_rows`, up and down
    go round (a grid of seats); without, they stop at the ends. With `follow_pointer`, the
    focus follows the mouse over the values (not only on a press).
    """

    def __init__(self, choice: Choice, rect: pygame.Rect, *, seat: int, mode: str = "",
                 wrap_rows: bool = False, follow_pointer: bool = False) -> None:
        self.choice = choice
        self.rect = rect
        self.seat = seat
        self.mode = mode
        self.wrap_rows = wrap_rows
        self.follow_pointer = follow_pointer
        self.rows: list[list[Option]] = []
        self.row = 0
        self.hover: Option | None = None

    @property
    def actions(self) -> tuple[Action, ...]:
        """The legal actions this prompt chooses from (exactly those it was given)."""
        return self.choice.actions

    # -- building --------------------------------------------------------------------------

    def values_as_options(self, facet: str, place: Callable[[int, Value], pygame.Rect], *,
                          kind: str, commit: bool = False) -> list[Option]:
        """One option per value `facet` offers (or takes, if closed), at `place(i, value)`."""
        values = self.choice.values(facet) or self.choice.range(facet)
        return [Option(place(i, value), kind, facet, value, commit=commit)
                for i, value in enumerate(values)]

    def add_row(self, options: Sequence[Option]) -> None:
        """Add a row of options below the others."""
        self.rows.append(list(options))

    def focus_on(self, facet: str) -> None:
        """Focus the row holding `facet`'s selected value (the first row of the facet)."""
        chosen = self.choice.selected.get(facet)
        rows = [r for r, row in enumerate(self.rows) if self._facet_of(r) == facet]
        for r in rows:
            if any(o.value == chosen and o.delta == 0 for o in self.rows[r]):
                self.row = r
                return
        if rows:
            self.row = rows[0]

    # -- reading ---------------------------------------------------------------------------

    def _facet_of(self, r: int) -> str | None:
        return next((o.facet for o in self.rows[r] if o.facet is not None), None)

    def row_open(self, r: int) -> bool:
        """Whether row `r` can take the focus: it confirms, or its facet is open."""
        facet = self._facet_of(r)
        return facet is None or self.choice.is_open(facet)

    def enabled(self, option: Option) -> bool:
        """Whether `option` is live (not a value or step of a closed facet)."""
        return option.facet is None or self.choice.is_open(option.facet)

    def chosen(self, option: Option) -> bool:
        """Whether `option` is the selected value of its facet."""
        return (option.facet is not None and option.delta == 0
                and self.choice.selected.get(option.facet) == option.value)

    def focused(self, option: Option) -> bool:
        """Whether `option` has the focus: in the focused row, the selected value, or any step
        or confirm button."""
        if not self.rows or option not in self.rows[self.row]:
            return False
        return option.facet is None or option.delta != 0 or self.chosen(option)

    def area(self, option: Option) -> pygame.Rect:
        """Where `option` takes the pointer (its rect; a view may widen a raised card's)."""
        return option.rect

    def hit(self, pos: tuple[int, int]) -> Option | None:
        """The option under `pos` (the last one drawn, if they overlap)."""
        found: Option | None = None
        for row in self.rows:
            for option in row:
                if self.area(option).collidepoint(pos):
                    found = option
        return found

    def action(self) -> Action | None:
        """The legal action the selections name (None while they name several)."""
        return self.choice.action()

    # -- moving ----------------------------------------------------------------------------

    def move(self, drow: int, dcol: int) -> None:
        """Arrows: `drow` to the next open row that way; `dcol` through the focused row's
        facet (across rows, for a facet laid out over several)."""
        if not self.rows:
            return
        if drow:
            self._move_rows(drow)
        elif dcol:
            self.shift(dcol)

    def shift(self, delta: int) -> None:
        """Step the focused row's facet `delta` values on; the focus follows its value."""
        facet = self._facet_of(self.row)
        if facet is None:
            return
        self.choice.shift(facet, delta)
        if not any(self.chosen(o) for o in self.rows[self.row]) and any(
                o.delta == 0 for o in self.rows[self.row]):
            self.focus_on(facet)

    def _move_rows(self, drow: int) -> None:
        old = self.row
        count = len(self.rows)
        if self.wrap_rows:
            r = (old + drow) % count
        else:
            r = old + drow
            while 0 <= r < count and not self.row_open(r):
                r += drow
            if not 0 <= r < count:
                return
        facet = self._facet_of(r)
        values = [o for o in self.rows[r] if o.facet is not None and o.delta == 0]
        if facet is not None and values and not any(self.chosen(o) for o in self.rows[r]):
            # Entering a row of the facet that does not hold its selection (a grid of seats):
            # the option in the same column, or the last one, becomes the selection.
            col = next((c for c, o in enumerate(self.rows[old]) if self.chosen(o)), 0)
            self.choice.select(facet, values[min(col, len(values) - 1)].value)
        self.row = r

    def next(self) -> None:
        """Next: a prompt of one facet steps to its next value; else the next open row, round."""
        facets = {self._facet_of(r) for r in range(len(self.rows))}
        if len(facets) == 1 and None not in facets:
            self.shift(1)
            return
        count = len(self.rows)
        for k in range(1, count + 1):
            r = (self.row + k) % count
            if self.row_open(r):
                self.row = r
                return

    def press(self, option: Option) -> Action | None:
        """The pointer pressing `option`: its row takes the focus; a value is selected (and
        confirmed if it commits), a step steps, confirm confirms. The action, if confirmed."""
        for r, row in enumerate(self.rows):
            if option in row:
                self.row = r
        if option.facet is None:
            return self.action()
        if option.delta:
            self.choice.shift(option.facet, option.delta)
            return None
        self.choice.select(option.facet, option.value)
        return self.action() if option.commit else None

    # -- events ----------------------------------------------------------------------------

    def command(self, command: Command) -> Response:
        """Arrows move, NEXT moves on, CONFIRM confirms; anything else is not used."""
        if command in MOVES:
            self.move(*MOVES[command])
            return Response(True, moved=True)
        if command is Command.NEXT:
            self.next()
            return Response(True, moved=True)
        if command is Command.CONFIRM:
            return Response(True, action=self.action())
        return Response(False)

    def pointer(self, pointer: Pointer) -> Response:
        """Moving sets what is hovered (and the focus, if it follows the pointer); a left press
        presses what is under it. A press elsewhere on the prompt is used, and does nothing."""
        option = self.hit(pointer.pos)
        if pointer.kind == "move":
            self.hover = option
            moved = False
            if (self.follow_pointer and option is not None and option.facet is not None
                    and option.delta == 0 and not self.chosen(option)):
                self.press_focus(option)
                moved = True
            return Response(option is not None, moved=moved, option=option)
        if pointer.kind != "down" or pointer.button != 1 or option is None:
            return Response(self.rect.collidepoint(pointer.pos))
        return Response(True, moved=True, option=option, action=self.press(option))

    def press_focus(self, option: Option) -> None:
        """Focus `option` and select its value, without confirming."""
        for r, row in enumerate(self.rows):
            if option in row:
                self.row = r
        if option.facet is not None and option.delta == 0:
            self.choice.select(option.facet, option.value)


__all__ = ["MOVES", "Choice", "Facet", "Option", "Prompt", "Response", "Value"]
