"""The sandbox's two error bodies and the mapping from exceptions to HTTP responses.

    SandboxError
    ├── ApiError    → ``{"errors": {"timestamp", "code", "reason"}}`` (400/403/404/405/429/5xx)
    └── AuthError   → ``{"error", "error_description"}``            (token endpoint, 401s)

Codes follow the live API: ``<API>-<id>-<status>`` (``PRODUCT-2011-400``), except the few
literal codes seen live (``Forbidden``). Nothing here ever shows a stack trace: anything
unexpected becomes a plain 500 API error, and HEAD responses carry no body.
"""

from __future__ import annotations

import logging
import time

from litestar import Response
from litestar.exceptions import (
    HTTPException,
    MethodNotAllowedException,
    NotFoundException,
    SerializationException,
)

from assistant.retail.sandbox.context import Req
from assistant.retail.schemas import ApiErrorBody, ApiErrorDetail, AuthErrorBody

log = logging.getLogger(__name__)


class SandboxError(Exception):
    status: int
    headers: dict[str, str]

    def body(self) -> ApiErrorBody | AuthErrorBody:
        raise NotImplementedError


class ApiError(SandboxError):
    def __init__(
        self, status: int, code: str, reason: str, headers: dict[str, str] | None = None
    ) -> None:
        super().__init__(reason)
        self.status, self.code, self.reason = status, code, reason
        self.headers = headers or {}

    def body(self) -> ApiErrorBody:
        now_ms = int(time.time() * 1000)
        return ApiErrorBody(
            errors=ApiErrorDetail(timestamp=now_ms, code=self.code, reason=self.reason)
        )


class AuthError(SandboxError):
    def __init__(self, status: int, error: str, description: str) -> None:
        super().__init__(description)
        self.status, self.error, self.description = status, error, description
        self.headers = {}
        if status == 401:
            # RFC 6750 §3: tell the caller which scheme and what went wrong.
            self.headers["WWW-Authenticate"] = f'Bearer error="{error}"'

    def body(self) -> AuthErrorBody:
        return AuthErrorBody(error=self.error, error_description=self.description)


def bad_request(api: str, number: int, reason: str) -> ApiError:
    """A 400 API error with a live-style code, e.g. ``bad_request("PRODUCT", 2011, …)``."""
    return ApiError(400, f"{api}-{number}-400", reason)


def not_found(api: str, number: int, reason: str) -> ApiError:
    return ApiError(404, f"{api}-{number}-404", reason)


def missing_scopes(scopes: tuple[str, ...] | frozenset[str]) -> ApiError:
    """403 in the live shape when a token lacks every scope a route accepts."""
    return ApiError(
        403, "Forbidden", "missing required scopes: one of " + ", ".join(sorted(scopes))
    )


def partner_only() -> ApiError:
    return ApiError(403, "Forbidden", "This API is available to partner applications only")


def customer_required() -> ApiError:
    """The live answer to a client-credentials token on a customer API."""
    return ApiError(403, "AUTH-1007-403", "Invalid token on request")


def _respond(request: Req, exc: SandboxError) -> Response[object]:
    headers = dict(exc.headers)
    if request.method == "HEAD":
        return Response(content=None, status_code=exc.status, headers=headers)
    return Response(content=exc.body(), status_code=exc.status, headers=headers)


def handle_sandbox_error(request: Req, exc: SandboxError) -> Response[object]:
    return _respond(request, exc)


def handle_http_exception(request: Req, exc: Exception) -> Response[object]:
    """Litestar's own errors (unknown route, wrong method, unreadable body) as API errors."""
    api = _api_name(request.url.path)
    match exc:
        case NotFoundException():
            err = ApiError(404, f"{api}-1404-404", f"Resource not found: {request.url.path}")
        case MethodNotAllowedException():
            allowed = exc.headers.get("Allow", "") if exc.headers else ""
            err = ApiError(
                405, f"{api}-1405-405", f"Method {request.method} is not allowed on this resource"
            )
            if allowed:
                err.headers["Allow"] = allowed
        case SerializationException():
            err = bad_request(api, 1400, "Request body is not valid JSON")
        case HTTPException() if exc.status_code < 500:
            err = ApiError(
                exc.status_code, f"{api}-1{exc.status_code}-{exc.status_code}", exc.detail
            )
        case _:
            log.exception("unhandled error on %s %s", request.method, request.url.path)
            err = ApiError(500, f"{api}-1500-500", "Internal server error")
    return _respond(request, err)


API_NAMES = {
    "products": "PRODUCT",
    "locations": "LOCATION",
    "departments": "DEPARTMENT",
    "chains": "CHAIN",
    "coupons": "COUPON",
    "my_coupons": "COUPON",
    "identity": "IDENTITY",
    "carts": "CART",
    "cart": "CART",
    "collections": "COLLECTION",
    "courier": "DELIVERY",
    "connect": "AUTH",
    "images": "IMAGE",
}


def _api_name(path: str) -> str:
    """``/v1/products/…`` → ``PRODUCT``: the prefix of error codes for this path."""
    parts = [p for p in path.split("/") if p]
    segment = parts[1] if len(parts) > 1 and parts[0] == "v1" else (parts[0] if parts else "")
    return API_NAMES.get(segment, "API")
