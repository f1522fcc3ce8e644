"""Settings: names, fallbacks and one-line errors."""

from __future__ import annotations

import pytest

from arthur.settings import SettingsError, load_settings


def test_defaults_and_lists(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ARTHUR_TELEGRAM_ALLOWED_USERS", "12, 34")
    monkeypatch.setenv("ARTHUR_LANGUAGE", "fr")
    s = load_settings(_env_file=None)
    assert s.telegram_allowed_users == (12, 34)
    assert s.language == "fr"
    assert s.database_url is None


def test_mistral_key_falls_back_to_the_sdk_variable(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("ARTHUR_MISTRAL_API_KEY", raising=False)
    monkeypatch.setenv("MISTRAL_API_KEY", "sdk-key")
    s = load_settings(_env_file=None)
    assert s.mistral_api_key is not None and s.mistral_api_key.get_secret_value() == "sdk-key"
    monkeypatch.setenv("ARTHUR_MISTRAL_API_KEY", "ours")
    s = load_settings(_env_file=None)
    assert s.mistral_api_key is not None and s.mistral_api_key.get_secret_value() == "ours"


@pytest.mark.parametrize(("name", "value"), [("ARTHUR_TIMEZONE", "Nowhere/City"), ("ARTHUR_LANGUAGE", "de"),
                                             ("ARTHUR_TELEGRAM_ALLOWED_USERS", "alice,bob"),
                                             ("ARTHUR_NOTE_MAX_CHARS", "lots"),
                                             ("ARTHUR_TELEGRAM_PROXY", "socks5://127.0.0.1:1080")])
def test_bad_values_name_the_setting(name: str, value: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(name, value)
    with pytest.raises(SettingsError) as err:
        load_settings(_env_file=None)
    assert name in str(err.value) and "\n" not in str(err.value)
