"""Attachments: photos, documents, places and forwarded messages kept beside the note or reminder they belong
to. Files are kept by Telegram's file_id; rows are retired, never deleted."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

from sqlalchemy import exists, select
from sqlalchemy.ext.asyncio import AsyncSession

from stores.attachment_models import Attachment
from stores.models import Note, Reminder

PLACES = ("place",)


async def add(session: AsyncSession, owner_id: int, target: str, target_id: int, now: datetime,
              **fields: Any) -> Attachment:
    """Keep an attachment, linked to the owner's note or reminder numbered `target_id` (the owner's #N)."""
    row = Attachment(owner_id=owner_id, target=target, target_id=target_id, created_at=now, **fields)
    session.add(row)
    await session.flush()
    return row


async def of_notes(session: AsyncSession, owner_id: int, note_ids: Sequence[int]) -> dict[int, Attachment]:
    """The attachment of each of the owner's notes that has one (the first kept, if several)."""
    if not note_ids:
        return {}
    stmt = (select(Attachment).where(Attachment.owner_id == owner_id, Attachment.target == "note",
                                     Attachment.target_id.in_(list(note_ids)), Attachment.retired_at.is_(None))
            .order_by(Attachment.id.desc()))
    return {a.target_id: a for a in (await session.execute(stmt)).scalars()}


async def with_ids(session: AsyncSession, owner_id: int, ids: Sequence[int]) -> dict[int, Attachment]:
    """The owner's attachments among `ids`, by id (no query for none)."""
    if not ids:
        return {}
    stmt = select(Attachment).where(Attachment.owner_id == owner_id, Attachment.id.in_(list(ids)))
    return {a.id: a for a in (await session.execute(stmt)).scalars()}


async def of_note(session: AsyncSession, owner_id: int, note_id: int) -> tuple[Note, Attachment | None] | None:
    """The owner's note and its attachment (None when it has none); None when there is no such note."""
    note = (await session.execute(select(Note).where(Note.number == note_id, Note.owner_id == owner_id))
            ).scalar_one_or_none()
    if note is None:
        return None
    found = await of_notes(session, owner_id, [note_id])
    return note, found.get(note_id)


async def latest_place(session: AsyncSession, owner_id: int) -> Attachment | None:
    """The owner's newest place (a location or a venue), whatever it is attached to."""
    stmt = (select(Attachment).where(Attachment.owner_id == owner_id, Attachment.kind.in_(PLACES),
                                     Attachment.retired_at.is_(None))
            .order_by(Attachment.created_at.desc(), Attachment.id.desc()).limit(1))
    return (await session.execute(stmt)).scalar_one_or_none()


async def reminder_without_place(session: AsyncSession, owner_id: int, since: datetime) -> Reminder | None:
    """The owner's newest pending reminder created since `since` that has no place attached yet."""
    has_place = exists().where(Attachment.owner_id == owner_id, Attachment.target == "reminder",
                               Attachment.target_id == Reminder.number, Attachment.kind.in_(PLACES))
    stmt = (select(Reminder).where(Reminder.owner_id == owner_id, Reminder.created_at >= since,
                                   Reminder.status == "pending", Reminder.retired_at.is_(None), ~has_place)
            .order_by(Reminder.created_at.desc(), Reminder.id.desc()).limit(1))
    return (await session.execute(stmt)).scalar_one_or_none()
