"""Benchmark: product search on the 40k-product shared catalog over real HTTP.

Starts ``assistant sandbox`` as its own process (uvicorn, one worker) on a free port,
with the shared catalog, and drives it from this process with 16 concurrent httpx
requests. Terms are real ingredient names from ``../shared/data/lines`` (so the search
cache sees a realistic mix of repeats and first-time terms), half of them priced at a
store. Prints index build and restart times, requests per second and latency
percentiles. Run with ``make bench``; nothing here asserts a time.
"""

from __future__ import annotations

import asyncio
import csv
import json
import os
import socket
import statistics
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest

from assistant.retail.sandbox.catalog import Catalog

ROOT = Path(__file__).resolve().parents[2]
SHARED = ROOT.parent / "shared" / "data"
CATALOG = SHARED / "catalog" / "us-grocery.jsonl"
LINES = SHARED / "lines" / "tastecooking-ingredient-lines.csv"
CONCURRENCY = 16
REQUESTS = 6000
WARMUP = 400
STORES = ("70600123", "01400352", "70300027", "62000081")


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def _terms() -> list[str]:
    with LINES.open(newline="") as fh:
        names = [row["name"].strip() for row in csv.DictReader(fh)]
    terms = [n for n in names if 3 <= len(n) < 128 and len(n.split()) <= 8]
    return terms


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


@pytest.mark.skipif(not CATALOG.exists(), reason="shared catalog not present")
def test_product_search_throughput(tmp_path: Path) -> None:
    data_dir = tmp_path / "data"
    t0 = time.perf_counter()
    Catalog(CATALOG, data_dir)
    build = time.perf_counter() - t0
    t0 = time.perf_counter()
    Catalog(CATALOG, data_dir)
    reopen = time.perf_counter() - t0
    print(f"\n40k catalog: index build + load {build:.2f}s; restart (cached index) {reopen:.2f}s")

    exe = Path(sys.executable).with_name("assistant")
    reg = subprocess.run(
        [
            str(exe),
            "sandbox",
            "register",
            "--data-dir",
            str(data_dir),
            "--name",
            "bench",
            "--redirect-uri",
            "http://localhost:3000",
            "--partner",
        ],
        check=True,
        capture_output=True,
        text=True,
    )
    creds = json.loads(reg.stdout)
    port = _free_port()
    server = subprocess.Popen(
        [
            str(exe),
            "sandbox",
            "--port",
            str(port),
            "--data-dir",
            str(data_dir),
            "--catalog",
            str(CATALOG),
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        env={**os.environ},
    )
    try:
        stores = asyncio.run(_run(port, creds["client_id"], creds["client_secret"]))
    finally:
        server.terminate()
        server.wait(timeout=10)
    rps, p50, p95, p99, mean_hits = stores
    print(
        f"product search, {REQUESTS} requests at concurrency {CONCURRENCY} over HTTP: "
        f"{rps:.0f} req/s, p50 {p50:.1f} ms, p95 {p95:.1f} ms, p99 {p99:.1f} ms "
        f"(mean {mean_hits:.0f} matches per term)"
    )


async def _run(port: int, client_id: str, secret: str) -> tuple[float, float, float, float, float]:
    base = f"http://127.0.0.1:{port}"
    limits = httpx.Limits(max_connections=CONCURRENCY, max_keepalive_connections=CONCURRENCY)
    async with httpx.AsyncClient(base_url=base, limits=limits, timeout=30) as http:
        for _ in range(200):
            try:
                if (await http.get("/v1/chains")).status_code == 401:
                    break
            except httpx.TransportError:
                await asyncio.sleep(0.1)
        token = (
            await http.post(
                "/v1/connect/oauth2/token",
                data={"grant_type": "client_credentials", "scope": "product.compact"},
                auth=(client_id, secret),
            )
        ).json()["access_token"]
        http.headers["Authorization"] = f"Bearer {token}"
        terms = _terms()
        queue = [
            {"filter.term": terms[i % len(terms)], "filter.limit": "10"}
            | ({"filter.locationId": STORES[i % len(STORES)]} if i % 2 else {})
            for i in range(WARMUP + REQUESTS)
        ]
        latencies: list[float] = []
        totals: list[int] = []

        async def worker(items: list[dict[str, str]], record: bool) -> None:
            for params in items:
                start = time.perf_counter()
                response = await http.get("/v1/products", params=params)
                elapsed = time.perf_counter() - start
                assert response.status_code == 200, response.text
                if record:
                    latencies.append(elapsed * 1000)
                    totals.append(response.json()["meta"]["pagination"]["total"])

        async def phase(items: list[dict[str, str]], record: bool) -> float:
            chunks = [items[i::CONCURRENCY] for i in range(CONCURRENCY)]
            start = time.perf_counter()
            await asyncio.gather(*(worker(chunk, record) for chunk in chunks))
            return time.perf_counter() - start

        await phase(queue[:WARMUP], record=False)
        wall = await phase(queue[WARMUP:], record=True)
    return (
        REQUESTS / wall,
        statistics.median(latencies),
        _percentile(latencies, 0.95),
        _percentile(latencies, 0.99),
        statistics.fmean(totals),
    )
