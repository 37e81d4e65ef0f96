"""Replay tests: RetailClient against the real Retail API's documented responses.

Every body served here is a recorded or documented response of the real (Kroger-style)
API, not something our sandbox produced:

- ``retail-api-facts.md``: the live product JSON, the live error bodies, the cart
  example, the public ``/identity/profile`` shape (embedded literally below, each with a
  comment citing it);
- ``openapi/*.json``: the OpenAPI documents. Their ``responses`` → ``content`` →
  ``application/json`` entries carry no whole-body ``example``/``examples`` for the
  endpoints the client calls (only partner-only catalog, checkout and locker endpoints
  have them), so the documented body is assembled, at test time, from the response
  schema's per-property ``example`` values (``default`` where there is no example, and a
  neutral value of the declared type where there is neither). See ``documented()``.

The transport is ``httpx.MockTransport``: it answers the token endpoint and replays the
bodies, recording every request so the tests can count them.
"""

from __future__ import annotations

import asyncio
import copy
import email.utils
import time
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs

import httpx
import msgspec
import pytest
from msgspec import UNSET

from assistant.errors import (
    CustomerReauthRequired,
    RetailError,
    RetailForbidden,
    RetailNotFound,
    RetailRateLimited,
    RetailRejected,
    RetailUnauthorized,
    RetailUnavailable,
)
from assistant.retail.auth import CustomerTokens, MemoryTokenStore
from assistant.retail.client import RetailClient
from assistant.retail.config import RetailConfig
from assistant.retail.schemas import (
    Address,
    Cart,
    DayHours,
    Fulfillment,
    Hours,
    Inventory,
    Loyalty,
    ModalityCapabilities,
    NewCartItem,
    Price,
    Temperature,
)

pytestmark = pytest.mark.anyio

BASE = "https://api.example.test"
TOKEN_URL = f"{BASE}/v1/connect/oauth2/token"
CONFIG = RetailConfig(base_url=BASE, client_id="id", client_secret="secret")
OPENAPI = Path(__file__).resolve().parents[3] / "shared/reference/openapi"
CORRELATION_ID = "5a9c0a4e-replay-correlation"
USER = "user-1"
MILK = "0001111041700"
LOCATION = "01400376"

# --- recorded bodies (retail-api-facts.md) --------------------------------------------

# retail-api-facts.md, "Products": the full live product shape, verbatim.
LIVE_PRODUCT: dict[str, Any] = {
    "productId": "0001111041700",
    "upc": "0001111041700",
    "productPageURI": "/p/kroger-2-reduced-fat-milk/0001111041700",
    "brand": "Kroger",
    "description": "Kroger 2% Reduced Fat Milk",
    "categories": ["Dairy"],
    "countryOrigin": "UNITED STATES",
    "aisleLocations": [
        {
            "bayNumber": "12",
            "description": "DAIRY",
            "number": "25",
            "numberOfFacings": "4",
            "sequenceNumber": "1",
            "side": "L",
            "shelfNumber": "2",
            "shelfPositionInBay": "3",
        }
    ],
    "images": [
        {
            "perspective": "front",
            "featured": True,
            "sizes": [
                {"size": "xlarge", "url": "…/images/xlarge/front/0001111041700"},
                {"size": "thumbnail", "url": "…"},
            ],
        }
    ],
    "items": [
        {
            "itemId": "0001111041700",
            "favorite": False,
            "size": "1 gal",
            "soldBy": "UNIT",
            "inventory": {"stockLevel": "HIGH"},
            "fulfillment": {
                "curbside": True,
                "delivery": True,
                "inStore": True,
                "shipToHome": False,
            },
            "price": {"regular": 3.49, "promo": 2.99},
        }
    ],
    "itemInformation": {"depth": "4.1", "height": "10.2", "width": "6.0"},
    "temperature": {"indicator": "Refrigerated", "heatSensitive": False},
}

# retail-api-facts.md, "Carts": the partner cart example, verbatim.
LIVE_CART: dict[str, Any] = {
    "id": "2b9b3963-…",
    "createdDate": "2018-01-18T16:05:05.206+0000",
    "name": "High Protein Diet",
    "items": [
        {
            "upc": "0001111060903",
            "description": "Kroger 2% Reduced Fat Milk",
            "quantity": 1,
            "allowSubstitutes": True,
            "specialInstructions": "Bag separately",
            "modality": "PICKUP",
            "createdDate": "…",
        }
    ],
}

# retail-api-facts.md, "Identity": the public profile, verbatim.
PUBLIC_PROFILE: dict[str, Any] = {
    "data": {"id": "53990804-cfd1-43f3-8256-bdc9817a4fd0"},
    "meta": {},
}


def live_day(open_: str = "05:00", close: str = "23:00") -> dict[str, Any]:
    """retail-api-facts.md, "Locations": a weekday of ``hours``."""
    return {"open": open_, "close": close, "open24": False}


def live_location(*, flag: str = "open24", address_line2: str | None = None) -> dict[str, Any]:
    """A location assembled from retail-api-facts.md ("Locations, departments, chains"):
    IANA ``timezone``, the ``gmtOffset`` label, the top-level 24-hour flag (spelled
    ``flag``), lower-case weekdays and ``departments`` as the live array. Address and
    geolocation values are the OpenAPI's examples."""
    address: dict[str, Any] = {
        "addressLine1": "2900 W. St. Rt. 22 & 3",
        "city": "Maineville",
        "county": "WARREN COUNTY",
        "state": "OH",
        "zipCode": "45039",
    }
    if address_line2 is not None:
        address["addressLine2"] = address_line2
    week = {day: live_day() for day in ("monday", "tuesday", "wednesday", "thursday")}
    week |= {"friday": live_day(), "saturday": live_day(), "sunday": live_day("07:00")}
    return {
        "locationId": LOCATION,
        "storeNumber": "00376",
        "divisionNumber": "014",
        "chain": "KROGER",
        "name": "Kroger Landen",
        "phone": "5551234567",
        "address": address,
        "geolocation": {
            "latitude": 39.3110881,
            "longitude": -84.2751167,
            "latLng": "39.3110881,-84.2751167",
        },
        "hours": {
            "timezone": "America/New_York",
            "gmtOffset": "(UTC-05:00) Eastern Time (US Canada)",
            flag: True,
            **week,
        },
        "departments": [
            {"departmentId": "09", "name": "Pharmacy", "phone": "5551234567"},
            {
                "departmentId": "0K",
                "name": "Pickup",
                "hours": {flag: False, "monday": live_day("08:00", "20:00")},
            },
            {"departmentId": "LY", "name": "Fuel Center"},
        ],
    }


