"""ORM tables of access: the keys outside assistants use to reach Arthur (MCP), and the owner's accounts on
outside services (calendar, mail) with the drafts written there. Nothing is ever deleted."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import Index, Text, text
from sqlalchemy.dialects.postgresql import JSONB
from sqlalchemy.orm import Mapped, mapped_column

from stores.models import TS, Base, Retirable, _owner, _pk


class McpKey(Retirable, Base):
    """A key an owner gave an outside assistant (MCP): only its SHA-256 is kept."""

    __tablename__ = "mcp_keys"
    __table_args__ = (Index("mcp_keys_owner_idx", "owner_id", "id"),)
    id: Mapped[int] = _pk()
    owner_id: Mapped[int] = _owner()
    label: Mapped[str] = mapped_column(Text)
    key_hash: Mapped[str] = mapped_column(Text, unique=True)
    created_at: Mapped[datetime] = mapped_column(TS)


class Connection(Retirable, Base):
    """An owner's account on an outside service (calendar, mail): settings in clear, the password sealed.

    A row without a secret waits for the password the owner sends next; retiring a row disconnects."""

    __tablename__ = "connections"
    __table_args__ = (Index("connections_owner_kind_uq", "owner_id", "kind", unique=True,
                            postgresql_where=text("retired_at IS NULL")),)
    id: Mapped[int] = _pk()
    owner_id: Mapped[int] = _owner()
    kind: Mapped[str] = mapped_column(Text)  # calendar | mail
    settings: Mapped[dict[str, Any]] = mapped_column(JSONB)  # url, username, hosts and ports: never the password
    secret: Mapped[str | None] = mapped_column(Text)  # Fernet token of the password
    created_at: Mapped[datetime] = mapped_column(TS)
    secret_at: Mapped[datetime | None] = mapped_column(TS)


class MailDraft(Retirable, Base):
    """A mail written by Arthur for the owner: kept here (and in the account's Drafts) until sent once."""

    __tablename__ = "mail_drafts"
    __table_args__ = (Index("mail_drafts_owner_idx", "owner_id", "created_at"),)
    id: Mapped[int] = _pk()
    owner_id: Mapped[int] = _owner()
    to_addrs: Mapped[str] = mapped_column(Text)
    subject: Mapped[str] = mapped_column(Text)
    body: Mapped[str] = mapped_column(Text)
    message_id: Mapped[str] = mapped_column(Text, unique=True)
    status: Mapped[str] = mapped_column(Text, default="draft")  # draft | sent
    created_at: Mapped[datetime] = mapped_column(TS)
    sent_at: Mapped[datetime | None] = mapped_column(TS)
