"""Reminders: due times stored in UTC with the owner's zone name."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from stores.models import Reminder


async def add(
    session: AsyncSession, owner_id: int, text: str, due_at: datetime, timezone: str, recurrence: str,
    now: datetime, series_time: str | None = None, series_day: int | None = None,
) -> Reminder:
    """Store a pending reminder (a series with its rule: local "HH:MM" and day)."""
    reminder = Reminder(owner_id=owner_id, text=text, due_at=due_at, timezone=timezone, recurrence=recurrence,
                        status="pending", created_at=now, series_time=series_time, series_day=series_day)
    session.add(reminder)
    await session.flush()
    return reminder


async def get(session: AsyncSession, owner_id: int, number: int, *, retired: bool = False) -> Reminder | None:
    """The owner's reminder #number still in circulation (or also retired, with `retired`), or None (numbers are
    per owner)."""
    stmt = select(Reminder).where(Reminder.owner_id == owner_id, Reminder.number == number)
    if not retired:
        stmt = stmt.where(Reminder.retired_at.is_(None))
    return (await session.execute(stmt)).scalar_one_or_none()


async def pending(session: AsyncSession, owner_id: int) -> Sequence[Reminder]:
    """The owner's pending reminders, locked: a zone change moves them."""
    stmt = select(Reminder).where(Reminder.owner_id == owner_id, Reminder.retired_at.is_(None),
                                  Reminder.status == "pending")
    return (await session.execute(stmt.order_by(Reminder.due_at).with_for_update())).scalars().all()


async def listing(session: AsyncSession, owner_id: int, include_done: bool) -> Sequence[Reminder]:
    """The owner's reminders by due time."""
    stmt = select(Reminder).where(Reminder.owner_id == owner_id, Reminder.retired_at.is_(None))
    if not include_done:
        stmt = stmt.where(Reminder.status == "pending")
    return (await session.execute(stmt.order_by(Reminder.due_at, Reminder.id))).scalars().all()


async def between(session: AsyncSession, owner_id: int, start: datetime, end: datetime) -> Sequence[Reminder]:
    """Reminders due in [start, end), done or not."""
    stmt = select(Reminder).where(
        Reminder.owner_id == owner_id, Reminder.retired_at.is_(None),
        Reminder.due_at >= start, Reminder.due_at < end,
    )
    return (await session.execute(stmt.order_by(Reminder.due_at))).scalars().all()


async def overdue(session: AsyncSession, owner_id: int, now: datetime) -> Sequence[Reminder]:
    """Pending reminders whose time has passed."""
    stmt = select(Reminder).where(
        Reminder.owner_id == owner_id, Reminder.retired_at.is_(None), Reminder.status == "pending",
        Reminder.due_at < now,
    )
    return (await session.execute(stmt.order_by(Reminder.due_at))).scalars().all()
