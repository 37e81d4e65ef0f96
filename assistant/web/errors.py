"""The assistant's HTTP error body, ``{"error": {"code", "message"}}``, and the one
mapping from exceptions to it. No stack trace, token or secret ever leaves here."""

from __future__ import annotations

import logging
from typing import Any

import msgspec
from litestar import Request, Response
from litestar.exceptions import (
    HTTPException,
    MethodNotAllowedException,
    NotFoundException,
    SerializationException,
)

from assistant.conversation.engine import MessageIdReused
from assistant.errors import AssistantError

log = logging.getLogger(__name__)


class ErrorDetail(msgspec.Struct, frozen=True):
    code: str
    message: str


class ErrorBody(msgspec.Struct, frozen=True):
    error: ErrorDetail


class WebError(AssistantError):
    """A request we refuse, with its status and a machine-readable code."""

    def __init__(self, status: int, code: str, message: str) -> None:
        super().__init__(message)
        self.status, self.code, self.message = status, code, message


def _respond(status: int, code: str, message: str) -> Response[ErrorBody]:
    headers = {"WWW-Authenticate": 'HMAC realm="assistant"'} if status == 401 else {}
    return Response(ErrorBody(ErrorDetail(code, message)), status_code=status, headers=headers)


def handle_error(request: Request[Any, Any, Any], exc: Exception) -> Response[ErrorBody]:
    match exc:
        case WebError():
            return _respond(exc.status, exc.code, exc.message)
        case MessageIdReused():
            return _respond(409, "message_id_reused", str(exc))
        case NotFoundException():
            return _respond(404, "not_found", f"no such resource: {request.url.path}")
        case MethodNotAllowedException():
            return _respond(405, "method_not_allowed", f"{request.method} is not allowed here")
        case SerializationException():
            # our routes decode their own bodies: this is a response that failed to encode
            log.exception(
                "could not encode the response to %s %s", request.method, request.url.path
            )
            return _respond(500, "internal_error", "internal server error")
        case HTTPException() if exc.status_code == 413:
            return _respond(413, "body_too_large", "the request body is too large")
        case HTTPException() if exc.status_code < 500:
            return _respond(exc.status_code, "bad_request", str(exc.detail))
        case AssistantError():
            log.error("request failed: %s", exc)
            return _respond(503, "unavailable", "the assistant could not finish this request")
    log.exception("unhandled error on %s %s", request.method, request.url.path)
    return _respond(500, "internal_error", "internal server error")
