"""Dev tool: render the Pferderennen table to PNG frames without a window.

Runs the real play scene under SDL's dummy driver on the fixed clock (one 1/60 s step a frame)
and saves every Nth frame. Three scenarios:

- ``exhibition``: AI-only races, as ``arcade-races watch pferderennen`` shows them;
- ``human``: the first two seats are human; synthetic key presses place their bets (and hand
  out sips in party mode), so the controls can be looked at;
- ``moments``: a random game played straight through the view, with frames saved inside the
  steps worth a look (hurdles, turbo kicks, wild cards, wins, sips, race and session ends).

    .venv/bin/python tools/shoot_pferderennen.py exhibition --out /tmp/frames --seconds 40
    .venv/bin/python tools/shoot_pferderennen.py human --variant sips --out /tmp/human
    .venv/bin/python tools/shoot_pferderennen.py moments --variant turbo --out /tmp/moments
    .venv/bin/python tools/shoot_pferderennen.py exhibition --board \\
        configs/boards/pferderennen/eight.yaml --players 8 --colour-blind --speed 4
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
from arcade_races.replay import SeatInfo

# What the human seats press, in turn: a bet of 3 on hearts, then (next human) sit out.
BET_KEYS = ((pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_DOWN, pygame.K_RIGHT, pygame.K_RIGHT,
             pygame.K_RETURN),
            (pygame.K_LEFT, pygame.K_RETURN))
GIVE_KEYS = (pygame.K_RIGHT, pygame.K_RETURN)


def _key(key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="",
                                         scancode=0))


def shoot(args: argparse.Namespace) -> int:
    """Run the scenario and save frames; returns the number of frames saved."""
    seats = list(ai_seats("pferderennen", args.players))
    if args.scenario == "human":
        seats[0] = SeatInfo("Anna", "human", None, None)
        seats[1] = SeatInfo("Ben", "human", None, None)
    header = make_header("pferderennen", seats, args.seed, args.variant, args.board)
    if args.races != 1:
        config = re.sub(r"^races: 1\b", f"races: {args.races}", header.config_text, flags=re.M)
        header = replace(header, config_text=config)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    options = AppOptions(frames_dir=out, frame_every=args.frame_every,
                         max_seconds=args.seconds, fixed_clock=True)
    settings = Settings(colour_blind=args.colour_blind)
    app = App(options, settings=settings)
    scene = PlayScene(app, header, exhibition=args.scenario == "exhibition", speed=args.speed,
                      record=False)
    app.push(scene)
    pressed: list[int] = []
    wait = 0
    bets_done = 0
    times: list[float] = []
    while app.running:
        if scene.input_seat is not None and not pressed:
            wait += 1
            if wait > args.think_frames:
                wait = 0
                phase = scene.live.state.observation(None)["phase"] if scene.live else ""
                if phase == "handout":
                    pressed = list(GIVE_KEYS)
                else:
                    pressed = list(BET_KEYS[bets_done % len(BET_KEYS)])
                    bets_done += 1
        if pressed and app.frames % 12 == 0:
            _key(pressed.pop(0))
        if scene.live is not None and scene.live.is_over() and not scene.exhibition \
                and scene.finished_for > 1.5:
            break  # the results scene is not this tool's business
        start = time.perf_counter()
        app.frame()
        times.append((time.perf_counter() - start) * 1000)
    app.sounds.close()
    if times[30:]:
        ordered = sorted(times[30:])
        p95 = ordered[min(len(ordered) - 1, round(0.95 * len(ordered)) - 1)]
        print(f"{len(times)} frames, median {ordered[len(ordered) // 2]:.2f} ms, "
              f"p95 {p95:.2f} ms, max {ordered[-1]:.2f} ms", file=sys.stderr)
    return len(list(out.glob("*.png")))


INTERESTING = {"HurdleTurned": "hurdle", "AceWon": "win", "RaceVoided": "void",
               "SipGiven": "sip", "RaceEnded": "race-end", "StartingGun": "gun",
               "SipsToHandOut": "handout", "SessionEnded": "session"}


def moments(args: argparse.Namespace) -> int:
    """Play games straight through the view and save frames inside the interesting steps:
    hurdles (and turbo kicks), wild cards, wins, void races, sips, race and session ends."""
    import random

    from arcade_races.client.views import make_view
    from arcade_races.core.chance import CHANCE
    from arcade_races.match import Step

    header = make_header("pferderennen", ai_seats("pferderennen", args.players), args.seed,
                         args.variant, args.board)
    if args.races != 1:
        config = re.sub(r"^races: 1\b", f"races: {args.races}", header.config_text, flags=re.M)
        header = replace(header, config_text=config)
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
        kind = next((INTERESTING[n] for n in names if n in INTERESTING), None)
        if any(getattr(e, "cause", "") == "stumble" for e in events):
            kind = "wild"
        if any(getattr(e, "cause", "") == "turbo" for e in events):
            kind = "turbo"
        view.show(Step(number, None if mover is CHANCE else int(mover), action, events), state)
        view.speed = 1.0
        frame = 0
        shots = {18, 45, 75, 110} if kind and counts.get(kind, 0) < args.per_kind else set()
        while view.busy:
            view.update(1 / 60)
            app.time += 1 / 60
            frame += 1
            if frame in shots:
                view.draw(app.canvas)
                pygame.image.save(app.canvas, str(out / f"{number:04d}-{kind}-{frame:03d}.png"))
                saved += 1
        if kind:
            counts[kind] = counts.get(kind, 0) + 1
    app.sounds.close()
    return saved


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("scenario", choices=("exhibition", "human", "moments"))
    parser.add_argument("--out", default="/tmp/pferderennen-frames")
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--variant", action="append", default=[])
    parser.add_argument("--board")
    parser.add_argument("--races", type=int, default=1, help="races in one game (a session)")
    parser.add_argument("--speed", type=float, default=1.0)
    parser.add_argument("--seconds", type=float, default=40.0)
    parser.add_argument("--frame-every", type=int, default=20)
    parser.add_argument("--think-frames", type=int, default=45,
                        help="frames a human 'thinks' before pressing keys")
    parser.add_argument("--colour-blind", action="store_true")
    parser.add_argument("--per-kind", type=int, default=2,
                        help="moments: how many steps of each kind to shoot")
    args = parser.parse_args()
    saved = moments(args) if args.scenario == "moments" else shoot(args)
    print(f"{saved} frames in {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