def api_error(code: str, reason: str, timestamp: int = 1568391692365) -> dict[str, Any]:
    """retail-api-facts.md, "Errors seen live": the API error body."""
    return {"errors": {"timestamp": timestamp, "code": code, "reason": reason}}


# --- documented bodies (openapi/*.json) --------------------------------------------------

_NEUTRAL: dict[str, Any] = {"boolean": True, "string": "", "number": 0, "integer": 0}
_SPECS: dict[str, Any] = {}


def _spec(document: str) -> Any:
    if document not in _SPECS:
        path = OPENAPI / document
        if not path.is_file():
            pytest.skip(f"reference document {path} is not available")
        _SPECS[document] = msgspec.json.decode(path.read_bytes())
    return _SPECS[document]


def _example(schema: dict[str, Any], components: dict[str, Any], variant: int) -> Any:
    if "$ref" in schema:
        name = schema["$ref"].rsplit("/", 1)[-1]
        return _example(components[name], components, variant)
    if "example" in schema:
        return copy.deepcopy(schema["example"])
    if "default" in schema:
        return copy.deepcopy(schema["default"])
    if "oneOf" in schema:
        return _example(schema["oneOf"][variant], components, 0)
    kind = schema.get("type")
    if kind == "array":
        return [_example(schema["items"], components, 0)]
    if kind == "object" or "properties" in schema:
        properties: dict[str, Any] = schema.get("properties", {})
        return {name: _example(sub, components, 0) for name, sub in properties.items()}
    return _NEUTRAL.get(str(kind))


def documented(
    document: str, path: str, method: str, status: str, *, variant: int = 0
) -> dict[str, Any]:
    """The documented ``application/json`` body of one response of ``openapi/document``:
    its ``example``/``examples`` when it has one, otherwise assembled from the response
    schema's per-property examples (``variant`` picks among ``oneOf`` alternatives)."""
    spec = _spec(document)
    content = spec["paths"][path][method]["responses"][status]["content"]["application/json"]
    if "example" in content:
        found: dict[str, Any] = copy.deepcopy(content["example"])
        return found
    if "examples" in content:
        first = next(iter(content["examples"].values()))
        found = copy.deepcopy(first["value"])
        return found
    body: dict[str, Any] = _example(content["schema"], spec["components"]["schemas"], variant)
    return body


def documented_schema(document: str, name: str) -> dict[str, Any]:
    """A component schema's documented values (for asserting what was decoded)."""
    spec = _spec(document)
    components = spec["components"]["schemas"]
    body: dict[str, Any] = _example(components[name], components, 0)
    return body


# --- the replayed API --------------------------------------------------------------------


@dataclass(frozen=True)
class Reply:
    status: int = 200
    body: Any = None  # JSON unless bytes; None = no body
    headers: dict[str, str] = field(default_factory=dict)

    def response(self) -> httpx.Response:
        headers = {"X-Correlation-Id": CORRELATION_ID}
        if isinstance(self.body, bytes):
            content = self.body
        elif self.body is None:
            content = b""
        else:
            content = msgspec.json.encode(self.body)
            headers["Content-Type"] = "application/json"
        return httpx.Response(self.status, content=content, headers=headers | self.headers)


Route = Callable[[httpx.Request], Reply]


class ReplayApi:
    """The mock Retail API: a token endpoint plus replayed bodies per (method, path)."""

    def __init__(self) -> None:
        self.routes: dict[tuple[str, str], Route] = {}
        self.requests: list[httpx.Request] = []
        self.token_forms: list[dict[str, str]] = []
        self.sleeps: list[float] = []
        self.latency = 0.0
        self.store = MemoryTokenStore()
        # A signed-in customer whose access token is fresh.
        self.store.tokens[USER] = CustomerTokens(
            access_token="customer-token-0",
            refresh_token="refresh-0",
            expires_at=time.time() + 1800,
        )

    def serve(self, method: str, path: str, *replies: Reply | dict[str, Any]) -> None:
        """Answer ``method path`` with ``replies`` in turn, repeating the last one."""
        queue = [r if isinstance(r, Reply) else Reply(200, r) for r in replies]

        def route(_: httpx.Request) -> Reply:
            return queue.pop(0) if len(queue) > 1 else queue[0]

        self.routes[(method, path)] = route

    def sent(self, method: str | None = None, path: str | None = None) -> list[httpx.Request]:
        return [
            r
            for r in self.requests
            if (method is None or r.method == method) and (path is None or r.url.path == path)
        ]

    async def sleep(self, seconds: float) -> None:
        self.sleeps.append(seconds)

    async def handle(self, request: httpx.Request) -> httpx.Response:
        if request.url.path == "/v1/connect/oauth2/token":
            return self._token(request)
        # a copy: httpx's auth flow edits and resends the same request object
        self.requests.append(
            httpx.Request(
                request.method, request.url, headers=request.headers.copy(), content=request.content
            )
        )
        if self.latency:
            await asyncio.sleep(self.latency)
        route = self.routes.get((request.method, request.url.path))
        if route is None:
            raise AssertionError(f"no replay for {request.method} {request.url}")
        return route(request).response()

    def _token(self, request: httpx.Request) -> httpx.Response:
        assert request.method == "POST"
        assert str(request.url) == TOKEN_URL
        assert request.headers["Authorization"].startswith("Basic ")
        form = {k: v[0] for k, v in parse_qs(request.content.decode()).items()}
        self.token_forms.append(form)
        n = len(self.token_forms)
        body: dict[str, Any] = {"expires_in": 1800, "token_type": "bearer"}
        if form["grant_type"] == "refresh_token":
            body |= {"access_token": f"customer-token-{n}", "refresh_token": f"refresh-{n}"}
        else:
            body["access_token"] = f"app-token-{n}"
        return Reply(200, body).response()

    @property
    def app_token_requests(self) -> int:
        return sum(f["grant_type"] == "client_credentials" for f in self.token_forms)


@pytest.fixture
def api() -> ReplayApi:
    return ReplayApi()


@pytest.fixture
async def client(api: ReplayApi) -> AsyncIterator[RetailClient]:
    async with RetailClient(
        CONFIG,
        transport=httpx.MockTransport(api.handle),
        token_store=api.store,
        sleep=api.sleep,
    ) as retail:
        yield retail


