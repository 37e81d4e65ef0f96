"""The matching evaluation as part of the test run: figures in the summary, and floors
so that a change that makes matching worse fails (``make eval`` prints more detail).

Three sets: the dev set the matcher was developed on (eval_set.jsonl); the check set
(check_set.jsonl, 160 lines written by a helper who never saw the matcher, to estimate
how it does on lines it was not tuned on; some of its misses were looked at since, so it
is no longer blind either); and the real-lines set (real_set.jsonl, 132 real recipe
ingredient names and voice requests from ../shared/data/lines, rules written blind by
another helper: 72.0 % top-1 on its first run); and the recipe-lines set (recipe_set.jsonl,
150 more real ingredient names, in a seeded shuffle, half given shopping amounts, rules
written blind by a third helper: 62.7 % top-1 on its first run, by the code of the day
before it was looked at); and the second recipe-lines set (recipe2_set.jsonl, 150 more,
another seed, rules by a fourth helper: 74.7 % top-1 on its first run, 73.3 % by the code
of the day before; three rules were widened since to products they plainly meant).

recipe3_set.jsonl (36 more lines, a fifth helper, unfinished) is kept out of the runs on
purpose: nobody has looked at its misses, so the next change to the matcher can be
measured on it blind first (77.8 % top-1 when it was written, 75.0 % by the code of the
day before; the first search hit also scores 77.8 % on it)."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest

from tests.conftest import report
from tests.matching.evaluate import CATALOG, EVAL_SET, HERE, evaluate, render

CHECK_SET = HERE / "check_set.jsonl"
REAL_SET = HERE / "real_set.jsonl"
RECIPE_SET = HERE / "recipe_set.jsonl"
RECIPE2_SET = HERE / "recipe2_set.jsonl"
# Floors just under what the matcher measures today, so that a change for the worse
# fails (top-1 / quantity / sure right): dev set 98.4 / 97.9 / 99.5 %, check set
# 95.0 / 95.0 / 96.8 %, real-lines set 90.9 / 90.9 / 94.9 %, recipe-lines set
# 81.3 / 81.3 / 92.6 %, second recipe-lines set 82.0 / 81.3 / 89.3 %.
FLOORS = {
    EVAL_SET: {"top-1": 0.97, "quantity": 0.96, "sure right": 0.98},
    CHECK_SET: {"top-1": 0.93, "quantity": 0.93, "sure right": 0.95},
    REAL_SET: {"top-1": 0.88, "quantity": 0.88, "sure right": 0.92},
    RECIPE_SET: {"top-1": 0.79, "quantity": 0.79, "sure right": 0.90},
    RECIPE2_SET: {"top-1": 0.79, "quantity": 0.79, "sure right": 0.86},
}


@pytest.mark.skipif(not CATALOG.exists(), reason="shared catalog not present")
@pytest.mark.parametrize(
    "path",
    [EVAL_SET, CHECK_SET, REAL_SET, RECIPE_SET, RECIPE2_SET],
    ids=["dev", "check", "real-lines", "recipe-lines", "recipe-lines-2"],
)
def test_matching_eval(request: pytest.FixtureRequest, path: Path) -> None:
    cases = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    assert len(cases) >= 120
    result = asyncio.run(evaluate(cases))
    report(request.config, f"[{path.name}]")
    for line in render(result):
        report(request.config, line)
    ours, baseline = result["ours"], result["baseline"]
    assert ours["top-1"] > baseline["top-1"] + 0.05  # above the first search hit
    for key, floor in FLOORS[path].items():
        assert ours[key] >= floor, f"{key} {ours[key]:.1%} < {floor:.0%}"
