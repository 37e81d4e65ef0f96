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

import re
import unicodedata

import msgspec

from assistant.errors import AssistantError
from assistant.shopping import vocabulary as vocab
from assistant.shopping.quantities import unit_of, words_to_digits

MAX_CHARS = 4000
MAX_LINES = 100


class ListTooLong(AssistantError):
    """The message is over the size a shopping list can sensibly be."""


class LineItem(msgspec.Struct, frozen=True, kw_only=True):
    text: str  # what the person wrote for this item
    product: str  # the product words to search for ("" when skipped)
    count: int = 1  # packages or pieces wanted
    amount: float | None = None  # a measured amount: 2 (gal), 1.5 (lb), 12 (ct)
    unit: str | None = None  # gal qt pt "fl oz" oz lb kg g l ml ct
    per_package: bool = False  # amount is each package's size, not the total
    container: str | None = None  # bag, box, can, … when named
    descriptors: tuple[str, ...] = ()
    brand: str | None = None
    substitutions: bool | None = None  # False: no substitutes; True: any is fine
    note: str | None = None
    skipped: str | None = None  # why this is not an item (shown to the person)


_NUM = r"\d+(?:\.\d+)?"
_MULT_LEAD = re.compile(rf"^(?:qty:?\s*)?({_NUM})\s*(?:x|×|\*)(?=\s|$)\s*")
_MULT_TRAIL = re.compile(
    rf"\s*(?:[x×*]\s*({_NUM})|({_NUM})\s*[x×]|\(\s*({_NUM})\s*\)|"
    rf"-\s*({_NUM})|qty:?\s*({_NUM}))$"
)
_N_OF = re.compile(rf"^({_NUM})\s+of\s+(?:the\s+)?")
_PACK = re.compile(rf"(?:^|\s)({_NUM})[\s-]*(?:pk|pack|packs|ct|count|piece|pc|pcs)\b\.?")
_WORD_PACK = re.compile(r"\b(six|twelve|twenty[\s-]four|eighteen|four)[\s-]?packs?\b")
_DOZEN = re.compile(
    rf"(?:\b({_NUM}|a|one|half\s+a|a\s+half)\s+)?(?:(half)\s+(?:a\s+)?)?\bdozens?\b"
)
_HALF_UNIT = re.compile(r"\b(?:a\s+)?half(?:\s+a|\s+an)?[\s-]+([a-z]+)\b")
_AMOUNT = re.compile(
    rf"(?<![\w/.])({_NUM})\s*-?\s*(fl\.?\s*oz\.?|fluid\s+ounces?|[a-z]+\.?)(?![\w])"
)
_LEADING_COUNT = re.compile(rf"^({_NUM})(?!\s*(?:%|/|\d))\s*")
_TRAILING_COUNT = re.compile(rf"\s+({_NUM})$")
_FEW = re.compile(r"^(?:a\s+)?(couple(?:\s+of)?|few|pair\s+of|handful\s+of)\s+")
_SELF_CORRECT = re.compile(
    rf"\b({_NUM})\s*,?\s+(?:no|nope|sorry|i\s+mean|make\s+(?:that|it))\s*,?\s+({_NUM})\b"
)
_ARTICLE = re.compile(r"^(?:a|an|one|some|the|any|more|another|of)\s+")
_OF = re.compile(r"^(?:of|of\s+the|the)\s+")
_NAME_WORDS_AFTER_NUMBER = re.compile(
    r"^\s*-?\s*(?:grain|bean|layer|inch|in|cheese|berry|pepper|up|minute|hour|day|calorie|"
    r"ply|way|percent|spice|alarm|star|seed|herb|nut|vegetable|veggie|fruit|piece\s+chicken)\b"
)
_SPLIT = re.compile(r"\s*(?:[,;]|\s(?:and|&|also|plus|then|and\s+then|and\s+also)\s)\s*")
_BULLET = re.compile(r"^\s*(?:[-*•·▪◦‣–—>]+|\d{1,2}[.)]|\[\s?[x ]?\s?\])\s+")
_PAREN = re.compile(r"\(([^)]*)\)")
_DASH_TAIL = re.compile(r"\s+[-–—:]\s+(.+)$")
_SPACES = re.compile(r"\s+")
_EDGE_PUNCT = re.compile(r"^[\s.,;:!?'\"-]+|[\s.,;:!?'\"-]+$")


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
    for line in lines:
        for segment in _segments(line):
            _add_segment(items, segment)
    return items


