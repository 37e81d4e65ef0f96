"""Account linking end to end, through real HTTP: the single-use link, the OAuth callback,
the scopes asked for, tokens at rest (encrypted, bound to the person, rotatable), token
refresh and revocation, unlinking, and that one person never reaches another's cart."""

from __future__ import annotations

import html
import json
import re
import time
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlencode, urlsplit

import httpx
import pytest
from cryptography.fernet import Fernet, InvalidToken

from assistant.conversation.engine import Assistant
from assistant.retail.auth import CustomerTokens
from assistant.retail.sandbox.signin import AUTHORIZE_PATH
from assistant.retail.sandbox.store import SandboxStore, digest
from tests.conftest import WEBHOOK_SECRET, Chat, ChatFactory

pytestmark = pytest.mark.anyio

DEMO = ("demo@example.com", "demo-password")
SAM = ("sam.lee@example.com", "sam-password")
LIST = "2 gal whole milk, bananas x6, whole wheat bread no substitutes"


# --- helpers -----------------------------------------------------------------------------


def engine(chat: Chat) -> Assistant:
    found: Assistant = chat.app.state.assistant
    return found


def sandbox_store(chat: Chat) -> SandboxStore:
    found: SandboxStore = chat.sandbox.state.services.store
    return found


def customer_id(chat: Chat, email: str) -> str:
    found: str = chat.sandbox.state.services.accounts.by_email[email].id
    return found


async def is_linked(chat: Chat, user: str) -> bool:
    return await engine(chat).linking.linked(user)


async def stored_tokens(chat: Chat, user: str) -> CustomerTokens | None:
    return await engine(chat).client.customers.store.load(user)


def token_blob(chat: Chat, user: str) -> bytes | None:
    return engine(chat).storage.load_token_blob(user)


def path_of(link: str) -> str:
    return urlsplit(link).path


def page_text(page: httpx.Response) -> str:
    return html.unescape(page.text)


def query_of(url: str) -> dict[str, list[str]]:
    return parse_qs(urlsplit(url).query)


async def authorize_location(chat: Chat, user: str = "alice") -> str:
    """Ask for a link ("link") and open it; the retailer authorize URL it redirects to."""
    reply = await chat.send("link", user=user)
    assert reply["link"], reply["text"]
    opened = await chat.http.get(path_of(reply["link"]))
    assert opened.status_code == 303, opened.text
    location: str = opened.headers["location"]
    return location


async def browser_sign_in(
    chat: Chat, link: str, account: tuple[str, str] = DEMO, decision: str = "approve"
) -> str:
    """What ``Chat.sign_in`` does, up to (not including) the callback: the path and query
    the retailer sends the browser back to."""
    opened = await chat.http.get(path_of(link))
    assert opened.status_code == 303, opened.text
    params = {k: v[0] for k, v in query_of(opened.headers["location"]).items()}
    form_page = await chat.browser.get(AUTHORIZE_PATH, params=params)
    assert form_page.status_code == 200, form_page.text
    hidden = re.findall(r'<input type="hidden" name="([^"]+)" value="([^"]*)"', form_page.text)
    form = {k: html.unescape(v) for k, v in hidden}
    form.update(username=account[0], password=account[1], decision=decision)
    submitted = await chat.browser.post(AUTHORIZE_PATH, data=form)
    assert submitted.status_code in (302, 303), submitted.text
    back = urlsplit(submitted.headers["location"])
    assert back.path == "/oauth/callback"
    return f"{back.path}?{back.query}"


def with_param(callback: str, name: str, value: str) -> str:
    query = {k: v[0] for k, v in query_of(callback).items()}
    query[name] = value
    return f"{urlsplit(callback).path}?{urlencode(query)}"


async def checkout_link(chat: Chat, user: str = "alice", items: str = LIST) -> dict[str, Any]:
    """At a store with a list, "checkout" (not linked yet): the reply carrying the link."""
    await chat.at_store(user=user)
    await chat.send(items, user=user)
    reply = await chat.send("checkout", user=user)
    assert reply["phase"] == "linking", reply["text"]
    assert reply["link"] and reply["link"] in reply["text"]
    return reply


