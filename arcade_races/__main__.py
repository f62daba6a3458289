"""`python -m arcade_races` runs the command line."""

from arcade_races.launch import run

run()
