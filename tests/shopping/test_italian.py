"""Italian-American grocery names read as the catalog names the thing
(``assistant.shopping.italian``)."""

from __future__ import annotations

import pytest

from assistant.shopping.italian import in_english
from assistant.shopping.match import alternatives
from assistant.shopping.parse import parse_list


@pytest.mark.parametrize(
    ("said", "english"),
    [
        ("mootz", "mozzarella"),
        ("polly-o mootz", "polly-o mozzarella"),
        ("gabagool", "capicola"),
        ("ceci", "chickpeas"),
        ("chop meat", "ground beef"),
        ("broc rabe", "broccoli rabe"),
        ("pignoli", "pine nuts"),
        ("finocchio fennel bulbs", "fennel bulbs"),  # the English said once
    ],
)
def test_italian_american_names(said: str, english: str) -> None:
    assert in_english(said) == english


@pytest.mark.parametrize("said", ["mozzarella", "ricotta", "chopped walnuts", "meat sauce"])
def test_names_catalogs_use_are_left_alone(said: str) -> None:
    assert in_english(said) is None


def test_the_name_is_tried_as_said_then_as_the_catalog_says() -> None:
    (meat,) = parse_list("chop meat 3 lb for meatballs")
    as_said, plain = alternatives(meat)
    assert (as_said.product, plain.product) == ("chop meat", "ground beef")
    assert (plain.amount, plain.unit) == (3.0, "lb")
