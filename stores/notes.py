"""Notes: memos stored verbatim, listed newest first, retired never deleted."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from stores.models import Note


async def add(session: AsyncSession, owner_id: int, text: str, now: datetime) -> Note:
    """Store a note exactly as given."""
    note = Note(owner_id=owner_id, text=text, created_at=now)
    session.add(note)
    await session.flush()
    return note


async def get(session: AsyncSession, owner_id: int, number: int) -> Note | None:
    """The owner's note #number, or None (numbers are per owner: another owner's note cannot be reached)."""
    return (
        await session.execute(select(Note).where(Note.owner_id == owner_id, Note.number == number))
    ).scalar_one_or_none()


async def listing(
    session: AsyncSession, owner_id: int, words: Sequence[str], include_retired: bool, limit: int
) -> Sequence[Note]:
    """The owner's notes, newest first, optionally only those containing every one of `words`
    (case-insensitive, in any order)."""
    stmt = select(Note).where(Note.owner_id == owner_id)
    if not include_retired:
        stmt = stmt.where(Note.retired_at.is_(None))
    for word in words:
        stmt = stmt.where(Note.text.icontains(word, autoescape=True))
    stmt = stmt.order_by(Note.created_at.desc(), Note.id.desc()).limit(limit)
    return (await session.execute(stmt)).scalars().all()


def retire(note: Note, now: datetime, reason: str) -> None:
    """Take a note out of circulation, dated and explained."""
    note.retired_at = now
    note.retire_reason = reason
