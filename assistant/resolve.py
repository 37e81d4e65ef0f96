"""From a list message to products at a store: parse, search, rank.

``Resolver.resolve(text, location_id)`` parses the message, searches each distinct
line's term at the store (``filter.limit=50``), concurrently with a bound, identical
lines sharing one search, and ranks the candidates. One more round at most, its searches
side by side: a broader term when nothing acceptable came back, the compound spelling
("oat milk" → "oatmilk") when the best candidate lacks one of the line's words, the
thing with its nearest word when the search dropped a word to find anything (kept only
where it has that word), the line's other words within the brand it names
(``filter.brand``) when no candidate is of it, and, when the line asks for the big one
and none found is called so or for a pack count ("24 pack of water") none found holds,
two more pages of the same term (``filter.start``, as far as the total goes) and the term
with the big size the line names ("party pack"). A line nothing fits by its own name is
searched again by the other name it gives in brackets ("kecap manis (indonesian sweet
soy sauce)").
"""

from __future__ import annotations

import asyncio
from collections.abc import Mapping, Sequence

import msgspec

from assistant.retail.client import ProductPage, RetailClient
from assistant.retail.schemas import Product
from assistant.shopping.match import (
    LIKELY,
    STAND_IN_CONFIDENCE,
    STOP,
    SURE,
    Match,
    alternatives,
    bag_term,
    band,
    big_size_named,
    brand_search,
    brand_stand_in,
    compound_term,
    fallback_term,
    filling_term,
    for_search,
    gloss,
    glossed_in_english,
    in_order,
    named_in_another_language,
    package_size,
    rank,
    says_word,
    search_term,
    within_rules,
    words,
)
from assistant.shopping.parse import LineItem, parse_list
from assistant.shopping.quantities import warm_up

CANDIDATES = 50
DEEPER_PAGES = 2  # more pages of the same search for "the big one" not found on the first
PACK_COUNT = 6  # the fewest pieces a pack count said ("24 pack") is looked for further down


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


def _needs_more(line: LineItem, matches: Sequence[Match]) -> bool:
    """Nothing fits well, or nothing comes in the container the line names ("a case of
    bottled water" when the search found single bottles): more candidates may."""
    if not matches or matches[0].confidence < LIKELY:
        return True
    return line.container is not None and f"not a {line.container}" in matches[0].doubts


def _deeper(line: LineItem, matches: Sequence[Match], products: Sequence[Product]) -> bool:
    """The line asks for the big one and the best found is not called so, or for a pack
    of a count ("24 pack of water", "tea bags 100 ct") that nothing found holds: long
    lists put short plain names first and the big packages further down."""
    if not matches:
        return False
    if line.size_wish == "big":
        return "the big size" not in matches[0].reasons
    return (
        line.unit == "ct"
        and line.amount is not None
        and line.amount >= PACK_COUNT
        and not any(package_size(p) == (line.amount, "ct") for p in products)
    )


def _plainly(res: Resolution) -> bool:
    """The choice was found as asked: no doubt, likely at least, and its words together
    in the name ("honey syrup" is no "Syrup, Tangerine Lavender Honey")."""
    best = res.best
    if best is None:
        return False
    # how it is packed is no doubt about which thing it is ("a bottle of …"), though it
    # lowers the confidence too
    packed = f"not a {res.line.container}"
    if any(d != packed for d in best.doubts):
        return False
    if best.confidence < LIKELY and packed not in best.doubts:
        return False
    # the brand need not stand by the thing: "Jif Creamy Peanut Butter" is jif peanut butter
    asked = _asked_of_the_thing(res.line)
    return len(asked) < 2 or in_order(asked, words(best.product.description))


def _asked_of_the_thing(line: LineItem) -> list[str]:
    """The words the line says of its thing, as searched, its brand's words left out."""
    brand = words(line.brand or "")
    return [w for w in words(for_search(line).product) if w not in STOP and w not in brand]


def _only_the_brand(res: Resolution) -> bool:
    """The best pick has none of the line's words but the brand's: "ajo en polvo badia"
    found only Badia's olive oil."""
    best = res.best
    if best is None or not res.line.brand:
        return False
    asked = _asked_of_the_thing(res.line)
    return bool(asked) and set(asked) <= set(_missing(best))


def _misread(res: Resolution) -> bool:
    """The best pick is the thing only through a misspelling of its name: "pista" read as
    pasta, where the Hindi reading finds pistachios."""
    return res.best is not None and any(" read as " in d for d in res.best.doubts)


def _missing(best: Match) -> tuple[str, ...]:
    """The line's words the best candidate lacks ("no cotija")."""
    return tuple(d[3:] for d in best.doubts if d.startswith("no ") and " " not in d[3:])


def _has_words(product: Product, needed: Sequence[str]) -> bool:
    return all(says_word(product, w) for w in needed)


