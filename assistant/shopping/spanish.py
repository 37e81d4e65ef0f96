"""Spanish grocery names in English, for bilingual lists ("frijoles pintos", "leche
entera galón", "tortillas de maíz"): a US store names most of these things in English.

``in_english(product)`` gives the English name, or None when nothing was Spanish. The
matcher tries it only after the words as said (``match.alternatives``), since a store sells
many things by their Spanish names too ("Queso Fresco", "Pan Dulce", "Chorizo").
Whole phrases come first ("carne molida" is ground beef, not "ground meat"); then words,
with Spanish order turned to English: the adjective after the noun goes before it
("cebolla blanca" → white onion), as does any other word said after it, a variety or an
English kind ("manzanas gala" → gala apples), and "A de B" or "A para B" is "B A" ("agua
de coco" → coconut water).
"""

from __future__ import annotations

import re
import unicodedata

# Phrases whose English is no word-for-word reading (written without accents).
PHRASES = {
    "carne molida": "ground beef",
    "carne para asar": "flank steak",
    "chiles jalapenos": "jalapeno peppers",
    "chile jalapeno": "jalapeno pepper",
    "chiles serranos": "serrano peppers",
    "chile serrano": "serrano pepper",
    "chiles poblanos": "poblano peppers",
    "chile poblano": "poblano pepper",
    "carne para deshebrar": "beef brisket",
    "carne de res": "beef",
    "carne de puerco": "pork",
    "carne de cerdo": "pork",
    "chuletas de puerco": "pork chops",
    "chuletas de cerdo": "pork chops",
    "costillas de puerco": "pork ribs",
    "costillas de res": "beef short ribs",
    "pechuga de pollo": "chicken breast",
    "pechugas de pollo": "chicken breasts",
    "muslos de pollo": "chicken thighs",
    "piernas de pollo": "chicken drumsticks",
    "alitas de pollo": "chicken wings",
    "pollo entero": "whole chicken",
    "leche evaporada": "evaporated milk",
    "leche condensada": "sweetened condensed milk",
    "leche en polvo": "dry milk",
    "leche descremada": "skim milk",
    "leche deslactosada": "lactose free milk",
    "media crema": "table cream",
    "crema agria": "sour cream",
    "queso rallado": "shredded cheese",
    "queso amarillo": "american cheese",
    "queso crema": "cream cheese",
    "aceite vegetal": "vegetable oil",
    "maiz pozolero": "hominy",
    "platano macho": "plantains",
    "platanos machos": "plantains",
    "consome de pollo": "chicken bouillon",
    "caldo de pollo": "chicken broth",
    "caldo de res": "beef broth",
    "canela en raja": "cinnamon sticks",
    "canela entera": "cinnamon sticks",
    "galletas marias": "maria cookies",
    "harina para hotcakes": "pancake mix",
    "harina para panqueques": "pancake mix",
    "harina para pastel": "cake mix",
    "galletas saladas": "saltine crackers",
    "pan de caja": "sandwich bread",
    "pan molido": "bread crumbs",
    "pan para hot dogs": "hot dog buns",
    "pan para hot dog": "hot dog buns",
    "pan para hamburguesas": "hamburger buns",
    "pan para hamburguesa": "hamburger buns",
    "pure de tomate": "tomato sauce",
    "salsa de tomate": "tomato sauce",
    "pasta de tomate": "tomato paste",
    "papel higienico": "toilet paper",
    "toallas de papel": "paper towels",
    "jabon para trastes": "dish soap",
    "jabon de trastes": "dish soap",
    "jabon para ropa": "laundry detergent",
    "agua mineral": "sparkling mineral water",
    "agua embotellada": "bottled water",
    "elotes": "corn on the cob",
    "elote": "corn on the cob",
    "tomate verde": "tomatillos",
    "chile en polvo": "chili powder",
    "chiles chipotles en adobo": "chipotle peppers in adobo sauce",
    "chipotles en adobo": "chipotle peppers in adobo sauce",
    "chipotle en adobo": "chipotle peppers in adobo sauce",
    "queso fresco": "queso fresco",  # sold by its Spanish name, no "fresh cheese"
    "salsa inglesa": "worcestershire sauce",
    "lechuga romana": "romaine lettuce",
    "consome de camaron": "shrimp bouillon",
    "la lechera": "sweetened condensed milk",  # Nestlé's, as it is asked for by name
    "en tomate": "in tomato sauce",  # "sardinas en tomate"
    "en polvo": "powder",
    "en lata": "canned",
    "enlatados": "canned",
    "enlatado": "canned",
    # Puerto Rican and Caribbean names
    "habichuelas rosadas": "pink beans",
    "habichuelas coloradas": "red kidney beans",
    "gandules verdes": "green pigeon peas",
    "aceitunas rellenas": "stuffed olives",
    "rellenas de pimiento": "pimiento stuffed",
    "salchichitas de pollo": "chicken vienna sausages",
    "coco lopez": "coco lopez cream of coconut",
    "crema de coco": "cream of coconut",
    "coco seco": "coconut",
    "lechecondensada": "sweetened condensed milk",
    "evaporada": "evaporated milk",
    "grano mediano": "medium grain",
    "grano largo": "long grain",
    "platanos verdes": "green plantains",
    "platano verde": "green plantain",
    "platanos maduros": "ripe plantains",
    "platano maduro": "ripe plantain",
    "maduros": "ripe plantains",
    "limones verdes": "limes",
    "culantro y achiote": "with coriander & annatto",
    "con azafran": "with saffron",
    "guineitos verdes": "green bananas",
    "guineos verdes": "green bananas",
    "pimientos verdes": "green bell peppers",
    "pimiento verde": "green bell pepper",
    "pimiento morron": "roasted red peppers",
    "queso de papa": "american cheese",
    "chuletas ahumadas": "smoked pork chops",
    "chuletas de serdo": "pork chops",
    "carne para guisar": "beef stew meat",
    "carne de guisar": "beef stew meat",
    "jamon de cocinar": "cooking ham",
    "en cubitos": "diced",
    "cubitos de pollo": "chicken bouillon cubes",
    "cubitos de res": "beef bouillon cubes",
    "galletas de soda": "soda crackers",
    "galletitas maria": "maria cookies",
    "platanitos de ajo": "garlic plantain chips",
    "canela en rama": "cinnamon sticks",
    "ajo picao": "minced garlic",
    "ajo picado": "minced garlic",
    "adobo con pimienta": "adobo seasoning with pepper",
    "sazon completa": "complete seasoning",
    "sazon completo": "complete seasoning",
    "naranja agria": "bitter orange marinade",
    "con pulpa": "with pulp",
    "sin pulpa": "no pulp",
    "sin espinas": "boneless",
    "en agua": "in water",
    "en aceite": "in oil",
    "en salsa de tomate": "in tomato sauce",
    "sin sal": "unsalted",
    "sin azucar": "sugar free",
    "bajo en grasa": "low fat",
}

