"""Shared fixtures: a real sandbox app per test, reached over HTTP through httpx's
ASGITransport, with helpers to register applications and get tokens."""

from __future__ import annotations

import html
import json
import re
import socket
import subprocess
import sys
import time
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, TypeVar
from urllib.parse import parse_qs, urlsplit

import httpx
import msgspec
import pytest
from litestar import Litestar

from assistant.retail.sandbox.app import create_sandbox_app
from assistant.retail.sandbox.config import SandboxConfig
from assistant.retail.sandbox.context import Services
from assistant.retail.sandbox.oauth import pkce_challenge
from assistant.retail.sandbox.signin import AUTHORIZE_PATH as AUTHORIZE
from assistant.retail.sandbox.store import Environment
from assistant.retail.schemas import Envelope, Pagination

T = TypeVar("T")
# Figures tests want shown after the run (accuracy, speed): the summary prints them even
# when pytest captures output.
REPORT_KEY = pytest.StashKey[list[str]]()


def report(config: pytest.Config, line: str) -> None:
    config.stash.setdefault(REPORT_KEY, []).append(line)


def pytest_terminal_summary(terminalreporter: Any, config: pytest.Config) -> None:
    lines = config.stash.get(REPORT_KEY, [])
    if lines:
        terminalreporter.section("figures")
        for line in lines:
            terminalreporter.write_line(line)


SHARED_CATALOG = Path(__file__).resolve().parents[2] / "shared/data/catalog/us-grocery.jsonl"


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


class Credentials(msgspec.Struct, frozen=True):
    client_id: str
    client_secret: str


class Sandbox:
    """One sandbox app and an HTTP client talking to it."""

    def __init__(self, app: Litestar, client: httpx.AsyncClient) -> None:
        self.app = app
        self.http = client

    @property
    def services(self) -> Services:
        found: Services = self.app.state.services
        return found

    def register(
        self,
        *,
        partner: bool = False,
        environment: Environment = "production",
        redirect_uris: tuple[str, ...] = ("http://localhost:3000",),
    ) -> Credentials:
        app, secret = self.services.store.register_app(
            name=f"test app {uuid.uuid4().hex[:12]}",
            redirect_uris=list(redirect_uris),
            environment=environment,
            partner=partner,
        )
        return Credentials(app.client_id, secret)

    async def token(self, scope: str | None = "product.compact", *, partner: bool = False) -> str:
        creds = self.register(partner=partner, environment=self.environment)
        form = {"grant_type": "client_credentials"}
        if scope is not None:
            form["scope"] = scope
        response = await self.http.post(
            "/v1/connect/oauth2/token",
            data=form,
            auth=(creds.client_id, creds.client_secret),
        )
        assert response.status_code == 200, response.text
        token: str = response.json()["access_token"]
        return token

    async def auth_headers(
        self, scope: str | None = "product.compact", **kw: Any
    ) -> dict[str, str]:
        return {"Authorization": f"Bearer {await self.token(scope, **kw)}"}

    async def authorize(
        self,
        creds: Credentials,
        *,
        scope: str = "cart.basic:rw profile.full product.compact coupon.personalized:rw"
        " collection.basic",
        username: str = "demo@example.com",
        password: str = "demo-password",
        decision: str = "approve",
        redirect_uri: str = "http://localhost:3000",
        verifier: str | None = None,
        state: str = "state-123",
    ) -> httpx.Response:
        """Do what a browser does: open the sign-in page, submit the form; returns the
        form POST's response (a 303 to the app on success)."""
        params = {
            "client_id": creds.client_id,
            "redirect_uri": redirect_uri,
            "response_type": "code",
            "scope": scope,
            "state": state,
        }
        if verifier is not None:
            params["code_challenge"] = pkce_challenge(verifier)
            params["code_challenge_method"] = "S256"
        page = await self.http.get(AUTHORIZE, params=params)
        assert page.status_code == 200, page.text
        fields = dict(re.findall(r'<input type="hidden" name="([^"]+)" value="([^"]*)"', page.text))
        fields = {k: html.unescape(v) for k, v in fields.items()}
        assert fields == params  # the page carries every parameter through the form
        form = {**fields, "username": username, "password": password, "decision": decision}
        return await self.http.post(AUTHORIZE, data=form)

    async def customer_tokens(
        self, creds: Credentials | None = None, **kw: Any
    ) -> tuple[Credentials, dict[str, Any]]:
        """Sign the demo customer in (PKCE) and exchange the code: (app, token JSON)."""
        creds = creds or self.register(partner=True)
        verifier = "v" * 20 + uuid.uuid4().hex + "x" * 11
        response = await self.authorize(creds, verifier=verifier, **kw)
        assert response.status_code == 303, response.text
        query = parse_qs(urlsplit(response.headers["location"]).query)
        token = await self.http.post(
            "/v1/connect/oauth2/token",
            data={
                "grant_type": "authorization_code",
                "code": query["code"][0],
                "redirect_uri": kw.get("redirect_uri", "http://localhost:3000"),
                "code_verifier": verifier,
            },
            auth=(creds.client_id, creds.client_secret),
        )
        assert token.status_code == 200, token.text
        body: dict[str, Any] = token.json()
        return creds, body

    async def customer_headers(self, **kw: Any) -> dict[str, str]:
        _, tokens = await self.customer_tokens(**kw)
        return {"Authorization": f"Bearer {tokens['access_token']}"}

    @property
    def environment(self) -> Environment:
        env = self.services.config.environment
        return "certification" if env == "certification" else "production"


