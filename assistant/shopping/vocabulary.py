"""Word lists the list parser relies on: how people talk, not what a catalog sells.

Everything here is about language (carrier phrases, fillers, shorthand, attribute and
brand words, names that contain "and"), so it holds for any store. Misspellings of
products are deliberately absent: the matcher forgives them with fuzzy matching.
"""

from __future__ import annotations

import re

# Said to voice assistants before the request.
WAKE_WORDS = re.compile(
    r"^(?:(?:hey|ok|okay|hi)\s+)?"
    r"(?:alexa|google|siri|assistant|computer|bixby|cortana|olly|jarvis)\b[\s,.!]*"
)

# The Tagalog words Taglish lists put around English names, read as English before the
# rest ("heinz ketchup yung malaki", "chicken thighs mga 4 lbs pang adobo", "or kahit
# anong chicken bouillon"); the names themselves are in ``tagalog``.
TAGLISH = (
    (re.compile(r"\b(?:yung|iyong|yong|ung)\s+malaking\b"), "the big"),
    (re.compile(r"\b(?:yung|iyong|yong|ung)\s+malaki\b"), "the big one"),
    (re.compile(r"\b(?:yung|iyong|yong|ung)\s+maliit(?:\s*na)?\b"), "the small one"),
    (re.compile(r"\bmga\s+(?=\d)"), "about "),
    (re.compile(r"\bpang[\s-]+"), "for "),
    (re.compile(r"\bpara\s+sa\s+"), "for "),
    (re.compile(r"\bkahit\s+(?:anong|ano)\b"), "any"),
    (re.compile(r"\s+na\s+lang\b"), ""),
    (re.compile(r"\b(?:yung|iyong)\b"), "the"),
)

# How Vietnamese counts, after the name or before it ("nước mắm 1 chai", "2 lon coconut
# milk", "sả 4 cây", "3 lon nho"), read as English; the names themselves are in
# ``vietnamese``. A count word that only says "pieces" ("4 cây", "3 trái") leaves the count;
# a count may be written as times ("nuoc mam red boat x2 chai").
VIETNAMESE = (
    (re.compile(r"\bchai\s+(?:lớn|lon|to)\b"), "the big bottle"),
    (re.compile(r"\blon\s+(?:nhỏ|nho)\b"), "small cans"),
    (
        re.compile(
            r"(?:\bx\s*(?=\d)|\b)(\d+)\s+chai\b(?!\s+(?:tea|latte|concentrate|spice|mix|masala))"
        ),
        r"\1 bottles",
    ),
    (re.compile(r"(?:\bx\s*(?=\d)|\b)(\d+)\s+lon\b"), r"\1 cans"),
    (re.compile(r"(?:\bx\s*(?=\d)|\b)(\d+)\s+(?:gói|goi|bịch|bich)\b"), r"\1 packs"),
    (re.compile(r"(?:\bx\s*(?=\d)|\b)(\d+)\s+(?:bó|bo)\b"), r"\1 bunches"),
    (re.compile(r"(?:\bx\s*(?=\d)|\b)(\d+)\s+(?:hộp|hop)\b"), r"\1 packs"),
    (
        re.compile(r"(?:\bx\s*(?=\d)|\b)(\d+)\s+(?:cây|cay|củ|cu|trái|trai|quả|qua|cái|cai)\b"),
        r"\1",
    ),
    (re.compile(r"\bhiệu\s+"), ""),  # "bánh phở hiệu Erawan": of the brand Erawan
)

# How Japanese and Russian lists count, after a number: "kinu tofu 2 ko", "negi 2 wa",
# "mentsuyu 1 hon", "pelmeni 2 pachki", "ukrop 2 puchka", "chesnok 3 golovki", "100 sht".
COUNTERS = (
    (re.compile(r"\b(\d+)\s+(?:ko|hon|mai|tsubu|sht|sht\.|shtuk|shtuki)\b\.?"), r"\1"),
    (re.compile(r"\b(\d+)\s+(?:wa|puchok|puchka|puchkov)\b"), r"\1 bunches"),
    (re.compile(r"\b(\d+)\s+(?:pakku|pachka|pachki|pachek|upakovka|upakovki)\b"), r"\1 packs"),
    (re.compile(r"\b(\d+)\s+(?:fukuro|paket|paketa|paketov)\b"), r"\1 bags"),
    (re.compile(r"\b(\d+)\s+(?:hako|korobka|korobki|korobok)\b"), r"\1 boxes"),
    (re.compile(r"\b(\d+)\s+(?:banka|banki|banok)\b"), r"\1 jars"),
    (re.compile(r"\b(\d+)\s+(?:butylka|butylki|butylok)\b"), r"\1 bottles"),
    (re.compile(r"\b(\d+)\s+(?:golovka|golovki|golovok)\b"), r"\1 heads"),
    (re.compile(r"\b(?:banka|banku)\b"), "jar"),  # "seledka 1 banka", "a banka of"
    # Spanish: "cebollitas 2 manojos", "1 bolsa", "3 latas"
    (re.compile(r"\b(\d+)\s+(?:manojo|manojos)\b"), r"\1 bunches"),
    (re.compile(r"\b(\d+)\s+(?:bolsa|bolsas)\b"), r"\1 bags"),
    (re.compile(r"\b(\d+)\s+(?:lata|latas)\b"), r"\1 cans"),
)

# How Spanish and Spanglish lists say sizes, counts and wishes ("la lata grande", "la caja
# de 12", "como 2 libras", "pal flan", "el q usa mami"), read as English before the line is
# split; the names themselves are in ``spanish``.
_ES_PACKS = {
    **dict.fromkeys(("lata", "latas", "bote", "botes"), "can"),
    **dict.fromkeys(("latita", "latitas"), "small can"),
    **dict.fromkeys(("sobre", "sobres", "sobrecito", "sobrecitos"), "packet"),
    **dict.fromkeys(("caja", "cajas", "cajita", "cajitas"), "box"),
    **dict.fromkeys(("paquete", "paquetes", "paq", "paqs"), "pack"),
    **dict.fromkeys(("bolsa", "bolsas", "bolsita", "bolsitas", "saco", "sacos"), "bag"),
    **dict.fromkeys(("botella", "botellas"), "bottle"),
    **dict.fromkeys(("pote", "potes", "frasco", "frascos"), "jar"),
    **dict.fromkeys(("mazo", "mazos", "mazito", "mazitos", "manojo", "manojos"), "bunch"),
}
_ES_PACK = "|".join(sorted(_ES_PACKS, key=len, reverse=True))
_ES_ARTICLE = r"(?:el|la|los|las)"
_ES_BIG = r"(?:m[aá]s\s+)?grandes?"
_ES_SMALL = r"(?:chiquit[oa]s?|peque[nñ][oa]s?|chic[oa]s?)"
_ES_SIZE = r"\d+(?:\.\d+)?\s*(?:lbs?|libras?|oz|onzas?)"


def _es_packs(m: re.Match[str]) -> str:
    """ "2 latas de", "un saco de": so many of what it comes in, in English."""
    many, pack = m.group(1), _ES_PACKS[m.group(2)]
    if many and many not in ("un", "una", "1"):
        pack = pack + ("es" if pack.endswith(("x", "ch")) else "s")
    said = [("a" if many in ("un", "una") else many) if many else "", pack]
    return " ".join(w for w in said if w) + (" of" if many and m.group(3) else "")


SPANISH = (
    # "la lata grande", "el pote grande de 12 oz": the big can, jar
    (
        re.compile(rf"\b{_ES_ARTICLE}\s+({_ES_PACK})\s+{_ES_BIG}(?:\s+de\s+({_ES_SIZE}))?\b"),
        lambda m: f"the big {m.group(2) or ''} {_ES_PACKS[m.group(1)]}".replace("  ", " "),
    ),
    (
        re.compile(rf"\b{_ES_ARTICLE}\s+({_ES_PACK})\s+{_ES_SMALL}\b"),
        lambda m: f"the small {_ES_PACKS[m.group(1)]}",
    ),
    # "la bolsa de 3 lb": the 3 lb bag; "la caja de 12": a box of twelve
    (
        re.compile(rf"\b{_ES_ARTICLE}\s+({_ES_PACK})\s+de\s+({_ES_SIZE})"),
        lambda m: f"the {m.group(2)} {_ES_PACKS[m.group(1)]}",
    ),
    (
        re.compile(rf"\b{_ES_ARTICLE}\s+({_ES_PACK})\s+de\s+(\d+)\b"),
        lambda m: f"{m.group(2)} ct {_ES_PACKS[m.group(1)]}",
    ),
    # "un saco de arroz", "2 latas de spam", "gandules 4 latas": so many packages
    # (not "jalapeños en lata", canned ones, which ``spanish`` reads)
    (re.compile(rf"(?<!\ben\s)\b(?:(un|una|\d+)\s+)?({_ES_PACK})(\s+de)?\b"), _es_packs),
    (re.compile(r"\s*\bde\s+(?:las|los)\s+chiquit[oa]s\b"), ""),  # "4 latitas de las chiquitas"
    (re.compile(rf"\b{_ES_ARTICLE}\s+{_ES_BIG}\b"), "the big one"),
    (re.compile(rf"\b{_ES_ARTICLE}\s+{_ES_SMALL}\b"), "the small one"),
    (re.compile(r"\b(?:el|la)\s+de\s+(\d+)\b"), r"the \1 pack"),  # "huevos, el de 18"
    (re.compile(r"\bcomo\s+(?:de\s+)?(?=\d)"), "about "),  # "yuca como 2 libras"
    (re.compile(r"\s*\bm[aá]s\s+o\s+menos\b"), ""),
    (
        re.compile(r"\b(?:lo|los|las|el|la)\s+q(?:ue)?\s+est[eé]n?\s+en\s+(?:especial|oferta)\b"),
        "whichever is on sale",
    ),
    (re.compile(r"\ben\s+(?:especial|oferta)\b"), "on sale"),
    (re.compile(r"\b(?:el|la|los|las)\s+q(?:ue)?\s+(?=[a-z])"), "the one that "),
    (re.compile(r"\bsi\s+no\s+(?:hay|tienen)\b"), "if they don't have"),
    (re.compile(r"\bsi\s+(?:hay|tienen)\b"), "if they have it"),
    # "cualquiera q diga sofrito": any that is called so
    (re.compile(r"\bcualquier(?:a|\s+marca)?(?:\s+q(?:ue)?\s+diga\b[^,]*)?"), "any brand"),
    (re.compile(r"\bno\s+(?:el|la|los|las)\s+(?=[a-z])"), "not the "),
    # "adobo pero el regular": which one, said after "but"
    (re.compile(r"\s*\bpero\s+(?:el|la|los|las)\s+([a-z]+)\b"), r" \1"),
    (re.compile(r"\bpero\s+"), "but "),
    # ", el clasico": which one, after a comma
    (re.compile(r",\s*(?:el|la|los|las)\s+([a-z]+)\s*$"), r", the \1 one"),
    (re.compile(r"(?<![\w'])(?:un|una)\s+(?=[a-z])"), "a "),  # "un repollo"
    (re.compile(r"\bpa\s+guisar\b"), "para guisar"),  # "carne pa guisar" is stew meat
    # "pal flan", "pa los nenes", "para el arroz": what it is for
    (
        re.compile(
            r"\b(?:pal|pa'?|para\s+(?:el|la|los|las|mi|mis))\s+(?:(?:el|la|los|las|mi|mis)\s+)?"
            r"(?=[a-z])"
        ),
        "for ",
    ),
)