def envelope(data: Any, **meta: Any) -> dict[str, Any]:
    return {"data": data, "meta": meta}


def product(product_id: str, **extra: Any) -> dict[str, Any]:
    """The smallest live product: no brand, no items (no ``filter.locationId``)."""
    return {"productId": product_id, "upc": product_id, "description": "X", **extra}


# --- 1. products -------------------------------------------------------------------------


async def test_live_product_search_decodes_every_field(
    api: ReplayApi, client: RetailClient
) -> None:
    body = envelope([LIVE_PRODUCT], pagination={"start": 0, "limit": 10, "total": 1})
    api.serve("GET", "/v1/products", body)

    page = await client.search_products("milk", location_id=LOCATION, limit=10)

    (request,) = api.sent("GET", "/v1/products")
    assert request.url.params["filter.term"] == "milk"
    assert request.url.params["filter.locationId"] == LOCATION
    assert request.url.params["filter.limit"] == "10"
    assert request.headers["Authorization"] == "Bearer app-token-1"
    assert (page.total, page.start, page.limit, page.warnings) == (1, 0, 10, [])
    (milk,) = page.products
    assert (milk.product_id, milk.upc, milk.brand) == (MILK, MILK, "Kroger")
    assert milk.description == "Kroger 2% Reduced Fat Milk"
    assert milk.product_page_uri == "/p/kroger-2-reduced-fat-milk/0001111041700"
    assert milk.categories == ["Dairy"]
    assert milk.country_origin == "UNITED STATES"
    assert milk.temperature == Temperature(indicator="Refrigerated", heat_sensitive=False)
    assert not isinstance(milk.aisle_locations, type(UNSET))
    (aisle,) = milk.aisle_locations
    assert (aisle.number, aisle.side, aisle.shelf_number, aisle.bay_number) == (
        "25",
        "L",
        "2",
        "12",
    )
    assert (aisle.description, aisle.number_of_facings) == ("DAIRY", "4")
    (image,) = milk.images
    assert (image.perspective, image.featured) == ("front", True)
    assert [(s.size, s.url) for s in image.sizes] == [
        ("xlarge", "…/images/xlarge/front/0001111041700"),
        ("thumbnail", "…"),
    ]
    (item,) = milk.items
    assert (item.item_id, item.favorite, item.size, item.sold_by) == (MILK, False, "1 gal", "UNIT")
    assert item.inventory == Inventory(stock_level="HIGH")
    assert item.fulfillment == Fulfillment(
        curbside=True, delivery=True, in_store=True, ship_to_home=False
    )
    assert item.price == Price(regular=3.49, promo=2.99)


async def test_openapi_product_with_lowercase_fulfillment_and_default_image(
    api: ReplayApi, client: RetailClient
) -> None:
    body = documented("products.json", "/v1/products/{id}", "get", "200")
    raw_item = body["data"]["items"][0]
    assert set(raw_item["fulfillment"]) == {"curbside", "delivery", "instore", "shiptohome"}
    assert "default" in body["data"]["images"][0]
    assert "featured" not in body["data"]["images"][0]
    # documented extras the client does not model (must be ignored, not fatal)
    assert {"nutritionInformation", "ratingsAndReviews", "aliasProductIds"} <= set(body["data"])
    api.serve("GET", f"/v1/products/{MILK}", body)

    found = await client.get_product(MILK, location_id="01400943")

    (request,) = api.sent("GET", f"/v1/products/{MILK}")
    assert request.url.params["filter.locationId"] == "01400943"
    doc = body["data"]
    assert (found.product_id, found.upc, found.brand) == (doc["productId"], doc["upc"], "Kroger")
    assert found.description == doc["description"] == "Kroger 2% Reduced Fat Milk"
    assert found.product_page_uri == doc["productPageURI"]
    assert found.categories == ["Dairy"]
    (item,) = found.items
    flags = raw_item["fulfillment"]
    assert item.fulfillment == Fulfillment(
        curbside=flags["curbside"],
        delivery=flags["delivery"],
        in_store=flags["instore"],
        ship_to_home=flags["shiptohome"],
    )
    assert isinstance(item.price, Price)
    assert (item.price.regular, item.price.promo) == (1.99, 1.59)
    assert (item.price.regular_per_unit_estimate, item.price.promo_per_unit_estimate) == (
        1.99,
        1.59,
    )
    assert (item.size, item.sold_by) == ("1 gal", "unit")
    assert item.inventory == Inventory(stock_level="HIGH")
    (image,) = found.images
    assert image.perspective == "front"
    assert image.featured is bool(doc["images"][0]["default"])
    assert [(s.size, s.url) for s in image.sizes] == [
        ("medium", "https://www.kroger.com/product/images/medium/front/0001111041700")
    ]
    assert found.temperature == Temperature(
        indicator="Refrigerated", heat_sensitive=doc["temperature"]["heatSensitive"]
    )


async def test_product_variants_promo_zero_missing_fields_extras_and_image_flags(
    api: ReplayApi, client: RetailClient
) -> None:
    no_promo = {
        "itemId": "0000000004011",
        "soldBy": "WEIGHT",
        "fulfillment": {"curbside": True, "delivery": False, "instore": True, "shiptohome": False},
        "price": {"regular": 0.59, "promo": 0},  # "promo: 0 means no promotion"
    }
    no_price = {"itemId": "0001111060903", "size": "1 gal", "inventory": {"stockLevel": "LOW"}}
    body = envelope(
        [
            # no brand (often absent), lower-case fulfillment, a promo of 0, and an
            # image flagged ``default: false`` rather than ``featured``
            product(
                "0000000004011",
                description="Banana",
                items=[no_promo],
                images=[{"perspective": "top", "default": False, "sizes": []}],
                nationalPrice={"regular": 0.69},
                someFutureField={"nested": [1, 2, 3]},
            ),
            # an item without price (no filter.locationId) and unknown item fields
            product(
                "0001111060903",
                brand="Kroger",
                items=[{**no_price, "favorite": True, "nationalPrice": {"regular": 3}}],
                images=[
                    {"perspective": "front", "default": True, "sizes": []},
                    {"perspective": "back", "featured": False, "default": True, "sizes": []},
                    {"id": "img-1", "perspective": "left", "sizes": []},
                ],
            ),
            # no items at all, no images, no categories
            product("0001111041700"),
        ],
        pagination={"start": 1, "limit": 3, "total": 40},
    )
    api.serve("GET", "/v1/products", body)

    page = await client.search_products("banana", start=1, limit=3)

    assert (page.total, page.start, page.limit) == (40, 1, 3)
    banana, milk, bare = page.products
    assert banana.brand is UNSET
    (item,) = banana.items
    assert item.fulfillment == Fulfillment(
        curbside=True, delivery=False, in_store=True, ship_to_home=False
    )
    assert item.price == Price(regular=0.59, promo=0.0)
    assert item.sold_by == "WEIGHT"
    assert item.favorite is False
    assert [(i.perspective, i.featured) for i in banana.images] == [("top", False)]

    assert milk.brand == "Kroger"
    (item,) = milk.items
    assert item.price is UNSET
    assert item.fulfillment is UNSET
    assert item.favorite is True
    assert item.inventory == Inventory(stock_level="LOW")
    assert [(i.perspective, i.featured) for i in milk.images] == [
        ("front", True),
        ("back", False),  # an explicit ``featured`` wins over ``default``
        ("left", UNSET),
    ]

    assert (bare.items, bare.images, bare.categories) == ([], [], [])
    assert bare.brand is UNSET
    assert bare.aisle_locations is UNSET
    assert bare.temperature is UNSET


