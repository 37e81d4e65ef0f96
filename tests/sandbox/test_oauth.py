"""The token endpoint: client authentication, grants, scopes and the exact error bodies."""

from __future__ import annotations

import base64
from urllib.parse import quote

import pytest

from assistant.retail.schemas import AuthErrorBody, TokenResponse
from tests.conftest import Credentials, Sandbox, SandboxFactory, decode

pytestmark = pytest.mark.anyio

TOKEN = "/v1/connect/oauth2/token"


async def test_client_credentials_with_basic_auth(sandbox: Sandbox) -> None:
    creds = sandbox.register()
    response = await sandbox.http.post(
        TOKEN,
        data={"grant_type": "client_credentials", "scope": "product.compact"},
        auth=(creds.client_id, creds.client_secret),
    )
    assert response.status_code == 200
    body = response.json()
    assert set(body) == {"access_token", "expires_in", "token_type"}
    token = decode(response, TokenResponse)
    assert token.expires_in == 1800 and token.token_type == "bearer"


async def test_client_credentials_with_form_fields(sandbox: Sandbox) -> None:
    creds = sandbox.register()
    response = await sandbox.http.post(
        TOKEN,
        data={
            "grant_type": "client_credentials",
            "client_id": creds.client_id,
            "client_secret": creds.client_secret,
        },
    )
    assert response.status_code == 200
    assert response.json()["access_token"]


async def test_basic_auth_with_form_encoded_parts(sandbox: Sandbox) -> None:
    """RFC 6749 §2.3.1 clients URL-encode id and secret before Basic-encoding them."""
    creds = sandbox.register()
    raw = f"{quote(creds.client_id, safe='')}:{quote(creds.client_secret, safe='')}"
    header = "Basic " + base64.b64encode(raw.encode()).decode()
    response = await sandbox.http.post(
        TOKEN, data={"grant_type": "client_credentials"}, headers={"Authorization": header}
    )
    assert response.status_code == 200


async def test_token_ttl_sets_expires_in(sandbox_factory: SandboxFactory) -> None:
    sandbox = await sandbox_factory(token_ttl=60)
    creds = sandbox.register()
    response = await sandbox.http.post(
        TOKEN,
        data={"grant_type": "client_credentials"},
        auth=(creds.client_id, creds.client_secret),
    )
    assert response.json()["expires_in"] == 60


async def _token_error(sandbox: Sandbox, **kw: object) -> tuple[int, AuthErrorBody]:
    response = await sandbox.http.post(TOKEN, **kw)  # type: ignore[arg-type]
    return response.status_code, decode(response, AuthErrorBody)


async def test_wrong_secret_is_401_invalid_credentials(sandbox: Sandbox) -> None:
    creds = sandbox.register()
    status, body = await _token_error(
        sandbox, data={"grant_type": "client_credentials"}, auth=(creds.client_id, "nope")
    )
    assert status == 401
    assert body == AuthErrorBody(error="unauthorized", error_description="invalid credentials")


async def test_unknown_client_and_missing_credentials_are_401(sandbox: Sandbox) -> None:
    status, body = await _token_error(
        sandbox, data={"grant_type": "client_credentials"}, auth=("ghost", "secret")
    )
    assert (status, body.error) == (401, "unauthorized")
    status, body = await _token_error(sandbox, data={"grant_type": "client_credentials"})
    assert (status, body.error) == (401, "unauthorized")
    status, body = await _token_error(
        sandbox,
        data={"grant_type": "client_credentials"},
        headers={"Authorization": "Basic !!!not-base64"},
    )
    assert (status, body.error) == (401, "unauthorized")