# Nouns and the words for kinds of them, singular and plural as shoppers write them.
NOUNS = {
    **dict.fromkeys(("leche",), "milk"),
    **dict.fromkeys(("huevo", "huevos", "blanquillos"), "eggs"),
    **dict.fromkeys(("pan",), "bread"),
    **dict.fromkeys(("arroz",), "rice"),
    **dict.fromkeys(("frijol", "frijoles"), "beans"),
    **dict.fromkeys(("azucar",), "sugar"),
    **dict.fromkeys(("sal",), "salt"),
    **dict.fromkeys(("harina",), "flour"),
    **dict.fromkeys(("aceite",), "oil"),
    **dict.fromkeys(("mantequilla",), "butter"),
    **dict.fromkeys(("manteca",), "lard"),
    **dict.fromkeys(("queso",), "cheese"),
    **dict.fromkeys(("crema",), "cream"),
    **dict.fromkeys(("yogur", "yogurt"), "yogurt"),
    **dict.fromkeys(("jugo", "jugos"), "juice"),
    **dict.fromkeys(("agua",), "water"),
    **dict.fromkeys(("cafe",), "coffee"),
    **dict.fromkeys(("te",), "tea"),
    **dict.fromkeys(("avena",), "oats"),
    **dict.fromkeys(("galleta", "galletas"), "cookies"),
    **dict.fromkeys(("atun",), "tuna"),
    **dict.fromkeys(("sopa",), "soup"),
    **dict.fromkeys(("pollo",), "chicken"),
    **dict.fromkeys(("res",), "beef"),
    **dict.fromkeys(("puerco", "cerdo"), "pork"),
    **dict.fromkeys(("pavo",), "turkey"),
    **dict.fromkeys(("jamon",), "ham"),
    **dict.fromkeys(("tocino",), "bacon"),
    **dict.fromkeys(("salchicha", "salchichas"), "hot dogs"),
    **dict.fromkeys(("pescado",), "fish"),
    **dict.fromkeys(("camaron", "camarones"), "shrimp"),
    **dict.fromkeys(("sardina", "sardinas"), "sardines"),
    **dict.fromkeys(("jalapeno", "jalapenos"), "jalapeno peppers"),
    **dict.fromkeys(("nopal", "nopales", "nopalitos"), "nopales"),
    **dict.fromkeys(("cebollita", "cebollitas", "cebollin", "cebollines"), "green onions"),
    **dict.fromkeys(("chile", "chiles"), "chiles"),
    **dict.fromkeys(("mayonesa",), "mayonnaise"),
    **dict.fromkeys(("mango", "mangos"), "mango"),
    **dict.fromkeys(("manzana", "manzanas"), "apples"),
    **dict.fromkeys(("platano", "platanos"), "bananas"),
    **dict.fromkeys(("naranja", "naranjas"), "oranges"),
    **dict.fromkeys(("limon", "limones"), "limes"),
    **dict.fromkeys(("aguacate", "aguacates"), "avocados"),
    **dict.fromkeys(("fresa", "fresas"), "strawberries"),
    **dict.fromkeys(("uva", "uvas"), "grapes"),
    **dict.fromkeys(("pina",), "pineapple"),
    **dict.fromkeys(("sandia",), "watermelon"),
    **dict.fromkeys(("coco",), "coconut"),
    **dict.fromkeys(("lechuga",), "lettuce"),
    **dict.fromkeys(("repollo",), "cabbage"),
    **dict.fromkeys(("cebolla", "cebollas"), "onions"),
    **dict.fromkeys(("ajo", "ajos"), "garlic"),
    **dict.fromkeys(("tomate", "tomates", "jitomate", "jitomates"), "tomatoes"),
    **dict.fromkeys(("tomatillo", "tomatillos"), "tomatillos"),
    **dict.fromkeys(("papa", "papas"), "potatoes"),
    **dict.fromkeys(("zanahoria", "zanahorias"), "carrots"),
    **dict.fromkeys(("rabano", "rabanos"), "radishes"),
    **dict.fromkeys(("pepino", "pepinos"), "cucumbers"),
    **dict.fromkeys(("calabacita", "calabacitas"), "zucchini"),
    **dict.fromkeys(("maiz",), "corn"),
    **dict.fromkeys(("elote",), "corn"),
    **dict.fromkeys(("nuez", "nueces"), "pecans"),
    **dict.fromkeys(("cacahuate", "cacahuates"), "peanuts"),
    **dict.fromkeys(("comino",), "cumin"),
    **dict.fromkeys(("canela",), "cinnamon"),
    **dict.fromkeys(("pimienta",), "pepper"),
    **dict.fromkeys(("oregano",), "oregano"),
    **dict.fromkeys(("vainilla",), "vanilla"),
    **dict.fromkeys(("chocolate",), "chocolate"),
    **dict.fromkeys(("cereal",), "cereal"),
    **dict.fromkeys(("helado",), "ice cream"),
    **dict.fromkeys(("refresco", "refrescos", "soda", "sodas"), "soda"),
    **dict.fromkeys(("cerveza", "cervezas"), "beer"),
    **dict.fromkeys(("vino",), "wine"),
    **dict.fromkeys(("jabon",), "soap"),
    **dict.fromkeys(("detergente",), "laundry detergent"),
    **dict.fromkeys(("cloro", "blanqueador"), "bleach"),
    **dict.fromkeys(("servilletas",), "napkins"),
    **dict.fromkeys(("panales",), "diapers"),
    # Puerto Rican and Caribbean names
    **dict.fromkeys(("habichuela", "habichuelas", "abichuelas"), "beans"),
    **dict.fromkeys(("gandul", "gandules"), "pigeon peas"),
    **dict.fromkeys(("garbanzo", "garbanzos"), "garbanzo beans"),
    **dict.fromkeys(("aceituna", "aceitunas"), "olives"),
    **dict.fromkeys(("bacalao",), "salted codfish"),
    **dict.fromkeys(("coditos",), "elbow macaroni"),
    **dict.fromkeys(("spaguetti", "espagueti", "espaguetis"), "spaghetti"),
    **dict.fromkeys(("maicena",), "corn starch"),
    **dict.fromkeys(("guineo", "guineos", "guineito", "guineitos"), "bananas"),
    **dict.fromkeys(("yuca",), "yuca root"),
    **dict.fromkeys(("batata", "batatas"), "sweet potatoes"),
    **dict.fromkeys(("cilantrillo", "cilantro"), "cilantro"),
    **dict.fromkeys(("pimiento", "pimientos"), "peppers"),
    **dict.fromkeys(("china", "chinas"), "oranges"),
    **dict.fromkeys(("lechosa", "lechosas", "papaya"), "papaya"),
    **dict.fromkeys(("parcha", "parchas"), "passion fruit"),
    **dict.fromkeys(("chayote", "chayotes"), "chayote squash"),
    **dict.fromkeys(("guayaba", "guayabas"), "guava"),
    **dict.fromkeys(("pernil",), "pork shoulder"),
    **dict.fromkeys(("chuleta", "chuletas"), "pork chops"),
    **dict.fromkeys(("bistec",), "beef steak"),
    **dict.fromkeys(("tocineta", "tosineta"), "bacon"),
    **dict.fromkeys(("galletitas",), "cookies"),
    **dict.fromkeys(("malta", "maltas"), "malta"),
    **dict.fromkeys(("nectar",), "nectar"),
    **dict.fromkeys(("pera", "peras"), "pear"),
    **dict.fromkeys(("pasas",), "raisins"),
    **dict.fromkeys(("vinagre",), "vinegar"),
    **dict.fromkeys(("vainiya",), "vanilla"),
    **dict.fromkeys(("tostones",), "tostones"),
}
# Words that say which kind; Spanish puts them after the noun.
ADJECTIVES = {
    **dict.fromkeys(("blanco", "blanca", "blancos", "blancas"), "white"),
    **dict.fromkeys(("negro", "negra", "negros", "negras"), "black"),
    **dict.fromkeys(("rojo", "roja", "rojos", "rojas"), "red"),
    **dict.fromkeys(("verde", "verdes"), "green"),
    **dict.fromkeys(("amarillo", "amarilla", "amarillos", "amarillas"), "yellow"),
    **dict.fromkeys(("pinto", "pintos"), "pinto"),
    **dict.fromkeys(("refrito", "refritos"), "refried"),
    **dict.fromkeys(("entero", "entera", "enteros", "enteras"), "whole"),
    **dict.fromkeys(("molido", "molida", "molidos", "molidas"), "ground"),
    **dict.fromkeys(("fresco", "fresca", "frescos", "frescas"), "fresh"),
    **dict.fromkeys(("grande", "grandes"), "large"),
    **dict.fromkeys(("chico", "chica", "pequeno", "pequena"), "small"),
    **dict.fromkeys(("congelado", "congelada", "congelados", "congeladas"), "frozen"),
    **dict.fromkeys(("seco", "seca", "secos", "secas"), "dried"),
    **dict.fromkeys(("ahumado", "ahumada"), "smoked"),
    **dict.fromkeys(("dulce", "dulces"), "sweet"),
    **dict.fromkeys(("picante", "picantes"), "hot"),
    **dict.fromkeys(("integral",), "whole wheat"),
    **dict.fromkeys(("organico", "organica", "organicos", "organicas"), "organic"),
    **dict.fromkeys(("mexicano", "mexicana", "mexicanos", "mexicanas"), "mexican"),
    **dict.fromkeys(("jalapeno", "jalapenos"), "jalapeno"),
    **dict.fromkeys(("ancho", "anchos"), "ancho"),
    **dict.fromkeys(("guajillo", "guajillos"), "guajillo"),
    **dict.fromkeys(("pasilla", "pasillas"), "pasilla"),
    **dict.fromkeys(("serrano", "serranos"), "serrano"),
    **dict.fromkeys(("poblano", "poblanos"), "poblano"),
    **dict.fromkeys(("vegetal",), "vegetable"),
    **dict.fromkeys(("rallado", "rallada"), "shredded"),
    **dict.fromkeys(("rebanado", "rebanada", "rebanados", "rebanadas"), "sliced"),
    **dict.fromkeys(("picado", "picada", "picao", "picaos"), "minced"),
    **dict.fromkeys(("rosado", "rosada", "rosados", "rosadas"), "pink"),
    **dict.fromkeys(("colorado", "colorada", "colorados", "coloradas"), "red"),
    **dict.fromkeys(("relleno", "rellena", "rellenos", "rellenas"), "stuffed"),
}
_SKIPPED = frozenset(["el", "la", "los", "las", "un", "una", "unos", "unas", "del", "y"])
# Spanish words English lists use too ("papa murphy's", "queso dip"): no sign of a
# Spanish line by themselves
_ENGLISH_TOO = frozenset(
    ["papa", "coco", "soda", "sodas", "queso", "crema", "jalapeno", "jalapenos"]
)
# phrases that say which kind, as adjectives do
_PHRASE_KINDS = frozenset(["canned", "unsalted", "sugar free", "low fat", "boneless", "diced"])