# --- 2. locations ------------------------------------------------------------------------


@pytest.mark.parametrize("flag", ["open24", "Open24"])
async def test_location_search_reads_both_24_hour_spellings(
    api: ReplayApi, client: RetailClient, flag: str
) -> None:
    api.serve(
        "GET",
        "/v1/locations",
        envelope(
            [live_location(flag=flag), {**live_location(flag=flag), "locationId": "01400943"}],
            pagination={"start": 0, "limit": 2, "total": 2},
        ),
    )

    found = await client.search_locations(zip_code="45039", radius_miles=10, limit=2)

    (request,) = api.sent("GET", "/v1/locations")
    assert request.url.params["filter.zipCode.near"] == "45039"
    assert request.url.params["filter.radiusInMiles"] == "10"
    assert [loc.location_id for loc in found] == [LOCATION, "01400943"]
    store = found[0]
    assert (store.chain, store.name, store.store_number, store.division_number) == (
        "KROGER",
        "Kroger Landen",
        "00376",
        "014",
    )
    assert store.hours.open24 is True
    assert store.hours.timezone == "America/New_York"
    assert store.hours.gmt_offset == "(UTC-05:00) Eastern Time (US Canada)"
    assert store.hours.monday == DayHours(open="05:00", close="23:00", open24=False)
    assert store.hours.sunday == DayHours(open="07:00", close="23:00", open24=False)
    assert (store.geolocation.latitude, store.geolocation.longitude) == (39.3110881, -84.2751167)
    pharmacy, pickup, fuel = store.departments
    assert (pharmacy.department_id, pharmacy.name, pharmacy.phone) == (
        "09",
        "Pharmacy",
        "5551234567",
    )
    assert pharmacy.hours is UNSET
    assert (pickup.department_id, pickup.name, pickup.phone) == ("0K", "Pickup", UNSET)
    assert isinstance(pickup.hours, Hours)
    assert pickup.hours.open24 is False
    assert pickup.hours.monday == DayHours(open="08:00", close="20:00", open24=False)
    assert (fuel.department_id, fuel.name) == ("LY", "Fuel Center")


async def test_location_24_hour_flag_defaults_to_false_when_absent(
    api: ReplayApi, client: RetailClient
) -> None:
    location = live_location()
    del location["hours"]["open24"]
    api.serve("GET", f"/v1/locations/{LOCATION}", envelope(location))

    found = await client.get_location(LOCATION)

    assert found.hours.open24 is False


@pytest.mark.parametrize("line2", [None, "", "Suite 100"])
async def test_get_location_with_and_without_address_line2(
    api: ReplayApi, client: RetailClient, line2: str | None
) -> None:
    api.serve("GET", f"/v1/locations/{LOCATION}", envelope(live_location(address_line2=line2)))

    found = await client.get_location(LOCATION)

    assert found.address == Address(
        address_line1="2900 W. St. Rt. 22 & 3",
        address_line2=UNSET if line2 is None else line2,
        city="Maineville",
        state="OH",
        zip_code="45039",
        county="WARREN COUNTY",
    )


def _openapi_location_with_string_hours() -> dict[str, Any]:
    """The documented location, except ``close``: the OpenAPI declares it a string but
    its example is the number ``1380``; live data sends ``"23:00"`` (facts)."""
    body = documented("locations.json", "/v1/locations/{locationId}", "get", "200")
    data = body["data"]
    for hours in [data["hours"], *(d["hours"] for d in data["departments"])]:
        for day, value in hours.items():
            if isinstance(value, dict):
                assert value["close"] == 1380, day  # what the document says
                value["close"] = "23:00"
    return body


async def test_openapi_location_open24_departments_and_blank_address_line2(
    api: ReplayApi, client: RetailClient
) -> None:
    body = _openapi_location_with_string_hours()
    doc = body["data"]
    assert "Open24" in doc["hours"] and "open24" not in doc["hours"]
    assert doc["address"]["addressLine2"] == ""
    api.serve("GET", f"/v1/locations/{doc['locationId']}", body)

    found = await client.get_location(doc["locationId"])

    assert (found.location_id, found.chain, found.name) == (LOCATION, "KROGER", "Kroger Landen")
    assert found.hours.open24 is doc["hours"]["Open24"]
    assert found.hours.timezone == "America/New_York"
    assert found.hours.friday == DayHours(open="05:00", close="23:00", open24=False)
    assert found.address.address_line2 == ""
    assert found.address.zip_code == "45039"
    assert found.geolocation.lat_lng == "39.3110881,-84.2751167"
    (department,) = found.departments
    assert (department.department_id, department.name, department.phone) == (
        "01",
        "Drug & General Merchandise",
        "5551234567",
    )
    assert isinstance(department.hours, Hours)
    assert department.hours.open24 is False  # documented ``Open24: false``


async def test_openapi_location_search(api: ReplayApi, client: RetailClient) -> None:
    body = documented("locations.json", "/v1/locations", "get", "200")
    single = _openapi_location_with_string_hours()["data"]
    body["data"] = [single]
    api.serve("GET", "/v1/locations", body)

    found = await client.search_locations(lat_long=(39.31, -84.27), chain="KROGER")

    (request,) = api.sent("GET", "/v1/locations")
    assert request.url.params["filter.latLong.near"] == "39.31,-84.27"
    assert request.url.params["filter.chain"] == "KROGER"
    assert [(loc.location_id, loc.address.city) for loc in found] == [(LOCATION, "Maineville")]


