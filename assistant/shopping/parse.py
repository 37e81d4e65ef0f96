"""Grocery lists as people write and say them → ``LineItem``s.

``parse_list(text)`` handles typed lists, terse shorthand, chat messages and voice
transcripts. The pipeline, per message:

1. Refuse oversized input (``ListTooLong``); normalise characters (fractions, dashes).
2. Lines → segments: new lines, bullets and numbering; then commas, semicolons and the
   joining words "and", "&", "also", "plus", "then" — except inside names that contain
   them ("mac and cheese", "half & half"; ``vocabulary.JOINED_NAMES``).
3. Per segment: strip wake words, carrier phrases ("add … to my list") and fillers;
   apply speech repairs — "three no four apples" keeps four; "actually make that two
   dozen" changes the item before; "never mind" / "scratch that" / "forget the milk"
   cancels — and skip what is not a grocery item, with a reason.
4. Per item: substitution wishes and notes out, shorthand expanded (oj, pb, evoo…), the
   count (x6, 6x, "(2)", "2 of", "a couple"), a measured amount and unit (2 gal, 1.5 lb,
   "half a dozen") and whether it is per package ("2 x 12oz bags", "5 lb bag"),
   packaging words dropped, and what remains is the product words.

Where things are handled: shorthand is expanded here (a fixed, safe table);
misspellings are left as typed for the matcher, which forgives them fuzzily.
"""

from __future__ import annotations

import functools
import re
import unicodedata

import msgspec
from rapidfuzz import fuzz, process

from assistant.errors import AssistantError
from assistant.shopping import vocabulary as vocab
from assistant.shopping.quantities import unit_of, words_to_digits

MAX_CHARS = 4000
MAX_LINES = 100
HEADING_SKIP = "a heading"  # a list's heading ("Dairy:"), which names no thing to buy


class ListTooLong(AssistantError):
    """The message is over the size a shopping list can sensibly be."""


class LineItem(msgspec.Struct, frozen=True, kw_only=True):
    text: str  # what the person wrote for this item
    product: str  # the product words to search for ("" when skipped)
    count: int = 1  # packages or pieces wanted
    times: bool = False  # the count was written as times ("x4", "2x", "qty 3"): packages
    amount: float | None = None  # a measured amount: 2 (gal), 1.5 (lb), 12 (ct)
    unit: str | None = None  # gal qt pt "fl oz" oz lb kg g l ml ct
    per_package: bool = False  # amount is each package's size, not the total
    container: str | None = None  # bag, box, can, … when named
    size_wish: str | None = None  # "big" or "small": "party size", "the little cans"
    avoid: tuple[str, ...] = ()  # what it must not be: "NOT sugar free", "not honey nut"
    descriptors: tuple[str, ...] = ()
    brand: str | None = None
    substitutions: bool | None = None  # False: no substitutes; True: any is fine
    note: str | None = None
    purpose: str | None = None  # what it is for, left out of the search: "for turkey"
    store_brand: bool = False  # "saltines store brand", "(generic)": the store's own label
    skipped: str | None = None  # why this is not an item (shown to the person)


