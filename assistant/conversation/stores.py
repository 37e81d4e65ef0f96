"""Finding the person's store: nearby stores for a ZIP code or a point, with distance and
whether each is open right now (in the store's own time zone).

The Retail API answers nearest first but without distances; we compute them from the
ZIP code's centre (``zipcodes``, offline) or the point the person sent.
"""

from __future__ import annotations

import functools
import math
from datetime import datetime
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

import zipcodes

from assistant.retail.client import RetailClient
from assistant.retail.schemas import DayHours, Location
from assistant.session import StoreInfo

OFFERED = 5
NEAR_MILES = 10
FAR_MILES = 100  # asked only when nothing is within NEAR_MILES
WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")


@functools.lru_cache(maxsize=1024)
def _zip(zip_code: str) -> dict[str, str] | None:
    """The ``zipcodes`` record of a ZIP code (offline; looked up once per code)."""
    try:
        found = zipcodes.matching(zip_code)  # type: ignore[no-untyped-call]
    except (TypeError, ValueError):
        return None
    return dict(found[0]) if found else None


def zip_point(zip_code: str) -> tuple[float, float] | None:
    record = _zip(zip_code)
    return (float(record["lat"]), float(record["long"])) if record else None


def zip_place(zip_code: str) -> str:
    """ "Layton, UT 84041" for a known ZIP code, else the code itself."""
    record = _zip(zip_code)
    if record is None:
        return zip_code
    return f"{record['city'].title()}, {record['state']} {zip_code}"


def miles(a: tuple[float, float], b: tuple[float, float]) -> float:
    lat1, lon1, lat2, lon2 = map(math.radians, (*a, *b))
    h = (
        math.sin((lat2 - lat1) / 2) ** 2
        + math.cos(lat1) * math.cos(lat2) * math.sin((lon2 - lon1) / 2) ** 2
    )
    return 3958.8 * 2 * math.asin(math.sqrt(h))


def open_now(location: Location, now: datetime | None = None) -> bool | None:
    """Whether the store is open at ``now`` (None when its hours are not published)."""
    hours = location.hours
    if hours.open24:
        return True
    if not isinstance(hours.timezone, str):
        return None
    try:
        zone = ZoneInfo(hours.timezone)
    except (ZoneInfoNotFoundError, ValueError):
        return None
    local = (now or datetime.now(tz=zone)).astimezone(zone)
    day = getattr(hours, WEEKDAYS[local.weekday()])
    if not isinstance(day, DayHours):
        return None
    if day.open24:
        return True
    clock = local.strftime("%H:%M")
    if day.close <= day.open:  # closes after midnight
        return clock >= day.open or clock < day.close
    return day.open <= clock < day.close


def store_info(location: Location, origin: tuple[float, float] | None) -> StoreInfo:
    address = location.address
    point = (location.geolocation.latitude, location.geolocation.longitude)
    return StoreInfo(
        location_id=location.location_id,
        name=location.name,
        address=f"{address.address_line1}, {address.city}, {address.state} {address.zip_code}",
        chain=location.chain,
        distance_miles=round(miles(origin, point), 1) if origin else None,
        open_now=open_now(location),
        timezone=location.hours.timezone if isinstance(location.hours.timezone, str) else None,
    )


async def nearby(
    client: RetailClient,
    *,
    zip_code: str | None = None,
    point: tuple[float, float] | None = None,
) -> tuple[list[StoreInfo], int]:
    """Up to ``OFFERED`` stores, nearest first, and the radius searched (10, or 100
    miles when nothing is closer)."""
    origin = point if point is not None else zip_point(zip_code or "")
    for radius in (NEAR_MILES, FAR_MILES):
        if point is not None:
            found = await client.search_locations(
                lat_long=point, radius_miles=radius, limit=OFFERED
            )
        else:
            found = await client.search_locations(
                zip_code=zip_code, radius_miles=radius, limit=OFFERED
            )
        if found:
            return [store_info(loc, origin) for loc in found], radius
    return [], FAR_MILES
