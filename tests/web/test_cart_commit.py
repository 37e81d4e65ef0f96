"""Checkout into the retailer cart, end to end through real HTTP: exactly once across
duplicate messages, injected failures and retries, a crash between two writes and a
restart; later edits (quantity, another product); the cart commands; the public
(write-only) cart API."""

from __future__ import annotations

import asyncio
import contextlib
from pathlib import Path
from typing import Any

import httpx
import pytest

from assistant.conversation.engine import Assistant
from tests.conftest import Chat, ChatFactory

pytestmark = pytest.mark.anyio

LIST = "2 gal whole milk, bananas x6, whole wheat bread no substitutes"
LONG_LIST = (
    "2 gal whole milk, bananas x6, whole wheat bread no substitutes, orange juice,"
    " ground beef 2 lb, a dozen eggs"
)
FAIL_RATES = (0.34, 0.3, 0.25, 0.2)  # the sandbox's deterministic failure schedules


# --- helpers -----------------------------------------------------------------------------


def engine(chat: Chat) -> Assistant:
    found: Assistant = chat.app.state.assistant
    return found


async def show_list(chat: Chat, user: str = "alice") -> list[dict[str, Any]]:
    lines: list[dict[str, Any]] = (await chat.send("show list", user=user))["list"]
    return lines


async def linked_list(chat: Chat, items: str = LIST, *notes: str) -> dict[str, Any]:
    """At a store with ``items`` (and ``notes`` edits), "checkout" and sign in; the
    reply to "checkout" (not yet committed: the next "done" commits)."""
    await chat.at_store()
    await chat.send(items)
    for note in notes:
        await chat.send(note)
    reply = await chat.send("checkout")
    assert reply["phase"] == "linking" and reply["link"], reply["text"]
    page = await chat.sign_in(reply["link"])
    assert page.status_code == 200, page.text
    return reply


async def checked_out(chat: Chat, items: str = LIST, *notes: str) -> dict[str, Any]:
    await linked_list(chat, items, *notes)
    done = await chat.send("done")
    assert done["phase"] == "listing", done["text"]
    return done


