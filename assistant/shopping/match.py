"""Ranking candidate products for one list line: ``rank(line, products)``.

A product scores well when it *is* the thing asked for, in the variant asked for, at a
sensible size, and available at the store:

- **Head noun**: the line's product noun (its last non-descriptor word, "milk" in "whole
  milk") must be the product's noun (the last word of its name before any ", variety"):
  "milk" is not "milk chocolate bar", "apples" is not "apple juice". Typos are forgiven
  with RapidFuzz (``processor=default_process``; "bannanas" ≈ "bananas").
- **Coverage**: every word of the line should be in the product's name or brand
  (fuzzily); product words the line did not ask for cost a little, flavour- or
  kind-changing ones ("chocolate", "almond", "coconut") more than neutral ones ("whole",
  "grade a", "large").
- **Descriptors and brand**: a named brand and the descriptors given (organic, 2%,
  unsalted…, with equivalents such as 2% = reduced fat) are strong requirements.
- **Size**: the line's amount converted to packages of the product's size (via pint);
  buying far more than asked costs; an exact package fit is preferred.
- **Store**: not carried or out of stock costs; a lower unit price breaks near-ties.
- **History**: the product this shopper chose before for the same words wins ties.
- **The candidates as a whole** (``Evidence``): where things named like the line are
  shelved, their usual size, and how many of them share each word: a shared word is what
  the thing usually is, a rare one a speciality. A brand the line's first words name is
  learnt from them when no list of brands knows it (``with_catalog_brand``).

Scores become a confidence in [0, 1] (the score and its margin over the next other
product); ``band`` sorts it into sure / likely / unsure. A pick with a doubt (a word not
covered, a descriptor or brand not met, a kind-changing or rare extra, the container or
size not met) is never "sure".
"""

from __future__ import annotations

import functools
import itertools
import math
import re
import unicodedata
from collections.abc import Mapping, Sequence

import msgspec
from rapidfuzz import fuzz, utils
from rapidfuzz.distance import Levenshtein

from assistant.retail.schemas import Price, Product
from assistant.shopping import (
    cantonese,
    hindi,
    italian,
    japanese,
    korean,
    persian,
    russian,
    spanish,
    tagalog,
    vietnamese,
)
from assistant.shopping import vocabulary as vocab
from assistant.shopping.parse import LineItem, brand_in, descriptors_in, parse_list
from assistant.shopping.quantities import ONES, convert, unit_of, words_to_digits

SURE, LIKELY = 0.90, 0.70  # bands, calibrated on tests/matching/eval_set.jsonl
STAND_IN_CONFIDENCE = (SURE + LIKELY) / 2  # a brand's stand-in: likely at best, never sure
LOOSE_PIECES, LOOSE_PLAIN = 0.35, 0.15  # loose produce for counted pieces / a plain line
CONTAINER_NAMED = 0.4  # the container the line names, as the product comes
PIECES = frozenset(["ear", "head", "stalk"])  # "containers" that are one vegetable each
# pieces a bunch is sold of: "2 celery stalks", "4 sprigs thyme", "4 green onions"
BUNCHED = frozenset(["stalk", "sprig"])
BUNCHED_HEADS = frozenset(["onion", "scallion", "carrot", "beet", "radish"])
PIECES_PER_BUNCH = 8
TIE = 0.05  # scores this close are a tie
DOUBT_COST = 0.1  # between near equals, the plainly right one over one with a doubt
ODD_SIZE = 3.0  # this many times larger or smaller than the usual size is an odd one
TYPICAL_SIZE = 0.1  # no amount said: the size most of the things named so come in
TIMES_MULTIPACK = 3  # and more so when the line counts times: each time a pack of twelve
SIX_PACK = 6  # the fewest pieces a multipack of things also sold one by one holds
MULTIPACK = 0.25  # several packages when the line asked for one, and most come single
COLOUR_CLASH = 0.6  # the line names one colour, the product another
COLOURS = frozenset(
    ["red", "green", "yellow", "orange", "white", "black", "blue", "purple", "pink", "brown"]
)
# what a milk, butter or flour is made of: one named instead of another is another thing
BASES = frozenset(
    [
        *("almond", "coconut", "oat", "soy", "cashew", "rice", "goat", "sheep", "hemp"),
        *("pea", "macadamia", "flax", "pistachio", "hazelnut", "peanut", "sunflower", "buffalo"),
    ]
)
FREE_OF = 0.3  # made without something the line did not ask to be without
NAMESAKE = 0.6  # the thing a brand is named after ("Dave's Killer Bread"'s bread)
COMBINED = 0.3  # the thing joined with another food in the name ("Beef and Broccoli")
IMITATION = 0.4  # "X Style" when the line asked for X
IMITATIONS = frozenset(["style", "blend"])
PHRASE = 0.15  # the line's words together and in its order in the name
WEIGHTS = frozenset(["lb", "oz", "kg", "g"])
COOKS_MEASURES = vocab.COOKS_MEASURES  # a recipe's measures, not a package's
UNMEASURED = frozenset(["1 bunch", "1 each", "1 head"])  # produce no cup is told in
DRY_DENSITY = 0.5  # ounces of weight in a fluid ounce of flour, rice, shredded cheese
WET = frozenset(  # things a cup of weighs as water does: broth is labelled "18.6 oz"
    [
        *("broth", "stock", "milk", "cream", "juice", "water", "oil", "vinegar", "sauce"),
        *("wine", "syrup", "honey", "molasses", "yogurt", "soup", "puree", "paste", "ketchup"),
        *("mayonnaise", "mayo", "buttermilk", "kefir", "beer", "coffee", "salsa", "dressing"),
        *("tomato", "pumpkin", "applesauce", "butter", "margarine", "shortening", "ricotta"),
    ]
)
# leaves and loose florets fill a cup with air: a cup of spinach weighs about an ounce,
# a cup of broccoli florets three (said of the line's words, the first kind found)
LEAFY_DENSITY, FLORET_DENSITY = 0.125, 0.375
LEAFY = frozenset(
    [
        *("spinach", "arugula", "kale", "lettuce", "greens", "mix", "romaine", "chard"),
        *("cilantro", "basil", "parsley", "mint", "dill", "watercress", "microgreens"),
        *("sprouts", "herbs", "leaves", "mesclun", "spring"),
    ]
)
FLORETS = frozenset(["florets", "floret", "cabbage", "coleslaw", "slaw", "mushrooms"])
# and crisp, puffed things still less: a cup of fried onions or corn flakes is about an ounce
# chips and small candies pack closer: a cup of chocolate chips weighs about 6 oz (the
# 12 oz bag is two cups)
CHIPS_DENSITY = 0.75
CHIPS = frozenset(
    ["chocolate", "semisweet", "bittersweet", "butterscotch", "morsels", "ms", "kisses", "carob"]
)
AIRY_DENSITY = 0.2
AIRY = frozenset(
    [
        *("fried", "crispy", "croutons", "cereal", "flakes", "popcorn", "marshmallows"),
        *("chips", "puffs", "crisps"),
    ]
)
VOLUMES = frozenset(["fl oz", "gal", "qt", "pt", "l", "ml", "cup"])
SIZE_WISH = 0.8  # the smallest of the sizes for "the small cans" ("a little" is often no size)
BIG_WISH = 1.6  # the biggest for "the big one": worth more than a word the line did not say
SIZE_NAMED = 0.2  # and the name saying "Family Size" or "Party Size" too
SIZE_FAR = 0.7  # a fit below this is not the size wished for
PACKET_OUNCES = 2.0  # the most a packet of seasoning, yeast or drink mix holds
AVOIDED = 2.5  # what the line says the thing must not be ("not honey nut")
NUTRIENTS = frozenset(["sodium", "salt", "fat", "sugar", "calorie", "carb"])  # "Light in Sodium"
NEAR_ENOUGH = 0.2  # share of a jug a line's volume may fall short of and mean it
NEAR_WEIGHT = 0.07  # the same for a weight: 15 oz is the pound asked for
PACKS_FOR_ONE = 0.2  # waste of smaller packs that hold just the pack said ("24 pk": 2 × 12)
SHORT_PACKAGE = 0.2  # a package this much smaller than each one said: more of them
COUNTED = 0.3  # a package that says how many pieces it holds, for counted pieces
NAMED_PACKS = frozenset(["shaker"])  # a package the names say ("8 oz Shaker")
CARTONED = frozenset(["broth", "stock", "juice", "milk"])  # a "box" of them is a carton
SAID_SIZE_FROM = 4  # a bare number above this that is the package's ounces is its size
READ_AS = 0.4  # the thing read through a misspelling, where another may be spelt so
CARTON_OUNCES = 32  # a box of broth or juice: a quart carton or more
COUNTED_BULK_OUNCES = 160  # ten pounds of packages for counted pieces: one pack is meant
HALF_GALLON_CARTON = 48  # fluid ounces in what ice cream makers still call a half gallon
_ICE_CREAM = re.compile(r"\bice\s+cream\b(?!\s+(?:cones?|sandwich|bars?|cake))", re.IGNORECASE)
SLICE_OUNCES = 0.5  # the least a slice of bacon, bread, cheese or deli meat weighs
_SLICES = re.compile(r"\b(?:slices?|rashers?|strips?)\b", re.IGNORECASE)
SINGLE_SERVING_OZ = 24  # the most one serving sold alone holds ("12 pack" of them)
SERVING_OUNCES = 8.0  # the most a cup, pouch or tube of one serving holds
MOST_IN_ONE = 12.0  # lb or gal: a "count / size" package holding more says its total
MANY_PACKAGES = 12  # packages an amount said ("2 gal") may take before it is doubted
MANY_PACKAGES_COST = 1.0
MAKERS_LINE = 1.0  # the maker of the product line said, though its name does not say it
EXACT_SIZE = 0.1  # the package size said, to the letter, over one a little off
DEFAULT_KIND = 0.15  # the kind a plain name means ("onions" are yellow onions)
ONE_PACK_LEFT = 0.25  # waste of what one pack holds beyond the pieces counted, as a share
PACK_PIECES = 8  # more counted pieces than a pack that does not say its count surely holds
NOUN_FIRST = 1.0  # how much better the line must fit read thing first ("bagels everything")
BRANDS_ORIGINAL = 0.3  # a brand named alone means its original kind, where one is named so
_ORIGINAL = re.compile(r"\b(?:original|classic)\b", re.IGNORECASE)
BRANDS_USUAL = 1.0  # what most of a brand's products with the line's words are
KIND_FORM = 0.45  # the form a brand's name says (Minute: instant), not asked for
LIGHTER_KIND = 0.3  # a lighter version ("Less Sodium") a plain line did not ask for
STORE_LABEL = 0.5  # a store's own label, for a line that asks for one ("store brand")
OWN_LABEL = 0.15  # a brand named alone: what is sold under that very label
PURPOSE = 0.3  # the name says what the line says the thing is for
COUNTER_WEIGHED = 0.4  # a thing sold by weight when the line says it is from the counter
COUNTER = re.compile(r"\b(?:deli|butcher|counter)\b")
SMALL_CAN_OUNCES = 16  # fish, beans, soup: a can holds less than a pound
CAN_OUNCES = 32  # the largest can on a grocery shelf (a #10 can is for restaurants)
BIG_CAN_OUNCES = 120  # "the big can" of hominy or beans: a #10 can, where the store has one
# Descriptors a catalog rarely writes down: "a small piece of fresh ginger" is Ginger Root.
# worth little when the name lacks them ("regular" sour cream is most sour cream)
SOFT_DESCRIPTORS = frozenset(["fresh", "small", "medium", "large", "big", "ripe", "regular"])
SPECIALITY = 0.1  # a word fewer than this share of the named candidates have is a speciality
UNAVAILABLE = frozenset(["out of stock", "not sold at this store"])
DOUBTFUL = 0.89  # the confidence of a pick with a doubt that would otherwise be sure
NEARLY_ALL = 0.7  # share of the named candidates at which a form is the thing's own (tots)
USUAL = 0.4  # share of the named candidates at which a word is what the thing usually is
USUAL_FLAVOUR = 0.3  # extra-word cost of a kind-changing word most of them have
RARE, COMMON = 1.25, 0.5  # extra-word cost factors for a word none / all candidates have
FUZZY_WORD = 82  # RapidFuzz ratio at which two words are the same word misspelt
FUZZY_SHORT = 90  # the same for words under six letters: "sake" is not "shake"
BRAND_BEGUN_FROM = 6  # letters a line's word needs to be read as a brand said short
SPELT_OUT_FROM = 7  # letters a word needs to be read as a misspelt one with one spelling
MISSPELT_FROM = 5  # letters a word needs before one of them off is read as a misspelling
USUAL_SPELLING = 0.2  # share of the candidates with a word for it to be the spelling meant


def singular(word: str) -> str:
    """A plain English singular, good enough for matching nouns ("tomatoes" → "tomato")."""
    for suffix, repl in (
        ("ies", "y"),
        ("oes", "o"),
        ("ches", "ch"),
        ("shes", "sh"),
        ("sses", "ss"),
        ("xes", "x"),
        ("lves", "lf"),  # halves, shelves
        ("aves", "af"),  # leaves, loaves (but cloves, olives, chives keep their e)
    ):
        if word.endswith(suffix) and len(word) > len(suffix) + 1:
            return word[: -len(suffix)] + repl
    if word.endswith("s") and not word.endswith(("ss", "us")) and len(word) > 3:
        return word[:-1]
    return word


NEUTRAL_EXTRAS = frozenset(
    singular(w)
    for w in [
        "product",  # "Prepared Cheese Product": the label's legal wording
        "enriched",  # "Enriched Macaroni Product"
        "whole",
        "grade",
        "a",
        "large",
        "fresh",
        "original",
        "classic",
        "plain",
        "regular",
        "white",
        "natural",
        "pure",
        "premium",
        "select",
        "homestyle",
        "traditional",
        "real",
        "all",
        "purpose",
        "kroger",
        "simple",
        "truth",
        "hometown",
        "grocer",
        "private",
        "selection",
        "365",
        "great",
        "value",
        "good",
        "gather",
    ]
)
# Processed forms: "Chopped Broccoli" or "Sliced Peaches" when someone asked for broccoli.
FORMS = frozenset(
    singular(w)
    for w in [
        "chopped",
        "diced",
        "sliced",
        "crushed",
        "minced",
        "shredded",
        "shred",  # "Mozzarella Style Shreds"
        "crumbled",
        "crumble",  # "Feta Cheese Crumbles"
        "grated",
        "canned",
        "frozen",
        "dried",
        "pickled",
        "cut",
        "peeled",
        "stewed",
        "marinated",
        "breaded",
        "seasoned",
        "cooked",
        "pulled",  # "Pulled Pork" is cooked, as roasted seeds are not another thing
        "grilled",
        "fried",
        "mashed",  # "Yukon Gold Mashed Potatoes" are a side dish, not potatoes
        "corned",  # "Flat Cut Corned Beef Brisket" is cured, not the fresh brisket
    ]
)
KIND_CHANGING = frozenset(
    singular(w)
    for w in [
        "chocolate",
        "almond",
        "coconut",
        "oat",
        "soy",
        "cashew",
        "rice",
        # what a pasta, rice or crust is made of instead
        *("shirataki", "konjac", "chickpea", "lentil", "cauliflower", "zucchini"),
        "flavored",
        "flavoured",
        "decaf",  # coffee without its caffeine is another kind
        "decaffeinated",
        "strawberry",
        "vanilla",
        "banana",
        "apple",
        "cherry",
        "lemon",
        "lime",
        "orange",
        "grape",
        "peach",
        "mango",
        "pomegranate",
        "chorizo",
        "honey",
        "cinnamon",
        "caramel",
        "maple",
        "pumpkin",
        "spice",
        "mint",
        "peanut",
        "butter",  # "Peanut Butter" M&M's, "Butter Chicken", "Butter Beans"
        "cheese",
        "cheddar",
        "bacon",
        "chicken",
        "beef",
        "pork",
        "turkey",
        "garlic",
        "onion",
        "pepper",
        "jalapeno",
        "chipotle",
        "bbq",
        "ranch",
        "dressing",
        "sauce",
        "alfredo",  # another sauce than the tomato one: "spaghetti sauce" is no Alfredo
        "pesto",
        "soup",
        "juice",
        "drink",
        "bar",
        "bars",
        "chips",
        "cookies",
        "cookie",
        "cake",
        "bread",
        "muffin",
        "muffins",
        "pie",
        "candy",
        "cereal",
        "snack",
        "snacks",
        "powder",
        "mix",
        "dip",
        "spread",
        "frozen",
        "dried",
        "canned",
        "smoked",
        "sparkling",  # sparkling cider, water or juice is another drink
        "sandwich",
        "pasta",
        "noodles",
        "pudding",
        "yogurt",
        "ice",
        "cream",
        "shake",
        "smoothie",
        "tea",
        "coffee",
        "baby",
        "dog",
        "cat",
        "mocha",
        "golden",  # Golden Oreos are vanilla, golden raisins another grape
        "artisan",  # "Takis Artisan Style Fuego" are no rolled Takis Fuego
        "hazelnut",
        "toffee",
        "butterscotch",
        "raspberry",
        "blueberry",
        "berry",
        "lentil",
        "chickpea",
        "veggie",
        "protein",
        "keto",
        "instant",
        "decaf",
        "diet",
        "mini",
        "goat",
        "sheep",
        "gluten",
        "spicy",
        "hot",
        "sweet",
        # variants people name when they want them: "thin spaghetti", "light mayo"
        "thick",
        "thin",
        "light",
        "lite",
        "zero",
        "skinny",
        "multigrain",
        "grain",
        "wheat",
    ]
)
# the lighter version of a thing, never what its plain name means however many there are
# ("light" is left out: light corn syrup and light brown sugar are kinds, not diets)
# single servings named in the plural: "apple juice boxes", "applesauce pouches" are a
# multipack of them, not one
SERVINGS = frozenset(["boxes", "pouches", "cups", "bars", "sticks", "packs", "bottles", "cans"])
SPELT_SO = {"lite": "light"}  # a word and its other spelling in names
DIET = frozenset(["lite", "diet", "zero", "skinny", "keto"])
EQUIVALENTS = {
    "2%": ("2%", "reduced fat"),
    "1%": ("1%", "low fat", "lowfat"),
    "skim": ("skim", "fat free", "nonfat", "non-fat", "fat-free"),
    "nonfat": ("nonfat", "fat free", "skim", "non-fat"),
    "lowfat": ("lowfat", "low fat", "1%"),
    "full-fat": ("full fat", "whole milk"),
    "low-fat": ("low fat", "lowfat", "1%"),
    "whole wheat": ("whole wheat", "100% whole wheat", "wheat"),
    "unsalted": ("unsalted", "sweet cream unsalted"),
    "lactose-free": ("lactose free", "lactaid"),
    "gluten-free": ("gluten free",),
    "cage-free": ("cage free",),
    "extra-virgin": ("extra virgin",),
    "crumbled": ("crumbled", "crumbles"),  # "Feta Cheese Crumbles"
    "shredded": ("shredded", "shreds"),
    "sliced": ("sliced", "slices"),
    "medium-roast": ("medium roast", "roast medium"),  # "Classic Roast Medium Ground Coffee"
    # a brand's plain version goes by any of these names
    "original": ("original", "regular", "classic", "traditional"),
    "classic": ("classic", "original", "regular", "traditional"),
    "traditional": ("traditional", "original", "classic", "regular"),
    "regular": ("regular", "original", "classic", "traditional"),
    "old-fashioned": ("old fashioned", "old-fashioned", "rolled"),
    "decaf": ("decaf", "decaffeinated"),
    "decaffeinated": ("decaffeinated", "decaf"),
    "baby": ("baby", "mini"),  # "Organic Mini Peeled Carrots"
    "soft": ("soft", "silken"),  # soft tofu is the silken kind
    "lite": ("lite", "light"),  # "chunk lite tuna" is the Chunk Light
    "no-salt": ("no salt", "unsalted", "salt free", "without salt"),
    "no-salt-added": ("no salt", "unsalted", "salt free", "without salt"),
    "no-sugar": ("no sugar", "sugar free", "zero sugar", "unsweetened", "without sugar"),
    "no-sugar-added": ("no sugar", "sugar free", "zero sugar", "unsweetened", "without sugar"),
    "nitrate-free": ("nitrate free", "no nitrate", "uncured", "nitrite free"),
    "uncured": ("uncured", "nitrate free", "no nitrate"),
    "cold-pressed": ("cold pressed", "cold-pressed", "cold extracted"),
    "unrefined": ("unrefined", "virgin"),
    "virgin": ("virgin", "unrefined"),
    "grass-fed": ("grass fed", "grassfed", "grass-fed"),
    "wild-caught": ("wild caught", "wild-caught", "wild"),
    "pasture-raised": ("pasture raised", "pasture-raised"),
}
_WORD = re.compile(r"[a-z0-9%/']+")
_SIZE = re.compile(r"(\d+(?:\.\d+)?(?:/\d+)?)\s*([a-z ]+?)\s*$")
STOP = frozenset(
    ["a", "an", "the", "of", "and", "&", "with", "for", "in", "on", "or", "to", "fresh", "non"]
)


