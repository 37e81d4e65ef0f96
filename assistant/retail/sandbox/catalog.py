"""The product catalog: a JSON Lines file, and a full-text index of it cached on disk.

Catalog lines follow DESIGN.md: ``{"productId", "upc", "description", "brand",
"categories", "size", "soldBy", "temperature": {"indicator", "heatSensitive"}, "price"}``
(unknown keys such as ``source`` are ignored). The products live in memory (40k products
decode in well under a second); the SQLite FTS5 index is built once per catalog content
and kept as ``<data-dir>/catalog-<sha256 prefix>.sqlite``, so a restart only opens it.

Search ranks like a retail search box: BM25 over four weighted columns — the product's
*head* (the noun that says what it is: "Milk" in "Kroger 2% Reduced Fat Milk", "Bar" in
"Hershey's Milk Chocolate Bar"), the description, the brand and the
categories — with Porter stemming, and fresh items sold loose a little ahead (the corn on
the cob before the cans, as people buy them). Initials joined by "&" ("M&M's", "B&M") are
one word to the index and to a term, and elided or hyphenated words are also indexed
solid ("Cap'n" as "capn", "Non-Fat" as "nonfat"). Terms are tried from strict to loose
and the first stage that finds anything wins: every word after correcting misspellings
against the catalog's vocabulary ("bannanas" → bananas) or splitting a word no name uses
("seasalt" → "sea salt"); every word as typed; every word as a prefix; two words some
names write as one either way ("body armor" → Bodyarmor, also when all the words found
only a handful); all words but one, then the last two (for three or more words); the last
word, which is usually the product noun; any word.
"""

from __future__ import annotations

import hashlib
import math
import os
import re
import sqlite3
import tempfile
from collections.abc import Iterator, Sequence
from functools import lru_cache
from pathlib import Path
from typing import NamedTuple

import msgspec
import sqlite_utils
from rapidfuzz import fuzz, process
from rapidfuzz.distance import OSA

INDEX_VERSION = "4"  # bump when the index layout or weights change
# bm25 weights, in column order: head, description, brand, categories
BM25_WEIGHTS = (8.0, 3.0, 2.0, 0.5)
# How much better a fresh item sold by the piece or weight ranks than a packaged one as
# well matched: a store's search shows the corn on the cob for "corn" before the cans.
FRESH_BOOST = 1.3
FRESH_DEPARTMENTS = frozenset(["Produce", "Meat & Seafood"])
STOPWORDS = frozenset({"a", "an", "and", "&", "of", "the", "with", "for", "in", "or", "to"})
# Deepest position a client can reach: filter.start ≤ 250 plus filter.limit ≤ 50.
RANKED_DEPTH = 300
JOIN_WHEN_FEWER = 10  # all the words found fewer: try a pair of them joined as well
TYPO_EDITS = 2  # at most this many letters changed, added or dropped
COMMON_WORD_DOCS = 5  # a word in this many product names is never treated as a typo
_WORD = re.compile(r"[^\W_]+")
# Initials joined by "&" ("M&M's", "M&Ms", "B & M") are one word to index and to search:
# apart, they are one-letter fragments that search drops or that match nearly anything.
_INITIALS = re.compile(r"\b([^\W\d_])\s*&\s*([^\W\d_])(?:'?s)?\b")


def _initials(text: str) -> str:
    return _INITIALS.sub(r"\1\2", text)


# A word with a letter or two left out ("Cap'n", "Lil'") is also indexed written solid, as
# people type it ("capn crunch"); a possessive's "s" is no such word. So are two words
# joined by a hyphen ("Non-Fat" as "nonfat", "Semi-Sweet" as "semisweet").
_ELIDED = re.compile(r"\b([^\W\d_]+)['’-]([^\W\d_]+)\b")


def _solid(text: str) -> list[str]:
    return [a + b for a, b in _ELIDED.findall(text) if b.lower() != "s"]


def _index_text(text: str) -> str:
    """A name as the index holds it: initials joined, elided words also written solid."""
    return " ".join([_initials(text), *_solid(text)])


_SIZE_WORD = re.compile(r"^\d+([./]\d+)?(oz|lb|ct|g|kg|ml|l|pk)?$")


# One word spelt several ways: "ancho chili powder" finds "Ancho Chile Powder".
SPELLINGS = (("chili", "chile", "chilli"), ("yogurt", "yoghurt"), ("donut", "doughnut"))
_SPELT = {w: group for group in SPELLINGS for w in group}


def _spellings(word: str) -> str:
    """An FTS term for a word in any of its spellings (singular or plural)."""
    stem = word[:-1] if word.endswith("s") and word[:-1] in _SPELT else word
    if stem.endswith("ie") and stem[:-2] + "i" in _SPELT:
        stem = stem[:-2] + "i"  # "chilies"
    group = _SPELT.get(stem)
    if group is None:
        return f'"{word}"'
    return "(" + " OR ".join(f'"{w}"' for w in dict.fromkeys((word, *group))) + ")"


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