_PHRASE = re.compile(  # the longest first: "leche en polvo" before "en polvo"
    r"(?<![\w-])(?:"
    + "|".join(re.escape(p) for p in sorted(PHRASES, key=len, reverse=True))
    + r")(?![\w-])"
)


def plain_letters(text: str) -> str:
    """Lower case without accents: "Maíz" → "maiz", "jalapeños" → "jalapenos"."""
    decomposed = unicodedata.normalize("NFKD", text.lower())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def in_english(product: str) -> str | None:
    """The product's Spanish words in English, in English order; None when none were
    Spanish."""
    # "pan p/ hot dogs": "p/" is "para" written short
    letters = re.sub(r"(?<!\w)p/\s*", "para ", plain_letters(product))
    said = _PHRASE.sub(lambda m: f"<{PHRASES[m.group(0)]}>", letters)
    # "agua de coco": the kind after "de" goes first
    parts = [p.strip() for p in re.split(r"\s+(?:de|para)\s+", said) if p.strip()]
    translated = False
    names: list[str] = []
    for part in reversed(parts):
        words: list[str] = []
        noun_at = -1  # where the last noun stands: a kind said after it goes before it
        for token in re.findall(r"<[^>]+>|[^\s<>]+", part):
            if token.startswith("<") and token[1:-1] in _PHRASE_KINDS and noun_at >= 0:
                words.insert(noun_at, token[1:-1])
                noun_at += 1
                translated = True
            elif token.startswith("<"):
                noun_at = len(words)
                words.append(token[1:-1])
                translated = True
            elif token in _SKIPPED:
                translated = True
            elif token in ADJECTIVES and noun_at >= 0:
                words.insert(noun_at, ADJECTIVES[token])
                noun_at += 1
                translated = True
            elif token in NOUNS:
                noun_at = len(words)
                words.append(NOUNS[token])
                translated = translated or (NOUNS[token] != token and token not in _ENGLISH_TOO)
            elif noun_at >= 0 and token.isalpha():
                # a variety or a kind said after the noun, in any language: "manzanas
                # gala" are gala apples, "mantequilla salted" salted butter
                words.insert(noun_at, token)
                noun_at += 1
            else:
                words.append(token)
        names.append(" ".join(words))
    english = " ".join(n for n in names if n).strip()
    english = re.sub(r"\s+", " ", english)
    if not translated or not english or english == product.lower().strip():
        return None
    return english
