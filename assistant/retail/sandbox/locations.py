"""Locations, departments and chains: search, get and HEAD, served from the fixtures.

Location search answers nearest first from any US ZIP code (coordinates from the
``zipcodes`` package, offline), a ``lat,lng`` pair or separate lat/lon, within
``filter.radiusInMiles`` (1–100, default 10); it filters by chain (case-insensitive),
departments (a store must have all) and location ids. Without a point it lists stores
by id. HEAD answers 204 / 404 / 400 with no body.
"""

from __future__ import annotations

import math
import re
from functools import cache
from typing import Any

import zipcodes
from litestar import Response, get, head
from litestar.params import FromPath

from assistant.retail.sandbox.context import Req, services
from assistant.retail.sandbox.errors import bad_request, not_found
from assistant.retail.sandbox.fixtures import World
from assistant.retail.sandbox.params import Query, check_location_id
from assistant.retail.schemas import Chain, Department, Envelope, Location, Meta, Pagination

NO_SCOPE: dict[str, object] = {"scopes": ()}
_ZIP = re.compile(r"^\d{5}$")
_DEPARTMENT_ID = re.compile(r"^[0-9A-Za-z]{2}$")
_CHAIN_NAME = re.compile(r"^[A-Za-z0-9' &.-]{1,40}$")
EARTH_RADIUS_MILES = 3958.8


@cache
def _zip_points() -> dict[str, tuple[float, float]]:
    """Every US ZIP code's coordinates (read once: a dict lookup beats a scan per call)."""
    every_zip: list[dict[str, Any]] = zipcodes.list_all()  # type: ignore[no-untyped-call]
    return {
        z["zip_code"]: (float(z["lat"]), float(z["long"]))
        for z in every_zip
        if z.get("lat") and z.get("long")
    }


def miles_between(a: tuple[float, float], b: tuple[float, float]) -> float:
    lat1, lon1, lat2, lon2 = map(math.radians, (*a, *b))
    h = (
        math.sin((lat2 - lat1) / 2) ** 2
        + math.cos(lat1) * math.cos(lat2) * math.sin((lon2 - lon1) / 2) ** 2
    )
    return 2 * EARTH_RADIUS_MILES * math.asin(math.sqrt(h))


def _coordinate(q: Query, raw: str, label: str, limit: float) -> float:
    try:
        value = float(raw)
    except ValueError:
        value = math.inf
    if not -limit <= value <= limit:
        raise q.error(3003, f"Field '{label}' must be a number between {-limit} and {limit}")
    return value


def _near_point(q: Query) -> tuple[float, float] | None:
    if (zip_code := q.get("filter.zipCode.near")) is not None:
        if not _ZIP.match(zip_code):
            raise q.error(3001, "Field 'filter.zipCode.near' must be a 5-digit zip code")
        point = _zip_points().get(zip_code)
        if point is None:
            raise q.error(
                3002, f"Field 'filter.zipCode.near' is not a known US zip code: {zip_code}"
            )
        return point
    if (lat_lng := q.get("filter.latLong.near")) is not None:
        lat_raw, sep, lng_raw = lat_lng.partition(",")
        if not sep:
            raise q.error(3004, "Field 'filter.latLong.near' must be '<latitude>,<longitude>'")
        return (
            _coordinate(q, lat_raw, "filter.latLong.near", 90),
            _coordinate(q, lng_raw, "filter.latLong.near", 180),
        )
    lat, lon = q.get("filter.lat.near"), q.get("filter.lon.near")
    if lat is None and lon is None:
        return None
    if lat is None or lon is None:
        raise q.error(3005, "Fields 'filter.lat.near' and 'filter.lon.near' must be used together")
    return _coordinate(q, lat, "filter.lat.near", 90), _coordinate(q, lon, "filter.lon.near", 180)


def search_locations(world: World, q: Query) -> tuple[list[Location], int, int]:
    """Matching stores nearest first; returns (page, total, limit)."""
    point = _near_point(q)
    raw_radius = q.get("filter.radiusInMiles")
    radius = 10
    if raw_radius is not None:
        try:
            radius = int(raw_radius)
        except ValueError:
            radius = 0
        if not 1 <= radius <= 100:
            raise q.error(
                3006,
                "Field 'filter.radiusInMiles' outside of distance limits,"
                " distance range is 1 - 100 miles.",
            )
    limit = q.integer("filter.limit", low=1, high=200, default=10, number=3007, label="limit")
    chain = (q.get("filter.chain") or "").upper()
    departments = q.csv("filter.department")
    if any(d not in world.department_by_id for d in departments):
        raise q.error(3008, "Field 'filter.department' contains invalid department ID(s)")
    ids = {check_location_id(i, "LOCATION", 3009) for i in q.csv("filter.locationId")}

    found: list[tuple[float, Location]] = []
    for loc in world.locations:
        if chain and loc.chain.upper() != chain:
            continue
        if ids and loc.location_id not in ids:
            continue
        if departments:
            have = {d.department_id for d in loc.departments}
            if not have.issuperset(departments):
                continue
        distance = 0.0
        if point is not None:
            distance = miles_between(point, (loc.geolocation.latitude, loc.geolocation.longitude))
            if distance > radius:
                continue
        found.append((distance, loc))
    found.sort(key=lambda pair: (pair[0], pair[1].location_id))
    return [loc for _, loc in found[:limit]], len(found), limit


