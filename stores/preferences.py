"""Preferences: lasting rules injected into every turn; deactivation retires the row."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from stores.models import Preference


async def add(session: AsyncSession, owner_id: int, text: str, now: datetime) -> Preference:
    """Store a preference."""
    pref = Preference(owner_id=owner_id, text=text, created_at=now)
    session.add(pref)
    await session.flush()
    return pref


async def get(session: AsyncSession, owner_id: int, number: int) -> Preference | None:
    """The owner's preference #number (active or retired), or None."""
    return (
        await session.execute(select(Preference).where(Preference.owner_id == owner_id,
                                                       Preference.number == number))
    ).scalar_one_or_none()


async def active(session: AsyncSession, owner_id: int, limit: int = 50) -> Sequence[Preference]:
    """Active preferences, oldest first (the order the owner stated them)."""
    stmt = (
        select(Preference)
        .where(Preference.owner_id == owner_id, Preference.retired_at.is_(None))
        .order_by(Preference.created_at, Preference.id)
        .limit(limit)
    )
    return (await session.execute(stmt)).scalars().all()
