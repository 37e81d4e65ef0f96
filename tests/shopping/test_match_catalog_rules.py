"""Ranking rules added for lines real shoppers write, each with products named as in the
shared catalog: class and package words after the thing, typical versus speciality
words, brands the catalog knows, loose produce, containers, counters, doubts."""

from __future__ import annotations

import msgspec
import pytest

from assistant.retail.schemas import Product
from assistant.shopping.match import (
    SURE,
    alternatives,
    bag_term,
    band,
    brand_search,
    compound_term,
    fallback_term,
    filling_term,
    for_search,
    gloss,
    head_noun,
    packages,
    product_heads,
    rank,
    search_term,
    size_text,
    with_catalog_brand,
    words,
)
from assistant.shopping.parse import parse_list
from assistant.shopping.quantities import convert
from tests.shopping.test_match import line, product, top


def test_the_thing_is_read_through_class_package_and_neutral_words() -> None:
    assert "mozzarella" in product_heads(
        product("1", "Sargento Shredded Mozzarella Natural Cheese, Traditional Cut")
    )
    assert "spaghetti" in product_heads(product("2", "Barilla Classic Blue Box Spaghetti Pasta"))
    assert "onion" in product_heads(product("3", "Green Onions (Scallions)"))
    shredded = product("3", "Kroger Low-Moisture Part-Skim Mozzarella Shredded Cheese")
    assert "mozzarella" in product_heads(shredded)
    assert "oreo" in product_heads(product("4", "Java Chip Oreo Family Size"))
    # the brand leading the name is not the thing, unless only class words follow it
    assert product_heads(product("5", "Minute Brown Rice", brand="Minute")) == ("rice",)
    flakes = product(
        "6", "Kellogg's Frosted Flakes Breakfast Cereal", brand="Kellogg's Frosted Flakes"
    )
    assert "flake" in product_heads(flakes)
    # but not through a thing of its own: milk chocolate is chocolate
    assert "milk" not in product_heads(product("7", "Milk Chocolate Bar"))
    # what it comes on is not the thing: the pizza, not its crust
    crust = product("8", "DIGIORNO Pepperoni Frozen Pizza on a Hand-Tossed Style Crust")
    assert product_heads(crust) == ("pizza",)


def test_shredded_mozzarella_is_not_a_mozzarella_and_provolone_blend() -> None:
    cheeses = [
        product("1", "Sargento Shredded Mozzarella & Provolone with Natural Smoke Flavor"),
        product("2", "Sargento Shredded Mozzarella Natural Cheese, Traditional Cut"),
    ]
    assert top("sargento shredded mozzarella", cheeses).endswith("Traditional Cut")


def oreos() -> list[Product]:
    names = [
        "Oreo Golden Sandwich Cookies",
        "Java Chip Oreo Family Size",
        "Oreo Chocolate Sandwich Cookies",
        "Oreo Double Stuf Chocolate Sandwich Cookies",
        "Oreo Mint Chocolate Sandwich Cookies",
        "Oreo Thins Chocolate Sandwich Cookies",
    ]
    return [
        product(str(i), n, brand="Oreo", size="14.3 oz", category="Snacks")
        for i, n in enumerate(names)
    ]


def test_a_brand_named_alone_means_its_usual_product_not_a_speciality() -> None:
    # most Oreos are chocolate sandwich cookies: "chocolate" is what they usually are,
    # "golden" and "java chip" are specialities
    assert top("oreos", oreos()) == "Oreo Chocolate Sandwich Cookies"


def test_a_flavour_most_of_a_plain_things_candidates_have_is_still_another_kind() -> None:
    """Most molasses the search finds is pomegranate molasses, but "molasses" is the
    plain kind; a brand's usual flavour (Oreo's chocolate) is that brand's plain one."""
    names = ["Pomegranate Molasses", "Al Wadi Pomegranate Molasses"]
    names += ["Cortas Pomegranate Molasses", "Unsulphured Molasses", "Brer Rabbit, Molasses"]
    molasses = [
        product(str(i), n, size="16 oz", category="Baking Goods") for i, n in enumerate(names)
    ]
    best = rank(line("molasses"), molasses)[0]
    assert best.product.description == "Unsulphured Molasses" and not best.doubts
    assert "also pomegranate" in rank(line("molasses"), molasses[:3])[0].doubts
    assert top("pomegranate molasses", molasses) in names[:3]


def test_a_brand_the_parser_does_not_know_is_learnt_from_the_candidates() -> None:
    spreads = [
        product("1", "Nutella & Go! Hazelnut Spread & Breadsticks", brand="Nutella"),
        product("2", "Nutella Hazelnut Spread", brand="Nutella", size="13 oz"),
        product("3", "Nutella Chocolate Hazelnut Spread", brand="Nutella", size="26.5 oz"),
    ]
    assert with_catalog_brand(line("nutella"), spreads).brand == "nutella"
    cheeses = [
        product("1", "Fresh Mozzarella Ball", brand="Fresh"),
        product("2", "Fresh Mozzarella Log", brand="Fresh"),
        *(product(str(i), f"BelGioioso Fresh Mozzarella {i}") for i in range(3, 9)),
    ]
    # a brand spelt like a word most of the candidates use as a word is not the brand
    assert with_catalog_brand(line("fresh mozzarella"), cheeses).brand is None
    # nor is a descriptor, whoever is called so ("strawberries organic" is no Organic's)
    assert with_catalog_brand(line("fresh mozzarella"), cheeses[:4]).brand is None
    berries = [product(str(i), f"Strawberry Yogurt {i}", brand="Organic") for i in range(4)]
    assert with_catalog_brand(line("strawberries organic"), berries).brand is None
    # a brand of two words is weighed against the names that use both words
    crackers = [
        product("1", "Oroweat 100% Whole Wheat Thins", brand="Oroweat"),
        product("2", "Wheat Thins Original Crackers", brand="Wheat Thins"),
        product("3", "Wheat Thins Original Crackers - Family Size", brand="Wheat Thins"),
        *(product(str(i), f"Whole Wheat Bread {i}") for i in range(4, 12)),
    ]
    assert with_catalog_brand(line("wheat thins"), crackers).brand == "wheat thins"
    assert top("wheat thins", crackers).startswith("Wheat Thins Original")


def test_counted_pieces_are_the_loose_fruit_and_a_weighed_one_takes_one_line() -> None:
    peaches = [
        product("1", "Peaches", size="15 oz", category="Produce", price=2.49),
        product("2", "Yellow Peaches", size="1 lb", category="Produce", sold_by="WEIGHT"),
        product("3", "Sliced Peaches", size="15 oz", category="Canned & Packaged"),
    ]
    best = rank(line("4 peaches"), peaches)[0]
    assert best.product.description == "Yellow Peaches"
    assert best.quantity == 1  # weighed together: the count travels in words
    mangoes = [
        product("1", "Mango", size="12 oz", category="Produce"),
        product("2", "Mangoes", size="1 each", category="Produce", price=1.29),
    ]
    best = rank(line("2 mangoes"), mangoes)[0]
    assert (best.product.description, best.quantity) == ("Mangoes", 2)


def test_the_named_container_is_how_the_product_comes() -> None:
    clementines = [
        product("1", "Clementines", size="1 each", category="Produce", price=0.5),
        product("2", "Hometown Grocer Clementines Bag", size="3 lb", category="Produce"),
    ]
    assert top("bag of clementines", clementines) == "Hometown Grocer Clementines Bag"
    assert top("clementines", clementines) == "Clementines"
    onions = [
        product("1", "White Onions", size="1 lb", category="Produce", sold_by="WEIGHT"),
        product("2", "Green Onions (Scallions)", size="1 bunch", category="Produce"),
    ]
    assert top("bunch of green onions", onions) == "Green Onions (Scallions)"
    spreads = [
        product("1", "Nutella Hazelnut Spread", brand="Nutella", size="4 ct / 1.8 oz"),
        product("2", "Nutella Hazelnut Spread", brand="Nutella", size="13 oz"),
    ]
    assert rank(line("jar of nutella"), spreads)[0].product.product_id == "2"


def test_searches_use_the_catalogs_words() -> None:
    assert for_search(line("white vinegar for cleaning")).product == "white vinegar"
    assert for_search(line("ff milk")).product == "fat free milk"
    assert for_search(line("guac")).product == "guacamole"
    deli = for_search(line("half a pound of ham from the deli counter"))
    assert deli.product == "deli ham"


def test_catalog_spellings_of_descriptors_and_soft_descriptors() -> None:
    beef = [
        product("1", "Ground Beef", size="16 oz", category="Meat & Seafood"),
        product("2", "Hometown Grocer 80% Lean 20% Fat Ground Beef", size="1 lb"),
    ]
    assert top("80/20 ground beef", beef).startswith("Hometown Grocer 80% Lean")
    ginger = [
        product("1", "Fresh Ginger, Fermented Chile Sauce", size="16 oz", category="Condiments"),
        product("2", "Ginger Root", size="1 lb", category="Produce", sold_by="WEIGHT"),
    ]
    # "small" and "fresh" are rarely written on the product: they do not rule it out
    assert top("small piece of fresh ginger", ginger) == "Ginger Root"


def test_what_was_added_or_left_out_changes_the_product() -> None:
    butters = [
        product("1", "Land O Lakes Butter with Canola Oil", brand="Land O'Lakes", size="8 oz"),
        product("2", "Land O Lakes Unsalted Butter", brand="Land O'Lakes", size="1 lb"),
    ]
    assert top("land o lakes butter", butters) == "Land O Lakes Unsalted Butter"
    chili = [
        product("1", "Hormel Chili No Beans", brand="Hormel", size="15 oz"),
        product("2", "Hormel Chili With Beans", brand="Hormel", size="15 oz"),
    ]
    assert top("hormel chili with beans", chili) == "Hormel Chili With Beans"
    assert top("hormel chili no beans", chili) == "Hormel Chili No Beans"


def test_a_doubt_keeps_a_pick_out_of_the_sure_band() -> None:
    tuna = [product("1", "Tuna", size="16 oz", category="Meat & Seafood", price=9.99)]
    (best,) = rank(line("4 cans of tuna"), tuna)
    assert "not a can" in best.doubts
    assert best.confidence < SURE and band(best.confidence) != "sure"
    plain = [product("1", "Kroger Whole Milk", brand="Kroger", size="1 gal", price=3.79)]
    (milk,) = rank(line("whole milk"), plain)
    assert milk.doubts == () and band(milk.confidence) == "sure"


def test_a_possessive_brand_matches_with_or_without_its_apostrophe() -> None:
    chips = [
        product("1", "Lays Wavy Salt and Pepper Potato Chips", brand="Lay's", category="Snacks"),
        product("2", "Lay's Classic Potato Chips", brand="Lay's", category="Snacks"),
    ]
    assert top("lays classic chips", chips) == "Lay's Classic Potato Chips"
    assert top("lay's classic chips", chips) == "Lay's Classic Potato Chips"


def test_one_thing_asked_is_not_a_multipack_unless_the_thing_comes_that_way() -> None:
    def crisps(pid: str, name: str, size: str) -> Product:
        return product(pid, name, brand="Pringles", size=size, category="Snacks", price=None)

    pringles = [
        crisps("1", "Pringles Original Potato Crisps Chips", "12 ct / 0.67 oz"),
        crisps("2", "Pringles Original Potato Crisps Chips", "5.2 oz"),
        crisps("3", "Pringles Sour Cream & Onion Potato Crisps Chips", "5.2 oz"),
        crisps("4", "Pringles BBQ Potato Crisps Chips", "5.2 oz"),
    ]
    (can, stack, *_) = rank(line("pringles original"), pringles)
    assert (size_text(can.product), can.doubts) == ("5.2 oz", ())
    assert stack.doubts == ("a pack of 12 ct / 0.67 oz",)
    # K-cups always come several to a box: the box is the thing
    pods = [
        product("5", "Green Mountain Breakfast Blend K-Cup Pods", size="12 ct / 0.33 oz"),
        product("6", "Donut Shop Coffee K-Cup Pods", size="24 ct / 0.37 oz"),
        product("7", "Breakfast Blend Ground Coffee", size="12 oz"),
        product("8", "Original Donut Shop K-Cup Pods", size="32 ct / 0.4 oz"),
    ]
    assert rank(line("k-cup pods"), pods)[0].doubts == ()


def test_an_unasked_variant_is_a_doubt_and_the_plain_product_wins() -> None:
    def pasta(pid: str, name: str, brand: str | None = "Barilla") -> Product:
        return product(pid, name, brand=brand, size="16 oz", category="Pasta", price=None)

    spaghetti = [
        pasta("1", "Barilla Pasta Thick Spaghetti", brand=None),
        pasta("2", "Barilla Whole Grain Spaghetti Pasta"),
        pasta("3", "Barilla Classic Blue Box Spaghetti Pasta"),
        pasta("4", "Barilla Classic Blue Box Thin Spaghetti Pasta"),
        pasta("5", "Barilla Red Lentil Spaghetti"),
    ]
    best, *others = rank(line("barilla spaghetti"), spaghetti)
    assert best.product.description == "Barilla Classic Blue Box Spaghetti Pasta"
    assert band(best.confidence) == "sure"
    doubts = {m.product.product_id: m.doubts for m in others}
    assert doubts["1"] == ("also thick",) and doubts["4"] == ("also thin",)
    assert top("barilla thin spaghetti", spaghetti).endswith("Thin Spaghetti Pasta")


def test_a_second_search_joins_two_nouns_but_never_a_descriptor_and_its_noun() -> None:
    # "oat milk" found only plain milk: catalogs write "Oatmilk" as one word
    (milk,) = rank(line("oat milk"), [product("1", "Whole Milk", size="1 gal")])
    assert compound_term(line("oat milk"), milk) == "oatmilk"
    cheese = product("2", "Sargento Shredded Cheddar Cheese", size="8 oz")
    (cheddar,) = rank(line("shredded mozzarella"), [cheese])
    assert cheddar.doubts  # it lacks "mozzarella", yet no catalog writes "shreddedmozzarella"
    assert compound_term(line("shredded mozzarella"), cheddar) is None


def test_ounces_of_weight_and_of_volume_are_one_measure_for_food() -> None:
    # labels weigh cream cheese in "oz" or measure it in "fl oz"; 8 oz blocks fit either
    cheeses = [
        product("1", "Cream Cheese", size="16 fl oz"),
        product("2", "Philadelphia Original Cream Cheese", size="8 oz"),
    ]
    blocks = rank(line("two 8 oz blocks of cream cheese"), cheeses)
    assert [(m.product.product_id, m.quantity) for m in blocks] == [("2", 2), ("1", 2)]
    (tub, *_) = rank(line("16 oz cream cheese"), cheeses)
    assert (tub.product.product_id, tub.quantity) == ("1", 1)


def test_a_can_is_never_a_half_gallon_carton() -> None:
    milks = [
        product("1", "Coconut Milk", size="64 fl oz", category="Dairy"),
        product(
            "2",
            "Thai Kitchen Organic Unsweetened Coconut Milk",
            brand="Thai Kitchen",
            size="13.66 fl oz",
        ),
    ]
    assert top("a can of coconut milk", milks).startswith("Thai Kitchen")
    assert top("coconut milk", milks) == "Coconut Milk"


def test_the_words_in_the_order_asked_win_a_tie() -> None:
    peppers = [
        product("1", "Sweet Mini Peppers", size="12 oz", category="Produce"),
        product("2", "Mini Sweet Peppers", size="12 oz", category="Produce"),
    ]
    assert top("mini sweet peppers", peppers) == "Mini Sweet Peppers"
    assert top("sweet mini peppers", peppers) == "Sweet Mini Peppers"


def test_a_shortened_word_is_covered_by_the_word_it_shortens() -> None:
    milks = [
        product("1", "Milk", size="16 oz"),
        product("2", "2% Milk", size="16 oz"),
        product("3", "Carnation Evaporated Milk", size="12 fl oz", category="Baking Goods"),
    ]
    best = rank(line("evap milk 2 cans"), milks)[0]
    assert (best.product.product_id, best.quantity) == ("3", 2)


def test_the_usual_size_counts_one_measure_however_it_is_written() -> None:
    # half gallons written two ways outnumber the odd pint named plainly "Milk"
    milks = [
        product("1", "Milk", size="16 oz"),
        product("2", "2% Milk", size="16 oz"),
        product("3", "Whole Milk", size="1/2 gal"),
        product("4", "Organic Whole Milk", size="64 fl oz"),
        product("5", "Horizon Organic Whole Milk", size="64 fl oz"),
        product("6", "Fairlife Whole Milk", size="1/2 gal"),
        product("7", "Shamrock Farms Whole Milk", size="1/2 gal"),
    ]
    assert rank(line("milk"), milks)[0].product.product_id == "3"
    assert rank(line("16 oz milk"), milks)[0].product.product_id == "1"


def test_a_choice_of_products_is_read_as_alternatives() -> None:
    def options(text: str) -> list[str]:
        return [o.product for o in alternatives(line(text))]

    assert options("maple syrup or agave") == ["maple syrup", "maple agave", "agave"]
    # a lone word after "or" may stand for the noun before it, and a longer choice
    # before it may share the noun after it
    assert options("chicken stock or broth") == ["chicken stock", "chicken broth", "broth"]
    assert options("red wine or apple cider vinegar") == [
        "red wine vinegar",
        "red wine",
        "apple cider vinegar",
    ]
    assert options("ricotta salata or other crumbly cheese") == [
        "ricotta salata cheese",
        "ricotta salata",
        "crumbly cheese",
    ]
    # a lone word may share the noun after it, or stand alone: both are tried, alone last
    assert options("semisweet or bittersweet chocolate") == [
        "semisweet chocolate",
        "bittersweet chocolate",
        "semisweet",
    ]
    assert options("whole milk") == ["whole milk"]
    assert options("organic or regular eggs")[0] == "organic eggs"
    (organic, *_) = alternatives(line("2 organic or regular eggs"))
    assert organic.count == 2 and organic.descriptors == ("organic",)


def test_rolls_are_a_package_only_when_sized_and_short_words_need_a_closer_spelling() -> None:
    assert product_heads(product("1", "Pumpkin Seed Rolls", category="Bakery")) == ("roll",)
    paper = product("2", "Charmin Ultra Soft Toilet Paper Mega Rolls", category="Household")
    assert "paper" in product_heads(paper)
    drinks = [
        product("3", "Chocolate Protein Shake", size="11 fl oz", category="Beverages"),
        product("4", "Cooking Sake", size="25.4 fl oz", category="International"),
    ]
    assert top("sake", drinks) == "Cooking Sake"
    assert rank(line("sake"), drinks[:1])[0].doubts  # a shake is no sake
    assert top("bannanas", [product("5", "Bananas", category="Produce")]) == "Bananas"


def test_the_thing_comes_before_what_it_is_packed_in() -> None:
    cans = [
        product("1", "Canaan Olive Oil", size="16.9 fl oz", category="Pantry"),
        product("2", "Genova Yellowfin Tuna in Olive Oil", size="5 oz", category="Canned"),
    ]
    best = rank(line("3 cans tuna packed in olive oil"), cans)[0]
    assert (best.product.product_id, best.quantity) == ("2", 3)


def test_a_packed_weight_is_a_bag_though_its_name_does_not_say_so() -> None:
    potatoes = [
        product("1", "Russet Potatoes", size="1 lb", category="Produce", sold_by="WEIGHT"),
        product("2", "Kroger Russet Potatoes", size="5 lb", category="Produce"),
    ]
    (bag, loose) = rank(line("russet potatoes 5 lb bag"), potatoes)
    assert (bag.product.product_id, bag.quantity, bag.doubts) == ("2", 1, ())
    assert "not a bag" in loose.doubts


def test_a_compound_noun_is_not_its_first_word() -> None:
    creams = [
        product("1", "Whipped Cream Cheese", size="16 fl oz", category="Dairy"),
        product("2", "Cabot Whipped Cream", size="14 oz", category="Dairy"),
    ]
    assert top("whipped cream", creams) == "Cabot Whipped Cream"
    assert product_heads(creams[0]) == ("cheese",)
    assert product_heads(product("3", "Apple Sauce", category="Canned")) == ("sauce",)
    # a variety before its class word still names the thing
    assert "marinara" in product_heads(product("4", "Marinara Sauce"))
    assert top("cream cheese", creams) == "Whipped Cream Cheese"


def test_a_word_written_joined_or_apart_is_one_word() -> None:
    names = ["Mini Baking Chips, White Chocolate", "Ghirardelli Chocolate Semi Sweet Mini Chips"]
    chips = [
        product(str(i), n, size="12 oz", category="Baking Goods") for i, n in enumerate(names, 1)
    ]
    best = rank(line("semisweet mini chocolate chips"), chips)[0]
    assert best.product.product_id == "2"
    assert "no semisweet" not in best.doubts
    salts = [
        product("3", "PopCorners Sea Salt", brand="PopCorners", size="7 oz", category="Snacks"),
        product("4", "Fine Sea Salt", size="26 oz", category="Pantry"),
        product("5", "All Natural Sea Salt", size="2.5 oz", category="Pantry"),
        product("6", "Coarse Sea Salt", size="2.5 oz", category="Pantry"),
    ]
    assert top("seasalt", salts) in {"Fine Sea Salt", "All Natural Sea Salt", "Coarse Sea Salt"}


def test_number_words_in_names_match_the_digits_the_parser_reads() -> None:
    spices = [
        product("1", "Spice Powder", size="2.5 oz", category="Pantry"),
        product("2", "Chinese Five Spice Powder", size="2.5 oz", category="Pantry"),
    ]
    assert top("five-spice powder", spices) == "Chinese Five Spice Powder"


def test_a_part_of_the_plant_is_welcome_but_not_missed() -> None:
    greens = [
        product("1", "Spinach Cut Leaf", size="12 oz", category="Frozen"),
        product("2", "Hometown Grocer Baby Spinach", size="5 oz", category="Produce"),
    ]
    best = rank(line("fresh baby spinach leaf"), greens)[0]
    assert (best.product.product_id, best.doubts) == ("2", ())
    # and the second search goes without it: catalogs say "Baby Spinach"
    doubtful = rank(line("fresh baby spinach leaf"), greens[:1])[0]
    assert compound_term(line("fresh baby spinach leaf"), doubtful) == "fresh baby spinach"
    roots = [
        product("3", "Ginger Root Kombucha", size="16 fl oz", category="Beverages"),
        product("4", "Ginger Root", size="1 lb", category="Produce", sold_by="WEIGHT"),
    ]
    assert top("ginger root", roots) == "Ginger Root"


def test_fresh_and_dried_are_said_by_the_shelf() -> None:
    basil = [
        product("1", "Basil", size="12 oz", category="Produce"),
        product("2", "Simply Organic Basil", size="0.54 oz", category="Pantry"),
    ]
    assert top("dried basil", basil) == "Simply Organic Basil"
    assert top("fresh basil", basil) == "Basil"
    spinach = [
        product("3", "Fresh Spinach", size="12 oz", category="Produce"),
        product("4", "Spinach", size="1 bunch", category="Produce"),
    ]
    best = rank(line("2 bunches fresh spinach"), spinach)[0]
    assert (best.product.product_id, best.quantity, best.doubts) == ("4", 2, ())
    # a frozen bag in the produce aisle is still not fresh
    frozen = product("5", "Frozen Chopped Spinach", size="12 oz", category="Produce")
    assert "not fresh" in rank(line("fresh spinach"), [frozen])[0].doubts


def test_an_ear_of_corn_is_the_loose_vegetable_and_a_can_may_be_said_by_its_shelf() -> None:
    corn = [
        product("1", "White Corn", size="15 oz", category="Canned & Packaged"),
        product("2", "White Sweet Corn", size="1 each", category="Produce"),
    ]
    best, canned = rank(line("4 ears of corn"), corn)
    assert (best.product.product_id, best.quantity) == ("2", 4)
    assert "not a ear" in canned.doubts
    beans = [
        product("3", "Black Beans", size="15 oz", category="Canned & Packaged"),
        product("4", "Black Beans", size="2 lb", category="Pasta, Sauces & Grain"),
    ]
    cans = rank(line("2 cans black beans"), beans)[0]
    assert (cans.product.product_id, cans.quantity, cans.doubts) == ("3", 2, ())
    # when nothing comes canned, the second search asks for the canned thing
    assert fallback_term(line("4 cans of tuna")) == "canned tuna"


