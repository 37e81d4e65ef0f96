"""Wire shapes of the Retail API, shared by the sandbox (encodes) and the client (decodes).

Field names follow the live API (camelCase via ``rename="camel"``); fields the live API
sends only sometimes are ``UNSET`` by default, so they are omitted when encoding and
tolerated when missing on decoding. Unknown fields are ignored by msgspec's decoder.
Domain models (what the assistant reasons about) live elsewhere; these are the wire.
"""

from __future__ import annotations

from typing import Generic, TypeVar

import msgspec
from msgspec import UNSET, Struct, UnsetType, field

T = TypeVar("T")

WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")


class Wire(Struct, kw_only=True, rename="camel"):
    """Base of every wire shape."""


# Daily quotas of public applications per endpoint family (the first path segment after
# /v1/), from the reference; partner applications are not limited. The sandbox enforces
# them and the client counts against them.
PUBLIC_DAILY_LIMITS: dict[str, int] = {
    "products": 10_000,
    "locations": 1_600,
    "chains": 1_600,
    "departments": 1_600,
    "cart": 5_000,
    "carts": 5_000,
    "identity": 5_000,
    "coupons": 5_000,
    "my_coupons": 5_000,
    "collections": 5_000,
    "courier": 5_000,
}


# --- envelope ------------------------------------------------------------------------


class Pagination(Wire, kw_only=True):
    start: int
    limit: int
    total: int


class Meta(Wire, kw_only=True):
    pagination: Pagination | UnsetType = UNSET
    warnings: list[str] | UnsetType = UNSET


class Envelope(Wire, Generic[T], kw_only=True):
    """``{"data": …, "meta": {…}}``: one resource, or a list with ``meta.pagination``."""

    data: T
    meta: Meta = field(default_factory=Meta)


# --- errors and tokens -------------------------------------------------------------


class ApiErrorDetail(Wire, kw_only=True):
    timestamp: int | str
    code: str
    reason: str


class ApiErrorBody(Wire, kw_only=True):
    """API error: ``{"errors": {"timestamp", "code", "reason"}}``."""

    errors: ApiErrorDetail


class AuthErrorBody(Struct, kw_only=True):
    """Auth error: top-level ``{"error", "error_description"}`` (snake case on the wire)."""

    error: str
    error_description: str


class TokenResponse(Struct, kw_only=True):
    access_token: str
    expires_in: int
    token_type: str = "bearer"  # noqa: S105 (the scheme name)
    refresh_token: str | UnsetType = UNSET


# --- locations, departments, chains -------------------------------------------------


class Address(Wire, kw_only=True):
    address_line1: str
    address_line2: str | UnsetType = UNSET
    city: str
    state: str
    zip_code: str
    county: str


class Geolocation(Wire, kw_only=True):
    latitude: float
    longitude: float
    lat_lng: str


class DayHours(Wire, kw_only=True):
    open: str
    close: str
    open24: bool


class Hours(Wire, kw_only=True):
    """Store hours; weekday keys and the 24-hour flag are lower-case, as in live data."""

    timezone: str | UnsetType = UNSET
    gmt_offset: str | UnsetType = UNSET
    open24: bool = False
    monday: DayHours | UnsetType = UNSET
    tuesday: DayHours | UnsetType = UNSET
    wednesday: DayHours | UnsetType = UNSET
    thursday: DayHours | UnsetType = UNSET
    friday: DayHours | UnsetType = UNSET
    saturday: DayHours | UnsetType = UNSET
    sunday: DayHours | UnsetType = UNSET


class LocationDepartment(Wire, kw_only=True):
    department_id: str
    name: str
    phone: str | UnsetType = UNSET
    hours: Hours | UnsetType = UNSET


class Location(Wire, kw_only=True):
    location_id: str
    store_number: str | UnsetType = UNSET
    division_number: str | UnsetType = UNSET
    chain: str
    name: str
    phone: str | UnsetType = UNSET
    address: Address
    geolocation: Geolocation
    hours: Hours
    departments: list[LocationDepartment] = field(default_factory=list)


