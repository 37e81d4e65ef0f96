"""Carts: the partner carts API of the spec and the live public ``PUT /cart/add``.

Partner API (customer token, scope ``cart.basic`` to read, ``cart.basic:rw`` to write):

    GET    /carts                     the customer's carts ([] when none)
    POST   /carts                     {} (or {name, items}) → 201; a second cart → 400
                                      "Cart exists for user" (one cart per customer)
    GET    /carts/{id}                404 unless it is the caller's own cart
    POST   /carts/{id}/items          {upc, quantity, allowSubstitutes,
                                      specialInstructions, modality} → 201 with the cart;
                                      a UPC already in the cart → 409 (PUT it instead)
    PUT    /carts/{id}/items/{upc}    the full resulting quantity → 200 with the cart;
                                      a UPC not in the cart → 404
    DELETE /carts/{id}/items/{upc}    → 204; not in the cart → 404

Public API: ``PUT /cart/add`` ``{"items": [{upc, quantity, modality?}], "modality"?}`` →
204, adding to existing quantities and creating the cart when needed (scope
``cart.basic:rw``, alias ``cart.basic:write``; any application).

Quantities are whole numbers 1–``MAX_QUANTITY``; instructions at most
``MAX_INSTRUCTIONS`` characters; UPCs must be 13-character catalog UPCs. Each change is
one SQL statement or one immediate transaction, so concurrent requests never lose an
update (``/cart/add`` increments in the database, not in Python).
"""

from __future__ import annotations

import datetime as dt
import uuid
from typing import Any

import msgspec
from litestar import Response, delete, get, post, put
from litestar.params import FromPath

from assistant.retail.sandbox.context import Req, services
from assistant.retail.sandbox.errors import ApiError, bad_request, not_found
from assistant.retail.sandbox.oauth import principal
from assistant.retail.sandbox.store import SandboxStore
from assistant.retail.schemas import (
    Cart,
    CartAdd,
    CartItem,
    CartItemUpdate,
    Envelope,
    Meta,
    NewCart,
    NewCartItem,
    Pagination,
)

MAX_QUANTITY = 99
MAX_INSTRUCTIONS = 200
MODALITIES = ("PICKUP", "DELIVERY", "SHIP")
READ = {"scopes": ("cart.basic",), "partner": True, "customer": True}
WRITE = {"scopes": ("cart.basic:rw",), "partner": True, "customer": True}


def timestamp(moment: dt.datetime | None = None) -> str:
    """The API's timestamp format, exactly: ``YYYY-MM-DDTHH:mm:ss.SSS+0000``."""
    moment = moment or dt.datetime.now(dt.UTC)
    return moment.strftime("%Y-%m-%dT%H:%M:%S.") + f"{moment.microsecond // 1000:03d}+0000"


def ensure_tables(store: SandboxStore) -> None:
    db = store.db
    if not db["carts"].exists():
        db.table("carts").create(
            {"id": str, "customer_id": str, "name": str, "created_date": str}, pk="id"
        )
        db.execute("CREATE UNIQUE INDEX IF NOT EXISTS carts_customer ON carts (customer_id)")
    if not db["cart_items"].exists():
        db.table("cart_items").create(
            {
                "cart_id": str,
                "upc": str,
                "quantity": int,
                "allow_substitutes": int,
                "special_instructions": str,
                "modality": str,
                "description": str,
                "created_date": str,
                "seq": int,
            },
            pk=("cart_id", "upc"),
        )


def _decode(request_body: bytes, kind: type[Any], *, empty_ok: bool = False) -> Any:
    if not request_body.strip() and empty_ok:
        request_body = b"{}"
    try:
        return msgspec.json.decode(request_body, type=kind)
    except msgspec.ValidationError as exc:
        raise bad_request("CART", 4001, f"Invalid request body: {exc}") from exc
    except msgspec.DecodeError as exc:
        raise bad_request("CART", 4002, "Request body is not valid JSON") from exc


def _check_item(request: Req, upc: str, quantity: int, instructions: str, modality: str) -> str:
    """Validate one line; returns the product description for the cart."""
    if len(upc) != 13 or not upc.isdigit():
        raise bad_request("CART", 4003, "UPC must have a length of 13 characters")
    catalog = services(request).catalog
    pos = catalog.by_id.get(upc)
    if pos is None:
        raise bad_request("CART", 4004, f"UPC {upc} is not a product in the catalog")
    if not 1 <= quantity <= MAX_QUANTITY:
        raise bad_request(
            "CART", 4005, f"Field 'quantity' must be a whole number from 1 to {MAX_QUANTITY}"
        )
    if len(instructions) > MAX_INSTRUCTIONS:
        raise bad_request(
            "CART",
            4006,
            f"Field 'specialInstructions' must be at most {MAX_INSTRUCTIONS} characters",
        )
    if modality not in MODALITIES:
        raise bad_request("CART", 4007, "Field 'modality' must be PICKUP, DELIVERY or SHIP")
    return catalog.products[pos].description


