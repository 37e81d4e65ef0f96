"""The product catalog: a JSON Lines file, and a full-text index of it cached on disk.

Catalog lines follow DESIGN.md: ``{"productId", "upc", "description", "brand",
"categories", "size", "soldBy", "temperature": {"indicator", "heatSensitive"}, "price"}``
(unknown keys such as ``source`` are ignored). The products live in memory (40k products
decode in well under a second); the SQLite FTS5 index is built once per catalog content
and kept as ``<data-dir>/catalog-<sha256 prefix>.sqlite``, so a restart only opens it.

Search ranks like a retail search box: BM25 over four weighted columns — the product's
*head* (the noun that says what it is: "Milk" in "Kroger 2% Reduced Fat Milk", "Bar" in
"Hershey's Milk Chocolate Bar"), the description, the brand and the
categories — with Porter stemming. Terms are tried from strict to loose and the first
stage that finds anything wins: every word; every word as a prefix; any word; and any
word after correcting misspellings against the index vocabulary ("bannanas" → banana).
"""

from __future__ import annotations

import difflib
import hashlib
import os
import re
import sqlite3
import tempfile
from collections.abc import Sequence
from functools import lru_cache
from pathlib import Path

import msgspec
import sqlite_utils

INDEX_VERSION = "1"  # bump when the index layout or weights change
# bm25 weights, in column order: head, description, brand, categories
BM25_WEIGHTS = (8.0, 3.0, 2.0, 0.5)
STOPWORDS = frozenset({"a", "an", "and", "&", "of", "the", "with", "for", "in", "or", "to"})
COMMON_WORD_DOCS = 5  # a word in this many product names is never treated as a typo
_WORD = re.compile(r"[^\W_]+")
_SIZE_WORD = re.compile(r"^\d+([./]\d+)?(oz|lb|ct|g|kg|ml|l|pk)?$")


class CatalogTemperature(msgspec.Struct, frozen=True, kw_only=True, rename="camel"):
    indicator: str
    heat_sensitive: bool = False


class CatalogProduct(msgspec.Struct, frozen=True, kw_only=True, rename="camel"):
    product_id: str
    upc: str
    description: str
    brand: str | None = None
    categories: tuple[str, ...] = ()
    size: str = "1 each"
    sold_by: str = "UNIT"
    temperature: CatalogTemperature = CatalogTemperature(indicator="Ambient")
    price: float


class CatalogError(ValueError):
    """The catalog file cannot be used (unreadable line, duplicate or malformed id)."""


_decoder = msgspec.json.Decoder(CatalogProduct)


def load_products(path: Path) -> list[CatalogProduct]:
    products: list[CatalogProduct] = []
    seen: set[str] = set()
    with path.open("rb") as fh:
        for number, line in enumerate(fh, start=1):
            if not line.strip():
                continue
            try:
                product = _decoder.decode(line)
            except msgspec.ValidationError as exc:
                raise CatalogError(f"{path}:{number}: {exc}") from exc
            if not (len(product.product_id) == 13 and product.product_id.isdigit()):
                raise CatalogError(f"{path}:{number}: productId must be 13 digits")
            if product.product_id in seen:
                raise CatalogError(f"{path}:{number}: duplicate productId {product.product_id}")
            seen.add(product.product_id)
            products.append(product)
    return products


def head_phrase(product: CatalogProduct) -> str:
    """The word that says what the product is: the last word of its name, before any
    ", variety" or " - flavour" tail (USDA-style names put the noun first)."""
    text = re.split(r",| - ", product.description)[0]
    words = [w for w in _WORD.findall(text) if not _SIZE_WORD.match(w.lower())]
    return words[-1] if words else ""


