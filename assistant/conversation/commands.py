"""What a message asks for: text → ``Command`` (pure, no session needed).

Commands are recognised before anything is read as groceries, so "remove 2" or "3b"
never become products. Whatever is not a command is ``Text``: the handlers decide, by
phase, whether it is a list, a store search or something to help with.

Line references (``Targets``) are numbers ("4", "2 and 5", "1-3", "all") or words
("the milk"); the handlers resolve words against the list.
"""

from __future__ import annotations

import re

import msgspec

from assistant.shopping.quantities import words_to_digits

MAX_LINE_NUMBER = 999


class Targets(msgspec.Struct, frozen=True, kw_only=True):
    numbers: tuple[int, ...] = ()
    words: str | None = None
    all: bool = False


class Help(msgspec.Struct, frozen=True, tag=True):
    pass


class Greeting(msgspec.Struct, frozen=True, tag=True):
    pass


class Thanks(msgspec.Struct, frozen=True, tag=True):
    pass


class Confirm(msgspec.Struct, frozen=True, tag=True):
    pass


class ShowList(msgspec.Struct, frozen=True, tag=True):
    pass


class StartOver(msgspec.Struct, frozen=True, tag=True):
    pass


class Undo(msgspec.Struct, frozen=True, tag=True):
    pass


class ChangeStore(msgspec.Struct, frozen=True, tag=True):
    pass


class Checkout(msgspec.Struct, frozen=True, tag=True):
    pass


class Link(msgspec.Struct, frozen=True, tag=True):
    pass


class Unlink(msgspec.Struct, frozen=True, tag=True):
    pass


class ShowCart(msgspec.Struct, frozen=True, tag=True):
    pass


class Retry(msgspec.Struct, frozen=True, tag=True):
    pass


class RemoveFromCart(msgspec.Struct, frozen=True, tag=True):
    number: int  # as numbered by the last "show cart"


class ZipCode(msgspec.Struct, frozen=True, tag=True):
    zip_code: str


class LatLng(msgspec.Struct, frozen=True, tag=True):
    lat: float
    lng: float


class Number(msgspec.Struct, frozen=True, tag=True):
    """A bare number: a store to pick, or a line the person is pointing at."""

    value: int


class Pick(msgspec.Struct, frozen=True, tag=True):
    line: int
    letter: str  # a, b, c…


class More(msgspec.Struct, frozen=True, tag=True):
    line: int


class Remove(msgspec.Struct, frozen=True, tag=True):
    targets: Targets


class SetQuantity(msgspec.Struct, frozen=True, tag=True):
    line: int
    quantity: int


class Substitutions(msgspec.Struct, frozen=True, tag=True):
    targets: Targets  # all=True: the whole list, and the default for new lines
    allowed: bool


class Note(msgspec.Struct, frozen=True, tag=True):
    line: int
    text: str | None  # None clears the note


class Add(msgspec.Struct, frozen=True, tag=True):
    text: str


class Replace(msgspec.Struct, frozen=True, tag=True):
    targets: Targets  # one line, by number or words
    text: str


class Text(msgspec.Struct, frozen=True, tag=True):
    text: str


Command = (
    Help
    | Greeting
    | Thanks
    | Confirm
    | ShowList
    | StartOver
    | Undo
    | ChangeStore
    | Checkout
    | Link
    | Unlink
    | ShowCart
    | Retry
    | RemoveFromCart
    | ZipCode
    | LatLng
    | Number
    | Pick
    | More
    | Remove
    | SetQuantity
    | Substitutions
    | Note
    | Add
    | Replace
    | Text
)

_NUM = r"#?(\d{1,3})"
_LIST_WORDS = r"(?:my\s+|the\s+|this\s+)?(?:shopping\s+|grocery\s+)?list"
_SUBS = r"(?:subs?|substitutes?|substitutions?|substituting|replacements?|swaps?)"
_TARGET_TAIL = r"(?:\s+(?:on|for|to)\s+(?:item\s+|line\s+|number\s+)?(.+))?"

