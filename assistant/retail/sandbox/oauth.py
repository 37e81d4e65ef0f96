"""OAuth 2.0 for the sandbox: the token endpoint and the bearer check on every /v1 request.

Token endpoint (``POST /v1/connect/oauth2/token``, form-encoded): client authentication
by HTTP Basic or ``client_id``/``client_secret`` fields; credentials work only in the
environment they were registered for. Errors are Auth errors with the live wording.

Resource guard (``require_access``): bearer token → 401 when missing or invalid, then the
route's scopes → 403, then the daily quota → 429, then the ``--fail-rate`` injection.
Routes declare what they need in ``opt={"scopes": {...}}`` (any one of them suffices).
"""

from __future__ import annotations

import base64
import binascii
import math
import random
import time
from urllib.parse import parse_qs, unquote

import msgspec
from litestar import post
from litestar.handlers.base import BaseRouteHandler

from assistant.retail.sandbox import scopes as scope_names
from assistant.retail.sandbox.config import SandboxConfig
from assistant.retail.sandbox.context import Conn, Req, services
from assistant.retail.sandbox.errors import ApiError, AuthError
from assistant.retail.sandbox.store import App, SandboxStore, TokenRecord
from assistant.retail.schemas import TokenResponse

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
            # No customer can sign in yet, so no code can be valid.
            raise AuthError(400, "invalid_request", "invalid code")
        case "refresh_token":
            raise AuthError(400, "invalid_request", "invalid refresh_token")
        case _:
            raise AuthError(400, "unsupported_grant_type", "invalid grant_type")


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
    if (
        record is None
        or record.kind != "access"
        or record.revoked
        or record.expires_at <= time.time()
        or record.environment != config.environment
    ):
        raise AuthError(401, "invalid_token", "The access token is invalid or has expired")

    needed: frozenset[str] = frozenset(handler.opt.get("scopes", ()))
    if needed and not needed & record.scopes:
        raise ApiError(
            403,
            "Forbidden",
            "missing required scopes: one of " + ", ".join(sorted(needed)),
        )

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

    if config.fail_rate and random.random() < config.fail_rate:
        status = random.choice((500, 503))
        reason = "Internal server error" if status == 500 else "Service temporarily unavailable"
        raise ApiError(status, f"{family.upper()}-1{status}-{status}", reason)

    connection.state.principal = Principal(token=record)


def endpoint_family(path: str) -> str:
    """``/v1/products/123`` → ``products``: the unit of daily quotas."""
    parts = [p for p in path.split("/") if p]
    return parts[1] if len(parts) > 1 and parts[0] == "v1" else ""
