"""From the first message to a filled cart, through real HTTP: the chat, the link, the
sandbox's sign-in page driven as a browser would, the callback, and the cart."""

from __future__ import annotations

import pytest

from tests.conftest import Chat

pytestmark = pytest.mark.anyio


async def test_whole_flow_fills_the_cart_exactly(chat: Chat) -> None:
    await chat.at_store()
    reply = await chat.send("2 gal whole milk, bananas x6, whole wheat bread no substitutes")
    await chat.send("note 2: ripe please")
    reply = await chat.send("checkout")
    assert reply["phase"] == "linking"
    assert reply["link"] and reply["link"] in reply["text"]
    page = await chat.sign_in(reply["link"])
    assert page.status_code == 200 and "Linked" in page.text
    reply = await chat.send("done")
    assert reply["phase"] == "listing", reply["text"]
    lines = {ln["product"]["upc"]: ln for ln in (await chat.send("show list"))["list"]}
    cart = {item["upc"]: item for item in chat.cart()}
    assert set(cart) == set(lines)
    for upc, line in lines.items():
        assert cart[upc]["quantity"] == line["quantity"]
    milk, bananas, bread = (await chat.send("show list"))["list"]
    assert cart[milk["product"]["upc"]]["quantity"] == 2
    assert cart[bananas["product"]["upc"]]["note"] == "ripe please"
    assert cart[bread["product"]["upc"]]["allow_substitutes"] is False
    assert cart[milk["product"]["upc"]]["allow_substitutes"] is True
    # a second checkout adds nothing twice
    again = await chat.send("checkout")
    assert "already in your cart" in again["text"]
    assert chat.cart() == list(cart.values())


async def test_a_weighed_product_goes_in_once_with_the_amount_in_words(chat: Chat) -> None:
    await chat.at_store()
    reply = await chat.send("3 apples, 1.5 lb roma tomatoes")
    counted, weighed = reply["list"]
    assert (counted["weighed"], weighed["weighed"]) == ("3 apples", "1.5 lb")
    await chat.send("note 1: crisp ones")
    page = await chat.sign_in((await chat.send("checkout"))["link"])
    assert page.status_code == 200
    await chat.send("done")
    cart = {item["upc"]: item for item in chat.cart()}
    first = cart[counted["product"]["upc"]]
    assert first["quantity"] == 1
    assert first["note"].startswith("weigh out 3 apples")
    assert "crisp ones" in first["note"]
    assert "weigh out 1.5 lb" in cart[weighed["product"]["upc"]]["note"]