class Match(msgspec.Struct, frozen=True, kw_only=True):
    product: Product
    score: float
    confidence: float
    quantity: int
    reasons: tuple[str, ...]
    doubts: tuple[str, ...] = ()  # why it is not plainly what was asked ("also thick")


@functools.lru_cache(maxsize=65_536)
def words(text: str) -> tuple[str, ...]:
    """Lower-case singular words (cached: the same names are scored line after line)."""
    # "Lay's" and "lays" are one word: possessives are written with and without the mark.
    text = text.lower().replace("-", " ").replace("'", "").replace("\u2019", "")
    if not text.isascii():  # "Jalapeño", "jalapeno": one word, its accents or not
        folded = unicodedata.normalize("NFKD", text)
        text = "".join(c for c in folded if not unicodedata.combining(c))
    # "Five Spice Powder" is what the parser reads "five-spice powder" as: 5 spice powder
    return tuple(str(ONES[w]) if w in ONES else _spelling(singular(w)) for w in _WORD.findall(text))


def _spelling(w: str) -> str:
    """The one spelling of a word spelt several ways, misspelt or not ("mayonaise" is the
    mayo of "Mayonnaise": its one spelling is no longer the word as written)."""
    if w in SPELLINGS:
        return SPELLINGS[w]
    if len(w) >= SPELT_OUT_FROM:
        for long, one in SPELLINGS.items():
            if len(long) >= SPELT_OUT_FROM and w[0] == long[0] and _same(w, long):
                return one
    return w


# One word spelt several ways in names and lists: "Ancho Chile Powder", "ancho chili powder"
SPELLINGS = {
    "chile": "chili",
    "chilli": "chili",
    "tahina": "tahini",
    "chily": "chili",
    "yoghurt": "yogurt",
    "doughnut": "donut",
    "flavour": "flavor",
    "flavoured": "flavored",
    "whisky": "whiskey",
    "mayonnaise": "mayo",  # short for it, and many names say it so: "Real Mayo"
    "morsel": "chip",  # baking chips: "Nestle Toll House Butterscotch … Morsels"
    "bratwurst": "brat",  # "Johnsonville Stadium Brats", "… Original Bratwurst Party Pack"
    "barbecue": "bbq",  # "KC Masterpiece Original Barbecue Sauce", "Bbq Sauce"
    "barbeque": "bbq",
    "miniature": "mini",  # "Jet-Puffed Mini Marshmallows", "Miniature Marshmallows"
    "tumeric": "turmeric",  # as often written as not, on lists and on some labels
    "wrap": "wrapper",  # "Wonton Wraps" are the wonton wrappers asked for
}


# Words catalogs put after the thing itself: its class ("Mozzarella Cheese", "Spaghetti
# Pasta", "Ranch Dressing"), a neutral word ("Natural Cheese"), or the package ("Family
# Size"). A line that says just "mozzarella" still names "Mozzarella Natural Cheese".
GENERIC_HEADS = frozenset(
    [
        "cheese",
        "candy",  # "Werthers Original Hard Caramel Candy" is caramels
        "breadcrumb",  # "Panko Breadcrumbs" are panko
        "cracker",  # "Saltine Crackers" are saltines
        "lettuce",
        "leaf",
        "leaves",
        "greens",
        "sauce",
        "dressing",
        "pasta",
        "cereal",
        "breakfast",
        "root",
        "pepper",
        "fillet",
        "filet",
        "steak",  # "Top Sirloin Steak" is the top sirloin
        "bunch",
        "dinner",
        "meal",
        "kit",
        "blend",
        "pack",
        "variety",
        "original",
        "classic",
        "flavor",
        "blended",  # "Chobani Greek Yogurt Vanilla Blended"
        "style",
        "size",
        "family",
        "value",
        "twin",
        "party",
        "mega",
        "bag",
        "box",
        "jar",
        "bottle",
        "can",
    ]
)
# Compound nouns whose first word is not the thing but what it is made from or for:
# "Whipped Cream Cheese" is no cream, "Apple Sauce" no apples, "Steak Sauce" no steak.
NOT_A_KIND = frozenset(
    [
        ("cream", "cheese"),
        ("cottage", "cheese"),
        ("string", "cheese"),
        ("cheese", "sauce"),
        ("cheese", "dressing"),
        ("apple", "sauce"),
        ("steak", "sauce"),
        ("fish", "sauce"),
        ("soy", "sauce"),
        ("pasta", "sauce"),
        ("pizza", "sauce"),
        ("hot", "sauce"),
        ("chili", "sauce"),
        ("cranberry", "sauce"),
        ("tomato", "sauce"),
        ("chocolate", "sauce"),
        ("wine", "sauce"),
        ("salad", "dressing"),
        ("seed", "dressing"),  # "Poppy Seed Dressing" is no poppy seed
        ("pepper", "sauce"),  # "Cayenne Pepper Sauce" is a hot sauce
    ]
)
# "Toilet Paper Mega Rolls" is toilet paper, yet "Pumpkin Seed Rolls" are rolls: a roll is
# a package only after a word that sizes it.
ROLL_SIZES = frozenset(["mega", "double", "triple", "giant", "huge", "jumbo", "big", "regular"])
# Parts of a plant and pieces it is cut into: "oregano leaf", "watermelon chunk" ask for
# the plant or fruit, in that part if the shelf has it.
# The same for single servings the thing comes packed in: "oatmeal packets".
# what a thing comes in, never the thing itself (unlike rolls, bars or pouches)
HELD_IN = frozenset(["block", "brick", "jar", "tub", "carton", "jug", "bottle", "squeeze"])
# "italian style", "burrito size": which kind, said after the thing
STYLE_WORDS = frozenset(["style", "flavor", "flavored", "recipe", "size"])
CUT_WORDS = frozenset(
    [
        "chunk",
        "piece",
        "cube",
        "floret",
        "spear",
        "wedge",
        "half",
        "packet",
        "sachet",
        "pod",
        "granule",  # "Instant Coffee Crystals" are the coffee granules asked for
        "crystal",
        "kernel",  # "frozen corn kernels": the corn ("Frozen Sweet Corn")
    ]
)
# How it is packed, said at the end of some names ("Mustard Squeeze Bottle", "Half and
# Half, 16 oz Pint"): the thing comes before it.
PACKAGE_WORDS = frozenset(["squeeze", "pint", "quart", "gallon", "tub", "pouch", "carton", "jug"])
SOUP_DISHES = frozenset(["ramen", "ramyun", "pho"])  # "Ramen Noodle Soup" is the ramen
# pasta named by its shape, then "Noodles" ("Wavy Lasagna Noodles", "Udon Noodles"); not
# "Egg Noodles", which are no eggs
NOODLE_SHAPES = frozenset(
    [
        *("lasagna", "lasagne", "udon", "soba", "fettuccine", "fettuccini", "linguine"),
        *("spaghetti", "vermicelli"),  # "Rice Vermicelli Noodles"
    ]
)
_STYLE_OF = re.compile(
    r"\b([a-z]+)\s+style\s+(?:spread|alternative|product|shreds|slices|block)s?\s*$", re.I
)
LEGAL_CLASSES = frozenset(["macaroni", "noodle"])  # "Enriched Macaroni Product"
TAIL_WORDS = GENERIC_HEADS | NEUTRAL_EXTRAS | CUT_WORDS | PACKAGE_WORDS
# Animals whose cuts are sold under their name: "Turkey Breast" is turkey to a line that
# asks for sliced turkey, as "Pork Loin" is pork.
ANIMALS = frozenset(["chicken", "turkey", "pork", "beef", "lamb", "veal", "duck", "goat"])
# How deli counters word sliced meat after the meat: "Turkey Deli Slices", "Ham Lunch Meat"
DELI_TAILS = frozenset(["deli", "lunch", "lunchmeat", "slice"])
GROUND = frozenset(["ground", "granulated", "powdered"])  # a spice ground is its powder
SPICE_FORMS = frozenset(["ground", "granulated", "powder", "crushed", "cracked"])
PART_WORDS = frozenset(["leaf", "root", "sprig", "stem"]) | CUT_WORDS
# What a plain thing is flavoured with ("not the flavored kind" of yogurt)
FLAVOURS = frozenset(
    singular(w)
    for w in [
        "vanilla",
        "strawberry",
        "blueberry",
        "raspberry",
        "blackberry",
        "berry",
        "peach",
        "cherry",
        "chocolate",
        "honey",
        "banana",
        "mango",
        "lemon",
        "lime",
        "coconut",
        "caramel",
        "maple",
        "cinnamon",
        "pineapple",
        "apple",
        "orange",
        "mocha",
        "hazelnut",
        "pumpkin",
        "flavored",
        "flavoured",
    ]
)
# Descriptors that are foods themselves, so the thing when they come last after a word
# naming their kind ("milk chocolate", "blood orange"), but a flavour after another food
# ("greek yogurt vanilla").
FOOD_DESCRIPTORS = frozenset(["chocolate", "orange", "strawberry", "vanilla"])
FLAVOUR_KINDS = frozenset(
    ["milk", "dark", "white", "baking", "blood", "mandarin", "navel", "valencia", "wild"]
)


_NUMBERED = re.compile(r"\b(?:stage|size|step|level|grade)\s*\d+\b")


# a plural thing (or dumplings whose plural is the word), then a flavour's or filling's
# two-part name last ("chips salt n vinegar", "mandu pork & veg")
_FLAVOUR_LAST = re.compile(
    r"\b([a-z]+s|mandu|gyoza|bao|shumai|siu mai)\s+("
    + "|".join(re.escape(n).replace(r"\ and\ ", r"\s+(?:and|&|n)\s+") for n in vocab.FLAVOUR_PAIRS)
    + r")$"
)


def head_noun(line: LineItem) -> str:
    # "chili with beans", "tuna packed in olive oil": the thing comes before the rest
    # "orange juice no pulp": what it is without comes after it too
    # "stuffing for turkey", "yeast for dinner rolls": what it is for comes after it too
    product = re.sub(r"\bbone in\b", "bone-in", line.product)  # (no "in" to split at)
    text = re.split(r"\s(?:packed in|in|with|w/|no|without|for)\s", product, maxsplit=1)[0]
    text = _NUMBERED.sub(" ", text)  # "pouches stage 2": which pouches, not the thing
    for phrase in sorted(line.descriptors, key=len, reverse=True):
        if " " in phrase:  # "low sodium" describes, it is not the thing
            text = text.replace(phrase, " ")
    names = [w for w in words(text) if w not in STOP]
    said = text.split()
    if (
        len(names) > 2
        and names[-2:] == ["sea", "salt"]
        and ((len(said) > 2 and said[-3].endswith("s")) or names[-3] in FOOD_DESCRIPTORS)
    ):
        names = names[:-2]  # "kettle chips sea salt": the chips, of that flavour
    elif (
        names[-2:] in (["whole", "milk"], ["part", "skim"], ["skim", "milk"])
        and any(
            w not in vocab.DESCRIPTORS and w not in FORMS and w not in words(line.brand or "")
            for w in names[:-2]
        )
        and names[-3:-2] != ["evaporated"]
    ):
        names = names[:-2]  # "ricotta cheese whole milk": the cheese, of whole milk
    elif (flavour := _FLAVOUR_LAST.search(text)) and not set(words(flavour.group(1))) & set(
        words(line.brand or "")
    ):
        # "pierogis potato & cheese", "quest bars cookies n cream": the things, then their
        # filling or flavour by its two-part name
        names = [w for w in words(text[: flavour.start(2)]) if w not in STOP]
    # "honey great value": a store's label said last, whose words are no thing (a maker's
    # name said last, as "chicken nuggies tyson", is read as naming its product)
    maker = (line.brand or "").lower()
    brand = [w for w in words(maker) if w not in STOP]
    if maker in vocab.STORE_BRANDS and 0 < len(brand) < len(names):
        names = names[: -len(brand)] if names[-len(brand) :] == brand else names
    if (
        len(names) > 1
        and names[-1] in FOOD_DESCRIPTORS
        and (
            (names[-2] in FLAVOUR_KINDS and (len(names) == 2 or names[-3] in vocab.DESCRIPTORS))
            or names[-2] in vocab.DESCRIPTORS
        )
        and not line.brand
    ):
        # "milk chocolate" is chocolate, "blood orange" an orange; "chobani strawberry"
        # is a flavour of what the brand sells
        return names[-1]
    # (a fat's share is no thing either: "cottage cheese 4%")
    plain = [w for w in names if w not in vocab.DESCRIPTORS and not re.fullmatch(r"[\d.]+%", w)]
    if not plain:  # "strawberries organic": the fruit, though a flavour is a descriptor too
        plain = [w for w in names if w in FOOD_DESCRIPTORS][-1:]
    if len(plain) > 2 and plain[-1] in STYLE_WORDS:
        plain = plain[:-2]  # "frozen meatballs italian style": meatballs, Italian style
    if len(plain) > 1 and plain[-1] in PART_WORDS:
        return plain[-2]  # "baby spinach leaf" is spinach, "ginger root" ginger
    if len(plain) > 1 and plain[-1] in HELD_IN:
        return plain[-2]  # "cheddar cheese block sharp": the cheese, in a block
    return (plain or names or [""])[-1]


def names_the_brand(line: LineItem, head: str) -> bool:
    """The line's noun is the brand's name ("oreos", "cheez its"): the brand names the
    product."""
    said = words(line.brand or "")
    if said.count(head) and words(line.product).count(head) > said.count(head):
        return False  # "field roast plant-based roast": the roast is said after the brand
    return bool(said) and (head in said or (head.endswith("s") and head[:-1] in said))


def _part_word(line: LineItem) -> str | None:
    """The part-of-plant word a line's noun is followed by ("oregano leaf"), which
    catalogs mostly leave out: it is welcome in a name but not missed."""
    plain = [w for w in words(line.product) if w not in STOP and w not in vocab.DESCRIPTORS]
    return plain[-1] if len(plain) > 1 and plain[-1] in PART_WORDS else None


def _cut_of(line: LineItem, head: str, heads: Sequence[str], name: Sequence[str]) -> bool:
    """The line names a cut of what the name calls it by ("dill spears" are the "Dill
    Pickle Spears"): the cut is the product's noun and the line's noun is in its name."""
    part = _part_word(line)
    return part in CUT_WORDS and part in heads and head in name


def _kind_of_class(line_words: Sequence[str], head: str, heads: Sequence[str]) -> bool:
    """The line names a kind and its class ("ziti pasta", "cheddar cheese") and the
    product is called by the kind alone ("Pasta Ziti", "Sharp Cheddar")."""
    if head not in GENERIC_HEADS | KIND_CLASSES or not heads or head not in line_words:
        return False  # ("Harissa" is harissa paste, though "Tomato Paste" is no tomato)
    at = line_words.index(head)
    return at > 0 and line_words[at - 1] == heads[0]


SERVING_PACKS = frozenset(["cup", "pouch", "tube"])
# what a line may add after a thing's name that the name alone means ("harissa paste" is
# "Harissa"), though a product named so is no such thing ("Tomato Paste" is no tomato)
CLASS_NOUNS = frozenset(["paste", "sauce"])
# classes a kind's name means, said after it ("ziti pasta", "cheddar cheese"): said, they
# are covered by the kind's name alone (but "juice boxes" are no "Juice")
KIND_CLASSES = CLASS_NOUNS | {"pasta", "macaroni", "cheese", "cereal", "candy", "lettuce", "greens"}


def _packed_as(
    line_words: Sequence[str], head: str, heads: Sequence[str], name: Sequence[str]
) -> bool:
    """The line names the thing by the cups or pouches it comes in ("mandarin orange
    cups") and the name says both, the thing last ("Fruit Cups Mandarin Oranges")."""
    return (
        head in SERVING_PACKS
        and head in name
        and bool(heads)
        and any(_same(heads[0], w) for w in line_words if w != head)
    )


def _roast_of(head: str, heads: Sequence[str], name: Sequence[str]) -> bool:
    """The line names a cut of meat and the product is that cut as a roast ("pork
    shoulder" is the "Bone-In Pork Shoulder Boston Butt Roast")."""
    return head in vocab.MEAT_CUTS and heads[:1] == ("roast",) and head in name


def product_heads(product: Product) -> tuple[str, ...]:
    """The product's own noun: the last word of its name (before any ", variety"), and
    the word before it when the last one is a generic class noun."""
    return _heads(product.description, product.brand if isinstance(product.brand, str) else "")


@functools.lru_cache(maxsize=65_536)
def _heads(name: str, brand: str) -> tuple[str, ...]:
    # "Green Onions (Scallions)": a name in brackets is the same thing's other name
    alias = re.search(r"\(([a-z ]+)\)", name, re.IGNORECASE)
    also = words(alias.group(1))[-1:] if alias and len(alias.group(1).split()) <= 2 else ()
    heads = _name_heads(name, brand) + also
    # one thing's other names: "Beef Franks" are hot dogs, "Hot Dogs" franks
    return heads + tuple(o for h in heads[:1] for o in OTHER_NAMES.get(h, ()) if o not in heads)


# Things sold under several names, each the others' ("nathans hot dogs": Nathan's Franks)
OTHER_NAMES = {
    "frank": ("dog", "wiener"),
    "dog": ("frank", "wiener"),
    "wiener": ("dog", "frank"),
    "nectar": ("juice",),  # "jugo de mango goya": Goya's is a Mango Nectar
}


