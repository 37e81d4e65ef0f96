"""Hindi and Urdu grocery names in English, as South Asian shoppers write them in Latin
letters ("haldi", "jeera powder", "masoor dal", "aloo 5lb bag", "nariyal tel"), and the
Indian English a US store names otherwise ("brinjal", "capsicum", "groundnut oil").

``in_english(product)`` gives the English name, or None when nothing was Hindi. The
matcher tries it only after the words as said (``match.alternatives``), since a store
sells many of these things by their Hindi names too ("Paneer", "Ghee", "Chana Masala",
"Moong Dal"). Hindi puts the kind before the thing, as English does, so whole phrases
come first ("kali mirch" is black pepper, "dhania powder" ground coriander, not cilantro
powder), then words; "ka/ki/ke" (of) join a thing to what it is made of and are dropped
("sarson ka tel" → mustard oil). Spellings vary with the writer: the usual ones are here.
"""

from __future__ import annotations

import re

from assistant.shopping.quantities import ONES

# Phrases whose English is no word-for-word reading.
PHRASES = {
    **dict.fromkeys(("dhania powder", "dhaniya powder", "pisa dhania"), "ground coriander"),
    **dict.fromkeys(
        ("sabut dhania", "dhania seeds", "dhaniya seeds", "dhania whole", "whole dhania"),
        "coriander seeds",
    ),
    **dict.fromkeys(("hara dhania", "hara dhaniya", "dhania patta"), "cilantro"),
    **dict.fromkeys(("jeera powder", "jira powder", "zeera powder"), "ground cumin"),
    **dict.fromkeys(
        ("sabut jeera", "jeera whole", "whole jeera", "jeera seeds", "jira seeds"),
        "cumin seeds",
    ),
    **dict.fromkeys(("shahi jeera", "shah jeera", "kala jeera"), "black cumin seeds"),
    **dict.fromkeys(
        ("lal mirch powder", "lal mirchi powder", "lal mirch", "lal mirchi"),
        "red chili powder",
    ),
    **dict.fromkeys(("sabut lal mirch", "sukhi lal mirch", "sukhi mirch"), "dried red chiles"),
    **dict.fromkeys(
        ("kali mirch whole", "sabut kali mirch", "kali mirch sabut"), "whole black peppercorns"
    ),
    **dict.fromkeys(("kali mirch", "kaali mirch"), "black pepper"),
    # fresh green chillies, which US stores sell as serranos
    **dict.fromkeys(("hari mirch", "hari mirchi", "hari mirchiyan"), "serrano peppers"),
    **dict.fromkeys(("shimla mirch", "simla mirch"), "green bell peppers"),
    **dict.fromkeys(("haldi powder", "haldee powder"), "turmeric powder"),
    **dict.fromkeys(("methi dana", "methi seeds", "methi dane"), "fenugreek seeds"),
    **dict.fromkeys(("kasuri methi", "kasoori methi"), "dried fenugreek leaves"),
    **dict.fromkeys(("rai dana", "sarson dana", "sarson seeds", "rai seeds"), "mustard seeds"),
    **dict.fromkeys(("sarson ka tel", "sarson tel", "sarso ka tel"), "mustard oil"),
    **dict.fromkeys(("sarson ka saag", "sarson saag"), "mustard greens"),
    **dict.fromkeys(("nariyal tel", "nariyal ka tel", "narial tel"), "coconut oil"),
    **dict.fromkeys(
        ("nariyal burada", "nariyal ka burada", "nariyal bura", "sukha nariyal"),
        "shredded coconut",
    ),
    **dict.fromkeys(("nariyal pani", "nariyal paani"), "coconut water"),
    **dict.fromkeys(("kala namak", "kaala namak"), "black salt"),
    **dict.fromkeys(("sendha namak",), "pink himalayan salt"),
    **dict.fromkeys(
        ("patta gobi", "patta gobhi", "band gobi", "band gobhi", "bandh gobi"), "cabbage"
    ),
    **dict.fromkeys(("phool gobi", "phool gobhi", "phoolgobi"), "cauliflower"),
    **dict.fromkeys(
        (
            "hara pyaz",
            "hara pyaaz",
            "hari pyaz",
            "hari pyaaz",
            "hara piyaz",
            "spring onion",
            "spring onions",
        ),
        "green onions",
    ),
    **dict.fromkeys(("kadi patta", "kari patta", "curry patta", "kadhi patta"), "curry leaves"),
    **dict.fromkeys(("tej patta", "tejpatta", "tej patte"), "bay leaves"),
    **dict.fromkeys(
        ("chai patti", "chai patta", "chai ki patti", "chai ke patte", "chai pati"), "black tea"
    ),
    **dict.fromkeys(("masoor dal", "masoor daal", "masur dal", "masoor dhal"), "red lentils"),
    **dict.fromkeys(("sabut masoor", "kali masoor"), "brown lentils"),
    **dict.fromkeys(("kabuli chana", "safed chana", "kabuli chane"), "chickpeas"),
    **dict.fromkeys(("kala chana", "kale chane", "kala chane"), "black chickpeas"),
    **dict.fromkeys(("gram flour", "chana atta"), "chickpea flour"),
    **dict.fromkeys(("double roti",), "sandwich bread"),
    **dict.fromkeys(("dal chini", "dal cheeni"), "cinnamon"),
    **dict.fromkeys(("chakki atta", "chapati atta", "chapati flour"), "whole wheat flour"),
    # the split pulses: "dal" alone is lentils, but these are split beans and peas
    **dict.fromkeys(("chana dal", "chana daal", "chane ki dal"), "split chickpeas"),
    **dict.fromkeys(("moong dal", "mung dal", "moong daal"), "split mung beans"),
    **dict.fromkeys(("groundnut oil",), "peanut oil"),
}

