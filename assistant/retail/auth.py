"""Getting and keeping Retail API tokens: the application's and each customer's.

- ``AppTokens``: the client-credentials token, cached and renewed ``refresh_margin``
  seconds ahead of expiry; concurrent callers share one token request (a lock, with
  the cache re-checked after acquiring it).
- ``CustomerSessions``: customers' tokens in a pluggable ``TokenStore`` (the assistant
  supplies an encrypted one; ``MemoryTokenStore`` is for tests and tools). Refresh is
  single-flight per customer: whoever holds the customer's lock refreshes, everyone
  queued behind it re-reads the store and finds the new token. The rotated refresh
  token is saved *before* the new access token is handed out, so a crash can never
  leave us holding only a spent refresh token. A refused refresh deletes the tokens and
  raises ``CustomerReauthRequired``.
- ``BearerAuth``: the ``httpx.Auth`` that puts the token on a request and, on a 401,
  renews once and resends.
- PKCE (S256) and the authorize URL for sending a customer to sign in.
"""

from __future__ import annotations

import asyncio
import base64
import hashlib
import secrets
import time
import weakref
from collections.abc import AsyncGenerator, Awaitable, Callable
from typing import Protocol
from urllib.parse import urlencode

import httpx
import msgspec

from assistant.errors import CustomerReauthRequired, RetailUnavailable
from assistant.retail.config import RetailConfig
from assistant.retail.schemas import TokenResponse
from assistant.retail.wire import decode, error_from_response

Clock = Callable[[], float]


class CustomerTokens(msgspec.Struct, frozen=True, kw_only=True):
    access_token: str
    refresh_token: str
    expires_at: float  # epoch seconds
    scope: str = ""


class TokenStore(Protocol):
    """Where customers' tokens live between requests (keyed by our user id)."""

    async def load(self, user_id: str) -> CustomerTokens | None: ...
    async def save(self, user_id: str, tokens: CustomerTokens) -> None: ...
    async def delete(self, user_id: str) -> None: ...


class MemoryTokenStore:
    def __init__(self) -> None:
        self.tokens: dict[str, CustomerTokens] = {}

    async def load(self, user_id: str) -> CustomerTokens | None:
        return self.tokens.get(user_id)

    async def save(self, user_id: str, tokens: CustomerTokens) -> None:
        self.tokens[user_id] = tokens

    async def delete(self, user_id: str) -> None:
        self.tokens.pop(user_id, None)


class TokenRefused(Exception):
    """The token endpoint refused a grant (400 with an Auth error)."""

    def __init__(self, error: str, description: str) -> None:
        super().__init__(f"{error}: {description}")
        self.error, self.description = error, description


def new_pkce() -> tuple[str, str]:
    """(code_verifier, S256 code_challenge) per RFC 7636."""
    verifier = secrets.token_urlsafe(64)[:96]
    challenge = base64.urlsafe_b64encode(hashlib.sha256(verifier.encode()).digest())
    return verifier, challenge.rstrip(b"=").decode()


class TokenEndpoint:
    """Calls ``POST {oauth}/token`` with the configured client authentication."""

    def __init__(self, http: httpx.AsyncClient, config: RetailConfig) -> None:
        self.http = http
        self.config = config
        self.calls = 0  # token requests sent (tests and reports)

    async def request(self, form: dict[str, str]) -> TokenResponse:
        auth: httpx.BasicAuth | None = None
        if self.config.client_auth == "basic":
            auth = httpx.BasicAuth(self.config.client_id, self.config.client_secret)
        else:
            form = {
                **form,
                "client_id": self.config.client_id,
                "client_secret": self.config.client_secret,
            }
        self.calls += 1
        try:
            response = await self.http.post(
                self.config.token_url, data=form, auth=auth or httpx.USE_CLIENT_DEFAULT
            )
        except httpx.TransportError as exc:
            raise RetailUnavailable(f"token endpoint unreachable: {exc!r}") from exc
        if response.status_code == 400:
            try:
                body = msgspec.json.decode(response.content) if response.content else None
            except msgspec.DecodeError:
                body = None
            if isinstance(body, dict) and "error" in body:
                raise TokenRefused(str(body["error"]), str(body.get("error_description", "")))
        if response.status_code >= 400:
            raise error_from_response(response)
        return decode(response.content, TokenResponse)


