# Two jobs, each setting up .venv itself: `make play` and `make test`.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: play test lint bench clean

play: $(STAMP)
	$(BIN)/arcade-races

test: $(STAMP)
	$(BIN)/ruff check arcade_races tests tools
	$(BIN)/mypy --strict arcade_races/core arcade_races/games arcade_races/match.py arcade_races/replay.py arcade_races/replay_lines.py arcade_races/replay_memory.py arcade_races/background_files.py arcade_races/simulate.py arcade_races/balance arcade_races/odds arcade_races/workbench arcade_races/cli.py arcade_races/client
	$(BIN)/pytest -n 2 --dist worksteal

bench: $(STAMP)
	$(BIN)/python tools/bench_core.py

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache
