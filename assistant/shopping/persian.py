"""Persian (Farsi) grocery names in English, as Iranian-American shoppers write them in
Latin letters ("bademjan x5", "sir 4 heads", "loobia sabz 2 lb", "rob-e anar"), with the
Arabic names Middle Eastern shoppers use beside them ("batinjan", "kousa", "toum").

``in_english(product)`` gives the English name, or None when nothing was Persian or
Arabic. The matcher tries it only after the words as said (``match.alternatives``): a
store sells some of these by their own names ("Labneh", "Lavash", "Toum"). Persian puts
the kind after the thing ("loobia sabz", beans green: green beans), so two-word names are
phrases here, the longest first; the ezafe joining them ("rob-e anar", "tokhm-e morgh")
is dropped first. Spellings vary with the writer: the usual ones are here. Words English
also uses for something else ("moz", "mash", "hel", "basal", "mahi") are left out.
"""

from __future__ import annotations

import re

from assistant.shopping.hindi import phrase_pattern, translate

PHRASES = {
    **dict.fromkeys(("loobia sabz", "lubia sabz", "loobia sabs"), "green beans"),
    **dict.fromkeys(("loobia ghermez", "lubia ghermez", "loobia germez"), "red kidney beans"),
    **dict.fromkeys(("loobia chiti", "lubia chiti"), "pinto beans"),
    **dict.fromkeys(("loobia cheshm bolboli", "loobia chashm bolboli"), "black eyed peas"),
    **dict.fromkeys(("gol kalam", "gole kalam", "gol-kalam"), "cauliflower"),
    **dict.fromkeys(("kalam brokoli", "kalam broccoli"), "broccoli"),
    **dict.fromkeys(("sib zamini", "sibzamini", "sib-zamini"), "potatoes"),
    **dict.fromkeys(("gojeh farangi", "goje farangi", "gojeh", "goje"), "tomatoes"),
    **dict.fromkeys(("toot farangi", "tut farangi"), "strawberries"),
    **dict.fromkeys(("khiar shoor", "khiar shur", "khiyar shoor"), "pickled cucumbers"),
    **dict.fromkeys(("limoo amani", "limoo omani", "limu amani", "limoo khoshk"), "dried limes"),
    **dict.fromkeys(("limoo torsh", "limoo"), "lemons"),
    **dict.fromkeys(("rob anar", "robb anar"), "pomegranate molasses"),
    **dict.fromkeys(("rob gojeh", "rob goje", "rob gojeh farangi"), "tomato paste"),
    **dict.fromkeys(("roghan zeytoon", "roghan zeitoon", "roghan zeytun"), "olive oil"),
    **dict.fromkeys(("roghan", "roghan mayeh"), "vegetable oil"),
    **dict.fromkeys(("tokhm morgh", "tokhmeh morgh", "tokhme morgh"), "eggs"),
    **dict.fromkeys(
        ("goosht charkh kardeh", "gousht charkh kardeh", "charkh kardeh"), "ground beef"
    ),
    **dict.fromkeys(("moraba albaloo", "morabba albaloo", "moraba alboloo"), "sour cherry jam"),
    **dict.fromkeys(("moraba", "morabba"), "jam"),
}