# The colours packages are told apart by ("the blue box", "(purple bag)").
PACKAGE_COLOURS = (
    *("red", "blue", "yellow", "green", "purple", "orange", "white", "black", "pink", "brown"),
    *("gold", "silver"),
)

# Chinatown's weight, the catty (斤, 1⅓ lb): "bok choy 2 catty" is read as pounds.
CATTY = re.compile(r"\b(\d+(?:\.\d+)?)\s*(?:catty|catties|cattie|cattys)\b")
CATTY_LB = 4 / 3

_LIST = r"(?:my|the|our|this|that)\s+(?:\w+\s+)?(?:shopping\s+|grocery\s+|to\s*do\s+)?list"
# "add … to my list", "can you get …", "i need …" and friends, stripped from the ends.
LEADING_CARRIERS = re.compile(
    r"^(?:(?:and|also|plus|oh|so(?!\s+delicious\b)|then|um+|uh+|er+|please|yeah|yes|ok|okay|"
    r"hey|hi|hello|yo|"
    r"hey\s+there|hi\s+there|alright|right)[\s,!]+)*"
    rf"(?:(?:on|to|for)\s+{_LIST}[\s,:]+(?:please\s+)?)?"
    r"(?:(?:can|could|would|will|should)\s+(?:you|u|we|i)\s+(?:please\s+)?(?:also\s+)?)?"
    r"(?:please\s+)?"
    r"(?:(?:go\s+ahead\s+and\s+)?(?:also\s+)?"
    r"(?:add|put|get|buy|grab|pick\s+up|order|include|throw\s+in|toss\s+in|throw|toss|remember|"
    r"(?:i|we)\s+(?:also\s+)?(?:need|want|would\s+like|'?d\s+like)(?:\s+to\s+"
    r"(?:add|get|buy|grab|pick\s+up|order|put))?|i'?d\s+like|we'?d\s+like|need|want|"
    r"get\s+me|buy\s+me|grab\s+me|(?:i'?m|we'?re|we\s+are|i\s+am)\s+out\s+of|out\s+of|"
    r"running\s+low\s+on|low\s+on|don'?t\s+forget(?:\s+to\s+(?:get|buy|add))?|"
    r"make\s+sure(?:\s+(?:to|we|you)\s+(?:get|buy|add|have))?|let'?s\s+get|"
    rf"update\s+{_LIST}\s+with|shopping\s+list)\b"
    rf"(?:\s+(?:some|me|us))?(?:\s+(?:to|on)\s+{_LIST})?[\s:,]*)?"
)
TRAILING_CARRIERS = re.compile(
    rf"[\s,]*(?:(?:(?:is|are)\s+)?(?:added\s+|put\s+)?(?:to|on|onto|in|into|for)\s+{_LIST}"
    r"(?:\s+of\s+things\s+(?:i|we)\s+need(?:\s+to\s+(?:buy|get))?)?(?:\s+for\s+(?:me|us))?|"
    r"(?:to|on)\s+(?:my|the|our)\s+(?:groceries|cart|basket|order)|for\s+me|for\s+us|"
    r"on\s+(?:there|it)|(?:can|could|would)\s+(?:you|u)\s+(?:please\s+)?(?:add|get|grab|put|"
    r"pick\s+up|buy)\s+(?:some|it|that|them|one|more)(?:\s+(?:more|please))?|"
    r"if\s+you\s+can|when\s+you\s+(?:get|have)\s+a\s+(?:chance|sec|second|minute)|"
    r"please|pls|plz|thanks|thank\s+you|thx|too|as\s+well|also|lol|lmao|haha|hehe|"
    r"just\s+in\s+case)[\s.!?,]*$"
)
# "put cream cheese on the list for the bagels": the list named before a note for whom
# or what it is for (the note stays)
LIST_BEFORE_NOTE = re.compile(
    rf"[\s,]+(?:(?:is|are)\s+)?(?:added\s+|put\s+)?(?:to|on|onto|in|into)\s+{_LIST}"
    r"(?=\s+for\s+[\w' ]+[\s.!?]*$)"
)
FILLERS = re.compile(
    r"\b(?:um+|uh+|erm+|er|hmm+|you\s+know|i\s+guess|i\s+think|kind\s+of|sort\s+of|"
    r"(?:(?<!would\s)(?<!'d\s)(?<!\bi\s)(?<!we\s)like|maybe|about|around|roughly|approximately|approx|perhaps|probably)"
    r"(?=\s+(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d+|some|half)\b)|"
    r"(?<=\w)\s+or\s+so$)\b"
)
# Sentences that are not groceries at all (after carriers are removed).
# Replies and small talk: not groceries when they are all a segment says ("cool",
# "great, thanks"), but "cool whip", "great value milk" and "no salt added corn" are.
_REPLIES = (
    r"(?:thanks|thank\s+you|thank|thx|ty|hi|hello|hey|bye|goodbye|ok|okay|cool|great|nice|"
    r"perfect|awesome|sounds\s+good|got\s+it|lol|haha|idk|brb|ttyl|love\s+you|yes|yeah|yep|"
    r"no|nope|that'?s\s+(?:all|it)|done|stop|wait|hold\s+on|never\s*mind|nevermind|"
    r"so\s+much|a\s+lot|you|please)"
)
# Commands and questions for something else, at a segment's start.
NOT_GROCERY = re.compile(
    r"^(?:call|text|email|e-mail|remind|play|set|turn|open|reopen|close|tell|show|read|send|"
    r"schedule|navigate|return|pay|mail|walk|feed|wash|clean|fix|book|see\s+you|meet|"
    r"what|what'?s|whats|how|when|where|who|why|is|are|do|does|did|"
    r"cancel|clear|delete|remove|empty|check|list|lists|my\s+list|the\s+list|shopping\s+list|"
    r"grocery\s+list|start|create|make\s+a|new\s+list|grocery\s+shopping|groceries|"
    r"shopping|dry\s+cleaning|the\s+kids(?=\s*$|\s+(?:from|at|to|up|home)\b)|prescriptions?|"
    r"library\s+books)\b"
    rf"|^{_REPLIES}(?:[\s,.!]+{_REPLIES})*[\s,.!?]*$"
)
# A list's headings: the store's departments, which no one buys by that name. Alone on a
# line they head what follows ("Dairy:", "PRODUCE"); before a colon or a dash they say
# where the thing is ("produce: bananas", "dairy - milk").
_DEPARTMENTS = (
    r"produce|dairy(?:\s*(?:&|and|/)\s*eggs)?|bakery|pantry|pantry\s+staples|"
    r"beverages|frozen(?:\s+foods?|\s+stuff|\s+section|\s+aisle)?|canned\s+goods|"
    r"dry\s+goods|baking(?:\s+aisle|\s+stuff|\s+supplies)?|misc\.?|miscellaneous|"
    r"meat\s*(?:&|and|/)\s*(?:seafood|fish)|fruits?\s*(?:&|and|/)\s*veg(?:gies|etables)?|"
    r"(?:fresh\s+)?(?:produce|dairy)\s+(?:section|aisle|stuff|dept\.?|department)"
)
# words that head a list only with a colon or a dash, or in capitals: alone, some are
# things to buy ("fruit", "snacks")
_SECTIONS = (
    r"deli|meats?|seafood|fish|fruits?|veg|veggies|vegetables|snacks|drinks|breakfast|lunch|"
    r"lunches|dinner|dinners|spices|condiments|sauces|cereal|cereals|cheese|bread|"
    r"(?:aisle|isle)\s+\d{1,2}"
)
HEADING = re.compile(
    rf"^[#*\s]*(?:(?:{_DEPARTMENTS})\s*[:\-–—]?|(?:{_DEPARTMENTS}|{_SECTIONS})\s*[:\-–—])[*\s]*$",
    re.IGNORECASE,
)
SECTION = re.compile(rf"^[#*\s]*(?:{_SECTIONS})[*\s]*$", re.IGNORECASE)  # "MEAT", shouted
# "produce: bananas, apples", "dairy - milk": the department said before the things
HEADING_LEAD = re.compile(
    rf"^[#*\s]*(?:{_DEPARTMENTS})\s*:\s*|^[#*\s]*(?:{_DEPARTMENTS})\s+[-–—]\s+",
    re.IGNORECASE,
)

CANCEL = re.compile(
    r"\b(?:never\s*mind|nevermind|scratch\s+that|forget\s+(?:that|it)|cancel\s+that|"
    r"remove\s+that|take\s+that\s+off|don'?t\s+add\s+that|we\s+still\s+have\s+(?:some|it))\b"
)
FORGET_ITEM = re.compile(
    r"^(?:forget|remove|cancel|scratch|skip|delete|take\s+off)\s+(?:the\s+)?(.+?)"
    r"(?:\s+(?:off|from)\s+(?:the|my)\s+list)?$"
)
CORRECTION = re.compile(
    # "zhirnaya smetana??? no - sour cream daisy", "kolbasa... just get bologna"
    r"(?:\?+|\.{2,}|…)\s*(?:no\b\s*[-–,]?|just\s+(?:get|grab)\b)[\s,]*|"
    r"\b(?:actually\s+)?(?:make\s+(?:that|it)|change\s+(?:that|it)\s+to|i\s+mean|i\s+meant|"
    r"no\s+wait|wait\s+no|no\s+actually|actually\s+no|sorry)\b[\s,]*"
)