# Words, each to its English; plural where the thing is counted in English.
WORDS = {
    # spices and seasonings
    **dict.fromkeys(("haldi", "haldee"), "turmeric"),
    **dict.fromkeys(("jeera", "jira", "zeera", "jeeru"), "cumin"),
    **dict.fromkeys(("dhania", "dhaniya"), "cilantro"),
    **dict.fromkeys(("mirch", "mirchi"), "chili peppers"),
    **dict.fromkeys(("elaichi", "ilaichi", "elachi"), "cardamom"),
    **dict.fromkeys(("laung", "lavang"), "cloves"),
    **dict.fromkeys(("dalchini", "dalcheeni"), "cinnamon"),
    **dict.fromkeys(("jaiphal",), "nutmeg"),
    **dict.fromkeys(("javitri",), "mace"),
    **dict.fromkeys(("kesar", "zafran"), "saffron"),
    **dict.fromkeys(("imli",), "tamarind"),
    **dict.fromkeys(("amchur", "amchoor"), "mango powder"),
    **dict.fromkeys(("hing", "heeng"), "asafoetida"),
    **dict.fromkeys(("ajwain", "ajowan"), "carom seeds"),
    **dict.fromkeys(("saunf", "sonf"), "fennel seeds"),
    **dict.fromkeys(("kalonji",), "nigella seeds"),
    **dict.fromkeys(("methi",), "fenugreek"),
    **dict.fromkeys(("til",), "sesame seeds"),
    **dict.fromkeys(("khuskhus", "khus"), "poppy seeds"),
    **dict.fromkeys(("alsi",), "flaxseed"),
    **dict.fromkeys(("namak",), "salt"),
    **dict.fromkeys(("cheeni", "chini", "shakkar", "shakar"), "sugar"),
    **dict.fromkeys(("gur", "gud"), "jaggery"),
    **dict.fromkeys(("shahad", "shehad", "shahed"), "honey"),
    **dict.fromkeys(("sirka",), "vinegar"),
    **dict.fromkeys(("tel",), "oil"),
    # vegetables and herbs
    **dict.fromkeys(("aloo", "alu", "aaloo"), "potatoes"),
    **dict.fromkeys(("shakarkandi", "shakarkand"), "sweet potatoes"),
    **dict.fromkeys(("pyaz", "pyaaz", "piyaz", "piaz", "kanda", "kande"), "onions"),
    **dict.fromkeys(("lehsun", "lahsun", "lasun", "lassan", "lehsan", "lasan"), "garlic"),
    **dict.fromkeys(("adrak", "adarak"), "ginger"),
    **dict.fromkeys(("tamatar", "tamaatar"), "tomatoes"),
    **dict.fromkeys(("gajar",), "carrots"),
    **dict.fromkeys(("mooli", "muli"), "daikon radish"),
    **dict.fromkeys(("kheera", "khira", "kakdi"), "cucumbers"),
    **dict.fromkeys(("baingan", "baigan", "baingun", "brinjal", "brinjals"), "eggplant"),
    **dict.fromkeys(("bhindi", "bhendi"), "okra"),
    **dict.fromkeys(("gobi", "gobhi"), "cauliflower"),
    **dict.fromkeys(("palak",), "spinach"),
    **dict.fromkeys(("pudina", "podina"), "mint"),
    **dict.fromkeys(("kaddu",), "pumpkin"),
    **dict.fromkeys(("karela",), "bitter melon"),
    **dict.fromkeys(("lauki", "ghiya", "dudhi"), "bottle gourd"),
    **dict.fromkeys(("matar", "mattar", "mutter"), "peas"),
    **dict.fromkeys(("makai", "makki"), "corn"),
    **dict.fromkeys(("bhutta", "bhutte", "bhuttas"), "corn on the cob"),
    **dict.fromkeys(("arbi",), "taro root"),
    **dict.fromkeys(("kathal",), "jackfruit"),
    **dict.fromkeys(("shalgam",), "turnips"),
    **dict.fromkeys(("chukandar",), "beets"),
    **dict.fromkeys(("capsicum", "capsicums"), "bell peppers"),
    **dict.fromkeys(("sabzi", "sabji"), "vegetables"),
    # fruit, nuts and dried fruit
    **dict.fromkeys(("kela", "kele"), "bananas"),
    **dict.fromkeys(("seb", "saib"), "apples"),
    **dict.fromkeys(("aam",), "mango"),
    **dict.fromkeys(("angoor", "angur"), "grapes"),
    **dict.fromkeys(("anaar", "anar"), "pomegranate"),
    **dict.fromkeys(("papita",), "papaya"),
    **dict.fromkeys(("amrood", "amrud"), "guava"),
    **dict.fromkeys(("tarbooz", "tarbuz"), "watermelon"),
    **dict.fromkeys(("kharbooja", "kharbooza", "kharbuja"), "cantaloupe"),
    **dict.fromkeys(("ananas",), "pineapple"),
    **dict.fromkeys(("santra", "santre", "santara", "narangi"), "oranges"),
    **dict.fromkeys(("nimbu", "nimboo", "nimbo", "limbu"), "lemons"),
    **dict.fromkeys(("nashpati",), "pears"),
    **dict.fromkeys(("aadu", "aaru"), "peaches"),
    **dict.fromkeys(("khajoor", "khajur"), "dates"),
    **dict.fromkeys(("anjeer", "anjir"), "dried figs"),
    **dict.fromkeys(("kishmish", "kishmis", "munakka"), "raisins"),
    **dict.fromkeys(("badam", "badaam"), "almonds"),
    **dict.fromkeys(("kaju",), "cashews"),
    **dict.fromkeys(("pista",), "pistachios"),
    **dict.fromkeys(("akhrot",), "walnuts"),
    **dict.fromkeys(("moongphali", "mungfali", "moongfali", "groundnut", "groundnuts"), "peanuts"),
    **dict.fromkeys(("chilgoza",), "pine nuts"),
    **dict.fromkeys(("nariyal", "narial"), "coconut"),
    # grains, flours, pulses
    **dict.fromkeys(("chawal", "chaawal", "chaval"), "rice"),
    **dict.fromkeys(("atta", "aata", "chakki"), "whole wheat flour"),
    **dict.fromkeys(("maida",), "all purpose flour"),
    **dict.fromkeys(("besan",), "chickpea flour"),
    **dict.fromkeys(("sooji", "suji", "rava", "rawa"), "semolina"),
    **dict.fromkeys(("sabudana",), "tapioca pearls"),
    **dict.fromkeys(("daliya", "dalia"), "bulgur wheat"),
    **dict.fromkeys(("jau",), "barley"),
    **dict.fromkeys(("bajra",), "millet"),
    **dict.fromkeys(("rajma",), "red kidney beans"),
    **dict.fromkeys(("chole", "chhole", "chana", "chane"), "chickpeas"),
    **dict.fromkeys(("lobia", "lobhia"), "black eyed peas"),
    **dict.fromkeys(("moong", "mung"), "mung beans"),
    **dict.fromkeys(("dal", "daal", "dhal"), "lentils"),
    # dairy, eggs, meat, bread
    **dict.fromkeys(("doodh", "dudh"), "milk"),
    **dict.fromkeys(("dahi", "dahee"), "plain yogurt"),
    **dict.fromkeys(("chaas", "chaach", "chhaas"), "buttermilk"),
    **dict.fromkeys(("malai",), "heavy cream"),
    **dict.fromkeys(("makhan", "makkhan", "makhkhan"), "butter"),
    **dict.fromkeys(("anda", "ande", "anday", "andey"), "eggs"),
    **dict.fromkeys(("murgi", "murgh", "murga"), "chicken"),
    **dict.fromkeys(("machli", "machhli", "machi", "macchi"), "fish"),
    **dict.fromkeys(("jhinga", "jhinge"), "shrimp"),
    **dict.fromkeys(("pav", "pao"), "dinner rolls"),
    **dict.fromkeys(("achar", "achaar", "aachar"), "pickle"),
    **dict.fromkeys(("papad", "pappad"), "papadums"),
}
_PARTICLES = frozenset(["ka", "ki", "ke", "wala", "wali", "wale"])  # "of", "the … one"


