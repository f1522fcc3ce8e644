"""Single-use confirmation tokens for external effects."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from stores.models import Confirmation


async def add(session: AsyncSession, *, owner_id: int, token: str, action: str, arguments: dict[str, Any],
              surface: str, via: str, now: datetime, expires_at: datetime) -> Confirmation:
    """Store a pending confirmation, with where it was asked from (`surface`) and how (`via`)."""
    row = Confirmation(owner_id=owner_id, token=token, action=action, arguments=arguments, surface=surface,
                       via=via, created_at=now, expires_at=expires_at)
    session.add(row)
    await session.flush()
    return row


async def take(session: AsyncSession, owner_id: int, token: str) -> Confirmation | None:
    """The owner's confirmation with this token, locked; another owner's token reads as missing."""
    stmt = select(Confirmation).where(Confirmation.token == token, Confirmation.owner_id == owner_id)
    return (await session.execute(stmt.with_for_update())).scalar_one_or_none()