def test_a_mix_is_not_the_thing_it_is_made_of() -> None:
    seeds = [
        product("1", "Country House Pumpkin Seed Mix", size="6.5 oz", category="Snacks"),
        product("2", "Roasted & Salted Pumpkin Seeds", size="8 oz", category="Snacks"),
    ]
    assert top("pumpkin seeds", seeds) == "Roasted & Salted Pumpkin Seeds"
    assert product_heads(seeds[0]) == ("mix",)


def test_what_shoppers_call_a_thing_is_searched_by_its_catalog_name() -> None:
    assert for_search(line("1 lb hamburger")).product == "ground beef"
    assert for_search(line("3 lb chicken legs")).product == "chicken drumsticks"
    assert for_search(line("6 kiwis")).product == "kiwifruit"
    # only in the noun's place: hamburger buns are buns
    assert for_search(line("hamburger buns")).product == "hamburger buns"
    meat = [
        product("1", "Mrs. Baird's Hamburger", size="20 oz", category="Bakery"),
        product("2", "Ground Beef", size="16 oz", category="Meat & Seafood"),
    ]
    assert rank(for_search(line("hamburger")), meat)[0].product.product_id == "2"


def test_what_a_name_or_a_line_says_the_product_is_without_is_a_conflict() -> None:
    thighs = [
        product("1", "Boneless Skinless Chicken Thighs", size="1 lb", category="Meat & Seafood"),
        product("2", "Bone-In Chicken Thighs", size="1 lb", category="Meat & Seafood"),
    ]
    assert top("skin-on bone-in chicken thighs", thighs) == "Bone-In Chicken Thighs"
    assert top("boneless chicken thighs", thighs) == "Boneless Skinless Chicken Thighs"
    salts = [
        product("3", "Fine Iodized Sea Salt", size="26 oz", category="Pantry"),
        product("4", "Fine Sea Salt", size="26 oz", category="Pantry"),
    ]
    best = rank(line("non-iodized sea salt"), salts)[0]
    assert (best.product.product_id, best.doubts) == ("4", ())
    butter = [
        product("5", "Salted Butter", size="16 oz"),
        product("6", "Sweet Cream Unsalted Butter", size="16 oz"),
    ]
    assert top("unsalted butter", butter) == "Sweet Cream Unsalted Butter"
    assert top("salted butter", butter) == "Salted Butter"
    # a line's own "free" words are no conflict with a name that says the same
    eggs = [product("7", "Cage Free Large Eggs", size="12 ct", category="Eggs")]
    assert not rank(line("cage free eggs"), eggs)[0].doubts


def test_full_fat_is_said_as_whole_milk_and_zero_percent_fat_is_no_fat() -> None:
    yogurts = [
        product("1", "Stonyfield Organic 0% Fat Plain Greek Yogurt", size="32 oz"),
        product("2", "Fage Total Whole Milk Plain Greek Yogurt", size="32 oz"),
    ]
    best = rank(line("plain greek full-fat yogurt"), yogurts)[0]
    assert (best.product.product_id, best.doubts) == ("2", ())


def test_a_food_descriptor_said_last_is_the_thing() -> None:
    sweets = [
        product("1", "Chocolate Milk, Chocolate", size="1/2 gal", category="Dairy"),
        product("2", "Chocolove Milk Chocolate", size="3.2 oz", category="Candy"),
    ]
    assert top("milk chocolate", sweets) == "Chocolove Milk Chocolate"
    assert top("chocolate milk", sweets) == "Chocolate Milk, Chocolate"
    # after a brand it is the flavour of what the brand sells
    yogurts = [
        product(
            "3", "Chobani Gimmies Yogurt Milkshake Strawberry", brand="Chobani", size="6 ct / 4 oz"
        ),
        product("4", "Chobani Strawberry Greek Yogurt", brand="Chobani", size="5.3 oz"),
        product("5", "Chobani Vanilla Greek Yogurt", brand="Chobani", size="5.3 oz"),
        product("6", "Chobani Peach Greek Yogurt", brand="Chobani", size="5.3 oz"),
    ]
    assert top("chobani strawberry", yogurts) == "Chobani Strawberry Greek Yogurt"
    # and after another food it is that food's flavour
    assert head_noun(line("greek yogurt vanilla")) == "yogurt"
    assert head_noun(line("organic dark chocolate")) == "chocolate"


def test_a_name_in_brackets_is_the_things_other_name() -> None:
    onions = [
        product("1", "Scallion Tuna Deluxe", size="16 oz", category="Meat & Seafood"),
        product("2", "Green Onions (Scallions)", size="1 bunch", category="Produce"),
    ]
    assert "scallion" in product_heads(onions[1])
    assert top("scallions", onions) == "Green Onions (Scallions)"


def test_a_spice_ground_or_granulated_is_its_powder() -> None:
    garlic = [
        product("1", "Garlic", size="1 each", category="Produce"),
        product("2", "Garlic Powder", size="3 oz", category="Pantry"),
    ]
    for text in ("granulated garlic", "ground garlic"):
        best = rank(line(text), garlic)[0]
        assert (best.product.product_id, best.doubts) == ("2", ())
    mustard = [
        product("3", "Mustard", size="16 oz", category="Condiments & Sauces"),
        product("4", "Mustard Powder", size="4 oz", category="Condiments & Sauces"),
    ]
    assert top("powdered mustard", mustard) == "Mustard Powder"
    assert top("garlic", garlic) == "Garlic"  # but a powder is no garlic unasked


def test_more_shoppers_names_zest_is_the_fruit() -> None:
    assert for_search(line("orange zest")).product == "oranges"
    # the recipe's "zest of 1 lemon" is read as the lemon by the parser
    assert for_search(line("zest of 1 lemon")).product == "lemon"
    assert for_search(line("1 tsp dry mustard")).product == "mustard powder"
    assert for_search(line("stone ground mustard")).product == "stone ground mustard"
    assert for_search(line("no-boil lasagna noodles")).product == "oven ready lasagna noodles"
    assert for_search(line("spaghetti noodles x2")).product == "spaghetti"
    assert for_search(line("corn on cob 6")).product == "fresh sweet corn"
    assert for_search(line("egg noodles")).product == "egg noodles"
    assert for_search(line("1 head bibb lettuce")).product == "butter lettuce"
    assert for_search(line("dried red chile flakes")).product == "dried crushed red pepper"


def test_a_plant_based_brand_is_not_the_dairy_or_meat_a_line_names() -> None:
    ricottas = [
        product("1", "Kite Hill Ricotta", brand="Kite Hill", size="8 oz"),
        product("2", "Precious Ricotta Cheese", brand="Precious", size="15 oz", price=4.5),
    ]
    assert top("ricotta", ricottas) == "Precious Ricotta Cheese"
    assert "plant-based" in rank(line("ricotta"), ricottas[:1])[0].doubts
    # unless the line asks for one
    milks = [product("3", "Califia Farms Oat Milk", brand="Califia Farms", size="48 fl oz")]
    assert not rank(line("oat milk"), milks)[0].doubts
    assert for_search(line("k cups")).product == "coffee k-cup pods"


def test_another_colour_or_an_imitation_style_is_a_doubt() -> None:
    beans = [
        product("1", "Red Kidney Beans", size="15 oz", category="Canned & Packaged"),
        product("2", "Organic Black Turtle Beans", size="15 oz", category="Canned & Packaged"),
    ]
    assert top("black beans", beans) == "Organic Black Turtle Beans"
    assert "red, not black" in rank(line("black beans"), beans[:1])[0].doubts
    tomatoes = [
        product("3", "San Marzano Style Whole Peeled Tomatoes", size="28 oz", category="Canned"),
        product("4", "Cento San Marzano Whole Peeled Tomatoes", size="28 oz", category="Canned"),
    ]
    assert top("whole san marzano tomatoes", tomatoes).startswith("Cento")
    assert "marzano style" in rank(line("san marzano tomatoes"), tomatoes[:1])[0].doubts


def test_what_most_things_named_so_are_is_told_by_those_the_line_describes() -> None:
    """Most broths are chicken broths, yet a chicken broth is no plain mushroom broth."""
    broths = [product(str(i), f"Chicken Broth {n}", size="32 oz") for i, n in enumerate("ABCD")]
    broths += [
        product("5", "Kettle & Fire Chicken Mushroom Bone Broth", size="16.9 oz"),
        product("6", "Pacific Mushroom Broth", size="32 oz"),
        product("7", "Organic Mushroom Broth", size="32 oz"),
        product("8", "Imagine Mushroom Broth, Low Sodium", size="32 oz"),
    ]
    matches = {m.product.product_id: m for m in rank(line("mushroom broth"), broths, limit=8)}
    assert "also chicken" in matches["5"].doubts


def test_recipe_words_for_what_a_shop_calls_otherwise() -> None:
    assert for_search(line("neutral cooking oil")).product == "vegetable oil"
    assert for_search(line("high-heat oil")).product == "vegetable oil"
    assert for_search(line("1 btl agave")).product == "agave nectar"
    assert for_search(line("fine semolina")).product == "fine semolina flour"
    assert for_search(line("agave syrup")).product == "agave syrup"  # said already


def test_a_noun_read_through_a_misspelling_is_committed_but_never_sure() -> None:
    """ "bannanas" is bananas, yet "diapers" is no "Naan Dippers": a reading through a
    misspelling keeps its alternatives on show."""
    bananas = rank(line("bannanas"), [product("1", "Bananas", category="Produce")])[0]
    assert band(bananas.confidence) == "likely" and bananas.doubts == ("bannana read as banana",)
    exact = rank(line("bananas"), [product("1", "Bananas", category="Produce")])[0]
    assert band(exact.confidence) == "sure"
    dippers = [product("2", "Stonefire Original Naan Dippers", size="7.05 oz", category="Frozen")]
    assert band(rank(line("diapers"), dippers)[0].confidence) != "sure"


def test_a_brand_s_words_describe_nothing_and_a_loose_fruit_is_whole() -> None:
    limes = [
        product(
            "1",
            "Whole Foods Market Organic Tequila Lime",
            brand="Whole Foods Market",
            size="2 oz",
            category="Pantry",
        ),
        product("2", "Limes", size="1 each", category="Produce"),
    ]
    best = rank(line("whole lime"), limes)[0]
    assert (best.product.product_id, best.doubts) == ("2", ())
    assert "not whole" in rank(line("whole lime"), limes[:1])[0].doubts


def test_made_without_what_the_line_did_not_refuse_is_another_kind() -> None:
    milks = [
        product("1", "Organic Lactose Free Whole Milk", brand="Organic Valley", size="1/2 gal"),
        product("2", "Organic Vitamin D Whole Milk", brand="Organic Valley", size="1/2 gal"),
    ]
    assert top("organic valley whole milk", milks) == "Organic Vitamin D Whole Milk"
    assert "lactose-free" in rank(line("whole milk"), milks[:1])[0].doubts
    # a claim is no kind: "Non-GMO" lemonade is lemonade
    claim = [product("4", "Simply Lemonade, All Natural Non-GMO", size="52 fl oz")]
    assert not rank(line("simply lemonade"), claim)[0].doubts
    # the line's own descriptor may be said as "free": skim is fat free
    skim = [product("3", "Fat Free Milk", size="1 gal")]
    assert not rank(line("1 gallon skim milk"), skim)[0].doubts


def test_cooked_forms_and_colour_blends_are_doubts() -> None:
    pork = [
        product("1", "Pulled Pork", size="16 oz", category="Meat & Seafood"),
        product("2", "Ground Pork", size="1 lb", category="Meat & Seafood"),
    ]
    assert top("1 lb pork", pork) == "Ground Pork"
    pepper = [product("3", "Black & White Pepper Grinder", size="2 oz", category="Pantry")]
    assert "also black" in rank(line("white pepper"), pepper)[0].doubts


def test_fresh_is_left_out_of_the_search_term_when_other_words_remain() -> None:
    assert search_term(line("fresh ginger")) == "ginger"
    assert search_term(line("fresh")) == "fresh"
    assert for_search(line("spanish onion")).product == "yellow onions"


def test_ripe_is_said_by_the_produce_shelf() -> None:
    plantains = [
        product("1", "Goya Baked Ripe Frozen Plantains", size="11 oz", category="Frozen"),
        product("2", "Plantains", size="1 each", category="Produce"),
    ]
    best = rank(line("1 ripe plantain"), plantains)[0]
    assert (best.product.product_id, best.doubts) == ("2", ())


def test_a_form_few_of_the_things_come_in_is_a_doubt_unless_nearly_all_do() -> None:
    chickens = [
        product("1", "Lean Cuisine Herb Roasted Frozen Chicken", size="8 oz", category="Frozen"),
        product("2", "Frozen Chicken", size="10 oz", category="Frozen"),
        product("3", "Roasted Chicken", size="2 lb", category="Deli"),
        product("4", "Rotisserie Chicken", size="2 lb", category="Deli"),
        product("5", "Herb Roast Chicken", size="2 lb", category="Deli"),
    ]
    frozen = next(m for m in rank(line("roast chicken"), chickens) if m.product.product_id == "1")
    assert "also frozen" in frozen.doubts
    tots = [
        product(str(i), f"{b} Frozen Tater Tots", size="32 oz", category="Frozen")
        for i, b in enumerate(["Ore-Ida", "Great Value", "Kroger", "Alexia"], start=1)
    ]
    assert "also frozen" not in rank(line("tater tots"), tots)[0].doubts  # tots are frozen


def test_ripe_is_left_out_of_the_search_and_a_named_chile_is_that_pepper() -> None:
    assert search_term(line("1 ripe plantain")) == "plantain"
    assert for_search(line("jalapeno chiles x2")).product == "jalapeno peppers"
    assert for_search(line("green chiles")).product == "green chiles"


def test_a_size_far_from_what_the_thing_usually_comes_in_is_a_doubt() -> None:
    milks = [product(str(i), f"{b} 2% Milk", size="1/2 gal") for i, b in enumerate("ABCDE", 1)]
    milks += [
        product("6", "2% Milk", size="12 fl oz"),
        product("7", "Kroger 2% Milk", size="1 gal"),
    ]
    by_id = {m.product.product_id: m for m in rank(line("2% milk"), milks, limit=7)}
    assert "size 12 fl oz" in by_id["6"].doubts
    assert not by_id["7"].doubts  # twice the usual size is no odd one
    # a larger one is a stock-up, no odd size
    big = rank(line("2% milk"), [*milks[:5], product("8", "2% Milk", size="2 gal")], limit=6)
    assert not next(m for m in big if m.product.product_id == "8").doubts
    # "2%" is not said by "1/2%"
    half = rank(line("2% milk"), [product("9", "1/2% Lowfat Milk", size="1/2 gal")])[0]
    assert "not 2%" in half.doubts
    # a named container says the package: a can of coconut milk is no half gallon
    assert not any(d.startswith("size") for d in rank(line("a can of 2% milk"), milks)[0].doubts)


def test_another_food_joined_to_the_thing_in_the_name_is_a_dish() -> None:
    frozen = [
        product("1", "Tai Pei Frozen Beef and Broccoli", size="10 oz", category="Frozen"),
        product("2", "Frozen Broccoli Cuts", size="12 oz", category="Frozen"),
    ]
    assert "with beef" in rank(line("frozen broccoli"), frozen[:1])[0].doubts
    mac = rank(line("mac and cheese"), [product("3", "Macaroni & Cheese")])[0]
    assert not any(d.startswith("with") for d in mac.doubts)  # both foods were asked for


def test_the_shoppers_own_pick_last_time_is_sure_its_wording_aside_if_it_can_be_had() -> None:
    cheeses = [
        product("1", "Sharp Cheddar Shredded Cheese", size="8 oz"),
        product("2", "Sharp Cheddar Cheese Block", size="8 oz"),
        product("3", "Mild Cheddar Shredded Cheese", size="8 oz"),
        product(
            "4", "Medium Cheddar Shredded Cheese", size="8 oz", stock="TEMPORARILY_OUT_OF_STOCK"
        ),
    ]
    usual = rank(line("cheddar cheese"), cheeses[:3], history={"cheddar cheese": "1"})[0]
    assert usual.product.product_id == "1" and usual.doubts
    assert band(usual.confidence) == "sure"
    gone = rank(line("cheddar cheese"), cheeses, history={"cheddar cheese": "4"})
    assert all(band(m.confidence) != "sure" for m in gone if m.product.product_id == "4")


def test_a_makers_name_before_the_comma_is_not_the_thing() -> None:
    # initials, or the brand, before the comma; the thing after it
    assert "pepper" in product_heads(product("1", "K.L.V., Dried White Pepper", category="Pantry"))
    candy = product("2", "M&M'S, Peanut Milk Chocolate Candy", brand="M&M'S", category="Candy")
    assert product_heads(candy)[0] == "candy"
    # a variety after the comma is still no head: "Chips, White Chocolate" are chips
    assert product_heads(product("3", "Mini Baking Chips, White Chocolate")) == ("chip",)
    peppers = [
        product("4", "Organic Grinder Salt Free Black & White Pepper", category="Pantry"),
        product("5", "K.L.V., Dried White Pepper", category="Pantry"),
    ]
    assert top("white pepper", peppers) == "K.L.V., Dried White Pepper"


def test_a_piece_the_thing_is_cut_into_asks_for_the_thing() -> None:
    fruit = [
        product("1", "Pineapple Chunks", size="15 oz", category="Canned & Packaged"),
        product("2", "Seedless Watermelon", category="Produce"),
    ]
    assert head_noun(line("watermelon chunks")) == "watermelon"
    assert top("watermelon chunks", fruit) == "Seedless Watermelon"
    # and the piece still counts where the shelf has it cut so
    assert "pineapple" in product_heads(fruit[0])
    fruit.append(product("3", "Pineapple", category="Produce"))
    assert top("pineapple chunks", fruit) == "Pineapple Chunks"
    assert (
        top(
            "chocolate chunks",
            [
                fruit[0],
                product("4", "Semi Sweet Chocolate Chunks", size="11.5 oz", category="Baking"),
            ],
        )
        == "Semi Sweet Chocolate Chunks"
    )


def test_a_cut_of_meat_or_a_piece_after_or_is_never_offered_alone() -> None:
    def options(text: str) -> list[str]:
        return [o.product for o in alternatives(line(text))]

    # "shoulder" alone would find lamb shoulder for "pork butt or shoulder"
    assert options("pork butt or shoulder") == ["pork butt", "pork shoulder"]
    assert options("walnut halves and/or pieces") == ["walnut halves", "walnut pieces"]
    assert options("breast or thigh meat") == ["breast meat", "thigh meat"]


def test_a_brand_and_its_own_name_for_the_thing_is_that_product() -> None:
    soups = [
        product("1", "Rao's Soup Chicken Noodle", brand="Rao's Homemade", size="16 oz"),
        product(
            "2",
            "Campbell's Condensed Chicken Noodle Soup",
            brand="Campbell's Condensed",
            size="10.75 oz",
        ),
    ]
    # the possessive's mark left out still names the brand
    assert line("3 cans campbells chicken noodle").brand == "campbells"
    (best, *_) = rank(line("3 cans campbells chicken noodle"), soups)
    assert best.product.description == "Campbell's Condensed Chicken Noodle Soup"
    assert best.quantity == 3
    # read through the brand's naming, not said: likely, never sure
    assert band(best.confidence) != "sure" and "called soup" in best.doubts


def test_a_brand_the_line_ends_with_is_learnt_from_the_candidates() -> None:
    tarts = [
        product("1", "Spookylicious Pop-tarts", brand="Pop-Tarts", size="20.31 oz"),
        product(
            "2",
            "Kellogg's Pop-Tarts Frosted Brown Sugar Cinnamon Pastries",
            brand="Pop-Tarts",
            size="12 ct / 20.31 oz",
        ),
        product("3", "Pop-Tarts Bites Frosted Strawberry", brand="Pop-Tarts", size="5 ct"),
    ]
    asked = line("frosted brown sugar cinnamon pop tarts")
    assert with_catalog_brand(asked, tarts).brand == "pop tarts"
    assert top("frosted brown sugar cinnamon pop tarts", tarts).startswith("Kellogg's Pop-Tarts")


def test_cloves_olives_and_chives_keep_their_e_and_swapped_letters_are_a_typo() -> None:
    spices = [
        product("1", "Clover Sonoma Whole Milk", brand="Clover Sonoma", category="Dairy"),
        product("2", "Whole Cloves", size="1.36 oz", category="Pantry"),
    ]
    assert top("clove", spices) == "Whole Cloves"
    assert product_heads(product("3", "Pitted Kalamata Olives")) == ("olive",)
    assert product_heads(product("4", "Bay Leaves")) == ("leaf", "bay")
    vinegars = [
        product("5", "Vintage Sharp White Cheddar Cheese", size="8 oz"),
        product("6", "White Vinegar", size="16 oz", category="Pantry"),
    ]
    assert top("white vinager", vinegars) == "White Vinegar"


def test_a_brand_alone_takes_what_its_products_usually_are_and_is_searched_by_name() -> None:
    chips = [
        product("1", "Frito-Lay Maui Style Regular", brand="Maui Style", size="6 oz"),
        product("2", "Fritos Original Corn Chips", brand="Fritos", size="9.25 oz"),
        product("3", "Fritos Original Corn Chips", brand="Fritos", size="3.5 oz"),
        product("4", "Fritos Chili Cheese Corn Chips", brand="Fritos", size="9.25 oz"),
    ]
    assert top("fritos", chips) == "Fritos Original Corn Chips"
    peppers = [product("5", "Red Peppers", size="12 oz", category="Produce")]
    (best, *_) = rank(line("dr pepper 24 pack"), peppers)
    # the brand alone is its own search term; the API matches brands case and all
    ((term, brands),) = brand_search(line("dr pepper 24 pack"), best)
    assert term == "dr pepper" and {"Dr Pepper", "Dr. Pepper"} <= set(brands)


def test_pieces_counted_from_a_pack_named_in_the_plural_take_one_pack() -> None:
    tortillas = [product("1", "Flour Tortillas", size="20 oz", category="Bakery")]
    assert rank(line("12 tortillas"), tortillas)[0].quantity == 1
    # one serving named in the singular is counted, and so are containers said
    cups = [product("2", "Greek Yogurt", size="5.3 oz")]
    assert rank(line("6 greek yogurts"), cups)[0].quantity == 6
    cans = [product("3", "Chunk Light Tuna", size="5 oz", category="Canned & Packaged")]
    assert rank(line("4 cans of tuna"), cans)[0].quantity == 4
    # a count written as times is packages: four cans, two bags
    beans = [product("4", "Black Beans", size="15 oz", category="Canned & Packaged")]
    assert rank(line("black beans x4"), beans)[0].quantity == 4
    florets = [product("5", "Frozen Broccoli Florets", size="12 oz", category="Frozen")]
    assert rank(line("2x frozen broccoli florets"), florets)[0].quantity == 2


def test_original_classic_and_traditional_name_a_brands_plain_version() -> None:
    muffins = [
        product("1", "Thomas King Size English Muffins", brand="Thomas", size="12 oz"),
        product("2", "Thomas' Regular English Muffins", brand="Thomas", size="6 ct / 12 oz"),
        product("3", "Thomas' Sourdough English Muffins", brand="Thomas", size="6 ct / 12 oz"),
    ]
    best = rank(line("thomas english muffins original"), muffins)[0]
    assert best.product.description == "Thomas' Regular English Muffins"
    assert "original" in best.reasons  # said by "Regular"
    # a brand and a descriptor: the brand's sauce, in its traditional recipe
    sauces = [
        product(
            "4",
            "Pepperidge Farm Prego Lower Sodium Traditional Italian Sauce",
            brand="Pepperidge Farm",
            size="23.5 oz",
        ),
        product("5", "Prego Pasta Sauce, Sensitive Recipe Traditional", brand="Prego"),
        product("6", "Prego Pasta Sauce, Traditional Italian Tomato Sauce", brand="Prego"),
        product("7", "Prego Pasta Sauce, Italian Sausage & Garlic", brand="Prego"),
    ]
    assert line("prego traditional").descriptors == ("traditional",)
    assert top("prego traditional", sauces) == "Prego Pasta Sauce, Traditional Italian Tomato Sauce"
    oats = [
        product("8", "Quaker Quick 1-Minute Oats", brand="Quaker", size="42 oz"),
        product("9", "Quaker Old Fashioned Oats", brand="Quaker", size="42 oz"),
    ]
    assert top("quaker oats old fashioned", oats) == "Quaker Old Fashioned Oats"


