"""The durable Telegram inbox: an update is recorded on receipt and marked done after its turn."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from stores.direct import Direct
from stores.models import InboxUpdate


async def claim(db: Direct, *, bot_id: int, update_id: int, owner_id: int, chat_id: int, kind: str,
                text: str, now: datetime) -> bool:
    """Record an update; False when it was already recorded (a duplicate: handle it once only)."""
    row = await db.fetchrow(
        "INSERT INTO telegram_inbox (bot_id, update_id, owner_id, chat_id, kind, text, received_at, status) "
        "VALUES ($1, $2, $3, $4, $5, $6, $7, 'received') "
        "ON CONFLICT (bot_id, update_id) DO NOTHING RETURNING update_id",
        bot_id, update_id, owner_id, chat_id, kind, text, now)
    return row is not None


async def finish(db: Direct, *, bot_id: int, update_id: int, now: datetime, reply_status: str,
                 status: str = "done") -> None:
    """Mark an update handled, with what happened to the reply."""
    await db.execute(
        "UPDATE telegram_inbox SET status = $3, finished_at = $4, reply_status = $5 "
        "WHERE bot_id = $1 AND update_id = $2", bot_id, update_id, status, now, reply_status)


async def unfinished(session: AsyncSession, bot_id: int) -> Sequence[InboxUpdate]:
    """Updates received but never finished (the process stopped mid-turn), oldest first, locked."""
    stmt = (select(InboxUpdate).where(InboxUpdate.bot_id == bot_id, InboxUpdate.status == "received")
            .order_by(InboxUpdate.received_at).with_for_update(skip_locked=True))
    return (await session.execute(stmt)).scalars().all()
