"""ORM tables of the Telegram channel's own: the durable inbox (every update, recorded on receipt, closed after its
turn) and the reply outbox (every turn's reply, stored before it is sent). Nothing is ever deleted."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import BigInteger, Boolean, Index, Integer, Text, text
from sqlalchemy.dialects.postgresql import JSONB
from sqlalchemy.orm import Mapped, mapped_column

from stores.models import TS, Base, _owner


class InboxUpdate(Base):
    """A received Telegram update: recorded on receipt, marked done after its turn (the durable inbox)."""

    __tablename__ = "telegram_inbox"
    __table_args__ = (Index("telegram_inbox_open_idx", "bot_id", postgresql_where=text("status = 'received'")),
                      Index("telegram_inbox_message_idx", "bot_id", "chat_id", "message_id",
                            postgresql_where=text("message_id IS NOT NULL")))
    bot_id: Mapped[int] = mapped_column(BigInteger, primary_key=True)
    update_id: Mapped[int] = mapped_column(BigInteger, primary_key=True)
    owner_id: Mapped[int] = _owner()
    chat_id: Mapped[int] = mapped_column(BigInteger)
    kind: Mapped[str] = mapped_column(Text)  # text | command | button | voice | photo | document | place | …
    text: Mapped[str] = mapped_column(Text)
    received_at: Mapped[datetime] = mapped_column(TS)
    message_id: Mapped[int | None] = mapped_column(BigInteger)  # an edit names the message it changes
    status: Mapped[str] = mapped_column(Text)  # received | done | interrupted
    finished_at: Mapped[datetime | None] = mapped_column(TS)
    reply_status: Mapped[str | None] = mapped_column(Text)  # sent | unknown | failed


class OutboxReply(Base):
    """A turn's reply, stored before it is sent (the reply outbox); keyed by the turn."""

    __tablename__ = "reply_outbox"
    __table_args__ = (Index("reply_outbox_due_idx", "next_attempt_at",
                            postgresql_where=text("next_attempt_at IS NOT NULL")),)
    turn_key: Mapped[str] = mapped_column(Text, primary_key=True)
    owner_id: Mapped[int] = _owner()
    chat_id: Mapped[int] = mapped_column(BigInteger)
    body: Mapped[dict[str, Any]] = mapped_column(JSONB)  # text, buttons, language, what to edit
    status: Mapped[str] = mapped_column(Text)  # sending | sent | retry | failed
    # retry: when to try again; sending: until when the late-reply loop holds it (None: a turn is sending it)
    attempts: Mapped[int] = mapped_column(Integer, default=0)
    pieces_sent: Mapped[int] = mapped_column(Integer, default=0)
    uncertain: Mapped[bool] = mapped_column(Boolean, default=False)  # an attempt's outcome was unknown
    late: Mapped[bool] = mapped_column(Boolean, default=False)
    created_at: Mapped[datetime] = mapped_column(TS)
    next_attempt_at: Mapped[datetime | None] = mapped_column(TS)
    sent_at: Mapped[datetime | None] = mapped_column(TS)
    last_error: Mapped[str | None] = mapped_column(Text)
