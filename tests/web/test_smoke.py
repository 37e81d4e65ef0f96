"""The shortest path through the assistant: store, a list, a pick."""

from __future__ import annotations

import pytest

from tests.conftest import Chat

pytestmark = pytest.mark.anyio


async def test_store_then_list(chat: Chat) -> None:
    reply = await chat.at_store()
    assert reply["phase"] == "listing"
    reply = await chat.send("2 gal whole milk, bananas x6")
    assert [line["quantity"] for line in reply["list"]] == [2, 6]
    assert "Whole Milk" in reply["list"][0]["product"]["description"]
