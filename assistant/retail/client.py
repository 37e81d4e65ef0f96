"""RetailClient: the one way the assistant reaches the Retail API.

One long-lived ``httpx.AsyncClient`` (explicit timeouts and connection limits) and
typed methods for the whole spec, returning the ``schemas`` Structs. Works unchanged
against the sandbox and the real API (``RetailConfig``). Errors (``assistant.errors``):

    RetailError
    ├── RetailUnavailable        network, timeout, 5xx (``ambiguous`` for unanswered writes)
    ├── RetailRateLimited        429 (``retry_after``)
    ├── RetailNotFound           404
    ├── RetailRejected           400 / 409 …, with the server's reason
    ├── RetailUnauthorized       401 for the application
    ├── RetailForbidden          403
    └── CustomerReauthRequired   a customer's refresh was refused: sign in again

Resilience: reads (GET/HEAD) retry connect errors, timeouts, 5xx and short 429s with
jittered exponential backoff inside an overall deadline; a 429 whose ``Retry-After`` is
longer than ``max_retry_after`` is raised at once. Writes are never retried: after an
unanswered write the caller reads the cart to learn what happened.
Economy: product searches are cached (bounded LRU with a TTL) and identical searches in
flight share one request; ``usage()`` reports calls per endpoint family against the
daily quotas.
"""

from __future__ import annotations

import asyncio
import random
import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Sequence
from typing import Any, TypeVar

import httpx
import msgspec

from assistant.errors import (
    CustomerReauthRequired,
    RetailError,
    RetailNotFound,
    RetailRateLimited,
    RetailRejected,
    RetailUnauthorized,
    RetailUnavailable,
)
from assistant.retail.auth import (
    AppTokens,
    BearerAuth,
    Clock,
    CustomerSessions,
    MemoryTokenStore,
    TokenEndpoint,
    TokenStore,
)
from assistant.retail.config import RetailConfig
from assistant.retail.schemas import (
    Cart,
    CartAdd,
    CartAddItem,
    CartItemUpdate,
    Chain,
    ClippedCoupon,
    Collection,
    Coupon,
    CouponClip,
    Delivery,
    DeliveryAction,
    Department,
    Envelope,
    Location,
    LoyaltyInfo,
    Meta,
    NewCart,
    NewCartItem,
    Pagination,
    Product,
    Profile,
)
from assistant.retail.wire import decode, error_from_response

T = TypeVar("T")
MAX_IDS_PER_REQUEST = 50
APP_SCOPES = ("product.basic", "coupons.basic")  # what the application reads by itself


class ProductPage(msgspec.Struct, frozen=True, kw_only=True):
    products: list[Product]
    total: int
    start: int
    limit: int
    warnings: list[str] = []


class Usage(msgspec.Struct, frozen=True, kw_only=True):
    family: str
    calls: int
    limit: int | None
    resets_at: float