class Department(Wire, kw_only=True):
    department_id: str
    name: str


class ModalityCapabilities(Struct, kw_only=True):
    delivery: bool
    instore: bool
    curbside: bool
    shiptohome: bool


class Chain(Wire, kw_only=True):
    name: str
    division_numbers: list[str] = field(default_factory=list)
    domain: str | UnsetType = UNSET
    friendly_banner_name: str | UnsetType = UNSET
    default_title: str | UnsetType = UNSET
    title_extension: str | UnsetType = UNSET
    theme_color: str | UnsetType = UNSET
    description: str | UnsetType = UNSET
    modality_capabilities: ModalityCapabilities | UnsetType = UNSET


# --- products ------------------------------------------------------------------------


class AisleLocation(Wire, kw_only=True):
    bay_number: str
    description: str
    number: str
    number_of_facings: str
    sequence_number: str
    side: str
    shelf_number: str
    shelf_position_in_bay: str


class ImageSize(Wire, kw_only=True):
    size: str
    url: str


class Image(Wire, kw_only=True):
    perspective: str
    featured: bool | UnsetType = UNSET
    sizes: list[ImageSize] = field(default_factory=list)


class Inventory(Wire, kw_only=True):
    stock_level: str


class Fulfillment(Wire, kw_only=True):
    """Live spelling (``inStore``/``shipToHome``); the OpenAPI's lower-case one differs."""

    curbside: bool
    delivery: bool
    in_store: bool
    ship_to_home: bool


class Price(Wire, kw_only=True):
    regular: float
    promo: float = 0.0
    regular_per_unit_estimate: float | UnsetType = UNSET
    promo_per_unit_estimate: float | UnsetType = UNSET


class Item(Wire, kw_only=True):
    item_id: str
    favorite: bool = False
    size: str | UnsetType = UNSET
    sold_by: str | UnsetType = UNSET
    inventory: Inventory | UnsetType = UNSET
    fulfillment: Fulfillment | UnsetType = UNSET
    price: Price | UnsetType = UNSET


class Temperature(Wire, kw_only=True):
    indicator: str
    heat_sensitive: bool


class Product(Wire, kw_only=True):
    product_id: str
    upc: str
    product_page_uri: str | UnsetType = field(default=UNSET, name="productPageURI")
    aisle_locations: list[AisleLocation] | UnsetType = UNSET
    brand: str | UnsetType = UNSET
    categories: list[str] = field(default_factory=list)
    country_origin: str | UnsetType = UNSET
    description: str
    images: list[Image] = field(default_factory=list)
    items: list[Item] = field(default_factory=list)
    temperature: Temperature | UnsetType = UNSET


# --- coupons -------------------------------------------------------------------------


class Savings(Wire, kw_only=True):
    """``type`` is AMOUNT_OFF (dollars), PERCENT_OFF (percent) or BUY_X_GET_Y_FREE
    (``minimumQuantity`` = X bought, ``amount`` = Y free)."""

    type: str
    amount: float
    minimum_quantity: int = 1


class Coupon(Wire, kw_only=True):
    coupon_id: str
    brand: str | None = None
    description: str
    savings: Savings
    product_ids: list[str] = field(default_factory=list)
    categories: list[str] = field(default_factory=list)
    merchants: list[str] = field(default_factory=list)
    channels: list[str] = field(default_factory=list)
    start_date: str
    expiration_date: str
    limit_per_customer: int = 1
    terms: str = ""
    clipped: bool | UnsetType = UNSET  # present for customer tokens


def encode(value: object) -> bytes:
    """Encode a wire value as JSON bytes."""
    return msgspec.json.encode(value)


# --- customers: identity, carts, collections, deliveries ---------------------------