def test_a_packet_is_a_small_pouch_not_a_shaker() -> None:
    seasonings: list[Product] = [
        product("1", "Bearitos Taco Seasoning", brand="Bearitos", category="Pantry"),
        product("2", "Taco Seasoning", size="2.5 oz", category="Pantry"),
        product("3", "Simply Organic Taco Seasoning", brand="Simply Organic", size="1.13 oz"),
    ]
    for p in seasonings:
        p.categories = ["Pantry"]
    best = rank(line("taco seasoning packet"), seasonings)[0]
    assert best.product.description == "Simply Organic Taco Seasoning"
    # one of unknown size may be a jar: not sure enough to commit without asking
    (jar,) = rank(line("taco seasoning packet"), seasonings[:1])
    assert "not a packet" in jar.doubts and band(jar.confidence) != "sure"


def test_how_a_thing_is_packed_at_the_end_of_its_name_is_not_the_thing() -> None:
    assert product_heads(product("1", "French's Classic Yellow Mustard Squeeze Bottle"))[-1] == (
        "mustard"
    )
    creams = [
        product(
            "2",
            "Mill-King Market and Creamery Cacow Chocolate Milk Half Pint",
            size="8 oz",
        ),
        product("3", "Organic Valley Grassmilk Organic Half and Half, 16 oz Pint", size="16 oz"),
    ]
    assert top("half n half pint", creams).startswith("Organic Valley")


def test_the_big_one_is_the_largest_of_the_sizes_the_thing_comes_in() -> None:
    chips = [
        product("1", "Doritos Nacho Cheese Chips", brand="Doritos", size="9.25 oz"),
        product("2", "Doritos Nacho Cheese Tortilla Chips", brand="Doritos", size="2.75 oz"),
        product(
            "3", "Doritos Nacho Cheese Flavored Tortilla Chips", brand="Doritos", size="15.5 oz"
        ),
        product("4", "Doritos Nacho Cheese Chips", brand="Doritos", size="20 ct / 1 oz"),
    ]
    for p in chips:
        p.categories = ["Snacks"]
    assert size_text(rank(line("party size doritos nacho cheese"), chips)[0].product) == "15.5 oz"
    assert size_text(rank(line("doritos nacho cheese"), chips)[0].product) != "15.5 oz"
    pastes = [
        product("5", "Tomato Paste", size="12 oz", category="Canned & Packaged"),
        product("6", "Hunt's Tomato Paste", brand="Hunt's", size="6 oz", category="Canned"),
        product("7", "Contadina Tomato Paste", brand="Contadina", size="12 oz"),
    ]
    best = rank(line("2 small cans tomato paste"), pastes)[0]
    assert best.product.description == "Hunt's Tomato Paste" and best.quantity == 2
    # a name that says it is the big one
    cookies = [
        product("8", "Oreo Chocolate Sandwich Cookies", brand="Oreo", size="13.29 oz"),
        product("9", "Oreo Chocolate Family Size Sandwich Cookies", brand="Oreo", size="18 oz"),
        product("10", "Oreo Double Stuf Chocolate Sandwich Cookies", brand="Oreo", size="15 oz"),
    ]
    best = rank(line("oreos family size"), cookies)[0]
    assert best.product.description == "Oreo Chocolate Family Size Sandwich Cookies"
    assert "the big size" in best.reasons
    # the party size named is not the family size, though both names say "the big one"
    candies = [
        product("11", "M&M's Peanut Family Size Chocolate Candies", brand="M&M'S", size="19.2 oz"),
        product("12", "M&M's Party Size Peanut Chocolate Candies", brand="M&M'S", size="38 oz"),
    ]
    assert top("peanut m&ms the party size bag", candies) == candies[1].description
    assert top("peanut m&ms family size", candies) == candies[0].description


def test_a_brand_and_its_product_line_name_are_that_brands_product() -> None:
    scoops = [
        product("1", "Tostitos Multigrain Scoops", brand="Tostitos", size="10 oz"),
        product("2", "Tostitos Scoops Tortilla Chips", brand="Tostitos", size="10 oz"),
    ]
    assert top("tostitos scoops", scoops) == "Tostitos Scoops Tortilla Chips"
    pizzas = [
        product(
            "3", "DIGIORNO Sausage & Pepperoni Frozen Pizza on a Rising Crust", brand="DiGiorno"
        ),
        product("4", "DIGIORNO Pepperoni Frozen Pizza with Rising Crust", brand="DiGiorno"),
    ]
    assert top("digiorno pepperoni rising crust", pizzas) == (
        "DIGIORNO Pepperoni Frozen Pizza with Rising Crust"
    )
    # the brand's words for it in another order than the name's
    ramen = [
        product("5", "Maruchan Ramen Noodle Chicken Flavor Soup", brand="Maruchan", size="3 oz"),
        product("6", "Maruchan Hot & Spicy Chicken Flavor Soup", brand="Maruchan", size="3 oz"),
    ]
    best = rank(line("maruchan chicken ramen"), ramen)[0]
    assert best.product.product_id == "5" and "is maruchan chicken ramen" in best.reasons


def test_decaf_is_another_kind_and_a_roast_level_is_a_descriptor() -> None:
    coffees = [
        product("1", "Hometown Grocer Decaf Medium Roast Ground Coffee", size="11.3 oz"),
        product("2", "Hometown Grocer Classic Roast Medium Ground Coffee", size="30.5 oz"),
        product("3", "Hometown Grocer Dark Roast Ground Coffee", size="12 oz"),
    ]
    for p in coffees:
        p.categories = ["Coffee & Tea"]
    assert line("ground coffee medium roast").descriptors == ("ground", "medium roast")
    assert top("ground coffee medium roast", coffees).endswith("Classic Roast Medium Ground Coffee")
    pods = [
        product("4", "24ct Café Escapes Chai Latte Keurig K-Cup Coffee Pods Flavored Dark Roast"),
        product("5", "Hometown Grocer Colombian Medium Roast Coffee K-Cup Pods", size="12 ct"),
    ]
    assert top("k cups medium roast", pods).endswith("Medium Roast Coffee K-Cup Pods")


def test_a_block_of_cheese_and_a_brand_written_short() -> None:
    cheeses = [
        product("1", "Daiya Foods Jalapeño Havarti Style Block Cheese", brand="Daiya Foods"),
        product("2", "Philadelphia Original Cream Cheese", brand="Philadelphia", size="8 oz"),
        product("3", "Great Value Shredded Cream Cheese Blend", brand="Great Value"),
    ]
    best = rank(line("philly cream cheese block x2"), cheeses)[0]
    assert best.product.description == "Philadelphia Original Cream Cheese"
    assert best.quantity == 2 and "not a block" not in best.doubts
    # a block is weighed: cream cheese measured in fluid ounces is a tub
    tubs = [
        product("4", "Cream Cheese", size="16 fl oz"),
        product("5", "Great Value Cream Cheese", brand="Great Value", size="8 oz"),
    ]
    best = rank(line("cream cheese 2 blocks"), tubs)[0]
    assert (best.product.product_id, best.quantity) == ("5", 2)


def test_a_style_said_after_the_thing_describes_it() -> None:
    assert head_noun(line("frozen meatballs italian style")) == "meatball"
    frozen = [
        product("1", "Italian Style Cheese", size="8 oz"),
        product("2", "Farm Rich Italian Style Meatballs, Frozen", brand="Farm Rich"),
    ]
    best = rank(line("frozen meatballs italian style"), frozen)[0]
    assert best.product.description.startswith("Farm Rich")
    assert "italian style" not in best.doubts  # asked for, so no imitation


def test_a_size_or_what_it_comes_in_said_after_the_thing_is_not_the_thing() -> None:
    assert head_noun(line("flour tortillas burrito size")) == "tortilla"
    assert head_noun(line("chedder cheese block sharp")) == "cheese"
    assert head_noun(line("pizza rolls")) == "roll"  # a roll is a thing, not a container
    tortillas = [
        product(
            "1",
            "Great Value Stacked Beef Burrito Family Size",
            brand="Great Value",
            size="34 oz",
            category="Frozen",
        ),
        product("2", "Mission Burrito Size Flour Tortillas", brand="Mission", size="20 oz"),
    ]
    assert rank(line("flour tortillas burrito size"), tortillas)[0].product.product_id == "2"


def test_what_the_line_says_it_must_not_be_is_not_picked() -> None:
    cereals = [
        product("1", "Honey Nut Cheerios", size="12 oz", category="Breakfast"),
        product("2", "General Mills Cheerios", brand="General Mills", size="12 oz"),
    ]
    cereals[1].categories = ["Breakfast"]
    assert top("regular cheerios not honey nut", cereals) == "General Mills Cheerios"
    (only,) = rank(line("regular cheerios not honey nut"), cereals[:1])
    assert "is honey nut" in only.doubts and band(only.confidence) != "sure"
    syrups = [
        product("3", "Lite Pancake Syrup", size="12 oz", category="Breakfast"),
        product("4", "Sugar Free Pancake Syrup", size="12 oz", category="Breakfast"),
        product("5", "Mrs. Butterworth's Original Pancake Syrup", size="24 oz"),
    ]
    best = rank(line("pancake syrup - NOT sugar free"), syrups)
    assert best[0].product.description == "Mrs. Butterworth's Original Pancake Syrup"
    assert all("is sugar free" in m.doubts for m in best[1:])
    yogurts = [
        product("6", "Chobani Vanilla Greek Yogurt", brand="Chobani"),
        product("7", "Chobani Plain Greek Yogurt", brand="Chobani"),
    ]
    assert top("greek yogurt, not the flavored kind", yogurts) == "Chobani Plain Greek Yogurt"


def test_one_word_spelt_several_ways_and_crumbles_are_crumbled() -> None:
    assert words("Ancho Chile Powder") == words("ancho chili powder")
    assert words("Greek Yoghurt") == words("greek yogurt")
    cheeses = [
        product("1", "Cotija Cheese Wedge", size="10 oz"),
        product("2", "Cotija Cheese Crumbles", size="8 oz"),
    ]
    best = rank(line("cotija cheese crumbled"), cheeses)[0]
    assert best.product.description == "Cotija Cheese Crumbles" and "crumbled" in best.reasons


def test_plain_is_unflavoured_and_shoppers_names_for_hemp_and_serrano_ham() -> None:
    cauliflower = [
        product("1", "365 Frozen Riced Cauliflower - Pilaf Style", size="12 oz"),
        product("2", "Green Giant Riced Cauliflower, Frozen", brand="Green Giant"),
        product("3", "Frozen Riced Cauliflower Lemon Herb", size="12 oz"),
    ]
    for p in cauliflower:
        p.categories = ["Frozen"]
    best = rank(line("frozen riced cauliflower plain"), cauliflower)[0]
    assert best.product.description == "Green Giant Riced Cauliflower, Frozen"
    assert "plain" in best.reasons
    assert for_search(line("hemp hearts")).product == "hulled hemp seeds"
    spoken = for_search(line("fairlife milk the two percent"))  # as a voice assistant writes it
    assert (spoken.product, spoken.descriptors) == ("fairlife milk the 2%", ("2%",))
    assert for_search(line("one percent milk")).product == "1% milk"
    # a recipe's measures: cloves are of a head of garlic, "packed" is how to fill the cup
    cloves = for_search(line("6 cloves garlic"))
    assert (cloves.product, cloves.count) == ("garlic", 1)
    assert for_search(line("12 cloves of garlic")).count == 2
    assert for_search(line("garlic cloves")).product == "garlic cloves"  # maybe the peeled
    assert for_search(line("1 cup packed brown sugar")).product == "brown sugar"
    assert for_search(line("firmly packed light brown sugar")).product == "light brown sugar"
    assert for_search(line("oil packed sun dried tomatoes")).product.startswith("oil packed")
    # a brand and how it comes packed: the brand's things (its names need not say it)
    pouches = for_search(line("happy baby pouches"))
    assert (pouches.product, pouches.container) == ("happy baby", "pouch")
    foods = [
        product("7", "Stonyfield YoBaby Whole Milk Baby Yogurt Pouches", brand="Stonyfield"),
        product("8", "Happy Baby Organic Stage 1 Carrots Baby Food", brand="Happy Baby"),
    ]
    assert rank(pouches, foods)[0].product.product_id == "8"
    assert for_search(line("jamon serrano")).product == "serrano ham"
    # "vanilla" alone on a list is the baking kind, not vanilla yogurt
    assert for_search(line("vanilla")).product == "vanilla extract"
    assert for_search(line("pure vanilla")).product == "pure vanilla extract"
    assert for_search(line("vanilla yogurt")).product == "vanilla yogurt"
    # "yeast" alone is what bread rises with; the seasoning is asked for by its name
    yeasts = [
        product("4", "Nutritional Yeast", size="16 oz", category="Baking Goods"),
        product("5", "Instant Dry Yeast", size="16 oz", category="Baking Goods"),
    ]
    assert rank(for_search(line("yeast")), yeasts)[0].product.description == "Instant Dry Yeast"
    assert rank(for_search(line("nutritional yeast")), yeasts)[0].product.product_id == "4"


def test_brands_written_as_one_word_and_shoppers_names_for_vegetables() -> None:
    assert for_search(line("cheezits")).product == "cheez-it"
    assert for_search(line("poptarts frosted strawberry")).product.startswith("pop-tarts")
    assert for_search(line("cauliflower rice")).product == "riced cauliflower"
    assert for_search(line("corn on the cob x12")).product == "fresh sweet corn"


def test_a_brand_named_alone_takes_its_product_and_every_word_of_the_brand_counts() -> None:
    drinks = [
        product("1", "Red Bull Sugar free", size="64 fl oz", category="Beverages"),
        product("2", "Red Bull Energy Drink", size="16 fl oz", category="Beverages"),
        product("3", "Red Bell Peppers", category="Produce"),
    ]
    ranked = rank(line("red bull"), drinks)
    assert ranked[0].product.description == "Red Bull Energy Drink"
    pepper = next(m for m in ranked if m.product.description == "Red Bell Peppers")
    assert "not red bull" in pepper.doubts
    corn = [
        product("4", "Sweet Corn", size="15 oz", category="Canned & Packaged"),
        product("5", "Whole Kernel Sweet Corn", size="15 oz", category="Canned & Packaged"),
        product("6", "Super Sweet Corn", size="15 oz", category="Canned & Packaged"),
        product("7", "White Sweet Corn", category="Produce"),
    ]
    best = rank(for_search(line("corn on the cob x12")), corn)[0]
    assert best.product.description == "White Sweet Corn" and best.quantity == 12


def test_a_small_package_of_fish_shelved_with_the_fish_is_likely_a_can() -> None:
    tuna = [product("1", "Wild Planet Wild Albacore Tuna", size="5 oz", category="Meat & Seafood")]
    (can,) = rank(line("3 cans of tuna"), tuna)
    assert "not a can" not in can.doubts and can.quantity == 3
    steak = [product("2", "Yellowfin Tuna", size="16 oz", category="Meat & Seafood")]
    assert "not a can" in rank(line("3 cans of tuna"), steak)[0].doubts


def test_what_the_thing_is_without_comes_after_it() -> None:
    assert head_noun(line("oj no pulp half gallon")) == "juice"
    assert head_noun(line("peanut butter without palm oil")) == "butter"


def test_what_a_milk_is_made_of_clashes_and_full_fat_is_the_unlightened_kind() -> None:
    milks = [
        product("1", "Oatly Full Fat Oat Milk", brand="Oatly", size="1/2 gal"),
        product("2", "Native Forest Organic Coconut Milk", size="13.5 fl oz"),
        product("3", "Organic Coconut Milk, Light", size="13.5 fl oz"),
    ]
    ranked = rank(line("coconut milk full fat"), milks)
    assert ranked[0].product.description == "Native Forest Organic Coconut Milk"
    oat = next(m for m in ranked if m.product.product_id == "1")
    assert "oat, not coconut" in oat.doubts
    light = next(m for m in ranked if m.product.product_id == "3")
    assert "not full fat" in light.doubts
    yogurts = [
        product("4", "FAGE Total 0% Milk Fat Greek Strained Yogurt", size="35.3 oz"),
        product("5", "FAGE Total 5% Milk Fat Greek Strained Yogurt", size="35.3 oz"),
    ]
    assert top("full-fat greek yogurt", yogurts).startswith("FAGE Total 5%")


def test_canned_is_said_by_a_small_package_where_the_shelf_does_not_say_it() -> None:
    milks = [
        product("1", "Coconut Milk", size="64 fl oz"),
        product("2", "Native Forest Unsweetened Organic Coconut Milk", size="13.5 fl oz"),
        product("3", "Coconut Milk", size="6 ct / 13.5 fl oz"),
    ]
    ranked = rank(line("canned coconut milk"), milks)
    assert ranked[0].product.product_id == "2" and "canned" in ranked[0].reasons
    assert all("not canned" in m.doubts for m in ranked[1:])


def test_the_big_one_is_weighed_against_sizes_in_its_own_unit() -> None:
    """A bag of cheese listed as "1/2 gal" is no bigger bag than a 16 oz one: volumes and
    weights are not compared."""
    cheeses = [
        product("1", "Shredded Mozzarella Cheese", size="8 oz"),
        product("2", "Kraft Mozzarella Shredded Cheese", brand="Kraft", size="16 oz"),
        product("3", "Mozzarella Shredded Cheese", size="8 oz"),
        product("4", "Shredded Low-Moisture Whole Milk Mozzarella Cheese", size="1/2 gal"),
    ]
    best = rank(line("the big bag of shredded mozzarella"), cheeses)[0]
    assert best.product.product_id == "2" and "not the big size" not in best.doubts


def test_the_big_one_of_what_is_counted_is_the_one_with_most_pieces() -> None:
    """Pizza rolls come in counts: the 130-count bag is the big bag, the 50-count is not."""
    rolls = [
        product("1", "Totino's Pizza Rolls Pepperoni", brand="Totino's", size="50 ct"),
        product("2", "Totino's Pizza Rolls Pepperoni", brand="Totino's", size="130 ct"),
        product("3", "Totino's Pizza Rolls Combination", brand="Totino's", size="90 ct"),
        product("4", "Totino's Pizza Rolls Pepperoni", brand="Totino's", size="15 ct"),
    ]
    best = rank(line("totinos pizza rolls pepperoni the big bag"), rolls)[0]
    assert best.product.product_id == "2" and "big size unknown" not in best.doubts
    assert (
        rank(line("the small bag of totinos pizza rolls pepperoni"), rolls)[0].product.product_id
        == "4"
    )


def test_mayo_and_mayonnaise_are_one_word() -> None:
    assert words("Kraft Real Mayo Mayonnaise") == ("kraft", "real", "mayo", "mayo")
    mayos = [
        product("1", "Kraft Mayo with Olive Oil Reduced Fat Mayonnaise", brand="Kraft"),
        product("2", "Kraft Real Mayo Creamy & Smooth Mayonnaise", brand="Kraft"),
    ]
    assert top("kraft mayo", mayos) == "Kraft Real Mayo Creamy & Smooth Mayonnaise"


def test_bun_size_says_which_hot_dogs_not_what_they_are() -> None:
    assert head_noun(line("ballpark beef franks bun size 8 ct")) == "frank"
    franks = [
        product("1", "Angus Beef Franks Bun Size", size="12 oz", category="Meat & Seafood"),
        product(
            "2",
            "Ball Park Bun Size Uncured Angus Beef Franks",
            brand="Ball Park",
            size="8 ct / 14 oz",
            category="Meat & Seafood",
        ),
    ]
    best = rank(line("ballpark beef franks bun size 8 ct"), franks)[0]
    assert best.product.product_id == "2" and "bun size" in best.reasons


def test_peanut_is_not_peanut_butter() -> None:
    candies = [
        product("1", "M&M's, Peanut Butter Chocolate Candy, Party Size", brand="M&M'S"),
        product("2", "M&M's Peanut Milk Chocolate Candy, Party Size", brand="M&M'S"),
    ]
    assert top("peanut m&ms party size", candies) == candies[1].description


def test_a_brand_named_after_a_thing_means_that_thing() -> None:
    loaves = [
        product(
            "1", "Dave's Killer Bread Organic 21 Grain Burger Buns", brand="Dave's Killer Bread"
        ),
        product(
            "2",
            "Dave's Killer Bread Organic 21 Whole Grains and Seeds Bread",
            brand="Dave's Killer Bread",
        ),
    ]
    for p in loaves:
        p.categories = ["Bakery"]
    assert top("daves killer bread 21 grain", loaves) == loaves[1].description
    # the buns when they are asked for
    assert top("daves killer bread 21 grain buns", loaves) == loaves[0].description


def test_one_products_size_is_no_typical_size() -> None:
    """The odd-size rule ("a 12 oz bottle of milk when they come in half gallons") needs
    a size several of the things come in: the one chorizo named "Smoked Paprika" does not
    make the spice jars odd."""
    paprikas = [
        product("1", "Chorizo Smoked Paprika", size="12 oz", category="Meat & Seafood"),
        product("2", "Spicely Organic Smoked Paprika", brand="Spicely", size="2.5 oz"),
        product("3", "Rey De La Vera Sweet Smoked Paprika", brand="Rey", size="2.6 oz"),
    ]
    for p in paprikas[1:]:
        p.categories = ["Pantry"]
    best = rank(line("smoked paprika"), paprikas)[0]
    assert best.product.description == "Spicely Organic Smoked Paprika"
    assert not any(d.startswith("size") for d in best.doubts)


def test_a_cut_of_an_animal_and_sliced_deli_meat_are_that_meat() -> None:
    """A "Turkey Breast", "Turkey Deli Slices" and "Turkey Lunch Meat" are turkey to a line
    that asks for sliced turkey; a plant-based maker's "Wild Mushroom Deli Slices" are no
    mushrooms."""
    assert "turkey" in product_heads(product("1", "Thin Sliced Turkey Breast"))
    assert "turkey" in product_heads(product("2", "Oven Roasted Turkey Deli Slices"))
    thin = product("3", "Good & Gather Oven Roasted Turkey Breast Ultra-Thin Deli Slices")
    assert "turkey" in product_heads(thin)
    lunch = product("4", "HORMEL NATURAL CHOICE Sliced Oven Roasted Deli Turkey Lunch Meat")
    assert "turkey" in product_heads(lunch)
    assert "turkey" in product_heads(product("5", "Buddig Original Sliced Turkey Big Pack"))
    assert "pork" in product_heads(product("6", "Boneless Pork Loin"))
    slices = product("7", "Field Roast Wild Mushroom Deli Slices", brand="Field Roast")
    assert "mushroom" not in product_heads(slices)
    # a cut is still not another cut
    assert "breast" not in product_heads(product("8", "Chicken Thighs"))


def test_a_line_from_the_deli_counter_is_weighed_there() -> None:
    turkeys = [
        product("1", "Oven Roasted Turkey Deli Slices", size="16 oz", category="Deli"),
        product(
            "2",
            "Deli Sliced Oven Roasted Turkey Breast",
            size="1 lb",
            category="Deli",
            sold_by="WEIGHT",
        ),
    ]
    best = rank(line("1 lb sliced turkey from the deli counter"), turkeys)[0]
    assert best.product.product_id == "2" and "weighed at the counter" in best.reasons
    assert best.quantity == 1
    # said without the counter, either is fine: the plain package is not pushed aside
    assert top("sliced turkey 1 lb", turkeys[:1]) == turkeys[0].description


def test_a_pack_of_several_holds_them_all_when_a_weight_is_asked() -> None:
    """Half a pound of turkey is one 8 oz pack, not a family pack of two 8 oz ones."""
    turkeys = [
        product(
            "1",
            "Great Value Thin Sliced Oven Roasted Turkey Breast Family Pack",
            size="2 ct / 8 oz",
            category="Meat & Seafood",
            price=5.0,
        ),
        product(
            "2",
            "Hillshire Farm Ultra Thin Deli Sliced Oven Roasted Turkey Breast",
            size="9 oz",
            category="Deli",
            price=6.0,
        ),
    ]
    best = rank(line("1/2 lb oven roasted turkey, sliced thin"), turkeys)[0]
    assert best.product.product_id == "2"
    family = rank(line("1 lb oven roasted turkey"), turkeys[:1])[0]
    assert family.quantity == 1 and not any(d.startswith("size") for d in family.doubts)


