"""Korean grocery names in English, as Korean-American shoppers write them in Latin
letters ("dubu x2", "gim sheets for kimbap", "gochugaru", "mu 1", "kongnamul").

``in_english(product)`` gives the English name, or None when nothing was Korean. The
matcher tries it only after the words as said (``match.alternatives``): stores sell some
of these by their own names ("Gochujang", "Kimchi", "Bibigo Mandu"). Names are the
romanizations in use (Revised and McCune-Reischauer spellings, and the way people type
them); the English is what US catalogs call the thing ("Korean chili flakes", "Napa
Cabbage", "Daikon Radish"). Words English uses for something else ("kim", "pa", "oi",
"bae") are left out.
"""

from __future__ import annotations

from assistant.shopping.hindi import phrase_pattern, translate

PHRASES = {
    **dict.fromkeys(("gochu garu", "gochu karu", "kochu karu"), "korean chili flakes"),
    **dict.fromkeys(("chapssal garu", "chapsal garu", "chapssal karu"), "sweet rice flour"),
    **dict.fromkeys(("cham gireum", "cham kireum"), "toasted sesame oil"),
    **dict.fromkeys(("gan jang", "jin ganjang", "yangjo ganjang"), "soy sauce"),
    **dict.fromkeys(("doen jang", "dwen jang"), "miso"),
    **dict.fromkeys(("sukju namul",), "mung bean sprouts"),
    **dict.fromkeys(("kong namul",), "bean sprouts"),
    **dict.fromkeys(("soon dubu", "sun dubu"), "silken tofu"),
    **dict.fromkeys(("ae hobak",), "zucchini"),
    **dict.fromkeys(("pyogo beoseot", "pyogo buseot"), "shiitake mushrooms"),
    **dict.fromkeys(("paengi beoseot", "paengi buseot", "enoki beoseot"), "enoki mushrooms"),
    **dict.fromkeys(("dwaeji gogi", "dweji gogi"), "pork"),
    **dict.fromkeys(("dak gogi",), "chicken"),
    **dict.fromkeys(("so gogi",), "beef"),
    **dict.fromkeys(("mul yeot", "mul yut"), "corn syrup"),
    # (mandu themselves are sold as Mandu)
    **dict.fromkeys(
        ("mandu wrappers", "mandu wrapper", "mandu skins", "mandu skin", "mandu pi"),
        "dumpling wrappers",
    ),
}

WORDS = {
    # pantry
    **dict.fromkeys(("gochugaru", "kochukaru", "gochugalu", "gochukaru"), "korean chili flakes"),
    **dict.fromkeys(("chamgireum", "chamkireum", "chamgirum"), "toasted sesame oil"),
    **dict.fromkeys(("ganjang", "kanjang"), "soy sauce"),
    **dict.fromkeys(("doenjang", "dwenjang", "daenjang", "denjang"), "miso"),
    **dict.fromkeys(("gim", "geem"), "roasted seaweed"),
    **dict.fromkeys(("dashima", "dasima"), "kombu"),
    **dict.fromkeys(("myeolchi", "myulchi", "myeolchee"), "anchovies"),
    **dict.fromkeys(("dangmyeon", "dangmyun", "dangmyon"), "glass noodles"),
    **dict.fromkeys(("chapssal", "chapsal"), "sweet rice"),
    **dict.fromkeys(("ssal",), "rice"),
    **dict.fromkeys(("chamkkae", "kkae"), "sesame seeds"),
    **dict.fromkeys(("seoltang", "sultang"), "sugar"),
    **dict.fromkeys(("sogeum", "sokeum"), "salt"),
    **dict.fromkeys(("sikcho",), "vinegar"),
    # produce
    **dict.fromkeys(("dubu", "tubu"), "tofu"),
    **dict.fromkeys(("sundubu", "soondubu"), "silken tofu"),
    **dict.fromkeys(("mu", "moo"), "daikon radish"),
    **dict.fromkeys(("baechu", "baechoo"), "napa cabbage"),
    **dict.fromkeys(("daepa", "jjokpa"), "green onions"),
    **dict.fromkeys(("maneul", "manul"), "garlic"),
    **dict.fromkeys(("saenggang", "saengang"), "ginger"),
    **dict.fromkeys(("gochu", "kochu"), "chili peppers"),
    **dict.fromkeys(("kongnamul",), "bean sprouts"),
    **dict.fromkeys(("sukju",), "mung bean sprouts"),
    **dict.fromkeys(("sigeumchi", "shigumchi"), "spinach"),
    **dict.fromkeys(("gamja", "kamja"), "potatoes"),
    **dict.fromkeys(("goguma", "kokuma"), "sweet potatoes"),
    **dict.fromkeys(("hobak", "aehobak"), "zucchini"),
    **dict.fromkeys(("yangpa",), "onions"),
    **dict.fromkeys(("dangeun", "danggeun"), "carrots"),
    **dict.fromkeys(("beoseot", "buseot"), "mushrooms"),
    **dict.fromkeys(("sagwa",), "apples"),
    # eggs, dairy, meat, fish
    **dict.fromkeys(("gyeran", "kyeran"), "eggs"),
    **dict.fromkeys(("uyu",), "milk"),
    **dict.fromkeys(("samgyeopsal", "samgyupsal"), "pork belly"),
    **dict.fromkeys(("galbi", "kalbi"), "beef short ribs"),
    **dict.fromkeys(("eomuk", "odeng", "eomook"), "fish cake"),
    **dict.fromkeys(("saeu",), "shrimp"),
    **dict.fromkeys(("ojingeo", "ojingo"), "squid"),
    **dict.fromkeys(("chamchi",), "tuna"),
}

_PHRASE = phrase_pattern(PHRASES)  # the longest first: "chapssal garu" before "chapssal"


def in_english(product: str) -> str | None:
    """The product's Korean words in English; None when none were."""
    return translate(product.lower(), _PHRASE, PHRASES, WORDS)
