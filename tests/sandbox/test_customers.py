"""Identity, coupons on card, collections and courier deliveries through HTTP."""

from __future__ import annotations

import datetime as dt

import pytest
from msgspec import UNSET

from assistant.retail.schemas import (
    ApiErrorBody,
    ClippedCoupon,
    Collection,
    Coupon,
    Delivery,
    Envelope,
    LoyaltyInfo,
    Profile,
)
from tests.conftest import Sandbox, decode

pytestmark = pytest.mark.anyio
DEMO_ID = "53990804-cfd1-43f3-8256-bdc9817a4fd0"


async def test_profile_fields_follow_scopes_and_partnership(sandbox: Sandbox) -> None:
    async def profile(**kw: object) -> Profile:
        headers = await sandbox.customer_headers(**kw)
        response = await sandbox.http.get("/v1/identity/profile", headers=headers)
        assert response.status_code == 200, response.text
        return decode(response, Envelope[Profile]).data

    full = await profile(scope="profile.full")
    assert full.id == DEMO_ID and full.email == "demo@example.com"
    assert full.first_name == "Dana" and full.loyalty is not UNSET
    names = await profile(scope="profile.name")
    assert names.first_name == "Dana" and names.email is UNSET and names.loyalty is UNSET
    public = sandbox.register()
    only_id = await profile(creds=public, scope="profile.compact")
    assert only_id == Profile(id=DEMO_ID)


async def test_profile_exists_by_email(sandbox: Sandbox) -> None:
    headers = await sandbox.auth_headers("profile.exists", partner=True)
    for email, status in (
        ("demo@example.com", 204),
        ("DEMO@example.com", 204),
        ("nobody@example.com", 404),
    ):
        head = await sandbox.http.head(
            "/v1/identity/profile", params={"email": email}, headers=headers
        )
        assert head.status_code == status and head.content == b""
        live = await sandbox.http.get(
            "/v1/identity/profile/invoke/exists", params={"email": email}, headers=headers
        )
        assert live.status_code == status
    bad = await sandbox.http.get(
        "/v1/identity/profile/invoke/exists", params={"email": "not-an-email"}, headers=headers
    )
    assert bad.status_code == 400
    public = await sandbox.auth_headers("product.compact")
    refused = await sandbox.http.head(
        "/v1/identity/profile", params={"email": "demo@example.com"}, headers=public
    )
    assert refused.status_code == 403


async def test_loyalty(sandbox: Sandbox) -> None:
    headers = await sandbox.customer_headers(scope="profile.loyalty")
    response = await sandbox.http.get("/v1/identity/profile/loyalty", headers=headers)
    assert decode(response, Envelope[LoyaltyInfo]).data.loyalty.card_number == "4901052237814"
    client_only = await sandbox.auth_headers("profile.loyalty", partner=True)
    refused = await sandbox.http.get("/v1/identity/profile/loyalty", headers=client_only)
    assert refused.status_code == 403
    assert decode(refused, ApiErrorBody).errors.reason == "Invalid token on request"


async def test_clip_and_unclip_coupons(sandbox: Sandbox) -> None:
    headers = await sandbox.customer_headers(scope="coupon.personalized:rw coupons.basic")
    listed = decode(await sandbox.http.get("/v1/coupons", headers=headers), Envelope[list[Coupon]])
    assert listed.data and all(c.clipped is False for c in listed.data)
    target = listed.data[0].coupon_id

    clip = await sandbox.http.post("/v1/my_coupons", json={"couponId": target}, headers=headers)
    assert clip.status_code == 200
    clipped = decode(clip, Envelope[ClippedCoupon]).data
    assert clipped.clipped and clipped.card_number == "4901052237814" and clipped.clipped_date
    again = await sandbox.http.post("/v1/my_coupons", json={"couponId": target}, headers=headers)
    assert decode(again, Envelope[ClippedCoupon]).data.clipped_date == clipped.clipped_date

    listed = decode(await sandbox.http.get("/v1/coupons", headers=headers), Envelope[list[Coupon]])
    assert {c.coupon_id for c in listed.data if c.clipped} == {target}

    unclip = await sandbox.http.request(
        "DELETE", "/v1/my_coupons", params={"couponId": target}, headers=headers
    )
    assert decode(unclip, Envelope[ClippedCoupon]).data.clipped is False
    twice = await sandbox.http.request(
        "DELETE", "/v1/my_coupons", params={"couponId": target}, headers=headers
    )
    assert twice.status_code == 404
    missing = await sandbox.http.post(
        "/v1/my_coupons", json={"couponId": "00000000"}, headers=headers
    )
    assert missing.status_code == 404
    no_id = await sandbox.http.post("/v1/my_coupons", headers=headers)
    assert no_id.status_code == 400