def test_mashed_potatoes_are_not_potatoes_and_fresh_fish_is_no_can() -> None:
    mashed = product("1", "Yukon Gold Mashed Potatoes", size="15 oz", category="Canned & Packaged")
    (only,) = rank(line("2 lbs yukon gold potatoes"), [mashed])
    assert "also mashed" in only.doubts and band(only.confidence) != "sure"
    tuna = [
        product("2", "Tuna", size="16 oz", category="Meat & Seafood", price=2.0),
        product(
            "3",
            "Wild Planet Wild Albacore Tuna",
            brand="Wild Planet",
            size="5 oz",
            category="Meat & Seafood",
            price=4.0,
        ),
    ]
    assert top("4 cans of tuna", tuna) == "Wild Planet Wild Albacore Tuna"


def test_what_the_line_says_a_thing_is_for_picks_the_one_made_for_it() -> None:
    stuffings = [
        product("1", "Stove Top Stuffing Mix for Pork", brand="Stove Top", size="6 oz"),
        product("2", "Stove Top Stuffing Mix for Turkey", brand="Stove Top", size="6 oz"),
    ]
    best = rank(for_search(line("2 boxes Stove Top stuffing for turkey")), stuffings)[0]
    assert best.product.product_id == "2" and best.quantity == 2
    assert "also turkey" not in best.doubts
    assert head_noun(line("yeast for dinner rolls")) == "yeast"
    assert for_search(line("yeast for dinner rolls")).product == "dry yeast"


def test_sticks_of_butter_come_in_pound_boxes() -> None:
    butter = [
        product("1", "Good & Gather Unsalted Butter", size="1 lb", price=4.0),
        product("2", "Kerrygold Unsalted Butter", size="8 oz", price=4.0),
    ]
    three = for_search(line("3 sticks unsalted butter"))
    assert (three.amount, three.unit, three.count, three.container) == (1.0, "lb", 1, None)
    best = rank(three, butter)[0]
    assert best.product.product_id == "1" and best.quantity == 1
    assert rank(three, butter[1:])[0].quantity == 2


def test_counted_packages_are_packages_but_counted_pieces_fill_a_pack() -> None:
    crusts = [product("1", "Pillsbury Premade Refrigerated Pie Crusts", size="2 ct")]
    assert rank(line("Pillsbury refrigerated pie crusts x2"), crusts)[0].quantity == 2
    rolls = [product("2", "Pillsbury Crescent Rolls, Original", size="8 ct", category="Bakery")]
    assert rank(line("2 cans Pillsbury crescent rolls"), rolls)[0].quantity == 2
    eggs = [product("3", "Large White Eggs", size="12 ct")]
    assert rank(line("18 eggs"), eggs)[0].quantity == 2
    # "gatorade x2" is two bottles: two 12-packs are no good pick for it
    drinks = [
        product("4", "Gatorade Lemon-Lime", size="12 ct / 12 fl oz", category="Beverages"),
        product(
            "5",
            "Gatorade Thirst Quencher Sports Drink, Lemon Lime",
            brand="Gatorade",
            size="32 oz",
            category="Beverages",
        ),
    ]
    best = rank(line("gatorade lemon lime x2"), drinks)[0]
    assert best.product.product_id == "5" and best.quantity == 2
    # but what comes only in boxes is counted in boxes: two boxes of Uncrustables
    boxes = [
        product(
            "6",
            "Smucker's Uncrustables Frozen Peanut Butter & Grape Jelly Sandwich",
            brand="Smucker's",
            size="4 ct / 8 oz",
            category="Frozen",
        )
    ]
    assert rank(line("uncrustables grape x2"), boxes)[0].quantity == 2
    # and a pack of five links is no multipack of things sold one by one
    sausages = [
        product(
            "7",
            "Johnsonville Sweet Italian Ground Sausage",
            brand="Johnsonville",
            size="16 oz",
            category="Meat & Seafood",
        ),
        product(
            "8",
            "Johnsonville Sweet Italian Sausage",
            brand="Johnsonville",
            size="5 ct / 19 oz",
            category="Meat & Seafood",
        ),
    ]
    best = rank(line("johnsonville sweet italian sausage x2"), sausages)[0]
    assert best.product.product_id == "8" and best.quantity == 2


def test_a_brand_written_in_two_words_is_the_brand_written_as_one() -> None:
    drinks = [
        product("1", "Croix Valley, Bloody Fine Rim Salt, Spicy", size="2.5 oz"),
        product("2", "Lacroix Cuiate, Kiwi Sparkling Water", brand="Lacroix", size="1 gal"),
    ]
    best = rank(line("a case of la croix"), drinks)[0]
    assert best.product.product_id == "2" and band(best.confidence) != "unsure"  # the brand
    assert for_search(line("bag of cuties")).product == "clementines"


def test_counted_pieces_prefer_packs_that_say_how_many_they_hold() -> None:
    buns = [
        product("1", "Hamburger Buns", size="20 oz", category="Bakery"),
        product("2", "Franz Hamburger Buns", brand="Franz", size="8 ct / 15 oz", category="Bakery"),
    ]
    best = rank(line("16 hamburger buns"), buns)[0]
    assert best.product.product_id == "2" and best.quantity == 2
    # a pack named in the plural holds the pieces counted only when it is those pieces:
    # six Lunchables are six trays, though the tray is named "Cracker Stackers"
    trays = [
        product(
            "3",
            "Oscar Mayer Lunchables Ham + American Cracker Stackers",
            brand="Oscar Mayer",
            size="3.4 oz",
            category="Deli",
        )
    ]
    assert rank(line("6 lunchables"), trays)[0].quantity == 6


def test_many_counted_pieces_are_no_guess_at_a_pack_that_does_not_say_its_count() -> None:
    dogs = [
        product("1", "Hot Dogs", size="12 oz", category="Meat & Seafood"),
        product(
            "2",
            "Oscar Mayer Classic Uncured Wieners Hot Dogs",
            brand="Oscar Mayer",
            size="10 ct",
            category="Meat & Seafood",
        ),
    ]
    best = rank(line("20 hot dogs"), dogs)[0]
    assert best.product.product_id == "2" and best.quantity == 2
    # alone, the 12 oz pack is one pack, but how many it holds is a doubt: never sure
    (plain,) = rank(line("20 hot dogs"), dogs[:1])
    assert plain.quantity == 1 and band(plain.confidence) != "sure"
    # a singular name does not make twelve 20 oz packs of twelve tortillas
    wraps = [product("3", "Burrito Tortilla", size="20 oz", category="Bakery")]
    assert rank(line("12 tortillas"), wraps)[0].quantity == 1
    # but a can is one piece, however many are counted
    cans = [product("4", "Whole Kernel Corn", size="15 oz", category="Canned & Packaged")]
    assert rank(line("8 cans of corn"), cans)[0].quantity == 8


def test_family_packs_counted_are_that_many_big_packs() -> None:
    waffles = [
        product(
            "1",
            "Eggo Frozen Waffles, Homestyle, Family Pack",
            brand="Eggo",
            size="24 ct / 29.6 oz",
            category="Frozen",
        ),
        product(
            "2",
            "Kellogg's Eggo Frozen Homestyle Waffles",
            brand="Eggo",
            size="10 ct / 12.3 oz",
            category="Frozen",
        ),
    ]
    best = rank(line("2 family packs of eggo waffles"), waffles)[0]
    assert best.product.product_id == "1" and best.quantity == 2


def test_shorthand_for_chicken_cheese_and_shredded() -> None:
    assert for_search(line("chx nuggets")).product == "chicken nuggets"
    assert for_search(line("cottage chz")).product == "cottage cheese"
    assert for_search(line("shred cheddar")).product == "shredded cheddar"


def test_a_jug_a_little_short_of_the_volume_asked_is_that_jug() -> None:
    ciders = [
        product(
            "1",
            "Martinelli's Sparkling Apple Cider",
            brand="Martinelli's",
            size="25.4 fl oz",
            category="Beverages",
        ),
        product("2", "Apple Cider", size="52 fl oz", category="Beverages"),
    ]
    best = rank(line("apple cider half gallon"), ciders)[0]
    assert best.product.product_id == "2" and best.quantity == 1
    # weights are not rounded so: a 14.5 oz can is no pound of green beans
    beans = [product("3", "Cut Green Beans", size="14.5 oz", category="Canned & Packaged")]
    assert rank(line("a pound of green beans"), beans)[0].quantity == 2


def test_how_a_thing_is_made_before_a_dash_is_not_the_thing() -> None:
    light = product(
        "1", "Amy's Kitchen Light in Sodium - Bean & Cheese Burrito", brand="Amy's Kitchen"
    )
    assert product_heads(light)[0] == "burrito"
    # but a thing before the comma stays the thing: "Sugar, Green" is sugar
    assert product_heads(product("2", "Sugar, Green"))[0] == "sugar"


def test_a_recipes_measure_buys_the_package_that_holds_it() -> None:
    cheese = [
        product("1", "Shredded Mozzarella Cheese", size="8 oz"),
        product("2", "Kraft Mozzarella Shredded Cheese", brand="Kraft", size="16 oz"),
    ]
    # a cup of shredded cheese weighs about 4 oz: two cups are one 8 oz bag, not two
    assert {
        m.product.product_id: m.quantity for m in rank(line("2 cups shredded mozzarella"), cheese)
    } == {"1": 1, "2": 1}
    # leaves fill a cup with air: two cups of spinach are one 5 oz box, and four cups of
    # florets one 12 oz bag (as dry goods they would be two of each)
    spinach = [product("3", "Baby Spinach", size="5 oz", category="Produce")]
    assert rank(line("2 cups fresh baby spinach"), spinach)[0].quantity == 1
    florets = [product("4", "Broccoli Florets", size="12 oz", category="Produce")]
    assert rank(line("4 cups broccoli florets"), florets)[0].quantity == 1
    rice = [product("5", "Long Grain White Rice", size="12 oz", category="Pantry")]
    assert rank(line("4 cups white rice"), rice)[0].quantity == 2
    # broth weighs as water does: four cups are two 18.6 oz cans, or one 32 oz carton
    broths = [
        product("1", "Beef Broth", size="18.6 oz", category="Canned & Packaged"),
        product(
            "2",
            "Great Value Beef Broth",
            brand="Great Value",
            size="32 oz",
            category="Canned & Packaged",
        ),
    ]
    assert [
        m.quantity
        for m in sorted(rank(line("4 cups beef broth"), broths), key=lambda m: m.product.product_id)
    ] == [2, 1]
    # what is left of a bag of flour stays in the cupboard: a big bag is no waste
    flours = [
        product(
            "1",
            "Gold Medal Wondra Quick Mixing All Purpose Flour",
            size="13.5 oz",
            category="Baking Goods",
        ),
        product(
            "2",
            "King Arthur All Purpose Flour",
            brand="King Arthur",
            size="5 lb",
            category="Baking Goods",
        ),
    ]
    best = rank(line("1 1/2 cups all-purpose flour"), flours)[0]
    assert best.product.product_id == "2" and best.quantity == 1 and not best.doubts
    # and a root weighed at the store is one piece of it
    ginger = [product("1", "Ginger Root", size="1 lb", sold_by="WEIGHT", category="Produce")]
    (root,) = rank(line("1 tablespoon grated fresh ginger"), ginger)
    assert root.quantity == 1 and not any(d.startswith("size") for d in root.doubts)


def test_a_blend_or_a_pepper_sauce_is_another_thing() -> None:
    rices = [
        product("1", "Wild Blend Rice", size="2 lb", category="Pasta, Sauces & Grain"),
        product(
            "2", "Extra Fancy Cultivated Wild Rice", size="2 lb", category="Pasta, Sauces & Grain"
        ),
    ]
    assert top("1 cup wild rice", rices) == "Extra Fancy Cultivated Wild Rice"
    sauce = product("3", "Redhot Original Cayenne Pepper Sauce", size="16 oz")
    assert "pepper" not in product_heads(sauce)


def test_stalks_sprigs_and_green_onions_come_in_a_bunch() -> None:
    celery = [
        product("1", "Celery Root (Celeriac)", size="1 lb", sold_by="WEIGHT", category="Produce"),
        product("2", "Celery", size="1 bunch", category="Produce"),
    ]
    best = rank(line("2 celery stalks"), celery)[0]
    assert (best.product.product_id, best.quantity) == ("2", 1)
    thyme = [product("1", "Fresh Thyme", size="1 bunch", category="Produce")]
    assert rank(line("4 sprigs fresh thyme"), thyme)[0].quantity == 1
    onions = [product("1", "Green Onions (Scallions)", size="1 bunch", category="Produce")]
    assert rank(line("4 green onions"), onions)[0].quantity == 1
    assert rank(line("2 bunches green onions"), onions)[0].quantity == 2


def test_a_line_texted_thing_first_is_read_the_other_way_round() -> None:
    bakery = [
        product("1", "Stone & Skillet Muffin English Everything", size="10 oz", category="Bakery"),
        product("2", "Everything Bagels", size="20 oz", category="Bakery"),
    ]
    best = rank(line("bagels everything x2"), bakery)[0]
    assert (best.product.product_id, best.quantity) == ("2", 2)
    tortillas = [
        product("1", "Great Value Stacked Beef Burrito Family Size", size="34 oz"),
        product("2", "Mission Burrito Size Flour Tortillas", size="8 ct / 20 oz"),
    ]
    assert top("tortillas flour burrito size", tortillas).endswith("Flour Tortillas")
    # but a line that reads well as written stays so: chocolate milk is no milk chocolate
    drinks = [
        product("1", "Hershey's Milk Chocolate Bar", size="1.55 oz", category="Candy"),
        product("2", "Chocolate Milk", size="1/2 gal"),
    ]
    assert top("chocolate milk", drinks) == "Chocolate Milk"


def test_a_brand_and_a_flavour_is_what_the_brand_mostly_sells_in_it() -> None:
    frozen = [
        product("1", "DiGiorno Pepperoni Frozen Stromboli", brand="DiGiorno", size="12 oz"),
        *(
            product(str(n), f"DIGIORNO Pepperoni Frozen Pizza {crust}", brand="DiGiorno")
            for n, crust in enumerate(
                ["on a Hand-Tossed Style Crust", "with Croissant Crust", "with Rising Crust"], 2
            )
        ),
    ]
    assert top("digiorno pepperoni x2", frozen).startswith("DIGIORNO Pepperoni Frozen Pizza")


def test_a_makers_line_named_with_a_flavour_is_that_line_in_the_flavour() -> None:
    sandwiches = [
        product("1", "Red Seedless Grapes", size="1 lb", sold_by="WEIGHT", category="Produce"),
        product(
            "2",
            "Smucker's Uncrustables Frozen Peanut Butter & Grape Jelly Sandwich",
            brand="Smucker's",
            size="4 ct / 8 oz",
            category="Frozen",
        ),
    ]
    assert top("uncrustables grape", sandwiches).startswith("Smucker's Uncrustables")


def test_a_bag_of_produce_not_found_as_a_bag_is_searched_with_the_word_bag() -> None:
    loose = product("1", "Lemons", size="12 oz", category="Produce")
    (best,) = rank(line("a bag of lemons"), [loose], limit=1)
    assert bag_term(line("a bag of lemons"), best) == "lemons bag"
    assert bag_term(line("lemons"), best) is None  # no bag asked for
    bagged = product("2", "Hometown Grocer Lemons Bag", size="2 lb", category="Produce")
    (found,) = rank(line("a bag of lemons"), [bagged], limit=1)
    assert bag_term(line("a bag of lemons"), found) is None  # found as a bag already
    chips = product("3", "Sea Salt Potato Chips", size="8 oz", category="Snacks")
    (snack,) = rank(line("bag of chips"), [chips], limit=1)
    assert bag_term(line("bag of chips"), snack) is None  # a snack's bag goes unsaid


def test_a_word_with_accents_is_the_same_word_without() -> None:
    assert words("Jalapeño Crème Fraîche") == words("jalapeno creme fraiche")
    peppers = product("1", "Jalapeno Peppers", size="1 lb", category="Produce", sold_by="WEIGHT")
    strips = product(
        "2", "Artisan Tropic Cassava Strips Jalapeño", size="4.5 oz", category="Snacks"
    )
    assert top("1 jalapeño, seeded and minced", [strips, peppers]) == "Jalapeno Peppers"


def test_red_pepper_flakes_are_the_crushed_red_pepper_on_the_spice_shelf() -> None:
    crushed = product("1", "Crushed Red Pepper Seasoning", size="2.5 oz", category="Pantry")
    assert product_heads(crushed)[:2] == ("seasoning", "pepper")  # a spice crushed is itself
    assert product_heads(product("2", "Taco Seasoning", category="Pantry")) == ("seasoning",)
    fresh = product("3", "Red Peppers", size="12 oz", category="Produce")
    for said in ["1/4 tsp crushed red pepper flakes", "red pepper flakes", "chili flakes"]:
        best = rank(for_search(line(said)), [fresh, crushed])[0]
        assert best.product.description == "Crushed Red Pepper Seasoning", said


def test_a_recipes_cup_of_a_bunch_is_the_bunch() -> None:
    bunch = product("1", "Cilantro", size="1 bunch", category="Produce")
    micro = product("2", "Micro Cilantro", size="12 oz", category="Produce")
    best = rank(line("1/4 cup chopped fresh cilantro"), [micro, bunch])[0]
    assert best.product.description == "Cilantro" and best.quantity == 1
    assert not best.doubts  # no "size 1 bunch": a cup is cut from it


def test_a_choice_in_brackets_is_a_choice() -> None:
    (choice,) = parse_list("1 cup fresh Thai basil leaves (or Italian basil)")
    assert [a.product for a in alternatives(choice)][-1] == "italian basil"
    (aside,) = parse_list("2 tbsp butter (softened)")
    assert [a.product for a in alternatives(aside)] == ["butter"]


def test_a_cut_named_with_the_things_kind_is_that_cut() -> None:
    """ "dill spears" are what the jar calls "Dill Pickle Spears"."""
    spears = product("1", "Vlasic Kosher Dill Pickle Spears", brand="Vlasic", size="24 oz")
    stackers = product(
        "2", "Vlasic Stackers Reduced Sodium Kosher Dill Spears", brand="Vlasic", size="24 fl oz"
    )
    best = rank(line("vlasic dill spears"), [stackers, spears])[0]
    assert best.product.description == "Vlasic Kosher Dill Pickle Spears"
    assert "not dill itself" not in best.doubts


def test_a_can_of_a_vegetable_is_never_the_loose_one() -> None:
    produce = [
        product("1", "Pumpkin", category="Produce"),
        product("2", "Pie Pumpkin", category="Produce"),
        product("3", "Sugar Pumpkin", category="Produce"),
    ]
    canned = product("4", "100% Pure Pumpkin", size="15 oz", category="Canned & Packaged")
    best = rank(line("can pumpkin"), [*produce, canned])
    assert best[0].product.description == "100% Pure Pumpkin"
    assert "not a can" in next(m for m in best if m.product.description == "Pumpkin").doubts
    assert top("pumpkin", [*produce, canned]) == "Pumpkin"


def test_old_names_for_things_are_spelt_out_before_searching() -> None:
    for said, meant in [
        ("oleo", "margarine"),
        ("canned milk", "evaporated milk"),
        ("pot roast", "beef chuck roast"),
        ("jar chipped beef", "dried beef"),
        ("pnut butter creamy", "peanut butter creamy"),
        ("lt brown sugar", "light brown sugar"),
    ]:
        assert for_search(line(said)).product == meant, said


def test_a_brand_is_the_same_written_as_one_word() -> None:
    jello = product("1", "JELL-O Cook & Serve Vanilla Pudding", brand="Jell-O", size="4.6 oz")
    other = product("2", "365 Organic Instant Pudding, Vanilla", brand="365", size="3.7 oz")
    best = rank(line("jello vanilla pudding"), [other, jello])[0]
    assert best.product.brand == "Jell-O" and "brand Jell-O" in best.reasons
    assert "not jello" not in best.doubts


def test_a_word_the_search_dropped_is_searched_with_the_word_after_it() -> None:
    assert filling_term(line("luzianne tea bags"), ("luzianne",)) == "luzianne tea"
    assert filling_term(line("cotija cheese wedge"), ("cotija",)) == "cotija cheese"
    # a form said is no lost name: the thing and its nearest word, as before
    assert filling_term(line("cotija cheese crumbled"), ("crumbled",)) == "cotija cheese"


def test_packets_come_in_a_box_that_counts_them() -> None:
    oatmeal = [
        product("1", "Instant Oatmeal Maple & Brown Sugar", size="12 oz", category="Breakfast"),
        product(
            "2",
            "Quaker Instant Oatmeal Maple & Brown Sugar",
            brand="Quaker",
            size="18 ct",
            category="Breakfast",
        ),
    ]
    assert top("maple brown sugar oatmeal packets", oatmeal).startswith("Quaker")


def test_a_brand_people_name_a_thing_by_is_tried_as_said_then_as_the_thing() -> None:
    # the brand named alone is its namesake thing: the brand's own first (a store may
    # sell it by the thing's name), then anyone's, then whatever else the brand sells
    assert [o.product for o in alternatives(line("a can of Crisco"))] == [
        "crisco vegetable shortening",
        "vegetable shortening",
        "crisco",
    ]
    # a line that says more than the brand is tried as said first
    assert alternatives(line("crisco butter flavor shortening"))[0].product == (
        "crisco butter flavor shortening"
    )
    plain = alternatives(line("a bottle of white Karo syrup"))[1]
    assert (plain.product, plain.brand) == ("light corn syrup", None)
    assert alternatives(line("3 cans of Pet milk"))[1].product == "evaporated milk"
    assert [o.product for o in alternatives(line("tangerines"))] == ["tangerines"]
    # a kind is tried by its plainer name too, where no name says Yukon Gold
    assert [o.product for o in alternatives(line("2 lbs Yukon gold potatoes"))] == [
        "yukon gold potatoes",
        "yellow potatoes",
    ]
    assert [o.product for o in alternatives(line("4 roma tomatoes"))] == ["roma tomatoes"]
    # and old names for plain things are spelt as catalogs name them
    assert for_search(line("a half gallon of sweet milk")).product == "whole milk"
    assert for_search(line("a package of beef weenies")).product == "beef hot dogs"
    assert for_search(line("a can of regular grind coffee")).product == "ground coffee"


def test_a_plain_name_means_the_usual_kind_and_a_sack_is_a_bag() -> None:
    cabbages = [
        product("1", "Napa Cabbage", size="1 lb", category="Produce", sold_by="WEIGHT"),
        product("2", "Red Cabbage", size="1 lb", category="Produce", sold_by="WEIGHT"),
        product("3", "Green Cabbage", size="1 lb", category="Produce", sold_by="WEIGHT"),
    ]
    assert top("a head of cabbage", cabbages) == "Green Cabbage"
    # a kind asked for is that kind
    assert top("red cabbage", cabbages) == "Red Cabbage"
    onions = [
        product("4", "White Onions", size="1 lb", category="Produce", sold_by="WEIGHT"),
        product("5", "Yellow Onions", size="1 lb", category="Produce", sold_by="WEIGHT"),
    ]
    assert top("onions", onions) == "Yellow Onions"
    corn = [
        product("6", "White Corn", size="15 oz", category="Canned & Packaged", price=1.0),
        product("7", "Sweet Corn", size="15 oz", category="Canned & Packaged", price=1.2),
    ]
    assert top("can of corn", corn) == "Sweet Corn"
    (sack,) = parse_list("a five pound sack of flour")
    assert (sack.product, sack.container, sack.amount) == ("flour", "bag", 5)
    assert for_search(line("a pound of real butter, salted")).product == "salted butter"
    assert for_search(line("vanilla flavoring")).product == "vanilla extract"


def test_the_lite_version_is_never_what_a_plain_name_means_however_common() -> None:
    # most pancake syrups on the shelf are lite, and the plain one costs more: still plain
    syrups = [
        product("1", "Lite Pancake Syrup", size="12 oz", category="Breakfast", price=2.5),
        product("2", "Lite Pancake Syrup", size="24 oz", category="Breakfast", price=3.5),
        product("3", "Great Value Lite Pancake Syrup", size="12 oz", category="Breakfast"),
        product("4", "Log Cabin Lite Pancake Syrup", size="12 oz", category="Breakfast"),
        product("5", "Organic Pancake Syrup", size="12 oz", category="Breakfast", price=9.0),
    ]
    assert top("pancake syrup", syrups) == "Organic Pancake Syrup"


