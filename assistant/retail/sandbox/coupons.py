"""Coupons: ``GET /v1/coupons`` over the authored fixture coupons.

A coupon record (``schemas.Coupon``)::

    couponId        8-digit id
    brand           brand it promotes, or null for store-wide offers
    description     shopper-facing text ("Save $1.00 on any TWO Cheerios Cereals")
    savings         {type: AMOUNT_OFF | PERCENT_OFF | BUY_X_GET_Y_FREE, amount, minimumQuantity}
    productIds      13-digit ids the coupon applies to
    categories      departments of those products
    merchants       chains where it is valid; empty means every chain
    channels        where it can be redeemed: IN_STORE, PICKUP, DELIVERY, SHIP
    startDate       first valid day (ISO date)
    expirationDate  last valid day (ISO date)
    limitPerCustomer, terms

Filters (all optional, combined with AND): ``filter.merchant`` (chain, case-insensitive),
``filter.locationId`` (the coupons valid at that store's chain), ``filter.productId``
(comma list: coupons for any of them), ``filter.channels`` (comma list: coupons redeemable
through any of them). Only coupons valid today are listed, soonest expiry first.
"""

from __future__ import annotations

import datetime as dt

from litestar import get

from assistant.retail.sandbox.context import Req, services
from assistant.retail.sandbox.fixtures import World
from assistant.retail.sandbox.oauth import principal
from assistant.retail.sandbox.params import Query, check_location_id
from assistant.retail.sandbox.personal import clipped_ids
from assistant.retail.schemas import Coupon, Envelope, Meta, Pagination

CHANNELS = ("IN_STORE", "PICKUP", "DELIVERY", "SHIP")


def find_coupons(world: World, q: Query, today: dt.date) -> list[Coupon]:
    merchants: set[str] = set()
    if (merchant := q.get("filter.merchant")) is not None:
        merchants.add(merchant.upper())
    if (location_id := q.get("filter.locationId")) is not None:
        check_location_id(location_id, "COUPON", 7001)
        store = world.location_by_id.get(location_id)
        if store is None:
            return []
        merchants.add(store.chain.upper())
    product_ids = set(q.csv("filter.productId"))
    channels = {c.upper() for c in q.csv("filter.channels")}
    if unknown := channels - set(CHANNELS):
        raise q.error(
            7002,
            f"Field 'channels' has unknown value(s) {', '.join(sorted(unknown))};"
            f" use {', '.join(CHANNELS)}",
        )

    found: list[Coupon] = []
    for fixture in world.coupons:
        coupon = fixture.materialize(today)
        if not coupon.start_date <= today.isoformat() <= coupon.expiration_date:
            continue
        valid_at = {m.upper() for m in coupon.merchants}
        if valid_at and any(m not in valid_at for m in merchants):
            continue
        if product_ids and not product_ids.intersection(coupon.product_ids):
            continue
        if channels and not channels.intersection(coupon.channels):
            continue
        found.append(coupon)
    found.sort(key=lambda c: (c.expiration_date, c.coupon_id))
    return found


@get("/v1/coupons", opt={"scopes": ("coupons.basic",)})
async def list_coupons(request: Req) -> Envelope[list[Coupon]]:
    """Coupons valid today. Query: filter.merchant, filter.locationId, filter.productId (comma
    list), filter.channels (IN_STORE,PICKUP,DELIVERY,SHIP). Customer tokens see clipped.
    Scope coupons.basic.
    """
    svc = services(request)
    coupons = find_coupons(svc.world, Query(request.query_params, "COUPON"), dt.date.today())
    customer_id = principal(request).customer_id
    if customer_id is not None:  # a customer sees which coupons are on their card
        clipped = clipped_ids(svc.store, customer_id)
        for coupon in coupons:
            coupon.clipped = coupon.coupon_id in clipped
    n = len(coupons)
    return Envelope(data=coupons, meta=Meta(pagination=Pagination(start=1, limit=n, total=n)))


ROUTES = [list_coupons]
