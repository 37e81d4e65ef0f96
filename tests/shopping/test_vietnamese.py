"""Vietnamese grocery names read in English (``assistant.shopping.vietnamese``), with
their marks or without, and the Vietnamese counting words read in ``parse``."""

from __future__ import annotations

import pytest

from assistant.shopping.match import alternatives
from assistant.shopping.parse import parse_list
from assistant.shopping.vietnamese import fold, in_english


@pytest.mark.parametrize(
    ("said", "english"),
    [
        ("nước mắm", "fish sauce"),
        ("nuoc mam red boat", "fish sauce red boat"),  # English words kept
        ("đậu hũ non", "silken tofu"),  # the longest phrase first
        ("dau hu", "tofu"),
        ("thịt heo xay", "ground pork"),  # the thing before its kind: a phrase
        ("bánh phở", "rice noodles"),
        ("sữa đặc condensed milk", "sweetened condensed milk"),  # the English said once
        ("gừng ginger", "ginger"),
        ("chanh dây passion fruit", "passion fruit"),
        ("củ cải trắng", "daikon radish"),
    ],
)
def test_vietnamese_names_in_english(said: str, english: str) -> None:
    assert in_english(said) == english


@pytest.mark.parametrize("said", ["whole milk", "hot dog buns", "bun", "tom yum paste", "sa"])
def test_english_lines_and_short_words_are_left_alone(said: str) -> None:
    assert in_english(said) is None


def test_the_marks_are_dropped() -> None:
    assert fold("Đậu hũ nước cốt dừa") == "Dau hu nuoc cot dua"


@pytest.mark.parametrize(
    ("line", "product", "count", "container", "wish"),
    [
        ("nước mắm 1 chai", "nước mắm", 1, "bottle", None),
        ("nước cốt dừa coconut milk 2 lon (cans)", "nước cốt dừa coconut milk", 2, "can", None),
        ("sữa đặc condensed milk 3 lon nho", "sữa đặc condensed milk", 3, "can", "small"),
        ("banh trang 3 goi", "banh trang", 3, "pack", None),
        ("ngo / cilantro 2 bo", "ngo or cilantro", 2, "bunch", None),
        ("sả lemongrass 4 cây", "sả lemongrass", 4, None, None),  # a count of stalks
        ("dau hu (firm tofu) 2 hop", "dau hu", 2, "pack", None),
        ("nuoc mam Red Boat - chai lon", "nuoc mam red boat", 1, None, "big"),
        ("bánh phở hiệu Erawan x2", "bánh phở erawan", 2, None, None),  # of the brand
        ("2 chai tea lattes", "chai tea lattes", 2, None, None),  # chai is also a tea
    ],
)
def test_vietnamese_counting_words(
    line: str, product: str, count: int, container: str | None, wish: str | None
) -> None:
    (item,) = parse_list(line)
    assert (item.product, item.count, item.container, item.size_wish) == (
        product,
        count,
        container,
        wish,
    )


def test_the_name_is_tried_as_said_then_in_english() -> None:
    (tofu,) = parse_list("đậu hũ non silken tofu 1")
    as_said, english = alternatives(tofu)
    assert as_said.product == "đậu hũ non silken tofu"
    assert english.product == "silken tofu"


def test_a_vietnamese_count_written_as_times() -> None:
    (sauce,) = parse_list("nuoc mam Red Boat x2 chai")
    assert (sauce.product, sauce.count, sauce.container) == ("nuoc mam red boat", 2, "bottle")
