"""End to end: the HTTP contract of ``POST /api/messages``.

Signed requests (``X-Assistant-Timestamp`` and ``X-Assistant-Signature``), the reply
shape, duplicate delivery, per-person ordering, validation and its error bodies, a
restart in the middle of a conversation, a failing Retail API, and the OpenAPI schema.
Every request goes over HTTP to a real assistant talking to the embedded sandbox.
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import json
import time
import uuid
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.conftest import WEBHOOK_SECRET, Chat, ChatFactory

pytestmark = pytest.mark.anyio

PATH = "/api/messages"
TIMESTAMP = "X-Assistant-Timestamp"
SIGNATURE = "X-Assistant-Signature"
REPLY_KEYS = {"text", "speech", "choices", "link", "list", "phase"}
LINE_KEYS = {
    "number",
    "text",
    "status",
    "quantity",
    "product",
    "alternatives",
    "substitutions",
    "note",
    "weighed",
}
RETAIL_UNAVAILABLE = (
    (Path(__file__).resolve().parents[2] / "prompts/retail_unavailable.txt").read_text().strip()
)


# --- helpers ----------------------------------------------------------------------------


def body_of(
    text: str = "hi",
    *,
    user: str = "alice",
    message_id: str | None = None,
    voice: bool = False,
) -> bytes:
    payload = {
        "user": user,
        "message_id": message_id or uuid.uuid4().hex,
        "text": text,
        "voice": voice,
    }
    return json.dumps(payload).encode()


def sign(body: bytes, *, timestamp: str, secret: str = WEBHOOK_SECRET) -> str:
    """The contract's signature, computed here independently of the service's helper."""
    mac = hmac.new(secret.encode(), timestamp.encode() + b"." + body, hashlib.sha256)
    return "sha256=" + mac.hexdigest()


def headers_for(
    body: bytes,
    *,
    timestamp: str | None = None,
    secret: str = WEBHOOK_SECRET,
) -> dict[str, str]:
    ts = timestamp if timestamp is not None else str(int(time.time()))
    return {
        TIMESTAMP: ts,
        SIGNATURE: sign(body, timestamp=ts, secret=secret),
        "Content-Type": "application/json",
    }


def assert_error(response: httpx.Response, status: int, code: str) -> str:
    """An error in the one shape ``{"error": {"code", "message"}}``; returns the message."""
    assert response.status_code == status, response.text
    assert response.headers["content-type"].startswith("application/json"), response.headers
    body: dict[str, Any] = response.json()
    assert set(body) == {"error"}, body
    assert set(body["error"]) == {"code", "message"}, body
    assert body["error"]["code"] == code, body
    message = body["error"]["message"]
    assert isinstance(message, str) and message.strip(), body
    assert WEBHOOK_SECRET not in response.text
    return message


def texts(reply: dict[str, Any]) -> list[str]:
    return [line["text"] for line in reply["list"]]


async def show_list(chat: Chat, user: str = "alice") -> dict[str, Any]:
    return await chat.send("show list", user=user)


# --- the reply ----------------------------------------------------------------------------


async def test_reply_has_the_contract_shape(chat: Chat) -> None:
    await chat.at_store()
    response = await chat.send_raw("2 gal whole milk, bananas x6")
    assert response.status_code == 200, response.text
    assert response.headers["content-type"].startswith("application/json")
    reply: dict[str, Any] = response.json()
    assert set(reply) == REPLY_KEYS
    assert isinstance(reply["text"], str) and reply["text"].strip()
    assert isinstance(reply["speech"], str) and reply["speech"].strip()
    assert reply["link"] is None
    assert reply["phase"] == "listing"
    assert isinstance(reply["choices"], list)
    for choice in reply["choices"]:
        assert set(choice) == {"label", "reply"}
        assert isinstance(choice["label"], str) and isinstance(choice["reply"], str)
    assert len(reply["list"]) == 2
    for number, line in enumerate(reply["list"], start=1):
        assert set(line) == LINE_KEYS, line
        assert line["number"] == number
        assert isinstance(line["text"], str) and line["text"]
        assert isinstance(line["status"], str)
        assert isinstance(line["quantity"], int)
        assert line["product"] is None or isinstance(line["product"], dict)
        assert isinstance(line["alternatives"], list)
    assert [line["quantity"] for line in reply["list"]] == [2, 6]
    assert all(line["product"] is not None for line in reply["list"])


async def test_every_reply_along_the_way_has_the_shape(chat: Chat) -> None:
    replies = [
        await chat.send("hi"),
        await chat.send("84045"),
        await chat.send("1"),
        await chat.send("bananas"),
        await show_list(chat),
        await chat.send("help"),
    ]
    for reply in replies:
        assert set(reply) == REPLY_KEYS, reply
        assert reply["link"] is None
        assert isinstance(reply["phase"], str) and reply["phase"]
    assert replies[0]["list"] == []
    assert texts(replies[-2]) == ["bananas"]


async def test_voice_offers_at_most_three_choices(chat: Chat) -> None:
    await chat.at_store()
    await chat.send("bananas")
    typed = await chat.send("more options 1")
    assert len(typed["choices"]) > 3  # a button per other banana product
    spoken = await chat.send("more options 1", voice=True)
    assert 0 < len(spoken["choices"]) <= 3
    assert spoken["choices"] == typed["choices"][: len(spoken["choices"])]


# --- signatures -----------------------------------------------------------------------------


async def test_a_correctly_signed_request_is_accepted(chat: Chat) -> None:
    body = body_of("hi")
    response = await chat.post(body, headers_for(body))
    assert response.status_code == 200, response.text
    assert set(response.json()) == REPLY_KEYS


async def test_a_timestamp_inside_the_window_is_accepted(chat: Chat) -> None:
    for offset in (-290, 0, 290):
        body = body_of("hi")
        headers = headers_for(body, timestamp=str(int(time.time()) + offset))
        response = await chat.post(body, headers)
        assert response.status_code == 200, (offset, response.text)


def _bad_headers(body: bytes) -> dict[str, dict[str, str]]:
    now = int(time.time())
    good = headers_for(body)
    return {
        "no headers": {"Content-Type": "application/json"},
        "no signature": {k: v for k, v in good.items() if k != SIGNATURE},
        "no timestamp": {k: v for k, v in good.items() if k != TIMESTAMP},
        "empty signature": {**good, SIGNATURE: ""},
        "garbage signature": {**good, SIGNATURE: "sha256=" + "0" * 64},
        "signature without its prefix": {**good, SIGNATURE: good[SIGNATURE][len("sha256=") :]},
        "another algorithm's prefix": {
            **good,
            SIGNATURE: "sha1=" + good[SIGNATURE][len("sha256=") :],
        },
        "wrong secret": headers_for(body, secret="not-the-secret"),
        "signed for another body": headers_for(body + b" "),
        "non-numeric timestamp": headers_for(body, timestamp="yesterday"),
        "fractional timestamp": headers_for(body, timestamp=f"{now}.5"),
        "negative timestamp": headers_for(body, timestamp=str(-now)),
        "timestamp 301 s in the past": headers_for(body, timestamp=str(now - 301)),
        "timestamp an hour in the past": headers_for(body, timestamp=str(now - 3600)),
        "timestamp 301 s in the future": headers_for(body, timestamp=str(now + 301)),
        "timestamp a day in the future": headers_for(body, timestamp=str(now + 86_400)),
        "timestamp zero": headers_for(body, timestamp="0"),
        "timestamp in milliseconds": headers_for(body, timestamp=str(now * 1000)),
        "timestamp changed after signing": {**good, TIMESTAMP: str(now - 1)},
    }


BAD_HEADER_CASES = sorted(_bad_headers(b"{}"))


@pytest.mark.parametrize("case", BAD_HEADER_CASES)
async def test_bad_signatures_are_refused_and_change_nothing(chat: Chat, case: str) -> None:
    await chat.at_store()
    message_id = "refused-" + uuid.uuid4().hex
    body = body_of("bananas", message_id=message_id)
    response = await chat.post(body, _bad_headers(body)[case])
    message = assert_error(response, 401, "invalid_signature")
    assert good_signature(body) not in message
    # nothing happened: the list is still empty, and the same message_id, properly
    # signed, is handled as new
    assert (await show_list(chat))["list"] == []
    reply = await chat.send("bananas", message_id=message_id)
    assert texts(reply) == ["bananas"]


def good_signature(body: bytes) -> str:
    return sign(body, timestamp=str(int(time.time())))[len("sha256=") :]


async def test_tampered_body_is_refused(chat: Chat) -> None:
    body = body_of("bananas")
    headers = headers_for(body)
    tampered = body.replace(b"bananas", b"lobster")
    assert tampered != body
    assert_error(await chat.post(tampered, headers), 401, "invalid_signature")


async def test_signature_is_checked_before_the_body_is_read_as_json(chat: Chat) -> None:
    for body in (b"{not json", b"", json.dumps({"user": 1}).encode()):
        response = await chat.post(body, {"Content-Type": "application/json"})
        assert_error(response, 401, "invalid_signature")


async def test_non_ascii_digit_timestamp_is_refused(chat: Chat) -> None:
    """A timestamp of Latin-1 superscript digits ("¹²³") is not unix seconds."""
    body = body_of("hi")
    timestamp = "\u00b9\u00b2\u00b3"
    response = await chat.http.post(
        PATH,
        content=body,
        headers=[
            (TIMESTAMP.encode(), timestamp.encode("latin-1")),
            (SIGNATURE.encode(), sign(body, timestamp=timestamp).encode()),
            (b"Content-Type", b"application/json"),
        ],
    )
    assert_error(response, 401, "invalid_signature")


async def test_a_replayed_request_with_a_bad_signature_does_not_get_the_stored_reply(
    chat: Chat,
) -> None:
    await chat.at_store()
    body = body_of("bananas", message_id="m-1")
    first = await chat.post(body)
    assert first.status_code == 200, first.text
    forged = await chat.post(body, headers_for(body, secret="guessed"))
    assert_error(forged, 401, "invalid_signature")
    assert first.content not in forged.content


# --- duplicate delivery --------------------------------------------------------------------


async def test_a_repeated_message_id_gets_the_same_bytes_and_changes_nothing(chat: Chat) -> None:
    await chat.at_store()
    first = await chat.send_raw("bananas", message_id="dup-1")
    second = await chat.send_raw("bananas", message_id="dup-1")
    assert first.status_code == second.status_code == 200
    assert second.content == first.content
    assert texts(first.json()) == ["bananas"]
    assert texts(await show_list(chat)) == ["bananas"]


async def test_a_late_duplicate_replays_the_original_reply(chat: Chat) -> None:
    await chat.at_store()
    first = await chat.send_raw("bananas", message_id="early")
    assert first.status_code == 200, first.text
    assert texts(await chat.send("whole milk")) == ["bananas", "whole milk"]
    again = await chat.send_raw("bananas", message_id="early")
    assert again.status_code == 200
    assert again.content == first.content  # the reply of then, with its one-line list
    assert texts(await show_list(chat)) == ["bananas", "whole milk"]


async def test_a_duplicate_of_the_exact_signed_request_is_answered_the_same(chat: Chat) -> None:
    """A channel retrying the very same request (same headers) within the window."""
    await chat.at_store()
    body = body_of("eggs", message_id="retry")
    headers = headers_for(body)
    first = await chat.post(body, headers)
    second = await chat.post(body, headers)
    assert first.status_code == second.status_code == 200
    assert first.content == second.content
    assert texts(await show_list(chat)) == ["eggs"]


async def test_a_reused_message_id_with_other_text_is_a_conflict(chat: Chat) -> None:
    await chat.at_store()
    first = await chat.send("bananas", message_id="reused")
    response = await chat.send_raw("whole milk", message_id="reused")
    message = assert_error(response, 409, "message_id_reused")
    assert "reused" in message
    assert texts(await show_list(chat)) == ["bananas"]
    # the original is still answered as before
    again = await chat.send_raw("bananas", message_id="reused")
    assert again.status_code == 200 and again.json() == first


async def test_the_same_message_id_from_another_user_is_another_message(chat: Chat) -> None:
    await chat.at_store(user="alice")
    await chat.at_store(user="bob")
    alice = await chat.send("bananas", user="alice", message_id="shared-id")
    bob = await chat.send("whole milk", user="bob", message_id="shared-id")
    assert texts(alice) == ["bananas"]
    assert texts(bob) == ["whole milk"]
    assert texts(await show_list(chat, "alice")) == ["bananas"]
    assert texts(await show_list(chat, "bob")) == ["whole milk"]


async def test_concurrent_duplicates_have_one_effect_and_identical_replies(
    chat_factory: ChatFactory,
) -> None:
    chat = await chat_factory(latency_ms=20)
    await chat.at_store()
    body = body_of("bananas", message_id="burst")
    responses = await asyncio.gather(*(chat.post(body) for _ in range(6)))
    assert [r.status_code for r in responses] == [200] * 6
    assert len({r.content for r in responses}) == 1
    assert texts(responses[0].json()) == ["bananas"]
    assert texts(await show_list(chat)) == ["bananas"]


async def test_concurrent_reuse_of_an_id_with_other_text_is_a_conflict(
    chat_factory: ChatFactory,
) -> None:
    chat = await chat_factory(latency_ms=20)
    await chat.at_store()
    first, second = await asyncio.gather(
        chat.send_raw("bananas", message_id="race"),
        chat.send_raw("whole milk", message_id="race"),
    )
    assert first.status_code == 200, first.text
    assert_error(second, 409, "message_id_reused")
    assert texts(await show_list(chat)) == ["bananas"]


# --- ordering and isolation --------------------------------------------------------------

ITEMS = ["bananas", "whole milk", "eggs", "bread", "butter", "apples"]


async def test_one_users_messages_run_one_at_a_time_in_arrival_order(
    chat_factory: ChatFactory,
) -> None:
    chat = await chat_factory(latency_ms=20)
    await chat.at_store()
    replies = await asyncio.gather(*(chat.send(item) for item in ITEMS))
    # each message saw all those before it and none after it
    for count, reply in enumerate(replies, start=1):
        assert texts(reply) == ITEMS[:count], reply
    assert texts(await show_list(chat)) == ITEMS


async def test_add_commands_sent_at_once_are_all_kept(chat_factory: ChatFactory) -> None:
    chat = await chat_factory(latency_ms=10)
    await chat.at_store()
    replies = await asyncio.gather(*(chat.send(f"add {item}") for item in ITEMS))
    assert sorted(len(reply["list"]) for reply in replies) == list(range(1, len(ITEMS) + 1))
    final = await show_list(chat)
    assert len(final["list"]) == len(ITEMS)
    assert [line["number"] for line in final["list"]] == list(range(1, len(ITEMS) + 1))
    joined = " ".join(texts(final)).lower()
    for item in ITEMS:
        assert item in joined


async def test_two_users_at_once_have_separate_sessions(chat_factory: ChatFactory) -> None:
    chat = await chat_factory(latency_ms=10)
    await asyncio.gather(chat.at_store(user="alice"), chat.at_store(user="bob"))
    alice_items = ["bananas", "eggs", "bread"]
    bob_items = ["whole milk", "butter", "apples"]
    await asyncio.gather(
        *(chat.send(item, user="alice") for item in alice_items),
        *(chat.send(item, user="bob") for item in bob_items),
    )
    alice, bob = await asyncio.gather(show_list(chat, "alice"), show_list(chat, "bob"))
    assert texts(alice) == alice_items
    assert texts(bob) == bob_items
    carol = await chat.send("show list", user="carol")
    assert carol["list"] == []


# --- validation ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "body",
    [
        b"{not json",
        b"",
        b'{"user": "alice",',
        b"\xff\xfe\x00",
        b'{"user": "alice", "message_id": "m", "text": "hi"} trailing',
        b"{'user': 'alice', 'message_id': 'm', 'text': 'hi'}",
    ],
    ids=["garbage", "empty", "truncated", "not utf-8", "trailing garbage", "single quotes"],
)
async def test_malformed_json_is_400(chat: Chat, body: bytes) -> None:
    assert_error(await chat.post(body), 400, "malformed_json")


@pytest.mark.parametrize(
    ("payload", "field"),
    [
        ({"user": 1, "message_id": "m", "text": "hi"}, "user"),
        ({"user": "alice", "message_id": 7, "text": "hi"}, "message_id"),
        ({"user": "alice", "message_id": "m", "text": ["hi"]}, "text"),
        ({"user": "alice", "message_id": "m", "text": None}, "text"),
        ({"user": "alice", "message_id": "m", "text": "hi", "voice": "yes"}, "voice"),
        ({"user": "alice", "message_id": "m", "text": "hi", "voice": 1}, "voice"),
        ({"user": "alice", "message_id": "m"}, "text"),
        ({"message_id": "m", "text": "hi"}, "user"),
        ({"user": "alice", "text": "hi"}, "message_id"),
        ({"user": "", "message_id": "m", "text": "hi"}, "user"),
        ({"user": "alice", "message_id": "", "text": "hi"}, "message_id"),
        ({"user": "alice", "message_id": "m" * 201, "text": "hi"}, "message_id"),
        ({"user": "alice", "message_id": "   ", "text": "hi"}, "message_id"),
        ({"user": "a" * 201, "message_id": "m", "text": "hi"}, "user"),
    ],
    ids=[
        "user int",
        "message_id int",
        "text list",
        "text null",
        "voice string",
        "voice int",
        "missing text",
        "missing user",
        "missing message_id",
        "empty user",
        "empty message_id",
        "message_id too long",
        "blank message_id",
        "user too long",
    ],
)
async def test_wrong_types_are_400_naming_the_field(
    chat: Chat, payload: dict[str, Any], field: str
) -> None:
    response = await chat.post(json.dumps(payload).encode())
    message = assert_error(response, 400, "invalid_request")
    assert field in message, message


@pytest.mark.parametrize("body", [b"[]", b'"hi"', b"42", b"null"])
async def test_a_body_that_is_not_an_object_is_400(chat: Chat, body: bytes) -> None:
    assert_error(await chat.post(body), 400, "invalid_request")


@pytest.mark.parametrize("text", ["", " ", "  \n\t  "])
async def test_empty_text_is_400(chat: Chat, text: str) -> None:
    response = await chat.send_raw(text)
    message = assert_error(response, 400, "invalid_request")
    assert "text" in message


@pytest.mark.parametrize("user", [" ", "\t\n"])
async def test_blank_user_is_400(chat: Chat, user: str) -> None:
    response = await chat.send_raw("hi", user=user)
    message = assert_error(response, 400, "invalid_request")
    assert "user" in message


async def test_text_over_4000_characters_is_400(chat: Chat) -> None:
    await chat.at_store()
    response = await chat.send_raw("bananas " * 500 + "x")  # 4001 characters
    message = assert_error(response, 400, "text_too_long")
    assert "4000" in message
    assert (await show_list(chat))["list"] == []


async def test_text_of_exactly_4000_characters_is_accepted(chat: Chat) -> None:
    response = await chat.send_raw("hi" + "!" * 3998)
    assert response.status_code == 200, response.text


async def test_a_refused_message_is_not_recorded(chat: Chat) -> None:
    await chat.at_store()
    assert_error(await chat.send_raw("", message_id="fixed"), 400, "invalid_request")
    reply = await chat.send("bananas", message_id="fixed")
    assert texts(reply) == ["bananas"]


async def test_unknown_fields_are_ignored(chat: Chat) -> None:
    body = json.dumps(
        {"user": "alice", "message_id": "x", "text": "hi", "channel": "sms", "extra": [1]}
    ).encode()
    response = await chat.post(body)
    assert response.status_code == 200, response.text
    assert set(response.json()) == REPLY_KEYS


async def test_a_body_over_32_kib_is_413(chat: Chat) -> None:
    payload = {"user": "alice", "message_id": "big", "text": "hi", "padding": "x" * 33_000}
    body = json.dumps(payload).encode()
    assert len(body) > 32 * 1024
    assert_error(await chat.post(body), 413, "body_too_large")


async def test_a_streamed_body_over_32_kib_without_length_is_413(chat: Chat) -> None:
    payload = {"user": "alice", "message_id": "big", "text": "hi", "padding": "x" * 40_000}
    body = json.dumps(payload).encode()

    async def chunks() -> AsyncIterator[bytes]:
        for start in range(0, len(body), 4096):
            yield body[start : start + 4096]

    response = await chat.http.post(PATH, content=chunks(), headers=headers_for(body))
    assert_error(response, 413, "body_too_large")


async def test_a_body_of_exactly_32_kib_is_accepted(chat: Chat) -> None:
    payload: dict[str, Any] = {"user": "alice", "message_id": "edge", "text": "hi", "pad": ""}
    base = len(json.dumps(payload).encode())
    payload["pad"] = "x" * (32 * 1024 - base)
    body = json.dumps(payload).encode()
    assert len(body) == 32 * 1024
    response = await chat.post(body)
    assert response.status_code == 200, response.text


async def test_unknown_route_is_404_in_the_error_shape(chat: Chat) -> None:
    assert_error(await chat.http.get("/api/nothing-here"), 404, "not_found")
    body = body_of("hi")
    assert_error(await chat.http.post("/api/message", content=body), 404, "not_found")


@pytest.mark.parametrize("method", ["GET", "PUT", "DELETE", "PATCH"])
async def test_other_methods_on_messages_are_405_in_the_error_shape(
    chat: Chat, method: str
) -> None:
    response = await chat.http.request(method, PATH)
    assert_error(response, 405, "method_not_allowed")


# --- restart ---------------------------------------------------------------------------------


async def test_a_restart_keeps_the_store_the_list_and_the_processed_messages(
    chat_factory: ChatFactory,
) -> None:
    chat = await chat_factory()
    chosen = await chat.at_store()
    assert chosen["phase"] == "listing"
    first = await chat.send_raw("whole milk, bananas", message_id="before-restart")
    assert first.status_code == 200, first.text
    assert texts(first.json()) == ["whole milk", "bananas"]

    restarted = await chat_factory()
    assert restarted.app is not chat.app
    shown = await show_list(restarted)
    assert texts(shown) == ["whole milk", "bananas"]
    assert shown["phase"] == "listing"
    assert [line["product"] for line in shown["list"]] == [
        line["product"] for line in first.json()["list"]
    ]
    # still at the store: a new item is matched there, no ZIP code asked for
    more = await restarted.send("eggs")
    assert texts(more) == ["whole milk", "bananas", "eggs"]
    assert more["list"][2]["product"] is not None
    # a message handled before the restart is still a duplicate
    again = await restarted.send_raw("whole milk, bananas", message_id="before-restart")
    assert again.status_code == 200
    assert again.content == first.content
    reused = await restarted.send_raw("bread", message_id="before-restart")
    assert_error(reused, 409, "message_id_reused")
    assert texts(await show_list(restarted)) == ["whole milk", "bananas", "eggs"]


# --- Retail API failures ----------------------------------------------------------------------


async def test_a_failing_retail_api_is_an_apology_and_the_message_is_not_recorded(
    chat_factory: ChatFactory,
) -> None:
    failing = await chat_factory(fail_rate=1.0)
    greeting = await failing.send("hi")
    phase_before = greeting["phase"]
    response = await failing.send_raw("84045", message_id="zip")
    assert response.status_code == 200, response.text
    apology: dict[str, Any] = response.json()
    assert set(apology) == REPLY_KEYS
    assert apology["text"] == RETAIL_UNAVAILABLE
    assert "nothing changed" in apology["text"]
    assert apology["phase"] == phase_before
    assert apology["list"] == []

    healthy = await chat_factory()  # a restart on the same data dir, the API answering
    offered = await healthy.send_raw("84045", message_id="zip")
    assert offered.status_code == 200, offered.text
    assert offered.content != response.content
    assert offered.json()["text"] != RETAIL_UNAVAILABLE
    assert offered.json()["choices"]  # the stores near 84045
    chosen = await healthy.send("1")
    assert chosen["phase"] == "listing"


async def test_a_failing_retail_api_leaves_the_list_as_it_was(
    chat_factory: ChatFactory,
) -> None:
    chat = await chat_factory()
    await chat.at_store()
    assert texts(await chat.send("bananas")) == ["bananas"]

    failing = await chat_factory(fail_rate=1.0)
    response = await failing.send_raw("whole milk", message_id="while-down")
    assert response.status_code == 200, response.text
    apology: dict[str, Any] = response.json()
    assert apology["text"] == RETAIL_UNAVAILABLE
    assert texts(apology) == ["bananas"]
    assert apology["phase"] == "listing"

    healthy = await chat_factory()
    assert texts(await show_list(healthy)) == ["bananas"]
    retried = await healthy.send("whole milk", message_id="while-down")
    assert retried["text"] != RETAIL_UNAVAILABLE
    assert texts(retried) == ["bananas", "whole milk"]


# --- secrets and the schema ------------------------------------------------------------------


async def test_the_webhook_secret_never_appears_in_a_response(chat: Chat) -> None:
    responses: list[httpx.Response] = []
    responses.append(await chat.send_raw("hi"))
    responses.append(await chat.send_raw("84045"))
    responses.append(await chat.send_raw("1"))
    responses.append(await chat.send_raw("bananas", message_id="s"))
    responses.append(await chat.send_raw("bananas", message_id="s"))
    responses.append(await chat.send_raw("milk", message_id="s"))
    responses.append(await chat.send_raw("help"))
    body = body_of("hi")
    responses.append(await chat.post(body, headers_for(body, secret="wrong")))
    responses.append(await chat.post(body, {}))
    responses.append(await chat.post(b"{"))
    responses.append(await chat.post(b'{"user": 1}'))
    responses.append(await chat.http.get(PATH))
    responses.append(await chat.http.get("/nowhere"))
    responses.append(await chat.http.get("/schema"))
    responses.append(await chat.http.get("/schema/openapi.json"))
    responses.append(await chat.http.get("/healthz"))
    for response in responses:
        assert WEBHOOK_SECRET not in response.text, response.request.url
        assert WEBHOOK_SECRET not in response.headers.get("www-authenticate", "")


async def test_schema_lists_the_messages_endpoint(chat: Chat) -> None:
    page = await chat.http.get("/schema")
    assert page.status_code == 200, page.text
    assert page.headers["content-type"].startswith(("text/html", "application/json"))
    spec_response = await chat.http.get("/schema/openapi.json")
    assert spec_response.status_code == 200, spec_response.text
    spec: dict[str, Any] = spec_response.json()
    assert PATH in spec["paths"]
    operation = spec["paths"][PATH]["post"]
    assert {"200", "400", "401", "409"} <= set(operation["responses"])


async def test_schema_documents_the_413_answer(chat: Chat) -> None:
    spec: dict[str, Any] = (await chat.http.get("/schema/openapi.json")).json()
    assert "413" in spec["paths"][PATH]["post"]["responses"]
