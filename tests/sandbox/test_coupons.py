"""Coupons through HTTP: only today's coupons, each filter, validation, and scope."""

from __future__ import annotations

import datetime as dt

import pytest

from assistant.retail.schemas import ApiErrorBody, Coupon, Envelope
from tests.conftest import Sandbox, decode, page

pytestmark = pytest.mark.anyio


@pytest.fixture
async def headers(sandbox: Sandbox) -> dict[str, str]:
    return await sandbox.auth_headers("coupons.basic")


async def _coupons(sandbox: Sandbox, headers: dict[str, str], **params: str) -> list[Coupon]:
    query = {f"filter.{k}": v for k, v in params.items()}
    response = await sandbox.http.get("/v1/coupons", params=query, headers=headers)
    assert response.status_code == 200, response.text
    envelope = decode(response, Envelope[list[Coupon]])
    assert page(envelope).total == len(envelope.data)
    return envelope.data


async def test_fixture_coupons_point_at_real_products(sandbox: Sandbox) -> None:
    catalog = sandbox.services.catalog
    coupons = sandbox.services.world.coupons
    assert len(coupons) >= 40
    for coupon in coupons:
        assert coupon.product_ids
        assert all(pid in catalog.by_id for pid in coupon.product_ids), coupon.coupon_id


async def test_only_coupons_valid_today_are_listed(
    sandbox: Sandbox, headers: dict[str, str]
) -> None:
    listed = await _coupons(sandbox, headers)
    today = dt.date.today().isoformat()
    assert listed
    for coupon in listed:
        assert coupon.start_date <= today <= coupon.expiration_date
    expected = {
        c.coupon_id
        for c in (f.materialize(dt.date.today()) for f in sandbox.services.world.coupons)
        if c.start_date <= today <= c.expiration_date
    }
    assert {c.coupon_id for c in listed} == expected
    assert [c.expiration_date for c in listed] == sorted(c.expiration_date for c in listed)


async def test_merchant_and_location_filters(sandbox: Sandbox, headers: dict[str, str]) -> None:
    everything = await _coupons(sandbox, headers)
    smiths = await _coupons(sandbox, headers, merchant="smiths")
    assert smiths and len(smiths) < len(everything)
    for coupon in smiths:
        assert not coupon.merchants or "SMITHS" in coupon.merchants
    at_store = await _coupons(sandbox, headers, locationId="70600123")  # a Smith's
    assert [c.coupon_id for c in at_store] == [c.coupon_id for c in smiths]
    assert await _coupons(sandbox, headers, locationId="99999999") == []


async def test_product_and_channel_filters(sandbox: Sandbox, headers: dict[str, str]) -> None:
    everything = await _coupons(sandbox, headers)
    target = everything[0].product_ids[0]
    for_product = await _coupons(sandbox, headers, productId=f"{target},0000000000001")
    assert for_product and all(target in c.product_ids for c in for_product)
    shipping = await _coupons(sandbox, headers, channels="SHIP")
    assert len(shipping) < len(everything)
    assert all("SHIP" in c.channels for c in shipping)
    either = await _coupons(sandbox, headers, channels="ship,pickup")
    assert len(either) >= len(shipping)


@pytest.mark.parametrize(
    ("params", "fragment"),
    [
        ({"filter.channels": "MAIL"}, "unknown value(s) MAIL"),
        ({"filter.locationId": "123"}, "length of 8 characters"),
    ],
)
async def test_bad_filters_are_400(
    sandbox: Sandbox, headers: dict[str, str], params: dict[str, str], fragment: str
) -> None:
    response = await sandbox.http.get("/v1/coupons", params=params, headers=headers)
    assert response.status_code == 400
    assert fragment in decode(response, ApiErrorBody).errors.reason


async def test_coupons_need_their_scope(sandbox: Sandbox) -> None:
    headers = await sandbox.auth_headers("product.compact")
    response = await sandbox.http.get("/v1/coupons", headers=headers)
    assert response.status_code == 403
