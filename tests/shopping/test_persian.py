"""Persian and Arabic grocery names read in English (``assistant.shopping.persian``)."""

from __future__ import annotations

import pytest

from assistant.shopping.match import alternatives
from assistant.shopping.parse import parse_list
from assistant.shopping.persian import in_english


@pytest.mark.parametrize(
    ("said", "english"),
    [
        ("bademjan", "eggplant"),
        ("sir", "garlic"),
        ("loobia sabz", "green beans"),  # the kind after the thing: a phrase
        ("loobia ghermez", "red kidney beans"),
        ("gol kalam", "cauliflower"),  # not a flower of cabbage
        ("kalam", "cabbage"),
        ("rob-e anar", "pomegranate molasses"),  # the ezafe dropped
        ("tokhm-e morgh", "eggs"),
        ("moraba albaloo", "sour cherry jam"),  # the longest phrase first
        ("limoo amani", "dried limes"),
        ("khiar shoor", "pickled cucumbers"),
        ("jafari", "parsley"),
        ("batinjan", "eggplant"),  # Arabic
        ("frozen bamieh", "frozen okra"),  # English words kept
    ],
)
def test_persian_names_in_english(said: str, english: str) -> None:
    assert in_english(said) == english


@pytest.mark.parametrize(
    "said",
    ["whole milk", "labneh", "lavash", "basmati rice", "mozzarella", "mashed potatoes", "naan"],
)
def test_english_lines_and_names_stores_use_are_left_alone(said: str) -> None:
    assert in_english(said) is None


def test_persian_lines_keep_their_quantities_and_are_tried_as_said_first() -> None:
    (garlic,) = parse_list("sir 4 heads")
    assert (garlic.product, garlic.count) == ("sir", 4)
    (pistachios,) = parse_list("pesteh 2 lb")
    assert (pistachios.product, pistachios.amount, pistachios.unit) == ("pesteh", 2, "lb")
    as_said, english = alternatives(garlic)
    assert (as_said.product, english.product, english.count) == ("sir", "garlic", 4)
