"""ORM tables. Nothing is ever deleted: rows carry retired_at and retire_reason instead."""

from __future__ import annotations

from datetime import date, datetime
from typing import Any

from pgvector.sqlalchemy import Vector
from sqlalchemy import (
    BigInteger,
    Boolean,
    Date,
    FetchedValue,
    ForeignKey,
    Index,
    Integer,
    Numeric,
    Text,
    text,
)
from sqlalchemy.dialects.postgresql import ARRAY, JSONB, TIMESTAMP
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

TS = TIMESTAMP(timezone=True)


class Base(DeclarativeBase):
    """Declarative base for every Arthur table."""


def _pk() -> Mapped[int]:
    return mapped_column(BigInteger, primary_key=True, autoincrement=True)


def _owner() -> Mapped[int]:
    return mapped_column(BigInteger, ForeignKey("owners.id"), nullable=False)


def _number() -> Mapped[int]:
    """The owner's number for the row (#1, #2… per owner and kind), given by the database on insert."""
    return mapped_column(BigInteger, server_default=FetchedValue(), nullable=False)


class Retirable:
    """Mixin: a row leaves circulation with a date and a reason, and stays in the table."""

    retired_at: Mapped[datetime | None] = mapped_column(TS)
    retire_reason: Mapped[str | None] = mapped_column(Text)


class Owner(Base):
    __tablename__ = "owners"
    id: Mapped[int] = _pk()
    external_id: Mapped[str] = mapped_column(Text, unique=True)
    timezone: Mapped[str | None] = mapped_column(Text)
    language: Mapped[str | None] = mapped_column(Text)
    briefing_time: Mapped[str | None] = mapped_column(Text)  # local "HH:MM", None = off
    briefing_mail: Mapped[bool] = mapped_column(Boolean, server_default=text("false"), default=False)
    created_at: Mapped[datetime] = mapped_column(TS, server_default=text("now()"))


class OwnerCounter(Base):
    """The last number given to an owner's rows of one kind (a table name); see migration 0007."""

    __tablename__ = "owner_counters"
    owner_id: Mapped[int] = mapped_column(BigInteger, ForeignKey("owners.id"), primary_key=True)
    kind: Mapped[str] = mapped_column(Text, primary_key=True)
    last: Mapped[int] = mapped_column(BigInteger)


class Note(Retirable, Base):
    __tablename__ = "notes"
    __table_args__ = (Index("notes_owner_created_idx", "owner_id", "created_at"),
                      Index("notes_owner_number_uq", "owner_id", "number", unique=True))
    id: Mapped[int] = _pk()
    owner_id: Mapped[int] = _owner()
    number: Mapped[int] = _number()
    text: Mapped[str] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(TS)


class Reminder(Retirable, Base):
    __tablename__ = "reminders"
    __table_args__ = (
        Index("reminders_owner_due_idx", "owner_id", "due_at"),
        Index("reminders_due_pending_idx", "due_at", postgresql_where=text("status = 'pending' AND retired_at IS NULL")),
        Index("reminders_owner_number_uq", "owner_id", "number", unique=True),
    )
    id: Mapped[int] = _pk()
    owner_id: Mapped[int] = _owner()
    number: Mapped[int] = _number()
    text: Mapped[str] = mapped_column(Text)
    due_at: Mapped[datetime] = mapped_column(TS)
    timezone: Mapped[str] = mapped_column(Text)
    recurrence: Mapped[str] = mapped_column(Text, default="none")
    series_time: Mapped[str | None] = mapped_column(Text)  # a series' local "HH:MM" (its due_at is the next one)
    series_day: Mapped[int | None] = mapped_column(Integer)  # weekly: weekday (0 = Monday); monthly: day of month
    status: Mapped[str] = mapped_column(Text, default="pending")  # pending | done
    done_at: Mapped[datetime | None] = mapped_column(TS)
    created_at: Mapped[datetime] = mapped_column(TS)


class Preference(Retirable, Base):
    __tablename__ = "preferences"
    __table_args__ = (Index("preferences_owner_number_uq", "owner_id", "number", unique=True),)
    id: Mapped[int] = _pk()
    owner_id: Mapped[int] = _owner()
    number: Mapped[int] = _number()
    text: Mapped[str] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(TS)


class MemoryCategory(Base):
    """Categories of remembered facts, with the weight that orders loading and scales search scores."""

    __tablename__ = "memory_categories"
    code: Mapped[str] = mapped_column(Text, primary_key=True)
    label: Mapped[str] = mapped_column(Text)
    weight: Mapped[float] = mapped_column(Numeric(4, 2), default=1.0)
    description: Mapped[str] = mapped_column(Text, default="")