def expected_cart(lines: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """What the partner cart should hold for these list lines, by UPC."""
    return {
        ln["product"]["upc"]: {
            "upc": ln["product"]["upc"],
            "quantity": ln["quantity"],
            "allow_substitutes": ln["substitutions"] is not False,
            "note": ln["note"] or "",
        }
        for ln in lines
    }


def assert_cart_is(cart: list[dict[str, Any]], lines: list[dict[str, Any]]) -> None:
    by_upc = {item["upc"]: item for item in cart}
    assert len(by_upc) == len(cart), "a product appears twice in the cart"
    assert by_upc == expected_cart(lines)


def quantities(cart: list[dict[str, Any]]) -> dict[str, int]:
    return {item["upc"]: item["quantity"] for item in cart}


def offers_retry(reply: dict[str, Any]) -> bool:
    return any(choice["reply"] == "retry" for choice in reply["choices"])


def failed_names(reply: dict[str, Any]) -> list[str]:
    """The products a commit reply lists as not added ("✗ name — why")."""
    return [
        line[2:].split(" — ")[0] for line in reply["text"].splitlines() if line.startswith("✗ ")
    ]


async def until_settled(chat: Chat, first: dict[str, Any], limit: int = 20) -> list[dict[str, Any]]:
    """Say "retry" while a reply offers it (and "checkout" again when the store did not
    answer at all); every reply, the first included."""
    replies = [first]
    for _ in range(limit):
        last = replies[-1]
        if offers_retry(last):
            replies.append(await chat.send("retry"))
        elif "isn't answering" in last["text"]:
            replies.append(await chat.send("checkout"))
        else:
            return replies
    pytest.fail(f"the checkout did not settle in {limit} tries")


async def commit_with_failures(
    chat_factory: ChatFactory, tmp_path: Path, items: str, *notes: str
) -> tuple[Chat, dict[str, Any]]:
    """A linked chat whose first "done" left some cart writes failed, trying the fail
    rates in turn (each in its own data dir); the chat and that reply."""
    for rate in FAIL_RATES:
        chat = await chat_factory(data_dir=tmp_path / f"rate-{rate}", fail_rate=rate)
        await linked_list(chat, items, *notes)
        first = await chat.send("done")
        if offers_retry(first):
            return chat, first
    pytest.fail(f"no fail rate in {FAIL_RATES} made a cart write fail")


# --- exactly once ----------------------------------------------------------------------------


async def test_duplicate_checkout_messages_add_nothing_twice(chat: Chat) -> None:
    await linked_list(chat)
    done = await chat.send("done", message_id="m-done")
    assert done["phase"] == "listing"
    lines = await show_list(chat)
    cart = chat.cart()
    assert_cart_is(cart, lines)
    # the channel delivers the same message again: the same answer, nothing changes
    again = await chat.send_raw("done", message_id="m-done")
    assert again.status_code == 200
    assert again.json() == done
    assert chat.cart() == cart
    # and a new "checkout" finds nothing left to do
    checkout = await chat.send("checkout")
    assert "already in your cart" in checkout["text"]
    assert chat.cart() == cart
    # nor does a later "done"
    await chat.send("done")
    assert chat.cart() == cart
    assert_cart_is(chat.cart(), await show_list(chat))


async def test_concurrent_duplicates_add_nothing_twice(chat: Chat) -> None:
    await linked_list(chat)
    same = await asyncio.gather(*(chat.send_raw("done", message_id="m-1") for _ in range(3)))
    assert len({r.content for r in same}) == 1
    others = await asyncio.gather(chat.send("checkout"), chat.send("done"))
    assert all(r["phase"] == "listing" for r in others)
    assert_cart_is(chat.cart(), await show_list(chat))


async def test_retry_after_injected_failures(chat_factory: ChatFactory, tmp_path: Path) -> None:
    chat, first = await commit_with_failures(
        chat_factory, tmp_path, LONG_LIST, "note 2: ripe please"
    )
    lines = await show_list(chat)
    products = {ln["product"]["description"] for ln in lines}
    # the person is told which items failed, and offered a retry
    assert first["phase"] == "checking_out"
    assert "Not added yet" in first["text"]
    assert 'Say "retry"' in first["text"]
    assert failed_names(first) and set(failed_names(first)) <= products
    replies = await until_settled(chat, first)
    last = replies[-1]
    assert last["phase"] == "listing", last["text"]
    assert "All done" in last["text"]
    assert not failed_names(last)
    lines = await show_list(chat)
    assert [ln["quantity"] for ln in lines][:3] == [2, 6, 1]
    assert lines[1]["note"] == "ripe please" and lines[2]["substitutions"] is False
    assert_cart_is(chat.cart(), lines)
    # checking out again adds nothing
    again = await chat.send("checkout")
    assert "already in your cart" in again["text"]
    assert_cart_is(chat.cart(), lines)


async def test_an_edit_between_retries_reaches_the_cart(
    chat_factory: ChatFactory, tmp_path: Path
) -> None:
    chat, _first = await commit_with_failures(chat_factory, tmp_path, LONG_LIST)
    lines = await show_list(chat)
    edited = await chat.send(f"1 x{lines[0]['quantity'] + 1}")
    if edited["list"][0]["quantity"] != lines[0]["quantity"] + 1:
        pytest.fail("the quantity edit itself did not work")
    replies = await until_settled(chat, await chat.send("retry"))
    if "All done" not in replies[-1]["text"]:
        pytest.fail(f"the checkout did not finish: {replies[-1]['text']}")
    # told "All done": the cart must be what the list says
    assert_cart_is(chat.cart(), await show_list(chat))


# --- a crash between two writes ------------------------------------------------------------


async def crash_mid_checkout(
    chat_factory: ChatFactory, stop_after: int
) -> tuple[Chat, list[dict[str, Any]], int]:
    """Link with LONG_LIST and let "done" (message id "m-done") fill the cart until it
    holds ``stop_after`` items, then kill it and restart: the restarted chat, the cart as
    the crash left it, and how many lines the list has.

    The crash: httpx's ASGITransport runs the assistant, and the sandbox it calls, inside
    the sending task, so cancelling that task stops everything at whatever it awaits
    (typically the sandbox's 50 ms latency after a write, so the write is in the cart but
    its answer is lost); nothing after that runs, as when a process dies."""
    chat = await chat_factory(latency_ms=50)
    await linked_list(chat, LONG_LIST)
    wanted = len(await show_list(chat))
    task = asyncio.create_task(chat.send("done", message_id="m-done"))
    for _ in range(4000):
        await asyncio.sleep(0.002)
        if task.done() or len(chat.cart()) >= stop_after:
            break
    if task.done():
        pytest.fail("the checkout finished before it could be interrupted")
    task.cancel()
    with contextlib.suppress(asyncio.CancelledError):
        await task
    partial = chat.cart()
    if not stop_after <= len(partial) < wanted:
        pytest.fail(f"interrupted with {len(partial)} of {wanted} items in the cart")
    db = engine(chat).storage.db
    (still_open,) = db.execute(
        "SELECT count(*) FROM cart_batches WHERE finished_at IS NULL"
    ).fetchone()
    if still_open != 1:
        pytest.fail("the interrupted checkout left no open batch")
    restarted = await chat_factory()  # same data dirs: a new process
    return restarted, partial, wanted


@pytest.mark.parametrize(("stop_after", "resend"), [(1, "checkout"), (3, "redelivered")])
async def test_restart_between_two_writes(
    chat_factory: ChatFactory, stop_after: int, resend: str
) -> None:
    """The process dies while "done" is filling the cart; after a restart the channel
    redelivers that message, or the person says "checkout": the cart ends exactly right."""
    chat, partial, wanted = await crash_mid_checkout(chat_factory, stop_after)
    assert chat.cart() == partial
    if resend == "redelivered":
        reply = await chat.send("done", message_id="m-done")
    else:
        reply = await chat.send("checkout")
    assert reply["phase"] == "listing", reply["text"]
    assert "All done" in reply["text"]
    lines = await show_list(chat)
    assert len(lines) == wanted
    assert_cart_is(chat.cart(), lines)
    again = await chat.send("checkout")
    assert "already in your cart" in again["text"]
    assert_cart_is(chat.cart(), lines)


async def test_an_edit_after_a_crash_reaches_the_cart(chat_factory: ChatFactory) -> None:
    chat, _partial, wanted = await crash_mid_checkout(chat_factory, 2)
    edited = await chat.send(f"{wanted} x3")
    if edited["list"][-1]["quantity"] != 3:
        pytest.fail("the quantity edit itself did not work")
    reply = await chat.send("checkout")
    if "All done" not in reply["text"]:
        pytest.fail(f"the checkout did not finish: {reply['text']}")
    assert_cart_is(chat.cart(), await show_list(chat))


# --- edits after checkout --------------------------------------------------------------------


async def test_quantity_change_after_checkout_sets_the_quantity(chat: Chat) -> None:
    await checked_out(chat)
    lines = await show_list(chat)
    bananas = lines[1]["product"]["upc"]
    milk = lines[0]["product"]["upc"]
    assert quantities(chat.cart())[bananas] == 6
    await chat.send("2 x3")
    reply = await chat.send("checkout")
    assert reply["phase"] == "listing", reply["text"]
    assert quantities(chat.cart())[bananas] == 3
    await chat.send("1 x3")
    await chat.send("checkout")
    assert quantities(chat.cart()) == {
        milk: 3,
        bananas: 3,
        lines[2]["product"]["upc"]: 1,
    }
    await chat.send("2 x8")
    await chat.send("checkout")
    assert quantities(chat.cart())[bananas] == 8
    assert_cart_is(chat.cart(), await show_list(chat))


async def test_a_smaller_quantity_is_reported_as_fewer(chat: Chat) -> None:
    await checked_out(chat)
    await chat.send("2 x3")
    reply = await chat.send("checkout")
    assert "Organic Bananas" in reply["text"]
    assert "+ -" not in reply["text"]


async def test_another_product_for_a_line_in_the_cart(chat: Chat) -> None:
    await checked_out(chat)
    before = await show_list(chat)
    old = before[0]["product"]
    assert before[0]["alternatives"], "milk should have alternatives"
    new = before[0]["alternatives"][0]
    assert new["letter"] == "b"
    picked = await chat.send("1b")
    assert picked["list"][0]["product"]["upc"] == new["upc"]
    reply = await chat.send("checkout")
    assert reply["phase"] == "listing", reply["text"]
    assert f"− {old['description']}" in reply["text"]
    cart = quantities(chat.cart())
    assert old["upc"] not in cart
    assert cart[new["upc"]] == before[0]["quantity"]
    lines = await show_list(chat)
    assert_cart_is(chat.cart(), lines)
    # and back again
    await chat.send("1a")
    await chat.send("checkout")
    cart = quantities(chat.cart())
    assert new["upc"] not in cart and cart[old["upc"]] == before[0]["quantity"]
    assert_cart_is(chat.cart(), await show_list(chat))


# --- the cart commands ------------------------------------------------------------------------


async def test_show_and_remove_from_cart(chat: Chat) -> None:
    await checked_out(chat)
    cart = chat.cart()
    early = await chat.send("remove 2 from cart")  # before any "show cart"
    assert 'Say "show cart" first' in early["text"]
    assert chat.cart() == cart
    shown = await chat.send("show cart")
    assert shown["link"] is None
    text = shown["text"]
    assert "Your cart (3 items)" in text
    numbered = [ln for ln in text.splitlines() if ln[:2] in ("1.", "2.", "3.")]
    assert numbered == [
        "1. 2 × Kroger Whole Milk",
        "2. 6 × Organic Bananas",
        "3. 1 × Kroger 100% Whole Wheat Bread · no subs",
    ]
    missing = await chat.send("remove 9 from cart")
    assert "pick a number from 1 to 3" in missing["text"]
    assert chat.cart() == cart
    removed = await chat.send("remove 2 from cart")
    assert "Took Organic Bananas out of your cart" in removed["text"]
    assert [item["upc"] for item in chat.cart()] == [cart[0]["upc"], cart[2]["upc"]]
    shown = await chat.send("show cart")
    assert "Your cart (2 items)" in shown["text"]
    assert "2. 1 × Kroger 100% Whole Wheat Bread" in shown["text"]
    await chat.send("remove 1 from cart")
    assert [item["upc"] for item in chat.cart()] == [cart[2]["upc"]]


async def test_show_cart_when_empty(chat: Chat) -> None:
    await linked_list(chat)
    await chat.send("start over")
    shown = await chat.send("show cart")
    assert "Your cart is empty" in shown["text"]


# --- the public cart API -------------------------------------------------------------------


async def test_public_mode_adds_through_cart_add(chat_factory: ChatFactory) -> None:
    chat = await chat_factory(settings_overrides={"retail_cart_api": "public"})
    sent: list[tuple[str, str]] = []

    async def record(request: httpx.Request) -> None:
        sent.append((request.method, request.url.path))

    engine(chat).client.http.event_hooks["request"].append(record)
    await linked_list(chat, LIST, "note 2: ripe please")
    done = await chat.send("done")
    assert done["phase"] == "listing", done["text"]
    assert "doesn't let me read your cart back" in done["text"]
    assert "notes aren't sent" in done["text"]
    lines = await show_list(chat)
    wanted = {upc: e["quantity"] for upc, e in expected_cart(lines).items()}
    assert quantities(chat.cart()) == wanted
    writes = [(m, p) for m, p in sent if m != "GET" and p.startswith("/v1/") and "oauth2" not in p]
    assert writes == [("PUT", "/v1/cart/add")]
    assert not any(p.startswith("/v1/carts") for _, p in sent)
    # a second checkout adds nothing twice
    again = await chat.send("checkout")
    assert "already in your cart" in again["text"]
    assert quantities(chat.cart()) == wanted
    # the cart cannot be shown or changed from here
    shown = await chat.send("show cart")
    assert "can't show it" in shown["text"]
    removed = await chat.send("remove 1 from cart")
    assert "can't show it or take things out" in removed["text"]
    assert quantities(chat.cart()) == wanted
    # more of something adds just the difference
    await chat.send("2 x8")
    await chat.send("checkout")
    bananas = lines[1]["product"]["upc"]
    assert quantities(chat.cart()) == {**wanted, bananas: 8}
    # fewer cannot be done here, and the reply says so instead of pretending
    await chat.send("2 x3")
    fewer = await chat.send("checkout")
    assert "can't change bananas" in fewer["text"]
    assert quantities(chat.cart()) == {**wanted, bananas: 8}


async def test_public_mode_does_not_claim_notes_it_did_not_send(
    chat_factory: ChatFactory,
) -> None:
    chat = await chat_factory(settings_overrides={"retail_cart_api": "public"})
    await linked_list(chat, LIST, "note 2: ripe please")
    done = await chat.send("done")
    assert "notes aren't sent" in done["text"]
    assert all(item["note"] == "" and item["allow_substitutes"] for item in chat.cart())
    assert "note: ripe please" not in done["text"]
    assert "no subs" not in done["text"]
