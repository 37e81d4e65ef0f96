"""Matching evaluation: ``make eval`` (or ``python -m tests.matching.evaluate``).

Resolves every line of ``eval_set.jsonl`` with the real pipeline (parse → search at a
store → rank) against an embedded sandbox loaded with the 40k-product shared catalog,
and scores it against the set's acceptance rules; then does the same for the baseline
today's API clients use — the first search hit for the line's words, quantity as
parsed — and prints both side by side, overall and per kind of line.

It matches against the whole catalog, not one store: the set's rules say which products
are right, whatever a store happens to carry, and one store's gaps (about one product in
eight is not carried) would otherwise be counted as matching errors. Ranking by store
availability is covered by the unit tests in tests/shopping/test_match.py.
"""

from __future__ import annotations

import asyncio
import json
import re
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

import httpx
import msgspec

from assistant.resolve import Resolution, Resolver
from assistant.retail.client import RetailClient
from assistant.retail.config import RetailConfig
from assistant.retail.sandbox.app import DEMO_CREDENTIALS_FILE, create_sandbox_app
from assistant.retail.sandbox.config import SandboxConfig
from assistant.retail.schemas import Product
from assistant.shopping.match import band, search_term
from assistant.shopping.parse import parse_list

HERE = Path(__file__).parent
EVAL_SET = HERE / "eval_set.jsonl"
CATALOG = HERE.parents[2] / "shared" / "data" / "catalog" / "us-grocery.jsonl"
STORE: str | None = None  # see the module docstring


class Scores(msgspec.Struct, kw_only=True):
    lines: int = 0
    top1: int = 0
    top3: int = 0
    quantity: int = 0
    sure: int = 0
    sure_right: int = 0
    searches: int = 0

    def row(self) -> dict[str, float]:
        n = max(1, self.lines)
        return {
            "top-1": self.top1 / n,
            "top-3": self.top3 / n,
            "quantity": self.quantity / n,
            "sure share": self.sure / n,
            "sure right": self.sure_right / max(1, self.sure),
        }


def accepted(rule: dict[str, Any], product: Product) -> bool:
    item = product.items[0] if product.items else None
    fields = {
        "description": product.description,
        "brand": product.brand if isinstance(product.brand, str) else "",
        "size": item.size if item is not None and isinstance(item.size, str) else "",
        "soldBy": item.sold_by if item is not None and isinstance(item.sold_by, str) else "",
    }
    for key, pattern in rule.items():
        if key == "quantity":
            continue
        if key == "productId":
            if product.product_id != pattern:
                return False
        elif key == "category":
            if not any(re.search(pattern, c, re.I) for c in product.categories):
                return False
        elif not re.search(pattern, fields[key], re.I):
            return False
    return True


def judge(case: dict[str, Any], products: list[Product], quantity: int) -> tuple[bool, bool, bool]:
    """(top-1 right, any of top-3 right, quantity right)."""
    rules = case["accept"]

    def rule_for(p: Product) -> dict[str, Any] | None:
        return next((r for r in rules if accepted(r, p)), None)

    first = rule_for(products[0]) if products else None
    top3 = any(rule_for(p) for p in products[:3])
    wanted = (first or {}).get("quantity", case["quantity"])
    return first is not None, top3, first is not None and quantity == wanted


async def evaluate(cases: list[dict[str, Any]], catalog: Path = CATALOG) -> dict[str, Any]:
    with tempfile.TemporaryDirectory() as tmp:
        data_dir = Path(tmp)
        app = create_sandbox_app(SandboxConfig(data_dir=data_dir, catalog=catalog))
        creds: dict[str, str] = json.loads((data_dir / DEMO_CREDENTIALS_FILE).read_text())
        client_id, secret = next(iter(creds.items()))
        config = RetailConfig(base_url="http://eval", client_id=client_id, client_secret=secret)
        transport = httpx.ASGITransport(app=app)  # type: ignore[arg-type]
        async with RetailClient(config, transport=transport) as client:
            return await _score_all(client, cases)


async def _score_all(client: RetailClient, cases: list[dict[str, Any]]) -> dict[str, Any]:
    ours, baseline = Scores(), Scores()
    by_kind: dict[str, list[Scores]] = defaultdict(lambda: [Scores(), Scores()])
    misses: list[str] = []
    resolver = Resolver(client)
    started = time.perf_counter()
    results: list[Resolution] = await asyncio.gather(
        *(resolver.resolve_line(_line(c["line"]), STORE) for c in cases)
    )
    elapsed = time.perf_counter() - started
    for case, res in zip(cases, results, strict=True):
        products = [m.product for m in res.matches]
        quantity = res.matches[0].quantity if res.matches else 1
        top1, top3, qty = judge(case, products, quantity)
        sure = bool(res.matches) and band(res.matches[0].confidence) == "sure"
        term = search_term(res.line)
        first = (
            (await client.search_products(term, location_id=STORE, limit=50)).products[:1]
            if term
            else []
        )
        b1, b3, bq = judge(case, first, res.line.count)
        for scores, (a, b, c, s) in (
            (ours, (top1, top3, qty, sure)),
            (by_kind[case["kind"]][0], (top1, top3, qty, sure)),
            (baseline, (b1, b3, bq, False)),
            (by_kind[case["kind"]][1], (b1, b3, bq, False)),
        ):
            scores.lines += 1
            scores.top1 += a
            scores.top3 += b
            scores.quantity += c
            scores.sure += s
            scores.sure_right += s and a
        ours.searches += res.searches
        if not (top1 and qty):
            got = products[0].description if products else "(nothing)"
            what = "product" if not top1 else f"quantity {quantity}"
            mark = " (sure)" if sure else ""
            misses.append(f"{what:<10} {case['kind']:<10} {case['line']!r} → {got}{mark}")
    return {
        "ours": ours.row(),
        "baseline": baseline.row(),
        "kinds": {k: (v[0].row(), v[1].row(), v[0].lines) for k, v in sorted(by_kind.items())},
        "lines": ours.lines,
        "searches": ours.searches,
        "seconds": elapsed,
        "misses": misses,
    }


def _line(text: str) -> Any:
    items = [i for i in parse_list(text) if not i.skipped]
    return items[0] if items else parse_list(text)[0]


def render(result: dict[str, Any]) -> list[str]:
    out = [
        f"matching eval: {result['lines']} lines, {result['searches']} searches,"
        f" {result['seconds']:.1f} s",
        f"  {'':<12}{'ours':>10}{'baseline':>10}",
    ]
    for key, value in result["ours"].items():
        base = result["baseline"][key] if key not in ("sure share", "sure right") else None
        out.append(f"  {key:<12}{value:>10.1%}{'' if base is None else f'{base:>10.1%}'}")
    for kind, (ours, base, n) in result["kinds"].items():
        out.append(f"  {kind:<12}top-1 {ours['top-1']:.0%} vs {base['top-1']:.0%} ({n} lines)")
    return out


def main() -> int:
    path = Path(sys.argv[sys.argv.index("--set") + 1]) if "--set" in sys.argv else EVAL_SET
    cases = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    if not CATALOG.exists():
        print(f"shared catalog not found at {CATALOG}", file=sys.stderr)
        return 2
    result = asyncio.run(evaluate(cases))
    print("\n".join(render(result)))
    if "--misses" in sys.argv:
        print("\n".join(result["misses"]))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
