"""Owners' connections to outside services: one active row per owner and kind, retired on disconnect."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from stores.access_models import Connection


async def active(session: AsyncSession, owner_id: int, kind: str) -> Connection | None:
    """The owner's current connection of this kind (with or without its password yet)."""
    stmt = select(Connection).where(Connection.owner_id == owner_id, Connection.kind == kind,
                                    Connection.retired_at.is_(None))
    return (await session.execute(stmt)).scalar_one_or_none()


async def open_for_secret(session: AsyncSession, since: datetime) -> Sequence[tuple[int, str]]:
    """(owner id, kind) of connections created since `since` that still wait for their password."""
    stmt = select(Connection.owner_id, Connection.kind).where(
        Connection.retired_at.is_(None), Connection.secret.is_(None), Connection.created_at >= since)
    return [(o, k) for o, k in (await session.execute(stmt)).all()]


async def start(session: AsyncSession, owner_id: int, kind: str, settings: dict[str, Any], now: datetime,
                reason: str) -> Connection:
    """A new connection waiting for its password; the previous one of this kind is retired (`reason`)."""
    previous = await active(session, owner_id, kind)
    if previous is not None:
        retire(previous, now, reason)
        await session.flush()
    row = Connection(owner_id=owner_id, kind=kind, settings=settings, created_at=now)
    session.add(row)
    await session.flush()
    return row


def seal(row: Connection, sealed: str, now: datetime) -> None:
    """Store the sealed password: the connection is complete."""
    row.secret, row.secret_at = sealed, now


def retire(row: Connection, now: datetime, reason: str) -> None:
    """Take the connection out of use; the row stays."""
    row.retired_at, row.retire_reason = now, reason
