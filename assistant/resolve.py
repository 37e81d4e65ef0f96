"""From a list message to products at a store: parse, search, rank.

``Resolver.resolve(text, location_id)`` parses the message, searches each distinct
line's term at the store (``filter.limit=50``), concurrently with a bound, identical
lines sharing one search, and ranks the candidates. Only when nothing acceptable comes
back does it try a second, broader term.
"""

from __future__ import annotations

import asyncio
from collections.abc import Mapping, Sequence

import msgspec

from assistant.retail.client import RetailClient
from assistant.retail.schemas import Product
from assistant.shopping.match import (
    LIKELY,
    Match,
    band,
    compound_term,
    fallback_term,
    rank,
    search_term,
)
from assistant.shopping.parse import LineItem, parse_list
from assistant.shopping.quantities import warm_up

CANDIDATES = 50


class Resolution(msgspec.Struct, frozen=True, kw_only=True):
    line: LineItem
    term: str | None
    matches: list[Match]
    searches: int

    @property
    def best(self) -> Match | None:
        return self.matches[0] if self.matches else None

    @property
    def band(self) -> str:
        return band(self.matches[0].confidence) if self.matches else "none"


class Resolver:
    def __init__(self, client: RetailClient, *, concurrency: int = 32, options: int = 5) -> None:
        self.client = client
        self.options = options  # ranked matches kept per line
        self._limit = asyncio.Semaphore(concurrency)
        warm_up()

    async def _search(self, term: str, location_id: str | None) -> list[Product]:
        async with self._limit:
            page = await self.client.search_products(
                term, location_id=location_id, limit=CANDIDATES
            )
        return page.products

    async def resolve_line(
        self, line: LineItem, location_id: str | None, history: Mapping[str, str] | None = None
    ) -> Resolution:
        if line.skipped:
            return Resolution(line=line, term=None, matches=[], searches=0)
        term = search_term(line)
        products = await self._search(term, location_id) if term else []
        searches = 1 if term else 0
        matches = rank(line, products, history=history, limit=self.options)
        joined = compound_term(line, matches[0]) if matches else None
        if joined is not None:
            seen = {p.product_id for p in products}
            glued = joined.split()[-1]
            more = [
                p
                for p in await self._search(joined, location_id)
                if p.product_id not in seen and glued in p.description.lower()
            ]
            searches += 1
            if more:
                products = [*products, *more]
                matches = rank(line, products, history=history, limit=self.options)
        if not matches or matches[0].confidence < LIKELY:
            broader = fallback_term(line)
            if broader:
                seen = {p.product_id for p in products}
                more = [
                    p for p in await self._search(broader, location_id) if p.product_id not in seen
                ]
                searches += 1
                matches = rank(line, [*products, *more], history=history, limit=self.options)
        return Resolution(line=line, term=term, matches=matches, searches=searches)

    async def resolve(
        self,
        text: str,
        location_id: str | None,
        history: Mapping[str, str] | None = None,
    ) -> list[Resolution]:
        return await self.resolve_items(parse_list(text), location_id, history)

    async def resolve_items(
        self,
        items: Sequence[LineItem],
        location_id: str | None,
        history: Mapping[str, str] | None = None,
    ) -> list[Resolution]:
        return list(
            await asyncio.gather(*(self.resolve_line(li, location_id, history) for li in items))
        )