_NUM = r"\d+(?:\.\d+)?"
_MULT_LEAD = re.compile(rf"^(?:qty:?\s*)?({_NUM})\s*(?:x|×|\*)(?=\s|$)\s*")
_MULT_TRAIL = re.compile(
    rf"\s*(?:[x×*]\s*({_NUM})|({_NUM})\s*[x×]|\(\s*({_NUM})\s*\)|"
    rf"-\s*({_NUM})|qty:?\s*({_NUM}))$"
)
_N_OF = re.compile(rf"^({_NUM})\s+of\s+(?:the\s+)?")
_PACK = re.compile(rf"(?:^|\s)({_NUM})[\s-]*(?:pk|pack)\b\.?(?:\s+of\b)?")
# "2 pk" is two packs (a twin pack is a "2 pack"), "4pk" one pack of four
_TWO_PK = re.compile(r"(?:^|\s)2\s*pk\b\.?(?!\s+of\b)")
_N_PACKS = re.compile(rf"(?:^|\s)({_NUM})\s+({_NUM})[\s-]*(?:pks|packs?)\b(?:\s+of\b)?")
# "5 ct / 16 oz": a package's size copied as the catalog writes it; the count says it
_COUNT_UNIT = re.compile(
    rf"(?:^|\s)({_NUM})[\s-]*(?:ct|count|pieces?|pcs?|slices?|rashers?)\b\.?"
    rf"(?:\s*/\s*{_NUM}\s*(?:fl\.?\s*oz|oz|lbs?|g|ml|pt|gal)\b\.?)?"
)
# (not "stage 2 x4": the number of a name, then times)
_MULT_MID = re.compile(
    rf"(?:^|(?<!size)(?<!stage)(?<!grade)(?<!step)(?<!level)\s)({_NUM})\s*[x×*]\s*(?=\d)"
)
# "string cheese x2 the 24 count": times said mid-line, not before a container word
_MULT_WORD = re.compile(
    rf"(?:^|\s)[x×]\s?({_NUM})(?=\s)(?!\s+(?:{'|'.join(vocab.CONTAINERS)}|doz|dz)\b)"
)
# "asian pears, like 3 of them", "mac and cheese the blue box, like six of em": how many
_HOW_MANY_OF_THEM = re.compile(
    rf"(?:^|\s)(?:(?:like|about|around|maybe|prob(?:ably)?|um+|uh+|just)\s+)?({_NUM})\s+of\s+"
    r"(?:them|em|'em|those|these|each)\s*$"
)
_CONTAINER_NAMES = "|".join(sorted(vocab.CONTAINERS, key=len, reverse=True))
# "hot links - 2 packs of em": two packs of the thing
_PACKAGES_OF_THEM = re.compile(
    rf"\b({_NUM}\s+(?:{_CONTAINER_NAMES}))\s+of\s+(?:them|em|'em|those|these)\s*$"
)
_ROUND_BOX = re.compile(r"\bround\s+(?:box|container|tub)\b")
_SHAPED = re.compile(
    rf"\b(?:round|square|tall|plastic|glass|cardboard|paper)\s+({_CONTAINER_NAMES})\b"
    r"|\bwhole\s+(head|bunch|loaf|stalk)(?=\s+of\b)"  # "1 whole head of garlic"
)
_MID_CONTAINER = re.compile(  # (a dozen is a count: "eggs 2 dozen large")
    r"(?<=[a-z])\s+(\d{1,2})\s+("
    + "|".join(c for c in vocab.CONTAINERS if not c.startswith(("doz", "dz")))
    + r")\s+(?=[a-z])"
)
# how many, then which kind, said last: "shimla mirch 3 green", "avocados 4 ripe"
_COUNT_THEN_KIND = re.compile(r"\s(\d{1,2})\s+([a-z]+(?:\s+[a-z]+)?)$")
MAX_COUNT_BEFORE_KIND = 12
_TRAIL_CONTAINER = re.compile(rf"\s+(?:[x×*]\s*)?({_NUM})\s+([a-z]+)$")
_UNIT_AND_HALF = re.compile(rf"(?:^|\s)({_NUM}|an?)\s+([a-z]+)\s+and\s+a\s+half\b(?:\s+of)?")
_A_UNIT = re.compile(r"(?:^|\s)(?:a|an|per)\s+([a-z]+)\b(?:\s+of\b)?")
_WORD_PACK = re.compile(r"\b(six|twelve|twenty[\s-]four|eighteen|four)[\s-]?packs?\b")
_DOZEN = re.compile(
    rf"(?:\b({_NUM}|a|one|una|half\s+a|a\s+half)\s+)?(?:(half)\s+(?:a\s+)?)?\b"
    r"(?:dozens?|doz|dz|docenas?)\b\.?((?:\s+and)?\s+a\s+half\b)?(?:\s+(?:of|de)\b)?"
)
# not the second half of "half & half qt"
_HALF_UNIT = re.compile(
    r"(?<!&\s)(?<!\band\s)(?<!\bn\s)\b(?:a\s+)?half(?:\s+a|\s+an)?[\s-]+([a-z]+)\b"
)
_AMOUNT = re.compile(
    rf"(?<![\w/.])({_NUM})\s*-?\s*(fl\.?\s*oz\.?|fluid\s+ounces?|[a-z]+\.?)(?![\w])"
)
# "3-4 tbsp", "2 to 3 cloves", "1 or 2 lemons": a range of amounts buys the larger one
_RANGE = re.compile(
    rf"(?<![\w.%/-])(?:{_NUM})\s*(?:-|–|—|to|or)\s*({_NUM})(?![\d%/])(?=\s*[a-z(]|\s*$)"
)
# a recipe's "juice of 1 lemon", "zest and juice of 2 limes": the fruit is bought
_JUICE_OF = re.compile(
    r"^(?:the\s+)?(?:(?:finely\s+)?grated\s+)?(juice|zest)(?:\s+and\s+(?:juice|zest))?"
    r"\s+(?:of|from)\s+(?=\S)"
)
# the containers, said after the thing in the plural: "raisin boxes" (but a juice box is
# a kind of drink, sold by that name)
_PACKED_IN = re.compile(
    r"((?:\S+\s+)*?(?!(?:juice|trash|garbage|lunch|pizza|gift|storage)\b)[a-z]+)"
    r"\s+(cans|boxes)\b\s*(.*)"
)
# a kind in parentheses is a word or a choice of two ("bagels (everything)"); longer
# asides are notes ("(class party)")
_ONE_WORD_KINDS = re.compile(r"[a-z'-]+(?:\s+or\s+[a-z'-]+)?")
_ANY_OF_KIND = re.compile(
    r"^(?:whatever|any|the)\s+(?=[a-z]+(?:\s+[a-z]+)?\s+(?:ones?|kinds?|flavou?rs?)$)"
    r"|\s+(?:ones?|kinds?|flavou?rs?)$"
)
# the kinds said after a plural thing: "apples gala or fuji", "potatoes russet or yukon"
_VARIETIES_AFTER = re.compile(
    r"([a-z]+[^s\W]s)\s+([a-z]+(?:\s+[a-z]+)?\s+or\s+[a-z]+(?:\s+[a-z]+)?)"
)
_LEADING_COUNT = re.compile(rf"^({_NUM})(?!\s*(?:%|/|\d))\s*")
_TRAILING_COUNT = re.compile(
    rf"(?<!size)(?<!no\.)(?<!stage)(?<!grade)(?<!step)(?<!level)(?<!#)\s+({_NUM})$"
)
FEW_PACKAGES = 4  # a count said after the thing up to this is of packages
TITLED_WORDS = 5  # a line of this many words or more, nearly all capitalised, may be a product name
_FEW = re.compile(r"^(?:a\s+)?(couple(?:\s+of)?|few|pair\s+of|handful\s+of)\s+")
# Containers said after the noun without an amount: "1 celery bunch", "a lettuce head"
# (not "trash bags" or "granola bar", where the word is the thing).
_CONTAINERS_AFTER = frozenset(
    [
        "bunch",
        "bunches",
        "head",
        "heads",
        "loaf",
        "loaves",
        "ear",
        "ears",
        "stalk",
        "stalks",
        "carton",
        "cartons",
        "jug",
        "jugs",
        "block",
        "blocks",
        "packet",
        "packets",
        "envelope",
        "envelopes",
        "bag",
        "bags",
        "jar",
        "jars",
        "tub",
        "tubs",
        "multipack",  # "shin ramyun multipack": the pack of several
        "multi-pack",
    ]
)
# ... but a bag, jar or tub is itself the thing after these: "trash bags", "mason jars"
_CONTAINER_THINGS = frozenset(
    [
        *("trash", "garbage", "freezer", "sandwich", "storage", "zip", "ziploc", "zipper"),
        *("gift", "lunch", "paper", "kitchen", "compost", "lawn", "leaf", "vacuum", "snack"),
        *("mason", "canning", "bath", "ice", "tea", "oven", "slow", "cooker", "quart", "gallon"),
        *("produce", "bread", "diaper", "doggie", "dog", "poop", "waste", "recycling", "bin"),
        *("piping", "pastry", "shopping", "grocery", "reusable", "plastic", "disposable"),
    ]
)
# Sizes said after the thing without a number: "whole milk gallon" is a gallon of it
# (not weights: "lemon pound" is no pound of lemons).
_SIZE_AFTER = frozenset(
    [
        *("gallon", "gallons", "gal", "quart", "quarts", "qt", "pint", "pints", "pt", "liter"),
        *("litre", "galon", "galón", "litro"),
    ]
)
_NOT = re.compile(
    r"(?:^|[\s,;-])(?:but\s+)?not\s+(?!too\s)(?:the\s+|any\s+|a\s+)?([a-z0-9][a-z0-9%' -]*?)"
    r"(?:\s+(?:ones?|kind|stuff|type|brand|version|flavou?r|variety))?\s*[.!]*$"
)
# "no honey", "plain no seasoning" said last, after the thing; not a kind the label says
# ("no salt added", "no pulp"), a note ("no rush") or a correction ("three no four apples")
_NO = re.compile(
    r"(?<=\w)\s+no\s+(?!(?:salt|sugar|sodium|fat|calories?|carbs?|added|nitrates?|nitrites?|"
    r"antibiotics|hormones|preservatives|pulp|rush|hurry|subs?|substitut\w*|brand|\d+|one|two|"
    r"three|four|five|six|seven|eight|nine|ten|twelve|a|an|i\s+mean|boil|bake)\b)"
    r"([a-z][a-z' -]*?)\s*[.!]*$"
)
_NOT_SHOUTED = re.compile(r"(.*?\S)(\s+not\s+[^!]+?)!+\s*(\S.*)$")
_OR_ANYTHING = re.compile(r"\s+or\s+(?:anything|whatever|something)(?:\s+like\s+that)?\s*[.!]*$")
_NOT_CONDITION = re.compile(
    r"(?:too\s+\w+|bruised|overripe|over\s+ripe|green|brown|ripe|mushy|soft|squishy|spotty|"
    r"expired|dented|crushed|broken)"
)
_NOT_WISH = re.compile(r"\b(?:if|needed|necessary|available|sure|sub|subs|substitute)\b")
# A recipe's cutting before "fresh" is the cook's work on the fresh thing: "1/4 cup
# chopped fresh cilantro" buys cilantro, "1 tbsp grated fresh ginger" ginger root.
_CUT_BEFORE_FRESH = re.compile(
    r"\b(?:(?:finely|thinly|roughly|coarsely)\s+)?(?:chopped|minced|diced|sliced|grated|torn|"
    r"julienned|shredded|crushed)\s+(?=fresh\b)"
)
# Crushing or chopping said with how finely is the cook's work on the thing bought whole:
# "2 c finely crushed gingersnaps" buys gingersnaps ("crushed tomatoes" stay a product).
_CRUSHED_BY_COOK = re.compile(
    r"^(?:finely|roughly|rough|coarsely|coarse)\s+(?:crushed|chopped)\s+(?=[a-z])"
)
# A piece of a root cut to a length, or a knob of it: the root is bought, one per piece.
_PIECE_OF = re.compile(
    r"(?:\(?\s*\d+(?:\.\d+)?\s*-?\s*(?:inch|in\.?|\"|cm)\s*\)?\s+(?:piece|chunk|knob)s?"
    r"|\bthumb[\s-]*(?:sized?\s+)?(?:piece|chunk|knob)s?|\b(?:knob|nub|thumb)s?)\s+(?:of\s+)?(?=[a-z])"
    r"|(?<=[a-z])\s+(?:knob|nub)s?\b"  # "ginger knob"
)
# speech to text hears "four cans" as "for cans" and "two bags" as "to bags"
_SPOKEN_COUNT = re.compile(
    r"^(for|to|too)\s+(?=(?:cans|bags|boxes|bottles|jars|packs|packages|cartons|loaves|ears|sticks|"
    r"heads|bunches|pounds|lbs|gallons|dozen|cases|rolls|tubs|bars|cups|pints|quarts)\b)"
)
_MILK_ALONE = frozenset(
    [
        *("skim", "2%", "1%", "nonfat", "fat free", "2 percent", "1 percent", "two percent"),
        *("one percent", "lowfat", "low fat"),
    ]
)
_SQUEEZE_BOTTLE = re.compile(r"\s(?:a\s+)?squeeze\s+bottles?$")
# A cook's measure of what one buys a package of: "a drizzle of honey", "pinch of salt".
_MEASURE_OF = re.compile(
    r"^(?:a\s+)?(?:pinch|dash|drizzle|splash|squeeze|sprinkle|sprinkling|knob|dollop|glug|"
    r"touch|spoonful|smidgen|little\s+bit|bit)\s+of\s+"
)
_OF_THEM = re.compile(r"\bof\s+(?:them|those|these)\s+(?=[a-z])")
_SELF_CORRECT = re.compile(
    rf"\b({_NUM})\s*,?\s+(?:no|nope|sorry|i\s+mean|make\s+(?:that|it))\s*,?\s+({_NUM})\b"
)
_ARTICLE = re.compile(
    r"^(?:a|an|one(?!\s+percent)|some|the|any|more|another|of|half\s+(?:a|an))\s+"
)
_OF = re.compile(r"^(?:of|of\s+the|the)\s+")
_NUMBER_BRAND = re.compile(
    r"^(?:"
    + "|".join(re.escape(b).replace(r"\ ", r"[\s-]") for b in vocab.BRAND_PHRASES if b[0].isdigit())
    + r")\b"
)
_NAME_WORDS_AFTER_NUMBER = re.compile(
    r"^\s*-?\s*(?:(?:grain|layer|inch|in|pepper|up|minute|hour|day|calorie|ply|way|percent|"
    r"spice|alarm|star|seed|piece\s+chicken|crabs(?!\s+(?:legs?|meat|cakes?))|"
    r"good(?=\s*$|\s+(?:[a-z%]+\s+){0,3}(?:yogurts?|yoghurts?|greek|smoothies?)\b)|"
    r"musketeers)\b"  # brands: Two Good, Three Crabs, 3 Musketeers
    # a plural after a kind counts the things: "2 cheese pizzas", "4 veggie burgers", but
    # "3 bean hummus", "4 cheese blend"
    r"|(?:bean(?!\s+(?:and|&|n)\s)|cheese|berry|herb|nut|vegetable|veggie|"
    r"fruit(?!\s+(?:cups?|snacks?|bars?|pouches?)\b))\b(?!\s+[a-z]*[a-rtv-z]s\b))"
)
_SPLIT = re.compile(
    r"\s*(?:[,;]|\s(?:and|&|\+|also|plus|then|and\s+then|and\s+also)\s|"
    # a full stop between sentences: "… the big 35oz tub. NOT 2% or 0%"
    r"(?<=[a-z%])\.(?=\s+[a-z]))\s*"
)
# "coffee creamer, sweet cream flavor": which one, said after a comma
_FLAVOUR_AFTER = re.compile(r",\s*(?:the\s+)?((?:[a-z]+\s+){0,2}[a-z]+)\s+flavou?r(?:ed)?\s*$")
# a short form's stop is no sentence's end: "dr. pepper", "approx. 2 lb", "12 oz. can"
_SHORT_FORM_DOT = re.compile(
    r"\b(dr|mr|mrs|ms|st|no|oz|lb|lbs|pkg|pkgs|approx|tbsp|tbs|tsp|ct|qt|pt|gal|vs|etc|jr|sr|mt|"
    r"ft|fl|lg|lrg|sm|med|pk|pkt|bx|env|sz|ea|reg|org|choc)\."
)
_BULLET = re.compile(r"^\s*(?:[-*•·▪◦‣–—>]+|\d{1,2}[.)]|\[\s?[x ]?\s?\])\s+")
_PAREN = re.compile(r"\(([^)]*)\)")
# sections that are also the thing to buy: "bread - 2 loaves" is two loaves of bread
_THINGS_HEADING = frozenset(["cereal", "cereals", "cheese", "bread", "fish"])
_DASH_TAIL = re.compile(r"\s+[-–—:]\s+(.+)$")
# "heavy cream - a quart", "- a half gallon": how much, after the dash
_ONE_MEASURE = re.compile(
    r"(?:a|an|one)\s+((?:half\s+(?:a\s+)?)?(?:quart|gallon|pint|pound|liter|litre|dozen|kilo))"
)
_SECTION_COLON = re.compile(r"([a-z ]+?):\s+")  # "bread: whole wheat" as "bread - whole wheat"
_BARE_COUNT_AFTER = re.compile(r"(?<=[a-z])\s+\d{1,2}$")  # "… cedars stuffed grape leaves 2"
# A dash tail of a word or two (or a choice of them) says which variety: "bread - whole
# grain", "apples - honeycrisp or gala"; anything longer, or a wish, is a note.
_VARIETY = re.compile(r"[a-z%'-]+(?:\s+[a-z%'-]+)?(?:\s+or\s+[a-z%'-]+(?:\s+[a-z%'-]+)?)?")
_NOT_VARIETY = frozenset(
    [
        "please",
        "thanks",
        "thx",
        "ones",
        "one",
        "any",
        "whatever",
        "cheap",
        "cheapest",
        "brand",
        "kind",
        "sale",
        "only",
        "asap",
        "urgent",
        "if",
        "not",
        "no",
        "the",
        "a",
        "for",
        *("party", "kids", "school", "lunch", "lunches", "dinner", "breakfast", "work"),
        *("office", "mom", "dad", "baby", "guests", "backup", "extra", "spare", "later"),
        *("tonight", "tomorrow", "weekend", "optional", "needed"),
    ]
)
_SPACES = re.compile(r"\s+")
# One alternation each (longest first), so a product is scanned once, not once per word.
_DESCRIPTOR_RE = re.compile(
    r"(?<![\w-])(?:"
    + "|".join(
        re.escape(d)
        for d in sorted(vocab.DESCRIPTORS | set(vocab.DESCRIPTOR_PHRASES), key=len, reverse=True)
    )
    + r")(?![\w-])(?!\s+dogs?(?!\w))"  # a hot dog is no spicy dog
)
_DESCRIPTORS_LISTED = re.compile(
    rf"{_DESCRIPTOR_RE.pattern}\s*,\s*(?={_DESCRIPTOR_RE.pattern}\s+[a-z])"
)


def _brand_pattern(brand: str) -> str:
    """A brand as lines write it: "ben and jerrys" is Ben & Jerry's, and a long name in
    the plural is said in the singular too ("uncrustable grape")."""
    said = (
        re.escape(brand).replace("'", "'?").replace(r"\&", "(?:&|and|n)").replace(r"\ ", r"[\s-]?")
    )
    if len(brand) >= PLURAL_BRAND_FROM and re.search(r"[^s'\s]s$", brand):
        said = f"{said[:-1]}s?"
    return said