_FIXED: list[tuple[re.Pattern[str], Command]] = [
    (
        re.compile(
            r"(?:(?:i need |i want |get |need |some )?help(?: me| please)?|\?+|menu|commands"
            r"|what can (?:you|i) (?:do|say)|how does (?:this|it) work|what do i (?:do|say)"
            r"|options|how do i (?:use (?:this|it)|do this))"
        ),
        Help(),
    ),
    (
        re.compile(
            r"(?:(?:hi|hello|hey|hiya|howdy|yo)(?: there| again| you| assistant| bot)?"
            r"|good (?:morning|afternoon|evening)|start)"
        ),
        Greeting(),
    ),
    (re.compile(r"(?:thanks|thank you|thx|ty|cheers)(?: (?:so much|a lot))?"), Thanks()),
    (
        re.compile(
            r"(?:yes|yep|yeah|yup|ok|okay|sure|perfect|great|correct|right|good|all good|fine"
            r"|(?:looks|sounds|seems) (?:good|great|right|fine|ok|okay)|that'?s right|all set"
            r"|yes please|ok thanks)"
        ),
        Confirm(),
    ),
    (
        re.compile(
            rf"(?:(?:show|see|view|read|repeat|check)(?: me)? {_LIST_WORDS}|{_LIST_WORDS}|show"
            rf"|what(?:'?s| is) on {_LIST_WORDS}|where (?:are|were) we|never ?mind|cancel"
            rf"|back to {_LIST_WORDS})"
        ),
        ShowList(),
    ),
    (
        re.compile(
            rf"(?:start (?:over|again|fresh)|clear {_LIST_WORDS}|clear|reset|new list"
            rf"|empty {_LIST_WORDS}|forget (?:it|everything)|cancel {_LIST_WORDS})"
        ),
        StartOver(),
    ),
    (re.compile(r"undo(?: (?:that|last|it))?|go back|oops"), Undo()),
    (
        re.compile(
            r"(?:(?:change|switch|pick|choose|select|set|use) (?:my |the |a )?"
            r"(?:different |another |other )?store|(?:different|another|other|new) store"
            r"|store|change (?:my )?location|switch stores)"
        ),
        ChangeStore(),
    ),
    (
        re.compile(
            r"(?:(?:go to |proceed to |ready to |ready for |let'?s )?check ?out|check me out"
            r"|all done|add (?:it|them|these|everything|all|(?:the |my )?list|those)?\s*"
            r"(?:to (?:my |the )?(?:cart|basket|order))|done|i'?m done|that'?s (?:it|all)"
            r"|place (?:the |my )?order|order(?: it)?|send (?:it )?to (?:my |the )?cart)"
        ),
        Checkout(),
    ),
]

