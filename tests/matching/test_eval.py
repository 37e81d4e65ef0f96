"""The matching evaluation as part of the test run: figures in the summary, and floors
so that a change that makes matching worse fails (``make eval`` prints more detail).

The sets, each written by a helper who never saw the matcher (save the first), with the
top-1 accuracy of its first run, before anyone looked at its misses:
- eval_set.jsonl: the dev set the matcher was developed on;
- check_set.jsonl: 160 shopping lines; some of its misses were looked at since;
- real_set.jsonl: 132 real recipe ingredient names and voice requests from
  ../shared/data/lines (72.0 %);
- recipe_set.jsonl: 150 more real ingredient names, in a seeded shuffle, half given
  shopping amounts (62.7 %, by the code of the day before it was looked at);
- recipe2_set.jsonl: 150 more, another seed (74.7 %; three rules widened since to
  products they plainly meant);
- recipe4_set.jsonl: 120 more, another seed (72.5 %; 71.7 % by the code of the day before);
- shop2_set.jsonl: 100 shopping lines as people type them (82.0 %; its weighed products
  were given quantity 1 afterwards, as in the other sets);
- shop3_set.jsonl: 101 more (87.1 %; 86.1 % by the code of the day before);
- shop4_set.jsonl: 110 lines as people text them (84.5 % by the code of the day
  before, 87.3 % by that of the day, before its misses were looked at);
- shop5_set.jsonl: 110 lines said to a voice assistant or typed in a chat (84.5 %);
- shop6_set.jsonl: 110 specialty lines: international, health, baking, counter (90.0 %;
  90.9 % by the code of the day);
- shop7_set.jsonl: 110 lines a busy parent sends (84.5 %);
- shop8_set.jsonl: 100 lines from five households (81.0 %; 83.0 % by the code of the
  day);
- shop9_set.jsonl: 100 lines of a family's shared list, mostly plain ones in realistic
  proportions (95.0 %; 96.0 % by the code of the day).
Some rules were widened since where they plainly refused what their comment asked for
(a 'bar' that also refused "Barts", "Spear Dill Pickles" for spears); each such change
is its own commit.

recipe3_set.jsonl (36 lines, a fifth helper, unfinished) is kept out of the runs on
purpose, so that a change to the matcher can be measured on lines nobody tuned for (77.8 %
top-1 when it was written; only one of its lines has been looked at since)."""

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
RECIPE4_SET = HERE / "recipe4_set.jsonl"
SHOP2_SET = HERE / "shop2_set.jsonl"
SHOP3_SET = HERE / "shop3_set.jsonl"
SHOP4_SET = HERE / "shop4_set.jsonl"
SHOP5_SET = HERE / "shop5_set.jsonl"
SHOP6_SET = HERE / "shop6_set.jsonl"
SHOP7_SET = HERE / "shop7_set.jsonl"
SHOP8_SET = HERE / "shop8_set.jsonl"
SHOP9_SET = HERE / "shop9_set.jsonl"
# Floors just under what the matcher measures today, so that a change for the worse
# fails (top-1 / quantity / sure right): dev set 98.4 / 97.9 / 99.5 %, check set
# 95.0 / 95.0 / 96.8 %, real-lines set 90.9 / 90.9 / 94.9 %, recipe-lines set
# 81.3 / 81.3 / 92.8 %, second 84.0 / 83.3 / 90.8 %, fourth 75.0 / 74.2 / 89.7 %,
# shopping-lines sets 2 to 9: 94.0 / 94.0 / 95.2 %, 95.0 / 93.1 / 97.1 %,
# 96.4 / 96.4 / 96.5 %, 94.5 / 94.5 / 97.5 %, 93.6 / 93.6 / 100 %, 90.9 / 89.1 / 91.7 %,
# 90.0 / 90.0 / 97.4 % and 96.0 / 96.0 / 98.9 %.
FLOORS = {
    EVAL_SET: {"top-1": 0.97, "quantity": 0.96, "sure right": 0.98},
    CHECK_SET: {"top-1": 0.93, "quantity": 0.93, "sure right": 0.95},
    REAL_SET: {"top-1": 0.88, "quantity": 0.88, "sure right": 0.92},
    RECIPE_SET: {"top-1": 0.79, "quantity": 0.79, "sure right": 0.90},
    RECIPE2_SET: {"top-1": 0.79, "quantity": 0.79, "sure right": 0.86},
    RECIPE4_SET: {"top-1": 0.72, "quantity": 0.71, "sure right": 0.86},
    SHOP2_SET: {"top-1": 0.91, "quantity": 0.91, "sure right": 0.93},
    SHOP3_SET: {"top-1": 0.92, "quantity": 0.90, "sure right": 0.94},
    SHOP4_SET: {"top-1": 0.93, "quantity": 0.93, "sure right": 0.94},
    SHOP5_SET: {"top-1": 0.92, "quantity": 0.92, "sure right": 0.95},
    SHOP6_SET: {"top-1": 0.91, "quantity": 0.91, "sure right": 0.97},
    SHOP7_SET: {"top-1": 0.88, "quantity": 0.86, "sure right": 0.89},
    SHOP8_SET: {"top-1": 0.87, "quantity": 0.87, "sure right": 0.94},
    SHOP9_SET: {"top-1": 0.93, "quantity": 0.93, "sure right": 0.96},
}


@pytest.mark.skipif(not CATALOG.exists(), reason="shared catalog not present")
@pytest.mark.parametrize(
    "path",
    list(FLOORS),
    ids=[
        "dev",
        "check",
        "real-lines",
        "recipe-lines",
        "recipe-lines-2",
        "recipe-lines-4",
        "shopping-lines-2",
        "shopping-lines-3",
        "shopping-lines-4",
        "shopping-lines-5",
        "shopping-lines-6",
        "shopping-lines-7",
        "shopping-lines-8",
        "shopping-lines-9",
    ],
)
def test_matching_eval(request: pytest.FixtureRequest, path: Path) -> None:
    cases = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    assert len(cases) >= 100
    result = asyncio.run(evaluate(cases))
    report(request.config, f"[{path.name}]")
    for line in render(result):
        report(request.config, line)
    ours, baseline = result["ours"], result["baseline"]
    assert ours["top-1"] > baseline["top-1"] + 0.05  # above the first search hit
    for key, floor in FLOORS[path].items():
        assert ours[key] >= floor, f"{key} {ours[key]:.1%} < {floor:.0%}"