async def test_openapi_location_verbatim_numeric_close(
    api: ReplayApi, client: RetailClient
) -> None:
    body = documented("locations.json", "/v1/locations/{locationId}", "get", "200")
    api.serve("GET", f"/v1/locations/{LOCATION}", body)

    found = await client.get_location(LOCATION)

    assert found.location_id == LOCATION


# --- 3. chains, departments -------------------------------------------------------------


async def test_chains_live_shape(api: ReplayApi, client: RetailClient) -> None:
    # retail-api-facts.md: Chain ``{"name": "KROGER", "divisionNumbers": ["014"],
    # "domain": "kroger.com", ...}``
    api.serve(
        "GET",
        "/v1/chains",
        envelope(
            [
                {"name": "KROGER", "divisionNumbers": ["014"], "domain": "kroger.com"},
                {"name": "RALPHS", "divisionNumbers": ["703"], "extra": True},
            ]
        ),
    )

    chains = await client.chains()

    assert [(c.name, c.division_numbers) for c in chains] == [
        ("KROGER", ["014"]),
        ("RALPHS", ["703"]),
    ]
    assert (chains[0].domain, chains[1].domain) == ("kroger.com", UNSET)


# Regression: wire.normalise once renamed these keys too (instore → inStore), which made
# every chain with modalityCapabilities unreadable.
async def test_openapi_chain_with_lowercase_modality_capabilities(
    api: ReplayApi, client: RetailClient
) -> None:
    body = documented("locations.json", "/v1/chains/{name}", "get", "200")
    caps = body["data"]["modalityCapabilities"]
    assert set(caps) == {"delivery", "instore", "curbside", "shiptohome"}
    caps |= {"curbside": False, "shiptohome": False}  # distinguishable values
    api.serve("GET", "/v1/chains/KROGER", body)

    chain = await client.get_chain("KROGER")

    (request,) = api.sent()
    assert request.url.path == "/v1/chains/KROGER"
    assert (chain.name, chain.domain, chain.division_numbers) == (
        "KROGER",
        "kroger.com",
        ["01", "02"],
    )
    assert chain.modality_capabilities == ModalityCapabilities(
        delivery=True, instore=True, curbside=False, shiptohome=False
    )


async def test_openapi_chains_list(api: ReplayApi, client: RetailClient) -> None:
    api.serve("GET", "/v1/chains", documented("locations.json", "/v1/chains", "get", "200"))

    chains = await client.chains()

    doc = documented_schema("locations.json", "locations.chain")
    (chain,) = chains
    assert (chain.name, chain.division_numbers, chain.domain) == (
        doc["name"],
        doc["divisionNumbers"],
        doc["domain"],
    )
    assert (chain.friendly_banner_name, chain.default_title) == ("Baker's", "Baker's")
    assert chain.theme_color == "#ef3e42"
    assert chain.title_extension == doc["titleExtension"]
    assert chain.description == doc["description"]
    assert isinstance(chain.modality_capabilities, ModalityCapabilities)


async def test_departments_and_department(api: ReplayApi, client: RetailClient) -> None:
    api.serve(
        "GET", "/v1/departments", documented("locations.json", "/v1/departments", "get", "200")
    )
    # retail-api-facts.md: department ids are 2 alphanumeric characters (e.g. "0K", "LY")
    api.serve("GET", "/v1/departments/0K", envelope({"departmentId": "0K", "name": "Pickup"}))

    listed = await client.departments()
    one = await client.get_department("0K")

    assert [(d.department_id, d.name) for d in listed] == [("01", "Drug & General Merchandise")]
    assert (one.department_id, one.name) == ("0K", "Pickup")


# --- 4. carts, profile, loyalty ----------------------------------------------------------


async def test_carts_and_cart_from_the_facts_example(api: ReplayApi, client: RetailClient) -> None:
    api.serve("GET", "/v1/carts", envelope([LIVE_CART]))
    api.serve("GET", "/v1/carts/2b9b3963-…", envelope(LIVE_CART))

    carts = await client.carts(USER)
    cart = await client.get_cart(USER, "2b9b3963-…")

    assert carts == [cart]
    assert (cart.id, cart.name, cart.created_date) == (
        "2b9b3963-…",
        "High Protein Diet",
        "2018-01-18T16:05:05.206+0000",
    )
    (item,) = cart.items
    assert (item.upc, item.quantity, item.description) == (
        "0001111060903",
        1,
        "Kroger 2% Reduced Fat Milk",
    )
    assert (item.allow_substitutes, item.special_instructions, item.modality) == (
        True,
        "Bag separately",
        "PICKUP",
    )
    assert item.created_date == "…"
    for request in api.sent():
        assert request.headers["Authorization"] == "Bearer customer-token-0"
    assert api.token_forms == []  # the customer's stored token was used as it was


async def test_openapi_carts_list(api: ReplayApi, client: RetailClient) -> None:
    body = documented("partner.json", "/carts", "get", "200")
    api.serve("GET", "/v1/carts", body)

    (cart,) = await client.carts(USER)

    assert (cart.id, cart.name, cart.created_date) == (
        "2b9b3963-5cac-42f8-9d28-7bebdec0b9e4",
        "High Protein Diet",
        "2018-01-18T16:05:05.206Z",
    )
    (item,) = cart.items
    assert (item.upc, item.quantity, item.modality) == ("0001111060903", 1, "PICKUP")
    assert item.special_instructions == "Bag separate from other groceries."


async def test_profile_public_id_only(api: ReplayApi, client: RetailClient) -> None:
    api.serve("GET", "/v1/identity/profile", PUBLIC_PROFILE)

    profile = await client.profile(USER)

    assert profile.id == "53990804-cfd1-43f3-8256-bdc9817a4fd0"
    assert profile.first_name is UNSET
    assert profile.email is UNSET
    assert profile.addresses is UNSET
    assert profile.loyalty is UNSET


