"""Locations, departments and chains through HTTP, decoded with the shared Structs."""

from __future__ import annotations

import pytest

from assistant.retail.sandbox.locations import miles_between
from assistant.retail.schemas import (
    WEEKDAYS,
    ApiErrorBody,
    Chain,
    Department,
    Envelope,
    Location,
)
from tests.conftest import Sandbox, decode, page

pytestmark = pytest.mark.anyio

SARATOGA_SPRINGS_UT = (40.3494, -111.9041)  # ZIP 84045, the default of a real client


@pytest.fixture
async def headers(sandbox: Sandbox) -> dict[str, str]:
    return await sandbox.auth_headers()


async def _search(sandbox: Sandbox, headers: dict[str, str], **params: str) -> list[Location]:
    query = {f"filter.{k}": v for k, v in params.items()}
    response = await sandbox.http.get("/v1/locations", params=query, headers=headers)
    assert response.status_code == 200, response.text
    envelope = decode(response, Envelope[list[Location]])
    return envelope.data


async def _error(
    sandbox: Sandbox, headers: dict[str, str], path: str, **params: str
) -> ApiErrorBody:
    response = await sandbox.http.get(path, params=params, headers=headers)
    assert response.status_code == 400, response.text
    return decode(response, ApiErrorBody)


async def test_fixture_world_is_big_enough(sandbox: Sandbox) -> None:
    world = sandbox.services.world
    assert len(world.locations) >= 40
    assert len({loc.chain for loc in world.locations}) >= 5
    assert len({loc.address.state for loc in world.locations}) >= 8
    assert any(loc.hours.open24 for loc in world.locations)
    for loc in world.locations:
        assert len(loc.location_id) == 8 and loc.phone and str(loc.phone).isdigit()
        assert all(len(d.department_id) == 2 for d in loc.departments)


async def test_zip_84045_has_a_smiths_within_ten_miles(
    sandbox: Sandbox, headers: dict[str, str]
) -> None:
    stores = await _search(sandbox, headers, **{"zipCode.near": "84045"})
    assert any(s.chain == "SMITHS" for s in stores)
    distances = [
        miles_between(SARATOGA_SPRINGS_UT, (s.geolocation.latitude, s.geolocation.longitude))
        for s in stores
    ]
    assert distances == sorted(distances)  # nearest first
    assert all(d <= 10.5 for d in distances)


async def test_location_shape_matches_live_data(sandbox: Sandbox, headers: dict[str, str]) -> None:
    response = await sandbox.http.get("/v1/locations/70600123", headers=headers)
    raw = response.json()["data"]
    assert set(WEEKDAYS) <= set(raw["hours"]) and "open24" in raw["hours"]
    assert isinstance(raw["departments"], list)
    assert set(raw["departments"][0]) >= {"departmentId", "name"}
    assert raw["geolocation"]["latLng"] == (
        f"{raw['geolocation']['latitude']},{raw['geolocation']['longitude']}"
    )
    assert raw["address"]["zipCode"] == "84045"


async def test_any_us_zip_works_not_only_store_zips(
    sandbox: Sandbox, headers: dict[str, str]
) -> None:
    store_zips = {loc.address.zip_code for loc in sandbox.services.world.locations}
    assert "84062" not in store_zips  # Pleasant Grove, UT: no store of its own, stores nearby
    stores = await _search(sandbox, headers, **{"zipCode.near": "84062"})
    assert stores
    # a rural ZIP far from every store: a valid query with no results
    assert await _search(sandbox, headers, **{"zipCode.near": "59001"}) == []


async def test_lat_long_and_lat_lon_filters_agree(
    sandbox: Sandbox, headers: dict[str, str]
) -> None:
    lat, lon = SARATOGA_SPRINGS_UT
    by_pair = await _search(sandbox, headers, **{"latLong.near": f"{lat},{lon}"})
    by_parts = await _search(sandbox, headers, **{"lat.near": str(lat), "lon.near": str(lon)})
    assert [s.location_id for s in by_pair] == [s.location_id for s in by_parts]
    assert by_pair


async def test_radius_widens_the_search(sandbox: Sandbox, headers: dict[str, str]) -> None:
    near = await _search(sandbox, headers, **{"zipCode.near": "84045", "radiusInMiles": "1"})
    wide = await _search(
        sandbox, headers, **{"zipCode.near": "84045", "radiusInMiles": "100", "limit": "200"}
    )
    assert len(near) < len(wide)
    assert {s.location_id for s in near} <= {s.location_id for s in wide}


async def test_chain_is_case_insensitive_and_limit_bounds(
    sandbox: Sandbox, headers: dict[str, str]
) -> None:
    upper = await _search(sandbox, headers, chain="KROGER", limit="200")
    lower = await _search(sandbox, headers, chain="kroger", limit="200")
    assert upper == lower and upper and all(s.chain == "KROGER" for s in upper)
    response = await sandbox.http.get(
        "/v1/locations", params={"filter.chain": "KROGER", "filter.limit": "3"}, headers=headers
    )
    envelope = decode(response, Envelope[list[Location]])
    assert len(envelope.data) == 3
    assert page(envelope).total == len(upper)
    assert page(envelope).limit == 3