async def test_credentials_work_only_in_their_environment(
    sandbox_factory: SandboxFactory,
) -> None:
    production = await sandbox_factory()
    cert_creds = production.register(environment="certification")
    status, body = await _token_error(
        production,
        data={"grant_type": "client_credentials"},
        auth=(cert_creds.client_id, cert_creds.client_secret),
    )
    assert (status, body.error) == (401, "unauthorized")

    # The same data dir served as certification accepts them (and refuses production's).
    certification = await sandbox_factory(environment="certification")
    ok = await certification.http.post(
        TOKEN,
        data={"grant_type": "client_credentials"},
        auth=(cert_creds.client_id, cert_creds.client_secret),
    )
    assert ok.status_code == 200
    prod_creds = production.register()
    status, _ = await _token_error(
        certification,
        data={"grant_type": "client_credentials"},
        auth=(prod_creds.client_id, prod_creds.client_secret),
    )
    assert status == 401
    # and a certification token is not accepted by the production process
    cert_token = ok.json()["access_token"]
    response = await production.http.get(
        "/v1/chains", headers={"Authorization": f"Bearer {cert_token}"}
    )
    assert response.status_code == 401


async def test_unknown_grant_type(sandbox: Sandbox) -> None:
    creds = sandbox.register()
    for grant in ("password", ""):
        status, body = await _token_error(
            sandbox, data={"grant_type": grant}, auth=(creds.client_id, creds.client_secret)
        )
        assert status == 400
        assert body == AuthErrorBody(
            error="unsupported_grant_type", error_description="invalid grant_type"
        )


async def test_code_and_refresh_grants_reject_unknown_values(sandbox: Sandbox) -> None:
    creds = sandbox.register()
    auth = (creds.client_id, creds.client_secret)
    status, body = await _token_error(
        sandbox,
        data={"grant_type": "authorization_code", "code": "x", "redirect_uri": "http://a"},
        auth=auth,
    )
    assert (status, body.error, body.error_description) == (400, "invalid_request", "invalid code")
    status, body = await _token_error(
        sandbox, data={"grant_type": "refresh_token", "refresh_token": "x"}, auth=auth
    )
    assert (status, body.error_description) == (400, "invalid refresh_token")


async def test_scope_validation(sandbox: Sandbox) -> None:
    public = sandbox.register()
    partner = sandbox.register(partner=True)

    async def ask(creds: Credentials, scope: str) -> tuple[int, str]:
        response = await sandbox.http.post(
            TOKEN,
            data={"grant_type": "client_credentials", "scope": scope},
            auth=(creds.client_id, creds.client_secret),
        )
        return response.status_code, response.json().get("error", "")

    assert await ask(public, "product.compact") == (200, "")
    assert await ask(public, "product.basic coupons.basic") == (200, "")
    assert await ask(public, "cart.basic:write") == (200, "")
    assert await ask(public, "made.up") == (400, "invalid_scope")
    # partner-only scopes: refused to public apps, granted to partners
    assert await ask(public, "profile.full") == (400, "invalid_scope")
    assert await ask(partner, "profile.full product.personalized") == (200, "")


async def test_form_body_is_required(sandbox: Sandbox) -> None:
    creds = sandbox.register()
    status, body = await _token_error(
        sandbox,
        json={"grant_type": "client_credentials"},
        auth=(creds.client_id, creds.client_secret),
    )
    assert (status, body.error) == (400, "invalid_request")
    assert "x-www-form-urlencoded" in body.error_description


async def test_secrets_and_tokens_are_stored_hashed(sandbox: Sandbox) -> None:
    creds = sandbox.register()
    token = await sandbox.token()
    dump = "\n".join(sandbox.services.store.db.conn.iterdump())
    assert creds.client_secret not in dump
    assert token not in dump


async def test_registrations_and_tokens_survive_restart(sandbox_factory: SandboxFactory) -> None:
    first = await sandbox_factory()
    creds = first.register()
    token = await first.token()
    second = await sandbox_factory()  # same data dir
    response = await second.http.get("/v1/chains", headers={"Authorization": f"Bearer {token}"})
    assert response.status_code == 200
    again = await second.http.post(
        TOKEN,
        data={"grant_type": "client_credentials"},
        auth=(creds.client_id, creds.client_secret),
    )
    assert again.status_code == 200
