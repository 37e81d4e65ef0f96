# Every target bootstraps .venv itself: `make run` and `make test` are the only set-up needed.
PYTHON ?= $(shell command -v python3.11 || command -v python3)
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
DATA_DIR ?= .data
PORT ?= 8000

.PHONY: run test lint bench eval clean

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip==25.3
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

# Until the assistant service exists, `make run` serves the Retail API sandbox alone.
run: $(STAMP)
	$(BIN)/assistant sandbox --port $(PORT) --data-dir $(DATA_DIR)/sandbox

lint: $(STAMP)
	$(BIN)/ruff check assistant tests fixtures
	$(BIN)/ruff format --check assistant tests fixtures
	$(BIN)/mypy

test: lint
	$(BIN)/pytest

bench: $(STAMP)
	$(BIN)/pytest tests/benchmarks -q -s -p no:cacheprovider --override-ini addopts=

# Matching accuracy on tests/matching/eval_set.jsonl against the 40k shared catalog.
eval: $(STAMP)
	$(BIN)/python -m tests.matching.evaluate

clean:
	rm -rf $(VENV) .data .mypy_cache .pytest_cache .ruff_cache
