"""Tagalog (Filipino) grocery names in English, as Filipino-American shoppers write them
("patis", "bawang 5 heads", "talong 3 pcs", "giniling na baboy", "gata 3 cans").

``in_english(product)`` gives the English name, or None when nothing was Tagalog. The
matcher tries it only after the words as said (``match.alternatives``): stores sell some
of these by their own names ("Bagoong", "Longanisa", "Lumpia"). Tagalog puts the kind
before the thing with a linker ("giniling na baboy", ground pork; "pamintang buo", whole
pepper), so such names are phrases here, the longest first. The English is what US
catalogs call the thing. Words too short or too like English to be sure of ("sili",
"asin", "ube") are left out. The words Taglish lists use around the names ("yung
malaki", "mga 4 lbs", "pang adobo") are read in ``parse`` (``vocabulary.TAGLISH``).
"""

from __future__ import annotations

from assistant.shopping.hindi import phrase_pattern, translate

PHRASES = {
    **dict.fromkeys(("giniling na baboy", "giniling na pork"), "ground pork"),
    **dict.fromkeys(("giniling na baka", "giniling na beef"), "ground beef"),
    **dict.fromkeys(("giniling na manok",), "ground chicken"),
    **dict.fromkeys(("pamintang buo", "paminta buo", "buong paminta"), "whole black peppercorns"),
    **dict.fromkeys(("pamintang durog", "paminta durog"), "ground black pepper"),
    **dict.fromkeys(("malagkit na bigas", "bigas malagkit"), "sweet rice"),
    **dict.fromkeys(("gata ng niyog",), "coconut milk"),
    **dict.fromkeys(("pancit canton", "pansit canton"), "chow mein noodles"),
    **dict.fromkeys(("pancit bihon", "pansit bihon"), "rice noodles"),
    **dict.fromkeys(("toyo mansi", "toyomansi"), "soy sauce"),
}

WORDS = {
    # pantry
    **dict.fromkeys(("patis",), "fish sauce"),
    **dict.fromkeys(("toyo",), "soy sauce"),
    **dict.fromkeys(("suka",), "vinegar"),
    **dict.fromkeys(("bihon",), "rice noodles"),
    **dict.fromkeys(("sampalok", "sampaloc"), "tamarind"),
    **dict.fromkeys(("gata",), "coconut milk"),
    **dict.fromkeys(("asukal",), "sugar"),
    **dict.fromkeys(("paminta",), "black pepper"),
    **dict.fromkeys(("atsuete", "achuete", "atswete"), "annatto"),
    **dict.fromkeys(("malagkit",), "sweet rice"),
    **dict.fromkeys(("bigas",), "rice"),
    **dict.fromkeys(("chicharon", "chicharron", "tsitsaron"), "pork rinds"),
    **dict.fromkeys(("mantika",), "vegetable oil"),
    # produce
    **dict.fromkeys(("bawang",), "garlic"),
    **dict.fromkeys(("sibuyas",), "onions"),
    **dict.fromkeys(("luya",), "ginger"),
    **dict.fromkeys(("kamatis",), "tomatoes"),
    **dict.fromkeys(("talong",), "eggplant"),
    **dict.fromkeys(("sayote", "sayóte"), "chayote squash"),
    **dict.fromkeys(("kalabasa",), "squash"),
    **dict.fromkeys(("langka",), "jackfruit"),
    **dict.fromkeys(("saging",), "bananas"),
    **dict.fromkeys(("mangga",), "mangoes"),
    **dict.fromkeys(("pechay", "petsay"), "bok choy"),
    **dict.fromkeys(("repolyo",), "cabbage"),
    **dict.fromkeys(("patatas",), "potatoes"),
    **dict.fromkeys(("kangkong",), "spinach"),
    **dict.fromkeys(("malunggay",), "moringa"),
    # eggs, meat, fish
    **dict.fromkeys(("itlog",), "eggs"),
    **dict.fromkeys(("baboy",), "pork"),
    **dict.fromkeys(("baka",), "beef"),
    **dict.fromkeys(("manok",), "chicken"),
    **dict.fromkeys(("hipon",), "shrimp"),
    **dict.fromkeys(("isda",), "fish"),
    **dict.fromkeys(("giniling",), "ground pork"),
}

PARTICLES = frozenset(["na", "ng"])  # the linkers: "giniling na baboy", "gata ng niyog"

_PHRASE = phrase_pattern(PHRASES)  # the longest first: "giniling na baboy" before "giniling"


def in_english(product: str) -> str | None:
    """The product's Tagalog words in English; None when none were."""
    return translate(product.lower(), _PHRASE, PHRASES, WORDS, PARTICLES)
