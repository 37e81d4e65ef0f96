"""``assistant chat``: a terminal client of the generic channel (``POST /api/messages``).

It signs each request with the webhook secret (``ASSISTANT_WEBHOOK_SECRET``, else the dev
secret ``make run`` keeps in the data dir), keeps one user id per terminal, and prints
the reply and its choices. Piped input is sent line by line, which is how the README's
sample conversation is produced.
"""

from __future__ import annotations

import getpass
import hashlib
import json
import os
import sys
import uuid
from typing import TextIO

import httpx

from assistant.settings import DEV_SECRETS_FILE, Settings
from assistant.web.signing import signed_headers

QUIT = {"quit", "exit", ":q", "bye"}


def terminal_user() -> str:
    """The same id for every run in this terminal (its device), another in the next."""
    try:
        device = os.ttyname(sys.stdin.fileno())
    except OSError:
        device = "pipe"
    tag = hashlib.sha256(f"{getpass.getuser()}|{device}".encode()).hexdigest()[:10]
    return f"terminal-{tag}"


def webhook_secret(settings: Settings) -> str | None:
    if settings.webhook_secret:
        return settings.webhook_secret
    path = settings.data_dir / DEV_SECRETS_FILE
    if not path.exists():
        return None
    secret = json.loads(path.read_text()).get("webhook_secret")
    return secret if isinstance(secret, str) else None


def show(reply: dict[str, object], out: TextIO, *, voice: bool) -> None:
    out.write(f"{reply['speech'] if voice else reply['text']}\n")
    choices = reply.get("choices") or []
    if isinstance(choices, list) and choices:
        labels = [f"[{c['reply']}] {c['label']}" for c in choices if isinstance(c, dict)]
        out.write("  choices: " + " · ".join(labels) + "\n")
    if reply.get("link"):
        out.write(f"  link: {reply['link']}\n")
    out.write("\n")


def chat(
    url: str, secret: str, user: str, voice: bool, lines: TextIO, out: TextIO, echo: bool
) -> int:
    with httpx.Client(base_url=url, timeout=httpx.Timeout(30.0, connect=5.0)) as http:
        while True:
            if not echo:
                out.write("you> ")
                out.flush()
            text = lines.readline()
            if not text:
                return 0
            text = text.strip()
            if not text:
                continue
            if text.lower() in QUIT:
                return 0
            if echo:
                out.write(f"you> {text}\n")
            body = json.dumps(
                {"user": user, "message_id": str(uuid.uuid4()), "text": text, "voice": voice}
            ).encode()
            try:
                response = http.post(
                    "/api/messages", content=body, headers=signed_headers(secret, body)
                )
            except httpx.TransportError as exc:
                out.write(f"(cannot reach the assistant at {url}: {exc}; is `make run` running?)\n")
                return 1
            if response.status_code != 200:
                out.write(f"(error {response.status_code}: {response.text})\n")
                continue
            show(response.json(), out, voice=voice)