class Memory(Retirable, Base):
    """A remembered fact: said by the owner (declared), seen (observed) or inferred (deduced)."""

    __tablename__ = "memories"
    __table_args__ = (
        Index("memories_owner_idx", "owner_id", "created_at"),
        Index("memories_subject_uq", "owner_id", "category", text("lower(subject)"), unique=True,
              postgresql_where=text("retired_at IS NULL AND subject IS NOT NULL")),
        Index("memories_owner_number_uq", "owner_id", "number", unique=True),
    )
    id: Mapped[int] = _pk()
    owner_id: Mapped[int] = _owner()
    number: Mapped[int] = _number()
    text: Mapped[str] = mapped_column(Text)
    category: Mapped[str] = mapped_column(Text, default="general")
    subject: Mapped[str | None] = mapped_column(Text)  # what the fact is about, for de-duplication
    confidence: Mapped[str] = mapped_column(Text, default="declared")  # declared | observed | deduced
    permanent: Mapped[bool] = mapped_column(Boolean, default=False)
    occurrences: Mapped[int] = mapped_column(Integer, default=1)
    source: Mapped[str] = mapped_column(Text, default="owner")  # owner | distilled
    conversation_id: Mapped[int | None] = mapped_column(BigInteger, ForeignKey("conversations.id"))
    embedding: Mapped[Any | None] = mapped_column(Vector())
    embedding_model: Mapped[str | None] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(TS)
    updated_at: Mapped[datetime | None] = mapped_column(TS)


class Project(Retirable, Base):
    __tablename__ = "projects"
    __table_args__ = (
        Index("projects_owner_name_uq", "owner_id", text("lower(name)"), unique=True,
              postgresql_where=text("retired_at IS NULL")),
    )
    id: Mapped[int] = _pk()
    owner_id: Mapped[int] = _owner()
    name: Mapped[str] = mapped_column(Text)
    description: Mapped[str] = mapped_column(Text, default="")
    phase: Mapped[str] = mapped_column(Text)  # idea | active | paused | done
    created_at: Mapped[datetime] = mapped_column(TS)
    updated_at: Mapped[datetime] = mapped_column(TS)


class PhaseChange(Base):
    __tablename__ = "phase_changes"
    __table_args__ = (Index("phase_changes_owner_at_idx", "owner_id", "at"),)
    id: Mapped[int] = _pk()
    owner_id: Mapped[int] = _owner()
    project_id: Mapped[int] = mapped_column(BigInteger, ForeignKey("projects.id"))
    from_phase: Mapped[str | None] = mapped_column(Text)
    to_phase: Mapped[str] = mapped_column(Text)
    at: Mapped[datetime] = mapped_column(TS)


class Decision(Retirable, Base):
    __tablename__ = "decisions"
    __table_args__ = (Index("decisions_owner_at_idx", "owner_id", "decided_at"),)
    id: Mapped[int] = _pk()
    owner_id: Mapped[int] = _owner()
    project_id: Mapped[int] = mapped_column(BigInteger, ForeignKey("projects.id"))
    decision: Mapped[str] = mapped_column(Text)
    why: Mapped[str] = mapped_column(Text, default="")
    decided_at: Mapped[datetime] = mapped_column(TS)


class WorkSession(Base):
    __tablename__ = "work_sessions"
    __table_args__ = (
        Index("work_sessions_owner_start_idx", "owner_id", "started_at"),
        Index("work_sessions_one_open_uq", "owner_id", unique=True,
              postgresql_where=text("status IN ('running', 'paused')")),
    )
    id: Mapped[int] = _pk()
    owner_id: Mapped[int] = _owner()
    project_id: Mapped[int] = mapped_column(BigInteger, ForeignKey("projects.id"))
    status: Mapped[str] = mapped_column(Text)  # running | paused | stopped
    started_at: Mapped[datetime] = mapped_column(TS)
    ended_at: Mapped[datetime | None] = mapped_column(TS)
    flag: Mapped[str | None] = mapped_column(Text)  # e.g. 'forgotten': not counted until corrected


class WorkPause(Base):
    __tablename__ = "work_pauses"
    __table_args__ = (Index("work_pauses_session_idx", "session_id"),)
    id: Mapped[int] = _pk()
    owner_id: Mapped[int] = _owner()
    session_id: Mapped[int] = mapped_column(BigInteger, ForeignKey("work_sessions.id"))
    started_at: Mapped[datetime] = mapped_column(TS)
    ended_at: Mapped[datetime | None] = mapped_column(TS)


