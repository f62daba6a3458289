"""The `arcade-races` command's entry point: the command line, with Ctrl-C at any moment
(even while the first modules are still being imported) an exit with status 130 and no
traceback."""

from __future__ import annotations

import sys


def run() -> None:
    """Run `arcade_races.cli.main` and exit with its status."""
    try:
        from arcade_races.cli import main

        code = main()
    except KeyboardInterrupt:
        print(file=sys.stderr)
        code = 130
    raise SystemExit(code)
