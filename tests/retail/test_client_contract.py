"""Contract tests: every RetailClient method against the sandbox over HTTP (in-process
through ASGITransport, and once against a real ``assistant sandbox`` process), with
token expiry, refresh rotation and single-flight, 429s, flaky and slow servers."""

from __future__ import annotations

import html
import re
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

import anyio
import httpx
import msgspec
import pytest

from assistant.errors import (
    CustomerReauthRequired,
    RetailNotFound,
    RetailRateLimited,
    RetailRejected,
    RetailUnavailable,
)
from assistant.retail.auth import MemoryTokenStore, authorize_url, new_pkce
from assistant.retail.client import RetailClient
from assistant.retail.config import RetailConfig
from assistant.retail.schemas import CartAddItem, CartItemUpdate, NewCartItem
from tests.conftest import RunningSandbox, Sandbox, SandboxFactory, sandbox_process

pytestmark = pytest.mark.anyio
REDIRECT = "http://localhost:3000/callback"
SMITHS = "70600123"
MILK = "0001111041700"
BANANAS = "0000000004011"
USER = "user-1"
CUSTOMER_SCOPES = [
    "product.basic",
    "cart.basic:rw",
    "profile.full",
    "coupon.personalized:rw",
    "coupons.basic",
    "collection.basic",
]


class FakeClock:
    def __init__(self) -> None:
        self.offset = 0.0

    def __call__(self) -> float:
        return time.time() + self.offset


ClientFactory = Callable[..., Awaitable[tuple[RetailClient, Sandbox]]]


@pytest.fixture
async def make_client(sandbox_factory: SandboxFactory) -> AsyncIterator[ClientFactory]:
    clients: list[RetailClient] = []

    async def build(
        *, partner: bool = True, sandbox: Sandbox | None = None, **overrides: Any
    ) -> tuple[RetailClient, Sandbox]:
        client_kw = {
            k: overrides.pop(k) for k in ("clock", "sleep", "app_scopes") if k in overrides
        }
        config_kw = {
            k: overrides.pop(k) for k in list(overrides) if k in RetailConfig.__struct_fields__
        }
        sandbox = sandbox or await sandbox_factory(**overrides)
        creds = sandbox.register(partner=partner, redirect_uris=(REDIRECT,))
        config = RetailConfig(
            base_url="http://sandbox.test",
            client_id=creds.client_id,
            client_secret=creds.client_secret,
            cart_api="partner" if partner else "public",
            **config_kw,
        )
        client = RetailClient(
            config,
            token_store=MemoryTokenStore(),
            transport=httpx.ASGITransport(app=sandbox.app),  # type: ignore[arg-type]
            **client_kw,
        )
        clients.append(client)
        return client, sandbox

    yield build
    for client in clients:
        await client.aclose()


async def sign_in(
    client: RetailClient,
    user_id: str = USER,
    *,
    scopes: list[str] = CUSTOMER_SCOPES,
    username: str = "demo@example.com",
    password: str = "demo-password",
) -> None:
    """The customer's browser (through the client's own transport) plus the code exchange."""
    verifier, challenge = new_pkce()
    url = authorize_url(
        client.config, redirect_uri=REDIRECT, scopes=scopes, state="s", code_challenge=challenge
    )
    page = await client.http.get(url)
    assert page.status_code == 200, page.text
    fields = {
        k: html.unescape(v)
        for k, v in re.findall(r'<input type="hidden" name="([^"]+)" value="([^"]*)"', page.text)
    }
    answer = await client.http.post(
        url.split("?")[0],
        data={**fields, "username": username, "password": password, "decision": "approve"},
    )
    assert answer.status_code == 303, answer.text
    code = parse_qs(urlsplit(answer.headers["location"]).query)["code"][0]
    await client.customers.exchange_code(
        user_id, code=code, redirect_uri=REDIRECT, code_verifier=verifier
    )