# Shorthand expanded before anything else (word-bounded, lower case).
SHORTHAND = {
    "ricota": "ricotta",
    "prosciuto": "prosciutto",
    "pastrommi": "pastrami",
    "zatarans": "zatarain's",
    "premeir": "premier",  # "premeir protien"
    "sbr": "sweet baby ray's",  # the pitmaster's sauce
    "5 spice": "five spice",  # as stores name it ("five" was read as a number)
    "scalion": "scallion",
    "scalions": "scallions",
    "5-spice": "five spice",
    "kc style": "kansas city style",  # (KC Masterpiece keeps its name)
    "lil smokies": "lit'l smokies sausage",  # Hillshire's little smoked sausages
    "lil smokeys": "lit'l smokies sausage",
    "little smokies": "lit'l smokies sausage",
    "protien": "protein",
    "oj": "orange juice",
    "pb": "peanut butter",
    "evoo": "extra virgin olive oil",
    "gv": "great value",  # Walmart's own label
    "tp": "toilet paper",
    "pp": "paper plates",
    "ab": "almond butter",
    "pbj": "peanut butter and jelly",
    "pb&j": "peanut butter and jelly",
    "pb & j": "peanut butter and jelly",
    "hh": "half and half",
    "ap flour": "all purpose flour",
    "fam size": "family size",
    "bkry": "bakery",
    "double stuff": "double stuf",  # Oreo's name, as it is usually misspelt
    # what a phone's voice typing writes for things that sound the same
    "pork shops": "pork chops",
    "salt tines": "saltines",
    "fresh time": "fresh thyme",
    "craft singles": "kraft singles",
    "craft mac": "kraft mac",
    "craft macaroni": "kraft macaroni",
    "olio": "oleo",
    "stakes": "steaks",  # "two ribeye stakes"
    "gator aid": "gatorade",
    "gator ade": "gatorade",
    "doctor pepper": "dr pepper",
    "mari chan": "maruchan",
    "strawbs": "strawberries",
    "kimchee": "kimchi",
    "cauli": "cauliflower",
    **dict.fromkeys(
        ("pepperchini", "pepperchinis", "pepperocini", "pepperocinis", "peperoncinis"),
        "pepperoncini",
    ),
    # the rural South's names, as said and as a phone hears them
    "sody crackers": "saltine crackers",
    "soda crackers": "saltine crackers",
    "baloney": "bologna",
    "puddin": "pudding",
    "tuner fish": "tuna fish",
    "sweet taters": "sweet potatoes",
    "sweet tater": "sweet potato",
    "taters": "potatoes",
    "mushmelon": "cantaloupe",
    "mushmelons": "cantaloupes",
    "muskmelon": "cantaloupe",
    "muskmelons": "cantaloupes",
    "braunswager": "braunschweiger",
    "braunschwager": "braunschweiger",
    "louisiana tea": "luzianne tea",
    "pimenna": "pimento",
    "pimenta cheese": "pimento cheese",
    "chese": "cheese",  # ("mac n chese": the typo would miss the macaroni and cheese)
    "chesse": "cheese",
    "flour ap": "all purpose flour",
    "w/": "with",
    "w/o": "without",
    # a rib of celery is a stalk (and ribs alone are pork)
    "celery ribs": "celery stalks",
    "celery rib": "celery stalk",
    "ribs celery": "stalks celery",
    "ribs of celery": "stalks of celery",
    "rib celery": "stalk celery",
    "celery sticks": "celery stalks",  # (the British cook's)
    "celery stick": "celery stalk",
    "rib of celery": "stalk of celery",
}

# What shoppers call a thing that catalogs name otherwise, said at the end of a line (the
# noun's place) and spelt out before searching, as abbreviations are: "1 lb hamburger" is
# ground beef, yet "hamburger buns" are buns. Regular expressions, each to its catalog name.
SHOPPERS_NAMES = {
    r"hamburger(?:\s+meat)?|burger\s+meat": "ground beef",
    r"baby\s+backs": "baby back ribs",
    r"chicken\s+legs?": "chicken drumsticks",
    r"powdered\s+milk|milk\s+powder": "dry milk",
    r"jello": "gelatin dessert",
    r"catsup": "ketchup",
    # a kind said for the thing, as cooks do: "2 Tbsp Dijon", "1/4 c. balsamic"
    r"dijon": "dijon mustard",
    r"balsamic": "balsamic vinegar",
    r"ny\s+strips?(?:\s+steaks?)?": "new york strip steak",
    r"spa(?:gh|g|gg)h?ett?i\s+noodles?": "spaghetti",  # the pasta, "noodles" or not
    # the Midwest's word for soda: "root beer pop", "pop - dr pepper" (not ice pops, cake pops)
    r"(?<=beer )pop|(?<=grape )pop|(?<=cream )pop|(?<=diet )pop|(?<=orange )pop|"
    r"(?<=pepper )pop|^pop": "soda",
    r"kraut": "sauerkraut",
    r"oleo(?:margarine)?": "margarine",
    r"canned\s+milk": "evaporated milk",
    r"pot\s+roast": "beef chuck roast",  # the cut a pot roast is made of
    r"(?<!ground\s)beef\s+chuck": "beef chuck roast",  # the cut, not ground chuck
    r"chipped\s+beef": "dried beef",
    r"real\s+butter": "butter",  # not margarine
    r"tuna\s+fish": "tuna",
    r"^decaf(?:feinated)?": "decaf coffee",  # the word alone is the coffee
    r"flower\s+tortillas?": "flour tortillas",  # as speech to text spells it
    r"elbow\s+mac": "elbow macaroni",
    r"spaghetti\s+sauce": "pasta sauce",  # what most jars are called
    r"egg\s+yolks?": "eggs",  # a recipe's yolks come in a carton of eggs
    r"pairs": "pears",  # as voice typing hears "three pears" ("a pair of" is two)
    # the condensed soups, named without "soup"
    r"cream\s+of\s+(mushroom|chicken|celery|potato|broccoli|onion|shrimp|asparagus)": (
        r"cream of \1 soup"
    ),
    r"all[\s-]purpose\s+flower": "all purpose flour",
    r"rice\s+wine\s+vinegar": "rice vinegar",
    # Spanish names a bilingual list uses for plain things
    r"limones|limón|limon": "limes",  # in Mexico a limón is a lime
    r"manteca(?:\s+de\s+cerdo)?": "lard",
    r"aguacates?": "avocados",
    r"parmigiano": "parmigiano reggiano",
    r"(\w+)\s+tea\s+bags": r"\1 tea",  # a kind of tea comes in bags, its name need not say so
    r"(?<!beef\s)(?<!lamb\s)(?<!pork\s)stew\s+meat": "beef stew meat",  # unless said, beef
    r"(?<!imitation )vanilla\s+flavou?ring": "vanilla extract",
    r"sweet\s+milk": "whole milk",  # the South's name for plain milk (not buttermilk)
    r"boiled\s+ham": "cooked ham",
    r"(beef\s+|turkey\s+|chicken\s+)?(?:weenies|weiners|wieners)": r"\1hot dogs",
    r"(?:regular|reg|drip|auto[\s-]?drip)\s+grind(?:\s+coffee)?": "ground coffee",
    # the spice, not a stone-ground mustard
    r"dry\s+mustard|(?<!stone\s)(?<!coarse\s)(?<!coarsely\s)ground\s+mustard": "mustard powder",
    r"(?:no[\s-]?boil|oven[\s-]?ready)\s+lasagna(?:\s+(?:noodles|sheets|pasta))?": (
        "oven ready lasagna noodles"
    ),
    r"prawns?": "shrimp",
    r"string\s+beans?": "green beans",
    r"courgett?es?": "zucchini",
    r"aubergines?": "eggplant",
    r"rocket": "arugula",
    r"kiwis?": "kiwifruit",
    r"fish\s+stock": "seafood stock",
    r"bicarb(?:onate)?(?:\s+of)?\s+soda|bicarb": "baking soda",
    r"(?:icing|confectioners'?)\s+sugar": "powdered sugar",
    r"coriander\s+(?:leaf|leaves)": "cilantro",
    r"soda\s+pop": "soda",
    r"(?:bibb|boston)\s+lettuce": "butter lettuce",
    # (but Korean chili flakes, gochugaru, are a kind of their own)
    r"(?<!korean\s)(?<!korean\sred\s)(?:crushed\s+)?(?:red\s+)?(?:chile|chill?i|pepper)\s+flakes": (
        "crushed red pepper"
    ),
    r"(lemon|lime|orange)\s+(?:zest|peel|rind)": r"\1s",  # the zest is the fruit's
    # a recipe's fresh lemon juice is squeezed from lemons (orange juice comes in cartons)
    r"fresh(?:ly)?[\s-]+(?:squeezed\s+)?(lemon|lime)\s+juice": r"\1s",
    r"(?:neutral|high[\s-]heat|flavorless)(?:\s+(?:cooking|frying))?\s+oil": "vegetable oil",
    r"glucose(?:\s+syrup)?": "light corn syrup",
    r"agave": "agave nectar",
    r"semolina": "semolina flour",
    r"spanish\s+onions?": "yellow onions",
    # a chile of a named variety is sold as that pepper
    r"(jalape[nñ]o|serrano|habanero|poblano|anaheim|fresno|thai|hatch)\s+chil[ei]e?s?": (
        r"\1 peppers"
    ),
    r"kirby\s+cucumbers?": "pickling cucumbers",
    r"cuties|halos": "clementines",  # brands of mandarins shoppers name the fruit by
    r"jam[oó]n\s+serrano|serrano\s+jam[oó]n": "serrano ham",
    r"hemp\s+hearts?": "hulled hemp seeds",
    r"cauliflower\s+rice": "riced cauliflower",
    r"^((?:pure|real)\s+)?vanilla": r"\1vanilla extract",  # alone, the baking kind
    r"corn\s+on\s+(?:the\s+)?cob": "fresh sweet corn",
    # a pasta shape called noodles is sold by the shape's name (not egg or lasagna noodles)
    r"(spaghetti|fettucc?in[ei]|linguin[ei]|penne|rigatoni|ziti|rotini|macaroni)\s+noodles?": (
        r"\1"
    ),
    r"angel\s+hair\s+noodles?": "angel hair pasta",
    r"^(?:baking\s+|bakers'?\s+)?yeast": "dry yeast",  # alone, what bread rises with
    # a variety said alone is the fruit or vegetable: "romas 8 lb", "honeycrisp x6"
    r"(honeycrisp|gala|fuji|granny\s+smith|pink\s+lady|braeburn|mcintosh|cosmic\s+crisp|"
    r"jonagold|red\s+delicious|golden\s+delicious)s?": r"\1 apples",
    r"russets?": "russet potatoes",
    r"yukon(?:\s+gold)?s?": "yukon gold potatoes",
    r"romas?": "roma tomatoes",
    r"vidalias?": "vidalia onions",
    r"(bartlett|d'?anjou|bosc)s?": r"\1 pears",
    r"(navel|cara\s+cara)s?": r"\1 oranges",
    r"(butternut|acorn|delicata|kabocha)": r"\1 squash",
    r"honeydews?": "honeydew melon",
    r"(romaine|iceberg)": r"\1 lettuce",
    r"(portobello|portabella|cremini|crimini|baby\s+bella)s?": r"\1 mushrooms",
    # Caribbean and British English names for what US catalogs call otherwise
    r"stew(?:ing)?\s+beef": "beef stew meat",  # the meat for a stew, not a can of stew
    r"escallions?": "scallions",
    r"gung[ou]\s+peas?|gandules": "pigeon peas",
    r"bully\s+beef": "corned beef",
    r"cho[\s-]?chos?|christophenes?|mirlitons?": "chayote squash",  # (Louisiana's name)
    r"salt\s+meat": "salt pork",  # the South's seasoning meat for greens and beans
    # Jewish and Israeli kitchens' spellings
    r"matzah?s?|matzoh?s?|matzot": "matzo",
    r"tehina|tahina": "tahini",
    r"kirbys?": "pickling cucumbers",
    r"dasheen|eddoes?": "taro root",
    r"vanilla\s+essence": "vanilla extract",
    # British and Australian recipe English
    r"plain\s+flour": "all purpose flour",
    r"self[\s-]raising\s+flour": "self rising flour",
    r"double\s+cream": "heavy cream",
    r"single\s+cream": "light cream",
    r"full[\s-]fat\s+milk": "whole milk",
    r"(beef|pork|lamb|turkey|chicken)\s+mince|minced\s+(beef|pork|lamb|turkey|chicken)": (
        r"ground \1\2"
    ),
    r"^mince$": "ground beef",
    r"brown\s+onions?": "yellow onions",
    r"black\s+treacle|treacle": "molasses",
    r"rapeseed\s+oil": "canola oil",
    r"passata": "tomato puree",
    r"(chicken|beef|vegetable|veg)\s+stock\s+cubes?": r"\1 bouillon cubes",
    r"streaky\s+bacon": "bacon",
    # the South's names
    r"turnip\s+salad": "turnip greens",
    r"streak\s+o['\s]*\s*lean": "salt pork",
    r"light\s+bread": "white bread",
    r"(?:king|tiger)\s+prawns?": "large shrimp",
    r"puy\s+lentils": "french green lentils",
    r"ground\s+almonds": "almond flour",
    r"flaked\s+almonds": "sliced almonds",
    r"desiccated\s+coconut": "unsweetened shredded coconut",
    r"porridge\s+oats": "old fashioned oats",
    r"sultanas": "golden raisins",
    r"shortcrust\s+pastry": "pie crust",
    r"(?:fast[\s-]action|easy[\s-]bake)(?:\s+dried)?\s+yeast": "instant yeast",
    r"cornflour": "cornstarch",
    r"chestnut\s+mushrooms": "cremini mushrooms",
    r"tenderstem(?:\s+broccoli)?": "broccolini",
    r"caster\s+sugar": "granulated sugar",
    r"(?:dark|light)\s+muscovado(?:\s+sugar)?": "dark brown sugar",
    r"spring\s+onions?": "green onions",
    r"beetroots?": "beets",
    r"swedes?": "rutabaga",
    r"mangetout": "snow peas",
    r"natural\s+yog(?:h)?urt": "plain yogurt",
    r"wholemeal(?:\s+flour)?": "whole wheat flour",
    r"(?:tinned|tin\s+of)\s+": "canned ",
    r"salt\s*fish|salted\s+cod(?:fish)?": "salted codfish",
    # a young chicken (not an air fryer)
    r"(?<!air\s)(?<!deep\s)(?:whole\s+)?fryers?(?:\s+chickens?)?": "whole fryer chicken",
}