SandboxFactory = Callable[..., Awaitable[Sandbox]]


@pytest.fixture
async def sandbox_factory(tmp_path: Path) -> AsyncIterator[SandboxFactory]:
    """Build sandboxes with config overrides; all share ``tmp_path`` as data dir unless a
    ``data_dir`` is given, so a second one on the same dir is a restart."""
    clients: list[httpx.AsyncClient] = []

    async def build(**overrides: Any) -> Sandbox:
        overrides.setdefault("data_dir", tmp_path / "data")
        app = create_sandbox_app(SandboxConfig(**overrides))
        client = httpx.AsyncClient(
            transport=httpx.ASGITransport(app=app),  # type: ignore[arg-type]  # ASGI typing
            base_url="http://sandbox.test",
        )
        clients.append(client)
        return Sandbox(app, client)

    yield build
    for client in clients:
        await client.aclose()


@pytest.fixture
async def sandbox(sandbox_factory: SandboxFactory) -> Sandbox:
    return await sandbox_factory()


EXE = Path(sys.executable).with_name("assistant")


def wait_until_up(process: subprocess.Popen[str], url: str) -> None:
    """Poll ``url`` until the process answers (any status); fail if it exits first."""
    with httpx.Client(timeout=2) as probe:
        for _ in range(300):
            if process.poll() is not None:
                raise RuntimeError(f"{process.args!r} exited: {process.communicate()[0]}")
            try:
                probe.get(url)
                return
            except httpx.TransportError:
                time.sleep(0.1)
    raise RuntimeError(f"nothing answered at {url}")


class RunningSandbox(msgspec.Struct, frozen=True):
    base: str  # http://127.0.0.1:<port>
    client_id: str  # a partner application registered before the start
    client_secret: str
    data_dir: Path
    process: subprocess.Popen[str]


