"""Every error the assistant raises on purpose, in one tree.

    AssistantError
    └── RetailError                  the Retail API failed us; keeps status, code, reason,
        │                            correlation id (X-Correlation-Id) when there is one
        ├── RetailUnavailable        network error, timeout, 5xx (``ambiguous``: a write
        │                            may or may not have happened — read before retrying)
        ├── RetailRateLimited        429; ``retry_after`` seconds
        ├── RetailNotFound           404
        ├── RetailRejected           400 / 409 and other 4xx: the request itself is wrong
        ├── RetailUnauthorized       401: the application's credentials or token
        ├── RetailForbidden          403: missing scope, partner-only, not a customer token
        └── CustomerReauthRequired   the customer's refresh token was refused (or there
                                     are no tokens): they must sign in again

Each carries a short ``reason`` fit to show a developer; the conversation layer turns
classes, not strings, into words for people.
"""

from __future__ import annotations


class AssistantError(Exception):
    """Base of every deliberate error in this project."""


class RetailError(AssistantError):
    def __init__(
        self,
        reason: str,
        *,
        status: int | None = None,
        code: str | None = None,
        correlation_id: str | None = None,
    ) -> None:
        super().__init__(reason)
        self.reason = reason
        self.status = status
        self.code = code
        self.correlation_id = correlation_id

    def __str__(self) -> str:
        parts = [self.reason]
        if self.status is not None:
            parts.append(f"status {self.status}")
        if self.code:
            parts.append(f"code {self.code}")
        if self.correlation_id:
            parts.append(f"correlation id {self.correlation_id}")
        return " — ".join(parts)


class RetailUnavailable(RetailError):
    """``ambiguous`` is set when a write was sent but no answer came back."""

    ambiguous: bool = False


class RetailRateLimited(RetailError):
    """``retry_after``: seconds until the quota resets, when the server said."""

    retry_after: float | None = None


class RetailNotFound(RetailError):
    pass


class RetailRejected(RetailError):
    pass


class RetailUnauthorized(RetailError):
    pass


class RetailForbidden(RetailError):
    pass


class CustomerReauthRequired(RetailError):
    pass