async def link_and_checkout(
    chat: Chat,
    user: str = "alice",
    items: str = LIST,
    account: tuple[str, str] = DEMO,
) -> dict[str, Any]:
    """At a store, a list, "checkout", sign in as ``account`` and "done": the commit reply."""
    reply = await checkout_link(chat, user, items)
    page = await chat.sign_in(reply["link"], username=account[0], password=account[1])
    assert page.status_code == 200 and "Linked" in page_text(page), page.text
    done = await chat.send("done", user=user)
    assert done["phase"] == "listing", done["text"]
    return done


def cart_matches_list(cart: list[dict[str, Any]], lines: list[dict[str, Any]]) -> None:
    wanted = {ln["product"]["upc"]: ln["quantity"] for ln in lines}
    assert {item["upc"]: item["quantity"] for item in cart} == wanted
    assert len(cart) == len(wanted)


async def show_list(chat: Chat, user: str = "alice") -> list[dict[str, Any]]:
    lines: list[dict[str, Any]] = (await chat.send("show list", user=user))["list"]
    return lines


# --- the single-use link -------------------------------------------------------------------


async def test_link_works_once(chat: Chat) -> None:
    reply = await checkout_link(chat)
    first = await chat.http.get(path_of(reply["link"]))
    assert first.status_code == 303
    second = await chat.http.get(path_of(reply["link"]))
    assert second.status_code == 410
    assert "already used" in page_text(second)
    assert "location" not in second.headers
    assert not await is_linked(chat, "alice")
    # the browser that got the first redirect can still finish; the second one could not
    assert (await chat.send("show list"))["phase"] == "linking"


async def test_forged_link_is_refused(chat: Chat) -> None:
    reply = await checkout_link(chat)
    token = path_of(reply["link"]).rsplit("/", 1)[1]
    forged = token[:-4] + ("AAAA" if not token.endswith("AAAA") else "BBBB")
    for bad in (forged, "nope", "x" * 300):
        page = await chat.http.get(f"/link/{bad}")
        assert page.status_code == 404, bad
        assert "isn't valid" in page_text(page)
        assert "location" not in page.headers
    assert not await is_linked(chat, "alice")
    # the real link was not spent by the forgeries
    assert (await chat.http.get(path_of(reply["link"]))).status_code == 303


async def test_expired_link_is_refused(chat: Chat) -> None:
    reply = await checkout_link(chat)
    db = engine(chat).storage.db
    db.execute("UPDATE links SET expires_at = ?", [time.time() - 1])
    page = await chat.http.get(path_of(reply["link"]))
    assert page.status_code == 410
    assert "expired" in page_text(page)
    assert "location" not in page.headers
    assert not await is_linked(chat, "alice")
    (used_at,) = db.execute("SELECT used_at FROM links").fetchone()
    assert used_at is None  # refusing an expired link spends nothing
    assert db.execute("SELECT count(*) FROM oauth_states").fetchone()[0] == 0
    # asking again gives a link that works
    again = await chat.send("checkout")
    assert again["link"] and again["link"] != reply["link"]
    assert (await chat.http.get(path_of(again["link"]))).status_code == 303


# --- the callback ------------------------------------------------------------------------


async def test_forged_state_is_refused(chat: Chat) -> None:
    await checkout_link(chat)
    for query in ("state=forged&code=abc", "code=abc", "state=&code=abc", "state=x&error=oops"):
        page = await chat.http.get(f"/oauth/callback?{query}")
        assert page.status_code == 404, query
        assert "isn't valid" in page_text(page)
    assert not await is_linked(chat, "alice")
    assert token_blob(chat, "alice") is None