class ProfileAddress(Wire, kw_only=True):
    address_line1: str
    address_line2: str | UnsetType = UNSET
    city: str
    state_code: str
    postal_code: str
    country_code: str = "US"
    address_type: str | UnsetType = UNSET


class PhoneNumber(Wire, kw_only=True):
    type: str
    value: str


class Loyalty(Wire, kw_only=True):
    card_number: str


class Profile(Wire, kw_only=True):
    """A customer profile; beyond ``id`` each field appears only as the scopes allow."""

    id: str
    first_name: str | UnsetType = UNSET
    last_name: str | UnsetType = UNSET
    email: str | UnsetType = UNSET
    addresses: list[ProfileAddress] | UnsetType = UNSET
    phone_numbers: list[PhoneNumber] | UnsetType = UNSET
    loyalty: Loyalty | UnsetType = UNSET


class LoyaltyInfo(Wire, kw_only=True):
    loyalty: Loyalty


class CartItem(Wire, kw_only=True):
    upc: str
    quantity: int
    allow_substitutes: bool = True
    special_instructions: str = ""
    modality: str | UnsetType = UNSET
    description: str | UnsetType = UNSET
    created_date: str | UnsetType = UNSET


class Cart(Wire, kw_only=True):
    id: str
    name: str = ""
    items: list[CartItem] = field(default_factory=list)
    created_date: str | UnsetType = UNSET


class NewCartItem(Wire, kw_only=True):
    """Body of ``POST /carts/{id}/items`` (and an item of ``POST /carts``)."""

    upc: str
    quantity: int = 1
    allow_substitutes: bool = True
    special_instructions: str = ""
    modality: str = "PICKUP"


class CartItemUpdate(Wire, kw_only=True):
    """Body of ``PUT /carts/{id}/items/{upc}``: the full resulting quantity."""

    quantity: int
    allow_substitutes: bool = True
    special_instructions: str = ""
    modality: str = "PICKUP"


class NewCart(Wire, kw_only=True):
    """Body of ``POST /carts``: ``{}``, optionally a name and first items."""

    name: str = ""
    items: list[NewCartItem] = field(default_factory=list)


class CartAddItem(Wire, kw_only=True):
    upc: str
    quantity: int = 1
    modality: str | UnsetType = UNSET


class CartAdd(Wire, kw_only=True):
    """Body of the public ``PUT /cart/add``."""

    items: list[CartAddItem]
    modality: str | UnsetType = UNSET


class CouponClip(Wire, kw_only=True):
    """Body of ``POST``/``DELETE /my_coupons``."""

    coupon_id: str


class ClippedCoupon(Wire, kw_only=True):
    coupon_id: str
    clipped: bool
    clipped_date: str | None = None
    card_number: str


class CollectionItem(Wire, kw_only=True):
    product_id: str
    upc: str
    description: str
    quantity: int = 1
    purchase_count: int | UnsetType = UNSET
    last_purchased_date: str | UnsetType = UNSET


class Collection(Wire, kw_only=True):
    """A customer's list of products: PURCHASE_HISTORY, FAVORITES or LIST."""

    id: str
    name: str
    type: str
    created_date: str
    items: list[CollectionItem] = field(default_factory=list)


class TimeValue(Wire, kw_only=True):
    value: str
    timezone: str


class Delivery(Wire, kw_only=True):
    """A courier delivery; ``followingAction`` is what the courier must do next
    (CONFIRM, CONFIRM_EDITING, CONFIRM_CANCELLATION) or absent when nothing is due."""

    delivery_id: str
    order_id: str
    location_id: str
    status: str
    following_action: str | UnsetType = UNSET
    customer_first_name: str
    address: ProfileAddress
    item_count: int
    window_start: TimeValue
    window_end: TimeValue
    updated_date: str


class DeliveryAction(Wire, kw_only=True):
    """Body of ``POST /courier/deliveries/{id}`` (optional): the action being confirmed."""

    action: str | UnsetType = UNSET
