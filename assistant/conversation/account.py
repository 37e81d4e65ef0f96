"""The person's store account from the chat: linking, checkout into the retailer cart,
and the cart commands ("show cart", "remove 3 from cart", "unlink").

Whenever the retailer stops accepting the person's access (a refused refresh, a 401),
the tokens are forgotten and the reply carries a fresh link; nothing else breaks.
"""

from __future__ import annotations

from collections.abc import Callable

from assistant.conversation.cart import CommitResult, forget_in_cart
from assistant.conversation.listing import confirm_all, estimated_total, learned_choices
from assistant.conversation.machine import Event
from assistant.conversation.prompts import say
from assistant.conversation.render import Choice, Said, list_reply, plain
from assistant.conversation.turn import Outcome, Turn
from assistant.errors import CustomerReauthRequired


def _link(turn: Turn, text: Callable[[str], str]) -> Said:
    """A reply carrying a fresh single-use link; ``text`` words it around the URL."""
    url = turn.linking.new_link(turn.session.user_id)
    return Said(text=text(url), speech=say("link_needed_speech"), link=url)


async def relink(turn: Turn, what: str = "") -> Said:
    """Forget the tokens the retailer no longer accepts and offer a new link."""
    await turn.linking.unlink(turn.session.user_id)
    return _link(turn, lambda url: say("relink", url=url, what=what))


def still_not_linked(turn: Turn) -> Said:
    return _link(turn, lambda url: say("still_not_linked", url=url))


async def link(turn: Turn) -> Outcome:
    if await turn.linking.linked(turn.session.user_id):
        return Event.HELPED, plain(say("already_linked"))
    return Event.LINK_SENT, _link(turn, lambda url: say("link_sent", url=url))


async def unlink(turn: Turn) -> Outcome:
    user = turn.session.user_id
    was = await turn.linking.linked(user)
    await turn.linking.unlink(user)
    return Event.UNLINKED, plain(say("unlinked", was_linked=was))


async def checkout(turn: Turn) -> Outcome:
    """Review the list, get the account linked, then commit."""
    session = turn.session
    if not session.lines:
        return Event.LIST_SHOWN, plain(say("empty_list"))
    blocked = [i + 1 for i, ln in enumerate(session.lines) if ln.status == "help"]
    if blocked:
        first = session.lines[blocked[0] - 1]
        pickable = bool(first.options) and first.choice is not None
        lead = say("checkout_blocked", numbers=blocked, pickable=pickable)
        return Event.LIST_SHOWN, list_reply(session, lead)
    if not await turn.linking.linked(session.user_id):
        count = len(session.lines)
        return Event.CHECKOUT_ASKED, _link(
            turn, lambda url: say("link_needed", url=url, count=count)
        )
    return await commit(turn)


async def commit(turn: Turn) -> Outcome:
    session = turn.session
    # checking out confirms every pick: remember them for next time
    session.lines = confirm_all(session.lines)
    turn.learned.update(learned_choices(session.lines))
    try:
        result = await turn.cart.commit(session)
    except CustomerReauthRequired:
        return Event.CHECKOUT_ASKED, await relink(turn, "I can fill your cart")
    turn.finished_batches.extend(result.batches)
    if not result.entries and not result.dropped:
        return Event.COMMITTED, plain(say("nothing_to_commit"))
    return (Event.COMMITTED if result.complete else Event.COMMIT_INCOMPLETE), committed(
        turn, result
    )


def committed(turn: Turn, result: CommitResult) -> Said:
    failed = result.having("failed")
    unknown = result.having("unknown")
    done = result.having("added", "updated", "present")
    text = say(
        "committed",
        store=turn.session.store.name if turn.session.store else "your store",
        added=result.having("added"),
        updated=result.having("updated"),
        present=result.having("present"),
        removed=result.having("removed"),
        failed=failed,
        unknown=unknown,
        dropped=result.dropped,
        public=turn.cart.mode == "public",
        total=estimated_total(turn.session.lines),
    )
    speech = say("committed_speech", done=len(done), failed=len(failed), unknown=len(unknown))
    choices = [Choice("Retry", "retry")] if failed else [Choice("Show cart", "show cart")]
    return Said(text=text, speech=speech, choices=choices)


async def show_cart(turn: Turn) -> Outcome:
    session = turn.session
    if turn.cart.mode == "public":
        return Event.HELPED, plain(say("cart_unreadable"))
    if not await turn.linking.linked(session.user_id):
        return Event.LINK_SENT, _link(turn, lambda url: say("link_sent", url=url))
    try:
        cart = await turn.client.cart(session.user_id)
    except CustomerReauthRequired:
        return Event.LINK_SENT, await relink(turn, "I can show your cart")
    session.cart_view = tuple(item.upc for item in cart.items)
    items = [
        {
            "quantity": item.quantity,
            "description": item.description if isinstance(item.description, str) else item.upc,
            "allow_substitutes": item.allow_substitutes,
            "special_instructions": item.special_instructions,
        }
        for item in cart.items
    ]
    return Event.HELPED, plain(say("cart_shown", items=items))


async def remove_from_cart(turn: Turn, number: int) -> Outcome:
    session = turn.session
    if turn.cart.mode == "public":
        return Event.HELPED, plain(say("cart_unreadable"))
    if not 1 <= number <= len(session.cart_view):
        return Event.NOT_UNDERSTOOD, plain(say("cart_no_such_item", count=len(session.cart_view)))
    upc = session.cart_view[number - 1]
    try:
        cart = await turn.client.cart(session.user_id)
        item = next((it for it in cart.items if it.upc == upc), None)
        if item is not None:
            await turn.client.remove_cart_item(session.user_id, cart.id, upc)
    except CustomerReauthRequired:
        return Event.LINK_SENT, await relink(turn, "I can change your cart")
    session.cart_view = tuple(u for u in session.cart_view if u != upc)
    # lines that had put this product in the cart no longer have it there
    session.lines = forget_in_cart(session.lines, upc)
    name = item.description if item is not None and isinstance(item.description, str) else upc
    return Event.HELPED, plain(say("cart_item_removed", description=name))