def _clean_chars(text: str) -> str:
    text = unicodedata.normalize("NFC", text).replace("\r", "\n")
    for a, b in (("’", "'"), ("‘", "'"), ("“", '"'), ("”", '"'), ("×", " x "), ("\t", " ")):
        text = text.replace(a, b)
    return text


def _segments(line: str) -> list[str]:
    line = _BULLET.sub("", line).strip()
    lowered = words_to_digits(line.lower())
    lowered = vocab.WAKE_WORDS.sub("", lowered.strip())
    # Protect names containing a joining word, and "1 and a half"-style amounts.
    protected = lowered
    for name in vocab.JOINED_NAMES:
        for joiner in (" and ", " & ", " n "):
            variant = name.replace(" and ", joiner)
            if variant in protected:
                protected = protected.replace(variant, name.replace(" and ", "\x00"))
    for short, full in vocab.SHORTHAND.items():
        if "&" in short:
            protected = re.sub(
                rf"(?<!\w){re.escape(short)}(?!\w)", full.replace(" and ", "\x00"), protected
            )
    protected = re.sub(r"(\w)\s+n\s+(\w)", "\\1\x00\\2", protected)  # "mac n cheese"
    # Commas inside brackets belong to the item: "eggs (large, brown)".
    protected = re.sub(r"\([^)]*\)", lambda m: m.group(0).replace(",", "\x01"), protected)
    parts = [
        p.replace("\x00", " and ").replace("\x01", ",").strip() for p in _SPLIT.split(protected)
    ]
    return [p for p in parts if p]


def _strip_speech(text: str) -> str:
    text = vocab.WAKE_WORDS.sub("", text)
    text = vocab.FILLERS.sub(" ", text)
    text = _SPACES.sub(" ", text).strip(" ,.!?")
    previous = None
    while previous != text:  # carriers can nest: "please can you add … to my list thanks"
        previous = text
        text = vocab.LEADING_CARRIERS.sub("", text, count=1).strip(" ,.!?:")
        text = vocab.TRAILING_CARRIERS.sub("", text).strip(" ,.!?:")
    return text


def _add_segment(items: list[LineItem], raw: str) -> None:
    text = _strip_speech(raw)
    if not text:
        return
    if vocab.CANCEL.search(text):
        before = _EDGE_PUNCT.sub("", vocab.CANCEL.split(text)[0])
        if not _strip_speech(before) and items and not items[-1].skipped:
            cancelled = items.pop()
            items.append(_skip(cancelled.text, "cancelled"))
        else:
            items.append(_skip(raw, "cancelled"))
        return
    forget = vocab.FORGET_ITEM.match(text)
    if forget and text.split()[0] in ("forget", "remove", "cancel", "scratch", "skip"):
        target = forget.group(1).strip()
        for i in range(len(items) - 1, -1, -1):
            if not items[i].skipped and target in items[i].product:
                items[i] = _skip(items[i].text, "cancelled")
                items.append(_skip(raw, "cancelled"))
                return
        items.append(_skip(raw, f"nothing called {target!r} to remove"))
        return
    correction = vocab.CORRECTION.search(text)
    if correction:
        head, tail = text[: correction.start()].strip(" ,"), text[correction.end() :].strip()
        if head:
            _add_segment(items, head)
        update = parse_item(tail, raw)
        if items and not items[-1].skipped:
            items[-1] = _merge(items[-1], update) if not update.product else update
        else:
            items.append(update)
        return
    item = parse_item(text, raw)
    if not item.product and _has_detail(item) and items and not items[-1].skipped:
        items[-1] = _merge(items[-1], item)  # "milk, no subs" / "bananas, ripe"
    elif vocab.NOT_GROCERY.match(text):
        items.append(_skip(raw, "not a grocery item"))
    elif item.product:
        items.append(item)
    else:
        items.append(_skip(raw, "no product named"))


