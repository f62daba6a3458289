"""Dev tool: render the 6-Tage-Rennen velodrome to PNG frames without a window, and time it.

Runs under SDL's dummy driver on the fixed clock (one 1/60 s step a frame). Three scenarios:

- ``exhibition``: AI-only racing in the real play scene, as ``arcade-races watch six_day``;
- ``human``: the first two seats are human; synthetic key presses (and, for the second human,
  mouse clicks) ride their cards and answer rider changes, so the hand, the preview of the
  landing space and the change buttons can be looked at;
- ``moments``: a game played straight through the view, frames saved inside the steps worth a
  look (slipstream, blue spaces, sprints, the finish, rider changes, the last round, the result
  pad, the standings between days, the end);
- ``prompts``: the human's controls drawn straight from the view: a hand with a slipstream
  previewed, a relief rider's black hand, the rider change decision.

``exhibition`` and ``human`` print whole-frame times (median, 95th percentile, max), ``moments``
the view's draw times, each as wall time and as the main thread's own CPU time (which other
processes and the AI's worker thread do not inflate); the target is a p95 well under 8 ms at
1280x720.

    .venv/bin/python tools/shoot_six_day.py exhibition --out /tmp/six --seconds 40
    .venv/bin/python tools/shoot_six_day.py human --out /tmp/six-human
    .venv/bin/python tools/shoot_six_day.py moments --variant days=2 --out /tmp/six-moments
    .venv/bin/python tools/shoot_six_day.py exhibition --board \\
        configs/boards/six_day/grand_tour.yaml --players 8 --colour-blind --speed 4
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("ARCADE_RACES_HOME", tempfile.mkdtemp(prefix="arcade-races-shoot-"))

import pygame

from arcade_races.client.app import App, AppOptions
from arcade_races.client.scenes.play import PlayScene
from arcade_races.client.settings import Settings
from arcade_races.gamesetup import ai_seats, make_header
from arcade_races.replay import SeatInfo


def _key(key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="",
                                         scancode=0))


def _click(pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(4, 4),
                                         buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def report(times: list[float], cpu: list[float] | None = None) -> None:
    """Print the median, 95th percentile and worst frame time (ms), caches warmed; with `cpu`
    also the main thread's own CPU time per frame, which other busy processes on the machine
    (and the AI's worker thread) do not inflate."""
    for label, values in (("wall", times), ("cpu", cpu or [])):
        values = values[30:]
        if not values:
            continue
        ordered = sorted(values)
        p95 = ordered[min(len(ordered) - 1, max(0, round(0.95 * len(ordered)) - 1))]
        print(f"{label}: {len(values)} frames, median {statistics.median(values):.2f} ms, "
              f"p95 {p95:.2f} ms, max {ordered[-1]:.2f} ms", file=sys.stderr)


def shoot(args: argparse.Namespace) -> int:
    """Run the play scene (exhibition or two humans) and save frames; returns frames saved."""
    seats = list(ai_seats("six_day", args.players))
    human = args.scenario == "human"
    if human:
        seats[0] = SeatInfo("Anna", "human", None, None)
        seats[1] = SeatInfo("Ben", "human", None, None)
    header = make_header("six_day", seats, args.seed, args.variant, args.board)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    options = AppOptions(frames_dir=out, frame_every=args.frame_every,
                         max_seconds=args.seconds, fixed_clock=True)
    app = App(options, settings=Settings(colour_blind=args.colour_blind))
    scene = PlayScene(app, header, exhibition=not human, speed=args.speed, record=False)
    app.push(scene)
    times: list[float] = []
    cpu: list[float] = []
    wait = 0
    pressed: list[int] = []
    while app.running:
        top = app.scene
        if human and top is not scene and not pressed and app.frames % 30 == 0:
            _key(pygame.K_RETURN)  # the hand-over curtain
        elif human and scene.input_seat is not None and not pressed and top is scene:
            wait += 1
            if wait > args.think_frames:
                wait = 0
                view = scene.view
                prompt = getattr(view, "prompt", None)
                if prompt is not None and prompt.mode == "change":
                    pressed = [pygame.K_RIGHT, pygame.K_LEFT, pygame.K_RETURN]
                elif prompt is not None and scene.input_seat == 1 and prompt.buttons:
                    # The second human uses the mouse: hover a card, then click it.
                    target = prompt.buttons[len(prompt.buttons) // 2].rect.center
                    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=target,
                                                         rel=(5, 5), buttons=(0, 0, 0)))
                    pressed = [-1]
                else:
                    pressed = [pygame.K_LEFT, pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_RETURN]
        if pressed and app.frames % 12 == 0:
            key = pressed.pop(0)
            if key == -1:
                prompt = getattr(scene.view, "prompt", None)
                if prompt is not None and prompt.buttons:
                    _click(prompt.buttons[prompt.focus].rect.move(0, -12).center)
            else:
                _key(key)
        if scene.live is not None and scene.live.is_over() and human \
                and scene.finished_for > 1.5:
            break
        start, start_cpu = time.perf_counter(), time.thread_time()
        app.frame()
        if app.frames % max(1, args.frame_every):  # not a frame saved to PNG
            times.append((time.perf_counter() - start) * 1000)
            cpu.append((time.thread_time() - start_cpu) * 1000)
    app.sounds.close()
    report(times, cpu)
    return len(list(out.glob("*.png")))