WORDS = {
    # produce
    **dict.fromkeys(("piaz", "piyaz", "piaaz"), "onions"),
    **dict.fromkeys(("sir", "seer"), "garlic"),
    **dict.fromkeys(("khiar", "khiyar"), "cucumbers"),
    **dict.fromkeys(
        ("bademjan", "bademjoon", "bademjun", "batinjan", "betinjan", "batenjan"), "eggplant"
    ),
    **dict.fromkeys(("havij",), "carrots"),
    **dict.fromkeys(("kadoo", "kadu", "koosa", "kousa", "kusa"), "zucchini"),
    **dict.fromkeys(("esfenaj", "esfenaaj", "esfanaj"), "spinach"),
    **dict.fromkeys(("jafari", "ja'fari", "baqdounis", "bakdounis", "ba'dounis"), "parsley"),
    **dict.fromkeys(("geshniz", "gishniz"), "cilantro"),
    **dict.fromkeys(("shevid", "sheveed"), "dill"),
    **dict.fromkeys(("na'na", "naana", "nana'a"), "mint"),
    **dict.fromkeys(("tarkhun", "tarkhoon"), "tarragon"),
    **dict.fromkeys(("reyhan", "reyhoon", "rayhan"), "basil"),
    **dict.fromkeys(("torob", "torobcheh", "torobche"), "radishes"),
    **dict.fromkeys(("kahoo", "kahu"), "romaine lettuce"),
    **dict.fromkeys(("kalam",), "cabbage"),
    **dict.fromkeys(("bamieh", "bamiyeh", "bamia", "bamya"), "okra"),
    **dict.fromkeys(("sib",), "apples"),
    **dict.fromkeys(("porteghal", "porteghaal"), "oranges"),
    **dict.fromkeys(("angoor", "angur"), "grapes"),
    **dict.fromkeys(("hendevaneh", "hendevane"), "watermelon"),
    **dict.fromkeys(("kharbozeh", "kharboze"), "cantaloupe"),
    **dict.fromkeys(("hoolo", "holu"), "peaches"),
    **dict.fromkeys(("anar",), "pomegranate"),
    **dict.fromkeys(("albaloo", "alboloo"), "sour cherries"),
    # pantry
    **dict.fromkeys(("berenj", "berendj"), "basmati rice"),
    **dict.fromkeys(("nokhod", "nokhodchi"), "chickpeas"),
    **dict.fromkeys(("adas", "adasi"), "lentils"),
    **dict.fromkeys(("lapeh", "lappeh", "lepeh"), "yellow split peas"),
    **dict.fromkeys(("zafaran", "za'faran", "zafferan"), "saffron"),
    **dict.fromkeys(("zardchoobeh", "zardchubeh", "zardchoube"), "turmeric"),
    **dict.fromkeys(("darchin", "darchini"), "cinnamon"),
    **dict.fromkeys(("zireh", "zire"), "cumin"),
    **dict.fromkeys(("somagh", "somaq", "summaq"), "sumac"),
    **dict.fromkeys(("gerdoo", "gerdu"), "walnuts"),
    **dict.fromkeys(("pesteh", "peste"), "pistachios"),
    **dict.fromkeys(("badam",), "almonds"),
    **dict.fromkeys(("fandogh", "fandoq"), "hazelnuts"),
    **dict.fromkeys(("keshmesh", "kishmish"), "raisins"),
    **dict.fromkeys(("khorma", "khormah"), "dates"),
    **dict.fromkeys(("asal",), "honey"),
    **dict.fromkeys(("shekar",), "sugar"),
    **dict.fromkeys(("zeytoon", "zeitoon", "zaytoun"), "olives"),
    **dict.fromkeys(("torshi",), "pickled vegetables"),
    # dairy, eggs, meat, bread
    **dict.fromkeys(("mast", "maast"), "plain yogurt"),
    **dict.fromkeys(("shir",), "milk"),
    **dict.fromkeys(("kareh",), "butter"),
    **dict.fromkeys(("jibneh", "jebneh"), "cheese"),
    **dict.fromkeys(("morgh", "djej", "dajaj"), "chicken"),
    **dict.fromkeys(("goosht", "gousht", "gusht"), "beef stew meat"),
    **dict.fromkeys(("meygoo", "meigoo", "maygoo"), "shrimp"),
    **dict.fromkeys(("khubz", "khobz"), "pita bread"),
}

_EZAFE = re.compile(r"(?<=[a-z])-y?e\b")  # "rob-e anar": rob anar
_PHRASE = phrase_pattern(PHRASES)  # the longest first: "rob gojeh farangi" before "rob gojeh"


def in_english(product: str) -> str | None:
    """The product's Persian and Arabic words in English; None when none were."""
    return translate(_EZAFE.sub("", product.lower()), _PHRASE, PHRASES, WORDS)