def _skip(text: str, reason: str) -> LineItem:
    return LineItem(text=text.strip(), product="", skipped=reason)


def _has_detail(item: LineItem) -> bool:
    return bool(item.amount or item.count != 1 or item.note or item.substitutions is not None)


def _merge(base: LineItem, update: LineItem) -> LineItem:
    """Apply a quantity-, wish- or note-only segment to the item before it."""
    quantity = {}
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
        **quantity,
    )


def parse_item(text: str, original: str | None = None) -> LineItem:
    """One item's words (already split and free of carrier phrases) → LineItem."""
    source = (original or text).strip()
    s = words_to_digits(text.lower())
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
        for m in vocab.NOTE_PATTERNS.finditer(fragment):
            notes.append(m.group(0).strip())
        return vocab.NOTE_PATTERNS.sub(" ", fragment)

    # Parenthesised asides: a count "(2)", descriptors "(large, brown)", or a note.
    extra_words: list[str] = []
    for inner in _PAREN.findall(s):
        inner_clean = wishes(inner).strip(" ,")
        if re.fullmatch(_NUM, inner_clean):
            continue  # left for the count patterns
        words = [w for w in re.split(r"[\s,]+", inner_clean) if w]
        if words and all(w in vocab.DESCRIPTORS for w in words):
            extra_words.extend(words)
        elif inner_clean:
            notes.append(inner_clean)
    s = _PAREN.sub(
        lambda m: f"({m.group(1)})" if re.fullmatch(rf"\s*{_NUM}\s*", m.group(1)) else " ", s
    )
    s = wishes(s)
    tail = _DASH_TAIL.search(s)
    if tail and not re.fullmatch(rf"{_NUM}", tail.group(1).strip()):
        rest = tail.group(1).strip(" ,.")
        if not _AMOUNT.search(rest) and rest:
            notes.append(rest)
            s = s[: tail.start()]
    s = _SELF_CORRECT.sub(lambda m: m.group(2), s)
    s = _expand_shorthand(_SPACES.sub(" ", s).strip(" ,.;:!?"))
    count, amount, unit, per_package, container, s = _quantities(s)
    product = _product_words(s, extra_words)
    descriptors = tuple(
        d
        for d in sorted(vocab.DESCRIPTORS | set(vocab.DESCRIPTOR_PHRASES))
        if re.search(rf"(?<![\w-]){re.escape(d)}(?![\w-])", product)
    )
    brand = next(
        (b for b in vocab.BRAND_PHRASES if re.search(rf"(?<!\w){re.escape(b)}(?!\w)", product)),
        None,
    )
    note = "; ".join(dict.fromkeys(n.strip(" ,.") for n in notes if n.strip(" ,."))) or None
    return LineItem(
        text=source,
        product=product,
        count=count,
        amount=amount,
        unit=unit,
        per_package=per_package,
        container=container,
        descriptors=descriptors,
        brand=brand,
        substitutions=substitutions,
        note=note,
    )


def _expand_shorthand(s: str) -> str:
    for short, full in vocab.SHORTHAND.items():
        if short in s:
            s = re.sub(rf"(?<![\w&]){re.escape(short)}(?![\w&])", full, s)
    return s