# Brands people name a kind of thing by ("a can of Crisco", "Pet milk", "Saran wrap"):
# tried as said first, then as the thing itself, for a store that does not carry the
# brand. Regular expressions over the line's words, each to the thing's catalog name.
BRAND_GENERICS = {
    r"crisco(?:\s+(?:vegetable\s+)?shortening)?": "vegetable shortening",
    r"dark\s+karo(?:\s+(?:corn\s+)?syrup)?": "dark corn syrup",
    r"(?:(?:white|light)\s+)?karo(?:\s+(?:light\s+)?(?:corn\s+)?syrup)?": "light corn syrup",
    r"(?:pet|carnation)(?:\s+evaporated)?\s+milk": "evaporated milk",
    r"sanka(?:\s+(?:instant\s+)?coffee)?": "decaffeinated instant coffee",
    r"saran(?:\s+wrap)?": "plastic wrap",
    r"kleenex(?:\s+tissues?)?": "facial tissues",
    r"q[\s-]?tips?": "cotton swabs",
    r"band[\s-]?aids?": "adhesive bandages",
    r"vaseline": "petroleum jelly",
    r"clorox(?:\s+bleach)?": "bleach",
    r"windex": "glass cleaner",
    r"tabasco(?:\s+sauce)?": "hot sauce",
    r"frank'?s\s+red\s*hot(?:\s+(?:cayenne\s+pepper\s+|hot\s+)?sauce)?": "cayenne pepper sauce",
    r"reddi[\s-]?wh?ip": "whipped cream",
    r"mrs\.?\s+dash": "salt free seasoning",
    r"pam(?:\s+(?:cooking\s+)?spray)?": "cooking spray",
    r"sweet\s*'?n'?\s*low": "no calorie sweetener",
    r"tang(?:\s+(?:orange\s+)?drink\s+mix)?": "orange drink mix",
    r"brillo(?:\s+pads)?|s\.?o\.?s\.?\s+pads": "steel wool soap pads",
    r"ziploc?k?(?:\s+bags)?": "storage bags",
    r"cool\s+whip": "whipped topping",
    r"maizena": "corn starch",  # what Mexican kitchens call it
}

# Kinds a store may sell under a plainer name: tried as said first, then so ("Yukon gold
# potatoes" are the yellow potatoes where none is named Yukon Gold).
PLAINER_NAMES = {
    r"yukon(?:\s+gold)?\s+potato(?:e?s)?": "yellow potatoes",
    r"vidalia\s+onions?": "sweet onions",
    # St. Louis style ribs are spareribs trimmed square
    r"st\.?\s+louis(?:[\s-]+(?:style|cut))?\s+(?:pork\s+)?(?:spare\s*)?ribs": "spare ribs",
    r"(?:persian|mini)\s+cucumbers?": "mini cucumbers",
    r"(?:roma|plum)\s+tomato(?:e?s)?": "roma tomatoes",
    r"(?<!graham\s)grahams": "graham crackers",  # but Teddy Grahams are found as said
    # one word spelt two ways, either of which a store may use: phyllo, fillo
    r"phyllo|filo": "fillo",
    r"fillo": "phyllo",
}

# Shoppers' abbreviations the parser leaves as written (its convention: the line keeps
# the person's words) and the matcher spells out before searching: "ff milk", "gf bread".
ABBREVIATIONS = {
    "h&h": "half and half",
    "acv": "apple cider vinegar",
    "parm": "parmesan",
    "mozz": "mozzarella",
    "choc": "chocolate",
    "ff": "fat free",
    "gf": "gluten free",
    "sf": "sugar free",
    "lf": "low fat",
    "nf": "nonfat",
    "df": "dairy free",
    "ww": "whole wheat",
    "org": "organic",
    "chkn": "chicken",
    "lkk": "lee kum kee",
    "chkns": "chickens",
    "bnls": "boneless",
    "sknls": "skinless",
    "grnd": "ground",
    "pwdr": "powder",
    "hvy": "heavy",
    "xl": "extra large",
    "xtra": "extra",
    "avos": "avocados",
    "cukes": "cucumbers",
    "guac": "guacamole",
    "bkfst": "breakfast",
    "brkfst": "breakfast",
    "k cups": "coffee k-cup pods",
    "k-cups": "coffee k-cup pods",
    "kcups": "coffee k-cup pods",
    "philly cream cheese": "philadelphia cream cheese",
    "cream cheese philly": "philadelphia cream cheese",
    # brands written as one word
    "poptarts": "pop-tarts",
    "cheezits": "cheez-it",
    "cheezit": "cheez-it",
    "gogurts": "go-gurt",
    "gogurt": "go-gurt",
    "pepp": "pepperoni",
    "cin": "cinnamon",
    "chix": "chicken",
    "chx": "chicken",
    "ckn": "chicken",
    "chz": "cheese",
    "pnut": "peanut",
    "shred": "shredded",
    "shrd": "shredded",
    "veggies": "vegetables",
    "veg": "vegetable",
    "frzn": "frozen",
    "frz": "frozen",
    "lg": "large",
    "sm": "small",
    "med": "medium",
    "yel": "yellow",
    "blk": "black",
    "natl": "national",
    "diced tom": "diced tomatoes",
    "crushed tom": "crushed tomatoes",
    "wht": "white",
    "lt": "light",
    "sour creme": "sour cream",
    "reg": "regular",
    "og": "original",  # "chips ahoy og", "beef jerky og"
    "hwc": "heavy whipping cream",
    "ny strip": "new york strip steak",
    "orig": "original",
    "ched": "cheddar",
    "crm": "cream",
    "swt": "sweet",
    "mac n cheese": "macaroni and cheese",
    "mac & cheese": "macaroni and cheese",
    "mac and cheese": "macaroni and cheese",
}

