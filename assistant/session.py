"""What the assistant remembers about one person between messages (domain model).

A ``Session`` is saved whole after every message (``storage.py``), with a version that
guards against lost updates. Products are kept as compact ``Option`` values — what the
conversation shows and what the cart needs — never as wire ``Product`` objects, so a
session stays small and does not change shape when the Retail API adds fields.
"""

from __future__ import annotations

import secrets

import msgspec

from assistant.shopping.parse import LineItem

# Phases of the conversation (see conversation/machine.py for the transitions).
NEW = "new"
CHOOSING_STORE = "choosing_store"
LISTING = "listing"
LINKING = "linking"
CHECKING_OUT = "checking_out"

UNDO_DEPTH = 10


class StoreInfo(msgspec.Struct, frozen=True, kw_only=True):
    location_id: str
    name: str
    address: str  # "1200 N Main St, Layton, UT 84041"
    chain: str
    distance_miles: float | None = None
    open_now: bool | None = None
    timezone: str | None = None


class Option(msgspec.Struct, frozen=True, kw_only=True):
    """One product a line could become, as matched at the session's store."""

    product_id: str
    upc: str
    description: str
    brand: str | None = None
    size: str | None = None
    price: float | None = None  # the price to pay now (promo when there is one)
    regular_price: float | None = None
    sold_by: str | None = None  # "UNIT" or "WEIGHT"
    in_stock: bool = True
    confidence: float = 0.0
    quantity: int = 1  # packages for the line's amount
    reasons: tuple[str, ...] = ()


def new_line_id() -> str:
    return secrets.token_hex(6)


class ListLine(msgspec.Struct, frozen=True, kw_only=True):
    item: LineItem
    id: str = msgspec.field(default_factory=new_line_id)  # stable across edits
    term: str | None = None
    options: tuple[Option, ...] = ()
    chosen: int | None = None  # index into options; None: no product yet
    band: str = "none"  # sure | likely | unsure | none | picked
    quantity: int | None = None  # the person's own quantity, overriding the match's
    substitutions: bool | None = None  # None: the person's default
    note: str | None = None
    shown: int = 3  # alternatives offered so far ("more 3" widens it)
    in_cart: int = 0  # packages of this line already put in the retailer cart
    in_cart_upc: str | None = None  # …and of which product

    @property
    def choice(self) -> Option | None:
        if self.chosen is None or self.chosen >= len(self.options):
            return None
        return self.options[self.chosen]

    @property
    def packages(self) -> int:
        choice = self.choice
        if self.quantity is not None:
            return self.quantity
        return choice.quantity if choice else self.item.count

    @property
    def weighed(self) -> str | None:
        """What to weigh out when the product is weighed at the store ("3 apples",
        "0.5 lb"): its cart quantity is one line, so the amount goes with it in words."""
        choice = self.choice
        item = self.item
        if choice is None or choice.sold_by != "WEIGHT" or self.quantity is not None:
            return None
        if item.amount is not None and item.unit:
            return f"{item.amount:g} {item.unit}"
        return f"{item.count} {item.product}" if item.count > 1 else None

    @property
    def status(self) -> str:
        """sure, check or help: what the person should do about this line."""
        choice = self.choice
        if choice is None or choice.price is None:  # nothing, or not sold at this store
            return "help"
        if self.band in ("picked", "sure"):
            return "sure"
        return "check" if self.band == "likely" else "help"


class Session(msgspec.Struct, kw_only=True):
    user_id: str
    phase: str = NEW
    store: StoreInfo | None = None
    stores_offered: tuple[StoreInfo, ...] = ()
    lines: tuple[ListLine, ...] = ()
    pending: tuple[LineItem, ...] = ()  # a list sent before a store was chosen
    undo: tuple[tuple[ListLine, ...], ...] = ()
    substitutions_default: bool | None = None  # "no substitutes" for the whole list
    cart_view: tuple[str, ...] = ()  # UPCs of the cart as last shown ("remove 3 from cart")
    version: int = 0

    def remember(self) -> None:
        """Keep the current list so that "undo" can bring it back."""
        self.undo = (*self.undo, self.lines)[-UNDO_DEPTH:]
