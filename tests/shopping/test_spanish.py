"""Spanish grocery names read in English (``assistant.shopping.spanish``)."""

from __future__ import annotations

import pytest

from assistant.shopping.parse import parse_list
from assistant.shopping.spanish import in_english
from tests.shopping.test_match import product, top


@pytest.mark.parametrize(
    ("said", "english"),
    [
        ("frijoles pintos", "pinto beans"),  # the kind after the noun goes before it
        ("leche entera", "whole milk"),
        ("cebolla blanca", "white onions"),
        ("tortillas de maíz", "corn tortillas"),  # "A de B" is "B A"
        ("agua de coco", "coconut water"),
        ("carne molida", "ground beef"),  # a phrase, not word for word
        ("chiles jalapeños en lata", "canned jalapeno peppers"),
        ("pan para hot dogs", "hot dog buns"),
        ("comino molido", "ground cumin"),
        ("manzanas gala", "gala apples"),  # a variety after the noun goes before it
        ("mantequilla salted", "salted butter"),  # so does an English kind
        ("rábanos", "radishes"),
        ("harina para hotcakes", "pancake mix"),  # a phrase: no "hotcakes flour"
    ],
)
def test_spanish_names_in_english_order(said: str, english: str) -> None:
    assert in_english(said) == english


@pytest.mark.parametrize(
    "said",
    ["whole milk", "dried guajillo chiles", "queso dip", "salsa verde", "papa murphy's pizza"],
)
def test_english_lines_and_names_english_shares_are_left_alone(said: str) -> None:
    assert in_english(said) is None


def test_spanish_quantities_are_read() -> None:
    (milk,) = parse_list("leche entera galón")
    assert (milk.product, milk.amount, milk.unit) == ("leche entera", 1, "gal")
    (eggs,) = parse_list("huevos 2 docenas")
    assert (eggs.product, eggs.amount, eggs.unit) == ("huevos", 24, "ct")
    (hominy,) = parse_list("maíz pozolero 2 latas")
    assert (hominy.product, hominy.count, hominy.container) == ("maíz pozolero", 2, "can")
    (garlic,) = parse_list("ajo 2 cabezas")
    assert (garlic.product, garlic.count, garlic.container) == ("ajo", 2, "head")
    (noodles,) = parse_list("fideo 4 bolsitas")
    assert (noodles.product, noodles.count, noodles.container) == ("fideo", 4, "bag")
    # the container before its amount: "a bag of five pounds"
    (potatoes,) = parse_list("papas bolsa de 5 lb")
    assert (potatoes.product, potatoes.container, potatoes.amount) == ("papas", "bag", 5)
    (rice,) = parse_list("arroz 5 libras")
    assert (rice.amount, rice.unit) == (5, "lb")


@pytest.mark.parametrize(
    ("said", "english"),
    [
        ("jalapenos frescos", "fresh jalapeno peppers"),  # not queso fresco
        ("nopales frescos", "fresh nopales"),
        ("lechuga romana", "romaine lettuce"),
        ("cebollitas", "green onions"),
        ("salsa inglesa", "worcestershire sauce"),
        ("la lechera", "sweetened condensed milk"),
        ("consome de camaron", "shrimp bouillon"),
        ("sardinas en tomate", "sardines in tomato sauce"),
        ("pan p/ hot dogs", "hot dog buns"),
        ("chiles anchos secos", "ancho dried chiles"),
    ],
)
def test_more_of_a_houston_kitchens_spanish(said: str, english: str) -> None:
    assert in_english(said) == english


def test_jalapenos_alone_are_english_and_bunches_are_counted() -> None:
    assert in_english("jalapenos the jar kind sliced") is None
    assert in_english("crumbly queso fresco") is None  # sold by its Spanish name
    (onions,) = parse_list("cebollitas 2 manojos")
    assert (onions.count, onions.container) == (2, "bunch")


def test_a_nectar_is_a_juice() -> None:
    juices = [
        product("1", "Goya Pineapple Juice", brand="GOYA", size="33.8 fl oz"),
        product("2", "Goya Mango Nectar", brand="GOYA", size="33.8 fl oz"),
    ]
    assert top("goya mango juice", juices) == "Goya Mango Nectar"