# Names that contain a joining word and must not be split into two items.
JOINED_NAMES: tuple[str, ...] = (
    "mac and cheese",
    "macaroni and cheese",
    "shells and cheese",
    "shells and cheddar",
    "shells and white cheddar",
    "salt and vinegar",
    "half and half",
    "black and white",
    "sweet and sour",
    "oil and vinegar",
    "ham and cheese",
    "cookies and cream",
    "cookies and creme",
    "sour cream and onion",
    "spinach and artichoke",
    "bacon egg and cheese",
    "egg and cheese",
    "biscuits and gravy",
    "peas and carrots",  # one frozen or canned mix
    "pork and beans",
    "bean and cheese",
    "beef and bean burrito",  # El Monterey's; "ground beef and beans" are two things
    "beans and cheese",
    "pb and grape",  # a flavour (Uncrustables); "peanut butter and jelly" are two items
    "pb and strawberry",
    "peeled and deveined",
    "shelled and deveined",
    "boneless and skinless",
    "skinless and boneless",
    "franks and beans",
    "fruit and nut",
    "peaches and cream",
    "strawberries and cream",
    "bread and butter pickles",
    "salt and pepper chips",
    "peanut butter and jelly sandwich",
    "lemon and herb",
    "garlic and herb",
    "chicken and dumplings",
    "broccoli and cheese",
    "potato and cheese",  # pierogies' filling; "potatoes and cheese" are two things
    "potato and cheddar",
    "fish and chips",
    "surf and turf",
    "oats and honey",
    "honey and oats",
    "shrimp and grits",
    "lox and bagels",
    "salt and pepper seasoning",
    "sweet and spicy",
    "sweet and salty",
    "hot and sour",
    "rock and roll",
    "light and fit",  # Dannon Light + Fit yogurt
    "ben and jerry",
    "lenny and larry",  # Lenny & Larry's cookies
    "keto and co",
    "ben and jerry's",
    "barnes and noble",
    "johnson and johnson",
    "arm and hammer",
    "procter and gamble",
    "lea and perrins",
    "lee and perrins",
    "m and m",
    "m and ms",
    "m and m's",
    "b and m",
    "pork and vegetable",  # dumplings' fillings ("bibigo mandu pork & veg")
    "pork and veg",
    "pork and chive",
    "pork and cabbage",
    "pork and shrimp",
    "shrimp and pork",
    "zest and juice",  # of a lemon: the lemon, once
    "juice and zest",
)
# Those of them that name a flavour or filling, not a thing ("half and half" is one)
FLAVOUR_PAIRS = (
    "salt and vinegar",
    "salt and pepper",
    "sweet and sour",
    "sweet and spicy",
    "sweet and salty",
    "hot and sour",
    "cookies and cream",
    "cookies and creme",
    "spinach and artichoke",
    "peaches and cream",
    "strawberries and cream",
    "fruit and nut",
    "lemon and herb",
    "garlic and herb",
    "oats and honey",
    "honey and oats",
    "ham and cheese",
    "egg and cheese",
    "bean and cheese",
    "beans and cheese",
    "broccoli and cheese",
    "potato and cheese",
    "potato and cheddar",
    "pb and grape",
    "pb and strawberry",
    "pork and vegetable",
    "pork and veg",
    "pork and chive",
    "pork and cabbage",
    "pork and shrimp",
    "shrimp and pork",
)

# Words that describe which variant is wanted (kept in the product words, also listed
# as descriptors so the matcher can require them).
DESCRIPTORS = frozenset(
    [
        "organic",
        "firm",
        "extra-firm",
        "silken",
        "medium-firm",
        "whole",
        "skim",
        "nonfat",
        "non-fat",
        "lowfat",
        "low-fat",
        "1%",
        "2%",
        "reduced-fat",
        "full-fat",
        "fat-free",
        "lactose-free",
        "gluten-free",
        "sugar-free",
        "pulp-free",
        "dairy-free",
        "unsalted",
        "salted",
        "unsweetened",
        "sweetened",
        "large",
        "extra-large",
        "xl",
        "jumbo",
        "medium",
        "small",
        "mini",
        "family-size",
        "brown",
        "white",
        "green",
        "red",
        "yellow",
        "orange",
        "purple",
        "black",
        "fresh",
        "frozen",
        "canned",
        "dried",
        "raw",
        "roasted",
        "toasted",
        "smoked",
        "boneless",
        "skinless",
        "cleaned",  # squid, chitterlings: "calamari cleaned"
        "bone-in",
        "skin-on",
        "seedless",
        "sliced",
        "shredded",
        "grated",
        "crushed",
        "diced",
        "chopped",
        "minced",
        "ground",
        "whole-wheat",
        "whole-grain",
        "long-grain",  # "white rice long grain": rice, of the long grain
        "short-grain",
        "medium-grain",
        "multigrain",
        "sourdough",
        "sharp",
        "mild",
        "extra-sharp",
        "hot",
        "spicy",
        "plain",
        "vanilla",
        "chocolate",
        "strawberry",
        "low-sodium",
        "less-sodium",
        "reduced-sodium",
        "crumbled",
        "small-curd",  # cottage cheese
        "large-curd",
        "light-roast",
        "medium-roast",
        "dark-roast",
        "no-salt",
        "cage-free",
        "free-range",
        "grass-fed",
        "pasture-raised",
        "wild-caught",
        "farm-raised",
        "light",
        "lite",
        "diet",
        "zero",
        "decaf",
        "decaffeinated",
        "caffeine-free",
        "instant",
        "kosher",
        "extra-virgin",
        "virgin",
        "natural",
        "creamy",
        "crunchy",
        "chunky",
        "smooth",
        "thick",
        "thin",
        "thick-cut",  # "ribeyes x4 thick cut": which steaks, not a cut thing
        "thin-cut",
        "center-cut",
        "baby",
        "petite",
        "lean",
        "extra-lean",
        "80/20",
        "85/15",
        "90/10",
        "93/7",
        "96/4",
        "greek",
        "soft",
        "hard",
        "ripe",
        "sparkling",
        "still",
        "flavored",
        "unflavored",
        "imitation",  # "imitation crab" is surimi, not crab legs
        "pink",  # "salmon pink" is pink salmon
        "original",
        "classic",
        "traditional",
        "regular",  # "oreos regular": the brand's plain kind
        "old-fashioned",
        # what a careful shopper asks of how it is made ("bacon - uncured, no sugar")
        *("uncured", "nitrate-free", "cold-pressed", "unrefined", "sprouted", "non-gmo"),
        *("no-sugar", "no-sugar-added", "no-salt-added", "low-sugar"),
        "bun-size",  # hot dogs as long as the bun
        "bun-length",
    ]
)
# Two-word descriptors, written with spaces as people type them.
DESCRIPTOR_PHRASES = tuple(
    d.replace("-", " ") for d in DESCRIPTORS if "-" in d and not d[0].isdigit()
)

# Makers of many kinds of thing: said alone after a thing ("mayo, kraft", "ketchup - heinz"),
# they say whose it is, not another thing to buy (unlike "milk, eggs, doritos").
MAKERS = frozenset(
    ["kraft", "heinz", "hellmanns", "hellmann's", "best foods", "goya", "hormel", "great value",
     "kirkland", "kirkland signature", "kelloggs", "kellogg's", "nestle", "general mills",
     "del monte", "dole", "campbells", "campbell's", "hunts", "hunt's", "land o lakes",
     "tillamook", "borden", "dukes", "duke's", "frenchs", "french's", "mccormick", "libbys",
     "libby's", "green giant", "birds eye", "stouffers", "stouffer's", "tyson", "oscar mayer",
     "sargento", "horizon", "organic valley", "market pantry", "good & gather", "365",
     "signature select", "kroger", "publix", "member's mark", "members mark", "smuckers",
     "smucker's", "pillsbury", "betty crocker", "quaker", "progresso", "swanson", "bush's",
     "bushs", "ore-ida", "ore ida", "lays", "lay's", "nabisco", "pepperidge farm", "dannon",
     "chobani", "yoplait", "daisy", "breakstone's", "breakstones", "hillshire farm",
     "johnsonville", "ball park", "nathan's", "nathans", "whole foods", "trader joe's",
     "trader joes", "aldi", "costco", "la costena", "old el paso", "ortega", "mission"]
)  # fmt: skip

# Stores' own labels: what "not the store brand", "name brand only" rule out.
STORE_BRANDS = frozenset(
    [
        *("great value", "sam's choice", "member's mark", "marketside", "freshness guaranteed"),
        *("365", "365 by whole foods market", "365 everyday value", "whole foods market"),
        *("good & gather", "favorite day", "market pantry", "archer farms", "up&up"),
        *("kroger", "simple truth", "private selection", "hometown grocer", "kirkland signature"),
        *("signature select", "o organics", "happy belly", "amazon fresh", "trader joe's"),
        *("h-e-b", "hill country fare", "meijer", "publix", "wegmans", "food lion", "aldi"),
    ]
)
# What a line says it does not want when it wants a maker's own ("not the store kind")
STORE_KIND = frozenset(["store", "store brand", "store kind", "generic", "off brand"])
# A wish for the store's own label: "saltines store brand", "(generic, whatever store brand)",
# "the walmart brand" (what "not", "or" or "is fine" around it make something else)
STORE_LABEL = re.compile(
    r"(?:,\s*)?\b(?:(?:whatever|any|the|a|just)\s+)?(?:(?:walmart|target|kroger)(?:'?s)?\s+|"
    r"cheap\s+)?(?:store[\s-]?brand|generic|off[\s-]?brand|house[\s-]brand|"
    r"(?:walmart|target|kroger)(?:'?s)?\s+(?:brand|own)|stores?'?\s+own(?:\s+brand)?)"
    r"(?:\s+(?:one|kind|version|stuff))?\b"
)
STORE_LABEL_LEAVE = re.compile(
    r"\s*(?:is\s+|are\s+|would\s+be\s+)?(?:fine|ok|okay|good|works|too|also)\b"
)

