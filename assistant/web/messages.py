"""``POST /api/messages``: the generic channel that chat bots, SMS gateways and voice
assistants call with what a person said.

Request: ``{"user": str, "message_id": str, "text": str, "voice": bool = false}``, signed
(``web/signing.py``). Response 200: ``conversation.render.Reply``. A repeated
``message_id`` gets the same response and changes nothing (``conversation/engine.py``).
"""

from __future__ import annotations

from typing import Annotated

import msgspec
from litestar import Request, Response, post
from litestar.datastructures import State
from litestar.openapi.datastructures import ResponseSpec

from assistant.conversation.engine import Assistant, Message
from assistant.conversation.render import Reply
from assistant.shopping.parse import MAX_CHARS
from assistant.web.errors import ErrorBody, WebError
from assistant.web.signing import SIGNATURE_HEADER, TIMESTAMP_HEADER, SignatureError, verify

MAX_BODY_BYTES = 32 * 1024
MAX_ID_CHARS = 200


class IncomingMessage(msgspec.Struct, frozen=True, forbid_unknown_fields=False):
    user: Annotated[str, msgspec.Meta(min_length=1, max_length=MAX_ID_CHARS)]
    message_id: Annotated[str, msgspec.Meta(min_length=1, max_length=MAX_ID_CHARS)]
    text: str
    voice: bool = False


_decode = msgspec.json.Decoder(IncomingMessage).decode


def decode_message(body: bytes) -> Message:
    try:
        incoming = _decode(body)
    except msgspec.ValidationError as exc:
        raise WebError(400, "invalid_request", str(exc)) from exc
    except msgspec.DecodeError as exc:
        raise WebError(400, "malformed_json", "the request body is not valid JSON") from exc
    if not incoming.user.strip() or not incoming.message_id.strip():
        raise WebError(400, "invalid_request", "user and message_id must not be blank")
    text = incoming.text.strip()
    if not text:
        raise WebError(400, "invalid_request", "text must not be empty")
    if len(text) > MAX_CHARS:
        raise WebError(
            400, "text_too_long", f"text is {len(text)} characters; the limit is {MAX_CHARS}"
        )
    return Message(
        user=incoming.user, message_id=incoming.message_id, text=text, voice=incoming.voice
    )


@post(
    "/api/messages",
    status_code=200,
    request_max_body_size=MAX_BODY_BYTES,
    responses={
        200: ResponseSpec(Reply, description="What to say back"),
        400: ResponseSpec(ErrorBody, description="Malformed JSON, wrong types, empty text"),
        401: ResponseSpec(ErrorBody, description="Missing or wrong signature, stale timestamp"),
        409: ResponseSpec(ErrorBody, description="message_id reused for another message"),
        413: ResponseSpec(ErrorBody, description="Body over 32 KiB (body_too_large)"),
    },
)
async def receive_message(request: Request[object, object, State], state: State) -> Response[bytes]:
    """Handle one message from a person and answer with what to say back.

    Sign the raw body: ``X-Assistant-Timestamp: <unix seconds>`` and
    ``X-Assistant-Signature: sha256=<hex HMAC-SHA256(secret, timestamp + "." + body)>``.
    """
    body = await request.body()
    try:
        verify(
            state.webhook_secret,
            request.headers.get(TIMESTAMP_HEADER),
            request.headers.get(SIGNATURE_HEADER),
            body,
        )
    except SignatureError as exc:
        raise WebError(401, "invalid_signature", str(exc)) from exc
    assistant: Assistant = state.assistant
    reply = await assistant.handle(decode_message(body))
    return Response(reply, media_type="application/json")