class Contact(Retirable, Base):
    __tablename__ = "contacts"
    __table_args__ = (
        Index("contacts_owner_name_uq", "owner_id", text("lower(name)"), unique=True,
              postgresql_where=text("retired_at IS NULL")),
    )
    id: Mapped[int] = _pk()
    owner_id: Mapped[int] = _owner()
    name: Mapped[str] = mapped_column(Text)
    chat_id: Mapped[int] = mapped_column(BigInteger)
    created_at: Mapped[datetime] = mapped_column(TS)


class Conversation(Base):
    __tablename__ = "conversations"
    __table_args__ = (
        Index("conversations_key_idx", "owner_id", "session_key", "last_turn_at"),
        Index("conversations_to_process_idx", "id",
              postgresql_where=text("ended_at IS NOT NULL AND processed_at IS NULL")),
    )
    id: Mapped[int] = _pk()
    owner_id: Mapped[int] = _owner()
    session_key: Mapped[str] = mapped_column(Text)
    channel: Mapped[str] = mapped_column(Text)
    domain: Mapped[str | None] = mapped_column(Text)
    started_at: Mapped[datetime] = mapped_column(TS)
    last_turn_at: Mapped[datetime] = mapped_column(TS)
    ended_at: Mapped[datetime | None] = mapped_column(TS)
    turns_count: Mapped[int] = mapped_column(Integer, default=0)
    summary: Mapped[str | None] = mapped_column(Text)
    topics: Mapped[list[str] | None] = mapped_column(ARRAY(Text))
    processed_at: Mapped[datetime | None] = mapped_column(TS)
    process_error: Mapped[str | None] = mapped_column(Text)
    cost_usd: Mapped[float | None] = mapped_column(Numeric(10, 6))


class Turn(Base):
    __tablename__ = "turns"
    __table_args__ = (Index("turns_owner_at_idx", "owner_id", "at"),)
    id: Mapped[int] = _pk()
    owner_id: Mapped[int] = _owner()
    conversation_id: Mapped[int] = mapped_column(BigInteger, ForeignKey("conversations.id"))
    external_id: Mapped[str] = mapped_column(Text, unique=True)
    role: Mapped[str] = mapped_column(Text)  # owner | arthur
    text: Mapped[str] = mapped_column(Text)
    channel: Mapped[str] = mapped_column(Text)
    at: Mapped[datetime] = mapped_column(TS)
    record: Mapped[dict[str, Any] | None] = mapped_column(JSONB)


class Confirmation(Base):
    __tablename__ = "confirmations"
    id: Mapped[int] = _pk()
    owner_id: Mapped[int] = _owner()
    token: Mapped[str] = mapped_column(Text, unique=True)
    action: Mapped[str] = mapped_column(Text)
    arguments: Mapped[dict[str, Any]] = mapped_column(JSONB)
    via: Mapped[str] = mapped_column(Text)  # command | button | llm | intent | mcp | scheduler
    surface: Mapped[str | None] = mapped_column(Text)  # telegram | console | mcp:<key label> (NULL before 0008)
    created_at: Mapped[datetime] = mapped_column(TS)
    expires_at: Mapped[datetime] = mapped_column(TS)
    resolved_at: Mapped[datetime | None] = mapped_column(TS)
    resolution: Mapped[str | None] = mapped_column(Text)  # confirmed | cancelled


class PendingQuestion(Base):
    """A question Arthur asked in a conversation (owner + session key), and what its answer completes."""

    __tablename__ = "pending_questions"
    __table_args__ = (
        Index("pending_questions_open_idx", "owner_id", "session_key", "asked_at",
              postgresql_where=text("answered_at IS NULL")),
        Index("pending_questions_missing_idx", "owner_id", "missing"),
    )
    id: Mapped[int] = _pk()
    owner_id: Mapped[int] = _owner()
    session_key: Mapped[str] = mapped_column(Text)
    token: Mapped[str] = mapped_column(Text, unique=True)  # what its buttons carry
    question: Mapped[str] = mapped_column(Text)
    language: Mapped[str] = mapped_column(Text)
    action: Mapped[str] = mapped_column(Text)
    arguments: Mapped[dict[str, Any]] = mapped_column(JSONB)
    missing: Mapped[str] = mapped_column(Text)
    choices: Mapped[list[Any]] = mapped_column(JSONB)  # [[label, arguments], …]
    said: Mapped[str] = mapped_column(Text)
    asked_at: Mapped[datetime] = mapped_column(TS)
    expires_at: Mapped[datetime] = mapped_column(TS)
    answered_at: Mapped[datetime | None] = mapped_column(TS)
    resolution: Mapped[str | None] = mapped_column(Text)  # answered | declined | dropped | superseded


