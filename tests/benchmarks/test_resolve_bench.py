"""Benchmark: a 25-line list resolved against a real ``assistant sandbox`` process that
adds 100 ms to every response (``--latency-ms 100``), cold and then warm (same client,
search cache filled). Prints wall time and API requests; nothing here asserts a time."""

from __future__ import annotations

import asyncio
import gc
import time
from collections import Counter
from pathlib import Path
from typing import Any

import httpx

from assistant.resolve import Resolver
from assistant.retail.client import RetailClient
from assistant.retail.config import RetailConfig
from tests.conftest import RunningSandbox, sandbox_process

LIST = """2 gal whole milk
a dozen large eggs
bananas x6
whole wheat bread
1.5 lb ground beef
unsalted butter
shredded mozzarella
baby spinach
3 avocados
yellow onions
russet potatoes 5 lb bag
chicken breasts
spaghetti
marinara sauce
cheerios
orange juice
greek yogurt
cheddar cheese
strawberries
coffee
peanut butter
tortillas
black beans x2
rice
paper towels"""
LATENCY_MS = int(__import__("os").environ.get("BENCH_LATENCY_MS", "100"))


def test_resolve_a_long_list(tmp_path: Path) -> None:
    """Three runs, each sandbox process fresh so that its own caches are cold too:
    a running service (app token fetched at start-up, as ``assistant serve`` does) with an
    empty search cache, then the same list again (warm); and a brand-new process that
    must first fetch its app token."""
    with sandbox_process(tmp_path / "a", "--latency-ms", str(LATENCY_MS)) as sandbox:
        cold, warm = asyncio.run(_run(sandbox, runs=2, warm_up=True))
    with sandbox_process(tmp_path / "b", "--latency-ms", str(LATENCY_MS)) as sandbox:
        (first,) = asyncio.run(_run(sandbox, runs=1, warm_up=False))
    lines = len(LIST.splitlines())
    for name, (seconds, requests, found) in (
        ("cold (service running, app token held)", cold),
        ("warm (same list again)", warm),
        ("cold (new process, app token fetched first)", first),
    ):
        searches = requests.get("/v1/products", 0)
        print(
            f"\nresolve {lines} lines, {name}: {seconds * 1000:.0f} ms wall"
            f" ({seconds * 1000 / LATENCY_MS:.1f}× one request's latency),"
            f" {sum(requests.values())} API requests ({searches} searches,"
            f" {requests.get('/v1/connect/oauth2/token', 0)} token), {found}/{lines} matched"
        )


async def _run(sandbox: RunningSandbox, *, runs: int, warm_up: bool) -> list[Any]:
    config = RetailConfig(
        base_url=sandbox.base, client_id=sandbox.client_id, client_secret=sandbox.client_secret
    )
    async with RetailClient(config) as client:
        if warm_up:
            assert await client.warm_up()
        requests: Counter[str] = Counter()
        original = client.http.send

        async def counting(request: httpx.Request, **kw: Any) -> httpx.Response:
            requests[request.url.path] += 1
            return await original(request, **kw)

        client.http.send = counting  # type: ignore[method-assign]
        resolver = Resolver(client)
        results = []
        for _ in range(runs):
            requests.clear()
            # The benchmarks before this one leave garbage behind; its collection is theirs,
            # not this list's to pay for in the middle of the timed run.
            gc.collect()
            started = time.perf_counter()
            resolutions = await resolver.resolve(LIST, "70600123")
            elapsed = time.perf_counter() - started
            found = sum(1 for r in resolutions if r.best is not None)
            results.append((elapsed, dict(requests), found))
        return results
