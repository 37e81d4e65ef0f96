"""The list being built: matching new lines at the store, re-matching at another store,
and finding the lines a person refers to by number or by words.

Matching goes through ``Resolver`` (search at the store + ``match.rank``); the result
is kept as compact ``Option``s. A person's earlier choices (``history``: product words →
product id) rank first, as the matcher's history rule says.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

import msgspec

from assistant.conversation.commands import Targets
from assistant.resolve import Resolution, Resolver
from assistant.retail.schemas import Inventory, Price, Product
from assistant.session import ListLine, Option
from assistant.shopping.match import Match, band, words
from assistant.shopping.parse import HEADING_SKIP, LineItem, parse_list

OPTIONS_KEPT = 8  # options per line: three shown at first, "more N" shows the rest
MAX_QUANTITY = 99
OUT_OF_STOCK = "TEMPORARILY_OUT_OF_STOCK"


def option(match: Match) -> Option:
    product: Product = match.product
    item = product.items[0] if product.items else None
    price = item.price if item is not None and isinstance(item.price, Price) else None
    stock = item.inventory if item is not None and isinstance(item.inventory, Inventory) else None
    return Option(
        product_id=product.product_id,
        upc=product.upc,
        description=product.description,
        brand=product.brand if isinstance(product.brand, str) else None,
        size=item.size if item is not None and isinstance(item.size, str) else None,
        price=(price.promo or price.regular) if price else None,
        regular_price=price.regular if price else None,
        sold_by=item.sold_by if item is not None and isinstance(item.sold_by, str) else None,
        in_stock=stock is None or stock.stock_level != OUT_OF_STOCK,
        confidence=match.confidence,
        quantity=match.quantity,
        reasons=match.reasons,
    )


def line_from(
    res: Resolution, *, before: ListLine | None = None, subs_default: bool | None = None
) -> ListLine:
    """A list line for a resolution; ``before`` carries the person's own settings over
    (quantity, substitutions, note) when a line is re-matched."""
    options = tuple(option(m) for m in res.matches[:OPTIONS_KEPT])
    chosen = 0 if options else None
    if options and before is not None and before.choice is not None:
        # same product still on offer at this store: keep the person's pick
        for i, opt in enumerate(options):
            if opt.product_id == before.choice.product_id:
                chosen = i
                break
    mark = band(options[0].confidence) if options else "none"
    kept = before.choice if before is not None and before.band == "picked" else None
    if kept is not None and chosen is not None and options[chosen].product_id == kept.product_id:
        mark = "picked"
    subs = res.line.substitutions
    if subs is None:
        subs = subs_default
    line = ListLine(
        item=res.line,
        term=res.term,
        options=options,
        chosen=chosen,
        band=mark,
        quantity=before.quantity if before else None,
        substitutions=before.substitutions if before else subs,
        note=(before.note if before else None) or res.line.note,
    )
    if before is not None:  # the same line: keep its identity and what is in the cart
        line = msgspec.structs.replace(
            line, id=before.id, in_cart=before.in_cart, in_cart_upc=before.in_cart_upc
        )
    return line


async def match_items(
    resolver: Resolver,
    items: Sequence[LineItem],
    location_id: str,
    history: Mapping[str, str],
    subs_default: bool | None,
) -> list[ListLine]:
    """Match new items (skipped ones are dropped; the caller reports them)."""
    wanted = [it for it in items if not it.skipped]
    results = await resolver.resolve_items(wanted, location_id, history)
    return [line_from(res, subs_default=subs_default) for res in results]


async def rematch(
    resolver: Resolver,
    lines: Sequence[ListLine],
    location_id: str,
    history: Mapping[str, str],
) -> list[ListLine]:
    """The same lines matched at another store, keeping what the person chose."""
    chosen = dict(history)
    for line in lines:
        if line.choice is not None and line.band == "picked":
            chosen[line.item.product] = line.choice.product_id
    results = await resolver.resolve_items([ln.item for ln in lines], location_id, chosen)
    return [line_from(res, before=ln) for res, ln in zip(results, lines, strict=True)]


def grocery_items(text: str) -> tuple[list[LineItem], list[LineItem]]:
    """(items, skipped) read from a message; a list's headings ("Dairy:") are neither."""
    items = parse_list(text)
    skipped = [it for it in items if it.skipped and it.skipped != HEADING_SKIP]
    return [it for it in items if not it.skipped], skipped


def find_lines(lines: Sequence[ListLine], targets: Targets) -> list[int] | None:
    """0-based indexes of the lines ``targets`` names; None when a number is out of
    range or the words match nothing."""
    if targets.all:
        return list(range(len(lines)))
    if targets.numbers:
        if any(not 1 <= n <= len(lines) for n in targets.numbers):
            return None
        return [n - 1 for n in targets.numbers]
    wanted = set(words(targets.words or ""))
    if not wanted:
        return None
    found = []
    for i, line in enumerate(lines):
        own = {*words(line.item.product), *words(line.item.text)}
        if line.choice is not None:
            own.update(words(line.choice.description))
        if wanted <= own:
            found.append(i)
    return found or None


def confirm_all(lines: Iterable[ListLine]) -> tuple[ListLine, ...]:
    """Every line with a product counts as the person's pick (at checkout)."""
    return tuple(
        msgspec.structs.replace(ln, band="picked") if ln.choice is not None else ln for ln in lines
    )


def learned_choices(lines: Iterable[ListLine]) -> dict[str, str]:
    """Product words → product id for the lines the person picked or confirmed."""
    return {
        ln.item.product: ln.choice.product_id
        for ln in lines
        if ln.choice is not None and ln.band == "picked" and ln.item.product
    }


def estimated_total(lines: Iterable[ListLine]) -> float:
    return round(
        sum(ln.choice.price * ln.packages for ln in lines if ln.choice and ln.choice.price), 2
    )
