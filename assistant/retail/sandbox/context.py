"""What every sandbox handler can reach: the services of this process, typed."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, TypeAlias

from litestar import Request
from litestar.connection import ASGIConnection
from litestar.datastructures import State

from assistant.retail.sandbox.accounts import Accounts
from assistant.retail.sandbox.catalog import Catalog
from assistant.retail.sandbox.config import SandboxConfig
from assistant.retail.sandbox.fixtures import World
from assistant.retail.sandbox.store import SandboxStore

Req: TypeAlias = Request[Any, Any, State]
Conn: TypeAlias = ASGIConnection[Any, Any, Any, State]


@dataclass(frozen=True, slots=True)
class Services:
    config: SandboxConfig
    store: SandboxStore
    world: World
    catalog: Catalog
    accounts: Accounts


def services(connection: Conn) -> Services:
    found: Services = connection.app.state.services
    return found
