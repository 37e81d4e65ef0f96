# Every target bootstraps .venv itself: `make run` and `make test` are the only set-up needed.
PYTHON ?= $(shell command -v python3.11 || command -v python3)
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
DATA_DIR ?= $(or $(ASSISTANT_DATA_DIR),.data)
PORT ?= 8000

.PHONY: run test lint bench eval clean

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip==25.3
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

# The assistant on :8000 with the embedded Retail API sandbox (browsers reach it on :8001).
run: $(STAMP)
	ASSISTANT_DATA_DIR=$(DATA_DIR) $(BIN)/assistant serve --port $(PORT)

lint: $(STAMP)
	$(BIN)/ruff check assistant tests fixtures
	$(BIN)/ruff format --check assistant tests fixtures
	$(BIN)/mypy

test: lint
	$(BIN)/pytest

bench: $(STAMP)
	$(BIN)/pytest tests/benchmarks -q -s -p no:cacheprovider --override-ini addopts=

# Matching accuracy against the 40k shared catalog: the dev set, the check set, the
# real recipe and voice lines, and the shopping lines written blind (tests/matching).
eval: $(STAMP)
	for set in eval check real recipe recipe2 recipe4 shop2 shop3 shop4 shop5 shop6 shop7 shop8 shop9 shop10 shop11 shop12 recipe5 shop13 shop14 recipe6 shop15 shop16 shop17 shop18 recipe7 shop19 recipe8 shop20 recipe9 shop21 shop22 recipe10 shop23 shop24 shop25 shop26 recipe11 shop27 recipe12 shop28 shop29 shop30 recipe13 recipe14 shop31 shop32 shop33 shop34 recipe15 shop35 shop36 shop37 shop38 shop39 recipe16 shop40 shop41 recipe17 shop42 shop43 recipe18 shop44 recipe19 shop45 shop46 shop47 recipe20 shop48 shop49 recipe21 shop50 shop51 shop52 shop53 recipe22 shop54 shop55 shop56 shop57 recipe23 shop58 shop59 shop60 recipe24 shop61 shop62 shop63 recipe25 shop64 shop65 recipe26 shop66 shop67 shop68 recipe27 shop69 shop70 recipe28 shop71 shop72 shop73 shop74 recipe29 shop75 shop76 shop77 shop78 shop79 shop80 shop81 shop82 shop83 recipe30 shop84 shop85 shop86 shop87 shop88 shop89 shop90 shop91 shop92 shop93 shop94 shop95 shop96 shop97 shop98 recipe31 shop99 shop100 shop101 recipe32 shop102 shop103 shop104 shop105 shop106 shop107 recipe33 shop108 shop109 shop111 recipe34 shop110 shop112 shop113 shop114 shop115 shop116 shop117 recipe35 shop118 shop119 shop120 shop121 shop122 shop123 shop124 recipe36 shop125 shop126 shop127 shop128 shop129 shop130 shop131 recipe37 shop132 shop133 shop134 shop135 shop136 shop137 shop138 recipe38; do \
		$(BIN)/python -m tests.matching.evaluate --set tests/matching/$${set}_set.jsonl || exit 1; \
	done

clean:
	rm -rf $(VENV) .data .mypy_cache .pytest_cache .ruff_cache
