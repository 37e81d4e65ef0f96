"""Opening a SQLite state file and writing to it atomically: one way for both the
sandbox's store and the assistant's (``retail/sandbox/store.py``, ``storage.py``).

Files are in WAL mode so that several processes can share a data dir; writes that read,
check and write take ``BEGIN IMMEDIATE`` so they queue on the write lock up front.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import sqlite_utils


def open_database(path: Path) -> sqlite_utils.Database:
    """``path`` (its directory created), autocommit, WAL, 10 s wait for the lock."""
    path.parent.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(path, timeout=10, isolation_level=None)
    db = sqlite_utils.Database(conn)
    db.execute("PRAGMA journal_mode=WAL")
    db.execute("PRAGMA synchronous=NORMAL")
    return db


@contextmanager
def transaction(db: sqlite_utils.Database) -> Iterator[None]:
    """BEGIN IMMEDIATE … COMMIT, rolled back on any exception."""
    db.execute("BEGIN IMMEDIATE")
    try:
        yield
    except BaseException:
        db.execute("ROLLBACK")
        raise
    db.execute("COMMIT")
