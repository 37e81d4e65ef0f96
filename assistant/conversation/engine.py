"""Handling one incoming message end to end: duplicate delivery, per-person ordering,
the session, the handlers, and saving the outcome.

``Assistant.handle(message)``:
1. a ``message_id`` already processed for this person returns the stored reply and
   changes nothing (a reused id carrying different text is refused);
2. messages of one person run one at a time, in arrival order (a FIFO ``asyncio.Lock``
   per person; other people are not held up);
3. load the session → ``commands.interpret`` → the phase's handler → ``next_phase``;
4. save the session, the reply and any learned preferences in one transaction. If the
   session changed underneath (another process), the message is handled again on the
   fresh session. If the Retail API fails, the person is told, nothing is saved, and a
   retry of the same message is handled afresh.
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
import sqlite3
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import msgspec

from assistant.conversation.cart import CartWriter
from assistant.conversation.commands import interpret
from assistant.conversation.handlers import HANDLERS
from assistant.conversation.machine import next_phase
from assistant.conversation.prompts import say
from assistant.conversation.render import Reply, Said, line_json, plain
from assistant.conversation.turn import Turn
from assistant.errors import AssistantError, RetailError
from assistant.linking import Linking
from assistant.resolve import Resolver
from assistant.retail.client import RetailClient
from assistant.storage import StaleSession, Storage

log = logging.getLogger(__name__)

OPTIONS_PER_LINE = 8
SAVE_ATTEMPTS = 3
_encode = msgspec.json.Encoder().encode


class Message(msgspec.Struct, frozen=True, kw_only=True):
    user: str
    message_id: str
    text: str
    voice: bool = False


class MessageIdReused(AssistantError):
    """A ``message_id`` this person already used, now with different text."""


class Assistant:
    def __init__(self, storage: Storage, client: RetailClient, linking: Linking) -> None:
        self.storage = storage
        self.client = client
        self.linking = linking
        self.cart = CartWriter(storage, client)
        self.resolver = Resolver(client, options=OPTIONS_PER_LINE)
        self._locks: dict[str, tuple[asyncio.Lock, int]] = {}

    @asynccontextmanager
    async def _one_at_a_time(self, user: str) -> AsyncIterator[None]:
        lock, users = self._locks.get(user) or (asyncio.Lock(), 0)
        self._locks[user] = (lock, users + 1)
        try:
            async with lock:
                yield
        finally:
            lock, users = self._locks[user]
            if users == 1:
                del self._locks[user]
            else:
                self._locks[user] = (lock, users - 1)

    def _replay(self, message: Message, digest: str) -> bytes | None:
        done = self.storage.processed(message.user, message.message_id)
        if done is None:
            return None
        if done.digest != digest:
            raise MessageIdReused(
                f"message_id {message.message_id!r} was already used for another message"
            )
        return done.reply

    async def handle(self, message: Message) -> bytes:
        """The JSON reply to ``message`` (stored, so a duplicate gets the same bytes)."""
        digest = hashlib.sha256(message.text.encode()).hexdigest()
        if (stored := self._replay(message, digest)) is not None:
            return stored
        async with self._one_at_a_time(message.user):
            # a duplicate may have been queued behind its original
            if (stored := self._replay(message, digest)) is not None:
                return stored
            for _attempt in range(SAVE_ATTEMPTS):
                session = self.storage.load_session(message.user)
                turn = Turn(
                    session=session,
                    client=self.client,
                    resolver=self.resolver,
                    linking=self.linking,
                    cart=self.cart,
                    history=self.storage.preferences(message.user),
                    voice=message.voice,
                )
                command = interpret(message.text)
                try:
                    event, said = await HANDLERS[session.phase](turn, command)
                except RetailError as exc:
                    log.warning("retail API failed for a message: %s", exc.reason)
                    turn.session = self.storage.load_session(message.user)  # as it was
                    return self._render(
                        session_phase=turn.session.phase, said=_unavailable(), turn=turn
                    )
                session.phase = next_phase(
                    session.phase, event, has_store=session.store is not None
                )
                body = self._render(session_phase=session.phase, said=said, turn=turn)
                try:
                    self.storage.save_turn(
                        session,
                        message_id=message.message_id,
                        digest=digest,
                        reply=body,
                        learned=turn.learned,
                        finished_batches=tuple(turn.finished_batches),
                    )
                except StaleSession:
                    continue
                except sqlite3.IntegrityError:
                    # another process recorded this very message first
                    if (stored := self._replay(message, digest)) is not None:
                        return stored
                    raise
                return body
        raise AssistantError("the session kept changing while this message was handled")

    def _render(self, *, session_phase: str, said: Said, turn: Turn) -> bytes:
        lines = turn.session.lines
        choices = said.choices[:3] if turn.voice else said.choices
        return _encode(
            Reply(
                text=said.text,
                speech=said.speech,
                choices=choices,
                link=said.link,
                list=[line_json(ln, i + 1) for i, ln in enumerate(lines)],
                phase=session_phase,
            )
        )


def _unavailable() -> Said:
    return plain(say("retail_unavailable"))