# National and store brands shoppers name; matched as whole words, case-insensitively.
BRANDS = frozenset(
    [
        "365",
        "7-up",
        "88-acres",
        "34-degrees",
        "abuelita",
        "act-ii",
        "activia",
        "aidells",
        "al-fresco",
        "alexia",
        "almond-breeze",
        "amy's",
        "annie's",
        "applegate",
        "aquafina",
        "arizona",
        "arm-&-hammer",
        "arnold",
        "athenos",
        "atkins",
        "aunt-jemima",
        "babybel",
        "badia",
        "birch-benders",
        "catalina-crunch",
        "choczero",
        "chomps",
        "enlightened",
        "epic",
        "g-hughes",
        "good-culture",
        "iberia",
        "ball-park",
        "banquet",
        "barcel",
        "barilla",
        "beech-nut",
        "belgioioso",
        "belvita",
        "ben's-original",
        "ben-&-jerry's",
        "bertolli",
        "best-foods",
        "better-than-bouillon",
        "betty-crocker",
        "beyond-meat",
        "bigelow",
        "bimbo",
        "birds-eye",
        "bisquick",
        "blue-bell",
        "blue-diamond",
        "boar's-head",
        "bob's-red-mill",
        "bob-evans",
        "boca",
        "body-armor",
        "bodyarmor",
        "bonne-maman",
        "borden",
        "bounty",
        "boursin",
        "bragg",
        "breakstone's",
        "breyers",
        "bubly",
        "buddig",
        "bull's-eye",
        "bumble-bee",
        "bush's",
        "bush's-best",
        "butterball",
        "cabot",
        "cafe-bustelo",
        "califia",
        "campbell's",
        "canada-dry",
        "canyon-bakehouse",
        "cap'n-crunch",
        "cape-cod",
        "capri-sun",
        "carnation",
        "cascade",
        "cascadian-farm",
        "celestial-seasonings",
        "cerebelly",
        "charmin",
        "cheerios",
        "cheetos",
        "cheez-it",
        "chex",
        "chicken-of-the-sea",
        "chips-ahoy",
        "chiquita",
        "chobani",
        "cholula",
        "cinnamon-toast-crunch",
        "classico",
        "clif",
        "clorox",
        "coca-cola",
        "coffee-mate",
        "coke",
        "colavita",
        "colgate",
        "community-coffee",
        "cool-whip",
        "cottonelle",
        "country-crock",
        "cracker-barrel",
        "craisins",
        "crest",
        "crisco",
        "crystal-light",
        "daisy",
        "daiya",
        "danimals",
        "dannon",
        "dasani",
        "dave's-killer-bread",
        "dawn",
        "de-cecco",
        "del-monte",
        "diamond-crystal",
        "diet-coke",
        "digiorno",
        "dole",
        "domino",
        "doritos",
        "dove",
        "downy",
        "dr-pepper",
        "dreyer's",
        "duke's",
        "duncan-hines",
        "dunkin'",
        "earth's-best",
        "earth-balance",
        "eckrich",
        "edy's",
        "eggo",
        "eight-o'clock",
        "ella's-kitchen",
        "entenmann's",
        "fage",
        "fairlife",
        "famous-amos",
        "febreze",
        "fiber-one",
        "fiji",
        "florida's-natural",
        "folgers",
        "foster-farms",
        "frank's-redhot",
        "french's",
        "friendly's",
        "frito-lay",
        "fritos",
        "froot-loops",
        "frosted-flakes",
        "galbani",
        "gardein",
        "gatorade",
        "general-mills",
        "gerber",
        "ghirardelli",
        "glad",
        "go-gurt",
        "gogo-squeez",
        "gold-medal",
        "gold-peak",
        "goldfish",
        "good-&-gather",
        "good-&-plenty",
        "gorton's",
        "goya",
        "grape-nuts",
        "great-value",
        "green-giant",
        "grey-poupon",
        "guerrero",
        "haagen-dazs",
        "halo-top",
        "hamburger-helper",
        "happy-baby",
        "happy-tot",
        "hawaiian-punch",
        "healthy-choice",
        "hebrew-national",
        "hefty",
        "heinz",
        "hellmann's",
        "herdez",
        "herr's",
        "hershey's",
        "hidden-valley",
        "hillshire-farm",
        "honest-kids",
        "horizon",
        "hormel",
        "hostess",
        "hot-pockets",
        "house-foods",
        "hungry-jack",
        "hungry-man",
        "hunt's",
        "huy-fong",
        "i-can't-believe-it's-not-butter",
        "impossible",
        "international-delight",
        "jack-link's",
        "jell-o",
        "jennie-o",
        "jif",
        "jiffy",
        "jimmy-dean",
        "johnsonville",
        "jolly-time",
        "juicy-juice",
        "karo",
        "kashi",
        "kc-masterpiece",
        "keebler",
        "kellogg's",
        "ken's",
        "kerrygold",
        "keto-and-co",
        "kettle-&-fire",
        "kettle-brand",
        "kevin's",
        "kevita",
        "kikkoman",
        "kind",
        "king's-hawaiian",
        "king-arthur",
        "kirkland-signature",
        "kit-kat",
        "kleenex",
        "klondike",
        "knorr",
        "knudsen",
        "kool-aid",
        "kraft",
        "kraft-heinz",
        "kroger",
        "la-choy",
        "la-costena",
        "la-costeña",
        "la-croix",
        "lacroix",
        "lactaid",
        "lakanto",
        "land-o-lakes",
        "larabar",
        "laughing-cow",
        "lavazza",
        "lawry's",
        "lay's",
        "lea-&-perrins",
        "lean-cuisine",
        "lee-kum-kee",
        "lenny-&-larry's",
        "libby's",
        "lily's",
        "lindt",
        "lipton",
        "little-debbie",
        "little-spoon",
        "log-cabin",
        "lucky-charms",
        "lunchables",
        "lysol",
        "m&m's",
        "maizena",
        "malt-o-meal",
        "marie-callender's",
        "marinela",
        "market-pantry",
        "martin's",
        "maruchan",
        "maxwell-house",
        "mazola",
        "mccain",
        "mccormick",
        "member's-mark",
        "minute-maid",
        "mio",
        "miracle-whip",
        "mission",
        "morningstar-farms",
        "morton",
        "mott's",
        "mountain-dew",
        "mrs-butterworth's",
        "nabisco",
        "nasoya",
        "nathan's",
        "nature's-own",
        "nature's-path",
        "nature-valley",
        "nescafe",
        "nesquik",
        "nestle",
        "newman's-own",
        "nilla",
        "nissin",
        "noosa",
        "nutella",
        "nutter-butter",
        "oatly",
        "ocean-spray",
        "oikos",
        "old-bay",
        "old-el-paso",
        "on-the-border",
        "once-upon-a-farm",
        "ore-ida",
        "oreo",
        "organic-valley",
        "oroweat",
        "ortega",
        "orville-redenbacher",
        "oscar-mayer",
        "pace",
        "pampers",
        "pearl-milling-company",
        "peet's",
        "pepperidge-farm",
        "pepsi",
        "perdue",
        "perrier",
        "peter-pan",
        "peter-rabbit-organics",
        "philadelphia",
        "philly",
        "pillsbury",
        "pirate's-booty",
        "planters",
        "plum-organics",
        "poland-spring",
        "polly-o",
        "pompeian",
        "pop-secret",
        "pop-tarts",
        "powerade",
        "prairie-farms",
        "prego",
        "premier-protein",
        "primal-kitchen",
        "pringles",
        "private-selection",
        "progresso",
        "pure-leaf",
        "quaker",
        "quest",
        "quorn",
        "ragu",
        "rao's",
        "rebel",
        # Korean and other Asian makers a US store carries
        "bibigo",
        "nongshim",
        "ottogi",
        "samyang",
        "sempio",
        "pulmuone",
        "annie-chun's",
        "kadoya",
        "pocky",
        "red-baron",
        "red-bull",
        "reddi-wip",
        "reese's",
        "rice-a-roni",
        "rice-krispies",
        "ritz",
        "ro-tel",
        "rold-gold",
        "rolo",
        "ronzoni",
        "rosarita",
        "rotel",
        "ruffles",
        "rxbar",
        "sabra",
        "sabritas",
        "san-pellegrino",
        "sara-lee",
        "sargento",
        "schweppes",
        "scott",
        "serenity-kids",
        "siete",
        "siggi's",
        "signature-select",
        "silk",
        "silk-soy",
        "simple-mills",
        "simple-truth",
        "simply",
        "skinnypop",
        "skippy",
        "slim-jim",
        "smart-balance",
        "smartfood",
        "smartsweets",
        "smartwater",
        "smithfield",
        "smucker's",
        "snapple",
        "snickers",
        "snyder's",
        "so-delicious",
        "spam",
        "special-k",
        "spice-islands",
        "splenda",
        "sprite",
        "sprout-organics",
        "stacy's",
        "starbucks",
        "starkist",
        "stonyfield",
        "stouffer's",
        "stove-top",
        "stubb's",
        "sun-chips",
        "sun-maid",
        "sunchips",
        "sunny-d",
        "swanson",
        "sweet-baby-ray's",
        "tabasco",
        "taco-bell",
        "takis",
        "talenti",
        "tapatio",
        "tastykake",
        "tate's",
        "tazo",
        "thai-kitchen",
        "thomas'",
        "tide",
        "tillamook",
        "tofurky",
        "toll-house",
        "tombstone",
        "tony-chachere's",
        "top-ramen",
        "topo-chico",
        "tostitos",
        "totino's",
        "trader-joe's",
        "triscuit",
        "tropicana",
        "truvia",
        "twinings",
        "tyson",
        "udi's",
        "uncle-ben's",
        "uncrustables",
        "utz",
        "v8",
        "valentina",
        "velveeta",
        "vital-farms",
        "vitaminwater",
        "welch's",
        "welches",
        "wesson",
        "wheat-thins",
        "whisps",
        "wish-bone",
        "wonder",
        "yamasa",
        "yoplait",
        "zatarain's",
        "zbar",
        "ziploc",
    ]
)
# Brands whose name says the form of what they sell: Minute rice is instant rice.
BRAND_FORMS = {"minute": "instant"}

# Brands named with "&" are names with a joiner too: "a box of good and plenty" is one
JOINED_NAMES = (
    *JOINED_NAMES,
    *sorted({b.replace("-", " ").replace("&", "and") for b in BRANDS if "-&-" in b}),
)
BRAND_PHRASES = tuple(sorted((b.replace("-", " ") for b in BRANDS), key=len, reverse=True))

# Brands that sell only plant-based stand-ins for dairy and meat, whose names often do
# not say so ("Kite Hill Ricotta"): not what "ricotta" means unless the line says so.
PLANT_BASED_BRANDS = (
    "kite hill",
    "so delicious",
    "gardein",
    "califia",
    "morningstar",
    "forager",
    "daiya",
    "silk",
    "field roast",
    "lightlife",
    "oatly",
    "miyoko",
    "beyond meat",
    "follow your heart",
    "earth balance",
    "tofurky",
    "violife",
    "nutpods",
    "quorn",
    "boca",
    "ripple",
    "treeline",
    "good catch",
    "impossible",
    "alpha foods",
    "nuttin ordinary",
    "good karma",
    "malk",
    "lavva",
    "go veggie",
    "elmhurst",
)
# Words with which a line asks for a plant-based product.
PLANT_WORDS = frozenset(
    [
        "vegan",
        "plant",
        "plant-based",
        "dairy-free",
        "non-dairy",
        "nondairy",
        "oat",
        "almond",
        "soy",
        "coconut",
        "cashew",
        "meatless",
        "veggie",
        "vegetarian",
        "rice",
        "pea",
        "hemp",
        "macadamia",
    ]
)

