"""Hindi and Urdu grocery names read in English (``assistant.shopping.hindi``)."""

from __future__ import annotations

import pytest

from assistant.shopping.hindi import in_english
from assistant.shopping.match import glossed_in_english
from assistant.shopping.parse import LineItem, parse_list


@pytest.mark.parametrize(
    ("said", "english"),
    [
        ("haldi", "turmeric"),
        ("dhania powder", "ground coriander"),  # a phrase: not cilantro powder
        ("hara dhania", "cilantro"),
        ("jeera whole", "cumin seeds"),
        ("kali mirch", "black pepper"),
        ("lal mirch powder", "red chili powder"),  # the longest phrase first
        ("masoor dal", "red lentils"),
        ("chana dal", "split chickpeas"),  # not chickpeas and lentils
        ("sarson ka tel", "mustard oil"),
        ("aam ka achar", "mango pickle"),  # "ka" (of) dropped
        ("frozen matar", "frozen peas"),  # English words kept
        ("aloo", "potatoes"),
        ("patta gobi", "cabbage"),
        ("brinjal", "eggplant"),  # Indian English
        ("bhutta", "corn on the cob"),  # roasted on the cob, never the canned corn
        ("lasan", "garlic"),
    ],
)
def test_hindi_names_in_english(said: str, english: str) -> None:
    assert in_english(said) == english


@pytest.mark.parametrize(
    "said",
    ["whole milk", "paneer", "ghee", "chai latte", "garam masala", "ka-bar knife", "naan"],
)
def test_english_lines_and_names_english_shares_are_left_alone(said: str) -> None:
    assert in_english(said) is None


def test_hindi_lines_keep_their_quantities() -> None:
    (potatoes,) = parse_list("aloo 5lb bag")
    assert (potatoes.product, potatoes.amount, potatoes.unit) == ("aloo", 5, "lb")
    (tomatoes,) = parse_list("tamatar 2lb")
    assert (tomatoes.product, tomatoes.amount, tomatoes.unit) == ("tamatar", 2, "lb")
    (spinach,) = parse_list("palak 2 bunch")
    assert (spinach.product, spinach.count) == ("palak", 2)


@pytest.mark.parametrize(
    ("text", "own_words"),
    [
        ("til - white sesame seeds", True),  # "til" alone is any sesame seeds
        ("til - sesame seeds", False),  # nothing said beyond our own reading
        ("gao nep - sweet rice / sticky rice the raw kind", False),  # a choice
        ("hobak - zucchini is fine since they never have real hobak", False),  # a stand-in
        ("whole milk - the gallon", False),  # no other language
    ],
)
def test_a_name_glossed_more_closely_in_english_is_the_shoppers_own_words(
    text: str, own_words: bool
) -> None:
    (item,) = parse_list(text)
    assert glossed_in_english(item) is own_words


def test_a_dashed_line_of_two_things_is_no_gloss() -> None:
    """An item whose text names two things before the dash (as a client may send it)."""
    item = LineItem(text="milk and eggs - the usual", product="milk")
    assert glossed_in_english(item) is False
