"""Reading real Retail API responses: tolerant decoding and error translation.

Real responses vary (``../shared/reference/retail-api-facts.md``), so bodies are decoded
to plain values, normalised, then converted to the ``schemas`` Structs:

- fulfillment keys: ``instore``/``shiptohome`` (OpenAPI) → ``inStore``/``shipToHome`` (live);
- the 24-hour flag: ``Open24`` → ``open24``;
- images flagged ``default`` rather than ``featured``;
- opening hours given as minutes after midnight (``1380``) rather than ``"23:00"``;
- unknown fields are ignored; missing ``brand``, ``price``, ``items`` are simply absent.

Error bodies come in several shapes — ``{"errors": {code, reason}}``, ``{"errors":
{error, error_description}}``, a flat ``{timestamp, code, reason}``, ``{"error",
"error_description"}`` and ``{"message"}`` — and every one becomes the matching
``assistant.errors`` class with status, code, reason and ``X-Correlation-Id``.
"""

from __future__ import annotations

import email.utils
import functools
import time
from collections.abc import Hashable
from typing import Any, TypeVar, cast

import httpx
import msgspec

from assistant.errors import (
    RetailError,
    RetailForbidden,
    RetailNotFound,
    RetailRateLimited,
    RetailRejected,
    RetailUnauthorized,
    RetailUnavailable,
)

T = TypeVar("T")
# Alternative spellings by the key of the object they appear in. (A chain's
# ``modalityCapabilities`` really is spelt ``instore``: only item fulfillment is renamed.)
_RENAMES = {
    "fulfillment": {"instore": "inStore", "shiptohome": "shipToHome"},
    "hours": {"Open24": "open24"},
}


def normalise(value: Any, parent: str = "") -> Any:
    """Rewrite alternative spellings to the live ones, recursively."""
    if isinstance(value, list):
        return [normalise(v, parent) for v in value]
    if not isinstance(value, dict):
        return value
    renames = _RENAMES.get(parent, {})
    out = {renames.get(k, k): normalise(v, k) for k, v in value.items()}
    for key in ("open", "close"):  # documented as "HH:MM", sometimes minutes after midnight
        if isinstance(out.get(key), int) and "open24" in out:
            minutes = out[key] % 1440
            out[key] = f"{minutes // 60:02d}:{minutes % 60:02d}"
    if parent == "images" and "featured" not in out and "default" in out:
        out["featured"] = bool(out["default"])
    return out


# Spellings that need the slow path; a body without any of them decodes directly.
_VARIANT_MARKERS = (b'"instore"', b'"shiptohome"', b'"Open24"', b'"default"')


@functools.lru_cache(maxsize=64)
def _decoder(kind: Any) -> msgspec.json.Decoder[Any]:
    # Building a decoder for a subscripted generic (Envelope[list[Product]]) costs more
    # than decoding 50 products with it: build each once.
    return msgspec.json.Decoder(kind, strict=False)


def decode(content: bytes, kind: type[T]) -> T:
    """Decode a response body into ``kind`` tolerantly (see the module docstring)."""
    if not any(marker in content for marker in _VARIANT_MARKERS):
        try:
            return cast(T, _decoder(cast(Hashable, kind)).decode(content))
        except msgspec.ValidationError:
            pass  # e.g. hours as numbers: normalise below
        except msgspec.DecodeError as exc:
            raise RetailUnavailable(f"unreadable response from the Retail API: {exc}") from exc
    try:
        raw = msgspec.json.decode(content)
        return msgspec.convert(normalise(raw), type=kind, strict=False)
    except (msgspec.DecodeError, msgspec.ValidationError) as exc:
        raise RetailUnavailable(f"unreadable response from the Retail API: {exc}") from exc


def retry_after_seconds(value: str | None, now: float | None = None) -> float | None:
    """``Retry-After`` as seconds: whole seconds or an HTTP date."""
    if not value:
        return None
    value = value.strip()
    if value.isdigit():
        return float(value)
    try:
        moment = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    return max(0.0, moment.timestamp() - (now if now is not None else time.time()))


def error_from_response(response: httpx.Response) -> RetailError:
    """The ``assistant.errors`` exception for a failed response."""
    status = response.status_code
    code: str | None = None
    reason: str | None = None
    try:
        body = msgspec.json.decode(response.content) if response.content else None
    except msgspec.DecodeError:
        body = None
    if isinstance(body, dict):
        errors = body.get("errors")
        if isinstance(errors, list) and errors and isinstance(errors[0], dict):
            errors = errors[0]
        if isinstance(errors, dict) and "error" in errors:  # {"errors": {error, description}}
            errors = {"code": errors.get("error"), "reason": errors.get("error_description")}
        if not isinstance(errors, dict) and "code" in body and "reason" in body:
            errors = body  # flat {"timestamp", "code", "reason"}
        if isinstance(errors, dict):
            code, reason = _text(errors.get("code")), _text(errors.get("reason"))
        elif "error" in body:
            code = _text(body.get("error"))
            reason = _text(body.get("error_description")) or code
        elif "message" in body:
            reason = _text(body.get("message"))
    reason = reason or response.reason_phrase or f"HTTP {status}"
    kind: type[RetailError]
    match status:
        case 401:
            kind = RetailUnauthorized
        case 403:
            kind = RetailForbidden
        case 404:
            kind = RetailNotFound
        case 429:
            kind = RetailRateLimited
        case _ if status >= 500:
            kind = RetailUnavailable
        case _:
            kind = RetailRejected
    error = kind(
        reason,
        status=status,
        code=code,
        correlation_id=response.headers.get("x-correlation-id"),
    )
    if isinstance(error, RetailRateLimited):
        error.retry_after = retry_after_seconds(response.headers.get("retry-after"))
    return error


def _text(value: object) -> str | None:
    return None if value is None else str(value)
