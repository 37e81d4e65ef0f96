"""The assistant's durable state in ``<data-dir>/assistant.sqlite`` (sqlite-utils, WAL).

Tables:
    users        one row per person we have heard from
    sessions     the person's ``Session`` (msgpack) and its version
    messages     processed ``message_id``s with the reply we gave, for duplicate delivery
    preferences  the product a person chose for some words, preferred next time

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

import sqlite3
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import msgspec
import sqlite_utils

from assistant.session import Session

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
        data_dir.mkdir(parents=True, exist_ok=True)
        conn = sqlite3.connect(data_dir / "assistant.sqlite", timeout=10, isolation_level=None)
        self.db = sqlite_utils.Database(conn)
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute("PRAGMA synchronous=NORMAL")
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

    @contextmanager
    def transaction(self) -> Iterator[None]:
        """BEGIN IMMEDIATE … COMMIT: writers queue on the database lock up front."""
        self.db.execute("BEGIN IMMEDIATE")
        try:
            yield
        except BaseException:
            self.db.execute("ROLLBACK")
            raise
        self.db.execute("COMMIT")

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
    ) -> None:
        """Store the session (if unchanged since loaded), the message's reply and the
        product choices it taught us (``learned``), at once."""
        now = time.time()
        with self.transaction():
            current = self.db.execute(
                "SELECT version FROM sessions WHERE user_id = ?", [session.user_id]
            ).fetchone()
            if (current[0] if current else 0) != session.version:
                raise StaleSession(session.user_id)
            data = _encode(msgspec.structs.replace(session, version=0))
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
