"""Vietnamese grocery names in English, as Vietnamese-American shoppers write them, with
their marks or without ("nước mắm 1 chai", "nuoc mam red boat", "bánh phở 2 bags",
"dau hu (firm tofu) 2 hop", "sả lemongrass 4 cây").

``in_english(product)`` gives the English name, or None when nothing was Vietnamese. The
matcher tries it only after the words as said (``match.alternatives``): stores sell some
of these by their own names ("Banh Pho", "Pho Broth"). The marks are dropped before the
glossary is read, so one spelling serves both ways of writing. Vietnamese puts the thing
before its kind ("thịt heo xay", meat-pork-ground; "đậu hũ non", soft tofu), so such names
are phrases here, the longest first. Words too short or too like English to be sure of
("bun", "ga", "bo", "tom", "que", "sa") are only read inside phrases. The English a line
often adds after the name ("sữa đặc condensed milk") is not said twice. How Vietnamese
counts ("2 lon", "3 gói", "4 cây") is read in ``parse`` (``vocabulary.VIETNAMESE``).
"""

from __future__ import annotations

import unicodedata

from assistant.shopping.hindi import phrase_pattern, said_once, translate

PHRASES = {
    # sauces and pantry
    **dict.fromkeys(("nuoc mam",), "fish sauce"),
    **dict.fromkeys(("dau hao",), "oyster sauce"),
    **dict.fromkeys(("tuong den",), "hoisin sauce"),
    **dict.fromkeys(("tuong ot",), "chili sauce"),
    **dict.fromkeys(("xi dau", "xi dao", "nuoc tuong"), "soy sauce"),
    **dict.fromkeys(("dau me",), "sesame oil"),
    **dict.fromkeys(("dau an",), "cooking oil"),
    **dict.fromkeys(("giam gao",), "rice vinegar"),
    **dict.fromkeys(("nuoc cot dua",), "coconut milk"),
    **dict.fromkeys(("nuoc dua",), "coconut water"),
    **dict.fromkeys(("sua dac",), "sweetened condensed milk"),
    **dict.fromkeys(("sua tuoi",), "milk"),
    **dict.fromkeys(("ngu vi huong",), "five spice powder"),
    **dict.fromkeys(("bot nang",), "tapioca starch"),
    **dict.fromkeys(("bot nep",), "glutinous rice flour"),
    **dict.fromkeys(("bot gao",), "rice flour"),
    **dict.fromkeys(("bot ngot",), "msg"),
    **dict.fromkeys(("duong cat",), "granulated sugar"),
    **dict.fromkeys(("duong phen",), "rock sugar"),
    **dict.fromkeys(("gao thom",), "jasmine rice"),
    **dict.fromkeys(("gao nep", "nep"), "sweet rice"),
    **dict.fromkeys(("nuoc leo pho", "nuoc dung pho", "nuoc pho"), "pho broth"),
    **dict.fromkeys(("ca phe sua da",), "vietnamese coffee"),
    **dict.fromkeys(("ca phe", "cafe sua"), "coffee"),
    **dict.fromkeys(("tra xanh",), "green tea"),
    # noodles, wrappers, ready foods
    **dict.fromkeys(("banh pho", "hu tieu", "hu tiu"), "rice noodles"),
    **dict.fromkeys(("bun tuoi", "bun kho", "bun gao"), "rice vermicelli"),
    **dict.fromkeys(("banh trang",), "rice paper"),
    **dict.fromkeys(("mi goi",), "instant noodles"),
    **dict.fromkeys(("mien",), "glass noodles"),
    **dict.fromkeys(("banh mi",), "baguette"),
    **dict.fromkeys(("cha gio", "cha ram"), "egg rolls"),
    **dict.fromkeys(("goi cuon",), "spring rolls"),
    **dict.fromkeys(("cha lua", "gio lua"), "pork roll"),
    **dict.fromkeys(("tom kho",), "dried shrimp"),
    # produce
    **dict.fromkeys(("hanh la",), "green onions"),
    **dict.fromkeys(("hanh tim", "hanh huong"), "shallots"),
    **dict.fromkeys(("hanh tay",), "onions"),
    **dict.fromkeys(("rau thom",), "fresh herbs"),
    **dict.fromkeys(("hung lui", "rau hung", "bac ha"), "mint"),
    **dict.fromkeys(("rau que", "hung que"), "thai basil"),
    **dict.fromkeys(("rau mui",), "cilantro"),
    **dict.fromkeys(("gia do", "gia"), "bean sprouts"),
    **dict.fromkeys(("cai thia", "cai be trang"), "baby bok choy"),
    **dict.fromkeys(("cai be xanh", "cai xanh"), "mustard greens"),
    **dict.fromkeys(("bap cai",), "cabbage"),
    **dict.fromkeys(("cu cai trang", "cu cai"), "daikon radish"),
    **dict.fromkeys(("ca rot",), "carrots"),
    **dict.fromkeys(("dua leo", "dua chuot"), "cucumbers"),
    **dict.fromkeys(("ca tim",), "eggplant"),
    **dict.fromkeys(("ca chua",), "tomatoes"),
    **dict.fromkeys(("khoai mon",), "taro"),
    **dict.fromkeys(("khoai lang",), "sweet potatoes"),
    **dict.fromkeys(("khoai tay",), "potatoes"),
    **dict.fromkeys(("nam dong co",), "shiitake mushrooms"),
    **dict.fromkeys(("nam bao ngu",), "oyster mushrooms"),
    **dict.fromkeys(("nam kim cham",), "enoki mushrooms"),
    **dict.fromkeys(("chanh day",), "passion fruit"),
    **dict.fromkeys(("thanh long",), "dragon fruit"),
    **dict.fromkeys(("vai tuoi", "trai vai"), "lychee"),
    **dict.fromkeys(("trai hong",), "persimmons"),
    **dict.fromkeys(("sau rieng",), "durian"),
    **dict.fromkeys(("mang cut",), "mangosteen"),
    **dict.fromkeys(("ot hiem",), "thai chili peppers"),
    # meat, fish, eggs, tofu
    **dict.fromkeys(("thit heo xay", "thit heo bam"), "ground pork"),
    **dict.fromkeys(("thit bo xay", "thit bo bam"), "ground beef"),
    **dict.fromkeys(("thit heo",), "pork"),
    **dict.fromkeys(("thit bo",), "beef"),
    **dict.fromkeys(("thit ga",), "chicken"),
    **dict.fromkeys(("suon heo", "suon non"), "pork spare ribs"),
    **dict.fromkeys(("ba chi", "ba roi"), "pork belly"),
    **dict.fromkeys(("bo nam",), "beef brisket"),
    **dict.fromkeys(("canh ga",), "chicken wings"),
    **dict.fromkeys(("dui ga",), "chicken drumsticks"),
    **dict.fromkeys(("ca hoi",), "salmon"),
    **dict.fromkeys(("ca ro phi",), "tilapia"),
    **dict.fromkeys(("ca basa",), "swai fillets"),
    **dict.fromkeys(("dau hu non", "dau phu non", "tau hu non"), "silken tofu"),
    **dict.fromkeys(("dau hu", "dau phu", "tau hu"), "tofu"),
    **dict.fromkeys(("trung ga",), "eggs"),
    **dict.fromkeys(("trung vit",), "duck eggs"),
}

WORDS = {
    "gung": "ginger",
    "toi": "garlic",
    "ngo": "cilantro",
    "chanh": "limes",
    "xoai": "mango",
    "chuoi": "bananas",
    "trung": "eggs",
    "muoi": "salt",
    "tieu": "black pepper",
    "duong": "sugar",
    "gao": "rice",
    "tuoi": "fresh",
}

# Vietnamese names too short or too like English to read alone ("bun" is rice vermicelli,
# not buns; "que" cinnamon): a name the line glosses after a dash all the same
UNSURE_WORDS = frozenset(["bun", "ga", "bo", "tom", "que", "sa", "muc", "cua", "ca", "heo"])

_PHRASE = phrase_pattern(PHRASES)


def fold(text: str) -> str:
    """The text without its marks: "nước mắm" is "nuoc mam", "đậu hũ" "dau hu"."""
    text = text.replace("đ", "d").replace("Đ", "D")
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def in_english(product: str) -> str | None:
    """The product's Vietnamese words in English; None when none were. An English word a
    line repeats after the name ("sả lemongrass") is said once."""
    return said_once(translate(fold(product.lower()), _PHRASE, PHRASES, WORDS))