_CART = r"(?:my |the )?(?:cart|basket)"
_FIXED += [
    (
        re.compile(
            r"(?:link|connect|sign in|log ?in)(?: (?:my |the )?(?:account|store account|card))?"
        ),
        Link(),
    ),
    (
        re.compile(
            r"(?:unlink|disconnect|sign out|log ?out|forget (?:my )?account)"
            r"(?: (?:my |the )?account)?"
        ),
        Unlink(),
    ),
    (
        re.compile(
            rf"(?:show|see|view|check|open)(?: me)? {_CART}|{_CART}|what(?:'?s| is) in {_CART}"
        ),
        ShowCart(),
    ),
    (re.compile(r"retry|try again|again|resend|send again"), Retry()),
]
_REMOVE_FROM_CART = re.compile(
    rf"(?:remove|delete|drop|take out|take) (?:item |number )?{_NUM} (?:from|off|out of) {_CART}"
)
_ZIP = re.compile(r"(?:(?:my )?zip(?: code)?(?: is)?:?\s*|near |in )?(\d{5})(?:-\d{4})?")
# something meant as a ZIP code that is not one ("zip 1234", a 4- or 6-digit number)
_BAD_ZIP = re.compile(r"(?:(?:my )?zip(?: code)?(?: is)?:?\s*)(\S+)|(\d{4}|\d{6,9})")
_LATLNG = re.compile(r"(-?\d{1,2}(?:\.\d+)?)\s*[, ]\s*(-?\d{1,3}(?:\.\d+)?)")
_NUMBER = re.compile(rf"(?:(?:store|number|no\.?|pick|choose|option) )?{_NUM}")
_ORDINAL = re.compile(r"(?:the )?(first|second|third|fourth|fifth)(?: one| store)?")
_ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5}
_PICK = re.compile(rf"(?:pick |choose |take |use )?{_NUM}\s*[:.)-]?\s*([a-z])")
_MORE = re.compile(
    rf"(?:(?:show )?(?:more|other|different)(?: options| choices| products)?|options"
    rf"|alternatives|choices)(?: (?:for|on))?(?: item| line)? {_NUM}|{_NUM} more"
)
_REMOVE = re.compile(
    rf"(?:remove|delete|drop|cancel|scratch|nix|take off|take out|forget|no more) (.+?)"
    rf"(?: (?:from|off) {_LIST_WORDS})?"
)
_TIMES = re.compile(rf"{_NUM}\s*[x×*]\s*(\d{{1,3}})")
_MAKE = re.compile(
    rf"(?:make|set|change|update) (?:item |line |number )?{_NUM}(?: (?:to|into|be))?"
    rf"(?: x| qty| quantity)?\s*(\d{{1,3}})"
)
_QTY = re.compile(
    rf"(?:(?:change|set|update|make) (?:the )?)?(?:qty|quantity|amount|number)(?: (?:of|for|on))?"
    rf" (?:item |line )?{_NUM}(?: (?:to|is|=|:))? (\d{{1,3}})"
)
_QTY_AFTER = re.compile(rf"{_NUM} (?:qty|quantity)(?: (?:to|is|=|:))? (\d{{1,3}})")
_NO_SUBS = re.compile(
    rf"(?:no|don'?t|do not|never)(?: allow| want| use)?(?: any)? {_SUBS}"
    rf"(?:\s+(?:on|for|to)\s+(?:item\s+|line\s+|number\s+)?(.+)"
    rf"|\s+(?:item\s+|line\s+|number\s+)?(#?\d.*))?"
)
_SUBS_OK = re.compile(
    rf"(?:(?:{_SUBS}) (?:are |is )?(?:ok|okay|fine|allowed|welcome|good|alright)"
    rf"|(?:allow|ok|okay|accept)(?: any)? {_SUBS}){_TARGET_TAIL}"
)
_NOTE = re.compile(rf"note (?:for |on |to )?(?:item |line )?{_NUM}\s*[:,\-]?\s*(.*)")
_SPOKEN = r"(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d{1,3})"
_NOTE_RAW = re.compile(
    rf"^\s*note\s+(?:for |on |to )?(?:item |line )?#?{_SPOKEN}\s*[:,\-]?\s*", re.IGNORECASE
)
_REPLACE_WORDS = re.compile(
    r"(?:change|replace|swap|switch) (?:the |my )?(.+?) (?:with|for|to) (.+)"
)
_ADD = re.compile(r"(?:add|also|plus|and|oh and|also add|please add|i need|we need) (.+)")
_REPLACE = re.compile(
    rf"(?:change|replace|swap|switch|make) (?:item |line |number )?{_NUM}\s*"
    rf"(?:to|with|for|into|:|->|→)\s*(.+)"
)
_RANGE = re.compile(r"(\d{1,3})\s*(?:-|–|to|through|thru)\s*(\d{1,3})")


def _normal(text: str) -> str:
    text = text.strip().lower().lstrip("/")
    text = re.sub(r"\s+", " ", text)
    return re.sub(r"^(?:please |pls |can you |could you )|[\s!.,?]+$|(?: please| pls)$", "", text)


