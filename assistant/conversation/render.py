"""What the person sees and hears: the reply shapes, and the list rendered for chat
(``text``), voice (``speech``: summary first, one question) and buttons (``choices``).

Lists longer than ``FULL_LIST_MAX`` lines are summarised: the counts, then every line
that needs a look; "show list" always gives every line. Nothing is cut silently.
"""

from __future__ import annotations

import string
from typing import Any

import msgspec

from assistant.conversation.listing import estimated_total
from assistant.conversation.prompts import say
from assistant.session import ListLine, Option, Session

FULL_LIST_MAX = 12
MARKS = {"sure": "✓", "check": "(check)", "help": "(need help)"}
MAX_CHOICES = 6


class Choice(msgspec.Struct, frozen=True):
    label: str
    reply: str


class Said(msgspec.Struct, kw_only=True):
    text: str
    speech: str
    choices: list[Choice] = msgspec.field(default_factory=list)
    link: str | None = None


LineJson = dict[str, Any]  # one line of a reply's ``list`` (see ``line_json``)
Lines = list[LineJson]
Choices = list[Choice]


class Reply(msgspec.Struct, kw_only=True):
    """The body of a ``POST /api/messages`` answer."""

    text: str
    speech: str
    choices: Choices
    link: str | None
    list: Lines  # the field name is the wire contract (it shadows ``list`` in here)
    phase: str


def plain(text: str, speech: str | None = None, choices: list[Choice] | None = None) -> Said:
    return Said(text=text, speech=speech or " ".join(text.split()), choices=choices or [])


def option_view(opt: Option, letter: str, chosen: bool = False) -> dict[str, object]:
    return {
        "letter": letter,
        "product": opt.description,
        "size": opt.size,
        "price": opt.price,
        "chosen": chosen,
    }


def alternatives(line: ListLine, shown: int | None = None) -> list[dict[str, object]]:
    """Lettered options for a line that needs the person (all options but the chosen
    one are lettered in place, so "3b" always means the same product)."""
    limit = shown if shown is not None else line.shown
    return [
        option_view(opt, string.ascii_lowercase[i], i == line.chosen)
        for i, opt in enumerate(line.options[:limit])
    ]


def line_view(line: ListLine, number: int) -> dict[str, object]:
    choice = line.choice
    return {
        "number": number,
        "mark": MARKS[line.status] if choice else "(not found)",
        "text": line.item.product or line.item.text,
        "quantity": line.packages,
        "product": choice.description if choice else None,
        "size": choice.size if choice else None,
        "price": choice.price if choice else None,
        "in_stock": choice.in_stock if choice else True,
        "subs": line.substitutions,
        "note": line.note,
        "weighed": line.weighed,
        "alternatives": alternatives(line) if choice and line.status == "help" else [],
    }


def line_json(line: ListLine, number: int) -> dict[str, object]:
    """One line of the response's ``list``: what the channel can draw itself."""

    def product(opt: Option) -> dict[str, object]:
        return {
            "productId": opt.product_id,
            "upc": opt.upc,
            "description": opt.description,
            "brand": opt.brand,
            "size": opt.size,
            "price": opt.price,
            "confidence": opt.confidence,
        }

    return {
        "number": number,
        "text": line.item.text,
        "status": line.status if line.choice else "none",
        "quantity": line.packages,
        "product": product(line.choice) if line.choice else None,
        "alternatives": [
            {"letter": string.ascii_lowercase[i], **product(opt)}
            for i, opt in enumerate(line.options)
            if i != line.chosen
        ],
        "substitutions": line.substitutions,
        "note": line.note,
        "weighed": line.weighed,
    }


def counts(lines: tuple[ListLine, ...]) -> dict[str, int]:
    out = {"sure": 0, "check": 0, "help": 0}
    for line in lines:
        out[line.status] += 1
    return out


def first_needing_help(lines: tuple[ListLine, ...]) -> int | None:
    return next((i + 1 for i, ln in enumerate(lines) if ln.status == "help"), None)


def list_reply(session: Session, lead: str = "", *, full: bool = False) -> Said:
    """The list with a leading sentence, for chat, voice and buttons."""
    lines = session.lines
    store = session.store.name if session.store else "your store"
    tally = counts(lines)
    summarised = not full and len(lines) > FULL_LIST_MAX
    views = [line_view(ln, i + 1) for i, ln in enumerate(lines)]
    if summarised:
        views = [v for v, ln in zip(views, lines, strict=True) if ln.status != "sure"]
    helpline = first_needing_help(lines)
    pickable = helpline if helpline and lines[helpline - 1].options else None
    checkline = next((i + 1 for i, ln in enumerate(lines) if ln.status == "check"), None)
    total = estimated_total(lines)
    text = say(
        "list",
        lead=lead,
        lines=views,
        store=store,
        total_lines=len(lines),
        total=total,
        counts=tally,
        summarised=summarised,
        hint=say("hint_list", help_line=pickable, check_line=checkline) if lines else "",
    )
    question = ""
    choices: list[Choice] = []
    if helpline is not None:
        line = lines[helpline - 1]
        item_text = line.item.product or line.item.text
        if line.choice is None:
            question = say("question_not_found", number=helpline, text=item_text)
            choices.append(Choice(f"Remove {item_text}", f"remove {helpline}"))
        else:
            opts = alternatives(line, shown=min(3, len(line.options)))
            question = say("question_pick", number=helpline, text=item_text, options=opts)
            choices.extend(
                Choice(f"{helpline}{o['letter']}: {o['product']}", f"{helpline}{o['letter']}")
                for o in opts
            )
            if len(line.options) > len(opts):
                choices.append(Choice(f"More options for {helpline}", f"more {helpline}"))
    if lines:
        choices.append(Choice("Checkout", "checkout"))
        if summarised:
            choices.append(Choice("Show the whole list", "show list"))
    speech = say(
        "list_speech",
        lead=lead,
        store=store,
        total_lines=len(lines),
        total=total,
        counts=tally,
        question=question,
    )
    return Said(text=text, speech=speech, choices=choices[:MAX_CHOICES])