async def test_replayed_callback_is_refused_and_changes_nothing(chat: Chat) -> None:
    reply = await checkout_link(chat)
    page = await chat.sign_in(reply["link"])
    assert page.status_code == 200
    assert await is_linked(chat, "alice")
    before = token_blob(chat, "alice")
    tokens = await stored_tokens(chat, "alice")
    callback = str(page.request.url)
    assert "state" in query_of(callback) and "code" in query_of(callback)
    again = await chat.http.get(callback)
    assert again.status_code == 410
    assert "already used" in page_text(again)
    assert token_blob(chat, "alice") == before
    assert await stored_tokens(chat, "alice") == tokens
    # the tokens issued from that code still work: the checkout fills the cart
    done = await chat.send("done")
    assert done["phase"] == "listing", done["text"]
    cart_matches_list(chat.cart(), await show_list(chat))


async def test_replayed_callback_after_unlink_does_not_relink(chat: Chat) -> None:
    reply = await checkout_link(chat)
    page = await chat.sign_in(reply["link"])
    assert page.status_code == 200
    await chat.send("unlink")
    assert not await is_linked(chat, "alice")
    again = await chat.http.get(str(page.request.url))
    assert again.status_code == 410
    assert not await is_linked(chat, "alice")


async def test_denied_sign_in_links_nothing(chat: Chat) -> None:
    reply = await checkout_link(chat)
    page = await chat.sign_in(reply["link"], decision="deny")
    assert page.status_code == 400
    assert "nothing was linked" in page_text(page)
    assert not await is_linked(chat, "alice")
    assert token_blob(chat, "alice") is None
    # the conversation carries on: still waiting to link, with a fresh link, list intact
    done = await chat.send("done")
    assert done["phase"] == "linking"
    assert done["link"] and done["link"] != reply["link"]
    assert "isn't linked yet" in done["text"]
    assert [ln["quantity"] for ln in done["list"]] == [2, 6, 1]
    page = await chat.sign_in(done["link"])
    assert page.status_code == 200
    assert (await chat.send("done"))["phase"] == "listing"
    cart_matches_list(chat.cart(), await show_list(chat))


async def test_expired_state_is_refused(chat: Chat) -> None:
    reply = await checkout_link(chat)
    callback = await browser_sign_in(chat, reply["link"])
    engine(chat).storage.db.execute("UPDATE oauth_states SET expires_at = ?", [time.time() - 1])
    page = await chat.http.get(callback)
    assert page.status_code == 410
    assert "expired" in page_text(page)
    assert not await is_linked(chat, "alice")
    assert token_blob(chat, "alice") is None


async def test_forged_code_with_a_real_state_links_nothing(chat: Chat) -> None:
    reply = await checkout_link(chat)
    callback = await browser_sign_in(chat, reply["link"])
    page = await chat.http.get(with_param(callback, "code", "forged-code"))
    assert page.status_code == 400
    assert "couldn't complete the sign-in" in page_text(page)
    assert not await is_linked(chat, "alice")
    # the state was spent by that attempt: the genuine callback cannot use it any more
    late = await chat.http.get(callback)
    assert late.status_code == 410
    assert not await is_linked(chat, "alice")


async def test_a_code_from_another_persons_sign_in_does_not_link(chat: Chat) -> None:
    """Bob's code delivered with alice's state: the PKCE verifier kept for alice's state
    does not match the challenge bob's code is bound to, so alice is not linked to bob's
    retailer account."""
    alice = await checkout_link(chat, "alice")
    bob = await checkout_link(chat, "bob")
    alice_callback = await browser_sign_in(chat, alice["link"], DEMO)
    bob_callback = await browser_sign_in(chat, bob["link"], SAM)
    mixed = with_param(alice_callback, "code", query_of(bob_callback)["code"][0])
    page = await chat.http.get(mixed)
    assert page.status_code == 400
    assert not await is_linked(chat, "alice")
    shown = await chat.send("show cart", user="alice")
    assert shown["link"] and "Your cart" not in shown["text"]
    assert chat.cart(SAM[0]) == []


# --- scopes and the authorize request ----------------------------------------------------


def check_authorize(location: str, scope: str) -> None:
    query = query_of(location)
    assert urlsplit(location).path == "/v1/connect/oauth2/authorize"
    assert query["scope"] == [scope]
    assert query["response_type"] == ["code"]
    assert query["code_challenge_method"] == ["S256"]
    assert len(query["code_challenge"][0]) == 43
    assert len(query["state"][0]) >= 32
    assert query["redirect_uri"] == ["http://127.0.0.1:8000/oauth/callback"]