def test_a_kind_of_tea_in_bags_and_decaffeinated_said_either_way() -> None:
    assert for_search(line("a box of decaffeinated tea bags")).product == "decaffeinated tea"
    assert for_search(line("tea bags")).product == "tea bags"  # the plain ones by that name
    teas = [
        product("1", "Tea Bags", size="20 ct", category="Coffee & Tea"),
        product("2", "Decaf Black Tea", size="20 ct", category="Coffee & Tea"),
    ]
    best = rank(for_search(line("decaffeinated tea bags")), teas)[0]
    assert best.product.description == "Decaf Black Tea"
    assert for_search(line("a pound of stew meat")).product == "beef stew meat"
    assert for_search(line("lamb stew meat")).product == "lamb stew meat"


def test_a_recipes_fresh_citrus_juice_is_the_fruit_and_cooks_names_for_things() -> None:
    assert for_search(line("fresh lime juice")).product == "limes"
    assert for_search(line("2 tbsp freshly squeezed lemon juice")).product == "lemons"
    assert for_search(line("lemon juice")).product == "lemon juice"  # the bottle
    assert for_search(line("fresh orange juice")).product == "fresh orange juice"  # a carton
    assert for_search(line("rice wine vinegar")).product == "rice vinegar"
    assert for_search(line("parmigiano")).product == "parmigiano reggiano"


def test_packages_said_by_their_size_are_counted_in_what_the_store_sells() -> None:
    twin = product("1", "Philadelphia Original Cream Cheese", size="2 ct / 8 oz")
    brick = product("2", "Clover Sonoma Cream Cheese", size="8 oz")
    cream_cheese = line("4 (8 oz) packages cream cheese, room temperature")
    assert packages(cream_cheese, twin)[0] == 2  # two twin packs of 8 oz bricks
    assert packages(cream_cheese, brick)[0] == 4
    filling = product("3", "Cherry Pie Filling", size="15 oz", category="Baking")
    # as many 15 oz cans as come nearest the recipe's 42 oz; one can for one 21 oz can
    assert packages(line("2 (21 oz) cans cherry pie filling"), filling)[0] == 3
    assert packages(line("1 (21 oz) can cherry pie filling"), filling)[0] == 1
    assert packages(line("2 (14.5 oz) cans diced tomatoes"), filling)[0] == 2
    # a "half gallon" of ice cream is today's 48 oz tub
    tub = product("4", "Barts Homemade Vanilla Ice Cream", size="48 oz", category="Frozen")
    assert packages(line("half gallon vanilla ice cream x3"), tub)[0] == 3
    mini = [
        product("5", "Great Value Marshmallows", size="10 oz", category="Baking"),
        product("6", "Jet-Puffed Mini Marshmallows", size="10 oz", category="Baking"),
    ]
    best = rank(line("1 (10 oz) bag miniature marshmallows"), mini)[0]  # miniature is mini
    assert best.product.product_id == "6"


def test_old_recipe_cards_names_a_fryer_and_toes_of_garlic() -> None:
    fryer = for_search(line("1 whole fryer cut up"))  # "cut up" is the cook's work
    assert fryer.product == "whole fryer chicken"
    assert for_search(line("air fryer liners")).product == "air fryer liners"
    assert for_search(line("air fryer")).product == "air fryer"
    garlic = for_search(line("4 toes garlic"))  # a toe is a clove: one head holds them
    assert (garlic.product, garlic.count) == ("garlic", 1)


def test_caribbean_and_british_names_are_spelt_as_catalogs_name_the_thing() -> None:
    said = {
        "stew beef 2lb": "beef stew meat",  # the meat, not a can of beef stew
        "escallion 2 bunch": "scallions",
        "gungo peas 2": "pigeon peas",
        "bully beef 2 tin": "corned beef",
        "cho cho 2": "chayote squash",
        "dasheen 2 lb": "taro root",
        "vanilla essence": "vanilla extract",
        "saltfish 1lb": "salted codfish",
    }
    assert {text: for_search(line(text)).product for text in said} == said
    stews = [
        product("1", "DINTY MOORE Beef Stew", brand="Dinty Moore", size="38 oz", category="Canned"),
        product("2", "Beef Stew Meat", size="1 lb", sold_by="WEIGHT", category="Meat & Seafood"),
    ]
    assert rank(for_search(line("stew beef 2lb")), stews)[0].product.product_id == "2"


def test_a_variety_said_alone_is_the_fruit_or_vegetable_of_it() -> None:
    said = {
        "romas 8 lb": "roma tomatoes",  # not Contadina's "Roma Style" tomato paste
        "honeycrisp x6": "honeycrisp apples",
        "granny smiths": "granny smith apples",
        "organic galas": "organic gala apples",
        "russets 5 lb": "russet potatoes",
        "vidalias": "vidalia onions",
        "butternut": "butternut squash",
        "romaine": "romaine lettuce",
        "baby bellas": "baby bella mushrooms",
    }
    assert {text: for_search(line(text)).product for text in said} == said
    # the variety named with its thing, or a thing made of it, is left as said
    assert for_search(line("granny smith applesauce")).product == "granny smith applesauce"
    tomatoes = [
        product("1", "Contadina Roma Style with Roasted Garlic Tomato Paste", size="6 oz"),
        product("2", "Roma Tomatoes", size="1 lb", sold_by="WEIGHT", category="Produce"),
    ]
    assert rank(for_search(line("romas 8 lb")), tomatoes)[0].product.product_id == "2"


def test_a_spice_named_alone_is_the_ground_one() -> None:
    spices = [
        product("1", "Whole Cumin", size="2.5 oz", category="Pantry"),
        product("2", "Ground Cumin", size="2.5 oz", category="Pantry"),
        product("3", "Frontier Co-op Turmeric Root", size="1 each", category="Pantry"),
        product("4", "Ground Turmeric", size="2 oz", category="Pantry"),
    ]
    assert top("cumin", spices) == "Ground Cumin"
    assert top("whole cumin", spices) == "Whole Cumin"
    assert top("tumeric", spices) == "Ground Turmeric"  # misspelt as often as not
    assert top("fresh turmeric root", spices) == "Frontier Co-op Turmeric Root"


def test_the_package_size_said_wins_over_one_a_little_off() -> None:
    cans = [
        product("1", "Diced Tomatoes", size="15 oz", category="Canned & Packaged"),
        product(
            "2",
            "Hunt's Diced Tomatoes",
            brand="Hunt's",
            size="14.5 oz",
            category="Canned & Packaged",
        ),
    ]
    best = rank(line("diced tomatoes 14.5 oz x8"), cans)[0]
    assert best.product.product_id == "2" and best.quantity == 8
    # and a cup of something crisp weighs little: 1 1/2 cups of fried onions is one can
    onions = [product("3", "Crispy Fried Onions", size="3.5 oz", category="Condiments & Sauces")]
    assert rank(line("1 1/2 cups fried onions"), onions)[0].quantity == 1


def test_a_cut_of_meat_is_that_cut_as_a_roast_and_a_count_said_is_one_box_of_it() -> None:
    shoulders = [
        product(
            "1",
            "Bone-In Pork Shoulder Boston Butt Roast",
            size="1 lb",
            category="Meat & Seafood",
            sold_by="WEIGHT",
        ),
        product(
            "2",
            "Corky's BBQ Pork Shoulder - Frozen",
            brand="Corky's",
            size="16 oz",
            category="Frozen",
        ),
    ]
    best = rank(line("pork shoulder 6 lb"), shoulders)[0]
    assert best.product.product_id == "1" and best.quantity == 1
    tubes = [
        product("3", "Go-Gurt Strawberry Yogurt Tubes", brand="Go-GURT", size="8 ct / 2 oz"),
        product(
            "4", "Go-Gurt Strawberry Kids Yogurt Tubes", brand="Go-GURT", size="16 ct", price=5.0
        ),
    ]
    best = rank(line("go-gurt strawberry 16 ct"), tubes)[0]
    assert best.product.product_id == "4" and best.quantity == 1


def test_poppy_seeds_are_no_poppy_seed_dressing() -> None:
    seeds = [
        product("1", "Poppy Seed Dressing", size="16 oz", category="Condiments & Sauces"),
        product(
            "2", "Spicely Organic Poppy Seed", brand="Spicely", size="12 oz", category="Pantry"
        ),
    ]
    assert top("2 tbsp poppy seeds", seeds) == "Spicely Organic Poppy Seed"
    assert top("poppy seed dressing", seeds) == "Poppy Seed Dressing"


def test_a_count_of_canned_beans_is_cans_and_spanish_names_for_plain_things() -> None:
    beans = [
        product("1", "Goya Pinto Beans", brand="GOYA", size="15.5 oz", category="Canned & Packaged")
    ]
    assert rank(line("goya pinto beans 3"), beans)[0].quantity == 3
    assert for_search(line("10 limones")).product == "limes"
    assert for_search(line("manteca for the tamales")).product == "lard"


def test_medium_is_no_search_word_and_beef_chuck_is_the_cut() -> None:
    assert search_term(for_search(line("1 medium onion, diced"))) == "onion"
    assert search_term(for_search(line("2 large eggs"))) == "large eggs"
    assert for_search(line("2 lbs beef chuck, cut into 1-inch cubes")).product == "beef chuck roast"
    assert for_search(line("ground beef chuck")).product == "ground beef chuck"
    (dressing,) = parse_list("uh and a bottle of caesar dressing just in case")
    assert dressing.product == "caesar dressing"


def test_a_brands_mustard_is_its_yellow_one_and_small_curd_said_after_the_thing() -> None:
    frenchs = [
        product("1", "French's Honey Mustard", brand="French's", size="12 oz"),
        product("2", "French's Classic Yellow Mustard", brand="French's", size="8 oz"),
        product("3", "French's Honey Dijon Mustard", brand="French's", size="12 oz"),
    ]
    assert top("Frenchs mustard", frenchs) == "French's Classic Yellow Mustard"
    assert top("frenchs honey mustard", frenchs) == "French's Honey Mustard"
    curds = [
        product("4", "Cottage Cheese Small Curd With Chive", size="16 oz"),
        product("5", "Cottage Cheese, Small Curd", size="16 oz"),
        product("6", "Cottage Cheese, Large Curd", size="16 oz"),
    ]
    assert top("cottage cheese small curd", curds) == "Cottage Cheese, Small Curd"
    (best, *_) = rank(for_search(line("cottage cheese sm curd")), curds)
    assert best.product.description == "Cottage Cheese, Small Curd"
    assert top("cottage cheese large curd", curds) == "Cottage Cheese, Large Curd"


def test_a_compound_spelling_anywhere_in_the_line_and_names_speech_misspells() -> None:
    milks = [
        product("1", "Oatly Original Barista Oat Milk", brand="Oatly", size="32 fl oz"),
        product("2", "Oatly Original Oatmilk", brand="Oatly", size="64 fl oz"),
        product("7", "Planet Oat Original Oatmilk", brand="Planet Oat", size="52 fl oz"),
    ]
    assert top("oat milk original", milks).endswith("Original Oatmilk")
    tortillas = [
        product("3", "Corn Tortillas", size="30 ct", category="Bakery"),
        product("4", "Flour Tortillas", size="10 ct", category="Bakery"),
    ]
    (best, *_) = rank(for_search(line("flower tortillas")), tortillas)
    assert best.product.description == "Flour Tortillas"
    sticks = [
        product("5", "Jim's Cheese, Jack Cheese", size="8 oz"),
        product("6", "Slim Jim Original Smoked Snack Stick", brand="Slim Jim", category="Snacks"),
    ]
    assert top("slim jims", sticks) == "Slim Jim Original Smoked Snack Stick"


def test_a_kind_and_its_class_is_the_kind_and_condensed_soups_are_named_without_soup() -> None:
    pastas = [
        product("1", "Shirataki Ziti Pasta", size="16 oz", category="Pasta"),
        product("2", "Classic Pasta Ziti", size="16 oz", category="Pasta"),
        product("3", "Ziti Bolognese Pasta Bowl", size="9 oz", category="Frozen"),
    ]
    assert top("ziti pasta", pastas) == "Classic Pasta Ziti"
    soups = [
        product("4", "Celery Hearts", size="1 lb", category="Produce"),
        product("5", "Cream of Celery Condensed Soup", size="10.5 oz", category="Canned"),
    ]
    (best, *_) = rank(for_search(line("2 cans cream of celery")), soups)
    assert (best.product.description, best.quantity) == ("Cream of Celery Condensed Soup", 2)
    assert "is soup" in best.reasons
    elbows = [
        product("6", "Elbows & Cheddar Mac & Cheese", size="11 oz", category="Pasta"),
        product("7", "Elbow Macaroni", size="16 oz", category="Pasta"),
    ]
    (best, *_) = rank(for_search(line("elbow mac 1 lb")), elbows)
    assert best.product.description == "Elbow Macaroni"


def test_fresh_is_never_a_spice_jar_sold_by_the_each() -> None:
    gingers = [
        product("1", "Simply Organic Ginger", size="1 each", category="Pantry"),
        product("2", "Ginger Root", size="1 lb", category="Produce", sold_by="WEIGHT"),
    ]
    assert top("fresh ginger", gingers) == "Ginger Root"
    jar = next(m for m in rank(line("1 piece fresh ginger"), gingers) if m.product is gingers[0])
    assert "fresh" not in jar.reasons and "not fresh" in jar.doubts


def test_kids_snack_brands_are_known() -> None:
    (pouches,) = parse_list("once upon a farm pouches x4")
    assert (pouches.brand, pouches.count) == ("once upon a farm", 4)
    (bars,) = parse_list("zbars choc chip")
    assert bars.brand == "zbar"


def test_plain_flour_and_sugar_are_the_bags_that_say_all_purpose_and_granulated() -> None:
    flours = [
        product("1", "Flour", size="5 lb", category="Baking Goods"),
        product(
            "2",
            "Navajo Pride All Purpose Flour",
            brand="Navajo Pride",
            size="5 lb",
            category="Baking Goods",
        ),
    ]
    assert top("5 lb flour", flours) == "Navajo Pride All Purpose Flour"
    sugars = [
        product("3", "Sugar", size="5 lb", category="Baking Goods"),
        product("4", "Granulated Sugar", size="5 lb", category="Baking Goods"),
    ]
    assert top("sugar 5lb", sugars) == "Granulated Sugar"
    # another kind named is not the usual one
    (palm, *_) = rank(line("palm sugar"), sugars)
    assert palm.product.description == "Sugar"


def test_a_thing_named_by_the_cups_it_comes_in_is_the_cups_that_name_it_first() -> None:
    cups = [
        product("1", "Mandarin Orange Sparkling Water", size="12 fl oz", category="Beverages"),
        product("2", "Del Monte Fruit Cups Mandarin Oranges in 100% Juice", size="4 ct / 4 oz"),
    ]
    (best, *_) = rank(line("mandarin orange cups"), cups)
    assert best.product is cups[1] and "is cup" in best.reasons


def test_baby_carrots_are_the_mini_ones() -> None:
    carrots = [
        product("1", "Organic Carrots", size="1 lb", category="Produce", sold_by="WEIGHT"),
        product("2", "Organic Mini Peeled Carrots", size="1 lb", category="Produce"),
    ]
    assert top("organic baby carrots", carrots) == "Organic Mini Peeled Carrots"


def test_a_weight_per_package_never_fits_a_box_of_pieces_of_unknown_size() -> None:
    velveeta = [
        product("1", "Velveeta Original", brand="Velveeta", size="3 ct", category="Pasta"),
        product("2", "Velveeta Original Cheese Block", brand="Velveeta", size="32 oz"),
    ]
    (best, other) = rank(line("Velveeta 2 lb block"), velveeta)
    assert best.product is velveeta[1]
    assert "size 3 ct" in other.doubts


def test_tuna_fish_is_tuna() -> None:
    tunas = [
        product("1", "Smoked Ahi Tuna Poke Bowl", size="8.8 oz", category="Frozen"),
        product("2", "Wild Albacore Tuna", size="5 oz", category="Meat & Seafood"),
    ]
    (best, *_) = rank(for_search(line("a couple cans of tuna fish")), tunas)
    assert (best.product.description, best.quantity) == ("Wild Albacore Tuna", 2)
    assert "is tuna" in best.reasons


def test_decaf_alone_is_the_coffee() -> None:
    decafs = [
        product("1", "Decaf Chai Concentrate", size="12 oz", category="Coffee & Tea"),
        product("2", "Decaf Medium Roast Ground Coffee", size="11.3 oz", category="Coffee & Tea"),
    ]
    (best, *_) = rank(for_search(line("decaf")), decafs)
    assert best.product.description == "Decaf Medium Roast Ground Coffee"
    assert "is coffee" in best.reasons


def test_each_brand_of_a_choice_is_its_own_and_shares_the_thing() -> None:
    (line_,) = parse_list("jif or skippy peanut butter")
    options = [(o.product, o.brand) for o in alternatives(line_)]
    assert options == [("jif peanut butter", "jif"), ("skippy peanut butter", "skippy")]


def test_brands_said_after_the_thing_share_it_though_one_is_unknown() -> None:
    (jif,) = parse_list("peanut butter jif or skippy")
    options = [(o.product, o.brand) for o in alternatives(jif)]
    assert options == [("jif peanut butter", "jif"), ("skippy peanut butter", "skippy")]
    (grace,) = parse_list("coconut milk grace or goya 3 cans")  # Grace: a brand we do not know
    options = [(o.product, o.brand) for o in alternatives(grace)]
    assert options == [("grace coconut milk", None), ("goya coconut milk", "goya")]
    (broth,) = parse_list("chicken stock or broth")  # no brand: the noun is shared as before
    assert [o.product for o in alternatives(broth)][:2] == ["chicken stock", "chicken broth"]


def test_twice_the_usual_size_is_the_big_one_though_a_restaurant_size_is_bigger() -> None:
    """Most shredded cheese comes in 8 oz bags; the 16 oz bag is "the big bag", even
    where the store also sells a 5 lb bag for restaurants. "The biggest" is that one."""
    cheeses = [
        product("1", "Shredded Mozzarella Cheese", size="8 oz"),
        product("2", "Mozzarella Shredded Cheese", size="8 oz"),
        product("3", "Great Value Shredded Mozzarella Cheese", brand="Great Value", size="8 oz"),
        product("4", "Kraft Mozzarella Shredded Cheese", brand="Kraft", size="16 oz"),
        product("5", "Shredded Mozzarella Cheese", size="5 lb"),
    ]
    ranked = rank(line("the big bag of shredded mozzarella"), cheeses)
    fits = {m.product.product_id: "not the big size" not in m.doubts for m in ranked}
    assert fits == {"1": False, "2": False, "3": False, "4": True, "5": True}
    biggest = rank(line("the biggest bag of shredded mozzarella"), cheeses)[0]
    assert size_text(biggest.product) == "5 lb"


def test_a_big_size_the_line_names_is_not_another_big_size() -> None:
    cookies = [
        product(
            "1",
            "CHIPS AHOY! Original Chocolate Chip Cookies, Party Size",
            size="25.3 oz",
            brand="Chips Ahoy!",
            category="Snacks",
        ),
        product(
            "2",
            "CHIPS AHOY! Original Chocolate Chip Cookies, Family Size",
            size="18.2 oz",
            brand="Chips Ahoy!",
            category="Snacks",
        ),
        product(
            "3",
            "CHIPS AHOY! Original Chocolate Chip Cookies",
            size="13 oz",
            brand="Chips Ahoy!",
            category="Snacks",
        ),
    ]
    best = rank(line("chips ahoy family size"), cookies)[0]
    assert best.product.product_id == "2" and "the big size" in best.reasons
    (party,) = [
        m for m in rank(line("chips ahoy family size"), cookies) if m.product.product_id == "1"
    ]
    assert "the big size" not in party.reasons


def test_the_big_can_is_the_number_ten_can_where_the_store_has_one() -> None:
    hominy = [
        product("1", "Great Value White Hominy", size="15.5 oz", category="Canned & Packaged"),
        product("2", "GOYA White Hominy", size="15 oz", category="Canned & Packaged"),
        product("3", "Great Value White Hominy", size="110.4 oz", category="Canned & Packaged"),
    ]
    best = rank(line("hominy for the pozole, the big can"), hominy)[0]
    assert best.product.product_id == "3" and "not a can" not in best.doubts
    # a can asked for plainly is the shelf can
    assert size_text(rank(line("a can of hominy"), hominy)[0].product) != "110.4 oz"


def test_the_big_one_outweighs_a_container_the_name_does_not_say() -> None:
    # the shared catalog's ground coffees: the big canister's name says no "can"
    coffee = [
        product(
            "1",
            "Hometown Grocer Breakfast Blend Ground Coffee",
            size="12 oz",
            category="Coffee",
            price=7.5,
        ),
        product(
            "2",
            "Hometown Grocer Classic Roast Medium Ground Coffee",
            size="30.5 oz",
            category="Coffee",
            price=10.0,
        ),
        product("3", "Tiemans Coffee Premium Ground Dark Coffee", size="10 oz", category="Coffee"),
        product("4", "Mocha Ground Coffee", size="12 oz", category="Coffee"),
    ]
    best = rank(line("ground coffee the big can"), coffee)[0]
    assert best.product.product_id == "2"
    assert rank(line("ground coffee"), coffee)[0].product.product_id != "2"


def test_two_words_are_a_compound_only_when_close_to_it_and_not_one_of_them() -> None:
    salads = [
        product("1", "Channa Masala", size="12 oz", category="International"),
        product("2", "Macaroni Salad", size="10 oz", category="Deli"),
    ]
    assert top("mac salad", salads) == "Macaroni Salad"  # "macsalad" is no Masala
    bars = [
        product(
            "3",
            "RXBAR Minis Chocolate Sea Salt & PB Chocolate Variety Pack",
            size="10 ct",
            brand="Rxbar",
            category="Snacks",
        ),
        product("4", "Rxbar Chocolate Sea Salt Protein Bar", brand="Rxbar", category="Snacks"),
    ]
    # "bar chocolate" glued is no Chocolate
    assert top("rx bar chocolate sea salt", bars) == "Rxbar Chocolate Sea Salt Protein Bar"


def test_a_labels_legal_wording_names_the_thing_before_it() -> None:
    # the kind first, the legal class after it
    assert product_heads(product("1", "Whole Wheat Rigatoni Macaroni Product")) == (
        "rigatoni",
        "macaroni",
    )
    assert product_heads(product("2", "Trottole Enriched Macaroni Product"))[0] == "trottole"
    assert product_heads(product("3", "Velveeta Original Prepared Cheese Product"))[0] == "cheese"
    pastas = [
        product("4", "Rigatoni Enriched Macaroni Product", size="16 oz", category="Pantry"),
        product("5", "Rigatoni Pasta Sauce", size="24 oz", category="Pantry"),
    ]
    assert top("rigatoni", pastas) == "Rigatoni Enriched Macaroni Product"


def test_what_a_thing_is_for_counts_only_where_the_name_says_for() -> None:
    """ "velveeta for queso": the cheese to make queso with, not Velveeta's Queso Blanco."""
    velveeta = [
        product("1", "Velveeta Queso Blanco Cheese, 32 oz Block", brand="Velveeta", size="32 oz"),
        product("2", "Velveeta Original Prepared Cheese Product", brand="Velveeta", size="32 oz"),
    ]
    best = rank(for_search(line("2 lb block of velveeta for queso")), velveeta)[0]
    assert best.product.product_id == "2" and best.quantity == 1


def test_a_block_is_not_a_box_from_the_dry_shelves() -> None:
    velveeta = [
        product(
            "1",
            "Velveeta Shells & Cheese",
            brand="Velveeta",
            size="16 oz",
            category="Pasta, Sauces & Grain",
        ),
        product("2", "Velveeta Original Cheese, 16 oz Block", brand="Velveeta", size="16 oz"),
    ]
    ranked = rank(line("1 (16 oz) block Velveeta, cubed"), velveeta)
    assert ranked[0].product.product_id == "2"
    assert "not a block" in ranked[1].doubts


def test_a_brand_of_two_words_said_as_one_is_searched_as_written() -> None:
    """ "jello" finds no JELL-O at the API; "jell-o" does."""
    assert search_term(line("3 boxes jello instant vanilla pudding")) == (
        "jell-o instant vanilla pudding"
    )
    assert search_term(line("cheezit")) == "cheez-it"
    assert search_term(line("jell-o instant pudding")) == "jell-o instant pudding"