def _thing_part(name: str, brand: str) -> str:
    """The part of a name that says what the thing is: before any ", variety", past a
    maker's name or initials before the comma ("K.L.V., White Pepper Powder")."""
    parts = re.split(r",|\s-\s|(?<=\w)-\s", re.sub(r"\(.*?\)", " ", name))
    while len(parts) > 1 and (
        not re.search(r"[a-z]{3,}", parts[0], re.IGNORECASE)
        or parts[0].strip().lower() == brand.strip().lower()
        or _only_describes(parts[0], brand)
        or _MAKERS_NAME.fullmatch(parts[0].strip())  # "Wyler's, Instant Bouillon Powder"
        # the label's legal class first: "Enriched Macaroni Product, Pastina No. 155"
        or set(words(parts[0])) <= {"enriched", "macaroni", "noodle", "product"}
    ):
        parts = parts[1:]
    return parts[0]


_MAKERS_NAME = re.compile(r"[A-Z][\w.&-]*(?:\s+[A-Z][\w.&-]*)?['\u2019]s")


def _only_describes(part: str, brand: str) -> bool:
    """A maker's name and how the thing is made, before a dash: "Amy's Kitchen Light in
    Sodium - Bean & Cheese Burrito"."""
    said = [w for w in words(part) if w not in STOP and w not in words(brand)]
    return any(w in vocab.DESCRIPTORS for w in said) and all(
        w in vocab.DESCRIPTORS or w in NUTRIENTS for w in said
    )


_SAID_WITHOUT = re.compile(r"\s+(?:no|without)\s+[a-z]+(?:\s+added)?\s*$", re.IGNORECASE)
_PIE_FILLING = re.compile(r"\b(pudding)\s*(?:&|and)\s*pie\s+filling\b", re.IGNORECASE)


def _dish_soup(names: Sequence[str], at: int) -> bool:
    """The word at ``at`` is the soup a dish is ("Ramen Noodle Soup", "Pho Soup"), not its
    own thing; "Ramen Noodles" stay noodles."""
    soup = names[at:][:1] == ["soup"] or names[at : at + 2] == ["noodle", "soup"]
    dish = names[at - 1] in SOUP_DISHES or (
        names[at - 1] == "noodle" and at > 1 and names[at - 2] in SOUP_DISHES
    )
    return soup and dish


def _name_heads(name: str, brand: str) -> tuple[str, ...]:
    name = _thing_part(name, brand)
    name = _PIE_FILLING.sub(r"\1", name)  # "Instant Vanilla Pudding & Pie Filling" is pudding
    name = _SAID_WITHOUT.sub("", name) or name  # "Chili No Beans" is chili
    # "Sardines In Vegetable Oil", "Tuna with Olive Oil", "Pizza on a Thin Crust": the
    # thing comes first.
    # (past the brand leading the name: "Mother in Law's Kimchi … Napa Cabbage Kimchi")
    lead = len(brand) if brand and name.lower().startswith(brand.lower()) else 0
    rest = re.split(r"\s(?:in|with|w/|for|on an?)\s", name[lead:], maxsplit=1, flags=re.I)
    name = name[:lead] + rest[0]
    name = re.sub(r"\s(?:no\.|#)\s*\d+\b", " ", name, flags=re.IGNORECASE)  # "Pastina No. 155"
    names = [w for w in words(name) if not re.fullmatch(r"[\d./%]+", w)]
    # the label's legal wording: "Rigatoni Enriched Macaroni Product" is rigatoni (and
    # macaroni), "Prepared Cheese Product" cheese
    legal = len(names) > 1 and names[-1] == "product"
    if legal:
        names = [w for w in names[:-1] if w != "enriched"] or names[:-1]
    # The brand leading the name is not the thing ("Minute Brown Rice"), unless nothing
    # but class words follow it ("Kellogg's Frosted Flakes Breakfast Cereal").
    branded = len(words(brand)) if brand and name.lower().startswith(brand.lower()) else 0
    if len(names) <= branded:
        return ()
    heads = [names[-1]]
    at = len(names) - 1
    # a plant-based maker's "Wild Mushroom Deli Slices" are slices, not mushrooms
    deli = () if any(b in brand.lower() for b in vocab.PLANT_BASED_BRANDS) else DELI_TAILS
    # "Mozzarella Natural Cheese", "Mozzarella Shredded Cheese", "Turkey Deli Slices"
    while (
        at > 0
        and (names[at - 1], names[at]) not in NOT_A_KIND
        and (
            names[at] in TAIL_WORDS
            or (legal and names[at] in LEGAL_CLASSES)
            or names[at] in FORMS
            or names[at] == "rolled"  # "Sicilian Style Cannoli Shells Rolled"
            or names[at] in deli
            or names[at] == "meat"  # "Imitation Crab Meat", "Turkey Deli Meat"
            # "Diet Cranberry Juice Cocktail", "Juice Beverage": juice, as sold
            or (names[at] in ("cocktail", "beverage", "drink") and names[at - 1] == "juice")
            or (names[at] == "noodle" and names[at - 1] in NOODLE_SHAPES)  # "Lasagna Noodles"
            or (
                names[at] == "roll"
                # "Pork Sausage Roll": the sausage, in its chub
                and (
                    names[at - 1] in ROLL_SIZES
                    or names[at - 1].isdigit()
                    or names[at - 1] == "sausage"
                )
            )
            or (names[at] in vocab.BIG_SIZE_WORDS and names[at + 1 :][:1] in (["pack"], ["size"]))
            # a dish that is a soup: "Ramen Noodle Soup" is ramen
            or _dish_soup(names, at)
            # a spice ground or crushed is itself, its "Seasoning" a class word ("Crushed
            # Red Pepper Seasoning"); "Taco Seasoning" is a blend for tacos
            or (names[at] == "seasoning" and any(w in SPICE_FORMS for w in names[:at]))
        )
    ):
        at -= 1
        if names[at + 1] in deli:  # "Turkey Breast Ultra-Thin Deli Slices"
            while at > 0 and names[at] in vocab.DESCRIPTORS | {"ultra"}:
                at -= 1
        heads.append(names[at])
    if names[at] in vocab.MEAT_CUTS and at > 0 and names[at - 1] in ANIMALS:
        heads.append(names[at - 1])  # "Turkey Breast", "Pork Loin Chops"
    # one thing for two uses: "Cherry Pie Filling or Topping", "Sauce & Marinade"
    pair = [w for w in names[-3:] if w not in ("or", "and")][-2:]
    if len(pair) == 2 and set(pair) <= USES and pair[0] not in heads:
        heads.append(pair[0])
    # a plant-based maker's "Cream Cheese Style Spread" stands for cream cheese
    styled = _STYLE_OF.search(name)
    if styled and singular(styled.group(1).lower()) not in heads:
        heads.append(singular(styled.group(1).lower()))
    if legal and len(heads) > 1 and heads[0] in LEGAL_CLASSES:
        heads = [*heads[1:], heads[0]]  # "Ditalini Enriched Macaroni Product" is ditalini
    return tuple(heads)


USES = frozenset(["filling", "topping", "sauce", "marinade", "dressing", "dip", "spread", "glaze"])


@functools.lru_cache(maxsize=262_144)
def _same(a: str, b: str) -> bool:
    needed = FUZZY_SHORT if len(a) < 6 else FUZZY_WORD
    return (
        a == b
        or (len(a) > 3 and fuzz.ratio(a, b, processor=utils.default_process) >= needed)
        # letters swapped about: "vinager" is vinegar, "parmesaen" parmesan
        or (len(a) > 5 and a[0] == b[0] and a[-1] == b[-1] and sorted(a) == sorted(b))
    )


def _contains_phrase(haystack: Sequence[str], phrase: Sequence[str]) -> bool:
    """The words, together and in order, among ``haystack``."""
    n = len(phrase)
    return any(tuple(haystack[i : i + n]) == tuple(phrase) for i in range(len(haystack) - n + 1))


def _contains(haystack: Sequence[str], word: str) -> bool:
    return any(_same(word, h) for h in haystack)


def package_size(product: Product) -> tuple[float, str] | None:
    """(amount, unit) of one package: "1 gal" → (1, gal), "6 ct / 12 fl oz" → (6, ct)."""
    item = product.items[0] if product.items else None
    return _size(item.size if item is not None and isinstance(item.size, str) else "")


@functools.lru_cache(maxsize=16_384)
def _size(size: str) -> tuple[float, str] | None:
    first = size.split("/")[0].strip() if " / " in size else size.strip()
    m = _SIZE.match(words_to_digits(first.lower()))
    if not m:
        return None
    raw, unit_word = m.group(1), m.group(2).strip()
    value = float(eval_fraction(raw))
    unit = "ct" if unit_word in ("ct", "count", "each", "pk", "pack") else unit_of(unit_word)
    if unit is None and unit_word == "fl oz":
        unit = "fl oz"
    return (value, unit) if unit else None


@functools.lru_cache(maxsize=16_384)
def _ounces(size: str) -> tuple[float, str] | None:
    """One package in ounces of weight ("oz") or of volume ("fl oz"); None for counts."""
    parsed = _size(size)
    if parsed is None or parsed[1] == "ct":
        return None
    for dimension in ("oz", "fl oz"):
        value = convert(parsed[0], parsed[1], dimension)
        if value is not None:
            return value, dimension
    return None


def _measure(size: str) -> str:
    """A size as a comparable measure: "1/2 gal" and "64 fl oz" are both "64 fl oz"."""
    ounces = _ounces(size)
    return f"{ounces[0]:.3g} {ounces[1]}" if ounces is not None else size


def eval_fraction(raw: str) -> float:
    if "/" in raw:
        num, den = raw.split("/", 1)
        return float(num) / float(den) if float(den) else 0.0
    return float(raw)


def packages(line: LineItem, product: Product) -> tuple[int, float]:
    """(packages to buy, waste) — waste is the share bought beyond what was asked."""
    sold_by = _sold_by(product)
    if line.amount is None or line.unit is None:
        if sold_by == "WEIGHT":
            return 1, 0.0  # "zucchini x3": the pieces are weighed together, one line
        size = package_size(product)
        if _from_a_bunch(line, product):
            return math.ceil(line.count / PIECES_PER_BUNCH), 0.0
        if size is not None and _counts_pieces(line, product):
            # "18 eggs": pieces, in cartons of 12 (but "2 cans of crescent rolls" and
            # "pie crusts x2" are packages)
            n = max(1, math.ceil(line.count / size[0] - 1e-6))
            if n == 1 and not is_multipack(product):
                # "2 eggs" from a carton of 12: the least one can buy, its rest kept (a
                # smaller pack still fits better); but "2 gatorades" are no 8-pack
                return 1, ONE_PACK_LEFT * (size[0] - line.count) / size[0]
            return n, (n * size[0] - line.count) / line.count
        if _pack_of_pieces(line, product):
            return 1, 0.0
        if _said_size(line, product):
            return 1, 0.0  # "sour cream daisy 16": the 16 oz tub, not sixteen
        return max(1, line.count), 0.0
    if sold_by == "WEIGHT" and line.unit in ("lb", "oz", "kg", "g", *COOKS_MEASURES):
        return 1, 0.0  # weighed at the store: one line, the weight is chosen there
    size = package_size(product)
    if line.unit in COOKS_MEASURES and (size is None or _measure(size_text(product)) in UNMEASURED):
        return max(1, line.count), 0.0  # "1/4 cup cilantro" is cut from one bunch
    if size is None:
        return max(1, line.count), 0.3
    value, unit = size
    if line.per_package:
        pieces = 1.0
        if unit == "ct" and line.unit != "ct":
            # "2 lb block" against a box of 3: each piece's size, where the name gives it
            inner = _size(size_text(product).split(" / ")[-1]) if is_multipack(product) else None
            if inner is None:
                return max(1, line.count), 0.4  # how much a piece holds is unknown
            pieces, (value, unit) = value, inner
        per = food_convert(line.amount, line.unit, unit)
        single = unit in ("oz", "fl oz") and 0 < value <= SINGLE_SERVING_OZ
        if line.unit == "ct" and single and not is_multipack(product):
            # "maruchan ramen chicken the 12 pack" where each is sold alone: twelve of them
            return max(1, round(line.amount)) * line.count, 0.4
        if per is None and line.unit == "ct":
            return max(1, line.count), 1.0  # "franks 20ct" each: no package weighed so
        if per is None or value <= 0:
            return max(1, line.count), 0.4
        fit = abs(per - value) / max(per, value)
        short = SHORT_PACKAGE + (NEAR_ENOUGH if VOLUMES & {unit, line.unit} else 0.0)
        if value < per * (1 - short):
            # "2 (21 oz) cans cherry pie filling" from 15 oz cans: as many as come nearest
            # what the recipe needs (three), though "1 (21 oz) can" stays one
            n = max(1, math.floor(line.count * per / (value * pieces) + 0.5))
            if unit == line.unit == "ct" and n * value * pieces == line.count * per:
                return n, PACKS_FOR_ONE  # "gatorade 24 pk" in packs of 12: just that many
            return n, fit
        # "4 (8 oz) packages cream cheese" in twin packs of 8 oz bricks: two of them
        return max(1, math.ceil(line.count / pieces - 1e-6)), fit
    if unit == "ct" and line.unit != "ct":
        inner = _size(size_text(product).split(" / ")[-1]) if is_multipack(product) else None
        if inner is None:
            return max(1, line.count), 0.4
        # "2 ct / 8 oz" holds a pound; but "30 ct / 12 oz" of shrimp is a 12 oz bag of
        # thirty, where thirty times the weight is more than any one package holds
        by_weight = convert(value * inner[0], inner[1], "lb")
        whole = by_weight if by_weight is not None else convert(value * inner[0], inner[1], "gal")
        held = value * inner[0] if whole is None or whole <= MOST_IN_ONE else inner[0]
        value, unit = held, inner[1]
    wanted = line.amount if unit == line.unit else food_convert(line.amount, line.unit, unit)
    if wanted is None and line.unit == "ct" and unit in WEIGHTS and _SLICES.search(line.text):
        # "6 slices bacon, cooked & crumbled": a few of the slices a pack holds (half an
        # ounce each at least, bacon, bread, cheese and deli meat alike); the rest keeps
        ounces = convert(value, unit, "oz") or value
        return max(1, math.ceil(line.amount * SLICE_OUNCES / ounces - 1e-6)), 0.0
    if wanted is None and line.unit == "ct":
        return 1, 1.0  # "hebrew national franks 20ct": a package that says no count
    if wanted is None or value <= 0:
        return max(1, line.count), 0.4
    if (
        line.unit == "gal"
        and _ICE_CREAM.search(product.description)
        and round(food_convert(value, unit, "fl oz") or 0) == HALF_GALLON_CARTON
    ):
        # "a half gallon of ice cream" is the 1.5 qt carton that took its place and name
        wanted *= HALF_GALLON_CARTON / 64
    if line.unit in COOKS_MEASURES:
        # "2 cups shredded mozzarella": what the recipe uses of a package; dry goods are
        # lighter than water (a cup of flour or cheese weighs about 4 oz, not 8), and what
        # is left over stays in the cupboard: no waste
        said = set(re.findall(r"[a-z]+", line.product.lower()))
        if unit in WEIGHTS and not WET & said:
            wanted *= (
                LEAFY_DENSITY
                if LEAFY & said
                else CHIPS_DENSITY
                if CHIPS & said
                else AIRY_DENSITY
                if AIRY & said
                else FLORET_DENSITY
                if FLORETS & said
                else DRY_DENSITY
            )
        return max(1, math.ceil(wanted / value - 1e-6)), 0.0
    # a jug a little short of the volume asked is that jug ("apple cider half gallon" is
    # the 52 fl oz one, not two of them); the shortfall costs as waste does
    near = NEAR_ENOUGH if unit in VOLUMES else 1e-6
    n = max(1, math.ceil(wanted * (1 - near) / value - 1e-6))
    waste = abs(n * value - wanted) / wanted if wanted else 0.0
    if unit in WEIGHTS and n > 1 and (n - 1) * value >= wanted * (1 - NEAR_WEIGHT):
        # "1 lb lentils" is the 15 oz bag, not two; how it ranks stays that of two (a
        # package a little short is no better a fit than the pound itself)
        return n - 1, waste
    return n, waste


def _said_size(line: LineItem, product: Product) -> bool:
    """The bare number after the thing is the package's ounces: "sour cream daisy 16"."""
    size = package_size(product)
    if line.times or line.amount is not None or line.count <= SAID_SIZE_FROM or size is None:
        return False
    ounces = convert(size[0], size[1], "oz" if size[1] in WEIGHTS else "fl oz")
    return ounces is not None and abs(ounces - line.count) < 1e-6


def _exact_size(line: LineItem, product: Product) -> bool:
    """The package is the size said, in the unit said ("16 oz", not "16 fl oz")."""
    size = package_size(product)
    if size is None or line.amount is None or line.unit is None:
        return False
    if size[1] == line.unit:
        return abs(size[0] - line.amount) < 1e-6
    # "a gallon of sweet tea": the 128 fl oz jug is a gallon to the letter
    volumes = {size[1], line.unit} <= VOLUMES and line.unit not in COOKS_MEASURES
    same = convert(line.amount, line.unit, size[1]) if volumes else None
    return same is not None and abs(same - size[0]) < 1e-6


def _from_a_bunch(line: LineItem, product: Product) -> bool:
    """The line counts stalks, sprigs or green onions, and the product is their bunch."""
    if size_text(product).strip().lower() != "1 bunch":
        return False
    said = words(line.product)
    if line.container is None and said and said[-1] in BUNCHED and line.count > 1:
        return True  # "a few thyme sprigs"
    return line.container in BUNCHED or (
        line.container is None
        and line.count > 1
        and not line.times  # "green onion x3" is three bunches
        and head_noun(line) in BUNCHED_HEADS
    )


def _pack_of_pieces(line: LineItem, product: Product) -> bool:
    """ "12 tortillas", "4 sub rolls": one pack of "Tortillas" (20 oz) holds them, though
    it does not say how many (but "black beans x4" is four cans)."""
    size = package_size(product)
    return (
        line.count > 1
        and line.amount is None
        and not line.times
        and line.container is None
        and size is not None
        and size[1] != "ct"
        and not is_loose(product)
        # not canned goods ("beans x3"), though dried pieces come bagged there ("4 dried
        # guajillo chiles" are one bag of pods)
        and (
            "dried" in line.descriptors
            or not any(c.lower().startswith("canned") for c in product.categories)
        )
        and (_named_plural(product) or _too_many(line.count, size) or _cut_pieces(line))
        and (
            _contains(product_heads(product), head_noun(line))  # not "6 lunchables": Stackers
            # "48 Hershey's Kisses" (its candy's own name): no 48 bags
            or (
                _too_many(line.count, size)
                and _contains(words(product.description), head_noun(line))
            )
        )
    )


def _cut_pieces(line: LineItem) -> bool:
    """The line counts the pieces a package holds: "2 chicken bouillon cubes", "4 sheets
    nori"."""
    said = words(line.product)
    return bool(said) and (said[-1] in PIECE_WORDS or said[0] in PIECE_WORDS)


PIECE_WORDS = frozenset(["cube", "sheet", "slice", "piece"])


