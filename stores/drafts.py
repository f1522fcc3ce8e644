"""Mail drafts written by Arthur: one row per draft, marked sent once (never deleted)."""

from __future__ import annotations

from datetime import datetime
from email.utils import getaddresses

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from stores.access_models import MailDraft


async def add(session: AsyncSession, owner_id: int, to: str, subject: str, body: str, message_id: str,
              now: datetime) -> MailDraft:
    """Store a draft."""
    row = MailDraft(owner_id=owner_id, to_addrs=to, subject=subject, body=body, message_id=message_id,
                    status="draft", created_at=now)
    session.add(row)
    await session.flush()
    return row


async def get(session: AsyncSession, owner_id: int, draft_id: int) -> MailDraft | None:
    """The owner's draft #id; another owner's reads as missing."""
    stmt = select(MailDraft).where(MailDraft.id == draft_id, MailDraft.owner_id == owner_id)
    return (await session.execute(stmt)).scalar_one_or_none()


async def addresses_written_to(session: AsyncSession, owner_id: int) -> set[str]:
    """Every address the owner sent mail to through Arthur (lower case)."""
    stmt = select(MailDraft.to_addrs).where(MailDraft.owner_id == owner_id, MailDraft.status == "sent")
    found: set[str] = set()
    for (to,) in (await session.execute(stmt)).all():
        found |= {addr.lower() for _, addr in getaddresses([to]) if "@" in addr}
    return found


def mark_sent(row: MailDraft, now: datetime) -> None:
    """The draft left (once)."""
    row.status, row.sent_at = "sent", now
