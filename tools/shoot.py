"""Dev tool: render a game's table to PNG frames without a window, and time the frames.

Runs under SDL's dummy driver on the fixed clock (one 1/60 s step a frame). The scenarios of
each game are data (``GAMES`` below); the machinery is shared (``tools/shoot_base.py``) and
the scripted humans' keys and clicks are in ``tools/shoot_scripts.py``. Scenarios:

- ``exhibition``: AI-only races in the real play scene, as ``arcade-races watch GAME``;
- ``human``: the first two seats are human and decide by synthetic key presses (and, where the
  game's script says so, mouse clicks), so the controls can be looked at in the running game;
- ``moments``: a random game played straight through the view, with frames saved inside the
  steps worth a look (the game's own list: hurdles, sprints, cups, finishes, the end...);
- ``decisions``: a random game played straight through the view, and at some of its
  decisions the deciding seat's prompt drawn at rest (``--per-kind`` of each phase), one frame
  each (``tools/shoot_decisions.py``): every game's prompts at a glance;
- ``prompts`` (six_day) and ``controls`` (crazy_race): a human's controls drawn straight from
  the view, one frame each;
- ``baseline``: every deterministic run in the game's table (``GameShots.baseline``: the
  seeded exhibition, the scripted hot-seat game, the moments, the prompts, other boards) into
  ``OUT/<game>/<run>/``, to compare before and after a change to the client with
  ``tools/compare_frames.py``; it takes no option but ``--out``.

``--deterministic`` makes ``exhibition`` and ``human`` repeatable frame for frame: the AI seats
decide on the main thread at once instead of on a worker thread, and the human seats press keys
chosen from their observation only (never from the view's internals), so the same seed gives
the same PNGs, byte for byte. ``moments``, ``decisions``, ``prompts`` and ``controls`` are
repeatable as they are (``prompts``, ``controls`` and the plain ``human`` scenario read the
view's prompt to aim, through ``view.prompt`` in ``tools/shoot_scripts.py``: the lines to
change if the prompts are reshaped).
``all`` as the game runs it for every game, each into ``OUT/<game>/``.

Frame times go to stderr as wall time and as the main thread's own CPU time (which other
processes and the AI's worker thread do not inflate), caches warmed and PNG saves left out;
``--frame-every 0`` saves no PNGs and only times.

    .venv/bin/python tools/shoot.py pferderennen exhibition --out /tmp/frames --seconds 40
    .venv/bin/python tools/shoot.py six_day human --out /tmp/six-human
    .venv/bin/python tools/shoot.py six_day moments --variant days=2 --out /tmp/six-moments
    .venv/bin/python tools/shoot.py crazy_race controls --out /tmp/cr-controls
    .venv/bin/python tools/shoot.py rennfieber decisions --players 6 --out /tmp/rf-decisions
    .venv/bin/python tools/shoot.py pferderennen exhibition --board \\
        configs/boards/pferderennen/eight.yaml --players 8 --colour-blind --speed 4
    .venv/bin/python tools/shoot.py all baseline --out /tmp/frames_before
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
if "ARCADE_RACES_HOME" not in os.environ:  # a private user folder, removed at exit
    _HOME = tempfile.TemporaryDirectory(prefix="arcade-races-shoot-")
    os.environ["ARCADE_RACES_HOME"] = _HOME.name

import pygame
from shoot_base import (
    PLAY,
    GameShots,
    Moments,
    Timer,
    begin_input,
    choose,
    fresh_view,
    inline_ai,
    shot_app,
    shot_header,
    step_view,
)
from shoot_decisions import decisions
from shoot_scripts import (
    K,
    Press,
    cr_human,
    cr_script,
    fv_human,
    fv_script,
    key,
    pf_human,
    pf_script,
    rf_human,
    rf_script,
    sd_human,
    sd_options,
    sd_script,
)

from arcade_races.client.app import AppOptions
from arcade_races.client.input import Command, Pointer
from arcade_races.client.scenes.play import PlayScene
from arcade_races.client.views import GameView, make_view
from arcade_races.core.chance import CHANCE
from arcade_races.core.errors import ArcadeRacesError
from arcade_races.gamesetup import ai_seats
from arcade_races.match import Step
from arcade_races.replay import SeatInfo

ROOT = Path(__file__).resolve().parents[1]
BOARDS = ROOT / "configs" / "boards"
EVERY_GAME = (*PLAY, "moments", "decisions")
"""The scenarios every game has."""

# -- scenarios ----------------------------------------------------------------------------------


def play(table: GameShots, args: argparse.Namespace) -> int:
    """`exhibition` or `human` in the real play scene; frames saved by the app every
    --frame-every frames. Returns the number of PNGs in the folder."""
    human = args.scenario == "human"
    seats = list(ai_seats(table.game, args.players))
    if human:
        seats[0] = SeatInfo("Anna", "human", None, None)
        seats[1] = SeatInfo("Ben", "human", None, None)
    header = shot_header(table, args, seats)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    options = AppOptions(frames_dir=out if args.frame_every > 0 else None,
                         frame_every=max(1, args.frame_every), max_seconds=args.seconds,
                         fixed_clock=True)
    app = shot_app(args, options)
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
        app.quit()  # (the play scene's odds process and scratch folder go)
        app.sounds.close()
    timer.report("app.frame" + (" (deterministic)" if args.deterministic else ""))
    return len(list(out.glob("*.png")))


def moments(table: GameShots, args: argparse.Namespace) -> int:
    """A random game straight through the view; frames saved inside the steps worth a look
    (at most --per-kind steps of each kind); every frame is drawn and timed."""
    spec = table.moments
    shot = fresh_view(table, args)
    out, app, state, view = shot.out, shot.app, shot.state, shot.view
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

    header = shot_header(table, args, ai_seats(table.game, args.players))
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    app = shot_app(args)
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
                options = sd_options(getattr(view, "prompt", None))
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
    header = shot_header(table, args, seats)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    app = shot_app(args)
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
        targets = [s for s in range(game.players) if s != seat]
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
        human=pf_human, script=pf_script,
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
        human=sd_human, script=sd_script,
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
        human=fv_human, script=fv_script,
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
        human=cr_human, script=cr_script,
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
        human=rf_human, script=rf_script,
        baseline={"exhibition": EXHIBITION, "human": HUMAN,
                  "moments": ("moments", "--variant", "races=1", "--players", "3")}),
}


def parser() -> argparse.ArgumentParser:
    """The command line (every option applies to every game unless it says otherwise)."""
    scenarios = sorted({"exhibition", "human", "moments", "decisions", "baseline",
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
    p.add_argument("--odds-board", action="store_true",
                   help="the setting 'Odds board in games' on: the corner in the hot seat too")
    p.add_argument("--per-kind", type=int, default=2,
                   help="moments, decisions: how many steps (decisions) of each kind to shoot")
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
    if args.scenario == "decisions":
        return decisions(table, args)
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
        if args.game != "all" and args.scenario not in (*EVERY_GAME, "baseline",
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
        elif args.game == "all" and args.scenario not in (*EVERY_GAME, *table.extra):
            continue  # a scenario only some games have
        else:
            try:
                saved += run(table, argparse.Namespace(**{**vars(args), "out": str(out)}))
            except ArcadeRacesError as err:  # a seat count or board the game refuses
                cli.error(f"{game}: {err}")
    print(f"{saved} frames in {args.out or GAMES[games[0]].out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