PLURAL_BRAND_FROM = 8  # letters of a brand in the plural before its singular is read as it
# "campbells", "hersheys": the possessive's mark is often left out
_BRAND_RE = re.compile(
    r"(?<!\w)(?:"
    + "|".join(
        # "ben and jerrys" is Ben & Jerry's
        _brand_pattern(b)
        for b in vocab.BRAND_PHRASES
    )
    + r")(?=s?(?!\w))"
)
# a brand glued to its thing: "wonderbread" is Wonder's bread
_GLUED_BRAND = re.compile(
    r"(?<![\w'-])("
    + "|".join(re.escape(b) for b in vocab.BRANDS if re.fullmatch(r"[a-z]{4,}", b))
    + r")(bread|breads|cheese|sauce|chips|juice|milk|cereal|crackers|cookies)(?![\w'-])"
)
_EDGE_PUNCT = re.compile(r"^[\s.,;:!?'\"-]+|[\s.,;:!?'\"-]+$")
# Which size of the thing: "party size", "the big tub", "the little cans", "the big one".
# Only before a container, "one" or "size": "large eggs" and "mini marshmallows" are kinds.
_BIG_SIZE = re.compile(
    rf"\b(?:{'|'.join(vocab.BIG_SIZE_WORDS)}|bulk)[\s-]+(?:sized?|packs?|pks?)\b"
)
# the container said after the thing, its amount after it: "papas bolsa de 5 lb"
_CONTAINER_OF = re.compile(rf"(.+?)\s+({_CONTAINER_NAMES})\s+(?:de|of)")
_WISH_WORDS = (
    r"(big|bigger|biggest|large|larger|largest|huge|giant|jumbo|xl|lg)"
    r"|(small|smaller|smallest|little|lil|mini|tiny|sm)"
)
_WISH_AND_KIND = re.compile(
    rf"(?:the\s+|a\s+)?(?:{_WISH_WORDS})\s+(?P<kind>[a-z%' -]+?)(?:\s+ones?)?"
)
_WISH_WORD = re.compile(_WISH_WORDS)  # the wish alone: "the big 32 oz ones" less its size
# "the big thing of pb", "a big ol' jar of pickles", "2 things of yogurt": "thing" names no
# container and "ol'" nothing at all; what is left is the wish, the container, the thing
_VAGUE_THING = re.compile(r"\bthings?\s+of\s+")
_OLD = re.compile(rf"\b({_WISH_WORDS})\s+(?:ol'?|ole)\s+")
_WISH_BEFORE = re.compile(rf"(.*?)\b(?:the\s+|a\s+)?({_WISH_WORDS})")
# "mac and cheese blue box", "tortilla chips blue bag": the package's colour, a note for
# the shopper (but "gatorade the blue one" is a flavour)
_PLAIN_PACK = re.compile(r"(plain|original|regular|classic)\s+(.+)")
_COLOURED_PACK = re.compile(
    rf"\s+((?:{'|'.join(vocab.PACKAGE_COLOURS)})\s+"
    r"(?:box|bag|can|cap|lid|label|carton|bottle|jar|tub|wrapper|package))(?=(?:\s+x\s*\d+)?$)"
)
_SIZE_WISH = re.compile(
    rf"\b(?:the\s+|a\s+)?(?:{_WISH_WORDS})"
    rf"\s+(?:(?:one|ones|size)\b|(?=(?:{_NUM}\s*[a-z]+\s+)?(?:{_CONTAINER_NAMES}|pieces?|pcs?)\b)"
    rf"|(?={_NUM}[\s-]*(?:pk|pack)\b)"  # "the big 24 pack"
    rf"|(?={_NUM}\s*(?:oz|fl\s*oz|lbs?|ct|count|gal|qt|ml|l|liters?)\s*$))"
)  # "the big one", "the big bag", "the big 30oz carton", "… the big 48 oz" (its size is read
# as an amount)

# "2 of the big sweet baby ray's": which of them, before the thing (the count stays)
_OF_THE_WISH = re.compile(
    r"((?:\d+|one|two|three|four|five|six|a\s+couple|a\s+few)\s+of\s+)the\s+"
    r"(?:(big|bigger|biggest|huge|giant)|(small|smaller|smallest|little|tiny))\s+"
)  # not "large" nor "mini": "two of the large eggs" are large eggs


def parse_list(text: str) -> list[LineItem]:
    """Every item of a message, in order, plus the segments that were skipped (with
    ``skipped`` set to the reason). Raises ListTooLong for oversized input."""
    if len(text) > MAX_CHARS:
        raise ListTooLong(
            f"That list is {len(text)} characters long; please send at most {MAX_CHARS}."
        )
    lines = [ln for ln in _clean_chars(text).split("\n") if ln.strip()]
    if len(lines) > MAX_LINES:
        raise ListTooLong(
            f"That list has {len(lines)} lines; please send at most {MAX_LINES} at a time."
        )
    items: list[LineItem] = []
    frozen = False  # under a "Frozen:" heading: the things after it are the frozen ones
    for line in lines:
        # (a word in capitals heads the lines after it only where the others are not)
        shouted = line.isupper() and not text.isupper() and vocab.SECTION.fullmatch(line)
        if vocab.HEADING.fullmatch(line) or shouted:
            items.append(_skip(line, HEADING_SKIP))  # "Dairy:", "PRODUCE", "MEAT"
            frozen = bool(_FROZEN.match(line))
            continue
        lead = vocab.HEADING_LEAD.match(line)  # "produce: bananas, apples"
        line_frozen = frozen or bool(lead and _FROZEN.match(lead.group(0)))
        line = line[lead.end() :] if lead else line
        touched = False
        for segment in _segments(line):
            if line_frozen and not _FROZEN.search(segment) and _names_a_thing(segment):
                segment = f"frozen {segment}"  # "frozen: peas, corn": frozen peas and corn
            touched = _add_segment(items, segment) or touched
        if not touched and any(c.isalnum() for c in line):
            items.append(_skip(line, "nothing to add"))  # never lose a line silently
    return items


_FROZEN = re.compile(r"[#*\s]*frozen\b", re.IGNORECASE)


def _names_a_thing(segment: str) -> bool:
    """The segment names a thing of its own ("peas"), not a detail of the one before
    ("the big one", "x2")."""
    said = _strip_speech(segment)
    return bool(said) and parse_item(said).product not in ("", "the", "a", "an", "just", "only")


_POUND_SIGN = re.compile(r"(\d+(?:\.\d+)?(?:/\d+)?)\s*#")
_CHECKBOX = re.compile(  # ▢ ☐ ☑ ☒ □ ■ ▪ • ● ◦ ✓ ✔ ✅ ⬜ ► ▶ ‣ ⁃ ∙
    r"(?m)^[ \t]*[\u25a2\u2610\u2611\u2612\u25a1\u25a0\u25aa\u2022\u25cf\u25e6"
    r"\u2713\u2714\u2705\u2b1c\u25ba\u25b6\u2023\u2043\u2219]+[ \t]*"
)


_PACKAGE_WORDS = (
    r"(?:cans?|bags?|boxe?s?|bottles?|jars?|packs?|packages?|cartons?|loaves|heads|bunches|"
    r"pounds|lbs|gallons|dozen|cases?|rolls|tubs?|bars)"
)
# How packs are said, in the words the amount patterns read
_PACK_PHRASES = (
    # "granola bars box of 12", "water, case of 24": a package of that many
    (
        re.compile(
            r"\b(box|pack|bag|case|carton|tub|package|container|tray)\s+of\s+(\d+)\s*(?=$|,)"
        ),
        r"\2 ct \1",
    ),
    # "mandarin orange cups 3 of the 4pks": three packs of four
    (re.compile(r"\b(\d+)\s+of\s+the\s+(\d+)[\s-]*(?:pks?|packs?)\b"), r"\1 \2 packs"),
    # "doritos nacho cheese - two of the big party bags": how many, after a dash
    (
        re.compile(
            r"\s+[-\u2013\u2014]\s+(?=(?:\d+|one|two|three|four|five|six|a\s+couple|a\s+few)\s+"
            r"of\s+(?:the|those|them|these)\b)"
        ),
        " ",
    ),
    # "rotel original a couple cans": two, said after the thing
    (re.compile(rf"(?<=\w)\s+a\s+couple(?:\s+of)?\s+(?={_PACKAGE_WORDS}\b)"), " 2 "),
    (re.compile(rf"(?<=\w)\s+a\s+few(?:\s+of)?\s+(?={_PACKAGE_WORDS}\b)"), " 3 "),
    # "two things of blueberries": two of what it comes in
    (re.compile(r"\b(a|one|1)\s+thing\s+of\b", re.I), r"\1 container of"),
    (
        re.compile(r"\b(two|three|four|five|six|\d+)\s+things\s+of\b", re.I),
        r"\1 containers of",
    ),
    # "rice - 2lb bag plain long grain white": the package, then which kind, after a dash
    (
        re.compile(
            r"^([^\n-]*?\w)\s+[-–—]\s+(\d+(?:\.\d+)?\s*(?:lbs?|oz|kg|g)\s+"
            r"(?:bag|box|jar|can|bottle|tub|pack|carton))\s+([a-z][^\n]*)$",
            re.M | re.I,
        ),
        r"\2 \3 \1",
    ),
    # "jalapenos a handful": a few, said after the thing
    (re.compile(r"^(.*?\w)\s+(?:a\s+)?(handful|couple|few)\s*$", re.M | re.I), r"a \2 of \1"),
    # "two of the big party bags": the party size
    (re.compile(r"\b(party|family)[\s-]+(?=(?:bags?|boxe?s?)\b)"), r"\1 size "),
    # "orange juice the kind w/o pulp": no pulp (and no KIND bar)
    (
        re.compile(r"\b(?:the\s+)?(?:kind|one|type)\s+(?:w/o|without|with\s+no)\s+added\s+(\w+)"),
        r"no \1 added",
    ),
    (re.compile(r"\b(?:the\s+)?(?:kind|one|type)\s+(?:w/o|without|with\s+no)\s+"), "no "),
    # "goldfish the variety pack": the pack is the thing's, "the" is no word of it
    (
        re.compile(
            r"\bthe\s+(?=(?:variety|family|party|value|club|snack|multi)[\s-]*(?:pack|size|box|bag|pk)\b)"
        ),
        "",
    ),
)


def _clean_chars(text: str) -> str:
    text = unicodedata.normalize("NFC", text).replace("\r", "\n")
    text = re.sub(r"~\s*(?=\d)", "", text)  # "~4 lb": about four pounds
    text = _CHECKBOX.sub("", text)  # "▢ 4 cloves garlic", pasted from a recipe card
    text = _POUND_SIGN.sub(r"\1 lb", text)  # "grnd turkey 2#", "deli ham 1/2#"
    for pattern, said in _PACK_PHRASES:
        text = pattern.sub(said, text)
    text = re.sub(r"\s+-\s*(\d+)\s*-\s+", r" \1 - ", text)  # "bananas - 8 - for the pudding"
    text = re.sub(
        r"\b(\d+)[\s-]+(?:can|bottle|ct)[\s-]+(pack|pk)\b", r"\1 \2", text
    )  # "12 can pack"
    text = re.sub(r"\bthe\s+gallon\s+(jug|bottle)\b", r"1 gallon \1", text)  # "the gallon jug"
    text = re.sub(r"\s+(?:thing|things)\s*$", "", text)  # "slim jims the 46 ct thing"
    text = _TWO_UNITS.sub(r"\1", text)  # "250g/9oz plain flour": the first measure
    text = re.sub(r"\?+(?=\s+or\b)", "", text)  # "the tube kind? or 2 small cans"
    # a pasta's number is its name: "de cecco spaghetti no 12", not twelve of them
    text = re.sub(
        r"\b((?:spaghetti\w*|linguin[ei]|fettucc?in[ei]|penne|rigatoni|ziti|capellini|vermicelli|"
        r"bucatini|pastina|elbows|macaroni)\s+no)\.?\s*(\d+)\b",
        r"\1.\2",
        text,
        flags=re.IGNORECASE,
    )
    # "vienna sausages x4 cans the regular": four cans
    text = re.sub(
        r"\bx\s*(\d+)\s+(cans?|bottles?|boxes|box|bags?|packs?|jars?|cartons?|loaves)\b",
        r"\1 \2",
        text,
        flags=re.IGNORECASE,
    )
    # how many, as order pages and copied names say it: "(x2)", "- qty 6", "Banana, Each"
    text = re.sub(r"\(\s*x\s*(\d+)\s*\)", r" x\1", text, flags=re.IGNORECASE)
    text = re.sub(r"[\s,-]*\b(?:qty|quantity):?\s*(\d+)\b", r" x\1", text, flags=re.IGNORECASE)
    text = re.sub(r",\s*each\b(?=\s*(?:[-,]|x\s*\d|$))", "", text, flags=re.IGNORECASE | re.M)
    for a, b in (("’", "'"), ("‘", "'"), ("“", '"'), ("”", '"'), ("×", " x "), ("\t", " ")):
        text = text.replace(a, b)
    text = _TABLESPOON.sub(" tbsp ", _TEASPOON.sub(" tsp ", text))
    return _CUP.sub(" cup ", text)


_TWO_UNITS = re.compile(
    r"(\d+(?:\.\d+)?\s*(?:g|kg|ml|l|oz|lb|lbs))\s*/\s*\d+(?:\.\d+)?\s*(?:fl\s*oz|oz|lb|lbs|g|ml|cups?)\b",
    re.IGNORECASE,
)
# a recipe's short measures: "1 c. panko", "3 c mini marshmallows"; a capital T is the
# tablespoon, a small t the teaspoon ("2 T cornstarch", "1 t vanilla")
_CUP = re.compile(r"(?<=[\d½¼¾⅓⅔])\s*[cC]\.?\s+(?=[A-Za-z(])")
_TABLESPOON = re.compile(r"(?<=[\d½¼¾⅓⅔])\s*T\.?\s+(?=[A-Za-z(])")
_TEASPOON = re.compile(r"(?<=[\d½¼¾⅓⅔])\s*t\.?\s+(?=[A-Za-z(])")


