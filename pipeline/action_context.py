"""What an action receives: the owner, the transaction, the time, the outside ports, and who is asking."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, date, datetime
from typing import Literal, Protocol
from zoneinfo import ZoneInfo

import numpy as np
from numpy.typing import NDArray
from sqlalchemy.ext.asyncio import AsyncSession

from pipeline.catalog import Agent
from pipeline.texts import Language, Text
from stores.calendar import CalDAVCalendars, CalendarAccount
from stores.mail_sending import SMTPSender
from stores.mailbox import IMAPMailboxes, MailAccount
from stores.vault import Vault

Surface = Literal["command", "button", "llm", "intent", "mcp", "scheduler", "channel"]  # channel: an upload


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

    async def word_vectors(self, words: set[str]) -> dict[str, NDArray[np.float32]] | None:
        """Unit vectors of single words, for the memory match score; None when the model offers none."""
        ...


@dataclass(frozen=True)
class FixedAccounts:
    """Accounts configured in the environment (ARTHUR_CALDAV_*, ARTHUR_MAIL_*) for one owner only."""

    owner_external_id: str = ""
    calendar: CalendarAccount | None = None
    mail: MailAccount | None = None


@dataclass(frozen=True)
class Ports:
    """Adapters to the outside world; absent ones make their actions refuse honestly."""

    sender: Sender | None = None
    embedder: Embedder | None = None
    vault: Vault | None = None  # seals the passwords of connections
    calendars: CalDAVCalendars | None = None
    mailboxes: IMAPMailboxes | None = None
    outgoing: SMTPSender | None = None
    fixed: FixedAccounts = field(default_factory=FixedAccounts)


@dataclass(frozen=True)
class Limits:
    """Product limits an action enforces."""

    note_max_chars: int = 20_000
    preferences_injected: int = 20


@dataclass(frozen=True)
class Caller:
    """Who is asking: the surface (command, button, llm…) and, for the LLM, which agent."""

    surface: Surface
    agent: Agent | None = None


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
