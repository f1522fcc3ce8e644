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
from pipeline.outside_port import OutsideTools
from pipeline.rules.formats import moment_label
from pipeline.rules.memory_match import MatchModel
from pipeline.rules.zones import zone_name
from pipeline.texts import Language, Text
from stores.calendar import CalDAVCalendars, CalendarAccount
from stores.mail_sending import SMTPSender
from stores.mailbox import IMAPMailboxes, MailAccount
from stores.vault import Vault

Via = Literal["command", "button", "llm", "intent", "mcp", "scheduler", "channel"]  # channel: an upload


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
    matcher: MatchModel | None  # the memory match model fitted for this embedder; None: the cosine cut decides

    async def embed(self, texts: list[str]) -> list[list[float]]:
        """One vector per text, from `model`."""
        ...

    async def word_vectors(self, words: set[str]) -> dict[str, NDArray[np.float32]] | None:
        """Unit vectors of single words, for the memory match score; None when the model offers none."""
        ...

    async def second_similarities(self, query: str, texts: list[str]) -> list[float] | None:
        """A second encoder's cosine between the query and each text, for the match score; None without one."""
        ...

    async def warm(self, text: str) -> None:
        """Prepare what later searches need about a memory just saved (cached vectors); may do nothing."""
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
    outside: OutsideTools | None = None  # outside MCP servers (ARTHUR_MCP_SERVERS)


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
    """Who is asking: how the call reached the executor (`via`: command, button, llm…), for the LLM which agent,
    where the request came from (`surface`: telegram, console, or mcp:<key label>), which the ledger keeps, and
    the turn it is part of (none for the scheduler or a console turn)."""

    via: Via
    agent: Agent | None = None
    surface: str = "console"
    turn: TurnScope | None = field(default=None, compare=False)


@dataclass(frozen=True)
class OwnerRef:
    """The owner an action runs for: every query is scoped by `id`. `zone_set`: the owner chose their zone (else
    it is the server's); `zone_shown`: it differs from the server's, so every time printed names it."""

    id: int
    external_id: str
    zone: ZoneInfo
    language: Language
    zone_set: bool = False
    zone_shown: bool = False


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

    def moment(self, instant: datetime) -> str:
        """'Tue 1 Dec 2026 at 09:00', with the owner's zone when it is not the server's."""
        return zoned(moment_label(self.local(instant), self.lang), self.owner)

    def hour(self, instant: datetime) -> str:
        """'09:00', with the owner's zone when it is not the server's."""
        return zoned(f"{self.local(instant):%H:%M}", self.owner)


def zoned(label: str, owner: OwnerRef) -> str:
    """A printed time, followed by the owner's zone when it differs from the server's ("09:00 (Paris time)")."""
    return f"{label} ({zone_name(owner.zone.key, owner.language)})" if owner.zone_shown else label