_JOINER_MARKS = {" and ": "\x00", " & ": "\x02"}


def _segments(line: str) -> list[str]:
    line = _BULLET.sub("", _BULLET.sub("", line)).strip()  # "- [x] milk"
    line = line.replace("[", "(").replace("]", ")")  # "gabagool 1/2 lb [capicola]"
    # The request's own words ("could you also grab …") go before splitting, so that its
    # "also" or "and" is not taken for a list separator.
    protected = _strip_speech(line.lower()) if line else ""
    # Names containing a joining word stay whole, with the joiner as typed ("half & half").
    for name in vocab.JOINED_NAMES:
        for joiner, mark in (*_JOINER_MARKS.items(), (" n ", "\x00")):
            variant = name.replace(" and ", joiner)
            if variant in protected:
                protected = protected.replace(variant, name.replace(" and ", mark))
    for short, full in vocab.SHORTHAND.items():
        if "&" in short:
            protected = re.sub(
                rf"(?<!\w){re.escape(short)}(?!\w)", full.replace(" and ", "\x00"), protected
            )
    if _titled(line):
        # a product's name copied whole ("Lunchables Turkey & American Cracker Stackers"):
        # its "&" joins its own words
        protected = protected.replace(" & ", "\x02")
    protected = re.sub(r"(\w)\s+n\s+(\w)", "\\1\x00\\2", protected)  # "mac n cheese"
    protected = vocab.JOINED_STEPS.sub("\\1\x00", protected)  # "peeled and diced"
    protected = re.sub(  # "one and a half", "a pound and a half": one amount
        r"\b(\d+|one|two|three|four|five|an?|pounds?|lbs?|gallons?|dozen|hours?)\s+and\s+"
        r"(a\s+)?half\b",
        "\\1\x00\\2half",
        protected,
    )
    # Commas between two descriptors belong to the item: "2 lbs boneless, skinless chicken
    # thighs" is one thing
    protected = _DESCRIPTORS_LISTED.sub(lambda m: m.group(0).replace(",", " "), protected)
    # Commas and joining words inside brackets belong to the item: "eggs (large, brown)",
    # "celery (soup & gravy)".
    protected = re.sub(
        r"\([^)]*\)",
        lambda m: m.group(0).replace(",", "\x01").replace(";", "\x04").replace(" ", "\x03"),
        protected,
    )
    protected = _SHORT_FORM_DOT.sub("\\1\x05", protected)
    protected = _FLAVOUR_AFTER.sub(r", the \1 one", protected)
    parts = [
        p.replace("\x00", " and ")
        .replace("\x05", ".")
        .replace("\x02", " & ")
        .replace("\x01", ",")
        .replace("\x04", ";")
        .replace("\x03", " ")
        .strip()
        for p in _SPLIT.split(protected)
    ]
    return [p for p in parts if p]


def _titled(line: str) -> bool:
    """The line is a product's name copied whole: a brand first, one "&", and five words
    or more nearly all capitalised (what is in brackets aside)."""
    said = re.findall(r"(?<![\w'])[A-Za-z][A-Za-z']*(?![\w'])", _PAREN.sub(" ", line))
    capitals = sum(w[0].isupper() for w in said)
    return (
        len(said) >= TITLED_WORDS
        and capitals >= 0.8 * len(said)
        and not line.isupper()
        and line.count(" & ") == 1
        and _BRAND_RE.match(line.strip().lower()) is not None
        # (not two brands' things: "Kraft Singles & Oscar Mayer Bologna")
        and _BRAND_RE.match(line.split(" & ", 1)[1].strip().lower()) is None
    )


def _strip_speech(text: str) -> str:
    text = vocab.WAKE_WORDS.sub("", text)
    for said, english in (*vocab.TAGLISH, *vocab.VIETNAMESE, *vocab.SPANISH, *vocab.COUNTERS):
        text = said.sub(english, text)
    text = vocab.CATTY.sub(lambda m: f"{float(m.group(1)) * vocab.CATTY_LB:.2f} lb", text)
    text = vocab.FILLERS.sub(" ", text)
    text = _SPACES.sub(" ", text).strip(" ,.!?")
    previous = None
    while previous != text:  # carriers can nest: "please can you add … to my list thanks"
        previous = text
        text = vocab.LEADING_CARRIERS.sub("", text, count=1).strip(" ,.!?:")
        text = vocab.TRAILING_CARRIERS.sub("", text).strip(" ,.!?:")
        text = vocab.LIST_BEFORE_NOTE.sub("", text, count=1)
        text = _FOR_FIRST.sub(r"\3 \1", text)  # ("need" itself goes)
    return text


# "for the galbi marinade i need asian pears": what it is for, said first, goes last
_FOR_FIRST = re.compile(
    r"^(for\s+(?:the|a|an|my|our|tonight'?s?)\s+[\w' ]+?)[\s,]+"
    r"(?:i|we)\s+(?:also\s+)?(need|want|gotta\s+get|have\s+to\s+get)\s+(.+)$"
)


_FOR_ONLY = re.compile(r"for\s+(?:the\s+|a\s+|my\s+|our\s+)?[a-z' ]+")  # "for sunday"


# water a recipe measures out is the tap's ("2 Tbsp cold water", "1 cup hot water")
_FROM_THE_TAP = re.compile(
    r"(?:\w+\s+)?(?:cold|hot|warm|boiling|lukewarm|ice|iced|tap|room\s+temp\w*)\s+water"
)
_TAP_MEASURES = frozenset(["cup", "tbsp", "tsp", "ml", "fl oz"])  # (not bottled water)
_LIQUID_OF_IT = re.compile(
    r"^(?:\+\s*)?(?:a\s+)?(?:splash|bit|little|drizzle|dash|some|few\s+tbsp)\s+(?:of\s+)?"
    r"(?:the\s+)?(?:juice|liquid|brine|oil|syrup)\s+(?:from|of)\s+(?:the\s+)?(?:jar|can|them|it)\b"
)


def _cancel_named(items: list[LineItem], target: str) -> bool:
    """Cancel the latest item whose product mentions ``target``; True if one was found."""
    target = re.sub(r"^(?:the|that|those|these)\s+", "", target.strip(" ,.!"))
    for i in range(len(items) - 1, -1, -1):
        if not items[i].skipped and target and target in items[i].product:
            items[i] = _skip(items[i].text, "cancelled")
            return True
    return False


_WHICH_IN_WORDS = re.compile(
    r"(?:the\s+ones?|whichever|whatever)\s+(?:that|which|is|are|we|i|you|she|he|they|mom|dad|"
    r"my|our)\b.*"
)


def _add_segment(items: list[LineItem], raw: str) -> bool:
    """Record what one segment says; False when it said nothing at all."""
    text = _strip_speech(raw)
    if not text:
        return False
    cancel = vocab.CANCEL.search(text)
    if cancel:
        before = _strip_speech(_EDGE_PUNCT.sub("", text[: cancel.start()]))
        after = _EDGE_PUNCT.sub("", text[cancel.end() :])
        if before:
            _add_segment(items, before)
        if after and _cancel_named(items, after):
            return True  # "never mind the soda"
        if items and not items[-1].skipped:
            items[-1] = _skip(items[-1].text, "cancelled")
        else:
            items.append(_skip(raw, "cancelled"))
        return True
    forget = vocab.FORGET_ITEM.match(text)
    if forget:
        if not _cancel_named(items, forget.group(1)):
            items.append(_skip(raw, f"nothing called {forget.group(1)!r} to remove"))
        return True
    correction = vocab.CORRECTION.search(text)
    if correction:
        head, tail = text[: correction.start()].strip(" ,"), text[correction.end() :].strip()
        if head:
            _add_segment(items, head)
        update = parse_item(tail, raw)
        if items and not items[-1].skipped:
            items[-1] = _merge(items[-1], update) if not update.product else update
        elif update.product:
            items.append(update)
        return True
    said = _EDGE_PUNCT.sub("", text.lower())
    last = items[-1] if items and not items[-1].skipped and items[-1].product else None
    # "grated" after the thing is a kind to buy ("parmesan, grated"), after another step
    # the cook's ("ginger, peeled and grated")
    prepared = bool(vocab.PREPARATION.fullmatch(said)) or (
        last is not None
        and said in ("grated", "shredded")
        and "," in last.text
        and bool(vocab.PREPARATION.fullmatch(last.text.rsplit(",", 1)[1].strip().lower()))
    )
    if last is not None and prepared:
        # "1 onion, diced": the cook's work, not a kind of onion nor a thing to buy; but
        # "canola oil, for deep frying (about 3 cups)" says how much in its brackets
        items[-1] = msgspec.structs.replace(items[-1], text=f"{items[-1].text}, {raw.strip()}")
        how_much = _ABOUT.search(said)
        if how_much and last.amount is None and not re.search(r"\d", last.text):
            _, amount, unit, _, _, rest = _quantities(words_to_digits(how_much.group(1)))
            if amount is not None and unit is not None and not rest.strip():
                items[-1] = msgspec.structs.replace(items[-1], amount=amount, unit=unit)
        return True
    if last is not None and _WHICH_IN_WORDS.fullmatch(said):
        # "bread, the one we always get", "thighs, whichever is on sale": which one, in the
        # shopper's words
        note = "; ".join(n for n in (last.note, said) if n)
        items[-1] = msgspec.structs.replace(last, text=f"{last.text}, {raw.strip()}", note=note)
        return True
    bracketed = _TRAILING_NOTE.fullmatch(text)
    if last is not None and bracketed and (kind := _attribute(bracketed.group(1))):
        # "sesame seeds, white (toasted if they have)": the kind, with its own note
        note = "; ".join(n for n in (last.note, bracketed.group(2).strip()) if n)
        items[-1] = msgspec.structs.replace(_describe(last, kind, raw), note=note or None)
        return True
    attribute = None if _SIZE_WISH.fullmatch(said) else _attribute(text)
    if attribute and last is not None:
        _, each, unit, _, _, rest = _quantities(words_to_digits(attribute))
        if each is not None and unit != "ct" and last.amount is None and not rest.strip():
            # "chicken broth x4, the thirty two ounce ones": each one's size
            items[-1] = msgspec.structs.replace(
                last, text=f"{last.text}, {raw.strip()}", amount=each, unit=unit, per_package=True
            )
            return True
        items[-1] = _describe(items[-1], attribute, raw)  # "creamer, the french vanilla one"
        return True
    packed = _PACKED_AFTER.fullmatch(said)
    if last is not None and packed and not last.avoid:
        # "sardines - wild, in WATER not oil": what it is packed in, said after a comma
        product = f"{last.product} in {packed.group(1)}"
        avoid = _avoided(said)[0]
        items[-1] = msgspec.structs.replace(
            last, text=f"{last.text}, {raw.strip()}", product=product, avoid=avoid or last.avoid
        )
        return True
    # "mayo, kraft": Kraft's mayo, not a second thing called Kraft; "medium salsa, like the
    # Pace kind": Pace's
    liked = _LIKE_BRAND.fullmatch(said)
    maker: str | None = said.removesuffix(" brand")
    if liked and _BRAND_RE.fullmatch(liked.group(1)):
        maker = liked.group(1)
    elif maker not in vocab.MAKERS:
        maker = None
    if last is not None and last.brand is None and maker:
        product = f"{maker} {last.product}"
        items[-1] = msgspec.structs.replace(
            last, text=f"{last.text}, {raw.strip()}", product=product, brand=brand_in(product)
        )
        return True
    brands = _brand_choice(vocab.NOTE_PATTERNS.sub(" ", said).strip())  # "…, pace or tostitos idc"
    if last is not None and brands:
        # "peanut butter, jif or skippy": the thing by either brand
        choice = " or ".join(f"{b} {last.product}" for b in brands)
        items[-1] = msgspec.structs.replace(
            last, text=f"{last.text}, {raw.strip()}", product=choice, brand=brand_in(choice)
        )
        return True
    wished = _WISH_AND_KIND.fullmatch(said)
    if last is not None and wished and _all_descriptors(wished.group("kind")):
        # "cedars hummus, the big original": the big one, of that kind
        size = "big" if wished.group(1) else "small"
        kind = wished.group("kind")
        items[-1] = _describe(msgspec.structs.replace(last, size_wish=size), kind, raw)
        return True
    item = parse_item(text, raw)
    occasion = _FOR_ONLY.fullmatch(item.product)
    if last is not None and occasion and _has_detail(item):
        # "cranberry sauce jellied, 2 cans for Sunday": how many, and what for, of the
        # item before (what it is for stays at the end of its name, where it is read so)
        merged = _merge(last, msgspec.structs.replace(item, product=""))
        items[-1] = msgspec.structs.replace(merged, product=f"{last.product} {item.product}")
        return True
    if item.product in ("the", "a", "an", "just", "only"):  # "…, just the 2 pack": a detail
        item = msgspec.structs.replace(item, product="")
        each = item.amount is not None and item.count == 1
        if each and last is not None and last.amount is None:
            # "a box of swiss miss, the thirty count", "six cans of beef stew, the twenty
            # ounce": the size of each
            items[-1] = msgspec.structs.replace(
                last,
                text=f"{last.text}, {raw.strip()}",
                amount=item.amount,
                unit=item.unit,
                per_package=True,
            )
            return True
    if (
        last is not None
        and last.brand is None
        and item.brand is not None
        and item.product == item.brand
        and item.brand in vocab.STORE_BRANDS
    ):
        # "frozen waffles, the big 24 pack gv": Great Value's waffles, in the big pack (a
        # store's label; a maker's name with more said is left as it was)
        merged = _merge(last, msgspec.structs.replace(item, product=""))
        product = f"{item.brand} {last.product}"
        items[-1] = msgspec.structs.replace(merged, product=product, brand=item.brand)
    elif not item.product and _has_detail(item) and items and not items[-1].skipped:
        items[-1] = _merge(items[-1], item)  # "milk, no subs" / "bananas, ripe"
    elif (
        last is not None
        and (item.size_wish or item.amount is not None)  # "a loaf of sourdough" is bread
        and (kind := _attribute(_kind_of(item, last)))
    ):
        # "coffee, the big can med roast": the wish and the kind of the coffee
        merged = _merge(last, msgspec.structs.replace(item, product=""))
        items[-1] = _describe(msgspec.structs.replace(merged, text=last.text), kind, raw)
    elif vocab.NOT_GROCERY.match(text):
        items.append(_skip(raw, "not a grocery item"))
    elif _FROM_THE_TAP.fullmatch(item.product) and item.unit in _TAP_MEASURES:
        items.append(_skip(raw, "water from the tap"))  # "+ 2 Tbsp cold water (slurry)"
    elif last is not None and _LIQUID_OF_IT.search(text):
        # "5-6 pepperchinis + a splash of the juice from the jar": of the thing before
        items[-1] = msgspec.structs.replace(last, text=f"{last.text}, {raw.strip()}")
    elif item.product:
        items.append(item)
    else:
        items.append(_skip(raw, "no product named"))
    return True


