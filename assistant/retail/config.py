"""How the client reaches a Retail API: addresses, credentials, styles and limits."""

from __future__ import annotations

from collections.abc import Iterable

import msgspec

from assistant.retail.schemas import PUBLIC_DAILY_LIMITS
from assistant.settings import CartApi, ClientAuthStyle, ScopeNames, Settings

# The spec's scope names and the live public API's names for the same grants.
LIVE_SCOPE_NAMES = {
    "product.basic": "product.compact",
    "cart.basic:rw": "cart.basic:write",
    "profile.basic": "profile.compact",
}


class RetailConfig(msgspec.Struct, frozen=True, kw_only=True):
    base_url: str
    client_id: str
    client_secret: str
    oauth_base: str | None = None
    # where browsers reach the sign-in page, when not where this client calls the API
    # (the embedded sandbox: called in-process, served to browsers on its own port)
    browser_oauth_base: str | None = None
    client_auth: ClientAuthStyle = "basic"
    scope_names: ScopeNames = "spec"
    cart_api: CartApi = "partner"
    # resilience
    connect_timeout: float = 5.0
    read_timeout: float = 15.0
    max_attempts: int = 4
    retry_deadline: float = 12.0
    max_retry_after: float = 5.0  # wait for a 429 this long at most; longer → raise
    backoff_base: float = 0.2
    backoff_cap: float = 2.0
    refresh_margin: float = 60.0  # renew tokens this many seconds before they expire
    # economy
    search_cache_size: int = 1024
    search_cache_ttl: float = 300.0

    @property
    def token_url(self) -> str:
        return f"{self.oauth_root}/token"

    @property
    def authorize_url(self) -> str:
        root = (self.browser_oauth_base or self.oauth_root).rstrip("/")
        return f"{root}/authorize"

    @property
    def oauth_root(self) -> str:
        return (self.oauth_base or f"{self.base_url}/v1/connect/oauth2").rstrip("/")

    @property
    def daily_limits(self) -> dict[str, int]:
        """Quotas to watch: none for partner applications (the partner cart API)."""
        return {} if self.cart_api == "partner" else dict(PUBLIC_DAILY_LIMITS)

    def scope_string(self, scopes: Iterable[str]) -> str:
        """Scopes in the naming this API expects (spec names in, configured names out)."""
        if self.scope_names == "live":
            return " ".join(LIVE_SCOPE_NAMES.get(s, s) for s in scopes)
        return " ".join(scopes)

    @classmethod
    def from_settings(cls, settings: Settings, *, base_url: str | None = None) -> RetailConfig:
        """The configuration for ``settings``; ``base_url`` is where the embedded sandbox
        listens when ``RETAIL_BASE_URL`` is unset."""
        url = settings.retail_base_url or base_url
        if url is None:
            raise ValueError("no Retail API address: set RETAIL_BASE_URL")
        if not settings.retail_client_id or not settings.retail_client_secret:
            raise ValueError("RETAIL_CLIENT_ID and RETAIL_CLIENT_SECRET are required")
        return cls(
            base_url=url.rstrip("/"),
            oauth_base=settings.retail_oauth_base,
            client_id=settings.retail_client_id,
            client_secret=settings.retail_client_secret,
            client_auth=settings.retail_client_auth,
            scope_names=settings.retail_scope_names,
            cart_api=settings.retail_cart_api,
        )
