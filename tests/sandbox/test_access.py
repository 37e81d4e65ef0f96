"""Resource access: bearer tokens, scopes, daily quotas, error formats and test hooks."""

from __future__ import annotations

import time

import pytest

from assistant.retail.sandbox.store import DAY_SECONDS
from assistant.retail.schemas import ApiErrorBody, AuthErrorBody
from tests.conftest import Sandbox, SandboxFactory, decode

pytestmark = pytest.mark.anyio

PRODUCTS = "/v1/products?filter.term=milk"


async def test_missing_token_is_401_with_live_body(sandbox: Sandbox) -> None:
    response = await sandbox.http.get(PRODUCTS)
    assert response.status_code == 401
    assert decode(response, AuthErrorBody) == AuthErrorBody(
        error="invalid_request", error_description="The access_token is missing"
    )
    assert response.headers["www-authenticate"].startswith("Bearer")


@pytest.mark.parametrize("header", ["Bearer not-a-token", "Bearer ", "Basic abc", "bearer x y"])
async def test_invalid_token_is_401(sandbox: Sandbox, header: str) -> None:
    response = await sandbox.http.get(PRODUCTS, headers={"Authorization": header})
    assert response.status_code == 401
    assert response.json()["error"] in {"invalid_token", "invalid_request"}


async def test_expired_token_is_401_invalid_token(sandbox: Sandbox) -> None:
    store = sandbox.services.store
    app, _ = store.register_app(
        name="expiring", redirect_uris=[], environment="production", partner=False
    )
    token = store.issue_token(
        app, kind="access", scopes=frozenset({"product.basic"}), ttl=-1, grant_type="test"
    )
    response = await sandbox.http.get(PRODUCTS, headers={"Authorization": f"Bearer {token}"})
    assert response.status_code == 401
    assert decode(response, AuthErrorBody) == AuthErrorBody(
        error="invalid_token", error_description="The access token is invalid or has expired"
    )


async def test_refresh_token_is_not_an_access_token(sandbox: Sandbox) -> None:
    store = sandbox.services.store
    app, _ = store.register_app(
        name="refresher", redirect_uris=[], environment="production", partner=False
    )
    refresh = store.issue_token(
        app, kind="refresh", scopes=frozenset({"product.basic"}), ttl=600, grant_type="test"
    )
    response = await sandbox.http.get(PRODUCTS, headers={"Authorization": f"Bearer {refresh}"})
    assert response.status_code == 401


async def test_missing_scope_is_403_api_error(sandbox: Sandbox) -> None:
    headers = await sandbox.auth_headers("coupons.basic")
    response = await sandbox.http.get(PRODUCTS, headers=headers)
    assert response.status_code == 403
    body = decode(response, ApiErrorBody)
    assert body.errors.code == "Forbidden"
    assert body.errors.reason.startswith("missing required scopes")
    assert isinstance(body.errors.timestamp, int)
    # locations need no scope at all
    response = await sandbox.http.get("/v1/chains", headers=headers)
    assert response.status_code == 200


async def test_read_write_scope_implies_read_and_aliases_map(sandbox: Sandbox) -> None:
    store = sandbox.services.store
    token = await sandbox.token("cart.basic:write product.compact")
    record = store.lookup_token(token)
    assert record is not None
    assert {"cart.basic:rw", "cart.basic", "product.basic"} <= record.scopes


async def test_no_scope_requested_gets_the_public_read_scopes(sandbox: Sandbox) -> None:
    headers = {"Authorization": f"Bearer {await sandbox.token(None)}"}
    assert (await sandbox.http.get(PRODUCTS, headers=headers)).status_code == 200
    assert (await sandbox.http.get("/v1/coupons", headers=headers)).status_code == 200


async def test_daily_limit_429_with_retry_after(sandbox_factory: SandboxFactory) -> None:
    sandbox = await sandbox_factory(daily_limits={"products": 3})
    headers = await sandbox.auth_headers()
    for _ in range(3):
        assert (await sandbox.http.get(PRODUCTS, headers=headers)).status_code == 200
    # every path under /v1/products counts together
    response = await sandbox.http.get("/v1/products/0001111041700", headers=headers)
    assert response.status_code == 429
    retry_after = int(response.headers["retry-after"])
    assert 0 < retry_after <= DAY_SECONDS
    body = decode(response, ApiErrorBody)
    assert body.errors.code.endswith("-429")
    assert "products" in body.errors.reason
    # other families have their own counters
    assert (await sandbox.http.get("/v1/chains", headers=headers)).status_code == 200
    # and other applications too
    other = await sandbox.auth_headers()
    assert (await sandbox.http.get(PRODUCTS, headers=other)).status_code == 200


