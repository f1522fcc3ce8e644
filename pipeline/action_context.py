"""What an action receives: the owner, the transaction, the time, the outside ports, and who is asking."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, date, datetime
from typing import Literal, Protocol
from zoneinfo import ZoneInfo

from sqlalchemy.ext.asyncio import AsyncSession

from pipeline.catalog import Agent
from pipeline.texts import Language, Text

Surface = Literal["command", "button", "llm", "intent", "mcp", "scheduler"]


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


@dataclass(frozen=True)
class Limits:
    """Product limits an action enforces."""

    note_max_chars: int = 20_000
    preferences_injected: int = 20


@dataclass
class TurnScope:
    """The turn a call belongs to: its key (e.g. telegram:<bot>:<update>) and the number its next call takes.

    A turn's calls are numbered in the order they are made; the ledger keeps (key, number) unique, written with
    the call's own writes. `again`: the turn is being run a second time (after a crash): each call first looks
    up what that number already did and hands it back instead of doing it twice."""

    key: str
    again: bool = False
    calls: int = 0

    def take(self) -> int:
        """The next call's number."""
        self.calls += 1
        return self.calls - 1


@dataclass(frozen=True)
class Caller:
    """Who is asking: the surface (command, button, llm…), for the LLM which agent, and the turn it is part of
    (none for the scheduler or a console turn)."""

    surface: Surface
    agent: Agent | None = None
    turn: TurnScope | None = field(default=None, compare=False)


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
