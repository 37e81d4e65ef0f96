"""A RetailClient for the configured Retail API: the real one when ``RETAIL_BASE_URL``
is set, otherwise the sandbox embedded in this process (no port, no network).

The only module that knows both sides of the wire: the client and the sandbox never
import each other, so wiring them together in-process lives here.
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import httpx
from litestar import Litestar

from assistant.retail.client import RetailClient
from assistant.retail.config import RetailConfig
from assistant.retail.sandbox.app import DEMO_CREDENTIALS_FILE, create_sandbox_app
from assistant.retail.sandbox.config import FIXTURES_DIR, SandboxConfig
from assistant.settings import Settings

EMBEDDED_BASE_URL = "http://embedded-sandbox"


def sandbox_dir(settings: Settings) -> Path:
    return settings.data_dir / "sandbox"


def embedded_sandbox(settings: Settings, **options: Any) -> Litestar:
    """The sandbox app for these settings (its state in ``<data-dir>/sandbox``), with
    the demo application allowed to send browsers back to this assistant's OAuth
    callback; ``options`` are further ``SandboxConfig`` fields (latency, failure rate…)."""
    app = create_sandbox_app(
        SandboxConfig(
            data_dir=sandbox_dir(settings),
            catalog=settings.sandbox_catalog or FIXTURES_DIR / "catalog.jsonl",
            **options,
        )
    )
    credentials: dict[str, str] = json.loads(
        (sandbox_dir(settings) / DEMO_CREDENTIALS_FILE).read_text()
    )
    for client_id in credentials:
        app.state.services.store.allow_redirect_uri(client_id, settings.oauth_callback_url)
    return app


@asynccontextmanager
async def retail_client(
    settings: Settings,
    *,
    sandbox: Litestar | None = None,
    browser_base: str | None = None,
) -> AsyncIterator[RetailClient]:
    """A client of the real API (``RETAIL_BASE_URL`` set) or of the embedded sandbox,
    in-process; pass ``sandbox`` to share a sandbox app that is also served on a port,
    and ``browser_base`` (``http://host:port``) for where browsers reach it."""
    if not settings.uses_embedded_sandbox:
        async with RetailClient(RetailConfig.from_settings(settings)) as client:
            yield client
        return
    data_dir = sandbox_dir(settings)
    app = sandbox or embedded_sandbox(settings)
    credentials: dict[str, str] = json.loads((data_dir / DEMO_CREDENTIALS_FILE).read_text())
    client_id, secret = next(iter(credentials.items()))
    config = RetailConfig(
        base_url=EMBEDDED_BASE_URL,
        client_id=client_id,
        client_secret=secret,
        client_auth=settings.retail_client_auth,
        cart_api=settings.retail_cart_api,
        scope_names=settings.retail_scope_names,
        browser_oauth_base=f"{browser_base}/v1/connect/oauth2" if browser_base else None,
    )
    transport = httpx.ASGITransport(app=app)  # type: ignore[arg-type]  # ASGI typing
    async with RetailClient(config, transport=transport) as client:
        yield client
