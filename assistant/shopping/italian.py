"""Italian-American grocery names in the catalog's English, as New York and New Jersey
families say and write them ("mootz", "gabagool", "ceci 2 cans", "chop meat 3 lb",
"broc rabe", "pignoli").

``in_english(product)`` gives the catalog's name, or None when nothing was said so. The
matcher tries it only after the words as said (``match.alternatives``): stores sell most
Italian things by their Italian names ("Ricotta", "Prosciutto", "Escarole"), and the
fuzzy matching already reads a clipped ending ("ricott", "prosciutt", "scarole") as the
word. What is here is what no spelling distance reaches: the dialect's own sounds
("mootz" for mozzarella, "gabagool" for capicola) and the regional names of plain
things ("ceci" chickpeas, "chop meat" ground beef).
"""

from __future__ import annotations

from assistant.shopping.hindi import phrase_pattern, said_once, translate

PHRASES = {
    **dict.fromkeys(("chop meat", "chopped meat"), "ground beef"),
    **dict.fromkeys(
        ("broc rabe", "brocc rabe", "broccoli rab", "broccoli di rape"), "broccoli rabe"
    ),
    **dict.fromkeys(("broccoli di rabe", "broccoli rape"), "broccoli rabe"),
}

WORDS = {
    **dict.fromkeys(("mootz", "mutz", "moots", "mozzarell", "muzzarell"), "mozzarella"),
    **dict.fromkeys(("gabagool", "gabbagool", "gabagoul", "gabbagoul", "capicol"), "capicola"),
    **dict.fromkeys(("capocol", "capocoll", "gabbagol"), "capicola"),
    **dict.fromkeys(("ceci",), "chickpeas"),
    **dict.fromkeys(("pignoli", "pignolis", "pinoli"), "pine nuts"),
    **dict.fromkeys(("finocchio", "finocch", "finoc"), "fennel"),
    **dict.fromkeys(("rapini",), "broccoli rabe"),
    **dict.fromkeys(("sopressat", "soppressat", "soupy", "supersod"), "soppressata"),
    **dict.fromkeys(("manigot", "manicott"), "manicotti"),
    **dict.fromkeys(("savoiardi",), "ladyfingers"),
    **dict.fromkeys(("calamad", "galamad", "calamar"), "squid"),  # to clean and cook
}

_PHRASE = phrase_pattern(PHRASES)


def in_english(product: str) -> str | None:
    """The product's Italian-American words as the catalog names the thing; None when
    none were."""
    return said_once(translate(product.lower(), _PHRASE, PHRASES, WORDS))
