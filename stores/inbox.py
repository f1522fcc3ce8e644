"""The durable Telegram inbox: an update is recorded on receipt and marked done after its turn."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from sqlalchemy import select
from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.ext.asyncio import AsyncSession

from stores.models import InboxUpdate


async def claim(session: AsyncSession, *, bot_id: int, update_id: int, owner_id: int, chat_id: int, kind: str,
                text: str, now: datetime) -> bool:
    """Record an update; False when it was already recorded (a duplicate: handle it once only)."""
    stmt = (insert(InboxUpdate)
            .values(bot_id=bot_id, update_id=update_id, owner_id=owner_id, chat_id=chat_id, kind=kind, text=text,
                    received_at=now, status="received")
            .on_conflict_do_nothing(index_elements=["bot_id", "update_id"])
            .returning(InboxUpdate.update_id))
    return (await session.execute(stmt)).first() is not None


async def finish(session: AsyncSession, *, bot_id: int, update_id: int, now: datetime, reply_status: str,
                 status: str = "done") -> None:
    """Mark an update handled, with what happened to the reply."""
    row = await session.get(InboxUpdate, (bot_id, update_id))
    if row is not None:
        row.status, row.finished_at, row.reply_status = status, now, reply_status


async def unfinished(session: AsyncSession, bot_id: int) -> Sequence[InboxUpdate]:
    """Updates received but never finished (the process stopped mid-turn), oldest first, locked."""
    stmt = (select(InboxUpdate).where(InboxUpdate.bot_id == bot_id, InboxUpdate.status == "received")
            .order_by(InboxUpdate.received_at).with_for_update(skip_locked=True))
    return (await session.execute(stmt)).scalars().all()
