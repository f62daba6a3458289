"""Dev tool: render the Favoriten course to PNG frames without a window, and time the frames.

Runs the real play scene under SDL's dummy driver on the fixed clock (one 1/60 s step a frame)
and saves every Nth frame. Three scenarios:

- ``exhibition``: AI-only races, as ``arcade-races watch favoriten`` shows them;
- ``human``: the first two seats are human; synthetic key presses (and, for every other
  decision, mouse clicks) place their markers, pass, and pick the horse for the roll, so the
  prompts can be looked at;
- ``moments``: a random game played straight through the view, with frames saved inside the
  steps worth a look (cannon, bets, throws, moves, finishes, scoring, race and game ends).

    .venv/bin/python tools/shoot_favoriten.py exhibition --out /tmp/frames --seconds 40
    .venv/bin/python tools/shoot_favoriten.py human --out /tmp/human
    .venv/bin/python tools/shoot_favoriten.py moments --board configs/boards/favoriten/bend.yaml
    .venv/bin/python tools/shoot_favoriten.py exhibition --players 5 --colour-blind --speed 4
"""

from __future__ import annotations

import argparse
import os
import re
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("ARCADE_RACES_HOME", tempfile.mkdtemp(prefix="arcade-races-shoot-"))

import pygame

from arcade_races.client.app import App, AppOptions
from arcade_races.client.scenes.play import PlayScene
from arcade_races.client.settings import Settings
from arcade_races.gamesetup import ai_seats, make_header
from arcade_races.replay import Header, SeatInfo

# What the human seats press, in turn: a marker on the horse two to the right, a pass
# (left of the first horse wraps round to "pass"), a marker on the first horse.
BET_KEYS = ((pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_RETURN),
            (pygame.K_LEFT, pygame.K_RETURN),
            (pygame.K_RETURN,))
MOVE_KEYS = (pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_RETURN)


def _key(key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="",
                                         scancode=0))


def _click(pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0,
                                                                                          0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))


def _header(args: argparse.Namespace, seats: list[SeatInfo]) -> Header:
    header = make_header("favoriten", seats, args.seed, args.variant, args.board)
    if args.races:
        config = re.sub(r"^races: \d+\b", f"races: {args.races}", header.config_text,
                        flags=re.M)
        header = replace(header, config_text=config)
    return header


def _report(times: list[float], cpu: list[float]) -> None:
    """Median, p95 and max of the frame times: wall clock, and the CPU time of the frame's
    own thread (which a busy machine does not inflate)."""
    for label, values in (("wall", times), ("cpu", cpu)):
        if values[30:]:
            ordered = sorted(values[30:])
            p95 = ordered[min(len(ordered) - 1, round(0.95 * len(ordered)) - 1)]
            print(f"{label}: {len(values)} frames, median {ordered[len(ordered) // 2]:.2f} ms, "
                  f"p95 {p95:.2f} ms, max {ordered[-1]:.2f} ms", file=sys.stderr)