class Catalog:
    """Products in memory plus the FTS5 index; ``search`` returns positions into
    ``products`` in rank order."""

    def __init__(self, path: Path, data_dir: Path) -> None:
        self.path = path
        self.products = load_products(path)
        self.by_id = {p.product_id: i for i, p in enumerate(self.products)}
        self.index_path = self._ensure_index(data_dir)
        conn = sqlite3.connect(f"file:{self.index_path}?mode=ro", uri=True)
        self.db = sqlite_utils.Database(conn)
        self._search = lru_cache(maxsize=4096)(self._search_uncached)
        self._vocab: dict[str, dict[str, int]] | None = None

    def _ensure_index(self, data_dir: Path) -> Path:
        digest = hashlib.sha256(INDEX_VERSION.encode())
        digest.update(self.path.read_bytes())
        target = data_dir / f"catalog-{digest.hexdigest()[:16]}.sqlite"
        if target.exists():
            return target
        data_dir.mkdir(parents=True, exist_ok=True)
        # Build beside the target and rename: a crash or a second process never sees half.
        fd, tmp_name = tempfile.mkstemp(dir=data_dir, suffix=".building")
        os.close(fd)
        try:
            self._build_index(Path(tmp_name))
            os.replace(tmp_name, target)
        finally:
            if os.path.exists(tmp_name):
                os.unlink(tmp_name)
        return target

    def _build_index(self, path: Path) -> None:
        db = sqlite_utils.Database(path, recreate=True)
        db.execute(
            "CREATE VIRTUAL TABLE products_fts USING fts5("
            "head, description, brand, categories,"
            " tokenize='porter unicode61 remove_diacritics 2', prefix='2 3')"
        )
        db.execute("CREATE TABLE brands (pos INTEGER PRIMARY KEY, brand TEXT)")
        rows = (
            (i, head_phrase(p), p.description, p.brand or "", " ".join(p.categories))
            for i, p in enumerate(self.products)
        )
        with db.conn:
            db.conn.executemany(
                "INSERT INTO products_fts (rowid, head, description, brand, categories)"
                " VALUES (?, ?, ?, ?, ?)",
                rows,
            )
            db.conn.executemany(
                "INSERT INTO brands (pos, brand) VALUES (?, ?)",
                ((i, p.brand) for i, p in enumerate(self.products)),
            )
            weights = ", ".join(str(w) for w in BM25_WEIGHTS)
            db.execute(
                "INSERT INTO products_fts (products_fts, rank) VALUES ('rank', ?)",
                [f"bm25({weights})"],
            )
        db.execute("VACUUM")
        db.conn.close()

    # --- search ---------------------------------------------------------------------

    def search(self, term: str, brands: Sequence[str] = ()) -> tuple[int, ...]:
        """Positions of matching products, best first (cached per term and brands)."""
        return self._search(term.lower().strip(), tuple(sorted(brands)))

    def _search_uncached(self, term: str, brands: tuple[str, ...]) -> tuple[int, ...]:
        words = _WORD.findall(term)
        content = [w for w in words if w not in STOPWORDS] or words
        if not content:
            return ()
        exact = " AND ".join(f'"{w}"' for w in content)
        stages = [exact, " AND ".join(f'"{w}"*' for w in content)]
        corrected = [self._correct(w) for w in content]
        if corrected != content:
            # A rare spelling with a far more common neighbour is a typo: search the
            # correction first, then fall back to the words as typed.
            stages.insert(0, " AND ".join(f'"{w}"' for w in corrected))
        stages.append(" OR ".join(f'"{w}"' for w in content))
        for query in stages:
            found = self._match(query, brands)
            if found:
                return found
        return ()

    def _match(self, query: str, brands: tuple[str, ...]) -> tuple[int, ...]:
        if brands:
            marks = ", ".join("?" for _ in brands)
            sql = (  # only placeholders are interpolated
                "SELECT f.rowid FROM products_fts f JOIN brands b ON b.pos = f.rowid"  # noqa: S608
                f" WHERE products_fts MATCH ? AND b.brand IN ({marks}) ORDER BY f.rank, f.rowid"
            )
            rows = self.db.execute(sql, [query, *brands]).fetchall()
        else:
            rows = self.db.execute(
                "SELECT rowid FROM products_fts WHERE products_fts MATCH ? ORDER BY rank, rowid",
                [query],
            ).fetchall()
        return tuple(r[0] for r in rows)

    def _correct(self, word: str) -> str:
        """The likeliest intended indexed term for a misspelt word: among close terms with
        the same first letter, the most common one — unless the word itself is common."""
        if self._vocab is None:
            # Surface words (not stems), so a correction goes through the same stemming.
            vocab: dict[str, dict[str, int]] = {}
            for product in self.products:
                text = f"{product.description} {product.brand or ''}".lower()
                for w in set(_WORD.findall(text)):
                    if w.isalpha() and len(w) > 2:
                        bucket = vocab.setdefault(w[0], {})
                        bucket[w] = bucket.get(w, 0) + 1
            self._vocab = vocab
        pool = self._vocab.get(word[:1], {})
        if pool.get(word, 0) >= COMMON_WORD_DOCS or not word.isalpha():
            return word
        close = difflib.get_close_matches(word, pool, n=5, cutoff=0.75)
        if not close:
            return word
        best = max(close, key=lambda t: (pool[t], t))
        # A typo that happens to be in some product name is still a typo if a close
        # spelling is far more common.
        return best if pool.get(word, 0) * 20 < pool[best] else word

    def close(self) -> None:
        self.db.conn.close()
