"""Tagalog grocery names read in English (``assistant.shopping.tagalog``), and the Taglish
words around them read in ``parse``."""

from __future__ import annotations

import pytest

from assistant.shopping.match import alternatives
from assistant.shopping.parse import parse_list
from assistant.shopping.tagalog import in_english


@pytest.mark.parametrize(
    ("said", "english"),
    [
        ("patis", "fish sauce"),
        ("bawang", "garlic"),
        ("talong", "eggplant"),
        ("giniling na baboy", "ground pork"),  # the kind before the thing: a phrase
        ("giniling", "ground pork"),
        ("pamintang buo", "whole black peppercorns"),
        ("pancit canton", "chow mein noodles"),  # the longest phrase first
        ("bihon", "rice noodles"),
        ("gata", "coconut milk"),
        ("frozen hipon", "frozen shrimp"),  # English words kept
    ],
)
def test_tagalog_names_in_english(said: str, english: str) -> None:
    assert in_english(said) == english


@pytest.mark.parametrize("said", ["whole milk", "bagoong", "longanisa", "ube cubes", "patio"])
def test_english_lines_and_names_stores_use_are_left_alone(said: str) -> None:
    assert in_english(said) is None


def test_taglish_words_around_the_name_are_read_in_english() -> None:
    (ketchup,) = parse_list("Heinz ketchup yung malaki")
    assert (ketchup.product, ketchup.size_wish) == ("heinz ketchup", "big")
    (thighs,) = parse_list("chiken thighs bone-in mga 4 lbs pang adobo")
    assert (thighs.amount, thighs.unit) == (4.0, "lb") and "for adobo" in thighs.product
    (garlic,) = parse_list("bawang 5 heads")
    as_said, english = alternatives(garlic)
    assert (as_said.product, english.product, english.count) == ("bawang", "garlic", 5)
