"""Products through HTTP: search ranking and filters, per-store offers, ids, images."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from msgspec import UNSET

from assistant.retail.sandbox.catalog import Catalog
from assistant.retail.schemas import ApiErrorBody, Envelope, Product
from tests.conftest import SHARED_CATALOG, Sandbox, SandboxFactory, decode, page

pytestmark = pytest.mark.anyio

SMITHS = "70600123"
KROGER_2PCT_MILK = "0001111041700"
BANANAS = "0000000004011"


@pytest.fixture
async def headers(sandbox: Sandbox) -> dict[str, str]:
    return await sandbox.auth_headers()


async def _products(
    sandbox: Sandbox, headers: dict[str, str], **params: str
) -> Envelope[list[Product]]:
    query = {f"filter.{k}": v for k, v in params.items()}
    response = await sandbox.http.get("/v1/products", params=query, headers=headers)
    assert response.status_code == 200, response.text
    return decode(response, Envelope[list[Product]])


async def test_fixture_catalog_covers_every_department(sandbox: Sandbox) -> None:
    products = sandbox.services.catalog.products
    assert len(products) >= 1500
    categories = {c for p in products for c in p.categories}
    for department in (
        "Produce",
        "Dairy",
        "Meat & Seafood",
        "Bakery",
        "Pantry",
        "Frozen",
        "Beverages",
        "Household",
        "Eggs",
        "Deli",
        "Snacks",
    ):
        assert department in categories
    brands = {p.brand for p in products if p.brand}
    assert {"Kroger", "Simple Truth"} & brands and len(brands) > 50
    assert all(p.product_id == p.upc and len(p.product_id) == 13 for p in products)
    # loose produce under its real PLU
    by_id = {p.product_id: p for p in products}
    assert by_id[BANANAS].description == "Bananas"


async def test_term_search_puts_the_thing_itself_first(
    sandbox: Sandbox, headers: dict[str, str]
) -> None:
    milk = await _products(sandbox, headers, term="milk")
    top = milk.data[0].description.lower()
    assert top.endswith("milk") and "chocolate" not in top
    bananas = await _products(sandbox, headers, term="bananas")
    assert bananas.data[0].description.lower().endswith("bananas")


async def test_stemming_prefix_and_typo_correction(
    sandbox: Sandbox, headers: dict[str, str]
) -> None:
    singular = await _products(sandbox, headers, term="banana")
    assert any(p.product_id == BANANAS for p in singular.data)
    typo = await _products(sandbox, headers, term="bannanas")
    assert any(p.product_id == BANANAS for p in typo.data)
    prefix = await _products(sandbox, headers, term="banan")
    assert any(p.product_id == BANANAS for p in prefix.data)


async def test_pagination_is_exact_and_one_based(sandbox: Sandbox, headers: dict[str, str]) -> None:
    first = await _products(sandbox, headers, term="cheese", limit="5")
    second = await _products(sandbox, headers, term="cheese", limit="5", start="6")
    every = await _products(sandbox, headers, term="cheese", limit="10")
    assert page(first).total == page(second).total > 10
    assert (page(first).start, page(first).limit) == (1, 5)
    assert page(second).start == 6
    ids = [p.product_id for p in first.data + second.data]
    assert ids == [p.product_id for p in every.data]
    zero = await _products(sandbox, headers, term="cheese", limit="5", start="0")
    assert [p.product_id for p in zero.data] == [p.product_id for p in first.data]


async def test_brand_filter_is_case_sensitive_and_pipe_separated(
    sandbox: Sandbox, headers: dict[str, str]
) -> None:
    kroger = await _products(sandbox, headers, term="milk", brand="Kroger", limit="50")
    assert kroger.data and all(p.brand == "Kroger" for p in kroger.data)
    lower = await _products(sandbox, headers, term="milk", brand="kroger")
    assert lower.data == []
    both = await _products(sandbox, headers, term="milk", brand="Kroger|Simple Truth", limit="50")
    assert {p.brand for p in both.data} <= {"Kroger", "Simple Truth"}
    assert page(both).total >= page(kroger).total


async def test_product_ids_lookup_with_warnings(sandbox: Sandbox, headers: dict[str, str]) -> None:
    missing = "0000000000001"
    found = await _products(
        sandbox, headers, productId=f"{KROGER_2PCT_MILK},{missing},{BANANAS}", term="ignored"
    )
    assert [p.product_id for p in found.data] == [KROGER_2PCT_MILK, BANANAS]
    assert found.meta.warnings is not UNSET and found.meta.warnings
    assert any(missing in w for w in found.meta.warnings)


async def test_location_adds_price_stock_fulfillment_and_aisle(
    sandbox: Sandbox, headers: dict[str, str]
) -> None:
    plain = await _products(sandbox, headers, term="milk")
    raw_item = plain.data[0].items[0]
    assert raw_item.price is UNSET and raw_item.fulfillment is UNSET
    assert plain.data[0].aisle_locations is UNSET

    priced = await _products(sandbox, headers, term="milk", locationId=SMITHS, limit="50")
    carried = [p for p in priced.data if p.items[0].price is not UNSET]
    assert carried, "a store carries some milk"
    for product in carried:
        item = product.items[0]
        assert item.price is not UNSET and item.price.regular > 0
        assert item.price.promo == 0 or item.price.promo < item.price.regular
        assert item.fulfillment is not UNSET and item.fulfillment.in_store
        assert product.aisle_locations is not UNSET and len(product.aisle_locations) == 1
    again = await _products(sandbox, headers, term="milk", locationId=SMITHS, limit="50")
    assert again.data == priced.data  # deterministic


async def test_live_fulfillment_spelling(sandbox: Sandbox, headers: dict[str, str]) -> None:
    response = await sandbox.http.get(
        "/v1/products",
        params={"filter.term": "milk", "filter.locationId": SMITHS},
        headers=headers,
    )
    item = response.json()["data"][0]["items"][0]
    assert set(item["fulfillment"]) == {"curbside", "delivery", "inStore", "shipToHome"}


async def test_stores_differ_and_do_not_carry_everything(
    sandbox: Sandbox, headers: dict[str, str]
) -> None:
    a = await _products(sandbox, headers, term="cereal", locationId=SMITHS, limit="50")
    b = await _products(sandbox, headers, term="cereal", locationId="01400352", limit="50")
    prices_a = [p.items[0].price for p in a.data]
    prices_b = [p.items[0].price for p in b.data]
    assert prices_a != prices_b
    assert any(price is UNSET for price in prices_a + prices_b)
    not_carried = next(p for p in a.data + b.data if p.items[0].price is UNSET)
    flags = not_carried.items[0].fulfillment
    assert flags is not UNSET and not (flags.in_store or flags.curbside or flags.delivery)


async def test_fulfillment_filter(sandbox: Sandbox, headers: dict[str, str]) -> None:
    everything = await _products(sandbox, headers, term="cereal", locationId=SMITHS, limit="50")
    in_store = await _products(
        sandbox, headers, term="cereal", locationId=SMITHS, fulfillment="ais", limit="50"
    )
    assert page(in_store).total < page(everything).total
    for product in in_store.data:
        flags = product.items[0].fulfillment
        assert flags is not UNSET and flags.in_store


async def test_unknown_location_gives_empty_result(
    sandbox: Sandbox, headers: dict[str, str]
) -> None:
    empty = await _products(sandbox, headers, term="milk", locationId="99999999")
    assert empty.data == []
    assert page(empty).total == 0


@pytest.mark.parametrize(
    ("params", "code", "fragment"),
    [
        ({}, "PRODUCT-2016-400", "'term' or 'productId'"),
        ({"filter.brand": "Kroger"}, "PRODUCT-2016-400", "'term' or 'productId'"),
        ({"filter.term": "mi"}, "PRODUCT-2017-400", "three or more characters"),
        ({"filter.term": "x" * 128}, "PRODUCT-2017-400", "less than 128"),
        ({"filter.term": "a b c d e f g h i"}, "PRODUCT-2018-400", "eight words"),
        ({"filter.term": "milk", "filter.locationId": "123"}, "PRODUCT-2011-400", "8 characters"),
        ({"filter.term": "milk", "filter.limit": "51"}, "PRODUCT-2015-400", "between 1 and 50"),
        ({"filter.term": "milk", "filter.limit": "ten"}, "PRODUCT-2015-400", "between 1 and 50"),
        ({"filter.term": "milk", "filter.start": "251"}, "PRODUCT-2014-400", "start"),
        ({"filter.productId": "123"}, "PRODUCT-2013-400", "13 characters"),
        ({"filter.productId": ",".join(["0000000004011"] * 51)}, "PRODUCT-2012-400", "50"),
        (
            {"filter.term": "milk", "filter.locationId": SMITHS, "filter.fulfillment": "xyz"},
            "PRODUCT-2019-400",
            "ais, csp, dth, sth",
        ),
        ({"filter.term": "milk", "filter.fulfillment": "ais"}, "PRODUCT-2020-400", "locationId"),
    ],
)
async def test_validation_errors(
    sandbox: Sandbox, headers: dict[str, str], params: dict[str, str], code: str, fragment: str
) -> None:
    response = await sandbox.http.get("/v1/products", params=params, headers=headers)
    assert response.status_code == 400
    body = decode(response, ApiErrorBody)
    assert body.errors.code == code
    assert fragment in body.errors.reason


async def test_get_one_product(sandbox: Sandbox, headers: dict[str, str]) -> None:
    response = await sandbox.http.get(f"/v1/products/{KROGER_2PCT_MILK}", headers=headers)
    product = decode(response, Envelope[Product]).data
    assert product.description == "Kroger 2% Reduced Fat Milk"
    assert product.items[0].size == "1 gal"
    priced = await sandbox.http.get(
        f"/v1/products/{KROGER_2PCT_MILK}",
        params={"filter.locationId": SMITHS},
        headers=headers,
    )
    assert decode(priced, Envelope[Product]).data.items[0].fulfillment is not UNSET
    missing = await sandbox.http.get("/v1/products/0000000000001", headers=headers)
    assert missing.status_code == 404
    assert decode(missing, ApiErrorBody).errors.code == "PRODUCT-2404-404"
    malformed = await sandbox.http.get("/v1/products/12ab", headers=headers)
    assert malformed.status_code == 400


async def test_images_are_served_by_the_sandbox(sandbox: Sandbox, headers: dict[str, str]) -> None:
    response = await sandbox.http.get(f"/v1/products/{BANANAS}", headers=headers)
    product = decode(response, Envelope[Product]).data
    front = next(i for i in product.images if i.perspective == "front")
    assert front.featured is True
    url = next(s.url for s in front.sizes if s.size == "thumbnail")
    assert url.startswith("http://sandbox.test/images/thumbnail/front/")
    image = await sandbox.http.get(url)
    assert image.status_code == 200
    assert image.headers["content-type"].startswith("image/svg+xml")
    assert b"Bananas" in image.content and b"<svg" in image.content
    assert (await sandbox.http.get(f"/images/huge/front/{BANANAS}")).status_code == 400
    assert (await sandbox.http.get("/images/small/front/0000000000001")).status_code == 404


@pytest.mark.skipif(not SHARED_CATALOG.exists(), reason="shared catalog not present")
async def test_shared_catalog_loads_and_its_index_is_cached(
    sandbox_factory: SandboxFactory, tmp_path: Path
) -> None:
    sandbox = await sandbox_factory(catalog=SHARED_CATALOG, data_dir=tmp_path / "big")
    assert len(sandbox.services.catalog.products) == 40_000
    index = sandbox.services.catalog.index_path
    built_at = index.stat().st_mtime_ns
    again = Catalog(SHARED_CATALOG, tmp_path / "big")
    assert again.index_path == index and index.stat().st_mtime_ns == built_at
    headers = await sandbox.auth_headers()
    milk = await _products(sandbox, headers, term="whole milk")
    assert "whole milk" in milk.data[0].description.lower()


def catalog_of(tmp_path: Path, products: list[dict[str, Any]]) -> Catalog:
    """A catalog file of these products, numbered in order; fields a test leaves out get
    ordinary values."""
    path = tmp_path / "catalog.jsonl"
    rows = []
    for i, fields in enumerate(products, start=1):
        pid = f"{i:013d}"
        row = {"productId": pid, "upc": pid, "brand": None, "categories": ["Pantry"]}
        rows.append({**row, "size": "1 each", "soldBy": "UNIT", "price": 2.49, **fields})
    path.write_text("\n".join(json.dumps(r) for r in rows))
    return Catalog(path, tmp_path / "data")


def names_found(catalog: Catalog, term: str) -> list[str]:
    return [catalog.products[i].description for i in catalog.search(term).positions]


def test_a_longer_rare_word_is_not_corrected_into_a_common_one(tmp_path: Path) -> None:
    """ "honeydew" is near "honey" by ratio, but three letters longer: another word, not a
    typo. "hoeny" (two letters swapped) still finds honey."""
    rows = [{"description": f"Clover Honey {i}"} for i in range(1, 41)]
    catalog = catalog_of(tmp_path, [*rows, {"description": "Honeydew Melon"}])
    assert names_found(catalog, "honeydew melon") == ["Honeydew Melon"]
    assert catalog.search("hoeny").total == 40


def test_a_rare_word_some_names_use_is_searched_beside_its_correction(tmp_path: Path) -> None:
    """ "sake" is one edit from the far commoner "shake", yet products are named with it:
    both are searched, and the rarer word's own products rank first."""
    rows = [{"description": f"Chocolate Protein Shake {i}"} for i in range(1, 31)]
    rows += [{"description": "Cooking Sake"}, {"description": "Shirakiku Sake"}]
    catalog = catalog_of(tmp_path, rows)
    assert set(names_found(catalog, "sake")[:2]) == {"Cooking Sake", "Shirakiku Sake"}
    # a word no name uses is still simply corrected
    assert catalog.search("shakke").total == 30