def targets(text: str) -> Targets:
    """Numbers ("4", "2 and 5", "1-3", "#2, #4"), "all"/"everything", or words."""
    text = text.strip()
    if re.fullmatch(r"(?:all|everything|every ?thing|the whole list|all items|it all)", text):
        return Targets(all=True)
    numbers: list[int] = []
    text = re.sub(r"\b(?:items?|lines?|numbers?|nos?\.?)\s+(?=#?\d)", "", text)
    rest = _RANGE.sub(
        lambda m: (
            " ".join(str(n) for n in range(int(m.group(1)), int(m.group(2)) + 1))
            if int(m.group(2)) - int(m.group(1)) < 100
            else m.group(0)
        ),
        text,
    )
    parts = [p for p in re.split(r"\s*(?:,|&|\band\b|\s)\s*", rest) if p]
    if parts and all(re.fullmatch(r"(?:item|line|number|#)?#?\d{1,3}", p) for p in parts):
        for part in parts:
            numbers.append(int(re.sub(r"\D", "", part)))
        return Targets(numbers=tuple(dict.fromkeys(numbers)))
    return Targets(words=re.sub(r"^(?:the|my|a|an|some)\s+", "", text))


def interpret(text: str) -> Command:
    """The command a message expresses; ``Text`` when it is none of them."""
    raw = text.strip()
    if re.fullmatch(r"\?+", raw):
        return Help()
    ordinal = _ORDINAL.fullmatch(_normal(raw.lower()))
    if ordinal:
        return Number(value=_ORDINALS[ordinal.group(1)])
    s = _normal(words_to_digits(raw.lower()))
    if not s:
        return Text(text=raw)
    for pattern, command in _FIXED:
        if pattern.fullmatch(s):
            return command
    if m := _ZIP.fullmatch(s):
        return ZipCode(zip_code=m.group(1))
    if m := _BAD_ZIP.fullmatch(s):
        return ZipCode(zip_code=m.group(1) or m.group(2))
    if m := _LATLNG.fullmatch(s):
        lat, lng = float(m.group(1)), float(m.group(2))
        if -90 <= lat <= 90 and -180 <= lng <= 180 and ("." in m.group(1) or "." in m.group(2)):
            return LatLng(lat=lat, lng=lng)
    if m := _REMOVE_FROM_CART.fullmatch(s):
        return RemoveFromCart(number=int(m.group(1)))
    if m := _NUMBER.fullmatch(s):
        return Number(value=int(m.group(1)))
    if m := _PICK.fullmatch(s):
        return Pick(line=int(m.group(1)), letter=m.group(2))
    if m := _MORE.fullmatch(s):
        return More(line=int(m.group(1) or m.group(2)))
    for quantity in (_TIMES, _MAKE, _QTY, _QTY_AFTER):
        if m := quantity.fullmatch(s):
            return SetQuantity(line=int(m.group(1)), quantity=int(m.group(2)))
    if m := _NO_SUBS.fullmatch(s):
        return Substitutions(targets=targets(m.group(1) or m.group(2) or "all"), allowed=False)
    if m := _SUBS_OK.fullmatch(s):
        return Substitutions(targets=targets(m.group(1) or "all"), allowed=True)
    if m := _NOTE.fullmatch(s):
        # keep the person's own spelling and case for the note itself
        note = _NOTE_RAW.sub("", raw, count=1).strip()
        return Note(line=int(m.group(1)), text=note or None)
    if m := _REPLACE.fullmatch(s):
        return Replace(targets=Targets(numbers=(int(m.group(1)),)), text=m.group(2))
    if m := _REPLACE_WORDS.fullmatch(s):
        return Replace(targets=targets(m.group(1)), text=m.group(2))
    if m := _REMOVE.fullmatch(s):
        return Remove(targets=targets(m.group(1)))
    if m := _ADD.fullmatch(s):
        return Add(text=m.group(1))
    return Text(text=raw)