def shoot(args: argparse.Namespace) -> int:
    """Run the scenario and save frames; returns the number of frames saved."""
    seats = list(ai_seats("favoriten", args.players))
    if args.scenario == "human":
        seats[0] = SeatInfo("Anna", "human", None, None)
        seats[1] = SeatInfo("Ben", "human", None, None)
    header = _header(args, seats)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    options = AppOptions(frames_dir=out, frame_every=args.frame_every,
                         max_seconds=args.seconds, fixed_clock=True)
    app = App(options, settings=Settings(colour_blind=args.colour_blind))
    scene = PlayScene(app, header, exhibition=args.scenario == "exhibition", speed=args.speed,
                      record=False)
    app.push(scene)
    pressed: list[int] = []
    wait = 0
    decisions = 0
    times: list[float] = []
    cpu: list[float] = []
    while app.running:
        if scene.input_seat is not None and not pressed:
            wait += 1
            if wait > args.think_frames:
                wait = 0
                decisions += 1
                view = scene.view
                phase = scene.live.state.observation(None)["phase"] if scene.live else ""
                prompt = getattr(view, "prompt", None)
                if decisions % 3 == 0 and prompt is not None and view is not None:
                    # Every third decision by mouse: the second option's column or chip.
                    buttons = [b for b in prompt.buttons if b.kind in ("column", "chip")]
                    if buttons:
                        _click(buttons[min(1, len(buttons) - 1)].rect.center)
                elif phase == "move":
                    pressed = list(MOVE_KEYS)
                else:
                    pressed = list(BET_KEYS[decisions % len(BET_KEYS)])
        if pressed and app.frames % 12 == 0:
            _key(pressed.pop(0))
        if scene.live is not None and scene.live.is_over() and not scene.exhibition \
                and scene.finished_for > 1.5:
            break  # the results scene is not this tool's business
        start, thread = time.perf_counter(), time.thread_time()
        app.frame()
        times.append((time.perf_counter() - start) * 1000)
        cpu.append((time.thread_time() - thread) * 1000)
    app.sounds.close()
    _report(times, cpu)
    return len(list(out.glob("*.png")))


INTERESTING = {"RaceStarted": "cannon", "MarkerPlaced": "bet", "HorseFinished": "finish",
               "BettingClosed": "closed", "MarkersScored": "scored", "RaceEnded": "race-end",
               "GameEnded": "game-end", "HorseMoved": "move", "DieRolled": "throw"}
ORDER = ("game-end", "race-end", "scored", "finish", "closed", "cannon", "bet", "move", "throw")


def moments(args: argparse.Namespace) -> int:
    """Play a game straight through the view and save frames inside the interesting steps;
    times every drawn frame."""
    import random

    from arcade_races.client.views import make_view
    from arcade_races.core.chance import CHANCE
    from arcade_races.match import Step

    header = _header(args, list(ai_seats("favoriten", args.players)))
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
        names = {type(e).__name__ for e in events}
        kinds = [INTERESTING[n] for n in names if n in INTERESTING]
        kind = min(kinds, key=ORDER.index) if kinds else None
        seat = mover if isinstance(mover, int) else None
        view.show(Step(number, seat, action, events), state)
        view.speed = 1.0
        frame = 0
        every = args.moment_every
        shooting = kind is not None and counts.get(kind, 0) < args.per_kind
        while view.busy:
            view.update(1 / 60)
            app.time += 1 / 60
            frame += 1
            start, thread = time.perf_counter(), time.thread_time()
            view.draw(app.canvas)
            times.append((time.perf_counter() - start) * 1000)
            cpu.append((time.thread_time() - thread) * 1000)
            if shooting and frame % every == 0:
                pygame.image.save(app.canvas, str(out / f"{number:04d}-{kind}-{frame:03d}.png"))
                saved += 1
        if kind:
            counts[kind] = counts.get(kind, 0) + 1
    app.sounds.close()
    _report(times, cpu)
    return saved


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("scenario", choices=("exhibition", "human", "moments"))
    parser.add_argument("--out", default="/tmp/favoriten-frames")
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--variant", action="append", default=[])
    parser.add_argument("--board")
    parser.add_argument("--races", type=int, help="races in one game (default: the config's)")
    parser.add_argument("--speed", type=float, default=1.0)
    parser.add_argument("--seconds", type=float, default=40.0)
    parser.add_argument("--frame-every", type=int, default=20)
    parser.add_argument("--think-frames", type=int, default=45,
                        help="frames a human 'thinks' before pressing keys")
    parser.add_argument("--colour-blind", action="store_true")
    parser.add_argument("--per-kind", type=int, default=2,
                        help="moments: how many steps of each kind to shoot")
    parser.add_argument("--moment-every", type=int, default=20,
                        help="moments: save every Nth frame of a step worth a look")
    args = parser.parse_args()
    saved = moments(args) if args.scenario == "moments" else shoot(args)
    print(f"{saved} frames in {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
