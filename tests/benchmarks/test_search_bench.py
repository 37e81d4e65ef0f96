"""Benchmark: product search on the 40k-product shared catalog over real HTTP.

Starts ``assistant sandbox`` as its own process (uvicorn, one worker) on a free port,
with the shared catalog, and drives it from this process with 16 concurrent keep-alive
connections. Terms are real ingredient names from ``../shared/data/lines`` (so the search
cache sees a realistic mix of repeats and first-time terms), half of them priced at a
store, each worker on its own keep-alive connection. Prints index build and restart
times, requests per second and latency percentiles. Run with ``make bench``; nothing
here asserts a time.
"""

from __future__ import annotations

import asyncio
import csv
import json
import statistics
import time
from pathlib import Path
from urllib.parse import urlencode

import httpx
import pytest

from assistant.retail.sandbox.catalog import Catalog
from tests.conftest import sandbox_process

ROOT = Path(__file__).resolve().parents[2]
SHARED = ROOT.parent / "shared" / "data"
CATALOG = SHARED / "catalog" / "us-grocery.jsonl"
LINES = SHARED / "lines" / "tastecooking-ingredient-lines.csv"
CONCURRENCY = 16
REQUESTS = 6000
WARMUP = 400
STORES = ("70600123", "01400352", "70300027", "62000081")


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

    with sandbox_process(data_dir, "--catalog", str(CATALOG)) as sandbox:
        port = int(sandbox.base.rsplit(":", 1)[1])
        stores = asyncio.run(_run(port, sandbox.client_id, sandbox.client_secret))
    rps, p50, p95, p99, mean_hits = stores
    terms = _terms()
    measured = {terms[i % len(terms)].lower() for i in range(WARMUP, WARMUP + REQUESTS)}
    print(
        f"product search, {REQUESTS} requests at concurrency {CONCURRENCY} over HTTP: "
        f"{rps:.0f} req/s, p50 {p50:.1f} ms, p95 {p95:.1f} ms, p99 {p99:.1f} ms "
        f"({len(measured)} distinct terms, mean {mean_hits:.0f} matches per term)"
    )


class KeepAliveClient:
    """A minimal HTTP/1.1 keep-alive GET client over asyncio streams. httpx spends about
    1.5 ms of client CPU per request, which caps a one-process load generator near 600
    req/s and would measure the client, not the sandbox."""

    def __init__(self, port: int, token: str) -> None:
        self.port, self.token = port, token
        self.reader: asyncio.StreamReader | None = None
        self.writer: asyncio.StreamWriter | None = None

    async def get(self, path: str) -> tuple[int, bytes]:
        if self.reader is None or self.writer is None:
            self.reader, self.writer = await asyncio.open_connection("127.0.0.1", self.port)
        self.writer.write(
            f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\n"
            f"Authorization: Bearer {self.token}\r\n\r\n".encode()
        )
        head = await self.reader.readuntil(b"\r\n\r\n")
        status = int(head.split(b" ", 2)[1])
        length = 0
        for line in head.split(b"\r\n"):
            if line.lower().startswith(b"content-length:"):
                length = int(line.split(b":", 1)[1])
        return status, await self.reader.readexactly(length)

    def close(self) -> None:
        if self.writer is not None:
            self.writer.close()


async def _token(port: int, client_id: str, secret: str) -> str:
    async with httpx.AsyncClient(base_url=f"http://127.0.0.1:{port}", timeout=30) as http:
        for _ in range(300):
            try:
                await http.get("/v1/chains")
                break
            except httpx.TransportError:
                await asyncio.sleep(0.1)
        response = await http.post(
            "/v1/connect/oauth2/token",
            data={"grant_type": "client_credentials", "scope": "product.compact"},
            auth=(client_id, secret),
        )
        token: str = response.json()["access_token"]
        return token


async def _run(port: int, client_id: str, secret: str) -> tuple[float, float, float, float, float]:
    token = await _token(port, client_id, secret)
    terms = _terms()
    paths = [
        "/v1/products?"
        + urlencode(
            {"filter.term": terms[i % len(terms)], "filter.limit": "10"}
            | ({"filter.locationId": STORES[i % len(STORES)]} if i % 2 else {})
        )
        for i in range(WARMUP + REQUESTS)
    ]
    latencies: list[float] = []
    totals: list[int] = []

    async def worker(items: list[str], record: bool) -> None:
        client = KeepAliveClient(port, token)
        try:
            for path in items:
                start = time.perf_counter()
                status, body = await client.get(path)
                elapsed = time.perf_counter() - start
                assert status == 200, body
                if record:
                    latencies.append(elapsed * 1000)
                    totals.append(json.loads(body)["meta"]["pagination"]["total"])
        finally:
            client.close()

    async def phase(items: list[str], record: bool) -> float:
        chunks = [items[i::CONCURRENCY] for i in range(CONCURRENCY)]
        start = time.perf_counter()
        await asyncio.gather(*(worker(chunk, record) for chunk in chunks))
        return time.perf_counter() - start

    await phase(paths[:WARMUP], record=False)
    wall = await phase(paths[WARMUP:], record=True)
    return (
        REQUESTS / wall,
        statistics.median(latencies),
        _percentile(latencies, 0.95),
        _percentile(latencies, 0.99),
        statistics.fmean(totals),
    )