_TRAILING_NOTE = re.compile(r"\s*([^()]+?)\s*\(([^()]+)\)\s*")
_PACKED_AFTER = re.compile(
    r"(?:packed\s+)?in\s+((?:olive\s+|extra\s+virgin\s+olive\s+|vegetable\s+|sunflower\s+)?"
    r"oil|water|spring\s+water|brine|syrup|light\s+syrup|heavy\s+syrup|juice|(?:its\s+own\s+)?"
    r"juice|tomato\s+sauce)(?:\s+not\s+[a-z ]+)?"
)
# "- the great value gallon", "- the folgers big can": a brand and the package it comes in
# one package, said after a dash: "clementines - a bag", "gala apples - just grab a bag"
_A_PACKAGE = re.compile(
    rf"(?:just\s+)?(?:(?:grab|get|buy|pick\s+up)\s+)?(?:a|an|one|the)\s+({_CONTAINER_NAMES})"
)
_WHOSE_PACKAGE = re.compile(
    rf"(?:the\s+)?([a-z0-9][\w&'% -]*?)(?:\s+((?:(?:big|small|large|little)\s+)?"
    rf"(?:{_NUM}\s*[a-z]+\s+)?(?:{_CONTAINER_NAMES}|gallon|half\s+gallon|quart|pint)))?"
)
# when it is for, in an aside: "(tacos tues)", "(sat)", "(curry night)"
_WHEN = re.compile(
    r"\b(?:mon|tues?|wed|weds|thu|thur|thurs|fri|sat|(?:mon|tues|wednes|thurs|fri|satur|sun)day|"
    r"tonight|tmrw|tomorrow|weekend|[a-z]+\s+night)\b"
)
# a brand given as the kind meant: "like the pace kind", "(like jimmy dean)"
_LIKE_BRAND = re.compile(
    r"like\s+(?:the\s+)?([a-z0-9][\w&' -]*?)(?:\s+(?:kind|one|ones|brand|stuff))?"
)
_PLAIN_ONE = re.compile(
    r"(?:the\s+)?(?:normal|regular|plain|original|og|usual)"
    r"(?:\s+(?:bag|box|size|kind|one|ones|pack|jar|can|bottle|tub))?"
)
_PLEASE_LAST = re.compile(r"[\s,]+(?:pls|plz|please)[\s.!?,]*$")
_INSISTED = re.compile(r"\b(?:only|pls|plz|please|obvs?|obvi|obviously|just|any\s+brand)\b|!+")
_NAME_BRAND = re.compile(r"\b(?:the\s+)?(?:name[\s-]brand|brand[\s-]name)(?:\s+only|\s+one)?\b")
_ABOUT = re.compile(r"\(\s*(?:about|approx\.?|approximately|around|roughly|~)?\s*([^()]+)\)")
_WHICH_WORDS = r"one|ones|kind|type|variety|version"
# "goldfish the regular cheddar ones": which kind, said after the thing
_WHICH_ONE_AFTER = re.compile(  # ("one" may have been read as a number by then)
    rf"\s+(?:the|a|an)\s+([a-z0-9][\w%' -]*?)\s+(?:{_WHICH_WORDS}|1$)(?:$|\s+(?=[a-z]))"
)
# which one, in brackets: "(mild one)", "(the pork one)", "(plain kind)"
_WHICH_IN_BRACKETS = re.compile(r"(?:the\s+)?([a-z%' -]+?)\s+(?:one|kind|type|version)")
# what it is without, in brackets: "(pulp free)", "(no pulp)", "(no salt added)"
_WITHOUT_IT = re.compile(
    r"(?:no|low)\s+(?:pulp|salt|sugar|sodium)(?:\s+added)?|(?:pulp|salt|sugar)[\s-]free"
)
# the form a spice or herb is sold in, said in brackets with what kind it is
_FORM_OF = re.compile(r"^(?:seeds?|leaves|pods|sticks|flakes|powder|ground)$")
_KIND_ONES_LAST = re.compile(r"(.+?)\s+([a-z]+)\s+ones")  # which ones, said last
_WHICH_ONE = re.compile(rf"(?:the|a|an)\s+(.+?)\s+(?:{_WHICH_WORDS}|flavou?r)")


# packages bought by the dozen ("a dozen cans of soup"), unlike "a dozen rolls"
_DOZEN_OF = frozenset(["can", "jar", "box", "bottle", "bag", "carton", "pack"])
_LEAN = re.compile(r"\b([7-9]\d)\s+(\d{1,2})\b")


def _lean_ratio(s: str) -> str:
    """ "80 20" said aloud is the 80/20 of ground meat."""
    return _LEAN.sub(lambda m: f"{m[1]}/{m[2]}" if int(m[1]) + int(m[2]) == 100 else m.group(0), s)


def _attribute(text: str) -> str | None:
    """Words that only say which kind of the item before them: "the french vanilla one",
    "bone in", "organic", "eighty twenty"."""
    s = _EDGE_PUNCT.sub("", text.lower())
    which = _WHICH_ONE.fullmatch(s)
    if which:
        return which.group(1)
    s = _lean_ratio(words_to_digits(s))
    # several at once, insisted on: "uncured / nitrate free", "wild caught + raw", "organic
    # only", "no salt or unsalted"
    s = _INSISTED.sub(" ", s)
    s = re.sub(r"\s*(?:(?<!\d)/(?!\d)|[+&]|\.(?!\d)|\bor\b)\s*", " , ", s).strip(" ,")
    s = _SPACES.sub(" ", s)
    # "med roast" is "medium roast" (the matcher writes it out)
    spelt = " ".join(vocab.ABBREVIATIONS.get(w, w) for w in s.split())
    rest = _DESCRIPTOR_RE.sub(" ", spelt).replace(",", " ").replace(" and ", " ").strip()
    return s.replace(" , ", " ") if s and not rest else None  # "80/20", "2%" describe too


def brand_in(text: str) -> str | None:
    """The brand a product's words name, as the brand writes it ("ben and jerrys" is
    "ben & jerrys")."""
    found = _brand_at(text)
    return found[0] if found else None


def _brand_at(text: str) -> tuple[str, int] | None:
    """(the brand as written, where its words end) for the first brand ``text`` names."""
    found = _BRAND_RE.search(text)
    if found is None:
        return None
    brand = found.group(0)
    if "&" not in brand and re.search(r"\s(?:and|n)\s", brand):
        brand = re.sub(r"\s(?:and|n)\s", " & ", brand)
    return brand, found.end()


def _brand_choice(said: str) -> list[str]:
    """The brands of "jif or skippy", "hormel or wolf brand" said after the thing; none
    when any choice is more than a brand."""
    choices = [c.strip() for c in re.split(r"\s+or\s+", said.strip(" .")) if c.strip()]
    if len(choices) < 2:
        return []
    named = all(c.endswith(" brand") or _BRAND_RE.fullmatch(c) for c in choices)
    return choices if named else []


def _kind_of(item: LineItem, before: LineItem) -> str:
    """The item's words but the thing before it ("whole" of "milk, 2 gallons whole")."""
    if item.product.endswith(f" {before.product}"):
        return item.product.removesuffix(f" {before.product}")
    return item.product


def _describe(base: LineItem, attribute: str, raw: str) -> LineItem:
    product = f"{attribute} {base.product}"
    found = {m.group(0) for m in _DESCRIPTOR_RE.finditer(product)}
    return msgspec.structs.replace(
        base,
        text=f"{base.text}, {raw.strip()}",
        product=product,
        descriptors=tuple(sorted(found)),
    )


def _skip(text: str, reason: str) -> LineItem:
    return LineItem(text=text.strip(), product="", skipped=reason)


def _has_detail(item: LineItem) -> bool:
    return bool(
        item.amount
        or item.count != 1
        or item.note
        or item.substitutions is not None
        or item.size_wish
        or item.container
        or item.avoid
        or item.store_brand
    )


def _merge(base: LineItem, update: LineItem) -> LineItem:
    """Apply a quantity-, wish- or note-only segment to the item before it."""
    quantity = {}
    if update.amount is None and update.count != 1 and base.amount is not None:
        # "two pounds of beef, actually make it three": the number is the new amount
        update = msgspec.structs.replace(
            update,
            amount=float(update.count),
            count=1,
            unit=base.unit,
            per_package=base.per_package,
        )
    if update.amount is not None or update.count != 1:
        quantity = {
            "count": update.count,
            "amount": update.amount,
            "unit": update.unit,
            "per_package": update.per_package,
        }
    return msgspec.structs.replace(
        base,
        text=f"{base.text}, {update.text}",
        substitutions=base.substitutions if update.substitutions is None else update.substitutions,
        note=update.note or base.note,
        size_wish=update.size_wish or base.size_wish,
        avoid=tuple(dict.fromkeys((*base.avoid, *update.avoid))),
        container=base.container or update.container,
        store_brand=base.store_brand or update.store_brand,
        **quantity,
    )


