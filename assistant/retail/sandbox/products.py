"""Products: search (``GET /v1/products``), one product (``GET /v1/products/{id}``).

Search needs a term or product ids (a brand alone is refused, as live). With
``filter.productId`` (up to 50, comma-separated) the other filters are ignored except
``filter.locationId``, which still prices the result; ids not found are listed in
``meta.warnings``. With ``filter.locationId`` each product carries that store's price,
promotion, stock, fulfillment and aisle (``offers.py``); products the store does not
carry stay in results with no price and every fulfillment flag false, and
``filter.fulfillment`` keeps only products available through any of the given modes.
An unknown location id (well-formed) gives an empty result, not an error.
"""

from __future__ import annotations

import re
from functools import lru_cache

from litestar import get
from litestar.params import FromPath
from msgspec import UNSET, UnsetType

from assistant.retail.sandbox.catalog import RANKED_DEPTH, CatalogProduct, Hits
from assistant.retail.sandbox.context import Req, services
from assistant.retail.sandbox.errors import not_found
from assistant.retail.sandbox.fixtures import World
from assistant.retail.sandbox.images import image_set
from assistant.retail.sandbox.offers import StoreProfile, offer
from assistant.retail.sandbox.params import Query, check_location_id
from assistant.retail.schemas import (
    AisleLocation,
    Envelope,
    Item,
    Meta,
    Pagination,
    Product,
    Temperature,
)

PRODUCT_SCOPES: dict[str, object] = {"scopes": ("product.basic", "product.personalized")}
FULFILLMENT_CODES = ("ais", "csp", "dth", "sth")
MAX_IDS = 50
MAX_START = 250
_PRODUCT_ID = re.compile(r"^\d{13}$")
_SLUG = re.compile(r"[^a-z0-9]+")


@lru_cache(maxsize=32_768)
def product_view(product: CatalogProduct, store: StoreProfile | None, base_url: str) -> Product:
    """The wire shape of one catalog product, priced for ``store`` when given. Cached:
    it is a pure function of its arguments and popular products are asked for again and
    again (callers must not mutate the result)."""
    item = Item(item_id=product.product_id, size=product.size, sold_by=product.sold_by)
    aisles: list[AisleLocation] | UnsetType = UNSET
    if store is not None:
        deal = offer(store, product)
        item.fulfillment = deal.fulfillment
        if deal.price is not None:
            item.price = deal.price
        if deal.inventory is not None:
            item.inventory = deal.inventory
        aisles = [deal.aisle] if deal.aisle is not None else []
    slug = _SLUG.sub("-", product.description.lower()).strip("-")
    return Product(
        product_id=product.product_id,
        upc=product.upc,
        product_page_uri=f"/p/{slug}/{product.product_id}",
        aisle_locations=aisles,
        brand=product.brand if product.brand else UNSET,
        categories=list(product.categories),
        description=product.description,
        images=image_set(base_url, product.product_id),
        items=[item],
        temperature=Temperature(
            indicator=product.temperature.indicator,
            heat_sensitive=product.temperature.heat_sensitive,
        ),
    )


def _available(product: CatalogProduct, store: StoreProfile, modes: list[str]) -> bool:
    f = offer(store, product).fulfillment
    flags = {"ais": f.in_store, "csp": f.curbside, "dth": f.delivery, "sth": f.ship_to_home}
    return any(flags[m] for m in modes)


def _base_url(request: Req) -> str:
    return str(request.base_url).rstrip("/")


def _store(world: World, q: Query, number: int) -> tuple[StoreProfile | None, bool]:
    """(store profile or None, whether a location id was given at all)."""
    raw = q.get("filter.locationId")
    if raw is None:
        return None, False
    check_location_id(raw, "PRODUCT", number)
    return world.profiles.get(raw), True


