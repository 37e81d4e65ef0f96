"""Courier deliveries (partner, scopes ``delivery.basic`` / ``delivery.basic:rw``).

Each delivery waits for one courier action, its ``followingAction``:

    status                  followingAction         after the action
    AWAITING_CONFIRMATION   CONFIRM                 CONFIRMED
    EDITED                  CONFIRM_EDITING         CONFIRMED
    CANCELLATION_REQUESTED  CONFIRM_CANCELLATION    CANCELLED
    CONFIRMED, CANCELLED    (none)                  — any action is a 409

``GET /courier/deliveries`` lists deliveries awaiting an action (``filter.followingAction``
narrows to one). ``POST /courier/deliveries?delivery_id=…`` (or ``POST
/courier/deliveries/{id}``, the partner OpenAPI's form) performs the pending action; a
body ``{"action": …}`` naming a different action is a 409. Deliveries are seeded from
``fixtures/deliveries.json`` into the data dir on first start, with delivery windows
placed relative to that moment, and then keep their state across restarts.
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import msgspec
from litestar import get, post
from litestar.params import FromPath

from assistant.retail.sandbox.carts import timestamp
from assistant.retail.sandbox.context import Req, services
from assistant.retail.sandbox.errors import ApiError, bad_request, not_found
from assistant.retail.sandbox.params import Query
from assistant.retail.sandbox.store import SandboxStore
from assistant.retail.schemas import (
    Delivery,
    DeliveryAction,
    Envelope,
    Meta,
    Pagination,
    ProfileAddress,
    TimeValue,
)

NEXT_STATUS = {
    "CONFIRM": "CONFIRMED",
    "CONFIRM_EDITING": "CONFIRMED",
    "CONFIRM_CANCELLATION": "CANCELLED",
}
READ = {"scopes": ("delivery.basic",), "partner": True}
WRITE = {"scopes": ("delivery.basic:rw",), "partner": True}


class DeliveryFixture(msgspec.Struct, frozen=True, kw_only=True, rename="camel"):
    delivery_id: str
    order_id: str
    location_id: str
    status: str
    following_action: str | None = None
    customer_first_name: str
    address: ProfileAddress
    item_count: int
    window_start_offset_minutes: int
    window_minutes: int


def seed(store: SandboxStore, fixtures_dir: Path) -> None:
    """Create and fill the deliveries table once per data dir."""
    if store.db["deliveries"].exists():
        return
    fixtures = msgspec.json.decode(
        (fixtures_dir / "deliveries.json").read_bytes(), type=list[DeliveryFixture]
    )
    now = dt.datetime.now(dt.UTC).replace(second=0, microsecond=0)
    rows = []
    for f in fixtures:
        start = now + dt.timedelta(minutes=f.window_start_offset_minutes)
        rows.append(
            {
                "delivery_id": f.delivery_id,
                "order_id": f.order_id,
                "location_id": f.location_id,
                "status": f.status,
                "following_action": f.following_action,
                "customer_first_name": f.customer_first_name,
                "address": msgspec.json.encode(f.address).decode(),
                "item_count": f.item_count,
                "window_start": timestamp(start),
                "window_end": timestamp(start + dt.timedelta(minutes=f.window_minutes)),
                "updated_date": timestamp(now),
            }
        )
    store.db.table("deliveries").insert_all(rows, pk="delivery_id")


def _view(row: tuple[object, ...]) -> Delivery:
    (
        delivery_id,
        order_id,
        location_id,
        status,
        action,
        name,
        address,
        count,
        start,
        end,
        updated,
    ) = row
    delivery = Delivery(
        delivery_id=str(delivery_id),
        order_id=str(order_id),
        location_id=str(location_id),
        status=str(status),
        customer_first_name=str(name),
        address=msgspec.json.decode(str(address), type=ProfileAddress),
        item_count=int(str(count)),
        window_start=TimeValue(value=str(start), timezone="UTC"),
        window_end=TimeValue(value=str(end), timezone="UTC"),
        updated_date=str(updated),
    )
    if action:
        delivery.following_action = str(action)
    return delivery


COLUMNS = (
    "delivery_id, order_id, location_id, status, following_action, customer_first_name,"
    " address, item_count, window_start, window_end, updated_date"
)


@get("/v1/courier/deliveries", opt=READ)
async def list_deliveries(request: Req) -> Envelope[list[Delivery]]:
    """Deliveries awaiting a courier action. Query: filter.followingAction (CONFIRM,
    CONFIRM_EDITING, CONFIRM_CANCELLATION). Partner, delivery.basic.
    """
    q = Query(request.query_params, "DELIVERY")
    action = (q.get("filter.followingAction") or "").upper()
    if action and action not in NEXT_STATUS:
        raise q.error(9101, "Field 'followingAction' must be one of " + ", ".join(NEXT_STATUS))
    rows = (
        services(request)
        .store.db.execute(
            f"SELECT {COLUMNS} FROM deliveries WHERE following_action IS NOT NULL"  # noqa: S608
            " AND (? = '' OR following_action = ?) ORDER BY window_start, delivery_id",
            [action, action],
        )
        .fetchall()
    )
    data = [_view(r) for r in rows]
    n = len(data)
    return Envelope(data=data, meta=Meta(pagination=Pagination(start=1, limit=n, total=n)))


async def _perform(request: Req, delivery_id: str) -> Envelope[Delivery]:
    if not delivery_id:
        raise bad_request("DELIVERY", 9102, "Field 'delivery_id' is required")
    body = await request.body()
    wanted = None
    if body.strip():
        try:
            action = msgspec.json.decode(body, type=DeliveryAction).action
        except (msgspec.ValidationError, msgspec.DecodeError) as exc:
            raise bad_request("DELIVERY", 9103, f"Invalid request body: {exc}") from exc
        wanted = action.upper() if isinstance(action, str) else None
    store = services(request).store
    with store.transaction():
        row = store.db.execute(
            "SELECT status, following_action FROM deliveries WHERE delivery_id = ?",
            [delivery_id],
        ).fetchone()
        if row is None:
            raise not_found("DELIVERY", 9104, f"Delivery {delivery_id} not found")
        status, pending = row
        if pending is None:
            raise ApiError(
                409,
                "DELIVERY-9105-409",
                f"Delivery {delivery_id} has nothing to confirm (status {status})",
            )
        if wanted is not None and wanted != pending:
            raise ApiError(
                409,
                "DELIVERY-9106-409",
                f"Delivery {delivery_id} awaits {pending}, not {wanted}",
            )
        store.db.execute(
            "UPDATE deliveries SET status = ?, following_action = NULL, updated_date = ?"
            " WHERE delivery_id = ?",
            [NEXT_STATUS[pending], timestamp(), delivery_id],
        )
    updated = store.db.execute(
        f"SELECT {COLUMNS} FROM deliveries WHERE delivery_id = ?",  # noqa: S608
        [delivery_id],
    ).fetchone()
    return Envelope(data=_view(updated))


@post("/v1/courier/deliveries", opt=WRITE, status_code=200)
async def perform_action(request: Req) -> Envelope[Delivery]:
    """Perform the pending action of ?delivery_id= (optional body {action}); 409 when nothing
    is pending or the action differs. Partner, delivery.basic:rw.
    """
    return await _perform(request, (request.query_params.get("delivery_id") or "").strip())


@post("/v1/courier/deliveries/{delivery_id:str}", opt=WRITE, status_code=200)
async def perform_action_by_path(request: Req, delivery_id: FromPath[str]) -> Envelope[Delivery]:
    """Same as POST /courier/deliveries?delivery_id=, with the id in the path (the partner
    OpenAPI form).
    """
    return await _perform(request, delivery_id)


ROUTES = [list_deliveries, perform_action, perform_action_by_path]