class Hits(NamedTuple):
    positions: tuple[int, ...]  # indexes into ``Catalog.products``, best first
    total: int  # every match, ranked or not


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


def boost(product: CatalogProduct) -> float:
    """The rank factor of a product: fresh produce, meat and fish sold by the piece or
    weighed are what most people searching their names buy."""
    loose = product.sold_by == "WEIGHT" or product.size.strip().lower() == "1 each"
    return FRESH_BOOST if loose and FRESH_DEPARTMENTS & set(product.categories) else 1.0


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
        # elided words written solid ("capn"): known as typed, but no spelling to correct
        # a typo to ("cauliflour" is no "Cali'flour")
        self._solid: set[str] = set()
        self._vocab = self._build_vocabulary()
        # the same letters in another order, for typos that swap letters about
        self._by_letters: dict[str, list[str]] = {}
        for bucket in self._vocab.values():
            for w in bucket:
                self._by_letters.setdefault("".join(sorted(w)), []).append(w)
        self._boosts = [boost(p) for p in self.products]

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
            (
                i,
                head_phrase(p),
                _index_text(p.description),
                _index_text(p.brand or ""),
                " ".join(p.categories),
            )
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

    def search(self, term: str, brands: Sequence[str] = (), *, depth: int = RANKED_DEPTH) -> Hits:
        """The best ``depth`` matching positions, best first, and the exact number of
        matches (cached per term, brands and depth)."""
        return self._search(term.lower().strip(), tuple(sorted(brands)), depth)

    def _search_uncached(self, term: str, brands: tuple[str, ...], depth: int) -> Hits:
        # Single letters are possessive or initial fragments ("bird's" → bird, s) that
        # would match nearly everything; digits stay ("2% milk").
        words = [w for w in _WORD.findall(_initials(term)) if len(w) > 1 or w.isdigit()]
        content = [w for w in words if w not in STOPWORDS] or words
        if not content:
            return Hits((), 0)
        joined = self._joined(content)
        for strict, query in self._stages(content):
            if joined and not strict:
                # Two words some names write as one ("body armor" → Bodyarmor, "honey
                # crisp" → Honeycrisp): either spelling, before any word is dropped.
                hits, joined = self._match(joined, brands, depth), None
                if hits.total:
                    return hits
            hits = self._match(query, brands, depth)
            if hits.total:
                if joined and hits.total < JOIN_WHEN_FEWER:  # a handful of juices
                    wider = self._match(joined, brands, depth)
                    return wider if wider.total > hits.total else hits
                return hits
        return Hits((), 0)

    def _stages(self, words: list[str]) -> Iterator[tuple[bool, str]]:
        """(strict, FTS query) from strict to loose (see the module docstring): strict
        ones keep every word."""
        yield from ((True, q) for q in self._strict_stages(words))
        yield from ((False, q) for q in self._relaxed_stages(words))

    def _strict_stages(self, words: list[str]) -> Iterator[str]:
        corrected = [self._correct(w) for w in words]
        corrected = [self._split(w) if c == w else c for c, w in zip(corrected, words, strict=True)]
        if corrected != words:
            # A rare spelling with a far more common neighbour is a typo: search the
            # correction first, then the words as typed. A word some names do use may be
            # meant ("sake" is no misspelt "shake"): it stays beside its correction, and
            # its rarity ranks its own products first.
            # A word written joined ("seasalt") is searched as the two words it splits into.
            yield " AND ".join(
                f'("{c}" OR "{w}")' if c != w and self._known(w) else f'"{c}"'
                for c, w in zip(corrected, words, strict=True)
            )
        yield " AND ".join(_spellings(w) for w in words)
        yield " AND ".join(f'"{w}"*' for w in words)

    def _relaxed_stages(self, words: list[str]) -> Iterator[str]:
        if len(words) > 2:
            # Relax one word at a time, leading modifiers first: in English the product
            # noun comes last ("natural almond meal" → "almond meal").
            for drop in range(len(words)):
                yield " AND ".join(f'"{w}"' for i, w in enumerate(words) if i != drop)
            yield f'"{words[-2]}" AND "{words[-1]}"'
        if len(words) > 1:
            # The head noun alone, then anything: ranking a union of common words is
            # the slowest query there is, so it comes last.
            yield f'"{words[-1]}"'
            yield " OR ".join(f'"{w}"' for w in words)

    def _joined(self, words: list[str]) -> str | None:
        """An FTS query taking each pair of words some names write as one word either way,
        or None when no pair is so written."""
        parts: list[str] = []
        found, i = False, 0
        while i < len(words):
            pair = words[i] + words[i + 1] if i + 1 < len(words) else ""
            if pair.isalpha() and self._count(pair) >= 1:
                parts.append(f'("{pair}" OR ("{words[i]}" AND "{words[i + 1]}"))')
                found, i = True, i + 2
            else:
                parts.append(f'"{words[i]}"')
                i += 1
        return " AND ".join(parts) if found else None

    def _match(self, query: str, brands: tuple[str, ...], depth: int) -> Hits:
        # Ranking every match of a broad query is the expensive part, so only the
        # reachable depth is ranked; the total is counted separately, unranked.
        where, args = "products_fts MATCH ?", [query]
        join = ""
        if brands:
            join = " JOIN brands b ON b.pos = f.rowid"
            where += f" AND b.brand IN ({', '.join('?' for _ in brands)})"
            args += list(brands)
        rows = self.db.execute(
            f"SELECT f.rowid, f.rank FROM products_fts f{join} WHERE {where}"  # noqa: S608
            " ORDER BY f.rank, f.rowid LIMIT ?",
            [*args, depth],
        ).fetchall()
        # The fresh boost reorders the reachable depth only: FTS5 ranks fastest by its own
        # rank alone. A rank is negative, lower is better.
        boosts = self._boosts
        rows.sort(key=lambda r: (r[1] * boosts[r[0]], r[0]))
        positions = tuple(r[0] for r in rows)
        total = len(positions)
        if total == depth:
            (total,) = self.db.execute(
                f"SELECT count(*) FROM products_fts f{join} WHERE {where}",  # noqa: S608
                args,
            ).fetchone()
        return Hits(positions, total)

    def _build_vocabulary(self) -> dict[str, dict[str, int]]:
        """Surface words (not stems) by first letter with their product counts, so a
        correction goes through the same stemming as what people type; the elided words
        written solid are gathered in the same pass."""
        vocab: dict[str, dict[str, int]] = {}
        for product in self.products:
            text = f"{product.description} {product.brand or ''}".lower()
            if "'" in text or "’" in text:  # few names have one: the regex is the cost
                self._solid.update(_solid(text))
            initials = {m[1] + m[2] for m in _INITIALS.finditer(text)}  # "mm" is no typo
            for w in set(_WORD.findall(text)) | initials:
                if w.isalpha() and (len(w) > 2 or w in initials):
                    bucket = vocab.setdefault(w[0], {})
                    bucket[w] = bucket.get(w, 0) + 1
        return vocab

    def _known(self, word: str) -> bool:
        return self._count(word) > 0 or word in self._solid

    @lru_cache(maxsize=8192)  # noqa: B019 (one catalog per process; bounded)
    def _split(self, word: str) -> str:
        """Two words a word no name uses was typed as when joined ("seasalt" → "sea salt"),
        the split whose rarer half is commonest; the word itself when none splits it."""
        if not word.isalpha() or self._known(word):
            return word
        best, seen = word, 0
        for at in range(3, len(word) - 2):
            left, right = word[:at], word[at:]
            count = min(self._count(left), self._count(right))
            if count > max(seen, 1):
                best, seen = f"{left} {right}", count
        return best

    def _count(self, word: str) -> int:
        return self._vocab.get(word[:1], {}).get(word, 0)

    @lru_cache(maxsize=8192)  # noqa: B019 (one catalog per process; bounded)
    def _correct(self, word: str) -> str:
        """The likeliest intended indexed term for a misspelt word: among close terms with
        the same first letter, the most common one — unless the word itself is common."""
        pool = self._vocab.get(word[:1], {})
        if pool.get(word, 0) >= COMMON_WORD_DOCS or not word.isalpha() or word in self._solid:
            return word
        close = process.extract(word, pool.keys(), scorer=fuzz.ratio, score_cutoff=75, limit=8)
        # A slip of the keys changes, drops, adds or swaps a letter or two (one in a short
        # word); a longer word is another word ("honeydew" is not a misspelt "honey").
        budget = 1 if len(word) <= 5 else TYPO_EDITS
        edits = {t: OSA.distance(word, t) for t, _, _ in close}
        # letters swapped about, which a similarity ratio rates low: "vinager" is vinegar
        for t in self._by_letters.get("".join(sorted(word)), []):
            if t[0] == word[0] and t[-1] == word[-1]:
                edits.setdefault(t, OSA.distance(word, t))
        near = [t for t, d in edits.items() if 0 < d <= budget]
        if not near:
            return word
        # Fewer edits beat a commoner word ("parsely" is "parsley", not "purely") unless
        # it is rarer by orders of magnitude ("cinammon" is "cinnamon", not "cinamon").
        best = min(near, key=lambda t: (edits[t] - 0.5 * math.log10(pool[t]), t))
        # A typo that happens to be in some product name is still a typo if a close
        # spelling is far more common.
        return best if pool.get(word, 0) * 10 < pool[best] else word

    def close(self) -> None:
        self.db.conn.close()
