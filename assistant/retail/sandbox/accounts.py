"""Customer accounts: the fixture customers, their password check and sign-in lockout.

Passwords are kept as scrypt hashes (``scrypt$n$r$p$salt$hash``, base64 parts); checking
one costs tens of milliseconds on purpose and runs off the event loop. Repeated failures
lock an account for a while: after ``MAX_FAILURES`` wrong passwords within
``LOCK_SECONDS``, every attempt is refused until the lock expires, so a password cannot
be guessed quickly through the sign-in form. Certification has no customers at all.

Customer records live in ``fixtures/customers.json`` (profile, loyalty card, preferred
store, collections); the fixture holds hashes only — the demo passwords are documented
in the README, never stored in clear.
"""

from __future__ import annotations

import asyncio
import base64
import hashlib
import hmac
import secrets
import time
from pathlib import Path

import msgspec

from assistant.retail.sandbox.store import SandboxStore
from assistant.retail.schemas import Collection, Loyalty, PhoneNumber, ProfileAddress

MAX_FAILURES = 5
LOCK_SECONDS = 15 * 60
SCRYPT_N, SCRYPT_R, SCRYPT_P = 2**14, 8, 1


class Customer(msgspec.Struct, frozen=True, kw_only=True, rename="camel"):
    id: str
    email: str
    password_hash: str
    first_name: str
    last_name: str
    addresses: list[ProfileAddress]
    phone_numbers: list[PhoneNumber]
    loyalty: Loyalty
    preferred_location_id: str | None = None
    collections: list[Collection] = []


class SignInRefused(Exception):
    """Sign-in failed; ``message`` is safe to show on the sign-in page."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


def hash_password(password: str, *, salt: bytes | None = None) -> str:
    salt = salt or secrets.token_bytes(16)
    digest = hashlib.scrypt(
        password.encode(), salt=salt, n=SCRYPT_N, r=SCRYPT_R, p=SCRYPT_P, dklen=32
    )
    b64 = base64.b64encode
    return f"scrypt${SCRYPT_N}${SCRYPT_R}${SCRYPT_P}${b64(salt).decode()}${b64(digest).decode()}"


def verify_password(password: str, encoded: str) -> bool:
    try:
        scheme, n, r, p, salt, expected = encoded.split("$")
        if scheme != "scrypt":
            return False
        digest = hashlib.scrypt(
            password.encode(),
            salt=base64.b64decode(salt),
            n=int(n),
            r=int(r),
            p=int(p),
            dklen=32,
        )
    except ValueError:
        return False
    return hmac.compare_digest(digest, base64.b64decode(expected))


# A real hash to check against when the email is unknown, so both paths cost the same.
_DECOY_HASH = hash_password(secrets.token_hex(8))


class Accounts:
    """The customers of one environment and their sign-in state."""

    def __init__(self, fixtures_dir: Path, store: SandboxStore, environment: str) -> None:
        self.store = store
        self.environment = environment
        customers: list[Customer] = []
        if environment == "production":
            customers = msgspec.json.decode(
                (fixtures_dir / "customers.json").read_bytes(), type=list[Customer]
            )
        self.by_id = {c.id: c for c in customers}
        self.by_email = {c.email.lower(): c for c in customers}
        if not store.db["signin_failures"].exists():
            store.db.table("signin_failures").create(
                {"email": str, "failures": int, "first_failure_at": float, "locked_until": float},
                pk="email",
            )

    async def sign_in(self, email: str, password: str) -> Customer:
        """The customer, or SignInRefused with a message for the page."""
        if self.environment != "production":
            raise SignInRefused(
                "Customer accounts do not exist in the certification environment;"
                " sign in against the production sandbox."
            )
        key = email.strip().lower()
        now = time.time()
        locked_until = self._locked_until(key, now)
        if locked_until:
            minutes = max(1, round((locked_until - now) / 60))
            raise SignInRefused(
                f"Too many failed attempts. Try again in about {minutes} minute(s)."
            )
        customer = self.by_email.get(key)
        encoded = customer.password_hash if customer else _DECOY_HASH
        ok = await asyncio.to_thread(verify_password, password, encoded)
        if customer is None or not ok:
            self._record_failure(key, now)
            raise SignInRefused("That email and password do not match an account.")
        self.store.db.execute("DELETE FROM signin_failures WHERE email = ?", [key])
        return customer

    def _locked_until(self, key: str, now: float) -> float | None:
        row = self.store.db.execute(
            "SELECT locked_until FROM signin_failures WHERE email = ?", [key]
        ).fetchone()
        if row and row[0] and row[0] > now:
            return float(row[0])
        return None

    def _record_failure(self, key: str, now: float) -> None:
        """Count a failure in a rolling window; the MAX_FAILURES-th locks the account."""
        self.store.db.execute(
            "INSERT INTO signin_failures (email, failures, first_failure_at, locked_until)"
            " VALUES (?, 1, ?, NULL) ON CONFLICT (email) DO UPDATE SET"
            "  failures = CASE WHEN ? - first_failure_at > ? THEN 1 ELSE failures + 1 END,"
            "  first_failure_at = CASE WHEN ? - first_failure_at > ?"
            "   THEN ? ELSE first_failure_at END",
            [key, now, now, LOCK_SECONDS, now, LOCK_SECONDS, now],
        )
        self.store.db.execute(
            "UPDATE signin_failures SET locked_until = ?, failures = 0"
            " WHERE email = ? AND failures >= ?",
            [now + LOCK_SECONDS, key, MAX_FAILURES],
        )
