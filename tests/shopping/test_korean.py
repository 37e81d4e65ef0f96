"""Korean grocery names read in English (``assistant.shopping.korean``)."""

from __future__ import annotations

import pytest

from assistant.shopping.korean import in_english
from assistant.shopping.match import alternatives, for_search
from assistant.shopping.parse import parse_list
from tests.shopping.test_match import product, top


@pytest.mark.parametrize(
    ("said", "english"),
    [
        ("gochugaru", "korean chili flakes"),
        ("gochu garu", "korean chili flakes"),  # written apart: a phrase
        ("chapssal garu", "sweet rice flour"),  # the longest phrase first
        ("chapssal", "sweet rice"),
        ("dubu", "tofu"),
        ("soondubu", "silken tofu"),
        ("mu", "daikon radish"),
        ("baechu", "napa cabbage"),
        ("kongnamul", "bean sprouts"),
        ("dashima", "kombu"),
        ("frozen mandu", None),  # stores sell mandu by its name
        ("organic dubu", "organic tofu"),  # English words kept
    ],
)
def test_korean_names_in_english(said: str, english: str | None) -> None:
    assert in_english(said) == english


@pytest.mark.parametrize("said", ["whole milk", "kimchi", "gochujang", "kimchi ramen", "moon pie"])
def test_english_lines_and_names_stores_use_are_left_alone(said: str) -> None:
    assert in_english(said) is None


def test_korean_lines_keep_their_quantities_and_are_tried_as_said_first() -> None:
    (tofu,) = parse_list("dubu (firm) x2")
    as_said, english = alternatives(tofu)
    assert (as_said.product, english.product, english.count) == ("dubu firm", "tofu firm", 2)
    flakes = [
        product("1", "Crushed Red Pepper Seasoning", category="Spices", size="2.5 oz"),
        product("2", "Korean Chile Flakes", category="Spices", size="12 oz"),
    ]
    # Korean chili flakes are not read as crushed red pepper, as other chili flakes are
    assert for_search(parse_list("korean chili flakes")[0]).product == "korean chili flakes"
    assert for_search(parse_list("red pepper flakes")[0]).product == "crushed red pepper"
    assert top("korean chili flakes", flakes) == "Korean Chile Flakes"