class Resolver:
    def __init__(self, client: RetailClient, *, concurrency: int = 32, options: int = 5) -> None:
        self.client = client
        self.options = options  # ranked matches kept per line
        self._limit = asyncio.Semaphore(concurrency)
        warm_up()

    async def _search(
        self, term: str, location_id: str | None, brands: Sequence[str] = (), start: int = 1
    ) -> ProductPage:
        async with self._limit:
            return await self.client.search_products(
                term,
                location_id=location_id,
                brands=brands,
                start=start if start > 1 else None,
                limit=CANDIDATES,
            )

    async def resolve_line(
        self, line: LineItem, location_id: str | None, history: Mapping[str, str] | None = None
    ) -> Resolution:
        if line.skipped:
            return Resolution(line=line, term=None, matches=[], searches=0)
        as_said = await self._resolve_choices(line, location_id, history)
        own_words = glossed_in_english(line)
        if (
            as_said.best is not None
            and as_said.best.confidence >= LIKELY
            and (as_said.best.confidence >= SURE or not named_in_another_language(line))
            and not own_words
        ):
            return as_said
        other = gloss(line)  # read only for a line its own name left unsure
        if other is None:
            return as_said
        # nothing fits by the name the line uses: by the other name it gives
        again = await self._resolve_choices(other, location_id, history)
        better = again.best is not None and (
            as_said.best is None
            or again.best.confidence > as_said.best.confidence
            or (own_words and again.best.confidence >= LIKELY)
        )
        chosen = again if better else as_said
        return Resolution(
            line=line,
            term=chosen.term,
            matches=chosen.matches,
            searches=as_said.searches + again.searches,
        )

    async def _resolve_choices(
        self, line: LineItem, location_id: str | None, history: Mapping[str, str] | None
    ) -> Resolution:
        options = alternatives(line)
        if len(options) == 1:
            return await self._resolve_one(line, location_id, history)
        # "maple syrup or agave": each choice searched side by side; the first one found
        # plainly wins, else the surest, and the others' best picks stay on offer.
        found = await asyncio.gather(*(self._resolve_one(o, location_id, history) for o in options))
        plain = [r for r in found if _plainly(r)]
        chosen = (
            plain[0]
            if plain
            else max(
                found,
                key=lambda r: (
                    (
                        not _only_the_brand(r),
                        band(r.best.confidence) != "unsure",
                        not _misread(r),  # within a band, the thing named as said
                        r.best.confidence,
                        r.best.score,
                    )
                    if r.best
                    else (False, False, False, -1, 0)
                ),
            )
        )
        ids = {m.product.product_id for m in chosen.matches}
        others = list(  # another choice's pick, once, and not one already on offer
            {
                r.best.product.product_id: r.best
                for r in found
                if r is not chosen and r.best is not None and r.best.product.product_id not in ids
            }.values()
        )
        matches = [*chosen.matches[: max(1, self.options - len(others))], *others]
        stand_in = brand_stand_in(line)
        if stand_in is not None and chosen.line.product == stand_in.product and matches:
            # the brand asked for is not sold here: its stand-in is offered, never committed
            # without asking
            first = matches[0]
            matches[0] = msgspec.structs.replace(
                first,
                confidence=min(first.confidence, STAND_IN_CONFIDENCE),
                doubts=(*first.doubts, f"not {line.brand or line.product}"),
            )
        return Resolution(
            line=line,
            term=chosen.term,
            matches=matches[: self.options],
            searches=sum(r.searches for r in found),
        )

    async def _resolve_one(
        self, line: LineItem, location_id: str | None, history: Mapping[str, str] | None
    ) -> Resolution:
        asked, line = line, for_search(line)
        if history and asked.product in history and line is not asked:
            history = {**history, line.product: history[asked.product]}
        term = search_term(line)
        first = await self._search(term, location_id) if term else None
        products = list(first.products) if first else []  # a copy: the cache keeps the page
        searches = 1 if term else 0
        matches = rank(line, products, history=history, limit=self.options)
        # One more round at most, its searches side by side: the compound spelling
        # ("oatmilk") when the best lacks a word, a broader term when nothing fits well.
        joined = compound_term(line, matches[0] if matches else None)
        broader = fallback_term(line) if _needs_more(line, matches) else None
        # the search dropped a word to find anything ("cotija cheese crumbled" found other
        # cheeses' crumbles): the thing and its nearest word again, for what has it
        missing = _missing(matches[0]) if matches else ()
        filling = filling_term(line, missing) if missing else None
        if filling == broader:
            filling = None  # the broader search keeps all it finds
        branded = brand_search(line, matches[0]) if matches else []
        bagged = bag_term(line, matches[0]) if matches else None  # "bag of lemons"
        terms: list[tuple[str, tuple[str, ...], int]] = [
            (t, (), 1) for t in dict.fromkeys((joined, broader, filling, bagged)) if t and t != term
        ]
        # the brand the line names, when nothing found was of it
        terms += [(t, b, 1) for t, b in branded if (t, (), 1) not in terms]
        if term and first and _deeper(line, matches, products):
            # "the big bottle of ranch": the big ones are further down a long list, and
            # "family size brownie mix" may be found only by the size's name
            pages = min(DEEPER_PAGES, (first.total - 1) // CANDIDATES)
            terms += [(term, (), 1 + CANDIDATES * n) for n in range(1, pages + 1)]
            if named := big_size_named(line):
                terms.append((within_rules([*term.split(), *named.split()]) or term, (), 1))
        if terms:
            found = await asyncio.gather(
                *(self._search(t, location_id, b, start) for t, b, start in terms)
            )
            searches += len(terms)
            seen = {p.product_id for p in products}
            for (t, _, _), page in zip(terms, found, strict=True):
                batch = page.products
                # a joined search counts only where it found the joined word, a filling
                # one where it found the missing words
                glued = t.split()[-1] if t in (joined, bagged) else ""
                needed = (glued,) if glued else missing if t == filling else ()
                for p in batch:
                    if p.product_id not in seen and _has_words(p, needed):
                        seen.add(p.product_id)
                        products.append(p)
            matches = rank(line, products, history=history, limit=self.options)
        return Resolution(line=asked, term=term, matches=matches, searches=searches)

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