def test_a_word_typed_joined_is_searched_as_the_two_words_it_splits_into(
    tmp_path: Path,
) -> None:
    """ "seasalt" is in no name: it is searched as "sea salt", the split whose rarer half
    is commonest, and as a phrase (not any product with "sea" and "salt" apart)."""
    names = ["Fine Sea Salt", "Coarse Sea Salt", "Sea Salt Grinder", "Salted Sea Scallops"]
    names += ["Kosher Salt", "Seaweed Snack", "Salt Water Taffy"]
    catalog = catalog_of(tmp_path, [{"description": n} for n in names])
    assert set(names_found(catalog, "seasalt")) == set(names[:3])
    # a word some name uses is never split
    assert catalog.search("seaweed").total == 1


def test_fresh_items_sold_loose_rank_ahead_of_packaged_ones_as_well_matched(
    tmp_path: Path,
) -> None:
    """A store's search shows the corn on the cob for "corn" before the cans, though the
    cans' shorter names match the word as well."""
    rows = [
        ("White Corn", "15 oz", "Canned & Packaged", "UNIT"),
        ("Yellow Corn", "15 oz", "Canned & Packaged", "UNIT"),
        ("Yellow Sweet Corn", "1 each", "Produce", "UNIT"),
        ("Creamed Corn", "14.75 oz", "Canned & Packaged", "UNIT"),
        ("Chicken Thighs", "1 lb", "Meat & Seafood", "WEIGHT"),
        ("Chicken", "16 oz", "Canned & Packaged", "UNIT"),
    ]
    catalog = catalog_of(
        tmp_path,
        [
            {"description": n, "size": size, "categories": [c], "soldBy": by}
            for n, size, c, by in rows
        ],
    )
    assert names_found(catalog, "corn")[0] == "Yellow Sweet Corn"
    assert names_found(catalog, "corn")[1:3] == ["White Corn", "Yellow Corn"]  # as BM25 ranks
    assert names_found(catalog, "chicken")[0] == "Chicken Thighs"


