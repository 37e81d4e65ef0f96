"""The authorization-code flow as a browser and a client drive it: the sign-in page, the
form, the redirect, the code exchange with PKCE, refresh rotation — and every failure."""

from __future__ import annotations

from urllib.parse import parse_qs, urlsplit

import pytest

from assistant.retail.sandbox.accounts import MAX_FAILURES
from assistant.retail.sandbox.signin import AUTHORIZE_PATH as AUTHORIZE
from assistant.retail.schemas import ApiErrorBody, AuthErrorBody
from tests.conftest import Credentials, Sandbox, SandboxFactory, decode

pytestmark = pytest.mark.anyio
TOKEN = "/v1/connect/oauth2/token"


def _query(location: str) -> dict[str, str]:
    return {k: v[-1] for k, v in parse_qs(urlsplit(location).query).items()}


async def test_sign_in_page_names_app_scopes_and_banner(sandbox: Sandbox) -> None:
    creds = sandbox.register(partner=True)
    response = await sandbox.http.get(
        AUTHORIZE,
        params={
            "client_id": creds.client_id,
            "redirect_uri": "http://localhost:3000",
            "response_type": "code",
            "scope": "cart.basic:write profile.compact",
            "state": "s1",
            "banner": "ralphs",
        },
    )
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("text/html")
    page = response.text
    assert "test app" in page  # the application's registered name
    assert "See and change your cart" in page and "See your profile id" in page
    assert "Ralphs" in page
    assert 'name="state" value="s1"' in page
    assert response.headers["x-frame-options"] == "DENY"
    assert response.headers["cache-control"] == "no-store"


async def test_full_flow_with_pkce_and_refresh(sandbox: Sandbox) -> None:
    creds, tokens = await sandbox.customer_tokens()
    assert set(tokens) == {"access_token", "refresh_token", "expires_in", "token_type"}
    headers = {"Authorization": f"Bearer {tokens['access_token']}"}
    profile = await sandbox.http.get("/v1/identity/profile", headers=headers)
    assert profile.json()["data"]["email"] == "demo@example.com"
    # customer tokens also work on product and location endpoints
    assert (await sandbox.http.get("/v1/products?filter.term=milk", headers=headers)).is_success
    assert (await sandbox.http.get("/v1/locations", headers=headers)).is_success

    refreshed = await sandbox.http.post(
        TOKEN,
        data={"grant_type": "refresh_token", "refresh_token": tokens["refresh_token"]},
        auth=(creds.client_id, creds.client_secret),
    )
    assert refreshed.status_code == 200
    new = refreshed.json()
    assert new["refresh_token"] != tokens["refresh_token"]
    new_headers = {"Authorization": f"Bearer {new['access_token']}"}
    assert (await sandbox.http.get("/v1/identity/profile", headers=new_headers)).is_success


async def test_redirect_keeps_state_and_works_for_path_less_uris(sandbox: Sandbox) -> None:
    creds = sandbox.register(partner=True)
    response = await sandbox.authorize(creds, state="abc def")
    assert response.status_code == 303
    location = response.headers["location"]
    assert location.startswith("http://localhost:3000?")
    query = _query(location)
    assert query["state"] == "abc def" and query["code"]


async def test_unknown_client_or_unregistered_redirect_shows_a_page_never_redirects(
    sandbox: Sandbox,
) -> None:
    creds = sandbox.register()
    base = {"response_type": "code", "scope": "product.compact"}
    unknown = await sandbox.http.get(
        AUTHORIZE, params={**base, "client_id": "nobody", "redirect_uri": "http://localhost:3000"}
    )
    assert unknown.status_code == 400 and "location" not in unknown.headers
    assert "not registered" in unknown.text
    elsewhere = await sandbox.http.get(
        AUTHORIZE,
        params={**base, "client_id": creds.client_id, "redirect_uri": "https://evil.example/cb"},
    )
    assert elsewhere.status_code == 400 and "location" not in elsewhere.headers
    # prefix of a registered URI is not the registered URI
    prefix = await sandbox.http.get(
        AUTHORIZE,
        params={**base, "client_id": creds.client_id, "redirect_uri": "http://localhost:3000/x"},
    )
    assert prefix.status_code == 400
    posted = await sandbox.http.post(
        AUTHORIZE,
        data={
            **base,
            "client_id": creds.client_id,
            "redirect_uri": "https://evil.example/cb",
            "username": "demo@example.com",
            "password": "demo-password",
            "decision": "approve",
        },
    )
    assert posted.status_code == 400 and "location" not in posted.headers