async def test_partner_apps_have_no_daily_limit(sandbox_factory: SandboxFactory) -> None:
    sandbox = await sandbox_factory(daily_limits={"products": 1})
    headers = await sandbox.auth_headers(partner=True)
    for _ in range(4):
        assert (await sandbox.http.get(PRODUCTS, headers=headers)).status_code == 200


async def test_default_limits_come_from_the_reference(sandbox: Sandbox) -> None:
    config = sandbox.services.config
    assert config.daily_limit("products") == 10_000
    assert config.daily_limit("locations") == 1_600
    assert config.daily_limit("chains") == 1_600
    assert config.daily_limit("departments") == 1_600
    assert config.daily_limit("cart") == 5_000
    assert config.daily_limit("identity") == 5_000


async def test_counters_survive_restart(sandbox_factory: SandboxFactory) -> None:
    first = await sandbox_factory(daily_limits={"chains": 2})
    headers = await first.auth_headers()
    assert (await first.http.get("/v1/chains", headers=headers)).status_code == 200
    assert (await first.http.get("/v1/chains", headers=headers)).status_code == 200
    second = await sandbox_factory(daily_limits={"chains": 2})
    assert (await second.http.get("/v1/chains", headers=headers)).status_code == 429


def test_window_resets_24_hours_after_first_call(tmp_path: object) -> None:
    from pathlib import Path

    from assistant.retail.sandbox.store import SandboxStore

    assert isinstance(tmp_path, Path)
    store = SandboxStore(tmp_path)
    start = time.time()
    assert store.count_request("app", "products", start) == (1, start)
    assert store.count_request("app", "products", start + 100) == (2, start)
    assert store.count_request("app", "products", start + DAY_SECONDS - 1) == (3, start)
    later = start + DAY_SECONDS
    assert store.count_request("app", "products", later) == (1, later)


async def test_fail_rate_one_answers_every_resource_request_with_5xx(
    sandbox_factory: SandboxFactory,
) -> None:
    sandbox = await sandbox_factory(fail_rate=1.0)
    headers = await sandbox.auth_headers()  # the token endpoint is not affected
    statuses = set()
    for _ in range(12):
        response = await sandbox.http.get(PRODUCTS, headers=headers)
        statuses.add(response.status_code)
        body = decode(response, ApiErrorBody)
        assert body.errors.reason in {"Internal server error", "Service temporarily unavailable"}
    assert statuses <= {500, 503} and statuses


async def test_latency_setting_still_answers(sandbox_factory: SandboxFactory) -> None:
    sandbox = await sandbox_factory(latency_ms=5)
    headers = await sandbox.auth_headers()
    response = await sandbox.http.get("/v1/chains", headers=headers)
    assert response.status_code == 200
    assert response.headers["x-correlation-id"]


async def test_unknown_route_and_wrong_method_are_api_errors(sandbox: Sandbox) -> None:
    headers = await sandbox.auth_headers()
    response = await sandbox.http.get("/v1/no-such-thing", headers=headers)
    assert response.status_code == 404
    assert decode(response, ApiErrorBody).errors.code.endswith("-404")
    response = await sandbox.http.delete("/v1/products", headers=headers)
    assert response.status_code == 405
    assert "DELETE" in decode(response, ApiErrorBody).errors.reason
    response = await sandbox.http.get("/v1/connect/oauth2/token")
    assert response.status_code == 405


async def test_oversized_body_is_rejected_cleanly(sandbox: Sandbox) -> None:
    response = await sandbox.http.post(
        "/v1/connect/oauth2/token",
        content=b"grant_type=client_credentials&x=" + b"a" * 200_000,
        headers={"Content-Type": "application/x-www-form-urlencoded"},
    )
    assert response.status_code == 413
    assert decode(response, ApiErrorBody).errors.code.endswith("-413")


async def test_every_response_has_a_correlation_id(sandbox: Sandbox) -> None:
    for path in ("/v1/products", "/v1/nowhere", "/v1/chains"):
        response = await sandbox.http.get(path)
        assert response.headers.get("x-correlation-id")


async def test_head_errors_have_no_body(sandbox: Sandbox) -> None:
    response = await sandbox.http.head("/v1/chains/KROGER")
    assert response.status_code == 401
    assert response.content == b""
