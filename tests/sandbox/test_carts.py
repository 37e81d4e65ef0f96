"""Every cart rule of the spec through HTTP, with the demo customer's own tokens."""

from __future__ import annotations

import re

import anyio
import pytest

from assistant.retail.sandbox.carts import MAX_INSTRUCTIONS, MAX_QUANTITY
from assistant.retail.schemas import ApiErrorBody, Cart, Envelope
from tests.conftest import Sandbox, decode

pytestmark = pytest.mark.anyio
MILK = "0001111041700"
BANANAS = "0000000004011"
TIMESTAMP = re.compile(r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+0000$")


@pytest.fixture
async def headers(sandbox: Sandbox) -> dict[str, str]:
    return await sandbox.customer_headers()


async def _new_cart(sandbox: Sandbox, headers: dict[str, str]) -> str:
    response = await sandbox.http.post("/v1/carts", json={}, headers=headers)
    assert response.status_code == 201, response.text
    cart = decode(response, Envelope[Cart]).data
    assert cart.items == [] and isinstance(cart.created_date, str)
    assert TIMESTAMP.match(cart.created_date)
    return cart.id


async def test_list_is_empty_then_holds_the_one_cart(
    sandbox: Sandbox, headers: dict[str, str]
) -> None:
    empty = await sandbox.http.get("/v1/carts", headers=headers)
    assert decode(empty, Envelope[list[Cart]]).data == []
    cart_id = await _new_cart(sandbox, headers)
    listed = decode(await sandbox.http.get("/v1/carts", headers=headers), Envelope[list[Cart]])
    assert [c.id for c in listed.data] == [cart_id]
    second = await sandbox.http.post("/v1/carts", json={}, headers=headers)
    assert second.status_code == 400
    assert decode(second, ApiErrorBody).errors.reason == "Cart exists for user"


async def test_add_update_remove(sandbox: Sandbox, headers: dict[str, str]) -> None:
    cart_id = await _new_cart(sandbox, headers)
    added = await sandbox.http.post(
        f"/v1/carts/{cart_id}/items",
        json={
            "upc": MILK,
            "quantity": 2,
            "allowSubstitutes": False,
            "specialInstructions": "latest date please",
        },
        headers=headers,
    )
    assert added.status_code == 201
    item = decode(added, Envelope[Cart]).data.items[0]
    assert (item.upc, item.quantity, item.allow_substitutes) == (MILK, 2, False)
    assert item.special_instructions == "latest date please"
    assert item.description == "Kroger 2% Reduced Fat Milk"
    assert isinstance(item.created_date, str) and TIMESTAMP.match(item.created_date)

    updated = await sandbox.http.put(
        f"/v1/carts/{cart_id}/items/{MILK}",
        json={"quantity": 5, "allowSubstitutes": True, "specialInstructions": ""},
        headers=headers,
    )
    assert updated.status_code == 200
    item = decode(updated, Envelope[Cart]).data.items[0]
    assert (item.quantity, item.allow_substitutes, item.special_instructions) == (5, True, "")

    removed = await sandbox.http.delete(f"/v1/carts/{cart_id}/items/{MILK}", headers=headers)
    assert removed.status_code == 204
    cart = decode(await sandbox.http.get(f"/v1/carts/{cart_id}", headers=headers), Envelope[Cart])
    assert cart.data.items == []


async def test_conflicts_and_missing_items(sandbox: Sandbox, headers: dict[str, str]) -> None:
    cart_id = await _new_cart(sandbox, headers)
    body = {"upc": MILK, "quantity": 1}
    assert (
        await sandbox.http.post(f"/v1/carts/{cart_id}/items", json=body, headers=headers)
    ).status_code == 201
    again = await sandbox.http.post(f"/v1/carts/{cart_id}/items", json=body, headers=headers)
    assert again.status_code == 409
    assert decode(again, ApiErrorBody).errors.code.endswith("-409")
    put_missing = await sandbox.http.put(
        f"/v1/carts/{cart_id}/items/{BANANAS}", json={"quantity": 2}, headers=headers
    )
    assert put_missing.status_code == 404
    delete_missing = await sandbox.http.delete(
        f"/v1/carts/{cart_id}/items/{BANANAS}", headers=headers
    )
    assert delete_missing.status_code == 404


@pytest.mark.parametrize(
    ("body", "fragment"),
    [
        ({"upc": "123", "quantity": 1}, "length of 13 characters"),
        ({"upc": "0000000000001", "quantity": 1}, "not a product in the catalog"),
        ({"upc": MILK, "quantity": 0}, "from 1 to"),
        ({"upc": MILK, "quantity": MAX_QUANTITY + 1}, "from 1 to"),
        ({"upc": MILK, "quantity": "two"}, "Invalid request body"),
        ({"upc": MILK, "quantity": 1.5}, "Invalid request body"),
        ({"upc": MILK, "specialInstructions": "x" * (MAX_INSTRUCTIONS + 1)}, "at most"),
        ({"upc": MILK, "modality": "DRONE"}, "modality"),
        ({"quantity": 1}, "Invalid request body"),
    ],
)
async def test_item_validation(
    sandbox: Sandbox, headers: dict[str, str], body: dict[str, object], fragment: str
) -> None:
    cart_id = await _new_cart(sandbox, headers)
    response = await sandbox.http.post(f"/v1/carts/{cart_id}/items", json=body, headers=headers)
    assert response.status_code == 400
    assert fragment in decode(response, ApiErrorBody).errors.reason
    cart = decode(await sandbox.http.get(f"/v1/carts/{cart_id}", headers=headers), Envelope[Cart])
    assert cart.data.items == []  # nothing half-written


async def test_malformed_json_is_a_clear_400(sandbox: Sandbox, headers: dict[str, str]) -> None:
    cart_id = await _new_cart(sandbox, headers)
    response = await sandbox.http.post(
        f"/v1/carts/{cart_id}/items",
        content=b'{"upc": ',
        headers={**headers, "Content-Type": "application/json"},
    )
    assert response.status_code == 400
    assert "not valid JSON" in decode(response, ApiErrorBody).errors.reason


async def test_other_customers_carts_are_invisible(sandbox: Sandbox) -> None:
    dana = await sandbox.customer_headers()
    sam = await sandbox.customer_headers(username="sam.lee@example.com", password="sam-password")
    dana_cart = await _new_cart(sandbox, dana)
    for method, path in (
        ("GET", f"/v1/carts/{dana_cart}"),
        ("POST", f"/v1/carts/{dana_cart}/items"),
        ("PUT", f"/v1/carts/{dana_cart}/items/{MILK}"),
        ("DELETE", f"/v1/carts/{dana_cart}/items/{MILK}"),
    ):
        response = await sandbox.http.request(
            method, path, json={"upc": MILK, "quantity": 1}, headers=sam
        )
        assert response.status_code == 404, (method, path)
    assert decode(await sandbox.http.get("/v1/carts", headers=sam), Envelope[list[Cart]]).data == []


async def test_public_cart_add_creates_and_accumulates(
    sandbox: Sandbox, headers: dict[str, str]
) -> None:
    first = await sandbox.http.put(
        "/v1/cart/add",
        json={
            "items": [
                {"upc": MILK, "quantity": 1, "modality": "PICKUP"},
                {"upc": BANANAS, "quantity": 6},
            ],
            "modality": "DELIVERY",
        },
        headers=headers,
    )
    assert first.status_code == 204 and first.content == b""
    second = await sandbox.http.put(
        "/v1/cart/add", json={"items": [{"upc": MILK, "quantity": 2}]}, headers=headers
    )
    assert second.status_code == 204
    carts = decode(await sandbox.http.get("/v1/carts", headers=headers), Envelope[list[Cart]])
    items = {i.upc: i for i in carts.data[0].items}
    assert items[MILK].quantity == 3 and items[BANANAS].quantity == 6
    assert items[BANANAS].modality == "DELIVERY"  # the top-level modality is the default
    bad = await sandbox.http.put(
        "/v1/cart/add",
        json={"items": [{"upc": MILK, "quantity": 1}, {"upc": "0000000000001", "quantity": 1}]},
        headers=headers,
    )
    assert bad.status_code == 400
    after = decode(await sandbox.http.get("/v1/carts", headers=headers), Envelope[list[Cart]])
    assert {i.upc: i.quantity for i in after.data[0].items}[MILK] == 3  # all or nothing


async def test_concurrent_adds_never_lose_an_update(
    sandbox: Sandbox, headers: dict[str, str]
) -> None:
    async def add_one() -> None:
        response = await sandbox.http.put(
            "/v1/cart/add", json={"items": [{"upc": MILK, "quantity": 1}]}, headers=headers
        )
        assert response.status_code == 204

    async with anyio.create_task_group() as tg:
        for _ in range(20):
            tg.start_soon(add_one)
    carts = decode(await sandbox.http.get("/v1/carts", headers=headers), Envelope[list[Cart]])
    assert len(carts.data) == 1
    assert carts.data[0].items[0].quantity == 20


async def test_write_needs_the_write_scope(sandbox: Sandbox) -> None:
    read_only = await sandbox.customer_headers(scope="cart.basic product.compact")
    assert (await sandbox.http.get("/v1/carts", headers=read_only)).status_code == 200
    response = await sandbox.http.post("/v1/carts", json={}, headers=read_only)
    assert response.status_code == 403
