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
from litestar.openapi import OpenAPIConfig
from litestar.plugins.jinja import JinjaTemplateEngine
from litestar.template import TemplateConfig
from litestar.types import Message, Scope

from assistant.retail.sandbox import (
    carts,
    coupons,
    deliveries,
    identity,
    locations,
    personal,
    products,
    signin,
)
from assistant.retail.sandbox.accounts import Accounts
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

OPENAPI_DESCRIPTION = """A local, faithful sandbox of the grocery Retail API
(spec: ../shared/spec/retail-api.md). Every /v1 resource needs a bearer token from
POST /v1/connect/oauth2/token. Query parameters are read as the live API reads them and
validated with its error bodies; each module's docstring in assistant/retail/sandbox/
documents the rules and record shapes this page cannot express."""
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
    accounts = Accounts(config.fixtures_dir, store, config.environment)
    carts.ensure_tables(store)
    personal.ensure_tables(store)
    deliveries.seed(store, config.fixtures_dir)
    ensure_demo_apps(store, world, config)

    resources = Router(
        path="/",
        route_handlers=[
            *locations.ROUTES,
            *products.ROUTES,
            *coupons.ROUTES,
            *identity.ROUTES,
            *carts.ROUTES,
            *personal.ROUTES,
            *deliveries.ROUTES,
        ],
        guards=[require_access],
    )

    app = Litestar(
        route_handlers=[token_endpoint, *signin.ROUTES, product_image, resources],
        template_config=TemplateConfig(
            directory=Path(__file__).parent / "templates", engine=JinjaTemplateEngine
        ),
        exception_handlers={
            SandboxError: handle_sandbox_error,
            HTTPException: handle_http_exception,
            Exception: handle_http_exception,
        },
        before_send=[response_hook(config.latency_ms)],
        logging_config=None,
        request_max_body_size=MAX_BODY_BYTES,
        openapi_config=OpenAPIConfig(
            title="Retail API sandbox",
            version="1.0.0",
            description=OPENAPI_DESCRIPTION,
            path="/schema",
            use_handler_docstrings=True,
        ),
        debug=False,
    )
    app.state.services = Services(
        config=config, store=store, world=world, catalog=catalog, accounts=accounts
    )
    return app