@contextmanager
def sandbox_process(
    data_dir: Path, *options: str, redirect_uri: str = "http://localhost:3000/callback"
) -> Iterator[RunningSandbox]:
    """A real ``assistant sandbox`` on a free port (options as on the command line), with
    a partner application registered, answering before this yields; stopped after."""
    registered = subprocess.run(
        [
            str(EXE),
            "sandbox",
            "register",
            "--data-dir",
            str(data_dir),
            "--name",
            f"tests {uuid.uuid4().hex[:8]}",
            "--redirect-uri",
            redirect_uri,
            "--partner",
        ],
        check=True,
        capture_output=True,
        text=True,
    )
    creds = json.loads(registered.stdout)
    port = free_port()
    process = subprocess.Popen(
        [str(EXE), "sandbox", "--port", str(port), "--data-dir", str(data_dir), *options],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    base = f"http://127.0.0.1:{port}"
    try:
        wait_until_up(process, f"{base}/v1/chains")
        yield RunningSandbox(
            base=base,
            client_id=creds["client_id"],
            client_secret=creds["client_secret"],
            data_dir=data_dir,
            process=process,
        )
    finally:
        process.terminate()
        process.wait(timeout=10)


class RunningAssistant(msgspec.Struct, frozen=True):
    base: str  # http://127.0.0.1:<port>
    sandbox_base: str
    process: subprocess.Popen[str]


@contextmanager
def assistant_process(env: dict[str, str]) -> Iterator[RunningAssistant]:
    """A real ``assistant serve`` (embedded sandbox on the next free port) with ``env`` as
    its whole environment, answering ``/healthz`` before this yields; stopped after. Its
    output is left in ``process`` for the caller to read after the ``with``."""
    port, sandbox_port = free_port(), free_port()
    process = subprocess.Popen(
        [str(EXE), "serve", "--port", str(port), "--sandbox-port", str(sandbox_port)],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    base = f"http://127.0.0.1:{port}"
    try:
        wait_until_up(process, f"{base}/healthz")
        yield RunningAssistant(
            base=base, sandbox_base=f"http://127.0.0.1:{sandbox_port}", process=process
        )
    finally:
        process.terminate()
        process.wait(timeout=10)


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nothing listens on right now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def page(envelope: Envelope[Any]) -> Pagination:
    """The pagination of a list response (which must have one)."""
    assert isinstance(envelope.meta.pagination, Pagination)
    return envelope.meta.pagination


def decode(response: httpx.Response, kind: type[T]) -> T:
    """Decode a response body strictly into a shared wire Struct."""
    return msgspec.json.decode(response.content, type=kind)


# --- the assistant service ------------------------------------------------------------

WEBHOOK_SECRET = "test-webhook-secret"


class Chat:
    """The assistant app over HTTP (ASGITransport), talking to an embedded sandbox
    in-process. ``send`` signs like a real channel and returns the reply JSON."""

    def __init__(
        self,
        app: Litestar,
        http: httpx.AsyncClient,
        sandbox: Litestar,
        browser: httpx.AsyncClient,
    ) -> None:
        self.app = app
        self.http = http
        self.sandbox = sandbox
        self.browser = browser  # a browser's view of the sandbox (sign-in pages)

    async def sign_in(
        self,
        link: str,
        *,
        username: str = "demo@example.com",
        password: str = "demo-password",
        decision: str = "approve",
    ) -> httpx.Response:
        """Do what a browser does with a link from the chat: open it, follow it to the
        retailer's sign-in page, submit the form, follow the redirect back to the
        assistant's callback. Returns the callback page."""
        opened = await self.http.get(urlsplit(link).path)
        assert opened.status_code == 303, opened.text
        authorize = urlsplit(opened.headers["location"])
        params = {k: v[0] for k, v in parse_qs(authorize.query).items()}
        page = await self.browser.get(AUTHORIZE, params=params)
        assert page.status_code == 200, page.text
        fields = dict(re.findall(r'<input type="hidden" name="([^"]+)" value="([^"]*)"', page.text))
        fields = {k: html.unescape(v) for k, v in fields.items()}
        form = {**fields, "username": username, "password": password, "decision": decision}
        submitted = await self.browser.post(AUTHORIZE, data=form)
        assert submitted.status_code in (302, 303), submitted.text
        back = urlsplit(submitted.headers["location"])
        return await self.http.get(f"{back.path}?{back.query}")

    def cart(self, customer: str = "demo@example.com") -> list[dict[str, Any]]:
        """What the sandbox holds in this retailer customer's cart (from its database)."""
        services = self.sandbox.state.services
        customer_id = services.accounts.by_email[customer].id
        rows = services.store.db.execute(
            "SELECT i.upc, i.quantity, i.allow_substitutes, i.special_instructions"
            " FROM cart_items i JOIN carts c ON c.id = i.cart_id WHERE c.customer_id = ?"
            " ORDER BY i.seq",
            [customer_id],
        ).fetchall()
        return [
            {"upc": r[0], "quantity": r[1], "allow_substitutes": bool(r[2]), "note": r[3]}
            for r in rows
        ]

    @staticmethod
    def signed(body: bytes, *, now: float | None = None, secret: str = WEBHOOK_SECRET) -> Any:
        from assistant.web.signing import signed_headers

        return signed_headers(secret, body, now=now)

    async def post(self, body: bytes, headers: dict[str, str] | None = None) -> httpx.Response:
        return await self.http.post(
            "/api/messages", content=body, headers=self.signed(body) if headers is None else headers
        )

    async def send_raw(
        self,
        text: str,
        *,
        user: str = "alice",
        message_id: str | None = None,
        voice: bool = False,
    ) -> httpx.Response:
        payload = {
            "user": user,
            "message_id": message_id or uuid.uuid4().hex,
            "text": text,
            "voice": voice,
        }
        return await self.post(json.dumps(payload).encode())

    async def send(self, text: str, **kw: Any) -> dict[str, Any]:
        response = await self.send_raw(text, **kw)
        assert response.status_code == 200, response.text
        body: dict[str, Any] = response.json()
        return body

    async def at_store(self, *, user: str = "alice", zip_code: str = "84045") -> dict[str, Any]:
        """Greet, give a ZIP code and pick the nearest store."""
        await self.send("hi", user=user)
        await self.send(zip_code, user=user)
        return await self.send("1", user=user)


ChatFactory = Callable[..., Awaitable[Chat]]


@pytest.fixture
async def chat_factory(tmp_path: Path) -> AsyncIterator[ChatFactory]:
    """Build assistants; all share ``tmp_path/assistant`` as data dir unless one is given,
    so building a second one is a restart. ``settings_overrides`` replace ``Settings``
    fields (``retail_cart_api="public"``, ``token_key=…``); other keyword arguments go to
    the embedded sandbox's ``SandboxConfig`` (``fail_rate``, ``latency_ms``, ``token_ttl``)."""
    from contextlib import AsyncExitStack

    from assistant.retail.embedded import embedded_sandbox, retail_client
    from assistant.settings import Settings
    from assistant.web.app import create_app

    async with AsyncExitStack() as stack:

        async def build(
            data_dir: Path | None = None,
            settings_overrides: dict[str, Any] | None = None,
            **sandbox_options: Any,
        ) -> Chat:
            settings = Settings(
                data_dir=data_dir or tmp_path / "assistant",
                webhook_secret=WEBHOOK_SECRET,
                token_key=None,
            )
            if settings_overrides:
                settings = msgspec.structs.replace(settings, **settings_overrides)
            sandbox_app = embedded_sandbox(settings, **sandbox_options)
            client = await stack.enter_async_context(retail_client(settings, sandbox=sandbox_app))
            app = create_app(settings, client=client)
            http = await stack.enter_async_context(
                httpx.AsyncClient(
                    transport=httpx.ASGITransport(app=app),  # type: ignore[arg-type]
                    base_url="http://assistant.test",
                )
            )
            browser = await stack.enter_async_context(
                httpx.AsyncClient(
                    transport=httpx.ASGITransport(app=sandbox_app),  # type: ignore[arg-type]
                    base_url="http://sandbox.test",
                )
            )
            return Chat(app, http, sandbox_app, browser)

        yield build


@pytest.fixture
async def chat(chat_factory: ChatFactory) -> Chat:
    return await chat_factory()