async def test_locations_departments_chains(make_client: ClientFactory) -> None:
    client, _ = await make_client()
    stores = await client.search_locations(zip_code="84045", limit=5)
    assert stores and stores[0].chain == "SMITHS"
    near = await client.search_locations(lat_long=(40.35, -111.9), radius_miles=15, chain="smiths")
    assert near and all(s.chain == "SMITHS" for s in near)
    with_pharmacy = await client.search_locations(departments=["09"], limit=200)
    assert all("09" in {d.department_id for d in s.departments} for s in with_pharmacy)
    picked = await client.search_locations(location_ids=[SMITHS, "01400352"])
    assert {s.location_id for s in picked} == {SMITHS, "01400352"}
    assert (await client.get_location(SMITHS)).location_id == SMITHS
    assert await client.location_exists(SMITHS) is True
    assert await client.location_exists("99999999") is False
    with pytest.raises(RetailRejected) as bad:
        await client.get_location("123")
    assert bad.value.status == 400 and "8 characters" in bad.value.reason
    assert any(d.department_id == "09" for d in await client.departments())
    assert (await client.get_department("09")).name == "Pharmacy"
    assert "KROGER" in {c.name for c in await client.chains()}
    assert (await client.get_chain("smiths")).name == "SMITHS"
    with pytest.raises(RetailNotFound):
        await client.get_chain("NOPE")


async def test_products(make_client: ClientFactory) -> None:
    client, sandbox = await make_client()
    page = await client.search_products("milk", location_id=SMITHS, limit=20)
    assert page.total >= len(page.products) > 0 and page.limit == 20
    assert any(not isinstance(p.items[0].price, type(None)) for p in page.products)
    kroger = await client.search_products("milk", brands=["Kroger"], limit=50)
    assert kroger.products and all(p.brand == "Kroger" for p in kroger.products)
    in_store = await client.search_products("cereal", location_id=SMITHS, fulfillment=["ais"])
    assert in_store.total <= (await client.search_products("cereal", location_id=SMITHS)).total
    second = await client.search_products("milk", location_id=SMITHS, limit=20, start=21)
    assert second.start == 21
    product = await client.get_product(MILK, location_id=SMITHS)
    assert product.description == "Kroger 2% Reduced Fat Milk"
    ids = [p.product_id for p in sandbox.services.catalog.products[:120]]
    asked = [*ids[:60], "0000000000001", *ids[60:]]
    found = await client.get_products(asked)
    assert [p.product_id for p in found] == ids  # in order, unknown id left out


async def test_coupons_for_app_and_customer(make_client: ClientFactory) -> None:
    client, _ = await make_client()
    coupons = await client.coupons(location_id=SMITHS)
    assert coupons
    await sign_in(client)
    mine = await client.coupons(user_id=USER)
    assert all(c.clipped is False for c in mine)
    clipped = await client.clip_coupon(USER, mine[0].coupon_id)
    assert clipped.clipped and clipped.card_number
    assert {c.coupon_id for c in await client.coupons(user_id=USER) if c.clipped} == {
        mine[0].coupon_id
    }
    assert (await client.unclip_coupon(USER, mine[0].coupon_id)).clipped is False


async def test_identity_collections_deliveries(make_client: ClientFactory) -> None:
    client, sandbox = await make_client()
    await sign_in(client)
    profile = await client.profile(USER)
    assert profile.email == "demo@example.com"
    assert (await client.loyalty(USER)).loyalty.card_number == "4901052237814"
    assert {c.type for c in await client.collections(USER)} >= {"PURCHASE_HISTORY", "LIST"}
    assert [c.name for c in await client.collections(USER, name="weekly")] == ["Weekly basics"]

    courier, _ = await make_client(
        sandbox=sandbox, app_scopes=["delivery.basic:rw", "profile.exists"]
    )
    waiting = await courier.deliveries(following_action="CONFIRM")
    done = await courier.perform_delivery_action(waiting[0].delivery_id, action="CONFIRM")
    assert done.status == "CONFIRMED"
    assert await courier.profile_exists("demo@example.com") is True
    assert await courier.profile_exists("nobody@example.com") is False


async def test_partner_cart_methods(make_client: ClientFactory) -> None:
    client, _ = await make_client()
    await sign_in(client)
    assert await client.carts(USER) == []
    cart = await client.cart(USER)  # creates it
    assert cart.items == [] and (await client.cart(USER)).id == cart.id
    after_add = await client.add_cart_item(
        USER,
        cart.id,
        NewCartItem(
            upc=MILK, quantity=2, allow_substitutes=False, special_instructions="latest date"
        ),
    )
    assert after_add is not None and after_add.items[0].quantity == 2
    with pytest.raises(RetailRejected) as conflict:
        await client.add_cart_item(USER, cart.id, NewCartItem(upc=MILK, quantity=1))
    assert conflict.value.status == 409
    updated = await client.update_cart_item(USER, cart.id, MILK, CartItemUpdate(quantity=4))
    assert updated is not None and updated.items[0].quantity == 4
    await client.remove_cart_item(USER, cart.id, MILK)
    assert (await client.get_cart(USER, cart.id)).items == []
    await client.add_to_public_cart(USER, [CartAddItem(upc=BANANAS, quantity=6)])
    assert [(i.upc, i.quantity) for i in (await client.get_cart(USER, cart.id)).items] == [
        (BANANAS, 6)
    ]


