"""Benchmark: a 25-line list resolved against a real ``assistant sandbox`` process that
adds 100 ms to every response (``--latency-ms 100``), cold and then warm (same client,
search cache filled). Prints wall time and API requests; nothing here asserts a time."""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

import httpx

from assistant.resolve import Resolver
from assistant.retail.client import RetailClient
from assistant.retail.config import RetailConfig
from tests.conftest import free_port

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
    exe = Path(sys.executable).with_name("assistant")
    data = tmp_path / "data"
    creds = json.loads(
        subprocess.run(
            [
                str(exe),
                "sandbox",
                "register",
                "--data-dir",
                str(data),
                "--name",
                "bench",
                "--redirect-uri",
                "http://localhost:3000",
                "--partner",
            ],
            check=True,
            capture_output=True,
            text=True,
        ).stdout
    )
    port = free_port()
    server = subprocess.Popen(
        [
            str(exe),
            "sandbox",
            "--port",
            str(port),
            "--data-dir",
            str(data),
            "--latency-ms",
            str(LATENCY_MS),
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        cold, warm = asyncio.run(_run(port, creds))
    finally:
        server.terminate()
        server.wait(timeout=10)
    lines = len(LIST.splitlines())
    for name, (seconds, requests, found) in (("cold", cold), ("warm", warm)):
        searches = requests.get("/v1/products", 0)
        print(
            f"\nresolve {lines} lines, {name}: {seconds * 1000:.0f} ms wall"
            f" ({seconds * 1000 / LATENCY_MS:.1f}× one request's latency),"
            f" {sum(requests.values())} API requests ({searches} searches,"
            f" {requests.get('/v1/connect/oauth2/token', 0)} token), {found}/{lines} matched"
        )


async def _run(port: int, creds: dict[str, str]) -> tuple[Any, Any]:
    base = f"http://127.0.0.1:{port}"
    async with httpx.AsyncClient() as probe:
        for _ in range(200):
            try:
                await probe.get(f"{base}/v1/chains")
                break
            except httpx.TransportError:
                await asyncio.sleep(0.1)
    config = RetailConfig(
        base_url=base, client_id=creds["client_id"], client_secret=creds["client_secret"]
    )
    async with RetailClient(config) as client:
        requests: Counter[str] = Counter()
        original = client.http.send

        async def counting(request: httpx.Request, **kw: Any) -> httpx.Response:
            requests[request.url.path] += 1
            return await original(request, **kw)

        client.http.send = counting  # type: ignore[method-assign]
        resolver = Resolver(client)
        results = []
        for _ in range(2):
            requests.clear()
            started = time.perf_counter()
            resolutions = await resolver.resolve(LIST, "70600123")
            elapsed = time.perf_counter() - started
            found = sum(1 for r in resolutions if r.best is not None)
            results.append((elapsed, dict(requests), found))
        return results[0], results[1]
