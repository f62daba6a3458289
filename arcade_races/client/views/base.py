"""The contract between a play or replay scene and a game's view."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from arcade_races.client.input import Command, Pointer
from arcade_races.client.stage.effects import Banner, Effect, Effects
from arcade_races.client.stage.prompt import Prompt
from arcade_races.client.stage.script import Script
from arcade_races.client.stage.ticker import Ticker
from arcade_races.core.actions import Action
from arcade_races.core.state import Game, State
from arcade_races.match import Step

if TYPE_CHECKING:
    from arcade_races.client.app import App
    from arcade_races.client.settings import Settings
    from arcade_races.replay import Header


def corner_kept(header: Header, settings: Settings) -> bool:
    """Whether a view of `header`'s game keeps the play scene's corner free over its side
    column: in an exhibition (every seat AI), and with human seats when the odds board is on
    (a setting, read as the game opens). The replay scene fills the same corner."""
    spectator = not any(seat.kind == "human" for seat in header.seats)
    return spectator or bool(settings.odds_in_hot_seat)


class GameView:
    """Shows one game. The scene feeds it steps; it animates them and asks humans for moves.

    - `sync(state)`: jump to `state` with no animation (start, resume, seeking a replay).
    - `show(step, state)`: animate what `step` did; `state` is the state after it.
    - `busy`: True while animations run; the scene waits before feeding the next step.
    - `skip_to_end()`: run every pending animation to its end state at once (seeking a replay,
      a speed too high to watch); the table then looks as if they had played out.
    - `begin_input(seat, observation, legal, submit)`: a human seat must decide; the view
      gets what an AI gets (the seat's observation and its legal actions, never the full
      state), offers exactly `legal`, and calls `submit(action)` with the chosen one (the
      scene applies it).
    - `end_input()`: the decision is made (or cancelled).
    - `speed`: animation speed multiplier (settings x exhibition speed).
    - `commentary`: the latest lines for the ticker.
    """

    def __init__(self, app: App, game: Game, header: Header) -> None:
        self.app = app
        self.game = game
        self.header = header
        self.speed = 1.0
        self.commentary: list[str] = []
        self.table_key: Hashable = (
            header.game, header.board_name, header.board_text, header.config_name,
            header.config_text, tuple(header.variants),
            tuple((seat.name, seat.kind) for seat in header.seats))
        """Everything a table's fixed parts (geometry, static layers) are made from, the seed
        aside: the next game of an exhibition has the same key and finds them in
        `app.assets.kept`."""

    @property
    def busy(self) -> bool:
        """Whether animations are still running."""
        return False

    def prepare(self) -> None:
        """Make now what the table will need later in the game (called before the first
        frame, where a moment's work is no hitch); nothing by default."""

    def sync(self, state: State) -> None:
        """Show `state` at once."""

    def skip_to_end(self) -> None:
        """Run every pending animation and decoration to its end state at once."""

    def show(self, step: Step, state: State) -> None:
        """Animate `step`; `state` is the state after it."""

    def begin_input(self, seat: int, observation: dict[str, Any], legal: Sequence[Action],
                    submit: Callable[[Action], None]) -> None:
        """Show the controls for `seat`'s decision: `observation` is
        `state.observation(seat)`, `legal` is `state.legal_actions()`."""

    def end_input(self) -> None:
        """Hide the decision controls."""

    def needs_curtain(self, seat: int) -> bool:
        """Whether `seat`'s decision shows something other seats must not see (a hand, a bet
        card): then a hand-over curtain goes up between human seats."""
        return False

    def seat_note(self, seat: int) -> str:
        """A short public note on a seat for the exhibition corner (its stake, say)."""
        return ""

    def command(self, command: Command) -> bool:
        """A command for the view's controls; True if used."""
        return False

    def pointer(self, pointer: Pointer) -> bool:
        """A mouse event for the view's controls; True if used."""
        return False

    def update(self, dt: float) -> None:
        """Advance animations by `dt` (already scaled by `speed`)."""

    def idle(self, real: float) -> None:
        """`real` seconds pass while the table stands still (an exhibition paused): what
        runs on real time goes on, the table's animations do not."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the table. Changes nothing."""


class StagePrompts(Protocol):
    """A view's human decisions on the stage prompt (each view's `prompts.Prompts`)."""

    @property
    def current(self) -> Prompt | None:
        """The decision on screen, if any."""
        ...

    def begin(self, seat: int, obs: dict[str, Any], legal: Sequence[Action],
              submit: Callable[[Action], None]) -> None:
        """Put `seat`'s decision on screen."""
        ...

    def end(self) -> None:
        """Take the decision off the screen."""
        ...

    def command(self, command: Command) -> bool:
        """A key for the decision; True if used."""
        ...

    def pointer(self, pointer: Pointer) -> bool:
        """A mouse event for the decision; True if used."""
        ...


class StageView(GameView):
    """A view on the stage: the wiring every table shares, once.

    A subclass builds its parts in `__init__` and sets `script`, `fx`, `ticker`, `prompts`
    and `model` (a model with `seat_note(seat)`); it keeps `sync`, `show` and `draw`, and
    says what is its own through the hooks: `_update_physics(dt)` (between the beats and the
    effects: dice a beat has thrown), `_update_table(dt)` (after the ticker: ambience loops,
    followers, countdowns) and `_come_to_rest()` (the end of `skip_to_end`).

    Time runs in this order, for equal frames: the script (a beat's start adds an effect),
    the view's physics, the effects (which get this update's `dt` before their first draw),
    the ticker on the real time, then the table's own.
    """

    script: Script
    fx: Effects
    ticker: Ticker
    prompts: StagePrompts
    model: Any

    @property
    def busy(self) -> bool:
        return self.script.busy

    def skip_to_end(self) -> None:
        self.script.skip()
        self.fx.finish()
        self.ticker.rest()
        self._come_to_rest()

    def _come_to_rest(self) -> None:
        """What else a skip to the end settles (dice, ambience, transient values)."""

    def seat_note(self, seat: int) -> str:
        return str(self.model.seat_note(seat))

    def idle(self, real: float) -> None:
        # A line said just before the pause (or by the odds caller during it) slides all
        # the way in, rather than standing half in, faded, until play goes on.
        self.ticker.update(real)

    def say(self, lines: Sequence[str]) -> None:
        """Put `lines` of commentary on the ticker."""
        self.ticker.push(lines)
        self.commentary = self.ticker.latest

    # -- human input -----------------------------------------------------------------------

    def begin_input(self, seat: int, observation: dict[str, Any], legal: Sequence[Action],
                    submit: Callable[[Action], None]) -> None:
        self.prompts.begin(seat, observation, legal, submit)

    def end_input(self) -> None:
        self.prompts.end()

    def command(self, command: Command) -> bool:
        return self.prompts.command(command)

    def pointer(self, pointer: Pointer) -> bool:
        return self.prompts.pointer(pointer)

    @property
    def prompt(self) -> Prompt | None:
        """The decision on screen, if any."""
        return self.prompts.current

    # -- time ------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        real = dt / self.speed if self.speed > 0 else dt
        self.script.update(dt)
        self._update_physics(dt)
        self.fx.update(dt, real)
        self.ticker.update(real)
        self._update_table(dt)

    def _update_physics(self, dt: float) -> None:
        """The view's physics, after the beats and before the effects."""

    def _update_table(self, dt: float) -> None:
        """The view's own running values, after the ticker."""

    # -- decorations, by their old names ----------------------------------------------------

    @property
    def effects(self) -> list[Effect]:
        """The decorations running over the board."""
        return self.fx.lane("board")

    @property
    def banner(self) -> Banner | None:
        """The ribbon over the board, if one is up."""
        return self.fx.banner
