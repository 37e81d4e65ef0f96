"""One message being handled: the session and everything a handler may use."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from assistant.conversation.cart import CartWriter
from assistant.conversation.machine import Event
from assistant.conversation.render import Said
from assistant.linking import Linking
from assistant.resolve import Resolver
from assistant.retail.client import RetailClient
from assistant.session import Session

Outcome = tuple[Event, Said]


@dataclass
class Turn:
    session: Session
    client: RetailClient
    resolver: Resolver
    linking: Linking
    cart: CartWriter
    history: Mapping[str, str]  # the person's earlier choices: words → product id
    voice: bool = False
    learned: dict[str, str] = field(default_factory=dict)  # choices to remember
    finished_batches: list[str] = field(default_factory=list)  # cart batches now settled
