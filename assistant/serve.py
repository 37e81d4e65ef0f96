"""``assistant serve``: the assistant on one port and, without ``RETAIL_BASE_URL``, the
embedded Retail API sandbox on the next one — one process, one command.

The assistant talks to the embedded sandbox in-process (no socket); the sandbox's port
is for browsers, which must reach its sign-in page when a person links their account.
Both servers stop together.
"""

from __future__ import annotations

import asyncio
import sys

import uvicorn
from litestar import Litestar

from assistant.retail.embedded import embedded_sandbox, sandbox_dir
from assistant.settings import Settings
from assistant.web.app import create_app


def banner(settings: Settings, base: str, sandbox_base: str | None, products: int) -> str:
    lines = [
        f"grocery-assistant on {base}",
        f"  Webhook:  POST {base}/api/messages  (signed: X-Assistant-Timestamp,"
        " X-Assistant-Signature)",
        f"  OpenAPI:  {base}/schema",
    ]
    if settings.webhook_secret and sandbox_base:
        lines.append(
            f"  Dev webhook secret: {settings.webhook_secret}"
            f"  (kept in {settings.data_dir}/dev-secrets.json)"
        )
    if sandbox_base:
        lines += [
            f"  Retail API: embedded sandbox on {sandbox_base}/v1 ({products} products,"
            f" state in {sandbox_dir(settings)})",
            "  Sandbox customer for sign-in: demo@example.com / demo-password",
        ]
    else:
        lines.append(f"  Retail API: {settings.retail_base_url}")
    lines.append("  Chat from another terminal:  .venv/bin/assistant chat")
    return "\n".join(lines)


async def _serve(servers: list[uvicorn.Server]) -> None:
    tasks = [asyncio.create_task(server.serve()) for server in servers]
    await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
    for server in servers:  # Ctrl-C reaches one server: stop the others with it
        server.should_exit = True
    await asyncio.gather(*tasks, return_exceptions=True)


def serve(settings: Settings, *, host: str, port: int, sandbox_port: int) -> int:
    settings = settings.with_dev_secrets()
    sandbox: Litestar | None = None
    products = 0
    if settings.uses_embedded_sandbox:
        sandbox = embedded_sandbox(settings)
        products = len(sandbox.state.services.catalog.products)
    base = f"http://{host}:{port}"
    sandbox_base = f"http://{host}:{sandbox_port}" if sandbox else None
    app = create_app(settings, sandbox=sandbox, sandbox_url=sandbox_base)
    print(banner(settings, base, sandbox_base, products))
    sys.stdout.flush()
    servers = [
        uvicorn.Server(
            uvicorn.Config(app, host=host, port=port, log_level="warning", access_log=False)
        )
    ]
    if sandbox is not None:
        servers.append(
            uvicorn.Server(
                uvicorn.Config(
                    sandbox,
                    host=host,
                    port=sandbox_port,
                    log_level="warning",
                    access_log=False,
                    lifespan="off",
                )
            )
        )
    asyncio.run(_serve(servers))
    return 0