def test_letters_swapped_far_apart_are_still_a_typo(tmp_path: Path) -> None:
    """ "vinager" has vinegar's letters with two swapped: a similarity ratio rates it low
    and "Vintage" closer, but it is the vinegar that was meant."""
    rows: list[dict[str, Any]] = [{"description": f"White Vinegar {i}"} for i in range(1, 11)]
    rows.append({"description": "Vintage White Cheddar Cheese", "categories": ["Dairy"]})
    catalog = catalog_of(tmp_path, rows)
    assert names_found(catalog, "white vinager")[0].startswith("White Vinegar")
    assert "Vintage White Cheddar Cheese" not in names_found(catalog, "white vinager")


def test_two_words_a_name_writes_as_one_find_it_before_any_word_is_dropped(
    tmp_path: Path,
) -> None:
    """ "body armor" is Bodyarmor; "honey crisp apples" finds the Honeycrisp apples as
    well as the few juices naming "Honey Crisp" apart; "ice cream", found plentifully,
    is not widened to a cone called "Icecream"."""
    names = ["Bodyarmor Sports Drink, Fruit Punch", "Fruit Punch Juice Drink"]
    names += ["Honeycrisp Apples", "Organic Honeycrisp Apples", "Honey Crisp Apple Juice"]
    names += [f"Vanilla Ice Cream {i}" for i in range(12)] + ["Sugar Cones Icecream Cone"]
    catalog = catalog_of(tmp_path, [{"description": n} for n in names])
    assert names_found(catalog, "body armor fruit punch") == [names[0]]
    assert set(names_found(catalog, "honey crisp apples")) == set(names[2:5])
    assert "Sugar Cones Icecream Cone" not in names_found(catalog, "ice cream")