async def test_public_app_cart_add(make_client: ClientFactory) -> None:
    client, sandbox = await make_client(partner=False)
    await sign_in(client, scopes=["product.basic", "cart.basic:rw"])
    await client.add_to_public_cart(USER, [CartAddItem(upc=MILK, quantity=1)], modality="PICKUP")
    customer = next(iter(sandbox.services.accounts.by_id))
    rows = sandbox.services.store.db.execute(
        "SELECT quantity FROM cart_items JOIN carts ON carts.id = cart_items.cart_id"
        " WHERE carts.customer_id = ?",
        [customer],
    ).fetchall()
    assert rows == [(1,)]


async def test_expired_token_is_refreshed_once_on_401(make_client: ClientFactory) -> None:
    client, sandbox = await make_client()
    await sign_in(client)
    before = await client.customers.store.load(USER)
    assert before is not None
    # the retailer expires every token it issued; the client still believes in its own
    store = sandbox.services.store
    store.db.execute("UPDATE tokens SET expires_at = 0 WHERE kind = 'access'")
    store._token_cache.clear()
    calls = client.tokens.calls
    assert (await client.profile(USER)).email == "demo@example.com"
    assert client.tokens.calls == calls + 1
    after = await client.customers.store.load(USER)
    assert after is not None and after.refresh_token != before.refresh_token  # rotated, saved


async def test_refresh_is_single_flight(make_client: ClientFactory) -> None:
    clock = FakeClock()
    client, _ = await make_client(clock=clock)
    await sign_in(client)
    clock.offset = 3600  # every stored access token is now past its expiry
    calls = client.tokens.calls
    results: list[str] = []

    async def read() -> None:
        results.append((await client.profile(USER)).id)

    async with anyio.create_task_group() as tg:
        for _ in range(20):
            tg.start_soon(read)
    assert len(results) == 20
    assert client.tokens.calls == calls + 1  # exactly one refresh for 20 callers


async def test_refused_refresh_requires_sign_in_again(make_client: ClientFactory) -> None:
    clock = FakeClock()
    client, sandbox = await make_client(clock=clock)
    await sign_in(client)
    tokens = await client.customers.store.load(USER)
    assert tokens is not None
    sandbox.services.store.revoke_family(
        sandbox.services.store.lookup_token(tokens.refresh_token).family_id  # type: ignore[union-attr]
    )
    clock.offset = 3600
    with pytest.raises(CustomerReauthRequired):
        await client.profile(USER)
    assert await client.customers.store.load(USER) is None
    with pytest.raises(CustomerReauthRequired):
        await client.carts(USER)


async def test_app_token_is_shared_and_cached(make_client: ClientFactory) -> None:
    client, _ = await make_client()
    async with anyio.create_task_group() as tg:
        for term in ("milk", "eggs", "bread", "rice", "tea", "jam", "oats", "salt"):
            tg.start_soon(client.search_products, term)
    assert client.tokens.calls == 1
    await client.chains()
    assert client.tokens.calls == 1


async def test_warm_up_fetches_the_app_token_before_the_first_search(
    make_client: ClientFactory,
) -> None:
    client, _ = await make_client()
    assert await client.warm_up() is True
    assert client.tokens.calls == 1
    await client.search_products("milk")
    assert client.tokens.calls == 1  # the search found the token waiting


async def test_warm_up_with_wrong_credentials_says_so_and_raises_nothing(
    make_client: ClientFactory,
) -> None:
    client, sandbox = await make_client()
    wrong = msgspec.structs.replace(client.config, client_secret="not-the-secret")
    transport = httpx.ASGITransport(app=sandbox.app)  # type: ignore[arg-type]
    async with RetailClient(wrong, transport=transport) as refused:
        assert await refused.warm_up() is False