def parse_item(text: str, original: str | None = None) -> LineItem:
    """One item's words (already split and free of carrier phrases) → LineItem."""
    source = (original or text).strip()
    s = text.lower()  # notes keep their words ("the big one"); numbers come after
    s = _PIECE_OF.sub(" ", s).strip()  # "1 (2-inch) piece ginger" is one ginger root
    s = _GLUED_BRAND.sub(r"\1 \2", s)
    s = _ROUND_BOX.sub("canister", s)  # "quaker oats old fashion big round box"
    s = _SHAPED.sub(r"\1", s)  # "1 tall can", "a plastic jar": the can, the jar
    store_brand, s = _store_label(s)
    notes: list[str] = []
    substitutions: bool | None = None

    def wishes(fragment: str) -> str:
        nonlocal substitutions
        if vocab.SUBS_OFF.search(fragment):
            substitutions = False
            fragment = vocab.SUBS_OFF.sub(" ", fragment)
        if vocab.SUBS_ON.search(fragment):
            substitutions = True if substitutions is None else substitutions
            fragment = vocab.SUBS_ON.sub(" ", fragment)
        for _ in range(3):  # a note said last may sit before another: "… they have idc …"
            found = [m.group(0).strip() for m in vocab.NOTE_PATTERNS.finditer(fragment)]
            if not found:
                break
            notes[len(notes) :] = found
            fragment = vocab.NOTE_PATTERNS.sub(" ", fragment).rstrip()
            # "pb creamy the big jar pls we go thru it": the please before the aside
            fragment = _PLEASE_LAST.sub("", fragment)
        return fragment

    # Parenthesised asides: a count "(2)", a size "(750 ml)", "(2 heads)", descriptors
    # "(large, brown)" or "(whole wheat)", or else a note for the shopper.
    extra_words: list[str] = []
    aside_avoid: list[str] = []
    variety: str | None = None
    aside: tuple[int, float | None, str | None, str | None] | None = None
    for inner in _PAREN.findall(s):
        if re.fullmatch(rf"\s*{_NUM}\s*", inner):
            continue  # a bare count, left for the count patterns
        if any(p.search(inner) for p in (vocab.NOTE_PATTERNS, vocab.SUBS_OFF, vocab.SUBS_ON)):
            wished = wishes(inner)  # a wish, or a note that takes the whole aside
            if vocab.NOTE_PATTERNS.search(inner) and wished.strip(" ,"):
                # the whole aside is the note (the pattern may have matched only once
                # the wish was taken out)
                notes[-1:] = [inner.strip()]
                left = wished.strip(" ,;")
                hoped = re.search(r"\bif\b", inner)  # "(seedless if possible)": a hope
                if not hoped and re.fullmatch(r"[a-z%0-9 -]+", left) and _all_descriptors(left):
                    extra_words.extend(left.split())  # "(whole, the red cap)": whole milk
            continue
        if _WHEN.search(inner):
            notes.append(inner.strip())  # "(stir fry fri)", "(sat)": which day's dinner
            continue
        liked = _LIKE_BRAND.fullmatch(inner.strip().lower())
        if liked and _BRAND_RE.fullmatch(liked.group(1)):
            extra_words.append(liked.group(1))  # "breakfast sausage (like jimmy dean)"
            continue
        not_this, unsaid = _avoided(inner.strip())
        # "(normal bag not the minis)": the plain one is what not the other says
        if not_this and _PLAIN_ONE.fullmatch(unsaid.strip(" ,.;-").lower()):
            unsaid = ""
        if not_this and not unsaid.strip(" ,.;-"):
            aside_avoid.extend(not_this)  # "crunchy pb (NOT creamy)": what it is not, and
            notes.append(inner.strip())  # a word for the shopper too
            continue
        kind = unsaid.strip(" ,.;-").lower()
        if not_this and kind in vocab.DESCRIPTORS and re.fullmatch(r"[a-z]+", kind):
            # "parsley (flat not curly)": which kind, and which not
            extra_words.append(kind)
            aside_avoid.extend(not_this)
            notes.append(inner.strip())
            continue
        if (
            not_this
            and re.fullmatch(r"[a-z]+", kind)
            and kind not in vocab.DESCRIPTORS
            and kind not in ("regular", "original", "og", "normal", "dry")
        ):
            # "fajita meat (beef not chicken)": which kind, and which not
            if variety is None:
                variety = kind
            else:
                extra_words.append(kind)
            aside_avoid.extend(not_this)
            notes.append(inner.strip())
            continue
        if inner.strip(" ,") in vocab.CONTAINERS and aside is None:
            aside = (1, None, None, vocab.CONTAINERS[inner.strip(" ,")])  # "2 lon (cans)"
            continue
        sized = _quantities(_expand_shorthand(words_to_digits(inner.strip())))
        leftover = sized[5].replace("each", "").strip(" ,-")
        container_word = vocab.CONTAINERS.get(leftover)
        if (sized[1] is not None or sized[0] > 1) and (not leftover or container_word):
            aside = (sized[0], sized[1], sized[2], sized[4] or container_word)
            continue
        said = inner.strip(" ,")
        if _BRAND_RE.fullmatch(spelt := _expand_shorthand(said.lower())):
            said = spelt  # "cream cheese brick (gv)": Great Value's
        words = [w for w in re.split(r"[\s,]+", said) if w]
        maker = _BRAND_RE.match(said.lower())
        if words and _all_descriptors(inner):
            extra_words.extend(words)
        elif maker and _all_descriptors(said[maker.end() :] or "plain"):
            extra_words.extend(words)  # "peanut butter (Skippy creamy)": whose, which kind
        elif maker and said[maker.end() :].lstrip().startswith(","):
            # "ketchup (heinz, kids won't eat the other one)": whose, then a word for the
            # shopper
            extra_words.append(said[: maker.end()])
            notes.append(said[maker.end() :].strip(" ,"))
        elif (
            any(_FORM_OF.fullmatch(w) for w in words)
            and any(w in vocab.DESCRIPTORS for w in words)
            and _all_descriptors(" ".join(_FORM_OF.sub("", w) for w in words if w != "the"))
        ):
            extra_words.extend(w for w in words if w != "the")  # "jeera (whole, the seeds)"
        elif maker and (refused := _avoided(_INSISTED.sub(" ", said[maker.end() :]).strip()))[0]:
            # "ketchup (heinz pls not store brand)": whose, and what not
            extra_words.append(said[: maker.end()])
            aside_avoid.extend(refused[0])
        elif (which := _WHICH_IN_BRACKETS.fullmatch(said.lower())) and _all_descriptors(
            which.group(1)
        ):
            extra_words.extend(which.group(1).split())  # "salsa (mild one)"
        elif _WITHOUT_IT.fullmatch(said.lower()):
            extra_words.extend(said.lower().split())  # "oj (pulp free)", "(no salt added)"
        elif (
            variety is None
            and _ONE_WORD_KINDS.fullmatch(said)
            and _is_variety(said)
            and not vocab.PREPARATION.fullmatch(said)
        ):
            variety = said  # "bagels (everything)", "apples (gala or fuji)"
        elif not_this:
            # "[the whole milk block, not the string cheese]": what not, whatever else
            # the aside says for the shopper
            aside_avoid.extend(not_this)
            notes.append(said)
        elif said:
            notes.append(said)
    s = _PAREN.sub(
        lambda m: f"({m.group(1)})" if re.fullmatch(rf"\s*{_NUM}\s*", m.group(1)) else " ", s
    )
    s = wishes(s).rstrip(" -–—:")  # "bananas 8 - for my nanner puddin": the note gone
    avoid, s = _avoided(s)
    avoid = (*avoid, *aside_avoid)
    if _NAME_BRAND.search(s):  # "cheerios name brand": not the store's own
        avoid, s = (*avoid, "store brand"), _NAME_BRAND.sub(" ", s)
    if (colon := _SECTION_COLON.match(s)) and vocab.SECTION.fullmatch(colon.group(1)):
        s = f"{colon.group(1)} - {s[colon.end() :]}"
    tail = _DASH_TAIL.search(s)
    if tail and not re.fullmatch(rf"{_NUM}", tail.group(1).strip()):
        rest = tail.group(1).strip(" ,.")
        # "lean cuisine x5 - whatever chicken ones": the chicken ones
        kind = _ANY_OF_KIND.sub("", rest).strip()
        rest = kind if kind and kind not in ("any", "whatever", "the") else rest
        kind_said = re.sub(r"^the\s+(?:one|1|kind|type)\s+", "", rest)  # "- the one without …"
        kind_said = re.sub(r"\bwith(?:out|\s+no)\s+added\s+(\w+)", r"no \1 added", kind_said)
        described = _attribute(kind_said) if not _is_variety(rest) else None
        brands = _brand_choice(rest.removesuffix(" regular").strip(" ,"))
        whose = _WHOSE_PACKAGE.fullmatch(_expand_shorthand(rest))
        if brands:  # "shoyu - kikkoman or yamasa": the thing by either
            s = " or ".join(f"{b} {s[: tail.start()].strip()}" for b in brands)
        elif (
            (section := vocab.SECTION.fullmatch(s[: tail.start()]))
            and not described
            and (
                brand_in(rest)
                or (
                    _AMOUNT.search(words_to_digits(rest))
                    and section.group(0).strip() not in _THINGS_HEADING
                )
            )
        ):
            # "snacks - goldfish crackers", "cereal - honey nut cheerios", "meat - 2 lb
            # ground beef": where it is, then the thing
            s = rest
        elif (
            whose
            and not _COLOURED_PACK.search(f" {rest}")  # "- plain yellow box": a note
            and (
                _BRAND_RE.fullmatch(whose.group(1))
                or (whose.group(2) and _attribute(whose.group(1)))
            )
        ):
            # "oj - the great value gallon", "milk - 2% gallon": whose or which, and the
            # package
            s = f"{whose.group(1)} {s[: tail.start()].strip()} {whose.group(2) or ''}"
        elif (
            (maker := _BRAND_RE.match(rest))
            and _attribute(rest[maker.end() :]) is None
            and not re.match(r"\s*(?:or|and|&|/)\b", rest[maker.end() :])
        ):
            # "lunch meat - oscar mayer bologna": the brand's thing, of that kind
            kind = _INSISTED.sub(" ", rest[maker.end() :]).strip()  # "- heinz obv"
            s = f"{rest[: maker.end()]} {s[: tail.start()].strip()} {kind}"
        elif described:  # "oat milk - unsweetened only", "bacon - uncured / nitrate free"
            s = f"{described} {s[: tail.start()]}"
        elif _is_variety(rest):
            s = f"{rest} {s[: tail.start()]}"  # "lettuce - romaine" is romaine lettuce
        elif (plain := _PLAIN_PACK.fullmatch(rest)) and _COLOURED_PACK.search(f" {plain.group(2)}"):
            # "Cheerios - plain yellow box": the plain one, known by its yellow box
            s = f"{plain.group(1)} {s[: tail.start()]}"
            notes.append(f"the {plain.group(2)}")
        elif a_package := _A_PACKAGE.fullmatch(rest):
            s = f"{s[: tail.start()]} 1 {a_package.group(1)}"  # "clementines - a bag"
        elif one := _ONE_MEASURE.fullmatch(rest):
            s = f"{s[: tail.start()]} 1 {one.group(1)}"
        elif rest and not _AMOUNT.search(words_to_digits(rest)):
            # "loobia ghermez - red kidney beans x3": how many ends the line, not the note
            last_count = _MULT_TRAIL.search(rest) or _BARE_COUNT_AFTER.search(rest)
            how_many = last_count.group(0) if last_count else ""
            notes.append(rest[: last_count.start()] if last_count else rest)
            s = f"{s[: tail.start()]} {how_many.strip()}"
    counted_for = _COUNT_THEN_FOR.fullmatch(s)
    if counted_for:  # "hominy 2 cans for porridge", "lemons 3 for lemonade": what for
        notes.append(counted_for.group(2))
        s = counted_for.group(1)
    s = _SPOKEN_COUNT.sub(lambda m: "4 " if m.group(1).startswith("f") else "2 ", s)
    s = _lean_ratio(words_to_digits(s))
    s = _RANGE.sub(r"\1", s)
    squeezed = _JUICE_OF.match(s)
    if squeezed:  # "juice of 1 lemon": the lemon, and what it is for
        notes.append(f"for the {squeezed.group(1)}")
        s = s[squeezed.end() :]
    s = _SELF_CORRECT.sub(lambda m: m.group(2), s)
    s = _OF_THEM.sub("of ", s)  # "two of them pink grapefruits": two pink grapefruits
    s = _PACKAGES_OF_THEM.sub(r"\1", s)
    s = _expand_shorthand(_SPACES.sub(" ", s).strip(" ,.;:!?"))
    s = _LONG_WORD.sub(lambda m: _brand_spelt(m.group(0)), s)  # "uncrustibles", "doritoes"
    # "2 bags of goldfish the regular cheddar ones": regular cheddar goldfish
    which = _WHICH_ONE_AFTER.search(s)
    if which:  # what follows stays: "jalapenos the jar kind sliced"
        s = f"{s[: which.start()]} {s[which.end() :]}".strip()
    ones = _KIND_ONES_LAST.fullmatch(s)
    if ones and not _WISH_WORD.fullmatch(ones.group(2)):  # "gow gee wrappers round ones"
        s = f"{ones.group(2)} {ones.group(1)}"
    coloured = _COLOURED_PACK.search(s)
    if coloured:  # "cheerios plain yellow box": which box to pick
        notes.append(f"the {coloured.group(1)}")
        s = s[: coloured.start()] + s[coloured.end() :]  # (how many stays: "x5")
    s = _without_vague_thing(_OLD.sub(lambda m: f"{m.group(1)} ", s))
    packs = _BIG_SIZE.search(s)  # "2 family packs of eggo waffles": two big packs
    size_wish, s = _size_wish(s)
    wished_container, s = _container_after(s) if size_wish else (None, s)
    if packs and packs.group(0).endswith(("pack", "packs")):
        wished_container = wished_container or "pack"
    times = bool(
        _MULT_LEAD.match(s) or _MULT_MID.search(s) or _MULT_TRAIL.search(s) or _MULT_WORD.search(s)
    )
    trailing = _TRAILING_COUNT.search(s)
    count, amount, unit, per_package, container, s = _quantities(s)
    # "sardines 4", "hot dog buns 2": a few said after the thing are packages, as "x4"
    # is (but "tortillas 12" and "eggs 18" count pieces)
    few = trailing is not None and float(trailing.group(1)) == count <= FEW_PACKAGES
    times = times or (few and amount is None and container is None)
    counted = bool(_LEADING_COUNT.match(text.strip().lower()))
    s = _without_steps(s, counted=counted, measured=bool(unit or container))
    if which:  # "6 gatorades the big 32 oz ones": each one's size, and the wish
        said = which.group(1)
        _, each, each_unit, _, _, rest = _quantities(said)
        # "eggs the 18 count ones": a carton of 18; "6 gatorades the 2 ones" is no size
        if each is not None and amount is None and (each_unit != "ct" or count == 1):
            amount, unit, per_package, said = each, each_unit, True, rest
        if said.strip() in vocab.CONTAINERS and container is None:
            container, said = vocab.CONTAINERS[said.strip()], ""  # "the jar kind"
        wish = _WISH_WORD.fullmatch(said.strip())
        if wish and size_wish is None:
            size_wish, said = ("big" if wish.group(1) else "small"), ""
        s = f"{said} {s}"
    if s.strip() in vocab.CONTAINERS and (size_wish or count > 1 or amount is not None):
        container, s = vocab.CONTAINERS[s.strip()], ""  # "…, 2 cans", "…, the big carton"
    container = container or wished_container
    if aside is not None:  # "4 cans (28 ounces each)", "garlic (2 heads)", "(5 lb bag)"
        a_count, a_amount, a_unit, a_container = aside
        if a_amount is not None and amount is None:
            amount, unit = a_amount, a_unit
            per_package = per_package or bool(container or a_container or count > 1)
        elif (
            a_amount is not None
            and unit in vocab.COOKS_MEASURES
            and a_unit not in vocab.COOKS_MEASURES | {"ct", None}
        ):
            # "2 cups (12 oz) chocolate chips": the weight the recipe gives is what to buy
            amount, unit = a_amount, a_unit
        if a_amount is None and count == 1 and amount is None:
            count = a_count  # "garlic (2 heads)"; "a pound of butter (4 sticks)" is 1 lb
        container = container or a_container
        if container and amount is not None and unit != "ct":
            per_package = True
    product = _SLASH_OR.sub(" or ", _product_words(s, extra_words))
    named_after = _VARIETIES_AFTER.fullmatch(product)
    if named_after:  # "apples gala or fuji": gala or fuji apples
        product = f"{named_after.group(2)} {named_after.group(1)}"
    if variety is not None and product:
        product = f"{variety} {product}"
    packed = _PACKED_IN.fullmatch(product) if container is None else None
    if packed:  # "raisin boxes", "tuna cans x4"
        product = f"{packed.group(1)} {packed.group(3) or ''}".strip()
        container = vocab.CONTAINERS[packed.group(2)]
        if count == 1 and container == "box":
            container = "pack"  # a box of raisin boxes: the multipack of them
    trailing = _CONTAINER_OF.fullmatch(product) if container is None else None
    if trailing:  # "papas bolsa de 5 lb": a bag of five pounds
        product, container = trailing.group(1), vocab.CONTAINERS[trailing.group(2)]
        per_package = per_package or (amount is not None and unit != "ct")
    if product in _MILK_ALONE or (product == "whole" and unit in ("gal", "qt", "pt")):
        product = f"{product} milk"  # "a gallon of skim", "half gallon of 2%", "of whole"
    product = _CRUSHED_BY_COOK.sub("", _CUT_BEFORE_FRESH.sub("", product))
    which = _OF_THE_ONES.fullmatch(product) if count > 1 else None
    if which:  # "queso fresco, 2 of the round ones": how many, and which, of the thing before
        product = ""
        if which.group(1):
            notes.append(f"the {which.group(1)} ones")
    descriptors = descriptors_in(product)
    found_brand = _brand_at(product)
    brand, end = found_brand if found_brand else (None, 0)
    if brand and product[end : end + 1] == "s":  # "cheez its" are Cheez-It, "red bulls" Red Bull
        product = product[:end] + product[end + 1 :]
    named = _BRAND_RE.search(product) if brand else None
    if named:  # "sweet baby rays": the brand's words describe nothing
        descriptors = descriptors_in(f"{product[: named.start()]} {product[named.end() :]}")
    note = "; ".join(dict.fromkeys(n.strip(" ,.") for n in notes if n.strip(" ,."))) or None
    if size_wish is None and note:  # "the big one" is a note for the shopper, and a size
        size_wish = next((w for n in notes if (w := _size_wish(n)[0])), None)
    return LineItem(
        text=source,
        product=product,
        count=count,
        times=times and count > 1,
        amount=amount,
        unit=unit,
        per_package=per_package,
        container=container,
        size_wish=size_wish,
        avoid=avoid,
        descriptors=descriptors,
        brand=brand,
        substitutions=substitutions,
        note=note,
        store_brand=store_brand,
    )


