"""Settings read from ARTHUR_* environment variables and an optional .env file."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Annotated, Literal
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from pydantic import AliasChoices, Field, SecretStr, ValidationError, field_validator
from pydantic_settings import BaseSettings, NoDecode, SettingsConfigDict


class SettingsError(Exception):
    """A setting is invalid; the message is one line naming it."""


class Settings(BaseSettings):
    """Everything the composition root needs, validated once at start."""

    model_config = SettingsConfigDict(env_prefix="ARTHUR_", env_file=".env", extra="ignore")

    home: Path = Field(default_factory=lambda: Path.home() / ".arthur")
    database_url: str | None = None
    timezone: str = "UTC"
    language: Literal["en", "fr"] = "en"
    note_max_chars: int = Field(default=20_000, ge=100, le=1_000_000)

    telegram_token: SecretStr | None = None
    telegram_allowed_users: Annotated[tuple[int, ...], NoDecode] = ()
    telegram_base_url: str | None = None
    telegram_allowed_chats: Annotated[tuple[int, ...], NoDecode] = ()  # group chats Arthur may answer in
    telegram_timeout_s: float = Field(default=10.0, gt=0, le=120)
    telegram_webhook_secret: SecretStr | None = None
    telegram_proxy: str | None = None  # http(s):// proxy for the Bot API; default: HTTP(S)_PROXY from the environment

    mistral_api_key: SecretStr | None = Field(
        default=None, validation_alias=AliasChoices("ARTHUR_MISTRAL_API_KEY", "MISTRAL_API_KEY")
    )
    mistral_server_url: str | None = None
    router_model: str = "mistral-small-latest"
    agent_model: str = "mistral-large-latest"
    mistral_prices: dict[str, tuple[float, float]] = Field(
        default_factory=dict, description="USD per million tokens (input, output) by model, as JSON")
    turn_deadline_s: float = Field(default=60.0, gt=0, le=600)
    local_intents: bool = True  # with a key, clear sentences still skip the LLM
    stt_model: str = "base"  # "base" = the Whisper base model packaged on PyPI; or a faster-whisper name/path
    tts_voice: Path | None = None  # a piper .onnx voice; default: the packaged en_US voice
    tts: bool = True  # answer voice notes with a voice note
    languages: Annotated[tuple[str, ...], NoDecode] = ("en", "fr")
    voice_max_seconds: float = Field(default=300.0, gt=0, le=3600)
    document_max_mb: float = Field(default=20.0, gt=0, le=2000)  # larger documents are refused, nothing kept
    ocr: bool = True  # read the text in photos and scanned pages (rapidocr, offline)
    embeddings: Literal["local", "mistral", "off"] = "local"
    memory_threshold: float | None = Field(default=None, ge=-1, le=1)  # default: calibrated per model
    threads: int = Field(default_factory=lambda: max(1, os.cpu_count() or 1), ge=1, le=256)
    secret_key: SecretStr | None = None  # Fernet key sealing connection passwords; default: $ARTHUR_HOME/secret.key
    caldav_url: str | None = None  # a calendar for the single owner, instead of /connect_calendar
    caldav_user: str | None = None
    caldav_password: SecretStr | None = None
    caldav_timeout_s: float = Field(default=10.0, gt=0, le=120)
    mail_imap_host: str | None = None  # a mail account for the single owner, instead of /connect_mail
    mail_imap_port: int = Field(default=993, ge=1, le=65535)
    mail_smtp_host: str | None = None
    mail_smtp_port: int = Field(default=465, ge=1, le=65535)
    mail_user: str | None = None
    mail_password: SecretStr | None = None
    mail_address: str | None = None
    mail_timeout_s: float = Field(default=15.0, gt=0, le=120)
    mcp_port: int | None = Field(default=None, ge=1, le=65535)  # serve MCP over HTTP (beside the bot in `run`)
    mcp_host: str = "127.0.0.1"
    mcp_public_hosts: Annotated[tuple[str, ...], NoDecode] = ()  # Host names a reverse proxy forwards
    mcp_servers: Path | None = None  # a TOML file: outside MCP servers whose tools Arthur may use

    @field_validator("telegram_token", "telegram_base_url", "mistral_api_key", "mistral_server_url",
                     "database_url", "telegram_webhook_secret", "telegram_proxy", "secret_key", "caldav_url",
                     "caldav_user", "caldav_password", "mail_imap_host", "mail_smtp_host", "mail_user",
                     "mail_password", "mail_address", "mcp_servers", mode="before")
    @classmethod
    def _blank_is_unset(cls, value: object) -> object:
        # compose files pass unset variables as empty strings
        return None if isinstance(value, str) and not value.strip() else value

    @field_validator("timezone")
    @classmethod
    def _known_zone(cls, value: str) -> str:
        try:
            ZoneInfo(value)
        except (ZoneInfoNotFoundError, ValueError) as exc:
            raise ValueError(f"unknown time zone {value!r} (use an IANA name such as Europe/Paris)") from exc
        return value

    @field_validator("telegram_allowed_users", "telegram_allowed_chats", mode="before")
    @classmethod
    def _split_ids(cls, value: object) -> object:
        if isinstance(value, str):
            parts = [p.strip() for p in value.replace(";", ",").split(",") if p.strip()]
            try:
                return tuple(int(p) for p in parts)
            except ValueError as exc:
                raise ValueError(f"expected comma-separated Telegram ids, got {value!r}") from exc
        return value

    @field_validator("mcp_public_hosts", mode="before")
    @classmethod
    def _split_hosts(cls, value: object) -> object:
        if isinstance(value, str):
            return tuple(h.strip() for h in value.split(",") if h.strip())
        return value

    @field_validator("mcp_port", mode="before")
    @classmethod
    def _blank_port(cls, value: object) -> object:
        return None if isinstance(value, str) and not value.strip() else value

    @field_validator("languages", mode="before")
    @classmethod
    def _split_languages(cls, value: object) -> object:
        if isinstance(value, str):
            codes = tuple(c.strip().lower() for c in value.split(",") if c.strip())
            if not codes or any(not c.isalpha() or len(c) not in (2, 3) for c in codes):
                raise ValueError(f"expected comma-separated language codes such as en,fr, got {value!r}")
            return codes
        return value

    @field_validator("telegram_proxy")
    @classmethod
    def _http_proxy(cls, value: str | None) -> str | None:
        if value is not None and not value.startswith(("http://", "https://")):
            raise ValueError("must be an http:// or https:// proxy URL (SOCKS proxies are not supported)")
        return value

    @field_validator("telegram_base_url")
    @classmethod
    def _http_url(cls, value: str | None) -> str | None:
        if value is not None and not value.startswith(("http://", "https://")):
            raise ValueError("must be the http:// or https:// address of a Bot API server, e.g. http://localhost:8081")
        return value

    @field_validator("database_url")
    @classmethod
    def _postgres_url(cls, value: str | None) -> str | None:
        if value is None or value == "":
            return None
        if not value.startswith(("postgresql://", "postgres://", "postgresql+asyncpg://")):
            raise ValueError("must be a postgresql:// URL")
        return value


def load_settings(**overrides: object) -> Settings:
    """Build settings, turning a validation error into one clear line naming the setting."""
    try:
        return Settings(**overrides)  # type: ignore[arg-type]
    except ValidationError as exc:
        first = exc.errors()[0]
        loc = first.get("loc") or ("?",)
        name = "ARTHUR_" + str(loc[0]).upper()
        msg = str(first.get("msg", "invalid")).removeprefix("Value error, ")
        raise SettingsError(f"bad setting {name}: {msg}") from exc
