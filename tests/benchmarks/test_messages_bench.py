"""Benchmark: the assistant service under load. A real ``assistant serve`` process (its
embedded sandbox in-process, fixture catalog); 16 people at once, each sending list
messages of 10 lines drawn from a pool of varied shoppers' lines. Prints sustained
messages per second and latency percentiles; nothing here asserts a time."""

from __future__ import annotations

import asyncio
import json
import os
import random
import statistics
import time
import uuid
from pathlib import Path

import httpx

from assistant.web.signing import signed_headers
from tests.conftest import assistant_process

SECRET = "bench-secret"
CONCURRENCY = 16
LISTS_PER_PERSON = int(os.environ.get("BENCH_LISTS", "6"))
LINES_PER_LIST = 10
PRODUCTS = """whole milk|2% milk|skim milk|large eggs|bananas|gala apples|strawberries|blueberries
|baby spinach|romaine lettuce|yellow onions|russet potatoes|carrots|celery|avocados|limes|lemons
|roma tomatoes|cucumbers|broccoli|ground beef|chicken breasts|bacon|pork chops|salmon fillets
|shrimp|sliced turkey|cheddar cheese|shredded mozzarella|cream cheese|unsalted butter
|greek yogurt|sour cream|whole wheat bread|bagels|tortillas|spaghetti|penne|white rice
|black beans|marinara sauce|peanut butter|strawberry jam|honey|cheerios|oatmeal|coffee
|green tea|orange juice|apple juice|sparkling water|potato chips|tortilla chips|salsa
|frozen peas|frozen pizza|vanilla ice cream|paper towels|toilet paper|dish soap
|laundry detergent|olive oil|all purpose flour|sugar|salt|black pepper|cinnamon""".replace(
    "\n", ""
).split("|")
AMOUNTS = ["", "", "", "2 ", "3 ", "a dozen ", "1 lb ", "2 lb ", "half gallon ", "x2 "]


def a_list(rng: random.Random) -> str:
    lines = []
    for product in rng.sample(PRODUCTS, LINES_PER_LIST):
        amount = rng.choice(AMOUNTS)
        lines.append(f"{product} x2" if amount == "x2 " else f"{amount}{product}")
    return "\n".join(lines)


async def _send(http: httpx.AsyncClient, user: str, text: str) -> float:
    body = json.dumps({"user": user, "message_id": uuid.uuid4().hex, "text": text}).encode()
    started = time.perf_counter()
    response = await http.post("/api/messages", content=body, headers=signed_headers(SECRET, body))
    elapsed = time.perf_counter() - started
    response.raise_for_status()
    return elapsed


async def _person(http: httpx.AsyncClient, index: int, latencies: list[float]) -> None:
    user = f"bench-{index}-{uuid.uuid4().hex[:6]}"
    rng = random.Random(index)
    for setup in ("hi", "84045", "1"):
        await _send(http, user, setup)
    for _ in range(LISTS_PER_PERSON):
        latencies.append(await _send(http, user, a_list(rng)))


async def _run(base: str) -> tuple[float, list[float]]:
    latencies: list[float] = []
    limits = httpx.Limits(max_connections=CONCURRENCY, max_keepalive_connections=CONCURRENCY)
    async with httpx.AsyncClient(base_url=base, timeout=60, limits=limits) as http:
        # a warm-up person so that the first figures are not the process's start-up
        await _person(http, 999, [])
        started = time.perf_counter()
        await asyncio.gather(*(_person(http, i, latencies) for i in range(CONCURRENCY)))
        wall = time.perf_counter() - started
    return wall, latencies


def test_list_messages_under_load(tmp_path: Path) -> None:
    env = {
        **os.environ,
        "ASSISTANT_DATA_DIR": str(tmp_path / "data"),
        "ASSISTANT_WEBHOOK_SECRET": SECRET,
    }
    env.pop("RETAIL_BASE_URL", None)
    with assistant_process(env) as running:
        wall, latencies = asyncio.run(_run(running.base))
    latencies.sort()
    count = len(latencies)
    p95 = latencies[max(0, int(0.95 * count) - 1)]
    print(
        f"\nassistant, {count} list messages of {LINES_PER_LIST} lines at concurrency"
        f" {CONCURRENCY} (lists grow to {LISTS_PER_PERSON * LINES_PER_LIST} lines):"
        f" {count / wall:.1f} messages/s ({count * LINES_PER_LIST / wall:.0f} lines/s),"
        f" latency median {statistics.median(latencies) * 1000:.0f} ms,"
        f" p95 {p95 * 1000:.0f} ms, max {latencies[-1] * 1000:.0f} ms"
    )