def _world(request: Req) -> World:
    return services(request).world


@get("/v1/locations", opt=NO_SCOPE)
async def list_locations(request: Req) -> Envelope[list[Location]]:
    """Search stores. Query: filter.zipCode.near, filter.latLong.near (lat,lng),
    filter.lat.near + filter.lon.near, filter.radiusInMiles (1-100, default 10),
    filter.chain, filter.department (comma ids, all required), filter.locationId (comma
    list), filter.limit (1-200, default 10). Nearest first.
    """
    page, total, limit = search_locations(_world(request), Query(request.query_params, "LOCATION"))
    return Envelope(data=page, meta=Meta(pagination=Pagination(start=1, limit=limit, total=total)))


@head("/v1/locations", opt=NO_SCOPE, status_code=204)
async def head_locations(request: Req) -> Response[None]:
    """Validate a location search: 204, or 400 with no body."""
    search_locations(_world(request), Query(request.query_params, "LOCATION"))
    return Response(content=None, status_code=204)


def _location(request: Req, location_id: str) -> Location:
    check_location_id(location_id, "LOCATION", 3010)
    loc = _world(request).location_by_id.get(location_id)
    if loc is None:
        raise not_found("LOCATION", 3011, f"Location {location_id} not found")
    return loc


@get("/v1/locations/{location_id:str}", opt=NO_SCOPE)
async def get_location(request: Req, location_id: FromPath[str]) -> Envelope[Location]:
    """One store by its 8-character location id."""
    return Envelope(data=_location(request, location_id))


@head("/v1/locations/{location_id:str}", opt=NO_SCOPE, status_code=204)
async def head_location(request: Req, location_id: FromPath[str]) -> Response[None]:
    """204 when the location exists, 404 when not, 400 when the id is malformed."""
    _location(request, location_id)
    return Response(content=None, status_code=204)


def _page(n: int) -> Meta:
    return Meta(pagination=Pagination(start=1, limit=n, total=n))


@get("/v1/departments", opt=NO_SCOPE)
async def list_departments(request: Req) -> Envelope[list[Department]]:
    """Every department (2-character ids)."""
    departments = _world(request).departments
    return Envelope(data=departments, meta=_page(len(departments)))


@head("/v1/departments", opt=NO_SCOPE, status_code=204)
async def head_departments() -> Response[None]:
    """204."""
    return Response(content=None, status_code=204)


def _department(request: Req, department_id: str) -> Department:
    if not _DEPARTMENT_ID.match(department_id):
        raise bad_request(
            "DEPARTMENT", 4001, "Field 'departmentId' must be 2 alphanumeric characters"
        )
    dept = _world(request).department_by_id.get(department_id.upper())
    if dept is None:
        raise not_found("DEPARTMENT", 4002, f"Department {department_id} not found")
    return dept


@get("/v1/departments/{department_id:str}", opt=NO_SCOPE)
async def get_department(request: Req, department_id: FromPath[str]) -> Envelope[Department]:
    """One department."""
    return Envelope(data=_department(request, department_id))


@head("/v1/departments/{department_id:str}", opt=NO_SCOPE, status_code=204)
async def head_department(request: Req, department_id: FromPath[str]) -> Response[None]:
    """204 when the department exists, 404 when not, 400 when malformed."""
    _department(request, department_id)
    return Response(content=None, status_code=204)


@get("/v1/chains", opt=NO_SCOPE)
async def list_chains(request: Req) -> Envelope[list[Chain]]:
    """Every chain (upper-case names)."""
    chains = _world(request).chains
    return Envelope(data=chains, meta=_page(len(chains)))


@head("/v1/chains", opt=NO_SCOPE, status_code=204)
async def head_chains() -> Response[None]:
    """204."""
    return Response(content=None, status_code=204)


def _chain(request: Req, name: str) -> Chain:
    if not _CHAIN_NAME.match(name):
        raise bad_request(
            "CHAIN", 5001, "Field 'name' must be 1 to 40 letters, digits, spaces or . & ' -"
        )
    chain = _world(request).chain_by_name.get(name.upper())
    if chain is None:
        raise not_found("CHAIN", 5002, f"Chain {name} not found")
    return chain


@get("/v1/chains/{name:str}", opt=NO_SCOPE)
async def get_chain(request: Req, name: FromPath[str]) -> Envelope[Chain]:
    """One chain; the name is matched case-insensitively."""
    return Envelope(data=_chain(request, name))


@head("/v1/chains/{name:str}", opt=NO_SCOPE, status_code=204)
async def head_chain(request: Req, name: FromPath[str]) -> Response[None]:
    """204 when the chain exists, 404 when not, 400 when malformed."""
    _chain(request, name)
    return Response(content=None, status_code=204)


ROUTES = [
    list_locations,
    head_locations,
    get_location,
    head_location,
    list_departments,
    head_departments,
    get_department,
    head_department,
    list_chains,
    head_chains,
    get_chain,
    head_chain,
]
