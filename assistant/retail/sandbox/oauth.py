"""OAuth 2.0 for the sandbox: the token endpoint and the bearer check on every /v1 request.

Token endpoint (``POST /v1/connect/oauth2/token``, form-encoded): client authentication
by HTTP Basic or ``client_id``/``client_secret`` fields; credentials work only in the
environment they were registered for. Errors are Auth errors with the live wording.

Resource guard (``require_access``): bearer token → 401 when missing or invalid, then the
route's scopes → 403, then the daily quota → 429, then the ``--fail-rate`` injection.
Routes declare what they need in ``opt``: ``scopes`` (any one of them suffices),
``partner`` (partner applications only, else 403) and ``customer`` (a token from the
authorization-code grant, else the live 403 ``AUTH-1007``).
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import math
import time
from urllib.parse import parse_qs, unquote

import msgspec
from litestar import post
from litestar.handlers.base import BaseRouteHandler

from assistant.retail.sandbox import scopes as scope_names
from assistant.retail.sandbox.config import SandboxConfig
from assistant.retail.sandbox.context import Conn, Req, services
from assistant.retail.sandbox.errors import (
    ApiError,
    AuthError,
    customer_required,
    missing_scopes,
    partner_only,
)
from assistant.retail.sandbox.store import App, Replayed, SandboxStore, TokenRecord
from assistant.retail.schemas import TokenResponse

REFRESH_TTL = 30 * 86_400  # refresh tokens outlive access tokens; rotation bounds reuse
TOKEN_PATH = "/v1/connect/oauth2/token"  # noqa: S105 (a path, not a secret)


class Principal(msgspec.Struct, frozen=True, kw_only=True):
    """Who is asking: the application, and the customer when the token has one."""

    token: TokenRecord

    @property
    def customer_id(self) -> str | None:
        return self.token.customer_id


def invalid_credentials() -> AuthError:
    return AuthError(401, "unauthorized", "invalid credentials")


async def read_form(request: Req) -> dict[str, str]:
    """Parse a form body strictly; the last value wins for repeated fields."""
    content_type = request.headers.get("content-type", "")
    if "application/x-www-form-urlencoded" not in content_type.lower():
        raise AuthError(
            400, "invalid_request", "Content-Type must be application/x-www-form-urlencoded"
        )
    body = await request.body()
    try:
        fields = parse_qs(body.decode("utf-8"), keep_blank_values=True, strict_parsing=False)
    except UnicodeDecodeError as exc:
        raise AuthError(400, "invalid_request", "The request body is not valid UTF-8") from exc
    return {key: values[-1] for key, values in fields.items()}


def authenticate_client(
    request: Req,
    form: dict[str, str],
    store: SandboxStore,
    config: SandboxConfig,
) -> App:
    header = request.headers.get("authorization", "")
    if header[:6].lower() == "basic ":
        try:
            decoded = base64.b64decode(header[6:].strip(), validate=True).decode("utf-8")
        except (binascii.Error, UnicodeDecodeError) as exc:
            raise invalid_credentials() from exc
        client_id, sep, secret = decoded.partition(":")
        if not sep:
            raise invalid_credentials()
        # RFC 6749 §2.3.1 form-encodes both parts before Basic encoding; undo it.
        client_id, secret = unquote(client_id), unquote(secret)
    else:
        client_id, secret = form.get("client_id", ""), form.get("client_secret", "")
    if not client_id or not secret:
        raise invalid_credentials()
    app = store.authenticate_app(client_id, secret, config.environment)
    if app is None:
        raise invalid_credentials()
    return app


@post(TOKEN_PATH, status_code=200)
async def token_endpoint(request: Req) -> TokenResponse:
    """Token endpoint (form-encoded): grant_type client_credentials (scope), authorization_code
    (code, redirect_uri, code_verifier) or refresh_token (refresh_token, scope to narrow).
    Client auth: HTTP Basic or client_id/client_secret fields.
    """
    store, config = services(request).store, services(request).config
    form = await read_form(request)
    app = authenticate_client(request, form, store, config)
    grant = form.get("grant_type", "")
    match grant:
        case "client_credentials":
            try:
                granted = scope_names.parse_requested(form.get("scope"), partner=app.partner)
            except scope_names.ScopeError as exc:
                raise AuthError(400, "invalid_scope", "invalid scope") from exc
            granted = granted or scope_names.DEFAULT_CLIENT_SCOPES
            token = store.issue_token(
                app,
                kind="access",
                scopes=granted,
                ttl=config.token_ttl,
                grant_type=grant,
            )
            return TokenResponse(access_token=token, expires_in=config.token_ttl)
        case "authorization_code":
            return exchange_code(store, config, app, form)
        case "refresh_token":
            return refresh(store, config, app, form)
        case _:
            raise AuthError(400, "unsupported_grant_type", "invalid grant_type")


def _issue_pair(
    store: SandboxStore,
    config: SandboxConfig,
    app: App,
    *,
    scopes: frozenset[str],
    refresh_scopes: frozenset[str],
    customer_id: str,
    family_id: str,
    grant: str,
    parent: str | None = None,
) -> TokenResponse:
    common = {"customer_id": customer_id, "family_id": family_id, "grant_type": grant}
    access = store.issue_token(app, kind="access", scopes=scopes, ttl=config.token_ttl, **common)
    refresh_token = store.issue_token(
        app,
        kind="refresh",
        scopes=refresh_scopes,
        ttl=REFRESH_TTL,
        parent_token=parent,
        **common,
    )
    return TokenResponse(
        access_token=access, expires_in=config.token_ttl, refresh_token=refresh_token
    )


def exchange_code(
    store: SandboxStore, config: SandboxConfig, app: App, form: dict[str, str]
) -> TokenResponse:
    """``grant_type=authorization_code``: single use, short-lived, bound to the client,
    redirect URI, customer, scopes and PKCE challenge. A replayed code revokes every
    token that was issued from it."""
    try:
        code = store.spend_code(form.get("code", ""))
    except Replayed as exc:
        raise AuthError(400, "invalid_request", "invalid code") from exc
    if code is None or code.client_id != app.client_id or code.expires_at <= time.time():
        raise AuthError(400, "invalid_request", "invalid code")
    if form.get("redirect_uri", "") != code.redirect_uri:
        raise AuthError(
            400,
            "invalid_request",
            "The redirect_uri did not match the registered redirect_uri for this application",
        )
    if code.code_challenge is not None:
        verifier = form.get("code_verifier", "")
        if not verifier:
            raise AuthError(400, "invalid_request", "code_verifier is required")
        if not hmac.compare_digest(pkce_challenge(verifier), code.code_challenge):
            raise AuthError(400, "invalid_request", "invalid code_verifier")
    return _issue_pair(
        store,
        config,
        app,
        scopes=code.scopes,
        refresh_scopes=code.scopes,
        customer_id=code.customer_id,
        family_id=code.family_id,
        grant="authorization_code",
    )


def refresh(
    store: SandboxStore, config: SandboxConfig, app: App, form: dict[str, str]
) -> TokenResponse:
    """``grant_type=refresh_token``: rotation — a new access and refresh token each time;
    reusing a spent refresh token revokes its whole family. ``scope`` may only narrow."""
    raw = form.get("refresh_token", "")
    record = store.lookup_token(raw) if raw else None
    if (
        record is None
        or not record.usable("refresh")
        or record.client_id != app.client_id
        or record.customer_id is None
    ):
        raise AuthError(400, "invalid_request", "invalid refresh_token")
    scopes = record.scopes
    if form.get("scope"):
        try:
            asked = scope_names.parse_requested(form["scope"], partner=app.partner)
        except scope_names.ScopeError as exc:
            raise AuthError(400, "invalid_scope", "invalid scope") from exc
        if not asked <= record.scopes:
            raise AuthError(400, "invalid_scope", "invalid scope")
        scopes = asked
    try:
        store.spend_refresh_token(raw)
    except Replayed as exc:
        raise AuthError(400, "invalid_request", "invalid refresh_token") from exc
    return _issue_pair(
        store,
        config,
        app,
        scopes=scopes,
        refresh_scopes=record.scopes,
        customer_id=record.customer_id,
        family_id=record.family_id,
        grant="refresh_token",
        parent=raw,
    )


def pkce_challenge(verifier: str) -> str:
    """RFC 7636 S256: BASE64URL(SHA256(verifier)) without padding."""
    digest = hashlib.sha256(verifier.encode("ascii", "replace")).digest()
    return base64.urlsafe_b64encode(digest).rstrip(b"=").decode()


def bearer_token(connection: Conn) -> str | None:
    header = connection.headers.get("authorization", "")
    scheme, _, token = header.partition(" ")
    token = token.strip()
    if scheme.lower() != "bearer" or not token:
        return None
    return token


async def require_access(connection: Conn, handler: BaseRouteHandler) -> None:
    """Guard for every /v1 resource route (see module docstring for the order of checks)."""
    store, config = services(connection).store, services(connection).config
    token = bearer_token(connection)
    if token is None:
        raise AuthError(401, "invalid_request", "The access_token is missing")
    record = store.lookup_token(token)
    if record is None or not record.usable("access") or record.environment != config.environment:
        raise AuthError(401, "invalid_token", "The access token is invalid or has expired")

    if handler.opt.get("partner") and not record.partner:
        raise partner_only()
    if handler.opt.get("customer") and record.customer_id is None:
        raise customer_required()
    needed: frozenset[str] = frozenset(handler.opt.get("scopes", ()))
    if needed and not needed & record.scopes:
        raise missing_scopes(needed)

    family = endpoint_family(connection.url.path)
    if not record.partner:
        limit = config.daily_limit(family)
        if limit is not None:
            now = time.time()
            count, window_start = store.count_request(record.client_id, family, now)
            if count > limit:
                retry_after = max(1, math.ceil(window_start + 86_400 - now))
                raise ApiError(
                    429,
                    f"{family.upper()}-1429-429",
                    f"Daily rate limit of {limit} requests for '{family}' exceeded;"
                    f" it resets in {retry_after} seconds",
                    headers={"Retry-After": str(retry_after)},
                )

    failures = services(connection).failures
    if config.fail_rate and failures.next_fails(config.fail_rate):
        status = 503 if failures.count % 2 else 500
        reason = "Internal server error" if status == 500 else "Service temporarily unavailable"
        raise ApiError(status, f"{family.upper()}-1{status}-{status}", reason)

    connection.state.principal = Principal(token=record)


def principal(connection: Conn) -> Principal:
    """Who is asking; set by ``require_access`` on every guarded route."""
    found: Principal = connection.state.principal
    return found


def endpoint_family(path: str) -> str:
    """``/v1/products/123`` → ``products``: the unit of daily quotas."""
    parts = [p for p in path.split("/") if p]
    return parts[1] if len(parts) > 1 and parts[0] == "v1" else ""
