"""The Retail API sandbox as a litestar application: ``create_sandbox_app(config)``.

Route groups: the token endpoint (client authentication, no bearer), the image files
(public, as on a CDN), and every ``/v1`` resource behind the ``require_access`` guard.
``response_hook`` adds the ``X-Correlation-Id`` every live response carries and the
``--latency-ms`` delay. All errors leave through ``errors.py`` in the API's own formats.
"""

from __future__ import annotations

import asyncio
import json
import os
import uuid
from collections.abc import Awaitable, Callable
from pathlib import Path

from litestar import Litestar, Router
from litestar.exceptions import HTTPException
from litestar.types import Message, Scope

from assistant.retail.sandbox import coupons, locations, products
from assistant.retail.sandbox.catalog import Catalog
from assistant.retail.sandbox.config import SandboxConfig
from assistant.retail.sandbox.context import Services
from assistant.retail.sandbox.errors import (
    SandboxError,
    handle_http_exception,
    handle_sandbox_error,
)
from assistant.retail.sandbox.fixtures import World
from assistant.retail.sandbox.images import product_image
from assistant.retail.sandbox.oauth import require_access, token_endpoint
from assistant.retail.sandbox.store import SandboxStore

MAX_BODY_BYTES = 64 * 1024  # no Retail API request needs more
DEMO_CREDENTIALS_FILE = "demo-app.json"


def response_hook(latency_ms: int) -> Callable[[Message, Scope], Awaitable[None]]:
    """A ``before_send`` hook (it sees every response, routing errors included): adds
    ``X-Correlation-Id`` as live responses do, and the configured ``--latency-ms``."""
    latency = latency_ms / 1000

    async def before_send(message: Message, scope: Scope) -> None:
        if message["type"] != "http.response.start":
            return
        if latency:
            await asyncio.sleep(latency)
        headers = list(message.get("headers", []))
        headers.append((b"x-correlation-id", str(uuid.uuid4()).encode()))
        message["headers"] = headers

    return before_send


def ensure_demo_apps(store: SandboxStore, world: World, config: SandboxConfig) -> dict[str, str]:
    """Register the fixture demo application(s) of this environment on first start; their
    secrets are generated here and kept in ``<data-dir>/demo-app.json`` (mode 0600)."""
    path = config.data_dir / DEMO_CREDENTIALS_FILE
    saved: dict[str, str] = json.loads(path.read_text()) if path.exists() else {}
    changed = False
    for demo in world.demo_apps:
        if demo.environment != config.environment:
            continue
        known = store.get_app(demo.client_id) is not None
        if known and demo.client_id in saved:
            continue
        if known:  # registered but its secret file is gone: issue a fresh secret
            saved[demo.client_id] = store.rotate_secret(demo.client_id)
        else:
            _, saved[demo.client_id] = store.register_app(
                name=demo.name,
                redirect_uris=demo.redirect_uris,
                environment="production" if demo.environment == "production" else "certification",
                partner=demo.partner,
                client_id=demo.client_id,
            )
        changed = True
    if changed:
        _write_private(path, json.dumps(saved, indent=2))
    return saved


def _write_private(path: Path, text: str) -> None:
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w") as fh:
        fh.write(text)


def create_sandbox_app(config: SandboxConfig) -> Litestar:
    store = SandboxStore(config.data_dir)
    world = World(config.fixtures_dir)
    catalog = Catalog(config.catalog, config.data_dir)
    ensure_demo_apps(store, world, config)

    resources = Router(
        path="/",
        route_handlers=[*locations.ROUTES, *products.ROUTES, *coupons.ROUTES],
        guards=[require_access],
    )

    app = Litestar(
        route_handlers=[token_endpoint, product_image, resources],
        exception_handlers={
            SandboxError: handle_sandbox_error,
            HTTPException: handle_http_exception,
            Exception: handle_http_exception,
        },
        before_send=[response_hook(config.latency_ms)],
        logging_config=None,
        request_max_body_size=MAX_BODY_BYTES,
        openapi_config=None,
        debug=False,
    )
    app.state.services = Services(config=config, store=store, world=world, catalog=catalog)
    return app