def test_a_word_is_found_in_any_of_its_spellings(tmp_path: Path) -> None:
    names = ["Ancho Chile Seasonings", "Sweet Chilli Sauce", "Greek Yoghurt", "Chili Powder"]
    catalog = catalog_of(tmp_path, [{"description": n} for n in names])
    assert names_found(catalog, "ancho chili") == ["Ancho Chile Seasonings"]
    assert names_found(catalog, "sweet chili sauce") == ["Sweet Chilli Sauce"]
    assert names_found(catalog, "greek yogurt") == ["Greek Yoghurt"]


def test_initials_joined_by_an_ampersand_are_searched_as_one_name(tmp_path: Path) -> None:
    """ "m&ms" and "M&M's" are the candy, whose initials the index holds as one-letter
    words: dropped as fragments, the term would find only peanuts or nothing."""
    names = ["M&M'S Peanut Milk Chocolate Candy", "M&Ms Fudge Brownie", "Roasted Peanuts"]
    names += ["B&M Baked Beans", "Mrs. Baird's Peanut Butter Cupcakes"]
    catalog = catalog_of(tmp_path, [{"description": n} for n in names])
    assert names_found(catalog, "peanut m&ms") == [names[0]]
    assert set(names_found(catalog, "m&m's")) == set(names[:2])
    assert names_found(catalog, "b & m baked beans") == ["B&M Baked Beans"]