def test_pudding_and_pie_filling_is_pudding() -> None:
    puddings = [
        product("1", "JELL-O Cook & Serve Vanilla Pudding", brand="Jell-O", size="4.6 oz"),
        product("2", "JELL-O Instant Vanilla Pudding & Pie Filling", brand="Jell-O", size="5.1 oz"),
    ]
    puddings[0].categories, puddings[1].categories = ["Snacks"], ["Baking"]
    assert product_heads(puddings[1])[0] == "pudding"
    assert top("jello instant vanilla pudding", puddings) == puddings[1].description


def test_a_brat_is_a_bratwurst() -> None:
    assert words("Johnsonville Original Bratwurst Party Pack")[2] == "brat"
    assert words("Johnsonville Stadium Brats")[2] == "brat"


def test_og_is_the_original() -> None:
    cookies = [
        product(
            "1",
            "Chips Ahoy! Chewy Party Size",
            size="26 oz",
            brand="Chips Ahoy!",
            category="Snacks",
        ),
        product(
            "2",
            "Chips Ahoy! Original Chocolate Chip Cookies",
            size="13 oz",
            brand="Chips Ahoy!",
            category="Snacks",
        ),
    ]
    best = rank(for_search(line("chips ahoy og")), cookies)[0]
    assert best.product.description == cookies[1].description


def test_candy_after_the_thing_is_its_class_and_a_dash_ends_the_makers_name() -> None:
    assert product_heads(product("1", "Werthers Original Hard Caramel Candy"))[:2] == (
        "candy",
        "caramel",
    )
    # "Fatwater- Pink Grapefruit": a drink of the maker's, flavoured so; not a grapefruit
    drink = product("2", "Bulletproof Fatwater- Pink Grapefruit", category="Beverages")
    assert "grapefruit" not in product_heads(drink)


def test_baking_morsels_are_chips_and_a_lost_kind_is_searched_alone() -> None:
    assert words("Nestle Toll House Butterscotch Morsels")[-1] == "chip"
    # "butterscotch chips" found potato chips: the kind alone finds the morsels
    assert filling_term(line("1 (11 oz) bag butterscotch chips"), ("butterscotch",)) == (
        "butterscotch"
    )


def test_a_name_saying_what_it_is_without_is_what_the_line_avoids() -> None:
    chilis = [
        product(pid, name, brand="Wolf Brand", size="15 oz", category="Canned & Packaged")
        for pid, name in (
            ("1", "Wolf Brand Chili with Beans"),
            ("2", "WOLF BRAND Chili No Beans, Chili Without Beans"),
        )
    ]
    assert product_heads(chilis[1])[0] == "chili"
    ranked = rank(for_search(line("6 cans wolf brand chili no beans")), chilis)
    assert ranked[0].product.product_id == "2" and "no beans" in ranked[0].reasons
    assert "is beans" in ranked[1].doubts


def test_the_freezer_aisle_is_frozen_and_a_style_or_blend_unsaid_is_a_variety() -> None:
    rices = [
        product(
            "1",
            "365 by Whole Foods Market Frozen Riced Cauliflower - Pilaf Style",
            category="Frozen",
        ),
        product("2", "Cascadian Farm Riced Cauliflower Blend", category="Frozen"),
        product("3", "365 Everyday Value Organic Riced Cauliflower", category="Frozen"),
    ]
    ranked = rank(line("frozen riced cauliflower"), rices)
    assert ranked[0].product.product_id == "3" and "frozen" in ranked[0].reasons
    doubts = {m.product.product_id: m.doubts for m in ranked}
    assert "also pilaf" in doubts["1"]
    # a style before the thing names the kind, as a line would: no variety of it
    pankos = [
        product("4", "Italian Style Panko", size="8 oz", category="Pantry"),
        product("5", "Yehuda Matzos Matzo Meal Panko Style", size="16 oz", category="Pantry"),
    ]
    assert top("panko", pankos) == "Italian Style Panko"


def test_keto_shorthand_and_a_third_less_fat_is_no_full_fat() -> None:
    assert for_search(line("hwc 1 qt")).product == "heavy whipping cream"
    assert for_search(line("ny strip")).product == "new york strip steak"
    cheeses = [
        product(
            "1",
            "Philadelphia Neufchatel Cheese with 1/3 Less Fat than Cream Cheese, 8 oz Brick",
            brand="Philadelphia",
            size="8 oz",
        ),
        product("2", "Philadelphia Original Cream Cheese", brand="Philadelphia", size="8 oz"),
    ]
    best = rank(for_search(line("philly cream cheese full fat")), cheeses)[0]
    assert best.product.product_id == "2" and "full fat" in best.reasons


def test_corned_beef_is_no_fresh_brisket() -> None:
    briskets = [
        product("1", "Flat Cut Corned Beef Brisket", size="1 lb", category="Meat & Seafood")
    ]
    best = rank(line("1 (3 lb) flat-cut beef brisket"), briskets)[0]
    assert "also corned" in best.doubts and band(best.confidence) != "sure"


def test_a_brand_named_alone_is_its_own_label_and_not_its_lighter_kind() -> None:
    # as the shared catalog has them: the biscuit mix under Betty Crocker's label
    mixes = [
        product(
            pid, f"Betty Crocker Bisquick {kind}", brand=brand, size=size, category="Baking Goods"
        )
        for pid, kind, brand, size in (
            ("1", "Buttermilk Biscuit Mix", "Betty Crocker", "7.5 oz"),
            ("2", "Pancake and Baking Mix", "Bisquick", "60 oz"),
            ("7", "Pancake and Baking Mix", "Bisquick", "20 oz"),
            ("8", "Pancake and Baking Mix", "Bisquick", "40 oz"),
        )
    ]
    assert top("a box of Bisquick", mixes) == mixes[1].description
    spams = [
        product("3", "SPAM Less Sodium", brand="SPAM", size="12 oz", category="Canned & Packaged"),
        product("4", "Spam", size="12 oz", category="Canned & Packaged"),
    ]
    ranked = rank(line("a can of Spam"), spams)
    assert ranked[0].product.product_id == "4" and "a lighter kind" in ranked[1].doubts
    # asked for, it is no doubt; nor is a claim after the comma
    assert "a lighter kind" not in rank(line("spam less sodium"), spams)[0].doubts
    milks = [product("5", "2% Reduced Fat Milk", size="1 gal")]
    assert "a lighter kind" not in rank(line("a gallon of 2% milk"), milks)[0].doubts
    cereal = product("6", "Post Grape-Nuts Cereal, Original, Low Fat, High Fiber", brand="Post")
    assert "a lighter kind" not in rank(line("grape nuts cereal"), [cereal])[0].doubts


def test_a_brand_whose_name_is_a_form_is_that_form() -> None:
    """Minute rice is instant rice: "brown rice" is the plain bag, "minute rice" Minute's."""
    rices = [
        product("1", "Minute Brown Rice", brand="Minute", size="2 lb", category="Pantry"),
        product("2", "Organic Brown Rice", size="2 lb", category="Pantry"),
    ]
    ranked = rank(line("brown rice"), rices)
    assert ranked[0].product.product_id == "2" and "Minute is instant" in ranked[1].doubts
    assert top("minute brown rice", rices) == "Minute Brown Rice"
    assert top("instant brown rice", rices) == "Minute Brown Rice"


def test_a_package_a_little_short_of_the_weight_asked_is_that_package() -> None:
    lentils = product("1", "Split Red Lentils", size="15 oz", category="Pantry")
    best = rank(line("1 lb split red lentils"), [lentils])[0]
    assert best.quantity == 1  # not two bags for the ounce the pound lacks
    beef = product("2", "Ground Beef 80/20", size="16 oz", category="Meat & Seafood")
    assert rank(line("2 lbs ground beef"), [beef])[0].quantity == 2
    small = product("3", "Thin Sliced Roast Beef", size="7 oz", category="Deli")
    assert rank(line("1 lb roast beef"), [small])[0].quantity == 3  # 14 oz is no pound


def test_a_tie_between_two_kinds_of_thing_is_never_sure() -> None:
    """ "hot cheetos": the popcorn and the puffs score alike; the line does not say which."""
    snacks = [
        product(pid, name, brand="Cheetos", size="6.5 oz", category="Snacks")
        for pid, name in (("1", "Cheetos Flamin' Hot Popcorn"), ("2", "Cheetos Flamin Hot Puffs"))
    ]
    assert band(rank(line("hot cheetos"), snacks)[0].confidence) == "likely"
    # two makers' broth alike are one kind of thing: either may be sure
    broths = [
        product("3", "Chicken Broth", size="32 oz", category="Canned & Packaged"),
        product("4", "Kitchen Basics Chicken Broth", size="32 oz", category="Canned & Packaged"),
    ]
    assert band(rank(line("chicken broth"), broths)[0].confidence) == "sure"


def test_a_misspelling_is_said_to_be_read_as_the_word_it_matched() -> None:
    cheeses = [product("1", "Parmesan Cheese", size="8 oz")]
    assert rank(line("parmesean"), cheeses)[0].doubts == ("parmesean read as parmesan",)


def test_a_dish_that_is_a_soup_is_that_dish() -> None:
    """ "Ramen Noodle Soup" is ramen ("12pk ramen" is Maruchan's twelve), but "Ramen
    Noodles" stay noodles and "Chicken Noodle Soup" is soup, not chicken."""
    soup = product("1", "Maruchan Shrimp Flavor Ramen Noodle Soup", size="12 ct / 3 oz")
    assert "ramen" in product_heads(soup)
    assert product_heads(product("2", "Ramen Noodles, Mushroom")) == ("noodle",)
    assert "chicken" not in product_heads(product("3", "Chicken Noodle Soup"))
    ramens = [soup, product("4", "Hakubaku Organic Ramen", size="9.5 oz")]
    assert top("12pk ramen", ramens) == "Maruchan Shrimp Flavor Ramen Noodle Soup"


def test_a_word_no_candidate_has_is_read_as_the_spelling_most_of_them_have() -> None:
    """ "raman noodles": the search found ramen noodles by it; read as ramen, never sure.
    A word some candidate has is never read otherwise ("pork chops" among chips)."""
    noodles = [
        product("1", "Ramen Noodles, Mushroom", size="16 oz", category="International"),
        product("2", "Ocean's Halo Organic Ramen Noodles", size="10 oz", category="International"),
        product("3", "Egg Noodles", size="16 oz", category="Pasta, Sauces & Grain"),
    ]
    best = rank(line("raman noodles"), noodles)[0]
    assert best.product.product_id == "1" and "raman read as ramen" in best.doubts
    assert band(best.confidence) != "sure"
    pork = [
        product("4", "Pork Chops", size="1 lb", category="Meat & Seafood"),
        product("5", "Pork Rind Chips", size="3 oz", category="Snacks"),
        product("6", "Pork Chips", size="3 oz", category="Snacks"),
    ]
    assert not any("read as" in d for d in rank(line("pork chops"), pork)[0].doubts)


def test_a_brand_named_alone_means_its_usual_thing_not_another_of_its_things() -> None:
    """ "hot cheetos": most Cheetos are the cheese snacks; the Flamin' Hot Popcorn and
    Puffs are other things of the brand, and their noun is a word the line did not say."""
    cheetos = [
        product(pid, name, brand="Cheetos", size=size, category="Snacks")
        for pid, name, size in (
            ("1", "Cheetos Flamin' Hot Popcorn", "2 oz"),
            ("2", "Cheetos Flamin Hot Puffs", "8 oz"),
            ("3", "Cheetos Crunchy Flamin' Hot Cheese Flavored Snacks", "8.5 oz"),
            ("4", "Cheetos Crunchy Flamin Hot", "8.5 oz"),
            ("5", "Cheetos Crunchy Cheese Flavored Snacks", "8.5 oz"),
            ("6", "Cheetos Puffs Cheese Flavored Snacks", "8 oz"),
            ("7", "Cheetos Crunchy Flamin' Hot Limon Cheese Snacks", "8.5 oz"),
        )
    ]
    assert top("hot cheetos", cheetos).startswith("Cheetos Crunchy Flamin")
    assert "Puffs" in top("cheetos puffs", cheetos)  # what the line names, if of the brand


def test_a_serving_pack_no_name_says_is_how_the_thing_comes() -> None:
    """ "happy baby pouches stage 2 x4": Happy Baby's stage 2 foods come in pouches their
    names do not mention; the stage is which food, not the thing."""
    foods = [
        product(
            "1",
            "Happy Baby Organic Stage 2 Pears & Prunes Baby Food",
            brand="Happy Baby",
            size="4 oz",
            category="Baby",
        ),
        product("2", "Great Value Premium Chicken Salad Pouch", size="2.6 oz", category="Deli"),
        product("3", "Happy Baby Organic Puffs, Strawberry", brand="Happy Baby", size="2.1 oz"),
    ]
    best = rank(line("happy baby pouches stage 2 x4"), foods)[0]
    assert best.product.product_id == "1" and best.quantity == 4
    assert "not a pouch" in best.doubts  # offered, never sure of the package
    # a name that says its pouches is found by them as before
    sauces = [
        product("4", "Organic Applesauce Pouches - Apple Carrot", size="4 ct"),
        product("5", "Chunky Applesauce", size="24 oz"),
    ]
    assert top("applesauce pouches", sauces) == "Organic Applesauce Pouches - Apple Carrot"


def test_a_few_pieces_are_one_pack_of_them_and_sticks_of_oleo_a_pound() -> None:
    """A recipe's "2 eggs" is one carton of 12, not two of a 16 oz "Salted Egg"; "2
    gatorade" are two bottles, not an 8-pack; two sticks of margarine are its pound."""
    eggs = [
        product("1", "Salted Egg", size="16 oz", category="Meat & Seafood"),
        product("2", "Large Eggs", size="12 ct", category="Eggs"),
        product("3", "Grade A Large Eggs", size="12 ct", category="Eggs"),
    ]
    best = rank(line("2 eggs"), eggs)[0]
    assert best.product.product_id == "2" and best.quantity == 1
    drinks = [
        product("5", "Gatorade Lemon-Lime", size="28 fl oz", category="Beverages"),
        product("6", "Gatorade Lemon-Lime Thirst Quencher", size="8 ct / 20 fl oz"),
    ]
    best = rank(line("2 gatorade lemon lime"), drinks)[0]
    assert best.product.product_id == "5" and best.quantity == 2
    margarine = [product("7", "Crystal Margarine", size="16 oz", category="Dairy")]
    assert rank(for_search(line("2 sticks oleo")), margarine)[0].quantity == 1


def test_bbq_is_barbecue_and_a_brand_said_after_the_thing_is_the_brand() -> None:
    sauces = [
        product("1", "Bbq Sauce", size="16 oz", category="Condiments & Sauces"),
        product(
            "2",
            "KC Masterpiece Original Barbecue Sauce",
            brand="KC Masterpiece",
            size="40 oz",
            category="Condiments & Sauces",
        ),
    ]
    best = rank(line("bbq sauce kc masterpiece"), sauces)[0]
    assert best.product.product_id == "2" and "no bbq" not in best.doubts
    assert words("Barbecue Sauce") == words("BBQ sauce")


def test_grahams_are_graham_crackers_unless_a_product_is_named_so() -> None:
    (plain,) = [o.product for o in alternatives(line("honey maid grahams"))[1:]]
    assert plain == "honey maid graham crackers"
    assert alternatives(line("teddy grahams"))[0].product == "teddy grahams"
    assert for_search(line("2 rotiserie chkns")).product == "rotiserie chickens"


def test_the_big_one_reads_ounces_and_fluid_ounces_as_one_scale() -> None:
    """White vinegar is shelved as "16 oz" bottles and "64 fl oz" jugs: the jug is the big
    one (a "1/2 gal" tub of what is weighed is still not compared, as above)."""
    vinegars = [
        product("1", "White Vinegar", size="16 oz", category="Pantry", price=1.29),
        product("2", "White Distilled Vinegar", size="16 oz", category="Pantry", price=1.19),
        product("3", "Puro White Distilled Vinegar", size="16 oz", category="Pantry"),
        product("4", "Great Value Distilled White Vinegar", size="64 fl oz", category="Pantry"),
    ]
    best = rank(line("white vinegar the big jug for cleaning"), vinegars)[0]
    assert best.product.product_id == "4" and "not the big size" not in best.doubts
    assert top("white vinegar", vinegars) != "Great Value Distilled White Vinegar"


def test_the_big_one_outweighs_a_word_the_line_did_not_say() -> None:
    cheeses = [
        product("1", "Parmesan Cheese", size="8 oz", price=3.49),
        product("2", "Mama Francesca Classic Parmesan Cheese", size="8 oz", price=3.99),
        product("3", "Kraft Parmesan Grated Cheese, 16 oz Shaker", brand="Kraft", size="16 oz"),
        product("4", "Grated Parmesan Cheese", size="8 oz", price=3.29),
    ]
    assert top("parmesan cheese the big one", cheeses).endswith("16 oz Shaker")
    assert top("parmesan cheese", cheeses) == "Parmesan Cheese"


def test_the_big_pack_counts_the_pieces_of_a_multipack() -> None:
    """ "The big pack" of string cheese is the one with most sticks, though each pack of
    sticks is several packages sold as one; "the big bag" of chips is still no box of
    snack bags."""
    sticks = [
        product("1", "Sorrento String Cheese", size="16 oz"),
        product("2", "Crystal Farms String Cheese", size="10 oz"),
        product("3", "Good & Gather Mozzarella String Cheese", size="12 ct / 12 oz"),
        product("4", "Frigo Mozzarella String Cheese", size="36 ct / 36 oz", price=9.99),
        product("5", "Polly-O Mozzarella String Cheese", size="12 ct / 12 oz"),
    ]
    assert top("string cheese, the big pack", sticks) == "Frigo Mozzarella String Cheese"
    chips = [
        product("1", "Lay's Classic Potato Chips", size="8 oz", category="Snacks"),
        product("2", "Lay's Classic Potato Chips", size="13 oz", category="Snacks"),
        product("3", "Lay's Classic Potato Chips Snack Bags", size="30 ct / 30 oz"),
        product("4", "Lay's Classic Potato Chips", size="10 oz", category="Snacks"),
    ]
    best = rank(line("lays classic the big bag"), chips)[0]
    assert size_text(best.product) == "13 oz"


def test_what_a_note_says_will_do_is_tried_after_the_line_itself() -> None:
    def tried(text: str) -> list[str]:
        return [a.product for a in alternatives(parse_list(text)[0])]

    assert tried("hobak - zucchini is fine since they never have real hobak") == [
        "hobak",
        "zucchini",
    ]
    assert tried("doenjang (or miso if they dont have it)") == ["doenjang", "miso"]
    assert tried("short grain white rice (calrose is fine too)")[-1] == "calrose"
    assert tried("blueberries (frozen is fine)") == ["blueberries", "frozen blueberries"]
    # which ones, or any brand, is no other thing
    assert tried("bananas (green ones are fine)") == ["bananas"]
    assert tried("salsa (any brand is ok)") == ["salsa"]


def test_regular_is_the_brands_plain_kind_and_costs_little_where_unsaid() -> None:
    cookies = [
        product("1", "Frito-Lay Maui Style Regular", brand="Maui Style", category="Snacks"),
        product("2", "Oreo Original Chocolate Sandwich Cookies", brand="Oreo", category="Snacks"),
        product("3", "Oreo Golden Sandwich Cookies", brand="Oreo", category="Snacks"),
    ]
    assert top("oreos regular", cookies) == "Oreo Original Chocolate Sandwich Cookies"
    creams = [
        product("1", "Daisy Sour Cream", brand="Daisy"),
        product("2", "Light Sour Cream"),
    ]
    best = rank(line("regular sour cream"), creams)[0]
    assert best.product.description == "Daisy Sour Cream" and "no regular" not in best.doubts


def test_a_thing_named_for_two_uses_is_either() -> None:
    """ "Cherry Pie Filling or Topping" is pie filling, and the 20 oz can of it is nearer
    a recipe's 21 oz can than a 15 oz one."""
    assert set(product_heads(product("1", "Great Value Cherry Pie Filling or Topping"))) == {
        "filling",
        "topping",
    }
    assert "sauce" in product_heads(product("2", "Teriyaki Sauce & Marinade"))
    fillings = [
        product("1", "Cherry Pie Filling", size="15 oz", category="Canned Goods", price=2.5),
        product(
            "2", "Great Value Cherry Pie Filling or Topping", size="20 oz", category="Canned Goods"
        ),
    ]
    best = rank(line("1 (21 oz) can cherry pie filling"), fillings)[0]
    assert best.product.product_id == "2" and best.quantity == 1


def test_a_known_brand_or_an_unknown_one_share_the_thing() -> None:
    choice = parse_list("pancake mix - bisquick or krusteaz")[0]
    assert [a.product for a in alternatives(choice)] == [
        "bisquick pancake mix",
        "krusteaz pancake mix",
    ]


def test_rice_said_after_its_grain_is_rice_and_white_unless_named_otherwise() -> None:
    rices = [
        product("1", "Enriched Long Grain, Precooked Instant White Rice", size="2 lb"),
        product("2", "Long Grain White Rice", size="2 lb"),
        product("3", "Koshihikari Premium Short Grain Rice", size="2 lb"),
        product("4", "Organic Short Grain Brown Rice", size="2 lb"),
    ]
    assert head_noun(line("white rice long grain")) == "rice"
    assert top("white rice long grain 2lb bag x2", rices) == "Long Grain White Rice"
    assert top("short grain white rice", rices) == "Koshihikari Premium Short Grain Rice"


def test_franks_red_hot_is_the_cayenne_pepper_sauce_where_the_brand_is_unnamed() -> None:
    sauces = [
        product("1", "Niman Ranch Fearless Uncured Franks", brand="Niman Ranch", category="Meat"),
        product("2", "Uncured Beef Franks", category="Meat"),
        product("3", "Redhot Original Cayenne Pepper Sauce", category="Condiments & Sauces"),
    ]
    choice = parse_list("franks red hot original")[0]
    assert [a.product for a in alternatives(choice)][-1] == "cayenne pepper sauce original"
    assert top("cayenne pepper sauce original", sauces) == "Redhot Original Cayenne Pepper Sauce"


def test_imitation_crab_is_no_crab_and_soft_tofu_the_silken() -> None:
    crabs = [
        product("1", "Broken Red King Crab", size="12 oz", category="Seafood"),
        product("2", "Canadian Snow Crab, Legs And Claws", size="12 oz", category="Seafood"),
        product(
            "3", "Crab Delights Leg Style Imitation Crab Meat", size="12 oz", category="Seafood"
        ),
    ]
    assert "crab" in product_heads(crabs[2])  # crab meat is crab
    assert top("imitation crab for kimbap", crabs) == "Crab Delights Leg Style Imitation Crab Meat"
    tofus = [
        product("1", "Azumaya Tofu", brand="Azumaya"),
        product("2", "Hodo Firm Tofu", brand="Hodo"),
        product("3", "Organic Silken Tofu"),
    ]
    assert top("soft tofu", tofus) == "Organic Silken Tofu"


def test_a_gloss_in_brackets_may_offer_two_names() -> None:
    other = gloss(parse_list("dashima (dried kelp / kombu) for stock")[0])
    assert other is not None and other.product == "dried kelp or kombu"
    assert gloss(parse_list("lentils (green or brown)")[0]) is None  # colours name nothing


def test_a_few_tins_said_after_the_thing_are_that_many_tins() -> None:
    kippers = [product("1", "King Oscar Kipper Snacks", size="3.25 oz", category="Meat & Seafood")]
    assert rank(line("KIPPER SNACKS 3"), kippers)[0].quantity == 3
    tortillas = [product("1", "Flour Tortillas", size="20 oz", category="Bakery")]
    assert rank(line("tortillas 12"), tortillas)[0].quantity == 1  # a pack holds twelve


def test_large_is_a_grade_extra_large_is_another() -> None:
    shrimp = [
        product("1", "Extra Large Shrimp", size="12 oz", category="Seafood", price=7.99),
        product("2", "Large Raw Shrimp", size="12 oz", category="Seafood", price=8.49),
    ]
    assert top("1 lb large shrimp, peeled and deveined", shrimp) == "Large Raw Shrimp"
    assert top("extra large shrimp", shrimp) == "Extra Large Shrimp"


def test_a_few_dried_chiles_are_one_bag_of_pods() -> None:
    pods = [product("1", "Guajillo Chili Pods", size="18.6 oz", category="Canned & Packaged")]
    assert "chili" in product_heads(pods[0])
    assert rank(line("4 dried guajillo chiles, stemmed and seeded"), pods)[0].quantity == 1
    beans = [product("1", "Black Beans", size="15 oz", category="Canned & Packaged")]
    assert rank(line("3 black beans"), beans)[0].quantity == 3  # cans, not pieces


