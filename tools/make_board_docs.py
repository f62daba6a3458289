"""Write the track maker's guide and what it is made from, so none of it can drift.

- `configs/boards/<game>/board.schema.json`: each game's board JSON Schema, which every
  built-in board names on its first line (`# yaml-language-server: $schema=board.schema.json`,
  stamped here on any board without it);
- `docs/boards.md`: the guide, generated from the schemas (every field: path, meaning,
  allowed values, default, example), with the worked example (`docs/examples/`) checked and
  the common mistakes made for real on broken copies of the built-in boards, so each message
  is the one `board check` prints today;
- with `--pictures`, `docs/boards/<game>-<board>.png`: each built-in board as `board preview`
  draws it at the start of a game, at 1280 x 720 under SDL's dummy driver.

    .venv/bin/python tools/make_board_docs.py [--pictures]
    .venv/bin/python tools/make_board_docs.py --check    # exit 1 if anything is out of date
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
BOARDS = ROOT / "configs" / "boards"
DOCS = ROOT / "docs"
GUIDE = DOCS / "boards.md"
PICTURES = DOCS / "boards"
EXAMPLE = DOCS / "examples" / "six-day-long.yaml"

from arcade_races.boards.errors import BoardError  # noqa: E402
from arcade_races.boards.loader import builtin_boards, check_board_file, load_board_file  # noqa: E402
from arcade_races.core.schema import (  # noqa: E402
    NO_EXAMPLE,
    Field,
    Map,
    MapOf,
    Schema,
    Seq,
    Tagged,
    Tuple,
)
from arcade_races.games import GAMES  # noqa: E402
from arcade_races.workbench import SCHEMA_FILE, schema_line, schema_text  # noqa: E402

SCHEMA_LINE = schema_line(SCHEMA_FILE)
"""The first line of every built-in board: the schema beside it, by a relative path."""


# -- schemas and the schema line -----------------------------------------------------------------


def schema_files() -> dict[Path, str]:
    """Each game's committed board schema and the text it must hold."""
    return {BOARDS / game_id / SCHEMA_FILE: schema_text(game_id) for game_id in GAMES}


def stamped(text: str) -> str:
    """A built-in board's text starting with the schema line (added if missing).

    The line takes the place of the first bare `#` of the board's leading comment, so every
    line below keeps its number (tests and docs point at lines of the built-in boards)."""
    if text.startswith(SCHEMA_LINE + "\n"):
        return text
    lines = text.split("\n")
    for index, line in enumerate(lines):
        if not line.startswith("#"):
            break
        if line == "#":
            del lines[index]
            break
    return "\n".join([SCHEMA_LINE, *lines])


# -- the field reference -------------------------------------------------------------------------


def _is_path(schema: Schema) -> bool:
    # A path's own fields are told once, in the guide's section on paths.
    return isinstance(schema, Map) and set(schema.fields) == {"spaces", "segments"}


def _fields(schema: Schema, path: str, top: bool = True) -> Iterator[tuple[str, Field]]:
    if (_is_path(schema) and not top) or isinstance(schema, Tagged):
        return
    if isinstance(schema, Map):
        for name, spec in schema.fields.items():
            where = f"{path}.{name}" if path else name
            yield where, spec
            yield from _fields(spec.schema, where, False)
    elif isinstance(schema, Seq):
        yield from _fields(schema.item, f"{path}[]", False)
    elif isinstance(schema, MapOf):
        yield from _fields(schema.value, f"{path}.<name>", False)
    elif isinstance(schema, Tuple):
        for item in schema.items:
            yield from _fields(item, f"{path}[]", False)