def _too_many(count: int, size: tuple[float, str]) -> bool:
    """That many packages would weigh more than anyone carries home for counted pieces:
    "12 tortillas" are no twelve 20 oz packs of "Burrito Tortilla"."""
    ounces = convert(size[0], size[1], "oz" if size[1] in WEIGHTS else "fl oz")
    return ounces is not None and count * ounces > COUNTED_BULK_OUNCES


def _counts_pieces(line: LineItem, product: Product) -> bool:
    """The line counts pieces ("16 hamburger buns", "18 eggs") and the package says how
    many it holds ("8 ct"); a count written as times counts packages ("gatorade x2",
    "uncrustables x2")."""
    size = package_size(product)
    return (
        line.count > 1
        and line.amount is None
        # "12 fruit cups", and "dr pepper 24 cans" from a pack of 24 cans
        and (
            line.container is None
            or line.container in SERVING_PACKS
            or (line.container in ("can", "bottle") and _drinks_pack(product))
            or (line.container == "bag" and "tea" in words(line.product))  # "20 bags" of tea
        )
        and not line.times
        and size is not None
        and size[1] == "ct"
        and size[0] > 1
    )


def _drinks_pack(product: Product) -> bool:
    """A pack of cans or bottles of a drink ("24 ct / 12 fl oz"), or one that says it holds
    cans ("(12 Cans) Armour Vienna Sausage"): "24 cans" of it is one pack (a can of 8
    biscuits is "8 ct / 16.3 oz", and four cans of tuna are four)."""
    inner = _size(size_text(product).split(" / ")[-1]) if is_multipack(product) else None
    return inner is not None and (inner[1] in VOLUMES or "can" in words(product.description))


def _named_plural(product: Product) -> bool:
    """The product's own noun is plural in its name: the package holds several pieces
    ("Flour Tortillas", 20 oz), where "Greek Yogurt", 5.3 oz, is one."""
    heads = product_heads(product)
    brand = product.brand if isinstance(product.brand, str) else ""
    said = re.findall(r"[a-z]+", _thing_part(product.description, brand).lower())
    return bool(heads) and any(w != heads[0] and singular(w) == heads[0] for w in said)


def food_convert(amount: float, unit: str, to: str) -> float | None:
    """``convert``, and between weight and volume as water weighs (an ounce is a fluid
    ounce): labels measure the same cream cheese in "oz" or "fl oz"."""
    direct = convert(amount, unit, to)
    if direct is not None:
        return direct
    for weight, volume in (("oz", "fl oz"), ("fl oz", "oz")):
        ounces = convert(amount, unit, weight)
        if ounces is not None:
            return convert(ounces, volume, to)
    return None


def _sold_by(product: Product) -> str:
    item = product.items[0] if product.items else None
    return item.sold_by if item is not None and isinstance(item.sold_by, str) else "UNIT"


def is_loose(product: Product) -> bool:
    """Sold by the piece or weighed at the store, as fresh produce and deli counters are."""
    return _sold_by(product) == "WEIGHT" or package_size(product) == (1.0, "ct")


MEASURED_BOXES = frozenset(["pint", "quart", "gallon"])  # containers named by what they hold


def container_fit(line: LineItem, product: Product) -> float:
    """How well the product comes in the container the line names: "bag of clementines"
    is the bag, "bunch of green onions" the bunch, "case of water" a multipack, and "a jar
    of Nutella" one jar, not a box of snack cups."""
    container = line.container or ""
    said = words(f"{product.description} {size_text(product)}")
    if container in NAMED_PACKS and container in said:
        return 2 * CONTAINER_NAMED  # "the shaker kind": what the name says it is
    if (
        container in said
        or (container == "can" and "canned" in said)
        or (container == "block" and "brick" in said)  # "8 oz Brick" of cream cheese
    ):
        return CONTAINER_NAMED
    size = package_size(product)
    if container == "bag" and not is_loose(product) and size is not None and size[1] in WEIGHTS:
        return CONTAINER_NAMED / 2  # "5 lb bag of russets": a packed weight, bag unsaid
    if container == "block":  # cheese, tofu, butter: a block unless cut otherwise
        cut = {"shredded", "sliced", "slice", "grated", "crumbled", "cubed", "string", "stick"}
        if cut & set(said) or (size is not None and size[1] in VOLUMES):
            return -CONTAINER_NAMED  # a block is weighed: "16 fl oz" cream cheese is a tub
        if _dry_shelf(product):
            return 0.0  # a box of Velveeta Shells & Cheese is no block of Velveeta
        return CONTAINER_NAMED / 2
    if container == "packet":  # seasoning, yeast, gelatin: an ounce or two a packet
        each = _ounces(size_text(product).split(" / ")[-1])
        if each is not None and each[0] <= PACKET_OUNCES:
            return CONTAINER_NAMED / 2
        # "oatmeal packets": a box of "18 ct" holds them
        return CONTAINER_NAMED / 2 if size is not None and size[1] == "ct" and size[0] > 1 else 0.0
    if container == "rack":  # "3 racks of ribs": ribs, whatever the label calls them
        return CONTAINER_NAMED / 2 if "rib" in product_heads(product) else -CONTAINER_NAMED
    if container == "case":
        return CONTAINER_NAMED if size is not None and size[1] == "ct" and size[0] >= 12 else 0.0
    if container in SERVING_PACKS and is_multipack(product):
        # "motts applesauce cups": "6 ct / 4 oz" holds them, though its name says no cups
        each = _ounces(size_text(product).split(" / ")[-1])
        if each is not None and each[0] <= SERVING_OUNCES:
            return CONTAINER_NAMED / 2
    if container in ("box", "carton") and size is not None and size[1] != "ct":
        # "chicken broth 2 boxes", "the carton kind": cartons, not cans
        ounces = convert(size[0], size[1], "oz" if size[1] in WEIGHTS else "fl oz")
        poured = size[1] in VOLUMES or bool(CARTONED & set(product_heads(product)))
        if "carton" in said or (poured and ounces is not None and ounces >= CARTON_OUNCES):
            return CONTAINER_NAMED / 2
        if poured and any(c.lower().startswith("canned") for c in product.categories):
            return -CONTAINER_NAMED / 2
    if container in MEASURED_BOXES:  # "blueberries 2 pints": the pint boxes, "1 pt"
        measure = unit_of(container)
        return CONTAINER_NAMED if size is not None and size == (1.0, measure) else 0.0
    if container == "pack" and is_multipack(product):
        return CONTAINER_NAMED  # "3 packs of juice boxes": "8 ct / 6.75 fl oz"
    if container in BUNCHED and _from_a_bunch(line, product):
        return CONTAINER_NAMED  # "2 celery stalks": the bunch they come in
    if container in PIECES:  # "4 ears of corn", "a head of lettuce": the loose vegetable
        other_part = PART_WORDS & set(product_heads(product))  # a stalk is no Celery Root
        return CONTAINER_NAMED if is_loose(product) and not other_part else -CONTAINER_NAMED
    if container == "can" and is_loose(product):
        return -2 * CONTAINER_NAMED  # "can pumpkin" is the purée, never a pumpkin
    if container == "can" and size is not None and size[1] != "ct":
        ounces = convert(size[0], size[1], "oz" if size[1] in WEIGHTS else "fl oz")
        canned = any(c.lower().startswith("canned") for c in product.categories)
        biggest = BIG_CAN_OUNCES if canned and line.size_wish == "big" else CAN_OUNCES
        if ounces is not None and ounces > biggest:  # a half-gallon carton is no can
            return -2 * CONTAINER_NAMED
        if canned:
            return CONTAINER_NAMED / 2  # "Black Beans", 15 oz, shelved with the cans
        if _small_can(product):
            return CONTAINER_NAMED / 4  # tuna, 5 oz, shelved with the fish: likely a can
        if not is_loose(product) and not is_multipack(product):
            return -CONTAINER_NAMED / 2  # "Tuna", 16 oz, with the fresh fish: a fillet
    return -CONTAINER_NAMED if is_multipack(product) and line.count == 1 else 0.0


def _small_can(product: Product) -> bool:
    """A package of under a pound, not loose and not a multipack: where a can is asked
    for, likely one (tuna shelved with the fish, coconut milk with the milks)."""
    size = package_size(product)
    if size is None or size[1] == "ct" or is_loose(product) or is_multipack(product):
        return False
    ounces = convert(size[0], size[1], "oz" if size[1] in WEIGHTS else "fl oz")
    return ounces is not None and ounces < SMALL_CAN_OUNCES


def is_multipack(product: Product) -> bool:
    """Several packages sold as one: "12 ct / 8 oz" snack stacks, a 6-pack of cans."""
    size = package_size(product)
    return " / " in size_text(product) and size is not None and size[1] == "ct" and size[0] > 1


def _price(product: Product) -> Price | None:
    item = product.items[0] if product.items else None
    return item.price if item is not None and isinstance(item.price, Price) else None


class Evidence(msgspec.Struct, frozen=True, kw_only=True):
    """What the candidates as a whole say about the line (any catalog's own layout is the
    evidence; nothing here is tuned to one store):

    - ``departments``: where the things named like the line's noun are shelved, "peanut
      butter" in the pantry, so a snack bar called "Peanut Butter" is unlikely;
    - ``typical_size``: the size most of them come in;
    - ``word_share``: the share of them whose name has each word. A word most of them
      share is what the thing usually is ("large" eggs, "sandwich cookies" for Oreos); a
      rare one marks a speciality ("Java Chip", "Red Lentil") a plain line did not mean.
    """

    departments: Mapping[str, float] = {}
    typical_size: str | None = None
    typical_share: float = 0.0  # how many of them come in it (weighted as sizes are)
    word_share: Mapping[str, float] = {}
    # what a brand named alone mostly sells (Nutella spread), or named with a flavour
    usual_head: str | None = None
    multipacks: float = 0.0  # share of them sold as several packages (K-cups always are)
    ounces: tuple[float, ...] = ()  # their package sizes, smallest first (for "the big one")
    ounce_unit: str = ""  # "oz", "fl oz" or "ct", whichever most of their sizes are in


NO_EVIDENCE = Evidence()
EVIDENCE_FROM = 3  # named candidates needed before the set says anything


def gather_evidence(line: LineItem, products: Sequence[Product]) -> Evidence:
    head = head_noun(line)
    brand_alone = names_the_brand(line, head)  # "oreos"
    plain = [w for w in words(line.product) if w not in STOP]
    named = (
        [
            p
            for p in products
            if _is_named(head, brand_alone, p)
            or _compound(plain, words(p.description), product_heads(p))  # "seasalt"
        ]
        if head
        else []
    )
    unit, ounces = _sizes(line, products, named) if line.size_wish else ("", ())
    if len(named) < EVIDENCE_FROM:
        usual = _brands_usual(line, head, plain, products) if head else None
        if line.size_wish or usual:
            return Evidence(ounces=ounces, ounce_unit=unit, usual_head=usual)
        return NO_EVIDENCE
    departments: dict[str, float] = {}
    sizes: dict[str, float] = {}
    seen: dict[str, int] = {}  # how many come in each size
    share: dict[str, float] = {}
    heads: dict[str, float] = {}
    multipacks = 0.0
    # What the things named so usually are is told by those that are also what the line
    # says of them: most broths are chicken broths, but not most mushroom broths.
    modifiers = [w for w in plain if w != head and w not in vocab.DESCRIPTORS]
    alike = [p for p in named if all(_contains(words(p.description), w) for w in modifiers)]
    told = alike if len(alike) >= EVIDENCE_FROM else named
    for product in told:
        for w in set(words(product.description)):
            share[w] = share.get(w, 0.0) + 1 / len(told)
    for product in named:
        # Plainly named products ("Garlic") speak louder than elaborate ones
        # ("Peri-Peri Sauce Garlic") about where the thing is shelved and its size.
        weight = _plainness(line, product)
        for category in product.categories[:1]:
            departments[category] = departments.get(category, 0.0) + weight
        measure = _measure(size_text(product))  # "1/2 gal" and "64 fl oz" are one size
        sizes[measure] = sizes.get(measure, 0.0) + math.sqrt(weight)
        seen[measure] = seen.get(measure, 0) + 1
        for h in product_heads(product)[:1]:
            heads[h] = heads.get(h, 0.0) + 1
        multipacks += is_multipack(product) / len(named)
    total = sum(departments.values())
    typical = max(sizes.items(), key=lambda kv: kv[1])[0]
    return Evidence(
        usual_head=max(heads.items(), key=lambda kv: kv[1])[0] if brand_alone and heads else None,
        departments={c: n / total for c, n in departments.items()} if total else {},
        # one product's size is no typical one ("Chorizo Smoked Paprika", 12 oz)
        typical_size=typical if seen[typical] > 1 else None,
        typical_share=max(sizes.values()) / sum(sizes.values()) if seen[typical] > 1 else 0.0,
        word_share=share,
        multipacks=multipacks,
        ounces=ounces,
        ounce_unit=unit,
    )


def _brands_usual(
    line: LineItem, head: str, plain: Sequence[str], products: Sequence[Product]
) -> str | None:
    """What most of a brand's products with all the line's words are, when the line names
    the brand and a flavour but not the thing: "digiorno pepperoni" is mostly pizza."""
    if not line.brand:
        return None
    said = [p for p in products if all(_contains(product_words(p), w) for w in plain)]
    heads = [h[0] for p in said if (h := product_heads(p))]
    if len(heads) < EVIDENCE_FROM or (head in heads and head not in KIND_CHANGING):
        return None  # "canada dry ginger ale": the line names a thing some of them are
    usual = max(dict.fromkeys(heads), key=heads.count)
    return usual if heads.count(usual) / len(heads) > 0.5 else None


def _sizes(
    line: LineItem, products: Sequence[Product], named: Sequence[Product]
) -> tuple[str, tuple[float, ...]]:
    """The package sizes, smallest first, of what has all the line's words ("doritos nacho
    cheese") or else of what is named so, in the unit most of them are in."""
    plain = [w for w in words(line.product) if w not in STOP]
    said = [p for p in products if all(_contains(product_words(p), w) for w in plain)]
    sizing = said if len(said) >= EVIDENCE_FROM else named
    packs = line.container in PACKS
    units = [m[1] for p in sizing if (m := _package_measure(p, packs)) is not None]
    usual = max(dict.fromkeys(units), key=units.count) if units else ""  # ties: the first
    sized = (o for p in sizing if (o := _on_scale(p, usual, packs)) is not None)
    return usual, tuple(sorted(sized))


def product_words(product: Product) -> tuple[str, ...]:
    """The words of a product's name and brand."""
    brand = product.brand if isinstance(product.brand, str) else ""
    return words(f"{product.description} {brand}")


def says_word(product: Product, word: str) -> bool:
    """The product's name or brand has the word, or a misspelling of it ("liverworst")."""
    return _contains(product_words(product), word)


def _package_measure(product: Product, packs: bool = False) -> tuple[float, str] | None:
    """One package's size in ounces of weight or volume ("oz" or "fl oz"), or in pieces
    ("ct") for what is only counted ("130 ct" pizza rolls); for several packages sold as
    one, how many when the big pack or box was asked for ("36 ct / 36 oz" string cheese:
    the weight may be the whole or one piece), else None (a box of 30 snack bags is not
    the big bag)."""
    if is_multipack(product):
        return package_size(product) if packs else None
    sized = _ounces(size_text(product))
    if sized is None and (counted := package_size(product)) is not None and counted[1] == "ct":
        return counted[0], "ct"
    return sized


PACKS = frozenset(["pack", "box", "case"])  # what holds several packages


# A liquid is labelled in ounces and in fluid ounces alike ("16 oz" and "64 fl oz" white
# vinegar): one scale for "the big one"; but gallons, quarts or pints of what mostly comes
# weighed measure a tub, not its weight (a "1/2 gal" bag of cheese is no 64 oz one).
TUB_VOLUMES = re.compile(r"\b(?:gal|gallon|qt|quart|pt|pint)s?\b")


def _on_scale(product: Product, unit: str, packs: bool = False) -> float | None:
    """The product's package size on the scale ("oz", "fl oz" or "ct") of the others."""
    sized = _package_measure(product, packs)
    if sized is None or not unit:
        return None
    value, own = sized
    if own == unit:
        return value
    if {own, unit} != {"oz", "fl oz"}:
        return None
    return None if unit == "oz" and TUB_VOLUMES.search(size_text(product).lower()) else value


BIG_WORDS = frozenset([*vocab.BIG_SIZE_WORDS, "size", "pack"])
BIG_NAMES = re.compile(rf"\b({'|'.join(vocab.BIG_SIZE_WORDS)})[\s-]+(?:size|pack|bag)")


