"""How one sandbox process is set up: the ``assistant sandbox`` options as a value."""

from __future__ import annotations

from pathlib import Path

import msgspec

from assistant.retail.schemas import PUBLIC_DAILY_LIMITS

FIXTURES_DIR = Path(__file__).resolve().parents[3] / "fixtures"


class SandboxConfig(msgspec.Struct, kw_only=True, frozen=True):
    data_dir: Path
    environment: str = "production"
    catalog: Path = FIXTURES_DIR / "catalog.jsonl"
    fixtures_dir: Path = FIXTURES_DIR
    token_ttl: int = 1800
    daily_limits: dict[str, int] = msgspec.field(default_factory=dict)
    latency_ms: int = 0
    fail_rate: float = 0.0

    def daily_limit(self, name: str) -> int | None:
        """The quota for an endpoint family; None when there is none."""
        if name in self.daily_limits:
            return self.daily_limits[name]
        return PUBLIC_DAILY_LIMITS.get(name)
