"""The assistant's HTTP face: ``create_app(settings)``.

Routes: ``POST /api/messages`` (the generic channel), ``GET /link/{token}`` and
``GET /oauth/callback`` (account linking), ``GET /healthz``, and the built-in OpenAPI
page at ``/schema``. The Retail API client is opened in the app's
lifespan — the real API when ``RETAIL_BASE_URL`` is set, else the embedded sandbox
in-process — or passed in (tests, and ``assistant serve`` sharing its sandbox app).
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import AsyncExitStack, asynccontextmanager

from litestar import Litestar, get
from litestar.datastructures import State
from litestar.openapi import OpenAPIConfig

from assistant.conversation.engine import Assistant
from assistant.linking import Linking
from assistant.retail.client import RetailClient
from assistant.retail.embedded import retail_client
from assistant.settings import Settings
from assistant.storage import Storage
from assistant.tokens import EncryptedTokenStore, TokenCipher
from assistant.web.errors import handle_error
from assistant.web.link import oauth_callback, open_link
from assistant.web.messages import receive_message


@get("/healthz", sync_to_thread=False)
def healthz() -> dict[str, str]:
    """Liveness: the process answers."""
    return {"status": "ok"}


def create_app(
    settings: Settings,
    *,
    client: RetailClient | None = None,
    sandbox: Litestar | None = None,
    sandbox_url: str | None = None,
) -> Litestar:
    """The assistant. ``client``: use this Retail API client (its owner closes it);
    ``sandbox``: the embedded sandbox app to talk to in-process, which browsers reach at
    ``sandbox_url``. Customers' tokens go to the encrypted store either way."""
    settings = settings.with_dev_secrets()
    storage = Storage(settings.data_dir)
    cipher = TokenCipher(settings.token_key or "")
    state = State({"settings": settings, "webhook_secret": settings.webhook_secret})

    def assistant(retail: RetailClient) -> Assistant:
        retail.use_token_store(EncryptedTokenStore(storage, cipher))
        return Assistant(storage, retail, Linking(storage, retail, cipher, settings))

    if client is not None:
        state.assistant = assistant(client)

    @asynccontextmanager
    async def lifespan(app: Litestar) -> AsyncIterator[None]:
        async with AsyncExitStack() as stack:
            if client is None:
                own = await stack.enter_async_context(
                    retail_client(settings, sandbox=sandbox, browser_base=sandbox_url)
                )
                app.state.assistant = assistant(own)
                warming = asyncio.create_task(own.warm_up())
                stack.callback(warming.cancel)
            storage.forget_old_messages()
            yield
        storage.close()

    return Litestar(
        route_handlers=[receive_message, open_link, oauth_callback, healthz],
        state=state,
        lifespan=[lifespan],
        exception_handlers={Exception: handle_error},
        logging_config=None,
        openapi_config=OpenAPIConfig(
            title="grocery-assistant",
            version="1.0.0",
            description="Shop by chatting: POST what a person said to /api/messages.",
            path="/schema",
            use_handler_docstrings=True,
        ),
        debug=False,
    )