async def test_partner_mode_asks_for_cart_and_profile(chat: Chat) -> None:
    await chat.at_store()
    location = await authorize_location(chat)
    check_authorize(location, "cart.basic:rw profile.basic")


async def test_public_mode_asks_for_the_cart_only(chat_factory: ChatFactory) -> None:
    chat = await chat_factory(settings_overrides={"retail_cart_api": "public"})
    await chat.at_store()
    check_authorize(await authorize_location(chat), "cart.basic:rw")


async def test_live_scope_names(chat_factory: ChatFactory) -> None:
    chat = await chat_factory(settings_overrides={"retail_scope_names": "live"})
    await chat.at_store()
    check_authorize(await authorize_location(chat), "cart.basic:write profile.compact")
    # and the sandbox accepts the live names end to end
    done = await link_and_checkout(chat, user="bob")
    assert "Not added yet" not in done["text"]
    cart_matches_list(chat.cart(), await show_list(chat, "bob"))


async def test_each_opening_gets_its_own_state(chat: Chat) -> None:
    await chat.at_store()
    first = query_of(await authorize_location(chat))
    second = query_of(await authorize_location(chat))
    assert first["state"] != second["state"]
    assert first["code_challenge"] != second["code_challenge"]


# --- tokens at rest ------------------------------------------------------------------------


async def test_tokens_are_encrypted_at_rest(chat: Chat, tmp_path: Path) -> None:
    await link_and_checkout(chat)
    blob = token_blob(chat, "alice")
    tokens = await stored_tokens(chat, "alice")
    assert blob is not None and tokens is not None
    # the tokens are the sandbox's real ones for the demo customer
    row = (
        sandbox_store(chat)
        .db.execute(
            "SELECT kind, customer_id FROM tokens WHERE token_hash = ?",
            [digest(tokens.access_token)],
        )
        .fetchone()
    )
    assert row == ("access", customer_id(chat, DEMO[0]))
    for secret in (tokens.access_token, tokens.refresh_token, "access_token", "refresh", "alice"):
        assert secret.encode() not in blob, secret
    # nor anywhere in the assistant's database files
    files = list((tmp_path / "assistant").glob("assistant.sqlite*"))
    assert files
    for path in files:
        raw = path.read_bytes()
        assert tokens.access_token.encode() not in raw
        assert tokens.refresh_token.encode() not in raw


async def test_a_row_copied_to_another_person_does_not_link_them(chat: Chat) -> None:
    await link_and_checkout(chat)
    cart_before = chat.cart()
    await chat.at_store(user="bob")
    blob = token_blob(chat, "alice")
    assert blob is not None
    engine(chat).storage.db.execute(
        "INSERT INTO tokens (user_id, ciphertext, updated_at) VALUES (?, ?, ?)",
        ["bob", blob, time.time()],
    )
    assert not await is_linked(chat, "bob")
    assert await stored_tokens(chat, "bob") is None
    shown = await chat.send("show cart", user="bob")
    assert shown["link"] and shown["link"] in shown["text"]
    assert "Your cart" not in shown["text"]
    await chat.send("a dozen eggs", user="bob")
    asked = await chat.send("checkout", user="bob")
    assert asked["phase"] == "linking" and asked["link"]
    assert chat.cart() == cart_before
    assert await is_linked(chat, "alice")


async def test_key_rotation_keeps_people_linked(chat_factory: ChatFactory) -> None:
    old, new = Fernet.generate_key().decode(), Fernet.generate_key().decode()
    chat = await chat_factory(settings_overrides={"token_key": old})
    await link_and_checkout(chat)
    before = token_blob(chat, "alice")
    assert before is not None
    with pytest.raises(InvalidToken):
        Fernet(new.encode()).decrypt(before)

    rotated = await chat_factory(settings_overrides={"token_key": f"{new},{old}"})
    assert await is_linked(rotated, "alice")
    after = token_blob(rotated, "alice")
    assert after is not None and after != before
    Fernet(new.encode()).decrypt(after)  # now under the new key

    only_new = await chat_factory(settings_overrides={"token_key": new})
    assert await is_linked(only_new, "alice")
    shown = await only_new.send("show cart")
    assert shown["link"] is None
    assert "Your cart (3 items)" in shown["text"]


