"""The machinery of `tools/shoot.py`: frame timing, the AI decided inline, a game's table
of scenarios (`GameShots`) and the moments worth a look (`Moments`)."""

from __future__ import annotations

import argparse
import random
import re
import statistics
import sys
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from concurrent.futures import Future
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from shoot_scripts import Press, Script

from arcade_races.client.app import App, AppOptions
from arcade_races.client.scenes.play import PlayScene
from arcade_races.client.settings import Settings
from arcade_races.client.views import GameView
from arcade_races.core.chance import CHANCE
from arcade_races.core.state import State
from arcade_races.gamesetup import make_header
from arcade_races.replay import Header, SeatInfo

# -- shared machinery ---------------------------------------------------------------------------


def _stats(values: Sequence[float]) -> str:
    ordered = sorted(values)
    p95 = ordered[min(len(ordered) - 1, max(0, round(0.95 * len(ordered)) - 1))]
    return (f"median {statistics.median(ordered):.2f} ms, p95 {p95:.2f} ms, "
            f"max {ordered[-1]:.2f} ms")


class Timer:
    """Frame times (ms) by the wall clock and in the main thread's own CPU time."""

    def __init__(self) -> None:
        self.wall: list[float] = []
        self.cpu: list[float] = []
        self._start = (0.0, 0.0)

    def start(self) -> None:
        self._start = (time.perf_counter(), time.thread_time())

    def stop(self, keep: bool = True) -> None:
        if keep:
            self.wall.append((time.perf_counter() - self._start[0]) * 1000)
            self.cpu.append((time.thread_time() - self._start[1]) * 1000)

    def report(self, what: str, skip: int = 30) -> None:
        """Median, 95th percentile and worst to stderr, the first `skip` (cache building)
        frames left out."""
        if len(self.wall) > skip:
            print(f"{what}: {len(self.wall) - skip} frames; wall {_stats(self.wall[skip:])}; "
                  f"cpu {_stats(self.cpu[skip:])}", file=sys.stderr)


def choose(state: State, rng: random.Random) -> Any:
    """A chance outcome by its weight, or a legal action at random."""
    if state.to_move() is CHANCE:
        outcomes = state.chance_outcomes()
        pick = rng.random() * sum(w for _, w in outcomes)
        for action, weight in outcomes:
            pick -= weight
            if pick < 0:
                return action
        return outcomes[-1][0]
    return rng.choice(state.legal_actions())


def begin_input(view: GameView, seat: int, state: State,
                submit: Callable[[Any], None]) -> None:
    """The one place this tool asks a view for a human's controls (the view contract: the
    seat's observation and legal actions, as an AI gets them)."""
    view.begin_input(seat, state.observation(seat), state.legal_actions(), submit)


def step_view(app: App, view: GameView) -> None:
    """One fixed 1/60 s step of the view."""
    view.update(1 / 60)
    app.time += 1 / 60


class _InlinePool:
    """Stands in for the play scene's AI worker thread: the decision is made at once, on the
    main thread, so which frame an AI move lands on never depends on thread timing."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        pass

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future[Any]:
        future: Future[Any] = Future()
        try:
            future.set_result(fn(*args, **kwargs))
        except BaseException as err:
            future.set_exception(err)
        return future

    def shutdown(self, wait: bool = True, cancel_futures: bool = False) -> None:
        pass


@contextmanager
def inline_ai(on: bool) -> Iterator[None]:
    """With `on`, the live matches made inside think on the main thread (see `_InlinePool`)."""
    from arcade_races.client import runner

    if not on:
        yield
        return
    if not hasattr(runner, "ThreadPoolExecutor"):
        raise SystemExit("client/runner.py no longer makes its AI worker from "
                         "runner.ThreadPoolExecutor: --deterministic needs another way in")
    saved = runner.ThreadPoolExecutor
    runner.ThreadPoolExecutor = _InlinePool
    try:
        yield
    finally:
        runner.ThreadPoolExecutor = saved


# -- the games, as data -------------------------------------------------------------------------

Plan = Callable[[PlayScene, int, int], list[Press]]
"""What a human seat does for its `n`-th decision (from 1): (scene, seat, n) -> presses."""
@dataclass(frozen=True)
class Moments:
    """Which steps of a game are worth a look, and which of their frames to save."""

    interesting: Mapping[str, str]
    """Event type name -> the kind of moment it makes."""
    rank: str | tuple[str, ...] = "first"
    """Of several kinds in one step: the "first" event's, the "last" one's, or by this order."""
    causes: tuple[tuple[str, str, str, bool], ...] = ()
    """(event attribute, value, kind, overrides): a kind read from an event's attribute; it
    replaces the kind found by name if `overrides`, else only stands in for none."""
    shots: tuple[int, ...] = ()
    """Frames of a step to save."""
    every: int = 0
    """Or: save every Nth frame of the step."""
    extra: Mapping[str, tuple[int, ...]] = field(default_factory=dict)
    """More frames for some kinds (long overlays)."""
    hold: Mapping[str, tuple[int, int]] = field(default_factory=dict)
    """Kind -> (frames to keep drawing after the step, save every Nth of them, always)."""

    def kind(self, events: Sequence[object]) -> str | None:
        """The kind of moment a step's events make, or None."""
        kinds = [self.interesting[type(e).__name__] for e in events
                 if type(e).__name__ in self.interesting]
        kind: str | None
        if not kinds:
            kind = None
        elif self.rank == "first":
            kind = kinds[0]
        elif self.rank == "last":
            kind = kinds[-1]
        else:
            kind = min(kinds, key=self.rank.index)
        for attribute, value, name, overrides in self.causes:
            if (overrides or kind is None) and any(getattr(e, attribute, "") == value
                                                   for e in events):
                kind = name
        return kind