async def test_clip_respects_merchant(sandbox: Sandbox) -> None:
    headers = await sandbox.customer_headers(scope="coupon.personalized:rw")
    today = sandbox.services.world.coupons

    limited = next(
        f
        for f in today
        if f.merchants
        and "KROGER" not in f.merchants
        and f.materialize(dt.date.today()).start_date
        <= dt.date.today().isoformat()
        <= f.materialize(dt.date.today()).expiration_date
    )
    response = await sandbox.http.post(
        "/v1/my_coupons",
        params={"filter.merchant": "kroger"},
        json={"couponId": limited.coupon_id},
        headers=headers,
    )
    assert response.status_code == 400


async def test_collections(sandbox: Sandbox) -> None:
    headers = await sandbox.customer_headers(scope="collection.basic")
    response = await sandbox.http.get("/v1/collections", headers=headers)
    collections = decode(response, Envelope[list[Collection]]).data
    assert {c.type for c in collections} == {"PURCHASE_HISTORY", "FAVORITES", "LIST"}
    history = await sandbox.http.get(
        "/v1/collections", params={"filter.type": "purchase_history"}, headers=headers
    )
    (only,) = decode(history, Envelope[list[Collection]]).data
    assert only.items and all(len(i.product_id) == 13 for i in only.items)
    named = await sandbox.http.get(
        "/v1/collections", params={"filter.name": "weekly"}, headers=headers
    )
    assert [c.name for c in decode(named, Envelope[list[Collection]]).data] == ["Weekly basics"]
    bad = await sandbox.http.get(
        "/v1/collections", params={"filter.type": "WISHLIST"}, headers=headers
    )
    assert bad.status_code == 400
    # each product in the collections is a real catalog product
    catalog = sandbox.services.catalog
    assert all(i.product_id in catalog.by_id for c in collections for i in c.items)


async def test_deliveries_state_machine(sandbox: Sandbox) -> None:
    headers = await sandbox.auth_headers("delivery.basic:rw", partner=True)
    pending = decode(
        await sandbox.http.get("/v1/courier/deliveries", headers=headers), Envelope[list[Delivery]]
    ).data
    assert pending and all(isinstance(d.following_action, str) for d in pending)
    confirm = [d for d in pending if d.following_action == "CONFIRM"]
    filtered = decode(
        await sandbox.http.get(
            "/v1/courier/deliveries", params={"filter.followingAction": "CONFIRM"}, headers=headers
        ),
        Envelope[list[Delivery]],
    ).data
    assert [d.delivery_id for d in filtered] == [d.delivery_id for d in confirm]

    target = confirm[0].delivery_id
    done = await sandbox.http.post(
        "/v1/courier/deliveries", params={"delivery_id": target}, headers=headers
    )
    assert done.status_code == 200
    assert decode(done, Envelope[Delivery]).data.status == "CONFIRMED"
    again = await sandbox.http.post(
        "/v1/courier/deliveries", params={"delivery_id": target}, headers=headers
    )
    assert again.status_code == 409

    cancel = next(d for d in pending if d.following_action == "CONFIRM_CANCELLATION")
    wrong = await sandbox.http.post(
        f"/v1/courier/deliveries/{cancel.delivery_id}", json={"action": "CONFIRM"}, headers=headers
    )
    assert wrong.status_code == 409
    right = await sandbox.http.post(
        f"/v1/courier/deliveries/{cancel.delivery_id}",
        json={"action": "CONFIRM_CANCELLATION"},
        headers=headers,
    )
    assert decode(right, Envelope[Delivery]).data.status == "CANCELLED"
    unknown = await sandbox.http.post(
        "/v1/courier/deliveries", params={"delivery_id": "nope"}, headers=headers
    )
    assert unknown.status_code == 404
    bad = await sandbox.http.get(
        "/v1/courier/deliveries", params={"filter.followingAction": "DANCE"}, headers=headers
    )
    assert bad.status_code == 400
    read_only = await sandbox.auth_headers("delivery.basic", partner=True)
    refused = await sandbox.http.post(
        "/v1/courier/deliveries", params={"delivery_id": target}, headers=read_only
    )
    assert refused.status_code == 403
    public = await sandbox.auth_headers("product.compact")
    assert (await sandbox.http.get("/v1/courier/deliveries", headers=public)).status_code == 403


async def test_openapi_documents_every_endpoint(sandbox: Sandbox) -> None:
    response = await sandbox.http.get("/schema/openapi.json")
    assert response.status_code == 200
    paths = set(response.json()["paths"])
    for path in (
        "/v1/connect/oauth2/token",
        "/v1/connect/oauth2/authorize",
        "/v1/locations",
        "/v1/products",
        "/v1/coupons",
        "/v1/identity/profile",
        "/v1/identity/profile/loyalty",
        "/v1/carts",
        "/v1/carts/{cart_id}/items/{upc}",
        "/v1/cart/add",
        "/v1/my_coupons",
        "/v1/collections",
        "/v1/courier/deliveries",
    ):
        assert path in paths
