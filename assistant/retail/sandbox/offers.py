"""What a store does with a product: carried or not, price and promotion, stock level,
fulfillment and aisle — derived deterministically from (store, product).

Nothing here is random: every figure comes from a keyed BLAKE2b hash of the location id
and product id, so the same query always answers the same, across restarts and
processes, while stores still differ from each other like real ones do.
"""

from __future__ import annotations

import hashlib
import math

import msgspec

from assistant.retail.sandbox.catalog import CatalogProduct
from assistant.retail.schemas import AisleLocation, Fulfillment, Inventory, Price

CARRY_RATE = 0.88  # share of the catalog an ordinary store carries
CARRY_RATE_STAPLE = 0.98  # fresh departments and eggs: nearly every store has them
STAPLE_CATEGORIES = frozenset({"Produce", "Dairy", "Eggs", "Meat & Seafood", "Bakery"})
PROMO_RATE = 0.16
RETAIL_ENDINGS = (0.29, 0.49, 0.79, 0.99)


class StoreProfile(msgspec.Struct, frozen=True, kw_only=True):
    """The parts of a location that shape its offers."""

    location_id: str
    chain: str
    curbside: bool
    delivery: bool
    ship_to_home: bool


class Offer(msgspec.Struct, frozen=True, kw_only=True):
    carried: bool
    price: Price | None = None
    inventory: Inventory | None = None
    fulfillment: Fulfillment
    aisle: AisleLocation | None = None


NOT_CARRIED = Offer(
    carried=False,
    fulfillment=Fulfillment(curbside=False, delivery=False, in_store=False, ship_to_home=False),
)


def _unit(key: str) -> list[float]:
    """Eight independent uniform numbers in [0, 1) for one key."""
    raw = hashlib.blake2b(key.encode(), digest_size=16, person=b"retail-sandbox").digest()
    return [int.from_bytes(raw[i : i + 2], "big") / 65536 for i in range(0, 16, 2)]


def retail_price(value: float) -> float:
    """Round to the nearest price with a usual retail ending (.29 .49 .79 .99)."""
    dollars = math.floor(value)
    candidates = [dollars - 1 + 0.99] + [dollars + e for e in RETAIL_ENDINGS]
    best = min((c for c in candidates if c > 0), key=lambda c: abs(c - value), default=0.29)
    return round(max(best, 0.29), 2)


def chain_price_factor(chain: str) -> float:
    """Banners price differently (±6 %)."""
    return 0.94 + 0.12 * _unit(f"chain:{chain}")[0]


def offer(store: StoreProfile, product: CatalogProduct) -> Offer:
    u = _unit(f"{store.location_id}:{product.product_id}")
    staple = bool(STAPLE_CATEGORIES.intersection(product.categories))
    if u[0] >= (CARRY_RATE_STAPLE if staple else CARRY_RATE):
        return NOT_CARRIED

    regular = retail_price(product.price * chain_price_factor(store.chain) * (0.97 + 0.06 * u[1]))
    promo = 0.0
    if u[2] < PROMO_RATE:
        promo = retail_price(regular * (0.70 + 0.2 * u[3]))
        if promo >= regular:
            promo = 0.0
    price = Price(regular=regular, promo=promo)

    stock = (
        "HIGH"
        if u[4] < 0.80
        else "LOW"
        if u[4] < 0.93
        else "TEMPORARILY_OUT_OF_STOCK"
        if u[4] < 0.98
        else None
    )
    available = stock != "TEMPORARILY_OUT_OF_STOCK"
    shippable = (
        product.temperature.indicator == "Ambient" and not product.temperature.heat_sensitive
    )
    fulfillment = Fulfillment(
        curbside=available and store.curbside,
        delivery=available and store.delivery,
        in_store=True,
        ship_to_home=available and store.ship_to_home and shippable and u[5] < 0.3,
    )
    category = product.categories[0] if product.categories else "General"
    aisle_u = _unit(f"{store.location_id}:aisle:{category}")
    aisle = AisleLocation(
        bay_number=str(1 + int(u[6] * 20)),
        description=category.upper(),
        number=str(1 + int(aisle_u[0] * 30)),
        number_of_facings=str(1 + int(u[7] * 4)),
        sequence_number="1",
        side="L" if aisle_u[1] < 0.5 else "R",
        shelf_number=str(1 + int(u[7] * 16) % 6),
        shelf_position_in_bay=str(1 + int(u[6] * 160) % 8),
    )
    return Offer(
        carried=True,
        price=price,
        inventory=Inventory(stock_level=stock) if stock else None,
        fulfillment=fulfillment,
        aisle=aisle,
    )
