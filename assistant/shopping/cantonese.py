"""Chinese grocery names in English, as Chinese-American families write them in Latin
letters: mostly Cantonese the way Chinatown says it ("lap cheong 2 pk", "lo bak 2 lbs",
"ma yau", "ng heung fun"), some Mandarin pinyin ("doufu", "doubanjiang", "fen si").

``in_english(product)`` gives the English name, or None when nothing was Chinese. The
matcher tries it only after the words as said (``match.alternatives``): stores sell some
of these by their own names ("Bok Choy", "Gai Lan", "Shumai"). There is no one spelling
of Cantonese in Latin letters, so the usual ones are listed; names are phrases, since
single syllables ("ha", "gai", "yau") mean too many things alone. The English is what US
catalogs call the thing. The English a line often adds after the name ("nga choy bean
sprouts") is not said twice. Chinatown's weight, the catty, is read in ``parse``
(``vocabulary.CATTY``).
"""

from __future__ import annotations

from assistant.shopping.hindi import phrase_pattern, said_once, translate

PHRASES = {
    # produce
    **dict.fromkeys(("wong nga bak", "wong nga baak", "wong ah bok", "wong bok"), "napa cabbage"),
    **dict.fromkeys(("bak choy", "baak choy", "pak choy", "pak choi"), "bok choy"),
    **dict.fromkeys(("siu bak choy", "shanghai bok choy", "shanghai choy"), "baby bok choy"),
    **dict.fromkeys(("gai lan", "gai laan", "kai lan", "kailan"), "chinese broccoli"),
    **dict.fromkeys(("choi sum", "choy sum", "yau choy"), "choy sum"),
    **dict.fromkeys(("sang geung", "saang geung", "geung"), "ginger"),
    **dict.fromkeys(("lo bak", "lo bok", "lo baak", "lobak"), "daikon radish"),
    **dict.fromkeys(("woo tau", "wu tau", "woo tao"), "taro root"),
    **dict.fromkeys(("ke ji", "ai gwa"), "chinese eggplant"),
    **dict.fromkeys(("nga choy", "ngah choy", "nga choi", "dau nga", "dou ya"), "bean sprouts"),
    **dict.fromkeys(("lai chi", "lai ji", "lai chee"), "lychee"),
    **dict.fromkeys(("yim sai", "yuen sai", "yun sai", "heung choy"), "cilantro"),
    **dict.fromkeys(("chung", "choong", "cong"), "green onions"),
    **dict.fromkeys(("ho lan dau", "hoh lan dau", "holland dau"), "snow peas"),
    **dict.fromkeys(("dong gu", "dung gu", "doong goo", "dung goo"), "dried shiitake mushrooms"),
    **dict.fromkeys(("ma tai", "ma tuy"), "water chestnuts"),
    **dict.fromkeys(("gei ji", "gou gei", "gau gei", "gou gei ji"), "goji berries"),
    **dict.fromkeys(("mui choy", "mei cai"), "preserved mustard greens"),
    # meat, eggs, tofu
    **dict.fromkeys(("pai gwat", "pai kwat", "pai gwut"), "pork spare ribs"),
    **dict.fromkeys(
        ("lap cheong", "lap chong", "lap cheung", "lop chong", "la chang"), "chinese sausage"
    ),
    **dict.fromkeys(("ngau yuk",), "beef"),
    **dict.fromkeys(("jyu yuk", "ju yuk", "gee yuk"), "pork"),
    **dict.fromkeys(("gai yik",), "chicken wings"),
    **dict.fromkeys(("gai daan", "gai dan"), "eggs"),
    **dict.fromkeys(("pei daan", "pei dan", "pidan", "pi dan"), "century eggs"),
    **dict.fromkeys(("haam daan", "ham daan", "haam dan", "xian dan"), "salted duck eggs"),
    **dict.fromkeys(("doufu", "dou fu", "dau fu", "tau foo", "dao fu"), "tofu"),
    **dict.fromkeys(("fu yu", "foo yu", "fu ru", "furu"), "fermented bean curd"),
    # sauces, pantry
    **dict.fromkeys(("lo chau", "lo chao", "lou cau", "lo chow", "lao chou"), "dark soy sauce"),
    **dict.fromkeys(("sang chau", "saang chau", "sang chow", "sheng chou"), "light soy sauce"),
    **dict.fromkeys(("see yau", "si yau", "jiang you", "jiangyou"), "soy sauce"),
    **dict.fromkeys(("ho yau", "hou yau", "hao you"), "oyster sauce"),
    **dict.fromkeys(("ma yau", "ma yao", "ma you", "mah yau"), "sesame oil"),
    **dict.fromkeys(("yu lo", "yu lou", "yue lo"), "fish sauce"),
    **dict.fromkeys(
        ("ng heung fun", "ng hueng fun", "ng heung", "wu xiang fen"), "five spice powder"
    ),
    **dict.fromkeys(("bak wu jiu", "baak wu jiu", "bak woo jiu", "bai hu jiao"), "white pepper"),
    **dict.fromkeys(("saang fun", "sang fun", "dim fun"), "cornstarch"),
    **dict.fromkeys(("dou ban jiang", "doubanjiang", "toban djan"), "chili bean sauce"),
    **dict.fromkeys(("bing tong", "ping tong", "bing tang"), "rock sugar"),
    **dict.fromkeys(("hak chi ma", "hak ji ma", "hak zi ma", "hei zhi ma"), "black sesame seeds"),
    **dict.fromkeys(("bak chi ma", "baak ji ma", "bai zhi ma"), "white sesame seeds"),
    **dict.fromkeys(("hung dau", "hong dou"), "adzuki beans"),
    **dict.fromkeys(("luk dau", "lu dou"), "mung beans"),
    **dict.fromkeys(("noh mai", "nor mai", "no mai", "lo mai", "nuo mi"), "sweet rice"),
    **dict.fromkeys(("heung pin", "xiang pian"), "jasmine tea"),
    # noodles, dumplings, buns
    **dict.fromkeys(("mai fun", "mei fun", "mi fen"), "rice vermicelli"),
    **dict.fromkeys(("ho fun", "hor fun", "haw fun", "chow fun"), "wide rice noodles"),
    **dict.fromkeys(("fun see", "fen si", "fun si"), "bean thread noodles"),
    **dict.fromkeys(("siu mai", "siu maai", "shu mai", "shao mai"), "shumai"),
    **dict.fromkeys(("har gow", "har gau", "ha gow", "ha gau"), "shrimp dumplings"),
    **dict.fromkeys(("gau ji", "gaau ji", "jiaozi", "gow gee"), "dumplings"),
    **dict.fromkeys(("char siu bao", "cha siu bao", "char siu bau"), "bbq pork buns"),
    **dict.fromkeys(("dau sa bao", "dau sa bau"), "red bean buns"),
}

_PHRASE = phrase_pattern(PHRASES)


def in_english(product: str) -> str | None:
    """The product's Chinese words in English; None when none were. An English word a
    line repeats after the name ("nga choy bean sprouts") is said once."""
    return said_once(translate(product.lower(), _PHRASE, PHRASES, {}))
