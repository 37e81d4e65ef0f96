"""Scope names: the spec's, the live aliases, who may ask for them, and what they imply.

A token stores canonical (spec) names with their implications expanded, so a resource
check is a plain set intersection: ``cart.basic:rw`` grants ``cart.basic`` too, and the
live ``product.compact`` is stored as ``product.basic``.
"""

from __future__ import annotations

from collections.abc import Iterable

# canonical scope → (plain-words description for consent pages, partner only?)
SCOPES: dict[str, tuple[str, bool]] = {
    "product.basic": ("See general product information and prices", False),
    "product.personalized": ("See product information personalised for you", False),
    "coupons.basic": ("See available coupons", False),
    "cart.basic": ("See your cart", False),
    "cart.basic:rw": ("See and change your cart", False),
    "profile.basic": ("See your profile id", False),
    "profile.name": ("See your first and last name", True),
    "profile.full": ("See your name, email, addresses, phone numbers and loyalty card", True),
    "profile.loyalty": ("See your loyalty card number", True),
    "profile.exists": ("Check whether a profile exists for an email address", True),
    "coupon.personalized:rw": ("Add and remove coupons on your loyalty card", True),
    "collection.basic": ("See your collections", True),
    "collection.basic:rw": ("See and change your collections", True),
    "delivery.basic": ("See your courier deliveries", True),
    "delivery.basic:rw": ("See and confirm your courier deliveries", True),
}

# live name → canonical name (reference: product.compact, cart.basic:write, profile.compact)
ALIASES: dict[str, str] = {
    "product.compact": "product.basic",
    "cart.basic:write": "cart.basic:rw",
    "profile.compact": "profile.basic",
    "coupon.basic": "coupons.basic",
}

# scope → scopes it also grants
IMPLIES: dict[str, frozenset[str]] = {
    "cart.basic:rw": frozenset({"cart.basic"}),
    "collection.basic:rw": frozenset({"collection.basic"}),
    "delivery.basic:rw": frozenset({"delivery.basic"}),
    "profile.full": frozenset({"profile.basic", "profile.loyalty", "profile.name"}),
    "product.personalized": frozenset({"product.basic"}),
}

# Scopes given to a client-credentials token that asks for none: what an app may read.
DEFAULT_CLIENT_SCOPES = frozenset({"product.basic", "coupons.basic"})


class ScopeError(ValueError):
    """A requested scope is unknown or not allowed for this application."""


def canonical(name: str) -> str | None:
    name = ALIASES.get(name, name)
    return name if name in SCOPES else None


def parse_requested(raw: str | None, *, partner: bool) -> frozenset[str]:
    """Validate a space-separated ``scope`` value and return the granted set (expanded).

    Raises ScopeError for unknown names and for partner-only scopes asked by public apps.
    """
    names = (raw or "").split()
    granted: set[str] = set()
    for name in names:
        scope = canonical(name)
        if scope is None:
            raise ScopeError(f"unknown scope {name!r}")
        if SCOPES[scope][1] and not partner:
            raise ScopeError(f"scope {name!r} is available to partner applications only")
        granted.add(scope)
    return expand(granted)


def expand(scopes: Iterable[str]) -> frozenset[str]:
    out = set(scopes)
    for scope in list(out):
        out |= IMPLIES.get(scope, frozenset())
    return frozenset(out)


def describe(scopes: Iterable[str]) -> list[str]:
    """Plain-words descriptions, for consent pages."""
    return [SCOPES[s][0] for s in sorted(scopes) if s in SCOPES]
