"""The sandbox's authored world, read from ``fixtures/``: stores, chains, departments,
coupons and the demo application. Files are validated on load; a broken fixture stops
the sandbox with the file name and the problem, never a half-loaded world.

Coupon fixtures carry dates relative to the Monday of the current week
(``startOffsetDays``, ``durationDays``) so that they never go stale; the sandbox turns
them into calendar dates when it answers.
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path
from typing import Any, TypeVar

import msgspec

from assistant.retail.sandbox.offers import StoreProfile
from assistant.retail.schemas import (
    Chain,
    Coupon,
    Department,
    Location,
    ModalityCapabilities,
    Savings,
)

T = TypeVar("T")


class CouponFixture(msgspec.Struct, frozen=True, kw_only=True, rename="camel"):
    coupon_id: str
    brand: str | None = None
    description: str
    savings: Savings
    product_ids: list[str] = []
    categories: list[str] = []
    merchants: list[str] = []
    channels: list[str] = []
    start_offset_days: int
    duration_days: int
    limit_per_customer: int = 1
    terms: str = ""

    def materialize(self, today: dt.date) -> Coupon:
        anchor = today - dt.timedelta(days=today.weekday())
        start = anchor + dt.timedelta(days=self.start_offset_days)
        end = start + dt.timedelta(days=self.duration_days)
        return Coupon(
            coupon_id=self.coupon_id,
            brand=self.brand,
            description=self.description,
            savings=self.savings,
            product_ids=self.product_ids,
            categories=self.categories,
            merchants=self.merchants,
            channels=self.channels,
            start_date=start.isoformat(),
            expiration_date=end.isoformat(),
            limit_per_customer=self.limit_per_customer,
            terms=self.terms,
        )


class DemoApp(msgspec.Struct, frozen=True, kw_only=True):
    """The application the assistant uses against the embedded sandbox. Its secret is
    generated per data dir, never stored in the repository."""

    client_id: str
    name: str
    environment: str
    partner: bool
    redirect_uris: list[str]


class FixtureError(ValueError):
    pass


def _load(path: Path, kind: Any) -> Any:
    try:
        return msgspec.json.decode(path.read_bytes(), type=kind)
    except (OSError, msgspec.DecodeError) as exc:
        raise FixtureError(f"{path}: {exc}") from exc


class World:
    """Everything the location, department, chain and coupon endpoints serve."""

    def __init__(self, fixtures_dir: Path) -> None:
        self.locations: list[Location] = _load(fixtures_dir / "locations.json", list[Location])
        self.chains: list[Chain] = _load(fixtures_dir / "chains.json", list[Chain])
        self.departments: list[Department] = _load(
            fixtures_dir / "departments.json", list[Department]
        )
        self.coupons: list[CouponFixture] = _load(
            fixtures_dir / "coupons.json", list[CouponFixture]
        )
        self.demo_apps: list[DemoApp] = _load(fixtures_dir / "apps.json", list[DemoApp])

        self.location_by_id: dict[str, Location] = {loc.location_id: loc for loc in self.locations}
        self.chain_by_name: dict[str, Chain] = {c.name.upper(): c for c in self.chains}
        self.department_by_id: dict[str, Department] = {
            d.department_id: d for d in self.departments
        }
        self._check(fixtures_dir)
        self.profiles: dict[str, StoreProfile] = {
            loc.location_id: self._profile(loc) for loc in self.locations
        }

    def _check(self, fixtures_dir: Path) -> None:
        if len(self.location_by_id) != len(self.locations):
            raise FixtureError(f"{fixtures_dir}/locations.json: duplicate locationId")
        for loc in self.locations:
            if len(loc.location_id) != 8:
                raise FixtureError(f"location {loc.location_id}: id must be 8 characters")
            if loc.chain.upper() not in self.chain_by_name:
                raise FixtureError(f"location {loc.location_id}: unknown chain {loc.chain}")
            for dept in loc.departments:
                if dept.department_id not in self.department_by_id:
                    raise FixtureError(
                        f"location {loc.location_id}: unknown department {dept.department_id}"
                    )

    def _profile(self, loc: Location) -> StoreProfile:
        names = {d.name.lower() for d in loc.departments}
        chain = self.chain_by_name[loc.chain.upper()]
        caps = chain.modality_capabilities
        ships = isinstance(caps, ModalityCapabilities) and caps.shiptohome
        return StoreProfile(
            location_id=loc.location_id,
            chain=loc.chain.upper(),
            curbside=any("pickup" in n for n in names),
            delivery=any("delivery" in n for n in names),
            ship_to_home=ships,
        )
