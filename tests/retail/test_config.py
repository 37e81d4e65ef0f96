"""Settings from the environment and the client configuration built from them."""

from __future__ import annotations

import pytest

from assistant.retail.config import RetailConfig
from assistant.settings import Settings, SettingsError


def test_defaults_mean_the_embedded_sandbox() -> None:
    settings = Settings.from_env({})
    assert settings.uses_embedded_sandbox
    assert settings.retail_cart_api == "partner" and settings.retail_client_auth == "basic"
    with pytest.raises(ValueError, match="RETAIL_BASE_URL"):
        RetailConfig.from_settings(settings)


def test_real_api_settings() -> None:
    settings = Settings.from_env(
        {
            "RETAIL_BASE_URL": "https://api.kroger.com/",
            "RETAIL_CLIENT_ID": "id",
            "RETAIL_CLIENT_SECRET": "secret",
            "RETAIL_CART_API": "public",
            "RETAIL_CLIENT_AUTH": "form",
            "RETAIL_SCOPE_NAMES": "live",
            "ASSISTANT_DATA_DIR": "/tmp/x",
        }
    )
    config = RetailConfig.from_settings(settings)
    assert config.base_url == "https://api.kroger.com"
    assert config.token_url == "https://api.kroger.com/v1/connect/oauth2/token"
    assert config.authorize_url == "https://api.kroger.com/v1/connect/oauth2/authorize"
    assert config.cart_api == "public" and config.daily_limits["products"] == 10_000
    assert config.scope_string(["product.basic", "cart.basic:rw"]) == (
        "product.compact cart.basic:write"
    )
    assert str(settings.data_dir) == "/tmp/x"


def test_oauth_base_override_and_embedded_address() -> None:
    settings = Settings.from_env(
        {
            "RETAIL_CLIENT_ID": "id",
            "RETAIL_CLIENT_SECRET": "s",
            "RETAIL_OAUTH_BASE": "https://login.example/v1/connect/oauth2/",
        }
    )
    config = RetailConfig.from_settings(settings, base_url="http://127.0.0.1:8001")
    assert config.base_url == "http://127.0.0.1:8001"
    assert config.token_url == "https://login.example/v1/connect/oauth2/token"
    assert config.daily_limits == {}  # partner applications have no quota


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("RETAIL_CART_API", "both"),
        ("RETAIL_CLIENT_AUTH", "digest"),
        ("RETAIL_SCOPE_NAMES", "old"),
        ("RETAIL_BASE_URL", "api.kroger.com"),
    ],
)
def test_bad_values_name_the_variable(name: str, value: str) -> None:
    with pytest.raises(SettingsError, match=name):
        Settings.from_env({name: value})
