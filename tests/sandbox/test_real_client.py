"""A real third-party client, unmodified, against a real sandbox process.

The PyPI package ``kroger-api`` (0.4.0) talks to the Retail API with ``requests``, so
the sandbox runs as ``assistant sandbox`` on a free local port. The library has no
setting for its base URL: no environment variable and no constructor argument, only the
class attribute ``KrogerClient.BASE_URL``, which every request reads as
``self.BASE_URL``. The test sets it on its own client *instance* (no module or class
attribute is patched), and keeps the library's token files in ``tmp_path`` through the
library's documented ``KROGER_TOKEN_DIR``.

The customer flow is the library's own authorization-code flow minus the parts that
need a person: ``kroger_api.auth.authenticate_user`` starts a callback server on the
redirect URI's port and opens a browser, so the test drives the lower-level calls it is
built from (PKCE parameters, ``get_authorization_url``, ``get_token_with_authorization_code``)
and plays the browser with httpx: load the sign-in page, submit its form, read the code
from the 303 without following it.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from html.parser import HTMLParser
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, parse_qsl, urlsplit

import httpx
import pytest
from kroger_api import KrogerAPI  # type: ignore[import-untyped]
from kroger_api.utils.oauth import generate_random_state  # type: ignore[import-untyped]
from kroger_api.utils.pkce import generate_pkce_parameters  # type: ignore[import-untyped]

from tests.conftest import sandbox_process

EXE = Path(sys.executable).with_name("assistant")
REDIRECT_URI = "http://localhost:8000/callback"
MILK_UPC = "0001111041700"  # Kroger 2% Reduced Fat Milk
STORE = "70600123"


@dataclass(frozen=True)
class Server:
    base: str
    client_id: str
    client_secret: str


@pytest.fixture
def server(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Server]:
    """A partner application registered in a fresh data dir, and a sandbox serving it."""
    # The library saves tokens (and reads a .env in the working directory); keep its
    # files out of the home directory and make sure no real credentials leak in.
    monkeypatch.setenv("KROGER_TOKEN_DIR", str(tmp_path / "tokens"))
    for name in ("KROGER_CLIENT_ID", "KROGER_CLIENT_SECRET", "KROGER_REDIRECT_URI"):
        monkeypatch.delenv(name, raising=False)
    with sandbox_process(tmp_path / "data", redirect_uri=REDIRECT_URI) as sandbox:
        yield Server(sandbox.base, sandbox.client_id, sandbox.client_secret)


def _kroger(server: Server) -> KrogerAPI:
    kroger = KrogerAPI(
        client_id=server.client_id,
        client_secret=server.client_secret,
        redirect_uri=REDIRECT_URI,
        timeout=10,
    )
    # kroger-api 0.4.0 offers no env var or constructor argument for the base URL; its
    # requests all go to self.BASE_URL, so an instance attribute redirects this client.
    kroger.client.BASE_URL = server.base
    return kroger


class _HiddenInputs(HTMLParser):
    """The hidden fields of the sign-in form, as a browser would submit them."""

    def __init__(self) -> None:
        super().__init__()
        self.fields: dict[str, str] = {}

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        if tag == "input" and found.get("type") == "hidden" and found.get("name"):
            self.fields[found["name"] or ""] = found.get("value") or ""


def _sign_in_and_approve(authorization_url: str) -> dict[str, list[str]]:
    """Play the browser: load the page, submit the form, return the redirect's query."""
    with httpx.Client(timeout=10, follow_redirects=False) as browser:
        page = browser.get(authorization_url)
        assert page.status_code == 200, page.text
        assert page.headers["content-type"].startswith("text/html")
        form = _HiddenInputs()
        form.feed(page.text)
        # the page carries every authorize parameter the library sent
        assert form.fields == dict(parse_qsl(urlsplit(authorization_url).query))
        answer = browser.post(
            authorization_url.split("?", 1)[0],
            data={
                **form.fields,
                "username": "demo@example.com",
                "password": "demo-password",
                "decision": "approve",
            },
        )
    assert answer.status_code == 303, answer.text
    location = urlsplit(answer.headers["location"])
    assert f"{location.scheme}://{location.netloc}{location.path}" == REDIRECT_URI
    return parse_qs(location.query)


def test_location_search_finds_a_smiths_store(server: Server) -> None:
    kroger = _kroger(server)
    token = kroger.authorization.get_token_with_client_credentials("product.compact")
    assert token["access_token"] and token["expires_at"] > time.time()

    found: dict[str, Any] = kroger.location.search_locations(zip_code="84045", limit=10)
    chains = [store["chain"] for store in found["data"]]
    assert "SMITHS" in chains
    assert found["data"][0]["address"]["zipCode"]
    store = kroger.location.get_location(found["data"][0]["locationId"])
    assert store["data"]["locationId"] == found["data"][0]["locationId"]


def test_product_search_for_milk_at_a_store(server: Server) -> None:
    kroger = _kroger(server)
    kroger.authorization.get_token_with_client_credentials("product.compact")

    found: dict[str, Any] = kroger.product.search_products(term="milk", location_id=STORE, limit=10)
    assert found["data"], "no products for 'milk'"
    assert all(product["productId"] for product in found["data"])
    assert any("milk" in product["description"].lower() for product in found["data"])
    assert found["meta"]["pagination"]["limit"] == 10

    milk = kroger.product.get_product(MILK_UPC, location_id=STORE)
    assert milk["data"]["productId"] == MILK_UPC


def test_customer_cart_add_through_the_authorization_code_flow(server: Server) -> None:
    kroger = _kroger(server)
    # what kroger_api.auth.authenticate_user does, without its callback server and browser
    state = generate_random_state()
    pkce: dict[str, str] = generate_pkce_parameters()
    url: str = kroger.authorization.get_authorization_url(
        scope="cart.basic:write profile.compact",
        state=state,
        code_challenge=pkce["code_challenge"],
        code_challenge_method=pkce["code_challenge_method"],
    )
    assert url.startswith(f"{server.base}/v1/connect/oauth2/authorize?")

    redirect = _sign_in_and_approve(url)
    assert redirect["state"] == [state]
    token = kroger.authorization.get_token_with_authorization_code(
        redirect["code"][0], code_verifier=pkce["code_verifier"]
    )
    assert token["access_token"] and token["refresh_token"]

    profile = kroger.identity.get_profile()
    assert profile["data"]["id"]

    kroger.cart.add_to_cart([{"upc": MILK_UPC, "quantity": 2, "modality": "PICKUP"}])
    kroger.cart.add_to_cart([{"upc": MILK_UPC, "quantity": 1}])

    # verify through the sandbox's partner carts API, as the same customer
    carts = httpx.get(
        f"{server.base}/v1/carts",
        headers={"Authorization": f"Bearer {token['access_token']}"},
        timeout=10,
    )
    assert carts.status_code == 200, carts.text
    (cart,) = carts.json()["data"]
    quantities = {item["upc"]: item["quantity"] for item in cart["items"]}
    assert quantities == {MILK_UPC: 3}