class AppTokens:
    def __init__(self, endpoint: TokenEndpoint, scopes: str, clock: Clock = time.time) -> None:
        self.endpoint = endpoint
        self.scopes = scopes
        self.clock = clock
        self._token: str | None = None
        self._expires_at = 0.0
        self._lock = asyncio.Lock()

    async def token(self) -> str:
        if self._token and self.clock() < self._expires_at - self.endpoint.config.refresh_margin:
            return self._token
        async with self._lock:
            margin = self.endpoint.config.refresh_margin
            if self._token and self.clock() < self._expires_at - margin:
                return self._token  # another caller renewed it while we waited
            form = {"grant_type": "client_credentials"}
            if self.scopes:
                form["scope"] = self.scopes
            tokens = await self.endpoint.request(form)
            self._token, self._expires_at = tokens.access_token, self.clock() + tokens.expires_in
            return self._token

    async def renew(self, rejected: str) -> str:
        """After a 401: drop the rejected token (unless someone already replaced it)."""
        if self._token == rejected:
            self._token = None
        return await self.token()


class CustomerSessions:
    def __init__(self, endpoint: TokenEndpoint, store: TokenStore, clock: Clock = time.time):
        self.endpoint = endpoint
        self.store = store
        self.clock = clock
        self._locks: weakref.WeakValueDictionary[str, asyncio.Lock] = weakref.WeakValueDictionary()

    def _fresh(self, tokens: CustomerTokens) -> bool:
        return self.clock() < tokens.expires_at - self.endpoint.config.refresh_margin

    async def exchange_code(
        self, user_id: str, *, code: str, redirect_uri: str, code_verifier: str | None
    ) -> CustomerTokens:
        form = {"grant_type": "authorization_code", "code": code, "redirect_uri": redirect_uri}
        if code_verifier:
            form["code_verifier"] = code_verifier
        try:
            response = await self.endpoint.request(form)
        except TokenRefused as exc:
            raise CustomerReauthRequired(
                f"sign-in could not be completed: {exc.description}"
            ) from exc
        tokens = self._tokens(response, previous=None)
        await self.store.save(user_id, tokens)
        return tokens

    async def access_token(self, user_id: str) -> str:
        tokens = await self.store.load(user_id)
        if tokens is None:
            raise CustomerReauthRequired("the customer has not signed in")
        if self._fresh(tokens):
            return tokens.access_token
        return await self._refresh(user_id, tokens.access_token)

    async def renew(self, user_id: str, rejected: str) -> str:
        """After a 401 with ``rejected``: refresh once (or take a newer token)."""
        return await self._refresh(user_id, rejected)

    async def _refresh(self, user_id: str, stale: str) -> str:
        lock = self._locks.get(user_id)
        if lock is None:
            lock = self._locks[user_id] = asyncio.Lock()
        async with lock:
            tokens = await self.store.load(user_id)
            if tokens is None:
                raise CustomerReauthRequired("the customer has not signed in")
            if tokens.access_token != stale and self._fresh(tokens):
                return tokens.access_token  # refreshed by whoever held the lock before us
            try:
                response = await self.endpoint.request(
                    {"grant_type": "refresh_token", "refresh_token": tokens.refresh_token}
                )
            except TokenRefused as exc:
                await self.store.delete(user_id)
                raise CustomerReauthRequired(
                    f"the retailer refused to refresh the customer's access ({exc.description})"
                ) from exc
            fresh = self._tokens(response, previous=tokens)
            await self.store.save(user_id, fresh)  # before anyone can use the new token
            return fresh.access_token

    def _tokens(self, response: TokenResponse, previous: CustomerTokens | None) -> CustomerTokens:
        refresh = response.refresh_token
        if not isinstance(refresh, str):  # some servers do not rotate: keep the old one
            if previous is None:
                raise CustomerReauthRequired("the retailer issued no refresh token")
            refresh = previous.refresh_token
        return CustomerTokens(
            access_token=response.access_token,
            refresh_token=refresh,
            expires_at=self.clock() + response.expires_in,
            scope=previous.scope if previous else "",
        )


def authorize_url(
    config: RetailConfig,
    *,
    redirect_uri: str,
    scopes: list[str],
    state: str,
    code_challenge: str,
    banner: str | None = None,
) -> str:
    params = {
        "client_id": config.client_id,
        "redirect_uri": redirect_uri,
        "response_type": "code",
        "scope": config.scope_string(scopes),
        "state": state,
        "code_challenge": code_challenge,
        "code_challenge_method": "S256",
    }
    if banner:
        params["banner"] = banner
    return f"{config.authorize_url}?{urlencode(params)}"


class BearerAuth(httpx.Auth):
    """Adds ``Authorization: Bearer …``; on a 401, renews once and resends."""

    def __init__(
        self, token: Callable[[], Awaitable[str]], renew: Callable[[str], Awaitable[str]]
    ) -> None:
        self._token = token
        self._renew = renew

    async def async_auth_flow(
        self, request: httpx.Request
    ) -> AsyncGenerator[httpx.Request, httpx.Response]:
        token = await self._token()
        request.headers["Authorization"] = f"Bearer {token}"
        response = yield request
        if response.status_code == 401:
            token = await self._renew(token)
            request.headers["Authorization"] = f"Bearer {token}"
            yield request