# Unit words that are part of a name, not an amount: "pound cake", "cup noodles",
# "gallon ziploc bags" (the unit word itself is what matches).
UNIT_IN_NAME = re.compile(
    r"\b(?:pound(?=\s+cakes?\b)|cup(?=\s+(?:o'?\s+)?noodles\b)|"
    r"(?:gallon|quart|pint)(?=(?:[\s-]+size)?(?:\s+(?:ziploc|freezer|storage|slider|zip))*"
    r"\s+(?:bags?|containers?)\b)|"
    r"(?:^|(?<=[a-z]\s))g(?=\s+[a-z]{2,}))"  # no grams without a number: "g hughes bbq sauce"
)
# Packaging words: "a bag of spinach", "3 cans black beans", "5 lb bag of potatoes".
# Cuts of meat: "pork butt or shoulder" offers pork shoulder, never any shoulder.
# The kind a plain name means in a US store: "cabbage" is green cabbage, "onions" are
# yellow onions, a can of corn is sweet corn (the others are asked for by name).
DEFAULT_KINDS = {
    "cabbage": "green",
    "onion": "yellow",
    "potato": "russet",
    "corn": "sweet",
    "mustard": "yellow",  # French's mustard is its classic yellow, not its honey
    "flour": "purpose",  # all-purpose: a bag that says so over one that says nothing
    "sugar": "granulated",
    # a spice named alone is the ground one on the spice rack, not seeds, sticks or root
    "cumin": "ground",
    "cinnamon": "ground",
    "nutmeg": "ground",
    "allspice": "ground",
    "turmeric": "ground",
    "radish": "red",  # the bunch of red ones, not a daikon
    "vinegar": "white",  # distilled white, not balsamic or cider
    "coffee": "ground",  # to brew, not a bottle of cold brew
    "pastrami": "beef",  # the deli's, not turkey pastrami
    "sirloin": "beef",  # a top sirloin steak, not a pork sirloin roast
    "oil": "vegetable",  # cooking oil: vegetable or canola, not sesame or olive
}
# words that say which kind is meant, so the usual one is not assumed ("red onions")
KINDS_SAID = frozenset(
    [
        *("white", "red", "green", "yellow", "purple", "napa", "savoy", "sweet", "gold"),
        *("golden", "russet", "vidalia", "bi", "bicolor", "baby", "fingerling", "pearl"),
        *("spanish", "kernel", "cream", "creamed", "pop", "popping", "blue"),
        *("dijon", "honey", "spicy", "brown", "grain", "stone", "ground", "dry"),
        *("whole", "seed", "seeds", "stick", "sticks", "root", "fresh", "powder", "pod"),
        *("olive", "canola", "sesame", "coconut", "peanut", "avocado", "sunflower", "truffle"),
    ]
)

MEAT_CUTS = frozenset(
    [
        "shoulder",
        "butt",
        "loin",
        "tenderloin",
        "breast",
        "thigh",
        "drumstick",
        "leg",
        "wing",
        "chop",
        "rib",
        "shank",
        "brisket",
        "flank",
        "sirloin",
        "cutlet",
        "fillet",
        "filet",
        "steak",
        "roast",
        "neck",
        "belly",
    ]
)
COOKS_MEASURES = frozenset(["cup", "tbsp", "tsp"])  # a recipe's measures, not a package's

# Words that, with "size" or "pack" after them, say the big one ("Party Size", "family
# size doritos"): read so in lines and in names.
BIG_SIZE_WORDS = ("family", "party", "value", "club", "mega", "jumbo", "big")

CONTAINERS = {
    "shaker": "shaker",  # "kraft parm the big shaker"
    "shakers": "shaker",
    "bag": "bag",
    "bags": "bag",
    "box": "box",
    "boxes": "box",
    "jar": "jar",
    "jars": "jar",
    "bottle": "bottle",
    "bottles": "bottle",
    "btl": "bottle",
    "btls": "bottle",
    "ctn": "carton",
    "ctns": "carton",
    "can": "can",
    "cans": "can",
    "tin": "can",
    "tins": "can",
    "bunch": "bunch",
    "bunches": "bunch",
    "loaf": "loaf",
    "loaves": "loaf",
    "loafs": "loaf",
    "head": "head",
    "heads": "head",
    # Spanish, for bilingual lists
    "lata": "can",
    "latas": "can",
    "bote": "can",
    "botes": "can",
    "paquete": "pack",
    "paquetes": "pack",
    "bolsa": "bag",
    "bolsas": "bag",
    "caja": "box",
    "cajas": "box",
    "botella": "bottle",
    "botellas": "bottle",
    "frasco": "jar",
    "frascos": "jar",
    "bolsita": "bag",
    "bolsitas": "bag",
    "cabeza": "head",  # of garlic, of lettuce
    "cabezas": "head",
    "manojo": "bunch",
    "manojos": "bunch",
    "canister": "canister",
    "canisters": "canister",
    "bulb": "head",  # of garlic
    "bulbs": "head",
    "ear": "ear",
    "ears": "ear",
    "stalk": "stalk",
    "stalks": "stalk",
    "sprig": "sprig",
    "sprigs": "sprig",
    "carton": "carton",
    "cartons": "carton",
    "stick": "stick",
    "sticks": "stick",
    "pack": "pack",
    "packs": "pack",
    "package": "pack",
    "packages": "pack",
    "pkg": "pack",
    "pk": "pack",
    "pks": "pack",
    "pkgs": "pack",
    "container": "container",
    "containers": "container",
    "tub": "tub",
    "tubs": "tub",
    "block": "block",
    "blocks": "block",
    "bricks": "block",  # "philly cream cheese - 4 bricks" ("philadelphia brick" names it)
    "cube": "cube",  # "1 cube knorr chicken bouillon"
    "cubes": "cube",
    "roll": "roll",
    "rolls": "roll",
    "case": "case",
    "cases": "case",
    "bar": "bar",
    "bars": "bar",
    "tray": "tray",
    "trays": "tray",
    "sleeve": "sleeve",
    "sleeves": "sleeve",
    "jug": "jug",
    "jugs": "jug",
    "cob": "ear",
    "cobs": "ear",
    "pouch": "pouch",
    "pouches": "pouch",
    "packet": "packet",
    "packets": "packet",
    "pkt": "packet",
    "pkts": "packet",
    "envelope": "packet",
    "envelopes": "packet",
    "sachet": "packet",
    "sachets": "packet",
    "dozen": "dozen",
    "pint": "pint",
    "pints": "pint",
    "sack": "bag",
    "sacks": "bag",
    "cn": "can",
    "cns": "can",
    "multipack": "pack",  # "shin ramyun multipack": the pack of several
    "multi-pack": "pack",
    "multipk": "pack",
    "rack": "rack",  # of ribs ("slab" too, but slab bacon is a kind of bacon)
    "racks": "rack",
}

# How a recipe has the cook prepare what is bought, said after a comma: "1 onion, diced",
# "2 cans black beans, drained and rinsed", "1 lb sausage, casings removed". It is the cook's
# work, not what to buy ("cheese, grated" or "oregano, dried" still say which product).
_PREP_ADVERB = (
    r"(?:very|finely|thinly|thickly|roughly|rough|coarsely|freshly|lightly|well|evenly|loosely|"
    r"firmly)"
)
_PREP_VERB = (
    r"(?:sliced|diced|minced|chopped|quartered|halved|cubed|julienned|trimmed|rinsed|"
    r"drained|peeled|deveined|seeded|deseeded|cored|pitted|stemmed|torn|zested|juiced|"
    r"mashed|melted|softened|beaten|whisked|divided|sifted|thawed|defrosted|cooked|cooled|"
    r"chilled|warmed|separated|crumbled|squeezed|smashed|snipped|shelled|husked|scrubbed|"
    r"washed|cleaned|spiralized|butterflied|pounded|flattened|patted\s+dry|cut|reserved|"
    r"optional|packed|(?:at\s+)?room\s+temperature|(?:plus\s+)?more|for\s+(?:garnish|serving|"
    r"dusting|brushing|greasing|(?:deep[\s-]+|shallow[\s-]+|pan[\s-]+)?frying|drizzling))"
)
_PREP_PARTS = r"(?:casings?|skins?|stems?|seeds?|pits?|tails?|ends?|shells?|rinds?|cores?|bones?)"
_PREP_STEP = rf"(?:{_PREP_ADVERB}\s+)*{_PREP_VERB}"
# each word can be read one way only, so a long line of them never backtracks for long
PREPARATION = re.compile(
    rf"(?:{_PREP_PARTS}\s+(?:removed|discarded|trimmed)|{_PREP_STEP})"
    rf"(?:(?:\s*[,&]\s*|\s+(?:and|then|or)\s+|\s+){_PREP_STEP})*"
    r"(?:\s+(?:into|in|to|up|at|for|until|with|from|on|against|lengthwise|crosswise|"
    r"diagonally|thin|thick|fine|small|if|about|plus)\b.*|\s*\(.*\))?"
)

# Two steps joined by "and" are one preparation, not two items: "peeled and diced"
JOINED_STEPS = re.compile(rf"\b({_PREP_STEP})\s+and\s+(?={_PREP_STEP}\b)")
# Steps that also name a form sold ready-made ("shredded cheddar", "peeled shrimp"): after a
# measure or a package ("2 cups cheddar shredded") they may say which product, so they stay
FORM_STEPS = frozenset(
    ["sliced", "diced", "minced", "chopped", "shredded", "grated", "crumbled", "cubed",
     "cooked", "pitted", "halved", "quartered", "julienned", "mashed", "peeled", "seeded",
     "cut", "packed", "shelled", "deveined", "husked"]
)  # fmt: skip