def size_wish_fit(line: LineItem, product: Product, evidence: Evidence) -> float | None:
    """How well the product answers "the big one" or "the little cans", 0 to 1: its size
    against the sizes the things named so come in (a name saying "Family Size" is the big
    one); None when neither says."""
    if line.size_wish is None:
        return None
    if (
        line.container is None
        and size_text(product).lower() == "1 each"
        and "Produce" in product.categories
    ):
        return 1.0  # "gobi 1 big one": a head picked from the pile, as big as wished
    ours = _on_scale(product, evidence.ounce_unit, line.container in PACKS)
    ounces = evidence.ounces
    if names_big_size(line, product) and (
        big_size_named(line)  # "m&ms family size": the Family Size, whatever its ounces
        or ours is None
        or len(ounces) < EVIDENCE_FROM
        or ours >= ounces[len(ounces) // 2]
    ):
        return 1.0  # unless it is smaller than most: a 12 oz "(family size)" box is not
    if ours is None or not ounces:
        return None
    if line.size_wish == "small":
        return min(1.0, ounces[0] / ours) if ours > 0 else None
    if ours >= ounces[-1]:
        return 1.0
    if SUPERLATIVE.search(line.text):  # "the biggest box": the biggest there is
        return ours / ounces[-1]
    # Its share of the biggest, or fully big at twice the median size: one restaurant tub
    # among them does not make every shelf size "not the big one".
    median = ounces[len(ounces) // 2]
    doubled = math.log2(ours / median) if median > 0 and ours > 0 else 0.0
    return max(ours / ounces[-1], min(1.0, doubled))


SUPERLATIVE = re.compile(r"\b(?:biggest|largest)\b")


def big_size_named(line: LineItem) -> str | None:
    """The big size the line names as stores do ("family size", "party pack"), if any."""
    said = BIG_NAMES.search(line.text.lower()) if line.size_wish == "big" else None
    return re.sub(r"[\s-]+", " ", said.group(0)) if said else None


def names_big_size(line: LineItem, product: Product) -> bool:
    """The big one was asked for and the product's name says it ("Family Size"), unless
    the line named another big size ("chips ahoy family size" is not the Party Size)."""
    named = BIG_NAMES.search(product.description.lower()) if line.size_wish == "big" else None
    said = big_size_named(line) if named else None
    return named is not None and (said is None or said.split()[0] == named.group(1))


def _asks_kind(line: LineItem, head: str) -> bool:
    """The line says more than the brand: a flavour or kind ("doritos cool ranch")."""
    said = set(words(line.brand or "")) | {head}
    return any(w not in said and w not in STOP for w in words(line.product))


def _is_named(head: str, brand_alone: bool, product: Product) -> bool:
    """The product is called what the line asks for (or is the brand that names it)."""
    if brand_alone:
        brand = product.brand if isinstance(product.brand, str) else ""
        return _contains(words(brand) + words(product.description), head)
    return any(_same(head, h) for h in product_heads(product))


def _plainness(line: LineItem, product: Product) -> float:
    asked = set(words(line.product))
    extra = [w for w in words(product.description) if w not in asked and w not in STOP]
    return 1.0 / (1 + len(extra)) ** 2


def score(
    line: LineItem,
    product: Product,
    *,
    chosen_before: bool = False,
    evidence: Evidence = NO_EVIDENCE,
) -> tuple[float, list[str], list[str]]:
    """(score, reasons for it, doubts): a doubt is anything that keeps the product from
    being plainly what the line asked for, and keeps it out of the "sure" band."""
    reasons: list[str] = []
    doubts: list[str] = []
    brand = product.brand if isinstance(product.brand, str) else ""
    name_words = words(product.description)
    all_words = name_words + words(brand)
    part = _part_word(line)
    line_words = [w for w in words(line.product) if w not in STOP and w != part]
    total = 0.0

    mild = 0  # doubts that cost no more than the word did
    own = False  # the brand's own name for the thing (see _the_brands_own)
    head = head_noun(line)
    brand_is_the_product = names_the_brand(line, head)
    heads = product_heads(product)
    ground = bool(GROUND & set(words(line.product)))
    if ground and heads and heads[0] == "powder" and heads[0] in name_words:
        at = len(name_words) - 1 - name_words[::-1].index(heads[0])
        heads += name_words[at - 1 : at]  # "granulated garlic" is "Garlic Powder"
    roast = _roast_of(head, heads, name_words)
    named_so = False  # the product is the thing though its noun differs
    if brand_is_the_product and (
        _contains(words(brand) + name_words, head) or _glued_brand(line, words(brand) + name_words)
    ):
        total += 3.0  # "oreos", "cheerios": the brand names the product
        if heads and heads[0] == evidence.usual_head:
            total += 0.3
        if _letters(brand) == _letters(line.brand or line.product):
            total += OWN_LABEL  # "bisquick": Bisquick's own mix, not Betty Crocker's
        if _ORIGINAL.search(product.description) and not _asks_kind(line, head):
            total += BRANDS_ORIGINAL  # "velveeta" alone: Velveeta Original, not its shells
            reasons.append("the original")
    elif head and (
        any(_same(head, h) for h in heads)
        or (
            named_so := _compound(line_words, name_words, heads)
            or _cut_of(line, head, heads, name_words)
            or roast
            or _kind_of_class(line_words, head, heads)
            or _packed_as(line_words, head, heads, name_words)
        )
    ):
        total += 4.0
        reasons.append(f"is {head}")
        if head not in heads and not named_so:
            # read through a misspelling: "bannanas" is bananas, but "diapers" no dippers
            read = next((h for h in heads if _same(head, h)), heads[0])
            doubts.append(f"{head} read as {read}")
            mild += 1
            total -= READ_AS  # a name spelt as said wins: "pastina" is no Pasta
        elif named_so and (misheard := _misheard(line_words, heads)):
            doubts.append(misheard)  # "sour kraut read as sauerkraut": likely, never sure
            mild += 1
    elif head and (own := _the_brands_own(line, line_words, brand, name_words)):
        # "campbells chicken noodle" is Campbell's Chicken Noodle Soup, "capri sun fruit
        # punch" the Capri Sun Fruit Punch Juice Drink: what the brand calls it
        total += 4.0
        called = line.product
        if _letters(line.brand or "") not in _letters(called):
            called = f"{line.brand} {called}"
        reasons.append(f"is {called}")
        if heads and heads[0] not in line_words:  # read, not said: never sure
            doubts.append(f"called {heads[0]}")
            mild += 1
            if heads[0] == evidence.usual_head:
                total += BRANDS_USUAL  # DiGiorno's pepperoni pizza, not its stromboli
        elif heads and heads[0] in words(line.brand or ""):
            total += NAMESAKE  # "daves killer bread 21 grain": the bread, not its buns
    elif head and _contains(name_words, head):
        total += 0.5  # mentioned, but not what it is ("milk" in "milk chocolate")
        reasons.append(f"{head} is not the main product")
        doubts.append(f"not {head} itself")
    else:
        total -= 2.0
        doubts.append(f"not {head}")

    big_named = names_big_size(line, product)
    pairs = itertools.pairwise(line_words)
    glued = {w for a, b in pairs if any(_glued(a, b, n) for n in name_words) for w in (a, b)}
    # the other way round: "semisweet" is "Semi-Sweet", "seasalt" is "Sea Salt"
    split = {a + b: (a, b) for a, b in itertools.pairwise(name_words) if a + b in line_words}
    glued.update(split)
    unwanted = _refused(line.product)  # "non-iodized": iodized is not wanted
    # the brand's words are no description: "Whole Foods Market …" is not whole
    description = product.description.lower()
    if brand:
        description = description.replace(brand.lower(), " ")
    # a descriptor the name says otherwise ("full-fat" as "Whole Milk") covers its words
    named = {d for d in line.descriptors if any(_says(description, o) for o in descriptor_forms(d))}
    shelved = {d for d in line.descriptors if d not in named and _shelved(d, product, name_words)}
    said = {w for d in named | shelved for w in words(d)}
    covered = [
        w
        for w in line_words
        if w in glued
        or w in said
        or _contains(all_words, w)
        or _cut(w, all_words)
        or shelf_form(w, product)
        or (w in unwanted and not _contains(name_words, w))
        or (w in GROUND and "powder" in name_words)
        or (w in SOFT_DESCRIPTORS and w in line.descriptors)  # costed as a descriptor
        # "harissa paste" is the "Harissa": the class said is what the name means
        or (w == head and w in KIND_CLASSES and _kind_of_class(line_words, head, heads))
        # the thing by its other name: "Beef Franks" are the hot dogs asked for
        or (w == head and any(w in OTHER_NAMES.get(h, ()) for h in heads[:1]))
    ]
    total += 2.0 * (len(covered) / len(line_words) if line_words else 0.0)
    if part and _contains(name_words, part):
        total += 0.5  # "Bay Leaves" is plainer for "bay leaves" than "Orca Bay" is
    if len(line_words) > 1 and in_order(line_words, name_words):
        total += PHRASE  # "Mini Sweet Peppers" over "Sweet Mini Peppers"
    doubts.extend(f"no {w}" for w in line_words if w not in covered)
    asked = set(line_words)
    asked |= {SPELT_SO[w] for w in line_words if w in SPELT_SO}  # "chunk lite": "Light"
    # what the name says the thing is for, as the line does: "Stuffing Mix for Turkey",
    # "Taco Seasoning" for "seasoning for tacos" (its words are no extras)
    if line.purpose and _made_for(line.purpose, product.description):
        for_what: str | None = line.purpose
    elif (purpose := _what_for(line)) and _named_for(purpose, head, product.description):
        for_what = purpose
    else:
        for_what = None
    if for_what:
        asked |= set(words(for_what))
    numbered = re.search(r"\bno\.\s*\d", product.description, re.IGNORECASE) is not None
    at = name_words.index("flavored") if "flavored" in name_words else 0
    # a brand's flavour ("doritos nacho cheese"), not an imitation ("Bacon Flavored Bits")
    flavour_said = bool(line.brand) and at > 0 and _contains(line_words, name_words[at - 1])
    extras = [
        w
        for w in name_words
        if w not in STOP
        and not _contains(list(asked), w)
        and not any(w in halves for halves in split.values())
        and not (ground and w == "powder")
        and not re.fullmatch(r"[\d./]+|\d\d+%", w)  # sizes, "70%" cacao; "2%" milk is one
        and not (w == "no" and numbered)  # "Spaghetti No. 12"
        and w not in words(brand)
        and not (own and w in heads)  # the Soup of "campbells chicken noodle"
        and not (roast and w in heads[:1])  # the Roast of "pork shoulder"
        # the brand's usual thing is no extra ("Oreo Cookies"), another of its things is
        # ("Cheetos Flamin' Hot Popcorn" for "hot cheetos")
        and not (brand_is_the_product and w in _brands_thing(evidence, heads))
        and not (big_named and w in BIG_WORDS)  # "Family Size" when the big one was asked
        and not (w == "flavored" and flavour_said)  # "Nacho Cheese Flavored Tortilla Chips"
        and not (w in ("center", "cut") and _contains_phrase(name_words, ("center", "cut")))
    ]  # (a "Center Cut" chop or loin is the usual one, no processed form)
    # the usual kind of a thing named plainly: "palm sugar" says another
    plainly = all(
        _same(w, head) or w in vocab.DESCRIPTORS or w in words(line.brand or "") for w in line_words
    )
    usual_kind = (
        vocab.DEFAULT_KINDS.get(head)
        if plainly and not set(words(line.product)) & vocab.KINDS_SAID
        else None
    )
    if usual_kind in extras:
        extras.remove(usual_kind)
        total += DEFAULT_KIND  # "cabbage": the green one
    added = _added(product.description)
    # "Riced Cauliflower - Pilaf Style": a style after the thing is a variety of it
    after = re.split(r",|\s-\s", product.description, maxsplit=1)[1:]
    styled = {a for part in after for a, b in itertools.pairwise(words(part)) if b == "style"}
    for w in extras:
        share = evidence.word_share.get(w, 0.0)
        cost = 0.6 if w in FORMS else 0.45 if w in KIND_CHANGING | styled or w in added else 0.18
        if (chocolate := _chocolate_kind_cost(w, name_words, line_words)) is not None:
            cost = chocolate
        elif w in NEUTRAL_EXTRAS or (w in GENERIC_HEADS and w in heads and w != "blend"):
            cost = 0.08  # "Spaghetti Pasta", "Family Size"
        elif share >= USUAL and w not in added and w not in DIET:
            # Most Oreos are chocolate: not a change of kind. A plain thing's usual
            # flavour still is one ("Pomegranate Molasses"); a brand's is its plain kind.
            flavour = w in KIND_CHANGING and w not in FORMS and not line.brand
            cost = min(cost, USUAL_FLAVOUR if flavour else 0.18)
        # What most of the things named so have costs less than a rare speciality word.
        total -= cost * (RARE - (RARE - COMMON) * share)
        if cost > 0.18 or (w in FORMS and share < NEARLY_ALL):
            doubts.append(f"also {w}")  # frozen is another form unless nearly all are
        elif cost == 0.18 and evidence.word_share and share < SPECIALITY:
            doubts.append(f"also {w}")
            mild += 1  # a variety ("Bosc Pears") is only a mild doubt

    form = vocab.BRAND_FORMS.get(_letters(brand))
    named_brand = any(w in line_words for w in words(brand))
    if form and form not in name_words and not _contains(line_words, form) and not named_brand:
        total -= KIND_FORM  # "brown rice": not Minute's, which is instant rice
        doubts.append(f"{brand} is {form}")
    # (the name's first part: "…, Low Fat, High Fiber" after a comma is a claim)
    lighter = _LIGHTER_KIND.search(product.description.split(",")[0])
    if lighter and not _ASKS_LIGHTER.search(line.text):
        total -= LIGHTER_KIND  # "a can of spam": the classic, not "SPAM Less Sodium"
        doubts.append("a lighter kind")
    for phrase in line.avoid:
        if _is_avoided(phrase, product, all_words):
            total -= AVOIDED  # "pancake syrup - NOT sugar free"
            doubts.append(f"is {phrase}")
        elif phrase in vocab.STORE_KIND and (brand or "").lower() in vocab.STORE_BRANDS | {""}:
            # "frosted flakes, not the store kind": the maker's own (an unnamed label may
            # be the store's)
            total -= AVOIDED if brand else AVOIDED / 2
            doubts.append("a store brand" if brand else "no maker named")
        elif set(words(phrase)) <= _refused(product.description):
            total += PURPOSE  # "chili no beans": the name says "No Beans"
            reasons.append(f"no {phrase}")
    cost, clashes = _clashes(line, product, head)
    total -= cost
    doubts.extend(clashes)
    wished = {x for d in line.descriptors for o in descriptor_forms(d) for x in words(o)}
    for w in (_free_of(product.description) & KIND_FREE) - unwanted - asked - wished:
        if (
            not wished
            and min(evidence.word_share.get(w, 0.0), evidence.word_share.get("free", 0.0)) >= USUAL
        ):
            continue  # most of them say so: Honey Nut Cheerios are all "Gluten Free"
        total -= FREE_OF  # "Lactose Free Whole Milk", "Gluten Free Bread": another kind
        doubts.append(f"{w}-free")

    for d in line.descriptors:
        if d in named:
            total += 0.6
            reasons.append(d)
        elif d in shelved:
            total += 0.3  # the produce aisle's basil is fresh, the spice jar's dried
            reasons.append(d)
        else:
            total -= 0.3 if d in SOFT_DESCRIPTORS else 1.2
            doubts.append(f"not {d}")
    if (
        not line.brand
        and any(b in brand.lower() for b in vocab.PLANT_BASED_BRANDS)
        and not vocab.PLANT_WORDS & set(re.findall(r"[\w-]+", line.product.lower()))
    ):
        total -= 0.6  # "Kite Hill Ricotta" is made of almonds
        doubts.append("plant-based")
    if line.brand:
        # every word of it: "red bull" is not Red Bell Peppers
        named_by = [*words(brand), *name_words[:4]]
        if all(_contains(named_by, w) for w in words(line.brand) or ("",)) or _glued_brand(
            line, named_by
        ):
            total += 1.5
            reasons.append(f"brand {brand or line.brand}")
        elif brand and _maker_of_line(brand, line.brand):
            # "bushs best original baked beans": Bush's, whose best-known line it names
            total += MAKERS_LINE
            reasons.append(f"brand {brand}")
        else:
            total -= 2.5
            doubts.append(f"not {line.brand}")
    elif line.store_brand and brand.lower() in vocab.STORE_BRANDS:
        total += STORE_LABEL  # "saltines store brand": Great Value's, not Nabisco's
        reasons.append("the store's own brand")
    elif line.store_brand and brand:
        total -= STORE_LABEL / 2  # a maker's own, where the line asked for the store's
        doubts.append(f"{brand} is no store brand")

    count, waste = packages(line, product)
    total -= min(1.5, 2.0 * waste)
    if line.amount is not None and line.unit not in (None, "ct") and count > MANY_PACKAGES:
        # "leche 2 galones" is no 28 pieces of mochi: an amount met only by a heap of
        # small packages is another thing, or not the package meant
        total -= MANY_PACKAGES_COST
        doubts.append(f"{count} packages")
    if (line.per_package or count == 1) and _exact_size(line, product):
        # "diced tomatoes 14.5 oz x8": the 14.5 oz can, not the 15 oz; "go-gurt 16 ct" the
        # box of 16, not two of 8
        total += EXACT_SIZE
    elif line.amount is None and count == 1 < line.count and _said_size(line, product):
        total += EXACT_SIZE  # "sour cream daisy 16": the number said is its 16 oz
    if waste > 0.25:
        doubts.append(f"size {size_text(product)}")
    if (line.amount is not None or count < line.count) and count > 1:
        total -= 0.15 * min(count - 1, 4)  # a dozen is one carton of 12, not two of 6
    if line.amount is not None and waste == 0:
        reasons.append(f"{count} × {size_text(product)}")
    elif _counts_pieces(line, product):
        # "16 hamburger buns": packs that say how many they hold ("8 ct") show how many
        # to buy; a 20 oz pack leaves it to a guess
        total += COUNTED
        reasons.append(f"{count} × {size_text(product)}")
    elif _said_size(line, product):
        reasons.append(f"the {size_text(product)} one")  # "sour cream daisy 16"
    elif _pack_of_pieces(line, product):
        # one pack is a guess: "20 hot dogs" are two packs of ten, not a 12 oz pack of 8
        doubts.append(f"pieces in {size_text(product)} unknown")
        if line.count > PACK_PIECES:
            total -= 2 * COUNTED

    if line.amount is None and line.container in (None, *PIECES) and is_loose(product):
        # "4 peaches", "tomatoes": the loose fruit, not a can or a tub of it
        total += LOOSE_PIECES if line.count > 1 else LOOSE_PLAIN
    if (
        line.container is None
        and line.amount is None
        and (line.count == 1 or line.times)
        and is_multipack(product)
        and evidence.multipacks < USUAL
        and not SERVINGS.intersection(line.product.split()[-1:])
    ):
        # "pringles original" is a can, not a box of twelve snack stacks; "gatorade x2"
        # two bottles, not two 12-packs
        size = package_size(product)
        many = line.times and size is not None and size[0] >= SIX_PACK  # not 5 sausage links
        total -= MULTIPACK * (TIMES_MULTIPACK if many else 1)
        doubts.append(f"a pack of {size_text(product)}")
    if for_what:
        total += PURPOSE  # "stuffing for turkey", "syrup for pancakes": the Pancake Syrup
        reasons.append(f"for {for_what}")
    if line.note and COUNTER.search(line.note) and _sold_by(product) == "WEIGHT":
        total += COUNTER_WEIGHED  # "from the deli counter": sliced to order, by weight
        reasons.append("weighed at the counter")
    if line.container is not None:
        fit = container_fit(line, product)
        total += fit
        if fit <= 0:
            doubts.append(f"not a {line.container}")

    item = product.items[0] if product.items else None
    price = _price(product)
    if item is not None and not isinstance(item.fulfillment, msgspec.UnsetType):
        if not item.fulfillment.in_store and price is None:
            total -= 1.5
            reasons.append("not sold at this store")
            doubts.append("not sold at this store")
        stock = item.inventory
        if (
            not isinstance(stock, msgspec.UnsetType)
            and stock.stock_level == "TEMPORARILY_OUT_OF_STOCK"
        ):
            total -= 1.0
            reasons.append("out of stock")
            doubts.append("out of stock")
    if price is not None:
        paid = price.promo if price.promo else price.regular
        total -= min(0.3, 0.02 * paid * count)  # cheaper breaks near-ties
        if price.promo:
            reasons.append("on sale")
    if evidence.departments and product.categories:
        total += 0.6 * evidence.departments.get(product.categories[0], 0.0) - 0.2
    wish = size_wish_fit(line, product, evidence)
    # "2 tbsp fish sauce" says nothing of the bottle: the usual one, as if none were said
    unsized = line.amount is None or line.unit in COOKS_MEASURES
    if wish is not None:  # the size asked for, not the usual one
        total += (BIG_WISH if line.size_wish == "big" else SIZE_WISH) * wish + (
            SIZE_NAMED if big_named else 0.0
        )
        if big_named and big_size_named(line):
            total += SIZE_NAMED  # "family size brownie mix": the name says it as the line
        if big_named:
            reasons.append("the big size")
        if wish < SIZE_FAR:
            doubts.append(f"not the {line.size_wish} size")
    elif line.size_wish:
        doubts.append(f"{line.size_wish} size unknown")
    elif unsized and _measure(size_text(product)) == evidence.typical_size:
        total += TYPICAL_SIZE  # no amount said: the size most of these come in
    elif unsized and line.container is None and evidence.typical_share >= USUAL:
        ours, usual = _ounces(size_text(product)), _ounces(evidence.typical_size or "")
        if ours and usual and usual[0] >= ODD_SIZE * ours[0]:
            # a 12 oz bottle of milk when they come in half gallons (a larger one is a
            # stock-up, and the usual size of a few names says little)
            total -= TYPICAL_SIZE * 3
            doubts.append(f"size {size_text(product)}")
    if chosen_before:
        total += 1.0
        reasons.append("your usual")
    total -= DOUBT_COST * (len(doubts) - mild)
    return total, reasons, doubts


def _brands_thing(evidence: Evidence, heads: Sequence[str]) -> tuple[str, ...]:
    """What a brand named alone sells: what most of its candidates are, or else this
    product's own noun."""
    return (evidence.usual_head,) if evidence.usual_head else tuple(heads[:1])


def _made_for(purpose: str, description: str) -> bool:
    """The name says it is for what the line wants it for ("Stuffing Mix for Turkey"); a
    name that is of it is not ("velveeta for queso" is no Queso Blanco)."""
    _, said, after = description.lower().partition(" for ")
    return bool(said) and any(_contains(words(after)[:3], w) for w in words(purpose))


_FOR_NOTE = re.compile(r"\bfor\s+(?:the\s+|my\s+|our\s+)?([a-z' ]+?)\s*$")


def _what_for(line: LineItem) -> str | None:
    """What the line says it is for, in its name or its note ("for pancakes")."""
    if line.purpose:
        return line.purpose
    said = _FOR_NOTE.search(line.note or "")
    return said.group(1) if said else None


def _named_for(purpose: str, head: str, description: str) -> bool:
    """The name calls the thing by what it is for: "Pancake Syrup" for "syrup for
    pancakes", "Taco Seasoning" for "seasoning for tacos" (a modifier, said in the
    singular: "Jumbo Biscuits Buttermilk" is no buttermilk for biscuits)."""
    name = re.findall(r"[a-z]+", description.lower())
    at = [i for i, w in enumerate(name) if i > 0 and _same(singular(w), head)]
    return (
        bool(at)
        and singular(name[at[-1] - 1]) == name[at[-1] - 1]
        and _contains(words(purpose), name[at[-1] - 1])
    )


def _glued_brand(line: LineItem, named_by: Sequence[str]) -> bool:
    """The line's brand is the product's written with its words glued or split otherwise:
    "la croix" is LaCroix, "jello" Jell-O."""
    glued = "".join(words(line.brand or ""))
    return len(glued) > 3 and any(
        "".join(named_by[i:j]) == glued
        for i in range(len(named_by))
        for j in range(i + 1, min(i + 3, len(named_by)) + 1)
    )


def _chocolate_kind_cost(
    w: str, name_words: Sequence[str], line_words: Sequence[str]
) -> float | None:
    """What a chocolate's kind costs as an extra word, where the words around it decide:
    white chocolate is another kind (though white eggs are eggs), and semi-sweet is what
    chocolate chips are unless said otherwise; None for any other word."""
    if w == "white" and _contains_phrase(name_words, ("white", "chocolate")):
        return 0.45
    semi = w == "semisweet" or (
        w in ("semi", "sweet") and _contains_phrase(name_words, ("semi", "sweet"))
    )
    return 0.08 if semi and "chocolate" in line_words else None


def _is_avoided(phrase: str, product: Product, name: Sequence[str]) -> bool:
    """The product is what the line says it must not be: all the phrase's words are in its
    name ("not honey nut"), it is sold loose ("not loose"), or flavoured ("not flavored")."""
    said = words(phrase)
    if said == ("loose",):
        return is_loose(product)
    if said in (("flavored",), ("flavoured",)):
        return any(w in FLAVOURS for w in name)
    free = re.fullmatch(r"(\w+)[\s-]free", phrase)
    if free:  # "not sugar free": the full kind, not "Sugar-Free", "No Sugar" or "Lite"
        what = free.group(1)
        lighter = re.search(
            rf"\b(?:lite|light|diet|zero|(?:reduced|less|low)\s+{what})\b", " ".join(name)
        )
        return what in _free_of(product.description) | _refused(product.description) or bool(
            lighter
        )
    if set(said) <= _refused(product.description):
        return False  # "chili no beans": the "Chili No Beans" says it has none
    return bool(said) and all(_contains(name, w) for w in said)


def _the_brands_own(
    line: LineItem, line_words: Sequence[str], brand: str, name_words: Sequence[str]
) -> bool:
    """The line names a brand and more words, and the product is of that brand with those
    words in its name: the brand's own name for the thing ("digiorno pepperoni rising
    crust" is "DiGiorno Pepperoni Frozen Pizza with Rising Crust"). One word must follow
    the brand's name at once: "Tostitos Scoops", "Kraft Singles"."""
    said = words(line.brand or "")
    rest = list(line_words)
    for w in said:  # once each: "field roast plant-based roast" asks for a roast
        if w in rest:
            rest.remove(w)
    if said and brand and _letters(line.brand or "") == _letters(brand):
        said = words(brand)  # "jello lime" is Jell-O's, however the brand is spelt
    plain = [w for w in name_words if w not in STOP]
    if not said or not rest or not _contains([*words(brand), *name_words[:3]], said[0]):
        return False
    if len(rest) == 1:
        # a maker's line named in the name ("Smucker's Uncrustables … Grape Jelly
        # Sandwich") has the word anywhere after it
        line_of_theirs = not _contains(words(brand), said[0])
        return in_order([said[-1], rest[0]], plain) or (
            line_of_theirs and said[-1] in plain and rest[0] in plain[plain.index(said[-1]) :]
        )
    # in any order: "maruchan chicken ramen" is "Maruchan Ramen Noodle Chicken Flavor Soup"
    # (the brand's own words once: "Field Roast … Buffalo Wings" is no roast)
    unbranded = list(plain)
    for w in words(brand):
        if w in unbranded:
            unbranded.remove(w)
    return all(_contains(unbranded, w) for w in rest)


def _clashes(line: LineItem, product: Product, head: str) -> tuple[float, list[str]]:
    """What the name says against the line: what either says the thing is without, another
    colour, an imitation of what was asked. (cost, doubts)"""
    name_words = words(product.description)
    line_words = [w for w in words(line.product) if w not in STOP]
    asked, unwanted, refused = (
        set(line_words),
        _refused(line.product),
        _refused(product.description),
    )
    cost, doubts = 0.0, []
    for w in line_words:
        if w in refused and w not in unwanted:  # "Chili No Beans" for "chili with beans"
            cost += 3.0
            doubts.append(f"no {w}")
    for w in unwanted:  # "Fine Iodized Sea Salt" for "non-iodized sea salt"
        if w not in refused and _contains(name_words, w):
            cost += 3.0
            doubts.append(f"has {w}")
    made_of = BASES & asked  # "coconut milk" is not Oat Milk
    if made_of and not made_of & set(name_words) and BASES & set(name_words):
        cost += COLOUR_CLASH
        doubts.append(
            f"{'/'.join(sorted(BASES & set(name_words)))}, not {'/'.join(sorted(made_of))}"
        )
    if (
        head in vocab.MEAT_CUTS
        and "ground" in name_words
        and "ground" not in asked
        and any(c.startswith("Meat") for c in product.categories)
    ):
        cost += COLOUR_CLASH  # "top sirloin, sliced into strips" is no Ground Sirloin
        doubts.append("ground")
    colours, named = COLOURS & asked, COLOURS & set(name_words)
    if colours and named and not colours & named:  # "Red Sparkling Sugar" for green
        cost += COLOUR_CLASH
        doubts.append(f"{'/'.join(sorted(named))}, not {'/'.join(sorted(colours))}")
    elif len(colours) == 1 and len(named) > 1:  # "Black & White Pepper" for white pepper
        doubts.append(f"also {'/'.join(sorted(named - colours))}")
    # "Beef and Broccoli" is a dish for "frozen broccoli": another food joined to the thing
    said = [singular(t) for t in re.findall(r"[a-z]+|&", product.description.lower())]
    for at, w in enumerate(said):
        if _same(head, w):
            joined = [
                said[j]
                for i, j in ((at - 1, at - 2), (at + 1, at + 2))
                if 0 <= j < len(said) and said[i] in ("and", "&")
            ]
            for other in joined:
                if other in STOP or other in NEUTRAL_EXTRAS or _contains(list(asked), other):
                    continue
                if not any(other.startswith(a) for a in asked if len(a) >= 3):  # "mac"
                    cost += COMBINED
                    doubts.append(f"with {other}")
    # "San Marzano Style Tomatoes", "Mozzarella Style Shreds": made like it, not it; "Wild
    # Blend Rice" has some wild rice in it
    styled = {a for a, b in itertools.pairwise(words(line.product)) if b in IMITATIONS}
    for a, b in itertools.pairwise(name_words):
        if b in IMITATIONS and a in asked and a != head and a not in styled:
            cost += IMITATION
            doubts.append(f"{a} {b}")
    return cost, doubts


def _says(description: str, form: str) -> bool:
    """The (lower-case) name says this form of a descriptor: "2%" is not in "1/2%"."""
    if form[:1].isdigit():
        return re.search(rf"(?<![\d./]){re.escape(form)}", description) is not None
    if form in ("large", "small"):  # a grade: "large" shrimp or eggs are not "Extra Large"
        return re.search(rf"(?<!extra )(?<!extra-)(?<!x-)\b{form}\b", description) is not None
    return form in description


def _shelved(descriptor: str, product: Product, name_words: Sequence[str]) -> bool:
    """A descriptor met by what the product is rather than by its name's words: the
    produce aisle's basil is fresh, a loose lime whole, garlic powder ground garlic."""
    return (
        shelf_form(descriptor, product)
        or (descriptor in ("fresh", "whole") and is_loose(product) and not _dry_shelf(product))
        or (descriptor in GROUND and "powder" in name_words)
        # plain is unflavoured: "Greek Yogurt", not "Vanilla" or "Pilaf Style"
        or (descriptor == "plain" and not FLAVOURS & set(name_words) and "style" not in name_words)
        # full fat is what a name without a lighter kind's words is: "Coconut Milk"
        or (descriptor in ("full fat", "full-fat") and not _LIGHTER.search(product.description))
        or (descriptor == "canned" and _small_can(product))
        # rice is white unless its name says another colour: "Short Grain Rice"
        or (descriptor == "white" and "rice" in name_words and not RICE_COLOURS & set(name_words))
    )


RICE_COLOURS = frozenset(["brown", "wild", "black", "red", "purple", "forbidden", "cauliflower"])


# The lighter version of a thing, named so: what a plain line does not mean.
_LIGHTER_KIND = re.compile(
    r"\b(?:lite|diet|(?:less|reduced|low|lower)[\s-]+(?:sodium|fat|sugar|salt)|"
    r"(?:zero|no)[\s-]+sugar|(?:sugar|fat)[\s-]+free)\b",
    re.IGNORECASE,
)
_ASKS_LIGHTER = re.compile(
    r"\b(?:lite|light|diet|less|reduced|low|lower|lowfat|zero|free|no|sf|ff|skinny|keto|"
    r"healthy|skim|nonfat|non-fat|percent|pct|lean)\b|\d\s*%",
    re.IGNORECASE,
)
_LIGHTER = re.compile(
    r"\b(?:light|lite|low[\s-]?fat|reduced|non[\s-]?fat|skim|fat[\s-]free|[0-2]%|part[\s-]skim|"
    r"less\s+fat|neufchatel)"
    r"(?!\w)",
    re.IGNORECASE,
)


FRESH_SHELVES = frozenset(["Produce", "Meat & Seafood"])
# aisles of dry, canned and bottled goods: a "1 each" jar there is no loose fresh thing
DRY_SHELVES = frozenset(
    [
        *("Pantry", "Baking Goods", "Snacks", "Canned & Packaged", "Condiments & Sauces"),
        *("Pasta, Sauces & Grain", "Breakfast", "Candy", "Coffee & Tea", "Beverages"),
    ]
)


def _dry_shelf(product: Product) -> bool:
    return bool(product.categories) and product.categories[0] in DRY_SHELVES


PRESERVED = frozenset(["frozen", "canned", "dried", "dehydrated", "freeze", "pickled", "instant"])


def shelf_form(word: str, product: Product) -> bool:
    """ "fresh" or "dried" said by where the product is shelved rather than by its name,
    which rarely says either: the produce aisle's "Basil" is fresh, the spice aisle's
    "Simply Organic Basil" dried."""
    shelves = set(product.categories)
    if word in ("fresh", "ripe"):  # only fresh produce is ripe
        return bool(shelves & FRESH_SHELVES) and not set(words(product.description)) & PRESERVED
    if word == "dried":
        return bool(shelves) and not shelves & (FRESH_SHELVES | {"Frozen", "Dairy", "Deli"})
    if word == "frozen":  # "Organic Riced Cauliflower" in the freezer aisle
        return "Frozen" in shelves
    return False


def _cut(word: str, name: Sequence[str]) -> bool:
    """A shopper's shortening of a name's word: "evap" milk, "mozz", "marg"."""
    return len(word) >= 4 and any(len(n) > len(word) and n.startswith(word) for n in name)


def in_order(phrase: Sequence[str], name: Sequence[str]) -> bool:
    """The phrase's words stand together, in order, in the name."""
    n = len(phrase)
    return any(tuple(name[i : i + n]) == tuple(phrase) for i in range(len(name) - n + 1))


_WITHOUT = (
    r"\b(?:no|non|without|free\s+of)[\s-]+([a-z]+)"  # "No Beans", "Non-Iodized"
    r"|\b([a-z]+)[\s-]free\b"  # "Fat-Free", "Gluten Free"
    r"|\b0\s?%\s+([a-z]+)"  # "0% Fat"
)
_FREE_OF = re.compile(_WITHOUT)
_NEGATED = re.compile(
    _WITHOUT + r"|\b([a-z]{3,})less\b"  # "Boneless", "Skinless"
    r"|\bun([a-z]{4,})\b"  # "Unsalted", "Unsweetened"
)


# What being made without changes the kind of (not claims such as "Non-GMO").
KIND_FREE = frozenset(
    ["fat", "sugar", "salt", "sodium", "gluten", "lactose", "dairy", "caffeine", "alcohol"]
)


@functools.lru_cache(maxsize=65_536)
def _free_of(name: str) -> frozenset[str]:
    """What a name says the product is made without, so another kind of the thing:
    "Lactose Free", "No Sugar Added", "0% Fat" (not "Boneless" or "Unsalted")."""
    return frozenset(
        singular(next(g for g in m.groups() if g)) for m in _FREE_OF.finditer(name.lower())
    )


@functools.lru_cache(maxsize=65_536)
def _refused(name: str) -> frozenset[str]:
    """Words a name says the product is without: "No Beans", "without Sugar", "Non-Fat",
    "Boneless", "Unsalted" (salted)."""
    return frozenset(
        singular(next(g for g in m.groups() if g)) for m in _NEGATED.finditer(name.lower())
    )


@functools.lru_cache(maxsize=65_536)
def _added(name: str) -> frozenset[str]:
    """Words of what was added to the thing: "Butter with Canola Oil" is not butter."""
    parts = re.split(r"\s(?:with|w/)\s", name.split(",")[0], maxsplit=1, flags=re.IGNORECASE)
    return frozenset(words(parts[1])) if len(parts) > 1 else frozenset()


def descriptor_forms(descriptor: str) -> tuple[str, ...]:
    """How a catalog may write a descriptor: 2% as "reduced fat", 80/20 as "80% lean"."""
    lean = re.fullmatch(r"(\d{2})/(\d{1,2})", descriptor)
    if lean:
        return descriptor, f"{lean.group(1)}% lean"
    said = EQUIVALENTS.get(descriptor) or EQUIVALENTS.get(descriptor.replace(" ", "-"))
    # "bone in" is written "Bone-In" as often as not, and "bone-in" "Bone In"
    return said or tuple(
        dict.fromkeys((descriptor.replace("-", " "), descriptor.replace(" ", "-")))
    )


def _compound(line_words: Sequence[str], name_words: Sequence[str], heads: Sequence[str]) -> bool:
    """The same noun written as one word or two: "oat milk" ~ "Oatmilk", "pancake mix"…"""
    if any(_glued(a, b, h) for a, b in itertools.pairwise(line_words) for h in heads):
        return True  # "oat milk original" is "Oatly Original Oatmilk", "liver worst" Liverwurst
    if line_words and heads and len(name_words) >= 2:
        at = [i for i, w in enumerate(name_words) if w == heads[0]]
        return bool(at) and at[-1] > 0 and name_words[at[-1] - 1] + heads[0] == line_words[-1]
    return False


def _misheard(line_words: Sequence[str], heads: Sequence[str]) -> str | None:
    """ "sour kraut read as sauerkraut": two words taken for a misspelt compound."""
    for a, b in itertools.pairwise(line_words):
        for h in heads:
            if a + b != h and _glued(a, b, h):
                return f"{a} {b} read as {h}"
    return None


def _glued(a: str, b: str, word: str) -> bool:
    """The word is the two written as one, or a misspelling of that ("oat milk" is
    Oatmilk, "liver worst" Liverwurst), and not merely one of them ("bar chocolate" is
    no Chocolate)."""
    joined = a + b
    if word == joined:
        return True
    if abs(len(word) - len(joined)) > 1:  # "mac salad" is no Masala
        return False
    return not (_same(a, word) or _same(b, word)) and _same(joined, word)


def size_text(product: Product) -> str:
    item = product.items[0] if product.items else None
    return item.size if item is not None and isinstance(item.size, str) else "1"


def confidence(best: float, runner_up: float | None) -> float:
    """Absolute fit and the margin over the next candidate, squashed into [0, 1]."""
    margin = best - runner_up if runner_up is not None else 2.0
    return 1 / (1 + math.exp(-(1.1 * (best - 4.0) + 1.4 * min(margin, 2.5))))


def band(conf: float) -> str:
    return "sure" if conf >= SURE else "likely" if conf >= LIKELY else "unsure"


def rank(
    line: LineItem,
    products: Sequence[Product],
    *,
    history: Mapping[str, str] | None = None,
    limit: int = 5,
) -> list[Match]:
    """Products for ``line``, best first, with confidence, quantity and reasons.
    ``history`` maps a line's product words to the product id chosen last time."""
    spelled = with_catalog_spelling(line, products)
    if spelled is not None:
        # "raman noodles": read as the candidates spell it, never sure of the reading
        read, misspelt = spelled
        return [
            msgspec.structs.replace(
                m,
                confidence=min(m.confidence, DOUBTFUL),
                doubts=(*m.doubts, misspelt),
            )
            for m in _rank_as(read, products, history, limit)
        ]
    matches = _rank_as(line, products, history, limit)
    first = words(line.product)[:1]
    if matches and first and f"no {first[0]}" in matches[0].doubts and not line.brand:
        # texted thing first ("bagels everything", "tortillas flour burrito size"): read
        # the other way round when that finds the thing plainly better
        turned = line.product.split()
        other = msgspec.structs.replace(line, product=" ".join([*turned[1:], turned[0]]))
        again = _rank_as(other, products, history, limit)
        if again and again[0].score >= matches[0].score + NOUN_FIRST:
            return again
    packed = _pack_said(line)
    if packed is not None and matches and not _is_thing(packed, matches[0].product):
        # "happy baby pouches": the pouches the thing comes in, where no name says so
        again = _rank_as(packed, products, history, limit)
        if again and again[0].score > matches[0].score:
            return again
    return _the_thing_by_another(line, matches, products, history, limit) or matches


def _the_thing_by_another(
    line: LineItem,
    matches: Sequence[Match],
    products: Sequence[Product],
    history: Mapping[str, str] | None,
    limit: int,
) -> list[Match] | None:
    """The brand named sells no such thing, another maker does: "jiffy corn muffin mix"
    where Jiffy's are blueberry and banana muffin mixes is New Hope Mills' Corn Muffin
    Mix, offered first but never sure (the brand's own follow). None when the brand's
    best has every word the line says of the thing."""
    best = matches[0] if matches else None
    if (
        not line.brand
        or best is None
        or best.confidence >= SURE
        or f"not {line.brand}" in best.doubts
    ):
        return None
    # a word said of the thing, before its name, missing and another in its place
    # ("Jiffy Muffin Mix, Blueberry"): not a package ("cups"), nor the thing's name
    said = set(words(line.brand)) | {head_noun(line)}
    if not any(
        d.startswith("no ")
        and d[3:] not in said
        and d[3:] not in vocab.DESCRIPTORS
        and d[3:] not in vocab.CONTAINERS
        and singular(d[3:]) not in vocab.CONTAINERS
        and singular(d[3:]) not in SERVING_PACKS
        for d in best.doubts
    ) or not any(d.startswith("also ") for d in best.doubts):
        return None
    plain = msgspec.structs.replace(line, product=_without_brand(line), brand=None)
    others = _rank_as(plain, products, history, len(products))
    theirs = next((m for m in others if m.product.product_id == best.product.product_id), None)
    top = others[0] if others else None
    if (
        top is None
        or theirs is None
        or any(d.startswith("no ") or d.endswith(" itself") for d in top.doubts)
        or top.score < theirs.score + NOUN_FIRST
    ):
        return None
    stand_in = msgspec.structs.replace(
        top,
        confidence=min(top.confidence, STAND_IN_CONFIDENCE),
        doubts=(*top.doubts, f"not {line.brand}"),
    )
    return [stand_in, *[m for m in matches if m.product.product_id != top.product.product_id]][
        :limit
    ]


def _maker_of_line(brand: str, said: str) -> bool:
    """The product's maker is the brand said without its line's name: Bush's for "bushs
    best", Pillsbury for "pillsbury grands"."""
    ours, theirs = words(brand), words(said)
    return 0 < len(ours) < len(theirs) and theirs[: len(ours)] == ours


def _is_thing(line: LineItem, product: Product) -> bool:
    """The product is the thing the line names ("Applesauce Pouches" for "applesauce")."""
    head = head_noun(line)
    return any(_same(head, h) for h in product_heads(product))


def _pack_said(line: LineItem) -> LineItem | None:
    """The line with its serving pack ("pouches", "cups") as the container, not the thing:
    "happy baby pouches stage 2" is Happy Baby stage 2 food in pouches."""
    head = head_noun(line)
    if head not in SERVING_PACKS or line.container is not None:
        return None
    said = re.sub(rf"\b{head}(?:es|s)?\b", " ", line.product, count=1)
    said = re.sub(r"\s+", " ", said).strip()
    if not said or said == line.product:
        return None
    return msgspec.structs.replace(line, product=said, container=head)


def _rank_as(
    line: LineItem,
    products: Sequence[Product],
    history: Mapping[str, str] | None,
    limit: int,
) -> list[Match]:
    usual = (history or {}).get(line.product)
    line = with_catalog_brand(line, products)
    evidence = gather_evidence(line, products)
    scored = []
    for product in products:
        value, reasons, doubts = score(
            line,
            product,
            chosen_before=product.product_id == usual,
            evidence=evidence,
        )
        scored.append((value, product, reasons, doubts))
    scored.sort(key=lambda t: -t[0])
    # The margin that makes a pick sure is over the next *other* product: the same one in
    # another size is no rival ("Minute Brown Rice" vs "Instant Brown Rice" is).
    first = _letters(scored[0][1].description) if scored else ""
    rival = next((t for t in scored[1:] if _letters(t[1].description) != first), None)
    runner_up = rival[0] if rival else None
    # a tie with another kind of thing ("Flamin' Hot Popcorn" and "Flamin Hot Puffs" for
    # "hot cheetos"): the line does not say which, so neither is sure
    torn = (
        rival is not None
        and scored[0][0] - rival[0] < TIE
        and product_heads(scored[0][1])[:1] != product_heads(rival[1])[:1]
    )
    out: list[Match] = []
    for i, (value, product, reasons, doubts) in enumerate(scored[:limit]):
        conf = confidence(value, runner_up) if i == 0 else confidence(value, scored[0][0])
        # plainly the thing or not sure: "likely" at most; but the shopper's own pick for
        # these words last time is what they mean, its wording aside, if it can be had
        usual_pick = product.product_id == usual and not set(doubts) & UNAVAILABLE
        if (doubts or (torn and i == 0)) and conf >= SURE and not usual_pick:
            conf = DOUBTFUL
        out.append(
            Match(
                product=product,
                score=round(value, 3),
                confidence=round(conf, 3),
                quantity=packages(line, product)[0],
                reasons=tuple(reasons),
                doubts=tuple(doubts),
            )
        )
    return out


def with_catalog_spelling(
    line: LineItem, products: Sequence[Product]
) -> tuple[LineItem, str] | None:
    """The line with a word none of the candidates has read as the one many of them have a
    letter off ("raman noodles": Ramen Noodles), and the reading ("raman read as ramen").
    The search found them by it; a word any candidate has is never read otherwise, so
    "pork chops" stays chops among chips."""
    said = [w for w in words(line.product) if len(w) >= MISSPELT_FROM and w not in STOP]
    if not said or len(products) < EVIDENCE_FROM:
        return None
    counts: dict[str, int] = {}
    for product in products:
        for w in set(words(product.description)):
            counts[w] = counts.get(w, 0) + 1
    common = [w for w, n in counts.items() if n >= max(2, len(products) * USUAL_SPELLING)]
    # a candidate's brand as its letters run ("jello" is Jell-O's): no misspelt "jelly"
    brands = {_letters(p.brand) for p in products if p.brand}
    for w in said:
        if w in counts or w in vocab.DESCRIPTORS or w in brands or any(_same(w, c) for c in counts):
            continue
        near = [
            c
            for c in common
            if c[0] == w[0] and len(c) == len(w) and Levenshtein.distance(c, w) == 1
        ]
        if len(near) != 1:
            continue
        surface = next((t for t in re.findall(r"[\w']+", line.product) if words(t) == (w,)), None)
        if surface is None:
            continue
        spelt = re.sub(rf"\b{re.escape(surface)}\b", near[0], line.product)
        return msgspec.structs.replace(line, product=spelt), f"{w} read as {near[0]}"
    return None


def _brand_begun(key: str, prefixes: Mapping[str, str]) -> str | None:
    """The line's first or last words that begin a catalog brand's name, said short:
    "hillshire" for Hillshire Farm, "hershey" for Hershey's (six letters or more)."""
    for said in prefixes:
        if len(said) >= BRAND_BEGUN_FROM and key.startswith(said) and len(key) > len(said):
            return said
    return None


def with_catalog_brand(line: LineItem, products: Sequence[Product]) -> LineItem:
    """The line with its brand when its first or last words name one the candidates are sold
    under ("nutella", "sargento shredded mozzarella", "brown sugar pop tarts"): no list of
    brands is ever complete. The words must mostly mean that brand among the candidates, so
    "whole" in "whole milk" never becomes the brand of Whole Foods."""
    if line.brand:
        return line
    raw = re.findall(r"[\w']+", line.product.lower())
    # first words, or last ones ("frosted brown sugar cinnamon pop tarts")
    prefixes = {_letters(" ".join(raw[:k])): " ".join(raw[:k]) for k in range(1, len(raw) + 1)}
    prefixes |= {_letters(" ".join(raw[-k:])): " ".join(raw[-k:]) for k in range(1, len(raw))}
    # a descriptor is no brand, whoever is called so ("strawberries organic": no "Organic")
    prefixes = {k: v for k, v in prefixes.items() if not set(v.split()) <= vocab.DESCRIPTORS}
    sold_under: dict[str, int] = {}
    begun: set[str] = set()  # the line's words that are a brand said short
    for product in products:
        key = _letters(product.brand) if isinstance(product.brand, str) else ""
        said = key if key in prefixes else _brand_begun(key, prefixes)
        if said:
            sold_under[said] = sold_under.get(said, 0) + 1
        if said and said != key:
            begun.add(said)
    if not sold_under:
        return line
    key, count = max(sold_under.items(), key=lambda kv: (kv[1], len(kv[0])))
    # the other products that use the brand's words as ordinary words ("wheat", "whole")
    mentions = sum(1 for p in products if key in _letters(p.description))
    # one product under it will do where no other name uses its words and the line says
    # it whole ("pataks butter chicken sauce": Patak's, whose word nothing else says)
    if (count < 2 and (mentions > count or key in begun)) or count < mentions / 2:
        return line
    if key in begun and any(
        key in _letters(p.description)
        and not _letters(p.brand if isinstance(p.brand, str) else "").startswith(key)
        for p in products
    ):
        return line  # "golden" flax: a word other names use, not Golden Girl said short
    return msgspec.structs.replace(line, brand=prefixes[key])


def _letters(text: str) -> str:
    return re.sub(r"[^a-z0-9]", "", text.lower())


# In the noun's place, at the end of the line (compiled once: every line goes through).
_SAID_AFTER = "|".join(
    re.escape(d) for d in sorted(vocab.DESCRIPTORS, key=len, reverse=True) if d.isalpha()
)
_SHOPPERS_NAMES = [
    # (a lean share may follow it, "hamburger meat 80/20", or a kind, "cauliflower rice
    # frozen")
    (re.compile(rf"(?<![\w&-])(?:{said})(?=(?:\s+(?:[\d./%]+|{_SAID_AFTER}))*$)"), named)
    for said, named in vocab.SHOPPERS_NAMES.items()
]


_CLOVES = re.compile(
    r"(?:(?:fresh|crushed|minced|chopped|peeled|large|small)\s+)*"  # the cook's work on them
    r"(?:(?:cloves?|toes?)\s+(?:of\s+)?garlic|garlic\s+cloves?)"
)
CLOVES_PER_HEAD = 10
_PACKED = re.compile(
    r"(?<!oil )(?<!water )\b(?:(?:firmly|lightly|loosely|tightly|well)\s+)?packed\s+(?=\w)"
)
# "two percent" milk, said aloud, is the 2% written on the carton
_PERCENT = re.compile(r"\b(zero|one|two|\d+(?:\.\d+)?)\s*(?:percent|pct)\b")
_PERCENT_WORDS = {"zero": "0", "one": "1", "two": "2"}


STICKS_PER_POUND = 4  # of butter
_STICKS = re.compile(r"\b(?:butter|margarine)$")


def for_search(line: LineItem) -> LineItem:
    """The line as a catalog would word it: shoppers' abbreviations and names written out
    ("ff milk" → "fat free milk", "hamburger" → "ground beef", "two percent" → "2%"), a
    purpose dropped ("white vinegar for cleaning"), and the counter named where catalogs
    name it ("ham" from the deli → "deli ham")."""
    product = line.product
    for short, full in vocab.ABBREVIATIONS.items():
        if short in product:
            product = re.sub(rf"(?<![\w&]){re.escape(short)}(?![\w&])", full, product)
    product = re.sub(r"(?<=[a-z])\s+w\s+(?=[a-z])", " with ", product)  # "veggie tray w ranch"
    purpose = re.search(r"\s+for\s+(.*)$", product)  # "white vinegar for cleaning"
    product = product[: purpose.start()] if purpose else product
    product = _PERCENT.sub(lambda m: f"{_PERCENT_WORDS.get(m[1], m[1])}%", product)
    product = _PACKED.sub("", product)  # "1 cup packed brown sugar": how to measure it
    count, container = line.count, line.container
    wrapped = _PACKED_IN_IT.search(product)
    if wrapped:
        # "english cucumbers in the plastic wrap", "glory collards in the can": how it is
        # packed, which no name says so
        product = product[: wrapped.start()]
        word = wrapped.group(1) or ""
        container = container or vocab.CONTAINERS.get(word) or vocab.CONTAINERS.get(singular(word))
    rest = product.removeprefix(line.brand or "").split()
    if (
        line.brand
        and rest
        and container is None
        and all(w in vocab.CONTAINERS for w in rest)
        and vocab.CONTAINERS[rest[-1]] != "roll"  # "king's hawaiian rolls" are bread rolls
    ):
        # "happy baby pouches": the brand's things, packed so (its names need not say it)
        product, container = line.brand, vocab.CONTAINERS[rest[-1]]
    if _CLOVES.fullmatch(product) and (line.count > 1 or re.search(r"\b(?:clove|toe) ", product)):
        # "6 cloves garlic", "a clove of garlic": a head holds about ten ("garlic cloves"
        # alone may be the peeled ones)
        product, count = "garlic", math.ceil(line.count / CLOVES_PER_HEAD)
    amount, unit = line.amount, line.unit
    before_names = product
    for said, named in _SHOPPERS_NAMES:
        product = said.sub(named, product)
    if container == "stick" and amount is None and count > 1 and _STICKS.search(product):
        # "3 sticks unsalted butter", "2 sticks oleo": butter and margarine come in pound
        # boxes of four sticks
        amount, unit = float(math.ceil(count / STICKS_PER_POUND)), "lb"
        count, container = 1, None
    counter = re.search(r"\b(deli|bakery)\b", line.note or "")
    if counter and counter.group(1) not in product:
        product = f"{counter.group(1)} {product}"
    if product == line.product and (count, amount, container) == (
        line.count,
        line.amount,
        line.container,
    ):
        return line
    brand = line.brand
    if brand and not re.search(rf"(?<!\w){re.escape(brand)}", product):
        # the brand written out too: "philly cream cheese" is Philadelphia's
        brand = next((b for b in vocab.BRAND_PHRASES if _says_word(product, b)), None)
    elif brand is None and (brand := brand_in(product)) and product.endswith(brand):
        # "oyster sauce lkk" is Lee Kum Kee's: the brand spelt out, before the thing
        product = f"{brand} {product[: -len(brand)].strip()}"
    # the catalog's words may describe too: "corn on the cob" is fresh sweet corn; a word
    # the shopper's name used is gone with it ("ground almonds" is almond flour, not ground)
    kept = [
        d
        for d in line.descriptors
        if _says_word(product, d) or not _says_word(before_names, d) or before_names == product
    ]
    descriptors = tuple(sorted({*kept, *descriptors_in(product)}))
    return msgspec.structs.replace(
        line,
        product=product,
        brand=brand,
        descriptors=descriptors,
        count=count,
        amount=amount,
        unit=unit,
        container=container,
        purpose=purpose.group(1) if purpose else None,
    )


_PACKED_IN_IT = re.compile(
    r"\s+in(?:\s+(?:the|a|an|its|their))(?:\s+(?:plastic|little|glass|big|small|clear))*"
    r"\s+(wrap|wrapper|bag|jar|can|box|container|tub|carton|bottle|package|tube|plastic)$"
)


def _says_word(text: str, phrase: str) -> bool:
    return re.search(rf"(?<!\w){re.escape(phrase)}(?!\w)", text) is not None


# (and the plants' general name, said of an oil or a broth: "vegetable or canola oil")
NEVER_ALONE = PART_WORDS | vocab.MEAT_CUTS | {"vegetable", "veggie"}
_OR = re.compile(r"\s+(?:and/)?or\s+(?:(?:any|some)\s+)?(?:other\s+)?", re.IGNORECASE)


# Another thing the shopper will take, said aside: "(or italian basil)", "(or miso if they
# dont have it)" is a choice as "or" in the line is; "- zucchini is fine since they never
# have real hobak", "(calrose is ok too)" one to try after the line's own
_ASIDE_OR = re.compile(r"or\s+([a-z0-9][\w' -]*?)(?:\s+(?:if|since|because|when)\b.*)?")
_TAKEN_INSTEAD = re.compile(
    r"([a-z][\w' -]*?)\s+(?:(?:is|are|would\s+be)\s+)?(?:fine|ok|okay|good|works)"
    r"(?:\s+(?:too|also|as\s+well|instead))?(?:\s*[,.]?\s*(?:since|because|if|as)\b.*)?"
)


_NEAREST_THING = re.compile(
    r"(?:the\s+)?(?:closest|nearest|next\s+best|most\s+similar)(?:\s+(?:thing|one|kind|match))?|"
    r"something\s+(?:similar|like\s+it|close)|similar|equivalent|whatever(?:\s+they\s+have)?"
)
_NO_OTHER_THING = frozenset(
    ["store-bought", "store bought", "storebought", "homemade", "generic", "store brand", "any"]
)


def _aside(line: LineItem, pattern: re.Pattern[str]) -> str | None:
    """The other thing a part of the note names, if any: a kind alone ("frozen is fine")
    is of the line's own thing."""
    for part in (line.note or "").split(";"):
        said = pattern.fullmatch(part.strip().lower())
        other = said.group(1) if said else ""
        if not other or len(other.split()) > 3 or other.split()[-1] in ("one", "ones", "brand"):
            continue
        if _NEAREST_THING.fullmatch(other):
            continue  # "(or the closest thing)": whatever is nearest, no other thing
        if other in _NO_OTHER_THING:  # "(store-bought is fine)": how it is made, not what
            continue
        if other.split()[0] in ("any", "whatever", "whichever", "either", "all"):
            continue  # "any flavor is fine": any of the line's own thing
        if all(w in vocab.DESCRIPTORS for w in other.split()):
            return f"{other} {line.product}"
        return other
    return None


def alternatives(line: LineItem) -> list[LineItem]:
    """The products a line offers a choice of, in the order they are tried (see
    ``_choices``), and last what a note says will do instead ("zucchini is fine")."""
    choices = _choices(line)
    taken = _aside(line, _TAKEN_INSTEAD)
    if taken is None or any(c.product == taken for c in choices):
        return choices
    other = msgspec.structs.replace(
        line, product=taken, descriptors=descriptors_in(taken), brand=brand_in(taken)
    )
    return [*choices, other]


def _choices(line: LineItem) -> list[LineItem]:
    """The products a line offers a choice of, in the order they are tried: "maple syrup
    or agave", "hemp hearts or pumpkin seeds". Choices often share words:
    - a lone word before "or" may share the noun after it ("semisweet or bittersweet
      chocolate"), yet be a thing itself ("butter or olive oil"): both are tried, the
      word alone last;
    - a lone word after it may stand for the noun before it ("chicken stock or broth"),
      or be a thing itself ("maple syrup or agave"): both again, alone last;
    - a longer choice before it may share its noun ("red wine or apple cider vinegar"):
      that reading is tried first.
    A line without a choice is its own only alternative."""
    text = line.product
    aside = _aside(line, _ASIDE_OR)
    if aside and not _OR.search(text):
        text = f"{text} or {aside}"  # "thai basil leaves (or italian basil)"
    parts = [p.strip() for p in _OR.split(text) if p.strip()]
    if len(parts) < 2:
        # "a can of Crisco": the brand first, then the thing, where the brand is not sold
        stand_in = brand_stand_in(line)
        plain = stand_in or _known_as(line, _PLAINER_NAMES) or _in_english(line)
        if plain is None:
            return [line]
        if stand_in is not None and line.brand and line.brand not in stand_in.product:
            # "1 sm can Carnation milk": Carnation's evaporated milk before anyone's
            branded = msgspec.structs.replace(
                stand_in, product=f"{line.brand} {stand_in.product}", brand=line.brand
            )
            if stand_in.product in vocab.BRAND_GENERICS.values():
                # the line is the brand alone: "frank's redhot" is its cayenne pepper
                # sauce, or anyone's, before the brand's wing sauce
                return [branded, plain, line]
            return [line, branded, plain]
        return [line, plain]
    last, before = parts[-1].split(), parts[-2].split()
    if len(parts) == 2 and len(before) > 1 and brand_in(parts[-1]) == parts[-1]:
        # "peanut butter jif or skippy", "coconut milk grace or goya": the brands after
        # the thing, the word before "or" a brand too though we may not know it
        tails = (" ".join(before[-n:]) for n in (3, 2, 1))
        other = next((b for b in tails if brand_in(b) == b), before[-1])
        thing = " ".join(before[: len(before) - len(other.split())])
        if thing:
            parts = [f"{other} {thing}", f"{parts[-1]} {thing}"]
            last, before = parts[-1].split(), parts[-2].split()
    ending = [parts[-1]]
    if len(last) == 1 and 1 < len(before) <= 3:
        ending = [" ".join([*before[:-1], last[0]]), last[0]]
        if _never_alone(last[0]) or all(w in vocab.DESCRIPTORS for w in before[:-1]):
            # "pork butt or shoulder": no lamb shoulder; "frozen potstickers or
            # dumplings": frozen ones either way
            ending = ending[:1]
    options: list[str] = []
    alone: list[str] = []
    # "jif or skippy peanut butter": a brand before "or" shares the thing the last names
    last_brand = brand_in(parts[-1])
    thing = parts[-1][len(last_brand) :].strip() if last_brand else ""
    if last_brand and not parts[-1].startswith(last_brand):
        thing = ""
    if not last_brand and len(parts) == 2 and len(last) > 1 and brand_in(parts[0]) == parts[0]:
        thing = " ".join(last[1:])  # "bisquick or krusteaz pancake mix": a brand we do not know
    for part in parts[:-1]:
        said = part.split()
        if thing and (b := brand_in(part)) is not None and len(b) >= len(part) - 1:
            options.append(f"{part} {thing}")
        elif len(said) == 1 and len(last) > 1:
            options.append(f"{part} {last[-1]}")
            if not _never_alone(part) and part not in vocab.DESCRIPTORS:
                alone.append(part)  # not "green" of "green or brown lentils"
        elif 1 < len(said) <= 3 and len(last) > 1 and last[-1] not in said:
            options += [f"{part} {last[-1]}", part]
        else:
            options.append(part)
    return [
        msgspec.structs.replace(
            line,
            product=option,
            descriptors=tuple(
                d for d in line.descriptors if re.search(rf"(?<!\w){re.escape(d)}(?!\w)", option)
            ),
            brand=brand_in(option),  # "jif or skippy": each choice its own brand
        )
        for option in dict.fromkeys([*options, *ending, *alone])
    ]


def _names(table: Mapping[str, str]) -> list[tuple[re.Pattern[str], str]]:
    return [
        (re.compile(rf"(?<![\w'-])(?:{said})(?![\w'-])"), named) for said, named in table.items()
    ]


_BRAND_GENERICS = _names(vocab.BRAND_GENERICS)
_PLAINER_NAMES = _names(vocab.PLAINER_NAMES)


def brand_stand_in(line: LineItem) -> LineItem | None:
    """The line with a brand people name a kind of thing by spelt as that thing ("a can
    of Crisco": vegetable shortening), for a store that does not sell the brand."""
    return _known_as(line, _BRAND_GENERICS)


def _known_as(line: LineItem, names: Sequence[tuple[re.Pattern[str], str]]) -> LineItem | None:
    said = line.product.lower()
    for pattern, named in names:
        plain = pattern.sub(named, said)
        if plain != said:
            return msgspec.structs.replace(
                line, product=plain, brand=None, descriptors=descriptors_in(plain)
            )
    return None


def _without_brand(line: LineItem) -> str:
    """The line's words but the brand it names ("goya black beans" → "black beans")."""
    if not line.brand:
        return line.product
    return re.sub(rf"(?<!\w){re.escape(line.brand)}(?:'?s)?(?!\w)", " ", line.product).strip()


def _in_english(line: LineItem) -> LineItem | None:
    """The line's Spanish, Hindi, Persian, Korean, Tagalog, Vietnamese, Chinese, Japanese,
    Russian or Italian-American words in English, the brand kept ("frijoles negros goya" →
    "goya black beans", "swad haldi" → "swad turmeric"), tried after the words as said:
    stores sell "Queso Fresco" and "Paneer" so."""
    brand = line.brand or ""
    said, *purpose = re.split(r"\s+(?=for\s)", _without_brand(line), maxsplit=1)
    english = (
        spanish.in_english(said)
        or hindi.in_english(said)
        or persian.in_english(said)
        or korean.in_english(said)
        or tagalog.in_english(said)
        or vietnamese.in_english(said)
        or cantonese.in_english(said)
        or italian.in_english(said)
        or japanese.in_english(said)
        or russian.in_english(said)
    )
    if english is None:
        return None
    english = re.sub(r"\b(\w+)(?:\s+\1\b)+", r"\1", english)  # "jeera whole seeds": seeds once
    # what it is for stays as said: "canela en rama for arroz con dulce"
    product = " ".join([brand, english, *purpose]).strip()
    return msgspec.structs.replace(line, product=product, descriptors=descriptors_in(product))


_GLOSS = re.compile(r"\(([a-z][a-z'/ -]{2,60})\)")
# what a bracket or a dash says that is no name: what it is for, what to do with it,
# which kind of it
_NO_NAME = re.compile(
    r"(?:for|to|save|saving|keep|use|used|reserve|set|about|approx\w*|optional|divided|plus|"
    r"see|from|at|in|on|with|without|not|no|never)\b"  # "(not the low fat stuff)"
)
# "the napa cabbage kind", "the raw pork kind not spanish dry": which kind, no other name
_WHICH_KIND = re.compile(r"the\s+.+?\s+(?:kind|one|ones|type|brand)\b(?:\s+(?:not|no)\b.*)?")
# "mast - plain whole milk yogurt, 2 big tubs": a name of a few words, a dash, its gloss
_DASHED = re.compile(r"^\s*([^\W\d][\w' ]{1,30}?)\s+[-\u2013\u2014]\s+(\S.*)$")


_PACKAGE_LOOKS = frozenset(vocab.CONTAINERS) | frozenset(vocab.PACKAGE_COLOURS)


def named_in_another_language(line: LineItem) -> bool:
    """The line names its thing by a short Vietnamese word also English-looking, and
    glosses it in English after a dash ("bun - rice vermicelli", "que - cinnamon
    sticks"): the shopper's own English says which thing ("Buns" and "Bar-B-Que Sauce"
    are found for the word)."""
    dashed = _DASHED.match(line.text.lower())
    return (
        dashed is not None and vietnamese.fold(dashed.group(1).strip()) in vietnamese.UNSURE_WORDS
    )


def glossed_in_english(line: LineItem) -> bool:
    """The line names its thing in another language, then in English after a dash with
    more words than our dictionary's ("til - white sesame seeds", where "til" alone is
    sesame seeds, brown ones too): the shopper's own English is tried beside it."""
    dashed = _DASHED.match(line.text.lower())
    if dashed is None or len(dashed.group(1).split()) > 3:
        return False
    said = parse_list(dashed.group(1))
    english = _in_english(said[0]) if len(said) == 1 else None  # (not "milk and eggs")
    if english is None:
        return False
    own = parse_list(dashed.group(2))
    if len(own) != 1 or not own[0].product or _OR.search(f" {own[0].product} "):
        return False  # "sweet rice / sticky rice": a choice, no closer name
    closer, ours = set(own[0].product.split()), set(english.product.split())
    # the same thing, said more closely: only which kind added
    return ours < closer and all(w in vocab.DESCRIPTORS for w in closer - ours)


def _a_flavour(word: str) -> bool:
    """A flavour's name or its first letters as lists shorten it ("choc", "rasp")."""
    return len(word) >= 3 and any(f.startswith(word) for f in FLAVOURS)


def gloss(line: LineItem) -> LineItem | None:
    """The line by the other name it gives its thing, to try when nothing fits the name
    it uses: in brackets ("gochugaru (korean red pepper flakes)", "reyhan (basil)") or
    after a dash ("dolmeh - cedars stuffed grape leaves 2"). How many, from the gloss if
    it says, else from the line."""
    text = line.text.lower()
    dashed = _DASHED.match(text)
    if dashed and _WHICH_KIND.fullmatch(dashed.group(2).strip()):
        return None  # "kimchee - the napa cabbage kind": which kind, no other name
    items = parse_list(dashed.group(2)) if dashed and len(dashed.group(1).split()) <= 3 else []
    if items and items[0].brand and _letters(items[0].product) == _letters(items[0].brand):
        return None  # "mayonnaise - Duke's if they got it": whose, not another name
    if len(items) != 1 or not items[0].product or items[0].skipped:
        found = _GLOSS.search(text)
        said = found.group(1).strip() if found else ""
        if _NO_NAME.match(said):
            return None  # "(for the crust)", "(save whites for meringues)": no other name
        if said != line.note and said not in line.product:
            return None  # the brackets say something else: "(about a pound)", "(optional)"
        named = " or ".join(p.strip() for p in said.split("/"))  # "(dried kelp / kombu)"
        choices = [c.split() for c in _OR.split(f" {named} ") if c.strip()]
        if not said or len(said.split()) > 5 or named.startswith("or "):
            return None  # "(or italian basil)" is a choice, no other name
        if all(w in vocab.DESCRIPTORS or w in _PACKAGE_LOOKS for c in choices for w in c):
            return None  # "(green or brown)", "(purple bag)": which one, not another name
        if len(choices) > 1 and all(len(c) == 1 and _a_flavour(c[0]) for c in choices):
            return None  # "rugalach (choc or rasp)": which flavour, not another name
        return msgspec.structs.replace(
            line,
            product=named,
            note=None if line.note == said else line.note,
            descriptors=descriptors_in(named),
            brand=brand_in(named),
        )
    other = items[0]
    if other.count == 1 and other.amount is None and other.container is None:
        other = msgspec.structs.replace(
            other,
            count=line.count,
            times=line.times,
            amount=line.amount,
            unit=line.unit,
            per_package=line.per_package,
            container=line.container,
            size_wish=other.size_wish or line.size_wish,
        )
    return msgspec.structs.replace(other, text=line.text)


def _never_alone(word: str) -> bool:
    """A word that names no thing without the words before it: a cut of meat, a part of a
    plant ("shoulder", "thighs", "leaves")."""
    return singular(word.lower()) in NEVER_ALONE


def search_term(line: LineItem) -> str | None:
    """The API search term for a line: its product words, ≥ 3 characters, ≤ 8 words.
    "fresh" is left out when other words remain: few names say it (the shelf does), and
    "fresh ginger" would find the juice called "Evolution Fresh" but not "Ginger Root";
    so is "medium" ("1 medium onion" found only a Sweet Onion Salsa, Medium)."""
    product = line.product
    brand = line.brand or ""
    written = HYPHENATED.get(brand) if brand.isalpha() else None
    if written and brand in product:
        # a brand of two words said as one: "jello" is JELL-O, "cheezit" Cheez-It
        product = product.replace(brand, written, 1)
    kept = re.findall(r"[\w%&'/-]+", product)
    # Descriptors said after the thing ("coconut milk full fat", "lox plain") go before
    # it, where names put them: the search relaxes leading words first, not the noun.
    trailing: list[str] = []
    while said := next(
        (
            p.split()
            for p in line.descriptors
            if len(kept) > len(p.split()) and " ".join(kept[-len(p.split()) :]).lower() == p
        ),
        None,
    ):
        trailing, kept = kept[-len(said) :] + trailing, kept[: -len(said)]
    kept = trailing + kept
    unsaid = [w for w in kept if w.lower() not in ("fresh", "ripe", "medium")]
    return within_rules(unsaid if unsaid else kept)


# Brands of several words, by their letters run together: a search finds no JELL-O for
# "jello" (the words are searched as written, "jell-o", as the API's words split).
HYPHENATED = {re.sub(r"[^a-z0-9]", "", b): b for b in vocab.BRANDS if "-" in b}


def within_rules(kept: Sequence[str]) -> str | None:
    """A term the API accepts: at most 8 words and 127 characters, the last ones kept
    (the noun comes last), and at least 3 characters."""
    term = " ".join(kept[-8:]).strip()
    while len(term) > 127 and " " in term:
        term = term.split(" ", 1)[1]
    return term if 3 <= len(term) <= 127 else None


def compound_term(line: LineItem, best: Match | None) -> str | None:
    """A search term with the line's last two words joined ("oat milk" → "oatmilk"),
    when nothing was found ("ruta baga", heard so) or the best match is doubtful or lacks
    one of the line's words: catalogs write many compound nouns as one word, and a
    two-word search does not find it. A line ending in a part of the plant ("spinach
    leaf") is searched without it."""
    plain = [w for w in words(line.product) if w not in STOP]
    if len(plain) < 2:
        return None
    if best is not None:
        product = best.product
        brand = product.brand if isinstance(product.brand, str) else ""
        have = words(product.description) + words(brand)
        named = words(line.brand or "")  # a brand not found is searched for within it
        if (best.confidence >= LIKELY or named) and all(
            _contains(have, w) for w in plain if w not in named
        ):
            return None
    raw = re.findall(r"[\w'-]+", line.product.lower())
    if _part_word(line) and len(raw) > 2:
        return within_rules(raw[:-1])  # "baby spinach leaf": catalogs say "Baby Spinach"
    if len(raw) < 2 or not raw[-1].isalpha() or not raw[-2].isalpha():
        return None
    if raw[-2] in vocab.DESCRIPTORS:  # "shredded mozzarella" never becomes one word
        return None
    return within_rules([*raw[:-2], raw[-2] + raw[-1]])


def bag_term(line: LineItem, best: Match) -> str | None:
    """The line's term and "bag", when the line asks for a bag of fruit or vegetables and
    the best found is no bag: stores name their bagged produce so ("Lemons Bag", 2 lb),
    and a search for the fruit alone ranks the loose ones, by the piece, first."""
    product = best.product
    if line.container in NAMED_PACKS and line.container not in words(product.description):
        # "parm the shaker kind": names say "Shaker", and a search without it finds wedges
        term = search_term(line)
        return within_rules([*term.split(), line.container]) if term else None
    if line.container != "bag" or "bag" in words(product.description):
        return None
    if not product.categories or product.categories[0] not in FRESH_SHELVES:
        return None
    term = search_term(line)
    return within_rules([*term.split(), "bag"]) if term else None


def brand_search(line: LineItem, best: Match) -> list[tuple[str, tuple[str, ...]]]:
    """(term, brands) for searches for the brand the line names, when the best match
    found is not of it: "quaker maple brown sugar oatmeal packets" finds other makers'
    oatmeal once the search drops the brand to find anything, so the line's other words
    are searched within the brand. The API matches brands exactly, case and all, so the
    usual spellings of what was typed are all asked for. The brand's name is searched
    too, by itself and with no brand asked: "nathans hot dogs" are Nathan's Famous Beef
    Franks, which no search for "hot dogs" finds and no spelling of "nathans" names."""
    if not line.brand or f"not {line.brand}" not in best.doubts:
        return []
    rest = _without_brand(line)
    named = search_term(msgspec.structs.replace(line, product=line.brand))
    # the brand alone ("dr pepper") is searched by its name within it
    term = search_term(msgspec.structs.replace(line, product=rest)) if rest else named
    if term is None:
        return []
    typed = line.brand.strip()
    titled = " ".join(w[:1].upper() + w[1:] for w in typed.split())
    spellings = [typed, titled, typed.upper()]
    if written := HYPHENATED.get(typed):  # "jello": Jell-O, "polandspring": Poland Spring
        spellings += [written.title(), written.replace("-", " ").title()]
    if titled.endswith("s") and "'" not in titled:
        spellings.append(f"{titled[:-1]}'s")  # "campbells" is Campbell's
    first, _, after = titled.partition(" ")
    if first in ("Dr", "Mr", "Mrs", "St") and after:
        spellings.append(f"{first}. {after}")  # "dr pepper" is Dr. Pepper
    within = (term, tuple(dict.fromkeys(spellings)))
    return [within, (named, ())] if named and named != term else [within]


def filling_term(line: LineItem, missing: Sequence[str]) -> str | None:
    """A search for the words the first search dropped: the thing and its nearest word
    ("cotija cheese wedge" → "cotija cheese"), or, when that leaves the dropped word out,
    the dropped word with the one after it ("luzianne tea bags" → "luzianne tea")."""
    term = fallback_term(line, canned=False)
    if term is None or all(_contains(words(term), m) for m in missing):
        return term
    said = [w for w in re.findall(r"[\w%&'/-]+", line.product.lower()) if w not in STOP]
    at = next((i for i, w in enumerate(said) if words(w)[:1] == (missing[0],)), None)
    if at is None or at + 1 >= len(said) or said[at] in vocab.DESCRIPTORS:
        return term  # a form or a kind said ("crumbled", "unsweetened") is no lost name
    pair = within_rules(said[at : at + 2])
    if pair == search_term(line):  # "butterscotch chips" found chips: "butterscotch"
        return within_rules(said[at : at + 1])
    return pair


def fallback_term(line: LineItem, *, canned: bool = True) -> str | None:
    """A broader term for a second search: the head noun with its nearest modifier, or
    the noun alone when that is the line already; "canned" before it for a line that asks
    for cans, unless ``canned`` is false."""
    part = _part_word(line)
    text = f" {line.product} "
    for phrase in line.descriptors:  # "coconut milk full fat" → "coconut milk"
        text = text.replace(f" {phrase} ", " ")
    plain = [
        w for w in re.findall(r"[\w%&'/-]+", text) if w not in vocab.DESCRIPTORS and w not in STOP
    ]
    if part and singular(plain[-1]) == part:
        plain = plain[:-1]  # "baby spinach leaf" → "baby spinach"
    term = " ".join(plain[-2:]) if len(plain) > 1 else (plain[0] if plain else "")
    if canned and line.container == "can" and plain and "canned" not in plain:
        term = f"canned {term}"  # "4 cans of tuna": the search found the fish counter's
    first = search_term(line)
    named = plain[-2] if len(plain) > 1 and plain[-1] in CLASS_NOUNS else None
    if term == first and named and named not in words(line.brand or ""):
        term = named  # "harissa paste" → "harissa": stores may call it that alone
    elif term == first and len(plain) > 1 and len(plain[-1]) > 3:
        term = plain[-1]  # "bottled water" → "water"
    if term == first:
        return None
    return within_rules(term.split())
