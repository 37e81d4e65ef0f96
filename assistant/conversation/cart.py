"""Putting the confirmed list in the retailer cart, exactly once.

``plan`` turns the list into per-product changes (``CartEntry``: the packages to add, or
take out when a line now wants fewer or another product), counting what earlier
checkouts already put in the cart (``ListLine.in_cart``). The plan is recorded before
the first write, and each entry's outcome is recorded as soon as it is known, so a
retry, a duplicate message or a crash part-way resumes the same batch:

- partner mode (the spec's carts API): read the cart; an entry whose product already
  shows the planned quantity is done; otherwise POST it when the product is not in the
  cart, or PUT the full resulting quantity when it is (DELETE when that is nothing);
- public mode (``PUT /cart/add``, write-only): one request for every entry; an entry
  whose request went out but whose answer never came is reported as unknown and not
  sent again, because the cart cannot be read back to find out.

A batch is finished in the same transaction that saves the session holding its result
(``Storage.save_turn(finished_batches=…)``): until then it is open and is resumed.
"""

from __future__ import annotations

import uuid
from collections.abc import Sequence

import msgspec

from assistant.errors import (
    CustomerReauthRequired,
    RetailError,
    RetailNotFound,
    RetailRateLimited,
    RetailRejected,
    RetailUnavailable,
)
from assistant.retail.client import RetailClient
from assistant.retail.schemas import CartAddItem, CartItemUpdate, NewCartItem
from assistant.session import ListLine, Session
from assistant.storage import CartBatch, CartEntry, Storage

MAX_PACKAGES = 99  # the carts API's quantity limit


class CommitResult(msgspec.Struct, kw_only=True):
    batches: list[str] = msgspec.field(default_factory=list)  # finished now
    entries: list[CartEntry] = msgspec.field(default_factory=list)
    dropped: list[str] = msgspec.field(default_factory=list)  # not doable in this mode

    def having(self, *statuses: str) -> list[CartEntry]:
        return [e for e in self.entries if e.status in statuses]

    @property
    def complete(self) -> bool:
        return all(e.settled for e in self.entries)


def wish(line: ListLine, default: bool | None) -> bool:
    if line.substitutions is not None:
        return line.substitutions
    return True if default is None else default


def plan(session: Session, mode: str) -> tuple[list[CartEntry], list[str]]:
    """The cart changes the list asks for; and lines this mode cannot do (described)."""
    entries: dict[str, CartEntry] = {}
    dropped: list[str] = []

    def entry(upc: str, description: str) -> CartEntry:
        if upc not in entries:
            entries[upc] = CartEntry(upc=upc, description=description, delta=0, base=0)
        return entries[upc]

    for line in session.lines:
        choice = line.choice
        if choice is None:
            continue
        moved = line.in_cart_upc is not None and line.in_cart_upc != choice.upc
        if moved and line.in_cart:
            if mode == "public":
                dropped.append(line.item.product or line.item.text)
            else:  # take the earlier product out again
                upc = line.in_cart_upc or ""
                named = (o.description for o in line.options if o.upc == upc)
                old = entry(upc, next(named, f"UPC {upc}"))
                old.delta -= line.in_cart
                old.lines = (*old.lines, (line.id, 0))
        wanted = line.packages - (0 if moved else line.in_cart)
        if wanted < 0 and mode == "public":
            dropped.append(line.item.product or line.item.text)
            continue
        if wanted == 0 and not moved:
            continue
        e = entry(choice.upc, choice.description)
        e.delta += wanted
        e.lines = (*e.lines, (line.id, line.packages))
        subs = wish(line, session.substitutions_default)
        e.allow_substitutes = subs if len(e.lines) == 1 else (e.allow_substitutes and subs)
        asked = [f"weigh out {line.weighed}" if line.weighed else None, line.note]
        if any(asked):
            e.instructions = "; ".join(x for x in (e.instructions, *asked) if x)[:250]
    return [e for e in entries.values() if e.delta != 0], dropped


def why(exc: RetailError) -> str:
    """A failure in plain words for the person."""
    match exc:
        case RetailRateLimited():
            return "the store is getting too many requests right now"
        case RetailNotFound():
            return "the store doesn't have this product any more"
        case RetailRejected():
            return f"the store refused it ({exc.reason})"
        case RetailUnavailable():
            return "the store's system didn't answer"
    return "the store's system had a problem"


