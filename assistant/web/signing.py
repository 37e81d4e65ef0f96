"""Signed webhook requests: ``X-Assistant-Timestamp`` (unix seconds) and
``X-Assistant-Signature: sha256=<hex HMAC-SHA256(secret, timestamp + "." + raw body)>``.

The timestamp is inside the signature and must be within ``WINDOW_SECONDS`` of our
clock, so a captured request cannot be replayed later; within the window, a replay
carries an already-processed ``message_id`` and changes nothing.
"""

from __future__ import annotations

import hashlib
import hmac
import re
import time

TIMESTAMP_HEADER = "X-Assistant-Timestamp"
SIGNATURE_HEADER = "X-Assistant-Signature"
WINDOW_SECONDS = 300


class SignatureError(Exception):
    """Why a request's signature was refused (said to the caller; reveals no secret)."""


def signature(secret: str, timestamp: str, body: bytes) -> str:
    mac = hmac.new(secret.encode(), timestamp.encode() + b"." + body, hashlib.sha256)
    return "sha256=" + mac.hexdigest()


def signed_headers(secret: str, body: bytes, now: float | None = None) -> dict[str, str]:
    """Headers for a request to ``POST /api/messages`` (used by ``assistant chat``)."""
    timestamp = str(int(now if now is not None else time.time()))
    return {
        TIMESTAMP_HEADER: timestamp,
        SIGNATURE_HEADER: signature(secret, timestamp, body),
        "Content-Type": "application/json",
    }


def verify(
    secret: str,
    timestamp: str | None,
    given: str | None,
    body: bytes,
    now: float | None = None,
) -> None:
    if not timestamp or not given:
        raise SignatureError(f"the {TIMESTAMP_HEADER} and {SIGNATURE_HEADER} headers are required")
    if not re.fullmatch(r"[0-9]{1,12}", timestamp):  # ASCII digits only
        raise SignatureError(f"{TIMESTAMP_HEADER} must be unix time in whole seconds")
    if abs((now if now is not None else time.time()) - int(timestamp)) > WINDOW_SECONDS:
        raise SignatureError(
            f"{TIMESTAMP_HEADER} is more than {WINDOW_SECONDS} seconds from the server's clock"
        )
    if not hmac.compare_digest(signature(secret, timestamp, body), given.strip()):
        raise SignatureError("the signature does not match the request body")
