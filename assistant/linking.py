"""Linking a person's retailer account from inside a chat (OAuth 2.0 code grant + PKCE).

1. ``new_link(user)``: a single-use link ``{public_url}/link/{token}``, valid 10 minutes,
   bound to that person. Only the token's SHA-256 digest is stored.
2. ``redeem(token)`` (the person opens the link): spends it and returns the retailer's
   authorize URL with a fresh single-use ``state`` (bound to the person) and a PKCE S256
   challenge; the verifier is kept encrypted with the state.
3. ``complete(state, code | error)`` (the retailer redirects to ``/oauth/callback``):
   spends the state, exchanges the code with the verifier, and keeps the tokens in the
   encrypted token store. Forged, reused or expired links and states are refused and
   change nothing.

Scopes follow the cart mode: the partner carts API reads and writes the cart and sees
the profile id; the public mode only writes (``cart.basic:rw``, live ``cart.basic:write``).
"""

from __future__ import annotations

import hashlib
import secrets
import time

from assistant.errors import AssistantError, CustomerReauthRequired
from assistant.retail.auth import authorize_url, new_pkce
from assistant.retail.client import RetailClient
from assistant.settings import Settings
from assistant.storage import Storage
from assistant.tokens import TokenCipher

LINK_SECONDS = 600
STATE_SECONDS = 600
SCOPES = {"partner": ["cart.basic:rw", "profile.basic"], "public": ["cart.basic:rw"]}


class LinkRefused(AssistantError):
    """A link or state that cannot be used: ``why`` is unknown, used, expired, denied or
    failed (the retailer refused the code)."""

    def __init__(self, why: str) -> None:
        super().__init__(why)
        self.why = why


def _digest(secret: str) -> str:
    return hashlib.sha256(secret.encode()).hexdigest()


class Linking:
    def __init__(
        self, storage: Storage, client: RetailClient, cipher: TokenCipher, settings: Settings
    ) -> None:
        self.storage = storage
        self.client = client
        self.cipher = cipher
        self.public_url = settings.assistant_url
        self.redirect_uri = settings.oauth_callback_url

    @property
    def scopes(self) -> list[str]:
        return SCOPES[self.client.config.cart_api]

    def new_link(self, user_id: str) -> str:
        token = secrets.token_urlsafe(32)
        self.storage.add_link(_digest(token), user_id, time.time() + LINK_SECONDS)
        return f"{self.public_url}/link/{token}"

    def redeem(self, token: str) -> str:
        """Spend a link; the URL of the retailer's sign-in page to send the browser to."""
        if not token or len(token) > 200:
            raise LinkRefused("unknown")
        user_id, why = self.storage.use_link(_digest(token), time.time())
        if user_id is None:
            raise LinkRefused(why)
        verifier, challenge = new_pkce()
        state = secrets.token_urlsafe(32)
        self.storage.add_state(
            _digest(state),
            user_id,
            self.cipher.seal(user_id, verifier.encode()),
            time.time() + STATE_SECONDS,
        )
        return authorize_url(
            self.client.config,
            redirect_uri=self.redirect_uri,
            scopes=self.scopes,
            state=state,
            code_challenge=challenge,
        )

    async def complete(self, state: str | None, code: str | None, error: str | None) -> str:
        """Finish a sign-in; the id of the person now linked."""
        if not state or len(state) > 200:
            raise LinkRefused("unknown")
        found, why = self.storage.use_state(_digest(state), time.time())
        if found is None:
            raise LinkRefused(why)
        user_id, sealed = found
        if error or not code:
            raise LinkRefused("denied")
        verifier, _ = self.cipher.open(user_id, sealed)
        try:
            await self.client.customers.exchange_code(
                user_id, code=code, redirect_uri=self.redirect_uri, code_verifier=verifier.decode()
            )
        except CustomerReauthRequired as exc:
            raise LinkRefused("failed") from exc
        return user_id

    async def linked(self, user_id: str) -> bool:
        return await self.client.customers.store.load(user_id) is not None

    async def unlink(self, user_id: str) -> None:
        await self.client.customers.store.delete(user_id)