class CartWriter:
    def __init__(self, storage: Storage, client: RetailClient) -> None:
        self.storage = storage
        self.client = client

    @property
    def mode(self) -> str:
        return self.client.config.cart_api

    async def commit(self, session: Session) -> CommitResult:
        """Resume an open batch, then plan and send what the list still asks for.
        ``CustomerReauthRequired`` propagates: the person must link again."""
        result = CommitResult()
        user = session.user_id
        batch = self.storage.open_batch(user)
        resumed = batch is not None
        while True:
            seen: dict[str, int] | None = None  # the cart as read while planning
            if batch is None:
                planned = await self._plan(session, result)
                if planned is None:
                    return result
                batch, seen = planned
            if batch.mode == "partner":
                await self._partner(user, batch, seen)
            else:
                await self._public(user, batch)
            result.entries.extend(batch.entries)
            if not all(e.settled for e in batch.entries):
                return result  # failures: "retry" resumes this batch
            session.lines = settle(session.lines, batch.entries)
            result.batches.append(batch.batch_id)
            if not resumed:
                return result
            # the resumed batch was planned before any later edit: plan those now
            batch, resumed = None, False

    async def _plan(
        self, session: Session, result: CommitResult
    ) -> tuple[CartBatch, dict[str, int] | None] | None:
        """A new batch, recorded; with the partner cart's quantities as read for it."""
        entries, dropped = plan(session, self.mode)
        result.dropped.extend(dropped)
        if not entries:
            return None
        cart_id, have = "", None
        if self.mode == "partner":
            cart = await self.client.cart(session.user_id)
            cart_id = cart.id
            have = {item.upc: item.quantity for item in cart.items}
            for e in entries:
                e.base = have.get(e.upc, 0)
        batch = CartBatch(
            batch_id=uuid.uuid4().hex, mode=self.mode, cart_id=cart_id, entries=entries
        )
        self.storage.create_batch(session.user_id, batch)
        return batch, have

    def _record(self, batch: CartBatch, entry: CartEntry, status: str, detail: str = "") -> None:
        entry.status, entry.detail = status, detail
        self.storage.record_entry(batch.batch_id, entry.upc, status, detail)

    async def _partner(self, user: str, batch: CartBatch, seen: dict[str, int] | None) -> None:
        """Send the batch's unsettled entries; ``seen`` is the cart just read for a new
        plan (a resumed batch reads it afresh: it may have changed since)."""
        cart_id, have = batch.cart_id, seen
        if have is None:
            cart = await self.client.cart(user)
            cart_id, have = cart.id, {item.upc: item.quantity for item in cart.items}
        for e in batch.entries:
            if e.settled:
                continue
            target = max(0, e.base + e.delta)
            now = have.get(e.upc, 0)
            if (e.delta > 0 and now >= target) or (e.delta < 0 and now <= target):
                self._record(batch, e, "present")  # written before, answer lost
                continue
            # on top of what is there now when the cart changed since the plan
            quantity = min(MAX_PACKAGES, target if now == e.base else now + e.delta)
            try:
                if quantity <= 0:
                    await self.client.remove_cart_item(user, cart_id, e.upc)
                    status = "removed"
                elif now == 0:
                    item = NewCartItem(
                        upc=e.upc,
                        quantity=quantity,
                        allow_substitutes=e.allow_substitutes,
                        special_instructions=e.instructions,
                    )
                    await self.client.add_cart_item(user, cart_id, item)
                    status = "added"
                else:
                    change = CartItemUpdate(
                        quantity=quantity,
                        allow_substitutes=e.allow_substitutes,
                        special_instructions=e.instructions,
                    )
                    await self.client.update_cart_item(user, cart_id, e.upc, change)
                    status = "updated"
            except CustomerReauthRequired:
                raise
            except RetailError as exc:
                self._record(batch, e, "failed", why(exc))
                continue
            have[e.upc] = max(0, quantity)
            self._record(batch, e, status)

    async def _public(self, user: str, batch: CartBatch) -> None:
        for e in batch.entries:
            if e.status == "sending":  # sent before a crash: its fate is unknown
                self._record(batch, e, "unknown")
        todo = [e for e in batch.entries if e.status in ("pending", "failed")]
        if not todo:
            return
        for e in todo:
            self._record(batch, e, "sending")
        items = [CartAddItem(upc=e.upc, quantity=min(MAX_PACKAGES, e.delta)) for e in todo]
        try:
            await self.client.add_to_public_cart(user, items)
        except CustomerReauthRequired:
            for e in todo:
                self._record(batch, e, "pending")
            raise
        except RetailUnavailable as exc:
            for e in todo:
                self._record(batch, e, "unknown" if exc.ambiguous else "failed", why(exc))
            return
        except RetailError as exc:
            for e in todo:
                self._record(batch, e, "failed", why(exc))
            return
        for e in todo:
            self._record(batch, e, "added")


def settle(lines: Sequence[ListLine], entries: Sequence[CartEntry]) -> tuple[ListLine, ...]:
    """The lines with what is now in the cart for each (``in_cart``, ``in_cart_upc``)."""
    by_id = {line.id: line for line in lines}
    for e in entries:
        for line_id, packages in e.lines:
            line = by_id.get(line_id)
            if line is None:
                continue
            if packages == 0:
                if line.in_cart_upc == e.upc:
                    by_id[line_id] = msgspec.structs.replace(line, in_cart=0, in_cart_upc=None)
            else:
                by_id[line_id] = msgspec.structs.replace(line, in_cart=packages, in_cart_upc=e.upc)
    return tuple(by_id[line.id] for line in lines)


def forget_in_cart(lines: Sequence[ListLine], upc: str) -> tuple[ListLine, ...]:
    """The lines after ``upc`` was taken out of the cart by hand."""
    return tuple(
        msgspec.structs.replace(line, in_cart=0, in_cart_upc=None)
        if line.in_cart_upc == upc
        else line
        for line in lines
    )
