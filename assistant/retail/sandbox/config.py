"""How one sandbox process is set up: the ``assistant sandbox`` options as a value."""

from __future__ import annotations

from pathlib import Path

import msgspec

FIXTURES_DIR = Path(__file__).resolve().parents[3] / "fixtures"

# Daily quotas of public applications, per endpoint family (the first path segment after
# /v1/), from the reference; partner applications are not limited.
DEFAULT_DAILY_LIMITS: dict[str, int] = {
    "products": 10_000,
    "locations": 1_600,
    "chains": 1_600,
    "departments": 1_600,
    "cart": 5_000,
    "carts": 5_000,
    "identity": 5_000,
    "coupons": 5_000,
    "my_coupons": 5_000,
    "collections": 5_000,
    "courier": 5_000,
}


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
        return DEFAULT_DAILY_LIMITS.get(name)
