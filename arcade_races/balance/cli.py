"""`arcade-races board balance FILE ...`: play many AI games on a board and report how fair it
is (see `arcade_races.balance`)."""

from __future__ import annotations

import argparse
import sys
from typing import Any, TextIO

RUNNER_WORDS = {"pferderennen": "suit", "favoriten": "horse", "six_day": "team",
                "crazy_race": "pawn", "rennfieber": "stable"}
"""What a runner is called in the report, (in the seat games, each seat has one)."""


def board_balance(args: argparse.Namespace, out: TextIO) -> int:
    """Load the board (a broken one: its `FILE:LINE:COL` lines, exit 2), play `args.games`
    games on it, and write the report (a table, or `--json`), with `--plot` a PNG too."""
    from arcade_races.balance.engine import play
    from arcade_races.balance.figures import figures_for
    from arcade_races.balance.stats import Columns, summary
    from arcade_races.boards.errors import BoardError
    from arcade_races.boards.loader import check_board_file, load_board_file
    from arcade_races.cli import PROG, _check_players, _check_variants, _levels
    from arcade_races.gamesetup import ai_seats, make_header

    try:
        game_id = load_board_file(args.file).game_id
        check_board_file(args.file, game_id)
        _check_players(game_id, args.players)
        _check_variants(game_id, args.variant)
        levels = _levels(args.ai, args.players)
        seats = ai_seats(game_id, args.players, levels)
        header = make_header(game_id, seats, args.seed, args.variant, args.file)
        board_name = str(load_board_file(args.file).data.get("name", "")) or header.board_name
        runners = figures_for(game_id).runners(header.build_game(), [s.name for s in seats])
    except BoardError as err:
        for line in err.all_lines():
            print(f"{PROG}: {line}", file=sys.stderr)
        return 2

    columns = Columns(len(seats), len(runners))
    for record in play(header, args.games, args.jobs, args.ray):
        columns.add(record)
    labels = figures_for(game_id).labels()
    document = {"run": _run(args, game_id, board_name, header.seats, levels),
                "stats": summary(columns, [s.name for s in seats], runners, labels)}
    if args.plot is not None:
        from arcade_races.balance.plot import plot

        plot(document, columns, header.build_game(), args.plot)
    from arcade_races.balance.report import write_json, write_table

    if args.json:
        write_json(document, out)
    else:
        write_table(document, out)
    return 0


def _run(args: argparse.Namespace, game_id: str, board_name: str, seats: Any,
         levels: list[str]) -> dict[str, Any]:
    """What the run was (never how it was split: that must not change a byte)."""
    from arcade_races.games import get_spec

    return {"game": game_id, "title": get_spec(game_id).title, "board": str(args.file),
            "board_name": board_name, "games": args.games, "seed": args.seed,
            "seats": [seat.name for seat in seats], "ai": levels,
            "variants": list(args.variant),
            "runner_word": RUNNER_WORDS.get(game_id, "runner")}
