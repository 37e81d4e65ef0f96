"""Identity: the signed-in customer's profile and loyalty card, and profile existence.

``GET /identity/profile`` needs a customer token. Public applications get only ``id``
(the live public API's answer); partner applications get more, as their scopes allow:
``profile.name`` → names; ``profile.basic`` → names, email, addresses, phone numbers;
``profile.loyalty`` → loyalty card; ``profile.full`` → all of it.
``HEAD /identity/profile?email=…`` (and the live ``GET /identity/profile/invoke/exists``)
answer 204 when a profile exists for the email and 404 when not: partner only, scope
``profile.exists``, any token. ``GET /identity/profile/loyalty`` → ``{"loyalty":
{"cardNumber"}}``: partner, customer token.
"""

from __future__ import annotations

from litestar import Response, get, head

from assistant.retail.sandbox.accounts import Customer
from assistant.retail.sandbox.context import Req, services
from assistant.retail.sandbox.errors import (
    bad_request,
    customer_required,
    missing_scopes,
    not_found,
    partner_only,
)
from assistant.retail.sandbox.oauth import principal
from assistant.retail.schemas import Envelope, LoyaltyInfo, Profile

PROFILE_SCOPES = ("profile.name", "profile.basic", "profile.full", "profile.loyalty")


def _customer(request: Req) -> Customer:
    customer_id = principal(request).customer_id
    customer = services(request).accounts.by_id.get(customer_id or "")
    if customer is None:
        raise not_found("IDENTITY", 8001, "Profile not found")
    return customer


def profile_view(customer: Customer, scopes: frozenset[str], partner: bool) -> Profile:
    profile = Profile(id=customer.id)
    if not partner:
        return profile
    if scopes & {"profile.name", "profile.basic"}:
        profile.first_name, profile.last_name = customer.first_name, customer.last_name
    if "profile.basic" in scopes:
        profile.email = customer.email
        profile.addresses = list(customer.addresses)
        profile.phone_numbers = list(customer.phone_numbers)
    if "profile.loyalty" in scopes:
        profile.loyalty = customer.loyalty
    return profile


def _exists(request: Req) -> Response[None]:
    email = (request.query_params.get("email") or "").strip().lower()
    if "@" not in email:
        raise bad_request("IDENTITY", 8002, "Field 'email' must be an email address")
    found = email in services(request).accounts.by_email
    return Response(content=None, status_code=204 if found else 404)


@get(
    "/v1/identity/profile",
    opt={"scopes": (*PROFILE_SCOPES, "profile.exists")},
)
async def get_profile(request: Req) -> Envelope[Profile] | Response[None]:
    """The signed-in customer profile (fields by scope; public apps get the id). With ?email=
    (partner, profile.exists): 204 when a profile exists, 404 when not.
    """
    who = principal(request)
    if request.query_params.get("email") is not None:
        # Lookup by email is a partner feature with its own scope.
        if not who.token.partner:
            raise partner_only()
        if "profile.exists" not in who.token.scopes:
            raise missing_scopes(("profile.exists",))
        return _exists(request)
    if who.customer_id is None:
        raise customer_required()
    if not who.token.scopes & set(PROFILE_SCOPES):
        raise missing_scopes(PROFILE_SCOPES)
    view = profile_view(_customer(request), who.token.scopes, who.token.partner)
    return Envelope(data=view)


@head("/v1/identity/profile", opt={"scopes": ("profile.exists",), "partner": True}, status_code=204)
async def head_profile(request: Req) -> Response[None]:
    """HEAD ?email=: 204 when a profile exists for the email, 404 when not (partner,
    profile.exists).
    """
    return _exists(request)


@get(
    "/v1/identity/profile/invoke/exists",
    opt={"scopes": ("profile.exists",), "partner": True},
    status_code=204,
)
async def profile_exists(request: Req) -> Response[None]:
    """?email=: 204 when a profile exists for the email, 404 when not (partner, profile.exists)."""
    return _exists(request)


@get(
    "/v1/identity/profile/loyalty",
    opt={"scopes": ("profile.loyalty", "profile.full"), "partner": True, "customer": True},
)
async def get_loyalty(request: Req) -> Envelope[LoyaltyInfo]:
    """The customer loyalty card (partner, customer token, profile.loyalty)."""
    return Envelope(data=LoyaltyInfo(loyalty=_customer(request).loyalty))


ROUTES = [get_profile, head_profile, profile_exists, get_loyalty]
