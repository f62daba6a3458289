"""`python -m arcade_races` runs the command line."""

from arcade_races.cli import main

raise SystemExit(main())