@dataclass(frozen=True)
class GameShots:
    """One game's scenarios: set-up, the humans' scripts, its moments, its baseline runs."""

    game: str
    out: str
    moments: Moments
    human: Plan
    """The `human` scenario's plan: may read the view's prompt to aim the mouse."""
    script: Script
    """The `human --deterministic` keys: from the seat's observation only."""
    players: int = 4
    seed: int = 3
    variants: tuple[str, ...] = ()
    board: str | None = None
    races: bool = False
    """Whether the config has a `races:` count that --races may change."""
    think_frames: int = 40
    key_every: int = 12
    """Frames between two scripted key presses."""
    curtain_every: int = 30
    """Frames between presses of Enter while the hand-over curtain is up."""
    extra: Mapping[str, Callable[[GameShots, argparse.Namespace], int]] = \
        field(default_factory=dict)
    """Scenarios only this game has."""
    baseline: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    """The deterministic runs of `baseline`: folder name -> command line after the game."""


PLAY = ("exhibition", "human")
"""The scenarios in the real play scene."""


def shot_header(table: GameShots, args: argparse.Namespace,
                seats: Sequence[SeatInfo]) -> Header:
    """The header of a scenario's game: the table's game with `seats` and the command line's
    seed, variants, board and (where the config has one) race count."""
    header = make_header(table.game, seats, args.seed, args.variant, args.board)
    if args.races is not None:
        if not table.races:
            raise SystemExit(f"--races: {table.game} has no race count to change")
        config = re.sub(r"^races: \d+\b", f"races: {args.races}", header.config_text,
                        flags=re.M)
        header = replace(header, config_text=config)
    return header


def shot_app(args: argparse.Namespace, options: AppOptions | None = None) -> App:
    """The app a scenario draws with: on the fixed clock unless `options` say otherwise."""
    return App(options or AppOptions(fixed_clock=True),
               settings=Settings(colour_blind=args.colour_blind,
                                 odds_in_hot_seat=getattr(args, "odds_board", False)))


@dataclass
class ViewShot:
    """A game at its start with the table's view on it, and the folder for its PNGs
    (`fresh_view`): what the scenarios that play straight through the view begin with."""

    out: Path
    app: App
    state: State
    view: GameView


def fresh_view(table: GameShots, args: argparse.Namespace, humans: bool = False) -> ViewShot:
    """A new game of `table` by the command line, its view synced to the start, and `--out`
    made: every seat AI, or with `humans` every seat human (the view then lays the table out
    for the hot seat: no spectator's corner over the side column)."""
    from arcade_races.client.views import make_view
    from arcade_races.gamesetup import ai_seats

    seats = list(ai_seats(table.game, args.players))
    if humans:
        seats = [SeatInfo(seat.name, "human", None, None) for seat in seats]
    header = shot_header(table, args, seats)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    app = shot_app(args)
    game = header.build_game()
    state = game.new_initial_state()
    view = make_view(app, game, header)
    view.sync(state)
    return ViewShot(out, app, state, view)
