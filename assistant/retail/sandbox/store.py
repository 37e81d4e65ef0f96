"""The sandbox's durable state: applications, tokens and rate counters, in SQLite.

One file, ``<data-dir>/sandbox.sqlite``, in WAL mode so that a production and a
certification process can share a data dir. Secrets and tokens are stored only as
SHA-256 digests: they are 256-bit random values, so a fast digest is enough (no
dictionary to attack), and a lookup by digest reveals nothing through timing. Client
secrets are compared with ``hmac.compare_digest``.

The token table is shaped for every grant: ``kind`` (access/refresh), ``customer_id``
(NULL for client credentials), ``family_id`` (all tokens descended from one sign-in, so a
replayed refresh token or code can revoke them together) and ``parent_hash`` (rotation).

All methods are synchronous and quick (one indexed statement); the app calls them on the
event-loop thread, which keeps SQLite's one-connection-per-thread rule simple.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import secrets
import sqlite3
import time
import uuid
from contextlib import AbstractContextManager
from pathlib import Path
from typing import Literal

import msgspec

from assistant.sqlite import open_database, transaction

Environment = Literal["production", "certification"]
ENVIRONMENTS: tuple[Environment, ...] = ("production", "certification")
DAY_SECONDS = 86_400
TOKEN_CACHE_SIZE = 10_000


class App(msgspec.Struct, frozen=True, kw_only=True):
    client_id: str
    name: str
    environment: str
    partner: bool
    redirect_uris: tuple[str, ...]


class TokenRecord(msgspec.Struct, frozen=True, kw_only=True):
    kind: str
    client_id: str
    environment: str
    partner: bool
    customer_id: str | None
    scopes: frozenset[str]
    expires_at: float
    family_id: str
    revoked: bool

    def usable(self, kind: str) -> bool:
        """A token of this kind that is neither revoked nor expired."""
        return self.kind == kind and not self.revoked and self.expires_at > time.time()


class CodeRecord(msgspec.Struct, frozen=True, kw_only=True):
    client_id: str
    redirect_uri: str
    customer_id: str
    scopes: frozenset[str]
    code_challenge: str | None
    expires_at: float
    family_id: str


class Replayed(Exception):
    """A single-use credential (code or refresh token) was presented again; its whole
    token family has been revoked."""


class RegistrationError(ValueError):
    """A registration request that cannot be honoured (duplicate name, bad redirect URI)."""


def digest(secret: str) -> str:
    return hashlib.sha256(secret.encode()).hexdigest()


class SandboxStore:
    def __init__(self, data_dir: Path) -> None:
        self.db = open_database(data_dir / "sandbox.sqlite")
        self._create_schema()
        self._token_cache: dict[str, TokenRecord] = {}

    def _create_schema(self) -> None:
        tables = set(self.db.table_names())
        if "apps" not in tables:
            self.db.table("apps").create(
                {
                    "client_id": str,
                    "name": str,
                    "secret_hash": str,
                    "environment": str,
                    "partner": int,
                    "redirect_uris": str,
                    "created_at": float,
                },
                pk="client_id",
                if_not_exists=True,
            )
            self.db.execute(
                "CREATE UNIQUE INDEX IF NOT EXISTS apps_name ON apps (name COLLATE NOCASE)"
            )
        if "tokens" not in tables:
            self.db.table("tokens").create(
                {
                    "token_hash": str,
                    "kind": str,
                    "client_id": str,
                    "customer_id": str,
                    "scopes": str,
                    "issued_at": float,
                    "expires_at": float,
                    "family_id": str,
                    "parent_hash": str,
                    "revoked_at": float,
                    "used_at": float,
                    "grant_type": str,
                },
                pk="token_hash",
                if_not_exists=True,
            )
            self.db.execute("CREATE INDEX IF NOT EXISTS tokens_family ON tokens (family_id)")
        if "used_at" not in self.db.table("tokens").columns_dict:  # data dirs made before it
            self.db.table("tokens").add_column("used_at", float)
        if "codes" not in tables:
            self.db.table("codes").create(
                {
                    "code_hash": str,
                    "client_id": str,
                    "redirect_uri": str,
                    "customer_id": str,
                    "scopes": str,
                    "code_challenge": str,
                    "expires_at": float,
                    "used_at": float,
                    "family_id": str,
                },
                pk="code_hash",
                if_not_exists=True,
            )
        if "rate_counters" not in tables:
            self.db.table("rate_counters").create(
                {"client_id": str, "name": str, "window_start": float, "count": int},
                pk=("client_id", "name"),
                if_not_exists=True,
            )

    # --- applications -------------------------------------------------------------

    def register_app(
        self,
        *,
        name: str,
        redirect_uris: list[str],
        environment: Environment,
        partner: bool,
        client_id: str | None = None,
    ) -> tuple[App, str]:
        """Create an application; returns it with its client secret (shown only once)."""
        if not name.strip():
            raise RegistrationError("the application name must not be empty")
        for uri in redirect_uris:
            if not uri.startswith(("http://", "https://")) and ":/" not in uri:
                raise RegistrationError(f"redirect URI {uri!r} must be an absolute URI")
        client_id = client_id or f"{_slug(name)}-{secrets.token_hex(6)}"
        secret = secrets.token_urlsafe(32)
        try:
            self.db.table("apps").insert(
                {
                    "client_id": client_id,
                    "name": name,
                    "secret_hash": digest(secret),
                    "environment": environment,
                    "partner": int(partner),
                    "redirect_uris": json.dumps(redirect_uris),
                    "created_at": time.time(),
                }
            )
        except sqlite3.IntegrityError as exc:
            raise RegistrationError(
                f"an application named {name!r} (or with that client id) already exists"
            ) from exc
        app = App(
            client_id=client_id,
            name=name,
            environment=environment,
            partner=partner,
            redirect_uris=tuple(redirect_uris),
        )
        return app, secret

    def rotate_secret(self, client_id: str) -> str:
        """Give an application a new client secret; the old one stops working at once."""
        secret = secrets.token_urlsafe(32)
        self.db.execute(
            "UPDATE apps SET secret_hash = ? WHERE client_id = ?", [digest(secret), client_id]
        )
        return secret

    def allow_redirect_uri(self, client_id: str, uri: str) -> None:
        """Add ``uri`` to an application's registered redirect URIs (idempotent)."""
        app = self.get_app(client_id)
        if app is None or uri in app.redirect_uris:
            return
        self.db.execute(
            "UPDATE apps SET redirect_uris = ? WHERE client_id = ?",
            [json.dumps([*app.redirect_uris, uri]), client_id],
        )

    def get_app(self, client_id: str) -> App | None:
        row = self.db.execute(
            "SELECT client_id, name, environment, partner, redirect_uris FROM apps"
            " WHERE client_id = ?",
            [client_id],
        ).fetchone()
        if row is None:
            return None
        return App(
            client_id=row[0],
            name=row[1],
            environment=row[2],
            partner=bool(row[3]),
            redirect_uris=tuple(json.loads(row[4])),
        )

    def authenticate_app(self, client_id: str, secret: str, environment: str) -> App | None:
        """The app, if ``secret`` is right and it is registered for ``environment``."""
        row = self.db.execute(
            "SELECT secret_hash, environment FROM apps WHERE client_id = ?", [client_id]
        ).fetchone()
        # Compare even when the app is unknown, so timing does not reveal which ids exist.
        expected = row[0] if row else digest(secrets.token_hex(16))
        if not hmac.compare_digest(expected, digest(secret)) or row is None:
            return None
        if row[1] != environment:
            return None
        return self.get_app(client_id)

    # --- tokens -------------------------------------------------------------------

    def issue_token(
        self,
        app: App,
        *,
        kind: Literal["access", "refresh"],
        scopes: frozenset[str],
        ttl: float,
        grant_type: str,
        customer_id: str | None = None,
        family_id: str | None = None,
        parent_token: str | None = None,
    ) -> str:
        token = secrets.token_urlsafe(32)
        now = time.time()
        self.db.table("tokens").insert(
            {
                "token_hash": digest(token),
                "kind": kind,
                "client_id": app.client_id,
                "customer_id": customer_id,
                "scopes": " ".join(sorted(scopes)),
                "issued_at": now,
                "expires_at": now + ttl,
                "family_id": family_id or str(uuid.uuid4()),
                "parent_hash": digest(parent_token) if parent_token else None,
                "revoked_at": None,
                "grant_type": grant_type,
            }
        )
        return token

    def lookup_token(self, token: str) -> TokenRecord | None:
        """The token's record. Records are cached in memory (every request looks one up);
        revocation clears the cache, and expiry is checked by the caller on each use."""
        key = digest(token)
        cached = self._token_cache.get(key)
        if cached is not None:
            return cached
        row = self.db.execute(
            "SELECT t.kind, t.client_id, a.environment, a.partner, t.customer_id, t.scopes,"
            " t.expires_at, t.family_id, t.revoked_at"
            " FROM tokens t JOIN apps a ON a.client_id = t.client_id WHERE t.token_hash = ?",
            [key],
        ).fetchone()
        if row is None:
            return None
        record = TokenRecord(
            kind=row[0],
            client_id=row[1],
            environment=row[2],
            partner=bool(row[3]),
            customer_id=row[4],
            scopes=frozenset(row[5].split()) if row[5] else frozenset(),
            expires_at=row[6],
            family_id=row[7],
            revoked=row[8] is not None,
        )
        if len(self._token_cache) >= TOKEN_CACHE_SIZE:
            self._token_cache.clear()
        self._token_cache[key] = record
        return record

    def spend_refresh_token(self, token: str) -> TokenRecord | None:
        """Mark a refresh token used and return it; None if unknown. Raises Replayed
        (after revoking the family) when it was already used: rotation means every
        refresh token works once."""
        record = self.lookup_token(token)
        if record is None or record.kind != "refresh":
            return None
        spent = self.db.execute(
            "UPDATE tokens SET used_at = ? WHERE token_hash = ? AND used_at IS NULL",
            [time.time(), digest(token)],
        ).rowcount
        if spent == 0:
            self.revoke_family(record.family_id)
            raise Replayed
        return record

    # --- authorization codes --------------------------------------------------------

    def create_code(
        self,
        *,
        client_id: str,
        redirect_uri: str,
        customer_id: str,
        scopes: frozenset[str],
        code_challenge: str | None,
        ttl: float,
    ) -> str:
        code = secrets.token_urlsafe(32)
        self.db.table("codes").insert(
            {
                "code_hash": digest(code),
                "client_id": client_id,
                "redirect_uri": redirect_uri,
                "customer_id": customer_id,
                "scopes": " ".join(sorted(scopes)),
                "code_challenge": code_challenge,
                "expires_at": time.time() + ttl,
                "used_at": None,
                "family_id": str(uuid.uuid4()),
            }
        )
        return code

    def spend_code(self, code: str) -> CodeRecord | None:
        """Mark a code used and return it; None if unknown. Raises Replayed (after
        revoking every token issued from it) when it was already used."""
        row = self.db.execute(
            "SELECT client_id, redirect_uri, customer_id, scopes, code_challenge, expires_at,"
            " family_id FROM codes WHERE code_hash = ?",
            [digest(code)],
        ).fetchone()
        if row is None:
            return None
        spent = self.db.execute(
            "UPDATE codes SET used_at = ? WHERE code_hash = ? AND used_at IS NULL",
            [time.time(), digest(code)],
        ).rowcount
        if spent == 0:
            self.revoke_family(row[6])
            raise Replayed
        return CodeRecord(
            client_id=row[0],
            redirect_uri=row[1],
            customer_id=row[2],
            scopes=frozenset(row[3].split()) if row[3] else frozenset(),
            code_challenge=row[4],
            expires_at=row[5],
            family_id=row[6],
        )

    def revoke_family(self, family_id: str) -> None:
        self._token_cache.clear()
        self.db.execute(
            "UPDATE tokens SET revoked_at = ? WHERE family_id = ? AND revoked_at IS NULL",
            [time.time(), family_id],
        )

    # --- daily rate limits --------------------------------------------------------

    def count_request(self, client_id: str, name: str, now: float) -> tuple[int, float]:
        """Count one call of endpoint ``name`` for an app; returns (calls in window, window
        start). A window opens at the first call and lasts 24 hours."""
        row = self.db.execute(
            "INSERT INTO rate_counters (client_id, name, window_start, count) VALUES (?, ?, ?, 1)"
            " ON CONFLICT (client_id, name) DO UPDATE SET"
            "  count = CASE WHEN ? >= window_start + ? THEN 1 ELSE count + 1 END,"
            "  window_start = CASE WHEN ? >= window_start + ? THEN ? ELSE window_start END"
            " RETURNING count, window_start",
            [client_id, name, now, now, DAY_SECONDS, now, DAY_SECONDS, now],
        ).fetchone()
        return int(row[0]), float(row[1])

    def transaction(self) -> AbstractContextManager[None]:
        """An immediate (write-locking) transaction: read-check-write stays atomic even
        when another process shares the data dir."""
        return transaction(self.db)

    def close(self) -> None:
        self.db.conn.close()


def _slug(name: str) -> str:
    out = "".join(c if c.isalnum() else "-" for c in name.lower()).strip("-")
    return "-".join(filter(None, out.split("-")))[:40] or "app"
