"""Dev tool: render the Crazy Race table to PNG frames without a window, and time the frames.

Runs under SDL's dummy driver on the fixed clock (one 1/60 s step a frame). Four scenarios:

- ``exhibition``: AI-only races in the real play scene, as ``arcade-races watch crazy_race``;
- ``human``: the first two seats are human and play by synthetic key presses (a track card on
  a lit piece, an action card against a rival, cancel when attacked, then the dice), so the
  controls can be looked at in the running game;
- ``controls``: one frame of each of a human's prompts (the hand, a track card's lit pieces
  with the preview, a "move" card's source and destination, a rival to lay a card before, a
  card played against you), straight through the view;
- ``moments``: a random game played straight through the view, with frames saved inside the
  steps worth a look (cards laid and moved, action cards thrown and cancelled, cups, pawns
  home, the reveal).

    .venv/bin/python tools/shoot_crazy_race.py exhibition --out /tmp/cr --seconds 40
    .venv/bin/python tools/shoot_crazy_race.py human --out /tmp/cr-human
    .venv/bin/python tools/shoot_crazy_race.py controls --out /tmp/cr-controls
    .venv/bin/python tools/shoot_crazy_race.py moments --players 5 --board \\
        configs/boards/crazy_race/short_circuit.yaml --out /tmp/cr-moments
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("ARCADE_RACES_HOME", tempfile.mkdtemp(prefix="arcade-races-shoot-"))

import pygame

from arcade_races.client.app import App, AppOptions
from arcade_races.client.input import Command
from arcade_races.client.scenes.play import PlayScene
from arcade_races.client.settings import Settings
from arcade_races.core.chance import CHANCE
from arcade_races.core.state import State
from arcade_races.gamesetup import ai_seats, make_header
from arcade_races.match import Step
from arcade_races.replay import SeatInfo

KEYS = {Command.LEFT: pygame.K_LEFT, Command.RIGHT: pygame.K_RIGHT, Command.UP: pygame.K_UP,
        Command.DOWN: pygame.K_DOWN, Command.CONFIRM: pygame.K_RETURN}


def _key(key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="",
                                         scancode=0))


def _plan(view: object) -> list[int]:
    """The keys a human presses for the prompt on screen: a track card onto the piece the
    cursor suggests, then a SKIP or AGAIN card at the first rival offered, then the dice;
    cancel a card played against them if they can."""
    prompt = getattr(view, "prompt", None)
    if prompt is None:
        return []
    if prompt.mode == "answer":
        return [pygame.K_RETURN]
    hand = prompt.hand
    want = None
    for i, button in enumerate(hand):
        if button.enabled and button.kind == "track":
            want = i
            break
    if want is None:
        for i, button in enumerate(hand):
            if button.enabled and button.kind == "action" and button.value in ("skip", "again"):
                want = i
                break
    if want is None:
        want = len(hand) - 1
    steps = (want - prompt.focus) % len(hand)
    keys = [pygame.K_RIGHT] * steps + [pygame.K_RETURN]
    if hand[want].kind != "roll":
        keys += [pygame.K_RETURN]
    return keys


def _p95(times: list[float]) -> str:
    ordered = sorted(times)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * len(ordered)) - 1)]
    return (f"median {ordered[len(ordered) // 2]:.2f} ms, p95 {p95:.2f} ms, "
            f"max {ordered[-1]:.2f} ms")


class Timer:
    """Frame times, both by the wall clock and in this process's CPU time (the second is
    what the frame costs, whatever else the machine is busy with)."""

    def __init__(self) -> None:
        self.wall: list[float] = []
        self.cpu: list[float] = []
        self._start = (0.0, 0.0)

    def start(self) -> None:
        self._start = (time.perf_counter(), time.process_time())

    def stop(self) -> None:
        self.wall.append((time.perf_counter() - self._start[0]) * 1000)
        self.cpu.append((time.process_time() - self._start[1]) * 1000)

    def report(self, what: str, skip: int = 0) -> None:
        if len(self.wall) > skip:
            print(f"{what}: {len(self.wall) - skip} frames; wall {_p95(self.wall[skip:])}; "
                  f"cpu {_p95(self.cpu[skip:])}", file=sys.stderr)


def shoot(args: argparse.Namespace) -> int:
    """Run the play scene (exhibition or two humans) and save frames; print frame times."""
    seats = list(ai_seats("crazy_race", args.players))
    if args.scenario == "human":
        seats[0] = SeatInfo("Anna", "human", None, None)
        seats[1] = SeatInfo("Ben", "human", None, None)
    header = make_header("crazy_race", seats, args.seed, args.variant, args.board)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    # --frame-every 0: no PNGs, only the frame times (saving a PNG costs more than a frame).
    options = AppOptions(frames_dir=out if args.frame_every > 0 else None,
                         frame_every=max(1, args.frame_every), max_seconds=args.seconds,
                         fixed_clock=True)
    app = App(options, settings=Settings(colour_blind=args.colour_blind))
    scene = PlayScene(app, header, exhibition=args.scenario == "exhibition", speed=args.speed,
                      record=False)
    app.push(scene)
    pressed: list[int] = []
    wait = 0
    timer = Timer()
    while app.running:
        if app.scene is not scene and not pressed:
            _key(pygame.K_RETURN)  # the hand-over curtain: reveal
        elif scene.input_seat is not None and not pressed:
            wait += 1
            if wait > args.think_frames:
                wait = 0
                pressed = _plan(scene.view)
        if pressed and app.frames % 10 == 0:
            _key(pressed.pop(0))
        if scene.live is not None and scene.live.is_over() and not scene.exhibition \
                and scene.finished_for > 1.5:
            break
        timer.start()
        app.frame()
        timer.stop()
    app.sounds.close()
    timer.report("app.frame" + (" (PNG saves included)" if args.frame_every > 0 else ""),
                 skip=30)
    return len(list(out.glob("*.png")))


def _choose(state: State, rng: random.Random) -> object:
    if state.to_move() is CHANCE:
        outcomes = state.chance_outcomes()
        pick = rng.random() * sum(w for _, w in outcomes)
        for action, weight in outcomes:
            pick -= weight
            if pick < 0:
                return action
        return outcomes[-1][0]
    return rng.choice(state.legal_actions())


def controls(args: argparse.Namespace) -> int:
    """One frame of each prompt a human sees, driven by commands."""
    from arcade_races.client.views import make_view
    from arcade_races.games.crazy_race.actions import Roll, Skip

    seats = [SeatInfo(s.name, "human", None, None)
             for s in ai_seats("crazy_race", args.players)]
    header = make_header("crazy_race", seats, args.seed, args.variant, args.board)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    app = App(AppOptions(fixed_clock=True), settings=Settings(colour_blind=args.colour_blind))
    game = header.build_game()
    main = bool(getattr(game, "main", True))
    rng = random.Random(args.seed)
    saved = 0

    def snap(view: object, name: str) -> None:
        nonlocal saved
        for _ in range(20):
            view.update(1 / 60)  # type: ignore[attr-defined]
            app.time += 1 / 60
        view.draw(app.canvas)  # type: ignore[attr-defined]
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
            state.apply(_choose(state, rng))  # type: ignore[arg-type]
        if state.to_move() is not None:
            break
    view = make_view(app, game, header)
    view.sync(state)
    made: list[object] = []
    seat = int(state.to_move())  # type: ignore[arg-type]
    view.begin_input(seat, state, made.append)
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
            view.begin_input(seat, state, made.append)
            prompt = view.prompt  # type: ignore[attr-defined]
            index = next(i for i, b in enumerate(prompt.hand) if b.value == kind)
            prompt.focus = index
            view.command(Command.CONFIRM)
            snap(view, f"{kind}-chosen")
            if kind == "move" and prompt.candidates:
                view.command(Command.CONFIRM)
                view.command(Command.RIGHT)
                snap(view, "move-dest")
            view.end_input()
        targets = [s for s in range(game.players) if s != seat]
        attack = next((a for a in (Skip(t) for t in targets)
                       if a in state.legal_actions()), None)
        if attack is not None:
            state.apply(attack)
            view.sync(state)
            target = int(state.to_move())  # type: ignore[arg-type]
            view.begin_input(target, state, made.append)
            snap(view, "answer")
            view.end_input()
            state.apply(_choose(state, rng))  # type: ignore[arg-type]
            view.sync(state)
    if state.to_move() == seat and Roll() in state.legal_actions():
        view.begin_input(seat, state, made.append)
        prompt = view.prompt  # type: ignore[attr-defined]
        prompt.focus = len(prompt.hand) - 1
        snap(view, "roll-focused")
    app.sounds.close()
    return saved


INTERESTING = {"TrackCardLaid": "lay", "TrackCardShifted": "shift", "ActionPlayed": "throw",
               "ActionCancelled": "cancel", "TurnSkipped": "skipped", "OnTurnAgain": "twice",
               "CupWon": "cup", "PawnFinished": "home", "PileReshuffled": "reshuffle",
               "BetsRevealed": "reveal", "TrackCardDropped": "drop", "DiceRolled": "roll"}


def moments(args: argparse.Namespace) -> int:
    """Play a game straight through the view and save frames inside the interesting steps;
    print the frame times of every frame drawn."""
    from arcade_races.client.views import make_view

    header = make_header("crazy_race", ai_seats("crazy_race", args.players), args.seed,
                         args.variant, args.board)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    app = App(AppOptions(fixed_clock=True), settings=Settings(colour_blind=args.colour_blind))
    game = header.build_game()
    state = game.new_initial_state()
    view = make_view(app, game, header)
    view.sync(state)
    rng = random.Random(args.seed)
    saved = 0
    number = 0
    counts: dict[str, int] = {}
    timer = Timer()
    while state.to_move() is not None:
        mover = state.to_move()
        action = _choose(state, rng)
        events = state.apply(action)  # type: ignore[arg-type]
        number += 1
        names = [type(e).__name__ for e in events]
        kinds = [INTERESTING[n] for n in names if n in INTERESTING]
        order = ("reveal", "home", "cancel", "throw", "shift", "lay", "cup", "skipped", "twice",
                 "reshuffle", "drop", "roll")
        kind = min(kinds, key=order.index) if kinds else None
        view.show(Step(number, None if mover is CHANCE else int(mover), action,  # type: ignore[arg-type]
                       events), state)
        view.speed = 1.0
        frame = 0
        shots = set(args.shots) if kind and counts.get(kind, 0) < args.per_kind else set()
        while view.busy or (kind == "reveal" and frame < 600):
            view.update(1 / 60)
            app.time += 1 / 60
            frame += 1
            timer.start()
            view.draw(app.canvas)
            timer.stop()
            if frame in shots or (kind == "reveal" and frame % 40 == 0):
                pygame.image.save(app.canvas, str(out / f"{number:04d}-{kind}-{frame:03d}.png"))
                saved += 1
        if kind:
            counts[kind] = counts.get(kind, 0) + 1
    app.sounds.close()
    timer.report("view.draw")
    return saved


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("scenario", choices=("exhibition", "human", "controls", "moments"))
    parser.add_argument("--out", default="/tmp/crazy-race-frames")
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--variant", action="append", default=[])
    parser.add_argument("--board")
    parser.add_argument("--speed", type=float, default=1.0)
    parser.add_argument("--seconds", type=float, default=40.0)
    parser.add_argument("--frame-every", type=int, default=20)
    parser.add_argument("--think-frames", type=int, default=40,
                        help="frames a human 'thinks' before pressing keys")
    parser.add_argument("--colour-blind", action="store_true")
    parser.add_argument("--per-kind", type=int, default=2,
                        help="moments: how many steps of each kind to shoot")
    parser.add_argument("--shots", type=int, nargs="*", default=[12, 30, 50, 80],
                        help="moments: the frames of a step to save")
    args = parser.parse_args()
    if args.scenario == "moments":
        saved = moments(args)
    elif args.scenario == "controls":
        saved = controls(args)
    else:
        saved = shoot(args)
    print(f"{saved} frames in {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