def _load(store: SandboxStore, cart_id: str) -> Cart:
    row = store.db.execute(
        "SELECT id, name, created_date FROM carts WHERE id = ?", [cart_id]
    ).fetchone()
    items = [
        CartItem(
            upc=r[0],
            quantity=r[1],
            allow_substitutes=bool(r[2]),
            special_instructions=r[3],
            modality=r[4],
            description=r[5],
            created_date=r[6],
        )
        for r in store.db.execute(
            "SELECT upc, quantity, allow_substitutes, special_instructions, modality,"
            " description, created_date FROM cart_items WHERE cart_id = ? ORDER BY seq, upc",
            [cart_id],
        ).fetchall()
    ]
    return Cart(id=row[0], name=row[1], items=items, created_date=row[2])


def _own_cart(request: Req, cart_id: str) -> str:
    """The cart id, if it belongs to the caller; another customer's cart is 404."""
    customer_id = principal(request).customer_id
    row = (
        services(request)
        .store.db.execute(
            "SELECT id FROM carts WHERE id = ? AND customer_id = ?", [cart_id, customer_id]
        )
        .fetchone()
    )
    if row is None:
        raise not_found("CART", 4040, f"Cart {cart_id} not found")
    return str(row[0])


def _insert_item(store: SandboxStore, cart_id: str, item: NewCartItem, description: str) -> bool:
    """Add a new line; False when the UPC is already in the cart."""
    cursor = store.db.execute(
        "INSERT INTO cart_items (cart_id, upc, quantity, allow_substitutes,"
        " special_instructions, modality, description, created_date, seq)"
        " SELECT ?, ?, ?, ?, ?, ?, ?, ?,"
        "  (SELECT coalesce(max(seq), 0) + 1 FROM cart_items WHERE cart_id = ?)"
        " ON CONFLICT (cart_id, upc) DO NOTHING",
        [
            cart_id,
            item.upc,
            item.quantity,
            int(item.allow_substitutes),
            item.special_instructions,
            item.modality,
            description,
            timestamp(),
            cart_id,
        ],
    )
    return cursor.rowcount == 1


def _create_cart(store: SandboxStore, customer_id: str, name: str) -> str | None:
    """A new cart id, or None when the customer already has one."""
    cart_id = str(uuid.uuid4())
    cursor = store.db.execute(
        "INSERT INTO carts (id, customer_id, name, created_date) VALUES (?, ?, ?, ?)"
        " ON CONFLICT (customer_id) DO NOTHING",
        [cart_id, customer_id, name, timestamp()],
    )
    return cart_id if cursor.rowcount == 1 else None


@get("/v1/carts", opt=READ)
async def list_carts(request: Req) -> Envelope[list[Cart]]:
    """The customer carts; an empty list when none (partner, customer token, cart.basic)."""
    store = services(request).store
    rows = store.db.execute(
        "SELECT id FROM carts WHERE customer_id = ? ORDER BY created_date",
        [principal(request).customer_id],
    ).fetchall()
    carts = [_load(store, r[0]) for r in rows]
    n = len(carts)
    return Envelope(data=carts, meta=Meta(pagination=Pagination(start=1, limit=n, total=n)))


@post("/v1/carts", opt=WRITE, status_code=201)
async def create_cart(request: Req) -> Envelope[Cart]:
    """Create the customer cart from {} or {name, items}; 201. A second cart is 400 Cart exists
    for user.
    """
    body: NewCart = _decode(await request.body(), NewCart, empty_ok=True)
    lines = [
        (
            item,
            _check_item(request, item.upc, item.quantity, item.special_instructions, item.modality),
        )
        for item in body.items
    ]
    if len({item.upc for item, _ in lines}) != len(lines):
        raise bad_request("CART", 4008, "Each UPC may appear only once in a new cart")
    store = services(request).store
    customer_id = principal(request).customer_id or ""
    with store.transaction():
        cart_id = _create_cart(store, customer_id, body.name)
        if cart_id is None:
            raise bad_request("CART", 4009, "Cart exists for user")
        for item, description in lines:
            _insert_item(store, cart_id, item, description)
    return Envelope(data=_load(store, cart_id))


@get("/v1/carts/{cart_id:str}", opt=READ)
async def get_cart(request: Req, cart_id: FromPath[str]) -> Envelope[Cart]:
    """One cart with all items; 404 unless it is the caller own cart."""
    return Envelope(data=_load(services(request).store, _own_cart(request, cart_id)))