async def test_an_old_key_alone_cannot_read_rotated_tokens(chat_factory: ChatFactory) -> None:
    old, new = Fernet.generate_key().decode(), Fernet.generate_key().decode()
    chat = await chat_factory(settings_overrides={"token_key": old})
    await link_and_checkout(chat)
    rotated = await chat_factory(settings_overrides={"token_key": f"{new},{old}"})
    assert await is_linked(rotated, "alice")  # reading re-encrypts under the new key
    stale = await chat_factory(settings_overrides={"token_key": old})
    assert not await is_linked(stale, "alice")


# --- nothing secret in replies -------------------------------------------------------------


async def test_no_token_or_secret_in_any_reply(chat_factory: ChatFactory, tmp_path: Path) -> None:
    key = Fernet.generate_key().decode()
    chat = await chat_factory(settings_overrides={"token_key": key}, token_ttl=1)
    replies: list[str] = []
    secrets: set[str] = {WEBHOOK_SECRET, key}
    credentials = json.loads((tmp_path / "assistant/sandbox/demo-app.json").read_text())
    secrets.update(credentials.values())
    secrets.add(engine(chat).client.config.client_secret)

    async def send(text: str) -> dict[str, Any]:
        response = await chat.send_raw(text)
        assert response.status_code == 200
        replies.append(response.text)
        tokens = await stored_tokens(chat, "alice")
        if tokens is not None:
            secrets.update((tokens.access_token, tokens.refresh_token))
        body: dict[str, Any] = response.json()
        return body

    for text in ("hi", "84045", "1", LIST, "note 2: ripe please"):
        await send(text)
    reply = await send("checkout")
    page = await chat.sign_in(reply["link"])
    callback = query_of(str(page.request.url))
    secrets.update((callback["state"][0], callback["code"][0]))
    for text in ("done", "2 x3", "checkout", "show cart", "remove 1 from cart", "link"):
        await send(text)
        await send("show list")
    await send("unlink")
    assert len(secrets) >= 8
    for body in replies:
        for secret in secrets:
            assert secret not in body
    # the callback page shows none either
    for secret in secrets:
        assert secret not in page_text(page)


# --- unlinking ----------------------------------------------------------------------------


async def test_unlink_forgets_the_tokens(chat: Chat) -> None:
    await link_and_checkout(chat)
    first_tokens = await stored_tokens(chat, "alice")
    assert first_tokens is not None
    reply = await chat.send("unlink")
    assert "forgotten your store account" in reply["text"]
    assert not await is_linked(chat, "alice")
    assert token_blob(chat, "alice") is None
    again = await chat.send("unlink")
    assert "isn't linked" in again["text"]
    await chat.send("a dozen eggs")
    asked = await chat.send("checkout")
    assert asked["phase"] == "linking"
    assert asked["link"] and asked["link"] in asked["text"]
    page = await chat.sign_in(asked["link"])
    assert page.status_code == 200
    done = await chat.send("done")
    assert done["phase"] == "listing"
    fresh = await stored_tokens(chat, "alice")
    assert fresh is not None and fresh.access_token != first_tokens.access_token
    cart_matches_list(chat.cart(), await show_list(chat))


# --- refresh and revocation ---------------------------------------------------------------


def refresh_grants(chat: Chat, email: str) -> int:
    (count,) = (
        sandbox_store(chat)
        .db.execute(
            "SELECT count(*) FROM tokens WHERE customer_id = ? AND kind = 'access'"
            " AND grant_type = 'refresh_token'",
            [customer_id(chat, email)],
        )
        .fetchone()
    )
    return int(count)