def test_two_words_joined_by_a_hyphen_are_found_written_solid(tmp_path: Path) -> None:
    """ "plain nonfat chobani" finds the tub named "Non-Fat", as well as the cups named
    "Nonfat"; the words apart find both too."""
    names = ["Chobani Non-Fat Greek Yogurt, Plain", "Chobani Plain Nonfat Greek Yogurt"]
    names += ["Chobani Plain Whole Milk Greek Yogurt"]
    catalog = catalog_of(tmp_path, [{"description": n} for n in names])
    assert set(names_found(catalog, "plain nonfat chobani")) == set(names[:2])
    assert set(names_found(catalog, "non fat chobani")) == set(names[:2])


def test_a_word_with_letters_left_out_is_found_written_solid(tmp_path: Path) -> None:
    """ "capn crunch" is Cap'n Crunch, not any crunch; the solid spelling is known as
    typed but is no correction for a typo ("cauliflour" is cauliflower)."""
    names = ["Cap'n Crunch Breakfast Cereal, Original", "Honey Crunch", "Peanut Butter Crunch"]
    names += ["Cali'flour Plain Cauliflower Pizza Crusts"]
    names += [f"Tomato Soup Can {i}" for i in range(6)]  # "capn" is no misspelt "can"
    names += [f"Cauliflower Florets {i}" for i in range(6)]
    catalog = catalog_of(tmp_path, [{"description": n} for n in names])
    assert names_found(catalog, "capn crunch") == [names[0]]
    assert names_found(catalog, "cap'n crunch") == [names[0]]
    assert names_found(catalog, "cauliflour")[0].startswith("Cauliflower Florets")