async def test_profile_partner_rich_shape(api: ReplayApi, client: RetailClient) -> None:
    body = documented("partner.json", "/identity/profile", "get", "200")
    api.serve("GET", "/v1/identity/profile", body)

    profile = await client.profile(USER)

    assert (profile.id, profile.first_name, profile.last_name, profile.email) == (
        "53990804-cfd1-43f3-8256-bdc9817a4fd0",
        "John",
        "Doe",
        "noreply@kroger.com",
    )
    assert profile.loyalty == Loyalty(card_number="0123456789")
    assert not isinstance(profile.addresses, type(UNSET))
    (address,) = profile.addresses
    assert (address.address_line1, address.address_line2, address.city) == (
        "1014 Vine St.",
        "",
        "Cincinnati",
    )
    assert (address.state_code, address.postal_code, address.country_code) == ("OH", "45202", "US")
    assert address.address_type == "home"
    assert not isinstance(profile.phone_numbers, type(UNSET))
    assert [(p.type, p.value) for p in profile.phone_numbers] == [("home", "555-555-5555")]


async def test_loyalty(api: ReplayApi, client: RetailClient) -> None:
    body = documented("partner.json", "/identity/profile/loyalty", "get", "200")
    api.serve("GET", "/v1/identity/profile/loyalty", body)

    info = await client.loyalty(USER)

    assert info.loyalty == Loyalty(card_number="0123456789")


async def test_loyalty_facts_shape_without_meta(api: ReplayApi, client: RetailClient) -> None:
    # retail-api-facts.md: ``{"data": {"loyalty": {"cardNumber": "…"}}}`` (no meta)
    api.serve("GET", "/v1/identity/profile/loyalty", {"data": {"loyalty": {"cardNumber": "…"}}})

    info = await client.loyalty(USER)

    assert info.loyalty.card_number == "…"


async def test_add_cart_item_sends_one_item_and_reads_the_cart(
    api: ReplayApi, client: RetailClient
) -> None:
    api.serve("POST", "/v1/carts/2b9b3963-…/items", Reply(201, envelope(LIVE_CART)))

    cart = await client.add_cart_item(
        USER, "2b9b3963-…", NewCartItem(upc="0001111060903", special_instructions="Bag separately")
    )

    (request,) = api.sent("POST")
    assert msgspec.json.decode(request.content) == {
        "upc": "0001111060903",
        "quantity": 1,
        "allowSubstitutes": True,
        "specialInstructions": "Bag separately",
        "modality": "PICKUP",
    }
    assert request.headers["Content-Type"] == "application/json"
    assert isinstance(cart, Cart)
    assert cart.items[0].upc == "0001111060903"


async def test_add_cart_item_no_content(api: ReplayApi, client: RetailClient) -> None:
    api.serve("POST", "/v1/carts/c1/items", Reply(201))

    assert await client.add_cart_item(USER, "c1", NewCartItem(upc=MILK)) is None


@pytest.mark.parametrize("write", ["create_cart", "add_cart_item"])
async def test_cart_writes_documented_201_list_body(
    api: ReplayApi, client: RetailClient, write: str
) -> None:
    documented_path = "/carts" if write == "create_cart" else "/carts/{id}/items"
    body = documented("partner.json", documented_path, "post", "201")
    assert isinstance(body["data"], list)
    cart_id = body["data"][0]["id"]
    api.serve("POST", "/v1/carts", Reply(201, body))
    api.serve("POST", f"/v1/carts/{cart_id}/items", Reply(201, body))

    if write == "create_cart":
        cart: Cart | None = await client.create_cart(USER)
    else:
        cart = await client.add_cart_item(USER, cart_id, NewCartItem(upc=MILK))

    assert len(api.sent("POST")) == 1
    assert cart is None or cart.id == cart_id


async def test_customer_read_401_refreshes_once_then_succeeds(
    api: ReplayApi, client: RetailClient
) -> None:
    unauthorized = Reply(
        401,
        {
            "error": "invalid_token",
            "error_description": "The access token is invalid or has expired",
        },
    )
    api.serve("GET", "/v1/identity/profile", unauthorized, PUBLIC_PROFILE)

    profile = await client.profile(USER)

    assert profile.id == "53990804-cfd1-43f3-8256-bdc9817a4fd0"
    assert [f["grant_type"] for f in api.token_forms] == ["refresh_token"]
    assert api.token_forms[0]["refresh_token"] == "refresh-0"
    first, second = api.sent()
    assert first.headers["Authorization"] == "Bearer customer-token-0"
    assert second.headers["Authorization"] == "Bearer customer-token-1"
    saved = api.store.tokens[USER]
    assert (saved.access_token, saved.refresh_token) == ("customer-token-1", "refresh-1")


async def test_customer_read_401_twice_asks_to_sign_in_again(
    api: ReplayApi, client: RetailClient
) -> None:
    api.serve(
        "GET",
        "/v1/carts",
        Reply(401, {"error": "invalid_token", "error_description": "The access token is invalid"}),
    )

    with pytest.raises(CustomerReauthRequired) as caught:
        await client.carts(USER)

    assert (caught.value.status, caught.value.code) == (401, "invalid_token")
    assert caught.value.correlation_id == CORRELATION_ID
    assert len(api.sent()) == 2
    assert api.sleeps == []


# --- 5. errors ---------------------------------------------------------------------------


@dataclass(frozen=True)
class ErrorCase:
    status: int
    body: Any
    kind: type[RetailError]
    code: str | None
    reason: str


ERROR_CASES = {
    # retail-api-facts.md, "Errors seen live"
    "400 API error": ErrorCase(
        400,
        api_error("PRODUCT-2011-400", "Field 'locationId' must have a length of 8 characters"),
        RetailRejected,
        "PRODUCT-2011-400",
        "Field 'locationId' must have a length of 8 characters",
    ),
    "401 invalid_token": ErrorCase(
        401,
        {
            "error": "invalid_token",
            "error_description": "The access token is invalid or has expired",
        },
        RetailUnauthorized,
        "invalid_token",
        "The access token is invalid or has expired",
    ),
    "401 token missing": ErrorCase(
        401,
        {"error": "invalid_request", "error_description": "The access_token is missing"},
        RetailUnauthorized,
        "invalid_request",
        "The access_token is missing",
    ),
    "403 missing scopes": ErrorCase(
        403,
        api_error("Forbidden", "missing required scopes", 1564143270221),
        RetailForbidden,
        "Forbidden",
        "missing required scopes",
    ),
    "403 AUTH-1007": ErrorCase(
        403,
        api_error("AUTH-1007", "Invalid token on request"),
        RetailForbidden,
        "AUTH-1007",
        "Invalid token on request",
    ),
    "404 message": ErrorCase(
        # partner.json, APIError.InvalidMethodAndValidToken: ``{"message": …}``
        404,
        {"message": "The requested endpoint was not found."},
        RetailNotFound,
        None,
        "The requested endpoint was not found.",
    ),
    "404 no body": ErrorCase(404, None, RetailNotFound, None, "Not Found"),
    "409 not fulfillable": ErrorCase(
        409,
        api_error("CART-4xxx-xxx", "cart not fulfillable"),
        RetailRejected,
        "CART-4xxx-xxx",
        "cart not fulfillable",
    ),
    "429 API error": ErrorCase(
        429,
        api_error("API-4290", "rate limit exceeded"),
        RetailRateLimited,
        "API-4290",
        "rate limit exceeded",
    ),
    "500 CART": ErrorCase(
        500,
        api_error("CART-4xxx-xxx", "Internal server error", 1564159296910),
        RetailUnavailable,
        "CART-4xxx-xxx",
        "Internal server error",
    ),
    "502 empty": ErrorCase(502, None, RetailUnavailable, None, "Bad Gateway"),
    "502 html": ErrorCase(
        502, b"<html><body>502 Bad Gateway</body></html>", RetailUnavailable, None, "Bad Gateway"
    ),
    "503 json list": ErrorCase(503, [], RetailUnavailable, None, "Service Unavailable"),
}


