"""The command line: `arcade-races [simulate|watch|replay|board] ...`.

Exit status 0 when fine, 2 for a user's mistake (with one line on stderr, never a traceback),
130 when interrupted.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any, NoReturn, TextIO

from arcade_races import __version__
from arcade_races.core.errors import ArcadeRacesError

PROG = "arcade-races"


class UserError(ArcadeRacesError):
    """A mistake in how the program was called."""


def _whole(low: int, high: int) -> Any:
    """An argparse type: a whole number from `low` to `high`, refused in one short line
    (a 5,000-digit number is not echoed back)."""

    def parse(text: str) -> int:
        word = text.strip()
        if len(word) > len(str(high)) + 1 or not word.lstrip("+-").isdigit():
            raise argparse.ArgumentTypeError(f"must be a whole number from {low:,} to {high:,}")
        value = int(word)
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(
                f"must be a whole number from {low:,} to {high:,}, not {value:,}")
        return value

    return parse


def _amount(low: float, high: float) -> Any:
    """An argparse type: a finite number from `low` to `high` (no NaN, no infinity)."""

    def parse(text: str) -> float:
        word = text.strip()
        try:
            value = float(word) if len(word) <= 32 else math.nan
        except ValueError:
            value = math.nan
        if not (math.isfinite(value) and low <= value <= high):
            raise argparse.ArgumentTypeError(f"must be a number from {low:g} to {high:g}")
        return value

    return parse


def _path() -> Any:
    """An argparse type: a path that is not empty."""

    def parse(text: str) -> str:
        if not text.strip():
            raise argparse.ArgumentTypeError("is empty; give a path")
        return text

    return parse


MAX_SEED = 2**63 - 1
"""Seeds are whole numbers from 0 to this (what a replay header holds)."""


class _Parser(argparse.ArgumentParser):
    """argparse with one-line errors and exit status 2."""

    def error(self, message: str) -> NoReturn:
        raise UserError(message)


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of every command."""
    from arcade_races.games import GAMES

    games = sorted(GAMES)
    parser = _Parser(prog=PROG, description="Arcade Races: five race board games.")
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    _frame_options(parser, argparse.SUPPRESS)
    sub = parser.add_subparsers(dest="command", parser_class=_Parser)

    sim = sub.add_parser("simulate", help="play AI-only games headless and report")
    sim.add_argument("game", choices=games)
    sim.add_argument("--players", type=_whole(1, 99), default=4)
    sim.add_argument("--seed", type=_whole(0, MAX_SEED), default=1)
    sim.add_argument("--games", type=_whole(1, 10**9), default=1)
    sim.add_argument("--variant", action="append", default=[], metavar="NAME")
    sim.add_argument("--board", metavar="FILE", type=_path())
    sim.add_argument("--ai", default="normal", metavar="LEVEL",
                     help="easy, normal or hard (default normal), or a list like easy,hard")
    sim.add_argument("--json", action="store_true", help="one JSON document on stdout")
    sim.add_argument("--save-replays", metavar="DIR", type=_path())
    sim.add_argument("--odds", action="store_true",
                     help="with --json: each game's win odds after every action")
    sim.add_argument("--odds-samples", type=_whole(1, 10**6), metavar="N",
                     help="rollouts per action where the odds are not exact (default 20)")
    sim.add_argument("--jobs", type=_whole(1, 4096), default=1,
                     help="worker processes (default 1); the output is the same for any")

    watch = sub.add_parser("watch", help="an AI-only exhibition with live commentary")
    watch.add_argument("game", choices=games)
    watch.add_argument("--text", action="store_true", help="in the terminal")
    watch.add_argument("--players", type=_whole(1, 99), default=4)
    watch.add_argument("--seed", type=_whole(0, MAX_SEED))
    watch.add_argument("--speed", type=_amount(0.25, 16), default=1.0,
                       help="0.25 to 16 (default 1)")
    watch.add_argument("--races", type=_whole(1, 10**6),
                       help="how many races (default: until Ctrl-C)")
    watch.add_argument("--variant", action="append", default=[], metavar="NAME")
    watch.add_argument("--board", metavar="FILE", type=_path())
    _frame_options(watch, argparse.SUPPRESS)

    rep = sub.add_parser("replay", help="replay files")
    rep_sub = rep.add_subparsers(dest="replay_command", parser_class=_Parser, required=True)
    verify = rep_sub.add_parser("verify", help="re-play a replay and check every action")
    verify.add_argument("file", type=_path())

    board = sub.add_parser("board", help="board files")
    board_sub = board.add_subparsers(dest="board_command", parser_class=_Parser, required=True)
    check = board_sub.add_parser("check", help="check a board file")
    check.add_argument("file", type=_path())
    schema = board_sub.add_parser("schema", help="print the JSON Schema of board files")
    schema.add_argument("game", nargs="?", choices=games)
    new = board_sub.add_parser("new", help="start a board of your own from a game's default")
    new.add_argument("game", choices=games)
    new.add_argument("name", nargs="?", help="the new board's name (default: a free one)")
    preview = board_sub.add_parser(
        "preview", help="a window that draws the board and redraws it on every save")
    preview.add_argument("file", type=_path())
    _frame_options(preview, None)
    balance = board_sub.add_parser(
        "balance", help="play many AI games on a board and report how fair it is")
    balance.add_argument("file", type=_path())
    balance.add_argument("--games", type=_whole(1, 10**9), default=10_000)
    balance.add_argument("--players", type=_whole(1, 99), default=4)
    balance.add_argument("--seed", type=_whole(0, MAX_SEED), default=1)
    balance.add_argument("--ai", default="normal", metavar="LEVEL",
                         help="easy, normal or hard (default normal), or a list like easy,hard")
    balance.add_argument("--variant", action="append", default=[], metavar="NAME")
    balance.add_argument("--jobs", type=_whole(1, 4096), default=1,
                         help="worker processes on this machine (default 1)")
    balance.add_argument("--ray", nargs="?", const="", default=None, metavar="ADDRESS",
                         help="run on a Ray cluster at ADDRESS (or a local Ray without one);"
                              " needs the cluster extra: pip install arcade-races[cluster]")
    balance.add_argument("--json", action="store_true", help="one JSON document on stdout")
    balance.add_argument("--plot", metavar="OUT.png", type=_path(),
                         help="draw the distributions and win rates into a PNG")
    return parser


