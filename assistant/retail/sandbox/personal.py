"""A customer's own things: coupons clipped to the loyalty card, and collections.

Coupons on card (partner, customer token, scope ``coupon.personalized:rw``):

    POST   /my_coupons  {"couponId": "70000100"}   clip  → 200 {"data": ClippedCoupon}
    DELETE /my_coupons  {"couponId": …} or ?couponId=…   unclip → 200 (clipped false)

``filter.merchant`` (optional) names the chain the customer shops at: clipping a coupon
not valid there is a 400. Only coupons valid today can be clipped (others: 404); clipping
twice is harmless. ``GET /coupons`` with a customer token marks each coupon ``clipped``.

Collections (partner, customer token, scope ``collection.basic``): ``GET /collections``
lists the customer's purchase history, favourites and saved lists (``filter.type``:
PURCHASE_HISTORY, FAVORITES, LIST; ``filter.name``: case-insensitive substring).
"""

from __future__ import annotations

import datetime as dt

import msgspec
from litestar import delete, get, post

from assistant.retail.sandbox.carts import timestamp
from assistant.retail.sandbox.context import Req, services
from assistant.retail.sandbox.errors import bad_request, not_found
from assistant.retail.sandbox.oauth import principal
from assistant.retail.sandbox.params import Query
from assistant.retail.sandbox.store import SandboxStore
from assistant.retail.schemas import (
    ClippedCoupon,
    Collection,
    CouponClip,
    Envelope,
    Meta,
    Pagination,
)

CLIP = {"scopes": ("coupon.personalized:rw",), "partner": True, "customer": True}
COLLECTION_TYPES = ("PURCHASE_HISTORY", "FAVORITES", "LIST")


def ensure_tables(store: SandboxStore) -> None:
    if not store.db["clipped_coupons"].exists():
        store.db.table("clipped_coupons").create(
            {"customer_id": str, "coupon_id": str, "clipped_date": str},
            pk=("customer_id", "coupon_id"),
        )


def clipped_ids(store: SandboxStore, customer_id: str) -> set[str]:
    rows = store.db.execute(
        "SELECT coupon_id FROM clipped_coupons WHERE customer_id = ?", [customer_id]
    ).fetchall()
    return {r[0] for r in rows}


async def _coupon_id(request: Req) -> str:
    body = await request.body()
    if body.strip():
        try:
            return msgspec.json.decode(body, type=CouponClip).coupon_id
        except msgspec.ValidationError as exc:
            raise bad_request("COUPON", 7101, f"Invalid request body: {exc}") from exc
        except msgspec.DecodeError as exc:
            raise bad_request("COUPON", 7102, "Request body is not valid JSON") from exc
    coupon_id: str | None = request.query_params.get("couponId")
    if not coupon_id:
        raise bad_request("COUPON", 7103, "Field 'couponId' is required")
    return coupon_id


def _card(request: Req) -> tuple[str, str]:
    """(customer id, loyalty card number) of the caller."""
    customer_id = principal(request).customer_id or ""
    customer = services(request).accounts.by_id.get(customer_id)
    if customer is None:
        raise not_found("COUPON", 7104, "Customer not found")
    return customer_id, customer.loyalty.card_number


@post("/v1/my_coupons", opt=CLIP, status_code=200)
async def clip_coupon(request: Req) -> Envelope[ClippedCoupon]:
    """Clip a coupon valid today to the customer loyalty card: {couponId}; optional
    filter.merchant. Partner, customer token, coupon.personalized:rw.
    """
    coupon_id = await _coupon_id(request)
    svc = services(request)
    today = dt.date.today()
    fixture = next((c for c in svc.world.coupons if c.coupon_id == coupon_id), None)
    coupon = fixture.materialize(today) if fixture else None
    if coupon is None or not coupon.start_date <= today.isoformat() <= coupon.expiration_date:
        raise not_found("COUPON", 7105, f"Coupon {coupon_id} is not available")
    merchant = Query(request.query_params, "COUPON").get("filter.merchant")
    if merchant and coupon.merchants and merchant.upper() not in coupon.merchants:
        raise bad_request("COUPON", 7106, f"Coupon {coupon_id} is not valid at {merchant}")
    customer_id, card = _card(request)
    svc.store.db.execute(
        "INSERT INTO clipped_coupons (customer_id, coupon_id, clipped_date) VALUES (?, ?, ?)"
        " ON CONFLICT DO NOTHING",
        [customer_id, coupon_id, timestamp()],
    )
    (clipped_date,) = svc.store.db.execute(
        "SELECT clipped_date FROM clipped_coupons WHERE customer_id = ? AND coupon_id = ?",
        [customer_id, coupon_id],
    ).fetchone()
    return Envelope(
        data=ClippedCoupon(
            coupon_id=coupon_id, clipped=True, clipped_date=clipped_date, card_number=card
        )
    )


@delete("/v1/my_coupons", opt=CLIP, status_code=200)
async def unclip_coupon(request: Req) -> Envelope[ClippedCoupon]:
    """Remove a coupon from the card: {couponId} or ?couponId=; 404 when it is not on the card."""
    coupon_id = await _coupon_id(request)
    customer_id, card = _card(request)
    cursor = services(request).store.db.execute(
        "DELETE FROM clipped_coupons WHERE customer_id = ? AND coupon_id = ?",
        [customer_id, coupon_id],
    )
    if cursor.rowcount == 0:
        raise not_found("COUPON", 7107, f"Coupon {coupon_id} is not on this card")
    return Envelope(data=ClippedCoupon(coupon_id=coupon_id, clipped=False, card_number=card))


@get(
    "/v1/collections",
    opt={"scopes": ("collection.basic",), "partner": True, "customer": True},
)
async def list_collections(request: Req) -> Envelope[list[Collection]]:
    """The customer collections (PURCHASE_HISTORY, FAVORITES, LIST). Query: filter.type,
    filter.name (substring). Partner, customer token, collection.basic.
    """
    q = Query(request.query_params, "COLLECTION")
    kind = (q.get("filter.type") or "").upper()
    if kind and kind not in COLLECTION_TYPES:
        raise q.error(9001, "Field 'type' must be one of " + ", ".join(COLLECTION_TYPES))
    name = (q.get("filter.name") or "").lower()
    customer = services(request).accounts.by_id.get(principal(request).customer_id or "")
    collections = [
        c
        for c in (customer.collections if customer else [])
        if (not kind or c.type == kind) and name in c.name.lower()
    ]
    n = len(collections)
    return Envelope(data=collections, meta=Meta(pagination=Pagination(start=1, limit=n, total=n)))


ROUTES = [clip_coupon, unclip_coupon, list_collections]
