"""The balance report as a track maker reads it: a table in the terminal, or one JSON document.

Both are made from the same `document` (what the run was, and `stats.summary`'s numbers), so
the table never shows a number the JSON does not hold.
"""

from __future__ import annotations

import json
from typing import Any, TextIO

FLAG = "  <- not fair"
"""The mark on a row whose interval leaves out the fair rate."""


def write_json(document: dict[str, Any], out: TextIO) -> None:
    """The document as one JSON text, keys in the order made, and a newline."""
    out.write(json.dumps(document, indent=1, ensure_ascii=False) + "\n")


def _number(value: float | int) -> str:
    if isinstance(value, int):
        return f"{value:,}"
    return f"{value:,.2f}" if abs(value) < 1000 else f"{value:,.0f}"


def _spread_rows(title: str, rows: dict[str, dict[str, Any]], out: TextIO) -> None:
    width = max([len(title), *(len(row.get("label", key)) + 2 for key, row in rows.items())])
    out.write(f"{title:<{width}}{'mean':>10}{'p10':>9}{'p50':>9}{'p90':>9}{'games':>9}\n")
    for key, row in rows.items():
        name = "  " + row.get("label", key)
        if not row.get("games"):
            out.write(f"{name:<{width}}{'-':>10}{'-':>9}{'-':>9}{'-':>9}{0:>9}\n")
            continue
        out.write(f"{name:<{width}}{_number(row['mean']):>10}"
                  + "".join(f"{_number(row[q]):>9}" for q in ("p10", "p50", "p90"))
                  + f"{row['games']:>9,}\n")


def _rate_rows(title: str, rows: list[dict[str, Any]], out: TextIO) -> None:
    width = max([len(title), *(len(row["name"]) + 2 for row in rows)])
    out.write(f"{title:<{width}}{'wins':>9}{'rate':>8}{'95% interval':>17}{'fair':>8}\n")
    for row in rows:
        interval = f"{row['low']:.1%}-{row['high']:.1%}"
        out.write(f"{'  ' + row['name']:<{width}}{row['wins']:>9,}{row['rate']:>8.1%}"
                  f"{interval:>17}{row['fair']:>8.1%}{FLAG if row['unfair'] else ''}\n")


def write_table(document: dict[str, Any], out: TextIO) -> None:
    """The report as a table: the run, the length of a game, win rates by seat and by runner
    (flagged where not fair), and the game's own figures."""
    run, stats = document["run"], document["stats"]
    seeds = f"seeds {run['seed']:,}..{run['seed'] + stats['games'] - 1:,}"
    variants = f", variants {', '.join(run['variants'])}" if run["variants"] else ""
    out.write(f"{run['title']} on {run['board_name']!r} ({run['board']}): "
              f"{stats['games']:,} games, {len(run['seats'])} players "
              f"({', '.join(sorted(set(run['ai'])))}), {seeds}{variants}\n"
              "The AI characters move one seat on each game, so a seat's rate is the"
              " seat's, not its AI's.\n\n")
    lengths = {key: {"label": key, **row} for key, row in stats["length"].items()}
    _spread_rows("Length of a game", lengths, out)
    out.write("\n")
    seat_rows = [{**row, "name": f"{i} {row['name']}"} for i, row in enumerate(stats["seats"])]
    _rate_rows("Win rate by seat", seat_rows, out)
    if stats["shared_first"]:
        out.write(f"  (a shared first place in {stats['shared_first']:,} games, "
                  "left out of the rates)\n")
    out.write("\n")
    # Where the runners are the seats themselves (six-day riders, Crazy Race players) the
    # table would say it twice; the JSON keeps both.
    by_seat = [row["name"] for row in stats["runners"]] == [row["name"] for row in stats["seats"]]
    if not by_seat:
        _rate_rows(f"Win rate by {run['runner_word']}", stats["runners"], out)
    if stats["no_runner"] and not by_seat:
        out.write(f"  (no single winning {run['runner_word']} in {stats['no_runner']:,} games,"
                  " left out of the rates)\n")
    if stats["figures"]:
        if not by_seat:
            out.write("\n")
        _spread_rows("Figures per game", stats["figures"], out)
    out.write("\n")
    runner_rows = [] if by_seat else stats["runners"]
    for word, rows in (("seat", seat_rows), (run["runner_word"], runner_rows)):
        if not rows:
            continue
        unfair = [row["name"] for row in rows if row["unfair"]]
        if unfair:
            out.write(f"Not fair by {word} (1/n outside the 95% interval): "
                      f"{', '.join(unfair)}\n")
        else:
            out.write(f"Fair by {word}: every win rate's 95% interval holds 1/n.\n")
