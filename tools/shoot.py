"""Dev tool: render a game's table to PNG frames without a window, and time the frames.

Runs under SDL's dummy driver on the fixed clock (one 1/60 s step a frame). The scenarios of
each game are data (``GAMES`` below); the machinery is shared. Scenarios:

- ``exhibition``: AI-only races in the real play scene, as ``arcade-races watch GAME``;
- ``human``: the first two seats are human and decide by synthetic key presses (and, where the
  game's script says so, mouse clicks), so the controls can be looked at in the running game;
- ``moments``: a random game played straight through the view, with frames saved inside the
  steps worth a look (the game's own list: hurdles, sprints, cups, finishes, the end...);
- ``prompts`` (six_day) and ``controls`` (crazy_race): a human's controls drawn straight from
  the view, one frame each;
- ``baseline``: every deterministic run in the game's table (``GameShots.baseline``: the
  seeded exhibition, the scripted hot-seat game, the moments, the prompts, other boards) into
  ``OUT/<game>/<run>/``, to compare before and after a change to the client with
  ``tools/compare_frames.py``; it takes no option but ``--out``.

``--deterministic`` makes ``exhibition`` and ``human`` repeatable frame for frame: the AI seats
decide on the main thread at once instead of on a worker thread, and the human seats press keys
chosen from their observation only (never from the view's internals), so the same seed gives
the same PNGs, byte for byte. ``moments``, ``prompts`` and ``controls`` are repeatable as they
are (``prompts``, ``controls`` and the plain ``human`` scenario read the view's prompt to aim,
through ``_prompt`` and ``view.prompt``: the lines to change if the prompts are reshaped).
``all`` as the game runs it for every game, each into ``OUT/<game>/``.

Frame times go to stderr as wall time and as the main thread's own CPU time (which other
processes and the AI's worker thread do not inflate), caches warmed and PNG saves left out;
``--frame-every 0`` saves no PNGs and only times.

    .venv/bin/python tools/shoot.py pferderennen exhibition --out /tmp/frames --seconds 40
    .venv/bin/python tools/shoot.py six_day human --out /tmp/six-human
    .venv/bin/python tools/shoot.py six_day moments --variant days=2 --out /tmp/six-moments
    .venv/bin/python tools/shoot.py crazy_race controls --out /tmp/cr-controls
    .venv/bin/python tools/shoot.py pferderennen exhibition --board \\
        configs/boards/pferderennen/eight.yaml --players 8 --colour-blind --speed 4
    .venv/bin/python tools/shoot.py all baseline --out /tmp/frames_before
"""

from __future__ import annotations

import argparse
import os
import random
import re
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from concurrent.futures import Future
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("ARCADE_RACES_HOME", tempfile.mkdtemp(prefix="arcade-races-shoot-"))

import pygame

from arcade_races.client.app import App, AppOptions
from arcade_races.client.input import Command, Pointer
from arcade_races.client.scenes.play import PlayScene
from arcade_races.client.settings import Settings
from arcade_races.client.views import GameView, make_view
from arcade_races.core.chance import CHANCE
from arcade_races.core.state import State
from arcade_races.gamesetup import ai_seats, make_header
from arcade_races.match import Step
from arcade_races.replay import Header, SeatInfo

K = pygame
ROOT = Path(__file__).resolve().parents[1]
BOARDS = ROOT / "configs" / "boards"
Press = int | Callable[[PlayScene], None]
"""One thing a scripted human does: press a key, or (a callable) use the mouse."""

# -- shared machinery ---------------------------------------------------------------------------


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
    runner.ThreadPoolExecutor = _InlinePool  # type: ignore[misc,assignment]
    try:
        yield
    finally:
        runner.ThreadPoolExecutor = saved  # type: ignore[misc]


# -- the games, as data -------------------------------------------------------------------------

Plan = Callable[[PlayScene, int, int], list[Press]]
"""What a human seat does for its `n`-th decision (from 1): (scene, seat, n) -> presses."""
Script = Callable[[dict[str, Any], int], list[int]]
"""Deterministic: the keys for the `n`-th decision (from 1), from the seat's observation."""


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


def _prompt(scene: PlayScene) -> Any:
    return getattr(scene.view, "prompt", None)