async def test_department_filter_requires_all(sandbox: Sandbox, headers: dict[str, str]) -> None:
    pharmacy = await _search(sandbox, headers, department="09", limit="200")
    both = await _search(sandbox, headers, department="09,FC", limit="200")
    assert both and len(both) <= len(pharmacy)
    for store in both:
        assert {"09", "FC"} <= {d.department_id for d in store.departments}


async def test_location_id_list(sandbox: Sandbox, headers: dict[str, str]) -> None:
    stores = await _search(sandbox, headers, locationId="70600123,01400352")
    assert {s.location_id for s in stores} == {"70600123", "01400352"}


@pytest.mark.parametrize(
    ("params", "fragment"),
    [
        ({"filter.zipCode.near": "8404"}, "zipCode.near"),
        ({"filter.zipCode.near": "00000"}, "not a known US zip code"),
        ({"filter.latLong.near": "40.1"}, "latLong.near"),
        ({"filter.latLong.near": "91,10"}, "latLong.near"),
        ({"filter.lat.near": "40.1"}, "must be used together"),
        ({"filter.zipCode.near": "84045", "filter.radiusInMiles": "0"}, "1 - 100 miles"),
        ({"filter.zipCode.near": "84045", "filter.radiusInMiles": "ten"}, "1 - 100 miles"),
        ({"filter.limit": "201"}, "between 1 and 200"),
        ({"filter.limit": "abc"}, "between 1 and 200"),
        ({"filter.department": "09,ZZ"}, "invalid department ID"),
        ({"filter.locationId": "7060012"}, "length of 8 characters"),
    ],
)
async def test_malformed_filters_are_400_with_a_clear_reason(
    sandbox: Sandbox, headers: dict[str, str], params: dict[str, str], fragment: str
) -> None:
    body = await _error(sandbox, headers, "/v1/locations", **params)
    assert fragment in body.errors.reason
    assert body.errors.code.startswith("LOCATION-") and body.errors.code.endswith("-400")


async def test_get_and_head_one_location(sandbox: Sandbox, headers: dict[str, str]) -> None:
    response = await sandbox.http.get("/v1/locations/70600123", headers=headers)
    assert decode(response, Envelope[Location]).data.chain == "SMITHS"
    assert response.json()["meta"] == {}
    for location_id, status in (("70600123", 204), ("99999999", 404), ("123", 400)):
        head = await sandbox.http.head(f"/v1/locations/{location_id}", headers=headers)
        assert head.status_code == status and head.content == b""
    missing = await sandbox.http.get("/v1/locations/99999999", headers=headers)
    assert missing.status_code == 404
    assert decode(missing, ApiErrorBody).errors.code.endswith("-404")
    bad = await sandbox.http.get("/v1/locations/123", headers=headers)
    assert "length of 8 characters" in decode(bad, ApiErrorBody).errors.reason
    assert (await sandbox.http.head("/v1/locations", headers=headers)).status_code == 204
    bad_head = await sandbox.http.head("/v1/locations?filter.limit=0", headers=headers)
    assert bad_head.status_code == 400 and bad_head.content == b""


async def test_departments(sandbox: Sandbox, headers: dict[str, str]) -> None:
    response = await sandbox.http.get("/v1/departments", headers=headers)
    envelope = decode(response, Envelope[list[Department]])
    assert page(envelope).total == len(envelope.data) >= 10
    pharmacy = await sandbox.http.get("/v1/departments/09", headers=headers)
    assert decode(pharmacy, Envelope[Department]).data.name == "Pharmacy"
    for dept_id, status in (("09", 204), ("ZZ", 404), ("ABC", 400)):
        head = await sandbox.http.head(f"/v1/departments/{dept_id}", headers=headers)
        assert head.status_code == status and head.content == b""
    assert (await sandbox.http.head("/v1/departments", headers=headers)).status_code == 204


async def test_chains(sandbox: Sandbox, headers: dict[str, str]) -> None:
    response = await sandbox.http.get("/v1/chains", headers=headers)
    envelope = decode(response, Envelope[list[Chain]])
    names = {c.name for c in envelope.data}
    assert {"KROGER", "SMITHS", "RALPHS", "FREDMEYER", "KINGSOOPERS"} <= names
    assert page(envelope).start == 1
    smiths = await sandbox.http.get("/v1/chains/smiths", headers=headers)
    assert decode(smiths, Envelope[Chain]).data.name == "SMITHS"
    for name, status in (("KROGER", 204), ("NOPE", 404), ("bad!name", 400)):
        head = await sandbox.http.head(f"/v1/chains/{name}", headers=headers)
        assert head.status_code == status and head.content == b""