def prompts(args: argparse.Namespace) -> int:
    """The human's controls straight from the view: a hand with a slipstream previewed, a
    relief rider's black hand, and the rider change decision; keyboard and mouse focus."""
    from arcade_races.client.input import Command, Pointer
    from arcade_races.client.views import make_view
    from arcade_races.core.chance import CHANCE
    from arcade_races.games.six_day.actions import Change, Play

    header = make_header("six_day", ai_seats("six_day", args.players), args.seed,
                         args.variant, args.board)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    app = App(AppOptions(fixed_clock=True), settings=Settings(colour_blind=args.colour_blind))
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
                view.begin_input(mover, state, made.append)
                for i, command in enumerate((None, Command.RIGHT, Command.RIGHT)):
                    if command is not None:
                        view.command(command)
                    for _ in range(20):
                        view.update(1 / 60)
                        app.time += 1 / 60
                    view.draw(app.canvas)
                    pygame.image.save(app.canvas, str(out / f"{kind}-{i}.png"))
                    saved += 1
                prompt = getattr(view, "prompt", None)
                if prompt is not None and prompt.buttons:
                    view.pointer(Pointer("move", prompt.buttons[0].rect.center))
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


INTERESTING = {"NoMultiplying": "blue", "SprintCrossed": "sprint", "FinishCrossed": "finish",
               "RiderChanged": "change", "RiderChangeOffered": "offer", "LastRound": "last",
               "DayEnded": "day-end", "SixDaysEnded": "end", "BlackCardDrawn": "draw"}


def moments(args: argparse.Namespace) -> int:
    """Play a game straight through the view and save frames inside the interesting steps."""
    from arcade_races.client.views import make_view
    from arcade_races.core.chance import CHANCE
    from arcade_races.match import Step

    header = make_header("six_day", ai_seats("six_day", args.players), args.seed,
                         args.variant, args.board)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    app = App(AppOptions(fixed_clock=True), settings=Settings(colour_blind=args.colour_blind))
    game = header.build_game()
    state = game.new_initial_state()
    view = make_view(app, game, header)
    view.sync(state)
    rng = random.Random(args.seed)
    saved = number = 0
    counts: dict[str, int] = {}
    times: list[float] = []
    cpu: list[float] = []
    while state.to_move() is not None:
        mover = state.to_move()
        if mover is CHANCE:
            outcomes = state.chance_outcomes()
            pick = rng.random() * sum(w for _, w in outcomes)
            action = outcomes[-1][0]
            for candidate, weight in outcomes:
                pick -= weight
                if pick < 0:
                    action = candidate
                    break
        else:
            action = rng.choice(state.legal_actions())
        events = state.apply(action)
        number += 1
        names = [type(e).__name__ for e in events]
        kind = next((INTERESTING[n] for n in reversed(names) if n in INTERESTING), None)
        if kind is None and any(getattr(e, "kind", "") == "slipstream" for e in events):
            kind = "slipstream"
        view.show(Step(number, None if mover is CHANCE else int(mover), action, events), state)
        view.speed = 1.0
        frame = 0
        wanted = kind is not None and counts.get(kind, 0) < args.per_kind
        shots = {12, 30, 55, 90, 140, 220, 330} if wanted else set()
        if wanted and kind in ("day-end", "end"):
            shots |= {450, 560, 680, 800}
        if wanted and kind == "change":
            shots |= {22, 36, 42, 48}
        while view.busy:
            view.update(1 / 60)
            app.time += 1 / 60
            frame += 1
            start, start_cpu = time.perf_counter(), time.thread_time()
            view.draw(app.canvas)
            times.append((time.perf_counter() - start) * 1000)
            cpu.append((time.thread_time() - start_cpu) * 1000)
            if frame in shots:
                pygame.image.save(app.canvas, str(out / f"{number:04d}-{kind}-{frame:03d}.png"))
                saved += 1
        if wanted and kind is not None:
            counts[kind] = counts.get(kind, 0) + 1
    app.sounds.close()
    report(times, cpu)
    return saved


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("scenario", choices=("exhibition", "human", "moments", "prompts"))
    parser.add_argument("--out", default="/tmp/six-day-frames")
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
    args = parser.parse_args()
    scenarios = {"moments": moments, "prompts": prompts}
    saved = scenarios.get(args.scenario, shoot)(args)
    print(f"{saved} frames in {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