def _frame_options(parser: argparse.ArgumentParser, default: Any) -> None:
    group = parser.add_argument_group("frames (for a person or a test without a display)")
    group.add_argument("--frames", metavar="DIR", default=default, type=_path(),
                       help="save frames as PNG into DIR")
    group.add_argument("--frame-every", metavar="N", type=_whole(1, 10**6),
                       default=default, help="save every Nth frame (default 1)")
    group.add_argument("--max-seconds", metavar="T", default=default,
                       type=_amount(0.001, 10**7),
                       help="stop after T seconds of game time")


def _frames(args: argparse.Namespace) -> tuple[str | None, int, float | None]:
    frames = getattr(args, "frames", None)
    every = getattr(args, "frame_every", 1)
    seconds = getattr(args, "max_seconds", None)
    if frames is not None:
        _folder(frames, "--frames")
    return frames, every, seconds


def _folder(path: str, option: str) -> Path:
    """`path` as a folder that exists and can be written into, or a one-line `UserError`."""
    from arcade_races.userfiles import FileProblem, ensure_folder

    try:
        return ensure_folder(path)
    except FileProblem as err:
        raise UserError(f"{option}: {path}: {err}") from None


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    try:
        args = build_parser().parse_args(argv)
        code = _dispatch(args)
        sys.stdout.flush()  # a full disk shows here, not in the interpreter's exit
        return code
    except ArcadeRacesError as err:
        print(f"{PROG}: {err}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print(file=sys.stderr)
        return 130
    except BrokenPipeError:
        _drop_stdout()
        return 0
    except OSError as err:
        from arcade_races.userfiles import reason

        _drop_stdout()
        where = err.filename if err.filename else "the output"
        print(f"{PROG}: cannot write {where} ({reason(err)})", file=sys.stderr)
        return 2


def _drop_stdout() -> None:
    """Point standard output at the null device, so that what could not be written is not
    tried again (with a traceback) when the interpreter exits."""
    try:
        fd = sys.stdout.fileno()
    except (AttributeError, OSError, ValueError):
        return  # not a real file (a test's capture): nothing is flushed at exit
    null = os.open(os.devnull, os.O_WRONLY)
    os.dup2(null, fd)
    os.close(null)


def _dispatch(args: argparse.Namespace) -> int:
    if args.command == "simulate":
        return simulate(args, sys.stdout)
    if args.command == "watch":
        return watch(args, sys.stdout)
    if args.command == "replay":
        return replay_verify(args.file, sys.stdout)
    if args.command == "board":
        return board_command(args, sys.stdout)
    return main_job(args)


def main_job(args: argparse.Namespace) -> int:
    """`arcade-races` alone: the window from the title screen; without a display, the
    exhibition in the terminal with a one-line note."""
    from arcade_races.client.main import display_available, no_display_note, options_for, run_title

    frames, every, seconds = _frames(args)
    if not display_available():
        no_display_note()
        text_args = build_parser().parse_args(["watch", "pferderennen", "--text"])
        return watch(text_args, sys.stdout)
    return run_title(options_for(frames, every, seconds))


def _levels(text: str, players: int) -> list[str]:
    from arcade_races.ai import LEVELS

    levels = [part.strip() for part in text.split(",") if part.strip()]
    for level in levels:
        if level not in LEVELS:
            raise UserError(f"--ai: unknown level {level!r} (one of: {', '.join(LEVELS)})")
    if not levels:
        raise UserError("--ai needs a level")
    return [levels[i % len(levels)] for i in range(players)]


def _check_players(game_id: str, players: int) -> None:
    from arcade_races.games import get_spec

    spec = get_spec(game_id)
    if not spec.min_players <= players <= spec.max_players:
        raise UserError(
            f"--players: {spec.title} takes {spec.min_players} to {spec.max_players} players,"
            f" not {players}"
        )


def _check_variants(game_id: str, variants: Sequence[str]) -> None:
    from arcade_races.games import get_spec

    spec = get_spec(game_id)
    for name in variants:
        if name not in spec.variants:
            raise UserError(f"--variant: unknown variant {name!r} for {spec.title}"
                            f" (one of: {', '.join(spec.variants)})")


def simulate(args: argparse.Namespace, out: TextIO) -> int:
    """`simulate GAME ...`: AI-only games, a summary table or one JSON document, written as
    the games finish (one game in memory at a time)."""
    from arcade_races.gamesetup import ai_seats, make_header
    from arcade_races.simulate import ODDS_SAMPLES, JsonStream, Tally, play, print_table

    _check_players(args.game, args.players)
    _check_variants(args.game, args.variant)
    seats = ai_seats(args.game, args.players, _levels(args.ai, args.players))
    header = make_header(args.game, seats, args.seed, args.variant, args.board)
    replay_dir = None
    if args.save_replays is not None:
        replay_dir = _folder(args.save_replays, "--save-replays")
    tally = Tally(len(seats))
    stream = None
    if args.json:
        head = {"game": args.game, "board": header.board_name, "seed": args.seed}
        stream = JsonStream(out, head)
    odds = None
    if args.odds:
        odds = args.odds_samples or ODDS_SAMPLES
    seeds = range(args.seed, args.seed + args.games)
    for record in play(header, seeds, replay_dir, odds, jobs=args.jobs):
        tally.add(record)
        if stream is not None:
            stream.game(record)
    if stream is not None:
        stream.close(tally.stats())
    else:
        print_table(args.game, args.seed, header, tally.stats(), out)
    return 0


def watch(args: argparse.Namespace, out: TextIO) -> int:
    """`watch GAME --text`: AI-only races back to back with the dealer's commentary."""
    from arcade_races.client.main import (
        display_available,
        no_display_note,
        options_for,
        run_exhibition,
    )
    from arcade_races.exhibition import text_exhibition

    _check_players(args.game, args.players)
    _check_variants(args.game, args.variant)
    frames, every, seconds = _frames(args)
    seed = args.seed if args.seed is not None else int(time.time()) % 1_000_000
    if not args.text and display_available():
        from arcade_races.client.views import VIEWS
        from arcade_races.games import GAMES

        if args.game not in VIEWS:
            title = GAMES[args.game].title
            raise UserError(f"{title} has no table on screen yet: watch it in the terminal "
                            "with --text")
        return run_exhibition(options_for(frames, every, seconds), args.game, args.players,
                              seed, args.speed, args.variant, args.board)
    if not args.text:
        no_display_note()
    return text_exhibition(
        args.game, args.players, seed, args.speed, args.races, args.variant, args.board, out
    )


def replay_verify(path: str, out: TextIO) -> int:
    """`replay verify FILE`: OK, or the first action that diverges (exit 2)."""
    from arcade_races.replay import verify

    replayed = verify(path)
    replay = replayed.replay
    if replay.finished:
        status = "finished"
    elif replayed.state.is_over():
        status = "finished (the end line is missing)"
    else:
        status = "unfinished (can be resumed)"
    if replay.truncated:
        status += ", last line cut off"
    out.write(f"OK: {path}: {replay.header.game}, {len(replay.header.seats)} seats, "
              f"{len(replay.actions)} actions, {status}\n")
    return 0


def board_command(args: argparse.Namespace, out: TextIO) -> int:
    """`board check|schema|new|preview|balance ...`; the workbench's commands live in their
    own packages, imported only when asked for."""
    if args.board_command == "check":
        return board_check(args.file, out)
    if args.board_command == "schema":
        return board_schema(args.game, out)
    if args.board_command == "new":
        from arcade_races.workbench.new import board_new

        return board_new(args.game, args.name, out)
    if args.board_command == "preview":
        from arcade_races.client.workbench import preview

        frames, every, seconds = _frames(args)
        return preview(args.file, frames, seconds, every)
    from arcade_races.balance.cli import board_balance

    return board_balance(args, out)


def board_check(path: str, out: TextIO) -> int:
    """`board check FILE`: load, validate and set a game up on the board."""
    from arcade_races.boards.errors import BoardError
    from arcade_races.boards.loader import check_board_file

    try:
        summary = check_board_file(path)
    except BoardError as err:
        # Every problem in the file, each on a line of its own: FILE:LINE:COL: what (allowed).
        for line in err.all_lines():
            print(f"{PROG}: {line}", file=sys.stderr)
        return 2
    out.write(f"OK: {summary}\n")
    return 0


def board_schema(game: str | None, out: TextIO) -> int:
    """`board schema [GAME]`: the JSON Schema of board files, for editors."""
    from arcade_races.boards.loader import board_json_schema

    json.dump(board_json_schema(game), out, indent=2)
    out.write("\n")
    return 0