def phrase_pattern(phrases: dict[str, str]) -> re.Pattern[str]:
    """A glossary's phrases as one pattern, the longest first ("lal mirch powder" before
    "lal mirch"), each a whole run of words."""
    longest = sorted(phrases, key=len, reverse=True)
    return re.compile(r"(?<![\w-])(?:" + "|".join(re.escape(p) for p in longest) + r")(?![\w-])")


_PHRASE = phrase_pattern(PHRASES)


def in_english(product: str) -> str | None:
    """The product's Hindi words in English; None when none were Hindi."""
    return translate(product.lower(), _PHRASE, PHRASES, WORDS, _PARTICLES)


def translate(
    said: str,
    phrase: re.Pattern[str],
    phrases: dict[str, str],
    words: dict[str, str],
    particles: frozenset[str] = frozenset(),
) -> str | None:
    """``said`` with a glossary's phrases, then its words, in English; None when nothing
    was translated. A particle after a translated word ("aam ka achar") is dropped."""
    marked = phrase.sub(lambda m: f"<{phrases[m.group(0)]}>", said)
    names: list[str] = []
    translated = False
    for token in re.findall(r"<[^>]+>|[^\s<>]+", marked):
        if token.startswith("<"):
            names.append(token[1:-1])
            translated = True
        elif token in words:
            names.append(words[token])
            translated = True
        elif token in particles and translated:
            continue  # "aam ka achar": mango pickle
        else:
            names.append(token)
    return " ".join(names) if translated else None


def said_once(english: str | None) -> str | None:
    """A translation with each word once: a line often adds the English after the name
    ("sữa đặc condensed milk", "nga choy bean sprouts"), which must not be said twice."""
    if english is None:
        return None
    said = english.split()
    plain = [str(ONES.get(w, w)).rstrip("s") for w in said]  # "five spice powder 5 spice"
    return " ".join(w for i, w in enumerate(said) if plain[i] not in plain[:i])
