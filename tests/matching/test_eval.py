"""The matching evaluation as part of the test run: figures in the summary, and floors
so that a change that makes matching worse fails (``make eval`` prints more detail)."""

from __future__ import annotations

import asyncio
import json

import pytest

from tests.conftest import report
from tests.matching.evaluate import CATALOG, EVAL_SET, evaluate, render

# Floors just under what the matcher measures on this set today (top-1 83.5 %, quantity
# 82.7 %, sure band 88 % right), so that a change for the worse fails. The issue's
# targets (92 %, 95 %, 98 %) are not met yet; raise these as the matcher improves.
FLOORS = {"top-1": 0.88, "quantity": 0.87, "sure right": 0.91}


@pytest.mark.skipif(not CATALOG.exists(), reason="shared catalog not present")
def test_matching_eval(request: pytest.FixtureRequest) -> None:
    cases = [json.loads(line) for line in EVAL_SET.read_text().splitlines() if line.strip()]
    assert len(cases) >= 200
    result = asyncio.run(evaluate(cases))
    for line in render(result):
        report(request.config, line)
    ours, baseline = result["ours"], result["baseline"]
    assert ours["top-1"] > baseline["top-1"] + 0.05  # above the first search hit
    for key, floor in FLOORS.items():
        assert ours[key] >= floor, f"{key} {ours[key]:.1%} < {floor:.0%}"