class RetailClient:
    def __init__(
        self,
        config: RetailConfig,
        *,
        token_store: TokenStore | None = None,
        transport: httpx.AsyncBaseTransport | None = None,
        clock: Clock = time.time,
        sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
        app_scopes: Sequence[str] = APP_SCOPES,
    ) -> None:
        self.config = config
        self.http = httpx.AsyncClient(
            base_url=config.base_url,
            transport=transport,
            timeout=httpx.Timeout(config.read_timeout, connect=config.connect_timeout),
            limits=httpx.Limits(max_connections=32, max_keepalive_connections=16),
            headers={"Accept": "application/json"},
        )
        self.tokens = TokenEndpoint(self.http, config)
        self.app_tokens = AppTokens(self.tokens, config.scope_string(app_scopes), clock)
        self.customers = CustomerSessions(self.tokens, token_store or MemoryTokenStore(), clock)
        self.clock = clock
        self._sleep = sleep
        self._search_cache: OrderedDict[tuple[Any, ...], tuple[float, ProductPage]] = OrderedDict()
        self._in_flight: dict[tuple[Any, ...], asyncio.Future[ProductPage]] = {}
        self._usage: dict[str, tuple[float, int]] = {}

    async def aclose(self) -> None:
        await self.http.aclose()

    def use_token_store(self, store: TokenStore) -> None:
        """Keep customers' tokens in ``store`` (the assistant's encrypted one)."""
        self.customers.store = store

    async def __aenter__(self) -> RetailClient:
        return self

    async def warm_up(self) -> bool:
        """Fetch the app token before the first search needs it, so that the first list
        waits for one round trip fewer. False when the API cannot be reached now: the
        first search then asks again, as it would have anyway."""
        try:
            await self.app_tokens.token()
        except RetailError:
            return False
        return True

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()

    # --- plumbing ---------------------------------------------------------------------

    def _auth(self, user_id: str | None) -> BearerAuth:
        if user_id is None:
            return BearerAuth(self.app_tokens.token, self.app_tokens.renew)

        async def token() -> str:
            return await self.customers.access_token(user_id)

        async def renew(rejected: str) -> str:
            return await self.customers.renew(user_id, rejected)

        return BearerAuth(token, renew)

    def _count(self, path: str) -> None:
        family = path.strip("/").split("/")[1] if path.startswith("/v1/") else path
        now = self.clock()
        start, calls = self._usage.get(family, (now, 0))
        if now >= start + 86_400:
            start, calls = now, 0
        self._usage[family] = (start, calls + 1)

    def usage(self) -> list[Usage]:
        """Calls made per endpoint family in the current 24-hour window, with quotas."""
        limits = self.config.daily_limits
        return [
            Usage(family=f, calls=n, limit=limits.get(f), resets_at=start + 86_400)
            for f, (start, n) in sorted(self._usage.items())
        ]

    async def _send(
        self,
        method: str,
        path: str,
        *,
        params: dict[str, str] | None = None,
        body: object = None,
        user_id: str | None = None,
    ) -> httpx.Response:
        """One API call: auth, error translation, and retries for reads only."""
        read = method in ("GET", "HEAD")
        content = msgspec.json.encode(body) if body is not None else None
        headers = {"Content-Type": "application/json"} if content is not None else None
        deadline = self.clock() + self.config.retry_deadline
        attempt = 0
        while True:
            attempt += 1
            delay: float | None = None
            self._count(path)
            try:
                response = await self.http.request(
                    method,
                    path,
                    params=params,
                    content=content,
                    headers=headers,
                    auth=self._auth(user_id),
                )
            except httpx.TransportError as exc:
                unreachable = RetailUnavailable(f"Retail API unreachable: {exc!r}")
                if not read:
                    # Not connecting at all is the only failure known to change nothing.
                    unreachable.ambiguous = not isinstance(exc, httpx.ConnectError)
                    raise unreachable from exc
                error: RetailError = unreachable
            else:
                if response.status_code < 400:
                    return response
                error = error_from_response(response)
                if isinstance(error, RetailUnauthorized) and user_id is not None:
                    raise CustomerReauthRequired(
                        "the retailer no longer accepts this customer's access",
                        status=401,
                        code=error.code,
                        correlation_id=error.correlation_id,
                    )
                if isinstance(error, RetailRateLimited):
                    wait = error.retry_after
                    if wait is None or wait > self.config.max_retry_after:
                        raise error
                    delay = wait
                elif not isinstance(error, RetailUnavailable):
                    raise error
                if not read:
                    if isinstance(error, RetailUnavailable):
                        error.ambiguous = True  # the server may have done it
                    raise error
            if delay is None:
                backoff = min(
                    self.config.backoff_cap, self.config.backoff_base * 2 ** (attempt - 1)
                )
                delay = backoff * random.uniform(0.5, 1.0)
            if attempt >= self.config.max_attempts or self.clock() + delay > deadline:
                raise error
            await self._sleep(delay)

    async def _get(
        self,
        path: str,
        kind: type[T],
        *,
        params: dict[str, str] | None = None,
        user_id: str | None = None,
    ) -> T:
        response = await self._send("GET", path, params=params, user_id=user_id)
        return decode(response.content, kind)

    async def _exists(self, path: str, params: dict[str, str] | None = None) -> bool:
        try:
            await self._send("HEAD", path, params=params)
        except RetailNotFound:
            return False
        return True

    # --- locations, departments, chains ---------------------------------------------

    async def search_locations(
        self,
        *,
        zip_code: str | None = None,
        lat_long: tuple[float, float] | None = None,
        lat: float | None = None,
        lon: float | None = None,
        radius_miles: int | None = None,
        chain: str | None = None,
        departments: Sequence[str] = (),
        location_ids: Sequence[str] = (),
        limit: int | None = None,
    ) -> list[Location]:
        params = _params(
            {
                "filter.zipCode.near": zip_code,
                "filter.latLong.near": f"{lat_long[0]},{lat_long[1]}" if lat_long else None,
                "filter.lat.near": lat,
                "filter.lon.near": lon,
                "filter.radiusInMiles": radius_miles,
                "filter.chain": chain,
                "filter.department": ",".join(departments) or None,
                "filter.locationId": ",".join(location_ids) or None,
                "filter.limit": limit,
            }
        )
        return (await self._get("/v1/locations", Envelope[list[Location]], params=params)).data

    async def get_location(self, location_id: str) -> Location:
        return (await self._get(f"/v1/locations/{location_id}", Envelope[Location])).data

    async def location_exists(self, location_id: str) -> bool:
        return await self._exists(f"/v1/locations/{location_id}")

    async def departments(self) -> list[Department]:
        return (await self._get("/v1/departments", Envelope[list[Department]])).data

    async def get_department(self, department_id: str) -> Department:
        return (await self._get(f"/v1/departments/{department_id}", Envelope[Department])).data

    async def chains(self) -> list[Chain]:
        return (await self._get("/v1/chains", Envelope[list[Chain]])).data

    async def get_chain(self, name: str) -> Chain:
        return (await self._get(f"/v1/chains/{name}", Envelope[Chain])).data

    # --- products ---------------------------------------------------------------------

    async def search_products(
        self,
        term: str | None = None,
        *,
        location_id: str | None = None,
        product_ids: Sequence[str] = (),
        brands: Sequence[str] = (),
        fulfillment: Sequence[str] = (),
        start: int | None = None,
        limit: int | None = None,
    ) -> ProductPage:
        """One page of products; cached, and identical searches in flight share one call."""
        params = _params(
            {
                "filter.term": term,
                "filter.locationId": location_id,
                "filter.productId": ",".join(product_ids) or None,
                "filter.brand": "|".join(brands) or None,
                "filter.fulfillment": ",".join(fulfillment) or None,
                "filter.start": start,
                "filter.limit": limit,
            }
        )
        key = tuple(sorted(params.items()))
        cached = self._search_cache.get(key)
        if cached is not None and cached[0] > self.clock():
            self._search_cache.move_to_end(key)
            return cached[1]
        pending = self._in_flight.get(key)
        if pending is not None:
            return await asyncio.shield(pending)
        future: asyncio.Future[ProductPage] = asyncio.get_running_loop().create_future()
        self._in_flight[key] = future
        try:
            page = await self._fetch_products(params)
        except BaseException as exc:
            future.set_exception(exc)
            future.exception()  # mark retrieved: nobody may be waiting
            raise
        finally:
            self._in_flight.pop(key, None)
        future.set_result(page)
        self._search_cache[key] = (self.clock() + self.config.search_cache_ttl, page)
        while len(self._search_cache) > self.config.search_cache_size:
            self._search_cache.popitem(last=False)
        return page

    async def _fetch_products(self, params: dict[str, str]) -> ProductPage:
        envelope = await self._get("/v1/products", Envelope[list[Product]], params=params)
        return _page(envelope)

    async def get_product(self, product_id: str, *, location_id: str | None = None) -> Product:
        params = _params({"filter.locationId": location_id})
        path = f"/v1/products/{product_id}"
        return (await self._get(path, Envelope[Product], params=params)).data

    async def get_products(
        self, product_ids: Sequence[str], *, location_id: str | None = None
    ) -> list[Product]:
        """Many products by id, 50 a request (concurrently), in the order asked; ids the
        API does not know are left out."""
        ids = list(dict.fromkeys(product_ids))
        chunks = [ids[i : i + MAX_IDS_PER_REQUEST] for i in range(0, len(ids), MAX_IDS_PER_REQUEST)]
        pages = await asyncio.gather(
            *(self.search_products(product_ids=c, location_id=location_id) for c in chunks)
        )
        found = {p.product_id: p for page in pages for p in page.products}
        return [found[i] for i in ids if i in found]

    # --- coupons ----------------------------------------------------------------------

    async def coupons(
        self,
        *,
        merchant: str | None = None,
        location_id: str | None = None,
        product_ids: Sequence[str] = (),
        channels: Sequence[str] = (),
        user_id: str | None = None,
    ) -> list[Coupon]:
        params = _params(
            {
                "filter.merchant": merchant,
                "filter.locationId": location_id,
                "filter.productId": ",".join(product_ids) or None,
                "filter.channels": ",".join(channels) or None,
            }
        )
        envelope = await self._get(
            "/v1/coupons", Envelope[list[Coupon]], params=params, user_id=user_id
        )
        return envelope.data

    async def clip_coupon(self, user_id: str, coupon_id: str) -> ClippedCoupon:
        response = await self._send(
            "POST", "/v1/my_coupons", body=CouponClip(coupon_id=coupon_id), user_id=user_id
        )
        return decode(response.content, Envelope[ClippedCoupon]).data

    async def unclip_coupon(self, user_id: str, coupon_id: str) -> ClippedCoupon:
        response = await self._send(
            "DELETE", "/v1/my_coupons", body=CouponClip(coupon_id=coupon_id), user_id=user_id
        )
        return decode(response.content, Envelope[ClippedCoupon]).data

    # --- identity ---------------------------------------------------------------------

    async def profile(self, user_id: str) -> Profile:
        return (await self._get("/v1/identity/profile", Envelope[Profile], user_id=user_id)).data

    async def loyalty(self, user_id: str) -> LoyaltyInfo:
        path = "/v1/identity/profile/loyalty"
        return (await self._get(path, Envelope[LoyaltyInfo], user_id=user_id)).data

    async def profile_exists(self, email: str) -> bool:
        return await self._exists("/v1/identity/profile", {"email": email})

    # --- carts (partner API) ----------------------------------------------------------

    async def carts(self, user_id: str) -> list[Cart]:
        return (await self._get("/v1/carts", Envelope[list[Cart]], user_id=user_id)).data

    async def create_cart(self, user_id: str, *, name: str = "") -> Cart:
        response = await self._send("POST", "/v1/carts", body=NewCart(name=name), user_id=user_id)
        created = _maybe_cart(response)
        if created is None:  # created, but the body did not say what: read it back
            carts = await self.carts(user_id)
            if not carts:
                raise RetailUnavailable("the cart was created but cannot be read back")
            created = carts[0]
        return created

    async def get_cart(self, user_id: str, cart_id: str) -> Cart:
        return (await self._get(f"/v1/carts/{cart_id}", Envelope[Cart], user_id=user_id)).data

    async def cart(self, user_id: str) -> Cart:
        """The customer's cart, created when they have none. A failed or unanswered
        create is followed by a read: a customer has one cart, so what the read shows
        is the truth, and only when it shows none is the create sent again."""
        for attempt in (1, 2):
            existing = await self.carts(user_id)
            if existing:
                return existing[0]
            try:
                return await self.create_cart(user_id)
            except (RetailUnavailable, RetailRejected):
                if attempt == 2:
                    raise
        raise AssertionError("unreachable")

    async def add_cart_item(self, user_id: str, cart_id: str, item: NewCartItem) -> Cart | None:
        response = await self._send(
            "POST", f"/v1/carts/{cart_id}/items", body=item, user_id=user_id
        )
        return _maybe_cart(response)

    async def update_cart_item(
        self, user_id: str, cart_id: str, upc: str, change: CartItemUpdate
    ) -> Cart | None:
        response = await self._send(
            "PUT", f"/v1/carts/{cart_id}/items/{upc}", body=change, user_id=user_id
        )
        return _maybe_cart(response)

    async def remove_cart_item(self, user_id: str, cart_id: str, upc: str) -> None:
        await self._send("DELETE", f"/v1/carts/{cart_id}/items/{upc}", user_id=user_id)

    # --- the public cart API ----------------------------------------------------------

    async def add_to_public_cart(
        self, user_id: str, items: Sequence[CartAddItem], *, modality: str | None = None
    ) -> None:
        """``PUT /cart/add``: write-only; quantities add to what is in the cart."""
        body = CartAdd(items=list(items))
        if modality:
            body.modality = modality
        await self._send("PUT", "/v1/cart/add", body=body, user_id=user_id)

    # --- collections and deliveries ---------------------------------------------------

    async def collections(
        self, user_id: str, *, name: str | None = None, kind: str | None = None
    ) -> list[Collection]:
        params = _params({"filter.name": name, "filter.type": kind})
        envelope = await self._get(
            "/v1/collections", Envelope[list[Collection]], params=params, user_id=user_id
        )
        return envelope.data

    async def deliveries(self, *, following_action: str | None = None) -> list[Delivery]:
        params = _params({"filter.followingAction": following_action})
        return (
            await self._get("/v1/courier/deliveries", Envelope[list[Delivery]], params=params)
        ).data

    async def perform_delivery_action(
        self, delivery_id: str, *, action: str | None = None
    ) -> Delivery:
        body = DeliveryAction(action=action) if action else None
        response = await self._send(
            "POST", "/v1/courier/deliveries", params={"delivery_id": delivery_id}, body=body
        )
        return decode(response.content, Envelope[Delivery]).data


def _params(values: dict[str, object]) -> dict[str, str]:
    return {k: str(v) for k, v in values.items() if v is not None and v != ""}


def _page(envelope: Envelope[list[Product]]) -> ProductPage:
    meta: Meta = envelope.meta
    pagination = meta.pagination
    n = len(envelope.data)
    if isinstance(pagination, Pagination):
        total, start, limit = pagination.total, pagination.start, pagination.limit
    else:
        total, start, limit = n, 1, n
    warnings = meta.warnings if isinstance(meta.warnings, list) else []
    return ProductPage(
        products=envelope.data, total=total, start=start, limit=limit, warnings=warnings
    )


def _maybe_cart(response: httpx.Response) -> Cart | None:
    """The cart a successful write returned, if it returned one we can read: the sandbox
    returns the cart, the partner OpenAPI documents ``{"data": [cart]}``, live servers
    may return nothing. The write itself succeeded either way, so an unreadable body is
    not an error: callers that need the cart read it."""
    if not response.content:
        return None
    try:
        data = decode(response.content, Envelope[Cart | list[Cart]]).data
    except RetailUnavailable:
        return None
    if isinstance(data, list):
        return data[0] if data else None
    return data