@get("/v1/products", opt=PRODUCT_SCOPES)
async def search_products(request: Req) -> Envelope[list[Product]]:
    """Search products. Query: filter.term (3-127 characters, at most 8 words) or
    filter.productId (up to 50, comma list), filter.brand (case-sensitive, | list),
    filter.locationId (store prices, stock, fulfillment, aisle), filter.fulfillment
    (ais,csp,dth,sth), filter.start (1-250), filter.limit (1-50, default 10). Scope
    product.basic.
    """
    catalog, world = services(request).catalog, services(request).world
    q = Query(request.query_params, "PRODUCT")
    base = _base_url(request)
    store, located = _store(world, q, 2011)

    ids = q.csv("filter.productId")
    if ids:
        if len(ids) > MAX_IDS:
            raise q.error(2012, f"Field 'productId' must have {MAX_IDS} or fewer values")
        if not all(_PRODUCT_ID.match(i) for i in ids):
            raise q.error(2013, "Field 'productId' must have a length of 13 characters")
        found: list[Product] = []
        missing: list[str] = []
        for pid in dict.fromkeys(ids):
            pos = catalog.by_id.get(pid)
            if pos is None or (located and store is None):
                missing.append(pid)
            else:
                found.append(product_view(catalog.products[pos], store, base))
        meta = Meta(pagination=Pagination(start=1, limit=len(ids), total=len(found)))
        if missing:
            meta.warnings = [f"Product not found: {pid}" for pid in missing]
        return Envelope(data=found, meta=meta)

    term = q.get("filter.term")
    if term is None:
        raise q.error(2016, "Field 'term' or 'productId' must be used")
    if not 3 <= len(term) < 128:
        raise q.error(
            2017, "Field 'term' must have three or more characters and less than 128 characters"
        )
    if len(term.split()) > 8:
        raise q.error(2018, "Field 'term' must have eight words or fewer")
    modes = [m.lower() for m in q.csv("filter.fulfillment")]
    if any(m not in FULFILLMENT_CODES for m in modes):
        raise q.error(2019, "Field 'fulfillment' must be one or more of ais, csp, dth, sth")
    if modes and not located:
        raise q.error(2020, "Field 'fulfillment' requires 'filter.locationId'")
    start = q.integer("filter.start", low=0, high=MAX_START, default=1, number=2014, label="start")
    start = max(start, 1)  # 1-based as the spec says; live servers also take 0
    limit = q.integer("filter.limit", low=1, high=50, default=10, number=2015, label="limit")
    brands = q.csv("filter.brand", sep="|")

    hits = Hits((), 0)
    if store is not None or not located:
        # A fulfillment filter must see every match to count exactly; plain paging only
        # needs the reachable depth.
        depth = len(catalog.products) if modes else RANKED_DEPTH
        hits = catalog.search(term, brands, depth=depth)
    positions, total = hits
    if modes and store is not None:
        products = catalog.products
        positions = tuple(p for p in positions if _available(products[p], store, modes))
        total = len(positions)
    page = [
        product_view(catalog.products[p], store, base)
        for p in positions[start - 1 : start - 1 + limit]
    ]
    return Envelope(
        data=page, meta=Meta(pagination=Pagination(start=start, limit=limit, total=total))
    )


@get("/v1/products/{product_id:str}", opt=PRODUCT_SCOPES)
async def get_product(request: Req, product_id: FromPath[str]) -> Envelope[Product]:
    """One product by its 13-digit id; filter.locationId adds store data."""
    catalog, world = services(request).catalog, services(request).world
    q = Query(request.query_params, "PRODUCT")
    if not _PRODUCT_ID.match(product_id):
        raise q.error(2013, "Field 'productId' must have a length of 13 characters")
    store, _ = _store(world, q, 2011)
    pos = catalog.by_id.get(product_id)
    if pos is None:
        raise not_found("PRODUCT", 2404, f"Product {product_id} not found")
    return Envelope(data=product_view(catalog.products[pos], store, _base_url(request)))


ROUTES = [search_products, get_product]
