"""The assistant's durable state in ``<data-dir>/assistant.sqlite`` (sqlite-utils, WAL).

Tables:
    users        one row per person we have heard from
    sessions     the person's ``Session`` (msgpack) and its version
    messages     processed ``message_id``s with the reply we gave, for duplicate delivery
    preferences  the product a person chose for some words, preferred next time
    tokens       retailer tokens, encrypted and bound to the user (``assistant/tokens.py``)
    links        single-use account-linking links (only their SHA-256 digests)
    oauth_states single-use OAuth ``state`` values, with the PKCE verifier (encrypted)
    cart_batches, cart_entries   planned cart writes and each one's outcome, recorded as
                 it happens, so a retry or a crash never adds an item twice

A message's effects land in one transaction (``save_turn``): the new session, guarded
by the version it was loaded at, and the message record with its reply. Either both are
written or neither, so a crash never leaves a message half-applied, and a duplicate
delivery after a crash is handled afresh rather than answered with a reply whose
effects were lost. A stale version raises ``StaleSession`` instead of overwriting
someone else's update.

Calls are synchronous and quick (indexed statements on a local file); the service makes
them on the event-loop thread, which keeps SQLite's one-connection-per-thread rule.
"""

from __future__ import annotations

import json
import time
from contextlib import AbstractContextManager
from pathlib import Path

import msgspec

from assistant.session import Session
from assistant.sqlite import open_database, transaction

MESSAGE_RETENTION_SECONDS = 7 * 86_400

_encode = msgspec.msgpack.Encoder().encode
_decode_session = msgspec.msgpack.Decoder(Session).decode


class StaleSession(Exception):
    """The session changed since it was loaded (another process handled a message)."""


class ProcessedMessage(msgspec.Struct, frozen=True, kw_only=True):
    digest: str  # of the request's text, to notice a reused id carrying another message
    reply: bytes  # the JSON body we answered with


