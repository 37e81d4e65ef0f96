"""Japanese and Russian grocery names read in English (``assistant.shopping.japanese``,
``assistant.shopping.russian``), and both languages' counting words read in ``parse``."""

from __future__ import annotations

import pytest

from assistant.shopping import japanese, russian
from assistant.shopping.match import alternatives
from assistant.shopping.parse import parse_list


@pytest.mark.parametrize(
    ("said", "english"),
    [
        ("kinu tofu", "silken tofu"),
        ("momen tofu", "firm tofu"),
        ("hakusai", "napa cabbage"),
        ("kuro goma", "black sesame seeds"),
        ("shoyu kikkoman", "soy sauce kikkoman"),
        ("mugicha bags", "barley tea bags"),
    ],
)
def test_japanese_names_in_english(said: str, english: str) -> None:
    assert japanese.in_english(said) == english


@pytest.mark.parametrize(
    ("said", "english"),
    [
        ("tvorog", "farmer cheese"),
        ("sgushchenka", "sweetened condensed milk"),
        ("ukrop dill", "dill"),  # the English said once
        ("ikra krasnaya", "salmon caviar"),
        ("chesnok garlic", "garlic"),
        ("rastvorimyi kofe", "instant coffee"),
    ],
)
def test_russian_names_in_english(said: str, english: str) -> None:
    assert russian.in_english(said) == english


@pytest.mark.parametrize("said", ["miso", "panko", "chai latte", "kefir", "whole milk"])
def test_names_stores_use_and_english_are_left_alone(said: str) -> None:
    assert japanese.in_english(said) is None and russian.in_english(said) is None


@pytest.mark.parametrize(
    ("line", "product", "count", "container"),
    [
        ("kinu tofu 2 ko", "kinu tofu", 2, None),
        ("negi 2 wa", "negi", 2, "bunch"),
        ("pelmeni 2 pachki", "pelmeni", 2, "pack"),
        ("ukrop 2 puchka", "ukrop", 2, "bunch"),
        ("chesnok 3 golovki", "chesnok", 3, "head"),
        ("sgushchenka 3 banki", "sgushchenka", 3, "jar"),
    ],
)
def test_counting_words(line: str, product: str, count: int, container: str | None) -> None:
    (item,) = parse_list(line)
    assert (item.product, item.count, item.container) == (product, count, container)


def test_the_name_is_tried_as_said_then_in_english() -> None:
    (tofu,) = parse_list("kinu tofu 2 ko")
    as_said, english = alternatives(tofu)
    assert (as_said.product, english.product, english.count) == ("kinu tofu", "silken tofu", 2)
