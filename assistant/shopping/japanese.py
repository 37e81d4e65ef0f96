"""Japanese grocery names in English, as Japanese-American cooks write them in Latin letters
("kinu tofu 2 ko", "mentsuyu", "hakusai", "kuro goma", "mugicha bags").

``in_english(product)`` gives the English name, or None when nothing was Japanese. The
matcher tries it only after the words as said (``match.alternatives``): stores sell many
of these by their Japanese names ("Miso", "Panko", "Furikake", "Mirin"), which are left
out. The English is what US catalogs call the thing. The English a line often adds after
the name is not said twice. Japanese counters ("2 ko", "1 hon", "2 wa") are read in
``parse`` (``vocabulary.COUNTERS``).
"""

from __future__ import annotations

from assistant.shopping.hindi import phrase_pattern, said_once, translate

PHRASES = {
    **dict.fromkeys(("shiro miso",), "white miso"),
    **dict.fromkeys(("aka miso",), "red miso"),
    **dict.fromkeys(("kinu tofu", "kinugoshi tofu", "kinu dofu"), "silken tofu"),
    **dict.fromkeys(("momen tofu", "momen dofu"), "firm tofu"),
    **dict.fromkeys(("kuro goma",), "black sesame seeds"),
    **dict.fromkeys(("shiro goma",), "white sesame seeds"),
    **dict.fromkeys(("ryori sake", "ryorishu", "ryouri sake"), "cooking sake"),
    **dict.fromkeys(("gyoza skins", "gyoza kawa", "gyoza no kawa"), "gyoza wrappers"),
    **dict.fromkeys(("naga negi", "naganegi"), "leeks"),
    **dict.fromkeys(("bull dog sauce", "bulldog sauce"), "tonkatsu sauce"),
}

WORDS = {
    "katsuobushi": "bonito flakes",
    "hondashi": "dashi",
    "shoyu": "soy sauce",
    "usukuchi": "light soy sauce",
    "mentsuyu": "noodle soup base",
    "negi": "green onions",
    "hakusai": "napa cabbage",
    "kyuri": "cucumbers",
    "nasu": "eggplant",
    "ninjin": "carrots",
    "tamanegi": "onions",
    "ninniku": "garlic",
    "shoga": "ginger",
    "moyashi": "bean sprouts",
    "gobo": "burdock root",
    "kabocha": "kabocha squash",
    "mochigome": "sweet rice",
    "mochiko": "sweet rice flour",
    "goma": "sesame seeds",
    "mugicha": "barley tea",
    "genmaicha": "genmaicha green tea",
    "hojicha": "roasted green tea",
    "ryokucha": "green tea",
    "umeboshi": "pickled plums",
    "takuan": "pickled radish",
    "karashi": "hot mustard",
    "tamago": "eggs",
    "gyuniku": "beef",
    "butaniku": "pork",
    "toriniku": "chicken",
    "ebi": "shrimp",
    "shitake": "shiitake",
    "calpico": "calpis",
}

_PHRASE = phrase_pattern(PHRASES)


def in_english(product: str) -> str | None:
    """The product's Japanese words in English; None when none were."""
    return said_once(translate(product.lower(), _PHRASE, PHRASES, WORDS))