class Storage:
    def __init__(self, data_dir: Path) -> None:
        self.db = open_database(data_dir / "assistant.sqlite")
        self._create_schema()

    def close(self) -> None:
        self.db.conn.close()

    def _create_schema(self) -> None:
        self.db.table("users").create(
            {"user_id": str, "created_at": float, "last_seen": float},
            pk="user_id",
            if_not_exists=True,
        )
        self.db.table("sessions").create(
            {"user_id": str, "data": bytes, "version": int, "updated_at": float},
            pk="user_id",
            if_not_exists=True,
        )
        self.db.table("messages").create(
            {
                "user_id": str,
                "message_id": str,
                "digest": str,
                "reply": bytes,
                "created_at": float,
            },
            pk=("user_id", "message_id"),
            if_not_exists=True,
        )
        self.db.execute("CREATE INDEX IF NOT EXISTS messages_age ON messages (created_at)")
        self.db.table("preferences").create(
            {"user_id": str, "words": str, "product_id": str, "updated_at": float},
            pk=("user_id", "words"),
            if_not_exists=True,
        )
        self.db.table("tokens").create(
            {"user_id": str, "ciphertext": bytes, "updated_at": float},
            pk="user_id",
            if_not_exists=True,
        )
        self.db.table("links").create(
            {"link_hash": str, "user_id": str, "expires_at": float, "used_at": float},
            pk="link_hash",
            if_not_exists=True,
        )
        self.db.table("oauth_states").create(
            {
                "state_hash": str,
                "user_id": str,
                "verifier": bytes,
                "expires_at": float,
                "used_at": float,
            },
            pk="state_hash",
            if_not_exists=True,
        )
        self.db.table("cart_batches").create(
            {
                "batch_id": str,
                "user_id": str,
                "mode": str,
                "cart_id": str,
                "created_at": float,
                "finished_at": float,
            },
            pk="batch_id",
            if_not_exists=True,
        )
        self.db.execute(
            "CREATE INDEX IF NOT EXISTS cart_batches_open ON cart_batches (user_id, finished_at)"
        )
        self.db.table("cart_entries").create(
            {
                "batch_id": str,
                "upc": str,
                "description": str,
                "delta": int,
                "base": int,
                "allow_substitutes": int,
                "instructions": str,
                "lines": str,  # JSON [[line id, packages], …]
                "status": str,  # pending sending added updated removed present failed unknown
                "detail": str,
                "updated_at": float,
            },
            pk=("batch_id", "upc"),
            if_not_exists=True,
        )

    def transaction(self) -> AbstractContextManager[None]:
        """BEGIN IMMEDIATE … COMMIT: writers queue on the database lock up front."""
        return transaction(self.db)

    # --- sessions -----------------------------------------------------------------------

    def load_session(self, user_id: str) -> Session:
        row = self.db.execute(
            "SELECT data, version FROM sessions WHERE user_id = ?", [user_id]
        ).fetchone()
        if row is None:
            return Session(user_id=user_id)
        session = _decode_session(row[0])
        session.version = row[1]
        return session

    def save_turn(
        self,
        session: Session,
        *,
        message_id: str | None,
        digest: str,
        reply: bytes,
        learned: dict[str, str] | None = None,
        finished_batches: tuple[str, ...] = (),
    ) -> None:
        """Store the session (if unchanged since loaded), the message's reply, the product
        choices it taught us (``learned``) and the cart batches whose results the session
        now holds (``finished_batches``), at once."""
        now = time.time()
        with self.transaction():
            current = self.db.execute(
                "SELECT version FROM sessions WHERE user_id = ?", [session.user_id]
            ).fetchone()
            if (current[0] if current else 0) != session.version:
                raise StaleSession(session.user_id)
            data = _encode(session)  # its version column is the authority
            self.db.execute(
                "INSERT INTO sessions (user_id, data, version, updated_at) VALUES (?, ?, ?, ?) "
                "ON CONFLICT (user_id) DO UPDATE SET data = excluded.data, "
                "version = excluded.version, updated_at = excluded.updated_at",
                [session.user_id, data, session.version + 1, now],
            )
            self.db.execute(
                "INSERT INTO users (user_id, created_at, last_seen) VALUES (?, ?, ?) "
                "ON CONFLICT (user_id) DO UPDATE SET last_seen = excluded.last_seen",
                [session.user_id, now, now],
            )
            if message_id is not None:
                self.db.execute(
                    "INSERT INTO messages (user_id, message_id, digest, reply, created_at) "
                    "VALUES (?, ?, ?, ?, ?)",
                    [session.user_id, message_id, digest, reply, now],
                )
            self._prefer(session.user_id, learned or {}, now)
            for batch_id in finished_batches:
                self.db.execute(
                    "UPDATE cart_batches SET finished_at = ? WHERE batch_id = ?", [now, batch_id]
                )
        session.version += 1

    # --- processed messages -------------------------------------------------------------

    def processed(self, user_id: str, message_id: str) -> ProcessedMessage | None:
        row = self.db.execute(
            "SELECT digest, reply FROM messages WHERE user_id = ? AND message_id = ?",
            [user_id, message_id],
        ).fetchone()
        return ProcessedMessage(digest=row[0], reply=row[1]) if row else None

    def forget_old_messages(self, now: float | None = None) -> int:
        """Drop message records past retention (a retry never comes a week later)."""
        cutoff = (now or time.time()) - MESSAGE_RETENTION_SECONDS
        cursor = self.db.execute("DELETE FROM messages WHERE created_at < ?", [cutoff])
        return cursor.rowcount

    # --- preferences --------------------------------------------------------------------

    def preferences(self, user_id: str) -> dict[str, str]:
        rows = self.db.execute(
            "SELECT words, product_id FROM preferences WHERE user_id = ?", [user_id]
        ).fetchall()
        return {words: product_id for words, product_id in rows}

    def _prefer(self, user_id: str, choices: dict[str, str], now: float) -> None:
        """Remember ``words → product_id`` choices for this person (inside a transaction)."""
        for words, product_id in choices.items():
            self.db.execute(
                "INSERT INTO preferences (user_id, words, product_id, updated_at) "
                "VALUES (?, ?, ?, ?) ON CONFLICT (user_id, words) DO UPDATE SET "
                "product_id = excluded.product_id, updated_at = excluded.updated_at",
                [user_id, words, product_id, now],
            )

    # --- tokens (ciphertext only; see assistant/tokens.py) -------------------------------

    def load_token_blob(self, user_id: str) -> bytes | None:
        row = self.db.execute(
            "SELECT ciphertext FROM tokens WHERE user_id = ?", [user_id]
        ).fetchone()
        return bytes(row[0]) if row else None

    def save_token_blob(self, user_id: str, ciphertext: bytes) -> None:
        self.db.execute(
            "INSERT INTO tokens (user_id, ciphertext, updated_at) VALUES (?, ?, ?) "
            "ON CONFLICT (user_id) DO UPDATE SET ciphertext = excluded.ciphertext, "
            "updated_at = excluded.updated_at",
            [user_id, ciphertext, time.time()],
        )

    def delete_token_blob(self, user_id: str) -> None:
        self.db.execute("DELETE FROM tokens WHERE user_id = ?", [user_id])

    # --- single-use links and OAuth states -------------------------------------------------

    def add_link(self, link_hash: str, user_id: str, expires_at: float) -> None:
        self.db.execute(
            "INSERT INTO links (link_hash, user_id, expires_at, used_at) VALUES (?, ?, ?, NULL)",
            [link_hash, user_id, expires_at],
        )

    def use_link(self, link_hash: str, now: float) -> tuple[str | None, str]:
        """Spend a link: (user id, "ok") or (None, why: unknown | expired | used)."""
        with self.transaction():
            row = self.db.execute(
                "SELECT user_id, expires_at, used_at FROM links WHERE link_hash = ?", [link_hash]
            ).fetchone()
            if row is None:
                return None, "unknown"
            if row[2] is not None:
                return None, "used"
            if row[1] < now:
                return None, "expired"
            self.db.execute("UPDATE links SET used_at = ? WHERE link_hash = ?", [now, link_hash])
            return row[0], "ok"

    def add_state(self, state_hash: str, user_id: str, verifier: bytes, expires_at: float) -> None:
        self.db.execute(
            "INSERT INTO oauth_states (state_hash, user_id, verifier, expires_at, used_at) "
            "VALUES (?, ?, ?, ?, NULL)",
            [state_hash, user_id, verifier, expires_at],
        )

    def use_state(self, state_hash: str, now: float) -> tuple[tuple[str, bytes] | None, str]:
        """Spend a state: ((user id, sealed verifier), "ok") or (None, why)."""
        with self.transaction():
            row = self.db.execute(
                "SELECT user_id, verifier, expires_at, used_at FROM oauth_states "
                "WHERE state_hash = ?",
                [state_hash],
            ).fetchone()
            if row is None:
                return None, "unknown"
            if row[3] is not None:
                return None, "used"
            if row[2] < now:
                return None, "expired"
            self.db.execute(
                "UPDATE oauth_states SET used_at = ? WHERE state_hash = ?", [now, state_hash]
            )
            return (row[0], bytes(row[1])), "ok"

    # --- cart batches ---------------------------------------------------------------------

    def open_batch(self, user_id: str) -> CartBatch | None:
        row = self.db.execute(
            "SELECT batch_id, mode, cart_id FROM cart_batches "
            "WHERE user_id = ? AND finished_at IS NULL ORDER BY created_at LIMIT 1",
            [user_id],
        ).fetchone()
        if row is None:
            return None
        entries = [
            CartEntry(
                upc=r[0],
                description=r[1],
                delta=r[2],
                base=r[3],
                allow_substitutes=bool(r[4]),
                instructions=r[5],
                lines=tuple((str(a), int(b)) for a, b in json.loads(r[6])),
                status=r[7],
                detail=r[8] or "",
            )
            for r in self.db.execute(
                "SELECT upc, description, delta, base, allow_substitutes, instructions, lines,"
                " status, detail FROM cart_entries WHERE batch_id = ? ORDER BY rowid",
                [row[0]],
            ).fetchall()
        ]
        return CartBatch(batch_id=row[0], mode=row[1], cart_id=row[2], entries=entries)

    def create_batch(self, user_id: str, batch: CartBatch) -> None:
        """Record a planned batch before any write is sent (one transaction)."""
        now = time.time()
        with self.transaction():
            self.db.execute(
                "INSERT INTO cart_batches (batch_id, user_id, mode, cart_id, created_at,"
                " finished_at) VALUES (?, ?, ?, ?, ?, NULL)",
                [batch.batch_id, user_id, batch.mode, batch.cart_id, now],
            )
            for e in batch.entries:
                self.db.execute(
                    "INSERT INTO cart_entries (batch_id, upc, description, delta, base,"
                    " allow_substitutes, instructions, lines, status, detail, updated_at)"
                    " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    [
                        batch.batch_id,
                        e.upc,
                        e.description,
                        e.delta,
                        e.base,
                        int(e.allow_substitutes),
                        e.instructions,
                        json.dumps([list(pair) for pair in e.lines]),
                        e.status,
                        e.detail,
                        now,
                    ],
                )

    def record_entry(self, batch_id: str, upc: str, status: str, detail: str = "") -> None:
        """One entry's outcome, committed at once (before the next write is sent)."""
        self.db.execute(
            "UPDATE cart_entries SET status = ?, detail = ?, updated_at = ? "
            "WHERE batch_id = ? AND upc = ?",
            [status, detail, time.time(), batch_id, upc],
        )


class CartEntry(msgspec.Struct, kw_only=True):
    """One product's planned change in the retailer cart and what became of it."""

    upc: str
    description: str
    delta: int  # packages to add (negative: to take out)
    base: int  # its quantity in the cart when the batch was planned
    allow_substitutes: bool = True
    instructions: str = ""
    lines: tuple[tuple[str, int], ...] = ()  # (list line id, packages it will have in cart)
    status: str = "pending"
    detail: str = ""

    @property
    def settled(self) -> bool:
        return self.status in ("added", "updated", "removed", "present", "unknown")


class CartBatch(msgspec.Struct, kw_only=True):
    batch_id: str
    mode: str  # partner | public
    cart_id: str
    entries: list[CartEntry]