@post("/v1/carts/{cart_id:str}/items", opt=WRITE, status_code=201)
async def add_item(request: Req, cart_id: FromPath[str]) -> Envelope[Cart]:
    """Add a UPC not yet in the cart: {upc, quantity, allowSubstitutes, specialInstructions,
    modality}; 201 with the cart; 409 when already there.
    """
    cart_id = _own_cart(request, cart_id)
    item: NewCartItem = _decode(await request.body(), NewCartItem)
    description = _check_item(
        request, item.upc, item.quantity, item.special_instructions, item.modality
    )
    store = services(request).store
    if not _insert_item(store, cart_id, item, description):
        raise ApiError(
            409,
            "CART-4090-409",
            f"UPC {item.upc} is already in the cart; PUT the full quantity instead",
        )
    return Envelope(data=_load(store, cart_id))


@put("/v1/carts/{cart_id:str}/items/{upc:str}", opt=WRITE, status_code=200)
async def update_item(request: Req, cart_id: FromPath[str], upc: FromPath[str]) -> Envelope[Cart]:
    """Set the full resulting quantity and the substitution and instruction fields; 200 with
    the cart; 404 when the UPC is not in the cart.
    """
    cart_id = _own_cart(request, cart_id)
    change: CartItemUpdate = _decode(await request.body(), CartItemUpdate)
    _check_item(request, upc, change.quantity, change.special_instructions, change.modality)
    store = services(request).store
    cursor = store.db.execute(
        "UPDATE cart_items SET quantity = ?, allow_substitutes = ?, special_instructions = ?,"
        " modality = ? WHERE cart_id = ? AND upc = ?",
        [
            change.quantity,
            int(change.allow_substitutes),
            change.special_instructions,
            change.modality,
            cart_id,
            upc,
        ],
    )
    if cursor.rowcount == 0:
        raise not_found("CART", 4041, f"UPC {upc} is not in the cart")
    return Envelope(data=_load(store, cart_id))


@delete("/v1/carts/{cart_id:str}/items/{upc:str}", opt=WRITE, status_code=204)
async def remove_item(request: Req, cart_id: FromPath[str], upc: FromPath[str]) -> None:
    """Remove a UPC from the cart; 204; 404 when it is not there."""
    cart_id = _own_cart(request, cart_id)
    cursor = services(request).store.db.execute(
        "DELETE FROM cart_items WHERE cart_id = ? AND upc = ?", [cart_id, upc]
    )
    if cursor.rowcount == 0:
        raise not_found("CART", 4041, f"UPC {upc} is not in the cart")


@put(
    "/v1/cart/add",
    opt={"scopes": ("cart.basic:rw",), "customer": True},
    status_code=204,
)
async def public_cart_add(request: Req) -> Response[None]:
    """Public cart API: {items: [{upc, quantity, modality}], modality?} adds to the customer
    cart (created when needed); 204. Scope cart.basic:rw (live: cart.basic:write).
    """
    body: CartAdd = _decode(await request.body(), CartAdd)
    if not body.items:
        raise bad_request("CART", 4010, "Field 'items' must list at least one item")
    default_modality = body.modality if isinstance(body.modality, str) else "PICKUP"
    wanted: dict[str, tuple[int, str, str]] = {}
    for item in body.items:
        modality = item.modality if isinstance(item.modality, str) else default_modality
        description = _check_item(request, item.upc, item.quantity, "", modality)
        before = wanted.get(item.upc, (0, modality, description))[0]
        wanted[item.upc] = (before + item.quantity, modality, description)
    store = services(request).store
    customer_id = principal(request).customer_id or ""
    with store.transaction():
        _create_cart(store, customer_id, "")
        (cart_id,) = store.db.execute(
            "SELECT id FROM carts WHERE customer_id = ?", [customer_id]
        ).fetchone()
        for upc, (quantity, modality, description) in wanted.items():
            row = store.db.execute(
                "SELECT quantity FROM cart_items WHERE cart_id = ? AND upc = ?", [cart_id, upc]
            ).fetchone()
            if (row[0] if row else 0) + quantity > MAX_QUANTITY:
                raise bad_request(
                    "CART", 4011, f"UPC {upc} would exceed {MAX_QUANTITY} in the cart"
                )
            store.db.execute(
                "INSERT INTO cart_items (cart_id, upc, quantity, allow_substitutes,"
                " special_instructions, modality, description, created_date, seq)"
                " SELECT ?, ?, ?, 1, '', ?, ?, ?,"
                "  (SELECT coalesce(max(seq), 0) + 1 FROM cart_items WHERE cart_id = ?)"
                " ON CONFLICT (cart_id, upc) DO UPDATE SET quantity = quantity + excluded.quantity",
                [cart_id, upc, quantity, modality, description, timestamp(), cart_id],
            )
    return Response(content=None, status_code=204)


ROUTES = [list_carts, create_cart, get_cart, add_item, update_item, remove_item, public_cart_add]