# Pferderennen: a bet of 3 on hearts, then (next decision) sit out; in party mode hand out a sip.
PF_BET_KEYS = ((K.K_RIGHT, K.K_RIGHT, K.K_DOWN, K.K_RIGHT, K.K_RIGHT, K.K_RETURN),
               (K.K_LEFT, K.K_RETURN))
PF_GIVE_KEYS = (K.K_RIGHT, K.K_RETURN)


def _pf_script(obs: dict[str, Any], n: int) -> list[int]:
    if obs["phase"] == "handout":
        return list(PF_GIVE_KEYS)
    return list(PF_BET_KEYS[(n - 1) % len(PF_BET_KEYS)])


def _pf_human(scene: PlayScene, seat: int, n: int) -> list[Press]:
    assert scene.live is not None
    return list(_pf_script(scene.live.state.observation(None), n))


# 6-Tage-Rennen: ride the card right of the first; change riders after a look at "stay"; the
# second human (human scenario) rides by mouse: hover a card, then click the focused one.
SD_PLAY_KEYS = (K.K_LEFT, K.K_RIGHT, K.K_RIGHT, K.K_RETURN)
SD_CHANGE_KEYS = (K.K_RIGHT, K.K_LEFT, K.K_RETURN)


def _sd_script(obs: dict[str, Any], n: int) -> list[int]:
    return list(SD_CHANGE_KEYS if obs["phase"] == "change" else SD_PLAY_KEYS)


def _sd_options(prompt: Any) -> list[Any]:
    """The options of a six_day prompt (a stage `Prompt` of one row), left to right."""
    return [option for row in prompt.rows for option in row] if prompt is not None else []


def _sd_click_focused(scene: PlayScene) -> None:
    prompt = _prompt(scene)
    chosen = [o for o in _sd_options(prompt) if prompt.chosen(o)]
    if chosen:  # the focused card stands up: click it where it stands
        click(prompt.area(chosen[0]).center, rel=(4, 4), release=True)