def _store_label(s: str) -> tuple[bool, str]:
    """Whether the words wish for the store's own label, and the words without the wish:
    "saltines store brand", "(generic, whatever store brand)"; but "not the store brand"
    is what not, "(store brand is fine)" a leave and "crisco or store brand" a choice."""
    wished = False
    for m in reversed(list(vocab.STORE_LABEL.finditer(s))):
        if re.search(r"\b(?:not|no|never|or|nor)\s+(?:the\s+|a\s+|any\s+)?$", s[: m.start()]):
            continue
        if vocab.STORE_LABEL_LEAVE.match(s, m.end()):
            continue
        wished, s = True, f"{s[: m.start()]} {s[m.end() :]}"
    return wished, s


def _is_variety(said: str) -> bool:
    """A kind said apart from the thing ("- romaine", "(everything)"), not a note."""
    return bool(said and _VARIETY.fullmatch(said) and not set(said.split()) & _NOT_VARIETY)


def descriptors_in(product: str) -> tuple[str, ...]:
    """The descriptors product words say ("whole", "low sodium"), sorted."""
    return tuple(sorted({m.group(0) for m in _DESCRIPTOR_RE.finditer(product)}))


def _avoided(s: str) -> tuple[tuple[str, ...], str]:
    """(what the line says the thing is not, the line without it): "pancake syrup - NOT
    sugar free", "regular cheerios not honey nut", "greek yogurt, not the flavored kind",
    "almond butter no honey or anything". How fresh produce should be ("not too ripe",
    "not bruised") stays a note; "no salt added" is a kind."""
    s = _OR_ANYTHING.sub("", s)
    s = _NOT_SHOUTED.sub(r"\1 \3\2", s)  # "milk 2% not whole!! half gal": what not, last
    m = _NOT.search(s) or _NO.search(s)
    said = m.group(1).strip() if m else ""
    if not m or _NOT_CONDITION.fullmatch(said) or len(said.split()) > 3 or _NOT_WISH.search(said):
        return (), s
    return (m.group(1).strip(),), s[: m.start()].rstrip(" ,;-")


def _without_vague_thing(s: str) -> str:
    """ "the big thing of pb" is pb, the big one; "2 things of yogurt" two yogurts."""
    thing = _VAGUE_THING.search(s)
    if thing is None:
        return s
    before, after = s[: thing.start()].strip(), s[thing.end() :]
    wish = _WISH_BEFORE.fullmatch(before)
    if wish:
        return f"{wish.group(1)}{after} the {wish.group(2)} one"
    return f"{before} {after}".strip()


def _without_steps(s: str, *, counted: bool, measured: bool) -> str:
    """The thing without the cook's steps a recipe line puts after it with no comma: "1 lg
    onion chopped", "2 carrots peeled and diced", "1 cup butter softened". Only a line
    that starts with how many says them so; a shopper's "onion chopped" is the product,
    and so is a form sold ready-made after a measure or package ("2 cups cheddar
    shredded", "2 lb bag raw shrimp peeled and deveined", "3 cans tuna packed in oil")."""
    said = s.split()
    if not counted or len(said) < 2:
        return s
    for at in range(1, len(said)):
        steps = " ".join(said[at:])
        if vocab.PREPARATION.fullmatch(steps):
            form = measured and said[at] in vocab.FORM_STEPS
            return s if form else " ".join(said[:at])
    return s


# how many, then what they are for: "lemons 3 for lemonade" (not "3 for $5")
_COUNT_THEN_FOR = re.compile(
    rf"(.+?\s(?:[x×]\s?)?{_NUM}(?:\s+(?:{_CONTAINER_NAMES}))?)\s+(for\s+(?![\d$])[a-z][a-z' ]*)"
)


def _size_wish(s: str) -> tuple[str | None, str]:
    """("big" or "small", the text without the wish): "party size doritos", "2 small cans
    tomato paste" (the container stays), "cottage cheese, the big one"."""
    m = _OF_THE_WISH.search(s)
    if m:  # "2 of the big ones", "cool whip 2 of the little 8 oz tubs"
        count = m.group(1).removesuffix("of ").strip()
        said = (
            f"{s[: m.start()]} {count} {s[m.end() :]}"
            if m.start()
            else f"{m.group(1)}{s[m.end() :]}"
        )
        said = _BIG_SIZE.sub(" ", said) if m.group(2) else said  # "of the big party size bags"
        return ("big" if m.group(2) else "small"), _SPACES.sub(" ", said).strip()
    m = _BIG_SIZE.search(s)
    if m:
        return "big", f"{s[: m.start()]} {s[m.end() :]}".strip()
    m = _SIZE_WISH.search(s)
    if m:
        return ("big" if m.group(1) else "small"), f"{s[: m.start()]} {s[m.end() :]}".strip()
    m = _WISH_LAST.search(s)
    if m:  # "takis fuego big", "oj no pulp 1 big", "egg plant 2 big ones"
        return "big", f"{s[: m.start()]} {m.group(1) or ''}".strip()
    # "zuchinni 3 medium": a medium one is any one
    return None, _MEDIUM_LAST.sub(r" \1", s).strip()


# the big one said last, after the thing and how many (not "large" nor "small": "shrimp
# large", "tortillas small flour ones" are kinds)
_WISH_LAST = re.compile(
    rf"(?<=[a-z])\s+(?:({_NUM})\s+)?(big|bigger|biggest|huge|giant)(?:\s+ones?)?$"
)
_MEDIUM_LAST = re.compile(rf"(?<=[a-z])\s+({_NUM})\s+medium(?:\s+(?:ones?|sized?))?$")


_OF_THE_ONES = re.compile(r"(?:([a-z]+)\s+)?of")  # what "2 of the round ones" leaves

