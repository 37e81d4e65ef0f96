"""The list parser against the labelled dev set, plus properties and limits.

``parse_dev_set.jsonl`` holds typed lists, terse shorthand, chat messages and voice
transcripts with the expected items (conventions in its first lines' authoring note and
in ``assistant/shopping/parse.py``). Each case is a test; the cases the parser still gets
wrong are listed in ``parse_known_misses.txt`` and run as strict xfails, so a fix must
also shrink that list. ``test_dev_set_accuracy`` prints field accuracy and the parse
speed, and fails if accuracy falls below the floors recorded here.
"""

from __future__ import annotations

import functools
import json
import time
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from assistant.shopping.match import for_search
from assistant.shopping.parse import (
    HEADING_SKIP,
    MAX_CHARS,
    MAX_LINES,
    LineItem,
    ListTooLong,
    parse_list,
)
from tests.conftest import report

HERE = Path(__file__).parent
CASES: list[dict[str, Any]] = [
    json.loads(line) for line in (HERE / "parse_dev_set.jsonl").read_text().splitlines() if line
]
KNOWN_MISSES = {
    line.split("#")[0].strip()
    for line in (HERE / "parse_known_misses.txt").read_text().splitlines()
    if line.split("#")[0].strip()
}
FIELDS = ("product", "count", "amount/unit", "per_package", "substitutions", "note")
# Floors the dev-set accuracy must not fall below (the issue aims at 97 % for count and
# unit and 95 % for product words).
FLOORS = {"product": 0.95, "count": 0.97, "amount/unit": 0.97}


def case_id(case: dict[str, Any]) -> str:
    return f"{case['kind']}:{case['input'][:60]}"


def field_values(item: LineItem | dict[str, Any] | None) -> dict[str, object]:
    if item is None:
        return {f: "<missing>" for f in FIELDS}
    get = item.get if isinstance(item, dict) else lambda k: getattr(item, k)
    amount = get("amount")
    return {
        "product": " ".join(str(get("product")).split()),
        "count": get("count"),
        "amount/unit": (round(float(amount), 3) if amount is not None else None, get("unit")),
        "per_package": bool(get("per_package")),
        "substitutions": get("substitutions"),
        "note": (str(get("note")).strip().lower() or None) if get("note") else None,
    }


def compare(case: dict[str, Any]) -> tuple[list[dict[str, bool]], int]:
    """Per expected item, which fields the parser got right; and the skipped count."""
    parsed = parse_list(case["input"])
    got = [i for i in parsed if not i.skipped]
    skipped = sum(1 for i in parsed if i.skipped)
    results = []
    for n in range(max(len(got), len(case["expected"]))):
        want = field_values(case["expected"][n] if n < len(case["expected"]) else None)
        have = field_values(got[n] if n < len(got) else None)
        results.append({f: want[f] == have[f] for f in FIELDS})
    return results, skipped


@pytest.mark.parametrize(
    "case",
    [
        pytest.param(
            c,
            id=case_id(c),
            marks=[pytest.mark.xfail(strict=True)] if case_id(c) in KNOWN_MISSES else [],
        )
        for c in CASES
    ],
)
def test_dev_case(case: dict[str, Any]) -> None:
    parsed = parse_list(case["input"])
    got = [field_values(i) for i in parsed if not i.skipped]
    want = [field_values(e) for e in case["expected"]]
    assert got == want
    assert sum(1 for i in parsed if i.skipped) == case.get("skipped", 0)


def test_dev_set_is_big_and_varied() -> None:
    assert len(CASES) >= 300
    kinds = {c["kind"] for c in CASES}
    assert kinds == {"typed", "terse", "chat", "voice"}
    stale = KNOWN_MISSES - {case_id(c) for c in CASES}
    assert not stale, f"known misses that are not in the dev set: {sorted(stale)}"


def test_dev_set_accuracy(request: pytest.FixtureRequest) -> None:
    right = dict.fromkeys(FIELDS, 0)
    total = 0
    skipped_ok = 0
    started = time.perf_counter()
    lines = 0
    for case in CASES:
        results, skipped = compare(case)
        lines += len(case["input"].splitlines()) or 1
        skipped_ok += skipped == case.get("skipped", 0)
        for result in results:
            total += 1
            for field in FIELDS:
                right[field] += result[field]
    elapsed = time.perf_counter() - started
    accuracy = {f: right[f] / total for f in FIELDS}
    show = functools.partial(report, request.config)
    show(f"parse dev set: {len(CASES)} cases, {total} items, {lines / elapsed:,.0f} lines/s")
    show("  " + "  ".join(f"{f} {accuracy[f]:.1%}" for f in FIELDS))
    show(f"  skipped segments right in {skipped_ok / len(CASES):.1%} of cases")
    for field, floor in FLOORS.items():
        assert accuracy[field] >= floor, f"{field} accuracy {accuracy[field]:.1%} < {floor:.0%}"


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=400))
def test_never_raises_and_never_loses_a_line(text: str) -> None:
    items = parse_list(text)
    for item in items:
        assert item.product or item.skipped
        assert item.count >= 1
    lines_with_words = [
        ln for ln in text.replace("\r", "\n").split("\n") if any(c.isalnum() for c in ln)
    ]
    if lines_with_words:
        assert items, "a line with words vanished without a reason"


@settings(max_examples=200, deadline=None)
@given(
    st.lists(
        st.sampled_from(
            [
                "milk",
                "2 gal whole milk",
                "eggs x12",
                "a dozen eggs",
                "bananas (ripe)",
                "pb",
                "no subs",
                "never mind",
                "call mom",
                "um",
                "and",
                "1 1/2 lb beef",
                "½ gallon oj",
                "three no four apples",
                "tp 12pk",
                "mac n cheese",
            ]
        ),
        max_size=12,
    ),
    st.sampled_from([", ", "\n", " and ", "; ", "\n- "]),
)
def test_list_shaped_input(parts: list[str], joiner: str) -> None:
    items = parse_list(joiner.join(parts))
    assert all(i.product or i.skipped for i in items)
    if any(any(c.isalnum() for c in p) for p in parts):
        assert items


HOLDOUT_FLOORS = {"product": 0.80, "count": 0.85, "amount/unit": 0.85}


def test_holdout_accuracy(request: pytest.FixtureRequest) -> None:
    """An independent set, labelled by someone who never saw the parser or the dev set,
    and never tuned on: the honest estimate of accuracy on new lines. Do not tune the
    parser to it; when it is worn out, have a fresh one written."""
    cases = [
        json.loads(line)
        for line in (HERE / "parse_holdout_set.jsonl").read_text().splitlines()
        if line
    ]
    right = dict.fromkeys(FIELDS, 0)
    total = 0
    for case in cases:
        for result in compare(case)[0]:
            total += 1
            for field in FIELDS:
                right[field] += result[field]
    accuracy = {f: right[f] / total for f in FIELDS}
    report(request.config, f"parse holdout set: {len(cases)} cases, {total} items")
    report(request.config, "  " + "  ".join(f"{f} {accuracy[f]:.1%}" for f in FIELDS))
    for field, floor in HOLDOUT_FLOORS.items():
        assert accuracy[field] >= floor, f"holdout {field} {accuracy[field]:.1%} < {floor:.0%}"