async def test_lat_and_lon_filters(make_client: ClientFactory) -> None:
    client, _ = await make_client()
    stores = await client.search_locations(lat=40.35, lon=-111.9)
    assert stores and stores[0].chain == "SMITHS"


async def test_unknown_customer_must_sign_in(make_client: ClientFactory) -> None:
    client, _ = await make_client()
    with pytest.raises(CustomerReauthRequired):
        await client.carts("someone-else")


async def test_rate_limit_is_raised_with_retry_after(make_client: ClientFactory) -> None:
    client, _ = await make_client(partner=False, daily_limits={"products": 2})
    await client.search_products("milk")
    await client.search_products("eggs")
    with pytest.raises(RetailRateLimited) as limited:
        await client.search_products("bread")
    assert limited.value.retry_after is not None and limited.value.retry_after > 3600
    usage = {u.family: u for u in client.usage()}
    assert usage["products"].calls == 3 and usage["products"].limit == 10_000


async def test_flaky_server_reads_succeed_writes_never_duplicate(
    make_client: ClientFactory,
) -> None:
    async def no_wait(_: float) -> None:
        return None

    client, _ = await make_client(fail_rate=0.34, sleep=no_wait)
    for term in ("milk", "eggs", "bread", "apples", "cheese", "coffee"):
        assert (await client.search_products(term)).products
    await sign_in(client)
    cart = await client.cart(USER)
    added, failed = [], []
    sandbox_ids = [MILK, BANANAS, "0001111098693", "0007225046457", "0005150039464"]
    for upc in sandbox_ids:
        try:
            await client.add_cart_item(USER, cart.id, NewCartItem(upc=upc, quantity=1))
            added.append(upc)
        except RetailUnavailable as exc:
            assert exc.ambiguous  # the caller must read the cart to know
            failed.append(upc)
    assert failed, "with a third of the requests failing some writes must fail"
    items = (await client.get_cart(USER, cart.id)).items
    assert sorted(i.upc for i in items) == sorted(added)  # no duplicates, no ghosts
    assert all(i.quantity == 1 for i in items)


async def test_search_cache_and_sharing(make_client: ClientFactory) -> None:
    client, _ = await make_client()
    sent = 0
    original = client.http.send

    async def counting_send(request: httpx.Request, **kw: Any) -> httpx.Response:
        nonlocal sent
        if request.url.path == "/v1/products":
            sent += 1
        return await original(request, **kw)

    client.http.send = counting_send  # type: ignore[method-assign]
    async with anyio.create_task_group() as tg:
        for _ in range(8):
            tg.start_soon(client.search_products, "peanut butter")
    assert sent == 1
    await client.search_products("peanut butter")
    assert sent == 1
    await client.search_products("peanut butter", location_id=SMITHS)
    assert sent == 2


async def test_slow_server_still_answers(make_client: ClientFactory) -> None:
    client, _ = await make_client(latency_ms=40)
    assert (await client.search_products("bananas")).products


async def test_live_scope_names_and_form_client_auth(make_client: ClientFactory) -> None:
    client, _ = await make_client(scope_names="live", client_auth="form")
    assert client.app_tokens.scopes == "product.compact coupons.basic"
    assert (await client.search_products("milk")).products
    await sign_in(client, scopes=["product.basic", "cart.basic:rw", "profile.basic"])
    assert (await client.profile(USER)).id


def test_against_a_real_sandbox_process(tmp_path: Path) -> None:
    """Real sockets, a 2-second token lifetime and 20 ms latency: the app token expires
    mid-test and the client renews it ahead of expiry."""
    with sandbox_process(
        tmp_path / "data", "--token-ttl", "2", "--latency-ms", "20", redirect_uri=REDIRECT
    ) as sandbox:
        anyio.run(_real_process_checks, sandbox)


async def _real_process_checks(sandbox: RunningSandbox) -> None:
    config = RetailConfig(
        base_url=sandbox.base,
        client_id=sandbox.client_id,
        client_secret=sandbox.client_secret,
        refresh_margin=0.5,
    )
    async with RetailClient(config) as client:
        assert (await client.search_locations(zip_code="84045"))[0].chain == "SMITHS"
        assert (await client.search_products("milk", location_id=SMITHS)).products
        calls = client.tokens.calls
        await anyio.sleep(1.6)  # past (expires_in − margin): the next call renews first
        assert (await client.get_product(MILK)).product_id == MILK
        assert client.tokens.calls == calls + 1