@pytest.mark.parametrize("case", ERROR_CASES.values(), ids=ERROR_CASES.keys())
async def test_error_bodies_become_the_right_exception(
    api: ReplayApi, client: RetailClient, case: ErrorCase
) -> None:
    api.serve("GET", f"/v1/products/{MILK}", Reply(case.status, case.body))

    with pytest.raises(case.kind) as caught:
        await client.get_product(MILK)

    error = caught.value
    assert type(error) is case.kind
    assert (error.status, error.code, error.reason) == (case.status, case.code, case.reason)
    assert error.correlation_id == CORRELATION_ID
    assert str(error).startswith(case.reason)
    sent = len(api.sent())
    if case.status >= 500:
        assert sent == CONFIG.max_attempts  # reads retry 5xx, then give up
        assert len(api.sleeps) == CONFIG.max_attempts - 1
    elif case.status == 401:
        assert sent == 2  # renewed the app token once, then gave up
        assert api.app_token_requests == 2
    else:
        assert sent == 1
        assert api.sleeps == []
    if isinstance(error, RetailRateLimited):
        assert error.retry_after is None  # no Retry-After: not retried


OPENAPI_ERRORS = {
    # (document, path, method, status, oneOf variant) → (class, code, reason)
    "products 403": (
        ("products.json", "/v1/products", "get", "403", 0),
        (RetailForbidden, "Forbidden", "missing required scopes"),
    ),
    "products 500": (
        ("products.json", "/v1/products/{id}", "get", "500", 0),
        (RetailUnavailable, "PRODUCT-4xxx-xxx", "Internal server error"),
    ),
    "departments 400": (
        ("locations.json", "/v1/departments/{id}", "get", "400", 0),
        (RetailRejected, "LOCATION-2119", "Invalid department ID"),
    ),
    "identity 500": (
        ("partner.json", "/identity/profile", "get", "500", 0),
        (RetailUnavailable, "IDENTITY-4xxx-xxx", "Internal server error"),
    ),
    "carts 409": (
        ("partner.json", "/carts/{id}/items", "post", "409", 0),
        (RetailRejected, "CART-4xxx-xxx", "cart not fulfillable"),
    ),
    "products 401 (nested)": (
        ("products.json", "/v1/products", "get", "401", 0),
        (RetailUnauthorized, "invalid_token", "The access token is invalid or has expired"),
    ),
    "products 400 (flat)": (
        ("products.json", "/v1/products", "get", "400", 1),
        (RetailRejected, "API-4101-400", "Field 'locationId' must have a length of 8 characters"),
    ),
}


@pytest.mark.parametrize(
    ("source", "expected"),
    [pytest.param(*value, id=key, marks=[]) for key, value in OPENAPI_ERRORS.items()],
)
async def test_openapi_error_bodies(
    api: ReplayApi,
    client: RetailClient,
    source: tuple[str, str, str, str, int],
    expected: tuple[type[RetailError], str, str],
) -> None:
    document, path, method, status, variant = source
    kind, code, reason = expected
    body = documented(document, path, method, status, variant=variant)
    api.serve("GET", f"/v1/products/{MILK}", Reply(int(status), body))

    with pytest.raises(kind) as caught:
        await client.get_product(MILK)

    error = caught.value
    assert (error.status, error.code, error.reason) == (int(status), code, reason)
    assert error.correlation_id == CORRELATION_ID


async def test_429_with_long_retry_after_is_raised_at_once(
    api: ReplayApi, client: RetailClient
) -> None:
    api.serve(
        "GET",
        "/v1/products",
        Reply(429, api_error("API-4290", "quota exhausted"), {"Retry-After": "3600"}),
    )

    with pytest.raises(RetailRateLimited) as caught:
        await client.search_products("milk")

    error = caught.value
    assert error.retry_after == 3600
    assert (error.status, error.code, error.reason) == (429, "API-4290", "quota exhausted")
    assert error.correlation_id == CORRELATION_ID
    assert len(api.sent()) == 1
    assert api.sleeps == []


async def test_429_with_retry_after_http_date_is_raised_at_once(
    api: ReplayApi, client: RetailClient
) -> None:
    later = email.utils.formatdate(time.time() + 3600, usegmt=True)
    api.serve("GET", "/v1/chains", Reply(429, None, {"Retry-After": later}))

    with pytest.raises(RetailRateLimited) as caught:
        await client.chains()

    assert caught.value.retry_after is not None
    assert 3500 < caught.value.retry_after <= 3600
    assert (caught.value.code, caught.value.reason) == (None, "Too Many Requests")
    assert len(api.sent()) == 1


async def test_429_with_short_retry_after_waits_then_reads(
    api: ReplayApi, client: RetailClient
) -> None:
    api.serve(
        "GET",
        f"/v1/products/{MILK}",
        Reply(429, api_error("API-4290", "slow down"), {"Retry-After": "1"}),
        envelope(LIVE_PRODUCT),
    )

    found = await client.get_product(MILK)

    assert found.product_id == MILK
    assert api.sleeps == [1.0]
    assert len(api.sent()) == 2


async def test_503_then_200_on_a_read_succeeds_through_retry(
    api: ReplayApi, client: RetailClient
) -> None:
    api.serve("GET", f"/v1/locations/{LOCATION}", Reply(503), envelope(live_location()))

    found = await client.get_location(LOCATION)

    assert found.location_id == LOCATION
    assert len(api.sent()) == 2
    (delay,) = api.sleeps
    assert CONFIG.backoff_base * 0.5 <= delay <= CONFIG.backoff_base


