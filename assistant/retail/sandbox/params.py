"""Query-parameter reading with the live API's validation wording.

Handlers read raw query strings through these helpers instead of typed litestar
parameters, so every malformed value becomes an API error in the Retail API's own
format (``{"errors": {…}}`` with a ``<API>-<id>-400`` code), never a framework error.
"""

from __future__ import annotations

import re

from litestar.datastructures import MultiDict

from assistant.retail.sandbox.errors import ApiError, bad_request

_LOCATION_ID = re.compile(r"^[0-9A-Za-z]{8}$")


class Query:
    """One request's query parameters, read for one API (its name prefixes error codes)."""

    def __init__(self, params: MultiDict[str], api: str) -> None:
        self.params = params
        self.api = api

    def get(self, name: str) -> str | None:
        """The last value of a parameter, stripped; None when absent or blank."""
        values = self.params.getall(name, [])
        if not values:
            return None
        value = values[-1].strip()
        return value or None

    def integer(
        self, name: str, *, low: int, high: int, default: int, number: int, label: str
    ) -> int:
        raw = self.get(name)
        if raw is None:
            return default
        try:
            value = int(raw)
        except ValueError:
            value = low - 1
        if not low <= value <= high:
            raise self.error(
                number, f"Field '{label}' must be a number between {low} and {high} (inclusive)"
            )
        return value

    def csv(self, name: str, sep: str = ",") -> list[str]:
        raw = self.get(name)
        if raw is None:
            return []
        return [part.strip() for part in raw.split(sep) if part.strip()]

    def error(self, number: int, reason: str) -> ApiError:
        return bad_request(self.api, number, reason)


def check_location_id(value: str, api: str, number: int) -> str:
    """A location id is exactly 8 characters (3-digit division + 5-digit store)."""
    if not _LOCATION_ID.match(value):
        raise bad_request(api, number, "Field 'locationId' must have a length of 8 characters")
    return value