def test_a_possessive_makers_name_before_the_comma_is_not_the_thing() -> None:
    wylers = product("1", "Wyler's, Instant Bouillon Powder, Chicken", size="16 oz")
    assert product_heads(wylers) == ("powder",)
    (match,) = rank(line("1 tbsp chicken bouillon powder"), [wylers])
    assert "not powder itself" not in match.doubts and "no chicken" not in match.doubts


def test_how_it_is_made_is_no_other_thing_to_take() -> None:
    (shells,) = parse_list("6 tostada shells (store-bought is fine)")
    assert [a.product for a in alternatives(shells)] == ["tostada shells"]


def test_a_brand_spelt_otherwise_still_names_its_flavour() -> None:
    jello = [
        product("1", "Limes", category="Produce", size="1 each", price=0.5),
        product("2", "Jell-O Lime Gelatin Dessert Mix", brand="Jell-O", size="3 oz"),
    ]
    best = rank(line("JELLO LIME 3 BOXES"), jello)[0]
    assert best.product.brand == "Jell-O" and "not lime itself" not in best.doubts


def test_a_shoppers_name_may_be_followed_by_its_lean_share() -> None:
    assert for_search(parse_list("HAMBURGER MEAT 2 LB 80/20")[0]).product == "ground beef 80/20"


def test_chunk_lite_is_chunk_light_and_kraut_sauerkraut_and_salmon_pink_pink_salmon() -> None:
    tunas = [
        product("1", "Chunk Yellowfin Tuna In Water", size="5 oz", category="Canned"),
        product("2", "Chunk Light Tuna In Water", size="5 oz", category="Canned"),
    ]
    best = rank(line("tuna chunk lite in water 4 cans"), tunas)[0]
    assert best.product.product_id == "2" and not best.doubts
    assert for_search(parse_list("KRAUT 2 CANS")[0]).product == "sauerkraut"
    assert head_noun(line("SALMON PINK 1 TALL CAN")) == "salmon"


def test_a_cup_of_chocolate_chips_weighs_six_ounces() -> None:
    chips = [product("1", "Semi-Sweet Chocolate Chips", size="12 oz", category="Baking")]
    assert packages(line("3 cups semi sweet chocolate chips"), chips[0])[0] == 2  # 18 oz
    assert packages(line("2 cups semisweet chocolate chips"), chips[0])[0] == 1
    crisps = product("2", "Potato Chips", size="8 oz", category="Snacks")
    assert packages(line("1 cup crushed potato chips"), crisps)[0] == 1


def test_pints_of_berries_are_pint_boxes() -> None:
    berries = [
        product("1", "Blueberries", size="12 oz", category="Produce", price=3.49),
        product("2", "Blueberries", size="1 pt", category="Produce", price=3.99),
    ]
    best = rank(line("blueberries 2 pints"), berries)[0]
    assert (best.product.product_id, best.quantity) == ("2", 2)
    assert "not a pint" not in best.doubts


def test_single_servings_named_in_the_plural_may_be_a_multipack() -> None:
    pouches = [
        product("1", "Applesauce Pouch, Apple", size="3.2 oz", category="Pantry", price=1.0),
        product("2", "Organic Applesauce Pouches", size="12 ct / 3.2 oz", category="Pantry"),
        product("3", "Applesauce Pouches, Strawberry", size="3.2 oz", category="Pantry"),
        product("4", "Applesauce Pouches, Cinnamon", size="3.2 oz", category="Pantry"),
    ]
    multipack = next(
        m for m in rank(line("applesauce pouches"), pouches) if m.product.product_id == "2"
    )
    assert not any(d.startswith("a pack of") for d in multipack.doubts)
    single = next(m for m in rank(line("applesauce"), pouches) if m.product.product_id == "2")
    assert any(d.startswith("a pack of") for d in single.doubts)  # plain applesauce: one


def test_a_brand_named_alone_is_its_original_where_one_is_named_so() -> None:
    velveeta = [
        product("1", "Velveeta Shells & Cheese", size="16 oz", category="Pantry"),
        product("2", "Velveeta Original", brand="Velveeta", size="3 ct"),
        product("3", "Velveeta Original Prepared Cheese Product", brand="Velveeta", size="32 oz"),
        product("4", "Velveeta Shells & Cheese Pasta", brand="Velveeta", size="2.39 oz"),
    ]
    best = rank(line("velveeta"), velveeta)[0]
    assert best.product.description.startswith("Velveeta Original")
    assert "the original" in best.reasons
    # a kind said with the brand is that kind
    assert top("velveeta shells and cheese", velveeta).startswith("Velveeta Shells & Cheese")


def test_a_radish_is_the_red_one_and_vinegar_the_white() -> None:
    radishes = [
        product("1", "Daikon Radish", size="1 lb", category="Produce", sold_by="WEIGHT"),
        product("2", "Red Radishes", size="1 bunch", category="Produce"),
    ]
    assert top("4 radishes, thinly sliced", radishes) == "Red Radishes"
    assert top("daikon radish", radishes) == "Daikon Radish"
    vinegars = [
        product("1", "Vinegar", size="16 oz", category="Pantry"),
        product("2", "Balsamic Vinegar", size="16 oz", category="Pantry"),
        product("3", "White Vinegar", size="16 oz", category="Pantry"),
    ]
    assert top("VINEGAR", vinegars) == "White Vinegar"
    assert top("balsamic vinegar", vinegars) == "Balsamic Vinegar"


def test_a_thing_said_after_a_brand_that_names_it_is_asked_for() -> None:
    # "Field Roast … roast": the roast is asked for, not whatever Field Roast makes
    field_roast = [
        product("1", "Field Roast Plant-Based Buffalo Wings", brand="Field Roast", size="16 oz"),
        product("2", "Field Roast Sage & Garlic Plant-Based Roast", brand="Field Roast"),
    ]
    best = rank(line("Field Roast plant-based roast (sage & garlic)"), field_roast)[0]
    assert best.product is field_roast[1] and "is roast" in best.reasons


def test_how_the_package_looks_is_no_other_name() -> None:
    assert gloss(line("takis fuego (purple bag)")) is None
    assert gloss(line("mac and cheese (blue box)")) is None
    kombu = gloss(line("dashima (dried kelp / kombu)"))
    assert kombu is not None and kombu.product == "dried kelp or kombu"


def test_green_onions_times_three_are_three_bunches() -> None:
    bunch = product("1", "Green Onions (Scallions)", size="1 bunch", category="Produce")
    assert packages(line("green onion x3"), bunch)[0] == 3
    assert packages(line("3 green onions"), bunch)[0] == 1  # three onions: one bunch


def test_pasta_named_by_its_shape_then_noodles_is_that_pasta() -> None:
    assert product_heads(product("1", "Barilla Wavy Lasagna Noodles"))[:2] == ("noodle", "lasagna")
    assert "egg" not in product_heads(product("2", "Egg Noodles"))
    lasagna = [
        product("1", "Barilla Oven Ready Lasagna Noodles", brand="Barilla", size="9 oz"),
        product("2", "Barilla Wavy Lasagna Noodles", brand="Barilla", size="16 oz"),
    ]
    best = rank(line("Barilla lasagna 2 box - the REGULAR not oven ready"), lasagna)[0]
    assert best.product is lasagna[1] and "is lasagna" in best.reasons


def test_a_word_spelt_two_ways_is_tried_the_other_way() -> None:
    assert [o.product for o in alternatives(line("phyllo dough"))] == [
        "phyllo dough",
        "fillo dough",
    ]
    assert alternatives(line("fillo dough"))[-1].product == "phyllo dough"


def test_plain_coffee_is_the_ground_coffee() -> None:
    coffees = [
        product("1", "Chameleon Organic Cold-brew Black Coffee", size="32 fl oz"),
        product("2", "Hometown Grocer Classic Roast Medium Ground Coffee", size="30.5 oz"),
        product("3", "Kitu Super Cold Brew Black Coffee", size="32 fl oz"),
        product("4", "SToK Unsweetened Extra Bold Coffee", size="48 fl oz"),
        product("5", "Dark Roast Whole Bean Coffee", size="12 oz"),
    ]
    assert top("coffee", coffees) == "Hometown Grocer Classic Roast Medium Ground Coffee"


def test_counted_pieces_of_what_a_package_holds() -> None:
    rolls = product(
        "1", "King's Hawaiian Original Hawaiian Sweet Rolls", brand="King's Hawaiian", size="12 ct"
    )
    twelve = for_search(line("king's hawaiian rolls 12"))
    assert twelve.container is None  # the rolls are the thing, no container
    assert packages(twelve, rolls)[0] == 1  # twelve rolls: one pack of twelve
    kisses = product(
        "2", "Hershey's Kisses, Milk Chocolate Candy", brand="Hershey's Kisses", size="5.3 oz"
    )
    assert packages(line("48 Hershey's Kisses"), kisses)[0] == 1
    cups = product("3", "Del Monte Fruit Cup Snacks Cherry Mixed Fruit", size="4 ct")
    (best,) = rank(line("12 fruit cups"), [cups])
    assert best.quantity == 3
    cubes = product("4", "Cube Bouillon, Chicken", size="16 oz")
    assert packages(line("2 chicken bouillon cubes"), cubes)[0] == 1
    nori = product("5", "Organic Sushi Nori, Roasted Seaweed Sheets", size="0.81 oz")
    assert packages(line("4 sheets nori"), nori)[0] == 1


def test_not_the_store_kind_is_the_makers_own() -> None:
    flakes = [
        product("1", "Great Value Frosted Flakes", brand="Great Value", size="24 oz"),
        product("2", "Organic Frosted Flakes Cereal", size="12 oz"),
        product("3", "Kellogg's Frosted Flakes of Corn Cereal", brand="Kellogg's", size="19.2 oz"),
    ]
    best = rank(line("frosted flakes, not the store kind"), flakes)[0]
    assert best.product is flakes[2]


def test_a_brand_abbreviated_after_the_thing_is_the_brand() -> None:
    sauce = for_search(line("oyster sauce LKK"))
    assert (sauce.product, sauce.brand) == ("lee kum kee oyster sauce", "lee kum kee")


def test_a_name_spelt_as_said_wins_over_one_read_through_a_misspelling() -> None:
    pasta = [
        product("1", "Pasta", size="16 oz", category="Pasta, Sauces & Grain"),
        product("2", "Enriched Macaroni Product, Pastina No. 155", size="16 oz"),
    ]
    assert product_heads(pasta[1]) == ("pastina",)  # the legal class first, its number
    assert top("pastina 2 boxes for the baby", pasta) == pasta[1].description
    shells = product("3", "Sicilian Style Cannoli Shells Rolled", size="16 oz")
    assert "shell" in product_heads(shells)


def test_a_box_of_broth_is_a_carton() -> None:
    broths = [
        product("1", "Organic Chicken Broth", size="18.6 oz", category="Canned & Packaged"),
        product("2", "Organic Chicken Broth", size="32 oz", category="Canned & Packaged"),
    ]
    (best, *_) = rank(line("chicken broth 2 boxes"), broths)
    assert best.product is broths[1] and best.quantity == 2


def test_the_big_shaker() -> None:
    (parm,) = parse_list("Kraft parm the BIG shaker")
    assert (parm.size_wish, parm.container) == ("big", "shaker")


def test_british_recipe_english_is_spelt_as_us_catalogs_name_it() -> None:
    said = {
        "250g/9oz plain flour": "all purpose flour",
        "200ml double cream": "heavy cream",
        "500g beef mince": "ground beef",
        "1 tbsp rapeseed oil": "canola oil",
        "1 tbsp cornflour": "cornstarch",
        "2 courgetes": "zucchini",
        "1 tsp bicarb soda": "baking soda",
        "150g sultanas": "golden raisins",
        "1 chicken stock cube": "chicken bouillon cubes",
    }
    for line_said, named in said.items():
        assert for_search(line(line_said)).product == named, line_said
    (flour,) = parse_list("250g/9oz plain flour")  # the first of two measures
    assert (flour.amount, flour.unit) == (250.0, "g")


def test_crushed_garlic_cloves_and_thyme_sprigs_come_whole() -> None:
    garlic = for_search(line("2 garlic cloves, crushed"))
    assert (garlic.product, garlic.count) == ("garlic", 1)
    thyme = product("1", "Fresh Thyme", size="1 bunch", category="Produce")
    assert packages(line("a few thyme sprigs"), thyme)[0] == 1


def test_cans_counted_from_a_pack_of_cans_and_a_brand_in_a_dash_is_no_other_name() -> None:
    soda = product("1", "Dr Pepper Soda", brand="Dr. Pepper", size="24 ct / 12 fl oz")
    assert packages(line("dr pepper 24 cans"), soda)[0] == 1
    assert gloss(line("mayonnaise - Duke's if they got it")) is None
    assert for_search(line("veggie tray w ranch")).product == "veggie tray with ranch"
    assert for_search(line("turnip salad 3 bunch")).product == "turnip greens"


def test_tea_bags_and_cans_a_pack_says_it_holds() -> None:
    tea = product("1", "Ahmad Early Grey Tea", size="20 ct")
    assert packages(line("ahmad earl grey tea 20 bags"), tea)[0] == 1
    vienna = product("2", "(12 Cans) Armour Original Vienna Sausage", size="12 ct / 4.6 oz")
    assert packages(line("a dozen cans of vienna sausages"), vienna)[0] == 1


def test_a_bare_number_that_is_the_packages_ounces_is_its_size() -> None:
    creams = [
        product("1", "Daisy Brand Sour Cream", brand="Daisy Brand", size="8 oz"),
        product("2", "Daisy Brand Sour Cream", brand="Daisy Brand", size="16 fl oz"),
    ]
    (best, *_) = rank(line("sour cream daisy 16"), creams)
    assert best.product is creams[1] and best.quantity == 1
    buns = product("3", "Hot Dog Buns", size="8 ct")
    assert packages(line("hot dog buns 16"), buns)[0] == 2  # a count of pieces stays one


def test_a_fruit_named_with_only_descriptors_is_the_fruit() -> None:
    assert head_noun(for_search(line("strawberries ORGANIC"))) == "strawberry"
    (ketchup,) = parse_list("ketchup - the one without added sugar")
    assert (ketchup.product, ketchup.descriptors) == ("no sugar added ketchup", ("no sugar added",))


def test_what_most_of_them_say_is_no_other_kind() -> None:
    cheerios = [
        product("1", "Honey Nut Cheerios, Breakfast Cereal with Oats, Gluten Free", size="29.4 oz"),
        product("2", "Honey Nut Cheerios Gluten-Free Breakfast Cereal", size="19.5 oz"),
        product("3", "Honey Nut Cheerios, Breakfast Cereal with Oats, Gluten Free", size="10.8 oz"),
        product("4", "Honey Nut Cheerios Cereal", size="12 oz"),
    ]
    best = rank(line("honey nut cheerios"), cheerios)
    assert all("gluten-free" not in m.doubts for m in best)
    breads = [product("1", "Gluten Free Bread", size="18 oz"), product("2", "White Bread")]
    assert "gluten-free" in rank(line("bread"), breads)[-1].doubts


def test_a_big_name_on_a_box_smaller_than_most_is_not_the_big_one() -> None:
    boxes = [
        product("1", "Honey Nut Cheerios (family size)", size="12 oz"),
        *(
            product(str(i), "Honey Nut Cheerios Cereal", size=f"{s} oz")
            for i, s in ((2, 19.5), (3, 29.4), (4, 32), (5, 27))
        ),
    ]
    (fit,) = [
        m for m in rank(line("honey nut cheerios the big box"), boxes) if m.product is boxes[0]
    ]
    assert "not the big size" in fit.doubts


def test_a_store_brand_asked_for_is_the_stores_own_label() -> None:
    saltines = [
        product("1", "Premium Original Saltine Crackers", brand="Premium", price=4.29),
        product("2", "Great Value Saltine Crackers", brand="Great Value", price=1.98),
        product("3", "Saltine Crackers", price=2.49),
    ]
    best = rank(line("saltines store brand"), saltines)
    assert best[0].product is saltines[1] and "the store's own brand" in best[0].reasons
    assert "Premium is no store brand" in best[-1].doubts
    # the maker's own wins where the line asks for it, and a plain line has no preference
    assert rank(line("saltines not the store brand"), saltines)[0].product is saltines[0]
    assert all("store" not in " ".join(m.reasons) for m in rank(line("saltines"), saltines))
    # "gv" is Great Value's, said last or in brackets: the thing is still honey
    honeys = [
        product("4", "Great Value Glazed Honey Bun", brand="Great Value", size="4 oz"),
        product("5", "Great Value Clover Raw Honey", brand="Great Value", size="32 oz"),
    ]
    honey = for_search(line("honey gv 32oz"))
    assert (honey.brand, head_noun(honey)) == ("great value", "honey")
    pick = rank(honey, honeys)[0]
    assert pick.product is honeys[1] and band(pick.confidence) == "sure"
    assert line("cream cheese brick (gv)").brand == "great value"


def test_a_misspelt_word_with_one_spelling_is_that_word() -> None:
    mayos = [
        product("1", "Great Value Mayonnaise", brand="Great Value", size="30 fl oz"),
        product("2", "Mayonnaise Dressing with Olive Oil", size="30 fl oz"),
    ]
    assert words("mayonaise") == words("Mayonnaise") == ("mayo",)
    best = rank(line("mayonaise"), mayos)[0]
    assert best.product is mayos[0] and band(best.confidence) == "sure"


def test_smaller_packs_that_hold_just_the_pack_said_beat_a_single_bottle() -> None:
    drinks = [
        product(
            "1", "Gatorade Thirst Quencher Sports Drink, Melon", brand="Gatorade", size="32 oz"
        ),
        product("2", "Gatorade Thirst Quencher Fruit Punch", size="6 ct"),
        product(
            "3", "Gatorade Thirst Quencher Sports Drink, Cool Blue", brand="Gatorade", size="32 oz"
        ),
    ]
    best = rank(for_search(line("Gatorade 24 pk")), drinks)[0]
    assert (best.product, best.quantity) == (drinks[1], 4)


def test_a_line_that_names_the_thing_is_not_read_as_what_the_brand_mostly_sells() -> None:
    ales = [
        product("1", "Canada Dry Ginger Ale", size="12 ct / 12 fl oz", category="Beverages"),
        *(
            product(str(i), f"Canada Dry {kind} Soda", brand="Canada Dry", size="6 ct / 7.5 fl oz")
            for i, kind in ((2, "Ginger Ale"), (3, "Zero Sugar Ginger Ale"), (4, "Tonic Water"))
        ),
    ]
    assert top("canada dry ginger ale 12 pack", ales) == "Canada Dry Ginger Ale"


def test_any_flavour_being_fine_is_no_other_thing() -> None:
    jammers = [
        product(
            "1", "Kool-Aid Jammers Tropical Punch Drink", brand="Kool-Aid", size="10 ct / 6 fl oz"
        ),
        product("2", "Nora Tempura Original Flavor", brand="Nora Snacks", size="1.6 oz"),
    ]
    said = alternatives(line("kool aid jammers 2 boxes any flavor is fine"))
    assert [c.product for c in said] == ["kool aid jammers"]
    assert top("kool aid jammers 2 boxes any flavor is fine", jammers).startswith("Kool-Aid")


def test_a_center_cut_chop_is_the_usual_one_and_shoppers_spaghetti_noodles() -> None:
    chops = [
        product("1", "Boneless Pork Rib Chops", size="16 oz", category="Meat"),
        product("2", "Boneless Center Cut Pork Chops", size="1 lb", category="Meat"),
    ]
    assert rank(line("boneless pork chops"), chops)[0].product is chops[1]
    assert for_search(line("spagetti noodles")).product == "spaghetti"
    assert for_search(line("cream cheese philly")).product == "philadelphia cream cheese"


def test_a_brand_said_short_is_that_brand_unless_other_names_use_the_word() -> None:
    sausages = [
        product("1", "Hillshire Farm Polska Kielbasa", brand="Hillshire Farm", size="14 oz"),
        product("2", "Hillshire Farm Beef Polska Kielbasa", brand="Hillshire Farm", size="14 oz"),
        product("3", "Polska Kielbasa", size="12 oz"),
    ]
    assert with_catalog_brand(line("hillshire kielbasa"), sausages).brand == "hillshire"
    flax = [
        product("1", "Golden Girl Granola Original", brand="Golden Girl Granola"),
        product("2", "Golden Girl Granola Berry", brand="Golden Girl Granola"),
        product("3", "Golden Flaxseed Meal", brand="Bob's Red Mill"),
    ]
    assert with_catalog_brand(line("golden flax"), flax).brand is None


def test_thick_cut_steaks_ny_strips_and_chips_of_a_flavour_said_last() -> None:
    steaks = [
        product("1", "Aberdeen Angus Dry Aged Ribeye", size="1 lb", category="Meat"),
        product("2", "Beets Cut", size="12 oz", category="Produce"),
    ]
    assert head_noun(for_search(line("ribeyes x4 thick cut"))) == "ribeye"
    assert top("ribeyes x4 thick cut", steaks) == "Aberdeen Angus Dry Aged Ribeye"
    assert for_search(line("NY strips x2")).product == "new york strip steak"
    assert head_noun(for_search(line("kettle chips sea salt"))) == "chip"
    assert head_noun(for_search(line("non-iodized sea salt"))) == "salt"


def test_franks_wieners_and_hot_dogs_are_one_thing() -> None:
    dogs = [
        product("1", "Hebrew National Beef Franks", brand="Hebrew National", size="12 oz"),
        product("2", "Beef Hot Dog Buns", size="8 ct"),
    ]
    assert "dog" in product_heads(dogs[0])
    best = rank(line("all beef hot dogs"), dogs)[0]
    assert best.product is dogs[0] and "is dog" in best.reasons


def test_a_volume_said_in_another_unit_is_the_size_to_the_letter() -> None:
    teas = [
        product("1", "Sweet Tea", size="1 gal", category="Beverages"),
        product("2", "Sweet Tea", size="128 fl oz", category="Beverages"),
    ]
    jug, bottle = rank(line("sweet tea 1 gal"), teas)
    assert abs(jug.score - bottle.score) < 1e-9  # both are a gallon to the letter
    # a recipe's cups are no package size
    broth = for_search(line("4 cups chicken broth"))
    carton = product("3", "Chicken Broth", size="32 fl oz")
    assert "the 32 fl oz one" not in rank(broth, [carton])[0].reasons


def test_panko_breadcrumbs_are_panko() -> None:
    crumbs = [
        product("1", "Italian Style Panko", size="12 oz", category="Pantry"),
        product("2", "Panko Breadcrumbs", size="12 oz", category="Pantry"),
    ]
    assert "panko" in product_heads(crumbs[1])
    best = rank(line("panko"), crumbs)[0]
    assert best.product is crumbs[1] and "is panko" in best.reasons


def test_a_hot_dog_is_no_spicy_thing_and_franks_are_hot_dogs() -> None:
    (dogs,) = parse_list("nathans hot dogs")
    assert "hot" not in dogs.descriptors
    franks = [
        product("1", "Nathan's Famous Skinless Beef Franks", brand="Nathan's Famous", size="12 oz"),
        product("2", "Nathan's Famous Bar-B-Q Sauce", brand="Nathan's Famous", size="16 oz"),
    ]
    (best, *_) = rank(line("nathans hot dogs"), franks)
    assert best.product.description.endswith("Beef Franks")
    assert "not hot" not in best.doubts


def test_golden_oreos_and_raisins_are_another_kind() -> None:
    oreos = [
        product("1", "OREO Golden Double Stuf Sandwich Cookies", brand="Oreo", size="15.25 oz"),
        product("2", "OREO Double Stuf Chocolate Sandwich Cookies", brand="Oreo", size="15.35 oz"),
    ]
    assert top("oreos double stuf", oreos) == oreos[1].description
    # as Oreo's name is usually misspelt
    (said,) = parse_list("double stuff oreos")
    assert "double stuf" in said.product


def test_spaghetti_sauce_is_a_pasta_sauce_and_no_alfredo() -> None:
    sauces = [
        product("1", "Ragú Classic Alfredo Sauce", brand="Ragú", size="16 oz"),
        product("2", "Ragu Old World Style Traditional Pasta Sauce", brand="Ragú", size="45 oz"),
    ]
    (best, *_) = rank(for_search(line("Ragu traditional spaghetti sauce")), sauces)
    assert best.product.description == sauces[1].description