# Notes for the shopper: said about choosing or handling, not about what the product is.
NOTE_PATTERNS = re.compile(
    r"\b(?:if\s+(?:possible|you\s+can|available|they\s+(?:have|got)\s+(?:it|them|em|any)|in\s+stock|"
    r"on\s+sale|cheap)|on\s+sale(?:\s+only)?|for\s+(?:the|a|my|our|tonight'?s?|tomorrow'?s?)"
    # (not how many, said after it: "pineapple tidbits for the fruit salad 2 cans")
    r"\s+[\w' ]+?(?:\s*&\s*[\w']+)?(?=\s+(?:x\s*)?(?:\d+|one|two|three|four|five|six)"
    r"(?:\s+[a-z]+)?\s*$|\s*$|[^\w' ])|"
    r"for\s+(?:dinners?|lunch(?:es)?|breakfasts?|brunch|desserts?|tonight|tomorrow|"
    r"the\s+weekend|(?:a\s+)?part(?:y|ies)|picnics?|cookouts?|potlucks?|bbq|guests|baking|"
    r"(?:xmas|christmas|new\s+years?)(?:\s+eve)?|thanksgiving|easter|passover|the\s+holidays?|"
    r"school(?:\s+lunch(?:es)?)?)\b(?:\s+(?:tonight|tomorrow|today|this\s+week(?:end)?|"
    r"on\s+\w+day))?(?!\s+(?:rolls?|plates?|napkins?|sausages?|links?|cereals?|meat|bags?)\b)"
    # a dish of that meal: "eggs 18 ct for breakfast burritos"
    r"(?:\s+(?:burritos?|sandwich(?:es)?|tacos?|casseroles?|bowls?|wraps?|smoothies?|salads?))?|"
    # ("yeast for dinner rolls" is for a thing: the rolls are no note)
    r"not\s+too\s+\w+|"
    # who is making what with it, said last: "pork butt grandpa making char siu"
    r"(?:(?:grandpa|grandma|mom|dad|nana|papa|i|i'?m|we'?re|he'?s|she'?s|[a-z]+\s+is)\s+)?"
    r"(?:making|gonna\s+make|going\s+to\s+make)\s+[\w' ]+$|"
    # why, said last: "hamburgr buns 3 packs bc we ran out last time", "lol someone wants
    # to grill it"
    r"(?:\b(?:bc|b/c|cuz|because|since)\s+(?:we|i|u|you|they|he|she|it|the|my|our|last|this|"
    r"that|there|its|it's)\b|"
    r"\blol\b|\blmao\b|\b(?:someone|somebody|[a-z]+)\s+wants?\s+to\b)[\w' ]*$|"
    # who likes it, or not: "rebel ice cream …, hubby hates it"
    r"(?:(?:my\s+|the\s+)?(?:hubby|husband|wife|kids?|son|daughter|mom|dad|he|she|they|i|we)\s+)"
    r"(?:hates?|loves?|likes?|prefers?|won'?t\s+eat|only\s+eats?)\s+(?:it|them|that|those|this)\b"
    r"[\w' ]*$|"
    # a spare, said last: "pecan pie (frozen) as backup"
    r"as\s+(?:a\s+)?back[\s-]?up\b[\w' ]*$|"
    # what the cook does with it: "heavy cream to finish the gravy", "to serve"
    r"to\s+(?:finish|garnish|serve|top|brush|sprinkle|drizzle|dust|coat|thicken|grease|fry|"
    r"deep[\s-]?fry|dredge|bread|marinate|season|make|smoke|cure|stuff|wrap|mop|baste)\b"
    r"[\w' ]*$|"
    # who asked for it: "prune juice doc says"
    r"(?:the\s+|my\s+|his\s+|her\s+)?(?:doc|doctor|dr\.?)\s+(?:says?|said|wants?)\b[\w' ]*$|"
    # what does not matter, said last: "idc what fat %", "doesn't matter which brand"
    r"(?:i\s+)?(?:idc|don'?t\s+care|doesn'?t\s+matter|does\s+not\s+matter)\b[\w%' ]*$|"
    # which of what the store has: "the biggest tub they have", "whatever u got"
    r"(?:(?:the\s+)?(?:biggest|largest|smallest|cheapest|best)\s+(?:[a-z]+\s+)?|whatever\s+)"
    r"(?:they|u|you)\s+(?:have|got|carry)\s*$|"
    # why, said at the end: "decaf ground coffee so i can actually sleep"
    r"so\s+(?:that\s+)?(?:i|we|you|they|he|she|the\s+kids?|my\s+\w+)\s+(?:can|could|"
    r"don'?t|won'?t|have|will|are|am)\b[\w' ]*$|"
    # what it is for, last: "limes x3 for tacos", "for grilling", "for taco night"
    r"for\s+(?:making\s+|homemade\s+)?(?:[a-z]+(?:s|ing)|[a-z]+\s+night)\s*$|"
    r"(?<=\w )deli\s*$|"  # "1/2 lb wht american deli": from the deli counter
    r"from\s+(?:(?:the|a|an|our|my)\s+)?(?:local\s+|nearby\s+|usual\s+)?(?:deli|bakery|butcher|"
    r"counter|meat\s+counter|seafood\s+counter|salad\s+bar|hot\s+bar|store|shop|market|"
    r"farmers'?\s+market)(?:\s+counter)?|not\s+(?:bruised|overripe|green|brown)|"
    r"(?:the\s+)?(?:big|small|large|little|green|yellow|ripe|firm|soft)\s+ones?|"
    r"nice\s+ones?|good\s+ones?|bag\s+(?:it\s+)?separately|"
    r"(?:whatever|whichever)(?:\s+one)?(?:'?s|\s+is|\s+are)?\s+(?:the\s+)?cheap(?:est|er)|"
    r"cheapest(?:\s+one)?|the\s+usual|(?:ripe|unripe)(?:\s+ones?)?\s*$|"
    r"(?:with|at\s+least)\s+a\s+(?:week|few\s+days)\s+(?:left|before)[\w ]*|"
    r"(?:of|to)\s+(?:your|ur)\s+(?:choice|liking|taste)|of\s+choice|to\s+taste|as\s+needed|"
    r"(?:good|high|best|top|premium)[\s-]+quality|day[\s-]old|"
    r"if\s+(?:they|it|those|these|the\s+\w+)\s+looks?\s+(?:good|ok|okay|fresh|nice|decent)|"
    r"if\s+(?:they'?re|it'?s|they\s+are|it\s+is)\s+(?:good|fresh|ripe|nice|decent)|"
    # any of them will do, said last: "halo top x2 whatever flavors", "chips any flavor"
    r"(?:any|whatever|whichever)\s+(?:flavou?rs?|kinds?|brands?|colou?rs?|scents?|types?|"
    r"varieties|variety)(?:\s+(?:is|are)\s+(?:fine|ok|okay|good))?\s*$|"
    r"the\s+real\s+(?:stuff|thing|kind)\s*$|"  # "maple syrup the real stuff"
    # why it is on the list, said aloud: "garlic powder we're out of it" (heard "were")
    r"we'?\s*(?:re|are|were)\s+(?:all\s+|completely\s+|almost\s+|nearly\s+|about\s+|running\s+)?"
    r"out(?:\s+of\s+(?:it|them|that|those))?\s*$|(?:we'?re\s+|we\s+are\s+)?running\s+(?:low|out)\s*$|"
    # "soy sauce we ran out", "coffee creamer … i'm almost out", "pb … we go thru it"
    r"(?:we|i)\s+(?:just\s+)?(?:ran|run)\s+out(?:\s+of\s+(?:it|them|that|those))?\s*$|"
    r"i'?\s*(?:m|am)\s+(?:all\s+|completely\s+|almost\s+|nearly\s+|about\s+|running\s+)?"
    r"out(?:\s+of\s+(?:it|them|that|those))?\s*$|"
    r"we\s+(?:go\s+(?:thru|through)|use|eat|drink)\s+(?:it|them|this|that|those|a\s+lot)\b[\w' ]*$|"
    # who finished it: "cookies and cream ice cream he ate the whole thing again"
    r"(?:he|she|they|someone|somebody|who|the\s+kids?|kids|[a-z]+\s+(?:and|&)\s+[a-z]+)\s+"
    r"(?:ate|finished|drank|used\s+up|killed)\b[\w' ]*$|"
    r"(?:at\s+)?room\s+temp(?:erature)?\b|"  # "4 large eggs room temp": for the cook
    # what the shopper will do with it, said last: "cauliflower gonna mash it instead of
    # potatoes", "swapping it for rice"
    r"(?:(?:i'?m|we'?re|i|we|im)\s+)?(?:gonna|going\s+to|wanna|want\s+to|will)\s+"
    r"(?!make\b|get\b|need\b|buy\b)[a-z]+\s+(?:it|them|this|that|with|into|in|for)\b[\w' ]*$|"
    r"(?:to\s+use\s+)?instead\s+of\s+[\w' ]+$|"
    # "apples - 4 of whatever looks good": the shopper's pick
    r"(?:of\s+)?(?:whatever|whichever|what\s?ever)(?:\s+ones?)?\s+looks?\s+"
    r"(?:good|best|nice|nicest|fresh|freshest|ok|okay)\b|"
    # what they always buy: "folgers … like we always get", "wieners same as last time"
    r"(?:like|as|same\s+as|what)\s+(?:we|i|you|he|she|they)\s+(?:always|usually|normally)\s+"
    r"(?:get|got|buy|have|use)|same\s+(?:as|one\s+as|kind\s+as)\s+(?:last\s+time|always|usual|before)|"
    r"(?:like|as)\s+(?:always|usual|last\s+time)\s*$|"
    # how the package looks: "mac n cheese the blue box", "the red bag"
    r"the\s+(?:red|blue|green|yellow|orange|purple|black|white|pink|gold|silver)\s+"
    r"(?:box|bag|jar|can|bottle|carton|tub|package|label|lid|cap|wrapper)\b|"
    # why, said last: "pho broth carton in case i run out of time"
    r"(?:just\s+)?in\s+case\s+(?:i|we|you|u|they|he|she|it|the|my|our|there)\b[\w' ]*$)"
    # a price the shopper expects or will pay: "if its 3/$2", "limes 4 for $1", "is like
    # $1.79", "if still $6.99", "under $5"
    # (but the 4 of "limes 4 for $1" is how many)
    r"|(?:\b(?:if|when)\s+(?:it'?s|its|they'?re|theyre|it\s+is|they\s+are)\s+"
    r"(?:\b(?:still|like|about|around|under|only|at|less\s+than)\s+)*(?:\d+\s*(?:/|for\s+)\s*)?|"
    r"(?:\b(?:is|still|like|about|around|under|only|at|less\s+than|max|no\s+more\s+than)\s+)*"
    r"(?:\d+\s*/\s*|\bfor\s+)?)\$\d+(?:\.\d{1,2})?"
    r"(?:\s*(?:each|ea|/\s*lb|a\s+lb|per\s+lb|/\s*ea|or\s+less|or\s+under|max)\b)?"
)
SUBS_OFF = re.compile(
    r"\b(?:no\s+subs(?:titutes?|titutions?)?|no\s+substituting|don'?t\s+(?:sub|substitute)"
    r"(?:\s+(?:it|them|this))?|do\s+not\s+(?:sub|substitute)(?:\s+(?:it|them|this))?|"
    r"exact\s+(?:brand|one|item)|only\s+(?:this|that)\s+(?:brand|one|kind)|"
    r"this\s+brand\s+only|brand\s+only|nothing\s+else|no\s+replacements?)\b"
)
SUBS_ON = re.compile(
    r"\b(?:any\s+(?:brand|kind|type|one)(?:\s+(?:is\s+)?(?:fine|ok|okay|works))?|"
    r"subs?(?:titutes?|titutions?)?\s+(?:are\s+|is\s+)?(?:ok|okay|fine|allowed)|"
    r"substitute\s+if\s+(?:needed|necessary|you\s+have\s+to)|"
    r"(?:or\s+)?(?:similar|equivalent|whatever\s+(?:brand|kind)(?:\s+is\s+cheapest)?)|"
    r"ok\s+to\s+sub(?:stitute)?|can\s+sub(?:stitute)?|generic\s+(?:is\s+)?(?:fine|ok)|"
    r"if\s+not,?\s+(?:whatever|anything|any(?:\s+(?:brand|kind))?)|"
    r"or\s+(?:your|any\s+other|another)\s+(?:preferred\s+|favou?rite\s+|usual\s+)?"
    r"(?:brand|kind|variety))\b"
)