def test_oversized_input_is_refused_clearly() -> None:
    with pytest.raises(ListTooLong, match="at most"):
        parse_list("milk, " * (MAX_CHARS // 6 + 1))
    with pytest.raises(ListTooLong, match="lines"):
        parse_list("\n".join(["eggs"] * (MAX_LINES + 1)))


def test_skips_carry_a_reason() -> None:
    items = parse_list("call mom\nmilk\nand paper towels never mind")
    assert [(i.product, i.skipped) for i in items] == [
        ("", "not a grocery item"),
        ("milk", None),
        ("", "cancelled"),
    ]


def test_a_reply_is_no_item_but_a_product_that_starts_like_one_is() -> None:
    replies = parse_list("cool\ngreat, thanks!\nok thank you so much")
    assert [i.skipped for i in replies] == ["not a grocery item"] * 3
    items = parse_list("cool whip\ngreat value milk\nno salt added corn\nperfect bar")
    assert [i.product for i in items] == [
        "cool whip",
        "great value milk",
        "no salt added corn",
        "perfect bar",
    ]
    assert not any(i.skipped for i in items)


def test_a_brand_written_without_its_possessive_mark_and_a_question_carrier() -> None:
    (soup,) = parse_list("3 cans campbells chicken noodle")
    assert soup.brand == "campbells" and soup.count == 3 and soup.container == "can"
    (potatoes,) = parse_list("can we get a couple sweet potatoes")
    assert potatoes.product == "sweet potatoes" and potatoes.count == 2
    assert potatoes.container is None


def test_packets_and_envelopes_are_the_container_before_or_after_the_thing() -> None:
    lines = "2 packets of yeast\ntaco seasoning packet\n1 envelope gelatin\nranch packets x3"
    assert [(i.product, i.count, i.container) for i in parse_list(lines)] == [
        ("yeast", 2, "packet"),
        ("taco seasoning", 1, "packet"),
        ("gelatin", 1, "packet"),
        ("ranch", 3, "packet"),
    ]


def test_a_size_said_after_the_thing_without_a_number_is_one_of_it() -> None:
    lines = (
        "whole milk gallon\nhalf n half pint\n2 whole milk gallons\nyellow mustard squeeze bottle"
    )
    assert [(i.product, i.count, i.amount, i.unit, i.container) for i in parse_list(lines)] == [
        ("whole milk", 1, 1.0, "gal", None),
        ("half and half", 1, 1.0, "pt", None),
        ("whole milk", 2, 1.0, "gal", None),
        ("yellow mustard", 1, None, None, "bottle"),
    ]
    # a weight is not read so: "lemon pound" cake is no pound of lemons
    (cake,) = parse_list("lemon pound")
    assert cake.amount is None


def test_which_size_is_a_wish_not_a_kind() -> None:
    lines = (
        "party size doritos nacho cheese\n2 small cans tomato paste\n"
        "can you grab 3 of the little cans of tomato paste\ngoldfish, the big carton\n"
        "small curd cottage cheese, the big one\nlarge eggs\nmini marshmallows"
    )
    assert [(i.product, i.count, i.container, i.size_wish) for i in parse_list(lines)] == [
        ("doritos nacho cheese", 1, None, "big"),
        ("tomato paste", 2, "can", "small"),
        ("tomato paste", 3, "can", "small"),
        ("goldfish", 1, "carton", "big"),
        ("small curd cottage cheese", 1, None, "big"),
        ("large eggs", 1, None, None),  # a grade of egg, not a big carton
        ("mini marshmallows", 1, None, None),
    ]


def test_spoken_hedges_notes_and_quantity_only_segments() -> None:
    said = (
        "and some limes, maybe 5\nribeye steaks, about 2 lbs\n"
        "diced tomatoes no salt added, 2 cans\na pound of peeled and deveined shrimp\n"
        "oh and a pound of sea scallops if they look good\n"
        "real maple syrup not the pancake stuff\nyeah get a gallon of skim\n"
        "2 dz large eggs\nAP flour 5lb\ni'd like 3 bananas"
    )
    got = [(i.product, i.count, i.amount, i.unit, i.container, i.note) for i in parse_list(said)]
    assert got == [
        ("limes", 5, None, None, None, None),
        ("ribeye steaks", 1, 2.0, "lb", None, None),
        ("diced tomatoes no salt added", 2, None, None, "can", None),
        ("peeled and deveined shrimp", 1, 1.0, "lb", None, None),
        ("sea scallops", 1, 1.0, "lb", None, "if they look good"),
        ("real maple syrup", 1, None, None, None, None),  # and avoid "pancake"
        ("skim milk", 1, 1.0, "gal", None, None),
        ("large eggs", 1, 24.0, "ct", None, None),
        ("all purpose flour", 1, 5.0, "lb", None, None),
        ("bananas", 3, None, None, None, None),
    ]


def test_package_looks_and_whom_it_is_for_are_notes_and_any_brand_a_wish() -> None:
    said = (
        "5 boxes kraft mac n cheese the blue box original\ndoritos the purple bag\n"
        "Blue Plate mayonnaise or your preferred brand\nbread or any other brand\n"
        "put cream cheese on the list for the bagels\nlimes x3 for tacos\n"
        "toss 2 cans of cut green beans on the list\na pound of unsalted butter (4 sticks)"
    )
    got = [(i.product, i.count, i.note, i.substitutions) for i in parse_list(said)]
    assert got == [
        ("kraft mac and cheese original", 5, "the blue box", None),
        ("doritos", 1, "the purple bag", None),
        ("blue plate mayonnaise", 1, None, True),
        ("bread", 1, None, True),
        ("cream cheese", 1, "for the bagels", None),  # the list named before the note
        ("limes", 3, "for tacos", None),  # what it is for, last
        ("cut green beans", 2, None, None),
        ("unsalted butter", 1, None, None),  # the sticks are the pound's, not 4 pounds
    ]


def test_what_the_thing_must_not_be_is_kept_apart_from_its_words() -> None:
    said = (
        "pancake syrup - NOT sugar free\nregular cheerios not honey nut\n"
        "greek yogurt, not the flavored kind\nbananas not too ripe\ncoke but not diet"
    )
    got = [(i.product, i.avoid, i.note) for i in parse_list(said)]
    assert got == [
        ("pancake syrup", ("sugar free",), None),
        ("regular cheerios", ("honey nut",), None),
        ("greek yogurt", ("flavored",), None),
        ("bananas", (), "not too ripe"),  # how ripe is a note for the shopper
        ("coke", ("diet",), None),
    ]
    # "not" in a substitution wish or a condition is no kind to avoid
    wishes = parse_list("whole milk do not substitute\nbread - not needed if they have rolls")
    assert [(i.product, i.avoid, i.substitutions) for i in wishes] == [
        ("whole milk", (), False),
        ("bread", (), None),
    ]


def test_which_kind_said_after_the_thing_and_names_joined_by_and() -> None:
    said = (
        "2 bags of goldfish the regular cheddar ones\n2 boxes of mac and cheese the bunny kind\n"
        "the kids' yogurt tubes\nuncrustables pb and grape 15 ct\npick up the kids"
    )
    got = [(i.product, i.count, i.container, i.skipped) for i in parse_list(said)]
    assert got == [
        ("regular cheddar goldfish", 2, "bag", None),
        ("bunny mac and cheese", 2, "box", None),
        ("kids' yogurt tubes", 1, None, None),
        ("uncrustables peanut butter and grape", 1, None, None),
        ("", 1, None, "not a grocery item"),
    ]


def test_a_brand_in_the_plural_and_a_wished_size_of_a_container_after_it() -> None:
    (crackers,) = parse_list("cheez its original family size")
    assert (crackers.product, crackers.brand, crackers.size_wish) == (
        "cheez it original",
        "cheez it",
        "big",
    )
    # any brand in the plural is searched as the brand: "red bulls" finds no Red Bull
    (cans,) = parse_list("4 red bulls")
    assert (cans.product, cans.brand, cans.count) == ("red bull", "red bull", 4)
    (drink,) = parse_list("body armor fruit punch big bottle")
    assert (drink.product, drink.container, drink.size_wish) == (
        "body armor fruit punch",
        "bottle",
        "big",
    )
    # a slash between names is a choice; "and/or", "w/" and fractions are none
    assert [i.product for i in parse_list("chicken stock/broth\ndhania / cilantro x3")] == [
        "chicken stock or broth",
        "dhania or cilantro",
    ]
    (nuts,) = parse_list("12 oz walnut halves and/or pieces")
    assert nuts.product == "walnut halves and/or pieces"
    # the bag was said before the thing: "rolls" ends the thing's name, not a container
    (rolls,) = parse_list("big bag of pizza rolls")
    assert (rolls.product, rolls.container, rolls.size_wish) == ("pizza rolls", "bag", "big")


def test_dozens_times_and_a_filling_joined_by_and() -> None:
    (eggs,) = parse_list("eggs x2 dz")
    assert (eggs.product, eggs.amount, eggs.unit) == ("eggs", 24.0, "ct")
    (burritos,) = parse_list("frozen bean and cheese burritos")
    assert burritos.product == "frozen bean and cheese burritos"
    assert [i.brand for i in parse_list("uncrustables grape\nhappy baby pouches")] == [
        "uncrustables",
        "happy baby",
    ]


def test_descriptors_and_brand() -> None:
    (item,) = parse_list("Tillamook extra sharp cheddar, 2 lb block")
    assert item.brand == "tillamook"
    assert "extra sharp" in item.descriptors and item.amount == 2 and item.unit == "lb"


def test_shells_and_cheese_are_named_by_and() -> None:
    got = [(i.product, i.count) for i in parse_list("3 boxes of annie's shells and white cheddar")]
    assert got == [("annie's shells and white cheddar", 3)]
    # "one percent" is the milk's fat, not a count or an article
    assert [(i.product, i.count) for i in parse_list("one percent milk")] == [
        ("one percent milk", 1)
    ]


def test_times_said_mid_line_and_the_count_of_each_package() -> None:
    (cheese,) = parse_list("string cheese x2 the 24 count")
    assert (cheese.product, cheese.count, cheese.times) == ("string cheese", 2, True)
    assert (cheese.amount, cheese.unit) == (24.0, "ct")
    (singles,) = parse_list("kraft singles 48 slices")
    assert (singles.product, singles.amount, singles.unit) == ("kraft singles", 48.0, "ct")
    (cups,) = parse_list("12 fruit cups")  # "12 grain bread" keeps its number, cups do not
    assert (cups.product, cups.count) == ("fruit cups", 12)


def test_a_family_pack_is_the_big_one_and_which_one_may_give_its_size() -> None:
    (waffles,) = parse_list("2 family packs of eggo waffles")
    assert (waffles.product, waffles.count, waffles.size_wish) == ("eggo waffles", 2, "big")
    (drinks,) = parse_list("6 gatorades the big 32 oz ones")
    assert (drinks.product, drinks.count, drinks.size_wish) == ("gatorade", 6, "big")
    assert (drinks.amount, drinks.unit, drinks.per_package) == (32.0, "oz", True)
    # "2 of the big …": which of them, said before the thing
    (sauce,) = parse_list("2 of the big Sweet Baby Ray's original")
    assert (sauce.product, sauce.count, sauce.size_wish) == ("sweet baby ray's original", 2, "big")
    (eggs,) = parse_list("two of the large eggs")  # large eggs are a kind
    assert (eggs.product, eggs.count, eggs.size_wish) == ("large eggs", 2, None)


def test_a_recipes_steps_after_the_thing_without_a_comma_are_the_cooks_work() -> None:
    said = {
        "1 lg onion chopped": "lg onion",
        "2 carrots peeled and diced": "carrots",  # one item: "and" joins the steps
        "1 cup butter softened": "butter",
        "1 can black beans drained and rinsed": "black beans",
        # a shopper's line names the form, and so does a measure of a form sold so
        "onion chopped": "onion chopped",
        "2 cups cheddar shredded": "cheddar shredded",
        "2 lb bag raw shrimp peeled and deveined": "raw shrimp peeled and deveined",
        "3 cans tuna packed in olive oil": "tuna packed in olive oil",
    }
    assert {text: [i.product for i in parse_list(text)] for text in said} == {
        text: [product] for text, product in said.items()
    }


def test_a_maker_said_alone_after_a_thing_says_whose_it_is() -> None:
    (mayo,) = parse_list("and the big thing of mayo, kraft")
    assert (mayo.product, mayo.brand, mayo.size_wish) == ("kraft mayo", "kraft", "big")
    (beans,) = parse_list("beans, goya brand")
    assert (beans.product, beans.brand) == ("goya beans", "goya")
    # a brand that names its own thing is another thing to buy
    assert [i.product for i in parse_list("milk, eggs, doritos")] == ["milk", "eggs", "doritos"]
    assert [i.product for i in parse_list("kraft, milk")] == ["kraft", "milk"]


def test_the_packages_colour_is_a_note_for_the_shopper() -> None:
    (cheerios,) = parse_list("cheerios plain yellow box")
    assert (cheerios.product, cheerios.note) == ("cheerios plain", "the yellow box")
    (chips,) = parse_list("tortilla chips blue bag")
    assert (chips.product, chips.note) == ("tortilla chips", "the blue bag")
    (gatorade,) = parse_list("gatorade the blue one")  # a flavour, not a package
    assert (gatorade.product, gatorade.note) == ("blue gatorade", None)


def test_what_a_count_is_for_after_it_is_a_note() -> None:
    (hominy,) = parse_list("hominy corn 2 can for porridge")
    assert (hominy.product, hominy.count, hominy.container, hominy.note) == (
        "hominy corn",
        2,
        "can",
        "for porridge",
    )
    (lemons,) = parse_list("lemons 3 for lemonade")
    assert (lemons.product, lemons.count, lemons.note) == ("lemons", 3, "for lemonade")
    (deal,) = parse_list("avocados 3 for $5")  # a price, no purpose: how many is kept
    assert (deal.product, deal.count, deal.purpose) == ("avocados", 3, None)


def test_a_thing_of_names_no_container_and_ol_nothing() -> None:
    (pb,) = parse_list("the big thing of pb")
    assert (pb.product, pb.size_wish, pb.container) == ("peanut butter", "big", None)
    (yogurt,) = parse_list("2 things of yogurt")
    assert (yogurt.product, yogurt.count, yogurt.size_wish) == ("yogurt", 2, None)
    (pickles,) = parse_list("a big ol' jar of pickles")
    assert (pickles.product, pickles.container, pickles.size_wish) == ("pickles", "jar", "big")
    (ramen,) = parse_list("ramen like 12")  # "like", "about": a guess at the count
    assert (ramen.product, ramen.count) == ("ramen", 12)
    (chips,) = parse_list("yo grab 2 bags of the spicy nacho doritos")
    assert (chips.product, chips.count) == ("spicy nacho doritos", 2)
    (ginger,) = parse_list("ginger root 1 big piece")  # a wish said of the pieces
    assert (ginger.product, ginger.amount, ginger.unit, ginger.size_wish) == (
        "ginger root",
        1.0,
        "ct",
        "big",
    )


def test_what_a_thing_is_for_is_no_note_when_it_names_a_thing() -> None:
    (yeast,) = parse_list("yeast for dinner rolls")
    assert yeast.product == "yeast for dinner rolls" and yeast.note is None
    (meat,) = parse_list("lunch meat for school lunches")
    assert (meat.product, meat.note) == ("lunch meat", "for school lunches")
    (chicken,) = parse_list("chicken for dinner")
    assert (chicken.product, chicken.note) == ("chicken", "for dinner")


def test_how_a_recipe_prepares_a_thing_is_neither_a_kind_nor_another_item() -> None:
    (beans,) = parse_list("2 cans black beans, drained and rinsed")
    assert (beans.product, beans.count, beans.container) == ("black beans", 2, "can")
    assert beans.text.startswith("2 cans black beans, drained")  # the line is kept whole
    for said, thing in [
        ("1 onion, diced", "onion"),
        ("1 lb sweet italian sausage, casings removed", "sweet italian sausage"),
        ("1 jalapeño, seeded and minced", "jalapeño"),
        ("1 head cauliflower, chopped into florets", "cauliflower"),
        ("1 stick unsalted butter, softened to room temperature", "unsalted butter"),
        ("2 chicken breasts, cut into 1-inch pieces", "chicken breasts"),
    ]:
        assert [i.product for i in parse_list(said)] == [thing], said
    # but what to buy still is: a kind said after the comma, another thing in a list
    assert [i.product for i in parse_list("parmesan, grated")] == ["grated parmesan"]
    assert [i.product for i in parse_list("milk, sliced cheese")] == ["milk", "sliced cheese"]
    # a long run of such words that ends in something else is read in one pass
    assert len(parse_list("onion, " + "cut " * 40 + "x")) == 2
    (panko,) = parse_list("1 c. panko")  # a recipe's cup
    assert (panko.product, panko.amount, panko.unit) == ("panko", 1.0, "cup")


def test_a_bag_jar_or_tub_said_after_the_thing_is_its_container() -> None:
    for said, thing, container in [
        ("cuties bag", "cuties", "bag"),
        ("salsa mild jar", "salsa mild", "jar"),
        ("sour cream tub", "sour cream", "tub"),
    ]:
        (item,) = parse_list(said)
        assert (item.product, item.container) == (thing, container), said
    # unless the bag or jar is the thing itself
    for said in ["trash bags", "gallon freezer bags", "mason jars", "disposable piping bags"]:
        (item,) = parse_list(said)
        assert item.container is None and item.product.endswith(("bags", "jars")), said


def test_a_recipes_cutting_before_fresh_is_the_cooks_work() -> None:
    for said, thing in [
        ("1/4 cup chopped fresh cilantro, plus more for garnish", "fresh cilantro"),
        ("1 tbsp grated fresh ginger", "fresh ginger"),
        ("2 tbsp finely chopped fresh parsley", "fresh parsley"),
    ]:
        (item,) = [i for i in parse_list(said) if not i.skipped]
        assert (item.product, item.descriptors) == (thing, ("fresh",)), said
    # a cut said of a thing bought so stays what to buy
    (walnuts,) = parse_list("chopped walnuts")
    assert walnuts.descriptors == ("chopped",)


def test_short_sizes_and_the_deli_are_read_as_written_on_old_lists() -> None:
    for said, wish, container, count in [
        ("4 sm cans tomato sauce", "small", "can", 4),
        ("sm btl frenchs mustard", "small", "bottle", 1),
        ("lg jar peanut butter", "big", "jar", 1),
    ]:
        (item,) = parse_list(said)
        assert (item.size_wish, item.container, item.count) == (wish, container, count), said
    # "deli" after the thing, or "from deli", says where it is cut: a note, not the thing
    (cheese,) = parse_list("1/2 lb wht American deli")
    assert (cheese.product, cheese.note, cheese.amount) == ("wht american", "deli", 0.5)
    (ham,) = parse_list("1/2 lb sliced ham from deli")
    assert (ham.product, ham.note) == ("sliced ham", "from deli")
    (alone,) = parse_list("deli")
    assert alone.product == "deli"
    # a brand of two words written as one, or with a hyphen
    for said, brand in [
        ("koolaid", "koolaid"),
        ("kool-aid", "kool-aid"),
        ("box of jello", "jello"),
    ]:
        (item,) = parse_list(said)
        assert item.brand == brand, said


def test_a_range_of_amounts_buys_the_larger_and_juice_of_a_fruit_is_the_fruit() -> None:
    (paste,) = parse_list("3-4 tbsp green curry paste")
    assert (paste.product, paste.count, paste.amount, paste.unit) == (
        "green curry paste",
        1,
        4,
        "tbsp",
    )
    (garlic,) = parse_list("2 to 3 cloves garlic")
    assert garlic.count == 3 and "to" not in garlic.product
    (peppers,) = parse_list("2-3 bell peppers")
    assert (peppers.product, peppers.count) == ("bell peppers", 3)
    (beef,) = parse_list("80/20 ground beef 2-3 lb")
    assert (beef.amount, beef.unit, beef.descriptors) == (3, "lb", ("80/20", "ground"))
    (soda,) = parse_list("7-up")  # a name with a dash is no range
    assert soda.product == "7-up"
    (lemon,) = parse_list("juice of 1 lemon")
    assert (lemon.product, lemon.count, lemon.note) == ("lemon", 1, "for the juice")
    (limes,) = parse_list("zest and juice of 2 limes")  # one item, not zest and limes
    assert (limes.product, limes.count) == ("limes", 2)
    (half,) = parse_list("juice of half a lemon")
    assert (half.product, half.count) == ("lemon", 1)
    (onion,) = parse_list("half a red onion, diced")
    assert (onion.product, onion.count) == ("red onion", 1)
    (milk,) = parse_list("1 cn coconut milk")
    assert (milk.product, milk.container) == ("coconut milk", "can")


def test_containers_kinds_and_occasions_said_after_the_thing() -> None:
    (raisins,) = parse_list("raisin boxes")  # a pack of the little boxes
    assert (raisins.product, raisins.container) == ("raisin", "pack")
    (tuna,) = parse_list("tuna cans x4")
    assert (tuna.product, tuna.count, tuna.container) == ("tuna", 4, "can")
    for said in ("juice boxes", "trash cans", "lunch boxes"):  # things sold by that name
        (item,) = parse_list(said)
        assert item.container is None and item.product == said
    (apples,) = parse_list("apples x8 gala or fuji")
    assert (apples.product, apples.count) == ("gala or fuji apples", 8)
    (bagels,) = parse_list("bagels (everything)")
    assert bagels.product == "everything bagels"
    (walnuts,) = parse_list("walnuts (optional)")  # the cook's aside, no kind
    assert (walnuts.product, walnuts.note) == ("walnuts", "optional")
    (mix,) = parse_list("funfetti cake mix x2 (class party)")
    assert (mix.product, mix.note) == ("funfetti cake mix", "class party")
    (cupcakes,) = parse_list("cupcakes 24 for party")
    assert (cupcakes.product, cupcakes.count, cupcakes.note) == ("cupcakes", 24, "for party")
    (boxes,) = parse_list("juice boxes 2 for lunches")
    assert (boxes.product, boxes.count, boxes.note) == ("juice boxes", 2, "for lunches")


def test_brands_written_with_spaces_for_their_hyphens() -> None:
    (cereal,) = parse_list("malt o meal frosted flakes bag")
    assert cereal.brand == "malt o meal"
    (pouches,) = parse_list("gogo squeez applesauce 20 ct")
    assert pouches.brand == "gogo squeez"


def test_which_kind_said_mid_line_a_reason_why_and_texting_tails() -> None:
    (peppers,) = parse_list("jalapenos the jar kind sliced")
    assert (peppers.product, peppers.container) == ("jalapenos sliced", "jar")
    (buns,) = parse_list("brat buns 2 pks")
    assert (buns.product, buns.count, buns.container) == ("brat buns", 2, "pack")
    (flour,) = parse_list("flour AP 10lb")
    assert (flour.product, flour.amount, flour.unit) == ("all purpose flour", 10, "lb")
    (coffee,) = parse_list("decaf ground coffee so i can actually sleep lol")
    assert (coffee.product, coffee.note) == ("decaf ground coffee", "so i can actually sleep")


def test_whatever_kind_said_after_a_dash_is_that_kind() -> None:
    (meals,) = parse_list("lean cuisine x5 - whatever chicken ones")
    assert (meals.product, meals.count) == ("chicken lean cuisine", 5)
    (yogurt,) = parse_list("yogurt - the strawberry ones")
    assert yogurt.product == "strawberry yogurt"
    (chips,) = parse_list("chips - any flavor")  # no kind: a note for the shopper
    assert (chips.product, chips.note) == ("chips", "any flavor")


def test_a_count_before_bean_and_cheese_is_a_count() -> None:
    (burritos,) = parse_list("4 bean and cheese burritos frozen")
    assert (burritos.product, burritos.count) == ("bean and cheese burritos frozen", 4)
    (salad,) = parse_list("3 bean salad")  # the name's number
    assert (salad.product, salad.count) == ("3 bean salad", 1)


def test_a_count_before_a_kind_and_a_plural_thing_counts_the_things() -> None:
    (pizzas,) = parse_list("2 cheese pizzas")
    assert (pizzas.product, pizzas.count) == ("cheese pizzas", 2)
    (burgers,) = parse_list("4 veggie burgers")
    assert (burgers.product, burgers.count) == ("veggie burgers", 4)
    # the number names the thing when what follows is no plural
    (blend,) = parse_list("4 cheese blend")
    assert (blend.product, blend.count) == ("4 cheese blend", 1)
    (hummus,) = parse_list("3 bean hummus")
    assert (hummus.product, hummus.count) == ("3 bean hummus", 1)


def test_half_and_half_is_no_half_quart_and_a_bulb_is_a_head() -> None:
    (cream,) = parse_list("half & half qt")
    assert (cream.product, cream.amount, cream.unit) == ("half & half", 1, "qt")
    (jug,) = parse_list("half and half half gallon")
    assert (jug.product, jug.amount, jug.unit) == ("half and half", 0.5, "gal")
    (garlic,) = parse_list("garlic 1 bulb")
    assert (garlic.product, garlic.count, garlic.container) == ("garlic", 1, "head")


def test_a_unit_word_in_a_name_is_no_amount() -> None:
    (noodles,) = parse_list("6 cup noodles chicken")
    assert (noodles.product, noodles.count, noodles.amount) == ("cup noodles chicken", 6, None)
    (cake,) = parse_list("sara lee pound cake")
    assert (cake.product, cake.amount) == ("sara lee pound cake", None)
    (bags,) = parse_list("gallon ziploc bags")
    assert (bags.product, bags.amount) == ("gallon ziploc bags", None)
    (measured,) = parse_list("2 cups noodles")  # a cook's measure stays one
    assert (measured.product, measured.amount, measured.unit) == ("noodles", 2, "cup")


def test_spoken_counts_heard_as_for_and_to_and_milk_named_by_its_fat() -> None:
    (beans,) = parse_list("for cans of black beans")
    assert (beans.product, beans.count, beans.container) == ("black beans", 4, "can")
    (chips,) = parse_list("to bags of tostitos")
    assert (chips.product, chips.count) == ("tostitos", 2)
    (milk,) = parse_list("gallon of two percent")
    assert (milk.product, milk.amount, milk.unit) == ("two percent milk", 1, "gal")
    (whole,) = parse_list("a gallon of whole")
    assert whole.product == "whole milk"
    # a spoken percentage of ten or more is the figure: "eighty five percent" lean beef
    (beef,) = parse_list("three pounds of the eighty five percent ground beef")
    assert (beef.product, beef.amount, beef.unit) == ("85% ground beef", 3, "lb")


def test_a_dozen_and_a_half_is_eighteen() -> None:
    (eggs,) = parse_list("a dozen and a half eggs")
    assert (eggs.product, eggs.amount, eggs.unit) == ("eggs", 18, "ct")
    (more,) = parse_list("2 dozen eggs")
    assert more.amount == 24


def test_how_many_ends_a_line_after_a_dashed_note() -> None:
    (beans,) = parse_list("loobia ghermez - red kidney beans x3")
    assert (beans.product, beans.count, beans.note) == ("loobia ghermez", 3, "red kidney beans")
    (leaves,) = parse_list("dolmeh - cedars stuffed grape leaves 2")
    assert (leaves.count, leaves.note) == (2, "cedars stuffed grape leaves")


def test_the_big_one_of_a_kind_said_after_a_comma_is_the_item_before() -> None:
    (hummus,) = parse_list("two of the cedars hummus, the big original")
    assert (hummus.product, hummus.count, hummus.size_wish) == ("original cedars hummus", 2, "big")


def test_a_piece_of_a_root_cut_to_a_length_is_the_root_and_grated_after_it_is_preparation() -> None:
    (ginger,) = parse_list("1 (2-inch) piece fresh ginger, peeled and grated")
    assert (ginger.product, ginger.count, ginger.amount) == ("fresh ginger", 1, None)
    assert ginger.descriptors == ("fresh",)
    (knob,) = parse_list("a thumb-sized piece of ginger")
    assert (knob.product, knob.amount) == ("ginger", None)
    (two,) = parse_list("2 (1-inch) pieces ginger")
    assert (two.product, two.count) == ("ginger", 2)
    (tuna,) = parse_list("chunk light tuna")  # a chunk with no length is the name's
    assert tuna.product == "chunk light tuna"


def test_a_wish_and_a_kind_after_the_thing_describe_it() -> None:
    (coffee,) = parse_list("coffee, the big can med roast")
    assert (coffee.product, coffee.size_wish, coffee.container) == (
        "med roast coffee",
        "big",
        "can",
    )
    (milk,) = parse_list("milk, 2 gallons whole")
    assert (milk.product, milk.amount, milk.unit) == ("whole milk", 2, "gal")
    # a loaf of sourdough is bread, not a kind of the eggs before it
    assert [i.product for i in parse_list("eggs, a loaf of sourdough")] == ["eggs", "sourdough"]


def test_descriptors_listed_with_commas_before_the_thing_are_one_item() -> None:
    (thighs,) = parse_list("2 lbs boneless, skinless chicken thighs")
    assert (thighs.product, thighs.amount, thighs.unit) == (
        "boneless skinless chicken thighs",
        2,
        "lb",
    )
    (bone_in,) = parse_list("6 bone-in, skin-on chicken thighs")
    assert (bone_in.product, bone_in.count) == ("bone-in skin-on chicken thighs", 6)
    assert [i.product for i in parse_list("milk, whole, eggs")] == ["whole milk", "eggs"]


def test_a_rib_of_celery_is_a_stalk() -> None:
    (celery,) = parse_list("2 celery ribs, diced")
    assert (celery.product, celery.count, celery.container) == ("celery", 2, "stalk")
    (ribs,) = parse_list("pork ribs")
    assert ribs.product == "pork ribs"


def test_fiber_one_is_a_brand_not_a_number() -> None:
    (cereal,) = parse_list("Fiber One cereal")
    assert (cereal.product, cereal.brand, cereal.count) == ("fiber one cereal", "fiber one", 1)
    (eggs,) = parse_list("one dozen eggs")
    assert (eggs.product, eggs.amount) == ("eggs", 12)


def test_a_brand_with_an_ampersand_may_be_said_with_and() -> None:
    (soda,) = parse_list("arm and hammer baking soda")
    assert soda.brand == "arm & hammer"
    (ice_cream,) = parse_list("2 pints ben and jerrys cookie dough")
    assert (ice_cream.brand, ice_cream.amount, ice_cream.unit) == ("ben & jerrys", 2, "pt")


def test_any_flavour_said_last_is_a_note_and_an_aside_with_a_wish_parses() -> None:
    (ice_cream,) = parse_list("halo top x2 whatever flavors")
    assert (ice_cream.product, ice_cream.count, ice_cream.note) == (
        "halo top",
        2,
        "whatever flavors",
    )
    (oats,) = parse_list("rolled oats big canister")
    assert (oats.product, oats.size_wish, oats.container) == ("rolled oats", "big", "canister")
    # an aside whose note is also a wish ("any brand" allows substitutes) still parses
    (soap,) = parse_list("dish soap (lemon, any brand)")
    assert soap.product.endswith("dish soap") and soap.substitutions is True


def test_a_dozen_cans_are_twelve_cans_and_eighty_twenty_said_aloud_is_80_20() -> None:
    (beans,) = parse_list("We need a dozen cans of cut green beans.")
    assert (beans.product, beans.count, beans.container, beans.amount) == (
        "cut green beans",
        12,
        "can",
        None,
    )
    (eggs,) = parse_list("a dozen eggs")  # pieces, not packages
    assert (eggs.count, eggs.amount, eggs.unit) == (1, 12, "ct")
    (beef,) = parse_list("Five pounds of ground beef, eighty twenty.")
    assert (beef.product, beef.amount, beef.unit) == ("80/20 ground beef", 5, "lb")
    (lean,) = parse_list("ground beef 85 15")
    assert "85/15" in lean.descriptors
    (creamer,) = parse_list("coffee creamer, the french vanilla one")  # no "1" in it
    assert creamer.product == "french vanilla coffee creamer"


def test_brands_offered_after_the_thing_are_a_choice_of_it() -> None:
    (butter,) = parse_list("peanut butter, jif or skippy")
    assert butter.product == "jif peanut butter or skippy peanut butter"
    (chili,) = parse_list("Eight cans of chili with beans, Hormel or Wolf Brand.")
    assert (chili.product, chili.count) == (
        "hormel chili with beans or wolf brand chili with beans",
        8,
    )
    # not brands: another item
    assert [i.product for i in parse_list("milk, eggs or bread")] == ["milk", "eggs or bread"]


def test_the_size_of_the_ones_said_after_the_thing_is_each_ones_size() -> None:
    (broth,) = parse_list("Four cartons of chicken broth, the thirty two ounce ones.")
    assert (broth.product, broth.count, broth.amount, broth.unit, broth.per_package) == (
        "chicken broth",
        4,
        32,
        "oz",
        True,
    )
    (creamer,) = parse_list("creamer, the french vanilla one")  # a kind, not a size
    assert (creamer.product, creamer.amount) == ("french vanilla creamer", None)
    # without "ones": the size of each still, never an item called "the"
    (stew,) = parse_list("Six cans of Dinty Moore beef stew, the twenty ounce.")
    assert (stew.count, stew.amount, stew.unit, stew.per_package) == (6, 20, "oz", True)
    (waffles,) = parse_list("eggo homestyle family pk")  # "pk" is a pack
    assert (waffles.product, waffles.size_wish) == ("eggo homestyle", "big")
    (raisins,) = parse_list("raisins the lil boxes")  # texted "little"
    assert (raisins.product, raisins.container, raisins.size_wish) == ("raisins", "box", "small")
    (pouches,) = parse_list("happy baby pouches stage 2 x4")  # the stage, then times
    assert (pouches.product, pouches.count) == ("happy baby pouches stage 2", 4)
    (cocoa,) = parse_list("A box of Swiss Miss, the thirty count.")
    assert (cocoa.product, cocoa.count, cocoa.amount, cocoa.unit) == ("swiss miss", 1, 30, "ct")


def test_a_brand_named_with_and_is_one_item_and_of_them_is_filler() -> None:
    (candy,) = parse_list("a box of good and plenty")
    assert (candy.product, candy.container) == ("good and plenty", "box")
    (fruit,) = parse_list("two of them pink grapefruits")  # said aloud: two pink grapefruits
    assert (fruit.product, fruit.count) == ("pink grapefruits", 2)
    (bag,) = parse_list("a bag of them clementines")
    assert (bag.product, bag.container) == ("clementines", "bag")


def test_what_it_is_without_said_last_is_avoided_and_why_it_is_listed_is_a_note() -> None:
    (butter,) = parse_list("creamy almond butter no honey or anything")
    assert (butter.product, butter.avoid) == ("creamy almond butter", ("honey",))
    (chili,) = parse_list("hormel chili no beans")
    assert (chili.product, chili.avoid) == ("hormel chili", ("beans",))
    # a kind the label says, a correction, a note: none is avoided
    for text in ("peanut butter no salt added", "oj no pulp", "three no four apples"):
        (item,) = parse_list(text)
        assert item.avoid == (), text
    (garlic,) = parse_list("garlic powder were out of it")  # "we're", heard aloud
    assert (garlic.product, garlic.note) == ("garlic powder", "were out of it")


def test_which_one_said_after_the_thing_may_start_with_a_number() -> None:
    (taco,) = parse_list("taco seasoning the less sodium one")
    assert (taco.product, taco.descriptors) == ("less sodium taco seasoning", ("less sodium",))
    (milk,) = parse_list("milk the 2% one")
    assert milk.product == "2% milk"
    (eggs,) = parse_list("eggs the 18 count ones")
    assert (eggs.product, eggs.amount, eggs.unit) == ("eggs", 18.0, "ct")
    (yogurt,) = parse_list("light and fit vanilla greek yogurt 4 pack")  # Light + Fit
    assert yogurt.product == "light and fit vanilla greek yogurt"


def test_a_kind_said_after_the_thing_keeps_its_own_bracketed_note() -> None:
    (seeds,) = parse_list("sesame seeds, white (toasted if they have)")
    assert seeds.product == "white sesame seeds" and seeds.descriptors == ("white",)
    assert seeds.note == "toasted if they have"
    milk, eggs = parse_list("milk, eggs (large)")  # a thing of its own stays one
    assert (milk.product, eggs.product) == ("milk", "eggs large")


def test_whichever_is_cheapest_is_a_note_and_the_count_before_it_holds() -> None:
    (bread,) = parse_list("whole wheat bread 2 loaves whichever is cheapest")
    assert (bread.product, bread.count, bread.container) == ("whole wheat bread", 2, "loaf")
    assert bread.note == "whichever is cheapest"
    (eggs,) = parse_list("eggs whichever one is cheaper")
    assert eggs.product == "eggs" and eggs.note == "whichever one is cheaper"


def test_a_recipes_weight_in_brackets_is_what_to_buy() -> None:
    (chips,) = parse_list("2 cups (12 oz) bittersweet chocolate chips")
    assert (chips.amount, chips.unit) == (12.0, "oz")
    (broth,) = parse_list("4 cups (1 quart) chicken broth")
    assert (broth.amount, broth.unit) == (1.0, "qt")
    (milk,) = parse_list("1 (14 oz) can sweetened condensed milk")  # each can's size
    assert (milk.amount, milk.unit, milk.per_package) == (14.0, "oz", True)


def test_the_words_of_a_brand_describe_nothing() -> None:
    (sauce,) = parse_list("sweet baby rays bbq sauce")
    assert sauce.brand == "sweet baby rays" and sauce.descriptors == ()
    (milk,) = parse_list("organic valley whole milk")
    assert milk.descriptors == ("whole",)


def test_what_does_not_matter_and_which_of_what_they_have_are_notes() -> None:
    (cheese,) = parse_list("cottage cheese biggest tub they have idc what fat %")
    assert (cheese.product, cheese.size_wish) == ("cottage cheese", "big")
    assert cheese.note == "idc what fat %; biggest tub they have"
    (eggs,) = parse_list("eggs doesnt matter which brand")
    assert eggs.product == "eggs" and eggs.note == "doesnt matter which brand"
    # a thing before "they have" is still the thing
    (sauce,) = parse_list("korean bbq sauce they have")
    assert "sauce" in sauce.product


def test_the_big_one_may_give_its_size_before_the_container() -> None:
    (fish,) = parse_list("goldfish cheddar the big 30oz carton")
    assert fish.size_wish == "big" and fish.container == "carton"
    assert (fish.amount, fish.unit) == (30.0, "oz") and "the" not in fish.product.split()


def test_the_grain_of_rice_said_after_it_describes_the_rice() -> None:
    (rice,) = parse_list("white rice long grain 2lb bag x2")
    assert "long grain" in rice.descriptors and rice.count == 2


def test_how_many_of_them_said_after_the_thing_is_its_count() -> None:
    (pears,) = parse_list("ok so for the galbi marinade i need asian pears, like 3 of them")
    assert (pears.product, pears.count, pears.note) == ("asian pears", 3, "for the galbi marinade")
    (mac,) = parse_list("kraft mac and cheese the blue box, like six of em")
    assert (mac.product, mac.count) == ("kraft mac and cheese", 6)
    (limes,) = parse_list("limes 4 of those")
    assert (limes.product, limes.count) == ("limes", 4)


def test_a_few_said_after_the_thing_are_packages_and_many_are_pieces() -> None:
    (kippers,) = parse_list("KIPPER SNACKS 3")
    assert (kippers.product, kippers.count, kippers.times) == ("kipper snacks", 3, True)
    (eggs,) = parse_list("eggs 18")
    assert (eggs.count, eggs.times) == (18, False)  # eighteen eggs, not cartons
    (sardines,) = parse_list("2 sardines")
    assert sardines.times is False  # said before the thing: as many as said


def test_a_lean_share_in_brackets_describes_the_meat() -> None:
    (beef,) = parse_list("1 lb ground beef (85% lean)")
    assert beef.product == "ground beef 85% lean" and "lean" in beef.descriptors
    assert beef.note is None


def test_how_many_said_after_what_it_is_for_is_still_how_many() -> None:
    (pineapple,) = parse_list("pineapple tidbits for the fruit salad 2 cans")
    assert (pineapple.count, pineapple.container) == (2, "can")
    assert pineapple.note == "for the fruit salad"
    (gogurts,) = parse_list("gogurts for the kids x2")
    assert gogurts.count == 2 and gogurts.note == "for the kids"


def test_a_brand_in_brackets_is_whose_it_is() -> None:
    (pb,) = parse_list("peanut butter (Skippy creamy) - pang kare-kare din")
    assert (pb.brand, pb.descriptors) == ("skippy", ("creamy",))
    (tuna,) = parse_list("tuna (about 2 cans)")  # a count in brackets stays a count
    assert tuna.count == 2 and tuna.brand is None


def test_a_count_and_container_mid_line_and_the_notes_after_them() -> None:
    (coffee,) = parse_list("COFFEE GROUND REG 1 CAN FOLGERS IF THEY GOT IT IF NOT WHATEVER")
    assert (coffee.count, coffee.container, coffee.brand) == (1, "can", "folgers")
    assert coffee.note == "if they got it" and coffee.substitutions is True
    assert "can" not in coffee.product.split()
    (eggs,) = parse_list("eggs 2 dozen large")  # a dozen is no container
    assert (eggs.amount, eggs.unit) == (24.0, "ct")


def test_old_list_words_round_box_tall_can_slices_loafs_and_the_doctor() -> None:
    (oats,) = parse_list("QUAKER OATS OLD FASHION BIG ROUND BOX")
    assert (oats.container, oats.size_wish) == ("canister", "big")
    (salmon,) = parse_list("SALMON PINK 1 TALL CAN for patties")
    assert (salmon.product, salmon.container) == ("salmon pink", "can")
    (singles,) = parse_list("KRAFT SINGLES YELLOW 24 SLICE")
    assert (singles.amount, singles.unit) == (24.0, "ct")
    (bread,) = parse_list("WONDER BREAD 2 LOAFS")
    assert (bread.product, bread.count, bread.container) == ("wonder bread", 2, "loaf")
    (prunes,) = parse_list("PRUNE JUICE doc says")
    assert prunes.product == "prune juice" and prunes.note == "doc says"


def test_snack_packs_with_a_count_are_the_thing_not_a_container() -> None:
    (fish,) = parse_list("goldfish snack packs 30ct")
    assert (fish.product, fish.container, fish.amount, fish.unit) == (
        "goldfish snack packs",
        None,
        30.0,
        "ct",
    )
    (potatoes,) = parse_list("potatoes 5 lb bag")  # a bag after an amount still is one
    assert (potatoes.product, potatoes.container) == ("potatoes", "bag")


def test_how_many_of_which_ones_said_after_the_thing() -> None:
    (queso,) = parse_list("queso fresco, 2 of the round ones")
    assert (queso.product, queso.count, queso.note) == ("queso fresco", 2, "the round ones")
    (oj,) = parse_list("orange juice no pulp, two of the big ones")
    assert (oj.count, oj.size_wish) == (2, "big")


def test_joining_words_inside_brackets_belong_to_the_item() -> None:
    (celery,) = parse_list("celery 1 bunch (soup & gravy)")
    assert (celery.product, celery.container, celery.note) == ("celery", "bunch", "soup & gravy")
    (beans,) = parse_list("canellini beans 4 cans (greens and beans)")
    assert (beans.product, beans.count, beans.container) == ("canellini beans", 4, "can")
    assert len(parse_list("milk and eggs")) == 2  # outside brackets they still split


def test_square_brackets_are_asides_too() -> None:
    (cheese,) = parse_list("Polly-O mootz 2 lb [the whole milk block, not the string cheese]")
    assert (cheese.product, cheese.amount, cheese.unit) == ("polly-o mootz", 2.0, "lb")
    (milk,) = parse_list("- [x] milk")  # a dash and a ticked box before it
    assert milk.product == "milk"


def test_the_size_wish_or_a_size_said_last() -> None:
    (oj,) = parse_list("OJ no pulp 1 big")
    assert (oj.product, oj.count, oj.size_wish) == ("orange juice no pulp", 1, "big")
    (takis,) = parse_list("takis fuego (purple bag) big")
    assert (takis.product, takis.size_wish) == ("takis fuego", "big")
    (zucchini,) = parse_list("zuchinni 3 medium")  # a medium one is any one
    assert (zucchini.product, zucchini.count, zucchini.descriptors) == ("zuchinni", 3, ())
    (shrimp,) = parse_list("shrimp large")  # a grade, not a wish
    assert (shrimp.size_wish, shrimp.descriptors) == (None, ("large",))


def test_two_pk_is_two_packs_and_a_four_pk_one_pack() -> None:
    (sausage,) = parse_list("lap cheong 2 pk")
    assert (sausage.count, sausage.container, sausage.amount) == (2, "pack", None)
    (yogurt,) = parse_list("activia vanilla 4 pk")
    assert (yogurt.count, yogurt.amount, yogurt.unit) == (1, 4.0, "ct")
    (ketchup,) = parse_list("heinz ketchup 2 pack")  # a twin pack
    assert (ketchup.count, ketchup.amount) == (1, 2.0)


def test_a_brand_glued_to_its_thing_and_which_ones_said_last() -> None:
    (bread,) = parse_list("wonderbread (white)")
    assert (bread.product, bread.brand) == ("wonder bread white", "wonder")
    (wrappers,) = parse_list("gow gee wrappers round ones")
    assert wrappers.product == "round gow gee wrappers"
    (milk,) = parse_list("coconut milk (cans)")  # a container in brackets
    assert (milk.product, milk.container) == ("coconut milk", "can")


def test_the_big_one_said_with_its_size() -> None:
    (broth,) = parse_list("chicken broth swanson the big 48 oz")
    assert (broth.product, broth.size_wish, broth.amount, broth.unit) == (
        "chicken broth swanson",
        "big",
        48.0,
        "oz",
    )
    (lettuce,) = parse_list("lettuce - romaine")  # a kind after a dash is still the kind
    assert lettuce.product == "romaine lettuce"


def test_a_number_that_begins_a_brand_is_no_count() -> None:
    (yogurt,) = parse_list("two good vanilla yogurt")
    assert (yogurt.product, yogurt.count) == ("2 good vanilla yogurt", 1)
    (fish_sauce,) = parse_list("fish sauce three crabs")
    assert (fish_sauce.product, fish_sauce.count) == ("fish sauce 3 crabs", 1)
    (apples,) = parse_list("2 good apples")  # but good apples are counted
    assert (apples.product, apples.count) == ("good apples", 2)


def test_how_much_in_brackets_after_the_cooks_work() -> None:
    (oil,) = parse_list("Canola oil, for deep frying (about 3 cups)")
    assert (oil.product, oil.amount, oil.unit) == ("canola oil", 3.0, "cup")
    (onion,) = parse_list("1 onion, diced (about 1 cup)")  # the count said is what to buy
    assert (onion.product, onion.count, onion.amount) == ("onion", 1, None)


def test_who_is_making_what_and_about_how_much() -> None:
    (pork,) = parse_list("pork butt ~4 lb grandpa making char siu")
    assert (pork.product, pork.amount, pork.unit) == ("pork butt", 4.0, "lb")
    assert pork.note == "grandpa making char siu"
    (cheerios,) = parse_list("cheerios name brand")
    assert (cheerios.product, cheerios.avoid) == ("cheerios", ("store brand",))


def test_what_a_careful_shopper_insists_on_describes_the_thing() -> None:
    (oat,) = parse_list("oat milk - unsweetened only")
    assert (oat.product, oat.descriptors) == ("unsweetened oat milk", ("unsweetened",))
    (eggs,) = parse_list("eggs - pasture raised ONLY, 1 dozen")
    assert "pasture raised" in eggs.descriptors and (eggs.amount, eggs.unit) == (12.0, "ct")
    (tomatoes,) = parse_list("diced tomatoes, organic, no salt added")
    assert {"organic", "no salt added"} <= set(tomatoes.descriptors)
    (chips,) = parse_list("tortilla chips, NO salt / unsalted")
    assert "unsalted" in chips.descriptors and chips.product.endswith("tortilla chips")
    (bacon, _) = parse_list("bacon - uncured / nitrate free AND no sugar, pork not turkey")
    assert {"uncured", "nitrate free", "no sugar"} <= set(bacon.descriptors)
    (sardines,) = parse_list("sardines - wild, in WATER not oil")
    assert (sardines.product, sardines.avoid) == ("wild sardines in water", ("oil",))
    (beef,) = parse_list("Five pounds of ground beef, eighty twenty.")
    assert "80/20" in beef.descriptors


def test_group_chat_and_kitchen_table_asides() -> None:
    (buns,) = parse_list("hamburgr buns 3 packs bc we ran out last time")
    assert (buns.product, buns.count, buns.note) == ("hamburgr buns", 3, "bc we ran out last time")
    (pineapple,) = parse_list("a pineapple lol someone wants to grill it")
    assert pineapple.product == "pineapple"
    (tea,) = parse_list("arizona green tea the 12 can pack")
    assert (tea.product, tea.amount, tea.unit) == ("arizona green tea", 12.0, "ct")
    (jug,) = parse_list("arnold palmer lite the gallon jug")
    assert (jug.amount, jug.unit, jug.container) == (1.0, "gal", "jug")
    (jims,) = parse_list("slim jims the 46 ct thing")
    assert (jims.amount, jims.unit) == (46.0, "ct") and "thing" not in jims.product
    (ketchup,) = parse_list("ketchup (heinz pls not store brand)")
    assert (ketchup.brand, ketchup.avoid) == ("heinz", ("store",))
    (salsa,) = parse_list("salsa medium, pace or tostitos idc")
    assert salsa.product == "pace salsa medium or tostitos salsa medium"
    (eggs,) = parse_list("eggs 18 ct for breakfast burritos")
    assert (eggs.product, eggs.note) == ("eggs", "for breakfast burritos")
    (milk,) = parse_list("Carnation milk 3 little cans for the mac & cheese")
    assert (milk.product, milk.count, milk.note) == ("carnation milk", 3, "for the mac & cheese")
    (whip,) = parse_list("cool whip 2 of the little 8 oz tubs")
    assert (whip.product, whip.count, whip.size_wish) == ("cool whip", 2, "small")
    (bananas,) = parse_list("bananas - 8 - for my nanner puddin")
    assert (bananas.product, bananas.count) == ("bananas", 8)


def test_second_thoughts_and_brands_after_a_dash() -> None:
    (cream,) = parse_list("zhirnaya smetana??? no - sour cream daisy 16")
    assert (cream.product, cream.brand) == ("sour cream daisy", "daisy")
    (bologna,) = parse_list("doktorskaya kolbasa... just get bologna oscar mayer 1")
    assert bologna.product == "bologna oscar mayer"
    (shoyu,) = parse_list("shoyu - kikkoman or yamasa")
    assert shoyu.product == "kikkoman shoyu or yamasa shoyu"


def test_a_wish_for_the_stores_own_label_and_a_price_are_not_the_thing() -> None:
    (saltines,) = parse_list("saltines store brand")
    assert (saltines.product, saltines.store_brand) == ("saltines", True)
    (oats,) = parse_list("quick oats (generic, whatever store brand)")
    assert (oats.product, oats.store_brand, oats.note) == ("quick oats", True, None)
    (bread,) = parse_list("loaf of white bread, whatever store brand is like $1.79")
    assert (bread.product, bread.store_brand, bread.note) == ("white bread", True, "is like $1.79")
    (pb,) = parse_list("crunchy pb store brand (NOT creamy)")
    assert (pb.product, pb.avoid, pb.store_brand) == ("crunchy peanut butter", ("creamy",), True)
    # what not, a leave and a choice are no wish for it
    (ketchup,) = parse_list("ketchup (heinz pls not store brand)")
    assert not ketchup.store_brand
    (krispies,) = parse_list("6 cups Rice Krispies (store brand is fine)")
    assert not krispies.store_brand
    (corn,) = parse_list("canned corn x3 if its 3/$2")
    assert (corn.product, corn.count, corn.note) == ("canned corn", 3, "if its 3/$2")
    (limes,) = parse_list("limes 4 for $1")
    assert (limes.product, limes.count) == ("limes", 4)
    (chicken,) = parse_list("rotisserie chicken if its still $6.99")
    assert chicken.product == "rotisserie chicken"


def test_a_stores_label_and_its_package_said_after_the_thing() -> None:
    (waffles,) = parse_list("frozen waffles, the big 24 pack gv")
    assert (waffles.brand, waffles.amount, waffles.unit, waffles.size_wish) == (
        "great value",
        24.0,
        "ct",
        "big",
    )
    (water,) = parse_list("water the big 24 pack")
    assert (water.product, water.count, water.amount, water.size_wish) == ("water", 1, 24.0, "big")
    (eggs,) = parse_list("eggs large 2 dozen")  # large eggs, no wish
    assert (eggs.amount, eggs.unit, eggs.size_wish) == (24.0, "ct", None)
    (oj,) = parse_list("oj - the great value gallon")
    assert (oj.product, oj.brand, oj.amount, oj.unit) == (
        "great value orange juice",
        "great value",
        1.0,
        "gal",
    )
    (coffee,) = parse_list("coffee - the folgers big can")
    assert (coffee.brand, coffee.container, coffee.size_wish) == ("folgers", "can", "big")


def test_what_they_always_get_and_which_days_dinner_are_notes() -> None:
    (coffee,) = parse_list("Folgers coffee Classic Roast the 30.5 oz can like we always get")
    assert (coffee.product, coffee.container, coffee.note) == (
        "folgers coffee classic roast",
        "can",
        "like we always get",
    )
    (wieners,) = parse_list("Oscar Mayer wieners same as last time")
    assert wieners.note == "same as last time" and "last" not in wieners.product
    (soy,) = parse_list("soy sauce we're almost out")
    assert soy.product == "soy sauce"
    (potatoes,) = parse_list("sweet potatoes ~2 lb (sat)")
    assert (potatoes.product, potatoes.amount, potatoes.note) == ("sweet potatoes", 2.0, "sat")
    (milk,) = parse_list("coconut milk 2 cans (curry night)")
    assert (milk.product, milk.note) == ("coconut milk", "curry night")
    (garlic,) = parse_list("▢ 4 cloves garlic, minced")  # a recipe card's checkbox
    assert garlic.text.startswith("4 cloves")


def test_which_one_said_after_a_dash_a_brands_thing_and_the_midwests_pop() -> None:
    (milk,) = parse_list("Milk - 2% gallon like always")
    assert (milk.product, milk.amount, milk.unit) == ("2% milk", 1.0, "gal")
    (meat,) = parse_list("lunch meat - Oscar Mayer bologna")
    assert (meat.brand, meat.product) == ("oscar mayer", "oscar mayer lunch meat bologna")
    (ketchup,) = parse_list("ketchup - heinz obv")
    assert ketchup.product == "heinz ketchup"
    (mix,) = parse_list("pancake mix - bisquick or krusteaz")  # a choice stays one
    assert mix.product == "bisquick or krusteaz pancake mix"
    (cheerios,) = parse_list("Cheerios - plain yellow box, the big one")
    assert cheerios.product == "plain cheerios"  # the plain ones, by their yellow box
    assert for_search(parse_list("root beer pop 12 pk")[0]).product == "root beer soda"
    assert for_search(parse_list("pop - Dr Pepper the 24 pk")[0]).product == "dr pepper soda"
    assert for_search(parse_list("ice pops")[0]).product == "ice pops"


def test_packs_said_as_people_say_them() -> None:
    (bars,) = parse_list("Granola bars box of 12")
    assert (bars.product, bars.count, bars.amount, bars.unit, bars.container) == (
        "granola bars",
        1,
        12.0,
        "ct",
        "box",
    )
    (cups,) = parse_list("mandarin orange cups 3 of the 4pks")
    assert (cups.product, cups.count, cups.amount, cups.per_package) == (
        "mandarin orange cups",
        3,
        4.0,
        True,
    )
    (chips,) = parse_list("doritos nacho cheese - two of the big party bags")
    assert (chips.product, chips.count, chips.size_wish) == ("doritos nacho cheese", 2, "big")
    (rotel,) = parse_list("rotel original a couple cans")
    assert (rotel.product, rotel.count, rotel.container) == ("rotel original", 2, "can")
    (goldfish,) = parse_list("Goldfish the variety pack")
    assert goldfish.product == "goldfish variety pack"


def test_the_kind_without_something_and_a_brand_given_as_the_kind_meant() -> None:
    (oj,) = parse_list("orange juice the kind w/o pulp")
    assert (oj.product, oj.brand) == ("orange juice no pulp", None)  # no KIND bar
    (ketchup,) = parse_list("ketchup - the one without added sugar")
    assert ketchup.descriptors == ("no sugar added",)
    (salsa,) = parse_list("medium salsa, like the Pace kind")
    assert (salsa.product, salsa.brand) == ("pace medium salsa", "pace")
    (sausage,) = parse_list("1 lb ground pork breakfast sausage (like Jimmy Dean)")
    assert sausage.brand == "jimmy dean"
    (bread,) = parse_list("bread (like the soft kind)")  # no brand: a note
    assert (bread.product, bread.brand) == ("bread", None)


def test_a_wished_container_before_how_many_times() -> None:
    (jello,) = parse_list("Jell-O strawberry small box x2")
    assert (jello.product, jello.container, jello.size_wish, jello.count) == (
        "jell-o strawberry",
        "box",
        "small",
        2,
    )


def test_the_pound_sign_and_what_voice_typing_writes_for_sounds_alike() -> None:
    (onions,) = parse_list("yel onions 3# bag")
    assert (onions.amount, onions.unit, onions.container) == (3.0, "lb", "bag")
    (turkey,) = parse_list("deli turkey 3/4# shaved thin")
    assert (turkey.amount, turkey.unit) == (0.75, "lb")
    (corn,) = parse_list("for ears of sweet corn")
    assert (corn.product, corn.count) == ("sweet corn", 4)
    (chops,) = parse_list("four center cut pork shops")
    assert (chops.product, chops.count) == ("center cut pork chops", 4)
    (thyme,) = parse_list("some fresh time for the chicken")
    assert thyme.product.startswith("fresh thyme")
    (cheese,) = parse_list("craft singles the yellow American cheese")
    assert cheese.brand == "kraft"
    (oreos,) = parse_list("oreos fam size")
    assert oreos.size_wish == "big"
    assert for_search(parse_list("diced tom x2 cans")[0]).product == "diced tomatoes"


def test_a_kind_and_what_not_in_brackets() -> None:
    (fajita,) = parse_list("fajita meat 2lbs (beef not chicken)")
    assert (fajita.product, fajita.avoid) == ("beef fajita meat", ("chicken",))
    (oreos,) = parse_list("1 (14.3 oz) pkg Oreo cookies (regular, not double stuf)")
    assert "regular" not in oreos.product


def test_a_brands_one_long_word_misspelt_is_that_brand() -> None:
    (sandwiches,) = parse_list("uncrustibles grape 15ct x2")
    assert (sandwiches.product, sandwiches.brand) == ("uncrustables grape", "uncrustables")
    (chips,) = parse_list("doritoes nacho cheese party size x2")
    assert chips.brand == "doritos"
    (drink,) = parse_list("gatoraid cool blue")
    assert drink.brand == "gatorade"
    # a word the brand's name holds is no misspelling of it
    assert parse_list("raisins")[0].brand is None  # not Craisins
    assert parse_list("classic roast coffee")[0].brand is None  # not Classico


def test_a_full_stop_between_sentences_and_what_not_shouted() -> None:
    (fage,) = parse_list("Fage Total 5% plain, the big 35oz tub. NOT 2% or 0%")
    assert (fage.product, fage.amount, fage.size_wish, fage.avoid) == (
        "fage total 5% plain",
        35.0,
        "big",
        ("2% or 0%",),
    )
    assert [i.product for i in parse_list("milk. eggs. bread")] == ["milk", "eggs", "bread"]
    (pepper,) = parse_list("dr. pepper 12 pk")  # a short form's stop ends nothing
    assert pepper.product == "dr. pepper"
    (onion,) = parse_list("1 lg. yellow onion, finely chopped")
    assert "onion" in onion.product
    (milk,) = parse_list("organic milk 2% not whole!! half gal")
    assert (milk.product, milk.avoid, milk.amount) == ("organic milk 2%", ("whole",), 0.5)


def test_a_recipes_short_measures_and_the_cooks_crushing() -> None:
    (starch,) = parse_list("2 T cornstarch")
    assert (starch.product, starch.amount, starch.unit) == ("cornstarch", 2.0, "tbsp")
    (vanilla,) = parse_list("1 t vanilla extract")
    assert (vanilla.product, vanilla.unit) == ("vanilla extract", "tsp")
    (mallows,) = parse_list("3 c mini marshmallows")
    assert (mallows.product, mallows.amount, mallows.unit) == ("mini marshmallows", 3.0, "cup")
    (snaps,) = parse_list("2 c finely crushed gingersnaps (for the crust)")
    assert snaps.product == "gingersnaps"
    (nuts,) = parse_list("3/4 c shelled pistachios, rough chopped")
    assert nuts.product == "shelled pistachios"
    assert parse_list("crushed tomatoes")[0].product == "crushed tomatoes"
    assert parse_list("5 t-bone steaks")[0].product == "t-bone steaks"


def test_why_it_is_on_the_list_said_last_is_a_note() -> None:
    for text, product in (
        ("soy sauce we ran out", "soy sauce"),
        ("Coffee creamer the hazelnut one I'm almost out", "hazelnut coffee creamer"),
        ("Cookies and cream ice cream he ate the whole thing again", "cookies and cream ice cream"),
        ("pb creamy the big jar pls we go thru it", "peanut butter creamy"),
        ("4 large eggs room temp", "large eggs"),
    ):
        (item,) = parse_list(text)
        assert item.product == product and item.note, text
    (hominy,) = parse_list("White hominy for the pozole two cans")
    assert (hominy.product, hominy.count, hominy.note) == ("white hominy", 2, "for the pozole")
    (peppers,) = parse_list("jalepenos a handful")
    assert (peppers.product, peppers.count) == ("jalepenos", 3)
    (creamer,) = parse_list("coffe creamer, sweet cream flavor")
    assert creamer.product == "sweet cream coffe creamer"
    # a flavour said on its own line is a thing of its own
    assert len(parse_list("milk\nramen chicken flavor")) == 2


def test_what_voice_typing_writes_for_sound_alikes() -> None:
    for text, product in (
        ("Two ribeye stakes", "ribeye steaks"),
        ("three pairs the green ones", "pears"),
        ("Gator aid the cool blue kind", "cool blue gatorade"),
        ("A case of doctor pepper", "dr pepper"),
        ("Mari chan ramen chicken flavor", "maruchan ramen chicken flavor"),
        ("strawbs 1lb", "strawberries"),
    ):
        assert for_search(parse_list(text)[0]).product == product, text
    assert parse_list("a pair of avocados")[0].count == 2


def test_a_long_brand_in_the_singular_and_the_plain_one_not_the_other() -> None:
    (sandwich,) = parse_list("uncrustable grape 15 ct")
    assert sandwich.brand == "uncrustable"
    (burritos,) = parse_list("El Monterey beef and bean burritos")
    assert burritos.product == "el monterey beef and bean burritos"
    assert len(parse_list("ground beef and beans")) == 2
    (tots,) = parse_list("ore ida tots (normal bag not the minis)")
    assert (tots.product, tots.avoid) == ("ore ida tots", ("minis",))


def test_a_kind_beside_a_note_in_brackets_and_things_of() -> None:
    (milk,) = parse_list("leche 2 galones (whole, the red cap)")
    assert "whole" in milk.descriptors and milk.note == "whole, the red cap"
    (berries,) = parse_list("Two things of blueberries")
    assert (berries.product, berries.count, berries.container) == ("blueberries", 2, "container")


def test_the_shoppers_pick_and_cauli() -> None:
    (apples,) = parse_list("apples - 4 of whatever looks good")
    assert (apples.product, apples.count) == ("apples", 4)
    assert "whatever looks good" in (apples.note or "")
    (cauli,) = parse_list("cauli (1 head)")
    assert cauli.product == "cauliflower"


def test_what_not_in_brackets_beside_a_note() -> None:
    (mozz,) = parse_list("Polly-O mootz 2 lb [the whole milk block, not the string cheese]")
    assert mozz.avoid == ("string cheese",) and "whole milk block" in (mozz.note or "")
    (ketchup,) = parse_list("ketchup (heinz pls not store brand)")
    assert ketchup.brand == "heinz"


def test_the_package_then_which_kind_after_a_dash() -> None:
    (rice,) = parse_list("rice - 2lb bag plain long grain white")
    assert (rice.product, rice.amount, rice.unit, rice.container) == (
        "plain long grain white rice",
        2.0,
        "lb",
        "bag",
    )
    (coffee,) = parse_list("coffee - 12 oz bag")
    assert (coffee.product, coffee.amount, coffee.container) == ("coffee", 12.0, "bag")


def test_how_many_and_what_for_after_a_comma() -> None:
    (sauce,) = parse_list("cranberry sauce jellied, 2 cans for Sunday")
    assert (sauce.count, sauce.container) == (2, "can")
    assert sauce.product.startswith("cranberry sauce jellied")
    (milk,) = parse_list("milk, 2 gallons for the week")
    assert (milk.product, milk.amount, milk.unit) == ("milk", 2.0, "gal")


def test_celery_sticks_are_its_stalks() -> None:
    (celery,) = parse_list("2 celery sticks, finely chopped")
    assert (celery.product, celery.count, celery.container) == ("celery", 2, "stalk")


def test_a_lists_headings_are_no_things_to_buy() -> None:
    items = parse_list("Dairy:\nmilk\nPRODUCE\nbananas, apples\n## Frozen\npeas\nSnacks:\nchips")
    assert [(it.product, it.skipped) for it in items] == [
        ("", HEADING_SKIP),
        ("milk", None),
        ("", HEADING_SKIP),
        ("bananas", None),
        ("apples", None),
        ("", HEADING_SKIP),
        ("frozen peas", None),  # (under "## Frozen")
        ("", HEADING_SKIP),
        ("chips", None),
    ]
    # a list all in capitals has no headings by them; a word alone is a thing to buy
    assert [it.product for it in parse_list("MILK\nBREAD\nFRUIT")] == ["milk", "bread", "fruit"]
    assert [it.product for it in parse_list("snacks\nmeat")] == ["snacks", "meat"]


def test_where_it_is_then_the_thing() -> None:
    assert [it.product for it in parse_list("Produce: bananas, apples")] == ["bananas", "apples"]
    (milk,) = parse_list("dairy - milk")
    assert milk.product == "milk"
    (beef,) = parse_list("meat - 2 lb ground beef")
    assert (beef.product, beef.amount, beef.unit) == ("ground beef", 2.0, "lb")
    (cereal,) = parse_list("Cereal - honey nut cheerios the big box")
    assert (cereal.product, cereal.size_wish) == ("honey nut cheerios", "big")
    (fish,) = parse_list("snacks - goldfish crackers")
    assert fish.product == "goldfish crackers"
    (bread,) = parse_list("bread: whole wheat")
    assert bread.product == "whole wheat bread"
    (loaves,) = parse_list("bread - 2 loaves")
    assert (loaves.product, loaves.count) == ("bread", 2)


def test_what_the_shopper_will_do_with_it_is_a_note() -> None:
    (cauli,) = parse_list("cauliflower (1 head) gonna mash it instead of potatoes")
    assert cauli.product == "cauliflower" and "instead of potatoes" in (cauli.note or "")
    (noodles,) = parse_list("zucchini noodles instead of pasta")
    assert (noodles.product, noodles.note) == ("zucchini noodles", "instead of pasta")


def test_a_head_said_after_the_thing_before_what_it_is_for() -> None:
    (cabbage,) = parse_list("green cabbage head for slaw")
    assert (cabbage.product, cabbage.container) == ("green cabbage for slaw", "head")


def test_a_recipes_plus_joins_two_things_and_the_tap_water_is_not_bought() -> None:
    items = parse_list("2 Tbsp cornstarch + 2 Tbsp cold water (slurry)")
    assert [(it.product, it.skipped) for it in items] == [
        ("cornstarch", None),
        ("", "water from the tap"),
    ]
    (peppers,) = parse_list("5-6 pepperchinis + a splash of the juice from the jar")
    assert (peppers.product, peppers.count) == ("pepperoncini", 6)
    assert [it.product for it in parse_list("salt + pepper")] == ["salt", "pepper"]
    (water,) = parse_list("cold water 24 pack")  # bottles of it are bought
    assert water.product == "cold water" and not water.skipped


def test_which_kind_in_brackets_the_packages_look_and_in_case() -> None:
    (salsa,) = parse_list("salsa (mild one)")
    assert salsa.descriptors == ("mild",)
    (mac,) = parse_list("kraft mac n chese blue box x5")
    assert (mac.product, mac.count, mac.note) == ("kraft mac and cheese", 5, "the blue box")
    (broth,) = parse_list("pho broth carton (beef) in case i run out of time")
    assert (broth.product, broth.container) == ("beef pho broth", "carton")
    assert broth.note == "in case i run out of time"
    (hot,) = parse_list("hot pockets pepperoni, just the 2 pack")
    assert (hot.product, hot.amount, hot.unit) == ("hot pockets pepperoni", 2.0, "ct")


def test_the_rural_souths_names_as_said_and_as_a_phone_hears_them() -> None:
    said = {
        "box of sody crackers": "saltine crackers",
        "a pack of baloney": "bologna",
        "4 cans tuner fish": "tuna fish",
        "couple sweet taters": "sweet potatoes",
        "a mushmelon": "cantaloupe",
        "braunswager": "braunschweiger",
        "louisiana tea bags": "luzianne tea bags",
        "tub of pimenna cheese": "pimento cheese",
        "box of instant vanilla puddin": "instant vanilla pudding",
    }
    for text, product in said.items():
        (item,) = parse_list(text)
        assert item.product == product, text


def test_the_things_under_a_frozen_heading_are_the_frozen_ones() -> None:
    items = parse_list("Frozen:\npizza, the big one\nwaffles x2\nDairy:\nmilk")
    assert [(it.product, it.count, it.size_wish) for it in items if not it.skipped] == [
        ("frozen pizza", 1, "big"),
        ("frozen waffles", 2, None),
        ("milk", 1, None),
    ]
    assert [it.product for it in parse_list("frozen: peas, corn")] == [
        "frozen peas",
        "frozen corn",
    ]


def test_keto_shoppers_brands_amounts_after_a_dash_and_asides() -> None:
    (cream,) = parse_list("heavy cream - a quart, NOT half n half")
    assert (cream.product, cream.amount, cream.unit) == ("heavy cream", 1.0, "qt")
    assert cream.avoid == ("half and half",)
    (cauliflower,) = parse_list("cauliflower - a whole head, making mash")
    assert cauliflower.product == "cauliflower"  # a head is no measure of it
    (ice_cream,) = parse_list("rebel ice cream x2 any flavor but NOT cookie dough, hubby hates it")
    assert (ice_cream.brand, ice_cream.count, ice_cream.note) == ("rebel", 2, "hubby hates it")
    (gravy_cream,) = parse_list("1/2 c heavy cream to finish the gravy")
    assert (gravy_cream.product, gravy_cream.note) == ("heavy cream", "to finish the gravy")
    (pie,) = parse_list("Marie Callender's pecan pie (frozen) as backup bc last yr was a disaster")
    assert pie.note == "as backup bc last yr was a disaster" and "backup" not in pie.product
    (sauce,) = parse_list("g hughes bbq sauce (sugar free)")
    assert (sauce.brand, sauce.unit) == ("g hughes", None)  # no grams without a number
    (flour,) = parse_list("500 g flour")
    assert (flour.amount, flour.unit) == (500.0, "g")
    (cookies,) = parse_list("lenny & larrys keto cookies choc chip - the 12 pk box")
    assert cookies.brand == "lenny & larrys" and cookies.amount == 12.0
    (mix,) = parse_list("keto and co brownie mix")
    assert mix.product == "keto and co brownie mix"


def test_product_names_copied_whole_and_order_page_counts() -> None:
    # a copied name's own "&" joins its words; two things with "&" stay two
    (stackers,) = parse_list(
        "Oscar Mayer Lunchables Turkey & American Cracker Stackers x3 (kids lunches)"
    )
    assert stackers.product == "oscar mayer lunchables turkey & american cracker stackers"
    assert stackers.count == 3
    assert [i.product for i in parse_list("Kraft Singles & Oscar Mayer Bologna")] == [
        "kraft singles",
        "oscar mayer bologna",
    ]
    assert len(parse_list("Apples & Bananas & Grapes & Pears")) == 4
    assert len(parse_list("Ground Beef & Taco Shells")) == 2
    (waffles,) = parse_list("Eggo Homestyle Waffles 10 ct 12.3 oz (x2)")
    assert waffles.count == 2
    (bananas,) = parse_list("Fresh Banana Fruit, Each - qty 6")
    assert (bananas.product, bananas.count) == ("fresh banana fruit", 6)


def test_no_boil_a_pastas_number_and_a_question_before_or() -> None:
    (lasagna,) = parse_list("barilla no boil lasagna")
    assert lasagna.avoid == () and "lasagna" in lasagna.product
    (spaghetti,) = parse_list("de cecco spaghetti no 12")
    assert spaghetti.count == 1 and "12" in spaghetti.product  # No. 12 is its name
    (apples,) = parse_list("3 no 4 apples")
    assert (apples.product, apples.count) == ("apples", 4)  # a correction stays one
    (paste,) = parse_list("tomato paste - the tube kind? or 2 small cans")
    assert paste.brand is None  # the kind it comes in, not KIND bars
    (shake,) = parse_list("premeir protien vanila 4pk")
    assert shake.brand == "premier protein"


def test_dozens_packs_of_them_and_whose_before_a_comma_in_brackets() -> None:
    # "1 dozen" said after the thing is twelve of it, not one "dozen" package
    (bananas,) = parse_list("bananas 1 dozen")
    assert (bananas.amount, bananas.unit, bananas.container) == (12.0, "ct", None)
    (links,) = parse_list("hot links - 2 packs of em")
    assert (links.product, links.count, links.container) == ("hot links", 2, "pack")
    # a brand, then a word for the shopper: whose it is, and the word kept as a note
    (ketchup,) = parse_list("ketchup (heinz, kids won't eat the other one)")
    assert (ketchup.brand, ketchup.note) == ("heinz", "kids won't eat the other one")
    # which form of a spice, in brackets, is which one (not a note)
    (cumin,) = parse_list("jeera (whole, the seeds)")
    assert (cumin.product, cumin.note) == ("jeera whole seeds", None)
    (ginger,) = parse_list("ginger knob")
    assert ginger.product == "ginger"
    (ribs,) = parse_list("st louis ribs x3 racks")
    assert (ribs.product, ribs.count, ribs.container) == ("st louis ribs", 3, "rack")
    # a dumpling's two-part filling is no second thing
    (mandu,) = parse_list("bibigo mandu pork & veg 2 bags")
    assert (mandu.brand, mandu.count, mandu.container) == ("bibigo", 2, "bag")
    # "chicken and vegetables" are two things still
    assert [i.product for i in parse_list("chicken and vegetables")] == ["chicken", "vegetables"]


def test_a_multipack_a_count_before_the_kind_and_pitmasters_shorthand() -> None:
    (ramyun,) = parse_list("shin ramyun multipack")
    assert (ramyun.product, ramyun.container) == ("shin ramyun", "pack")
    (peppers,) = parse_list("shimla mirch 3 green")  # three of them, green ones
    assert (peppers.count, peppers.descriptors) == (3, ("green",))
    (beef,) = parse_list("ground beef 80 lean")  # a lean share is no count
    assert beef.count == 1
    (brisket,) = parse_list("corned beef FLAT to make pastrami")  # what it is for
    assert (brisket.product, brisket.note) == ("corned beef flat", "to make pastrami")
    (sauce,) = parse_list("SBR original - the big 40 oz jug")
    assert (sauce.brand, sauce.amount) == ("sweet baby ray's", 40.0)
    (rub,) = parse_list("kc style bbq rub")
    assert rub.product == "kansas city style bbq rub"
    (masterpiece,) = parse_list("kc masterpiece")  # the brand keeps its name
    assert masterpiece.brand == "kc masterpiece"
    (smokies,) = parse_list("lil smokies x2")
    assert (smokies.product, smokies.count) == ("lit'l smokies sausage", 2)


def test_a_whole_head_of_garlic_and_five_spice() -> None:
    (garlic,) = parse_list("1 whole head of garlic - we use a LOT")
    assert (garlic.product, garlic.note) == ("garlic", "we use a lot")
    # "five" is no count in a name stores spell out
    (spice,) = parse_list("1 tsp chinese five spice")
    assert spice.product == "chinese five spice"
    (scallions,) = parse_list("2 scalions for garnish")
    assert scallions.product == "scallions"


def test_a_package_after_a_dash_bricks_cubes_and_so_delicious() -> None:
    (clementines,) = parse_list("clementines - a bag")
    assert (clementines.product, clementines.container) == ("clementines", "bag")
    (apples,) = parse_list("gala apples - just grab a bag")
    assert (apples.product, apples.container) == ("gala apples", "bag")
    (cheese,) = parse_list("philly cream cheese - 4 bricks for sernik")
    assert (cheese.count, cheese.container, cheese.note) == (4, "block", "for sernik")
    (bouillon,) = parse_list("1 cube Knorr chicken bouillon (caldo de pollo)")
    assert (bouillon.product, bouillon.container) == ("knorr chicken bouillon", "cube")
    # "so" opens many spoken lines, but So Delicious is a brand
    (ice_cream,) = parse_list("so delicious vanilla ice cream")
    assert ice_cream.brand == "so delicious"
    (mix,) = parse_list("1/2 cup peas & carrots")  # the frozen mix, one thing
    assert mix.product == "peas & carrots"


def test_a_brand_that_begins_with_a_number_is_no_count() -> None:
    # Whole Foods' own label: "365 organic milk" had been 365 cartons of it
    (milk,) = parse_list("365 organic milk")
    assert (milk.count, milk.brand) == (1, "365")
    (almond,) = parse_list("365 almond milk x2")
    assert almond.count == 2
    (seed,) = parse_list("88 acres seed butter squeeze packs")
    assert (seed.count, seed.product) == (1, "88 acres seed butter squeeze packs")
    (crackers,) = parse_list("34 degrees crackers")
    assert crackers.count == 1
    (eggs,) = parse_list("3 eggs")  # a number before a thing still counts it
    assert eggs.count == 3
