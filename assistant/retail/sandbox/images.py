"""Product pictures served by the sandbox itself: ``/images/{size}/{perspective}/{id}``.

Each picture is a small generated SVG: the product's name on a card in its department's
colour, so chat clients that show thumbnails have something honest to show without any
network access. Image URLs in product responses point here.
"""

from __future__ import annotations

import hashlib
import textwrap
from html import escape

from litestar import Response, get
from litestar.params import FromPath

from assistant.retail.sandbox.context import Req, services
from assistant.retail.sandbox.errors import bad_request, not_found
from assistant.retail.schemas import Image, ImageSize

SIZES = {"xlarge": 600, "large": 400, "medium": 250, "small": 150, "thumbnail": 75}
PERSPECTIVES = ("front", "back", "left", "right", "top", "bottom")
SERVED_PERSPECTIVES = ("front", "back")
CATEGORY_COLOURS = {
    "Produce": "#4caf50",
    "Dairy": "#90caf9",
    "Eggs": "#ffe082",
    "Meat & Seafood": "#e57373",
    "Deli": "#ffab91",
    "Bakery": "#d7a86e",
    "Frozen": "#80deea",
    "Beverages": "#4fc3f7",
    "Snacks": "#ffb74d",
    "Candy": "#f48fb1",
    "Household": "#b0bec5",
    "Baby": "#ce93d8",
}


def image_set(base_url: str, product_id: str) -> list[Image]:
    return [
        Image(
            perspective=perspective,
            featured=perspective == "front",
            sizes=[
                ImageSize(size=size, url=f"{base_url}/images/{size}/{perspective}/{product_id}")
                for size in SIZES
            ],
        )
        for perspective in SERVED_PERSPECTIVES
    ]


def render_svg(description: str, category: str, perspective: str, pixels: int) -> str:
    colour = CATEGORY_COLOURS.get(category)
    if colour is None:  # a stable colour for departments without a named one
        colour = "#" + hashlib.sha1(category.encode(), usedforsecurity=False).hexdigest()[:6]
    lines = textwrap.wrap(description, width=18)[:5] or [""]
    if perspective != "front":
        lines = [*lines[:4], f"({perspective})"]
    font = 30
    top = 300 - (len(lines) - 1) * font * 0.6
    text = "".join(
        f'<text x="300" y="{top + i * font * 1.2:.0f}" font-size="{font}" '
        f'text-anchor="middle" font-family="sans-serif" fill="#212121">{escape(line)}</text>'
        for i, line in enumerate(lines)
    )
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{pixels}" height="{pixels}" '
        f'viewBox="0 0 600 600" role="img" aria-label="{escape(description)}">'
        f'<rect width="600" height="600" rx="40" fill="{colour}"/>'
        f'<rect x="40" y="40" width="520" height="520" rx="30" fill="#ffffff" opacity="0.85"/>'
        f"{text}</svg>"
    )


@get("/images/{size:str}/{perspective:str}/{product_id:str}")
async def product_image(
    request: Req, size: FromPath[str], perspective: FromPath[str], product_id: FromPath[str]
) -> Response[str]:
    """A generated SVG picture of a product. size: xlarge|large|medium|small|thumbnail;
    perspective: front|back|left|right|top|bottom.
    """
    if size not in SIZES:
        raise bad_request("IMAGE", 6001, "Image size must be one of " + ", ".join(SIZES))
    if perspective not in PERSPECTIVES:
        raise bad_request(
            "IMAGE", 6002, "Image perspective must be one of " + ", ".join(PERSPECTIVES)
        )
    catalog = services(request).catalog
    pos = catalog.by_id.get(product_id)
    if pos is None:
        raise not_found("IMAGE", 6003, f"No image for product {product_id}")
    product = catalog.products[pos]
    category = product.categories[0] if product.categories else ""
    return Response(
        content=render_svg(product.description, category, perspective, SIZES[size]),
        media_type="image/svg+xml",
        headers={"Cache-Control": "public, max-age=86400"},
    )
