"""Ranking rules with concrete products (named as in the shared and fixture catalogs)."""

from __future__ import annotations

import pytest

from assistant.retail.schemas import Fulfillment, Inventory, Item, Price, Product
from assistant.shopping.match import band, fallback_term, package_size, rank, search_term
from assistant.shopping.parse import LineItem, parse_list


def product(
    pid: str,
    description: str,
    *,
    brand: str | None = None,
    size: str = "1 each",
    category: str = "Dairy",
    price: float | None = 3.0,
    promo: float = 0.0,
    sold_by: str = "UNIT",
    carried: bool = True,
    stock: str = "HIGH",
) -> Product:
    item = Item(item_id=pid, size=size, sold_by=sold_by)
    item.fulfillment = Fulfillment(
        curbside=carried, delivery=carried, in_store=carried, ship_to_home=False
    )
    if carried and price is not None:
        item.price = Price(regular=price, promo=promo)
        item.inventory = Inventory(stock_level=stock)
    p = Product(
        product_id=pid, upc=pid, description=description, categories=[category], items=[item]
    )
    if brand:
        p.brand = brand
    return p


def line(text: str) -> LineItem:
    (item,) = parse_list(text)
    return item


def top(text: str, products: list[Product]) -> str:
    return rank(line(text), products)[0].product.description


MILKS = [
    product(
        "1",
        "Hershey's Milk Chocolate Bar",
        brand="Hershey's",
        size="1.55 oz",
        category="Candy",
        price=1.5,
    ),
    product("2", "Kroger Whole Milk", brand="Kroger", size="1 gal", price=3.79),
    product("3", "Kroger 2% Reduced Fat Milk", brand="Kroger", size="1 gal", price=3.79),
    product("4", "Kroger 2% Reduced Fat Milk", brand="Kroger", size="1/2 gal", price=2.49),
    product("5", "Nesquik Chocolate Milk", brand="Nesquik", size="14 fl oz", price=1.99),
    product("6", "Silk Original Almond Milk", brand="Silk", size="1/2 gal", price=3.99),
    product("7", "Milk Bread", size="16 oz", category="Bakery", price=4.99),
]


def test_milk_is_not_milk_chocolate_or_bread() -> None:
    best = top("milk", MILKS)
    assert best in {"Kroger Whole Milk", "Kroger 2% Reduced Fat Milk"}


def test_descriptor_is_required_with_its_equivalents() -> None:
    assert top("2% milk", MILKS) == "Kroger 2% Reduced Fat Milk"
    assert top("whole milk", MILKS) == "Kroger Whole Milk"
    assert top("almond milk", MILKS) == "Silk Original Almond Milk"


def test_amount_becomes_packages_of_the_product_size() -> None:
    matches = rank(line("2 gal 2% milk"), MILKS)
    assert (matches[0].product.items[0].size, matches[0].quantity) == ("1 gal", 2)
    half = rank(line("half gallon 2% milk"), MILKS)
    assert half[0].product.items[0].size == "1/2 gal" and half[0].quantity == 1


def test_count_is_the_quantity_for_items_sold_each() -> None:
    bananas = [
        product("b1", "Banana Bread", size="16 oz", category="Bakery", price=4.99),
        product("b2", "Bananas", size="1 each", category="Produce", price=0.29),
        product("b3", "Banana Chips", size="6 oz", category="Snacks", price=2.49),
    ]
    matches = rank(line("bananas x6"), bananas)
    assert matches[0].product.description == "Bananas" and matches[0].quantity == 6
    assert top("bannanas", bananas) == "Bananas"  # typo forgiven


@pytest.mark.parametrize(
    ("text", "right", "wrong"),
    [
        ("apples", "Honeycrisp Apples", "Apple Juice"),
        ("chicken", "Boneless Skinless Chicken Breasts", "Chicken Noodle Soup"),
        ("peanut butter", "Jif Creamy Peanut Butter", "Reese's Peanut Butter Cups"),
        ("eggs", "Large White Eggs", "Egg Noodles"),
        ("cream cheese", "Philadelphia Original Cream Cheese", "Heavy Whipping Cream"),
    ],
)
def test_head_noun_decides(text: str, right: str, wrong: str) -> None:
    products = [
        product("w", wrong, size="16 oz", category="Pantry", price=1.0),
        product("r", right, size="16 oz", category="Pantry", price=4.0),
    ]
    assert top(text, products) == right


def test_named_brand_is_a_strong_requirement() -> None:
    cheeses = [
        product("c1", "Kroger Sharp Cheddar Cheese Block", brand="Kroger", size="8 oz", price=2.49),
        product(
            "c2", "Tillamook Sharp Cheddar Cheese Block", brand="Tillamook", size="8 oz", price=4.99
        ),
    ]
    assert top("tillamook sharp cheddar", cheeses).startswith("Tillamook")
    assert top("sharp cheddar", cheeses).startswith("Kroger")  # cheaper wins a tie


def test_weighed_meat_takes_one_line_and_packs_round_up() -> None:
    beef = [product("g1", "Ground Beef 80/20", size="1 lb", category="Meat & Seafood", price=4.79)]
    assert rank(line("1.5 lb ground beef"), beef)[0].quantity == 2
    weighed = [
        product(
            "g2",
            "Ground Beef 80/20",
            size="1 lb",
            category="Meat & Seafood",
            price=4.79,
            sold_by="WEIGHT",
        )
    ]
    assert rank(line("1.5 lb ground beef"), weighed)[0].quantity == 1


def test_store_availability_and_history() -> None:
    eggs = [
        product(
            "e1",
            "Kroger Large White Eggs",
            brand="Kroger",
            size="12 ct",
            price=3.29,
            stock="TEMPORARILY_OUT_OF_STOCK",
        ),
        product(
            "e2", "Simple Truth Large White Eggs", brand="Simple Truth", size="12 ct", price=3.49
        ),
        product(
            "e3", "Vital Farms Large White Eggs", brand="Vital Farms", size="12 ct", carried=False
        ),
    ]
    assert top("a dozen eggs", eggs) == "Simple Truth Large White Eggs"
    chosen = rank(line("a dozen eggs"), eggs, history={"eggs": "e1"})
    assert "your usual" in chosen[0].reasons or chosen[0].product.product_id == "e2"


def test_confidence_bands() -> None:
    sure = rank(line("2% milk"), MILKS)[0]
    assert band(sure.confidence) in {"sure", "likely"}
    vague = rank(line("stuff"), MILKS)
    assert band(vague[0].confidence) == "unsure"


def test_search_terms_follow_api_rules() -> None:
    assert search_term(line("2 gal whole milk")) == "whole milk"
    assert search_term(line("a b")) is None  # too short for the API
    long = line("organic free range large brown eggs from happy local farms near me")
    term = search_term(long)
    assert term is not None and len(term.split()) <= 8
    assert fallback_term(line("organic large brown eggs")) == "eggs"  # descriptors dropped


def test_descriptors_said_after_the_thing_are_searched_before_it() -> None:
    # the search relaxes leading words first: the noun must stay last
    assert search_term(line("2 cans coconut milk full fat not lite")) == "full fat coconut milk"
    assert search_term(line("smoked salmon lox 4oz plain")) == "plain smoked salmon lox"
    assert search_term(line("eggs large brown")) == "large brown eggs"


def test_package_sizes() -> None:
    assert package_size(MILKS[3]) == (0.5, "gal")
    assert package_size(product("x", "Soda", size="12 ct / 12 fl oz")) == (12.0, "ct")
    assert package_size(product("y", "Butter", size="16 oz")) == (16.0, "oz")