async def test_500_on_a_cart_write_is_ambiguous_and_not_retried(
    api: ReplayApi, client: RetailClient
) -> None:
    # retail-api-facts.md: 500 ``{"errors": {"reason": "Internal server error",
    # "code": "CART-4xxx-xxx", "timestamp": …}}``
    body = api_error("CART-4xxx-xxx", "Internal server error", 1564159296910)
    api.serve("POST", "/v1/carts/c1/items", Reply(500, body))

    with pytest.raises(RetailUnavailable) as caught:
        await client.add_cart_item(USER, "c1", NewCartItem(upc=MILK, quantity=2))

    error = caught.value
    assert error.ambiguous is True
    assert (error.status, error.code, error.reason) == (
        500,
        "CART-4xxx-xxx",
        "Internal server error",
    )
    assert error.correlation_id == CORRELATION_ID
    assert len(api.sent("POST", "/v1/carts/c1/items")) == 1
    assert len(api.sent()) == 1
    assert api.sleeps == []


async def test_429_on_a_cart_write_is_raised_without_waiting(
    api: ReplayApi, client: RetailClient
) -> None:
    api.serve(
        "POST",
        "/v1/carts/c1/items",
        Reply(429, api_error("CART-429", "busy"), {"Retry-After": "1"}),
    )

    with pytest.raises(RetailRateLimited) as caught:
        await client.add_cart_item(USER, "c1", NewCartItem(upc=MILK))

    assert caught.value.retry_after == 1
    assert len(api.sent()) == 1
    assert api.sleeps == []


async def test_read_401_renews_the_app_token_once(api: ReplayApi, client: RetailClient) -> None:
    def route(request: httpx.Request) -> Reply:
        if request.headers["Authorization"] == "Bearer app-token-1":
            return Reply(
                401,
                {
                    "error": "invalid_token",
                    "error_description": "The access token is invalid or has expired",
                },
            )
        return Reply(200, envelope(LIVE_PRODUCT))

    api.routes[("GET", f"/v1/products/{MILK}")] = route

    found = await client.get_product(MILK)

    assert found.product_id == MILK
    assert api.app_token_requests == 2
    assert [r.headers["Authorization"] for r in api.sent()] == [
        "Bearer app-token-1",
        "Bearer app-token-2",
    ]
    form = api.token_forms[0]
    assert form["grant_type"] == "client_credentials"
    assert form["scope"] == "product.basic coupons.basic"
    # the renewed token is kept for the next call
    await client.get_product(MILK)
    assert api.app_token_requests == 2
    assert api.sent()[-1].headers["Authorization"] == "Bearer app-token-2"


# --- 6. get_products: batching ----------------------------------------------------------


async def test_get_products_batches_50_ids_keeps_order_and_skips_unknown(
    api: ReplayApi, client: RetailClient
) -> None:
    ids = [f"{n:013d}" for n in range(1, 121)]
    unknown = {i for i in ids if int(i) % 7 == 0}

    def route(request: httpx.Request) -> Reply:
        asked = request.url.params["filter.productId"].split(",")
        assert len(asked) <= 50
        missing = [i for i in asked if i in unknown]
        found = [
            product(i, description=f"product {i}") for i in reversed(asked) if i not in unknown
        ]
        return Reply(200, envelope(found, warnings=missing))

    api.routes[("GET", "/v1/products")] = route

    products = await client.get_products([*ids, *ids[:5]], location_id=LOCATION)

    sent = api.sent("GET", "/v1/products")
    chunks = sorted((r.url.params["filter.productId"].split(",") for r in sent), key=len)
    assert [len(c) for c in chunks] == [20, 50, 50]
    assert sorted(i for c in chunks for i in c) == ids
    assert all(r.url.params["filter.locationId"] == LOCATION for r in sent)
    assert [p.product_id for p in products] == [i for i in ids if i not in unknown]
    assert [p.description for p in products[:2]] == [f"product {ids[0]}", f"product {ids[1]}"]
    assert len(products) == 120 - len(unknown)


async def test_search_products_reports_meta_warnings(api: ReplayApi, client: RetailClient) -> None:
    api.serve(
        "GET",
        "/v1/products",
        envelope([product(MILK)], warnings=["0000000000007"]),  # no pagination
    )

    page = await client.search_products(product_ids=[MILK, "0000000000007"])

    assert (request := api.sent()[0]).url.params["filter.productId"] == f"{MILK},0000000000007"
    assert request.url.params.get("filter.term") is None
    assert page.warnings == ["0000000000007"]
    assert (page.total, page.start, page.limit) == (1, 1, 1)
    assert [p.product_id for p in page.products] == [MILK]


# --- 7. single flight and cache ---------------------------------------------------------


async def test_identical_concurrent_searches_share_one_request_then_hit_the_cache(
    api: ReplayApi, client: RetailClient
) -> None:
    api.latency = 0.01
    api.serve("GET", "/v1/products", envelope([LIVE_PRODUCT]))

    pages = await asyncio.gather(
        *(client.search_products("milk", location_id=LOCATION) for _ in range(10))
    )

    assert len(api.sent("GET", "/v1/products")) == 1
    assert api.app_token_requests == 1
    assert all(p is pages[0] for p in pages)
    assert pages[0].products[0].product_id == MILK

    again = await client.search_products("milk", location_id=LOCATION)
    assert again is pages[0]
    assert len(api.sent("GET", "/v1/products")) == 1

    await client.search_products("bread", location_id=LOCATION)
    assert len(api.sent("GET", "/v1/products")) == 2


async def test_concurrent_identical_search_failure_reaches_every_caller_once(
    api: ReplayApi, client: RetailClient
) -> None:
    api.latency = 0.01
    api.serve(
        "GET",
        "/v1/products",
        Reply(400, api_error("PRODUCT-2017", "Field 'term' must have three or more characters")),
        envelope([LIVE_PRODUCT]),
    )

    results = await asyncio.gather(
        *(client.search_products("mi") for _ in range(5)), return_exceptions=True
    )

    assert len(api.sent()) == 1
    assert all(isinstance(r, RetailRejected) and r.code == "PRODUCT-2017" for r in results)
    # failures are not cached
    page = await client.search_products("mi")
    assert page.products[0].product_id == MILK
    assert len(api.sent()) == 2