@pytest.mark.parametrize(
    ("changes", "error"),
    [
        ({"response_type": "token"}, "unsupported_response_type"),
        ({"scope": "made.up"}, "invalid_scope"),
        ({"scope": ""}, "invalid_scope"),
        ({"scope": "profile.full"}, "invalid_scope"),  # partner-only, public app
        ({"code_challenge": "x" * 43, "code_challenge_method": "plain"}, "invalid_request"),
        ({"code_challenge": "short", "code_challenge_method": "S256"}, "invalid_request"),
    ],
)
async def test_bad_requests_redirect_with_an_error(
    sandbox: Sandbox, changes: dict[str, str], error: str
) -> None:
    creds = sandbox.register()
    params = {
        "client_id": creds.client_id,
        "redirect_uri": "http://localhost:3000",
        "response_type": "code",
        "scope": "product.compact",
        "state": "st",
        **changes,
    }
    response = await sandbox.http.get(AUTHORIZE, params=params)
    assert response.status_code == 303
    query = _query(response.headers["location"])
    assert query["error"] == error and query["state"] == "st" and query["error_description"]


async def test_deny_redirects_with_access_denied(sandbox: Sandbox) -> None:
    creds = sandbox.register(partner=True)
    response = await sandbox.authorize(creds, decision="deny")
    assert response.status_code == 303
    query = _query(response.headers["location"])
    assert query == {
        "error": "access_denied",
        "error_description": "The resource owner denied the request",
        "state": "state-123",
    }


async def test_wrong_password_shows_the_page_again_then_locks(sandbox: Sandbox) -> None:
    creds = sandbox.register(partner=True)
    wrong = await sandbox.authorize(creds, password="nope")
    assert wrong.status_code == 200 and "location" not in wrong.headers
    assert "do not match" in wrong.text
    assert 'value="demo@example.com"' in wrong.text  # the email is kept in the form
    unknown = await sandbox.authorize(creds, username="ghost@example.com")
    assert unknown.status_code == 200 and "do not match" in unknown.text
    for _ in range(MAX_FAILURES - 1):
        await sandbox.authorize(creds, password="nope")
    locked = await sandbox.authorize(creds)  # right password, but locked now
    assert locked.status_code == 200 and "location" not in locked.headers
    assert "Too many failed attempts" in locked.text
    # another customer is not affected
    other = await sandbox.authorize(creds, username="sam.lee@example.com", password="sam-password")
    assert other.status_code == 303


async def test_certification_has_no_customers(sandbox_factory: SandboxFactory) -> None:
    cert = await sandbox_factory(environment="certification")
    creds = cert.register(environment="certification")
    response = await cert.authorize(creds, scope="product.compact")
    assert response.status_code == 200 and "location" not in response.headers
    assert "do not exist in the certification environment" in response.text


async def _sign_in_code(sandbox: Sandbox, verifier: str | None = None) -> tuple[Credentials, str]:
    creds = sandbox.register(partner=True)
    response = await sandbox.authorize(creds, verifier=verifier)
    return creds, _query(response.headers["location"])["code"]


async def _exchange(
    sandbox: Sandbox, creds: Credentials, **form: str
) -> tuple[int, dict[str, str]]:
    response = await sandbox.http.post(
        TOKEN,
        data={"grant_type": "authorization_code", "redirect_uri": "http://localhost:3000", **form},
        auth=(creds.client_id, creds.client_secret),
    )
    body: dict[str, str] = response.json()
    return response.status_code, body


async def test_code_is_single_use_and_replay_revokes_its_tokens(sandbox: Sandbox) -> None:
    creds, code = await _sign_in_code(sandbox)
    status, tokens = await _exchange(sandbox, creds, code=code)
    assert status == 200
    headers = {"Authorization": f"Bearer {tokens['access_token']}"}
    assert (await sandbox.http.get("/v1/identity/profile", headers=headers)).status_code == 200
    status, body = await _exchange(sandbox, creds, code=code)
    assert (status, body) == (
        400,
        {"error": "invalid_request", "error_description": "invalid code"},
    )
    # the tokens issued from the replayed code are revoked, refresh token included
    assert (await sandbox.http.get("/v1/identity/profile", headers=headers)).status_code == 401
    refresh = await sandbox.http.post(
        TOKEN,
        data={"grant_type": "refresh_token", "refresh_token": tokens["refresh_token"]},
        auth=(creds.client_id, creds.client_secret),
    )
    assert refresh.status_code == 400


async def test_code_is_bound_to_client_redirect_and_time(sandbox: Sandbox) -> None:
    creds, code = await _sign_in_code(sandbox)
    other = sandbox.register(partner=True)
    status, body = await _exchange(sandbox, other, code=code)
    assert (status, body["error_description"]) == (400, "invalid code")

    creds, code = await _sign_in_code(sandbox)
    status, body = await _exchange(sandbox, creds, code=code, redirect_uri="http://localhost:3001")
    assert status == 400
    assert body["error_description"] == (
        "The redirect_uri did not match the registered redirect_uri for this application"
    )

    store = sandbox.services.store
    customer = next(iter(sandbox.services.accounts.by_id))
    expired = store.create_code(
        client_id=creds.client_id,
        redirect_uri="http://localhost:3000",
        customer_id=customer,
        scopes=frozenset({"product.basic"}),
        code_challenge=None,
        ttl=-1,
    )
    status, body = await _exchange(sandbox, creds, code=expired)
    assert (status, body["error_description"]) == (400, "invalid code")


