"""What an action receives: the owner, the transaction, the time, the outside ports, and who is asking."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, date, datetime
from typing import Literal, Protocol
from zoneinfo import ZoneInfo

from sqlalchemy.ext.asyncio import AsyncSession

from pipeline.catalog import Agent
from pipeline.outside_port import OutsideTools
from pipeline.texts import Language, Text

Via = Literal["command", "button", "llm", "intent", "mcp", "scheduler"]


class Clock(Protocol):
    """Source of the current time (tests drive their own)."""

    def now(self) -> datetime:
        """The current instant, timezone-aware."""
        ...


class SystemClock:
    """The real clock, in UTC."""

    def now(self) -> datetime:
        """The current instant, timezone-aware UTC."""
        return datetime.now(UTC)


class Sender(Protocol):
    """Sends text to a chat outside the owner's conversation (an external effect)."""

    async def send_text(self, chat_id: int, text: str) -> None:
        """Send `text` to `chat_id`; raise unless the channel confirmed it."""
        ...


class Embedder(Protocol):
    """Turns texts into vectors; `model` tags stored vectors, `threshold` is its calibrated cosine cut."""

    model: str
    dimensions: int
    threshold: float

    async def embed(self, texts: list[str]) -> list[list[float]]:
        """One vector per text, from `model`."""
        ...


@dataclass(frozen=True)
class Ports:
    """Adapters to the outside world; absent ones make their actions refuse honestly."""

    sender: Sender | None = None
    embedder: Embedder | None = None
    outside: OutsideTools | None = None  # outside MCP servers (ARTHUR_MCP_SERVERS)


@dataclass(frozen=True)
class Limits:
    """Product limits an action enforces."""

    note_max_chars: int = 20_000
    preferences_injected: int = 20


@dataclass(frozen=True)
class Caller:
    """Who is asking: how the call reached the executor (`via`: command, button, llm…), for the LLM which agent,
    and where the request came from (`surface`: telegram, console, or mcp:<key label>), which the ledger keeps."""

    via: Via
    agent: Agent | None = None
    surface: str = "console"


@dataclass(frozen=True)
class OwnerRef:
    """The owner an action runs for: every query is scoped by `id`."""

    id: int
    external_id: str
    zone: ZoneInfo
    language: Language


@dataclass(frozen=True)
class ActionContext:
    """Typed dependencies handed to an action handler."""

    db: AsyncSession
    owner: OwnerRef
    now: datetime
    limits: Limits = field(default_factory=Limits)
    ports: Ports = field(default_factory=Ports)

    @property
    def lang(self) -> Language:
        """The language the owner is spoken to in."""
        return self.owner.language

    def t(self, text: Text, /, **values: object) -> str:
        """`text` in the owner's language, placeholders filled."""
        return text(self.owner.language, **values)

    @property
    def today(self) -> date:
        """Today's date in the owner's time zone."""
        return self.now.astimezone(self.owner.zone).date()

    def local(self, instant: datetime) -> datetime:
        """An instant in the owner's time zone."""
        return instant.astimezone(self.owner.zone)