class LedgerEntry(Base):
    """One executor call. `turn_key` and `seq` (the call's number within its turn) are unique together and
    written with the action's own writes: a turn run again finds what it already did."""

    __tablename__ = "action_ledger"
    __table_args__ = (Index("action_ledger_owner_at_idx", "owner_id", "at"),
                      Index("action_ledger_turn_uq", "turn_key", "seq", unique=True,
                            postgresql_where=text("turn_key IS NOT NULL")))
    id: Mapped[int] = _pk()
    owner_id: Mapped[int] = _owner()
    via: Mapped[str] = mapped_column(Text)  # how it was reached: command | button | llm | intent | mcp | scheduler
    surface: Mapped[str | None] = mapped_column(Text)  # where from: telegram | console | mcp:<key label>
    agent: Mapped[str | None] = mapped_column(Text)
    action: Mapped[str] = mapped_column(Text)
    arguments: Mapped[Any] = mapped_column(JSONB)
    outcome: Mapped[str] = mapped_column(Text)  # ok | refused | failed | pending_confirmation
    code: Mapped[str | None] = mapped_column(Text)
    message: Mapped[str] = mapped_column(Text)
    confirmed: Mapped[bool] = mapped_column(Boolean, default=False)
    at: Mapped[datetime] = mapped_column(TS)
    duration_ms: Mapped[float] = mapped_column(Numeric(10, 3))
    turn_key: Mapped[str | None] = mapped_column(Text)  # e.g. telegram:<bot>:<update>
    seq: Mapped[int | None] = mapped_column(Integer)
    data: Mapped[Any | None] = mapped_column(JSONB)  # a write's typed data, or a pending confirmation's token


class ReminderDelivery(Base):
    """One push of one occurrence of a reminder; (reminder, occurrence) is the delivery key."""

    __tablename__ = "reminder_deliveries"
    __table_args__ = (Index("reminder_deliveries_key_uq", "reminder_id", "occurrence", unique=True),)
    id: Mapped[int] = _pk()
    owner_id: Mapped[int] = _owner()
    reminder_id: Mapped[int] = mapped_column(BigInteger, ForeignKey("reminders.id"))
    occurrence: Mapped[datetime] = mapped_column(TS)  # the due time this push is for
    status: Mapped[str] = mapped_column(Text)  # sending | sent | retry | unknown | withdrawn
    attempts: Mapped[int] = mapped_column(Integer, default=0)
    claimed_by: Mapped[str | None] = mapped_column(Text)
    lease_until: Mapped[datetime | None] = mapped_column(TS)
    next_attempt_at: Mapped[datetime | None] = mapped_column(TS)
    sent_at: Mapped[datetime | None] = mapped_column(TS)
    message_id: Mapped[int | None] = mapped_column(BigInteger)
    late: Mapped[bool] = mapped_column(Boolean, default=False)
    last_error: Mapped[str | None] = mapped_column(Text)
    requested_at: Mapped[datetime | None] = mapped_column(TS)  # a send may have gone out after this
    uncertain: Mapped[bool] = mapped_column(Boolean, default=False)  # an earlier attempt's outcome is unknown


class BriefingPush(Base):
    """A briefing pushed to an owner: one per owner, kind and local day (the delivery key)."""

    __tablename__ = "briefing_pushes"
    __table_args__ = (Index("briefing_pushes_key_uq", "owner_id", "kind", "day", unique=True),)
    id: Mapped[int] = _pk()
    owner_id: Mapped[int] = _owner()
    kind: Mapped[str] = mapped_column(Text)  # daily | weekly
    day: Mapped[date] = mapped_column(Date)
    status: Mapped[str] = mapped_column(Text)  # sending | sent | failed
    at: Mapped[datetime] = mapped_column(TS)


# Tables of access (outside clients' keys, outside accounts), of what arrived besides words, and the Telegram
# channel's inbox and outbox live in their own modules; importing them here registers them on Base for every
# query and migration.
from stores import access_models as _access_models  # noqa: E402,F401
from stores import attachment_models as _attachment_models  # noqa: E402,F401
from stores import channel_models as _channel_models  # noqa: E402,F401