async def test_pkce_verifier_is_required_and_checked(sandbox: Sandbox) -> None:
    verifier = "a" * 50
    creds, code = await _sign_in_code(sandbox, verifier=verifier)
    status, body = await _exchange(sandbox, creds, code=code)
    assert (status, body["error_description"]) == (400, "code_verifier is required")
    creds, code = await _sign_in_code(sandbox, verifier=verifier)
    status, body = await _exchange(sandbox, creds, code=code, code_verifier="b" * 50)
    assert (status, body["error_description"]) == (400, "invalid code_verifier")
    creds, code = await _sign_in_code(sandbox, verifier=verifier)
    status, _ = await _exchange(sandbox, creds, code=code, code_verifier=verifier)
    assert status == 200


async def test_refresh_reuse_revokes_the_family(sandbox: Sandbox) -> None:
    creds, tokens = await sandbox.customer_tokens()
    auth = (creds.client_id, creds.client_secret)
    first = await sandbox.http.post(
        TOKEN,
        data={"grant_type": "refresh_token", "refresh_token": tokens["refresh_token"]},
        auth=auth,
    )
    rotated = first.json()
    replay = await sandbox.http.post(
        TOKEN,
        data={"grant_type": "refresh_token", "refresh_token": tokens["refresh_token"]},
        auth=auth,
    )
    assert replay.status_code == 400
    assert decode(replay, AuthErrorBody).error_description == "invalid refresh_token"
    # the whole family is gone: the rotated pair no longer works either
    headers = {"Authorization": f"Bearer {rotated['access_token']}"}
    assert (await sandbox.http.get("/v1/identity/profile", headers=headers)).status_code == 401
    again = await sandbox.http.post(
        TOKEN,
        data={"grant_type": "refresh_token", "refresh_token": rotated["refresh_token"]},
        auth=auth,
    )
    assert again.status_code == 400


async def test_refresh_scope_may_only_narrow(sandbox: Sandbox) -> None:
    creds, tokens = await sandbox.customer_tokens(scope="cart.basic:rw product.compact")
    auth = (creds.client_id, creds.client_secret)
    wider = await sandbox.http.post(
        TOKEN,
        data={
            "grant_type": "refresh_token",
            "refresh_token": tokens["refresh_token"],
            "scope": "cart.basic:rw profile.full",
        },
        auth=auth,
    )
    assert (wider.status_code, wider.json()["error"]) == (400, "invalid_scope")
    narrower = await sandbox.http.post(
        TOKEN,
        data={
            "grant_type": "refresh_token",
            "refresh_token": tokens["refresh_token"],
            "scope": "product.compact",
        },
        auth=auth,
    )
    assert narrower.status_code == 200
    headers = {"Authorization": f"Bearer {narrower.json()['access_token']}"}
    carts = await sandbox.http.get("/v1/carts", headers=headers)
    assert carts.status_code == 403  # narrowed away


async def test_refresh_token_belongs_to_its_client(sandbox: Sandbox) -> None:
    _, tokens = await sandbox.customer_tokens()
    other = sandbox.register(partner=True)
    response = await sandbox.http.post(
        TOKEN,
        data={"grant_type": "refresh_token", "refresh_token": tokens["refresh_token"]},
        auth=(other.client_id, other.client_secret),
    )
    assert (response.status_code, response.json()["error"]) == (400, "invalid_request")


async def test_customer_apis_refuse_client_credentials_and_public_apps(
    sandbox: Sandbox,
) -> None:
    partner_cc = await sandbox.auth_headers("cart.basic:rw", partner=True)
    response = await sandbox.http.get("/v1/carts", headers=partner_cc)
    assert response.status_code == 403
    assert decode(response, ApiErrorBody).errors.reason == "Invalid token on request"

    public = sandbox.register()
    _, tokens = await sandbox.customer_tokens(public, scope="cart.basic:write product.compact")
    headers = {"Authorization": f"Bearer {tokens['access_token']}"}
    partner_only = await sandbox.http.get("/v1/carts", headers=headers)
    assert partner_only.status_code == 403
    assert "partner" in decode(partner_only, ApiErrorBody).errors.reason
    # ...but the public cart endpoint is theirs
    add = await sandbox.http.put(
        "/v1/cart/add",
        json={"items": [{"upc": "0001111041700", "quantity": 1}]},
        headers=headers,
    )
    assert add.status_code == 204
