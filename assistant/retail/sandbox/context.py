"""What every sandbox handler can reach: the services of this process, typed."""

from __future__ import annotations

from dataclasses import dataclass, field
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


class FailureSchedule:
    """Which requests ``--fail-rate R`` fails: evenly spread and deterministic — the
    n-th guarded request fails when ⌊n·R⌋ grows — so a client retrying a read always
    gets through, and tests and benchmarks see the same pattern every run."""

    def __init__(self) -> None:
        self.count = 0

    def next_fails(self, rate: float) -> bool:
        self.count += 1
        return int(self.count * rate) > int((self.count - 1) * rate)


@dataclass(frozen=True, slots=True)
class Services:
    config: SandboxConfig
    store: SandboxStore
    world: World
    catalog: Catalog
    accounts: Accounts
    failures: FailureSchedule = field(default_factory=FailureSchedule)


def services(connection: Conn) -> Services:
    found: Services = connection.app.state.services
    return found
