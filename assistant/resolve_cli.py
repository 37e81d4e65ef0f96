"""``assistant resolve``: parse and match a list without touching any cart.

Human output is a table (line, quantity × product, confidence band, price); ``--json``
prints one object per input line as DESIGN.md specifies.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import msgspec

from assistant.errors import AssistantError
from assistant.resolve import Resolution, Resolver
from assistant.retail.embedded import retail_client
from assistant.retail.schemas import Price, Product
from assistant.settings import Settings, SettingsError
from assistant.shopping.match import Match


def product_json(product: Product) -> dict[str, object]:
    item = product.items[0] if product.items else None
    price = item.price if item is not None and isinstance(item.price, Price) else None
    return {
        "productId": product.product_id,
        "upc": product.upc,
        "description": product.description,
        "brand": product.brand if isinstance(product.brand, str) else None,
        "size": item.size if item is not None and isinstance(item.size, str) else None,
        "price": (price.promo or price.regular) if price else None,
    }


def as_json(res: Resolution) -> dict[str, object]:
    best = res.best
    return {
        "line": res.line.text,
        "term": res.term,
        "quantity": best.quantity if best else res.line.count,
        "match": product_json(best.product) if best else None,
        "confidence": best.confidence if best else 0.0,
        "band": res.band,
        "reasons": list(best.reasons) if best else [],
        "doubts": list(best.doubts) if best else [],
        "skipped": res.line.skipped,
        "alternatives": [
            {**product_json(m.product), "confidence": m.confidence, "quantity": m.quantity}
            for m in res.matches[1:4]
        ],
    }


def table(resolutions: list[Resolution]) -> str:
    rows = [("line", "qty", "product", "size", "price", "band")]
    for res in resolutions:
        best: Match | None = res.best
        if res.line.skipped:
            rows.append((res.line.text, "", f"(skipped: {res.line.skipped})", "", "", ""))
        elif best is None:
            rows.append((res.line.text, "", "(nothing found)", "", "", "none"))
        else:
            p = product_json(best.product)
            price = f"${p['price']:.2f}" if isinstance(p["price"], float) else "—"
            rows.append(
                (
                    res.line.text,
                    str(best.quantity),
                    str(p["description"]),
                    str(p["size"] or ""),
                    price,
                    f"{res.band} {best.confidence:.2f}",
                )
            )
    widths = [min(60, max(len(r[i]) for r in rows)) for i in range(6)]
    return "\n".join(
        "  ".join(cell[:w].ljust(w) for cell, w in zip(row, widths, strict=True)).rstrip()
        for row in rows
    )


def settings_for(catalog: Path | None) -> Settings | str:
    """The settings to resolve with, or an error message for the command line."""
    try:
        settings = Settings.from_env()
    except SettingsError as exc:
        return str(exc)
    if catalog is not None:
        if not catalog.is_file():
            return f"catalog file not found: {catalog}"
        settings = msgspec.structs.replace(settings, sandbox_catalog=catalog)
    return settings


async def resolve_command(
    text: str, store: str | None, as_json_lines: bool, settings: Settings
) -> int:
    try:
        async with retail_client(settings) as client:
            resolutions = await Resolver(client).resolve(text, store)
    except AssistantError as exc:
        print(f"assistant resolve: {exc}", file=sys.stderr)
        return 1
    if as_json_lines:
        for res in resolutions:
            print(json.dumps(as_json(res)))
    else:
        print(table(resolutions))
    return 0