async def test_expired_access_tokens_are_refreshed(chat_factory: ChatFactory) -> None:
    chat = await chat_factory(token_ttl=1)
    done = await link_and_checkout(chat)
    assert "Not added yet" not in done["text"]
    first = refresh_grants(chat, DEMO[0])
    assert first >= 1
    await chat.send("2 x3")
    await chat.send("a dozen eggs")
    again = await chat.send("checkout")
    assert again["phase"] == "listing", again["text"]
    assert again["link"] is None
    assert "Not added yet" not in again["text"]
    assert refresh_grants(chat, DEMO[0]) > first > 0
    lines = await show_list(chat)
    assert [ln["quantity"] for ln in lines][:2] == [2, 3]
    cart_matches_list(chat.cart(), lines)
    assert await is_linked(chat, "alice")


@pytest.mark.parametrize("token_ttl", [1, 1800])
async def test_revoked_tokens_ask_to_sign_in_again(
    chat_factory: ChatFactory, token_ttl: int
) -> None:
    """Expired access tokens (ttl 1) meet the revoked refresh token at once; live ones
    (ttl 1800) get a 401 first, and the refresh that follows is refused."""
    chat = await chat_factory(token_ttl=token_ttl)
    await link_and_checkout(chat)
    store = sandbox_store(chat)
    families = store.db.execute(
        "SELECT DISTINCT family_id FROM tokens WHERE customer_id = ?",
        [customer_id(chat, DEMO[0])],
    ).fetchall()
    assert families
    for (family,) in families:
        store.revoke_family(family)
    await chat.send("2 x3")
    reply = await chat.send("checkout")
    assert reply["phase"] == "linking", reply["text"]
    assert reply["link"] and reply["link"] in reply["text"]
    assert "sign you in again" in reply["text"]
    assert not await is_linked(chat, "alice")
    page = await chat.sign_in(reply["link"])
    assert page.status_code == 200
    done = await chat.send("done")
    assert done["phase"] == "listing", done["text"]
    lines = await show_list(chat)
    assert lines[1]["quantity"] == 3
    cart_matches_list(chat.cart(), lines)


async def test_revoked_tokens_when_showing_the_cart(chat_factory: ChatFactory) -> None:
    chat = await chat_factory(token_ttl=1)
    await link_and_checkout(chat)
    store = sandbox_store(chat)
    for (family,) in store.db.execute("SELECT DISTINCT family_id FROM tokens").fetchall():
        store.revoke_family(family)
    reply = await chat.send("show cart")
    assert reply["link"] and "sign you in again" in reply["text"]
    assert "Your cart" not in reply["text"]
    assert not await is_linked(chat, "alice")


# --- people are kept apart ------------------------------------------------------------------


async def test_people_never_touch_each_others_cart(chat: Chat) -> None:
    await link_and_checkout(chat, "alice", "2 gal whole milk, bananas x6", DEMO)
    await link_and_checkout(chat, "bob", "a dozen eggs, whole wheat bread", SAM)
    alice_lines, bob_lines = await show_list(chat, "alice"), await show_list(chat, "bob")
    alice_cart, bob_cart = chat.cart(DEMO[0]), chat.cart(SAM[0])
    cart_matches_list(alice_cart, alice_lines)
    cart_matches_list(bob_cart, bob_lines)
    assert not {i["upc"] for i in alice_cart} & {i["upc"] for i in bob_cart}
    alice_tokens = await stored_tokens(chat, "alice")
    bob_tokens = await stored_tokens(chat, "bob")
    assert alice_tokens is not None and bob_tokens is not None
    assert alice_tokens.access_token != bob_tokens.access_token
    # each one's "show cart" is their own cart
    alice_shown = (await chat.send("show cart", user="alice"))["text"]
    bob_shown = (await chat.send("show cart", user="bob"))["text"]
    assert "Whole Milk" in alice_shown and "Eggs" not in alice_shown
    assert "Eggs" in bob_shown and "Whole Milk" not in bob_shown
    # bob removing from his cart leaves alice's alone
    await chat.send("remove 1 from cart", user="bob")
    assert chat.cart(DEMO[0]) == alice_cart
    assert len(chat.cart(SAM[0])) == 1
    # unlinking bob leaves alice linked
    await chat.send("unlink", user="bob")
    assert await is_linked(chat, "alice")
    assert not await is_linked(chat, "bob")
