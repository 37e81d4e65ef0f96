"""Chinese grocery names, mostly Cantonese as Chinatown writes them, read in English
(``assistant.shopping.cantonese``), and the catty read as pounds in ``parse``."""

from __future__ import annotations

import pytest

from assistant.shopping.cantonese import in_english
from assistant.shopping.match import alternatives
from assistant.shopping.parse import parse_list


@pytest.mark.parametrize(
    ("said", "english"),
    [
        ("lap cheong", "chinese sausage"),
        ("lo bak", "daikon radish"),
        ("wong nga bak napa", "napa cabbage"),
        ("ma yau sesame oil", "sesame oil"),  # the English said once
        ("ng heung fun 5 spice", "five spice powder"),  # "5" is "five"
        ("lo chau", "dark soy sauce"),
        ("sang chau light soy", "light soy sauce"),
        ("pei daan century eggs", "century eggs"),
        ("char siu bao", "bbq pork buns"),  # the longest phrase first
        ("doufu firm", "tofu firm"),  # pinyin too
    ],
)
def test_chinese_names_in_english(said: str, english: str) -> None:
    assert in_english(said) == english


@pytest.mark.parametrize("said", ["whole milk", "bok choy", "ha", "fun size snickers", "chunky"])
def test_english_lines_and_names_stores_use_are_left_alone(said: str) -> None:
    assert in_english(said) is None


def test_a_catty_is_a_pound_and_a_third() -> None:
    (napa,) = parse_list("wong nga bak (napa) 2 catty")
    assert (napa.amount, napa.unit) == (2.67, "lb")


def test_the_name_is_tried_as_said_then_in_english() -> None:
    (sausage,) = parse_list("lap cheong 2 pk")
    as_said, english = alternatives(sausage)
    assert (as_said.product, english.product, english.count) == (
        "lap cheong",
        "chinese sausage",
        2,
    )
