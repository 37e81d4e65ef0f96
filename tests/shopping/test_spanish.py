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


@pytest.mark.parametrize(
    ("said", "english"),
    [
        ("habichuelas rosadas", "pink beans"),
        ("habichuelas negras", "black beans"),
        ("gandules verdes", "green pigeon peas"),
        ("platanos verdes", "green plantains"),  # in Puerto Rico plantains, not bananas
        ("guineitos verdes", "green bananas"),
        ("chinas", "oranges"),
        ("lechosa", "papaya"),
        ("parchas", "passion fruit"),
        ("pernil", "pork shoulder"),
        ("tosineta", "bacon"),
        ("carne para guisar", "beef stew meat"),
        ("ajo en polvo", "garlic powder"),
        ("canela en rama", "cinnamon sticks"),
        ("atun en agua", "tuna in water"),
        ("bacalao sin espinas", "boneless salted codfish"),
        ("coditos", "elbow macaroni"),
        ("maicena", "corn starch"),
    ],
)
def test_a_puerto_rican_kitchens_spanish(said: str, english: str) -> None:
    assert in_english(said) == english


def test_spanish_counts_sizes_and_wishes_are_read_as_english() -> None:
    (beans,) = parse_list("gandules verdes 4 latas")
    assert (beans.product, beans.count, beans.container) == ("gandules verdes", 4, "can")
    (sauce,) = parse_list("salsa de tomate goya, 4 latitas de las chiquitas")
    assert (sauce.count, sauce.container, sauce.size_wish) == (4, "can", "small")
    (soda,) = parse_list("kola champagne goya, la caja de 12")
    assert (soda.amount, soda.unit, soda.container) == (12, "ct", "box")
    (yuca,) = parse_list("yuca como 2 libras")
    assert (yuca.product, yuca.amount, yuca.unit) == ("yuca", 2, "lb")
    (eggs,) = parse_list("huevos, el de 18")
    assert (eggs.product, eggs.amount, eggs.unit) == ("huevos", 18, "ct")
    (rice,) = parse_list("un saco de arroz iberia, el grande")
    assert (rice.container, rice.size_wish, rice.brand) == ("bag", "big", "iberia")
    (spam,) = parse_list("2 latas de spam, el clasico")
    assert (spam.count, spam.container, spam.brand) == (2, "can", "spam")
    # what it is for, after "pa", "pal" or "para el", is no part of its name
    (milk,) = parse_list("lechecondensada pal flan")
    assert milk.product == "lechecondensada for flan"
    (thighs,) = parse_list("muslos de pollo, los q esten en especial")
    assert (thighs.product, thighs.note) == ("muslos de pollo", "whichever is on sale")
    # canned, not a can: "en lata" is read by the names
    (peppers,) = parse_list("chiles jalapeños en lata")
    assert peppers.product == "chiles jalapeños en lata"


def test_which_one_in_the_shoppers_words_is_a_note_not_a_second_thing() -> None:
    (bread,) = parse_list("bread, the one we always get")
    assert (bread.product, bread.note) == ("bread", "the one we always get")
    (sazon,) = parse_list("sazón culantro y achiote, el q usa mami pa todo")
    assert sazon.product == "sazón culantro y achiote"