def _quantities(s: str) -> tuple[int, float | None, str | None, bool, str | None, str]:
    """Pull count, amount, unit, per-package flag and container out of ``s``."""
    count: float | None = None
    amount: float | None = None
    unit: str | None = None
    per_package = False
    container: str | None = None

    m = _MULT_LEAD.match(s) or _N_OF.match(s)
    if m:
        count, s = float(m.group(1)), s[m.end() :]
    m = _MULT_TRAIL.search(s)
    if m and count is None:
        value = next(g for g in m.groups() if g)
        count, s = float(value), s[: m.start()]
    m = _FEW.match(s)
    if m and count is None:
        word = m.group(1).split()[0]
        count, s = {"couple": 2, "few": 3, "pair": 2, "handful": 3}[word], s[m.end() :]

    m = _WORD_PACK.search(s)
    if m:
        size = {"six": 6, "twelve": 12, "eighteen": 18, "four": 4}.get(m.group(1), 24)
        amount, unit, per_package = float(size), "ct", True
        s = s[: m.start()] + " " + s[m.end() :]
    m = _DOZEN.search(s)
    if m and amount is None:
        lead, half = m.group(1), m.group(2)
        n = (
            0.5
            if half or (lead and "half" in lead)
            else float(lead)
            if lead and lead[0].isdigit()
            else 1.0
        )
        amount, unit = 12 * n, "ct"
        s = s[: m.start()] + " " + s[m.end() :]
    m = _PACK.search(s)
    if m and amount is None:
        amount, unit, per_package = float(m.group(1)), "ct", True
        s = s[: m.start()] + " " + s[m.end() :]
    if amount is None:
        m = _HALF_UNIT.search(s)
        if m and unit_of(m.group(1)):
            amount, unit = 0.5, unit_of(m.group(1))
            s = s[: m.start()] + " " + s[m.end() :]
            lead = re.search(rf"({_NUM})\s*$", s[: m.start()])
            if lead and count is None:  # "2 half gallons": two half-gallon jugs
                count, per_package = float(lead.group(1)), True
                s = s[: lead.start()] + " " + s[lead.end() :]
    if amount is None:
        for m in _AMOUNT.finditer(s):
            found = _unit_words(m.group(2))
            if found:
                amount, unit = float(m.group(1)), found
                s = s[: m.start()] + " " + s[m.end() :]
                break
    s = _SPACES.sub(" ", s).strip()

    # A container next to the quantity: "3 cans black beans", "5 lb bag of potatoes".
    s = re.sub(r"^(?:a|an|one)\s+", "", s)
    m = re.match(rf"^(?:({_NUM})\s+)?([a-z]+)\s+(?:of\s+)?", s)
    if m and m.group(2) in vocab.CONTAINERS:
        rest = s[m.end() :]
        if rest.strip():
            container = vocab.CONTAINERS[m.group(2)]
            if m.group(1) and count is None:
                count = float(m.group(1))
            s = rest
    elif m is None or m.group(2) not in vocab.CONTAINERS:
        m2 = re.search(r"\s(?:a\s+)?([a-z]+)$", s)
        if m2 and m2.group(1) in vocab.CONTAINERS and amount is not None:
            container, s = vocab.CONTAINERS[m2.group(1)], s[: m2.start()]
    if container and amount is not None and unit != "ct":
        per_package = True
    if count is not None and count > 1 and amount is not None and (container or per_package):
        per_package = True

    m = _LEADING_COUNT.match(s)
    if m and not _NAME_WORDS_AFTER_NUMBER.match(s[m.end() :]):
        if count is None:
            count = float(m.group(1))
        s = s[m.end() :]
        m = re.match(r"^([a-z]+)\s+(?:of\s+)?", s)  # "2 bags of spinach"
        if m and m.group(1) in vocab.CONTAINERS and s[m.end() :].strip():
            container, s = vocab.CONTAINERS[m.group(1)], s[m.end() :]
    m = _TRAILING_COUNT.search(s)
    if m and count is None and not re.search(r"(?:%|/)$", s):
        count, s = float(m.group(1)), s[: m.start()]
    return (
        max(1, int(count)) if count is not None else 1,
        amount,
        unit,
        per_package,
        container,
        s,
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
    words = [w for w in s.split() if w not in ("x", "×")]
    text = " ".join([*words, *extra])
    text = _EDGE_PUNCT.sub("", _SPACES.sub(" ", text))
    return text.strip()