def test_a_brand_a_candidate_is_of_is_no_misspelling_of_the_others_word() -> None:
    found = [
        product("1", "Strawberry Jelly", size="16 oz"),
        product("2", "Concord Jelly", size="16 oz"),
        product("3", "Jelly, Blackberry", size="16 oz"),
        product("4", "RedCurrant Jelly", size="16 oz"),
        product("5", "JELL-O Original Strawberry Gelatin", brand="Jell-O", size="3 oz"),
    ]
    (best, *_) = rank(line("jello strawberry"), found)
    assert best.product.description == "JELL-O Original Strawberry Gelatin"
    assert not any("read as" in d for d in best.doubts)


def test_what_a_thing_is_for_in_brackets_is_no_other_name_for_it() -> None:
    assert gloss(line("2 c finely crushed gingersnaps (for the crust)")) is None
    # a name the shopper's word is read as leaves that word's kind behind
    almonds = for_search(line("100g ground almonds"))
    assert (almonds.product, almonds.descriptors) == ("almond flour", ())
    assert "ground" in for_search(line("ground beef")).descriptors


def test_an_amount_met_only_by_a_heap_of_small_packages_is_doubted() -> None:
    found = [
        product("1", "My/Mochi Dulce De Leche, Premium Mochi Ice Cream", size="6 ct / 1.5 oz"),
    ]
    (mochi,) = rank(line("leche 2 gal"), found)
    assert "28 packages" in mochi.doubts and band(mochi.confidence) != "sure"
    milk = [product("2", "Whole Milk", size="1 gal", category="Dairy")]
    (best,) = rank(line("2 gal whole milk"), milk)
    assert (best.quantity, best.doubts) == (2, ())


def test_a_pack_count_of_singles_sold_alone_buys_that_many() -> None:
    ramen = [product("1", "Maruchan Ramen Noodle Chicken Flavor Soup", size="3 oz")]
    (best,) = rank(line("maruchan ramen chicken flavor the 12 pack"), ramen)
    assert best.quantity == 12
    # no gallon jug is a single serving: a 12 pack of them is not twelve jugs
    jugs = [product("2", "Spring Water", size="1 gal", category="Beverages")]
    assert rank(line("spring water 12 pack"), jugs)[0].quantity == 1


def test_which_kind_or_what_to_do_is_no_other_name_and_a_brand_keeps_its_in() -> None:
    assert gloss(line("kimchee - the napa cabbage kind")) is None
    assert gloss(line("8 egg yolks (save whites for meringues)")) is None
    assert for_search(line("8 egg yolks")).product == "eggs"
    assert for_search(line("kimchee")).product == "kimchi"
    kimchi = product(
        "1", "Mother in Law's Kimchi House Napa Cabbage Kimchi", brand="Mother in Law's Kimchi"
    )
    assert product_heads(kimchi) == ("kimchi",)
    assert product_heads(product("2", "Sardines In Vegetable Oil")) == ("sardine",)


def test_white_chocolate_is_another_kind_of_chocolate_chip() -> None:
    chips = [
        product("1", "Mini Baking Chips, White Chocolate", size="16 oz"),
        product("2", "Mini Semi-Sweet Chocolate Chips", size="16 oz"),
    ]
    assert top("1 cup mini chocolate chips", chips) == "Mini Semi-Sweet Chocolate Chips"


def test_an_artisan_make_is_never_sure_for_the_plain_name() -> None:
    takis = [
        product("1", "Takis Artisan Style Fuego", brand="Takis", size="8 oz"),
        product("2", "Barcel Takis Fuego Hot Chili Pepper & Lime Corn Snacks", brand="Barcel"),
    ]
    best = rank(line("takis fuego"), takis)[0]
    assert best.product.description != takis[0].description or band(best.confidence) != "sure"


def test_a_kind_and_its_class_is_the_kind_named_alone() -> None:
    pastas = [
        product("1", "Pasta", size="16 oz"),
        product("2", "Ditalini Enriched Macaroni Product", size="16 oz"),
    ]
    assert top("3/4 cup ditalini pasta", pastas) == "Ditalini Enriched Macaroni Product"
    zitis = [
        product("3", "Shirataki Ziti Pasta", size="8 oz"),
        product("4", "Great Value Ziti", brand="Great Value", size="16 oz"),
    ]
    (best, *_) = rank(line("1 lb ziti pasta"), zitis)
    assert best.product.description == "Great Value Ziti" and "no pasta" not in best.doubts
    # a macaroni's shape is that macaroni: Great Value's "Elbows" are elbow macaroni
    elbows = [
        product("6", "Great Value Original Macaroni & Cheese", brand="Great Value", size="7.25 oz"),
        product("7", "Great Value Elbows", brand="Great Value", size="48 oz"),
    ]
    assert top("elbow macaroni 3lb gv", elbows) == "Great Value Elbows"
    # but juice boxes are no bottle of juice
    juice = [product("5", "Mott's 100% Original Apple Juice", brand="Mott's", size="64 fl oz")]
    assert "no box" in rank(line("motts apple juice boxes"), juice)[0].doubts


def test_a_plant_based_makers_style_spread_stands_for_the_thing_it_is_styled_on() -> None:
    spread = product("1", "Kite Hill Cream Cheese Style Spread", brand="Kite Hill", size="8 oz")
    assert "cheese" in product_heads(spread)
    found = [spread, product("2", "Great Value Cream Cheese", brand="Great Value", size="8 oz")]
    found += [
        product(f"{n}", f"Kite Hill {kind}", brand="Kite Hill", size="8 oz")
        for n, kind in ((3, "Chive Cream Cheese Style Spread"), (4, "Almond Milk Ricotta"))
    ]
    said = with_catalog_brand(line("kite hill cream cheese plain"), found)
    assert rank(said, found)[0].product.description == spread.description
    # unasked for, a plant-based maker's stand-in is no cream cheese of choice
    assert top("cream cheese", found) == "Great Value Cream Cheese"


def test_a_count_and_size_says_the_packages_total_where_the_count_times_it_is_too_much() -> None:
    shrimp = [product("1", "Great Value Frozen Raw Peeled Shrimp", size="30 ct / 12 oz")]
    assert rank(line("shrimp raw peeled frozen 2lb"), shrimp)[0].quantity == 3
    # but a pack of two 8 oz blocks holds a pound
    blocks = [product("2", "Cream Cheese Bricks", size="2 ct / 8 oz")]
    assert rank(line("2 lb cream cheese"), blocks)[0].quantity == 2


def test_cups_a_multipack_of_servings_holds_and_cartons_of_broth() -> None:
    sauces = [
        product("1", "Mott's Applesauce", brand="Mott's", size="24 oz"),
        product("2", "Mott's Applesauce", brand="Mott's", size="6 ct / 4 oz"),
    ]
    cups = msgspec.structs.replace(line("motts applesauce"), container="cup")  # as read
    (best, *_) = rank(cups, sauces)
    assert size_text(best.product) == "6 ct / 4 oz" and "not a cup" not in best.doubts
    broths = [
        product("3", "Chicken Broth", size="14.5 oz", category="Canned & Packaged"),
        product("4", "Chicken Broth", size="32 oz", category="Soups"),
    ]
    (broth, *_) = rank(for_search(line("Chicken broth the carton kind")), broths)
    assert size_text(broth.product) == "32 oz" and not broth.doubts


def test_slices_a_recipe_counts_come_from_one_pack() -> None:
    bacon = [
        product("1", "Jimmy Dean Delights Bacon, Ham & Veggies Frittatas", size="6 ct"),
        product("2", "Bacon", size="12 oz"),
    ]
    (best, *_) = rank(line("6 slices bacon, cooked & crumbled"), bacon)
    assert (best.product.description, best.quantity) == ("Bacon", 1)
    assert not any(d.startswith("size") for d in best.doubts)
    cheese = [product("3", "American Cheese Slices", size="8 oz")]
    assert rank(line("12 slices american cheese"), cheese)[0].quantity == 1
    # a count is no weight: to pint "ct" is a carat
    assert convert(6, "ct", "oz") is None and convert(6, "ct", "ct") == 6


def test_a_kind_said_for_the_thing_as_cooks_do() -> None:
    found = [
        product("1", "Fody SALAD DRESSING Maple Dijon", size="8 fl oz"),
        product("2", "Grey Poupon Dijon Mustard", brand="Grey Poupon", size="8 oz"),
    ]
    (best, *_) = rank(for_search(line("2 Tbsp Dijon")), found)
    assert best.product.description == "Grey Poupon Dijon Mustard"
    vinegars = [
        product("3", "White Balsamic Dressing", size="16 oz"),
        product("4", "Balsamic Vinegar", size="16 oz"),
    ]
    (best, *_) = rank(for_search(line("1/4 c. balsamic")), vinegars)
    assert best.product.description == "Balsamic Vinegar"


def test_a_shoppers_name_with_its_kind_said_after() -> None:
    frozen = for_search(line("cauliflower rice frozen"))
    assert frozen.product.startswith("riced cauliflower")


def test_a_descriptor_before_a_choice_is_said_of_either() -> None:
    choices = [c.product for c in alternatives(line("frozen potstickers or dumplings"))]
    assert choices == ["frozen potstickers", "frozen dumplings"]
    # a noun before it is not: "chicken stock or broth" may be any broth
    assert "broth" in [c.product for c in alternatives(line("chicken stock or broth"))]


def test_a_juice_cocktail_is_juice_and_a_name_may_say_what_it_is_for() -> None:
    juices = [
        product("1", "100% Cranberry Juice", size="52 fl oz"),
        product("2", "Market Pantry Diet Cranberry Juice Cocktail", size="64 fl oz"),
    ]
    assert "juice" in product_heads(juices[1])
    assert top("diet cranberry juice", juices) == "Market Pantry Diet Cranberry Juice Cocktail"
    seasonings = [
        product("3", "Seasoning", size="2.5 oz"),
        product("4", "Taco Seasoning", size="2.5 oz"),
    ]
    (best, *_) = rank(line("seasoning for tacos"), seasonings)
    assert best.product.description == "Taco Seasoning" and "for tacos" in best.reasons
    # a plural before the thing is no use of it: biscuits are not what buttermilk is for
    milks = [
        product("5", "Kates Creamery Buttermilk", size="32 fl oz"),
        product("6", "Jumbo Biscuits Buttermilk", size="16 oz"),
    ]
    assert top("buttermilk 1 qt for biscuits", milks) == "Kates Creamery Buttermilk"


def test_pepperoncini_as_shoppers_spell_them() -> None:
    (peppers,) = parse_list("5-6 pepperchinis")
    assert peppers.product == "pepperoncini"


def test_the_thing_by_another_maker_where_the_brand_sells_none() -> None:
    found = [
        product("1", "Jiffy Muffin Mix, Blueberry", brand="Jiffy", size="7 oz"),
        product("2", "Jiffy Muffin Mix, Banana", brand="Jiffy", size="7 oz"),
        product("3", "New Hope Mills Corn Muffin Mix", brand="New Hope Mills", size="16 oz"),
    ]
    best, *rest = rank(line("1 box jiffy corn muffin mix"), found)
    assert best.product.description == "New Hope Mills Corn Muffin Mix"
    assert band(best.confidence) != "sure" and "not jiffy" in best.doubts
    assert rest[0].product.brand == "Jiffy"  # the brand's own still on offer
    # but the brand's thing, packed otherwise, is the brand's ("motts applesauce cups")
    sauces = [
        product("4", "Mott's Applesauce", brand="Mott's", size="6 ct / 4 oz"),
        product("5", "Good & Gather Homestyle Applesauce Cups", brand="Good & Gather", size="6 ct"),
    ]
    assert top("Motts applesauce cups", sauces) == "Mott's Applesauce"


def test_a_half_gallon_of_ice_cream_is_the_carton_still_called_so() -> None:
    found = [
        product("1", "Great Value Neapolitan Ice Cream", brand="Great Value", size="48 fl oz"),
        product("2", "Neapolitan Ice Cream", size="1 pt"),
    ]
    (best, *_) = rank(line("a half gallon of Neapolitan ice cream"), found)
    assert (best.product.product_id, best.quantity) == ("1", 1)
    # a half gallon of milk is still 64 fl oz: two quarts
    milk = [product("3", "Whole Milk", size="1 qt")]
    assert rank(line("half gallon whole milk"), milk)[0].quantity == 2


def test_how_it_is_packed_said_after_in_is_no_part_of_its_name() -> None:
    cucumbers = for_search(line("one of them long english cucumbers in the plastic wrap"))
    assert cucumbers.product == "long english cucumbers"
    collards = for_search(line("glory collards in the can"))
    assert (collards.product, collards.container) == ("glory collards", "can")
    # what it is packed in that is food stays: "tuna in water", "bone in"
    assert for_search(line("tuna in water")).product == "tuna in water"
    assert for_search(line("chicken thighs bone in")).product.endswith("bone in")


def test_coffee_granules_are_the_coffee_in_granules_or_crystals() -> None:
    assert "coffee" in product_heads(product("1", "Instant Coffee Crystals"))
    found = [
        product("2", "Granulated Garlic Powder", size="12 oz"),
        product("3", "Colcafe Max Granulated Instant Coffee", brand="Colcafe", size="12 oz"),
        product("4", "Chili Powder", size="12 oz"),
    ]
    # the granules asked for are the coffee, not what else is granulated or a powder
    best = top("1 tbsp instant coffee granules (or espresso powder)", found)
    assert best == "Colcafe Max Granulated Instant Coffee"
    assert head_noun(for_search(line("gravy granules"))) == "gravy"


def test_a_flavour_by_its_two_part_name_after_the_things() -> None:
    # "potato & cheese" is the pierogies' filling, not a second thing, nor the thing
    (pierogies,) = parse_list("pierogis potato & cheese")
    assert head_noun(for_search(pierogies)) == "pierogi"
    found = [
        product("1", "Pierogi Potato", size="16 oz"),
        product("2", "Potato & Cheese Pierogi", size="16 oz"),
        product("3", "Pierogi Farmer Cheese", size="16 oz"),
    ]
    assert top("pierogis potato & cheese", found) == "Potato & Cheese Pierogi"
    assert head_noun(for_search(line("quest bars cookies n cream"))) == "bar"
    # but half and half is the thing itself, and potatoes and cheese are two things
    assert head_noun(for_search(line("mini moos half n half cups"))) != "moo"
    assert [i.product for i in parse_list("potatoes and cheese")] == ["potatoes", "cheese"]


def test_a_fats_share_is_no_thing_and_a_negative_aside_no_other_name() -> None:
    assert head_noun(for_search(line("cottage cheese 4% (not the low fat stuff)"))) == "cheese"
    assert gloss(line("cottage cheese 4% (not the low fat stuff)")) is None
    assert gloss(line("mexican chorizo - the raw pork kind not spanish dry")) is None
    found = [
        product("1", "Post Oreo O's Mega Stuff Breakfast Cereal", size="16.5 oz"),
        product("2", "Good Culture Classic 4% Cottage Cheese", size="16 oz"),
    ]
    assert top("cottage cheese 4%", found) == "Good Culture Classic 4% Cottage Cheese"


def test_a_makers_line_named_is_the_maker_and_a_squeeze_is_how_it_is_packed() -> None:
    beans = [
        product("1", "Bush's Best Homestyle Baked Beans", size="15 oz"),
        product("2", "Bush's Original Baked Beans", brand="Bush's", size="28 oz"),
    ]
    best = rank(line("Bushs Best Original Baked Beans 28oz can"), beans)[0]
    assert (best.product.product_id, best.quantity) == ("2", 1)
    mustards = [
        product("3", "French's Chardonnay Dijon Mustard Squeeze Bottle", brand="French's"),
        product("4", "French's Classic Yellow Mustard", brand="French's", size="8 oz"),
    ]
    assert top("Frenchs Yellow Mustard Classic 8 oz squeeze", mustards).endswith("Yellow Mustard")


def test_a_sausage_roll_is_the_sausage_and_pulp_free_said_in_brackets_counts() -> None:
    assert "sausage" in product_heads(
        product("1", "Jimmy Dean All Natural Ground Pork Sausage Roll")
    )
    (juice,) = parse_list("1 c OJ (pulp free)")
    assert "pulp free" in juice.descriptors and juice.note is None
    found = [
        product("2", "Orange Juice, Orange", size="52 fl oz"),
        product("3", "Pulp Free Orange Juice", size="52 fl oz"),
    ]
    assert top("1 c OJ (pulp free)", found) == "Pulp Free Orange Juice"
    assert head_noun(for_search(line("oj pulp free"))) == "juice"


def test_saltine_crackers_are_saltines_and_the_closest_thing_is_no_choice() -> None:
    assert "saltine" in product_heads(product("1", "Market Pantry Saltine Crackers"))
    found = [
        product("2", "365 by Whole Foods Market Crackers Saltine - Unsalted Tops"),
        product("3", "Market Pantry Saltine Crackers"),
    ]
    assert top("saltines", found) == "Market Pantry Saltine Crackers"
    # "(or the closest thing)" offers nothing else to look for
    (syrup,) = parse_list("steens cane syrup (or the closest thing)")
    assert [o.product for o in alternatives(syrup)] == ["steens cane syrup"]
    # flavours in brackets are which one, not the thing's other name
    assert gloss(line("rugalach (choc or rasp)")) is None
    assert gloss(line("reyhan (basil)")) is not None


def test_rolos_and_counts_before_the_package_said_with_an_x() -> None:
    rolos = for_search(line("Rolos (the unwrapped bag) for pretzel turtles"))
    assert (rolos.product, rolos.brand) == ("rolo", "rolo")
    (sausages,) = parse_list("vienna sausages x4 cans the regular not chicken")
    assert (sausages.count, sausages.container, sausages.avoid) == (4, "can", ("chicken",))
    (cornmeal,) = parse_list("yellow cornmeal to fry the fish")
    assert (cornmeal.product, cornmeal.note) == ("yellow cornmeal", "to fry the fish")


@pytest.mark.parametrize(
    ("said", "named"),
    [
        ("whole wheat matzah", "whole wheat matzo"),  # Jewish and Israeli spellings
        ("tehina", "tahini"),
        ("4 kirbys for israeli salad", "pickling cucumbers"),
        ("mirlitons x2", "chayote squash"),  # Louisiana's name
        ("salt meat for the mustard greens", "salt pork"),
        ("4 oz prosciuto, sliced thin", "prosciutto"),
        ("pastrommi 1/2 lb", "pastrami"),
    ],
)
def test_regional_names_and_spellings_are_the_stores_names(said: str, named: str) -> None:
    assert for_search(line(said)).product == named


def test_whole_milk_said_after_a_cheese_and_pastrami_is_beef() -> None:
    assert head_noun(for_search(line("ricota cheese whole milk 2 lb"))) == "cheese"
    assert head_noun(for_search(line("organic whole milk half gallon"))) == "milk"
    assert head_noun(for_search(line("horizon whole milk half gallon"))) == "milk"
    pastrami = [
        product("1", "Turkey Pastrami", size="16 oz"),
        product("2", "Fork in the Road Beef Pastrami", brand="Fork in the Road", size="1 lb"),
    ]
    assert top("pastrommi 1/2 lb", pastrami) == "Fork in the Road Beef Pastrami"


def test_the_big_one_of_a_vegetable_sold_by_the_piece_is_picked_at_the_pile() -> None:
    """ "gobi 1 big one": a head of cauliflower is as big as the picker chooses; its
    florets in a bag were no bigger, yet had been picked for having a size at all."""
    heads = [
        product("1", "Cauliflower Florets", size="12 oz", category="Produce"),
        product("2", "Cauliflower", size="1 each", category="Produce"),
        product("3", "Riced Cauliflower", size="10 oz", category="Frozen"),
    ]
    assert top("cauliflower 1 big one", heads) == "Cauliflower"
    # a spice jar labelled "1 each" is no piece to pick
    ginger = [
        product("4", "Simply Organic Ginger", size="1 each", category="Pantry"),
        product("5", "Ginger Root", size="1 lb", category="Produce", sold_by="WEIGHT"),
    ]
    assert top("small piece of fresh ginger", ginger) == "Ginger Root"


def test_racks_are_ribs() -> None:
    ribs = [
        product("1", "Pork Back Fat", size="16 oz", category="Meat & Seafood"),
        product("2", "Baby Back Pork Ribs", size="16 oz", category="Meat & Seafood"),
    ]
    best = rank(line("baby backs 2 racks"), ribs)[0]
    assert (best.product.description, best.quantity) == ("Baby Back Pork Ribs", 2)


def test_bone_in_is_which_chops_and_written_either_way() -> None:
    assert head_noun(line("thick bone in pork chops")) == "chop"
    chops = [
        product("1", "Boneless Pork Chops", size="1 lb", category="Meat & Seafood"),
        product("2", "Bone-In Pork Chops", size="1 lb", category="Meat & Seafood"),
    ]
    best = rank(line("bone in pork chops"), chops)[0]
    assert best.product.description == "Bone-In Pork Chops" and "not bone in" not in best.doubts


def test_a_brand_one_candidate_is_sold_under_is_learnt_when_nothing_else_says_it() -> None:
    sauces = [
        product("1", "Butter Chicken Sauce", size="15 oz", category="International"),
        product("2", "Patak's Original Butter Chicken Curry Simmer Sauce", brand="Patak's"),
        product("3", "Butter Chicken Simmer Sauce, Mild", size="12 oz"),
    ]
    assert with_catalog_brand(line("pataks butter chicken sauce jar"), sauces).brand == "pataks"
    assert top("pataks butter chicken sauce jar", sauces).startswith("Patak's")
    # a brand said short by one product is not enough ("blue bel" for Blue Bell)
    bars = [
        product("4", "Blue Bell Mooo Ice Cream Bars", brand="Blue Bell"),
        product("5", "LUNA Bar Lemonzest Bars", brand="LUNA Bar"),
    ]
    assert with_catalog_brand(line("blue bel moo bars"), bars).brand is None


def test_a_cut_named_alone_is_its_steak_not_the_ground_meat() -> None:
    beef = [
        product("1", "Lean Ground Sirloin", size="1 lb", category="Meat & Seafood"),
        product("2", "Pork Sirloin", size="1 lb", category="Meat & Seafood"),
        product("3", "Top Sirloin Steak", size="1 lb", category="Meat & Seafood"),
    ]
    assert top("1 lb top sirloin, sliced into strips", beef) == "Top Sirloin Steak"
    assert top("ground sirloin 1 lb", beef) == "Lean Ground Sirloin"


def test_wraps_are_wrappers_and_kernels_are_the_corn() -> None:
    wrappers = [
        product("1", "Egg Roll Wrapper", size="16 oz", category="Produce"),
        product("2", "Nasoya Foods Wonton Wraps", brand="Nasoya Foods", size="12 oz"),
    ]
    assert top("1 package wonton wrappers", wrappers) == "Nasoya Foods Wonton Wraps"
    corn = [
        product("3", "Crunchy Corn Kernels", size="15 oz", category="Snacks"),
        product("4", "Frozen Sweet Corn", size="12 oz", category="Frozen"),
    ]
    assert top("1/2 cup frozen corn kernels", corn) == "Frozen Sweet Corn"


def test_oil_named_alone_is_the_cooking_oil() -> None:
    oils = [
        product("1", "Sesame Oil", size="16.9 fl oz", category="Pantry", price=2.0),
        product("4", "Pure Sesame Oil", size="16.9 fl oz", category="Pantry", price=2.5),
        product("2", "100% Vegetable Oil", size="48 fl oz", category="Pantry", price=6.0),
        product("3", "Canola Oil", size="48 fl oz", category="Pantry", price=6.5),
    ]
    assert top("oil", oils) == "100% Vegetable Oil"
    assert top("canola oil", oils) == "Canola Oil"  # a kind said is that kind
    assert top("sesame oil", oils) == "Sesame Oil"


def test_a_brick_of_cream_cheese_is_the_block_asked_for() -> None:
    cheeses = [
        product("1", "Philadelphia Original Cream Cheese Spread", brand="Philadelphia"),
        product("2", "Philadelphia Original Cream Cheese, 8 oz Brick", brand="Philadelphia"),
    ]
    best = rank(line("philly cream cheese - 4 bricks"), cheeses)[0]
    assert (best.product.description, best.quantity) == (
        "Philadelphia Original Cream Cheese, 8 oz Brick",
        4,
    )