# "chicken stock/broth", "dhania/cilantro", "ful medames / fava beans": a choice, or the
# thing's other name; "and/or", "w/" and "1/2" are no choice
_SLASH_OR = re.compile(r"(?<=[a-z]{2})(?<!\band)\s*/\s*(?=[a-z]{2})")


def _container_after(s: str) -> tuple[str | None, str]:
    """(the container a line ends with, the line without it), for a line whose size wish
    was said of it: "body armor fruit punch big bottle"."""
    times = re.search(rf"\s+(?:x\s*{_NUM}|{_NUM}\s*x)$", s)
    if times:  # "jell-o strawberry small box x2": the box, and how many
        found, rest = _container_after(s[: times.start()])
        return (found, f"{rest}{times.group(0)}") if found else (None, s)
    head, _, last = s.rpartition(" ")
    if any(w in vocab.CONTAINERS for w in head.split()):
        return None, s  # "big bag of pizza rolls": the bag was the container, rolls the thing
    if re.search(rf"{_NUM}$", head) and vocab.CONTAINERS.get(last) == "pack":
        return None, s  # "waffles the big 24 pack": a pack of 24, read with the amounts
    return (vocab.CONTAINERS[last], head) if head and last in vocab.CONTAINERS else (None, s)


def _all_descriptors(text: str) -> bool:
    """Whether every word of ``text`` describes a variant ("large, brown", "whole wheat")."""
    rest = f" {text.lower()} "
    for phrase in sorted(vocab.DESCRIPTOR_PHRASES, key=len, reverse=True):
        rest = rest.replace(f" {phrase} ", " ")
    extra = {"wheat", "grain", "fat", "sodium", "sugar"}
    return all(
        w in vocab.DESCRIPTORS or w in extra or re.fullmatch(r"\d+(?:\.\d+)?%", w)  # "85% lean"
        for w in re.split(r"[\s,]+", rest)
        if w
    )


# A brand's one long word, misspelt: "uncrustibles", "lunchabels", "doritoes", "gatoraid"
BRAND_SPELLING_FROM = 7  # letters a word needs before it is read as a misspelt brand
BRAND_SPELLING_SCORE = 87  # RapidFuzz ratio at which it is that brand
_ONE_WORD_BRANDS = tuple(
    b for b in vocab.BRAND_PHRASES if b.isalpha() and len(b) >= BRAND_SPELLING_FROM
)
_LONG_WORD = re.compile(rf"(?<![\w'-])[a-z]{{{BRAND_SPELLING_FROM},}}(?![\w'-])")


@functools.lru_cache(maxsize=8192)
def _brand_spelt(word: str) -> str:
    """The brand a long word misspells, or the word: never a word the brand's name holds
    ("raisins" is no Craisins, "classic" no Classico)."""
    if word in _ONE_WORD_BRANDS or _BRAND_RE.fullmatch(word):
        return word
    found = process.extractOne(
        word, _ONE_WORD_BRANDS, scorer=fuzz.ratio, score_cutoff=BRAND_SPELLING_SCORE
    )
    return found[0] if found and word not in found[0] else word


def _expand_shorthand(s: str) -> str:
    for short, full in vocab.SHORTHAND.items():
        if short in s:
            s = re.sub(rf"(?<![\w&]){re.escape(short)}(?![\w&])", full, s)
    return s


def _quantities(s: str) -> tuple[int, float | None, str | None, bool, str | None, str]:
    """Pull count, amount, unit, per-package flag and container out of ``s``."""
    # a unit word that is part of a name ("pound cake", "gallon ziploc bags") is written
    # in capitals, which no amount pattern reads, and given back in lower case
    s = vocab.UNIT_IN_NAME.sub(lambda m: m.group(0).upper(), s)
    count: float | None = None
    amount: float | None = None
    unit: str | None = None
    per_package = False
    container: str | None = None
    dozen = False

    def cut(m: re.Match[str]) -> str:
        return s[: m.start()] + " " + s[m.end() :]

    m = _HOW_MANY_OF_THEM.search(s) or _MULT_LEAD.match(s) or _N_OF.match(s) or _MULT_MID.search(s)
    if m:
        count, s = float(m.group(1)), cut(m)
    m = _MULT_TRAIL.search(s)
    if m and count is None:
        count, s = float(next(g for g in m.groups() if g)), cut(m)
    m = _MULT_WORD.search(s)
    if m and count is None:
        count, s = float(m.group(1)), cut(m)
    m = _FEW.match(s)
    if m and count is None:
        word = m.group(1).split()[0]
        count, s = {"couple": 2, "few": 3, "pair": 2, "handful": 3}[word], cut(m)
    m = _MEASURE_OF.match(s)
    if m:
        s = cut(m)  # one package of it

    m = _N_PACKS.search(s)
    if m and count is None:  # "2 six-packs of beer"
        count, amount, unit, per_package = float(m.group(1)), float(m.group(2)), "ct", True
        s = cut(m)
    m = _TWO_PK.search(s)
    if m and count is None and amount is None:  # "lap cheong 2 pk": two of its packs
        count, container, s = 2, "pack", cut(m)
    m = _PACK.search(s)
    if m and amount is None and float(m.group(1)) >= 2:  # "12 pack coke": each pack's size
        amount, unit, per_package, s = float(m.group(1)), "ct", True, cut(m)
    m = _TRAIL_CONTAINER.search(s)
    # "pasta sauce x 2 jars"; "bananas 2 dozen" is twenty-four of them, read below
    if m and m.group(2) in vocab.CONTAINERS and m.group(2) != "dozen" and count is None:
        count, container, s = float(m.group(1)), vocab.CONTAINERS[m.group(2)], cut(m)
    m = _COUNT_THEN_KIND.search(s)
    if (
        m
        and count is None
        and amount is None
        and 1 < int(m.group(1)) <= MAX_COUNT_BEFORE_KIND
        and all(w in vocab.DESCRIPTORS and w not in ("lean", "fat") for w in m.group(2).split())
    ):
        count, s = float(m.group(1)), s[: m.start()] + " " + m.group(2)  # "peppers 3 green"
    m = _MID_CONTAINER.search(s)
    if m and count is None and container is None:  # "coffee ground reg 1 can folgers"
        count, container, s = float(m.group(1)), vocab.CONTAINERS[m.group(2)], cut(m)

    m = _COUNT_UNIT.search(s)
    if m and amount is None:  # "18 ct", "12 count": how many in all
        amount, unit, s = float(m.group(1)), "ct", cut(m)
    s = re.sub(r"\bx\s*(\d+)\s+(?=(?:dozens?|doz|dz)\b)", r"\1 ", s)  # "eggs x2 dz"
    m = _DOZEN.search(s)
    if m and amount is None:
        lead, half = m.group(1), m.group(2)
        n = (
            0.5
            if half or (lead and "half" in lead)
            else (float(lead) if lead and lead[0].isdigit() else 1.0)
        )
        n += 0.5 if m.group(3) else 0.0  # "a dozen and a half eggs": eighteen
        amount, unit, s = 12 * n, "ct", cut(m)
        dozen = True
    if amount is None:
        m = _UNIT_AND_HALF.search(s)
        if m and unit_of(m.group(2)):  # "a pound and a half", "2 gallons and a half"
            whole = 1.0 if m.group(1) in ("a", "an") else float(m.group(1))
            amount, unit, s = whole + 0.5, unit_of(m.group(2)), cut(m)
    if amount is None:
        m = next((h for h in _HALF_UNIT.finditer(s) if unit_of(h.group(1))), None)
        if m:
            amount, unit = 0.5, unit_of(m.group(1))
            before, s = s[: m.start()], cut(m)
            lead = re.search(rf"({_NUM})\s*$", before)
            if lead and count is None:  # "2 half gallons": two half-gallon jugs
                count, per_package = float(lead.group(1)), True
                s = s[: lead.start()] + " " + s[lead.end() :]
    if amount is None:
        for m in _AMOUNT.finditer(s):
            found = _unit_words(m.group(2))
            if found:
                amount, unit, s = float(m.group(1)), found, cut(m)
                break
    if amount is None:
        m = _A_UNIT.search(s)
        if m and unit_of(m.group(1)):  # "a gallon of milk"
            amount, unit, s = 1.0, unit_of(m.group(1)), cut(m)
    s = _SPACES.sub(" ", s).strip()

    # A container next to the quantity: "3 cans black beans", "5 lb bag of potatoes".
    s = re.sub(r"^(?:a|an|one(?!\s+percent))\s+", "", s)
    m = re.match(rf"^(?:({_NUM})\s+)?([a-z]+)\s+(?:of\s+)?", s)
    if m and m.group(2) in vocab.CONTAINERS and s[m.end() :].strip():
        container = vocab.CONTAINERS[m.group(2)]
        if m.group(1) and count is None:
            count = float(m.group(1))
        s = s[m.end() :]
    else:
        # (what it is for may follow: "green cabbage head for slaw")
        m2 = re.search(r"(?:^|\s)(?:a\s+)?([^\W\d_]+)((?:\s+for\s+[a-z' ]+)?)$", s)
        thing = m2 is not None and bool(
            _CONTAINER_THINGS.intersection(s[: m2.start()].lower().split()[-1:])
        )  # "goldfish snack packs 30ct", "trash bags": the word names a thing
        said_after = (
            m2 is not None and " " in s.strip() and m2.group(1) in _CONTAINERS_AFTER and not thing
        )
        if (
            m2
            and m2.group(1) in vocab.CONTAINERS
            and (amount is not None or said_after)
            and not thing
        ):
            container, s = vocab.CONTAINERS[m2.group(1)], s[: m2.start()] + m2.group(2)
        elif m3 := _SQUEEZE_BOTTLE.search(s):
            container, s = "bottle", s[: m3.start()]
        elif (
            m2
            and not m2.group(2)
            and amount is None
            and " " in s.strip()
            and m2.group(1) in _SIZE_AFTER
        ):
            # "whole milk gallon", "half and half pint": one of that size
            amount, unit, s = 1.0, unit_of(m2.group(1)), s[: m2.start()]

    m = _LEADING_COUNT.match(s)
    # "365 organic milk", "88 acres seed butter": a brand named by a number, never a count
    if m and not _NUMBER_BRAND.match(s) and not _NAME_WORDS_AFTER_NUMBER.match(s[m.end() :]):
        if count is None:
            count = float(m.group(1))
        s = s[m.end() :]
        m = re.match(r"^([a-z]+)\s+(?:of\s+)?", s)  # "2 bags of spinach"
        if m and m.group(1) in vocab.CONTAINERS and s[m.end() :].strip():
            container, s = vocab.CONTAINERS[m.group(1)], s[m.end() :]
    m = _TRAILING_COUNT.search(s)
    if m and count is None and not re.search(r"(?:%|/)$", s):
        count, s = float(m.group(1)), s[: m.start()]
    m = re.match(r"^([a-z]+)\s+(?:of\s+)?", s)
    if m and amount is None and unit_of(m.group(1)) and s[m.end() :].strip():
        # "a couple pounds of ground beef": the count was the amount
        amount, unit, s = float(count or 1), unit_of(m.group(1)), s[m.end() :]
        count = None
    if dozen and container in _DOZEN_OF and count is None and amount is not None:
        count, amount, unit = amount, None, None  # "a dozen cans of soup": twelve cans
    if container and amount is not None and unit != "ct":
        per_package = True
    if count is not None and count > 1 and amount is not None:
        per_package = True  # "milk 1 gal x2", "2 x 12oz bags": each package has the amount
    return (
        max(1, int(count)) if count is not None else 1,
        amount,
        unit,
        per_package,
        container,
        s.lower(),
    )


def _unit_words(word: str) -> str | None:
    word = word.strip(".").lower()
    if re.fullmatch(r"fl\.?\s*oz\.?|fluid\s+ounces?", word):
        return "fl oz"
    return unit_of(word)


def _product_words(s: str, extra: list[str]) -> str:
    s = s.replace("(", " ").replace(")", " ")
    previous = None
    while previous != s:
        previous = s
        s = _ARTICLE.sub("", s.strip())
        s = _OF.sub("", s)
    s = re.sub(r"\s+(?:the|a|an)$", "", s)  # "string cheese the 24 count"
    words = [w for w in s.split() if w not in ("x", "×")]
    text = " ".join([*words, *extra])
    text = _EDGE_PUNCT.sub("", _SPACES.sub(" ", text))
    return text.strip()
