"""Russian and Ukrainian grocery names in English, as families write them in Latin letters
("tvorog 2 pachki", "smetana", "grechka", "sgushchenka", "ukrop", "chesnok 3 golovki").

``in_english(product)`` gives the English name, or None when nothing was Russian. The
matcher tries it only after the words as said (``match.alternatives``): stores sell some
of these by their own names ("Kefir", "Pelmeni", "Halva", "Kvass"), which are left out.
The English is what US catalogs call the thing ("Farmer's Cheese" for tvorog, "Pierogi"
for vareniki). Words English uses otherwise ("chai", "luk", "sol") are only read in
phrases. The English a line often adds after the name is not said twice. Russian counting
words ("2 pachki", "1 banka", "2 puchka") are read in ``parse`` (``vocabulary.COUNTERS``).
"""

from __future__ import annotations

from assistant.shopping.hindi import phrase_pattern, said_once, translate

PHRASES = {
    **dict.fromkeys(("ikra krasnaya", "krasnaya ikra"), "salmon caviar"),
    **dict.fromkeys(("chernyi khleb", "chyornyi khleb", "chernyy khleb"), "rye bread"),
    **dict.fromkeys(("podsolnechnoe maslo", "podsolnechnoye maslo"), "sunflower oil"),
    **dict.fromkeys(("zelenyi goroshek", "zelyonyi goroshek"), "canned peas"),
    **dict.fromkeys(("rastvorimyi kofe", "rastvorimyy kofe"), "instant coffee"),
    **dict.fromkeys(("chai chernyi", "chernyi chai", "chyornyi chai"), "black tea"),
    **dict.fromkeys(("tomatnaya pasta",), "tomato paste"),
    **dict.fromkeys(("doktorskaya kolbasa", "doktorskaya"), "bologna"),
    **dict.fromkeys(("luk repchatyi", "repchatyi luk"), "yellow onions"),
}

WORDS = {
    "tvorog": "farmer cheese",
    "smetana": "sour cream",
    "grechka": "buckwheat",
    "vareniki": "pierogi",
    "kolbasa": "kielbasa",
    "salo": "salt pork",
    "seledka": "herring",
    "selyodka": "herring",
    "ikra": "caviar",
    "sushki": "bagel crackers",
    "pryaniki": "gingerbread cookies",
    "sgushchenka": "sweetened condensed milk",
    "sgushchyonka": "sweetened condensed milk",
    "kvas": "kvass",
    "svekla": "beets",
    "ukrop": "dill",
    "petrushka": "parsley",
    "mayonez": "mayonnaise",
    "khleb": "bread",
    "shproty": "sprats",
    "semechki": "sunflower seeds",
    "goroshek": "peas",
    "farsh": "ground meat",
    "svinina": "pork",
    "govyadina": "beef",
    "kuritsa": "chicken",
    "morkov": "carrots",
    "morkovka": "carrots",
    "kartoshka": "potatoes",
    "kartofel": "potatoes",
    "chesnok": "garlic",
    "ogurtsy": "cucumbers",
    "pomidory": "tomatoes",
    "kapusta": "cabbage",
    "limony": "lemons",
    "klubnika": "strawberries",
    "arbuz": "watermelon",
    "yabloki": "apples",
    "baklazhany": "eggplant",
    "rediska": "radishes",
    "kofe": "coffee",
    "muka": "flour",
    "sakhar": "sugar",
    "moloko": "milk",
    "yaytsa": "eggs",
    "yaitsa": "eggs",
    "plombir": "vanilla ice cream",
    "malossolnye": "dill pickles",
}

_PHRASE = phrase_pattern(PHRASES)


def in_english(product: str) -> str | None:
    """The product's Russian words in English; None when none were."""
    return said_once(translate(product.lower(), _PHRASE, PHRASES, WORDS))
