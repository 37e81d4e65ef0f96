"""One handler per phase: interpret the command in context → act on the session →
report an ``Event`` (the machine picks the next phase) → a reply from ``prompts/``.

Handlers change the ``Session`` in memory only; the engine saves it with the reply in
one transaction, so a failure half-way (the store's API down, say) changes nothing.
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable

import msgspec

from assistant.conversation import account
from assistant.conversation import commands as c
from assistant.conversation.listing import (
    MAX_QUANTITY,
    find_lines,
    grocery_items,
    learned_choices,
    match_items,
    rematch,
)
from assistant.conversation.machine import Event
from assistant.conversation.prompts import say
from assistant.conversation.render import (
    Choice,
    Said,
    alternatives,
    first_needing_help,
    line_view,
    list_reply,
    plain,
)
from assistant.conversation.stores import nearby, zip_place
from assistant.conversation.turn import Outcome, Turn
from assistant.errors import RetailNotFound, RetailRejected
from assistant.session import (
    CHECKING_OUT,
    CHOOSING_STORE,
    LINKING,
    LISTING,
    NEW,
    Session,
    StoreInfo,
)
from assistant.shopping.parse import LineItem


def _join(first: Said, second: Said) -> Said:
    return Said(
        text=f"{first.text}\n\n{second.text}",
        speech=f"{first.speech} {second.speech}",
        choices=second.choices or first.choices,
        link=second.link or first.link,
    )


# --- the store -------------------------------------------------------------------------


def ask_zip(session: Session) -> Said:
    return plain(say("ask_zip", store=session.store), say("ask_zip_speech"))


async def offer_stores(turn: Turn, command: c.ZipCode | c.LatLng) -> Outcome:
    if isinstance(command, c.ZipCode):
        if not re.fullmatch(r"\d{5}", command.zip_code):
            return Event.NOT_UNDERSTOOD, plain(say("unknown_place", place=command.zip_code))
        place = zip_place(command.zip_code)
        query: dict[str, object] = {"zip_code": command.zip_code}
    else:
        place = f"{command.lat:.4f},{command.lng:.4f}"
        query = {"point": (command.lat, command.lng)}
    try:
        stores, radius = await nearby(turn.client, **query)  # type: ignore[arg-type]
    except (RetailRejected, RetailNotFound):
        return Event.NOT_UNDERSTOOD, plain(say("unknown_place", place=place))
    if not stores:
        return Event.NO_STORES, plain(say("no_stores", radius=radius, place=place))
    turn.session.stores_offered = tuple(stores)
    text = say("stores_offered", place=place, stores=stores)
    speech = say("stores_offered_speech", stores=stores)
    choices = [Choice(f"{i}. {s.name}", str(i)) for i, s in enumerate(stores, 1)]
    return Event.STORES_OFFERED, Said(text=text, speech=speech, choices=choices)


async def choose_store(turn: Turn, store: StoreInfo) -> Outcome:
    session = turn.session
    moved = session.store is not None and session.store.location_id != store.location_id
    session.store = store
    session.stores_offered = ()
    if moved and session.lines:
        session.lines = tuple(
            await rematch(turn.resolver, session.lines, store.location_id, turn.history)
        )
    if session.pending:
        added = await match_items(
            turn.resolver,
            session.pending,
            store.location_id,
            turn.history,
            session.substitutions_default,
        )
        session.lines = (*session.lines, *added)
        session.pending = ()
    lead = say("store_chosen", store=store, has_list=bool(session.lines))
    if not session.lines:
        return Event.STORE_CHOSEN, plain(lead)
    return Event.STORE_CHOSEN, list_reply(session, lead)


def hold_list(turn: Turn, items: list[LineItem]) -> Outcome:
    session = turn.session
    session.pending = (*session.pending, *items)
    return Event.LIST_HELD, plain(say("list_held", count=len(session.pending)))


# --- phases ----------------------------------------------------------------------------


async def on_new(turn: Turn, command: c.Command) -> Outcome:
    """First contact: say what we do, then ask for the store (or keep the list)."""
    intro = plain(say("greeting"), say("greeting_speech"))
    match command:
        case c.ZipCode() | c.LatLng():
            event, said = await offer_stores(turn, command)
            return event, _join(intro, said)
        case c.Text(text=text) | c.Add(text=text):
            items, _skipped = grocery_items(text)
            if items:
                event, said = hold_list(turn, items)
                return event, _join(intro, said)
    return Event.GREETED, _join(intro, ask_zip(turn.session))


async def on_choosing_store(turn: Turn, command: c.Command) -> Outcome:
    session = turn.session
    match command:
        case c.ZipCode() | c.LatLng():
            return await offer_stores(turn, command)
        case c.Number(value=n):
            if 1 <= n <= len(session.stores_offered):
                return await choose_store(turn, session.stores_offered[n - 1])
            return Event.NOT_UNDERSTOOD, plain(
                say("store_number_unknown", count=len(session.stores_offered))
            )
        case c.Text(text=text) | c.Add(text=text):
            items, _skipped = grocery_items(text)
            if items and session.store is not None:
                return await on_listing(turn, command)  # back to the list, at its store
            if items:
                return hold_list(turn, items)
            return Event.NOT_UNDERSTOOD, plain(say("not_understood", listing=False))
        case c.StartOver() if session.store is None:
            session.pending, session.substitutions_default = (), None
            return Event.LIST_CLEARED, _join(plain(say("started_over", count=0)), ask_zip(session))
        case c.Substitutions(targets=targets, allowed=allowed) if (
            session.store is None and targets.all
        ):
            session.substitutions_default = allowed
            session.pending = tuple(
                msgspec.structs.replace(it, substitutions=allowed) for it in session.pending
            )
            lead = plain(say("subs_set", every=True, allowed=allowed, names=[]))
            return Event.HELPED, _join(lead, ask_zip(session))
        case c.Help():
            return Event.HELPED, _join(plain(say("help"), say("help_speech")), ask_zip(session))
        case c.Thanks():
            return Event.HELPED, plain(say("thanks"))
        case c.Greeting() | c.ChangeStore() | c.Confirm():
            return Event.STORE_CHANGE_ASKED, ask_zip(session)
    if session.store is not None:
        # the person went back to their list instead of choosing another store
        return await on_listing(turn, command)
    return Event.NOT_UNDERSTOOD, _join(plain(say("store_first")), ask_zip(session))


async def on_listing(turn: Turn, command: c.Command) -> Outcome:
    session = turn.session
    if session.store is None:  # e.g. a session whose store was lost: ask again
        return Event.STORE_CHANGE_ASKED, ask_zip(session)
    location = session.store.location_id
    lines = session.lines
    match command:
        case c.Help():
            return Event.HELPED, plain(say("help"), say("help_speech"))
        case c.Greeting():
            store = session.store.name
            return Event.HELPED, plain(say("welcome_back", store=store, count=len(lines)))
        case c.Thanks():
            return Event.HELPED, plain(say("thanks"))
        case c.ShowList():
            return Event.LIST_SHOWN, list_reply(session, full=True)
        case c.ChangeStore():
            return Event.STORE_CHANGE_ASKED, ask_zip(session)
        case c.ZipCode() | c.LatLng():
            return await offer_stores(turn, command)
        case c.StartOver():
            count = len(lines)
            if count:
                session.remember()
            session.lines, session.pending, session.substitutions_default = (), (), None
            return Event.LIST_CLEARED, plain(say("started_over", count=count))
        case c.Undo():
            if not session.undo:
                return Event.NOT_UNDERSTOOD, plain(say("nothing_to_undo"))
            session.lines, session.undo = session.undo[-1], session.undo[:-1]
            return Event.LIST_CHANGED, list_reply(session, say("undone"))
        case c.Text(text=text) | c.Add(text=text):
            items, skipped = grocery_items(text)
            if not items:
                return Event.NOT_UNDERSTOOD, plain(say("not_groceries", skipped=skipped))
            added = await match_items(
                turn.resolver, items, location, turn.history, session.substitutions_default
            )
            session.remember()
            session.lines = (*lines, *added)
            return Event.LIST_CHANGED, list_reply(
                session, say("added", count=len(added), skipped=skipped)
            )
        case c.Checkout() | c.Retry():
            return await account.checkout(turn)
        case c.Link():
            return await account.link(turn)
        case c.Unlink():
            return await account.unlink(turn)
        case c.ShowCart():
            return await account.show_cart(turn)
        case c.RemoveFromCart(number=number):
            return await account.remove_from_cart(turn, number)
        case c.Confirm():
            checked = [i for i, ln in enumerate(lines) if ln.status == "check"]
            if checked:
                session.remember()
                session.lines = tuple(
                    msgspec.structs.replace(ln, band="picked") if i in checked else ln
                    for i, ln in enumerate(lines)
                )
                turn.learned.update(learned_choices(session.lines[i] for i in checked))
            needs_help = first_needing_help(session.lines)
            return Event.LIST_CHANGED, plain(
                say("confirmed", count=len(checked), needs_help=needs_help)
            )
        case c.Number(value=n):
            if not 1 <= n <= len(lines):
                return Event.NOT_UNDERSTOOD, no_such_line(lines, f"item {n}")
            line = lines[n - 1]
            return Event.LIST_SHOWN, plain(
                say("point_at_line", number=n, text=line_view(line, n)["text"])
            )
    return await edit_list(turn, command)


async def on_linking(turn: Turn, command: c.Command) -> Outcome:
    """Waiting for the person to link their account; the checkout resumes on their next
    message once it is linked. List edits still work (and leave the checkout)."""
    linked = await turn.linking.linked(turn.session.user_id)
    match command:
        case c.Checkout() | c.Retry() | c.Confirm() | c.Link() | c.Thanks() | c.Greeting():
            if linked:
                return await account.commit(turn)
            return Event.CHECKOUT_ASKED, account.still_not_linked(turn)
        case c.Text(text=text):
            items, _skipped = grocery_items(text)
            if not items:  # "I signed in", "ok done it"…
                if linked:
                    return await account.commit(turn)
                return Event.CHECKOUT_ASKED, account.still_not_linked(turn)
    return await on_listing(turn, command)


async def on_checking_out(turn: Turn, command: c.Command) -> Outcome:
    """Some cart writes failed: "retry" (or "checkout") resumes the same batch."""
    match command:
        case c.Retry() | c.Checkout() | c.Confirm():
            return await account.checkout(turn)
    return await on_listing(turn, command)


def no_such_line(lines: tuple[object, ...], what: str) -> Said:
    return plain(say("no_such_line", what=what, count=len(lines)))


async def edit_list(turn: Turn, command: c.Command) -> Outcome:
    """The list edits: pick, more, remove, quantity, substitutions, notes, replace."""
    session = turn.session
    assert session.store is not None
    lines = session.lines
    match command:
        case c.Pick(line=n, letter=letter):
            if not 1 <= n <= len(lines):
                return Event.NOT_UNDERSTOOD, no_such_line(lines, f"item {n}")
            line = lines[n - 1]
            index = ord(letter) - ord("a")
            if index >= len(line.options):
                last = chr(ord("a") + len(line.options) - 1) if line.options else "a"
                return Event.NOT_UNDERSTOOD, plain(
                    say(
                        "no_such_option",
                        number=n,
                        letter=letter,
                        count=len(line.options),
                        last=last,
                    )
                )
            session.remember()
            picked = msgspec.structs.replace(line, chosen=index, band="picked", quantity=None)
            if line.quantity is not None:
                picked = msgspec.structs.replace(picked, quantity=line.quantity)
            session.lines = (*lines[: n - 1], picked, *lines[n:])
            turn.learned.update(learned_choices([picked]))
            opt = picked.options[index]
            lead = say("picked", number=n, product=opt.description, size=opt.size)
            return Event.LIST_CHANGED, list_reply(session, lead)
        case c.More(line=n):
            if not 1 <= n <= len(lines):
                return Event.NOT_UNDERSTOOD, no_such_line(lines, f"item {n}")
            line = lines[n - 1]
            session.lines = (
                *lines[: n - 1],
                msgspec.structs.replace(line, shown=len(line.options)),
                *lines[n:],
            )
            opts = alternatives(line, shown=len(line.options))
            words = line.item.product or line.item.text
            text = say("more_options", number=n, text=words, options=opts)
            speech = say("more_options_speech", number=n, text=words, options=opts[:3])
            choices = [
                Choice(f"{n}{o['letter']}: {o['product']}", f"{n}{o['letter']}") for o in opts
            ]
            return Event.LIST_SHOWN, plain(text, speech, choices=choices[:6])
        case c.Remove(targets=targets):
            found = find_lines(lines, targets)
            if not found:
                return Event.NOT_UNDERSTOOD, no_such_line(lines, _what(targets))
            session.remember()
            names = [lines[i].item.product or lines[i].item.text for i in found]
            session.lines = tuple(ln for i, ln in enumerate(lines) if i not in found)
            return Event.LIST_CHANGED, list_reply(session, say("removed", names=names))
        case c.SetQuantity(line=n, quantity=q):
            if not 1 <= n <= len(lines):
                return Event.NOT_UNDERSTOOD, no_such_line(lines, f"item {n}")
            if q == 0:
                return await edit_list(turn, c.Remove(targets=c.Targets(numbers=(n,))))
            if q > MAX_QUANTITY:
                return Event.NOT_UNDERSTOOD, plain(
                    say("quantity_invalid", maximum=MAX_QUANTITY, number=n)
                )
            session.remember()
            line = msgspec.structs.replace(lines[n - 1], quantity=q)
            session.lines = (*lines[: n - 1], line, *lines[n:])
            name = line.choice.description if line.choice else line.item.text
            lead = say("quantity_set", number=n, quantity=q, product=name)
            return Event.LIST_CHANGED, list_reply(session, lead)
        case c.Substitutions(targets=targets, allowed=allowed):
            found = find_lines(lines, targets)
            if found is None and not targets.all:
                return Event.NOT_UNDERSTOOD, no_such_line(lines, _what(targets))
            session.remember()
            chosen = set(found or [])
            session.lines = tuple(
                msgspec.structs.replace(ln, substitutions=allowed) if i in chosen else ln
                for i, ln in enumerate(lines)
            )
            if targets.all:
                session.substitutions_default = allowed
            names = [lines[i].item.product or lines[i].item.text for i in sorted(chosen)]
            lead = say("subs_set", every=targets.all, allowed=allowed, names=names)
            return Event.LIST_CHANGED, list_reply(session, lead)
        case c.Note(line=n, text=note):
            if not 1 <= n <= len(lines):
                return Event.NOT_UNDERSTOOD, no_such_line(lines, f"item {n}")
            session.remember()
            line = msgspec.structs.replace(lines[n - 1], note=note[:250] if note else None)
            session.lines = (*lines[: n - 1], line, *lines[n:])
            return Event.LIST_CHANGED, list_reply(session, say("note_set", number=n, note=note))
        case c.Replace(targets=targets, text=text):
            found = find_lines(lines, targets)
            if not found:
                return Event.NOT_UNDERSTOOD, no_such_line(lines, _what(targets))
            n = found[0] + 1
            items, skipped = grocery_items(text)
            if not items:
                return Event.NOT_UNDERSTOOD, plain(say("not_groceries", skipped=skipped))
            old = lines[n - 1]
            (new,) = await match_items(
                turn.resolver, items[:1], session.store.location_id, turn.history, None
            )
            new = msgspec.structs.replace(
                new,
                id=old.id,  # the same line: what it put in the cart is accounted for
                in_cart=old.in_cart,
                in_cart_upc=old.in_cart_upc,
                substitutions=old.substitutions if new.substitutions is None else new.substitutions,
                note=new.note or old.note,
            )
            session.remember()
            session.lines = (*lines[: n - 1], new, *lines[n:])
            lead = say("replaced", number=n, text=new.item.text)
            return Event.LIST_CHANGED, list_reply(session, lead)
    return Event.NOT_UNDERSTOOD, plain(say("not_understood", listing=True))


def _what(targets: c.Targets) -> str:
    if targets.numbers:
        return "item " + ", ".join(str(n) for n in targets.numbers)
    return f'"{targets.words}"'


Handler = Callable[[Turn, c.Command], Awaitable[Outcome]]
HANDLERS: dict[str, Handler] = {
    NEW: on_new,
    CHOOSING_STORE: on_choosing_store,
    LISTING: on_listing,
    LINKING: on_linking,
    CHECKING_OUT: on_checking_out,
}
