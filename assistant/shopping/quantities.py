"""Numbers and units in shoppers' words: "two", "1 1/2", "½", "a dozen", "2 gal", "12oz".

Units are recognised and normalised through ``pint`` (plurals, spellings, conversions)
behind a guard: only masses and volumes count, and words pint knows but shoppers mean
otherwise ("a" = year, "can", "bag", "ct" = carat) are refused first. Canonical unit
names are the ones stores print: gal, qt, pt, fl oz, oz, lb, kg, g, l, ml — and ct.
"""

from __future__ import annotations

import re
from fractions import Fraction
from functools import cache, lru_cache
from typing import Any

import pint

ONES = {  # no "zero": nobody buys zero of anything, but "coke zero" exists
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "eleven": 11,
    "twelve": 12,
    "thirteen": 13,
    "fourteen": 14,
    "fifteen": 15,
    "sixteen": 16,
    "seventeen": 17,
    "eighteen": 18,
    "nineteen": 19,
}
TENS = {
    "twenty": 20,
    "thirty": 30,
    "forty": 40,
    "fifty": 50,
    "sixty": 60,
    "seventy": 70,
    "eighty": 80,
    "ninety": 90,
}
VULGAR = {
    "½": "1/2",
    "⅓": "1/3",
    "⅔": "2/3",
    "¼": "1/4",
    "¾": "3/4",
    "⅕": "1/5",
    "⅛": "1/8",
    "⅜": "3/8",
    "⅝": "5/8",
    "⅞": "7/8",
    "⅙": "1/6",
}
# pint's names → the names on store shelves
CANONICAL = {
    "pound": "lb",
    "ounce": "oz",
    "fluid_ounce": "fl oz",
    "gallon": "gal",
    "quart": "qt",
    "pint": "pt",
    "kilogram": "kg",
    "gram": "g",
    "liter": "l",
    "milliliter": "ml",
    "cup": "cup",
    "tablespoon": "tbsp",
    "teaspoon": "tsp",
}
# Units a bilingual list names in Spanish ("leche entera galón", "papas 5 libras").
SPANISH_UNITS = {
    **dict.fromkeys(("galon", "galón", "galones"), "gal"),
    **dict.fromkeys(("libra", "libras"), "lb"),
    **dict.fromkeys(("litro", "litros"), "l"),
    **dict.fromkeys(("kilo", "kilos"), "kg"),
}
# Words pint would read as units that shoppers never mean as units.
NOT_UNITS = frozenset(
    [
        "a",
        "an",
        "at",
        "in",
        "is",
        "it",
        "s",
        "t",
        "c",
        "h",
        "m",
        "b",
        "d",
        "k",
        "p",
        "x",
        "bag",
        "bags",
        "ct",
        "carat",
        "count",
        "stick",
        "can",
        "cans",
        "dozen",
        "each",
        "head",
        "heads",
        "bunch",
        "pack",
        "packs",
        "box",
        "each",
        "lot",
    ]
)
_NUMBER_WORDS = "|".join(sorted([*ONES, *TENS], key=len, reverse=True))
_WORD_NUMBER = re.compile(
    rf"\b(?:({'|'.join(TENS)})[\s-]+({'|'.join(k for k in ONES if ONES[k] < 10)})|"
    rf"({_NUMBER_WORDS}))\b"
)
_WORD_PERCENT = re.compile(rf"{_WORD_NUMBER.pattern}\s*percent\b")
_PERCENT = re.compile(r"\s*percent\b")  # "two percent milk" is a name, kept in words
_NAMED_NUMBER = re.compile(r"\bfiber\s+$", re.IGNORECASE)  # "Fiber One" is a brand
_HUNDRED = re.compile(r"\b(\d+|a|one)\s+hundred\b")
_AND_A_HALF = re.compile(r"\b(\d+)\s+and\s+(?:a\s+)?half\b")
_MIXED = re.compile(r"\b(\d+)(?:\s+|\s*-\s*)(\d+)/(\d+)\b")
_FRACTION = re.compile(r"(?<![\d/])(\d+)/(\d+)(?![\d/])")


@cache
def _registry() -> pint.UnitRegistry[Any]:
    return pint.UnitRegistry()


def warm_up() -> None:
    """Load pint's unit definitions now (about 0.3 s) rather than inside the first
    request that needs a unit."""
    _registry()


@lru_cache(maxsize=4096)
def unit_of(word: str) -> str | None:
    """The canonical unit a word names ("lbs" → "lb", "gallons" → "gal"), or None."""
    word = word.strip(".").lower()
    if not word or word in NOT_UNITS or not word.isalpha():
        return None
    if word in ("fl", "floz"):
        return "fl oz"
    if word in SPANISH_UNITS:
        return SPANISH_UNITS[word]
    try:
        unit = _registry().parse_units(word)
    except (pint.UndefinedUnitError, AttributeError, ValueError, TypeError, AssertionError):
        return None
    dims = unit.dimensionality
    if dims not in (_registry().pound.dimensionality, _registry().liter.dimensionality):
        return None
    return CANONICAL.get(str(unit))


def convert(amount: float, unit: str, to: str) -> float | None:
    """``amount unit`` in ``to`` units, or None when they measure different things."""
    if "ct" in (unit, to):  # a count (to pint, "ct" is a carat: a weight)
        return amount if unit == to else None
    names = {v: k for k, v in CANONICAL.items()}
    try:
        quantity = _registry().Quantity(amount, names.get(unit, unit))
        return float(quantity.to(names.get(to, to)).magnitude)
    except (pint.DimensionalityError, pint.UndefinedUnitError):
        return None


def words_to_digits(text: str) -> str:
    """Spell numbers as digits: "twenty four" → "24", "two and a half" → "2.5",
    "1 1/2" → "1.5", "½" → "0.5". Leaves ratios like "80/20" alone."""
    for glyph, plain in VULGAR.items():
        text = re.sub(rf"(\d)\s*{glyph}", rf"\1 {plain}", text).replace(glyph, plain)

    def word_number(m: re.Match[str]) -> str:
        if m.group(3):
            return str(ONES.get(m.group(3), TENS.get(m.group(3), 0)))
        return str(TENS[m.group(1)] + ONES[m.group(2)])

    def percent(m: re.Match[str]) -> str:
        said = word_number(m)
        return f"{said}%" if int(said) >= 10 else m.group(0)

    # "eighty five percent lean" is 85% lean; "two percent milk" stays the milk's name
    text = _WORD_PERCENT.sub(percent, text)
    text = _WORD_NUMBER.sub(
        lambda m: (
            m.group(0)
            if _PERCENT.match(text, m.end()) or _NAMED_NUMBER.search(text, 0, m.start())
            else word_number(m)
        ),
        text,
    )
    text = _HUNDRED.sub(lambda m: str(100 * (int(m.group(1)) if m.group(1).isdigit() else 1)), text)
    text = _AND_A_HALF.sub(lambda m: _fmt(int(m.group(1)) + 0.5), text)
    text = _MIXED.sub(
        lambda m: (
            _fmt(int(m.group(1)) + int(m.group(2)) / int(m.group(3)))
            if int(m.group(2)) < int(m.group(3))
            else m.group(0)
        ),
        text,
    )

    def fraction(m: re.Match[str]) -> str:
        num, den = int(m.group(1)), int(m.group(2))
        if den == 0 or num >= den:  # a ratio such as 80/20 lean-to-fat, not an amount
            return m.group(0)
        return _fmt(float(Fraction(num, den)))

    return _FRACTION.sub(fraction, text)


def _fmt(value: float) -> str:
    return str(int(value)) if value == int(value) else f"{value:g}"
