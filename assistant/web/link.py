"""The account-linking pages: ``GET /link/{token}`` sends the browser to the retailer's
sign-in (``linking.Linking.redeem``), and ``GET /oauth/callback`` finishes it.

Both answer with plain pages whose sentences come from ``prompts/``; every refusal
(forged, expired, reused, denied) changes nothing. The pages are never cached and send
no referrer, so the single-use token in the address does not travel further.
"""

from __future__ import annotations

import html
from typing import Annotated

from litestar import Response, get
from litestar.datastructures import State
from litestar.params import FromPath, FromQuery, QueryParameter
from litestar.response import Redirect

from assistant.conversation.prompts import say
from assistant.linking import Linking, LinkRefused
from assistant.settings import CALLBACK_PATH

PRIVATE = {"Cache-Control": "no-store", "Referrer-Policy": "no-referrer"}
STATUS = {"unknown": 404, "used": 410, "expired": 410, "denied": 400, "failed": 400}


def page(text: str, status: int = 200) -> Response[str]:
    body = (
        "<!doctype html><html><head><meta charset=utf-8>"
        '<meta name=viewport content="width=device-width, initial-scale=1">'
        "<title>grocery-assistant</title></head>"
        '<body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 4rem auto;'
        ' padding: 0 1rem; font-size: 1.2rem">'
        f"<p>{html.escape(text)}</p></body></html>"
    )
    return Response(body, status_code=status, media_type="text/html", headers=PRIVATE)


@get("/link/{token:str}", sync_to_thread=False)
def open_link(token: FromPath[str], state: State) -> Response[str] | Redirect:
    """A person's single-use link from the chat: on to the retailer's sign-in page."""
    linking: Linking = state.assistant.linking
    try:
        url = linking.redeem(token)
    except LinkRefused as exc:
        return page(say("page_refused", why=exc.why), STATUS[exc.why])
    return Redirect(url, status_code=303, headers=PRIVATE)


@get(CALLBACK_PATH)
async def oauth_callback(
    state: State,
    oauth_state: Annotated[str | None, QueryParameter(name="state")] = None,
    code: FromQuery[str | None] = None,
    error: FromQuery[str | None] = None,
) -> Response[str]:
    """Where the retailer sends the browser back with ``code`` (or ``error``) and ``state``."""
    linking: Linking = state.assistant.linking
    try:
        await linking.complete(oauth_state, code, error)
    except LinkRefused as exc:
        return page(say("page_refused", why=exc.why), STATUS[exc.why])
    return page(say("page_linked"))