def _sd_human(scene: PlayScene, seat: int, n: int) -> list[Press]:
    prompt = _prompt(scene)
    if prompt is not None and prompt.mode == "change":
        return list(SD_CHANGE_KEYS)
    options = _sd_options(prompt)
    if seat == 1 and options:
        hover(options[len(options) // 2].rect.center)
        return [_sd_click_focused]
    return list(SD_PLAY_KEYS)


# Favoriten: a marker on the horse two to the right, a pass (left of the first horse wraps round
# to "pass"), a marker on the first horse; the horse two to the right for the roll. In the human
# scenario every third decision is a click on the second column or chip.
FV_BET_KEYS = ((K.K_RIGHT, K.K_RIGHT, K.K_RETURN), (K.K_LEFT, K.K_RETURN), (K.K_RETURN,))
FV_MOVE_KEYS = (K.K_RIGHT, K.K_RIGHT, K.K_RETURN)


def _fv_script(obs: dict[str, Any], n: int) -> list[int]:
    if obs["phase"] == "move":
        return list(FV_MOVE_KEYS)
    return list(FV_BET_KEYS[n % len(FV_BET_KEYS)])


def _fv_human(scene: PlayScene, seat: int, n: int) -> list[Press]:
    prompt = _prompt(scene)
    if n % 3 == 0 and prompt is not None:
        buttons = [b for b in prompt.buttons if b.kind in ("column", "chip")]
        if buttons:
            click(buttons[min(1, len(buttons) - 1)].rect.center)
        return []
    assert scene.live is not None
    return list(_fv_script(scene.live.state.observation(None), n))


# Crazy Race: the human scenario aims at a track card on a lit piece, else a SKIP or AGAIN card at
# the first rival, else the dice, and cancels a card played against it if it can. The script
# looks right and back, then takes what the prompt offers first (a track card at the suggested
# piece, then an action card, then the dice; a card against it is answered as focused).
CR_SCRIPT_KEYS = (K.K_RIGHT, K.K_LEFT, K.K_RETURN)


def _cr_script(obs: dict[str, Any], n: int) -> list[int]:
    return [K.K_RETURN] if obs["phase"] == "answer" else list(CR_SCRIPT_KEYS)


def _cr_human(scene: PlayScene, seat: int, n: int) -> list[Press]:
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
    keys: list[Press] = [K.K_RIGHT] * ((want - prompt.focus) % len(hand)) + [K.K_RETURN]
    if hand[want].kind != "roll":
        keys.append(K.K_RETURN)
    return keys


PLAY = ("exhibition", "human")
"""The scenarios in the real play scene."""

# -- scenarios ----------------------------------------------------------------------------------


def _header(table: GameShots, args: argparse.Namespace, seats: Sequence[SeatInfo]) -> Header:
    header = make_header(table.game, seats, args.seed, args.variant, args.board)
    if args.races is not None:
        if not table.races:
            raise SystemExit(f"--races: {table.game} has no race count to change")
        config = re.sub(r"^races: \d+\b", f"races: {args.races}", header.config_text,
                        flags=re.M)
        header = replace(header, config_text=config)
    return header


def _app(args: argparse.Namespace, options: AppOptions | None = None) -> App:
    return App(options or AppOptions(fixed_clock=True),
               settings=Settings(colour_blind=args.colour_blind))


def play(table: GameShots, args: argparse.Namespace) -> int:
    """`exhibition` or `human` in the real play scene; frames saved by the app every
    --frame-every frames. Returns the number of PNGs in the folder."""
    human = args.scenario == "human"
    seats = list(ai_seats(table.game, args.players))
    if human:
        seats[0] = SeatInfo("Anna", "human", None, None)
        seats[1] = SeatInfo("Ben", "human", None, None)
    header = _header(table, args, seats)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    options = AppOptions(frames_dir=out if args.frame_every > 0 else None,
                         frame_every=max(1, args.frame_every), max_seconds=args.seconds,
                         fixed_clock=True)
    app = _app(args, options)
    timer = Timer()
    with inline_ai(args.deterministic):
        scene = PlayScene(app, header, exhibition=not human, speed=args.speed, record=False)
        app.push(scene)
        pressed: list[Press] = []
        wait = decisions = 0
        while app.running:
            if human and app.scene is not scene and not pressed:
                if app.frames % table.curtain_every == 0:
                    key(K.K_RETURN)  # the hand-over curtain: reveal
            elif human and scene.input_seat is not None and not pressed:
                wait += 1
                if wait > args.think_frames:
                    wait = 0
                    decisions += 1
                    seat = scene.input_seat
                    if args.deterministic:
                        assert scene.live is not None
                        obs = scene.live.state.observation(seat)
                        pressed = list(table.script(obs, decisions))
                    else:
                        pressed = table.human(scene, seat, decisions)
            if pressed and app.frames % table.key_every == 0:
                press = pressed.pop(0)
                if callable(press):
                    press(scene)
                else:
                    key(press)
            if human and scene.live is not None and scene.live.is_over() \
                    and scene.finished_for > 1.5:
                break  # the results scene is not this tool's business
            timer.start()
            app.frame()
            timer.stop(keep=options.frames_dir is None or app.frames % options.frame_every > 0)
        app.sounds.close()
    timer.report("app.frame" + (" (deterministic)" if args.deterministic else ""))
    return len(list(out.glob("*.png")))


def moments(table: GameShots, args: argparse.Namespace) -> int:
    """A random game straight through the view; frames saved inside the steps worth a look
    (at most --per-kind steps of each kind); every frame is drawn and timed."""
    spec = table.moments
    header = _header(table, args, ai_seats(table.game, args.players))
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    app = _app(args)
    game = header.build_game()
    state = game.new_initial_state()
    view = make_view(app, game, header)
    view.sync(state)
    rng = random.Random(args.seed)
    saved = number = 0
    counts: dict[str, int] = {}
    timer = Timer()
    every = spec.every if args.moment_every is None else args.moment_every
    while state.to_move() is not None:
        mover = state.to_move()
        action = choose(state, rng)
        events = state.apply(action)
        number += 1
        kind = spec.kind(events)
        view.show(Step(number, mover if isinstance(mover, int) else None, action, events), state)
        view.speed = 1.0
        wanted = kind is not None and counts.get(kind, 0) < args.per_kind
        shots: set[int] = set()
        if wanted and kind is not None:
            shots = set(spec.shots if args.shots is None else args.shots)
            shots |= set(spec.extra.get(kind, ()))
        hold, hold_every = spec.hold.get(kind or "", (0, 0))
        frame = 0
        while view.busy or frame < hold:
            step_view(app, view)
            frame += 1
            timer.start()
            view.draw(app.canvas)
            timer.stop()
            if frame in shots or (wanted and every and frame % every == 0) \
                    or (hold_every and frame % hold_every == 0):
                pygame.image.save(app.canvas, str(out / f"{number:04d}-{kind}-{frame:03d}.png"))
                saved += 1
        if kind is not None:
            counts[kind] = counts.get(kind, 0) + 1
    app.sounds.close()
    timer.report("view.draw")
    return saved


def six_day_prompts(table: GameShots, args: argparse.Namespace) -> int:
    """The human's controls straight from the view: a hand with a slipstream previewed, a
    relief rider's black hand, and the rider change decision; keyboard and mouse focus."""
    from arcade_races.games.six_day.actions import Change, Play

    header = _header(table, args, ai_seats(table.game, args.players))
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    app = _app(args)
    game = header.build_game()
    rng = random.Random(args.seed)
    wanted = ["slipstream", "change", "black"]
    saved = 0
    for _ in range(200):
        if not wanted:
            break
        state = game.new_initial_state()
        while state.to_move() is not None and wanted:
            mover = state.to_move()
            obs = state.observation(None)
            kind = None
            if obs["phase"] == "change" and "change" in wanted:
                kind = "change"
            elif obs["phase"] == "play" and isinstance(mover, int):
                hand = state.hand(mover)  # type: ignore[attr-defined]
                if hand and hand[0].startswith("B") and "black" in wanted:
                    kind = "black"
                elif "slipstream" in wanted and len(obs["plays"]) > 6:
                    for card in hand:
                        events = state.clone().apply(Play(card))
                        if any(getattr(e, "kind", "") == "slipstream" for e in events):
                            kind = "slipstream"
                            break
            if kind is not None and isinstance(mover, int):
                wanted.remove(kind)
                view = make_view(app, game, header)
                view.sync(state)
                made: list[object] = []
                begin_input(view, mover, state, made.append)
                for i, command in enumerate((None, Command.RIGHT, Command.RIGHT)):
                    if command is not None:
                        view.command(command)
                    for _ in range(20):
                        step_view(app, view)
                    view.draw(app.canvas)
                    pygame.image.save(app.canvas, str(out / f"{kind}-{i}.png"))
                    saved += 1
                options = _sd_options(getattr(view, "prompt", None))
                if options:
                    view.pointer(Pointer("move", options[0].rect.center))
                    view.draw(app.canvas)
                    pygame.image.save(app.canvas, str(out / f"{kind}-mouse.png"))
                    saved += 1
            if mover is CHANCE:
                outcomes = state.chance_outcomes()
                state.apply(outcomes[int(rng.random() * len(outcomes))][0])
            else:
                legal = state.legal_actions()
                change = [a for a in legal if isinstance(a, Change)]
                state.apply(change[0] if change and rng.random() < 0.7 else rng.choice(legal))
    app.sounds.close()
    return saved


def crazy_race_controls(table: GameShots, args: argparse.Namespace) -> int:
    """One frame of each prompt a human sees, driven by commands: the hand, a track card's lit
    pieces with the preview, a "move" card's source and destination, a rival to lay a card
    before, a card played against you, the dice."""
    from arcade_races.games.crazy_race.actions import Roll, Skip

    seats = [SeatInfo(s.name, "human", None, None) for s in ai_seats(table.game, args.players)]
    header = _header(table, args, seats)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    app = _app(args)
    game = header.build_game()
    main = bool(getattr(game, "main", True))
    rng = random.Random(args.seed)
    saved = 0

    def snap(view: GameView, name: str) -> None:
        nonlocal saved
        for _ in range(20):
            step_view(app, view)
        view.draw(app.canvas)
        pygame.image.save(app.canvas, str(out / f"{saved:02d}-{name}.png"))
        saved += 1

    # A state some turns in, with cards on the board and an action card in the seat's hand.
    for _ in range(200):
        state = game.new_initial_state()
        turns = rng.randrange(8, 30)
        while state.to_move() is not None:
            obs = state.observation(None)
            if obs["phase"] == "turn" and obs["turns"] >= turns and not obs["played_track"]:
                seat = int(obs["turn_of"])
                hand = state.observation(seat)["hands"][seat]
                if not main or {"skip", "move"} & set(hand["action"]):
                    break
            state.apply(choose(state, rng))
        if state.to_move() is not None:
            break
    view = make_view(app, game, header)
    view.sync(state)
    made: list[object] = []
    seat = int(state.to_move())  # type: ignore[arg-type]
    begin_input(view, seat, state, made.append)
    snap(view, "hand")
    view.command(Command.CONFIRM)
    snap(view, "place")
    for command in (Command.RIGHT, Command.RIGHT, Command.DOWN):
        view.command(command)
    snap(view, "place-moved")
    view.command(Command.NEXT)
    snap(view, "place-buttons")
    view.end_input()
    if main:
        hand = state.observation(seat)["hands"][seat]["action"]
        for kind in ("skip", "again", "move"):
            if kind not in hand:
                continue
            begin_input(view, seat, state, made.append)
            prompt = view.prompt  # type: ignore[attr-defined]
            prompt.focus = next(i for i, b in enumerate(prompt.hand) if b.value == kind)
            view.command(Command.CONFIRM)
            snap(view, f"{kind}-chosen")
            if kind == "move" and prompt.candidates:
                view.command(Command.CONFIRM)
                view.command(Command.RIGHT)
                snap(view, "move-dest")
            view.end_input()
        targets = [s for s in range(game.players) if s != seat]  # type: ignore[attr-defined]
        attack = next((a for a in (Skip(t) for t in targets)
                       if a in state.legal_actions()), None)
        if attack is not None:
            state.apply(attack)
            view.sync(state)
            target = int(state.to_move())  # type: ignore[arg-type]
            begin_input(view, target, state, made.append)
            snap(view, "answer")
            view.end_input()
            state.apply(choose(state, rng))
            view.sync(state)
    if state.to_move() == seat and Roll() in state.legal_actions():
        begin_input(view, seat, state, made.append)
        prompt = view.prompt  # type: ignore[attr-defined]
        prompt.focus = len(prompt.hand) - 1
        snap(view, "roll-focused")
    app.sounds.close()
    return saved


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


def _rf_script(obs: dict[str, Any], n: int) -> list[int]:
    if obs["phase"] == "bid":
        auction = obs["auction"]
        price = _rf_price(obs, int(auction["card"]))
        if int(auction["high_bidder"]) < 0 or int(auction["high"]) - price < RF_RAISE_UP_TO:
            return [K.K_RETURN]
        return [K.K_LEFT, K.K_RETURN]
    return list(RF_KEYS.get(str(obs["phase"]), (K.K_RETURN,)))


def _rf_human(scene: PlayScene, seat: int, n: int) -> list[Press]:
    assert scene.live is not None
    return list(_rf_script(scene.live.state.observation(None), n))


# The baseline: what compare_frames compares before and after a change to the client.
EXHIBITION = ("exhibition", "--deterministic", "--seconds", "60", "--frame-every", "30")
HUMAN = ("human", "--deterministic", "--seconds", "80", "--frame-every", "20")

GAMES: dict[str, GameShots] = {
    "pferderennen": GameShots(
        "pferderennen", "/tmp/pferderennen-frames", races=True, think_frames=45,
        moments=Moments(
            {"HurdleTurned": "hurdle", "AceWon": "win", "RaceVoided": "void", "SipGiven": "sip",
             "RaceEnded": "race-end", "StartingGun": "gun", "SipsToHandOut": "handout",
             "SessionEnded": "session"},
            causes=(("cause", "stumble", "wild", True), ("cause", "turbo", "turbo", True)),
            shots=(18, 45, 75, 110)),
        human=_pf_human, script=_pf_script,
        baseline={"exhibition": EXHIBITION, "human": HUMAN,
                  "human-sips": (*HUMAN, "--variant", "sips"),
                  "moments": ("moments",),
                  "moments-turbo": ("moments", "--variant", "turbo", "--variant", "stumble",
                                    "--races", "2"),
                  "exhibition-eight": (*EXHIBITION, "--board",
                                       str(BOARDS / "pferderennen/eight.yaml"),
                                       "--players", "8", "--colour-blind", "--speed", "4")}),
    "six_day": GameShots(
        "six_day", "/tmp/six-day-frames",
        moments=Moments(
            {"NoMultiplying": "blue", "SprintCrossed": "sprint", "FinishCrossed": "finish",
             "RiderChanged": "change", "RiderChangeOffered": "offer", "LastRound": "last",
             "DayEnded": "day-end", "SixDaysEnded": "end", "BlackCardDrawn": "draw"},
            rank="last", causes=(("kind", "slipstream", "slipstream", False),),
            shots=(12, 30, 55, 90, 140, 220, 330),
            extra={"day-end": (450, 560, 680, 800), "end": (450, 560, 680, 800),
                   "change": (22, 36, 42, 48)}),
        human=_sd_human, script=_sd_script,
        extra={"prompts": lambda table, args: six_day_prompts(table, args)},
        baseline={"exhibition": EXHIBITION, "human": HUMAN,
                  "moments": ("moments", "--variant", "days=2"), "prompts": ("prompts",),
                  "exhibition-grand-tour": (*EXHIBITION, "--board",
                                            str(BOARDS / "six_day/grand_tour.yaml"),
                                            "--players", "8", "--colour-blind", "--speed", "4")}),
    "favoriten": GameShots(
        "favoriten", "/tmp/favoriten-frames", races=True, think_frames=45,
        moments=Moments(
            {"RaceStarted": "cannon", "MarkerPlaced": "bet", "HorseFinished": "finish",
             "BettingClosed": "closed", "MarkersScored": "scored", "RaceEnded": "race-end",
             "GameEnded": "game-end", "HorseMoved": "move", "DieRolled": "throw"},
            rank=("game-end", "race-end", "scored", "finish", "closed", "cannon", "bet",
                  "move", "throw"),
            every=20),
        human=_fv_human, script=_fv_script,
        baseline={"exhibition": EXHIBITION, "human": HUMAN, "moments": ("moments",),
                  "exhibition-bend": (*EXHIBITION, "--board",
                                      str(BOARDS / "favoriten/bend.yaml"), "--players", "5",
                                      "--colour-blind", "--speed", "4")}),
    "crazy_race": GameShots(
        "crazy_race", "/tmp/crazy-race-frames", key_every=10, curtain_every=1,
        moments=Moments(
            {"TrackCardLaid": "lay", "TrackCardShifted": "shift", "ActionPlayed": "throw",
             "ActionCancelled": "cancel", "TurnSkipped": "skipped", "OnTurnAgain": "twice",
             "CupWon": "cup", "PawnFinished": "home", "PileReshuffled": "reshuffle",
             "BetsRevealed": "reveal", "TrackCardDropped": "drop", "DiceRolled": "roll"},
            rank=("reveal", "home", "cancel", "throw", "shift", "lay", "cup", "skipped",
                  "twice", "reshuffle", "drop", "roll"),
            shots=(12, 30, 50, 80), hold={"reveal": (600, 40)}),
        human=_cr_human, script=_cr_script,
        extra={"controls": lambda table, args: crazy_race_controls(table, args)},
        baseline={"exhibition": EXHIBITION, "human": HUMAN, "moments": ("moments",),
                  "controls": ("controls",),
                  "moments-short": ("moments", "--players", "5", "--board",
                                    str(BOARDS / "crazy_race/short_circuit.yaml"))}),
    "rennfieber": GameShots(
        "rennfieber", "/tmp/rennfieber-frames", seed=3, think_frames=30,
        moments=Moments(
            {"CardOffered": "offer", "BidMade": "bid", "HorseBought": "sold",
             "CardUnsold": "unsold", "HorseSoldBack": "sellback", "FigureMoved": "train",
             "SquareReached": "square", "TrainingCardDrawn": "tcard",
             "LineupRevealed": "reveal", "LanesDrawn": "lanes", "SlipLaid": "slip",
             "RaceStarted": "start", "HorseMoved": "move", "KeptCardPlayed": "kept",
             "GallopDrawn": "gallop", "HorseFinished": "finish", "SlipsRevealed": "settle",
             "GameOver": "end"},
            rank=("end", "settle", "finish", "kept", "gallop", "start", "lanes", "reveal",
                  "sold", "unsold", "sellback", "tcard", "square", "slip", "bid", "offer",
                  "train", "move"),
            shots=(10, 30, 60, 100, 160, 240, 360)),
        human=_rf_human, script=_rf_script,
        baseline={"exhibition": EXHIBITION, "human": HUMAN,
                  "moments": ("moments", "--variant", "races=1", "--players", "3")}),
}


def parser() -> argparse.ArgumentParser:
    """The command line (every option applies to every game unless it says otherwise)."""
    scenarios = sorted({"exhibition", "human", "moments", "baseline",
                        *(name for t in GAMES.values() for name in t.extra)})
    p = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    p.add_argument("game", choices=(*GAMES, "all"))
    p.add_argument("scenario", choices=scenarios)
    p.add_argument("--out", help="the folder for the PNGs (default: /tmp/<game>-frames)")
    p.add_argument("--deterministic", action="store_true",
                   help="exhibition, human: AI on the main thread, scripted keys; repeatable")
    p.add_argument("--seed", type=int)
    p.add_argument("--players", type=int)
    p.add_argument("--variant", action="append", default=[])
    p.add_argument("--board")
    p.add_argument("--races", type=int,
                   help="races in one game (pferderennen, favoriten; default: the config's)")
    p.add_argument("--speed", type=float, default=1.0)
    p.add_argument("--seconds", type=float, default=40.0)
    p.add_argument("--frame-every", type=int, default=20,
                   help="exhibition, human: save every Nth frame (0: none, only times)")
    p.add_argument("--think-frames", type=int,
                   help="frames a human 'thinks' before pressing keys")
    p.add_argument("--colour-blind", action="store_true")
    p.add_argument("--per-kind", type=int, default=2,
                   help="moments: how many steps of each kind to shoot")
    p.add_argument("--shots", type=int, nargs="*",
                   help="moments: the frames of a step to save (default: the game's)")
    p.add_argument("--moment-every", type=int,
                   help="moments: save every Nth frame of a step worth a look")
    return p


def run(table: GameShots, args: argparse.Namespace) -> int:
    """One scenario of one game; the number of frames saved."""
    args = argparse.Namespace(**vars(args))
    for name in ("seed", "players", "think_frames", "board"):
        if getattr(args, name) is None:
            setattr(args, name, getattr(table, name))
    args.variant = args.variant or list(table.variants)
    if args.scenario in PLAY:
        return play(table, args)
    if args.scenario == "moments":
        return moments(table, args)
    if args.scenario not in table.extra:
        raise SystemExit(f"{table.game} has no scenario {args.scenario!r}")
    return table.extra[args.scenario](table, args)


def baseline(table: GameShots, out: Path) -> int:
    """Every deterministic run of the game, each into OUT/<run>/."""
    saved = 0
    for name, line in table.baseline.items():
        args = parser().parse_args([table.game, *line, "--out", str(out / name)])
        count = run(table, args)
        print(f"{table.game} {name}: {count} frames", file=sys.stderr)
        saved += count
    return saved


def main(argv: Sequence[str] | None = None) -> int:
    cli = parser()
    args = cli.parse_args(argv)
    games = list(GAMES) if args.game == "all" else [args.game]
    for game in games:
        table = GAMES[game]
        if args.races is not None and not table.races:
            cli.error(f"--races: {game} has no race count to change")
        if args.game != "all" and args.scenario not in (*PLAY, "moments", "baseline",
                                                        *table.extra):
            cli.error(f"{game} has no scenario {args.scenario!r}")
    saved = 0
    for game in games:
        table = GAMES[game]
        out = Path(args.out or table.out)
        if args.game == "all" or args.scenario == "baseline":
            out = Path(args.out or "/tmp/frames") / game
        if args.scenario == "baseline":
            saved += baseline(table, out)
        elif args.game == "all" and args.scenario not in (*PLAY, "moments", *table.extra):
            continue  # a scenario only some games have
        else:
            saved += run(table, argparse.Namespace(**{**vars(args), "out": str(out)}))
    print(f"{saved} frames in {args.out or GAMES[games[0]].out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