def _yaml(value: Any) -> str:
    """A value as flow YAML, as a board writes it."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        plain = re.fullmatch(r"[A-Za-z][\w .'-]*", value) and value.lower() not in (
            "yes", "no", "on", "off", "null", "true", "false")
        return value if plain else '"' + value.replace('"', '\\"') + '"'
    if isinstance(value, list):
        return "[" + ", ".join(_yaml(item) for item in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{key}: {_yaml(item)}" for key, item in value.items()) + "}"
    if value is None:
        return "null"
    return str(value)


def _cell(text: str, limit: int = 0) -> str:
    text = " ".join(text.split()).replace("|", "\\|")
    if limit and len(text) > limit:
        text = text[: limit - 3] + "..."
    return text


def field_table(schema: Schema, prefix: str = "") -> list[str]:
    """A markdown table of every field of a schema (a path's fields stand once, apart)."""
    lines = ["| Field | Meaning | Allowed | Default | Example |", "|---|---|---|---|---|"]
    for where, spec in _fields(schema, prefix):
        if spec.has_default:
            default = f"`{_yaml(spec.default)}`" if spec.default not in ("", {}, []) else (
                "empty" if spec.default == "" else f"`{_yaml(spec.default)}`")
        else:
            default = "required" if spec.is_required else "optional"
        example = spec.sample()
        shown = f"`{_cell(_yaml(example), 90)}`" if example is not NO_EXAMPLE else ""
        lines.append(f"| `{where}` | {_cell(spec.doc)} | {_cell(spec.schema.allowed(), 120)} "
                     f"| {default} | {shown} |")
    return lines


# -- mistakes, made for real ---------------------------------------------------------------------

Breakage = tuple[str, str, str, Callable[[str], str]]
"""A common mistake: the game, what the track maker did, the board file to break, and how."""


def _sub(old: str, new: str) -> Callable[[str], str]:
    def edit(text: str) -> str:
        if old not in text:
            raise SystemExit(f"make_board_docs: a mistake's text {old!r} is not in its board")
        return text.replace(old, new, 1)

    return edit


MISTAKES: tuple[Breakage, ...] = (
    ("six_day", "A colour without quotes: `#` starts a YAML comment, so the value is empty.",
     "velodrome.yaml", _sub('infield: "#1f5d8c"', "infield: #1f5d8c")),
    ("six_day", "A misspelt key (`sprint` for `sprints`).",
     "velodrome.yaml", _sub("sprints: [27, 54]", "sprint: [27, 54]")),
    ("six_day", "A longer lap whose path still has the old number of spaces.",
     "velodrome.yaml", _sub("finish: 81", "finish: 101")),
    ("six_day", "A sprint line past the finish.",
     "velodrome.yaml", _sub("sprints: [27, 54]", "sprints: [27, 54, 90]")),
    ("six_day", "The same space twice in a list.",
     "velodrome.yaml", _sub("crash: [20, 70]", "crash: [20, 20]")),
    ("pferderennen", "A tab to indent: YAML allows only spaces.",
     "six.yaml", _sub("\n  cards: 6", "\n\tcards: 6")),
    ("pferderennen", "A lane whose space count does not fit the track (cards + 2).",
     "six.yaml", lambda text: re.sub(r"(\n  C:[^\n]*\n(?:.*\n)*?\s+spaces: )8", r"\g<1>9", text,
                                     count=1)),
    ("crazy_race", "Too few tracks.",
     "short_circuit.yaml", lambda text: re.sub(r"\n  - \{name: (green|blue|yellow|purple|"
                                                r"orange|black|white)\b.*", "", text)),
    ("favoriten", "A misspelt game.",
     "classic.yaml", _sub("game: favoriten", "game: favorit")),
)


def mistake_messages(game_id: str, board: str, edit: Callable[[str], str]) -> list[str]:
    """What `board check` says about the built-in board broken by `edit`, as printed for a
    file called my-track.yaml."""
    text = edit((BOARDS / game_id / board).read_text(encoding="utf-8"))
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "my-track.yaml"
        path.write_text(text, encoding="utf-8")
        try:
            check_board_file(path)
        except BoardError as err:
            return [f"arcade-races: {line}".replace(str(path), "my-track.yaml")
                    for line in err.all_lines()]
    raise SystemExit(f"make_board_docs: the broken {game_id}/{board} passes its check")


# -- the guide -----------------------------------------------------------------------------------

INTRO = """\
# The track maker's guide

A board is a YAML file: the layout of one game's table (its track, lanes, special spaces and
colours). The rules read the topology from it, so a longer track, a third sprint or a fourth
stage just works. This guide is generated by `tools/make_board_docs.py` from the boards'
schemas; do not edit it by hand.

## Making a board

1. **Copy** a game's default board into your boards folder:

       arcade-races board new six_day "Long Six Days"

   prints the new file's path (`<user data>/boards/six_day/long-six-days.yaml`). Without a
   name you get a free one (`my-velodrome.yaml`, `my-velodrome-2.yaml`, ...); a name whose
   file exists is refused, never overwritten. The file starts with a header and the line
   `# yaml-language-server: $schema=...`, which points at `board.schema.json` beside it
   (written again each time): an editor with the YAML language server (VS Code's YAML
   extension, Neovim, Helix...) then completes every key and marks mistakes as you type. The
   same schema is printed by `arcade-races board schema GAME`. Boards in that folder show in
   the game's board picker.
2. **Edit** it. Coordinates are pixels `[x, y]` on a canvas of `size` (x to the right, y
   down), which the game scales to the window.
3. **Look** at it: `arcade-races board preview FILE` opens a window that redraws the board on
   every save, and shows a broken file's message over the last good picture.
4. **Check** it: `arcade-races board check FILE` prints `OK: ...` or every problem as
   `FILE:LINE:COL: what is wrong (what is allowed)`.
5. **Balance** it: `arcade-races board balance FILE --games 2000` plays AI games on it and
   reports how long a game lasts and whether a seat or a runner wins more than its share.

## Paths: how spaces are laid out

Every lane, track or row of spaces is a *path*: a number of `spaces` spread evenly along a
chain of `segments`, the first space at the start of the chain and the last at its end. A
segment is one of

- `line: {from: [x, y], to: [x, y]}`;
- `arc: {center: [x, y], radius: r, from_deg: a, to_deg: b}`: 0 degrees points right, 90 up
  on the screen; `to_deg` above `from_deg` turns counter-clockwise, below it clockwise;
- `bezier: {points: [p0, p1, p2]}` (quadratic) or four points (cubic);
- `points: [[x, y], ...]`, a polyline (with exactly `spaces` points, one space on each).

A gap between one segment's end and the next one's start is bridged by a straight line.
"""


def _picture_name(game_id: str, board: Path) -> str:
    return f"{game_id}-{board.stem}.png"


def game_section(game_id: str) -> list[str]:
    """The guide's section on one game: its built-in boards and every field of its file."""
    spec = GAMES[game_id]
    lines = [f"## {spec.title} (`game: {game_id}`)", "", _cell(spec.board_schema.doc), ""]
    lines.append("Built-in boards (`configs/boards/" + game_id + "/`):")
    lines.append("")
    for board in builtin_boards(game_id):
        data = load_board_file(board, game_id).data
        lines.append(f"- `{board.name}`, **{data['name']}**: {_cell(str(data['description']))}")
    lines.append("")
    for board in builtin_boards(game_id):
        for picture in _picture_names(game_id, board):
            if (PICTURES / picture).exists():
                lines.append(f"![{game_id} {Path(picture).stem}](boards/{picture})")
                lines.append("")
    lines.append(f"Every field of a {spec.title} board:")
    lines.append("")
    lines += field_table(GAMES[game_id].board_schema)
    lines.append("")
    return lines


BALANCE_GAMES = 40
"""Games in the guide's balance run: enough to show the report, quick enough for its test."""


def balance_report(relative: Path) -> list[str]:
    """What `board balance` prints for the worked example, run here for real."""
    import io

    from arcade_races.balance.cli import board_balance
    from arcade_races.cli import build_parser

    args = build_parser().parse_args(
        ["board", "balance", str(relative), "--games", str(BALANCE_GAMES)])
    out = io.StringIO()
    cwd = Path.cwd()
    os.chdir(ROOT)  # the report names the file as given: relative to the repository
    try:
        if board_balance(args, out) != 0:
            raise SystemExit("make_board_docs: board balance failed on the worked example")
    finally:
        os.chdir(cwd)
    return out.getvalue().rstrip().splitlines()


def worked_example() -> list[str]:
    """The six-day track of docs/examples, shown and checked."""
    summary = check_board_file(EXAMPLE).replace(str(ROOT) + os.sep, "")
    relative = EXAMPLE.relative_to(ROOT)
    text = EXAMPLE.read_text(encoding="utf-8")
    body = "\n".join(line for line in text.splitlines() if not line.startswith("#"))
    return [
        "## A worked example: a longer six-day track with three sprints",
        "",
        "Start from the velodrome: `arcade-races board new six_day \"Long Six Days\"`. The "
        "rulebook's lap has 81 spaces and two sprints; this one has 101, a sprint every 25 "
        "spaces, a second pair of crash spaces and the rider changes moved to match. Three "
        "things must agree, and `board check` tells you if they do not: `track.finish`, the "
        "path's `spaces` (one per space of the lap), and every special space lying on the lap "
        "(1 to finish - 1). The home straight ends one space before the line: on a loop of "
        "length C with n spaces that is C / n short of the start (here 2296.6 / 101 = 22.7 px, "
        "so it ends at x = 820 - 22.74).",
        "",
        f"`{relative}`:",
        "",
        "```yaml",
        body.strip(),
        "```",
        "",
        "Check it:",
        "",
        "```",
        f"$ arcade-races board check {relative}",
        f"OK: {summary}",
        "```",
        "",
        "And see whether it is fair. A real track maker plays thousands of games (the default "
        "is 10,000; `--jobs` spreads them over the cores); this guide runs "
        f"{BALANCE_GAMES} so that it is quick to make:",
        "",
        "```",
        f"$ arcade-races board balance {relative} --games {BALANCE_GAMES}",
        *balance_report(relative),
        "```",
        "",
        "The report gives the length of a six-day race (actions, rounds, turns), each seat's "
        "win rate with its 95% interval, flagged `<- not fair` where 1/4 lies outside it, and "
        "the game's own figures: lap deficits and rider changes among them. Move a sprint, a "
        "rider change or a crash space, check again, and balance again until no seat stands "
        "out.",
        "",
    ]


def mistakes_section() -> list[str]:
    """The common mistakes, each with what `board check` prints for it."""
    lines = ["## Common mistakes and what they get", "",
             "Each is made on a copy of a built-in board and checked by the tool that writes "
             "this guide, so the messages are the real ones.", ""]
    for game_id, what, board, edit in MISTAKES:
        lines.append(f"**{what}** ({GAMES[game_id].title}, `{board}`)")
        lines.append("")
        lines.append("```")
        lines += mistake_messages(game_id, board, edit)
        lines.append("```")
        lines.append("")
    return lines


def guide() -> str:
    """The whole of docs/boards.md."""
    from arcade_races.core.schema import path_schema

    segment = path_schema().fields["segments"].schema
    assert isinstance(segment, Seq) and isinstance(segment.item, Tagged)
    lines = [INTRO, "The fields of a path (every field below that is a path has these):", ""]
    lines += field_table(path_schema())
    for kind, option in segment.item.options.items():
        lines += [f"| `segments[].{kind}` | {_cell(option.doc)} | {_cell(option.allowed(), 120)}"
                  f" | required | `{_cell(_yaml(option.sample()), 90)}` |"]
        lines += field_table(option, f"segments[].{kind}")[2:] if isinstance(option, Map) else []
    lines.append("")
    for game_id in GAMES:
        lines += game_section(game_id)
    lines += worked_example()
    lines += mistakes_section()
    return "\n".join(lines).rstrip() + "\n"


# -- pictures ------------------------------------------------------------------------------------


SIDES = {"rennfieber": ("training", "race")}
"""Games whose preview has more than one picture (Tab switches): Rennfieber's training lane
and its race track, saved in that order."""


def _picture_names(game_id: str, board: Path) -> list[str]:
    """The guide's pictures of one board: one, or one per side of the preview."""
    sides = SIDES.get(game_id)
    if sides is None:
        return [_picture_name(game_id, board)]
    return [f"{game_id}-{board.stem}-{side}.png" for side in sides]


def pictures() -> list[Path]:
    """Each built-in board as `arcade-races board preview` draws it (the game's own table at
    the start of a game, every special space tagged, the counts beside it), 1280 x 720."""
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "ARCADE_RACES_HOME": tempfile.mkdtemp(prefix="arcade-races-docs-")}
    PICTURES.mkdir(parents=True, exist_ok=True)
    made = []
    for game_id in GAMES:
        for board in builtin_boards(game_id):
            with tempfile.TemporaryDirectory() as folder:
                subprocess.run(
                    [sys.executable, "-m", "arcade_races", "board", "preview", str(board),
                     "--frames", folder, "--max-seconds", "1"],
                    cwd=ROOT, env=env, check=True, stdout=subprocess.DEVNULL)
                frames = sorted(Path(folder).glob("*.png"))
                names = _picture_names(game_id, board)
                assert len(frames) >= len(names), (board, frames)
                for frame, name in zip(frames, names, strict=False):
                    shutil.copyfile(frame, PICTURES / name)
                    made.append(PICTURES / name)
    return made


# -- main ----------------------------------------------------------------------------------------


def wanted() -> dict[Path, str]:
    """Every text file this tool writes, with what it must hold."""
    files = schema_files()
    for game_id in GAMES:
        for board in builtin_boards(game_id):
            files[board] = stamped(board.read_text(encoding="utf-8"))
    files[GUIDE] = guide()
    return files


def main(argv: list[str] | None = None) -> int:
    """Write (or with --check, compare) the schemas, the schema lines and the guide."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="exit 1 if a file is stale")
    parser.add_argument("--pictures", action="store_true", help="render docs/boards/*.png")
    args = parser.parse_args(argv)
    if args.pictures and not args.check:
        for path in pictures():
            print(f"drew {path.relative_to(ROOT)}")
    stale = []
    for path, text in wanted().items():
        old = path.read_text(encoding="utf-8") if path.exists() else None
        if old == text:
            continue
        stale.append(path)
        if not args.check:
            path.write_text(text, encoding="utf-8", newline="\n")
            print(f"wrote {path.relative_to(ROOT)}")
    if args.check and stale:
        for path in stale:
            print(f"out of date: {path.relative_to(ROOT)} (run tools/make_board_docs.py)",
                  file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
