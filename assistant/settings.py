"""Settings, read from the environment in one place (``Settings.from_env``).

    ASSISTANT_DATA_DIR        state directory (default ./.data)
    ASSISTANT_WEBHOOK_SECRET  HMAC secret of POST /api/messages (dev: generated)
    ASSISTANT_PUBLIC_URL      how browsers reach the assistant (OAuth redirects)
    ASSISTANT_TOKEN_KEY       key for customer tokens at rest (dev: generated)
    RETAIL_BASE_URL           the Retail API, e.g. https://api.kroger.com; unset means the
                              embedded sandbox
    RETAIL_OAUTH_BASE         the OAuth 2.0 base (default: <base>/v1/connect/oauth2)
    RETAIL_CLIENT_ID, RETAIL_CLIENT_SECRET   application credentials
    RETAIL_CART_API           partner (the spec's /carts API, default) | public (PUT /cart/add)
    RETAIL_CLIENT_AUTH        basic (HTTP Basic, default) | form (client_id/secret fields)
    RETAIL_SCOPE_NAMES        spec (product.basic, cart.basic:rw, …) | live (product.compact,
                              cart.basic:write, profile.compact)
    SANDBOX_CATALOG           catalog file of the embedded sandbox

Unset values mean: embedded sandbox, generated dev secrets kept in the data dir.
"""

from __future__ import annotations

import base64
import json
import os
import secrets
from collections.abc import Mapping
from pathlib import Path
from typing import Literal, TypeVar

import msgspec

T = TypeVar("T", bound=str)
CartApi = Literal["partner", "public"]
ClientAuthStyle = Literal["basic", "form"]
ScopeNames = Literal["spec", "live"]
DEV_SECRETS_FILE = "dev-secrets.json"
DEFAULT_URL = "http://127.0.0.1:8000"
CALLBACK_PATH = "/oauth/callback"


class SettingsError(ValueError):
    """An environment value that cannot be used; the message names the variable."""


class Settings(msgspec.Struct, frozen=True, kw_only=True):
    data_dir: Path = Path(".data")
    webhook_secret: str | None = None
    public_url: str | None = None  # unset: ``assistant_url``'s local default
    token_key: str | None = None
    retail_base_url: str | None = None
    retail_oauth_base: str | None = None
    retail_client_id: str | None = None
    retail_client_secret: str | None = None
    retail_cart_api: CartApi = "partner"
    retail_client_auth: ClientAuthStyle = "basic"
    retail_scope_names: ScopeNames = "spec"
    sandbox_catalog: Path | None = None

    @property
    def assistant_url(self) -> str:
        """How browsers and ``assistant chat`` reach the assistant."""
        return self.public_url or DEFAULT_URL

    @property
    def oauth_callback_url(self) -> str:
        """Where the retailer sends a browser back after sign-in."""
        return f"{self.assistant_url}{CALLBACK_PATH}"

    @property
    def uses_embedded_sandbox(self) -> bool:
        return self.retail_base_url is None

    def with_dev_secrets(self) -> Settings:
        """These settings with every unset secret filled from ``<data-dir>/dev-secrets.json``
        (mode 0600), generated on first use. For a newcomer's machine: a deployment sets
        ``ASSISTANT_WEBHOOK_SECRET`` and ``ASSISTANT_TOKEN_KEY`` itself."""
        if self.webhook_secret and self.token_key:
            return self
        path = self.data_dir / DEV_SECRETS_FILE
        saved: dict[str, str] = json.loads(path.read_text()) if path.exists() else {}
        generated = {
            "webhook_secret": saved.get("webhook_secret") or secrets.token_urlsafe(32),
            # a Fernet key: 32 random bytes, url-safe base64
            "token_key": saved.get("token_key")
            or base64.urlsafe_b64encode(secrets.token_bytes(32)).decode(),
        }
        if generated != saved:
            self.data_dir.mkdir(parents=True, exist_ok=True)
            fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
            with os.fdopen(fd, "w") as fh:
                json.dump(generated, fh, indent=2)
        return msgspec.structs.replace(
            self,
            webhook_secret=self.webhook_secret or generated["webhook_secret"],
            token_key=self.token_key or generated["token_key"],
        )

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> Settings:
        env = os.environ if env is None else env

        def get(name: str) -> str | None:
            value = env.get(name, "").strip()
            return value or None

        def choice(name: str, allowed: tuple[T, ...], default: T) -> T:
            value = (get(name) or default).lower()
            for option in allowed:
                if value == option:
                    return option
            raise SettingsError(f"{name} must be one of {', '.join(allowed)}, not {value!r}")

        base = get("RETAIL_BASE_URL")
        if base and not base.startswith(("http://", "https://")):
            raise SettingsError("RETAIL_BASE_URL must start with http:// or https://")
        catalog = get("SANDBOX_CATALOG")
        return cls(
            data_dir=Path(get("ASSISTANT_DATA_DIR") or ".data"),
            webhook_secret=get("ASSISTANT_WEBHOOK_SECRET"),
            public_url=(get("ASSISTANT_PUBLIC_URL") or "").rstrip("/") or None,
            token_key=get("ASSISTANT_TOKEN_KEY"),
            retail_base_url=base.rstrip("/") if base else None,
            retail_oauth_base=get("RETAIL_OAUTH_BASE"),
            retail_client_id=get("RETAIL_CLIENT_ID"),
            retail_client_secret=get("RETAIL_CLIENT_SECRET"),
            retail_cart_api=choice("RETAIL_CART_API", ("partner", "public"), "partner"),
            retail_client_auth=choice("RETAIL_CLIENT_AUTH", ("basic", "form"), "basic"),
            retail_scope_names=choice("RETAIL_SCOPE_NAMES", ("spec", "live"), "spec"),
            sandbox_catalog=Path(catalog) if catalog else None,
        )
